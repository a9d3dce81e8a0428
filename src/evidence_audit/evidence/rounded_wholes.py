"""`rounded-whole`: a whole count written right after the quotient it rounds (surgical37).

Blanks, cartons, loads and trips come whole: an answer writes the quotient, then the count it takes
(`1,600 / 0.98 = 1632.65، یعنی **1633 بلینک**`, `= 12.25, so 13 cartons`, `≈ 61.3 → 62 loads`). The
count is the quotient rounded up, or rounded to the nearest whole; it restates that number, the
answer's own step, in no new way. No rule read it: the quotient is no operand of a product or a sum.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `rounded-whole` | `1,600 / 0.98 = 1632.65، یعنی **1633 بلینک**`; `14,720 / 240 = 61.33, so 62 loads` | the number written right before it on its line (at most `MAX_GAP` characters between, no digit, no line break), resolved, written with a fraction and not whole: its ceiling, or its nearest whole (half up) | a value equal to the ceiling or the nearest whole of the quotient written right before it |

A floor that is neither (`1632` for 1632.65: a count rounded down where the answer needs enough)
stays flagged, as a count one off either way does. (mend37c, review37 D9) A count, not an amount:
the value is no currency amount and the word right after it (past `**`) names what it counts, a
word that is no currency and not the quotient's own word (`222.12 EUR, deposit 223 EUR` stays
flagged, as `= 61.33 h, so 62 h`); and the narrow rules' chance test (`clear_of_carried`: no
carried number one digit off it). Pure.

(quarry42) Two more ways people write it. A yield comes whole by rounding DOWN where the rules say so:
the good slates a block gives (`m3 x 420 x 0.85, rounded down`), the jars a batch fills; where a
person states a rounding down (`StatedRoundings.floors_count`: `rounded down`, `round it down`, on a line
naming the counted word, none stating that word rounded up: mend42b, review42 D9; a bare count only
where no one states a rounding up), the quotient's floor is taken too (`7.812 × 420 × 0.85 = 2,788.88 → **2,788**`); where no one does, a
floor stays flagged as above. And an arrow is the answer's own rounding step: a count written right
after `→` (or `->`, `=>`) with no word after it (`= 4,962.3 → 4,962`, a line's end), where the
quotient has no word after it either, needs no counted word. Their price: an invented count equal
to the floor of the quotient before it where the rules round down; a whole after an arrow equal to
its quotient's ceiling or nearest whole.

(rope42) And what the whole count holds, written right after it (`1,500 ÷ 220 = 6.82 → 7 (1,540 m)`,
`mita 1,500 ÷ 220 = 6.82 → nadi **7** (mita 1,540)`, `= 12.25, so 13 cartons (156 bottles)`): the
count, the ceiling of the quotient right before it (mend42b, review42 D4: not its nearest whole; 4 coils
of 400 m for 1,700 m hold too little) (`A / B` written and verified on
its line), times that quotient's divisor B (`explain_rounded_capacity`, under `rounded-whole`); the
count at most `MAX_GAP` characters after the quotient and the value as near after the count, no digit
between either, no line break. Its price: an invented value equal to the rounded count times the
divisor it was divided by; a floor, a count one off, a product one digit off stay flagged.
"""

from __future__ import annotations

import re
from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, Decimal
from typing import Final

from .computed.reading import AnswerReading, carried_neighbours, clear_of_carried, written_operand
from .computed.values import Derivation
from .glued_amounts import is_currency_word, is_iso_code
from .stated_doses import StatedRoundings

__all__ = ["MAX_GAP", "explain_rounded_whole", "explain_rounded_capacity"]

_ARROWS: Final = ("\u2192", "->", "=>")  # (quarry42) an arrow between the quotient and its whole: the answer's rounding step
MAX_GAP: Final = 24  # characters between the quotient and the count (`, so **`, `، یعنی **`)
# the word right after a number, past emphasis marks and spaces (`2347 بلینک`, `**2,347** blanks`)
_WORD_AFTER: Final = re.compile(r"[*_ \t\u00a0]*([^\W\d_]+)")


def explain_rounded_whole(reading: AnswerReading, i: int, known: set[str], floors: StatedRoundings | None = None) -> Derivation | None:
    """The `rounded-whole` derivation of occurrence `i`, or None (module docstring)."""
    if i == 0:
        return None
    occ = reading.occurrences[i]
    if "." in (occ.digits or occ.value) or occ.number != occ.number.to_integral_value() or occ.number < 2:
        return None
    before = reading.occurrences[i - 1]
    if before.value not in known or "." not in (before.digits or before.value):
        return None
    if before.number == before.number.to_integral_value() or before.number <= 0:
        return None
    gap = reading.text[before.end : occ.start]
    if len(gap) > MAX_GAP or "\n" in gap or any(c.isdigit() for c in gap):
        return None
    counted = _word_after(reading.text, occ.end)
    if occ.amount:
        return None  # (mend37c) an amount
    if not counted:
        # (quarry42) a bare whole after the answer's arrow, its quotient bare too (`= 4,962.3 → 4,962`)
        if not any(a in gap for a in _ARROWS) or _word_after(reading.text, before.end):
            return None  # (mend37c) a number naming nothing it counts
    elif is_currency_word(counted) or is_iso_code(counted):
        return None  # (mend37c) an amount
    elif counted.lower() == _word_after(reading.text, before.end).lower():
        return None  # the quotient's own unit: a rounded measure, not a count of a new thing
    up = before.number.to_integral_value(rounding=ROUND_CEILING)
    near = before.number.to_integral_value(rounding=ROUND_HALF_UP)
    if occ.number == up:
        how = f"{before.value} rounded up"
    elif occ.number == near:
        how = f"{before.value} rounded"
    elif floors is not None and occ.number == before.number.to_integral_value(rounding=ROUND_FLOOR) and floors.floors_count(counted, _operands_of(reading, before.at)):
        how = f"{before.value} rounded down (as the rules state)"
    else:
        return None
    if not clear_of_carried(reading, occ, i):
        return None
    return Derivation("rounded-whole", f"{how} = {occ.value}", (written_operand(before),))


def explain_rounded_capacity(reading: AnswerReading, i: int, known: set[str]) -> Derivation | None:
    """(rope42) The rounded count right before the value times the divisor of the quotient it rounds
    (module docstring), or None."""
    if i < 2:
        return None
    occ, count, quotient = reading.occurrences[i], reading.occurrences[i - 1], reading.occurrences[i - 2]
    if occ.amount or count.amount or occ.number <= 0:
        return None
    if count.number != count.number.to_integral_value() or count.number < 2 or "." in (count.digits or count.value):
        return None
    relation = reading.relations.get(quotient.at)
    if relation is None or len(relation.operands) != 2 or " / " not in relation.expression:
        return None
    text = reading.text
    for start, end in ((quotient.end, count.start), (count.end, occ.start)):
        gap = text[start:end]
        if len(gap) > MAX_GAP or "\n" in gap or any(c.isdigit() for c in gap):
            return None
    exact = Decimal(relation.operands[0][0]) / Decimal(relation.operands[1][0])
    if count.number != exact.to_integral_value(rounding=ROUND_CEILING):
        return None  # (mend42b, review42 D4) containers to hold it all: the ceiling only, never 4 coils for 4.25
    divisor = Decimal(relation.operands[1][0])
    if count.number * divisor != occ.number:
        return None
    # the chance test, the quotient's own dividend aside: whole containers hold a little more than
    # it (`1,500 m` in 7 coils of 220 is 1,540: one digit off it by its nature, not a misread)
    neighbours = carried_neighbours(reading, occ, i)
    if neighbours is None or neighbours - {relation.operands[0][0]}:
        return None
    return Derivation("rounded-whole", f"{count.value} ({relation.expression}, whole) x {relation.operands[1][0]} = {occ.value}",
                      (written_operand(count), written_operand(quotient)))


def _word_after(text: str, end: int) -> str:
    """The word written right after offset `end` (past `**` and spaces, on its line), or ''."""
    m = _WORD_AFTER.match(text, end)
    return m.group(1) if m is not None else ""


def _operands_of(reading: AnswerReading, at: int) -> tuple[str, ...]:
    """(mend42b) The operands of the verified equation whose result stands at `at`, or ()."""
    relation = reading.relations.get(at)
    return tuple(o[0] for o in relation.operands) if relation is not None else ()
