"""A sum an earlier answer computed, read back from its expression (round 16): its summands, and
whether a pairing adds the sum to one of its own summands.

`adds_own_summand` is the `conversation` rule's refusal (`computed/wide.py`): `1,000 + 1,350` after
an earlier `100 + 200 + 50 + 1,000 = 1,350` counts the item twice, which is no step a person takes,
and is where a one-digit mutant of the repeated total lands (`2,350` for `1,350`: a mutant of
heldout14 the rule excused). `summands_of` is also what `earlier-mean` divides by its count
(`earlier_builds.py`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal
from typing import Final

from .computed.values import Derivation, as_decimal

__all__ = ["adds_own_summand", "summands_of"]

_SUM: Final = re.compile(r"-?[0-9]+(?:\.[0-9]+)?(?: \+ -?[0-9]+(?:\.[0-9]+)?)+")


def summands_of(expression: str) -> list[Decimal] | None:
    """The numbers an expression adds and nothing else (`100 + 200 + 50 = 350`), or None."""
    left = expression.rpartition(" = ")[0] if " = " in expression else ""
    if not left or not _SUM.fullmatch(left):
        return None
    out: list[Decimal] = []
    for piece in left.split(" + "):
        number = as_decimal(piece)
        if number is None:
            return None
        out.append(number)
    return out


def adds_own_summand(remembered: Mapping[str, Derivation], x_value: str, y_value: str,
                     x: Decimal, y: Decimal) -> bool:
    """Whether x + y adds a sum an earlier answer computed to one of its own summands (`1,000 + 1,350`
    after `100 + 200 + 50 + 1,000 = 1,350`): no step a person takes (it counts the item twice),
    and the pairing a one-digit mutant of the repeated total lands on (`2,350` for `1,350`)."""
    for total, item in ((y_value, x), (x_value, y)):
        derivation = remembered.get(total)
        if derivation is None:
            continue
        summands = summands_of(derivation.expression)
        if summands is not None and item in summands:
            return True
    return False
