"""Totals of a result's column the answer does not list (round 10): the `carried-total` rule.

A tool lists a period's readings or a list's records (`[{"consumption": 0.471, "interval_start":
...}, ...]`, 24 hours) and the answer totals one of their numbers: `Yesterday you used 17.51 kWh
in total`. The `aggregate` rule of `computed.py` sums at most 6 elements of an array the answer
names; a day of hourly readings or a year of months is longer, and names nothing. This rule takes
the whole column where the value's sentence says it totals, as `carried-mean` (`means.py`) takes
its mean where the sentence says it averages:

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `carried-total` | `Yesterday you used 17.51 kWh in total` | where its sentence says `total`, `in all`, `altogether`, `combined`: the sum of one numeric key over all 2-MAX_ELEMENTS objects of one array of a result (every one carrying it), exact, or rounded to the places written when the column carries more; the value has at least MIN_DIGITS significant digits (MIN_WHOLE_DIGITS for a column of whole numbers: a dozen counts sum to three digits) and is not one digit off a carried number | a value equal to such a sum |

Refused: a total one digit off, a value without the word, a sum over part of an array or over
two arrays (a window of hours the answer names: not read).
Pure: no I/O; the per-run state is the totals read so far (at most MAX_TOTALS).
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, Final, NamedTuple

from .results_queue import ResultsQueue
from .served import Served

__all__ = ["CarriedTotals", "Total", "says_total"]

MAX_ELEMENTS: Final = 64  # objects of one array summed
MAX_TOTALS: Final = 512  # totals kept per run
MAX_KEYS: Final = 32  # numeric keys of one array summed
MAX_WALK: Final = 4000  # nodes read per result
MIN_DIGITS: Final = 3  # significant digits the value must write
# ... and for a column of whole numbers: a dozen counts (seats, items) sum to a three-digit number
# that a fabricated total hits too often (synth: `$160`, the seats of 11 flights)
MIN_WHOLE_DIGITS: Final = 4
MIN_ELEMENTS: Final = 2


class Total(NamedTuple):
    value: Decimal
    places: int  # the most decimal places one of its numbers carries
    expression: str  # `0.471 + 0.566 + ...`
    where: str  # `result 2: results[*].consumption`


def _number(value: Any) -> tuple[Decimal, int] | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    text = repr(value) if isinstance(value, float) else str(value)
    if "e" in text or "E" in text or "inf" in text or "nan" in text:
        return None
    if isinstance(value, float) and len(text) > 12:
        text = format(value, ".10g")  # float noise: 0.30000000000000004 is 0.3
    try:
        number = Decimal(text)
    except InvalidOperation:
        return None
    point = text.find(".")
    return number, (len(text) - point - 1 if point >= 0 else 0)


def _show(x: Decimal) -> str:
    text = format(x.normalize(), "f")
    return text if text != "-0" else "0"


class CarriedTotals:
    """The whole-column sums of a run's results (read when an answer first asks)."""

    __slots__ = ("_unread", "_totals")

    def __init__(self) -> None:
        self._unread = ResultsQueue()
        self._totals: list[Total] = []

    def add_result(self, served: Served, position: int) -> None:
        if served.has_parsed:
            self._unread.add(served, position)

    def _array(self, items: list[Any], at: str, position: int) -> None:
        if len(self._totals) >= MAX_TOTALS or not MIN_ELEMENTS <= len(items) <= MAX_ELEMENTS:
            return
        if not all(isinstance(item, dict) for item in items):
            return
        keys: dict[str, None] = {}
        for key, value in items[0].items():
            if _number(value) is not None:
                keys[str(key)] = None
                if len(keys) >= MAX_KEYS:
                    break
        for key in keys:
            numbers: list[Decimal] = []
            places = 0
            for item in items:
                read = _number(item.get(key))
                if read is None:
                    break
                numbers.append(read[0])
                places = max(places, read[1])
            if len(numbers) != len(items) or len(self._totals) >= MAX_TOTALS:
                continue
            total = sum(numbers, Decimal(0))
            expression = _show(numbers[0]) + "".join(
                f" - {_show(-n)}" if n < 0 else f" + {_show(n)}" for n in numbers[1:]
            )
            self._totals.append(Total(total, places, expression, f"result {position}: {at or '(root)'}[*].{key}"))

    def _read(self, served: Served, position: int) -> None:
        stack: list[tuple[Any, str]] = [(served.parsed, "")]
        walked = 0
        while stack and walked < MAX_WALK:
            node, at = stack.pop()
            walked += 1
            if isinstance(node, dict):
                for key, value in node.items():
                    if isinstance(value, (dict, list)):
                        stack.append((value, f"{at}.{key}" if at else str(key)))
            elif isinstance(node, list):
                self._array(node, at, position)
                for i, item in enumerate(node):
                    if isinstance(item, (dict, list)):
                        stack.append((item, f"{at}[{i}]"))

    def explain(self, value: Decimal, digits: str) -> Total | None:
        """A carried column total that `value` (written `digits`) states, exact or at its
        written places when the column carries more."""
        written = digits.replace(",", "").replace(".", "").lstrip("0")
        if len(written) < MIN_DIGITS or not written.isdigit():
            return None
        for served, position in self._unread.take():
            self._read(served, position)
        point = digits.find(".")
        places = len(digits) - point - 1 if point >= 0 else 0
        quantum = Decimal(1).scaleb(-places)
        significant = len(format(abs(value).normalize(), "f").replace(".", "").lstrip("0"))  # `160.00`: 3
        for total in self._totals:
            if total.places == 0 and significant < MIN_WHOLE_DIGITS:
                continue
            if total.value == value:
                return total
            if places >= total.places:
                continue
            try:
                if total.value.quantize(quantum, rounding=ROUND_HALF_UP) == value \
                        or total.value.quantize(quantum, rounding=ROUND_HALF_EVEN) == value:
                    return total
            except InvalidOperation:
                continue
        return None


# A sentence that says it totals: `in total`, `total`, `in all`, `altogether`, `combined`, `overall`.
_TOTAL_WORD: Final = re.compile(r"\b(?:total|totals|totalled|totaled|in all|altogether|combined|overall)\b", re.IGNORECASE)


def says_total(text: str, start: int, end: int) -> bool:
    """The text from `start` to `end` (the value's sentence) says it totals."""
    return _TOTAL_WORD.search(text, start, end) is not None
