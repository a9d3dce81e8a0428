"""A short cell one slip from what a constant factor of its column gives in every other row (recall40).

`column_slips.py` (recall32) reads a column that is an operation of two other columns of its row
(`a × b`, `a ÷ b`, `100 × a ÷ b`). People also write columns a constant makes from another one,
the constant written nowhere on the row: a share of a total (`| 2,196 | 22.3% |`, each issue count
over the total 9,844), a weight per bag (`| 14 | 175 |`, 12.5 kg a bag), a rate scaled by a
period (`| 6.32% | 25.3% |`, a quarter's rate times 4), a price per kilo of a price and grams
(`| 700 g | 2.40 | 3.43 |`: 1,000 × a ÷ b); and set the same out as a list (`- Gifts: 200.00 →
14.8%`, one line per item, each share of the list's sum). A model that swaps two digits of one
such cell (`23.2%`, `257`, `3.34`) writes a number under the digit minimum: nothing read it.

Here the column's constant is fitted: each row gives the interval of k (`c = k × a`, `c = k × a ÷ b`,
`c = k × a × b`, each number read as the interval its written places allow); where all rows but
one share a k (at least `MIN_HOLDING_ROWS` of them, of at least two different operands, the
prediction at the odd cell's places settled to within a unit), the odd cell is refuted when it is
one slip (a digit changed, two neighbours swapped: `comma_amounts.slips_of`) from the prediction,
and is no number a result carried nor a person said. Such a cell is a candidate, judged like any
other (the arithmetic or a spelling may still explain it). A total row (a cell equal to the sum of
its column's other cells) is no row of a quotient's fit (`1,000 × Σa ÷ Σb` is no `Σc`).

Read only: table cells that write one number and nothing else but emphasis, a currency sign or
short code before it, a percent or one short unit word after it (`1,850 kg`, `250 g`); list items
(`- `, `* `, `1. `) of one block with the same count of plain numbers (no date, clock, range or
fraction on the line), the n-th number of each line a column. A decimal comma is not read. Bounded:
`MAX_TABLES` tables and list blocks, `MAX_COLUMNS` numeric columns, `MAX_ROWS` rows a block; each
fit is one pass over its rows. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Container
from typing import Final, NamedTuple

from .comma_amounts import slips_of
from .layout import Layout
from .normalize import normalize_token

__all__ = ["MAX_COLUMNS", "MAX_ROWS", "MAX_TABLES", "MIN_HOLDING_ROWS", "column_factor_slips"]

MAX_TABLES: Final = 8
MAX_COLUMNS: Final = 8
MAX_ROWS: Final = 64
MIN_HOLDING_ROWS: Final = 3  # rows that share k besides the odd one: one fixes k, two confirm it
MIN_CELL_DIGITS: Final = 2
MAX_LINE: Final = 300
MAX_K_WIDTH: Final = 0.015  # the shared k's interval, relative: the other rows must pin it to 1.5%
MAX_SPREAD: Final = 10  # units of the odd cell's last place the prediction may span (its operands' rounding)

# A cell that writes one number: emphasis, a currency sign or a short code before it, a percent or
# one short unit word after it.
_CELL: Final = re.compile(
    r"[*_\s]*(?:[A-Z]{1,3}\s?|[$\u20ac\u00a3\u00a5\u20b9\u20a0-\u20c0]\s?)?"
    r"([0-9]{1,3}(?:,[0-9]{3}){1,4}(?:\.[0-9]{1,6})?|[0-9]{1,15}(?:\.[0-9]{1,6})?)"
    r"(?:\s?%|\s?[^\W\d_]{1,5}\.?)?[*_\s]*"
)
# A list item's marker at a line's start.
_ITEM: Final = re.compile(r"[ \t]*(?:[-*\u2022]|[0-9]{1,2}[.)])[ \t]+")
# A plain number of a list line: thousands commas, a decimal point, not glued to a letter or digit.
_NUMBER: Final = re.compile(
    r"(?<![0-9A-Za-z.,])(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?(?![0-9]|[.,][0-9])"
)
# A line that writes a date, a clock, a range, a fraction or a glued code: no plain list of numbers.
_NOT_PLAIN: Final = re.compile(r"[0-9][:/\-\u2013\u2212][0-9]|[0-9]\.[0-9]+\.[0-9]|[A-Za-z][0-9]|[0-9][A-Za-z]")


class _Number(NamedTuple):
    value: float
    written: str  # digits as written, commas dropped
    low: float  # as an operand: the interval its written places allow (a whole number as written)
    high: float
    c_low: float  # as a result: the interval its written places allow (a whole number a rounding too)
    c_high: float


def column_factor_slips(answer: str, carried: Container[str], said: Container[str], min_digits: int) -> frozenset[str]:
    """The short cells one slip from their column's fitted factor (the module doc), normalized.
    A row odd in several columns is the slip of the one cell that is an operand of every other odd
    cell's fit (a slipped share puts the hours fitted from it off too); where no cell or two cells
    are so, the row does not say which slipped: nothing."""
    out: set[str] = set()
    for columns in _blocks(answer):
        odd: dict[tuple[int, int], tuple[str, tuple[int, ...]]] = {}  # (row, column) -> (written, operand columns)
        for target, cells in columns.items():  # a long cell's slip too: it may put a short one off
            found = _slips_in(target, cells, columns)
            if found is not None:
                odd[(found[0], target)] = (found[1], found[2])
        for (row, column), (written, _) in odd.items():
            if _culprits(odd, row) != [column]:
                continue  # another odd cell of its row is the slip, or the row does not say which
            value = normalize_token(written)
            if _short(written, min_digits) and value and value not in carried and value not in said:
                out.add(value)
    return frozenset(out)


def _culprits(odd: dict[tuple[int, int], tuple[str, tuple[int, ...]]], row: int) -> list[int]:
    """The odd cells of `row` that are an operand of every other odd cell's fit in it."""
    here = {c: operands for (r, c), (_, operands) in odd.items() if r == row}
    return [c for c in here if all(c in operands for k, operands in here.items() if k != c)]


def _short(digits: str, min_digits: int) -> bool:
    count = sum(1 for ch in digits if ch.isdigit())
    return MIN_CELL_DIGITS <= count < min_digits


def _number(text: str) -> _Number | None:
    written = text.replace(",", "")
    try:
        value = float(written)
    except ValueError:
        return None
    places = len(written) - written.index(".") - 1 if "." in written else 0
    half = 0.5 * 10.0 ** -places
    if places:
        return _Number(value, written, value - half, value + half, value - half, value + half)
    return _Number(value, written, value, value, value - half, value + half)


def _blocks(answer: str) -> list[dict[int, dict[int, _Number]]]:
    """Each table's and each list block's numeric columns: {column: {row: number}}."""
    out: list[dict[int, dict[int, _Number]]] = []
    if "|" in answer:
        layout = Layout(answer)
        for table in range(min(layout.tables(), MAX_TABLES)):
            columns: dict[int, dict[int, _Number]] = {}
            for column in range(layout.columns(table)):
                cells: dict[int, _Number] = {}
                for row in range(min(layout.rows(table), MAX_ROWS)):
                    span = layout.span(table, row, column)
                    if span is None:
                        continue
                    m = _CELL.fullmatch(answer, span[0], span[1])
                    number = _number(m.group(1)) if m is not None else None
                    if number is not None and number.value > 0:
                        cells[row] = number
                if len(cells) > MIN_HOLDING_ROWS:
                    columns[column] = cells
                    if len(columns) >= MAX_COLUMNS:
                        break
            if len(columns) >= 2:
                out.append(columns)
    if "\n" in answer and len(out) < MAX_TABLES:
        out.extend(_list_blocks(answer, MAX_TABLES - len(out)))
    return out


def _list_blocks(answer: str, room: int) -> list[dict[int, dict[int, _Number]]]:
    """Runs of list items, each writing the same count (2 to `MAX_COLUMNS`) of plain numbers."""
    out: list[dict[int, dict[int, _Number]]] = []
    rows: list[list[_Number]] = []
    start = 0
    size = len(answer)
    while start <= size and len(out) < room:
        end = answer.find("\n", start)
        if end < 0:
            end = size
        numbers = _item_numbers(answer, start, end)
        if numbers is None or (rows and len(numbers) != len(rows[0])):
            _close(rows, out)
            rows = []
        if numbers is not None and len(rows) < MAX_ROWS:
            rows.append(numbers)
        start = end + 1
    if len(out) < room:
        _close(rows, out)
    return out


def _item_numbers(answer: str, start: int, end: int) -> list[_Number] | None:
    """A list item's plain numbers (2 to `MAX_COLUMNS`), or None for any other line."""
    if end - start > MAX_LINE:
        return None
    m = _ITEM.match(answer, start, end)
    if m is None or _NOT_PLAIN.search(answer, m.end(), end) is not None:
        return None
    out: list[_Number] = []
    for found in _NUMBER.finditer(answer, m.end(), end):
        number = _number(found.group(0))
        if number is None or number.value <= 0 or len(out) >= MAX_COLUMNS:
            return None
        out.append(number)
    return out if len(out) >= 2 else None


def _close(rows: list[list[_Number]], out: list[dict[int, dict[int, _Number]]]) -> None:
    if len(rows) > MIN_HOLDING_ROWS:
        out.append({c: {r: row[c] for r, row in enumerate(rows)} for c in range(len(rows[0]))})


def _slips_in(target: int, cells: dict[int, _Number], columns: dict[int, dict[int, _Number]]) -> tuple[int, str, tuple[int, ...]] | None:
    """The cell of column `target` one slip from the first factor fit of other columns that gives
    its other cells (the module doc): (row, as written, the fit's operand columns)."""
    for a, left in columns.items():
        if a == target:
            continue
        found = _fit(cells, left, None, 0)
        if found is not None:
            return found[0], found[1], (a,)
        for b, right in columns.items():
            if b == target or b == a:
                continue
            for op in (1, 2) if b > a else (1,):
                found = _fit(cells, left, right, op)
                if found is not None:
                    return found[0], found[1], (a, b)
    return None


def _operand(left: _Number, right: _Number | None, op: int) -> tuple[float, float]:
    """The interval of `a` (op 0), `a ÷ b` (op 1) or `a × b` (op 2)."""
    if right is None or op == 0:
        return left.low, left.high
    if op == 1:
        return left.low / right.high, left.high / max(right.low, 1e-12)
    return left.low * right.low, left.high * right.high


def _fit(cells: dict[int, _Number], left: dict[int, _Number], right: dict[int, _Number] | None, op: int) -> tuple[int, str] | None:
    rows = [r for r in cells if r in left and (right is None or r in right)]
    if len(rows) <= MIN_HOLDING_ROWS:
        return None
    if op == 1 and right is not None:
        left_sum, right_sum = sum(left[r].value for r in rows), sum(right[r].value for r in rows)
        rows = [r for r in rows if not _total_row(left[r], left_sum) and not _total_row(right[r], right_sum)]
        if len(rows) <= MIN_HOLDING_ROWS:
            return None
    lows: list[float] = []
    highs: list[float] = []
    for r in rows:
        low, high = _operand(left[r], right[r] if right is not None else None, op)
        c = cells[r]
        if low <= 0:
            return None
        lows.append(c.c_low / high)
        highs.append(c.c_high / low)
    if max(lows) <= min(highs) * (1 + 1e-9):
        return None  # every row shares k: nothing odd
    # the rows whose removal leaves the others sharing k (prefix and suffix intersections)
    n = len(rows)
    pre_low, pre_high = [0.0] * (n + 1), [float("inf")] * (n + 1)
    for i in range(n):
        pre_low[i + 1] = max(pre_low[i], lows[i])
        pre_high[i + 1] = min(pre_high[i], highs[i])
    suf_low, suf_high = [0.0] * (n + 1), [float("inf")] * (n + 1)
    for i in range(n - 1, -1, -1):
        suf_low[i] = max(suf_low[i + 1], lows[i])
        suf_high[i] = min(suf_high[i + 1], highs[i])
    odd: list[int] = []
    for i in range(n):
        k_low, k_high = max(pre_low[i], suf_low[i + 1]), min(pre_high[i], suf_high[i + 1])
        if k_low <= k_high * (1 + 1e-9):
            odd.append(i)
    if len(odd) != 1:
        return None
    i = odd[0]
    k_low, k_high = max(pre_low[i], suf_low[i + 1]), min(pre_high[i], suf_high[i + 1])
    if k_high > k_low * (1 + MAX_K_WIDTH):
        return None  # the other rows leave k loose (short, rounded numbers): a fit by chance
    others = [rows[j] for j in range(n) if j != i]
    if len({left[r].value for r in others}) < 2 or len({cells[r].value for r in others}) < 2:
        return None  # a constant column fits any constant: no factor
    written = cells[rows[i]].written
    low, high = _operand(left[rows[i]], right[rows[i]] if right is not None else None, op)
    places = len(written) - written.index(".") - 1 if "." in written else 0
    unit = 10.0 ** -places
    first, last = round(k_low * low / unit), round(k_high * high / unit)
    if last - first > MAX_SPREAD:
        return None  # the prediction is not settled at the cell's places
    shown = {f"{step * unit:.{places}f}" for step in range(first, last + 1)}
    slips = slips_of(written)
    if written in shown or not any(s in slips for s in shown):
        return None
    return rows[i], written


def _total_row(cell: _Number, column_sum: float) -> bool:
    """Whether `cell` is the sum of its column's other cells (`column_sum`: all of them, it too): a total row."""
    rest = column_sum - cell.value
    return abs(rest - cell.value) <= max(1e-9, cell.high - cell.low) + 1e-9 * abs(rest)
