"""Dates an answer writes in words without a year, judged by month and day (round 14, `yearless`).

A retail answer writes `Your order was delivered on June 28` for a result's `"delivered":
"2024-06-27"`; a telecom answer `your plan renews on July 3rd`, a banking answer `the payment is
scheduled for April 1`. Round 9's `word_dates` judged a date in words only with its year written:
a model that moved a yearless date by a day was never caught (heldout12's planted `April 1`, `July
3rd`, `February 9`, `March 12`, `June 28`, heldout2's `Nov 18`, heldout10's `September 24`,
heldout11's `Oct 14`, `December 3`). Round 9 read such a date in the year the answer writes nearest
it (`word_dates.yearless_dates`, off): it judged nothing in answers that write no year, and flagged
dates read in the wrong year. This rule reads it in each year the run's dates carry instead:

- the date: a month name and a day, either way round (`June 28`, `28 June`, `Jun 28th`, `the 3rd of
  July`), a weekday before it or in brackets after it (`Wed Jun 18`, `Wednesday, June 18`, `June 18
  (Wed)`), no year written after it (`June 28, 2024` is `word_dates`' own);
- the years: those of the dates the run's results carry (an ISO date alone or in a timestamp, at
  most `MAX_YEARS`, the latest first) and those the answer writes; a run that carries no dated
  result judges no yearless date (nor its weekday: there is no year to read it in);
- in each year it is judged as a date in words with its year is (`word_dates.judge_dates`): grounded
  when the run carries that day in any spelling, said, self-sourced, computed (`date-span`,
  `date-step`) from a known date and a stated span; judged at all only within `WINDOW_DAYS` of a
  date the run knows. The best verdict over the years stands: a date carried in any of them is
  grounded; one judged in some year and explained in none is flagged;
- a weekday written must be that day's weekday in the year that grounds it (`Wed Jun 18` is flagged
  for a run of 2024, where June 18 is a Tuesday, even when the run carries 2024-06-18);
- a day no month has that many of (`June 31`, `February 30`) is flagged: no source carries it;
- a date read out of other tokens is none (`fc0/1 JAN-000`: a day the tail of a token holding a
  letter, a month's name the head of a code; `glued_to_a_word`, round 27): a person writes a date's
  day and month as words of their own;
- a month and day a person said without a year (`my order from June 28`) is the person's
  (`said_dates.said_month_days`), skipped as a said value is.

The price: a date moved onto the same month and day of another year the run carries is grounded;
a date more than `WINDOW_DAYS` from every date the run knows (a schedule, a date known from a
calendar) is not judged. Pure: no state, no I/O.

(months37) A yearless date in words of any other language than English (`29 ta' Diċembru`, `16 de
xaneiro`, `հունվարի 16-ին`, `1月16日`: `worded_dates.py`) is read too, judged the same way.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from typing import Final, NamedTuple

from .written import _MONTH, _MONTHS, _WORDS_TOO, may_name_a_month
from .word_keys import word_key
from .worded_dates import may_write_a_worded_date, one_worded_date, worded_dates

__all__ = ["MAX_GLUE", "MAX_YEARS", "MAX_YEARLESS", "YearlessDate", "day_form", "glued_to_a_word", "listed_month_day_form", "month_day_form", "range_end_days", "reread_in", "yearless_in"]

MAX_YEARS: Final = 6  # the years a yearless date is read in (the latest the run carries first)
MAX_YEARLESS: Final = 32  # yearless dates judged per answer

_SPACE: Final = r"[ \t\xa0\u202f]"
_WEEKDAY: Final = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)"
_DAYS: Final = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_WEEKDAYS: Final = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
# A month and day without a year: `June 28`, `Jun. 28th`, `28 June`, `3rd of July`; a weekday before
# it (`Wed Jun 18`, `Wednesday, the 3rd of July`) or in brackets after it; not followed by a year,
# a clock's colon or a decimal's digits (`June 28, 2024`, `May 3:30`, `Mar 3.5`).
_DATE: Final = re.compile(
    rf"(?<![A-Za-z0-9])(?:{_WEEKDAY}\.?,?{_SPACE}+(?:the{_SPACE}+)?)?"
    rf"(?:({_MONTH})\.?{_SPACE}+([0-9]{{1,2}})(?:st|nd|rd|th)?|([0-9]{{1,2}})(?:st|nd|rd|th)?{_SPACE}+(?:of{_SPACE}+)?({_MONTH}))"
    rf"(?![0-9A-Za-z]|,?{_SPACE}*[12][0-9]{{3}}|[:.,][0-9]|-[0-9]{{4}})"
    rf"(?:{_SPACE}*\({_WEEKDAY}\.?\))?",
    re.IGNORECASE,
)


# What glues a date's last word to the token it heads: a dash or slash and a digit (`1 JAN-000`,
# `Mar 3 APR/2`); a day's range (`March 3-5`) ends in a digit, not a month's name, and stays a date.
_GLUED_AFTER: Final = re.compile(r"[-/][0-9]", re.ASCII)
MAX_GLUE: Final = 64  # characters before a date its token is read back over at most


def glued_to_a_word(text: str, start: int, end: int) -> bool:
    """Whether the date in words at `text[start:end]` is read out of other tokens, not written as
    its own: a day written first that is the tail of a token holding a letter (`fc0/1 JAN`, `ab-1
    March`), or a month's name written last that heads a token going on with a dash or slash and a
    digit (`1 JAN-000`). A person writes a date's day and month as words of their own; `5-6 March`
    (a range's end), `(March 3)` (brackets) and `notBefore=Jun 4` (a month's name after a key) stay
    dates."""
    if start < len(text) and "0" <= text[start] <= "9":
        i = start
        floor = max(0, start - MAX_GLUE)
        while i > floor and not text[i - 1].isspace():
            i -= 1
            if "A" <= text[i] <= "Z" or "a" <= text[i] <= "z":
                return True
    return end > start and text[end - 1].isalpha() and _GLUED_AFTER.match(text, end) is not None


class YearlessDate(NamedTuple):
    """A date in words without its year: where, as written, its month and day, the weekday written."""

    start: int
    end: int
    written: str
    month: int
    day: int
    weekday: int | None  # 0 = Monday, as `date.weekday()`; None when the answer writes none
    slashed: int = 0  # round 17: 0 in words; a slashed date's order (slashed_dates.py: 1 month first, 2 day first)

    def possible(self) -> bool:
        """Whether some year has this month and day (February 29 included)."""
        return 1 <= self.day <= _DAYS[self.month - 1]

    def in_year(self, year: int) -> date | None:
        """The day it names in `year`, or None (February 29 of a common year)."""
        try:
            return date(year, self.month, self.day)
        except ValueError:
            return None


def _read(m: re.Match[str]) -> YearlessDate | None:
    month_word, day = (m.group(2), m.group(3)) if m.group(2) else (m.group(5), m.group(4))
    if month_word.islower() and month_word in _WORDS_TOO:
        return None  # "you may 3" is no date until the month is written as a name
    if not 1 <= int(day) <= 31:
        return None  # `Dec 91 min`: no day of any month, a count after a month's name
    weekday_word = m.group(1) or m.group(6)
    weekday = _WEEKDAYS.index(word_key(weekday_word[:3])) if weekday_word else None
    return YearlessDate(m.start(), m.end(), " ".join(m.group(0).split()), _MONTHS[word_key(month_word)], int(day), weekday)


def yearless_in(answer: str, taken: list[tuple[int, int]]) -> list[YearlessDate]:
    """The yearless dates in words `answer` writes outside the spans `taken` (its dates with a
    year), in text order, at most `MAX_YEARLESS`."""
    out: list[YearlessDate] = []
    if may_write_a_worded_date(answer):  # (months37) in any language (`29 ta' Diċembru`, `26 فروری`)
        others = [d for d in worded_dates(answer) if d.year is None]
        if others:
            out = _english_in(answer, taken)
            spans = taken + [(d.start, d.end) for d in out]
            out.extend(YearlessDate(d.start, d.end, d.written, d.month, d.day, None) for d in others
                       if not any(a < d.end and d.start < b for a, b in spans))
            return sorted(out)[:MAX_YEARLESS]
    return _english_in(answer, taken)


def _english_in(answer: str, taken: list[tuple[int, int]]) -> list[YearlessDate]:
    out: list[YearlessDate] = []
    if not may_name_a_month(answer):
        return out  # (round 19) no month's name: no date in words (the scan costs ~10x this test)
    for m in _DATE.finditer(answer):
        if any(a <= m.start() < b or m.start() <= a < m.end() for a, b in taken) or glued_to_a_word(answer, m.start(), m.end()):
            continue
        found = _read(m)
        if found is not None:
            out.append(found)
            if len(out) >= MAX_YEARLESS:
                break
    return out


# (round 20) the end of a range of days a yearless date opens: `Feb 3-9`, `Nov 24–28` (not `Feb 3-9:30`).
_DAY_RANGE_END: Final = re.compile(r"[ \t]?[-\u2013\u2014][ \t]?([0-9]{1,2})(?![0-9]|[:.,][0-9]|[ \t]?[A-Za-z])")


def range_end_days(text: str, dates: list[YearlessDate]) -> list[tuple[int, int]]:
    """(round 20) The (month, day) a range of days each of `dates` opens ends on, in the same month
    (`Week 3 (Feb 3-9)`: February 9): a later day that month has; not a range to a month's name
    (`Feb 3-Mar 2` is two dates in words, both read already)."""
    out: list[tuple[int, int]] = []
    for found in dates:
        m = _DAY_RANGE_END.match(text, found.end)
        if m is not None:
            day = int(m.group(1))
            if found.day < day <= _DAYS[found.month - 1]:
                out.append((found.month, day))
    return out


def reread_in(year: int) -> Callable[[str], date | None]:
    """A `reread` for `date_steps.find_step`: the day a yearless date (one digit replaced) names in
    `year`, or None."""

    def reread(text: str) -> date | None:
        m = _DATE.fullmatch(text)
        found = _read(m) if m is not None else None
        if m is None:  # (months37) a date in words of another language, without its year
            other = one_worded_date(text)
            return None if other is None or other.year is not None else other.day_of(year)
        return None if found is None else found.in_year(year)

    return reread


def month_day_form(month: int, day: int) -> str:
    """The form a person's yearless date is kept under among what they said: `month-day:06-28`."""
    return f"month-day:{month:02d}-{day:02d}"


def listed_month_day_form(month: int, day: int) -> str:
    """(round 20) The form a month and day a person said in a list of months after one day is kept
    under (`the 15th of February, March and May`: `listed-day:03-15`): said, but no step's base."""
    return f"listed-day:{month:02d}-{day:02d}"


def day_form(day: int) -> str:
    """The form a person's day of the month said alone (`from the 15th`) is kept under: `day:15`."""
    return f"day:{day}"
