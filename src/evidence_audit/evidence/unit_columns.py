"""The `unit-column` arithmetic rule (round 12): a table cell under a header that names a price per
unit (`Price per GB`, `Cost/kWh`), an amount of its row over the quantity of that unit its row states.

A plan comparison writes one row per plan and a column the results never carried:
`| Basic 5GB | 5 GB | $30.00 | $6.00 |` under `Plan | Data | Price/month | Price per GB of plan`.
`$6.00` is the row's `$30.00` over its `5 GB`. The `row-rate` rule of `computed/` divides any two
cells of the row and so refuses a value one digit off a carried number (a small price nearly
always is: `6.00` beside a carried `5.0`); this rule divides only an amount by a quantity written
in the unit the header names, one pair per row, and so needs no such refusal.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `unit-column` | `| Basic 5GB | 5 GB | $30.00 | $6.00 |` under `Price per GB of plan` | an amount of its row (a currency amount, resolved or carried) over a quantity of its row written in the unit the header names after `per` or `/` (`5 GB`, or a bare number under a header naming the unit, `Data (GB)`), the quantity resolved or carried; exact, or rounded to the 1+ places written | a cell equal to such a quotient |

Refused: a quotient one digit off, a quantity in another unit (`15 GB` under `per minute`), a
header that names no unit, a quantity of zero, a per-unit cell divided by a count of another column.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Final, NamedTuple

from .decimal_text import rounds_half_up_to

__all__ = ["RowCell", "header_unit", "unit_price"]

MAX_ROW_CELLS: Final = 16  # cells of a row read (a row of hundreds of cells is no plan comparison)
# The unit a header prices: `Price per GB of plan`, `Cost/kWh`, `€ per night`.
_PER_UNIT: Final = re.compile(r"(?:\bper[ \t]+|/[ \t]*)([a-z]{1,12})\b", re.IGNORECASE)
# A quantity with its unit at the start of a cell: `5 GB`, `**100 GB**`, `12.5 kWh`.
_QUANTITY_CELL: Final = re.compile(r"[ \t*]*[0-9][0-9,]*(?:\.[0-9]+)?[ \t]?([a-z]{1,12})\b", re.IGNORECASE)


class RowCell(NamedTuple):
    """One cell of the value's row as the table rules read it (`unit_price` here, `row_formulas`)."""

    text: str  # the cell as written
    header: str  # its column's header (lower case)
    value: str  # its first number, normalized (`30`), or '' when it has none resolved or carried
    number: Decimal
    amount: bool  # a currency amount
    start: int  # where the number is written in the answer


def header_unit(header: str) -> str | None:
    """The unit a header prices (`gb` for `Price per GB of plan`), or None."""
    m = _PER_UNIT.search(header)
    return m.group(1).lower() if m is not None else None


def _same_unit(a: str, b: str) -> bool:
    return a == b or a == b + "s" or b == a + "s"


_LOWER_WORD: Final = re.compile(r"[a-z]+")  # (fold34) compiled once, not per cell


def _in_unit(cell: RowCell, unit: str) -> bool:
    """Whether the cell states a quantity in `unit`: `5 GB`, or a bare number under `Data (GB)`."""
    m = _QUANTITY_CELL.match(cell.text)
    if m is not None:
        return _same_unit(m.group(1).lower(), unit)
    words = _LOWER_WORD.findall(cell.header)
    return any(_same_unit(w, unit) for w in words) and header_unit(cell.header) is None


def _fits(quotient: Decimal, number: Decimal, places: int) -> bool:
    if quotient == number:
        return True
    if places < 1:
        return False
    return rounds_half_up_to(quotient, number, places)


def unit_price(header: str, number: Decimal, places: int, row: Sequence[RowCell]) -> tuple[str, RowCell, RowCell] | None:
    """(expression, amount cell, quantity cell): the value `number` (written with `places`) as an
    amount of its row over a quantity of its row in the unit `header` prices; None when none gives it."""
    unit = header_unit(header)
    if unit is None or number <= 0:
        return None
    cells = [c for c in row[:MAX_ROW_CELLS] if c.value]
    quantities = [c for c in cells if not c.amount and c.number > 0 and _in_unit(c, unit)]
    # (an amount priced per the same unit is another such column, no whole: `$/GB` beside `per GB`)
    amounts = [c for c in cells if c.amount and c.number > 0 and header_unit(c.header) != unit]
    for q in quantities:
        for a in amounts:
            if _fits(a.number / q.number, number, places):
                return f"{a.value} / {q.value}", a, q
    return None
