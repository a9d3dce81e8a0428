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
from bisect import bisect_left, bisect_right
from typing import NamedTuple

__all__ = ["Cell", "Layout", "line_bounds", "line_of", "sentence_start"]

_BAR = re.compile(r"\|")
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_SEPARATOR_ROW = re.compile(r"\s*+\|?\s*+:?-{2,}:?\s*+(?:\|\s*+:?-{2,}:?\s*+)*\|?\s*\Z")


class Cell(NamedTuple):
    """Where a number sits in a table: the table, its row among the body rows, its column."""

    table: int
    row: int
    column: int


class _Table(NamedTuple):
    headers: tuple[str, ...]
    rows: tuple[tuple[tuple[int, int], ...], ...]  # body rows: each cell's (start, end) offsets
    header_spans: tuple[tuple[int, int], ...] = ()  # the header row's cells' (start, end) offsets


class Layout:
    """The tables of one answer, and the cell of any offset (the one reading of markdown tables:
    `computed/`, `unverified.py` and `near_misses.py` ask it)."""

    __slots__ = ("_tables", "_cells", "_starts", "_lines", "_line_starts", "_bars")

    def __init__(self, answer: str) -> None:
        self._tables: list[_Table] = []
        self._cells: list[tuple[int, int, Cell]] = []  # (start, end, cell), in text order
        self._starts: list[int] = []  # each cell's start, in text order (a binary search finds an offset's)
        self._lines: list[tuple[int, int, int]] = []  # every line that starts with `|`: (start, end, its run)
        self._line_starts: list[int] = []
        self._bars: list[int] = []  # the offsets of the answer's pipes
        if "|" not in answer:
            return
        lines: list[tuple[int, str]] = []
        offset = 0
        for line in answer.split("\n"):
            lines.append((offset, line))
            offset += len(line) + 1
        block: list[tuple[int, str]] = []
        runs = 0
        for start, line in [*lines, (offset, "")]:
            if line.lstrip().startswith("|"):
                if not block:
                    runs += 1
                block.append((start, line))
                self._lines.append((start, start + len(line), runs))
                self._line_starts.append(start)
                continue
            if len(block) >= 2:
                self._add_table(block)
            block = []
        self._bars = [m.start() for m in _BAR.finditer(answer)]

    def _add_table(self, block: list[tuple[int, str]]) -> None:
        header_start, header = block[0]
        header_cells = _cells_of(header_start, header)
        headers = tuple(text.strip().lower() for _, _, text in header_cells)
        rows: list[tuple[tuple[int, int], ...]] = []
        index = len(self._tables)
        for start, line in block[1:]:
            if _SEPARATOR_ROW.fullmatch(line):
                continue
            cells = tuple((a, b) for a, b, _ in _cells_of(start, line))
            for column, (a, b) in enumerate(cells):
                self._cells.append((a, b, Cell(index, len(rows), column)))
                self._starts.append(a)
            rows.append(cells)
        self._tables.append(_Table(headers, tuple(rows), tuple((a, b) for a, b, _ in header_cells)))

    def cell(self, offset: int) -> Cell | None:
        """The table cell holding the character at `offset`, or None outside tables (a header row,
        a lone `|` line, a pipe)."""
        k = bisect_right(self._starts, offset) - 1
        if k < 0:
            return None
        start, end, cell = self._cells[k]
        return cell if start <= offset < end else None

    def line_column(self, offset: int) -> tuple[int, int] | None:
        """A looser reading for an offset on any line that starts with `|` (a header, a lone line,
        text after the last pipe too): (its run of such lines, the pipes before it on its line less
        one); None on any other line."""
        k = bisect_right(self._line_starts, offset) - 1
        if k < 0:
            return None
        start, end, run = self._lines[k]
        if offset > end:
            return None
        return run, bisect_left(self._bars, offset) - bisect_left(self._bars, start) - 1

    def header_span(self, cell: Cell) -> tuple[int, int] | None:
        """The offsets of a cell's column header as written, or None when the header has no such column."""
        spans = self._tables[cell.table].header_spans
        return spans[cell.column] if cell.column < len(spans) else None

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


def line_bounds(text: str, start: int, end: int = -1) -> tuple[int, int]:
    """Where the line holding `text[start:end]` starts and ends (its newline, or the text's end);
    `end` left out: the line holding offset `start`."""
    line_end = text.find("\n", start if end < 0 else end)
    return text.rfind("\n", 0, start) + 1, len(text) if line_end < 0 else line_end


def line_of(text: str, start: int, end: int = -1) -> str:
    """The line holding `text[start:end]` (see `line_bounds`)."""
    line_start, line_end = line_bounds(text, start, end)
    return text[line_start:line_end]


def sentence_start(answer: str, offset: int) -> int:
    """Where the sentence or clause holding `offset` starts (after `. `, `! `, `? `, `;` or a newline)."""
    start = answer.rfind("\n", 0, offset) + 1
    for end in (". ", "! ", "? ", ";"):
        at = answer.rfind(end, start, offset)
        if at >= 0:
            start = max(start, at + len(end))
    return start
