"""`priced-row`: a table cell that prices its row's quantities at the rules' unit prices (surgical37).

A wage sheet, a bill or a hire's costing is a table whose columns count units the rules price: days
worked at a day's wage and hours of overtime at an hour's (`1,500 PKR a day`, `280 PKR an hour`),
nights at a night's rate and days of hire at a day's. The answer writes the quantities in their
columns and the row's amount after them, no step shown:

    | Worker | Days | Hours | Overtime h | Pay (Rs) |
    | Rashid | 6    | 54    | 6          | 10,680   |

10,680 is 6 x 1,500 + 6 x 280. No rule read it: the row's product rules take two cells, one a
price written in the row, and the record's products (`carried-product`) take one key times one
price. This rule takes the cells before the value, in its row, whose column header names the unit
of a unit price the system prompt states with its currency (`carried_products.stated_prices`: a
header word that is that unit, `days` for `a day`, `h` and `hours` for `an hour`, by
`units.unit_of`), each cell one number alone; the value is the sum of some of those cells, each
times a price of its unit, exact or rounded to the value's places. (mend37c, review37 D3) A cell is
taken only as a number of the record the row's first cell names (`carried_products.named_on`:
`Rashid`'s 6 days, 54 hours), or as that record's number above an allowance the system prompt writes
in the cell's unit (`8 hours`: 54 - 6 x 8 = 6 hours of overtime, or 54 - 48; sawmill38: a week by
the day's hours over it summed, `11,8,8,0,10` 3 + 2 = 5), or (sawmill38, mend38a) in a column of days or
shifts, the count of the record's numbers not zero (4 shifts worked of `11,8,8,0,10`), or as a resolved
number no named record carries (a sum the answer computed: `| No bonus (113, 116) | 243 | 0.62 |
150.66 |`). An invented count of days, another worker's hours, an overtime the record's hours do not
give stay flagged. In a row naming no record (`| 31–150 | 120 | 14 | 1,680 |`), a resolved number
or no candidate, as before: nothing names what to check it against.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `priced-row` | `| Rashid | forging | 6 | 54 | 6 | 10,680 |` under `Days`, `Hours`, `Overtime h`, `Pay (Rs)` with the prompt's `1,500 PKR a day`, `280 PKR an hour` | the row's priced cells (at most `MAX_PRICED_CELLS`), each times a stated price of the unit its header names, some of them summed | a value equal to such a sum with no other choice of cells and prices reaching a one-digit neighbour of it |

Bounded: at most `MAX_PRICED_CELLS` cells and `MAX_CHOICES` choices of cells and prices a value;
the chance test is the whole search's (a value one of whose one-digit neighbours another choice
reaches is refused: it cannot be told from chance). Pure.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from itertools import combinations, product
from typing import Final, NamedTuple

from .carried_products import CarriedProducts, StatedPrice
from .computed.reading import AnswerReading, neighbours, written_operand
from .computed.tables import _lone_number
from .computed.values import Derivation, Operand, decimal_places, equal_at, _print
from .layout import Cell
from .units import unit_of

__all__ = ["MAX_PRICED_CELLS", "MAX_CHOICES", "explain_priced_row"]

MAX_PRICED_CELLS: Final = 4  # the row's priced cells read, the last before the value
MAX_CHOICES: Final = 256  # choices of cells and prices tried a value
MIN_DAYS: Final = 3  # (sawmill38) numbers a record holds for its non-zero ones to count days worked
_WORKED_UNITS: Final = frozenset({"day", "shift"})  # (round 38) a count of these is days worked, whatever allowance the rules state in them (`booked 14 days ahead`)
_WORD: Final = re.compile(r"[^\W\d_]+")


class _Priced(NamedTuple):
    number: Decimal
    operand: Operand
    prices: tuple[StatedPrice, ...]


def _unit_key(word: str) -> str:
    """A unit word's one spelling: its canonical unit where the unit tables know it (`hours`, `h`
    and `hour` are `h`), else the word lower-cased without a plural `s` (`pieces` is `piece`)."""
    known = unit_of(word)
    if known is not None:
        return known[1]
    lower = word.lower()
    return lower[:-1] if lower.endswith("s") and len(lower) > 3 else lower


def _header_prices(header: str, prices: list[StatedPrice]) -> tuple[StatedPrice, ...]:
    """The stated prices of the first unit a column's header names by a word, or (). (camel43) Not a
    unit the header writes after `/` or `per`: `USD/l`, `€ per kg` head a price a unit, no quantity
    of the unit (a row's `0.70` under `USD/l` is no litres to price)."""
    for m in _WORD.finditer(header):
        word = m.group(0)
        before = header[max(0, m.start() - 12):m.start()].rstrip(" \t").lower()
        if before.endswith("/") or before.endswith(" per") or before == "per":
            continue
        key = _unit_key(word)
        found = tuple(p for p in prices if _unit_key(p.unit) == key)
        if found:
            return found
    return ()


def _above_allowance(number: Decimal, record: list[Decimal], allowances: list[Decimal]) -> bool:
    """(mend37c) Whether `number` is a record's number above an allowance: `r - a` or `r - n x a`
    for numbers `r`, `n` of the record and `a` an allowance of the cell's unit (54 - 6 x 8 = 6).
    (sawmill38) Or the record's numbers over the allowance summed, each day's own (a week's hours
    by the day, `11,8,8,0,10` over 8 a day: 3 + 2 = 5)."""
    for a in allowances:
        if a > 0 and sum((r - a for r in record if r > a), Decimal(0)) == number:
            return True
        for r in record:
            if r - a == number or any(r - n * a == number for n in record):
                return True
    return False


def _days_worked(number: Decimal, record: list[Decimal]) -> bool:
    """(sawmill38) Whether `number` counts the record's numbers that are not zero, a record of three
    numbers or more (a week by the day, `11,8,8,0,10`: 4 shifts worked; `8,10,8,9,8`: 5): a count
    of the days the record shows worked, not any count; only in a column priced by the day or the
    shift, whatever allowance the rules state in it (a rule's `14 days ahead`, census38's and palm38's
    sheets). (mend38a, review38 D1) Not in a unit no allowance is stated in: the days worked priced
    as hours (`Hours` 4 x 310 for a week of 35 hours) is an invented count."""
    return len(record) >= MIN_DAYS and sum(1 for r in record if r > 0) == number


def explain_priced_row(reading: AnswerReading, i: int, known: set[str], products: CarriedProducts) -> Derivation | None:
    """The `priced-row` derivation of occurrence `i` (a table cell), or None (module docstring)."""
    prices = products.stated()
    if not prices:
        return None
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or cell.column == 0:
        return None
    name = layout.span(cell.table, cell.row, 0)
    record = [n for n, _ in products.named_on(reading.text[name[0] : name[1]])] if name is not None else []
    priced: list[_Priced] = []
    for column in range(cell.column - 1, -1, -1):
        header = layout.header(Cell(cell.table, cell.row, column))
        found = _header_prices(header, prices) if header else ()
        span = layout.span(cell.table, cell.row, column)
        if not found or span is None:
            continue
        lone = _lone_number(reading, span)
        if lone is None or lone.amount or lone.number < 0:
            continue
        if record:  # (mend37c) the row's record's own number, its number above a stated allowance, or resolved and no record's
            unit = _unit_key(found[0].unit)
            allowances = [n for n, word in products.measures() if _unit_key(word) == unit]
            if (lone.number not in record and not _above_allowance(lone.number, record, allowances)
                    and not (unit in _WORKED_UNITS and _days_worked(lone.number, record))
                    and (lone.value not in known or lone.number in products.named_numbers())):
                continue
        elif not (lone.value in known or lone.value not in reading.pending):
            continue
        priced.append(_Priced(lone.number, written_operand(lone), found))
        if len(priced) >= MAX_PRICED_CELLS:
            break
    if not priced:
        return None
    priced.reverse()
    places = decimal_places(occ.digits or occ.value)
    near = set(neighbours(occ.number, places))
    match: tuple[Decimal, list[tuple[_Priced, StatedPrice]]] | None = None
    tried = 0
    for size in range(1, len(priced) + 1):
        for cells in combinations(priced, size):
            for chosen in product(*(c.prices for c in cells)):
                tried += 1
                if tried > MAX_CHOICES:
                    return None
                total = sum((c.number * p.price for c, p in zip(cells, chosen)), Decimal(0))
                if total == occ.number or (places and equal_at(total, occ.number, places, True)):
                    if match is None:
                        match = (total, list(zip(cells, chosen)))
                elif _rounded(total, places) in near:
                    return None  # another choice reaches a one-digit neighbour: chance
    if match is None:
        return None
    terms = match[1]
    expression = " + ".join(f"{c.operand.value} x {_print(p.price)}" for c, p in terms)
    operands: list[Operand] = []
    for c, p in terms:
        operands.append(c.operand)
        operands.append(Operand(_print(p.price), "result", f"the system prompt states {p.shown!r}"))
    return Derivation("priced-row", f"{expression} = {occ.value}", tuple(operands))


def _rounded(total: Decimal, places: int) -> Decimal | None:
    """`total` at `places`, or None past the context's precision (a hostile cell's 30 digits)."""
    try:
        return total.quantize(Decimal(1).scaleb(-places))
    except InvalidOperation:
        return None
