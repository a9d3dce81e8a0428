"""An answer's layout as the arithmetic reads it: markdown tables (which cell holds a number, its
column's header, the cells above it) and sentences (where the one holding a number starts).

Answers put arithmetic in tables: a yearly column that is the monthly column times twelve, a
`4 nights` column that is the nightly price times four, a total row that sums the column above
it. Read as running text, a table's numbers are a flat list and a column is not contiguous, so the
arithmetic rules ask this module where a number sits. A table is a run of lines that start with
`|`, its first line the header, a `|---|` line skipped; a cell is the text between two pipes.
Pure: no state.
"""

from __future__ import annotations

import re
from typing import NamedTuple

__all__ = ["Cell", "Layout", "sentence_start"]

_SEPARATOR_ROW = re.compile(r"\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*\Z")


class Cell(NamedTuple):
    """Where a number sits in a table: the table, its row among the body rows, its column."""

    table: int
    row: int
    column: int


class _Table(NamedTuple):
    headers: tuple[str, ...]
    rows: tuple[tuple[tuple[int, int], ...], ...]  # body rows: each cell's (start, end) offsets


class Layout:
    """The tables of one answer, and the cell of any offset."""

    __slots__ = ("_tables", "_cells")

    def __init__(self, answer: str) -> None:
        self._tables: list[_Table] = []
        self._cells: list[tuple[int, int, Cell]] = []  # (start, end, cell), in text order
        if "|" not in answer:
            return
        lines: list[tuple[int, str]] = []
        offset = 0
        for line in answer.split("\n"):
            lines.append((offset, line))
            offset += len(line) + 1
        block: list[tuple[int, str]] = []
        for start, line in [*lines, (offset, "")]:
            if line.lstrip().startswith("|"):
                block.append((start, line))
                continue
            if len(block) >= 2:
                self._add_table(block)
            block = []

    def _add_table(self, block: list[tuple[int, str]]) -> None:
        header_start, header = block[0]
        headers = tuple(text.strip().lower() for _, _, text in _cells_of(header_start, header))
        rows: list[tuple[tuple[int, int], ...]] = []
        index = len(self._tables)
        for start, line in block[1:]:
            if _SEPARATOR_ROW.fullmatch(line):
                continue
            cells = tuple((a, b) for a, b, _ in _cells_of(start, line))
            for column, (a, b) in enumerate(cells):
                self._cells.append((a, b, Cell(index, len(rows), column)))
            rows.append(cells)
        self._tables.append(_Table(headers, tuple(rows)))

    def cell(self, offset: int) -> Cell | None:
        """The table cell holding the character at `offset`, or None outside tables."""
        for start, end, cell in self._cells:
            if start <= offset < end:
                return cell
        return None

    def header(self, cell: Cell) -> str:
        """The header text of a cell's column (lower case), or ''."""
        headers = self._tables[cell.table].headers
        return headers[cell.column] if cell.column < len(headers) else ""

    def span(self, table: int, row: int, column: int) -> tuple[int, int] | None:
        """The offsets of one cell, or None when the row has no such column."""
        rows = self._tables[table].rows
        if not 0 <= row < len(rows) or not 0 <= column < len(rows[row]):
            return None
        return rows[row][column]

    def rows(self, table: int) -> int:
        return len(self._tables[table].rows)

    def tables(self) -> int:
        return len(self._tables)

    def columns(self, table: int) -> int:
        """The most cells a body row of the table has."""
        return max((len(row) for row in self._tables[table].rows), default=0)

    def end(self, table: int) -> int:
        """The offset where the table's last cell ends."""
        rows = self._tables[table].rows
        return max((b for row in rows for _, b in row), default=0)


def _cells_of(line_start: int, line: str) -> list[tuple[int, int, str]]:
    """The cells of one table line: (start, end, text), pipes excluded, outer pipes dropped."""
    pipes = [i for i, c in enumerate(line) if c == "|"]
    out: list[tuple[int, int, str]] = []
    for a, b in zip(pipes, pipes[1:]):
        out.append((line_start + a + 1, line_start + b, line[a + 1 : b]))
    return out


def sentence_start(answer: str, offset: int) -> int:
    """Where the sentence or clause holding `offset` starts (after `. `, `! `, `? `, `;` or a newline)."""
    start = answer.rfind("\n", 0, offset) + 1
    for end in (". ", "! ", "? ", ";"):
        at = answer.rfind(end, start, offset)
        if at >= 0:
            start = max(start, at + len(end))
    return start
