"""Times a result writes as a cron schedule: `"schedule": "30 2 * * *"` is 02:30 every day.

An answer says "the backup runs daily at 2:30 AM UTC" (or "at 02:30") for a result's cron
expression; no result carried `02:30`, so the clock lookup flags it. This rule (`cron`, under the
`spellings` dial) reads the five-field cron expressions of a result's text and grounds a clock
whose hour and minute are a fixed minute field and one of the hour field's values (`2`, `2,14`,
`1-3`, steps `*/6`, `1-23/2`), as written or, when the answer names a fixed-offset zone, converted from the zone the
result names (a `CRON_TZ=`/`TZ=` prefix, or a `"timezone"` beside it by tz name) or else UTC.

Its refusals: a minute or an hour the expression does not fix (`*/15`, a mutated `2:31`) stays
flagged. Its price: a time the schedule fires at, written for another event.
"""

from __future__ import annotations

from typing import Final

import re

__all__ = ["cron_clocks"]

# Five fields: minute hour day-of-month month day-of-week (the last two may be names).
_CRON: Final = re.compile(
    r"(?<![0-9A-Za-z*/,\-])([0-9]{1,2}) ((?:[0-9]{1,2}(?:-[0-9]{1,2})?|\*)(?:/[0-9]{1,2})?(?:,[0-9]{1,2}(?:-[0-9]{1,2})?(?:/[0-9]{1,2})?)*) ([0-9*/,\-?LW]+) ([0-9A-Za-z*/,\-]+) ([0-9A-Za-z*/,\-?L#]+)(?![0-9A-Za-z*/,\-])"
)


def _hours(field: str) -> list[int]:
    hours: list[int] = []
    for part in field.split(","):
        if "/" in part:  # a step: `*/6` is 0, 6, 12, 18; `1-23/2` the odd hours
            span, _, step = part.partition("/")
            low, high = (0, 23) if span == "*" else (-1, -1)
            if "-" in span and span.replace("-", "").isdigit():
                first, _, last = span.partition("-")
                low, high = int(first), int(last)
            if step.isdigit() and int(step) > 0 and 0 <= low <= high <= 23:
                hours.extend(range(low, high + 1, int(step)))
        elif "-" in part:
            start, _, end = part.partition("-")
            if start.isdigit() and end.isdigit() and int(start) <= int(end) <= 23:
                hours.extend(range(int(start), int(end) + 1))
        elif part.isdigit() and int(part) <= 23:
            hours.append(int(part))
    return hours[:24]


def cron_clocks(text: str) -> list[tuple[int, int]]:
    """The (hour, minute) clocks the cron expressions of a result's text fire at (module doc)."""
    if "*" not in text:
        return []
    out: list[tuple[int, int]] = []
    for m in _CRON.finditer(text):
        minute = int(m.group(1))
        if minute > 59:
            continue
        for hour in _hours(m.group(2)):
            if (hour, minute) not in out:
                out.append((hour, minute))
    return out
