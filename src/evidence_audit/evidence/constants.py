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
  nautical mile, `86400`, `3600`, `1440`, `604800` for days, hours and weeks in seconds or minutes;
  round 9, the calendar's counts of time: `8760` and `8784` hours in a year and a leap year,
  `525600` minutes and `31536000` seconds in a year, `10080` minutes in a week, and `2080`, the
  hours of a 40-hour working year (40 x 52), with which pay and energy are annualized:
  `$28.35 × 2,080 hours`, `$64,000 ÷ 2,080`, `11.6 W × 8,760 h`);
- the answer uses it as an operand: right after an operator (`×`, `÷`, `/`; `x` and `*` standing
  alone, not markdown's `**`; `+`, `-`,
  `−` with a space on each side, not a sign) or a verb of arithmetic ("subtract", "add", "multiply
  by", "divide by", "times", "minus", "plus"), maybe behind an opening bracket.

Round 9, two more uses of a power of ten that are no value: the base of a rate (`Cost per 1,000
queries`, `per 100,000 people`, `/1,000 sessions`: `per` or `/` right before it) and the step that
makes a ratio a percentage (`(327.914 ÷ 318.611 − 1) × 100 = 2.9%`: `× 100` right after a
closing bracket).

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
    # the calendar's counts of time (round 9): hours in a year and a leap year, minutes and seconds
    # in a year, minutes in a week, the hours of a 40-hour working year (40 x 52)
    "8760", "8784", "525600", "31536000", "10080", "2080",
))
# A short number: a constant is written with at most 12 digits.
_SHORT_NUMBER = re.compile(r"[0-9]{1,9}(?:\.[0-9]{1,9})?", re.ASCII)
# An operator or a verb of arithmetic right before the number ("subtracted 273.15", "(× 2.20462)").
_OPERAND_CUE = re.compile(
    r"(?:[\u00d7\u00f7/\u22c5\u00b7]|(?<![A-Za-z0-9*])[x*](?!\*)|(?<=\s)[+\-\u2212][ \t\u00a0]|\b(?:subtract(?:ed|ing|s)?|add(?:ed|ing|s)?|minus|plus|times"
    r"|(?:multipl(?:y|ied|ying|ies)|divid(?:e|ed|ing|es))(?:[ \t]+by)?))[ \t\u00a0]*\(?[ \t\u00a0]*\Z",
    re.IGNORECASE,
)


# A power of ten (as normalized: no grouping commas): 100, 1000, ..., 10000000.
_POWER_OF_TEN = re.compile(r"10{2,7}", re.ASCII)
# The base of a rate right before it: `per 1,000`, `/1,000`, `/ 100,000` (round 9).
_RATE_BASE_CUE = re.compile(r"(?:\bper|(?<![0-9])/)[ \t\u00a0]*\Z", re.IGNORECASE)
# The percent step right before it: `) × 100`, `) * 100`, `)×100` (round 9).
_PERCENT_STEP_CUE = re.compile(r"\)[ \t\u00a0]*[\u00d7*x\u22c5\u00b7][ \t\u00a0]*\Z")


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
    if candidate.shape not in ("number", "figure"):
        return False
    if _POWER_OF_TEN.fullmatch(candidate.value):
        offset, _ = locate(answer, candidate)
        if offset >= 0 and (
            _RATE_BASE_CUE.search(answer, max(0, offset - 12), offset) is not None
            or (candidate.value == "100" and _PERCENT_STEP_CUE.search(answer, max(0, offset - 12), offset) is not None)
        ):
            return True  # `per 1,000 queries`, `(a ÷ b − 1) × 100` (round 9)
    if not _is_constant(candidate.value):
        return False
    offset, _ = locate(answer, candidate)
    if offset < 0:
        return False
    return _OPERAND_CUE.search(answer, max(0, offset - 24), offset) is not None
