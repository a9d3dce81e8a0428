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

(Round 26) A report's text table aligned with spaces (`target   jobs   words      revenue_chf`
then `en       38     212,400    41,120.00`), under at most MAX_TITLE_LINES title lines (`SEPTEMBER
2026 - BY TARGET LANGUAGE`): cells split at runs of two or more spaces (or a tab), so a cell of
words (`Brightwell LLP (NY)`, `in review`) stays one; the header and MIN_ALIGNED_ROWS or more rows
of as many cells. A text that writes no comma between fields prints its numbers for people: a cell
in English groups (`212,400`, `41,120.00`) is that number; in a text written with a decimal comma
(`decimal_comma.comma_text`: `6.420`, `0,11`, `706,20`) a cell is read that way (`6.420` is 6420).

Anything else is no table: the reader returns None and the result stays text, tokens only.
Pure: no I/O; the only module state is a bounded memo of the texts read lately (`table_records`).
"""

from __future__ import annotations

import re
from typing import Any, Final

from .decimal_comma import comma_reading, comma_text
from .served import Served
from .text_memo import TextMemo

__all__ = ["MAX_COLUMNS", "MAX_TABLE_CHARS", "MIN_ROWS", "read_aligned", "read_table", "table_records"]

MAX_TABLE_CHARS: Final = 1 << 17  # a longer text is not read as a table (its tokens still are)
MAX_COLUMNS: Final = 32  # a header of more cells: no table
MAX_ROWS: Final = 4096  # rows read (a longer table keeps its first rows; the record rules cap their own work)
MIN_ROWS: Final = 1  # a one-row export is one record (its two numbers divide)

_NUMBER: Final = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?", re.ASCII)
MAX_TITLE_LINES: Final = 2  # (round 26) lines above an aligned table's header (a report's title)
MIN_ALIGNED_ROWS: Final = 2  # (round 26) rows an aligned table needs (one line of two words is prose)
# (round 26) Cells of an aligned table: split at two or more spaces or a tab.
_ALIGNED_GAP: Final = re.compile(r"[ ]{2,}|\t+")
# (round 26) A number in English groups of three, maybe with decimals (`212,400`, `41,120.00`).
_GROUPED_NUMBER: Final = re.compile(r"-?[1-9][0-9]{0,2}(?:,[0-9]{3})+(?:\.[0-9]+)?", re.ASCII)
_SEPARATOR_CELL: Final = re.compile(r":?-+:?")
_READ: Final[TextMemo[tuple[Served | None]]] = TextMemo(entries=64, chars=1 << 21)


def _cell(text: str) -> Any:
    text = text.strip()
    if _NUMBER.fullmatch(text):
        return float(text) if "." in text else int(text)
    return text


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


def _aligned_cells(line: str) -> list[str] | None:
    """(round 26) The cells of one line of an aligned table, or None for a blank line."""
    line = line.strip()
    if not line:
        return None
    return _ALIGNED_GAP.split(line)


def _aligned_cell(text: str, comma: bool) -> Any:
    """(round 26) An aligned table's cell: a number in JSON's spelling or in English groups, or,
    in a decimal-comma text, as that text writes it (`6.420`, `706,20`); else the string."""
    text = text.strip()
    if comma:
        english = comma_reading(text) if ("," in text or "." in text) else None
        if english is not None and _NUMBER.fullmatch(english):
            return float(english) if "." in english else int(english)
        if "." in text or "," in text:
            return text  # (a decimal-comma text's other runs, `30.09.2026`: strings)
    elif _GROUPED_NUMBER.fullmatch(text):
        plain = text.replace(",", "")
        return float(plain) if "." in plain else int(plain)
    return _cell(text)


def read_aligned(text: str) -> list[dict[str, Any]] | None:
    """(round 26) The records of a table aligned with spaces (module doc) in `text`, else None."""
    if len(text) > MAX_TABLE_CHARS or '"' in text or "|" in text:
        return None
    lines = text.strip().split("\n")
    for at in range(min(MAX_TITLE_LINES + 1, len(lines) - MIN_ALIGNED_ROWS)):
        cells = _aligned_cells(lines[at])
        header = _header(cells) if cells is not None else None
        if header is None:
            continue
        following = _aligned_cells(lines[at + 1])
        if following is None or len(following) != len(header):
            continue
        comma = comma_text(text)
        records: list[dict[str, Any]] = []
        for line in lines[at + 1 : at + 1 + MAX_ROWS]:
            row = _aligned_cells(line)
            if row is None or len(row) != len(header):
                break
            records.append({name: _aligned_cell(cell, comma) for name, cell in zip(header, row)})
        return records if len(records) >= MIN_ALIGNED_ROWS else None
    return None


def read_table(text: str) -> list[dict[str, Any]] | None:
    """The records of a CSV or markdown table at the start of `text` (after blank lines), else None."""
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
        return None
    header = _header(first.split(","))
    if header is None:
        return None
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
    if value is None and ("  " in text or "\t" in text):
        value = read_aligned(text)  # (round 26)
    return (None if value is None else Served(parsed=value, has_parsed=True),)
