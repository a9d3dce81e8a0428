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

from collections.abc import Callable, Sequence
from datetime import date

from .hour_steps import clock_sum, landing_day, timestamp_forms

__all__ = ["next_day"]


def next_day(
    day: date, line: str, clocks: Sequence[tuple[str, str]], carried: Callable[[str], bool],
) -> tuple[str, str] | None:
    """Whether `day` is the day after a start the run carries (`carried`, a timestamp as a run's values
    are kept, `2027-07-13t22:40`: `hour_steps.timestamp_forms`) by a clock sum of `clocks` ((value,
    expression) of the clocks computed, the value written on the date's `line`) that crosses midnight
    once: (the expression, the timestamp), or None. (fold45) The sum read and landed as every reader
    of a step over midnight does (`hour_steps.clock_sum`, `landing_day`)."""
    for value, expression in clocks:
        read = clock_sum(expression) if value in line else None
        if read is None:
            continue
        start, minutes, end, how = read
        before = landing_day(start, minutes, day, end, once=True)  # one midnight, the clock written
        clock = f"{start // 60:02d}:{start % 60:02d}"
        stamp = None if before is None else next((form for form in timestamp_forms(before, clock) if carried(form)), None)
        if before is not None and stamp is not None:
            return f"{before.isoformat()} {clock} + {how} = {day.isoformat()} {value}", stamp
    return None
