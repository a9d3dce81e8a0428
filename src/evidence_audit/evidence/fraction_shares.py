"""(round 25) The `fraction-of` arithmetic rule: a number the value's sentence takes a written
fraction of (`3/12 of the range`, `2/3 of the budget`, `1/4 del total`).

People work with fractions of a whole they found a turn before: the rule of twelfths (`1/12 + 2/12
= 3/12 of the range has come in: 0.9 + 0.925`, the range `3.7 m` from the previous answer), a third
of a budget, three quarters of a tank, a fifth of a bill. The fraction is written; the whole is a
number the conversation settled (written before the value in its answer, resolved, or by the
previous answer: its resolved numbers and its last `MAX_WRITTEN` numbers as written), not beside the value, so the `written` rule does not read the product.

The value: a number of 2 or more significant digits, after a fraction `a/b` written in its sentence
before it and followed by `of` (or `de`, `del`, `du`, `des`, `di`, `della`, `von`, `der`): a < b,
b up to 100; the last `MAX_FRACTIONS` such fractions. The product, whole x a / b, rounded half up
to the value's places.

The wholes are tried in two tiers, each with its own chance test: first the numbers written right
after the noun the fraction names (`of the range` ... `a range of 3.7 m`), then every number of the
pool. Refused (the chance test): any base of the tier through any of those fractions reaching a one-digit
neighbour of the value; and the late tries' refusals (one digit off a carried number, a slip of the
local step). Its price: an invented number equal to a written fraction of a number the conversation
settled, none of its neighbours so reached. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading, number_occurrences, written_operand
from .computed.values import Derivation, Operand, Occurrence, decimal_places, EarlierValue
from .computed.wide import late_search_bounds, late_target
from .expressions import rounded_reach
from .layout import sentence_start

__all__ = ["explain_fraction_of"]

MIN_DIGITS: Final = 2
MAX_FRACTIONS: Final = 2  # fractions of the value's sentence tried (the latest)
MAX_WRITTEN: Final = 8  # resolved numbers written before the value that are wholes (the latest)
MAX_PREVIOUS_TEXT: Final = 4000  # characters of the previous answer's end read for its numbers
MAX_NAMED_LOOKS: Final = 64  # places of the named noun read per text (a hostile answer repeats it)
MAX_BACK: Final = 240  # characters before the value its sentence is read over at most

# A fraction of a whole: `3/12 of`, `2/3 of the`, `1/4 del`, `3/4 von` (groups: numerator,
# denominator); not part of a date or a longer number (`12/03/2026`, `1.3/4`).
_FRACTION_OF: Final = re.compile(
    r"(?<![0-9./])([0-9]{1,2})/([0-9]{1,3})(?![0-9/.])[ \t]+(?:of|de|del|du|des|di|della|dello|von|der)\b",
    re.IGNORECASE,
)


# The noun right after the fraction's `of` (`of the range`, `del total`, `of her budget`; group: the noun).
_NOUN: Final = re.compile(r"[ \t]+(?:(?:the|a|an|your|our|his|her|their|its|this|that|el|la|los|las|le|les|il|lo|die|das)[ \t]+)?([A-Za-z]{3,20})")
# A number labelled by the noun just before it: ` of **3.7 m**`, `: 3.7`, ` is 3.7`, ` = 3.7`, ` 3.7`
# (group: the number, a point for its decimals).
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_LABELLED: Final = re.compile(r"s?[ \t]*+(?:of|is|was|=|:|de|est|ist|era)?[ \t*:]*+[$\u00a3\u20ac]?[ \t]*+([0-9]{1,9}(?:\.[0-9]{1,6})?)(?![0-9])")


def explain_fraction_of(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                        previous: list[EarlierValue], previous_text: str = "") -> Derivation | None:
    """The value as a written fraction of a number the conversation settled (the module's docstring),
    or None. A late try."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or "/" not in reading.text:
        return None
    text = reading.text
    start = max(sentence_start(text, occ.start), occ.start - MAX_BACK)
    fractions: list[tuple[int, int, str, int, int]] = []  # (a, b, as written, start, end)
    for m in _FRACTION_OF.finditer(text, start, occ.start):
        a, b = int(m.group(1)), int(m.group(2))
        if 0 < a < b <= 100:
            fractions.append((a, b, f"{a}/{b}", m.start(), m.end()))
    fractions = fractions[-MAX_FRACTIONS:]
    bounds = late_search_bounds(reading, i, known, computed_here) if fractions else None
    if bounds is None:
        return None
    _, near = bounds
    places = decimal_places(occ.digits)
    inside = [(f[3], f[4]) for f in fractions]
    written = [o for o in reading.occurrences[max(0, i - 32):i]
               if (o.value in known or o in computed_here) and o.number > 0 and o.number != occ.number
               and not any(lo <= o.at < hi for lo, hi in inside)][-MAX_WRITTEN:]
    pool: list[tuple[Decimal, Operand]] = [(o.number, written_operand(o)) for o in reversed(written)]
    pool += [(p.number, Operand(p.value, "earlier answer", "the previous answer")) for p in previous
             if p.number > 0 and p.number != occ.number]
    # the previous answer's short numbers too (`a range of 3.7 m`: under the digit minimum, never judged,
    # so not among its resolved ones), the last MAX_WRITTEN
    seen = {x for x, _ in pool}
    for o in number_occurrences(previous_text[-MAX_PREVIOUS_TEXT:])[-MAX_WRITTEN:][::-1]:
        if o.number > 0 and o.number != occ.number and o.number not in seen:
            seen.add(o.number)
            pool.append((o.number, Operand(o.value, "earlier answer", "the previous answer")))
    # the whole the fraction names first (`3/12 of the range` ... `a range of **3.7 m**`), then every whole
    named = _named_wholes(text[:occ.start], previous_text[-MAX_PREVIOUS_TEXT:], text, fractions[-1][4], occ.number)
    for tier in (named, pool):
        found: Derivation | None = None
        for a, b, how, _, _ in fractions:
            for whole, operand in tier:
                reach = rounded_reach(whole * a / b, places, occ.number, near)
                if reach is None:
                    return None  # the chance test: a neighbour is a fraction of a whole of this tier too
                if reach and found is None:
                    found = Derivation("fraction-of", f"{operand.value} x {how} = {occ.value}",
                                       (operand, Operand(how, "count", "the answer wrote the fraction")))
        if found is not None:
            return found
    return None


def _named_wholes(before: str, previous_text: str, text: str, after_fraction: int, value: Decimal) -> list[tuple[Decimal, Operand]]:
    """The numbers written right after the noun the fraction names (`of the range` names `range`: `a
    range of **3.7 m**`, `range: 3.7`), in the answer before the value and the previous answer."""
    noun = _NOUN.match(text, after_fraction)
    if noun is None:
        return []
    word = noun.group(1).lower()
    out: list[tuple[Decimal, Operand]] = []
    for source, where in ((before, "answer"), (previous_text, "earlier answer")):
        lowered = source.lower()
        at = lowered.find(word)
        looked = 0
        while at >= 0 and len(out) < MAX_WRITTEN and looked < MAX_NAMED_LOOKS:
            looked += 1
            m = _LABELLED.match(source, at + len(word))
            if m is not None and (at == 0 or not source[at - 1].isalpha()):
                try:
                    number = Decimal(m.group(1))
                except InvalidOperation:
                    number = Decimal(0)
                if number > 0 and number != value:
                    out.append((number, Operand(m.group(1), where, f"the {word} it names")))
            at = lowered.find(word, at + len(word))
    return out
