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
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from datetime import date, timedelta
from typing import Final, NamedTuple

from .computed import Operand
from .date_steps import MAX_STEPS, Span, find_step, span_count, span_pattern, spans_in
from .extract import Candidate
from .layout import sentence_start
from .written import _MONTH, _MONTHS, _WORDS_TOO

__all__ = [
    "WINDOW_DAYS", "AnswerDate", "DateVerdict", "answer_dates", "computed_date", "judge_dates", "near_carried",
    "impossible_dates", "next_day_clocks", "numeric_spellings", "weekday_ok", "yearless_dates",
]

# How far from a carried date a date in words is judged: a month either way covers a day, a week
# or a month misread (the mutations models make), and leaves quarter and half-year spans alone.
WINDOW_DAYS: Final = 31
# At most this many dates in words judged per answer (a hostile answer of thousands of dates).
MAX_DATES: Final = 64

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
_COUNTS: Final = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fourteen": 14, "thirty": 30,
    "ninety": 90,
}
_SPAN: Final = span_pattern(_COUNTS)
_NEXT_DAY: Final = re.compile(r"\b(?:the[ \t]+)?(?:next|following)[ \t]+day\b|\bthe[ \t]+day[ \t]+(?:after|before)\b", re.IGNORECASE)
# A month and day without a year (a base of a computed date): `March 2`, `3rd of February`.
_YEARLESS: Final = re.compile(
    rf"(?<![A-Za-z0-9])(?:({_MONTH})\.?{_SPACE}+([0-9]{{1,2}})(?:st|nd|rd|th)?|([0-9]{{1,2}})(?:st|nd|rd|th)?{_SPACE}+(?:of{_SPACE}+)?({_MONTH})\.?)"
    rf"(?![0-9A-Za-z]|,?{_SPACE}*[12][0-9]{{3}}|:[0-9])",
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
        return date(int(year), _MONTHS[month.lower()], int(day))
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
    found = list(_DATE.finditer(answer)) if _YEARISH.search(answer) is not None else []
    _LAST_MATCHES[0] = (answer, found)
    return found


def impossible_dates(answer: str) -> list[tuple[int, str]]:
    """The dates in words with a year whose day the month does not have (`May 33, 2024`, `February
    30, 2025`): (offset, as written). No source carries such a day: the answer mistyped one."""
    out: list[tuple[int, str]] = []
    for m in _date_matches(answer):
        month = m.group(2) or m.group(6)
        if month.islower() and month in _WORDS_TOO:
            continue
        found = _day(m.group(4), month, m.group(3)) if m.group(2) else _day(m.group(7), month, m.group(5))
        if found is None and len(out) < MAX_DATES:
            out.append((m.start(), " ".join(m.group(0).split())))
    return out


def answer_dates(answer: str) -> Iterator[AnswerDate]:
    """The dates in words with their year that `answer` writes, in text order (at most `MAX_DATES`)."""
    count = 0
    for m in _date_matches(answer):
        month = m.group(2) or m.group(6)
        if month.islower() and month in _WORDS_TOO:
            continue  # "you may 3 2026" is no date until the month is written as a name
        found = _day(m.group(4), month, m.group(3)) if m.group(2) else _day(m.group(7), month, m.group(5))
        if found is None:
            continue  # no real day (`May 33, 2024`): `impossible_dates`
        weekday_word = m.group(1) or m.group(8)
        weekday = _WEEKDAYS.index(weekday_word[:3].lower()) if weekday_word else None
        yield AnswerDate(m.start(), m.end(), " ".join(m.group(0).split()), found, weekday)
        count += 1
        if count >= MAX_DATES:
            return


# Measured, not on: a date without its year (`March 30`) read in the year the answer writes nearest
# to it (none when it writes no year). See docs/precision-history.md's round 9 section for its price.
YEARLESS: Final = False
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
        if any(a <= m.start() < b for a, b in taken):
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
    if unit == "day" or unit == "week":
        days = count * (7 if unit == "week" else 1)
        return base + timedelta(days=days), base - timedelta(days=days)
    months = count * (12 if unit == "year" else 1)
    return _add_months(base, months), _add_months(base, -months)


def computed_date(answer: str, found: AnswerDate, carried: Callable[[str], bool]) -> tuple[str, str, str] | None:
    """(expression, base, span) when the answer computes `found` from a carried date it writes
    before it (or in its sentence), moved by a span the answer writes in the date's sentence or the
    one before; else None."""
    start = sentence_start(answer, found.start)
    if start > 0 and answer[start - 1] != "\n":
        start = sentence_start(answer, max(start - 2, 0))
    end = min((k for k in (answer.find(". ", found.end), answer.find("\n", found.end)) if k >= 0), default=len(answer))
    spans: list[tuple[int, str, str]] = [(span_count(m.group(1), _COUNTS), m.group(2), m.group(0)) for m in _SPAN.finditer(answer, start, end)]
    if _NEXT_DAY.search(answer, start, end):
        spans.append((1, "day", "the next day"))
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
    return _first_step(found.day, bases, spans)


def _first_step(day: date, bases: list[date], spans: list[tuple[int, str, str]]) -> tuple[str, str, str] | None:
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
_CLOCK: Final = re.compile(r"(?<![0-9:])([0-9]{1,2}):([0-9]{2})(?::[0-9]{2})?(?:[ \t]*([ap])\.?m\b)?", re.IGNORECASE)


def next_day_clocks(answer: str, found: AnswerDate) -> tuple[str, ...]:
    """The spellings with a next-day offset (`00:00:00+1`, `00:00+1`) of the clocks the date's line
    writes: a run carrying one states that the time falls on the day after its carried date (a
    flight arriving after midnight), so the answer's date is that next day."""
    line_start = answer.rfind("\n", 0, found.start) + 1
    line_end = answer.find("\n", found.end)
    out: list[str] = []
    for m in _CLOCK.finditer(answer, line_start, line_end if line_end >= 0 else len(answer)):
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
        return None
    month = m.group(2) or m.group(6)
    return _day(m.group(4), month, m.group(3)) if m.group(2) else _day(m.group(7), month, m.group(5))


def _spans_around(answer: str, found: AnswerDate) -> list[Span]:
    """The spans the date's sentence and the one before state (date_steps.py), the nearest first."""
    start = sentence_start(answer, found.start)
    if start > 0 and answer[start - 1] != "\n":
        start = sentence_start(answer, max(start - 2, 0))
    end = min((k for k in (answer.find(". ", found.end), answer.find("\n", found.end)) if k >= 0), default=len(answer))
    return spans_in(answer, start, end, "the answer wrote it")[::-1]


class DateVerdict(NamedTuple):
    """One judged date in words: `kind` is `grounded` (with the rule `by`), `user`, `own`,
    `computed` (with its expression and operands) or `unsupported`."""

    kind: str
    candidate: Candidate
    by: str = ""
    expression: str = ""
    operands: tuple[Operand, ...] = ()


def judge_dates(
    answer: str,
    carried: Callable[[str, str | None], str | None],
    said: Callable[[str], bool],
    own: Callable[[str], bool],
    offset_carried: Callable[[tuple[str, ...]], bool] | None = None,
    window: int = WINDOW_DAYS,
) -> list[DateVerdict]:
    """Judge the dates in words `answer` writes. `carried(iso)` is the rule that finds the date in
    the run's results (`exact`, `timestamp-date`, `date-in-words`, ...) or None; `said(iso)` whether
    a person said it; `own(iso)` whether only the agent's own calls carried it. A date is judged
    only when one of those knows a date within `window` days of it (see the module docstring)."""
    out: list[DateVerdict] = []

    def known(iso: str) -> bool:
        return carried(iso, None) is not None or said(iso) or own(iso)

    def carried_or_said(iso: str) -> bool:
        return carried(iso, None) is not None or said(iso)

    stepped = 0

    out.extend(DateVerdict("unsupported", Candidate(written, "identifier", written)) for _, written in impossible_dates(answer))
    dates = list(answer_dates(answer))
    if YEARLESS:
        dates += list(yearless_dates(answer))
    for found in dates:
        iso = found.day.isoformat()
        candidate = Candidate(found.written, "identifier", found.written)
        matching = weekday_ok(found)
        if matching and said(iso):
            out.append(DateVerdict("user", candidate))
            continue
        by = carried(iso, found.written)
        if matching and by is not None:
            out.append(DateVerdict("grounded", candidate, "date-in-words" if by == "exact" else by))
            continue
        if matching and own(iso):
            out.append(DateVerdict("own", candidate))
            continue
        if not known(iso) and not near_carried(found.day, known, window):
            continue  # far from every date the run knows: a span or knowledge, not judged
        if matching and offset_carried is not None:
            before = (found.day - timedelta(days=1)).isoformat()
            clocks = next_day_clocks(answer, found)
            if clocks and known(before) and offset_carried(clocks):
                out.append(DateVerdict("computed", candidate, "day-offset", f"{before} + 1 day = {iso}", (
                    Operand(before, "result", "a date the run carries"),
                    Operand(clocks[0], "result", "a clock the run carries on the next day"))))
                continue
        if matching:
            derived = computed_date(answer, found, known)
            if derived is not None:
                expression, base, span = derived
                out.append(DateVerdict("computed", candidate, "date-span", expression, (
                    Operand(base, "answer", "a date the run carries, written in the answer"),
                    Operand(span, "count", "the answer wrote it"))))
                continue
            if stepped < MAX_STEPS:  # round 13: a date the run knows stepped by a span stated (date_steps.py)
                stepped += 1
                step = find_step(found.written, found.day, _reread, _spans_around(answer, found), carried_or_said)
                if step is not None:
                    out.append(DateVerdict("computed", candidate, "date-step", step.expression(found.written), (
                        Operand(step.base, "result", "a date the run knows"),
                        Operand(str(step.span.size), "count", f"{step.span.where}: {step.span.written!r}"))))
                    continue
        out.append(DateVerdict("unsupported", candidate))
    return out
