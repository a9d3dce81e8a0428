"""Averages of a result's column the answer does not list (round 8): the `carried-mean` rule.

A tool lists records (`[{"exit": 0, "duration_s": 1412}, {"exit": 1, "duration_s": 77}, ...]`) and
the answer averages one of their numbers, over all of them or over the ones that share a value
("The successful runs averaged 1404 seconds": the `exit` 0 ones). The `average` rule of
`computed/` takes the numbers the answer writes; this one takes a result's column:

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `carried-mean` | `The successful runs averaged 1404 seconds` | where its sentence says `average`, `averaged`, `mean` before it: the mean of one numeric key over the 2-MAX_ELEMENTS objects of one array of a result, or over those whose other key (a scalar of at most MAX_GROUPS values) holds one value, rounded to the places written; the value has at least 3 significant digits and is not one digit off a carried number | a value equal to such a mean |

(Round 18) A mean of negative numbers is also written without its sign: a ledger's payments are
signed (`"amount": -1725.0`), `Your average monthly payment so far is $1,736.50` is their mean.

(Round 25) A result's array of readings (`"drive": [12, 12, 13, 12]`: a tyre's gauges, a sensor's
samples), every element a number, is a column too: `average ... before 12.25/32` is its mean.

(clock42) A terse reply (at most MAX_TERSE_REPLY characters) to a person's text that asks a mean
(`Means per job?`, `average?`, `avg per day`: `asked_mean`) says it for every value it writes, as
`carried_totals.asked_total` says a total: `- 2,902.50 INR labour` is the labour column's mean.

Refused: a mean one digit off (`1414`), a value without the word, a mean of numbers of two arrays.
Pure: no I/O; the per-run state is the means read so far (at most MAX_MEANS).
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, Final, NamedTuple

from .decimal_text import printed as _show
from .results_queue import ResultsQueue
from .served import Served
from .walk import containers

__all__ = ["CarriedMeans", "Mean", "asked_mean", "record_groups"]

MAX_ELEMENTS: Final = 64  # objects of one array averaged
MAX_GROUPS: Final = 6  # distinct values of a key that groups the objects
MAX_MEANS: Final = 512  # means kept per run
MAX_PAIRS: Final = 2048  # (numeric column, group) pairs tried per array
MAX_WALK: Final = 4000  # nodes read per result
MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_TERSE_REPLY: Final = 160  # (clock42) characters of a reply the question's `mean` speaks for
# (clock42) a question that asks a mean: `Means per job?`, `the average?`, `avg a day`
# (mend42c, review42 D5) `mean(s)` is the noun only when `the`/`a` stands before it or `per`/`of`/`for`
# or `?` after it: never the verb (`What do you mean?`, `it means`, `I mean`)
_ASKED_MEAN: Final = re.compile(
    r"\b(?:average|averages|avg)\b|\b(?:the|a)\s+means?\b|\bmeans?\b(?=\s*(?:\?|(?:per|of|for)\b))", re.IGNORECASE)
_MEAN_VERB: Final = re.compile(r"\b(?:do|does|did|you|i|it|that|this|which|what)\s+means?\b", re.IGNORECASE)


def asked_mean(answer: str, question: str) -> bool:
    """(clock42) Whether a terse answer (MAX_TERSE_REPLY characters at most) replies to a person's
    last text that asks a mean: the question's word stands for the sentence's (`Means per job?` then
    `- 2,902.50 INR labour`). (mend42c) Not the verb: `What do you mean?` asks no mean."""
    if not 0 < len(answer.strip()) <= MAX_TERSE_REPLY or not question:
        return False
    for match in _ASKED_MEAN.finditer(question):
        if "mean" not in match.group(0).lower():
            return True  # `average`, `avg`
        if _MEAN_VERB.search(question, max(0, match.start() - 12), match.end()) is None:
            return True
    return False


class Mean(NamedTuple):
    value: Decimal
    expression: str  # `(1412 + 1388 + 1455 + 1361) / 4`
    where: str  # `result 2: [*].duration_s where exit = 0`


def _number(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        return Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    except InvalidOperation:  # pragma: no cover - repr of a float is a number
        return None


def record_groups(records: list[dict[str, Any]], keys: list[str]) -> list[tuple[str, Any, list[int]]]:
    """The groups a key makes of an array's objects: (key, value, the objects' indexes) for each
    value of a key every object holds as a scalar (a string, an integer, a boolean) of 2 to
    MAX_GROUPS distinct values, fewer than the objects (`sender`: `me` or an account)."""
    out: list[tuple[str, Any, list[int]]] = []
    for key in keys:
        values = [record.get(key) for record in records]
        if all(isinstance(v, (str, int, bool)) and not isinstance(v, float) for v in values):
            distinct: list[Any] = []
            for v in values:
                if v not in distinct:
                    distinct.append(v)
                    if len(distinct) > MAX_GROUPS:
                        break
            if 2 <= len(distinct) <= MAX_GROUPS and len(distinct) < len(records):
                for v in distinct:
                    out.append((key, v, [i for i, value in enumerate(values) if value == v]))
    return out


class CarriedMeans:
    """The column means of a run's results (read when an answer first asks)."""

    __slots__ = ("_unread", "_means")

    def __init__(self) -> None:
        self._unread = ResultsQueue()
        self._means: list[Mean] = []

    def add_result(self, served: Served, position: int) -> None:
        if served.has_parsed:
            self._unread.add(served, position)

    def _array(self, items: list[Any], at: str, position: int) -> None:
        # Every bound is tested before the work it bounds: a full list of means, an array too
        # long, then at most MAX_PAIRS (column, group) pairs; a column that holds fewer than two
        # numbers is never paired, so a wide array of words costs one pass over its cells.
        if len(self._means) >= MAX_MEANS or not 2 <= len(items) <= MAX_ELEMENTS:
            return
        records = [item for item in items if isinstance(item, dict)]
        if len(records) != len(items):
            # (round 25) an array of readings (`"drive": [12, 12, 13, 12]`, a tyre's four gauges,
            # a sensor's samples) averaged: every element a number
            readings = [_number(item) for item in items]
            if not records and all(n is not None for n in readings):
                samples = [n for n in readings if n is not None]
                mean = sum(samples, Decimal(0)) / len(samples)
                self._means.append(Mean(mean, f"({' + '.join(_show(n) for n in samples)}) / {len(samples)}",
                                        f"result {position}: {at}"))
            return
        seen: dict[str, None] = {}  # the keys in the order first written (a dict: no quadratic scan)
        for record in records:
            for key in record:
                if isinstance(key, str):
                    seen[key] = None
        keys = list(seen)
        groups: list[tuple[str, Any]] = [("", None)]
        members: list[list[int]] = [list(range(len(records)))]
        for key, v, chosen in record_groups(records, keys):
            groups.append((key, v))
            members.append(chosen)
        pairs = 0
        for key in keys:
            column = [_number(record.get(key)) for record in records]
            if sum(1 for n in column if n is not None) < 2:
                continue
            for (group_key, group_value), chosen in zip(groups, members):
                if group_key == key:
                    continue
                if not group_key:
                    chosen = members[0]
                pairs += 1
                if pairs > MAX_PAIRS or len(self._means) >= MAX_MEANS:
                    return
                picked: list[Decimal] = []
                for i in chosen:
                    n = column[i]
                    if n is None:
                        break
                    picked.append(n)
                if len(chosen) < 2 or len(picked) != len(chosen):
                    continue
                mean = sum(picked, Decimal(0)) / len(picked)
                where = f"result {position}: {at}[*].{key}" + (f" where {group_key} = {group_value!r}" if group_key else "")
                self._means.append(Mean(mean, f"({' + '.join(_show(n) for n in picked)}) / {len(picked)}", where))

    def _read(self, served: Served, position: int) -> None:
        for node, at, _ in containers(served.parsed, MAX_WALK):
            if isinstance(node, list):
                self._array(node, at, position)

    def explain(self, value: Decimal, digits: str) -> Mean | None:
        """A carried column mean that `value` (written `digits`) states at its written places."""
        places = self._unread.read_for(digits, MIN_DIGITS, self._read)
        if places < 0:
            return None
        quantum = Decimal(1).scaleb(-places)
        for mean in self._means:
            # (round 18) a mean of signed records written unsigned: a ledger's payments are
            # negative (`"amount": -1725.0`), `Your average monthly payment so far is $1,736.50`
            number = -mean.value if mean.value < 0 < value else mean.value
            try:
                if number == value or number.quantize(quantum, rounding=ROUND_HALF_UP) == value \
                        or number.quantize(quantum, rounding=ROUND_HALF_EVEN) == value:
                    return mean
            except InvalidOperation:
                continue
        return None
