"""A table cell written with a minus sign before its amount (round 14): `| Autopay discount | −$5.00 |`.

People write a discount or a credit in a bill's table as a negative cell, with a hyphen (`-$5.00`)
or the typographic minus (`−$5.00`, U+2212) or an en dash (`–$5.00`). The tokenizer keeps a
hyphen with its amount (`-$5.00` is the signed token `-5`), but the minus and the dash are no
token characters, so the cell read `5`, and a column's total that subtracts it (`$60.00 + $4.80 −
$5.00 = $59.80`) was no sum of the cells above it. `cell_number` reads the cell's sign: a minus
(any of the three) that is the first thing in its cell before the number (after `(`, `*`, `$`,
`€`, `£`, spaces) makes the number negative. Nothing else in the cell may stand before it: `3 ×
$1.25` or `$80.00 − $60.00` is no signed cell.

`cell_result` reads a cell that writes its own step (`| $80.00 + $60.00 = $140.00 |`, `| 3 × $1.25
= $3.75 |`) as the number after its last `=`: the value the cell holds, an operand of its column's
total like any cell (the arithmetic verifies the step itself, `written`; an unverified step's
result is no operand, as it is not resolved). Any other cell of several numbers has no one value.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Final

# What may stand between a cell's start, its minus sign and its first digit: markup, a currency mark.
_FILLER: Final = frozenset(" \t\u00a0*_($\u20ac\u00a3\u00a5")
_MINUS: Final = frozenset("-\u2212\u2013")


def cell_number(text: str, cell_start: int, at: int, number: Decimal) -> Decimal:
    """`number`, written with its first digit at `at` in the table cell starting at `cell_start`,
    negated when a minus sign (`-`, `−`, `–`) is the only thing but markup and a currency mark
    before it in the cell; `number` already negative (a signed token) is kept."""
    if number <= 0 or at <= cell_start:
        return number
    minus = False
    for k in range(cell_start, at):
        ch = text[k]
        if ch in _MINUS:
            if minus:
                return number  # two signs: not a reading we know
            minus = True
        elif ch not in _FILLER:
            return number
    return -number if minus else number


def cell_result(text: str, cell_start: int, ats: list[int]) -> int:
    """Which of a cell's numbers (their first digits' offsets `ats`, in order; the cell starts at
    `cell_start`) is its value: the only one; or, in a cell that writes a step (`$80.00 + $60.00 =
    $140.00`), the last, when it is the only number after the cell's last `=`; else -1."""
    if len(ats) == 1:
        return 0
    if not ats:
        return -1
    equals = text.rfind("=", cell_start, ats[-1])
    if equals < 0 or ats[-2] > equals:
        return -1
    return len(ats) - 1
