"""The `reapplied` arithmetic rule (round 11): a formula the answer wrote out, redone for a new
amount of the value's sentence, or for the days its sentence counts.

A brokerage answer writes its work once, `Daily interest: $8,400.00 × 11.25% / 360 = $2.62`, and
then answers without it: `a full 31-day month would cost about $81.38` (the same formula, times
31), and after a transfer `Your margin debit is now $3,400.00, which cuts the daily interest to
about $1.06` (the same formula at the new balance). A T-bill answer writes `$10,000 × 98.0825% =
$9,808.25` and, asked for 12,500: `$12,500 of face would cost about $12,260.31`. People redo the
formula they showed for the next amount; they do not write it again.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `reapplied` | `8,400.00 × 11.25% / 360 = $2.62` ... `now $3,400.00, which cuts the daily interest to about $1.06` | one of the last MAX_FORMULAS equations this answer wrote before the value or, after them, earlier answers wrote, with one operand (not a percentage) replaced by one of the last two resolved amounts of the value's sentence, or times a count of days, weeks or months its sentence writes (`31-day`), or both; exact, or rounded half up to the 2+ places written | a value equal to such a formula |

Refused: a value one digit off, an operand replaced by an amount of another sentence, a count
written without its unit, a rate replaced (`11.25%`), a formula no answer wrote.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .expressions import evaluate

__all__ = ["MAX_FORMULAS", "counted_periods", "evaluated", "reapply"]

MAX_FORMULAS: Final = 6  # equations a value is tried against (this answer's latest, then earlier answers')
MAX_TOKENS: Final = 6  # operands of one formula that may be replaced
MAX_AMOUNTS: Final = 2  # amounts of the sentence an operand may be replaced by
_NUMBER: Final = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.])")
_PERIOD: Final = re.compile(r"\b(\d{1,3})[- ](?:day|days|night|nights|week|weeks|month|months)\b", re.IGNORECASE)
# (speed25) the values of the formulas redone lately, by the expression as written: an answer's
# values and the `unverified` rule's variant asks redo the same few formulas with the same amounts
# (2,157 evaluations of 145 expressions over 300 held-out answers). First in, first out at
# MAX_EVALUATED, so the latest stay kept at any run length; `evaluate` is pure (the expression's
# text alone decides its value), so a kept value is the one it would compute.
MAX_EVALUATED: Final = 1024
_EVALUATED: Final[dict[str, Decimal | None]] = {}


def evaluated(expression: str) -> Decimal | None:
    """`expressions.evaluate(expression)`, kept for the expressions evaluated lately."""
    if expression in _EVALUATED:
        return _EVALUATED[expression]
    value = evaluate(expression)
    if len(_EVALUATED) >= MAX_EVALUATED:
        del _EVALUATED[next(iter(_EVALUATED))]
    _EVALUATED[expression] = value
    return value


def counted_periods(text: str, start: int, end: int) -> list[int]:
    """The counts of days, weeks or months written between `start` and `end` (`31-day`, `30 days`)."""
    return [int(m.group(1)) for m in _PERIOD.finditer(text, start, end) if 1 < int(m.group(1)) <= 366][:2]


def _fits(x: Decimal, value: Decimal, places: int) -> bool:
    if x == value:
        return True
    if places < 2:
        return False
    try:
        return x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) == value
    except InvalidOperation:
        return False


def reapply(
    formulas: Sequence[str], amounts: Sequence[str], counts: Sequence[int], value: Decimal, places: int
) -> tuple[str, str | None, int | None] | None:
    """(expression, the amount put in or None, the count or None): the expression (a formula's left side, an operand replaced by one of `amounts` and/or times
    one of `counts`) that gives `value` at the `places` written, or None. `formulas`: equations as
    the rules write them (`8400 x 11.25% / 360 = 2.62`), the likeliest first."""
    for formula in formulas:
        left = formula.rsplit(" = ", 1)[0]
        variants: list[tuple[str, str | None]] = [(left, None)]
        tokens = [m for m in _NUMBER.finditer(left) if not left.startswith("%", m.end())][:MAX_TOKENS]
        for m in tokens:
            for new in amounts[-MAX_AMOUNTS:]:
                if new != m.group(0):
                    variants.append((left[: m.start()] + new + left[m.end() :], new))
        for variant, amount in variants:
            if amount is not None:  # (the formula as written gives its own result: no new value)
                x = evaluated(variant)
                if x is not None and _fits(x, value, places):
                    return variant, amount, None
            for count in counts:
                x = evaluated(f"({variant}) x {count}")
                if x is not None and _fits(x, value, places):
                    return f"({variant}) x {count}", amount, count
    return None
