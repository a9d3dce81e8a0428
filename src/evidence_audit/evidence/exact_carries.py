"""(tiers44) The `exact-carry` arithmetic rule: a middle value the answer wrote rounded, carried on at
its exact value into the next step the answer states in words.

A writer works a chain on a calculator and writes each step rounded: `VAT 25.5% is EUR 571.26, so
EUR 2,811.51 in all. The 40% deposit is EUR 1,124.61` (2,240.25 x 1.255 = 2,811.51375; x 0.40 =
1,124.6055, where the written 2,811.51 x 0.40 is 1,124.60), `3.746,17 EUR inkl. 25,5 % moms. Til
kurs 7,4612: 27.950,96 kr.` (3,746.175 x 7.4612). The next step is judged today on the middle value
as written only; a person checking it takes either precision of a middle value the answer itself
wrote. (`exact_steps.py` does this for a step written out `a × b =`; `expressions._at_rate` for a
result said rounded, `≈`.)

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `exact-carry` (late) | `EUR 2,811.51 in all. The 40% deposit is EUR 1,124.61` | one of the `MAX_MIDDLES` values this answer computed nearest before the value (within `MAX_BACK` characters, its line or the line before), written rounded (its derivation's exact value, read back through the rounded values it took, differs: `exact_steps.exact_value`), times or over a number written between it and the value (a resolved number, or a percent as its share or `1 ± p`); rounded half up to the value's places | a value equal to such a step on the middle value's exact value |

Refused: a middle value written right after `=` (kiln33's ruling: a result written with `=` is carried
on as written; one said rounded, `≈`, is `_at_rate`'s), a middle value no rule derived (a number the
answer typed has no exact value), a value of fewer than `MIN_DIGITS` significant digits, one digit off
a carried number or a slip of the local step (`late_search_bounds`); the chance test: any reading of
the search (each middle value exact or as written, each factor, times or over) reaching a one-digit
neighbour of the value, but the same step on the same middle value as written (the rounding it differs
by is the rule's own step, no rival).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .computed.cues import _PERCENT
from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, Operand
from .computed.wide import late_search_bounds, late_target

__all__ = ["explain_exact_carry", "MAX_MIDDLES", "MAX_FACTORS"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_MIDDLES: Final = 3  # computed values nearest before the value tried as the middle value
MAX_FACTORS: Final = 4  # numbers between the middle value and the value tried as the step's factor
MAX_BACK: Final = 320  # characters before the value a middle value may stand at (its line or the line before)
LOOKBACK: Final = 16  # occurrences before the value scanned
_HUNDRED: Final = Decimal(100)
# a middle value written as an equation's result: `=` (a unit or a mark, emphasis) right before it
_AFTER_EQUALS: Final = re.compile(r"[=\uff1d][ \t*_]*(?:[^\W\d_]{1,4}\.?|[^\w\s]{1,2})?[ \t*_]*\Z")


def explain_exact_carry(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                        exact_of: Callable[[Occurrence], Decimal | None]) -> Derivation | None:
    """The value as the step its sentence states on a middle value's exact value (the module
    docstring), or None. `exact_of`: a computed number's exact value, or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    text = reading.text
    line_start = text.rfind("\n", 0, occ.start) + 1
    window = max(text.rfind("\n", 0, max(0, line_start - 1)) + 1, occ.start - MAX_BACK)
    before = [o for o in reading.occurrences[max(0, i - LOOKBACK):i] if o.start >= window and o.end <= occ.start]
    middles: list[tuple[Occurrence, Decimal]] = []
    for o in reversed(before):
        if len(middles) >= MAX_MIDDLES:
            break
        if o not in computed_here or o.number <= 0 or _AFTER_EQUALS.search(text[max(0, o.start - 12):o.start]):
            continue
        exact = exact_of(o)
        if exact is not None and exact != o.number and all(m.number != o.number for m, _ in middles):
            middles.append((o, exact))
    if not middles:
        return None
    steps: list[tuple[Occurrence, Decimal, Operand, Decimal, str]] = []  # middle, exact, factor, number, shown
    for middle, exact in middles:
        factors = 0
        for o in reversed(before):
            if o.start <= middle.start or factors >= MAX_FACTORS:
                continue
            if o.number <= 0 or text[o.end:o.end + 2].lstrip()[:1] == "%" or not (o.value in known or o in computed_here):
                continue
            factors += 1
            steps.append((middle, exact, written_operand(o), o.number, o.value))
        for m in list(_PERCENT.finditer(text, middle.end, occ.start))[-MAX_FACTORS:]:
            share = Decimal(m.group(1)) / _HUNDRED
            if not 0 < share < 1:
                continue
            operand = Operand(m.group(1) + "%", "answer", f"answer offset {m.start()}")
            steps.append((middle, exact, operand, share, f"{m.group(1)}%"))
            steps.append((middle, exact, operand, 1 + share, f"(1 + {m.group(1)}%)"))
            steps.append((middle, exact, operand, 1 - share, f"(1 - {m.group(1)}%)"))
    if not steps:
        return None
    bounds = late_search_bounds(reading, i, known, computed_here)
    if bounds is None:
        return None
    quantum, near = bounds
    told: tuple[Occurrence, Decimal, Operand, str, str] | None = None
    for middle, exact, factor_operand, factor, shown in steps:
        readings = {(op, kind): _step(number, factor, op, quantum)
                    for op in ("x", "/") for kind, number in (("exact", exact), ("written", middle.number))}
        # the step that reaches the value on the exact middle value: its reading on the middle value as
        # written differs by the rounding, the rule's own step, no rival
        hit = next((op for op in ("x", "/") if readings[(op, "exact")] == occ.number), None)
        for (op, kind), reached in readings.items():
            if reached is None or reached == occ.number or (op == hit and kind == "written"):
                continue
            if reached in near:
                return None  # the chance test: the search reaches a one-digit neighbour
        if told is None and hit is not None and readings[(hit, "written")] != occ.number:
            told = (middle, exact, factor_operand, shown, hit)
    if told is None:
        return None
    middle, exact, factor_operand, shown, op = told
    return Derivation("exact-carry", f"{middle.value} {op} {shown} (at {middle.value}'s exact value {exact.normalize():f}) = {occ.value}",
                      (Operand(middle.value, "answer", "a value the answer computed and wrote rounded"), factor_operand))


def _step(number: Decimal, factor: Decimal, op: str, quantum: Decimal) -> Decimal | None:
    """`number` times or over `factor`, rounded half up at `quantum`; None where it cannot be."""
    try:
        value = number * factor if op == "x" else number / factor
        return value.quantize(quantum, rounding=ROUND_HALF_UP)
    except (InvalidOperation, ZeroDivisionError):
        return None
