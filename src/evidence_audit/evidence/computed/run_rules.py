"""Rules that read the run's state as well as the answer: a product at the other end of a range, a
gap to a thing named in an earlier answer, a balance after a refund, a split part, a record gap,
unit conversions, percents; and a computed number's exact (unrounded) value."""

from __future__ import annotations

import re
from bisect import bisect_left
from decimal import Decimal
from typing import TYPE_CHECKING, Final

from ..amounts import MONEY_SIGN_CLASS
from ..balance_steps import chained
from ..expressions import evaluate
from ..group_sums import MAX_ROW as MAX_GROUP_ROW, GroupSum
from ..inch_fractions import INCH_FRACTION
from ..layout import sentence_start
from ..locales import english_text
from ..normalize import normalize_token
from ..party_counts import MAX_EARLIER, content_words, party_count, per_party, revised_total, says_total as says_a_total
from ..reapplied import MAX_AMOUNTS as REAPPLY_AMOUNTS, MAX_FORMULAS, counted_periods, reapply
from ..split_parts import MAX_WHOLES, list_block, pays, split_whole
from ..unit_prices import PricedUnit, price_unit, restated_price
from ..stated_factors import stated_factors
from ..text_memo import TextMemo
from ..keyed_operands import _WORD, stem
from ..tax_names import INCLUSIVE_STEMS, TAX_STEMS, names_part, names_tax
from ..units import dimension as unit_dimension, factor_units, factors, feet_inches, temperature_after, unit_after
from .values import Operand, Occurrence, equal_at, decimal_places, _print, as_decimal
from .cues import MAX_PERCENTS, _GAP_TO_NAMED, _NAME_THEN_NUMBER, _PERCENT, _WRITTEN_NUMBER
from .reading import AnswerReading, carried_neighbours, _near_sentence, neighbours as neighbours_of, number_occurrences, sentence_end, written_operand
from .gaps import _gap_pairs, _name_words, _named_amount
from .products import _temperature_rule

if TYPE_CHECKING:
    from .basis import ArithmeticBasis


PERCENT_SPAN: Final = 6  # recent resolved numbers the `percent` rule takes as bases
MAX_QUESTION_CHARS: Final = 2000  # (round 30) characters of the question (its end) `convert` reads for quantities
CONVERT_SPAN: Final = 12  # recent numbers with a unit (this answer's, then the previous one's) `convert` takes


# A quantity with a binary suffix glued (Kubernetes): `512Mi`, `2Gi` (case matters: `5mi` is miles).
_BINARY_QUANTITY: Final = re.compile(r"(?<![A-Za-z0-9.])([0-9]+(?:\.[0-9]+)?)(Ki|Mi|Gi|Ti|Pi)(?![A-Za-z0-9])")


# A range's two ends as written (`500.0 - 1000.0`, `$240-$400`, `240 to 400`), and the word that names an end.
_RANGE_PAIR: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)[ \t]*(?:-|\u2013|to)[ \t]*"
    r"[" + MONEY_SIGN_CLASS + r"]?([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)(?![0-9])",
)
_OTHER_END_CUE: Final = re.compile(r"\b(?:up to|at most|top|upper|highest|maximum|max)\b", re.IGNORECASE)
_PRODUCT_OF_TWO: Final = re.compile(r"(-?[0-9]+(?:\.[0-9]+)?) x (-?[0-9]+(?:\.[0-9]+)?) = .*")


# A balance named right before a value (`balance now $220.00`, `new balance: $292.13`).
_BALANCE_CUE: Final = re.compile(r"\bbalance\b", re.IGNORECASE)
MAX_BALANCE_CUE: Final = 24  # characters before a value within which `balance` names it
MAX_BALANCES: Final = 4  # records a line names whose balance `_new_balance` tries
MAX_BALANCE_LINE: Final = 160  # characters before a balance within which its line names the record and the amount
_ID_WORDS: Final = re.compile(r"[_-]?[0-9][0-9A-Za-z_-]*$")


def _party_rule(
    basis: ArithmeticBasis, reading: AnswerReading, i: int) -> tuple[str, str, tuple[Operand, ...]] | None:
    """`per-party` and `revised-total` (party_counts.py) over the previous answer's settled
    numbers, each with its line; never a value one digit off a carried number."""
    if not basis._previous_text:
        return None
    occ = reading.occurrences[i]
    text = reading.text
    lo, hi = sentence_start(text, occ.start), sentence_end(text, occ.end)
    party = party_count(text[lo:hi])
    totals = says_a_total(text[lo:hi])
    if party is None and not totals:
        return None
    if basis._previous_lines[0] != basis._previous_text:
        previous = basis._previous_text
        basis._previous_lines = (previous, [
            (o.number, o.value, content_words(
                previous[previous.rfind("\n", 0, o.start) + 1 : (previous.find("\n", o.end) + 1 or len(previous) + 1) - 1]))
            for o in number_occurrences(previous)[-4 * MAX_EARLIER:] if o.value not in basis._previous_unsettled][-MAX_EARLIER:])
    earlier = basis._previous_lines[1]
    neighbours = carried_neighbours(reading, occ, i)
    if not earlier or neighbours is None or neighbours:
        return None
    if party is not None:
        before_end = reading.occurrences[i - 1].end if i > 0 else lo
        after_start = reading.occurrences[i + 1].start if i + 1 < len(reading.occurrences) else hi
        clause = content_words(text[max(lo, before_end) : occ.start] + " " + text[occ.end : min(hi, after_start)])
        k = per_party(occ.number, decimal_places(occ.value), party[0], clause, [(n, line) for n, _, line in earlier])
        if k is not None:
            return "per-party", f"{earlier[k][1]} x {party[0]}", (
                Operand(earlier[k][1], "earlier answer", "the previous answer"),
                Operand(str(party[0]), "count", f"the answer wrote {party[1]!r}"))
    if totals:
        written_before = {o.value for o in reading.occurrences[:i]}  # (items restated before the total)
        changes = [(new, old, v, d.operands[0].value) for v, d in reading.derived.items()
                   if d.rule == "per-party" and v in written_before
                   for new, old in ((as_decimal(v), as_decimal(d.operands[0].value)),) if new is not None and old is not None]
        k = revised_total(occ.number, [n for n, _, _ in earlier], [(new, old) for new, old, _, _ in changes])
        if k is not None:
            return "revised-total", f"{earlier[k][1]} + " + " + ".join(f"({v} - {o})" for _, _, v, o in changes), (
                Operand(earlier[k][1], "earlier answer", "the previous answer"),
                *(Operand(v, "answer", "computed here") for _, _, v, _ in changes))
    return None


def _other_end(
    basis: ArithmeticBasis, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]
) -> tuple[str, tuple[Operand, ...]] | None:
    """A product at the other end of a range: `k x a` was computed just before the value in its
    sentence, `a` is one end of a range written in this answer or the previous one (`500.0 -
    1000.0`) whose other end `b` is resolved, the sentence says which end (`up to`, `top`,
    `at most`, `maximum`), and the value is `k x b`. Returns (expression, operands)."""
    answer = reading.text
    occ = reading.occurrences[i]
    floor = sentence_start(answer, occ.start)
    if _OTHER_END_CUE.search(answer, floor, sentence_end(answer, occ.end)) is None:
        return None
    settled = {p.value for p in basis._previous}
    for c in reversed(computed_here):
        if c.start < floor or c.start >= occ.start:
            continue
        derivation = reading.derived.get(c.value)
        m = _PRODUCT_OF_TWO.fullmatch(derivation.expression) if derivation is not None else None
        if m is None:
            continue
        for a, k in ((m.group(1), m.group(2)), (m.group(2), m.group(1))):
            for text, source in ((answer, "answer"), (basis._previous_text, "earlier answer")):
                for r in _RANGE_PAIR.finditer(text):
                    lo, hi = normalize_token(r.group(1)), normalize_token(r.group(2))
                    end = hi if lo == normalize_token(a) else lo if hi == normalize_token(a) else None
                    if end is None or not (end in known or (source != "answer" and end in settled)):
                        continue
                    if Decimal(end) * Decimal(k) == occ.number:
                        return f"{k} x {end}", (
                            Operand(k, "answer", f"the factor of {derivation.expression if derivation else ''}"),
                            Operand(end, source, f"the other end of the range {r.group(0)!r}"))
    return None


def _exact_of(
    basis: ArithmeticBasis, reading: AnswerReading, o: Occurrence) -> Decimal | None:
    """The unrounded value of a number this answer or an earlier one computed with rounding
    (`83.8 + 9% = 91.34`: 91.342), or None."""
    derivation = reading.derived.get(o.value) or basis._remembered.get(o.value)
    if derivation is None or " = " not in derivation.expression:
        return None
    if "(with" in derivation.expression or ";" in derivation.expression:
        return None  # a rounded operand's slack, or steps: no one exact value to take
    value = evaluate(derivation.expression.rsplit(" = ", 1)[0])
    if value is None or value == o.number or not equal_at(value, o.number, decimal_places(o.value), True):
        return None
    return value


def _gap_to_named_earlier(
    basis: ArithmeticBasis, reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A gap to a thing named (`$49.29 less than the red one`) whose amount this answer (before
    the value's sentence) or the previous one wrote right after its name (`Bluetooth Speaker
    (red) $321.18`), resolved there: that amount less one of the last two resolved amounts of
    the value's sentence, or the reverse, exact (round 9). Returns (expression, operands)."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    m = _GAP_TO_NAMED.match(text, occ.end)
    if m is None or occ.number <= 0:
        return None
    named = _NAME_THEN_NUMBER.match(text, m.end())
    words = _name_words(named.group(1)) if named is not None else []
    if not words:
        return None
    against: list[tuple[Decimal, str, Operand]] = []
    floor = _near_sentence(text, occ)
    for at, written in _named_amount(text, words, 0, floor):
        k = bisect_left(reading.starts, at - 4)
        while k < len(occurrences) and occurrences[k].at < at:
            k += 1
        if k < len(occurrences) and occurrences[k].at == at and occurrences[k].value in known \
                and occurrences[k].amount == occ.amount:
            o = occurrences[k]
            against.append((o.number, o.value, written_operand(o)))
    for previous, settled, which in ((basis._previous_text, basis._previous, "the previous answer"),
                                     (basis._before_previous_text, basis._before_previous, "the answer before the previous one")):
        if not previous or not basis.work.take(1 + len(previous) // 32):
            continue
        for _, written in _named_amount(previous, words, 0, len(previous)):
            number = as_decimal(written)
            if number is None:
                continue
            for p in settled:
                if p.number == number and p.amount == occ.amount:
                    against.append((p.number, p.value, Operand(p.value, "earlier answer", which)))
                    break
    return _gap_pairs(reading, i, against[-4:], known) if against else None


def _new_balance(
    basis: ArithmeticBasis, reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A balance after a refund or a charge its line writes (`$100.00 to gift card (balance now
    $220.00)`): the carried `balance` of a record its line names (by its identifier, or by the
    identifier's words: `gift card` for `gift_card_4409912`) plus or minus the last resolved
    amount before it on its line (within MAX_BALANCE_LINE characters), exact (round 9).
    Returns (expression, operands)."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    line_start = max(text.rfind("\n", 0, occ.start) + 1, occ.start - MAX_BALANCE_LINE)
    if not occ.amount or occ.number <= 0 or _BALANCE_CUE.search(text, max(line_start, occ.start - MAX_BALANCE_CUE), occ.start) is None:
        return None
    amounts = [o for o in occurrences[:i] if o.start >= line_start and o.amount and o.value in known and o.value != occ.value]
    if not amounts:
        return None
    line = text[line_start : occ.start].lower()
    if not basis._balances or not basis.work.take(1 + len(basis._balances)):
        return None
    tried = 0
    for ident, carried in basis._balances.items():
        words = _ID_WORDS.sub("", ident).replace("_", " ").replace("-", " ").strip().lower()
        if ident.lower() not in line and (len(words) < 3 or re.search(r"(?<![a-z])" + re.escape(words) + r"(?![a-z])", line) is None):
            continue
        tried += 1
        if tried > MAX_BALANCES:
            break
        value, where = carried
        o = amounts[-1]
        mine = written_operand(o)
        theirs = Operand(_print(value), "result", where)
        if value + o.number == occ.number:
            return f"{_print(value)} + {o.value}", (theirs, mine)
        if value - o.number == occ.number:
            return f"{_print(value)} - {o.value}", (theirs, mine)
        # after several steps, each added or each taken off (balance_steps.py)
        steps = chained(value, [a.number for a in amounts], occ.number, least=2)
        if steps is not None:
            size, op = steps
            return f"{_print(value)} {op} " + f" {op} ".join(a.value for a in amounts[-size:]), (theirs, *map(written_operand, amounts[-size:]))
    return None


def _split_part(
    basis: ArithmeticBasis, reading: AnswerReading, i: int, known: set[str], before: list[Occurrence]
) -> tuple[str, str, tuple[Operand, ...]] | None:
    """A part of a payment split (`split_parts.py`): where its sentence (or its list and the line
    before it) pays, the whole (one of the last resolved amounts before its sentence, the
    previous answer's, or the first of its sentence) less the other amounts of its sentence (or
    list). Returns (rule, expression, operands)."""
    occ = reading.occurrences[i]
    if not occ.amount:
        return None
    text = reading.text
    floor, ceiling = sentence_start(text, occ.start), sentence_end(text, occ.end)
    cue_from = floor
    block = list_block(text, occ.start)
    if block is not None:  # one part a line (`- **Payment**:` then `  - Travel Certificate: $150` ...)
        floor, ceiling, cue_from = block
    # (round 15) its part of the answer by bisection, not a scan of every number per value
    starts = reading.starts
    others = [o for o in reading.occurrences[bisect_left(starts, floor) : bisect_left(starts, ceiling)]
              if o.amount and o.start != occ.start]
    if not others or not all(o.value in known for o in others) or not pays(text, cue_from, ceiling):
        return None
    wholes = [(p.number, Operand(p.value, "earlier answer", "the previous answer")) for p in basis._previous if p.amount]
    wholes += [(o.number, written_operand(o)) for o in before if o.amount and o.start < floor][-MAX_WHOLES:]
    k = split_whole(occ.number, [o.number for o in others], [w for w, _ in wholes])
    if k is None and others[0].start < occ.start and len(others) >= 2:
        # the whole written first in its sentence (`a refund of $250.00: $100.00 to the gift card and $150.00 ...`)
        wholes = [(others[0].number, written_operand(others[0]))]
        others = others[1:]
        k = split_whole(occ.number, [o.number for o in others], [w for w, _ in wholes])
    if k is None:
        return None
    whole = wholes[k][1]
    return "split-part", f"{whole.value} - " + " - ".join(o.value for o in others), (whole, *map(written_operand, others))


def _group_sum(
    basis: ArithmeticBasis, reading: AnswerReading, i: int) -> GroupSum | None:
    """A group's sum over the records the value's table row (or line) names (`group_sums.py`)."""
    occ = reading.occurrences[i]
    if not basis._groups.ready():
        return None
    cell = reading.layout.cell(occ.at)
    if cell is not None:
        spans = [reading.layout.span(cell.table, cell.row, c) for c in range(reading.layout.columns(cell.table)) if c != cell.column]
        row = " | ".join(reading.text[sp[0] : sp[1]] for sp in spans if sp is not None)[:MAX_GROUP_ROW]
        header = reading.layout.header(cell)
    else:
        row = reading.text[max(reading.text.rfind("\n", 0, occ.start) + 1, occ.start - MAX_GROUP_ROW) : occ.start]
        header = ""
    return basis._groups.explain(row, header, occ.number) if row else None


def _reapplied(
    basis: ArithmeticBasis, reading: AnswerReading, i: int, before: list[Occurrence]) -> tuple[str, tuple[Operand, ...]] | None:
    """A formula this answer or an earlier one wrote out, redone for an amount of the value's
    sentence or times the days it counts (`reapplied.py`). Returns (expression, operands)."""
    occ = reading.occurrences[i]
    if not occ.amount:
        return None
    text = reading.text
    floor = sentence_start(text, occ.start)
    amounts = [o for o in before if o.start >= floor and o.amount][-REAPPLY_AMOUNTS:]
    counts = counted_periods(text, floor, occ.start)
    if not amounts and not counts:
        return None
    if not basis.work.take(1 + len(reading.relations) // 8):
        return None
    formulas = [r.expression for r in sorted(reading.relations.values(), key=lambda r: -r.at) if r.span[1] <= occ.start][:MAX_FORMULAS]
    for d in reversed(basis._remembered.values()):
        if len(formulas) >= MAX_FORMULAS:
            break
        if d.rule == "written" and " = " in d.expression and d.expression not in formulas:
            formulas.append(d.expression)
    if not formulas or not basis.work.take(1 + 8 * len(formulas)):
        return None
    found = reapply(formulas, [o.value for o in amounts], counts, occ.number, decimal_places(occ.digits or occ.value))
    if found is None:
        return None
    expression, amount, count = found
    operands = [Operand(expression, "answer", "a formula written out before it (this answer or an earlier one)")]
    operands += [written_operand(o) for o in amounts if o.value == amount][:1]
    if count is not None:
        operands.append(Operand(str(count), "count", "the days, weeks or months its sentence counts"))
    return expression, tuple(operands)


def _sibling_gap(
    basis: ArithmeticBasis, reading: AnswerReading, i: int) -> tuple[str, str, tuple[Operand, ...]] | None:
    """A gap between two records its sentence names by their words (`named_gaps.py`)."""
    occ = reading.occurrences[i]
    text = reading.text
    floor = sentence_start(text, occ.start)
    before_floor = sentence_start(text, floor - 2) if floor >= 2 else floor
    gap = basis._named.explain(text, floor, before_floor, occ.start, occ.end, sentence_end(text, occ.end), occ.number)
    if gap is None:
        return None
    return "named-gap", gap.expression, tuple(Operand(v, "result", where) for v, where in gap.operands)


def _record_gap(
    basis: ArithmeticBasis, reading: AnswerReading, i: int, before: list[Occurrence]) -> tuple[str, str, tuple[Operand, ...]] | None:
    """A signed difference of two records' same number (`record_gaps.py`). Returns (rule,
    expression, operands)."""
    occ = reading.occurrences[i]
    text = reading.text
    floor = sentence_start(text, occ.start)
    named_from = sentence_start(text, floor - 2) if floor >= 2 and text[floor - 1] != "\n" else floor
    gap = basis._items.explain(text, named_from, occ.start, occ.end, occ.number,
                              [(o.number, o.value, o.start) for o in before if o.amount and o.start >= floor])
    if gap is None:
        return None
    return "record-gap", gap.expression, tuple(Operand(*o) for o in gap.operands)


def _unit_numbers(text: str) -> list[tuple[Decimal, str, str, str]]:
    """The numbers `text` writes with a unit after them (`60 m3`, `1.5 l`), as (number, as written,
    normalized, unit): the quantities `convert` restates in another unit of their dimension."""
    out: list[tuple[Decimal, str, str, str]] = []
    for w in _WRITTEN_NUMBER.finditer(text):
        unit = unit_after(text, w.end())
        if unit is None:
            continue
        value = normalize_token(w.group(0))
        number = as_decimal(value)
        if number is not None:
            out.append((number, w.group(0), value, unit))
    return out


# (fold32) the numbers with a unit of the texts `convert` reads whole for each value it tries (the
# previous answer, the question): read once per text (the latest few), not once per value
_UNIT_NUMBERS: Final[TextMemo[list[tuple[Decimal, str, str, str]]]] = TextMemo(entries=4, chars=1 << 20)


def _sum_unit(reading: AnswerReading, at: int) -> str | None:
    """(surgical37) The unit a written sum's result wears, for a term of it written bare (`10400 +
    4320 = 14,720 s`: 4320 is seconds): terms added or subtracted are of their sum's unit. Only a
    verified equation of `+` and `-` alone; None when its result wears no unit."""
    for relation in reading.relations.values():
        if any(where == at for _, where in relation.operands):
            expression = relation.expression.partition("=")[0]
            if any(op in expression for op in ("x", "*", "/", "\u00d7", "\u00f7", "%", "^")):
                return None
            written = _WRITTEN_NUMBER.match(reading.text, relation.at)
            return unit_after(reading.text, written.end()) if written is not None else None
    return None


def _divisor_unit(reading: AnswerReading, at: int) -> str | None:
    """(kiln43) The unit a written quotient's bare divisor is in: `15,390 kg ÷ 3,000 = 5.13` (trips), a
    verified equation of one `/` or `÷` between two numbers whose dividend wears a unit and whose
    result wears none: a count of the divisor's loads, the divisor of the dividend's unit."""
    text = reading.text
    for relation in reading.relations.values():
        operands = relation.operands
        if len(operands) != 2 or operands[1][1] != at:
            continue
        expression = relation.expression.partition("=")[0]
        if sum(expression.count(op) for op in ("/", "\u00f7")) != 1 or any(
                op in expression for op in ("x", "*", "\u00d7", "+", "%", "^")):
            return None
        result = _WRITTEN_NUMBER.match(text, relation.at)
        dividend = _WRITTEN_NUMBER.match(text, operands[0][1])
        if result is None or dividend is None or unit_after(text, result.end()) is not None:
            return None
        return unit_after(text, dividend.end())
    return None


def _in_equation(reading: AnswerReading, at: int) -> bool:
    """(kiln43) Whether the number at `at` is an operand of a verified equation the answer writes."""
    return any(any(where == at for _, where in relation.operands) for relation in reading.relations.values())


_POWERS_OF_TEN: Final = frozenset(Decimal(10) ** k for k in range(-9, 10))
# (kiln43) the everyday metric units a bare restated quantity may be in, by dimension
_LADDER_UNITS: Final[dict[str, tuple[str, ...]]] = {
    "mass": ("t", "kg", "g"), "length": ("km", "m", "cm", "mm"), "volume": ("l", "ml")}


MAX_HEADER_UNIT: Final = 16  # (shapes45b) characters of a column header read as a unit word alone (`km`, `m3`)


def _convert_rule(
    basis: ArithmeticBasis, reading: AnswerReading, i: int, known: set[str]
) -> tuple[str, tuple[Operand, ...]] | None:
    occ = reading.occurrences[i]
    text = reading.text
    # a standard factor written as an operand of a verified equation: `20.4 × 2.2046 = 45.0 lb`
    units = factor_units(occ.number)
    if units is not None and any(
        any(at == occ.at for _, at in r.operands) for r in reading.relations.values()
    ):
        return f"{units[1]} in one {units[0]}", (Operand(occ.value, "count", f"{units[1]} in one {units[0]}"),)
    priced = price_unit(text, occ.start, occ.end)
    if priced is not None:  # (round 22) a price per unit restated per another unit (`unit_prices.py`)
        return _price_rule(basis, reading, i, known, priced)
    m = _WRITTEN_NUMBER.match(text, occ.at)
    scale = temperature_after(text, m.end()) if m is not None else None
    if scale is not None:
        return _temperature_rule(reading, i, known, scale)
    target = unit_after(text, m.end()) if m is not None else None
    if target is None and m is not None:
        target = _sum_unit(reading, occ.at)
    if target is None and m is not None:
        target = _divisor_unit(reading, occ.at)
    if target is None:
        return _bare_restated(basis, reading, i) if m is not None else None
    dimension = unit_dimension(target)
    if dimension is None:
        return None  # a unit word the conversion tables do not hold: no conversion
    places = decimal_places(occ.value)
    sources: list[tuple[Decimal, str, str, Operand]] = []
    for o in reading.occurrences[:i]:
        if o.value in known or o.value not in reading.pending:
            w = _WRITTEN_NUMBER.match(text, o.at)
            unit = unit_after(text, w.end()) if w is not None else None
            if unit is not None:
                # (round 23) feet and inches, `12'6"`, are 12.5 feet
                feet = feet_inches(text, w.start(), w.end()) if unit == "ft" and w is not None else None
                sources.append((o.number if feet is None else feet, o.value, unit, written_operand(o)))
    # (shapes45b) a table cell's number its column header gives the unit of (`| km |` over `| **867.6**
    # (86.76 mil) |`), written before the value in the value's own cell, resolved
    cell = reading.layout.cell(occ.start) if "|" in text else None
    if cell is not None:
        header = reading.layout.header(cell).strip(" *")
        worn = unit_after(" " + header, 0) if header and len(header) <= MAX_HEADER_UNIT and len(header.split()) == 1 else None
        if worn is not None:
            for o in reading.occurrences[max(0, i - 4):i]:
                w = _WRITTEN_NUMBER.match(text, o.at)
                if w is None or reading.layout.cell(o.start) != cell or unit_after(text, w.end()) is not None:
                    continue
                if o.value in known and o.number > 0:
                    sources.append((o.number, o.value, worn, written_operand(o)))
    # a quantity with a binary suffix glued, as Kubernetes writes it (`512Mi`, `2Gi`), resolved
    line_start = text.rfind("\n", 0, occ.start) + 1
    for q in _BINARY_QUANTITY.finditer(text, line_start, occ.start):
        if normalize_token(q.group(0)) not in reading.pending:
            sources.append((Decimal(q.group(1)), q.group(1), q.group(2).lower() + "b",
                            Operand(q.group(0), "answer", f"answer offset {q.start()}")))
    # (round 23) a fraction of an inch on the line, settled (`9/32 = 7.1 mm`: inch_fractions.py)
    for q in INCH_FRACTION.finditer(text, line_start, occ.start):
        if normalize_token(q.group(0)) not in reading.pending and normalize_token(q.group(1)) not in reading.pending:
            sources.append((Decimal(q.group(1)), q.group(0), f"in/{q.group(2)}",
                            Operand(q.group(0), "answer", f"answer offset {q.start()}")))
    # the previous answer's numbers with a unit, but those it left unsupported
    for number, written, value, unit in _UNIT_NUMBERS.read(basis._previous_text, _unit_numbers):
        if value not in basis._previous_unsettled:
            sources.append((number, value, unit, Operand(value, "earlier answer", "the previous answer")))
    # (round 30, rates30) last, the quantities with a unit the question states (`do we pass 60 m3?` ...
    # `60,000 L / 30 / 4`): a person's quantity restated in another unit of its dimension
    asked = [(number, value, unit, Operand(written, "user", "the question states it"))
             for number, written, value, unit in _UNIT_NUMBERS.read(basis._question[-MAX_QUESTION_CHARS:], _unit_numbers)]
    # (kiln43) then the quantities with a unit the person's earlier messages and the rules state (`A
    # builder wants 7.5 tonnes`, then `Tractor trips?` ... `7,500 kg / 3,000`; `a tractor carries at
    # most 3 t`): the latest `CONVERT_SPAN`, each restated in another unit of its dimension
    said = [(number, value, unit, Operand(written, "user", where)) for number, written, value, unit, where in basis.stated_units]
    stated = stated_factors(text, occ.start)  # (round 23) a factor the answer wrote wins at its places
    for number, value, unit, operand in [*reversed(sources[-CONVERT_SPAN:]), *reversed(asked[-CONVERT_SPAN:]),
                                         *reversed(said[-CONVERT_SPAN:])]:
        if unit == target or unit_dimension(unit) != dimension:
            continue
        own = stated.get((unit, target))
        for factor in factors(unit, target) if own is None else (own,):
            exact = number * factor
            if exact == occ.number or equal_at(exact, occ.number, places, True):
                shown = _print(factor) if len(_print(factor)) <= 10 else _print(factor.quantize(Decimal("1e-6")))
                return f"{value} {unit} x {shown} {target}/{unit}", (
                    operand, Operand(shown, "count", f"{target} in one {unit}"))
    return None


def _operand_units(
    basis: ArithmeticBasis, reading: AnswerReading, at: int, question: list[tuple[Decimal, str, str, str]]
) -> set[str]:
    """(mend43b) The units of the other operands of the verified equations that take the number at
    `at`: the unit the answer writes after one (`3,000 kg`), else the unit of a quantity of that
    number the question, the person's earlier messages or the rules state (`a tractor carries 3,000
    kg`, `sacks of 50 kg`)."""
    text = reading.text
    out: set[str] = set()
    for relation in reading.relations.values():
        if not any(where == at for _, where in relation.operands):
            continue
        for value, where in relation.operands:
            if where == at:
                continue
            w = _WRITTEN_NUMBER.match(text, where)
            unit = unit_after(text, w.end()) if w is not None else None
            if unit is not None:
                out.add(unit)
                continue
            number = as_decimal(value)
            if number is None:
                continue
            out.update(u for n, _, _, u in question if n == number)
            out.update(u for n, _, _, u, _ in basis.stated_units if n == number)
    return out


def _bare_restated(basis: ArithmeticBasis, reading: AnswerReading, i: int) -> tuple[str, tuple[Operand, ...]] | None:
    """(kiln43) A bare number worked in a verified equation (`7,500 / 25 = 300 bags`) that is a quantity
    the question states with a unit (`7.5 tonnes`) in another unit of its dimension by a power of ten
    (tonnes to kilograms, litres to millilitres): the unit left unwritten, the person's quantity restated.
    Only the question's quantities, only the metric powers of ten, never a unit of the answer's choosing:
    (mend43b) the target unit is an other operand's of the equation (`_operand_units`: `7,500 / 3,000`
    for 7.5 tonnes and a 3,000 kg tractor; never `7,500 / 25` for a 7.5 m run of 25 cm tiles)."""
    occ = reading.occurrences[i]
    if not _in_equation(reading, occ.at):
        return None
    question = _UNIT_NUMBERS.read(basis._question[-MAX_QUESTION_CHARS:], _unit_numbers)
    targets = _operand_units(basis, reading, occ.at, question)
    if not targets:
        return None
    places = decimal_places(occ.value)
    for number, written, value, unit in question:
        family = unit_dimension(unit)
        if family is None:
            continue
        for target in _LADDER_UNITS.get(family, ()):
            if target == unit or target not in targets:
                continue
            for factor in factors(unit, target):
                if factor not in _POWERS_OF_TEN:
                    continue
                exact = number * factor
                if exact == occ.number or equal_at(exact, occ.number, places, False):
                    return f"{value} {unit} x {_print(factor)} {target}/{unit}", (
                        Operand(written, "user", "the question states it"), Operand(_print(factor), "count", f"{target} in one {unit}"))
    return None


def _price_rule(
    basis: ArithmeticBasis, reading: AnswerReading, i: int, known: set[str], priced: PricedUnit
) -> tuple[str, tuple[Operand, ...]] | None:
    """A price per unit that is a price per another unit of its dimension written before it in the
    answer (resolved) or in the previous answer (settled), by the units' factor (`unit_prices.py`)."""
    occ = reading.occurrences[i]
    text = reading.text
    sources: list[tuple[Decimal, str, PricedUnit]] = []
    where: dict[str, Operand] = {}
    for o in reading.occurrences[:i]:
        unit = price_unit(text, o.start, o.end) if o.value in known or o.value not in reading.pending else None
        if unit is not None:
            sources.append((o.number, o.value, unit))
            where[o.value] = written_operand(o)
    previous = english_text(basis._previous_text)[0] if basis._previous_text else ""  # (`25,20 €/kg` read as 25.20)
    if previous:
        settled = {p.value for p in basis._previous}
        for o in number_occurrences(previous):
            unit = price_unit(previous, o.start, o.end) if o.value in settled and o.value not in basis._previous_unsettled else None
            if unit is not None and o.value not in where:
                sources.append((o.number, o.value, unit))
                where[o.value] = Operand(o.value, "earlier answer", "the previous answer")
    found = restated_price(occ.number, decimal_places(occ.value), priced, reversed(sources[-CONVERT_SPAN:]))
    if found is None:
        return None
    written, source_unit, factor = found
    return f"{written} per {source_unit} x {factor} {source_unit}/{priced.unit}", (
        where[written], Operand(factor, "count", f"{source_unit} in one {priced.unit}"))


def _percent_rule(
    basis: ArithmeticBasis, reading: AnswerReading, i: int, before: list[Occurrence], computed_here: list[Occurrence]
) -> tuple[str, tuple[Operand, ...]] | None:
    occ = reading.occurrences[i]
    if occ.per_unit and not occ.amount:
        return None
    percents: list[tuple[Decimal, str, Operand]] = []
    # the distinct percents written before it, in order; past MAX_PERCENTS (round 12: an answer of
    # more gave up) the MAX_PERCENTS written nearest before it, latest first (`5% ($3,620)` after
    # `100% of the first 4% ... 50% of the next 2%`)
    latest: dict[Decimal, tuple[Decimal, str, Operand]] = {}
    for m in _PERCENT.finditer(reading.text, 0, occ.start):
        p = Decimal(m.group(1))
        if 0 < p < 100:
            entry = (p, m.group(1), Operand(m.group(1) + "%", "answer", f"answer offset {m.start()}"))
            if p not in latest:
                percents.append(entry)
            else:
                del latest[p]
            latest[p] = entry
    if len(percents) > MAX_PERCENTS:
        percents = list(latest.values())[: -MAX_PERCENTS - 1 : -1]
    if not percents:
        for p, text in basis._percents:
            percents.append((p, text, Operand(text + "%", "earlier answer", "an earlier answer")))
    # the factor of a percent, written as an operand of a verified equation: `8.25% fuel
    # surcharge: $47.55 × 1.0825 = $51.47`; (cashmere35) also of a percent the answer writes after
    # it (a `<think>`'s `1,500,000 × 0.015 × 8 = 180,000` before the answer's `1.5%`), refused when
    # the factor of another percent the answer writes is one digit off it (`rate-factor` takes the
    # percents the run states, with its own refusal)
    if len(percents) <= MAX_PERCENTS and any(any(at == occ.at for _, at in r.operands) for r in reading.relations.values()):
        for p, text, operand in percents:
            for factor, shown in ((1 + p / 100, f"1 + {text}%"), (1 - p / 100, f"1 - {text}%"), (p / 100, f"{text}%")):
                if factor == occ.number:
                    return shown, (operand,)
        after = [(Decimal(m.group(1)), m.group(1), Operand(m.group(1) + "%", "answer", f"answer offset {m.start()}"))
                 for m in _PERCENT.finditer(reading.text, occ.end)]
        rivals = {p for p, _, _ in [*percents, *after]}  # (the chance test over what this search takes)
        near = set(neighbours_of(occ.number, decimal_places(occ.value))) if after else set()
        for p, text, operand in after:
            for factor, shown in ((1 + p / 100, f"1 + {text}%"), (1 - p / 100, f"1 - {text}%"), (p / 100, f"{text}%")):
                if 0 < p < 100 and factor == occ.number and not any(
                        f in near for q in rivals if q != p and 0 < q < 100 for f in (1 + q / 100, 1 - q / 100, q / 100)):
                    return shown, (operand,)
    places = decimal_places(occ.value)
    bases: list[Occurrence] = []
    for o in [*before[-PERCENT_SPAN:], *computed_here[-PERCENT_SPAN:]]:
        if o.at < occ.at and o.number > 0 and all(b.value != o.value for b in bases) \
                and (o.amount or not occ.amount):
            bases.append(o)
    if not percents or len(percents) > MAX_PERCENTS:
        return _stated_tax(basis, reading, occ, bases)
    nearest = max((o for o in bases if o.at < occ.at), key=lambda o: o.at, default=None)
    for o in bases:
        base = written_operand(o)
        for p, text, operand in percents:
            # (seed40) a share taken off written with its minus (`| Discount 10% | | -96,000 |`), of the
            # nearest number before it only (the subtotal above it, not a row further up: -16,000 is
            # no 10% of the row's 160,000)
            signed = ((-p / 100, f"-({o.value} x {text}%)"),) if occ.number < 0 and o is nearest else ()
            for factor, shown in (
                (p / 100, f"{o.value} x {text}%"),
                (1 + p / 100, f"{o.value} + {text}%"),
                (1 - p / 100, f"{o.value} - {text}%"),
                *signed,
            ):
                if factor > 1 and operand.source == "answer" and _part_percent(reading.text, operand):
                    continue  # (recall42, review41 D5) `25% full`, `20% off`: never added (`tax_names.names_part`)
                exact = o.number * factor
                if exact == occ.number or (places >= 2 and equal_at(exact, occ.number, places, True)):
                    return shown, (base, operand)
            # what a number needs for it to be P% of the whole: `At 80%, 108.5 requested cores
            # need 135.6 cores of capacity` (a quotient, rounded to the places written)
            if not occ.amount and not o.amount and p >= 10 and places >= 1:
                exact = o.number * 100 / p
                if equal_at(exact, occ.number, places, True):
                    return f"{o.value} / {text}%", (base, operand)
    # no base in this answer: a share of an amount the previous answer stated, at a percent
    # this answer writes (`transfer $2,000.00 ...?` ... `At 3.85% APY that's about $77.00/yr`),
    # never for a value one digit off a carried number
    neighbours = carried_neighbours(reading, occ, i)
    if not bases and occ.amount and percents[0][2].source == "answer" and neighbours is not None and not neighbours:
        for prev in [p for p in basis._previous if p.amount and p.number > 0][-2:]:
            for p, text, operand in percents:
                exact = prev.number * p / 100
                if exact == occ.number or (places >= 2 and equal_at(exact, occ.number, places, True)):
                    return f"{prev.value} x {text}%", (Operand(prev.value, "earlier answer", "the previous answer"), operand)
    return _stated_tax(basis, reading, occ, bases)


PART_LABEL_CHARS: Final = 32  # (recall42) characters before and after an answer's percent read for its label


def _part_percent(text: str, operand: Operand) -> bool:
    """(recall42, review41 D5) Whether the answer's percent `operand` (at `answer offset N`) is named a
    part of a whole by the two words before it or the first after it in its clause (`at 25% full`,
    `a 20% discount`, `20% off`: `tax_names.names_part`); read within `PART_LABEL_CHARS` each side."""
    try:
        at = int(operand.where.rsplit(" ", 1)[-1])
    except ValueError:
        return False
    end = text.find("%", at, at + 12)
    if end < 0:
        return False
    before = re.split(r"[\n.;:!?]", text[max(0, at - PART_LABEL_CHARS) : at])[-1]
    after = re.split(r"[\n.,;:()]", text[end + 1 : end + 1 + PART_LABEL_CHARS], maxsplit=1)[0]
    words = [stem(w) for w in _WORD.findall(before)][-2:] + [stem(w) for w in _WORD.findall(after)][:1]
    return names_part(frozenset(words))


# (mend41b) the stems of the words that name a charge put on top of a price, besides a tax's names
_SURCHARGE_STEMS: Final = frozenset({"surcharge", "fee", "levy", "duty"})
MAX_TAX_WORDS: Final = 200  # (mend41b) characters of the value's line each side of it read for a tax's word
MAX_STATED_TAXES: Final = 6  # (older41) percents the run states that `_stated_tax` tries; a run stating more, none
STATED_TAX_BASES: Final = 2  # (older41) the resolved numbers nearest before the value on its line it tries


def _stated_tax(basis: ArithmeticBasis, reading: AnswerReading, occ: Occurrence,
                bases: list[Occurrence]) -> tuple[str, tuple[Operand, ...]] | None:
    """(older41) A percent the run states (the system prompt's `VAT 25.5%`, a person's) added to one
    of the `STATED_TAX_BASES` resolved numbers nearest before the value on its own line, the answer
    writing no percent for it (`100.45 excl, 126.06 incl` for the rules' 25.5%; `0.8% = 1816. ... with
    VAT 2270` in a reasoning block): exact, or at the value's places where it writes 2 or more. Only
    `1 + p`, a tax or a surcharge put on; a run stating more than `MAX_STATED_TAXES` percents, none.
    Never a value written right after `=`: the step before it judges it (`... + 10.25 = 15.38` is no
    10.25 + 50%). Its price: an invention that is a stated percent on top of a number just before it on its line.
    (mend41b, review41 D5) Only a percent whose stated clause names a tax or a surcharge (its label, as
    `rate_steps` reads it: `VAT 25.5%`, `a 5% fuel surcharge`; `tax_names.TAX_STEMS`, `_SURCHARGE_STEMS`),
    never a deposit, a discount or a fill level; the value an amount (a currency's, or written to the
    cent); its line naming the tax or its inclusion (`incl`, `VAT`, `with tax`; mill42: or in its own language, `税込み`)."""
    stated = basis._stated_percents
    if not stated or len(stated) > MAX_STATED_TAXES or occ.number <= 0:
        return None
    if reading.text[max(0, occ.start - 4) : occ.start].replace("*", "").rstrip().endswith("="):
        return None  # the result of a step the answer writes is its step's (`12.8 / 5 × 2 + 10.25 = 15.38`)
    if not occ.amount and decimal_places(occ.value) != 2:
        return None  # a weight, a count: no tax is put on it (`1,550 kg`)
    text = reading.text
    reach = min((o.start for o in bases), default=occ.start)
    line_start = text.rfind("\n", reach, occ.start) + 1
    line_end = text.find("\n", occ.end, occ.end + MAX_TAX_WORDS)
    line = text[max(line_start, occ.start - MAX_TAX_WORDS) : line_end if line_end >= 0 else min(len(text), occ.end + MAX_TAX_WORDS)]
    line_words = {stem(w) for w in _WORD.findall(line)}
    if line_words.isdisjoint(TAX_STEMS) and line_words.isdisjoint(_SURCHARGE_STEMS) and line_words.isdisjoint(INCLUSIVE_STEMS) \
            and not names_tax(line):
        return None  # (mill42) or the tax's own word in the answer's language (`税込み€120.17`: `tax_names.names_tax`)
    # (mill42) a rate an earlier answer restated under the tax's name counts too (`VAT 23% €20.22`
    # replaced the rules' `VAT 23%`: `StatedRates` keeps a rate's latest statement): its percent must
    # still be one the run states (`stated`, below)
    taxes = {r.number for r in basis.stated_rates.rates() if not r.factor and r.source in ("result", "user", "earlier answer")
             and not r.where.startswith("result ") and not (r.label.isdisjoint(TAX_STEMS) and r.label.isdisjoint(_SURCHARGE_STEMS))}
    if not taxes:
        return None
    near = sorted((o for o in bases if line_start <= o.start and o.end <= occ.start), key=lambda o: o.at)[-STATED_TAX_BASES:]
    if not near:
        return None
    places = decimal_places(occ.value)
    for written in sorted(stated):
        p = as_decimal(written)
        if p is None or not 0 < p < 100 or p / 100 not in taxes:
            continue
        for o in near:
            exact = o.number * (1 + p / 100)
            if exact == occ.number or (places >= 2 and equal_at(exact, occ.number, places, True)):
                return f"{o.value} + {written}%", (written_operand(o), Operand(written + "%", "result", "the run states it"))
    return None
