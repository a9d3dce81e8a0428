"""Balances after several steps (round 11): a balance written `from A to B`, and a carried
balance after more than one refund or charge.

A return answer writes `Subtotal: $24.05 + $18.75 = $42.80 → refunded to the gift card, taking
its balance from $20.00 to $62.80`: the new balance is the old one written just before it plus
the refund of its line. And people write a balance after successive steps without their sum:
`$24.05 and $18.75 go back to your gift card (balance now $62.80)`. A balance moves by the
amounts its line writes, each step added (a refund, a credit) or each taken off (a charge).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `balance` (from-to) | `taking its balance from $20.00 to $62.80` | the value written right after `from A to` (A a resolved amount): A plus, or minus, the last 1-MAX_STEPS resolved amounts written before `from` on its line (the latest first), exact | a value equal to such a chain |
| `balance` (steps) | `$24.05 and $18.75 ... (balance now $62.80)` | `computed/`'s `balance` rule (a carried balance of the record the line names, the value after `balance`) with the last 2-MAX_STEPS amounts of its line summed as its steps, all added or all taken off, exact | the same |

Refused: a balance one digit off, a step with the wrong sign (a refund taken off where the sum
is a charge's), a step no source carried, amounts of another line.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Final

__all__ = ["MAX_STEPS", "from_to", "chained"]

MAX_STEPS: Final = 4  # amounts a balance may move by
_TO: Final = re.compile(r"[*_ \t]*(?:to|→|->)[*_ \t]*\Z", re.IGNORECASE)
_FROM: Final = re.compile(r"\bfrom[*_ \t]*\Z", re.IGNORECASE)
MAX_GAP: Final = 12  # characters between `from A` and the value


def from_to(text: str, base_start: int, base_end: int, start: int) -> bool:
    """Whether the amount at `base_start`-`base_end` and the value at `start` are written
    `from A to B` (`from $20.00 to $62.80`, `from **$20.00** → **$62.80**`)."""
    if start - base_end > MAX_GAP or _TO.search(text, base_end, start) is None:
        return False
    return _FROM.search(text, max(0, base_start - 12), base_start) is not None


def chained(base: Decimal, steps: Sequence[Decimal], value: Decimal, least: int = 1) -> tuple[int, str] | None:
    """(how many of the last `steps`, '+' or '-') when `base` plus, or minus, their sum is
    `value`, at least `least` of them; else None."""
    total = Decimal(0)
    for size in range(1, min(MAX_STEPS, len(steps)) + 1):
        total += steps[-size]
        if size < least:
            continue
        if base + total == value:
            return size, "+"
        if base - total == value:
            return size, "-"
    return None
