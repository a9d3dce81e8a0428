"""The lists of parts a whole is shared by, for `share-of-whole` (round 18).

A share of a whole is the whole times a part over the sum of the parts. The parts are listed
somewhere: in a record (a refund split `in proportion to what each method paid`: the reservation's
`payment_history` amounts, 400 + 884 + 94 = 1,378, the card's two payments one method's part,
978), in an object of numbers (`"rooms_sqft": {"A": 180, "B": 140, "C": 120}`), or in the answer's
own sum (`split by room area (180 + 140 + 120 = 440 sq ft)`). This module reads them:

- `CarriedParts`: a run's results read (when an answer first asks) for each numeric column of an
  array of 2-`MAX_PARTS` objects (its items, and the sums of the objects each value of a grouping
  key holds, `means.record_groups`: `payment_id` `credit_card_5521`) and each object of
  2-`MAX_PARTS` numbers (its values); a list is kept when its total is positive and every part is;
- `written_parts`: the answer's sums written out before the value (`180 + 140 + 120 = 440`), each
  of 2-`MAX_PARTS` positive terms.

`whole_shares.py` decides which list a value's share is of (its total written before the value, or
a split its paragraph says is in proportion with one of the parts on the value's line).
Pure: the only state is the index (at most `MAX_LISTS` lists per run); no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal
from collections.abc import Container
from typing import Any, Final, NamedTuple

from .carried_totals import _number
from .computed.values import Derivation, Operand
from .normalize import normalize_token
from .decimal_text import printed
from .expressions import Relation
from .means import record_groups
from .results_queue import ResultsQueue
from .served import Served
from .walk import containers

__all__ = ["CarriedParts", "Parts", "fraction_of_known", "written_parts"]

MAX_PARTS: Final = 12  # parts of one list (objects of an array, numbers of an object, terms of a sum)
MAX_LISTS: Final = 256  # lists kept per run
MAX_KEYS: Final = 16  # numeric keys of one array read
MAX_WALK: Final = 4000  # nodes read per result
MIN_DIGITS: Final = 3  # significant digits a value must write before the results are read

# A sum written out: `180 + 140 + 120 = 440` (the relation's expression, in its English spelling).
# Scales a score is written over (`4.3/5`, `8/10`, `92/100`, as normalized): no whole a part is of.
_SCALES: Final = frozenset({"5", "10", "100"})
_SUM: Final = re.compile(r"[0-9]+(?:\.[0-9]+)?(?: \+ [0-9]+(?:\.[0-9]+)?)+ = [0-9]+(?:\.[0-9]+)?", re.ASCII)


class Parts(NamedTuple):
    """A whole's parts: their sum, each part with where it is (`result 3: payment_history[*].amount
    where payment_id = 'credit_card_5521'`, `rooms_sqft.A`, `answer offset 38`), and the list's own place."""

    total: Decimal
    parts: tuple[tuple[Decimal, str], ...]
    where: str


class CarriedParts:
    """The lists of parts a run's results carry (read when an answer first asks)."""

    __slots__ = ("_unread", "_lists")

    def __init__(self) -> None:
        self._unread = ResultsQueue()
        self._lists: list[Parts] = []

    def add_result(self, served: Served, position: int) -> None:
        if served.has_parsed:
            self._unread.add(served, position)

    def lists(self, digits: str) -> list[Parts]:
        """The lists read so far, the latest first, once the results waiting are read (only for a
        value written `digits` with `MIN_DIGITS` significant digits or more: else none)."""
        if self._unread.read_for(digits, MIN_DIGITS, self._read) < 0:
            return []
        return self._lists[::-1]

    def _keep(self, parts: list[tuple[Decimal, str]], where: str, total: Decimal | None = None) -> None:
        """Keep a list (its total the sum of its parts unless given: a column's groups are parts too)."""
        if len(self._lists) < MAX_LISTS and 2 <= len(parts) and all(p > 0 for p, _ in parts):
            if total is None:
                total = sum((p for p, _ in parts), Decimal(0))
            if all(list_.total != total or list_.parts != tuple(parts) for list_ in self._lists[-8:]):
                self._lists.append(Parts(total, tuple(parts), where))

    def _read(self, served: Served, position: int) -> None:
        for node, at, _ in containers(served.parsed, MAX_WALK):
            if len(self._lists) >= MAX_LISTS:
                return
            if isinstance(node, dict):
                self._object(node, at, position)
            elif isinstance(node, list):
                self._array(node, at, position)

    def _object(self, node: dict[str, Any], at: str, position: int) -> None:
        """An object of numbers only: `{"A": 180, "B": 140, "C": 120}`."""
        if not 2 <= len(node) <= MAX_PARTS:
            return
        parts: list[tuple[Decimal, str]] = []
        for key, value in node.items():
            read = _number(value)
            if read is None:
                return
            parts.append((read[0], f"result {position}: {at}.{key}" if at else f"result {position}: {key}"))
        self._keep(parts, f"result {position}: {at or '(root)'}")

    def _array(self, items: list[Any], at: str, position: int) -> None:
        """Each numeric column of an array of objects: its items, then its groups' sums."""
        if not 2 <= len(items) <= MAX_PARTS or not all(isinstance(item, dict) for item in items):
            return
        keys = [str(k) for k, v in items[0].items() if _number(v) is not None][:MAX_KEYS]
        groups = record_groups(items, [str(k) for k in items[0]])
        for key in keys:
            read = [_number(item.get(key)) for item in items]
            if any(r is None for r in read):
                continue
            where = f"result {position}: {at or '(root)'}[*].{key}"
            parts = [(r[0], f"{where} #{k + 1}") for k, r in enumerate(read) if r is not None]
            total = sum((p for p, _ in parts), Decimal(0))
            for group_key, group_value, chosen in groups:
                if group_key != key and 2 <= len(chosen):  # (a group of one is an item already)
                    group = sum((parts[k][0] for k in chosen), Decimal(0))
                    parts.append((group, f"{where} where {group_key} = {group_value!r}"))
            self._keep(parts[: 2 * MAX_PARTS], where, total)


def written_parts(relations: list[Relation], before: int) -> list[Parts]:
    """The sums the answer writes out before offset `before` (`180 + 140 + 120 = 440`): each a list
    of its terms (2-MAX_PARTS, every one positive)."""
    out: list[Parts] = []
    for relation in relations:
        if relation.span[1] > before or not _SUM.fullmatch(relation.expression):
            continue
        terms = [(Decimal(v), f"answer offset {at}") for v, at in relation.operands]
        if 2 <= len(terms) <= MAX_PARTS and all(t > 0 for t, _ in terms) and sum(t for t, _ in terms) == relation.value:
            out.append(Parts(relation.value, tuple(terms), f"answer: {relation.expression}"))
    return out


def shown(parts: Parts) -> str:
    """The list's sum as an expression: `(400 + 884 + 94)`."""
    return "(" + " + ".join(printed(p) for p, where in parts.parts if " where " not in where) + ")"


def fraction_of_known(value: str, known: Container[str], carried: Container[str] | None) -> Derivation | None:
    """A part over a whole written as a glued fraction (`200/804`), the part smaller than the whole,
    whose two numbers are each resolved in the answer (`known`) or carried: the `ratio` it writes
    out, no claim beyond them; not a score over its scale (`4.3/5.0`). A digit mutated in either is
    a number nothing resolves: refused."""
    numerator, _, denominator = value.partition("/")
    top, bottom = normalize_token(numerator), normalize_token(denominator)
    if bottom in _SCALES:
        return None  # a score on its scale (`4.3/5.0`): the score rule's, no part of a whole
    operands: list[Operand] = []
    for number in (top, bottom):
        if number in known:
            operands.append(Operand(number, "answer", "resolved in the answer"))
        elif carried is not None and number in carried:
            operands.append(Operand(number, "result", "a result"))
        else:
            return None
    try:
        if not 0 < Decimal(top) < Decimal(bottom):
            return None
    except ArithmeticError:
        return None
    return Derivation("ratio", f"{top} / {bottom}", tuple(operands))
