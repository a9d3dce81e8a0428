"""Dates written with slashes (`11/08/2025`, `09/09/2025`) as the `date-shift` rule reads them (round 12).

A telecom answer writes `Suspended since 09/09/2025. Latest resume date: 11/08/2025 (60 days).`:
the resume date is the carried suspension start (2025-09-09) plus the 60 days the policy allows.
The `date-shift` rule of `computed/` shifted ISO dates only; this module reads a `DD/DD/YYYY` date
in the one order its answer writes dates: day first when one of its slashed dates can only be read
so (`21/09/2025`), else month first (`11/08/2025` is November 8), its base dates the same way, so a
shift never mixes the two orders (read both ways, `11/07/2025` would be 60 days before 09/09/2025).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `date-shift` (slashes) | `Suspended since 09/09/2025. Latest resume date: 11/08/2025 (60 days)` | a resolved date of its sentence or the one before (ISO, or with slashes read in the answer's order) plus or minus a span of days or weeks written there or said by the user; exact | a date equal to such a shift |

Refused: a date a day off, a span no one wrote, a date that is the shift only read in the other order.
Round 18 (`step_orders`): the `date-step` rule, whose base is a date the run knows (not a slashed date
of the answer), reads an undecided answer's one slashed date both ways, month first, then day first
(`valid until 11/03/2027` for a year from 2026-03-11); an answer of several stays month first.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Final

__all__ = ["NUMERIC_DATE", "NUMERIC_DATE_IN", "answer_order", "numeric_date", "numeric_orders", "step_orders"]

# (round 26) or with dots, as German, Swiss, Turkish and Nordic answers write a date (`12.10.2026`):
# always day first (no one writes a month first with dots)
NUMERIC_DATE: Final = re.compile(r"[0-9]{2}([/.])[0-9]{2}\1[0-9]{4}", re.ASCII)
NUMERIC_DATE_IN: Final = re.compile(r"(?<![0-9/.])[0-9]{2}([/.])[0-9]{2}\1[0-9]{4}(?![0-9/]|\.[0-9])", re.ASCII)


def numeric_date(text: str, order: str) -> date | None:
    """`text` (`11/08/2025`) read month first (`order` "mdy") or day first ("dmy"); None if no date.
    (round 26) A date with dots (`12.10.2026`) is read day first whatever the order."""
    first, second, year = int(text[0:2]), int(text[3:5]), int(text[6:10])
    month, day = (first, second) if order == "mdy" and text[2:3] != "." else (second, first)
    try:
        return date(year, month, day)
    except ValueError:
        return None


def numeric_orders(text: str) -> list[tuple[str, date | None]]:
    """The readings of `text` that are dates: ("mdy", date) and ("dmy", date) (both when they agree:
    `09/09/2025`'s base may be written either way)."""
    mdy, dmy = numeric_date(text, "mdy"), numeric_date(text, "dmy")
    out: list[tuple[str, date | None]] = []
    if mdy is not None:
        out.append(("mdy", mdy))
    if dmy is not None:
        out.append(("dmy", dmy))
    return out


def answer_order(text: str) -> str:
    """The one order an answer writes its slashed dates in: day first ("dmy") when one of them can
    only be read so (`21/09/2025`), else month first ("mdy", as US answers write them)."""
    for m in NUMERIC_DATE_IN.finditer(text):
        if int(m.group(0)[0:2]) > 12:
            return "dmy"
    return "mdy"


def step_orders(text: str) -> list[str]:
    """(round 18) The orders the `date-step` rule reads an answer's slashed dates in: the one its
    dates decide (`21/09/2025` day first, `09/21/2025` month first); else, when the answer writes
    one slashed date only (`valid until 11/03/2027`, a year from 2026-03-11), both, month first
    before day first: its step starts from a date the run knows, and no slashed base of the answer
    ties it to an order; else month first (`answer_order`: `Suspended since 09/09/2025 ... 08/11/2025`
    stays month first), each reading with its own chance test."""
    found = [m.group(0) for m in NUMERIC_DATE_IN.finditer(text)]
    for written in found:
        if int(written[0:2]) > 12:
            return ["dmy"]
        if int(written[3:5]) > 12:
            return ["mdy"]
    return ["mdy", "dmy"] if len(set(found)) == 1 else ["mdy"]
