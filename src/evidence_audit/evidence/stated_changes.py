"""The `stated-change` arithmetic rule (round 12): a number moved by a change the answer states in
words (`goes up by 100.00`, `decreased by $5`), from the number its sentence says it was.

A banking answer writes `starting next month the rent goes up by 100.00. Your scheduled rent
payment ... was 1100.0, so I have updated it to 1200.`: the new amount is the old one plus the
increase stated. The `pair` rule refuses a sum of two numbers whose difference is one digit from it
(`1100 + 100` beside `1100 - 100`), the classic slip; here the words say which way it went.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `stated-change` | `the rent goes up by 100.00. ... was 1100.0, so I have updated it to 1200` | one of the last two resolved numbers of the value's sentence before it (not the change itself), plus the change an increasing phrase introduces (`up by`, `increased by`, `rises by`, `an increase of`) or minus one a decreasing phrase introduces (`down by`, `reduced by`, `cut by`, `a decrease of`), the change a resolved number of this answer before the value (the last MAX_CHANGES); exact | a value equal to such a moved number |

Refused: a value one digit off, a change the wrong way (`down by` where it grew), a change no
phrase states, a base of another sentence.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Final

__all__ = ["change_direction", "moved_by_change"]

MAX_CHANGES: Final = 3  # stated changes tried, the latest first
MAX_BASES: Final = 2  # numbers of the value's sentence a change may move
_CHANGE: Final = re.compile(
    r"\b(?:(?:goes|go|went|gone|going|is|was|will be|move[sd]?|moving|jump(?:s|ed)?|climb(?:s|ed)?)[ \t]+(up|down)[ \t]+by"
    r"|(up|down)[ \t]+by"
    r"|(increase[sd]?|rise[sn]?|rose|raised?|grows?|grew|higher|drop(?:s|ped)?|decrease[sd]?|reduced?|cut|lower(?:ed)?|fall(?:s|en)?|fell)[ \t]+by"
    r"|an?[ \t]+(increase|rise|raise|decrease|reduction|cut|drop)[ \t]+of)"
    r"[ \t]+(?:the[ \t]+|an?[ \t]+)?[A-Z]{0,3}[ \t]?[$\u20ac\u00a3\u00a5]?[ \t]*\Z",
    re.IGNORECASE,
)
_UP: Final = frozenset(("up", "increase", "increased", "increases", "rise", "rises", "risen", "rose", "raise", "raised",
                        "raises", "grow", "grows", "grew", "higher"))


def change_direction(text: str, at: int) -> int:
    """+1 when an increasing phrase introduces the number at `at` (`goes up by 100.00`), -1 for a
    decreasing one (`reduced by $5`), 0 for none."""
    m = _CHANGE.search(text, max(0, at - 40), at)
    if m is None:
        return 0
    word = next(g for g in m.groups() if g is not None).lower()
    return 1 if word in _UP else -1


def moved_by_change(number: Decimal, changes: Sequence[tuple[int, Decimal, str]],
                    bases: Sequence[tuple[Decimal, str]]) -> tuple[str, int, int] | None:
    """(expression, index of the change, index of the base): `number` as a base moved by a stated
    change. `changes`: (direction, number, value), the latest first; `bases`: (number, value), nearest first."""
    for c, (direction, change, shown) in enumerate(changes[:MAX_CHANGES]):
        for b, (base, written) in enumerate(bases[:MAX_BASES]):
            if base == change:
                continue
            if base + direction * change == number:
                return f"{written} {'+' if direction > 0 else '-'} {shown}", c, b
    return None
