"""(shapes46) A table cell under the digit minimum that is its row's quantity times the rate the same
row writes, a rate the rules (the system prompt) state.

A wage sheet of mixed tasks writes each row's rule beside its quantity (`| Sumi | stitching | 2,150
pcs | 0.20/pc | 430.00 |`, `| Budhan | packing | 14 cartons | 8/carton | 112.00 |`): each row has
its own rate, so `stated-charge` (one formula down the whole column) refuses the column, and the pay
cells, too short to be candidates, were no operands: the `**Total**` under them (`2,089.00`) and the
next answer's pay by task (`| stitching | 6,370 pcs | 1,274.00 |`, `group-cells`) stayed flagged.

`explain_row_rate` reads the cells of the value's row before it, each holding one number: a
quantity the rules resolved (or a result carried) and, in another cell, a number the system prompt
states (the rate as the row writes it); the value is their product, exact or rounded half up to its
places. Only an operand for the rules after (`basis._derived_cell`: the column's total, the group's
sum), never a value reported. Refused: a quantity still judged (an invented count), a rate the rules
do not state, a product that is not the value (a mutated cell: the total above it is then no sum of
resolved cells and stays flagged). Pure.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Collection, Container
from decimal import Decimal
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Occurrence, Operand, as_decimal, decimal_places, equal_at

__all__ = ["MAX_ROW_CELLS", "explain_row_rate"]

MAX_ROW_CELLS: Final = 8  # cells of a row read before the value


def _one_number(reading: AnswerReading, span: tuple[int, int]) -> Occurrence | None:
    """The number of a cell that writes one number (`2,150 pcs`, `0.20/pc`), or None."""
    occurrences = reading.occurrences
    k = bisect_left(reading.starts, span[0])
    found: Occurrence | None = None
    while k < len(occurrences) and occurrences[k].start < span[1]:
        o = occurrences[k]
        if span[0] <= o.at < span[1]:
            if found is not None:
                return None
            found = o
        k += 1
    return found


def explain_row_rate(
    reading: AnswerReading, i: int, known: Container[str], stated: Collection[str]
) -> tuple[str, tuple[Operand, ...]] | None:
    """The value (a table cell) as a resolved quantity of its row times a stated rate its row writes
    (the module's docstring): (expression, operands), or None."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or cell.column < 2 or occ.number <= 0 or not stated:
        return None
    rates: set[Decimal] = set()
    for form in stated:
        n = as_decimal(form)
        if n is not None and n > 0 and n != 1:
            rates.add(n)
    quantities: list[Occurrence] = []
    written_rates: list[Occurrence] = []
    for column in range(max(1, cell.column - MAX_ROW_CELLS), cell.column):
        span = layout.span(cell.table, cell.row, column)
        o = _one_number(reading, span) if span is not None else None
        if o is None or o.number <= 0:
            continue
        if o.number in rates:
            written_rates.append(o)
        elif o.value in known or (reading.carried is not None and o.value in reading.carried):
            quantities.append(o)
    places = decimal_places(occ.digits or occ.value)
    for q in quantities:
        for r in written_rates:
            product = q.number * r.number
            if product == occ.number or (places >= 2 and equal_at(product, occ.number, places, True)):
                return f"{q.value} x {r.value}", (written_operand(q), Operand(r.value, "answer", "a rate the system prompt states, written in the row"))
    return None
