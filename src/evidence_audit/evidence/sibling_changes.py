"""`sibling-change`: a written price's change from the price of the sibling it replaces (round 16).

An answer offering an exchange or a switch writes the new option's price and, right after it, the
signed change from the one it replaces: `Shoes 10 white: $136.50 (+$7.50)`, `silicone $19.50
(-$9.50)`, `red tenkeyless is $104.99 (−$15.00)`. The old price is carried, in a sibling of the
object that carries the new one (another variant of the product, another item of the order), under
the same key; the answer never writes it, so no rule that takes written operands reaches it.

The value S (a signed amount: `+`/`-`/`−` before it, or `more`/`less`/`cheaper`/`extra` right after it)
is P - C where
- P is the nearest amount written before S on its line, at most `MAX_GAP` characters before it,
  resolved, and a number a result carried;
- C is a number carried under the same key as P in another object of the same container (a list of
  objects, or an object of objects: the siblings), at most `MAX_SIBLINGS` of them;
- the sign matches: `+` (or `more`) when P is the larger.

A sibling whose number the run carries in another object too (the item an order holds, beside its
variant in the product's list) costs `OWNED_COST`, another `OTHER_COST`; the chance test is by cost:
S is refused when a sibling as cheap reaches one of S's one-digit neighbours (a mutant of a change
this rule excuses is refused: the true change is its neighbour, reached as cheaply), when S is one
digit off a carried number other than the sibling it takes (`+$20.00` from 49 - 29 stands beside a
carried 29), or a slip of the local step; the last two only for a change of 3 significant digits
or more (as `in-order`'s misread: `$7.50` stands beside a carried 7, `$9.50` after `+$20.00,
silicone $19.50` though 20 - 19.5 is 0.50; a mutant of either is still refused by cost). Values under `MIN_DIGITS` significant digits are left alone.
Per run: an index from a carried number to its siblings' numbers, at most `MAX_ENTRIES`.
Its price: an invented change equal to the written price's difference from a sibling's.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Any, Final

from .decimal_text import printed
from .served import Served, js_items
from .computed.reading import AnswerReading, carried_neighbours, written_operand, neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places, as_decimal, digit_count
from .computed.wide import local_slip
from .in_order import _significant

__all__ = ["SiblingNumbers", "explain_sibling_change"]

MAX_ENTRIES: Final = 4096  # carried numbers indexed per run
MAX_SIBLINGS: Final = 16  # objects of one container read as siblings
MAX_NODES: Final = 4000  # nodes walked per result
MAX_KEPT: Final = 32  # sibling numbers kept per carried number (the first read)
MAX_GAP: Final = 40  # characters between the written price and the change
MIN_DIGITS: Final = 3
OWNED_COST: Final = 10  # a sibling whose number the run carries in another object too
OTHER_COST: Final = 11

_SIGN_BEFORE: Final = re.compile(r"([+\-\u2212])[ \t]*[*$\u20ac\u00a3]*[ \t]*$")
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_WORD_AFTER: Final = re.compile(r"[ \t*]*+(?:USD|EUR|GBP)?[ \t]*+(more|extra|higher|less|cheaper|lower)(?![A-Za-z])",
                                re.IGNORECASE)


def _number(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        number = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    except InvalidOperation:
        return None
    if not number.is_finite() or number <= 0:
        return None
    return number.normalize()


class SiblingNumbers:
    """The run's carried numbers, each with the numbers its siblings carry under the same key."""

    __slots__ = ("_unread", "_siblings", "_carriers")

    def __init__(self) -> None:
        self._unread: list[Served] = []
        self._siblings: dict[Decimal, list[tuple[Decimal, str]]] = {}
        self._carriers: dict[tuple[str, Decimal], int] = {}  # (key, number) -> objects carrying it

    def add_result(self, served: Served, position: int) -> None:
        if served.has_parsed:
            self._unread.append(served)

    def siblings(self, number: Decimal) -> list[tuple[Decimal, str]]:
        """The numbers carried under the key of `number` in the siblings of an object carrying it."""
        unread, self._unread = self._unread, []
        for served in unread:
            self._read(served.parsed)
        return self._siblings.get(number.normalize(), [])

    def carriers(self, key: str, number: Decimal) -> int:
        """How many objects the run's results carry `number` in, under `key`."""
        return self._carriers.get((key, number), 0)

    def _read(self, parsed: Any) -> None:
        stack: list[Any] = [parsed]
        walked = 0
        while stack and walked < MAX_NODES and len(self._siblings) < MAX_ENTRIES:
            node = stack.pop()
            walked += 1
            if isinstance(node, dict):
                children = [v for _, v in js_items(node)]
            elif isinstance(node, list):
                children = list(node)
            else:
                continue
            stack.extend(c for c in children if isinstance(c, (dict, list)))
            if isinstance(node, dict) and len(self._carriers) < MAX_ENTRIES:
                for key, value in js_items(node):
                    number = _number(value)
                    if number is not None:
                        self._carriers[(str(key), number)] = self._carriers.get((str(key), number), 0) + 1
            objects = [c for c in children if isinstance(c, dict)][:MAX_SIBLINGS]
            if len(objects) < 2:
                continue
            by_key: dict[str, list[Decimal | None]] = {}
            for k, obj in enumerate(objects):
                for key, value in js_items(obj):
                    number = _number(value)
                    if number is not None:
                        by_key.setdefault(str(key), [None] * len(objects))[k] = number
            for key, numbers in by_key.items():
                for k, number in enumerate(numbers):
                    if number is None:
                        continue
                    kept = self._siblings.setdefault(number, [])
                    for m, other in enumerate(numbers):
                        if len(kept) >= MAX_KEPT:
                            break
                        if m != k and other is not None and other != number and all(o != other for o, _ in kept):
                            kept.append((other, key))


def explain_sibling_change(siblings: SiblingNumbers, reading: AnswerReading, i: int, known: set[str],
                           computed_here: list[Occurrence]) -> Derivation | None:
    """The value as a written price's change from a sibling's (the module's docstring), or None."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    target = abs(occ.number)
    if target == 0 or not occ.amount or digit_count(occ.digits) < MIN_DIGITS or i == 0:
        return None
    text = reading.text
    line = text.rfind("\n", 0, occ.start) + 1
    head = occ.start + len(text[occ.start : occ.end]) - len(text[occ.start : occ.end].lstrip("+-\u2212$*"))
    sign = _SIGN_BEFORE.search(text, max(line, occ.start - 6), head)  # (a signed occurrence holds its sign)
    word = _WORD_AFTER.match(text, occ.end)
    if sign is not None:
        up = sign.group(1) == "+"
    elif occ.number < 0:
        up = False
    elif word is not None:
        up = word.group(1).lower() in ("more", "extra", "higher")
    else:
        return None
    price = occurrences[i - 1]
    if price.start < line or occ.start - price.end > MAX_GAP or not price.amount or price.number <= 0:
        return None
    if price.value not in known:
        return None
    found = siblings.siblings(price.number)
    if not found:
        return None
    misread = carried_neighbours(reading, occ, i)
    wide = _significant(occ.digits) >= MIN_DIGITS  # (`$9.50` is one digit off many a step: guarded by cost)
    if misread is None or (wide and local_slip(reading, i, known, computed_here)):
        return None
    near = set(neighbours(target, decimal_places(occ.digits)))
    # each sibling's change with its cost: one the run carries in another object too (the item the
    # order holds, beside its variant) is the likelier one replaced
    reached: list[tuple[int, Decimal, Decimal, str]] = []
    held = False  # a sibling the run carries elsewhere too: the item replaced is known
    for other, key in found:
        owned = siblings.carriers(key, other) >= 2
        held = held or owned
        change = price.number - other
        if change == 0 or (change > 0) != up:
            continue
        reached.append((OWNED_COST if owned else OTHER_COST, abs(change), other, key))
    hits = sorted((cost, other, key) for cost, change, other, key in reached if change == target)
    if not hits:
        return None
    cost, other, key = hits[0]
    if held and cost != OWNED_COST:
        return None  # the run names the item replaced: a change from another sibling is no change it makes
    if any(c <= cost and change in near for c, change, _, _ in reached):
        return None  # the chance test by cost: a sibling as likely reaches a neighbour
    if wide and any(as_decimal(m.lstrip("-")) != other for m in misread):
        return None  # one digit off a carried number it does not take: the classic misread
    shown = printed(other)
    expression = f"{price.value} - {shown} = {occ.value}" if up else f"{shown} - {price.value} = {occ.value}"
    return Derivation("sibling-change", expression,
                      (written_operand(price), Operand(shown, "result", f"a sibling's {key!r}")))
