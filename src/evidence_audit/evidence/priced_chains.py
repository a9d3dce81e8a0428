"""`priced-chain`: a unit price times a count, less (or plus) a percent, over a period; a run-rate (round 19).

Billing answers chain a few typed steps: `14,600 vCPU-hours × $0.0416 = $607.36/month`, then `**1-year,
30% off**: $425.15/month, saving $2,186.50 a year`, `$9,839.23 over the term` of a `3-year` offer;
`$1,342.00 a month, so $16,104.00 for the plan year ... with the 4% discount, it would be $15,459.84,
a saving of $644.16`; `At 60% usage on demand: $364.42/month` for the `$607.36` an earlier answer
computed. Each step is a product the answer does not write out, and the chain's intermediate is
often not written either (`607.36 x 0.45 x 12`), so no one-step rule reaches it.

The search is one product, `base [x percent factor] [x period]`, rounded half up to the value's
places, over typed operands:

- a base: a number the conversation states (the last `MAX_WRITTEN` resolved numbers this answer
  writes before the value, the previous answer's last `MAX_PREVIOUS`, the last `MAX_REMEMBERED`
  values earlier answers computed, the last `MAX_QUESTION` numbers of the person's last text), or a
  unit price times a count written together in the value's clause (`14,600 vCPU-hours × $0.0416`:
  the two last numbers written before the value in its clause, one an amount with a currency mark
  and the other a plain number, a `×` or `at` between);
- a percent factor `r`, `1 - r` or `1 + r` for one of the last `MAX_LINE_PERCENTS` percents written
  on the value's line before it (`30% off`, `with the 4% discount`, `At 60% usage`), or, none there,
  one of the last `MAX_PERCENTS` this answer or the previous one wrote;
- a period: x 12 where the value's sentence names a year (`a year`, `/year`, `annual`, `plan
  year`), x 12·N where its line names an `N-year` term and its sentence a term or a total.

At least one step is taken (a base alone is no chain); a product of a price and a count is one.
A run-rate is the other shape: one of the first `MAX_RATE_BASES` bases over a count of hours the
answer writes before the value (`MTD spend (33 h) | $210.60`; none there, the previous answer's),
times a count of hours its line writes (`Dec has 744 h → forecast | ≈ $4,748.07`), 24 where its
words ask for a day (`/day`, `a day`), or 1 where they ask for an hour (`/h`).

Refused: a value one digit off a carried number or a slip of the local step (`late_try_refused`),
one of fewer than `MIN_DIGITS` significant digits, and one with a one-digit neighbour the same
search reaches (the chance test: a mutant of a value it excuses is refused, the true value being
its neighbour). Tried last, after `period-scaled`.

Its price: an invented amount equal to a stated amount times a percent written beside it (or one
less or more than it), a year or a term of it, or over a count of hours written and times another,
with no one-digit neighbour so reached.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from itertools import chain
from typing import Final

from .computed.reading import AnswerReading, number_occurrences, sentence_end, written_operand, neighbours
from .locales import english_text
from .computed.values import Derivation, Operand, Occurrence, decimal_places, EarlierValue, digit_count
from .computed.wide import late_target, late_try_refused
from .decimal_text import printed
from .fee_schedules import DISCOUNT, ORDER_FEE, TAX, UNIT_FEE, UNIT_PERCENT, FeeSchedule, FeeStep
from .expressions import rounded_reach
from .layout import line_of, sentence_start
from .rate_steps import StatedRates, placed_rates
from .tax_names import names_part
from .carried_products import CarriedProducts
from .text_memo import TextMemo

__all__ = ["explain_priced_chain", "explain_scheduled_price"]

MIN_DIGITS: Final = 3  # significant digits a value needs
MAX_WRITTEN: Final = 6  # resolved numbers written before the value in this answer that are bases
MAX_PREVIOUS: Final = 6  # the previous answer's numbers that are bases
MAX_REMEMBERED: Final = 8  # values earlier answers computed that are bases
MAX_QUESTION: Final = 4  # numbers of the person's last text that are bases
MAX_QUESTION_CHARS: Final = 2000  # of the person's last text read for them
MAX_PERCENTS: Final = 3  # percents written earlier, where the value's line writes none
MAX_LINE_PERCENTS: Final = 4  # percents of the value's line, the last ones before it
LOOKBACK: Final = 32  # occurrences before the value scanned for written bases

# the value's sentence names a year: `a year`, `/year`, `/yr`, `annual`, `for the plan year`, `yearly`
_YEAR: Final = re.compile(r"(?:\b(?:12|twelve) months\b|\b(?:a|per|each|every|the|plan|one)\s+year\b|/\s?(?:year|yr)\b|\bannual(?:ly)?\b|\byearly\b)",
                          re.IGNORECASE)
# a term of N years on the value's line (`3-year`, `3 years`), asked for by `term`, `over` or `total`
_TERM: Final = re.compile(r"\b([1-5])[- ]years?\b", re.IGNORECASE)
_TERM_CUE: Final = re.compile(r"\b(?:term|over|total|in all)\b", re.IGNORECASE)
# a count of hours (`(33 h)`, `744 h`, `711 hours`) and the value's words asking for a rate per day or per hour
_HOURS: Final = re.compile(r"(?<![0-9.,])([1-9][0-9]{0,3})\s?(?:h|hrs?|hours?)\b")
_PER_DAY: Final = re.compile(r"\A(?:\**\s?(?:/\s?day|a day|per day|daily))", re.IGNORECASE)
_PER_HOUR: Final = re.compile(r"\A(?:\**\s?(?:/\s?h(?:r|our)?\b|an hour|per hour|hourly))", re.IGNORECASE)
MAX_HOURS: Final = 3  # counts of hours that divide a base into a run-rate
MAX_RATE_BASES: Final = 8  # bases so divided

# a price and a count written together: `14,600 vCPU-hours × $0.0416`, `$0.09 x 1,380 GB`
_TIMES: Final = re.compile(r"[×x*·]|\bat\b")


def _line(text: str, occ: Occurrence) -> str:
    """The value's line."""
    return line_of(text, occ.start, occ.end)


def _periods(text: str, occ: Occurrence) -> list[tuple[Decimal, str]]:
    """The period factors the value's words ask for: a year of a month, a term of N years."""
    floor = sentence_start(text, occ.start)
    sentence = text[floor : sentence_end(text, occ.end)]
    out: list[tuple[Decimal, str]] = []
    if _YEAR.search(sentence):
        out.append((Decimal(12), "12 months in a year"))
    if _TERM_CUE.search(sentence):
        for m in _TERM.finditer(_line(text, occ)):
            years = int(m.group(1))
            factor = Decimal(12 * years)
            if years > 1 and all(f != factor for f, _ in out):
                out.append((factor, f"{12 * years} months in {years} years"))
    return out


def _percents(stated: StatedRates, text: str, occ: Occurrence, previous_text: str) -> list[tuple[Decimal, str, Operand]]:
    """The percent factors: r, 1 - r, 1 + r for the percents written on the value's line before it,
    or else the last ones this answer or the previous one wrote."""
    line_start = text.rfind("\n", 0, occ.start) + 1
    placed = [(at, r) for at, r in stated.answer_rates(text) if not r.factor and r.number < 1]
    rates = [r for at, r in placed if line_start <= at < occ.start][-MAX_LINE_PERCENTS:]
    if not rates:
        rates = [r for at, r in placed if at < line_start][-MAX_PERCENTS:]
    if not rates and previous_text:
        rates = [r for _, r in placed_rates(previous_text, "the previous answer", "earlier answer")
                 if not r.factor and r.number < 1][-MAX_PERCENTS:]
    out: list[tuple[Decimal, str, Operand]] = []
    seen: set[Decimal] = set()
    for r in rates:
        if r.number in seen:
            continue
        seen.add(r.number)
        operand = Operand(r.shown, r.source, r.where)
        out.append((r.number, r.shown, operand))
        out.append((Decimal(1) - r.number, f"(1 - {r.shown})", operand))
        if not names_part(r.label):  # (recall42, review41 D5) a discount, a deposit, a level: never put on top
            out.append((Decimal(1) + r.number, f"(1 + {r.shown})", operand))
    return out


def _hours(text: str, end: int, previous_text: str) -> list[Decimal]:
    """The counts of hours written before `end` in the answer, else in the previous answer: the
    spans a run-rate is measured over (`MTD spend (33 h)`)."""
    for source in (text[:end], previous_text):
        found: list[Decimal] = []
        for m in _HOURS.finditer(source):
            n = Decimal(m.group(1))
            if n > 1 and n not in found:
                found.append(n)
        if found:
            return found[-MAX_HOURS:]
    return []


def _rate_spans(text: str, occ: Occurrence, hours: list[Decimal]) -> list[tuple[Decimal, str, tuple[Operand, ...]]]:
    """What a rate per hour is projected over: a count of hours written on the value's line, 24 where
    its words ask for a day, 1 where they ask for an hour."""
    out: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
    for m in _HOURS.finditer(_line(text, occ)):
        n = Decimal(m.group(1))
        if n > 1 and all(n != f for f, _, _ in out):
            out.append((n, f" x {n}", (Operand(str(n), "answer", "hours its line writes"),)))
    after = text[occ.end : occ.end + 12]
    if _PER_DAY.match(after) or occ.value.endswith("/day"):
        out.append((Decimal(24), " x 24", (Operand("24", "count", "hours in a day"),)))
    if _PER_HOUR.match(after) or occ.value.endswith("/h"):
        out.append((Decimal(1), "", ()))
    return out if hours else []


def _priced_pairs(text: str, occ: Occurrence, written: list[Occurrence]) -> list[tuple[Decimal, str, tuple[Operand, ...]]]:
    """A unit price times a count written together in the value's clause before it: the two last
    resolved numbers there, one an amount and the other not, a `×` (or `at`) between them."""
    floor = sentence_start(text, occ.start)
    clause = [o for o in written if o.start >= floor]
    if len(clause) < 2:
        return []
    a, b = clause[-2], clause[-1]
    if a.amount == b.amount or not _TIMES.search(text[a.end : b.start]):
        return []
    return [(a.number * b.number, f"{a.value} x {b.value}", (written_operand(a), written_operand(b)))]


# the numbers of the person's last texts read lately: (number, as written), its last `MAX_QUESTION`
_QUESTIONS: Final[TextMemo[tuple[tuple[Decimal, str], ...]]] = TextMemo(entries=8, chars=65_536)

_Base = tuple[Decimal, str, tuple[Operand, ...], bool]  # (number, as shown, its operands, a price times a count)
_Candidate = tuple[Decimal, str, tuple[Operand, ...]]  # (the product, its expression, its operands)


def _question_numbers(question: str) -> tuple[tuple[Decimal, str], ...]:
    """The numbers of the person's last text (read in English: `3.000,00 $` is 3000), its last
    `MAX_QUESTION`, read once per question (`_QUESTIONS`)."""
    return _QUESTIONS.read(question, _read_question_numbers)


def _read_question_numbers(question: str) -> tuple[tuple[Decimal, str], ...]:
    english, _ = english_text(question[:MAX_QUESTION_CHARS])
    found = [(o.number, o.value) for o in number_occurrences(english, full=False) if o.number > 0]
    return tuple(found[-MAX_QUESTION:])


def _stated_bases(written: list[Occurrence], previous: list[EarlierValue], remembered: Mapping[str, Derivation],
                  question: str) -> list[tuple[Decimal, str, Operand]]:
    """The numbers the conversation states, in the order they are tried: the last `MAX_WRITTEN` written
    before the value (latest first), the previous answer's last `MAX_PREVIOUS` (latest first), the last
    `MAX_REMEMBERED` values earlier answers computed, the last `MAX_QUESTION` of the person's last text."""
    out = [(o.number, o.value, written_operand(o)) for o in reversed(written[-MAX_WRITTEN:])]
    out += [(p.number, p.value, Operand(p.value, "earlier answer", "the previous answer"))
            for p in reversed(previous[-MAX_PREVIOUS:])]
    for value, _ in list(remembered.items())[-MAX_REMEMBERED:]:
        try:
            number = Decimal(value.replace(",", ""))
        except InvalidOperation:
            continue
        out.append((number, value, Operand(value, "earlier answer", "an earlier answer computed it")))
    out += [(number, value, Operand(value, "user", "the user's last text")) for number, value in _question_numbers(question)]
    return out


def _bases(pairs: list[_Candidate], stated: list[tuple[Decimal, str, Operand]], target: Decimal) -> list[_Base]:
    """The chain's bases, each number once: the priced pairs, then the stated numbers that are
    positive and not the value itself."""
    bases: list[_Base] = [(n, shown, ops, True) for n, shown, ops in pairs]
    seen = {n for n, *_ in bases}
    for number, value, operand in stated:
        if number > 0 and number not in seen and number != target:
            seen.add(number)
            bases.append((number, value, (operand,), False))
    return bases


def _run_rates(bases: list[_Base], hours: list[Decimal], rate_spans: list[_Candidate], quantum: Decimal) -> Iterator[_Candidate]:
    """A run-rate's products: one of the first `MAX_RATE_BASES` bases over a count of hours written,
    times a span asked for (never its own span); made as they are tried."""
    for number, shown, operands, _ in bases[:MAX_RATE_BASES] if rate_spans else ():
        for h in hours:
            for span, scaled, span_ops in rate_spans:
                if span == h:
                    continue  # a rate over its own span is the base again
                try:
                    product = (number / h * span).quantize(quantum, rounding=ROUND_HALF_UP)
                except InvalidOperation:
                    continue
                yield product, f"{shown} / {h}{scaled}", (*operands, Operand(str(h), "answer", "hours written"), *span_ops)


def _chain_products(bases: list[_Base], steps: list[_Candidate], spans: list[_Candidate], quantum: Decimal) -> Iterator[_Candidate]:
    """A chain's products: a base times a percent factor times a period, at least one step taken;
    made as they are tried."""
    for number, shown, operands, paired in bases:
        for factor, step, step_ops in steps:
            for span, scaled, span_ops in spans:
                if not paired and not step and not scaled:
                    continue  # a base alone is no chain
                try:
                    product = (number * factor * span).quantize(quantum, rounding=ROUND_HALF_UP)
                except InvalidOperation:
                    continue
                yield product, f"{shown}{step}{scaled}", (*operands, *step_ops, *span_ops)


def explain_priced_chain(stated: StatedRates, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                         previous: list[EarlierValue], remembered: Mapping[str, Derivation],
                         previous_text: str, question: str) -> Derivation | None:
    """The value as a priced chain (the module's docstring), or None. A late try: the last one."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    target = occ.number
    if target <= 0 or digit_count(occ.digits) < MIN_DIGITS:
        return None
    text = reading.text
    periods = _periods(text, occ)
    percents = _percents(stated, text, occ, previous_text)
    written = [o for o in occurrences[max(0, i - LOOKBACK) : i] if (o.value in known or o in computed_here) and o.number > 0
               and o.number != target]
    pairs = _priced_pairs(text, occ, written)
    if not periods and not percents and not pairs and not _HOURS.search(text):
        return None
    if late_try_refused(reading, i, known, computed_here):
        return None
    places = decimal_places(occ.digits)
    quantum = Decimal(1).scaleb(-places)
    bases = _bases(pairs, _stated_bases(written, previous, remembered, question), target)
    steps: list[_Candidate] = [(Decimal(1), "", ())]
    steps += [(f, f" x {shown}", (op,)) for f, shown, op in percents]
    spans: list[_Candidate] = [(Decimal(1), "", ())]
    spans += [(f, f" x {int(f)}", (Operand(str(int(f)), "count", what),)) for f, what in periods]
    hours = _hours(text, occ.start, previous_text)
    near = set(neighbours(target, places))
    hit: Derivation | None = None
    for product, expression, operands in chain(_run_rates(bases, hours, _rate_spans(text, occ, hours), quantum),
                                               _chain_products(bases, steps, spans, quantum)):
        if product in near:
            return None  # the chance test: a neighbour is reached as well
        if product == target and hit is None:
            hit = Derivation("priced-chain", f"{expression} = {occ.value}", operands)
    return hit


# --- (round 21) a price through the fee schedule the conversation states -----------------------

MAX_SCHEDULE_WRITTEN: Final = 4  # resolved numbers written before the value in this answer that are unit prices
MAX_SCHEDULE_NAMED: Final = 6  # numbers of the records the value's line names that are unit prices
MAX_SCHEDULE_COUNTS: Final = 4  # counts of units (besides one)
MAX_UNIT_COUNT: Final = 99  # a count of units written before the value on its line (`12 ×`, `x2`, `4 tickets`)
# a count of units written on the value's line: `x2`, `× 12`, `12 ×`, `4 tickets`
_LINE_COUNT: Final = re.compile(r"(?:[x\u00d7][ \t]?([1-9][0-9]?)\b(?![.,][0-9]))|(?:(?<![0-9.,$])([1-9][0-9]?)[ \t]?[x\u00d7](?![0-9a-z]))"
                                r"|(?:(?<![0-9.,$])([1-9][0-9]?)[ \t]+(?:tickets?|seats?|items?|units?|passes|nights?|guests?|people|persons?)\b)",
                                re.IGNORECASE)


def _line_counts(text: str, line_start: int, end: int) -> list[int]:
    out: list[int] = []
    for m in _LINE_COUNT.finditer(text, line_start, end):
        n = int(m.group(1) or m.group(2) or m.group(3))
        if 2 <= n <= MAX_UNIT_COUNT and n not in out:
            out.append(n)
    return out


def _unit_terms(base: Decimal, schedule: FeeSchedule) -> list[tuple[Decimal, str, list[FeeStep]]]:
    """What one unit costs from a unit price `base` through the per-unit steps: its price (or less
    a discount), plus a percent of its full price, plus a fee per unit; or the percent of it alone
    (`Service 12%: $7.44`). Never the fees alone: a chain of stated fees and no price is no
    computation from the value's operands (`save $167.25, the $150 plus its tax` stays `rate-step`'s
    to judge)."""
    b = printed(base)
    faces: list[tuple[Decimal, str, list[FeeStep]]] = [(base, b, []), (Decimal(0), "", [])]
    faces += [(base * (1 - d.number), f"{b} x (1 - {d.shown})", [d]) for d in schedule.of(DISCOUNT)]
    percents: list[tuple[Decimal, str, list[FeeStep]]] = [(Decimal(0), "", [])]
    percents += [(base * s.number, f"{b} x {s.shown}", [s]) for s in schedule.of(UNIT_PERCENT)]
    fees: list[tuple[Decimal, str, list[FeeStep]]] = [(Decimal(0), "", [])]
    fees += [(f.number, f.shown, [f]) for f in schedule.of(UNIT_FEE)]
    out: list[tuple[Decimal, str, list[FeeStep]]] = []
    for face, face_shown, face_steps in faces:
        for part, part_shown, part_steps in percents:
            for fee, fee_shown, fee_steps in fees:
                shown = " + ".join(s for s in (face_shown, part_shown, fee_shown) if s)
                if face_shown or part_shown:  # the unit price is an operand (fees alone chain no price)
                    out.append((face + part + fee, shown, face_steps + part_steps + fee_steps))
    return out


def explain_scheduled_price(schedule: FeeSchedule, records: CarriedProducts, reading: AnswerReading, i: int, known: set[str],
                            computed_here: list[Occurrence], previous: list[EarlierValue]) -> Derivation | None:
    """(round 21) The value as a unit price taken through the fee schedule the conversation states
    (`fee_schedules.py`): `((n x (price [x (1 - discount)] [+ price x percent] [+ fee per unit])) [+
    fee per order]) [x (1 + tax) | x tax]`, each stated step used at most once and in a bill's order,
    at least one step; the unit price a resolved number written before the value or a number of a
    record its line names (not the previous answer's: `85.17 x (1 - 5%) + $49` reached a mutant); n one, a count the run states or its line
    writes. Refused when the same search reaches a one-digit neighbour, when the value is one digit
    off a carried number or a slip of the local step. Its price: an invented amount equal to such a
    chain of stated steps, with no neighbour so reached."""
    if not schedule.steps():
        return None
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or late_try_refused(reading, i, known, computed_here):
        return None
    text = reading.text
    occurrences = reading.occurrences
    target = occ.number
    line_start = text.rfind("\n", 0, occ.start) + 1
    bases: list[tuple[Decimal, Operand]] = []
    for o in reversed(occurrences[max(0, i - LOOKBACK) : i]):
        if len(bases) >= MAX_SCHEDULE_WRITTEN:
            break
        if (o.value in known or o in computed_here) and o.number > 0 and o.number != target and "%" not in text[o.end : o.end + 2]:
            if all(o.number != b for b, _ in bases):
                bases.append((o.number, written_operand(o)))
    for number, where in records.named_on(text[line_start : occ.start])[:MAX_SCHEDULE_NAMED]:
        if number > 0 and all(number != b for b, _ in bases):
            bases.append((number, Operand(printed(number), "result", where)))
    if not bases:
        return None
    counts: list[tuple[int, tuple[Operand, ...]]] = [(1, ())]
    for n in _line_counts(text, line_start, occ.start):
        if len(counts) <= MAX_SCHEDULE_COUNTS and all(n != c for c, _ in counts):
            counts.append((n, (Operand(str(n), "answer", "a count its line writes"),)))
    for n, operand in sorted(reading.counts.items()):
        if len(counts) <= MAX_SCHEDULE_COUNTS and all(n != c for c, _ in counts):
            counts.append((n, (operand,)))
    orders: list[tuple[Decimal, str, list[FeeStep]]] = [(Decimal(0), "", [])]
    orders += [(o.number, f" + {o.shown}", [o]) for o in schedule.of(ORDER_FEE)]
    taxes: list[tuple[Decimal, str, list[FeeStep]]] = [(Decimal(1), "", [])]
    for t in schedule.of(TAX):
        taxes.append((1 + t.number, f" x (1 + {t.shown})", [t]))
        taxes.append((t.number, f" x {t.shown}", [t]))
    places = decimal_places(occ.digits)
    near = set(neighbours(target, places))
    hit: Derivation | None = None
    for base, base_operand in bases:
        for unit, unit_shown, unit_steps in _unit_terms(base, schedule):
            for n, count_operands in counts:
                for order, order_shown, order_steps in orders:
                    for tax, tax_shown, tax_steps in taxes:
                        used = unit_steps + order_steps + tax_steps
                        if unit <= 0 or not (unit_steps or order_steps or (tax_steps and n > 1)):
                            continue  # a price alone or times a count is no schedule's chain; a price
                            # and its tax alone is `rate-step`'s (`save $167.25, the $150 plus its tax`)
                        reaches = rounded_reach((n * unit + order) * tax, places, target, near)
                        if reaches is None:
                            return None  # the chance test: the same search reaches a neighbour
                        if reaches and hit is None:
                            counted = unit_shown if n == 1 else f"{n} x ({unit_shown})"
                            inner = f"({counted}{order_shown})" if order_shown and tax_shown else f"{counted}{order_shown}"
                            hit = Derivation("priced-chain", f"{inner}{tax_shown} = {occ.value}",
                                             (base_operand, *count_operands,
                                              *(Operand(s.shown, "result", "the fee schedule the conversation states") for s in used)))
    return hit
