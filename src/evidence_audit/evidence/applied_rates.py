"""The `applied-rate` arithmetic rule (round 21): a rate per unit the value's sentence writes before
it, times the quantity of that unit written last before that sentence.

A farm agent works out a quantity on one line and prices it on the next: `Extra: (10.2 − 7.4) ×
9.6 ha = 26.88 t`, then `At $181.20/t: $4,870.66`; a grain answer says `you've got 38.20 t` and
then `At today's spot bid of $598.30/t that's roughly $22,855.06`; the next answer `Handling is
$6.50/t, so $248.30 off the top` (38.20 t again). People do not write the quantity again once it
was said. The `rate` rule of `computed/` pairs a rate and a quantity of the value's sentence;
`quoted-rate` a quantity of the sentence with a rate quoted before it; this is the third way round:
the rate in the sentence, the quantity before it.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `applied-rate` | `= 26.88 t` (line above) ... `At $181.20/t: $4,870.66` | the LAST rate per a unit (`$181.20/t`, `$6.50 per t`) written in the value's sentence before it, times the LAST quantity of that unit (`26.88 t`, not `2.36 t/ha`, a rate) written before that sentence in this answer, or, when this answer wrote none, in the previous answer; rate and quantity resolved where they were written; exact, or rounded half up to the 2+ places written | a value equal to that one product |

The other way round (`spread_rate`): a value written per a unit right after it (`$187.77 per
hectare`, `$14.66/ha`) as one of the last two settled numbers before it on its line over the last
quantity of that unit written before its sentence (`138 × $61.50 = $8,487.00; that is $187.77 per
hectare` after the previous answer's `45.2 ha`), rounded half up to the 2+ places written.

Units compare by their canonical spelling (`units.py`: `ha` and `hectare`, `ac` and `acres`, `t` and
`tonnes`), else in lower case without a plural `s`. One product is tried per value, so a value one digit off it, or off the product of another quantity
of the unit written earlier, stays flagged. (brandy36) A rate may follow the value right after it,
after `at` (`4. Paid: 696,150 AMD at 450 a kg` after `3. Total: 1,547.0 kg`), and a rate may be
written `450 a kg`. Refused: a rate further after the value, a rate or quantity that
stayed unsupported, a quantity of another unit (`$6.50/t` for `40.0 acres`), a zero quantity, a
value of fewer than two places that is not the exact product. (mend36b) Where the value's line names
the label of lines writing a quantity of the unit (`3. Paid for grade A: ... at 450 a kg` after `1.
Grade A: 1,547.0 kg` and `2. Grade B: 1,200.0 kg`), the quantity is that label's, not the last;
refused where it names two. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal
from typing import Final, NamedTuple

from .normalize import normalize_token
from .quoted_rates import _fits  # exact, or rounded half up to the 2+ places written
from .units import unit_of
from .word_keys import whole_word

__all__ = ["AppliedRate", "applied_rate", "spread_rate"]

_NUMBER: Final = r"([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)"
# A rate per a unit: `$181.20/t`, `$6.50 per t`, `€0.25 per kWh`, `$1.18/L`; (brandy36) `450 a kg`.
_PER: Final = r"(?:[ \t]*\*\*)?(?:[ \t]*/[ \t]*|[ \t]+per[ \t]+|[ \t]+an?[ \t]+)([A-Za-z]{1,12})\b"
_RATE: Final = re.compile(r"(?<![0-9.,])" + _NUMBER + _PER)
# (brandy36) the rate a value is written at, right after it on its line: `696,150 AMD at 450 a kg`,
# `$4,870.66 at $181.20/t` (the value's currency code or sign, then `at`, then the rate)
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_AT_RATE: Final = re.compile(
    r"(?:\*\*)?(?:[ \t]*+(?:(?:[A-Z]{3}|[^\w\s.,;:()])(?:\*\*)?|\*\*)[ \t]++|[ \t]++)at[ \t]+(?:[A-Z]{3}[ \t]?|[^\w\s.,;:()][ \t]?)?"
    r"(?P<rate>[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)(?:[ \t]?(?:[A-Z]{3}|[^\w\s.,;:()]))?" + _PER)
# A quantity with its unit: `26.88 t`, `1,377 L`, `38.20 t wet`; not an amount (`$4.20`), not a
# rate (`2.36 t/ha`, `12 kg per ha`), not the number of a name (`F-112`).
_QUANTITY: Final = re.compile(
    r"(?<![0-9.,$\u20ac\u00a3\u00a5A-Za-z_-])" + _NUMBER + r"[ \t]?([A-Za-z]{1,12})\b(?![ \t]*/|[ \t]+per\b)"
)


# A value written per a unit: `$187.77 per hectare`, `$13.53/ac`, `427,434 seeds/ha` (one word between).
_PER_AFTER: Final = re.compile(r"(?:\*\*)?(?:[ \t]?[A-Za-z]{2,12})?(?:[ \t]*/[ \t]*|[ \t]+per[ \t]+)([A-Za-z]{1,12})\b")
# The numbers written before a value in its clause (the last MAX_AMOUNTS are tried).
_WRITTEN: Final = re.compile(r"(?<![0-9.,A-Za-z_-])" + _NUMBER + r"(?![0-9])")
_DIGITS: Final = re.compile(_NUMBER)
MAX_AMOUNTS: Final = 2
# (mend36b) the label a line starts with, after a list mark: `1. Grade A: 1,547.0 kg`, `- **Cask K-9**: 188.4 L`
_LABEL: Final = re.compile(r"[ \t]*(?:[-*\u2022|][ \t]*|[0-9]{1,2}[.)][ \t]*)?(?:\*\*)?([^\W\d_][^:\n*]{0,40}?)(?:\*\*)?[ \t]*:")
MAX_AMOUNT_REACH: Final = 160  # characters before the value an amount may stand, on its line


class AppliedRate(NamedTuple):
    expression: str  # `26.88 x 181.2`
    quantity: str  # normalized, as written
    quantity_where: str  # `answer offset N` or `the previous answer`
    rate: str  # normalized
    rate_at: int


def _unit_key(unit: str) -> str:
    """A unit's canonical spelling (`units.py`: `hectare`, `ha` -> `ha`; `ac`, `acres` -> `acre`;
    `tonnes`, `t` -> `t`), else lower case without a plural `s` (`seats` -> `seat`)."""
    known = unit_of(unit)
    if known is not None:
        return known[1]
    unit = unit.lower()
    return unit[:-1] if len(unit) > 2 and unit.endswith("s") else unit


def _quantity_of(text: str, start: int, unit: str, settled: Callable[[str], bool], previous: str,
                 previous_settled: Callable[[str], bool], said: str = "") -> tuple[tuple[str, int] | None, str]:
    """The last quantity of `unit` written in text[:start] and where (`answer offset N`), or, when
    text[:start] writes no quantity of that unit, the previous answer's last. (mend36b) Where `said`
    (the value's line before it, lower case) names the labels of lines writing a quantity of the unit (`Paid
    for grade A` after `1. Grade A: 1,547.0 kg` and `2. Grade B: 1,200.0 kg`), that label's last
    quantity; none where it names two."""
    named = _named_quantity(text, start, unit, said) if said else None
    if named is not None:
        return (named if named[1] >= 0 and settled(named[0]) else None), f"answer offset {named[1]}"
    quantity = _last_quantity(text, start, unit, settled)
    if quantity is not None:
        return quantity, f"answer offset {quantity[1]}"
    if previous and not any(_unit_key(m.group(2)) == unit for m in _QUANTITY.finditer(text, 0, start)):
        return _last_quantity(previous, len(previous), unit, previous_settled), "the previous answer"
    return None, ""


def _named_quantity(text: str, end: int, unit: str, said: str) -> tuple[str, int] | None:
    """(mend36b) The last quantity of `unit` in text[:end] on a line whose label `said` names (a
    whole word), or ("", -1) where `said` names the labels of two such lines; None where it names none."""
    found: dict[str, tuple[str, int]] = {}
    for m in _QUANTITY.finditer(text, 0, end):
        if _unit_key(m.group(2)) != unit:
            continue
        label = _LABEL.match(text, text.rfind("\n", 0, m.start()) + 1)
        name = label.group(1).strip().lower() if label is not None and label.end() <= m.start(1) else ""
        if name and whole_word(name, said):
            found[name] = (normalize_token(m.group(1)), m.start(1))
    if not found:
        return None
    return next(iter(found.values())) if len(found) == 1 else ("", -1)


def _last_quantity(text: str, end: int, unit: str, settled: Callable[[str], bool]) -> tuple[str, int] | None:
    """The last quantity of `unit` written in text[:end] (normalized, its offset), when settled."""
    last: tuple[str, int] | None = None
    for m in _QUANTITY.finditer(text, 0, end):
        if _unit_key(m.group(2)) == unit:
            last = (normalize_token(m.group(1)), m.start(1))
    if last is None or not settled(last[0]):
        return None
    return last


def applied_rate(
    text: str,
    start: int,
    value_at: int,
    number: Decimal,
    places: int,
    settled: Callable[[str], bool],
    previous: str = "",
    previous_settled: Callable[[str], bool] = lambda value: False,
    value_end: int = -1,
) -> AppliedRate | None:
    """`number` (written at `value_at`, in the sentence starting at `start`) as the last settled
    rate per a unit written in text[start:value_at] times the last quantity of that unit written in
    text[:start], or, when there is none, in `previous` (the previous answer); (brandy36) or, with
    no rate before it, the rate it is written at right after it (`value_end`: `696,150 AMD at 450 a
    kg`)."""
    if number <= 0:
        return None
    rate = None
    for m in _RATE.finditer(text, start, value_at):
        if m.end() <= value_at and m.start(1) != value_at:
            rate = m
    if rate is None and value_end >= 0:
        rate = _AT_RATE.match(text, value_end)
    if rate is None:
        return None
    rate_value = normalize_token(rate.group(1))
    if not settled(rate_value):
        return None
    unit = _unit_key(rate.group(2))
    said = text[text.rfind("\n", 0, value_at) + 1:value_at].lower()  # (mend36b) the value's line before it
    quantity, where = _quantity_of(text, start, unit, settled, previous, previous_settled, said)
    if quantity is None:
        return None
    q = Decimal(quantity[0])
    if q == 0 or not _fits(Decimal(rate_value) * q, number, places):
        return None
    return AppliedRate(f"{quantity[0]} x {rate_value}", quantity[0], where, rate_value, rate.start(1))


def spread_rate(
    text: str,
    start: int,
    value_at: int,
    value_end: int,
    number: Decimal,
    places: int,
    settled: Callable[[str], bool],
    previous: str = "",
    previous_settled: Callable[[str], bool] = lambda value: False,
) -> AppliedRate | None:
    """The other way round: `number`, written per a unit right after it (`$187.77 per hectare`),
    as one of the last MAX_AMOUNTS settled numbers written before it on its line (within
    MAX_AMOUNT_REACH characters) over the last quantity of that unit written in text[:start], or,
    when there is none, in `previous`; rounded half up to the 2+ places written."""
    if number <= 0 or places < 2:
        return None
    digits = _DIGITS.match(text, value_at)
    per = _PER_AFTER.match(text, digits.end() if digits is not None else value_end)
    if per is None:
        return None
    unit = _unit_key(per.group(1))
    quantity, where = _quantity_of(text, start, unit, settled, previous, previous_settled)
    if quantity is None or Decimal(quantity[0]) == 0:
        return None
    q = Decimal(quantity[0])
    line = max(text.rfind("\n", 0, value_at) + 1, value_at - MAX_AMOUNT_REACH)
    amounts = [m for m in _WRITTEN.finditer(text, line, value_at) if m.end() < value_at]
    for m in amounts[-MAX_AMOUNTS:]:
        amount = normalize_token(m.group(1))
        if settled(amount) and _fits(Decimal(amount) / q, number, places):
            return AppliedRate(f"{amount} / {quantity[0]}", quantity[0], where, amount, m.start(1))
    return None
