"""`labelled-subtotal`: a total per name of the lines the previous answer wrote under that name (round 33).

People itemize first and total per group in the next turn: `1. DT-300112 book (due 24 Sep): 21 days
x £0.20 = £4.20.` `2. DT-300112 DVD (due 10 Oct): 5 days x £1.00 = £5.00.` ... then, asked for the
totals per card, `1. DT-300112: £9.20.` The value's line names the group before it (a card, a
guest, a room: the words between the list marker and the value, `DT-300112`); the previous
answer's lines that name it each settle one amount, their last (`£11.20, capped at £5.00` settles
£5.00); the value is their sum, exact. A name whose lines write no amount at all (`3. DT-118540
child's book: no charge.`) totals `0.00`.

Bounded: the name must be written whole on at least `MIN_LINES` lines of the previous answer that
each write an amount (one line is a restatement, which other rules judge), the sum is of those lines
only (no search over subsets, no choice of operands: the one sum is the chance test). Its price: an invented subtotal equal to the sum of the amounts the previous
answer's lines under that name end with. Pure.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from .amounts import MONEY_SIGNS
from .computed.reading import AnswerReading, number_occurrences
from .computed.values import Derivation, Occurrence, Operand
from .layout import line_bounds
from .text_memo import TextMemo

__all__ = ["explain_labelled_subtotal"]

MIN_LINES: Final = 2  # lines of the previous answer a subtotal sums, at the least
MAX_LINES: Final = 12  # lines of the previous answer under one name read, at the most
MIN_NAME: Final = 3  # characters of the name, at the least (`DT-300112`, `Room 4`, `Eleri`)
MAX_NAME: Final = 40  # characters of the name, at the most: a name, not a sentence
# The previous answer's first characters read: an itemized reply is short, and each value of a list
# line reads them again (a whole long answer read once a value would be a square).
MAX_PREVIOUS_CHARS: Final = 4000
# A list's marker at a line's start (`1.`, `2)`, `-`, `*`, `•`) and the emphasis around the name.
_MARKER: Final = re.compile(r"[ \t]*(?:[0-9]{1,3}[.)]|[-*\u2022])[ \t]+")
_EDGES: Final = " \t*_`:\u2013\u2014-=|"
# The currency marks that may stand between the name and the value (`DT-300112: £9.20`): every sign
# (`amounts.MONEY_SIGNS`, the generic `¤` of a letter mark with them).
_MARKS: Final = MONEY_SIGNS


def _name_before(text: str, start: int) -> str:
    """The name the value's line writes before it: its line's text after a list marker, without
    emphasis, a colon or a currency mark; "" when the line has no list marker or the name is too
    short or too long."""
    line_start, _ = line_bounds(text, start)
    marker = _MARKER.match(text, line_start)
    if marker is None:
        return ""
    name = text[marker.end() : start].rstrip(_MARKS + " \t").strip(_EDGES)
    if not MIN_NAME <= len(name) <= MAX_NAME or any(c.isdigit() for c in name) and not any(c.isalpha() for c in name):
        return ""
    return name


class _PreviousLines:
    """(fold34) The previous answer read once for every value of the answer: the amounts of each of
    its lines, and the lines under each name a value's line asked (`_amounts_under`'s answer, kept:
    round 33 built the name's pattern and listed the text's amounts again for each value)."""

    __slots__ = ("text", "amounts", "under")

    def __init__(self, text: str) -> None:
        self.text = text
        self.amounts: dict[int, list[Occurrence]] = {}  # a line's start: its amounts, in text order
        for o in number_occurrences(text):
            if o.amount:
                self.amounts.setdefault(line_bounds(text, o.start)[0], []).append(o)
        self.under: dict[str, list[tuple[str, Decimal]] | None] = {}

    def amounts_under(self, name: str) -> list[tuple[str, Decimal]] | None:
        """`_amounts_under(self.text, name)`, searched once per name."""
        if name not in self.under:
            self.under[name] = self._search(name)
        return self.under[name]

    def _search(self, name: str) -> list[tuple[str, Decimal]] | None:
        text = self.text
        pattern = re.compile(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", re.IGNORECASE)
        out: list[tuple[str, Decimal]] = []
        for hit in pattern.finditer(text):
            line_start, line_end = line_bounds(text, hit.start())
            if len(pattern.findall(text, line_start, line_end)) > 1:
                return None
            last = [o for o in self.amounts.get(line_start, ()) if o.start > hit.end()]
            out.append((last[-1].value, last[-1].number) if last else ("", Decimal(0)))
            if len(out) > MAX_LINES:
                return None
        return out


_PREVIOUS: Final[TextMemo[_PreviousLines]] = TextMemo(entries=4, chars=4 * MAX_PREVIOUS_CHARS)


def _amounts_under(previous_text: str, name: str) -> list[tuple[str, Decimal]] | None:
    """The last amount of each line of the previous answer that names `name` whole (as written), or
    None when a line naming it more than once or too many lines do. Read once per text and name
    (`_PreviousLines`)."""
    return _PREVIOUS.read(previous_text, _PreviousLines).amounts_under(name)


def explain_labelled_subtotal(reading: AnswerReading, i: int, previous_text: str) -> Derivation | None:
    """The value as the sum of the amounts the previous answer's lines under its line's name end
    with (the module's docstring), or None."""
    occ = reading.occurrences[i]
    if occ.number < 0 or not occ.amount or not previous_text:
        return None
    name = _name_before(reading.text, occ.start)
    if not name:
        return None
    lines = _amounts_under(previous_text[:MAX_PREVIOUS_CHARS], name)
    if lines is None or not lines:
        return None
    amounts = [(v, n) for v, n in lines if v]
    if not amounts and occ.number == 0:  # every line under the name charges nothing (`child's book: no charge`)
        return Derivation("labelled-subtotal", f"0 = {occ.value}", (
            Operand("0", "earlier answer", f"the previous answer's lines under {name!r} write no amount"),))
    if len(amounts) < MIN_LINES:
        return None
    if sum((n for _, n in amounts), Decimal(0)) != occ.number:
        return None
    return Derivation("labelled-subtotal", f"{' + '.join(v for v, _ in amounts)} = {occ.value}", tuple(
        Operand(v, "earlier answer", f"the previous answer's line under {name!r}") for v, _ in amounts))
