"""Short results one edit from their own operands' arithmetic (round 16): judged although short.

Under `min_digits` a number is prose, so a model that writes `50.00 of 1,350.00 = 3.9%` (3.7%) or
`10 payments of 50.00, totalling 550.00` (500.00) is never judged: a wrong result of arithmetic
the answer shows. A short number of the answer becomes a candidate when

- it has 2 digits or more, fewer than the minimum, and no result carried it nor a person said it;
- the answer frames it as the result of its own arithmetic, with the operands it writes before it
  (`unverified.py`'s framing: after `=`, an operator, a result word such as `total`);
- no result of the small search over those operands (`unverified.py`'s: sums of runs, each pair's
  sum, difference, product, quotient, share and change) is the value at its written places, nor one
  unit of its last place off it (a rounding either way);
- and a result of that search, at the value's places, is one edit from it (a digit changed, added
  or dropped, two neighbours swapped): the arithmetic was done, and its result miswritten.

It is then judged like any other candidate (the arithmetic dial, a spelling, a person's words may
still explain it) and flagged only when nothing does. Bounded: at most `MAX_SLIPPED_RESULTS`
values an answer, `unverified.MAX_OPERANDS` operands each (a fixed number of results). Pure.
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from decimal import Decimal, InvalidOperation
from typing import Final

from .layout import Layout
from .unverified import MAX_OPERANDS, _as_decimal, _framing, _Number, _places, _results, one_edit

__all__ = ["MAX_SLIPPED_RESULTS", "slipped_results"]

MAX_SLIPPED_RESULTS: Final = 16
MIN_RESULT_DIGITS: Final = 2


def slipped_results(
    answer: str, numbers: Sequence[_Number], carried: Container[str], said: Container[str], min_digits: int
) -> frozenset[str]:
    """The answer's short numbers that are a miswritten result of the operands it writes before
    them (see the module's docstring); `numbers`: `unverified.numbers_of(answer)`."""
    out: set[str] = set()
    seen: set[str] = set()
    layout: Layout | None = None
    for number in numbers:
        value = number.value
        digits = sum(1 for c in value if c.isdigit())
        if digits < MIN_RESULT_DIGITS or digits >= min_digits or value in seen:
            continue
        if value in carried or value in said or value.startswith("-"):
            continue
        seen.add(value)
        if len(seen) > MAX_SLIPPED_RESULTS:
            break
        if layout is None:
            layout = Layout(answer)
        found = _framing(answer, number, numbers, carried, layout)
        if found is None:
            continue
        operands = [o for o in found[1] if o.value != value]
        if len(operands) < 2:  # a result word after a comma (`10 payments of 50.00, totalling 550.00`)
            start = _sentence_start(answer, number.start)
            operands = [o for o in numbers if start <= o.start and o.end <= number.start and o.value != value]
        operands = operands[-MAX_OPERANDS:]
        values = [d for d in (_as_decimal(o.digits) for o in operands) if d is not None]
        if len(values) >= 2 and _miswritten(number.digits, _results(values)):
            out.add(value)
    return frozenset(out)


def _miswritten(digits: str, results: Sequence[Decimal]) -> bool:
    """Whether no result is the value at its places (or one unit of its last place off, a rounding
    either way) and some result, at its places, is one edit from it."""
    places = _places(digits)
    quantum = Decimal(1).scaleb(-places)
    value = Decimal(digits)
    near = False
    for r in results:
        try:
            shown = abs(r).quantize(quantum)
        except InvalidOperation:
            continue
        if abs(abs(r) - value) < quantum:
            return False
        if not near and one_edit(digits, str(shown)):
            near = True
    return near


def _sentence_start(answer: str, at: int) -> int:
    """Where the sentence holding offset `at` starts: after the last line break or `. ` before it."""
    line = answer.rfind("\n", 0, at) + 1
    stop = answer.rfind(". ", line, at)
    return line if stop < 0 else stop + 2
