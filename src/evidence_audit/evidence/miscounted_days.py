"""Short counts of days their own line pins with two dates, judged although short (recall34).

Under `min_digits` a number is prose, so a model that writes `**39 days** from today (Wed 17 Jun) to
Fri 24 Jul` (37), `From June 20, 2024 to June 15, 2025 is 365 days` (360), `From today, 11 March, to
29 March there are 81 days left` (18) or `**13 nights**, 22 December to 3 January` (12) was never
judged: a count of days the calendar gives, written beside the two dates it counts between. A
person who counts the days between two dates writes them both in the count's line; the count is
then the later date less the earlier one, one more when both ends are counted, and no other number.

A short count of the answer (two or three digits, no number a result carried nor a person said,
not the rest of a compound duration, `3 months and 12 days`, nor a share's whole, `25 of 31 days`)
becomes a candidate when:

- a day word follows it (`days`, `nights`, `day`, `night`, markup between allowed: `**39 days**`),
  not a working or business day (a count of working days is another calendar's);
- no word after the day word makes it a shift from, or a difference to, another point (`64 days
  after the current end`, `12 days more`), nor an operator an operand (`17 days × EUR 2.50`);
- it is the first count of days its line writes, shifts aside (a later one is a step from it:
  `24 days; the first 7 are free, so 17 days`; `30 days after 6 May: 5 June 2026, 27 days from
  today` judges the 27);
- its line writes exactly two dates (in words with or without a year, or ISO: the readers of
  `word_dates.answer_dates`, `yearless_words.yearless_in` and an ISO date), no third one nor a
  range of days (`July 19–31, 2025`: a list of dates or a range pins no one gap); where the
  line writes the word `today` and the run states its today (`said_dates.stated_today`), the
  stated today is an end too (`expires on September 30, 2026, which is 252 days from today`), and
  a gap from it to either date is a right count (`30 days after 16 November: 16 December 2026, 27
  days from today`);
- the count is none of the gaps the ends allow: for days the gap, the gap plus one (both ends
  counted) and the gap less one (the days between); for nights the gap only; a yearless end read
  in each year next to the other end's that puts it within a year of that end when it writes one
  (`February 12 → March 7, 2022`, `Brewed 28 May, so 13 days today`, `From 5 January to 20 December
  2026`: 349), a yearless pair in a common and a
  leap year alike, the later in the next year where it falls before the earlier (`22 December to
  3 January`);
- (mend34) the count is more than the smallest gap allowed: a count under every gap is of days
  inside the period (`you took 12 days of leave between 1 and 30 June`, `it rained on 11 days from
  1 June to 29 June`), counted from the records, no gap (the price: a too-small invented count is
  not judged).

A candidate is then judged like any other (the arithmetic dial, a spelling, a person's words may
still explain it) and flagged only when nothing does. The price is none on a right count: a count
equal to a gap its two dates allow is never made a candidate. Bounded: at most `MAX_COUNTS`
counts an answer. Pure: no state, no I/O.

(recall41) `today_miscounts`: a reply to `how many days?` writes the count first and the one date it
counts to (`12 days, until 3 December.`), its other end the run's stated today, unwritten. Such a
count (opening its line, the line's one date, no `today` word, (mend41c) a word counting from today
between the count and the date: until, till, left, remaining, to go, from now, away, or nothing but a
preposition, `**32 days**, on 2 May 2031`; never `12
days of leave, back at work on 3 December`, a span the date follows) is flagged when it is no gap from
today to the date while one slip of it is (21 on 12 November): a count from another point than
today is a slip of today's gap by chance only. Measured on the 7,657 open answers before it was
written: 3 fire, all 3 planted (heldout31 pottery-10, heldout32 stable-10, heldout33 watch-10).
"""

from __future__ import annotations

import re
from collections.abc import Container, Sequence
from datetime import date
from typing import Final

from .comma_amounts import slips_of
from .layout import line_bounds
from .unverified import _Number
from .word_dates import _ISO, answer_dates  # the ISO date pattern the date rules read
from .yearless_words import range_end_days, yearless_in

__all__ = ["MAX_COUNTS", "miscounted_days", "today_miscounts"]

MAX_COUNTS: Final = 16  # short day counts judged per answer
_MAX_DIGITS: Final = 3  # a count of days people write beside its two dates (a year's 365 and a bit)
_MAX_LINE: Final = 2_000  # (mend34) a count's line longer than this is read as no pair of dates
_MIN_DIGITS: Final = 2  # a one-digit count is a duration's part as often (`3 weeks and 2 days`)
# A longer unit right before the count: the count is the rest of a compound duration (`3 weeks and 12 days`).
_COMPOUND: Final = re.compile(r"\b(?:weeks?|months?|years?)[ \t]*(?:,|and)?[ \t]*\Z", re.IGNORECASE)
# The day word right after the count: markup and spaces between (`**39 days**`, `13 nights`).
_DAY_WORD: Final = re.compile(r"(?:\*\*|__|[*_])?[ \t\u00a0]+(?:\*\*)?(?:(days?)|(nights?))\b", re.IGNORECASE)
# Words after the day word that make the count a shift from, or a difference to, some other point
# (`64 days after the current end`, `12 days more than`): no gap of the line's two dates.
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_SHIFTED: Final = re.compile(
    r"[*_]*+[ \t\u00a0]*(?:after|before|later|earlier|ago|since|past|beyond|more|longer|less|fewer|shorter|extra|over|early|late)\b",
    re.IGNORECASE,
)
# An operator right after the day word: the count an operand (`17 days × EUR 2.50`), no claim.
_OPERAND: Final = re.compile(r"(?:\*\*|__)?[ \t\u00a0]*(?:[\u00d7\u00b7/+=]|(?<!\*)\*(?!\*)|x[ \t])")
# A share's whole right before the count: `25 of 31 days`, `25/31 days` (a period's length, no gap).
_WHOLE_OF: Final = re.compile(r"(?:\bof|/)[ \t]*(?:\*\*)?\Z", re.IGNORECASE)
# A count of another calendar's days on the line: working, business or school days, weekdays.
_OTHER_DAYS: Final = re.compile(r"\b(?:working|business|school|week|trading|banking|opening)[ \t-]*days?\b|\bweekdays?\b", re.IGNORECASE)
# The day the run states as today named on the count's line: the other end of a count from it.
_TODAY: Final = re.compile(r"\btoday\b", re.IGNORECASE)
# (recall41) What may stand before a count that opens its line: blanks, emphasis, a bullet or a quote mark.
_LEADS: Final = re.compile(r"[ \t*_>\-\u2022]*")
# (mend41c) A word counting from today between a count and its date (`12 days, until 3 December`,
# `12 days left to 3 December`, `3 weeks to go`): without one the count is of anything the date ends
# or follows (`12 days of leave, back at work on 3 December`).
_FROM_TODAY: Final = re.compile(r"\b(?:until|till|til|left|remain(?:ing|s)?|to[ \t]+go|from[ \t]+now|away)\b", re.IGNORECASE)
# (mend41c) Or nothing but a preposition between them (`**32 days**, on 2 May 2031`, `21 days: by 3 December`).
_BARE_TO: Final = re.compile(r"[ \t*_,:;\-\u2013\u2014(]*(?:(?:on|by|to)\b[ \t*_]*)?")
# The years a yearless pair is read in: a common and a leap year (February's end moves the gap).
_YEARS: Final = (2023, 2024)
_YEAR_DAYS: Final = 366  # (mend34) the farthest reading of a yearless end from a dated one


def _line_dates(line: str) -> list[tuple[int, date | tuple[int, int]]] | None:
    """The dates `line` writes, in text order: a day (with its year) or a (month, day) without one;
    None when it writes more than two."""
    if len(line) > _MAX_LINE:
        return None  # (mend34) a line that counts days between two dates is short
    out: list[tuple[int, date | tuple[int, int]]] = []
    taken: list[tuple[int, int]] = []
    for found in answer_dates(line):
        out.append((found.start, found.day))
        taken.append((found.start, found.end))
        if len(out) > 2:
            return None
    for m in _ISO.finditer(line):
        if any(a <= m.start() < b for a, b in taken):
            continue
        try:
            out.append((m.start(), date(int(m.group(1)), int(m.group(2)), int(m.group(3)))))
        except ValueError:
            return None
        if len(out) > 2:
            return None  # (mend34) a third date: stop reading (at most two spans are taken)
        taken.append(m.span())
    yearless = yearless_in(line, taken)
    if range_end_days(line, yearless):
        return None  # a range of days (`July 19–31`): more days than two
    for one in yearless:
        out.append((one.start, (one.month, one.day)))
        if len(out) > 2:
            return None
    if len(out) > 2:
        return None
    return sorted(out, key=lambda pair: pair[0])


def _in_year(when: date | tuple[int, int], year: int) -> date | None:
    if isinstance(when, date):
        return when
    try:
        return date(year, when[0], when[1])
    except ValueError:
        return None


def _gaps(first: date | tuple[int, int], last: date | tuple[int, int]) -> set[int] | None:
    """The days from `first` to `last`: a yearless end read in each year, next to the other end's,
    that puts it within a year of that end when the other end writes one (`February 12 → March 7,
    2022`, `Brewed 28 May, so 13 days today`, `From 5 January to 20 December 2026`), else in each year of `_YEARS`, the later end in the next
    year where it would fall before the earlier (`22 December to 3 January`). None when a reading
    fails (February 29 of a common year)."""
    if isinstance(first, date) and isinstance(last, date):
        return {abs((last - first).days)}
    dated = first if isinstance(first, date) else last if isinstance(last, date) else None
    if dated is not None:
        yearless = last if dated is first else first
        readings = [_in_year(yearless, year) for year in (dated.year - 1, dated.year, dated.year + 1)]
        gaps = [abs((day - dated).days) for day in readings if day is not None]
        # (mend34) every reading within a year of the dated end: the nearest one alone reads
        # `From 5 January to 20 December 2026` (349) as 5 January 2027 (15)
        return {gap for gap in gaps if gap <= _YEAR_DAYS} or None
    out: set[int] = set()
    for year in _YEARS:
        a, b = _in_year(first, year), _in_year(last, year)
        if a is not None and b is not None and b < a:
            b = _in_year(last, year + 1)
        if a is None or b is None:
            return None
        out.add((b - a).days)
    return out


def _counted(answer: str, number: _Number) -> bool:
    """Whether `number` is written as a count of days that is no shift from another point (`24
    days`, not `30 days after 6 May`)."""
    word = _DAY_WORD.match(answer, number.end)
    return word is not None and _SHIFTED.match(answer, word.end()) is None


def _pair_gaps(ends: list[tuple[int, date | tuple[int, int]]]) -> set[int] | None:
    """The gaps (not 0) between each two of `ends` (in text order, the stated today first), or None
    when there are fewer than two ends or one reading fails."""
    if len(ends) < 2:
        return None
    out: set[int] = set()
    for i, (_, first) in enumerate(ends):
        for _, last in ends[i + 1:]:
            gaps = _gaps(first, last)
            if gaps is None:
                return None
            out |= gaps
    out.discard(0)
    return out


def _today_slip(value: str, today: date, end: date | tuple[int, int], nights: bool) -> bool:
    """(recall41) Whether the count `value`, written on a line with one date `end` and no second
    end, is no gap from the run's stated `today` to `end` (for days the gap or one either side; a
    yearless end read within a year of today, either way) while one slip of it (a digit changed,
    two neighbours swapped: `comma_amounts.slips_of`) is that gap exactly: `12 days, until 3
    December` on 12 November (21), `12 days, on 18 December` on 26 November (22). A count from
    another point than today (`stays 28 days, out on 15 March`) is a slip of the gap from today only
    by chance (about one count in twenty)."""
    gaps = _gaps(today, end)
    if not gaps:
        return False
    count = int(value)
    allowed = gaps if nights else {g + step for g in gaps for step in (-1, 0, 1)}
    if count in allowed:
        return False
    return any(slip.isdigit() and int(slip) in gaps for slip in slips_of(value))


def miscounted_days(
    answer: str, numbers: Sequence[_Number], carried: Container[str], said: Container[str], min_digits: int,
    today: date | None = None,
) -> frozenset[str]:
    """The answer's short counts of days that are no gap of the two dates their line writes (see the
    module's docstring); `numbers`: `unverified.numbers_of(answer)`."""
    out: set[str] = set()
    judged = 0
    lines: dict[int, list[tuple[int, date | tuple[int, int]]] | None] = {}
    for number in numbers:
        value = number.value
        if not value.isdigit() or not _MIN_DIGITS <= len(value) <= _MAX_DIGITS or len(value) >= min_digits or value in out:
            continue
        word = _DAY_WORD.match(answer, number.end)
        if word is None or value in carried or value in said:
            continue
        if _SHIFTED.match(answer, word.end()) is not None or _OPERAND.match(answer, word.end()) is not None:
            continue
        before = answer[max(0, number.start - 16):number.start]
        if _COMPOUND.search(before) is not None or _WHOLE_OF.search(before) is not None:
            continue
        judged += 1
        if judged > MAX_COUNTS:
            break
        line_start, line_end = line_bounds(answer, number.start, number.end)
        line = answer[line_start:line_end]
        if any(_counted(answer, other) for other in numbers if line_start <= other.start < number.start):
            continue  # a second count of days on the line: a step from the first (`24 days; the first 7 free, so 17 days`)
        if _OTHER_DAYS.search(line) is not None:
            continue
        if line_start not in lines:
            lines[line_start] = _line_dates(line)
        dates = lines[line_start]
        if dates is None:
            continue
        ends = list(dates)
        if dates and today is not None and _TODAY.search(line) is not None:
            ends.insert(0, (-1, today))  # `252 days from today`: the run's stated today an end too
        gaps = _pair_gaps(ends)
        if not gaps:
            continue
        count = int(value)
        nights = word.group(2) is not None
        allowed = gaps if nights else {g + step for g in gaps for step in (-1, 0, 1)}
        if count not in allowed and count > min(allowed):
            # (mend34) a count under every gap is days inside the period (`12 days of leave between
            # 1 and 30 June`), counted from records, no gap miscounted
            out.add(value)
    return frozenset(out)


def today_miscounts(answer: str, numbers: Sequence[_Number], carried: Container[str], min_digits: int, today: date | None) -> frozenset[str]:
    """(recall41) The answer's short counts of days that open their line (emphasis or a bullet
    before it at most: the reply to `how many days?`), whose line writes one date and no `today`
    and (mend41c) a word counting from today (`_FROM_TODAY`) between the count and the date, that
    are no gap from the run's stated `today` to that date while one slip of the count is
    (`_today_slip`): `12 days, until 3 December.` asked on 12 November (21 days). The count is read
    as `miscounted_days` reads one (a day word after it, no shift or operator after, no compound
    duration or share's whole before, the first count of its line, no other calendar's days); a
    number a person said is judged too (the run's `2026-11-12` says 12: a day, no count), one a
    result carried is not. Flagged by the caller however short. Bounded as `miscounted_days`."""
    if today is None:
        return frozenset()
    out: set[str] = set()
    judged = 0
    for number in numbers:
        value = number.value
        if not value.isdigit() or not _MIN_DIGITS <= len(value) <= _MAX_DIGITS or len(value) >= min_digits or value in out:
            continue
        word = _DAY_WORD.match(answer, number.end)
        if word is None or value in carried:
            continue
        if _SHIFTED.match(answer, word.end()) is not None or _OPERAND.match(answer, word.end()) is not None:
            continue
        before = answer[max(0, number.start - 16):number.start]
        if _COMPOUND.search(before) is not None or _WHOLE_OF.search(before) is not None:
            continue
        judged += 1
        if judged > MAX_COUNTS:
            break
        line_start, line_end = line_bounds(answer, number.start, number.end)
        if _LEADS.fullmatch(answer, line_start, number.start) is None:
            continue  # a count inside a sentence is of anything (`7.3 GB in 18 days`, `after 113 days`)
        line = answer[line_start:line_end]
        if _TODAY.search(line) is not None or _OTHER_DAYS.search(line) is not None:
            continue
        dates = _line_dates(line)
        if dates is None or len(dates) != 1:
            continue
        at = line_start + dates[0][0]
        if _BARE_TO.fullmatch(answer, word.end(), at) is None and _FROM_TODAY.search(answer, word.end(), at) is None:
            continue  # (mend41c) no word counting from today before the date: a span of anything
        if _today_slip(value, today, dates[0][1], word.group(2) is not None):
            out.add(value)
    return frozenset(out)
