"""The wide rules (`conversation`, `earlier`, `record`, `split`): operands the answer does not write
beside the value, never a value one digit off a carried number."""

from __future__ import annotations

import re
from collections.abc import Container, Iterable
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import TYPE_CHECKING, Final, TypeVar

from ..amounts import amount_starts
from ..layout import sentence_start
from ..normalize import normalize_token, token_spans
from ..own_summands import adds_own_summand
from ..sum_guards import list_sum_before
from ..total_words import says_total
from ..served import Served
from ..carried_differences import says_rest
from ..asked_factors import AskedFactor
from ..stated_exchanges import pair_key, sign_codes
from ..glued_amounts import is_iso_code
from ..text_tables import table_records
from .values import Derivation, EarlierValue, Operand, Occurrence, equal_at, equal_at_any, decimal_places, _print, as_decimal, digit_count
from .cues import MAX_SHORT_FACTOR, MAX_SHORT_FACTORS, MAX_WINDOW, MIN_COUNT, PAIR_SPAN, RECORD_NUMBERS, _CLOCK_RULES
from .tables import short_total
from .reading import AnswerReading, carried_neighbours, chance_bounds, _counts_in, _one_digit_apart, sentence_end, _token_forms, written_neighbours, written_operand

if TYPE_CHECKING:
    from .basis import ArithmeticBasis


MAX_LISTED: Final = 96  # the numbers before a value read for the total of the list above it (sum_guards.list_sum_before)
EARLIER_SPAN: Final = 8  # the values earlier answers computed that the wide `earlier` rule takes (the latest)
WIDE_SPAN: Final = 24  # numbers of this answer (before the value) and of the previous one that the wide rules pair
WIDE_ID_CHARS: Final = 24  # the longest name by which the wide `record` rule takes a record (an IBAN names only its line's)
# Words by which an answer says it splits a number into equal parts.
_SPLIT_CUE: Final = re.compile(
    r"\b(?:split|splits|splitting|divided|divide|evenly|equally|average|averages|apiece|share|each|per)\b",
    re.IGNORECASE,
)


def local_slip(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
               consumed: frozenset[Decimal] = frozenset()) -> bool:
    """Whether the value is one digit off what the numbers right before it give: a sum or
    difference of the last two distinct resolved numbers (or of a value computed here and the
    number before it). Such a value is a slip of that local step (`After certificate 2 ($250):
    $1,260` where 1,410 - 250 is 1,160), which no wide rule may excuse by a farther pairing.
    (round 28) `consumed`: the numbers only an equation written before the value used, whose
    result stands for them (`EUR 22.00 × 0.8 = EUR 17.60`: 22 is no local number beside 17.60)."""
    occ = reading.occurrences[i]
    recent: list[Decimal] = []
    for o in reversed(reading.occurrences[:i]):
        if o.number in consumed and o.at not in reading.relations:
            continue
        if (o.value in known or o in computed_here) and o.number not in recent:
            recent.append(o.number)
        if len(recent) >= 2:
            break
    locals_ = [v for a in range(len(recent)) for b in range(a + 1, len(recent))
               for v in (recent[a] + recent[b], recent[a] - recent[b], recent[b] - recent[a]) if v > 0]
    if occ.number in locals_:
        return False  # it is the local step itself (a sum whose difference is one digit away)
    return any(_one_digit_apart(v, occ.number) for v in locals_)


def late_target(reading: AnswerReading, i: int, min_digits: int) -> Occurrence | None:
    """The value a late try (the rules tried after the narrow and the wide ones) judges: its
    occurrence, when it is positive and written with `min_digits` significant digits or more
    (`digit_count`); else None, the try's first refusal (`late_try_refused` is its second, once the
    try has found something to search)."""
    occ = reading.occurrences[i]
    return occ if occ.number > 0 and digit_count(occ.digits) >= min_digits else None


def late_try_refused(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> bool:
    """The refusal every late try (the rules tried after the narrow and the wide ones) makes before
    it searches: the value is one digit off a carried number it is not (`carried_neighbours`: a
    misread), or its carried neighbours cannot be told (None), or it is a slip of the local step
    (`local_slip`)."""
    misread = carried_neighbours(reading, reading.occurrences[i], i)
    if misread is None or (misread and not misread <= reading.waived):  # (census33) unless waived for a retry
        return True
    return local_slip(reading, i, known, computed_here)


MAX_TAKEN_NEIGHBOURS: Final = 2  # (census33) carried neighbours a late try may take past (`basis._past_taken_neighbour`)


def rate_forms(operands: Iterable[Operand]) -> set[str]:
    """(census33) The carried forms of a derivation's percent operands (`20%` is 20): what
    `basis._past_taken_neighbour` asks a carried neighbour of the value to be. Only a rate: a
    base or a summand one digit off the value is the misread shape itself (`100 + 120 = 220` beside
    a carried 120: adding a round number changes one digit; `(55 - 5) x 1.0635 + 1.85 = 55.02`
    beside a carried 55)."""
    out: set[str] = set()
    for operand in operands:
        written = operand.value.strip()
        if written.endswith("%"):
            form = normalize_token(written.rstrip("%").strip())
            out.update((form, "-" + form))
    return out


def late_search_bounds(reading: AnswerReading, i: int, known: set[str],
                       computed_here: list[Occurrence]) -> tuple[Decimal, set[Decimal]] | None:
    """(round 31) What a late try's chance test needs once it has found something to search: None
    when `late_try_refused` refuses the value, else `chance_bounds` at the places it is written.
    (fold34) The one preamble of every late try that searches by `chance_bounds`: each calls this
    rather than repeating the refusal, the places and the bounds' None test."""
    if late_try_refused(reading, i, known, computed_here):
        return None
    occ = reading.occurrences[i]
    return chance_bounds(occ.number, decimal_places(occ.digits))


def late_bounds_past_misread(reading: AnswerReading, i: int, known: set[str],
                             computed_here: list[Occurrence]) -> tuple[set[str], int, set[Decimal]] | None:
    """(tidy43) The preamble of a late try that may take a value one digit off a carried number where
    that number is the very base it steps from (`reading_series`' due point, 38,410 + 20,000 beside
    a carried 38,410; `whole_containers`' quantity rounded up, 1,540 m for a carried 1,500 m): None
    when the carried forms cannot be told, the value is a slip of the local step (`local_slip`) or
    it cannot be written at its places; else its carried neighbours (which the try's hit must take
    as its base), its places and its one-digit neighbours (`chance_bounds`)."""
    misread = carried_neighbours(reading, reading.occurrences[i], i)
    if misread is None or local_slip(reading, i, known, computed_here):
        return None
    places = decimal_places(reading.occurrences[i].digits)
    bounds = chance_bounds(reading.occurrences[i].number, places)
    if bounds is None:
        return None
    return misread, places, bounds[1]


Told = TypeVar("Told")


def first_reached(tries: Iterable[tuple[Decimal | None, Told | None]], number: Decimal, quantum: Decimal,
                  near: Container[Decimal]) -> Told | None:
    """(tidy43) The chance test of a late try's search (the loop `record_formulas`, `stated_formulas`,
    `stated_multiples` and `unit_quotients` each wrote): `tries` is the search, each an exact value
    (None: the try reaches nothing) and what it tells where it reaches the value (None: it only
    counts for the test). Each value is rounded half up at `quantum` (`late_search_bounds`); None as
    soon as one reaches a one-digit neighbour of `number` (`near`: the same search reaches a
    neighbour, the value may be chance), else what the first try reaching `number` tells, or None.
    A value `quantum` cannot hold (InvalidOperation) is passed over."""
    told: Told | None = None
    for exact, tells in tries:
        if exact is None:
            continue
        try:
            shown = exact.quantize(quantum, rounding=ROUND_HALF_UP)
        except InvalidOperation:
            continue
        if shown != number and shown in near:
            return None  # the chance test: the same search reaches a one-digit neighbour
        if told is None and shown == number:
            told = tells
    return told


MIN_SLIP_DIGITS: Final = 3  # digits of a value `_earlier_slips` judges


def _earlier_slips(basis: ArithmeticBasis, number: Decimal, target: str) -> set[str]:
    """The values earlier answers computed that the value is one digit off (round 12): a repeat of
    one with a slip (`Price difference: $29` after `($162 - $148) x 2 = $28 more`) that no wide
    rule may excuse by a farther pairing (`11 + 18`), as a misread carried number is not; unless
    the pairing takes that value itself (`$300.00 + $429.09 = $729.09`: adding a round number
    changes one digit). Only for values of 3 digits or more: a 2-digit value has 17 neighbours one
    digit off among 90 (a `+$30.00` after a computed spread of `$50.00`), a 3-digit one 26 among 900."""
    out: set[str] = set()
    if digit_count(target) < MIN_SLIP_DIGITS:
        return out
    for value in basis._remembered:
        if value != target and len(value) == len(target):  # (one digit apart: the same length)
            earlier = as_decimal(value)
            if earlier is not None and earlier != number and _one_digit_apart(earlier, number):
                out.add(value)
    return out


# An amount per unit of time (`per day`, `a day`, `/day`, `each month`) and a span in that unit (`30 days`).
_SPREAD_UNIT: Final = re.compile(r"[ \t*]*(?:per|a|an|each|/)[ \t]*(day|night|week|month|hour|year)\b", re.IGNORECASE)
_SPAN_COUNT: Final = re.compile(r"(?<![0-9.,])([0-9]{1,3})[ \t-]+((?:day|night|week|month|hour|year)s?)\b", re.IGNORECASE)
MAX_SPAN: Final = 366  # the longest span `spread` divides by


def _kept_before_previous(basis: ArithmeticBasis, value_is_amount: bool, seen: Container[Decimal],
                          copied_too: bool) -> list[tuple[EarlierValue, str]]:
    """(census35) The settled numbers of the answer before the previous one that a later step may
    take (a conversation goes back more than one answer: `the fee was 547` two answers ago, then
    `4,944 + 547`): amounts where the value is one, not already in the pool, and not superseded: the
    previous answer wrote no number one digit off it (its correction, `Sorry: 1,250, not 1,205`),
    settled or not; each with where it was written. (census36) With the numbers either answer
    copied from a result, no candidates of theirs (`| 4 Mar | A5 flyers | 139.00 |` of a CSV row,
    an amount under a `Net €` header: `basis._previous_copied`), with `copied_too` only, which no
    other rule takes: they come only through this chance test, listed first (the pair's span keeps
    the settled ones)."""
    later = [p.number for p in basis._previous]  # (what it settled, and what it wrote that was flagged: a correction may be)
    for written in basis._stated[-1] if len(basis._stated) > 1 else ():
        wrote = as_decimal(written)
        if wrote is not None:
            later.append(wrote)
    kept: dict[Decimal, tuple[EarlierValue, str]] = {}  # (one number written twice, `681` and `681.00`, is one operand)
    for p in basis._before_previous:
        if p.number not in seen and p.number not in kept and (p.amount or not value_is_amount) and p.number != 0 \
                and not any(_one_digit_apart(p.number, q) for q in later):
            kept[p.number] = (p, "the answer before the previous one")
    copied: dict[Decimal, tuple[EarlierValue, str]] = {}
    copies = ((basis._before_previous_copied, "the answer before the previous one copied it", later),
              (basis._previous_copied, "the previous answer copied it", [])) if copied_too else ()
    for values, where, superseded in copies:
        for p in values:
            if p.number not in seen and p.number not in kept and p.number not in copied and (p.amount or not value_is_amount) \
                    and p.number != 0 and not any(_one_digit_apart(p.number, q) for q in superseded):
                copied[p.number] = (p, where)
    return [*copied.values(), *kept.values()]


def _before_previous_pair(basis: ArithmeticBasis, pool: list[tuple[Decimal, str, Operand]], occ: Occurrence,
                          sums: bool) -> tuple[str, tuple[Operand, ...]] | None:
    """(census35) The `conversation` pair that takes one settled number of the answer before the
    previous one (`_kept_before_previous`) and one of the pool (this answer's resolved numbers before
    the value, the previous answer's settled ones), or two of the former: a sum or a difference equal
    to the value. The wider pool reaches more numbers by chance, so it is chance-tested: refused when
    any sum or difference of the same pairs (the pool's own among them) is a one-digit neighbour of
    the value, or when two such pairs give it. A sum is taken only where `sums` (a total's word before
    the value: a `deposit $1,116` is no sum however its digits add up), as the `earlier` rule's; every
    sum of the search still counts in the chance test. Tried after every other wide rule, so the
    rules that name their step (`earlier`, `record`) keep theirs. (census36) First over the settled
    numbers alone, then, where that finds nothing, with the numbers the answers copied from a result
    too (`_kept_before_previous`'s `copied`): a wider search never refuses what the narrower one found."""
    seen = {n for n, _, _ in pool} | {occ.number}
    found = _older_pair(basis, pool, occ, sums, _kept_before_previous(basis, occ.amount, seen, False))
    if found is None and (basis._previous_copied or basis._before_previous_copied):
        found = _older_pair(basis, pool, occ, sums, _kept_before_previous(basis, occ.amount, seen, True))
    return found


def _older_pair(basis: ArithmeticBasis, pool: list[tuple[Decimal, str, Operand]], occ: Occurrence,
                sums: bool, older: list[tuple[EarlierValue, str]]) -> tuple[str, tuple[Operand, ...]] | None:
    """`_before_previous_pair`'s one search, over the pool and `older`, chance-tested."""
    if not older:
        return None
    bounds = chance_bounds(occ.number, decimal_places(occ.digits))
    if bounds is None:
        return None
    near = bounds[1]
    number = occ.number
    wide = pool + [(p.number, p.value, Operand(p.value, "earlier answer", where)) for p, where in older[-WIDE_SPAN:]]
    first_older = len(pool)
    found: tuple[str, tuple[Operand, ...]] | None = None
    for a in range(len(wide)):
        for b in range(a + 1, len(wide)):
            x, y = wide[a], wide[b]
            summed = not adds_own_summand(basis._remembered, x[1], y[1], x[0], y[0])  # (round 16)
            for value, expression, operands, takes in ((x[0] + y[0] if summed else None, f"{y[1]} + {x[1]}", (y[2], x[2]), sums),
                                                       (x[0] - y[0], f"{x[1]} - {y[1]}", (x[2], y[2]), True),
                                                       (y[0] - x[0], f"{y[1]} - {x[1]}", (y[2], x[2]), True)):
                if value is None:
                    continue
                if value in near:
                    return None  # a neighbour reached by the same search: the value may be chance
                if value == number and b >= first_older and takes:
                    if found is not None and found[0] != expression:
                        return None  # two pairings give it: no step is told
                    found = (expression, operands)
    return found


def explain_wide(
    basis: ArithmeticBasis, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]
) -> Derivation | None:
    """The wide rules: operands the answer does not write beside the value. None of them
    excuses a value one digit off a carried number (written in the answer or not)."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    target = occ.value
    number = occ.number
    if reading.stated:  # (operands under the digit minimum are the narrow rules' only: measured, round 8)
        known = known - reading.stated
    misread = carried_neighbours(reading, occ, i)
    if misread is None or local_slip(reading, i, known, computed_here):
        return None
    # (round 12) nor one digit off the total of the list right above its line (sum_guards.py)
    places = decimal_places(occ.digits)
    listed = list_sum_before(reading.text, occ.start, [
        (o.at, o.number) for o in occurrences[max(0, i - MAX_LISTED) : i] if (o.amount or not occ.amount)
        and (places == 0 or decimal_places(o.digits) == places)
        and (o.value in known or o.value in reading.stated or (reading.carried is not None and o.value in reading.carried))])
    if listed is not None and listed != number and _one_digit_apart(listed, number):
        return None
    if short_total(reading, i, known):  # (round 23) a total row is its column's sum, not a pair of its cells
        return None
    slipped = _earlier_slips(basis, number, target)

    def product_allowed(operand: Decimal) -> bool:
        # a product k x X one digit off X itself (`€400 for two` of a carried 200) is no misread
        # of X: a one-digit change is k x X only where X is 10^p / (k - 1) (100, 50, 25)
        return misread <= {_print(operand), "-" + _print(operand)}

    def done(rule: str, expression: str, operands: Iterable[Operand]) -> Derivation | None:
        taken = tuple(operands)
        if slipped and not any(o.value in slipped for o in taken):
            return None  # a slip of a value an earlier answer computed (`_earlier_slips`)
        return Derivation(rule, f"{expression} = {target}", taken)

    # conversation: two resolved numbers this answer wrote before it, or the previous one wrote
    pool: list[tuple[Decimal, str, Operand]] = []
    seen: set[str] = set()
    for o in reversed(occurrences[:i]):
        if o.value in known and o.value != target and o.value not in seen and (o.amount or not occ.amount):
            seen.add(o.value)
            pool.append((o.number, o.value, written_operand(o)))
    for p in reversed(basis._previous):
        if p.value not in seen and p.value != target and (p.amount or not occ.amount):
            seen.add(p.value)
            pool.append((p.number, p.value, Operand(p.value, "earlier answer", "the previous answer")))
    pool = pool[:WIDE_SPAN]
    for a in range(len(pool) if not misread else 0):
        for b in range(a + 1, len(pool)):
            x, y = pool[a], pool[b]
            if x[0] + y[0] == number and not _one_digit_apart(abs(x[0] - y[0]), number) \
                    and not adds_own_summand(basis._remembered, x[1], y[1], x[0], y[0]):  # (round 16)
                return done("conversation", f"{y[1]} + {x[1]}", (y[2], x[2]))
            if x[0] - y[0] == number:
                return done("conversation", f"{x[1]} - {y[1]}", (x[2], y[2]))
            if y[0] - x[0] == number:
                return done("conversation", f"{y[1]} - {x[1]}", (y[2], x[2]))
    # earlier: a recent number of this answer less a value an earlier answer computed, or the
    # reverse (`your 90 shares are worth $9,167.40, a gain of $4,298.40` over the cost basis
    # `30 × $162.30 = $4,869.00` three answers back)
    if not misread:
        remembered = [(v, d) for v, d in basis._remembered.items() if d.rule not in _CLOCK_RULES][-EARLIER_SPAN:]
        for r_number, r_text, r_operand in pool[:PAIR_SPAN]:
            if r_operand.source != "answer":
                continue
            for e_text, derivation in reversed(remembered):
                e_number = as_decimal(e_text)
                if e_number is None or e_text == r_text or (e_number < 0) != (r_number < 0):
                    continue
                e_operand = Operand(e_text, "earlier answer", f"an earlier answer computed {derivation.expression}")
                if r_number - e_number == number:
                    return done("earlier", f"{r_text} - {e_text}", (r_operand, e_operand))
                if e_number - r_number == number:
                    return done("earlier", f"{e_text} - {r_text}", (e_operand, r_operand))
        # (round 26, habits26) or the sum of the two where the words right before the value say
        # it is a total (`_TOTAL_CUE`): a running total carried across answers (`EUR 116.00
        # labour, total EUR 190.40` over parts of EUR 74.40 an earlier answer computed), a chain
        # step on a value computed before; the transfer table (docs/transfer-table.md) finds it on
        # four sealed sets. Refused where another sum of the same search reaches a one-digit
        # neighbour of the value (the chance test: every sum tried counts), or the sum adds a
        # total to one of its own summands (`adds_own_summand`); and where no word says total (a
        # `deposit $1,116` is no sum however its digits add up).
        lead = reading.text[max(sentence_start(reading.text, occ.start), occ.start - TOTAL_CUE_REACH) : occ.start]
        # (clock42) or another language's word for the total (`ਬਿੱਲ ਨਾਲ ਕੁੱਲ ₹੭,੮੩੦.੦੯`: total_words.says_total)
        summed = _earlier_sum(basis, pool[:PAIR_SPAN], remembered, number) \
            if _TOTAL_CUE.search(lead) or (not lead.isascii() and says_total(lead)) else None
        if summed is not None:
            (r_text, r_operand), (e_text, e_operand) = summed
            return done("earlier", f"{r_text} + {e_text}", (r_operand, e_operand))
        # (round 30) or a recent number of this answer less the result of an equation an earlier
        # answer wrote out that was no candidate (`6 × 50 = 300,00` then `1.743,90 ..., то је
        # 1.443,90 више`: a computed value is an operand of the next step, issue 8), refused when
        # any other such gap or sum of the same pool reaches a one-digit neighbour (`_equation_gap`)
        equations = [(v, d) for v, d in basis._equations.items() if d.rule not in _CLOCK_RULES][-EARLIER_SPAN:]
        gap = _equation_gap(pool[:PAIR_SPAN], equations, number) if equations else None
        if gap is not None:
            (r_text, r_operand), (e_text, e_derivation) = gap
            e_operand = Operand(e_text, "earlier answer", f"an earlier answer wrote {e_derivation.expression}")
            return done("earlier", f"{r_text} - {e_text}", (r_operand, e_operand))
        # (census37) or such a number times such a result or a value an earlier answer computed (`960 × 0.5 × 0.42 = 201.6 L` two answers
        # back, then `AMD 564,480 at 42%` beside the `2,800` a litre it writes: 201.6 x 2,800), only
        # where no gap is found, its own chance test over every product, sum and difference
        # (and the values earlier answers computed, `remembered`: `201.6` is a candidate there)
        computed_before = [*equations, *((v, d) for v, d in remembered if all(v != e for e, _ in equations))]
        clause = [o.number for o in occurrences[i + 1:] if o.start < sentence_end(reading.text, occ.end)]
        product = _equation_product(pool[:PAIR_SPAN], computed_before, number, clause) if computed_before else None
        if product is not None:
            (r_text, r_operand), (e_text, e_derivation) = product
            e_operand = Operand(e_text, "earlier answer", f"an earlier answer wrote {e_derivation.expression}")
            return done("earlier", f"{e_text} x {r_text}", (e_operand, r_operand))
    # (round 32) a short reply over the latest result: one of its numbers times the question's count,
    # or over a count where the question asks a share; only for a value no resolved number is
    # written before (a reply that writes its operands is the narrow rules': `save $37.00 per
    # month, $84.00 over the two months` is no 2 x the carried 42); (rice36) before it in its
    # sentence: a number an earlier sentence settled is no operand it writes (`640 sacks are 32,000
    # kg ... The order rises by ৳104,000`: 40 added sacks x the coarse price), unless a result
    # carried it (`Kurs: 242,95 €, Tief 25,00 €. ... Wert 3.000,00 €`: the reply wrote its operand)
    opens = sentence_start(reading.text, occ.start)
    carried = reading.carried
    if not misread and len(reading.text) <= MAX_SHORT_REPLY and carried is not None \
            and not any(o.value in known and (o.start >= opens or o.value in carried) for o in occurrences[:i]):
        scaled = _latest_scaled(basis.latest_numbers(), _counts_in(basis._question[-MAX_SHORT_REPLY:]), number,
                                decimal_places(occ.digits))
        if scaled is not None:
            return done("record", scaled[0], scaled[1])
        # (stable34) or a number of the one record of the latest result the question names, times a
        # whole number the question writes (`And oats for 30 days?` ... `2,160 kg`: the oats row's
        # 72 a day of a feed table too wide for the search above)
        scaled = _named_row_scaled(basis._latest_result, basis._question[-MAX_SHORT_REPLY:], number, decimal_places(occ.digits))
        if scaled is not None:
            return done("record", scaled[0], scaled[1])
        # (round 33) or a number an answer settled or the latest result carries times a factor the
        # run states (`in rials?` ... `360,000,000 rials.` for 36,000,000 x the rule's 10;
        # `deposit?` ... 36,000,000 x the rule's 40%; `at 50 raj?` ... 1.5 m² x 36,000,000)
        scaled = _stated_scaled(basis, number, decimal_places(occ.digits))
        if scaled is not None:
            return done("record", scaled[0], scaled[1])
        # (watch35) or an amount a stated line names for the question, at a rate the latest result
        # carries (`battery in eur?` ... `€12.26.`: the rules' 1,200 / the result's 97.85)
        directed = _directed_rates(basis._latest_result, basis.latest_numbers(), f"{reading.text} {basis._question[-MAX_SHORT_REPLY:]}")
        keyed_rates = [(n, shown) for n, shown, _, _ in directed]
        converted = _stated_converted(basis, directed, number, decimal_places(occ.digits), reading.text)
        # (tea35) or an amount the question writes over a number the latest result carries, the
        # other way of a conversion (`bopf 1180 in usd` ... `$3.95/kg.`, 1180 / the result's 298.4)
        if converted is None:
            converted = _asked_divided(keyed_rates, _asked_amounts(basis._question[-MAX_SHORT_REPLY:]),
                                       number, decimal_places(occ.digits))
        if converted is not None:
            return done("record", converted[0], converted[1])
        # (piano34) or, where the question asks a total, a number the latest result carries plus an
        # amount the previous answer settled (`Mon 7 Dec, €70.` then `total with it?` ... `€405.00.` over
        # an invoice's `TOTAL EUR 335,00`)
        if _TOTAL_CUE.search(basis._question[-MAX_SHORT_REPLY:]):
            added = _latest_added(basis.latest_numbers(), basis._previous, number, decimal_places(occ.digits))
            if added is not None:
                return done("record", added[0], added[1])
        # (mussel37) or, where the question asks what is left (`room left in the tank?`), an amount a
        # stated line names for the question less a number the latest result carries (`1,020 kg.`:
        # the rules' `a tank holds 4,000 kg` less the lot's 2,980)
        if says_rest(basis._question[-MAX_SHORT_REPLY:]):
            rest = _stated_rest(basis.asked_factors.amounts_for(basis._question[-MAX_SHORT_REPLY:]),
                                basis.latest_numbers(), number, decimal_places(occ.digits), _untold_records(basis))
            if rest is not None:
                return done("record", rest[0], rest[1])
        if _asks_cross_rate(basis._question[-MAX_SHORT_REPLY:]):
            # (clock42) or a question naming two currencies and no number (`gbp in usd`): one rate the
            # latest result carries over another (`$1.2584.`, inr_per_gbp 108.75 / inr_per_usd 86.42)
            crossed = _latest_ratio(basis.latest_numbers(), number, decimal_places(occ.digits))
            if crossed is not None:
                return done("split", crossed[0], crossed[1])
        if _SPLIT_CUE.search(basis._question[-MAX_SHORT_REPLY:]):
            divided = _latest_divided(basis.latest_numbers(), basis._stated[-1] if len(basis._stated) > 1 else set(),
                                      number, decimal_places(occ.digits))
            if divided is None:
                # (trek34) or one number the latest result carries over another (`usd per eur?` over
                # `{"usd_npr": 134.6, "eur_npr": 156.85}`: `1.1653.`, 156.85 / 134.6)
                divided = _latest_ratio(basis.latest_numbers(), number, decimal_places(occ.digits))
            if divided is not None:
                return done("split", divided[0], divided[1])
            # (round 33, kiln33) or an amount the previous answer settled over a whole number the
            # question writes (`There are 34 pieces in the load. What's that per piece?` after `EUR 18.95`)
            # (piano34) or a whole number the previous answer writes beside that amount, its count of the
            # things (`6 × 2 × €95 = €1,140.` then `per piano?` ... `€190 a year.`), every such count
            # in the chance test
            asked = _wholes_in(basis._question[-MAX_SHORT_REPLY:])
            counted = [w for w in _wholes_in(basis._previous_text[-MAX_SHORT_REPLY:]) if w not in asked]
            shared = _settled_shared(basis._previous, asked + counted, number, decimal_places(occ.digits), frozenset(counted))
            if shared is not None:
                return done("split", shared[0], shared[1])
    # record: a recent number plus or minus a number of a record the conversation names, or
    # such a number times a stated count
    named = reading.named  # (constant within one `explain`: read on its first wide try)
    if named is None:
        named = reading.named = _named_numbers(basis, reading.text)
    if named:
        recent = [entry for entry in pool[:PAIR_SPAN]]
        for value, where in named:
            shown = _print(value)
            carried_operand = Operand(shown, "result", where)
            for r_number, r_text, r_operand in recent if not misread else ():
                if value + r_number == number:
                    return done("record", f"{shown} + {r_text}", (carried_operand, r_operand))
                if value - r_number == number:
                    return done("record", f"{shown} - {r_text}", (carried_operand, r_operand))
                if r_number - value == number:
                    return done("record", f"{r_text} - {shown}", (r_operand, carried_operand))
            for count, count_operand in sorted(reading.counts.items()):
                if value * count == number and product_allowed(value):
                    return done("record", f"{count} x {shown}", (count_operand, carried_operand))

    # (round 32) per-count over the last two answers: a per-unit amount one of them settled
    # (`**R96.20 per lesson**`) times a count the conversation states (`a package of 10`), the
    # amount not written again (`You would save R962.00 on the package`)
    if not misread:
        scaled = _earlier_per_unit(basis, reading.counts, number, decimal_places(occ.digits))
        if scaled is not None:
            return done("per-count", scaled[0], scaled[1])
    # spread: an amount per unit of time over the span its sentence states in that unit
    # (`Last November averaged $3,964.08 per day over its 30 days`): a resolved number of this
    # answer or of the last two over the span
    spread = _SPREAD_UNIT.match(reading.text, occ.end) if not misread else None
    if spread is not None:
        unit = spread.group(1).lower()
        floor = sentence_start(reading.text, occ.start)
        end = sentence_end(reading.text, occ.end)
        places = decimal_places(target)
        for m in _SPAN_COUNT.finditer(reading.text, floor, end):
            if m.group(2).lower().rstrip("s") != unit:
                continue
            span = int(m.group(1))
            if not MIN_COUNT <= span <= MAX_SPAN:
                continue
            wholes = [(n, v, o) for n, v, o in pool if n > number] + [
                (p.number, p.value, Operand(p.value, "earlier answer", "an answer before the previous one"))
                for p in basis._before_previous if p.amount == occ.amount and p.number > number]
            for whole, text, operand in wholes:
                quotient = whole / span
                if quotient == number or (places >= 1 and equal_at(quotient, number, places, True)):
                    return done("split", f"{text} / {span}", (
                        operand, Operand(str(span), "count", f"the answer wrote {m.group(0)!r}")))
    # split: a number of this or the previous answer over a stated count, where the answer
    # says it splits, divides or averages
    if _SPLIT_CUE.search(reading.text) and not misread:
        places = decimal_places(target)
        for whole, text, operand in pool:
            for count, count_operand in sorted(reading.counts.items()):
                quotient = whole / count
                if quotient == number or (places >= 2 and equal_at(quotient, number, places, True)):
                    return done("split", f"{text} / {count}", (operand, count_operand))
    # (census35) conversation, last: one number of the pool and an amount the answer before the
    # previous one settled, that the previous answer did not supersede, chance-tested; a sum only
    # where the words before the value say a total, as `earlier`'s (`_before_previous_pair`)
    if not misread:
        lead = reading.text[max(sentence_start(reading.text, occ.start), occ.start - TOTAL_CUE_REACH) : occ.start]
        paired = _before_previous_pair(basis, pool, occ, _TOTAL_CUE.search(lead) is not None)
        if paired is not None:
            return done("conversation", *paired)
    return None


MAX_SHORT_REPLY: Final = 160  # (round 32) characters of a short reply (`R2,300.` asked `Two students?`)


def _latest_scaled(latest: list[tuple[Decimal, str]], counts: list[tuple[int, str]], number: Decimal,
                   places: int) -> tuple[str, tuple[Operand, ...]] | None:
    """(round 32) A short reply to a question that writes a count (`Two students?` after a course's
    price: `R2,300.`): a number the latest result carries (at most `two_steps.MAX_CARRIED`) times a
    count of 2-12 the person's last message writes (`reading._counts_in`). Exact. Refused when
    another such product reaches a one-digit neighbour of the value (the chance test)."""
    if not latest or not counts:
        return None
    near = written_neighbours(number, places)
    if near is None:
        return None
    found: tuple[str, tuple[Operand, ...]] | None = None
    for value, shown in latest:
        for count, how in counts:
            product = value * count
            if product != number and product in near:
                return None  # the chance test
            if found is None and product == number:
                found = (f"{count} x {shown}", (Operand(str(count), "count", f"the user wrote {how!r}"),
                                                Operand(shown, "result", "the latest result carries it")))
    return found


MAX_NAMED_ROWS: Final = 64  # (stable34) records of the latest result read for the one the question names
MAX_ROW_NUMBERS: Final = 12  # (stable34) numbers of that record taken as bases
_NAME_WORD: Final = re.compile(r"[^\W\d_]{3,}")


def _named_row_scaled(latest: Served | None, question: str, number: Decimal,
                      places: int) -> tuple[str, tuple[Operand, ...]] | None:
    """(stable34) A short reply to a question that names one record of the latest result by a word
    of 3+ letters of its text cells and writes a whole number (`And oats for 30 days, how much to
    buy?` over a feed table's `oats,kg,1850,72,320`): a number of that record times that whole
    number (`_wholes_in`, or a count the question writes). The latest result's records: its JSON
    array of objects, or a text table's rows (`text_tables.table_records`). Exact. Refused when the
    question names no record or more than one, or when another product of the record's numbers
    and the question's numbers reaches a one-digit neighbour of the value (the chance test)."""
    if latest is None:
        return None
    read = latest if latest.has_parsed else table_records(latest)
    rows = read.parsed if read is not None else None
    if not isinstance(rows, list):
        return None
    asked = {w.lower() for w in _NAME_WORD.findall(question)}
    named = [row for row in rows[:MAX_NAMED_ROWS] if isinstance(row, dict) and any(
        isinstance(cell, str) and any(w.lower() in asked for w in _NAME_WORD.findall(cell)) for cell in row.values())]
    if len(named) != 1:
        return None
    numbers: list[tuple[Decimal, str]] = []
    for cell in named[0].values():
        if isinstance(cell, (int, float)) and not isinstance(cell, bool) and cell > 0 and len(numbers) < MAX_ROW_NUMBERS:
            value = as_decimal(str(cell))
            if value is not None and all(value != n for n, _ in numbers):
                numbers.append((value, str(cell)))
    counted = _counts_in(question)
    counted += [w for w in _wholes_in(question) if all(w[0] != c for c, _ in counted)]
    return _latest_scaled(numbers, counted, number, places)


MAX_SHORT_BASES: Final = 12  # (round 33) bases of a short reply's stated product: latest result, last two answers


def _stated_scaled(basis: ArithmeticBasis, number: Decimal, places: int) -> tuple[str, tuple[Operand, ...]] | None:
    """(round 33) A short reply that writes no operand: a number in hand times a factor the run
    states, in two searches, each chance-tested on its own. First, a base the latest result carries
    (when it carries few) or the previous answer or the one before settled, times a factor a stated
    line gives that shares a word with the question (`asked_factors.py`: `in rials?` ... `360,000,000
    rials.`, 36,000,000 x 10 of `the accounts print rials, 1 toman = 10 rials`; `deposit?` ...
    `14,400,000 toman.`, x 40% of `40% deposit with the order`). Then a number the latest result
    carries times a number a person wrote (`basis.stated_factors`: `1 x 1.5 m runner` ... `60 raj?`
    ... `87,000,000 toman.`, 1.5 x the result's 58,000,000). Exact. Each refused when another
    product of its search reaches a one-digit neighbour of the value (the chance test over every
    base and factor of it), and, as every wide rule is, one digit off a carried number."""
    latest = [(n, Operand(shown, "result", "the latest result carries it")) for n, shown in basis.latest_numbers()]
    answered = [(p.number, Operand(p.value, "earlier answer", "an earlier answer settled it"))
                for p in (*reversed(basis._previous), *reversed(basis._before_previous))]
    asked = [(f.factor, f.shown, Operand(f.shown, "result", f"stated: {f.where!r}"))
             for f in basis.asked_factors.factors_for(basis._question[-MAX_SHORT_REPLY:])]
    near = written_neighbours(number, places)
    if near is None:
        return None
    # (trek34) third, a number the latest result carries (a rate) times an amount the question
    # writes at or over `MAX_SHORT_FACTOR`, which `stated_factors` leaves out as no multiplier
    # (`1500 usd in rupees today?` ... `NPR 201,900.`, 1500 x the result's `usd_npr` 134.6)
    amounts = _asked_amounts(basis._question[-MAX_SHORT_REPLY:])
    for bases, factors in ((latest + answered, asked), (latest, basis.stated_factors()), (latest, amounts)):
        found = _scaled_by(_distinct(bases), factors[:MAX_SHORT_FACTORS], number, near)
        if found is not None:
            return found
    return None


MAX_CONVERTED: Final = 6  # (watch35) amounts a short reply's conversion tries


_KEY_WORD: Final = re.compile(r"[^\W\d_]+")
MAX_RATE_KEYS: Final = 64  # (mend35) keys of the latest result read for the currency a rate is keyed by


def _directed_rates(served: Served | None, latest: list[tuple[Decimal, str]],
                    said: str) -> list[tuple[Decimal, str, str, tuple[str, str] | None]]:
    """(mend35) Those of `latest` (the latest result's numbers) that a key of it names by a currency
    `said` (the reply and its question) writes as a word or a sign (`usd_kes` for `in usd` or
    `$11.20`), a word every numeric key writes left out (`kes` of `usd_kes` and `eur_kes`): the rate
    of the currency converted to, not another one the result carries; none of a result of no keys.
    (dive37) Each with the way it converts: a key names a pair base first, quote
    last (`eur_gbp` 0.8705: pounds a euro), so an amount converted into the currency named last is
    times the rate (`gbp?` ... 58 x 0.8705), into the one named first over it (`usd_kes` 129.1 for
    `in usd`: shillings over the rate), `x` or `/`; '' where the named word is neither or both.
    (census38) And the two currencies the key of its first leaf names, the base first (`"eur_usd":
    1.0512` -> EUR, USD: `stated_exchanges.pair_key`), or None, read in the same walk (mussel37's
    `_pair_of` walked the result again for them, under another bound)."""
    if served is None or not served.has_parsed or not latest:
        return []
    keyed: list[tuple[object, list[str], str]] = []
    stack: list[object] = [served.parsed]
    while stack and len(keyed) < MAX_RATE_KEYS:
        node = stack.pop()
        if isinstance(node, dict):
            for key, leaf in node.items():
                if isinstance(leaf, (dict, list)):
                    stack.append(leaf)
                elif isinstance(leaf, (int, float)) and not isinstance(leaf, bool):
                    keyed.append((leaf, _KEY_WORD.findall(str(key).lower()), str(key)))
        elif isinstance(node, list):
            stack.extend(node)
    common = set.intersection(*(set(words) for _, words, _ in keyed)) if len(keyed) > 1 else set()
    named = set(_KEY_WORD.findall(said.lower())) | sign_codes(said)
    out: list[tuple[Decimal, str, str, tuple[str, str] | None]] = []
    for n, shown in latest:
        ways = {_way(key, named) for leaf, words, key in keyed if str(leaf) == shown and (set(words) - common) & named}
        if ways:
            first = next(key for leaf, _, key in keyed if str(leaf) == shown)
            out.append((n, shown, ways.pop() if len(ways) == 1 else "", pair_key(first)))
    return out


def _way(key: str, named: set[str]) -> str:
    """(dive37) How an amount converts into the currency `named` by a rate keyed `key` (base
    first, quote last): `x` into the last, `/` into the first, '' when not one of them only.
    (mend37b) Only a key that is a pair of two currency codes (`stated_exchanges.pair_key`: `eur_gbp`,
    `eur_to_gbp`); any other (`gbp_per_eur`, `gbp_rate` with `base: EUR`) names no way: ''."""
    pair = pair_key(key)
    if pair is None:
        return ""
    base, quote = pair[0].lower(), pair[1].lower()
    if (base in named) == (quote in named):
        return ""
    return "x" if quote in named else "/"


def _stated_converted(basis: ArithmeticBasis, named: list[tuple[Decimal, str, str, tuple[str, str] | None]], number: Decimal,
                      places: int, reply: str = "") -> tuple[str, tuple[Operand, ...]] | None:
    """(watch35) A short reply that converts an amount it does not write: an amount of 1,000 or more
    a stated line gives that shares a word with the question (`asked_factors.amounts_for`: `battery
    in eur?` and the rules' `Battery change: 1,200 lekë`; `auto service?` and `Full service: ...
    automatic 12,000 lekë`), or, where the question names none, an amount the previous answer's
    computed values took as operands (`in usd?` after `€122.64.`: its 12,000), over or times a
    number the latest result carries (a rate: `"eur_all": 97.85`), rounded half up to the value's
    places. Refused when another quotient or product of the search, rounded alike, is a one-digit
    neighbour of the value (the chance test over every amount and rate of it); a rate of 1 none.
    (mend35) Only a rate keyed by the currency the reply or its question names (`_directed_rates`), and
    an amount over a rate above 1 (`eur_isk` 146.2: krónur a euro), times one below 1 only.
    (census37) A price under 1,000 too where a stated line marks it as money (`asked_factors.amounts_for`:
    `boat dive in gbp?` and the rules' `boat dive 58 EUR`), and such a price the previous answer
    converted, never a number the latest result carries (`usd?` after `£50.49.`, 58 x 0.8705: its
    58); (dive37) the way a rate converts read from its key where it names the pair
    (`_directed_rates`: `eur_usd` 1.0495 for `usd?` is times, though above 1), that way only;
    (mussel37) else from the currency the amount's stated line writes (`_converted`). (census38,
    review37 D1) Where the question or the reply names a total (`_TOTAL_CUE`), no amount a stated
    line writes as a unit's price (`24 EUR an hour`: `AskedFactor.per_unit`), nor such a price the
    previous answer converted: a unit's price converted is no converted total."""
    latest = [(n, shown, way, pair) for n, shown, way, pair in named if n != 1]
    if not latest:
        return None
    question = basis._question[-MAX_SHORT_REPLY:]
    # (census38, review37 D1) a total asked or written is no unit's price converted: the rules' `24 EUR
    # an hour` at the rate stands in for no converted total (`kayak total in gbp?` ... `£20.74.`)
    totalled = _TOTAL_CUE.search(question) is not None or _TOTAL_CUE.search(reply) is not None
    per_unit = basis.asked_factors.unit_prices() if totalled else frozenset()
    amounts = [(f.factor, f.shown, Operand(f.shown, "result", f"stated: {f.where!r}"))
               for f in basis.asked_factors.amounts_for(question, best=True) if not (totalled and f.per_unit)]
    if not amounts:
        rates = {n for n, _ in basis.latest_numbers()}
        for p in basis._previous:
            derivation = basis._remembered.get(p.value)
            for operand in derivation.operands if derivation is not None else ():
                value = as_decimal(operand.value.replace(",", ""))
                # (census37) or an amount under it a stated line marked as money (`58 EUR`) that the
                # previous answer converted (`£50.49.` then `usd?`); (dive37) never the latest result's own
                if value is not None and (value >= MAX_SHORT_FACTOR or operand.where.startswith("stated:")) \
                        and value not in rates and value not in per_unit and all(value != a for a, _, _ in amounts):
                    amounts.append((value, operand.value, Operand(operand.value, operand.source,
                                                                  f"the previous answer converted it ({operand.where})")))
    near = written_neighbours(number, places)
    if not amounts or near is None:
        return None
    quantum = Decimal(1).scaleb(-places)
    found: tuple[str, tuple[Operand, ...]] | None = None
    for amount, shown, operand in amounts[:MAX_CONVERTED]:
        for rate, rate_shown, way, pair in latest:
            if amount == rate:
                continue  # (tannery41) the rate the rules state is no amount it converts (`1.95583 KM` / 1.95583: 1.00)
            # (dive37) the way the rate's key names the currency asked for; (mussel37) else the way
            # it names the stated amount's currency
            directed = ((amount / rate, "/") if way == "/" else (amount * rate, "x")) if way \
                else _converted(amount, operand.where, rate, pair)
            for result, sign in (directed,):
                rounded = result.quantize(quantum, rounding=ROUND_HALF_UP)
                if rounded != number and rounded in near:
                    return None  # the chance test
                if found is None and rounded == number:
                    found = (f"{shown} {sign} {rate_shown}", (operand, Operand(rate_shown, "result", "the latest result carries it")))
    return found


_CODE_WORD: Final = re.compile(r"\b[A-Z]{3}\b")


def _converted(amount: Decimal, where: str, rate: Decimal, pair: tuple[str, str] | None) -> tuple[Decimal, str]:
    """(watch35, mend35) An amount over a rate above 1, times one below 1; (mussel37) where the rate's
    key names its two currencies (`eur_usd`) and the stated line the amount's (`... 1,200 EUR`, `€`),
    the way the key names: times it from the base, over it into the base."""
    if pair is not None:
        written = {c.upper() for c in sign_codes(where)} | {w for w in _CODE_WORD.findall(where) if is_iso_code(w)}
        if pair[0] in written and pair[1] not in written:
            return amount * rate, "x"
        if pair[1] in written and pair[0] not in written:
            return amount / rate, "/"
    return (amount / rate, "/") if rate > 1 else (amount * rate, "x")


# (trek34) a number of its own in a question: English groups or none, maybe decimals; not inside a
# date, a clock, an id or a longer number
_ASKED_NUMBER: Final = re.compile(r"(?<![0-9.,:/\-])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(\.[0-9]+)?(?![0-9]|[.,:/\-][0-9])")
MAX_ASKED_AMOUNTS: Final = 4  # (trek34) the question's amounts a short reply converts, the last


def _asked_amounts(question: str) -> list[tuple[Decimal, str, Operand]]:
    """(trek34) The numbers at or over `MAX_SHORT_FACTOR` a question writes (`1500 usd in rupees?`),
    the last `MAX_ASKED_AMOUNTS`: an amount the person asks to convert or scale."""
    out: list[tuple[Decimal, str, Operand]] = []
    for m in _ASKED_NUMBER.finditer(question):
        shown = m.group(0)
        number = as_decimal(shown.replace(",", ""))
        if number is not None and number >= MAX_SHORT_FACTOR:
            out.append((number, shown, Operand(shown, "user", "the question writes it")))
    return out[-MAX_ASKED_AMOUNTS:]


def _asked_divided(latest: list[tuple[Decimal, str]], amounts: list[tuple[Decimal, str, Operand]], number: Decimal,
                   places: int) -> tuple[str, tuple[Operand, ...]] | None:
    """(tea35) A short reply converting an amount the question writes (`_asked_amounts`: `bopf 1180 in
    usd`) by a number above 1 the latest result carries (at most `two_steps.MAX_CARRIED`: a day's
    rate, `usd_lkr` 298.4; a rate under 1 converts by the product), divided, the way back of trek34's product (`$3.95/kg.`, 1180 / 298.4), rounded
    half up to the value's places. Refused when another quotient of the search (every amount over
    every carried number) reaches a one-digit neighbour of the value (the chance test); (mend35)
    `latest` only the rates keyed by the currency the reply or its question names (`_directed_rates`)."""
    if not latest or not amounts:
        return None
    near = written_neighbours(number, places)
    if near is None:
        return None
    found: tuple[str, tuple[Operand, ...]] | None = None
    for amount, shown, operand in amounts:
        for rate, written in latest:
            if rate <= 1 or rate == amount:
                continue
            quotient = amount / rate
            if equal_at_any(quotient, near, places):
                return None  # the chance test
            if found is None and equal_at(quotient, number, places, True):
                found = (f"{shown} / {written}", (operand, Operand(written, "result", "the latest result carries it")))
    return found


def _distinct(bases: list[tuple[Decimal, Operand]]) -> list[tuple[Decimal, Operand]]:
    kept: list[tuple[Decimal, Operand]] = []
    for n, operand in bases:
        if n > 0 and all(n != k for k, _ in kept) and len(kept) < MAX_SHORT_BASES:
            kept.append((n, operand))
    return kept


def _scaled_by(bases: list[tuple[Decimal, Operand]], factors: list[tuple[Decimal, str, Operand]], number: Decimal,
               near: set[Decimal]) -> tuple[str, tuple[Operand, ...]] | None:
    """The product of a base and a factor equal to `number`; None when none is, or when another
    product reaches a one-digit neighbour of it (`near`)."""
    found: tuple[str, tuple[Operand, ...]] | None = None
    for base, base_operand in bases:
        for factor, shown, factor_operand in factors:
            product = base * factor
            if product != number and product in near:
                return None  # the chance test
            if found is None and product == number and factor != base:
                found = (f"{base_operand.value} x {shown}", (base_operand, factor_operand))
    return found


def _latest_divided(latest: list[tuple[Decimal, str]], previous: Iterable[str], number: Decimal,
                    places: int) -> tuple[str, tuple[Operand, ...]] | None:
    """(round 32) A short reply to a question that asks for a share (`Per hour?`, `each?`: `_SPLIT_CUE`)
    after a result's price and an answer's count (`16 h.`): a number the latest result carries (at
    most `two_steps.MAX_CARRIED`) over a whole number of 2 or more the previous answer wrote or
    the latest result carries (`R71.88.` for 1,150 / 16), rounded half up to the value's places.
    Refused when another such quotient reaches a one-digit neighbour of the value (the chance test)."""
    divisors = [(n, v, Operand(v, "earlier answer", "the previous answer wrote it"))
                for v in sorted(previous) if (n := as_decimal(v)) is not None]
    divisors += [(n, shown, Operand(shown, "result", "the latest result carries it")) for n, shown in latest]
    divisors = [d for d in divisors if d[0] >= MIN_COUNT and d[0] == d[0].to_integral_value()]
    if not latest or not divisors:
        return None
    near = written_neighbours(number, places)
    if near is None:
        return None
    found: tuple[str, tuple[Operand, ...]] | None = None
    for whole, shown in latest:
        for divisor, written, operand in divisors:
            if divisor == whole:
                continue
            quotient = whole / divisor
            if equal_at_any(quotient, near, places):
                return None  # the chance test
            if found is None and equal_at(quotient, number, places, True):
                found = (f"{shown} / {written}", (Operand(shown, "result", "the latest result carries it"), operand))
    return found


def _asks_cross_rate(question: str) -> bool:
    """(clock42) Whether a question names two currencies by their codes and writes no digit (`gbp in
    usd`, `EUR to CHF?`): it asks one's rate in the other."""
    if any(c.isdigit() for c in question) or len(question.split()) > MAX_CROSS_WORDS:
        return False
    return len({w.upper() for w in _QUESTION_CODE.findall(question) if is_iso_code(w.upper())}) == 2


MAX_CROSS_WORDS: Final = 6  # (clock42) words of a question that asks a cross rate (`what is gbp in usd?`)
# (clock42) a question's word of three letters, any case: a currency's code (`gbp`, `USD`)
_QUESTION_CODE: Final = re.compile(r"(?<![A-Za-z])[A-Za-z]{3}(?![A-Za-z])")


def _latest_ratio(latest: list[tuple[Decimal, str]], number: Decimal,
                  places: int) -> tuple[str, tuple[Operand, ...]] | None:
    """(trek34) A short reply to a question that asks for one thing per another (`usd per eur?`,
    `_SPLIT_CUE`) after a result of few numbers (at most `two_steps.MAX_CARRIED`): one number the
    latest result carries over another (a cross rate, a price per a unit the record counts), rounded
    half up to the value's places. Refused when another quotient of two of its numbers reaches a
    one-digit neighbour of the value (the chance test)."""
    near = written_neighbours(number, places)
    if near is None or len(latest) < 2:
        return None
    found: tuple[str, tuple[Operand, ...]] | None = None
    for whole, shown in latest:
        for divisor, written in latest:
            if divisor == whole or divisor == 0:
                continue
            quotient = whole / divisor
            if equal_at_any(quotient, near, places):
                return None  # the chance test
            if found is None and equal_at(quotient, number, places, True):
                found = (f"{shown} / {written}", (Operand(shown, "result", "the latest result carries it"),
                                                  Operand(written, "result", "the latest result carries it")))
    return found


def _settled_amounts(previous: Iterable[EarlierValue]) -> list[tuple[Decimal, str]]:
    """The positive amounts the previous answer settled, with their text (`_latest_added`,
    `_settled_shared`)."""
    return [(p.number, p.value) for p in previous if p.amount and p.number > 0]


def _latest_added(latest: list[tuple[Decimal, str]], previous: Iterable[EarlierValue], number: Decimal,
                  places: int) -> tuple[str, tuple[Operand, ...]] | None:
    """(piano34) A short reply to a question that asks a total (`total with it?`): a number the latest
    result carries (at most `two_steps.MAX_CARRIED`) plus an amount the previous answer settled
    (`€70`), exact. Refused when another such sum reaches a one-digit neighbour of the value (the
    chance test over every pair of the search)."""
    settled = _settled_amounts(previous)
    if not latest or not settled:
        return None
    near = written_neighbours(number, places)
    if near is None:
        return None
    found: tuple[str, tuple[Operand, ...]] | None = None
    for carried, shown in latest:
        for amount, written in settled:
            total = carried + amount
            if total in near:
                return None  # the chance test
            if found is None and total == number:
                found = (f"{shown} + {written}", (Operand(shown, "result", "the latest result carries it"),
                                                  Operand(written, "earlier answer", "the previous answer settled it")))
    return found


def _stated_rest(amounts: list[AskedFactor], latest: list[tuple[Decimal, str]], number: Decimal,
                 places: int, untold: frozenset[str] = frozenset()) -> tuple[str, tuple[Operand, ...]] | None:
    """(mussel37) A short reply to a question that asks what is left (`carried_differences.says_rest`:
    `room left in the tank?`): an amount of 1,000 or more a stated line sharing a word with the
    question gives (`asked_factors.amounts_for`: `a tank holds 4,000 kg`) less a smaller number the
    latest result carries (`"kg": 2980`), exact. Refused when another such difference reaches a
    one-digit neighbour of the value (the chance test over every pair of the search). (mend37b)
    Refused too when the number is `untold` (`_untold_records`: one of several records' numbers
    under one key, `"litres"` of T-2 and T-3, its record not named): no record is told."""
    if not amounts or not latest:
        return None
    near = written_neighbours(number, places)
    if near is None:
        return None
    found: tuple[str, tuple[Operand, ...]] | None = None
    for stated in amounts[:MAX_CONVERTED]:
        for carried, shown in latest:
            if not 0 < carried < stated.factor:
                continue
            rest = stated.factor - carried
            if rest in near:
                return None  # the chance test
            if found is None and rest == number:
                if shown in untold:
                    return None  # another record's number as likely as the asked one's
                found = (f"{stated.shown} - {shown}", (Operand(stated.shown, "user", f"stated: {stated.where!r}"),
                                                       Operand(shown, "result", "the latest result carries it")))
    return found


def _untold_records(basis: ArithmeticBasis) -> frozenset[str]:
    """(mend37b) The numbers of the latest result's records (its objects) under a key another record
    carries a different number under (`"litres"` 8745 of T-2, 9120 of T-3): of those, each whose
    record neither the previous answer (its settled value: `8,745 L since 06:10.`) nor the question
    or the previous answer's text (a text leaf of the record: `T-2`) names. A result of one record
    (`"kg": 2980`) has none."""
    served = basis._latest_result
    if served is None or not served.has_parsed:
        return frozenset()
    records: list[dict[str, object]] = []
    stack: list[object] = [served.parsed]
    while stack and len(records) < MAX_RATE_KEYS:
        node = stack.pop()
        if isinstance(node, dict):
            records.append(node)
            stack.extend(v for v in node.values() if isinstance(v, (dict, list)))
        elif isinstance(node, list):
            stack.extend(node)
    by_key: dict[str, set[str]] = {}
    for record in records:
        for key, leaf in record.items():
            if isinstance(leaf, (int, float)) and not isinstance(leaf, bool):
                by_key.setdefault(str(key), set()).add(str(leaf))
    settled = {p.value for p in basis._previous}
    texts = basis._question[-MAX_SHORT_REPLY:] + "\n" + basis._previous_text
    out: set[str] = set()
    for record in records:
        named = any(isinstance(leaf, str) and len(leaf) >= 2 and leaf in texts for leaf in record.values())
        for key, leaf in record.items():
            shown = str(leaf)
            if isinstance(leaf, (int, float)) and not isinstance(leaf, bool) and len(by_key[str(key)]) > 1 \
                    and not named and shown not in settled:
                out.add(shown)
    return frozenset(out)


# (round 33) a whole number of its own in a question: no decimals, not inside a date, clock or longer number
_WHOLE: Final = re.compile(r"(?<![0-9.,:/\-])([0-9]{1,4})(?![0-9]|[.,:/\-][0-9])")
MAX_WHOLES: Final = 4  # (round 33) whole numbers of the question a settled amount is shared by


def _wholes_in(question: str) -> list[tuple[int, str]]:
    """(round 33) The whole numbers of 2 or more a question writes, amounts left out (`34 pieces`,
    `214 guests`: a share's count is as often past the 2-12 of `_counts_in`), the last `MAX_WHOLES`."""
    amounts = amount_starts(question)
    out = [(int(m.group(1)), m.group(1)) for m in _WHOLE.finditer(question)
           if int(m.group(1)) >= MIN_COUNT and m.start(1) not in amounts]
    return out[-MAX_WHOLES:]


def _settled_shared(previous: Iterable[EarlierValue], wholes: list[tuple[int, str]], number: Decimal,
                    places: int, answered: Container[tuple[int, str]] = frozenset()) -> tuple[str, tuple[Operand, ...]] | None:
    """(round 33) A short reply to a question that asks for a share and writes its count (`There are 34
    pieces in the load. What's that per piece?`): an amount the previous answer settled (`EUR 18.95`)
    over a whole number of the question (`_wholes_in`), rounded half up to the value's places;
    (piano34) `answered`: the wholes of `wholes` the previous answer wrote, not the question.
    Refused when another such quotient reaches a one-digit neighbour of the value (the chance test)."""
    settled = _settled_amounts(previous)
    if not settled or not wholes:
        return None
    near = written_neighbours(number, places)
    if near is None:
        return None
    found: tuple[str, tuple[Operand, ...]] | None = None
    for whole, shown in settled:
        for count, how in wholes:
            quotient = whole / count
            if equal_at_any(quotient, near, places):
                return None  # the chance test
            if found is None and equal_at(quotient, number, places, True):
                found = (f"{shown} / {count}", (Operand(shown, "earlier answer", "the previous answer settled it"),
                                                Operand(str(count), "count", ("the previous answer" if (count, how) in answered
                                                                              else "the user") + f" wrote {how!r}")))
    return found


def _earlier_per_unit(basis: ArithmeticBasis, counts: dict[int, Operand], number: Decimal,
                      places: int) -> tuple[str, tuple[Operand, ...]] | None:
    """(round 32) The value as a count the conversation states (`reading.counts`: the person's, the
    answer's, 2-12) times a per-unit amount the previous answer or the one before it settled
    (`EarlierValue.per_unit`: `R96.20 per lesson`, `$64/night`): `per-count`'s product, its base
    written in an earlier answer. Exact. Refused when another such product reaches a one-digit
    neighbour of the value (the chance test over every amount and count of the search)."""
    bases: list[EarlierValue] = []
    for p in (*reversed(basis._previous), *reversed(basis._before_previous)):
        if p.per_unit and p.number > 0 and all(b.number != p.number for b in bases):
            bases.append(p)
    if not bases or not counts:
        return None
    near = written_neighbours(number, places)
    if near is None:
        return None
    found: tuple[str, tuple[Operand, ...]] | None = None
    for base in bases:
        for count, count_operand in sorted(counts.items()):
            product = base.number * count
            if product != number and product in near:
                return None  # the chance test
            if found is None and product == number:
                found = (f"{count} x {base.value}",
                         (count_operand, Operand(base.value, "earlier answer", "an earlier answer wrote it per unit")))
    return found


# Words right before a value that say it is a total: `total EUR 190.40`, `come to €96.96`, `in all`,
# `altogether`, `together`, `the sum`, `overall` (a word alone: bounded by TOTAL_CUE_REACH characters).
_TOTAL_CUE: Final = re.compile(
    r"(?<![A-Za-z])(?:total(?:s|ling|ing)?|in[ \t]+all|altogether|together|sum|overall|comes?[ \t]+to|came[ \t]+to)(?![A-Za-z])",
    re.IGNORECASE)
TOTAL_CUE_REACH: Final = 40  # characters before the value searched for a total's word (within its sentence)


def _earlier_sum(
    basis: ArithmeticBasis,
    recent: list[tuple[Decimal, str, Operand]],
    remembered: list[tuple[str, Derivation]],
    number: Decimal,
) -> tuple[tuple[str, Operand], tuple[str, Operand]] | None:
    """A recent number of this answer plus a value an earlier answer computed that is `number`
    (the `earlier` rule's sum, round 26), or None: none equal, more than one pair equal with
    different operands, a one-digit neighbour of `number` reached by another pair (the chance
    test over every sum tried), or the pair adds a total to one of its own summands."""
    found: tuple[tuple[str, Operand], tuple[str, Operand]] | None = None
    for r_number, r_text, r_operand in recent:
        if r_operand.source != "answer" or r_number <= 0:
            continue
        for e_text, derivation in remembered:
            e_number = as_decimal(e_text)
            if e_number is None or e_number <= 0 or e_text == r_text:
                continue
            total = r_number + e_number
            if total == number:
                if adds_own_summand(basis._remembered, r_text, e_text, r_number, e_number):
                    return None
                if found is None:
                    found = ((r_text, r_operand), (e_text, Operand(
                        e_text, "earlier answer", f"an earlier answer computed {derivation.expression}")))
            elif _one_digit_apart(total, number):
                return None  # the search reaches a neighbour of the value too: chance, not a step
    return found


MIN_EQUATION_GAP_DIGITS: Final = 4  # significant digits a value `_equation_gap` judges needs


def _equation_gap(
    recent: list[tuple[Decimal, str, Operand]],
    equations: list[tuple[str, Derivation]],
    number: Decimal,
) -> tuple[tuple[str, Operand], tuple[str, Derivation]] | None:
    """(round 30) A recent number of this answer less an earlier answer's equation result under the
    digit minimum that is `number` (4 significant digits or more), or None: none, or a one-digit
    neighbour of `number` reached by another difference or sum of the same pool (the chance test:
    small results are cheap to reach)."""
    if digit_count(_print(number)) < MIN_EQUATION_GAP_DIGITS:
        return None
    found: tuple[tuple[str, Operand], tuple[str, Derivation]] | None = None
    for r_number, r_text, r_operand in recent:
        if r_operand.source != "answer" or r_number <= 0:
            continue
        for e_text, derivation in equations:
            e_number = as_decimal(e_text)
            if e_number is None or e_number <= 0 or e_text == r_text:
                continue
            for reached in (r_number - e_number, r_number + e_number):
                if reached == number:
                    if reached == r_number - e_number and found is None:
                        found = ((r_text, r_operand), (e_text, derivation))
                elif _one_digit_apart(reached, number):
                    return None
    return found


def _equation_product(
    recent: list[tuple[Decimal, str, Operand]],
    equations: list[tuple[str, Derivation]],
    number: Decimal,
    clause: list[Decimal] | None = None,
) -> tuple[tuple[str, Operand], tuple[str, Derivation]] | None:
    """(census37) A recent number this answer resolved times an earlier answer's equation result
    under the digit minimum (the result of a step it wrote and the check verified: an operand of
    the next step whatever its digit count) that is `number` (4 significant digits or more), or
    None: none, two pairings give it, or a one-digit neighbour of `number` reached by another
    product, difference or sum of the same pool (the chance test over the whole search).
    (mend37b) Of several earlier values (sibling steps, one a record: `672.0 L` and `361.2 L`), only
    one whose own step writes a number the value's clause writes after it (`clause`: `RSD 1,137,780
    at 43%` and `1,200 × 0.7 × 0.43 = 361.2 L`; a percent as its fraction) is told: another's product
    reaching the value is a pairing too, so none is told."""
    if digit_count(_print(number)) < MIN_EQUATION_GAP_DIGITS:
        return None
    found: tuple[tuple[str, Operand], tuple[str, Derivation]] | None = None
    for r_number, r_text, r_operand in recent:
        if r_operand.source != "answer" or r_number <= 1:
            continue
        for e_text, derivation in equations:
            e_number = as_decimal(e_text)
            if e_number is None or e_number <= 0 or e_text == r_text:
                continue
            for reached in (r_number * e_number, r_number - e_number, r_number + e_number):
                if reached == number:
                    if reached == r_number * e_number:
                        if found is not None or (len(equations) > 1 and not _step_of_clause(derivation, clause or [])):
                            return None  # two pairings give it: no step is told
                        found = ((r_text, r_operand), (e_text, derivation))
                elif _one_digit_apart(reached, number):
                    return None
    return found


def _step_of_clause(derivation: Derivation, clause: list[Decimal]) -> bool:
    """(mend37b) Whether an earlier step's operands hold a number the value's clause writes (itself
    or, for a percent, its fraction: `at 43%` and the step's `0.43`): the record the value is told of."""
    operands = {as_decimal(o.value.replace(",", "")) for o in derivation.operands}
    return any(n in operands or n / 100 in operands for n in clause)


def _named_numbers(
    basis: ArithmeticBasis, answer: str) -> list[tuple[Decimal, str]]:
    """The numbers of the records this answer or the previous one names (`gift_card_3779466`)."""
    if not basis._carriers:
        return []
    out: list[tuple[Decimal, str]] = []
    for text in (answer, basis._previous_text):
        for form in _token_forms(text):
            record = basis._carriers.get(form) if len(form) <= WIDE_ID_CHARS else None
            if record is None:
                continue
            for value, where in record:
                if (value, where) not in out:
                    out.append((value, where))
            if len(out) >= RECORD_NUMBERS:
                return out[:RECORD_NUMBERS]
    return out


def _listed(
    basis: ArithmeticBasis, answer: str, occurrences: list[Occurrence], i: int
) -> list[tuple[Decimal, str, tuple[Operand, ...]]]:
    """Sums of one key over the records the answer names since the number before this one."""
    if not basis._records:
        return []
    floor = occurrences[i - 1].end if i > 0 else 0
    # the records named since the previous amount (or the answer's start)
    for o in reversed(occurrences[:i]):
        if o.amount:
            floor = o.end
            break
    else:
        floor = 0
    names: list[str] = []
    for _, piece in token_spans(answer[floor : occurrences[i].start]):
        form = normalize_token(piece)
        if form in basis._records and form not in names:
            names.append(form)
    if not names or len(names) > MAX_WINDOW:
        return []
    records = [basis._records[name] for name in names]
    out: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
    for path in records[0]:
        if all(path in r for r in records):
            values = [r[path] for r in records]
            total = sum((v for v, _ in values), Decimal(0))
            names_text = " + ".join(_print(v) for v, _ in values)
            out.append((total, names_text, tuple(Operand(_print(v), "result", w) for v, w in values)))
    return out
