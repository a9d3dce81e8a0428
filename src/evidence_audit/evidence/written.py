"""Dates and times as people write them: in words in a result, in numbers in an answer.

The clock and date rules read the *answer's* spellings against a result's ISO forms. Results are
written by people too: an email says "the review is on July 3rd, 2024 at 2 PM", a document "Dates:
June 15, 2025 - July 5, 2025", a booking "check-in 3 July 2024, 14h00". An answer that writes
`2024-07-03` and `14:00` read them. `written_keys(text)` is the mirror of the answer-side rules: it
reads one result's text once and gives the keys those rules look up, `("date", "2024-07-03")` and
`("clock", (14, 0))`, so the answer's ISO spellings find them. The 12-hour parsing is the exempt
side's (`index.TWELVE_HOUR`, spec 6.3): `2 PM`, `2:00 p.m.`, `2pm`; beside it `14h00`, `noon` and
`midnight`.

A date that labels a line (`June 13: Hiking at Diamond Head`, an itinerary's) is a date; `June
13:30` is no date. A date is read in the result's own context, never with an invented year: `July 3rd, 2024` and `3
July 2024` carry their year; a `Jul 3` without one takes the year written nearest to it in the same
result (an ISO date's year or a year standing alone), and gives nothing when the result writes no
year at all. Day and month must make a real date of that year. A weekday with a day of the month
and no month (`on Saturday 18th`, round 7) is read in the month of the ISO date written nearest to
it (an email's timestamp `2024-05-13 17:00:00`) or the next month, and only when exactly one of
those two dates falls on that weekday. A timestamp a result writes (`2024-01-05 15:45:00`) gives
(`stamp_keys`) a `stamp` key (`2024-01-05t15:45`, with `stamp-s` for its seconds) for an answer that joins the
two with `T`. (Round 24) a date in numbers without hyphens (`logs-app-2025.08.13`, `2025/08/13`,
`db_20250813.sql`) gives a `date` key too (`compact_dates.py`); (round 26) so does a date day first
with dots (`Datum: 30.09.2026`).

(months37) A date in words of another language (`18 de decembro de 2026`, `26 فروری 2027`, `29
ta' Diċembru`, `2027年1月17日`: `worded_dates.py`) gives its `date` key the same way.

`numeric_date_readings(value)` reads the answer's `03/07/2024` (also `03.07.2024`, `03-07-2024`;
round 24: `5/31/27`, `31.05.27`) both ways, day-first and month-first, as the ISO dates it can mean
(round 31: year first, `2026/11/03`, one reading: `compact_dates.year_first`); the date rules ground it when a
result carried either. The price: a day and month swapped by mistake, both 12 or less, is not
caught.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date
from typing import Any, Final

from .clock_forms import spelled_clocks
from .clock_series import series_clocks
from .compact_dates import compact_dates, year_first
from .index import TWELVE_HOUR
from .word_keys import word_key
from .worded_dates import may_write_a_worded_date, worded_dates

__all__ = ["day_numbers", "iso_day", "may_name_a_month", "numeric_date_readings", "said_hours", "stamp_keys", "written_keys"]

_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for name in names
}
_MONTH: Final = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
# The three letters every `_MONTH` spelling starts with: a text holding none of them, in any case,
# names no month (round 19, speed19: a date in words is looked for only where one can be).
_MONTH_STARTS: Final = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def may_name_a_month(text: str) -> bool:
    """False only when no case-insensitive `_MONTH` match can start anywhere in `text`: none of the
    twelve three-letter starts is in it. Exact for `re.IGNORECASE`: `str.lower()` maps ASCII letters
    one to one, and the only other character such a pattern takes for one of those letters is the
    long s (`\u017f`, read as `s`), which `lower()` keeps: a text with one is always scanned."""
    lowered = text.lower()
    for start in _MONTH_STARTS:
        if start in lowered:
            return True
    return "\u017f" in text


# Any run of whitespace reads as one space: serializers fold text across lines (a YAML dump's
# `on June\n    10th 2024`, wrapped CLI output); a JSON string's escaped `\n`, `\t` and `\r` are
# blanked first (`_unescaped`).
_SPACE: Final = r"[ \t\n\r\x0b\x0c\xa0\u202f]"
_DAY: Final = r"([0-9]{1,2})(?:st|nd|rd|th)?"
_YEAR: Final = rf"(?:,?{_SPACE}+((?:19|20)[0-9]{{2}})(?![0-9]))?"
# One pass over a result: a month-first date, a day-first date, or a 24-hour clock in the h style.
# The lookahead first rejects positions that cannot start one (spaces, punctuation): 2.5x faster.
_WRITTEN: Final = re.compile(
    rf"(?=[0-9a-z])(?<![a-z0-9])(?:({_MONTH})\.?{_SPACE}+{_DAY}(?![0-9a-z]|:[0-9]){_YEAR}"
    rf"|{_DAY}{_SPACE}+(?:of{_SPACE}+)?({_MONTH})\.?(?![a-z]){_YEAR}"
    r"|([0-9]{1,2})h([0-9]{2})(?![0-9])"
    r"|(noon|midnight)(?![a-z]))",
    re.IGNORECASE,
)
# A year written in the result: alone (2024) or as an ISO date's (2024-07-03).
_YEAR_MENTION: Final = re.compile(r"(?<![0-9])((?:19|20)[0-9]{2})(?![0-9])(?!:)", re.ASCII)
# A weekday and a day of the month without a month (round 7): "at 8 AM on Saturday 18th", "on
# Friday the 3rd"; an email's way to name a day near the moment it was sent.
_WEEKDAY_DAY: Final = re.compile(
    rf"(?<![a-z])(monday|tuesday|wednesday|thursday|friday|saturday|sunday),?{_SPACE}+"
    rf"(?:the{_SPACE}+([0-9]{{1,2}})(?:st|nd|rd|th)?|([0-9]{{1,2}})(?:st|nd|rd|th))(?![0-9a-z])(?!{_SPACE}*(?:of{_SPACE}+)?{_MONTH}(?![a-z]))",
    re.IGNORECASE,
)
_WEEKDAYS: Final = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# A timestamp in a result's text, its date and time apart or joined by `T` (round 7).
_STAMP: Final = re.compile(r"(?<![0-9])([0-9]{4}-[0-9]{2}-[0-9]{2})[ T]([0-9]{2}:[0-9]{2})(?::([0-9]{2}))?(?![0-9])", re.ASCII)
# An ISO date in a result's text (a timestamp's date).
_ISO_DATE: Final = re.compile(r"(?<![0-9])((?:19|20)[0-9]{2})-([0-9]{2})-([0-9]{2})(?![0-9])", re.ASCII)
# Month words that are also common lower-case words: read as months only when capitalized.
# (round 26) A day, a month and a four-digit year with dots between, day first (`30.09.2026`,
# `1.10.2026`); not a piece of a longer dotted run (a version `1.10.2026.3`, an IP-like run).
_DOTTED_DMY: Final = re.compile(
    r"(?<![0-9.])(0?[1-9]|[12][0-9]|3[01])\.(0?[1-9]|1[0-2])\.((?:19|20)[0-9]{2})(?![0-9]|\.[0-9])", re.ASCII
)
_WORDS_TOO: Final = frozenset(("may", "mar", "march", "jun", "dec", "sep"))


def iso_day(m: re.Match[str] | None) -> date | None:
    """The date a match's first three groups write (year, month and day digits), or None when there
    is no match or the digits make no real date (`2026-02-30`): the one ISO-date reading the date
    rules, the leads and the synth share."""
    if m is None:
        return None
    try:
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None


def _iso(year: int, month: int, day: int) -> str | None:
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return None


def _nearest_year(text: str, where: int, years: list[tuple[int, str]] | None) -> tuple[str | None, list[tuple[int, str]]]:
    if years is None:
        years = [(m.start(), m.group(1)) for m in _YEAR_MENTION.finditer(text)]
    best: str | None = None
    distance = -1
    for position, year in years:
        d = abs(position - where)
        if best is None or d < distance:
            best, distance = year, d
    return best, years


# A JSON string's escapes as they stand in its source: an escaped backslash, or a whitespace escape.
_ESCAPE = re.compile(r"\\\\|\\[nrt]")


def _blank(m: re.Match[str]) -> str:
    return m.group(0) if m.group(0) == "\\\\" else "  "


def _unescaped(text: str) -> str:
    """`text` with a JSON source's `\n`, `\t` and `\r` escapes as two spaces (offsets kept), so a
    pretty-printed JSON string folded across lines reads like the text it holds."""
    return _ESCAPE.sub(_blank, text) if "\\" in text else text


# A text that may spell a clock without a colon: four digits, an `h` or a dot between two digits,
# or `past` or `to` before an hour's word, or `o'clock` (`clock_forms.spelled_clocks`, read only then).
_SPELLED_CUE: Final = re.compile(
    r"[0-9]{4}|[0-9][h.][0-9]|\b(?:past|to)[ \t]+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b"
    r"|o[\u2019']clock",
    re.IGNORECASE,
)


def written_keys(text: str) -> Iterator[tuple[str, Any]]:
    """The `("date", iso)` and `("clock", (h24, mm))` keys a result's words carry, in text order;
    any run of whitespace between the words (a line break and indentation) reads as one space."""
    text = _unescaped(text)
    years: list[tuple[int, str]] | None = None
    for m in _WRITTEN.finditer(text):
        word = m.group(1) or m.group(5)
        if word is not None:
            if word.islower() and word in _WORDS_TOO:
                continue  # "you may 3", "the mar 12" are not dates until written as names
            month = _MONTHS[word_key(word)]
            day = int(m.group(2) or m.group(4))
            year = m.group(3) or m.group(6)
            if year is None:
                year, years = _nearest_year(text, m.start(), years)
                if year is None:
                    continue  # no year written in this result: none is invented
            found = _iso(int(year), month, day)
            if found is not None:
                yield ("date", found)
        elif m.group(7) is not None:
            hour, minute = int(m.group(7)), int(m.group(8))
            if hour <= 23 and minute <= 59:
                yield ("clock", (hour, minute))
        else:
            yield ("clock", (12, 0) if m.group(9).lower() == "noon" else (0, 0))
    yield from _weekday_dates(text)
    # (months37) a date in words of another language (`18 de decembro de 2026`, `26 فروری 2027`,
    # `29 ta' Diċembru`: worded_dates.py), its year the one written nearest when it writes none
    if may_write_a_worded_date(text):
        for other in worded_dates(text):
            year = str(other.year) if other.year is not None else None
            if year is None:
                year, years = _nearest_year(text, other.start, years)
                if year is None:
                    continue
            found = _iso(int(year), other.month, other.day)
            if found is not None:
                yield ("date", found)
    # (round 24) a date in numbers without hyphens: `logs-app-2025.08.13`, `2025/08/13`,
    # `db_20250813.sql` (compact_dates.py)
    for found in compact_dates(text):
        yield ("date", found)
    # (round 26) a date day first with dots and its year, as German, Swiss, Turkish, Polish and
    # Nordic texts write it (`Datum: 30.09.2026`, `Rechnung vom 1.10.2026`): the answer's `30.09.`,
    # `30 September` or `2026-09-30` read it (day first: dots are no month-first spelling)
    if "." in text:
        for m in _DOTTED_DMY.finditer(text):
            found = _iso(int(m.group(3)), int(m.group(2)), int(m.group(1)))
            if found is not None:
                yield ("date", found)
    for m in TWELVE_HOUR.finditer(text):
        hour = int(m.group(1))
        minute = int(m.group(2)) if m.group(2) is not None else 0
        if 1 <= hour <= 12 and minute <= 59:
            yield ("clock", (hour % 12 + (12 if m.group(3).lower() == "p" else 0), minute))
    if _SPELLED_CUE.search(text) is not None:
        # (round 23) a clock spelled without a colon: `0730-1630`, `Thu 05/11 0730`, `07h30`,
        # `1700 hrs`, `at 07.30`; in words (`half past four`), both halves of the day
        for start, end, (hour, minute) in spelled_clocks(text):
            if text[start].isdigit() and "h" in text[start:end]:
                continue  # `14h00`: read above, in the h style
            yield ("clock", (hour, minute))
            if not text[start].isdigit():
                yield ("clock", (hour + 12, minute))
        # (round 24) a climbing series of four-digit clocks: a tide table's `LW 0214 ... HW 2036`
        for hour, minute in series_clocks(text):
            yield ("clock", (hour, minute))


def stamp_keys(text: str) -> Iterator[tuple[str, str]]:
    """The `("stamp", "2024-01-05t15:45")` keys of the timestamps a result writes (and
    `("stamp-s", "2024-01-05t15:45:00")` with their seconds), for an answer's `T` spelling."""
    if "-" in text and ":" in text:
        for m in _STAMP.finditer(text):
            yield ("stamp", f"{m.group(1)}t{m.group(2)}")
            if m.group(3) is not None:
                yield ("stamp-s", f"{m.group(1)}t{m.group(2)}:{m.group(3)}")


def _weekday_dates(text: str) -> Iterator[tuple[str, Any]]:
    """`Saturday 18th` read in the month of the ISO date written nearest to it in the same result
    (an email's timestamp) or the month after: the one date of those two months whose weekday is
    the one written; nothing when neither or both fit, or when the result writes no ISO date."""
    if not _WEEKDAY_DAY.search(text):
        return
    dates = [(m.start(), int(m.group(1)), int(m.group(2))) for m in _ISO_DATE.finditer(text)]
    for m in _WEEKDAY_DAY.finditer(text):
        if not dates:
            return
        _, year, month = min(dates, key=lambda d: abs(d[0] - m.start()))
        day = int(m.group(2) or m.group(3))
        weekday = _WEEKDAYS.index(word_key(m.group(1)))
        fits: list[str] = []
        for y, mo in ((year, month), (year + (month == 12), month % 12 + 1)):
            found = _iso(y, mo, day)
            if found is not None and date.fromisoformat(found).weekday() == weekday:
                fits.append(found)
        if len(fits) == 1:
            yield ("date", fits[0])


_ISO_IN_TEXT = re.compile(r"(?<![0-9])([0-9]{4})-([0-9]{2})-([0-9]{2})(?![0-9])", re.ASCII)


def day_numbers(text: str) -> list[tuple[int, int]]:
    """The dates `text` writes (ISO, or in words with or without a year: `June 6`), as (offset,
    ordinal day), in text order; a date without a year counts days within a common year, so only
    differences between the dates of one text mean anything."""
    out: list[tuple[int, int]] = []
    for m in _ISO_IN_TEXT.finditer(text):
        day = iso_day(m)
        if day is not None:
            out.append((m.start(), day.toordinal()))
    for m in _WRITTEN.finditer(text):
        word = m.group(1) or m.group(5)
        if word is None or (word.islower() and word in _WORDS_TOO):
            continue
        year = int(m.group(3) or m.group(6) or 2001)
        try:
            out.append((m.start(), date(year, _MONTHS[word_key(word)], int(m.group(2) or m.group(4))).toordinal()))
        except ValueError:
            continue
    return sorted(out)


# An answer's numeric date: 03/07/2024, 3.7.2024, 03-07-2024; (round 24) with a two-digit year
# after a slash or a dot, `5/31/27`, `31.05.27` (not after a hyphen: `12-31-27` may be a code).
_NUMERIC_DATE: Final = re.compile(r"([0-9]{1,2})([/.\-])([0-9]{1,2})\2([0-9]{4})|([0-9]{1,2})([/.])([0-9]{1,2})\6([0-9]{2})", re.ASCII)


def numeric_date_readings(value: str) -> tuple[str, ...]:
    """The ISO dates a numeric date can mean, day-first and month-first (one when they agree); a
    two-digit year is read as POSIX `%y` reads it (00-68: 2000-2068, 69-99: 1969-1999)."""
    m = _NUMERIC_DATE.fullmatch(value)
    if m is None:
        first = year_first(value)  # (round 31) `2026/11/03`: one reading (compact_dates.py)
        return () if first is None else (first,)
    if m.group(1) is not None:
        a, b, year = int(m.group(1)), int(m.group(3)), int(m.group(4))
    else:
        a, b, year = int(m.group(5)), int(m.group(7)), int(m.group(8))
        year += 2000 if year < 69 else 1900
    out: list[str] = []
    for month, day in ((b, a), (a, b)):
        found = _iso(year, month, day)
        if found is not None and found not in out:
            out.append(found)
    return tuple(out)


# A bare hour a person names after a time word: "Saturday at 7", "around 8?", "by 9 tonight"; not
# a clock (`at 7:30`), not a 12-hour reading (`at 7pm`, read by the exempt corpus), not a quantity.
_BARE_HOUR: Final = re.compile(
    r"\b(?:at|around|by|from|until|till|til|after|before)[ \t]+([1-9]|1[0-2])(?![0-9:.,/%-]|[ \t]*(?:[ap]\.?m\b|o'?clock|[A-Za-z]))",
    re.IGNORECASE,
)


def said_hours(text: str) -> list[str]:
    """The clock spellings of the bare hours a person names (`at 7`): `7:00`, `07:00` and `19:00`,
    as the person did not say which half of the day."""
    out: list[str] = []
    for m in _BARE_HOUR.finditer(text):
        hour = int(m.group(1))
        for h24 in (hour % 12, hour % 12 + 12):
            for form in (f"{h24}:00", f"{h24:02d}:00", f"{h24 % 12 or 12}:00"):
                if form not in out:
                    out.append(form)
    return out
