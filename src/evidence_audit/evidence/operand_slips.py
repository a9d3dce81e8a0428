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
- (mend46d) it is no power of ten (`× 100`), no constant `constants._is_constant` knows (`÷ 3.6`)
  and no calendar count (`CALENDAR_COUNTS`: `÷ 365`, `× 52`): those an answer writes from knowledge;
- (mend46d) that carried number's record in a result (`near_misses._record_around`) holds another
  operand of the expression (`_partners`: its line's numbers before the result's sign, and the
  operands of those the answer wrote as results: `36 × 50 = 1,800`, then `1,800 × 6.5` over
  `{"bags": 36, "kg_per_bag": 50, "price_per_kg": 6.4}`), or a person stated one (a rule's rate):
  a stray carried `0.16` of another record makes no `1,250 × 0.15` a slip.

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

from .constants import _POWER_OF_TEN, _is_constant
from .near_misses import _record_around, _written_pattern, slips_of
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
# (mend46d) A result's sign right before a number, at most one word (and marks) between: `= **kg 1,800`
_AFTER_SIGN: Final = re.compile(r"[=≈\u2192][ \t\u00a0*_$\u20ac\u00a3]*(?:[^\W\d_]{1,12}\.?[ \t\u00a0]+)?[*_$\u20ac\u00a3]*\Z")
# (mend46d) Counts of the calendar and the clock an answer multiplies or divides by from knowledge:
# days of a week, year (and the banker's 360), months, hours, weeks, minutes
CALENDAR_COUNTS: Final = frozenset({"7", "12", "24", "52", "60", "360", "365", "366"})


def _operand(text: str, n: _Number, line_end: int) -> bool:
    """Whether `n` stands next to an operator of an expression whose result its line writes after it."""
    line_start = text.rfind("\n", 0, n.start) + 1
    head = text[max(line_start, n.start - _WINDOW) : n.start]
    if _BEFORE.search(head) is None and _AFTER.match(text, n.end, min(line_end, n.end + _WINDOW)) is None:
        return False
    return _RESULT.search(text, n.end, line_end) is not None


def operand_slips(text: str, numbers: Sequence[_Number], carried: Container[str], said: Container[str],
                  min_digits: int, earlier: Container[str] = frozenset(),
                  texts: Sequence[tuple[str, int]] | None = None) -> frozenset[str]:
    """The answer's short operands of a written expression that are slips of a carried number the
    answer never writes (the module docstring). (mend46d) `texts`: the results' texts; given, a
    carried near-match counts only where its record holds another operand of the expression
    (`_partnered`). `earlier`: the short numbers the run's earlier
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
        if _POWER_OF_TEN.fullmatch(value) or value in CALENDAR_COUNTS or _is_constant(value):
            continue  # (mend46d) `× 100`, `÷ 365`, `÷ 3.6`: a constant the answer knows, no copy of a carried number
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
        near = [s for s in slips_of(value) if s in carried and s not in written]
        if near and (texts is None or _partnered(text, numbers, k, line_end, near, said, texts)):
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


def _before_sign(text: str, numbers: Sequence[_Number], start: int, end: int) -> list[_Number]:
    """(mend46d) The numbers of `text[start:end]` before its first result's sign."""
    sign = _RESULT.search(text, start, end)
    stop = sign.start() if sign is not None else end
    return [m for m in numbers if start <= m.start and m.end <= stop]


def _partners(text: str, numbers: Sequence[_Number], k: int, line_end: int) -> set[str]:
    """(mend46d) The other operands of the expression operand `k` stands in: the numbers its line
    writes before its result's sign, and of each of them the answer writes as a result elsewhere
    (`36 × 50 = 1,800 kg`, then `1,800 × 6.5`), the numbers that result's line writes before its sign."""
    line_start = text.rfind("\n", 0, numbers[k].start) + 1
    own = {m.value for m in _before_sign(text, numbers, line_start, line_end)} - {numbers[k].value}
    out = set(own)
    for m in numbers:
        if m.value not in own or line_start <= m.start < line_end:
            continue
        if _AFTER_SIGN.search(text, max(0, m.start - _WINDOW), m.start) is None:
            continue
        start = text.rfind("\n", 0, m.start) + 1
        out.update(n.value for n in _before_sign(text, numbers, start, m.start))
    return out


def _partnered(text: str, numbers: Sequence[_Number], k: int, line_end: int, near: list[str],
               said: Container[str], texts: Sequence[tuple[str, int]]) -> bool:
    """(mend46d) Whether the expression works on a record holding one of the `near` carried
    numbers: another of its operands (`_partners`) sits in that number's record of a result
    (`_record_around`: `{"bags": 36, "kg_per_bag": 50, "price_per_kg": 6.4}` under
    `36 × 50 = 1,800`, `1,800 × 6.5`), or a person stated one (a rule's rate, `70 RWF a bag`, is no
    record's: the expression takes the record's number by it). A stray carried `3.5` of another
    record does not make a `÷ 3.6` beside numbers it never carried a slip of it."""
    partners = _partners(text, numbers, k, line_end)
    if not partners:
        return False
    if any(p in said for p in partners):
        return True
    found = [_written_pattern(p) for p in partners]
    for s in near:
        pattern = _written_pattern(s)
        for body, _ in texts:
            for match in pattern.finditer(body):
                record = _record_around(body, match.start(), match.end())
                if any(f.search(record) is not None for f in found):
                    return True
    return False
