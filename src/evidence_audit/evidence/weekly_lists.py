"""A list of dates a week apart, the first one known: a weekly series (`weekly-step`, round 24).

A weekly booking, a class, a round of fixtures or deliveries is answered with its dates written one
after the other: `weekly from Thu 16 Apr: 16/04, 23/04, 30/04, 07/05`, `every Monday: Jan 5, Jan
12, Jan 19`. The first is a date the run knows (a result's `first_date`); each one after it is the
one before plus seven days, read off a calendar. `word_dates` judges the dates within a week of a
known date and flagged the second of such a list (`23/04`), though it is the known first plus a
week.

Read: the yearless dates of the value's line (in words, or slashed in the order the value is read
in) that follow each other with only a list separator between them (a comma, a semicolon, `and`,
`&`, `or`); the run of them the value is in, of three dates or more. Computed (`weekly-step`) when
every date of that run is the one before it plus 7 days (across a new year too), each weekday
written is that day's, the run's first date is known (carried, said, explained before), and the
value is not that first date. The base of the step is the date right before the value.

Refused (the flag stands): a list of two dates (`16/04, 23/04`: a week after may be a typo's luck),
a run with one step of 6 or 8 days anywhere (a one-digit slip of any of its dates breaks the whole
run), a first date no one knows, a weekday that is not the day's. Its price: a date equal to its
list's weekly step, in a list whose every other date steps weekly from a known first date.

Pure: no state, no I/O; linear in the line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date, timedelta
from typing import Final, NamedTuple

from .layout import line_bounds
from .yearless_words import YearlessDate

__all__ = ["MIN_LIST", "WeeklyStep", "weekly_step"]

# The fewest dates a weekly list has (the value among them).
MIN_LIST: Final = 3
# What stands between two dates of a list: a comma, a semicolon, `and`, `&`, `or`, `then`, with
# spaces (`16/04, 23/04 and 30/04`, `Jan 5; Jan 12`); a list's `, and` too. Bounded: linear.
_LIST_GAP: Final = re.compile(r"[ \t]{0,4}(?:[,;&][ \t]{0,4}(?:(?:and|or|then)[ \t]{1,4})?|(?:and|or|then)[ \t]{1,4})", re.IGNORECASE)
_WEEK: Final = timedelta(days=7)


class WeeklyStep(NamedTuple):
    """A date of a weekly list: the date before it in the list and what the list shows."""

    base: str  # ISO: the date right before the value in the list
    day: str  # ISO: the value's date
    first: str  # ISO: the list's first date, a date the run knows
    size: int  # how many dates the list's weekly run holds

    def expression(self) -> str:
        return f"{self.base} + 7 days = {self.day} (a weekly list from {self.first}, {self.size} dates)"


def _list_run(answer: str, found: YearlessDate, found_dates: Sequence[YearlessDate]) -> list[YearlessDate]:
    """The dates of `found`'s line joined to it by list separators only, in order, `found` among
    them; one reading per written date (a slashed one in `found`'s order, or its only reading)."""
    line_start, line_end = line_bounds(answer, found.start)
    by_start: dict[int, YearlessDate] = {}
    for d in found_dates:
        if not line_start <= d.start < line_end or (d.slashed != 0) != (found.slashed != 0):
            continue
        kept = by_start.get(d.start)
        if kept is None or d.slashed == found.slashed:
            by_start[d.start] = d
    items = [by_start[k] for k in sorted(by_start)]
    index = next((i for i, d in enumerate(items) if d.start == found.start), -1)
    if index < 0:
        return []
    first = last = index
    while first > 0 and _LIST_GAP.fullmatch(answer, items[first - 1].end, items[first].start) is not None:
        first -= 1
    while last + 1 < len(items) and _LIST_GAP.fullmatch(answer, items[last].end, items[last + 1].start) is not None:
        last += 1
    return items[first : last + 1]


def _days(run: list[YearlessDate], year: int) -> list[date] | None:
    """The run's dates from its first one in `year`, each after the one before (into the next year
    when its month and day come earlier), or None when one is no day of its year."""
    out: list[date] = []
    for d in run:
        day = d.in_year(year if not out else out[-1].year)
        if day is not None and out and day <= out[-1]:
            day = d.in_year(out[-1].year + 1)
        if day is None:
            return None
        out.append(day)
    return out


def weekly_step(
    answer: str, found: YearlessDate, found_dates: Sequence[YearlessDate], run_years: Sequence[int], known: Callable[[str], bool],
) -> WeeklyStep | None:
    """The weekly step that gives `found` (module doc), or None."""
    run = _list_run(answer, found, found_dates)
    if len(run) < MIN_LIST or run[0].start == found.start:
        return None
    position = next(i for i, d in enumerate(run) if d.start == found.start)
    for year in run_years:
        for first_year in (year, year - 1):
            days = _days(run, first_year)
            if days is None:
                continue
            if any(b - a != _WEEK for a, b in zip(days, days[1:])):
                continue
            if any(d.weekday is not None and d.weekday != day.weekday() for d, day in zip(run, days)):
                continue
            if not known(days[0].isoformat()):
                continue
            return WeeklyStep(days[position - 1].isoformat(), days[position].isoformat(), days[0].isoformat(), len(run))
    return None
