"""(stable34) `dotted-step`: a day and month written with a dot (`03.12`) as the result of a step
the answer writes out from another such date: `22.10 + 42 = 03.12`.

Answers that write dates day first with dots (Kazakh, Russian, German, Turkish ... `22.10`) work a
date forward in the same spelling, the count of days bare after the sign: `Tulpar 22.10 + 42 =
03.12` (a farrier every 6 weeks from a record's `2026-10-22`). The arithmetic read both sides as
decimal numbers (22.10 + 42 is 64.10, so the written `03.12` was refuted, and no rule computes a
date from it); the date rules read dates in words, ISO and slashed dates, and `30.09.` only with its
last dot. This rule reads such a step, in an answer whose every number with a point is a day and
month (or a dotted date with its year: `spellings.writes_day_months_only`), so a decimal is never
read as a date:

| rule | the answer writes | from | its price |
|---|---|---|---|
| `date-step` | `22.10 + 42 = 03.12`, `15.10 + 42 = 26.11` | a day and month (two digits each) the run knows in a year near the stated today (a result carries it, a person said it), plus or minus a count of days written bare after it (1-3 digits), equal to the value written right after `=` | none beyond the step written: the base must be a date the run knows and the step is exact (a result a day off, a base no one wrote, a count of weeks stay flagged) |

The derivation's expression names ISO dates (`2026-10-22 + 42 days = 2026-12-03`), so the same date
written again in words (`| Tulpar | 3 December |`) is that computed date (`gate._same_date_again`).
Pure: no state.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta
from typing import Final

from .computed.values import Derivation, Operand
from .normalize import normalize_token

__all__ = ["MAX_DAYS", "explain_dotted_steps"]

MAX_DAYS: Final = 999  # the count of days a step writes at most (three digits)
# `DD.MM ± N = DD.MM`: two days and months of two digits each, a bare count between (no unit, no
# point or comma of a decimal after it), an ASCII or typographic sign.
_STEP: Final = re.compile(
    r"(?<![0-9.,])(0[1-9]|[12][0-9]|3[01])\.(0[1-9]|1[0-2])(?![0-9]|[.,][0-9])[ \t]{0,3}([+\-\u2212\u2013])[ \t]{0,3}"
    r"([0-9]{1,3})(?![0-9]|[.,][0-9])[ \t]{0,3}=[ \t]{0,3}(0[1-9]|[12][0-9]|3[01])\.(0[1-9]|1[0-2])(?![0-9]|[.,][0-9])",
)


def explain_dotted_steps(
    answer: str, known: Callable[[str], bool], years: list[int],
) -> dict[str, Derivation]:
    """The values (normalized numbers: `3.12` for `03.12`) the answer writes as the result of a
    dotted step from a date the run knows (`known`, ISO) in one of `years` (module doc); a value
    under the digit minimum too (no candidate, but its equation read as decimals would refute it)."""
    out: dict[str, Derivation] = {}
    if "=" not in answer:
        return out
    for m in _STEP.finditer(answer):
        value = normalize_token(m.group(5) + "." + m.group(6))
        if value in out:
            continue
        days = int(m.group(4))
        if not 0 < days <= MAX_DAYS:
            continue
        sign = 1 if m.group(3) == "+" else -1
        for year in years:
            try:
                base = date(year, int(m.group(2)), int(m.group(1)))
                result = base + timedelta(days=sign * days)
            except (ValueError, OverflowError):
                continue
            if (result.month, result.day) != (int(m.group(6)), int(m.group(5))) or not known(base.isoformat()):
                continue
            written = f"{m.group(1)}.{m.group(2)}"
            out[value] = Derivation("date-step", f"{base.isoformat()} {'+' if sign > 0 else '-'} {days} days = {result.isoformat()}", (
                Operand(written, "result", "a date the run knows, written day first with a dot"),
                Operand(str(days), "count", f"the answer wrote {m.group(0)!r}")))
            break
    return out
