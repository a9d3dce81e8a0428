"""`ArithmeticBasis`: what the arithmetic of a run's answers may use (column sums of its results,
named records, stated counts, what earlier answers computed), fed one message at a time, and
`explain`, which tries the rules on an answer's unresolved numbers within the work bounds."""

from __future__ import annotations

import re
from collections.abc import Callable, Container, Iterable, Mapping, Sequence
from datetime import date, datetime, timedelta
from decimal import Decimal
from itertools import islice
from typing import Any, Final

from ..priced_rows import explain_priced_row
from ..carried_totals import CarriedTotals
from ..carried_products import CarriedProducts
from ..carried_differences import CarriedDifferences
from ..carried_sums import CarriedSums
from ..cost_lines import CostLines
from ..period_lengths import PeriodLengths
from ..stated_intervals import StatedIntervals
from ..count_multiples import StatedQuantities
from ..anchored_derivations import rests_on_barred
from ..asked_factors import AskedFactors
from ..stated_formulas import StatedFormulas
from ..record_formulas import RecordFormulas
from ..stated_charges import explain_stated_charge
from ..row_rates import explain_row_rate
from ..stated_multiples import StatedFactor, explain_stated_multiple, stated_multipliers
from ..stated_tiers import StatedTiers
from ..exact_carries import explain_exact_carry
from ..exact_steps import exact_value
from ..worded_products import WordedProducts
from ..stated_shares import StatedShares
from ..joined_rows import explain_joined_rows
from ..stated_doses import StatedDoses, StatedRoundings
from ..yield_backs import StatedYields
from ..container_counts import StatedContainers
from ..print_sizes import StatedSizes
from ..item_prices import explain_per_item
from ..coordinates import explain_decimal_degrees
from ..fraction_shares import explain_fraction_of
from ..worded_multiples import explain_worded_multiple
from ..ledger_percents import explain_ledger_percent
from ..rate_classes import RecordRates, explain_rate_class
from ..rated_subtotals import explain_rated_part, explain_rated_subtotal
from ..two_steps import TWO_STEP_TRIES_PER_UNIT, carried_numbers, explain_two_step
from ..unit_gaps import UnitGaps
from ..reading_series import ReadingSeries
from ..measure_rates import explain_measure_rate
from ..unit_carries import explain_unit_carry
from ..band_widths import explain_band_width
from ..unit_costs import explain_unit_cost
from ..container_quotients import explain_container_quotient
from ..range_scales import explain_range_scale
from ..sized_products import StatedMeasures
from ..whole_containers import WholeContainers
from ..pack_products import StatedPacks
from ..minor_products import explain_minor_unit
from ..stacked_products import explain_stacked_product
from ..area_products import explain_area_product
from ..piece_totals import explain_piece_total
from ..carried_ratios import CarriedRatios
from ..clock_shifts import explain_shift
from ..stated_terms import result_terms
from ..working_days import closed_in_result
from ..range_steps import range_end_step
from ..date_steps import MAX_SPANS, MAX_STEPS, Span, add_months, find_step, spans_in
from ..decimal_text import digit_replaced
from ..decimal_comma import comma_text_cached
from ..durations import durations_in, explain_clock
from ..glued_clocks import H_CLOCK
from ..clock_gaps import explain_clock_gap
from ..yearless_words import yearless_in
from ..written import _MONTH, _WORDS_TOO, may_name_a_month
from ..worded_dates import may_write_a_worded_date, worded_dates
from ..expressions import CARRIED_PRECISION, Relation, close_enough, evaluate
from ..group_sums import GroupedParts
from ..amounts import MONEY_SIGN_CLASS
from ..glued_amounts import is_currency_word
from ..layout import Layout, sentence_start
from ..keyed_operands import KeyedNumbers, explain_keyed
from ..rate_steps import MAX_EARLIER as RATE_EARLIER, StatedRates, explain_rate_step
from ..rate_factors import explain_rate_factor
from ..stated_adjustments import explain_adjusted_price
from ..weighted_means import explain_weighted_mean
from ..unit_quotients import explain_unit_quotient
from ..latest_conversions import explain_latest_conversion
from ..earlier_rests import explain_earlier_rest
from ..ramp_totals import explain_ramp_total
from ..whole_shares import explain_share
from ..share_parts import CarriedParts, fraction_of_known
from ..inch_fractions import converted_fraction, is_inch_fraction, measured_numerator
from ..ago_durations import explain_ago
from ..asked_shifts import explain_asked_shift, explain_continued_shift, settled_clock
from ..shown_lengths import Tiers
from ..stated_shifts import StatedShifts, explain_stated_shift, shown_slip
from ..leg_sums import LegTables, explain_leg_sum
from ..record_ends import TimedRecords, explain_dot_clock_end, explain_four_digit_end, explain_record_end
from ..length_sums import ListedLengths
from ..billed_steps import BillingSteps
from ..clock_chains import explain_clock_chain, refuted_clock
from ..listed_steps import explain_listed_steps
from ..clock_offsets import StatedSteps, explain_clock_offset, explain_round_up
from ..slashed_dates import numeric_month_days
from ..compact_dates import year_first, year_first_dates
from ..clock_leads import LeadClocks, explain_lead, hour_minutes
from ..time_left import explain_time_left
from ..duration_steps import KnownDurations
from ..schedule_steps import RecordDurations, explain_schedule_step
from ..in_order import explain_in_order
from ..contrasted_gaps import explain_contrasted_gap
from ..labelled_subtotals import explain_labelled_subtotal
from ..count_divisions import explain_count_division
from ..pack_counts import PackCounts
from ..sibling_changes import SiblingNumbers, explain_sibling_change
from ..earlier_builds import explain_earlier_build
from ..period_scaled import explain_period_scaled
from ..compound_growth import explain_compound
from ..month_shares import explain_month_share
from ..count_shares import explain_count_share
from ..span_paces import SpanPaces
from ..priced_chains import explain_priced_chain, explain_scheduled_price
from ..fee_schedules import UNIT_PERCENT, FeeSchedule
from ..ledger_totals import explain_ledger_total
from ..item_subsets import ItemSubsets
from ..corrected_totals import CorrectedTotals
from ..paused_ends import explain_paused_end
from ..row_records import line_codes, line_names, named_record_counts, named_record_dates, named_record_days
from ..row_steps import RowSteps
from ..policy_chains import PolicySteps, explain_policy_chain
from ..dollar_codes import coded_dollar_number
from ..locales import english_of, english_text, locale_readings, writes_grouped_comma
from ..means import CarriedMeans
from ..named_gaps import NamedRecords
from ..decimal_comma import money_after, unit_after
from ..normalize import normalize_token
from ..text_memo import TextMemo
from ..numeric_dates import NUMERIC_DATE as _NUMERIC_DATE, NUMERIC_DATE_IN as _NUMERIC_DATE_IN, answer_order, numeric_date, step_orders
from ..counterparts import counterparts_of
from ..quoted_rates import QuotedRates
from ..rates import CarriedRates
from ..record_gaps import CarriedItems
from ..rounded_steps import MAX_ROUNDED, rounded_results, rounded_value
from ..series_sums import row_cells
from ..served import Served, js_items
from ..stamp_gaps import CarriedGaps, explain_gap, explain_summed_total
from ..stored_values import held_amount
from ..switch_gaps import NamedRecords as SwitchRecords
from ..yaml_dumps import dump_records
from ..text_tables import table_records
from .tables import derived_cells
from ..zone_shifts import explain_zone_shift
from ..time_sums import explain_clock_sum, to_the_second
from ..work import UNBOUNDED, RuleWork
from ..zero_places import keeps_written_zeros
from .values import Derivation, Operand, _Aggregate, Occurrence, EarlierValue, equal_at, decimal_places, _print, as_decimal, point_thousands_result
from .cues import COMPUTED_HERE, GLUED_PER_TIME, MAX_COUNT, MAX_PERCENTS, MAX_SHORT_FACTOR, MAX_SHORT_FACTORS, MIN_COUNT, RECORD_NUMBERS, _CLOCK_RULES, _COUNT_WORDS, _PERCENT, _QUOTE
from .reading import AnswerReading, _counts_in, _names_in, _names_of, carried_neighbours, number_occurrences, one_digit_off
from .wide import MAX_TAKEN_NEIGHBOURS, explain_wide, local_slip, rate_forms
from .run_rules import _exact_of, _unit_numbers
from .narrow import cell_equation_rule, explain_narrow, written_operands_known
from .products import CarriedRateKeys, _rate_rule


# The rules' work on one answer: each value they try scans the answer's numbers and written steps,
# so an answer of thousands of unexplained numbers costs their square (600 numbers: 2.5 s; 5,000:
# minutes). Each try spends the answer's numbers + steps; once an answer has spent this, its values
# not yet explained stay unexplained (judged without the rules: flagged unless grounded). A try
# also reads the value's sentence and line: 1 per 32 characters of the answer. The dev corpora's
# costliest answer spends under 5,000 (30 tries, 29 numbers, 1.3 KB). The clock and date rules (`explain_clocks`,
# `explain_dates`) read the whole answer for each value: 1 + 1 per 8 characters, each its own count.
MAX_ARITHMETIC_WORK: Final = 200_000
# The rules that compute a date in words (gate._DATE_RULES): an earlier answer's a later may repeat (round 21).
_DATE_RULES: Final = frozenset({"date-step", "date-span", "date-shift", "day-offset", "weekday-step", "monthly-step", "working-days", "weekly-step", "session-day",
                               "midnight-step"})  # (coffee38) a date reached across midnight, restated or stepped on
# A date's year written after its day (`March 29, 2026`): read off for its month and day.
_YEAR_WRITTEN: Final = re.compile(r",?[ \t]+(?:19|20)[0-9]{2}(?![0-9])")
# The rules read the whole answer (its equations, tables, sentences) before any value, about 17 us
# a character at worst (a megabyte of `1,1,1...`, `1 x 1 x ...`: 20 s): an answer longer than this
# is judged without them (each of its values flagged unless grounded). The reading ceiling reads
# 20,000 tokens, about this many characters of prose.
MAX_ARITHMETIC_CHARS: Final = 100_000
# (round 34) A value of more digits than this is no quantity anyone computes: a pasted digit run, an
# id, a key (a computed amount of trillions with cents has 15). The rules are not asked about it (it
# stays flagged unless grounded): each rule's chance test reads its ~9 x n one-digit neighbours of n
# digits each, the square of its length (8,000 digits: 7.5 s; 50,000: gigabytes of neighbours).
MAX_COMPUTED_DIGITS: Final = 40
MAX_AGGREGATES: Final = 64  # column sums kept per run (the first ones): a bound on what it can excuse
MAX_SUMMED: Final = 6  # elements a column sum may add: a booking's flights or payments, not a search's offers
MAX_ASKED_BEFORE: Final = 3  # (terse44) the person's texts before the question kept, the latest first: where a terse price reply finds its count
MAX_RECORDS: Final = 5_000  # identified objects kept per run
MAX_PREVIOUS: Final = 24  # numbers of the previous answer remembered
MAX_ASKED: Final = 4  # (round 19) numbers of the person's last text kept as wholes of `rest-of-whole`
MIN_ASKED: Final = 10  # ... from 10 up (a digit is a count or an index, no whole)
_A_YEAR: Final = re.compile(r"(?:19|20)[0-9]{2}")  # a plain year is no whole
MAX_REMEMBERED: Final = 256  # computed values of the run's earlier answers remembered (`repeat`; (long40) the latest)
# (round 33) a number written as a percent (`40% deposit`, `40 percent`)
_PERCENT_AFTER: Final = re.compile(r"[ \t\u00a0]?(?:%|percent\b|per cent\b)")


def money_column(layout: Layout, at: int) -> bool:
    """(census36) Whether the number at `at` is a table cell under a header that names money (`Net €`,
    `Amount (USD)`): an amount written bare in its cell, as a copied CSV row's `139.00` is."""
    cell = layout.cell(at)
    if cell is None:
        return False
    header = layout.header(cell)
    return _MONEY_SIGN.search(header) is not None or any(is_currency_word(w) for w in _HEADER_WORD.findall(header))


_MONEY_SIGN: Final = re.compile("[" + MONEY_SIGN_CLASS + "]")
_HEADER_WORD: Final = re.compile(r"\b[^\W\d_]{1,4}\b")


def _is_percent(text: str, o: Occurrence) -> bool:
    """(round 33) Whether a number is written as a percent (`40%`, `40 percent`)."""
    return text[o.start:o.end].endswith("%") or _PERCENT_AFTER.match(text, o.end) is not None


def _policy_numbers(text: str) -> tuple[tuple[str, bool], ...]:
    """(speed43) The numbers a system prompt states (in its English spelling), each with whether it
    is written as a percent, in text order: what `_add_system_text` keeps. Pure."""
    english, _ = english_text(text[:MAX_SAID_TEXT])
    return tuple((o.value, _is_percent(english, o)) for o in number_occurrences(english, full=False))


# (speed43) those of the rules texts read lately: each case of a run reads its rules text again
_POLICY_NUMBERS: Final[TextMemo[tuple[tuple[str, bool], ...]]] = TextMemo(entries=16, chars=1 << 20)


MAX_RUN_NUMBERS: Final = 20000  # (mend41a) the run's numbers kept for `listed-steps`' durations
_PLAIN_NUMBER: Final = re.compile(r"(?<![0-9.])[0-9]+(?:\.[0-9]+)?(?![0-9])")
# (mend46a) where a clock rule's duration operand says the answer or a person wrote it, and how
MAX_RUN_MINUTES: Final = 256  # (mend46a) the run's stated durations kept for a clock step's duration
MAX_KEYED_STEPS: Final = 4096  # (mend46a) nodes of a parsed result walked for its keyed durations
MAX_DURATION_TEXT: Final = 1 << 15  # (mend46a) characters of a system prompt read for its durations
# (mend46a) a result's key naming a duration's unit: `crossing_min`, `duration_minutes`, `drive_h`, `hours`
_KEYED_DURATION: Final = re.compile(r"(?:\A|[_\W])(min|mins|minutes?|h|hrs?|hours?)\Z|\A(?:duration|length)(?:_|\Z)", re.IGNORECASE)
# (mend46a) where an answer's own result starts: after `=`, `≈` or `→` and any spaces or emphasis
_RESULT_MARK: Final = re.compile(r"[=\u2248\u2192][ \t\u00a0*_]*")
_NUMBER_GOES_ON: Final = re.compile(r"[0-9]|[.,][0-9]")


def _written_result(answer: str, written: str) -> bool:
    """(mend46a) Whether `answer` writes the first number of the duration `written` (`315` of `315
    min`) as the result of its own arithmetic, right after `=`, `≈` or `→` (`× 35 min = 315 min`)."""
    number = _PLAIN_NUMBER.search(written)
    if number is None:
        return False
    digits = number.group(0)
    for mark in _RESULT_MARK.finditer(answer):
        end = mark.end() + len(digits)
        if answer.startswith(digits, mark.end()) and _NUMBER_GOES_ON.match(answer, end) is None:
            return True
    return False


# (mend46a) a number's neighbours that make it a piece of a date or a clock (`2027-09-30`, `22:40`, `19/08`)
_DATE_PIECE: Final = re.compile(r"[-/:][0-9]")
_PIECE_BEFORE: Final = re.compile(r"[0-9][-/:]\Z")
_SAID_DURATION: Final = re.compile(r"\A(?:stated as|the value's line writes|the row states it:) ['\"](.*)['\"]\Z")


# (mend46b) a date's parts are no quantity the run gives (the `30` and `9` of `deliver by
# 2027-09-30`, the `9` of `9 August`): an ISO date, a slashed or dotted one with its year, a month's
# name with its day (and year); other languages' by `worded_dates`
_DATE_PART: Final = re.compile(
    r"(?<![0-9])[12][0-9]{3}-[01]?[0-9]-[0-3]?[0-9](?![0-9])"
    r"|(?<![0-9.,/])[0-3]?[0-9][/.][01]?[0-9][/.][12][0-9]{3}(?![0-9])|(?<![0-9.,/])[0-3]?[0-9]/[01]?[0-9]/[0-9]{2}(?![0-9/])")
_WORD_DATE: Final = re.compile(
    rf"(?<![A-Za-z0-9])(?:({_MONTH})\.?[ \t\xa0\u202f]+[0-3]?[0-9](?:st|nd|rd|th)?(?:,?[ \t\xa0\u202f]+[12][0-9]{{3}})?(?![0-9])"
    rf"|[0-3]?[0-9](?:st|nd|rd|th)?[ \t\xa0\u202f]+(?:of[ \t\xa0\u202f]+)?({_MONTH})\.?(?:,?[ \t\xa0\u202f]+[12][0-9]{{3}})?(?![A-Za-z0-9]))",
    re.IGNORECASE)


def date_spans(text: str) -> list[tuple[int, int]]:
    """(mend46b) Where `text` writes a date (`_DATE_PART`, `_WORD_DATE`, `worded_dates`), in text
    order: the numbers in them are a day, a month or a year, not a quantity."""
    spans = [m.span() for m in _DATE_PART.finditer(text)] if ("-" in text or "/" in text or "." in text) else []
    if may_name_a_month(text):
        for m in _WORD_DATE.finditer(text):
            name = m.group(1) or m.group(2) or ""
            if not (name.islower() and name in _WORDS_TOO):  # `it may 3 times` names no May
                spans.append(m.span())
    if may_write_a_worded_date(text):
        spans.extend((d.start, d.end) for d in worded_dates(text))
    spans.sort()
    return spans


def plain_number(written: str) -> str:
    """(mend41a) A decimal written as its plain form: no leading zeros, no trailing zeros after the point."""
    whole, _, frac = written.partition(".")
    frac = frac.rstrip("0")
    whole = whole.lstrip("0") or "0"
    return f"{whole}.{frac}" if frac else whole


MAX_DERIVED_ANSWERS: Final = 3  # (kiln43) answers whose derived table cells are kept for `group-cells`
MAX_STATED_UNITS: Final = 24  # (kiln43) quantities with a unit the rules and the person state kept for `convert`
MAX_STATED: Final = 256  # numbers kept of what people said, and of each of the last answers (`_stated`)
MIN_STATED: Final = 10  # the least operand under the digit minimum that `_stated_operands` takes
STATED_ANSWERS: Final = 2  # earlier answers whose written numbers may be operands under the digit minimum
# (pool39) `repeat` over the whole run's pool: a value computed more than REPEAT_RECENT answers back
# is repeated only where the answer writes one of its operands, or it was computed from operands its
# own answer wrote and its band holds fewer than one older value in REPEAT_ODDS (`_repeat_in_reach`)
REPEAT_RECENT: Final = 4
REPEAT_ODDS: Final = 1000
# the sources of operands an answer wrote itself (or counts it stated): no pool was searched for them
_WRITTEN_SOURCES: Final = frozenset(("answer", "count", "written"))
_BAND_NUMBER: Final = re.compile(r"-?([0-9]*)(?:\.([0-9]+))?")


def _band(value: str) -> tuple[int, int] | None:
    """(pool39) A value's magnitude band: its integer digits (no leading zeros) and its places; None
    for what is no plain number."""
    match = _BAND_NUMBER.fullmatch(value)
    if match is None or not value.strip("-."):
        return None
    return len(match.group(1).lstrip("0")), len(match.group(2) or "")


# An identifier a record carries: letters and digits, both, 4-34 characters (`HAT266`, `ZFA04Y`, an IBAN).
_RECORD_ID: Final = re.compile(r"(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{4,34}", re.ASCII)
# In a text result's line: an identifier (`AF456`, `BK10293`) and `Key: number` pairs (`Price: 180.0`),
# a number that is not the start of a date, a clock or a phone number.
_LINE_ID: Final = re.compile(
    r"(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{4,34}(?![A-Za-z0-9_-])", re.ASCII
)
_LINE_NUMBER: Final = re.compile(r"([A-Za-z][A-Za-z _]{0,30}):[ \t]*(-?[0-9]+(?:\.[0-9]+)?)(?![0-9.:/-])", re.ASCII)
_WEEK: Final = re.compile(r"\b(?:week|weekly|weeks)\b", re.IGNORECASE)


# The rules that may take an operand under the digit minimum (`_stated_operands`): sums and differences.
_STATED_RULES: Final = frozenset(("total", "pair", "compared", "label", "written", "series", "even-split", "section-total", "adjusted-total", "stated-change", "in-order", "swapped-item", "rest-of-whole", "rest-share",
                           "average", "spread",  # (round 22) a mean or a spread of replicates written `22.40`
                           # (round 30, rates30) a cell over cells whose headers name the units its own header
                           # divides by (`per resident per day` over `residents` 46 and `days` 28): the header names
                           # each divisor, as no product of a quantity and a price does (`| 15 GB | $75.00 |`)
                           "row-ratio",
                           # (round 33) a column times a number stated before its table, every row the same
                           # product (`Pay: 85 toman a knot.` then `| 201,300 | 17,110,500 |`; tables.py)
                           "column-factor",
                           # (trek34) a bill's total with one line replaced by the amount the answer wrote for
                           # it (`by the rule it is 120.00`): the bill's lines, summed to its total, bound it
                           "corrected-total",
                           # (older41b) a quantity times a price the answer writes in pence or cents, in
                           # pounds or dollars (`For 42 kWh ... (38.6085p): £16.22`): the minor unit written
                           # names the price, the pool's chance test bounds the quantity (minor_products.py)
                           "minor-product",
                           # (piano34) a column of the table just before it summed (`| 24.50 |` of a bill's
                           # lines, carried, under the digit minimum: `The corrected total is EUR 498.50`)
                           "column",
                           # (bell40) a step written out beside the value, its rounded operand at its exact
                           # value (`52,66 кг × 96 = 5 055,32`: exact_steps.py), as `written` takes its operands
                           "exact-step",
                           # (older41) a table's calculation cell and its result cell (`| 3 × 7 h × 590 | 12,390 |`):
                           # the cell writes every operand and its operation out, as `written` does
                           "cell-equation",
                           # (shares44) an input got back over a stated share from a quantity its line writes
                           # before it in the value's unit (`Bottled: 125.0 kg; oil before bottling 130.21 kg`):
                           # the unit worn by both and the stated percent bound it (stated_shares.py)
                           "stated-share"))


# (tiers44) rules whose operands under the digit minimum are taken on the second pass where the run
# gives each (a result carries it, or a person or the rules state it: `gives_number`): a stated
# tariff or tier worked on a quantity a result carried (`| 168 | ... | 154.80 |` for 168 kg picked;
# `12 - 7 = 5 ... USD 175` for a 12-day trek), every other number the rules' own
_RUN_GIVEN_RULES: Final = frozenset(("stated-charge", "stated-tier", "exact-carry"))


def _stated_share(derivation: Derivation, resolved: Container[str], carried: Container[str] | None,
                  policy: Container[str]) -> bool:
    """(sawmill38) A `ratio` that is a share (`22.5 of 24 m³ (93.75%)`: the smaller of the last two
    numbers of its sentence over the larger, x 100, at the places written) takes operands under the
    digit minimum a result carried or the system prompt states (`policy`; not a number an earlier
    answer only wrote), as `rest-share` does: the share's own digits are the evidence. (census39) So
    does a `container-count` (`615 kg, 2,460 jars` for `Jars hold 250 g`): the quantity a result
    carried over the size the rules state."""
    if derivation.rule == "container-count":  # (census39) its quantity; the size is the rules' or the person's
        quantity = derivation.operands[0].value
        return carried is not None and (quantity in resolved or quantity in carried)
    return derivation.rule == "ratio" and " x 100 = " in derivation.expression and carried is not None and all(
        o.value in resolved or o.value in carried or o.value in policy for o in derivation.operands)


def _stated_price(derivation: Derivation, stated: Container[str], unit_prices: Container[Decimal] = (),
                  carried: Container[str] | None = None, cells: Container[str] = ()) -> bool:
    """(round 30) Whether a `quantity` product takes a stated number under the digit minimum only as
    its unit price, an amount its sentence writes with a currency (`The other 44.5 m³ at KES 53:
    KES 2,358.50`, the price a tariff states): the count is the answer's own, as in any product; a
    stated count or cell (`| 15 GB | $75.00 |`, no 5 x 15) stays refused. (surgical37) So does a
    `table` row's product of two of its cells where the stated one is a unit price the system prompt
    states with its currency and its unit (`30 PKR a piece`: `carried_products.stated_prices`) and
    the other is a number a result carries (a CSV row's cell too) or no stated one (`| Shahid | scissors | 96 | 30 | 2,880 |`
    for a carried 96): the row writes both operands, the price is the rules' own, not a count or a
    size; two stated prices (`| 22 | 30 | 660 |`) stay refused. (tannery41) So does `row-product`'s (`| 54.25 |
    39.20 | 2,126.60 |` under `m² | KM/m² | Value KM`: a fraction in both cells), on the same terms."""
    if len(derivation.operands) != 2:
        return False
    if derivation.rule in ("table", "row-product"):  # (tannery41) a row's quantity x its rate column's price too
        first, second = derivation.operands
        for price, count in ((first, second), (second, first)):
            if price.value in stated and as_decimal(price.value) in unit_prices \
                    and as_decimal(count.value) not in unit_prices and (
                    count.value not in stated or (carried is not None and count.value in carried) or count.value in cells):
                return True
        return False
    if derivation.rule != "quantity":
        return False
    count, price = derivation.operands
    return count.source == "count" and count.value not in stated and price.value in stated


# (speed20) The spans each system prompt states, for the texts read lately (text_memo.py): a
# corpus's runs repeat their system prompt, `check_answer` feeds it once per pass, and reading a
# policy's spans cost about 4 ms a time on the held-out runs' policies.
_POLICY_SPANS: Final[TextMemo[tuple[Span, ...]]] = TextMemo(entries=64, chars=262_144)


def stated_policy_spans(text: str) -> tuple[Span, ...]:
    """The spans a system prompt states (date_steps.py, round 18), in order; not one counted `a` or
    `an` (`$10 a Day`, `an hour`: a policy's rate, not a span)."""
    return _POLICY_SPANS.read(text, _policy_spans)


# (integrator, round 40) a span the rules write as a threshold (`a stay of 10 days or more has 15%
# off`): a bound a count meets, no step of a date (heldout38 boat: `18 Mar` -> `28 Mar` was excused as
# 18 March + 10 days)
_THRESHOLD_AFTER: Final = re.compile(r"[ ]+(?:or (?:more|longer|over|above)|and (?:over|above|more)|\+)", re.IGNORECASE)


def _only_a_threshold(text: str, written: str) -> bool:
    ends = [m.end() for m in re.finditer(re.escape(written), text)]
    return bool(ends) and all(_THRESHOLD_AFTER.match(text, end) is not None for end in ends)


def _policy_spans(text: str) -> tuple[Span, ...]:
    return tuple(
        span for span in spans_in(text, 0, min(len(text), MAX_SAID_TEXT), "the system prompt states it")
        if span.written.split()[0].lower() not in ("a", "an") and not _only_a_threshold(text, span.written)
    )


MAX_FINER: Final = 64  # (brandy36) earlier computed values tried for a restatement at more places


class ArithmeticBasis:
    """What the arithmetic of a run's answers may use: column sums of its results, stated counts,
    and the values earlier answers computed. Fed one message at a time, in order."""

    __slots__ = (
        "_aggregates", "_counts", "_remembered", "_results", "_records", "_previous", "_previous_text", "_cited",
        "_durations", "_run_numbers", "_run_quantities", "_run_minutes", "_remembering", "_unread", "_carriers", "_percents", "_previous_unsettled", "_quantities",
        "_rates", "rate_keys", "_day_spans", "_user_spans", "_policy_spans", "_result_spans", "_closed_days", "_tabled", "_said_amounts", "_asked", "_stamps", "work", "_carried_rates", "_carried_means",
        "_stated", "_policy_stated", "_policy_texts", "record_rates", "_before_previous", "_before_previous_text", "_previous_copied", "_before_previous_copied", "_balances", "_items", "_carried_totals", "carried_ratios", "carried_products", "carried_differences", "carried_sums", "item_subsets", "corrected_totals", "row_steps", "cost_lines", "period_lengths", "unit_gaps", "reading_series", "stated_intervals", "stated_quantities", "stated_doses", "stated_yields", "stated_roundings", "stated_containers", "stated_sizes", "stated_packs", "whole_containers", "print_sizes", "fee_schedule", "_cells", "_groups", "_named",
        "_switch_named", "_previous_lines", "_pending", "today", "_quoted_rates",
        "_counterparts", "recheck_narrow", "keyed", "stated_rates", "paces", "clock_leads", "stated_shifts", "leg_tables", "schedule_records", "timed_records", "listed_lengths", "billing_steps", "clock_steps", "sibling_numbers", "pack_counts", "share_parts",
        "answer_written", "_answer_at", "_step_at", "_written_of", "_written", "_rounded_at", "_rounded", "_answers", "_question", "_asked_before", "_equations", "_steps", "policy_steps", "_previous_amounts", "now",
        "_resolved_counterparts", "derived_here", "_unread_terms", "_verifying", "_verified", "known_durations", "_locale_numbers", "_log", "_latest_result", "_latest_carried", "_stated_percents", "asked_factors", "stated_formulas", "record_formulas", "_multipliers", "stated_units", "_derived_cells", "worded_products", "stated_shares", "stated_tiers",
    )

    def user_spans(self) -> list[Span]:
        """The spans of days to years the user stated (date_steps.py): word dates' steps (round 16)."""
        if self._log is not None:
            self._wake()
        self._read_pending()
        return list(self._user_spans)

    def hour_tiers(self) -> Tiers:
        """(mend39a, review39 D1) The counts the system prompt states as tiers of one step, with their
        bounds (`stated_shifts.stated_tiers`): a date's shown step takes one from a row only where it fits."""
        if self._log is not None:
            self._wake()
        return self.stated_shifts.tiers

    def whole_day_hours(self) -> frozenset[int]:
        """(mend44c, review44 D4) The counts of whole days of hours the system prompt states (minutes,
        `StatedShifts.whole_days`): a date's shown step over whole days takes only one of them."""
        if self._log is not None:
            self._wake()
        return self.stated_shifts.whole_days

    def policy_spans(self) -> list[Span]:
        """(round 18) The spans of days to years the system prompt states (`Certificates are valid
        for one year from issue`): tried when the answer's and the user's spans reach no known date."""
        if self._log is not None:
            self._wake()
        return list(self._policy_spans)

    def _row_cells(self, answer: str, at: int) -> list[str] | None:
        """(seed40, mend40b) The cells of the table row holding `answer[at]`, for the one record of the
        latest result it names (`row_bases`, `row_counts`); None when no result was read yet or `at`
        is in no table."""
        if self._log is not None:
            self._wake()
        if self._latest_result is None or "|" not in answer:
            return None
        layout = Layout(answer)
        cell = layout.cell(at)
        if cell is None:
            return None
        return [answer[a:b] for column in range(layout.columns(cell.table))
                if (bounds := layout.span(cell.table, cell.row, column)) is not None for a, b in (bounds,)]

    def row_bases(self, answer: str, at: int) -> tuple[str, ...]:
        """(seed40) The ISO dates of the one record of the latest result the table row holding
        `answer[at]` names by a cell (`row_records.named_record_dates`: `| HK-0388 | ... | 3 Feb |`
        over a CSV's `HK-0388,...,2027-01-20`), for a yearless date's step (`word_dates`); () when
        `at` is in no table, or the row names no record or several."""
        cells = self._row_cells(answer, at)
        if cells is None and self._latest_result is not None:  # (_row_cells woke the log)
            # (tannery41) or the list line holding it, by its codes and label (`- P-01 (RH-0215): **12 March**`)
            cells = line_names(answer, at) if "|" not in answer[answer.rfind("\n", 0, at) + 1 : at] else None
        if cells is None:
            return ()
        return named_record_dates(cells, self._latest_result)

    def line_days(self, answer: str, at: int) -> tuple[str, ...]:
        """(mend45d, review45b D1) The ISO days (its dates', its timestamps') of the one record of the
        latest result that the codes of the line holding `answer[at]` name, before it (`SH-89 ...
        tarehe 21 Agosti; siku 10 → **31 Agosti 2027**` over `{"shipment": "SH-89", "departs":
        "2027-08-21T05:30"}`: `row_records.named_record_days`), for `word_dates.chain_step`'s base:
        () when no result was read yet, or the line's codes name no record or several."""
        if self._log is not None:
            self._wake()
        if self._latest_result is None:
            return ()
        return named_record_days(line_codes(answer, at), self._latest_result)

    def row_counts(self, answer: str, at: int) -> tuple[tuple[str, int], ...]:
        """(mend40b, review40 D2) The whole numbers (key, count) of the one record of the latest result
        the table row holding `answer[at]` names by a cell (`row_records.named_record_counts`), for
        `row_day_counts`' count cell; () when `at` is in no table, or the row names no record or several."""
        cells = self._row_cells(answer, at)
        if cells is None:
            return ()
        return named_record_counts(cells, self._latest_result)

    def result_spans(self) -> list[Span]:
        """(round 23) The terms of days to years the run's results state (stated_terms.py: `"months":
        6`, a `years` column, `Paiement à 30 jours`): tried alone, after the policy's."""
        if self._log is not None:
            self._wake()
        if self._unread_terms:
            self._read_terms()
        return list(self._result_spans)

    def closed_days(self) -> list[str]:
        """(round 23) The ISO days the run's results call closed (`Site closed: Fri 2026-11-13`)."""
        if self._log is not None:
            self._wake()
        if self._unread_terms:
            self._read_terms()
        return list(self._closed_days)

    def add_policy_spans(self, text: str) -> None:
        """Read the spans a system prompt states (date_steps.py, round 18), the first `MAX_SPANS`;
        not one counted `a` or `an` (`$10 a Day` is a rate)."""
        if self._log is not None:
            self._log.append((self._add_policy_spans, (text,)))
        else:
            self._add_policy_spans(text)

    def _add_policy_spans(self, text: str) -> None:
        for span in stated_policy_spans(text):
            if span not in self._policy_spans and len(self._policy_spans) < MAX_SPANS:
                self._policy_spans.append(span)

    def __init__(self, work: RuleWork | None = None) -> None:
        self.today: date | None = None  # the run's stated today, for `day-count` (day_counts.py, round 11)
        self.now: datetime | None = None  # round 18: the run's stated now with its clock (ago_durations.py)
        # the run's budget for the rules' work (work.py): each reading and try takes its units
        self.work = work if work is not None else RuleWork(UNBOUNDED)
        # (tests) run the narrow rules twice on every try and raise if the second run's derivation or
        # charge differs: the invariant `NarrowTries` relies on (tests/evidence/test_narrow_reuse.py)
        self.recheck_narrow = False
        # (speed27) what the basis is fed, kept in order until its first question (`_wake`): (speed30)
        # each feed a bound method and its arguments, not a closure, so a copy of the basis
        # (`copy.deepcopy`, auditor._fed_from) replays its feeds on itself, not on the basis copied
        self._log: list[tuple[Callable[..., None], tuple[Any, ...]]] | None = []

    def _wake(self) -> None:
        """(speed27) Build the basis and read what it was fed, in the order it came: the run's first
        question does it, so a run (or check_answer's deferred pass, whose questions go to
        `auditor._Watched`) that never asks builds and reads nothing. Exact by construction: every
        feed method reads its own arguments and the basis's state only (never `today`, `now`,
        `work` or `recheck_narrow`, the attributes set outside it, and nothing a question changes
        but what a question would read first anyway), and nothing reads the state before a
        question wakes it; so the state the first question finds is the one the feeds, run at
        once in the same order, would have built. The log is taken before the replay: a feed
        replayed runs at once."""
        log, self._log = self._log, None
        self._build()
        for feed, arguments in log or ():
            feed(*arguments)

    def _build(self) -> None:
        self._aggregates: list[_Aggregate] = []
        self._counts: dict[int, Operand] = {}
        self._remembered: dict[str, Derivation] = {}  # what the run's earlier answers computed
        # (bell40) the last answer's own derivations, from its full explain (more than one value asked, none
        # barred), with the text they were read in: `exact_steps` reads a step's rounded operand's derivation
        # when a one-digit variant of the step's result is asked alone (gate's `explains`)
        self.derived_here: tuple[str, dict[str, Derivation]] = ("", {})
        self._remembering: dict[str, Derivation] = {}  # what the answer being recorded computed
        # (round 16) which answer (from 0) computed each remembered value, the answers given so
        # far, and the person's last text: for the rules that build on an earlier total (earlier_builds.py)
        self._answer_at: dict[str, int] = {}
        self._step_at: dict[str, int] = {}  # (pool39) which answer wrote each equation's first step (`_steps`)
        self._written_of = ""  # (pool39) the answer whose written numbers `_written` holds
        self._written: frozenset[str] = frozenset()
        self._rounded_at = -1  # (long40) the answers given when `_rounded` was read (`_earlier_rounded`)
        self._rounded: list[str] = []
        self._answers = 0
        self._question = ""
        self._asked_before: tuple[str, ...] = ()  # (terse44) the person's texts before the question, the latest first (`MAX_ASKED_BEFORE`)
        self._latest_result: Served | None = None
        self._latest_carried: list[tuple[Decimal, str]] | None = None  # its numbers, read when first asked
        self._equations: dict[str, Derivation] = {}  # earlier answers' equations whose results are no candidate
        self._steps: dict[str, Derivation] = {}  # (round 18) earlier answers' equations' first steps (`2 x 35`)
        self._results = 0
        # identifier -> the numbers of the latest object that carried it (`HAT266` -> prices.economy)
        self._records: dict[str, dict[str, tuple[Decimal, str]]] = {}
        # identifier -> the numbers of every object that carried it (a gift card's balance in the
        # profile, its refunds in a payment history), for the `record` rule
        self._carriers: dict[str, list[tuple[Decimal, str]]] = {}
        # the numbers the previous answer stated and resolved: a later answer's remainders start there
        self._previous: list[EarlierValue] = []
        self._before_previous: list[EarlierValue] = []  # the same of the answer before it (`spread`)
        # (census37) the numbers under the digit minimum an answer computed and the check verified
        # (`_own_verified`: an equation's result over known operands, a table's derived cell or
        # total row): by the text `explain` read, until the answer is recorded; then, for each of the
        # last STATED_ANSWERS answers, the ones it wrote (`_promoted`)
        self._verifying: dict[str, set[str]] = {}
        self._verified: list[frozenset[str]] = []
        # (census36) the numbers each of the two copied from a result, no candidates of theirs (a CSV
        # row's cells in its table): operands of `conversation`'s chance-tested pairs only
        self._previous_copied: list[EarlierValue] = []
        self._before_previous_copied: list[EarlierValue] = []
        self._previous_amounts: frozenset[Decimal] = frozenset()  # (round 18) the numbers it wrote as amounts (`in-order`)
        self._previous_text = ""
        self.answer_written = ""  # (mend38b) the answer `explain` reads, as written (before its English respelling)
        self._counterparts: dict[str, list[str]] | None = None  # the previous answer's (`counterpart`, counterparts.py), read on first use
        # (round 23) those resolved (`resolved_counterparts`), for the carried set and the previous
        # answer's numbers they were read with: read once per `explain`, not once per value tried
        self._resolved_counterparts: tuple[Container[str] | None, list[EarlierValue], dict[str, list[str]]] | None = None
        self._previous_lines: tuple[str, list[tuple[Decimal, str, frozenset[str]]]] = ("", [])  # (its text, its numbers and lines: `per-party`)
        self._before_previous_text = ""  # the answer before the previous one (`_gap_to_named_earlier`)
        # identifier -> its latest carried `balance` (a gift card's, an account's): `_new_balance`
        self._balances: dict[str, tuple[Decimal, str]] = {}
        self._previous_unsettled: Container[str] = ()  # the previous answer's flagged numbers
        self._percents: list[tuple[Decimal, str]] = []  # the last percents earlier answers wrote
        self._rates: list[tuple[Decimal, str]] = []  # the last exchange rates earlier answers quoted
        self._day_spans: list[tuple[int, str]] = []  # spans of days the user stated (`within 30 days`)
        self._user_spans: list[Span] = []  # spans of days to years the user stated (date_steps.py, round 13)
        self._policy_spans: list[Span] = []  # round 18: those the system prompt states
        self._result_spans: list[Span] = []  # round 23: those the run's results state (stated_terms.py)
        self._closed_days: list[str] = []  # round 23: the days the run's results call closed (working_days.py)
        self._said_amounts: list[tuple[Decimal, str, str]] = []  # amounts a person stated (`198,50 €`, `$70`)
        self._asked: list[tuple[Decimal, str, bool]] = []  # (round 19) the numbers of the person's last text (`say $6,000?`)
        # the whole-column sums of the tables of the last TABLED_ANSWERS answers (`column`, earlier)
        # (the answer's text and its settled numbers; the sums, once an answer asks)
        self._tabled: list[tuple[str, frozenset[str], list[tuple[Decimal, str, tuple[Operand, ...], str]] | None]] = []
        self._quantities: list[tuple[Decimal, str, str]] = []  # quantities a person stated: `14 boxes`
        self._durations: list[tuple[int, str]] = []  # durations the user stated (minutes, as written)
        self._run_numbers: set[str] = set()  # (mend41a) the numbers results carry and people or the rules state: `listed-steps`' durations
        self._run_quantities: set[str] = set()  # (mend46a) those of them no piece of a date or clock (`09` of `2027-09-30`)
        self._run_minutes: set[int] = set()  # (mend46a) the durations results carry by a key (`crossing_min: 135`) and the rules state, in minutes
        self._unread: list[tuple[Served, int]] = []  # results not indexed yet
        # (speed24) results not read yet for the days they call closed and the terms they state
        # (`_read_terms`): read when a date rule first asks (`result_spans`, `closed_days`)
        self._unread_terms: list[tuple[Served, Served | None]] = []
        self._cited: list[_Aggregate] = []  # the aggregates the answer being explained names
        self._stamps = CarriedGaps()  # the results' timestamps, for the `stamp-gap` rule (stamp_gaps.py)
        self._carried_rates = CarriedRates()  # the results' rates, for the `carried-rate` rule (rates.py)
        self.rate_keys = CarriedRateKeys()  # (mend39b) numbers under keys naming a rate, for `exchange` (products.py)
        self._quoted_rates = QuotedRates()  # the rates per unit earlier answers quoted (`quoted-rate`, quoted_rates.py)
        self._carried_means = CarriedMeans()  # the results' column means, for `carried-mean` (means.py)
        self._items = CarriedItems()  # the results' identified objects, for `record-gap` (record_gaps.py)
        self._switch_named = SwitchRecords()  # the results' named objects, for `switch-gap` (switch_gaps.py)
        self._carried_totals = CarriedTotals()  # the results' column totals, for `carried-total` (carried_totals.py)
        self.carried_ratios = CarriedRatios()  # (round 20) quotients of a record's numbers, for `carried-ratio` (carried_ratios.py)
        self.fee_schedule = FeeSchedule()  # (round 21) the fee steps the run states, for `priced-chain` (fee_schedules.py)
        self.carried_products = CarriedProducts()  # (round 21) products of a record's numbers, for `carried-product` (carried_products.py)
        self.carried_differences = CarriedDifferences()  # (round 29) a record's numbers subtracted, for `carried-difference`
        self.carried_sums = CarriedSums()  # (census35) a record's numbers added, for `carried-sum`
        self.item_subsets = ItemSubsets()  # (round 27) sums of some items of one carried list, for `some-items` (item_subsets.py)
        self.corrected_totals = CorrectedTotals()  # (trek34) the bills text results carry, for `corrected-total`
        self.row_steps = RowSteps()  # (round 27) a carried table's rows, for `row-step` (row_steps.py)
        self.cost_lines = CostLines()  # (round 22) the items' unit prices, for `cost-line` (cost_lines.py)
        self.period_lengths = PeriodLengths()  # (round 23) stated day and week lengths, named rates (`period-length`)
        self.unit_gaps = UnitGaps()  # (round 23) each result's prices per a physical unit (`unit-gap`)
        self.reading_series = ReadingSeries()  # (round 23) readings of one field, for `reading-gap` (reading_series.py)
        self.stated_intervals = StatedIntervals()  # (round 24) intervals a person states, for `interval-due` (stated_intervals.py)
        self.stated_quantities = StatedQuantities()  # (round 26) quantities per a thing, for `count-multiple` (count_multiples.py)
        self.stated_doses = StatedDoses()  # (round 29) quantities per a unit a person states, for `stated-dose` (stated_doses.py)
        self.stated_yields = StatedYields()  # (terse44) what a step leaves of its input, the rules', for `yield-back` (yield_backs.py)
        self.stated_roundings = StatedRoundings()  # (round 29) steps a quantity is rounded up to, for `rounded-up` (stated_doses.py)
        self.stated_containers = StatedContainers()  # (census39, salt39) what a container holds, for `container-count` (container_counts.py)
        self.stated_sizes = StatedMeasures()  # (older42) sizes and packs the run states, for `sized-product` (sized_products.py)
        self.stated_packs = StatedPacks()  # (older43) packs the run states, for `pack-product` (pack_products.py)
        self.whole_containers = WholeContainers()  # (older42) containers the rules sell whole, for `whole-containers` (whole_containers.py)
        self.print_sizes = StatedSizes()  # (round 25) sizes the run states, for `dpi-pixels` and `edge-margin` (print_sizes.py)
        self._groups = GroupedParts()  # the records' parts and the groups' words, for `group-sum` (group_sums.py)
        self._named = NamedRecords()  # the results' sibling groups and their words, for `named-gap` (named_gaps.py)
        self.sibling_numbers = SiblingNumbers()  # carried numbers' siblings under one key, for `sibling-change` (round 16)
        self.policy_steps = PolicySteps()  # the system prompt's amounts and percents, for `policy-chain` (round 17)
        self.pack_counts = PackCounts()  # the prices of records stating a count, for `count-divided` (pack_counts.py, round 17)
        self.share_parts = CarriedParts()  # the lists of parts results carry, for `share-of-whole` (share_parts.py, round 18)
        self.keyed = KeyedNumbers()  # carried numbers by the parts of their key, for `keyed` (keyed_operands.py, round 14)
        self.stated_rates = StatedRates()  # the run's stated rates, for `rate-step` (rate_steps.py, round 15)
        self.paces = SpanPaces()  # the carried amounts and the stated spans, for `span-pace` (span_paces.py, round 20)
        self.schedule_records = RecordDurations()  # the results' lines that state durations (schedule_steps.py, round 22)
        self.listed_lengths = ListedLengths()  # (round 27) the results' lists of `m:ss` lengths, for `length-sum` (length_sums.py)
        self.clock_steps = StatedSteps()  # (round 29) steps a clock is rounded up to, for `clock-round-up` (clock_offsets.py)
        self.billing_steps = BillingSteps()  # (round 28) the run's billing steps of time, for `billed-step` (billed_steps.py)
        self.timed_records = TimedRecords()  # (round 27) records with a clock, the persons' offsets, for `clock-plus-duration` (record_ends.py)
        self.known_durations = KnownDurations()  # (round 24) the run's durations and distances, for `duration-step` (duration_steps.py)
        self.clock_leads = LeadClocks()  # the last answers' clocks, the persons' durations, for `lead-time` (clock_leads.py, round 15)
        self.leg_tables = LegTables()  # (round 31) the results' itineraries of legs, for `leg-sum` (leg_sums.py)
        self.stated_shifts = StatedShifts()  # (round 31) the rules' durations, the person's latest clocks, for `stated-shift` (stated_shifts.py)
        # the numbers a person wrote and the last STATED_ANSWERS answers wrote, as written: a number
        # under the digit minimum (no candidate, never judged) is an operand when one of them or a
        # result stated it (`Earning: 2000 Expenditure: 500` ... `2000 minus 500 leaves 1500`)
        self._stated: list[set[str]] = [set()]
        # (round 31) the numbers the system prompt states (a fee, a threshold, a rate: `plus JOD 180 for
        # the grid connection`, `EUR 12 a drop for orders under EUR 150`), as written: the same kind of
        # operand under the digit minimum as a person's; the answer restates them and adds them up
        self._policy_stated: set[str] = set()
        # (mend46e) the system prompt's texts: the clause stating a rate or a container's contents
        # (row_rates.py, container_quotients.py)
        self._policy_texts: list[str] = []
        # (round 33) the percents a person or the system prompt states (`40% deposit`), as written
        # without the sign: a short reply's factor as a fraction (`wide._stated_scaled`)
        self._stated_percents: set[str] = set()
        self.stated_formulas = StatedFormulas()  # (round 33) formulas stated in words over a named quantity (stated_formulas.py)
        self.record_formulas = RecordFormulas()  # (formula42) over a table's columns (record_formulas.py)
        # (kiln43) the quantities with a unit the rules and the person's messages state, for `convert`
        self.stated_units: list[tuple[Decimal, str, str, str, str]] = []
        # (kiln43) the latest answers' table cells under the digit minimum a rule derived (`derived_cells`), by
        # their text: settled for `group-cells` as the cells the gate judged are
        self._derived_cells: list[tuple[str, frozenset[Decimal]]] = []
        self.stated_tiers = StatedTiers()  # (tiers44) the system prompt's clauses, for `stated-tier` (stated_tiers.py)
        self._multipliers: list[StatedFactor] = []  # (formula42) the system prompt's `1.5x` (stated_multiples.py)
        self.worded_products = WordedProducts()  # (words43) `its area in m2 x its grammage (gsm)` (worded_products.py)
        self.stated_shares = StatedShares()  # (shares44) `washing leaves 62% of the greasy weight` (stated_shares.py)
        self.asked_factors = AskedFactors()  # (round 33) stated lines' factors, by the words of a question (asked_factors.py)
        self.record_rates = RecordRates()  # (round 31) the rates records carry beside their numbers (rate_classes.py)
        self._cells: set[str] = set()  # the cells of text results' comma-separated rows (`500` of `January,500,75000`)
        # (round 25) the numbers text results spell in a locale (`Total TTC : 1 525,56 €`), in English
        # (`1525.56`): an operand when an answer of mixed spellings writes it (`locales.writes_grouped_comma`)
        self._locale_numbers: set[str] = set()
        # person texts and earlier answers not read yet, in the order they came: read on the run's
        # first question (`_read_pending`), so a run no answer asks about never reads them
        self._pending: list[tuple[str, list[str] | None, Container[str], frozenset[str]]] = []

    # --- building -----------------------------------------------------------------------------

    def add_result(self, served: Served, position: int) -> None:
        """Keep one result, to index when an answer first asks (a run whose answers are all
        grounded never walks its results for sums); (speed27) kept in the log until the first question."""
        if self._log is not None:
            self._log.append((self._add_result, (served, position)))
        else:
            self._add_result(served, position)

    def _add_result(self, served: Served, position: int) -> None:
        """Keep one result, to index when an answer first asks (a run whose answers are all
        grounded never walks its results for sums)."""
        self._results += 1
        self._latest_result = served  # (round 28) its numbers: bases and counts of `two-step`
        self._latest_carried = None
        self._keep_numbers((served.text or "") + " " + (served.tail or ""))  # (mend41a) `listed-steps`' durations
        if served.has_parsed:
            self._keep_parsed_numbers(served.parsed)
            self._keep_keyed_minutes(served.parsed)
        if served.has_parsed or served.text:
            self._unread.append((served, position))
        # (round 17) a text result that is a YAML dump: its records, for the rules that read records
        # (means, totals, gaps, groups, siblings); the rules that read a result's text (stamps,
        # rates, keyed labels) read its text as before. Not this basis's own index (`aggregate`,
        # `record`, counts): a dump's identifiers (AgentDojo's IBANs) name many of its records and
        # its whole columns sum what the answer split; they took one-digit mutants (`1,100.00 +
        # 1,100.00`, `100 + 200 + 50 + 1000 + 10` for a mutated `1,200.00`, `1,350.00`: heldout8,
        # 9, 10, 13, 14) and excused no false flag
        # (round 20) and a text result that is a CSV or markdown table (`date,impressions,clicks` ...):
        # its rows as records, for the same rules (text_tables.py)
        records = dump_records(served) or table_records(served)
        view = records if records is not None else served
        self.record_formulas.add_result(view.parsed if view.has_parsed else None)  # (formula42) its rows
        self._unread_terms.append((served, records))  # (speed24) closed days and terms, read when asked
        self._stamps.add_result(served, position)
        self.known_durations.add_result(served)  # round 24 (speed25: read on the rule's first question)
        self.clock_leads.add_result(served)  # (review23) its durations, for `time-left`'s misread test
        self._carried_rates.add_result(served, position)
        self.rate_keys.add_result(served)
        self._carried_means.add_result(view, position)
        self._items.add_result(view, position)
        self._switch_named.add_result(view, position)
        self._carried_totals.add_result(view, position)
        self.carried_ratios.add_result(view, position)
        self.carried_products.add_result(view, position)
        self.carried_differences.add_result(view, position)
        self.carried_sums.add_result(view, position)
        self.item_subsets.add_result(served, records, position)
        self.corrected_totals.add_result(served, position)
        self.record_rates.add_result(view)  # round 31 (rate_classes.py)
        self.row_steps.add_result(served, records, position)
        self.period_lengths.add_result(served, records, position)
        self.unit_gaps.add_result(served, position)
        self.reading_series.add_result(view, position)
        self.fee_schedule.add_result(served)
        self._groups.add_result(view, position)
        self._named.add_result(view, position)
        self.keyed.add_result(served, position)
        self.sibling_numbers.add_result(view, position)
        self.pack_counts.add_result(served, position)
        self.share_parts.add_result(view, position)
        self.stated_rates.add_result(served, position)
        self.paces.add_result(served, position)
        # (speed24) each keeps the result and reads it when first asked (`cost-line`, `schedule-step`)
        self.cost_lines.add_result(served, records, position)
        self.schedule_records.add_result(served.parsed if served.has_parsed else None, served.text)
        if view.has_parsed:
            self.timed_records.add_records(view.parsed)  # (round 27) record_ends.py
        self.listed_lengths.add_result(served)  # (round 27) length_sums.py
        self.leg_tables.add_result(served)  # (round 31) leg_sums.py, read when first asked
        if served.text:
            self.billing_steps.add_text(served.text, "a result")  # (round 28) billed_steps.py

    def _read_terms(self) -> None:
        """(speed24) Read the results kept since the last call for the days they call closed
        (working_days.py) and the terms they state (stated_terms.py), in the order they came: both
        read results only, the first 32 days and `MAX_SPANS` terms kept, so reading them late reads
        them alike; a run no answer asks about dates never reads them."""
        unread, self._unread_terms = self._unread_terms, []
        for served, records in unread:
            if served.text and len(self._closed_days) < 32:  # round 23: the days it calls closed (working_days.py)
                self._closed_days += [d for d in closed_in_result(served.text) if d not in self._closed_days][:32 - len(self._closed_days)]
            if len(self._result_spans) < MAX_SPANS:  # round 23: the terms it states (stated_terms.py)
                for span in result_terms(served.parsed, served.has_parsed, served.text, records.parsed if records is not None else None):
                    if len(self._result_spans) < MAX_SPANS and all(
                            (s.size, s.unit, s.sign) != (span.size, span.unit, span.sign) for s in self._result_spans):
                        self._result_spans.append(span)

    def _catch_up(self) -> None:
        unread, self._unread = self._unread, []
        for served, position in unread:
            self._index(served, position)

    def _index(self, served: Served, position: int) -> None:
        """Index one result's column sums (one key over an array's elements) and array lengths."""
        if not served.has_parsed:
            if served.text:
                self._index_text(served.text, position)
            return
        stack: list[tuple[Any, str, frozenset[str]]] = [(served.parsed, "", frozenset())]
        while stack:
            node, at, holder = stack.pop()
            if isinstance(node, dict):
                self._record(node, at, position)
                names = _names_of(node)
                for key, value in js_items(node):
                    if isinstance(value, (dict, list)):
                        stack.append((value, f"{at}.{key}" if at else str(key), names))
            elif isinstance(node, list):
                items = [item for item in node if isinstance(item, dict)]
                if 1 <= len(items) == len(node):
                    if MIN_COUNT <= len(items) <= MAX_COUNT:
                        count = len(items)
                        self._counts.setdefault(count, Operand(str(count), "count", f"result {position}: {at or '(root)'} has {count} elements"))
                    if len(self._aggregates) < MAX_AGGREGATES:
                        names = holder.union(*(_names_of(item) for item in items))
                        self._columns(items, at, position, names)
                for i, item in enumerate(node):
                    if isinstance(item, (dict, list)):
                        stack.append((item, f"{at}[{i}]", frozenset()))

    def _index_text(self, text: str, position: int) -> None:
        """A text result's records: a line that names an identifier, with its `Key: number` pairs
        (`Airline: Air France, Flight Number: AF456, ..., Price: 180.0`); the cells of its
        comma-separated rows, as numbers a result stated (`500` of `January,500,75000,15000`)."""
        for cell in row_cells(text) if "," in text else ():
            if len(self._cells) < MAX_STATED:
                self._cells.add(cell)
        if "," in text and len(self._locale_numbers) < MAX_STATED:
            self._locale_numbers.update(locale_readings(text)[:MAX_STATED - len(self._locale_numbers)])
        for number, line in enumerate(text.splitlines()):
            if len(self._records) >= MAX_RECORDS:
                return
            if ":" not in line:
                continue
            ids = [normalize_token(m.group(0)) for m in _LINE_ID.finditer(line)]
            if not ids:
                continue
            numbers: dict[str, tuple[Decimal, str]] = {}
            for m in _LINE_NUMBER.finditer(line):
                value = as_decimal(normalize_token(m.group(2)))
                if value is not None:
                    key = m.group(1).strip()
                    numbers.setdefault(key, (value, f"result {position}: line {number + 1}, {key}"))
            if numbers:
                for ident in ids:
                    self._file_record(ident, numbers)

    def _file_record(self, ident: str, numbers: dict[str, tuple[Decimal, str]]) -> None:
        self._records[ident] = numbers
        kept = self._carriers.setdefault(ident, [])
        for entry in numbers.values():
            if len(kept) < RECORD_NUMBERS and entry not in kept:
                kept.append(entry)
            if _BALANCE_KEY.search(entry[1]) and (ident in self._balances or len(self._balances) < MAX_BALANCE_RECORDS):
                self._balances[ident] = entry

    def _record(self, node: dict[str, Any], at: str, position: int) -> None:
        """File an object's numbers (to one level of nesting) under each identifier it carries."""
        if len(self._records) >= MAX_RECORDS:
            return
        ids = [
            normalize_token(v) for v in node.values()
            if isinstance(v, str) and _RECORD_ID.fullmatch(v)
        ]
        if not ids:
            return
        numbers: dict[str, tuple[Decimal, str]] = {}
        for key, value in js_items(node):
            inner = value.items() if isinstance(value, dict) else ((None, value),)
            for sub, leaf in inner:
                if isinstance(leaf, (int, float)) and not isinstance(leaf, bool):
                    number = as_decimal(normalize_token(repr(leaf) if isinstance(leaf, float) else str(leaf)))
                    if number is not None:
                        path = f"{key}.{sub}" if sub is not None else str(key)
                        numbers[path] = (number, f"result {position}: {at + '.' if at else ''}{path}")
        if numbers:
            for ident in ids:
                self._file_record(ident, numbers)
            # a record's own one amount is its balance (`"id": "gift_card_1029384", "amount": 80.0`)
            held = held_amount(node)
            if held is not None and held[1] in numbers and (len(self._balances) < MAX_BALANCE_RECORDS
                                                            or normalize_token(held[0]) in self._balances):
                self._balances[normalize_token(held[0])] = numbers[held[1]]

    def _columns(self, items: list[dict[str, Any]], at: str, position: int, names: frozenset[str]) -> None:
        keys: dict[str, None] = {}
        for item in items:
            for key, value in js_items(item):
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    keys.setdefault(key, None)
        for key in keys:
            numbers: list[tuple[Decimal, str]] = []
            for i, item in enumerate(items):
                value = item.get(key)
                if not isinstance(value, (int, float)) or isinstance(value, bool):
                    numbers = []
                    break
                number = as_decimal(normalize_token(repr(value) if isinstance(value, float) else str(value)))
                if number is None:
                    numbers = []
                    break
                numbers.append((number, f"result {position}: {at}[{i}].{key}"))
            if not numbers or len(numbers) > MAX_SUMMED or len(self._aggregates) >= MAX_AGGREGATES:
                continue
            total = sum((n for n, _ in numbers), Decimal(0))
            expression = _print(numbers[0][0]) + "".join(
                f" - {_print(-n)}" if n < 0 else f" + {_print(n)}" for n, _ in numbers[1:]
            ) + f" = {_print(total)}"
            operands = tuple(Operand(_print(n), "result", where) for n, where in numbers)
            self._aggregates.append(_Aggregate(total, expression, operands, names))

    def add_person_text(self, text: str) -> None:
        """Counts a person states (2-12, as digits or words): `for 3 nights`, `two passengers`;
        and durations (`for one hour`), for an end time the answer computes. Read on the first
        question (`_read_pending`); (speed27) kept in the log until the first question."""
        if self._log is not None:
            self._log.append((self._add_person_text, (text,)))
        else:
            self._add_person_text(text)

    @property
    def question(self) -> str:
        """(cashmere35) The person's last text, as the rules that read the question take it."""
        return self._question

    def add_system_text(self, text: str) -> None:
        """(speed27) What the rules read of a system prompt, in this order: its labelled numbers
        (`taxed at 7.5%`: keyed_operands.py), its rates (rate_steps.py), its steps (policy_chains.py,
        round 17), its fee steps (fee_schedules.py, round 21), its spans of days to years
        (date_steps.py, round 18), its day lengths (round 23), its intervals (`every 250 hours`:
        round 24), its quantities per a thing (count_multiples.py, round 26), its sizes
        (print_sizes.py, round 25), its offsets (record_ends.py, round 27). Kept in the log until the first question."""
        if self._log is not None:
            self._log.append((self._add_system_text, (text,)))
        else:
            self._add_system_text(text)

    def _keep_numbers(self, text: str) -> None:
        """(mend41a, review41 D1) The numbers a text writes, as plain decimals (`031` as `31`, `4.50` as
        `4.5`), at most `MAX_RUN_NUMBERS` in all: what the run gives a list's step duration."""
        dates = date_spans(text)  # (mend46b) a date's day, month or year is no quantity
        k = 0
        for m in _PLAIN_NUMBER.finditer(text):
            if len(self._run_numbers) >= MAX_RUN_NUMBERS:
                return
            while k < len(dates) and dates[k][1] <= m.start():
                k += 1
            if k < len(dates) and dates[k][0] <= m.start():
                continue
            self._run_numbers.add(plain_number(m.group(0)))
            if not _DATE_PIECE.match(text, m.end()) and not _PIECE_BEFORE.search(text, max(0, m.start() - 2), m.start()):
                self._run_quantities.add(plain_number(m.group(0)))

    def _keep_parsed_numbers(self, parsed: Any) -> None:
        """(mend41a) The numbers a parsed result carries, in its values and strings (`"2026-02-09 10:30"`)."""
        stack: list[Any] = [parsed]
        while stack and len(self._run_numbers) < MAX_RUN_NUMBERS:
            node = stack.pop()
            if isinstance(node, dict):
                stack.extend(node.values())
            elif isinstance(node, list):
                stack.extend(node)
            elif isinstance(node, bool):
                continue
            elif isinstance(node, (int, float)):
                self._keep_numbers(repr(node) if isinstance(node, float) and abs(node) < 1e15 else str(node))
            elif isinstance(node, str):
                self._keep_numbers(node)

    def _keep_keyed_minutes(self, parsed: Any) -> None:
        """(mend46a) The durations a parsed result carries under a key naming minutes or hours
        (`crossing_min: 135`, `"duration_h": 2.5`), in minutes, at most `MAX_RUN_MINUTES`."""
        stack: list[Any] = [parsed]
        steps = 0
        while stack and steps < MAX_KEYED_STEPS and len(self._run_minutes) < MAX_RUN_MINUTES:
            node = stack.pop()
            steps += 1
            if isinstance(node, list):
                stack.extend(node)
            elif isinstance(node, dict):
                for key, item in node.items():
                    if isinstance(item, (dict, list)):
                        stack.append(item)
                    elif isinstance(item, (int, float)) and not isinstance(item, bool) and isinstance(key, str):
                        unit = _KEYED_DURATION.search(key)
                        if unit is not None:
                            minutes = item * (60 if (unit.group(1) or "").lower().startswith("h") else 1)
                            if minutes == int(minutes) and 0 < minutes <= 24 * 60:
                                self._run_minutes.add(int(minutes))

    def run_states_duration(self, minutes: int, written: str) -> bool:
        """(mend46a, review45b) Whether the run states the duration the answer writes in digits as
        `written` (`minutes` long), for `end-time`: True where the run states no duration at all (the
        answer's own, as before); else a person stated its length (`_durations`), a result writes it
        (`clock_leads.carried`) or carries it under a key naming its unit, the rules or the last two
        answers state it, or a
        result carries, or a person or the rules state, its minutes (`crossing_min: 135` for `135
        min`, `2 h 15 min`), its hours (`1.5`) or every number it writes (`2 h 15 min` over a
        result's `2 h 15 min`)."""
        carried = self.clock_leads.carried()  # the durations results write (`2h19`, `139 min`)
        if not self._durations and not carried and not self._run_minutes:
            return True  # the run states no duration: the answer's own (a ferry's 2 h 15 min), as before
        if minutes in carried or minutes in self._run_minutes or any(m == minutes for m, _ in self._durations):
            return True
        for text in (self._previous_text[:MAX_DURATION_TEXT], self._before_previous_text[:MAX_DURATION_TEXT]):
            # an earlier answer's (`182 min driving`, `= 5h20`)
            if any(m == minutes for m, _ in durations_in(text)) or any(m == minutes for m, _ in hour_minutes(text)):
                return True
        if self.gives_quantity(str(minutes)):
            return True
        if minutes * 100 % 60 == 0 and self.gives_quantity(plain_number(f"{minutes / 60:.2f}")):
            return True
        numbers = _PLAIN_NUMBER.findall(written)
        return bool(numbers) and all(self.gives_quantity(n) for n in numbers)

    def _states_or_computes(self, answer: str) -> Callable[[int, str], bool]:
        """(mend46a) `run_states_duration`, or the answer writes the duration as its own arithmetic's
        result (`9 loads × 35 min = 315 min`, then `07:10 + 315 min`: `_written_result`)."""
        return lambda minutes, written: self.run_states_duration(minutes, written) or _written_result(answer, written)

    def _durations_stated(self, operands: Iterable[tuple[str, str, str]], answer: str) -> bool:
        """(mend46a, review45b) Whether every duration operand a clock rule took as written (`stated as
        '90 min'`, `the value's line writes '90 min'`, a schedule row's `the row states it: '90 min'`) in digits is one the run states
        (`run_states_duration`): a clock step by a duration nobody stated (`22:40 + 90 min = 00:10`
        where the run states 135 min) is no evidence, whichever clock rule reads it."""
        for written, kind, where in operands:
            if kind != "duration":
                continue
            said = _SAID_DURATION.search(where)
            if said is None or not any(ch.isdigit() for ch in said.group(1)) or not written.isdigit():
                continue
            if not self.run_states_duration(int(written), said.group(1)) and not _written_result(answer, said.group(1)):
                return False
        return True

    def gives_quantity(self, written: str) -> bool:
        """(mend46a, review45c) Whether a result carries, or a person or the rules state, the number
        `written` other than as a piece of a date or a clock (the `9` of `2027-09-30` no quantity)."""
        return plain_number(written) in self._run_quantities

    def gives_number(self, written: str) -> bool:
        """(mend41a) Whether a result carries, or a person or the rules state, the number `written`."""
        return plain_number(written) in self._run_numbers

    def _add_system_text(self, text: str) -> None:
        self._keep_numbers(text)
        for minutes, _ in durations_in(text[:MAX_DURATION_TEXT]):  # (mend46a) the rules' durations
            if len(self._run_minutes) < MAX_RUN_MINUTES:
                self._run_minutes.add(minutes)
        self._keep_units(text, "a quantity the system prompt states")
        if len(self._policy_texts) < 4:
            self._policy_texts.append(text)
        self.keyed.add_policy(text)
        self.asked_factors.add_text(text)
        self.stated_formulas.add_text(text)
        self.record_formulas.add_system_text(text)
        self._multipliers += stated_multipliers(text)[:max(0, 6 - len(self._multipliers))]
        self.stated_tiers.add_text(text)
        self.worded_products.add_system_text(text)
        self.stated_shares.add_system_text(text)
        for value, percent in _POLICY_NUMBERS.read(text, _policy_numbers):  # (speed43) read once per text
            if len(self._policy_stated) >= MAX_STATED:
                break
            self._policy_stated.add(value)
            if percent and len(self._stated_percents) < MAX_STATED:
                self._stated_percents.add(value)
        self.stated_rates.add_text(text, "the system prompt", "result")
        self.carried_products.add_system_text(text)  # its unit prices (`118,000 ₮ a kg`: carried_products.py, cashmere35)
        self._carried_totals.add_system_text(text)  # its measures in percent (`70% ABV`: carried_totals.py, brandy36)
        self.policy_steps.add_policy(text)
        self.fee_schedule.add_text(text)
        self._add_policy_spans(text)
        self.period_lengths.add_text(text, "the system prompt")
        self.stated_intervals.add_text(text)
        self.stated_quantities.add_text(text)
        self.stated_doses.add_text(text, "the system prompt")  # round 29 (stated_doses.py)
        self.stated_yields.add_system_text(text)  # terse44 (yield_backs.py)
        self.stated_containers.add_text(text, "the system prompt")  # census39 (container_counts.py)
        self.stated_sizes.add_text(text)  # older42 (sized_products.py)
        self.stated_packs.add_text(text)  # older43 (pack_products.py)
        self.whole_containers.add_text(text)  # older42 (whole_containers.py)
        self.stated_roundings.add_text(text)
        self.print_sizes.add_text(text, "the system prompt")
        self.timed_records.add_person_text(text)  # its offsets (`2 hours from the slot`: record_ends.py, round 27)
        self.billing_steps.add_text(text, "the system prompt")  # its billing steps of time (billed_steps.py, round 28)
        self.clock_steps.add_text(text)  # its steps for a clock rounded up (clock_offsets.py, round 29)
        self.stated_shifts.add_system_text(text)  # its durations and leads (`crossing 2 h 45 min`: stated_shifts.py, round 31)

    def _keep_units(self, text: str, where: str) -> None:
        """(kiln43) The quantities with a unit `text` states (`7.5 tonnes`, `at most 3 t`), the latest
        `MAX_STATED_UNITS` kept: what `convert` restates in another unit of their dimension."""
        for number, written, value, unit in _unit_numbers(text[:MAX_SAID_TEXT])[:MAX_STATED_UNITS]:
            self.stated_units.append((number, written, value, unit, where))
        del self.stated_units[:-MAX_STATED_UNITS]

    def _add_person_text(self, text: str) -> None:
        self._keep_numbers(text)
        self._keep_units(text, "a quantity the person stated")
        self._pending.append((text, None, (), frozenset()))
        if self._question:
            self._asked_before = (self._question, *self._asked_before)[:MAX_ASKED_BEFORE]
        self._question = text
        self.asked_factors.add_text(text, amounts=False)  # (watch35) the rules' amounts only
        self.stated_formulas.add_text(text)
        self.stated_rates.add_text(text, "user", "user")
        self.stated_rates.add_said(text)  # (round 28) `1,296 uah in eur`: an amount to convert (rate_steps.py)
        self.period_lengths.add_text(text, "the user")
        self.stated_intervals.add_text(text)
        self.stated_quantities.add_text(text)  # round 26 (count_multiples.py)
        self.stated_doses.add_text(text, "user")  # round 29 (stated_doses.py)
        self.stated_containers.add_text(text, "user")  # census39 (container_counts.py)
        self.stated_sizes.add_text(text)  # older42 (sized_products.py)
        self.stated_packs.add_text(text)  # older43 (pack_products.py)
        self.whole_containers.add_text(text)  # older42 (whole_containers.py)
        self.stated_roundings.add_text(text)
        self.print_sizes.add_text(text, "the user")  # round 25 (print_sizes.py)
        self.clock_leads.add_person_text(text)
        self.known_durations.add_person_text(text)  # round 24 (duration_steps.py)
        self.timed_records.add_person_text(text)  # round 27 (record_ends.py)
        self.billing_steps.add_text(text, "user")  # round 28 (billed_steps.py)
        self.clock_steps.add_text(text)  # round 29 (clock_offsets.py)
        self.stated_shifts.add_person_text(text)  # round 31: its clocks (stated_shifts.py)

    def _read_pending(self) -> None:
        """The person texts and answers added since the last question, read in the order they
        came (as `add_person_text` and `answered` read them when they read them at once: what one
        reads, the other never writes but for the person's stated numbers, `_stated[0]`, which
        both keep in place)."""
        pending, self._pending = self._pending, []
        for text, numbers, unsettled, carried in pending:
            if numbers is None:
                self._read_person_text(text)
            else:
                self._read_answer(numbers, text, unsettled, carried)

    def _read_person_text(self, text: str) -> None:
        for count, how in _counts_in(text):
            self._counts.setdefault(count, Operand(str(count), "count", f"the user wrote {how!r}"))
        for found in durations_in(text):
            if found not in self._durations and len(self._durations) < MAX_PREVIOUS:
                self._durations.append(found)
        for m in _DAY_SPAN.finditer(text):
            days = _span_days(m)
            if days is not None and all(days != d for d, _ in self._day_spans) and len(self._day_spans) < MAX_PREVIOUS:
                self._day_spans.append((days, f"the user wrote {m.group(0)!r}"))
        for span in spans_in(text, 0, min(len(text), MAX_SAID_TEXT), "the user wrote it"):
            if span not in self._user_spans and len(self._user_spans) < MAX_SPANS:  # date_steps.py (round 13)
                self._user_spans.append(span)
        english, _ = english_text(text[:MAX_SAID_TEXT])
        said = self._stated[0]
        self._asked = []
        for o in number_occurrences(english, full=False):
            if o.number >= MIN_ASKED and len(self._asked) < MAX_ASKED and (o.amount or not _A_YEAR.fullmatch(o.value)):
                self._asked.append((o.number, o.value, o.amount))  # (round 19: rest_of_whole.rest_of_asked)
            if len(said) < MAX_STATED:
                said.add(o.value)
            if _is_percent(english, o) and len(self._stated_percents) < MAX_STATED:
                self._stated_percents.add(o.value)
            if o.amount and o.number > 0 and len(self._said_amounts) < MAX_PREVIOUS \
                    and all(o.number != n for n, _, _ in self._said_amounts):
                self._said_amounts.append((o.number, o.value, f"the user wrote {text[o.start : o.end]!r}"))
        for m in _SAID_QUANTITY.finditer(text):
            quantity = as_decimal(m.group(1).replace(",", ""))
            if quantity is not None and quantity > 0 and len(self._quantities) < MAX_PREVIOUS:
                self._quantities.append((quantity, m.group(2).lower(), f"the user wrote {m.group(0)!r}"))

    def explain_clock_gaps(self, answer: str, resolved: Iterable[str], unresolved: Iterable[str]) -> dict[str, Derivation]:
        """(round 21) Spans written as adjectives (`30-minute`) that are the time between the last two
        clocks written before every occurrence (`clock_gaps.py`), reported `elapsed`."""
        if self._log is not None:
            self._wake()
        known = {v for v in resolved if ":" in v}
        found: dict[str, Derivation] = {}
        if len(answer) > MAX_ARITHMETIC_CHARS or not self.work.take(1 + len(answer) // 8):
            return found
        for value in unresolved:
            how: tuple[str, tuple[tuple[str, str, str], ...]] | None = None
            for m in re.finditer(r"(?<![0-9A-Za-z.])" + re.escape(value) + r"(?![0-9A-Za-z])", answer, re.IGNORECASE):
                how = explain_clock_gap(answer, m.start(), m.end(), Decimal(value.partition("-")[0]), known)
                if how is None:
                    break
            if how is not None:
                found[value] = Derivation("elapsed", f"{how[0]} = {value}", tuple(Operand(*o) for o in how[1]))
        return found

    def explain_clocks(self, answer: str, resolved: Iterable[str], unresolved: Iterable[str]) -> dict[str, Derivation]:
        """Durations and end times the answer computed from its resolved clocks (`durations.py`)."""
        if self._log is not None:
            self._wake()
        if self._pending:
            self._read_pending()
        known = [v for v in resolved if ":" in v or H_CLOCK.fullmatch(v)]  # round 18: `14h30` too
        found: dict[str, Derivation] = {}
        if len(answer) > MAX_ARITHMETIC_CHARS:
            self.work.cut()
            return found
        work, cost = 0, 1 + len(answer) // 8  # each value reads the whole answer (MAX_ARITHMETIC_WORK)
        # (round 30) the clocks resolved so far as a set, kept with `known` (the clock-offset rules looked
        # values up in `set(known)` built anew twice per value: the known clocks' count per value)
        known_set = set(known)
        refuted: set[str] = set()  # (proofs35) no rule explains these (`refuted_clock`), nor a schedule's chain below
        stated_duration = self._states_or_computes(answer)  # (mend46a) end-time's durations in digits
        for value in unresolved:
            work += cost
            if work > MAX_ARITHMETIC_WORK or not self.work.take(cost):
                self.work.cut()
                break
            if refuted_clock(answer, value):
                refuted.add(value)  # (proofs35) the result of a clock's sum or difference written out that does not hold
                continue
            if shown_slip(answer, value, known, self.stated_shifts):
                refuted.add(value)  # (coffee38) a slip of the step over a day its line or column writes (+36 h)
                continue
            how = explain_clock(answer, value, known, self._durations, stated_duration)
            if how is None:
                how = explain_shift(answer, value, known)  # a time shifted sentences later (clock_shifts.py)
            if how is None:
                how = explain_asked_shift(value, self._question, self._durations, rivals=answer)  # the question's clock moved (asked_shifts.py, round 25)
            if how is None:
                how = explain_gap(answer, value, self._stamps)  # between results' timestamps (stamp_gaps.py)
            if how is None:
                how = explain_clock_sum(answer, value, known)  # a sum written beside it (time_sums.py, round 8)
            if how is None:
                how = explain_summed_total(answer, value, known)  # a sum of H:MM lengths (stamp_gaps.py, round 24)
            if how is None:
                how = explain_zone_shift(answer, value, known, self.today)  # converted to a zone named (zone_shifts.py, round 12)
            if how is None:
                how = explain_lead(answer, value, known, self.clock_leads)  # an earlier clock and a stated lead (clock_leads.py, round 15)
            if how is None and "h" in value:
                how = explain_time_left(answer, value, self.clock_leads)  # `2h18` = 5h20 - 182 min (time_left.py, round 23)
            if how is None and self.now is not None:
                how = explain_ago(answer, value, known, self.now)  # `at 18:05, 15h35 ago` to the stated now (ago_durations.py, round 18)
            if how is None:  # a record's start plus its duration, late: a sum written beside it is `clock-sum`'s (record_ends.py, round 27)
                how = explain_record_end(answer, value, self.timed_records, None, self._question)
            if how is None:  # a sum written out earlier without its result (`08:30 + 115 min, then 60 min`: clock_chains.py, round 28)
                how = explain_clock_chain(answer, value, known)
            if how is None:  # (census41) a list's one clock plus the durations its steps above write (listed_steps.py)
                how = explain_listed_steps(answer, value, known_set, self.gives_number)  # (mend41a) durations the run gives
            if how is None:  # (round 29) the clock written before it plus the run's stated offsets and records' durations (clock_offsets.py)
                how = explain_clock_offset(answer, value, known_set, self.timed_records)
            if how is None:  # (round 29) the clock written before it rounded up to a stated step (clock_offsets.py)
                how = explain_round_up(answer, value, known_set, self.clock_steps)
            if how is None:  # (round 30) the question's clock moved by a duration the value's line states (asked_shifts.py), late
                how = explain_asked_shift(value, self._question, self._durations, answer)
            if how is None:  # (round 31) a person's or the answer's clock moved by a duration the rules state (stated_shifts.py), late
                how = explain_stated_shift(answer, value, known, self.stated_shifts)
            if how is None:  # (rice36) the last clock an earlier answer wrote moved by the question's duration (asked_shifts.py), late
                how = explain_continued_shift(value, self._question, settled_clock(  # (mend36) of the record it names
                    self._question, (self._before_previous_text, self._previous_text), self.clock_leads.bases()))
            if how is None:  # (round 31) a start the answer wrote plus the legs up to the stop its line names (leg_sums.py), late
                how = explain_leg_sum(answer, value, known, self.leg_tables)
            if how is None:  # (watch35) an end clock pushed past a pause the run writes as a range (paused_ends.py), late
                how = explain_paused_end(answer, value, known, (self._previous_text, self._latest_result.text or "")
                                         if self._latest_result is not None else (self._previous_text,))
            if how is not None and not _keeps_seconds(value, how.operands) and not to_the_second(how):
                # a minute's rule cut the seconds; a sum written to the second computes them (round 9)
                how = explain_clock_sum(answer, value, known)
                if how is not None and not to_the_second(how):
                    how = None
            if how is None:
                # round 24: `42:50 - 40:31 = 2:19`, `42:50 / 10 km = 4:17/km` (duration_steps.py)
                how = self.known_durations.explain(answer, value, known)
            if how is None:  # round 27: `1965 s, i.e. 32:45`, `Side A (1-4): 16:02` (length_sums.py)
                how = self.listed_lengths.explain_length(answer, value)
            if how is not None and not self._durations_stated(how.operands, answer):
                how = None  # (mend46a) a duration in digits the answer wrote and the run never stated
            if how is not None:
                found[value] = Derivation(how.rule, how.expression, tuple(Operand(*o) for o in how.operands))
                known.append(value)
                known_set.add(value)
                continue
            earlier = self._remembered.get(value)  # a time an earlier answer computed, repeated
            # round 18: a duration too (`14:30 → 17:05 (+2h35)`, then `2h35 < 3h`)
            if earlier is not None and (earlier.rule in _CLOCK_RULES or earlier.rule in ("duration", "stamp-gap")):
                found[value] = Derivation("repeat", earlier.expression, earlier.operands)
                known.append(value)
                known_set.add(value)
        # round 22: a schedule's rows, each its other clock plus or minus its duration, read as a
        # chain: a row explained resolves the next row's clock (schedule_steps.py)
        waiting = [v for v in unresolved if v not in found and v not in refuted and ":" in v]
        # (adire44) the rules' durations: a table's count one slip from one is no length of its row
        stated_minutes = [length[0] for length in [*self.stated_shifts.lengths, *self.stated_shifts.long] if isinstance(length[0], int)]
        while waiting and work <= MAX_ARITHMETIC_WORK:
            explained = []
            for value in waiting:
                work += cost
                if work > MAX_ARITHMETIC_WORK or not self.work.take(cost):
                    self.work.cut()
                    break
                step = explain_schedule_step(answer, value, known, self.schedule_records, stated_minutes)
                if step is not None and self._durations_stated(step.operands, answer):
                    found[value] = Derivation(step.rule, step.expression, tuple(Operand(*o) for o in step.operands))
                    known.append(value)
                    explained.append(value)
            if not explained:
                break
            waiting = [v for v in waiting if v not in explained]
        return found

    def explain_dates(
        self, answer: str, resolved: Iterable[str], unresolved: Iterable[str], known_date: Callable[[str], bool] | None = None,
    ) -> dict[str, Derivation]:
        """ISO dates the answer computed: a resolved ISO date written before it in its sentence or
        the one before, plus or minus a span of days or weeks the user states or the answer writes
        there (`delivered on 2025-03-03; claims are due within 30 days, so until 2025-04-02`);
        round 13: any date `known_date` knows (carried, said) plus or minus a span of days, weeks,
        months or years stated there or by the user (`date-step`, date_steps.py)."""
        resolved = list(resolved)
        known = {v for v in resolved if _ISO_DATE.fullmatch(v) or _NUMERIC_DATE.fullmatch(v) or year_first(v) is not None}
        yearless = {v for v in resolved if _DAY_DOT_MONTH_VALUE.fullmatch(v)}  # (apricot44) `13.07` resolved as a date
        found: dict[str, Derivation] = {}
        if not known and known_date is None:
            return found
        if self._log is not None:
            self._wake()
        if self._pending:
            self._read_pending()
        if len(answer) > MAX_ARITHMETIC_CHARS:
            self.work.cut()
            return found
        work, cost = 0, 1 + len(answer) // 8  # each value reads its sentences (MAX_ARITHMETIC_WORK)
        order = answer_order(answer) if "/" in answer else "mdy"  # slashed dates: one order per answer (numeric_dates.py)
        stepped = 0
        base_known: Callable[[str], bool] | None = None
        layout: Layout | None = None  # (piano34) the answer's tables, read when a date stands in one
        for value in unresolved:
            at = answer.find(value)
            # a date written `11/08/2025` (numeric_dates.py): read month first, then day first, its
            # base dates written the same way
            orders = [(order, numeric_date(value, order))] if _NUMERIC_DATE.fullmatch(value) else [("iso", _as_date(value))]
            if at < 0:
                continue
            work += cost
            if work > MAX_ARITHMETIC_WORK or not self.work.take(cost):
                self.work.cut()
                break
            # the base date and the answer's span: in the value's sentence or the one before it, on
            # its line (the span may follow the value in its sentence: `until 2025-04-02 (30 days)`)
            start = sentence_start(answer, at)
            if start > 0 and answer[start - 1] != "\n":
                start = sentence_start(answer, max(start - 2, 0))
            end = min((k for k in (answer.find(". ", at), answer.find("\n", at)) if k >= 0), default=len(answer))
            spans = [(days, where, 0) for days, where in self._day_spans]  # (mend36) 0: either direction
            for m in _DAY_SPAN.finditer(answer, start, end):
                days = _span_days(m)
                if days is not None and all(days != d for d, _, _ in spans):  # (mend36) `+ 10 days`: forward only
                    spans.append((days, f"the answer wrote {m.group(0)!r}", _written_sign(answer, start, m.start())))
            # (silk36) and its days and weeks in the other languages `spans_in` reads (`15.12.2026 +
            # 10 kun = 25.12.2026`, `30 gün`, `14 dana`): the same spans, in the words of the answer
            for sp in spans_in(answer, start, end, "the answer wrote it"):
                if sp.unit in ("day", "week") and sp.size > 1 and not sp.less and not sp.written.lower().startswith("the"):
                    days = sp.size * (7 if sp.unit == "week" else 1)
                    # (mend36) in its direction: the sign written right before it (`- 10 kun`), else its words' (`sonra`)
                    at_span = answer.find(sp.written, start, end)
                    sign = (_written_sign(answer, start, at_span) if at_span >= 0 else 0) or sp.sign
                    if days <= 400 and all(days != d for d, _, _ in spans):
                        spans.append((days, f"the answer wrote {sp.written!r}", sign))
            # (apricot44) a span the policy states whose count the value's sentence writes before it,
            # a word after the count (`аз 05.07.2027; 15 рӯз → 20.07.2027` for `paid within 15 days`: a
            # day's word in a language no table reads, as round 32 reads it for `date-step`): from a
            # base the sentence writes before the value, exact, in the policy's direction
            if self._policy_spans:
                for m in _COUNT_BEFORE_WORD.finditer(answer, start, at):
                    if _STEP_TO_VALUE.fullmatch(answer, m.end(1), at) is None or unit_after(answer, m.end(1)) or money_after(answer, m.end(1)):
                        continue  # (the count's word and an arrow right before the value; no measure, no money)
                    for sp in self._policy_spans:
                        if sp.unit in ("day", "week") and sp.size > 1 and not sp.less and str(sp.size) == m.group(1):
                            days = sp.size * (7 if sp.unit == "week" else 1)
                            if days <= 400 and all(days != d for d, _, _ in spans):
                                spans.append((days, f"the policy states {sp.written!r}, the answer wrote {m.group(0)!r}", sp.sign))
            # (round 32) the months and years the answer writes there too (`Issued 2025-03-12. Valid
            # 24 months ... 2027-03-12`), and its `the day before` (`the day before 2027-03-12 →
            # 2027-03-11`): each in the direction written, from a base the answer wrote before it
            # (a count of months written as such: not an ordinal's `the 9th` of a monthly series, `date-step`'s)
            calendar = [sp for sp in spans_in(answer, start, end, "the answer wrote it") if not sp.less and (
                        (sp.unit in ("month", "year") and not sp.written.lower().startswith("the"))
                        or (sp.unit == "day" and sp.size == 1 and sp.sign < 0))]
            # (piano34) a table cell's span may be its column's header (`| Started | 12 months on |` over
            # `| 2026-02-01 | 2027-02-01 |`): the row writes the base, the header the step
            header: tuple[int, int] | None = None
            if "|" in answer[start:end]:
                header, layout = _header_of(answer, at, layout)
            if header is not None:
                calendar += [sp for sp in spans_in(answer, header[0], header[1], "the column's header states it")
                             if not sp.less and sp.sign > 0 and sp.unit in ("day", "week", "month", "year")
                             and not sp.written.lower().startswith("the")]
            earlier = [(offset, written) for offset, written in _dates_in(answer, start, at) if written in known][-3:]
            written_dates = [(m.start(), m.group(0)) for m in _NUMERIC_DATE_IN.finditer(answer, start, at)
                             if m.group(0) in known][-3:] if len(orders) != 1 or orders[0][0] != "iso" else []
            for order, target in orders:
                if target is None:
                    continue
                bases = [(offset, written, _as_date(written)) for offset, written in earlier]
                bases += [(offset, written, numeric_date(written, order)) for offset, written in written_dates]
                if yearless and value[2:3] == ".":
                    # (apricot44) a day and month with one dot the answer resolved (`Имрӯз 13.07`, the
                    # stated today: `spellings._day_dot_month`), in an answer whose points are all days
                    # and months, read in the value's year (`13.07 ..., 6 рӯз → 19.07.2027`)
                    for m in _DAY_DOT_MONTH_IN.finditer(answer, start, at):
                        if normalize_token(m.group(0)) in yearless and _points_are_days(answer):
                            try:
                                bases.append((m.start(), m.group(0), date(target.year, int(m.group(2)), int(m.group(1)))))
                            except ValueError:
                                continue
                bases.sort(key=lambda b: b[0])
                for offset, written, base in reversed(bases[-3:]):
                    if base is None:
                        continue
                    gap = (target - base).days
                    for days, where, sign in spans:
                        if abs(gap) == days and (sign == 0 or (gap > 0) == (sign > 0)):
                            op = "+" if gap > 0 else "-"
                            found[value] = Derivation("date-shift", f"{written} {op} {days} days = {value}", (
                                Operand(written, "answer", f"answer offset {offset}"), Operand(str(days), "count", where)))
                            break
                    for sp in calendar if value not in found else ():
                        months = sp.size * (12 if sp.unit == "year" else 1) * sp.sign
                        if sp.unit in ("day", "week") and sp.size > 1:  # (piano34) a header's days or weeks
                            reached: date | None = base + timedelta(days=sp.size * (7 if sp.unit == "week" else 1))
                        else:
                            reached = add_months(base, months) if sp.unit != "day" else base - timedelta(days=1) if base > date.min else None
                        if reached == target:
                            op = "+" if sp.sign > 0 else "-"
                            found[value] = Derivation("date-shift", f"{written} {op} {sp.size} {sp.unit}{'s' if sp.size != 1 else ''} = {value}", (
                                Operand(written, "answer", f"answer offset {offset}"), Operand(str(sp.size), "count", f"the answer wrote {sp.written!r}")))
                            break
                    if value in found:
                        break
                if value in found:
                    break
            if value not in found and known_date is not None:
                # (range45) from the end of a range of days the line writes before it with its count
                # (`3 gün (14–16 aprel), soňra 2 gün → 18.04.2027`): range_steps.py; before the misread test below: the
                # range's links to the day (its count, its start, the step) tell a step from a slip of a known date
                for _, target in orders:
                    ranged = range_end_step(answer, at, value, target, known_date, self.today) if target is not None else None
                    if ranged is not None:
                        found[value] = ranged
                        break
            if value not in found and known_date is not None and stepped < MAX_STEPS:
                stepped += 1  # round 13: a known date stepped by a span stated (date_steps.py)
                if base_known is None:  # the bases: the answer's resolved ISO dates or what the run knows
                    base_known = _base_lookup({v for v in known if _ISO_DATE.fullmatch(v)}
                                              | ({self.today.isoformat()} if self.today is not None else set()), known_date)  # round 18: and the stated today
                if _NUMERIC_DATE.fullmatch(value):  # round 18: an undecided slashed date read both ways
                    orders = [(o, numeric_date(value, o)) for o in step_orders(answer)]
                if value[2:3] == "." and _misreads_known(value, known_date):
                    continue  # (round 26) `13.11.2026` one digit off a carried `03.11.2026`: a misread, not a step
                step = _stepped(answer, value, orders, start, end, self._user_spans, base_known)
                if step is None and self._policy_spans:  # round 18: a span the policy states, alone
                    step = _stepped(answer, value, orders, start, start, self._policy_spans, base_known)
                    counts = _written_counts(answer[start:end])
                    restated = [sp for sp in self._policy_spans if str(sp.size) in counts]
                    if step is None and restated and len(restated) < len(self._policy_spans):
                        # (round 32) the policy's spans whose count the value's sentence writes, alone
                        # (`მიწოდებიდან 14 დღეში, ანუ 22.10.2026` for `Paid 14 days after delivery`: a
                        # day's word in a language not read; with `21 days after the invoice` too, the
                        # search reached 29.10, a neighbour, and refused)
                        step = _stepped(answer, value, orders, start, start, restated, base_known)
                if step is None and self._unread_terms:
                    self._read_terms()
                if step is None and self._result_spans:  # round 23: a term a result states, alone (stated_terms.py)
                    step = _stepped(answer, value, orders, start, start, self._result_spans, base_known)
                if step is None and self._question and len(self._user_spans) > 1:
                    # (round 28) the last question's spans alone: `If she froze the full remaining
                    # 48 days instead?` after `45 days` earlier; together, 2027-02-28 + 45 is one
                    # digit from + 48 and the chance test refused both. Alone, the tier runs its own
                    # chance test (a slip to + 45 is not reached by 48, and the full search refuses it)
                    asked = spans_in(self._question, 0, min(len(self._question), MAX_SAID_TEXT), "the user asked it")
                    if asked and len(asked) < len(self._user_spans):
                        step = _stepped(answer, value, orders, start, start, asked, base_known)
                if step is not None:
                    found[value] = step
            if value not in found and known_date is not None and stepped < MAX_STEPS and _ISO_DATE.fullmatch(value):
                # (watch35) from the one base the answer shows: the date written just before it there,
                # or the dates of the record its table row names (`_shown_step`)
                stepped += 1
                if self._unread_terms:
                    self._read_terms()
                shown = self._shown_step(answer, value, start, end, at, known,
                                         (header, layout) if header is not None and layout is not None else None)
                if shown is not None:
                    found[value] = shown
            earlier_date = self._remembered.get(value) if value not in found else None
            if earlier_date is not None and earlier_date.rule in _DATE_STEP_RULES and not any(
                    then.rule in _DATE_STEP_RULES for other in digit_replaced(value)
                    if (then := self._remembered.get(other)) is not None):
                # (round 32) a date an earlier answer computed, written again (`last day 2027-03-11`,
                # then `From 2026-09-10 to 2027-03-11`), as a repeated clock is; refused when another
                # date computed earlier is one digit off it (the step's own `2027-03-12` on the way)
                found[value] = Derivation("repeat", earlier_date.expression, earlier_date.operands)
            if value in found:
                known.add(value)  # (round 32) a base for the dates after it (`the day before 2027-03-12 → 2027-03-11`)
        return found

    def _shown_step(
        self, answer: str, value: str, start: int, end: int, at: int, known: set[str],
        header: tuple[tuple[int, int], Layout] | None,
    ) -> Derivation | None:
        """(watch35) An ISO date stepped from the one base the answer shows, by a span stated (the
        answer's there, the policy's, the person's, a result's), chance-tested against that base
        alone: first the date written just before it in its sentence (or the one before, or its
        table row), resolved or computed earlier in this answer (`Ready since 2026-10-12. Storage
        from 2026-11-11`; a row's `| 2026-10-05 | 2026-11-04 |`, + the rule's 30 days); then, for a
        table cell, a date of the one record of the latest result its row names by a cell
        (`row_records.py`: `| T-4302 | ... | 2026-10-05 |` over the queue's `T-4302,...,2026-09-14`),
        by the spans whose count its column's header writes (`Ready (drop-off + 21 d)`), or every
        stated span when it writes none. Over every date the run knows, one digit from such a
        date is often another known date or another base's step (`2026-10-02`, the next row's
        drop-off) and the full search refuses it; a base the answer shows is the step's one source,
        as `word_dates`' chain step reads it (round 30). Refused when that base reaches a one-digit
        neighbour of the value by another of the spans (`find_step`'s chance test)."""
        target = _as_date(value)
        if target is None:
            return None
        stated = list(self._policy_spans) + list(self._user_spans) + list(self._result_spans)
        written = spans_in(answer, start, end, "the answer wrote it")[::-1]
        before = [w for _, w in _dates_in(answer, start, at) if w in known and _ISO_DATE.fullmatch(w)]
        if before:
            base = before[-1]
            step = find_step(value, target, _as_date, (written + stated)[:MAX_SPANS], lambda iso: iso == base)
            if step is not None:
                return Derivation("date-step", step.expression(value), (
                    Operand(base, "answer", "the date the answer writes before it"),
                    Operand(str(step.span.size), "count", f"{step.span.where}: {step.span.written!r}")))
        if header is None or self._latest_result is None:
            return None
        (head_start, head_end), layout = header
        cell = layout.cell(at)
        if cell is None:
            return None
        cells = [answer[a:b] for column in range(layout.columns(cell.table))
                 if (bounds := layout.span(cell.table, cell.row, column)) is not None for a, b in (bounds,)]
        bases = named_record_dates(cells, self._latest_result)
        if not bases:
            return None
        counts = _written_counts(answer[head_start:head_end])
        named = [sp for sp in stated if str(sp.size) in counts] + spans_in(answer, head_start, head_end, "the column's header states it")
        step = find_step(value, target, _as_date, (named or stated)[:MAX_SPANS], lambda iso: iso in bases)
        if step is None:
            return None
        return Derivation("date-step", step.expression(value), (
            Operand(step.base, "result", "a date of the record its table row names"),
            Operand(str(step.span.size), "count", f"{step.span.where}: {step.span.written!r}")))

    def counterparts(self) -> dict[str, list[str]]:
        """The previous answer's settled numbers, each with the others of its sentence (counterparts.py)."""
        if self._log is not None:
            self._wake()
        if self._counterparts is None:
            text = self._previous_text
            # (round 25) a previous answer in a locale's spelling (`Total HT 1 271,30 €, TVA 254,26 €, TTC
            # 1 525,56 €`) is read in English: its settled numbers are English (`1271.3`)
            if text and (writes_grouped_comma(text) or comma_text_cached(text)):
                text = english_text(text)[0]
            self._counterparts = counterparts_of(text) if text else {}
        return self._counterparts

    def resolved_counterparts(self, carried: Container[str] | None) -> dict[str, list[str]]:
        """`counterparts()`, each number's counterparts kept if resolved: settled by the previous
        answer, or carried (`carried`, the results' forms). Kept until the next `explain` (the
        carried set grows between questions, never within one) or the previous answer changes."""
        if self._log is not None:
            self._wake()
        kept = self._resolved_counterparts
        if kept is not None and kept[0] is carried and kept[1] is self._previous:
            return kept[2]
        settled = {p.value for p in self._previous}
        resolved = {v: [w for w in ws if w in settled or (carried is not None and w in carried)]
                    for v, ws in self.counterparts().items()}
        self._resolved_counterparts = (carried, self._previous, resolved)
        return resolved

    def holds_exactly(self, derivation: Derivation) -> bool | None:
        """(round 31) Whether a `written` equation read with the slack of operands earlier answers
        wrote rounded (`362762 x 0.142 = 51512.155 (with the carried precision ...)`) gives its result
        with those operands at their exact values (362,761.65...: 51,512.154); None where no operand's
        exact value is known (a carried number restated rounded: its slack stands). The gate keeps
        such a result only so: the slack alone would excuse its one-digit neighbours too."""
        if derivation.rule != "written" or not derivation.expression.endswith(CARRIED_PRECISION):
            return None
        left, _, right = derivation.expression[: -len(CARRIED_PRECISION)].rpartition(" = ")
        replaced = False
        for operand in derivation.operands:
            earlier = self._remembered.get(operand.value)
            if earlier is None or as_decimal(operand.value) is None or not rounded_value(earlier.expression, Decimal(operand.value)):
                continue
            exact = evaluate(earlier.expression.rsplit(" = ", 1)[0])
            if exact is None:
                continue
            left, count = re.subn(r"(?<![0-9.])" + re.escape(operand.value) + r"(?![0-9])", f"({_print(exact)})", left)
            replaced = replaced or count > 0
        if not replaced:
            return None
        value = evaluate(left)
        written = as_decimal(right)
        return value is not None and written is not None and close_enough(value, written, right, False)

    def remember(self, value: str, derivation: Derivation) -> None:
        """A value the answer just given computed: a later answer may repeat it (`repeat`); not
        an end of a computed range (`$55.00-$75.00`), which is no amount a later answer states alone."""
        if self._log is not None:
            self._log.append((self._remember, (value, derivation)))
        else:
            self._remember(value, derivation)

    def _remember(self, value: str, derivation: Derivation) -> None:
        if derivation.rule != "range":
            self._remembering.setdefault(value, derivation)
            # (round 19) a German or French spelling (`2.097,00 $`) is asked again in English at
            # its offsets (`explain`'s locale reading): remembered under that spelling too
            english = english_of(value) if as_decimal(value) is None else None
            if english is not None and as_decimal(english) is not None:
                self._remembering.setdefault(english, derivation)
            thousands = point_thousands_result(value, derivation.expression)
            if thousands is not None:
                self._remembering.setdefault(thousands, derivation)

    def earlier_date(self, month: int, day: int) -> Derivation | None:
        """(round 21) The derivation of a date an earlier answer computed in words with this month and
        day (`until March 29` a `date-span`), whatever its spelling: a later `29 March` repeats it."""
        if self._log is not None:
            self._wake()
        for value, derivation in self._remembered.items():
            if derivation.rule not in _DATE_RULES:
                continue
            if any(d.month == month and d.day == day for d in yearless_in(_YEAR_WRITTEN.sub("", value), [])):
                return derivation
            readings = numeric_month_days(value)  # (round 25) `23/05/2026`, then `Del 14/05 al 23/05`
            if len(readings) == 1 and readings[0] == (month, day):
                return derivation
        return None

    def remember_equation(self, value: str, derivation: Derivation) -> None:
        """(round 16) The result of an equation the answer just given wrote out that is no candidate
        (earlier_builds.equation_results): an operand of `earlier-mean` and `swapped-item` only."""
        if self._log is not None:
            self._log.append((self._remember_equation, (value, derivation)))
        else:
            self._remember_equation(value, derivation)

    def _remember_equation(self, value: str, derivation: Derivation) -> None:
        if value not in self._equations:
            self._make_room(self._equations, self._remembered, self._answer_at)
        self._equations[value] = derivation
        self._answer_at.setdefault(value, self._answers)

    def remember_step(self, value: str, derivation: Derivation) -> None:
        """(round 18) The first step of an equation the answer just given wrote out (`2 × $35` of
        `2 × $35 ÷ 31 × 18 = $40.65`: earlier_builds.equation_steps): a later answer may restate it
        (`repeat`, tried last), kept apart from what the check computed (`_remembered` refuses more)."""
        if self._log is not None:
            self._log.append((self._remember_step, (value, derivation)))
        else:
            self._remember_step(value, derivation)

    def _remember_step(self, value: str, derivation: Derivation) -> None:
        if value not in self._steps:
            self._make_room(self._steps, self._steps, self._step_at)
        self._steps[value] = derivation
        self._step_at.setdefault(value, self._answers)  # (pool39) its answer, for `_repeat_in_reach`

    @staticmethod
    def _make_room(pool: dict[str, Derivation], other: dict[str, Derivation], at: dict[str, int]) -> None:
        """(long40) Before a new value joins a repeat pool (`_remembered`, `_equations`, `_steps`) that
        holds `MAX_REMEMBERED`: its oldest value leaves (the first kept), and its answer (`at`) with
        it unless the pool sharing that map (`other`) still holds it. The pools kept a run's first
        values: past its first few hundred computed values a long run remembered nothing new, so an
        honest restatement of the answer before last was flagged; the far ones are asked more
        (`_repeat_in_reach`) and no older value is worth more than a newer one."""
        while len(pool) >= MAX_REMEMBERED:
            oldest = next(iter(pool))
            del pool[oldest]
            if oldest not in other:
                at.pop(oldest, None)

    def remember_restated(self, value: str) -> None:
        """A number the answer just given restated from a carried one (the `rescaled` rule:
        `412,883 GB` of 412,883,412,992,000 bytes): a later answer may repeat it without its unit."""
        if self._log is not None:
            self._log.append((self._remember_restated, (value,)))
        else:
            self._remember_restated(value)

    def _remember_restated(self, value: str) -> None:
        if as_decimal(value) is not None:
            self._remembering.setdefault(value, Derivation(
                "repeat", f"{value} (a carried number an earlier answer restated)",
                (Operand(value, "earlier answer", "grounded there by the rescaled rule"),)))

    def remember_zoned(self, value: str, by: str) -> None:
        """A clock the answer just given wrote for a carried instant in the zone it named (the `epoch`
        or `zone` rule: `15:33:18.044` for `1795617198044` in Berlin): a later answer that names no
        zone may repeat it (round 12)."""
        if self._log is not None:
            self._log.append((self._remember_zoned, (value, by)))
        else:
            self._remember_zoned(value, by)

    def _remember_zoned(self, value: str, by: str) -> None:
        self._remembering.setdefault(value, Derivation(
            "repeat", f"{value} (a carried instant an earlier answer wrote in the zone it named)",
            (Operand(value, "earlier answer", f"grounded there by the {by} rule"),)))

    def repeated(self, value: str) -> Derivation | None:
        """`repeat`: the value an earlier answer computed, with that answer's expression, or None."""
        earlier = self._remembered.get(value) or self._steps.get(value)  # (round 18: or an equation's first step)
        # (round 24) or an equation's result an earlier answer wrote out that was no candidate, none of its
        # operands unsupported (`3 x 256 = 768` in a reasoning block, then `£768` of labour: earlier_builds.py)
        earlier = earlier or self._equations.get(value)
        if earlier is None:
            return self._repeated_finer(value)
        if not self._repeat_in_reach(value, earlier):
            return None
        return Derivation("repeat", earlier.expression, earlier.operands)

    def _repeat_in_reach(self, value: str, earlier: Derivation) -> bool:
        """(pool39) Whether a value an earlier answer computed may be repeated here: the repeat pool is
        the whole run's (every value its earlier answers computed), so a bare match is worth less the
        further back it reaches. From one of the last `REPEAT_RECENT` answers (counted from the one
        that computed it; a repeat does not renew it), as before. From further back, only where this
        answer writes one of its operands (names what it was computed from), or where both hold: its
        operands were all written by the answer that computed it (no chance-tested search of a pool
        found it: hostile38's `48213`, a sum of two ids of consecutive answers by `conversation`, was
        then repeated by every later answer), and the older values of the value's magnitude band
        (its integer digits and places) are few against the band's width (`_band_crowded`)."""
        at = self._answer_at.get(value)
        if at is None:
            at = self._step_at.get(value)
        if at is None or self._answers - at <= REPEAT_RECENT:
            return True
        written = self._written_numbers()
        if any(o.source != "count" and o.value in written for o in earlier.operands):
            return True
        if any(o.source not in _WRITTEN_SOURCES for o in earlier.operands):
            return False
        return not self._band_crowded(value)

    def _written_numbers(self) -> frozenset[str]:
        """(pool39) The numbers the answer being explained writes (`answer_written`), read once per answer."""
        if self._written_of is not self.answer_written:
            self._written_of = self.answer_written
            self._written = frozenset(o.value for o in number_occurrences(self.answer_written, full=False))
        return self._written

    def _band_crowded(self, value: str) -> bool:
        """(pool39) Whether the values answers older than the last `REPEAT_RECENT` computed (the far
        repeat pool: `_remembered`, `_equations`, `_steps`, each at most `MAX_REMEMBERED`) that share
        the value's magnitude band (as many integer digits, as many places) number more than one in
        `REPEAT_ODDS` of the band's width (`12,345`: 90,000 whole numbers; `345.67`: 90,000 cents):
        a bare invention of that size then meets one of them by chance too often to say it repeats one.
        (long40) The pools keep the latest values, so a long run's far band is always about full."""
        band = _band(value)
        if band is None:
            return True
        digits, places = band
        width = 9 * 10 ** (max(digits, 1) - 1 + places) if digits else 10 ** places
        recent = self._answers - REPEAT_RECENT
        far = 0
        pools = ((self._remembered, self._answer_at), (self._equations, self._answer_at),
                 (self._steps, self._step_at))
        for pool, at in pools:
            for v in pool:
                if _band(v) == band and at.get(v, recent) < recent:
                    far += 1
        return far * REPEAT_ODDS > width

    def _earlier_rounded(self) -> list[str]:
        """(round 10) The values earlier answers computed and wrote rounded (`≈ 15.5 kWh` for 15.459),
        the latest MAX_ROUNDED; (long40) read once per answer given (`_remembered` changes only
        then), where every question of an answer evaluated every remembered expression again."""
        if self._rounded_at != self._answers:
            self._rounded_at = self._answers
            self._rounded = [v for v, d in self._remembered.items() if as_decimal(v) is not None
                             and rounded_value(d.expression, Decimal(v))][-MAX_ROUNDED:]
        return self._rounded

    def _repeated_finer(self, value: str) -> Derivation | None:
        """(brandy36) A value an earlier answer computed and wrote rounded, restated to more places
        (`1,547 / 12 = 128.9 L`, then `128.92 × 0.70 = 90.24 L`): its expression, evaluated exactly,
        rounded half up to the places now written; the value within one unit of the earlier one's
        last place. The latest MAX_FINER earlier values are tried; (long40) each within reach as an
        exact repeat is (`_repeat_in_reach`: from the last `REPEAT_RECENT` answers, else beside one
        of its operands or its band uncrowded): an earlier value from any distance matched a value
        one unit of its last place away, with one digit in ten to spare."""
        number = as_decimal(value)
        places = decimal_places(value)
        if number is None or places < 1:
            return None
        for earlier_value, earlier in list(self._remembered.items())[-MAX_FINER:]:
            earlier_number = as_decimal(earlier_value)
            earlier_places = decimal_places(earlier_value)
            if earlier_number is None or earlier_places >= places \
                    or abs(earlier_number - number) > Decimal(1).scaleb(-earlier_places):
                continue
            left = earlier.expression.partition(" = ")[0]  # (`1547 / 12 = 128.9`: its left side)
            exact = evaluate(left)
            if exact is not None and equal_at(exact, number, places, True) \
                    and self._repeat_in_reach(earlier_value, earlier):
                return Derivation("repeat", f"{left} = {value} (written {earlier_value} before)", earlier.operands)
        return None

    def answered(self, numbers: Iterable[str], text: str = "", unsettled: Container[str] = (),
                 carried: frozenset[str] = frozenset()) -> None:
        """The answer just given: its resolved numbers, in order (the next one's `remainder`), and
        the names it wrote (the records the conversation is about). What it computed is kept now
        (a later answer's may replace it); its text is read on the first question (`_read_pending`).
        (census36) `carried`: the numbers it wrote that a result carried as written but that were
        no candidates (a table's cells copied from a CSV row): kept apart (`_previous_copied`), for
        `conversation`'s chance-tested pairs (`wide._before_previous_pair`), no other rule's."""
        settled = list(numbers)  # (speed27) read now: a generator may read what changes after
        if self._log is not None:
            self._log.append((self._answered, (settled, text, unsettled, carried)))
        else:
            self._answered(settled, text, unsettled, carried)

    def _answered(self, numbers: list[str], text: str, unsettled: Container[str],
                  carried: frozenset[str] = frozenset()) -> None:
        for value, derivation in self._remembering.items():
            if derivation.rule == "repeat" and value in self._remembered:
                continue  # (round 31) a repeat keeps the derivation it repeats: its expression (an exact value) stays read
            if value not in self._remembered:  # (long40) the latest kept: the oldest leaves (`_make_room`)
                self._make_room(self._remembered, self._equations, self._answer_at)
            self._remembered[value] = derivation
            if derivation.rule != "repeat" or value not in self._answer_at:
                self._answer_at[value] = self._answers  # (a repeat names the answer that computed it)
        self._answers += 1
        self._remembering = {}
        verified = self._verifying.get(text, set())
        self._verified = [*self._verified[-(STATED_ANSWERS - 1):], frozenset(verified)]
        self._verifying = {}
        if self._cells and text:  # (census36) and the cells of a result's comma-separated rows it copied
            cells = {as_decimal(c) for c in self._cells}  # (`139.00` of a row; the answer's `139` or `139.00`)
            carried = carried | frozenset(
                o.value for o in number_occurrences(text, full=False)
                if o.number in cells and o.value not in unsettled and o.value not in numbers)
        self._pending.append((text, numbers, unsettled, carried))
        # (census34) the record rules' turns move here, in the order the answer came among the
        # results, not when its text is read (`_read_pending`, at the next question): an answer that
        # asked nothing was read after the later turns' results, and each such answer moved the
        # window past them (after two, no result of the run was in reach, this turn's neither)
        # (an answer from the data in hand ages no result: TurnResults.answered); (census37) one that
        # writes only numbers under the digit minimum answered from it too (`0.56 kg.` for `silk
        # needed?`: the result's `metres` stays in reach of the next `value?`), not only one that
        # settled a candidate; an answer with no number (`Noted.`) still ages them
        settled = bool(numbers) or bool(unsettled_free_numbers(text, unsettled))
        self._carried_totals.answered(settled)
        self.carried_ratios.answered(settled)
        self.carried_products.answered(settled)
        self.carried_differences.answered(settled)
        self.carried_sums.answered(settled)
        self.stated_rates.add_text(text, "earlier answer", "earlier answer")
        self.paces.add_text(text, "an earlier answer")
        self.clock_leads.add_answer(text)
        self.known_durations.add_answer(text)  # round 24 (duration_steps.py)
        self.print_sizes.add_text(text, "an earlier answer", unsettled)  # round 25 (print_sizes.py)
        self.stated_packs.add_answer(text)  # (older43) its counts of packs (`212 cases`: pack_products.py)

    def _read_answer(self, numbers: list[str], text: str, unsettled: Container[str],
                     carried: frozenset[str] = frozenset()) -> None:
        settled: dict[str, Decimal] = {}
        for n in numbers:
            number = as_decimal(n)
            if number is not None:
                settled[n] = number
        previous: list[EarlierValue] = []
        # the answer's written numbers, read once for its settled ones and for what it stated;
        # (census36) with those a result carried as written (`carried`: a CSV row's cells it copied)
        occurrences = number_occurrences(text, full=False) if text else []
        copied: list[EarlierValue] = []  # (census36) the numbers it copied from a result (`carried`)
        layout: Layout | None = None
        for occ in occurrences if settled or carried else ():
            if occ.value in settled and all(p.value != occ.value for p in previous):
                previous.append(EarlierValue(occ.value, occ.number, occ.amount, occ.per_unit))
            elif occ.value in carried and all(p.value != occ.value for p in copied) \
                    and (occ.number >= MIN_STATED or occ.number != occ.number.to_integral_value()):
                layout = Layout(text) if layout is None else layout  # (a count or an index under 10 is no summand)
                copied.append(EarlierValue(occ.value, occ.number, occ.amount or money_column(layout, occ.at), occ.per_unit))
        # numbers resolved but not found as written numbers (a typed answer): keep them too
        for n, number in settled.items():
            if all(p.value != n for p in previous):
                previous.append(EarlierValue(n, number, False, False))
        self._before_previous = self._previous
        self._previous = previous[-MAX_PREVIOUS:]
        self._before_previous_copied = self._previous_copied
        self._previous_copied = copied[-MAX_PREVIOUS:]
        # (round 18) the settled numbers it wrote as amounts somewhere (`**Balance: $836.00**` after a plain `836`)
        self._previous_amounts = frozenset(o.number for o in occurrences if o.amount and o.value in settled)
        wrote = {o.value for o in occurrences[:MAX_STATED]}
        self._stated = [self._stated[0], *self._stated[1:][-(STATED_ANSWERS - 1):], wrote]
        self._before_previous_text = self._previous_text
        self._previous_text = text  # its names are read only when an answer asks about a sum
        self._counterparts = None
        self._resolved_counterparts = None
        self._previous_unsettled = unsettled
        self._quoted_rates.answered(text, settled)
        for m in _PERCENT.finditer(text):
            p = Decimal(m.group(1))
            if 0 < p < 100 and all(p != q for q, _ in self._percents):
                self._percents.append((p, m.group(1)))
        del self._percents[:-MAX_PERCENTS]
        if settled or self._tabled:
            self._tabled.append((text, frozenset(settled), None) if "|" in text else ("", frozenset(), []))
            del self._tabled[:-TABLED_ANSWERS]
        for q in _QUOTE.finditer(text) if "=" in text else ():
            written = q.group(3).replace(",", "")
            if (q.group(2) or q.group(4)) and written in settled:
                rate = Decimal(written)
                if rate > 0 and all(rate != r for r, _ in self._rates):
                    self._rates.append((rate, written))
        del self._rates[:-MAX_PERCENTS]

    # --- the question -------------------------------------------------------------------------

    def explain(
        self,
        answer: str,
        resolved: Mapping[str, str],
        unresolved: Iterable[str],
        carried: Container[str] | None = None,
        judged: Container[str] | None = None,
        barred: Container[str] = frozenset(),
    ) -> dict[str, Derivation]:
        """Derivations for the `unresolved` numbers of `answer`, each from resolved operands.

        `resolved` maps each resolved number of the answer (grounded, exempt, ...) to the source
        its operands report ("answer"); values found here join it, so a chain resolves step by
        step (a running balance). `carried` (the evidence's forms) lets the wide rules refuse a
        value one digit off a carried number; without it they do not run. Returns value ->
        derivation for the values explained. `judged` (the answer's candidates' values): a number
        of the answer that is none (under the digit minimum: `500`, `330.00`) and that a result
        carried, a person said or one of the last two answers wrote is an operand too. `barred`:
        values that are no operand until this call derives them (not even as an equation's result:
        `anchored_derivations.py`, round 13).
        """
        if self._log is not None:
            self._wake()
        if self._pending:
            self._read_pending()
        self._resolved_counterparts = None  # (the carried set may have grown since the last question)
        original = answer  # (census37) the text `answered` is given, whatever spelling it is read in
        self.answer_written = original
        if len(answer) > MAX_ARITHMETIC_CHARS:
            self.work.cut()
            return {}
        unresolved = [v for v in unresolved if sum(ch.isdigit() for ch in v) <= MAX_COMPUTED_DIGITS]
        # a German or French spelling (`29.154,00 €`) is read in English at the same offsets; its
        # operands (`242,95 €`, carried 242.95) are resolved under their English spelling
        locale: dict[str, str] = {}
        # (round 25) or an answer of mixed spellings: a euro amount spelled in French, the pounds it
        # converts to in English (`1 525,56 € = £1,310.61`: locales.writes_grouped_comma)
        if any(as_decimal(v) is None and ("," in v or "." in v) for v in unresolved) or comma_text_cached(answer) \
                or writes_grouped_comma(answer):
            answer, spelled = english_text(answer)
            if spelled:
                resolved = dict(resolved)
                for written, english in spelled.items():
                    if written not in unresolved and normalize_token(written) in unresolved:
                        written = normalize_token(written)  # `1,717` judged as 1717 (decimal_comma.py)
                    if written in unresolved and english not in resolved:
                        locale[english] = written
                    elif written in resolved or (carried is not None and english in carried) or self._locale_carried(english):
                        resolved.setdefault(english, resolved.get(written, "result"))
                unresolved = [v for v in unresolved if v not in spelled or v in resolved] + list(locale)
        wanted = {v for v in unresolved if as_decimal(v) is not None}
        fractions = {v for v in unresolved if "/" in v and _FRACTION.fullmatch(v)}
        # a rate glued to its unit of time (`1,669/min`) is its number's derivation
        glued = {v: normalize_token(v.partition("/")[0]) for v in unresolved if "/" in v and GLUED_PER_TIME.fullmatch(v)}
        # (round 15) so is a dollar amount its country's code is glued to (`CA$160.48`: dollar_codes.py)
        glued.update((v, n) for v in unresolved if "$" in v and (n := coded_dollar_number(v)) is not None)
        # (round 25) and so is a measure in an inch's fractions worked out in them (`6.25/32`: inch_fractions.py)
        glued.update((v, normalize_token(n)) for v in unresolved if "/" in v and (n := measured_numerator(v)) is not None)
        wanted.update(glued.values())
        if not wanted and not fractions:
            return {}
        if self._unread:
            self._catch_up()
        counts = dict(self._counts)
        for count, how in _counts_in(answer):
            counts.setdefault(count, Operand(str(count), "count", f"the answer wrote {how!r}"))
        if _WEEK.search(answer) and 7 not in counts:
            counts[7] = Operand("7", "count", "the days of a week")
        # a number the `rescaled` rule grounded restates a carried number rounded (`412,883 GB`
        # for bytes): an equation may use it at the carried precision
        loose = frozenset(
            v for v, source in resolved.items() if source == "rescaled" and carried is not None and v not in carried
        )
        if not self.work.take(1 + len(answer) // 4):  # reading the answer (about a unit per 4 characters)
            return {}
        # (round 10) a value an earlier answer computed and wrote rounded (`≈ 15.5 kWh` for 15.459)
        # stands for what it rounds, as an operand; so does one this answer's equations wrote
        # rounded (`= 90,6 kWh` for 90.57), read again with it (rounded_steps.py)
        loose = loose | frozenset(self._earlier_rounded())
        reading = AnswerReading(answer, counts, carried, loose)
        own = rounded_results(reading.relations.values()) - loose
        if own and self.work.take(1 + len(answer) // 4):
            reading = AnswerReading(answer, counts, carried, loose | own)
        reading.pending = frozenset(wanted)
        reading.cells = self._cells
        occurrences = reading.occurrences
        found: dict[str, Derivation] = reading.derived
        for value in fractions:
            derivation = _fraction_operand(reading, value, resolved, carried) or _computed_pair(reading, value)
            if derivation is not None:
                found[value] = derivation
            # (round 18) a share written as a fraction of two numbers this answer resolved or a
            # result carried (`the gift card's share is 200/804 × 504`: the card's 200 of the 804
            # paid) states nothing more than its two numbers (`share_parts.fraction_of_known`)
            elif (derivation := fraction_of_known(value, resolved, carried)) is not None:
                found[value] = derivation
            # (round 23) a length of its line restated in an inch's fractions (`4.1 mm | 5.2/32`)
            elif (derivation := _inch_fraction(reading, value)) is not None:
                found[value] = derivation
        if not occurrences or not wanted:
            return found
        known = set(resolved)
        if judged is not None:
            stated = self._stated_operands(occurrences, judged, carried, wanted) - known
            known.update(stated)
            reading.stated = frozenset(stated - self._promoted(stated))
        # a result of an equation the answer writes out is computed, candidate or not (`35 x 35 x
        # 30 / 5000 = 7.35 kg`): a later step may take it as an operand
        for occ in occurrences:
            relation = reading.relations.get(occ.at)
            if relation is not None and relation.value == occ.number and occ.value not in barred:
                known.add(occ.value)
        # (round 29) a table cell under the digit minimum that its row's product gives (`| 18.0 | 26.00 |
        # 468.00 |`) is computed too: the column's total under it takes it (tables.derived_cells)
        if reading.layout.tables():
            known.update(self._named_column_totals(reading, known, wanted, judged))
            derived = derived_cells(reading, known, wanted, self.work.take, self._derived_cell)
            known.update(derived)
            if derived:
                self._keep_derived(original, derived)
        if judged is not None:
            known.update(self._silent_totals(reading, known, wanted, judged))
            # (mill42) a step's result after an arrow, a quantity times its unit's stated price (`5 h → 550`)
            known.update(v for v in self.stated_doses.arrow_products(reading, known, judged) if v not in wanted)
        if judged is not None and len(self._verifying) < MAX_VERIFYING:
            self._verifying.setdefault(original, set()).update(_own_verified(reading, known, set(resolved), wanted))
        for value in fractions:  # (round 18) ... or of numbers stated before (`_stated_operands`)
            if value not in found and (derivation := fraction_of_known(value, known, carried)) is not None:
                found[value] = derivation
        computed_here: list[Occurrence] = []
        if COMPUTED_HERE in resolved.values():  # a value asked again in a variant's place (gate._unverified_of)
            computed_here.extend(o for o in occurrences if resolved.get(o.value) == COMPUTED_HERE)
        # a column sum is an operand only for an answer that names its record or one of its
        # elements (`reservation JG7FMM`, `EWR`, a flight of it), or whose previous answer did: a
        # sum over an array the conversation never pointed at excuses nothing
        if self._aggregates:
            tokens = _names_in(answer) | _names_in(self._previous_text)
            self._cited = [g for g in self._aggregates if g.names & tokens]
        else:
            self._cited = []
        # narrow rules first, over every wanted value, until nothing more resolves; then the wide
        # (a wide try runs the narrow rules again: it costs twice), within MAX_ARITHMETIC_WORK
        work = 0
        tries = NarrowTries()  # (a wide try reuses the narrow rules' answer at the same inputs)
        for wide in (False, True):
            cost = (len(occurrences) + len(reading.steps) + len(answer) // 32 + 1) * (2 if wide else 1)
            if wide and carried is None:
                break
            progress = True
            while progress and wanted and work <= MAX_ARITHMETIC_WORK:
                progress = False
                for i, occ in enumerate(occurrences):
                    if occ.value not in wanted:
                        continue
                    work += cost
                    if work > MAX_ARITHMETIC_WORK or not self.work.take(cost):
                        self.work.cut()
                        break
                    if not reading.stated:
                        derivation = self._explain_one(reading, i, known, computed_here, wide, tries, False)
                    else:
                        # operands under the digit minimum only when the rules found nothing without
                        # them (they would shift the windows of `half`, `per-count` ...), and only as
                        # summands, not factors or cells (`| 15 GB | $75.00 |` is no 5 x 15)
                        derivation = self._explain_one(reading, i, known - reading.stated, computed_here, wide, tries, True)
                        if derivation is None:
                            # the second pass is a try like the first: charged the same (an answer of
                            # many stated operands would otherwise get twice the work for its budget)
                            work += cost
                            if work > MAX_ARITHMETIC_WORK or not self.work.take(cost):
                                self.work.cut()
                                break
                            derivation = self._explain_one(reading, i, known, computed_here, wide, tries, False)
                            if derivation is not None and (derivation.rule not in _STATED_RULES or not any(
                                    o.value in reading.stated for o in derivation.operands)) \
                                    and not _stated_share(derivation, known - reading.stated, carried, self._policy_stated) \
                                    and not (derivation.rule in _RUN_GIVEN_RULES and all(
                                        o.value not in reading.stated or self.gives_number(o.value) for o in derivation.operands)) \
                                    and not _stated_price(derivation, reading.stated, self.carried_products.unit_price_values(), carried,
                                                      self._cells):
                                derivation = None
                    if derivation is not None and not keeps_written_zeros(occ.digits, occ.number, derivation.expression):
                        derivation = None  # `70.70` for 70.68: the places written hold too (zero_places.py)
                    if derivation is not None and barred and rests_on_barred(derivation, barred, found):
                        # (round 31) asked again after a cycle: a step over a value of the cycle not yet
                        # derived otherwise waits, so a later rule may anchor that value first
                        # (`4 started metres: 7,400 + 8,400 = 15,800`: 8,400 by `count-multiple`, not
                        # by 15,800 - 7,400 of the equation it is an operand of); (piano34) a value an
                        # earlier answer computed is anchored still, as its `repeat` (`EUR 59.40 / 27 km =
                        # EUR 2.20` after `27 × 2 × EUR 1.10 = EUR 59.40`: the narrow `rate` took 2.20 first)
                        derivation = self.repeated(occ.value)
                    if derivation is not None:
                        found[occ.value] = derivation
                        wanted.discard(occ.value)
                        known.add(occ.value)
                        computed_here.append(occ)
                        progress = True
        # (round 28) last, once every other rule is done: an amount in hand carried through two named
        # steps, the middle one unwritten (`two_steps.py`). Its values end a chain: found, but no
        # operand of another value (a wide search's match must not ground more: the deposit and the
        # balance it reached after a mutated total summed to the mutant, heldout26 tailor-01), and
        # tried after the others so it takes no value a later pass of theirs would resolve
        if carried is not None and wanted and work <= MAX_ARITHMETIC_WORK:
            bases = known - reading.stated if reading.stated else known
            latest = self.latest_numbers()
            remembered = list(self._remembered)
            stepped: set[str] = set()
            for i, occ in enumerate(occurrences):
                if occ.value not in wanted:
                    continue
                if work > MAX_ARITHMETIC_WORK or not self.work.take(1):
                    self.work.cut()
                    break
                derivation, tried = explain_two_step(self.stated_rates, reading, i, bases, computed_here, self._previous,
                                                     remembered, self._question, latest)
                cost = tried // TWO_STEP_TRIES_PER_UNIT  # (charged by the search's size: most values search nothing)
                work += 1 + cost
                if cost and not self.work.take(cost):
                    self.work.cut()
                    break
                if derivation is not None and keeps_written_zeros(occ.digits, occ.number, derivation.expression):
                    found[occ.value] = derivation
                    stepped.add(occ.value)
            # (round 30, rates30) an equation the answer writes out over a value `two-step` found
            # (`RSD 2,703.32 + 250 = RSD 2,953.32`, the card's 5% off a carried total): its result is
            # `written` as any equation's is, the two-step value an operand of that equation only
            # (no search takes it: the equation is written and checked exactly)
            if stepped:
                with_stepped = known | stepped
                for occ in occurrences:
                    if occ.value not in wanted or occ.value in found:
                        continue
                    relation = reading.relations.get(occ.at)
                    if relation is None or relation.value != occ.number \
                            or not any(v in stepped for v, _ in relation.operands) \
                            or not written_operands_known(reading, relation, with_stepped):
                        continue
                    found[occ.value] = Derivation(
                        "written", relation.expression,
                        tuple(Operand(v, "answer", f"answer offset {at}") for v, at in relation.operands))
        for value, number in glued.items():
            if number in found:
                found[value] = found[number]
        for english, written in locale.items():
            if english in found:
                found[written] = found[english]
        if len(unresolved) > 1 and not barred:
            self.derived_here = (answer, dict(found))
        return found

    def stated_factors(self) -> list[tuple[Decimal, str, Operand]]:
        """(round 33) The factors a short reply may scale a result's number by (`wide._stated_scaled`):
        the numbers a person wrote, positive, not 1, under `cues.MAX_SHORT_FACTOR`
        (a count, a size, a rate between two units: `1 toman = 10 rials`), and the percents among
        them as fractions (`40% deposit`: 0.4); at most `cues.MAX_SHORT_FACTORS`, in a stable order."""
        out: list[tuple[Decimal, str, Operand]] = []
        seen: set[Decimal] = set()
        for written, source in [(v, "user") for v in sorted(self._stated[0])]:
            number = as_decimal(written)
            if number is None:
                continue
            forms = [(number / 100, f"{written}%")] if written in self._stated_percents else []
            forms.append((number, written))
            for factor, shown in forms:
                if 0 < factor < MAX_SHORT_FACTOR and factor != 1 and factor not in seen and len(out) < MAX_SHORT_FACTORS:
                    seen.add(factor)
                    how = "the user wrote it" if source == "user" else "the system prompt states it"
                    out.append((factor, shown, Operand(shown, "user" if source == "user" else "result", how)))
        return out

    def latest_numbers(self) -> list[tuple[Decimal, str]]:
        """The numbers the latest result carries when it carries at most `two_steps.MAX_CARRIED`
        (`two_steps.carried_numbers`), read once per result: `two-step`'s bases, the amounts in hand
        (`_amounts_in_hand`), (round 32) a short reply's operands (`wide._latest_scaled`, `wide._latest_divided`)."""
        if self._latest_carried is None:
            self._latest_carried = carried_numbers(self._latest_result)
        return self._latest_carried

    def _amounts_in_hand(self) -> list[tuple[Decimal, Operand]]:
        """(round 30, rates30) The amounts in hand a tax inside may be of (`rate_steps.explain_rate_step`'s
        `earlier`): the previous answer's last settled values, then the values earlier answers
        computed, the latest; `rate_steps.MAX_EARLIER` of each; the latest result's numbers when it
        carries at most `two_steps.MAX_CARRIED`."""
        out: list[tuple[Decimal, Operand]] = []
        for p in reversed(self._previous[-RATE_EARLIER:]):
            out.append((p.number, Operand(p.value, "earlier answer", "the previous answer settled it")))
        for value in islice(reversed(self._remembered), RATE_EARLIER):
            number = as_decimal(value)
            if number is not None:
                out.append((number, Operand(value, "earlier answer", "an earlier answer computed it")))
        # (round 30) and the numbers of the latest result when it carries few (`two_steps.carried_numbers`:
        # an order's `total_incl_vat` asked `excl vat?`)
        for number, shown in self.latest_numbers():
            out.append((number, Operand(shown, "result", "the latest result carries it")))
        return out

    def _locale_carried(self, english: str) -> bool:
        """(round 25) Whether a text result spelled `english` in a locale (`1 525,56 €` for
        1525.56): the results are indexed first if they were not."""
        if self._unread:
            self._catch_up()
        return english in self._locale_numbers

    def _named_column_totals(self, reading: AnswerReading, known: set[str], wanted: Container[str],
                             judged: Container[str] | None) -> set[str]:
        """(round 29) The whole numbers under the digit minimum a table row of the answer writes (`|
        hand towel | 346 | 0.90 | 311.40 |`) that sum a column of the run's results the row's words
        before it name, every word of its key (`hand_towel` over five days of a CSV:
        `CarriedTotals.whole_named`): operands, as a result's own number is, for the row's product."""
        out: set[str] = set()
        layout = reading.layout
        text = reading.text
        for o in reading.occurrences:
            v = o.value
            if v in known or v in wanted or (judged is not None and v in judged) or v in out:
                continue
            if o.number < MIN_STATED or o.number != o.number.to_integral_value() or "." in o.digits:
                continue
            if layout.cell(o.at) is None or not self.work.take(1):
                continue
            line_from = text.rfind("\n", 0, o.start) + 1
            if self._carried_totals.whole_named(o.number, o.digits, text[line_from : o.start]):
                out.add(v)
        return out

    def _keep_derived(self, text: str, derived: list[str]) -> None:
        """(kiln43) Keep an answer's derived table cells (the latest `MAX_DERIVED_ANSWERS` answers')."""
        numbers = frozenset(n for n in (as_decimal(v) for v in derived) if n is not None)
        self._derived_cells = [(t, kept) for t, kept in self._derived_cells if t != text][-(MAX_DERIVED_ANSWERS - 1):]
        self._derived_cells.append((text, numbers))

    def derived_cells_of(self, text: str) -> frozenset[Decimal]:
        """(kiln43) The table cells under the digit minimum a rule derived when the answer `text` was
        explained (`tables.derived_cells`): settled as its judged numbers are, for `group-cells`."""
        for kept_text, kept in self._derived_cells:
            if kept_text == text:
                return kept
        return frozenset()

    def _derived_cell(self, reading: AnswerReading, i: int, known: set[str]) -> object:
        """(round 32) A table cell under the digit minimum that the `cell-equation` rule gives, or
        (sawmill38) that `carried-product` gives from a record its line names (`| BK25-200 | 9.200 |
        21,500 | 197,800.00 |` for the stock's `thick_mm x width_mm x length_m x pieces`: the row's
        product, and the column's total, take it), or (camel43) `priced-row`. Never reported; None
        when none does."""
        found = cell_equation_rule(reading, i, known)
        if found is not None:
            return found
        # (kiln43) or a charge the rules state worked for its row (`| 10.00 | 2.00 | 0 | 840.00 |` for
        # 650 a shift and 95 an hour past 8 h, the same down the column: stated_charges.py)
        charge = explain_stated_charge(reading, i, self._policy_stated, known)
        if charge is not None:
            return charge
        # (shapes46) or its row's quantity times the stated rate the row writes (`| 2,150 pcs | 0.20/pc |
        # 430.00 |`: a sheet of mixed tasks, a rate a row; row_rates.py)
        rated = explain_row_rate(reading, i, known, self._policy_stated, self._policy_texts)
        if rated is not None:
            return rated
        occ = reading.occurrences[i]
        text = reading.text
        line_from = text.rfind("\n", 0, occ.start) + 1
        line_to = text.find("\n", occ.end)
        line = text[line_from : line_to if line_to >= 0 else len(text)]
        product = self.carried_products.explain(occ.number, occ.digits or occ.value, line, text[line_from:occ.start])
        if product is not None and product.price is None and product.value == occ.number:
            return product
        # (camel43) or that `priced-row` gives, its row's quantity at a unit price the system prompt
        # states (`| Hodan Cabdi | 1,320 | 2.9% | 0.70 | 924.00 |` for `0.70 USD a litre`: the pay
        # column's total under it, `6,364.25`, takes it)
        return explain_priced_row(reading, i, known, self.carried_products)

    def _silent_totals(self, reading: AnswerReading, known: set[str], wanted: Container[str],
                       judged: Container[str]) -> set[str]:
        """(round 32) The numbers under the digit minimum (no candidate, never judged) that the
        `total` rule gives from the resolved items written just before them (`dormitory 22 × 0.70 =
        15.40, half board 24, tourist tax 2.50, so 41.90 a night`): operands for the values after
        them (`EUR 83.80 for the two`), as a table's derived cells are (`tables.derived_cells`). A
        sum the items do not give stays no operand, so a value over it stays flagged. At most
        MAX_SILENT_TOTALS tries an answer, each charged to the run's budget."""
        out: set[str] = set()
        tried = 0
        for i, o in enumerate(reading.occurrences):
            v = o.value
            if v in known or v in wanted or v in judged or v in out or o.number < MIN_STATED:
                continue
            tried += 1
            if tried > MAX_SILENT_TOTALS or not self.work.take(1):
                break
            derivation = explain_narrow(self, reading, i, known | out, [])
            if derivation is not None and derivation.rule == "total":
                out.add(v)
        return out

    def _promoted(self, stated: set[str]) -> set[str]:
        """(census37) Those of `stated` (operands under the digit minimum) that one of the last
        STATED_ANSWERS answers computed and the check verified there (`_own_verified`: `| Short | 3.6 |`
        = 80.0 - 76.4, a total row's `930`): operands as a settled candidate is, of products and
        ratios too (`the 3.6 kg short ... UZS 2,196,000`), not only summands. A number an earlier
        answer merely wrote stays a summand only."""
        return {v for v in stated if any(v in verified for verified in self._verified)}

    def _stated_operands(
        self, occurrences: Sequence[Occurrence], judged: Container[str], carried: Container[str] | None,
        wanted: Container[str],
    ) -> set[str]:
        """The answer's numbers no candidate holds (under the digit minimum, never judged) that a
        result carried, a person said, the system prompt stated (round 31) or one of the last answers wrote: operands like any resolved
        one, for the narrow rules (the wide ones, over every pair of the answer's numbers, took them
        and excused 0.4% more of synth's fabrications). (Not what the answer alone writes: an
        operand nothing stated excuses nothing.)"""
        out: set[str] = set()
        for o in occurrences:
            v = o.value
            if v in judged or v in wanted or v in out:
                continue
            if abs(o.number) < MIN_STATED and (o.number == o.number.to_integral_value() or abs(o.number) < 1):
                # a digit is a count, an index or a step (`12446 - 1`, a list's `1.`), no summand;
                # (round 32) an amount with a fraction under 10 is (`tourist tax 2.50` beside the
                # system prompt's `EUR 2.50 per person a night`), as a fee is
                continue
            if (carried is not None and v in carried) or any(v in stated for stated in self._stated) or v in self._cells \
                    or v in self._policy_stated or self.carried_products.percent_adjusted(o.number):
                out.add(v)
        return out

    def _explain_one(
        self,
        reading: AnswerReading,
        i: int,
        known: set[str],
        computed_here: list[Occurrence],
        wide: bool,
        tries: NarrowTries,
        unstated: bool,
    ) -> Derivation | None:
        """One value's derivation: the narrow rules (`narrow.py`); when `wide`, then the wide (`wide.py`).
        `unstated`: `known` is without the answer's stated operands (`_stated_operands`)."""
        # (round 25) a rate times a premium its line names in words (`Time and a half: £46.50/h`),
        # first: its cue is on the value's line, and a written equation after it (`£46.50/h × 0.5 h =
        # £23.25`) would otherwise give each value by the other, a loop left flagged
        derivation = explain_worded_multiple(reading, i, known, computed_here) if reading.names_time else None
        if derivation is None:
            derivation = tries.narrow(self, reading, i, known, computed_here, unstated)
        if wide and derivation is None:
            derivation = explain_wide(self, reading, i, known, computed_here)
            if derivation is None:
                derivation = self._late_tries(reading, i, known, computed_here)
            if derivation is None:  # (census33) the late tries again, past a carried neighbour they take
                derivation = self._past_taken_neighbour(reading, i, known, computed_here)
        return derivation

    def _past_taken_neighbour(self, reading: AnswerReading, i: int, known: set[str],
                              computed_here: list[Occurrence]) -> Derivation | None:
        """(census33) The late tries once more for a value one digit off a carried number (the
        misread refusal, `wide.late_try_refused`), that refusal waived (`AnswerReading.waived`): a
        derivation found is kept only when it takes one such carried neighbour as its own percent
        (`you pay 20%: $28.00 a session` for `$140` a session and a carried `coinsurance_pct` 20:
        the value reads the 20 as a rate, it does not misread it; `wide.rate_forms`). At most `MAX_TAKEN_NEIGHBOURS`
        neighbours; a slip of the local step stays refused; each try's own chance test stands."""
        misread = carried_neighbours(reading, reading.occurrences[i], i)
        if not misread or len(misread) > MAX_TAKEN_NEIGHBOURS or local_slip(reading, i, known, computed_here):
            return None
        reading.waived = frozenset(misread)
        try:
            derivation = self._late_tries(reading, i, known, computed_here)
        finally:
            reading.waived = frozenset()
        if derivation is None or not misread & rate_forms(derivation.operands):
            return None
        return derivation

    def _exact_carried(self, reading: AnswerReading, o: Occurrence) -> Decimal | None:
        """(tiers44) The exact value of a number this answer or an earlier one computed (its derivation
        read back through the rounded values it took: `exact_steps.exact_value`), or None."""
        def lookup(value: str) -> tuple[str, tuple[str, ...]] | None:
            derivation = reading.derived.get(value) or self._remembered.get(value)
            return None if derivation is None else (derivation.expression, tuple(x.value for x in derivation.operands))
        return exact_value(o.value, lookup)

    def _late_tries(self, reading: AnswerReading, i: int, known: set[str],
                    computed_here: list[Occurrence]) -> Derivation | None:
        """The late tries, in order (each refuses a misread first: `wide.late_try_refused`)."""
        # (round 33) a formula stated in words, for a number written with its variable's word
        derivation = self.stated_formulas.explain(reading, i, known, computed_here, self._question)
        if derivation is None:  # (formula42) a formula stated over named quantities, worked over the latest table's rows
            derivation = self.record_formulas.explain(reading, i, known, computed_here)
        if derivation is None:  # (formula42) one stated factor times one value its line writes or names
            factors = self._multipliers + [(s.number, s.shown, "the fee schedule the conversation states", frozenset[str]())
                                           for s in self.fee_schedule.of(UNIT_PERCENT)]
            derivation = explain_stated_multiple(factors, self.carried_products.named_on, reading, i, known, computed_here,
                                                 "\n".join((self._question, self._previous_text, self._before_previous_text)))
        if derivation is None:  # (shares44) an input got back from the output its line writes, over a stated share
            derivation = self.stated_shares.explain(reading, i, known, computed_here)
        if derivation is None:  # (tiers44) a quantity's excess over a stated threshold at a stated rate (`100 + (12 - 7) x 15`)
            derivation = self.stated_tiers.explain(reading, i, known, computed_here, self.latest_numbers())
        if derivation is None:  # (tiers44) a middle value the answer wrote rounded, carried on at its exact value (`2,811.51 ... 40% ... 1,124.61`)
            derivation = explain_exact_carry(reading, i, known, computed_here, lambda o: self._exact_carried(reading, o))
        if derivation is None:  # (shapes45b) an earlier answer's quantity past a threshold written before the value (`Remaining 26.83 t`)
            derivation = explain_earlier_rest(reading, i, known, computed_here, self._previous, self._previous_text,
                                              self.gives_quantity)  # (mend46a) no piece of a date: the `9` of `2027-09-30`
        if derivation is None:  # (words43) a product the rules state in words, its factors named by their units
            derivation = self.worded_products.explain(reading, i, known, computed_here, self._question,
                                                      "\n".join((self._previous_text, self._before_previous_text)))
        if derivation is None:  # (words43) a label joining items an earlier answer priced on lines of their own
            derivation = explain_joined_rows(reading, i, known, computed_here, (self._previous_text, self._before_previous_text),
                                             self._question)
        if derivation is None:  # (round 14) a late try: operands chosen by the keys the sentence names
            derivation = explain_keyed(self.keyed, reading, i, known, computed_here)
        if derivation is None:  # (round 15) a stated rate applied to a number written right before it
            derivation = explain_rate_step(self.stated_rates, reading, i, known, computed_here,
                                           self.carried_products.named_on, self._amounts_in_hand(),
                                           self._question)
        if derivation is None:  # (round 33) a short reply's amount: the latest result's number converted
            derivation = explain_latest_conversion(self.stated_rates, reading, i, known, computed_here,
                                                   self.latest_numbers(), self._latest_result)
        if derivation is None:  # (round 33) the exact hours of the steps listed above it
            derivation = explain_ramp_total(reading, i, known, computed_here)
        if derivation is None:  # (round 16) a factor 1 + r written from a stated percent (`x 1.095`)
            derivation = explain_rate_factor(self.stated_rates, reading, i)
        if derivation is None:  # (mussel37) a stated unit price moved by its line's signed adjustment (`€1.03`)
            derivation = explain_adjusted_price(self.carried_products.unit_prices(), reading, i)
        if derivation is None:  # (mill42) a stated weighted mean price (`35% x 210 + 40% x 150 + 25% x 60`: weighted_means.py)
            derivation = explain_weighted_mean(self.stated_doses.means(), reading, i)
        if derivation is None:  # (round 29) a stated dose per a unit times a quantity written (`12 ml per kg`)
            derivation = self.stated_doses.explain(reading, i, known, computed_here,
                                                   (self._previous_text, self._before_previous_text), self._question,
                                                   lambda o: _exact_of(self, reading, o), self._asked_before)
        if derivation is None:  # (terse44) a terse reply's quantity taken back through the rules' yields (`fresh fruit behind it?` ... `284.09 kg.`)
            before = self._asked_before
            derivation = self.stated_yields.explain(reading, i, known, computed_here, (
                (self._question, "the question"), (self._previous_text, "the previous answer"),
                *((t, "an earlier question") for t in before[:1]), (self._before_previous_text, "an earlier answer"),
                *((t, "an earlier question") for t in before[1:])))
        if derivation is None:  # (mussel37) a count: one quantity of its sentence over another of its unit (`2,700 kg is 20.45 ropes`)
            derivation = explain_unit_quotient(reading, i, known, computed_here)
        if derivation is None:  # (census39, salt39) a count of containers: a quantity over what one holds (`Jars hold 500 g`; `Packets: 38,800` after `38.8 t`)
            derivation = self.stated_containers.explain(reading, i, known, computed_here, self._question, self._previous_text)
        if derivation is None:  # (older42) a quantity rounded up to the whole containers the rules state, restated or priced (`→ 7 (1,540 m)`)
            derivation = self.whole_containers.explain(reading, i, known, computed_here, self._question, self._previous_text,
                                                         self._asked_before)
        if derivation is None:  # (round 29) a quantity rounded up to a stated step (`rounded up to the next 0.5 kg`)
            derivation = self.stated_roundings.explain(reading, i, known, computed_here)
        if derivation is None:  # (round 15) a whole's share: W x part / total
            derivation = explain_share(reading, i, known, computed_here, self._previous, self.share_parts)
        if derivation is None:  # (round 15) the numbers written just before it, in order
            derivation = explain_in_order(reading, i, known, computed_here, self._previous_amounts)
        if derivation is None:  # (round 18) the gap of two amounts the previous answer set against each other
            derivation = explain_contrasted_gap(reading, i, self._previous_text, {p.value for p in self._previous})
        if derivation is None:  # (round 33) a total per name of the previous answer's lines under that name
            derivation = explain_labelled_subtotal(reading, i, self._previous_text)
        if derivation is None:  # (round 16) a whole over the count its sentence states
            derivation = explain_count_division(reading, i, known, computed_here, self._previous_text,
                                                self._previous_unsettled, self._before_previous_text,
                                                self.pack_counts.prices, self.cost_lines.yields)
        if derivation is None:  # (round 16) a written price's change from a carried sibling's
            derivation = explain_sibling_change(self.sibling_numbers, reading, i, known, computed_here)
        if derivation is None:  # (round 16) a mean of an earlier answer's sum, an earlier total with an item swapped
            derivation = explain_earlier_build(
                self._remembered, self._equations, self._answer_at, self._question, reading, i, known, computed_here)
        if derivation is None:  # (round 17) a named record's price through the policy steps its words name
            derivation = explain_policy_chain(self.policy_steps, self._switch_named, reading, i, known, computed_here)
        if derivation is None:  # (round 17) a bill's total: the signed sum of the lines right above it
            derivation = explain_ledger_total(reading, i, known, computed_here)
        if derivation is None:  # (round 24) a tax line: a named percent of the lines right above it
            derivation = explain_ledger_percent(self.policy_steps, reading, i, known, computed_here)
        if derivation is None:  # (round 27) a stated rate of a run of the amounts written above it (a subtotal unwritten)
            derivation = explain_rated_subtotal(self.stated_rates, reading, i, known, computed_here)
        if derivation is None:  # (round 31) a rate of the lines of its class, not side by side (rate_classes.py)
            derivation = explain_rate_class(self.record_rates, reading, i, known, computed_here)
        if derivation is None:  # (round 30) a part of the whole the previous answer rated, at the same rate
            derivation = explain_rated_part(self.stated_rates, reading, i, known, computed_here, self._previous_text,
                                            self._previous_unsettled)
        if derivation is None:  # (round 17) a known amount of another period scaled to the one its words name
            derivation = explain_period_scaled(reading, i, known, computed_here, self._previous, self._remembered,
                                               self._stated, self._question)
        if derivation is None:  # (round 31) a base grown or shrunk at a stated rate over stated periods, or their sum
            derivation = explain_compound(self.stated_rates, reading, i, known, computed_here, self._previous,
                                          self._remembered, self._question, lambda o: _exact_of(self, reading, o))
        if derivation is None:  # (round 27) a four-digit clock a record's start and duration give (`start 0900 ... done 1430`)
            derivation = explain_four_digit_end(reading, i, self.timed_records, self._question)
        if derivation is None:  # (round 29) a clock written with a dot, in an answer that writes a record's clock so (`kl. 17.30 ... kl. 19.34`)
            derivation = explain_dot_clock_end(reading, i, self.timed_records, self._question)
        if derivation is None:  # (round 28) a duration rounded up to a stated billing step (`755 minutes, billed as 12.75 hours`)
            derivation = self.billing_steps.explain(reading, i, self._question)
        if derivation is None:  # (round 27) a whole list of lengths in seconds (`1965 s`: length_sums.py)
            derivation = self.listed_lengths.explain_total_seconds(reading, i, known, computed_here)
        if derivation is None:  # (round 24) a pace in seconds over the run's durations (`284.2 s por km`)
            derivation = self.known_durations.explain_seconds(reading, i, known, computed_here)
        if derivation is None:  # (round 24) the share a pair of counts written in words states (`11 wins in 16: 0.6875`)
            derivation = explain_count_share(reading, i, known, computed_here)
        if derivation is None:  # (round 24) a yearly amount prorated by the whole months the answer states
            derivation = explain_month_share(self.keyed, reading, i, known, computed_here, self._previous)
        if derivation is None:  # (round 23) a rate of another period converted by a length the run states
            derivation = self.period_lengths.explain(reading, i, known, computed_here)
        if derivation is None:  # (round 23) a price change per a unit: two prices one result gives per it
            derivation = self.unit_gaps.explain(reading, i, known, computed_here)
        if derivation is None:  # (round 19) a unit price x a count, a percent, a year or a term of it
            derivation = explain_priced_chain(self.stated_rates, reading, i, known, computed_here, self._previous,
                                              self._remembered, self._previous_text, self._question)
        if derivation is None:  # (round 21) a unit price through the fee schedule the run states
            derivation = explain_scheduled_price(self.fee_schedule, self.carried_products, reading, i, known, computed_here,
                                                 self._previous)
        if derivation is None:  # (round 20) an amount over a stated span of days, a pace over another span
            derivation = self.paces.explain(reading, i, known, computed_here, self._previous)
        if derivation is None:  # (round 22) a line's quantity x the unit price of the item it names
            derivation = self.cost_lines.explain(reading, i, known, computed_here, self._question,
                                               (self._previous_text, self._before_previous_text))
        if derivation is None:  # (round 23) a gap of two readings of one field, a due point, what is left to it
            derivation = self.reading_series.explain(reading, i, known, computed_here)
        if derivation is None:  # (round 24) a due point: a base plus an interval a person stated
            derivation = self.stated_intervals.explain(reading, i, known, computed_here)
        if derivation is None:  # (round 24) a position in degrees and minutes as decimal degrees
            derivation = explain_decimal_degrees(reading, i, known, computed_here)
        if derivation is None:  # (round 25) a written fraction of a number settled (`3/12 of the range`)
            derivation = explain_fraction_of(reading, i, known, computed_here, self._previous, self._previous_text)
        if derivation is None:  # (round 23) a measure over a measure its units name (`5,325 km per mm`)
            derivation = explain_measure_rate(reading, i, known, computed_here, self._question)
        if derivation is None:  # (round 27) a product or a rate carried into the unit the value wears (`× 3,500 s = 1,008.0 MB`)
            derivation = explain_unit_carry(reading, i, known, computed_here)
        if derivation is None:  # (older42) a count times a stated size, in another unit of its dimension (`kg in a 454 g case`: `5.448 kg`)
            derivation = self.stated_sizes.explain(reading, i, known, computed_here, self._question, self._previous_text)
        if derivation is None:  # (older43) outer packs x a stated pack, or inner things over it (`212 cases` ... `2,544 jars`)
            derivation = self.stated_packs.explain(reading, i, known, computed_here, self._question)
        if derivation is None:  # (round 30) a rate per a unit times a quantity in another unit of its dimension
            target = reading.occurrences[i]
            # (round 33) the quantities of the answer before the previous one too, read first (the
            # previous answer's latest): `Your rug is 3.375 m²` ... `34,800,000 toman per m²` ...
            # `About 2,479,592 knots (734,694 per m²)`
            across = _rate_rule(reading, target, known, self._quantities, across=True,
                                previous=self._before_previous_text + "\n" + self._previous_text)
            if across is not None:
                derivation = Derivation("rate", f"{across[0]} = {target.value}", across[1])
        if derivation is None:  # (round 27) the share of a quantity one band of a tiered scale holds (`3,001–8,000 at 10%: 5,000`)
            derivation = explain_band_width(reading, i, known, computed_here)
        if derivation is None:  # (round 24) an amount over a quantity the conversation settled (`£1.465/L`)
            derivation = explain_unit_cost(reading, i, known, computed_here, self._previous,
                                           self._previous_text, self._previous_unsettled)
        if derivation is None:  # (shapes46) the fraction of containers before the rounding up (`31.33 cases of 24, so 32`)
            derivation = explain_container_quotient(reading, i, known, computed_here, self._policy_stated, self._policy_texts)
        if derivation is None:  # (census40) an end of a range per a unit times a quantity (`16 to 20 a kilo: 7,200 to 9,000`)
            derivation = explain_range_scale(reading, i, known, self._previous_text)
        if derivation is None:  # (older41b) a quantity times a price in pence or cents, in pounds or dollars (`(38.6085p): £16.22`)
            derivation = explain_minor_unit(reading, i, known, computed_here, self._previous_text)
        if derivation is None:  # (census40) a list line's value, the product of the two list lines above (`1,080 t` / `11` / `11,880 t`)
            derivation = explain_stacked_product(reading, i, known, computed_here)
        if derivation is None:  # (felt43) an area, the product of the two sides written just before it in its unit (`2,50 m, 3,75 m → 9,375 m²`)
            derivation = explain_area_product(reading, i, known, computed_here)
        if derivation is None:  # (older43) a count of pieces times the sum per piece the sentences above write (`25 shirts: 2,985.00`)
            derivation = explain_piece_total(reading, i, known, computed_here)
        if derivation is None:  # (round 25) a total over the count of the thing it is per (`€0.072 a card`)
            derivation = explain_per_item(reading, i, known, computed_here, self._previous, self._previous_text,
                                          self._question)
        if derivation is None:  # (round 26) a count the sentence writes times a quantity stated per the thing (`two translators`)
            derivation = self.stated_quantities.explain(reading, i, known, computed_here, self._question)
        if derivation is None:  # (round 32) a stated price of N things over N, per the thing named (`R3,900` for `10 lessons`)
            derivation = self.stated_quantities.explain_per_thing(reading, i, known, computed_here, self._question)
        if derivation is None:  # (round 25) a stated size plus a margin on each edge (`10 mm bleed, so 3,020 mm`)
            derivation = self.print_sizes.explain_margin(reading, i, known, computed_here)
        if derivation is None:  # (round 25) a stated size's pixels at its line's resolution (`At 300 DPI: 1075 px`)
            derivation = self.print_sizes.explain_pixels(reading, i, known, computed_here)
        if derivation is None:  # (round 27) a sum of some of the items one result lists (`The books, £25.98`)
            derivation = self.item_subsets.explain(reading, i, known, computed_here)
        if derivation is None:  # (trek34) a bill's total with one line replaced by the amount the answer worked out
            derivation = self.corrected_totals.explain(reading, i, known, computed_here)
        if derivation is None:  # (round 27) a named row's step from the row above in a carried table
            derivation = self.row_steps.explain(reading, i, known, computed_here)
        return derivation


MAX_SILENT_TOTALS: Final = 24  # (round 32) numbers under the digit minimum `_silent_totals` tries an answer


class NarrowTries:
    """The narrow rules' answers within one `explain`, kept per (value's index, `unstated`, values
    resolved so far), so the wide pass does not run them again on the same inputs (it did: stage12
    measured the wide pass's second run of every narrow rule for each value).

    Exact because, within one `explain`, the rules' inputs besides the answer's reading and the
    run's state (both fixed while it runs) are `known` and `computed_here`, which grow together,
    one value at a time (a value resolved joins both): their size names them. The rules that
    charge the run's budget (`RuleWork.take`: run_rules.py) charge a reused answer again, in one
    take of the units its run spent, when the budget affords them all (each take of that run would
    then succeed too); else, or when a take of that run was refused, the rules run again.
    `ArithmeticBasis.recheck_narrow` (tests) runs them twice on every try and raises on a difference."""

    __slots__ = ("_answers",)

    def __init__(self) -> None:
        self._answers: dict[tuple[int, bool, int], tuple[Derivation | None, int]] = {}

    def narrow(self, basis: ArithmeticBasis, reading: AnswerReading, i: int, known: set[str],
               computed_here: list[Occurrence], unstated: bool) -> Derivation | None:
        work = basis.work
        key = (i, unstated, len(computed_here))
        kept = self._answers.get(key)
        if kept is not None and work.spent + kept[1] <= work.budget and not basis.recheck_narrow:
            if kept[1]:
                work.take(kept[1])
            return kept[0]
        spent, refused = work.spent, work.refused
        derivation = explain_narrow(basis, reading, i, known, computed_here)
        units = work.spent - spent
        if basis.recheck_narrow:
            _recheck(basis, reading, i, known, computed_here, derivation, units, kept)
        if work.refused == refused:
            self._answers[key] = (derivation, units)
        return derivation


def _recheck(basis: ArithmeticBasis, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
             derivation: Derivation | None, units: int, kept: tuple[Derivation | None, int] | None) -> None:
    """(tests) The narrow rules run again on the same inputs: the same answer at the same charge,
    and the same as the answer kept for them, if any; else RuntimeError."""
    work = basis.work
    spent, refused, omitted = work.spent, work.refused, work.omitted
    again = explain_narrow(basis, reading, i, known, computed_here)
    if work.refused == refused and (again != derivation or work.spent - spent != units):
        raise RuntimeError(f"narrow rules not repeatable on {reading.occurrences[i].value!r}: "
                           f"{derivation} ({units} units), then {again} ({work.spent - spent} units)")
    if kept is not None and work.refused == refused and kept != (derivation, units):
        raise RuntimeError(f"narrow answer kept for {reading.occurrences[i].value!r} is {kept}, not {(derivation, units)}")
    work.spent, work.refused, work.omitted = spent, refused, omitted  # (the second run is not charged)


# A quantity a person states with its unit: `14 boxes`, `3180 lb`, `3,180 lbs`.
_SAID_QUANTITY: Final = re.compile(r"(?<![0-9.,:/-])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+(?:\.[0-9]+)?)[ \t]?([A-Za-z]{2,12})\b")

# An ISO date, whole or inside a token (`2025-03-03`, `2025-03-03T14:20:00Z`).
_ISO_DATE: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", re.ASCII)
_ISO_DATE_IN: Final = re.compile(r"(?<![0-9])[0-9]{4}-[0-9]{2}-[0-9]{2}(?![0-9])", re.ASCII)


def _header_of(answer: str, at: int, layout: Layout | None) -> tuple[tuple[int, int] | None, Layout]:
    """(piano34) The offsets of the column header of the table cell at `at` (None when `at` is in no
    cell, or its header is none), with the answer's layout, read once, on the first date in a table
    (proofs35: and kept when that date has no header: it was read again for every later date).
    """
    layout = Layout(answer) if layout is None else layout
    cell = layout.cell(at)
    return (layout.header_span(cell) if cell is not None else None), layout


def _dates_in(answer: str, start: int, end: int) -> list[tuple[int, str]]:
    """The ISO dates `answer[start:end]` writes, and (round 31) those written year first with slashes
    or dots (`2026/11/03`, `2026.11.03`: `compact_dates.year_first_dates`, no piece of a path after a
    point or a slash), as (offset, as written) in text order; `_as_date` reads either."""
    found = [(m.start(), m.group(0)) for m in _ISO_DATE_IN.finditer(answer, start, end)]
    slashed = [(at, answer[at:stop]) for at, stop, _ in year_first_dates(answer, start, end) if at == 0 or answer[at - 1] not in "/."]
    return sorted(found + slashed) if slashed else found
# A span of days or weeks: `30 days`, `14-day`, `two weeks`, `90 calendar days`.
def _written_sign(answer: str, start: int, at: int) -> int:
    """(mend36) The sign written right before a span at `at` (`+ 10 days`: 1; `- 10 kun`: -1), else 0;
    a dash glued to the word before is a range's (`5-10 days`), no sign."""
    before = answer[start:at].rstrip()
    op = before[-1:]
    if op in ("-", "\u2212", "\u2013"):
        return -1 if len(before) < 2 or before[-2].isspace() else 0
    return 1 if op == "+" else 0


_DAY_SPAN: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,3}|" + "|".join(_COUNT_WORDS) + r")[ -](?:calendar[ -]|business[ -])?(days?|weeks?)\b",
    re.IGNORECASE,
)


# (round 32) The rules of `explain_dates`: a date one of them computed in an earlier answer and written
# again is its `repeat`.
_DATE_STEP_RULES: Final = frozenset({"date-shift", "date-step"})


# (round 32) a number written of its own: not inside a date, an amount or a longer number (`14.10`,
# `14,5`, `214`)
_OWN_NUMBER: Final = re.compile(r"(?<![0-9.,/:\-])[0-9]+(?![0-9]|[.,/:\-][0-9])")


# (apricot44) a count of 1-3 digits of its own and a word glued after one space (`15 рӯз`, `6 days`)
_COUNT_BEFORE_WORD: Final = re.compile(r"(?<![0-9.,/:\-])([0-9]{1,3})[ \u00a0](?=[^\W\d_])")
# (apricot44) what a step's count is written with right before its result: one word, then an arrow, a
# sign or a colon and emphasis (` рӯз → **`, ` days = `)
_STEP_TO_VALUE: Final = re.compile(r"[ \u00a0][^\W\d_]+[ \u00a0]*(?:\u2192|->|=>|=|:|\u2013|\u2014)[ \u00a0]*[*_]{0,2}")
# (apricot44) a day and a two-digit month with one dot, no year (`13.07`), as written; as a normalized token
_DAY_DOT_MONTH_IN: Final = re.compile(r"(?<![0-9.,])(0[1-9]|[12][0-9]|3[01])\.(0[1-9]|1[0-2])(?![0-9]|[.,][0-9])")
_DAY_DOT_MONTH_VALUE: Final = re.compile(r"(?:[1-9]|[12][0-9]|3[01])\.(?:0[1-9]|1[0-2]|[1-9])")
# a number written with a point (a run of digits and points), and a day and month with or without its year
_POINTED: Final = re.compile(r"(?<![0-9.])[0-9]+\.[0-9]+(?:\.[0-9]+)*")
_DAY_MONTH_RUN: Final = re.compile(r"(?:0[1-9]|[12][0-9]|3[01])\.(?:0[1-9]|1[0-2])(?:\.[0-9]{4})?")


def _points_are_days(answer: str) -> bool:
    """(apricot44) Whether every number `answer` writes with a point is a day and month (`13.07`) or a
    dotted date with its year (`19.07.2027`), as `spellings.writes_day_months_only` reads it: no decimal."""
    return all(_DAY_MONTH_RUN.fullmatch(m.group(0)) is not None for m in _POINTED.finditer(answer))


def _written_counts(sentence: str) -> frozenset[str]:
    """(round 32) The numbers `sentence` writes of their own (`14 დღეში`: `14`; not `14.10`, `14,5`,
    `214`), read once for all the policy's spans whose count it may restate (fold33: a pattern was
    built and searched per span)."""
    return frozenset(m.group(0) for m in _OWN_NUMBER.finditer(sentence))


def _span_days(m: re.Match[str]) -> int | None:
    if "business" in m.group(0).lower():
        return None  # business days skip weekends and holidays: no fixed span
    word = m.group(1).lower()
    n = _COUNT_WORDS[word] if word in _COUNT_WORDS else int(word)
    days = n * 7 if m.group(2).lower().startswith("week") else n
    return days if 1 <= days <= 400 else None


def _base_lookup(dated: set[str], known_date: Callable[[str], bool]) -> Callable[[str], bool]:
    """Whether an ISO date is a base a date may step from: one of `dated` (the answer's resolved
    ISO dates) or one `known_date` knows (carried, said)."""

    def known(iso: str) -> bool:
        return iso in dated or known_date(iso)

    return known


def _stepped(
    answer: str, value: str, orders: list[tuple[str, date | None]], start: int, end: int, user_spans: list[Span],
    known: Callable[[str], bool],
) -> Derivation | None:
    """`value` as a known date stepped by a span its sentence (or the one before) or the user
    stated (date_steps.py): the answer's spans first, the nearest last-written first."""
    spans = spans_in(answer, start, end, "the answer wrote it")[::-1] + user_spans
    if not spans:
        return None
    for order, target in orders:
        if target is None:
            continue
        step = find_step(value, target, _reader(order), spans, known)
        if step is not None:
            return Derivation("date-step", step.expression(value), (
                Operand(step.base, "result", "a date the run knows"),
                Operand(str(step.span.size), "count", f"{step.span.where}: {step.span.written!r}")))
    return None


def _misreads_known(value: str, known_date: Callable[[str], bool]) -> bool:
    """(round 26) Whether a date written with dots (`13.11.2026`) is one digit off a date the run
    knows (`03.11.2026` carried): a slip of it, which a step from it must not excuse."""
    for k, ch in enumerate(value):
        if not ch.isdigit():
            continue
        for digit in "0123456789":
            if digit != ch:
                other = numeric_date(value[:k] + digit + value[k + 1:], "dmy")
                if other is not None and known_date(other.isoformat()):
                    return True
    return False


def _reader(order: str) -> Callable[[str], date | None]:
    """How a date written in `order` (`iso`, `mdy`, `dmy`) is read back (a digit replaced)."""
    if order == "iso":
        return _as_date

    def read(text: str) -> date | None:
        return numeric_date(text, order) if _NUMERIC_DATE.fullmatch(text) else None

    return read


def _as_date(text: str) -> date | None:
    try:
        return date(int(text[0:4]), int(text[5:7]), int(text[8:10]))
    except ValueError:
        return None


# A fraction written as one token inside an equation: 19/119.
_FRACTION: Final = re.compile(r"[0-9]+(?:\.[0-9]+)?/[0-9]+(?:\.[0-9]+)?", re.ASCII)


_WITH_SECONDS = re.compile(r"[0-9]{1,2}:[0-9]{2}:([0-9]{2})", re.ASCII)


def _keeps_seconds(value: str, operands: Iterable[tuple[str, str, str]]) -> bool:
    """Whether a clock rule's derivation states the seconds the value writes: the clock rules
    shift and subtract whole minutes, so `13:02:52` is `00:44:09 + 12 h 18 min` only to the
    minute. A value with seconds needs an operand clock with the same seconds."""
    m = _WITH_SECONDS.match(value)
    if m is None:
        return True
    for written, source, _ in operands:
        if source == "answer":
            clock = _WITH_SECONDS.search(written)
            if clock is not None and clock.group(1) == m.group(1):
                return True
    return False


def _fraction_operand(
    reading: AnswerReading, value: str, resolved: Container[str] = frozenset(), carried: Container[str] | None = None,
) -> Derivation | None:
    """A glued fraction (`19/119`) that is an operand of a verified equation of the answer.
    (recall42) An equation whose result only rounds what it gives (`6001/400 = 15`, 15.0025) verifies
    no digit of its operands past that rounding: it takes no fraction one of whose numbers is a
    one-digit slip of a carried number, itself neither resolved nor carried (`6001` beside the
    carried `6000`; `19/119` of a 19% VAT, or `209/216 = 96.8%`, still taken)."""
    numerator, _, denominator = value.partition("/")
    slipped = carried is not None and any(_slip_of_carried(part, resolved, carried) for part in (numerator, denominator))
    for relation in reading.relations.values():
        if relation.rounded and slipped and len(relation.operands) == 2:
            continue  # (a bare quotient: a factor of a longer product, `x 365/360`, is no restated step)
        start, end = relation.span
        operands = [v for v, _ in relation.operands]
        for k in range(len(operands) - 1):
            if operands[k] == normalize_token(numerator) and operands[k + 1] == normalize_token(denominator):
                at = relation.operands[k][1]
                if start <= at < end and reading.text.startswith(numerator, at):
                    return Derivation(
                        "written", relation.expression,
                        tuple(Operand(v, "answer", f"answer offset {a}") for v, a in relation.operands),
                    )
    return None


def _slip_of_carried(part: str, resolved: Container[str], carried: Container[str]) -> bool:
    """(recall42) Whether a glued fraction's number is neither resolved nor carried while a number one
    digit off it as written is carried (`6001` of `6001/400` beside the carried `6000`)."""
    value = normalize_token(part)
    if not value or value in resolved or value in carried:
        return False
    return any(normalize_token(n) in carried for n in one_digit_off(part))


def _inch_fraction(reading: AnswerReading, value: str) -> Derivation | None:
    """A fraction of an inch (`5.2/32`) that converts a settled length its line wrote before it
    (`4.1 mm | 5.2/32`; inch_fractions.py)."""
    if not is_inch_fraction(value):
        return None
    text = reading.text
    at = text.find(value)
    while at >= 0:
        converted = converted_fraction(text, at, value, lambda v: normalize_token(v) not in reading.pending)
        if converted is not None:
            return Derivation("convert", f"{converted.expression} = {value}",
                              (Operand(converted.source, "answer", f"answer offset {converted.at}"),))
        at = text.find(value, at + 1)
    return None


def _computed_pair(reading: AnswerReading, value: str) -> Derivation | None:
    """Two numbers joined by a slash (`145/87`, a blood pressure) that restate two results of the
    answer's verified equations, each rounded to the places written (`= 145`, `= 86.8`)."""
    parts = value.split("/")
    results = [r for r in reading.relations.values()]
    if len(parts) != 2 or not results:
        return None
    chosen: list[Relation] = []
    for part in parts:
        number = as_decimal(part)
        if number is None:
            return None
        match = next((r for r in results if equal_at(r.value, number, decimal_places(part), True)), None)
        if match is None:
            return None
        chosen.append(match)
    return Derivation(
        "written", "; ".join(r.expression for r in chosen) + f"; {value}",
        tuple(Operand(v, "answer", f"answer offset {at}") for r in chosen for v, at in r.operands),
    )
MAX_SAID_TEXT: Final = 4096  # characters of a person's message read for the amounts it states

TABLED_ANSWERS = 2  # earlier answers whose tables' column sums a later answer's total may be
MAX_BALANCE_RECORDS: Final = 256  # records kept per run with a carried balance (the first ones)
_BALANCE_KEY: Final = re.compile(r"[.: ]balance\Z")  # a carried number's path that names a balance


MAX_VERIFYING: Final = 8  # (census37) texts `explain` keeps verified numbers of until the answer is recorded


def _own_verified(reading: AnswerReading, known: set[str], resolved: set[str], wanted: Container[str]) -> set[str]:
    """(census37) The numbers of this answer under the digit minimum (no candidates) that it
    computed and the check verified: the result of an equation it writes out whose every operand
    is resolved, stated, carried or another such result (`120 × 3.1 = **372 kg**`), and the
    derived cells, total rows and silent totals `explain` added to `known` (`| Short | 3.6 |`).
    A later answer that writes one takes it as an operand of any rule (`ArithmeticBasis._promoted`);
    a number no rule verified stays a summand only."""
    out: set[str] = set()
    results = {r.at: r for r in reading.relations.values()}
    for occ in reading.occurrences:
        v = occ.value
        if v not in known or v in resolved or v in wanted or v in reading.stated or v in out:
            continue
        relation = results.get(occ.at)
        if relation is not None and relation.value == occ.number and not all(
                value in known or (reading.carried is not None and value in reading.carried)
                or any(r.value == Decimal(value) and r.at == at for r in results.values())
                for value, at in relation.operands):
            continue
        out.add(v)
    return out


def unsettled_free_numbers(text: str, unsettled: Container[str]) -> list[str]:
    """(census37) The numbers `text` writes that the check did not leave unsupported (`unsettled`):
    an answer that writes one answered from the data in hand, whatever its digit count."""
    return [o.value for o in number_occurrences(text, full=False) if o.value not in unsettled]
