"""A short percent one slip from the share its own `A of B` beside it gives (recall41).

People write a share with the two numbers it is of right beside it: `5.3 of 48.6 ha = **11.9%**`,
`**41.2%** ($176,010.00 of $1,236,480.00)`, `38/52 = 73.1%`. A model that swaps two digits of the
percent or changes one (10.9 -> 11.9, 14.2 -> 41.2) writes a number under the digit minimum: no
rule read it, while the answer's own pair refutes it.

`share_slips` returns the percents (under the digit minimum, 2 digits or more, none a result
carried nor a person said) that stand next to an `A of B` or `A/B` pair, only blanks, emphasis, a
bracket, `=`, `:` or one short word between them (`ha =`, no comma, no digit: the pair is the
percent's), when the percent is not 100 × A ÷ B at its written places (rounded or cut) while one
slip of it is (a digit changed, two neighbours swapped, not one unit of the last place:
`comma_amounts.slips_of`). A right share is never returned; a percent of another pair is one of its
slips only by chance (a slip set is some 20 values of the percent's hundreds or thousands). English
`of` and `out of` and the slash only. Bounded: lines of at most `MAX_LINE` characters, at most
`MAX_PERCENTS` percents an answer; each percent asks its nearest pair either side. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Container
from typing import Final

from .comma_amounts import slips_of
from .normalize import normalize_token

__all__ = ["MAX_LINE", "MAX_PERCENTS", "share_slips"]

MAX_LINE: Final = 400
MAX_PERCENTS: Final = 24
MAX_GAP: Final = 12  # characters between a percent and its pair
_NUM: Final = r"[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?"
_PERCENT: Final = re.compile(r"(?<![0-9.,])([0-9]{1,3}(?:\.[0-9]{1,3})?)[ \u00a0]?%")
_PAIR: Final = re.compile(
    r"(?<![0-9.,])(?:[$\u20ac\u00a3][ ]?)?(" + _NUM + r")[ \t]*(?:of|out of|/)[ \t]*(?:[$\u20ac\u00a3][ ]?)?(" + _NUM + r")(?![0-9]|[.,][0-9])"
)
# What may stand between a percent and its pair: blanks, emphasis, a bracket, `=`, `:`, one short word.
_GAP: Final = re.compile(r"[ \t*_()\[\]=:]*(?:[A-Za-z\u00b2\u00b3]{1,6}[ \t*_()\[\]=:]*)?")


def share_slips(answer: str, carried: Container[str], said: Container[str], min_digits: int) -> frozenset[str]:
    """The percents one slip from the share their own pair gives (the module doc), normalized."""
    if "%" not in answer:
        return frozenset()
    out: set[str] = set()
    seen = 0
    start = 0
    size = len(answer)
    while start <= size and seen < MAX_PERCENTS:
        end = answer.find("\n", start)
        if end < 0:
            end = size
        if "%" in answer[start:end] and end - start <= MAX_LINE:
            pairs = [(m.start(), m.end(), m.group(1), m.group(2)) for m in _PAIR.finditer(answer, start, end)]
            for m in _PERCENT.finditer(answer, start, end):
                seen += 1
                if seen > MAX_PERCENTS:
                    break
                if not pairs:
                    continue
                written = m.group(1)
                value = normalize_token(written)
                digits = sum(1 for ch in written if ch.isdigit())
                if not value or digits < 2 or digits >= min_digits or value in carried or value in said:
                    continue
                near = [p for p in pairs if _beside(answer, p, m.start(), m.end())]
                if len(near) != 1:
                    continue
                if _slipped(written, near[0][2], near[0][3]):
                    out.add(value)
        start = end + 1
    return frozenset(out)


def _beside(answer: str, pair: tuple[int, int, str, str], low: int, high: int) -> bool:
    """Whether only `_GAP` stands between the pair and the percent at [low, high), either side."""
    a, b = pair[0], pair[1]
    if b <= low:
        return low - b <= MAX_GAP and _GAP.fullmatch(answer, b, low) is not None
    if high <= a:
        return a - high <= MAX_GAP and _GAP.fullmatch(answer, high, a) is not None
    return False


def _slipped(written: str, part: str, whole: str) -> bool:
    """Whether `written` is not 100 × part ÷ whole at its places (rounded or cut) while a slip of it is."""
    try:
        a, b = float(part.replace(",", "")), float(whole.replace(",", ""))
    except ValueError:
        return False
    if b <= 0 or a < 0 or a > b:
        return False
    share = 100.0 * a / b
    places = len(written) - written.index(".") - 1 if "." in written else 0
    unit = 10.0 ** -places
    right = {f"{round(share / unit) * unit:.{places}f}", f"{int(share / unit + 1e-9) * unit:.{places}f}"}
    if written in right:
        return False
    return any(s in right for s in slips_of(written))
