"""The time between the last two clocks an answer writes, in minutes or hours (round 21, `elapsed`).

A schedule's answer lists its clocks and then says what lies between two of them: `- **10:30pm**:
show ends` then `Hard curfew is 11pm, so there's a 30-minute cushion`. `clock_elapsed.py` reads two
24-hour clocks on the value's line; people write 12-hour clocks, an hour alone with its half
(`11pm`), the earlier clock a line or two up, and the span as an adjective (`30-minute`).

Read: a number of minutes or hours (`30-minute`, `45 minutes`, `2 hours`, `90-min`) whose sentence
writes a clock before it, the later operand: the last clock written before the value; the earlier
operand is the clock written right before that one, within `MAX_REACH` characters. A clock is `H:MM`
(maybe with am/pm) or an hour with its am/pm (`11pm`, `7 p.m.`); one written with minutes must be
resolved (grounded, said, computed), an hour alone is under the digit minimum and judged by nobody.
The span is the later less the earlier (past midnight when smaller), and must equal the value
exactly. Refused: another number of minutes (`40-minute`), the span of any other pair, a sentence
that writes no clock, an unresolved clock with minutes. Its price: a duration equal to the gap
between the two clocks written last before it. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Container
from decimal import Decimal
from typing import Final

from .clock_forms import clock_pattern, meridiem
from .layout import sentence_start

__all__ = ["MAX_REACH", "explain_clock_gap"]

# How far before the value the earlier clock may be written.
MAX_REACH: Final = 240
# A clock as people write it: `10:30pm`, `10:30 PM`, `22:30`, `11pm`, `7 p.m.`.
_CLOCK: Final = re.compile(
    clock_pattern(before=r"(?<![0-9:.$])", hour_minute=r"([0-9]{1,2})(?::([0-9]{2}))?", seconds="",
                  half=meridiem(r"[ \t\u00a0\u202f]", "?", final_dot=True))
)
# The unit of a span: glued with a hyphen (`30-minute`) or written after the number (`45 minutes`).
_UNIT: Final = re.compile(r"(?:-|[ \t\u00a0]?)(minutes?|mins?|hours?|hrs?)(?![A-Za-z])", re.IGNORECASE)
_NUMBER: Final = re.compile(r"([0-9]+(?:\.[0-9]+)?)")


def _minutes(m: re.Match[str]) -> int | None:
    """The minute of the day a clock match names, or None (not a clock: `45` alone, `25:00`)."""
    hour, minute, half = int(m.group(1)), m.group(2), m.group(3)
    if half is None and minute is None:
        return None
    mins = int(minute) if minute is not None else 0
    if mins > 59:
        return None
    if half is not None:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if half.lower() == "p" else 0)
    elif hour > 23:
        return None
    return hour * 60 + mins


def _spoken(m: re.Match[str]) -> str:
    return m.group(0).replace(" ", "").replace(".", "").lower()


def explain_clock_gap(
    answer: str, start: int, end: int, value: Decimal, known: Container[str],
) -> tuple[str, tuple[tuple[str, str, str], ...]] | None:
    """(expression, operands as (clock, source, where)) for the number written at `answer[start:end]`
    (`30-minute`, `45` before `minutes`) that is the span between the last two clocks written
    before it, its sentence writing the later one; None when it is not."""
    number = _NUMBER.match(answer, start)
    if number is None:
        return None
    unit = _UNIT.match(answer, number.end())
    if unit is None or unit.end() < end:
        return None
    clocks = [m for m in _CLOCK.finditer(answer, max(0, start - MAX_REACH), start) if _minutes(m) is not None]
    if len(clocks) < 2:
        return None
    early, late = clocks[-2], clocks[-1]
    if late.start() < sentence_start(answer, start):
        return None  # its sentence writes no clock: the span is of another sentence
    for m in (early, late):
        if m.group(2) is not None and _spoken(m) not in known and f"{m.group(1)}:{m.group(2)}" not in known:
            return None
    a, b = _minutes(early), _minutes(late)
    if a is None or b is None:
        return None
    span = b - a if b > a else b - a + 24 * 60
    hours = unit.group(1).lower().startswith("h")
    stated = value * 60 if hours else value
    if stated != span:
        return None
    shown = f"{value} h" if hours else f"{span} min"
    return f"{late.group(0)} - {early.group(0)} = {shown}", (
        (early.group(0), "answer", f"answer offset {early.start()}"),
        (late.group(0), "answer", f"answer offset {late.start()}"),
    )
