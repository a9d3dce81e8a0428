"""Round 34's misses of planted inventions (recall34): a short count of days written beside the two
dates it counts between, and no gap of them (`evidence/miscounted_days.py`). Each wrong count is
flagged; the right count (the gap, both ends counted, the days between) is not; a third date or a
range of days on the line, a count from another point, a working-day count, a count a result
carried, a one-digit count, a compound duration's rest, a count far from any day word read
nothing; `reference` as before."""

from __future__ import annotations

from datetime import date

import pytest

from evidence_audit.evidence import check_answer

from evidence_audit.evidence.miscounted_days import miscounted_days
from evidence_audit.evidence.unverified import numbers_of

from ._helpers import DEFAULT, REFERENCE, flagged, history, verdict

# a ferry's sailings: what the run carries (its dates, none of the counts)
SAILINGS = {"route": "Oban - Craignure", "sailings": [{"date": "2026-05-06", "fare": 1180}, {"date": "2026-06-13", "fare": 1240}]}


def check(answer: str, gate=DEFAULT):
    return verdict(answer, SAILINGS, gate=gate)


def miscounted(answer: str, carried: frozenset[str] = frozenset(), today: date | None = None) -> frozenset[str]:
    return miscounted_days(answer, numbers_of(answer), carried, frozenset(), 4, today)


@pytest.mark.parametrize("wrong, right, answer", [
    # a count before its two dates, yearless, weekdays beside them: 6 May to 13 June is 38 days
    ("83", "38", "**{} days** from today (Wed 6 May) to Sat 13 Jun."),
    # two dates with their year, the count after them: a year less 5 days
    ("365", "360", "From May 6, 2026 to May 1, 2027 is {} days."),
    # commas around the first date, `there are ... left`
    ("27", "7", "From today, 6 May, to 13 May there are {} days left."),
    # nights across a year's end: 22 December to 3 January is 12 nights
    ("21", "12", "**{} nights**, 22 December to 3 January."),
    # ISO dates
    ("41", "14", "Between 2026-05-06 and 2026-05-20: {} days."),
])
def test_a_short_count_no_gap_of_its_lines_two_dates_is_flagged(wrong: str, right: str, answer: str) -> None:
    assert wrong in flagged(check(answer.format(wrong)))
    assert not flagged(check(answer.format(right)))
    assert wrong not in flagged(check(answer.format(wrong), gate=REFERENCE))  # short: prose there


def test_both_ends_counted_and_the_days_between_are_right_counts() -> None:
    # 6 May to 19 May: 13 days, 14 with both ends, 12 between them
    for count in ("12", "13", "14"):
        assert not miscounted(f"{count} days, from 6 May to 19 May."), count
    # a yearless end read in the year its other end writes: 12 February to 7 March 2022 is 23 days
    assert not miscounted("**February 12 → March 7, 2022:** 23 days, that is 3 weeks and 2 days.")
    assert miscounted("**February 12 → March 7, 2022:** 32 days.") == {"32"}
    # nights are the gap only
    assert miscounted("14 nights, from 6 May to 19 May.") == {"14"}
    assert not miscounted("13 nights, from 6 May to 19 May.")
    # a one-digit count, the rest of a compound duration: not read
    assert not miscounted("From 6 May to 13 May: 9 days.")
    assert not miscounted("From 6 April to 19 May: 1 month and 17 days.")


def test_a_line_that_pins_no_one_gap_reads_nothing() -> None:
    # a third date: which two does the count span?
    assert not miscounted("Sailings on 6 May, 13 May and 20 May: 41 days of timetable.")
    # one date only
    assert not miscounted("From 6 May: 41 days.")
    # the dates on another line
    assert not miscounted("From 6 May to 13 May.\nThat is 41 days.")
    # a count from another point, or a difference
    assert not miscounted("Counted from 6 May the last day is 13 June, 41 days after the current end.")
    assert not miscounted("From 6 May to 13 June: 14 days more than the winter timetable.")
    # a range of days on the line: more days than two
    assert not miscounted("The two short months (July 19–31, 2025 and July 1–18, 2026) add up to 31 days.")
    # a count as an operand, or a second count of days on the line (a step from the first)
    assert not miscounted("From 6 May to 13 June: 17 days × EUR 2.50 = EUR 42.50.")
    assert not miscounted("From 6 May to 13 June is 38 days; the first 7 are free, so 31 days are charged.")
    # working days are another calendar's
    assert not miscounted("41 working days from 6 May to 13 June.")
    # no day word after the count
    assert not miscounted("41 cabins from 6 May to 13 May.")


def test_a_count_from_the_stated_today_to_a_date_its_line_writes() -> None:
    answer = "The season pass expires on June 13, 2026, which is {} days from today."
    run = history(SAILINGS, system="You are the ferry desk. Today is 2026-05-06.")
    assert "83" in flagged(check_answer(answer.format("83"), run, DEFAULT))  # 38 days
    assert not flagged(check_answer(answer.format("38"), run, DEFAULT))
    # a share's whole after `of`: the cycle's length, no gap
    assert not miscounted("From today to the end of the cycle on June 13: 38 of 31 days.", today=date(2026, 5, 6))
    # the date before today: `Brewed 19 April, so 17 days today` (2026-05-06)
    assert not miscounted("Brewed 19 April, so **17 days** today.", today=date(2026, 5, 6))
    assert miscounted("Brewed 19 April, so **71 days** today.", today=date(2026, 5, 6)) == {"71"}
    # two dates and today: a gap from today to either date is right
    line = "30 days after 6 May: **5 June 2026**, {} days from today."
    assert not miscounted(line.format("26"), today=date(2026, 5, 10))
    assert miscounted(line.format("62"), today=date(2026, 5, 10)) == {"62"}
    # no today stated: nothing read
    assert not miscounted(answer.format("83"))
    assert miscounted(answer.format("83"), today=date(2026, 5, 6)) == {"83"}
    # a second date on the line: the two dates, not today, are the ends
    assert not miscounted("From 6 May to 13 June is 38 days from today.", today=date(2026, 5, 1))


def test_a_carried_count_or_a_long_one_is_left_alone() -> None:
    assert not miscounted("41 days from 6 May to 13 May.", frozenset({"41"}))
    assert not miscounted_days("1234 days from 6 May to 13 May.", numbers_of("1234 days from 6 May to 13 May."),
                               frozenset(), frozenset(), 4)
