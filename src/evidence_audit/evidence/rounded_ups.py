"""A number rounded up where the answer says so (round 26): `round-up`.

Prices, fees, billed units and shares are rounded up, not to the nearest: a reduced fare rounded
up to the next 0.50, a share of a bill rounded up to whole euros, a parcel's weight rounded up to
the next kilo, hours billed as started hours. An answer that rounds up says so between the exact
number and the rounded one, in its language: `789 × 0,85 = 670,65 €, aufgerundet 671,00 €`,
`= 54.40, rounded up to 54.50`, `3,2 ore, arrotondate per eccesso a 4`, `arrondi au supérieur`,
`naar boven afgerond`, `redondeado hacia arriba`.

| rule | the answer writes | from | its price |
|---|---|---|---|
| `round-up` (a late try) | `670,65 €, aufgerundet 671,00 €` | the number written right before the value on its line (resolved), a cue of rounding up and no other number between them (at most MAX_GAP characters), the value that number rounded up to the step the value is written to (its last significant place: `671,00` whole units, `54,40` rounded up to `55,00`) | a value equal to such a rounding with no one-digit neighbour reached by the same rounding to its own step, not one digit off a carried number |

Refused: no cue (`670,65 €, 671,00 €`: a slip or a restatement, judged as before), a number
between the two, a value below the number or at least one step above it (`aufgerundet 672,00 €`),
a rounding a one-digit neighbour reaches too.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from decimal import ROUND_CEILING, Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading, written_operand, neighbours
from .computed.values import Derivation, Occurrence, decimal_places
from .computed.wide import late_target, late_try_refused
from .decimal_text import printed

__all__ = ["explain_round_up", "step_of"]

MIN_DIGITS: Final = 2  # significant digits the value must write
MAX_GAP: Final = 48  # characters between the number rounded and the value

# a cue of rounding up, in English, German, Italian, French, Dutch, Spanish and Portuguese, as
# written between the exact number and the rounded one: fixed words with single spaces or tabs
# between them (linear: no nested repetition)
_CUE: Final = re.compile(
    r"\bround(?:ed|s|ing)?[ \t]+(?:it[ \t]+|that[ \t]+)?up\b"
    r"|\baufgerundet\b|\baufrunden\b"
    r"|\barrotondat[oaie][ \t]+(?:per|in)[ \t]+eccesso\b|\barrotondando[ \t]+per[ \t]+eccesso\b"
    r"|\barrondie?s?[ \t]+(?:au|\u00e0[ \t]+l')[ \t]*(?:[a-z]+[ \t]+)?sup\u00e9rieur"
    r"|\bnaar[ \t]+boven[ \t]+afgerond\b|\bafgerond[ \t]+naar[ \t]+boven\b"
    r"|\bredondead[oa]s?[ \t]+(?:hacia[ \t]+)?arriba\b|\barredondad[oa]s?[ \t]+para[ \t]+cima\b",
    re.IGNORECASE,
)


def step_of(number: Decimal) -> Decimal:
    """The step `number` is written to: the unit of its last significant digit (`671.00` -> 1,
    `680` -> 10, `54.50` -> 0.1). (Not five of them where that digit is a 5: `675` would then be
    670.65 rounded up to a step of 5, a one-digit neighbour of `671` the chance test must refuse.)"""
    exponent = number.normalize().as_tuple().exponent
    return Decimal(1).scaleb(exponent if isinstance(exponent, int) else 0)


def _up(x: Decimal, step: Decimal) -> Decimal | None:
    try:
        return (x / step).to_integral_value(rounding=ROUND_CEILING) * step
    except InvalidOperation:
        return None


def explain_round_up(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
    """The value as the number right before it rounded up, where a cue between them says so (the
    module's docstring), or None. A late try."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or i == 0:
        return None
    before = reading.occurrences[i - 1]
    text = reading.text
    if before.end > occ.start or occ.start - before.end > MAX_GAP:
        return None
    gap = text[before.end:occ.start]
    if "\n" in gap or any(ch.isdigit() for ch in gap) or _CUE.search(gap) is None:
        return None
    x = before.number
    target = occ.number
    if x <= 0 or target <= x or not (before.value in known or before in computed_here):
        return None
    if late_try_refused(reading, i, known, computed_here):
        return None
    places = decimal_places(occ.digits)
    step = step_of(target)
    if _up(x, step) != target:
        return None
    for near in neighbours(target, places):
        if near > x and _up(x, step_of(near)) == near:
            return None  # the chance test: a neighbour is the same rounding to its own step
    shown = printed(step)
    return Derivation("round-up", f"{before.value} rounded up to a step of {shown} = {occ.value}",
                      (written_operand(before),))
