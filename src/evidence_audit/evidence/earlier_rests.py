"""(shapes45b) The `earlier-rest` arithmetic rule: an earlier answer's quantity past a threshold the
answer writes before the value, in the value's unit.

A person asks what a harvest is worth; the previous answer settled the quantity (`| Dry @ 13.5% |
146.83 t |`), a result carries a contract's cap (`C-2025-014 ... 120.0 t @ $248.50/t`), and the
answer writes the cap, then what is left past it: `C-2025-014 takes 120.0 t @ $248.50 = $29,820.00.
Remaining 26.83 t at spot $236.10` (146.83 - 120.0). Or a correction of one item of that quantity,
its change written first: `= **41.16 t**, 0.19 t less. Total dry 174.06 t` (the previous answer's
174.25 - 0.19), and the contract's quantity against the corrected one: `Contract: 150.0 × $402.75
... Surplus 24.06 t` (174.06 - 150.0). The operand written here is often under the digit minimum
(`120.0`, `0.19`), so the wide `conversation` pair never takes it, and the earlier quantity is
written nowhere in this answer.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `earlier-rest` (late) | `takes 120.0 t ... Remaining 26.83 t` after `146.83 t` | a value the previous answer settled (the latest `MAX_EARLIER`, no amount) less a number written before the value on its line (the nearest `MAX_TERMS`, resolved, computed here or carried by a result, or no candidate at all wearing the value's unit that a result, a person or the rules write (mend46a: as a quantity, no piece of a date: `basis.gives_quantity`), or equal to the difference of two numbers written before it on its line: `41.35 ... 41.16 t, 0.19 t less`, mend45f), smaller than it, the value written with a unit word right after it (`26.83 t`, no amount) that the number here or the earlier quantity in the previous answer is written with too; exact at the value's places | a value equal to such a difference |

Refused: a value of fewer than `MIN_DIGITS` significant digits, an amount, a value with no unit word
after it or whose unit neither operand is written with, a value one digit off a carried number or a
slip of the local step (`late_search_bounds`), (mend45f) a small threshold the answer alone writes in the value's unit and no difference of its line gives (`K-7 takes 81 t; remaining 31.47 t`); the chance test: any difference of the search (every
earlier quantity less every number before it, units agreeing) reaching a one-digit neighbour of the
value refuses it (`first_reached`), so a mutated digit stays flagged. A late try after `exact-carry`:
the rules that name their step keep theirs. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, EarlierValue, Occurrence, Operand
from .computed.wide import first_reached, late_search_bounds, late_target
from .decimal_text import printed

__all__ = ["explain_earlier_rest", "MAX_EARLIER", "MAX_TERMS"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_EARLIER: Final = 8  # the previous answer's settled values tried (the latest)
MAX_TERMS: Final = 4  # numbers written before the value on its line tried (the nearest)
LOOKBACK: Final = 24  # occurrences before the value scanned for them
MAX_PREVIOUS: Final = 20_000  # characters of the previous answer read for its quantities' units
# a unit word right after a number: letters of any script, not glued to a digit (`26.83 t`, `0.19 t less`)
_UNIT_AFTER: Final = re.compile(r"\**[ \t\u00a0\u202f]?\**([^\W\d_]{1,12})(?![\w])")


def _unit_after(text: str, end: int) -> str:
    """The unit word written right after a number ending at `end` (lower case), or ""."""
    m = _UNIT_AFTER.match(text, end)
    return m.group(1).lower() if m is not None else ""


def _written_with(previous: str, value: str, unit: str) -> bool:
    """Whether the previous answer writes `value` (its normalized spelling, with or without thousands
    commas) with the unit word `unit` right after it (`146.83 t`)."""
    spellings = {value}
    head, dot, tail = value.partition(".")
    if head.isdigit() and len(head) > 3:
        spellings.add(f"{int(head):,}" + dot + tail)
    for spelled in spellings:
        for m in re.finditer(r"(?<![\d.,])" + re.escape(spelled) + r"(?![\d]|[.,]\d)", previous[:MAX_PREVIOUS]):
            if _unit_after(previous, m.end()) == unit:
                return True
    return False


def _line_difference(reading: AnswerReading, j: int, line_start: int) -> bool:
    """(mend45f) Whether the number at occurrence `j` is the difference of two numbers written before
    it on its line (`41.35 ... = **41.16 t**, 0.19 t less`): a small number the answer alone writes
    is a threshold only so; one it merely puts its unit on (`K-7 takes 81 t`) states nothing."""
    target = reading.occurrences[j].number
    before = [o.number for o in reading.occurrences[max(0, j - LOOKBACK) : j] if o.start >= line_start]
    return any(a - b == target for a in before for b in before)


def explain_earlier_rest(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                         previous: Sequence[EarlierValue], previous_text: str,
                         gives: Callable[[str], bool]) -> Derivation | None:
    """The value as an earlier answer's quantity less a number written before it on its line (the
    module docstring), or None. `gives`: whether a result carries, or a person or the rules state, a
    number as written (a small threshold wearing the value's unit: the rules' `40 TMT`)."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or occ.amount or not previous:
        return None
    text = reading.text
    unit = _unit_after(text, occ.end)
    if not unit:
        return None
    line_start = text.rfind("\n", 0, occ.start) + 1
    carried = reading.carried
    terms: list[tuple[Occurrence, bool]] = []  # a number before the value, and whether it wears the unit
    for j in range(i - 1, max(0, i - LOOKBACK) - 1, -1):
        o = reading.occurrences[j]
        if o.start < line_start or len(terms) >= MAX_TERMS:
            break
        if o.number <= 0 or o.number == occ.number or text[o.end : o.end + 2].lstrip()[:1] == "%":
            continue
        wears = _unit_after(text, o.end) == unit
        if not (o.value in known or o in computed_here or (carried is not None and o.value in carried)
                or (wears and o.value not in reading.pending and (gives(o.value) or _line_difference(reading, j, line_start)))):
            continue  # (a number under the digit minimum, no candidate, wearing the value's unit as the difference of two before it: `0.19 t less`)
        terms.append((o, wears))
    if not terms:
        return None
    earlier = [p for p in previous if not p.amount and p.number > 0][-MAX_EARLIER:]
    if not earlier:
        return None
    bounds = late_search_bounds(reading, i, known, computed_here)
    if bounds is None:
        return None
    quantum, near = bounds
    worn = {p.value: _written_with(previous_text, p.value, unit) for p in earlier}

    def tries() -> list[tuple[Decimal | None, tuple[EarlierValue, Occurrence] | None]]:
        out: list[tuple[Decimal | None, tuple[EarlierValue, Occurrence] | None]] = []
        for p in reversed(earlier):
            for o, wears in terms:
                if p.number > o.number and (wears or worn[p.value]):
                    out.append((p.number - o.number, (p, o)))
        return out

    told = first_reached(tries(), occ.number, quantum, near)
    if told is None:
        return None
    p, o = told
    return Derivation("earlier-rest", f"{printed(p.number)} - {printed(o.number)} = {occ.value}", (
        Operand(p.value, "earlier answer", "the previous answer"), written_operand(o)))
