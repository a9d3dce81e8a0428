"""`currency-code` (round 16, spellings dial): a dollar amount glued to its country's code
(`CA$31.50`) for a number a result carries with that currency's code beside it (`CAD 31.50`,
`31.5 CAD`, or a record's `"partner_charge": 31.5, "currency": "CAD"`).

The same amount in the same currency, respelled: the number must be equal (`31.50` is `31.5`; a
digit off is another amount) and the code (`CAD` for `CA$`, `AUD` for `A$` ...) must be written
within `NEAR` characters of it in one text, with no brace, bracket or other number between them
(one record, its own amount: `(CAD 31.50)", "amount": 23.0` carries no CA$23.00).
Its price: an amount in that currency that a result carried beside the code for another reason
(`"usd": 31.5, "currency": "CAD"`).
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final

__all__ = ["coded_amount_turn"]

NEAR: Final = 48  # characters between the number and the code in a result's text
MAX_TEXT: Final = 50_000  # characters of one text read

_CODED: Final = re.compile(r"([a-z]{1,3})\$((?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?)", re.ASCII)
_CODES: Final = {"ca": "CAD", "c": "CAD", "us": "USD", "a": "AUD", "au": "AUD", "nz": "NZD", "hk": "HKD",
                 "s": "SGD", "sg": "SGD", "mx": "MXN", "r": "BRL"}
# each prefix's marks in a result: its currency's code or the prefix itself (`CAD 31.50`, `CA$31.50`)
_MARKS: Final = {
    prefix: re.compile(r"(?<![A-Za-z])(?:" + code + r"|" + re.escape(prefix.upper()) + r"\$)(?![A-Za-z])")
    for prefix, code in _CODES.items()
}
_NUMBER: Final = re.compile(r"(?<![0-9.,])[0-9]+(?:\.[0-9]+)?(?![0-9]|\.[0-9])", re.ASCII)


def _decimal(text: str) -> Decimal | None:
    try:
        return Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None


def coded_amount_turn(value: str, texts: list[tuple[str, int]]) -> int:
    """The latest turn of a text that carries the amount `value` (`ca$31.50`) with its currency's
    code beside it, or -1."""
    m = _CODED.fullmatch(value)
    if m is None:
        return -1
    code = _CODES.get(m.group(1))
    number = _decimal(m.group(2))
    if code is None or number is None:
        return -1
    mark = _MARKS[m.group(1)]
    for text, turn in reversed(texts):
        if code not in text and "$" not in text:
            continue
        text = text[:MAX_TEXT]
        for found in _NUMBER.finditer(text):
            if _decimal(found.group(0)) != number:
                continue
            before = text[max(0, found.start() - NEAR) : found.start()]
            after = text[found.end() : found.end() + NEAR]
            for side, near in ((before, True), (after, False)):
                for c in mark.finditer(side):
                    between = side[c.end() :] if near else side[: c.start()]
                    if not any(b in between for b in "{}[]0123456789"):
                        return turn
    return -1
