"""(mend46a) Short operands of a written expression one slip from a carried number: judged although short.

Under `min_digits` a number is prose, so a model that writes `1,800 × 6.5 = 11,700` over a carried
price `6.4`, or `Imifuka 151 × 70 RWF = 10,570 RWF` over a carried count `150`, is never judged: its
operand is a copy gone wrong, and the arithmetic that follows is right over the wrong operand (so the
result is `written`, computed). `near_misses` judges a short slip only where a word of its line names
what the carried number is (`Bags 151` for `"bags": 150`); an operand has no word of its own. A short
number of the answer becomes a candidate when

- it is an operand of an expression the answer writes out: right before or after `×`, `÷`, `+`,
  `−`, a spaced `x` or `-`, a `*` or `/` between blanks or digits (not markdown's bold `**`) (at most one word between: `× sgor 6.5`, `151 bags ×`), and an
  `=`, `≈` or `→` follows it on its line (the result written);
- it has 3 digits or more, or 2 with a decimal point (`6.5`; a two-digit whole number, `× 60`, `× 24`,
  `× 12`, is a constant or a count too often), and is under the digit minimum;
- no result carried it, no person said it nor an earlier answer wrote it, and the answer writes it nowhere as a result (after
  `=`, `≈` or `→`: `3 × 2.15 = 6.45`, then `6.45 × 10`: its own arithmetic);
- it is no sum, difference, product or quotient of two of the numbers the answer writes before it
  (`300 ... 250 ...; 550 кг ÷ 0,88`: computed, not written as a result; `_made_before`);
- a result carried a number one slip from it (`near_misses.slips_of`: a digit replaced, two
  neighbours swapped) that the answer writes nowhere: the answer never used the carried number its
  operand stands for.

It is then judged like any other candidate (a spelling, the arithmetic, a person's words may still
explain it) and flagged only when nothing does. Its price: an operand the answer took from knowledge
one slip from some carried number it never wrote (`× 1.5` overtime beside a carried `1.4`). Bounded:
at most `MAX_OPERAND_SLIPS` values an answer, each line read once per value, `LOOKBACK` squared
pairs per operand. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Container, Sequence
from decimal import Decimal, InvalidOperation
from typing import Final

from .near_misses import slips_of
from .unverified import _Number

__all__ = ["MAX_OPERAND_SLIPS", "operand_slips"]

MAX_OPERAND_SLIPS: Final = 8
LOOKBACK: Final = 24  # numbers written before an operand tried as its makers (`_made_before`)
# An operator right before the operand, at most one word (and marks) between: `× 6.5`, `× sgor 6.5`, `+ **12.5`
_BEFORE: Final = re.compile(r"(?:[×÷+\u2212]|(?<=[0-9\s])[*/](?=[\s0-9])|(?<=\s)[-x](?=\s))[ \t\u00a0*_$\u20ac\u00a3]*(?:[^\W\d_]{1,12}\.?[ \t\u00a0]+)?[*_$\u20ac\u00a3]*\Z")
# An operator right after the operand, at most one word (and marks) between: `151 ×`, `151 bags ×`, `6.5 RWF ×`
_AFTER: Final = re.compile(r"[*_]*(?:[ \t\u00a0]*[^\W\d_]{1,12}\.?)?[ \t\u00a0*_]*(?:[×÷+\u2212]|(?<=\s)\*(?=\s)|/(?=[ \t\u00a0]*[0-9])|(?<=\s)[-x](?=[ \t\u00a0]))")
# A result written: `= 11,700`, `≈ 12`, `→ 31`
_RESULT: Final = re.compile(r"[=≈\u2192]")
_WINDOW: Final = 24


def _operand(text: str, n: _Number, line_end: int) -> bool:
    """Whether `n` stands next to an operator of an expression whose result its line writes after it."""
    line_start = text.rfind("\n", 0, n.start) + 1
    head = text[max(line_start, n.start - _WINDOW) : n.start]
    if _BEFORE.search(head) is None and _AFTER.match(text, n.end, min(line_end, n.end + _WINDOW)) is None:
        return False
    return _RESULT.search(text, n.end, line_end) is not None


def operand_slips(text: str, numbers: Sequence[_Number], carried: Container[str], said: Container[str],
                  min_digits: int, earlier: Container[str] = frozenset()) -> frozenset[str]:
    """The answer's short operands of a written expression that are slips of a carried number the
    answer never writes (the module docstring). `earlier`: the short numbers the run's earlier
    answers write (`spellings.slip_bases(restated=True)`): an operand one of them wrote is carried on
    from there (`Price 6.5 a kg.`, then `1,800 × 6.5`), no slip of this answer's."""
    written: set[str] | None = None
    results: set[str] | None = None
    out: set[str] = set()
    for k, n in enumerate(numbers):
        if len(out) >= MAX_OPERAND_SLIPS:
            break
        value = n.value
        if value in out:
            continue
        digits = sum(1 for c in value if c.isdigit())
        if digits >= min_digits or digits < 2 or (digits == 2 and "." not in value):
            continue
        if value in carried or value in said or value in earlier:
            continue
        line_end = text.find("\n", n.end)
        if line_end < 0:
            line_end = len(text)
        if not _operand(text, n, line_end):
            continue
        if written is None:
            written = {m.value for m in numbers}
            results = {m.value for m in numbers if _RESULT.search(text[max(0, m.start - 6) : m.start].rstrip(" \t*_$\u20ac\u00a3"))
                       and text[max(0, m.start - 6) : m.start].rstrip(" \t*_$\u20ac\u00a3")[-1:] in "=≈\u2192"}
        if results is not None and value in results:
            continue
        if _made_before(numbers, k, value):
            continue
        if any(s in carried and s not in written for s in slips_of(value)):
            out.add(value)
    return frozenset(out)


def _made_before(numbers: Sequence[_Number], k: int, value: str) -> bool:
    """Whether `value` is the sum, difference, product or quotient of two of the `LOOKBACK` numbers
    the answer writes before its occurrence `k` (`300 ÷ 12,5 = 24, 250 ÷ 12,5 = 20 ...; 550 кг ÷ ...`:
    300 + 250): an operand the answer computed without writing it as a result."""
    try:
        target = Decimal(value)
        before = [Decimal(n.value) for n in numbers[max(0, k - LOOKBACK) : k]]
    except InvalidOperation:
        return False
    for i, a in enumerate(before):
        for b in before[i + 1 :]:
            if a + b == target or a - b == target or b - a == target or a * b == target \
                    or (b != 0 and a / b == target) or (a != 0 and b / a == target):
                return True
    return False
