"""The `group-sum` arithmetic rule (round 11): a total per group of the parts of the records an
answer names, the group named by its words.

A retail answer totals what was paid by each payment method over the orders a row names:
`| Visa ••6604 | #W2209914, #W4471095 | **$380.18** |`. No result carried `380.18`: it is the
`amount` of the payments of those two orders whose `payment_method_id` is the Visa's
(`credit_card_8830215`, a record `{"source": "credit_card", "brand": "visa", ...}` of another
result): `329.99 + 50.19`. The order's third payment, by gift card, is another row's. People group
parts by something the parts refer to (a payment method, an account, a category) and name the
group by its words (`Visa`, `gift card`), not by its identifier.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `group-sum` | `| Visa | #W2209914, #W4471095 | $380.18 |` under `Amount` | the value's table row (or its line) names 1-MAX_NAMED records by identifier (objects a result carried under an `id` or `..._id` key) and one group by words: of the identifiers the records' parts (the objects of their arrays) refer to, the one whose words (its own, `gift card` of `gift_card_2217740`, and its record's strings: `visa`) hold a word of the row's and no other does; the key the header names (or, outside a table, any key of the parts) summed over the 2-MAX_PARTS parts referring to it; exact | a value equal to such a group's sum |

Refused: a sum one digit off, a row naming no record, a group word two groups share (`card`),
a part of another group added, a single part (a carried number, not a sum).
Pure: no I/O; the per-run state is the records' parts and words read so far (bounded).
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any, Final, NamedTuple

from .decimal_text import carried_decimal as _number
from .decimal_text import printed as _show
from .normalize import normalize_token, token_spans
from .record_gaps import _ID_KEY, _ID_VALUE
from .results_queue import ResultsQueue
from .served import Served
from .walk import containers

__all__ = ["GroupedParts", "GroupSum"]

MAX_RECORDS: Final = 2048  # identifiers whose parts and words are kept per run
MAX_WALK: Final = 4000  # nodes read per result
MAX_PARTS: Final = 32  # parts of one record kept
MAX_NAMED: Final = 8  # records a row may name
MAX_WORDS: Final = 24  # words of one identifier kept
MAX_ROW: Final = 400  # characters of a row (or of a line before the value) read
MAX_KEYS: Final = 64  # numbers of one part kept (the first): each value reads them for each part named
_WORD: Final = re.compile(r"[a-z]{3,}")


class GroupSum(NamedTuple):
    expression: str  # `329.99 + 50.19`
    operands: tuple[tuple[str, str], ...]  # (value, where a result carried it)
    group: str  # the identifier of the group


class _Part(NamedTuple):
    numbers: dict[str, tuple[Decimal, str]]  # key -> (number, where)
    refers: frozenset[str]  # the identifiers its strings hold (normalized)


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower().replace("_", " ").replace("-", " ")))


class GroupedParts:
    """The parts (objects of an identified record's arrays) a run's results carried, and the
    words of every identifier (read when an answer first asks)."""

    __slots__ = ("_unread", "_parts", "_words")

    def __init__(self) -> None:
        self._unread = ResultsQueue()
        self._parts: dict[str, list[_Part]] = {}
        self._words: dict[str, set[str]] = {}

    def add_result(self, served: Served, position: int) -> None:
        if served.has_parsed:
            self._unread.add(served, position)

    def _catch_up(self) -> None:
        for served, position in self._unread.take():
            for node, at, _ in containers(served.parsed, MAX_WALK):
                if isinstance(node, dict):
                    self._file(node, at, position)

    def _file(self, node: dict[str, Any], at: str, position: int) -> None:
        ids: list[str] = []
        strings: list[str] = []
        for key, value in node.items():
            if isinstance(value, str):
                if _ID_KEY.match(str(key)) and _ID_VALUE.fullmatch(value):
                    ids.append(normalize_token(value))
                else:
                    strings.append(value)
        if not ids or len(self._words) >= MAX_RECORDS:
            return
        for ident in ids[:2]:
            words = self._words.setdefault(ident, set())
            for text in [ident, *strings]:
                for word in _words(text):
                    if len(words) < MAX_WORDS:
                        words.add(word)
        parts: list[_Part] = []
        for key, value in node.items():
            if not isinstance(value, list):
                continue
            for k, item in enumerate(value[:MAX_PARTS]):
                if not isinstance(item, dict):
                    continue
                numbers: dict[str, tuple[Decimal, str]] = {}
                refers: set[str] = set()
                for sub, leaf in item.items():
                    n = _number(leaf)
                    if n is not None:
                        if len(numbers) < MAX_KEYS:
                            numbers[str(sub)] = (n, f"result {position}: {at + '.' if at else ''}{key}[{k}].{sub}")
                    elif isinstance(leaf, str) and _ID_VALUE.fullmatch(leaf):
                        refers.add(normalize_token(leaf))
                if numbers and refers:
                    parts.append(_Part(numbers, frozenset(refers)))
        if parts:
            self._parts[ids[0]] = parts[:MAX_PARTS]

    def ready(self) -> bool:
        """Whether any record with parts was carried (the rule reads no row otherwise)."""
        if self._unread:
            self._catch_up()
        return bool(self._parts)

    def explain(self, row: str, header: str, value: Decimal) -> GroupSum | None:
        """`value` as the sum, over the parts of the records `row` names, of the parts referring to
        the one group `row` names by its words; the key `header`'s words name (any key when the
        header is empty)."""
        if self._unread:
            self._catch_up()
        if not self._parts:
            return None
        named: list[str] = []
        rest: list[str] = []
        for _, piece in token_spans(row):
            form = normalize_token(piece)
            if form in self._parts:
                if form not in named:
                    named.append(form)
                    if len(named) > MAX_NAMED:
                        return None
            else:
                rest.append(piece)
        if not named:
            return None
        said = _words(" ".join(rest))
        parts = [p for name in named for p in self._parts[name]]
        groups: set[str] = set()
        for p in parts:
            groups.update(p.refers)
        groups.difference_update(named)
        # a word of the row's names the group only it holds (`gift` of `gift card`, not `card`)
        holders: dict[str, list[str]] = {}
        for g in sorted(groups):
            for word in said & self._words.get(g, _words(g)):
                holders.setdefault(word, []).append(g)
        hits = {gs[0] for gs in holders.values() if len(gs) == 1}
        if len(hits) != 1:
            return None
        group = hits.pop()
        mine = [p for p in parts if group in p.refers]
        if len(mine) < 2:
            return None
        wanted = _words(header)
        keys = [k for k in mine[0].numbers if all(k in p.numbers for p in mine[1:])]
        if wanted:
            keys = [k for k in keys if _words(k) & wanted]
        for key in keys:
            numbers = [p.numbers[key] for p in mine]
            if sum((n for n, _ in numbers), Decimal(0)) == value:
                shown = [(_show(n), where) for n, where in numbers]
                return GroupSum(" + ".join(s for s, _ in shown), tuple(shown), group)
        return None
