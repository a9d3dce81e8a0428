"""How much of a quantity falls in a band of a tiered scale (round 27): `band-width`.

Royalties, tax brackets, shipping weights, volume discounts and utility tariffs charge a quantity in
bands: `first 3,000 at 7.5%`, `3,001-8,000 at 10%`, `beyond 8,000 at 12.5%`. An answer working
the tiers writes each band's share of the quantity before its rate: `3,001–8,000 at 10%: 5,000 ×
£14.99 × 0.10`, `Beyond 8,000 at 12.5%: 1,240 × ...` (of 9,240 copies). No result carries those
counts and no rule read a band's bounds, so the lookup flags them. The habit is the same for kWh,
kilograms, miles or income.

Two readings, each a whole number written after a band on its line (only words and a percent
between: `at 10%:`, `(12.5%) ->`):

- a band `A-B` (`–`, `-`, `to`): its width, B - A, plus one where A follows a round bound (A - 1 a
  multiple of ten: `3,001–8,000` holds 5,000, `11-20` holds 10), both ends settled;
- a band over a bound, `beyond X` (`above`, `over`, `more than`, `past`, `after`, `in excess of`):
  W - X, W a settled whole number the answer wrote before the value's line, larger than X (the
  quantity the tiers share: `9,240 copies`), one of its last `MAX_WHOLES`.

The chance test: a band's width is one number (exact); over a bound, when another W reaches a
one-digit neighbour of the value, it is refused. And the late tries' refusals hold (one digit off a
carried number, a slip of the local step). Its price: an invented count equal to such a width.
Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from typing import Final

from .computed.reading import AnswerReading, carried_neighbours, neighbours, written_operand
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .computed.wide import late_target, local_slip

__all__ = ["explain_band_width"]

MIN_DIGITS: Final = 2  # significant digits the value must write
MAX_WHOLES: Final = 12  # the latest settled whole numbers before the value's line tried as the quantity
MAX_GAP: Final = 40  # characters from the band's end to the value

# What may stand between a band and the value: words, spaces, a percent, punctuation; no other
# number but a percent's (`at 12.5%: `). Bounded, one class and one optional percent group, linear.
_BETWEEN: Final = re.compile(r"[^0-9\n]{0,40}?(?:[0-9]{1,3}(?:\.[0-9]{1,4})?[ \t]?%[^0-9\n]{0,20})?", re.ASCII)
# The dash or word of a band written `A–B`, `A - B`, `A to B` (between two occurrences).
_BAND_JOIN: Final = re.compile(r"[ \t]?(?:-|\u2013|\u2014|to)[ \t]?\Z", re.ASCII)
# A bound the band lies over, right before its number: `beyond `, `above `, `over `, `more than `.
_OVER: Final = re.compile(r"\b(?:beyond|above|over|more[ \t]than|past|after|in[ \t]excess[ \t]of)[ \t]+\Z", re.IGNORECASE)


def _whole(o: Occurrence) -> bool:
    return o.number == o.number.to_integral_value() and o.number >= 0


def _settled(o: Occurrence, known: set[str], pending: frozenset[str]) -> bool:
    return o.value in known or o.value not in pending


def _refused(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence], operands: set[str]) -> bool:
    """The late tries' refusal (`wide.late_try_refused`), but a carried number one digit off the
    value that is one of its own operands (`8,000 - 3,000 + 1 = 5,000`; `9,240 - 8,000 = 1,240`:
    changing one digit of a round bound is what a band's width does) is no misread."""
    misread = carried_neighbours(reading, reading.occurrences[i], i)
    return misread is None or bool(misread - operands) or local_slip(reading, i, known, computed_here)


def explain_band_width(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
    """The value as the share of a quantity one band of a tiered scale holds (the module's docstring), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or i == 0 or not _whole(occ):
        return None
    text = reading.text
    line_start = text.rfind("\n", 0, occ.start) + 1
    pending = reading.pending
    # the number written last before the value, on its line, with only words and a percent between
    k = i - 1
    if "%" in text[reading.occurrences[k].start:reading.occurrences[k].end + 2]:
        k -= 1  # the percent of `at 12.5%:` is the band's rate, no bound
        if k < 0:
            return None
    bound = reading.occurrences[k]
    if bound.start < line_start or occ.start - bound.end > MAX_GAP or not _whole(bound):
        return None
    if _BETWEEN.fullmatch(text, bound.end, occ.start) is None or not _settled(bound, known, pending):
        return None
    places = decimal_places(occ.digits)
    if places:
        return None
    low = reading.occurrences[k - 1] if k > 0 else None
    if low is not None and low.start >= line_start and _whole(low) and _settled(low, known, pending) \
            and _BAND_JOIN.search(text, low.end, bound.start) is not None and low.end <= bound.start:
        width = bound.number - low.number + (1 if (low.number - 1) % 10 == 0 else 0)
        if width != occ.number or _refused(reading, i, known, computed_here, {low.value, bound.value}):
            return None
        shown = f"{bound.value} - {low.value}" + (" + 1" if (low.number - 1) % 10 == 0 else "")
        return Derivation("band-width", f"{shown} = {occ.value}", (written_operand(low), written_operand(bound)))
    if _OVER.search(text, max(line_start, bound.start - 24), bound.start) is None:
        return None
    wholes = [o for o in reading.occurrences[:k] if o.start < line_start and _whole(o) and o.number > bound.number
              and _settled(o, known, pending)][-MAX_WHOLES:]
    if not wholes:
        return None
    near = set(neighbours(occ.number, places))
    hit: Occurrence | None = None
    for w in wholes:
        gap = w.number - bound.number
        if gap in near:
            return None  # another quantity reaches a one-digit neighbour: the chance test refuses
        if gap == occ.number and hit is None:
            hit = w
    if hit is None or _refused(reading, i, known, computed_here, {bound.value, hit.value}):
        return None
    return Derivation("band-width", f"{hit.value} - {bound.value} = {occ.value}", (
        written_operand(hit), Operand(bound.value, "answer", f"the band's bound, answer offset {bound.at}")))

