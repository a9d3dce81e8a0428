"""The `days-between` arithmetic rule (round 16, `dates16`): a count of days between two dates its
line writes, inclusive only when the line says so.

A telecom answer prorates a plan change: `Days left in June (today included): June 9 → June 30 =
22 of 30`; a booking answer `Mar 15 to Mar 19: 4 nights`; a refund `from 2026-06-01 to 2026-06-14
(13 days)`. People count the days between two dates as the calendar does (the later date minus the
earlier), and add one when they count both ends, which they then say (`today included`,
`inclusive`, `both days`, `through`). The operands are the two dates the line writes right before
the value (in words with or without a year, ISO), joined by an arrow, a dash, `to`, `through`,
`until`, `-`; the line names days (`days`, `nights`, `Days left`).

| rule | the answer writes | computed as | its price: an invention it cannot catch |
|---|---|---|---|
| `days-between` | `June 9 → June 30 = 22 of 30` (`today included`) | (June 30 - June 9) + 1 | a count equal to the gap of the two dates the line writes, the dates themselves judged apart |

Refused: a count a day off (`23`, or `22` with no word that counts both ends); dates not joined as a
range; a line that names no days; a count before the dates.
Yearless dates are read in the year `year` gives (the run's stated today's), else in a common and a
leap year alike (a range across February's end in an unknown year is not read).
Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal
from typing import Final

from .layout import line_bounds
from .word_keys import word_key

__all__ = ["explain_days_between"]

_MONTHS: Final = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}
_MONTH_WORD: Final = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
# One end: `June 9`, `Jun 9th`, `June 9, 2026`, `9 June`, `2026-06-09`.
_END: Final = (
    r"(?:" + _MONTH_WORD + r"\.?[ \t]+([0-9]{1,2})(?:st|nd|rd|th)?(?:,?[ \t]+((?:19|20)[0-9]{2}))?"
    r"|([0-9]{1,2})(?:st|nd|rd|th)?[ \t]+" + _MONTH_WORD.replace("(", "(?P<m2>", 1) + r"(?:[ \t]+((?:19|20)[0-9]{2}))?"
    r"|((?:19|20)[0-9]{2})-([0-9]{2})-([0-9]{2}))"
)
_JOIN: Final = r"[ \t]*(?:→|->|–|—|-|to|through|thru|until|till)[ \t]*"
_RANGE: Final = re.compile(r"(?<![0-9A-Za-z])" + _END + _JOIN + _END.replace("?P<m2>", "?P<n2>") + r"(?![0-9A-Za-z])", re.IGNORECASE)
# Between the range's end and the count: a short link (`=`, `:`, `(`, `is`, `are`, `→`).
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_LINK: Final = re.compile(r"[ \t]*+(?:[=:(,]|→|->|is|are|makes|gives|that's)?[ \t]*+(?:\*\*)?[ \t]*$", re.IGNORECASE)
_DAYS_WORD: Final = re.compile(r"\b(?:days?|nights?)\b", re.IGNORECASE)
_BOTH_ENDS: Final = re.compile(
    r"\b(?:included|inclusive|including|incl\.?|both (?:days|ends|dates)|counting (?:today|both)|through)\b", re.IGNORECASE
)
# How far before the count the range may end (a link, spaces, markup).
_REACH: Final = 12


def _day(groups: tuple[str | None, ...], year: int) -> date | None:
    month_word, day, written_year, day_first, month_first, year_first, iso_year, iso_month, iso_day = groups
    try:
        if iso_year is not None and iso_month is not None and iso_day is not None:
            return date(int(iso_year), int(iso_month), int(iso_day))
        if month_word is not None and day is not None:
            return date(int(written_year or year), _MONTHS[word_key(month_word)[:3]], int(day))
        if day_first is not None and month_first is not None:
            return date(int(year_first or year), _MONTHS[word_key(month_first)[:3]], int(day_first))
    except (ValueError, KeyError):
        return None
    return None


def _gap(m: re.Match[str], year: int) -> int | None:
    groups = m.groups()
    first, last = _day(groups[:9], year), _day(groups[9:18], year)
    if first is None or last is None:
        return None
    if last < first and last.year == first.year and not (groups[11] or groups[14] or groups[15]):
        try:
            last = last.replace(year=last.year + 1)  # `Dec 28 → Jan 3`: the next year's
        except ValueError:
            return None
    days = (last - first).days
    return days if days > 0 else None


def explain_days_between(answer: str, start: int, end: int, value: Decimal, year: int | None) -> tuple[str, tuple[tuple[str, str, str], ...]] | None:
    """(expression, operands) when `answer[start:end]`, an integer, is the days between the two
    dates of a range its line writes right before it (both ends counted when the line says so)."""
    if value != value.to_integral_value() or not 1 <= value <= 400:
        return None
    line_start, line_end = line_bounds(answer, start, end)
    line = answer[line_start:line_end]
    if _DAYS_WORD.search(line) is None:
        return None
    found: re.Match[str] | None = None
    for m in _RANGE.finditer(answer, max(line_start, start - 120), start):
        if start - m.end() <= _REACH and _LINK.match(answer[m.end():start]) is not None:
            found = m
    if found is None:
        return None
    both = _BOTH_ENDS.search(line) is not None
    gaps = {_gap(found, y) for y in ((year,) if year is not None else (2023, 2024))}
    if len(gaps) != 1:
        return None
    gap = gaps.pop()
    if gap is None:
        return None
    count = gap + 1 if both else gap
    if count != int(value):
        return None
    written = found.group(0)
    expression = f"({written}) = {gap} day{'s' if gap != 1 else ''}" + (" + 1 (both ends counted)" if both else "")
    return expression, ((written, "answer", f"answer offset {found.start()}"),)
