"""The `elapsed` arithmetic rule (round 12): a number of seconds, minutes or hours that is the time
between two clocks the answer wrote and resolved, to the second or its fraction.

An event log serves instants; a person writes them as clocks and the time between them in one
unit: `From 15:33:18.044 to 15:34:22.910: 64.866 s`, or a table's column of times since the first
event, `| 15:34:22.910 | payment_retry | 129.5 s |` under `Since start`. The `duration` rule
(`durations.py`) reads `H:MM` durations and decimal hours between clocks of whole minutes; a
clock's seconds and their fraction, and a span written in seconds or minutes, had no rule.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `elapsed` | `From 15:33:18.044 to 15:34:22.910: 64.866 s`, `14:02:10 to 14:09:40 (450 seconds)` | the later of the last two resolved clocks written before it on its line (within MAX_REACH characters) less the earlier (across midnight when the later is smaller), in the unit written right after it (`ms`, `s`, `sec`, `seconds`, `min`, `minutes`), exact or rounded to the places written | a number equal to that span |
| `elapsed` | `| 15:34:22.910 | payment_retry | 129.5 s |` under `Since start` (`elapsed`, `from start`, `T+`); `| 09:14:05 | ... | 3 min 10 s |` no | the resolved clock of its row less that of the table's first body row (a header that says `since start`, `elapsed`, `offset`) or of the row above (`gap`, `delta`, `since previous`, `since last`, `wait`, `interval`), in the unit after it, exact or rounded to the places written | a cell equal to that span |

Refused: a span one digit off (exact or rounded as written), a clock nothing resolved, a number
with no unit of time after it, hours (the `duration` rule's), a row whose clock cell is not one
clock. Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Container
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .clock_forms import NOT_CONTINUED, clock_pattern
from .decimal_text import printed as _print
from .layout import Layout


__all__ = ["clock_seconds", "explain_elapsed"]

# A 24-hour clock with seconds maybe, and a fraction of them: `15:33:18.044`, `09:14`, `9:14:05`.
_CLOCK: Final = re.compile(clock_pattern(seconds=r"(?::([0-9]{2})(\.[0-9]{1,6})?)?", after=NOT_CONTINUED), re.ASCII)
# The unit right after the number: `s`, `sec`, `seconds`, `ms`, `min`, `minutes` (bold allowed).
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_UNIT_AFTER: Final = re.compile(r"\**+[ \t\u00a0]?\**+(ms|milliseconds?|s|secs?|seconds?|min|mins|minutes?)(?![A-Za-z])", re.IGNORECASE)
_SCALE: Final = {"ms": Decimal(1000), "s": Decimal(1), "m": Decimal(1) / Decimal(60)}
# A header for a span since the first row, or since the row above.
_SINCE_START: Final = re.compile(r"\b(?:since start|since the start|from start|elapsed|offset|since first|t\+)", re.IGNORECASE)
_SINCE_PREVIOUS: Final = re.compile(
    r"\b(?:gap|delta|since previous|since prev|since last|since the previous|wait|interval|between)\b", re.IGNORECASE)
MAX_ROWS: Final = 200  # rows of a table read for the first row's clock (a bound)
MAX_REACH: Final = 160  # characters before the value its line's clocks are read in (a hostile line stays linear)
MAX_COLUMNS: Final = 16  # cells of a row read for its clock
DAY: Final = Decimal(24 * 60 * 60)


def clock_seconds(token: str) -> Decimal | None:
    """The seconds since midnight of a 24-hour clock written whole (`15:33:18.044`), or None."""
    m = _CLOCK.fullmatch(token.strip(" \t*"))
    if m is None:
        return None
    hour, minute = int(m.group(1)), int(m.group(2))
    second = int(m.group(3)) if m.group(3) else 0
    if hour > 23 or minute > 59 or second > 59:
        return None
    fraction = Decimal(m.group(4)) if m.group(4) else Decimal(0)
    return Decimal(hour * 3600 + minute * 60 + second) + fraction


def _unit(answer: str, end: int) -> tuple[Decimal, str] | None:
    m = _UNIT_AFTER.match(answer, end)
    if m is None:
        return None
    word = m.group(1).lower()
    key = "ms" if word.startswith("ms") or word.startswith("milli") else "m" if word.startswith("min") else "s"
    return _SCALE[key], word


def _fits(span: Decimal, value: Decimal, places: int) -> bool:
    if span == value:
        return True
    try:
        quantum = Decimal(1).scaleb(-places)
        return span.quantize(quantum, rounding=ROUND_HALF_UP) == value or \
            span.quantize(quantum, rounding=ROUND_HALF_EVEN) == value
    except InvalidOperation:
        return False


def _span(early: Decimal, late: Decimal) -> Decimal:
    gap = late - early
    return gap + DAY if gap < 0 else gap


def _resolved_clock(text: str, start: int, end: int, known: Container[str]) -> tuple[str, Decimal, int] | None:
    """The one clock a cell writes, when resolved: (as written, seconds, offset)."""
    found = [m for m in _CLOCK.finditer(text, start, end)]
    if len(found) != 1 or found[0].group(0) not in known:
        return None
    seconds = clock_seconds(found[0].group(0))
    return (found[0].group(0), seconds, found[0].start()) if seconds is not None else None


def explain_elapsed(
    answer: str, start: int, end: int, value: Decimal, places: int, known: Container[str], layout: Layout,
) -> tuple[str, tuple[tuple[str, str, str], ...]] | None:
    """(expression, operands as (value, source, where)) for a number at `answer[start:end]` that is
    the span between two resolved clocks, in the unit written after it; None when none gives it."""
    unit = _unit(answer, end)
    if unit is None or value < 0:
        return None
    scale, word = unit
    factor = "" if scale == 1 else " x 1000" if scale > 1 else " / 60"
    # a table cell: its row's clock less the first row's or the previous row's
    cell = layout.cell(start)
    if cell is not None:
        header = layout.header(cell)
        previous = _SINCE_PREVIOUS.search(header) is not None
        if not previous and _SINCE_START.search(header) is None:
            return None
        if cell.row == 0 or cell.row > MAX_ROWS:
            return None
        other_row = cell.row - 1 if previous else 0
        for column in range(min(layout.columns(cell.table), MAX_COLUMNS)):
            if column == cell.column:
                continue
            mine = layout.span(cell.table, cell.row, column)
            theirs = layout.span(cell.table, other_row, column)
            if mine is None or theirs is None:
                continue
            late = _resolved_clock(answer, mine[0], mine[1], known)
            early = _resolved_clock(answer, theirs[0], theirs[1], known)
            if late is None or early is None:
                continue
            span = _span(early[1], late[1]) * scale
            if _fits(span, value, places):
                return f"({late[0]} - {early[0]}){factor} = {_print(value)} {word}", (
                    (early[0], "answer", f"answer offset {early[2]}"), (late[0], "answer", f"answer offset {late[2]}"))
            return None
        return None
    # a line: the last two resolved clocks written before it
    line_start = max(answer.rfind("\n", 0, start) + 1, start - MAX_REACH)
    clocks = [m for m in _CLOCK.finditer(answer, line_start, start) if m.group(0) in known]
    if len(clocks) < 2:
        return None
    first, second = clocks[-2], clocks[-1]
    a, b = clock_seconds(first.group(0)), clock_seconds(second.group(0))
    if a is None or b is None:
        return None
    span = _span(a, b) * scale
    if not _fits(span, value, places):
        return None
    return f"({second.group(0)} - {first.group(0)}){factor} = {_print(value)} {word}", (
        (first.group(0), "answer", f"answer offset {first.start()}"),
        (second.group(0), "answer", f"answer offset {second.start()}"))
