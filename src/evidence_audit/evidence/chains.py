"""Chains of written steps (round 10): a total of worked lines at the values the lines computed;
a table's column of products at the rate its header states; a rate per 1,000 of a unit.

An answer that works a bill out line by line rounds each line for the reader and adds the lines
as it computed them: `2,014.8 kWh × 6.2p = £124.92` (124.9176), `30 days × 31.65p = £9.50`
(9.495), `**Total: £134.41**`, not the £134.42 the written lines add up to. The `total` rule of
`computed.py` adds the written results of the equations just before a value; this module adds
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
Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

__all__ = ["MAX_STEPS", "exact_total", "header_rate", "per_scale"]

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
    r"(?:@|\bat\b|\u00d7|\bx\b)[ \t]*(?:[$\u20ac\u00a3][ \t]?)?([0-9]{1,3}(?:,[0-9]{3})*(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)(?![0-9%])",
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
