"""Ranges judged by their ends: line ranges, approximate bands and day-first date ranges.

A range of small numbers is split into its ends (spec 11.2), and ends under the digit minimum are
prose; but a range one digit off a range a person said or a result carried is judged whole
(`extract._near_carried`), and some ranges are one token no end rule reads. People write three
such ranges whose every end is accounted for:

| rule | the answer writes | its ends are | its price: what it cannot catch |
|---|---|---|---|
| `line-range` | `lines 96-97`, `Lines 98-99` (after "line(s)") when the user asked about "line 96-99"; a line anchor `L96-L97`, `merge.py#L96-L97` | two line numbers one result writes as whole numbers (a `cat -n`, blame or grep listing) | a wrong pair of lines both shown in one listing |
| `approx-range` | `around $101-102` for AOVs of `$101.57` and `$102.03` the answer wrote | after "around", "about", "roughly", "approximately", "~": each end a number the answer writes with decimals, cut or rounded to a whole number | a band whose ends round numbers the answer wrote for something else |
| `date-range` | `27.-29.11.2026`, `27.11.-29.11.2026`, `27.11.2026-29.11.2026` | two day-first dotted dates, each grounded by the date rules (`2026-11-27 08:14:22` carried) | as for the date rules |

Each end must be accounted for: `lines 96-87` (no 87 in the listing), `around $101-103` (no number
near 103 written), `27.-30.11.2026` (no 30th carried) stay flagged. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["approx_range_ends", "dotted_date_range", "line_range", "line_range_turn", "rounded_ends_written"]

# A number range token: 96-97, 101-102 (normalized, no marks).
_NUMBER_RANGE = re.compile(r"([0-9]{1,6})-([0-9]{1,6})", re.ASCII)
# A line anchor as code hosts write it: L96-L97, L96-97, merge.py#L96-L97 (normalized: lower case).
_LINE_ANCHOR = re.compile(r"(?:^|#)l([0-9]{1,6})-l?([0-9]{1,6})", re.ASCII)
# "line"/"lines" right before the range ("**Lines 96-97**", "line 96-99", "ll. 96-97").
_LINE_CUE = re.compile(r"(?:\blines?|\bll\.)[ \t\u00a0]*[*_]{0,2}[ \t\u00a0]*\Z", re.IGNORECASE)
# An approximation cue right before the range ("around $101-102", "about 12-14", "~40-45").
_APPROX_CUE = re.compile(
    r"(?:\b(?:around|about|roughly|approximately|approx\.?|circa|ca\.)|~|\u2248)[ \t\u00a0]*[$\u20ac\u00a3\u00a5]?[ \t\u00a0]*\Z",
    re.IGNORECASE,
)
# A number the answer writes with decimals: 101.57, 1,102.03.
_DECIMAL = re.compile(r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)\.([0-9]+)(?![0-9])", re.ASCII)
# Day-first dotted date ranges: 27.-29.11.2026, 27.11.-29.11.2026, 27.11.2026-29.11.2026.
_DOTTED_RANGE = re.compile(
    r"([0-9]{1,2})\.(?:([0-9]{1,2})\.([0-9]{4})?)?-([0-9]{1,2})\.([0-9]{1,2})\.([0-9]{4})", re.ASCII
)


def line_range(value: str, answer: str, offset: int) -> tuple[str, str] | None:
    """The two ends of a number range token written right after "line(s)", or of a line anchor
    (`L96-L97`, `merge.py#L96-L97`), or None."""
    anchor = _LINE_ANCHOR.search(value)
    if anchor is not None and anchor.end() == len(value):
        low, high = anchor.group(1), anchor.group(2)
    else:
        m = _NUMBER_RANGE.fullmatch(value)
        if m is None or offset < 0 or _LINE_CUE.search(answer, max(0, offset - 16), offset) is None:
            return None
        low, high = m.group(1), m.group(2)
    if int(high) < int(low):
        return None
    return low, high


def line_range_turn(ends: tuple[str, str], texts: Sequence[tuple[str, int]]) -> int:
    """The latest turn of one result text that writes both ends as whole numbers, or -1."""
    low, high = ends
    patterns = [re.compile(r"(?<![0-9.,:-])" + end + r"(?![0-9]|[.,][0-9])") for end in (low, high)]
    best = -1
    for text, turn in texts:
        if turn > best and low in text and high in text and all(p.search(text) for p in patterns):
            best = turn
    return best


def approx_range_ends(range_token: str | None, answer: str, offset: int) -> tuple[int, int] | None:
    """The two whole-number ends of a range written after an approximation cue, or None."""
    if range_token is None or offset < 0:
        return None
    m = _NUMBER_RANGE.fullmatch(range_token.replace(",", ""))
    if m is None:
        return None
    low, high = int(m.group(1)), int(m.group(2))
    if high < low:
        return None
    if _APPROX_CUE.search(answer, max(0, offset - 20), offset) is None:
        return None
    return low, high


def rounded_ends_written(ends: tuple[int, int], answer: str) -> bool:
    """Whether each end is a number the answer writes with decimals, cut or rounded to a whole
    number (`101` for `101.57`, `102` for `102.03`)."""
    wholes = _wholes_of(answer)
    return ends[0] in wholes and ends[1] in wholes


_LAST: list[tuple[str, frozenset[int]] | None] = [None]  # a one-entry memo: the answer read last (keyed on its text)


def _wholes_of(answer: str) -> frozenset[int]:
    """The whole numbers the answer's decimals cut or round to, read once per answer (each band
    read them all: an answer of thousands of bands and decimals cost their square)."""
    last = _LAST[0]
    if last is not None and last[0] == answer:
        return last[1]
    wholes: set[int] = set()
    for m in _DECIMAL.finditer(answer):
        whole = int(m.group(1).replace(",", ""))
        wholes.add(whole)
        if m.group(2)[0] >= "5":
            wholes.add(whole + 1)
    found = frozenset(wholes)
    _LAST[0] = (answer, found)
    return found


def dotted_date_range(value: str) -> tuple[str, str] | None:
    """The two ISO dates of a day-first dotted date range (`27.-29.11.2026`), or None."""
    m = _DOTTED_RANGE.fullmatch(value)
    if m is None:
        return None
    day1, day2, month2, year2 = int(m.group(1)), int(m.group(4)), int(m.group(5)), int(m.group(6))
    month1 = int(m.group(2)) if m.group(2) is not None else month2
    year1 = int(m.group(3)) if m.group(3) is not None else year2
    first, last = _iso(year1, month1, day1), _iso(year2, month2, day2)
    if first is None or last is None or last < first:
        return None
    return first, last


def _iso(year: int, month: int, day: int) -> str | None:
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    days = (31, 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    if day > days[month - 1]:
        return None
    return f"{year:04d}-{month:02d}-{day:02d}"
