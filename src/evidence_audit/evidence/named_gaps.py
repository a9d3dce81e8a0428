"""The `named-gap` arithmetic rule (round 11): the gap between two carried records the answer
names by their words, not their identifiers nor their amounts.

Asked `the silver vs the black AMOLED?`, an answer writes `Silver metal is **$49.51** more than
black silicone AMOLED.`: neither price is written, and neither variant is named by its item id.
People name a record among its siblings (the variants of one product, the items of one order) by
the words that tell it apart: its option values (`silver`, `metal`; `black`, `silicone`,
`AMOLED`). And after an exchange an answer writes `The Water Bottle on #W6650318 is now black.
Price difference: $0.00`: the new variant, named by its colour, costs what the old one (the
sibling the order holds, which another result carries too) cost.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `named-gap` | `Silver metal is $49.51 more than black silicone AMOLED` | the value followed by `more than`, `less than`, `cheaper than` ... : the words of its sentence before it name one record of a sibling group (2-MAX_SIBLINGS objects of one array or map of a result), the words after the comparison another of the same group (every word of the side that the group's records write is one of the record's, and one record only holds them all); one number of the same key of both, their difference in the direction written; exact | a value equal to such a gap |
| `named-gap` (zero) | `is now black. Price difference: $0.00` | a zero written after a difference word (`difference`, `price difference`): its sentence or the one before names one record of a group by its words, and a sibling of that group whose identifier another result carries too has the same number under the same key | a zero gap between equal siblings |

Refused: a gap one digit off, a gap the wrong way round (`less than` for more), a side whose
words name two records (`black silicone` of two displays) or none, a zero for unequal siblings,
a zero with no difference word.
Pure: no I/O; the per-run state is the sibling groups read so far (at most MAX_GROUPS).
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any, Final, NamedTuple

from .decimal_text import carried_decimal as _number
from .decimal_text import printed as _show
from .normalize import normalize_token
from .record_gaps import _ID_KEY, _ID_VALUE
from .results_queue import ResultsQueue
from .served import Served
from .walk import containers

__all__ = ["NamedRecords", "NamedGap"]

MAX_GROUPS: Final = 256  # sibling groups kept per run (the latest)
MAX_SIBLINGS: Final = 16  # records of one group
MAX_WALK: Final = 4000  # nodes read per result
MAX_CARRIED: Final = 8192  # identifiers whose results are counted
_WORD: Final = re.compile(r"[a-z][a-z0-9]{2,}")
# The comparison right after the value: `more than`, `cheaper than`, `less expensive than`.
_THAN: Final = re.compile(
    r"\**[ \t]*(?:(more|pricier|dearer|costlier|higher|extra)|(less|cheaper|lower))"
    r"(?:[ \t]+expensive)?[ \t]+than\b",
    re.IGNORECASE,
)
# A difference word right before a zero: `Price difference: **$0.00**`, `difference of $0.00`.
_DIFFERENCE: Final = re.compile(r"\bdifference\b(?:[ \t]+(?:is|of|will be))?[ \t:=]*\**[ \t]*\Z", re.IGNORECASE)
MAX_CUE: Final = 32  # characters before the zero within which the difference word stands
MAX_SIDE: Final = 240  # characters of a side of the comparison read (a hostile sentence reads no more)
MAX_TRIED: Final = 64  # latest groups a value is tried against
MAX_KEYS: Final = 64  # numbers of one record kept (the first): each value reads them for each group tried


class NamedGap(NamedTuple):
    expression: str  # `379.5 - 329.99`
    operands: tuple[tuple[str, str], ...]  # (value, where a result carried it)


class _Record(NamedTuple):
    words: frozenset[str]  # the words of its strings (to one level of nesting), lower case
    numbers: dict[str, tuple[Decimal, str]]  # key -> (number, where)
    ids: tuple[str, ...]  # its identifiers (normalized)


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


class NamedRecords:
    """A run's sibling groups (the objects of one array or map of a result) with each record's
    words and numbers, and which results carried each identifier."""

    __slots__ = ("_unread", "_groups", "_carried_in")

    def __init__(self) -> None:
        self._unread = ResultsQueue()
        self._groups: list[tuple[list[_Record], frozenset[str]]] = []  # (records, the words they write)
        self._carried_in: dict[str, set[int]] = {}

    def add_result(self, served: Served, position: int) -> None:
        if served.has_parsed:
            self._unread.add(served, position)

    def _catch_up(self) -> None:
        for served, position in self._unread.take():
            self._read(served.parsed, position)

    def _read(self, parsed: Any, position: int) -> None:
        groups: dict[str, list[_Record]] = {}
        for node, at, container in containers(parsed, MAX_WALK):
            if not isinstance(node, dict):
                continue
            words: set[str] = set()
            ids: list[str] = []
            numbers: dict[str, tuple[Decimal, str]] = {}
            for key, value in node.items():
                inner = value.items() if isinstance(value, dict) else ((None, value),)
                for sub, leaf in inner:
                    if isinstance(leaf, str):
                        if _ID_KEY.match(str(sub if sub is not None else key)) and _ID_VALUE.fullmatch(leaf):
                            ids.append(normalize_token(leaf))
                        elif len(leaf) <= 80:
                            words.update(_words(leaf))
                    elif sub is None:
                        n = _number(leaf)
                        if n is not None and len(numbers) < MAX_KEYS:
                            numbers[str(key)] = (n, f"result {position}: {at + '.' if at else ''}{key}")
            for ident in ids:
                if ident in self._carried_in or len(self._carried_in) < MAX_CARRIED:
                    self._carried_in.setdefault(ident, set()).add(position)
            if numbers and words:
                members = groups.setdefault(container, [])
                if len(members) <= MAX_SIBLINGS:
                    members.append(_Record(frozenset(words), numbers, tuple(ids)))
        for members in groups.values():
            if 2 <= len(members) <= MAX_SIBLINGS:
                self._groups.append((members, frozenset().union(*(r.words for r in members))))
        del self._groups[:-MAX_GROUPS]

    @staticmethod
    def _named(side: set[str], group: list[_Record], vocabulary: frozenset[str]) -> _Record | None:
        """The one record of `group` that holds every word of `side` the group's records write."""
        said = side & vocabulary
        if not said:
            return None
        holders = [r for r in group if said <= r.words]
        return holders[0] if len(holders) == 1 else None

    def explain(self, text: str, floor: int, before_floor: int, start: int, end: int, ceiling: int,
                value: Decimal) -> NamedGap | None:
        """The value written at `start`-`end` (its sentence `floor`-`ceiling`; `before_floor` the
        start of the sentence before it) as a gap between two records named by words, or None."""
        than = _THAN.match(text, end)
        zero = value == 0 and _DIFFERENCE.search(text, max(floor, start - MAX_CUE), start) is not None
        if than is None and not zero:
            return None
        if self._unread:
            self._catch_up()
        if than is not None:
            near = _words(text[max(floor, start - MAX_SIDE):start])
            far = _words(text[than.end():min(ceiling, than.end() + MAX_SIDE)])
            sign = 1 if than.group(1) else -1
            for group, vocabulary in reversed(self._groups[-MAX_TRIED:]):
                a, b = self._named(near, group, vocabulary), self._named(far, group, vocabulary)
                if a is None or b is None or a is b:
                    continue
                for key, (x, where_x) in a.numbers.items():
                    if key in b.numbers:
                        y, where_y = b.numbers[key]
                        if (x - y) * sign == value:
                            first, second = ((x, where_x), (y, where_y)) if sign > 0 else ((y, where_y), (x, where_x))
                            return NamedGap(f"{_show(first[0])} - {_show(second[0])}",
                                            ((_show(first[0]), first[1]), (_show(second[0]), second[1])))
            return None
        # a zero: the record its sentence (or the one before) names, a sibling carried elsewhere equal to it
        side = _words(text[max(before_floor, start - MAX_SIDE):start])
        for group, vocabulary in reversed(self._groups[-MAX_TRIED:]):
            a = self._named(side, group, vocabulary)
            if a is None:
                continue
            # (a key whose numbers differ within the group: not a constant every sibling writes)
            keys = [k for k in a.numbers if all(k in r.numbers for r in group)
                    and len({r.numbers[k][0] for r in group}) > 1]
            for b in group:
                if b is a or not any(len(self._carried_in.get(i, ())) >= 2 for i in b.ids):
                    continue
                for key in keys:
                    x, where_x = a.numbers[key]
                    if b.numbers[key][0] == x:
                        return NamedGap(f"{_show(x)} - {_show(x)}", ((_show(x), where_x), (_show(x), b.numbers[key][1])))
        return None
