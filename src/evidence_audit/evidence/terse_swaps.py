"""A terse reply's short number whose swap the arithmetic computes in its place (recall32): judged although short.

A person asks a follow-up (`What's left after they go out?`) and the model answers in one short
line (`after both you'd have 606.00 left`): a balance less two payments the run carries (1,810 −
1,150 = 660) with two neighbouring digits swapped. Under `min_digits` the number is prose, and no rule read it: `near_misses.py` takes slips
of a number a result carried or an earlier answer wrote, `reasoned_swaps.py` a swap of a result
its reasoning block wrote; here the result is written nowhere, only computable.

In a terse reply (`near_misses.terse`: one line of at most 120 characters), a number of 2 digits
or more under the minimum (no candidate, not carried, not said) that the arithmetic does not
compute in its place, while it computes one swap of two neighbouring digits of it (across the
point too: `near_misses.swaps_of`) there, is flagged, when it is the reply's only such number the
arithmetic leaves open (a reply whose other numbers it does not read either is one it does not
follow: `16.5 × 23.4 inches` for a paper size in mm, where a chain met `15.6` by chance): what the reply's question asked for, with a
copy's commonest slip. Only swaps: a digit replaced gives 9 neighbours a digit, and the wide rules
meet one of 27 by chance; a swap gives one or two. Bounded: at most `MAX_TERSE_NUMBERS` numbers a
reply, each asked about itself, and the open one's swaps (the caller's asks are the arithmetic's, read aside).
A swap that is itself another computable value is not seen (`231 m.` asked for 1,871 − 1,658 =
213, when 2,102 − 1,871 is 231: computed, by a coincidence). Pure but for the asks.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence
from typing import Final

from .near_misses import swaps_of, terse
from .unverified import _Number

__all__ = ["MAX_TERSE_NUMBERS", "terse_swaps"]

MAX_TERSE_NUMBERS: Final = 4
MIN_DIGITS_SWAPPED: Final = 2


def terse_swaps(
    answer: str, numbers: Sequence[_Number], held: Container[str], carried: Container[str], said: Container[str],
    min_digits: int, computes: Callable[[str, str], bool], restated: Container[str] = frozenset(),
) -> list[tuple[str, str]]:
    """The short numbers of a terse reply one swap from what the arithmetic computes in their
    place (the module doc), as (normalized, as written); `computes(text, value)`: whether the
    arithmetic computes `value` in `text` (the reply with a variant in the number's place);
    `restated`: the short numbers the run's earlier answers wrote, whose swaps are `near_misses`'
    (attributed by the question's words: `Watu **61**.` asked of people, not of the 16 metres)."""
    if not terse(answer):
        return []
    alone = _one_value(numbers, held, carried, said, min_digits)
    if alone is not None:
        written = answer[alone.start : alone.end]
        swaps = [s for s in swaps_of(alone.value) if s not in carried and s not in restated] if written == alone.digits else []
        if len(swaps) <= 1:
            # (hostile40) one value to judge, with at most one swap to ask: its swap first. The verdict
            # is the same (flagged only when the swap is computed and the value is not), but the value
            # itself is asked only when its swap is computed: a short value no rule reads (`It costs
            # 17.`, swap 71) took two asks of the arithmetic, now one (a one-line run: 1.86 -> 1.22 ms).
            # A value the arithmetic computes still costs one ask (its swap's instead of its own).
            for swapped in swaps:
                if computes(answer[: alone.start] + swapped + answer[alone.end :], swapped) and not computes(answer, alone.value):
                    return [(alone.value, written)]
            return []
    open_numbers: list[_Number] = []
    asked = 0
    for n in numbers:
        value = n.value
        digits = sum(1 for ch in value if ch.isdigit())
        if digits < MIN_DIGITS_SWAPPED or digits >= min_digits or value.startswith("-"):
            continue
        if value in held or value in carried or value in said or any(o.value == value for o in open_numbers):
            continue
        asked += 1
        if asked > MAX_TERSE_NUMBERS:
            return []
        if not computes(answer, value):
            open_numbers.append(n)
    if len(open_numbers) != 1:
        return []  # none open, or the arithmetic reads no more of the reply than one (a chance swap)
    n = open_numbers[0]
    written = answer[n.start : n.end]
    if written != n.digits:
        return []  # a grouped or marked number: left to the other rules
    for swapped in swaps_of(n.value):
        if swapped not in carried and swapped not in restated and computes(answer[: n.start] + swapped + answer[n.end :], swapped):
            return [(n.value, written)]
    return []


def _one_value(
    numbers: Sequence[_Number], held: Container[str], carried: Container[str], said: Container[str], min_digits: int,
) -> _Number | None:
    """(hostile40) The first number `terse_swaps` would ask about, when every number it would ask
    about writes that one value (each asks the same question: one answer for all), else None."""
    first: _Number | None = None
    for n in numbers:
        value = n.value
        digits = sum(1 for ch in value if ch.isdigit())
        if digits < MIN_DIGITS_SWAPPED or digits >= min_digits or value.startswith("-"):
            continue
        if value in held or value in carried or value in said:
            continue
        if first is None:
            first = n
        elif first.value != value:
            return None
    return first
