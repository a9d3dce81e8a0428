"""A result of the answer's own reasoning restated with two digits swapped (recall30): `= 34` then `43 cm`.

A model that reasons in a block (`<think> ... 45 + 12 = 57, /2 = 28.5, + 4 + 1.5 = 34. </think>`)
and then writes its answer copies the block's result out of it; the commonest copying slip swaps
two neighbouring digits (`Each back half is cut **43 cm** wide`). Under the digit minimum such a
number is prose, so it was never judged. `reasoned_swaps` makes it a candidate (judged like any
other: a rule, a carried value or a person's words may still ground or explain it) when

- it is written after the reasoning block, with from 2 digits to under the digit minimum, and no
  result carried it nor a person said it;
- swapping two neighbouring digits of it (across a point too: `swaps_of`) gives a number the block
  writes as a result, right after `=`;
- the block never writes the value itself, and the answer after the block never writes that
  result (an answer that writes both is writing two quantities).

A swap only, never a digit replaced: every two-digit number is one digit from eighteen others, but
the swap of one is one number. Measured on every open corpus before it was written: five answers
in 5,838 write such a swap, all five planted. Linear: one pass over the block for its results, one
over the answer's numbers.
"""

from __future__ import annotations

import re
from collections.abc import Container
from typing import Final

from .near_misses import MIN_SWAP_DIGITS, swaps_of
from .normalize import normalize_token
from .reasoning_blocks import leading_block
from .unverified import _Number

__all__ = ["reasoned_swaps"]

# The reasoning block a model writes before its answer (DeepSeek R1, QwQ, Qwen3 and others):
# `<think>` at the answer's start, closed by `</think>`; (round 31) or `<thinking>`, `<reasoning>`,
# in any case, as `reasoning_blocks` reads them (`leading_block`: `BLOCK_OPEN`, `BLOCK_CLOSE`).
# A result the block writes: a number right after `=` (spaces and emphasis between), digits with
# thousands commas and a decimal part, not followed by another digit.
_RESULT: Final = re.compile(r"=[ \t]*[*_]{0,2}[ \t]*([0-9][0-9,]{0,15}(?:\.[0-9]{1,12})?)(?![0-9])", re.ASCII)


def reasoned_swaps(
    answer: str, numbers: list[_Number], carried: Container[str], said: Container[str], min_digits: int
) -> frozenset[str]:
    """The numbers `answer` writes after its reasoning block that are a swap of a result the block
    writes (`numbers`: `unverified.numbers_of(answer)`)."""
    block = leading_block(answer)
    if block is None:
        return frozenset()
    close = block[1]
    results: set[str] = set()
    for m in _RESULT.finditer(answer, 0, close):
        value = normalize_token(m.group(1).replace(",", ""))
        if value:
            results.add(value)
    if not results:
        return frozenset()
    inside = {n.value for n in numbers if n.end <= close}
    after = [n for n in numbers if n.start >= close]
    written = {n.value for n in after}
    out: set[str] = set()
    for n in after:
        value = n.value
        digits = sum(1 for c in value if c.isdigit())
        if digits < MIN_SWAP_DIGITS or digits >= min_digits or value in inside or value in carried or value in said:
            continue
        if any(s in results and s not in written for s in swaps_of(value)):
            out.add(value)
    return frozenset(out)
