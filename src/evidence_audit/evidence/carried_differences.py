"""Differences of two numbers one record of a result carries (round 29): `carried-difference`.

A record often carries a whole and a part of it, and the answer states what is left: an order's
`total` less what was `paid` (`balance on DC-55196: 38.32` for `"total_rm": 58.32, "paid_rm":
20.0`), a budget less its `spent` (`Left: $8,517.70`), a disk's `size` less its `free` (`Used:
1,488 GB`), a price less a discount. No number of the answer's line is an operand, so the exact
lookup flags them; the product and the ratio of two numbers of a record are read already
(`carried_products.py`, `carried_ratios.py`), and this rule takes the difference in the same shape:

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `carried-difference` | `DC-55196 still owes 38.32` for `{"order": "DC-55196", "total_rm": 58.32, "paid_rm": 20.0}` | two numeric keys of one record of this turn's or the previous turn's results (a JSON object, a row of a CSV or markdown text result) that its line names by one of its words, or the one record of its array or of its result; the larger less the smaller, exact, the two keys per the same unit or per none (`price_per_month` less `price_per_gb` is no rest) | a value equal to such a difference with no one-digit neighbour reached by a difference of two numbers of any record of those results, not one digit off a carried number |

Only where the value's sentence says it is a rest or a gap (`says_rest`: `left`, `remaining`,
`owes`, `outstanding`, `balance`, `used`, `less`, `difference` ...; round 19 keeps a record's
difference no word asks for flagged). Only this turn's and the previous turn's results are read (census34: a turn is one that served a result, `results_queue.TurnResults`), at most MAX_KEYS numeric keys of a
record and MAX_DIFFERENCES differences a run; the value writes MIN_DIGITS significant digits or
more (a two-digit difference of a record's numbers is reached by chance). A record nothing names
is no operand; (proofs36) a record's word names it only written whole and carried by no other record
of its result (`carried_records`), and a result read past MAX_DIFFERENCES explains nothing while in
the window (`TurnResults.read_whole`). Pure: no I/O; the per-run state is the differences read so far.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final, NamedTuple

from .carried_ratios import MAX_KEYS, carried_records, names_record
from .computed.reading import neighbours
from .decimal_text import printed as _show
from .results_queue import TurnResults
from .served import Served

__all__ = ["CarriedDifferences", "Difference", "MAX_DIFFERENCES", "says_rest"]

MAX_DIFFERENCES: Final = 4096  # differences kept per run ((long40) of the results still in the window)
MIN_DIGITS: Final = 3  # significant digits the value must write
# The words that say a value is what is left of a whole, or a gap (round 19 keeps a record's
# difference no word asks for flagged: `Promo CR-PROMO-1931: $187.52 (expires 12/31)`): `left`,
# `remaining`, `owe`, `outstanding`, `balance`, `used`, `less`, `difference` ... (whole words, ASCII)
_REST: Final = re.compile(
    r"(?<![A-Za-z])(?:left|leaves?|leaving|remain(?:s|ing|der)?|rest|still|owe[sd]?|owing|outstanding|balance|"
    r"unpaid|used|less|minus|deduct\w*|subtract\w*|difference|gap|short)(?![A-Za-z])",
    re.IGNORECASE,
)


# The unit a key prices per (`price_per_month` -> `month`, `rate/kg` -> `kg`): two keys subtracted are of one unit.
_PER: Final = re.compile(r"(?:per|/)[_ \t-]?([A-Za-z]+)", re.IGNORECASE)


def _per(key: str) -> str:
    """The unit `key` is per (`price_per_gb`: `gb`), or "" for a key per nothing."""
    found = _PER.search(key)
    return found.group(1).lower() if found is not None else ""


def says_rest(text: str) -> bool:
    """Whether `text` (the value's sentence before it and the words right after it) says the value
    is a rest or a gap (`_REST`)."""
    return _REST.search(text) is not None


class Difference(NamedTuple):
    value: Decimal  # the exact difference, the larger less the smaller
    expression: str  # `58.32 - 20`
    where: str  # `result 1: open_orders[1].total_rm - open_orders[1].paid_rm`
    position: int
    names: tuple[str, ...] = ()  # the record's own words (`dc-55196`: `CarriedRecord.own`), lower-cased
    alone: bool = False  # the one record of its array, or the result itself (`{"lifetime_budget": ...}`)


class CarriedDifferences:
    """The differences of two numbers of one record of a result."""

    __slots__ = ("_results", "_differences", "_by_value")

    def __init__(self) -> None:
        self._results = TurnResults()
        self._differences: list[Difference] = []
        # (round 30) the differences by value, each value's in the order read: a value looks its own
        # and its neighbours' up, where it walked all of them (up to MAX_DIFFERENCES a value: n x n)
        self._by_value: dict[Decimal, list[Difference]] = {}

    def add_result(self, served: Served, position: int) -> None:
        self._results.add_result(served, position)

    def answered(self, settled: bool = False) -> None:
        """An answer was given: a later answer reads only the results that come after it."""
        self._results.answered(settled)

    def _read(self, served: Served, position: int) -> None:
        if self._differences and self._results.gone(self._differences[0].position):
            # (long40) what is out of the window for good leaves, so the cap is on the live ones
            self._differences = [e for e in self._differences if not self._results.gone(e.position)]
            self._by_value = {}
            for kept in self._differences:
                self._by_value.setdefault(kept.value, []).append(kept)
        for _, _, numbers, where, sole, root, names in carried_records(served, position):
            for first, (key_a, a) in enumerate(numbers):
                for key_b, b in numbers[first + 1:]:
                    if len(self._differences) >= MAX_DIFFERENCES:
                        self._results.stopped_at(position)
                        return
                    if a == b or _per(key_a) != _per(key_b):
                        continue  # (a price per month less a price per GB is no rest: the units differ)
                    (big, key_big), (small, key_small) = ((a, key_a), (b, key_b)) if a > b else ((b, key_b), (a, key_a))
                    difference = Difference(
                        big - small, f"{_show(big)} - {_show(small)}", f"{where}.{key_big} - {where}.{key_small}",
                        position, names[:MAX_KEYS], sole or root)
                    self._differences.append(difference)
                    self._by_value.setdefault(difference.value, []).append(difference)

    def explain(self, value: Decimal, digits: str, line: str = "") -> Difference | None:
        """A difference of two numbers of a record of this turn's or the previous turn's results
        that `value` (written `digits`) states exactly: of a record its `line` names by one of its
        words, or of the one record of a one-element array or a result that is one record. Refused when a difference of two
        numbers of any record of those results is a one-digit neighbour of the value."""
        places = self._results.queue.read_for(digits, MIN_DIGITS, self._read)
        if places < 0 or value <= 0 or not self._results.read_whole():
            return None
        said = line.lower()
        prior_from = self._results.prior_from
        found: Difference | None = None
        for difference in self._by_value.get(value, ()):
            if difference.position >= prior_from and (difference.alone or names_record(said, difference.names)):
                found = difference
                break
        if found is None:
            return None
        for near in neighbours(value, places):
            if any(d.position >= prior_from for d in self._by_value.get(near, ())):
                return None
        return found
