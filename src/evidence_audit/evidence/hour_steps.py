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
Pure: no state, no I/O.
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

__all__ = ["HourStep", "MAX_HOURS", "ShownStep", "hour_step", "layout_of", "long_hours_at", "shown_hour_step", "summed_step", "timestamp_forms",
           "whole_day_hours_at", "whole_days_stated", "written_beside", "written_lengths"]

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
    `2026-12-18T07:00:00`): the step's base is the clock's day only when a result carries one."""
    day = base.isoformat()
    return tuple(f"{day}{sep}{clock}{tail}" for sep in (" ", "T") for tail in ("", ":00", "Z", ":00Z"))


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
        minutes = int(m.group(1)) * 60 + int(m.group(2)) + hours * 60
        days, landed = divmod(minutes, 24 * 60)
        if days < 1:
            continue  # no midnight crossed: the clock's own day
        if after is not None and int(after.group(1)) * 60 + int(after.group(2)) != landed:
            continue
        try:
            base = day - timedelta(days=days)
        except OverflowError:
            continue
        return HourStep(base, m.group(0), hours, f"{int(m.group(1)):02d}:{m.group(2)}", m.start())
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
    after = _CLOCK_AT.match(answer, end)
    if after is not None:
        clock_at, hour, minute = after.start(1), int(after.group(1)), int(after.group(2))
    else:
        before = _CLOCK_ON.search(answer, max(0, at - MAX_GAP - 5), at)
        if before is None:
            return None
        clock_at, hour, minute = before.start(), int(before.group(1)), int(before.group(2))
    landed = hour * 60 + minute
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
        reach = int(base.group(1)) * 60 + int(base.group(2)) + minutes
        days, clock = divmod(reach, 24 * 60)
        if days < 1 or clock != landed:
            continue
        try:
            base_day = day - timedelta(days=days)
        except OverflowError:
            return None
        beside = dates_beside(base.start(), base.end())
        if beside and any(d != base_day for d in beside):
            return None
        before_date = answer[max(line, at - MAX_LINE_BEFORE):at]
        how = next((w for _, m, w in [*long_hours_at(before_date), *whole_day_hours_at(before_date)] if m == minutes), f"{minutes // 60} h")
        return ShownStep(base_day, f"{int(base.group(1)):02d}:{base.group(2)}", minutes, how, bool(beside))
    return _listed(answer, clock_at, landed, day, dates_beside) or _equated(answer, clock_at, landed, day, dates_beside)


# (cashew44) a step worked out as an equation: a clock plus one duration equal to a clock (`21:30 + 370
# min = 03:40 next day`, `22:40 + 2 h 15 min → 00:55`), the duration as `durations_at` reads it whole
_EQUATED: Final = re.compile(
    r"(?<![0-9:.])([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])[ \t]*\+[ \t]*([^=\n\u2192]{1,40}?)[ \t]*(?:=|\u2192|->)[*_ \t]*"
    r"([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])"
)
MAX_EQUATED_BEFORE: Final = 2000  # (cashew44) characters before the date's clock read for the equation


def _equated(answer: str, clock_at: int, landed: int, day: date, dates_beside: Callable[[int, int], list[date]]) -> ShownStep | None:
    """(cashew44) The date beside a clock the answer worked out earlier as an equation over midnight
    (`<think> 21:30 + 370 min = 03:40 next day. </think>` ... `Arrives **03:40** on 17 March`): the
    last equation before the date's clock whose written result is that clock, the result right (the
    base plus the one duration it writes does reach it) and past midnight; the base day the date less
    the days crossed, and a date written beside the base clock must be it (the caller asks the run to
    know it). An equation whose arithmetic is wrong, that stays within the day, or lands on another
    clock gives none."""
    found: re.Match[str] | None = None
    for m in _EQUATED.finditer(answer, max(0, clock_at - MAX_EQUATED_BEFORE), clock_at):
        if int(m.group(4)) * 60 + int(m.group(5)) == landed:
            found = m
    if found is None:
        return None
    lengths = durations_at(found.group(3))
    if len(lengths) != 1 or lengths[0][2].strip() != found.group(3).strip():
        return None  # the duration is the whole of what the plus adds: no other number beside it
    minutes = lengths[0][1]
    base_day = _day_before_midnights(int(found.group(1)) * 60 + int(found.group(2)), minutes, landed, day)
    if base_day is None:
        return None
    beside = dates_beside(found.start(1), found.end(2))
    if beside and any(d != base_day for d in beside):
        return None
    return ShownStep(base_day, f"{int(found.group(1)):02d}:{found.group(2)}", minutes, lengths[0][2].strip(), bool(beside))


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
    r"(?![A-Za-z])[ \t]*(?:=|\u2192|->)[ \t*]*([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])",
    re.IGNORECASE,
)


def summed_step(answer: str, at: int, end: int, day: date) -> ShownStep | None:
    """(adire44) The date written at `answer[at:end]` (`day`) beside a clock (`Arrives 01:00 on 15
    September`) that a clock sum the answer writes out before it reaches across midnight (`21:15 + 225
    min = 01:00 next day`, in its reasoning): the latest such sum landing on the date's clock, the sum
    itself right, the base day the date less the whole days crossed (the caller asks the run to carry a
    timestamp of that day at the sum's first clock). None when none lands, or the sum stays in its day."""
    answer = ascii_digits(answer)
    after = _CLOCK_AT.match(answer, end)
    if after is not None:
        hour, minute = int(after.group(1)), int(after.group(2))
    else:
        before = _CLOCK_ON.search(answer, max(0, at - MAX_GAP - 5), at)
        if before is None:
            return None
        hour, minute = int(before.group(1)), int(before.group(2))
    landed = hour * 60 + minute
    for m in reversed(list(_WRITTEN_SUM.finditer(answer, 0, at))):
        if int(m.group(5)) * 60 + int(m.group(6)) != landed:
            continue
        minutes = int(m.group(3)) * (60 if m.group(4).lower().startswith("h") else 1)
        if not 0 < minutes <= MAX_HOURS * 60:
            return None
        days, clock = divmod(int(m.group(1)) * 60 + int(m.group(2)) + minutes, 24 * 60)
        if clock != landed or days < 1:
            return None  # a sum written wrong, or within its day: no step for the date
        try:
            base_day = day - timedelta(days=days)
        except OverflowError:
            return None
        return ShownStep(base_day, f"{int(m.group(1)):02d}:{m.group(2)}", minutes, f"{m.group(3)} {m.group(4)}", False)
    return None



def _day_before_midnights(start: int, minutes: int, landed: int, day: date) -> date | None:
    """The day a step of `minutes` from the clock `start` (minutes past midnight) began, where it lands
    on the clock `landed` of `day` past at least one midnight; None where it stays within its day,
    lands elsewhere, or the day would leave the calendar (`_listed` and `_equated` share it)."""
    days, clock = divmod(start + minutes, 24 * 60)
    if days < 1 or clock != landed:
        return None
    try:
        return day - timedelta(days=days)
    except OverflowError:
        return None

def _listed(answer: str, clock_at: int, landed: int, day: date, dates_beside: Callable[[int, int], list[date]]) -> ShownStep | None:
    """(census41) The date beside a clock a list's step reached across midnight from the list's one
    clock by the durations its steps above write (`listed_steps.listed_step`: `1. Picked up 9 February
    10:30` / `2. Transit 31 hours` / `3. **10 February 17:30**`); a date written beside the base clock
    must be the base day."""
    step = listed_step(answer, clock_at)
    if step is None:
        return None
    base_day = _day_before_midnights(int(step.base[:-3]) * 60 + int(step.base[-2:]), step.minutes, landed, day)
    if base_day is None:
        return None
    beside = dates_beside(step.base_start, step.base_end)
    if beside and any(d != base_day for d in beside):
        return None
    return ShownStep(base_day, f"{int(step.base[:-3]):02d}:{step.base[-2:]}", step.minutes, step.written, bool(beside))
