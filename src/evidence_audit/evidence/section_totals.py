"""The `section-total` arithmetic rule (round 12): a total written after a list that headings split
into sections, the sum of the items of one section.

A banking summary lists the year's payments under `**Outgoing**` (sub-headed by category) and the
one receipt under `**Incoming**`, then writes `**Totals**` and `Spent: **1,350.00**`: the sum of the
Outgoing section's four items, not of the last items written (the receipt's `10.00` comes last).
People total a section they wrote; the `total` rule of `computed/` sums runs of items ending right
before the value, and a whole list under or over the value's line, neither of which is a section.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `section-total` | `**Outgoing**` ... `- Pizza party (Jan 1): 100.00` ... `**Incoming**` ... `**Totals**` `- Spent: **1,350.00**` | (at least two sections above it) one of the last MAX_SECTIONS sections above the value's list or paragraph (runs of list lines between lines that are no list items: headings, prose), its items summed: each list line's last resolved number of the total's kind, places and currency mark (a line with no number, a sub-heading, is no item), 2-MAX_ITEMS items; exact | a total equal to such a section's sum |

Refused: a sum one digit off, a section with an item nothing resolved, a section of one item, items
of another currency mark, a list no heading splits (one list above: the `total` rule's), two items
whose difference is one digit off the value (unless its words say it sums: the `total` rule's
refusal), the value's own list, sections further up than MAX_LINES lines.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Final, NamedTuple

__all__ = ["Numbered", "section_reach", "section_total"]

MAX_LINES: Final = 60  # lines above the value read
MAX_SECTIONS: Final = 4  # sections above the value tried, nearest first
MAX_ITEMS: Final = 31  # items of one section
_LIST_ITEM: Final = re.compile(r"[ \t]*(?:[-*+\u2022]|[0-9]{1,2}[.)])[ \t]")


class Numbered(NamedTuple):
    """A number of the answer as the rule reads it."""

    start: int
    number: Decimal
    value: str
    amount: bool
    places: int
    resolved: bool
    mark: str  # its currency mark (`$`, `¥`), or ''


def _lines_above(text: str, line_start: int) -> list[tuple[int, int]]:
    """The (start, end) of the lines above `line_start`, nearest first, at most MAX_LINES."""
    out: list[tuple[int, int]] = []
    end = line_start - 1
    while end >= 0 and len(out) < MAX_LINES:
        start = text.rfind("\n", 0, end) + 1
        out.append((start, end))
        end = start - 1
    return out


def section_reach(text: str, value_start: int) -> int:
    """Where the lines the rule reads above the value start (MAX_LINES lines up)."""
    lines = _lines_above(text, text.rfind("\n", 0, value_start) + 1)
    return lines[-1][0] if lines else value_start


def _sections(text: str, line_start: int) -> list[list[tuple[int, int]]]:
    """The sections above the value's line, nearest first, each its list lines in text order; the
    value's own list (the list lines right above its line) is skipped."""
    sections: list[list[tuple[int, int]]] = []
    current: list[tuple[int, int]] = []
    own = True  # still in the value's own list (or paragraph)
    for start, end in _lines_above(text, line_start):
        line = text[start:end]
        if not line.strip():
            own = False
            continue
        if _LIST_ITEM.match(line):
            if not own:
                current.append((start, end))
            continue
        own = False  # a heading or prose closes a section
        if current:
            sections.append(current[::-1])
            current = []
            if len(sections) >= MAX_SECTIONS:
                break
    if current and len(sections) < MAX_SECTIONS:
        sections.append(current[::-1])
    return sections


def section_total(text: str, value_start: int, number: Decimal, amount: bool, places: int, mark: str,
                  numbers: Sequence[Numbered]) -> list[Numbered] | None:
    """The items of a section above the value that sum to `number`, or None. `numbers`: the
    answer's numbers before the value, in text order."""
    line_start = text.rfind("\n", 0, value_start) + 1
    sections = _sections(text, line_start)
    if len(sections) < 2:
        return None  # one list above: no sections (the `total` rule's, with its refusals)
    for section in sections:
        items: list[Numbered] = []
        k = 0
        ok = True
        for start, end in section:
            while k < len(numbers) and numbers[k].start < start:
                k += 1
            on_line = []
            j = k
            while j < len(numbers) and numbers[j].start < end:
                n = numbers[j]
                if n.amount == amount and n.places == places and n.mark == mark:
                    on_line.append(n)
                j += 1
            if not on_line:
                continue  # a sub-heading (`* **Electronics**`), a line of other numbers
            if not on_line[-1].resolved:
                ok = False
                break
            items.append(on_line[-1])
        if ok and 2 <= len(items) <= MAX_ITEMS and sum((n.number for n in items), Decimal(0)) == number:
            return items
    return None
