"""A tool result written as a text table, read into the records its JSON would parse to (round 20).

Analytics and reporting tools serve rows as text: a CSV export (`date,impressions,clicks,spend` then
`2025-11-24,18420,512,230.40` ...) or a markdown table (`| date | clicks |`, `|---|---|`, rows).
The answer then totals a column (`Impressions: 104,460`) or divides two (`CPC $0.45`), as it does
over a JSON array of records. The rules that read records read such a table as the list of
objects its header names (`[{"date": "2025-11-24", "impressions": 18420, ...}, ...]`), as they
read a YAML dump (`yaml_dumps.py`):

- a header line of 2 to MAX_COLUMNS cells, none of them a number, then MIN_ROWS or more lines of
  as many cells (the leading block: a line of another shape ends the table);
- CSV: cells split on commas (a text with a double quote is no table: quoted cells are not read);
  markdown: cells between pipes, the header's separator line (`|---|:--:|`) right under it;
- a cell is a number only in JSON's own spelling (`230.40`, `-3`, `18420`), so no number is read
  that the text does not write; every other cell (a date, `12,500` cannot occur in CSV, `$5`) is
  the string it writes.

Round 26 (`aligned tables`, a habit of report tools in every domain: `df`, a league table, a
rentals or jobs report): a fixed-width table, columns padded with spaces, read the same way:

- a header line (one of the first MAX_TITLE_LINES + 1 lines: a report's title may stand above it)
  of 2 to MAX_COLUMNS cells split on runs of two or more spaces or a tab, none of them a number,
  then MIN_ALIGNED_ROWS or more lines that split into as many cells (a line of another count ends
  the table), at least one of its cells a number;
- a cell is a number in JSON's spelling or grouped by commas in threes (`7,390.50`, `212,400`):
  a padded column writes its thousands so, and no other reading of such a cell exists.

Anything else is no table: the reader returns None and the result stays text, tokens only.
Pure: no I/O; the only module state is a bounded memo of the texts read lately (`table_records`).
"""

from __future__ import annotations

import re
from typing import Any, Final

from .served import Served
from .text_memo import TextMemo

__all__ = ["MAX_COLUMNS", "MAX_TABLE_CHARS", "MIN_ROWS", "read_table", "table_records"]

MAX_TABLE_CHARS: Final = 1 << 17  # a longer text is not read as a table (its tokens still are)
MAX_COLUMNS: Final = 32  # a header of more cells: no table
MAX_ROWS: Final = 4096  # rows read (a longer table keeps its first rows; the record rules cap their own work)
MIN_ROWS: Final = 1  # a one-row export is one record (its two numbers divide)

_NUMBER: Final = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?", re.ASCII)
# A number grouped by commas in threes (`7,390.50`, `212,400`): an aligned table's cell only.
_GROUPED: Final = re.compile(r"-?[1-9][0-9]{0,2}(?:,[0-9]{3})+(?:\.[0-9]+)?", re.ASCII)
# The gap between two cells of an aligned table: two or more spaces, or a tab (bounded by the line).
_ALIGNED_GAP: Final = re.compile(r"[ ]{2,}|\t+", re.ASCII)
MAX_TITLE_LINES: Final = 2  # lines a report's title may take above an aligned table's header
MIN_ALIGNED_ROWS: Final = 2  # rows under an aligned header (one row of two padded cells is prose as often as a table)
_SEPARATOR_CELL: Final = re.compile(r":?-+:?")
_READ: Final[TextMemo[tuple[Served | None]]] = TextMemo(entries=64, chars=1 << 21)


def _cell(text: str) -> Any:
    text = text.strip()
    if _NUMBER.fullmatch(text):
        return float(text) if "." in text else int(text)
    return text


def _aligned_cells(line: str) -> list[str] | None:
    line = line.strip()
    return _ALIGNED_GAP.split(line) if line else None


def _aligned_cell(text: str) -> Any:
    text = text.strip()
    if _GROUPED.fullmatch(text):
        plain = text.replace(",", "")
        return float(plain) if "." in plain else int(plain)
    return _cell(text)


def _aligned(lines: list[str]) -> list[dict[str, Any]] | None:
    """The records of a fixed-width table whose header is one of the first lines, else None."""
    for at in range(min(MAX_TITLE_LINES + 1, len(lines) - MIN_ALIGNED_ROWS)):
        cells = _aligned_cells(lines[at])
        header = _header(cells) if cells is not None else None
        if header is None:
            continue
        records: list[dict[str, Any]] = []
        for line in lines[at + 1 : at + 1 + MAX_ROWS]:
            row = _aligned_cells(line)
            if row is None or len(row) != len(header):
                break
            records.append({name: _aligned_cell(cell) for name, cell in zip(header, row)})
        if len(records) >= MIN_ALIGNED_ROWS and all(
                any(isinstance(v, (int, float)) for v in r.values()) for r in records):
            return records
    return None


def _header(cells: list[str]) -> list[str] | None:
    names = [c.strip() for c in cells]
    if not 2 <= len(names) <= MAX_COLUMNS or any(not n or _NUMBER.fullmatch(n) for n in names):
        return None
    if len(set(names)) != len(names):
        return None
    return names


def _pipe_cells(line: str) -> list[str] | None:
    line = line.strip()
    if not (line.startswith("|") and line.endswith("|")) or len(line) < 3:
        return None
    return line[1:-1].split("|")


def _rows(header: list[str], lines: list[str], split: Any) -> list[dict[str, Any]] | None:
    records: list[dict[str, Any]] = []
    for line in lines[:MAX_ROWS]:
        cells = split(line)
        if cells is None or len(cells) != len(header):
            break
        records.append({name: _cell(cell) for name, cell in zip(header, cells)})
    return records if len(records) >= MIN_ROWS else None


def read_table(text: str) -> list[dict[str, Any]] | None:
    """The records of a CSV or markdown table at the start of `text` (after blank lines), or of an
    aligned table under at most MAX_TITLE_LINES title lines (round 26), else None."""
    if len(text) > MAX_TABLE_CHARS:
        return None
    lines = [line for line in text.strip().split("\n")]
    if len(lines) < 1 + MIN_ROWS:
        return None
    first = lines[0]
    piped = _pipe_cells(first)
    if piped is not None:
        header = _header(piped)
        separator = _pipe_cells(lines[1])
        if header is None or separator is None or len(separator) != len(header):
            return None
        if not all(_SEPARATOR_CELL.fullmatch(c.strip()) for c in separator):
            return None
        return _rows(header, lines[2:], _pipe_cells)
    if "," not in first or '"' in text or "|" in first:
        return _aligned(lines) if "|" not in first else None
    header = _header(first.split(","))
    if header is None:
        return _aligned(lines)
    return _rows(header, lines[1:], lambda line: line.split(",") if line.strip() else None)


def table_records(served: Served) -> Served | None:
    """A text result's records when its text is a table this reader reads (a reading of the
    records only: `parsed`, no text), else None; each text read once while it is kept (`_READ`)."""
    text = served.text
    if served.has_parsed or not text or ("," not in text and "|" not in text and "  " not in text and "\t" not in text):
        return None
    return _READ.read(text, _records_read)[0]


def _records_read(text: str) -> tuple[Served | None]:
    """`text`'s table read as records (kept in `_READ`: a one-tuple, since None says "not kept")."""
    value = read_table(text)
    return (None if value is None else Served(parsed=value, has_parsed=True),)
