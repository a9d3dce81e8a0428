"""Conversion factors an answer states before it converts with them (round 23): `1/32 in = 0.794
mm`, `1 mile = 1.609 km`, `1 gal ≈ 3.785 L`.

A writer who states the factor converts with it, at the places it wrote: `9/32 = 7.1 mm` after
`1/32 in = 0.794 mm` is 9 × 0.794 = 7.146, and `25/32` is 19.85, where the exact factor (0.79375)
gives 19.84. So `convert` (`computed/run_rules.py`) takes the stated factor of a pair in place of
the exact one. A stated factor counts only where it is the exact factor of its two units (`units.py`)
rounded half up to the places it writes: a wrong one (`1 mile = 1.5 km`) is no factor of the
units, nor is one rounded so coarsely that it is more than 0.5% off (`1 mile = 2 km`),
and a value it yields stays flagged, as does the stated number itself if nothing else
grounds it. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .text_memo import TextMemo
from .units import factors, unit_after

__all__ = ["stated_factors"]

# `1 mile = 1.609 km`, `1/32 in = 0.794 mm`, `one inch is 25.4 mm`: one of a unit, a verb, a number
_ONE: Final = re.compile(r"(?<![0-9.,/])(1|one)\b", re.IGNORECASE)
_EQUALS: Final = re.compile(r"[ \t\u00a0]*(?:=|\u2248|is|equals)[ \t\u00a0]*(?:about[ \t\u00a0]+)?([0-9]+(?:\.[0-9]+)?)", re.IGNORECASE)
_UNIT_WORD: Final = re.compile(r"[ \t\u00a0]*([A-Za-z]{1,11})\b")
_FRACTION: Final = re.compile(r"/[0-9]+")
# A stated factor is the exact one rounded AND within this share of it: `1 mile = 2 km` rounds
# 1.609 to no places, but converts 24% off (review 23); `1/32 in = 0.794 mm` is 0.03% off.
MAX_FACTOR_ERROR: Final = Decimal("0.005")


def _rounds(exact: Decimal, written: Decimal) -> bool:
    """Whether `written` is `exact` rounded half up to the places it writes, and within
    `MAX_FACTOR_ERROR` of it (a factor rounded to whole units is no factor)."""
    if exact == 0 or abs(written - exact) > abs(exact) * MAX_FACTOR_ERROR:
        return False
    exponent = written.as_tuple().exponent
    if not isinstance(exponent, int):
        return False
    try:
        return exact.quantize(Decimal(1).scaleb(min(exponent, 0)), rounding=ROUND_HALF_UP) == written
    except InvalidOperation:
        return False


def _text_factors(text: str) -> tuple[tuple[int, str, str, Decimal], ...]:
    """(hostile29) Every factor `text` states, in order: (where its statement ends, from, to,
    factor as written). Read once per text (`_FACTORS`), not once per value before which the
    factors are asked: a value's `stated_factors` scanned every `1` of the text before it and asked
    the unit after each (a reading-gaps log of n lines: 17.4x the work for 4x the lines)."""
    out: list[tuple[int, str, str, Decimal]] = []
    for one in _ONE.finditer(text):
        source = unit_after(text, one.end())
        if source is None:
            continue
        after = one.end()
        if text.startswith("/", after):  # `1/32 in`: past the fraction and its unit word
            fraction = _FRACTION.match(text, after)
            after = fraction.end() if fraction is not None else after
        word = _UNIT_WORD.match(text, after)
        if word is None:
            continue
        equals = _EQUALS.match(text, word.end())
        if equals is None:
            continue
        target = unit_after(text, equals.end())
        if target is None or target == source:
            continue
        written = Decimal(equals.group(1))
        exact = next(iter(factors(source, target)), None)
        if exact is None or written == 0 or not _rounds(exact, written):
            continue
        out.append((equals.end(), source, target, written))
    return tuple(out)


# (hostile29) a text's stated factors, for the texts read lately (an answer's every value asks them)
_FACTORS: Final[TextMemo[tuple[tuple[int, str, str, Decimal], ...]]] = TextMemo(entries=64, chars=2_000_000)


def stated_factors(text: str, end: int) -> dict[tuple[str, str], Decimal]:
    """The factors `text[:end]` states between two units, both ways: (from, to) -> factor, each
    the exact factor of its units at the places written (`1/32 in = 0.794 mm` gives (`in/32`,
    `mm`) 0.794 and (`mm`, `in/32`) 1/0.794). A statement counts when it ends by `end` (the text's
    factors read once, `_text_factors`: the same as reading `text[:end]`, since a `1` or `one`
    whose statement ends by `end` is found alike in the whole text and in its first `end`
    characters)."""
    out: dict[tuple[str, str], Decimal] = {}
    for stop, source, target, written in _FACTORS.read(text, _text_factors):
        if stop <= end:
            out[(source, target)] = written
            out[(target, source)] = 1 / written
    return out
