"""Ratios of two numbers a result's records carry, or of two of its column totals (round 20): `carried-ratio`.

Reporting answers divide what a tool returns: a campaign's cost per conversion is its `spend` over
its `conversions` (`CMP-40217,212400,3186,3210.55,141` ... `CPA $22.77`), a week's cost per click
the `spend` column's total over the `clicks` column's (`CPC $0.45`), a click-through rate the
clicks over the impressions times 100 (`CTR 2.00%`), a cost per thousand the spend over the
impressions times 1000 (`CPM €7.78`). No number of the answer's sentence is an operand (the
`ratio` rule's pool), so the exact lookup flags them. This rule takes:

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `carried-ratio` | `CPA $22.77` for `3210.55,141`; `CPC $0.45` for a week's rows; `CTR 2.00%`; `CPM €7.78` | one numeric key over another of one record of this turn's or the previous turn's results that its line names by a word (`Desktop`, `CMP-40217`) or that is its array's one element (a one-row export) (a JSON object, a row of a CSV or markdown table: `text_tables.py`), or one whole column's total over another's of one array; times 100 where the value is written as a percent, times 1000 where its line says per thousand (`CPM`, `per 1,000`, `per mille`); rounded to the places written | a value equal to such a quotient with no one-digit neighbour reached by another quotient of the same pool at the same scale, not one digit off a carried number |

Only this turn's and the previous turn's results (since the answer before the previous) (census34: a turn is one that served a result, `results_queue.TurnResults`) are read, at most MAX_KEYS numeric keys of a
record and MAX_QUOTIENTS quotients a run, so a result of 10,000 rows costs a bounded walk.
Refused: a quotient one digit off the value reached too (the search's own misreads), a value one
digit off a carried number (the caller's check), a divisor of zero.
Pure: no I/O; the per-run state is the quotients read so far.
"""

from __future__ import annotations

from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from collections.abc import Callable, Iterator
from typing import Any, Final, NamedTuple

from .carried_totals import _number
from .computed.reading import neighbours
from .decimal_text import printed as _show
from .results_queue import TurnResults
from .served import Served
from .walk import containers
from .word_keys import whole_word

__all__ = ["CarriedRatios", "Quotient", "MAX_QUOTIENTS", "names_record"]

MAX_KEYS: Final = 8  # numeric keys of one record (or columns of one array) divided
MAX_ELEMENTS: Final = 64  # objects of one array whose columns are totalled
MAX_QUOTIENTS: Final = 4096  # quotients kept per run ((long40) of the results still in the window)
MAX_WALK: Final = 4000  # nodes read per result
NAMES_CHARS_PER_UNIT: Final = 4096  # (round 24) characters of a line searched for a record's words per unit of the run's budget
MIN_DIGITS: Final = 2  # significant digits the value must write
MIN_NAME, MAX_NAME = 3, 60  # a record's words its line may name (`Desktop`, `CMP-40217`)
MIN_OWN_NAME: Final = 2  # (round 26) a record's word its own label may name (`de 0.213`: a language's, a size's code)
SCALES: Final = (1, 100, 1000)


class Quotient(NamedTuple):
    value: Decimal  # the exact quotient (to 28 digits)
    expression: str  # `3210.55 / 141`
    where: str  # `result 3: [0].spend / [0].conversions`
    position: int
    of_totals: bool = False  # two column totals, not two numbers of one record
    names: tuple[str, ...] = ()  # the record's words (`desktop`, `cmp-40217`), lower-cased
    alone: bool = False  # the one record of its array (a one-row export: `campaign_id,spend,...` then one row)


def _numeric(record: dict[str, Any]) -> list[tuple[str, Decimal]]:
    out: list[tuple[str, Decimal]] = []
    for key, value in record.items():
        read = _number(value)
        if read is not None:
            out.append((str(key), read[0]))
            if len(out) >= MAX_KEYS:
                break
    return out


class CarriedRecord(NamedTuple):
    """A record (a JSON object) of a result, as the rules on two of its numbers read it."""

    node: dict[Any, Any]
    names: tuple[str, ...]  # its string values of MIN_NAME..MAX_NAME characters, lower-cased
    numbers: list[tuple[str, Decimal]]  # its numeric keys (`_numeric`)
    where: str  # `result 1: open_orders[1]`
    sole: bool  # the one element of its array
    root: bool  # the result itself
    own: tuple[str, ...] = ()  # (proofs36) its names no other record of the result carries: the words that name it alone


def carried_records(served: Served, position: int) -> Iterator[CarriedRecord]:
    """The records of a result in walk order (`containers`, MAX_WALK), read once for the rules that
    take two numbers of one record (`carried_products.py`, `carried_differences.py`). (proofs36) A
    name two records of the result carry (`"currency": "USD"`, `"status": "open"`) names neither:
    `CarriedRecord.own` leaves it out, so a line writing `USD` names no order of a list of orders."""
    sole: set[int] = set()  # the records that are the one element of their array
    read: list[tuple[dict[Any, Any], tuple[str, ...], str]] = []
    carriers: dict[str, int] = {}  # each name, the records carrying it
    for node, at, _ in containers(served.parsed, MAX_WALK):
        if isinstance(node, list) and len(node) == 1 and isinstance(node[0], dict):
            sole.add(id(node[0]))
        if not isinstance(node, dict):
            continue
        names = tuple(v.lower() for v in node.values() if isinstance(v, str) and MIN_NAME <= len(v) <= MAX_NAME)
        for name in set(names):
            carriers[name] = carriers.get(name, 0) + 1
        read.append((node, names, at))
    for node, names, at in read:
        yield CarriedRecord(node, names, _numeric(node), f"result {position}: {at or '(root)'}", id(node) in sole, not at,
                            tuple(n for n in names if carriers[n] == 1))


def names_record(said: str, own: tuple[str, ...]) -> bool:
    """(proofs36) Whether `said` (a lower-cased line) names a record by one of its `own` words
    (`CarriedRecord.own`), written whole (`whole_word`: `open` is not named by `reopened`)."""
    return any(whole_word(n, said) for n in own)


class CarriedRatios:
    """The quotients of two numbers of one record, or of two column totals of one array."""

    __slots__ = ("_results", "_quotients")

    def __init__(self) -> None:
        self._results = TurnResults()
        self._quotients: list[Quotient] = []

    def add_result(self, served: Served, position: int) -> None:
        self._results.add_result(served, position)

    def answered(self, settled: bool = False) -> None:
        """An answer was given: a later answer divides only the results that come after it."""
        self._results.answered(settled)

    def _pairs(self, numbers: list[tuple[str, Decimal]], where: str, position: int, left: str = "", right: str = "",
               of_totals: bool = False, names: tuple[str, ...] = (), alone: bool = False) -> None:
        for key_a, a in numbers:
            for key_b, b in numbers:
                if key_a == key_b or b == 0 or a == 0:
                    continue
                if len(self._quotients) >= MAX_QUOTIENTS:
                    return
                try:
                    q = a / b
                except InvalidOperation:
                    continue
                self._quotients.append(Quotient(q, f"{left}{_show(a)}{right} / {left}{_show(b)}{right}",
                                                f"{where}.{key_a} / {where}.{key_b}", position, of_totals, names, alone))

    def _read(self, served: Served, position: int) -> None:
        if self._quotients and self._results.gone(self._quotients[0].position):
            # (long40) the quotients out of the window for good leave, so the cap is on the live ones
            self._quotients = [q for q in self._quotients if not self._results.gone(q.position)]
        sole: set[int] = set()  # the records that are the one element of their array
        for node, at, _ in containers(served.parsed, MAX_WALK):
            if len(self._quotients) >= MAX_QUOTIENTS:
                return
            if isinstance(node, list) and len(node) == 1 and isinstance(node[0], dict):
                sole.add(id(node[0]))
            if isinstance(node, dict):
                names = tuple(v.lower() for v in node.values() if isinstance(v, str) and MIN_OWN_NAME <= len(v) <= MAX_NAME)
                self._pairs(_numeric(node), f"result {position}: {at or '(root)'}", position, names=names[:MAX_KEYS],
                            alone=id(node) in sole)
            elif isinstance(node, list) and 2 <= len(node) <= MAX_ELEMENTS and all(isinstance(n, dict) for n in node):
                keys = [k for k, _ in _numeric(node[0])]
                totals: list[tuple[str, Decimal]] = []
                for key in keys:
                    column = [_number(item.get(key)) for item in node]
                    if all(c is not None for c in column):
                        totals.append((key, sum((c[0] for c in column if c is not None), Decimal(0))))
                self._pairs(totals, f"result {position}: sum({at or '(root)'}[*]", position, "(", ")", True)

    def explain(self, value: Decimal, digits: str, scale: int, line: str = "",
                take: Callable[[int], bool] | None = None, own: str = "") -> Quotient | None:
        """A quotient of this turn's or the previous turn's records that `value` (written `digits`)
        states at `scale` (1, 100 or 1000), rounded to its written places. Three searches, each
        refused when a quotient it reads rounds to a one-digit neighbour of the value: the
        records the value's `line` names by one of their words (alone); the column totals; the one
        record of a one-element array, a one-row export (its refusals counting the totals' too).
        A record nothing names is no operand: a quotient of any two numbers of any record would
        reach too much (round 6's `1 EUR = 1.1585 USD` with no currency mark, a cell under a
        header that names no rate). (round 26) First, the records the value's `own` label (the words
        between the number before it and it: `de` of `en 0.194, de 0.213`) names by a word of theirs
        as a whole word, 2 letters or more; its refusals only its own quotients."""
        places = self._results.queue.read_for(digits, MIN_DIGITS, self._read)
        if places < 0 or value <= 0:
            return None
        if own.strip():
            mine = own.lower()
            owned: dict[int, bool] = {}

            def own_names(q: Quotient) -> bool:
                if q.of_totals or not q.names:
                    return False
                known = owned.get(id(q.names))
                if known is None:
                    known = any(whole_word(n, mine) for n in q.names)
                    owned[id(q.names)] = known
                return known

            by_own = self._search(value, places, scale, own_names, set())
            if by_own is not None:
                return by_own
        said = line.lower()
        # (round 24) a record's words are looked up once an ask, not once for each of its quotients
        # (a record of k numbers has k(k - 1)), each lookup charged to the run's budget (`take`) by
        # the characters it searches: refused, no quotient of a named record (the answer says
        # rules_omitted); a long line of values once searched every record's words for each value
        looked: dict[int, bool] = {}
        refused: list[bool] = []

        def names_it(q: Quotient) -> bool:
            if q.of_totals or not q.names:
                return False
            known = looked.get(id(q.names))
            if known is None:
                if refused or (take is not None and not take(1 + len(said) * len(q.names) // NAMES_CHARS_PER_UNIT)):
                    refused.append(True)
                    return False
                known = any(len(n) >= MIN_NAME and n in said for n in q.names)
                looked[id(q.names)] = known
            return known

        named = self._search(value, places, scale, names_it, set())
        if refused:
            return None
        if named is not None:
            return named
        reached: set[Decimal] = set()
        return (self._search(value, places, scale, lambda q: q.of_totals, reached)
                or self._search(value, places, scale, lambda q: q.alone, reached))

    def _search(self, value: Decimal, places: int, scale: int, picks: Callable[[Quotient], bool],
                reached: set[Decimal]) -> Quotient | None:
        """One search over the quotients `picks` takes (its refusals counting what the searches
        before it reached: `reached`)."""
        quantum = Decimal(1).scaleb(-places)
        found: Quotient | None = None
        for quotient in self._quotients:
            if quotient.position < self._results.prior_from or not picks(quotient):
                continue
            try:
                scaled = quotient.value * scale
                up = scaled.quantize(quantum, rounding=ROUND_HALF_UP)
                even = scaled.quantize(quantum, rounding=ROUND_HALF_EVEN)
            except InvalidOperation:
                continue
            reached.add(up)
            reached.add(even)
            if found is None and value in (up, even):
                found = quotient
        if found is None:
            return None
        if any(n in reached for n in neighbours(value, places)):
            return None
        return found
