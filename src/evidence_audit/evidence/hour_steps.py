"""A date in words a clock plus a number of hours reaches across midnight (silk36, under `midnight-step`).

A dye house's reasoning writes `07:00 + 24 h = 19 Dec 07:00` for three colours of 8 hours each
from 07:00 on the 18th; a night shift `22:00 + 10 h = 3 March 08:00`. The date is the day of the
clock moved by the whole days the hours carry it over midnight: `hour_step` finds, in the date's
sentence before it, a clock written plus a count of hours (`07:00 + 24 h`, `22:00 + 10 hours`),
and gives the day before the date by those whole days (the base) and the clock it lands on. When
the date is written with a clock right after it (`19 Dec 07:00`), that clock must be the one
reached. Only the latest step of the sentence is read. (mend36) The base must be the day of the
step's own clock, not any day the run knows (a run carrying the 17th and the 18th would excuse a
day off): the caller requires a result's timestamp of that day at that clock (`2026-12-18 07:00`,
`timestamp_forms`) or a date the run knows written right before the clock (`18 Dec 07:00 + 24 h`).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `midnight-step` | `07:00 + 24 h = 19 Dec 07:00` | a clock and a count of hours its sentence writes before it, the day of that clock (a carried timestamp at it, or a known date written right before it) that many whole days before it | a date equal to such a step |

Refused: no clock plus hours before it in its sentence, hours that stay within the day (no midnight
crossed: the date would be the base's own), a clock written after the date that the step does not
reach, a base that is not the clock's known day (the caller's test), a count over `MAX_HOURS`.
Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Final, NamedTuple

__all__ = ["HourStep", "MAX_HOURS", "hour_step", "timestamp_forms"]

MAX_HOURS: Final = 240  # ten days of hours: a longer count is a span of days written in hours
# A clock plus a count of hours: `07:00 + 24 h`, `22:00 + 10 hours`, `7:30 + 36h`.
_CLOCK_PLUS_HOURS: Final = re.compile(
    r"(?<![0-9:.])([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])[ \t]*\+[ \t]*([0-9]{1,3})[ \t]*(?:h|hrs?|hours?)(?![A-Za-z])",
    re.IGNORECASE,
)
# A clock written right after the date (`19 Dec 07:00`, `19 Dec, 07:00`, `19 Dec at 07:00`).
_CLOCK_AFTER: Final = re.compile(r"[ \t]*(?:,[ \t]*|at[ \t]+)?([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])", re.IGNORECASE)


class HourStep(NamedTuple):
    base: date  # the day of the clock written
    expression: str  # `07:00 + 24 h`
    hours: int
    clock: str  # (mend36) the step's clock, `07:00`
    at: int  # (mend36) where the step's clock starts in the answer


def timestamp_forms(base: date, clock: str) -> tuple[str, ...]:
    """(mend36) The spellings a result gives a timestamp of `base` at `clock` (`2026-12-18 07:00`,
    `2026-12-18T07:00:00`): the step's base is the clock's day only when a result carries one."""
    day = base.isoformat()
    return tuple(f"{day}{sep}{clock}{tail}" for sep in (" ", "T") for tail in ("", ":00", "Z", ":00Z"))


def hour_step(answer: str, start: int, at: int, end: int, day: date) -> HourStep | None:
    """The step that reaches `day`, the date written at `answer[at:end]`, from a clock plus hours its
    sentence (from `start`) writes before it; the latest such step only (mend36: not every one, each
    a chance at a base). None when it does not."""
    steps = list(_CLOCK_PLUS_HOURS.finditer(answer, start, at))
    after = _CLOCK_AFTER.match(answer, end)
    for m in steps[-1:]:
        hours = int(m.group(3))
        if not 0 < hours <= MAX_HOURS:
            continue
        minutes = int(m.group(1)) * 60 + int(m.group(2)) + hours * 60
        days, landed = divmod(minutes, 24 * 60)
        if days < 1:
            continue  # no midnight crossed: the clock's own day
        if after is not None and int(after.group(1)) * 60 + int(after.group(2)) != landed:
            continue
        try:
            base = day - timedelta(days=days)
        except OverflowError:
            continue
        return HourStep(base, m.group(0), hours, f"{int(m.group(1)):02d}:{m.group(2)}", m.start())
    return None
