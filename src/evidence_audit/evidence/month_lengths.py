"""The length of a month in minutes, hours or seconds (round 19): `Downtime: 58 minutes of 43,200 in
November`; `Dec has 744 h`; `2,592,000 seconds in a 30-day month`.

An SLA's uptime is the minutes down over the month's minutes, a budget's run-rate is spent over the
month's hours: people write the month's length (30 x 1,440 = 43,200 minutes) as a number of its
own, which no result carries. This reads a value that is the days of a month times the minutes
(1,440), hours (24) or seconds (86,400) of a day, where its line names that unit after a number
(`minutes`, `min`, `hours`, `h`, `seconds`, `s`) and the month: its name (its days: February's by
the year written, else 28 or 29) or `month` (30 or 31 days).

Refused: a month other than the one named (44,640 minutes in November); a unit its line does not
name; a value one digit off a carried number (in `computed/`). Its price: a number of a run equal
to such a length, written beside a month and its unit, is computed. Pure: no I/O, no state."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final, NamedTuple

from .prorations import months_named

__all__ = ["MonthLength", "month_length"]

# The unit of a day's parts its line names, with how many a day has.
_UNITS: Final = (
    ("minutes", 1440, re.compile(r"\b(?:minutes?|mins?)\b", re.IGNORECASE)),
    ("hours", 24, re.compile(r"(?:\b(?:hours?|hrs?)\b|(?<=[0-9])[ \t]?h\b)", re.IGNORECASE)),
    ("seconds", 86400, re.compile(r"(?:\b(?:seconds?|secs?)\b|(?<=[0-9])[ \t]?s\b)", re.IGNORECASE)),
)
_MONTH_WORD: Final = re.compile(r"\bmonth(?:ly|'s)?\b", re.IGNORECASE)


class MonthLength(NamedTuple):
    days: int  # the month's days
    per_day: int  # the unit's count in a day
    unit: str  # `minutes`, `hours`, `seconds`
    month: str  # the month as written, or `a month`


def month_length(line: str, number: Decimal) -> MonthLength | None:
    """The month's length in a unit its line names that is `number` (the module's docstring), or None."""
    if number < 24 * 28 or number != number.to_integral_value():
        return None
    months = months_named(line)
    if not months and _MONTH_WORD.search(line):
        months = [(30, "a month"), (31, "a month")]
    for days, month in months:
        for unit, per_day, pattern in _UNITS:
            if days * per_day == number and pattern.search(line):
                return MonthLength(days, per_day, unit, month)
    return None
