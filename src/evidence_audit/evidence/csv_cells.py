"""The number cells of a result's comma- or semicolon-separated block, read cell by cell (round 21).

A tool that exports rows as text writes `crop,tonnes,avg_price_usd_t,basis` then
`wheat,1850.4,241.30,contracted+spot`: no space after its commas. The reference's tokenizer keeps
a comma between two digits inside a token (`41,200` is one number), so the row's middle is the
one token `1850.4,241.30`, and an answer's `1,850.4 t × $241.30` copied straight from it is
flagged twice. A European export writes `sorte;tonnen;preis` then `weizen;1850,4;241,30`: a
semicolon between cells and a decimal comma inside them. Under the `spellings` dial the `glued`
rule also grounds the number of a cell of such a block (`block_cells`).

A block is what a person reads as a table: a header line of words (2 to MAX_COLUMNS cells, each
with a letter, none a number, none empty, no bracket, brace or colon of JSON), then one or more
lines of the same number of cells, split as CSV reads them (`csv` with the block's delimiter: a
quoted cell keeps its comma, `"1,850.4"` is one cell). A blank line or a line of another width
ends it. In a comma block a comma between digits is a separator, never a thousands mark, unless
the cell is quoted; in a semicolon block a comma inside a cell is the decimal mark (`1850,4`,
`1.850,4`), and a point between groups of three its thousands (`1.850`) where the block writes a
decimal comma elsewhere.

Refused (no cell read): prose (`1,850` in a sentence stays 1850, the reference's reading), a JSON
array (`[1850,4]`: no header of words), a line of another width than its header (`wheat,1,850.4,
spot` under a header of three: the block ends there), a cell that is no number (a date, `n/a`), a
whole number of one or two digits (`0`, `12`: as `glued` refuses them). (Round 22) A cell that is a
clock of the day (`10:00` of `10:00,5.2` under `time,probe_c`) is read too, as written, and grounds
that clock. (Round 24) A cell that is a code with digits, no number (`5/4x6` of
`decking,5/4x6,12',22`: the nominal size of a board), is read as written and grounds that code.
(Round 24) A cell that is a duration (`48:15` of `split_5k,finish`, `1:04:12`) is read as
written, and a cell written with cents (`29.00` of `GK shirt,L,2,29.00`) is read whatever its digits.
(spaces32) A cell that is a timestamp (`2026-10-07 18:00` of `time,temp_c`) is read for its clock
(`18:00`), and a code of digit groups joined by a hyphen or slash (`530-117`), alone or a word of a
cell of words (`CA 530-117`, a car's plate; a word code of a cell of words, `Q-03 east`, too) as
written. A one-digit change of a cell is a different number and stays flagged. Its price: a comma-separated
line of another kind of text that happens to have the header's width (`x,y` under `a,b`).

Pure: no I/O; the only module state is a bounded memo of the texts read lately (`block_cells`).
"""

from __future__ import annotations

import csv
import re
from typing import Final

from .normalize import normalize_token
from .text_memo import TextMemo

__all__ = ["MAX_COLUMNS", "MAX_BLOCK_CHARS", "block_cells"]

MAX_BLOCK_CHARS: Final = 1 << 17  # a longer text is not read for blocks (its tokens still are)
MAX_COLUMNS: Final = 32  # a header of more cells: no block

# A line break, or the two characters `\n` a JSON string's text writes for one (a CSV in a leaf).
_LINES: Final = re.compile(r"\r?\n|\\n")
_LETTER: Final = re.compile(r"[A-Za-z\u00c0-\u024f]")
_NOT_A_NAME: Final = re.compile(r"[\[\]{}:\"]")
_NUMBER: Final = re.compile(r"[-+]?[0-9]+(?:\.[0-9]+)?", re.ASCII)
# A semicolon block's cell with a decimal comma (`1850,4`, `-0,25`, `1.850,40`), or point groups alone.
_COMMA_DECIMAL: Final = re.compile(r"([-+]?[0-9]{1,3}(?:\.[0-9]{3})+|[-+]?[0-9]+),([0-9]+)", re.ASCII)
_POINT_GROUPS: Final = re.compile(r"[-+]?[0-9]{1,3}(?:\.[0-9]{3})+", re.ASCII)
# A cell's decoration people and exports write around a number (a currency sign, a percent).
_DECORATION: Final = " \t$\u20ac\u00a3%"
# (round 22) A cell that is a clock of the day (`10:00` of `time,probe_c` then `10:00,5.2`): the
# reference's tokenizer keeps `10:00,5.2` whole, so an answer's `10:00 reading` was flagged.
# (round 24) or a duration, minutes and seconds (`48:15`, `126:40` of `split_5k,finish` then
# `23:41,48:15`) or hours, minutes and seconds: a race's or a call's time, read as written.
_CLOCK_CELL: Final = re.compile(r"(?:[0-9]{1,3}):[0-5][0-9](?::[0-5][0-9])?", re.ASCII)
# (round 24) a cell that is a code with digits, no number (`5/4x6` of `decking,5/4x6,12',22`, `2x8`,
# `SKU-114`): 4 to 24 characters of letters, digits and `/ - . x`, a digit and a letter or slash in it
_CODE_CELL: Final = re.compile(r"(?=[^ \t]*[0-9])(?=[^ \t]*[A-Za-z/])[A-Za-z0-9][A-Za-z0-9/.-]{3,23}", re.ASCII)
# (spaces32) a cell that is a timestamp, a date then a space or `T` and a clock (`2026-10-07 18:00` of
# `time,temp_c`): its clock is the reading's time, as a clock cell's (`14:00` of a log read alone)
_STAMP_CELL: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}[ T]([0-9]{1,2}:[0-5][0-9](?::[0-5][0-9])?)", re.ASCII)
# (spaces32) a code of digit groups joined by a hyphen or a slash (`530-117` of a plate `CA 530-117`,
# `12/40`): a part of a cell of words, or a cell alone
_DIGIT_CODE: Final = re.compile(r"[0-9]{2,8}(?:[-/][0-9]{2,8}){1,3}", re.ASCII)
_READ: Final[TextMemo[tuple[str, ...]]] = TextMemo(entries=64, chars=1 << 21)


def _cells(line: str, delimiter: str) -> list[str]:
    try:
        return next(csv.reader([line], delimiter=delimiter), [])
    except csv.Error:
        return []


def _header(cells: list[str]) -> bool:
    if not 2 <= len(cells) <= MAX_COLUMNS:
        return False
    seen: set[str] = set()
    for cell in cells:
        name = cell.strip()
        if not name or name in seen or _LETTER.search(name) is None or _NOT_A_NAME.search(name) is not None:
            return False
        if _NUMBER.fullmatch(name.strip(_DECORATION)) is not None:
            return False
        seen.add(name)
    return True


def _comma_cell(cell: str) -> str | None:
    """The number a comma block's cell writes (normalized), or None; (round 22) or its clock."""
    bare = cell.strip().strip(_DECORATION)
    if _CLOCK_CELL.fullmatch(bare) is not None:
        return bare
    if _NUMBER.fullmatch(bare) is not None:
        return normalize_token(bare)
    form = normalize_token(bare)  # a quoted cell's thousands (`1,850.4`)
    return form if "," in bare and _NUMBER.fullmatch(form) is not None else None


def _semicolon_cell(cell: str, comma_block: bool) -> str | None:
    """The number a semicolon block's cell writes (normalized, in English), or None; (round 22) or its clock."""
    bare = cell.strip().strip(_DECORATION)
    if _CLOCK_CELL.fullmatch(bare) is not None:
        return bare
    m = _COMMA_DECIMAL.fullmatch(bare)
    if m is not None:
        return normalize_token(m.group(1).replace(".", "") + "." + m.group(2))
    if comma_block and _POINT_GROUPS.fullmatch(bare) is not None:
        return normalize_token(bare.replace(".", ""))
    if _NUMBER.fullmatch(bare) is not None:
        return normalize_token(bare)
    return None


def _worth_reading(number: str | None) -> bool:
    """A number of three digits or more, or with a point (`10.0` is `10`: two digits, as `glued`
    refuses them): a cell `0` or `12` grounds nothing (a count, an index, a flag)."""
    return number is not None and ("." in number or len(number.lstrip("-")) >= 3)


# (round 24) A cell written with cents (`29.00`, `29,00` in a semicolon block): a price as written,
# read whatever its digits (`GK shirt,L,2,29.00` grounds an answer's `£29.00`); `10.0` still is not.
_CENTS: Final = re.compile(r"[-+]?[0-9]+[.,][0-9]{2}", re.ASCII)


def _block_numbers(rows: list[list[str]], delimiter: str) -> list[str]:
    found: list[str | None]
    cells = [cell for row in rows for cell in row]
    if delimiter == ",":
        found = [_comma_cell(cell) for cell in cells]
    else:
        comma_block = any(_COMMA_DECIMAL.fullmatch(cell.strip().strip(_DECORATION)) for cell in cells)
        found = [_semicolon_cell(cell, comma_block) for cell in cells]
    numbers = [n for n, cell in zip(found, cells) if n is not None and (
        _worth_reading(n) or _CENTS.fullmatch(cell.strip().strip(_DECORATION)) is not None)]
    # (round 24) and the codes a row writes in a cell of its own (`5/4x6`), as written, no number
    codes = [normalize_token(cell.strip()) for cell in cells
             if _CODE_CELL.fullmatch(cell.strip()) and _NUMBER.fullmatch(cell.strip()) is None]
    # (spaces32) a timestamp cell's clock (`2026-10-07 18:00` -> `18:00`), and a code's parts a cell
    # of words writes (`CA 530-117` -> `530-117`; the tokenizer glues the last to the next cells)
    for cell in cells:
        stamp = _STAMP_CELL.fullmatch(cell.strip())
        if stamp is not None:
            codes.append(stamp.group(1))
            continue
        for word in cell.split():
            if _DIGIT_CODE.fullmatch(word) is not None or (
                    " " in cell.strip() and _CODE_CELL.fullmatch(word) is not None and _NUMBER.fullmatch(word) is None):
                codes.append(normalize_token(word))
    return numbers + codes


def _read_blocks(text: str) -> list[str]:
    lines = _LINES.split(text)
    out: dict[str, None] = {}
    for delimiter in (",", ";"):
        if delimiter not in text:
            continue
        widths = [len(_cells(line, delimiter)) if delimiter in line else 0 for line in lines]
        i = 0
        while i < len(lines) - 1:
            width = widths[i]
            if width < 2 or widths[i + 1] != width or not _header(_cells(lines[i], delimiter)):
                i += 1
                continue
            end = i + 1
            while end < len(lines) and widths[end] == width:
                end += 1
            rows = [_cells(line, delimiter) for line in lines[i + 1 : end]]
            for number in _block_numbers(rows, delimiter):
                out.setdefault(number, None)
            i = end
    return list(out)


def block_cells(text: str) -> tuple[str, ...]:
    """The numbers (normalized, in English) of the cells of every comma- or semicolon-separated
    block `text` writes (module doc), once each; kept for the texts read lately (`_READ`)."""
    if len(text) > MAX_BLOCK_CHARS or ("," not in text and ";" not in text) or ("\n" not in text and "\\n" not in text):
        return ()
    kept = _READ.get(text)
    if kept is None:
        kept = tuple(_read_blocks(text))
        _READ.put(text, kept)
    return kept
