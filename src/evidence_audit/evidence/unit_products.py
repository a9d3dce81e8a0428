"""Lengths in different units inside one written product (round 23): `6.2 × 3.4 m × 150 mm |
3.162 m³`, `2 × 6.2 × 0.6 m × 450 mm = 3.348 m³`.

A site's takeoff writes each dimension in the unit it was measured in (the slab's depth in mm,
its length in m) and the volume in cubic metres. The written-equation reader (`expressions.py`)
evaluates the numbers as written (6.2 × 3.4 × 150 = 3,162); a person scales the millimetres first.
So a product keeps, beside its value, its value with every operand that carries a length unit in
metres (`length_size`: an operand without a unit is taken as written, a count or a metre), and
the reader compares that with a result written in a length, area or volume unit (`result_size`:
the result's unit in metres, square metres or cubic metres), only where the product as written
missed it and some operand's unit was no metre. Its price: none new. A mm operand read as m (3,162)
and a result one digit off stay unverified: the scaled product must give the result at its places
as any written equation must. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from .units import SIZES, dimension, unit_after, unit_of

__all__ = ["length_size", "restated_factor", "result_size", "scaled_step"]

_CUBIC_METRE_IN_LITRES = Decimal(1000)
# (salt39) what a step's result may be restated in from its operands' unit: mass and volume
_RESTATED: Final = frozenset(("mass", "volume"))
_OPERAND_UNIT: Final = re.compile(r"[0-9](?![0-9.,])")
MAX_STEP_CHARS: Final = 160  # an expression's characters read for its operands' units


def length_size(word: str) -> Decimal | None:
    """The size in metres of the length unit `word` (`mm` 0.001, `ft` 0.3048), or None."""
    found = unit_of(word)
    if found is None or found[0] != "length":
        return None
    return SIZES["length"].get(found[1])


def result_size(text: str, end: int) -> Decimal | None:
    """The size in metres, square metres or cubic metres of the unit written after the result
    that ends at `end` (`m³` 1, `L` 0.001, `mm` 0.001, `ha` 10,000), or None."""
    unit = unit_after(text, end)
    kind = dimension(unit) if unit is not None else None
    if unit is None or kind not in ("length", "area", "volume"):
        return None
    size = SIZES[kind].get(unit)
    if size is None:
        return None
    return size / _CUBIC_METRE_IN_LITRES if kind == "volume" else size


def scaled_step(left: Decimal | None, op: str, right: Decimal | None) -> Decimal | None:
    """A product's or quotient's value in metres, from its two sides' (None past a non-product)."""
    if left is None or right is None:
        return None
    if op == "x":
        return left * right
    return left / right if right else None


def restated_factor(text: str, start: int, value_start: int, value_end: int) -> Decimal | None:
    """(salt39) A product or quotient of a mass or volume written in one unit whose result is
    written in another of its dimension (`3,420 bags × 50 kg = 171 t`, `2,500 × 400 ml = 1,000 L`):
    the factor (a power of ten, 1000 or 0.001 ...) that takes the expression's value into the
    result's unit, or None. Only where every operand of the expression that wears a unit wears one
    unit, of the result's dimension and not the result's (`171 t × 1,000 kg` is no restatement);
    the scaled value must give the written result as any written equation's must."""
    result = unit_after(text, value_end)
    kind = dimension(result) if result is not None else None
    if result is None or kind not in _RESTATED or value_start - start > MAX_STEP_CHARS:
        return None
    worn: set[str] = set()
    for m in _OPERAND_UNIT.finditer(text, start, value_start):
        unit = unit_after(text, m.end())
        if unit is not None:
            worn.add(unit)
    if len(worn) != 1:
        return None
    unit = next(iter(worn))
    if dimension(unit) != kind or unit == result:
        return None
    source, target = SIZES[kind].get(unit), SIZES[kind].get(result)
    if source is None or target is None:
        return None
    factor = source / target
    tens = factor if factor >= 1 else 1 / factor
    if tens != tens.to_integral_value() or str(int(tens)).rstrip("0") != "1":
        return None  # a power of ten only (the metric ladder), not a pound's kilograms
    return factor
