"""The `series` arithmetic rule (round 10): a subtotal of a series the answer lists in groups.

An answer restates a result's rows one group per period or item, each group the same numbers in
the same order, and then totals one of them: `January 500 sales, 75000 revenue, 15000 profit;
February 450, 67500, 13500; March 600, 90000, 18000. That's 1550 sales and 232,500 revenue for
the quarter.` The `total` rule of `computed/` sums the numbers written just before a value, but
here the items of one column are interleaved with the others'; this rule sums one position over
the groups.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `series` | `January 500 sales, 75000 revenue; February 450, 67500; March 600, 90000. That's 1550 sales` | the groups written right before the value (its sentence or the ones before it in its paragraph, within MAX_REACH characters), separated by `;`, `:`, a line break or a sentence end, the last 2-MAX_GROUPS of them holding the same count (2-MAX_POSITIONS) of numbers: one position summed over the groups, every operand resolved; the word written right after the value names that position (`1550 sales` as `500 sales`) or its sentence says it totals (`total`, `in all`, `combined`); exact | a value equal to such a column sum |

(range45) A total written after an approximation sign or word (`Total ≈ $36,155` for `$29,820.00`
and `$6,335.03` written before it, each a position of its group; `computed/narrow.py` asks, the
run of numbers right before it too): the sum, written with more places than the value, rounded half
up to the value's places (`rounded_from`). Its price: a value equal to such a rounded sum; one off by
more than half a unit of its places (`≈ $36,156`) stays flagged, and so does a value written with
no approximation sign.

Refused: a sum one digit off, a position summed over groups of unequal counts, an operand no
source resolved, a value whose word names another position and no total word; a table's cells
and rows (its columns are the `table` and `column` rules').
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal
from typing import Final

__all__ = ["rounded_from", "series_total"]

MAX_GROUPS: Final = 12  # groups a subtotal sums over (a year's months)
MAX_POSITIONS: Final = 8  # numbers a group may hold
MAX_REACH: Final = 1200  # characters before the value within which its groups are written

# What separates two groups: `;`, `:`, a line break, a sentence's end.
_GROUP_BREAK: Final = re.compile(r";|:(?![0-9])|\n|[.!?](?=\s)")
# A paragraph's start: the groups are written in the value's paragraph.
_PARAGRAPH: Final = re.compile(r"\n[ \t]*\n")
# The word written right after a number: `500 sales`, `75000 revenue` (a currency word or a unit too).
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_WORD_AFTER: Final = re.compile(r"[ \t]*+\**+[ \t]*+([A-Za-z]{2,30})")
# A sentence that says it totals: `total`, `in all`, `combined`, `altogether`, `sum`, `overall`.
_TOTAL_WORD: Final = re.compile(r"\b(?:total|totals|totalling|totaling|in all|combined|altogether|sum|overall)\b", re.IGNORECASE)


def _word_after(text: str, end: int) -> str:
    m = _WORD_AFTER.match(text, end)
    if m is None:
        return ""
    word = m.group(1).lower()
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def series_total(
    text: str,
    numbers: Sequence[tuple[int, int, Decimal, bool]],
    start: int,
    end: int,
    value: Decimal,
    sentence: int,
    rounded_to: int | None = None,
) -> list[int] | None:
    """The indexes (into `numbers`) of the operands of a subtotal over the groups written right
    before the value at `start`-`end`, or None. `numbers` are the answer's numbers before the
    value, in text order: (start, end, number, resolved). `sentence` is where the value's
    sentence starts (a total word is looked for from there to the value). (range45) `rounded_to`,
    when given, the places of a value written after an approximation sign (`Total ≈ $36,155`): the
    sum, written with more places, rounded half up to those places is the value (`rounded_from`)."""
    line = text.rfind("\n", 0, start) + 1
    if text[line:start].lstrip().startswith("|"):
        return None  # a table's cell: its columns are the table rules' (`computed/`)
    floor = max(0, start - MAX_REACH)
    for m in _PARAGRAPH.finditer(text, floor, start):
        floor = m.end()
    # the groups: the numbers between two breaks, from the value's own piece (`That's 1550 sales
    # and`, left out) back
    breaks = [floor] + [m.end() for m in _GROUP_BREAK.finditer(text, floor, start)]
    groups: list[list[int]] = []
    k = len(numbers) - 1
    while k >= 0 and numbers[k][0] >= breaks[-1]:
        k -= 1
    for b in range(len(breaks) - 1, 0, -1):
        lo, hi = breaks[b - 1], breaks[b]
        if "|" in text[lo:hi]:
            break  # a table's row: no group of a listed series
        group: list[int] = []
        while k >= 0 and numbers[k][0] >= lo:
            group.insert(0, k)
            k -= 1
        if not group:
            continue  # a piece with no number: a group's label (`- February:`), or words after the run (`That's`)
        if groups and len(group) != len(groups[0]):
            break
        groups.insert(0, group)
        if len(groups) >= MAX_GROUPS:
            break
    if len(groups) < 2 or not 2 <= len(groups[0]) <= MAX_POSITIONS:
        return None
    total_word = _TOTAL_WORD.search(text, sentence, start) is not None
    word = _word_after(text, end)
    for position in range(len(groups[0])):
        operands = [g[position] for g in groups]
        if not all(numbers[o][3] for o in operands):
            continue
        summed = sum((numbers[o][2] for o in operands), Decimal(0))
        if summed != value and (rounded_to is None or not rounded_from(summed, value, rounded_to)):
            continue
        if total_word or (word and any(_word_after(text, numbers[o][1]) == word for o in operands)):
            return operands
    return None


def rounded_from(exact: Decimal, value: Decimal, places: int) -> bool:
    """(range45) Whether `exact`, written with more than `places` places, rounded half up to
    `places` is `value` (`36155.03` to 0 places is `36155`; `36156` is off by more than its
    precision's half and refused): a value an answer wrote rounded after an approximation sign."""
    if exact == value or not 0 <= places <= 6:
        return False
    exponent = exact.normalize().as_tuple().exponent
    if not isinstance(exponent, int) or -exponent <= places:
        return False
    return exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) == value


# A row of comma-separated cells (3 or more): `January,500,75000,15000`.
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_CSV_ROW: Final = re.compile(r"^[ \t]*+[^,\n]*+(?:,[^,\n]*+){2,}$", re.MULTILINE)
_CELL_NUMBER: Final = re.compile(r"-?[0-9]+(?:\.[0-9]+)?", re.ASCII)
MAX_CELLS: Final = 256  # cells read per text result


def row_cells(text: str) -> list[str]:
    """The numbers a text result writes as whole cells of its comma-separated rows (`500` of
    `January,500,75000,15000`): a result carried them, though its tokens glue them together."""
    out: list[str] = []
    for m in _CSV_ROW.finditer(text):
        for cell in m.group(0).split(","):
            cell = cell.strip()
            if _CELL_NUMBER.fullmatch(cell) and cell not in out:
                out.append(cell)
                if len(out) >= MAX_CELLS:
                    return out
    return out
