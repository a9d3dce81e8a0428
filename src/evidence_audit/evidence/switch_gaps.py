"""The `switch-gap` arithmetic rule (round 11): the difference of one key of two records the
answer names by their names (`Starter 4GB` ... `Connect 12GB`), where the value's line says it
changes from one to the other or prorates the gap.

A plan change is priced by the gap between the new and the old plan's monthly price: `Upgrade to
Connect 12GB, prorated for the 12 days left in June | $17.00 x 12/30 = $6.80` after `you're on
the Starter 4GB plan` (42.00 - 25.00). The plans are records a result carries with a `name`
(`{"plan_id": "P2102", "name": "Connect 12GB", "price_per_month": 42.0}`); the answer names them,
not their identifiers, so the `record-gap` rule (identifiers) does not see them, and neither
price stands next to the gap.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `switch-gap` | `Upgrade to Connect 12GB, prorated ...` then `$17.00 × 12/30` in its row | where its line says it changes, upgrades, switches or prorates (or writes `difference`): one key's carried numbers of a record its line names by its name (`name`, `..._name`, `title`: 3-60 characters with a letter) and of another record the answer names, the positive difference, exact | a value equal to such a gap |

Refused: a record the answer does not name; a line with no word of a change; a gap one digit off;
different keys (a price less a refuelling price); a value one digit off either operand (in
`computed/`: a price misread as the gap).
Pure: no I/O; the per-run state is the named records read so far (at most MAX_RECORDS).
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any, Final, NamedTuple

from .decimal_text import printed as _show
from .results_queue import ResultsQueue
from .served import Served
from .walk import containers

__all__ = ["NamedRecords", "NamedGap"]

MAX_RECORDS: Final = 512  # named records kept per run
MAX_WALK: Final = 4000  # nodes read per result
MAX_NAMED: Final = 8  # records one answer names that the rule pairs
MAX_ANSWER: Final = 20_000  # characters of an answer searched for names
MAX_KEYS: Final = 64  # numbers of one record kept (the first): each value reads them for each pair named
_NAME_KEY: Final = re.compile(r"(?:(?:.*_)?name|title)\Z", re.IGNORECASE)
_NAME_VALUE: Final = re.compile(r"(?=.*[A-Za-z])[^\n]{3,60}")
_CHANGE: Final = re.compile(
    r"\b(?:prorat\w*|pro[ -]rata|difference|upgrad\w*|downgrad\w*|switch\w*|chang\w*|mov(?:e|es|ing)[ \t]+to)\b",
    re.IGNORECASE,
)


class NamedGap(NamedTuple):
    expression: str
    operands: tuple[tuple[str, str, str], ...]  # (value, source, where)


def _number(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        number = Decimal(repr(value) if isinstance(value, float) else str(value))
    except ArithmeticError:
        return None
    return number if len(str(number)) <= 12 else Decimal(format(value, ".10g"))


def _names_in(lower: str, name: str, lo: int, hi: int) -> bool:
    """Whether `name` (lower case) stands in `lower[lo:hi]` as whole words."""
    at = lower.find(name, lo, hi)
    while at >= 0:
        end = at + len(name)
        if (at == 0 or not lower[at - 1].isalnum()) and (end >= len(lower) or not lower[end].isalnum()):
            return True
        at = lower.find(name, at + 1, hi)
    return False


class NamedRecords:
    """The objects a run's results carried with a name, and their numbers (read when an answer
    first asks)."""

    __slots__ = ("_unread", "_records", "_last_text", "_last_named")

    def __init__(self) -> None:
        self._unread = ResultsQueue()
        self._records: dict[str, dict[str, tuple[Decimal, str]]] = {}
        self._last_text = ""
        self._last_named: list[str] = []  # the records the last answer asked about names (once per answer)

    def add_result(self, served: Served, position: int) -> None:
        if served.has_parsed:
            self._unread.add(served, position)

    def _read(self, parsed: Any, position: int) -> None:
        for node, at, _ in containers(parsed, MAX_WALK):
            if not isinstance(node, dict) or len(self._records) >= MAX_RECORDS:
                continue
            names = [v.strip().lower() for k, v in node.items()
                     if isinstance(v, str) and _NAME_KEY.match(str(k)) and _NAME_VALUE.fullmatch(v.strip())]
            if len(names) != 1:
                continue  # (no name, or several: which one the answer means is not said)
            numbers: dict[str, tuple[Decimal, str]] = {}
            for key, value in node.items():
                n = _number(value)
                if n is not None and len(numbers) < MAX_KEYS:
                    numbers[str(key)] = (n, f"result {position}: {at}.{key}" if at else f"result {position}: {key}")
            if numbers:
                self._records[names[0]] = numbers  # (the latest reading of a record)

    def named_on(self, text: str, lo: int, hi: int) -> list[tuple[Decimal, str]]:
        """(round 17, `policy-chain`) the numbers of the records `text[lo:hi]` names by their names,
        with where each was carried; a record named inside a longer name named there is the longer's."""
        if self._unread:
            for served, position in self._unread.take():
                self._read(served.parsed, position)
        if not self._records or hi - lo > MAX_ANSWER:
            return []
        lower = text[lo:hi].lower()
        names = [name for name in self._records if _names_in(lower, name, 0, len(lower))]
        out: list[tuple[Decimal, str]] = []
        for name in names:
            if any(name != other and name in other for other in names):
                continue
            out.extend(self._records[name].values())
        return out

    def explain(self, text: str, lower: str, line_start: int, line_end: int, value: Decimal) -> NamedGap | None:
        """The value on the line `text[line_start:line_end]` as the gap of one key of a record the
        line names and another the answer names, or None."""
        if value <= 0 or len(text) > MAX_ANSWER or not _CHANGE.search(text, line_start, line_end):
            return None
        if self._unread:
            for served, position in self._unread.take():
                self._read(served.parsed, position)
        if len(self._records) < 2:
            return None
        if text != self._last_text:
            self._last_text = text
            self._last_named = [name for name in self._records if _names_in(lower, name, 0, len(lower))]
        named = self._last_named
        if len(named) < 2 or len(named) > MAX_NAMED:
            return None
        on_line = [name for name in named if _names_in(lower, name, line_start, line_end)]
        for a in on_line:
            for b in named:
                if b == a or b in a or a in b:
                    continue  # (`Connect` inside `Connect 12GB` is the same record named shorter)
                mine, theirs = self._records[a], self._records[b]
                for key, (x, where_x) in mine.items():
                    if key not in theirs:
                        continue
                    y, where_y = theirs[key]
                    if abs(x - y) == value:
                        high, low = ((x, where_x), (y, where_y)) if x > y else ((y, where_y), (x, where_x))
                        return NamedGap(f"{_show(high[0])} - {_show(low[0])}",
                                        ((_show(high[0]), "result", high[1]), (_show(low[0]), "result", low[1])))
        return None
