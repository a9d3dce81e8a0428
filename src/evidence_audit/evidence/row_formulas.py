"""The `row-ratio` and `row-product` arithmetic rules (round 12): a markdown table
cell that is a formula of the other cells of its own row, as a spreadsheet's column would be.

People tabulate a line per thing and work one column from the others: an order's `Qty | Unit
price | Total`, a department's `OT hours | OT cost | Avg cost per OT hour`, a plan's `Energy |
Standing charge | Year total`. The `table` and `row-rate` rules of `computed/` take a row's
product with a whole count and a per-unit cell over a whole count; a quantity with a fraction
(`2,203.25` hours, `5.5 kg`, `12.4 GB`) was no operand. (A total column summing the cells right
before it is the `total` rule's: they are the last numbers written before it.)

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `row-ratio` | `| 2,203.25 | $58,816.77 | $26.70 |` under `Avg cost per OT hour` | a cell of the row over another whose header names the unit the value's header writes after `per` or `/` (`OT hours` for `per OT hour`; `population` for `per capita`), rounded to the places written | a cell equal to that quotient rounded |
| `row-product` | `| 5.5 kg | $3.40 | $18.70 |` under `Qty`, `Price per kg`, `Cost` | a cell of the row whose header names a rate or unit price (`rate`, `price`, `per`, `each`, `/`, `@`) times another that is no amount, rounded to the places written (2+), the value an amount when the rate is | a cell equal to that product rounded |

Refused: a value one digit off (the formula is exact or rounded to the places written), an operand
no result carried nor the answer resolved (the caller passes resolved cells only), a divisor whose
header does not name the unit, a product with no rate column. (Round 25) A cell that writes its own
rate (`| 34 | 3.8 L/h | 129.2 L |` under `Hours | Burn | Fuel`) is a rate whatever its header,
times a quantity counted in the unit it is per (its header or its cell names it: `Hours`, `34 h`). (Round 31) A
divisor counted in another unit of the header's dimension (`| Croissant | 70 g | 0.78 | 11.14 |` under
`€/kg`) is restated in the header's unit by the whole factor between them (0.78 / 0.07): never a factor
that is no whole number, nor a unit of another dimension. Every expression names the row (`58816.77 / 2203.25 (row 'Warehouse & Logistics')`).
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final, NamedTuple

from .decimal_text import digit_replaced, printed
from .units import restated_in, unit_of
from .unit_columns import RowCell  # one row-cell type for the table rules (unit_columns reads the same cells)


__all__ = ["MAX_ROW_CELLS", "RowCell", "RowFormula", "is_each_header", "row_formula"]

MAX_ROW_CELLS: Final = 12  # cells of a row the pairs are tried over (a row is short; pairs: quadratic)
MIN_DIGITS: Final = 3  # significant digits a rounded value must write to be matched rounded

# The unit a per-unit header names: `Avg cost per OT hour` -> `ot hour`, `$/GB` -> `gb`, `€/kWh`.
# (unit_columns' own pattern reads one word, `per OT hour` -> `ot`, for the unit a quantity cell
# states: the two rules match units differently, so each keeps its pattern.)
# (round 21) `pro ha`, `par hectare`: the German and French `per`.
_PER_UNIT: Final = re.compile(r"(?:\b(?:per|pro|par)[ \t]+|/[ \t]*)((?:[a-z][a-z0-9]*[ \t]+){0,2}[a-z][a-z0-9]*)")
# A header that names a rate or a unit price (the factor a quantity multiplies).
_RATE: Final = re.compile(r"\b(?:rate|rates|price|prices|per|each|unit|tariff)\b|/|@")
_WORD: Final = re.compile(r"[a-z][a-z0-9]*")
# (round 25) A word a cell writes in either case (`12 Kg`, `3 hrs`): the unit it may count in.
_CELL_WORD: Final = re.compile(r"[A-Za-z]+")
# (round 25) A cell that writes its own rate, a unit over a unit: `3.8 L/h`, `12 km/h`, `£4.20/kg`
# (groups: the unit over, the unit under).
_CELL_RATE: Final = re.compile(r"[0-9](?:[ \t]?([A-Za-z]{1,6}))?[ \t]?/[ \t]?([A-Za-z]{1,6})(?![A-Za-z])", re.ASCII)
# (round 24) A header that says its cell is one share of the row: `each`, `each (£)`, `apiece`.
_EACH: Final = re.compile(r"[ \t*]*(?:each|apiece|each share|share each)[ \t*]*(?:\([^()]{0,8}\))?[ \t*]*")
# The units `per capita` and `per head` are counted in, as a header writes them.
_PEOPLE: Final = frozenset(("population", "people", "persons", "residents", "inhabitants", "headcount"))
_PER_PERSON: Final = frozenset(("capita", "head", "person", "resident", "inhabitant"))


class RowFormula(NamedTuple):
    rule: str
    expression: str  # without `= value`
    operands: tuple[int, ...]  # indices into the cells passed


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def _names_unit(header: str, unit: str) -> bool:
    """Whether a column header names the unit a per-unit header divides by (`ot hours` for `ot
    hour`, `population` for `capita`): the unit's last word, singular or plural."""
    words = {_stem(w) for w in _WORD.findall(header)}
    last = _stem(unit.split()[-1])
    if last in words:
        return True
    return last in _PER_PERSON and any(w in _PEOPLE or w + "s" in _PEOPLE for w in words)


def _rounded(x: Decimal, target: Decimal, places: int) -> bool:
    try:
        quantum = Decimal(1).scaleb(-places)
        return x.quantize(quantum, rounding=ROUND_HALF_UP) == target or \
            x.quantize(quantum, rounding=ROUND_HALF_EVEN) == target
    except InvalidOperation:
        return False


def _matches(x: Decimal, target: Decimal, places: int, significant: int) -> bool:
    """Exact, or rounded to the places written when the value writes MIN_DIGITS digits or more."""
    return x == target or (significant >= MIN_DIGITS and _rounded(x, target, places))


def is_each_header(header: str) -> bool:
    """(round 24) Whether a column header says its cell is one share of the row (`Each`): its row's
    first cell is then an operand too (`| £675.00 | 16 | £42.19 |`), not only the row's name."""
    return _EACH.fullmatch(header) is not None


def _cell_rate_unit(text: str) -> str | None:
    """(round 25) The canonical unit a cell's own rate is per (`h` of `3.8 L/h`), or None."""
    m = _CELL_RATE.search(text)
    if m is None:
        return None
    under = unit_of(m.group(2))
    return None if under is None else under[1]


def _restated_in(cell: RowCell, unit: str) -> Decimal | None:
    """(round 31) A cell's quantity restated in the unit a per-unit header divides by, when its
    header or its own text counts it in another unit of that dimension (`| Croissant | 70 g | 0.78 |`
    under `€/kg`: 0.07 kg), by the whole factor between the units (`units.restated_in`); else None."""
    last = unit.split()[-1]
    for word in _WORD.findall(cell.header) + _CELL_WORD.findall(cell.text):
        restated = restated_in(cell.number, word, last)
        if restated is not None:
            return restated
    return None


def _counted_in(cell: RowCell, unit: str) -> bool:
    """(round 25) Whether a cell counts in `unit`: its header's words or the unit it writes name it."""
    for word in _WORD.findall(cell.header) + _CELL_WORD.findall(cell.text):
        found = unit_of(word)
        if found is not None and found[1] == unit:
            return True
    return False


# (round 30, rates30) the units a header divides by, each after its own `per` (`per resident per day`,
# `per person per night`, `pro Kopf pro Tag`): one word each
_PER_EACH: Final = re.compile(r"\b(?:per|pro|par)[ \t]+([a-z][a-z0-9]*)")


def _per_per(header: str, number: Decimal, places: int, significant: int, amount: bool,
             cells: Sequence[RowCell], first: RowCell | None, row: str) -> RowFormula | None:
    """(round 30, rates30) `row-ratio` over two units: a cell whose header divides by two units (`per
    resident per day`) as another cell (the row's first cell too, when it is a resolved
    number: `| 35,344.40 | 28 | 46 | RSD 27.44 |` under `total | days | residents | ...`) over the two
    cells whose headers name those units, rounded to the places written (3+ significant digits);
    refused when two such readings of the row give it."""
    units = _PER_EACH.findall(header)
    if len(units) != 2 or significant < MIN_DIGITS:
        return None
    pool = list(cells) + ([first] if first is not None else [])
    found: RowFormula | None = None
    for a, one in enumerate(pool):
        if one.amount or one.number <= 0 or not _names_unit(one.header, units[0]):
            continue
        for b, two in enumerate(pool):
            if b == a or two.amount or two.number <= 0 or not _names_unit(two.header, units[1]):
                continue
            for k, dividend in enumerate(pool):
                if k in (a, b) or dividend.number <= 0:  # (a total's cell may write no currency: `| 4,512.00 |`)
                    continue
                if _matches(dividend.number / one.number / two.number, number, places, significant):
                    if found is not None and found.operands != (k, a, b):
                        return None
                    found = RowFormula("row-ratio", f"{dividend.value} / {one.value} / {two.value}{row}", (k, a, b))
    return found


def row_formula(
    label: str, header: str, number: Decimal, places: int, significant: int, amount: bool,
    cells: Sequence[RowCell], first: RowCell | None = None,
) -> RowFormula | None:
    """The formula of its row's other cells a table cell is: `label` the row's first cell (its
    name), `header` the value's column header (lower case), `number` the value, `places` the
    places it writes, `significant` its significant digits, `amount` whether it is an amount;
    `cells` the row's other resolved cells in column order; `first` (round 30) the row's first
    cell when it is a resolved number (an operand of a ratio over two units only, index
    `len(cells)`). None when no rule gives it."""
    if number <= 0 or len(cells) > MAX_ROW_CELLS:
        return None
    row = f" (row {label!r})" if label else ""
    two_units = _per_per(header, number, places, significant, amount, cells, first, row)
    if two_units is not None:
        return two_units
    # row-ratio: a cell over another whose header names the unit the value is per
    per = _PER_UNIT.search(header)
    if per is not None:
        unit = per.group(1)
        for d, divisor in enumerate(cells):
            if divisor.amount or divisor.number <= 0:
                continue
            # (round 31) a divisor in another unit of the same dimension, restated in the unit (`70 g` per `kg`)
            by: Decimal | None = divisor.number if _names_unit(divisor.header, unit) else _restated_in(divisor, unit)
            if by is None or by <= 0:
                continue
            shown = divisor.value if by == divisor.number else f"({divisor.value} in {unit.split()[-1]}: {printed(by)})"
            for k, dividend in enumerate(cells):
                if k == d or dividend.amount != amount or dividend.number <= 0:
                    continue
                if _matches(dividend.number / by, number, places, significant):
                    return RowFormula("row-ratio", f"{dividend.value} / {shown}{row}", (k, d))
    # (round 24) row-ratio under a header `Each` (`| £675.00 | 16 | £42.19 |` under `Total | Players
    # | Each`): a cell of its kind over a whole count of the row (2 or more)
    if _EACH.fullmatch(header) is not None:
        for d, divisor in enumerate(cells):
            if divisor.amount or divisor.number < 2 or divisor.number != divisor.number.to_integral_value():
                continue
            for k, dividend in enumerate(cells):
                if k != d and dividend.amount == amount and dividend.number > 0 \
                        and _matches(dividend.number / divisor.number, number, places, significant):
                    return RowFormula("row-ratio", f"{dividend.value} / {divisor.value}{row}", (k, d))
    # (round 25) row-ratio the other way round: a count whose header a divisor's header counts
    # per (`| 2,527.8 | 0.568 | 4,450 |` under `Litres | L per pint | Pints`): another cell of the
    # row over the one that states how much of it one counted thing holds, rounded
    if not amount:
        counted = {_stem(w) for w in _WORD.findall(header)}
        for d, divisor in enumerate(cells):
            per_divisor = _PER_UNIT.search(divisor.header)
            if divisor.amount or divisor.number <= 0 or per_divisor is None \
                    or _stem(per_divisor.group(1).split()[-1]) not in counted:
                continue
            for k, dividend in enumerate(cells):
                if k != d and not dividend.amount and dividend.number > 0 \
                        and _matches(dividend.number / divisor.number, number, places, significant):
                    return RowFormula("row-ratio", f"{dividend.value} / {divisor.value}{row}", (k, d))
    # row-product: a rate or unit price of the row times a quantity of it; (round 25) or a cell that
    # writes its own rate (`3.8 L/h` under `Burn`) times a quantity counted in the unit it is per
    # (a cell under `Hours`, or written `34 h`)
    for r, rate in enumerate(cells):
        if rate.amount != amount or rate.number <= 0:
            continue
        per_unit = None if _RATE.search(rate.header) else _cell_rate_unit(rate.text)
        if per_unit is None and not _RATE.search(rate.header):
            continue
        for q, quantity in enumerate(cells):
            if q == r or quantity.amount or quantity.number <= 0 or _RATE.search(quantity.header):
                continue
            if per_unit is not None and not _counted_in(quantity, per_unit):
                continue
            product = quantity.number * rate.number
            if product == number or (places >= 2 and _matches(product, number, places, significant)):
                return RowFormula("row-product", f"{quantity.value} x {rate.value}{row}", (q, r))
    return _header_percent(header, number, places, significant, amount, cells, row) \
        or _percent_chain(number, places, significant, amount, cells, row)


# (round 32) A percent a column header writes (`With 18%`, `+ VAT 18%`, `−5%`, `after 5 % off`), with
# the sign written before it if any (groups: the sign, the percent).
_HEADER_PERCENT: Final = re.compile(r"(?:([+\u2212\u2013-])[ \t]*(?:[a-z]+[ \t]+)?)?(?<![0-9.,])([0-9]{1,2}(?:[.,][0-9]{1,2})?)[ \t]*%")


def _header_percent(
    header: str, number: Decimal, places: int, significant: int, amount: bool, cells: Sequence[RowCell], row: str,
) -> RowFormula | None:
    """(round 32) `row-product` under a header that writes a percent (`| 14.00 | 16.52 |` under `Ex
    VAT | With 18%`): a cell of its kind of the row times 1 + P/100, 1 - P/100 (a sign written
    before the percent chooses one), or P/100 (the share itself, `| 2,371.20 | 426.82 |` under `VAT
    18%`), rounded to the 2+ places written (MIN_DIGITS digits). The header's percent is the
    operand, not any percent of the run: a column says how it was computed. Refused when the
    header writes two percents, or a one-digit neighbour of the value is reached by another cell or
    factor of the row."""
    found_percents = _HEADER_PERCENT.findall(header)
    # (palm38) a value of fewer places only as the exact product (`| 420 | 394.8 |` under `Granules kg
    # (−6%)`: 420 x 0.94 is 394.8, nothing rounded), the same one-digit refusal
    exact_only = places < 2
    if len(found_percents) != 1 or significant < MIN_DIGITS:
        return None
    sign, written = found_percents[0]
    rate = Decimal(written.replace(",", ".")) / 100
    if not 0 < rate < 1:
        return None
    factors: list[tuple[Decimal, str]] = []
    if sign != "+":
        factors.append((1 - rate, f"(1 - {written}%)"))
    if sign in ("", "+"):
        factors.append((1 + rate, f"(1 + {written}%)"))
    if not sign:
        factors.append((rate, f"{written}%"))
    near = {Decimal(n) for n in digit_replaced(f"{number:.{places}f}")}
    found: RowFormula | None = None
    for k, base in enumerate(cells):
        if base.amount != amount or base.number <= 0 or "%" in base.text:
            continue
        for factor, shown in factors:
            product = base.number * factor
            if any(_rounded(product, n, places) for n in near):
                return None  # a one-digit neighbour of the value is as near: no formula of the row
            if found is None and (product == number if exact_only else _matches(product, number, places, significant)):
                found = RowFormula("row-product", f"{base.value} x {shown}{row}", (k,))
    return found


def _percent_chain(
    number: Decimal, places: int, significant: int, amount: bool, cells: Sequence[RowCell], row: str,
) -> RowFormula | None:
    """(round 25) `row-product` through a percent of the row: a quantity of the row times a cell
    written as a percent, over 100, times the row's rate (`| 736.2 | 4.8% | 35.34 | £19.08 | £674.24 |`:
    litres x ABV x the duty rate, the share's own rounded cell not used; a line's net x a tax
    rate x a price), rounded to the 2+ places written. The chain is the row's own: one rate cell
    (its header names a rate or unit price), one percent cell, one quantity cell (no amount, no
    rate header, no percent). Refused when another such chain of the row, or the chain with
    another percent or quantity, is one digit off the value (`_neighbour`)."""
    if places < 2 or significant < MIN_DIGITS:
        return None
    found: RowFormula | None = None
    for r, rate in enumerate(cells):
        if rate.amount != amount or rate.number <= 0 or not _RATE.search(rate.header):
            continue
        for p, share in enumerate(cells):
            if p == r or share.amount or share.number <= 0 or "%" not in share.text:
                continue
            for q, quantity in enumerate(cells):
                if q in (r, p) or quantity.amount or quantity.number <= 0 or "%" in quantity.text \
                        or _RATE.search(quantity.header):
                    continue
                product = quantity.number * share.number / 100 * rate.number
                if _matches(product, number, places, significant):
                    if found is not None:
                        return None  # two chains of one row give it: not the row's formula
                    found = RowFormula("row-product", f"{quantity.value} x {share.value}% x {rate.value}{row}", (q, p, r))
    return found
