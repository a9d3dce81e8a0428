"""A table cell one slip from the arithmetic its column does in every other row (recall32): judged although short.

Answers set out a rate per row in a table: a pass rate beside its tests and passes (`| 38 | 30 |
78.9% |`), fuel per 100 km beside the litres and the kilometres, a bed occupancy beside the beds
booked and free. Under `min_digits` such a cell is prose, so a model that swaps two of its digits
(`79.8%` for 78.9%, `7.02` for 7.20, `57.4%` for 54.7%) was never judged: no rule read it.

`slipped_results.py` tried a percentage cell one edit from a share of two numbers of its own row
and dropped it (heldout4: 2 false flags, a month's growth, a year as an operand): one row alone
lets some pair meet a neighbour by chance. Here the column itself states the arithmetic: the same
operation of the same two other columns (`a × b`, `a ÷ b`, `100 × a ÷ b`, `a + b`, `a − b`, `100
× a ÷ (a + b)`: a share of the two) gives the cell, at its written places (rounded either way), in
at least `MIN_HOLDING_ROWS` other rows and in at least twice as many rows as it does not; every
row it does not give must then be one slip from it (a digit changed, two neighbouring digits
swapped, across the point too: `comma_amounts.slips_of`), else the column is no such arithmetic
and nothing is read. Such a slip cell (2 digits or more, under the minimum, no number a result
carried nor a person said) is a candidate, judged like any other: the arithmetic, a spelling or a
person's words may still explain it, and it is flagged only when nothing does.

(fold34) Unless its row is one slip off under another column's arithmetic too, at a cell of the
minimum's digits or more that no result carried nor a person said: a slip in one cell puts every
column that states the row's arithmetic off (`| 11 | 2,035,000 | 158,000 |` beside rows where
revenue / per head gives the heads: 2,035,000 / 158,000 is 12.9, one digit from 11, and 2,035,000
/ 11 is 185,000, a swap of 158,000), so the row does not say which cell slipped: the long cell is
judged as any number is, and the short one is not read. Two short cells one slip off together
(`| 12 | 30 | 43 |` under `a + b`: 43 - 30 is 13, one digit from 12) are read as before.

Read only: cells that write one number and nothing else but emphasis, a currency sign or code
before it and a percent after it (`**78.9%**`, `R420`, `1,842`), in the rows below the header (the
header row is no row: `Layout`); a column of at least `MIN_ROWS` such cells (an operand cell of any
digits: `| 71 | 9 | 88.8% |`; a slip cell of 2 or more); operands never all 0 or 1 (no identity). A
decimal comma is not read (`22,40`: left to the locale rules). Bounded: at most `MAX_TABLES`
tables, `MAX_COLUMNS` columns and `MAX_ROWS` rows read per table. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container
from decimal import Decimal, DivisionByZero, InvalidOperation
from typing import Final

from .comma_amounts import slips_of
from .layout import Layout
from .normalize import normalize_token
from .unverified import _places

__all__ = ["MAX_COLUMNS", "MAX_ROWS", "MAX_TABLES", "MIN_HOLDING_ROWS", "MIN_ROWS", "column_slips"]

MAX_TABLES: Final = 8
MAX_COLUMNS: Final = 12
MAX_ROWS: Final = 64
MIN_ROWS: Final = 3
MIN_HOLDING_ROWS: Final = 2
MIN_CELL_DIGITS: Final = 2

# A cell that writes one number: emphasis, a currency sign or a short code before it, a percent after.
_CELL: Final = re.compile(
    r"[*_\s]*(?:[A-Z]{1,3}\s?|[$\u20ac\u00a3\u00a5\u20b9\u20a0-\u20c0]\s?)?"
    r"([0-9]{1,3}(?:,[0-9]{3}){1,4}(?:\.[0-9]{1,6})?|[0-9]{1,15}(?:\.[0-9]{1,6})?)"
    r"\s?%?[*_\s]*"
)

_HUNDRED: Final = Decimal(100)
# The operations a column states over two other columns of its row.
_OPERATIONS: Final[tuple[Callable[[Decimal, Decimal], Decimal], ...]] = (
    lambda a, b: a * b,
    lambda a, b: a / b,
    lambda a, b: _HUNDRED * a / b,
    lambda a, b: a + b,
    lambda a, b: a - b,
    lambda a, b: _HUNDRED * a / (a + b),
)


def column_slips(answer: str, carried: Container[str], said: Container[str], min_digits: int) -> frozenset[str]:
    """The short table cells one slip from the arithmetic their column does in its other rows
    (the module doc), normalized."""
    if "|" not in answer:
        return frozenset()
    layout = Layout(answer)
    out: set[str] = set()
    for table in range(min(layout.tables(), MAX_TABLES)):
        columns = _numeric_columns(answer, layout, table)
        others: dict[int, dict[int, str]] = {}  # (fold34) each column's slips by row, read when asked
        for target, cells in columns.items():
            if not any(_short(digits, min_digits) for digits in cells.values()):
                continue
            for row, slip in _slips_in(target, cells, columns):
                value = normalize_token(slip)
                if _short(slip, min_digits) and value and value not in carried and value not in said \
                        and not _slipped_elsewhere(row, target, columns, others, carried, said, min_digits):
                    out.add(value)
    return frozenset(out)


def _slipped_elsewhere(row: int, target: int, columns: dict[int, dict[int, str]], others: dict[int, dict[int, str]],
                       carried: Container[str], said: Container[str], min_digits: int) -> bool:
    """(fold34) Whether another column's arithmetic puts `row` one slip off too, at a cell of
    `min_digits` or more that no result carried nor a person said (the module doc): the row does
    not say which of its cells slipped. `others` keeps each column's slips by row."""
    for column, cells in columns.items():
        if column == target or row not in cells:
            continue
        if column not in others:
            others[column] = dict(_slips_in(column, cells, columns))
        written = others[column].get(row)
        if written is not None and sum(1 for ch in written if ch.isdigit()) >= min_digits:
            value = normalize_token(written)
            if value not in carried and value not in said:
                return True
    return False


def _short(digits: str, min_digits: int) -> bool:
    count = sum(1 for ch in digits if ch.isdigit())
    return MIN_CELL_DIGITS <= count < min_digits


def _numeric_columns(answer: str, layout: Layout, table: int) -> dict[int, dict[int, str]]:
    """Each column of the table with at least `MIN_ROWS` cells that write one number (`_CELL`),
    each of `MIN_CELL_DIGITS` digits or more: {column: {row: digits as written, commas dropped}}."""
    out: dict[int, dict[int, str]] = {}
    for column in range(min(layout.columns(table), MAX_COLUMNS)):
        cells: dict[int, str] = {}
        for row in range(min(layout.rows(table), MAX_ROWS)):
            span = layout.span(table, row, column)
            if span is None:
                continue
            m = _CELL.fullmatch(answer, span[0], span[1])
            if m is not None:
                cells[row] = m.group(1).replace(",", "")
        if len(cells) >= MIN_ROWS:
            out[column] = cells
    return out


def _slips_in(target: int, cells: dict[int, str], columns: dict[int, dict[int, str]]) -> list[tuple[int, str]]:
    """The cells of column `target` one slip from an operation of two other columns that gives
    the column's other cells (the module doc): the first such operation's slips (row, as written)."""
    for a, left in columns.items():
        for b, right in columns.items():
            if a == target or b == target or a == b:
                continue
            rows = [r for r in cells if r in left and r in right]
            if len(rows) < MIN_ROWS or _identity(left, rows) or _identity(right, rows):
                continue
            for operation in _OPERATIONS:
                slips = _column_slips(operation, rows, cells, left, right)
                if slips:
                    return slips
    return []


def _identity(cells: dict[int, str], rows: list[int]) -> bool:
    """Whether an operand column is all 0 or 1 over `rows` (an operation with it says nothing)."""
    return all(Decimal(cells[r]) in (0, 1) for r in rows)


def _column_slips(
    operation: Callable[[Decimal, Decimal], Decimal], rows: list[int],
    cells: dict[int, str], left: dict[int, str], right: dict[int, str],
) -> list[tuple[int, str]]:
    holding = 0
    slips: list[tuple[int, str]] = []
    for r in rows:
        written = cells[r]
        try:
            result = operation(Decimal(left[r]), Decimal(right[r]))
        except (DivisionByZero, InvalidOperation, ZeroDivisionError):
            return []
        quantum = Decimal(1).scaleb(-_places(written))
        if abs(result - Decimal(written)) < quantum:
            holding += 1
            continue
        try:
            shown = str(result.quantize(quantum))
        except InvalidOperation:
            return []
        if shown not in slips_of(written):
            return []  # a row it does not give, nor one slip from: not the column's arithmetic
        slips.append((r, written))
    if not slips or holding < MIN_HOLDING_ROWS or holding < 2 * len(slips):
        return []
    return slips
