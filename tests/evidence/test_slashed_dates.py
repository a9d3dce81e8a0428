"""Round 17's slashed dates without a year (`evidence/slashed_dates.py`) and the date readings round
17 widened (`said_dates.said_days`, `yearless_context.inclusive_count`, a person's date as a base):
`11/07`, `Tue 06/23` judged as yearless dates in the run's years; grounded as `numeric-date`,
computed by the date rules; refused: a day off, a month off, a weekday that does not match, a span
that misses by a day; fractions are no dates; the order read as the answer's other dates or its
locale decide."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.said_dates import said_days
from evidence_audit.evidence.slashed_dates import DAY_FIRST, MONTH_FIRST, order_of, slashed_in

from ._helpers import DEFAULT, REFERENCE, flagged, grounded, history, judged

BILL = {"bill_id": "B1", "issue_date": "2026-10-08", "due_date": "2026-11-02", "cycle_end_date": "2026-11-07"}
PLAN = {"arrangement_id": "PA-1", "payments": [{"date": "2026-06-09"}, {"date": "2026-06-23"}, {"date": "2026-07-07"}]}


# --- reading ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, month, day, weekday", [
    ("cycle ends 11/07 (25 days incl. today)", 11, 7, None),
    ("Resumes 12/23 automatically.", 12, 23, None),
    ("Booked: Tue 06/23, 1-5 PM.", 6, 23, 1),
    ("Have a good trip (05/12 – 14/12).", 12, 5, None),  # `14/12` can only be day first: so is `05/12`
])
def test_slashed_dates_are_read(text: str, month: int, day: int, weekday: int | None) -> None:
    found = slashed_in(text, [])[0]
    assert (found.month, found.day, found.weekday) == (month, day, weekday)
    assert text[found.start:found.end] == found.written


@pytest.mark.parametrize("text", [
    "$20.00 × 12/30 = $8.00",  # a fraction: an operator before it
    "credit: 12/30 days of the plan",  # a count after it
    "Son: 30/80 = 37.5%",  # no day of any month either way round
    "a split of 25/31",  # no month either way round
    "Device installment 14/24",
    "a ratio of 3/4",  # one digit: a fraction as often as a date
    "due 07/08/2026",  # a date with its year is the numeric-date rule's
    "at 2026/07/08",
    "rated 10/10 by guests",
])
def test_fractions_and_dates_with_a_year_are_not_read(text: str) -> None:
    assert slashed_in(text, []) == []


@pytest.mark.parametrize("answer, orders", [
    ("due 07/08.", (MONTH_FIRST, DAY_FIRST)),  # nothing decides: both readings judged
    ("due 07/08, then 06/23.", (MONTH_FIRST,)),  # `06/23` is month first only
    ("due 07/08, then 23/06.", (DAY_FIRST,)),  # `23/06` is day first only
    ("Betrag 19,85 € fällig am 07/08.", (DAY_FIRST,)),  # a decimal-comma text writes dates day first
])
def test_the_order_is_the_answers_or_its_locales(answer: str, orders: tuple[int, ...]) -> None:
    assert order_of(answer) == orders


def test_an_ambiguous_token_is_read_both_ways_at_one_place() -> None:
    readings = slashed_in("due 07/08.", [])
    assert [(r.month, r.day) for r in readings] == [(7, 8), (8, 7)] and len({r.start for r in readings}) == 1


# --- judged ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("answer, value", [
    ("3.7 GB of 20 left; cycle ends 11/07.", "11/07"),
    ("The bill is due 11/02.", "11/02"),
])
def test_a_carried_month_and_day_is_grounded_as_numeric_date(answer: str, value: str) -> None:
    v = check_answer(answer, history(BILL), DEFAULT)
    assert not flagged(v) and grounded(v)[value] == "numeric-date"


@pytest.mark.parametrize("answer, value", [
    ("3.7 GB of 20 left; cycle ends 11/06.", "11/06"),  # a day off the carried 2026-11-07
    ("The bill is due 11/03.", "11/03"),
    ("The bill is due 12/02.", "12/02"),  # a month off
    ("The bill is due 10/09.", "10/09"),  # a day off the issue date, read either way round (10/09, 9 October)
])
def test_a_slashed_date_a_day_or_a_month_off_is_flagged(answer: str, value: str) -> None:
    assert value in flagged(check_answer(answer, history(BILL), DEFAULT))


def test_a_weekday_that_does_not_match_flags_it() -> None:
    assert "Tue 06/23" not in flagged(check_answer("Done: payments on Tue 06/23 and 07/07.", history(PLAN), DEFAULT))
    assert "Wed 06/23" in flagged(check_answer("Done: payments on Wed 06/23 and 07/07.", history(PLAN), DEFAULT))


def test_a_slashed_date_a_stated_span_reaches_is_computed_and_one_a_day_off_is_not() -> None:
    hist = history({"line": "L1", "suspended": "2026-10-14"}, user="suspend it for 10 weeks")
    bad, done = judged("Suspended. Resumes 12/23 automatically (10 weeks).", hist)
    assert not bad and done["12/23"] == "date-step"
    bad, done = judged("Suspended. Resumes 12/24 automatically (10 weeks).", hist)
    assert "12/24" in bad and "12/24" not in done


@pytest.mark.parametrize("answer, value", [
    ("The bill is due 11/31.", "11/31"),  # a day November does not have, beside its carried 11/02 and 11/07
    ("3.7 GB of 20 left; cycle ends 31/11.", "31/11"),  # the same, day first
])
def test_an_impossible_slashed_date_in_a_known_month_is_flagged(answer: str, value: str) -> None:
    """Round 19 (heldout17 insurance-14): `09/31` for a carried 2026-09-21 is no day: flagged."""
    assert value in flagged(check_answer(answer, history(BILL), DEFAULT))


def test_an_impossible_slashed_date_is_read_and_not_judged_away_from_the_runs_months() -> None:
    assert [(r.month, r.day) for r in slashed_in("due 09/31.", [])] == [(9, 31)]
    assert [(r.month, r.day) for r in slashed_in("due 31/04.", [])] == [(4, 31)]
    assert not flagged(check_answer("Passed 02/30 checks.", history(BILL), DEFAULT))  # no February date known


def test_no_slashed_date_is_judged_in_a_run_that_carries_no_date() -> None:
    v = check_answer("Resumes 12/23 automatically.", history({"status": "suspended"}), DEFAULT)
    assert not flagged(v)


def test_both_readings_judged_the_better_stands() -> None:
    """`07/10` for a carried 2026-10-07 (7 October, day first) is grounded; `08/10` (8 October or
    August 10) is flagged in both readings."""
    result = {"due_date": "2026-10-07"}
    assert not flagged(check_answer("It is due 07/10.", history(result), DEFAULT))
    assert "08/10" in flagged(check_answer("It is due 08/10.", history(result), DEFAULT))


def test_the_reference_profile_reads_no_slashed_date() -> None:
    assert not flagged(check_answer("The bill is due 11/03.", history(BILL), REFERENCE))


# --- round 17's widened readings --------------------------------------------------------------------

@pytest.mark.parametrize("text, days", [
    ("Billing cycles run from the 8th of a month to the 7th of the next.", [8, 7]),
    ("Billing cycles run from the 12th of one month to the 11th of the next.", [12, 11]),
    ("the 3rd of the following month", [3]),
    ("I'm off from the 20th for a week", [20]),
    ("the 3rd of the next quarter", []),
    ("the 5th of July", []),
])
def test_a_policys_cycle_days_are_said_days(text: str, days: list[int]) -> None:
    assert said_days(text) == days


CYCLE = "Billing cycles run from the 8th of a month to the 7th of the next."


def test_a_cycle_end_on_the_policys_day_is_the_persons_and_a_day_off_is_flagged() -> None:
    result = {"issue_date": "2026-10-08"}
    hist = history(result, system=CYCLE)
    assert not flagged(check_answer("From today to the end of the cycle on Nov 7: 25 of 31 days.", hist, DEFAULT))
    assert "Nov 6" in flagged(check_answer("From today to the end of the cycle on Nov 6: 25 of 31 days.", hist, DEFAULT))


def test_a_persons_day_is_a_base_for_the_date_after_it() -> None:
    hist = history({"period_end": "2025-11-20"}, system="The bill is issued on the 2nd of the following month.")
    bad, done = judged("November's bill is issued Dec 2 and due 15 days later: **Dec 17**.", hist)
    assert not bad and done["Dec 17"] == "date-span"
    bad, _ = judged("November's bill is issued Dec 2 and due 15 days later: **Dec 18**.", hist)
    assert "Dec 18" in bad


@pytest.mark.parametrize("end, ok", [("Dec 3", True), ("Dec 4", False), ("Dec 2", False)])
def test_a_dash_range_with_its_count_of_days_counts_both_ends(end: str, ok: bool) -> None:
    hist = history({"record": "2026-11-08"}, user="I'm going to Spain Nov 20 for 2 weeks.")
    bad, done = judged(f"**Spain, Nov 20 – {end}** (14 days): fine.", hist)
    if ok:
        assert not bad and done[end] == "date-step"
    else:
        assert end in bad


# --- round 17's durations: totals of clock ranges, written sums of durations, `1h30` between stamps ---

from evidence_audit.evidence.range_lengths import range_totals  # noqa: E402
from evidence_audit.evidence.time_sums import duration_sums  # noqa: E402

DAY = {"events": [
    {"title": "Team Sync", "start_time": "2024-05-15 10:00:00", "end_time": "2024-05-15 11:00:00"},
    {"title": "Lunch", "start_time": "2024-05-15 12:30:00", "end_time": "2024-05-15 13:30:00"},
    {"title": "Introductory meeting", "start_time": "2024-05-15 15:00:00", "end_time": "2024-05-15 16:30:00"},
]}


@pytest.mark.parametrize("text, holds", [
    ("11:00–12:30 and 13:30–15:00: 3:00 in total.", True),
    ("11:00–12:30 and 13:30–15:00: 2:30 in total.", False),  # heldout15's planted free time
    ("11:00–12:30 and 13:30–15:00: 3 hours in total.", True),
    ("9:00-10:00, 11:00-11:45 + 2:00-2:30 PM = 2h15 total", True),  # the am/pm written once holds for its range
    ("9:00-10:00, 11:00-11:45 + 2:00-2:30 PM = 2h25 total", False),
])
def test_a_total_of_listed_clock_ranges_is_their_lengths_sum(text: str, holds: bool) -> None:
    (total,) = range_totals(text)
    assert total.holds is holds


@pytest.mark.parametrize("text", [
    "11:00–12:30 and 13:30–15:00: about 2:30 in total.",  # approximate
    "11:00–12:30 and 13:30–15:00: 2:30.",  # no word says it totals
    "11:00–12:30 in total: 2:30",  # one range (range_lengths' own reading)
])
def test_no_total_is_read_without_two_ranges_a_total_word_and_an_exact_duration(text: str) -> None:
    assert range_totals(text) == []


def test_a_total_the_ranges_give_is_computed_and_one_they_do_not_is_flagged() -> None:
    bad, done = judged("11:00–12:30 and 13:30–15:00: 3:00 in total.", history(DAY))
    assert not bad and done["3:00"] == "duration"
    bad, done = judged("11:00–12:30 and 13:30–15:00: 2:30 in total.", history(DAY))
    assert "2:30" in bad and "2:30" not in done  # no longer `15:00 - 12:30`


@pytest.mark.parametrize("text, holds", [
    ("1h (Team Sync) + 1h (lunch) + 1h30 (Introductory meeting) = **3h30**.", True),
    ("1h + 1h + 1h30 = 3h00", False),
    ("45 min + 1h15 = 2h", True),
    ("45 min + 1h15 = 2h01", False),
])
def test_a_written_sum_of_durations(text: str, holds: bool) -> None:
    (found,) = duration_sums(text)
    assert found.holds is holds


def test_durations_in_hours_and_minutes_between_carried_stamps_and_their_sum() -> None:
    bad, done = judged("1h (Team Sync) + 1h (lunch) + 1h30 (Introductory meeting) = **3h30**.", history(DAY))
    assert not bad and done == {"1h30": "stamp-gap", "3h30": "written"}
    bad, done = judged("1h (Team Sync) + 1h (lunch) + 1h20 (Introductory meeting) = **3h20**.", history(DAY))
    assert "1h20" in bad  # no carried neighbours are 80 minutes apart
    bad, _ = judged("1h (Team Sync) + 1h (lunch) + 1h30 (Introductory meeting) = **3h00**.", history(DAY))
    assert "3h00" in bad


def test_a_slashed_date_more_than_a_week_from_every_known_date_is_not_judged() -> None:
    """`3 payments: today, 06/23 and 07/07` (a policy's 14 days apart, no result carries them yet)
    is not judged; `06/12`, three days from the stated today, is."""
    hist = history({"bill_id": "B1", "due_date": "2026-05-21", "total": 82.38}, system="Current time: 2026-06-09 14:15 PDT.")
    assert not flagged(check_answer("3 payments: today, 06/23 and 07/07. OK?", hist, DEFAULT))
    assert flagged(check_answer("3 payments: today, 06/12 and 07/07. OK?", hist, DEFAULT)) == {"06/12"}
