"""Dates far from every known date that a stated span nearly reaches (round 16, `dates16`).

`word_dates.judge_dates` judges a date in words only near a date the run knows (`WINDOW_DAYS`): a
date two months on is a span or knowledge, not a misread. But a date a stated span reaches is a
step the answer took: `suspended as of 2026-06-09 for 56 days. It will come back on August 5` (56
days on is August 4), `24 installments ... the last one on Aug 1, 2027` (23 months after a carried
2025-09-01). Such a date is judged (the `date-step` rule grounds the exact step; a day off it is
flagged) when a span its sentence, the one before or the user states, taken from a date the run
knows, lands within `SLACK_DAYS` of it; otherwise it stays unjudged as before.

Refused (stays unjudged, as on main): a far date no stated span comes near.
Bounds: at most `date_steps.MAX_SPANS` spans x (2 x `SLACK_DAYS` + 1) days x at most 4 bases each.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta
from typing import Final

from .date_steps import MAX_SPANS, Span, bases_of

__all__ = ["SLACK_DAYS", "stated_step_near", "weekday_step", "years_only_inside"]

# How near a stated step must land for a far date to be judged: a week either way (a day's or a
# weekday's slip, a week's off-by-one), far less than the month a span's unit could be.
SLACK_DAYS: Final = 7


def stated_step_near(target: date, spans: list[Span], known: Callable[[str], bool]) -> bool:
    """Whether a span of `spans` (its own direction) from a date `known` accepts lands within
    `SLACK_DAYS` of `target`."""
    for span in spans[:MAX_SPANS]:
        for k in range(-SLACK_DAYS, SLACK_DAYS + 1):
            try:
                near = target + timedelta(days=k)
            except OverflowError:
                continue
            for base in bases_of(near, span):
                if known(base.isoformat()):
                    return True
    return False


_YEAR: Final = re.compile(r"(?<![0-9])(?:19|20)[0-9]{2}(?![0-9])")


def years_only_inside(answer: str, dates: list[str]) -> list[str]:
    """The years written in `dates` (dates in words the answer writes, each judged computed) that the
    answer writes nowhere else: the year of a computed date (`the last one on Aug 1, 2027`) is part
    of that date's claim, judged with it, not a number of its own."""
    out: list[str] = []
    for written in dates:
        for m in _YEAR.finditer(written):
            year = m.group(0)
            if year in out:
                continue
            inside = sum(answer.count(d) * d.count(year) for d in set(dates) if year in d)
            if inside and sum(1 for other in _YEAR.finditer(answer) if other.group(0) == year) == inside:
                out.append(year)
    return out


def _years_of(weekdays: list[tuple[int, int, int]]) -> list[int]:
    """The years (2000-2099) in which every (month, day, weekday) the answer writes falls on its
    weekday: a run that carries no year still has the calendar its answer reads."""
    out: list[int] = []
    turn = any(month >= 11 for month, _, _ in weekdays)  # a list in November-December: January-February may be next year's
    for year in range(2000, 2100):
        if all(_falls(year, month, day, weekday) or (turn and month <= 2 and _falls(year + 1, month, day, weekday))
               for month, day, weekday in weekdays):
            out.append(year)  # a list may cross the new year (`Mon Dec 29 ... Fri Jan 2`)
    return out


def _falls(year: int, month: int, day: int, weekday: int) -> bool:
    try:
        return date(year, month, day).weekday() == weekday
    except ValueError:
        return False


def weekday_step(
    month: int, day: int, weekday: int, weekdays: list[tuple[int, int, int]], spans: list[Span],
    person_month_day: Callable[[int, int], bool],
) -> tuple[str, Span] | bool | None:
    """A yearless date written with its weekday in a run whose results carry no date (`between Mon
    Mar 9 and Thu Mar 12` after a person's `Today's Monday March 2` and `5-7 business days`),
    read in the years the answer's weekdays agree on: (the base's `MM-DD`, the span) when a stated
    span reaches it from a month and day a person said, in every such year; True when a span lands
    within `SLACK_DAYS` of it from one but not on it (a slip: flag it), or the answer's weekdays
    fall in no one year (a weekday that does not match); None otherwise (not judged)."""
    if not spans:
        return None
    years = _years_of(weekdays)
    agreed = bool(years)
    if not agreed:
        return True  # the answer's weekdays fall in no one year (or the next): a weekday that does not match
    reached: set[tuple[str, Span] | None] = set()
    near = False
    for year in years[:8]:  # the calendar repeats: a few such years read alike (bounded work)
        if not _falls(year, month, day, weekday):
            year += 1  # this date falls in the list's next year
        target = date(year, month, day)
        hit: tuple[str, Span] | None = None
        for span in spans[:MAX_SPANS]:
            for k in range(-SLACK_DAYS, SLACK_DAYS + 1):
                for base in bases_of(target + timedelta(days=k), span):
                    if person_month_day(base.month, base.day):
                        if k == 0 and hit is None:
                            hit = (base.isoformat()[5:], span)
                        near = True
        reached.add(hit)
    if len(reached) == 1:
        only = reached.pop()
        if only is not None:
            return only
    return True if near else None
