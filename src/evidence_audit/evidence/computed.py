"""The arithmetic dial: a number the answer computes from grounded numbers is `computed`, not invented.

Answers do arithmetic: a total of the fares they list, a difference of two prices, a refund of a
payment less the new fares, a per-night price times the nights, a certificate's balance as it is
spent step by step. No result carried those values, so the exact lookup flags them, and on real
booking or retail traces most of its flags are such sums. A person must still be able to check
them, so a value found here is reported as `computed` with the expression that gives it
(`2 x (96 + 144) = 480; 4890 - 480 = 4410`) and the sources of its operands, never grounded.

The wider the search, the more inventions it excuses: over every pair of a run's few hundred
carried numbers, nearly any three-digit number is some sum or difference. So the search is narrow
and ordered, operands close to the writer first, and each rule tries only a handful of expressions
for a value (`bench/precision.py` and the synth fabrications measure what it still excuses):

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `written` | `$725 - $503 = $222`, `$174 ($94 + $80)` | an expression written out beside the value, its operands numbers of the answer | none new: the operands are judged themselves |
| `total` | items `$105`, `$102`, then `Total: $207` | the sum of the 2-8 resolved numbers written just before it | an invented total equal to a run of the listed items |
| `pair` | `$2,787` ... `$243` ... `refund $2,544` | a sum or difference of two of the last 3 resolved numbers before it | an invention equal to such a sum or difference |
| `per-count` | `$348 ($174 per passenger)`, `29.99 x 7` | a resolved number before it, or an aggregate, times or divided by a count the run, the user or the answer states (2-12) | an invention equal to such a product |
| `aggregate` | `New total: $241` | the sum of one key over the elements of one array in one result (`flights[*].price`), maybe times a count | an invented total equal to such a column sum |
| `balance` | `$1,530`, `$1,280`, `$1,030` | a resolved number before it less or plus an aggregate (a payment less the new fares) | an invention equal to such a difference |
| `repeat` | a value one of the last 2 answers computed | that answer's expression | an invention equal to it |

Every comparison is exact at the precision the answer wrote: `38.27` is never `38.2699`; a
carried float is first read at the precision it was meant (`27.349999999999998` is `27.35`). Only
a division may round, to the written precision. Each step's operands are resolved values
(grounded, said by a person, or computed earlier, so balances chain); a value no rule reaches
stays unsupported. Pure: no I/O, no state beyond the per-run basis.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, NamedTuple

from .amounts import amount_starts, signed_amount
from .durations import durations_in, explain_clock
from .normalize import normalize_token, token_spans
from .served import Served, js_items

__all__ = [
    "ArithmeticBasis",
    "Derivation",
    "Operand",
    "RULES",
    "as_decimal",
]

RULES = (
    "written", "total", "label", "pair", "listed", "per-count", "aggregate", "balance", "remainder", "repeat",
    "duration", "end-time",
)

MAX_WINDOW = 8  # items a `total` may sum
PAIR_SPAN = 2  # resolved numbers before a value that `pair` combines
COUNT_SPAN = 2  # resolved numbers before a value that `per-count` multiplies
BALANCE_SPAN = 2  # resolved numbers before a value that `balance` offsets by an aggregate
MAX_AGGREGATES = 64  # column sums kept per run (the first ones): a bound on what it can excuse
MAX_SUMMED = 6  # elements a column sum may add: a booking's flights or payments, not a search's offers
MIN_COUNT, MAX_COUNT = 2, 12
MAX_RECORDS = 5_000  # identified objects kept per run
MAX_PREVIOUS = 12  # numbers of the previous answer remembered
REPEAT_SPAN = 2  # answers back whose computed values a `repeat` may restate
REMAINDER_SPAN = 6  # the last numbers of the previous answer a remainder may start from

# An identifier a record carries: letters and digits, both, 4-24 characters (`HAT266`, `ZFA04Y`).
_RECORD_ID = re.compile(r"(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{4,24}", re.ASCII)
# A one-word name an object carries: a code, an id, a place (`EWR`, `4OG6T3`, `gift_card_3481935`).
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{2,39}", re.ASCII)
_PLAIN = re.compile(r"-?[0-9]+(?:\.[0-9]+)?", re.ASCII)
# Operators written between two numbers of an expression; `=` ends the expression before a value.
# Space and a currency mark around an operator or `=`: `$105 + $102 = USD 207`.
_MARK = r"[\s$\u20ac\u00a3]*(?:(?:USD|EUR|GBP)\s*)?"
# A short label in parentheses may follow an operand: `$282 (Business) - $177 (Economy) = $105`.
_LABEL = r"(?:\s*\([^()0-9]{1,30}\))?"
_OP_BETWEEN = re.compile(r"\A" + _LABEL + _MARK + r"([+\-\u2212x\u00d7*/])" + _MARK + r"\Z")
_EQUALS_BEFORE = re.compile(r"\A" + _LABEL + _MARK + r"=" + _MARK + r"\Z")
# A per-unit amount: `$50 per passenger`, `$20 each`, `$64 a night`, `$64/night` (glued).
_PER_UNIT_AFTER = re.compile(r"[ \t]*(?:\([^()\n]{0,20}\)[ \t]*)?(?:per|each|a|an|/)(?![A-Za-z])", re.IGNORECASE)
_GLUED_PER = re.compile(r"([-+]?[0-9]+(?:\.[0-9]+)?)/[a-z]{2,}", re.ASCII)
_PAREN_AFTER = re.compile(r"[\s$]*\([\s$]*(?=[0-9])")
_OPEN_AFTER = re.compile(r"\A\s*(?:[A-Za-z][A-Za-z ]{0,24})?\s*(?:\(|=)[\s$]*\Z")
# Counts people write: 2-12 as digits, or as words.
_COUNT_WORDS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "twice": 2, "double": 2, "triple": 3,
}
_COUNT_WORD = re.compile(r"\b(" + "|".join(_COUNT_WORDS) + r")\b", re.IGNORECASE)
_COUNT_DIGITS = re.compile(r"(?<![0-9.,:/$-])([0-9]{1,2})(?![0-9.,:/%]|\.[0-9])", re.ASCII)
# A figure written per year or per week: `a year`, `per year`, `/yr`, `annually`, `a week`, `weekly`.
_PERIOD_AFTER = re.compile(
    r"[ \t]*(?:(?:a|per|each|/)[ \t]*(?:(year|yr|annum)|week|wk)(?![A-Za-z])|(annually|yearly)|weekly)",
    re.IGNORECASE,
)
_WEEK = re.compile(r"\b(?:week|weekly|weeks)\b", re.IGNORECASE)


def as_decimal(form: str) -> Decimal | None:
    """A plain number's exact value, with carried float noise read away (`27.349999999999998`)."""
    if not _PLAIN.fullmatch(form):
        return None
    try:
        value = Decimal(form)
    except InvalidOperation:
        return None
    point = form.find(".")
    if point >= 0 and len(form) - point - 1 >= 10:
        # float noise: the shortest decimal within 1e-9 relative of it
        for places in range(0, 9):
            rounded = value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
            if abs(rounded - value) <= abs(value) * Decimal("1e-9") + Decimal("1e-12"):
                return rounded
    return value


def _print(x: Decimal) -> str:
    text = format(x.normalize(), "f")
    return text if text != "-0" else "0"


class Operand(NamedTuple):
    """One operand of a computed value: its value and where it came from."""

    value: str
    source: str  # "answer" (a resolved number the answer wrote), "result", "user", "count", "earlier answer"
    where: str  # a JSON path with the result's position, "answer offset N", or a description

    def as_dict(self) -> dict[str, str]:
        return {"value": self.value, "source": self.source, "where": self.where}


class Derivation(NamedTuple):
    """How a computed value is reached: the rule, the expression a person can check, the operands."""

    rule: str
    expression: str
    operands: tuple[Operand, ...]


class _Aggregate(NamedTuple):
    value: Decimal
    expression: str
    operands: tuple[Operand, ...]
    names: frozenset[str]  # the identifiers of the array's holder and elements (`JG7FMM`, `HAT028`)


class _Occurrence(NamedTuple):
    start: int
    end: int
    value: str
    number: Decimal
    amount: bool  # written as a currency amount
    label: str  # the words written right before it on its line (`basic economy`), lower case
    per_unit: bool  # written as a per-unit amount: `$50 per passenger`, `$64/night`, `$20 each`


def _equal(x: Decimal, target: Decimal, places: int, may_round: bool) -> bool:
    if may_round:
        quantum = Decimal(1).scaleb(-places)
        try:
            return x.quantize(quantum, rounding=ROUND_HALF_UP) == target
        except InvalidOperation:
            return False
    return x == target


def _places(value: str) -> int:
    point = value.find(".")
    return len(value) - point - 1 if point >= 0 else 0


class ArithmeticBasis:
    """What the arithmetic of a run's answers may use: column sums of its results, stated counts,
    and the values earlier answers computed. Fed one message at a time, in order."""

    __slots__ = (
        "_aggregates", "_counts", "_remembered", "_results", "_records", "_previous", "_previous_text", "_cited",
        "_durations", "_remembering", "_unread",
    )

    def __init__(self) -> None:
        self._aggregates: list[_Aggregate] = []
        self._counts: dict[int, Operand] = {}
        self._remembered: list[dict[str, Derivation]] = []  # what the last REPEAT_SPAN answers computed
        self._remembering: dict[str, Derivation] = {}  # what the answer being recorded computed
        self._results = 0
        # identifier -> the numbers of the latest object that carried it (`HAT266` -> prices.economy)
        self._records: dict[str, dict[str, tuple[Decimal, str]]] = {}
        # the numbers the previous answer stated and resolved: a later answer's remainders start there
        self._previous: list[str] = []
        self._previous_text = ""
        self._durations: list[tuple[int, str]] = []  # durations the user stated (minutes, as written)
        self._unread: list[tuple[Served, int]] = []  # results not indexed yet
        self._cited: list[_Aggregate] = []  # the aggregates the answer being explained names

    # --- building -----------------------------------------------------------------------------

    def add_result(self, served: Served, position: int) -> None:
        """Keep one result, to index when an answer first asks (a run whose answers are all
        grounded never walks its results for sums)."""
        self._results += 1
        if served.has_parsed:
            self._unread.append((served, position))

    def _catch_up(self) -> None:
        unread, self._unread = self._unread, []
        for served, position in unread:
            self._index(served, position)

    def _index(self, served: Served, position: int) -> None:
        """Index one result's column sums (one key over an array's elements) and array lengths."""
        if len(self._aggregates) >= MAX_AGGREGATES:
            return
        stack: list[tuple[Any, str, frozenset[str]]] = [(served.parsed, "", frozenset())]
        while stack and len(self._aggregates) < MAX_AGGREGATES:
            node, at, holder = stack.pop()
            if isinstance(node, dict):
                self._record(node, at, position)
                names = _names_of(node)
                for key, value in js_items(node):
                    if isinstance(value, (dict, list)):
                        stack.append((value, f"{at}.{key}" if at else str(key), names))
            elif isinstance(node, list):
                items = [item for item in node if isinstance(item, dict)]
                if 1 <= len(items) == len(node):
                    if MIN_COUNT <= len(items) <= MAX_COUNT:
                        count = len(items)
                        self._counts.setdefault(count, Operand(str(count), "count", f"result {position}: {at or '(root)'} has {count} elements"))
                    names = holder.union(*(_names_of(item) for item in items))
                    self._columns(items, at, position, names)
                for i, item in enumerate(node):
                    if isinstance(item, (dict, list)):
                        stack.append((item, f"{at}[{i}]", frozenset()))

    def _record(self, node: dict[str, Any], at: str, position: int) -> None:
        """File an object's numbers (to one level of nesting) under each identifier it carries."""
        if len(self._records) >= MAX_RECORDS:
            return
        ids = [
            normalize_token(v) for v in node.values()
            if isinstance(v, str) and _RECORD_ID.fullmatch(v)
        ]
        if not ids:
            return
        numbers: dict[str, tuple[Decimal, str]] = {}
        for key, value in js_items(node):
            inner = value.items() if isinstance(value, dict) else ((None, value),)
            for sub, leaf in inner:
                if isinstance(leaf, (int, float)) and not isinstance(leaf, bool):
                    number = as_decimal(normalize_token(repr(leaf) if isinstance(leaf, float) else str(leaf)))
                    if number is not None:
                        path = f"{key}.{sub}" if sub is not None else str(key)
                        numbers[path] = (number, f"result {position}: {at + '.' if at else ''}{path}")
        if numbers:
            for ident in ids:
                self._records[ident] = numbers

    def _columns(self, items: list[dict[str, Any]], at: str, position: int, names: frozenset[str]) -> None:
        keys: dict[str, None] = {}
        for item in items:
            for key, value in js_items(item):
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    keys.setdefault(key, None)
        for key in keys:
            numbers: list[tuple[Decimal, str]] = []
            for i, item in enumerate(items):
                value = item.get(key)
                if not isinstance(value, (int, float)) or isinstance(value, bool):
                    numbers = []
                    break
                number = as_decimal(normalize_token(repr(value) if isinstance(value, float) else str(value)))
                if number is None:
                    numbers = []
                    break
                numbers.append((number, f"result {position}: {at}[{i}].{key}"))
            if not numbers or len(numbers) > MAX_SUMMED or len(self._aggregates) >= MAX_AGGREGATES:
                continue
            total = sum((n for n, _ in numbers), Decimal(0))
            expression = _print(numbers[0][0]) + "".join(
                f" - {_print(-n)}" if n < 0 else f" + {_print(n)}" for n, _ in numbers[1:]
            ) + f" = {_print(total)}"
            operands = tuple(Operand(_print(n), "result", where) for n, where in numbers)
            self._aggregates.append(_Aggregate(total, expression, operands, names))

    def add_person_text(self, text: str) -> None:
        """Counts a person states (2-12, as digits or words): `for 3 nights`, `two passengers`;
        and durations (`for one hour`), for an end time the answer computes."""
        for count, how in _counts_in(text):
            self._counts.setdefault(count, Operand(str(count), "count", f"the user wrote {how!r}"))
        for found in durations_in(text):
            if found not in self._durations and len(self._durations) < MAX_PREVIOUS:
                self._durations.append(found)

    def explain_clocks(self, answer: str, resolved: Iterable[str], unresolved: Iterable[str]) -> dict[str, Derivation]:
        """Durations and end times the answer computed from its resolved clocks (`durations.py`)."""
        known = [v for v in resolved if ":" in v]
        found: dict[str, Derivation] = {}
        for value in unresolved:
            how = explain_clock(answer, value, known, self._durations)
            if how is not None:
                found[value] = Derivation(how.rule, how.expression, tuple(Operand(*o) for o in how.operands))
                known.append(value)
        return found

    def remember(self, value: str, derivation: Derivation) -> None:
        """A value the answer just given computed: the next answer may repeat it (`repeat`)."""
        self._remembering.setdefault(value, derivation)

    def answered(self, numbers: Iterable[str], text: str = "") -> None:
        """The answer just given: its resolved numbers, in order (the next one's `remainder`), and
        the names it wrote (the records the conversation is about)."""
        self._previous = [n for n in numbers if as_decimal(n) is not None][-MAX_PREVIOUS:]
        self._remembered = [*self._remembered[-(REPEAT_SPAN - 1):], self._remembering] if REPEAT_SPAN > 1 else [self._remembering]
        self._remembering = {}
        self._previous_text = text  # its names are read only when an answer asks about a sum

    # --- the question -------------------------------------------------------------------------

    def explain(
        self, answer: str, resolved: Mapping[str, str], unresolved: Iterable[str]
    ) -> dict[str, Derivation]:
        """Derivations for the `unresolved` numbers of `answer`, each from resolved operands.

        `resolved` maps each resolved number of the answer (grounded, exempt, ...) to the source
        its operands report ("answer"); values found here join it, so a chain resolves step by
        step (a running balance). Returns value -> derivation for the values explained.
        """
        wanted = {v for v in unresolved if as_decimal(v) is not None}
        if not wanted:
            return {}
        if self._unread:
            self._catch_up()
        occurrences = _number_occurrences(answer)
        if not occurrences:
            return {}
        counts = dict(self._counts)
        for count, how in _counts_in(answer):
            counts.setdefault(count, Operand(str(count), "count", f"the answer wrote {how!r}"))
        if _WEEK.search(answer) and 7 not in counts:
            counts[7] = Operand("7", "count", "the days of a week")
        known = set(resolved)
        found: dict[str, Derivation] = {}
        computed_here: list[_Occurrence] = []
        # a column sum is an operand only for an answer that names its record or one of its
        # elements (`reservation JG7FMM`, `EWR`, a flight of it), or whose previous answer did: a
        # sum over an array the conversation never pointed at excuses nothing
        if self._aggregates:
            tokens = _names_in(answer) | _names_in(self._previous_text)
            self._cited = [g for g in self._aggregates if g.names & tokens]
        else:
            self._cited = []
        progress = True
        while progress and wanted:
            progress = False
            for i, occ in enumerate(occurrences):
                if occ.value not in wanted:
                    continue
                derivation = self._explain_one(answer, occurrences, i, known, counts, computed_here)
                if derivation is not None:
                    found[occ.value] = derivation
                    wanted.discard(occ.value)
                    known.add(occ.value)
                    computed_here.append(occ)
                    progress = True
        return found

    def _explain_one(
        self,
        answer: str,
        occurrences: list[_Occurrence],
        i: int,
        known: set[str],
        counts: Mapping[int, Operand],
        computed_here: list[_Occurrence],
    ) -> Derivation | None:
        occ = occurrences[i]
        target = occ.value
        number = occ.number
        places = _places(target)
        written = _written(answer, occurrences, i)
        if written is not None:
            return written
        # operands of the same kind: amounts for an amount, any number for a number
        before = [
            o for o in occurrences[:i] if o.value in known and o.value != target and (o.amount or not occ.amount)
        ]

        def local(o: _Occurrence) -> Operand:
            return Operand(o.value, "answer", f"answer offset {o.start}")

        def done(rule: str, expression: str, operands: Iterable[Operand]) -> Derivation:
            return Derivation(rule, f"{expression} = {target}", tuple(operands))

        # A sum never mixes a value computed here with carried ones: a running balance's step
        # `1262 - 150` has its one-digit-off twin `1262 + 150 = 1412`. (Subtotals add up; items do.)
        derived_here = {o.value for o in computed_here}

        def unmixed(items: Iterable[_Occurrence]) -> bool:
            kinds = {o.value in derived_here for o in items}
            return len(kinds) == 1

        # total: a run of the resolved numbers written just before it; a subtotal written after
        # its items stands for them (`Puzzle $54.11, Jacket $157.61, total $211.72` is one item)
        for items in (before, _collapsed(before)):
            for size in range(2, min(MAX_WINDOW, len(items)) + 1):
                window = items[-size:]
                if unmixed(window) and sum((o.number for o in window), Decimal(0)) == number \
                        and not (size == 2 and _slip_of_difference(window[0], window[1], number)):
                    return done("total", " + ".join(o.value for o in window), map(local, window))
        # label: the same-labelled numbers before it (`Basic Economy: $51` ... `Basic Economy: $55`)
        groups: dict[str, list[_Occurrence]] = {}
        for o in before:
            if o.label:
                groups.setdefault(o.label, []).append(o)
        same = groups.get(occ.label, []) if occ.label else []
        if len(same) >= 2:
            x, y = same[-2], same[-1]
            for value, symbol, left, right in _pairings(x, y):
                if value == number:
                    return done("label", f"{left.value} {symbol} {right.value}", (local(left), local(right)))
        for members in groups.values():
            if len(members) >= 2 and sum((o.number for o in members), Decimal(0)) == number:
                return done("label", " + ".join(o.value for o in members), map(local, members))
        # pair: a sum or difference of two of the last few, or of the values computed here
        recent = before[-PAIR_SPAN:]
        for o in computed_here[-PAIR_SPAN:]:
            if o not in recent and o.value != target and (o.amount or not occ.amount):
                recent.append(o)
        for a in range(len(recent) - 1, -1, -1):
            for b in range(a - 1, -1, -1):
                pairings = _pairings(recent[b], recent[a])
                for value, symbol, left, right in pairings:
                    # a sum is refused when a difference of the same two is one digit away: it is
                    # then as likely a slip of that difference (`1262 - 150` written `1412`)
                    if value == number and not (symbol == "+" and _slip_of_difference(left, right, number)):
                        return done("pair", f"{left.value} {symbol} {right.value}", (local(left), local(right)))
        # per-count: a recent number (or the one in parentheses right after), an aggregate, or the
        # listed records' sum, times or over a stated count
        # a product needs a per-unit base (`$50 per passenger`), a quotient a per-unit value
        bases: list[tuple[Decimal, str, tuple[Operand, ...]]] = [
            (o.number, o.value, (local(o),)) for o in before[-COUNT_SPAN:] if o.per_unit
        ]
        if i + 1 < len(occurrences) and _PAREN_AFTER.match(answer, occ.end, occurrences[i + 1].start):
            following = occurrences[i + 1]
            if following.value in known and following.per_unit:
                bases.append((following.number, following.value, (local(following),)))
        listed = self._listed(answer, occurrences, i)
        for total, expression, operands in listed:
            if total == number:
                return done("listed", expression, operands)
        # aggregate: a column sum of one result
        for g in self._cited:
            if g.value == number and len(g.operands) >= 2:
                return done("aggregate", g.expression.rsplit(" = ", 1)[0], g.operands)
        wholes: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
        if occ.per_unit:
            wholes = [(o.number, o.value, (local(o),)) for o in before[-COUNT_SPAN:]]
            wholes.extend((total, f"({expression})", operands) for total, expression, operands in listed)
        # a yearly or weekly figure of a recurring amount: `$1,566 (rent) ... about $18,792 a year`
        period = _PERIOD_AFTER.match(answer, occ.end)
        if period is not None:
            months = period.group(1) is not None or period.group(2) is not None
            count, what = (12, "months in a year") if months else (7, "days in a week")
            for o in before[-COUNT_SPAN:]:
                if o.number * count == number:
                    return done("per-count", f"{count} x {o.value}", (Operand(str(count), "count", what), local(o)))
        for count, count_operand in sorted(counts.items()):
            n = Decimal(count)
            for base, text, operands in bases:
                if base * n == number:
                    return done("per-count", f"{count} x {text}", (count_operand, *operands))
            for whole, text, operands in wholes:
                quotient = whole / n
                if quotient == number or (places >= 2 and _equal(quotient, number, places, True)):
                    return done("per-count", f"{text} / {count}", (*operands, count_operand))
        # balance: a recent resolved number less an aggregate (maybe times a count), or the reverse;
        # a per-unit price is no balance
        for o in before[-BALANCE_SPAN:] if not occ.per_unit else ():
            for g in self._cited:
                inner = g.expression.rsplit(" = ", 1)[0]
                shown = _print(g.value)
                step = f"{inner} = {shown}; " if len(g.operands) >= 2 else ""
                if o.number - g.value == number:
                    return done("balance", f"{step}{o.value} - {shown}", (local(o), *g.operands))
                if g.value - o.number == number:
                    return done("balance", f"{step}{shown} - {o.value}", (*g.operands, local(o)))
                for count, count_operand in counts.items():
                    scaled = g.value * count
                    if o.number - scaled == number:
                        return done(
                            "balance",
                            f"{count} x ({inner}) = {_print(scaled)}; {o.value} - {_print(scaled)}",
                            (local(o), count_operand, *g.operands),
                        )
        # remainder: a number the previous answer stated, less a recent one (`$500` ... `$375` -> `$125`);
        # a per-unit price (`$90 per night`) is no remainder
        for o in before[-1:] if not occ.per_unit else ():
            for p in self._previous[-REMAINDER_SPAN:]:
                stated = as_decimal(p)
                if stated is not None and stated - o.number == number and p != o.value:
                    return done(
                        "remainder", f"{p} - {o.value}", (Operand(p, "earlier answer", "the previous answer"), local(o))
                    )
        # repeat: a value an earlier answer computed
        earlier = next((r[target] for r in reversed(self._remembered) if target in r), None)
        if earlier is not None:
            return Derivation("repeat", earlier.expression, earlier.operands)
        return None

    def _listed(
        self, answer: str, occurrences: list[_Occurrence], i: int
    ) -> list[tuple[Decimal, str, tuple[Operand, ...]]]:
        """Sums of one key over the records the answer names since the number before this one."""
        if not self._records:
            return []
        floor = occurrences[i - 1].end if i > 0 else 0
        # the records named since the previous amount (or the answer's start)
        for o in reversed(occurrences[:i]):
            if o.amount:
                floor = o.end
                break
        else:
            floor = 0
        names: list[str] = []
        for _, piece in token_spans(answer[floor : occurrences[i].start]):
            form = normalize_token(piece)
            if form in self._records and form not in names:
                names.append(form)
        if not names or len(names) > MAX_WINDOW:
            return []
        records = [self._records[name] for name in names]
        out: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
        for path in records[0]:
            if all(path in r for r in records):
                values = [r[path] for r in records]
                total = sum((v for v, _ in values), Decimal(0))
                names_text = " + ".join(_print(v) for v, _ in values)
                out.append((total, names_text, tuple(Operand(_print(v), "result", w) for v, w in values)))
        return out


def _slip_of_difference(x: _Occurrence, y: _Occurrence, total: Decimal) -> bool:
    """Whether a difference of x and y is one digit away from their sum `total`."""
    return any(d > 0 and _one_digit_apart(d, total) for d in (x.number - y.number, y.number - x.number))


def _collapsed(items: list[_Occurrence]) -> list[_Occurrence]:
    """`items` with each subtotal standing for the items before it that it sums (2 to 8 of them)."""
    out: list[_Occurrence] = []
    for o in items:
        for size in range(2, min(MAX_WINDOW, len(out)) + 1):
            if sum((p.number for p in out[-size:]), Decimal(0)) == o.number:
                del out[-size:]
                break
        out.append(o)
    return out


def _one_digit_apart(a: Decimal, b: Decimal) -> bool:
    x, y = _print(a), _print(b)
    return len(x) == len(y) and sum(1 for p, q in zip(x, y) if p != q) == 1


def _pairings(x: _Occurrence, y: _Occurrence) -> tuple[tuple[Decimal, str, _Occurrence, _Occurrence], ...]:
    return (
        (x.number + y.number, "+", x, y),
        (x.number - y.number, "-", x, y),
        (y.number - x.number, "-", y, x),
    )


def _names_in(text: str) -> set[str]:
    return {normalize_token(piece) for _, piece in token_spans(text)} if text else set()


def _names_of(node: dict[str, Any]) -> frozenset[str]:
    """The names an object carries directly: its one-word string values (`JG7FMM`, `EWR`, `HAT028`)."""
    return frozenset(
        normalize_token(v) for v in node.values() if isinstance(v, str) and _NAME.fullmatch(v)
    )


def _counts_in(text: str) -> list[tuple[int, str]]:
    """The counts `text` states: 2-12 as digits (not an amount: `USD 9` is no count) or words."""
    out: list[tuple[int, str]] = []
    amounts = amount_starts(text)
    for m in _COUNT_DIGITS.finditer(text):
        n = int(m.group(1))
        if MIN_COUNT <= n <= MAX_COUNT and m.start(1) not in amounts:
            out.append((n, m.group(1)))
    for m in _COUNT_WORD.finditer(text):
        out.append((_COUNT_WORDS[m.group(1).lower()], m.group(1)))
    return out


_LABEL_WORDS = re.compile(r"([A-Za-z][A-Za-z ]{0,40})[^A-Za-z0-9\n]*\Z", re.ASCII)


def _label(answer: str, start: int, floor: int) -> str:
    line_start = max(answer.rfind("\n", 0, start) + 1, floor)
    m = _LABEL_WORDS.search(answer, line_start, start)
    if m is None:
        return ""
    return " ".join(m.group(1).lower().split()[-3:])


def _number_occurrences(answer: str) -> list[_Occurrence]:
    """Every plain or signed number the answer writes, with its span, in text order."""
    out: list[_Occurrence] = []
    starts = amount_starts(answer)
    previous_end = 0
    for start, piece in token_spans(answer):
        if not any(c.isdigit() for c in piece):
            continue
        form = normalize_token(piece)
        glued = _GLUED_PER.fullmatch(form)
        if glued is not None:
            form = glued.group(1)
        if not _PLAIN.fullmatch(form):
            signed = signed_amount(form) if "$" in form else None
            if signed is None:
                continue
            form = signed
        number = as_decimal(form)
        if number is not None:
            amount = start in starts or start + 1 in starts or start + 2 in starts
            end = start + len(piece)
            per_unit = glued is not None or _PER_UNIT_AFTER.match(answer, end) is not None
            out.append(_Occurrence(start, end, form, number, amount, _label(answer, start, previous_end), per_unit))
        previous_end = start + len(piece)
    return out


def _written(answer: str, occurrences: list[_Occurrence], i: int) -> Derivation | None:
    """An expression written out beside the value: `a op b ... = v`, `v = a op b`, `v (a op b)`."""
    occ = occurrences[i]
    # backwards: ... a op b = v
    if i >= 2 and _EQUALS_BEFORE.match(answer[occurrences[i - 1].end : occ.start]):
        chain = _chain(answer, occurrences, i - 1, -1)
        derivation = _evaluate(chain, occ)
        if derivation is not None:
            return derivation
    # forwards: v = a op b, v (a op b)
    if i + 2 < len(occurrences) and _OPEN_AFTER.match(answer[occ.end : occurrences[i + 1].start]):
        chain = _chain(answer, occurrences, i + 1, 1)
        derivation = _evaluate(chain, occ)
        if derivation is not None:
            return derivation
    return None


def _chain(answer: str, occurrences: list[_Occurrence], j: int, step: int) -> list[Any]:
    """Numbers joined by written operators, from occurrence j walking by `step`, in text order."""
    items: list[Any] = [occurrences[j]]
    while True:
        k = j + step
        if not 0 <= k < len(occurrences):
            break
        left, right = (occurrences[k], occurrences[j]) if step < 0 else (occurrences[j], occurrences[k])
        m = _OP_BETWEEN.match(answer[left.end : right.start])
        if m is None:
            break
        if step < 0:
            items[0:0] = [occurrences[k], m.group(1)]
        else:
            items.extend([m.group(1), occurrences[k]])
        j = k
    return items


def _evaluate(chain: list[Any], occ: _Occurrence) -> Derivation | None:
    if len(chain) < 3:
        return None
    # multiplication and division first, then left to right
    terms: list[tuple[str, Decimal, str]] = []  # (sign, value, text)
    sign = "+"
    value = chain[0].number
    text = chain[0].value
    rounded = False
    for op, item in zip(chain[1::2], chain[2::2]):
        if op in "x\u00d7*":
            value *= item.number
            text += f" x {item.value}"
        elif op == "/":
            if item.number == 0:
                return None
            value /= item.number
            rounded = True
            text += f" / {item.value}"
        else:
            terms.append((sign, value, text))
            sign = "+" if op == "+" else "-"
            value, text = item.number, item.value
    terms.append((sign, value, text))
    total = Decimal(0)
    for s, v, _ in terms:
        total = total + v if s == "+" else total - v
    if not _equal(total, occ.number, _places(occ.value), rounded):
        return None
    expression = " ".join(
        (t if k == 0 else f"{s} {t}") for k, (s, _, t) in enumerate(terms)
    ) + f" = {occ.value}"
    operands = tuple(
        Operand(item.value, "answer", f"answer offset {item.start}") for item in chain[0::2]
    )
    return Derivation("written", expression, operands)
