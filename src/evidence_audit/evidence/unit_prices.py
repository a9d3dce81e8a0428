"""A price per unit restated per another unit of its dimension (round 22, under `convert`).

People price a thing per the unit they sell it by and cost it per the unit they use: `25,20 €/kg`
is `0,0252 €/g`, `$4.50 per lb` is `$0.28 per oz`, `1,89 €/L` is `0,189 €/dL`... The factor is the
units' (`units.factors`), so a price restated per another unit is computed, as `convert` computes
a quantity in another unit; the price converts the other way round from the quantity (per gram is
per kilogram over 1,000).

A price per unit as written: an amount (a currency mark before the number or right after it),
then `/` or `per` and a unit word the conversion table knows (`€/g`, `$ per lb`, `£/kg`). The
source: a price per another unit of the same dimension, resolved, written before the value in the
answer or in the previous answer (settled there). Exact, or rounded half up to the places
written with at least 2 significant digits (`0,03 €/g` for 0.0252 is too coarse to say). Refused: a source in another currency (`$/kg` for a `€/g` value), a unit of another
dimension (`€/h` for `€/kg`), a value the rounding reaches only loosely (one digit off is off).

Its price: an invented price per unit equal to a written price per another unit of its dimension
by the units' factor. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final, Iterable, NamedTuple

from .units import factors, unit_of

__all__ = ["PricedUnit", "price_unit", "restated_price"]

MIN_ROUNDED_DIGITS: Final = 2  # significant digits a value rounded from the exact price writes

# A currency written right after a number (`25,20 €`, `4.50 USD`), then `/` or `per` and a unit
# word (`€/kg`, ` per lb`, `/ 100 g` is not read: a count inside is another form).
_AFTER: Final = re.compile(
    r"(?:\*\*|__)?[ \t\u00a0\u202f]?(?P<mark>[\u20ac\u00a3\u00a5$]|[A-Z]{3}(?![A-Za-z])|euros?\b|dollars?\b|pounds?\b)?"
    r"(?:\*\*|__)?[ \t\u00a0\u202f]?(?:/|per[ \t]+)[ \t]?(?P<unit>[A-Za-z]{1,11})\b")
# A currency mark written right before the number (`$4.50`, `€ 25,20`, `GBP 3.10`).
_BEFORE: Final = re.compile(r"(?:[\u20ac\u00a3\u00a5$]|[A-Z]{3})[ \t\u00a0]?(?:\*\*|__)?\Z")
_MARK_CODES: Final = {"\u20ac": "EUR", "\u00a3": "GBP", "\u00a5": "JPY", "$": "USD", "euro": "EUR", "euros": "EUR",
                      "dollar": "USD", "dollars": "USD", "pound": "GBP", "pounds": "GBP"}


class PricedUnit(NamedTuple):
    currency: str  # an ISO code, as the mark is read (`€` -> EUR)
    dimension: str  # `mass`, `volume`, `length` ... (units.unit_of)
    unit: str  # the canonical unit (`kg`, `g`, `l`)


def price_unit(text: str, start: int, end: int) -> PricedUnit | None:
    """The currency and unit of a price per unit written at text[start:end] (the number's token),
    or None when it is no price per a unit the table knows."""
    m = _AFTER.match(text, end)
    if m is None:
        return None
    mark = m.group("mark")
    if mark is None:
        before = _BEFORE.search(text, max(0, start - 6), start)
        if before is None:
            return None
        mark = before.group(0).strip(" \t\u00a0*_")
    found = unit_of(m.group("unit"))
    if found is None or found[0] == "time":
        return None  # (a price per hour is a pay rate: `rate` and `per-time` read those)
    return PricedUnit(_MARK_CODES.get(mark.lower(), mark.upper()), found[0], found[1])


def restated_price(value: Decimal, places: int, target: PricedUnit,
                   sources: Iterable[tuple[Decimal, str, PricedUnit]]) -> tuple[str, str, str] | None:
    """The first source (number, as written, its priced unit) whose price per its unit is the value
    per the target unit: (the source as written, its unit, the factor as shown), or None."""
    quantum = Decimal(1).scaleb(-places)
    rounds = len(f"{value:f}".replace(".", "").lstrip("0")) >= MIN_ROUNDED_DIGITS  # (`0,03` is no restatement of 0.0252)
    for number, written, unit in sources:
        if unit.currency != target.currency or unit.dimension != target.dimension or unit.unit == target.unit:
            continue
        for factor in factors(target.unit, unit.unit)[:1]:  # the exact factor: one target unit in source units
            exact = number * factor
            if exact == value or (rounds and _rounded(exact, quantum) == value):
                return written, unit.unit, f"{factor.normalize():f}"
    return None


def _rounded(exact: Decimal, quantum: Decimal) -> Decimal | None:
    """`exact` rounded half up to `quantum`, or None where the context's precision cannot hold it
    (a value written with 30 places: `quantize` raises)."""
    try:
        return exact.quantize(quantum, rounding=ROUND_HALF_UP)
    except InvalidOperation:
        return None
