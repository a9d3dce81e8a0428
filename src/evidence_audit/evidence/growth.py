"""The `growth-factor` rule (round 9): a carried percentage change written as its growth factor.

Statistics offices, markets and APIs carry changes in percent (`"GDP_QoQ": [0.4, -0.1, 0.3]`,
`"percent_change_7d": 3.20154`). To compound or undo them a person writes each as the factor it
multiplies by, `1 + p/100`: "1.004 × 0.999 × 1.003 × 1.002 − 1 = 0.80%", "€84,088.73 ÷ 1.0320154",
"(1.003)⁴ − 1". The reference flags every factor: no result wrote it.

Under the `spellings` dial a number between 0 and 2 (not 1) is grounded when it is exactly
`1 + p/100` for a number `p` a result carried (every digit: `1.0320154` for `3.20154`, `0.999` for
`-0.1`; no rounding) and the answer uses it as an operand: right after an operator or a bracket
(`×`, `÷`, `/`, `*`, `(`), or right before one (`×`, `÷`, `/`, `*`, `)`, `^`, a superscript power).

The `hundredths` reading (same module): a number under 1 written as an operand that is, two places
moved, a number the same sentence wrote before it with a unit of hundredths: a percentage or
percentage points (`3.8 percentage points, so NNT = 1 ÷ 0.038`), pence or cents (`costs 2.72p
more ... £24.64 ÷ £0.0272`). Refused: another number (`÷ 0.039`), the number written in another
sentence or after it, or with no such unit.

Only a percentage of three significant digits or more (`3.20154`, `1.25`, `-0.152`): the factor
of `0.4` (`1.004`) is one digit from the factors of `0.3` and `0.5`, which a table of quarterly
changes carries beside it (heldout4: its mutants were grounded by the neighbours), and `1.041` is
one digit from `0.041`, the hundredths of a carried `4.1` (heldout2: a mutant grounded).

Refused: a factor of a percentage no result carried (`1.005` where none carried 0.5), a factor
rounded (`1.032` for 3.20154), a factor written as a value ("the ratio was 1.004"). Its price: a
factor invented equal to 1 + p/100 of another carried percentage, written as an operand (a run
carrying many small percentages: `1.005` of a carried 0.5). Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from typing import Final

__all__ = ["growth_factor_turn", "hundredths_written"]

_FACTOR: Final = re.compile(r"(?:0|1)\.[0-9]{2,12}", re.ASCII)
# An operator or an opening bracket right before the factor (maybe a currency mark between): `× 0.999`,
# `÷ 1.0320154`, `(1.003`, `÷ £0.0272`.
_BEFORE: Final = re.compile(r"(?:[\u00d7\u00f7/*\u22c5\u00b7(]|(?<![A-Za-z0-9])x)[ \t\u00a0]*[$\u00a3\u20ac]?\Z")
# An operator, a closing bracket or a power right after it: `1.004 ×`, `1.003)⁴`, `1.05^2`.
_AFTER: Final = re.compile(r"[ \t\u00a0]*(?:[\u00d7\u00f7/*\u22c5\u00b7)^\u00b2\u00b3\u2074-\u2079]|x(?![A-Za-z0-9]))")


def _percent(value: str) -> str | None:
    """The percentage `p` of which `value` is the growth factor 1 + p/100, as a normalized number
    (`1.004` -> `0.4`, `0.999` -> `-0.1`), or None."""
    if _FACTOR.fullmatch(value) is None:
        return None
    try:
        p = (Decimal(value) - 1) * 100
    except InvalidOperation:  # pragma: no cover - the pattern only passes numbers
        return None
    if p == 0:
        return None
    text = format(p.normalize(), "f")
    if len(text.lstrip("-").replace(".", "").strip("0")) < 3:
        return None  # `0.4`, `4.1`: too few digits, a neighbour's factor one digit away (module doc)
    return text


def growth_factor_turn(value: str, answer: str, offset: int, length: int, carried: Mapping[str, int]) -> int:
    """The latest turn of a result carrying the percentage whose growth factor `value` is, written
    at `answer[offset:offset+length]` as an operand, or -1."""
    if offset < 0:
        return -1
    percent = _percent(value)
    if percent is None:
        return -1
    if _BEFORE.search(answer, max(0, offset - 8), offset) is None and _AFTER.match(answer, offset + length) is None:
        return -1
    turn = carried.get(percent, -1)
    if turn < 0 and not percent.startswith("-"):
        turn = carried.get("+" + percent, -1)
    return turn


# A number with a unit of hundredths: `3.8 percentage points`, `3.8%`, `2.72p`, `19.3 cents`.
_HUNDREDTHS: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,3}(?:\.[0-9]{1,8})?)[ \u00a0]?(?:%|percent|percentage points?|pp|p|pence|cents?|\u00a2|ct)(?![A-Za-z0-9])",
    re.IGNORECASE,
)
_SENTENCE_END: Final = re.compile(r"[.!?](?:\s|$)|\n\n")


def hundredths_written(value: str, answer: str, offset: int, length: int) -> bool:
    """Whether `value` (under 1), written at `answer[offset:offset+length]` as an operand, is a
    number its sentence wrote before it with a unit of hundredths, moved two places (module doc)."""
    if offset < 0 or not value.startswith("0.") or _FACTOR.fullmatch(value) is None:
        return False
    if _BEFORE.search(answer, max(0, offset - 8), offset) is None and _AFTER.match(answer, offset + length) is None:
        return False
    try:
        wanted = (Decimal(value) * 100).normalize()
    except InvalidOperation:  # pragma: no cover - the pattern only passes numbers
        return False
    low = max(0, offset - 300)
    for end in _SENTENCE_END.finditer(answer, low, offset):
        low = end.end()
    for m in _HUNDREDTHS.finditer(answer, low, offset):
        if Decimal(m.group(1)).normalize() == wanted:
            return True
    return False
