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
| `repeat` | a value an earlier answer of the run computed | that answer's expression | none new |

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

from .amounts import signed_amount
from .normalize import normalize_token, token_spans
from .served import Served, js_items

__all__ = [
    "ArithmeticBasis",
    "Derivation",
    "Operand",
    "RULES",
    "as_decimal",
]

RULES = ("written", "total", "pair", "per-count", "aggregate", "balance", "repeat")

MAX_WINDOW = 8  # items a `total` may sum
PAIR_SPAN = 3  # resolved numbers before a value that `pair` combines
COUNT_SPAN = 2  # resolved numbers before a value that `per-count` multiplies
BALANCE_SPAN = 2  # resolved numbers before a value that `balance` offsets by an aggregate
MAX_AGGREGATES = 64  # column sums kept per run (the first ones): a bound on what it can excuse
MIN_COUNT, MAX_COUNT = 2, 12

_PLAIN = re.compile(r"-?[0-9]+(?:\.[0-9]+)?", re.ASCII)
# Operators written between two numbers of an expression; `=` ends the expression before a value.
# A short label in parentheses may follow an operand: `$282 (Business) - $177 (Economy) = $105`.
_LABEL = r"(?:\s*\([^()0-9]{1,30}\))?"
_OP_BETWEEN = re.compile(r"\A" + _LABEL + r"[\s$]*([+\-\u2212x\u00d7*/])[\s$]*\Z")
_EQUALS_BEFORE = re.compile(r"\A" + _LABEL + r"[\s$]*=[\s$]*\Z")
_OPEN_AFTER = re.compile(r"\A\s*(?:\(|=)[\s$]*\Z")
# Counts people write: 2-12 as digits, or as words.
_COUNT_WORDS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "twice": 2, "double": 2, "triple": 3,
}
_COUNT_WORD = re.compile(r"\b(" + "|".join(_COUNT_WORDS) + r")\b", re.IGNORECASE)
_COUNT_DIGITS = re.compile(r"(?<![0-9.,:/$-])([0-9]{1,2})(?![0-9.,:/%]|\.[0-9])", re.ASCII)
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


class _Occurrence(NamedTuple):
    start: int
    end: int
    value: str
    number: Decimal


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

    __slots__ = ("_aggregates", "_counts", "_remembered", "_results")

    def __init__(self) -> None:
        self._aggregates: list[_Aggregate] = []
        self._counts: dict[int, Operand] = {}
        self._remembered: dict[str, Derivation] = {}
        self._results = 0

    # --- building -----------------------------------------------------------------------------

    def add_result(self, served: Served, position: int) -> None:
        """Index one result's column sums (one key over an array's elements) and array lengths."""
        self._results += 1
        if not served.has_parsed or len(self._aggregates) >= MAX_AGGREGATES:
            return
        stack: list[tuple[Any, str]] = [(served.parsed, "")]
        while stack and len(self._aggregates) < MAX_AGGREGATES:
            node, at = stack.pop()
            if isinstance(node, dict):
                for key, value in js_items(node):
                    if isinstance(value, (dict, list)):
                        stack.append((value, f"{at}.{key}" if at else str(key)))
            elif isinstance(node, list):
                items = [item for item in node if isinstance(item, dict)]
                if MIN_COUNT <= len(items) == len(node):
                    if len(items) <= MAX_COUNT:
                        count = len(items)
                        self._counts.setdefault(count, Operand(str(count), "count", f"result {position}: {at or '(root)'} has {count} elements"))
                    self._columns(items, at, position)
                for i, item in enumerate(node):
                    if isinstance(item, (dict, list)):
                        stack.append((item, f"{at}[{i}]"))

    def _columns(self, items: list[dict[str, Any]], at: str, position: int) -> None:
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
            if len(numbers) < MIN_COUNT or len(self._aggregates) >= MAX_AGGREGATES:
                continue
            total = sum((n for n, _ in numbers), Decimal(0))
            expression = " + ".join(_print(n) for n, _ in numbers) + f" = {_print(total)}"
            operands = tuple(Operand(_print(n), "result", where) for n, where in numbers)
            self._aggregates.append(_Aggregate(total, expression, operands))

    def add_person_text(self, text: str) -> None:
        """Counts a person states (2-12, as digits or words): `for 3 nights`, `two passengers`."""
        for count, how in _counts_in(text):
            self._counts.setdefault(count, Operand(str(count), "count", f"the user wrote {how!r}"))

    def remember(self, value: str, derivation: Derivation) -> None:
        """A value an answer computed: a later answer that repeats it repeats the computation."""
        self._remembered.setdefault(value, derivation)

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
        progress = True
        while progress and wanted:
            progress = False
            for i, occ in enumerate(occurrences):
                if occ.value not in wanted:
                    continue
                derivation = self._explain_one(answer, occurrences, i, known, counts)
                if derivation is not None:
                    found[occ.value] = derivation
                    wanted.discard(occ.value)
                    known.add(occ.value)
                    progress = True
        return found

    def _explain_one(
        self,
        answer: str,
        occurrences: list[_Occurrence],
        i: int,
        known: set[str],
        counts: Mapping[int, Operand],
    ) -> Derivation | None:
        occ = occurrences[i]
        target = occ.number
        places = _places(occ.value)
        written = _written(answer, occurrences, i, known)
        if written is not None:
            return written
        before = [o for o in occurrences[:i] if o.value in known and o.value != occ.value]

        def local(o: _Occurrence) -> Operand:
            return Operand(o.value, "answer", f"answer offset {o.start}")

        # total: a run of the resolved numbers written just before it
        for size in range(2, min(MAX_WINDOW, len(before)) + 1):
            window = before[-size:]
            if sum((o.number for o in window), Decimal(0)) == target:
                expression = " + ".join(o.value for o in window) + f" = {occ.value}"
                return Derivation("total", expression, tuple(local(o) for o in window))
        recent = before[-PAIR_SPAN:]
        # pair: a sum or difference of two of the last few
        for a in range(len(recent) - 1, -1, -1):
            for b in range(a - 1, -1, -1):
                x, y = recent[b], recent[a]
                for value, symbol, left, right in (
                    (x.number + y.number, "+", x, y),
                    (x.number - y.number, "-", x, y),
                    (y.number - x.number, "-", y, x),
                ):
                    if value == target:
                        return Derivation(
                            "pair", f"{left.value} {symbol} {right.value} = {occ.value}", (local(left), local(right))
                        )
        # per-count: a recent number or an aggregate times or over a stated count
        bases: list[tuple[Decimal, str, tuple[Operand, ...]]] = [
            (o.number, o.value, (local(o),)) for o in before[-COUNT_SPAN:]
        ]
        bases.extend((g.value, f"({g.expression.rsplit(' = ', 1)[0]})", g.operands) for g in self._aggregates)
        for count, count_operand in sorted(counts.items()):
            n = Decimal(count)
            for number, text, operands in bases:
                if number * n == target:
                    return Derivation(
                        "per-count", f"{count} x {text} = {occ.value}", (count_operand, *operands)
                    )
                quotient = number / n
                if quotient == target or (places >= 2 and _equal(quotient, target, places, True)):
                    return Derivation("per-count", f"{text} / {count} = {occ.value}", (*operands, count_operand))
        # aggregate: a column sum of one result
        for g in self._aggregates:
            if g.value == target:
                return Derivation("aggregate", g.expression.rsplit(" = ", 1)[0] + f" = {occ.value}", g.operands)
        # balance: a recent resolved number less or plus an aggregate (maybe times a count)
        for o in before[-BALANCE_SPAN:]:
            for g in self._aggregates:
                inner = g.expression.rsplit(" = ", 1)[0]
                for value, expression in (
                    (o.number - g.value, f"{inner} = {_print(g.value)}; {o.value} - {_print(g.value)} = {occ.value}"),
                    (o.number + g.value, f"{inner} = {_print(g.value)}; {o.value} + {_print(g.value)} = {occ.value}"),
                ):
                    if value == target:
                        return Derivation("balance", expression, (local(o), *g.operands))
                for count, count_operand in counts.items():
                    scaled = g.value * count
                    if o.number - scaled == target:
                        expression = (
                            f"{count} x ({inner}) = {_print(scaled)}; {o.value} - {_print(scaled)} = {occ.value}"
                        )
                        return Derivation("balance", expression, (local(o), count_operand, *g.operands))
        # repeat: a value an earlier answer computed
        earlier = self._remembered.get(occ.value)
        if earlier is not None:
            return Derivation("repeat", earlier.expression, earlier.operands)
        return None


def _counts_in(text: str) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    for m in _COUNT_DIGITS.finditer(text):
        n = int(m.group(1))
        if MIN_COUNT <= n <= MAX_COUNT:
            out.append((n, m.group(1)))
    for m in _COUNT_WORD.finditer(text):
        out.append((_COUNT_WORDS[m.group(1).lower()], m.group(1)))
    return out


def _number_occurrences(answer: str) -> list[_Occurrence]:
    """Every plain or signed number the answer writes, with its span, in text order."""
    out: list[_Occurrence] = []
    for start, piece in token_spans(answer):
        if not any(c.isdigit() for c in piece):
            continue
        form = normalize_token(piece)
        if not _PLAIN.fullmatch(form):
            signed = signed_amount(form) if "$" in form else None
            if signed is None:
                continue
            form = signed
        number = as_decimal(form)
        if number is not None:
            out.append(_Occurrence(start, start + len(piece), form, number))
    return out


def _written(answer: str, occurrences: list[_Occurrence], i: int, known: set[str]) -> Derivation | None:
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
