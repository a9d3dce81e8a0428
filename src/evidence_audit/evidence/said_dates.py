"""Dates a person says without a year, read in the year of the run's stated today.

A system prompt states "Today is 2026-11-30 (Monday)" and the user asks for a coupon "valid Dec 1
to Dec 3"; the answer confirms "Valid: 2026-12-01 to 2026-12-03". The exempt spellings read a
person's ISO dates (spec 6.3), and `written.py` reads a result's dates in words with the year
written near them, never an invented one. A person's "Dec 3" names the Dec 3 nearest to the today
the run states: under the `spellings` dial the auditor adds that ISO date to what the person said
(`said_dates`), and nothing when no today was stated (`stated_today`: "today is", "today's date",
"current date", "current time", then an ISO date or timestamp).

(Round 31) A person's `tomorrow` or `yesterday` names a date too, the day after or before the stated
today (`day_word_dates`: `If I start the first card tomorrow` with today 2026-12-03 said 2026-12-04),
in the languages' words for them (one word each, no word that also means morning or here: not
`mañana`, `Morgen`, `hier`); the answer's `First use: 4 December 2026` restates it.

The nearest: the year that puts the month and day within half a year of today (Dec 3 from
2026-11-30 is 2026-12-03; Jan 5 is 2027-01-05; Nov 3 is 2026-11-03). Refused: another day, month
or year (`2026-12-04`, `2027-12-03`). Its price: a yearless date a person meant in another year
than the nearest. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Final

from .worded_dates import worded_dates
from .written import iso_day, may_name_a_month
from .word_keys import word_key

__all__ = ["day_word_dates", "full_dates_at", "listed_month_days", "said_dates", "said_full_dates", "said_days", "said_month_days", "stated_today"]

# The run's today: "Today is 2026-11-30", "Today's date: 2026-11-30 (UTC)", "Current time: 2025-08-14T16:05:00Z".
_TODAY = re.compile(
    r"\b(?:today(?:'s|\u2019s)?(?:[ \t]+date)?|current[ \t]+(?:date|time)|the[ \t]+date)(?:[ \t]+is)?[ \t]*[:=]?[ \t]*"
    r"([0-9]{4})-([0-9]{2})-([0-9]{2})",
    re.IGNORECASE,
)
_MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11,
    "dec": 12,
}
_MONTH = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
# A month and day without a year: "Dec 3", "December 3rd", "3 Dec", "the 3rd of December".
_YEARLESS = re.compile(
    rf"(?<![A-Za-z0-9])(?:{_MONTH}\.?[ \t]+([0-9]{{1,2}})(?:st|nd|rd|th)?|([0-9]{{1,2}})(?:st|nd|rd|th)?[ \t]+(?:of[ \t]+)?{_MONTH}\.?)"
    r"(?![A-Za-z0-9]|,?[ \t]*(?:19|20)[0-9]{2}|[ \t]*[0-9:])",
    re.IGNORECASE,
)
# (round 20) more months after a day said before a month: "the 15th of February, March, April and
# May" says the 15th of each (a policy's instalments).
_MORE_MONTHS = re.compile(rf"(?:,[ \t]*(?:and[ \t]+)?|[ \t]+and[ \t]+){_MONTH}(?![A-Za-z0-9]|[ \t]*[0-9])", re.IGNORECASE)
# A month, day and year in words (round 8): "October 14, 2026", "14 October 2026", "Oct. 14th, 2026".
_WITH_YEAR = re.compile(
    rf"(?<![A-Za-z0-9])(?:{_MONTH}\.?[ \t]+([0-9]{{1,2}})(?:st|nd|rd|th)?,?|([0-9]{{1,2}})(?:st|nd|rd|th)?[ \t]+(?:of[ \t]+)?{_MONTH}\.?,?)"
    r"[ \t]+((?:19|20)[0-9]{2})(?![0-9])",
    re.IGNORECASE,
)
# Month words that are also common lower-case words: read as months only when capitalized.
_WORDS_TOO = frozenset(("may", "mar", "march", "jun", "dec", "sep"))


# The run's today in words (round 11): "Today is Monday, November 30, 2026", "Today's date: 30 November 2026".
_TODAY_LEAD = re.compile(
    r"\b(?:today(?:'s|\u2019s)?(?:[ \t]+date)?|current[ \t]+date)(?:[ \t]+is)?[ \t]*[:=]?[ \t]*"
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?[ \t]+)?",
    re.IGNORECASE,
)


def stated_today(text: str) -> date | None:
    """The date a system or user text states as today, or None: ISO, or (round 11) in words."""
    found = iso_day(_TODAY.search(text))
    if found is not None:
        return found
    for m in _TODAY_LEAD.finditer(text):
        for at, _, day in full_dates_at(text, m.end(), min(len(text), m.end() + 40)):
            if at == m.end():
                return day
    return None


def full_dates_at(text: str, start: int = 0, end: int = -1) -> list[tuple[int, int, date]]:
    """(start, end, date) of each date `text[start:end]` writes in words with its year (`June 14,
    2021`, `14 June 2021`; a lower-case `may` is no month), in order."""
    out: list[tuple[int, int, date]] = []
    for m in _WITH_YEAR.finditer(text, start, len(text) if end < 0 else end):
        word = m.group(1) or m.group(4)
        if word.islower() and word in _WORDS_TOO:
            continue
        try:
            found = date(int(m.group(5)), _MONTHS[word_key(word[:3])], int(m.group(2) or m.group(3)))
        except ValueError:
            continue
        out.append((m.start(), m.end(), found))
    return out


def said_dates(text: str, today: date) -> list[str]:
    """The ISO dates of the yearless month-and-day dates `text` says, each in the year nearest today;
    (census41) and of the dates in another language's words it says (`worded_dates.py`: Belarusian
    `калі адліваем 20 красавіка?`), yearless ones in the year nearest today, the others in their own."""
    out: list[str] = []
    if may_name_a_month(text):  # (round 19) no month's name: none said in English words
        for m in _YEARLESS.finditer(text):
            word = m.group(1) or m.group(4)
            if word.islower() and word in _WORDS_TOO:
                continue
            _add_nearest(out, _MONTHS[word_key(word[:3])], int(m.group(2) or m.group(3)), today)
    for other in worded_dates(text):
        if other.year is None:
            _add_nearest(out, other.month, other.day, today)
            continue
        try:
            iso = date(other.year, other.month, other.day).isoformat()
        except ValueError:
            continue
        if iso not in out:
            out.append(iso)
    return out


def _add_nearest(out: list[str], month: int, day: int, today: date) -> None:
    """The month and day in the year that puts it within half a year of `today`, added to `out`."""
    for year in (today.year - 1, today.year, today.year + 1):
        try:
            found = date(year, month, day)
        except ValueError:
            continue
        if abs((found - today).days) <= 183:
            iso = found.isoformat()
            if iso not in out:
                out.append(iso)
            return


def said_full_dates(text: str) -> list[str]:
    """The ISO dates of the dates `text` says in words with their year (`October 14, 2026` said
    2026-10-14, round 8): the person's own date, as the exempt spellings read `2026-10-14`. A wrong
    day, month or year stays a date nobody said."""
    out: list[str] = []
    if not may_name_a_month(text):
        return out  # (round 19) no month's name: none said in words
    for _, _, found in full_dates_at(text):
        iso = found.isoformat()
        if iso not in out:
            out.append(iso)
    return out


def said_month_days(text: str) -> list[tuple[int, int]]:
    """The (month, day) of each yearless date `text` says in words (`my order from June 28`),
    whatever today is: an answer writing that month and day without a year repeats the person
    (yearless_words.py, round 14). A day no month has is left out."""
    out: list[tuple[int, int]] = []
    if not may_name_a_month(text):
        return out  # (round 19) no month's name: none said in words
    for m in _YEARLESS.finditer(text):
        word = m.group(1) or m.group(4)
        if word.islower() and word in _WORDS_TOO:
            continue
        month, day = _MONTHS[word_key(word[:3])], int(m.group(2) or m.group(3))
        try:
            date(2024, month, day)  # a leap year: February 29 is a day a person may say
        except ValueError:
            continue
        if (month, day) not in out:
            out.append((month, day))
    return out


def listed_month_days(text: str) -> list[tuple[int, int]]:
    """(round 20) The (month, day) of the months listed after a day said before a month (`the 15th
    of February, March, April and May`: March 15, April 15, May 15; the first, February 15, is
    `said_month_days`'). A person said them, as the first: an answer's `15.03.` repeats them. They
    are kept apart from `said_month_days` (no base for a date a step away: a schedule's list
    multiplies the bases a chance step finds)."""
    out: list[tuple[int, int]] = []
    if not may_name_a_month(text):
        return out
    for m in _YEARLESS.finditer(text):
        if m.group(4) is None or (m.group(4).islower() and m.group(4) in _WORDS_TOO):
            continue  # the month before its day (`February 15, March`): no list of one day
        day, at = int(m.group(3)), m.end()
        while len(out) < 24:
            more = _MORE_MONTHS.match(text, at)
            if more is None or (more.group(1).islower() and more.group(1) in _WORDS_TOO):
                break
            also = (_MONTHS[word_key(more.group(1)[:3])], day)
            if also[1] <= (29 if also[0] == 2 else 30 if also[0] in (4, 6, 9, 11) else 31) and also not in out:
                out.append(also)
            at = more.end()
    return out


# A day of the month said alone: `from the 15th`, `on the 3rd` (not `the 3rd of July`, `the 3rd
# installment`, `the 3rd time`): an ordinal after `the` with no word after it but a pause or a
# preposition (round 17: `from the 20th for a week`; round 18: or a new clause, `on the 6th a late fee
# is charged`); round 17: a cycle's days a policy states, `from the 8th of a month to the 7th of the
# next`, `the 12th of one month to the 11th of the next`.
_DAY_ALONE = re.compile(
    r"\bthe[ \t]+([0-9]{1,2})(?:st|nd|rd|th)\b"
    r"(?=[ \t]*(?:[^A-Za-z \t]|$)|[ \t]+(?:until|till|to|through|and|or|onwards?|for)\b"
    r"|[ \t]+(?:a|an|the|your|its|their|we|you|it|they)[ \t]+[a-z]"  # round 18: `on the 6th a late fee is charged`
    r"|[ \t]+of[ \t]+(?:the|each|every|this|next|one|a)[ \t]+(?:following[ \t]+|next[ \t]+|current[ \t]+)?month\b"
    r"|[ \t]+of[ \t]+the[ \t]+(?:next|following)\b(?![ \t]+[A-Za-z]))",
    re.IGNORECASE,
)


def said_days(text: str) -> list[int]:
    """The days of the month `text` says alone (`I'm away from the 15th until June 15`: 15; a
    policy's `issued on the 3rd of the following month`: 3; round 17: `cycles run from the 8th of a
    month to the 7th of the next`: 8 and 7): an answer's yearless date on that day is the person's
    (yearless_words.py, round 14)."""
    out: list[int] = []
    for m in _DAY_ALONE.finditer(text):
        day = int(m.group(1))
        if 1 <= day <= 31 and day not in out:
            out.append(day)
    return out


# (round 31) The words for the day after and the day before today, in the languages the answers
# write: English, French, Italian, Portuguese, Dutch, Polish, Czech, Slovak, Croatian and Serbian,
# Hungarian, Finnish, Swedish, Danish and Norwegian, Lithuanian, Latvian, Estonian, Romanian, Greek,
# Russian and Ukrainian, Turkish, Indonesian and Malay, Tagalog, Swahili, Icelandic, Arabic, Hebrew,
# Chinese, Japanese, Korean. A word that also means morning (`mañana`, `Morgen`) or here (`hier` in
# German) is left out; a whole word only (a letter or digit on neither side).
_DAY_WORDS: Final = {
    **dict.fromkeys(("tomorrow", "demain", "domani", "amanhã", "overmorgen", "jutro", "zítra", "zajtra", "sutra",
                     "holnap", "huomenna", "imorgon", "rytoj", "homme", "mâine", "αύριο", "завтра", "yarın",
                     "besok", "esok", "bukas", "kesho", "غدا", "غداً", "מחר", "明天", "明日", "내일"), 1),
    **dict.fromkeys(("yesterday", "ieri", "ontem", "gisteren", "wczoraj", "včera", "jučer", "juče", "tegnap",
                     "eilen", "igår", "vakar", "eile", "χθες", "вчера", "вчора", "dün", "kemarin", "semalam",
                     "kahapon", "jana", "أمس", "אתמול", "昨天", "昨日", "어제"), -1),
}
del _DAY_WORDS["overmorgen"]  # (the Dutch and Danish day after tomorrow: two days, not one)
_DAY_WORD: Final = re.compile(
    r"(?<![^\W_])(" + "|".join(sorted(map(re.escape, _DAY_WORDS), key=len, reverse=True)) + r")(?![^\W_])",
    re.IGNORECASE,
)


def day_word_dates(text: str, today: date) -> list[str]:
    """(round 31) The ISO dates a person's `tomorrow` and `yesterday` name, from the stated today."""
    out: list[str] = []
    for m in _DAY_WORD.finditer(text):
        step = _DAY_WORDS.get(m.group(1).lower())
        if step is None:
            continue
        try:
            iso = (today + timedelta(days=step)).isoformat()
        except OverflowError:  # (review) `tomorrow` after 9999-12-31: no date
            continue
        if iso not in out:
            out.append(iso)
    return out
