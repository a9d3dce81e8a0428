"""Chains of written steps (round 10): a total of worked lines at the values the lines computed;
a table's column of products at the rate its header states; a rate per 1,000 of a unit.

An answer that works a bill out line by line rounds each line for the reader and adds the lines
as it computed them: `2,014.8 kWh × 6.2p = £124.92` (124.9176), `30 days × 31.65p = £9.50`
(9.495), `**Total: £134.41**`, not the £134.42 the written lines add up to. The `total` rule of
`computed/` adds the written results of the equations just before a value; this module adds
their exact values (each line's own expression, evaluated) and rounds once, at the precision the
total is written in. Only a run of two to eight results of verified equations (each operand of
each judged itself), only when one of them was rounded, and only when the written values do not
already add up (then the `total` rule says so).

Its price: one neighbour of the written sum per total (`134.41` beside `134.42`), the rounding
a person makes either way; a total any other digit off stays flagged.

A table's header may state the rate its column applies to the row (`| Credits | Cost @ $3.00 |`,
`Cost (at $0.12)`): `header_rate` reads it, and the `table` rule takes it as a factor of an
earlier cell of the row, when a result carried it or the answer resolved it (a rate nothing
carried excuses nothing). A header that states a rate per 1,000 or per 100,000 of a unit (`Cost
per 1,000 queries`, `per 100k residents`) scales the `row-rate` quotient: `per_scale` reads it.
A pay rate at a multiple people name (`overtime at 1.5×: 2 × $43.65`, `time and a half`,
`double time`): `multipliers` reads the factor its sentence writes, and the `times` rule of
`computed/` takes a recent amount of the sentence (or the one before) times it (amounts only).

A chain regrouped: `5.5 h × $23.40 × 1.5 = 5.5 × $35.10 = $193.05` writes the overtime rate
`35.10` as a product of two operands of the first expression, not a step of its left-to-right
reading; `sub_products` gives the products of a product's operands taken two or more at a time
(not all), for `expressions._chained`, which takes one only when both expressions give the
written result.
Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import combinations
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

__all__ = ["MAX_STEPS", "exact_total", "header_rate", "multipliers", "per_scale", "sub_products"]

MAX_STEPS: Final = 8  # worked lines a total may add


def _rounds_to(x: Decimal, target: Decimal, places: int) -> bool:
    quantum = Decimal(1).scaleb(-places)
    try:
        return x.quantize(quantum, rounding=ROUND_HALF_UP) == target or x.quantize(quantum, rounding=ROUND_HALF_EVEN) == target
    except InvalidOperation:
        return False


def exact_total(number: Decimal, places: int, items: Sequence[tuple[Decimal, Decimal | None]]) -> tuple[int, Decimal] | None:
    """The last `size` worked results whose exact values add up to `number` once rounded to
    `places`, and their exact sum: `items` are (written value, exact value or None when the line
    was not rounded), in text order. None when no run of 2-8 does, or when the written values of
    that run already add up to it."""
    for size in range(2, min(MAX_STEPS, len(items)) + 1):
        window = items[-size:]
        if all(exact is None for _, exact in window):
            continue
        written = sum((value for value, _ in window), Decimal(0))
        if written == number:
            return None  # the written lines add up: the `total` rule's
        exact = sum((value if e is None else e for value, e in window), Decimal(0))
        if _rounds_to(exact, number, places):
            return size, exact
    return None


# A rate a table's header states for its column: `Cost @ $3.00`, `Cost (at $0.12/kWh)`, `Fee x 1.5`.
_HEADER_RATE: Final = re.compile(
    r"(?:@|\bat\b|\u00d7|\bx\b)[ \t]*\+?(?:[$\u20ac\u00a3][ \t]?)?([0-9]{1,3}(?:,[0-9]{3})*(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)(?![0-9%])",
    re.IGNORECASE,
)
# A rate per a round count of a unit: `per 1,000 queries`, `per 100k`, `/1000 users`, `per thousand`.
_PER_SCALE: Final = re.compile(
    r"(?:\bper|/)[ \t]*(1,000,000|1,000|10,000|100,000|1000000|1000|10000|100000|1k|10k|100k|1m|thousand|million)\b",
    re.IGNORECASE,
)
_SCALES: Final = {"thousand": 1_000, "million": 1_000_000, "1k": 1_000, "10k": 10_000, "100k": 100_000, "1m": 1_000_000}


def header_rate(header: str) -> tuple[Decimal, str] | None:
    """The rate a table's header states for its column (`Cost @ $3.00` -> (3.00, `3.00`)), or None."""
    m = _HEADER_RATE.search(header)
    if m is None:
        return None
    written = m.group(1)
    try:
        value = Decimal(written.replace(",", ""))
    except InvalidOperation:  # pragma: no cover - the pattern only yields numbers
        return None
    return (value, written) if value > 0 else None


def per_scale(header: str) -> int | None:
    """The round count a header's rate is per (`Cost per 1,000 queries` -> 1000), or None."""
    m = _PER_SCALE.search(header)
    if m is None:
        return None
    word = m.group(1).lower()
    return _SCALES.get(word) or int(word.replace(",", ""))


MAX_FACTORS: Final = 5  # operands of a product whose sub-products `sub_products` gives


def sub_products(factors: Sequence[Decimal]) -> list[tuple[Decimal, tuple[int, ...]]]:
    """The products of two or more (not all) of a product's factors, with their indexes, fewest
    factors first: `5.5 x 23.40 x 1.5` gives 23.40 x 1.5 = 35.10 among them."""
    n = len(factors)
    if n < 3 or n > MAX_FACTORS:
        return []
    out: list[tuple[Decimal, tuple[int, ...]]] = []
    for size in range(2, n):
        for picked in combinations(range(n), size):
            product = Decimal(1)
            for k in picked:
                product *= factors[k]
            out.append((product, picked))
    return out


# A multiple of a rate people name: `at 1.5×`, `at 2x`, `time and a half`, `double time`.
_MULTIPLE: Final = re.compile(
    r"\bat[ \t]+([0-9](?:\.[0-9]{1,2})?)[ \t]?(?:\u00d7|x)(?![A-Za-z0-9])|\b(time[ -]and[ -]a[ -]half|double[ -]time)\b",
    re.IGNORECASE,
)


def multipliers(text: str, start: int, end: int) -> list[tuple[Decimal, str]]:
    """The multiples of a rate written in `text[start:end]` (`at 1.5×` -> 1.5, `double time` ->
    2), with the words, above 1."""
    out: list[tuple[Decimal, str]] = []
    for m in _MULTIPLE.finditer(text, start, end):
        if m.group(1) is not None:
            factor = Decimal(m.group(1))
        else:
            factor = Decimal("1.5") if m.group(2).lower().startswith("time") else Decimal(2)
        if factor > 1:
            out.append((factor, m.group(0)))
    return out
