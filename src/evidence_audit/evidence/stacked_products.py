"""A list line's value as the product of the two list lines right above it (census40): `stacked-product`.

People work a total out in steps, one list line each, and write the last step bare: `- A harvest:
24 × 45 = **1,080 t**`, `- Harvests: **11** (the last on 20 May)`, `- Season: **11,880 t**`; `- Per
crate: 12 jars`, `- Crates: 40`, `- Jars: 480`. The count on the line above is often a short number
only the answer writes (counted from dates, a ceiling of a quotient): no rule took it as an operand.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `stacked-product` (late) | `- A harvest: ... = **1,080 t**` / `- Harvests: **11** (...)` / `- Season: **11,880 t**` | the value is the only number of its list line (after its label); each of the two list lines right above it gives one number: the one after its `=`, else the first after its label; one of them resolved (known, computed here or carried), the other resolved or a whole count under 1,000; their product, exact at the value's places | a total whose count the answer wrote wrong on the line above, consistently: the count is the invention then, and short |

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

__all__ = ["explain_stacked_product"]

MAX_COUNT: Final = 1000  # a short count the answer alone writes: a whole number under this
MAX_LINE: Final = 300  # characters of a list line read
# a list item's marker at a line's start, then its label up to `:` (`- Harvests:`, `2. Season:`)
_ITEM: Final = re.compile(r"[ \t]*(?:[-*\u2022]|[0-9]{1,2}[.)])[ \t]+[^\n:=]{0,60}:")


def _line_above(text: str, start: int) -> tuple[int, int] | None:
    """The (start, end) of the line right above the line starting at `start`, or None."""
    if start <= 0:
        return None
    end = start - 1
    begin = text.rfind("\n", 0, end) + 1
    return (begin, end) if end - begin <= MAX_LINE else None


def _numbers_in(reading: AnswerReading, begin: int, end: int) -> list[Occurrence]:
    first, last = bisect_left(reading.starts, begin - reading.reach), bisect_left(reading.starts, end)
    return [o for o in reading.occurrences[first:last] if begin <= o.at < end]


def _step_of(reading: AnswerReading, begin: int, end: int) -> Occurrence | None:
    """A list line's one number: the one after its `=`, else the first after its label."""
    text = reading.text
    item = _ITEM.match(text, begin, end)
    if item is None:
        return None
    numbers = _numbers_in(reading, item.end(), end)
    if not numbers:
        return None
    equals = text.rfind("=", item.end(), end)
    if equals >= 0:
        after = [o for o in numbers if o.start > equals]
        return after[0] if after else None
    return numbers[0]


def explain_stacked_product(reading: AnswerReading, i: int, known: set[str],
                            computed_here: Sequence[Occurrence]) -> Derivation | None:
    """`stacked-product` for the value at occurrence `i` (see the module's docstring), or None."""
    text = reading.text
    occ = reading.occurrences[i]
    begin = text.rfind("\n", 0, occ.start) + 1
    end = text.find("\n", occ.end)
    end = len(text) if end < 0 else end
    if end - begin > MAX_LINE:
        return None
    item = _ITEM.match(text, begin, end)
    if item is None or item.end() > occ.start or [o.start for o in _numbers_in(reading, item.end(), end)] != [occ.start]:
        return None
    above = _line_above(text, begin)
    top = _line_above(text, above[0]) if above is not None else None
    if above is None or top is None:
        return None
    b, a = _step_of(reading, *above), _step_of(reading, *top)
    if a is None or b is None:
        return None
    here = {o.value for o in computed_here}
    carried = reading.carried

    def settled(o: Occurrence) -> bool:
        return o.value in known or o.value in here or (carried is not None and o.value in carried)

    def count(o: Occurrence) -> bool:
        return "." not in o.digits and 0 < o.number < MAX_COUNT

    if not (settled(a) and (settled(b) or count(b)) or settled(b) and count(a)):
        return None
    try:
        product = (a.number * b.number).quantize(Decimal(1).scaleb(-decimal_places(occ.digits)), rounding=ROUND_HALF_UP)
    except InvalidOperation:
        return None
    if product != occ.number:
        return None
    return Derivation("stacked-product", f"{a.value} x {b.value}", (written_operand(a), written_operand(b)))
