"""Prices in a currency's minor unit (round 10): pence and cents in written arithmetic.

People price energy, calls and data in pence or cents and pay the bill in pounds, euros or
dollars: `42 × 7.5p = 315p = **£3.15**`, `30 days × 31.65p = £9.50`, `3.421,53 kWh × 31,89 ct =
1.091,13 €`, `13.67 kWh × 24.37p ≈ £3.33`, `1023.56p ≈ £10.24`. The expression gives the minor
unit; the value is written in the main one, a hundredth of it. `expressions.py` reads such an
equation with this module: an operand written with a minor unit after it (`7.5p`, `31.65 pence`,
`19.3¢`, `31,89 ct`, `15.1 cents`; round 33: a lower-case `c` glued to it, `20c`, the cent's and
the Welsh ceiniog's short form) makes its product (or its sum with other minor amounts) an
amount in the minor unit, and a result written as a main-unit amount (a currency mark or code
beside it, and no minor unit after it) is compared with that amount over 100, at the precision
written. A lone minor amount restated in the main unit (`315p = £3.15`) is such an equation too.

Its price: none new. The scale is 100 exactly, never a search over factors, and only when the
operand says its unit and the result says its currency: `42 × 7.5 = £3.15` (no unit written) or
`42 × 7.5p = £3.16` stay unverified. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

__all__ = ["MINOR_PER_MAJOR", "MINOR_WORDS", "glued_minor", "is_minor_unit", "in_major"]

# The units a price is written in when it is a hundredth of the currency people pay in.
MINOR_WORDS: Final = frozenset(("p", "pence", "penny", "cent", "cents", "ct", "\u00a2"))
MINOR_PER_MAJOR: Final = Decimal(100)


# (round 33) The one-letter minor unit that names it only glued to the number and in lower case: `20c`
# (a cent; `c` for ceiniog in Welsh, `7 diwrnod × 20c = £1.40`). Apart (`20 c`) or as a capital
# (`20C`, a temperature) it is no price.
GLUED_ONLY: Final = "c"


def is_minor_unit(word: str, glued: bool = False) -> bool:
    """Whether the word written right after a number names a minor unit (`p`, `pence`, `ct`, `¢`;
    `c` only when `glued` to the number, in lower case)."""
    return word.lower() in MINOR_WORDS or (glued and word == GLUED_ONLY)


def in_major(minor: Decimal) -> Decimal:
    """An amount in the minor unit, in the main one (`315` pence is `3.15` pounds)."""
    return minor / MINOR_PER_MAJOR


# A price glued to its minor unit, as a candidate token: `1023.56p`, `31.65p`, `19.3¢`, `20c`.
_GLUED: Final = re.compile(r"([0-9][0-9,]*(?:\.[0-9]+)?)(?:p|ct|\u00a2|(?-i:c))", re.ASCII | re.IGNORECASE)


def glued_minor(token: str) -> str | None:
    """The number of a token glued to its minor unit (`1023.56p` -> `1023.56`), or None: the
    token's derivation is its number's."""
    m = _GLUED.fullmatch(token)
    return m.group(1) if m is not None else None
