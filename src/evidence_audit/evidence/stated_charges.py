"""(kiln43) The `stated-charge` arithmetic rule: a table cell that is a charge the rules (the system
prompt) state, worked for its row: a number they state (a base, `650 INR a shift of 8 h`) or none,
plus one or two of the row's other cells each times a number they state (`95 INR an hour past 8 h`,
`120 INR for each firing night`): `| 8.50 | 0.50 | 1 | 817.50 |` is 650 + 0.50 x 95 + 1 x 120. A
wage sheet, a delivery's fixed fee and its kilometres, a hire's day charge and its hours: the rules'
tariff worked down a column, however the language names it.

The bound: the same formula (base, columns, rates) must give the cell of every row of the table that
writes all its cells but one row (a total row), 3 rows at least, the value's own row among them, exact
or rounded half up to the places written: a column of another origin does not hold on 3 rows, and a
one-digit mutant misses its own row; never one digit off a carried number (the caller's
`clear_of_carried`). The search: the rules' numbers (at most `MAX_STATED`: a system prompt stating
more is not read; never 1, a row's cells summed), the row's lone numbers resolved or under the digit
minimum (at most `MAX_ROW_CELLS`; a cell still judged is no operand; on the value's own row each cell
known or in the tool results, mend43b), one term or two, found on the value's row and checked on the others. Its price: an invented cell that a stated base plus stated
rates times its row's cells gives, the same formula holding down its column.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Callable, Collection, Container, Final

from .computed.reading import AnswerReading, written_operand
from .computed.tables import _lone_number
from .computed.values import Occurrence, Operand, as_decimal, decimal_places, equal_at
from .settled_operands import is_settled

__all__ = ["explain_stated_charge"]

MAX_STATED: Final = 48  # numbers the system prompt states that are read (more: the rule is not tried)
MAX_ROW_CELLS: Final = 8  # lone numbers of a row tried as a term's cell
MAX_ROWS: Final = 64  # rows of a table read
MIN_ROWS: Final = 3  # rows the formula must hold on, the value's among them


def _row_numbers(
    reading: AnswerReading, table: int, row: int, skip: int, known: Container[str],
    own: Collection[Decimal] | None = None,
) -> dict[int, Occurrence]:
    """The lone numbers of a row's cells (`_lone_number`), by column, the value's column left out: each
    resolved (`known`) or no candidate (a cell under the digit minimum), never a number still judged
    (a row's net is no operand of its gross while both wait). On the value's own row (mend43b; `own`:
    the stated numbers) each cell known or in the tool results (`carried`), a whole count under 10
    (no result's carried set holds one), or another cell of its row less a stated number (`| 10.25 |
    2.25 |` past a shift of 8 h): a short cell is never judged, so an invented one (`| Devi | 3.5 | 1 |
    1102.50 |`, the record 2.5) would make its own charge."""
    row_cells: list[Decimal] = []
    if own is not None:
        for column in range(reading.layout.columns(table)):
            span = reading.layout.span(table, row, column)
            lone = _lone_number(reading, span) if span is not None and column != skip else None
            if lone is not None:
                row_cells.append(lone.number)
    layout = reading.layout
    out: dict[int, Occurrence] = {}
    for column in range(layout.columns(table)):
        if column == skip:
            continue
        span = layout.span(table, row, column)
        found = _lone_number(reading, span) if span is not None else None
        if found is None:
            continue
        if own is not None:
            n = found.number
            settled = (is_settled(reading, found, known)
                       or (n == n.to_integral_value() and 0 <= n < 10)
                       or any(c - n in own for c in row_cells if c > n))
        else:
            settled = is_settled(reading, found, known, carried=False, unjudged=True)
        if settled:
            out[column] = found
            if len(out) >= MAX_ROW_CELLS:
                break
    return out


def _gives(base: Decimal, terms: tuple[tuple[int, Decimal], ...], cells: dict[int, Occurrence], target: Occurrence,
           tier: tuple[int, Decimal, Decimal] | None = None) -> bool:
    """Whether the formula, worked on a row's cells, gives the row's cell `target` (at its places);
    (tiers44) `tier` (column, threshold, rate): plus the cell's excess over the threshold (none
    below it) times the rate."""
    total = base
    for column, rate in terms:
        cell = cells.get(column)
        if cell is None:
            return False
        total += cell.number * rate
    if tier is not None:
        cell = cells.get(tier[0])
        if cell is None:
            return False
        total += max(cell.number - tier[1], Decimal(0)) * tier[2]
    places = decimal_places(target.digits or target.value)
    return total == target.number or equal_at(total, target.number, places, True)


def explain_stated_charge(
    reading: AnswerReading, i: int, stated: Collection[str], known: Container[str]
) -> tuple[str, tuple[Operand, ...]] | None:
    """The value (a table cell) as a stated base plus one or two cells of its row each times a stated
    rate, the same for every row (the module's docstring): (expression, operands), or None."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or occ.number <= 0 or len(stated) > MAX_STATED:
        return None
    rows = min(layout.rows(cell.table), MAX_ROWS)
    if rows < MIN_ROWS:
        return None
    numbers: list[tuple[Decimal, str]] = []
    for form in stated:
        n = as_decimal(form)
        if n is not None and n > 0 and n != 1:  # a rate of 1 is no tariff: a row's cells summed
            numbers.append((n, form))
    if len(numbers) < 2:
        return None
    numbers.sort()
    rates = {n: form for n, form in numbers}
    mine = _row_numbers(reading, cell.table, cell.row, cell.column, known, frozenset(n for n, _ in numbers))
    if not mine:
        return None
    # every other row's cell in the value's column and its other lone numbers
    others: list[tuple[dict[int, Occurrence], Occurrence]] = []
    for row in range(rows):
        if row == cell.row:
            continue
        span = layout.span(cell.table, row, cell.column)
        target = _lone_number(reading, span) if span is not None else None
        if target is not None and target.number > 0:
            others.append((_row_numbers(reading, cell.table, row, cell.column, known), target))
    if len(others) < MIN_ROWS - 1:
        return None
    value = occ.number
    places = decimal_places(occ.digits or occ.value)
    quantum = Decimal(1).scaleb(-places)
    columns = sorted(mine)
    bases: list[tuple[Decimal, str]] = [(Decimal(0), "")] + [(n, f) for n, f in numbers if n < value]

    def hit(rest: Decimal, cell_number: Decimal) -> Decimal | None:
        """A stated rate that times the cell gives `rest` at the value's places, or None."""
        if cell_number <= 0:
            return None
        rate = rest / cell_number
        for candidate in (rate, rate.quantize(quantum) if abs(rate) < 10**12 else rate):
            if candidate in rates and equal_at(cell_number * candidate, rest, places, True):
                return candidate
        return None

    def holds(base: Decimal, terms: tuple[tuple[int, Decimal], ...], tier: tuple[int, Decimal, Decimal] | None = None) -> bool:
        checked = [_gives(base, terms, cells, target, tier) for cells, target in others
                   if all(column in cells for column, _ in terms) and (tier is None or tier[0] in cells)]
        held = sum(1 for ok in checked if ok)
        return held >= MIN_ROWS - 1 and held >= len(checked) - 1

    for base, base_form in bases:
        rest = value - base
        # one term: the base plus a cell times a rate
        for column in columns:
            rate = hit(rest, mine[column].number)
            if rate is None:
                continue
            if holds(base, ((column, rate),)):
                return _found(base_form, ((mine[column], rates[rate]),))
            # a second term whose cell is zero on this row (`| 2.25 | 0 | 863.75 |`: no firing
            # night): its rate read from the other rows
            for zero in columns:
                if zero == column or mine[zero].number != 0:
                    continue
                for r2, form2 in numbers:
                    if holds(base, ((column, rate), (zero, r2))):
                        return _found(base_form, ((mine[column], rates[rate]), (mine[zero], form2)))
        # two terms
        for k, first in enumerate(columns):
            a = mine[first].number
            if a <= 0:
                continue
            for r1, form1 in numbers:
                left = rest - a * r1
                if left <= 0:
                    break  # rates ascend: a larger one leaves less
                for second in columns[k + 1:]:
                    rate = hit(left, mine[second].number)
                    if rate is not None and holds(base, ((first, r1), (second, rate))):
                        return _found(base_form, ((mine[first], form1), (mine[second], rates[rate])))
    return _tiered(value, bases, numbers, mine, hit, holds)


def _tiered(
    value: Decimal, bases: list[tuple[Decimal, str]], numbers: list[tuple[Decimal, str]], mine: dict[int, Occurrence],
    hit: Callable[[Decimal, Decimal], Decimal | None],
    holds: Callable[[Decimal, tuple[tuple[int, Decimal], ...], tuple[int, Decimal, Decimal] | None], bool],
) -> tuple[str, tuple[Operand, ...]] | None:
    """(tiers44) The value as a tier worked for its row: a stated base (or none) plus a cell's excess
    over a stated threshold times a stated rate (`100 + (12 - 7) x 15`), or, with no base, a cell
    times a stated rate plus its excess over a stated threshold times another (`168 x 0.90 + (168 -
    150) x 0.20`: 0.90 a kg and 0.20 more past 150 kg). The value's own cell must pass the threshold
    (an excess of nothing is the one-term charge); a row below it adds nothing (the excess is never
    negative), and the formula holds down the column as every charge's does."""
    forms = {n: form for n, form in numbers}
    for column, occ in sorted(mine.items()):
        quantity = occ.number
        if quantity <= 0:
            continue
        for threshold, _ in numbers:
            if threshold >= quantity:
                break  # ascending: no excess past here
            excess = quantity - threshold
            # a base plus the excess times a rate
            for base, base_form in bases:
                rate = hit(value - base, excess)
                if rate is not None and holds(base, (), (column, threshold, rate)):
                    return _tier_found(base_form, None, occ, forms[threshold], forms[rate])
            # the whole quantity at one rate plus its excess at another
            for r1, form1 in numbers:
                left = value - quantity * r1
                if left <= 0:
                    break
                rate = hit(left, excess)
                if rate is not None and holds(Decimal(0), ((column, r1),), (column, threshold, rate)):
                    return _tier_found("", form1, occ, forms[threshold], forms[rate])
    return None


def _tier_found(base_form: str, whole_rate: str | None, occ: Occurrence, threshold: str, rate: str) -> tuple[str, tuple[Operand, ...]]:
    parts = ([base_form] if base_form else []) + ([f"{occ.value} x {whole_rate}"] if whole_rate else [])
    parts.append(f"({occ.value} - {threshold}) x {rate}")
    operands: list[Operand] = []
    if base_form:
        operands.append(Operand(base_form, "user", "a number the system prompt states"))
    operands.append(written_operand(occ))
    if whole_rate:
        operands.append(Operand(whole_rate, "user", "a rate the system prompt states"))
    operands.append(Operand(threshold, "user", "a threshold the system prompt states"))
    operands.append(Operand(rate, "user", "a rate the system prompt states"))
    return " + ".join(parts), tuple(operands)


def _found(base_form: str, terms: tuple[tuple[Occurrence, str], ...]) -> tuple[str, tuple[Operand, ...]]:
    parts = ([base_form] if base_form else []) + [f"{o.value} x {form}" for o, form in terms]
    operands: list[Operand] = []
    if base_form:
        operands.append(Operand(base_form, "user", "a number the system prompt states"))
    for o, form in terms:
        operands.append(written_operand(o))
        operands.append(Operand(form, "user", "a rate the system prompt states"))
    return " + ".join(parts), tuple(operands)
