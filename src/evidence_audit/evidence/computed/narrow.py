"""The narrow rules, in the order they are tried on one value: operands the answer writes next to
the value, an equation it writes out, or the run's state the answer cites (package docstring: the table)."""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from collections.abc import Container, Iterable, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Final

from ..amounts import MONEY_SIGN_CLASS
from ..applied_rates import applied_rate, spread_rate
from ..bill_lines import set_out
from ..arrow_steps import arrow_step
from ..balance_steps import chained, from_to
from ..unit_products import result_size
from ..expressions import Relation, contradictions
from ..exact_steps import EXACT_STEP, exact_step
from ..cell_equations import cell_equation
from ..decimal_comma import comma_text_cached
from ..decimal_text import percent_written
from ..carried_differences import says_rest
from ..means import asked_mean
from ..carried_totals import asked_total, currency_worn, days_written, key_namer, label_head, says_total, undated, windows, without_total_words
from ..units import unit_after
from ..rated import holds_percent
from ..chains import exact_total, multipliers
from ..clock_elapsed import explain_elapsed
from ..clock_gaps import explain_clock_gap
from ..day_counts import explain_day_count
from ..days_between import explain_days_between
from ..durations import explain_hours, hours_between_clocks
from ..even_splits import MAX_WHOLES as MAX_SHARED_WHOLES, even_share, says_even_split
from ..layout import line_bounds, line_of, sentence_start
from ..normalize import normalize_token, token_spans
from ..own_summands import adds_own_summand
from ..periods import period_factors
from ..prorations import MAX_BASES, prorated
from ..month_lengths import month_length
from ..other_shares import Share as ShareAmount, other_share
from ..rest_of_whole import Number as RestNumber, rest_of_whole
from ..row_sums import row_record_sum
from ..stated_charges import explain_stated_charge
from ..series_sums import rounded_from, series_total
from ..signed_nets import NET_SPAN, signed_net
from ..subtotal_percents import label_rate, subtotal_percent
from ..sum_guards import adds_taken_off, crosses_columns, mixes_plus, repeats_its_steps, slipped_list_total
from ..spans import MAX_RATES, MAX_SPAN_REACH, rate_unit, stated_span
from ..time_sums import explain_in_units
from ..adjusted_totals import adjusted_total, adjusting_word, total_label
from ..stated_changes import change_direction, moved_by_change
from ..counterparts import MAX_FORMULAS as MAX_COUNTERPART_FORMULAS, redo_for_counterpart
from ..section_totals import Numbered, section_reach, section_total
from ..unit_columns import RowCell, unit_price
from .values import Derivation, Operand, Occurrence, as_decimal, equal_at, decimal_places, _print, rounds_to, digit_count
from .cues import MAX_WINDOW, PAIR_SPAN
from .reading import (
    _MARKS, number_occurrences,
    AnswerReading, carried_neighbours, clear_of_carried, _counts_in, _collapsed, _in_parentheses, _mark_of, _near_sentence, _pairings, _said_sum, sentence_end,
    _slip_of_difference, _token_forms, written_operand,
)
from .lists import _average_rule, _cuts_a_list, _spread_rule, _whole_list_total, mean_column
from ..priced_rows import explain_priced_row
from ..group_cells import explain_group_cells
from ..rounded_wholes import explain_rounded_capacity, explain_rounded_whole
from ..reasoned_roundings import explain_reasoned_rounding
from ..rounded_again import explain_rounded_again
from ..scale_words import scale_after
from .tables import (
    _TOTAL_ROW, _after_table_rule, _column_sums, names_header, _difference_row, _inside, cells_above, _lead_number, _per_unit_rule, _period_count,
    _row_exchange_rule, _row_formula_rule, _row_rate_rule, _stated_factor_rule, _table_before, _table_rule, header_step_rule, label_step_rule, under_hours_header,
)
from .gaps import (
    _compared_rule, _gap_between_rows, _gap_of_the_next_two, _gap_to_named_number, _gap_to_written_comparison,
    _named_gap, _range_rule,
)
from .products import (
    _exchange_rule, _rate_before_rule, _implied_rate, _mixed_rule, _paragraph_product, _per_time_rule, _quantity_rule, _rate_rule,
    _ratio_rule, _rest_share_rule,
)
from .run_rules import (
    _convert_rule, _exact_of, _gap_to_named_earlier, _group_sum, _new_balance, _other_end, _party_rule,
    _percent_rule, _reapplied, _record_gap, _sibling_gap, _split_part,
)
from .wide import MAX_TAKEN_NEIGHBOURS, _earlier_slips, _listed

if TYPE_CHECKING:
    from .basis import ArithmeticBasis


MAX_ADJUSTED_BASES: Final = 8  # numbers before its sentence an `adjusted-total` may move
MAX_EARLIER_BASES: Final = 2  # (round 33) the previous answer's last settled amounts an `adjusted-total` may move
MAX_ADJUSTED_REACH: Final = 32  # (round 15) numbers of its sentence, nearest first, an `adjusted-total` reads for its amount
MAX_CHANGE_REACH: Final = 16  # numbers before a value read for a stated change (`stated-change`)
COUNT_SPAN: Final = 2  # resolved numbers before a value that `per-count` multiplies
BALANCE_SPAN: Final = 2  # resolved numbers before a value that `balance` offsets by an aggregate
REMAINDER_SPAN: Final = 6  # the last numbers of the previous answer a remainder may start from
_PAREN_AFTER: Final = re.compile(r"[\s$*]*\([\s$]*(?=[0-9])")

# A sentence that averages: `averaged 1404 seconds`, `an average of`, `the mean is`.
_AVERAGE_CUE: Final = re.compile(r"\b(?:average|averages|averaged|averaging|mean)\b", re.IGNORECASE)
# (round 22) a spread of replicates named: `SD`, `s.d.`, `standard deviation`, `stdev`, `CV`, `%CV`
_SPREAD_CUE: Final = re.compile(
    r"\b(?:SD|S\.D\.|s\.d\.|std|stdev|st\.? ?dev|standard deviation|CV|coefficient of variation)(?![A-Za-z])")


# A clause that halves or doubles a number: `roughly halves their size, to about 197.5 GB`.
_HALF_CUE: Final = re.compile(r"\b(?:halves|halved|halving|doubles|doubled|doubling)\b", re.IGNORECASE)


def _over_span_rule(reading: AnswerReading, i: int, before: list[Occurrence]) -> tuple[str, tuple[Operand, ...]] | None:
    """`over-span` (spans.py): one of the last resolved amounts written per a unit of time times the
    span of time the value's line states before it, in that unit; never a value one digit off a
    carried number."""
    occ = reading.occurrences[i]
    if not occ.amount or occ.number <= 0:
        return None
    text = reading.text
    line_start = text.rfind("\n", 0, occ.start) + 1
    places = decimal_places(occ.value)
    for o in reversed([o for o in before if o.amount and o.number > 0][-MAX_RATES:]):
        per = rate_unit(text, o.end)
        if per is None:
            continue
        unit, per_end = per
        span = stated_span(text, max(line_start, per_end, occ.start - MAX_SPAN_REACH), occ.start, unit)
        if span is None:
            continue
        count, said = span
        product = o.number * count
        if product == occ.number or (places >= 1 and rounds_to(product, occ.number, places)):
            if not clear_of_carried(reading, occ, i):
                return None
            return f"{o.value} x {count}", (written_operand(o), Operand(str(count), "count", f"{unit}s in the answer's {said!r}"))
    return None


def _unit_column_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """`unit-column` (unit_columns.py): a cell under a header pricing a unit, an amount of its row
    over the quantity of that unit its row states."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or not occ.amount:
        return None
    header = layout.header(cell)
    row: list[RowCell] = []
    found: dict[int, Occurrence] = {}
    for column in range(layout.columns(cell.table)):
        span = layout.span(cell.table, cell.row, column) if column != cell.column else None
        lead = _lead_number(reading, span, known) if span is not None else None
        if lead is not None and span is not None:
            found[lead.start] = lead
            row.append(RowCell(reading.text[span[0] : span[1]], layout.header(cell._replace(column=column)),
                               lead.value, lead.number, lead.amount, lead.start))
    priced = unit_price(header, occ.number, decimal_places(occ.value), row)
    if priced is None:
        return None
    expression, amount, quantity = priced
    return expression, (written_operand(found[amount.start]), written_operand(found[quantity.start]))


def _subtotal_percent_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """`subtotal-percent` (subtotal_percents.py): a table cell whose row's label states a percent
    (`Tax (7.5%)`), that percent of the signed sum of the resolved cells above it in its column."""
    occ = reading.occurrences[i]
    layout = reading.layout
    cell = layout.cell(occ.at)
    if cell is None or cell.column == 0 or cell.row < 2:
        return None
    first = layout.span(cell.table, cell.row, 0)
    rate = label_rate(reading.text[first[0] : first[1]]) if first is not None else None
    if rate is None:
        return None
    found = cells_above(reading, cell, known)
    if found is None:
        return None
    above, signed = found
    if subtotal_percent(rate, signed, occ.number, decimal_places(occ.digits)) is None:
        return None
    shown = " ".join(("- " if n < 0 else "+ ") + o.value.lstrip("-") for o, n in zip(above, signed))
    if not shown.startswith("+ "):
        return None  # (a column that starts with a discount: no bill we know)
    shown = shown[2:]
    return f"({shown}) x {_print(rate)}%", tuple(written_operand(o) for o in above)


# A count in a calculation cell: a whole number of one or two digits (`14` of `14 × $11`).
_CELL_COUNT: Final = re.compile(r"[1-9][0-9]?")


def _cell_equation_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """`cell-equation` (cell_equations.py): the one number of a table cell as the result of the
    expression the cell right before it writes, every operand resolved."""
    occ = reading.occurrences[i]
    layout = reading.layout
    cell = layout.cell(occ.at)
    if cell is None or cell.column == 0:
        return None
    own = layout.span(cell.table, cell.row, cell.column)
    left = layout.span(cell.table, cell.row, cell.column - 1)
    if own is None or left is None or len(_inside(reading, own)) != 1:
        return None
    text = reading.text
    # (older43, words43) past empty cells to the nearest one that writes anything (`| Ridge 22 × 240 | | 5,280.00 |`:
    # a step's label in the first column, its amount in the third)
    column = cell.column - 1
    while column > 0 and not text[left[0] : left[1]].strip(" \t"):
        column -= 1
        left = layout.span(cell.table, cell.row, column)
        if left is None:
            return None
    # (round 23) with the length, area or volume unit its cell writes after it (`3.162 m³`), which a
    # product of lengths in other units is scaled to (unit_products.py)
    value = text[occ.start : occ.end] + (text[occ.end : own[1]].rstrip() if result_size(text, occ.end) is not None else "")
    found = cell_equation(text[left[0] : left[1]], value)
    # (round 18) a count under the digit minimum, no amount (`World Day Pass, 14 × $11`), is judged as
    # the `written` rule judges its operands: it is no candidate, what it counts is the answer's own;
    # (round 24) so is a measure under the digit minimum a result carried (`| 6.2 × 3.4 m × 150 mm |`
    # of a takeoff's `slab,6.2,3.4,150`), as in a written equation (`6.2 × 3.4 m × 150 mm = 3.162 m³`)
    carried = reading.carried
    if found is None or not all(v in known or ((_CELL_COUNT.fullmatch(v) is not None or (
                                    v not in reading.pending and (v in reading.cells or (carried is not None and v in carried)
                                                                  or _percent_as_fraction(v, known, reading)
                                                                  or _result_before(reading, v, left[0], i))))
                                               and text[left[0] + at - 1 : left[0] + at] not in _MARKS)
                                for v, at in found.operands):
        return None
    return found.expression, tuple(Operand(v, "answer", f"answer offset {left[0] + at}") for v, at in found.operands)


# (older41) a quantity written with a kilo prefix on a unit (`48 kHz`, `192 kbps`, `2.5 kW`): a
# number, a space or none, `k`, then an SI unit's symbol (`Hz`, `bps`, `b/s`, `B`, `W`, `Wh`, `V`, `J`, `g`, `m`, `L`):
# never a word that starts with a k (`12 kits`)
_KILO_QUANTITY: Final = re.compile(r"(?<![0-9.,])([0-9]{1,3}(?:\.[0-9]{1,3})?)[ \u00a0]?k(?:Hz|bps|bit/s|b/s|B|Wh|W|VA|V|J|g|m|L|l)(?![A-Za-z])")
MAX_KILO_QUESTION: Final = 400  # (older41) characters of the question's end `_kilo_restated` reads
MAX_KILO_LINE: Final = 200  # (older41) characters of the value's line before it `_kilo_restated` reads


_KILO_CEILING: Final = Decimal(10) ** 15  # (integrator41) no kilo quantity restated is larger

def _kilo_restated(answer: str, occ: Occurrence, question: str) -> tuple[str, tuple[Operand, ...]] | None:
    """(older41) `kilo-restated`: a whole number of thousands, written bare, that restates in its base
    unit a quantity with a kilo prefix (`48 kHz` as `48,000 × 24 / 8 × 2`; `MP3 at 192 kbps: 192,000 / 8`)
    written before it on its own line (its last `MAX_KILO_LINE` characters before the value) or in the
    question (its last `MAX_KILO_QUESTION` characters).
    Exact: the quantity times 1,000 is the value; no unit after the value (a `48,000 Hz` is the
    `rescaled` rule's). Its price: an invention that is 1,000 times a kilo quantity the line or the
    question writes."""
    after = answer[occ.end : occ.end + 3].lstrip(" \u00a0")
    if after[:1].isalpha():
        return None
    # (mend41b) nor a currency after it, its sign or code (`a 2 kg bag: 2,000 ₸`): a price, no restated quantity
    if after[:1] and (after[0] in MONEY_SIGN_CLASS or unicodedata.category(after[0]) == "Sc"):
        return None
    reach = max(0, occ.start - MAX_KILO_LINE)
    line_start = max(answer.rfind("\n", reach, occ.start) + 1, reach)
    for where, text in (("answer", answer[line_start : occ.start]), ("user", question[-MAX_KILO_QUESTION:])):
        for m in _KILO_QUANTITY.finditer(text):
            if Decimal(m.group(1)) * 1000 == occ.number:
                shown = text[m.start() : m.end()]
                return f"{shown} = {m.group(1)} x 1000", (Operand(m.group(1), where, f"{where} wrote {shown!r}"),)
    return None


_RESULT_MARKS: Final = ("=", "\u2192", "->", "\u2248")


MAX_RESULT_BACK: Final = 48  # (older41) the numbers before a calculation cell `_result_before` reads, nearest first


def _result_before(reading: AnswerReading, value: str, before: int, i: int) -> bool:
    """(older41) Whether the answer wrote `value` before `before` as the result of its own step, right
    after `=`, an arrow or `≈` (`| Hours | 12.8 / 5 × 2 + 10.25 = 15.37 → 15.5 h | |` then
    `| Movers | 2 × 15.5 × 590 | 18,290 |`): a number under the digit minimum it reached itself, as
    a written equation's operand is its own. A value it wrote nowhere before, or only bare, is none.
    Only the `MAX_RESULT_BACK` numbers before the value `i` (a long table reads a bounded stretch).
    (mend41b) Only a step that holds: the number after `=` or `≈` a result its equation verifies (the
    reading's relations) or a rule computed; after an arrow, the rounding (under 1, within a quarter)
    of such a verified result written right before the arrow (`5.25 → 5.5`). A wrong step's result
    (`44 km / 20 km/h = 3.2 h`, 2.2) is no operand."""
    text = reading.text
    occurrences = reading.occurrences
    for j in range(i - 1, max(-1, i - 1 - MAX_RESULT_BACK), -1):
        occ = occurrences[j]
        if occ.end > before:
            continue
        if occ.value == value and text[max(0, occ.start - 6) : occ.start].replace("*", "").rstrip().endswith(_RESULT_MARKS):
            if _verified_result(reading, j):
                return True
    return False


def _verified_result(reading: AnswerReading, j: int) -> bool:
    """(mend41b) Whether the number `j` (written after `=`, `≈` or an arrow) is a result the answer's
    equation verifies or a rule computed, or the rounding after an arrow of such a result right before it."""
    occ = reading.occurrences[j]
    if occ.at in reading.relations or occ.value in reading.derived:
        return True
    if j == 0:
        return False
    mark = reading.text[max(0, occ.start - 6) : occ.start].replace("*", "").rstrip()
    if mark.endswith("=") or mark.endswith("\u2248"):
        return False
    prior = reading.occurrences[j - 1]
    if prior.at not in reading.relations and prior.value not in reading.derived:
        return False
    if reading.text[prior.end : occ.start].replace("*", "").strip(" \u00a0h").rstrip() not in ("\u2192", "->"):
        return False
    gap = abs(occ.number - prior.number)
    return gap < 1 and gap * 4 <= abs(prior.number)


def _percent_as_fraction(value: str, known: set[str], reading: AnswerReading) -> bool:
    """(cashmere35) A fraction below 1 that is a percent the run states or carries written as a
    factor (`0,52` for a yield of 52%: `| Өртөг: 118 000 / 0,52 | 226 923 |`), as an operand of a
    calculation cell whose equation verifies (the `percent` rule reads such a factor in a written
    equation: `1,500,000 × 0.015 × 8 = 180,000`)."""
    number = as_decimal(value)
    if number is None or not 0 < number < 1:
        return False
    percent = _print(number * 100)
    carried = reading.carried
    return percent in known or percent in reading.stated or (carried is not None and percent in carried)


def _carried_share_factor(basis: ArithmeticBasis, reading: AnswerReading,
                          occ: Occurrence) -> tuple[str, tuple[Operand, ...]] | None:
    """(brandy36) `occ` as the factor of a percent a result carries (`0.624` for a carried 62.4),
    where it is an operand of a verified written equation and the percent is not whole (`_percent_as_fraction`
    takes a whole one in a calculation cell, whose row names its record). (mend36b) The percent must
    be carried under a key that holds one (`rated.holds_percent`: `abv_now` after the prompt's `70% ABV`,
    not `tare_kg`), of a record the line names where it names any (`CarriedProducts.named_on`: not
    another cask's)."""
    carried = reading.carried
    if carried is None or not 0 < occ.number < 1 or not any(
            any(at == occ.at for _, at in r.operands) for r in reading.relations.values()):
        return None
    percent = occ.number * 100
    if percent == percent.to_integral_value():
        return None
    shown = _print(percent)
    if shown not in carried:
        return None
    products = basis.carried_products
    named = products.named_on(line_of(reading.text, occ.start, occ.end))
    pool = named if named else [n for numbers in products._named.values() for n in numbers]
    words = products._percent_words
    if not any(n == percent and holds_percent(where.rsplit(".", 1)[-1], words) for n, where in pool):
        return None
    return f"{shown}%", (Operand(shown, "result", "a carried share, written as its fraction"),)


def _grounded_expression(reading: AnswerReading, result_at: int, known: Container[str]) -> bool:
    """(mend36b) Whether a refuted line (`- M-2: 8 × 90,000 = 702,000`) is to count at its
    expression's value in a total: every number written between its label (up to `:`) and the
    result is grounded, and the result is not. Where an operand is not (`8 × 95,000 = 720,000`, the
    result right and the price a typo), the expression is what is wrong. A count of one or two digits
    is judged as the `written` rule judges it (`_CELL_COUNT`: `8` people), no candidate."""
    answer, occurrences, carried = reading.text, reading.occurrences, reading.carried
    line = answer.rfind("\n", 0, result_at) + 1
    begin = max(line, answer.rfind(":", line, result_at) + 1)
    lo, hi = bisect_left(reading.starts, begin), bisect_left(reading.starts, result_at)
    result = occurrences[hi] if hi < len(occurrences) and occurrences[hi].start == result_at else None
    return lo < hi and all(o.value in known or _CELL_COUNT.fullmatch(o.value) is not None or (carried is not None and o.value in carried)
                           for o in occurrences[lo:hi]) \
        and (result is None or result.value not in known)


def _earlier_totals(basis: ArithmeticBasis, label: str) -> list[tuple[Decimal, str]]:
    """(round 18) The numbers the previous answer (then the one before) settled under a line labelled
    with the total `label` names (`- Subtotal: $916` for a later `→ subtotal $1,116`), the latest first."""
    out: list[tuple[Decimal, str]] = []
    for text, settled in ((basis._previous_text, basis._previous), (basis._before_previous_text, basis._before_previous)):
        values = {p.value for p in settled}
        for o in reversed(number_occurrences(text)) if text and values else ():
            if o.value in values and total_label(o.label) == label:
                out.append((o.number, o.value))
    return out


def _last_settled_amounts(basis: ArithmeticBasis) -> list[tuple[Decimal, str]]:
    """(round 33) The last `MAX_EARLIER_BASES` amounts the latest of the two answers before this one
    that settled an amount settled, the latest first."""
    for settled in (basis._previous, basis._before_previous):
        amounts = [(p.number, p.value) for p in settled[::-1] if p.amount]
        if amounts:
            return amounts[:MAX_EARLIER_BASES]
    return []


def _adjusted_total_rule(basis: ArithmeticBasis, reading: AnswerReading, i: int, known: set[str],
                         before: list[Occurrence]) -> tuple[str, tuple[Operand, ...]] | None:
    """`adjusted-total` (adjusted_totals.py): a total written before the value's sentence (a total
    row's cell of the table just before it, or the last resolved number before the sentence), plus
    or minus an amount its sentence adds or takes off in words (`Plus the 4.00 refund ...`)."""
    occ = reading.occurrences[i]
    text = reading.text
    floor = sentence_start(text, occ.start)
    # (the amount added may be under the digit minimum, `Plus the 4.00 refund`: resolved or carried)
    carried = reading.carried
    # (round 15) the nearest MAX_ADJUSTED_REACH numbers of its sentence: a sentence of 2,000 amounts read
    # all those before each value (a square)
    lo = max(bisect_left(reading.starts, floor, 0, i), i - MAX_ADJUSTED_REACH)
    moved = [(sign, o) for o in reading.occurrences[lo:i] if o.value != occ.value
             and (o.value in known or (carried is not None and o.value in carried))
             and (sign := adjusting_word(text, o.start, o.end)) != 0]
    if not moved:
        return None
    # (round 18) a total the previous answer (or the one before) wrote under the value's own total label
    label = total_label(occ.label) if occ.amount else ""
    earlier = _earlier_totals(basis, label) if label else []
    bases: list[Occurrence] = []
    table = _table_before(reading, occ)
    layout = reading.layout
    if table >= 0:
        for row in range(layout.rows(table)):
            first = layout.span(table, row, 0)
            if first is None or not _TOTAL_ROW.search(text, first[0], first[1]):
                continue
            for column in range(1, layout.columns(table)):
                span = layout.span(table, row, column)
                lead = _lead_number(reading, span, known) if span is not None else None
                if lead is not None and lead.amount == occ.amount:
                    bases.append(lead)
    bases.extend(o for o in before[: -MAX_ADJUSTED_BASES - 1 : -1] if o.start < floor)  # (the last ones, nearest first: no copy of all)
    amounts = [(sign, o.number, o.value) for sign, o in moved]
    # (round 33, library33) an amount in the answer's first sentence moves the amounts the latest
    # earlier answer that settled one settled last: the total so far was said a turn or two before
    # (`£4.50` ... `Thu 22 Oct.` ... `£3.00 more, £7.50 in all`)
    if occ.amount and not any(o.start < floor for o in before):
        earlier = [*earlier, *_last_settled_amounts(basis)]
    found = adjusted_total(occ.number, amounts, [(o.number, o.value) for o in bases])
    if found is not None:
        expression, k, b = found
        return expression, (written_operand(bases[b]), written_operand(moved[k][1]))
    found = adjusted_total(occ.number, amounts, earlier) if earlier else None
    if found is None:
        return None
    expression, k, b = found
    return expression, (Operand(earlier[b][1], "earlier answer", f"an earlier answer's {label or 'amount'}"), written_operand(moved[k][1]))


def _stated_change_rule(reading: AnswerReading, i: int, known: set[str], before: list[Occurrence]) -> tuple[str, tuple[Operand, ...]] | None:
    """`stated-change` (stated_changes.py): a number of the value's sentence moved by a change this
    answer states in words before it (`goes up by 100.00` ... `was 1100.0, so I have updated it to 1200`)."""
    occ = reading.occurrences[i]
    text = reading.text
    carried = reading.carried
    changes: list[tuple[int, Occurrence]] = []
    for o in reversed(reading.occurrences[max(0, i - MAX_CHANGE_REACH) : i]):
        if o.value in known or (carried is not None and o.value in carried):
            direction = change_direction(text, o.start)
            if direction != 0:
                changes.append((direction, o))
                if len(changes) >= 3:
                    break
    if not changes:
        return None
    floor = sentence_start(text, occ.start)
    bases = [o for o in before[: -MAX_CHANGE_REACH - 1 : -1] if o.start >= floor and all(o.start != c.start for _, c in changes)]
    found = moved_by_change(occ.number, [(d, c.number, c.value) for d, c in changes], [(o.number, o.value) for o in bases])
    if found is None:
        return None
    expression, c, b = found
    return expression, (written_operand(bases[b]), written_operand(changes[c][1]))


def _counterpart_rule(basis: ArithmeticBasis, reading: AnswerReading, i: int,
                      computed_here: list[Occurrence]) -> tuple[str, tuple[Operand, ...]] | None:
    """`counterpart` (counterparts.py): a formula worked in the value's sentence or the one before,
    redone with an operand replaced by the number the previous answer wrote beside it."""
    occ = reading.occurrences[i]
    near = _near_sentence(reading.text, occ)
    worked: list[tuple[int, str]] = [(r.at, r.expression) for r in reading.relations.values()
                                     if near <= r.span[0] and r.span[1] <= occ.start]
    for o in computed_here:
        d = reading.derived.get(o.value)
        if d is not None and near <= o.start < occ.start and " = " in d.expression:
            worked.append((o.start, d.expression))
    if not worked:
        return None
    # (an alternative resolved: settled by the previous answer, or carried by a result)
    counterparts = basis.resolved_counterparts(reading.carried)  # (round 23: read once per `explain`)
    if not any(counterparts.values()):
        return None
    worked.sort(key=lambda w: -w[0])
    found = redo_for_counterpart([w for _, w in worked][:MAX_COUNTERPART_FORMULAS], counterparts, occ.number,
                                 decimal_places(occ.digits or occ.value))
    if found is None:
        return None
    expression, old, new = found
    return expression, (Operand(old, "answer", "the operand replaced, of a formula worked out before it in this answer"),
                        Operand(new, "earlier answer", f"written beside {old} in the previous answer"))


# A list item's line: `* `, `- `, `1. ` (after spaces).
_ITEM: Final = re.compile(r"[ \t]*(?:[*\u2022-]|[0-9]{1,2}[.)])[ \t]")
# A lead-in line: it ends with a colon (bold or not).
_LEAD_IN: Final = re.compile(r"[^\n]*:[ \t*]*")


def _lead_in_start(text: str, lo: int) -> int:
    """Where a list item's lead-in line starts, when `lo` is on an item's line whose list is
    opened, right above its items, by a line ending with a colon; else `lo`."""
    line = text.rfind("\n", 0, lo) + 1
    if not _ITEM.match(text, line):
        return lo
    while line > 0:
        above = text.rfind("\n", 0, line - 1) + 1
        if _ITEM.match(text, above):
            line = above
            continue
        return above if _LEAD_IN.fullmatch(text, above, line - 1) else lo
    return lo


def _even_split_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """`even-split` (even_splits.py): a resolved number of the value's sentence, nearest first, over
    a stated count; never a value one digit off a carried number."""
    occ = reading.occurrences[i]
    text = reading.text
    lo, hi = sentence_start(text, occ.start), sentence_end(text, occ.end)
    # (round 18) a list item's sentence starts at its list's lead-in (`**Electric ($119.59), split
    # by occupant (4):**` then `* **Each person:** $29.90`)
    lo = _lead_in_start(text, lo)
    if not reading.counts or not says_even_split(text[lo:hi]):
        return None
    near = reading.occurrences[max(i - MAX_SHARED_WHOLES, 0) : i] + reading.occurrences[i + 1 : i + 1 + MAX_SHARED_WHOLES]
    wholes = [o for o in near if lo <= o.start < hi and o.value in known and o.value != occ.value
              and (o.amount or not occ.amount)]
    wholes.sort(key=lambda o: abs(o.start - occ.start))
    counts = sorted(reading.counts)
    # (round 18) at the places written (`$29.90` has two: 119.59 / 4 = 29.8975), not its value's (`29.9`)
    found = even_share(occ.number, decimal_places(occ.digits), [o.number for o in wholes], counts)
    if found is None:
        return None
    if not clear_of_carried(reading, occ, i):
        return None
    whole = wholes[found[0]]
    return f"{whole.value} / {found[1]}", (written_operand(whole), reading.counts[found[1]])


def _prorated_rule(reading: AnswerReading, i: int, before: list[Occurrence]) -> tuple[str, tuple[Operand, ...]] | None:
    """`prorated` (prorations.py): a resolved amount before the value x the days its sentence states
    / the days of the month it names; never a value one digit off a carried number."""
    occ = reading.occurrences[i]
    bases = [o for o in before if o.amount and o.number > 0][-MAX_BASES:]
    if not bases:
        return None
    text = reading.text
    found = prorated(text[sentence_start(text, occ.start) : sentence_end(text, occ.end)], occ.number,
                     decimal_places(occ.value), [o.number for o in bases])
    if found is None:
        return None
    if not clear_of_carried(reading, occ, i):
        return None
    base = bases[found.base]
    days = Operand(str(found.days), "count", "days its sentence states")
    month = Operand(str(found.month_days), "count", f"the days of {found.month}")
    if found.other < 0:
        return f"{base.value} x {found.days} / {found.month_days}", (written_operand(base), days, month)
    other = bases[found.other]
    high, low = (base, other) if base.number > other.number else (other, base)
    return f"({high.value} - {low.value}) x {found.days} / {found.month_days}", (written_operand(high), written_operand(low), days, month)


# Words by which a sentence says a number is per unit or an average: `AOV`, `average`, `per order`, `each`, `÷`.
_PER_CUE: Final = re.compile(r"\b(?:average|averages|averaged|avg|mean|per|each|apiece|aov|arpu)\b|\u00f7", re.IGNORECASE)


# A factor written with a comparison: `5× faster`, `3x slower`, `2.5 times larger`.
_TIMES_CUE: Final = re.compile(
    r"(?<![0-9.])([0-9]{1,3}(?:\.[0-9]{1,2})?)[ \t]?(?:\u00d7|x|times)[ \t]+(faster|quicker|smaller|less|fewer|shorter|slower|larger|bigger|more|longer|higher)\b",
    re.IGNORECASE,
)
_TIMES_DOWN: Final = frozenset(("faster", "quicker", "smaller", "less", "fewer", "shorter"))
# Words by which a sentence says a number is a total: `in total`, `altogether`, `out of`, `combined`.
MIN_SUMMED_CELLS: Final = 3  # (round 33) cells of an earlier column summed with no word saying so
MIN_SUM_DIGITS: Final = 4  # (round 33) significant digits of such a sum
_TOTAL_CUE: Final = re.compile(r"\b(?:total|totals|totalling|totaling|altogether|combined|in all|all told|out of|sum)\b", re.IGNORECASE)


def _balance_from_to(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A balance written `from A to B`: A plus or minus the last amounts of its line before it
    (`balance_steps.py`). Returns (expression, operands)."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    if i == 0 or not occ.amount:
        return None
    base = occurrences[i - 1]
    if not base.amount or base.value not in known or not from_to(reading.text, base.start, base.end, occ.start):
        return None
    line_start = reading.text.rfind("\n", 0, base.start) + 1
    amounts = [o for o in occurrences[: i - 1] if o.start >= line_start and o.amount and o.value in known]
    steps = chained(base.number, [o.number for o in amounts], occ.number) if amounts else None
    if steps is None:
        return None
    size, op = steps
    return f"{base.value} {op} " + f" {op} ".join(o.value for o in amounts[-size:]), (written_operand(base), *map(written_operand, amounts[-size:]))


# A whole written right after a part of it: `$1,143.16 of your $1,500.75`, `260 out of the 500`.
_OF_WHOLE: Final = re.compile(
    r"[ \t*]*(?:[A-Za-z]{1,12}[ \t]+){0,1}(?:out[ \t]+)?of[ \t]+(?:(?:your|the|its|their|our|this|that|a|an)[ \t]+)?"
    r"(?:[A-Z]{3}[ \t]?)?[" + MONEY_SIGN_CLASS + r"*]*[ \t]*",
)
# A sentence that says a part is what is left: `leaves`, `left`, `remaining`.
_REST_CUE: Final = re.compile(r"\b(?:leave|leaves|leaving|left|remain|remains|remaining|still have|rest)\b", re.IGNORECASE)


# (round 32) a number written to the cent: `41.90`, `1,318.60`
_CENTS: Final = re.compile(r"[0-9][0-9,]*\.[0-9]{2}")


def _table_column(reading: AnswerReading, o: Occurrence) -> tuple[int, int, int] | None:
    """The (table, row, column) of the cell `o` is written in, or None outside a table."""
    cell = reading.layout.cell(o.at)
    return (cell.table, cell.row, cell.column) if cell is not None else None


def _operand_offsets(reading: AnswerReading, o: Occurrence) -> tuple[int, ...]:
    """The offsets of the operands of the written equation whose result `o` is, or ()."""
    relation = reading.relations.get(o.at)
    return tuple(at for _, at in relation.operands) if relation is not None and relation.value == o.number else ()


# (round 19) a difference an expression writes first: `1500 - 410 = 1090`
_DIFFERENCE: Final = re.compile(r"(-?[0-9.]+) - [0-9.]+ = ")


def listed_before(reading: AnswerReading, occurrences: Sequence[Occurrence], i: int) -> set[Decimal]:
    """(tea35) The numbers the answer lists before occurrence i, for a column total's refusal (the
    `total` rule reads that list): not the operands of an equation the answer writes and verifies
    (`1. September: 212.4 − 188.0 = +24.4 mm` ... `This year: 987.8 mm`), which the `total` rule
    takes as no items either (each line's result stands for its line)."""
    taken = reading.operand_offsets
    return {o.number for o in occurrences[:i] if o.at not in taken}


def _taken_from(reading: AnswerReading, before: Sequence[Occurrence], known: set[str]) -> list[RestNumber]:
    """The wholes of the differences this answer computed before the value, the latest last (round 19,
    `rest_of_whole`): each a resolved number the answer wrote, at the offset of its last writing."""
    out: list[RestNumber] = []
    # (round 24) the last writing of each value before, read once a call: each difference searched
    # `before` back for its whole, and every whole taken for a repeat (a line of n signed changes,
    # each a difference, read n x n numbers for each value)
    last: dict[str, Occurrence] | None = None
    taken: set[str] = set()
    for o in before:
        derivation = reading.derived.get(o.value)
        m = _DIFFERENCE.match(derivation.expression) if derivation is not None else None
        if m is None or m.group(1) not in known:
            continue
        if last is None:
            last = {w.value: w for w in before}
        whole = last.get(m.group(1))
        if whole is not None and whole.value not in taken:
            taken.add(whole.value)
            out.append(RestNumber(whole.start, whole.end, whole.number, whole.value, whole.amount, True, True, True))
    return out


# (round 20) A line that says its value is per thousand: `CPM`, `per thousand`, `per 1,000`, `per mille`, `× 1,000`.
_PER_THOUSAND = re.compile(r"\bCPM\b|\bper (?:thousand|mille|1,?000)\b|[x\u00d7] ?1,?000\b|\u2030", re.IGNORECASE)


def _coded_operands_known(reading: AnswerReading, relation: Relation, known: set[str]) -> bool:
    """(round 28) Whether each operand of `relation` that is an amount by a code's form only (`UAH
    92.00`: the amounts dial judges no such number under the digit minimum) is a number the run
    carried or this answer resolved: an equation over an invented `UAH 93.00` excuses nothing."""
    for at in relation.coded:
        value = next((v for v, a in relation.operands if a == at), None)
        if value is None:
            return False
        if value in known or (reading.carried is not None and value in reading.carried):
            continue
        if any(r.value == Decimal(value) and r.at == at for r in reading.relations.values()):
            continue
        return False
    return True


def cell_equation_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """(round 32) `_cell_equation_rule`, for the table cells under the digit minimum
    `tables.derived_cells` takes as operands."""
    return _cell_equation_rule(reading, i, known)


def written_operands_known(reading: AnswerReading, relation: Relation, known: set[str]) -> bool:
    """(round 30) `_coded_operands_known`, for the equations `ArithmeticBasis.explain` reads again
    once `two-step` has found its values."""
    return _coded_operands_known(reading, relation, known)


class _Settled:
    """(round 33) The numbers of an answer that are settled: resolved (`known`), or no candidate at
    all (not `pending`: under the digit minimum, never judged)."""

    __slots__ = ("_known", "_pending")

    def __init__(self, known: Container[str], pending: Container[str]) -> None:
        self._known = known
        self._pending = pending

    def __contains__(self, value: object) -> bool:
        return value in self._known or value not in self._pending


def _headed_row(reading: AnswerReading, occ: Occurrence, before: str) -> tuple[str, str]:
    """(palm38) A table cell's row before it with the headers of its row's columns up to its own, and
    those headers (`| PS-0121 | 420 | 394.8 | 3.70 | 1,460.76 |` under `Granules kg (−6%)`): a column
    states how its cells were computed, the kind it prices and a signed percent taken off, as a
    line's own words do (`carried-product`); a value outside a table, its line as written and ''.
    (mend38a, review38 D5) The headers never name the record: a header naming several (`Wood (oak,
    ash, beech)`) would let a row take another record's product; the row's own cells name it."""
    layout = reading.layout
    cell = layout.cell(occ.at)
    if cell is None:
        return before, ""
    headers = " | ".join(layout.header(cell._replace(column=column)) for column in range(cell.column + 1))
    return headers + " | " + before, headers


def _misreads_elsewhere(basis: ArithmeticBasis, reading: AnswerReading, occ: Occurrence, i: int, label: str) -> bool:
    """(rice36) Whether the value's carried neighbours (`carried_neighbours`, at most
    `MAX_TAKEN_NEIGHBOURS`) are all numbers of other named records (siblings), none of the records its
    line names, and the line names one (a `budget` another result carries still refuses): then a misread of them would be a slip of a sibling record's number, not of the named one's.
    Only for `carried-product` (its own chance test over every record's products stands)."""
    misread = carried_neighbours(reading, occ, i)
    if not misread or len(misread) > MAX_TAKEN_NEIGHBOURS:
        return False
    named = basis.carried_products.named_on(label)
    if not named:
        return False
    own = {_print(n) for n, _ in named}
    siblings = {_print(n) for n in basis.carried_products.named_numbers()} - own
    # each neighbour a number of another named record (a sibling), none of the named one's
    return all(m.lstrip("-") in siblings for m in misread)


def _own_header(reading: AnswerReading, occ: Occurrence) -> str:
    """(surgical37) The header of the table column the value's cell is in, or '' (no cell, no header)."""
    cell = reading.layout.cell(occ.at)
    return reading.layout.header(cell) if cell is not None else ""


_PRODUCT_SIGNS: Final = ("\u00d7", "*", "/", "\u00f7", " x ")


def _own_factor(reading: AnswerReading, left: Occurrence, right: Occurrence) -> bool:
    """(census40, heldout37 glass-05) Whether one of a pair is the result of a product or quotient the
    answer wrote and verified and the other one of that equation's own operands (`29.5 × 45 =
    1,327.5`, then `1,372.50`: 1,327.5 + 45): a product plus or less its own factor is no arithmetic
    anyone does, but it is one digit swap from the product (a planted swap was excused so)."""
    for result, other in ((left, right), (right, left)):
        relation = reading.relations.get(result.at)
        if relation is not None and any(sign in relation.expression for sign in _PRODUCT_SIGNS) \
                and any(at in (other.at, other.start) for _, at in relation.operands):
            return True
    return False


def _derivation_of(basis: ArithmeticBasis, reading: AnswerReading, value: str, upto: int) -> tuple[str, tuple[str, ...]] | None:
    """(bell40) The expression and operands of the derivation this answer or an earlier one found for
    `value`, for `exact_steps.exact_value`; or the one this answer's full explain found, where this
    reading's text is that answer's up to `upto` (the value's line: a one-digit variant asked alone)."""
    derivation = reading.derived.get(value) or basis._remembered.get(value)
    if derivation is None:
        text, kept = basis.derived_here
        if value in kept and len(text) >= upto and text[:upto] == reading.text[:upto]:
            derivation = kept[value]
    if derivation is None:
        return None
    return derivation.expression, tuple(o.value for o in derivation.operands)


# (range45) an approximation sign or word right before a value (`≈ $36,155`, `~1,240 kg`, `about
# 36,155`): the words of `products._ROUGHLY_BEFORE`, a money sign allowed after them
_APPROX_BEFORE: Final = re.compile(
    r"(?:\u2248|~|\babout|\baround|\broughly|\bapprox(?:\.|imately)?)[ \t\u00a0*_]*[$\u20ac\u00a3\u00a5]?[ \t\u00a0]*\Z", re.IGNORECASE)

def explain_narrow(
    basis: ArithmeticBasis,
    reading: AnswerReading,
    i: int,
    known: set[str],
    computed_here: list[Occurrence],
) -> Derivation | None:
    answer = reading.text
    occurrences = reading.occurrences
    counts = reading.counts
    occ = occurrences[i]
    target = occ.value
    number = occ.number
    places = decimal_places(target)

    def done(rule: str, expression: str, operands: Iterable[Operand]) -> Derivation:
        return Derivation(rule, f"{expression} = {target}", tuple(operands))

    # written: an equation written out beside the value, or a step of one written before it
    relation = reading.relations.get(occ.at)
    if relation is not None and relation.value == number and _coded_operands_known(reading, relation, known):
        return Derivation(
            "written", relation.expression,
            tuple(Operand(v, "answer", f"answer offset {at}") for v, at in relation.operands),
        )
    for step in reading.steps:
        if step.end <= occ.start and step.value == number:
            return done("written", step.expression, (Operand(v, "answer", f"answer offset {at}") for v, at in step.operands))
    # (bell40) exact-step: `253,09 кг × 28,40 = 7 187,62`, the step's rounded operand at its exact value (exact_steps.py)
    if "=" in answer[max(0, occ.start - 8):occ.start] or ":" in answer[max(0, occ.start - 4):occ.start]:
        line_at = answer.rfind("\n", 0, occ.start) + 1
        above = answer[:line_at].rstrip()  # (shares44) the nearest line above that writes something
        step_at = exact_step(answer[line_at:occ.start], number, places, known,
                             lambda v: _derivation_of(basis, reading, v, line_at), above[above.rfind("\n") + 1:])
        if step_at is not None:
            return done(EXACT_STEP, f"{step_at[0]} {step_at[1]} {step_at[2]} (at {step_at[0]}'s exact value)", (
                Operand(step_at[0], "answer", "a value the answer computed and wrote rounded"),
                Operand(step_at[2], "answer", "the step's other operand")))
    # (surgical37) rounded-whole: a whole count right after the quotient it rounds (`= 1632.65, so 1633`; rounded_wholes.py)
    rounded_whole = explain_rounded_whole(reading, i, known, basis.stated_roundings) or explain_rounded_capacity(reading, i, known)
    if rounded_whole is not None:
        return rounded_whole
    # (seed40) reasoned-rounding: a result of the reasoning block restated rounded after it
    # (`<think> ... = 21.8085 ... </think>` then `**21.81 kg**`; reasoned_roundings.py)
    reasoned = explain_reasoned_rounding(reading, i, known, basis.stated_roundings.floors)
    if reasoned is not None:
        return reasoned
    # (bell40) rounded-again: a measure computed before, written again at fewer places in its unit (rounded_again.py)
    rounded_again = explain_rounded_again(reading, i, known)
    if rounded_again is not None:
        return rounded_again
    # arrow-step: a running value carried step by step with arrows (`$80.00 → tax $6.00 → + fees $2.50 = $88.50`; arrow_steps.py)
    if "\u2192" in answer or "->" in answer or "\u27f6" in answer or "\u21d2" in answer or "=>" in answer:
        chained_step = arrow_step(answer, occ.at, lambda w: normalize_token(w) in known)
        if chained_step is not None:
            return done("arrow-step", chained_step.expression, (Operand(normalize_token(v), "answer", f"answer offset {at}")
                                                                for v, at in chained_step.operands))
    # (older41) kilo-restated: `48 kHz` written as its base unit's `48,000` (`48,000 × 24 / 8 × 2`)
    # (integrator41) below 10^15: a remainder of a hostile 32-digit cell is past the context's precision
    if 1000 <= number < _KILO_CEILING and number % 1000 == 0:
        kilo = _kilo_restated(answer, occ, basis.question)
        if kilo is not None:
            return done("kilo-restated", *kilo)
    # cell-equation: a table's calculation cell and its result cell (`| ¥2,480 × 0.0067 | $16.62 |`; cell_equations.py)
    if "|" in answer:
        in_cell = _cell_equation_rule(reading, i, known)
        if in_cell is not None:
            return done("cell-equation", *in_cell)
    # duration: a number of hours between two clocks written before it (`durations.py`)
    hours = explain_hours(answer, occ.start, occ.end, number, (v for v in known if ":" in v),
                          "|" in answer and under_hours_header(reading, occ))
    if hours is not None:
        return Derivation(hours.rule, hours.expression, tuple(Operand(*o) for o in hours.operands))
    # elapsed: seconds or minutes between two resolved clocks of its line or table (clock_elapsed.py)
    # (its clocks resolved here, or repeated from an earlier answer: `_remembered`, judged after the numbers)
    if ":" in answer:
        clocks = known | {v for v in basis._remembered if ":" in v} if basis._remembered else known
        elapsed = explain_elapsed(answer, occ.start, occ.end, number, decimal_places(occ.digits or target), clocks, reading.layout)
        if elapsed is not None:
            return Derivation("elapsed", elapsed[0], tuple(Operand(*o) for o in elapsed[1]))
    # elapsed (round 21): minutes or hours between the last two clocks written before it, 12-hour
    # or an hour alone (`10:30pm` ... `11pm, so there's a 30-minute cushion`; clock_gaps.py)
    if "m" in answer[occ.end : occ.end + 9].lower() or "h" in answer[occ.end : occ.end + 9].lower():
        gap = explain_clock_gap(answer, occ.start, occ.end, number, known)
        if gap is not None:
            return Derivation("elapsed", gap[0], tuple(Operand(*o) for o in gap[1]))
    # day-count: the days from a carried date written before it to today or another (day_counts.py)
    days = explain_day_count(answer, occ.start, occ.end, number, basis.today, reading.carried)
    if days is not None:
        return Derivation(days.rule, days.expression, tuple(Operand(*o) for o in days.operands))
    # days-between: the days of a range of two dates its line writes right before it (days_between.py, round 16)
    between = explain_days_between(answer, occ.start, occ.end, number, basis.today.year if basis.today is not None else None)
    if between is not None:
        return Derivation("days-between", between[0], tuple(Operand(*o) for o in between[1]))
    # unsigned: the same value with the other sign is resolved here (`€-4.35` ... `€4.35`)
    other = target[1:] if target.startswith("-") else "-" + target
    for o in occurrences:
        if o.value == other and other in known and o.start != occ.start:
            return done("unsigned", f"|{other}|", (written_operand(o),))
    # month-length: a month's minutes, hours or seconds where its line names the month and the unit
    # (`Downtime: 58 minutes of 43,200 in November`; month_lengths.py, round 19)
    if not occ.amount and number >= 672:
        length = month_length(line_of(answer, occ.start, occ.end), number)
        if length is not None and clear_of_carried(reading, occ, i):
            return done("month-length", f"{length.days} x {length.per_day}", (
                    Operand(str(length.days), "count", f"the days of {length.month}"),
                    Operand(str(length.per_day), "count", f"the {length.unit} of a day")))
    # operands of the same kind: amounts for an amount, any number for a number
    before = [
        o for o in occurrences[:i] if o.value in known and o.value != target and (o.amount or not occ.amount)
    ]

    # A sum never mixes a value computed here with carried ones: a running balance's step
    # `1262 - 150` has its one-digit-off twin `1262 + 150 = 1412`. (Subtotals add up; items do.)
    # (a result of an equation the answer writes out is shown work, not a step taken silently:
    # it adds up with carried items, `$46,621.47 + $14,725.20 = $61,346.67` ... `Total: $70,000.00`)
    derived_here = {o.value for o in computed_here if o.at not in reading.relations}

    def unmixed(items: Iterable[Occurrence]) -> bool:
        kinds = {o.value in derived_here for o in items}
        return len(kinds) == 1

    # total: a run of the resolved numbers written just before it; a subtotal written after
    # its items stands for them (`Puzzle $54.11, Jacket $157.61, total $211.72` is one item)
    # (and the items of its own currency mark: `¥1,840 = $12.26` ... `In total, ¥68,810 cost you $458.46`)
    mark = _mark_of(answer, occ)
    same_mark = [o for o in before if _mark_of(answer, o) == mark] if mark else []
    # (and the items outside parentheses: `**$4,212.87** available ($4,389.12 ledger)` is an aside)
    outside = [o for o in before if not _in_parentheses(answer, o.start)]
    # (round 31) and, for a bill's total written to the cent, the items written to the cent: a round
    # number between them is a rule the bill quotes, no line of it (`Subtotal: €93.00. Under €150, a
    # delivery fee of €12.00 applies.` ... `Total: €113.67`); a bill's lines only (`set_out`)
    cent_places = decimal_places(occ.digits) if occ.amount else 0
    to_the_cent = [o for o in before if decimal_places(o.digits) == cent_places] if cent_places else []
    own_cell = _table_column(reading, occ)
    for items in (before, _collapsed(before), same_mark, outside if len(outside) < len(before) else [],
                  to_the_cent if len(to_the_cent) < len(before) else []):
        billed = items is to_the_cent
        for size in range(2, min(MAX_WINDOW, len(items)) + 1):
            window = items[-size:]
            if ((unmixed(window) and not billed) or set_out(answer, [o.start for o in window], occ.start)) \
                    and sum((o.number for o in window), Decimal(0)) == number \
                    and not (size == 2 and _slip_of_difference(window[0], window[1], number)
                             and not _said_sum(answer, window[0], window[1], occ)) \
                    and not _cuts_a_list(answer, window[0], items) \
                    and not slipped_list_total(answer, [(o.at, o.number) for o in window], number) \
                    and not mixes_plus(answer, [(o.start, o.at) for o in window]) \
                    and not repeats_its_steps([o.at for o in window], [_operand_offsets(reading, o) for o in window]) \
                    and not crosses_columns(own_cell, [_table_column(reading, o) for o in window] if own_cell else []) \
                    and not adds_taken_off(answer, [o.start for o in window]):  # (sum_guards.py)
                return done("total", " + ".join(o.value for o in window), map(written_operand, window))
            # the negative (spent) or positive (received) items of a signed list
            signed = [o for o in window if o.number < 0]
            if len(signed) >= 2 and window[0].number < 0 \
                    and -sum((o.number for o in signed), Decimal(0)) == number:
                return done("total", " + ".join(o.value.lstrip("-") for o in signed), map(written_operand, signed))
    # total of worked lines: the results of the equations written just before it, each line
    # its own equation (`- Storage: 40 x 23 x $0.85 = $782.00 - Handling: 40 x $6.50 = $260.00
    # ... Total: $1,302.00`)
    results = [o for o in occurrences[:i] if o.at in reading.relations and o.value in known]
    for size in range(2, min(MAX_WINDOW, len(results)) + 1):
        window = results[-size:]
        # (an item above of another kind, `Billable days: 30 - 7 = 23` over amounts, is no item)
        if sum((o.number for o in window), Decimal(0)) == number and not _cuts_a_list(
                answer, window[0], [o for o in results if o.amount == window[0].amount]):
            return done("total", " + ".join(o.value for o in window), map(written_operand, window))
    # (round 26) worked steps and the items no step takes, each step standing for its result: a
    # weighted count `1,840 × 25% = 460, 620 × 40% = 248, ..., plus 5,270 new: 6,987` adds the
    # steps' results and the lone 5,270 (two steps or more in the run, exact)
    if len(results) >= 2:
        # (the last few numbers before it only, and the operands of their own equations: bounded)
        region = occurrences[max(0, i - 4 * MAX_WINDOW):i]
        taken = {at for o in region if o.at in reading.relations for _, at in reading.relations[o.at].operands}
        items = [o for o in region if o.value in known and (o.at in reading.relations or o.at not in taken)
                 and (o.amount or not occ.amount)]
        for size in range(3, min(MAX_WINDOW, len(items)) + 1):
            window = items[-size:]
            steps_in = sum(1 for o in window if o.at in reading.relations)
            if 2 <= steps_in < size and sum((o.number for o in window), Decimal(0)) == number \
                    and not _cuts_a_list(answer, window[0], items):
                return done("total", " + ".join(o.value for o in window), map(written_operand, window))
    # the same at the lines' exact values, rounded once (`£124.92` for 124.9176, `£9.50` for
    # 9.495 ... `Total: £134.41`; chains.py)
    worked = exact_total(number, decimal_places(occ.digits or target), [(o.number, _exact_of(basis, reading, o)) for o in results])
    if worked is not None:
        size, exact = worked
        window = results[-size:]
        if not _cuts_a_list(answer, window[0], [o for o in results if o.amount == window[0].amount]):
            return done("total", f"{' + '.join(o.value for o in window)} (at their exact values: {_print(exact)})",
                        map(written_operand, window))
    # (silk36) the same where a line's written result its own expression refutes (flagged as such:
    # `8 × 90,000 = 702,000`): that line counts at its expression's value, as a rounded line counts
    # at its exact one (`10 × 90,000 = 900,000`, `8 × 90,000 = 702,000`, `Total: 1,620,000`);
    # (mend36b) only where its expression is the line's grounded part (`_grounded_expression`)
    refuted = {start: Decimal(exact) for start, _, _, exact in contradictions(answer)
               if _grounded_expression(reading, start, known)} if "=" in answer else {}
    if refuted:
        lines = [o for o in occurrences[:i] if (o.at in reading.relations and o.value in known) or o.start in refuted]
        mended = exact_total(number, decimal_places(occ.digits or target), [
            (o.number, refuted.get(o.start, _exact_of(basis, reading, o))) for o in lines])
        if mended is not None:
            size, exact = mended
            window = lines[-size:]
            if any(o.start in refuted for o in window) and not _cuts_a_list(
                    answer, window[0], [o for o in lines if o.amount == window[0].amount]):
                return done("total", f"{' + '.join(_print(refuted[o.start]) if o.start in refuted else o.value for o in window)}"
                            f" (a line at its own expression's value: {_print(exact)})", map(written_operand, window))
    # total, forward: the items written just after it, on its line (`$2,192.94: ... $1,988.27 ... $204.67`)
    line_end = answer.find("\n", occ.end)
    line_end = len(answer) if line_end < 0 else line_end
    # (round 12) in its sentence: `1,050.00: 50.00 ... and 1,000.00 ... on March 4. The 10.00 you
    # received isn't counted` sums two items, not three
    line_end = min(line_end, sentence_end(answer, occ.end))
    after = occurrences[i + 1 : bisect_left(reading.starts, line_end, i + 1)]  # (its line's, by bisection: no scan of the rest)
    after = [o for o in after[:MAX_WINDOW] if o.value in known and (o.amount or not occ.amount)]
    for size in range(2, len(after) + 1):
        window = after[:size]
        if unmixed(window) and sum((o.number for o in window), Decimal(0)) == number:
            return done("total", " + ".join(o.value for o in window), map(written_operand, window))
    # total of a whole list: the list right under its line (`**Outgoing (1,350.00 total)**` then one
    # item per line), each item's first number, or the list lines right before it, each line's
    # last number (a worked line's result: `- Meals: 2 x 360.00 = 720.00` ... `- Total: 1050.00`)
    list_items = _whole_list_total(reading, i, known)
    if list_items is not None:
        return done("total", " + ".join(o.value for o in list_items), map(written_operand, list_items))
    # section-total: the items of one section of a list headings split, above it (`**Outgoing**` ...
    # `**Incoming**` ... `Spent: 1,350.00`; section_totals.py)
    section = None
    if answer.find("\n", 0, occ.start) >= 0:
        reach = bisect_left(reading.starts, section_reach(answer, occ.start), 0, i)  # (the lines it reads: bounded)
        section = section_total(answer, occ.start, number, occ.amount, decimal_places(occ.digits or target), _mark_of(answer, occ), [
            Numbered(o.start, o.number, o.value, o.amount, decimal_places(o.digits or o.value), o.value in known, _mark_of(answer, o))
            for o in occurrences[reach:i]])
        pair = [o for o in occurrences[:i] if section is not None and len(section) == 2 and o.start in (section[0].start, section[1].start)]
        if len(pair) == 2 and _slip_of_difference(pair[0], pair[1], number) and not _said_sum(answer, pair[0], pair[1], occ):
            section = None  # (the `total` rule's refusal: two items one digit from their difference)
        if section is not None:
            return done("section-total", " + ".join(n.value for n in section),
                        (Operand(n.value, "answer", f"answer offset {n.start}") for n in section))
    # series: one position summed over the groups written before it (`January 500 sales, 75000
    # revenue; February 450, 67500; ... That's 1550 sales`; series_sums.py)
    series = series_total(answer, [(o.start, o.end, o.number, o.value in known) for o in occurrences[:i]],
                          occ.start, occ.end, number, sentence_start(answer, occ.start))
    if series is not None:
        return done("series", " + ".join(occurrences[k].value for k in series), (written_operand(occurrences[k]) for k in series))
    # (range45) a total written after an approximation sign or word (`Total ≈ $36,155`, `~1,240 kg`):
    # the same sums (the run of resolved numbers just before it, a series' position) written with more
    # places, rounded half up to the value's places; one more than half a unit of them off stays flagged
    if _APPROX_BEFORE.search(answer, max(0, occ.start - 32), occ.start) is not None:
        for size in range(2, min(MAX_WINDOW, len(before)) + 1):
            window = before[-size:]
            if unmixed(window) and rounded_from(sum((o.number for o in window), Decimal(0)), number, places) \
                    and not _cuts_a_list(answer, window[0], before) and not mixes_plus(answer, [(o.start, o.at) for o in window]):
                return done("total", f"{' + '.join(o.value for o in window)} (rounded)", map(written_operand, window))
        series = series_total(answer, [(o.start, o.end, o.number, o.value in known) for o in occurrences[:i]],
                              occ.start, occ.end, number, sentence_start(answer, occ.start), places)
        if series is not None:
            return done("series", f"{' + '.join(occurrences[k].value for k in series)} (rounded)",
                        (written_operand(occurrences[k]) for k in series))
    # table: an earlier cell of its row times a count or a period; the column above it summed
    table = _table_rule(reading, i, known)
    if table is not None:
        return done("table", *table)
    # (surgical37) priced-row: the row's quantities at the system prompt's unit prices, summed
    # (`| 6 | 54 | 6 | 10,680 |` under `Days`, `Hours`, `Overtime h`: 6 x 1500 + 6 x 280; priced_rows.py)
    if reading.layout.tables():
        priced_row = explain_priced_row(reading, i, known, basis.carried_products)
        if priced_row is not None:
            return priced_row
        # (boat40) group-cells: the previous answer's (or the one before's) column summed over the rows of the group the
        # value's row names (`| carpenters | 21,890 |` after rows whose `Role` is `carpenter`; group_cells.py)
        # (kiln43) its cells under the digit minimum that a rule derived are settled too (`| 10.00 | 2.00 | 0 |
        # 840.00 |`: `tables.derived_cells`, kept by `basis.derived_cells_of`)
        for earlier_text, earlier in ((basis._previous_text, basis._previous), (basis._before_previous_text, basis._before_previous)):
            grouped_cells = explain_group_cells(reading, i, earlier_text, frozenset(p.number for p in earlier)
                                                | basis.derived_cells_of(earlier_text)) if earlier else None
            if grouped_cells is not None:
                return grouped_cells
    # row-sum: one key summed over the records its table row names, the key its header names
    # (`| HAT290 ... | HAT355 ... | $341 |` under `Economy`; row_sums.py)
    row_sum = row_record_sum(reading.layout, answer, occ.at, number, basis._records) if basis._records else None
    if row_sum is not None:
        return done("row-sum", row_sum[0], (Operand(v, "result", where) for v, where in row_sum[1]))
    # group-sum: the parts of the records its row names that refer to the group its row names
    # by words (`| Visa | #W2209914, #W4471095 | $380.18 |`; group_sums.py)
    grouped = _group_sum(basis, reading, i)
    if grouped is not None:
        return done("group-sum", grouped.expression, (Operand(v, "result", where) for v, where in grouped.operands))
    difference_row = _difference_row(reading, i, known)
    if difference_row is not None:
        return done("table", *difference_row)
    # column: a column of the table just before it summed, whole or a run of adjacent rows
    column = _after_table_rule(reading, i, known)
    if column is not None:
        return done("column", *column)
    # per-unit: where its sentence says so (`AOV`, `average`, `per order`, `each`), a cell of the
    # table just before it over a count in its row or its column (revenue over orders)
    if _PER_CUE.search(answer, sentence_start(answer, occ.start), sentence_end(answer, occ.end)):
        per = _per_unit_rule(reading, i, known)
        if per is not None:
            return done("per-unit", *per)
    # column (earlier): a whole column of a table one of the last two answers wrote, summed,
    # where its sentence says it totals (`worth $6,575.38 in total`, `1,207 out of 5,592`);
    # (round 33) or, however its language says it totals, where its sentence names the column by
    # its header (`جمع گره‌ها ۷۴۹٬۵۰۰` under `گره`): a whole column of the previous answer's table of
    # `MIN_SUMMED_CELLS` or more cells whose sum has `MIN_SUM_DIGITS` or more significant digits
    # (surgical37) a table cell names the column by its own column's header too (`| Pay (Rs) |` over
    # `| 13,286 |` after a table whose `Pay (Rs)` column sums to it)
    if basis._tabled:
        clause = sentence_start(answer, occ.start), sentence_end(answer, occ.end)
        cued = _TOTAL_CUE.search(answer, *clause) is not None
        named = not cued and digit_count(occ.digits) >= MIN_SUM_DIGITS
        own_header = _own_header(reading, occ) if named else ""
        for k in range(len(basis._tabled) - 1, -1 if cued else len(basis._tabled) - 2, -1) if cued or named else ():
            text, settled, sums = basis._tabled[k]
            if sums is None:
                sums = _column_sums(text, settled, reading.carried)
                basis._tabled[k] = (text, settled, sums)
            for total, expression, operands, header in sums:
                if total == number and (cued or (len(operands) >= MIN_SUMMED_CELLS and (
                        names_header(answer, *clause, header)
                        or (own_header and names_header(own_header, 0, len(own_header), header))))) \
                        and not carried_neighbours(reading, occ, i):
                    return done("column", expression, operands)
    # magnitude: one of the last 4 resolved numbers written in full (surgical37), or the difference
    # or sum of two, in the magnitude written after it (`$3,650,419,130,368` ... `$3,806,240,473,088` ... `ahead by
    # roughly $156 billion`), rounded to the places written
    # (surgical37) in any language's named power of ten (`scale_words.py`: `17.33 لاکھ`, `3,5 Mio.`), and
    # one of them restated in it (`Rs 17,33,424, about 17.33 lakh`)
    scale = scale_after(answer, occ.end)
    if scale is not None and digit_count(occ.digits) >= 2:
        full = [o for o in before[-4:] if abs(o.number) >= scale]
        for x in reversed(full):
            if rounds_to(x.number / scale, number, places):
                return done("magnitude", f"{x.value} / {_print(scale)}", (written_operand(x),))
        for a in range(len(full)):
            for b in range(a + 1, len(full)):
                x, y = full[a], full[b]
                for v, shown in ((y.number - x.number, f"({y.value} - {x.value})"), (x.number - y.number, f"({x.value} - {y.value})"),
                                 (x.number + y.number, f"({x.value} + {y.value})")):
                    if v > 0 and rounds_to(v / scale, number, places):
                        return done("magnitude", f"{shown} / {_print(scale)}", (written_operand(x), written_operand(y)))
    # label: the same-labelled numbers before it (`Basic Economy: $51` ... `Basic Economy: $55`)
    groups: dict[str, list[Occurrence]] = {}
    for o in before:
        if o.label:
            groups.setdefault(o.label, []).append(o)
    same = groups.get(occ.label, []) if occ.label else []
    if len(same) >= 2:
        x, y = same[-2], same[-1]
        for value, symbol, left, right in _pairings(x, y):
            if value == number:
                return done("label", f"{left.value} {symbol} {right.value}", (written_operand(left), written_operand(right)))
    for members in groups.values():
        if len(members) >= 2 and sum((o.number for o in members), Decimal(0)) == number:
            return done("label", " + ".join(o.value for o in members), map(written_operand, members))
    # adjusted-total: a total written before its sentence plus or minus an amount its sentence
    # adds or takes off in words (`Plus the 4.00 refund I just sent, that's 1,354.00`; adjusted_totals.py)
    adjusted = _adjusted_total_rule(basis, reading, i, known, before)
    if adjusted is not None:
        return done("adjusted-total", *adjusted)
    # stated-change: a number of its sentence moved by a change stated in words before it (`goes
    # up by 100.00` ... `was 1100.0, so I have updated it to 1200`; stated_changes.py)
    changed = _stated_change_rule(reading, i, known, before)
    if changed is not None:
        return done("stated-change", *changed)
    # counterpart: a formula worked just before it, redone for the number the previous answer wrote
    # beside one of its operands (`(Miznon is 15.0)` ... `3 × 20 = 60 EUR ... (Miznon would be 45 EUR)`; counterparts.py)
    counterpart = _counterpart_rule(basis, reading, i, computed_here)
    if counterpart is not None:
        return done("counterpart", *counterpart)
    # pair: a sum or difference of the last two distinct, or of the values computed here; a
    # zero of the last two when they are equal (`$358 ... $358 per night, $0 apart`)
    if number == 0 and len(before) >= 2 and before[-1].number == before[-2].number:
        x, y = before[-2], before[-1]
        return done("pair", f"{x.value} - {y.value}", (written_operand(x), written_operand(y)))
    recent: list[Occurrence] = []
    for o in reversed(before):
        if all(r.value != o.value for r in recent):
            recent.insert(0, o)
        if len(recent) >= PAIR_SPAN:
            break
    for o in computed_here[-PAIR_SPAN:]:
        if all(r.value != o.value for r in recent) and o.value != target and (o.amount or not occ.amount):
            recent.append(o)
    for a in range(len(recent) - 1, -1, -1):
        for b in range(a - 1, -1, -1):
            pairings = _pairings(recent[b], recent[a])
            for value, symbol, left, right in pairings:
                # a sum is refused when a difference of the same two is one digit away: it is
                # then as likely a slip of that difference (`1262 - 150` written `1412`)
                if value == number and not (symbol == "+" and _slip_of_difference(left, right, number)
                                            and not _said_sum(answer, left, right)) \
                        and not (symbol == "+" and adds_own_summand(basis._remembered, left.value, right.value,
                                                                    left.number, right.number)) \
                        and not _own_factor(reading, left, right):  # (round 17, as `conversation`)
                    return done("pair", f"{left.value} {symbol} {right.value}", (written_operand(left), written_operand(right)))
    # what is left of a whole written right after it, where its sentence says so (`That leaves
    # $1,143.16 of your $1,500.75 balance`): the whole less one of the last two resolved before it
    if i + 1 < len(occurrences) and before:
        rest_of = occurrences[i + 1]
        if rest_of.value in known and rest_of.value != target and (rest_of.amount or not occ.amount) \
                and _OF_WHOLE.fullmatch(answer, occ.end, rest_of.start) \
                and _REST_CUE.search(answer, sentence_start(answer, occ.start), rest_of.start):
            for o in before[-2:]:
                if o.value != rest_of.value and rest_of.number - o.number == number:
                    return done("pair", f"{rest_of.value} - {o.value}", (written_operand(rest_of), written_operand(o)))
    # what is left, its sentence says, of the first of its last two numbers less the second, one
    # of them a plain number (`With your 500 euro budget, one night at ... (240.0) leaves 260 euros`)
    if occ.amount and _REST_CUE.search(answer, sentence_start(answer, occ.start), occ.start):
        floor = sentence_start(answer, occ.start)
        here = [o for o in occurrences[:i] if o.start >= floor and o.value in known and o.value != target][-2:]
        if len(here) == 2 and here[0].amount != here[1].amount and here[0].number - here[1].number == number:
            x, y = here
            return done("pair", f"{x.value} - {y.value}", (written_operand(x), written_operand(y)))
    # rest-of-whole: what is left of a whole its sentence writes, less the price the sentence before
    # ends with or the amount of the line naming what its clause names (`Paid from your $500
    # certificate, **$241** would remain on HAT1203`; rest_of_whole.py, round 18)
    if occ.amount:
        # (round 19) the numbers of the records its line names by their identifier (`CR-PROMO-1931: $187.52 left`)
        line_start = answer.rfind("\n", 0, occ.start) + 1
        record_where: dict[Decimal, str] = {}
        for form in _token_forms(answer[line_start : occ.start]) if basis._records else ():
            for n, where in basis._records.get(form, {}).values():
                if n > 0:
                    record_where.setdefault(n, where)
        named_on_line = list(record_where)
        rest = rest_of_whole(answer, [RestNumber(o.start, o.end, o.number, o.value, o.amount,
                                                 o.value in known and o.value != target and o.value not in derived_here,
                                                 o.value in known and o.value != target)
                                      for o in occurrences[: i + 1]], i,
                             [RestNumber(-1, -1, n, v, True, True) for n, v, _ in basis._said_amounts],
                             [RestNumber(-1, -1, n, v, a, True, False, True) for n, v, a in basis._asked],
                             _taken_from(reading, occurrences[:i], known),
                             [RestNumber(-2, -2, n, _print(n), True, True, False, True) for n in named_on_line])
        if rest is not None and (rest[0].widened or rest[1].widened) \
                and (carried_neighbours(reading, occ, i) or set()) - {rest[0].value, rest[1].value}:
            rest = None  # (round 19) from the widened pool, not one digit off a carried number it does not take
        if rest is not None:
            rest_whole, rest_part = rest

            def rest_operand(n: RestNumber) -> Operand:
                if n.start == -2:
                    return Operand(n.value, "result", record_where[n.number])
                if n.start < 0:
                    return Operand(n.value, "user", "the user stated it")
                return Operand(n.value, "answer", f"answer offset {n.start}")
            return done("rest-of-whole", f"{rest_whole.value} - {rest_part.value}",
                        (rest_operand(rest_whole), rest_operand(rest_part)))
    # other-share: the other side of a stated split, the share at P% times (100 - P) / P (`you pay
    # 20%: $28.00 a session - Total: $448.00, and the plan pays $1,792.00`; other_shares.py, round 19)
    if occ.amount and ("%" in answer or "percent" in answer):
        computed_at = {o.start for o in computed_here}
        split = other_share(answer, occ.start, number, places, [
            ShareAmount(o.start, o.number, o.value) for o in occurrences[:i]
            if o.amount and (o.start in computed_at or (o.value in known and o.value != target))])
        if split is not None and clear_of_carried(reading, occ, i):
            split_percent, split_share = split
            return done("other-share", f"{split_share.value} x (100 - {split_percent}) / {split_percent}", (
                Operand(split_share.value, "answer", f"answer offset {split_share.start}"),
                Operand(str(split_percent), "answer", "the percentage its paragraph writes before it")))
    # the same pair at the exact values of computed operands, rounded to the places written
    # (`Air Next Day costs €91.34 and Road Express €50.58, so air is €40.77 more`: 91.342 - 50.576)
    unrounded = {o.value: _exact_of(basis, reading, o) for o in recent}
    for a in range(len(recent) - 1, -1, -1):
        for b in range(a - 1, -1, -1):
            x, y = recent[b], recent[a]
            ex, ey = unrounded[x.value], unrounded[y.value]
            if ex is None and ey is None:
                continue
            ex = x.number if ex is None else ex
            ey = y.number if ey is None else ey
            for value, symbol, left, right in ((ex - ey, "-", x, y), (ey - ex, "-", y, x)):
                if value > 0 and equal_at(value, number, places, True) and not equal_at(
                        value, number, places, False):
                    return done("pair", f"{left.value} {symbol} {right.value} (at their exact values: {_print(value)})",
                                (written_operand(left), written_operand(right)))
    # per-count: a recent number (or the one in parentheses right after), an aggregate, or the
    # listed records' sum, times or over a stated count
    # a product needs a per-unit base (`$50 per passenger`), a quotient a per-unit value
    # (round 32) for an amount, a price per unit written bare but to the cent (`so 41.90 a night and
    # EUR 83.80 for the two`) is an amount too
    priced = before if not occ.amount else [
        o for o in occurrences[:i] if o.value in known and o.value != target
        and (o.amount or (o.per_unit and _CENTS.fullmatch(o.digits or o.value) is not None))]
    bases: list[tuple[Decimal, str, tuple[Operand, ...]]] = [
        (o.number, o.value, (written_operand(o),)) for o in priced[-COUNT_SPAN:]
        if (o.per_unit or o.each) and o.value not in reading.stated  # (`15 GB per month` is no price)
    ]
    if i + 1 < len(occurrences) and _PAREN_AFTER.match(answer, occ.end, occurrences[i + 1].start):
        following = occurrences[i + 1]
        if following.value in known and following.per_unit:
            bases.append((following.number, following.value, (written_operand(following),)))
    listed = _listed(basis, answer, occurrences, i)
    for total, expression, operands in listed:
        if total == number:
            return done("listed", expression, operands)
    # aggregate: a column sum of one result; (round 17) not one digit off a value an earlier
    # answer computed (`1,000.00 of 1,360.00`, the whole column, after an earlier group total of 1,350.00)
    for g in basis._cited:
        if g.value == number and len(g.operands) >= 2 and not _earlier_slips(basis, number, target):
            return done("aggregate", g.expression.rsplit(" = ", 1)[0], g.operands)
    wholes: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
    if occ.per_unit:
        wholes = [(o.number, o.value, (written_operand(o),)) for o in before[-COUNT_SPAN:]]
        wholes.extend((total, f"({expression})", operands) for total, expression, operands in listed)
    # a yearly or weekly figure of a recurring amount: `$1,566 (rent) ... about $18,792 a year`,
    # `every month ... Over a year that adds up to €3,000`
    period = _period_count(reading, occ)
    if period is not None:
        count, what = period
        for o in before[-COUNT_SPAN:]:
            if o.number * count == number:
                return done("per-count", f"{count} x {o.value}", (Operand(str(count), "count", what), written_operand(o)))
        # or a number of the record its line names (`to DE89...0 (Gym membership), about
        # $12,240.00 a year`: the payment's carried 1,020 a month)
        line_start = answer.rfind("\n", 0, occ.start) + 1
        for _, piece in token_spans(answer[line_start : occ.start]):
            for value, where in basis._records.get(normalize_token(piece), {}).values():
                if value * count == number:
                    return done("per-count", f"{count} x {_print(value)}",
                                (Operand(str(count), "count", what), Operand(_print(value), "result", where)))
    for count, count_operand in sorted(counts.items()):
        n = Decimal(count)
        for base, text, operands in bases:
            if base * n == number:
                return done("per-count", f"{count} x {text}", (count_operand, *operands))
        for whole, text, operands in wholes:
            quotient = whole / n
            if quotient == number or (places >= 2 and equal_at(quotient, number, places, True)):
                return done("per-count", f"{text} / {count}", (*operands, count_operand))
    # over-span: a rate per unit of time times the span its line states (`$8 per day` ... `two
    # weeks $112.00`; spans.py), after `per-count` (`7 nights` at `$150 per night` is its `7 x 150`)
    over_span = _over_span_rule(reading, i, before)
    if over_span is not None:
        return done("over-span", *over_span)
    # installment: the last of n equal parts that takes up the rounding (`$205.00 works out to
    # about $68.33 per month; ... two payments of $68.33 and one of $68.34`): W - (n - 1) x q
    # where q, written before it, is W / n rounded to its places
    for w in before[-4:]:
        for q in before[-4:]:
            if q.number <= 0 or w.number <= q.number or decimal_places(q.value) < 1:
                continue
            for count, count_operand in sorted(counts.items()):
                part = w.number / count
                if part != q.number and equal_at(part, q.number, decimal_places(q.value), True) \
                        and w.number - (count - 1) * q.number == number:
                    return done("installment", f"{w.value} - {count - 1} x {q.value}",
                                (written_operand(w), count_operand, written_operand(q)))
    # times: a recent number of its sentence (or the one before) over or times a factor its
    # sentence writes with a comparison (`2.961 s cumulative. At 5× faster it would take 0.592 s`)
    start = sentence_start(answer, occ.start)
    if start > 0 and answer[start - 1] != "\n":
        start = sentence_start(answer, max(start - 2, 0))
    for m in _TIMES_CUE.finditer(answer, start, sentence_end(answer, occ.end)):
        factor = Decimal(m.group(1))
        if factor <= 1:
            continue
        down = m.group(2).lower() in _TIMES_DOWN
        for o in [o for o in before if o.start >= start][-2:]:
            if o.at == m.start(1):
                continue
            v = o.number / factor if down else o.number * factor
            if v == number or (places >= 1 and equal_at(v, number, places, True)):
                return done("times", f"{o.value} {'/' if down else 'x'} {m.group(1)}", (
                    written_operand(o), Operand(m.group(1), "count", f"the answer wrote {m.group(0)!r}")))
    # a pay rate at the multiple its sentence names (`overtime at 1.5×: 2 × $43.65`; chains.py)
    if occ.amount:
        for multiple, said in multipliers(answer, start, sentence_end(answer, occ.end)):
            for o in [o for o in before if o.start >= start and o.amount][-2:]:
                v = o.number * multiple
                if v == number or (places >= 2 and equal_at(v, number, places, True)):
                    return done("times", f"{o.value} x {_print(multiple)}", (
                        written_operand(o), Operand(_print(multiple), "count", f"the answer wrote {said!r}")))
    # half: a recent number halved or doubled where its clause says so (`rep 1 → 0 roughly
    # halves their size, to about 197.5 GB per day` after 394.95 GB)
    cue = _HALF_CUE.search(answer, sentence_start(answer, occ.start), occ.start)
    if cue is not None:
        factor = Decimal("0.5") if cue.group(0).lower().startswith("hal") else Decimal(2)
        for o in before[-2:]:
            halved = o.number * factor
            if halved == number or (places >= 1 and equal_at(halved, number, places, True)):
                shown = f"{o.value} / 2" if factor < 1 else f"2 x {o.value}"
                return done("half", shown, (written_operand(o), Operand("2", "count", f"the answer wrote {cue.group(0)!r}")))
    # even-split: a whole its sentence writes (before or after it) over a stated count, where the
    # sentence says it splits evenly (`pay 139.5 if you split the 279.0 evenly`; even_splits.py)
    even = _even_split_rule(reading, i, known)
    if even is not None:
        return done("even-split", *even)
    # average: where its sentence says so, the mean of the last 2-8 resolved numbers before it
    # (of its kind), or of a column of the table just before it
    if _AVERAGE_CUE.search(answer, sentence_start(answer, occ.start), occ.start) is not None or mean_column(reading, occ):
        mean = _average_rule(reading, i, known, before)
        if mean is not None:
            return done("average", *mean)
    # spread (round 22): where its sentence names a standard deviation or a CV before it, the
    # sample SD (or SD / mean x 100) of the last 2-8 resolved numbers before it
    if _SPREAD_CUE.search(answer, sentence_start(answer, occ.start), occ.start) is not None:
        replicate_spread = _spread_rule(reading, i, before, computed_here)
        if replicate_spread is not None:
            return done("spread", *replicate_spread)
    # quantity: a count of things and a unit price written in its sentence or the one before
    # (`500 shares at an average of $70.0346, for a total of about $35,017.30`)
    quantity = _quantity_rule(reading, i, known, tuple(basis._said_amounts)) or _paragraph_product(reading, i, known)
    if quantity is not None:
        return done("quantity", *quantity)
    # exchange: an amount converted at a rate the answer quotes (`1 USD = 0.8594 EUR` ... `For
    # $2,500.00 you would receive €2,148.50`)
    # implied: the rate of a quote the answer writes (`which implies a rate of about 1 EUR =
    # 1.1585 USD`) is one of two recent amounts in different currency marks over the other
    implied = _implied_rate(reading, i, known)
    if implied is not None:
        return done("exchange", *implied)
    exchange = _exchange_rule(reading, i, known, tuple(basis._rates)) or _rate_before_rule(
        reading, i, known, tuple((r.number, r.base) for r in basis.stated_rates.rates() if r.base), basis.rate_keys)
    if exchange is not None:
        return done("exchange", *exchange)
    # rate: a rate per unit times a quantity of that unit, or an amount over a quantity
    rate = _rate_rule(reading, occ, known, basis._quantities)
    if rate is not None:
        return done("rate", *rate)
    # quoted-rate: a quantity of its sentence times the latest rate per its unit quoted before
    # (`refuel $4.00/GB` ... `2 GB on L81002 → $8.00`; quoted_rates.py)
    # (round 22) a value that is no amount only of a rate that names what it counts (`140,000 seeds
    # a unit` ... `16,800,000 seeds`)
    # (round 33) a rate is settled when resolved, or no candidate at all (under the digit minimum:
    # `water 30 L` of a `Per kg:` line, as `applied-rate` takes one)
    quoting = _Settled(known, reading.pending)
    if occ.amount or basis._quoted_rates.counting(answer, quoting):
        near = _near_sentence(answer, occ)
        quoted = basis._quoted_rates.explain(answer, near, sentence_end(answer, occ.end), occ.at, number,
                                             places, basis._quoted_rates.here(answer, quoting, near), occ.amount)
        if quoted is not None:
            product, rate_quoted, quantity_written, quantity_at = quoted
            return done("quoted-rate", product, (Operand(quantity_written, "answer", f"answer offset {quantity_at}"),
                        Operand(rate_quoted.value, "answer", f"a rate per {rate_quoted.unit} {rate_quoted.where} quoted")))
    # applied-rate: a rate per a unit written in its sentence before it, times the last quantity of
    # that unit written before the sentence (`= 26.88 t` ... `At $181.20/t: $4,870.66`; applied_rates.py)
    # settled: resolved, or no candidate at all (under the digit minimum: `38.20 t`, each judged on its own)
    pending = reading.pending

    def is_settled(v: str) -> bool:
        return v in known or v not in pending

    applied = applied_rate(answer, sentence_start(answer, occ.start), occ.at, number, places, is_settled,
                           basis._previous_text, lambda v: v not in basis._previous_unsettled, occ.end)
    if applied is not None:
        return done("applied-rate", applied.expression, (
            Operand(applied.quantity, "answer", applied.quantity_where),
            Operand(applied.rate, "answer", f"answer offset {applied.rate_at}")))
    # ... or the other way round: an amount before it over that quantity, where the value is written
    # per the unit (`138 × $61.50 = $8,487.00; that is $187.77 per hectare` after `45.2 ha`)
    spread = spread_rate(answer, sentence_start(answer, occ.start), occ.at, occ.end, number, places, is_settled,
                         basis._previous_text, lambda v: v not in basis._previous_unsettled)
    if spread is not None:
        return done("applied-rate", spread.expression, (
            Operand(spread.rate, "answer", f"answer offset {spread.rate_at}"),
            Operand(spread.quantity, "answer", spread.quantity_where)))
    # convert: a recent number with its unit, in the unit written after the value, by a
    # standard factor (`98.6 kg` ... `about 217.4 lb`); a factor written in an equation
    converted = _convert_rule(basis, reading, i, known)
    if converted is not None:
        return done("convert", *converted)
    # the other end: a product computed just before it in its sentence, at the other end of the
    # range (written here or in the previous answer) one of its operands ends (`500.0 - 1000.0`
    # ... `4 nights come to 2,000 (up to 4,000 at the top of the range)`)
    other_end = _other_end(basis, reading, i, known, computed_here)
    if other_end is not None:
        return done("range", *other_end)
    # range: both ends of a range, a range written before it plus or minus one amount (`$45.00,
    # plus ... fees, which are typically $10-$30. So expect $55.00-$75.00`)
    ranged = _range_rule(reading, i, known)
    if ranged is not None:
        return done("range", *ranged)
    # ratio: `N <unit> per <unit>` from the last two amounts before it (`In total, ¥68,810 cost
    # you $458.46. That works out to about 150.1 yen per dollar`)
    ratio = _ratio_rule(reading, i, known)
    if ratio is not None:
        return done("ratio", *ratio)
    # rest-share: the rest of a whole as a share (`Uptime: 99.866%` after `58 minutes of 43,200`; round 19)
    rest_share = _rest_share_rule(reading, i, known)
    if rest_share is not None:
        return done("rest-share", *rest_share)
    # compared: a gap to a number written right after it (`412.7 ms ... 112.7 ms over the 300
    # ms SLO`): a recent number of its sentence less that number, or the reverse
    compared = _compared_rule(reading, i, known) or _named_gap(reading, i, known)
    compared = compared or _gap_to_named_number(reading, i, known) or _gap_to_written_comparison(reading, i, known) \
        or _gap_between_rows(reading, i, known) or _gap_to_named_earlier(basis, reading, i, known) \
        or _gap_of_the_next_two(reading, i, known)
    if compared is None:
        balance = _new_balance(basis, reading, i, known) or _balance_from_to(reading, i, known)
        if balance is not None:
            return done("balance", *balance)
    if compared is not None:
        return done("compared", *compared)
    # mixed: a duration written in two or more units on its line, in one unit (`37 min 20 s,
    # ... 18,244 ÷ 37.33`; `95.92 hours, i.e. 3 days 23 h 55 min`)
    # (hours between two resolved clocks of its line are what those clocks give, or nothing)
    mixed = _mixed_rule(reading, i) if not hours_between_clocks(answer, occ.start, occ.end) else None
    if mixed is not None:
        return done("mixed", *mixed)
    # per-time: a rate per unit of time from a rate per another unit, or from a count and the
    # span it happened in (`1,769.4 requests per second, about 106,164 per minute`; `down
    # 8,343 in 5 minutes (~1,669/min)`)
    per_time = _per_time_rule(reading, i, known)
    if per_time is not None:
        return done("per-time", *per_time)
    # percent: a share of a recent number, or that number with the share added or taken off,
    # at a percent this answer (or the previous one) writes: `$1,112.40 is subject to 20%
    # coinsurance: $222.48`, `A 7.5% fuel surcharge applies ... about $60.93`
    share = _percent_rule(basis, reading, i, before, computed_here)
    if share is not None:
        return done("percent", *share)
    # (brandy36) the factor of a carried share, as an operand of a written equation that verifies
    # (`Now: 193.2 × 0.624 = 120.56` for a cask's `abv_now` 62.4): a fraction below 1 whose percent
    # a result carries, not a whole percent (a whole carried number, a count, is too common a reading)
    carried_share = _carried_share_factor(basis, reading, occ)
    if carried_share is not None:
        return done("percent", *carried_share)
    # subtotal-percent: a percent row's cell, of the signed sum of the cells above it (subtotal_percents.py)
    on_subtotal = _subtotal_percent_rule(reading, i, known) if occ.amount and "%" in answer else None
    if on_subtotal is not None:
        return done("subtotal-percent", *on_subtotal)
    # balance: a recent resolved number less an aggregate (maybe times a count), or the reverse;
    # a per-unit price is no balance
    for o in before[-BALANCE_SPAN:] if not occ.per_unit else ():
        for g in basis._cited:
            inner = g.expression.rsplit(" = ", 1)[0]
            shown = _print(g.value)
            prefix = f"{inner} = {shown}; " if len(g.operands) >= 2 else ""
            if o.number - g.value == number:
                return done("balance", f"{prefix}{o.value} - {shown}", (written_operand(o), *g.operands))
            if g.value - o.number == number:
                return done("balance", f"{prefix}{shown} - {o.value}", (*g.operands, written_operand(o)))
            for count, count_operand in counts.items():
                scaled = g.value * count
                if o.number - scaled == number:
                    return done(
                        "balance",
                        f"{count} x ({inner}) = {_print(scaled)}; {o.value} - {_print(scaled)}",
                        (written_operand(o), count_operand, *g.operands),
                    )
    # net (after the table's rules: a column of signed changes is theirs): the signed deltas written beside prices, summed (`$118.30, +$21.75` ... `To pay: $23.25`; signed_nets.py)
    signed = [o for o in occurrences[max(0, i - NET_SPAN) : i] if o.amount] if occ.amount else []
    net = signed_net(answer, [(o.start, o.number, o.value in known) for o in signed], number) if signed else None
    if net is not None:
        return done("net", " + ".join(signed[k].value for k in net), (written_operand(signed[k]) for k in net))
    # split-part: a part of a payment split, the whole less the other parts its sentence writes
    # (split_parts.py); record-gap: a signed difference of two records' same number, the
    # records its sentence names (`Exchange 5512096834 → 3920184756, difference $0.00`; record_gaps.py)
    # (round 12: a split's other parts are amounts stated or shown worked, not a value computed
    # here silently: `$16.00 more in March and $12.50 more` is no payment's part)
    split_or_gap = _split_part(basis, reading, i, known - derived_here, before) or _record_gap(basis, reading, i, before) \
        or _sibling_gap(basis, reading, i)
    if split_or_gap is not None:
        return done(*split_or_gap)
    # switch-gap: the gap of one key of two records the answer names by name, where its line says
    # it changes or prorates (`Upgrade to Connect 12GB, prorated ... $17.00`; switch_gaps.py)
    if occ.amount:
        line_start, line_end = line_bounds(answer, occ.start, occ.end)
        gap = basis._switch_named.explain(answer, reading.lower, line_start, line_end, number)
        # (both records named: narrow; but not one digit off either operand, a price misread)
        neighbours = carried_neighbours(reading, occ, i) if gap is not None else None
        if gap is not None and neighbours is not None and not neighbours & {o[0] for o in gap.operands}:
            return done("switch-gap", gap.expression, (Operand(*o) for o in gap.operands))
    # remainder: a number the previous answer stated, less a recent one (`$500` ... `$375` -> `$125`);
    # a per-unit price (`$90 per night`) is no remainder
    for o in before[-1:] if not occ.per_unit else ():
        for p in basis._previous[-REMAINDER_SPAN:]:
            if p.number - o.number == number and p.value != o.value:
                return done(
                    "remainder", f"{p.value} - {o.value}",
                    (Operand(p.value, "earlier answer", "the previous answer"), written_operand(o)),
                )
    # in-units: a clock-shaped duration restated in one unit (`2:00:35 is 7,235 seconds`; time_sums.py)
    in_units = explain_in_units(answer, occ.start, occ.end, number, known)
    if in_units is not None:
        return Derivation(in_units.rule, in_units.expression, tuple(Operand(*o) for o in in_units.operands))
    # row-rate: a per-unit cell of a table row, two other cells of its row one over the other
    # (`| May | 61,204 | €4,218,893.17 | €68.93 |` under `AOV`; round 8)
    row_rate = _row_rate_rule(reading, i, known)
    if row_rate is not None:
        return done("row-rate", *row_rate)
    # (mill42) row-exchange: a row's amount in one currency over or times the rate its row writes
    row_exchange = _row_exchange_rule(reading, i, known)
    if row_exchange is not None:
        return done("row-exchange", *row_exchange)
    # row-ratio, row-product: a cell as a formula of its row's other cells (row_formulas.py; before
    # unit-column, whose cells it shares: its expression names the row)
    formula = _row_formula_rule(reading, i, known)
    if formula is not None:
        return done(*formula)
    # (round 33) column-factor: a cell of a row times a number the answer wrote before its table, the
    # same for every row (`Pay: 85 toman a knot.` then `| 201,300 | 17,110,500 |`; tables.py)
    stated_factor = _stated_factor_rule(reading, i, known, basis._policy_stated)
    if stated_factor is not None:
        return done("column-factor", *stated_factor)
    # (kiln43) stated-charge: a stated base plus one or two cells of its row each times a stated rate,
    # the same down the column (`| 8.50 | 0.50 | 1 | 817.50 |` for 650 a shift, 95 an hour past 8 h,
    # 120 a firing night; stated_charges.py)
    charge = explain_stated_charge(reading, i, basis._policy_stated, known) if reading.layout.tables() else None
    if charge is not None and clear_of_carried(reading, occ, i):
        return done("stated-charge", *charge)
    # (incense41) and a cell two columns on from its operand past a column whose header writes the
    # step (`| Dry | ÷ 0.92 | Fresh |`; tables.py), the step's number resolved or the run's own
    header_step = header_step_rule(reading, i, known, lambda form: form in basis._policy_stated,
                                   lambda at: {str(n) for _, n in basis.row_counts(reading.text, at)}) if reading.layout.tables() else None
    if header_step is not None:
        return done("column-factor", *header_step)
    # (words43) and a cell its row's label gives as the row above's number times the label's one step
    # (`| Slates × 85 | | 215,815.00 |` under `| + 5% spare | 2,539 | |`; tables.py)
    label_step = label_step_rule(reading, i, known) if reading.layout.tables() else None
    if label_step is not None:
        return done("column-factor", *label_step)
    # unit-column: a cell under a header pricing a unit, its row's amount over its quantity of that unit (unit_columns.py)
    unit_column = _unit_column_rule(reading, i, known)
    if unit_column is not None:
        return done("unit-column", *unit_column)
    # per-period: a recent amount restated per the period its line names (`Per month $6,541.67`
    # after `$78,500.00` a year; periods.py), over or times the calendar's factor, rounded
    if occ.amount and occ.number > 0:
        for times, op, what in period_factors(answer, occ.start, occ.end):
            for o in before[-4:]:
                if not o.amount or o.number <= 0:
                    continue
                restated = o.number / times if op == "/" else o.number * times
                if restated == number or (op == "/" and places >= 2 and rounds_to(restated, number, places)):
                    return done("per-period", f"{o.value} {op} {times}", (written_operand(o), Operand(str(times), "count", what)))
    # prorated: a monthly amount over the days left of the month its sentence names (prorations.py)
    if occ.amount:
        proration = _prorated_rule(reading, i, before)
        if proration is not None:
            return done("prorated", *proration)
    # carried-rate: an amount of its sentence times or over a rate the results carry (rates.py)
    sentence = sentence_start(answer, occ.start)
    amounts = [(o.number, o.value) for o in before if o.start >= sentence and o.amount]
    carried_rate = basis._carried_rates.explain(number, occ.digits, amounts) if amounts else None
    if carried_rate is not None:
        at = next((o.start for o in before if o.value == carried_rate.amount and o.start >= sentence), occ.start)
        return done("carried-rate", carried_rate.expression.rsplit(" = ", 1)[0], (
            Operand(carried_rate.amount, "answer", f"answer offset {at}"),
            Operand(carried_rate.rate, "result", carried_rate.where)))
    # carried-mean: where its sentence says `average`, the mean of a result's column (means.py);
    # (mussel37) or where its table column's header names a mean (`| Ropes | Sum | Mean |`), as `average` reads it;
    # (clock42) or a terse reply to a question that asks a mean (`Means per job?`: means.asked_mean)
    if _AVERAGE_CUE.search(answer, sentence_start(answer, occ.start), occ.start) is not None or mean_column(reading, occ) \
            or (asked_mean(answer, basis._question) and reading.layout.cell(occ.at) is None):  # (a cell: its header says)
        column_mean = basis._carried_means.explain(number, occ.digits) if clear_of_carried(reading, occ, i) else None
        if column_mean is not None:
            return done("carried-mean", column_mean.expression,
                        (Operand(_print(column_mean.value), "result", column_mean.where),))
    # carried-total: where its sentence says it totals, the sum of a result's column, or of its
    # part in a window of the day the sentence writes (`from 16:00 to 20:00`; carried_totals.py)
    said_from, said_to = sentence_start(answer, occ.start), sentence_end(answer, occ.end)
    totals_said = says_total(answer, said_from, said_to)
    # (round 30) or a terse reply to a question that asks a total, of any kept result (carried_totals.asked_total)
    totals_asked = not totals_said and asked_total(answer, basis._question)
    totals_said = totals_said or totals_asked
    day_windows = windows(answer, said_from, said_to) if ":" in answer[said_from:said_to] else []
    through_days = days_written(answer, said_from, occ.start)  # (round 31) a running total's last day
    # (round 31) the rows a whole column's total sums, counted in its sentence (`in the last 12 months`)
    # (not a value per one of them: `The three fills each cost £316.64` is no total of three rows)
    rows_counted = {n for n, _ in _counts_in(undated(answer, said_from, occ.start))} \
        if not totals_said and not occ.each and not occ.per_unit else set()
    if totals_said or day_windows or through_days or rows_counted:
        column_total = None
        if clear_of_carried(reading, occ, i):
            answer_numbers = listed_before(reading, occurrences, i)  # (a list written before it: the `total` rule)
            column_total = basis._carried_totals.explain(number, occ.digits, answer_numbers, totals_asked) if totals_said else None
            for lo, hi in day_windows[:2] if column_total is None else ():
                column_total = column_total or basis._carried_totals.explain_window(number, occ.digits, lo, hi)
            # (round 21) a group's total of any turn's result, the records counted or the group named
            # in its sentence (`The four outgoing payments total 1,350.00`; carried_totals.py)
            if column_total is None and totals_said:
                said_counts = {n for n, _ in _counts_in(answer[said_from:occ.start])}
                column_total = basis._carried_totals.explain_counted(number, occ.digits, said_counts,
                                                                     answer[said_from:said_to].lower())
            if column_total is None and rows_counted:
                column_total = basis._carried_totals.explain_counted(number, occ.digits, rows_counted, "", whole=True)
        # (round 31) or a running total through a day its sentence writes (`by the end of 22 Nov: 5,520
        # kg`): its own chance test is over every running total of the kept days' columns, so a value
        # one digit off a carried number it is not (`6,500` beside a stock's minimum `1,500`) is no refusal
        if column_total is None and through_days and carried_neighbours(reading, occ, i) is not None:
            column_total = basis._carried_totals.explain_through(number, occ.digits, through_days)
        if column_total is not None:
            rounding = "" if column_total.value == number else f" (= {_print(column_total.value)}, rounded)"
            return done("carried-total", column_total.expression + rounding,
                        (Operand(_print(column_total.value), "result", column_total.where),))
    # (round 20) carried-total: a column its label names (`**Impressions:** 104,460`, `| Clicks |
    # 27,481 |`), summed whole or over a run of adjacent rows, with no total word (carried_totals.py)
    line_from = answer.rfind("\n", 0, occ.start) + 1
    label = answer[line_from:occ.start] + " " + answer[occ.end:min(sentence_end(answer, occ.end), occ.end + 24)]
    glued_per = answer[occ.start:occ.end].partition("/")[2]
    if glued_per:  # (round 24) the unit glued to it names a column too (`£1,248/day`: `day_rate_gbp`)
        label += " " + glued_per
    # (a total only asked, not written: the column its label names too, as before round 30; (round
    # 31) and a total written of no column of this turn's results: `| Total length | 62.15 m |` over
    # a manifest an earlier turn served, the label's other words naming its `length_m`)
    if not day_windows and clear_of_carried(reading, occ, i):
        answer_numbers = listed_before(reading, occurrences, i)
        worn = None if occ.amount else unit_after(answer, occ.end)
        currency = currency_worn(answer, occ.start, occ.end) if occ.amount else None  # (round 25) `£` names `amount_gbp`
        # (round 31) after a total word found no column of this turn's results, the label names its
        # column by its other words (`Total length` names `length_m`; `in total` alone names no `total` key)
        naming = label if not totals_said or totals_asked else without_total_words(label)
        named_total = basis._carried_totals.explain_named(number, occ.digits, key_namer(naming, worn, currency, label_head(answer[line_from:occ.start])), answer_numbers,
                                                          basis.work.take)
        if named_total is not None:
            rounding = "" if named_total.value == number else f" (= {_print(named_total.value)}, rounded)"
            return done("carried-total", named_total.expression + rounding,
                        (Operand(_print(named_total.value), "result", named_total.where),))
    # (rice36) carried-product past a misread of another record: the value's carried neighbours
    # are all numbers of records its line does not name, while the line names the record whose
    # product it is (`| F-0433 | ৳29,500 |` for 25 maunds x the stated 1,180, beside F-0419's
    # carried 22,500 a row above): a slip of a number is a slip of its own record's, not a sibling's
    if number > 0 and not clear_of_carried(reading, occ, i) and _misreads_elsewhere(basis, reading, occ, i, label):
        carried_product = basis.carried_products.explain(number, occ.digits, label, answer[line_from:occ.start], basis.question)
        if carried_product is not None:
            rounding = "" if carried_product.value == number else f" (= {_print(carried_product.value)}, rounded)"
            return done("carried-product", carried_product.expression + rounding,
                        (Operand(_print(carried_product.value), "result", carried_product.where),))
    # (round 20) carried-ratio: one number of a record over another, or one column's total over
    # another's, times 100 for a percent, 1000 per thousand (carried_ratios.py)
    if number > 0 and clear_of_carried(reading, occ, i):
        ratio_scale = 100 if percent_written(answer, occ.start, occ.end, spaced=True) else (
            1000 if _PER_THOUSAND.search(label) is not None else 1)
        # (round 26) the words since the number before it on its line: the record it is of (`de 0.213`)
        own_from = max(line_from, occurrences[i - 1].end) if i > 0 else line_from
        carried_ratio = basis.carried_ratios.explain(number, occ.digits, ratio_scale, label, basis.work.take,
                                                     answer[own_from:occ.start] if own_from <= occ.start else "")
        if carried_ratio is not None:
            ratio_times = "" if ratio_scale == 1 else f" x {ratio_scale}"
            return done("carried-ratio", carried_ratio.expression + ratio_times,
                        (Operand(_print(carried_ratio.value * ratio_scale), "result", carried_ratio.where),))
        # (round 21) carried-product: two numbers of one record its line names multiplied (`| GA
        # Floor | $37,890.00 |` for `sold` 842 x `face_value` 45.00; carried_products.py)
        if ratio_scale == 1:
            row_before, headers = _headed_row(reading, occ, answer[line_from:occ.start])
            carried_product = basis.carried_products.explain(number, occ.digits, label, row_before, basis.question, headers)
            if carried_product is not None:
                rounding = "" if carried_product.value == number else f" (= {_print(carried_product.value)}, rounded)"
                return done("carried-product", carried_product.expression + rounding,
                            (Operand(_print(carried_product.value), "result", carried_product.where),))
            # (round 29) carried-difference: two numbers of one record its line names, the larger less
            # the smaller (`DC-55196 still owes 38.32` for `total_rm` 58.32 less `paid_rm` 20; carried_differences.py)
            carried_difference = basis.carried_differences.explain(number, occ.digits, label) if says_rest(
                answer[sentence_start(answer, occ.start):min(sentence_end(answer, occ.end), occ.end + 24)]) else None
            if carried_difference is not None:
                return done("carried-difference", carried_difference.expression,
                            (Operand(_print(carried_difference.value), "result", carried_difference.where),))
            # (census35) carried-sum: two numbers of one record its line names added, where its
            # sentence says a whole or a word both keys share (`Fees ($8,716.52)` for `service_fees`
            # plus `facility_fees`; carried_sums.py)
            carried_sum = basis.carried_sums.explain(
                number, occ.digits, label, answer[sentence_start(answer, occ.start):min(sentence_end(answer, occ.end), occ.end + 24)])
            if carried_sum is not None:
                return done("carried-sum", carried_sum.expression,
                            (Operand(_print(carried_sum.value), "result", carried_sum.where),))
    # reapplied: a formula written out, redone for a new amount of its sentence or the days it
    # counts (`... / 360 = $2.62` ... `now $3,400.00, which cuts the daily interest to about $1.06`; reapplied.py)
    redone = _reapplied(basis, reading, i, before)
    if redone is not None:
        return done("reapplied", *redone)
    # per-party: an earlier amount for one restated for the party its sentence counts (`For both
    # of you the meals would be 320`); revised-total: a total with those items changed (party_counts.py)
    party = _party_rule(basis, reading, i)
    if party is not None:
        return done(*party)
    # repeat: a value an earlier answer computed; (sawmill38) or written with the very characters of
    # one an earlier answer computed in the other reading of a group of three (`9,450` computed as
    # 6,300 + 3,150 in an answer read in English, then `210.420,00 / 9,450` in one read with a
    # decimal comma: `other_grouping`)
    again = basis.repeated(target)
    if again is None:
        written = answer[occ.start : occ.end]
        regrouped = other_grouping(written, number)
        if len(basis.answer_written) == len(answer):  # (offsets kept by the respelling: the token as written)
            written = basis.answer_written[occ.start : occ.end]
        # (mend38b) the very characters: one of the two answers before wrote the token as this one
        # writes it, read there as the value it computed (`9.45` computed, then `9,450`, is none)
        if regrouped is not None and _written_the_other_way(written, regrouped, (basis._previous_text, basis._before_previous_text)):
            again = basis.repeated(regrouped)
            if again is not None:
                return Derivation("repeat", f"{again.expression} (written {answer[occ.start:occ.end]!r} again)", again.operands)
    return again


_ONE_GROUP: Final = re.compile(r"[0-9]{1,3}[.,][0-9]{3}")


def _written_the_other_way(written: str, regrouped: str, earlier: tuple[str, ...]) -> bool:
    """(mend38b) Whether an earlier answer's text writes the very characters `written` (the value's
    token as this answer wrote it, before its English respelling) as a whole number token and reads
    them, in its own decimal convention (`decimal_comma.comma_text`), as the `regrouped` value it
    computed: `6,550` of an English sum, then `6,550` in a decimal-comma answer. An earlier `$9.45`
    is no `9,450`, nor an earlier `4.300` (4.3) an English `4,300`."""
    token = re.compile(r"(?<![0-9])(?<![0-9][.,])" + re.escape(written) + r"(?![0-9]|[.,][0-9])")
    for text in earlier:
        if text and token.search(text) is not None:
            read = written.replace(".", "") if comma_text_cached(text) else written.replace(",", "")
            value = as_decimal(read.replace(",", "."))
            if value is not None and _print(value) == regrouped:
                return True
    return False


def other_grouping(written: str, number: Decimal) -> str | None:
    """(sawmill38) The other reading of a number written as 1-3 digits, one `,` or `.`, and three
    digits (`9,450`: 9.45 or 9450), as a normalized value, when `number` is one of the two; else None."""
    if _ONE_GROUP.fullmatch(written) is None:
        return None
    whole = Decimal(written[:-4] + written[-3:])
    if number == whole:
        return _print(whole / 1000)
    if number * 1000 == whole:
        return _print(whole)
    return None
