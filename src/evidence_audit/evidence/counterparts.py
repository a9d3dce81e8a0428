"""The `counterpart` arithmetic rule (round 12): a formula this answer just worked, redone for the
alternative the previous answer wrote beside one of its operands.

Asked `We're 3. Total?` after `20.0 EUR per person (Miznon is 15.0)`, an answer writes `3 × 20 = 60
EUR at New Israeli Restaurant (Miznon would be 45 EUR).`: the same product for the other
restaurant, whose price the previous answer wrote beside the first one's. Asked a year's rent after
`was 1100.0, so I have updated it to 1200`, it writes `At 1200 a month, a year of rent is 14,400.
Before the increase it was 13,200`: 12 x 1200, redone for the old rent. People work a formula once
and restate it for the alternative they just compared; they do not write it again.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `counterpart` | (previous answer: `20.0 EUR per person (Miznon is 15.0)`) `3 × 20 = 60 EUR ... (Miznon would be 45 EUR)` | one of the last MAX_FORMULAS formulas of this answer before the value (an equation written out, or a value a rule computed here), in the value's sentence or the one before, with one operand replaced by a counterpart: a number (MIN_COUNTERPART or more) the previous answer wrote in the same sentence as that operand, settled there or carried by a result; exact, or rounded to the 2+ places written | a value equal to such a formula |

Refused: a value one digit off, a formula of an earlier sentence, a replacement the previous answer
wrote in another sentence than the operand, a formula whose operand the previous answer did not
write, the other end of a range (`500.0 - 1000.0`: the `range` rule's, which needs a word for it),
another term of an equation with the operand (`2 × €30.00 = €60.00`: 30 is no alternative to 60).
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Final

from .decimal_text import rounds_half_up_to
from .normalize import normalize_token
from .reapplied import evaluated

__all__ = ["MAX_FORMULAS", "counterparts_of", "redo_for_counterpart"]

MAX_FORMULAS: Final = 4  # formulas of this answer a value is tried against
MAX_COUNTERPARTS: Final = 4  # counterparts of one operand
MAX_SENTENCE: Final = 600
MAX_NUMBERS: Final = 24  # numbers of one sentence read (pairs of them: quadratic)  # characters of the previous answer's sentence read for counterparts
MIN_COUNTERPART: Final = Decimal(10)  # a counterpart under it is a count or an index, no alternative
_NUMBER: Final = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.])")
_WRITTEN: Final = re.compile(r"(?<![0-9A-Za-z.,/:-])[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|(?<![0-9A-Za-z.,/:-])[0-9]+(?:\.[0-9]+)?(?![0-9/:-])")
_BREAK: Final = re.compile(r"\n|[.!?](?:\s|\Z)|;")
_OPERATOR: Final = re.compile(r"[=\u00d7*+\u2212\u2013/]|[ \t](?:x|-)[ \t]")
_RANGE_JOINER: Final = re.compile(r"[ \t*]*(?:-|\u2013|\u2014|to|through)[ \t*]*[A-Z]{0,3}[$\u20ac\u00a3\u00a5]?[ \t]*")


def counterparts_of(text: str) -> dict[str, list[str]]:
    """For each number of `text` (the previous answer), the other numbers of its sentence
    (MIN_COUNTERPART or more), in order; the rule keeps those resolved (settled there, or carried)."""
    out: dict[str, list[str]] = {}
    start = 0
    breaks = [m.end() for m in _BREAK.finditer(text)] + [len(text)]
    for end in breaks:
        sentence = text[start : min(end, start + MAX_SENTENCE)]
        start = end
        values: list[str] = []
        # the two ends of a range (the `range` rule's, with its words), and the terms of one
        # equation (`2 × €30.00 = €60.00`: 30 is no alternative to 60) are no counterparts
        apart: set[tuple[str, str]] = set()
        found = [(normalize_token(m.group(0)), m.start(), m.end()) for m in _WRITTEN.finditer(sentence)][:MAX_NUMBERS]
        for k, (v, v_start, v_end) in enumerate(found):
            if k and _RANGE_JOINER.fullmatch(sentence, found[k - 1][2], v_start):
                apart.update(((found[k - 1][0], v), (v, found[k - 1][0])))
            for w, _, w_end in found[:k]:
                if _OPERATOR.search(sentence, w_end, v_start):
                    apart.update(((w, v), (v, w)))
            if v not in values:
                values.append(v)
        if len(values) < 2:
            continue
        for v in values:
            others = [w for w in values if w != v and Decimal(w) >= MIN_COUNTERPART and (v, w) not in apart]
            if others:
                known = out.setdefault(v, [])
                known.extend(w for w in others if w not in known)
                del known[MAX_COUNTERPARTS:]
    return out


def _fits(x: Decimal, value: Decimal, places: int) -> bool:
    if x == value:
        return True
    if places < 2:
        return False
    return rounds_half_up_to(x, value, places)


def redo_for_counterpart(formulas: Sequence[str], counterparts: Mapping[str, Sequence[str]], value: Decimal,
                         places: int) -> tuple[str, str, str] | None:
    """(expression, operand replaced, its counterpart): a formula's left side (`3 x 20` of `3 x 20
    = 60`) with one operand replaced by one of its counterparts that gives `value`; None if none does."""
    for formula in formulas[:MAX_FORMULAS]:
        left = formula.rsplit(" = ", 1)[0]
        for m in _NUMBER.finditer(left):
            if left.startswith("%", m.end()):
                continue  # a rate is no alternative
            for other in counterparts.get(m.group(0), ()):
                variant = left[: m.start()] + other + left[m.end() :]
                x = evaluated(variant)  # (speed25) kept for the expressions redone lately (reapplied.py)
                if x is not None and _fits(x, value, places):
                    return variant, m.group(0), other
    return None
