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
the run's first date is known (carried, said, explained before) and every date of the run is that
first date plus 7 days a place (across a new year too), each weekday written that day's, the value
not the first; a run of four or more may hold one other date off its step (flagged, below). The
base of the step is the place before the value.

(Round 33) A list every N weeks (2 to `MAX_WEEKS`: a mobile library every second Tuesday, a
volunteer every 4 weeks) is read the same way with a step of N weeks, when the run also knows the
date N weeks before the list's first: the series the run carries (`every second week from
2026-10-06`) goes on where the answer's list starts (`Tuesday 20 October, then 3 November and 17
November`). Its price: a list that goes on from a known date at the gap of that date to its first,
when the run's period is another (`6 Oct` carried, `27 Oct, 17 Nov, 8 Dec` for a fortnightly
series); the list's own dates must still agree with each other.

Refuted (`off_weekly_list`): a date of such a list that is not its week's step while every other
date of the list is (`16/04, 23/05, 30/04, 07/05`: the list says 23/04) is flagged, even where a
date that far from every known date is not judged; the list's other dates show what was meant.
So is a slashed token at a place of such a list that is no date at all (`16/04, 33/04, 30/04`,
`23/14`: `garbled_in_weekly_lists`).

Refused (the flag stands): a list of two dates (`16/04, 23/04`: a week after may be a typo's luck),
a run of three with one date off its step, or of more with two (a slip of the value, or of two of
the others, breaks it), a first date no one knows, a weekday that is not the day's. Its price: a
date equal to its list's weekly step, in a list whose other dates (all but one) step weekly from a
known first date.

Pure: no state, no I/O; linear in the line.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from datetime import date, timedelta
from typing import Final, NamedTuple

from .layout import line_bounds
from .yearless_words import YearlessDate

__all__ = ["MIN_LIST", "WeeklyStep", "garbled_in_weekly_lists", "off_weekly_list", "weekly_step"]

# The fewest dates a weekly list has (the value among them).
MIN_LIST: Final = 3
# (round 33) The longest step of a list every N weeks, in weeks.
MAX_WEEKS: Final = 4
# What stands between two dates of a list: a comma, a semicolon, `and`, `&`, `or`, `then`, with
# spaces (`16/04, 23/04 and 30/04`, `Jan 5; Jan 12`); a list's `, and` too. Bounded: linear.
_LIST_GAP: Final = re.compile(r"[ \t]{0,4}(?:[,;&][ \t]{0,4}(?:(?:and|or|then)[ \t]{1,4})?|(?:and|or|then)[ \t]{1,4})", re.IGNORECASE)
_WEEK: Final = timedelta(days=7)
# Two digits, a slash, two digits, as `slashed_dates` reads a yearless date (`16/04`), not inside a
# longer number, path or fraction; a token of that shape no order reads as a date (`33/04`, `23/14`).
_TWO_BY_TWO: Final = re.compile(r"(?<![0-9/.,:\-])[0-9]{2}/[0-9]{2}(?![0-9/]|[.,][0-9])", re.ASCII)


class WeeklyStep(NamedTuple):
    """A date of a weekly list: the date before it in the list and what the list shows."""

    base: str  # ISO: the date right before the value in the list
    day: str  # ISO: the value's date
    first: str  # ISO: the list's first date, a date the run knows
    size: int  # how many dates the list's weekly run holds
    days: int = 7  # (round 33) the list's step: 7 days, or N weeks when the run knows the date N weeks before its first

    def expression(self) -> str:
        every = "a weekly list" if self.days == 7 else f"a list every {self.days // 7} weeks"
        return f"{self.base} + {self.days} days = {self.day} ({every} from {self.first}, {self.size} dates)"


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


def _placed(
    answer: str, found: YearlessDate, found_dates: Sequence[YearlessDate], run_years: Sequence[int], known: Callable[[str], bool],
) -> Iterator[tuple[list[YearlessDate], int, date, list[date]]]:
    """The readings of the weekly list `found` stands in, not first: the list, `found`'s place in it,
    its first date (known to the run) in a year of the run or the year before, and the dates 7 days a
    place from it; (round 33) then N weeks a place (N up to `MAX_WEEKS`) where the run knows the date
    N weeks before the first too."""
    run = _list_run(answer, found, found_dates)
    if len(run) < MIN_LIST or run[0].start == found.start:
        return
    position = next(i for i, d in enumerate(run) if d.start == found.start)
    for weeks in range(1, MAX_WEEKS + 1):
        step = _WEEK * weeks
        for year in run_years:
            for first_year in (year, year - 1):
                first = run[0].in_year(first_year)
                if first is None or not known(first.isoformat()) or (weeks > 1 and not known((first - step).isoformat())):
                    continue
                yield run, position, first, [first + step * i for i in range(len(run))]


def _off_step(written: YearlessDate, day: date) -> bool:
    """Whether a written date is not `day` (its month and day, or its weekday where written)."""
    return (written.month, written.day) != (day.month, day.day) or (
        written.weekday is not None and written.weekday != day.weekday())


def weekly_step(
    answer: str, found: YearlessDate, found_dates: Sequence[YearlessDate], run_years: Sequence[int], known: Callable[[str], bool],
) -> WeeklyStep | None:
    """The weekly step that gives `found` (module doc), or None. A list of four dates or more may
    hold one other date off its step (flagged by `off_weekly_list`): the rest still show the list."""
    for run, position, first, expected in _placed(answer, found, found_dates, run_years, known):
        off = [i for i, (d, day) in enumerate(zip(run, expected)) if _off_step(d, day)]
        if position in off or len(off) > (1 if len(run) > MIN_LIST else 0):
            continue
        return WeeklyStep(expected[position - 1].isoformat(), expected[position].isoformat(), first.isoformat(), len(run),
                          (expected[1] - expected[0]).days)
    return None


def off_weekly_list(
    answer: str, found: YearlessDate, found_dates: Sequence[YearlessDate], run_years: Sequence[int], known: Callable[[str], bool],
) -> bool:
    """Whether `found` is the one date of a weekly list (module doc) that is off its step: the list
    holds three dates or more, `found` not its first, and every other date of it is its first (a
    date the run knows) plus 7 days a place, weekdays right; `found` is not (nor a day at all)."""
    for run, position, _first, expected in _placed(answer, found, found_dates, run_years, known):
        if any(_off_step(d, day) for i, (d, day) in enumerate(zip(run, expected)) if i != position):
            continue
        return _off_step(found, expected[position])
    return False


def _weekly_from_known(items: Sequence[YearlessDate | None], run_years: Sequence[int], known: Callable[[str], bool]) -> bool:
    """Whether the dates of `items` (None: a hole) are its first (a known date) plus 7 days a place,
    weekdays right, in some year of the run (or the year before)."""
    head = items[0]
    if head is None:
        return False
    for year in run_years:
        for first_year in (year, year - 1):
            first = head.in_year(first_year)
            if first is None or not known(first.isoformat()):
                continue
            if all(d is None or not _off_step(d, day) for d, day in zip(items, (first + _WEEK * i for i in range(len(items))))):
                return True
    return False


def garbled_in_weekly_lists(
    answer: str, found_dates: Sequence[YearlessDate], run_years: Sequence[int], known: Callable[[str], bool],
) -> list[tuple[int, str]]:
    """The slashed tokens that are no date either way round (`33/04`, `23/14`) at a place of a
    weekly list (module doc: the dates on each side of them, joined by list separators, are a known
    first date plus 7 days a place): (offset, as written). Bounded by the dates read (round 25):
    only the token right after a slashed date read is asked (`_tokens_after`), each asking only the
    date read right before it and the one right after it; the rest of the answer is not read."""
    out: list[tuple[int, str]] = []
    slashed = [d for d in found_dates if d.slashed]
    if not slashed or not run_years:
        return out
    ends = {d.end for d in slashed}
    orders: list[list[YearlessDate]] = []
    for order in (1, 2):  # one reading per token: the order's, or the token's only one
        chosen: dict[int, YearlessDate] = {}
        for d in slashed:
            if d.start not in chosen or d.slashed == order:
                chosen[d.start] = d
        orders.append([chosen[k] for k in sorted(chosen)])
    for m in _tokens_after(answer, slashed):
        if m.end() in ends:
            continue  # a date read (in one order or both)
        for ordered in orders:
            at = bisect_left([d.start for d in ordered], m.end())
            before = ordered[at - 1] if at > 0 and ordered[at - 1].end <= m.start() else None
            after = ordered[at] if at < len(ordered) else None
            if before is None or _LIST_GAP.fullmatch(answer, before.end, m.start()) is None:
                continue
            if after is not None and _LIST_GAP.fullmatch(answer, m.end(), after.start) is None:
                after = None
            left = _list_run(answer, before, ordered)
            right = _list_run(answer, after, ordered) if after is not None else []
            items: list[YearlessDate | None] = [*left, None, *right]
            if len(items) >= MIN_LIST and _weekly_from_known(items, run_years, known):
                out.append((m.start(), m.group(0)))
                break
    return out


# (round 25) What a list gap may span before the next token: `_LIST_GAP`'s longest (`    ;    then    `).
_GAP_REACH: Final = 24


def _tokens_after(answer: str, slashed: Sequence[YearlessDate]) -> list[re.Match[str]]:
    """The `_TWO_BY_TWO` tokens that start at the first digit after a slashed date read, within a
    list gap's reach, in text order, once each: the only tokens a list gap can join to a date read
    before them (a gap holds no digit), so the only ones `garbled_in_weekly_lists` can flag. At most
    one a date read (`slashed_dates` reads at most `_MAX_SLASHED` tokens): the scan of the whole
    answer it replaces asked every `dd/dd` token of it (an answer of 9,000 slashed dates: 9,000 asks)."""
    found: dict[int, re.Match[str]] = {}
    for d in slashed:
        at = d.end
        stop = min(len(answer), at + _GAP_REACH)
        while at < stop and not "0" <= answer[at] <= "9":
            at += 1
        if at >= stop or at in found:
            continue
        m = _TWO_BY_TWO.match(answer, at)
        if m is not None:
            found[at] = m
    return [found[k] for k in sorted(found)]
