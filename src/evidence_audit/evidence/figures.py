"""The figures dial: find the numbers an answer writes with a unit, explain those no result carried.

Under minDigits a number like `6.3` or `53.2` is prose, so an invented capacity or percentage slips
through. The dial (spec section 9) closes that gap with two rules, both kept conservative:

- Rule 1 (`figure_numbers_of`): a number wearing a unit (`%`, `TB`, `IOPS`, `ms`, ...) is data, so
  the answer's short numbers in that position become candidates and are looked up like any other.
- Rule 2 (`FigureBasis.explain`): a figure no result carried is not flagged when plain arithmetic
  on the run's numbers gives it at the precision the answer wrote: a rounding, a unit scale (bytes
  to TB, 1000 or 1024 based), a percentage's complement, or a column sum, ratio, complement or
  difference over a list of rows. Anything the answer could have read off a result counts as read;
  only a number no such derivation reaches stays unsupported.

The basis is built one tool result at a time, in history order, so a run's basis costs one walk of
each result however many answers are judged. Its bounds (50,000 carried numbers, 50,000 derived
values, 5,000 rows, 64 numeric fields, 8 grouping fields of at most 50 values) can only drop
explanations, which only flags more, and say so in `truncated`. The questions are answered with
sorted indexes over the carried and derived values, but give exactly the reference's answer: the
first match in its order (rounded, unit-scale, complement, derived in basis order, unit-scale of a
column sum), under its tolerance `|x - f| <= 0.5 * 10**-d * (1 + 1e-9) + 1e-12`.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Mapping
from decimal import ROUND_HALF_UP, Context, Decimal
from typing import Any, Final, NamedTuple

from .normalize import ES_SPACE_CLASS, js_number_string, normalize_token, tokenize
from .served import Served, js_items, read_result

__all__ = [
    "MAX_BASIS_NUMBERS",
    "MAX_DERIVED",
    "MAX_FIELDS",
    "MAX_GROUPS",
    "MAX_GROUP_FIELDS",
    "MAX_ROWS",
    "UNIT_SCALES",
    "Carried",
    "Derived",
    "Explanation",
    "FigureBasis",
    "explain_figure",
    "figure_basis_of",
    "figure_numbers_of",
]

# Bounds (spec section 14). Carried numbers and derived values past their bound are dropped; so
# are rows past MAX_ROWS (for columns only: the walk still reads every row), numeric fields past
# MAX_FIELDS and grouping fields past MAX_GROUP_FIELDS. Each drop sets `truncated`. A text field
# with more than MAX_GROUPS values is simply not a grouping field: nothing is dropped.
MAX_BASIS_NUMBERS: Final = 50_000
MAX_DERIVED: Final = 50_000
MAX_ROWS: Final = 5_000
MAX_FIELDS: Final = 64
MAX_GROUPS: Final = 50
MAX_GROUP_FIELDS: Final = 8

# Unit scales in the order they are tried: 1000^1, 1024^1, 1000^2, ..., 1024^5 (all exact doubles).
UNIT_SCALES: Final[tuple[tuple[float, str], ...]] = tuple(
    (float(base**k), f"{base}^{k}") for k in range(1, 6) for base in (1000, 1024)
)

# --- rule 1: a number wearing a unit -------------------------------------------------------------

# One ECMAScript whitespace character (what `\s` matches in JavaScript, NBSP included).
_ES_SPACE: Final = ES_SPACE_CLASS
# A number (sign, 1-3 digits with ,ddd groups or plain digits, optional .digits) not preceded by a
# word character, `.` or `,`; at most one whitespace; then `%`, or a unit with an optional `/s` not
# followed by a letter or digit. Case-insensitive, ASCII only.
_FIGURE: Final = re.compile(
    r"(?<![A-Za-z0-9_.,])([-+]?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?)"
    + _ES_SPACE
    + r"?(?:%|(?:percent|kb|mb|gb|tb|pb|kib|mib|gib|tib|pib|iops|mbps|gbps|ms|us)"
    r"(?:/s)?(?![a-z0-9]))",
    re.ASCII | re.IGNORECASE,
)


def figure_numbers_of(text: str) -> list[str]:
    """The normalized numbers `text` writes with a unit, in first-appearance order, once each."""
    found: dict[str, None] = {}
    for match in _FIGURE.finditer(text):
        number = normalize_token(match.group(1))
        if number:
            found[number] = None
    return list(found)


# --- the basis -----------------------------------------------------------------------------------

# A plain decimal number: what a carried string must normalize to, and what `explain` accepts.
_PLAIN: Final = re.compile(r"[-+]?[0-9]+(?:\.[0-9]+)?", re.ASCII)
# A field or key name that holds a percentage: its complement is a figure, its column pairs none.
_PERCENT_NAME: Final = re.compile(r"(?:pct|percent|percentage)\Z", re.ASCII | re.IGNORECASE)
# A field name's unit suffix: the letters after its last `_` or `-` (`used_tb` -> `tb`).
_UNIT_SUFFIX: Final = re.compile(r"[_-]([a-z]+)\Z", re.ASCII | re.IGNORECASE)
# Every character a string normalizing to a plain number can hold (whitespace, decoration, digits,
# sign, point, comma). A long string with any other character is only read token by token.
_MAYBE_PLAIN: Final = re.compile(
    r"(?:" + _ES_SPACE + r"|[-+$#@'\"`(\[{<.,;:!?%)\]}>0-9])*", re.ASCII
)
_SHORT_STRING: Final = 256
_NUMBER_START: Final = frozenset("-+0123456789")
_PRECISION_12: Final = Context(prec=12, rounding=ROUND_HALF_UP)


class Carried(NamedTuple):
    """A number a result carried: its value, its path, and its key when it was a field's value."""

    x: float
    at: str
    key: str | None


class Derived(NamedTuple):
    """A value computed from a list of rows: a column sum, ratio, complement or difference."""

    value: float
    derivation: str
    from_: str


class Explanation(NamedTuple):
    """How a figure was reached: the derivation's name and what it was computed from."""

    derivation: str
    from_: str


def _finite(value: Any) -> float | None:
    """A JSON number as the double JavaScript holds, or None when it is not finite."""
    try:
        x = float(value)
    except OverflowError:
        return None
    return x if math.isfinite(x) else None


def _print_number(x: float) -> str:
    """`<x>` in a `from`: the integer when whole, else x at 12 significant digits, JS-printed."""
    if x.is_integer():
        return js_number_string(x)
    return js_number_string(float(_PRECISION_12.plus(Decimal(x))))


def _unit_suffix(field: str) -> str | None:
    """The field's lower-cased unit suffix, or None when it has none or names a percentage."""
    if _PERCENT_NAME.search(field):
        return None
    match = _UNIT_SUFFIX.search(field)
    return match.group(1).lower() if match else None


def _first(
    pairs: list[tuple[float, int]], center: float, margin: float, test: Callable[[float], bool]
) -> int:
    """The smallest index among sorted `(value, index)` pairs near `center` that pass `test`, or -1.

    The window is a generous superset of the tolerance; `test` is the exact comparison.
    """
    lo = center - margin
    hi = center + margin
    if not lo <= hi:  # NaN: the figure is out of every finite value's reach
        return -1
    best = -1
    for p in range(bisect_left(pairs, (lo,)), bisect_right(pairs, (hi, math.inf))):
        x, i = pairs[p]
        if (best < 0 or i < best) and test(x):
            best = i
    return best


def _margin(center: float, width: float) -> float:
    return 2.0 * width + abs(center) * 1e-9


class FigureBasis:
    """What the figures question can derive from: the run's carried numbers and column derivations.

    Built incrementally with `add_result`, one tool result at a time in history order; `explain`
    may be called between additions and always answers for the results added so far.
    """

    __slots__ = (
        "_carried", "_derived", "_truncated", "_near", "_percent", "_values", "_sums", "_dirty"
    )

    def __init__(self) -> None:
        self._carried: list[Carried] = []
        self._derived: list[Derived] = []
        self._truncated = False
        # Sorted (value, index) indexes, re-sorted lazily after additions: every carried number,
        # the carried numbers under a percentage key, every finite derived value, and the column
        # sums of 1000 or more.
        self._near: list[tuple[float, int]] = []
        self._percent: list[tuple[float, int]] = []
        self._values: list[tuple[float, int]] = []
        self._sums: list[tuple[float, int]] = []
        self._dirty = False

    @property
    def carried(self) -> tuple[Carried, ...]:
        """Every carried number `{x, at, key}`, in basis order."""
        return tuple(self._carried)

    @property
    def derived(self) -> tuple[Derived, ...]:
        """Every derived value, in basis order."""
        return tuple(self._derived)

    @property
    def truncated(self) -> bool:
        """True once a bound dropped a value: the basis may explain fewer figures than it could."""
        return self._truncated

    def __repr__(self) -> str:
        return (
            f"FigureBasis(carried={len(self._carried)}, derived={len(self._derived)}, "
            f"truncated={self._truncated})"
        )

    # --- building ---------------------------------------------------------------------------

    def add_result(self, served: Served) -> None:
        """Add one tool result's reading (`read_result`): its text, or its parsed part then tail."""
        if served.text is not None:
            self._walk(served.text)
            return
        self._walk(served.parsed)
        if served.tail is not None:
            self._walk(served.tail)

    def _walk(self, root: Any) -> None:
        """Walk a value in document order (pre-order, ECMAScript key order): carry and derive."""
        stack: list[tuple[Any, str, str | None]] = [(root, "", None)]
        pop = stack.pop
        push = stack.append
        while stack:
            node, at, key = pop()
            kind = type(node)
            if kind is str:
                self._string(node, at, key)
            elif kind is float or kind is int:
                x = _finite(node)
                if x is not None:
                    self._carry(x, at, key)
            elif isinstance(node, dict):
                items = list(js_items(node))
                if len(items) >= 2 and all(isinstance(v, dict) for _, v in items):
                    self._columns([v for _, v in items], at or "result")
                for i in range(len(items) - 1, -1, -1):  # (mypyc cannot compile reversed() here)
                    k, v = items[i]
                    if v is not None:
                        push((v, f"{at}.{k}" if at else k, k))
            elif isinstance(node, list):
                if node and all(isinstance(v, dict) for v in node):
                    self._columns(node, at or "result")
                for i in range(len(node) - 1, -1, -1):
                    if node[i] is not None:
                        push((node[i], f"{at}[{i}]", None))

    def _string(self, text: str, at: str, key: str | None) -> None:
        """A string normalizing to a plain number is carried whole; else its plain-number tokens."""
        if self._truncated and len(self._carried) >= MAX_BASIS_NUMBERS:
            return  # nothing more can be carried, and the drop is already recorded
        if len(text) <= _SHORT_STRING or _MAYBE_PLAIN.fullmatch(text):
            whole = normalize_token(text)
            if whole and _PLAIN.fullmatch(whole):
                x = _finite(whole)
                if x is not None:
                    self._carry(x, at, key)
                return
        for token in tokenize(text):
            if token[0] in _NUMBER_START and _PLAIN.fullmatch(token):
                x = _finite(token)
                if x is not None:
                    self._carry(x, at, None)

    def _carry(self, x: float, at: str, key: str | None) -> None:
        index = len(self._carried)
        if index >= MAX_BASIS_NUMBERS:
            self._truncated = True
            return
        self._carried.append(Carried(x, at, key))
        self._near.append((x, index))
        if key is not None and _PERCENT_NAME.search(key):
            self._percent.append((x, index))
        self._dirty = True

    def _derive(self, value: float, derivation: str, from_: str) -> bool:
        """Append a derived value; False when the bound dropped it (and every later one)."""
        index = len(self._derived)
        if index >= MAX_DERIVED:
            self._truncated = True
            return False
        self._derived.append(Derived(value, derivation, from_))
        if math.isfinite(value):
            self._values.append((value, index))
            if derivation == "column-sum" and value >= 1000:
                self._sums.append((value, index))
        self._dirty = True
        return True

    def _columns(self, rows: list[dict[str, Any]], label: str) -> None:
        """The column derivations of a list of rows labelled `label` (sums, then each group's)."""
        if self._truncated and len(self._derived) >= MAX_DERIVED:
            return
        if len(rows) > MAX_ROWS:
            rows = rows[:MAX_ROWS]
            self._truncated = True
        numeric: dict[str, int] = {}  # numeric field -> position, first-seen order
        # text field -> its distinct values, first-seen order (None: more than MAX_GROUPS)
        distinct: dict[str, dict[str, None] | None] = {}
        row_numbers: list[list[tuple[int, float]]] = []  # per row: (field position, value)
        for row in rows:
            numbers: list[tuple[int, float]] = []
            for k, v in js_items(row):
                kind = type(v)
                if kind is float or kind is int:
                    x = _finite(v)
                    if x is None:
                        continue
                    j = numeric.get(k)
                    if j is None:
                        if len(numeric) >= MAX_FIELDS:
                            self._truncated = True
                            continue
                        j = numeric[k] = len(numeric)
                    numbers.append((j, x))
                elif kind is str and v:
                    if k not in distinct:
                        distinct[k] = {v: None}
                    else:
                        values = distinct[k]
                        if values is not None and v not in values:
                            if len(values) >= MAX_GROUPS:
                                distinct[k] = None
                            else:
                                values[v] = None
            row_numbers.append(numbers)
        fields = list(numeric)
        suffixes = [_unit_suffix(f) for f in fields]
        pairs = [
            (a, b)
            for a in range(len(fields))
            for b in range(len(fields))
            if a != b and suffixes[a] is not None and suffixes[a] == suffixes[b]
        ]
        if not self._sums_of(f"{label}[]", row_numbers, fields, pairs):
            return
        group_fields: list[tuple[str, dict[str, None]]] = []
        for field, values in distinct.items():
            if values is not None and 2 <= len(values) < len(rows):
                if len(group_fields) >= MAX_GROUP_FIELDS:
                    self._truncated = True
                    break
                group_fields.append((field, values))
        for field, values in group_fields:
            members: dict[str, list[list[tuple[int, float]]]] = {v: [] for v in values}
            for row, numbers in zip(rows, row_numbers):
                value = row.get(field)
                if type(value) is str:
                    bucket = members.get(value)
                    if bucket is not None:
                        bucket.append(numbers)
            for value, bucket in members.items():
                if not self._sums_of(f"{label}[{field}={value}]", bucket, fields, pairs):
                    return

    def _sums_of(
        self,
        label: str,
        rows: list[list[tuple[int, float]]],
        fields: list[str],
        pairs: list[tuple[int, int]],
    ) -> bool:
        """`sums` for one label: column sums (2+ rows), then ratio, complement, difference per pair.

        Returns False once the derived bound is reached, since everything after is dropped too.
        """
        totals = [0.0] * len(fields)
        for numbers in rows:
            for j, x in numbers:
                totals[j] += x
        derive = self._derive
        if len(rows) > 1:
            for j, field in enumerate(fields):
                if not derive(totals[j], "column-sum", f"sum of {label}.{field}"):
                    return False
        for a, b in pairs:
            sum_a = totals[a]
            sum_b = totals[b]
            if sum_b != 0:
                ratio = 100 * sum_a / sum_b
                ratio_from = f"100 \u00d7 {label}.{fields[a]} \u00f7 {label}.{fields[b]}"
                if not derive(ratio, "column-ratio", ratio_from):
                    return False
                if 0 <= ratio <= 100:
                    if not derive(100 - ratio, "complement", f"100 \u2212 ({ratio_from})"):
                        return False
            difference = sum_b - sum_a
            if difference > 0:
                difference_from = f"{label}.{fields[b]} \u2212 {label}.{fields[a]}"
                if not derive(difference, "column-difference", difference_from):
                    return False
        return True

    # --- the question -----------------------------------------------------------------------

    def explain(self, value: str) -> Explanation | None:
        """How the basis reaches the plain number `value` at its written precision, or None."""
        if not _PLAIN.fullmatch(value):
            return None
        f = float(value)
        if not math.isfinite(f):
            return None
        point = value.find(".")
        d = len(value) - point - 1 if point >= 0 else 0
        tol = 0.5 * 10.0**-d * (1 + 1e-9) + 1e-12
        if self._dirty:
            self._near.sort()
            self._percent.sort()
            self._values.sort()
            self._sums.sort()
            self._dirty = False
        carried = self._carried

        # 1. rounded: a carried x.
        i = _first(self._near, f, _margin(f, tol), lambda x: abs(x - f) <= tol)
        if i >= 0:
            c = carried[i]
            return Explanation("rounded", f"{_print_number(c.x)} at {c.at}")

        # 2. unit-scale: a carried |x| >= 1000 over 1000^k or 1024^k, first by carried order.
        best = self._scaled(self._near, f, tol, True)
        if best is not None:
            c = carried[best[0]]
            scale_name = UNIT_SCALES[best[1]][1]
            return Explanation("unit-scale", f"{_print_number(c.x)} at {c.at} \u00f7 {scale_name}")

        # 3. complement: 100 - a carried x under a percentage key.
        center = 100 - f
        i = _first(
            self._percent, center, _margin(abs(f) + 100, tol), lambda x: abs(100 - x - f) <= tol
        )
        if i >= 0:
            c = carried[i]
            return Explanation("complement", f"100 \u2212 {_print_number(c.x)} at {c.at}")

        # 4. a derived value, in basis order.
        i = _first(self._values, f, _margin(f, tol), lambda y: abs(y - f) <= tol)
        if i >= 0:
            derived = self._derived[i]
            return Explanation(derived.derivation, derived.from_)

        # 5. unit-scale of a column sum >= 1000.
        best = self._scaled(self._sums, f, tol, False)
        if best is not None:
            derived = self._derived[best[0]]
            return Explanation("unit-scale", f"({derived.from_}) \u00f7 {UNIT_SCALES[best[1]][1]}")
        return None

    @staticmethod
    def _scaled(
        pairs: list[tuple[float, int]], f: float, tol: float, at_least_1000: bool
    ) -> tuple[int, int] | None:
        """The first (index, scale) in basis order whose value over the scale rounds to `f`."""
        best: tuple[int, int] | None = None
        for s, (scale, _) in enumerate(UNIT_SCALES):
            center = f * scale

            def test(x: float, scale: float = scale) -> bool:
                return (abs(x) >= 1000 or not at_least_1000) and abs(x / scale - f) <= tol

            i = _first(pairs, center, _margin(center, tol * scale), test)
            if i >= 0 and (best is None or (i, s) < best):
                best = (i, s)
        return best


def figure_basis_of(history: Iterable[Mapping[str, Any]]) -> FigureBasis:
    """The basis of a history: every `role: "tool"` message, read with `read_result`, in order."""
    basis = FigureBasis()
    for message in history:
        if message.get("role") == "tool":
            tool_chars = message.get("tool_chars")
            if tool_chars is None:
                tool_chars = message.get("toolChars")
            basis.add_result(read_result(message.get("content"), tool_chars))
    return basis


def explain_figure(value: str, basis: FigureBasis) -> Explanation | None:
    """`basis.explain(value)`: the reference's `explainFigure`."""
    return basis.explain(value)
