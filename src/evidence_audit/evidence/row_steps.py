"""`row-step`: a row's difference to the row before it in a table a result carries (round 27).

A price grid, a tariff, a ledger by month is printed one row per step (`1,000  2.86  2,860.00`,
`2,000  1.94  3,880.00`, `3,000  1.63  4,890.00`), and people read it by its steps: `each extra
1,000 costs 1,020.00`, `up 310 on March`. The answer names the row by its first cell (`| 2,000 |
1.94 | 1,020.00 |`); the step is that row's number less the same column's number of the row above.
Neither operand is written in the answer, so the exact lookup flags the step, and the difference
rules read only numbers the answer writes (`compared`, `in-order`) or records named by an
identifier (`record-gap`).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `row-step` (late) | `| 2,000 | 1.94 | 1,020.00 |` over a quote's `2,000  1.94  3,880.00` under `1,000  2.86  2,860.00` | the value's line writes, before it, the first number of a row of a carried table (a text result's block of 2-`MAX_ROWS` lines each writing the same count, 2-`MAX_COLUMNS`, of numbers; an array of 2-`MAX_ROWS` objects with the same numeric keys), not its first row; one column of that row (not the first, which names it) less the same column of the row above, either way, exact at the value's places | a value equal to such a step when no other column's step of the same two rows, either way, reaches a one-digit neighbour of it, and not one digit off a number of that column of any table read |

Not the late tries' whole refusal (`late_try_refused`): a step is often one digit off the row's
own first number (`1,020.00` a step of the `1,000` copies row), which it is no misread of, and the
numbers right before it are the row's name cells, not operands of a local step (`local_slip`); a
misread of a cell of the column the step is taken in is refused. The row is named, not searched: a step of every pair of rows would reach too much. A row's
number that the answer writes as the value's own step is refused by the chance test (two columns
of the same two rows one digit apart).
Pure: no I/O; the per-run state is the tables read so far (bounded).
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Any, Final, NamedTuple

from .computed.reading import AnswerReading, neighbours
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .computed.wide import late_target
from .decimal_text import carried_decimal as _number
from .decimal_text import printed as _show
from .layout import line_bounds
from .results_queue import ResultsQueue
from .served import Served
from .walk import containers

__all__ = ["RowSteps", "MAX_COLUMNS", "MAX_ROWS", "MAX_TABLES"]

MAX_ROWS: Final = 40  # rows of one table
MAX_COLUMNS: Final = 8  # numbers of one row
MAX_TABLES: Final = 32  # the run's latest tables kept
MAX_WALK: Final = 4000  # nodes read per result
MAX_TEXT: Final = 16_384  # characters of a text result read
MIN_DIGITS: Final = 3  # significant digits the value must write

# A text row's number: digits grouped by commas or not, decimals or not, not part of a date, a
# clock, a version or a word (`2,000`, `1.94`, `3,880.00`; not `2026-09-18`, `09:41`, `4/0`, `Q-88412`).
_ROW_NUMBER: Final = re.compile(r"(?<![0-9.,:/A-Za-z_-])(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?(?![0-9.,:/A-Za-z_-]|[.,][0-9])", re.ASCII)


class _Row(NamedTuple):
    numbers: tuple[tuple[Decimal, str, str], ...]  # (number, as shown, where a result carried it)


def _text_tables(text: str, position: int) -> list[list[_Row]]:
    """The blocks of consecutive lines of `text` each writing the same count of numbers."""
    tables: list[list[_Row]] = []
    block: list[_Row] = []
    width = -1
    for line_no, line in enumerate(text[:MAX_TEXT].split("\n"), start=1):
        found = _ROW_NUMBER.findall(line)
        if not 2 <= len(found) <= MAX_COLUMNS or len(found) != width:
            if len(block) >= 2:
                tables.append(block)
            block = []
            width = len(found) if 2 <= len(found) <= MAX_COLUMNS else -1
            if width < 0:
                continue
        row = tuple((Decimal(w.replace(",", "")), w, f"result {position}: line {line_no}") for w in found)
        block.append(_Row(row))
        if len(block) > MAX_ROWS:
            return tables  # (a long listing: no table read past it)
    if len(block) >= 2:
        tables.append(block)
    return tables


def _json_table(node: list[Any], at: str, position: int) -> list[_Row] | None:
    keys: list[str] | None = None
    rows: list[_Row] = []
    for k, element in enumerate(node):
        numbers = [(str(key), n) for key, n in ((key, _number(v)) for key, v in element.items()) if n is not None]
        if keys is None:
            keys = [key for key, _ in numbers][:MAX_COLUMNS]
            if len(keys) < 2:
                return None
        if [key for key, _ in numbers][: len(keys)] != keys:
            return None
        rows.append(_Row(tuple((n, _show(n), f"result {position}: {at}[{k}].{key}") for key, n in numbers[: len(keys)])))
    return rows


class RowSteps:
    """The tables the run's results carry, for the steps between their rows."""

    __slots__ = ("_unread", "_tables", "_indexed", "_by_value")

    def __init__(self) -> None:
        self._unread = ResultsQueue()
        self._tables: list[list[_Row]] = []
        # (hostile29) the answer's occurrences by value, read once per reading (`_occurrences_of`)
        self._indexed: list[Occurrence] | None = None
        self._by_value: dict[str, list[Occurrence]] = {}

    def _occurrences_of(self, reading: AnswerReading, value: str) -> list[Occurrence]:
        """The occurrences of `value` in the answer, in order: the reading's occurrences indexed by
        value once per reading, not walked whole for every value tried (a try read every number of
        the answer: n values of an answer, n x its numbers)."""
        if self._indexed is not reading.occurrences:
            index: dict[str, list[Occurrence]] = {}
            for o in reading.occurrences:
                index.setdefault(o.value, []).append(o)
            self._indexed, self._by_value = reading.occurrences, index
        return self._by_value.get(value, [])

    def add_result(self, served: Served, records: Served | None, position: int) -> None:
        """Keep a result (its records read from a text table or a YAML dump, when it is one) to read when asked."""
        if records is not None:
            served = records
        if served.has_parsed or served.text:
            self._unread.add(served, position)

    def _read(self, served: Served, position: int) -> None:
        found: list[list[_Row]] = []
        if served.has_parsed:
            for node, at, _ in containers(served.parsed, MAX_WALK):
                if isinstance(node, list) and 2 <= len(node) <= MAX_ROWS and all(isinstance(e, dict) for e in node):
                    table = _json_table(node, at, position)
                    if table is not None:
                        found.append(table)
        else:
            found = _text_tables(served.text or "", position)
        self._tables.extend(found)
        del self._tables[:-MAX_TABLES]

    def _step(self, text: str, occ: Occurrence, quantum: Decimal, near: set[Decimal]) -> tuple[_Row, _Row, int] | None:
        """The rows (the higher first) and the column whose step is the value written at `occ`, of a
        row its line names by a number written before it; None when none is, or another column's
        step of the same two rows reaches a one-digit neighbour (the chance test)."""
        line_start, _ = line_bounds(text, occ.start, occ.end)
        firsts: set[Decimal] = set()  # the numbers its line writes before it (a row's name cells: `| 20 |`)
        for m in _ROW_NUMBER.finditer(text, line_start, occ.start):
            firsts.add(Decimal(m.group(0).replace(",", "")))
        if not firsts:
            return None
        target = occ.number
        found: tuple[_Row, _Row, int] | None = None
        for table in self._tables:
            for k in range(1, len(table)):
                row, above = table[k], table[k - 1]
                if row.numbers[0][0] not in firsts:
                    continue
                for j in range(1, len(row.numbers)):  # (the first column names the row: no step of it)
                    step = row.numbers[j][0] - above.numbers[j][0]
                    for signed in (step, -step):
                        if signed <= 0 or signed.quantize(quantum) != signed:
                            continue
                        if signed in near:
                            return None  # the chance test: another column's step reaches a neighbour
                        if signed == target and found is None:
                            found = (row, above, j) if step > 0 else (above, row, j)
        return found

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
        """The value as a named row's step from the row above (the module's docstring), or None."""
        if self._unread:
            for served, position in self._unread.take():
                self._read(served, position)
        if not self._tables:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        places = decimal_places(occ.digits)
        try:
            quantum = Decimal(1).scaleb(-places)
            near = set(neighbours(occ.number, places))
        except InvalidOperation:
            return None
        found: tuple[_Row, _Row, int] | None = None
        # every line writing the value must name a row it is the step of: a value is judged once,
        # by its first occurrence, and a later row's wrong step equal to it would pass unread
        for o in self._occurrences_of(reading, occ.value):
            step_here = self._step(reading.text, o, quantum, near)
            if step_here is None:
                return None
            found = found or step_here
        if found is None:
            return None
        high, low, j = found
        if any(row.numbers[j][0] in near for table in self._tables for row in table if j < len(row.numbers)):
            return None  # one digit off a number of the column read: a misread cell, not a step
        a, b = high.numbers[j], low.numbers[j]
        return Derivation("row-step", f"{a[1]} - {b[1]} = {occ.value}",
                          (Operand(a[1], "result", a[2]), Operand(b[1], "result", b[2])))
