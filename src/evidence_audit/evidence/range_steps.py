"""(range45) `date-step` from a range's end: a date stepped from the last day of a range of days
the answer writes with its count before it, the range starting on a day the run knows.

A workshop answer plans work then a wait: `3 days (14–16 April), then 2 days drying → 18.04.2027`
(Turkmen: `**3 gün** (14–16 aprel), soňra 2 gün guratmak → **18.04.2027**`), the work started
"tomorrow" of the stated today 13 April. The range's days carry no year and its start is no date
a result carries, so no date rule had a base for the value. People write such a plan in every
language the same way: a count of days, the range those days fill (its first and last day, one
month's name), then a step of days from its end. This rule reads it and checks each link:

| the answer writes | its links | refused |
|---|---|---|
| `N days (D1–D2 month)` or `N days: month D1–D2`, then `K days` and the value on the same line | the range's start D1 is a date the run knows (a result carries it, a person said it) or the stated today or the day after it; its end D2 = D1 + N - 1 (the count written right before the range, the range's days counted both ends); the value = D2 + K days (the span written between the range and the value) | a range's end that does not follow from its start and count (`3 days (14–17 April)`), a start the run does not know, a step of a count nobody wrote between the range and the value, a value a day off |

Its price: a plan whose every link is consistent but whose start is invented as "tomorrow" (the
day after the stated today) is excused; the count, the range and the step must still agree to the
day, so a mutated digit of any of them stays flagged. The month's name is read from the CLDR
names (`month_names.py`) and the English ones; the range is read in the value's year or the one
before (the value at most a year after its base). Asked by `computed/basis.py` for an ISO or
numeric date (`18.04.2027`, before its misread test: the range's links to the day tell a step from
a slip of the stated today's `13.04.2027`) and by `word_dates.py` for a date in words with its year
(`18 April 2027`). Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta
from typing import Final

from .computed.values import Derivation, Operand
from .date_steps import spans_in
from .month_names import MONTH_NAMES
from .written import _MONTHS

__all__ = ["MAX_RANGE_DAYS", "range_end_step"]

MAX_RANGE_DAYS: Final = 62  # the days a range of one month's name may fill at most (a range across two months is not read)
# `14–16 aprel`, `14-16 April` (the day range, then the month's name) and `April 14–16` (the name first)
_DASH: Final = r"[ \t\u00a0]?[\u2013\u2012\u2014\-][ \t\u00a0]?"
_DAYS_NAME: Final = re.compile(rf"(?<![0-9.,:/])([0-9]{{1,2}}){_DASH}([0-9]{{1,2}})\.?[ \t\u00a0]+([^\W\d_]{{3,}})\.?", re.UNICODE)
_NAME_DAYS: Final = re.compile(rf"(?<![^\W\d_])([^\W\d_]{{3,}})\.?[ \t\u00a0]+([0-9]{{1,2}}){_DASH}([0-9]{{1,2}})(?![0-9.,:/])", re.UNICODE)
# What may stand between the count and its range: spaces, markup, a bracket, a colon, an arrow, a comma
_LINK: Final = re.compile(r"[ \t\u00a0*_()\[\]:=,\u2192>\-\u2013\u2014]{0,8}")


def _month(word: str) -> int | None:
    key = word.casefold()
    return _MONTHS.get(key) or MONTH_NAMES.get(key)


def _ranges(line: str) -> list[tuple[int, int, int, int, int]]:
    """The ranges of days `line` writes: (start, end, month, first day, last day), in text order."""
    out: list[tuple[int, int, int, int, int]] = []
    for m in _DAYS_NAME.finditer(line):
        month = _month(m.group(3))
        if month is not None:
            out.append((m.start(), m.end(), month, int(m.group(1)), int(m.group(2))))
    for m in _NAME_DAYS.finditer(line):
        month = _month(m.group(1))
        if month is not None:
            out.append((m.start(), m.end(), month, int(m.group(2)), int(m.group(3))))
    return sorted(out)


def range_end_step(
    answer: str, at: int, value: str, target: date, known: Callable[[str], bool], today: date | None,
) -> Derivation | None:
    """The `date-step` of the value `value` (the day `target`) written at `answer[at]` from the end
    of the last range of days its line writes before it (module doc), or None."""
    line_start = answer.rfind("\n", 0, at) + 1
    line = answer[line_start:at]
    found = _ranges(line)
    if not found:
        return None
    r_start, r_end, month, first_day, last_day = found[-1]
    if not first_day < last_day:
        return None
    first: date | None = None
    last: date | None = None
    for year in (target.year, target.year - 1):
        try:
            first, last = date(year, month, first_day), date(year, month, last_day)
        except ValueError:
            return None
        if last < target <= last + timedelta(days=366):
            break
        first = last = None
    if first is None or last is None:
        return None
    filled = (last - first).days + 1
    if filled > MAX_RANGE_DAYS:
        return None
    # the count written right before the range: its days fill it, both ends counted
    before = [sp for sp in spans_in(line, 0, r_start, "the answer wrote it") if sp.unit == "day" and not sp.less]
    if not before:
        return None
    count = before[-1]
    count_end = line.rfind(count.written, 0, r_start) + len(count.written)
    if _LINK.fullmatch(line, count_end, r_start) is None or count.size != filled:
        return None
    # its start a day the run knows, or the stated today or the day after it
    if known(first.isoformat()):
        start_is = "a date the run knows"
    elif today is not None and first == today:
        start_is = "the stated today"
    elif today is not None and first == today + timedelta(days=1):
        start_is = "the day after the stated today"
    else:
        return None
    # the step: the one span of days or weeks written between the range and the value, forward
    steps = [sp for sp in spans_in(line, r_end, len(line), "the answer wrote it")
             if sp.unit in ("day", "week") and not sp.less and sp.sign > 0]
    if len(steps) != 1:
        return None
    step = steps[0]
    days = step.size * (7 if step.unit == "week" else 1)
    if last + timedelta(days=days) != target:
        return None
    return Derivation("date-step", f"{first.isoformat()} + {count.size} days - 1 day = {last.isoformat()}; "
                      f"{last.isoformat()} + {days} days = {value}", (
                          Operand(first.isoformat(), "answer", f"the range's start, {start_is}"),
                          Operand(str(count.size), "count", f"the answer wrote {count.written!r} before the range"),
                          Operand(str(days), "count", f"the answer wrote {step.written!r}")))
