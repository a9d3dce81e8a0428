"""Round 23 (dates23): a date worked from a date and a term (`date-step`: terms as people write them,
the terms a result states, stated_terms.py), spans of working days with closed days (`working-days`,
working_days.py), and a weekday that must agree with its date; each with its refusals (a day off, a
term no one stated, a working-day span that counts a closed day, a year off, a weekday off)."""

from __future__ import annotations

from datetime import date

import pytest

from evidence_audit.evidence.date_steps import spans_in
from evidence_audit.evidence.stated_terms import result_terms
from evidence_audit.evidence.working_days import closed_days, counted_from, next_working, range_block_end

from ._helpers import history, judged

SYSTEM = "You are the fleet assistant. Today is 2026-03-11 (Wednesday)."
VEHICLE = {"unit": "T-07", "last_service": {"date": "2025-12-04", "odometer_km": 219300},
           "service_interval": {"km": 40000, "months": 6}}
REGISTER = "unit,type,purchase_date,price_gbp,years\nV-102,van,2023-06-20,31200,5\nV-118,van,2024-03-14,34850,5"
INVOICE = "FACTURE FA-2026-0412 du 05/03/2026\nTotal TTC : 1 525,56 €\nPaiement à 30 jours."
CALENDAR = ("JOB CALENDAR\nStart on site: Mon 2026-11-09\nGroundworks: 6 working days\nBlockwork: 8 working days\n"
            "Site closed: Fri 2026-11-13 (crane certification)")
SITE = "You are the estimating assistant. Today is 2026-11-03 (Tuesday)."


# --- terms as people write them ----------------------------------------------------------------------
@pytest.mark.parametrize("text,size,unit", [
    ("on 14 March 2026 it will have two full years", 2, "year"),
    ("Paiement à 30 jours du 05/03/2026", 30, "day"),
    ("Zahlbar in 14 Tagen", 14, "day"),
    ("payment terms net 30", 30, "day"),
    ("the filters are changed 6-monthly", 6, "month"),
    ("its fifth anniversary", 5, "year"),
    ("at the 10th anniversary", 10, "year"),
])
def test_terms_read_as_people_write_them(text: str, size: int, unit: str) -> None:
    assert [(s.size, s.unit) for s in spans_in(text, 0, len(text), "x")] == [(size, unit)]


@pytest.mark.parametrize("text", ["the annual depreciation", "quarterly revenue", "net 30%", "net 30.5 kg", "3 ans"[:1]])
def test_words_of_a_rate_or_a_weight_are_no_term(text: str) -> None:
    assert spans_in(text, 0, len(text), "x") == []


def test_a_result_states_terms_by_its_keys_and_its_text() -> None:
    assert [(s.size, s.unit) for s in result_terms(VEHICLE, True, None)] == [(6, "month")]
    assert [(s.size, s.unit) for s in result_terms(None, False, INVOICE)] == [(30, "day")]
    table = [{"unit": "V-102", "years": "5"}, {"unit": "T-07", "years": "7"}, {"unit": "X", "service_years": 5}]
    assert [(s.size, s.unit) for s in result_terms(table, True, None)] == [(5, "year"), (7, "year")]
    assert result_terms({"odometer_km": 40000, "years": 0, "months": True}, True, None) == []


# --- date-step with a result's term ------------------------------------------------------------------
def test_a_carried_date_plus_the_term_its_result_states_is_computed() -> None:
    hist = history(VEHICLE, system=SYSTEM)
    answer = "Step 1: last service 2025-12-04; interval 40,000 km or 6 months.\nStep 2: by date on 2026-06-04."
    flags, computed = judged(answer, hist)
    assert "2026-06-04" not in flags and computed["2026-06-04"] == "date-step"


@pytest.mark.parametrize("value", ["2026-06-05", "2026-07-04", "2027-06-04"])
def test_a_day_a_month_or_a_year_off_the_term_stays_flagged(value: str) -> None:
    flags, _ = judged(f"Step 1: last service 2025-12-04.\nStep 2: by date on {value}.", history(VEHICLE, system=SYSTEM))
    assert value in flags


def test_a_term_no_one_states_stays_flagged() -> None:
    vehicle = {"unit": "T-07", "last_service": {"date": "2025-12-04", "odometer_km": 219300}}
    flags, _ = judged("Step 1: last service 2025-12-04.\nStep 2: by date on 2026-06-04.", history(vehicle, system=SYSTEM))
    assert "2026-06-04" in flags


def test_a_table_s_years_column_steps_its_row_s_date() -> None:
    flags, computed = judged("- V-102: 20 June 2028\n- V-118: 14 March 2029", history(REGISTER, system=SYSTEM))
    assert computed.get("20 June 2028") == "date-step" and computed.get("14 March 2029") == "date-step"
    assert not {"20 June 2028", "14 March 2029", "2028", "2029"} & flags
    flags, _ = judged("- V-102: 21 June 2028", history(REGISTER, system=SYSTEM))
    assert "21 June 2028" in flags


def test_a_term_in_another_language_steps_a_numeric_date() -> None:
    flags, computed = judged("Paiement à 30 jours du 05/03/2026 : le 04/04/2026.", history(INVOICE, system=SYSTEM))
    assert "04/04/2026" not in flags and computed["04/04/2026"] == "date-step"
    flags, _ = judged("Paiement à 30 jours du 05/03/2026 : le 05/04/2026.", history(INVOICE, system=SYSTEM))
    assert "05/04/2026" in flags


def test_full_years_and_an_anniversary_step_a_carried_date() -> None:
    hist = history({"purchase_date": "2024-03-14"}, system=SYSTEM)
    flags, computed = judged("It was bought on 14 March 2024, so on 14 March 2026 it will have two full years.", hist)
    assert "14 March 2026" not in flags and computed["14 March 2026"] in ("date-span", "date-step")
    flags, _ = judged("It was bought on 14 March 2024, so on 14 March 2027 it will have two full years.", hist)
    assert "14 March 2027" in flags
    hist = history({"unit": "T-07", "purchase_date": "2021-05-03"}, system=SYSTEM, user="What is T-07 worth at its fifth anniversary?")
    flags, computed = judged("On 3 May 2026 it is worth £43,257.14.", hist)
    assert "3 May 2026" not in flags and computed["3 May 2026"] == "date-step"


# --- working days ------------------------------------------------------------------------------------
CLOSED = frozenset({date(2026, 11, 13)})


def test_working_days_counted_from_their_first_skip_weekends_and_closed_days() -> None:
    assert counted_from(date(2026, 11, 9), 6, CLOSED) == date(2026, 11, 17)
    assert counted_from(date(2026, 11, 9), 6, frozenset()) == date(2026, 11, 16)
    assert counted_from(date(2026, 11, 14), 3, CLOSED) is None  # a Saturday counts no first day
    assert range_block_end(date(2026, 11, 9), CLOSED) == date(2026, 11, 12)
    assert range_block_end(date(2026, 11, 18), CLOSED) == date(2026, 11, 20)
    assert next_working(date(2026, 12, 4), CLOSED) == date(2026, 12, 7)


def test_closed_days_are_the_known_dates_a_clause_calls_closed() -> None:
    text = "Fri 13 Nov is closed, so they run 9-12 Nov."
    dates = [(0, 10, date(2026, 11, 13)), (34, 40, date(2026, 11, 12))]
    assert closed_days(text, dates, lambda iso: True) == frozenset({date(2026, 11, 13)})
    assert closed_days(text, dates, lambda iso: False) == frozenset()


STEP_1 = ("Step 1: groundworks, 6 working days from Mon 9 Nov. Fri 13 Nov is closed, so they run 9-12 Nov and "
          "16-17 Nov, ending **Tue 17 Nov**.")


def test_a_span_s_blocks_and_end_with_a_closed_day_are_computed() -> None:
    flags, computed = judged(STEP_1, history(CALENDAR, system=SITE))
    assert not {"12 Nov", "17 Nov", "Tue 17 Nov"} & flags
    assert computed["12 Nov"] == "working-days"


@pytest.mark.parametrize("old,new,flag", [
    ("9-12 Nov", "9-11 Nov", "11 Nov"),  # a block that stops a working day early
    ("16-17 Nov", "16-18 Nov", "18 Nov"),  # a block past the span's end
    ("**Tue 17 Nov**", "**Tue 18 Nov**", "Tue 18 Nov"),  # a weekday that does not match its date
])
def test_a_working_day_slip_stays_flagged(old: str, new: str, flag: str) -> None:
    flags, _ = judged(STEP_1.replace(old, new), history(CALENDAR, system=SITE))
    assert flag in flags


def test_a_span_counted_from_its_first_day_and_its_next_working_day() -> None:
    calendar = CALENDAR + "\nBlockwork ends: Wed 2026-12-02"
    answer = "Step 2: roof 5 working days from Thu 03 Dec to **Wed 09 Dec**."
    flags, computed = judged("Blockwork ends Wed 02 Dec.\n" + answer, history(calendar, system=SITE))
    assert not {"Thu 03 Dec", "Wed 09 Dec"} & flags
    assert computed["Thu 03 Dec"] in ("working-days", "weekday-step") and computed["Wed 09 Dec"] in ("working-days", "date-span")
    flags, _ = judged("Blockwork ends Wed 02 Dec.\n" + answer.replace("Wed 09 Dec", "Fri 11 Dec"), history(calendar, system=SITE))
    assert "Fri 11 Dec" in flags


def test_a_span_that_counts_the_closed_day_the_run_carries_stays_flagged() -> None:
    calendar = "JOB CALENDAR\nStart on site: Mon 2026-11-02\nSite closed: Fri 2026-11-06 (bank holiday)"
    answer = "Framing: 15 working days from Mon 2 Nov, ending **Mon 23 Nov**. Then roofing."
    flags, _ = judged(answer, history(calendar, system=SITE))
    assert "Mon 23 Nov" not in flags
    flags, _ = judged(answer.replace("Mon 23 Nov", "Fri 20 Nov"), history(calendar, system=SITE))
    assert "Fri 20 Nov" in flags  # the closed day counted as a working day


def test_a_business_day_step_never_lands_on_a_weekend() -> None:
    answer = "Blockwork, 8 working days from Wed 18 Nov: 18-20 Nov and 23-28 Nov."
    flags, _ = judged(answer, history("Start: 2026-11-17", system=SITE))
    assert "28 Nov" in flags


def test_a_repeated_earlier_date_with_the_wrong_weekday_stays_flagged() -> None:
    first = STEP_1
    hist = history(CALENDAR, system=SITE, answers=(first,))
    flags, _ = judged("The groundworks end Tue 17 Nov.", hist)
    assert "Tue 17 Nov" not in flags
    flags, _ = judged("The groundworks end Mon 17 Nov.", hist)
    assert "Mon 17 Nov" in flags


def test_a_slip_of_a_stepped_date_far_from_every_known_date_is_judged() -> None:
    flags, _ = judged("- V-102: 30 June 2028\n- V-118: 14 March 2029", history(REGISTER, system=SYSTEM))
    assert "30 June 2028" in flags and "14 March 2029" not in flags
