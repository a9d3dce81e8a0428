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

from decimal import Decimal

from .units import SIZES, dimension, unit_after, unit_of

__all__ = ["length_size", "result_size", "scaled_step"]

_CUBIC_METRE_IN_LITRES = Decimal(1000)


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
