"""(apricot44) `next-day`: the day of a clock the answer computed past midnight, written beside it.

A dispatch answer works a departure the run carries (`"departs": "2027-07-13T22:40"`, `"drive_minutes":
135`) into an arrival: `22:40 + 135 min = 00:55 next day`, then `Arrives **00:55** on 14 July`. The
`end-time` rule computes the clock (`22:40 + 135 min = 00:55`); the date was flagged, since no result
carries 14 July and no span of days leads to it (the `day-offset` rule reads only a next-day clock
the run itself carries, `00:55+1`). A person checking it reads the day off the same sum: the start's
date plus the one midnight the sum crosses.

| rule | the answer writes | from | its price |
|---|---|---|---|
| `next-day` | `Arrives **00:55** on 14 July` (or `14 July 2027`, any language's month name, day first dotted) | a clock an arithmetic rule computed on the date's line as `HH:MM + N min` (or `h`) whose sum crosses midnight once, from a start the run carries with its date (`2027-07-13T22:40`): the date is that date plus one day | none beyond the sum: a day off (`15 July`), a start on another date, a sum that stays before midnight or crosses it twice stay flagged |

Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date, timedelta
from typing import Final

__all__ = ["next_day"]

# A clock sum as the clock rules write their expression: `22:40 + 135 min = 00:55`, `21:30 + 6 h = 03:30`.
_CROSSING: Final = re.compile(r"([0-9]{1,2}):([0-9]{2}) \+ ([0-9]{1,4}) (min|h) = ([0-9]{1,2}):([0-9]{2})")
_DAY_MINUTES: Final = 24 * 60


def next_day(
    day: date, line: str, clocks: Sequence[tuple[str, str]], carried: Callable[[str], bool],
) -> tuple[str, str] | None:
    """Whether `day` is the day after a start the run carries (`carried`, a normalized ISO stamp
    `2027-07-13t22:40`) by a clock sum of `clocks` ((value, expression) of the clocks computed, the
    value written on the date's `line`) that crosses midnight once: (the expression, the stamp), or None."""
    for value, expression in clocks:
        m = _CROSSING.fullmatch(expression)
        if m is None or value not in line:
            continue
        hour, minute, count = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if hour > 23 or minute > 59:
            continue
        total = hour * 60 + minute + count * (60 if m.group(4) == "h" else 1)
        end = int(m.group(5)) * 60 + int(m.group(6))
        if not _DAY_MINUTES <= total < 2 * _DAY_MINUTES or total - _DAY_MINUTES != end:
            continue  # no one midnight crossed, or the sum is not the clock written
        before = day - timedelta(days=1)
        stamp = f"{before.isoformat()}t{hour:02d}:{minute:02d}"
        if carried(stamp):
            return f"{before.isoformat()} {hour:02d}:{minute:02d} + {m.group(3)} {m.group(4)} = {day.isoformat()} {value}", stamp
    return None
