"""SI prefixes on a base unit, as a bench writes them (round 22): `4.23 mg` is `4,230 µg`.

A lab answer restates a quantity in the unit next door: `2.35 mg/mL × 1.8 mL = 4.23 mg (4,230 µg)`,
`add 2.43 mL (2,430 µL)`, `0.5 mM (500 µM)`. The factor is a power of ten the two prefixes fix, a
constant of the units, never a value of the run. This module reads such a unit by its form, a
prefix and a base unit, case as written (`mM` is millimolar, `mm` a millimetre; `M` alone molar):

| prefix | n | µ (also `μ`, `u`) | m | (none) | k |
|---|---|---|---|---|---|
| power of ten | -9 | -6 | -3 | 0 | 3 |

on the bases g (mass), L or l (volume), mol (amount) and M (concentration). It names each unit
canonically (`ug`, `ul`, `mmol`, `umolar`) for `units.py`, which holds the factors between every
two of one ladder and is what the `convert` rule reads. A unit followed by `/` is a rate's
numerator (`2.35 mg/mL`), not a quantity of that unit: no unit then. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from .amounts import MONEY_SIGNS

__all__ = ["LADDERS", "SiUnit", "si_unit_after"]

_POWERS: Final = {"n": -9, "\u00b5": -6, "\u03bc": -6, "u": -6, "m": -3, "": 0, "k": 3}
_CANONICAL_PREFIX: Final = {"n": "n", "\u00b5": "u", "\u03bc": "u", "u": "u", "m": "m", "": "", "k": "k"}
# base as written -> (dimension, canonical base name)
_BASES: Final = {"g": ("mass", "g"), "L": ("volume", "l"), "l": ("volume", "l"),
                 "mol": ("amount", "mol"), "M": ("concentration", "molar")}

# The canonical units of each ladder, with their power of ten: `units.py` pairs every two.
LADDERS: Final[dict[str, tuple[tuple[str, int], ...]]] = {
    dimension: tuple(sorted({(_CANONICAL_PREFIX[p] + name, power) for p, power in _POWERS.items()}, key=lambda u: u[1]))
    for dimension, name in {("mass", "g"), ("volume", "l"), ("amount", "mol"), ("concentration", "molar")}
}

# A prefixed unit right after a number: `4.23 mg`, `**2,430 µL**`, `500µM`; not a longer word.
_AFTER: Final = re.compile(r"(?:\*\*|__)?[ \t\u00a0\u202f]?(n|\u00b5|\u03bc|u|m|k)?(mol|g|L|l|M)(?![A-Za-z0-9\u00b5\u03bc])(/)?")


class SiUnit(NamedTuple):
    dimension: str  # mass, volume, amount, concentration
    unit: str  # canonical: `ug`, `ml`, `mmol`, `umolar`
    power: int  # the prefix's power of ten
    rate: bool  # followed by `/`: a rate's numerator (`mg/mL`), no quantity of the unit


_NUMBER_CHARS: Final = frozenset("0123456789.,'\u00a0\u202f ")
_MONEY_MARKS: Final = frozenset(MONEY_SIGNS)


def _money_before(text: str, end: int) -> bool:
    """Whether a currency mark stands right before the number ending at `end` (`$4.2`, `€ 1,2`)."""
    i = end
    while i > 0 and end - i < 40 and text[i - 1] in _NUMBER_CHARS:
        i -= 1
    return i > 0 and text[i - 1] in _MONEY_MARKS


def si_unit_after(text: str, end: int) -> SiUnit | None:
    """The prefixed SI unit written right after the number ending at `end` (case as written), or
    None; `rate` when it is the numerator of a rate (`mg/mL`)."""
    m = _AFTER.match(text, end)
    if m is None:
        return None
    prefix = m.group(1) or ""
    dimension, name = _BASES[m.group(2)]
    if not prefix and m.group(2) == "l" and end < len(text) and text[end] not in " \t\u00a0\u202f*_":
        return None  # a glued `l` is too often a letter of a code (`12l`), never a bare litre here
    if not prefix and m.group(2) == "M" and _money_before(text, end):
        return None  # (round 22 review) `$4.2 M`, `€1.2M`: millions of money, no molar
    return SiUnit(dimension, _CANONICAL_PREFIX[prefix] + name, _POWERS[prefix], bool(m.group(3)))
