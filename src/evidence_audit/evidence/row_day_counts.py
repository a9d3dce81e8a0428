"""(boat40) The count of days a table row writes between a date and the value, under a header naming days.

A slipway's, a hire's or a stay's table writes, on one row, the day it starts, the number of days
and the day it ends, no step shown:

    | Boat           | Hauled | Days | Launch |
    | Kuttanad Pearl | 9 Mar  | 14   | 23 Mar |

23 Mar is 9 Mar + 14 days. No span is stated anywhere but in the row: the rules' `10 days` (a
threshold) reach other days, and the header (`Days`) writes no count. `row_day_spans` reads the
cells of the value's row strictly between the base's cell and the value's cell whose column header
is a word of days or weeks in any language (`Days`, `ദിവസം`, `Tage`: `date_steps.spans_in` read
on `<cell> <header word>`), each cell one whole number alone; word_dates' `yearless_chain_step`
steps from the date the row writes just before the value by those spans alone (the base alone: a
one-digit neighbour reached or that base refuses, `find_step`'s test).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `date-step` (row count) | `| 9 Mar | 14 | 23 Mar |` under `Hauled`, `Days`, `Launch` | the row's date before the value plus the whole count of a cell between them headed by days, not another count of days its record carries; with no record named, a count stated (mend40b) | an invented end day equal to the row's start plus a count on the row of a record carrying no count of days, or a span stated |

(mend40b, review40 D2) The count cell is the row's writing, no source: the step is taken only where
the count is resolved: the one record of the latest result the row names carries it under a key of
days (`"days": 12`, a CSV's `days` column); a record carrying another count of days refuses it
(`| 9 Mar | 14 | 23 Mar |` over `"days": 12`: 23 Mar stays flagged). A named record carrying no count
of days leaves the count to the row (the answer computed it: `1 day per 100 kg started`, 5 for 420 kg);
a row naming no record needs a span a person, the rules or a result state with that count. Price
kept: an invented count on the row of a record carrying no count of days.

Bounded: at most `MAX_ROW_SPANS` cells read (the last before the value). Pure.
"""

from __future__ import annotations

import re
from typing import Final

from .date_steps import Span, spans_in
from .layout import Cell, Layout

__all__ = ["MAX_ROW_SPANS", "row_day_spans"]

MAX_ROW_SPANS: Final = 2  # cells of days read between the base and the value (the last)
_LONE_COUNT: Final = re.compile(r"[*_ \t]*([0-9]{1,3})[*_ \t]*")  # a cell that is one whole number alone
_HEADER_WORD: Final = re.compile(r"[^\W\d_]+")
_DAY_UNITS: Final = frozenset({"day", "week"})
ROW_COUNT: Final = "a count the answer's table row writes"  # a row span's `where`


def _day_word(header: str) -> str:
    """The first word of a header that reads as days or weeks after a count (`Days`, `Stay (days)`,
    `ദിവസം`), or ''."""
    for word in _HEADER_WORD.findall(header):
        probe = f"2 {word}"
        if any(s.unit in _DAY_UNITS and s.written == probe for s in spans_in(probe, 0, len(probe), "")):
            return word
    return ""


def _record_days(record: tuple[tuple[str, int], ...]) -> set[int]:
    """The counts the row's record carries under a key naming days or weeks (`days`, `slip_days`)."""
    return {n for key, n in record if _day_word(key.replace("_", " ").replace("-", " "))}


def _resolved(span: Span, record: tuple[tuple[str, int], ...], stated: list[Span]) -> bool:
    """(mend40b, review40 D2) Whether the row's count is resolved: its record carries it under a key of
    days (and no other count of days); its record, named and carrying no count of days, leaves it to the
    row (a count the answer computed from the record: `1 day per 100 kg started`, 5 for 420 kg); no
    record named, a span stated (said, the rules', a result's term) has that count in that unit."""
    days = _record_days(record)
    if days:
        return span.size in days
    if record:
        return True
    return any(s.size == span.size and s.unit == span.unit for s in stated)


def row_day_spans(layout: Layout, answer: str, base: int, at: int, record: tuple[tuple[str, int], ...] = (),
                  stated: list[Span] | None = None) -> list[Span]:
    """The spans of days the table row holding `at` writes in its cells strictly between the cell
    holding `base` (a date's start) and the value's, under a header naming days or weeks, each count
    resolved (`_resolved`: carried by the row's record `record`, its (key, count)s, or a span of
    `stated`); [] when `base` is not on the value's row."""
    cell = layout.cell(at)
    start = layout.cell(base)
    if cell is None or start is None or (start.table, start.row) != (cell.table, cell.row) or start.column >= cell.column:
        return []
    out: list[Span] = []
    for column in range(cell.column - 1, start.column, -1):
        word = _day_word(layout.header(Cell(cell.table, cell.row, column)))
        where = layout.span(cell.table, cell.row, column)
        if not word or where is None:
            continue
        m = _LONE_COUNT.fullmatch(answer, where[0], where[1])
        if m is None:
            continue
        probe = f"{m.group(1)} {word}"
        for span in spans_in(probe, 0, len(probe), ROW_COUNT):
            if span.unit in _DAY_UNITS and span.written == probe and span.sign > 0:
                if _resolved(span, record, stated or []):
                    out.append(span)
                break
        if len(out) >= MAX_ROW_SPANS:
            break
    return out
