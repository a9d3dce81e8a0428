"""A count an answer rounds down after saying it rounds up (recall30): `6.2, round up` then `6 packs`.

Whole packs, cans, boxes, trips and days are counted up: an answer (often its reasoning block)
writes the quotient and says so (`124 / 20 = 6.2, whole packs, round up.`, `33.84 / 5 = 6.768,
round up.`), then gives the count. A count written as the quotient's floor is the slip of a model
that truncated anyway; being a one-digit number, it is no candidate (the digit minimum), so it was
never judged. `refuted_roundings` returns it: the answer's own words refute it, as a written
equation refutes its result (`expressions.contradictions`), however short.

Read narrowly: a quotient written with a point right after `=` (`= 6.2`, `= **6.768**`), the words
`round up`, `rounded up`, `rounding up` or `ceil` after it in the same clause (at most 40
characters, no `=`, no line break, no sentence end between), the quotient not whole; then the first
whole number the answer writes after those words (within `_REACH` characters) must be the ceiling.
Only that number is judged, and only when it is the floor: another number there (a price, the
ceiling, a count of something else) says nothing of the rounding. Linear: each `=` opens one
bounded try, each phrase one bounded search.

(recall31) A number that names the rounding's step is no count being rounded: `rounded up to 3
decimals` (places: `decimal`, `place`, `dp`, `digit`, `significant`, `sig. fig.`, `s.f.` right
after it) rounds to no whole number, so that quotient judges nothing; `round up to the nearest 10`
(`nearest`, `multiple of` right before it) rounds to a multiple of that step, so the count judged
is the next whole number and its floor is the quotient's floor to that step (`= 10.3, round up to
the nearest 10: 10 m` is the floor, `20 m` the ceiling).
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

__all__ = ["RoundedDown", "refuted_roundings"]

# A quotient written right after `=`, with a point and at least one decimal (emphasis around it
# allowed), then within one clause (at most 40 characters, no `=`, no line break, no point ending
# a sentence) the words that say it is rounded up. Bounded repeats, so linear in the answer.
_ROUND_UP: Final = re.compile(
    r"=[ \t]*[*_]{0,2}([0-9]{1,6}\.[0-9]{1,6})(?![0-9])[*_]{0,2}"
    r"(?:[^.=\n]|\.(?=[0-9])){0,40}?"
    r"\b(?:round(?:ed|ing)?[ \t]+(?:it[ \t]+)?up|ceil(?:ing)?)\b",
    re.ASCII | re.IGNORECASE,
)
# A whole number as the count is written after the phrase: digits not part of a larger number,
# no decimal part after them.
_WHOLE: Final = re.compile(r"(?<![0-9.,])[0-9]{1,6}(?![0-9]|[.,][0-9])", re.ASCII)
# A whole number that names the rounding's step rather than a count: places right after it
# (`3 decimals`, `2 dp`, `4 significant figures`), or a multiple right before it (`to the nearest
# 10`, `a multiple of 5`).
_PLACES_AFTER: Final = re.compile(
    r"[ \t]*(?:decimal|place|dp\b|d\.p\.|digit|significant|sig\.?[ \t]*fig|s\.f\.)",
    re.ASCII | re.IGNORECASE,
)
_MULTIPLE_BEFORE: Final = re.compile(r"\b(?:nearest|multiple[ \t]+of)[ \t]*$", re.ASCII | re.IGNORECASE)
# The characters after the phrase read for the count (the rest of a reasoning block and the
# answer's first line).
_REACH: Final = 160


class RoundedDown(NamedTuple):
    """A count written as the floor of a quotient the answer says it rounds up."""

    start: int
    end: int
    written: str


def refuted_roundings(answer: str) -> list[RoundedDown]:
    """The counts `answer` writes as the floor of a quotient it has just said it rounds up."""
    out: list[RoundedDown] = []
    if "=" not in answer:
        return out
    for m in _ROUND_UP.finditer(answer):
        whole, _, fraction = m.group(1).partition(".")
        if not fraction.strip("0"):
            continue  # `= 6.0`: nothing to round
        # the end a little past the reach: a number straddling it is read whole, then left out
        limit = m.end() + _REACH
        count = _WHOLE.search(answer, m.end(), limit + 8)
        step = 1
        if count is not None and _PLACES_AFTER.match(answer, count.end()):
            continue  # `rounded up to 3 decimals`: no whole count is rounded
        if count is not None and _MULTIPLE_BEFORE.search(answer, m.end(), count.start()):
            step = int(count.group(0))  # `to the nearest 10`: the step, then the count
            count = _WHOLE.search(answer, count.end(), limit + 8)
        if count is None or count.start() >= limit or step == 0:
            continue
        if int(count.group(0)) == int(whole) // step * step:
            out.append(RoundedDown(count.start(), count.end(), count.group(0)))
    return out
