"""The `day-count` arithmetic rule (round 11): a number of days written after a date, the days
from that date to the run's today or to another date its sentence writes.

"She was hired on June 14, 2021, so 1,995 days, about 5 years and 5 months as of today", "Seit
dem 17.05.2023, also seit 1293 Tagen", "ordered on 2026-10-28, 33 days ago", "from March 3, 2026
to April 10, 2026: 38 days". People count days between two dates as the calendar does (the later
date minus the earlier one); an agent writes the count beside the date it counted from. The
operands are the dates, not numbers: the date written before the count on its line (ISO
`2021-06-14`, in words with its year `June 14, 2021`, day first with points `17.05.2023`) that a
result carried (its ISO form), and the run's stated today (`Today is 2026-11-30`, round 11 also
`Today is Monday, November 30, 2026`: `said_dates.stated_today`) or another carried date written
on the line before the count.

Refused: a count one day off either way (an inclusive count, `1,996 days`, is not read: people
who count both ends say so, and a digit slip lands there too); a date no result carried (the
answer's own); no day word right after the number (`1,995 employees`); a count before its date.
Pure: no state, no I/O.
"""

from __future__ import annotations

from typing import Final, NamedTuple

import re
from collections.abc import Container
from datetime import date
from decimal import Decimal

from .said_dates import full_dates_at
from .written import iso_day

__all__ = ["DayCount", "explain_day_count"]

# The day word right after the count: English, German, French, Spanish, Italian, Dutch.
_DAYS_AFTER: Final = re.compile(
    r"(?:\*\*)?[ \t\u00a0]*(?:calendar[ \t]+)?(?:days?|Tagen?|jours?|d[i\u00ed]as|giorni|dagen)\b", re.IGNORECASE
)
_ISO: Final = re.compile(r"(?<![0-9])([0-9]{4})-([0-9]{2})-([0-9]{2})(?![0-9])")
_DOTTED: Final = re.compile(r"(?<![0-9.])([0-9]{1,2})\.([0-9]{1,2})\.([0-9]{4})(?![0-9])")
# How far before the count its date may be written (on its line).
MAX_REACH: Final = 200


class DayCount(NamedTuple):
    rule: str
    expression: str
    operands: tuple[tuple[str, str, str], ...]  # (value, source, where)


def _dates_before(answer: str, start: int, end: int) -> list[tuple[int, date]]:
    found: list[tuple[int, date]] = []
    for m in _ISO.finditer(answer, start, end):
        day = iso_day(m)
        if day is not None:
            found.append((m.start(), day))
    for m in _DOTTED.finditer(answer, start, end):
        try:
            found.append((m.start(), date(int(m.group(3)), int(m.group(2)), int(m.group(1)))))
        except ValueError:
            continue
    for at, _, day in full_dates_at(answer, start, end):
        found.append((at, day))
    found.sort()
    return found


def explain_day_count(
    answer: str, start: int, end: int, value: Decimal, today: date | None, carried: Container[str] | None
) -> DayCount | None:
    """The days between a carried date written before `answer[start:end]` on its line and the run's
    today or another carried date written there, when they equal `value` (module doc)."""
    if carried is None or value != value.to_integral_value() or value <= 0 or _DAYS_AFTER.match(answer, end) is None:
        return None
    line_start = max(answer.rfind("\n", 0, start) + 1, start - MAX_REACH)
    dates = [(at, day) for at, day in _dates_before(answer, line_start, start) if day.isoformat() in carried]
    if not dates:
        return None
    count = int(value)
    at, last = dates[-1]
    ends: list[tuple[date, tuple[str, str, str]]] = []
    if today is not None:
        ends.append((today, (today.isoformat(), "said", "the run's stated today")))
    for other_at, other in dates[:-1]:
        ends.append((other, (other.isoformat(), "answer", f"answer offset {other_at}")))
    for other, operand in ends:
        if abs((other - last).days) == count:
            early, late = (last, other) if other > last else (other, last)
            written = (last.isoformat(), "answer", f"answer offset {at}")
            return DayCount(
                "day-count", f"({late.isoformat()} - {early.isoformat()}).days = {count}",
                (operand, written) if late == other else (written, operand),  # in the order of the expression
            )
    return None
