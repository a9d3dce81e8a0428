"""(kiln43) The `earlier-group` arithmetic rule: a table cell that totals, for the name its row
writes, the cells the previous answer's table wrote under the same column header in its rows of that
name: `| Manjunath | 1,610.00 |` under `Pay (INR)` after `| Manjunath | 7 Feb | ... | 840.00 |` and
`| Manjunath | 8 Feb | ... | 770.00 |` under `Pay (INR)`. A sheet of rows by day or by lot, asked
again per person, per product, per site: the rows of each name summed.

The bound: the row's first cell and the column's header both written as the earlier table writes them
(case and emphasis aside), 2 rows at least of that name, each cell one number the previous answer left
settled (none it flagged), the sum exact at the value's places (never rounded); at most `MAX_ROWS`
rows read. Its price: an invented cell equal to such a sum.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Container, Final

from .computed.reading import number_occurrences
from .computed.values import Operand
from .layout import Layout

__all__ = ["explain_earlier_group"]

MAX_ROWS: Final = 64  # rows of the previous answer's tables read
MAX_TEXT: Final = 20_000  # characters of the previous answer read

_LAST: list[tuple[str, Layout | None]] = [("", None)]


def _plain(cell: str) -> str:
    return " ".join(cell.strip().strip("*_ ").split()).casefold()


def _layout(text: str) -> Layout:
    last = _LAST[0]
    kept = last[1]
    if last[0] == text and kept is not None:
        return kept
    layout = Layout(text)
    _LAST[0] = (text, layout)
    return layout


def explain_earlier_group(
    label: str, header: str, number: Decimal, written: str, previous: str, unsettled: Container[str],
) -> tuple[str, tuple[Operand, ...]] | None:
    """The value (`number`, `written` as the answer writes it) of a row named `label` under `header`
    as the sum of the previous answer's cells of rows so named under that header (the docstring):
    (expression, operands), or None."""
    name, column_name = _plain(label), _plain(header)
    if not name or not column_name or not previous or "|" not in previous or any(c.isdigit() for c in name):
        return None
    previous = previous[:MAX_TEXT]
    layout = _layout(previous)
    for table in range(layout.tables()):
        rows = min(layout.rows(table), MAX_ROWS)
        if rows < 2:
            continue
        column = -1
        first = layout.span(table, 0, 0)
        if first is None:
            continue
        cell = layout.cell(first[0])
        if cell is None:
            continue
        for k in range(layout.columns(table)):
            if _plain(layout.header(cell._replace(column=k))) == column_name:
                column = k
                break
        if column <= 0:
            continue
        parts: list[tuple[str, Decimal]] = []
        for row in range(rows):
            head = layout.span(table, row, 0)
            if head is None or _plain(previous[head[0]:head[1]]) != name:
                continue
            span = layout.span(table, row, column)
            if span is None:
                return None
            found = number_occurrences(previous[span[0]:span[1]])
            if len(found) != 1 or found[0].value in unsettled:
                return None
            parts.append((found[0].value, found[0].number))
        if len(parts) < 2:
            continue
        if sum((n for _, n in parts), Decimal(0)) != number:
            continue
        expression = " + ".join(v for v, _ in parts)
        return expression, tuple(Operand(v, "earlier answer", f"the previous answer's row {label.strip()!r}") for v, _ in parts)
    return None
