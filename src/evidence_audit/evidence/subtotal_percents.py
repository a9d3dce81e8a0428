"""The `subtotal-percent` arithmetic rule (round 14): a percent row of a bill's table, of the
subtotal of the cells above it in its column.

A bill worked as a table writes its tax (or a tip, a fee) as a row whose label states the rate,
and the rate applies to what the rows above add up to, which the table never writes:

    | Plans               | $80.00 + $60.00 = $140.00 |
    | Multi-line discount | −$14.00                   |
    | Tax (7.5%)          | $9.45                     |     (140 − 14) × 7.5% = 9.45

The `percent` rule takes a rate of one written amount (`$80.00` ... `Tax (7.5%) | $6.00`); this is
the step beyond it: the operand is the running subtotal of the column, the signed sum of every cell
above (a cell that writes its own step counts as its result; a discount's minus sign counts:
`signed_cells.py`), every one of them resolved (carried, said or computed). The row's label must
state one percent; the value is that percent of the subtotal, rounded to its written places half
up or half even (both are how bills round), never a value the rate of one cell alone gives (the
`percent` rule's). Its price: a value equal to a percent of that subtotal. Two cells at least
(one is the `percent` rule's), at most MAX_CELLS.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal
from typing import Final

MAX_CELLS: Final = 12  # cells above a percent row that its subtotal may add
# One percent in a row's label: `Tax (7.5%)`, `Sales tax 8 %`, `Tip @ 18%`.
_RATE: Final = re.compile(r"(?<![0-9.,])([0-9]{1,2}(?:\.[0-9]{1,4})?)[ \u00a0]?%")


def label_rate(label: str) -> Decimal | None:
    """The one percent a row's label states (`Tax (7.5%)` -> 7.5), else None (none, or two)."""
    found = _RATE.findall(label)
    if len(found) != 1:
        return None
    rate = Decimal(found[0])
    return rate if 0 < rate < 100 else None


def subtotal_percent(rate: Decimal, cells: list[Decimal], number: Decimal, places: int) -> Decimal | None:
    """The subtotal of `cells` (signed, 2..MAX_CELLS of them) whose `rate` percent, rounded to
    `places` half up or half even, is `number`; else None."""
    if not 2 <= len(cells) <= MAX_CELLS or number <= 0:
        return None
    subtotal = sum(cells, Decimal(0))
    if subtotal <= 0:
        return None
    exact = subtotal * rate / 100
    quantum = Decimal(1).scaleb(-places)
    for rounding in (ROUND_HALF_UP, ROUND_HALF_EVEN):
        if exact.quantize(quantum, rounding=rounding) == number:
            return subtotal
    return None
