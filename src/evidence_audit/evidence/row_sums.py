"""The `row-sum` arithmetic rule (round 10): a table cell that sums, over the records its row
names, the number its column's header names.

A booking answer tabulates itineraries one per row, each row naming its legs, and writes a fare
per cabin: `| A (via DFW) | HAT290 07:10–12:45 | HAT355 14:05–17:55 | ... | $191 | $341 | $832 |`
under `Basic econ | Economy | Business`. No result carried `341`: it is `prices.economy` of
HAT290 plus that of HAT355. The `listed` rule of `computed/` sums a key over the records named
since the previous amount, which a row's second and third fares do not follow; this rule reads
the row and the header instead.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `row-sum` | `| HAT290 ... | HAT355 ... | $341 |` under `Economy` | one carried key summed over the 2-MAX_NAMED records the row names (identifiers a result carried objects under), the key the one whose last part's words the header writes (`economy` for `Economy`, `basic_economy` for `Basic econ`; of several, those that use most of the header's words, at most MAX_KEYS), every record carrying it; exact | a cell equal to such a sum |

Refused: a sum one digit off, a header that names no key of the records (`Total`: which key?), a
row that names one record, a key one of the records does not carry.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal
from typing import Final

from .layout import Layout
from .normalize import normalize_token, token_spans

__all__ = ["row_record_sum"]

MAX_NAMED: Final = 8  # records a row may name
MAX_KEYS: Final = 4  # keys a header may name
_WORD: Final = re.compile(r"[a-z]{3,}")
_KEY_WORD: Final = re.compile(r"[a-z]+")


def _header_keys(header: str, keys: list[str]) -> list[str]:
    """The keys whose last part's words the header writes (a word or its start: `econ` for
    `economy`), those that use the most of the header's words."""
    words = _WORD.findall(header.lower())
    if not words:
        return []
    best: list[str] = []
    score = 0
    for key in keys:
        parts = _KEY_WORD.findall(key.rsplit(".", 1)[-1].lower())
        if not parts:
            continue
        used: set[str] = set()
        for part in parts:
            hit = next((w for w in words if part.startswith(w) or w.startswith(part)), None)
            if hit is None:
                break
            used.add(hit)
        else:
            if len(used) > score:
                best, score = [key], len(used)
            elif len(used) == score:
                best.append(key)
    return best[:MAX_KEYS]


def row_record_sum(
    layout: Layout, text: str, at: int, value: Decimal, records: Mapping[str, Mapping[str, tuple[Decimal, str]]]
) -> tuple[str, list[tuple[str, str]]] | None:
    """For the number whose first digit is at `at`, in a table cell: (expression, operands as
    (value, where)) when it is one key summed over the records its row names; else None.
    `records`: identifier (normalized) -> path -> (number, where a result carried it)."""
    cell = layout.cell(at)
    if cell is None:
        return None
    header = layout.header(cell)
    if not header:
        return None
    names: list[str] = []
    for column in range(layout.columns(cell.table)):
        span = layout.span(cell.table, cell.row, column)
        if span is None or column == cell.column:
            continue
        for _, piece in token_spans(text[span[0] : span[1]]):
            form = normalize_token(piece)
            if form in records and form not in names:
                names.append(form)
                if len(names) > MAX_NAMED:
                    return None
    if len(names) < 2:
        return None
    first = records[names[0]]
    shared = [key for key in first if all(key in records[n] for n in names[1:])]
    for key in _header_keys(header, shared):
        numbers = [records[n][key] for n in names]
        if sum((n for n, _ in numbers), Decimal(0)) == value:
            shown = [format(n.normalize(), "f") for n, _ in numbers]
            return " + ".join(shown), [(s, where) for s, (_, where) in zip(shown, numbers)]
    return None
