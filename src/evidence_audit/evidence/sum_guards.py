"""Refusals of the sum rules (round 12): sums that take one item too many.

The `total` rule sums a run of the resolved numbers written right before a value, and the `column`
rule a table's column (all its body rows, or a run of adjacent ones). Both excused one-digit
mutants of the totals they compute by adding an item the true total leaves out:

- a list's total slipped by one digit (`Together that's 1,160.00` for a list of 50.00 and
  1,100.00, whose total is 1,150.00) read as the list plus a number written above the list
  (`the 10.00 incoming transaction` of the paragraph before its header): `slipped_list_total`
  refuses a run that holds the last 2+ items of a list and reaches above the list's first item,
  where the list's items alone sum to a number one digit off the value;
- a column of amounts that writes some cells with an explicit `+` (money received: `| Income |
  +10.00 |`) and others unsigned (money spent) summed whole (`Total spent: 1,360.00` for the
  1,350.00 the unsigned cells give): `mixes_plus` refuses a sum over cells of both kinds.

- a list's total slipped by one digit, excused by a wide rule's farther pairing (`Total:
  2,150.00` under a list of 50.00 and 1,100.00: the previous answer's 1,050 + 1,100):
  `list_sum_before` gives the list's own sum, and the wide rules refuse a value one digit off it.

- a run that holds an equation's result and its operands too (`$42.00 - $5.00 = $37.00` then
  `$84.00` for 42 + 5 + 37): `repeats_its_steps` refuses it; a result stands for its operands.

- a table cell (a total row's `**1,360.00**`) summed from cells of its table's other columns in
  other rows too (the `10.00` of the `In` column beside the `Out` column it totals):
  `crosses_columns`.

- (words43) a run that adds an amount the answer writes as taken off its base, a minus before its
  percent (`Slates: 510,000.00 − 5% 25,500.00`: the 25,500 is a discount): `adds_taken_off`.

Their price: a total that truly adds a list and a number above it, one digit off the list's own
sum (`Flight $100. Hotels: - $250 - $1,000. Total $1,350`), is flagged; so is a column's sum of
received and spent amounts together, which means nothing. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Final

from .decimal_text import one_digit_apart as _one_digit_apart

__all__ = ["adds_taken_off", "crosses_columns", "list_sum_before", "mixes_plus", "repeats_its_steps", "slipped_list_total"]

# A list item's line: a bullet or a number and a point or parenthesis, then a space.
_LIST_ITEM: Final = re.compile(r"[ \t]*(?:[-*+\u2022]|[0-9]{1,2}[.)])[ \t]")


def _plus(text: str, start: int, at: int) -> bool:
    """Whether the number whose token starts at `start` (first digit at `at`) is written with an explicit `+`."""
    return "+" in text[max(start - 1, 0) : at]


def mixes_plus(text: str, items: Sequence[tuple[int, int]]) -> bool:
    """Whether some, not all, of the items (each as (token start, first digit)) are written with an explicit `+`."""
    signed = sum(1 for start, at in items if _plus(text, start, at))
    return 0 < signed < len(items)


MAX_LIST_LINES: Final = 32  # lines walked up to a list's first (a longer list is no total's: lists.MAX_ITEMS)


def _list_start(text: str, offset: int) -> int:
    """The start of the first line of the list whose item holds `offset`, or -1 when that line is
    no list item or the list runs longer than MAX_LIST_LINES above it (bounded work per value)."""
    start = text.rfind("\n", 0, offset) + 1
    if _LIST_ITEM.match(text, start) is None:
        return -1
    for _ in range(MAX_LIST_LINES):
        if start <= 0:
            return start
        above = text.rfind("\n", 0, start - 1) + 1
        if _LIST_ITEM.match(text, above) is None:
            return start
        start = above
    return -1


def slipped_list_total(text: str, items: Sequence[tuple[int, Decimal]], number: Decimal) -> bool:
    """Whether a run of items (each as (offset, number), in text order) summing to `number` holds
    the last 2+ items of a list and reaches above the list, and the list's items alone sum to a
    number one digit off `number` (module doc)."""
    if len(items) < 3:
        return False
    first = _list_start(text, items[-1][0])
    if first < 0 or items[0][0] >= first:
        return False
    listed = [n for at, n in items if at >= first]
    if len(listed) < 2:
        return False
    return _one_digit_apart(sum(listed, Decimal(0)), number)


def list_sum_before(text: str, offset: int, numbers: Sequence[tuple[int, Decimal]]) -> Decimal | None:
    """The sum of the list whose last line is right above the line at `offset` (one blank line may
    stand between), each line's last number of `numbers` (each as (offset, number), in text order),
    or None when the lines above are no list of 2+ lines that each hold one."""
    line_start = text.rfind("\n", 0, offset) + 1
    if line_start == 0:
        return None
    end = line_start - 1
    if end > 0 and text[end - 1] == "\n":
        end -= 1
    if end <= 0 or _LIST_ITEM.match(text, text.rfind("\n", 0, end) + 1) is None:
        return None
    first = _list_start(text, end)
    if first < 0:
        return None
    total = Decimal(0)
    lines = 0
    begin = first
    while begin < end:
        stop = text.find("\n", begin)
        stop = end if stop < 0 or stop > end else stop
        inside = [n for at, n in numbers if begin <= at < stop]
        if not inside:
            return None
        total += inside[-1]
        lines += 1
        begin = stop + 1
    return total if lines >= 2 else None


def repeats_its_steps(items: Sequence[int], steps: Sequence[Sequence[int]]) -> bool:
    """Whether a run of items (their first digits' offsets) holds a written equation's result and
    one of its operands: `steps` gives, for each item, the offsets of the operands of the equation
    whose result it is (empty for an item that is none)."""
    held = set(items)
    return any(at in held for operands in steps for at in operands)


def crosses_columns(cell: tuple[int, int, int] | None, items: Sequence[tuple[int, int, int] | None]) -> bool:
    """Whether a value in a table cell (its (table, row, column), or None outside a table) is summed
    from a cell of another column and another row of its table (its own row's cells are its
    calculation: `| Fares | ($119 + $88 + $176) x 2 | $766 |`)."""
    if cell is None:
        return False
    return any(c is not None and c[0] == cell[0] and c[2] != cell[2] and c[1] != cell[1] for c in items)


# (words43) a minus, a percent, then the amount (a currency mark or emphasis between): `− 5% 25,500.00`
_TAKEN_OFF: Final = re.compile(r"[\-\u2212\u2013][ \t]?[0-9]{1,3}(?:[.,][0-9]{1,3})?[ \t]?%[ \t]*\**[ \t]*(?:[A-Z]{3}[ \t]?|[$\u20ac\u00a3\u00a5][ \t]?)?\**\Z")


def adds_taken_off(text: str, starts: Sequence[int]) -> bool:
    """(words43) Whether an item of a sum is written as a percent taken off (`− 5% 25,500.00`): a
    discount is no item to add."""
    return any(_TAKEN_OFF.search(text, max(0, start - 24), start) is not None for start in starts)
