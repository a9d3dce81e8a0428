"""A bill's lines and their total (round 30): a sum may add lines the answer computed and lines it
carried or worked out in a written equation, where the answer sets them out as a bill does.

The `total` rule never adds a value another rule computed to carried ones (`unmixed`, round 4): a
running balance's step `1262 - 150` has its one-digit-off twin `1262 + 150 = 1412`. An answer that
writes its bill line by line and then its total (`- Water: ... KSh 1,374.00`, `- Sewerage 75%: KSh
1,030.50`, `- Standing charge: 32 x 8.50 = KSh 272.00, VAT 16% KSh 43.52`, then `**Total: KSh
2,720.02**`) adds its computed lines and its worked ones alike: each step from carried or already
computed values (issue 8). `set_out` says whether a run of items is such a bill: three items or
more, on two lines or more, every one on a line before the value's own line. Any language, any
layout of lines (bullets, numbers, plain lines): the lines are the cue, not a word.

Its price: a total of three or more lines, some computed, that adds up exactly is no longer
refused for mixing; a two-item step (the running balance's twin) still is. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from .amounts import MONEY_SIGN_CLASS

__all__ = ["MIN_LINES_ITEMS", "set_out"]

MIN_LINES_ITEMS: Final = 3  # items a bill's total adds at the least (two are a step, not a bill)


def _line_start(text: str, offset: int) -> int:
    return text.rfind("\n", 0, offset) + 1


# A minus written right before an item (`−$7.00`, `- 7.00`, `–7`), maybe with a currency mark or
# emphasis between: an amount taken off, no line to add. Anchored at the search's end (the item).
_MINUS_BEFORE: Final = re.compile("[-\u2212\u2013][ \t]?[*_]{0,2}[" + MONEY_SIGN_CLASS + "]?[ \t]?$")
MINUS_REACH: Final = 6  # characters before an item searched for its minus


def set_out(text: str, items: Sequence[int], value: int) -> bool:
    """Whether the items at offsets `items` (in order) are a bill's lines above the value at
    offset `value`: 3 or more, on 2 lines or more, none on the value's line; no line a table's row
    (a table's cells are its column rules' to total, signed ones too: `| Discount | −$7.00 |`) and
    no item written with a minus before it (taken off, not added)."""
    if len(items) < MIN_LINES_ITEMS:
        return False
    own = _line_start(text, value)
    if own == 0 or any(at >= own for at in items):
        return False
    starts = {_line_start(text, at) for at in items}
    if any(text.startswith("|", start) for start in starts | {own}):
        return False
    if any(_MINUS_BEFORE.search(text, max(0, at - MINUS_REACH), at) is not None for at in items):
        return False
    return len(starts) >= 2
