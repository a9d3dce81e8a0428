"""The `split-part` arithmetic rule (round 10): a part of a payment split, the whole less the
other parts its sentence writes.

An answer that splits a price over payment methods writes each method's part in one sentence,
the whole written before (this answer's total) or earlier (the fare the previous answer quoted):
`Total: $433.00 + $408.00 = $841.00` ... `By method: Amex ••9008 $691.00, gift card $150.00.`;
`Payment: certificate_6601293 $100.00, and $355.00 on the Visa ending 1146` after a previous
answer's `$455`. The part no result carried (`$691.00`) is the whole less the others.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `split-part` | `By method: Amex $691.00, gift card $150.00` after `Total ... $841.00`; `- **Payment**:` then `  - Certificate: $100.00`, `  - Gift card: $35.50`, `  - Visa: $319.50` | where its sentence (or, for a list item, its list and the line before it) says it pays, charges, refunds, covers or splits: the value plus every other amount of its sentence (or of its list's items at its indentation, at most MAX_ITEMS) (1-MAX_PARTS of them, each resolved and positive) is a whole: one of the last MAX_WHOLES resolved amounts written before its sentence in this answer, or an amount the previous answer stated; or the first amount of its sentence is the whole, the others its parts (`a refund of $250.00: $100.00 to the gift card and $150.00 to the card`); exact | a part equal to such a whole less the other parts |

Refused: a part one digit off, a sentence with an amount no source resolved, a sentence that
says nothing of paying, a whole nobody wrote.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Final

__all__ = ["pays", "split_whole"]

MAX_PARTS: Final = 5  # other parts a split's sentence may write
MAX_WHOLES: Final = 4  # resolved amounts of this answer, before the sentence, a split may start from

# A sentence that pays: over methods, a charge, a refund, what a voucher covers, a split.
_PAY_CUE: Final = re.compile(
    r"\b(?:pay|pays|paid|paying|payment|payments|charge|charged|charges|charging|methods?|split|splits|"
    r"refund|refunds|refunded|refunding|cover|covers|covered|covering)\b",
    re.IGNORECASE,
)


def pays(text: str, start: int, end: int) -> bool:
    """The text from `start` to `end` (a sentence) says it pays, charges, refunds or splits."""
    return _PAY_CUE.search(text, start, end) is not None


def split_whole(
    value: Decimal, parts: Sequence[Decimal], wholes: Sequence[Decimal]
) -> int | None:
    """The index in `wholes` of the whole that `value` and `parts` split exactly, or None.
    `parts`: the other amounts of the value's sentence (all resolved, positive)."""
    if not 1 <= len(parts) <= MAX_PARTS or value <= 0 or any(p <= 0 for p in parts):
        return None
    whole = value + sum(parts, Decimal(0))
    for k in range(len(wholes) - 1, -1, -1):
        if wholes[k] == whole:
            return k
    return None


# A list item's line: its indentation, then `-`, `*`, `+`, `•` or `1.` and a space.
_ITEM: Final = re.compile(r"([ \t]*)(?:[-*+\u2022]|[0-9]{1,2}[.)])[ \t]")
MAX_ITEMS: Final = 8  # lines of a list a split's parts are read from


def list_block(text: str, offset: int) -> tuple[int, int, int] | None:
    """When the line holding `offset` is a list item: (where its list starts, where it ends, where
    the line before it starts), the list being the item's neighbours at the same indentation
    (`  - Travel Certificate: $150` and `  - Credit Card: $198` under `- **Payment**:`); else None."""
    start = text.rfind("\n", 0, offset) + 1
    m = _ITEM.match(text, start)
    if m is None:
        return None
    indent = m.group(1)
    first = start
    for _ in range(MAX_ITEMS):
        if first == 0:
            break
        above = text.rfind("\n", 0, first - 1) + 1
        n = _ITEM.match(text, above)
        if n is None or n.group(1) != indent:
            break
        first = above
    end = text.find("\n", offset)
    end = len(text) if end < 0 else end
    for _ in range(MAX_ITEMS):
        n = _ITEM.match(text, end + 1) if end < len(text) else None
        if n is None or n.group(1) != indent:
            break
        following = text.find("\n", end + 1)
        end = len(text) if following < 0 else following
    header = text.rfind("\n", 0, first - 1) + 1 if first > 0 else first
    return first, end, header
