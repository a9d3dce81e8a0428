"""An area as the product of the two sides the answer wrote just before it (felt43): `area-product`.

People work a rectangle's area out in steps and write the sides first, each with its unit, then the
area in that unit squared: `2,0 ÷ 0,8 = 2,50 m, 3,0 ÷ 0,8 = 3,75 m → **9,375 m²**` (a felt laid out
before shrinking), `1. 1.5 / 0.8 = 1.875 m` / `2. 2 / 0.8 = 2.5 m` / `3. **4.6875 m²**`, `a plot of
12.5 m by 8.4 m: 105 m²`. The sides are short numbers only the answer writes (each an equation's
result, often under the digit minimum), and the area's `×` is never written: no rule took the two.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `area-product` (late) | `2,50 m, 3,75 m → **9,375 m²**` | the value wears a unit squared (`m²`, `m2`, `m^2`, `sq m`); the two numbers nearest before it (on its line or the two lines above, no other number of that unit between) wear that unit bare; each settled (known, computed here, carried, or the result of an equation its line writes that the reader redid: `reading.relations`, never a label's `Length = 4.35 m`); their product, rounded half up at the value's places | an area whose side the answer wrote wrong before it, consistently: the side is the invention then, and short |

Refused: a value one digit off a carried number or a slip of the local step (`late_try_refused`); a
side of another unit (`2.5 m` and `3 ft`), a value with no squared unit (`9.375 kg`), sides farther
than two lines up; a product one digit off the value (no search: the two nearest sides only).

Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, decimal_places
from .computed.wide import late_target, late_try_refused
from .settled_operands import is_settled, values_of

__all__ = ["explain_area_product"]

MIN_DIGITS: Final = 3  # significant digits the area needs (as `rate_steps`)
LINES_UP: Final = 2  # lines above the value's its sides may stand on
MAX_REACH: Final = 400  # characters before the value read for its sides
MAX_SIDES_READ: Final = 12  # numbers before the value looked at
# the unit squared right after the area: `m²`, `m2`, `m^2`, `sq m`, `sq. ft` (bold marks and one space between)
_SQUARED: Final = re.compile(
    r"(?:\*\*|__)?[ \u00a0\u202f]?(?:([a-z]{1,2})(?:\u00b2|\^2|2)|sq\.?[ \u00a0]?([a-z]{1,2}))(?![a-z0-9])",
    re.IGNORECASE)
# a unit written bare right after a side (`2,50 m,`, `3.75 m →`): letters then no letter, digit or square
_BARE_UNIT: Final = re.compile(r"(?:\*\*|__)?[ \u00a0\u202f]?([a-z]{1,2})(?![a-z0-9\u00b2^])", re.IGNORECASE)


def _squared_unit(text: str, end: int) -> str | None:
    m = _SQUARED.match(text, end)
    if m is None:
        return None
    return (m.group(1) or m.group(2) or "").lower() or None


def _side_unit(text: str, end: int) -> str | None:
    m = _BARE_UNIT.match(text, end)
    return m.group(1).lower() if m is not None else None


def _floor(text: str, start: int) -> int:
    """Where the lines the sides may stand on begin: `LINES_UP` lines above the value's."""
    floor = text.rfind("\n", 0, start) + 1
    for _ in range(LINES_UP):
        if floor <= 0:
            break
        floor = text.rfind("\n", 0, floor - 1) + 1
    return max(floor, start - MAX_REACH)


def explain_area_product(reading: AnswerReading, i: int, known: set[str],
                         computed_here: Sequence[Occurrence]) -> Derivation | None:
    """`area-product` for the value at occurrence `i` (see the module's docstring), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    text = reading.text
    unit = _squared_unit(text, occ.end)
    if unit is None:
        return None
    floor = _floor(text, occ.start)
    first = bisect_left(reading.starts, floor)
    sides: list[Occurrence] = []
    for o in reversed(reading.occurrences[max(first, i - MAX_SIDES_READ) : i]):
        if o.start < floor:
            break
        if _side_unit(text, o.end) != unit:
            continue
        sides.append(o)
        if len(sides) == 2:
            break
    if len(sides) < 2:
        return None
    here = values_of(computed_here)

    def settled(o: Occurrence) -> bool:
        # (tidy44) also the result of an equation its line writes that the reader redid
        # (`reading.relations`): never a side after a label's `=` (`Length = 4.35 m`, review43 D3)
        return is_settled(reading, o, known, here, equations=True)

    b, a = sides
    if not (settled(a) and settled(b)) or a.number <= 0 or b.number <= 0:
        return None
    try:
        product = (a.number * b.number).quantize(Decimal(1).scaleb(-decimal_places(occ.digits)), rounding=ROUND_HALF_UP)
    except InvalidOperation:
        return None
    if product != occ.number or late_try_refused(reading, i, known, list(computed_here)):
        return None
    return Derivation("area-product", f"{a.value} x {b.value}", (written_operand(a), written_operand(b)))
