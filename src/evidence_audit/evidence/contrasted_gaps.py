"""`contrasted-gap`: the gap between two amounts the previous answer set against each other (round 18).

People compare in one turn and ask for the gap in the next: `Total: **$163.00**, against
**$135.00** for the bags in basic economy`, then (`so staying is cheaper by how much?`) `Staying
in basic economy is **$28.00 cheaper**`. The operands are in the previous answer, in one sentence
joined by a word that contrasts them (`against`, `vs`, `versus`, `compared with`, `than`,
`instead of`), both settled there; the value says it is a gap (`cheaper`, `more`, `less`,
`higher`, `lower`, `extra` right after it; `save`, `difference`, `gap` before it in its sentence).

The value is the larger less the smaller, exact. The pool is the previous answer's contrasted
pairs only (at most `MAX_PAIRS`), so the chance test is plain: refused when another pair's gap is
one digit off the value, or when the value is one of the pair's own numbers. The wide
`conversation` rule pairs every number of the previous answer and refuses a value one digit off
any carried number, which a two-digit gap nearly always is (`28.00` beside a carried `28`). Its
price: an invented gap equal to such a difference. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Container
from decimal import Decimal
from typing import Final

from .computed.reading import AnswerReading, number_occurrences
from .computed.values import Derivation, Operand
from .decimal_text import one_digit_apart
from .layout import sentence_start

__all__ = ["explain_contrasted_gap"]

MAX_PAIRS: Final = 8  # contrasted pairs of the previous answer read (its first)
MAX_BETWEEN: Final = 80  # characters between two contrasted amounts
# A word that sets two amounts against each other.
_CONTRAST: Final = re.compile(
    r"(?<![A-Za-z])(?:against|vs\.?|versus|compared[ \t]+(?:with|to)|than|instead[ \t]+of|rather[ \t]+than)(?![A-Za-z])",
    re.IGNORECASE,
)
# A gap said right after the value (`$28.00 cheaper`) or before it in its sentence (`you save $28.00`).
_GAP_AFTER: Final = re.compile(
    r"(?:\*\*)?[ \t]+(?:\*\*)?(?:more|less|cheaper|extra|higher|lower|pricier|dearer|saved|apart)(?![A-Za-z])",
    re.IGNORECASE,
)
_GAP_BEFORE: Final = re.compile(r"(?<![A-Za-z])(?:save|saves|saving|savings|difference|gap|by)(?![A-Za-z])", re.IGNORECASE)


def _contrasted(text: str, settled: Container[str]) -> list[tuple[Decimal, str, Decimal, str]]:
    """The pairs of settled amounts one sentence of `text` writes with a contrast word between them."""
    occurrences = [o for o in number_occurrences(text, full=False) if o.amount and o.value in settled and o.number > 0]
    out: list[tuple[Decimal, str, Decimal, str]] = []
    for a, b in zip(occurrences, occurrences[1:]):
        if b.start - a.end > MAX_BETWEEN or sentence_start(text, b.start) > a.start:
            continue
        if _CONTRAST.search(text, a.end, b.start):
            out.append((a.number, a.value, b.number, b.value))
            if len(out) >= MAX_PAIRS:
                break
    return out


def explain_contrasted_gap(reading: AnswerReading, i: int, previous_text: str, settled: Container[str]) -> Derivation | None:
    """The value as the gap of two amounts the previous answer contrasted (the module's docstring), or None."""
    occ = reading.occurrences[i]
    if occ.number <= 0 or not occ.amount or not previous_text:
        return None
    text = reading.text
    if _GAP_AFTER.match(text, occ.end) is None and _GAP_BEFORE.search(text, sentence_start(text, occ.start), occ.start) is None:
        return None
    hit: tuple[Decimal, str, Decimal, str] | None = None
    for x, xv, y, yv in _contrasted(previous_text, settled):
        big, bv, small, sv = (x, xv, y, yv) if x >= y else (y, yv, x, xv)
        gap = big - small
        if occ.number in (big, small):
            return None
        if gap == occ.number:
            hit = hit or (big, bv, small, sv)
        elif one_digit_apart(gap, occ.number):
            return None  # the chance test: another contrasted pair reaches a neighbour
    if hit is None:
        return None
    _, bv, _, sv = hit
    return Derivation("contrasted-gap", f"{bv} - {sv} = {occ.value}", (
        Operand(bv, "earlier answer", "the previous answer, contrasted"),
        Operand(sv, "earlier answer", "the previous answer, contrasted")))
