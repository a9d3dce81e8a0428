"""Names with digits, written with other spacing or case than a result wrote them.

A flight API says `"model": "Airbus A320 NEO"`, an air-quality API keys its reading `"pm25"`; the
answer writes `Airbus A320neo` and `PM2.5`, as people write those names. The digits are the
carried ones; only the spacing between a name's letters and its digits, the case, and a decimal
point inside the digits differ. Under the `spellings` dial the `respaced` rule grounds such a
token: an answer's token with letters glued to digits (`A320neo`, `PM2.5`, `Ryzen7`) whose parts,
letters and digits in order, one result's text writes with a space, hyphen or underscore (or
nothing) between a letter part and a digit part, in any case, and its digits with or without the
answer's decimal point (`pm25` for `PM2.5`).

Refused: other digits (`A321neo`, `PM3.5`), digits split elsewhere (`a3 20neo`), a point the
result writes where the answer has none (`pm2.5` carried does not ground `PM25`), letters no result
wrote beside those digits, a part of a longer identifier (`7d9c` of `ledger-7d9c-tq4zr`). Its price: a name whose digits a result wrote beside the same letters
for another thing. Only tokens of 4-24 characters of letters, digits and inner points. Pure: no
state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["respaced_turn"]

# A name: letters and digits glued (maybe a decimal point between digits), a letter and a digit in it.
_NAME = re.compile(r"(?=[a-z0-9.]*[a-z])(?=[a-z0-9.]*[0-9])[a-z0-9]+(?:\.[0-9]+)?[a-z0-9]*", re.ASCII)
# Its parts: runs of letters, runs of digits (with an inner point).
_PART = re.compile(r"[a-z]+|[0-9]+(?:\.[0-9]+)?", re.ASCII)
_SEPARATOR = r"[ \-_]?"


def _pattern(value: str) -> re.Pattern[str] | None:
    parts = _PART.findall(value)
    if len(parts) < 2 or "".join(parts) != value:
        return None
    pieces = [re.escape(part).replace(r"\.", r"\.?") if part[0].isdigit() else re.escape(part) for part in parts]
    # a whole word of the text: not a part of a longer identifier (`7d9c` of `ledger-7d9c-tq4zr`)
    return re.compile(r"(?<![A-Za-z0-9._\-])" + _SEPARATOR.join(pieces) + r"(?![A-Za-z0-9_\-]|\.[0-9])", re.IGNORECASE)


def respaced_turn(value: str, texts: Sequence[tuple[str, int]]) -> int:
    """The latest turn of a result text that writes the name `value` with other spacing, or -1."""
    if not 4 <= len(value) <= 24 or _NAME.fullmatch(value) is None:
        return -1
    digits = re.findall(r"[0-9]+", value)
    longest = max(digits, key=len)
    pattern: re.Pattern[str] | None = None
    best = -1
    for text, turn in texts:
        if turn <= best or longest not in text:
            continue
        if pattern is None:
            pattern = _pattern(value)
            if pattern is None:
                return -1
        if pattern.search(text) is not None:
            best = turn
    return best
