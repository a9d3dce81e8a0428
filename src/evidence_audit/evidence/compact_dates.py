"""Dates a result writes in numbers without hyphens: `2025.08.13`, `2025/08/13`, `20250813`.

Machines name things by the day: an index `logs-app-2025.08.13`, a folder `exports/2025/08/13/`,
a backup `db_20250813.sql.gz`, a stamp `20250813T0400Z`. A person reading such a result and writing
`Aug 13` or `2025-08-13` read a date the result carries, as one writing `July 3rd, 2024` for an
email's words does (`written.written_keys`, the result-side date readings): `compact_dates(text)`
gives the ISO dates such spellings write, for the same lookup (round 24).

What is no date, and why the readings are narrow:
- a version (`1.2.3`, `2.14.0`) or a number with places (`2025.08`, an amount) has no four-digit year
  of 1900-2099 followed by two two-digit parts; a longer dotted or slashed run (`2025.08.13.1`,
  `10.2025.08.13`, an IP-like run) is none either;
- eight digits alone (`20250813`) may be an order number or a count: they are a date only with a
  valid month and day and a date-like neighbour, a separator gluing them to the rest of a file name
  or id (`db_20250813.sql`, `run-20250813-2`), an ISO basic time after them (`20250813T0400`), or a
  key or label that says date right before them (`"date": "20250813"`, `Date: 20250813`);
- the month and day must make a real date of that year (`2025.02.30` is none).

(fold32) This module is the one reader of a year-first date with dots or slashes: the result-side
reading above (`compact_dates`), an answer's value (`year_first`: the `numeric-date` spelling, the
date rules' values and bases in `gate` and `computed/basis`) and a date written alone in prose
(`year_first_dates(text, alone=True)`: the respelling of `year_first_dates.py`) all read the one
pattern `_SEPARATED` and the one test of a real date, `_iso`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date
from typing import Final

from .digit_gates import YEAR_FIRST_BESIDE

__all__ = ["compact_dates", "year_first", "year_first_dates"]

# A year of 1900-2099, a dot or a slash, two-digit month and day with the same separator
# (`2025.08.13`, `2025/08/13`, also inside a token: `logs-app-2025.08.13`); not a piece of a longer
# dotted or slashed number run (`10.2025.08.13`, `2025.08.13.1`). Fixed-width lookarounds only.
_SEPARATED: Final = re.compile(
    r"(?<![0-9])(?<![0-9][./])((?:19|20)[0-9]{2})([./])([0-9]{2})\2([0-9]{2})(?![0-9])(?![./][0-9])",
    re.ASCII,
)
# Eight digits: a year of 1900-2099, a month 01-12, a day 01-31, no digit on either side
# (`20250813`); its neighbours are checked by `_date_like` before it is read as a date.
_COMPACT: Final = re.compile(
    r"(?<![0-9])((?:19|20)[0-9]{2})(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])(?![0-9])",
    re.ASCII,
)
# A key or label that says date, right before a compact date (`"date": "`, `report_date=`,
# `Date: `, `dated `): a word ending in `date` or `dated`, an optional quote, a colon, an equals
# sign or a space, an optional quote; matched at the end of the few characters before the digits.
_DATE_LABEL: Final = re.compile(r"(?<![a-z])(?:[a-z]+[_-])?dated?[\"']?[ \t]*[:=]?[ \t]*[\"']?\Z", re.ASCII | re.IGNORECASE)
# Separators that glue a compact date to the rest of a file name or id.
_GLUE: Final = "-_./"
# An ISO basic time right after a compact date: `T0400`, `T04`.
_BASIC_TIME: Final = re.compile(r"T[0-2][0-9]", re.ASCII)


def _date_like(text: str, start: int, end: int) -> bool:
    """Whether the eight digits at `text[start:end]` have a date-like neighbour (module docstring)."""
    if start >= 2 and text[start - 1] in _GLUE and text[start - 2].isalnum():
        return True
    if end + 1 < len(text) and text[end] in _GLUE and text[end + 1].isalnum():
        return True
    if _BASIC_TIME.match(text, end) is not None:
        return True
    return _DATE_LABEL.search(text, max(0, start - 24), start) is not None


def _date(year: str, month: str, day: str) -> date | None:
    try:
        return date(int(year), int(month), int(day))
    except ValueError:
        return None


def _iso(year: str, month: str, day: str) -> str | None:
    found = _date(year, month, day)
    return None if found is None else found.isoformat()


def _alone(text: str, start: int, end: int, stop: int) -> bool:
    """Whether the year-first date at `text[start:end]` is written alone, as prose writes a date: no
    ASCII letter, point, slash or hyphen glued before it (`v2024.10.01`, a version; `/srv/2026/10/20`,
    a path; `2026/11/03-2026/11/10`'s second date), no ASCII letter after it nor a hyphen and a digit
    (`2026/10/20-3`, an id)."""
    before = text[start - 1] if start > 0 else ""
    if before and (before in "./-" or (before.isascii() and before.isalnum())):
        return False
    after = text[end] if end < stop else ""
    if after.isascii() and after.isalpha():
        return False
    return not (after == "-" and end + 1 < stop and text[end + 1] in "0123456789")


def year_first_dates(text: str, start: int = 0, end: int | None = None, *, alone: bool = False) -> list[tuple[int, int, date]]:
    """The dates `text[start:end]` writes year first with dots or slashes (`2026/10/20`,
    `2026.11.03`), as (start, end, date), real dates only, in text order; `alone`: only those written
    alone (`_alone`), as an answer's prose writes a date (not a piece of a token: a version, a path,
    an id). The characters around `start` are read as neighbours; `end` ends the text."""
    if "/" not in text and "." not in text:
        return []
    stop = len(text) if end is None else end
    if YEAR_FIRST_BESIDE.search(text, start, stop) is None:
        return []  # (speed35) no year, then a point or a slash, then a digit (`digit_gates.py`)
    out: list[tuple[int, int, date]] = []
    for m in _SEPARATED.finditer(text, start, stop):
        day = _date(m.group(1), m.group(3), m.group(4))
        if day is not None and (not alone or _alone(text, m.start(), m.end(), stop)):
            out.append((m.start(), m.end(), day))
    return out


def year_first(value: str) -> str | None:
    """(round 31) The ISO date a value written year first with slashes or dots is (`2026/11/03`,
    `2026.11.03`: the order East Asian, Iranian, Arabic and South African answers write), or None:
    the one reading such a spelling has (no year-day-month order is written), for an answer's value
    as `compact_dates` reads a result's text."""
    m = _SEPARATED.fullmatch(value)
    return None if m is None else _iso(m.group(1), m.group(3), m.group(4))


def compact_dates(text: str) -> Iterator[str]:
    """The ISO dates `text` writes as `2025.08.13`, `2025/08/13` or (with a date-like neighbour)
    `20250813` (the separated ones first, each kind in text order)."""
    for _, _, day in year_first_dates(text):
        yield day.isoformat()
    for m in _COMPACT.finditer(text):
        if _date_like(text, m.start(), m.end()):
            found = _iso(m.group(1), m.group(2), m.group(3))
            if found is not None:
                yield found
