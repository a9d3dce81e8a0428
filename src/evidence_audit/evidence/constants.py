"""Constants an answer says it used: the factor of a unit conversion, a physical constant.

"The API reports temperatures in Kelvin, so I subtracted 273.15"; "In pounds (× 2.20462) they'd
be"; "divide by 1.609344". The number is a constant of the units or of physics, never a value of
the run, so it is no claim a result could ground: under the `spellings` dial it is not judged
(neither grounded nor flagged), like a binary unit's size (`narration.py`). Only when both hold:

- the number spells an exact constant or a usual rounding of one: a conversion factor of
  `units.py` (`2.20462`, `0.4536`, `1.609344`, `0.3048`, `3.785`, `28.35`, `1024`, ...), or one
  of a short table of constants people convert with (`273.15` and `459.67` for temperatures,
  `9.80665` and `9.81` for g, `299792458` for c, `101325` and `1013.25` for an atmosphere, `6371`
  for the Earth's mean radius in km, `3.14159` for pi, `4.184` J per calorie, `1.852` km per
  nautical mile, `86400`, `3600`, `1440`, `604800` for days, hours and weeks in seconds or minutes);
- the answer uses it as an operand: right after an operator (`×`, `÷`, `/`; `x` and `*` standing
  alone, not markdown's `**`; `+`, `-`,
  `−` with a space on each side, not a sign) or a verb of arithmetic ("subtract", "add", "multiply
  by", "divide by", "times", "minus", "plus"), maybe behind an opening bracket.

Its price: a number of the run equal to such a constant, written as an operand, is not judged.
A constant one digit off (`273.16`, `2.20463`) is none of these and stays flagged; so does a
constant written as a value ("the reading was 273.15 K"). Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from .extract import Candidate, locate
from .units import factor_units

__all__ = ["is_used_constant"]

# Constants people convert with that are not a ratio of two units of `units.py`.
_CONSTANTS = frozenset((
    "273.15", "459.67", "9.80665", "9.81", "299792458", "101325", "1013.25", "6371", "3.14159",
    "3.1416", "3.14159265", "2.71828", "4.184", "1.852", "86400", "3600", "1440", "604800",
))
# A short number: a constant is written with at most 12 digits.
_SHORT_NUMBER = re.compile(r"[0-9]{1,9}(?:\.[0-9]{1,9})?", re.ASCII)
# An operator or a verb of arithmetic right before the number ("subtracted 273.15", "(× 2.20462)").
_OPERAND_CUE = re.compile(
    r"(?:[\u00d7\u00f7/\u22c5\u00b7]|(?<![A-Za-z0-9*])[x*](?!\*)|(?<=\s)[+\-\u2212][ \t\u00a0]|\b(?:subtract(?:ed|ing|s)?|add(?:ed|ing|s)?|minus|plus|times"
    r"|(?:multipl(?:y|ied|ying|ies)|divid(?:e|ed|ing|es))(?:[ \t]+by)?))[ \t\u00a0]*\(?[ \t\u00a0]*\Z",
    re.IGNORECASE,
)


def _is_constant(value: str) -> bool:
    if value in _CONSTANTS:
        return True
    if _SHORT_NUMBER.fullmatch(value) is None:
        return False
    try:
        return factor_units(Decimal(value)) is not None
    except InvalidOperation:  # pragma: no cover - the pattern only passes numbers
        return False


def is_used_constant(candidate: Candidate, answer: str) -> bool:
    """Whether a number candidate is a constant the answer uses as an operand (module doc)."""
    if candidate.shape not in ("number", "figure") or not _is_constant(candidate.value):
        return False
    offset, _ = locate(answer, candidate)
    if offset < 0:
        return False
    return _OPERAND_CUE.search(answer, max(0, offset - 24), offset) is not None
