"""A result's series of four-digit clocks (round 24): a tide table's `LW 0214 ... HW 0807 ... LW 1431`,
a timetable's `0600 | 0700 | 0800`, read as the clocks they are.

Round 23 reads a four-digit clock only beside a clock word or a clock partner (`at 0730`, `0730 to
1630`, `1700 hrs`): a bare `1431` is as often a count, an id or an amount. A table of the times of
one day written the military way carries no such cue on each time; what marks it is the series:
three or more four-digit numbers in a row in the same text, each a clock of a day (`00`-`23`, then
`00`-`59`), each later than the one before, at least one written with its leading zero (`0214`,
`0600`): a count, an amount or a year is not written with a leading zero, and a run of ids or years
seldom climbs through the hours of one day. The clocks of such a run ground an answer's `14:31`
(the `clock` spelling, through `written.written_keys`).

`departure_clocks` reads the other place a four-digit clock stands without round 23's cues: right
after a word of leaving or arriving (`leaving 0815 under engine`, `depart at 0930`, `ETA 1430`), as a
person states the start of a trip (`lead-time`'s bases, `clock_leads.py`).

Its refusals: a lone `1431`, a run without a leading zero (`1200, 1350, 1500` units), a run that
goes back (`0915, 1640, 0830`: the times of different days) in parts of under three, a number glued
to a letter, a dash, a slash or a point (`INV-26-0871`, `2026-05-14`, `12.0830`). Its price: an
answer's clock equal to a number of such a run that was not a time.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["MIN_RUN", "departure_clocks", "series_clocks"]

# Four digits that may be a 24-hour clock, standing alone: not the tail or the head of another
# number, id, date or decimal (`INV-26-0871`, `2026-05-14`, `1.0830`, `0830,5`), nor a percent.
_FOUR: Final = re.compile(
    r"(?<![0-9A-Za-z.:,/#$+\-\u00a3\u20ac])([01][0-9]|2[0-3])([0-5][0-9])(?![0-9A-Za-z%]|[.,:/\-][0-9])",
    re.ASCII,
)
MIN_RUN: Final = 3  # the fewest clocks a run needs
MAX_TEXT: Final = 65_536  # the characters of a text read for a series


def series_clocks(text: str) -> list[tuple[int, int]]:
    """The (hour, minute) of every four-digit number of `text` that belongs to a climbing series of
    clocks (the module's docstring), in text order."""
    found: list[tuple[int, int]] = []
    run: list[tuple[int, bool]] = []  # (minutes of the day, written with a leading zero)

    def close() -> None:
        if len(run) >= MIN_RUN and any(zero for _, zero in run):
            found.extend(divmod(minutes, 60) for minutes, _ in run)
        run.clear()

    for m in _FOUR.finditer(text[:MAX_TEXT]):
        minutes = int(m.group(1)) * 60 + int(m.group(2))
        if run and minutes <= run[-1][0]:
            close()
        run.append((minutes, m.group(1)[0] == "0"))
    close()
    return found


# A four-digit clock right after a word of leaving or arriving, `at` between them allowed:
# `leaving 0815`, `departs at 0930`, `ETA 1430`, `arriving by 1600`. The digits as `_FOUR`.
_DEPARTURE: Final = re.compile(
    r"\b(?:leav(?:e|es|ing)|depart(?:s|ing|ure)?|sail(?:s|ing)?|arriv(?:e|es|ing|al)|ETA|ETD)"
    r"[ \t]+(?:(?:at|by)[ \t]+)?([01][0-9]|2[0-3])([0-5][0-9])(?![0-9A-Za-z%]|[.,:/\-][0-9])",
    re.ASCII | re.IGNORECASE,
)


def departure_clocks(text: str) -> list[tuple[int, int, str]]:
    """The four-digit clocks `text` writes right after a word of leaving or arriving, as (start,
    minutes of the day, as written), in text order."""
    if not any(c.isdigit() for c in text[:MAX_TEXT]):
        return []
    return [(m.start(1), int(m.group(1)) * 60 + int(m.group(2)), m.group(1) + m.group(2))
            for m in _DEPARTURE.finditer(text[:MAX_TEXT])]
