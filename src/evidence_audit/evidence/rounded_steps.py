"""Values written rounded at a step, as operands of the next (round 10): `rounded_results`.

A chain is often rounded at each step for the reader and carried on at the precision the writer
kept: `30 % de 301,9 kWh = 90,6 kWh` (90.57) then `90,6 × (0,2700 − 0,2068) = 5,72 €` (5.724 from
90.57; 5.726 from 90.6); `5.8712 kW × 2.633 h ≈ 15.5 kWh` (15.459) then, in the next answer,
`About 15.5 kWh × $0.193 = $2.98`. The written operand `90,6` stands for any number that rounds to
it, as a restated carried number does (`expressions.py`'s `loose` operands): this module names the
values an answer's own verified equations, or an earlier answer's, wrote rounded (the written value
is not the expression's exact value), so the equations that take them as operands are read with
that slack, and say so (`(with the carried precision of its rounded operands)`).

Its price: the slack of one rounded operand (half a unit of its last written place, times what it
is multiplied by) around a result that uses it; a result outside it, or an equation whose operands
were written exact, is judged as before. Pure: no state, no I/O.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from functools import lru_cache
from typing import Final

from .decimal_text import printed as _show
from .expressions import Relation, evaluate

__all__ = ["MAX_ROUNDED", "rounded_results", "rounded_value"]

MAX_ROUNDED: Final = 64  # rounded values a reading takes as loose operands


@lru_cache(maxsize=4096)  # a run's remembered values are asked again at each answer (a pure memo)
def rounded_value(expression: str, value: Decimal) -> bool:
    """Whether `value` is the result of `expression` (`E = V`, as the rules write it) rounded:
    the exact value of E differs from it (a note or steps after it: no one exact value, no)."""
    if " = " not in expression or "(with" in expression or ";" in expression:
        return False
    exact = evaluate(expression.rsplit(" = ", 1)[0])
    return exact is not None and exact != value


def rounded_results(relations: Iterable[Relation]) -> frozenset[str]:
    """The values (as the equations' operands are written: `90.6`) that verified equations wrote
    rounded, at most MAX_ROUNDED."""
    out: set[str] = set()
    for r in relations:
        if len(out) >= MAX_ROUNDED:
            break
        if rounded_value(r.expression, r.value):
            out.add(_show(r.value))
    return frozenset(out)
