"""The dates of the one record a table row of the answer names (round 35, watch35: `date-step`'s
bases for a date in a table).

An answer often tabulates records a result served and adds a column of dates each of those
records' own date moved by a span: a repair queue served as CSV (`T-4302,Longines
Conquest,automatic,2026-09-14,ready`), then `| T-4302 | Longines Conquest | 2026-10-05 |` under
`Ready (drop-off + 21 d)`. The row does not write its base: it names its record. Over every date
the run knows, the rule's 21 days reach the next row's neighbours too (`2026-10-02` is one digit
from `2026-10-05`), and the chance test refused every row. The row's record is the base's one
source: a record of the latest result (a JSON array of objects, or one under a key; a text table's
rows, `text_tables.table_records`) of which a text cell is written as a whole cell of the row
(`T-4302`; a cell of 3+ characters with a letter, no date). Exactly one record so named gives its
ISO dates; none or several give none (a row naming two records names no base). Pure; bounded by
`MAX_RECORDS` records and `MAX_ROW_CELLS` cells.
"""

from __future__ import annotations

import re
from typing import Any, Final

from .served import Served
from .text_tables import table_records

__all__ = ["line_codes", "line_names", "named_record_counts", "named_record_dates", "named_record_days"]

MAX_RECORDS: Final = 64  # records of the result read for the one a row names
MAX_ROW_CELLS: Final = 16  # cells of a row read as names
_ISO: Final = re.compile(r"(?:19|20)[0-9]{2}-[0-9]{2}-[0-9]{2}")
# (mend45d) an ISO date or timestamp as carried (`2027-08-21`, `2027-08-21T05:30`, `2027-08-21 05:30:00Z`)
_ISO_STAMP: Final = re.compile(r"(?:19|20)[0-9]{2}-[0-9]{2}-[0-9]{2}(?:[T ][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]{1,9})?)?(?:Z|[+-][0-9]{2}:?[0-9]{2})?)?")
_LETTER: Final = re.compile(r"[^\W\d_]")
_COUNT: Final = re.compile(r"[0-9]{1,6}")


def _records(served: Served) -> list[Any]:
    """The records of a result: its JSON array, the first array of objects its object holds, or its
    text table's rows."""
    read = served if served.has_parsed else table_records(served)
    value = read.parsed if read is not None else None
    if isinstance(value, dict):
        value = next((v for v in value.values() if isinstance(v, list) and v and isinstance(v[0], dict)), None)
    return value[:MAX_RECORDS] if isinstance(value, list) else []


def _name_of(cell: str) -> str | None:
    """A row's cell as a name: stripped of emphasis, 3+ characters with a letter, no ISO date."""
    text = cell.strip().strip("*_`").strip()
    if len(text) < 3 or _LETTER.search(text) is None or _ISO.search(text) is not None:
        return None
    return text


def _named_record(cells: list[str], served: Served | None) -> dict[Any, Any] | None:
    """The one record of `served` that a text cell of the row `cells` names, or None (none, several)."""
    if served is None:
        return None
    names = {n for c in cells[:MAX_ROW_CELLS] if (n := _name_of(c)) is not None}
    if not names:
        return None
    named = [r for r in _records(served) if isinstance(r, dict) and any(
        isinstance(v, str) and v.strip() in names for v in r.values())]
    return named[0] if len(named) == 1 else None


# (tannery41) a list line: its bullet (`-`, `*`, `•`, `1.`), then the text before the value
_BULLET: Final = re.compile(r"[ \t]*(?:[-*\u2022]|[0-9]{1,2}[.)])[ \t]+")
# a name a list line writes as a code (`P-01`, `RH-0215`, `B7`): letters and digits, joined by `-`, `/`, `.`
_CODE: Final = re.compile(r"(?<![\w-])(?=[\w-]*[^\W\d_])(?=[\w-]*[0-9])\w+(?:[-/.]\w+)*(?![\w-])")
MAX_LINE_NAMES: Final = 8  # codes of a list line read as names


def line_names(answer: str, at: int) -> list[str] | None:
    """(tannery41) The names a list line writes before `answer[at]` (`- P-01 (RH-0215): **12 March**`:
    `P-01`, `RH-0215`), as a table row's cells: its codes (a letter and a digit each) and its label,
    the text between the bullet and the colon when there is one; None when the line is no list item."""
    start = answer.rfind("\n", 0, at) + 1
    bullet = _BULLET.match(answer, start)
    if bullet is None or bullet.end() > at:
        return None
    before = answer[bullet.end() : at]
    names = _codes(before)
    colon = before.find(":")
    if colon > 0:
        names.append(before[:colon].strip(" \t*_`"))
    return names


def _codes(text: str) -> list[str]:
    """The codes `text` writes (`P-01`, `RH-0215`), the first `MAX_LINE_NAMES`."""
    return [m.group(0) for m in _CODE.finditer(text)][:MAX_LINE_NAMES]


def line_codes(answer: str, at: int) -> list[str]:
    """(mend45d, review45b D1) The codes any line writes before `answer[at]` (`SH-89 imesafirishwa
    tarehe 21 Agosti; siku 10 → **31 Agosti 2027**`: `SH-89`), a list item or not."""
    return _codes(answer[answer.rfind("\n", 0, at) + 1 : at])


def named_record_days(cells: list[str], served: Served | None) -> tuple[str, ...]:
    """(mend45d, review45b D1) The ISO days (`YYYY-MM-DD`) of the one record of `served` that a text
    cell of `cells` names: its dates' and its timestamps' (`2027-08-21T05:30`: 2027-08-21); () when
    none or several records are named."""
    record = _named_record(cells, served)
    if record is None:
        return ()
    return tuple(v.strip()[:10] for v in record.values() if isinstance(v, str) and _ISO_STAMP.fullmatch(v.strip()))


def named_record_dates(cells: list[str], served: Served | None) -> tuple[str, ...]:
    """The ISO dates (`YYYY-MM-DD`, as carried) of the one record of `served` that a text cell of the
    row `cells` names; () when none or several records are named."""
    record = _named_record(cells, served)
    if record is None:
        return ()
    return tuple(v.strip() for v in record.values() if isinstance(v, str) and _ISO.fullmatch(v.strip()))


def named_record_counts(cells: list[str], served: Served | None) -> tuple[tuple[str, int], ...]:
    """(mend40b) The whole numbers (key, count) of the one record of `served` that a text cell of the
    row `cells` names (`"days": 12`, a CSV's `9`); () when none or several records are named."""
    record = _named_record(cells, served)
    if record is None:
        return ()
    out: list[tuple[str, int]] = []
    for key, value in record.items():
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            out.append((str(key), value))
        elif isinstance(value, str) and _COUNT.fullmatch(value.strip()):
            out.append((str(key), int(value.strip())))
    return tuple(out)
