"""The `zone-shift` arithmetic rule (round 12): a clock the answer writes in a zone it names, for a
clock of its line it resolved in another zone: the same instant, converted.

The `zone` rule (`zones.py`) converts the UTC instants results carry. An answer also converts a
clock it computed: `01:49:17 + 0:57:42 = 02:46:59 UTC (03:46:59 Berlin, 9:46:59 PM New York)`.
No result carried 02:46:59, so the zone rule has no instant to convert; this rule converts the
resolved clock written before it instead.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `zone-shift` | `= 02:46:59 UTC (03:46:59 Berlin, 9:46:59 PM New York)` | one of the last MAX_BASES resolved clocks written before it on its line (within MAX_REACH characters), in the zone the answer names for it (`zones.zone_at`), converted to the zone the answer names for the value, at the run's stated today (daylight saving time; a zone with none needs no day); to the second when the value writes seconds (both must) | a clock equal to such a conversion |

Refused: a clock an hour or a minute off, seconds that differ, a value or a base the answer names
no zone for, two clocks in the same zone, a zone with daylight saving time in a run that states no
today. Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Container
from datetime import date
from typing import Final

from .clock_forms import NOT_CONTINUED, SECONDS_KEPT, clock_matches, clock_pattern, meridiem
from .durations import ClockDerivation
from .zones import zone_at, zone_offset

__all__ = ["explain_zone_shift"]

MAX_BASES: Final = 2  # resolved clocks before the value, on its line, it may convert
DAY_MINUTES: Final = 24 * 60
MAX_REACH: Final = 160  # characters before the value its line's clocks are read in
# A clock with its seconds maybe and its am/pm maybe: `03:46:59`, `9:46:59 PM`, `8:20 p.m.`.
_CLOCK: Final = re.compile(clock_pattern(seconds=SECONDS_KEPT, after=NOT_CONTINUED, half=meridiem(r"[ \u00a0]", "?", final_dot=True)))


def _reading(m: re.Match[str]) -> tuple[int, int | None] | None:
    """(minute of the day, its seconds or None) of a written clock, or None."""
    hour, minute = int(m.group(1)), int(m.group(2))
    second = int(m.group(3)) if m.group(3) else None
    if minute > 59 or (second is not None and second > 59):
        return None
    half = m.group(4)
    if half is not None:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if half.lower() == "p" else 0)
    elif hour > 23:
        return None
    return hour * 60 + minute, second


def _written(m: re.Match[str]) -> str:
    return m.group(0).split()[0] if m.group(4) is None else m.group(0)


def explain_zone_shift(answer: str, value: str, resolved: Container[str], today: date | None) -> ClockDerivation | None:
    """How the clock-shaped `value` (its first occurrence) converts a resolved clock of its line
    to the zone the answer names for it, or None."""
    # (round 26) the value's first writing looked up in the answer's clocks read once for all its
    # values (`clock_matches`), not read from the answer's start once per value
    firsts = clock_matches(_CLOCK, answer).written_as(value, head=True, lower=True)
    if not firsts:
        return None
    target = clock_matches(_CLOCK, answer).matches[firsts[0]]
    reading = _reading(target)
    zone = zone_at(answer, target.start(), target.end())
    if reading is None or zone is None:
        return None
    minutes, seconds = reading
    line_start = max(answer.rfind("\n", 0, target.start()) + 1, target.start() - MAX_REACH)
    bases = [m for m in _CLOCK.finditer(answer, line_start, target.start())
             if _written(m) in resolved or m.group(0).lower() in resolved][-MAX_BASES:]
    for base in reversed(bases):
        read = _reading(base)
        their = zone_at(answer, base.start(), base.end())
        if read is None or their is None or their == zone or (read[1] is None) != (seconds is None) or read[1] != seconds:
            continue
        if (zone[1] or their[1]) and today is None:
            continue  # daylight saving time: the day decides
        day = today or date(2001, 1, 1)
        utc = (read[0] - zone_offset(their, day, read[0])) % DAY_MINUTES
        shifted = (utc + zone_offset(zone, day, utc)) % DAY_MINUTES
        if shifted == minutes:
            shift = zone_offset(zone, day, utc) - zone_offset(their, day, read[0])
            sign = "+" if shift >= 0 else "-"
            return ClockDerivation(
                "zone-shift",
                f"{base.group(0)} {sign} {abs(shift) // 60}:{abs(shift) % 60:02d} (the zones the answer names) = {value}",
                ((base.group(0), "answer", f"answer offset {base.start()}"),),
            )
    return None
