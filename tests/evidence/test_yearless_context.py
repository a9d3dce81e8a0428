"""Round 15's context of a yearless date in words (`evidence/yearless_context.py`, hooks in
`word_dates._judge_yearless`): a numeric twin, a result's text, a run whose results carry no date, an
instant moved across midnight by a zone (`zone-day`), a day word beside the date (`today-word`), a
count of days with both ends, a range of days opening the day after a known one, a person's date and
an explained date as the base of a step. Each has its refusals: a day off, a span missed, no zone."""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence.yearless_context import (
    clock_beside, day_word_offset, inclusive_count, numeric_twin, range_end_day, zone_named,
)

from ._helpers import flagged, verdict


def computed(v: Any) -> dict[str, tuple[str, str]]:
    return {c.value: (c.derivation, c.from_) for c in v.computed or ()}


# --- the readings -----------------------------------------------------------------------------------

def test_a_numeric_twin_is_the_same_month_and_day_beside_it() -> None:
    text = "e.g. 01.12.2026 for December 1"
    assert numeric_twin(text, 20, 30, 12, 1)
    assert not numeric_twin(text, 20, 30, 12, 2)
    assert numeric_twin("on 2026-12-01 (December 1)", 15, 25, 12, 1)
    assert not numeric_twin("on 2026-12-01\nDecember 1", 14, 24, 12, 1)  # another line


def test_a_zone_a_clock_beside_and_a_day_word() -> None:
    text = "5:44:09 PM PDT (00:44:09 UTC on Aug 14)"
    start = text.index("Aug")
    assert zone_named(text, start, start + 6) and clock_beside(text, start, start + 6)
    assert not zone_named("It was committed at 00:44 on Aug 14.", 29, 35)
    assert not clock_beside("At 00:44 we met; the long talk that followed ended on Aug 14.", 54, 60)
    assert day_word_offset("If day 1 was yesterday, June 9, then", 24, 30) == -1
    assert day_word_offset("tomorrow (Feb 11)", 10, 16) == 1
    assert day_word_offset("on Feb 11 we go", 3, 9) is None


def test_inclusive_words_and_range_ends() -> None:
    from datetime import date

    assert inclusive_count("for today through April 11 (25 days)", 18, 26)
    assert not inclusive_count("for today until April 11 (25 days)", 16, 24)
    assert inclusive_count("10 days, both inclusive, end April 11.", 29, 37)
    assert range_end_day("Feb 11–28", 6, date(2026, 2, 11)) == date(2026, 2, 28)
    assert range_end_day("Feb 11-2026", 6, date(2026, 2, 11)) is None
    assert range_end_day("Feb 11–9", 6, date(2026, 2, 11)) is None


# --- the five older tests' cases and their refusals -----------------------------------------------

NOW = "You are Atlas. Current time: 2025-08-14T16:05:00Z."
STAMP = {"commit": "a1b2c3", "author_date": "2025-08-13 17:44:09", "tz": "PDT"}


def test_a_run_whose_results_carry_no_date() -> None:
    # a stated today: a window the answer proposes from it is not judged
    assert not flagged(verdict("From now (Aug 14, 16:05 UTC) to Aug 18.", {"ok": True}, system=NOW))
    # the same window in a run whose result carries a date nearby: judged
    assert "Aug 18" in flagged(verdict("From now (Aug 14, 16:05 UTC) to Aug 18.", {"ok": True, "opened": "2025-08-12"}, system=NOW))
    # no stated today: a date no result gave is the model's (tau-bench retail's orders carry no date)
    order = {"order_id": "#W1", "refund": 47.99}
    assert "March 12" in flagged(verdict("A refund of $47.99 was issued on March 12.", order))
    # a column of them (a statement's rows) was copied from dates the audit cannot read: not judged
    rows = "| Jan 1 | Pizza | 100.00 |\n| Feb 12 | Gift | 200.00 |\n| Mar 4 | Phone | 1,000.00 |"
    assert not flagged(verdict(rows, "- amount: 100.0\n- amount: 200.0\n- amount: 1000.0\n"))
    assert "Mar 4" in flagged(verdict("The phone was bought on Mar 4.", "- amount: 1000.0\n"))


def test_a_stamps_month_and_day_moved_across_midnight_in_a_run_with_no_iso_date() -> None:
    stamp = "Date:   Wed Aug 13 17:44:09 2025 -0700"
    v = verdict("5:44:09 PM PDT (00:44:09 UTC on Aug 14)", stamp)
    assert not flagged(v) and computed(v)["Aug 14"][0] == "zone-day"
    assert "Aug 15" in flagged(verdict("5:44:09 PM PDT (00:44:09 UTC on Aug 15)", stamp))
    assert "Aug 14" in flagged(verdict("It was committed on Aug 14.", stamp))


def test_a_date_beside_its_numeric_twin_is_not_judged_again() -> None:
    created = {"created_at": "2026-11-27 08:14:22"}
    assert not flagged(verdict("The format is TT.MM.JJJJ, e.g. 01.12.2026 for December 1.", created))
    assert "December 2" in flagged(verdict("The format is TT.MM.JJJJ, e.g. 01.12.2026 for December 2.", created))


def test_a_conversion_in_a_run_with_iso_dates_does_not_excuse_a_day() -> None:
    # measured: in a dated run a day one off a known date beside two zones excused slips that cross
    # no midnight (`Aug 25, 16:00 UTC = 9:00 AM PDT` -> `Aug 26`), so `zone-day` is read only where
    # the run's results carry no ISO date (a stamp's `Wed Aug 13 17:44:09 2025 -0700`)
    assert "Aug 14" in flagged(verdict("5:44:09 PM PDT (00:44:09 UTC on Aug 14)", STAMP))
    assert "Aug 26" in flagged(verdict("Aug 26, 16:00 UTC = 9:00 AM PDT.", {"window": "2025-08-25T16:00:00Z"}))


# --- the false flags of round 14 and their refusals ----------------------------------------------

TODAY = "The current time is 2026-03-18 10:40:00 EST."
LINE = {"line_id": "L1", "last_plan_change_date": "2026-03-01"}


@pytest.mark.parametrize("answer, value, ok", [
    ("Switching for today through April 11 (25 days):", "April 11", True),
    ("Switching for today through April 12 (25 days):", "April 12", False),  # the count lands a day past
    ("Switching for today until April 11 (25 days):", "April 11", False),  # nothing says both ends count
    ("Switching for today through April 10 (25 days):", "April 10", False),
])
def test_a_count_of_days_with_both_ends(answer: str, value: str, ok: bool) -> None:
    v = verdict(answer, LINE, system=TODAY)
    assert (value not in flagged(v)) is ok, flagged(v)


@pytest.mark.parametrize("answer, value, ok", [
    ("The bill was issued yesterday, March 17.", "March 17", True),
    ("The bill was issued yesterday, March 16.", "March 16", False),
    ("It is due tomorrow (March 19).", "March 19", True),
    ("It is due tomorrow (March 20).", "March 20", False),
])
def test_a_day_word_beside_the_date_counts_from_the_stated_today(answer: str, value: str, ok: bool) -> None:
    v = verdict(answer, LINE, system=TODAY)
    assert (value not in flagged(v)) is ok, flagged(v)
    if ok:
        assert computed(v)[value][0] == "today-word"


def test_a_range_of_days_opening_the_day_after_a_known_day() -> None:
    system = "The current time is 2026-02-10 14:15:00 EST."
    assert not flagged(verdict("Days left: 18 (Feb 11–28).", LINE, system=system))
    assert "Feb 12" in flagged(verdict("Days left: 17 (Feb 12–28).", LINE, system=system))
    assert "Feb 11" in flagged(verdict("It runs out on Feb 11.", LINE, system=system))  # no range: judged


def test_a_persons_yearless_date_is_the_base_of_a_step() -> None:
    user = "a week from Dec 15, when do I return it?"
    v = verdict("Return: Dec 22 (7 days).", {"ok": True, "booked": "2024-12-01"}, user=user)
    assert not flagged(v) and computed(v)["Dec 22"][0] == "date-step"
    assert "Dec 23" in flagged(verdict("Return: Dec 23 (7 days).", {"ok": True, "booked": "2024-12-01"}, user=user))


def test_an_explained_date_is_the_base_of_the_next_step() -> None:
    bill = {"bill_id": "B1", "issue_date": "2025-11-02", "due_date": "2025-11-17"}
    v = verdict("The next bill is issued Dec 2, a month after Nov 2, and due 15 days later: Dec 17.", bill)
    assert not flagged(v), flagged(v)
    assert "Dec 18" in flagged(verdict("The next bill is issued Dec 2, a month after Nov 2, and due 15 days later: Dec 18.", bill))


def test_a_yearless_date_a_results_text_writes_is_grounded_in_a_dated_run() -> None:
    plans = {"plans": [{"name": "Tracker Dec 26"}], "quoted": "2026-11-20"}
    v = verdict("The Tracker Dec 26 plan is cheapest.", plans)
    assert "Tracker Dec 26" not in str(flagged(v)) and "Dec 26" not in flagged(v)
    assert "Dec 21" in flagged(verdict("The Tracker Dec 21 plan is cheapest.", plans))


PLAN = {"transfer_id": "T1", "next_date": "2025-11-01", "second": "2025-11-15"}
LEFT = "There are 4 transfers left (November 1, November 15, December 1 and {})."


def test_a_twice_monthly_list_steps_a_month_from_its_same_day() -> None:
    v = verdict(LEFT.format("December 15"), PLAN)
    assert not flagged(v) and computed(v)["December 15"] == ("monthly-step", "2025-11-15 + 1 month = 2025-12-15")
    assert "December 16" in flagged(verdict(LEFT.format("December 16"), PLAN))


ETA = {"shipment": "S1", "eta": "2025-03-14T10:00:00Z"}


@pytest.mark.parametrize("answer, value, ok", [
    ("The US switched to daylight time on March 9, so the gap is 5 hours.", "March 9", True),
    ("Germany switches to summer time on March 30.", "March 30", True),
    ("The US switched to daylight time on March 10, so the gap is 5 hours.", "March 10", False),  # a day off
    ("Germany switches to summer time on March 29.", "March 29", False),
    ("The US switched on March 9, so the gap is 5 hours.", "March 9", False),  # no clock change named
])
def test_a_day_clocks_change_in_a_sentence_about_daylight_time(answer: str, value: str, ok: bool) -> None:
    v = verdict(answer, ETA)
    assert (value not in flagged(v)) is ok, flagged(v)
    if ok:
        assert computed(v)[value][0] == "clock-change"


def test_the_nth_weekday_its_sentence_names() -> None:
    meeting = {"event": "book club", "start_time": "2024-06-11 19:30:00"}
    answer = "It meets the second Tuesday of each month, so the one after would be {}."
    v = verdict(answer.format("Tuesday, July 9th"), meeting)
    assert not flagged(v) and computed(v)["Tuesday, July 9th"][0] == "nth-weekday"
    assert "July 10th" in flagged(verdict(answer.format("July 10th"), meeting))  # a day off
    assert "Wednesday, July 10th" in flagged(verdict(answer.format("Wednesday, July 10th"), meeting))
    assert "July 2nd" in flagged(verdict(answer.format("July 2nd"), meeting))  # the first Tuesday


def test_a_step_from_a_persons_date_in_a_run_with_no_date() -> None:
    user = "a week from Dec 15, when do I return it?"
    v = verdict("Return: Dec 22 (7 days).", {"fuel": ["Regular", "Premium"]}, user=user)
    assert not flagged(v) and computed(v)["Dec 22"] == ("date-step", "12-15 + 7 days = 12-22")
    assert "Dec 23" in flagged(verdict("Return: Dec 23 (7 days).", {"fuel": ["Regular"]}, user=user))
    # round 16: the user's own span steps it too (`a week from Dec 15`); refused when no one states one
    assert not flagged(verdict("Return: Dec 22.", {"fuel": ["Regular"]}, user=user))
    assert "Dec 23" in flagged(verdict("Return: Dec 23.", {"fuel": ["Regular"]}, user=user))
    assert "Dec 22" in flagged(verdict("Return: Dec 22.", {"fuel": ["Regular"]}, user="I got it Dec 15, when do I return it?"))


def test_a_last_day_on_its_own_line_counts_the_line_befores_days_with_both_ends() -> None:
    system = "The current time is 2026-02-10 14:15:00 EST."
    answer = "**Roaming in Mexico, 10 days from March 3**\n\n* **Last day abroad:** {}"
    line = {"line_id": "L1", "since": "2026-02-01"}
    v = verdict(answer.format("Thu Mar 12"), line, system=system, user="I fly out March 3 for ten days")
    assert not flagged(v) and computed(v)["Thu Mar 12"][0] == "date-step"
    assert "Fri Mar 13" in flagged(verdict(answer.format("Fri Mar 13"), line, system=system, user="I fly out March 3 for ten days"))


def test_the_weekday_after_a_known_date_its_sentence_names() -> None:
    hours = [{"date": "2025-07-04", "main_clinic": "closed"}, {"date": "2025-07-05", "main_clinic": "closed"}]
    answer = "July 4th falls on a Friday this year, so the Friday after would be {}, with regular hours."
    v = verdict(answer.format("July 11"), hours)
    assert not flagged(v) and computed(v)["July 11"] == ("weekday-step", "2025-07-04 + 7 days = 2025-07-11 (Friday)")
    assert "July 12" in flagged(verdict(answer.format("July 12"), hours))  # a day off
    assert "July 12" in flagged(verdict("July 5th is a Saturday, so the Friday after would be July 12.", hours))  # not a Friday's week
    assert "July 11" in flagged(verdict("July 4th is a holiday; we reopen July 11.", hours))  # no weekday named


def test_a_day_with_one_clock_in_one_zone_is_no_conversion() -> None:
    shipment = {"tracking": "NSF6602914473", "delivered_at": "2025-03-02T20:14:00Z"}
    assert "March 3" in flagged(verdict("It was delivered on March 3 at 12:14 PM PST.", shipment))
    assert "March 30" in flagged(verdict("It is expected March 30 by 5:00 PM EDT.", {"eta": "2025-03-20T21:00:00Z"}))
    # a weekday the conversion's day does not have
    stamp = {"commit": "a1b2c3", "author_date": "2025-08-13 17:44:09", "tz": "PDT"}
    assert "Sat Aug 14" in flagged(verdict("5:44:09 PM PDT (00:44:09 UTC on Sat Aug 14)", stamp))
