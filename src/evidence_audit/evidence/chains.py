"""Chains of written steps (round 10): a total of worked lines at the values the lines computed.

An answer that works a bill out line by line rounds each line for the reader and adds the lines
as it computed them: `2,014.8 kWh × 6.2p = £124.92` (124.9176), `30 days × 31.65p = £9.50`
(9.495), `**Total: £134.41**`, not the £134.42 the written lines add up to. The `total` rule of
`computed.py` adds the written results of the equations just before a value; this module adds
their exact values (each line's own expression, evaluated) and rounds once, at the precision the
total is written in. Only a run of two to eight results of verified equations (each operand of
each judged itself), only when one of them was rounded, and only when the written values do not
already add up (then the `total` rule says so).

Its price: one neighbour of the written sum per total (`134.41` beside `134.42`), the rounding
a person makes either way; a total any other digit off stays flagged. Pure: no state, no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

__all__ = ["MAX_STEPS", "exact_total"]

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
