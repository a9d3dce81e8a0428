"""Round 16's computed dates (`dates16`): a date stepped by nights, business days, the last of N
installments, the day before, or a span the user stated (`date_steps.py`, `word_dates.py`); a far
date a stated span nearly reaches, judged (`date_reach.py`); a computed date's year; a yearless date
with its weekday in a run whose results carry no date; the days between two dates a line writes
(`days_between.py`). Each with its refusals: a day off, a weekday that does not match, a span
nobody stated, a count with both ends that no word asks for."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

import pytest

from evidence_audit.evidence.date_reach import stated_step_near, weekday_step, years_only_inside
from evidence_audit.evidence.date_steps import Span, add_business_days, spans_in
from evidence_audit.evidence.days_between import explain_days_between

from ._helpers import DEFAULT, flagged, history, verdict
from evidence_audit.evidence import check_answer as _check


def check_answer(answer: str, hist: list[dict[str, Any]]) -> Any:
    return _check(answer, hist, DEFAULT)


def computed(v: Any) -> dict[str, str]:
    return {c.value: c.derivation for c in v.computed or ()}


# --- the readings -----------------------------------------------------------------------------------

def test_spans_of_nights_business_days_installments_and_one_day() -> None:
    def read(text: str) -> list[tuple[int, str, int]]:
        return [(s.size, s.unit, s.sign) for s in spans_in(text, 0, len(text), "x")]

    assert read("If I stay 4 nights from March 15th") == [(4, "day", 1)]
    assert read("refunded in 5-7 business days") == [(5, "business day", 1), (7, "business day", 1)]
    assert read("24 installments, the last one on") == [(23, "month", 1)]
    assert read("24 installments of $33.33") == []  # no `last`: no step
    assert read("a reminder the day before") == [(1, "day", -1)]
    assert read("the next business day") == [(1, "business day", 1)]
    assert read("on the day you land") == []


def test_business_days_skip_weekends() -> None:
    monday = date(2026, 3, 2)
    assert add_business_days(monday, 5) == date(2026, 3, 9)
    assert add_business_days(monday, 7) == date(2026, 3, 11)
    assert add_business_days(date(2026, 3, 6), 1) == date(2026, 3, 9)  # Friday -> Monday
    assert add_business_days(date(2026, 3, 9), -1) == date(2026, 3, 6)


def test_a_stated_step_near_a_far_date() -> None:
    span = Span(56, "day", "56 days", "x")
    known = {"2026-06-09"}.__contains__
    assert stated_step_near(date(2026, 8, 5), [span], known)  # a day past the step: judged
    assert stated_step_near(date(2026, 8, 4), [span], known)
    assert not stated_step_near(date(2026, 9, 4), [span], known)  # a month past: left alone
    assert not stated_step_near(date(2026, 8, 5), [], known)


def test_a_years_only_inside_its_computed_dates() -> None:
    assert years_only_inside("the last one on Aug 1, 2027.", ["Aug 1, 2027"]) == ["2027"]
    assert years_only_inside("In 2027, the last one on Aug 1, 2027.", ["Aug 1, 2027"]) == []


def test_a_weekday_step_in_a_dateless_run() -> None:
    spans = [Span(5, "business day", "5-7 business days", "x"), Span(7, "business day", "5-7 business days", "x")]
    said = {(3, 2)}.__contains__

    def person(month: int, day: int) -> bool:
        return said((month, day))

    both = [(3, 9, 0), (3, 11, 2)]
    assert weekday_step(3, 11, 2, both, spans, person) == ("03-02", spans[1])
    assert weekday_step(3, 12, 3, [(3, 9, 0), (3, 12, 3)], spans, person) is True  # a day past 7 business days
    assert weekday_step(3, 11, 3, [(3, 9, 0), (3, 11, 3)], spans, person) is True  # a weekday that does not match
    assert weekday_step(3, 11, 2, both, [], person) is None  # no span stated: not judged
    # a list across the new year fits one year and the next (Mon Dec 29, 2025 ... Fri Jan 2, 2026)
    week = [Span(4, "day", "4 days", "x")]
    assert weekday_step(1, 2, 4, [(12, 29, 0), (1, 2, 4)], week, lambda m, d: (m, d) == (12, 29)) == ("12-29", week[0])


@pytest.mark.parametrize("line, value, today, ok", [
    ("Days left in June (today included): June 9 → June 30 = 22 of 30", "22", 2026, True),
    ("Days left in June (today included): June 9 → June 30 = 23 of 30", "23", 2026, False),  # a day off
    ("Days left in June: June 9 → June 30 = 22 of 30", "22", 2026, False),  # nothing says both ends count
    ("Days left in June: June 9 → June 30 = 21 of 30", "21", None, True),
    ("Stay: 2026-03-15 to 2026-03-19 (4 nights)", "4", None, True),
    ("Stay: 2026-03-15 to 2026-03-19 (5 nights)", "5", None, False),
    ("Left in June: June 9 → June 30 = 21 of 30", "21", None, False),  # the line names no days
    ("Feb 20 → Mar 2 = 10 days", "10", None, False),  # across February's end in no known year
    ("Feb 20 → Mar 2 = 10 days", "10", 2026, True),
])
def test_days_between_two_dates_a_line_writes(line: str, value: str, today: int | None, ok: bool) -> None:
    at = line.rindex(value)
    assert (explain_days_between(line, at, at + len(value), Decimal(value), today) is not None) is ok


# --- the held-out cases (heldout14's shapes, other values) and their refusals -----------------------

def test_check_out_after_the_nights_the_user_states() -> None:
    hotel = {"Cozy Stay": "12 Leinster Gardens, London"}
    user = "If I stay 4 nights from March 15th, when do I check out?"
    v = check_answer("You'd check out on March 19.", history(hotel, user=user))
    assert not flagged(v) and computed(v)["March 19"] == "date-step"
    assert "March 20" in flagged(check_answer("You'd check out on March 20.", history(hotel, user=user)))
    # no nights stated: no step
    assert "March 19" in flagged(check_answer("You'd check out on March 19.", history(hotel, user="When do I check out from March 15th?")))


SUSPENDED = {"message": "Line L1 suspended for 56 days.", "line": {"line_id": "L1", "suspension_start_date": "2026-06-09"}}


def test_a_far_date_a_stated_span_nearly_reaches_is_judged() -> None:
    ok = verdict("Suspended as of 2026-06-09 for 56 days. It will come back on August 4.", SUSPENDED)
    assert not flagged(ok) and "August 4" in computed(ok)
    assert "August 5" in flagged(verdict("Suspended as of 2026-06-09 for 56 days. It will come back on August 5.", SUSPENDED))
    # no span stated: a far date stays unjudged, as before
    assert "August 5" not in flagged(verdict("Suspended as of 2026-06-09. It will come back on August 5.", SUSPENDED))


DEVICE = {"device_id": "D1", "monthly_installment": 33.33, "installments_total": 24, "first_installment_date": "2025-09-01"}


def test_the_last_installment_and_its_year() -> None:
    v = verdict("24 installments of $33.33; the last one on Aug 1, 2027.", DEVICE)
    assert not flagged(v) and computed(v)["2027"] == "date-step"
    assert {"2027", "Aug 2, 2027"} <= flagged(verdict("24 installments of $33.33; the last one on Aug 2, 2027.", DEVICE))
    # no `last` said: the date is no step, its year a number no result carried
    assert "2027" in flagged(verdict("24 installments of $33.33, through Aug 1, 2027.", DEVICE))


def test_a_refund_window_in_business_days_from_a_monday_the_user_names() -> None:
    order = {"order_id": "#W1", "total": 239.89}
    user = "Today's Monday March 2, when will I see the money?"
    good = "$239.89 back in 5–7 business days: between Mon Mar 9 and Wed Mar 11."
    v = check_answer(good, history(order, user=user))
    assert not flagged(v) and computed(v)["Wed Mar 11"] == "date-step"
    assert "Thu Mar 12" in flagged(check_answer(good.replace("Wed Mar 11", "Thu Mar 12"), history(order, user=user)))
    assert "Thu Mar 11" in flagged(check_answer(good.replace("Wed Mar 11", "Thu Mar 11"), history(order, user=user)))


def test_a_weekday_that_fits_no_year_of_the_answers_other_dates() -> None:
    system = "Current time: 2026-11-30 (Monday)."
    user = "We're away from the 19th of December for 10 days, leaving at 8 am. Bring it back the morning we're home."
    good = "Away from Saturday 19 December for 10 days; normal schedule resumes Tuesday 29 December at 08:00."
    v = check_answer(good, history({"mode": "normal"}, system=system, user=user))
    assert not flagged(v) and computed(v)["Tuesday 29 December"] == "date-step"
    assert "Tuesday 20 December" in flagged(check_answer(good.replace("29 December", "20 December"), history({"mode": "normal"}, system=system, user=user)))
    assert "Tuesday 30 December" in flagged(check_answer(good.replace("29 December", "30 December"), history({"mode": "normal"}, system=system, user=user)))


def test_the_day_before_a_meeting() -> None:
    meeting = "start_time: 2024-05-24 10:00:00\ntitle: Team retro"
    user = "Send them all a reminder email the day before at 9am"
    v = check_answer("Add a reminder for May 23 at 09:00.", history(meeting, user=user))
    assert "May 23" in computed(v) and "May 23" not in flagged(v)
    assert "May 22" in flagged(check_answer("Add a reminder for May 22 at 09:00.", history(meeting, user=user)))
    assert "May 23" in flagged(check_answer("Add a reminder for May 23 at 09:00.", history(meeting, user="Send them a reminder")))


def test_days_left_counted_with_today_in_an_answer() -> None:
    plans = ({"plan_id": "P1", "price_per_month": 30.0}, {"plan_id": "P3", "price_per_month": 60.0})
    text = ("Days left in June (today included): June 9 → June 30 = 22 of 30\nCredit Basic: $30.00 × 22/30 = −$22.00\n"
            "Charge Unlimited: $60.00 × 22/30 = $44.00\nNet: $22.00")
    ok = check_answer(text, history(*plans, system="The current time is 2026-06-09 14:15 PDT."))
    assert computed(ok)["22"] == "days-between" and "22" not in flagged(ok)
    bad = check_answer(text.replace(" (today included)", ""), history(*plans, system="The current time is 2026-06-09 14:15 PDT."))
    assert "22" in flagged(bad)


def test_a_far_reading_in_another_year_of_the_run_is_not_judged_by_a_yearless_base() -> None:
    # heldout12's `72 days (Feb 26 → May 8; 2024 is a leap year)`: a slip to May 9 is a step of 72
    # days from Feb 26 only in 2023, a year the run carries; the far check takes bases a result
    # carries or a person said, not a yearless date read in every year, so May 9 stays flagged
    files = {"files": [{"name": "a.docx", "last_modified": "2024-02-26T16:20:00"},
                       {"name": "b.xlsx", "last_modified": "2024-05-08T10:30:00"}, {"name": "c", "created": "2023-11-02T09:00:00"}]}
    hist = history(files, answers=("a.docx last modified Feb 26, b.xlsx May 8.",))
    assert "May 8" not in flagged(check_answer("**72 days** (Feb 26 → May 8; 2024 is a leap year).", hist))
    assert "May 9" in flagged(check_answer("**72 days** (Feb 26 → May 9; 2024 is a leap year).", hist))
