"""The other side of a stated split (round 19): `you pay 20%: $28.00 a session - Total: $448.00, and
the plan pays $1,792.00`; `Coinsurance: 25% of $1,265.00 = $316.25 ... the plan pays $948.75`.

A claim split in order (the deductible, then a coinsurance percentage of the rest) names one side's
percentage and amount and then says what the other side pays: the same base at the rest of the
percentage, `X x (100 - P) / P` for the share `X` written at `P%`. People write it with the
percentage once (`you'd pay 30 %: 900,00 $ ... The plan would pay 2.100,00 $`); the base may never
be written (`16 sessions` at `$140`). This reads, where the value's clause says a party pays or
covers it (`pays`, `would pay`, `covers`, `reimburses`, `picks up`):

- the percentages `P` (above 0, below 100) its paragraph writes before it, within `MAX_BACK`
  characters;
- for each, the first `MAX_SHARES` amounts written after it and before the value (resolved or
  computed in the answer): the share at `P%`;

and takes `X x (100 - P) / P`, rounded half up to the value's places. Refused when another
percentage and share of the same pool reach a one-digit neighbour of the value (the chance test),
or when the value is one of the pool's shares. Its price: an invented other side equal to such a
complement. Pure: no I/O, no state."""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal, InvalidOperation
from typing import Final, NamedTuple

from .computed.reading import neighbours
from .expressions import rounded_reach

__all__ = ["MAX_BACK", "MAX_SHARES", "Share", "other_share"]

MAX_BACK: Final = 360  # characters before the value read for its percentages
MAX_SHARES: Final = 3  # amounts after a percentage read as its share
_CLAUSE: Final = 48  # characters before the value read for the verb that names the other side
# A percentage: `20%`, `30 %`, `12.5%`, `25 percent` (not the tail of a longer number).
_PERCENT: Final = re.compile(r"(?<![0-9.,])([0-9]{1,2}(?:[.,][0-9]{1,2})?)(?:[ \t\u00a0\u202f]?%|[ \t]+percent\b)")
# The other side pays or covers the value: `the plan pays $1,792.00`, `The plan would pay 2.100,00 $`.
_PAYS: Final = re.compile(r"\b(?:pays|pay|paid|covers|cover|covered|reimburses|reimburse|picks up)\b[^0-9.;\n]{0,16}$", re.IGNORECASE)


class Share(NamedTuple):
    """An amount of the answer before the value, as the rule reads it."""

    start: int
    number: Decimal
    value: str


def other_share(text: str, start: int, number: Decimal, places: int,
                amounts: Sequence[Share]) -> tuple[Decimal, Share] | None:
    """(P, share) whose complement `share x (100 - P) / P` is the value at `start` (the module's
    docstring), or None. `amounts`: the answer's resolved or computed amounts before the value."""
    if number <= 0 or _PAYS.search(text, max(0, start - _CLAUSE), start) is None:
        return None
    floor = max(0, start - MAX_BACK)
    paragraph = text.rfind("\n\n", floor, start)
    if paragraph >= 0:
        floor = paragraph
    hit: tuple[Decimal, Share] | None = None
    shares_seen: set[Decimal] = set()
    near = set(neighbours(number, places))
    for m in _PERCENT.finditer(text, floor, start):
        try:
            percent = Decimal(m.group(1).replace(",", "."))
        except InvalidOperation:  # pragma: no cover - the pattern only yields numbers
            continue
        if not 0 < percent < 100:
            continue
        after = [a for a in amounts if m.end() <= a.start < start and a.number > 0][:MAX_SHARES]
        for share in after:
            shares_seen.add(share.number)
            reaches = rounded_reach(share.number * (100 - percent) / percent, places, number, near)
            if reaches is None:
                return None  # the chance test: a neighbour reached as cheaply
            if reaches:
                hit = hit or (percent, share)
    if hit is None or number in shares_seen:
        return None
    return hit
