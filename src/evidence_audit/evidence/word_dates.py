"""Dates an answer writes in words, judged near the dates its run carries (round 9, `word_dates`).

An answer's `August 11, 2026` or `14 September 2025` was prose to the audit: a model that moved a
booked flight or a contract's end by a day was never caught. Judging every such date costs too much
(round 7 measured 7-28 false flags per 1,000 answers): answers compute dates (three months from a
suspension, a deadline 30 days after an eligibility date), convert an instant to a local day, and
quote dates the run never carried (a survey's date in a research answer). What models get wrong is
narrower: a date they read, written back a day, a week or a month off. So this rule judges a date
in words only where that mistake is possible and visible:

- the date resolves to one day: its day and month in words with its year written in the same
  date (`August 11, 2026`, `14 September 2025`, `Wednesday 25 November 2026`); a yearless date is
  not judged (no year is invented);
- the run carries a date (in any spelling the date rules read: ISO, a timestamp's date, a
  result's words, a numeric date either way round, what a person said, the agent's own call) within
  `WINDOW_DAYS` of it, or the same day and month in a year one digit off (`2025` for 2024): a date
  far from every carried date is a computed span or knowledge, not a misread;
- it is no date the answer computes from a carried one it writes before it (`DATE + N
  days/weeks/months/years`, the span written in the date's sentence or the one before, or the words
  `next day`, `the day after`):
  reported `computed` with the expression (`2026-12-01 + 30 days = 2026-12-31`); nor the day after
  a carried date when its line writes a clock the run carries with a next-day offset (`Arrival: May
  26, 2024, at 12:00 AM` for a flight of 2024-05-25 arriving `00:00:00+1`: `day-offset`);
- a weekday written next to the date (`Tuesday, March 31, 2026`, `March 31, 2026 (Tuesday)`) must be
  that date's weekday: a weekday that does not match flags the date even when a run carries it;
- a day the month does not have (`May 33, 2024`, `February 30, 2025`) is flagged: no source
  carries it.

The date is grounded when the run carries it in any spelling, said when a person did, self-sourced
when only the agent's own call did. The price: a date moved farther than the window from every
carried date (a wrong year, a wrong month far from any other) is not judged, nor a yearless one;
a date moved onto another date the run carries is grounded, as a number moved onto another is.
The dial is on by default and off in `reference`. Pure: no state, no I/O.

(months37) A date in words of any other language than English (`17 de xaneiro de 2027`, `26 فروری
2027`, `2027. január 17.`, `2027年1月17日`: `worded_dates.py`, the month names of every language
from CLDR) is one of the answer's dates too, judged by the same rules; English is read as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container, Iterator, Sequence
from bisect import bisect_left
from datetime import date, timedelta
from typing import Final, NamedTuple

from .clock_forms import clock_pattern, meridiem
from .computed import Operand
from .date_reach import SLACK_DAYS, stated_step_near, weekday_step
from .date_steps import (
    MAX_SPANS, MAX_STEPS, Span, Step, add_business_days, add_months, bases_of, counts_back, find_step, named_count_spans, span_count,
    span_pattern, spans_in,
)
from .extract import Candidate
from .text_memo import TextMemo
from .hour_steps import ASCII_DIGITS, ShownStep, hour_step, layout_of, no_dates_beside, shown_hour_step, summed_step, timestamp_forms, written_beside
from .shown_lengths import Tiers
from .row_day_counts import row_day_spans
from .layout import line_bounds, sentence_start
from .number_words import ARTICLES, cardinals, words
from .written import _MONTH, _MONTHS, _WORDS_TOO, may_name_a_month
from .yearless_context import (
    clock_beside, clock_change_days, day_before, day_word_offset, inclusive_count, nth_weekday_named, numeric_twin, range_end_day,
    speaks_of_clock_changes, weekday_after_named, zone_named,
)
from .range_steps import range_end_step
from .slashed_dates import may_write_slashed, slashed_in, slashed_reread
from .units import unit_of
from .working_days import judge_working_day
from .weekly_lists import garbled_in_weekly_lists, off_weekly_list, weekly_step
from .session_days import nth_meeting
from .yearless_words import YearlessDate, glued_to_a_word, reread_in, yearless_in
from .word_keys import word_key
from .worded_dates import impossible_worded_dates, may_write_a_worded_date, one_worded_date, worded_dates

__all__ = [
    "WINDOW_DAYS", "AnswerDate", "DateVerdict", "answer_dates", "computed_date", "judge_dates", "near_carried",
    "impossible_dates", "next_day_clocks", "numeric_spellings", "weekday_ok", "yearless_dates",
]

# How far from a carried date a date in words is judged: a month either way covers a day, a week
# or a month misread (the mutations models make), and leaves quarter and half-year spans alone.
WINDOW_DAYS: Final = 31
# At most this many dates in words judged per answer (a hostile answer of thousands of dates).
MAX_DATES: Final = 64
MAX_KNOWN_KEPT: Final = 4096  # (mend46b) the dates whose run's verdict `judge_dates` keeps

_SPACE: Final = r"[ \t\xa0\u202f]"
_WEEKDAY: Final = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)"
# A date in words with its year: `August 11, 2026`, `Aug. 11th 2026`, `11 August 2026`, `the 11th
# of August, 2026`, a weekday before it (`Tuesday, March 31, 2026`) or in brackets after it.
_DATE: Final = re.compile(
    rf"(?<![A-Za-z0-9])(?:{_WEEKDAY}\.?,?{_SPACE}+(?:the{_SPACE}+)?)?"
    rf"(?:({_MONTH})\.?{_SPACE}+([0-9]{{1,2}})(?:st|nd|rd|th)?,?{_SPACE}+([12][0-9]{{3}})"
    rf"|([0-9]{{1,2}})(?:st|nd|rd|th)?{_SPACE}+(?:of{_SPACE}+)?({_MONTH})\.?,?{_SPACE}+([12][0-9]{{3}}))"
    rf"(?![0-9A-Za-z])(?:{_SPACE}*\({_WEEKDAY}\.?\))?",
    re.IGNORECASE,
)
_WEEKDAYS: Final = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
# A span the answer writes: `30 days`, `a 30-day window`, `three months`, `2 weeks`, `one year`
# (date_steps.span_pattern); round 9's count words, fewer than date_steps' (kept: its rule reads
# what it read).
_COUNTS: Final = {**ARTICLES, **cardinals(1, 12), **words("fourteen", "thirty", "ninety")}
_SPAN: Final = span_pattern(_COUNTS)
_NEXT_DAY: Final = re.compile(r"\b(?:the[ \t]+)?(?:next|following)[ \t]+day\b|\bthe[ \t]+day[ \t]+(?:after|before)\b", re.IGNORECASE)
# A month and day without a year (a base of a computed date): `March 2`, `3rd of February`.
_YEARLESS: Final = re.compile(
    rf"(?<![A-Za-z0-9])(?:({_MONTH})\.?{_SPACE}+([0-9]{{1,2}})(?:st|nd|rd|th)?|([0-9]{{1,2}})(?:st|nd|rd|th)?{_SPACE}+(?:of{_SPACE}+)?({_MONTH})\.?)"
    rf"(?![0-9A-Za-z]|,?{_SPACE}*[12][0-9]{{3}}|:[0-9])",
    re.IGNORECASE,
)
# A month and a day of two digits, no year (round 21: `March 39`, `39 March`); not a share (`March 40%`),
# a decimal (`May 32.5`), a clock (`Mar 12:30`) or an amount (`$45 March`); nor, in the loop, a count of
# a unit (`Dec 91 min to Mexico`: the month a row's label; integrator, round 21).
_WORD_AFTER: Final = re.compile(r"[ \t\u00a0]+([A-Za-z]+)")
_NO_YEAR_DAY: Final = re.compile(
    rf"(?<![A-Za-z0-9])({_MONTH})\.?{_SPACE}+([0-9]{{2}})(?:st|nd|rd|th)?(?![0-9A-Za-z%]|[.,:][0-9]|,?{_SPACE}*[12][0-9]{{3}})"
    rf"|(?<![A-Za-z0-9.,:$\u20ac\u00a3])([0-9]{{2}})(?:st|nd|rd|th)?{_SPACE}+(?:of{_SPACE}+)?({_MONTH})\.?(?![A-Za-z0-9]|,?{_SPACE}*[12][0-9]{{3}})",
    re.IGNORECASE,
)
# An ISO date the answer writes (a base the answer computes from).
_ISO: Final = re.compile(r"(?<![0-9])((?:19|20)[0-9]{2})-([0-9]{2})-([0-9]{2})(?![0-9])", re.ASCII)


class AnswerDate(NamedTuple):
    """A date the answer writes in words: where, as written, the day it names, the weekday written."""

    start: int
    end: int
    written: str
    day: date
    weekday: int | None  # 0 = Monday, as `date.weekday()`; None when the answer writes none


def _day(year: str, month: str, day: str) -> date | None:
    try:
        return date(int(year), _MONTHS[word_key(month)], int(day))
    except ValueError:
        return None


# A year's four digits: every date `_DATE` reads writes one, so a text without them has none.
_YEARISH: Final = re.compile(r"[12][0-9]{3}")
# The `_DATE` matches of the last text read: `judge_dates` reads an answer's dates for the
# impossible ones and again for the rest. One (text, matches) pair, replaced whole.
_LAST_MATCHES: Final[list[tuple[str, list[re.Match[str]]]]] = [("", [])]


def _date_matches(answer: str) -> list[re.Match[str]]:
    """`list(_DATE.finditer(answer))`, read once per text (the last one's kept)."""
    last = _LAST_MATCHES[0]
    if last[0] == answer:
        return last[1]
    found = [m for m in _DATE.finditer(answer) if not glued_to_a_word(answer, m.start(), m.end())] \
        if _YEARISH.search(answer) is not None and may_name_a_month(answer) else []
    _LAST_MATCHES[0] = (answer, found)
    return found


def impossible_dates(answer: str) -> list[tuple[int, str]]:
    """The dates in words with a year whose day the month does not have (`May 33, 2024`, `February
    30, 2025`), or without a year whose day no month has (round 21: `March 39`):
    (offset, as written). No source carries such a day: the answer mistyped one."""
    out: list[tuple[int, str]] = []
    for m in _date_matches(answer):
        month = m.group(2) or m.group(6)
        if month.islower() and month in _WORDS_TOO:
            continue
        found = _day(m.group(4), month, m.group(3)) if m.group(2) else _day(m.group(7), month, m.group(5))
        if found is None and len(out) < MAX_DATES:
            out.append((m.start(), " ".join(m.group(0).split())))
    if may_name_a_month(answer):  # round 21: `March 39` without a year: no month has that day
        taken = [(m.start(), m.end()) for m in _date_matches(answer)]
        for m in _NO_YEAR_DAY.finditer(answer):
            month, day = (m.group(1), int(m.group(2))) if m.group(1) else (m.group(4), int(m.group(3)))
            if (month.islower() and month in _WORDS_TOO) or any(a <= m.start() < b for a, b in taken) \
                    or glued_to_a_word(answer, m.start(), m.end()):
                continue
            after = _WORD_AFTER.match(answer, m.end())
            if after is not None and unit_of(after.group(1)) is not None:
                continue  # a count of a unit under a row's month label (`Dec 91 min to Mexico`)
            if day > 31 and len(out) < MAX_DATES:  # (`June 31`: yearless_words reads it, flagged there)
                out.append((m.start(), " ".join(m.group(0).split())))
    # (months37) in another language, day first (`39 ta' Diċembru`, `30 de febreiro`: worded_dates.py)
    out.extend(impossible_worded_dates(answer)[:max(0, MAX_DATES - len(out))])
    return out


def answer_dates(answer: str) -> Iterator[AnswerDate]:
    """The dates in words with their year that `answer` writes, in text order (at most `MAX_DATES`);
    (months37) in any language (`worded_dates.py`: `17 de xaneiro de 2027`, `26 فروری 2027`)."""
    english = list(_english_dates(answer))
    others = [d for d in worded_dates(answer) if d.year is not None] if may_write_a_worded_date(answer) else []
    if not others:
        yield from english
        return
    taken = [(d.start, d.end) for d in english]
    for w in others:
        day = w.day_of()
        if day is not None and not any(a < w.end and w.start < b for a, b in taken):
            english.append(AnswerDate(w.start, w.end, w.written, day, None))
    yield from sorted(english)[:MAX_DATES]


def _english_dates(answer: str) -> Iterator[AnswerDate]:
    count = 0
    for m in _date_matches(answer):
        month = m.group(2) or m.group(6)
        if month.islower() and month in _WORDS_TOO:
            continue  # "you may 3 2026" is no date until the month is written as a name
        found = _day(m.group(4), month, m.group(3)) if m.group(2) else _day(m.group(7), month, m.group(5))
        if found is None:
            continue  # no real day (`May 33, 2024`): `impossible_dates`
        weekday_word = m.group(1) or m.group(8)
        weekday = _WEEKDAYS.index(word_key(weekday_word[:3])) if weekday_word else None
        yield AnswerDate(m.start(), m.end(), " ".join(m.group(0).split()), found, weekday)
        count += 1
        if count >= MAX_DATES:
            return


# Measured, not on: a date without its year (`March 30`) read in the year the answer writes nearest
# to it (none when it writes no year). See docs/precision-history.md's round 9 section for its price.
YEARLESS: Final = False  # round 9's reading; round 14 judges yearless dates by `years` (yearless_words.py)
_YEAR_IN: Final = re.compile(r"(?<![0-9])((?:19|20)[0-9]{2})(?![0-9])")


def yearless_dates(answer: str) -> Iterator[AnswerDate]:
    """The dates in words without their year (`March 30`), in the year the answer writes nearest to
    each; none when the answer writes no year (at most `MAX_DATES`)."""
    years = [(m.start(), int(m.group(1))) for m in _YEAR_IN.finditer(answer)]
    if not years:
        return
    taken = [(d.start, d.end) for d in answer_dates(answer)]
    count = 0
    for m in _YEARLESS.finditer(answer):
        if any(a <= m.start() < b for a, b in taken) or glued_to_a_word(answer, m.start(), m.end()):
            continue
        month, day = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        if month.islower() and month in _WORDS_TOO:
            continue
        year = min(years, key=lambda y: abs(y[0] - m.start()))[1]
        found = _day(str(year), month, day)
        if found is None:
            continue
        yield AnswerDate(m.start(), m.end(), " ".join(m.group(0).split()), found, None)
        count += 1
        if count >= MAX_DATES:
            return


def numeric_spellings(iso: str) -> tuple[str, ...]:
    """The numeric spellings a result may write `iso` in (`10/08/2025`, `8.10.2025`, ...): month
    first and day first, with and without a leading zero, with `/`, `.` or `-`. The price, as for the
    answer's numeric dates: a day and month swapped, both 12 or less, is read as carried."""
    year, month, day = iso[:4], iso[5:7], iso[8:10]
    out: list[str] = []
    for a, b in ((month, day), (day, month)):
        for first, second in ((a, b), (a.lstrip("0"), b.lstrip("0"))):
            for sep in "/.-":
                form = f"{first}{sep}{second}{sep}{year}"
                if form not in out:
                    out.append(form)
    return tuple(out)


def weekday_ok(found: AnswerDate) -> bool:
    """Whether the weekday written with the date (if any) is that date's weekday."""
    return found.weekday is None or found.weekday == found.day.weekday()


def _weekday_pinned(reread: Callable[[str], date | None], weekday: int | None) -> Callable[[str], date | None]:
    """(round 27) `reread` for the `date-step` chance test of a date written with its weekday
    (`Monday 1 March`): a neighbour whose day is not that weekday (`9 March`, a Tuesday) is no rival,
    since a slip to it leaves the weekday wrong and `weekday_ok` flags it anyway."""
    if weekday is None:
        return reread

    def pinned(text: str) -> date | None:
        day = reread(text)
        return day if day is not None and day.weekday() == weekday else None

    return pinned


def _slips_an_earlier_day(day: date, earlier_month_day: Callable[[int, int], bool]) -> bool:
    """(recall38) Whether a date with its year is a slip of a day an earlier answer wrote, in its
    month: a day of the month one digit changed (`17 March 2027` restated for the `16 March 2027` an
    earlier answer worked out), and not a day an earlier answer wrote itself. Such a date is judged
    however far from the dates the run carries: a restatement that moved a day."""
    if earlier_month_day(day.month, day.day):
        return False
    written = str(day.day)
    for other in range(1, 32):
        text = str(other)
        if other != day.day and len(text) == len(written) and sum(a != b for a, b in zip(text, written)) == 1 \
                and earlier_month_day(day.month, other):
            return True
    return False


def near_carried(day: date, carried: Callable[[str], bool], window: int = WINDOW_DAYS) -> bool:
    """Whether the run carries a date within `window` days of `day` (not `day` itself), or the
    same day and month a year before or after or in a year one digit off (a year mistyped)."""
    for k in range(1, window + 1):
        for d in (day - timedelta(days=k), day + timedelta(days=k)):
            if carried(d.isoformat()):
                return True
    for year in _years_one_digit_off(day.year):
        try:
            if carried(day.replace(year=year).isoformat()):
                return True
        except ValueError:  # February 29
            continue
    return False


def _years_one_digit_off(year: int) -> list[int]:
    """The year before and after, then every year one digit off (`2034`, `2124` for 2024), 1000-2999."""
    out = [year - 1, year + 1]
    text = str(year)
    for position in range(len(text)):
        for digit in "0123456789":
            other = int(text[:position] + digit + text[position + 1:])
            if other != year and other not in out and 1000 <= other <= 2999:
                out.append(other)
    return out


def _add_months(base: date, months: int) -> date | None:
    index = base.month - 1 + months
    try:
        return date(base.year + index // 12, index % 12 + 1, base.day)
    except ValueError:
        return None


def _shifted(base: date, count: int, unit: str) -> tuple[date | None, date | None]:
    """`base` moved forward and back by `count` units (days, weeks, months or years)."""
    unit = unit.lower().rstrip("s")
    if unit == "business day":  # round 18: Saturdays and Sundays skipped (date_steps.add_business_days)
        if base.weekday() >= 5:  # round 23: a step of business days lands on none of them (`18 Nov + 8 = Sat 28 Nov` was read back)
            return None, None
        return add_business_days(base, count), add_business_days(base, -count)
    if unit == "day" or unit == "week":
        days = count * (7 if unit == "week" else 1)
        return base + timedelta(days=days), base - timedelta(days=days)
    months = count * (12 if unit == "year" else 1)
    return _add_months(base, months), _add_months(base, -months)


# A month's abbreviation with its point (`Nov. 12th`): the point ends no sentence (round 19).
_MONTH_POINT: Final = re.compile(r"(?<![A-Za-z])(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)$")


# (round 26) A day and month day first with their dots (`30.09.`): its last point ends no sentence
# (`due 21 October 2026 (30.09. + 21 days)`), and it is a base a span is added to. Day 1-31, month
# 1-12, no digit or point before it, no digit after its point.
_DOTTED_DAY_MONTH: Final = re.compile(r"(?<![0-9.])(0?[1-9]|[12][0-9]|3[01])\.(0?[1-9]|1[0-2])\.(?![0-9])", re.ASCII)
_DOTTED_BEFORE_STOP: Final = re.compile(r"(?<![0-9.])(?:0?[1-9]|[12][0-9]|3[01])\.(?:0?[1-9]|1[0-2])\Z", re.ASCII)


def _sentence_stop(answer: str, at: int) -> int:
    """Where the sentence that goes on at `at` ends (its `. `), or -1; the point of a month's
    abbreviation ends none (`May 11, 2027 (180 days from Nov. 12th)`), nor (round 26) the last
    point of a day and month written day first (`(30.09. + 21 days)`)."""
    stop = answer.find(". ", at)
    while stop >= 0 and (_MONTH_POINT.search(answer, max(0, stop - 5), stop) is not None
                         or _DOTTED_BEFORE_STOP.search(answer, max(0, stop - 5), stop) is not None):
        stop = answer.find(". ", stop + 2)
    return stop


# (mend46b) `computed_date`'s spans of the last answer's windows: (start, end) -> (spans, the back-only ones)
MAX_WINDOWS_KEPT: Final = 256
_WINDOW_SPANS: Final[list[tuple[str, dict[tuple[int, int], tuple[tuple[tuple[int, str, str], ...], frozenset[int]]]]]] = [("", {})]


def _window_spans(answer: str, start: int, end: int) -> tuple[tuple[tuple[int, str, str], ...], frozenset[int]]:
    """(mend46b) The spans `computed_date` reads in `answer[start:end]` (count, unit, as written) and
    the indexes of those that step back only; kept for the last answer's windows (a long sentence of
    many dates read its window again for each)."""
    kept = _WINDOW_SPANS[0]
    if kept[0] is not answer and kept[0] != answer:
        kept = (answer, {})
        _WINDOW_SPANS[0] = kept
    found = kept[1].get((start, end))
    if found is None:
        found = _read_window_spans(answer, start, end)
        if len(kept[1]) >= MAX_WINDOWS_KEPT:
            kept[1].clear()
        kept[1][(start, end)] = found
    return found


def _read_window_spans(answer: str, start: int, end: int) -> tuple[tuple[tuple[int, str, str], ...], frozenset[int]]:
    spans: list[tuple[int, str, str]] = []
    back_only: set[int] = set()
    for m in _SPAN.finditer(answer, start, end):
        if counts_back(answer, m.end()):
            # (round 32) `at least 7 days before arrival (by 13 July)`: the span steps back from its
            # base only (the stated today 16 July + 7 days excused a slip to 23 July)
            back_only.add(len(spans))
        spans.append((span_count(m.group(1), _COUNTS), m.group(2), m.group(0)))
    if _NEXT_DAY.search(answer, start, end):
        spans.append((1, "day", "the next day"))
    # round 18: `Seven business days from today, Wednesday March 11, is Friday, March 20`
    spans += [(s.size, s.unit, s.written) for s in _spans_of(answer, start, end, "") if s.unit == "business day"]
    # (census40) a span in another language's words (`20 gündür`, `14 dana`, `30 päivää`: `date_steps`'
    # tables and CLDR's words), read as the English ones are, forward only where its words say so
    # (camel43) in Latin letters too (`7 maalmood`, `7 dienas`): any span `_SPAN` did not read
    english = {(count, unit.lower().rstrip("s")) for count, unit, _ in spans}
    for s in _spans_of(answer, start, end, ""):
        if s.unit in ("day", "week", "month", "year") and (s.size, s.unit) not in english and len(spans) < MAX_SPANS \
                and not s.less and s.written[:1].isdigit():
            if s.sign < 0:
                back_only.add(len(spans))
            spans.append((s.size, s.unit, s.written))
    return tuple(spans), frozenset(back_only)


def computed_date(answer: str, found: AnswerDate, carried: Callable[[str], bool]) -> tuple[str, str, str] | None:
    """(expression, base, span) when the answer computes `found` from a carried date it writes
    before it (or in its sentence), moved by a span the answer writes in the date's sentence or the
    one before; else None."""
    start = sentence_start(answer, found.start)
    if start > 0 and answer[start - 1] != "\n":
        start = sentence_start(answer, max(start - 2, 0))
    end = min((k for k in (_sentence_stop(answer, found.end), answer.find("\n", found.end)) if k >= 0), default=len(answer))
    read = _window_spans(answer, start, end)  # (mend46b) a window's spans read once for all its dates
    spans = list(read[0])
    back_only = set(read[1])
    if not spans:
        return None
    start = 0  # the base: any date the answer writes before the value's sentence ends
    # (round 15) the first MAX_DATES distinct carried dates, in this order, read until there are
    # that many (a set beside the list: `not in bases` read the list per date, a square)
    bases: list[date] = []
    seen: set[date] = {found.day}
    for other in answer_dates(answer[start:end]):
        if len(bases) >= MAX_DATES:
            break
        if other.day not in seen:
            seen.add(other.day)
            if carried(other.day.isoformat()):
                bases.append(other.day)
    for m in _YEARLESS.finditer(answer, start, end):  # `delivered on March 2`: in the year of the date or the one before
        if len(bases) >= MAX_DATES:
            break
        month, day = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        if month.islower() and month in _WORDS_TOO:
            continue
        for year in (found.day.year, found.day.year - 1):
            base = _day(str(year), month, day)
            if base is not None and base < found.day and base not in seen:
                seen.add(base)
                if carried(base.isoformat()):
                    bases.append(base)
                break
    if not answer.isascii():  # (clock42) a yearless date in another language's words (`੧੨ ਜਨਵਰੀ ਨੂੰ`), as `_YEARLESS` reads one
        for worded in worded_dates(answer):  # (the answer's, read once: `worded_dates` keeps its reading)
            if len(bases) >= MAX_DATES or worded.start >= end:
                break
            if worded.year is not None:
                continue
            for year in (found.day.year, found.day.year - 1):
                base_day = worded.day_of(year)
                if base_day is not None and base_day < found.day and base_day not in seen:
                    seen.add(base_day)
                    if carried(base_day.isoformat()):
                        bases.append(base_day)
                    break
    for m in _ISO.finditer(answer, start, end):
        if len(bases) >= MAX_DATES:
            break
        try:
            base = date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        except ValueError:
            continue
        if base not in seen:
            seen.add(base)
            if carried(base.isoformat()):
                bases.append(base)
    if "." in answer:  # (round 26) `(30.09. + 21 days)`: a day and month day first, as a yearless base
        for m in _DOTTED_DAY_MONTH.finditer(answer, start, end):
            if len(bases) >= MAX_DATES:
                break
            for year in (found.day.year, found.day.year - 1):
                try:
                    base = date(year, int(m.group(2)), int(m.group(1)))
                except ValueError:
                    break
                if base < found.day and base not in seen:
                    seen.add(base)
                    if carried(base.isoformat()):
                        bases.append(base)
                    break
    return _first_step(found.day, bases, spans, back_only)


def _first_step(
    day: date, bases: list[date], spans: list[tuple[int, str, str]], back_only: Container[int] = (),
) -> tuple[str, str, str] | None:
    """The first (base, span) in that order, bases first, with `base + span` or `base - span` equal
    to `day`: (expression, base, span). (round 15) Each span is inverted once (the base it needs is
    `day` moved back or forward by it: exact for days and weeks, and for months and years too, as a
    moved date keeps its day) and looked up among the bases, instead of moving every base by every
    span: a sentence of thousands of spans over 64 bases cost each date 64 x n moves."""
    where = {base: k for k, base in enumerate(bases)}
    best: tuple[int, int, int] | None = None
    for j, (count, unit, _) in enumerate(spans):
        try:
            forward, back = _shifted(day, count, unit)
        except OverflowError:  # (a span past the calendar moves no base onto the day)
            continue
        for sign, base in ((0, back), (1, forward)):  # base + span (later) before base - span (earlier)
            if sign == 0 and j in back_only:
                continue  # (round 32) a span written `before` something never counts forward
            k = where.get(base) if base is not None else None
            if k is not None and (best is None or (k, j, sign) < best):
                best = (k, j, sign)
    if best is None:
        return None
    k, j, sign = best
    base, (count, unit, written) = bases[k], spans[j]
    plural = unit.lower().rstrip("s") + ("s" if count != 1 else "")
    return f"{base.isoformat()} {'-' if sign else '+'} {count} {plural} = {day.isoformat()}", base.isoformat(), written


# A clock on the date's line: `12:00 AM`, `00:00`, `6:30pm`.
_CLOCK: Final = re.compile(
    clock_pattern(before=r"(?<![0-9:])", after="", half=meridiem(r"[ \t]", "*", end=r"\b", letter="([ap])", m="m")), re.IGNORECASE
)


def next_day_clocks(answer: str, found: AnswerDate) -> tuple[str, ...]:
    """The spellings with a next-day offset (`00:00:00+1`, `00:00+1`) of the clocks the date's line
    writes: a run carrying one states that the time falls on the day after its carried date (a
    flight arriving after midnight), so the answer's date is that next day."""
    line_start, line_end = line_bounds(answer, found.start, found.end)
    out: list[str] = []
    for m in _CLOCK.finditer(answer, line_start, line_end):
        hour, minute = int(m.group(1)), int(m.group(2))
        if m.group(3) is not None:
            if not 1 <= hour <= 12:
                continue
            hour = hour % 12 + (12 if m.group(3).lower() == "p" else 0)
        if hour <= 23 and minute <= 59:
            out += [f"{hour:02d}:{minute:02d}:00+1", f"{hour:02d}:{minute:02d}+1"]
    return tuple(out)


def _reread(text: str) -> date | None:
    """The day a date in words names (`June 13, 2024`), or None (the `date-step` rule's chance test
    reads the date with one digit replaced)."""
    m = _DATE.fullmatch(text)
    if m is None:
        other = one_worded_date(text)  # (months37) a date in words of another language
        return None if other is None or other.year is None else other.day_of()
    month = m.group(2) or m.group(6)
    return _day(m.group(4), month, m.group(3)) if m.group(2) else _day(m.group(7), month, m.group(5))


# (round 29) A span its writer counts from today (`12 days from today`, `2 weeks from now`, `3 days
# after today`): groups count, unit. Fixed words, one bounded count: linear.
_FROM_TODAY: Final = re.compile(
    r"(?<![0-9A-Za-z.,])([0-9]{1,3})[ \t]+(days?|weeks?)[ \t]+(?:from|after)[ \t]+(?:today|now)\b"
    # (round 32) the sum written the other way round: `Today plus 21 days`, `today + 14 days`
    r"|\b(?:today|now)[ \t]*(?:\+|plus)[ \t]*([0-9]{1,3})[ \t]+(days?|weeks?)(?![A-Za-z])", re.ASCII | re.IGNORECASE)


def _from_today(answer: str, found: AnswerDate) -> list[Span]:
    """(round 29) The spans the date's sentence counts from today (`by 21 December 2026, 12 days from
    today`): their only base is the stated today, so they are tried alone, with their own chance test
    (the other spans of the run, from the other dates it knows, reach a neighbour by chance)."""
    start = sentence_start(answer, found.start)
    end = min((k for k in (_sentence_stop(answer, found.end), answer.find("\n", found.end)) if k >= 0), default=len(answer))
    out: list[Span] = []
    for m in _FROM_TODAY.finditer(answer, start, end):
        count, unit = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(3), m.group(4))
        size = int(count) * (7 if unit.lower().startswith("week") else 1)
        if 0 < size and len(out) < MAX_SPANS:
            out.append(Span(size, "day", m.group(0), "the answer wrote it"))
    return out


def _said_sizes(spans: list[Span], stated: Callable[[], list[Span]]) -> list[Span]:
    """(mend41a, review41 D2) The spans whose size a person, the rules or a result states (as the
    lead-in tier's `sizes`): a line's own count the run never gave is no step (`5 days → 25 April` for
    a lead time of 7)."""
    if not spans:
        return spans
    sizes = {(sp.size, sp.unit) for sp in stated()}
    return [sp for sp in spans if (sp.size, sp.unit) in sizes]


def _line_spans_before(answer: str, found: AnswerDate) -> list[Span]:
    """(census41) The spans the date's own line writes before it (at most its last `_MAX_OWN_LINE`
    characters), the nearest first; none where that part of the line names a month or writes an ISO
    date (a base written on the line: `June 20 − 14 days = June 8`)."""
    start = max(answer.rfind("\n", max(0, found.start - _MAX_OWN_LINE), found.start) + 1, found.start - _MAX_OWN_LINE)
    before = answer[start:found.start]
    if may_name_a_month(before) or worded_dates(before) or _ISO_ON_LINE.search(before):
        return []
    return spans_in(answer, start, found.start, _ANSWER_WROTE)[::-1]


_ISO_ON_LINE: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


_MAX_OWN_LINE: Final = 200  # (census41) the characters of a date's line read back for its own span


def _spans_around(answer: str, found: AnswerDate) -> list[Span]:
    """The spans the date's sentence and the one before state (date_steps.py), the nearest first."""
    start, end = _around_window(answer, found)
    return _spans_of(answer, start, end, _ANSWER_WROTE)[::-1]


def _around_window(answer: str, found: AnswerDate) -> tuple[int, int]:
    """The bounds of the date's sentence and the one before (`_spans_around`'s window)."""
    start = sentence_start(answer, found.start)
    if start > 0 and answer[start - 1] != "\n":
        start = sentence_start(answer, max(start - 2, 0))
    end = min((k for k in (_sentence_stop(answer, found.end), answer.find("\n", found.end)) if k >= 0), default=len(answer))
    return start, end


# (mend45c, review45a D7) the spans of the answers read lately, by window: each yearless date of a
# sentence (up to 32) read its sentence's spans again, twice and more (`computed_date`,
# `_spans_around`); an answer of one long sentence of dates (Tibetan `ཟླ་༡༠ ཚེས་༡༨`, CJK `10月18日`)
# scanned the whole answer each time. Spans are tuples: a window's list is shared, never changed.
_SPANS_READ: Final[TextMemo[dict[tuple[int, int, str], list[Span]]]] = TextMemo(entries=16, chars=262_144)
MAX_SPAN_WINDOWS: Final = 256  # windows kept per answer (a new one past them is read, not kept)


def _spans_of(answer: str, start: int, end: int, where: str) -> list[Span]:
    """`date_steps.spans_in(answer, start, end, where)`, read once per answer and window."""
    windows = _SPANS_READ.get(answer)
    if windows is None:
        windows = {}
        _SPANS_READ.put(answer, windows)
    key = (start, end, where)
    found = windows.get(key)
    if found is None:
        found = spans_in(answer, start, end, where)
        if len(windows) < MAX_SPAN_WINDOWS:
            windows[key] = found
    return found



class DateVerdict(NamedTuple):
    """One judged date in words: `kind` is `grounded` (with the rule `by`), `user`, `own`,
    `computed` (with its expression and operands) or `unsupported`."""

    kind: str
    candidate: Candidate
    by: str = ""
    expression: str = ""
    operands: tuple[Operand, ...] = ()


def _no_tiers() -> Tiers:
    """(mend39a) No tiered counts: the rules' (`stated_shifts.stated_tiers`) when the caller has none."""
    return {}


def _no_row_bases(answer: str, at: int) -> tuple[str, ...]:
    return ()


def _no_hours() -> frozenset[int]:
    """(mend44c) No counts of whole days of hours stated: the rules' (`StatedShifts.whole_days`) when the caller has none."""
    return frozenset()


def _whole_day_test(stated_hours: Callable[[], frozenset[int]], forms_carried: Callable[[tuple[str, ...]], bool]) -> Callable[[int], bool]:
    """(mend44c, review44 D4) Whether a count of whole days of hours (minutes) an answer writes is one
    the rules state (`a wheel is brined 48 hours`) or a result carries (`"brine_hours": 48`)."""
    return lambda minutes: minutes in stated_hours() or forms_carried((str(minutes // 60),))


def _clock_carried_elsewhere(base: date, clock: str, forms_carried: Callable[[tuple[str, ...]], bool]) -> bool:
    """(mend44c, review44 D3) Whether a result carries a timestamp at `clock` on a day near `base` but
    not `base` (`"departs": "2027-05-13T22:35"`): the step's clock is that day's, not the stated today's."""
    return any(forms_carried(timestamp_forms(base + timedelta(days=d), clock)) for d in range(-MAX_CLOCK_DAYS, MAX_CLOCK_DAYS + 1) if d)


def _no_row_counts(answer: str, at: int) -> tuple[tuple[str, int], ...]:
    return ()


def judge_dates(
    answer: str,
    carried: Callable[[str, str | None], str | None],
    said: Callable[[str], bool],
    own: Callable[[str], bool],
    offset_carried: Callable[[tuple[str, ...]], bool] | None = None,
    window: int = WINDOW_DAYS,
    years: Callable[[], list[int]] | None = None,
    said_month_day: Callable[[int, int], bool] = lambda month, day: False,
    today: str = "",
    written_month_day: Callable[[int, int], bool] = lambda month, day: False,
    person_month_day: Callable[[int, int], bool] = lambda month, day: False,
    user_spans: Callable[[], Sequence[Span]] = list,
    policy_spans: Callable[[], Sequence[Span]] = list,
    result_spans: Callable[[], Sequence[Span]] = list,
    earlier_month_day: Callable[[int, int], bool] = lambda month, day: False,
    closed_days: Callable[[], Sequence[str]] = list,
    tiers: Callable[[], Tiers] = _no_tiers,
    stated_hours: Callable[[], frozenset[int]] = _no_hours,
    row_bases: Callable[[str, int], tuple[str, ...]] = _no_row_bases,
    row_counts: Callable[[str, int], tuple[tuple[str, int], ...]] = _no_row_counts,
    earlier_day: Callable[[str], bool] = lambda iso: False,
    line_days: Callable[[str, int], tuple[str, ...]] = _no_row_bases,
) -> list[DateVerdict]:
    """Judge the dates in words `answer` writes. `carried(iso)` is the rule that finds the date in
    the run's results (`exact`, `timestamp-date`, `date-in-words`, ...) or None; `said(iso)` whether
    a person said it; `own(iso)` whether only the agent's own calls carried it. A date is judged
    only when one of those knows a date within `window` days of it (see the module docstring).
    `years()`, when given, the years to read a yearless date in (yearless_words.py, round 14);
    `said_month_day(month, day)` whether a person said that month and day without a year (or that
    day alone, or it is the stated today); `person_month_day(month, day)` whether a person wrote that
    month and day (round 15: a known base of a step); `today` (ISO) the today the run states, a date
    the run knows when `years` is given. (mend45d) `line_days(answer, at)` the ISO days of the one
    record of the latest result that the codes of `at`'s line name (`basis.line_days`): a base of
    `chain_step`'s named-count and yearless steps must be one of them."""
    out: list[DateVerdict] = []
    if not may_write_slashed(answer) and not may_name_a_month(answer) and not worded_dates(answer) \
            and not impossible_worded_dates(answer):
        # (speed33) no month's name and no slash: none of its readers (`impossible_dates`,
        # `answer_dates`, `yearless_dates`, `yearless_in`: a month's name; `slashed_in`: a slash)
        # finds a date, so none is judged; the judges below are not even built (most answers);
        # (speed44) nor where the slashes write no `slashed_in` token (`fc3/17`, `km/h`)
        return out

    stated = [""]  # the run's today, a known date while the yearless dates are judged (round 14)
    # round 15: while the yearless dates are judged, a month and day a person said (`a week from
    # Dec 15`) and the yearless dates the answer already explained are known dates too
    explained: set[str] = set()
    yearless = [False]
    one_year = [False]  # (silk36) the yearless dates are read in one year only (the run's dates are all of one)

    def said_or_explained(iso: str) -> bool:
        return yearless[0] and (iso in explained or person_month_day(int(iso[5:7]), int(iso[8:10])))

    # (mend46b) what the run's readers say of a date, asked once: a long sentence of many dates asks
    # each judged date's bases of every date before it (`computed_date`)
    run_knows: dict[str, bool] = {}

    def known(iso: str) -> bool:
        by_run = run_knows.get(iso)
        if by_run is None:
            by_run = carried(iso, None) is not None or said(iso) or own(iso)
            if len(run_knows) < MAX_KNOWN_KEPT:
                run_knows[iso] = by_run
        return by_run or iso == stated[0] or said_or_explained(iso)

    # (round 30, clocks30) the dates with a year this answer computed before (date-step, date-span):
    # each a base of the next step, as a chain of clocks is (`The last day would be 12 December 2026
    # and the limit 11 January 2027` for `the last day of the course plus 30 days`)
    chained: set[str] = set()
    judging = [""]  # the date being judged (ISO): no base of its own step nor of its neighbours'
    judged: list[AnswerDate] = []  # the dates with a year judged so far, in text order

    def chain_step(found: AnswerDate, reread: Callable[[str], date | None], spans: list[Span]) -> Step | None:
        """(round 30) The date stepped from the date its sentence writes just before it, when that
        one is carried, said or computed (`the last day would be 12 December 2026 and the limit 11
        January 2027`): that base alone with the stated spans, so the other dates the run knows, moved
        by spans about other things, are no rivals (31 December + `14 days of mixing` is 14 January);
        a one-digit neighbour the run knows still refuses (it may be a slip of it)."""
        start = sentence_start(answer, found.start)
        previous = [d for d in judged if start <= d.start and d.end <= found.start]
        named_step = False
        if not spans:
            return None
        if not previous:
            # (incense41) or, with none in its sentence, the date with its year written last on the
            # line before (a list of steps: `- first: 21 days after → 11 October 2027` then `- second:
            # 12 days on → 23 October 2027`), computed, carried or said, that base alone too
            above = [d for d in judged if d.end <= found.start and answer.count("\n", d.end, found.start) == 1]
            # (adire44) or, first, the date with its year written last before it on its own line past a
            # clause's `;` (`IA-0377 of 6 Owewe 2027; ọjọ́ 14 → 20 Owewe 2027`), carried or said
            beside = [d for d in judged if d.end <= found.start and "\n" not in answer[d.end:found.start]
                      and ";" in answer[d.end:found.start]]
            above = beside or above
            previous = above[-1:] if above and carried_or_said(above[-1].day.isoformat()) else []
        if previous:
            base = previous[-1].day.isoformat()
            if not carried_or_said(base):
                return None
            # (avocado45) the stated span whose count the answer writes alone between the base and the
            # value, in words the readers do not know (`9 Kanama 2027; iminsi 10 → 19 Kanama 2027`,
            # Kinyarwanda's days before their count): that span alone, so the rules' other spans (`a
            # day` of a day's pay: 9 + 1 is 10, one digit from 19) are no rivals; the answer wrote its
            # base, its count and the value,
            # as `9 Kanama + 10 days` would: a known neighbour (today's 17, one digit from 19) is no rival
            named = named_count_spans(answer[previous[-1].end : found.start], spans)
            named_step = named is not spans
            spans = named
            if named_step and not line_record_base(found, base):
                return None
        else:
            # (coffee38) a date without its year an earlier answer computed, written before it in its
            # sentence (`Washed on 26 December, plus 14 days: 9 January 2027` after `09:20 on 26
            # December`), in the latest year that puts it before the value
            earlier = [y for y in yearless_in(answer[start:found.start], []) if earlier_month_day(y.month, y.day)]
            if not earlier:
                # (avocado45, vanilla45: both found it) or the yearless date written last before it on its
                # line, past a clause's `;` too, that a result carries or a person said, in the value's
                # year or the one before (`Yoherejwe ku wa 19 Kanama; iminsi 10 → 29 Kanama 2027` over a
                # dispatch's `2027-08-19T05:30`; `Alefa ny 20 Mey; 30 andro → 19 Jona 2027` over
                # `2027-05-20T06:30`): an English reader's yearless date or another language's in words
                # (`20 Mey`), that day alone, stepped by the stated span whose bare count the answer
                # writes between them alone (`named_count_spans`: `iminsi 10`), else by the spans the
                # rules state where they state one size (the chance test)
                line_start = answer.rfind("\n", 0, found.start) + 1
                value_year = found.day.year
                shapes: list[tuple[int, int, date | None, date | None]] = [
                    (line_start + y.start, line_start + y.end, y.in_year(value_year), y.in_year(value_year - 1))
                    for y in yearless_in(answer[line_start:found.start], [])]
                shapes += [(w.start, w.end, w.day_of(value_year), w.day_of(value_year - 1)) for w in worded_dates(answer)
                           if w.year is None and line_start <= w.start and w.end <= found.start]
                if not shapes:
                    return None
                last_shape = shapes[0]
                for shape in shapes:
                    if shape[0] > last_shape[0]:
                        last_shape = shape
                days = [d for d in (last_shape[2], last_shape[3]) if d is not None and d < found.day and carried_or_said(d.isoformat())
                        and line_record_base(found, d.isoformat())]
                if not days:
                    return None
                base = days[0].isoformat()
                named = named_count_spans(answer[last_shape[1] : found.start], spans)
                if named is not spans:
                    spans = named
                else:
                    # (review45c D2) the rules' spans only where they state one size: with several (`30
                    # days`, a reminder `7 days after the due date`, a second `14 days after that`) each
                    # counts from its own event, and the chance test cannot tell (each reaches another day).
                    # Not a span the answer writes between them: `Del 12 de abril durante 5 días: el último
                    # es el 17 de abril` is a run's last day (census38: the dated reader counts it, 16)
                    policy = list(policy_spans())  # read once, not once a span
                    stated = [s for s in spans if s.where != _ANSWER_WROTE and s in policy]
                    spans = stated if len({s.size for s in stated}) == 1 else []
                if not spans:
                    return None
                return find_step(found.written, found.day, _weekday_pinned(reread, found.weekday), spans, lambda iso: iso == base)
            last = earlier[-1]
            days = [d for d in (last.in_year(found.day.year), last.in_year(found.day.year - 1)) if d is not None and d < found.day]
            if not days:
                return None
            base = days[0].isoformat()
            # its step the span the answer writes between them alone (`plus 14 days`), not the rules'
            # others (+ 10 days is 5 January, one digit off)
            spans = [s for s in spans if s.where == _ANSWER_WROTE and start <= answer.find(s.written, start) < found.start][:1]
            if not spans:
                return None
        step = find_step(found.written, found.day, _weekday_pinned(reread, found.weekday), spans, lambda iso: iso == base)
        if step is None or named_step:
            return step
        for i, ch in enumerate(found.written):
            if ch.isdigit():
                for digit in "0123456789":
                    other = reread(found.written[:i] + digit + found.written[i + 1:]) if digit != ch else None
                    if other is not None and other != found.day and other.isoformat() != base and carried_or_said(other.isoformat()):
                        return None
        return step

    def line_record_base(found: AnswerDate, base: str) -> bool:
        """(mend45d, review45b D1) Whether `base` may start `chain_step`'s named-count or yearless step
        to `found`: where the codes of its line name one record of the latest result that carries
        dates (`SH-89 imesafirishwa tarehe 19 Agosti; siku 10 → **29 Agosti 2027**` over SH-89's
        `2027-08-21T05:30`), only one of that record's days (19 August is SH-88's); else any."""
        days = line_days(answer, found.start)
        return not days or base in days

    # (silk36) the yearless dates explained so far (start, end, ISO), in text order, in a run of one year
    shown: list[tuple[int, int, str]] = []

    def yearless_chain_step(found: AnswerDate, reread: Callable[[str], date | None], spans: list[Span]) -> Step | None:
        """(silk36) A yearless date stepped from the yearless date the answer explained just before
        it, on its line or the line before (`* **Hatched:** 2 May` then `* **Spinning:** 30 May` for
        `hatch 10 days after` and `spin 28 days after hatching`): that base alone, as `chain_step`
        takes a dated one, so the other dates the run knows, moved by the same spans (22 April + 28
        is 20 May, one digit from 30 May), are no rivals; read in the run's one year only."""
        previous = [s for s in shown if s[1] <= found.start and answer.count("\n", s[1], found.start) <= 1]
        if not previous or previous[-1][2] == found.day.isoformat():
            return None
        base = previous[-1][2]
        if answer.count("\n", previous[-1][1], found.start) == 0:
            # (boat40) the count of days its table row writes between the base's cell and the value's,
            # under a header naming days (`| 9 Mar | 14 | 23 Mar |` under `Days`), alone
            # (mend40b, review40 D2) a count carried by the row's record or stated as a span, none other
            # than the record's own count of days
            stated_counts = list(user_spans()) + list(policy_spans()) + list(result_spans())
            row = row_day_spans(layout_of(answer), answer, previous[-1][0], found.start, row_counts(answer, found.start), stated_counts)
            if row:
                step = find_step(found.written, found.day, _weekday_pinned(reread, found.weekday), row, lambda iso: iso == base)
                if step is not None:
                    return step
        if not spans:
            return None
        step = find_step(found.written, found.day, _weekday_pinned(reread, found.weekday), spans, lambda iso: iso == base)
        if step is None:
            # (coffee38) the span whose count the value's table column header writes, alone (`| Loaded | 14
            # days on |` over `| 11 Dec | 25 Dec |`: + 10 days, another rule's, is 21 Dec, one digit off)
            named = _header_spans(answer, found.start, spans)
            if named and len(named) < len(spans):
                step = find_step(found.written, found.day, _weekday_pinned(reread, found.weekday), named, lambda iso: iso == base)
        return step

    def judge_shown(found: AnswerDate, reread: Callable[[str], date | None]) -> DateVerdict | None:
        """`judge_one` for a yearless date, keeping the explained ones as bases (`yearless_chain_step`)."""
        verdict = judge_one(found, reread)
        if one_year[0] and verdict is not None and verdict.kind != "unsupported" and len(shown) < MAX_STEPS:
            shown.append((found.start, found.end, found.day.isoformat()))
        return verdict

    def policy_step_near(found: AnswerDate) -> bool:
        """(stable34) Whether a span the system prompt states, from the date the value's sentence
        writes just before it (carried or said), lands near the far date (`Vaccinations twice a
        year, 6 months apart` ... `last 2 September 2026 → 2 March 2027`): it is judged (computed by
        `chain_step`, or flagged as a slip of that step) where before, unjudged, its year was
        flagged as a number. That base alone: no other date the run knows, moved by a stated span
        about something else, makes a far date judged."""
        if yearless[0]:
            return False
        start = sentence_start(answer, found.start)
        previous = [d for d in judged if start <= d.start and d.end <= found.start]
        if not previous:
            return False
        base = previous[-1].day.isoformat()
        return carried_or_said(base) and stated_step_near(found.day, list(policy_spans()), lambda iso: iso == base)

    def carried_or_said(iso: str) -> bool:  # round 18: the stated today a base of a full date's step too
        # (clock42) or a day with its year an earlier answer computed (`earlier_day`: a warranty's
        # `12 months` from the ready day the answer before gave)
        return carried(iso, None) is not None or said(iso) or iso in (stated[0], today) or said_or_explained(iso) or (
            iso in chained and iso != judging[0]) or (not yearless[0] and iso != judging[0] and earlier_day(iso))

    def said_alone(iso: str) -> bool:  # (census41) a date a person said, not the stated today, nor one this answer wrote before
        return said(iso) and iso not in (today, stated[0]) and iso not in chained and all(d.day.isoformat() != iso for d in judged)

    def person_this_year(iso: str) -> bool:
        """(round 30) A month and day a person wrote without a year (`And a quarterly from 1
        December?`), read in the stated today's year or the next: a base of a term's last day."""
        return bool(today) and iso[:4] in (today[:4], str(int(today[:4]) + 1)) and person_month_day(int(iso[5:7]), int(iso[8:10]))

    stepped = [0]

    def judge_one(found: AnswerDate, reread: Callable[[str], date | None]) -> DateVerdict | None:
        """The verdict on one date in words, None when it is not judged (far from every known date)."""
        iso = found.day.isoformat()
        judging[0] = iso
        candidate = Candidate(found.written, "identifier", found.written)
        matching = weekday_ok(found)
        if matching and said(iso):
            return DateVerdict("user", candidate)
        by = carried(iso, found.written)
        if matching and by is not None:
            return DateVerdict("grounded", candidate, "date-in-words" if by == "exact" else by)
        if matching and own(iso):
            return DateVerdict("own", candidate)
        if not known(iso) and not near_carried(found.day, known, window) and not (
                not yearless[0] and _slips_an_earlier_day(found.day, earlier_month_day)):
            # far from every date the run knows: a span or knowledge, not judged, unless a span stated
            # from a known date lands near it (round 16, date_reach.py: `for 56 days ... August 5`)
            if stepped[0] >= MAX_STEPS:
                return None
            stepped[0] += 1
            # (from a date a result carries, a person said in full or the stated today: not a yearless
            # date read in every year of the run, which would reach years the run never meant)
            # (round 23: and a term a result states, for a date with its year: stated_terms.py)
            near_spans = _spans_around(answer, found) + list(user_spans())[-2:] + ([] if yearless[0] else list(result_spans()))
            # (round 30) and a term the system prompt states that ends the day before the same date
            # months on (`to the day before the same date three months later`: 28 February 2027 for 1
            # December 2026, 89 days away): a term's last day is judged as its step
            near_spans += [] if yearless[0] else [s for s in policy_spans() if s.less][:2]
            if yearless[0] and one_year[0] and not earlier_month_day(found.day.month, found.day.day):
                # (gaps46) a yearless date read in the run's one year: the system prompt's spans too,
                # as the step below takes them (silk36), so a slip of such a step a month off (Tibetan
                # `ཟླ་༡༢ ཚེས་༣` for `ཟླ་༡༡ ཚེས་༣`, 20 days from ཟླ་༡༠ ཚེས་༡༤) is judged, not left unjudged
                # (mend46g, review46b D8) unless the answer already writes the step's own date (`Pay by
                # 3 November` for 14 October + 20 days, this date or another): a later date there
                # (`next run on 23 November`) is another matter, not a slip of that step
                policy = list(policy_spans())
                if not _writes_a_step(policy, _written_days(answer, found.day.year), known):
                    near_spans += policy
            if inclusive_count(answer, found.start, found.end):
                # (round 30) a count with both ends (`The last day would be 12 December 2026` for 60
                # days): its spans one day less, so a slip of the step's year (`12 December 2027`) is judged
                near_spans = _inclusive_spans(answer, found) + [
                    b for b in (_both_ends(s) for s in list(user_spans())[-2:]) if b is not None] + near_spans

            def base_known(iso: str) -> bool:
                # (clock42) or a date with its year an earlier answer computed (`੨੫ ਜਨਵਰੀ ੨੦੨੭`, then
                # `੧੨ ਮਹੀਨੇ: ੨੫ ਜਨਵਰੀ ੨੦੨੮`: a warranty from the ready day): `earlier_day`, that very day
                return carried(iso, None) is not None or said(iso) or iso == stated[0] or (
                    not yearless[0] and ((iso in chained and iso != judging[0]) or person_this_year(iso)
                                         or (iso != judging[0] and earlier_day(iso))))

            # (round 23) or a date one digit apart from it as written is such a step exactly (`30 June
            # 2028` for `2023-06-20 + 5 years`): a slip of a computed date, judged with it
            if not stated_step_near(found.day, near_spans, base_known) and not _slip_of_step(found.written, reread, near_spans, base_known) \
                    and not policy_step_near(found):
                return None
        if matching and offset_carried is not None:
            before = (found.day - timedelta(days=1)).isoformat()
            clocks = next_day_clocks(answer, found)
            if clocks and known(before) and offset_carried(clocks):
                return DateVerdict("computed", candidate, "day-offset", f"{before} + 1 day = {iso}", (
                    Operand(before, "result", "a date the run carries"),
                    Operand(clocks[0], "result", "a clock the run carries on the next day")))
        if matching:
            # round 17: a count with both ends (`Nov 20 – Dec 3 (14 days)`) is the date-step's (one day less)
            # (mend46a, review45b) and where the codes of its line name one record of the latest
            # result, a base among that record's days (`SH-89 ships on 19 August; 10 days -> 29
            # August 2027` over SH-89's 21 August: 19 August is SH-88's), as `chain_step`'s bases
            derived = None if inclusive_count(answer, found.start, found.end) else computed_date(
                answer, found, lambda iso: (known(iso) and (iso == stated[0] or line_record_base(found, iso))) or iso == today)  # round 18: the stated today a written base
            if derived is not None:
                expression, base, span = derived
                return DateVerdict("computed", candidate, "date-span", expression, (
                    Operand(base, "answer", "a date the run carries, written in the answer"),
                    Operand(span, "count", "the answer wrote it")))
            anchored = _from_today(answer, found) if today else []
            if anchored and stepped[0] < MAX_STEPS:
                # (round 29) a span the answer counts from today, from the stated today alone: `by 21
                # December 2026, 12 days from today` (with every date the run knows and every span
                # stated, `7 December + 14 days` and `today + 14` reach 23 December too); (round 32)
                # first, and for a yearless date too, the only try: its only base is the stated
                # today (`Today plus 21 days: 30 October`), not another date the run knows that the same
                # span reaches the value from (9 October, an earlier answer's due date + 21 = 30
                # October, excused what today + 21 = 29 October refutes)
                stepped[0] += 1
                step = find_step(found.written, found.day, _weekday_pinned(reread, found.weekday), anchored, lambda iso: iso == today)
                if step is None:
                    return DateVerdict("unsupported", candidate)
                return DateVerdict("computed", candidate, "date-step", step.expression(found.written), (
                    Operand(step.base, "result", "the stated today"),
                    Operand(str(step.span.size), "count", f"{step.span.where}: {step.span.written!r}")))
            if stepped[0] < MAX_STEPS:  # round 13: a date the run knows stepped by a span stated (date_steps.py)
                stepped[0] += 1
                # round 15: a count of days with both ends (`through April 11 (25 days)`) steps one day less
                spans = _inclusive_spans(answer, found) if inclusive_count(answer, found.start, found.end) else _spans_around(answer, found)
                asked = list(user_spans())[-2:]
                if inclusive_count(answer, found.start, found.end):  # both ends counted: the user's days too
                    # (round 30) and their months and years, a day less (`3 months` from 4 December:
                    # `to 3 March 2027 inclusive`)
                    asked = [b for b in (_both_ends(s) for s in asked) if b is not None]
                spans = spans[:MAX_SPANS - len(asked)] + asked  # round 16: the user's spans too (`4 nights from March 15th`)
                step = find_step(found.written, found.day, _weekday_pinned(reread, found.weekday), spans, carried_or_said)
                if step is None and len(asked) > 1 and asked[-1] != asked[-2]:
                    # (round 28) the span the user stated last, alone: `If she froze the full remaining
                    # 48 days instead?` after `45 days from 10 November`; together, + 45 is one digit
                    # from + 48 and the chance test refused both. Alone, its own chance test: a slip
                    # to the + 45 date is not reached by 48 (and the search above refuses it)
                    step = find_step(found.written, found.day, _weekday_pinned(reread, found.weekday), asked[-1:], carried_or_said)
                if step is None and (on_line := _said_sizes(
                        _line_spans_before(answer, found), lambda: asked + list(policy_spans()) + list(result_spans()))):
                    # (census41) the span the date's own line writes before it, alone, from a date a person
                    # said (not the stated today, nor a date this answer wrote before), where the line writes
                    # no other date before it: a list of steps from an asked date (`- Bell A: 3 days → 23
                    # April` / `- Bell B: 1 day → 21 April`, cast on the asked 20 April). The first line's 23
                    # April, one digit from 21, is a step of another line, and today the 13th, one digit
                    # from 23, no slip: the line's span and the asked date name the step. Its own chance test
                    # over the person's dates; `3 days → 21` stays flagged (the line names its span), and a
                    # line that writes its base (`June 20 − 14 days = June 8`) is the main search's alone
                    step = find_step(found.written, found.day, _weekday_pinned(reread, found.weekday), on_line, said_alone)
                if step is None and (not yearless[0] or (one_year[0] and not earlier_month_day(found.day.month, found.day.day))):
                    # round 18: a span the system prompt states (`valid for one year`), alone, for a date
                    # written with its year (a yearless one is read in every year of the run: more chances;
                    # (silk36) so a yearless one too where the run's dates are all of one year: one reading,
                    # the chances of a date with its year: `Hatched: 2 May` for `hatch 10 days after` 22
                    # April; not one an earlier answer computed, which is its `repeat`)
                    step = find_step(found.written, found.day, reread, list(policy_spans()), carried_or_said)
                if step is None and not yearless[0]:
                    # (round 30) a term that ends the day before the same date months on, alone: from a
                    # date a person wrote (a month and day: in this year or the next), then from any date
                    # the run knows (`And a quarterly from 1 December?`: the stated today + 3 months - 1
                    # day is 25 February, one digit off 28 February, but the person named the start)
                    terms = [s for s in policy_spans() if s.less] + [s for s in spans if s.less]
                    if terms:
                        pinned = _weekday_pinned(reread, found.weekday)
                        step = find_step(found.written, found.day, pinned, terms, person_this_year) or find_step(
                            found.written, found.day, pinned, terms, carried_or_said)
                if step is None and not yearless[0]:  # round 23: a term a result states, alone (stated_terms.py)
                    step = find_step(found.written, found.day, reread, list(result_spans()), carried_or_said)
                if step is None and (not yearless[0] or found.weekday is not None):
                    # (round 28) the stated span whose count the value's line writes, alone: a table
                    # `| Normal | 10 | Wed 28 Oct |` under `Lead time 10 working days; rush in 5`. Both
                    # together reach 21 Oct (+ 5), one digit from 28: the line names its span. A
                    # yearless date only with its weekday (which pins its year)
                    named = _line_spans(answer, found.start, list(policy_spans()) + list(result_spans()))
                    if named:
                        step = find_step(found.written, found.day, _weekday_pinned(reread, found.weekday), named, carried_or_said)
                if step is None and not yearless[0]:  # (round 30) from the date written just before it in its sentence
                    step = chain_step(found, reread, (_spans_around(answer, found) + asked + list(policy_spans()))[:2 * MAX_SPANS])
                if step is None and one_year[0]:  # (silk36) a yearless one from the yearless date explained just before it
                    step = yearless_chain_step(found, reread, (_spans_around(answer, found) + asked + list(policy_spans()))[:2 * MAX_SPANS])
                if step is None:
                    # (seed40) in a table row, from the dates of the one record of the latest result the
                    # row names (`| HK-0388 | ... | 3 Feb |` over `HK-0388,...,2027-01-20` and the rules'
                    # 14-day test), that base alone, as `explain_dates`' `_shown_step` takes an ISO date's:
                    # over every date the run knows, the next rows' records reach its neighbours (`5 Feb`)
                    # (integrator, round 40) by the spans the answer, the question or the rules state: not
                    # a count of days a result carries, which may be another record's (`Bo Lind ... 3`
                    # stepping Cecilia Ek's row)
                    bases = row_bases(answer, found.start)
                    # (tannery41) a list line naming its record (`- P-01 (RH-0215): **12 March**`), by the
                    # spans the list's lead-in writes alone (`28 days in the pits:`), as a column's header
                    # whose size a person, the rules or a result states too (the answer's own count alone is no step)
                    lead = _lead_in_spans(answer, found.start) if bases else []
                    if lead:
                        sizes = {(sp.size, sp.unit) for sp in asked + list(policy_spans()) + list(result_spans())}
                        lead = [sp for sp in lead if (sp.size, sp.unit) in sizes]
                    if lead:
                        step = find_step(found.written, found.day, _weekday_pinned(reread, found.weekday), lead,
                                         lambda iso: iso in bases)
                    elif bases and answer[answer.rfind("\n", 0, found.start) + 1 : found.start].lstrip().startswith("|"):
                        # (a list line's record steps by its lead-in's span alone, above: not by every span stated)
                        row_spans = (spans + asked + list(policy_spans()))[:2 * MAX_SPANS]
                        step = find_step(found.written, found.day, _weekday_pinned(reread, found.weekday), row_spans,
                                         lambda iso: iso in bases)
                if step is not None:
                    return DateVerdict("computed", candidate, "date-step", step.expression(found.written), (
                        Operand(step.base, "result", "a date the run knows"),
                        Operand(str(step.span.size), "count", f"{step.span.where}: {step.span.written!r}")))
        if matching and today and not yearless[0]:
            # (range45) a date with its year stepped from the end of a range of days its line writes
            # with its count before it (`3 days (April 14–16), then 2 days of drying: 18 April 2027`),
            # the range from a date the run knows or the stated today or the day after it (range_steps.py)
            ranged = range_end_step(answer, found.start, found.written, found.day,
                                    lambda iso: carried(iso, None) is not None or said(iso), date.fromisoformat(today))
            if ranged is not None:
                return DateVerdict("computed", candidate, ranged.rule, ranged.expression, ranged.operands)
        if today and not yearless[0]:
            # (fish39) a date with its year whose clock the answer reached over midnight from the clock
            # before it by hours its line writes (`leaves today 09:30, 26 hours → 17 February 2027,
            # 11:30`), from the stated today with no day next to it known, as a yearless one is
            # (`_hours_over_midnight`); a date written beside the base clock refuses it
            clocks_carried = offset_carried if offset_carried is not None else _none_carried
            shown = shown_hour_step(answer, found.start, found.end, found.day, no_dates_beside, tiers(),
                                    _whole_day_test(stated_hours, clocks_carried))
            # (mend39a, review39 D7) nor any other day the run knows within a week of today (the
            # record's own day, `"date": "2027-05-13"`: the step counts from it, not from today)
            if shown is not None and shown.base.isoformat() == today and not any(
                    known((shown.base + timedelta(days=d)).isoformat()) for d in range(-MAX_OTHER_DAY, MAX_OTHER_DAY + 1) if d
            ) and not _dated_base(answer, shown, found.start) and not _clock_carried_elsewhere(shown.base, shown.base_clock, clocks_carried):
                return _midnight_step(candidate, shown.base, f"{shown.base_clock} + {shown.how}", found.day, shown.minutes // 60,
                                      shown.how, "the stated today")
        return DateVerdict("unsupported", candidate)

    out.extend(DateVerdict("unsupported", Candidate(written, "identifier", written)) for _, written in impossible_dates(answer))
    dates = list(answer_dates(answer))
    if YEARLESS and years is None:
        dates += list(yearless_dates(answer))
    for found in dates:
        verdict = judge_one(found, _reread)
        judged.append(found)
        if verdict is not None:
            out.append(verdict)
            if verdict.kind == "computed" and len(chained) < MAX_STEPS:
                chained.add(found.day.isoformat())  # (round 30) a base for the dates after it
    if years is not None:  # round 14: dates without a year, read in the run's years (yearless_words.py)
        stated[0] = today
        yearless[0] = True
        one_year[0] = len(years()) == 1
        out.extend(_judge_yearless(answer, [(d.start, d.end) for d in answer_dates(answer)], years, said_month_day, judge_shown, known,
                                   written_month_day, explained, today, person_month_day, user_spans, earlier_month_day, closed_days,
                                   lambda: list(policy_spans()) + list(result_spans()),
                                   offset_carried if offset_carried is not None else _none_carried, tiers, stated_hours))
    return out


def _none_carried(forms: tuple[str, ...]) -> bool:
    return False


# The kinds of verdict, best first: a date explained in any year the run carries stands explained.
_RANK: Final = {"user": 0, "grounded": 1, "own": 2, "computed": 3, "unsupported": 4}


def _judge_yearless(
    answer: str,
    taken: list[tuple[int, int]],
    years: Callable[[], list[int]],
    said_month_day: Callable[[int, int], bool],
    judge_one: Callable[[AnswerDate, Callable[[str], date | None]], DateVerdict | None],
    known: Callable[[str], bool],
    written_month_day: Callable[[int, int], bool],
    explained: set[str] | None = None,
    today: str = "",
    person_month_day: Callable[[int, int], bool] = lambda month, day: False,
    user_spans: Callable[[], Sequence[Span]] = list,
    earlier_month_day: Callable[[int, int], bool] = lambda month, day: False,
    closed_days: Callable[[], Sequence[str]] = list,
    stated_spans: Callable[[], Sequence[Span]] = list,
    forms_carried: Callable[[tuple[str, ...]], bool] = _none_carried,
    tiers: Callable[[], Tiers] = _no_tiers,
    stated_hours: Callable[[], frozenset[int]] = _no_hours,
) -> list[DateVerdict]:
    """The verdicts on the yearless dates in words `answer` writes (yearless_words.py): each judged
    in every year `years()` gives, the best verdict kept; not judged in any: left out. `explained`
    (round 15) collects the days of those explained, known dates for the ones after them."""
    out: list[DateVerdict] = []
    words = yearless_in(answer, taken)
    slashed = slashed_in(answer, taken)  # round 17: `11/07`, `Tue 06/23` (slashed_dates.py)
    found_dates = sorted(words + slashed, key=lambda d: d.start) if slashed else words
    if not found_dates:
        return out
    run_years = years()
    if slashed:  # round 24: a token that is no date at a place of a weekly list (`16/04, 33/04, 30/04`)
        out.extend(DateVerdict("unsupported", Candidate(written, "identifier", written))
                   for _, written in garbled_in_weekly_lists(answer, found_dates, run_years, known))
    done: set[str] = explained if explained is not None else set()
    # round 15: a column of yearless dates (on 3 or more lines: a statement's rows) in a run whose
    # results carry no date was copied from dates the audit cannot read, not typed one by one
    column = not run_years and len({answer.count("\n", 0, d.start) for d in found_dates}) >= 3
    readings: dict[int, list[DateVerdict | None]] = {}  # a slashed token's verdict in each order it is read in
    for found in found_dates:
        verdict = _judge_one_yearless(
            answer, found, found_dates, run_years, said_month_day, judge_one, known, written_month_day, done, today,
            person_month_day, user_spans, column, earlier_month_day, closed_days, stated_spans, forms_carried, tiers, stated_hours)
        if found.slashed:
            readings.setdefault(found.start, []).append(_as_numeric(verdict))
        elif verdict is not None:
            out.append(verdict)
    for verdicts in readings.values():  # the better reading stands (slashed_dates.py: a day and month both 12 or less)
        best = min(verdicts, key=lambda v: _SLASHED_RANK if v is None else _RANK[v.kind])
        if best is not None:
            out.append(best)
    return out


# A slashed token's reading not judged (None: far from every date the run knows) ranks last: the
# reading near the run's dates is the one meant (`11/06` beside a carried 2026-11-07 is November 6).
_SLASHED_RANK: Final = 5


def _as_numeric(verdict: DateVerdict | None) -> DateVerdict | None:
    """A slashed date's verdict, grounded as `numeric-date` where a date in words is `date-in-words`."""
    if verdict is not None and verdict.kind == "grounded" and verdict.by == "date-in-words":
        return verdict._replace(by="numeric-date")
    return verdict


def _judge_one_yearless(
    answer: str,
    found: YearlessDate,
    found_dates: list[YearlessDate],
    run_years: list[int],
    said_month_day: Callable[[int, int], bool],
    judge_one: Callable[[AnswerDate, Callable[[str], date | None]], DateVerdict | None],
    known: Callable[[str], bool],
    written_month_day: Callable[[int, int], bool],
    done: set[str],
    today: str,
    person_month_day: Callable[[int, int], bool],
    user_spans: Callable[[], Sequence[Span]],
    column: bool,
    earlier_month_day: Callable[[int, int], bool] = lambda month, day: False,
    closed_days: Callable[[], Sequence[str]] = list,
    stated_spans: Callable[[], Sequence[Span]] = list,
    forms_carried: Callable[[tuple[str, ...]], bool] = _none_carried,
    tiers: Callable[[], Tiers] = _no_tiers,
    stated_hours: Callable[[], frozenset[int]] = _no_hours,
) -> DateVerdict | None:
    """The verdict on one yearless date (in words, or a slashed one in one order), None when it is
    not judged; a date explained adds its days to `done`."""
    candidate = Candidate(found.written, "identifier", found.written)
    if run_years and off_weekly_list(answer, found, found_dates, run_years, known) and not said_month_day(found.month, found.day) \
            and not written_month_day(found.month, found.day):
        return DateVerdict("unsupported", candidate)  # round 24: the one date of a weekly list off its step (weekly_lists.py)
    if not found.possible():
        if found.slashed and not _month_known(found, run_years, known):
            return None  # round 19: `11/31` far from the run's dates may be a count (slashed_dates.py)
        return DateVerdict("unsupported", candidate)  # `June 31`: no month has it
    if said_month_day(found.month, found.day):
        _explain(found, run_years, done)  # round 17: a person's day is a base for the dates after it (`issued Dec 2 ... 15 days later`)
        return DateVerdict("user", candidate)
    if found.day == 1 and _DAY_RANGE_END.match(answer, found.end):
        return None  # `August 1-13`, `Nov 1–18`: a month's days so far, a period, not judged
    if numeric_twin(answer, found.start, found.end, found.month, found.day):
        return None  # round 15: `e.g. 01.12.2026 for December 1`: the numeric date is the claim, judged as a number
    if written_month_day(found.month, found.day):  # round 15: a result's text writes it (`Tracker Dec 26`)
        return DateVerdict("grounded", candidate, "date-in-words")
    if run_years and all(_weekday_wrong(r, run_years) for r in found_dates if r.start == found.start):
        # round 22: `Tue 20/03` where the 20th of March is a Friday in every year the run carries (and
        # the next): a weekday that matches no reading is no honest date, judged wherever it lands
        return DateVerdict("unsupported", candidate)
    if found.slashed and not _within_slack(found, run_years, known) and not any(
            stated_step_near(day, _spans_around(answer, AnswerDate(found.start, found.end, found.written, day, None))
                             + list(user_spans())[-2:], known)
            for day in (found.in_year(year) for year in run_years) if day is not None):
        return None  # round 17: a slashed date is judged only within a week of a date the run knows, or near a stated step (slashed_dates.py)
    if not run_years:  # no result carries a date (round 15: see `_dateless`)
        if found.weekday is None:  # a weekday written: read off a calendar, no year to check it in
            return _dateless(answer, found, candidate, written_month_day, bool(today) or column, person_month_day, user_spans,
                             _stated_year(today))
        if person_month_day is not None:  # round 16: unless a stated span steps it from a person's date (date_reach.py)
            weekdays = [(d.month, d.day, d.weekday) for d in found_dates if d.weekday is not None and d.possible()]
            spans = _spans_around(answer, AnswerDate(found.start, found.end, found.written, date(2024, found.month, found.day), None))
            stepped = weekday_step(found.month, found.day, found.weekday, weekdays, spans + list(user_spans())[-2:], person_month_day)
            if stepped is True:
                return DateVerdict("unsupported", candidate)
            if isinstance(stepped, tuple):
                base, span = stepped
                return DateVerdict("computed", candidate, "date-step", Step(base, span.sign, span).expression(found.written), (
                    Operand(base, "user", "a month and day a person said"), Operand(str(span.size), "count", f"{span.where}: {span.written!r}")))
        return None
    best: DateVerdict | None = None
    for year in run_years:
        day = found.in_year(year)
        if day is None:
            continue
        reread = slashed_reread(year, found.slashed) if found.slashed else reread_in(year)
        verdict = judge_one(AnswerDate(found.start, found.end, found.written, day, found.weekday), reread)
        if verdict is not None and (best is None or _RANK[verdict.kind] < _RANK[best.kind]):
            best = verdict
            if verdict.kind != "unsupported":
                break
    # (round 28) not when its line names the stated span it steps by (`| Rush | 5 | Thu 22 Oct |`
    # under `rush in 5 working days`) and that span does not reach it: a lead time counted wrong,
    # not a weekday read off a calendar near a known date
    if best is not None and best.kind == "unsupported" and not _line_spans(answer, found.start, list(stated_spans())):
        best = _calendar_day(found, run_years, known, best, answer, found_dates)
    if best is not None and best.kind == "unsupported":
        best = _across_midnight(answer, found, found_dates, run_years, known, best)
    if best is not None and best.kind == "unsupported":  # (silk36) a clock plus hours over midnight (hour_steps.py)
        best = _hours_over_midnight(answer, found, found_dates, run_years, known, forms_carried, best, today, tiers, stated_hours)
    if best is not None and best.kind == "unsupported":
        best = _monthly_series(answer, found, found_dates, run_years, known, best)
    if best is not None and best.kind == "unsupported":
        best = _month_after_in_list(found, found_dates, run_years, known, best, answer)
    if best is not None and best.kind == "unsupported":  # round 24: a list of dates a week apart (weekly_lists.py)
        best = _weekly_list(answer, found, found_dates, run_years, known, best)
    if best is not None and best.kind == "unsupported":  # (round 32) the n-th meeting of a course on set weekdays (session_days.py)
        best = _session_day(answer, found, found_dates, run_years, known, best)
    if best is not None and best.kind == "unsupported":
        best = _calendar_rule(answer, found, run_years, best)
    if best is not None and best.kind == "unsupported":
        best = _week_after(answer, found, found_dates, run_years, known, best)
    if best is not None and best.kind == "unsupported":
        best = _today_word(answer, found, today, best)
    if best is not None and best.kind == "unsupported":
        best = _range_start(answer, found, run_years, known, best)
    if best is not None and best.kind == "unsupported":  # round 23: a span of working days (working_days.py)
        best = _working_day(answer, found, found_dates, run_years, known, best, earlier_month_day, closed_days)
    if best is not None and best.kind != "unsupported":
        _explain(found, run_years, done)
    return best


def _working_day(
    answer: str, found: YearlessDate, found_dates: list[YearlessDate], run_years: list[int], known: Callable[[str], bool],
    flagged: DateVerdict, earlier_month_day: Callable[[int, int], bool], closed_days: Callable[[], Sequence[str]] = list,
) -> DateVerdict:
    """(round 23) A yearless date a span of working days the sentence (or the one before) states
    reaches from a date the run knows (or an earlier answer computed), Saturdays, Sundays and the
    closed days the answer names skipped (working_days.py): `computed` (`working-days`); else the flag."""
    if found.slashed:
        return flagged
    start = sentence_start(answer, found.start)
    if start > 0 and answer[start - 1] != "\n":
        start = sentence_start(answer, max(start - 2, 0))
    end = min((k for k in (_sentence_stop(answer, found.end), answer.find("\n", found.end)) if k >= 0), default=len(answer))

    def knows(iso: str) -> bool:
        return known(iso) or earlier_month_day(int(iso[5:7]), int(iso[8:10]))

    run_closed = frozenset(date.fromisoformat(iso) for iso in closed_days())
    for year in run_years:
        day = found.in_year(year)
        if day is None or (found.weekday is not None and day.weekday() != found.weekday):
            continue
        dates = [(d.start, d.end, x) for d in found_dates if not d.slashed and (x := d.in_year(year)) is not None]
        verdict = judge_working_day(answer, (found.start, found.end), found.day, day, (start, end), dates, knows, run_closed)
        if verdict is not None:
            return DateVerdict("computed", flagged.candidate, "working-days", verdict.expression, (
                Operand(verdict.base, "result", "a date the run knows"), Operand(verdict.span, "count", "the answer wrote it")))
    return flagged


def _slip_of_step(written: str, reread: Callable[[str], date | None], spans: list[Span], known: Callable[[str], bool]) -> bool:
    """(round 23) Whether a date one digit apart from `written` (read back by `reread`) is exactly a
    step of `spans` (its own direction) from a date `known` accepts."""
    for i, ch in enumerate(written):
        if not ch.isdigit():
            continue
        for digit in "0123456789":
            other = reread(written[:i] + digit + written[i + 1:]) if digit != ch else None
            if other is not None and any(known(base.isoformat()) for span in spans[:MAX_SPANS] for base in bases_of(other, span)):
                return True
    return False


def _weekday_wrong(found: YearlessDate, run_years: list[int]) -> bool:
    """(round 22) Whether `found` writes a weekday (`Tue 20/03`) that is its day's weekday in no year
    the run carries nor the year after the last (a plan into next January)."""
    if found.weekday is None or not found.possible():
        return False
    for year in [*run_years, max(run_years) + 1]:
        day = found.in_year(year)
        if day is None or day.weekday() == found.weekday:
            return False
    return True


def _month_known(found: YearlessDate, run_years: list[int], known: Callable[[str], bool]) -> bool:
    """Whether the run knows a date in the month of a slashed date no month has (`09/31` beside a
    carried 2026-09-21: a digit of a read date mistyped, round 19)."""
    last = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[found.month - 1]
    for year in run_years:
        for day in range(1, last + 1):
            try:
                if known(date(year, found.month, day).isoformat()):
                    return True
            except ValueError:
                continue  # February 29 of a common year
    return False


def _within_slack(found: YearlessDate, run_years: list[int], known: Callable[[str], bool]) -> bool:
    """Whether, in a year the run carries, the date is a date the run knows, within
    `date_reach.SLACK_DAYS` of one, or the same day a month from one (a slashed date's window,
    round 17)."""
    for year in run_years:
        day = found.in_year(year)
        if day is None:
            continue
        for k in range(-SLACK_DAYS, SLACK_DAYS + 1):
            try:
                if known((day + timedelta(days=k)).isoformat()):
                    return True
            except OverflowError:
                continue
        for months in (-1, 1):  # a month misread: the same day a month either side
            moved = add_months(day, months)
            if moved is not None and moved.day == day.day and known(moved.isoformat()):
                return True
    return False


def _explain(found: YearlessDate, run_years: list[int], done: set[str]) -> None:
    """Add the days a yearless date names in the run's years to `done`: known dates for the dates
    after it (at most 64)."""
    for year in run_years:
        day = found.in_year(year)
        if day is not None and len(done) < 64:
            done.add(day.isoformat())


def _month_after_in_list(
    found: YearlessDate, others: list[YearlessDate], run_years: list[int], known: Callable[[str], bool], flagged: DateVerdict,
    answer: str,
) -> DateVerdict:
    """`November 1, November 15, December 1 and December 15`: a yearless date exactly one month
    after the nearest earlier date of its sentence on the same day of the month, that date known
    (or explained before it) is a twice-monthly list's next step (`monthly-step`, round 15); else
    the flag stands. Refused: any other day, two months on."""
    start = sentence_start(answer, found.start)
    before = [o for o in others if start <= o.start < found.start and o.day == found.day and o.month != found.month]
    if not before:
        return flagged
    previous = before[-1]
    if not _only_dates_between(answer, previous, found, others):
        return flagged
    for year in run_years:
        day = found.in_year(year)
        if day is None:
            continue
        base = previous.in_year(year if found.month > 1 else year - 1)
        if base is None or (day.year - base.year) * 12 + day.month - base.month != 1 or not known(base.isoformat()):
            continue
        return DateVerdict("computed", flagged.candidate, "monthly-step", f"{base.isoformat()} + 1 month = {day.isoformat()}", (
            Operand(base.isoformat(), "answer", "a date the run knows, the one before it in the answer's list on that day"),
            Operand("1", "count", "a month between them in the list")))
    return flagged


def _weekly_list(
    answer: str, found: YearlessDate, found_dates: list[YearlessDate], run_years: list[int], known: Callable[[str], bool],
    flagged: DateVerdict,
) -> DateVerdict:
    """(round 24) `16/04, 23/04, 30/04, 07/05`: a date of a list of three or more a week apart whose
    first date the run knows (weekly_lists.py): `computed` (`weekly-step`); else the flag."""
    step = weekly_step(answer, found, found_dates, run_years, known)
    if step is None:
        return flagged
    return DateVerdict("computed", flagged.candidate, "weekly-step", step.expression(), (
        Operand(step.base, "answer", "the date before it in the answer's weekly list"),
        Operand(str(step.days), "count", f"days between the {step.size} dates of the list")))


def _session_day(
    answer: str, found: YearlessDate, found_dates: list[YearlessDate], run_years: list[int], known: Callable[[str], bool],
    flagged: DateVerdict,
) -> DateVerdict:
    """(round 32) `Thu 8 Oct (8 evenings, Tue/Thu from 15 Sep)`: the n-th meeting of a course on set
    weekdays from a first day its line writes and the run knows (session_days.py): `computed`
    (`session-day`); else the flag."""
    line_start, line_end = line_bounds(answer, found.start)
    for year in run_years:
        day = found.in_year(year)
        if day is None or (found.weekday is not None and day.weekday() != found.weekday):
            continue
        firsts = [(d.start, d.end, first) for d in found_dates
                  if d.start != found.start and line_start <= d.start < line_end and not d.slashed
                  for first in (d.in_year(y) for y in (year - 1, year)) if first is not None and known(first.isoformat())]
        met = nth_meeting(answer, found.start, found.end, day, found.written, firsts)
        if met is not None:
            first, count, weekdays = met
            return DateVerdict("computed", flagged.candidate, "session-day", f"{first.isoformat()}, meeting {count} on {weekdays} = {day.isoformat()}", (
                Operand(first.isoformat(), "answer", "the first meeting, a date the run knows, written on its line"),
                Operand(str(count), "count", f"meetings on {weekdays}, written on its line")))
    return flagged


def _week_after(
    answer: str, found: YearlessDate, others: list[YearlessDate], run_years: list[int], known: Callable[[str], bool], flagged: DateVerdict,
) -> DateVerdict:
    """`July 4th falls on a Friday, so the Friday after would be July 11`: a week after a known
    date its sentence writes before it, that date on the weekday the sentence names (`the Friday
    after`, yearless_context.weekday_after_named) is `weekday-step` (round 15); else the flag."""
    weekday = weekday_after_named(answer, found.start, found.end)
    if weekday is None:
        return flagged
    start = sentence_start(answer, found.start)
    for other in others:
        if not start <= other.start < found.start:
            continue
        for year in run_years:
            day, base = found.in_year(year), other.in_year(year)
            if day is None or base is None or base.weekday() != weekday or day - base != timedelta(days=7) or not known(base.isoformat()):
                continue
            return DateVerdict("computed", flagged.candidate, "weekday-step", f"{base.isoformat()} + 7 days = {day.isoformat()} ({_WEEKDAY_NAMES[weekday]})", (
                Operand(base.isoformat(), "answer", "a date the run knows, written in the answer's sentence"),
                Operand(f"the {_WEEKDAY_NAMES[weekday]} after", "answer", "the weekday its sentence names")))
    return flagged


def _calendar_rule(answer: str, found: YearlessDate, run_years: list[int], flagged: DateVerdict) -> DateVerdict:
    """A date a calendar rule its sentence names gives, in a year the run carries, its weekday (if
    written) right: a day clocks change in a sentence about daylight saving time (`clock-change`:
    `the US switched to daylight time on March 9`), the n-th weekday of its month the sentence
    names (`nth-weekday`: `the second Tuesday of each month ... Tuesday, July 9th`); else the flag
    stands (yearless_context.py)."""
    for year in run_years:
        day = found.in_year(year)
        if day is None or (found.weekday is not None and found.weekday != day.weekday()):
            continue
        if day in clock_change_days(year) and speaks_of_clock_changes(answer, found.start, found.end):
            return DateVerdict("computed", flagged.candidate, "clock-change", f"the day clocks change in {year} = {day.isoformat()}", (
                Operand(str(year), "result", "a year the run's dates carry"),
                Operand("daylight saving time", "answer", "its sentence speaks of it")))
        named = nth_weekday_named(answer, found.start, found.end, day)
        if named:
            return DateVerdict("computed", flagged.candidate, "nth-weekday", f"the {named} of {day.strftime('%B')} {year} = {day.isoformat()}", (
                Operand(str(year), "result", "a year the run's dates carry"),
                Operand(named, "answer", "the weekday its sentence names")))
    return flagged


def _today_word(answer: str, found: YearlessDate, today: str, flagged: DateVerdict) -> DateVerdict:
    """`yesterday, June 9`, `tomorrow (Feb 11)`: the day a word beside the date names, counted from
    the run's stated today (`today-word`, yearless_context.day_word_offset); else the flag stands."""
    offset = day_word_offset(answer, found.start, found.end) if today else None
    if offset is None:
        return flagged
    base = date.fromisoformat(today)
    day = found.in_year(base.year)
    if day is None or day != base + timedelta(days=offset):
        return flagged
    word = {-1: "yesterday", 0: "today", 1: "tomorrow"}[offset]
    return DateVerdict("computed", flagged.candidate, "today-word", f"{today} {'-' if offset < 0 else '+'} {abs(offset)} day{'s' if abs(offset) != 1 else ''} = {day.isoformat()}", (
        Operand(today, "result", "the today the run states"),
        Operand(word, "answer", "the day word beside the date")))


def _range_start(answer: str, found: YearlessDate, run_years: list[int], known: Callable[[str], bool], flagged: DateVerdict) -> DateVerdict | None:
    """`Days left: 18 (Feb 11–28)` the day after a known Feb 10, `Nov 15-28` for a period the run
    ends on Nov 28: the first day of a range of days (`yearless_context.range_end_day`) the day
    after a date the run knows, or opening a range whose last day the run knows, is not judged
    (None: a period counted from a known day); else the flag stands."""
    for year in run_years:
        day = found.in_year(year)
        if day is None:
            continue
        last = range_end_day(answer, found.end, day)
        if last is not None and (known(day_before(day)) or known(last.isoformat())):
            return None
    return flagged


# `day 12` of a count whose day 1 the sentence names (`day 1 was June 9, then day 12 is June 20`).
# (round 30) or its ordinal before `day`: `the 100th day` (group 1 or 2 the count).
_DAY_ORDINAL: Final = re.compile(r"\b(?:day[ \t]+([0-9]{1,3})|([0-9]{1,3})(?:st|nd|rd|th)[ \t]+day)\b", re.IGNORECASE)


def _one_day(span: Span) -> bool:
    """(round 21) A step of one day written in words (`the day before the show`, `the next day`):
    a date's own neighbour, not a count of days, so no end of it is counted twice."""
    return span.size == 1 and span.written[:4].lower() == "the "


# (round 28) a count a table row writes as a cell of its own (`| 10 |`): a whole number of 1-3 digits
# alone between bars. Only cells: in prose a day of a date (`brewed 8 June`), a tank's name (`FV5`)
# or a span the sentence takes from elsewhere (`With 12 days in tank and 5 days of cask
# conditioning, the latest brew day is Sunday 28 June`) would name a span the date never stepped by.
_LINE_COUNT: Final = re.compile(r"(?<=\|)[ \t]*([0-9]{1,3})[ \t]*(?=\|)", re.ASCII)


def _line_spans(answer: str, at: int, stated: list[Span]) -> list[Span]:
    """(round 28) The stated spans (the policy's, a result's terms) whose count the value's table
    row writes in a cell before it, when exactly one size is named: `| Normal | 10 | Wed 28 Oct |` names the
    `10 working days` of `Lead time 10 working days; rush in 5 working days`."""
    if not stated:
        return []
    low = answer.rfind("\n", 0, at) + 1
    counts = {int(m.group(1)) for m in _LINE_COUNT.finditer(answer, low, at)}
    named = [s for s in stated if s.size in counts]
    return named if len({s.size for s in named}) == 1 else []


_HEADER_COUNT: Final = re.compile(r"(?<![0-9.,:])[0-9]{1,3}(?![0-9.,:])")  # (coffee38) a count a header writes


def _header_spans(answer: str, at: int, spans: list[Span]) -> list[Span]:
    """(coffee38) The spans whose count the header of the table column holding `at` writes, when
    exactly one size is named (`| 14 days on |` names the rules' `drying takes 14 days`)."""
    line = answer.rfind("\n", 0, at) + 1
    if not spans or not answer[line:at].lstrip().startswith("|"):
        return []
    layout = layout_of(answer)
    cell = layout.cell(at)
    if cell is None:
        return []
    header = layout.header(cell)
    counts = {int(m.group(0)) for m in _HEADER_COUNT.finditer(header)}
    named = [s for s in spans if s.size in counts]
    return named if len({s.size for s in named}) == 1 else []


_LIST_ITEM: Final = re.compile(r"[ \t]*(?:[-*\u2022]|[0-9]{1,2}[.)])[ \t]+")
MAX_LIST_ITEMS: Final = 32  # (tannery41) items of a list passed over to its lead-in


def _lead_in_spans(answer: str, at: int) -> list[Span]:
    """(tannery41) The spans the lead-in of the list whose item holds `at` writes (the nearest line
    above its items, blank lines between, ending with a colon: `28 days in the pits:`), when exactly one
    size is written; [] when `at` is in no list item."""
    line = answer.rfind("\n", 0, at) + 1
    if _LIST_ITEM.match(answer, line) is None:
        return []
    for _ in range(MAX_LIST_ITEMS + 8):
        if line == 0:
            return []
        end = line - 1
        line = answer.rfind("\n", 0, end) + 1
        text = answer[line:end]
        if not text.strip() or _LIST_ITEM.match(answer, line) is not None:
            continue
        if not text.rstrip(" \t*").endswith(":"):
            return []
        spans = spans_in(answer, line, end, "the list's lead-in writes it")
        return spans if len({(s.size, s.unit) for s in spans}) == 1 else []
    return []


def _both_ends(span: Span) -> Span | None:
    """A span counted with both ends: N days as N - 1 days; (round 30) N months or years as N months
    (years) less a day (`for 3 months from 4 December: to 3 March inclusive`); None for a day or less."""
    if span.unit == "day" and span.size >= 2:
        return span._replace(size=span.size - 1, written=f"{span.written} (both ends counted)")
    if span.unit in ("month", "year") and not span.less and span.sign > 0:
        return span._replace(less=1, written=f"{span.written} (both ends counted)")
    return None


def _inclusive_spans(answer: str, found: AnswerDate) -> list[Span]:
    """The spans of days around the date counted with both ends (yearless_context.inclusive_count):
    each stated span of N days as N - 1 days, and a `day N` of the sentence as N - 1 days."""
    out = [s._replace(size=s.size - 1, written=f"{s.written} (both ends counted)") if s.unit == "day" and not _one_day(s) else (
           _both_ends(s) or s) for s in _spans_around(answer, found) if s.unit != "day" or s.size >= 2 or _one_day(s)]
    start = sentence_start(answer, found.start)
    line = answer.rfind("\n", 0, found.start)
    if line > 0 and start <= line + 1:  # a line of its own (`**Last day abroad:** Thu Mar 12`): the line before's spans too
        before = answer.rfind("\n", 0, line) + 1
        if not answer[before:line].strip() and before > 1:  # a blank line between them
            line = before - 1
            before = answer.rfind("\n", 0, line) + 1
        out += [s._replace(size=s.size - 1, written=f"{s.written} (both ends counted)")
                for s in spans_in(answer, before, line, "the answer wrote it") if s.unit == "day" and s.size >= 2]
    for m in _DAY_ORDINAL.finditer(answer, start, found.start):
        count = int(m.group(1) or m.group(2)) - 1
        if 1 <= count <= 400:
            out.append(Span(count, "day", f"{m.group(0)} (day 1 counted)", "the answer wrote it"))
    return out


MAX_OTHER_DAY: Final = 7  # (mend39a) days either side of today another known day refuses a step from today
MAX_CLOCK_DAYS: Final = 31  # (mend44c) days either side of the stated today a result's timestamp at the base clock refuses it
_LEAP_YEAR: Final = 2024  # a yearless date's year where the run states none: every month and day is in it


def _stated_year(today: str) -> int:
    """(salt39) The year of the stated today (`2027-01-18`), or `_LEAP_YEAR`."""
    return int(today[:4]) if len(today) >= 4 and today[:4].isdigit() else _LEAP_YEAR


def _dateless(
    answer: str, found: YearlessDate, candidate: Candidate, written_month_day: Callable[[int, int], bool], lenient: bool,
    said_month_day: Callable[[int, int], bool] = lambda month, day: False,
    user_spans: Callable[[], Sequence[Span]] = list,
    year: int = _LEAP_YEAR,
) -> DateVerdict | None:
    """A yearless date in a run whose results carry no ISO date: grounded when a result's text writes
    that month and day without a year, computed when the answer steps it from a date it writes by a
    span it states (`30 days from June 1 is July 1`: read in a leap year, the weekday ignored: no year
    to read it in) or moves a month and day a result writes across midnight (`00:44:09 UTC on Aug 14`
    for a stamp's `Wed Aug 13 17:44:09 2025 -0700`: `zone-day`), else flagged (no tool gave a date:
    the model wrote one). Round 15: when `lenient` (the run states a today, from which an answer
    proposes windows, or the answer writes a column of such dates, copied from dates the audit cannot
    read) only a step its sentence states and misses is flagged; the rest is not judged (None)."""
    if written_month_day(found.month, found.day):
        return DateVerdict("grounded", candidate, "date-in-words")
    # (salt39) in the year of the stated today when the run states one and the day is in it (`20
    # January + 120 days` is 20 May in 2027, 19 May in a leap year); else a leap year
    # (mend39a, review39 D9) a leap year only when the run states no year: `29 February` in a run of
    # 2027 is no day, flagged where its sentence steps to it by a stated span
    day = found.in_year(year) if year != _LEAP_YEAR else found.in_year(_LEAP_YEAR)
    if day is None:
        leap = found.in_year(_LEAP_YEAR)
        if leap is not None and _spans_around(answer, AnswerDate(found.start, found.end, found.written, leap, None)):
            return DateVerdict("unsupported", candidate)
    if day is not None and clock_beside(answer, found.start, found.end) and zone_named(answer, found.start, found.end):
        for sign in (1, -1):
            moved = day - timedelta(days=sign)
            if written_month_day(moved.month, moved.day):
                return DateVerdict("computed", candidate, "zone-day", f"{moved.isoformat()[5:]} {'+' if sign > 0 else '-'} 1 day = {day.isoformat()[5:]}", (
                    Operand(moved.isoformat()[5:], "result", "a month and day a result writes"),
                    Operand("1 day", "answer", "a clock beside it in a zone its sentence names")))
    if day is not None:
        derived = computed_date(answer, AnswerDate(found.start, found.end, found.written, day, None), lambda iso: True)
        if derived is not None:
            expression, base, span = derived
            return DateVerdict("computed", candidate, "date-span", expression.replace(f"{day.year}-", ""), (
                Operand(base[5:], "answer", "a date the answer writes"), Operand(span, "count", "the answer wrote it")))
        around = AnswerDate(found.start, found.end, found.written, day, None)
        # round 15: a step from a month and day a person said (`a week from Dec 15`); round 16: a span
        # the user stated (`4 nights from March 15th`)
        for stated in _spans_around(answer, around)[:MAX_SPANS] + list(user_spans())[-2:]:
            if stated.unit in ("day", "week"):
                moved = day - timedelta(days=stated.size * (7 if stated.unit == "week" else 1) * stated.sign)
                if said_month_day(moved.month, moved.day):
                    return DateVerdict("computed", candidate, "date-step", f"{moved.isoformat()[5:]} {'+' if stated.sign > 0 else '-'} {stated.written} = {day.isoformat()[5:]}", (
                        Operand(moved.isoformat()[5:], "user", "a month and day a person said"),
                        Operand(str(stated.size), "count", f"{stated.where}: {stated.written!r}")))
        start = sentence_start(answer, found.start)
        if start > 0 and answer[start - 1] != "\n":
            start = sentence_start(answer, max(start - 2, 0))
        others = [m for m in _YEARLESS.finditer(answer, start, found.end) if m.start() != found.start]
        if others and _spans_around(answer, around):
            return DateVerdict("unsupported", candidate)
    return None if lenient else DateVerdict("unsupported", candidate)


# (coffee38) the last answer's yearless dates' starts, in text order (`_beside_in` bisects them)
_STARTS: Final[list[tuple[str, int, list[tuple[int, int]]]]] = [("", 0, [])]
MAX_BESIDE: Final = 40  # characters around a clock its date may be written in (a date's words and the gap)


def _beside_in(answer: str, others: list[YearlessDate], year: int, at: int) -> Callable[[int, int], list[date]]:
    """(coffee38) The dates of `others` (in `year`) written right beside a clock (`hour_steps.written_beside`),
    the date at `at` itself not one; found by bisection over their starts, read once an answer."""
    last = _STARTS[0]
    if last[0] == answer and last[1] == len(others):
        starts = last[2]
    else:
        starts = sorted((o.start, k) for k, o in enumerate(others))
        _STARTS[0] = (answer, len(others), starts)

    def beside(start: int, end: int) -> list[date]:
        out: list[date] = []
        low = bisect_left(starts, (start - MAX_BESIDE, -1))
        for k in range(low, len(starts)):
            if starts[k][0] > end + MAX_BESIDE:
                break
            o = others[starts[k][1]]
            other = o.in_year(year)
            if o.start != at and other is not None and written_beside(answer, start, end, o.start, o.end):
                out.append(other)
        return out
    return beside


def _dated_base(answer: str, shown: ShownStep, at: int) -> bool:
    """(fish39) Whether a date in digits or words other than today's is written on the line of the base
    clock before the value (`16 Feb 09:30` is the base's own day; another day refuses the stated today)."""
    line = answer.rfind("\n", 0, at) + 1
    before = answer[max(0, line - 240):at]
    return any(d.day.isoformat() != shown.base.isoformat() for d in answer_dates(before))


def _off_shown_step(
    answer: str, found: YearlessDate, others: list[YearlessDate], year: int, day: date, known: Callable[[str], bool],
) -> bool:
    """(coffee38) Whether the date has a clock beside it that the answer reached over midnight from
    the clock before it by hours its line or column writes (`hour_steps.shown_hour_step`) from a day
    the run does not know: the step puts the clock on another day (`30 Dec 03:30` written `31 Dec`)."""
    shown = shown_hour_step(answer, found.start, found.end, day, _beside_in(answer, others, year, found.start))
    return shown is not None and not known(shown.base.isoformat())


def _calendar_day(
    found: YearlessDate, run_years: list[int], known: Callable[[str], bool], flagged: DateVerdict, answer: str = "",
    found_dates: list[YearlessDate] | None = None,
) -> DateVerdict | None:
    """A yearless date read off a calendar rather than typed (yearless_words.py): the first or last
    day of its month (None: not judged), or a date written with its weekday, right in a year the
    run carries, within a week of a date the run knows (`weekday-step`: the next business day, the
    Friday after); else the flag stands. (recall28) A date whose own sentence states its step (`Two
    days before Wednesday 21 October is Tuesday 20 October`, `+ 3 working days`) is judged by that
    step (`date-step` tried it first): no weekday-step excuses what the step it states misses."""
    stated = _stated_steps(answer, found, found_dates) if answer and found_dates else []
    for year in run_years:
        day = found.in_year(year)
        if day is None:
            continue
        if (day + timedelta(days=1)).day == 1:
            if answer and found_dates is not None and _off_shown_step(answer, found, found_dates, year, day, known):
                return flagged  # (coffee38) not read off a calendar: its clock's step over midnight lands elsewhere
            if answer and found_dates and _misses_its_shown_step(answer, found, found_dates, year, day):
                return flagged  # (boat40) not read off a calendar either: the step its sentence shows misses it
            if answer and _slips_a_stated_step(answer, found, day, year, known, found_dates or []):
                return flagged  # (gaps46) nor a slip of the step its sentence states from a known date
            return None  # a month's last day: a cycle's or a calendar month's end
        if found.weekday is None or found.weekday != day.weekday():
            continue
        if stated:  # (recall28) the step its sentence states decides: reached, or refused
            is_base = False
            for origin, span in stated:
                start = origin.in_year(year)
                if start is None:
                    continue
                if _stepped(start, span) == day:  # the base is judged on its own (grounded, or flagged)
                    return DateVerdict("computed", flagged.candidate, "date-step", Step(start.isoformat(), span.sign, span).expression(day.isoformat()), (
                        Operand(start.isoformat(), "answer", "a date written in the date's sentence"),
                        Operand(str(span.size), "count", f"{span.where}: {span.written!r}")))
                is_base = is_base or _stepped(day, span) == start
            if not is_base:  # neither the step's result nor its base: the step it states refutes it
                continue
        for k in range(1, 8):
            for sign in (-1, 1):
                base = day - sign * timedelta(days=k)
                if known(base.isoformat()):
                    name = _WEEKDAY_NAMES[found.weekday]
                    return DateVerdict("computed", flagged.candidate, "weekday-step",
                                       f"{base.isoformat()} {'+' if sign > 0 else '-'} {k} day{'s' if k > 1 else ''} = {day.isoformat()} ({name})", (
                                           Operand(base.isoformat(), "result", "a date the run knows"),
                                           Operand(name, "answer", "the weekday the answer wrote, right in the run's year")))
    return flagged


def _stated_steps(answer: str, found: YearlessDate, found_dates: list[YearlessDate]) -> list[tuple[YearlessDate, Span]]:
    """(recall28) The (base, span) pairs the date's own sentence (not the one before) writes: a span
    of days, weeks or business days (`date_steps.spans_in`) and another date of the sentence, its
    base (`Two days before Wednesday 21 October is ...`); at most `MAX_SPANS` of each."""
    start = sentence_start(answer, found.start)
    end = min((k for k in (_sentence_stop(answer, found.end), answer.find("\n", found.end)) if k >= 0), default=len(answer))
    spans = [s for s in spans_in(answer, start, end, "the answer wrote it") if s.unit in ("day", "week", "business day")][:MAX_SPANS]
    if not spans:
        return []
    bases = [d for d in found_dates if d.start != found.start and start <= d.start < end][:MAX_SPANS]
    return [(base, span) for base in bases for span in spans]


def _misses_its_shown_step(answer: str, found: YearlessDate, found_dates: list[YearlessDate], year: int, day: date) -> bool:
    """(boat40) Whether the date its sentence writes last before it (the base) and the spans of days
    or weeks written between that base and it (`മാർച്ച് 18-ന് കയറ്റി, 12 ദിവസം: മാർച്ച് 31` for 30)
    all miss it, counted with both ends or not; False where no such base and span are written (a
    list of months' ends, `June 30, July 31`, or a span after it, `June 26 → June 30: 5 days`)."""
    start = sentence_start(answer, found.start)
    before = [d for d in found_dates if start <= d.start and d.end <= found.start]
    if not before:
        return False
    base = before[-1].in_year(year)
    spans = [s for s in spans_in(answer, before[-1].end, found.start, "the answer wrote it")
             if s.unit in ("day", "week", "business day")][:MAX_SPANS]
    if base is None or not spans:
        return False
    return not any(_stepped(base, span) == day or ((both := _both_ends(span)) is not None and _stepped(base, both) == day)
                   for span in spans)


def _writes_a_step(spans: list[Span], written: list[date], known: Callable[[str], bool]) -> bool:
    """(mend46g) Whether one of the answer's dates (the judged one too) is exactly a step of `spans`
    from a date `known` accepts: the step's own date written."""
    return any(any(known(base.isoformat()) for span in spans[:MAX_SPANS] for base in bases_of(other, span))
               for other in written[:MAX_STEPS])


def _written_days(answer: str, year: int) -> list[date]:
    """(mend46g) The answer's yearless dates, read in `year` (at most `MAX_STEPS`)."""
    days = [d.in_year(year) for d in yearless_in(answer, [])[:MAX_STEPS]]
    return [d for d in days if d is not None]


def _slips_a_stated_step(
    answer: str, found: YearlessDate, day: date, year: int, known: Callable[[str], bool], found_dates: list[YearlessDate],
) -> bool:
    """(gaps46) Whether a span of days or weeks its sentence (or the one before) states, from a date
    the run knows, reaches a date one digit apart from it and not it (`P-1 ວັນທີ ໒໘ ກຸມພາ: ອີກ ໑໘
    ມື້`, in 18 days from the stated today 9 February: 27 February): a slip of that step, not a
    month's last day read off a calendar (a mutant of 27 February passed as February's end).
    (mend46g, review46b D7) Only where a span is the date's own step: not where the window writes
    two spans one right after the other (`in 2 weeks and 5 days`: `_compound`, their sum the step), writes another date (the span's own,
    `18 days from today we restock on 27 February`, or another base) or a day by its ordinal (`2
    weeks from the 14th`)."""
    at = AnswerDate(found.start, found.end, found.written, day, None)
    spans = [s for s in _spans_around(answer, at) if s.unit in ("day", "week")][:MAX_SPANS]
    if not spans or any(known(base.isoformat()) for span in spans for base in bases_of(day, span)):
        return False
    start, end = _around_window(answer, at)
    if _compound(answer, start, end, spans):  # one span summed of its parts, in days
        total = sum(s.size * (7 if s.unit == "week" else 1) for s in spans)
        spans = [Span(total, "day", " + ".join(s.written for s in spans), spans[0].where, spans[0].sign, 0)]
        if any(known(base.isoformat()) for base in bases_of(day, spans[0])):
            return False
    if any(d.start != found.start and start <= d.start < end for d in found_dates) or _ORDINAL_DAY.search(answer, start, end):
        return False
    return _slip_of_step(found.written, reread_in(year), spans, known)


def _compound(answer: str, start: int, end: int, spans: list[Span]) -> bool:
    """(mend46g) Whether two of `spans` are written within `_COMPOUND_GAP` characters of each other
    in the window (`2 weeks and 5 days`, `1 week, 3 days`): one span summed of parts, not two."""
    places = sorted((k, k + len(s.written)) for s in spans if (k := answer.find(s.written, start, end)) >= 0)
    return any(b[0] - a[1] <= _COMPOUND_GAP for a, b in zip(places, places[1:]))


_COMPOUND_GAP: Final = 6  # ` and `, `, `, ` + `


_ORDINAL_DAY: Final = re.compile(r"(?<![0-9])(?:[12]?[0-9]|3[01])(?:st|nd|rd|th)\b")


def _stepped(base: date, span: Span) -> date:
    """`base` moved by a span of days, weeks or business days, in its direction."""
    if span.unit == "business day":
        return add_business_days(base, span.sign * span.size)
    return base + timedelta(days=span.sign * span.size * (7 if span.unit == "week" else 1))


def _across_midnight(
    answer: str, found: YearlessDate, others: list[YearlessDate], run_years: list[int], known: Callable[[str], bool],
    flagged: DateVerdict,
) -> DateVerdict:
    """`9:00 AM in Los Angeles on December 1 is 1:00 AM on December 2 in Tokyo`: a yearless date a
    day after or before a known date the answer writes in its sentence, the sentence writing a
    clock on each side (a time moved across midnight: a zone, an overnight window) is computed
    (`midnight-step`); else the flag stands."""
    start = sentence_start(answer, found.start)
    end = min((k for k in (answer.find(". ", found.end), answer.find("\n", found.end)) if k >= 0), default=len(answer))
    clocks = [m.start() for m in _CLOCK.finditer(answer, start, end)]
    if len(clocks) < 2:
        return flagged
    for other in others:
        if other is found or not start <= other.start < end or (other.month, other.day) == (found.month, found.day):
            continue
        if not any(min(other.start, found.start) - 40 <= c <= max(other.end, found.end) + 40 for c in clocks):
            continue
        for year in run_years:
            day, base = found.in_year(year), other.in_year(year)
            if day is None or base is None or abs((day - base).days) != 1 or not known(base.isoformat()):
                continue
            sign = "+" if day > base else "-"
            return DateVerdict("computed", flagged.candidate, "midnight-step", f"{base.isoformat()} {sign} 1 day = {day.isoformat()}", (
                Operand(base.isoformat(), "answer", "a date the run knows, written in the answer's sentence"),
                Operand("1 day", "answer", "a clock moved across midnight in the sentence")))
    return flagged


def _hours_over_midnight(
    answer: str, found: YearlessDate, others: list[YearlessDate], run_years: list[int], known: Callable[[str], bool],
    forms_carried: Callable[[tuple[str, ...]], bool], flagged: DateVerdict, today: str = "", tiers: Callable[[], Tiers] = _no_tiers,
    stated_hours: Callable[[], frozenset[int]] = _no_hours,
) -> DateVerdict:
    """(silk36) A yearless date a clock plus a count of hours its sentence writes before it reaches
    across midnight, from the day of that clock (`07:00 + 24 h = 19 Dec 07:00` beside a result's
    `2026-12-18 07:00`: `hour_steps.py`): computed (`midnight-step`); else the flag stands.
    (mend36) The base is the clock's own day: a result's timestamp of it at the step's clock, or a
    known date written right before the clock (`18 Dec 07:00 + 24 h`); any other day the run knows
    (a dispatch date the day after the start) is no base."""
    if found.slashed:
        return flagged
    start = sentence_start(answer, found.start)

    def at_clock(base: date, clock: str) -> bool:  # a known day, a result's timestamp of it at the base clock
        return known(base.isoformat()) and forms_carried(timestamp_forms(base, clock))

    for year in run_years:
        day = found.in_year(year)
        if day is None or (found.weekday is not None and day.weekday() != found.weekday):
            continue
        step = hour_step(answer, start, found.start, found.end, day)
        if step is not None and (at_clock(step.base, step.clock) or known(step.base.isoformat()) and any(
                o.end <= step.at and _CLOCK_LEAD.fullmatch(answer, o.end, step.at) and o.in_year(year) == step.base for o in others)):
            return _midnight_step(flagged.candidate, step.base, step.expression, day, step.hours, step.expression)
        # (coffee38) the date's own clock reached from the clock written before it by hours the
        # date's line or column writes (`21:20 on 24 December` ... `36 hours ... at 09:20 on 26
        # December`): the base day known, and either written beside the base clock or, with none, the
        # stated today (a schedule of today's clocks) with no day next to it known (mend36: another
        # known day, a dispatch date, is not the clock's day)
        # (mend39a, review39 D1) a count the rules state as one tier of several taken from the row only
        # where the row's measure is in its bound (`shown_lengths.row_lengths`), from a lead-in never
        # (cashew44) or a result's timestamp of the base day at the base clock (`"departs": "2027-03-16T21:30"`:
        # mend36's bound, the clock's own day), whatever the stated today
        # (mend44c, review44 D4) whole days of hours only a count the rules state or a result carries;
        # (review44 D3) the stated today no base where a result carries the base clock on another day
        shown = shown_hour_step(answer, found.start, found.end, day, _beside_in(answer, others, year, found.start), tiers(),
                                _whole_day_test(stated_hours, forms_carried))
        if shown is not None and (known(shown.base.isoformat()) and (shown.dated or shown.base.isoformat() == today and not any(
                known((shown.base + timedelta(days=d)).isoformat()) for d in (-1, 1))
                and not _clock_carried_elsewhere(shown.base, shown.base_clock, forms_carried)) or at_clock(shown.base, shown.base_clock)):
            return _midnight_step(flagged.candidate, shown.base, f"{shown.base_clock} + {shown.how}", day, shown.minutes // 60, shown.how)
        # (adire44) the date's clock a clock sum the answer writes out earlier reaches across midnight
        # (`21:15 + 225 min = 01:00 next day` ... `Arrives 01:00 on 15 September`), from the day a
        # result's timestamp gives the sum's first clock (`2027-09-14T21:15`)
        summed = summed_step(answer, found.start, found.end, day)
        if summed is not None and at_clock(summed.base, summed.base_clock):
            return _midnight_step(flagged.candidate, summed.base, f"{summed.base_clock} + {summed.how}", day, summed.minutes, summed.how)
    return flagged


def _midnight_step(candidate: Candidate, base: date, step: str, day: date, count: int, written: str,
                   base_is: str = "a date the run knows") -> DateVerdict:
    """(fold45) `midnight-step`: the date `day` a clock `step` written in the answer (`07:00 + 24 h`,
    `21:15 + 225 min`) reaches from the day `base` of its first clock, the `count` it adds as written."""
    return DateVerdict("computed", candidate, "midnight-step", f"{base.isoformat()} {step} = {day.isoformat()}", (
        Operand(base.isoformat(), "result", f"{base_is}, the day of the clock"),
        Operand(str(count), "count", f"the answer wrote {written!r}")))


_ANSWER_WROTE: Final = "the answer wrote it"  # (coffee38) a span's `where` when the answer writes it

# (mend36) what may stand between a date and its clock: `18 Dec 07:00`, `18 Dec, 07:00`, `18 Dec at 07:00`
_CLOCK_LEAD: Final = re.compile(r"[ \t]*(?:,[ \t]*|at[ \t]+)?", re.IGNORECASE)


def _only_dates_between(answer: str, first: YearlessDate, found: YearlessDate, others: list[YearlessDate]) -> bool:
    """(gaps46) Whether the text from `first` to `found` states no span of days or weeks (the span
    reader, `date_steps.spans_in`): `November 1, November 15 and December 1` is a list; `made on 28
    September; 20 days -> 28 October` is no list but a step of days, a month's step there a chance
    (tsampa-06, a day 18 -> 28 mutant). (mend46g) Any other number between leaves the list a list
    (`September 28 (40 t), October 28 (40 t)`, `at 9:00`, `(batch 2)`: review46b D2); a number
    with an arrow or an equals sign between is a step shown, in any language."""
    between = answer[first.end:found.start]
    if any(mark in between for mark in _STEP_MARKS) and any(c.isdigit() for c in between.translate(ASCII_DIGITS)):
        return False  # a number and an arrow: a step shown (`ཉིན་༢༠ →`, a span no reader reads), no list
    return not any(s.unit in ("day", "week", "business day")
                   for s in _spans_of(answer, first.end, found.start, "the answer wrote it"))


_STEP_MARKS: Final = ("→", "->", "=", "⇒", "⟶")


def _monthly_series(
    answer: str, found: YearlessDate, others: list[YearlessDate], run_years: list[int], known: Callable[[str], bool],
    flagged: DateVerdict,
) -> DateVerdict:
    """`on November 1, December 1 and January 1`: a yearless date in a list of its sentence whose
    dates before it fall on the same day of the month, the first of them a date the run knows, a
    whole number of months (1 to 12) before it: a monthly series (`monthly-step`); else the flag."""
    start = sentence_start(answer, found.start)
    before = [o for o in others if start <= o.start < found.start and (o.month, o.day) != (found.month, found.day)]
    if not before or any(o.day != found.day for o in before):
        return flagged
    first = before[0]
    if not _only_dates_between(answer, first, found, others):
        return flagged
    for year in run_years:
        day = found.in_year(year)
        if day is None:
            continue
        for base_year in (year, year - 1):
            base = first.in_year(base_year)
            if base is None or not base < day or not known(base.isoformat()):
                continue
            months = (day.year - base.year) * 12 + day.month - base.month
            if 1 <= months <= 12:
                return DateVerdict("computed", flagged.candidate, "monthly-step", f"{base.isoformat()} + {months} month{'s' if months > 1 else ''} = {day.isoformat()}", (
                    Operand(base.isoformat(), "answer", "a date the run knows, first of the answer's monthly list"),
                    Operand(str(months), "count", "the months between them in the list")))
    return flagged


# The end of a range of days right after a date: `-13`, `–18`, ` to 13` (not a year: `-2024`).
_DAY_RANGE_END: Final = re.compile(r"[ \t]*(?:[-\u2013\u2014]|to[ \t])[ \t]*[0-9]{1,2}(?![0-9])")
_WEEKDAY_NAMES: Final = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
