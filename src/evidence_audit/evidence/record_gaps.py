"""The `record-gap` arithmetic rule (round 10): the signed difference between two records' same
number, the records the answer names by their identifiers.

An exchange's price difference is the new item's price less the old one's. Retail answers write
it beside the identifiers: `Exchange 5512096834 → 3920184756, difference $0.00` (both named), or
beside the new item's price alone: `L heather grey pullover (3302918475): $82.60, +$3.79` (the
old item is the one of the same product the order holds: a sibling of the named record that
another result carries too). Neither difference is written out, and neither item is a record the
`record` rule of `computed/` reads (an identifier of digits alone).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `record-gap` | `Exchange 5512096834 → 3920184756, difference $0.00`; `(3302918475): $82.60, +$3.79` | where the value is signed (`+$3.79`) or written right after a difference word (`difference`, `the price difference is`, `extra`, `cheaper`) or right before one (`$6.74 more`): one key's carried numbers of the last two records named before it in its sentence or the one before it on its line (objects a result carried under an `id` or `..._id` key), the second less the first (the sign as written; unsigned: either way); or, its sentence naming one record whose number is the amount written before the value, that amount less the same key of a sibling record (an object of the same array or map of the same result) whose identifier another result carries; exact | a value equal to such a difference |

Refused: a difference one digit off, a wrong sign, a sibling no other result carries, a value with
no sign and no difference word, records the sentence does not name.
Pure: no I/O; the per-run state is the records read so far (at most MAX_ITEMS).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Any, Final, NamedTuple

from .decimal_text import printed as _show
from .normalize import normalize_token, token_spans
from .results_queue import ResultsQueue
from .served import Served
from .walk import containers

__all__ = ["CarriedItems", "ItemGap"]

MAX_ITEMS: Final = 4096  # objects with an identifier kept per run
MAX_WALK: Final = 4000  # nodes read per result
MAX_SIBLINGS: Final = 64  # records of one array or map a sibling is looked for in
MAX_NAMED: Final = 6  # identifiers a sentence names that the rule reads
MAX_IDS: Final = 3  # identifiers of one object it is filed under
# An identifier key: `id`, `item_id`, `order_id` ... and the value it holds: 4-40 characters with a digit.
_ID_KEY: Final = re.compile(r"(?:.*_)?id\Z", re.IGNORECASE)
_ID_VALUE: Final = re.compile(r"(?=[^0-9]*[0-9])[A-Za-z0-9_#-]{4,40}", re.ASCII)
# A difference word right before the value: `difference $0.00`, `$3.79 more` is not (after it).
_GAP_WORD: Final = re.compile(
    r"\b(?:difference|diff|more|less|extra|cheaper|costlier|dearer|additional)\b"
    r"(?:[ \t]+(?:is|of|will be|would be|comes to|to pay|to refund))?[ \t:=]*\**[ \t]*\Z",
    re.IGNORECASE,
)
# ... or right after it: `$3.79 more`, `$3.79 extra`, `$0.00 difference`, `$3.79 in difference`.
_GAP_AFTER: Final = re.compile(r"\**[ \t]*(?:in[ \t]+)?(?:more|less|extra|cheaper|difference)\b", re.IGNORECASE)
MAX_GAP_CUE: Final = 32  # characters before the value within which the difference word stands


class ItemGap(NamedTuple):
    expression: str  # `82.60 - 78.81`
    operands: tuple[tuple[str, str, str], ...]  # (value, source, where)


class _Item(NamedTuple):
    numbers: dict[str, tuple[Decimal, str]]  # key -> (number, where a result carried it)
    container: tuple[int, str]  # (result position, the path of its array or map)


def _number(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    text = repr(value) if isinstance(value, float) else str(value)
    try:
        number = Decimal(text)
    except ArithmeticError:
        return None
    if isinstance(value, float) and len(text) > 12:
        number = Decimal(format(value, ".10g"))
    return number


class CarriedItems:
    """The objects a run's results carried under an identifier, their containers, and which
    results carried each identifier (read when an answer first asks)."""

    __slots__ = ("_unread", "_items", "_siblings", "_carried_in", "_filed")

    def __init__(self) -> None:
        self._unread = ResultsQueue()
        self._items: dict[str, list[_Item]] = {}
        self._siblings: dict[tuple[int, str], list[str]] = {}
        self._carried_in: dict[str, set[int]] = {}
        self._filed = 0  # objects filed (at most MAX_ITEMS)

    def add_result(self, served: Served, position: int) -> None:
        if served.has_parsed:
            self._unread.add(served, position)

    def _catch_up(self) -> None:
        for served, position in self._unread.take():
            self._read(served.parsed, position)

    def _file(self, node: dict[str, Any], at: str, container: str, position: int) -> None:
        ids: list[str] = []
        for key, value in node.items():
            if isinstance(value, (str, int)) and not isinstance(value, bool) and _ID_KEY.match(str(key)):
                text = str(value)
                if _ID_VALUE.fullmatch(text):
                    ids.append(normalize_token(text))
        if not ids:
            return
        numbers: dict[str, tuple[Decimal, str]] = {}
        for key, value in node.items():
            n = _number(value)
            if n is not None and not _ID_KEY.match(str(key)):
                numbers[str(key)] = (n, f"result {position}: {at}.{key}" if at else f"result {position}: {key}")
        for ident in ids:
            if ident in self._carried_in or len(self._carried_in) < MAX_ITEMS:
                self._carried_in.setdefault(ident, set()).add(position)
        if not numbers:
            return
        place = (position, container)
        for ident in ids[:MAX_IDS]:  # (an order's item is named by its `item_id` or its `product_id`)
            if self._filed >= MAX_ITEMS:
                return
            self._filed += 1
            self._items.setdefault(ident, []).append(_Item(numbers, place))
            members = self._siblings.setdefault(place, [])
            if ident not in members and len(members) < MAX_SIBLINGS:
                members.append(ident)

    def _read(self, parsed: Any, position: int) -> None:
        for node, at, container in containers(parsed, MAX_WALK):
            if isinstance(node, dict):
                self._file(node, at, container, position)

    def explain(
        self, text: str, floor: int, start: int, end: int, value: Decimal, amounts: Sequence[tuple[Decimal, str, int]]
    ) -> ItemGap | None:
        """The value written at `start`-`end` as a difference of the records named from `floor`
        (its sentence's start, or the one before on its line) to it, or None. `amounts`: the
        resolved amounts of its sentence before it, (number, as written, offset)."""
        # signed: `+$3.79`, `-$3.79` (a negative value), `−$3.79` (a minus sign before the token)
        minus = start > 0 and text[start - 1] == "\u2212"
        sign = (start < len(text) and text[start] == "+") or value < 0 or minus
        if not sign and _GAP_WORD.search(text, max(floor, start - MAX_GAP_CUE), start) is None \
                and _GAP_AFTER.match(text, end) is None:
            return None
        if self._unread:
            self._catch_up()
        if not self._items:
            return None
        named: list[str] = []
        for _, piece in token_spans(text[floor:start]):
            form = normalize_token(piece)
            if form in self._items and form not in named:
                named.append(form)
                if len(named) > MAX_NAMED:
                    return None
        if not named:
            return None
        wanted = -value if minus else value

        def fits(gap: Decimal) -> bool:
            return gap == wanted or (not sign and gap == -value)

        if len(named) >= 2:
            first, second = self._items[named[-2]][-1], self._items[named[-1]][-1]
            for key, (b, where_b) in second.numbers.items():
                if key in first.numbers:
                    a, where_a = first.numbers[key]
                    if fits(b - a):
                        return ItemGap(f"{_show(b)} - {_show(a)}", ((_show(b), "result", where_b), (_show(a), "result", where_a)))
        # one record named, its number written before the value: less a sibling another result carries
        for item in self._items[named[-1]]:
            for key, (mine, where_mine) in item.numbers.items():
                written = next((w for n, w, _ in reversed(amounts) if n == mine), None)
                if written is None:
                    continue
                for other in self._siblings.get(item.container, ()):
                    if other == named[-1] or len(self._carried_in.get(other, ())) < 2:
                        continue
                    for sibling in self._items.get(other, ()):
                        if sibling.container != item.container or key not in sibling.numbers:
                            continue
                        theirs, where_theirs = sibling.numbers[key]
                        if fits(mine - theirs):
                            return ItemGap(f"{written} - {_show(theirs)}", (
                                (written, "answer", "the amount written before it"), (_show(theirs), "result", where_theirs)))
        return None
