"""A measure over a measure, the rate its words name (round 23): `measure-rate`.

Wear, use and pace are written as one measure over another: `lost 1.2 mm over 6,390 km, so 5,325
km per mm`, `covered 7,440 km in 90 days: 8,267 km a month`... The `rate` rule divides an amount
(a currency) by a quantity; a measure over a measure (km per mm, km per day, kWh per hour) is the
same quotient without a currency, and its units say which number is over which: the value wears
`<u1> per <u2>` (`km per mm`, `km/mm`, `km a day`), its numerator is a resolved number of its
sentence or the sentence before on its line that wears u1, its denominator one that wears u2.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `measure-rate` (late) | `lost 5.3 − 4.1 = 1.2 mm over 6,390 km, so 5,325 km per mm` | (round 23, `measure_rates.py`) where the value is written `N u1 per u2` (`/u2`, `a u2`): a resolved number wearing u1 over one wearing u2, both written in its sentence or the one before on its line; rounded to its places; tried after `reading-gap` | a value equal to such a quotient with no one-digit neighbour another pair of those units reaches, not one digit off a carried number |

(Round 25) A measure written in an inch's fractions (`6.25/32`) wears that fraction, and a per-word
naming it by its ordinal (`km per 32nd`) names it: `wear 6.25/32 over 43,500 km: 6,960 km per 32nd`.

(cashmere35) A numerator in another unit of u1's dimension is restated in u1 by the whole factor
between them (`62.4 kg` over `186 goats` as `335.5 g a goat`: x 1000, `units.restated_in`); a unit
and its plural are one (`goats`, `a goat`); and the numbers the question the answer replies to writes
with their units are operands too (`Last year 186 goats gave us 62.4 kg.` ... `At the same 335.5 g a
goat`), in the same chance test.

Never a currency as u1 (that is `rate`'s, with its own refusals), never two numbers of one unit.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading, number_occurrences, written_operand
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .computed.wide import late_search_bounds, late_target
from .inch_fractions import fraction_unit
from .layout import line_bounds
from .units import CURRENCY_WORDS, restated_in, unit_spelling

__all__ = ["explain_measure_rate"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_OPERANDS: Final = 12  # numbers before it a search reads
# the value's own units: `km per mm`, `km/mm`, `km a day`, `km each month`; (round 25) `km per 32nd`
_PER: Final = re.compile(r"[ \t]?([A-Za-z][A-Za-z0-9]{0,11})(?:[ \t]+(?:per|a|an|each|every)[ \t]+|[ \t]?/[ \t]?)([A-Za-z][A-Za-z0-9]{0,11}|(?:2|4|8|16|32|64)(?:nd|th)s?)\b")
_UNIT: Final = re.compile(r"[ \t]?([A-Za-z][A-Za-z0-9]{0,11})\b")
# a sentence's start: `. ` or `: ` or `;` (its line's start found apart)
_BREAK: Final = re.compile(r"[.!?;][ \t]+")


def _worn(text: str, o: Occurrence) -> str:
    # (round 25) a measure written in an inch's fractions wears that fraction (`6.25/32`: in/32)
    own = fraction_unit(text[o.start:o.end])
    if own is not None:
        return own
    m = _UNIT.match(text, o.end)
    return unit_spelling(m.group(1)) if m is not None else ""


def _per_unit(word: str) -> str:
    """The unit a per-word names: `mm`, or an inch's fraction by its ordinal (`32nd`: in/32)."""
    return fraction_unit(word) or unit_spelling(word)


MAX_QUESTION: Final = 600  # (cashmere35) characters of the question read for its measures (its last)


def _same_unit(worn: str, unit: str) -> bool:
    """One unit, a plural's `s` aside (`goats`, `goat`)."""
    return bool(worn) and (worn == unit or worn.rstrip("s") == unit.rstrip("s"))


def _in_unit(number: Decimal, worn: str, unit: str) -> Decimal | None:
    """`number` wearing `worn` in `unit`: itself, restated by a whole factor (`kg` in `g`), or None."""
    if _same_unit(worn, unit):
        return number
    return restated_in(number, worn, unit) if worn else None


def explain_measure_rate(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                         question: str = "") -> Derivation | None:
    """The value as a measure over a measure its units name (the module's docstring), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    text = reading.text
    m = _PER.match(text, occ.end)
    if m is None:
        return None
    over, under = unit_spelling(m.group(1)), _per_unit(m.group(2))
    if over == under or over in CURRENCY_WORDS or occ.amount:
        return None
    line_start, _ = line_bounds(text, occ.start, occ.end)
    breaks = [b.end() for b in _BREAK.finditer(text, line_start, occ.start)]
    floor = breaks[-2] if len(breaks) >= 2 else line_start  # its sentence and the one before on its line
    resolved = [o for o in reading.occurrences[max(0, i - 32):i]
                if o.start >= floor and (o.value in known or o in computed_here) and o.number > 0][-MAX_OPERANDS:]
    # (number in the value's unit, as shown, operand); (cashmere35) the question's measures too
    measures = [(o.number, _worn(text, o), o.value, written_operand(o)) for o in resolved]
    asked = question[-MAX_QUESTION:]
    measures += [(o.number, _worn(asked, o), o.value, Operand(o.value, "user", "the question writes it"))
                 for o in number_occurrences(asked) if o.number > 0][:MAX_OPERANDS]
    tops: list[tuple[Decimal, str, Operand]] = []
    bottoms: list[tuple[Decimal, str, Operand]] = []
    for number, worn, value, operand in measures:
        top = _in_unit(number, worn, over)
        if top is not None:
            tops.append((top, value if top == number else f"{value} {worn} in {over}", operand))
        if _same_unit(worn, under):
            bottoms.append((number, value, operand))
    bounds = late_search_bounds(reading, i, known, computed_here) if tops and bottoms else None
    if bounds is None:
        return None
    places = decimal_places(occ.digits)
    quantum, near = bounds
    found: Derivation | None = None
    for top_number, top_shown, top_operand in tops:
        for bottom_number, bottom_shown, bottom_operand in bottoms:
            try:
                exact = top_number / bottom_number
                reached = {exact.quantize(quantum, rounding=ROUND_HALF_UP), exact.quantize(quantum, rounding=ROUND_HALF_EVEN)}
            except InvalidOperation:
                continue
            if reached & near:
                return None  # the chance test: a one-digit neighbour is reached as well
            if found is None and occ.number in reached:
                shown = "" if exact == occ.number else f" (= {exact:.{places + 3}f}, rounded)"
                found = Derivation("measure-rate", f"{top_shown} / {bottom_shown} = {occ.value}{shown}",
                                   (top_operand, bottom_operand))
    return found
