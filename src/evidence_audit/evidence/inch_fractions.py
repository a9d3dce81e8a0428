"""An inch in the binary fractions people write it in (round 23): `9/32`, `5.2/32`, `3/8"`.

A tyre's tread, a drill bit, a board's thickness: an American or British answer writes inches as
halves, quarters, eighths ... 64ths of an inch, and converts them to millimetres and back. `9/32 =
7.1 mm` is 9 × 0.79375 (`1/32 in = 0.794 mm`), and a table that writes `4.1 mm | 5.2/32` writes 4.1
mm in 32nds (4.1 / 0.79375 = 5.17). This module reads such a fraction (`inch_fractions`: its
numerator and the unit `in/N` of `units.py`) and judges a fraction written as a conversion of a
length its own line wrote before it (`converted_fraction`), by the factor the answer stated
(`stated_factors.py`) or else the exact one, at the places the numerator writes. Only the binary
denominators 2 to 64 are read: `5/7` is no inch, and a fraction that converts no length of its
line stays for the other rules. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal, InvalidOperation
from typing import Final, NamedTuple

from .decimal_text import rounds_half_up_to
from .stated_factors import stated_factors
from .units import dimension, factors, unit_after

__all__ = [
    "INCH_FRACTION", "Converted", "converted_fraction", "fraction_converts", "is_inch_fraction", "measured_numerator", "fraction_unit",
]

# `9/32`, `5.2/32`, `3/8`: a numerator over a binary denominator, glued, no longer number around it
INCH_FRACTION: Final = re.compile(r"(?<![0-9./,])([0-9]+(?:\.[0-9]+)?)/(2|4|8|16|32|64)(?![0-9.,/])")
# a number written before the fraction on its line, for its unit
_NUMBER: Final = re.compile(r"(?<![0-9.,/])[0-9]+(?:\.[0-9]+)?(?![0-9/])")
# (round 25) an inch's fraction named as a unit by its ordinal: `32nd`, `32nds`, `8th`, `64ths`
_ORDINAL_UNIT: Final = re.compile(r"(2|4|8|16|32|64)(?:nd|th)s?", re.ASCII)
MAX_SOURCES: Final = 3  # the lengths nearest before the fraction on its line tried


class Converted(NamedTuple):
    expression: str  # `4.1 mm x 1.259843 in/32 per mm`
    source: str  # the length as written: `4.1`
    at: int  # its offset


def is_inch_fraction(value: str) -> bool:
    """Whether `value` is written as a binary fraction of an inch (`5.2/32`, `9/32`)."""
    return INCH_FRACTION.fullmatch(value) is not None


def measured_numerator(value: str) -> str | None:
    """(round 25) The numerator of a fraction of an inch written as a measure worked out in that
    unit (`6.25/32`: a mean or a wear of gauged 32nds, `2.5/8`), or None. Only a numerator with
    decimals is read: the answer computed it in the fraction's unit, and the arithmetic judges it
    as the number it writes (`(6 + 5 + 7 + 6) / 4 = 6.00/32`); a whole numerator (`5/32`, `3/4`) is
    a reading or a plain fraction, left to the other rules (a small whole number is reached by
    chance)."""
    m = INCH_FRACTION.fullmatch(value)
    if m is None or "." not in m.group(1):
        return None
    return m.group(1)


def fraction_unit(token: str) -> str | None:
    """(round 25) The unit `in/N` a token writes as an inch's fraction (`6.25/32`, `5/32`) or names
    by its ordinal as a unit word (`32nd` of `6,960 km per 32nd`), or None: a measure over a measure
    (`measure_rates.py`) reads both as one unit."""
    m = INCH_FRACTION.fullmatch(token)
    if m is not None:
        return f"in/{m.group(2)}"
    m = _ORDINAL_UNIT.fullmatch(token.lower())
    return f"in/{m.group(1)}" if m is not None else None


def converted_fraction(text: str, at: int, value: str, settled: Callable[[str], bool]) -> Converted | None:
    """The fraction `value` at offset `at` as the conversion of a length its line writes before it
    (a settled number with a length unit: `4.1 mm | 5.2/32`), or None."""
    m = INCH_FRACTION.fullmatch(value)
    if m is None:
        return None
    numerator = Decimal(m.group(1))
    places = len(m.group(1).partition(".")[2])
    target = f"in/{m.group(2)}"
    line_start = text.rfind("\n", 0, at) + 1
    stated = stated_factors(text, at)
    tried = 0
    for n in reversed(list(_NUMBER.finditer(text, line_start, at))):
        unit = unit_after(text, n.end())
        if unit is None or unit == target or dimension(unit) != "length" or not settled(n.group(0)):
            continue
        tried += 1
        if tried > MAX_SOURCES:
            break
        own = stated.get((unit, target))
        factor = own if own is not None else next(iter(factors(unit, target)), None)
        if factor is None:
            continue
        if rounds_half_up_to(Decimal(n.group(0)) * factor, numerator, places):
            shown = format(factor.quantize(Decimal("1e-6")).normalize(), "f")
            return Converted(f"{n.group(0)} {unit} x {shown} {target} per {unit}", n.group(0), n.start())
    return None


def fraction_converts(text: str, fraction: str, result: str, result_end: int) -> bool:
    """Whether `fraction` of an inch (`9/32`) is `result` in the length unit written after it
    (`7.1 mm`), by the factor the answer stated before it or else the exact one, rounded half up
    to the places `result` writes."""
    m = INCH_FRACTION.fullmatch(fraction)
    unit = unit_after(text, result_end)
    if m is None or unit is None or dimension(unit) != "length":
        return False
    source = f"in/{m.group(2)}"
    own = stated_factors(text, result_end).get((source, unit))
    factor = own if own is not None else next(iter(factors(source, unit)), None)
    try:
        written = Decimal(result.replace(",", ""))
    except InvalidOperation:
        return False
    places = len(result.partition(".")[2])
    return factor is not None and rounds_half_up_to(Decimal(m.group(1)) * factor, written, places)
