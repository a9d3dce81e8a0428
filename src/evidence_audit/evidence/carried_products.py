"""Products of two numbers one record of a result carries (round 21): `carried-product`.

Ticketing, retail and travel answers multiply what a row carries: a tier's face revenue is its
`sold` times its `face_value` (`GA Floor,900,842,12,45.00` ... `| GA Floor | $37,890.00 |`), an
order line's amount its `quantity` times its `unit_price`, a stay its `nights` times its `rate`.
No number of the answer's line is an operand, so the exact lookup flags them; the difference and
the ratio of two numbers of a record were read already (`record_gaps.py`, `carried_ratios.py`).
This rule takes the product in the same shape:

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `carried-product` | `| GA Floor | $37,890.00 |` for `GA Floor,900,842,12,45.00` | two numeric keys of one record of this turn's or the previous turn's results (a JSON object, a row of a CSV or markdown text result: `text_tables.py`) that its line names by one of its words (`GA Floor`), or the one record of its array; multiplied, exact (a quantity times a price is: `31.50 CAD x 0.73` printed `23.00` is a conversion, not this rule's) | a value equal to such a product with no one-digit neighbour reached by a product of two numbers of any record of those results (the record's own other keys, its siblings), not one digit off a carried number |

Only this turn's and the previous turn's results are read (census34: a turn is one that served a result, `results_queue.TurnResults`), at most MAX_KEYS numeric keys of a
record and MAX_PRODUCTS products a run. A record nothing names is no operand: the products of any
two numbers of any record would reach too much.
Pure: no I/O; the per-run state is the products read so far.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final, NamedTuple

from .carried_ratios import MAX_KEYS, carried_records
from .computed.reading import neighbours
from .decimal_text import printed as _show
from .results_queue import TurnResults
from .served import Served
from .switch_gaps import _names_in

__all__ = ["CarriedProducts", "Product", "MAX_PRODUCTS"]

MAX_PRODUCTS: Final = 4096  # products kept per run
MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_NAMED: Final = 512  # records kept by their words
# a record's word that names it: 2-40 characters with a letter, no line break (`GA`, `Balcony`, `VIP`)
_SHORT_NAME: Final = re.compile(r"(?=[^\n]*[A-Za-z])[^\n]{2,40}")


class Product(NamedTuple):
    value: Decimal  # the exact product
    expression: str  # `842 x 45.00`
    where: str  # `result 3: [0].sold x [0].face_value`
    position: int
    names: tuple[str, ...] = ()  # the record's words (`ga floor`), lower-cased
    alone: bool = False  # the one record of its array


class CarriedProducts:
    """The products of two numbers of one record of a result."""

    __slots__ = ("_results", "_products", "_named")

    def __init__(self) -> None:
        self._results = TurnResults()
        self._products: list[Product] = []
        # every record of the run by its words (`ga floor`), with its numbers and where each was
        # carried, the latest reading of a name kept: the unit prices `priced-chain` takes through a
        # stated fee schedule (`3 balcony 215.82`, round 21)
        self._named: dict[str, list[tuple[Decimal, str]]] = {}

    def add_result(self, served: Served, position: int) -> None:
        self._results.add_result(served, position)

    def answered(self, settled: bool = False) -> None:
        """An answer was given: a later answer multiplies only the results that come after it."""
        self._results.answered(settled)

    def _read(self, served: Served, position: int) -> None:
        for node, names, numbers, where, sole, _ in carried_records(served, position):
            if numbers and len(self._named) < MAX_NAMED:
                for name in (v.strip().lower() for v in node.values() if isinstance(v, str) and _SHORT_NAME.fullmatch(v.strip())):
                    self._named[name] = [(n, f"{where}.{key}") for key, n in numbers]
            for first, (key_a, a) in enumerate(numbers):
                for key_b, b in numbers[first + 1:]:
                    if len(self._products) >= MAX_PRODUCTS:
                        return
                    if a == 0 or b == 0:
                        continue
                    self._products.append(Product(a * b, f"{_show(a)} x {_show(b)}", f"{where}.{key_a} x {where}.{key_b}",
                                                  position, names[:MAX_KEYS], sole))

    def named_on(self, text: str) -> list[tuple[Decimal, str]]:
        """The numbers of the records of the run `text` names by one of their words (a whole word:
        `3 balcony`, `4 GA tickets`), with where each was carried; a name inside a longer name
        named there is the longer's."""
        for served, position in self._results.queue.take():
            self._read(served, position)
        lower = text.lower()
        names = [name for name in self._named if _names_in(lower, name, 0, len(lower))]
        out: list[tuple[Decimal, str]] = []
        for name in names:
            if not any(name != other and name in other for other in names):
                out.extend(self._named[name])
        return out

    def explain(self, value: Decimal, digits: str, line: str = "") -> Product | None:
        """A product of two numbers of a record of this turn's or the previous turn's results
        that `value` (written `digits`) states, rounded to its written places: of a record its
        `line` names by one of its words, or of the one record of a one-element array. Refused
        when a product of any record of those results rounds to a one-digit neighbour of the value."""
        places = self._results.queue.read_for(digits, MIN_DIGITS, self._read)
        if places < 0 or value <= 0:
            return None
        said = line.lower()
        quantum = Decimal(1).scaleb(-places)
        found: Product | None = None
        reached: set[Decimal] = set()
        for product in self._products:
            if product.position < self._results.prior_from:
                continue
            try:
                up = product.value.quantize(quantum, rounding=ROUND_HALF_UP)
                even = product.value.quantize(quantum, rounding=ROUND_HALF_EVEN)
            except InvalidOperation:
                continue
            reached.add(up)
            reached.add(even)
            if found is None and product.value == value and (product.alone or any(n in said for n in product.names)):
                found = product
        if found is None or any(n in reached for n in neighbours(value, places)):
            return None
        return found
