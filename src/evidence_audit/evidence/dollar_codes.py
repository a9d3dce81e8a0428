"""A dollar amount with its country's code glued before the mark (`CA$160.48`, `US$1,200`, `A$20`,
`NZ$`, `HK$`, `S$`, `R$`, `MX$`), as normalized (`ca$160.48`): its number, for the arithmetic
(round 15). Without it such an amount was no number at all there, so no rule could compute it
(`Jacket: $118.00 -> at 1.36, CA$160.48`)."""

from __future__ import annotations

import re
from typing import Final

from .normalize import normalize_token

_CODE_DOLLAR: Final = re.compile(r"([-+]?)[a-z]{1,3}\$((?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?)", re.ASCII)


def coded_dollar_number(form: str) -> str | None:
    """The number of a normalized token `ca$160.48` (`160.48`), signed when it is; else None."""
    m = _CODE_DOLLAR.fullmatch(form)
    if m is None:
        return None
    number = normalize_token(m.group(2))
    return "-" + number if m.group(1) == "-" and number != "0" else number
