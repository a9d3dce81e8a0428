"""Dates written without their year (round 13, counted as `numeric-date`): `03-01`, `06/18`.

A banking answer lists `Spotify Premium 50.00 on 03-01 + iPhone 3GS 1,000.00 on 03-04` for a
result's `date: '2022-03-01'`, `'2022-03-04'`: it shortened the carried dates, it did not invent
them. Such a token is grounded when a date the run carries (an ISO date, alone or in a timestamp)
has that month and day. The order is read as the answer writes it: with a hyphen month first (the
ISO order, `MM-DD`); with a slash month first unless the answer writes a slashed date only day
first can be (`21/09`, `21/09/2025`). Both parts are written with two digits: `3/4` is a
fraction and `3-4` a range as often as a date, and `18.06` is a number. No year is guessed. The
grounding is counted under `numeric-date` (a carried date in a numeric spelling; a rule of its own
would be a new column of every answers table). The price: a month and day a carried date has in
another year (a date moved by a whole year) is read as carried.

| rule | the answer writes | grounded by | its price: an invention it cannot catch |
|---|---|---|---|
| `numeric-date` (no year) | `on 03-01` | a carried date with that month and day (`2022-03-01`) | the same month and day in another year |

Refused: a day a month does not have (`02-30`), a day or month one digit off every carried date.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["MONTH_DAY", "month_day_of", "month_day_key", "writes_day_first"]

# A month and day as one token of two digits each: `03-01`, `06/18`.
MONTH_DAY: Final = re.compile(r"([0-9]{2})([-/])([0-9]{2})", re.ASCII)
# A slashed date only day first can be, anywhere in the answer: `21/09`, `21/09/2025`.
_DAY_FIRST: Final = re.compile(r"(?<![0-9/])(1[3-9]|2[0-9]|3[01])/(0?[1-9]|1[0-2])(?![0-9])", re.ASCII)
_DAYS: Final = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def month_day_key(month: int, day: int) -> tuple[int, int] | None:
    """(month, day) when a year has that day (February 29 included), else None."""
    if 1 <= month <= 12 and 1 <= day <= _DAYS[month - 1]:
        return (month, day)
    return None


def writes_day_first(answer: str) -> bool:
    """Whether the answer writes a slashed date only day first can be (`21/09`, `21/09/2025`)."""
    return _DAY_FIRST.search(answer) is not None


def month_day_of(value: str, answer: str, day_first: bool | None = None) -> tuple[int, int] | None:
    """The (month, day) a token without a year names, in the order its answer writes dates; None
    when `value` is no such token or names no day. `day_first`: `writes_day_first(answer)`, when
    the caller has read it once for the answer (else it is read here)."""
    m = MONTH_DAY.fullmatch(value)
    if m is None:
        return None
    first, second = int(m.group(1)), int(m.group(3))
    if m.group(2) == "/" and (writes_day_first(answer) if day_first is None else day_first):
        return month_day_key(second, first)
    return month_day_key(first, second)
