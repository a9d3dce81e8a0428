"""What an answer's sentence tells about one of its yearless dates in words (round 15, `yearless15`).

Round 14's yearless dates (`yearless_words.py`) flagged honest dates whose explanation lies in how
people and programs write dates, not in a tool's value. This module reads that context, each
reading a small pure function `word_dates._judge_yearless` asks before it flags:

- `numeric_twin`: the answer writes the same day in numbers beside it (`e.g. 01.12.2026 for
  December 1`, `2026-12-01 (December 1)`): one date written twice; the numeric one is the claim the
  number rules judge. Refused: a numeric date of another day (`01.12.2026 for December 2`).
- `zone_shift`: a day one off a date the run knows, a clock written right beside it and a time
  zone named in its sentence (`5:44:09 PM PDT (00:44:09 UTC on Aug 14)` for a stamp of Aug 13
  17:44 -0700): an instant converted to another zone moves its day (`zone-day`). Refused: two days
  off, no clock beside it, no zone named.
- `inclusive_days`: a count of days that includes both ends (`today through April 11 (25 days)`,
  `day 1 was June 9, then day 12 is June 20`, `10 days from March 3 ... last day Mar 12`): the span
  less one day (`date-span`'s inclusive count). Only when the sentence says so (`through`,
  `including`, `inclusive`, `day N`, `last day`); refused: a count that lands a day past.
- `day_word_offset`: `yesterday, June 9`, `tomorrow (Feb 11)`, `today, February 10`: the day a
  word for a day next to the date names, counted from the run's stated today (`today-word`).
  Refused: a date a day off that word's day.
- `clock_change_days`: the days clocks change for daylight saving time in a year (the US's second
  Sunday of March and first of November, Europe's last Sundays of March and October, south-east
  Australia's first Sundays of April and October, New Zealand's last of September): a date on one,
  in a sentence about daylight or summer time or naming a zone, is read off that rule
  (`clock-change`). Refused: a day off it.
- `nth_weekday_named`: `the second Tuesday of each month ... Tuesday, July 9th`: a date that is the
  n-th weekday of its month its sentence names (`nth-weekday`). Refused: a week or a day off.
- `weekday_after_named`: `July 4th falls on a Friday, so the Friday after would be July 11`: the
  week after a known date of its sentence on the weekday it names (`weekday-step`). Refused: a day
  off, a base on another weekday.
- `range_start`: the first day of a range of days the answer writes (`Feb 11–28`, `Aug 22-23`,
  `Nov 15-28, 2026`) a day after a date the run knows, or opening a range whose end the run knows:
  a period counted from a known day. Refused: any other start.

Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Final

from .last_words import says_last
from .layout import line_bounds
from .word_keys import word_key

__all__ = [
    "RANGE_END", "clock_beside", "clock_change_days", "day_before", "day_word_offset", "inclusive_count", "nth_weekday_named",
    "numeric_twin", "range_end_day", "speaks_of_clock_changes", "weekday_after_named", "zone_named",
]

# A numeric date: ISO (`2026-12-01`), or day and month either way round with `.`, `/` or `-` and a
# four-digit year (`01.12.2026`, `12/1/2026`).
_ISO: Final = re.compile(r"(?<![0-9])(?:19|20)[0-9]{2}[-./]([0-9]{1,2})[-./]([0-9]{1,2})(?![0-9])")
_DMY: Final = re.compile(r"(?<![0-9.])([0-9]{1,2})[./-]([0-9]{1,2})[./-](?:19|20)[0-9]{2}(?![0-9])")
# How far from the date a numeric twin is looked for, either way (a bracket, a clause).
_TWIN_REACH: Final = 60


def numeric_twin(answer: str, start: int, end: int, month: int, day: int) -> bool:
    """Whether `answer` writes the month and day of the yearless date at `start:end` in numbers
    within `_TWIN_REACH` characters of it, in the same line (the same date written twice)."""
    line_start, line_end = line_bounds(answer, start, end)
    low = max(line_start, start - _TWIN_REACH)
    high = min(line_end, end + _TWIN_REACH)
    for m in _ISO.finditer(answer, low, high):
        if (int(m.group(1)), int(m.group(2))) == (month, day):
            return True
    for m in _DMY.finditer(answer, low, high):
        a, b = int(m.group(1)), int(m.group(2))
        if (b, a) == (month, day) or (a, b) == (month, day):
            return True
    return False


# A time zone named: an abbreviation (`UTC`, `GMT`, `PDT`, `CEST`, `JST`), an offset (`UTC+9`,
# `+09:00`, `-0700`), or `Z` after a clock.
_ZONE: Final = re.compile(
    r"\b(?:UTC|GMT|[A-Z]{1,3}[SD]T|CES?T|EES?T|WES?T|BST|IST|JST|KST|HKT|SGT|AWST|ACST|AEST|AEDT|NZST|NZDT)\b"
    r"|(?<![0-9])[+\u2212-][0-9]{2}:?[0-9]{2}(?![0-9])|[0-9]Z\b"
)
_CLOCK: Final = re.compile(r"(?<![0-9:])[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?:[ \t]*[ap]\.?m\b)?", re.IGNORECASE)
# How close a clock must be to the date to be its time (`00:44:09 UTC on Aug 14`, `Aug 14 at 1:00`).
_CLOCK_REACH: Final = 16


def _sentence(answer: str, start: int, end: int) -> tuple[int, int]:
    low = max(answer.rfind(". ", 0, start) + 1, answer.rfind("\n", 0, start) + 1)
    ends = [k for k in (answer.find(". ", end), answer.find("\n", end)) if k >= 0]
    return low, min(ends) if ends else len(answer)


def zone_named(answer: str, start: int, end: int) -> bool:
    """Whether the sentence of the date at `start:end` converts a time between zones: it names two
    different zones or offsets and writes two clocks (`5:44:09 PM PDT (00:44:09 UTC on Aug 14)`);
    a date written with one clock in one zone (`delivered on March 2 at 12:14 PM PST`) is no
    conversion, and its day is judged as written."""
    low, high = _sentence(answer, start, end)
    zones = {m.group(0).lstrip("0123456789") for m in _ZONE.finditer(answer, low, high)}
    return len(zones) >= 2 and len(_CLOCK.findall(answer, low, high)) >= 2


def clock_beside(answer: str, start: int, end: int) -> bool:
    """Whether a clock is written within `_CLOCK_REACH` characters before or after the date."""
    for m in _CLOCK.finditer(answer, max(0, start - _CLOCK_REACH - 12), min(len(answer), end + _CLOCK_REACH + 12)):
        if m.end() >= start - _CLOCK_REACH and m.start() <= end + _CLOCK_REACH:
            return True
    return False


# Words that make a count of days include both its ends, anywhere in the sentence: `inclusive`,
# `today included`, `day 1 ... day 12`, `the last day`; and `through` right before the date; (round
# 30) a day counted by its ordinal, `the 100th day is 21 January` (the first day is day 1).
# (trek34) `day N` as the N-th day is (`Dharamsala becomes day 11: 12 March 2027`, an itinerary's
# `Day 11`): the count of a day written after the word, as `the 11th day` writes it before
_INCLUSIVE: Final = re.compile(
    r"\b(?:inclusive|included|incl\.|including[ \t]+today|last[ \t]+day|day[ \t]+[0-9]{1,3}\b(?![.,:][0-9])|day[ \t]+one\b"
    r"|[0-9]{1,3}(?:st|nd|rd|th)[ \t]+day\b)", re.IGNORECASE)
# Round 17: the end of a range of dates whose count of days follows it (`Nov 20 – Dec 3 (14 days)`):
# a dash right before the date after a date's day, and `(N days)` right after it (not nights).
_DASH_BEFORE: Final = re.compile(r"[0-9](?:st|nd|rd|th)?[ \t]*[-\u2013\u2014][ \t]*$", re.IGNORECASE)
_DAYS_AFTER: Final = re.compile(r"[ \t*_]*\([ \t]*[0-9]{1,3}[ \t]+days?\b", re.IGNORECASE)
_THROUGH: Final = re.compile(r"\b(?:through|thru)[ \t*_]*$", re.IGNORECASE)


def inclusive_count(answer: str, start: int, end: int) -> bool:
    """Whether the date's sentence (or the one before, in its line) says its count of days
    includes both ends (`inclusive`, `today included`, `day 1 ... day 12`, `last day`; round 17:
    `incl.`, `including today`), or `through` comes right before the date (`today through April 11
    (25 days)`), or (round 17) it ends a dash range whose count of days follows it (`Nov 20 – Dec 3
    (14 days)`)."""
    if _THROUGH.search(answer, max(0, start - 12), start) is not None:
        return True
    if _DASH_BEFORE.search(answer, max(0, start - 8), start) is not None and _DAYS_AFTER.match(answer, end) is not None:
        return True
    low, high = _sentence(answer, start, end)
    if low > 0 and answer[low - 1] != "\n":
        low = _sentence(answer, max(low - 2, 0), max(low - 2, 0))[0]
    # (census38) or the word for the last in another language (`l'ultimo è 6 marzo`, `अन्तिम दिन`)
    return _says_inclusive(answer, low, high) or says_last(answer, low, high, start)


# (mend46b) the last text's sentences read for `_INCLUSIVE`: (low, high) -> found; a sentence of many
# dates was searched again for each (quadratic)
_INCLUSIVE_READ: Final[list[tuple[str, dict[tuple[int, int], bool]]]] = [("", {})]
MAX_SENTENCES_KEPT: Final = 256


def _says_inclusive(answer: str, low: int, high: int) -> bool:
    kept = _INCLUSIVE_READ[0]
    if kept[0] is not answer and kept[0] != answer:
        kept = (answer, {})
        _INCLUSIVE_READ[0] = kept
    found = kept[1].get((low, high))
    if found is None:
        found = _INCLUSIVE.search(answer, low, high) is not None
        if len(kept[1]) >= MAX_SENTENCES_KEPT:
            kept[1].clear()
        kept[1][(low, high)] = found
    return found


# The end of a range of days right after a date: `-28`, `–23`, ` to 28` (not a year: `-2024`).
RANGE_END: Final = re.compile(r"[ \t]*(?:[-\u2013\u2014]|to[ \t])[ \t]*([0-9]{1,2})(?![0-9])")


def range_end_day(answer: str, end: int, start_day: date) -> date | None:
    """The last day of a range of days the date at `...:end` opens (`Feb 11–28`: Feb 28), in the
    date's month; None when no range follows or its end is no later day of that month."""
    m = RANGE_END.match(answer, end)
    if m is None:
        return None
    try:
        last = start_day.replace(day=int(m.group(1)))
    except ValueError:
        return None
    return last if last > start_day else None


def day_before(day: date) -> str:
    """The ISO day before `day`."""
    return (day - timedelta(days=1)).isoformat()


# A word naming a day relative to today, and its offset in days.
_DAY_WORDS: Final = {"yesterday": -1, "today": 0, "tonight": 0, "tomorrow": 1}
_DAY_WORD: Final = re.compile(r"\b(yesterday|today|tonight|tomorrow)\b", re.IGNORECASE)
# How far from the date the word may be (`tomorrow, Feb 11`, `Feb 11 (tomorrow)`, `yesterday was June 9`).
_DAY_WORD_REACH: Final = 14


def day_word_offset(answer: str, start: int, end: int) -> int | None:
    """The offset from today (-1, 0, 1) of the day word written right beside the date at
    `start:end` (within `_DAY_WORD_REACH` characters, its line), or None when none is."""
    line_start, line_end = line_bounds(answer, start, end)
    low = max(line_start, start - _DAY_WORD_REACH)
    high = min(line_end, end + _DAY_WORD_REACH)
    best: tuple[int, int] | None = None
    for m in _DAY_WORD.finditer(answer, low, high):
        gap = start - m.end() if m.end() <= start else m.start() - end
        if best is None or gap < best[0]:
            best = (gap, _DAY_WORDS[word_key(m.group(1))])
    return None if best is None else best[1]


def _nth_sunday(year: int, month: int, n: int) -> date:
    """The n-th Sunday of the month (n = -1: the last)."""
    if n > 0:
        first = date(year, month, 1)
        return first + timedelta(days=(6 - first.weekday()) % 7 + 7 * (n - 1))
    last = (date(year + month // 12, month % 12 + 1, 1)) - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - 6) % 7)


def clock_change_days(year: int) -> tuple[date, ...]:
    """The days clocks change for daylight saving time in `year` under the common rules (the US,
    Europe, south-east Australia, New Zealand)."""
    return (
        _nth_sunday(year, 3, 2), _nth_sunday(year, 11, 1),  # the US and Canada
        _nth_sunday(year, 3, -1), _nth_sunday(year, 10, -1),  # Europe
        _nth_sunday(year, 4, 1), _nth_sunday(year, 10, 1),  # south-east Australia (and New Zealand's April)
        _nth_sunday(year, 9, -1),  # New Zealand
    )


_CLOCK_CHANGE_WORDS: Final = re.compile(
    r"\b(?:daylight|summer[ \t-]+time|winter[ \t-]+time|standard[ \t-]+time|DST|clocks?[ \t]+(?:go|change|changes|spring|fall|move))\b",
    re.IGNORECASE,
)


def speaks_of_clock_changes(answer: str, start: int, end: int) -> bool:
    """Whether the date's sentence speaks of daylight saving time (`daylight`, `summer time`,
    `DST`, `clocks go back`); a zone named alone (`5:00 PM EDT`) is not enough."""
    low, high = _sentence(answer, start, end)
    return _CLOCK_CHANGE_WORDS.search(answer, low, high) is not None


_ORDINALS: Final = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5, "last": -1}
_NTH_WEEKDAY: Final = re.compile(
    r"\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)[ \t]+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b",
    re.IGNORECASE,
)
_WEEKDAY_INDEX: Final = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def nth_weekday_named(answer: str, start: int, end: int, day: date) -> str:
    """The `n-th weekday` its sentence (or the one before, in its line) names that `day` is
    (`second Tuesday`), or "" when none it names is."""
    low, high = _sentence(answer, start, end)
    if low > 0 and answer[low - 1] != "\n":
        low = _sentence(answer, max(low - 2, 0), max(low - 2, 0))[0]
    for m in _NTH_WEEKDAY.finditer(answer, low, high):
        n, weekday = _ORDINALS[word_key(m.group(1))], _WEEKDAY_INDEX.index(word_key(m.group(2)))
        if day.weekday() != weekday:
            continue
        if n > 0 and (day.day - 1) // 7 + 1 == n:
            return m.group(0)
        if n < 0 and (day + timedelta(days=7)).month != day.month:
            return m.group(0)
    return ""


_WEEKDAY_AFTER: Final = re.compile(
    r"\b(?:the|next)[ \t]+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)[ \t]+(?:after|following)\b"
    r"|\bthe[ \t]+following[ \t]+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b",
    re.IGNORECASE,
)


def weekday_after_named(answer: str, start: int, end: int) -> int | None:
    """The weekday (0 = Monday) of `the Friday after`, `the following Friday` its sentence names
    before the date at `start:end`, or None."""
    low, _ = _sentence(answer, start, end)
    found: int | None = None
    for m in _WEEKDAY_AFTER.finditer(answer, low, start):
        found = _WEEKDAY_INDEX.index(word_key(m.group(1) or m.group(2)))
    return found
