"""`earlier-mean` and `swapped-item`: a value built on a total an earlier answer computed (round 16).

Multi-turn runs reuse what an earlier answer computed without writing it again:

- `earlier-mean`: an earlier answer summed n numbers (`100.00 + 200.00 + 50.00 = 350.00`); a later
  one gives their average (`the other three average 116.67`; `$124.69 x 12` asked "at this
  average"). The value is T / n, rounded half up to its places, where T is one of the last
  `MAX_TOTALS` sums earlier answers computed (an expression that adds n >= 2 numbers and nothing
  else), only where the value's sentence or the person's last text says it averages.
- `swapped-item`: an earlier answer's total T with one item B replaced by A, where the answer
  writes `A instead of B` (`rather than`, `in place of`) before the value, in its sentence or the
  one before (`3 nights are 1,500.00 instead of 720.00. The trip would then cost 1,860.00` after
  an earlier `... = 1,080.00`): T - B + A, exact. A and B are resolved numbers of this answer.

An earlier answer's value is remembered only when that answer's check excused it as computed: a
total it was flagged for builds nothing (one fabrication is not laundered by a later answer using
it). The expression names the earlier answer (`answer #1: 100 + 200 + 50 = 350`, counted from 0 as
the findings' `answer_index`).

Refusals: a value one digit off a carried number (`_carried_neighbours`) or a slip of the local step
(`wide.local_slip`), values of fewer than `MIN_DIGITS` significant digits, and the chance test:
the value is refused when any candidate (any remembered sum over its count; any remembered total
with the swap) reaches one of its one-digit neighbours (the true value of a mutant is its
neighbour). Every candidate costs one division or one sum: at most `MAX_TOTALS` per value.

Its price: an invention equal to the mean of the items an earlier answer summed where the text says
average, or to an earlier total with an item swapped where the answer writes `instead of`.
"""

from __future__ import annotations

import re
from collections.abc import Container, Mapping
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .digit_groupings import regrouped
from .computed.reading import AnswerReading, written_operand
from .computed.reading import neighbours as one_digit_neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places, as_decimal
from .decimal_text import printed
from .expressions import relations
from .computed.wide import late_target, late_try_refused
from .own_summands import summands_of

__all__ = ["equation_results", "equation_steps", "explain_earlier_build"]

MAX_TOTALS: Final = 8  # the latest values earlier answers computed that are tried as T
MIN_DIGITS: Final = 3  # significant digits of a value these rules judge
MAX_SUMMANDS: Final = 24  # the most numbers a remembered sum may add for its mean
MAX_RESULTS: Final = 16  # the equations' results an answer's record keeps (the first)
MAX_CUE_CHARS: Final = 2000  # the person's last text read for a cue (its start)
WINDOW: Final = 400  # characters around the value read for its sentence and the one before
MAX_BEFORE: Final = 32  # numbers before the value read for the two items of a swap
_AVERAGE: Final = re.compile(r"\b(?:average|averages|averaged|averaging|avg|mean)\b", re.IGNORECASE)
# (round 22) what may stand between the new item and `instead of`: nothing, or what it is per
# (`£11.34 a batch instead of £8.70`, `$4.10/kg rather than $3.90`)
_PER_THING: Final = re.compile(r"(?:(?:a|an|per|each|every)[ \t]+[A-Za-z]+|/[ \t]*[A-Za-z]+)?", re.IGNORECASE)
_SWAP: Final = re.compile(r"\b(?:instead of|rather than|in place of)\b", re.IGNORECASE)


def equation_results(answer: str, candidates: Container[str], unsettled: Container[str]) -> list[tuple[str, Derivation]]:
    """The results of the equations an answer writes out that are no candidate (under the digit
    minimum: `100.00 + 200.00 + 50.00 = 350.00` in an answer that marks no currency), none of whose
    operands the check left unsupported: computed, so a later answer may build on them (`the other
    three average 116.67`). A candidate result is remembered only if the check computed it. Kept
    apart from what the check computed (`ArithmeticBasis._equations`): only this module's rules
    read them (as `_remembered`, they made `wide._earlier_slips` refuse more, and moved a
    one-digit mutant of a revised total from flagged to unverified: test_assistant11)."""
    if "=" not in answer:
        return []
    out: list[tuple[str, Derivation]] = []
    for relation in relations(regrouped(answer)[0])[0]:  # round 20: `CHF 1'172.69` whole
        value = printed(relation.value)
        if value in candidates or relation.value <= 0 or any(v in unsettled for v, _ in relation.operands):
            continue
        out.append((value, Derivation("written", relation.expression, tuple(
            Operand(v, "answer", f"answer offset {at}") for v, at in relation.operands))))
        if len(out) >= MAX_RESULTS:
            break
    return out


def equation_steps(answer: str, unsettled: Container[str]) -> list[tuple[str, Derivation]]:
    """(round 18) The first step of each equation an answer writes out with more than two operands,
    a product or sum of the two it writes first (`2 × $35` of `Pet rent for 2 dogs: 2 × $35 ÷ 31 × 18
    = $40.65`), none of its operands left unsupported: a value the answer computed on the way, which a
    later answer may restate (`Rent and pets come to $1,640 + $70`: `repeat`). Not its later steps
    (`2 x 35 / 31`), which nobody restates."""
    if "=" not in answer:
        return []
    out: list[tuple[str, Derivation]] = []
    related, steps = relations(regrouped(answer)[0])  # round 20: `CHF 1'172.69` whole
    ends = {relation.span[1] for relation in related if len(relation.operands) > 2}
    seen: set[int] = set()
    for step in steps:
        if step.end not in ends or step.end in seen:
            continue
        seen.add(step.end)  # (the first step of its equation only)
        if len(step.operands) != 2 or step.value <= 0 or any(v in unsettled for v, _ in step.operands):
            continue
        value = printed(step.value)
        out.append((value, Derivation("repeat", f"{step.expression} = {value} (a step an earlier answer wrote)", tuple(
            Operand(v, "earlier answer", f"answer offset {at}") for v, at in step.operands))))
        if len(out) >= MAX_RESULTS:
            break
    return out


def _clause_start(text: str, at: int) -> int:
    """Where the sentence holding offset `at` starts (after `. `, `! `, `? `, `;` or a newline),
    looked for within the `WINDOW` characters before it (a bound: the rules run once per value)."""
    lo = max(0, at - WINDOW)
    cut = -1
    for mark in (". ", "! ", "? "):
        k = text.rfind(mark, lo, at)
        if k >= 0:
            cut = max(cut, k + 2)
    for mark in (";", "\n"):
        k = text.rfind(mark, lo, at)
        if k >= 0:
            cut = max(cut, k + 1)
    return cut if cut >= 0 else lo


def _rounded(x: Decimal, places: int) -> Decimal | None:
    try:
        return x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    except InvalidOperation:
        return None


def _named(value: str, derivation: Derivation, answer_at: Mapping[str, int]) -> str:
    at = answer_at.get(value)
    return f"answer #{at}: {derivation.expression}" if at is not None else f"an earlier answer: {derivation.expression}"


def explain_earlier_build(
    remembered: Mapping[str, Derivation],
    equations: Mapping[str, Derivation],
    answer_at: Mapping[str, int],
    question: str,
    reading: AnswerReading,
    i: int,
    known: set[str],
    computed_here: list[Occurrence],
) -> Derivation | None:
    """The value as the mean of an earlier answer's sum or an earlier total with an item swapped
    (the module's docstring), or None. A late try, after the wide rules."""
    if not remembered and not equations:
        return None
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    occurrences = reading.occurrences
    target = occ.number
    if late_try_refused(reading, i, known, computed_here):
        return None
    places = decimal_places(occ.digits)
    neighbours = set(one_digit_neighbours(target, places))
    totals = [(v, d) for v, d in remembered.items() if v != occ.value][-MAX_TOTALS:] \
        + [(v, d) for v, d in equations.items() if v != occ.value and v not in remembered][-MAX_TOTALS:]
    text = reading.text
    floor = _clause_start(text, occ.start)
    ends = [k for k in (text.find(". ", occ.end, occ.end + WINDOW), text.find("\n", occ.end, occ.end + WINDOW)) if k >= 0]
    sentence = text[floor : min(ends) if ends else min(len(text), occ.end + WINDOW)]
    # earlier-mean
    if _AVERAGE.search(sentence) or _AVERAGE.search(question[:MAX_CUE_CHARS]):
        found: Derivation | None = None
        for value, derivation in totals:
            summands = summands_of(derivation.expression)
            total = as_decimal(value)
            if summands is None or total is None or not 2 <= len(summands) <= MAX_SUMMANDS or total <= 0:
                continue
            mean = _rounded(total / len(summands), places)
            if mean is None:
                continue
            if mean in neighbours:
                return None  # the chance test: a candidate reaches a one-digit neighbour
            if mean == target and found is None:
                count = str(len(summands))
                found = Derivation("earlier-mean", f"({_named(value, derivation, answer_at)}) / {count} = {occ.value}", (
                    Operand(value, "earlier answer", f"{_named(value, derivation, answer_at)}"),
                    Operand(count, "count", "the numbers that earlier answer summed")))
        if found is not None:
            return found
    # swapped-item: `A instead of B` in the value's sentence or the one before, before the value
    start = _clause_start(text, floor - 2) if floor >= 2 else floor
    swap = None
    for m in _SWAP.finditer(text, start, occ.start):
        swap = m  # the last one before the value
    if swap is None:
        return None
    new = old = None
    for o in occurrences[max(0, i - MAX_BEFORE) : i]:
        if o.end <= swap.start() and o.start >= start:
            new = o
        elif o.start >= swap.end() and old is None:
            old = o
    if new is None or old is None or text[swap.end() : old.start].strip(" $€£*") != "" \
            or not _PER_THING.fullmatch(text[new.end : swap.start()].strip(" *")) or new.value not in known or old.value not in known \
            or new.number == old.number:
        return None
    found = None
    for value, derivation in totals:
        total = as_decimal(value)
        if total is None or total <= old.number or value in (new.value, old.value):
            continue
        swapped = total - old.number + new.number
        if swapped in neighbours:
            return None  # the chance test
        if swapped == target and found is None:
            named = _named(value, derivation, answer_at)
            found = Derivation("swapped-item", f"({named}) - {old.value} + {new.value} = {occ.value}", (
                Operand(value, "earlier answer", named), written_operand(old), written_operand(new)))
    return found

