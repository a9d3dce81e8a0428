"""`two-step`: an amount carried through two stated factors, the middle step never written (round 28).

People take an amount they have (a line they wrote, a value the previous answer settled, one an
earlier answer computed) and carry it through two stated steps at once: a VAT and a share, a
discount and a count, an exchange rate and a tax, the amount between the steps never written:

    total excl. VAT 1,205.40 ... per pair: 126.06 incl          1,205.40 x 1.255 / 12
    15.5 hours ... RON 1,844.50 (the club discount applies)     15.5 x 140 x (1 - 15%)
    Deposit: 40% of the total with VAT 25.5%: 1,498.47          2,985.00 x 1.255 x 0.4

The value (MIN_DIGITS significant digits or more, positive, not the result of a written equation:
`written` judges those) is searched as `b o s o t`, `o` times or over:

- b, the base: a resolved number the answer wrote before the value (nearest first, MAX_HERE, no
  percent), a value the previous answer settled (MAX_PREVIOUS), a value an earlier answer computed
  (MAX_EARLIER, the latest);
- s, t, two different steps: a stated rate (`rate_steps.StatedRates`: the system prompt, a result, a
  person, an earlier answer, this answer before the value) as r, 1 + r or 1 - r (a written factor as
  itself), NAMED where the value is asked or written: its percent or a word of its label on the value's
  line or in the question the answer replies to (`VAT`, `discount`, `deposit`), as `ledger-percent`,
  `rate-step` and `rated-subtotal` ask; or a count the conversation states (`reading.counts`: 12
  pieces, 25 shirts), times or over; or a number written on the value's line (its own operand);
  at least one of the two is a named rate (a count alone scales, `count-divided` and `repeat` judge).

Rounded half up to the value's places. Refused by the chance test over the whole search (every
one- and two-step result: if any reaches a one-digit neighbour of the value, refuse; the wider the
search, the likelier), by `late_try_refused` (one digit off a carried number, or a slip of the
local step), and when two different derivations reach it (no one reading). Its price: an invention
equal to an amount in hand through two named steps, with no neighbour reached. Pure: no I/O, no state.

(round 29, rates29) ONE named rate applied to a base is taken too (`Price per month with tax?` ...
`EUR 20.50`: a tablet's 16.40 the latest result carried, x 1.25): `rate-step` applies a rate to a
number of the value's own sentence only. The chance test is the same, over the whole search; a
one-step reading wins over the two-base refusal (`246 x 0.25 / 3` reaches 20.50 too: the year's
price a quarter of a pack, no one reading of two steps, but one named step from the price itself).

(cashmere35) When the two steps reach nothing, the base with its part by a named rate over a stated
count added back or taken away, `b + b x r x n` or `b - b x r x n` (simple interest on a principal:
`At 1.5% a month on 900,000 ₮ ... so the loan line should read 981,000 ₮`; `_base_with_part`), r a
named rate's own form, n a count step, taken away only where the value's line writes a minus before
it (mend35); (proofs36) n the count the answer writes in the rate's period (`5 months` beside `2% a
month`: `period_counts`) where it writes one, none where it writes two (`(6 with May)` is no
period); the chance test over that search too, and two bases reaching it are no one reading.

Not asked of a variant (`text_memo.reading_aside`: the gate asks whether a value's one-digit variant
is computed in its place, to judge the written value a slip of it): a wide search reaches some
variant by chance, which would flag the written value as its slip (heldout4 hr-18 `118,14`, a
variant `118.10` reached as 160.73 x 0.942 x 0.78; energy-11 `68,69`: 2 false flags).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal, InvalidOperation
from itertools import chain
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, EarlierValue, Occurrence, Operand
from .computed.wide import late_search_bounds, late_target
from .decimal_text import percent_at, printed
from .keyed_operands import line_stems
from .layout import line_bounds
from .rate_steps import StatedRates, _Rate
from .served import Served
from .tax_names import TAX_STEMS, names_part, names_rate
from .text_memo import TextMemo, reading_aside

__all__ = ["TWO_STEP_TRIES_PER_UNIT", "explain_two_step"]

MIN_DIGITS: Final = 4  # significant digits the value needs (a two-step search reaches short values by chance)
MAX_HERE: Final = 6  # resolved numbers of this answer before the value taken as bases (nearest first)
MAX_PREVIOUS: Final = 6  # values the previous answer settled taken as bases (its last)
MAX_EARLIER: Final = 4  # values earlier answers computed taken as bases (the latest)
MAX_RATES: Final = 6  # distinct named rates (the latest)
MAX_STEPS: Final = 24  # steps tried in all (rates' forms, counts, the line's numbers)
MAX_PLACED: Final = 48  # (hostile29) the answer's own rates read back from the value (the nearest)
TWO_STEP_TRIES_PER_UNIT: Final = 16  # results the search computes per unit of the run's rule budget
MAX_QUESTION: Final = 2000  # characters of the question read for the rates it names
MAX_CARRIED: Final = 12  # distinct numbers the latest result may carry to be read as bases (a table's many cells: none)
MAX_NODES: Final = 200  # nodes of the latest result walked for its numbers
MAX_RESULT_CHARS: Final = 4000  # characters of a text result read for its numbers
MAX_COUNT: Final = 1000  # the largest whole number of the latest result taken as a count step

# A word saying an amount includes the tax (`126.06 incl`, `including`, `inkl.`, `gross`): it names
# the stated rate whose label is a tax (`VAT 25.5%`), as the tax's own word would.
_INCLUSIVE: Final = re.compile(r"(?<![A-Za-z])(?:incl|inkl|inc|including|inclusive|gross)(?![A-Za-z])", re.IGNORECASE | re.ASCII)
_TAX_STEMS: Final = TAX_STEMS  # (round 29: the one list, tax_names.py)
# A number in a text result: digits with optional grouping commas and a decimal part (ASCII, no nesting).
_RESULT_NUMBER: Final = re.compile(r"(?<![0-9A-Za-z.,_-])[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?(?![0-9])|(?<![0-9A-Za-z.,_-])[0-9]+(?:\.[0-9]+)?(?![0-9A-Za-z])",
                                   re.ASCII)

# An equation's result right before the value: `= EUR 43,80`, `= **£12.50`, `-> 15.5` (`written` judges it).
_RESULT: Final = re.compile(r"(?:=|\u2192|->)[ \t\u00a0]*\**[ \t\u00a0]*(?:[A-Z]{3}[ \t\u00a0]?|[$\u20ac\u00a3\u00a5][ \t\u00a0]?)?\**\Z",
                            re.ASCII)

_Step = tuple[Decimal, bool, str, Operand, bool]  # (number, divides, shown, operand, a named rate)
_Base = tuple[Decimal, str, Operand]


def _placed_at(placed: tuple[int, _Rate]) -> int:
    return placed[0]


# (hostile29) the percents each line of an answer writes (line start -> their numbers), read once
# per answer and line (the answer's own rates, `StatedRates.answer_rates`, depend on its text only)
_LINE_PERCENTS: Final[TextMemo[dict[int, frozenset[Decimal]]]] = TextMemo(entries=16, chars=1_000_000)


def _named_rates(stated: StatedRates, reading: AnswerReading, occ: Occurrence, question: str) -> list[_Rate]:
    """The stated rates named on the value's line or in the question (the module's docstring): a
    percent the line writes rules alone."""
    text = reading.text
    placed = stated.answer_rates(text)
    line_start, line_end = line_bounds(text, occ.start, occ.end)
    # (hostile29) the answer's rates before the value and on its line found by bisection (placed in
    # order), not read whole for every value tried (one line of n percents: n x n)
    before = bisect_left(placed, occ.start, key=_placed_at)
    by_line = _LINE_PERCENTS.read(text, lambda _: {})
    written = by_line.get(line_start)
    if written is None:  # the percents a line writes, read once per answer and line
        first, last = bisect_left(placed, line_start, key=_placed_at), bisect_left(placed, line_end, key=_placed_at)
        written = by_line[line_start] = frozenset(r.number for _, r in placed[first:last] if not r.factor)
    line = text[line_start:line_end]
    asked = question[-MAX_QUESTION:]
    # each line's stems read once per answer (`line_stems`), not once per value of the line
    words = set(line_stems(text, line_start, line_end)) | line_stems(asked, 0, len(asked))
    if _INCLUSIVE.search(line) or _INCLUSIVE.search(asked):
        words |= _TAX_STEMS
    seen: set[tuple[Decimal, bool]] = set()
    kept: list[_Rate] = []
    # the latest first: the answer's own before the value (the nearest MAX_PLACED), then the run's
    own = (r for _, r in reversed(placed[max(0, before - MAX_PLACED):before]))
    for rate in chain(own, reversed(stated.rates())):
        if rate.exchange:
            continue
        key = (rate.number, rate.factor)
        if key in seen:
            continue
        seen.add(key)
        if (rate.number in written) if written else names_rate(rate.label, words):
            kept.append(rate)
            if len(kept) >= MAX_RATES:
                break
    return kept


def _steps(rates: list[_Rate], reading: AnswerReading, i: int, known: set[str],
           computed_here: list[Occurrence], carried: list[tuple[Decimal, str]]) -> list[_Step]:
    """The steps: each named rate's forms, each stated count times or over, the line's own resolved numbers."""
    one = Decimal(1)
    out: list[_Step] = []
    for rate in rates:
        operand = Operand(rate.shown, rate.source, f"{rate.where} states {rate.shown!r}")
        if rate.factor:
            out.append((rate.number, False, rate.shown, operand, True))
            continue
        part = names_part(rate.label)  # (recall42, review41 D5) a discount, a deposit, a level: never put on top
        for factor in (rate.number, one + rate.number, one - rate.number):
            if factor > 0 and not (part and factor > one):
                out.append((factor, False, printed(factor), operand, True))
    counted: set[Decimal] = set()
    for count, operand in sorted(reading.counts.items()):
        if count > 1:
            counted.add(Decimal(count))
            out.append((Decimal(count), False, str(count), operand, False))
            out.append((Decimal(count), True, str(count), operand, False))
    for number, shown in carried:  # a whole number the latest result carries: a count (`"pieces": 12`)
        if 1 < number <= MAX_COUNT and number == number.to_integral_value() and number not in counted:
            counted.add(number)
            operand = Operand(shown, "result", "the latest result carries it")
            out.append((number, False, shown, operand, False))
            out.append((number, True, shown, operand, False))
    text = reading.text
    occ = reading.occurrences[i]
    line_start, _ = line_bounds(text, occ.start, occ.end)
    k = i - 1
    # (hostile29) the line's numbers walked back only until MAX_STEPS steps are listed (the rest
    # were cut: one line of n numbers read n x n)
    while k >= 0 and reading.occurrences[k].start >= line_start and len(out) < MAX_STEPS:
        o = reading.occurrences[k]
        k -= 1
        if (o.value in known or o in computed_here) and not percent_at(text, o.end) and o.number > 1:
            out.append((o.number, False, o.value, written_operand(o), False))
            out.append((o.number, True, o.value, written_operand(o), False))
    return out[:MAX_STEPS]


def carried_numbers(served: Served | None) -> list[tuple[Decimal, str]]:
    """The numbers the latest result carries, in order (its leaves, or its text's numbers): none
    when it carries more than MAX_CARRIED distinct ones (a table's cells make the search too wide)."""
    if served is None:
        return []
    out: list[tuple[Decimal, str]] = []
    seen: set[Decimal] = set()

    def add(number: Decimal, shown: str) -> bool:
        if number.is_finite() and number > 0 and number not in seen:
            seen.add(number)
            out.append((number, shown))
        return len(out) <= MAX_CARRIED

    if served.has_parsed:
        stack: list[object] = [served.parsed]
        nodes = 0
        while stack and nodes < MAX_NODES:
            node = stack.pop()
            nodes += 1
            if isinstance(node, dict):
                stack.extend(reversed(list(node.values())))
            elif isinstance(node, list):
                stack.extend(reversed(node))
            elif isinstance(node, (int, float)) and not isinstance(node, bool):
                try:
                    number = Decimal(str(node))
                except InvalidOperation:
                    continue
                if not add(number, str(node)):
                    return []
        return out
    for m in _RESULT_NUMBER.finditer((served.text or "")[:MAX_RESULT_CHARS]):
        shown = m.group(0)
        try:
            number = Decimal(shown.replace(",", ""))
        except InvalidOperation:
            continue
        if not add(number, shown):
            return []
    return out


def _bases(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
           previous: Sequence[EarlierValue], remembered: Sequence[str],
           carried: list[tuple[Decimal, str]]) -> list[_Base]:
    """The bases: this answer's resolved numbers before the value, the previous answer's settled
    values, the values earlier answers computed (the module's docstring)."""
    text = reading.text
    occ = reading.occurrences[i]
    out: list[_Base] = []
    seen: set[Decimal] = set()
    for o in reversed(reading.occurrences[:i]):
        if len(out) >= MAX_HERE:
            break
        if o.number > 0 and o.number not in seen and (o.value in known or o in computed_here) \
                and not percent_at(text, o.end) and o.value != occ.value:
            seen.add(o.number)
            out.append((o.number, o.value, written_operand(o)))
    for p in list(previous)[-MAX_PREVIOUS:]:
        if p.number > 0 and p.number not in seen and p.value != occ.value:
            seen.add(p.number)
            out.append((p.number, p.value, Operand(p.value, "earlier answer", "the previous answer settled it")))
    for value in list(remembered)[-MAX_EARLIER:]:
        try:
            number = Decimal(value.replace(",", ""))
        except InvalidOperation:
            continue
        if number.is_finite() and number > 0 and number not in seen and value != occ.value:
            seen.add(number)
            out.append((number, value, Operand(value, "earlier answer", "an earlier answer computed it")))
    for number, shown in carried:
        if number not in seen:
            seen.add(number)
            out.append((number, shown, Operand(shown, "result", "the latest result carries it")))
    return out


def explain_two_step(stated: StatedRates, reading: AnswerReading, i: int, known: set[str],
                     computed_here: list[Occurrence], previous: Sequence[EarlierValue],
                     remembered: Sequence[str], question: str, carried: list[tuple[Decimal, str]]) -> tuple[Derivation | None, int]:
    """The value as an amount in hand through two stated steps (the module's docstring), or None;
    with the count of results the search computed (its charge). `carried`: `carried_numbers` of
    the latest result, read once per result by the caller."""
    if reading_aside():
        return None, 0  # a variant in a value's place (`gate._computes_in_place`): see the module's note
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None, 0
    text = reading.text
    if _RESULT.search(text[max(0, occ.start - 12) : occ.start]):
        return None, 0
    rates = _named_rates(stated, reading, occ, question)
    if not rates:
        return None, 0
    steps = _steps(rates, reading, i, known, computed_here, carried)
    bases = _bases(reading, i, known, computed_here, previous, remembered, carried)
    if not bases or len(steps) < 2:
        return None, 0
    bounds = late_search_bounds(reading, i, known, computed_here)
    if bounds is None:
        return None, 0
    quantum, near = bounds
    target = occ.number
    found: Derivation | None = None
    one: Derivation | None = None
    ambiguous = False
    tried = 0
    for b_number, b_value, b_operand in bases:
        for a, (s_number, s_div, s_shown, s_operand, s_rate) in enumerate(steps):
            middle = b_number / s_number if s_div else b_number * s_number
            tried += 1 + len(steps)
            try:
                shown = middle.quantize(quantum, rounding=ROUND_HALF_UP)
            except InvalidOperation:
                continue
            if shown in near:
                return None, tried  # (the chance test counts the one-step results too)
            if shown == target and abs(middle - middle.quantize(quantum, rounding=ROUND_DOWN)) * 2 == quantum:
                # (round 29) a tie at the written places rounds to the value one way and to its
                # neighbour the other (29.50 x 0.85 = 25.075: 25.07 written, the mutant 25.08 half up)
                return None, tried
            if shown == target and s_rate and one is None:
                # (round 29) one named rate applied to an amount in hand (`16.40 a tablet` a turn
                # before, `Price per month with tax?` ... `EUR 20.50`): the nearest base's
                one = Derivation("two-step", f"{b_value} {'/' if s_div else 'x'} {s_shown} = {occ.value}",
                                 (b_operand, s_operand))
            for c, (t_number, t_div, t_shown, t_operand, t_rate) in enumerate(steps):
                if c == a or not (s_rate or t_rate) or t_operand is s_operand:
                    continue
                end = middle / t_number if t_div else middle * t_number
                try:
                    reached = end.quantize(quantum, rounding=ROUND_HALF_UP)
                except InvalidOperation:
                    continue
                if reached in near:
                    return None, tried  # the chance test: the same search reaches a one-digit neighbour
                if reached == target:
                    expression = (f"{b_value} {'/' if s_div else 'x'} {s_shown} {'/' if t_div else 'x'} {t_shown}"
                                  f" = {occ.value}")
                    derivation = Derivation("two-step", expression, (b_operand, s_operand, t_operand))
                    if found is not None and found.operands[0].value != b_value:
                        ambiguous = True  # two bases reach it: no one reading (unless one step does)
                    if found is None:
                        found = derivation
    if one is not None:
        return one, tried
    if found is None and not ambiguous:
        line_start, _ = line_bounds(text, occ.start, occ.end)
        return _base_with_part(bases, steps, quantum, near, occ, tried, _MINUS_TOLD.search(text, line_start, occ.start) is not None,
                               period_counts(text[:occ.start]))
    return (None if ambiguous else found), tried


# (mend35) a minus its line writes before the value (`−`, `–`, or `-` between blanks): the part taken away
_MINUS_TOLD: Final = re.compile("[\u2212\u2013]|(?<=[ \t])-(?=[ \t])")
# (proofs36) a rate's period the answer writes after its percent (`2% a month`, `1.5 % per month`,
# `2%/month`), and a count written with a unit (`5 months`, `**6 months**`)
_PERIOD_AFTER_PERCENT: Final = re.compile(r"%[ \t]*(?:/[ \t]*|(?<![^\W\d_])(?:a|an|per)[ \t]+)([^\W\d_]{3,})", re.IGNORECASE)
_COUNT_WITH_UNIT: Final = re.compile(r"(?<![0-9.,])([0-9]{1,3})(?![0-9.,][0-9])[ \t\u00a0]+([^\W\d_]{3,})")
MAX_PERIOD_TEXT: Final = 4000  # characters before the value read for the period and its counts


def _same_word(a: str, b: str) -> bool:
    return a.startswith(b) or b.startswith(a)  # `month` and `months`, `day` and `days`


def period_counts(text: str) -> frozenset[int] | None:
    """(proofs36) The counts `text` (the answer before the value) writes in a unit a rate's period
    names (`5 months` where it writes `2% a month`): the periods the answer states. None where it
    writes no rate's period after a percent, or no count in it (then any stated count, as before)."""
    text = text[-MAX_PERIOD_TEXT:]
    periods = {m.group(1).lower() for m in _PERIOD_AFTER_PERCENT.finditer(text)}
    if not periods:
        return None
    told = frozenset(int(m.group(1)) for m in _COUNT_WITH_UNIT.finditer(text)
                     if any(_same_word(m.group(2).lower(), p) for p in periods))
    return told or None


def _base_with_part(bases: list[_Base], steps: list[_Step], quantum: Decimal, near: set[Decimal],
                    occ: Occurrence, tried: int, minus: bool = False,
                    periods: frozenset[int] | None = None) -> tuple[Derivation | None, int]:
    """(cashmere35) The base with its part by a named rate over a stated count added back or taken
    away, `b + b x r x n` or `b - b x r x n`: simple interest on a principal (`At 1.5% a month on
    900,000 ₮ ... 6 months ... 981,000 ₮`; `1,500,000 × 1.5% × 8 = 180,000 ₮, so 1,680,000 ₮ in
    all`), a fee a period over a stay. Tried only when the two steps reach nothing; r a named
    rate's own form (below 1), n a count step (times); the chance test over this search too (after
    the first's), and two bases reaching it are no one reading. (mend35) Taken away only where the
    value's line writes a minus before it (`minus`): a debt with its interest subtracted is no
    reading of `you owe`. (proofs36) Where the answer writes its period as a count in the rate's
    unit (`periods`: `5 months` beside `2% a month`), n is that count, and two such counts
    (`5 months`, `6 months`) are no one reading: a `(6 with May)` aside is no period."""
    if periods is not None and len(periods) != 1:
        return None, tried
    plain = [st for k, st in enumerate(steps) if st[4] and st[0] < 1 and (k == 0 or steps[k - 1][3] is not st[3])]
    counts = [st for st in steps if not st[4] and not st[1]]
    found: Derivation | None = None
    for b_number, b_value, b_operand in bases:
        for r_number, _, r_shown, r_operand, _ in plain:
            for n_number, _, n_shown, n_operand, _ in counts:
                if n_operand is r_operand or (periods is not None and n_number not in periods):
                    continue
                part = b_number * r_number * n_number
                tried += 2
                for sign, end in (("+", b_number + part), ("-", b_number - part))[: 2 if minus else 1]:
                    try:
                        reached = end.quantize(quantum, rounding=ROUND_HALF_UP)
                    except InvalidOperation:
                        continue
                    if reached in near:
                        return None, tried
                    if reached == occ.number:
                        if found is not None and found.operands[0].value != b_value:
                            return None, tried  # two bases reach it: no one reading
                        if found is None:
                            found = Derivation("two-step", f"{b_value} {sign} {b_value} x {r_shown} x {n_shown} = {occ.value}",
                                               (b_operand, r_operand, n_operand))
    return found, tried
