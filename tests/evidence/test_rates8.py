"""Round 8 (issues 8, 9): conversions, rates and time arithmetic the computed rule missed.

Each rule with its grounding case and its refusals: a result one digit off, a wrong factor, an hour
or a minute off stays flagged; the `reference` profile does none of it."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.expressions import contradictions, relations
from evidence_audit.evidence.units import factor_units, unit_after

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})


def verdict(answer: str, *results: object, user: str = "Please tell me.", gate=DEFAULT):
    history: list[dict[str, object]] = [{"role": "user", "content": user}]
    history += [
        {"role": "tool", "tool_call_id": f"c{i}", "content": r if isinstance(r, str) else json.dumps(r)}
        for i, r in enumerate(results)
    ]
    return check_answer(answer, history, gate)


def computed(v) -> dict[str, tuple[str, str]]:
    return {c.value: (c.derivation, c.from_) for c in v.computed or ()}


def flagged(v) -> list[str]:
    return [c.value for c in v.unsupported]


# --- conversion factors: any rounding of an exact factor to 4+ significant digits ----------------


@pytest.mark.parametrize(
    ("written", "units"),
    [
        ("0.621371", ("km", "mi")),  # 1 / 1.609344 rounded to 6 places
        ("3.78541", ("gal", "l")),  # 3.785411784 rounded to 5 places
        ("2.589988", ("mi2", "km2")),  # 1.609344 squared
        ("0.386102", ("km2", "mi2")),
        ("0.264172", ("l", "gal")),
    ],
)
def test_a_rounding_of_an_exact_factor_spells_it(written: str, units: tuple[str, str]) -> None:
    assert factor_units(Decimal(written)) == units


@pytest.mark.parametrize("written", ["0.621372", "3.78542", "2.589989", "0.6213", "0.3862", "1.2345"])
def test_a_number_one_digit_off_a_factor_or_too_short_is_no_factor(written: str) -> None:
    assert factor_units(Decimal(written)) is None


def test_a_conversion_with_a_rounded_factor_written_out_is_computed() -> None:
    v = verdict("The trip is 980 km × 0.621371 ≈ 609 miles.", {"distance_km": 980})
    assert flagged(v) == [], flagged(v)
    assert computed(v)["0.621371"][0] == "convert"
    v = verdict("That is 40 × 3.78541 = 151.42 liters.", {"fuel_gallons": 40})
    assert flagged(v) == [] and computed(v)["3.78541"][0] == "convert"


@pytest.mark.parametrize("answer", [
    "The trip is 980 km × 0.621381 ≈ 609 miles.",  # the factor one digit off
    "The trip is 980 km × 0.631371 ≈ 609 miles.",
])
def test_a_factor_one_digit_off_stays_flagged(answer: str) -> None:
    v = verdict(answer, {"distance_km": 980})
    assert any(x.startswith("0.6") for x in flagged(v)), (flagged(v), computed(v))


# --- areas: km², mi², sq mi ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "unit"),
    [("41,277 km² (x", "km2"), ("5 sq mi", "mi2"), ("5 square miles", "mi2"), ("5 km2 ", "km2"), ("5 km", "km")],
)
def test_a_length_unit_squared_reads_as_an_area(text: str, unit: str) -> None:
    assert unit_after(text, text.index(" ") if not text.startswith("41") else 6) == unit


def test_an_area_converted_in_a_table_cell_is_computed() -> None:
    result = {"country": "Switzerland", "total_area_km2": 41277, "land_area_km2": 39997}
    answer = "| Country | Total | Land |\n|---|---|---|\n| Switzerland | 41,277 km² (15,937 mi²) | 39,997 km² (15,443 mi²) |"
    v = verdict(answer, result)
    assert flagged(v) == [], flagged(v)
    assert computed(v)["15937"][0] == "convert" and computed(v)["15443"][0] == "convert"


@pytest.mark.parametrize("wrong", ["15,947", "15,837", "25,648"])  # one digit off; the km -> mi factor
def test_an_area_one_digit_off_or_converted_as_a_length_stays_flagged(wrong: str) -> None:
    v = verdict(f"Switzerland covers 41,277 km² ({wrong} mi²).", {"total_area_km2": 41277})
    assert wrong.replace(",", "") in flagged(v), (flagged(v), computed(v))


# --- temperatures written out with their degree signs ------------------------------------------


def test_a_temperature_conversion_written_with_degree_signs_is_computed() -> None:
    v = verdict("36.63°C × 9/5 + 32 = **97.9°F**.", {"outsideTemperature": 36.63485703790535})
    # (a three-digit result is no candidate unless its equation refutes it: it verifies now)
    assert flagged(v) == [], flagged(v)
    assert [r.value for r in relations("36.63°C × 9/5 + 32 = **97.9°F**.")[0]] == [Decimal("97.9")]
    assert contradictions("36.63°C × 9/5 + 32 = **97.9°F**.") == []


@pytest.mark.parametrize("wrong", ["97.8", "98.9", "96.9"])
def test_a_temperature_one_digit_off_stays_flagged(wrong: str) -> None:
    v = verdict(f"36.63°C × 9/5 + 32 = **{wrong}°F**.", {"outsideTemperature": 36.63485703790535})
    assert wrong in flagged(v), (flagged(v), computed(v))


# --- clock-sum: a clock plus a stated duration written beside the value -------------------------

FLIGHT = {"flight": "LH2472", "scheduled_departure": "19:40", "delay_minutes": 25}


def test_a_clock_with_the_sum_written_after_it_is_computed() -> None:
    v = verdict("If it makes up nothing in the air, around **20:05** (scheduled 19:40 + 25 min).", FLIGHT)
    assert computed(v).get("20:05") == ("clock-sum", "19:40 + 25 min = 20:05"), (computed(v), flagged(v))


@pytest.mark.parametrize("wrong", ["20:15", "21:05", "20:06"])  # ten minutes, an hour, a minute off
def test_a_clock_off_the_sum_written_beside_it_stays_flagged(wrong: str) -> None:
    v = verdict(f"If it makes up nothing in the air, around **{wrong}** (scheduled 19:40 + 25 min).", FLIGHT)
    assert wrong in flagged(v), (computed(v), flagged(v))


def test_a_sum_whose_clock_no_source_carried_excuses_nothing() -> None:
    v = verdict("Around **20:05** (scheduled 19:40 + 25 min).", {"flight": "LH2472", "delay_minutes": 25})
    assert "20:05" in flagged(v) and "19:40" in flagged(v), (computed(v), flagged(v))


def test_a_sum_past_midnight_in_a_24_hour_count() -> None:
    v = verdict("9:00 AM PST + 17 hours = 26:00, which is **2:00 AM** the next day.", {"start": "9:00 AM PST"})
    assert computed(v).get("26:00", ("",))[0] == "clock-sum", (computed(v), flagged(v))
    v = verdict("9:00 AM PST + 17 hours = 27:00, which is **3:00 AM** the next day.", {"start": "9:00 AM PST"})
    assert "27:00" in flagged(v), (computed(v), flagged(v))


def test_the_reference_profile_reads_no_clock_sum() -> None:
    v = verdict("Around **20:05** (scheduled 19:40 + 25 min).", FLIGHT, gate=REFERENCE)
    assert "20:05" in flagged(v)


# --- in-units: a clock-shaped duration restated in one unit ---------------------------------------

RECORD = {"event": "marathon", "mark": "2:00:35", "athlete": "Kelvin Kiptum"}


def test_a_clock_shaped_duration_restated_in_seconds_is_computed() -> None:
    v = verdict("The record is 2:00:35. 2:00:35 is 7,235 seconds.", RECORD)
    assert computed(v).get("7235") == ("in-units", "2 x 3600 + 0 x 60 + 35 = 7235 seconds"), (computed(v), flagged(v))


@pytest.mark.parametrize("wrong", ["7,245", "7,335", "7,236"])
def test_a_duration_in_units_one_digit_off_stays_flagged(wrong: str) -> None:
    v = verdict(f"The record is 2:00:35. 2:00:35 is {wrong} seconds.", RECORD)
    assert wrong.replace(",", "") in flagged(v), (computed(v), flagged(v))


def test_a_duration_in_units_needs_its_clock_resolved() -> None:
    v = verdict("The record is 2:00:45. 2:00:45 is 7,245 seconds.", RECORD)
    assert "7245" in flagged(v), (computed(v), flagged(v))


def test_a_pace_restated_as_a_clock_after_emphasis() -> None:
    # `restated`: `171.5 s, i.e. **2:51 per km**` spells 171.5 s as minutes and seconds
    v = verdict("Per km: 171.5 s, i.e. **2:51 per km**.", {"pace_s_per_km": 171.5})
    assert "2:51" not in flagged(v), flagged(v)
    v = verdict("Per km: 171.5 s, i.e. **2:41 per km**.", {"pace_s_per_km": 171.5})
    assert "2:41" in flagged(v), flagged(v)


# --- carried-rate: an amount of the sentence times a rate the results carry -----------------------

RATES = {"error": "", "response": json.dumps(
    {"success": True, "base": "USD", "rates": {"MXN": 19.418502, "ARS": 1184.501987, "CLP": 948.85}})}


def test_an_amount_times_a_carried_rate_is_computed() -> None:
    v = verdict("Argentina would get $500: 592,250.99 ARS.", RATES, user="Give Argentina $500 of it.")
    assert computed(v).get("592250.99") == ("carried-rate", "500 x 1184.501987 = 592250.99"), (computed(v), flagged(v))
    # a rates table as a parsed object, and a rate under a key that says so
    v = verdict("The €600 in Sweden is 6,762.84 kr.", {"conversion_rates": {"SEK": 11.2714, "PLN": 4.2301}},
                user="I spend €600 in Sweden.")
    assert computed(v).get("6762.84", ("",))[0] == "carried-rate", (computed(v), flagged(v))
    v = verdict("Your €2,500.00 becomes $2,303.50 today.", {"pair": "EURUSD", "exchange_rate": 0.9214},
                user="Convert €2,500.00 please.")
    assert computed(v).get("2303.5", ("",))[0] == "carried-rate", (computed(v), flagged(v))


@pytest.mark.parametrize("wrong", ["592,250.89", "592,260.99", "593,250.99"])
def test_an_amount_times_a_carried_rate_one_digit_off_stays_flagged(wrong: str) -> None:
    v = verdict(f"Argentina would get $500: {wrong} ARS.", RATES, user="Give Argentina $500 of it.")
    assert wrong.replace(",", "") in flagged(v), (computed(v), flagged(v))


def test_a_rate_no_result_carried_or_an_amount_of_another_sentence_excuses_nothing() -> None:
    v = verdict("Argentina would get $500: 592,250.99 ARS.", {"rates": {"ARS": 1184.501987}},
                user="Give Argentina $500 of it.")  # one code is no rates table
    assert "592250.99" in flagged(v), (computed(v), flagged(v))
    v = verdict("You set aside $500. Argentina would get 592,250.99 ARS.", RATES, user="Give Argentina $500 of it.")
    assert "592250.99" in flagged(v), (computed(v), flagged(v))


def test_the_reference_profile_reads_no_carried_rate() -> None:
    v = verdict("Argentina would get $500: 592,250.99 ARS.", RATES, user="Give Argentina $500 of it.", gate=REFERENCE)
    assert "592250.99" in flagged(v)


def test_an_amount_at_a_carried_rate_the_answer_does_not_quote() -> None:
    quote = {"quote_id": "FXQ-20251017-55810", "rate": 0.8594, "amount_usd": 2500.0}
    v = verdict("For $2,500.00 you would receive €2,148.50; the rate is 0.8594.", quote)
    assert computed(v).get("2148.5") == ("carried-rate", "2500 x 0.8594 = 2148.5"), (computed(v), flagged(v))
    v = verdict("For $2,500.00 you would receive €2,148.60; the rate is 0.8594.", quote)
    assert "2148.6" in flagged(v), (computed(v), flagged(v))


# --- row-rate: a per-unit cell of a table row -------------------------------------------------------

MONTHS = [{"month": "2026-05", "orders": 61204, "revenue_eur": 4218893.17},
          {"month": "2026-06", "orders": 58871, "revenue_eur": 4011206.52}]


def _aov_table(may: str, june: str, header: str = "AOV") -> str:
    return (f"| Month | Orders | Revenue | {header} |\n|---|---:|---:|---:|\n"
            f"| May | 61,204 | €4,218,893.17 | €{may} |\n| June | 58,871 | €4,011,206.52 | €{june} |")


def test_a_per_unit_cell_of_a_row_is_computed() -> None:
    v = verdict(_aov_table("68.93", "68.14"), {"rows": MONTHS})
    assert computed(v).get("68.93") == ("row-rate", "4218893.17 / 61204 = 68.93"), (computed(v), flagged(v))
    assert computed(v).get("68.14", ("",))[0] == "row-rate"


@pytest.mark.parametrize("may", ["68.83", "69.93", "68.94"])
def test_a_per_unit_cell_one_digit_off_stays_flagged(may: str) -> None:
    v = verdict(_aov_table(may, "68.14"), {"rows": MONTHS})
    assert may in flagged(v), (computed(v), flagged(v))


def test_a_cell_under_a_header_that_names_no_rate_is_no_row_rate() -> None:
    v = verdict(_aov_table("68.93", "68.14", header="Note"), {"rows": MONTHS})
    assert "68.93" in flagged(v), (computed(v), flagged(v))


# --- carried-mean: the mean of a result's column, where the sentence says average -------------------

RUNS = [{"start": "2025-08-14T02:30:00Z", "exit": 0, "duration_s": 1412},
        {"start": "2025-08-13T02:30:00Z", "exit": 0, "duration_s": 1388},
        {"start": "2025-08-12T02:30:00Z", "exit": 1, "duration_s": 77},
        {"start": "2025-08-11T02:30:00Z", "exit": 0, "duration_s": 1455},
        {"start": "2025-08-08T02:30:00Z", "exit": 0, "duration_s": 1361}]


def test_the_mean_of_a_carried_column_over_a_group_is_computed() -> None:
    v = verdict("4 of 5 succeeded. The successful runs averaged 1404 seconds.", RUNS)
    assert computed(v).get("1404") == ("carried-mean", "(1412 + 1388 + 1455 + 1361) / 4 = 1404"), (computed(v), flagged(v))
    v = verdict("All five runs averaged 1138.6 seconds.", RUNS)  # the whole column
    assert computed(v).get("1138.6", ("",))[0] == "carried-mean", (computed(v), flagged(v))


@pytest.mark.parametrize("answer", [
    "4 of 5 succeeded. The successful runs averaged 1414 seconds.",  # one digit off
    "4 of 5 succeeded. The successful runs took 1404 seconds.",  # no word that says average
])
def test_a_mean_one_digit_off_or_unannounced_stays_flagged(answer: str) -> None:
    v = verdict(answer, RUNS)
    assert any(x in flagged(v) for x in ("1414", "1404")), (computed(v), flagged(v))


# --- per-period: a recurring amount restated per month, paycheck, week or day ------------------------

EMPLOYEE = {"employee_id": "E-20417", "annual_salary": 78500.0, "pay_frequency": "semi-monthly"}
PAY_TABLE = ("| | Amount |\n|---|---:|\n| Annual salary | $78,500.00 |\n"
             "| Per paycheck (semi-monthly, 24 a year) | **${check}** |\n| Per month | ${month} |")


def test_an_amount_per_month_and_per_paycheck_is_computed() -> None:
    v = verdict(PAY_TABLE.format(check="3,270.83", month="6,541.67"), EMPLOYEE)
    assert computed(v).get("6541.67") == ("per-period", "78500 / 12 = 6541.67"), (computed(v), flagged(v))
    assert computed(v).get("3270.83") == ("per-period", "78500 / 24 = 3270.83"), (computed(v), flagged(v))
    v = verdict("That is $81,640.00 a year, which is $3,401.67 per semi-monthly paycheck.", {"salary": 81640.0})
    assert computed(v).get("3401.67", ("",))[0] == "per-period", (computed(v), flagged(v))


@pytest.mark.parametrize(("check", "month"), [("3,270.93", "6,541.67"), ("3,270.83", "6,541.57"), ("3,270.83", "1,509.62")])
def test_a_per_period_amount_one_digit_off_or_by_the_wrong_factor_stays_flagged(check: str, month: str) -> None:
    # (`1,509.62` is 78,500 / 52: a week's amount written per month)
    v = verdict(PAY_TABLE.format(check=check, month=month), EMPLOYEE)
    wrong = check if check != "3,270.83" else month
    assert wrong.replace(",", "") in flagged(v), (computed(v), flagged(v))


def test_a_line_that_names_no_period_computes_nothing() -> None:
    v = verdict("| | Amount |\n|---|---:|\n| Annual salary | $78,500.00 |\n| Bonus | $6,541.67 |", EMPLOYEE)
    assert "6541.67" in flagged(v), (computed(v), flagged(v))


def test_the_carried_rules_read_at_most_the_last_64_results_not_read_yet() -> None:
    # (bounded work on a long run: the rates of a result 64 results back are not read)
    filler = [{"ok": True, "n": k} for k in range(64)]
    v = verdict("Argentina would get $500: 592,250.99 ARS.", RATES, *filler, user="Give Argentina $500 of it.")
    assert "592250.99" in flagged(v), (computed(v), flagged(v))
    v = verdict("Argentina would get $500: 592,250.99 ARS.", RATES, *filler[:63], user="Give Argentina $500 of it.")
    assert computed(v).get("592250.99", ("",))[0] == "carried-rate", (computed(v), flagged(v))
