"""Slashed dates without a year (round 17, judged as `numeric-date`): `cycle ends 11/07`, `Due 07/08`.

A telecom answer writes `cycle ends 11/07 (25 days incl. today)`, `Resumes 12/23 automatically`,
`3 payments of $27.46: today, 06/23 and 07/07`: a month and a day with a slash and no year. Round 13
(`month_days.py`) grounded such a token when a carried date has that month and day, but it was
never a candidate: under the digit minimum, a wrong one (`07/08` for a carried `2026-07-07`) was
never judged. This module reads them as yearless dates (`yearless_words.YearlessDate`), so that
`word_dates` judges them as it judges `June 28`: in each year the run's results carry, grounded when
the run carries that day in any spelling (then counted `numeric-date`), said, computed by the date
rules (`date-step`, `weekday-step`, ...) or flagged; only within a week (`date_reach.SLACK_DAYS`)
of a date the run knows or on its day a month either side, or where a stated span from a known
date lands within a week of it (`date_reach.stated_step_near`), not the month a date in words is judged within: a terse slashed date far
from every known one is a step the answer took (`3 payments: today, 06/23 and 07/07` by a policy's
`14 days apart`), and the slip models make is a day or a week off a date they read; not in a run
whose results carry no date.

- the token: two digits, a slash, two digits (`07/08`, `11/07`; a weekday may come before it, `Tue
  06/23`); not part of a longer date (`07/08/2026`, `2026/07/08`) nor of a number (`1.07/08`); `3/4`
  is a fraction as often as a date and is not read;
- not a fraction: no arithmetic operator (`×`, `*`, `÷`, `/`, `=`, `x`) or number right before it,
  no operator, `%`, `of`, `days` or `ths` right after it (`$20.00 × 12/30 = $8.00`, `12/30 days`),
  no rating word before it (`rated 10/10`);
- a token no month has either way round but that is a month and a day up to 31 in one order
  (`09/31`, `31/04`: round 19) is read in that order as a date that is no day: `word_dates` flags
  it where the run knows a date in that month (`09/31` a slip of a carried 2026-09-21), and leaves
  it alone elsewhere (`02/30` in a run that knows no February date may be a count);
- the order: month first unless day first is the only reading that names a day (`14/12`); when
  both do (`07/08`), as the answer's other slashed dates decide (one only day first can be,
  `21/09`, makes it day first; one only month first can be, `06/23`, month first), else as the
  answer's locale does (a decimal comma, `decimal_comma.comma_text`: day first), else both readings
  are judged and the better verdict stands (the price: a day and month swapped, both 12 or less).

The price: the price of yearless dates in words (the same month and day in another year the run
carries is grounded), a slashed date more than a week from every known one is not judged, and a swap of a day and a
month both 12 or less when nothing decides the order. Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from typing import Final

from .decimal_comma import comma_text
from .month_days import month_day_key, writes_day_first
from .yearless_words import YearlessDate
from .word_keys import word_key

__all__ = ["MONTH_FIRST", "DAY_FIRST", "may_write_slashed", "numeric_month_days", "order_of", "slashed_in", "slashed_reread"]

# (round 25) A date value in numbers, whole (normalized): `23/05/2026`, `23/05`, `2026-05-23`,
# `23.05.2026` (groups: first, second, third field).
_NUMERIC_VALUE: Final = re.compile(r"([0-9]{1,4})[/.-]([0-9]{1,2})(?:[/.-]([0-9]{2,4}))?", re.ASCII)


def numeric_month_days(value: str) -> list[tuple[int, int]]:
    """(round 25) The (month, day) readings of a date value written in numbers: an ISO date its
    month and day; `23/05/2026` or `23/05` day first (only that order names a day), `05/23` month
    first, `07/08` both; none for another token. A later answer restates an earlier one's date so
    (`gate._earlier_date`, `ArithmeticBasis.earlier_date`)."""
    m = _NUMERIC_VALUE.fullmatch(value)
    if m is None:
        return []
    first, second = int(m.group(1)), int(m.group(2))
    if len(m.group(1)) == 4:  # `2026-05-23`
        third = int(m.group(3)) if m.group(3) is not None else 0
        return [(second, third)] if m.group(3) is not None and 1 <= second <= 12 and 1 <= third <= 31 else []
    if m.group(3) is not None and len(m.group(3)) not in (2, 4):
        return []
    out: list[tuple[int, int]] = []
    if 1 <= first <= 12 and 1 <= second <= 31:
        out.append((first, second))
    if 1 <= second <= 12 and 1 <= first <= 31 and first != second:
        out.append((second, first))
    return out

MONTH_FIRST: Final = 1  # `YearlessDate.slashed`: read month first (`07/08` is July 8)
DAY_FIRST: Final = 2  # read day first (`07/08` is 7 August)
_MAX_SLASHED: Final = 16  # slashed dates read per answer

_WEEKDAY: Final = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)"
_WEEKDAYS: Final = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
# A month and day with a slash, two digits each, not inside a longer date or number; a weekday
# may come before it (`Tue 06/23`, `Tuesday, 06/23`).
_SLASHED: Final = re.compile(
    rf"(?<![A-Za-z0-9])(?:{_WEEKDAY}\.?,?[ \t]+)?"
    r"(?<![0-9/.,:\-])([0-9]{2})/([0-9]{2})(?![0-9/]|[.,][0-9])",
    re.IGNORECASE,
)
# Right before the token: an operator or a number (`× 12/30`, `20 12/30`) or a rating word.
_FRACTION_BEFORE: Final = re.compile(r"(?:[×x*÷/=+]|[0-9])[ \t]*$|\b(?:rat(?:ed|ing)|scor(?:e|ed|es))\b[^.\n]{0,12}$", re.IGNORECASE)
# Right after it: an operator, a percent, `of`, `days`, `ths` (`12/30 = `, `12/30 days`, `12/30ths`).
_FRACTION_AFTER: Final = re.compile(r"[ \t]*(?:[×x*÷=%]|(?:of|days?|ths?)\b)", re.IGNORECASE)
# A slashed date only month first can be, anywhere in the answer: `06/23`, `06/23/2026`.
_MONTH_FIRST_ONLY: Final = re.compile(r"(?<![0-9/])(0?[1-9]|1[0-2])/(1[3-9]|2[0-9]|3[01])(?![0-9])", re.ASCII)


def order_of(answer: str) -> tuple[int, ...]:
    """The orders an ambiguous slashed date of `answer` is read in: day first when the answer
    writes a slashed date only day first can be, month first when it writes one only month first
    can be, day first in a decimal-comma text when neither decides, else both (month first first)."""
    day_first = writes_day_first(answer)
    month_first = _MONTH_FIRST_ONLY.search(answer) is not None
    if day_first != month_first:
        return (DAY_FIRST,) if day_first else (MONTH_FIRST,)
    if not day_first and comma_text(answer):
        return (DAY_FIRST,)
    return (MONTH_FIRST, DAY_FIRST)


def _key(first: int, second: int, order: int) -> tuple[int, int] | None:
    return month_day_key(first, second) if order == MONTH_FIRST else month_day_key(second, first)


def _impossible_reading(first: int, second: int) -> tuple[int, tuple[int, int]] | None:
    """The one order in which a token with no day of any month either way round is a month and a
    day up to 31 (`09/31` September 31, `31/04` the 31st of April), with that (month, day); None
    when neither order is (`25/31`, `14/24`)."""
    if 1 <= first <= 12 and 1 <= second <= 31:
        return (MONTH_FIRST, (first, second))
    if 1 <= second <= 12 and 1 <= first <= 31:
        return (DAY_FIRST, (second, first))
    return None


# (speed44) Two digits, a slash, two digits: what every `_SLASHED` token writes.
_DIGIT_PAIR: Final = re.compile(r"[0-9]{2}/[0-9]{2}")


def may_write_slashed(answer: str) -> bool:
    """(speed44) Whether `slashed_in` may find a token in `answer`: False only where it finds none
    (no slash, or no two digits on each side of one: `fc3/17`, `km/h`, `1/2`, a path), so
    `word_dates` skips its judges there as where no slash is written (a slash beside other things
    was ~9% of a short case's check)."""
    return "/" in answer and _DIGIT_PAIR.search(answer) is not None


def slashed_in(answer: str, taken: list[tuple[int, int]]) -> list[YearlessDate]:
    """The slashed dates without a year `answer` writes outside the spans `taken`, each in the
    orders it can be read in (`order_of`; a token only one order names a day of is read in that
    one): a reading per order, in text order, the readings of one token side by side (the same
    `start`), at most `_MAX_SLASHED` tokens."""
    if "/" not in answer:
        return []
    orders: tuple[int, ...] | None = None
    out: list[YearlessDate] = []
    tokens = 0
    for m in _SLASHED.finditer(answer):
        at = m.start(2)
        if any(a <= at < b for a, b in taken):
            continue
        if _FRACTION_BEFORE.search(answer, max(0, at - 24), at) is not None or _FRACTION_AFTER.match(answer, m.end()) is not None:
            continue
        first, second = int(m.group(2)), int(m.group(3))
        readings = [(order, _key(first, second, order)) for order in (MONTH_FIRST, DAY_FIRST)]
        possible = [(order, key) for order, key in readings if key is not None]
        if not possible:
            impossible = _impossible_reading(first, second)
            if impossible is None:
                continue  # `25/31`, `14/24`: no month either way round, no date at all
            # round 19: `09/31` (a slip of a carried 09/21), a day its month does not have, read
            # as a date that is no day: word_dates judges it (flagged where the run knows a date
            # in that month)
            possible = [impossible]
        if len(possible) == 2 and first != second:
            if orders is None:
                orders = order_of(answer)
            possible = [(order, key) for order, key in possible if order in orders]
        elif len(possible) == 2:
            possible = possible[:1]  # `07/07`: one day either way
        weekday = _WEEKDAYS.index(word_key(m.group(1)[:3])) if m.group(1) else None
        written = " ".join(m.group(0).split())
        for order, (month, day) in possible:
            out.append(YearlessDate(m.start(), m.end(), written, month, day, weekday, order))
        tokens += 1
        if tokens >= _MAX_SLASHED:
            break
    return out


def slashed_reread(year: int, order: int) -> Callable[[str], date | None]:
    """A `reread` for `date_steps.find_step`: the day a slashed date (one digit replaced) names in
    `year`, read in `order`, or None."""

    def reread(text: str) -> date | None:
        m = _SLASHED.fullmatch(text)
        if m is None:
            return None
        key = _key(int(m.group(2)), int(m.group(3)), order)
        if key is None:
            return None
        try:
            return date(year, key[0], key[1])
        except ValueError:
            return None

    return reread
