"""The rules over an answer's markdown tables: a row's products and a column's sums (`table`), a
difference row, per-unit and row-rate cells, a column total written after the table (`column`)."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Collection, Container
from decimal import ROUND_CEILING, Decimal
from typing import Any, Final

from ..sum_guards import mixes_plus
from ..units import restated_in, unit_of
from ..chains import header_rate, per_scale
from ..durations import explain_hours
from ..layout import Cell, sentence_start
from ..shown_lengths import unit_minutes
from ..normalize import normalize_token
from ..row_formulas import MAX_ROW_CELLS, RowCell, is_each_header, row_formula
from ..signed_cells import cell_number, cell_result
from .values import Operand, Occurrence, as_decimal, digit_count, equal_at, decimal_places, _print, rounds_to, to_the_cent
from .cues import MAX_QUANTITY, MAX_RUN_ROWS, MIN_COUNT, _QUANTITY, _WRITTEN_NUMBER
from .reading import AnswerReading, carried_neighbours, clear_of_carried, neighbours, _counts_in, _either_gap, _same_unit, written_operand


# A figure written per year or per week: `a year`, `per year`, `/yr`, `annually`, `a week`, `weekly`
# (round 11: a gap's, `1100 more per month, or 13,200 more per year`).
_PERIOD_AFTER: Final = re.compile(
    r"[ \t*]*(?:(?:more|less|extra)[ \t]+)?(?:(?:a|per|each|/)[ \t]*(?:(year|yr|annum)|week|wk)(?![A-Za-z])|(annually|yearly)|weekly)",
    re.IGNORECASE,
)
# A year or a week named earlier in the value's sentence: `Over a year that adds up to`.
_YEAR_BEFORE: Final = re.compile(r"\b(?:year|years|yearly|annual|annually|12 months|twelve months)\b", re.IGNORECASE)
_WEEK_BEFORE: Final = re.compile(r"\b(?:week|weekly|7 days|seven days)\b", re.IGNORECASE)
_MONTH_WORD: Final = re.compile(r"\b(?:month|months|monthly|mo)\b|/mo", re.IGNORECASE)
_DAY_WORD: Final = re.compile(r"\b(?:day|days|daily|night|nights|nightly)\b|/day|/night", re.IGNORECASE)
# A period a table's header names, and how many of the smaller fit in the larger.
_PERIODS: Final = (
    (re.compile(r"\b(?:year|yearly|annual|annually|per year|/yr)\b", re.IGNORECASE), "year"),
    (re.compile(r"\b(?:month|monthly|per month|/mo)\b", re.IGNORECASE), "month"),
    (re.compile(r"\b(?:week|weekly|per week)\b", re.IGNORECASE), "week"),
    (re.compile(r"\b(?:day|daily|night|nightly|per day|per night)\b", re.IGNORECASE), "day"),
)
_PERIOD_FACTORS: Final = {("month", "year"): 12, ("week", "year"): 52, ("day", "week"): 7}
_HEADER_RATE: Final = re.compile(r"(?:/|\bper[ \t]+)([A-Za-z]{1,12})\b")
_TOTAL_ROW: Final = re.compile(r"\b(?:total|totals|sum|overall|all)\b", re.IGNORECASE)


def _period_count(reading: AnswerReading, occ: Occurrence) -> tuple[int, str] | None:
    """12 (a year of a monthly figure) or 7 (a week of a daily one), where the value's words say so."""
    answer = reading.text
    after = _PERIOD_AFTER.match(answer, occ.end)
    if after is not None:
        months = after.group(1) is not None or after.group(2) is not None
        return (12, "months in a year") if months else (7, "days in a week")
    start = sentence_start(answer, occ.start)
    clause = answer[start : occ.start]
    if _YEAR_BEFORE.search(clause) and _MONTH_WORD.search(answer):
        return 12, "months in a year"
    if _WEEK_BEFORE.search(clause) and _DAY_WORD.search(answer):
        return 7, "days in a week"
    return None


def _header_period(header: str) -> str | None:
    for pattern, name in _PERIODS:
        if pattern.search(header):
            return name
    return None


# (hostile35) The cells of a row read as a cell's operands: its first ones. The row rule tries each
# earlier cell against each other one (a quantity column), so a row of n cells cost n^2 reads per
# value: a table of 500 columns in an answer took 16 s of `check`. A real row is far shorter.
MAX_ROW_OPERANDS: Final = 32


# (fish39) a container's size its column header writes: `Boxes of 20 kg`, `Sacks of 50 kg`
_CONTAINER_SIZE: Final = re.compile(r"\b[A-Za-z]{3,14}s[ \t]+of[ \t]+([0-9]{1,4}(?:\.[0-9]{1,2})?)[ \t]?([A-Za-z]{1,12})?\b")


def _containers(header: str, their_header: str) -> list[tuple[Decimal, str]]:
    """(fish39) The sizes of a container `header` writes (`Boxes of 20 kg`: 20) where the other
    column's header writes the size's unit (`Fish kg`)."""
    out: list[tuple[Decimal, str]] = []
    theirs = {w.lower() for w in re.findall(r"[A-Za-z]+", their_header)}
    for m in _CONTAINER_SIZE.finditer(header):
        size = Decimal(m.group(1))
        unit = (m.group(2) or "").lower()
        if size > 1 and unit and unit in theirs:
            out.append((size, m.group(1)))
    return out


def _table_rule(
    reading: AnswerReading, i: int, known: set[str], column_sum: bool = True,
) -> tuple[str, tuple[Operand, ...]] | None:
    """A table cell from its row (an earlier cell times a count or a period) or its column (the
    cells above it summed). Returns (expression, operands) without the `= value` part."""
    layout = reading.layout
    occurrences = reading.occurrences
    occ = occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None:
        return None
    number = occ.number
    share = _share_of_column(reading, i, cell, known) if column_sum else None
    if share is not None:
        return share
    header = layout.header(cell)
    # row: an earlier cell of the same row times a stated count, a count in the header, or a period
    factors: list[tuple[int | Decimal, Operand]] = list(reading.counts.items())
    for count, how in _counts_in(header):
        factors.append((count, Operand(str(count), "count", f"the table's header {how!r}")))
    # a rate the header states for its column (`Cost @ $3.00`; chains.py), resolved or carried
    stated_rate = header_rate(header)
    rate_form = normalize_token(stated_rate[1]) if stated_rate is not None else ""
    if stated_rate is not None and not (rate_form in known or rate_form in reading.stated
                                        or (reading.carried is not None and rate_form in reading.carried)):
        stated_rate = None
    mine = _header_period(header)
    reach = min(cell.column, MAX_ROW_OPERANDS)
    for column in range(reach):
        span = layout.span(cell.table, cell.row, column)
        if span is None:
            continue
        their_header = layout.header(cell._replace(column=column))
        theirs = _header_period(their_header)
        options = list(factors)
        # a rate column (`Rate/kg`) times a quantity of its unit in this column's header (`Cost for 18 kg`)
        per = _HEADER_RATE.search(their_header)
        # (fish39) a column of containers its header sizes (`Boxes of 20 kg`) over a column of that
        # unit (`Fish kg`): the quotient, exact or rounded up to whole containers
        containers = [] if per is not None else _containers(header, their_header)
        if per is not None:
            for m in _QUANTITY.finditer(header):
                if _same_unit(m.group(2).lower(), per.group(1).lower()):
                    options.append((Decimal(m.group(1)), Operand(m.group(1), "count", f"the table's header {header.strip()!r}")))
        if mine is not None and theirs is not None and (theirs, mine) in _PERIOD_FACTORS:
            per_period = _PERIOD_FACTORS[(theirs, mine)]
            options.insert(0, (per_period, Operand(str(per_period), "count", f"{theirs}s in a {mine}")))
        for o in _inside(reading, span):
            if o.value not in known:
                continue
            # a quantity column: another earlier cell of the row holding a whole count (`60`)
            # that a result carried or the answer resolved
            row_counts: list[tuple[int | Decimal, Operand]] = []
            stated: list[tuple[int | Decimal, Operand]] = []
            for other in range(reach):
                other_span = layout.span(cell.table, cell.row, other)
                if other == column or other_span is None:
                    continue
                for q in _inside(reading, other_span):
                    if q.amount or "." in q.value or q.number > MAX_QUANTITY:
                        continue
                    if MIN_COUNT <= q.number \
                            and (q.value in known or (reading.carried is not None and q.value in reading.carried)):
                        row_counts.append((q.number, written_operand(q)))
                    elif _lone_number(reading, other_span) is q:
                        # a quantity cell the answer states (`| 148 | $44.10 | $6,526.80 |`, `| 0 |`),
                        # for a line total of amounts, exact
                        stated.append((q.number, Operand(q.value, "answer", f"the row's quantity cell at answer offset {q.start}")))
            for size, shown in containers:
                quotient = o.number / size
                if number == quotient or (number == number.to_integral_value() and number == quotient.to_integral_value(ROUND_CEILING)
                                          and number > 1):
                    rounding = "" if number == quotient else " (rounded up)"
                    return f"{o.value} / {shown}{rounding}", (
                        written_operand(o), Operand(shown, "count", f"the table's header {header.strip()!r}"))
            for factor, operand in options + row_counts:
                product = o.number * factor
                if product == number or (decimal_places(occ.value) >= 2 and equal_at(product, number, decimal_places(occ.value), True)):
                    return f"{_print(Decimal(factor))} x {o.value}", (operand, written_operand(o))
            if stated_rate is not None:
                rate, written_rate = stated_rate
                product = o.number * rate
                places = decimal_places(occ.digits or occ.value)
                # exact, rounded to the cell's places, or (a cell that restates a carried number
                # rounded, `412.58` for 412.583333) within the rounding the cell stands for
                slack = rate * Decimal(5).scaleb(-decimal_places(o.digits or o.value) - 1) if o.value in reading.loose else None
                if product == number or (places >= 2 and equal_at(product, number, places, True)) or (
                        slack is not None and abs(product - number) <= slack + Decimal(5).scaleb(-places - 1)):
                    note = " (with the carried precision of its rounded operand)" if slack is not None and not (
                        product == number or equal_at(product, number, places, True)) else ""
                    return f"{o.value} x {_print(rate)}{note}", (
                        written_operand(o), Operand(written_rate, "answer", f"the table's header {header.strip()!r}"))
            if occ.amount and o.amount:
                for factor, operand in stated:
                    if o.number * factor == number:
                        return f"{_print(Decimal(factor))} x {o.value}", (operand, written_operand(o))
            # a rate column (`Rate (per €1)`, `Price`) times or over the amount the table's
            # lead-in states (`€1,250 is:` then `| SEK | 11.2714 | 14,089.25 kr |`), rounded
            if _RATE_HEADER.search(their_header) and o.number > 0:
                for a in _lead_amounts(reading, cell.table, known):
                    for product, op in ((a.number * o.number, "x"), (a.number / o.number, "/")):
                        if rounds_to(product, number, decimal_places(occ.value)):
                            return f"{a.value} {op} {o.value}", (written_operand(a), written_operand(o))
    if not column_sum:
        return None  # (clock42) a row's product only: `derived_cells`' short cells
    # column: the cells above it in its column, every one a resolved number, in a total row or the last
    first = layout.span(cell.table, cell.row, 0)
    label = reading.text[first[0] : first[1]] if first is not None else ""
    if not _TOTAL_ROW.search(label) and cell.row != layout.rows(cell.table) - 1:
        return None
    found = cells_above(reading, cell, known)
    if found is None:
        return None
    above, signed = found
    if len(above) >= 2 and signed[0] == above[0].number and sum(signed, Decimal(0)) == number:
        shown = above[0].value
        for o, n in zip(above[1:], signed[1:]):
            shown += f" + {o.value}" if n == o.number else f" - {o.value}"
        return shown, tuple(written_operand(o) for o in above)
    return None


# A row that says it holds a difference: `| Difference | $15.00 |`, `| Change |`, `| Savings |`.
_DIFFERENCE_ROW: Final = re.compile(
    r"\b(?:difference|diff|change|gap|delta|saving|savings|increase|decrease|vs|versus)\b", re.IGNORECASE,
)


_ROW_CLOCK: Final = re.compile(r"(?<![0-9:])[0-9]{1,2}:[0-9]{2}(?![0-9:])")


def under_hours_header(reading: AnswerReading, occ: Occurrence) -> bool:
    """(rope42) Whether the value is a table cell whose column's header names hours in any language
    (`Hours`, `Stunden`, `saat`, `stundas`; `shown_lengths.unit_minutes`)."""
    cell = reading.layout.cell(occ.at)
    if cell is None:
        return False
    return any(unit_minutes(word) == 60 for word in _HEADER_WORD.findall(reading.layout.header(cell)))


def row_hours(reading: AnswerReading, o: Occurrence, known: Container[str]) -> bool:
    """(rope42) Whether a cell too short to be judged (`12.50` under `Hours`) is the hours between
    the last two resolved clocks its row writes before it (`| 06:15 | 18:45 | 12.50 |`): an
    operand of its column's total and of a column worked from it, as a judged cell would be."""
    if digit_count(o.value) > MAX_SHORT_DIGITS or not under_hours_header(reading, o):
        return False
    text = reading.text
    line = text[text.rfind("\n", 0, o.start) + 1 : o.start]
    clocks = [c for c in _ROW_CLOCK.findall(line) if c in known]
    return explain_hours(text, o.start, o.end, o.number, clocks, True) is not None


def cells_above(reading: AnswerReading, cell: Any, known: Container[str]) -> tuple[list[Occurrence], list[Decimal]] | None:
    """The cells above `cell` in its column, each one number (a cell writing its own step counts as
    its result), with their numbers signed as written (`−$5.00`: signed_cells.py, round 14); None
    when a cell holds several numbers or one not resolved (nor carried, a text row's cell, zero)."""
    layout = reading.layout
    above: list[Occurrence] = []
    signed: list[Decimal] = []
    for row in range(cell.row):
        span = layout.span(cell.table, row, cell.column)
        if span is None:
            continue
        inside = _inside(reading, span)
        if not inside:
            continue
        chosen = cell_result(reading.text, span[0], [o.at for o in inside])
        if chosen < 0:
            return None
        o = inside[chosen]
        # a cell too short to be a candidate (`288`) sums with the column when a result carried it
        # (round 12: or a text result's comma-separated row did; a zero adds nothing)
        if o.value not in known and (reading.carried is None or o.value not in reading.carried) \
                and o.value not in reading.cells and o.digits not in reading.cells and o.number != 0 \
                and (o.value in reading.pending or not _row_checked(reading, cell.table, row, cell.column, known)) \
                and not row_hours(reading, o, known):
            return None
        above.append(o)
        signed.append(cell_number(reading.text, span[0], o.at, o.number))
    return above, signed


MAX_ROW_CHECK: Final = 8  # (quarry42) cells of a row read for a resolved one


def _row_checked(reading: AnswerReading, table: int, row: int, column: int, known: Container[str]) -> bool:
    """(quarry42) Whether a row of a table writes, after `column`, a cell of one number the rules
    resolved (`| 5.50 | 121 | 11,132 |`: 11,132 = 121 x 92 by `priced-row`): a cell too short to
    be a candidate in that row (121, 5.50: no rule judges it) then sums with its column, its row
    checked by the cell its arithmetic gives. A row no rule resolved a cell of (an invented row's
    short numbers) leaves its column's total flagged, as before."""
    layout = reading.layout
    for other in range(column + 1, min(layout.columns(table), column + 1 + MAX_ROW_CHECK)):
        span = layout.span(table, row, other)
        if span is None:
            continue
        lone = _lone_number(reading, span)
        if lone is not None and lone.value in known and lone.number != 0:
            return True
    return False


# (round 23) the label of a table's total row: bold, or a word that says it totals the column
_TOTAL_LABEL: Final = re.compile(r"^\s*\*\*|\b(?:total|sum|all|overall|grand|together)\b", re.IGNORECASE)


def short_total(reading: AnswerReading, i: int, known: Container[str]) -> bool:
    """(round 23) Whether the value is a cell of its table's last row, labelled as its total (bold
    or a total word), whose column above it writes two or more resolved numbers that do not sum
    to it: a total row is its column's sum, so the wide rules refuse it (`**£804.16**` under
    three rows whose sum is 1,043.84: the sum of two of them, one row left out). Not a ledger: a
    table with another row labelled so (`**Charges**`, `**Aid**`, then `**Credit balance**`) or a
    signed cell above."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or cell.column == 0 or cell.row < 2 or cell.row != layout.rows(cell.table) - 1:
        return False
    for row in range(cell.row + 1):
        first = layout.span(cell.table, row, 0)
        said = _TOTAL_LABEL.search(reading.text[first[0] : first[1]]) if first is not None else None
        if (said is None) == (row == cell.row):
            return False  # not labelled a total, or a ledger: another row above is labelled so too (`**Charges**`)
    column = cells_above(reading, cell, known)
    if column is None or len(column[1]) < 2 or any(n <= 0 for n in column[1]):
        return False  # (a column with signed cells is a ledger: its last row may be a balance)
    return sum(column[1]) != occ.number


def _difference_row(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A cell of a row labelled as a difference (`| Difference | $15.00 | -$1.00 |`) that is the
    difference of the two cells right above it in its column (each one resolved number), either
    order, exact, sign included (round 9). Returns (expression, operands) without `= value`."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or cell.row < 2 or cell.column == 0:
        return None
    first = layout.span(cell.table, cell.row, 0)
    if first is None or not _DIFFERENCE_ROW.search(reading.text, first[0], first[1]):
        return None
    above: list[Occurrence] = []
    for row in (cell.row - 2, cell.row - 1):
        span = layout.span(cell.table, row, cell.column)
        lone = _lone_number(reading, span) if span is not None else None
        if lone is None or lone.value not in known or lone.amount != occ.amount:
            return None
        above.append(lone)
    x, y = above
    return _either_gap(x, y, occ.number)


# A column header that names a rate or a unit price: `Rate (per €1)`, `Price`, `EUR/USD`, `Cost each`.
_RATE_HEADER: Final = re.compile(r"\b(?:rate|rates|per|price|prices|each|unit)\b|/", re.IGNORECASE)
MAX_LEAD: Final = 240  # characters of the line just before a table that may state the amount its rates apply to


def _lead_amounts(reading: AnswerReading, table: int, known: set[str]) -> list[Occurrence]:
    """The resolved amounts of the table's lead-in: the last non-blank line before its header
    (`Using today's rates, €1,250 is:`), at most MAX_LEAD characters of it."""
    return [o for o in _lead_numbers(reading, table) if o.amount and o.value in known and o.number > 0]


# (round 21) a quantity of a unit the lead-in states: a number then its unit word (`(28,6 ha)`, `for 12.4 GB`)
_UNIT_AFTER: Final = re.compile(r"[ \t\u00a0\u202f]?([A-Za-z][A-Za-z0-9]{0,11})\b")


def _lead_quantities(reading: AnswerReading, table: int, known: set[str]) -> list[tuple[Occurrence, str]]:
    """(round 21) The quantities the table's lead-in states with their unit (`Nordfeld (28,6 ha):`
    -> 28.6, `ha`): no amount, resolved or carried, each with the unit word written right after it."""
    out: list[tuple[Occurrence, str]] = []
    carried = reading.carried
    for o in _lead_numbers(reading, table):
        if o.amount or o.number <= 0 or not (o.value in known or (carried is not None and o.value in carried)):
            continue
        m = _UNIT_AFTER.match(reading.text, o.end)
        if m is not None:
            out.append((o, m.group(1).lower()))
    return out


def _lead_numbers(reading: AnswerReading, table: int) -> list[Occurrence]:
    """The numbers of the table's lead-in: the last non-blank line before its header, at most
    MAX_LEAD characters of it."""
    first = reading.layout.span(table, 0, 0)
    if first is None:
        return []
    text = reading.text
    at = text.rfind("\n", 0, first[0])
    # back over the table's own lines (its header and separator), then blank lines
    while at > 0:
        line_start = text.rfind("\n", 0, at) + 1
        line = text[line_start:at]
        if line.lstrip().startswith("|") or not line.strip():
            at = line_start - 1
            continue
        lead = max(line_start, at - MAX_LEAD)
        # (round 32) the lead's numbers by bisection, not a walk of the answer's every number per table asked
        near = reading.occurrences[bisect_left(reading.starts, lead - reading.reach) : bisect_left(reading.starts, at)]
        return [o for o in near if lead <= o.at < at]
    return []


MAX_PER_UNIT_CELLS = 96  # cells of a table whose pairs `per-unit` tries


def _per_unit_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A value written after a table (within MAX_AFTER_TABLE characters, no table between) that is
    a cell of it over a whole count (2 or more, no amount) of the same row or the same column,
    rounded to the places written (`AOV went from $98.77` after `Orders 1,204` and `Revenue
    $118,922.40` in one column); never a value one digit off a carried number."""
    layout = reading.layout
    occ = reading.occurrences[i]
    if occ.number <= 0:
        return None
    table = _table_before(reading, occ)
    if table < 0:
        return None
    if not clear_of_carried(reading, occ, i):
        return None
    rows, columns = layout.rows(table), layout.columns(table)
    if rows * columns > MAX_PER_UNIT_CELLS:
        return None  # (pairs of cells: quadratic)
    grid: dict[tuple[int, int], Occurrence] = {}
    for row in range(rows):
        for column in range(1, columns):
            span = layout.span(table, row, column)
            lead = _lead_number(reading, span, known) if span is not None else None
            if lead is not None:
                grid[(row, column)] = lead
    places = decimal_places(occ.value)
    for (row, column), a in grid.items():
        for (r, c), b in grid.items():
            if (r == row) == (c == column) or b.amount or "." in b.value or b.number < MIN_COUNT:
                continue  # the same row or the same column, not both; a whole count
            quotient = a.number / b.number
            if quotient == occ.number or (places >= 1 and equal_at(quotient, occ.number, places, True)):
                return f"{a.value} / {b.value}", (
                    written_operand(a), written_operand(b))
    return None


# A column header that names a value per unit (round 8): `AOV`, `Avg`, `per capita`, `Cost/unit`, `Rate`.
_PER_HEADER: Final = re.compile(r"\b(?:per|avg|average|mean|aov|each|rate|ratio)\b|/", re.IGNORECASE)


# (round 33) the words of a column header, in any script (`knots per day`, `گره در روز`).
_HEADER_WORD: Final = re.compile(r"[^\W\d_]+")


def _header_words(header: str) -> list[str]:
    return [w.lower() for w in _HEADER_WORD.findall(header)]


def _named_ratio(layout: Any, cell: Cell) -> tuple[int, int] | None:
    """(round 33) The two other columns whose headers the cell's own header names, the first before
    the second (`گره در روز` over `گره` and `روز`: knots in a day; `Knots per day` over `Knots` and
    `Days`, a plural's `s` aside): a value per unit said in any language, as the header's words;
    None unless exactly one such pair."""
    own = _header_words(layout.header(cell))
    if len(own) < 2:
        return None
    found: list[tuple[int, int]] = []
    places: dict[int, int] = {}
    for column in range(layout.columns(cell.table)):
        if column == cell.column:
            continue
        words = _header_words(layout.header(Cell(cell.table, cell.row, column)))
        if not words or len(words) >= len(own):
            continue
        at = _words_at(own, words)
        if at is not None:
            places[column] = at
    for a, at_a in places.items():
        for b, at_b in places.items():
            if at_a + 1 < at_b:  # the unit named after the measure, a word at least between (`per`, `در`)
                found.append((a, b))
    return found[0] if len(found) == 1 else None


def _words_at(own: list[str], words: list[str]) -> int | None:
    """Where `words` stand together in `own` (a plural's `s` aside), or None."""
    def same(x: str, y: str) -> bool:
        return x == y or x.rstrip("s") == y.rstrip("s")
    for k in range(len(own) - len(words) + 1):
        if all(same(own[k + j], words[j]) for j in range(len(words))):
            return k
    return None


def _row_rate_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A table cell under a header that names a value per unit (`AOV`, `GDP per capita`) that is
    one resolved cell of its row over another holding a whole count (2 or more, no amount),
    rounded to the places written; never a value one digit off a carried number (round 8).
    (round 33) A header with no such word that names two other columns (`گره در روز` beside `گره`
    and `روز`) takes the first of them over the second only (`_named_ratio`)."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or occ.number <= 0:
        return None
    named = _named_ratio(layout, cell) if _PER_HEADER.search(layout.header(cell)) is None else None
    if named is None and _PER_HEADER.search(layout.header(cell)) is None:
        return None
    if not clear_of_carried(reading, occ, i):
        return None
    row: list[Occurrence] = []
    columns: dict[int, Occurrence] = {}
    for column in range(layout.columns(cell.table)):
        span = layout.span(cell.table, cell.row, column) if column != cell.column else None
        lead = _lead_number(reading, span, known) if span is not None else None
        if lead is not None and lead.number > 0:
            row.append(lead)
            columns[column] = lead
    places = decimal_places(occ.value)
    # a rate per a round count of the unit (`Cost per 1,000 queries`; chains.py)
    scale = per_scale(layout.header(cell)) or 1
    if named is not None:
        pair = [(columns[named[0]], columns[named[1]])] if named[0] in columns and named[1] in columns else []
    else:
        pair = [(a, b) for a in row for b in row]
    # (cashmere35) the measure in the unit the header writes (`g per goat` over a `Raw kg` column:
    # x 1000), by the whole factor between two units of one dimension (`units.restated_in`)
    own_unit = _header_unit(layout.header(cell))
    for a, b in pair:
        if b is a or b.amount or "." in b.value or b.number < MIN_COUNT:
            continue
        measure, shown = a.number, a.value
        a_cell = layout.cell(a.at)
        a_unit = _header_unit(layout.header(a_cell)) if own_unit and a_cell is not None else ""
        restated = restated_in(a.number, a_unit, own_unit) if a_unit else None
        if restated is not None:
            measure, shown = restated, f"{a.value} {a_unit} in {own_unit}"
        quotient = measure / b.number * scale
        if quotient == occ.number or (places >= 1 and equal_at(quotient, occ.number, places, True)):
            return f"{shown} / {b.value}" + (f" x {scale}" if scale != 1 else ""), (
                written_operand(a), written_operand(b))
    return None


# (mill42) a column header naming a currency: a three-letter code, a money sign or a short mark after
# amounts (`EUR`, `Value KM`, `€`), and one naming an exchange rate (`Rate`, `FX`, `Tečaj` aside: English)
_CURRENCY_HEADER: Final = re.compile(r"(?<![A-Za-z])(?:[A-Z]{3}|KM|kr|Ft|lei|z\u0142|K\u010d|kn)(?![A-Za-z])|[$\u20ac\u00a3\u00a5\u20b9\u20a6\u20ba\u20bd]")
_EXCHANGE_HEADER: Final = re.compile(r"\b(?:rate|fx|exchange)\b", re.IGNORECASE)
# (adire44) or a header that is a quote, two currencies joined by a slash or `per` (`NGN/USD`,
# `TJS / USD`, `INR per USD`): how a rate is written in any language (ISO codes or money signs)
_QUOTE_HEADER: Final = re.compile(
    r"[ \t*]*(?:[A-Z]{3}|[$\u20ac\u00a3\u00a5\u20b9\u20a6\u20ba\u20bd])[ \t]*(?:/|per)[ \t]*"
    r"(?:[A-Z]{3}|[$\u20ac\u00a3\u00a5\u20b9\u20a6\u20ba\u20bd])[ \t*]*")


def _row_exchange_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """(mill42) A table cell under a currency's header that is an amount of its row under another
    currency's header converted by the rate its row writes under a header naming a rate (`| KM | Rate |
    EUR |` over `| 24,493.75 | 1.95583 | 12,523.46 |`: 24,493.75 / 1.95583; adire44: or a quote, two
    currencies joined by a slash or `per`, `| NGN | NGN/USD | USD |`), over or times, exact or at
    the value's places half up; both cells resolved or carried. Refused where the other way (times
    for over) also reaches the value or a one-digit neighbour of it, or the value is one digit off a
    carried number. Its price: an invented amount equal to such a conversion."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or occ.number <= 0:
        return None
    def written(column_cell: Cell) -> str:  # the header as written (`layout.header` is lower case)
        span = layout.header_span(column_cell)
        return reading.text[span[0]:span[1]] if span is not None else ""

    own = _CURRENCY_HEADER.findall(written(cell))
    if len(own) != 1 or _EXCHANGE_HEADER.search(layout.header(cell)) is not None:
        return None
    rates: list[Occurrence] = []
    amounts: list[Occurrence] = []
    for column in range(min(layout.columns(cell.table), MAX_ROW_OPERANDS)):
        if column == cell.column:
            continue
        span = layout.span(cell.table, cell.row, column)
        lead = _lead_number(reading, span, known) if span is not None else None
        if lead is None or lead.number <= 0:
            continue
        header = layout.header(cell._replace(column=column))
        if _EXCHANGE_HEADER.search(header) is not None or _QUOTE_HEADER.fullmatch(written(cell._replace(column=column))) is not None:
            rates.append(lead)
        elif (marks := _CURRENCY_HEADER.findall(written(cell._replace(column=column)))) and len(marks) == 1 and marks != own:
            amounts.append(lead)
    if len(rates) != 1 or len(amounts) != 1 or rates[0].number == 1:
        return None
    if not clear_of_carried(reading, occ, i):
        return None
    rate, amount = rates[0], amounts[0]
    places = decimal_places(occ.value)
    ways = ((amount.number / rate.number, "/"), (amount.number * rate.number, "x"))
    hits = [way for value, way in ways if value == occ.number or (places >= 1 and equal_at(value, occ.number, places, True))]
    if len(hits) != 1:
        return None
    other = ways[1][0] if hits[0] == "/" else ways[0][0]
    if any(equal_at(other, n, places, True) for n in neighbours(occ.number, places)):
        return None  # the other way lands one digit off: no telling which
    return f"{amount.value} {hits[0]} {rate.value}", (written_operand(amount), written_operand(rate))


def _header_unit(header: str) -> str:
    """(cashmere35) The first word of a header that is a unit of measure (`g` of `g per goat`, `kg`
    of `Raw kg`), or ''."""
    for word in _HEADER_WORD.findall(header):
        if unit_of(word) is not None:
            return word
    return ""


MAX_STATED_FACTORS: Final = 4  # (round 33) numbers written before a table tried as its column's factor
MAX_SHORT_DIGITS: Final = 3  # (rope42) a cell of this many significant digits is no candidate: taken as written
MAX_POLICY_FACTORS: Final = 64  # (rope42) numbers the system prompt states tried as a column's factor
MIN_FACTOR_ROWS: Final = 2  # (round 33) rows of the two columns a factor is tried over


def _stated_factor_rule(reading: AnswerReading, i: int, known: set[str],
                        policy: Collection[str] = ()) -> tuple[str, tuple[Operand, ...]] | None:
    """(round 33) A table cell that is another cell of its row times a number the answer wrote
    (resolved) just before the table (`Pay: 85 toman a knot.` then `| Zahra | 22 | 201,300 |
    17,110,500 |`; `دستمزد: هر گره ۸۵ تومان`): the column worked from a rate stated once, however
    its language names it. The value's row and every other row of the table that writes both
    columns but one (2 rows at least) must hold the same product, exact or rounded to the places
    written: a column of another origin does not, a one-digit mutant reaches no product (another
    row's slip leaves the rest of the column judged so); never one digit off a carried number."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or cell.column == 0 or occ.number <= 0 or layout.rows(cell.table) < MIN_FACTOR_ROWS:
        return None
    top = layout.header_span(cell)
    if top is None:
        return None
    factors: list[tuple[Decimal, Operand]] = [
        (o.number, written_operand(o)) for o in reading.occurrences
        if o.end <= top[0] and o.value in known and o.number > 1][-MAX_STATED_FACTORS:]
    # (rope42) or a number the system prompt states (`The generator burns 3.5 litres an hour`, `diesel
    # costs 1,450 NGN a litre`): the rules' rate worked down a log's column, no number written before it
    for form in sorted(policy)[:MAX_POLICY_FACTORS]:
        stated = as_decimal(form)
        if stated is not None and stated > 1:
            factors.append((stated, Operand(form, "user", "a rate the system prompt states")))
    if not factors:
        return None
    places = decimal_places(occ.value)

    def holds(product: Decimal, cell_value: Occurrence) -> bool:
        return product == cell_value.number or (places >= 1 and equal_at(product, cell_value.number, places, True))

    for column in range(1, layout.columns(cell.table)):
        if column == cell.column:
            continue
        pairs: list[tuple[Occurrence, Occurrence]] = []  # (the other column's cell, this column's), row by row
        mine: Occurrence | None = None
        short = False  # (rope42) an operand cell too short to be judged taken as written
        for row in range(layout.rows(cell.table)):
            there, here = layout.span(cell.table, row, column), layout.span(cell.table, row, cell.column)
            a = _lead_number(reading, there, known) if there is not None else None
            if a is None and there is not None and policy:
                # (rope42) a log's short cell no rule judges (`12.50` hours), its row's clocks giving it
                a = _lone_number(reading, there)
                if a is not None and not row_hours(reading, a, known):
                    a = None
                short = short or a is not None
            b = _lone_number(reading, here) if here is not None else None
            if a is None or b is None:
                continue
            pairs.append((a, b))
            if row == cell.row:
                mine = a
        if mine is None or len(pairs) < MIN_FACTOR_ROWS:
            continue
        for k, k_operand in factors:
            if not holds(mine.number * k, occ):
                continue
            held = sum(1 for a, b in pairs if holds(a.number * k, b))
            # a column taken from short cells holds on every row (no row of another origin)
            if held >= max(MIN_FACTOR_ROWS, len(pairs) - (0 if short else 1)):
                if not clear_of_carried(reading, occ, i):
                    return None
                return f"{mine.value} x {k_operand.value}", (written_operand(mine), k_operand)
    return None


# (incense41) a header cell that writes only a step (`÷ 0.92`, `× 1.17`, `x 12`): an operator and a number
_HEADER_STEP: Final = re.compile(r"[ \t*_]*([xX\u00d7*/\u00f7])[ \t]*([0-9]{1,6}(?:\.[0-9]{1,6})?)[ \t*_]*")


def header_step_rule(reading: AnswerReading, i: int, known: set[str], stated: Callable[[str], bool],
                     own: Callable[[int], Container[str]] | None = None) -> tuple[str, tuple[Operand, ...]] | None:
    """(incense41) A table cell that is the cell two columns before it times or over the number the
    header of the column between writes with its operator (`| Dry | ÷ 0.92 | Fresh |` over `| 118.4
    kg | | 128.70 kg |`): the step's column, its own cell in the row empty; the number resolved,
    carried, or one the run states (`stated`, the system prompt's `x 0.92`); exact or rounded to the
    places written; never one digit off a carried number.
    (mend41b, review41 D4) The step's number only one the run states (`stated`) or one the record
    the row names carries (`own(at)`: its whole numbers); never any number resolved or carried
    elsewhere (another record's `shelf_count` 16, an `aisle` 7)."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or cell.column < 2 or occ.number <= 0:
        return None
    header = layout.header(cell._replace(column=cell.column - 1))
    m = _HEADER_STEP.fullmatch(header)
    if m is None:
        return None
    factor = Decimal(m.group(2))
    form = normalize_token(m.group(2))
    if factor <= 0 or not (stated(form) or (own is not None and form in own(occ.at))):
        return None
    between = layout.span(cell.table, cell.row, cell.column - 1)
    if between is None or _inside(reading, between):
        return None
    there = layout.span(cell.table, cell.row, cell.column - 2)
    a = _lead_number(reading, there, known) if there is not None else None
    if a is None:
        return None
    over = m.group(1) in "/\u00f7"
    result = a.number / factor if over else a.number * factor
    if not (result == occ.number or rounds_to(result, occ.number, decimal_places(occ.digits or occ.value))):
        return None
    if not clear_of_carried(reading, occ, i):
        return None
    return f"{a.value} {'/' if over else 'x'} {m.group(2)}", (
        written_operand(a), Operand(m.group(2), "answer", f"the table's header {header.strip()!r}"))



# (words43) a row label that names its item and writes only its step (`Slates × 85`, `Rolls x 12.50`):
# words, then a multiplication sign and one number, nothing after
_LABEL_STEP: Final = re.compile(r"[ \t*_]*[^\W\d_][^|0-9]{0,40}?[ \t]([xX\u00d7*])[ \t]*([0-9]{1,6}(?:\.[0-9]{1,6})?)[ \t*_]*")


def label_step_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """(words43) A table cell that is the number the row above ends with times the number its own
    row's label writes as its only step (`| + 5% spare | 2,539 | |` then `| Slates × 85 | | 215,815.00 |`):
    the label words then `×`/`x` and one number, resolved or carried; every cell between the label
    and the value empty; the row above's last number (before the value's column or in it) resolved
    or carried; exact or rounded to the places written; never one digit off a carried number. Price: a
    value equal to that one product (one operand, one factor: no search)."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or cell.column < 1 or cell.row < 1 or occ.number <= 0:
        return None
    label_span = layout.span(cell.table, cell.row, 0)
    if label_span is None or _LABEL_STEP.fullmatch(reading.text, label_span[0], label_span[1]) is None:
        return None
    m = _LABEL_STEP.fullmatch(reading.text, label_span[0], label_span[1])
    assert m is not None
    steps = _inside(reading, label_span)
    if len(steps) != 1 or not steps[0].start <= m.start(2) < steps[0].end:
        return None
    step = steps[0]
    if not (step.value in known or (reading.carried is not None and step.value in reading.carried)) or step.number <= 0:
        return None
    for column in range(1, cell.column):
        between = layout.span(cell.table, cell.row, column)
        if between is not None and _inside(reading, between):
            return None
    above: Occurrence | None = None
    for column in range(min(cell.column, layout.columns(cell.table) - 1), 0, -1):
        there = layout.span(cell.table, cell.row - 1, column)
        if there is None:
            continue
        found = _inside(reading, there)
        if found:
            above = _lead_number(reading, there, known)
            break
    if above is None or above.number <= 0:
        return None
    result = above.number * step.number
    if not (result == occ.number or rounds_to(result, occ.number, decimal_places(occ.digits or occ.value))):
        return None
    if not clear_of_carried(reading, occ, i):
        return None
    return f"{above.value} x {step.value}", (written_operand(above), written_operand(step))


def _column_sums(
    text: str, settled: Container[str], carried: Container[str] | None
) -> list[tuple[Decimal, str, tuple[Operand, ...], str]]:
    """The sums of the whole columns of an answer's tables whose every body cell (total rows
    aside) leads with a number it resolved or a result carried, each with its column's header
    (round 33): what a later answer may total (`column`, earlier)."""
    reading = AnswerReading(text, {}, carried)
    layout = reading.layout
    known = {o.value for o in reading.occurrences if o.value in settled}
    sums: list[tuple[Decimal, str, tuple[Operand, ...], str]] = []
    for table in range(layout.tables()):
        for column in range(1, layout.columns(table)):
            read = _column(reading, table, column, known)
            if read is None or len(read[0]) < 2:
                continue
            cells = read[0]
            total = sum((o.number for o in cells), Decimal(0))
            sums.append((total, " + ".join(o.value for o in cells), tuple(
                Operand(o.value, "earlier answer", f"a table of an earlier answer, column {column + 1}") for o in cells),
                layout.header(Cell(table, 0, column))))
    return sums


def names_header(text: str, start: int, end: int, header: str) -> bool:
    """(round 33) Whether `text[start:end]` names a column by its header's words, in any language:
    each word of 3 letters or more of the header starts a word there (`گره` of `جمع گره‌ها`,
    `دستمزد` of `دستمزدها`; `orders` of `34 orders`); a header of no such word names nothing."""
    wanted = [w for w in _header_words(header) if len(w) >= 3]
    if not wanted:
        return False
    there = _header_words(text[start:end])
    return all(any(w.startswith(h) for w in there) for h in wanted)


def _inside(reading: AnswerReading, span: tuple[int, int]) -> list[Occurrence]:
    """The numbers whose first digit is in `span`, in text order, by bisection (a scan of every
    number of the answer per cell cost a table's rows times its numbers for each value tried)."""
    occurrences = reading.occurrences
    k = bisect_left(reading.starts, span[0] - reading.reach)
    inside: list[Occurrence] = []
    while k < len(occurrences) and occurrences[k].start < span[1]:
        o = occurrences[k]
        if span[0] <= o.at < span[1]:
            inside.append(o)
        k += 1
    return inside


def _lone_number(reading: AnswerReading, span: tuple[int, int]) -> Occurrence | None:
    """The one number of a cell that holds one number and nothing but it (`148`, `**278**`)."""
    occurrences = reading.occurrences
    k = bisect_left(reading.starts, span[0])
    found: Occurrence | None = None
    while k < len(occurrences) and occurrences[k].start < span[1]:
        if found is not None:
            return None
        found = occurrences[k]
        k += 1
    if found is None or reading.text[span[0] : span[1]].strip(" \t*") != reading.text[found.start : found.end]:
        return None
    return found


# (round 24) A cell that is a whole count alone (`16`, `**16**`): the count a row's `Each` is a share of.
_COUNT_CELL: Final = re.compile(r"[ \t*]*[0-9]{1,3}[ \t*]*", re.ASCII)


def _count_cell(reading: AnswerReading, span: tuple[int, int]) -> Occurrence | None:
    """(round 24) The count a cell writes alone (2-999, no amount), resolved or not."""
    if _COUNT_CELL.fullmatch(reading.text, span[0], span[1]) is None:
        return None
    k = bisect_left(reading.starts, span[0])
    o = reading.occurrences[k] if k < len(reading.occurrences) else None
    if o is None or not span[0] <= o.at < span[1] or o.amount or not 2 <= o.number <= 999:
        return None
    return o


def _lead_number(reading: AnswerReading, span: tuple[int, int], known: set[str]) -> Occurrence | None:
    """The first number of a cell (`+$2,308.25 (+5.0%)`: 2,308.25), when resolved or carried."""
    occurrences = reading.occurrences
    k = bisect_left(reading.starts, span[0])
    while k < len(occurrences) and occurrences[k].start < span[1]:
        o = occurrences[k]
        if span[0] <= o.at < span[1]:
            if o.value in known or (reading.carried is not None and o.value in reading.carried) \
                    or o.digits in reading.cells:
                return o  # (round 25) or a cell of a result's comma-separated rows (`139.00` of `...,1,139.00`)
            return None
        k += 1
    return None


def _column(reading: AnswerReading, table: int, column: int, known: set[str]) -> tuple[list[Occurrence], Occurrence | None] | None:
    """A column's body cells (each one's first number, resolved or carried), and its total row's
    cell (a row labelled total, sum, overall) if any; None when a body cell has no such number."""
    cached = reading.columns.get((table, column))
    if cached is not None:
        return cached
    layout = reading.layout
    cells: list[Occurrence] = []
    total: Occurrence | None = None
    for row in range(layout.rows(table)):
        span = layout.span(table, row, column)
        first = layout.span(table, row, 0)
        if span is None or first is None:
            return None
        lead = _lead_number(reading, span, known)
        if _TOTAL_ROW.search(reading.text[first[0] : first[1]]):
            total = lead
            continue
        if lead is None:
            return None
        cells.append(lead)
    reading.columns[(table, column)] = (cells, total)  # resolved numbers stay resolved: kept for the answer
    return cells, total


def _share_of_column(reading: AnswerReading, i: int, cell: Any, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A percent cell that is an earlier cell of its row over that column's total (its total
    row, or the sum of its cells), rounded to the places written: `| 200 | 1,184,233 | 95.57% |`."""
    occ = reading.occurrences[i]
    text = reading.text
    m = _WRITTEN_NUMBER.match(text, occ.at)
    if m is None or not text.startswith("%", m.end()) or not 0 < occ.number <= 100:
        return None
    layout = reading.layout
    places = decimal_places(occ.value)
    # a percent change between the two cells of its row just before it (`| $45,903.12 | $48,211.37 | +5.03% |`)
    row = [_lead_number(reading, span, known) if span is not None else None
           for span in (layout.span(cell.table, cell.row, c) for c in range(cell.column))]
    earlier_cells = [o for o in row[1:] if o is not None]
    if len(earlier_cells) >= 2:
        old, new = earlier_cells[-2], earlier_cells[-1]
        if old.number > 0 and equal_at(abs(new.number - old.number) * 100 / old.number, occ.number, places, True):
            return f"({new.value} - {old.value}) / {old.value} x 100", (
                written_operand(new),
                written_operand(old))
    for column in range(cell.column):
        span = layout.span(cell.table, cell.row, column)
        part = _lead_number(reading, span, known) if span is not None else None
        if part is None or part.amount != _column_amount(reading, cell.table, column):
            continue
        read = _column(reading, cell.table, column, known)
        if read is None:
            continue
        cells, total = read
        whole = total.number if total is not None else sum((o.number for o in cells), Decimal(0))
        if whole <= 0 or len(cells) < 2:
            continue
        if equal_at(part.number * 100 / whole, occ.number, places, True):
            shown = total.value if total is not None else "(" + " + ".join(o.value for o in cells) + ")"
            operands = (total,) if total is not None else tuple(cells)
            return f"{part.value} / {shown} x 100", tuple(
                written_operand(o) for o in (part, *operands))
    return None


def _column_amount(reading: AnswerReading, table: int, column: int) -> bool:
    span = reading.layout.span(table, 0, column)
    lead = next((o for o in reading.occurrences if span is not None and span[0] <= o.at < span[1]), None)
    return lead.amount if lead is not None else False


MAX_AFTER_TABLE = 400  # characters after a table within which a value may sum one of its columns


def _table_before(reading: AnswerReading, occ: Occurrence) -> int:
    """The table a value is written after: the last one that ends before it, when the value stands
    within MAX_AFTER_TABLE characters of its end and in no table's cell; -1 when there is none."""
    layout = reading.layout
    table = -1
    for t in range(layout.tables()):
        if layout.end(t) <= occ.start:
            table = t
    if table < 0 or occ.start - layout.end(table) > MAX_AFTER_TABLE or layout.cell(occ.at) is not None:
        return -1
    return table


# (round 25) A header naming its column's currency: a mark (`Net €`, `$`, `£ ex VAT`) or a code
# word (`Price (USD)`, `EUR`), its letters lower case as `Layout.header` gives them.
_PRICED_HEADER: Final = re.compile(r"[$\u20ac\u00a3\u00a5]|(?<![a-z])(?:usd|eur|gbp|jpy|chf|cad|aud|pln|brl)(?![a-z])")


_WORN_CODE: Final = re.compile(r"[ \t]?\b([A-Z]{3})\b")  # (boat40) a currency code right after an amount (`80,250 INR`)


def _worn_code_in(text: str, occ: Occurrence, header: str) -> bool:
    """(boat40) Whether the three-letter code the amount wears right after it (`**Total: 80,250 INR**`)
    is a word of the column's header (`Charge (INR)`): the column holds amounts in the value's own
    currency, whatever code it is (`_PRICED_HEADER` knows nine)."""
    m = _WORN_CODE.match(text, occ.end)
    return m is not None and re.search(r"(?<![a-z])" + m.group(1).lower() + r"(?![a-z])", header) is not None


def _after_table_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A value written after a table (within MAX_AFTER_TABLE characters, no table between) that
    sums one of its columns, all body rows or a run of two or more adjacent ones: `Of the total
    increase of $9,178.97` after a `Change` column; `5xx responses: 1,492` after the 500 and 502 rows."""
    layout = reading.layout
    occ = reading.occurrences[i]
    table = _table_before(reading, occ)
    if table < 0:
        return None
    for column in range(1, layout.columns(table)):
        read = _column(reading, table, column, known)
        if read is None:
            continue
        # (round 25) a column whose header wears a currency mark or code (`Net €`, `Price (USD)`)
        # holds amounts, its cells written bare
        header = layout.header(Cell(table, 0, column))
        priced = occ.amount and (_PRICED_HEADER.search(header) is not None or _worn_code_in(reading.text, occ, header))
        # (piano34) or whose cells are all written to the cent as the amount is (`| 216.00 |`, `| 24.50 |`
        # under `Amount`, then `The corrected total is **EUR 498.50**`): money, as a bill writes it
        priced = priced or (occ.amount and to_the_cent(occ) and all(to_the_cent(o) for o in read[0]))
        cells = [o for o in read[0] if o.amount == occ.amount or priced]
        if len(cells) != len(read[0]) or len(cells) < 2:
            continue
        for size in range(len(cells), 1, -1):
            if size < len(cells) and (len(cells) > MAX_RUN_ROWS or carried_neighbours(reading, occ, i)):
                break  # a run of rows is a wider search: never for a value one digit off a carried number
            for first in range(0, len(cells) - size + 1):
                window = cells[first : first + size]
                if sum((o.number for o in window), Decimal(0)) == occ.number \
                        and not mixes_plus(reading.text, [(o.start, o.at) for o in window]):  # (sum_guards.py)
                    return " + ".join(o.value for o in window), tuple(
                        written_operand(o) for o in window)
    return None


def _row_formula_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, str, tuple[Operand, ...]] | None:
    """`row-ratio`, `row-product` (row_formulas.py): a table cell as a formula of the resolved
    cells of its own row; never one digit off a carried number. Returns (rule, expression, operands)."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or cell.column == 0 or occ.number <= 0:
        return None
    cells: list[RowCell] = []
    found: list[Occurrence] = []
    each = is_each_header(layout.header(cell))
    first_column = 0 if each else 1  # (round 24) `| £675.00 | 16 | £42.19 |` under `Total | Players | Each`
    for column in range(0, layout.columns(cell.table)):
        span = layout.span(cell.table, cell.row, column) if column != cell.column else None
        if column < first_column:
            # the row's name; (round 25) a count written alone there (2-999, resolved or not: under
            # the digit minimum it is judged by nobody) is a quantity of the row (`| 34 | 3.8 L/h |`)
            lead = _count_cell(reading, span) if span is not None else None
        else:
            lead = _lead_number(reading, span, known) if span is not None else None
        if lead is None and each and span is not None:
            lead = _count_cell(reading, span)  # (round 24) the count the share is of, as the row writes it
        if lead is not None and span is not None:
            if len(cells) >= MAX_ROW_CELLS:
                return None  # (a row of many cells: pairs are quadratic)
            cells.append(RowCell(reading.text[span[0] : span[1]], layout.header(cell._replace(column=column)),
                                 lead.value, lead.number, lead.amount, lead.start))
            found.append(lead)
    for lead, unit in _lead_quantities(reading, cell.table, known):
        # (round 21) the quantity the lead-in states, a divisor of the row's amounts (`(28,6 ha):`
        # then `| 3.809,52 € | 133,20 € |` under `pro ha`): a cell whose header is its unit
        if len(cells) < MAX_ROW_CELLS:
            cells.append(RowCell(reading.text[lead.start : lead.end], unit, lead.value, lead.number, False, lead.start))
            found.append(lead)
    first = layout.span(cell.table, cell.row, 0)
    label = reading.text[first[0] : first[1]].strip(" \t*") if first is not None else ""
    digits = occ.digits or occ.value
    significant = len(digits.replace(".", "").replace("-", "").lstrip("0"))
    # (round 30) the row's first cell, when it is a resolved number and no name (`| 35,344.40 | 28 | 46 |`):
    # an operand of a ratio over two units only (`row_formulas._per_per`)
    first_cell: RowCell | None = None
    if first_column == 1 and first is not None and len(cells) < MAX_ROW_CELLS:
        head = _lead_number(reading, first, known)
        if head is not None and not any(c.isalpha() for c in reading.text[first[0] : first[1]]):
            first_cell = RowCell(reading.text[first[0] : first[1]], layout.header(cell._replace(column=0)),
                                 head.value, head.number, head.amount, head.start)
            found.append(head)
    formula = row_formula(label, layout.header(cell), occ.number, decimal_places(digits), significant, occ.amount, cells,
                          first_cell)
    if formula is None:
        return None
    if not clear_of_carried(reading, occ, i):
        return None
    return formula.rule, formula.expression, tuple(written_operand(found[k]) for k in formula.operands)


def derived_cells(
    reading: AnswerReading, known: set[str], wanted: Container[str], take: Callable[[int], bool],
    equation: Callable[[AnswerReading, int, set[str]], object] | None = None,
) -> list[str]:
    """(round 29) The table cells under the digit minimum (judged by nobody: `| 18.0 | 26.00 | 468.00 |`)
    that `row-product` derives from resolved cells of their own row (at the places written): operands for the rules
    after (the `column` total under them, `**7,106.30**`, needs every cell resolved), as an
    equation's written result is. (round 32) So is a cell that `equation` (the `cell-equation` rule)
    gives from the expression the cell before it writes (`| 36 × 14 | 504.00 |`: the subtotal under
    it, `2,496.00`, adds it). Not candidates, never reported; each try charged to `take` (the
    run's budget): refused, the rest are not tried."""
    out: list[str] = []
    layout = reading.layout
    tried = 0
    for i, occ in enumerate(reading.occurrences):
        value = occ.value
        if value in known or value in wanted or occ.number <= 0 or layout.cell(occ.at) is None:
            continue
        tried += 1
        if tried > MAX_DERIVED_CELLS or not take(1):
            break  # (a row's formula reads its table: a bound on the tries keeps an answer linear)
        formula = _row_formula_rule(reading, i, known)
        if formula is not None and formula[0] == "row-product":
            out.append(value)
        elif equation is not None and equation(reading, i, known) is not None:
            out.append(value)
        elif occ.number == occ.number.to_integral_value() and _table_rule(reading, i, known, column_sum=False) is not None:
            # (clock42) a whole cell the `table` rule's row product gives, an earlier cell of its row
            # times a count the person wrote or the row holds (`| SP-08 | 3 | 280 | 840 |` after
            # `3 SP-08`): the `List total` under it adds it
            out.append(value)
    return out


MAX_DERIVED_CELLS: Final = 48  # (round 29) cells under the digit minimum `derived_cells` tries per answer
