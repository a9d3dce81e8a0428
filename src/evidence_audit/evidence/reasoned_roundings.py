"""`reasoned-rounding`: a result of the answer's reasoning block restated rounded after it (seed40).

A model that reasons in a block works to more places than it answers with: `<think> 25 × 82 / 94 =
21.8085. × 0.96 = 20.9362. </think>`, then `- Dried to 6%: **21.81 kg**`. The block's equation is
judged as written (`written`); the answer's `21.81` restates its result at the places people write,
no new claim. No rule read it: it is no operand's step (the `repeat` of an earlier answer's value
restated to more places is another answer's; `rounded-whole` takes a count right after its quotient).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `reasoned-rounding` | `<think> ... = 21.8085 ... </think>` then `**21.81 kg**` | a result the reasoning block writes right after `=`, resolved (its equation verified), with more places than the value: rounded half up to the value's places | a value equal to a block result rounded, no other block result rounding to a one-digit neighbour of it; where the block writes several results, one whose sentence repeats a word of the value's line label or whose values after the block keep the block's order |

Refused: a value inside the block, a value with fewer than `MIN_SIGNIFICANT` significant digits, a
result with no more places than the value (a restatement as written is the value itself), another
block result that rounds to one of the value's one-digit neighbours (the chance test over the
block's results), a carried number one digit off it (`clear_of_carried`), and where the block writes more
than one result, a value whose line label (its words of 3 letters or more before it) no word of the
result's block sentence repeats and that another value near it (`MAX_NEAR` each side, after the block)
rounding another block result is out of the block's order with (mend40a, review40 D5: `32 x 4.1513 =
132.8416. 30.5 x 4.1513 = 126.6147.` then `- Unit A: **126.61 kWh**` and `- Unit B: **132.84 kWh**`:
the two lines' results swapped). (quarry42) Where a person states a rounding down (`rounded down`:
`StatedRoundings.floors`), a result's floor at the value's places is taken too (`<think> 22.15 × 420
× 0.85 = 7,907.6. </think>` then `**7,907 slates**`), the chance test over both roundings of every
other result; its price: an invented value equal to a block result rounded down. At most `MAX_RESULTS`
results of the block read. Linear: one pass over the block for its results. Pure.
"""

from __future__ import annotations

import re
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading, clear_of_carried, neighbours
from .computed.values import Derivation, Operand, decimal_places
from .reasoning_blocks import BLOCK_CLOSE, BLOCK_OPEN

__all__ = ["MAX_RESULTS", "MIN_SIGNIFICANT", "explain_reasoned_rounding"]

MAX_RESULTS: Final = 32  # results of the block read (the first)
MIN_SIGNIFICANT: Final = 3  # significant digits the value writes
# a result the block writes: a number right after `=` (spaces and emphasis between), as
# `reasoned_swaps` reads one
_RESULT: Final = re.compile(r"=[ \t]*[*_]{0,2}[ \t]*([0-9][0-9,]{0,15}\.[0-9]{1,12})(?![0-9])", re.ASCII)


# the latest answer's block read (`_block_results`), one tuple swapped whole (another thread's
# answer replaces it, never half of it): an answer's values ask it once each
_LAST: Final[list[tuple[str, int, list[tuple[str, Decimal, int, frozenset[str]]]]]] = [("", -1, [])]


def _read_once(text: str) -> tuple[int, list[tuple[str, Decimal, int, frozenset[str]]]]:
    """`_block_results` of `text`, read once for the answer whose values ask in turn."""
    last = _LAST[0]
    if text is last[0] or text == last[0]:
        return last[1], last[2]
    end, results = _block_results(text)
    _LAST[0] = (text, end, results)
    return end, results


def _block_results(text: str) -> tuple[int, list[tuple[str, Decimal, int, frozenset[str]]]]:
    """The end of the reasoning block `text` opens with (-1 when none) and the results it writes
    with a fraction (as written without commas, the number, its places)."""
    opened = BLOCK_OPEN.match(text, len(text) - len(text.lstrip()))
    if opened is None:
        return -1, []
    closed = BLOCK_CLOSE.search(text, opened.end())
    if closed is None:
        return -1, []
    out: list[tuple[str, Decimal, int, frozenset[str]]] = []
    for m in _RESULT.finditer(text, opened.end(), closed.start()):
        written = m.group(1).replace(",", "")
        try:
            number = Decimal(written)
        except InvalidOperation:
            continue
        out.append((written, number, decimal_places(written), _sentence_words(text, m.start(), opened.end(), closed.start())))
        if len(out) >= MAX_RESULTS:
            break
    return closed.end(), out


# a label's word: 3 letters or more (`Unit`, `weight`, `Ступень`)
_WORD: Final = re.compile(r"[^\W\d_]{3,}")
# where a block's sentence ends: a point then a blank, or a line's end
_STOP: Final = re.compile(r"\.[ \t]|\n")


def _sentence_words(text: str, at: int, start: int, end: int) -> frozenset[str]:
    """The words (3 letters or more, lower case) of the block's sentence holding `at`, within
    `start`..`end`; `_STOP` ends a sentence (a point then a blank, a line's end)."""
    head = max(text.rfind("\n", start, at), text.rfind(". ", start, at), start - 1) + 1
    stop = _STOP.search(text, at, end)
    tail = stop.start() if stop is not None else end
    return frozenset(w.lower() for w in _WORD.findall(text, head, tail))


def _label(text: str, at: int) -> frozenset[str]:
    """The words (3 letters or more, lower case) the value's line writes before it: its label."""
    line = text.rfind("\n", 0, at) + 1
    return frozenset(w.lower() for w in _WORD.findall(text, line, at))


MAX_NEAR: Final = 8  # values after the block, each side of the value, asked for the order test


def _out_of_order(reading: AnswerReading, i: int, end: int, results: list[tuple[str, Decimal, int, frozenset[str]]], index: int) -> bool:
    """(mend40a, review40 D5) Whether a value written near value `i` after the block rounds another
    block result in the other order (`- Unit A: **126.61 kWh**` then `- Unit B: **132.84 kWh**` for
    a block that works out 132.8416 then 126.6147): the two lines' values swapped."""
    occurrences = reading.occurrences
    for j in range(max(0, i - MAX_NEAR), min(len(occurrences), i + MAX_NEAR + 1)):
        o = occurrences[j]
        if j == i or o.start < end or o.number <= 0:
            continue
        places = decimal_places(o.digits or o.value)
        quantum = Decimal(1).scaleb(-places)
        for k, (_, number, result_places, _) in enumerate(results):
            if k == index or result_places <= places:
                continue
            try:
                rounded = number.quantize(quantum, rounding=ROUND_HALF_UP)
            except InvalidOperation:
                continue
            if rounded == o.number and (j < i) != (k < index):
                return True
    return False


def explain_reasoned_rounding(reading: AnswerReading, i: int, known: set[str], floors: bool = False) -> Derivation | None:
    """The `reasoned-rounding` derivation of occurrence `i`, or None (module docstring)."""
    text = reading.text
    occ = reading.occurrences[i]
    end, results = _read_once(text)
    if end < 0 or occ.start < end or not results or occ.number <= 0:
        return None
    if sum(1 for c in (occ.digits or occ.value).lstrip("0.,") if c.isdigit()) < MIN_SIGNIFICANT:
        return None
    places = decimal_places(occ.digits or occ.value)
    quantum = Decimal(1).scaleb(-places)
    near = set(neighbours(occ.number, places))
    found: tuple[str, Decimal] | None = None
    # (mend40a, review40 D5) where the block writes more than one result, the value's line label
    # (`- Unit A:`) must be a word of the result's block sentence, or the values after the block must
    # round its results in the block's order (`- Unit A: **126.61 kWh**` then `- Unit B: **132.84
    # kWh**` for 132.8416 then 126.6147: a swap)
    label = _label(text, occ.start) if len(results) > 1 else frozenset()
    for index, (written, number, result_places, words) in enumerate(results):
        if result_places <= places:
            continue
        rounded = number.quantize(quantum, rounding=ROUND_HALF_UP)
        # (quarry42) and its floor where a person states a rounding down
        roundings = {rounded, number.quantize(quantum, rounding=ROUND_FLOOR)} if floors else {rounded}
        if occ.number not in roundings and roundings & near:
            return None  # the chance test: another result of the block rounds to a neighbour
        if occ.number in roundings and found is None and written in known:
            found = (written, number)
            if label and not label & words and _out_of_order(reading, i, end, results, index):
                return None
    if found is None or not clear_of_carried(reading, occ, i):
        return None
    # the block's own equation before the result where the reading holds it (`21.8085 x 0.96 =
    # 20.9362 = 20.94 rounded`): its left side evaluates exactly, for a later `repeat` to more places
    shown = found[0]
    for o in reading.occurrences:
        if o.start >= end:
            break
        relation = reading.relations.get(o.at)
        if relation is not None and o.number == found[1] and " = " in relation.expression:
            shown = f"{relation.expression.partition(' = ')[0]} = {found[0]}"
    return Derivation("reasoned-rounding", f"{shown} = {occ.value} rounded",
                      (Operand(found[0], "answer", "a result the reasoning block writes"),))
