"""Round 9 (other domains: analyst, energy, HR, research traces): how people and tools write values
in general. Each rule grounds what is written and refuses a one-digit mutation of it."""

from __future__ import annotations

import pytest

from ._helpers import REFERENCE, flagged, grounded, verdict


# --- the calendar's counts of time as operands (constants.py) -------------------------------------

PAY = {"employee": "E-1182", "hourly_rate": 28.35, "band": {"min": 24.10, "max": 32.60}}


@pytest.mark.parametrize("answer", [
    "$28.35 × 2,080 hours = **$58,968** a year.",
    "$64,000 ÷ 2,080 = **$30.77/hr**.",
    "11.6 W × 8,760 h = 101.6 kWh a year.",
    "2.4 billion minutes ÷ 525,600 is about 4,566 years.",
])
def test_a_count_of_the_calendar_used_as_an_operand_is_no_claim(answer: str) -> None:
    v = verdict(answer, PAY)
    assert not ({"2080", "8760", "525600"} & flagged(v)), flagged(v)


@pytest.mark.parametrize("answer, wrong", [
    ("$28.35 × 2,081 hours = $58,996 a year.", "2081"),  # one digit off: no constant
    ("$28.35 × 3,080 hours a year.", "3080"),
    ("She logged 2,080 hours this year.", "2080"),  # a value, not an operand
    ("The meter ran 8,760 h without a fault.", "8760"),
])
def test_a_count_of_the_calendar_one_digit_off_or_written_as_a_value_stays_flagged(answer: str, wrong: str) -> None:
    v = verdict(answer, PAY)
    assert wrong in flagged(v), flagged(v)


# --- clocks to the millisecond (subseconds.py, epochs.py) -----------------------------------------

EVENTS = {"columns": ["event", "ts_epoch_ms"], "rows": [
    {"event": "checkout_started", "ts_epoch_ms": 1795617133412},
    {"event": "payment_failed", "ts_epoch_ms": 1795617198044},
]}
BERLIN = "The checkout (Berlin, CET):\n\n| Time (Berlin) | Event |\n|---|---|\n| {a} | checkout_started |\n| {b} | payment_failed |\n"


def test_a_clock_to_the_millisecond_of_an_epoch_in_milliseconds_is_grounded() -> None:
    v = verdict(BERLIN.format(a="15:32:13.412", b="15:33:18.044"), EVENTS)
    assert not flagged(v), flagged(v)
    assert grounded(v).get("15:32:13.412") == "epoch"
    v = verdict("In UTC: 14:32:13.412 and 14:33:18.044.", EVENTS)
    assert not flagged(v), flagged(v)
    v = verdict("In UTC: 14:33:18.04.", EVENTS)  # `.04` is `.040`, not `.044`
    assert "14:33:18.04" in flagged(v), flagged(v)


@pytest.mark.parametrize("a, wrong", [
    ("15:32:13.413", "15:32:13.413"),  # the millisecond off
    ("15:32:14.412", "15:32:14.412"),  # the second off
    ("16:32:13.412", "16:32:13.412"),  # the hour off (UTC+2)
    ("15:32:13.4125", "15:32:13.4125"),  # a digit the epoch does not carry
])
def test_a_clock_to_the_millisecond_off_by_one_digit_stays_flagged(a: str, wrong: str) -> None:
    v = verdict(BERLIN.format(a=a, b="15:33:18.044"), EVENTS)
    assert wrong in flagged(v), flagged(v)


def test_a_fraction_on_an_epoch_in_whole_seconds_stays_flagged() -> None:
    payload = {"rows": [{"event": "checkout_started", "ts": 1795617133}]}
    v = verdict("In UTC: 14:32:13.000 checkout started.", payload)
    assert "14:32:13.000" in flagged(v), flagged(v)


def test_an_iso_timestamp_with_a_fraction_grounds_its_clock_with_that_fraction() -> None:
    payload = {"spans": [{"name": "db.query", "start": "2026-11-25T14:32:13.410Z"}]}
    v = verdict("The query started at 14:32:13.41 UTC.", payload)  # trailing zeros aside
    assert not flagged(v), flagged(v)
    v = verdict("The query started at 14:32:13.421 UTC.", payload)
    assert "14:32:13.421" in flagged(v), flagged(v)


def test_the_reference_reads_no_clock_to_the_millisecond() -> None:
    v = verdict(BERLIN.format(a="15:32:13.412", b="15:33:18.044"), EVENTS, gate=REFERENCE)
    assert "15:32:13.412" in flagged(v)


# --- a duration restated as a clock after markdown emphasis (restated.py) -------------------------

def test_a_duration_restated_after_closing_emphasis_is_grounded() -> None:
    payload = {"avg_duration_s": 236.9}
    v = verdict("Session-weighted: **236.9 s** (3:56).", payload)
    assert not flagged(v), flagged(v)
    v = verdict("Session-weighted: **236.9 s** (3:58).", payload)
    assert "3:58" in flagged(v), flagged(v)


# --- seconds written as a clock-shaped duration (seconds_clocks.py) -------------------------------

BIGQUERY = {"kind": "bigquery#queryResponse", "rows": [
    {"f": [{"v": "mobile"}, {"v": "972114"}, {"v": "187.44310299"}, {"v": "121.0"}]},
    {"f": [{"v": "desktop"}, {"v": "431027"}, {"v": "342.90077115"}, {"v": "236.0"}]},
]}
SESSIONS = "| device | sessions | avg | median |\n|---|---:|---:|---:|\n| mobile | 972,114 | {a} | 2:01 |\n| desktop | 431,027 | 5:43 | {b} |\n"


def test_seconds_a_record_carries_written_as_minutes_and_seconds_are_grounded() -> None:
    v = verdict(SESSIONS.format(a="3:07", b="3:56"), BIGQUERY)
    assert not flagged(v), flagged(v)
    assert grounded(v).get("3:07") == "seconds-clock"
    v = verdict("The run took 0:57:42 end to end.", {"job": "etl-7", "elapsed_seconds": 3462})
    assert grounded(v).get("0:57:42") == "seconds-clock", flagged(v)


@pytest.mark.parametrize("a, b, wrong", [
    ("3:08", "3:56", "3:08"),  # a second off
    ("4:07", "3:56", "4:07"),  # a minute off
    ("3:07", "3:57", "3:57"),
    ("3:07", "4:56", "4:56"),
])
def test_seconds_written_as_a_clock_one_digit_off_stay_flagged(a: str, b: str, wrong: str) -> None:
    v = verdict(SESSIONS.format(a=a, b=b), BIGQUERY)
    assert wrong in flagged(v), flagged(v)


def test_seconds_tied_to_neither_a_key_of_seconds_nor_the_line_do_not_ground_a_clock() -> None:
    payload = {"orders": [{"id": "A-1", "total": 187.44}], "count": 972114}
    v = verdict("The average was 3:07.", payload)  # no number of its line, no key of seconds
    assert "3:07" in flagged(v), flagged(v)
    v = verdict("Meet at 3:07 pm.", {"elapsed_seconds": 187})  # a time of day
    assert "3:07" in flagged(v), flagged(v)
    v = verdict("The run took 0:57:42.", {"elapsed_ms": 3462})  # milliseconds, not seconds
    assert "0:57:42" in flagged(v), flagged(v)


def test_the_reference_reads_no_seconds_as_a_clock() -> None:
    v = verdict(SESSIONS.format(a="3:07", b="3:56"), BIGQUERY, gate=REFERENCE)
    assert "3:07" in flagged(v)


# --- a carried percentage change written as its growth factor (growth.py) -------------------------

QOQ = {"series": {"GDP_QoQ": {"observations": {"0": [0.452], "1": [-0.125], "2": [0.314], "3": [0.2], "4": [4.1]}}}}
QUOTE = {"BTC": {"price": 84088.73219481736, "percent_change_7d": 3.20154}}


@pytest.mark.parametrize("answer, payload", [
    ("Compounding: 1.00452 × 0.99875 × 1.00314 − 1 = **0.64%** over the year.", QOQ),
    ("Annualized: (1.00314)⁴ − 1 = **1.26%**.", QOQ),
    ("Working back: €84,088.73 ÷ 1.0320154 ≈ **€81,480.11** seven days ago.", QUOTE),
])
def test_a_carried_percentage_written_as_its_growth_factor_is_grounded(answer: str, payload: object) -> None:
    v = verdict(answer, payload)
    factors = {g for g, by in grounded(v).items() if by == "growth-factor"}
    assert factors and not (factors & flagged(v)), (grounded(v), flagged(v))
    assert not ({"1.00452", "0.99875", "1.00314", "1.0320154"} & flagged(v)), flagged(v)


def test_a_percentage_of_two_significant_digits_grounds_no_growth_factor() -> None:
    v = verdict("At 4.1% a year the factor is × 1.041 on $18,250.00.", QOQ)  # 1.041 is one digit from 0.041
    assert grounded(v).get("1.041") != "growth-factor", grounded(v)


@pytest.mark.parametrize("answer, payload, wrong", [
    ("Compounding: 1.00452 × 0.99775 × 1.00314 − 1 = 0.5%.", QOQ, "0.99775"),  # -0.225 carried by none
    ("Compounding: 1.00452 × 0.99875 × 1.002 − 1 = 0.5%.", QOQ, "1.002"),  # 0.2: one significant digit
    ("Working back: €84,088.73 ÷ 1.0320155 ≈ €81,480.10.", QUOTE, "1.0320155"),  # a digit off
    ("Working back: €84,088.73 ÷ 1.032 ≈ €81,481.33.", QUOTE, "1.032"),  # rounded: no factor
    ("The ratio of the two was 1.00452 last quarter.", QOQ, "1.00452"),  # a value, not an operand
])
def test_a_growth_factor_of_no_carried_percentage_or_no_operand_stays_flagged(answer: str, payload: object,
                                                                             wrong: str) -> None:
    v = verdict(answer, payload)
    assert wrong in flagged(v), flagged(v)


# --- the ends of a clock range a person wrote (said.py) --------------------------------------------

def test_the_ends_of_a_clock_range_a_person_wrote_are_said() -> None:
    user = "run both in the off-peak window (23:30-05:30) please"
    v = verdict("The window ends at 05:30, so start the washer at 23:30.", {"ok": True}, user=user)
    assert not flagged(v), flagged(v)
    v = verdict("The window ends at 05:40.", {"ok": True}, user=user)
    assert "05:40" in flagged(v), flagged(v)


# --- a time clock's punches under `in` and `out` (epochs.py) ---------------------------------------

PUNCHES = {"punches": [{"day": "Mon", "in": 1795435200, "out": 1795467600, "hours": 9.0}]}


def test_epoch_punches_under_in_and_out_ground_their_clocks() -> None:
    v = verdict("Monday's punches are 7:00 AM to 4:00 PM Eastern (12:00 and 21:00 UTC).", PUNCHES)
    assert not flagged(v), flagged(v)
    v = verdict("Monday's punches are 12:00 and 22:00 UTC.", PUNCHES)
    assert "22:00" in flagged(v), flagged(v)
    v = verdict("Monday's punches are 12:00 and 21:00 UTC.", {"punches": [{"id": 1795435200, "ref": 1795467600}]})
    assert {"12:00", "21:00"} <= flagged(v), flagged(v)  # ids, not times


# --- a zoned clock repeated in prose (spellings.py) ------------------------------------------------

HISTORY = [[{"state": "3412.6", "last_changed": "2026-11-29T22:14:03.118240+00:00"},
             {"state": "5871.2", "last_changed": "2026-11-29T23:02:47.550911+00:00"}]]
SPIKE = ("| Time (Eastern) | Time (UTC) | Power |\n|---|---|---|\n| 5:14 PM | 22:14 | 3,412.6 W |\n"
         "| **6:02 PM** | 23:02 | **5,871.2 W** |\n\nSo the spike was about **{again} Sunday**.")


def test_a_zoned_clock_repeated_where_no_zone_is_named_is_that_time() -> None:
    v = verdict(SPIKE.format(again="6:02 PM"), HISTORY, system="Household in Raleigh (America/New_York).")
    assert not flagged(v), flagged(v)


def test_a_repeat_with_another_reading_or_a_zone_of_its_own_stays_flagged() -> None:
    v = verdict(SPIKE.format(again="6:02 AM"), HISTORY)
    assert "6:02" in flagged(v), flagged(v)
    v = verdict(SPIKE.format(again="6:02 PM UTC"), HISTORY)
    assert "6:02" in flagged(v), flagged(v)


# --- metric prefixes (rescaled.py) and prices in cents (said.py) -----------------------------------

def test_a_carried_number_restated_with_a_metric_prefix_is_grounded() -> None:
    payload = [{"state": "5871.2", "attributes": {"unit_of_measurement": "W"}}, {"battery_kwh": 8.424}]
    v = verdict("5.8712 kW for 2 hours; the battery holds 8,424 Wh.", payload)
    assert grounded(v).get("5.8712") == "rescaled" and not flagged(v), (grounded(v), flagged(v))
    v = verdict("5.8722 kW for 2 hours.", payload)
    assert "5.8722" in flagged(v), flagged(v)
    v = verdict("5.8712 units for 2 hours.", payload)  # no unit of a prefix
    assert "5.8712" in flagged(v), flagged(v)


def test_a_price_a_person_said_in_cents_is_said_in_dollars() -> None:
    user = "With electricity at 15.1 cents all-in, how long to pay back?"
    v = verdict("(450 − 210) kWh × $0.151 = **$36.24 a year**", {"ok": True}, user=user)
    assert "0.151" not in flagged(v), flagged(v)
    v = verdict("(450 − 210) kWh × $0.152 = **$36.48 a year**", {"ok": True}, user=user)
    assert "0.152" in flagged(v), flagged(v)
    v = verdict("(450 − 210) kWh × $1.51 = **$362.40 a year**", {"ok": True}, user=user)
    assert "1.51" in flagged(v), flagged(v)


def test_a_duration_a_result_writes_in_words_grounds_its_clock_shaped_spelling() -> None:
    payload = {"content": "Separation is expected 57 minutes 42 seconds after lift-off at 01:49:17 UTC."}
    v = verdict("Separation: 01:49:17 + 0:57:42 = **02:46:59 UTC**.", payload)
    assert grounded(v).get("0:57:42") == "seconds-clock", (grounded(v), flagged(v))
    v = verdict("Separation comes 0:57:43 after lift-off.", payload)
    assert "0:57:43" in flagged(v), flagged(v)
    v = verdict("Separation comes 0:47:42 after lift-off.", payload)
    assert "0:47:42" in flagged(v), flagged(v)


# --- the year of a carried month or quarter (spellings.py) -----------------------------------------

@pytest.mark.parametrize("period", ["2025-09", "2025-Q4"])
def test_the_year_of_a_carried_month_or_quarter_is_grounded(period: str) -> None:
    payload = {"months": [{"month": period, "kwh": 241.7}, {"month": "2026-09", "kwh": 228.1}]}
    v = verdict("| Month | 2025 | 2026 |\n|---|---:|---:|\n| September | 241.7 kWh | 228.1 kWh |", payload)
    assert not flagged(v), flagged(v)
    v = verdict("| Month | 2024 | 2026 |\n|---|---:|---:|\n| September | 241.7 kWh | 228.1 kWh |", payload)
    assert "2024" in flagged(v), flagged(v)


# --- a power of ten as a rate's base or a percent step (constants.py) ------------------------------

@pytest.mark.parametrize("answer", [
    "| Warehouse | Cost per 1,000 queries |\n|---|---:|\n| ANALYTICS_WH | $67.99 |",
    "That is 4.2 cases per 100,000 people.",
    "**Year over year:** (327.914 ÷ 318.611 − 1) × 100 = **2.9%**",
])
def test_a_power_of_ten_as_a_rates_base_or_a_percent_step_is_no_claim(answer: str) -> None:
    v = verdict(answer, {"cost": 67.99, "rate": 4.2, "cpi": [327.914, 318.611]})
    assert not ({"1000", "100000", "100"} & flagged(v)), flagged(v)


@pytest.mark.parametrize("answer, wrong", [
    ("Cost per 1,001 queries: $67.99", "1001"),
    ("We ran 1,000 queries at $67.99.", "1000"),  # a count, not a base
])
def test_a_number_that_is_no_rate_base_or_percent_step_stays_flagged(answer: str, wrong: str) -> None:
    v = verdict(answer, {"cost": 67.99, "rate": 4.2, "cpi": [327.914, 318.611]})
    assert wrong in flagged(v), flagged(v)


# --- numbers joined tight by operators (operand_tokens.py) -----------------------------------------

ANOMALIES = {"anomalies": [1.21, 1.26, 1.13, 1.17], "n": [61204, 60988]}


@pytest.mark.parametrize("answer", [
    "(1.21+1.26+1.13+1.17)/4 = **+1.19°C**.",
    "Standard error: √(p(1−p)(1/61,204 + 1/60,988)) = 0.156 points.",
])
def test_carried_numbers_joined_tight_by_operators_are_each_judged(answer: str) -> None:
    v = verdict(answer, ANOMALIES)
    assert not ({"1.21+1.26+1.13+1.17", "1/61,204", "1/60,988"} & flagged(v)), flagged(v)


@pytest.mark.parametrize("answer, wrong", [
    ("(1.21+1.27+1.13+1.17)/4 = 1.195.", "1.21+1.27+1.13+1.17"),
    ("√(p(1−p)(1/61,205 + 1/60,988))", "1/61,205"),
    ("A reading of 2/61,204.", "2/61,204"),  # no reciprocal
])
def test_a_tight_formula_with_a_number_no_result_carried_stays_flagged(answer: str, wrong: str) -> None:
    v = verdict(answer, ANOMALIES)
    assert wrong in flagged(v), flagged(v)


def test_a_tight_sum_of_a_csv_rows_cells_is_grounded() -> None:
    csv = "Year,Annual_Anomaly_C,Uncertainty_95\n2019,1.21,0.03\n2020,1.26,0.03\n2021,1.13,0.03\n"
    v = verdict("(1.21+1.26+1.13)/3 = **+1.20°C**.", csv)
    assert "1.21+1.26+1.13" not in flagged(v), flagged(v)
    v = verdict("(1.21+1.26+1.14)/3 = **+1.20°C**.", csv)
    assert "1.21+1.26+1.14" in flagged(v), flagged(v)


def test_the_number_of_a_rate_a_person_wrote_with_its_unit_glued_is_said() -> None:
    user = "Job A: $64,000 salaried. Job B: $29.10/hr, usually 42 hours a week. Which pays more?"
    v = verdict("Job B's regular pay: 40 h × $29.10 = $1,164.00 a week.", {"ok": True}, user=user)
    assert "29.10" not in flagged(v) and "29.1" not in flagged(v), flagged(v)
    v = verdict("Job B's regular pay: 40 h × $29.20 = $1,168.00 a week.", {"ok": True}, user=user)
    assert "29.20" in flagged(v) or "29.2" in flagged(v), flagged(v)


# --- the ends of a carried ISO 8601 interval (spellings.py) ----------------------------------------

def test_the_ends_of_a_carried_iso_interval_are_dates() -> None:
    payload = {"zeitraum": "2026-01-01/2026-11-29", "erzeugung_kwh": 8612.3}
    v = verdict("Ihre PV-Anlage vom 01.01. bis 29.11.2026: 8.612,3 kWh. Also 2026-11-29.", payload)
    assert not ({"29.11.2026", "2026-11-29"} & flagged(v)), flagged(v)
    v = verdict("Ihre PV-Anlage bis 28.11.2026: 8.612,3 kWh.", payload)
    assert "28.11.2026" in flagged(v), flagged(v)


# --- a number of hundredths its sentence wrote, moved two places (growth.py) -----------------------

@pytest.mark.parametrize("answer, value", [
    ("The reduction is 21.4 − 17.6 = 3.8 percentage points, so NNT = 1 ÷ 0.038 ≈ **26** patients.", "0.038"),
    ("Each kWh costs 2.72p more on Fixed, so they break even at £24.64 ÷ £0.0272 ≈ **906 kWh** a year.", "0.0272"),
])
def test_hundredths_its_sentence_wrote_moved_two_places_are_grounded(answer: str, value: str) -> None:
    v = verdict(answer, {"rates": [21.4, 17.6], "standing": 24.64})
    assert grounded(v).get(value) == "hundredths", (grounded(v), flagged(v))


@pytest.mark.parametrize("answer, wrong", [
    ("The reduction is 3.8 percentage points, so NNT = 1 ÷ 0.039 ≈ 26 patients.", "0.039"),
    ("The reduction is 3.8 percentage points. So NNT = 1 ÷ 0.038 ≈ 26 patients.", "0.038"),  # another sentence
    ("The reduction is 3.8 units, so NNT = 1 ÷ 0.038 ≈ 26 patients.", "0.038"),  # no hundredths
    ("So NNT = 1 ÷ 0.038 ≈ 26, from 3.8 percentage points.", "0.038"),  # written after it
])
def test_hundredths_of_another_number_or_sentence_stay_flagged(answer: str, wrong: str) -> None:
    v = verdict(answer, {"rates": [21.4, 17.6]})
    assert wrong in flagged(v), flagged(v)


# --- an ISO 8601 duration restating the words before it (restated.py) ------------------------------

@pytest.mark.parametrize("answer", [
    "**Away mode** from Saturday 19 December, 08:00 GMT, for 10 days (P10D).",
    "The program runs 2 h 15 min (PT2H15M).",
])
def test_an_iso_duration_restating_the_words_before_it_is_grounded(answer: str) -> None:
    v = verdict(answer, {"ok": True})
    assert not ({"p10d", "pt2h15m", "P10D", "PT2H15M"} & flagged(v)), flagged(v)


@pytest.mark.parametrize("answer, wrong", [
    ("Away mode for 10 days (P11D).", "p11d"),
    ("The program runs 2 h 15 min (PT2H16M).", "pt2h16m"),
    ("Away mode (P10D) for 10 days.", "p10d"),  # the words after it
])
def test_an_iso_duration_that_restates_nothing_before_it_stays_flagged(answer: str, wrong: str) -> None:
    v = verdict(answer, {"ok": True})
    assert wrong in {f.lower() for f in flagged(v)}, flagged(v)


# --- a clock plus a duration, to the second (time_sums.py) -----------------------------------------

def test_a_clock_plus_a_duration_to_the_second_is_computed() -> None:
    payload = {"content": "Lift-off on 3 December 2026 at 01:49:17 UTC. Separation is expected 57 minutes 42 seconds after lift-off."}
    v = verdict("Separation: 01:49:17 + 0:57:42 = **02:46:59 UTC**.", payload)
    assert not flagged(v), flagged(v)
    assert any(c.value == "02:46:59" and c.derivation == "clock-sum" for c in v.computed), v.computed
    v = verdict("Separation: 01:49:17 + 0:57:42 = **02:46:58 UTC**.", payload)
    assert "02:46:58" in flagged(v), flagged(v)


# --- a period's index is a name (narration.py) -----------------------------------------------------

def test_a_periods_index_is_a_name() -> None:
    v = verdict("Month-1 retention is fairly stable at 36-39%; Day-7 is lower.", {"retention": [36, 39]})
    assert not ({"month-1", "day-7"} & flagged(v)), flagged(v)
    v = verdict("Order E-40552 and Month-123 are late.", {"retention": [36, 39]})
    assert {"e-40552", "month-123"} <= flagged(v), flagged(v)


def test_a_sum_to_the_second_is_computed_where_a_minutes_rule_reads_the_words_too() -> None:
    payload = {"content": "Lift-off at 01:49:17 UTC. Separation is expected 57 minutes 42 seconds after lift-off."}
    answer = "Separation 57 min 42 s after lift-off: 01:49:17 + 0:57:42 = **{v} UTC**."
    v = verdict(answer.format(v="02:46:59"), payload)
    assert not flagged(v), flagged(v)
    v = verdict(answer.format(v="02:46:58"), payload)
    assert "02:46:58" in flagged(v), flagged(v)
