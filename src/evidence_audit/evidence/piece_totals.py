"""A count of pieces times what one piece costs, summed from the sentences right above (older43): `piece-total`.

People price one piece in steps, one sentence or line each, then write the order's total after the
count of pieces, the sum per piece unwritten: `Per shirt: sewing ... = 84.00 EUR, with 10% off 75.60
EUR. Fabric: ... = 43.80 EUR.` then `25 shirts: 2,985.00 EUR`. No rule took the unwritten middle
step (75.60 + 43.80 = 119.40 a shirt) times the count.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `piece-total` (late) | `... 75.60 EUR. Fabric: ... = 43.80 EUR.` / `25 shirts: 2,985.00 EUR` | a whole count (2 to 10,000) written right before the value on its line, settled (known, carried, or a count a result or the person gives: mend43b), only words or a colon between; the last numbers of the 1-4 sentences right above the value's sentence (a run back from the nearest, each resolved: known, computed here or carried, none under the count's line); the count times their sum, exact at the value's places | a total equal to the count times one run's sum where no other run's product is one digit off the value; not one digit off a carried number (the late tries' refusal) |

Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, decimal_places
from .computed.wide import late_search_bounds, late_target
from .settled_operands import is_settled, values_of

__all__ = ["explain_piece_total"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_RUN: Final = 4  # sentences above whose last numbers may be summed
MIN_COUNT: Final = 2
MAX_COUNT: Final = 10000
MAX_GAP: Final = 40  # characters between the count and the value (`25 skjorter: `)
MAX_BACK: Final = 600  # characters above the value's sentence read for the sentences
# between the count and the value: words and a colon only (`25 shirts: `, `25 skjorter i alt `)
_COUNT_TO_VALUE: Final = re.compile(r"[ \t]*[^\W\d_][^\W\d_ \t]*(?:[ \t]+[^\W\d_][^\W\d_ \t]*){0,3}[ \t]*:?[ \t]*(?:\*\*)?[ \t]*(?:[^\W\d_]{1,3}[ \t]*|[$€£¥₹₸₮])?(?:\*\*)?[ \t]*\Z")
# a sentence's end: a point (or `!`, `?`) then white space, or a line break
_END: Final = re.compile(r"[.!?](?=\s)|\n")


def _numbers_in(reading: AnswerReading, begin: int, end: int) -> list[Occurrence]:
    first, last = bisect_left(reading.starts, begin - reading.reach), bisect_left(reading.starts, end)
    return [o for o in reading.occurrences[first:last] if begin <= o.at < end]


def _sentence_lasts(reading: AnswerReading, before: int) -> list[Occurrence]:
    """The last number of each sentence above `before`, the nearest first, up to the first sentence
    that writes none (a run of sentences, each ended by a point or a line break)."""
    text = reading.text
    floor = max(0, before - MAX_BACK)
    ends = [m.start() for m in _END.finditer(text, floor, before)]
    out: list[Occurrence] = []
    stop = before
    for end in reversed(ends):
        if end >= stop:
            continue
        # the stretch between this end and the next one above, or `floor`
        if stop - end <= 1 and text[end] == "\n":
            stop = end  # a blank line between paragraphs: no sentence
            continue
        numbers = _numbers_in(reading, end + 1, stop)
        if numbers:
            out.append(numbers[-1])
            if len(out) >= MAX_RUN:
                break
        elif text[end + 1:stop].strip():
            break  # a sentence with words and no number ends the run
        stop = end
    if len(out) < MAX_RUN and stop > floor:
        numbers = _numbers_in(reading, floor, stop)
        if numbers:
            out.append(numbers[-1])
    return out[:MAX_RUN]


def _counted(reading: AnswerReading, count: Occurrence) -> bool:
    """Whether a result's elements or the person's words give the count (`counts`: 2-12, never one
    only the answer writes, nor the week's 7)."""
    if count.number != count.number.to_integral_value():
        return False
    found = reading.counts.get(int(count.number))
    return found is not None and not found.where.startswith("the answer wrote") and found.where != "the days of a week"


def explain_piece_total(reading: AnswerReading, i: int, known: set[str],
                        computed_here: list[Occurrence]) -> Derivation | None:
    """`piece-total` for the value at occurrence `i` (see the module's docstring), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if i == 0 or occ is None:
        return None
    text = reading.text
    count = reading.occurrences[i - 1]
    if "." in count.digits or not MIN_COUNT <= count.number <= MAX_COUNT or occ.start - count.end > MAX_GAP:
        return None
    if _COUNT_TO_VALUE.match(text[count.end:occ.start]) is None:
        return None
    line = text.rfind("\n", 0, count.start) + 1
    if _numbers_in(reading, line, count.start):
        return None  # the count is the line's first number
    here = values_of(computed_here)

    def settled(o: Occurrence) -> bool:
        return is_settled(reading, o, known, here)

    if not settled(count) and not _counted(reading, count):
        return None  # (mend43b) the count settled: `26 shirts` for an order of 25 is no operand
    lasts = _sentence_lasts(reading, line)
    if not lasts or not settled(lasts[0]):
        return None
    bounds = late_search_bounds(reading, i, known, computed_here)
    if bounds is None:
        return None
    quantum, near = bounds
    found: tuple[Occurrence, ...] | None = None
    total = Decimal(0)
    for k, o in enumerate(lasts):
        if not settled(o):
            break
        total += o.number
        try:
            product = (count.number * total).quantize(quantum, rounding=ROUND_HALF_UP)
        except InvalidOperation:
            return None
        if product in near:
            return None  # another run lands one digit off: no telling
        if product == occ.number and found is None:
            found = tuple(lasts[: k + 1])
    if found is None:
        return None
    summed = " + ".join(o.value for o in reversed(found))
    expression = f"{count.value} x ({summed})" if len(found) > 1 else f"{count.value} x {summed}"
    return Derivation("piece-total", expression,
                      (written_operand(count),) + tuple(written_operand(o) for o in reversed(found)))
