"""The `adjusted-total` arithmetic rule (round 12): a total the answer wrote before, plus or minus an
amount its sentence adds or takes off in words (`Plus the 4.00 refund I just sent, that's 1,354.00`).

A banking answer tabulates the year's payments with a `**Total**` row (`1,350.00` out, `10.00` in),
then writes `Plus the 4.00 refund I just sent, that's 1,354.00 out and 10.00 in.`: the table's
total plus the amount the sentence says it adds. The `pair` rule takes the last two numbers written
(`10.00`, `4.00`); the total is further back, and a sum of two numbers one digit from their
difference is refused there unless said. Here the sentence says it: `plus`, `adding`, `including`
add; `minus`, `less`, `deducting`, `excluding`, `subtracting` take off.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `adjusted-total` | `| **Total** | | **1,350.00** | **10.00** |` then `Plus the 4.00 refund I just sent, that's 1,354.00 out` | a resolved amount of the value's sentence written right after an adding or subtracting word (`Plus the 4.00`, within MAX_CUE characters), added to or taken from a total written before the sentence: a cell of the total row of the last table before it, or the last resolved number before the sentence; exact | a value equal to such a total moved by such an amount |

(Round 33) A value in the answer's first sentence, no number before it, also moves the last amounts
(at most two) the latest of the two answers before settled: the total so far was said a turn or two
before (`£4.50 (3 × £1.50).` ... `Thu 22 Oct.` ... `£3.00 more, £7.50 in all.`).

Refused: a value one digit off, the wrong direction (`minus` where the total grew), an amount no
adding word introduces, a base that is no total (a body cell of the table).
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Final

__all__ = ["adjusted_total", "adjusting_word", "total_label"]

MAX_CUE: Final = 24  # characters between the adding word and the amount it adds (`Plus the `)
MAX_BASES: Final = 8  # totals tried
_ADJUST: Final = re.compile(
    r"\b(?:(plus|adding|add|including|added)|(minus|less|deducting|excluding|subtracting|subtract|deduct))\b[^0-9\n]{0,%d}\Z" % MAX_CUE,
    re.IGNORECASE,
)


# (round 18) the same said after the amount: `$200 more before tax`, `$45 extra`, `$30 off` (not `more than`:
# a comparison); and before it, what a saving takes off: `you'd save $167.25`
_ADJUST_AFTER: Final = re.compile(
    r"[ \t*]*(?:(more|extra|on top|added)|(less|off|cheaper))\b(?![ \t]+than\b)", re.IGNORECASE)
_SAVE: Final = re.compile(r"\b(?:save|saves|saving|saved)\b[^0-9\n]{0,%d}\Z" % MAX_CUE, re.IGNORECASE)
# (round 18) the word of a total a line labels: `Subtotal: $916`, `→ subtotal $1,116`, `**Total: $1,226.50**`
_TOTAL_LABEL: Final = re.compile(r"\b(sub-?total|total)\b", re.IGNORECASE)


def adjusting_word(text: str, amount_start: int, amount_end: int = -1) -> int:
    """+1 when an adding word stands right before the amount at `amount_start` (or, round 18, right
    after it, ending at `amount_end`: `$200 more`), -1 for a subtracting word (`save $167.25`,
    `$30 off`), 0 for none."""
    # (the amount's currency mark and the words between: `plus the $4.00`, `less a €5 fee of`)
    m = _ADJUST.search(text, max(0, amount_start - MAX_CUE - 12), amount_start)
    if m is not None:
        return 1 if m.group(1) is not None else -1
    if _SAVE.search(text, max(0, amount_start - MAX_CUE - 12), amount_start) is not None:
        return -1
    after = _ADJUST_AFTER.match(text, amount_end) if amount_end >= 0 else None
    if after is None:
        return 0
    return 1 if after.group(1) is not None else -1


def total_label(label: str) -> str:
    """(round 18) The total a label names (`subtotal`, `total`), lower case without a hyphen, or ""."""
    found = _TOTAL_LABEL.findall(label)
    return found[-1].lower().replace("-", "") if found else ""


def adjusted_total(number: Decimal, moved: Sequence[tuple[int, Decimal, str]],
                   bases: Sequence[tuple[Decimal, str]]) -> tuple[str, int, int] | None:
    """(expression, index of the amount in `moved`, index of the total in `bases`): `number` as a
    total plus or minus an amount. `moved`: (sign, number, value) of the amounts the sentence adds
    (+1) or takes off (-1); `bases`: (number, value) of the totals, likeliest first."""
    for k, (sign, amount, shown) in enumerate(moved):
        for b, (total, written) in enumerate(bases[:MAX_BASES]):
            if total + sign * amount == number and total != number:
                return f"{written} {'+' if sign > 0 else '-'} {shown}", k, b
    return None
