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
resolved cells and stays flagged). (mend46e) A stated rate is the row's only if the clause of the
system prompt stating it (between `,`, `;`, `.`) states no other number and shares a word with
the row (its task `packing`/`packers`, its unit `cartons`/`carton`, `pcs`/`piece`, `h`/`hour`), or if
two rows of the same task or more write it and none another: refused, another task's rate (`| 16
cartons | 0.20/carton |` when stitchers are paid 0.20 a piece) and a rate past a threshold (`65 INR an
hour past` a day of 8 hours, written `| 10 h | 65/h |`). Pure.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Collection, Container, Sequence
from decimal import Decimal
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Occurrence, Operand, as_decimal, decimal_places, equal_at

__all__ = ["MAX_ROW_CELLS", "explain_row_rate"]

MAX_ROW_CELLS: Final = 8  # cells of a row read before the value
MIN_STEM: Final = 4  # letters two words share at their start to be the same word (`packers`, `packing`)
_CLAUSES: Final = re.compile(r"[,;.](?![0-9])|\n")
_WORDS: Final = re.compile(r"[^\W\d_]+")
_NUMBERS: Final = re.compile(r"[0-9]+(?:[.,][0-9]+)*")
# the short forms of a unit a cell writes, as the rules spell them
_SHORT: Final = {"pc": "piece", "pcs": "piece", "h": "hour", "hr": "hour", "hrs": "hour", "kg": "kilo", "kgs": "kilo",
                 "ctn": "carton", "ctns": "carton", "min": "minute", "mins": "minute", "km": "kilomet"}


def _stems(text: str) -> set[str]:
    """The words of a text, lower case, short forms spelt out, cut to `MIN_STEM` letters (words of
    fewer letters dropped)."""
    out: set[str] = set()
    for w in _WORDS.findall(text.lower()):
        w = _SHORT.get(w, w)
        if len(w) >= MIN_STEM:
            out.add(w[:MIN_STEM + 1] if len(w) > MIN_STEM + 1 else w[:MIN_STEM])
    return out


def _rate_clauses(rate: Decimal, texts: Sequence[str]) -> list[set[str]]:
    """The words of each clause of the system prompt that states `rate` and no other number."""
    found: list[set[str]] = []
    for text in texts:
        for clause in _CLAUSES.split(text):
            numbers = [n for n in _NUMBERS.findall(clause)]
            values: list[Decimal] = []
            for n in numbers:
                v = as_decimal(n)
                if v is not None:
                    values.append(v)
            if rate in values and len(values) == 1:
                found.append(_stems(clause))
    return found


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


def _row_words(reading: AnswerReading, table: int, row: int, upto: int) -> set[str]:
    """The stems of a row's cells before column `upto`."""
    layout = reading.layout
    words: set[str] = set()
    for column in range(0, upto):
        span = layout.span(table, row, column)
        if span is not None:
            words |= _stems(reading.text[span[0]:span[1]])
    return words


def _task(reading: AnswerReading, table: int, row: int, upto: int) -> set[str]:
    """A row's cells of words only (its task: `packing`), past its first (a name), lower case."""
    layout = reading.layout
    cells: set[str] = set()
    for column in range(1, upto):
        span = layout.span(table, row, column)
        if span is not None:
            cell = reading.text[span[0]:span[1]].strip().strip("*").strip().lower()
            if cell and not any(ch.isdigit() for ch in cell):
                cells.add(cell)
    return cells


def _task_rate_shared(reading: AnswerReading, table: int, row: int, upto: int, rate: Decimal) -> bool:
    """Whether another row of the same task writes `rate` and every row of the task does."""
    mine = _task(reading, table, row, upto)
    if not mine:
        return False
    same = 0
    for r in range(reading.layout.rows(table)):
        if r == row or not _task(reading, table, r, upto) & mine:
            continue
        numbers: list[Decimal] = []
        for column in range(1, upto):
            span = reading.layout.span(table, r, column)
            o = _one_number(reading, span) if span is not None else None
            if o is not None:
                numbers.append(o.number)
        if rate not in numbers:
            return False
        same += 1
    return same >= 1


def explain_row_rate(
    reading: AnswerReading, i: int, known: Container[str], stated: Collection[str], texts: Sequence[str] = ()
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
            if not (product == occ.number or (places >= 2 and equal_at(product, occ.number, places, True))):
                continue
            words = _row_words(reading, cell.table, cell.row, cell.column)
            if not any(words & clause for clause in _rate_clauses(r.number, texts)) \
                    and not _task_rate_shared(reading, cell.table, cell.row, cell.column, r.number):
                continue
            return f"{q.value} x {r.value}", (written_operand(q), Operand(r.value, "answer", "a rate the system prompt states, written in the row"))
    return None
