"""(mend34) the proven defects of round 34's review, each with its refusals: a said day and month a
dotted date step gives is not flagged (stable34's refutation of said values, `gate._said_refuted`,
which read the step as decimals, was reverted by its author before the merge; the test stays as a guard); an id's single
lower-case letter after three digits or more keeps its hyphen (`prefix_hyphens.py`); a right count of
days over half a year with one yearless end, and a count of days inside a period, are not flagged,
and a line with many dates is read in bounded time (`miscounted_days.py`); a bill's column of very
long numbers is summed exactly (`corrected_totals.py`)."""

from __future__ import annotations

import json

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.prefix_hyphens import unprefixed

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})


def history(payload, system: str = "You are a yard's assistant.", user: str = "?") -> list[dict]:
    return [{"role": "system", "content": system}, {"role": "user", "content": user},
            {"role": "tool", "tool_call_id": "c1", "tool_name": "lookup", "content": json.dumps(payload, ensure_ascii=False)}]


def flagged(answer: str, payload, gate=DEFAULT, **kw) -> list[str]:
    return sorted(c.value for c in check_answer(answer, history(payload, **kw), gate).unsupported)


# --- D5: a said day and month a dotted date step gives ---------------------------------------------

ASKED = "The dentist saw her on 15.10; again 6 weeks later, on 26.11?"


def test_a_said_day_and_month_a_dotted_step_gives_is_not_refuted() -> None:
    payload = {"horse": "Kermit", "last": "2026-10-15"}
    for system in ("You are a yard's assistant.", "You are a yard's assistant. Today is 2026-10-01."):
        assert flagged("Yes: 15.10 + 42 = 26.11.", payload, system=system, user=ASKED) == []
        assert flagged("Yes, 26.11: 15.10 + 42 = 26.11.", payload, system=system, user=ASKED) == []


# --- D4: an id's single letter after a hyphen -------------------------------------------------------


def test_an_ids_single_letter_keeps_its_hyphen() -> None:
    for text in ("кв. 4512-а", "корпус 2417-в", "order 58812-ב", "кв. 112-а"):
        assert unprefixed(text) == text
    # the case endings the rule is for are still read as a space
    out = unprefixed("Сабақ 10:00-де, 28.11-ден; 7-ში; 10-го")
    assert "10:00 де" in out and "28.11 ден" in out and "7 ში" in out and "10 го" in out


def test_a_copied_flat_number_with_its_letter_is_grounded() -> None:
    payload = {"flat": "4512-а", "debt": "1840"}
    assert flagged("Квартира 4512-а: долг 1840 руб.", payload) == []
    assert flagged("Квартира 4513-а: долг 1840 руб.", payload) == ["4513-"]


# --- D1, D2, D3: miscounted_days -------------------------------------------------------------------

from evidence_audit.evidence.miscounted_days import _line_dates, miscounted_days  # noqa: E402
from evidence_audit.evidence.unverified import numbers_of  # noqa: E402


def miscounted(answer: str) -> set[str]:
    return set(miscounted_days(answer, numbers_of(answer), set(), set(), 4))


def test_a_right_count_over_half_a_year_with_a_yearless_end_is_no_candidate() -> None:
    for answer in ("Between 8 January and 22 December 2027 there are 348 days.",
                   "From 3 March to 28 November 2027: 270 days.",
                   "From 9 May 2027 to 2 March: 297 days.",
                   "From 12 January to 6 August 2027 is 206 days."):
        assert miscounted(answer) == set(), answer
    # a count larger than every reading's gap stays a candidate
    assert miscounted("From 3 March to 28 November 2027: 290 days.") == {"290"}


def test_a_count_of_days_inside_the_period_is_no_candidate() -> None:
    for answer in ("From 3 July to 19 July you were off 13 days (all of your leave).",
                   "From 1 July to 30 July it snowed on 12 days.",
                   "12 days of snow, from 1 July to 30 July.",
                   "Between 1 July and 31 July 2027 you took 14 days of leave."):
        assert miscounted(answer) == set(), answer
    # a planted larger count is still one
    assert miscounted("From 1 July to 30 July there are 41 days.") == {"41"}


def test_a_line_of_many_dates_is_read_in_bounded_time() -> None:
    import time
    line = "12 days:" + " 2027-01-01," * 8000
    started = time.perf_counter()
    assert _line_dates(line) is None
    assert _line_dates("12 days: 2027-01-01, 2027-01-05, 2027-01-09") is None
    assert time.perf_counter() - started < 1.0
    assert _line_dates("12 days: 2027-01-01 to 2027-01-13") is not None


# --- suspicion 1: corrected_totals sums very long numbers exactly ----------------------------------


def test_a_column_of_numbers_too_long_to_sum_exactly_is_no_bill() -> None:
    from evidence_audit.evidence.corrected_totals import bills_in
    big = "1" + "0" * 29
    assert bills_in(f"a {big}\nb 3\nc 5\nTotal {big}\n", "r") == []
    # a bill of ordinary amounts is still read
    assert len(bills_in("a 1,200.00\nb 300.00\nTotal 1,500.00\n", "r")) == 1
