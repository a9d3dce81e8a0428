"""(round 32) `session-day`: the n-th meeting of a course that meets on set weekdays from its first day.

Courses, treatments and training plans run on fixed weekdays from a first day: `8 evenings,
Tuesdays and Thursdays`, `10 sessions, Mon/Wed/Fri`. Asked for the last evening, an answer writes
`Thu 8 Oct (8 evenings, Tue/Thu from 15 Sep)`: no result carried 8 October, and no span of days
reaches it (the step is the count of meetings, not of days). This rule reports such a date
`computed` when its line writes:

- a first day the run knows (`15 Sep`, a result's `"first_evening": "2026-09-15"`), a date in words
  of the line other than the value, its weekday one of the meetings';
- two or more weekdays (`Tue/Thu`, `Tuesdays and Thursdays`), the value's own weekday word not
  counted, the value's day on one of them; (fold33) a cut name that is an English word too, in
  lower case (`the sun`, `we sat`, `to wed`), is a day only beside a `/` (`wed/sat`);
- a count N (2 to `MAX_COUNT`) written as a number of its own;

and the value is the N-th day on those weekdays counted from the first day (the first day is
meeting 1). The chance test: refused when a one-digit neighbour of the value's day (in its month)
is the M-th meeting from any first day for any count M the line writes. Its price: an invented date equal to the meeting a count
of the line names, none of its neighbours so named. Pure: no state.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Final

from .layout import line_bounds

__all__ = ["MAX_COUNT", "nth_meeting"]

MAX_COUNT: Final = 120  # meetings counted at most (a term's worth of three a week)
MAX_LINE: Final = 400  # characters of the value's line read each way
# A weekday's name in English, whole or cut, plural too (`Tuesdays`); group 1 its first three letters.
_WEEKDAY: Final = re.compile(
    r"(?<![A-Za-z])(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday|s|r|rs)?s?(?![A-Za-z])", re.IGNORECASE | re.ASCII,
)
# (fold33) the cut names that are English words too, read in lower case only in a list with `/`
_WORDS: Final = frozenset(("sun", "sat", "wed"))
_ORDER: Final = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_LAST_DAY: Final = date.max
# A count of its own: digits not inside a date, a clock, an amount or a longer number.
_COUNT: Final = re.compile(r"(?<![0-9.,/:\-])([0-9]{1,3})(?![0-9]|[.,/:\-][0-9])")


def _meeting(first: date, weekdays: frozenset[int], count: int) -> date:
    """The `count`-th day on `weekdays` from `first` (itself meeting 1, on one of them)."""
    day, seen = first, 1
    while seen < count:
        if day >= _LAST_DAY:
            return day  # (review32) no day past the calendar's last: the walk stops there
        day += timedelta(days=1)
        if day.weekday() in weekdays:
            seen += 1
    return day


def _meetings(first: date, weekdays: frozenset[int], counts: list[int]) -> list[date]:
    """`_meeting(first, weekdays, count)` for each of the ascending `counts`, in one walk from
    `first` (fold33: a walk per count cost the line's first days x its counts x the largest count)."""
    out: list[date] = []
    day, seen = first, 1
    for count in counts:
        while seen < count:
            if day >= _LAST_DAY:
                break  # (review32) no day past the calendar's last: the walk stops there
            day += timedelta(days=1)
            if day.weekday() in weekdays:
                seen += 1
        out.append(day)
    return out


def nth_meeting(
    answer: str, start: int, end: int, day: date, written: str, firsts: list[tuple[int, int, date]],
) -> tuple[date, int, str] | None:
    """The value written at `answer[start:end]` (the day `day`, as `written`) as the N-th meeting from
    a first day of its line (`firsts`: the line's other dates the run knows, (start, end, day)): (the
    first day, N, the weekdays as written), or None (the module's docstring)."""
    line_start, line_end = line_bounds(answer, start)
    low, high = max(line_start, start - MAX_LINE), min(line_end, end + MAX_LINE)
    weekdays: set[int] = set()
    names: list[str] = []
    for m in _WEEKDAY.finditer(answer, low, high):
        if start <= m.start() < end:
            continue  # the value's own weekday
        if m.group(0) in _WORDS and answer[m.start() - 1 : m.start()] != "/" and answer[m.end() : m.end() + 1] != "/":
            continue  # (fold33) `the sun`, `we sat`, `to wed`: an English word, not a day, out of a `Wed/Sat` list
        weekdays.add(_ORDER.index(m.group(1).lower()))
        names.append(m.group(0))
    if len(weekdays) < 2 or day.weekday() not in weekdays:
        return None
    taken = [(s, e) for s, e, _ in firsts] + [(start, end)]
    counts = sorted({int(m.group(1)) for m in _COUNT.finditer(answer, low, high)
                     if 2 <= int(m.group(1)) <= MAX_COUNT and not any(s <= m.start() < e for s, e in taken)})
    meets = frozenset(weekdays)
    bases = [first for _, _, first in firsts if first.weekday() in meets and first < day]
    if not counts or not bases:
        return None
    hit: tuple[date, int] | None = None
    reached: set[date] = set()
    for first in bases:
        for count, met in zip(counts, _meetings(first, meets, counts)):
            reached.add(met)
            if met == day and hit is None:
                hit = (first, count)
    if hit is None:
        return None
    for neighbour in _neighbours(day, written):
        if neighbour in reached:
            return None  # the chance test: a one-digit neighbour is a meeting a count names too
    return hit[0], hit[1], "/".join(names)


_DAY_DIGITS: Final = re.compile(r"(?<![0-9])[0-9]{1,2}(?![0-9])")  # (fold34) compiled once, not per day


def _neighbours(day: date, written: str) -> list[date]:
    """The days of `day`'s month whose number is one digit off the day as written."""
    digits = _DAY_DIGITS.search(written)
    text = digits.group(0) if digits is not None else str(day.day)
    out: list[date] = []
    for i, ch in enumerate(text):
        for d in "0123456789":
            if d == ch:
                continue
            other = int(text[:i] + d + text[i + 1:])
            if other != day.day and 1 <= other <= 31:
                try:
                    out.append(day.replace(day=other))
                except ValueError:
                    continue
    return out
