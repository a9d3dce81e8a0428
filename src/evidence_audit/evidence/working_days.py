"""Dates a span of working days reaches, with the closed days the answer names (round 23, `dates23`).

A site answer writes `6 working days from Mon 9 Nov. Fri 13 Nov is closed, so they run 9-12 Nov
and 16-17 Nov, ending Tue 17 Nov`, `blockwork ends 3 working days later, Wed 02 Dec`, `roof 5
working days from Thu 03 Dec to Wed 09 Dec`. People count working days two ways, and both are
read here, Saturdays, Sundays and the closed days skipped:

- from a start that is itself a working day, counted as the first (`5 working days from Thu 03 Dec
  to Wed 09 Dec`: the 3rd, 4th, 7th, 8th and 9th): the end is N - 1 working days after it;
- from a date that is not counted (`3 working days later`, `in 5 business days`): N after it;
- a range of days within the span (`9-12 Nov`, `18-20 Nov`) ends on the last working day before
  a day off (a weekend or a closed day) or on the span's own end, and opens on a working day;
- the start of a span (`5 working days from Thu 03 Dec`) is the next working day after the date the
  answer wrote just before it (the end of the stage before).

The closed days: the dates a result's line calls closed (`Site closed: Fri 2026-11-13`) and the
dates the run knows that the answer's clauses call closed (`closed`, `holiday`, `shut`, in the
languages answers write: `fermé`, `férié`, `geschlossen`, `Feiertag`, `cerrado`, `festivo`). A working day the run does not say is closed is a
working day: a span that counts a closed day lands a working day later or earlier, and stays
flagged.

Refused: a date on a weekend or a closed day; a date one day off the count; a span no one wrote in
the date's sentence or the one before; a base the run does not know (carried, said, an earlier
answer's date, or a date this answer explained); a date past the calendar (year 9999). Only the
`later` branch has a chance test (a date one digit apart from the value, read the same way, that the
same spans and bases reach too leaves the value flagged); the `from`, range-end and next-working-day
branches have none (their base is the date written right after `from`, the range's first day, or
the date written just before the span's first day).
Bounds: at most `MAX_SPANS` spans, `MAX_BASES` bases, 60 working days each. Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta
from typing import Final, NamedTuple

from .date_steps import Span

__all__ = ["MAX_BASES", "MAX_SPANS", "WorkingStep", "closed_in_result", "closed_words_at", "counted_from", "next_working", "range_block_end", "reached_nearby", "working_step"]

MAX_SPANS: Final = 4  # working-day spans tried per date
MAX_BASES: Final = 16  # bases tried per date

# A day the sentence calls closed: a weekday-free word list of closure, in the languages answers write.
_CLOSED: Final = re.compile(
    r"\b(?:closed|closure|shut|holiday|bank[ \t]+holiday|no[ \t]+work|fermée?|férié|geschlossen|feiertag|cerrado|festivo|chiuso)\b",
    re.IGNORECASE,
)


class WorkingStep(NamedTuple):
    """A date reached: the base (ISO), the count of working days, how it was counted, the span."""

    base: str
    days: int
    how: str  # `counted from`, `after`, `range end`, `next working day`
    span: Span

    def expression(self, target: date) -> str:
        if self.how == "next working day":
            return f"the next working day after {self.base} = {target.isoformat()} ({target.strftime('%A')})"
        if self.how == "range end":
            return f"{self.base} to the last working day before a day off = {target.isoformat()} ({target.strftime('%A')})"
        first = " (the first counted)" if self.how == "counted from" else ""
        return f"{self.base}{first} + {self.days} working days = {target.isoformat()} ({target.strftime('%A')})"


def closed_words_at(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` (a sentence) calls a day closed."""
    return _CLOSED.search(text, start, end) is not None


def _working(day: date, closed: frozenset[date]) -> bool:
    return day.weekday() < 5 and day not in closed


def _step(day: date, count: int, closed: frozenset[date], sign: int = 1) -> date | None:
    """`day` moved `count` working days (the first the next working day after it); None past the
    calendar (year 1 or 9999, as `date_steps._bases`)."""
    try:
        for _ in range(count):
            day += timedelta(days=sign)
            while not _working(day, closed):
                day += timedelta(days=sign)
    except OverflowError:
        return None
    return day


def next_working(day: date, closed: frozenset[date]) -> date | None:
    """The first working day after `day` (None past the calendar)."""
    return _step(day, 1, closed)


def range_block_end(first: date, closed: frozenset[date]) -> date | None:
    """The last working day of the run of working days that opens on `first` (None past the calendar)."""
    day = first
    try:
        while _working(day + timedelta(days=1), closed):
            day += timedelta(days=1)
    except OverflowError:
        return None
    return day


def counted_from(first: date, count: int, closed: frozenset[date]) -> date | None:
    """The last of `count` working days when `first`, a working day, is the first counted; None when
    `first` is no working day."""
    if not _working(first, closed) or not 1 <= count <= 60:
        return None
    return _step(first, count - 1, closed)


def _after_bases(target: date, span: Span, closed: frozenset[date]) -> list[date]:
    """The dates `span` working days after which (the first counted the next working day) is `target`."""
    if not _working(target, closed) or span.sign < 0 or not 1 <= span.size <= 60:
        return []
    base = _step(target, span.size, closed, -1)
    if base is None:
        return []
    out = [base]
    day = base + timedelta(days=1)
    while not _working(day, closed) and day < target:  # a day off right after the base counts from it too
        out.append(day)
        day += timedelta(days=1)
    return out


def working_step(target: date, spans: list[Span], known: Callable[[date], bool], closed: frozenset[date]) -> WorkingStep | None:
    """The step of working days after a known date (`known`, not counted) that reaches `target`."""
    for span in [s for s in spans if s.unit == "business day"][:MAX_SPANS]:
        for base in _after_bases(target, span, closed)[:MAX_BASES]:
            if base != target and known(base):
                return WorkingStep(base.isoformat(), span.size, "after", span)
    return None


def reached_nearby(target: date, written_day: int, reached: Callable[[date], bool]) -> bool:
    """The chance test: whether a date one digit apart from the day number as written (`17` ->
    `16`, `18`, `07`, `27`), in the same month, is `reached` by the same search."""
    text = str(written_day)
    for i, ch in enumerate(text):
        for digit in "0123456789":
            if digit == ch:
                continue
            try:
                other = target.replace(day=int(text[:i] + digit + text[i + 1:]))
            except ValueError:
                continue
            if other != target and reached(other):
                return True
    return False


# `N working days from Thu 03 Dec`: the date after it the first counted (bold marks allowed).
_FROM: Final = re.compile(r"(?:business|working)[ -]days?[ \t]+(?:from|starting(?:[ \t]+on)?|beginning(?:[ \t]+on)?)[ \t]+\**[ \t]*", re.IGNORECASE)
# `N working days later`, `after`: the date before it not counted.
_LATER: Final = re.compile(r"(?:business|working)[ -]days?[ \t]+(?:later|after|on)\b", re.IGNORECASE)
# `9-12 Nov`: the range's first day, right before the date that ends it.
_RANGE_START: Final = re.compile(r"(?<![0-9])([0-9]{1,2})[ \t]?[-\u2013\u2014][ \t]?$")
_CLAUSE_END: Final = re.compile(r"[,;.\n(]")


def _clause(answer: str, start: int, end: int) -> str:
    """The clause around `answer[start:end]`: from the last `,;.(` or newline before it to the next after it."""
    before = max(answer.rfind(c, 0, start) for c in ",;.\n(")
    after = _CLAUSE_END.search(answer, end)
    return answer[before + 1:after.start() if after is not None else len(answer)]


_ISO_DAY: Final = re.compile(r"(?<![0-9])((?:19|20)[0-9]{2})-([01][0-9])-([0-3][0-9])(?![0-9])")


def closed_in_result(text: str) -> list[str]:
    """The ISO dates a result's line (or a record, `{...}`) calls closed (`Site closed: Fri
    2026-11-13 (crane certification)`, `{"date": "2026-12-25", "name": "Christmas holiday"}`)."""
    out: list[str] = []
    for line in re.split(r"[\n}]", text[:20_000]):
        if _CLOSED.search(line) is None:
            continue
        for m in _ISO_DAY.finditer(line):
            if m.group(0) not in out and len(out) < 32:
                out.append(m.group(0))
    return out


def closed_days(answer: str, dates: list[tuple[int, int, date]], known: Callable[[str], bool]) -> frozenset[date]:
    """The days the run knows that the answer's clauses call closed (`Fri 13 Nov is closed`):
    `dates` is each date written as (start, end, the day it names in the year judged)."""
    return frozenset(day for start, end, day in dates if _CLOSED.search(_clause(answer, start, end)) is not None and known(day.isoformat()))


class WorkingVerdict(NamedTuple):
    """A date a span of working days reaches: the expression and the base (ISO)."""

    expression: str
    base: str
    span: str


def judge_working_day(
    answer: str, at: tuple[int, int], written_day: int, day: date, window: tuple[int, int],
    dates: list[tuple[int, int, date]], known: Callable[[str], bool], run_closed: frozenset[date] = frozenset(),
) -> WorkingVerdict | None:
    """The working-day step that reaches `day` (written at `answer[at[0]:at[1]]` with the day
    number `written_day`), from the spans the sentence window states; `dates` the answer's dates
    (start, end, day) in the year judged; `known(iso)` whether the run knows a date. None when none."""
    from .date_steps import spans_in  # (no cycle: date_steps imports nothing of this module)

    start, end = window
    spans = [s for s in spans_in(answer, start, end, "the answer wrote it") if s.unit == "business day"]
    if not spans:
        return None
    closed = closed_days(answer, dates, known) | run_closed
    if not _working(day, closed):
        return None
    written = {s: d for s, _, d in dates}
    for m in _FROM.finditer(answer, start, end):
        first = written.get(m.end())
        counts = [s for s in spans_in(answer, max(start, m.start() - 24), m.end(), "the answer wrote it") if s.unit == "business day"]
        if first is None or not counts:
            continue
        if m.end() == at[0]:  # the span's first day: the next working day after the date written before it
            before = [d for s, _, d in dates if s < at[0] and d < day]
            if before and known(before[-1].isoformat()) and next_working(before[-1], closed) == day:
                return WorkingVerdict(WorkingStep(before[-1].isoformat(), 1, "next working day", counts[-1]).expression(day),
                                      before[-1].isoformat(), counts[-1].written)
            continue
        if not known(first.isoformat()) or first >= day:
            continue
        for span in counts:
            last = counted_from(first, span.size, closed)
            if last == day:
                return WorkingVerdict(WorkingStep(first.isoformat(), span.size - 1, "counted from", span).expression(day),
                                      first.isoformat(), span.written)
            opens = _RANGE_START.search(answer, max(0, at[0] - 6), at[0])
            if opens is not None and last is not None and day <= last:  # `9-12 Nov`: a block of the span
                try:
                    block = day.replace(day=int(opens.group(1)))
                except ValueError:
                    continue
                if first <= block < day and _working(block, closed) and (block == first or not _working(block - timedelta(days=1), closed)) \
                        and range_block_end(block, closed) == day:
                    return WorkingVerdict(WorkingStep(block.isoformat(), 0, "range end", span).expression(day), block.isoformat(), span.written)
    if _LATER.search(answer, start, end) is not None:
        later = [s for s in spans if s.sign > 0]

        def reached(target: date) -> bool:
            return working_step(target, later, lambda d: known(d.isoformat()), closed) is not None

        step = working_step(day, later, lambda d: known(d.isoformat()), closed)
        if step is not None and not reached_nearby(day, written_day, reached):
            return WorkingVerdict(step.expression(day), step.base, step.span.written)
    return None
