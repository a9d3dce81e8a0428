"""(tidy44) Whether a number the answer writes is settled: an operand a late rule may take as read.

The rules that take a number the answer writes as an operand of its value (`piece-total`'s count
and per-piece prices, `pack-product`'s count of packs, `area-product`'s sides, `stated-charge`'s
row cells; `worded-product`'s number of the value's own line, never one the `rescaled` rule
rounded: its own refusal) take it only when it is settled: the check resolved it (`known`), this answer computed it
(`here`), or a tool result carries it as written (`reading.carried`). A number the answer alone
writes, unchecked, is no operand: an invented one would make its own product.

Where the rules differ, they differ on purpose, by the parameters:
- `equations` (`area-product`): also the result of an equation its line writes that the reader
  redid (`reading.relations`): a side is often an equation's short result (`2,0 ÷ 0,8 = 2,50 m`),
  under the digit minimum, so never resolved; a label's `Length = 4.35 m` is no relation.
- `carried=False, unjudged=True` (`stated-charge` on the rows other than the value's): a cell
  resolved, or never a candidate (a cell under the digit minimum: `reading.pending` is the answer's
  unsupported candidates); a row's net still judged is no operand of its gross. Carried is not
  asked there: those rows only check the formula the value's own row found.

Pure: no I/O, no state.
"""

from __future__ import annotations

from collections.abc import Container, Iterable

from .computed.reading import AnswerReading
from .computed.values import Occurrence

__all__ = ["is_settled", "values_of"]


def values_of(occurrences: Iterable[Occurrence]) -> frozenset[str]:
    """The values of occurrences (`computed_here`: what this answer computed), for `is_settled`'s `here`."""
    return frozenset(o.value for o in occurrences)


def is_settled(reading: AnswerReading, o: Occurrence, known: Container[str], here: Container[str] = frozenset(),
               *, carried: bool = True, equations: bool = False, unjudged: bool = False) -> bool:
    """Whether the answer's number `o` is settled (the module's docstring): its value resolved
    (`known`), computed by this answer (`here`), carried by a result as written (`carried`), the
    result of an equation the reader redid (`equations`), or never a candidate (`unjudged`)."""
    value = o.value
    if value in known or value in here:
        return True
    if carried:
        found = reading.carried
        if found is not None and value in found:
            return True
    if unjudged and value not in reading.pending:
        return True
    return equations and reading.relations.get(o.at) is not None
