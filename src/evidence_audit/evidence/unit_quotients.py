"""`unit-quotient` (mussel37): a count of things that is one quantity over another of the same unit.

People count things by dividing a quantity by what one thing holds, both in one unit, and write
the count with the thing's name, not the unit: `A rope should give 12 m × 11 kg = 132 kg, so 2,700
kg is 20.45 ropes`; `it seeds 1,678.6 m of rope, which is 139.9 ropes of 12 m`. The two quantities
are written in the value's sentence, each with the same unit word right after it (`kg` and `kg`,
`m` and `m`), one of them before the value; the count's own word after it is another (`ropes`).
The `rate` and `measure-rate` rules divide quantities of two units (`N u1 per u2`); a quotient of
one unit that names a third thing was no rule's, so it was flagged while the same step written out
(`2,700 / 132 = 20.45`) was computed.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `unit-quotient` (late) | `132 kg, so 2,700 kg is 20.45 ropes`; `1,678.6 m of rope, which is 139.9 ropes of 12 m` | two resolved numbers of the value's sentence each with the same unit word right after it (`stated_doses.unit_after`), one before the value, the value's own word after it another, the larger over the smaller, rounded half up to the value's places (3+ significant digits) | a value equal to such a quotient with no other quotient of the sentence's same-unit quantities reaching a one-digit neighbour, not one digit off a carried number |

Pure: no I/O, no state.
"""

from __future__ import annotations

from typing import Final

from .computed.reading import AnswerReading, sentence_end, written_operand
from .computed.values import Derivation, Occurrence
from .computed.wide import first_reached, late_search_bounds, late_target
from .layout import sentence_start
from .stated_doses import unit_after

__all__ = ["explain_unit_quotient"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_QUANTITIES: Final = 8  # resolved quantities of the sentence read (the nearest)


def explain_unit_quotient(reading: AnswerReading, i: int, known: set[str],
                          computed_here: list[Occurrence]) -> Derivation | None:
    """The value as one quantity of its sentence over another of the same unit (the module's
    docstring), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    text = reading.text
    own = unit_after(text, occ.end)
    if not own:
        return None
    start, end = sentence_start(text, occ.start), sentence_end(text, occ.end)
    quantities: list[tuple[Occurrence, str]] = []
    for k, o in enumerate(reading.occurrences):
        if k == i or o.start < start or o.start >= end or o.number <= 0:
            continue
        if not (o.value in known or o in computed_here):
            continue
        unit = unit_after(text, o.end)
        if unit and unit != own:
            quantities.append((o, unit))
    quantities = sorted(quantities, key=lambda q: abs(q[0].start - occ.start))[:MAX_QUANTITIES]
    if not any(o.start < occ.start for o, _ in quantities):
        return None
    pairs = [(a, b, unit) for a, unit in quantities for b, other in quantities
             if a is not b and other == unit and a.number > b.number]
    if not pairs:
        return None
    bounds = late_search_bounds(reading, i, known, computed_here)
    if bounds is None:
        return None
    quantum, near = bounds
    # (the chance test: another quotient of the sentence reaches a one-digit neighbour)
    told = first_reached(((a.number / b.number, (a, b, unit)) for a, b, unit in pairs), occ.number, quantum, near)
    if told is None:
        return None
    a, b, unit = told
    return Derivation("unit-quotient", f"{a.value} {unit} / {b.value} {unit} = {occ.value}", (written_operand(a), written_operand(b)))
