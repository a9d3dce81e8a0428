"""A date in words a clock plus a number of hours reaches across midnight (silk36, under `midnight-step`).

A dye house's reasoning writes `07:00 + 24 h = 19 Dec 07:00` for three colours of 8 hours each
from 07:00 on the 18th; a night shift `22:00 + 10 h = 3 March 08:00`. The date is the day of the
clock moved by the whole days the hours carry it over midnight: `hour_step` finds, in the date's
sentence before it, a clock written plus a count of hours (`07:00 + 24 h`, `22:00 + 10 hours`),
and gives the day before the date by those whole days (the base) and the clock it lands on. When
the date is written with a clock right after it (`19 Dec 07:00`), that clock must be the one
reached. Only the latest step of the sentence is read. (mend36) The base must be the day of the
step's own clock, not any day the run knows (a run carrying the 17th and the 18th would excuse a
day off): the caller requires a result's timestamp of that day at that clock (`2026-12-18 07:00`,
`timestamp_forms`) or a date the run knows written right before the clock (`18 Dec 07:00 + 24 h`).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `midnight-step` | `07:00 + 24 h = 19 Dec 07:00` | a clock and a count of hours its sentence writes before it, the day of that clock (a carried timestamp at it, or a known date written right before it) that many whole days before it | a date equal to such a step |

Refused: no clock plus hours before it in its sentence, hours that stay within the day (no midnight
crossed: the date would be the base's own), a clock written after the date that the step does not
reach, a base that is not the clock's known day (the caller's test), a count over `MAX_HOURS`.

(cashew44) `shown_hour_step` also reads a step worked out earlier in the answer as an equation
(`_equated`): a reasoning block's `21:30 + 370 min = 03:40 next day.`, then `Arrives **03:40** on 17
March`. With no base clock on the date's line or the one before (or none landing), the last equation
before the date's clock (within `MAX_EQUATED_BEFORE` characters) of a clock plus one duration equal
to that clock, right (the base plus the duration it writes reaches it) and past midnight, gives the
base: the date less the days crossed, which the caller requires known and the clock's own day (a
result's timestamp at the base clock, `2027-03-16T21:30`, or mend36's stated today). Refused: a
wrong equation (`21:30 + 380 min = 03:40`), one within the day, another clock, one after the date.

(adire44) `summed_step`: the date beside a clock a clock sum the answer writes out before it reaches
across midnight (`21:15 + 225 min = 01:00 next day` ... `Arrives 01:00 on 15 September`), the base a
result's timestamp of that day at the sum's first clock (the caller's test); refused where the sum is
written wrong or stays in its day. `shown_hour_step` reads whole days of hours on the date's line too
(`72 hours → ready 17:00 on 13 September`: `whole_day_hours_at`) and its base clock on the nearest line
above with text (a blank line between is no break).

(mend44c, review44 D4) A count of whole days of hours read on the date's line (`24 hours`, `96 hours`)
steps only where the caller's `whole_days` takes it: a count the rules state (`whole_days_stated`:
`a wheel is brined 48 hours`) or a result carries; `96 hours → out 15:30 on 15 May` for a 48-hour
brine stays flagged. (review44 D3, `word_dates`) the stated today is no base for a step whose base
clock a result carries on another day (`"departs": "2027-05-13T22:35"`).

(fold45) One reader of a date past midnight: every step (`hour_step`, `shown_hour_step` with
`_listed` and `_equated`, `summed_step`, `midnight_days.next_day`) finds its own base clock and
duration, and shares the rest: the date's clock (`date_clock`), the day the step began
(`landing_day`), a date beside the base clock (`_dated`), a clock sum written out (`_written_sum`,
`clock_sum`), and the base day's timestamp as the run keeps it (`timestamp_forms`, lowercased).
Pure: no state, no I/O (but the last answer's layout and ASCII reading, kept).
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from collections.abc import Callable
from typing import Final, NamedTuple

from .hour_words import HOUR_WORDS
from .durations import durations_at
from .layout import Layout
from .listed_steps import listed_step
from .shown_lengths import Tiers, lead_in_lengths, row_lengths

__all__ = ["HourStep", "MAX_HOURS", "ShownStep", "clock_sum", "date_clock", "hour_step", "landing_day", "layout_of", "long_hours_at",
           "no_dates_beside", "shown_hour_step", "summed_step", "timestamp_forms", "whole_day_hours_at", "whole_days_stated", "written_beside", "written_lengths"]

MAX_HOURS: Final = 240  # ten days of hours: a longer count is a span of days written in hours
# A clock plus a count of hours: `07:00 + 24 h`, `22:00 + 10 hours`, `7:30 + 36h`.
_CLOCK_PLUS_HOURS: Final = re.compile(
    r"(?<![0-9:.])([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])[ \t]*\+[ \t]*([0-9]{1,3})[ \t]*(?:h|hrs?|hours?)(?![A-Za-z])",
    re.IGNORECASE,
)
# A clock written right after the date (`19 Dec 07:00`, `19 Dec, 07:00`, `19 Dec at 07:00`).
_CLOCK_AFTER: Final = re.compile(r"[ \t]*(?:,[ \t]*|at[ \t]+)?([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])", re.IGNORECASE)


class HourStep(NamedTuple):
    base: date  # the day of the clock written
    expression: str  # `07:00 + 24 h`
    hours: int
    clock: str  # (mend36) the step's clock, `07:00`
    at: int  # (mend36) where the step's clock starts in the answer


def timestamp_forms(base: date, clock: str) -> tuple[str, ...]:
    """(mend36) The spellings a result gives a timestamp of `base` at `clock` (`2026-12-18 07:00`,
    `2026-12-18T07:00:00`): the step's base is the clock's day only when a result carries one.
    (fold45) Spelled as a run's values are kept (`normalize_token`: `2026-12-18t07:00`), for every caller."""
    day = base.isoformat()
    return tuple(f"{day}{sep}{clock}{tail}" for sep in (" ", "t") for tail in ("", ":00", "z", ":00z"))


def landing_day(start: int, minutes: int, day: date, landed: int | None = None, once: bool = False) -> date | None:
    """(fold45) The day a step of `minutes` from the clock `start` (minutes past midnight) began, where
    it lands past at least one midnight (exactly one: `once`) on the clock `landed` (None: any) of
    `day`; else None (within its day, another clock, more midnights, off the calendar)."""
    days, clock = divmod(start + minutes, 24 * 60)
    if days < 1 or once and days != 1 or landed is not None and clock != landed:
        return None
    try:
        return day - timedelta(days=days)
    except OverflowError:
        return None


def _minutes(hour: str, minute: str) -> int:
    return int(hour) * 60 + int(minute)


def _clock(hour: str, minute: str) -> str:
    return f"{int(hour):02d}:{minute}"


def hour_step(answer: str, start: int, at: int, end: int, day: date) -> HourStep | None:
    """The step that reaches `day`, the date written at `answer[at:end]`, from a clock plus hours its
    sentence (from `start`) writes before it; the latest such step only (mend36: not every one, each
    a chance at a base). None when it does not."""
    steps = list(_CLOCK_PLUS_HOURS.finditer(answer, start, at))
    after = _CLOCK_AFTER.match(answer, end)
    for m in steps[-1:]:
        hours = int(m.group(3))
        if not 0 < hours <= MAX_HOURS:
            continue
        # no midnight crossed (the clock's own day), or another clock than the one written after the date
        base = landing_day(_minutes(m.group(1), m.group(2)), hours * 60, day,
                           None if after is None else _minutes(after.group(1), after.group(2)))
        if base is not None:
            return HourStep(base, m.group(0), hours, _clock(m.group(1), m.group(2)), m.start())
    return None


# (coffee38) A count of hours over a day, no whole number of days: `Fermentation lasts 36 hours`,
# `+36 h` (`durations_at` reads a day at most: a clock plus 24 hours is itself).
_LONG_HOURS: Final = re.compile(r"(?<![0-9.,:])([0-9]{2,3})[ \t]*(?:h|hrs?|hours?)(?![A-Za-z0-9])", re.IGNORECASE)


# (fish39) a count in any script's digits and the word after it, an hour's in another language
# (`၂၆ နာရီ`, `26 saat`, `30 గంటలు`: `hour_words.py`)
_COUNT_WORD: Final = re.compile(r"(?<![\d.,:])(\d{2,3})[ \t]?([^\s\d.,;:!?()\[\]*|/]{1,24})")


def long_hours_at(text: str) -> list[tuple[int, int, str]]:
    """(coffee38) The counts of hours over a day (and under `MAX_HOURS`), no whole day, a text
    writes: (end, minutes, as written); (fish39) in any language's word for hours and any script's
    digits too (`၂၆ နာရီ`)."""
    out: list[tuple[int, int, str]] = []
    for m in _LONG_HOURS.finditer(text):
        hours = int(m.group(1))
        if 24 < hours <= MAX_HOURS and hours % 24 != 0:
            out.append((m.end(), hours * 60, m.group(0)))
    for m in _COUNT_WORD.finditer(text):
        if m.group(2).casefold() not in HOUR_WORDS:
            continue
        hours = int(m.group(1))
        if 24 < hours <= MAX_HOURS and hours % 24 != 0 and all(end != m.end() for end, _, _ in out):
            out.append((m.end(), hours * 60, m.group(0)))
    return out


MAX_LINE_BEFORE: Final = 240  # (coffee38) characters of the value's line read before it for its durations

# (coffee38) the last answer's layout (its tables), read once for all its values
_LAST_LAYOUT: Final[list[tuple[str, Layout | None]]] = [("", None)]


def layout_of(answer: str) -> Layout:
    last = _LAST_LAYOUT[0]
    kept = last[1]
    if last[0] == answer and kept is not None:
        return kept
    layout = Layout(answer)
    _LAST_LAYOUT[0] = (answer, layout)
    return layout


def written_lengths(answer: str, at: int, tiers: Tiers | None = None) -> set[int]:
    """(coffee38) The minutes of the durations the answer writes on the line of `at` before it, or in
    the header of the table column holding `at`; (glass39) or in a cell of its row before it under a
    header in hours or minutes, or in the lead-in line of its list or table (`shown_lengths.py`)."""
    line = max(answer.rfind("\n", 0, at) + 1, at - MAX_LINE_BEFORE)
    texts = [answer[line:at]]
    if answer[line:at].lstrip().startswith("|"):
        layout = layout_of(answer)
        cell = layout.cell(at)
        if cell is not None:
            texts.append(layout.header(cell))
    out: set[int] = set()
    for text in texts:
        out.update(minutes for _, minutes, _ in durations_at(text))
        out.update(minutes for _, minutes, _ in long_hours_at(text))
    # (glass39) a count set out in its own column of the row (`| Hours |` over `| 20 |`), or in the
    # lead-in line of the list or table (`Hər dərs 2,5 saatdır:`): shown_lengths.py
    if len(texts) > 1:
        out.update(row_lengths(answer, at, layout_of(answer), tiers))
    out.update(lead_in_lengths(answer, at, tiers))  # (mend39a) a tiered count judged by the row, never by a lead-in
    return out


# (coffee38) a clock written right beside a date: after it (`30 Dec 03:30`, `26 December, 09:20`,
# `26 December at 09:20`) or before it (`09:20 on 26 December`, `09:20, 26 Dec`), bold marks between
# (fish39) and up to two words of another script between (a day word, a day period: `ဖေဖော်ဝါရီ ၁၇ ရက်၊ နံနက် ၁၁:၃၀`)
# (hostile39) each run of blanks possessive: what one gives back only the next run could take, ending
# where it ended (a run of 8,000 blanks after a value was the square of one `match`); the same language
# (the possessive form matched fish39's at every start of 200,000 random texts of its characters).
_CLOCK_AT: Final = re.compile(r"[*_ \t]*+(?:[^\x00-\x7f\s\d]{1,12}+[ \t]*+,?+[ \t]*+){0,2}+(?:,[ \t]*+|at[ \t]++|on[ \t]++)?+[*_ \t]*+([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])", re.IGNORECASE)
_CLOCK_ON: Final = re.compile(r"(?<![0-9:.])([01]?[0-9]|2[0-3]):([0-5][0-9])[*_ \t]*(?:,[ \t]*|on[ \t]+)?[*_ \t]*\Z", re.IGNORECASE)
_ANY_CLOCK: Final = re.compile(r"(?<![0-9:.])([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])")
# what stands between a clock and the date it is on (`21:20** on 24 December`, `24 Dec 21:20`: the
# date's own end read up to it)
_BESIDE: Final = re.compile(r"[*_ \t]*(?:,[ \t]*|on[ \t]+|at[ \t]+)?[*_ \t]*")
MAX_GAP: Final = 12  # characters a clock and the date it is on may stand apart (`** on `)


def written_beside(answer: str, clock_start: int, clock_end: int, date_start: int, date_end: int) -> bool:
    """(coffee38) Whether the date at `answer[date_start:date_end]` is written right beside the clock at
    `answer[clock_start:clock_end]` (`21:20** on 24 December`, `24 Dec 21:20`)."""
    return (0 <= date_start - clock_end <= MAX_GAP and _BESIDE.fullmatch(answer, clock_end, date_start) is not None
            or 0 <= clock_start - date_end <= MAX_GAP and _BESIDE.fullmatch(answer, date_end, clock_start) is not None)


class ShownStep(NamedTuple):
    base: date  # the day of the base clock
    base_clock: str  # `21:20`
    minutes: int  # the duration the answer writes
    how: str  # `36 hours`
    dated: bool  # the base clock has a date written beside it (that day)


# (fish39) every decimal digit of another script to its ASCII digit (one character for one: offsets kept)
ASCII_DIGITS: Final[dict[int, int]] = {c: ord("0") + int(chr(c)) for c in range(0x80, 0x10000) if chr(c).isdecimal()}


# (mend39a, review39 D13) the last answer read with ASCII digits: `shown_hour_step` is asked once per
# date of an answer, the translation done once per answer (an ASCII answer not at all)
_TRANSLATED: Final[list[tuple[str, str]]] = [("", "")]


def ascii_digits(answer: str) -> str:
    """(mend39a) `answer` with every decimal digit of another script read as its ASCII digit (`ASCII_DIGITS`),
    the last answer's reading kept."""
    if answer.isascii():
        return answer
    last = _TRANSLATED[0]
    if last[0] == answer:
        return last[1]
    translated = answer.translate(ASCII_DIGITS)
    _TRANSLATED[0] = (answer, translated)
    return translated


_NO_DIGIT: Final = re.compile(r"[^\d\n]*")


def plus_sums(text: str) -> set[int]:
    """(incense41) The minutes of each run of durations `text` writes joined by a plus sign (`9.5 h
    driving + 50 min of checkpoints`: 620): from the run's first, each next duration with a `+` and
    no digit between the two, summed as they go (a run of two or more only)."""
    found = durations_at(text)
    out: set[int] = set()
    total = 0
    for k, (at, minutes, written) in enumerate(found):
        if k > 0:
            gap_at = found[k - 1][0] + len(found[k - 1][2])
            gap = text[gap_at:at]
            if "+" in gap and _NO_DIGIT.fullmatch(gap) is not None:
                total += minutes
                out.add(total)
                continue
        total = minutes
    return out


def date_clock(answer: str, at: int, end: int) -> tuple[int, int] | None:
    """(coffee38) The clock written right beside the date at `answer[at:end]`: after it (`30 Dec 03:30`,
    `26 December at 09:20`) or else before it (`09:20 on 26 December`): (where it starts, its minutes
    past midnight), or None: the clock a step must land on."""
    after = _CLOCK_AT.match(answer, end)
    if after is not None:
        return after.start(1), _minutes(after.group(1), after.group(2))
    before = _CLOCK_ON.search(answer, max(0, at - MAX_GAP - 5), at)
    if before is None:
        return None
    return before.start(), _minutes(before.group(1), before.group(2))


def _dated(base_day: date, clock: str, start: int, end: int, minutes: int, how: str,
           dates_beside: Callable[[int, int], list[date]]) -> ShownStep | None:
    """(coffee38) The step from the base clock written at `answer[start:end]` (`clock`) on `base_day`,
    unless a date written right beside that clock (`dates_beside`) is another day; `dated` where one is."""
    beside = dates_beside(start, end)
    if beside and any(d != base_day for d in beside):
        return None
    return ShownStep(base_day, clock, minutes, how, bool(beside))


def no_dates_beside(start: int, end: int) -> list[date]:
    return []


def shown_hour_step(answer: str, at: int, end: int, day: date, dates_beside: Callable[[int, int], list[date]],
                    tiers: Tiers | None = None, whole_days: Callable[[int], bool] | None = None) -> ShownStep | None:
    """(coffee38) The date written at `answer[at:end]` (`day`) with a clock beside it the answer
    reached from an earlier clock by a count of hours it writes on the date's line before it or in
    its table column's header (`21:20 on 24 December` ... `36 hours of fermentation later, at 09:20
    on 26 December`; `| Washing (+36 h) |` over `| 13:00–15:30 | 30 Dec 03:30 |`): the base clock is
    the last one written before the date's clock (on its line or the line before, no date between
    but its own), the duration one such count whose sum with it lands on the date's clock across
    midnight, the base day the date less the whole days crossed. `dates_beside(start, end)` gives
    the dates the answer writes right beside the clock written at `answer[start:end]` (`written_beside`): a date written right beside the base clock must be the base
    day (the caller asks the run to know it). (mend44c) `whole_days(minutes)` tells whether a count of
    whole days of hours the line writes is one to read (None: every one, for a refusal's search).
    None when no step lands."""
    answer = ascii_digits(answer)  # (fish39) any script's digits read as ASCII's, one for one
    beside = date_clock(answer, at, end)
    if beside is None:
        return None
    clock_at, landed = beside
    line = answer.rfind("\n", 0, at) + 1
    above = _line_above(answer, line)  # (adire44) the nearest line above with text: a blank line between is no break
    low = max(above, clock_at - MAX_LINE_BEFORE)
    bases = list(_ANY_CLOCK.finditer(answer, low, min(clock_at, at)))
    if not bases:
        # (census41) a list's steps; (cashew44) a step the answer worked out earlier to this clock
        return _listed(answer, clock_at, landed, day, dates_beside) or _equated(answer, clock_at, landed, day, dates_beside)
    base = bases[-1]
    lengths = written_lengths(answer, min(clock_at, at), tiers)  # (mend39a) the rules' tiered counts (shown_lengths)
    # (incense41) `9.5 h driving + 50 min of checkpoints`; (mend41a, review41 D9) of the line's last
    # `MAX_LINE_BEFORE` characters before the clock, as `written_lengths` reads (not the whole line per date)
    lengths |= plus_sums(answer[max(line, min(clock_at, at) - MAX_LINE_BEFORE):min(clock_at, at)])
    # (adire44) or whole days of hours the date's line writes before it (`72 hours → ready 17:00 on 13 September`)
    lengths |= {minutes for _, minutes, _ in whole_day_hours_at(answer[max(line, min(clock_at, at) - MAX_LINE_BEFORE):min(clock_at, at)])}
    if whole_days is not None:
        # (mend44c, review44 D4) a count of whole days of hours (`24 hours`, `96 hours`) only one
        # `whole_days` accepts (the caller's: one the rules state or a result carries)
        lengths = {minutes for minutes in lengths if minutes % (24 * 60) or whole_days(minutes)}
    for minutes in sorted(lengths):
        base_day = landing_day(_minutes(base.group(1), base.group(2)), minutes, day, landed)
        if base_day is None:
            continue
        before_date = answer[max(line, at - MAX_LINE_BEFORE):at]
        how = next((w for _, m, w in [*long_hours_at(before_date), *whole_day_hours_at(before_date)] if m == minutes), f"{minutes // 60} h")
        return _dated(base_day, _clock(base.group(1), base.group(2)), base.start(), base.end(), minutes, how, dates_beside)
    return _listed(answer, clock_at, landed, day, dates_beside) or _equated(answer, clock_at, landed, day, dates_beside)


# (cashew44) a step worked out as an equation: a clock plus one duration equal to a clock (`21:30 + 370
# min = 03:40 next day`, `22:40 + 2 h 15 min → 00:55`), the duration as `durations_at` reads it whole
_EQUATED: Final = re.compile(
    r"(?<![0-9:.])([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])[ \t]*\+[ \t]*([^=\n\u2192]{1,40}?)[ \t]*(?:=|\u2192|->)[*_ \t]*"
    r"(?P<to_h>[01]?[0-9]|2[0-3]):(?P<to_m>[0-5][0-9])(?![0-9:])"
)
MAX_EQUATED_BEFORE: Final = 2000  # (cashew44) characters before the date's clock read for the equation


def _equated(answer: str, clock_at: int, landed: int, day: date, dates_beside: Callable[[int, int], list[date]]) -> ShownStep | None:
    """(cashew44) The date beside a clock the answer worked out earlier as an equation over midnight
    (`<think> 21:30 + 370 min = 03:40 next day. </think>` ... `Arrives **03:40** on 17 March`): the
    last within `MAX_EQUATED_BEFORE` characters before the date's clock (`_written_sum`)."""
    return _written_sum(answer, _EQUATED, max(0, clock_at - MAX_EQUATED_BEFORE), clock_at, landed, day, _whole_duration, dates_beside)


def _whole_duration(m: re.Match[str]) -> tuple[int, str] | None:
    """(cashew44) The one duration an equation's plus adds (`370 min`, `2 h 15 min`), as `durations_at`
    reads it whole: (minutes, as written); None where another number stands beside it."""
    lengths = durations_at(m.group(3))
    if len(lengths) != 1 or lengths[0][2].strip() != m.group(3).strip():
        return None
    return lengths[0][1], lengths[0][2].strip()


def _line_above(answer: str, line: int) -> int:
    """(adire44) The start of the nearest line above the line starting at `line` that holds more than
    blanks (markdown's blank line between a heading and its list), or `line` itself at the top."""
    at = line
    while at > 0:
        above = answer.rfind("\n", 0, at - 1) + 1
        if answer[above : at - 1].strip():
            return above
        at = above
    return line


# (adire44) a count of hours that is a whole number of days, 2 to 10 (`72 hours`, `48 h`): `long_hours_at`
# reads none (a day's count reads as days elsewhere), the step across midnight below reads it on the date's line
_WHOLE_DAY_HOURS: Final = re.compile(r"(?<![0-9.,:])([0-9]{2,3})[ \t]*(?:h|hrs?|hours?)(?![A-Za-z0-9])", re.IGNORECASE)


def whole_day_hours_at(text: str) -> list[tuple[int, int, str]]:
    """(adire44) The counts of hours `text` writes that are 2 to 10 whole days (`72 hours`): (end,
    minutes, as written)."""
    out: list[tuple[int, int, str]] = []
    for m in _WHOLE_DAY_HOURS.finditer(text):
        hours = int(m.group(1))
        if 24 < hours <= MAX_HOURS and hours % 24 == 0:
            out.append((m.end(), hours * 60, m.group(0)))
    return out


def whole_days_stated(text: str) -> frozenset[int]:
    """(mend44c, review44 D4) The counts of hours `text` (the rules) writes that are 1 to 10 whole days
    (`a wheel is brined 48 hours`, `24 h`), in minutes: the whole days of hours a step may take."""
    out: set[int] = set()
    for m in _WHOLE_DAY_HOURS.finditer(text):
        hours = int(m.group(1))
        if 24 <= hours <= MAX_HOURS and hours % 24 == 0:
            out.add(hours * 60)
    return frozenset(out)


# (adire44) a clock sum the answer writes out, its result a clock: `21:15 + 225 min = 01:00`, `22:40 + 2 h → 00:40`
_WRITTEN_SUM: Final = re.compile(
    r"(?<![0-9:.])([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])[ \t]*\+[ \t]*([0-9]{1,4})[ \t]*(min(?:utes?|s)?|h(?:ours?|rs?)?)"
    r"(?![A-Za-z])[ \t]*(?:=|\u2192|->)[ \t*]*(?P<to_h>[01]?[0-9]|2[0-3]):(?P<to_m>[0-5][0-9])(?![0-9:])",
    re.IGNORECASE,
)


def summed_step(answer: str, at: int, end: int, day: date) -> ShownStep | None:
    """(adire44) The date written at `answer[at:end]` (`day`) beside a clock (`Arrives 01:00 on 15
    September`) that a clock sum the answer writes out before it reaches across midnight (`21:15 + 225
    min = 01:00 next day`, in its reasoning): the latest such sum landing on the date's clock, the sum
    itself right, the base day the date less the whole days crossed (the caller asks the run to carry a
    timestamp of that day at the sum's first clock). None when none lands, or the sum stays in its day."""
    answer = ascii_digits(answer)
    beside = date_clock(answer, at, end)
    if beside is None:
        return None
    return _written_sum(answer, _WRITTEN_SUM, 0, at, beside[1], day, _counted, no_dates_beside)


def _counted(m: re.Match[str]) -> tuple[int, str] | None:
    """(adire44) A `_WRITTEN_SUM`'s count of minutes or hours (`225 min`, `2 h`), up to `MAX_HOURS`:
    (minutes, as written)."""
    minutes = int(m.group(3)) * (60 if m.group(4).lower().startswith("h") else 1)
    return (minutes, f"{m.group(3)} {m.group(4)}") if 0 < minutes <= MAX_HOURS * 60 else None


def clock_sum(text: str) -> tuple[int, int, int, str] | None:
    """(fold45) `text` as a whole clock sum (`22:40 + 135 min = 00:55`, a clock rule's expression,
    `midnight_days`): (its first clock, its minutes, its written result, both clocks in minutes past
    midnight; the duration as written), or None."""
    m = _WRITTEN_SUM.fullmatch(text)
    read = None if m is None else _counted(m)
    if m is None or read is None:
        return None
    return _minutes(m.group(1), m.group(2)), read[0], _minutes(m.group("to_h"), m.group("to_m")), read[1]


def _written_sum(answer: str, pattern: re.Pattern[str], low: int, high: int, landed: int, day: date,
                 duration: Callable[[re.Match[str]], tuple[int, str] | None],
                 dates_beside: Callable[[int, int], list[date]]) -> ShownStep | None:
    """(fold45) The step of the last clock sum `pattern` finds in `answer[low:high]` whose written result
    (groups `to_h`, `to_m`) is the date's clock (`landed`), from its first clock (groups 1, 2) by what
    `duration(match)` reads ((minutes, as written)), right and past midnight (`landing_day`, `_dated`);
    None where that last sum is not (an earlier one is not read). `_equated` and `summed_step` differ
    only in the sums they read, where, and their durations."""
    found: re.Match[str] | None = None
    for m in pattern.finditer(answer, low, high):
        if _minutes(m.group("to_h"), m.group("to_m")) == landed:
            found = m
    if found is None:
        return None
    read = duration(found)
    if read is None:
        return None
    base_day = landing_day(_minutes(found.group(1), found.group(2)), read[0], day, landed)
    if base_day is None:
        return None
    return _dated(base_day, _clock(found.group(1), found.group(2)), found.start(1), found.end(2), read[0], read[1], dates_beside)


def _listed(answer: str, clock_at: int, landed: int, day: date, dates_beside: Callable[[int, int], list[date]]) -> ShownStep | None:
    """(census41) The date beside a clock a list's step reached across midnight from the list's one
    clock by the durations its steps above write (`listed_steps.listed_step`: `1. Picked up 9 February
    10:30` / `2. Transit 31 hours` / `3. **10 February 17:30**`); a date written beside the base clock
    must be the base day."""
    step = listed_step(answer, clock_at)
    if step is None:
        return None
    hour, minute = step.base[:-3], step.base[-2:]
    base_day = landing_day(_minutes(hour, minute), step.minutes, day, landed)
    if base_day is None:
        return None
    return _dated(base_day, _clock(hour, minute), step.base_start, step.base_end, step.minutes, step.written, dates_beside)
