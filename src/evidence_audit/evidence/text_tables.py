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
  the string it writes;
- (round 26) a fixed-width report, the columns a terminal or a printed report aligns with spaces
  (`type     bikes   rentals   hours    revenue_eur` then `city     24      412       1,986
  7,390.50`), after at most MAX_TITLE_LINES title lines: its columns are the runs of character
  positions not blank on every line of the block (header, rows, up to a blank line or a line
  that would merge two columns), as `column -t` or pandas' `read_fwf` infer them; at least
  MIN_ALIGNED_ROWS rows, each with a number; here a number may also group its thousands
  (`1,986`, `7,390.50`: no comma delimits a cell), and a table whose cells write a comma-decimal
  locale's numbers (`6.420`, `0,11`) is no table (its `6.420` would read as 6.42);
- (round 26) a key-value report, each line a label, two spaces or more, then one number (a note in
  parentheses after it) or a breakdown of named parts split by ` | ` (`revenue_eur      lift
  8,914,300 | school 1,204,650 | rental 1,877,020`), after at most MAX_TITLE_LINES title lines, every
  other line of it of that shape and at least one a breakdown: read as one object, a breakdown as
  the object of its parts (`{"revenue_eur": {"lift": 8914300, ...}}`), which `carried-total` sums
  where the value's label names its key, as it sums a JSON result's object of numbers.

Anything else is no table: the reader returns None and the result stays text, tokens only.
Pure: no I/O; the only module state is a bounded memo of the texts read lately (`table_records`).
"""

from __future__ import annotations

import re
from typing import Any, Final

from .served import Served
from .text_memo import TextMemo

__all__ = ["MAX_COLUMNS", "MAX_TABLE_CHARS", "MIN_ALIGNED_ROWS", "MIN_ROWS", "read_table", "table_records"]

MAX_TABLE_CHARS: Final = 1 << 17  # a longer text is not read as a table (its tokens still are)
MAX_COLUMNS: Final = 32  # a header of more cells: no table
MAX_ROWS: Final = 4096  # rows read (a longer table keeps its first rows; the record rules cap their own work)
MIN_ROWS: Final = 1  # a one-row export is one record (its two numbers divide)
MIN_ALIGNED_ROWS: Final = 2  # a fixed-width report needs two rows (one line of words is no table)
MAX_TITLE_LINES: Final = 2  # title lines a fixed-width report may open with (`RENTALS JULY 2026`)
MAX_FOOTER_LINES: Final = 3  # lines at a fixed-width block's end left out when they break its columns
MAX_ALIGNED_WIDTH: Final = 400  # a longer line ends a fixed-width block (no report is that wide)

_NUMBER: Final = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?", re.ASCII)
_SEPARATOR_CELL: Final = re.compile(r":?-+:?")
# a fixed-width report's number cell: JSON's spelling or English thousands groups (`1,986`,
# `-7,390.50`); the groups are exactly three digits
_GROUPED: Final = re.compile(r"-?[1-9][0-9]{0,2}(?:,[0-9]{3})+(?:\.[0-9]+)?", re.ASCII)
# a comma-decimal locale's number (`0,11`, `706,20`, `6.420`, `1.234,5`): such a report is not read
MAX_NUMBER_CHARS: Final = 64  # (review) a cell longer is text: no amount has so many digits
_LOCALE: Final = re.compile(r"-?[0-9]+,(?:[0-9]{1,2}|[0-9]{4,})|-?[1-9][0-9]{0,2}(?:\.[0-9]{3})+(?:,[0-9]+)?",
                            re.ASCII)
_READ: Final[TextMemo[tuple[Served | None]]] = TextMemo(entries=64, chars=1 << 21)


def _cell(text: str) -> Any:
    text = text.strip()
    if _NUMBER.fullmatch(text) and len(text) <= MAX_NUMBER_CHARS:  # (review) `int()` refuses 4,300+ digits
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


def _rows(header: list[str], lines: list[str], split: Any, grouped: bool = False) -> list[dict[str, Any]] | None:
    """(camel43) `grouped`: a cell in English thousands groups (`1,320` of a markdown table, whose
    cells a pipe splits) is its number, as a fixed-width report's is (`_aligned_cell`)."""
    records: list[dict[str, Any]] = []
    read = _aligned_cell if grouped else _cell
    for line in lines[:MAX_ROWS]:
        cells = split(line)
        if cells is None or len(cells) != len(header):
            break
        records.append({name: read(cell) for name, cell in zip(header, cells)})
    return records if len(records) >= MIN_ROWS else None


# (round 26) a key-value report's line: a label (a word, then words, digits, `_`, `/`, `-`), two
# spaces or more, then the rest (one bounded pass: the label's classes hold no space run of two)
_KEY_LINE: Final = re.compile(r"([A-Za-z][A-Za-z0-9_/-]*(?: [A-Za-z0-9_/-]+){0,4})[ \t]{2,}(\S.*)", re.ASCII)
# a number of a report (JSON's spelling or English thousands groups), maybe a note in parentheses after it
_KEY_NUMBER: Final = re.compile(r"(-?[0-9][0-9,]*(?:\.[0-9]+)?)(?:[ \t]+\([^()]{0,80}\))?", re.ASCII)
# a part of a breakdown: a name of 1-4 words (`day`, `2-6 day`), a space, its number
_KEY_PART: Final = re.compile(r"([A-Za-z0-9][A-Za-z0-9_/-]*(?: [A-Za-z0-9_/-]+){0,3}) (-?[0-9][0-9,]*(?:\.[0-9]+)?)", re.ASCII)
MAX_PARTS: Final = 12  # parts of one breakdown line


def _report_number(text: str) -> Any:
    """A report's number as JSON would carry it, else None."""
    cell = _aligned_cell(text)
    return cell if isinstance(cell, (int, float)) else None


def _key_report(lines: list[str]) -> dict[str, Any] | None:
    """(round 26) A key-value report's object (module doc), else None."""
    for start in range(min(MAX_TITLE_LINES + 1, len(lines))):
        report: dict[str, Any] = {}
        breakdowns = 0
        for line in lines[start:MAX_ROWS]:
            if not line.strip():
                continue
            m = _KEY_LINE.fullmatch(line.rstrip())
            if m is None or m.group(1) in report:
                report = {}
                break
            rest = m.group(2)
            single = _KEY_NUMBER.fullmatch(rest)
            if single is not None:
                number = _report_number(single.group(1))
                if number is None:
                    report = {}
                    break
                report[m.group(1)] = number
                continue
            parts: dict[str, Any] = {}
            for piece in rest.split(" | ")[:MAX_PARTS + 1]:
                part = _KEY_PART.fullmatch(piece.strip())
                number = None if part is None else _report_number(part.group(2))
                if part is None or number is None or part.group(1) in parts:
                    parts = {}
                    break
                parts[part.group(1)] = number
            if not 2 <= len(parts) <= MAX_PARTS:
                report = {}
                break
            report[m.group(1)] = parts
            breakdowns += 1
        if report and breakdowns and len(report) >= 2:
            return report
    return None


def _aligned_cell(text: str) -> Any:
    text = text.strip()
    if _GROUPED.fullmatch(text):
        text = text.replace(",", "")
    return _cell(text)


def _columns(lines: list[str]) -> list[tuple[int, int]]:
    """The spans of character positions not blank on every line of `lines` (their columns)."""
    width = max(len(line) for line in lines)
    used = [False] * width
    for line in lines:
        for at, char in enumerate(line):
            if char != " ":
                used[at] = True
    spans: list[tuple[int, int]] = []
    start = -1
    for at, mark in enumerate(used):
        if mark and start < 0:
            start = at
        elif not mark and start >= 0:
            spans.append((start, at))
            start = -1
    if start >= 0:
        spans.append((start, width))
    return spans


def _aligned_block(lines: list[str]) -> list[dict[str, Any]] | None:
    """The records of a fixed-width block whose first line is the header, else None: the block
    runs to a blank line; up to MAX_FOOTER_LINES lines at its end that no column reading fits (a
    note, a payment term) are left out."""
    header_line = lines[0]
    if not header_line.strip() or header_line[0] == " " or len(header_line) > MAX_ALIGNED_WIDTH:
        return None
    block = [header_line]
    for line in lines[1:MAX_ROWS + 1]:
        if not line.strip() or len(line) > MAX_ALIGNED_WIDTH:
            break
        block.append(line)
    for end in range(len(block), max(len(block) - MAX_FOOTER_LINES, MIN_ALIGNED_ROWS + 1) - 1, -1):
        records = _aligned_records(block[:end])
        if records is not None:
            return records
    return None


def _aligned_records(block: list[str]) -> list[dict[str, Any]] | None:
    """`block` (a header, then rows) read by the columns its lines align, else None."""
    spans = _columns(block)
    if not 2 <= len(spans) <= MAX_COLUMNS:
        return None
    names = [block[0][a:b] for a, b in spans]
    if any("  " in name.strip() for name in names):
        return None  # two header words in one column: the columns merged, the reading is unsure
    header = _header(names)
    if header is None:
        return None
    records: list[dict[str, Any]] = []
    for line in block[1:]:
        cells = [line[a:b].strip() for a, b in spans]
        if any(_LOCALE.fullmatch(cell) for cell in cells):
            return None
        record = {name: _aligned_cell(cell) for name, cell in zip(header, cells)}
        if not any(isinstance(value, (int, float)) for value in record.values()):
            return None
        records.append(record)
    if any(all(record[name] == "" for record in records) for name in header):
        return None  # a column no row fills: the header is a title's words, not the columns' names
    return records


def _aligned(lines: list[str]) -> list[dict[str, Any]] | None:
    """The records of a fixed-width report, its header on one of its first lines (the title
    lines above it), else None."""
    for start in range(min(MAX_TITLE_LINES + 1, len(lines))):
        if "\t" in lines[start]:
            return None
        records = _aligned_block(lines[start:])
        if records is not None:
            return records
    return None


def read_table(text: str) -> list[dict[str, Any]] | dict[str, Any] | None:
    """The records of a CSV or markdown table at the start of `text` (after blank lines), or of a
    fixed-width report; (round 26) the object of a key-value report with a breakdown; else None."""
    table = _read_table(text)
    if table is None and " | " in text and len(text) <= MAX_TABLE_CHARS:
        return _key_report(text.strip().split("\n"))
    return table


def _read_table(text: str) -> list[dict[str, Any]] | None:
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
        return _rows(header, lines[2:], _pipe_cells, grouped=True)
    if "," not in first or '"' in text or "|" in first:
        return _aligned(lines) if "  " in text else None
    header = _header(first.split(","))
    if header is None:
        return _aligned(lines) if "  " in text else None
    return _rows(header, lines[1:], lambda line: line.split(",") if line.strip() else None)


def table_records(served: Served) -> Served | None:
    """A text result's records when its text is a table this reader reads (a reading of the
    records only: `parsed`, no text), else None; each text read once while it is kept (`_READ`)."""
    text = served.text
    if served.has_parsed or not text or ("," not in text and "|" not in text and "  " not in text):
        return None
    return _READ.read(text, _records_read)[0]


def _records_read(text: str) -> tuple[Served | None]:
    """`text`'s table read as records (kept in `_READ`: a one-tuple, since None says "not kept")."""
    value = read_table(text)
    return (None if value is None else Served(parsed=value, has_parsed=True),)
