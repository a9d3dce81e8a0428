"""A duration written with `ago` after a moment its line writes, to the run's stated now (round 18).

An airline policy states `The current time is 2026-03-11 09:40:00 EDT`; a reservation carries
`"created_at": "2026-03-10T18:05:00"`; the answer writes `You booked on March 10 at 18:05, 15h35
ago, which is within the 24-hour window`. The duration is the stated now less the moment the line
writes right before it (a date and a clock: ISO, or a month and day in words, in the year of the
now or the one before; the clock resolved), under the `duration` rule's name:

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `duration` (round 18) | `booked on March 10 at 18:05, 15h35 ago` | the run's stated now (a system or user text: `current time is 2026-03-11 09:40`, `Today is 2026-06-17 (Wednesday), 10:05`) less the date and resolved clock its line writes last before it; exact to the minute; under 7 days | a duration equal to that gap |

Refused: a gap a minute or an hour off, no `ago` after the value, no clock before it on its line, a
clock the answer did not resolve, a moment after the now, no stated now. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date, datetime
from typing import Final

from .clock_forms import clock_pattern, meridiem
from .durations import ClockDerivation
from .written import _MONTH, _MONTHS

__all__ = ["explain_ago", "stated_now"]

# The run's now: a stated today's ISO date and, within a few words after it, its clock.
_NOW: Final = re.compile(
    r"\b(?:today(?:'s|\u2019s)?(?:[ \t]+date)?|current[ \t]+(?:date|time)|the[ \t]+date|now)(?:[ \t]+is)?[ \t]*[:=]?[ \t]*"
    r"([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]|[^0-9\n]{1,24}?)([0-9]{2}):([0-9]{2})(?![0-9])",
    re.IGNORECASE,
)
# The duration's spellings: `15h35`, `15:35` (three digits of hours too: wider than
# `glued_clocks.H_DURATION`); `ago` right after it.
_GLUED: Final = re.compile(r"([0-9]{1,3})(?:h|:)([0-5][0-9])m?", re.IGNORECASE)
# (hostile37) Its blanks taken possessively: two repeats of blanks side by side shared a run of n
# blanks every way before refusing (a duration then 16,000 spaces: 5 s of `check`, the square);
# nothing either gives back could start what follows it, so it matches as before.
_AGO: Final = re.compile(r"[ \t]*+(?:\*\*)?[ \t]*+ago\b", re.IGNORECASE)
# The moment before it on its line: a date (ISO, or a month and day in words) then a clock.
_ISO_DATE: Final = re.compile(r"(?<![0-9])([0-9]{4})-([0-9]{2})-([0-9]{2})(?![0-9])")
_WORD_DATE: Final = re.compile(
    rf"(?<![A-Za-z])(?:({_MONTH})\.?[ \t]+([0-9]{{1,2}})(?:st|nd|rd|th)?|([0-9]{{1,2}})(?:st|nd|rd|th)?[ \t]+(?:of[ \t]+)?({_MONTH})\.?)(?![A-Za-z0-9])",
    re.IGNORECASE,
)
_CLOCK: Final = re.compile(clock_pattern(seconds="", half=meridiem(r"[ \t]", "?", end=r"\b")))
MAX_MINUTES: Final = 7 * 24 * 60


def stated_now(text: str) -> datetime | None:
    """The date and clock a system or user text states as now (`The current time is 2026-03-11
    09:40:00`, `Today is 2026-06-17 (Wednesday), 10:05 local time`), or None."""
    m = _NOW.search(text)
    if m is None:
        return None
    try:
        return datetime(int(m.group(1)), int(m.group(2)), int(m.group(3)), int(m.group(4)), int(m.group(5)))
    except ValueError:
        return None


def _day_before(line: str, end: int, now: datetime) -> date | None:
    """The last date `line[:end]` writes: ISO, or a month and day in the now's year (the year
    before when that falls after the now)."""
    found: list[tuple[int, date]] = []
    for m in _ISO_DATE.finditer(line, 0, end):
        try:
            found.append((m.start(), date(int(m.group(1)), int(m.group(2)), int(m.group(3)))))
        except ValueError:
            continue
    for m in _WORD_DATE.finditer(line, 0, end):
        month, day = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        number = _MONTHS.get(month.lower()[:3]) or _MONTHS.get(month.lower())
        if number is None:
            continue
        for year in (now.year, now.year - 1):
            try:
                candidate = date(year, number, int(day))
            except ValueError:
                break
            if candidate <= now.date():
                found.append((m.start(), candidate))
                break
    return max(found)[1] if found else None


def explain_ago(answer: str, value: str, resolved: Iterable[str], now: datetime | None) -> ClockDerivation | None:
    """The `value` (`15h35`) written with `ago` as the stated now less the moment its line writes
    right before it (module doc), or None."""
    glued = _GLUED.fullmatch(value)
    if now is None or glued is None:
        return None
    known = set(resolved)
    for m in re.finditer(r"(?<![0-9A-Za-z.:])" + re.escape(value) + r"(?![0-9A-Za-z:])", answer, re.IGNORECASE):
        if _AGO.match(answer, m.end()) is None:
            continue
        line_start = answer.rfind("\n", 0, m.start()) + 1
        line = answer[line_start : m.start()]
        clocks = list(_CLOCK.finditer(line))
        if not clocks:
            return None
        clock = clocks[-1]
        token = f"{clock.group(1)}:{clock.group(2)}"
        if token not in known and clock.group(0).lower() not in known:
            return None
        hour, minute = int(clock.group(1)), int(clock.group(2))
        if clock.group(3) is not None:
            if not 1 <= hour <= 12:
                return None
            hour = hour % 12 + (12 if clock.group(3).lower() == "p" else 0)
        if hour > 23 or minute > 59:
            return None
        day = _day_before(line, clock.start(), now)
        if day is None:
            return None
        moment = datetime(day.year, day.month, day.day, hour, minute)
        gap = int((now - moment).total_seconds() // 60)
        if not 0 < gap <= MAX_MINUTES or (now - moment).total_seconds() % 60:
            return None
        if gap != int(glued.group(1)) * 60 + int(glued.group(2)):
            return None
        shown = now.strftime("%Y-%m-%d %H:%M")
        return ClockDerivation(
            "duration", f"{shown} - {day.isoformat()} {clock.group(0)} = {value}",
            ((clock.group(0), "answer", f"answer offset {line_start + clock.start()}"), (shown, "said", "the run's stated now")))
    return None
