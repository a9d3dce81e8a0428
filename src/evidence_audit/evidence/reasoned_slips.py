"""The reasoning block's last result restated one slip off after it (recall40): `= 20.` then `25 drops`.

`reasoned_swaps.py` (recall30) judges a short number after a reasoning block that is a swap of any
result the block writes; a digit replaced was left alone there (every two-digit number is one
digit from eighteen others, and a block writes many results). The block's *last* result is the
one its answer states: a model that computed `60 ml/h × 20 drops/ml / 60 min = 20.` and wrote
`**25 drops a minute.**`, or `602 // 12 = 50, remainder 2.` and `**60 full cases**`, or `29.5 × 45 =
1,327.5.` and `**1,372.50 AZN**`, miscopied the one number it had to copy. A long such value was
excused as computed by another rule by chance (`45 + 1,327.5`), a short one was never read.

`reasoned_slips` returns the numbers written after the block (2 digits or more) that are one slip
from the block's last result (the number after its last `=`, `→` or `->`: a digit changed, two
neighbouring digits swapped, not one unit of the last place, a rounding: `comma_amounts.slips_of`),
where the block never writes the value and the answer after the block never writes the result
(an answer that writes both is writing two quantities), and no result carried the value nor a
person said it. Measured on every open corpus before it was written: 23 answers in 7,491 write
such a number, all 23 planted. Linear: one pass over the block's results, one over the answer's
numbers, each slip set of one number.
"""

from __future__ import annotations

import re
from collections.abc import Container
from typing import Final

from .comma_amounts import slips_of
from .normalize import normalize_token
from .reasoning_blocks import leading_block
from .unverified import _Number

__all__ = ["MIN_DIGITS", "reasoned_slips"]

MIN_DIGITS: Final = 2  # a one-digit number is one digit from every other: no slip to read
# A result the block writes: a number right after `=`, `→` or `->` (spaces and emphasis between).
_RESULT: Final = re.compile(r"(?:=|\u2192|->)[ \t]*[*_]{0,2}[ \t]*([0-9][0-9,]{0,15}(?:\.[0-9]{1,12})?)(?![0-9])")


def reasoned_slips(answer: str, numbers: list[_Number], carried: Container[str], said: Container[str]) -> frozenset[str]:
    """The numbers `answer` writes after its reasoning block one slip from the block's last result
    (the module doc), normalized (`numbers`: `unverified.numbers_of(answer)`)."""
    block = leading_block(answer)
    if block is None:
        return frozenset()
    text_start, close_start, close_end = block
    last: re.Match[str] | None = None
    for m in _RESULT.finditer(answer, text_start, close_start):
        last = m
    if last is None:
        return frozenset()
    written_result = last.group(1).replace(",", "")
    result = normalize_token(written_result)
    if not result:
        return frozenset()
    inside = {n.value for n in numbers if n.end <= close_start}
    after = [n for n in numbers if n.start >= close_end]
    if any(n.value == result for n in after):
        return frozenset()  # the answer states the result too: the other number is another quantity
    out: set[str] = set()
    for n in after:
        value = n.value
        if sum(1 for c in n.digits if c.isdigit()) < MIN_DIGITS or value in inside or value in carried or value in said:
            continue
        slips = slips_of(n.digits)
        if written_result in slips or result in {normalize_token(s) for s in slips}:
            out.add(value)
    return frozenset(out)
