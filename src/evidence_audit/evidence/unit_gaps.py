"""`unit-gap`: a price change per a unit, the difference of two prices one result gives per that
unit (round 23).

Price notices, tariffs and quotes state an old and a new price per the same unit (`£1.412/L until
2026-03-15; £1.468/L from 2026-03-16`), and the answer costs the change: `Extra at +£0.056/L`,
`up £0.40/kg`, `€0.031 per kWh more`. No number of the answer's line is an operand, and a
difference of any two of a run's carried numbers would reach too much (`pair` takes the last two
the answer writes), so the exact lookup flags it; the rows the change is then applied to (`| Leeds
| 8,120 | £454.72 |` under that header: `table`'s header rate) stay flagged with it.

The value is written per a physical unit (`/L`, `/kg`, `per litre`: the units of `cost_lines.py`)
and is the difference of two prices one result's text writes per the same unit and pack (`£1.412/L`
and `£1.468/L`; not `/kg` against `/L`, not `/75cl` against `/L`), exact at the value's places.
Refused: a value of fewer than `MIN_DIGITS` significant digits; what every late try refuses (one
digit off a carried number, a slip of the local step); and the chance test: another pair of those
prices (of any one result) reaching a one-digit neighbour of it; a change the answer calls a rise
(`+`, `up`, `more`) where the result's later price is the lower, or a fall the other way. Its price: an invented change
equal to the gap of two prices one result states per the value's unit, with no one-digit
neighbour so reached. Pure: no I/O; the per-run state is the results' unit prices.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from .cost_lines import _PRICE, _UNITS, MAX_TEXT, Price, _price_of
from .decimal_text import printed
from .served import Served
from .computed.reading import AnswerReading, neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places
from .computed.wide import late_target, late_try_refused

__all__ = ["UnitGaps", "MIN_DIGITS"]

MIN_DIGITS: Final = 2  # significant digits a value needs
MAX_PER_RESULT: Final = 24  # prices per a unit kept of one result (its pairs are tried)
MAX_RESULTS: Final = 16  # results whose prices are kept, the latest

_UNIT_WORDS: Final = {"litre": "l", "liter": "l", "litres": "l", "liters": "l", "kilo": "kg", "kilogram": "kg",
                      "gram": "g", "millilitre": "ml"}
# the unit a value is written per: glued (`0.056/L`) or right after it (`per litre`, `a kg`)
_GLUED: Final = re.compile(r"/[ \t]*([a-z]+)\.?$", re.IGNORECASE)
_AFTER: Final = re.compile(r"[ \t\u00a0]*(?:/|\bper\b|\ba\b)[ \t]*([a-z]+)\b", re.IGNORECASE)
# the direction the answer gives the change (review 23): a sign glued before it (`+£0.056/L`,
# `−£0.03/L`) or a word within a few words of it (`up £0.40/kg`, `€0.031 per kWh more`)
_SIGN: Final = re.compile(r"([+\-\u2212])[ \t]*[^\w\s.,]{0,3}[ \t]*$")
_UP: Final = re.compile(r"\b(?:up|rise|rises|rose|increase[sd]?|more|higher|dearer)\b", re.IGNORECASE)
_DOWN: Final = re.compile(r"\b(?:down|drop|drops|dropped|fall|falls|fell|cut|decrease[sd]?|less|lower|cheaper)\b",
                          re.IGNORECASE)
NEAR_WORDS: Final = 24  # characters each side of the value a direction word is read in


def _direction(text: str, occ: Occurrence) -> int:
    """+1 where the answer says the change is a rise, -1 a fall, 0 where it does not say."""
    sign = _SIGN.search(text, max(0, occ.start - 6), occ.start)
    if sign is not None:
        return 1 if sign.group(1) == "+" else -1
    around = text[max(0, occ.start - NEAR_WORDS) : occ.end + NEAR_WORDS]
    up, down = _UP.search(around) is not None, _DOWN.search(around) is not None
    return 1 if up and not down else -1 if down and not up else 0


def _unit_of(text: str, occ: Occurrence) -> tuple[str, Decimal] | None:
    """The physical unit the value is written per, as (its kind, its base units), or None."""
    m = _GLUED.search(text[occ.start : occ.end]) or _AFTER.match(text, occ.end)
    if m is None:
        return None
    word = m.group(1).lower()
    unit = _UNITS.get(_UNIT_WORDS.get(word, word))
    return unit


class UnitGaps:
    """The run's state for `unit-gap`: each result's prices per a physical unit."""

    __slots__ = ("_results",)

    def __init__(self) -> None:
        self._results: list[list[Price]] = []

    def add_result(self, served: Served, position: int) -> None:
        text = served.text if served.text is not None else served.tail
        if not text:
            return
        prices: list[Price] = []
        for number, line in enumerate(text[:MAX_TEXT].splitlines()):
            for m in _PRICE.finditer(line):
                found = _price_of(m, frozenset(), f"result {position}: line {number + 1}")
                if found is not None and found.kind != "thing":
                    prices.append(found)
        if len(prices) >= 2:
            self._results.append(prices[:MAX_PER_RESULT])
            del self._results[:-MAX_RESULTS]

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
        """The value as the gap of two prices one result gives per its unit (the module's
        docstring), or None. A late try: after the narrow and the wide rules."""
        if not self._results:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        unit = _unit_of(reading.text, occ)
        if unit is None:
            return None
        kind, factor = unit
        pools = [[p for p in prices if p.kind == kind and p.base == factor] for prices in self._results]
        pools = [pool for pool in pools if len(pool) >= 2]
        if not pools or late_try_refused(reading, i, known, computed_here):
            return None
        near = set(neighbours(occ.number, decimal_places(occ.digits)))
        direction = _direction(reading.text, occ)
        hit: Derivation | None = None
        for pool in pools:
            for a, first in enumerate(pool):
                for second in pool[a + 1 :]:
                    gap = abs(first.price - second.price)
                    if gap in near:
                        return None  # the chance test
                    rise = second.price - first.price  # the later line's price less the earlier's
                    if gap == occ.number and hit is None and direction * rise >= 0:
                        high, low = (first, second) if first.price > second.price else (second, first)
                        hit = Derivation("unit-gap", f"{printed(high.price)} - {printed(low.price)} = {occ.value}",
                                         (Operand(high.shown, "result", high.where), Operand(low.shown, "result", low.where)))
        return hit
