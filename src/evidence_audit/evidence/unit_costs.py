"""A cost per a unit of measure from an amount and a quantity the conversation settled (round 24):
`unit-cost`.

People price a thing per unit after they have totalled it: `£316.64 for 216.1 L` then, asked the
average, `£1.465/L`; `937 mi` in one answer, `$48.14 + $43.86 + $46.37 = $138.37` in the next and
`**Per mile:** $0.148`, `**Per km:** $0.092`. The `rate` rule divides an amount by a quantity both
written in the value's sentence; here the amount and the quantity may stand in the previous answer,
and the unit the value is per may be its line's label (`Per km:`), the quantity converted to it by
the units' exact factor (or a spelling of it to 4 digits or more, `1.609`).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `unit-cost` (late) | `£316.64 for 216.1 L.` ... `£1.465/L`; `937 mi` ... `$138.37` ... `**Per km:** $0.092` | an amount (3 significant digits or more with 2 places or more, or 2 with 3 places: `$0.092`) written per a unit of length, area, volume or mass (`/L`, ` a mile`, ` per kg`, or its line's `Per km:` before it): one of the last 4 resolved amounts written before it in its answer or settled by the previous answer, over one of the last 4 resolved quantities of that unit's dimension written before it or by the previous answer (a result of the previous answer's own equation counts: `12,405 to 13,342 = 937 mi`), converted; rounded to the value's places | a value equal to such a quotient with no one-digit neighbour another pair of that pool reaches, not one digit off a carried number |

(cashew44) The unit after the value may follow the amount's own currency mark written after it, an
ISO code or a sign (`118.24 INR/kg`, `1.47 EUR per litre`): the value is an amount already.

(avocado45) An amount is also a number with an active ISO 4217 code after it (`1,950,900 RWF` ...
`451.60 RWF/kg`): the `amounts` dial marks a few common codes only (`amounts._CODES`).
(mend45e) An amount operand that wears a code after it wears the value's (written after the value or
right before it): `5,760 KGS` (kilograms in capitals, read as the Kyrgyz som) is no operand of
`1,714.29 KES/t`, nor `678,240 USD` of `117.75 EUR/kg`; a code the dial does not mark counts only when
the value wears it too.

(shapes46) A price per a counted thing, its word written right after the value (`Mean 25.12 INR a
bundle`, `$3.10/crate`; no unit of measure): its quantity is a count of the same word, singular or
plural (`4,270 bundles` before it: 107,270 / 4,270), the same pools, places and chance test. Refused: a
count of another word (`427,000 leaves`), a word glued to the value, a label's word.

Never time (a rate per hour from a day is `period-length`'s), never a quantity in a currency.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Container, Sequence
from decimal import Decimal, InvalidOperation
from typing import Final

from .amounts import MONEY_SIGN_CLASS
from .computed.reading import AnswerReading, written_operand
from .glued_amounts import is_iso_code
from .computed.values import Derivation, Operand, Occurrence, decimal_places, EarlierValue, _print
from .computed.wide import first_reached, late_search_bounds, late_target
from .layout import line_bounds
from .normalize import normalize_token
from .units import factors, unit_of

__all__ = ["explain_unit_cost"]

MIN_DIGITS: Final = 2  # significant digits the value must write: 3, or 2 written to 3 places (`$0.092`)
MAX_POOL: Final = 4  # amounts, and quantities, of each source a search takes
MIN_SPELLED_DIGITS: Final = 4  # significant digits of a factor's spelling a search takes (`1.609`, not `1.6`)
# the unit the value is per, right after it: `/L`, `/km`, ` a mile`, ` per kg` (a letter word of 1-12)
# (cashew44) or after the amount's own currency mark, an ISO code or a sign written after it (`118.24
# INR/kg`, `1.47 EUR per litre`, `2,50 € / kg`): the value is an amount already (the rule asks), the
# mark is its currency, the word after the slash its unit
_PER_AFTER: Final = re.compile(r"(?:\*\*)?(?:[ \t\u00a0]?(?:[A-Z]{3}|[" + MONEY_SIGN_CLASS + r"]))?"
                               r"(?:[ \t]?/[ \t]?|[ \t]+(?:per|a|an)[ \t]+)([A-Za-z]{1,12})\b", re.ASCII)
_GLUED_UNIT: Final = re.compile(r"[A-Za-z]{1,12}", re.ASCII)
# its line's label right before it: `**Per mile:** $`, `per km: `, `Cost per litre = ` (at most 16
# characters of marks and a currency between the label and the value's first digit)
_PER_LABEL: Final = re.compile(r"\bper[ \t]+([A-Za-z]{1,12})\b[^A-Za-z0-9\n]{0,16}\Z", re.ASCII | re.IGNORECASE)
# a quantity with its unit: `216.1 L`, `3,162 km`, `937 mi` (thousands grouped or not)
_QUANTITY: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)[ \t]?([A-Za-z]{1,12})\b", re.ASCII)


# (avocado45) an active ISO 4217 code written right after a number (`1,950,900 RWF`, `451.60 RWF/kg`):
# an amount, whatever the `amounts` dial's few codes (`amounts._CODES`) mark
_CODE_AFTER: Final = re.compile(r"(?:\*\*)?[ \t\u00a0]?([A-Z]{3})(?![A-Za-z])", re.ASCII)


# (mend45e) an active ISO 4217 code written right before a number (`XOF 117.75/kg`, `**KES** 1,714`)
_CODE_BEFORE: Final = re.compile(r"(?<![A-Za-z])([A-Z]{3})(?:\*\*)?[ \t\u00a0]?(?:\*\*)?\Z", re.ASCII)


def _code_after(text: str, end: int) -> str:
    """(avocado45) The active ISO 4217 code the number ending at `end` wears after it, or ``."""
    m = _CODE_AFTER.match(text, end)
    return m.group(1) if m is not None and is_iso_code(m.group(1)) else ""


def _coded(text: str, end: int) -> bool:
    """(avocado45) Whether the number ending at `end` wears an active ISO 4217 code after it."""
    return _code_after(text, end) != ""


def _value_code(text: str, occ: Occurrence) -> str:
    """(mend45e) The active ISO 4217 code the value wears, after it or right before it, or ``."""
    after = _code_after(text, occ.end)
    if after:
        return after
    m = _CODE_BEFORE.search(text, max(0, occ.start - 8), occ.start)
    return m.group(1) if m is not None and is_iso_code(m.group(1)) else ""


def _same_currency(text: str, o: Occurrence, value_code: str) -> bool:
    """(mend45e) Whether `o` is an amount in the value's currency as far as the codes written say: a
    code after it is the value's code, or (an amount the `amounts` dial marks) the value wears none;
    no code after it, an amount the dial marks. A code the dial does not mark counts only when the
    value wears it too: `5,760 KGS` (kilograms in capitals, or the som) is no operand of a price in
    `KES/t`, nor `678,240 USD` of one in `EUR/kg`."""
    code = _code_after(text, o.end)
    if not code:
        return o.amount
    return code == value_code or (o.amount and not value_code)


def _own_unit(text: str, occ: Occurrence) -> tuple[str, str] | None:
    """The (dimension, unit) the value is per: written after it, else its line's label before it."""
    glued = _GLUED_UNIT.match(text[occ.start:occ.end].partition("/")[2])  # glued to it, one token: `1.465/L`
    m = None if glued is not None else _PER_AFTER.match(text, occ.end)
    word = glued.group(0) if glued is not None else m.group(1) if m is not None else None
    after = word if glued is None else None
    if word is None or unit_of(word) is None:
        line_start, _ = line_bounds(text, occ.start, occ.end)
        label = _PER_LABEL.search(text[max(line_start, occ.start - 64):occ.start])
        word = label.group(1) if label is not None else None
    found = unit_of(word) if word is not None else None
    if found is None and after is not None and (word is None or word == after):
        # (shapes46) a count's word right after it (`25.12 INR a bundle`, `$3.10/crate`): per one of the
        # things a count of the same word counts (`4,270 bundles`), the quantity its operand
        return _COUNTED, _count_key(after)
    return found if found is not None and found[0] != "time" else None


# (shapes46) the dimension of a price per a counted thing (`a bundle`): its quantity is a count written
# with the same word, singular or plural (`4,270 bundles`), the factor 1
_COUNTED: Final = "counted"
_PLURAL_ES: Final = ("ches", "shes", "xes", "sses", "zes")


def _count_key(word: str) -> str:
    """A count's word without its plural ending, lower case (`bundles`, `bundle`: `bundle`; `boxes`: `box`)."""
    lower = word.lower()
    if lower.endswith(_PLURAL_ES):
        return lower[:-2]
    if lower.endswith("s") and not lower.endswith("ss") and len(lower) > 3:
        return lower[:-1]
    return lower


def _unit_of_word(word: str, own: tuple[str, str]) -> tuple[str, str] | None:
    """The (dimension, unit) of a quantity's word: a unit of measure, or (shapes46) for a price per a
    counted thing, the same counted word (no unit of measure)."""
    unit = unit_of(word)
    if own[0] == _COUNTED:
        return (_COUNTED, own[1]) if unit is None and _count_key(word) == own[1] else None
    return unit


def _significant(digits: str) -> int:
    return len(digits.replace(".", "").lstrip("0"))


def _factors(source: str, target: str) -> list[Decimal]:
    """The factors taking a quantity in `source` to `target`: 1 for the same unit, else the exact
    one and the spellings of it or of its inverse to `MIN_SPELLED_DIGITS` digits or more."""
    if source == target:
        return [Decimal(1)]
    exact = factors(source, target)
    if not exact:
        return []
    out = [exact[0]]
    out += [f for f in exact[1:] if _significant(str(f)) >= MIN_SPELLED_DIGITS]
    out += [1 / f for f in factors(target, source)[1:] if _significant(str(f)) >= MIN_SPELLED_DIGITS]
    return out


def explain_unit_cost(
    reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
    previous: Sequence[EarlierValue], previous_text: str, previous_unsettled: Container[str],
) -> Derivation | None:
    """The value as an amount over a quantity of the unit it is per (the module's docstring), or
    None. `previous` are the previous answer's settled numbers, `previous_text` its text,
    `previous_unsettled` its flagged numbers (a quantity of it no candidate, `937 mi`, is settled)."""
    occ = late_target(reading, i, MIN_DIGITS)
    text = reading.text
    if occ is None or not (occ.amount or _coded(text, occ.end)):
        return None
    own = _own_unit(text, occ)
    if own is None:
        return None
    places = decimal_places(occ.digits)
    if places < 2 or (places < 3 and _significant(occ.digits) < 3):
        return None
    before = [o for o in reading.occurrences[max(0, i - 32):i] if o.number > 0 and (o.value in known or o in computed_here)]
    value_code = _value_code(text, occ)
    amounts: list[tuple[Decimal, str, Operand]] = [
        (o.number, o.value, written_operand(o)) for o in before if _same_currency(text, o, value_code)][-MAX_POOL:]
    amounts += [(p.number, p.value, Operand(p.value, "answer", "the previous answer"))
                for p in previous if p.amount and p.number > 0][-MAX_POOL:]
    quantities: list[tuple[Decimal, str, str, Operand]] = []
    for o in before:
        if o.amount or _coded(text, o.end):
            continue
        m = _QUANTITY.match(text, o.start)
        unit = _unit_of_word(m.group(2), own) if m is not None else None
        if unit is not None and unit[0] == own[0]:
            quantities.append((o.number, o.value, unit[1], written_operand(o)))
    quantities = quantities[-MAX_POOL:]
    said: list[tuple[Decimal, str, str, Operand]] = []
    for m in _QUANTITY.finditer(previous_text):
        unit = _unit_of_word(m.group(2), own)
        value = normalize_token(m.group(1))
        if unit is None or unit[0] != own[0] or value in previous_unsettled:
            continue
        try:
            number = Decimal(value)
        except InvalidOperation:
            continue
        if number > 0:
            said.append((number, value, unit[1], Operand(value, "answer", "the previous answer")))
    quantities += said[-MAX_POOL:]
    bounds = late_search_bounds(reading, i, known, computed_here) if amounts and quantities else None
    if bounds is None:
        return None
    quantum, near = bounds
    # (the chance test: a one-digit neighbour is reached as well; every number of the pools is positive)
    told = first_reached(((a_number / (q_number * factor), (q_value, q_unit, q_operand, factor, a_value, a_operand))
                          for q_number, q_value, q_unit, q_operand in quantities for factor in _factors(q_unit, own[1])
                          for a_number, a_value, a_operand in amounts if a_value != occ.value), occ.number, quantum, near)
    if told is None:
        return None
    q_value, q_unit, q_operand, factor, a_value, a_operand = told
    scaled = q_value if factor == 1 else f"({q_value} {q_unit} x {_print(round(factor, 6))} {own[1]}/{q_unit})"
    return Derivation("unit-cost", f"{a_value} / {scaled} = {occ.value}", (a_operand, q_operand))
