"""A rate multiplied by a premium named in words (round 25): `worded-multiple`.

Pay, hire and fees are raised by premiums people name in words, not digits: overtime at `time and
a half` (x 1.5), `double time` (x 2), `triple time` (x 3), `time and a quarter` (x 1.25), as a
nurse's, a baker's, a crew's or a driver's hours are paid everywhere. An answer that applies one
writes the base and then the raised rate: `Tomasz's rate: £248/day ÷ 8 = £31.00/h` then `Time and
a half: £46.50/h`.

| rule | the answer writes | from | its price |
|---|---|---|---|
| `worded-multiple` (tried first, before the narrow rules: its cue is on its line) | `£31.00/h` ... `Time and a half: £46.50/h` | a premium named in words on the value's line before it (`time and a half`, `time-and-a-half`, `double time`, `triple time`, `time and a quarter`) times one of the last MAX_BASES resolved numbers written on the value's line or the line before, before it; exact or rounded half up to the value's places | a value equal to such a product with no one-digit neighbour reached by another base or another premium, not one digit off a carried number |

Refused: a premium not named on the value's line (`£46.50/h` alone), a base written after it or
two lines up, a value one digit off the product (`£46.60/h`).
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Operand, Occurrence
from .computed.wide import first_reached, late_search_bounds, late_target
from .decimal_text import printed
from .layout import line_bounds

__all__ = ["PREMIUMS", "explain_worded_multiple"]

MIN_DIGITS: Final = 2  # significant digits the value must write
MAX_BASES: Final = 4  # resolved numbers before it (its line and the line before) tried as bases
# the premiums named in words, by their factor
PREMIUMS: Final = {
    "half": Decimal("1.5"), "quarter": Decimal("1.25"), "double": Decimal(2), "triple": Decimal(3),
}
# `time and a half`, `time-and-a-half`, `time and a quarter`; `double time`, `double-time`,
# `triple time`: a word or two between fixed words, no nested repetition (linear)
_PREMIUM: Final = re.compile(
    r"\btime[ \t-]+and[ \t-]+a[ \t-]+(half|quarter)\b|\b(double|triple)[ \t-]+time\b", re.IGNORECASE | re.ASCII,
)


def explain_worded_multiple(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
    """The value as a base of its line or the line before times a premium its line names in words
    (the module's docstring), or None. Tried before the narrow rules (`basis._explain_one`)."""
    occ = late_target(reading, i, MIN_DIGITS)
    text = reading.text
    if occ is None or not reading.names_time:
        return None
    line_start, _ = line_bounds(text, occ.start)
    named = [m for m in _PREMIUM.finditer(text, line_start, occ.start)]
    if not named:
        return None
    floor = text.rfind("\n", 0, max(line_start - 1, 0)) + 1 if line_start > 0 else 0  # the line before
    bases = [o for o in reading.occurrences[max(0, i - 16):i]
             if o.start >= floor and o.number > 0 and (o.value in known or o in computed_here)][-MAX_BASES:]
    bounds = late_search_bounds(reading, i, known, computed_here) if bases else None
    if bounds is None:
        return None
    quantum, near = bounds
    factors = {(m.group(1) or m.group(2)).lower() for m in named}
    # (the chance test: a one-digit neighbour is reached by a premium as well, named or not; only a named one tells)
    told = first_reached(((base.number * factor, (base, word, factor) if word in factors else None)
                          for base in bases for word, factor in PREMIUMS.items()), occ.number, quantum, near)
    if told is None:
        return None
    base, word, factor = told
    phrase = next(m.group(0) for m in named if (m.group(1) or m.group(2)).lower() == word)
    return Derivation("worded-multiple", f"{base.value} x {printed(factor)} ({phrase}) = {occ.value}",
                      (written_operand(base), Operand(phrase, "answer", "a premium named in words")))
