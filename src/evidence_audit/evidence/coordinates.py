"""A position in degrees and minutes restated in decimal degrees (round 24): `decimal-degrees`.

Positions are written two ways everywhere (a chart, a mooring list, a field survey, a delivery
address's geocode): degrees and decimal minutes (`50°47.2'N 001°06.5'W`) and decimal degrees
(`50.7867, -1.1083`). A minute is 1/60 of a degree, so an answer that converts writes D + M/60 to
the places it chooses: `50°47.2'N 001°06.5'W = 50.7867, −1.1083`.

| rule | the answer writes | from | its price |
|---|---|---|---|
| `decimal-degrees` (late) | `50°47.2'N 001°06.5'W = 50.7867, −1.1083` | a position `D°M'` (minutes with or without decimals, `'` or `′`) written on the value's line before it: D + M/60, rounded half up to the value's places (2 or more); the sign is the hemisphere's, read apart | a value equal to such a conversion with no one-digit neighbour reached by another position of its line, not one digit off a carried number |

Refused: a value of fewer than 2 places, or one digit off the conversion (`50.7868`), a position
written after the value or on another line, minutes of 60 or more.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Final

from .computed.reading import AnswerReading
from .computed.values import Derivation, Operand, Occurrence, decimal_places
from .computed.wide import late_search_bounds, late_target
from .decimal_text import printed
from .layout import line_bounds

__all__ = ["explain_decimal_degrees"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MIN_PLACES: Final = 2  # places the value must write
MAX_POSITIONS: Final = 16  # positions of its line read
# Degrees and minutes: `50°47.2'`, `001° 06.5′`, `50 ° 47'` (the degrees 1-3 digits, the minutes
# two digits or one, with any decimals, then a prime or an apostrophe).
_DM: Final = re.compile(
    r"(?<![0-9.])([0-9]{1,3})[ \t]?\u00b0[ \t]?([0-9]{1,2}(?:\.[0-9]{1,6})?)[ \t]?['\u2032\u2019]",
)


def explain_decimal_degrees(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
    """The value as a position of its line converted to decimal degrees (the module's docstring),
    or None. A late try."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or "\u00b0" not in reading.text:
        return None
    places = decimal_places(occ.digits)
    if places < MIN_PLACES:
        return None
    start, _ = line_bounds(reading.text, occ.start)
    positions = list(_DM.finditer(reading.text, start, occ.start))[-MAX_POSITIONS:]
    bounds = late_search_bounds(reading, i, known, computed_here) if positions else None
    if bounds is None:
        return None
    quantum, near = bounds
    found: Derivation | None = None
    for m in positions:
        degrees, minutes = Decimal(m.group(1)), Decimal(m.group(2))
        if minutes >= 60:
            continue
        decimal = (degrees + minutes / 60).quantize(quantum, rounding=ROUND_HALF_UP)
        if decimal in near:
            return None  # the chance test: a one-digit neighbour is reached as well
        if found is None and decimal == occ.number:
            found = Derivation(
                "decimal-degrees", f"{printed(degrees)} + {m.group(2)} / 60 = {occ.value}",
                (Operand(m.group(0), "answer", f"answer offset {m.start()}"),),
            )
    return found
