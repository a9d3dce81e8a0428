"""The `even-split` arithmetic rule (round 11): an equal share of a whole its own sentence writes,
before or after it, where the sentence says the whole is split evenly.

People state the share first and the whole after it: `Each family would pay 139.5 if you split
the 279.0 evenly`, `that's $42.50 each, splitting the $170.00 four ways`. The `split` rule of
`computed/` reads a whole written before the value (or by the previous answer) and only when the
whole is a candidate; a whole under the digit minimum that the sentence writes (`279.0`) is an
operand here because the sentence itself names the split.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `even-split` | `Each family would pay **139.5** if you split the 279.0 evenly` | where its sentence says it splits evenly (`evenly`, `equally`, `split ... ways`, `apiece`, `each`, `per person`) and says it splits (`split`, `divide`, `share`): a resolved number of its sentence (before or after it, at most MAX_WHOLES) over a count the run stated (2-12: a person's or the answer's), exact or rounded to the places written (2+) | a value equal to such a share |

Refused: a count no one stated; a whole outside its sentence; a sentence that does not say it splits
evenly; a value one digit off a carried number (in `computed/`).
Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal
from typing import Final

__all__ = ["even_share", "says_even_split", "MAX_WHOLES"]

MAX_WHOLES: Final = 3  # numbers of the value's sentence read as the whole
_SPLITS: Final = re.compile(r"\b(?:split|splits|splitting|divide|divided|dividing|share|shared|sharing)\b", re.IGNORECASE)
_EVENLY: Final = re.compile(
    r"\b(?:evenly|equally|even|equal|apiece|each|per[ \t]+(?:person|head|family|couple|guest|traveller|traveler))\b"
    r"|\b[a-z]+[ \t-]ways?\b",
    re.IGNORECASE,
)


def says_even_split(sentence: str) -> bool:
    """Whether `sentence` says a whole is split into equal parts."""
    return _SPLITS.search(sentence) is not None and _EVENLY.search(sentence) is not None


def even_share(number: Decimal, places: int, wholes: Sequence[Decimal], counts: Sequence[int]) -> tuple[int, int] | None:
    """(index of the whole, count) for the first of `wholes` over one of `counts` that gives
    `number` at `places`, or None."""
    for k, whole in enumerate(wholes[:MAX_WHOLES]):
        if whole <= number:
            continue
        for count in counts:
            if count < 2:
                continue
            share = whole / count
            if share == number or (places >= 2 and share.quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP) == number):
                return k, count
    return None
