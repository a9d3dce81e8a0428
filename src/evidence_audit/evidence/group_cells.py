"""(boat40) `group-cells`: a table cell that sums an earlier answer's column over the rows of one group.

A wage sheet, a bill or a stock list tables its rows with a word that groups them (a role, a kind,
a shed), then the person asks the groups against each other and the answer tables each group's
sum, no step shown:

    | Name | Role | ... | Total (INR) |        (the previous answer)
    | Sasi Kumar | carpenter | ... | 7,800 |
    | Biju Thomas | helper | ... | 5,220 |
    ...
    | Role | INR |                              (this answer)
    | carpenters | 21,890 |

21,890 is 7,800 + 5,750 + 8,340, the `Total (INR)` cells of the three rows whose `Role` is
`carpenter`. The previous answer is read, then the one before it (the table may be two
answers back: `Overtime alone?` between). The value's row's first cell names the group by a word (plural or not) that is the
whole cell of two or more of the previous answer's rows in one column, and not of every row; the
value is the sum of those rows' cells in one other column, each a number the previous answer
settled (computed or grounded). Exact. Refused when the same group summed in another column, or
another group summed in any column, reaches a one-digit neighbour of the value (chance).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `group-cells` | `| carpenters | 21,890 |` after a table of rows whose `Role` is `carpenter` | the previous answer's settled cells of one column, over the 2+ rows whose one column's cell is the group the value's row names | an invented amount equal to a named group's column sum |

Bounded: the previous answer's first `MAX_TABLES` tables, rows past `MAX_ROWS` and columns past
`MAX_COLUMNS` unread. Pure.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final

from .layout import Cell, Layout
from .computed.reading import AnswerReading, neighbours
from .computed.values import Derivation, Operand, decimal_places

__all__ = ["MAX_ROWS", "explain_group_cells"]

MAX_TABLES: Final = 4  # tables of the previous answer read
MAX_ROWS: Final = 64  # rows of one table read
MAX_COLUMNS: Final = 16  # columns of one table read
_WORD: Final = re.compile(r"[^\W\d_]{3,}")
_CELL_NUMBER: Final = re.compile(r"[*_ \t]*(?:[^\W\d_]{1,3}[ \t]?|[$\u20ac\u00a3\u20b9])?([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(\.[0-9]+)?[ \t]?(?:[^\W\d_]{1,3})?[*_ \t]*")
_LAYOUTS: list[tuple[str, Layout | None]] = [("", None)]  # the last previous answer's layout


def _layout(text: str) -> Layout:
    kept = _LAYOUTS[0]
    if kept[0] == text and kept[1] is not None:
        return kept[1]
    layout = Layout(text)
    _LAYOUTS[0] = (text, layout)
    return layout


def _singular(word: str) -> str:
    lower = word.lower()
    return lower[:-1] if lower.endswith("s") and len(lower) > 3 else lower


def _group_word(text: str) -> str:
    """The one word (3+ letters, singular) a cell writes alone (`carpenters`, `**Helper**`), or ''."""
    words = _WORD.findall(text)
    stripped = text.strip(" \t*_")
    return _singular(words[0]) if len(words) == 1 and stripped.lower() == words[0].lower() else ""


def _cell_number(text: str, at: tuple[int, int]) -> Decimal | None:
    m = _CELL_NUMBER.fullmatch(text, at[0], at[1])
    if m is None:
        return None
    try:
        return Decimal(m.group(1).replace(",", "") + (m.group(2) or ""))
    except InvalidOperation:
        return None


def explain_group_cells(reading: AnswerReading, i: int, previous_text: str, settled: frozenset[Decimal]) -> Derivation | None:
    """The `group-cells` derivation of occurrence `i` (a table cell), or None (module docstring)."""
    if not previous_text or not settled:
        return None
    occ = reading.occurrences[i]
    layout = reading.layout
    cell = layout.cell(occ.at)
    if cell is None or cell.column == 0 or occ.number <= 0:
        return None
    first = layout.span(cell.table, cell.row, 0)
    group = _group_word(reading.text[first[0]:first[1]]) if first is not None else ""
    if not group:
        return None
    before = _layout(previous_text)
    places = decimal_places(occ.digits or occ.value)
    near = set(neighbours(occ.number, places))
    found: tuple[str, list[Decimal]] | None = None
    reached: set[Decimal] = set()
    for table in range(min(before.tables(), MAX_TABLES)):
        rows, columns = min(before.rows(table), MAX_ROWS), min(before.columns(table), MAX_COLUMNS)
        for by in range(columns):
            groups: dict[str, list[int]] = {}
            for row in range(rows):
                span = before.span(table, row, by)
                word = _group_word(previous_text[span[0]:span[1]]) if span is not None else ""
                if word:
                    groups.setdefault(word, []).append(row)
            members = groups.get(group, [])
            if len(members) < 2 or len(groups) < 2:
                continue
            for summed in range(columns):
                if summed == by:
                    continue
                for word, rows_of in groups.items():
                    cells: list[Decimal] = []
                    for row in rows_of:
                        span = before.span(table, row, summed)
                        number = _cell_number(previous_text, span) if span is not None else None
                        if number is None or number not in settled:
                            break
                        cells.append(number)
                    else:
                        if len(cells) < 2:
                            continue
                        total = sum(cells, Decimal(0))
                        if word == group and total == occ.number and found is None:
                            found = (before.header(Cell(table, 0, summed)), cells)
                        else:
                            reached.add(total)
    if found is None or near & reached:
        return None
    header, cells = found
    where = f"the previous answer's {header or 'column'} cell of a row whose group is {group!r}"
    return Derivation("group-cells", " + ".join(_print(c) for c in cells) + f" = {occ.value}",
                      tuple(Operand(_print(c), "earlier answer", where) for c in cells))


def _print(n: Decimal) -> str:
    return format(n, "f")
