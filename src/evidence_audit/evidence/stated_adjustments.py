"""`adjusted-price` (mussel37): a unit price moved by a signed adjustment its stated line gives.

Rules state a price per a unit and, on the same line, an adjustment of it per the same unit with
its sign: `fresh market 0.95 EUR a kg, cooking industry 0.62 EUR a kg; +0.08 EUR a kg when the meat
yield is 20% or more`; `a double room 84 EUR a night; -6 EUR a night from the fourth night`. An
answer writes the adjusted price with no step (`3,860 × €1.03 = €3,975.80`, a table's `€/kg`
column `1.03`), a number no source carried, one plain step off two stated ones: the sum of the
line's price and its adjustment. And it multiplies a record's quantity by it (`| A47-114 | 119 |
20.2% | 1.03 | 122.57 |`), which `carried-product` reads with the stated unit prices
(`carried_products.py`, cashmere35): the adjusted prices are among them there, taken only where the
value's line writes the adjusted price before it (the person sees the price the product used; an
adjustment applied where its condition fails stays one digit off nothing and a line writing the
base price refuses the adjusted one).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `adjusted-price` (late) | `3,860 × €1.03` for `0.95 EUR a kg ... +0.08 EUR a kg` | a stated unit price plus or minus an adjustment stated with its sign on the same line per the same unit (`stated_prices`), exact at the value's places; the value written as an amount, per a unit or as a multiplier | a value equal to such a sum or difference, with no other stated or adjusted price one digit off it, not one digit off a carried number |

The condition of an adjustment (a yield, a night count) is not read: a price adjusted where the
condition fails is excused as the adjusted price. Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Final

from .computed.reading import AnswerReading, clear_of_carried, neighbours
from .computed.values import Derivation, Operand, decimal_places, digit_count
from .decimal_text import printed

if TYPE_CHECKING:
    from .carried_products import StatedPrice

__all__ = ["MAX_ADJUSTED", "adjusted_prices", "explain_adjusted_price", "percent_adjusted_prices", "writes_price"]

MAX_ADJUSTED: Final = 16  # adjusted prices kept from a system prompt (the first)
MIN_DIGITS: Final = 2  # significant digits the value must write (`0.70`, `1.03`)

_TIMES_NEAR: Final = re.compile(r"[×x*·]")
_NUMBER: Final = re.compile(r"(?<![0-9.,])[0-9]+(?:[.,][0-9]+)?(?![0-9])")


def adjusted_prices(prices: Sequence[StatedPrice]) -> list[StatedPrice]:
    """Each price stated with no sign moved by each adjustment (a price stated with its sign) of its
    line and its unit (`0.95 EUR a kg` and `+0.08 EUR a kg`: 1.03), positive, the first MAX_ADJUSTED."""
    out: list[StatedPrice] = []
    for adjustment in (p for p in prices if p.sign):
        for base in (p for p in prices if not p.sign and p.line == adjustment.line and p.unit == adjustment.unit):
            price = base.price + adjustment.sign * adjustment.price
            if price > 0 and len(out) < MAX_ADJUSTED:
                step = f"{printed(base.price)} {'+' if adjustment.sign > 0 else '-'} {printed(adjustment.price)}"
                out.append(base._replace(price=price, shown=f"{base.shown}; {adjustment.shown}", adjusted=step))
    return out


# (tannery41) a percent its line moves the line's prices by, with the way after it (`grade B 20% less`,
# `10 % more`, `15% off`): groups the percent, the way
_PERCENT_MOVE: Final = re.compile(r"(?<![0-9.,])([0-9]{1,2}(?:\.[0-9]{1,2})?)[ \t]?%[ \t]+(less|lower|cheaper|off|more|higher|dearer)\b",
                                  re.IGNORECASE)
_DOWN: Final = frozenset(("less", "lower", "cheaper", "off"))


def percent_adjusted_prices(text: str, prices: Sequence[StatedPrice]) -> list[StatedPrice]:
    """(tannery41) Each unsigned price of `text` moved by a percent its own line writes with the way
    after it (`Leather prices a m2: vegetable-tanned 68 KM, chrome-tanned 49 KM; grade B 20% less`:
    54.4 and 39.2), the first MAX_ADJUSTED; the step is `68 - 20%`. A line of no price moves none.
    (integrator41) The percent stands in a `;` clause of its own, of no price, and moves the prices of
    the clause right before it: `a pitch EUR 18 a night, members 20% less; electricity EUR 4.50 a night`
    moves none (a members' price beside a night's is no grade of the line's prices; every price of the
    line moved made 3.60 and 0.96 stated, and test_rates32's bill total was refused)."""
    out: list[StatedPrice] = []
    lines = text.split("\n")
    unsigned = [p for p in prices if not p.sign and not p.adjusted]
    for base in unsigned:
        if base.line >= len(lines):
            continue
        line = lines[base.line]
        clause = _clause_of(line, base.shown)
        if clause < 0:
            continue
        for m in _PERCENT_MOVE.finditer(line):
            moved = line.count(";", 0, m.start())
            if moved != clause + 1 or _prices_in(line, moved, unsigned, base.line):
                continue
            down = m.group(2).lower() in _DOWN
            share = Decimal(m.group(1)) / 100
            price = base.price * (1 - share if down else 1 + share)
            if price > 0 and len(out) < MAX_ADJUSTED:
                step = f"{printed(base.price)} {'-' if down else '+'} {m.group(1)}%"
                out.append(base._replace(price=price, shown=f"{base.shown}; {m.group(0)}", adjusted=step))
    return out


def _clause_of(line: str, shown: str) -> int:
    """The index of the `;` clause of `line` that writes the amount of `shown` (its first number, a
    whole number there: `24 KM a kg (acacia)` is at `acacia 24 KM`) first, or -1."""
    amount = _AMOUNT.search(shown)
    if amount is None:
        return -1
    at = re.search(r"(?<![0-9.,])" + re.escape(amount.group(0)) + r"(?![0-9]|[.,][0-9])", line)
    return -1 if at is None else line.count(";", 0, at.start())


_AMOUNT: Final = re.compile(r"[0-9][0-9,.]*[0-9]|[0-9]")


def _prices_in(line: str, clause: int, prices: Sequence[StatedPrice], number: int) -> bool:
    """Whether a price of line `number` stands in its `clause`."""
    return any(p.line == number and _clause_of(line, p.shown) == clause for p in prices)


def writes_price(before: str, price: Decimal) -> bool:
    """Whether `before` (the value's line before it) writes `price` as a number, with a decimal
    point or comma (`| 1.03 |`, `1,03 €/kg`)."""
    for m in _NUMBER.finditer(before):
        try:
            if Decimal(m.group(0).replace(",", ".")) == price:
                return True
        except ArithmeticError:
            continue
    return False


def explain_adjusted_price(prices: Sequence[StatedPrice], reading: AnswerReading, i: int) -> Derivation | None:
    """The value as a stated price moved by its line's signed adjustment (the module's docstring), or None."""
    adjusted = [p for p in prices if p.adjusted]
    if not adjusted:
        return None
    occ = reading.occurrences[i]
    if occ.number <= 0 or digit_count(occ.digits) < MIN_DIGITS:
        return None
    text = reading.text
    if not (occ.amount or occ.per_unit or _TIMES_NEAR.search(text[max(0, occ.start - 4) : occ.start])
            or _TIMES_NEAR.search(text[occ.end : occ.end + 4])):
        return None
    hit = next((p for p in adjusted if p.price == occ.number), None)
    if hit is None or not clear_of_carried(reading, occ, i):
        return None
    near = set(neighbours(occ.number, decimal_places(occ.digits)))
    if any(p.price in near for p in prices):
        return None  # the chance test: another stated or adjusted price is one digit off it
    return Derivation("adjusted-price", f"{hit.adjusted} = {printed(hit.price)}",
                      (Operand(hit.shown, "user", "the system prompt states the price and its adjustment on one line"),))
