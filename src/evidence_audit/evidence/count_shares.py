"""`count-share`: the share or rate that a pair of counts written in words states (round 24).

People give a share with the counts it comes from: `11 wins in 16: 0.6875, i.e. 68.75%`, `7 of
12 patients, 58.3%`, `9 goals in 15 appearances: 0.60 a game`, `3 out of 8 deliveries late
(37.5%)`. The counts are small (under the digit minimum, no candidates) and no result carries the
quotient, so the lookup flags it; the narrow rules read resolved numbers, not the words' pair.

The pair: a count N, one to three words, `in`, `of`, `out of` or `from` (a word may follow), and a
count M (`11 wins in 16`, `29 points from 16 games`, `7 of 12 patients`), both digits, 0 < M <= 9999;
the value written after it in its sentence, within `MAX_GAP` characters, no other number between
but an earlier value of the same pair, N / M itself (`0.6875, i.e. 68.75%`). The value is N / M rounded half up
to its places, or N / M x 100 where `%` (or `percent`, `per cent`) follows it.

A fraction the answer writes before the value counts as such a pair (`<think> 29/16 and 38/16.
</think> Riverside 1.81, Ashby 2.375`): `N/M` of two whole numbers, its last `MAX_BEFORE`
characters, not a date (refused where N <= 31 and M <= 12, or a third part follows: `16/04`,
`16/04/2026`); the value a decimal equal to one of them, rounded half up to its places, and no
other such fraction reaching a one-digit neighbour of it.

One pair, two readings: the chance test is exact (a value one digit off N / M is not N / M), and
the late tries' refusals hold (one digit off a carried number, a slip of the local step). Its
price: an invented share equal to the quotient of the counts written beside it (a claim the answer
itself makes checkable). Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from .computed.reading import AnswerReading, neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places
from .computed.wide import late_target, late_try_refused
from .expressions import rounded_reach

__all__ = ["explain_count_share", "count_pairs", "written_fractions"]

MIN_DIGITS: Final = 2
MAX_GAP: Final = 48  # characters from the pair's end to the value
MAX_BEFORE: Final = 1200  # characters before the value read for written fractions
MAX_FRACTIONS: Final = 8  # the latest written fractions tried

# A pair of counts in words: `11 wins in 16`, `29 points from 16 games`, `7 of 12`, `3 out of 8`
# (groups: N, M). Words are letters only; at most 3 before the preposition, 1 after it.
_PAIR: Final = re.compile(
    r"(?<![0-9.,:/-])([0-9]{1,4})[ \t]+(?:[A-Za-z]{1,20}[ \t]+){0,3}?(?:in|of|out[ \t]+of|from)[ \t]+"
    r"(?:[A-Za-z]{1,20}[ \t]+)?([0-9]{1,4})(?![0-9]|[.,][0-9])",
    re.ASCII,
)
# A fraction of two whole numbers written out (`38/16`), not part of a longer slashed token or number.
_FRACTION: Final = re.compile(r"(?<![0-9A-Za-z.,/:])([0-9]{1,5})/([0-9]{1,5})(?![0-9]|/[0-9]|[.,][0-9])", re.ASCII)
# What may stand between the pair and the value: no digit, no sentence end.
_BETWEEN: Final = re.compile(r"[^0-9.!?\n]*", re.ASCII)
# The value written as a percent: its digits, then `%`, `percent` or `per cent`.
_PERCENT_AFTER: Final = re.compile(r"[0-9.,]+[ \t]?(?:%|percent\b|per[ \t]cent\b)", re.ASCII | re.IGNORECASE)


def count_pairs(text: str, start: int) -> list[tuple[int, int, int]]:
    """The pairs (N, M, where the pair ends) written in the `MAX_GAP` + 40 characters before `start`."""
    floor = max(0, start - MAX_GAP - 40)
    return [(int(m.group(1)), int(m.group(2)), m.end()) for m in _PAIR.finditer(text, floor, start)
            if 0 < int(m.group(2))]


def written_fractions(text: str, start: int) -> list[tuple[int, int]]:
    """The fractions `N/M` written in the `MAX_BEFORE` characters before `start` that are no date, the latest last."""
    out: list[tuple[int, int]] = []
    for m in _FRACTION.finditer(text, max(0, start - MAX_BEFORE), start):
        n, d = int(m.group(1)), int(m.group(2))
        if d > 0 and not (n <= 31 and d <= 12) and (n, d) not in out:
            out.append((n, d))
    return out[-MAX_FRACTIONS:]


def _from_fraction(occ: Occurrence, text: str) -> Derivation | None:
    """The value as one of the fractions the answer wrote before it (the module's docstring), or None."""
    places = decimal_places(occ.digits)
    if places < 1:
        return None
    near = neighbours(occ.number, places)
    hit: Derivation | None = None
    for n, m in written_fractions(text, occ.start):
        reach = rounded_reach(Decimal(n) / Decimal(m), places, occ.number, near)
        if reach is None:
            return None  # another written fraction reaches a neighbour
        if reach and hit is None:
            hit = Derivation("count-share", f"{n}/{m} = {occ.value}", (
                Operand(str(n), "count", "the answer wrote the fraction"), Operand(str(m), "count", "the answer wrote the fraction")))
    return hit


def _states(occ: Occurrence, n: int, m: int) -> bool:
    """Whether `occ` is N / M at its places (an earlier value of the pair)."""
    places = decimal_places(occ.digits)
    return rounded_reach(Decimal(n) / Decimal(m), places, occ.number, neighbours(occ.number, places)) is True


def explain_count_share(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
    """The value as N / M (or its percent) of the pair of counts written before it (the module's docstring), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    text = reading.text
    pairs = count_pairs(text, occ.start)
    if not pairs or occ.start - pairs[-1][2] > MAX_GAP:
        if "/" not in text or late_try_refused(reading, i, known, computed_here):
            return None
        return _from_fraction(occ, text)
    n, m, end = pairs[-1]
    between = text[end:occ.start]
    # no other number between, but an earlier value of this pair (`0.6875, i.e. 68.75%`)
    others = [o for o in reading.occurrences[:i] if o.start >= end]
    if len(others) > 1 or (others and not _states(others[0], n, m)):
        return None
    if not others and _BETWEEN.fullmatch(between) is None:
        return None
    if others and _BETWEEN.fullmatch(text[end:others[0].start]) is None:
        return None
    if late_try_refused(reading, i, known, computed_here):
        return None
    percent = _PERCENT_AFTER.match(text, occ.start) is not None
    exact = Decimal(n) / Decimal(m) * (100 if percent else 1)
    places = decimal_places(occ.digits)
    if rounded_reach(exact, places, occ.number, neighbours(occ.number, places)) is not True:
        return None
    shown = f"{n} / {m}" + (" x 100" if percent else "")
    return Derivation("count-share", f"{shown} = {occ.value}", (
        Operand(str(n), "count", "the answer wrote it with its pair"), Operand(str(m), "count", "the answer wrote it with its pair")))
