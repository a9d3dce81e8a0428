"""The arithmetic dial: a number the answer computes from grounded numbers is `computed`, not invented.

Answers do arithmetic: a total of the fares they list, a difference of two prices, a refund of a
payment less the new fares, a per-night price times the nights, a certificate's balance as it is
spent step by step, a yearly column that is a monthly one times twelve. No result carried those
values, so the exact lookup flags them, and on real booking, retail, telecom or assistant traces
most of its flags are such values. A person must still be able to check them, so a value found
here is reported as `computed` with the expression that gives it (`2 x (96 + 144) = 480; 4890 -
480 = 4410`) and the sources of its operands, never grounded.

The wider the search, the more inventions it excuses: over every pair of a run's few hundred
carried numbers, nearly any three-digit number is some sum or difference. So the search is tiered
by how much it could excuse. The narrow rules take operands the answer writes next to the value
(or an equation it writes out); the wide rules (`conversation`, `record`, `split`) take operands
it does not write beside it, and never excuse a value one digit off a number a result carried,
written in the answer or not: that is the classic misread (`$1,730` for a carried `1,630`, or
`Another option is $144` after the answer quoted a carried `$154`), and the one-digit-mutation
measure and the synth fabrications are made of it. (Its price: `$35.00 more` than a carried
`$30.00` stays flagged, since it is one digit off that operand.)

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `written` | `$725 - $503 = $222`, `$174 ($94 + $80)`, `5 days × $10 × 2 lines = $100`, `Half of $1,344.51 is about $672.25` | an equation written out beside the value (`expressions.py`), or a step of one written before it | none new: its operands are judged themselves |
| `unsigned` | `overpaid by €4.35` after `€-4.35` | a value computed or resolved here with the other sign | a sign dropped by mistake |
| `total` | items `$105`, `$102`, then `Total: $207`; `spent $1,350` after `-$100` ... `-$1,000`, `+$10` | the sum of the 2-8 resolved numbers written just before it (or of its negative or positive ones); or just after it (`$2,192.94: ... $1,988.27 ... $204.67`) | a total equal to a run of the items beside it |
| `table` | a `Yearly` cell `€15,000.00` beside `Monthly` `€1,250.00`; a `4 nights` cell beside `€350`; a `Total` row | an earlier cell of its row times a stated count or a period (12 months, 7 days, 52 weeks), or the sum of the cells above it in its column | a cell equal to such a product or column sum |
| `label` | `Basic Economy: $51` ... `Basic Economy: $55` ... `$106` | the numbers written with the same label before it: their sum, or the last two's difference | a value equal to such a sum or difference |
| `pair` | `$2,787` ... `$243` ... `$2,544` back | a sum or difference of the last two distinct resolved numbers (or two computed here); a sum is refused when a difference of the same two is one digit away (`1262 - 150` written `1412`) | a value equal to such a sum or difference |
| `listed` | `HAT105 and HAT102: $207` | one key summed over the records the answer names since the previous amount | a total equal to that column sum |
| `aggregate` | `Reservation JG7FMM: new total $241` | one key summed over the elements (at most 6) of one array of one result, when the answer or the previous answer names the array's record or an element | a total equal to a cited column sum |
| `per-count` | `$50 per passenger` ... 3 passengers ... `$150`; `Each bill includes a $10 late fee` ... `$20`; `every month` ... `Over a year` ... `$3,000` | a per-unit amount (`per`, `each`, `every`, `/night`) times, or a total over, a count of 2-12 the user, the answer or the run states; a monthly figure times 12 or a daily one times 7 where the sentence says a year or a week | a value equal to such a product |
| `quantity` | `500 shares at an average of $70.0346, for a total of about $35,017.30`; `Two $35.00 fees, $70.00 total` | a count of things (`500 shares`, `Two`) times an amount, both written before it in its sentence or the one before on its line; exact, or rounded to the value's places when the price has more | a value equal to such a product |
| `exchange` | `1 USD = 0.8594 EUR` ... `For $2,500.00 you would receive €2,148.50` | an amount of its sentence (or the one before) times or over a rate the answer quotes, the rate resolved; rounded to the value's places | a value equal to such a conversion |
| `rate` | `at $2.00/GB ... 7.7 GB would cost $15.40`; `€94.37 for 312 kWh ... €0.302 per kWh` | a rate per unit times a quantity of that unit, or an amount over a quantity, both in its sentence | a value equal to such a product or quotient |
| `balance` | `You paid $4,890` ... `Refund: $4,410` | a recent number less a cited column sum (maybe times a count), or the sum less it | a value equal to such a difference |
| `remainder` | (previous answer: `$500`) ... `$375` ... `$125 remaining` | one of the previous answer's last 6 numbers less the number just before it (not for a per-unit price) | a value equal to such a difference |
| `repeat` | a value an earlier answer of the run computed | that answer's expression | a value equal to an earlier computed one |
| `conversation` (wide) | `$2.75 higher` than the previous answer's bills | a sum or difference of two resolved numbers this answer wrote before it, or the previous answer wrote | a value equal to such a sum or difference, not one digit off a carried number |
| `record` (wide) | `refunded $51.03 ... your gift card balance is now $292.13`; `AF456 would be €360 for two` | a recent number plus or minus a number of a record the answer or the previous answer names (`gift_card_3779466`: `balance` 241.1), or such a number times a stated count | a value equal to such a sum, difference or product, not one digit off a carried number |
| `split` (wide) | `split the taxes evenly between the two lines: ... $6.175` | a number of this or the previous answer over a stated count, where the answer says it splits, divides or averages | a value equal to such a quotient, not one digit off a carried number |
| `date-shift` | `delivered on 2025-03-03; claims are due within 30 days, so until 2025-04-02` | a resolved ISO date of its sentence (or the one before) plus or minus a span of days or weeks written there or said by the user (`explain_dates`) | a date equal to such a shift |
| `earlier` (wide) | `a gain of $4,298.40`, `That's $13.96 less than with the larger box` | one of the last two resolved numbers of this answer less one of the last 8 values earlier answers computed, or the reverse | a value equal to such a difference, not one digit off a carried number |
| `per-time` | `1,769.4 requests per second, about 106,164 per minute`; `down 8,343 in 5 minutes (~1,669/min)` | a number of its line with a rate per another unit of time, times the factor; or a count over the span written after it (`in 5 minutes`); rounded to the places written | a value equal to such a rate |
| `compared` | `**412.7 ms** ..., which is **112.7 ms over** the 300 ms SLO target` | a gap written right before the number it is measured against (`over`, `under`, `more than`, ...): that number and one of the last two resolved numbers of its sentence, their difference | a value equal to such a difference |
| `range` | `$45.00, plus ... typically $10-$30. So expect $55.00-$75.00` | both ends of a range: both ends of a range written before it plus or minus the same resolved amount | a range equal to such a shifted range |
| `installment` | `$205.00 ... about $68.33 per month; ... two payments of $68.33 and one of $68.34` | W - (n - 1) x q, where q (written before it) is W / n rounded, n a stated count | a value equal to such a remainder |
| `column` | `Of the total increase of $9,178.97` after a `Change` column; `5xx responses: 1,492` after the 500 and 502 rows | a column of the table written just before it (within 400 characters), summed whole, or a run of two or more adjacent rows (not for a value one digit off a carried number) | a value equal to such a sum |
| `table` (shares) | a row's cells `200`, `1,184,233`, `95.57%` | a percent cell: an earlier cell of its row over its column's total row (or sum), times 100, rounded | a percent equal to such a share |
| `ratio` | `¥68,810 cost you $458.46 ... about 150.1 yen per dollar`; `1,184,233 succeeded (95.57%)`; `from $3,120.55 to $9,876.40, up 216.50%` | `N <unit> per <unit>`: the last two amounts of its sentence (or the one before), one over the other; `N%`: the smaller of the last two numbers over the larger, times 100, or the change from the first to the second (a table row's percent cell too); rounded | a value equal to such a ratio or change |
| `mixed` | `37 min 20 s, ... 18,244 ÷ 37.33`; `95.92 hours, i.e. 3 days 23 h 55 min` | a duration written on its line in two or more units, in days, hours, minutes or seconds, rounded | a value equal to such a duration |
| `half` | `roughly halves their size, to about 197.5 GB per day` after `394.95 GB` | one of the last two resolved numbers halved or doubled where its clause says so (`halves`, `doubles`) | a value equal to such a half or double |
| `average` | `1412, 1388, 1455 and 1361 seconds; they averaged 1404 seconds`; a column's average | where its sentence says `average` or `mean`: the mean of the last 2-8 resolved numbers, or of a column of the table just before it, rounded (not for a value one digit off a carried number) | a value equal to such a mean |
| `duration` | `departs 14:45, arrives 16:00 (1:15)`, `(1h15m)` | the difference of two of the last 3 resolved clocks written before it on its line (`durations.py`) | a duration equal to such a difference |
| `end-time` | `from 12:00 to 13:00` (the user: "at 12:00, for one hour"); `2:00 PM minus 25 minutes is 1:35 PM` | a resolved clock before it on its line plus or minus a duration the user or the answer states | an end time equal to such a sum or difference |

Round 4 widened four rules: `written` reads an operand that restates a carried number rounded
(`412,883 GB` for 412,883,412,992,000 bytes, grounded by `rescaled`) at the carried precision, so
`412,883 GB × $0.021 = $8,670.55` verifies (the expression says so); `convert` knows bytes with
decimal and binary prefixes (`3 TiB is 3,072 GiB`, `512Mi (= 536,870,912 bytes)`, `÷
1,099,511,627,776`) and temperatures (`38.5 °C (101.3 °F)`); `percent` takes what a number needs to be P% of a whole (`At 80%, 108.5
cores need 135.6`) and a share of the previous answer's amount when this answer has none
(`$2,000.00` ... `At 3.85% APY that's about $77.00/yr`, not one digit off a carried number);
`exchange` takes a rate an earlier answer quoted for an amount in another currency mark than its
source's; `pair` also tries the exact values of computed operands (`€91.34` = 83.8 + 9% is 91.342);
`repeat` also takes a number an earlier answer restated (`412,883` after `412,883 GB`).

Round 6 added: a table row's line total as the row's stated quantity times its price (`| 148 |
$44.10 | $6,526.80 |`) and a rate column times the amount the table's lead-in states (`table`); a
named quantity (`0.5 BTC`, `120 Stück`) times the price written under its name, a user's stated
unit price, or (4+ significant digits, no named price) a recent amount (`quantity`); quotes with
thousands separators, a rate written right after the value (`2,749.57 zł at 4.2301`) and a quote's
rate implied by two amounts (`exchange`); `per-unit` (a cell over a count of its row or column
where the sentence says `AOV`, `average`, `per`); averages over runs of rows and over a list's
amounts; the total of a column of one of the last two answers' tables (`column`); `magnitude`
(`roughly $156 billion` for a difference of two numbers written in full); `times` (`5× faster`);
German and French spellings read in English at the same offsets (`locales.english_text`).

Round 8 (conversions, rates, time arithmetic: branch `rates8`) added: `row-rate` (a table cell under a header that
names a value per unit, `AOV`, `per capita`, one resolved cell of its row over a whole count of its
row); `carried-rate` (`rates.py`: an amount of its sentence times or over a rate the results carry,
6+ significant digits); `carried-mean` (`means.py`: where its sentence says `average`, the mean of a
result's column, whole or grouped by another key); `per-period` (`periods.py`: a recent amount
over 12, 24, 26, 52, 365 or 7 where its line says per month, paycheck, week or day);
`clock-sum` and `in-units` (`time_sums.py`);
and `convert` reads areas (`km²`, `sq mi`) and any rounding of an exact factor (`0.621371`).

Round 8 (simple arithmetic: branch `pairs8`) also added: an operand under the digit minimum (no candidate, never judged: `500`, `330.00`)
that a result carried, a person said or one of the last two answers wrote, for the sum and
difference rules only, only when no rule finds the value without it, never a single digit; a sum
said with `plus` is no slip of the difference; `pair` reads what is left of a whole written right
after the value (`leaves $1,143.16 of your $1,500.75`) and of a budget after a plain price (`500
euro budget ... (240.0) leaves 260 euros`); `quantity` reads a count and a unit price on the lines
above a total or a cost (`**100 shares**`, `at $227.16` ... `Estimated cost: $22,716.00`);
`compared` reads a gap to a number the answer names rather than writes (`$0.25 above the 5-day`).

Round 9 (amounts next to the value: branch `near9`) added, all exact: `compared` reads a gap to a
thing named whose amount follows the name (`$0.82 less than your silver one ($154.07)`), or is
written next to that name earlier in this answer or the last two (`$49.29 less than the red one`
after `Bluetooth Speaker (red) $321.18`), a gap to what a comparison the answer wrote measures
(`$400 is under your 2,000 limit` ... `$1,600 of headroom under your threshold`), a gap between the
row its sentence names and another row of the table above it (`**Standard** costs **$15.00 more**`),
and a gap written before its two ends where its sentence says it is one (`You'd save $0.82: the
black is $153.25 and the silver $154.07`); `table` reads a row labelled as a difference (`|
Difference | $15.00 |`) as the two rows above it; `balance` reads a balance after a refund or a
charge its line writes, from the carried `balance` of the record the line names by its identifier
or the identifier's words (`$100.00 to gift card (balance now $220.00)`, `gift_card_4409912`).

Round 10 (sums and differences of booking and retail answers: branch `sums10`) added, in their
own modules: `row-sum` (`row_sums.py`: a table cell summing the records its row names, the key
its header names), `split-part` (`split_parts.py`: a part of a payment split), `series`
(`series_sums.py`: one position summed over groups listed in prose), `record-gap`
(`record_gaps.py`: an exchange's signed price difference between named records), `carried-total`
(`carried_totals.py`: a result's whole column where the sentence says it totals); and `balance`
reads a record's own one amount as its balance (`stored_values.py`: tau2's gift card `amount`).
Round 11 (telecom and assistant arithmetic: branch `assist11`) added `prorated` (`prorations.py`:
a monthly amount over the days left of the month named), `over-span` (`spans.py`: a rate per unit
of time times the span its line states), `even-split` (`even_splits.py`: a share of a whole its
sentence writes after it) and `switch-gap` (`switch_gaps.py`: the gap of one key of two records the
answer names by name, a plan change's monthly difference), `per-party` and `revised-total`
(`party_counts.py`: an earlier item restated for the party counted, and the total so revised).

Round 11 (retail arithmetic heldout9 found: branch `retail11`) added, in their own modules: `net`
(`signed_nets.py`: the signed deltas written beside prices, summed), `group-sum` (`group_sums.py`:
a total per group named by its words over the parts of the records a row names), `named-gap`
(`named_gaps.py`: a gap between sibling records named by their words); and `balance` reads a
balance `from A to B` and one after several steps (`balance_steps.py`); `reapplied`
(`reapplied.py`: a formula written out, redone for a new amount or the days its sentence counts).

Every comparison is exact at the precision the answer wrote: `38.27` is never `38.2699`; a
carried float is first read at the precision it was meant (`27.349999999999998` is `27.35`). Only
a division (or an equation written out, or `about`) may round, to the written precision. Each
step's operands are resolved values (grounded, said by a person, or computed earlier, so balances
chain); a value no rule reaches stays unsupported. Pure: no I/O, no state beyond the per-run basis.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Container, Iterable, Mapping, Sequence
from datetime import date
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, Final, NamedTuple

from .amounts import amount_starts, signed_amount
from .clock_shifts import explain_shift
from .durations import durations_in, explain_clock, explain_hours, hours_between_clocks
from .record_gaps import CarriedItems
from .stamp_gaps import CarriedGaps, explain_gap
from .row_sums import row_record_sum
from .series_sums import row_cells, series_total
from .signed_nets import NET_SPAN, signed_net
from .group_sums import MAX_ROW as MAX_GROUP_ROW, GroupedParts, GroupSum
from .named_gaps import NamedRecords
from .balance_steps import chained, from_to
from .reapplied import MAX_AMOUNTS as REAPPLY_AMOUNTS, MAX_FORMULAS, counted_periods, reapply
from .split_parts import MAX_WHOLES, list_block, pays, split_whole
from .stored_values import held_amount
from .time_sums import explain_clock_sum, explain_in_units, to_the_second
from .rates import CarriedRates
from .rounded_steps import MAX_ROUNDED, rounded_results, rounded_value
from .chains import exact_total, header_rate, multipliers, per_scale
from .means import CarriedMeans
from .minor_units import glued_minor
from .carried_totals import CarriedTotals, says_total, windows
from .prorations import MAX_BASES, prorated
from .spans import MAX_RATES, MAX_SPAN_REACH, rate_unit, stated_span
from .even_splits import MAX_WHOLES as MAX_SHARED_WHOLES, even_share, says_even_split
from .switch_gaps import NamedRecords as SwitchRecords
from .party_counts import MAX_EARLIER, content_words, party_count, per_party, revised_total, says_total as says_a_total
from .periods import period_factors
from .expressions import Relation, Step, evaluate, float_printed, relations
from .layout import Layout, sentence_start
from .day_counts import explain_day_count
from .decimal_comma import comma_text_cached
from .locales import english_text
from .normalize import normalize_token, token_spans
from .served import Served, js_items
from .work import UNBOUNDED, RuleWork
from .units import (
    convert_temperature, factor_units, factors, per_time_after, span_after, temperature_after, unit_after, unit_of,
)

__all__ = [
    "ArithmeticBasis",
    "Derivation",
    "Operand",
    "RULES",
    "WIDE_RULES",
    "as_decimal",
]

RULES = (
    "written", "unsigned", "total", "table", "label", "pair", "listed", "per-count", "quantity", "exchange", "rate", "percent", "convert",
    "per-unit", "magnitude", "times",
    "per-time", "compared", "range", "installment", "column", "ratio", "mixed", "half", "average",
    "aggregate", "balance",
    "remainder", "repeat", "conversation", "earlier", "record", "split", "duration", "end-time", "clock-shift", "stamp-gap",
    "date-shift", "clock-sum", "in-units", "carried-rate", "row-rate", "carried-mean", "per-period", "prorated", "over-span", "even-split", "switch-gap", "per-party", "revised-total",
    "series", "row-sum", "split-part", "record-gap", "carried-total",
    "net", "group-sum", "named-gap", "reapplied", "day-count",
)
WIDE_RULES: Final = ("conversation", "earlier", "record", "split")

MAX_WINDOW = 8  # items a `total` may sum
# The rules' work on one answer: each value they try scans the answer's numbers and written steps,
# so an answer of thousands of unexplained numbers costs their square (600 numbers: 2.5 s; 5,000:
# minutes). Each try spends the answer's numbers + steps; once an answer has spent this, its values
# not yet explained stay unexplained (judged without the rules: flagged unless grounded). A try
# also reads the value's sentence and line: 1 per 32 characters of the answer. The dev corpora's
# costliest answer spends under 5,000 (30 tries, 29 numbers, 1.3 KB). The clock and date rules (`explain_clocks`,
# `explain_dates`) read the whole answer for each value: 1 + 1 per 8 characters, each its own count.
MAX_ARITHMETIC_WORK: Final = 200_000
# The rules read the whole answer (its equations, tables, sentences) before any value, about 17 us
# a character at worst (a megabyte of `1,1,1...`, `1 x 1 x ...`: 20 s): an answer longer than this
# is judged without them (each of its values flagged unless grounded). The reading ceiling reads
# 20,000 tokens, about this many characters of prose.
MAX_ARITHMETIC_CHARS: Final = 100_000
PAIR_SPAN: Final = 2  # distinct resolved numbers before a value that `pair` combines
COUNT_SPAN: Final = 2  # resolved numbers before a value that `per-count` multiplies
BALANCE_SPAN: Final = 2  # resolved numbers before a value that `balance` offsets by an aggregate
MAX_AGGREGATES: Final = 64  # column sums kept per run (the first ones): a bound on what it can excuse
MAX_SUMMED: Final = 6  # elements a column sum may add: a booking's flights or payments, not a search's offers
MIN_COUNT, MAX_COUNT = 2, 12
MAX_RECORDS: Final = 5_000  # identified objects kept per run
MAX_PREVIOUS: Final = 24  # numbers of the previous answer remembered
MAX_REMEMBERED: Final = 256  # computed values of the run's earlier answers remembered (`repeat`)
REMAINDER_SPAN: Final = 6  # the last numbers of the previous answer a remainder may start from
EARLIER_SPAN: Final = 8  # the values earlier answers computed that the wide `earlier` rule takes (the latest)
WIDE_SPAN: Final = 24  # numbers of this answer (before the value) and of the previous one that the wide rules pair
RECORD_NUMBERS: Final = 48  # numbers of named records the `record` rule may take
MAX_STATED: Final = 256  # numbers kept of what people said, and of each of the last answers (`_stated`)
MIN_STATED: Final = 10  # the least operand under the digit minimum that `_stated_operands` takes
STATED_ANSWERS: Final = 2  # earlier answers whose written numbers may be operands under the digit minimum
WIDE_ID_CHARS: Final = 24  # the longest name by which the wide `record` rule takes a record (an IBAN names only its line's)

# An identifier a record carries: letters and digits, both, 4-34 characters (`HAT266`, `ZFA04Y`, an IBAN).
_RECORD_ID: Final = re.compile(r"(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{4,34}", re.ASCII)
# A one-word name an object carries: a code, an id, a place (`EWR`, `4OG6T3`, `gift_card_3481935`).
_NAME: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{2,39}", re.ASCII)
_PLAIN: Final = re.compile(r"-?[0-9]+(?:\.[0-9]+)?", re.ASCII)
# In a text result's line: an identifier (`AF456`, `BK10293`) and `Key: number` pairs (`Price: 180.0`),
# a number that is not the start of a date, a clock or a phone number.
_LINE_ID: Final = re.compile(
    r"(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{4,34}(?![A-Za-z0-9_-])", re.ASCII
)
_LINE_NUMBER: Final = re.compile(r"([A-Za-z][A-Za-z _]{0,30}):[ \t]*(-?[0-9]+(?:\.[0-9]+)?)(?![0-9.:/-])", re.ASCII)
# A per-unit amount: `$50 per passenger`, `$20 each`, `$64 a night`, `$64/night` (glued).
_PER_UNIT_AFTER: Final = re.compile(r"[ \t*]*(?:\([^()\n]{0,20}\)[ \t]*)?(?:per|each|a|an|/)(?![A-Za-z])", re.IGNORECASE)
# `each`, `every` or `per` earlier in the clause: `Each bill includes a $10.00 late fee`.
_PER_UNIT_BEFORE: Final = re.compile(r"\b(?:each|every|per)\b", re.IGNORECASE)
_GLUED_PER: Final = re.compile(r"([-+]?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?)/[a-z]{2,}", re.ASCII)
_PAREN_AFTER: Final = re.compile(r"[\s$*]*\([\s$]*(?=[0-9])")
# A number inside a token, as written: 1,344.51, 110 of `110-`, both ends of `320-$450`.
_WRITTEN_NUMBER: Final = re.compile(r"[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?", re.ASCII)
# Tokens that hold two numbers: a range (`320-$450`, `1,400-`), read as each of their ends.
_RANGE_TOKEN: Final = re.compile(
    r"(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?-\$?(?:(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?)?",
    re.ASCII,
)
# Counts people write: 2-12 as digits, or as words.
_COUNT_WORDS: Final = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "twice": 2, "double": 2, "triple": 3,
}
_COUNT_WORD: Final = re.compile(r"\b(" + "|".join(_COUNT_WORDS) + r")\b", re.IGNORECASE)
_COUNT_DIGITS: Final = re.compile(r"(?<![0-9.,:/$-])([0-9]{1,2})(?![0-9.,:/%]|\.[0-9])", re.ASCII)
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
_WEEK: Final = re.compile(r"\b(?:week|weekly|weeks)\b", re.IGNORECASE)
# Words by which an answer says it splits a number into equal parts.
_SPLIT_CUE: Final = re.compile(
    r"\b(?:split|splits|splitting|divided|divide|evenly|equally|average|averages|apiece|share|each|per)\b",
    re.IGNORECASE,
)
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
# A quantity with its unit in a sentence: `7.7 GB`, `312 kWh`, `3 nights`; a rate per unit: `$2.00/GB`.
_QUANTITY: Final = re.compile(r"(?<![0-9.,])([0-9]+(?:\.[0-9]+)?)[ \t]?([A-Za-z]{1,12})\b")
_RATE: Final = re.compile(r"(?<![0-9.,])([0-9]+(?:\.[0-9]+)?)(?:[ \t]*\*\*)?(?:/|[ \t]+per[ \t]+|[ \t]+a[ \t]+)([A-Za-z]{1,12})\b")


def as_decimal(form: str) -> Decimal | None:
    """A plain number's exact value, with carried float noise read away (`27.349999999999998`)."""
    if not _PLAIN.fullmatch(form):
        return None
    try:
        value = Decimal(form)
    except InvalidOperation:
        return None
    point = form.find(".")
    if point >= 0 and len(form) - point - 1 >= 10:
        # float noise: the shortest decimal within 1e-9 relative of it
        for places in range(0, 9):
            rounded = value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
            if abs(rounded - value) <= abs(value) * Decimal("1e-9") + Decimal("1e-12"):
                return rounded
    return value


def _print(x: Decimal) -> str:
    text = format(x.normalize(), "f")
    return text if text != "-0" else "0"


class Operand(NamedTuple):
    """One operand of a computed value: its value and where it came from."""

    value: str
    source: str  # "answer" (a resolved number the answer wrote), "result", "user", "count", "earlier answer"
    where: str  # a JSON path with the result's position, "answer offset N", or a description

    def as_dict(self) -> dict[str, str]:
        return {"value": self.value, "source": self.source, "where": self.where}


class Derivation(NamedTuple):
    """How a computed value is reached: the rule, the expression a person can check, the operands."""

    rule: str
    expression: str
    operands: tuple[Operand, ...]


class _Aggregate(NamedTuple):
    value: Decimal
    expression: str
    operands: tuple[Operand, ...]
    names: frozenset[str]  # the identifiers of the array's holder and elements (`JG7FMM`, `HAT028`)


class _Occurrence(NamedTuple):
    start: int  # where its token starts
    end: int  # where its token ends
    at: int  # where its first digit is
    value: str
    number: Decimal
    amount: bool  # written as a currency amount
    label: str  # the words written right before it on its line (`basic economy`), lower case
    per_unit: bool  # written as a per-unit amount: `$50 per passenger`, `$64/night`, `$20 each`
    digits: str  # the number as written, without thousands separators (`35.00`)
    each: bool = False  # `each`, `every` or `per` earlier in its clause: a per-unit base for a product


class _Previous(NamedTuple):
    value: str
    number: Decimal
    amount: bool
    per_unit: bool


def _equal(x: Decimal, target: Decimal, places: int, may_round: bool) -> bool:
    if may_round:
        quantum = Decimal(1).scaleb(-places)
        try:
            # half up, or a tie a float cannot hold either way (39.075 as 39.07: `expressions.py`)
            return x.quantize(quantum, rounding=ROUND_HALF_UP) == target or float_printed(x, places, target)
        except InvalidOperation:
            return False
    return x == target


def _rounds_to(x: Decimal, target: Decimal, places: int) -> bool:
    """`x` rounded to `places` is `target`: half up, half even (`5287.625` printed `5287.62`), or a
    tie a float cannot hold either way."""
    if _equal(x, target, places, True):
        return True
    try:
        return x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN) == target
    except InvalidOperation:
        return False


def _places(value: str) -> int:
    point = value.find(".")
    return len(value) - point - 1 if point >= 0 else 0


class _Answer:
    """One answer's reading for the rules: its numbers, equations, tables, counts (built once)."""

    __slots__ = (
        "text", "occurrences", "starts", "relations", "steps", "layout", "counts", "carried", "pending", "derived", "_lower",
        "columns", "stated", "loose",
    )

    def __init__(
        self, text: str, counts: dict[int, Operand], carried: Container[str] | None, loose: frozenset[str] = frozenset()
    ) -> None:
        self.text = text
        self.occurrences = _number_occurrences(text)
        self.starts = [o.start for o in self.occurrences]  # in text order: cells find their numbers by bisection
        found, steps = relations(text, loose)
        self.relations: dict[int, Relation] = {r.at: r for r in found}
        self.steps: list[Step] = steps
        self.layout = Layout(text)
        self.counts = counts
        self.carried = carried
        self.loose = loose  # numbers that restate a carried number rounded (`rescaled`)
        self.pending: frozenset[str] = frozenset()  # the answer's unsupported candidates, before the rules
        self.derived: dict[str, Derivation] = {}  # what the rules computed here so far
        self.stated: frozenset[str] = frozenset()  # operands under the digit minimum (narrow rules only)
        # a table column's cells, once every one holds a resolved number (`_column`)
        self.columns: dict[tuple[int, int], tuple[list[_Occurrence], _Occurrence | None]] = {}
        self._lower: str | None = None

    @property
    def lower(self) -> str:
        if self._lower is None:
            self._lower = self.text.lower()
        return self._lower


# The rules that may take an operand under the digit minimum (`_stated_operands`): sums and differences.
_STATED_RULES: Final = frozenset(("total", "pair", "compared", "label", "written", "series", "even-split"))
# The rules that compute a time of day: an earlier answer's result of one may be repeated.
_CLOCK_RULES: Final = frozenset(("end-time", "clock-shift", "repeat", "clock-sum"))


class ArithmeticBasis:
    """What the arithmetic of a run's answers may use: column sums of its results, stated counts,
    and the values earlier answers computed. Fed one message at a time, in order."""

    __slots__ = (
        "_aggregates", "_counts", "_remembered", "_results", "_records", "_previous", "_previous_text", "_cited",
        "_durations", "_remembering", "_unread", "_carriers", "_percents", "_previous_unsettled", "_quantities",
        "_rates", "_day_spans", "_tabled", "_said_amounts", "_stamps", "work", "_carried_rates", "_carried_means",
        "_stated", "_before_previous", "_before_previous_text", "_balances", "_items", "_carried_totals", "_cells", "_groups", "_named",
        "_switch_named", "_previous_lines", "_pending", "today",
    )

    def __init__(self, work: RuleWork | None = None) -> None:
        self.today: date | None = None  # the run's stated today, for `day-count` (day_counts.py, round 11)
        # the run's budget for the rules' work (work.py): each reading and try takes its units
        self.work = work if work is not None else RuleWork(UNBOUNDED)
        self._aggregates: list[_Aggregate] = []
        self._counts: dict[int, Operand] = {}
        self._remembered: dict[str, Derivation] = {}  # what the run's earlier answers computed
        self._remembering: dict[str, Derivation] = {}  # what the answer being recorded computed
        self._results = 0
        # identifier -> the numbers of the latest object that carried it (`HAT266` -> prices.economy)
        self._records: dict[str, dict[str, tuple[Decimal, str]]] = {}
        # identifier -> the numbers of every object that carried it (a gift card's balance in the
        # profile, its refunds in a payment history), for the `record` rule
        self._carriers: dict[str, list[tuple[Decimal, str]]] = {}
        # the numbers the previous answer stated and resolved: a later answer's remainders start there
        self._previous: list[_Previous] = []
        self._before_previous: list[_Previous] = []  # the same of the answer before it (`spread`)
        self._previous_text = ""
        self._previous_lines: tuple[str, list[tuple[Decimal, str, frozenset[str]]]] = ("", [])  # (its text, its numbers and lines: `per-party`)
        self._before_previous_text = ""  # the answer before the previous one (`_gap_to_named_earlier`)
        # identifier -> its latest carried `balance` (a gift card's, an account's): `_new_balance`
        self._balances: dict[str, tuple[Decimal, str]] = {}
        self._previous_unsettled: Container[str] = ()  # the previous answer's flagged numbers
        self._percents: list[tuple[Decimal, str]] = []  # the last percents earlier answers wrote
        self._rates: list[tuple[Decimal, str]] = []  # the last exchange rates earlier answers quoted
        self._day_spans: list[tuple[int, str]] = []  # spans of days the user stated (`within 30 days`)
        self._said_amounts: list[tuple[Decimal, str, str]] = []  # amounts a person stated (`198,50 €`, `$70`)
        # the whole-column sums of the tables of the last TABLED_ANSWERS answers (`column`, earlier)
        # (the answer's text and its settled numbers; the sums, once an answer asks)
        self._tabled: list[tuple[str, frozenset[str], list[tuple[Decimal, str, tuple[Operand, ...]]] | None]] = []
        self._quantities: list[tuple[Decimal, str, str]] = []  # quantities a person stated: `14 boxes`
        self._durations: list[tuple[int, str]] = []  # durations the user stated (minutes, as written)
        self._unread: list[tuple[Served, int]] = []  # results not indexed yet
        self._cited: list[_Aggregate] = []  # the aggregates the answer being explained names
        self._stamps = CarriedGaps()  # the results' timestamps, for the `stamp-gap` rule (stamp_gaps.py)
        self._carried_rates = CarriedRates()  # the results' rates, for the `carried-rate` rule (rates.py)
        self._carried_means = CarriedMeans()  # the results' column means, for `carried-mean` (means.py)
        self._items = CarriedItems()  # the results' identified objects, for `record-gap` (record_gaps.py)
        self._switch_named = SwitchRecords()  # the results' named objects, for `switch-gap` (switch_gaps.py)
        self._carried_totals = CarriedTotals()  # the results' column totals, for `carried-total` (carried_totals.py)
        self._groups = GroupedParts()  # the records' parts and the groups' words, for `group-sum` (group_sums.py)
        self._named = NamedRecords()  # the results' sibling groups and their words, for `named-gap` (named_gaps.py)
        # the numbers a person wrote and the last STATED_ANSWERS answers wrote, as written: a number
        # under the digit minimum (no candidate, never judged) is an operand when one of them or a
        # result stated it (`Earning: 2000 Expenditure: 500` ... `2000 minus 500 leaves 1500`)
        self._stated: list[set[str]] = [set()]
        self._cells: set[str] = set()  # the cells of text results' comma-separated rows (`500` of `January,500,75000`)
        # person texts and earlier answers not read yet, in the order they came: read on the run's
        # first question (`_read_pending`), so a run no answer asks about never reads them
        self._pending: list[tuple[str, list[str] | None, Container[str]]] = []

    # --- building -----------------------------------------------------------------------------

    def add_result(self, served: Served, position: int) -> None:
        """Keep one result, to index when an answer first asks (a run whose answers are all
        grounded never walks its results for sums)."""
        self._results += 1
        if served.has_parsed or served.text:
            self._unread.append((served, position))
        self._stamps.add_result(served, position)
        self._carried_rates.add_result(served, position)
        self._carried_means.add_result(served, position)
        self._items.add_result(served, position)
        self._switch_named.add_result(served, position)
        self._carried_totals.add_result(served, position)
        self._groups.add_result(served, position)
        self._named.add_result(served, position)

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
        question (`_read_pending`)."""
        self._pending.append((text, None, ()))

    def _read_pending(self) -> None:
        """The person texts and answers added since the last question, read in the order they
        came (as `add_person_text` and `answered` read them when they read them at once: what one
        reads, the other never writes but for the person's stated numbers, `_stated[0]`, which
        both keep in place)."""
        pending, self._pending = self._pending, []
        for text, numbers, unsettled in pending:
            if numbers is None:
                self._read_person_text(text)
            else:
                self._read_answer(numbers, text, unsettled)

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
        english, _ = english_text(text[:MAX_SAID_TEXT])
        said = self._stated[0]
        for o in _number_occurrences(english, full=False):
            if len(said) < MAX_STATED:
                said.add(o.value)
            if o.amount and o.number > 0 and len(self._said_amounts) < MAX_PREVIOUS \
                    and all(o.number != n for n, _, _ in self._said_amounts):
                self._said_amounts.append((o.number, o.value, f"the user wrote {text[o.start : o.end]!r}"))
        for m in _SAID_QUANTITY.finditer(text):
            quantity = as_decimal(m.group(1).replace(",", ""))
            if quantity is not None and quantity > 0 and len(self._quantities) < MAX_PREVIOUS:
                self._quantities.append((quantity, m.group(2).lower(), f"the user wrote {m.group(0)!r}"))

    def explain_clocks(self, answer: str, resolved: Iterable[str], unresolved: Iterable[str]) -> dict[str, Derivation]:
        """Durations and end times the answer computed from its resolved clocks (`durations.py`)."""
        if self._pending:
            self._read_pending()
        known = [v for v in resolved if ":" in v]
        found: dict[str, Derivation] = {}
        if len(answer) > MAX_ARITHMETIC_CHARS:
            self.work.cut()
            return found
        work, cost = 0, 1 + len(answer) // 8  # each value reads the whole answer (MAX_ARITHMETIC_WORK)
        for value in unresolved:
            work += cost
            if work > MAX_ARITHMETIC_WORK or not self.work.take(cost):
                self.work.cut()
                break
            how = explain_clock(answer, value, known, self._durations)
            if how is None:
                how = explain_shift(answer, value, known)  # a time shifted sentences later (clock_shifts.py)
            if how is None:
                how = explain_gap(answer, value, self._stamps)  # between results' timestamps (stamp_gaps.py)
            if how is None:
                how = explain_clock_sum(answer, value, known)  # a sum written beside it (time_sums.py, round 8)
            if how is not None and not _keeps_seconds(value, how.operands) and not to_the_second(how):
                # a minute's rule cut the seconds; a sum written to the second computes them (round 9)
                how = explain_clock_sum(answer, value, known)
                if how is not None and not to_the_second(how):
                    how = None
            if how is not None:
                found[value] = Derivation(how.rule, how.expression, tuple(Operand(*o) for o in how.operands))
                known.append(value)
                continue
            earlier = self._remembered.get(value)  # a time an earlier answer computed, repeated
            if earlier is not None and earlier.rule in _CLOCK_RULES:
                found[value] = Derivation("repeat", earlier.expression, earlier.operands)
                known.append(value)
        return found

    def explain_dates(self, answer: str, resolved: Iterable[str], unresolved: Iterable[str]) -> dict[str, Derivation]:
        """ISO dates the answer computed: a resolved ISO date written before it in its sentence or
        the one before, plus or minus a span of days or weeks the user states or the answer writes
        there (`delivered on 2025-03-03; claims are due within 30 days, so until 2025-04-02`)."""
        known = {v for v in resolved if _ISO_DATE.fullmatch(v)}
        found: dict[str, Derivation] = {}
        if not known:
            return found
        if self._pending:
            self._read_pending()
        if len(answer) > MAX_ARITHMETIC_CHARS:
            self.work.cut()
            return found
        work, cost = 0, 1 + len(answer) // 8  # each value reads its sentences (MAX_ARITHMETIC_WORK)
        for value in unresolved:
            target = _as_date(value)
            at = answer.find(value)
            if target is None or at < 0:
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
            spans = list(self._day_spans)
            for m in _DAY_SPAN.finditer(answer, start, end):
                days = _span_days(m)
                if days is not None and all(days != d for d, _ in spans):
                    spans.append((days, f"the answer wrote {m.group(0)!r}"))
            earlier = [(m.start(), m.group(0)) for m in _ISO_DATE_IN.finditer(answer, start, at) if m.group(0) in known][-3:]
            for offset, written in reversed(earlier):
                base = _as_date(written)
                if base is None:
                    continue
                gap = (target - base).days
                for days, where in spans:
                    if abs(gap) == days:
                        op = "+" if gap > 0 else "-"
                        found[value] = Derivation("date-shift", f"{written} {op} {days} days = {value}", (
                            Operand(written, "answer", f"answer offset {offset}"), Operand(str(days), "count", where)))
                        break
                if value in found:
                    break
        return found

    def remember(self, value: str, derivation: Derivation) -> None:
        """A value the answer just given computed: a later answer may repeat it (`repeat`); not
        an end of a computed range (`$55.00-$75.00`), which is no amount a later answer states alone."""
        if derivation.rule != "range":
            self._remembering.setdefault(value, derivation)

    def remember_restated(self, value: str) -> None:
        """A number the answer just given restated from a carried one (the `rescaled` rule:
        `412,883 GB` of 412,883,412,992,000 bytes): a later answer may repeat it without its unit."""
        if as_decimal(value) is not None:
            self._remembering.setdefault(value, Derivation(
                "repeat", f"{value} (a carried number an earlier answer restated)",
                (Operand(value, "earlier answer", "grounded there by the rescaled rule"),)))

    def answered(self, numbers: Iterable[str], text: str = "", unsettled: Container[str] = ()) -> None:
        """The answer just given: its resolved numbers, in order (the next one's `remainder`), and
        the names it wrote (the records the conversation is about). What it computed is kept now
        (a later answer's may replace it); its text is read on the first question (`_read_pending`)."""
        for value, derivation in self._remembering.items():
            if len(self._remembered) < MAX_REMEMBERED or value in self._remembered:
                self._remembered[value] = derivation
        self._remembering = {}
        self._pending.append((text, list(numbers), unsettled))

    def _read_answer(self, numbers: list[str], text: str, unsettled: Container[str]) -> None:
        settled: dict[str, Decimal] = {}
        for n in numbers:
            number = as_decimal(n)
            if number is not None:
                settled[n] = number
        previous: list[_Previous] = []
        # the answer's written numbers, read once for its settled ones and for what it stated
        occurrences = _number_occurrences(text, full=False) if text else []
        for occ in occurrences if settled else ():
            if occ.value in settled and all(p.value != occ.value for p in previous):
                previous.append(_Previous(occ.value, occ.number, occ.amount, occ.per_unit))
        # numbers resolved but not found as written numbers (a typed answer): keep them too
        for n, number in settled.items():
            if all(p.value != n for p in previous):
                previous.append(_Previous(n, number, False, False))
        self._before_previous = self._previous
        self._previous = previous[-MAX_PREVIOUS:]
        wrote = {o.value for o in occurrences[:MAX_STATED]}
        self._stated = [self._stated[0], *self._stated[1:][-(STATED_ANSWERS - 1):], wrote]
        self._before_previous_text = self._previous_text
        self._previous_text = text  # its names are read only when an answer asks about a sum
        self._previous_unsettled = unsettled
        self._carried_totals.answered()
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
    ) -> dict[str, Derivation]:
        """Derivations for the `unresolved` numbers of `answer`, each from resolved operands.

        `resolved` maps each resolved number of the answer (grounded, exempt, ...) to the source
        its operands report ("answer"); values found here join it, so a chain resolves step by
        step (a running balance). `carried` (the evidence's forms) lets the wide rules refuse a
        value one digit off a carried number; without it they do not run. Returns value ->
        derivation for the values explained. `judged` (the answer's candidates' values): a number
        of the answer that is none (under the digit minimum: `500`, `330.00`) and that a result
        carried, a person said or one of the last two answers wrote is an operand too.
        """
        if self._pending:
            self._read_pending()
        if len(answer) > MAX_ARITHMETIC_CHARS:
            self.work.cut()
            return {}
        unresolved = list(unresolved)
        # a German or French spelling (`29.154,00 €`) is read in English at the same offsets; its
        # operands (`242,95 €`, carried 242.95) are resolved under their English spelling
        locale: dict[str, str] = {}
        if any(as_decimal(v) is None and ("," in v or "." in v) for v in unresolved) or comma_text_cached(answer):
            answer, spelled = english_text(answer)
            if spelled:
                resolved = dict(resolved)
                for written, english in spelled.items():
                    if written not in unresolved and normalize_token(written) in unresolved:
                        written = normalize_token(written)  # `1,717` judged as 1717 (decimal_comma.py)
                    if written in unresolved and english not in resolved:
                        locale[english] = written
                    elif written in resolved or (carried is not None and english in carried):
                        resolved.setdefault(english, resolved.get(written, "result"))
                unresolved = [v for v in unresolved if v not in spelled or v in resolved] + list(locale)
        wanted = {v for v in unresolved if as_decimal(v) is not None}
        fractions = {v for v in unresolved if "/" in v and _FRACTION.fullmatch(v)}
        # a rate glued to its unit of time (`1,669/min`) is its number's derivation
        glued = {v: normalize_token(v.partition("/")[0]) for v in unresolved if "/" in v and _GLUED_TIME.fullmatch(v)}
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
        earlier_rounded = [v for v, d in self._remembered.items() if as_decimal(v) is not None
                           and rounded_value(d.expression, Decimal(v))][-MAX_ROUNDED:]
        loose = loose | frozenset(earlier_rounded)
        reading = _Answer(answer, counts, carried, loose)
        own = rounded_results(reading.relations.values()) - loose
        if own and self.work.take(1 + len(answer) // 4):
            reading = _Answer(answer, counts, carried, loose | own)
        reading.pending = frozenset(wanted)
        occurrences = reading.occurrences
        found: dict[str, Derivation] = reading.derived
        for value in fractions:
            derivation = _fraction_operand(reading, value) or _computed_pair(reading, value)
            if derivation is not None:
                found[value] = derivation
        if not occurrences or not wanted:
            return found
        known = set(resolved)
        if judged is not None:
            reading.stated = frozenset(self._stated_operands(occurrences, judged, carried, wanted) - known)
            known.update(reading.stated)
        # a result of an equation the answer writes out is computed, candidate or not (`35 x 35 x
        # 30 / 5000 = 7.35 kg`): a later step may take it as an operand
        for occ in occurrences:
            relation = reading.relations.get(occ.at)
            if relation is not None and relation.value == occ.number:
                known.add(occ.value)
        computed_here: list[_Occurrence] = []
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
                        derivation = self._explain_one(reading, i, known, computed_here, wide)
                    else:
                        # operands under the digit minimum only when the rules found nothing without
                        # them (they would shift the windows of `half`, `per-count` ...), and only as
                        # summands, not factors or cells (`| 15 GB | $75.00 |` is no 5 x 15)
                        derivation = self._explain_one(reading, i, known - reading.stated, computed_here, wide)
                        if derivation is None:
                            # the second pass is a try like the first: charged the same (an answer of
                            # many stated operands would otherwise get twice the work for its budget)
                            work += cost
                            if work > MAX_ARITHMETIC_WORK or not self.work.take(cost):
                                self.work.cut()
                                break
                            derivation = self._explain_one(reading, i, known, computed_here, wide)
                            if derivation is not None and (derivation.rule not in _STATED_RULES or not any(
                                    o.value in reading.stated for o in derivation.operands)):
                                derivation = None
                    if derivation is not None:
                        found[occ.value] = derivation
                        wanted.discard(occ.value)
                        known.add(occ.value)
                        computed_here.append(occ)
                        progress = True
        for value, number in glued.items():
            if number in found:
                found[value] = found[number]
        for english, written in locale.items():
            if english in found:
                found[written] = found[english]
        return found

    def _stated_operands(
        self, occurrences: Sequence[_Occurrence], judged: Container[str], carried: Container[str] | None,
        wanted: Container[str],
    ) -> set[str]:
        """The answer's numbers no candidate holds (under the digit minimum, never judged) that a
        result carried, a person said or one of the last answers wrote: operands like any resolved
        one, for the narrow rules (the wide ones, over every pair of the answer's numbers, took them
        and excused 0.4% more of synth's fabrications). (Not what the answer alone writes: an
        operand nothing stated excuses nothing.)"""
        out: set[str] = set()
        for o in occurrences:
            v = o.value
            if v in judged or v in wanted or v in out:
                continue
            if abs(o.number) < MIN_STATED:
                continue  # a digit is a count, an index or a step (`12446 - 1`), no summand
            if (carried is not None and v in carried) or any(v in stated for stated in self._stated) or v in self._cells:
                out.add(v)
        return out

    def _explain_one(
        self,
        reading: _Answer,
        i: int,
        known: set[str],
        computed_here: list[_Occurrence],
        wide: bool,
    ) -> Derivation | None:
        if wide:
            return self._explain_one(reading, i, known, computed_here, False) or \
                self._explain_wide(reading, i, known, computed_here)
        answer = reading.text
        occurrences = reading.occurrences
        counts = reading.counts
        occ = occurrences[i]
        target = occ.value
        number = occ.number
        places = _places(target)

        def done(rule: str, expression: str, operands: Iterable[Operand]) -> Derivation:
            return Derivation(rule, f"{expression} = {target}", tuple(operands))

        # written: an equation written out beside the value, or a step of one written before it
        relation = reading.relations.get(occ.at)
        if relation is not None and relation.value == number:
            return Derivation(
                "written", relation.expression,
                tuple(Operand(v, "answer", f"answer offset {at}") for v, at in relation.operands),
            )
        for step in reading.steps:
            if step.end <= occ.start and step.value == number:
                return done("written", step.expression, (Operand(v, "answer", f"answer offset {at}") for v, at in step.operands))
        # duration: a number of hours between two clocks written before it (`durations.py`)
        hours = explain_hours(answer, occ.start, occ.end, number, (v for v in known if ":" in v))
        if hours is not None:
            return Derivation(hours.rule, hours.expression, tuple(Operand(*o) for o in hours.operands))
        # day-count: the days from a carried date written before it to today or another (day_counts.py)
        days = explain_day_count(answer, occ.start, occ.end, number, self.today, reading.carried)
        if days is not None:
            return Derivation(days.rule, days.expression, tuple(Operand(*o) for o in days.operands))
        # unsigned: the same value with the other sign is resolved here (`€-4.35` ... `€4.35`)
        other = target[1:] if target.startswith("-") else "-" + target
        for o in occurrences:
            if o.value == other and other in known and o.start != occ.start:
                return done("unsigned", f"|{other}|", (_written(o),))
        # operands of the same kind: amounts for an amount, any number for a number
        before = [
            o for o in occurrences[:i] if o.value in known and o.value != target and (o.amount or not occ.amount)
        ]

        # A sum never mixes a value computed here with carried ones: a running balance's step
        # `1262 - 150` has its one-digit-off twin `1262 + 150 = 1412`. (Subtotals add up; items do.)
        # (a result of an equation the answer writes out is shown work, not a step taken silently:
        # it adds up with carried items, `$46,621.47 + $14,725.20 = $61,346.67` ... `Total: $70,000.00`)
        derived_here = {o.value for o in computed_here if o.at not in reading.relations}

        def unmixed(items: Iterable[_Occurrence]) -> bool:
            kinds = {o.value in derived_here for o in items}
            return len(kinds) == 1

        # total: a run of the resolved numbers written just before it; a subtotal written after
        # its items stands for them (`Puzzle $54.11, Jacket $157.61, total $211.72` is one item)
        # (and the items of its own currency mark: `¥1,840 = $12.26` ... `In total, ¥68,810 cost you $458.46`)
        mark = _mark_of(answer, occ)
        same_mark = [o for o in before if _mark_of(answer, o) == mark] if mark else []
        # (and the items outside parentheses: `**$4,212.87** available ($4,389.12 ledger)` is an aside)
        outside = [o for o in before if not _in_parentheses(answer, o.start)]
        for items in (before, _collapsed(before), same_mark, outside if len(outside) < len(before) else []):
            for size in range(2, min(MAX_WINDOW, len(items)) + 1):
                window = items[-size:]
                if unmixed(window) and sum((o.number for o in window), Decimal(0)) == number \
                        and not (size == 2 and _slip_of_difference(window[0], window[1], number)
                                 and not _said_sum(answer, window[0], window[1], occ)) \
                        and not _cuts_a_list(answer, window[0], items):
                    return done("total", " + ".join(o.value for o in window), map(_written, window))
                # the negative (spent) or positive (received) items of a signed list
                signed = [o for o in window if o.number < 0]
                if len(signed) >= 2 and window[0].number < 0 \
                        and -sum((o.number for o in signed), Decimal(0)) == number:
                    return done("total", " + ".join(o.value.lstrip("-") for o in signed), map(_written, signed))
        # total of worked lines: the results of the equations written just before it, each line
        # its own equation (`- Storage: 40 x 23 x $0.85 = $782.00 - Handling: 40 x $6.50 = $260.00
        # ... Total: $1,302.00`)
        results = [o for o in occurrences[:i] if o.at in reading.relations and o.value in known]
        for size in range(2, min(MAX_WINDOW, len(results)) + 1):
            window = results[-size:]
            # (an item above of another kind, `Billable days: 30 - 7 = 23` over amounts, is no item)
            if sum((o.number for o in window), Decimal(0)) == number and not _cuts_a_list(
                    answer, window[0], [o for o in results if o.amount == window[0].amount]):
                return done("total", " + ".join(o.value for o in window), map(_written, window))
        # the same at the lines' exact values, rounded once (`£124.92` for 124.9176, `£9.50` for
        # 9.495 ... `Total: £134.41`; chains.py)
        worked = exact_total(number, _places(occ.digits or target), [(o.number, self._exact_of(reading, o)) for o in results])
        if worked is not None:
            size, exact = worked
            window = results[-size:]
            if not _cuts_a_list(answer, window[0], [o for o in results if o.amount == window[0].amount]):
                return done("total", f"{' + '.join(o.value for o in window)} (at their exact values: {_print(exact)})",
                            map(_written, window))
        # total, forward: the items written just after it, on its line (`$2,192.94: ... $1,988.27 ... $204.67`)
        line_end = answer.find("\n", occ.end)
        line_end = len(answer) if line_end < 0 else line_end
        after = [o for o in occurrences[i + 1 :] if o.start < line_end]
        after = [o for o in after[:MAX_WINDOW] if o.value in known and (o.amount or not occ.amount)]
        for size in range(2, len(after) + 1):
            window = after[:size]
            if unmixed(window) and sum((o.number for o in window), Decimal(0)) == number:
                return done("total", " + ".join(o.value for o in window), map(_written, window))
        # total of a whole list: the list right under its line (`**Outgoing (1,350.00 total)**` then one
        # item per line), each item's first number, or the list lines right before it, each line's
        # last number (a worked line's result: `- Meals: 2 x 360.00 = 720.00` ... `- Total: 1050.00`)
        list_items = _whole_list_total(reading, i, known)
        if list_items is not None:
            return done("total", " + ".join(o.value for o in list_items), map(_written, list_items))
        # series: one position summed over the groups written before it (`January 500 sales, 75000
        # revenue; February 450, 67500; ... That's 1550 sales`; series_sums.py)
        series = series_total(answer, [(o.start, o.end, o.number, o.value in known) for o in occurrences[:i]],
                              occ.start, occ.end, number, sentence_start(answer, occ.start))
        if series is not None:
            return done("series", " + ".join(occurrences[k].value for k in series), (_written(occurrences[k]) for k in series))
        # table: an earlier cell of its row times a count or a period; the column above it summed
        table = _table_rule(reading, i, known)
        if table is not None:
            return done("table", *table)
        # row-sum: one key summed over the records its table row names, the key its header names
        # (`| HAT290 ... | HAT355 ... | $341 |` under `Economy`; row_sums.py)
        row_sum = row_record_sum(reading.layout, answer, occ.at, number, self._records) if self._records else None
        if row_sum is not None:
            return done("row-sum", row_sum[0], (Operand(v, "result", where) for v, where in row_sum[1]))
        # group-sum: the parts of the records its row names that refer to the group its row names
        # by words (`| Visa | #W2209914, #W4471095 | $380.18 |`; group_sums.py)
        grouped = self._group_sum(reading, i)
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
        if _PER_CUE.search(answer, sentence_start(answer, occ.start), _sentence_end(answer, occ.end)):
            per = _per_unit_rule(reading, i, known)
            if per is not None:
                return done("per-unit", *per)
        # column (earlier): a whole column of a table one of the last two answers wrote, summed,
        # where its sentence says it totals (`worth $6,575.38 in total`, `1,207 out of 5,592`)
        if self._tabled and _TOTAL_CUE.search(answer, sentence_start(answer, occ.start), _sentence_end(answer, occ.end)):
            for k in range(len(self._tabled) - 1, -1, -1):
                text, settled, sums = self._tabled[k]
                if sums is None:
                    sums = _column_sums(text, settled, reading.carried)
                    self._tabled[k] = (text, settled, sums)
                for total, expression, operands in sums:
                    if total == number and not _carried_neighbours(reading, occ, i):
                        return done("column", expression, operands)
        # magnitude: the difference or sum of two of the last 4 resolved numbers written in full, in
        # the magnitude written after it (`$3,650,419,130,368` ... `$3,806,240,473,088` ... `ahead by
        # roughly $156 billion`), rounded to the places written
        magnitude = _MAGNITUDE_AFTER.match(answer, occ.end)
        if magnitude is not None and len(occ.digits.replace(".", "").lstrip("0")) >= 2:
            scale = _MAGNITUDE_SCALES[magnitude.group(1).lower()]
            full = [o for o in before[-4:] if abs(o.number) >= scale]
            for a in range(len(full)):
                for b in range(a + 1, len(full)):
                    x, y = full[a], full[b]
                    for v, shown in ((y.number - x.number, f"({y.value} - {x.value})"), (x.number - y.number, f"({x.value} - {y.value})"),
                                     (x.number + y.number, f"({x.value} + {y.value})")):
                        if v > 0 and _rounds_to(v / scale, number, places):
                            return done("magnitude", f"{shown} / {_print(scale)}", (_written(x), _written(y)))
        # label: the same-labelled numbers before it (`Basic Economy: $51` ... `Basic Economy: $55`)
        groups: dict[str, list[_Occurrence]] = {}
        for o in before:
            if o.label:
                groups.setdefault(o.label, []).append(o)
        same = groups.get(occ.label, []) if occ.label else []
        if len(same) >= 2:
            x, y = same[-2], same[-1]
            for value, symbol, left, right in _pairings(x, y):
                if value == number:
                    return done("label", f"{left.value} {symbol} {right.value}", (_written(left), _written(right)))
        for members in groups.values():
            if len(members) >= 2 and sum((o.number for o in members), Decimal(0)) == number:
                return done("label", " + ".join(o.value for o in members), map(_written, members))
        # pair: a sum or difference of the last two distinct, or of the values computed here; a
        # zero of the last two when they are equal (`$358 ... $358 per night, $0 apart`)
        if number == 0 and len(before) >= 2 and before[-1].number == before[-2].number:
            x, y = before[-2], before[-1]
            return done("pair", f"{x.value} - {y.value}", (_written(x), _written(y)))
        recent: list[_Occurrence] = []
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
                                                and not _said_sum(answer, left, right)):
                        return done("pair", f"{left.value} {symbol} {right.value}", (_written(left), _written(right)))
        # what is left of a whole written right after it, where its sentence says so (`That leaves
        # $1,143.16 of your $1,500.75 balance`): the whole less one of the last two resolved before it
        if i + 1 < len(occurrences) and before:
            rest_of = occurrences[i + 1]
            if rest_of.value in known and rest_of.value != target and (rest_of.amount or not occ.amount) \
                    and _OF_WHOLE.fullmatch(answer, occ.end, rest_of.start) \
                    and _REST_CUE.search(answer, sentence_start(answer, occ.start), rest_of.start):
                for o in before[-2:]:
                    if o.value != rest_of.value and rest_of.number - o.number == number:
                        return done("pair", f"{rest_of.value} - {o.value}", (_written(rest_of), _written(o)))
        # what is left, its sentence says, of the first of its last two numbers less the second, one
        # of them a plain number (`With your 500 euro budget, one night at ... (240.0) leaves 260 euros`)
        if occ.amount and _REST_CUE.search(answer, sentence_start(answer, occ.start), occ.start):
            floor = sentence_start(answer, occ.start)
            here = [o for o in occurrences[:i] if o.start >= floor and o.value in known and o.value != target][-2:]
            if len(here) == 2 and here[0].amount != here[1].amount and here[0].number - here[1].number == number:
                x, y = here
                return done("pair", f"{x.value} - {y.value}", (_written(x), _written(y)))
        # the same pair at the exact values of computed operands, rounded to the places written
        # (`Air Next Day costs €91.34 and Road Express €50.58, so air is €40.77 more`: 91.342 - 50.576)
        unrounded = {o.value: self._exact_of(reading, o) for o in recent}
        for a in range(len(recent) - 1, -1, -1):
            for b in range(a - 1, -1, -1):
                x, y = recent[b], recent[a]
                ex, ey = unrounded[x.value], unrounded[y.value]
                if ex is None and ey is None:
                    continue
                ex = x.number if ex is None else ex
                ey = y.number if ey is None else ey
                for value, symbol, left, right in ((ex - ey, "-", x, y), (ey - ex, "-", y, x)):
                    if value > 0 and _equal(value, number, places, True) and not _equal(
                            value, number, places, False):
                        return done("pair", f"{left.value} {symbol} {right.value} (at their exact values: {_print(value)})",
                                    (_written(left), _written(right)))
        # per-count: a recent number (or the one in parentheses right after), an aggregate, or the
        # listed records' sum, times or over a stated count
        # a product needs a per-unit base (`$50 per passenger`), a quotient a per-unit value
        bases: list[tuple[Decimal, str, tuple[Operand, ...]]] = [
            (o.number, o.value, (_written(o),)) for o in before[-COUNT_SPAN:]
            if (o.per_unit or o.each) and o.value not in reading.stated  # (`15 GB per month` is no price)
        ]
        if i + 1 < len(occurrences) and _PAREN_AFTER.match(answer, occ.end, occurrences[i + 1].start):
            following = occurrences[i + 1]
            if following.value in known and following.per_unit:
                bases.append((following.number, following.value, (_written(following),)))
        listed = self._listed(answer, occurrences, i)
        for total, expression, operands in listed:
            if total == number:
                return done("listed", expression, operands)
        # aggregate: a column sum of one result
        for g in self._cited:
            if g.value == number and len(g.operands) >= 2:
                return done("aggregate", g.expression.rsplit(" = ", 1)[0], g.operands)
        wholes: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
        if occ.per_unit:
            wholes = [(o.number, o.value, (_written(o),)) for o in before[-COUNT_SPAN:]]
            wholes.extend((total, f"({expression})", operands) for total, expression, operands in listed)
        # a yearly or weekly figure of a recurring amount: `$1,566 (rent) ... about $18,792 a year`,
        # `every month ... Over a year that adds up to €3,000`
        period = _period_count(reading, occ)
        if period is not None:
            count, what = period
            for o in before[-COUNT_SPAN:]:
                if o.number * count == number:
                    return done("per-count", f"{count} x {o.value}", (Operand(str(count), "count", what), _written(o)))
            # or a number of the record its line names (`to DE89...0 (Gym membership), about
            # $12,240.00 a year`: the payment's carried 1,020 a month)
            line_start = answer.rfind("\n", 0, occ.start) + 1
            for _, piece in token_spans(answer[line_start : occ.start]):
                for value, where in self._records.get(normalize_token(piece), {}).values():
                    if value * count == number:
                        return done("per-count", f"{count} x {_print(value)}",
                                    (Operand(str(count), "count", what), Operand(_print(value), "result", where)))
        # over-span: a rate per unit of time times the span its line states (`$8 per day` ... `two
        # weeks $112.00`; spans.py)
        over_span = _over_span_rule(reading, i, before)
        if over_span is not None:
            return done("over-span", *over_span)
        for count, count_operand in sorted(counts.items()):
            n = Decimal(count)
            for base, text, operands in bases:
                if base * n == number:
                    return done("per-count", f"{count} x {text}", (count_operand, *operands))
            for whole, text, operands in wholes:
                quotient = whole / n
                if quotient == number or (places >= 2 and _equal(quotient, number, places, True)):
                    return done("per-count", f"{text} / {count}", (*operands, count_operand))
        # installment: the last of n equal parts that takes up the rounding (`$205.00 works out to
        # about $68.33 per month; ... two payments of $68.33 and one of $68.34`): W - (n - 1) x q
        # where q, written before it, is W / n rounded to its places
        for w in before[-4:]:
            for q in before[-4:]:
                if q.number <= 0 or w.number <= q.number or _places(q.value) < 1:
                    continue
                for count, count_operand in sorted(counts.items()):
                    part = w.number / count
                    if part != q.number and _equal(part, q.number, _places(q.value), True) \
                            and w.number - (count - 1) * q.number == number:
                        return done("installment", f"{w.value} - {count - 1} x {q.value}",
                                    (_written(w), count_operand, _written(q)))
        # times: a recent number of its sentence (or the one before) over or times a factor its
        # sentence writes with a comparison (`2.961 s cumulative. At 5× faster it would take 0.592 s`)
        start = sentence_start(answer, occ.start)
        if start > 0 and answer[start - 1] != "\n":
            start = sentence_start(answer, max(start - 2, 0))
        for m in _TIMES_CUE.finditer(answer, start, _sentence_end(answer, occ.end)):
            factor = Decimal(m.group(1))
            if factor <= 1:
                continue
            down = m.group(2).lower() in _TIMES_DOWN
            for o in [o for o in before if o.start >= start][-2:]:
                if o.at == m.start(1):
                    continue
                v = o.number / factor if down else o.number * factor
                if v == number or (places >= 1 and _equal(v, number, places, True)):
                    return done("times", f"{o.value} {'/' if down else 'x'} {m.group(1)}", (
                        _written(o), Operand(m.group(1), "count", f"the answer wrote {m.group(0)!r}")))
        # a pay rate at the multiple its sentence names (`overtime at 1.5×: 2 × $43.65`; chains.py)
        if occ.amount:
            for multiple, said in multipliers(answer, start, _sentence_end(answer, occ.end)):
                for o in [o for o in before if o.start >= start and o.amount][-2:]:
                    v = o.number * multiple
                    if v == number or (places >= 2 and _equal(v, number, places, True)):
                        return done("times", f"{o.value} x {_print(multiple)}", (
                            _written(o), Operand(_print(multiple), "count", f"the answer wrote {said!r}")))
        # half: a recent number halved or doubled where its clause says so (`rep 1 → 0 roughly
        # halves their size, to about 197.5 GB per day` after 394.95 GB)
        cue = _HALF_CUE.search(answer, sentence_start(answer, occ.start), occ.start)
        if cue is not None:
            factor = Decimal("0.5") if cue.group(0).lower().startswith("hal") else Decimal(2)
            for o in before[-2:]:
                halved = o.number * factor
                if halved == number or (places >= 1 and _equal(halved, number, places, True)):
                    shown = f"{o.value} / 2" if factor < 1 else f"2 x {o.value}"
                    return done("half", shown, (_written(o), Operand("2", "count", f"the answer wrote {cue.group(0)!r}")))
        # even-split: a whole its sentence writes (before or after it) over a stated count, where the
        # sentence says it splits evenly (`pay 139.5 if you split the 279.0 evenly`; even_splits.py)
        even = _even_split_rule(reading, i, known)
        if even is not None:
            return done("even-split", *even)
        # average: where its sentence says so, the mean of the last 2-8 resolved numbers before it
        # (of its kind), or of a column of the table just before it
        if _AVERAGE_CUE.search(answer, sentence_start(answer, occ.start), occ.start) is not None:
            mean = _average_rule(reading, i, known, before)
            if mean is not None:
                return done("average", *mean)
        # quantity: a count of things and a unit price written in its sentence or the one before
        # (`500 shares at an average of $70.0346, for a total of about $35,017.30`)
        quantity = _quantity_rule(reading, i, known, tuple(self._said_amounts)) or _paragraph_product(reading, i, known)
        if quantity is not None:
            return done("quantity", *quantity)
        # exchange: an amount converted at a rate the answer quotes (`1 USD = 0.8594 EUR` ... `For
        # $2,500.00 you would receive €2,148.50`)
        # implied: the rate of a quote the answer writes (`which implies a rate of about 1 EUR =
        # 1.1585 USD`) is one of two recent amounts in different currency marks over the other
        implied = _implied_rate(reading, i, known)
        if implied is not None:
            return done("exchange", *implied)
        exchange = _exchange_rule(reading, i, known, tuple(self._rates))
        if exchange is not None:
            return done("exchange", *exchange)
        # rate: a rate per unit times a quantity of that unit, or an amount over a quantity
        rate = _rate_rule(reading, occ, known, self._quantities)
        if rate is not None:
            return done("rate", *rate)
        # convert: a recent number with its unit, in the unit written after the value, by a
        # standard factor (`98.6 kg` ... `about 217.4 lb`); a factor written in an equation
        converted = self._convert_rule(reading, i, known)
        if converted is not None:
            return done("convert", *converted)
        # the other end: a product computed just before it in its sentence, at the other end of the
        # range (written here or in the previous answer) one of its operands ends (`500.0 - 1000.0`
        # ... `4 nights come to 2,000 (up to 4,000 at the top of the range)`)
        other_end = self._other_end(reading, i, known, computed_here)
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
        # compared: a gap to a number written right after it (`412.7 ms ... 112.7 ms over the 300
        # ms SLO`): a recent number of its sentence less that number, or the reverse
        compared = _compared_rule(reading, i, known) or _named_gap(reading, i, known)
        compared = compared or _gap_to_named_number(reading, i, known) or _gap_to_written_comparison(reading, i, known) \
            or _gap_between_rows(reading, i, known) or self._gap_to_named_earlier(reading, i, known) \
            or _gap_of_the_next_two(reading, i, known)
        if compared is None:
            balance = self._new_balance(reading, i, known) or _balance_from_to(reading, i, known)
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
        share = self._percent_rule(reading, i, before, computed_here)
        if share is not None:
            return done("percent", *share)
        # balance: a recent resolved number less an aggregate (maybe times a count), or the reverse;
        # a per-unit price is no balance
        for o in before[-BALANCE_SPAN:] if not occ.per_unit else ():
            for g in self._cited:
                inner = g.expression.rsplit(" = ", 1)[0]
                shown = _print(g.value)
                prefix = f"{inner} = {shown}; " if len(g.operands) >= 2 else ""
                if o.number - g.value == number:
                    return done("balance", f"{prefix}{o.value} - {shown}", (_written(o), *g.operands))
                if g.value - o.number == number:
                    return done("balance", f"{prefix}{shown} - {o.value}", (*g.operands, _written(o)))
                for count, count_operand in counts.items():
                    scaled = g.value * count
                    if o.number - scaled == number:
                        return done(
                            "balance",
                            f"{count} x ({inner}) = {_print(scaled)}; {o.value} - {_print(scaled)}",
                            (_written(o), count_operand, *g.operands),
                        )
        # net (after the table's rules: a column of signed changes is theirs): the signed deltas written beside prices, summed (`$118.30, +$21.75` ... `To pay: $23.25`; signed_nets.py)
        signed = [o for o in occurrences[max(0, i - NET_SPAN) : i] if o.amount] if occ.amount else []
        net = signed_net(answer, [(o.start, o.number, o.value in known) for o in signed], number) if signed else None
        if net is not None:
            return done("net", " + ".join(signed[k].value for k in net), (_written(signed[k]) for k in net))
        # split-part: a part of a payment split, the whole less the other parts its sentence writes
        # (split_parts.py); record-gap: a signed difference of two records' same number, the
        # records its sentence names (`Exchange 5512096834 → 3920184756, difference $0.00`; record_gaps.py)
        split_or_gap = self._split_part(reading, i, known, before) or self._record_gap(reading, i, before) \
            or self._named_gap(reading, i)
        if split_or_gap is not None:
            return done(*split_or_gap)
        # switch-gap: the gap of one key of two records the answer names by name, where its line says
        # it changes or prorates (`Upgrade to Connect 12GB, prorated ... $17.00`; switch_gaps.py)
        if occ.amount:
            line_start = answer.rfind("\n", 0, occ.start) + 1
            line_end = answer.find("\n", occ.end)
            gap = self._switch_named.explain(answer, reading.lower, line_start, len(answer) if line_end < 0 else line_end, number)
            # (both records named: narrow; but not one digit off either operand, a price misread)
            neighbours = _carried_neighbours(reading, occ, i) if gap is not None else None
            if gap is not None and neighbours is not None and not neighbours & {o[0] for o in gap.operands}:
                return done("switch-gap", gap.expression, (Operand(*o) for o in gap.operands))
        # remainder: a number the previous answer stated, less a recent one (`$500` ... `$375` -> `$125`);
        # a per-unit price (`$90 per night`) is no remainder
        for o in before[-1:] if not occ.per_unit else ():
            for p in self._previous[-REMAINDER_SPAN:]:
                if p.number - o.number == number and p.value != o.value:
                    return done(
                        "remainder", f"{p.value} - {o.value}",
                        (Operand(p.value, "earlier answer", "the previous answer"), _written(o)),
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
        # per-period: a recent amount restated per the period its line names (`Per month $6,541.67`
        # after `$78,500.00` a year; periods.py), over or times the calendar's factor, rounded
        if occ.amount and occ.number > 0:
            for times, op, what in period_factors(answer, occ.start, occ.end):
                for o in before[-4:]:
                    if not o.amount or o.number <= 0:
                        continue
                    restated = o.number / times if op == "/" else o.number * times
                    if restated == number or (op == "/" and places >= 2 and _rounds_to(restated, number, places)):
                        return done("per-period", f"{o.value} {op} {times}", (_written(o), Operand(str(times), "count", what)))
        # prorated: a monthly amount over the days left of the month its sentence names (prorations.py)
        if occ.amount:
            proration = _prorated_rule(reading, i, before)
            if proration is not None:
                return done("prorated", *proration)
        # carried-rate: an amount of its sentence times or over a rate the results carry (rates.py)
        sentence = sentence_start(answer, occ.start)
        amounts = [(o.number, o.value) for o in before if o.start >= sentence and o.amount]
        carried_rate = self._carried_rates.explain(number, occ.digits, amounts) if amounts else None
        if carried_rate is not None:
            at = next((o.start for o in before if o.value == carried_rate.amount and o.start >= sentence), occ.start)
            return done("carried-rate", carried_rate.expression.rsplit(" = ", 1)[0], (
                Operand(carried_rate.amount, "answer", f"answer offset {at}"),
                Operand(carried_rate.rate, "result", carried_rate.where)))
        # carried-mean: where its sentence says `average`, the mean of a result's column (means.py)
        if _AVERAGE_CUE.search(answer, sentence_start(answer, occ.start), occ.start) is not None:
            neighbours = _carried_neighbours(reading, occ, i)
            column_mean = self._carried_means.explain(number, occ.digits) if neighbours is not None and not neighbours else None
            if column_mean is not None:
                return done("carried-mean", column_mean.expression,
                            (Operand(_print(column_mean.value), "result", column_mean.where),))
        # carried-total: where its sentence says it totals, the sum of a result's column, or of its
        # part in a window of the day the sentence writes (`from 16:00 to 20:00`; carried_totals.py)
        said_from, said_to = sentence_start(answer, occ.start), _sentence_end(answer, occ.end)
        totals_said = says_total(answer, said_from, said_to)
        day_windows = windows(answer, said_from, said_to) if ":" in answer[said_from:said_to] else []
        if totals_said or day_windows:
            neighbours = _carried_neighbours(reading, occ, i)
            column_total = None
            if neighbours is not None and not neighbours:
                answer_numbers = {o.number for o in occurrences[:i]}  # (a list written before it: the `total` rule)
                column_total = self._carried_totals.explain(number, occ.digits, answer_numbers) if totals_said else None
                for lo, hi in day_windows[:2] if column_total is None else ():
                    column_total = column_total or self._carried_totals.explain_window(number, occ.digits, lo, hi)
            if column_total is not None:
                rounding = "" if column_total.value == number else f" (= {_print(column_total.value)}, rounded)"
                return done("carried-total", column_total.expression + rounding,
                            (Operand(_print(column_total.value), "result", column_total.where),))
        # reapplied: a formula written out, redone for a new amount of its sentence or the days it
        # counts (`... / 360 = $2.62` ... `now $3,400.00, which cuts the daily interest to about $1.06`; reapplied.py)
        redone = self._reapplied(reading, i, before)
        if redone is not None:
            return done("reapplied", *redone)
        # per-party: an earlier amount for one restated for the party its sentence counts (`For both
        # of you the meals would be 320`); revised-total: a total with those items changed (party_counts.py)
        party = self._party_rule(reading, i)
        if party is not None:
            return done(*party)
        # repeat: a value an earlier answer computed
        earlier = self._remembered.get(target)
        if earlier is not None:
            return Derivation("repeat", earlier.expression, earlier.operands)
        return None

    def _party_rule(self, reading: _Answer, i: int) -> tuple[str, str, tuple[Operand, ...]] | None:
        """`per-party` and `revised-total` (party_counts.py) over the previous answer's settled
        numbers, each with its line; never a value one digit off a carried number."""
        if not self._previous_text:
            return None
        occ = reading.occurrences[i]
        text = reading.text
        lo, hi = sentence_start(text, occ.start), _sentence_end(text, occ.end)
        party = party_count(text[lo:hi])
        totals = says_a_total(text[lo:hi])
        if party is None and not totals:
            return None
        if self._previous_lines[0] != self._previous_text:
            previous = self._previous_text
            self._previous_lines = (previous, [
                (o.number, o.value, content_words(
                    previous[previous.rfind("\n", 0, o.start) + 1 : (previous.find("\n", o.end) + 1 or len(previous) + 1) - 1]))
                for o in _number_occurrences(previous)[-4 * MAX_EARLIER:] if o.value not in self._previous_unsettled][-MAX_EARLIER:])
        earlier = self._previous_lines[1]
        neighbours = _carried_neighbours(reading, occ, i)
        if not earlier or neighbours is None or neighbours:
            return None
        if party is not None:
            before_end = reading.occurrences[i - 1].end if i > 0 else lo
            after_start = reading.occurrences[i + 1].start if i + 1 < len(reading.occurrences) else hi
            clause = content_words(text[max(lo, before_end) : occ.start] + " " + text[occ.end : min(hi, after_start)])
            k = per_party(occ.number, _places(occ.value), party[0], clause, [(n, line) for n, _, line in earlier])
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
        self, reading: _Answer, i: int, known: set[str], computed_here: list[_Occurrence]
    ) -> tuple[str, tuple[Operand, ...]] | None:
        """A product at the other end of a range: `k x a` was computed just before the value in its
        sentence, `a` is one end of a range written in this answer or the previous one (`500.0 -
        1000.0`) whose other end `b` is resolved, the sentence says which end (`up to`, `top`,
        `at most`, `maximum`), and the value is `k x b`. Returns (expression, operands)."""
        answer = reading.text
        occ = reading.occurrences[i]
        floor = sentence_start(answer, occ.start)
        if _OTHER_END_CUE.search(answer, floor, _sentence_end(answer, occ.end)) is None:
            return None
        settled = {p.value for p in self._previous}
        for c in reversed(computed_here):
            if c.start < floor or c.start >= occ.start:
                continue
            derivation = reading.derived.get(c.value)
            m = _PRODUCT_OF_TWO.fullmatch(derivation.expression) if derivation is not None else None
            if m is None:
                continue
            for a, k in ((m.group(1), m.group(2)), (m.group(2), m.group(1))):
                for text, source in ((answer, "answer"), (self._previous_text, "earlier answer")):
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

    def _exact_of(self, reading: _Answer, o: _Occurrence) -> Decimal | None:
        """The unrounded value of a number this answer or an earlier one computed with rounding
        (`83.8 + 9% = 91.34`: 91.342), or None."""
        derivation = reading.derived.get(o.value) or self._remembered.get(o.value)
        if derivation is None or " = " not in derivation.expression:
            return None
        if "(with" in derivation.expression or ";" in derivation.expression:
            return None  # a rounded operand's slack, or steps: no one exact value to take
        value = evaluate(derivation.expression.rsplit(" = ", 1)[0])
        if value is None or value == o.number or not _equal(value, o.number, _places(o.value), True):
            return None
        return value

    def _gap_to_named_earlier(self, reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
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
                against.append((o.number, o.value, _written(o)))
        for previous, settled, which in ((self._previous_text, self._previous, "the previous answer"),
                                         (self._before_previous_text, self._before_previous, "the answer before the previous one")):
            if not previous or not self.work.take(1 + len(previous) // 32):
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

    def _new_balance(self, reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
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
        if not self._balances or not self.work.take(1 + len(self._balances)):
            return None
        tried = 0
        for ident, carried in self._balances.items():
            words = _ID_WORDS.sub("", ident).replace("_", " ").replace("-", " ").strip().lower()
            if ident.lower() not in line and (len(words) < 3 or re.search(r"(?<![a-z])" + re.escape(words) + r"(?![a-z])", line) is None):
                continue
            tried += 1
            if tried > MAX_BALANCES:
                break
            value, where = carried
            o = amounts[-1]
            mine = _written(o)
            theirs = Operand(_print(value), "result", where)
            if value + o.number == occ.number:
                return f"{_print(value)} + {o.value}", (theirs, mine)
            if value - o.number == occ.number:
                return f"{_print(value)} - {o.value}", (theirs, mine)
            # after several steps, each added or each taken off (balance_steps.py)
            steps = chained(value, [a.number for a in amounts], occ.number, least=2)
            if steps is not None:
                size, op = steps
                return f"{_print(value)} {op} " + f" {op} ".join(a.value for a in amounts[-size:]), (theirs, *map(_written, amounts[-size:]))
        return None

    def _split_part(
        self, reading: _Answer, i: int, known: set[str], before: list[_Occurrence]
    ) -> tuple[str, str, tuple[Operand, ...]] | None:
        """A part of a payment split (`split_parts.py`): where its sentence (or its list and the line
        before it) pays, the whole (one of the last resolved amounts before its sentence, the
        previous answer's, or the first of its sentence) less the other amounts of its sentence (or
        list). Returns (rule, expression, operands)."""
        occ = reading.occurrences[i]
        if not occ.amount:
            return None
        text = reading.text
        floor, ceiling = sentence_start(text, occ.start), _sentence_end(text, occ.end)
        cue_from = floor
        block = list_block(text, occ.start)
        if block is not None:  # one part a line (`- **Payment**:` then `  - Travel Certificate: $150` ...)
            floor, ceiling, cue_from = block
        others = [o for o in reading.occurrences if floor <= o.start < ceiling and o.amount and o.start != occ.start]
        if not others or not all(o.value in known for o in others) or not pays(text, cue_from, ceiling):
            return None
        wholes = [(p.number, Operand(p.value, "earlier answer", "the previous answer")) for p in self._previous if p.amount]
        wholes += [(o.number, _written(o)) for o in before if o.amount and o.start < floor][-MAX_WHOLES:]
        k = split_whole(occ.number, [o.number for o in others], [w for w, _ in wholes])
        if k is None and others[0].start < occ.start and len(others) >= 2:
            # the whole written first in its sentence (`a refund of $250.00: $100.00 to the gift card and $150.00 ...`)
            wholes = [(others[0].number, _written(others[0]))]
            others = others[1:]
            k = split_whole(occ.number, [o.number for o in others], [w for w, _ in wholes])
        if k is None:
            return None
        whole = wholes[k][1]
        return "split-part", f"{whole.value} - " + " - ".join(o.value for o in others), (whole, *map(_written, others))

    def _group_sum(self, reading: _Answer, i: int) -> GroupSum | None:
        """A group's sum over the records the value's table row (or line) names (`group_sums.py`)."""
        occ = reading.occurrences[i]
        if not self._groups.ready():
            return None
        cell = reading.layout.cell(occ.at)
        if cell is not None:
            spans = [reading.layout.span(cell.table, cell.row, c) for c in range(reading.layout.columns(cell.table)) if c != cell.column]
            row = " | ".join(reading.text[sp[0] : sp[1]] for sp in spans if sp is not None)[:MAX_GROUP_ROW]
            header = reading.layout.header(cell)
        else:
            row = reading.text[max(reading.text.rfind("\n", 0, occ.start) + 1, occ.start - MAX_GROUP_ROW) : occ.start]
            header = ""
        return self._groups.explain(row, header, occ.number) if row else None

    def _reapplied(self, reading: _Answer, i: int, before: list[_Occurrence]) -> tuple[str, tuple[Operand, ...]] | None:
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
        if not self.work.take(1 + len(reading.relations) // 8):
            return None
        formulas = [r.expression for r in sorted(reading.relations.values(), key=lambda r: -r.at) if r.span[1] <= occ.start][:MAX_FORMULAS]
        for d in reversed(self._remembered.values()):
            if len(formulas) >= MAX_FORMULAS:
                break
            if d.rule == "written" and " = " in d.expression and d.expression not in formulas:
                formulas.append(d.expression)
        if not formulas or not self.work.take(1 + 8 * len(formulas)):
            return None
        found = reapply(formulas, [o.value for o in amounts], counts, occ.number, _places(occ.digits or occ.value))
        if found is None:
            return None
        expression, amount, count = found
        operands = [Operand(expression, "answer", "a formula written out before it (this answer or an earlier one)")]
        operands += [_written(o) for o in amounts if o.value == amount][:1]
        if count is not None:
            operands.append(Operand(str(count), "count", "the days, weeks or months its sentence counts"))
        return expression, tuple(operands)

    def _named_gap(self, reading: _Answer, i: int) -> tuple[str, str, tuple[Operand, ...]] | None:
        """A gap between two records its sentence names by their words (`named_gaps.py`)."""
        occ = reading.occurrences[i]
        text = reading.text
        floor = sentence_start(text, occ.start)
        before_floor = sentence_start(text, floor - 2) if floor >= 2 else floor
        gap = self._named.explain(text, floor, before_floor, occ.start, occ.end, _sentence_end(text, occ.end), occ.number)
        if gap is None:
            return None
        return "named-gap", gap.expression, tuple(Operand(v, "result", where) for v, where in gap.operands)

    def _record_gap(self, reading: _Answer, i: int, before: list[_Occurrence]) -> tuple[str, str, tuple[Operand, ...]] | None:
        """A signed difference of two records' same number (`record_gaps.py`). Returns (rule,
        expression, operands)."""
        occ = reading.occurrences[i]
        text = reading.text
        floor = sentence_start(text, occ.start)
        named_from = sentence_start(text, floor - 2) if floor >= 2 and text[floor - 1] != "\n" else floor
        gap = self._items.explain(text, named_from, occ.start, occ.end, occ.number,
                                  [(o.number, o.value, o.start) for o in before if o.amount and o.start >= floor])
        if gap is None:
            return None
        return "record-gap", gap.expression, tuple(Operand(*o) for o in gap.operands)

    def _convert_rule(
        self, reading: _Answer, i: int, known: set[str]
    ) -> tuple[str, tuple[Operand, ...]] | None:
        occ = reading.occurrences[i]
        text = reading.text
        # a standard factor written as an operand of a verified equation: `20.4 × 2.2046 = 45.0 lb`
        units = factor_units(occ.number)
        if units is not None and any(
            any(at == occ.at for _, at in r.operands) for r in reading.relations.values()
        ):
            return f"{units[1]} in one {units[0]}", (Operand(occ.value, "count", f"{units[1]} in one {units[0]}"),)
        m = _WRITTEN_NUMBER.match(text, occ.at)
        scale = temperature_after(text, m.end()) if m is not None else None
        if scale is not None:
            return _temperature_rule(reading, i, known, scale)
        target = unit_after(text, m.end()) if m is not None else None
        if target is None:
            return None
        found = unit_of(target)
        if found is None:
            return None  # a unit word the conversion tables do not hold: no conversion
        dimension = found[0]
        places = _places(occ.value)
        sources: list[tuple[Decimal, str, str, Operand]] = []
        for o in reading.occurrences[:i]:
            if o.value in known or o.value not in reading.pending:
                w = _WRITTEN_NUMBER.match(text, o.at)
                unit = unit_after(text, w.end()) if w is not None else None
                if unit is not None:
                    sources.append((o.number, o.value, unit, _written(o)))
        # a quantity with a binary suffix glued, as Kubernetes writes it (`512Mi`, `2Gi`), resolved
        line_start = text.rfind("\n", 0, occ.start) + 1
        for q in _BINARY_QUANTITY.finditer(text, line_start, occ.start):
            if normalize_token(q.group(0)) not in reading.pending:
                sources.append((Decimal(q.group(1)), q.group(1), q.group(2).lower() + "b",
                                Operand(q.group(0), "answer", f"answer offset {q.start()}")))
        # the previous answer's numbers with a unit, but those it left unsupported
        for w in _WRITTEN_NUMBER.finditer(self._previous_text):
            value = normalize_token(w.group(0))
            unit = unit_after(self._previous_text, w.end()) if value not in self._previous_unsettled else None
            if unit is not None:
                number = as_decimal(value)
                if number is not None:
                    sources.append((number, value, unit, Operand(value, "earlier answer", "the previous answer")))
        for number, value, unit, operand in reversed(sources[-CONVERT_SPAN:]):
            other = unit_of(unit)
            if unit == target or other is None or other[0] != dimension:
                continue
            for factor in factors(unit, target):
                exact = number * factor
                if exact == occ.number or _equal(exact, occ.number, places, True):
                    shown = _print(factor) if len(_print(factor)) <= 10 else _print(factor.quantize(Decimal("1e-6")))
                    return f"{value} {unit} x {shown} {target}/{unit}", (
                        operand, Operand(shown, "count", f"{target} in one {unit}"))
        return None

    def _percent_rule(
        self, reading: _Answer, i: int, before: list[_Occurrence], computed_here: list[_Occurrence]
    ) -> tuple[str, tuple[Operand, ...]] | None:
        occ = reading.occurrences[i]
        if occ.per_unit and not occ.amount:
            return None
        percents: list[tuple[Decimal, str, Operand]] = []
        for m in _PERCENT.finditer(reading.text, 0, occ.start):
            p = Decimal(m.group(1))
            if 0 < p < 100 and all(p != q for q, _, _ in percents):
                percents.append((p, m.group(1), Operand(m.group(1) + "%", "answer", f"answer offset {m.start()}")))
                if len(percents) > MAX_PERCENTS:
                    return None  # too many percents to tell which one applies (no need to read on)
        if not percents:
            for p, text in self._percents:
                percents.append((p, text, Operand(text + "%", "earlier answer", "an earlier answer")))
        if not percents or len(percents) > MAX_PERCENTS:
            return None
        # the factor of a percent, written as an operand of a verified equation: `8.25% fuel
        # surcharge: $47.55 × 1.0825 = $51.47`
        if any(any(at == occ.at for _, at in r.operands) for r in reading.relations.values()):
            for p, text, operand in percents:
                for factor, shown in ((1 + p / 100, f"1 + {text}%"), (1 - p / 100, f"1 - {text}%"), (p / 100, f"{text}%")):
                    if factor == occ.number:
                        return shown, (operand,)
        places = _places(occ.value)
        bases: list[_Occurrence] = []
        for o in [*before[-PERCENT_SPAN:], *computed_here[-PERCENT_SPAN:]]:
            if o.at < occ.at and o.number > 0 and all(b.value != o.value for b in bases) \
                    and (o.amount or not occ.amount):
                bases.append(o)
        for o in bases:
            base = _written(o)
            for p, text, operand in percents:
                for factor, shown in (
                    (p / 100, f"{o.value} x {text}%"),
                    (1 + p / 100, f"{o.value} + {text}%"),
                    (1 - p / 100, f"{o.value} - {text}%"),
                ):
                    exact = o.number * factor
                    if exact == occ.number or (places >= 2 and _equal(exact, occ.number, places, True)):
                        return shown, (base, operand)
                # what a number needs for it to be P% of the whole: `At 80%, 108.5 requested cores
                # need 135.6 cores of capacity` (a quotient, rounded to the places written)
                if not occ.amount and not o.amount and p >= 10 and places >= 1:
                    exact = o.number * 100 / p
                    if _equal(exact, occ.number, places, True):
                        return f"{o.value} / {text}%", (base, operand)
        # no base in this answer: a share of an amount the previous answer stated, at a percent
        # this answer writes (`transfer $2,000.00 ...?` ... `At 3.85% APY that's about $77.00/yr`),
        # never for a value one digit off a carried number
        neighbours = _carried_neighbours(reading, occ, i)
        if not bases and occ.amount and percents[0][2].source == "answer" and neighbours is not None and not neighbours:
            for prev in [p for p in self._previous if p.amount and p.number > 0][-2:]:
                for p, text, operand in percents:
                    exact = prev.number * p / 100
                    if exact == occ.number or (places >= 2 and _equal(exact, occ.number, places, True)):
                        return f"{prev.value} x {text}%", (Operand(prev.value, "earlier answer", "the previous answer"), operand)
        return None

    def _explain_wide(
        self, reading: _Answer, i: int, known: set[str], computed_here: list[_Occurrence]
    ) -> Derivation | None:
        """The wide rules: operands the answer does not write beside the value. None of them
        excuses a value one digit off a carried number (written in the answer or not)."""
        occurrences = reading.occurrences
        occ = occurrences[i]
        target = occ.value
        number = occ.number
        if reading.stated:  # (operands under the digit minimum are the narrow rules' only: measured, round 8)
            known = known - reading.stated
        misread = _carried_neighbours(reading, occ, i)
        if misread is None or _local_slip(reading, i, known, computed_here):
            return None

        def product_allowed(operand: Decimal) -> bool:
            # a product k x X one digit off X itself (`€400 for two` of a carried 200) is no misread
            # of X: a one-digit change is k x X only where X is 10^p / (k - 1) (100, 50, 25)
            return misread <= {_print(operand), "-" + _print(operand)}

        def done(rule: str, expression: str, operands: Iterable[Operand]) -> Derivation:
            return Derivation(rule, f"{expression} = {target}", tuple(operands))

        # conversation: two resolved numbers this answer wrote before it, or the previous one wrote
        pool: list[tuple[Decimal, str, Operand]] = []
        seen: set[str] = set()
        for o in reversed(occurrences[:i]):
            if o.value in known and o.value != target and o.value not in seen and (o.amount or not occ.amount):
                seen.add(o.value)
                pool.append((o.number, o.value, _written(o)))
        for p in reversed(self._previous):
            if p.value not in seen and p.value != target and (p.amount or not occ.amount):
                seen.add(p.value)
                pool.append((p.number, p.value, Operand(p.value, "earlier answer", "the previous answer")))
        pool = pool[:WIDE_SPAN]
        for a in range(len(pool) if not misread else 0):
            for b in range(a + 1, len(pool)):
                x, y = pool[a], pool[b]
                if x[0] + y[0] == number and not _one_digit_apart(abs(x[0] - y[0]), number):
                    return done("conversation", f"{y[1]} + {x[1]}", (y[2], x[2]))
                if x[0] - y[0] == number:
                    return done("conversation", f"{x[1]} - {y[1]}", (x[2], y[2]))
                if y[0] - x[0] == number:
                    return done("conversation", f"{y[1]} - {x[1]}", (y[2], x[2]))
        # earlier: a recent number of this answer less a value an earlier answer computed, or the
        # reverse (`your 90 shares are worth $9,167.40, a gain of $4,298.40` over the cost basis
        # `30 × $162.30 = $4,869.00` three answers back)
        if not misread:
            remembered = [(v, d) for v, d in self._remembered.items() if d.rule not in _CLOCK_RULES][-EARLIER_SPAN:]
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
        # record: a recent number plus or minus a number of a record the conversation names, or
        # such a number times a stated count
        named = self._named_numbers(reading.text)
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

        # spread: an amount per unit of time over the span its sentence states in that unit
        # (`Last November averaged $3,964.08 per day over its 30 days`): a resolved number of this
        # answer or of the last two over the span
        spread = _SPREAD_UNIT.match(reading.text, occ.end) if not misread else None
        if spread is not None:
            unit = spread.group(1).lower()
            floor = sentence_start(reading.text, occ.start)
            end = _sentence_end(reading.text, occ.end)
            places = _places(target)
            for m in _SPAN_COUNT.finditer(reading.text, floor, end):
                if m.group(2).lower().rstrip("s") != unit:
                    continue
                span = int(m.group(1))
                if not MIN_COUNT <= span <= MAX_SPAN:
                    continue
                wholes = [(n, v, o) for n, v, o in pool if n > number] + [
                    (p.number, p.value, Operand(p.value, "earlier answer", "an answer before the previous one"))
                    for p in self._before_previous if p.amount == occ.amount and p.number > number]
                for whole, text, operand in wholes:
                    quotient = whole / span
                    if quotient == number or (places >= 1 and _equal(quotient, number, places, True)):
                        return done("split", f"{text} / {span}", (
                            operand, Operand(str(span), "count", f"the answer wrote {m.group(0)!r}")))
        # split: a number of this or the previous answer over a stated count, where the answer
        # says it splits, divides or averages
        if _SPLIT_CUE.search(reading.text) and not misread:
            places = _places(target)
            for whole, text, operand in pool:
                for count, count_operand in sorted(reading.counts.items()):
                    quotient = whole / count
                    if quotient == number or (places >= 2 and _equal(quotient, number, places, True)):
                        return done("split", f"{text} / {count}", (operand, count_operand))
        return None

    def _named_numbers(self, answer: str) -> list[tuple[Decimal, str]]:
        """The numbers of the records this answer or the previous one names (`gift_card_3779466`)."""
        if not self._carriers:
            return []
        out: list[tuple[Decimal, str]] = []
        for text in (answer, self._previous_text):
            for _, piece in token_spans(text):
                form = normalize_token(piece)
                record = self._carriers.get(form) if len(form) <= WIDE_ID_CHARS else None
                if record is None:
                    continue
                for value, where in record:
                    if (value, where) not in out:
                        out.append((value, where))
                if len(out) >= RECORD_NUMBERS:
                    return out[:RECORD_NUMBERS]
        return out

    def _listed(
        self, answer: str, occurrences: list[_Occurrence], i: int
    ) -> list[tuple[Decimal, str, tuple[Operand, ...]]]:
        """Sums of one key over the records the answer names since the number before this one."""
        if not self._records:
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
            if form in self._records and form not in names:
                names.append(form)
        if not names or len(names) > MAX_WINDOW:
            return []
        records = [self._records[name] for name in names]
        out: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
        for path in records[0]:
            if all(path in r for r in records):
                values = [r[path] for r in records]
                total = sum((v for v, _ in values), Decimal(0))
                names_text = " + ".join(_print(v) for v, _ in values)
                out.append((total, names_text, tuple(Operand(_print(v), "result", w) for v, w in values)))
        return out


# A quantity a person states with its unit: `14 boxes`, `3180 lb`, `3,180 lbs`.
_SAID_QUANTITY: Final = re.compile(r"(?<![0-9.,:/-])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+(?:\.[0-9]+)?)[ \t]?([A-Za-z]{2,12})\b")

# A percent an answer writes: `20%`, `7.5 %`, `6 percent`.
_PERCENT: Final = re.compile(r"(?<![0-9.,])([0-9]{1,2}(?:\.[0-9]{1,3})?)[ \t]?(?:%|percent\b)", re.ASCII)
MAX_PERCENTS: Final = 4  # percents an answer writes that the `percent` rule tries
PERCENT_SPAN: Final = 6  # recent resolved numbers the `percent` rule takes as bases
CONVERT_SPAN: Final = 12  # recent numbers with a unit (this answer's, then the previous one's) `convert` takes

# A sentence that averages: `averaged 1404 seconds`, `an average of`, `the mean is`.
_AVERAGE_CUE: Final = re.compile(r"\b(?:average|averages|averaged|averaging|mean)\b", re.IGNORECASE)


def _average_rule(
    reading: _Answer, i: int, known: set[str], before: list[_Occurrence]
) -> tuple[str, tuple[Operand, ...]] | None:
    """The mean of the last 2-8 resolved numbers written before the value, or of a column of the
    table written just before it, rounded to the places written; never a value one digit off a
    carried number. Returns (expression, operands) without `= value`."""
    occ = reading.occurrences[i]
    neighbours = _carried_neighbours(reading, occ, i)
    if neighbours is None or neighbours:
        return None
    places = _places(occ.value)
    lists: list[list[_Occurrence]] = [before[-size:] for size in range(2, min(MAX_WINDOW, len(before)) + 1)]
    table = _table_before(reading, occ)
    if table >= 0:
        for column in range(1, reading.layout.columns(table)):
            read = _column(reading, table, column, known)
            if read is not None and len(read[0]) >= 2:
                lists.append(read[0])
                # a run of two or more adjacent rows (`Mon-Thu averaged $5,656.11 a day` over a week's rows)
                cells = read[0]
                if len(cells) <= MAX_RUN_ROWS:
                    lists.extend(cells[a : a + size] for size in range(len(cells) - 1, 1, -1) for a in range(len(cells) - size + 1))
    listed = _list_amounts(reading, i, known)
    if listed is not None:
        lists.append(listed)
    for items in lists:
        mean = sum((o.number for o in items), Decimal(0)) / len(items)
        if mean == occ.number or _equal(mean, occ.number, places, True):
            return f"({' + '.join(o.value for o in items)}) / {len(items)}", tuple(
                _written(o) for o in items)
    return None


_LIST_ITEM = re.compile(r"[ \t]*(?:[-*+\u2022]|[0-9]{1,2}[.)])[ \t]")


def _cuts_a_list(answer: str, first: _Occurrence, pool: Sequence[_Occurrence]) -> bool:
    """Whether a total's items start inside a list, below an item of it (round 7): the line of
    its first item is a list line and so is the line right above it, which holds one of the
    numbers the total could have summed. A total closes a whole list: `3,820` for six listed
    items that add up to 3,920 is no sum of the last five."""
    start = answer.rfind("\n", 0, first.start) + 1
    if start == 0 or _LIST_ITEM.match(answer, start) is None:
        return False
    above = answer.rfind("\n", 0, start - 1) + 1
    if _LIST_ITEM.match(answer, above) is None:
        return False
    return any(above <= o.start < start - 1 for o in pool)
MAX_ITEMS: Final = 31  # items of a list an average may take (a month's days)


def _list_amounts(reading: _Answer, i: int, known: set[str]) -> list[_Occurrence] | None:
    """The amounts of the last list written before the value's paragraph, one resolved amount per
    item (`1. Nov 24: $183.92` ... `5. Nov 30: $180.41`), or None when an item has none or more."""
    text = reading.text
    occ = reading.occurrences[i]
    if not occ.amount:
        return None
    end = text.rfind("\n", 0, sentence_start(text, occ.start))
    items: list[_Occurrence] = []
    while end > 0:
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        if not line.strip():
            if items:
                break
            end = start - 1
            continue
        if not _LIST_ITEM.match(line):
            break
        inside = [o for o in reading.occurrences if start <= o.at < end and o.amount]
        if len(inside) != 1 or inside[0].value not in known or len(items) >= MAX_ITEMS:
            return None
        items.append(inside[0])
        end = start - 1
    return items[::-1] if len(items) >= 2 else None


def _list_lines(text: str, start: int, forward: bool) -> list[tuple[int, int]]:
    """The (start, end) of each line of the list that starts at the line at `start` (forward) or
    ends at the line before it (backward); blank lines only before the list's first item."""
    lines: list[tuple[int, int]] = []
    if forward:
        pos = start
        while pos < len(text) and len(lines) <= MAX_ITEMS:
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            line = text[pos:end]
            if not line.strip() and not lines:
                pos = end + 1
                continue
            if not _LIST_ITEM.match(line):
                break
            lines.append((pos, end))
            pos = end + 1
    else:
        end = start - 1
        if end > 0 and text[end - 1] == "\n":  # (round 11) one blank line between the list and its total
            end -= 1
        while end > 0 and len(lines) <= MAX_ITEMS:
            begin = text.rfind("\n", 0, end) + 1
            if not _LIST_ITEM.match(text[begin:end]):
                break
            lines.append((begin, end))
            end = begin - 1
        lines.reverse()
    return lines


def _whole_list_total(reading: _Answer, i: int, known: set[str]) -> list[_Occurrence] | None:
    """The items of a whole list the value totals, exactly: the list right after the value's line
    (each item's first resolved number), or the list lines right before the value's line (each
    line's last resolved number), an item resolved or carried; every line one item, at least two, of the value's kind (amounts
    for an amount). None when no such list sums to the value."""
    text = reading.text
    occ = reading.occurrences[i]
    carried = reading.carried  # an item under the digit minimum is no candidate: carried is enough
    line_start = text.rfind("\n", 0, occ.start) + 1
    line_end = text.find("\n", occ.end)
    line_end = len(text) if line_end < 0 else line_end
    for forward in (True, False):
        lines = _list_lines(text, line_end + 1 if forward else line_start, forward)
        if len(lines) < 2 or len(lines) > MAX_ITEMS:
            continue
        items: list[_Occurrence] = []
        for begin, end in lines:
            inside = [o for o in reading.occurrences
                      if begin <= o.at < end and (o.amount or not occ.amount)
                      and (o.value in known or carried is not None and o.value in carried)]
            if not inside:
                break
            # (round 11) a line's item written at the total's places, not a date's numbers after it
            # (`- Rent: 1,100.00 on April 5, 2022` ... `Total: 1,150.00`)
            same = [o for o in inside if _places(o.digits) == _places(occ.digits)] if _places(occ.digits) > 0 else []
            items.append(inside[0] if forward else (same or inside)[-1])
        else:
            if sum((o.number for o in items), Decimal(0)) == occ.number and not (
                    len(items) == 2 and _slip_of_difference(items[0], items[1], occ.number)
                    and not _said_sum(text, items[0], items[1], occ)):  # (the `total` rule's refusal)
                return items
    return None


# A clause that halves or doubles a number: `roughly halves their size, to about 197.5 GB`.
_HALF_CUE: Final = re.compile(r"\b(?:halves|halved|halving|doubles|doubled|doubling)\b", re.IGNORECASE)

# An ISO date, whole or inside a token (`2025-03-03`, `2025-03-03T14:20:00Z`).
_ISO_DATE: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", re.ASCII)
_ISO_DATE_IN: Final = re.compile(r"(?<![0-9])[0-9]{4}-[0-9]{2}-[0-9]{2}(?![0-9])", re.ASCII)
# A span of days or weeks: `30 days`, `14-day`, `two weeks`, `90 calendar days`.
_DAY_SPAN: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,3}|" + "|".join(_COUNT_WORDS) + r")[ -](?:calendar[ -]|business[ -])?(days?|weeks?)\b",
    re.IGNORECASE,
)


def _span_days(m: re.Match[str]) -> int | None:
    if "business" in m.group(0).lower():
        return None  # business days skip weekends and holidays: no fixed span
    word = m.group(1).lower()
    n = _COUNT_WORDS[word] if word in _COUNT_WORDS else int(word)
    days = n * 7 if m.group(2).lower().startswith("week") else n
    return days if 1 <= days <= 400 else None


def _as_date(text: str) -> date | None:
    try:
        return date(int(text[0:4]), int(text[5:7]), int(text[8:10]))
    except ValueError:
        return None


# A quantity with a binary suffix glued (Kubernetes): `512Mi`, `2Gi` (case matters: `5mi` is miles).
_BINARY_QUANTITY: Final = re.compile(r"(?<![A-Za-z0-9.])([0-9]+(?:\.[0-9]+)?)(Ki|Mi|Gi|Ti|Pi)(?![A-Za-z0-9])")

# A rate glued to its unit of time, as one token: `1,669/min`.
_GLUED_TIME: Final = re.compile(r"[0-9][0-9,]*(?:\.[0-9]+)?/(?:s|sec|min|h|hr|day)", re.ASCII)

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


def _fraction_operand(reading: _Answer, value: str) -> Derivation | None:
    """A glued fraction (`19/119`) that is an operand of a verified equation of the answer."""
    numerator, _, denominator = value.partition("/")
    for relation in reading.relations.values():
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


def _local_slip(reading: _Answer, i: int, known: set[str], computed_here: list[_Occurrence]) -> bool:
    """Whether the value is one digit off what the numbers right before it give: a sum or
    difference of the last two distinct resolved numbers (or of a value computed here and the
    number before it). Such a value is a slip of that local step (`After certificate 2 ($250):
    $1,260` where 1,410 - 250 is 1,160), which no wide rule may excuse by a farther pairing."""
    occ = reading.occurrences[i]
    recent: list[Decimal] = []
    for o in reversed(reading.occurrences[:i]):
        if (o.value in known or o in computed_here) and o.number not in recent:
            recent.append(o.number)
        if len(recent) >= 2:
            break
    locals_ = [v for a in range(len(recent)) for b in range(a + 1, len(recent))
               for v in (recent[a] + recent[b], recent[a] - recent[b], recent[b] - recent[a]) if v > 0]
    if occ.number in locals_:
        return False  # it is the local step itself (a sum whose difference is one digit away)
    return any(_one_digit_apart(v, occ.number) for v in locals_)


def _computed_pair(reading: _Answer, value: str) -> Derivation | None:
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
        match = next((r for r in results if _equal(r.value, number, _places(part), True)), None)
        if match is None:
            return None
        chosen.append(match)
    return Derivation(
        "written", "; ".join(r.expression for r in chosen) + f"; {value}",
        tuple(Operand(v, "answer", f"answer offset {at}") for r in chosen for v, at in r.operands),
    )


def _carried_neighbours(reading: _Answer, occ: _Occurrence, i: int) -> set[str] | None:
    """The numbers a result carried that are one digit off the value (written in the answer or
    not): a misread of one of them is the classic invention, which no wide rule may excuse. None
    when the carried forms are unknown (then no wide rule runs)."""
    carried = reading.carried
    if carried is None:
        return None
    digits = occ.digits
    found: set[str] = set()
    for k, c in enumerate(digits):
        if not c.isdigit():
            continue
        for d in "0123456789":
            if d == c or (k == 0 and d == "0" and len(digits) > 1 and digits[1] != "."):
                continue
            neighbour = normalize_token(digits[:k] + d + digits[k + 1 :])
            for form in (neighbour, "-" + neighbour):  # a carried refund may be signed: -2571
                if form in carried:
                    found.add(form)
    return found


def _over_span_rule(reading: _Answer, i: int, before: list[_Occurrence]) -> tuple[str, tuple[Operand, ...]] | None:
    """`over-span` (spans.py): one of the last resolved amounts written per a unit of time times the
    span of time the value's line states before it, in that unit; never a value one digit off a
    carried number."""
    occ = reading.occurrences[i]
    if not occ.amount or occ.number <= 0:
        return None
    text = reading.text
    line_start = text.rfind("\n", 0, occ.start) + 1
    places = _places(occ.value)
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
        if product == occ.number or (places >= 1 and _rounds_to(product, occ.number, places)):
            neighbours = _carried_neighbours(reading, occ, i)
            if neighbours is None or neighbours:
                return None
            return f"{o.value} x {count}", (_written(o), Operand(str(count), "count", f"{unit}s in the answer's {said!r}"))
    return None


def _even_split_rule(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """`even-split` (even_splits.py): a resolved number of the value's sentence, nearest first, over
    a stated count; never a value one digit off a carried number."""
    occ = reading.occurrences[i]
    text = reading.text
    lo, hi = sentence_start(text, occ.start), _sentence_end(text, occ.end)
    if not reading.counts or not says_even_split(text[lo:hi]):
        return None
    near = reading.occurrences[max(i - MAX_SHARED_WHOLES, 0) : i] + reading.occurrences[i + 1 : i + 1 + MAX_SHARED_WHOLES]
    wholes = [o for o in near if lo <= o.start < hi and o.value in known and o.value != occ.value
              and (o.amount or not occ.amount)]
    wholes.sort(key=lambda o: abs(o.start - occ.start))
    counts = sorted(reading.counts)
    found = even_share(occ.number, _places(occ.value), [o.number for o in wholes], counts)
    if found is None:
        return None
    neighbours = _carried_neighbours(reading, occ, i)
    if neighbours is None or neighbours:
        return None
    whole = wholes[found[0]]
    return f"{whole.value} / {found[1]}", (_written(whole), reading.counts[found[1]])


def _prorated_rule(reading: _Answer, i: int, before: list[_Occurrence]) -> tuple[str, tuple[Operand, ...]] | None:
    """`prorated` (prorations.py): a resolved amount before the value x the days its sentence states
    / the days of the month it names; never a value one digit off a carried number."""
    occ = reading.occurrences[i]
    bases = [o for o in before if o.amount and o.number > 0][-MAX_BASES:]
    if not bases:
        return None
    text = reading.text
    found = prorated(text[sentence_start(text, occ.start) : _sentence_end(text, occ.end)], occ.number,
                     _places(occ.value), [o.number for o in bases])
    if found is None:
        return None
    neighbours = _carried_neighbours(reading, occ, i)
    if neighbours is None or neighbours:
        return None
    base = bases[found.base]
    days = Operand(str(found.days), "count", "days its sentence states")
    month = Operand(str(found.month_days), "count", f"the days of {found.month}")
    if found.other < 0:
        return f"{base.value} x {found.days} / {found.month_days}", (_written(base), days, month)
    other = bases[found.other]
    high, low = (base, other) if base.number > other.number else (other, base)
    return f"({high.value} - {low.value}) x {found.days} / {found.month_days}", (_written(high), _written(low), days, month)


def _period_count(reading: _Answer, occ: _Occurrence) -> tuple[int, str] | None:
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


# A count of things: a whole number (not an amount) followed by a word (`500 shares`, `20 units`).
_QUANTITY_OF: Final = re.compile(r"(?<![0-9.,$\u20ac\u00a3\u00a5])([0-9]{1,3}(?:,[0-9]{3})*|[0-9]+)\s+(?=[a-z]{2,})", re.ASCII)
# A quantity of a named thing: a whole or decimal number before a word in capitals or a word of
# any script (`40 AAPL`, `0.5 BTC`, `120 Stück`, `25 MSFT`); the word is its unit (`BTC`).
_QUANTITY_NAMED: Final = re.compile(r"(?<![0-9.,$\u20ac\u00a3\u00a5\w])([0-9]+\.[0-9]+|[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)[ \t]+([^\W\d_][^\W_]{1,11})\b")
MAX_QUANTITY: Final = 1_000_000
MAX_SAID_TEXT: Final = 4096  # characters of a person's message read for the amounts it states
MAX_NAMED_PRICES: Final = 4  # amounts before its sentence a named quantity's product may take without its name


_MARKS = "$\u20ac\u00a3\u00a5\u20b9"


def _mark_of(answer: str, o: _Occurrence) -> str:
    """The currency mark written on an amount (`¥1,840`, `$ 12.26`), or ''."""
    if not o.amount:
        return ""
    for ch in answer[max(o.start - 2, 0) : o.at]:
        if ch in _MARKS:
            return ch
    return ""


# A rate written right after a converted value, past its currency word: `2,749.57 zł at 4.2301`.
_AT_RATE: Final = re.compile(r"\**[ \t]?[^\W\d_]{0,4}\.?\**[ \t]+at[ \t]+(?:a[ \t]+rate[ \t]+of[ \t]+)?([0-9]+\.[0-9]+)(?![0-9])")


# A quote an answer writes: `1 USD = 0.8594 EUR`, `1 USD = EUR 0.8594`.
_QUOTE: Final = re.compile(
    r"\b1\s?([A-Z]{3})\s?=\s?(?:([A-Z]{3})\s?)?([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)(?:\s?([A-Z]{3}))?\b"
)  # (the rate may be written with thousands separators: `1 USD = 4,020.355 COP`)


def _exchange_rule(
    reading: _Answer, i: int, known: set[str], earlier: tuple[tuple[Decimal, str], ...] = ()
) -> tuple[str, tuple[Operand, ...]] | None:
    """An amount that is another amount of its sentence (or the one before, on its line) times or
    over a rate the answer quotes earlier (`1 USD = 0.8594 EUR`, the rate resolved), rounded to
    the amount's places. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    answer = reading.text
    if occ.number <= 0:
        return None
    rates: list[tuple[Decimal, str, int]] = []
    quotes: list[tuple[int, int]] = []
    codes: set[str] = set()
    for m in _QUOTE.finditer(answer, 0, occ.start) if "=" in answer[: occ.start] else ():
        written = m.group(3).replace(",", "")
        if (m.group(2) or m.group(4)) and written in known:
            rates.append((Decimal(written), written, m.start(3)))
            quotes.append((m.start(), m.end()))
            codes.update(c for c in m.group(1, 2, 4) if c)
    # a rate written right after the value (`€650 left, which is 2,749.57 zł at 4.2301`), resolved
    after = _AT_RATE.match(answer, occ.end)
    if after is not None and normalize_token(after.group(1)) in known:
        written = normalize_token(after.group(1))
        rates.append((Decimal(written), written, after.start(1)))
    # a number written with a code the answer's quote names is an amount of that currency
    # (`402,036 COP` after `1 USD = 4,020.355 COP`), whether or not the code is a common one
    elif not occ.amount and answer[occ.end : occ.end + 4].strip(" *") not in codes:
        return None
    # a rate an earlier answer quoted, for an amount in another currency mark than its source's
    # (`$8.75, or roughly €7.52` after `1 USD = 0.8594 EUR` two answers back)
    mark = _mark_of(answer, occ)
    if not rates and mark and earlier:
        start = sentence_start(answer, occ.start)
        for o in reversed([o for o in occurrences[:i] if o.start >= start and o.amount and o.value in known][-2:]):
            theirs = _mark_of(answer, o)
            if not theirs or theirs == mark:
                continue
            for rate, written in earlier:
                for product, op in ((o.number * rate, "x"), (o.number / rate, "/")):
                    if _equal(product, occ.number, _places(occ.value), True):
                        return f"{o.value} {op} {written}", (_written(o), Operand(written, "earlier answer", "a rate an earlier answer quoted"))
    if not rates:
        return None
    start = sentence_start(answer, occ.start)
    if start > 0 and answer[start - 1] != "\n":
        start = sentence_start(answer, max(start - 2, 0))
    places = _places(occ.value)
    amounts = [o for o in occurrences[:i] if o.start >= start and o.amount and o.value in known and o.number > 0
               and not any(a <= o.at < b for a, b in quotes)]  # never the quote's own numbers
    for o in reversed(amounts):
        for rate, written, at in rates:
            if rate <= 0:
                continue
            for product, op in ((o.number * rate, "x"), (o.number / rate, "/")):
                if _equal(product, occ.number, places, True):
                    return f"{o.value} {op} {written}", (_written(o), Operand(written, "answer", f"answer offset {at}"))
    return None


def _implied_rate(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A quote's rate (`1 EUR = 1.1585 USD`, the value the rate) that is one of the last 4 resolved
    amounts before it over another of a different currency mark, rounded to its places (2 or more)."""
    occ = reading.occurrences[i]
    answer = reading.text
    places = _places(occ.value)
    if places < 2 or occ.number <= 0 or "=" not in answer[max(occ.start - 12, 0) : occ.start]:
        return None
    quote = None
    for m in _QUOTE.finditer(answer, max(occ.start - 16, 0), min(occ.end + 8, len(answer))):
        if m.start(3) == occ.at:
            quote = m
    if quote is None or not (quote.group(2) or quote.group(4)):
        return None
    amounts = [o for o in reading.occurrences[:i] if o.amount and o.value in known and o.number > 0
               and _mark_of(answer, o) and o.start < quote.start()][-4:]
    for a in reversed(amounts):
        for b in reversed(amounts):
            if _mark_of(answer, a) != _mark_of(answer, b) and _equal(a.number / b.number, occ.number, places, True):
                return f"{a.value} / {b.value}", (_written(a),
                                                  _written(b))
    return None


def _quantity_rule(
    reading: _Answer, i: int, known: set[str], said: tuple[tuple[Decimal, str, str], ...] = ()
) -> tuple[str, tuple[Operand, ...]] | None:
    """An amount that is a count of things times a unit price, both written before it in its
    sentence or the one before (its line): `20 shares ... at $231.60): cost $4,632.00`, `Two
    $35.00 overdraft fees, $70.00 total`. The product is exact, or rounded to the amount's places
    when the price has more places than it. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    if not occ.amount or occ.number <= 0:
        return None
    answer = reading.text
    start = sentence_start(answer, occ.start)
    if start > 0 and answer[start - 1] != "\n":
        start = sentence_start(answer, max(start - 2, 0))  # the sentence before, on its line
    counts: list[tuple[Decimal, str, int]] = []
    amounts = amount_starts(answer)
    for m in _QUANTITY_OF.finditer(answer, start, occ.start):
        n = Decimal(m.group(1).replace(",", ""))
        if MIN_COUNT <= n <= MAX_QUANTITY and m.start(1) not in amounts:
            counts.append((n, m.group(1), m.start(1)))
    for m in _COUNT_WORD.finditer(answer, start, occ.start):
        counts.append((Decimal(_COUNT_WORDS[m.group(1).lower()]), m.group(1), m.start(1)))
    # a quantity of a named thing (`0.5 BTC`, `40 AAPL`): its price may be written earlier in the
    # answer under that name (`**BTC:** €84,088.73`)
    named: list[tuple[Decimal, str, int, str]] = []
    for m in _QUANTITY_NAMED.finditer(answer, start, occ.start):
        word = m.group(2)
        if m.start(1) in amounts or not (word.isupper() or word[0].isupper() or "." in m.group(1)):
            continue
        n = Decimal(m.group(1).replace(",", ""))
        if 0 < n <= MAX_QUANTITY:
            named.append((n, m.group(1), m.start(1), word.lower()))
            if all(at != m.start(1) for _, _, at in counts):
                counts.append((n, m.group(1), m.start(1)))
    if not counts:
        return None
    places = _places(occ.value)
    prices = [o for o in occurrences[:i] if o.start >= start and o.amount and o.value in known and o.number > 0]
    for o in reversed(prices):
        for n, written, at in counts:
            product = n * o.number
            if product == occ.number or (_places(o.value) + _places(written) > places and _equal(product, occ.number, places, True)):
                return f"{written} x {o.value}", (Operand(written, "count", f"the answer wrote {written!r} at offset {at}"), _written(o))
    # (a value of 4 or more significant digits: any of the last MAX_NAMED_PRICES amounts written
    # before its sentence: `SAP: 242,95 €` ... `Deine 120 Stück: Wert 29.154,00 €`)
    wide = len(occ.digits.replace(".", "").strip("0")) >= 4
    earlier = [o for o in occurrences[:i] if o.start < start and o.amount and o.value in known and o.number > 0]
    for n, written, at, word in named if wide else ():
        for price, value, where in said:  # a unit price the user states (`120 Stück, Einstand 198,50 €`)
            product = n * price
            if product == occ.number or (_places(value) + _places(written) > places and _equal(product, occ.number, places, True)):
                return f"{written} x {value}", (Operand(written, "count", f"the answer wrote {written!r} at offset {at}"),
                                                Operand(value, "user", where))
    for n, written, at, word in named:
        # (the unnamed amounts only when no amount is written under the quantity's name)
        unnamed = wide and all(word not in o.label.split() for o in earlier)
        for k, o in enumerate(earlier):
            if word not in o.label.split() and not (unnamed and k >= len(earlier) - MAX_NAMED_PRICES):
                continue
            product = n * o.number
            if product == occ.number or (_places(o.value) + _places(written) > places and _equal(product, occ.number, places, True)):
                return f"{written} x {o.value}", (Operand(written, "count", f"the answer wrote {written!r} at offset {at}"), _written(o))
    return None


# A sentence that states a product's result: `Estimated cost:`, `Total value is about`, `worth`.
_PRODUCT_CUE: Final = re.compile(
    r"\b(?:total|totals|subtotal|cost|costs|comes? to|worth|value|altogether|in all|combined)\b", re.IGNORECASE,
)
# A count written as a plural label's value: `**Shares:** 150`, `Nights: 3`, `Tickets - 2`.
_LABELLED_COUNT: Final = re.compile(
    r"\b([A-Za-z]{2,}s)[ \t*]*[:=-][ \t*]*([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?![0-9.,:/%])", re.ASCII,
)
# A unit price: written `at $227.16`, or under a label that says price or rate.
_AT_BEFORE: Final = re.compile(r"\bat[ \t*]*(?:[A-Z]{3}[ \t])?[$\u20ac\u00a3\u00a5\u20b9]?[ \t*]*\Z")
_PRICE_LABEL: Final = re.compile(r"\b(?:price|rate|fare|cost per|unit)\b", re.IGNORECASE)
MAX_PARAGRAPH: Final = 600  # characters before a value that `_paragraph_product` reads for its count and price


def _paragraph_product(
    reading: _Answer, i: int, known: set[str],
) -> tuple[str, tuple[Operand, ...]] | None:
    """An amount its sentence states as a total or cost (`Estimated cost: $22,716.00`, `Total value
    is about $22,716`) that is a count of things times a unit price, both written before it on other
    lines or sentences than the `quantity` rule reads (its paragraph or the one before, at most
    MAX_PARAGRAPH characters: a summary line under a list): `**100 shares**` or `**Shares:** 150`,
    and a price written `per share`, `at $227.16` or under a price label, both in one paragraph. Exact, or rounded to the
    amount's places when the price has more. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    if not occ.amount or occ.number <= 0:
        return None
    answer = reading.text
    if _PRODUCT_CUE.search(answer, sentence_start(answer, occ.start), occ.start) is None:
        return None
    # (its paragraph and the one before: a summary line under a list, `Estimated cost:` after the order's items)
    floor = max(0, occ.start - MAX_PARAGRAPH)
    blank = answer.rfind("\n\n", floor, occ.start)
    if blank >= 0:
        blank = answer.rfind("\n\n", floor, blank)
        floor = blank + 2 if blank >= 0 else floor
    amounts = amount_starts(answer)
    counts: list[tuple[Decimal, str, int]] = []
    for m in _QUANTITY_OF.finditer(answer, floor, occ.start):
        if m.start(1) not in amounts:
            counts.append((Decimal(m.group(1).replace(",", "")), m.group(1), m.start(1)))
    for m in _LABELLED_COUNT.finditer(answer, floor, occ.start):
        counts.append((Decimal(m.group(2).replace(",", "")), m.group(2), m.start(2)))
    counts = [c for c in counts if MIN_COUNT <= c[0] <= MAX_QUANTITY]
    if not counts:
        return None
    places = _places(occ.value)
    prices = [
        o for o in occurrences[:i] if o.start >= floor and o.amount and o.value in known and o.number > 0
        and (o.per_unit or _AT_BEFORE.search(answer, max(floor, o.start - 16), o.at) is not None
             or _PRICE_LABEL.search(o.label) is not None)
    ]
    for o in reversed(prices):
        for n, written, at in counts:
            # (the count and the price of one paragraph: `We bought at $231.60.` then a paragraph
            # `Later, 20 shares cost $4,632.00.` is a price from afar)
            if at == o.at or answer.rfind("\n\n", 0, at) != answer.rfind("\n\n", 0, o.at):
                continue
            product = n * o.number
            if product == occ.number or (_places(o.value) > places and _equal(product, occ.number, places, True)):
                return f"{written} x {o.value}", (Operand(written, "count", f"the answer wrote {written!r} at offset {at}"), _written(o))
    return None


def _table_rule(
    reading: _Answer, i: int, known: set[str]
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
    share = _share_of_column(reading, i, cell, known)
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
    for column in range(cell.column):
        span = layout.span(cell.table, cell.row, column)
        if span is None:
            continue
        their_header = layout.header(cell._replace(column=column))
        theirs = _header_period(their_header)
        options = list(factors)
        # a rate column (`Rate/kg`) times a quantity of its unit in this column's header (`Cost for 18 kg`)
        per = _HEADER_RATE.search(their_header)
        if per is not None:
            for m in _QUANTITY.finditer(header):
                if _same_unit(m.group(2).lower(), per.group(1).lower()):
                    options.append((Decimal(m.group(1)), Operand(m.group(1), "count", f"the table's header {header.strip()!r}")))
        if mine is not None and theirs is not None and (theirs, mine) in _PERIOD_FACTORS:
            per_period = _PERIOD_FACTORS[(theirs, mine)]
            options.insert(0, (per_period, Operand(str(per_period), "count", f"{theirs}s in a {mine}")))
        for o in occurrences:
            if not span[0] <= o.at < span[1] or o.value not in known:
                continue
            # a quantity column: another earlier cell of the row holding a whole count (`60`)
            # that a result carried or the answer resolved
            row_counts: list[tuple[int | Decimal, Operand]] = []
            stated: list[tuple[int | Decimal, Operand]] = []
            for other in range(cell.column):
                other_span = layout.span(cell.table, cell.row, other)
                if other == column or other_span is None:
                    continue
                for q in occurrences:
                    if not other_span[0] <= q.at < other_span[1] or q.amount or "." in q.value or q.number > MAX_QUANTITY:
                        continue
                    if MIN_COUNT <= q.number \
                            and (q.value in known or (reading.carried is not None and q.value in reading.carried)):
                        row_counts.append((q.number, _written(q)))
                    elif _lone_number(reading, other_span) is q:
                        # a quantity cell the answer states (`| 148 | $44.10 | $6,526.80 |`, `| 0 |`),
                        # for a line total of amounts, exact
                        stated.append((q.number, Operand(q.value, "answer", f"the row's quantity cell at answer offset {q.start}")))
            for factor, operand in options + row_counts:
                product = o.number * factor
                if product == number or (_places(occ.value) >= 2 and _equal(product, number, _places(occ.value), True)):
                    return f"{_print(Decimal(factor))} x {o.value}", (operand, _written(o))
            if stated_rate is not None:
                rate, written_rate = stated_rate
                product = o.number * rate
                places = _places(occ.digits or occ.value)
                # exact, rounded to the cell's places, or (a cell that restates a carried number
                # rounded, `412.58` for 412.583333) within the rounding the cell stands for
                slack = rate * Decimal(5).scaleb(-_places(o.digits or o.value) - 1) if o.value in reading.loose else None
                if product == number or (places >= 2 and _equal(product, number, places, True)) or (
                        slack is not None and abs(product - number) <= slack + Decimal(5).scaleb(-places - 1)):
                    note = " (with the carried precision of its rounded operand)" if slack is not None and not (
                        product == number or _equal(product, number, places, True)) else ""
                    return f"{o.value} x {_print(rate)}{note}", (
                        _written(o), Operand(written_rate, "answer", f"the table's header {header.strip()!r}"))
            if occ.amount and o.amount:
                for factor, operand in stated:
                    if o.number * factor == number:
                        return f"{_print(Decimal(factor))} x {o.value}", (operand, _written(o))
            # a rate column (`Rate (per €1)`, `Price`) times or over the amount the table's
            # lead-in states (`€1,250 is:` then `| SEK | 11.2714 | 14,089.25 kr |`), rounded
            if _RATE_HEADER.search(their_header) and o.number > 0:
                for a in _lead_amounts(reading, cell.table, known):
                    for product, op in ((a.number * o.number, "x"), (a.number / o.number, "/")):
                        if _rounds_to(product, number, _places(occ.value)):
                            return f"{a.value} {op} {o.value}", (_written(a), _written(o))
    # column: the cells above it in its column, every one a resolved number, in a total row or the last
    first = layout.span(cell.table, cell.row, 0)
    label = reading.text[first[0] : first[1]] if first is not None else ""
    if not _TOTAL_ROW.search(label) and cell.row != layout.rows(cell.table) - 1:
        return None
    above: list[_Occurrence] = []
    for row in range(cell.row):
        span = layout.span(cell.table, row, cell.column)
        if span is None:
            continue
        inside = [o for o in occurrences if span[0] <= o.at < span[1]]
        if not inside:
            continue
        if len(inside) != 1:
            return None
        # a cell too short to be a candidate (`288`) sums with the column when a result carried it
        if inside[0].value not in known and (reading.carried is None or inside[0].value not in reading.carried):
            return None
        above.append(inside[0])
    if len(above) >= 2 and sum((o.number for o in above), Decimal(0)) == number:
        return " + ".join(o.value for o in above), tuple(_written(o) for o in above)
    return None


# A row that says it holds a difference: `| Difference | $15.00 |`, `| Change |`, `| Savings |`.
_DIFFERENCE_ROW: Final = re.compile(
    r"\b(?:difference|diff|change|gap|delta|saving|savings|increase|decrease|vs|versus)\b", re.IGNORECASE,
)


def _difference_row(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
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
    above: list[_Occurrence] = []
    for row in (cell.row - 2, cell.row - 1):
        span = layout.span(cell.table, row, cell.column)
        lone = _lone_number(reading, span) if span is not None else None
        if lone is None or lone.value not in known or lone.amount != occ.amount:
            return None
        above.append(lone)
    x, y = above
    for left, right in ((x, y), (y, x)):
        if left.number - right.number == occ.number:
            return f"{left.value} - {right.value}", (
                _written(left),
                _written(right))
    return None


# A column header that names a rate or a unit price: `Rate (per €1)`, `Price`, `EUR/USD`, `Cost each`.
_RATE_HEADER: Final = re.compile(r"\b(?:rate|rates|per|price|prices|each|unit)\b|/", re.IGNORECASE)
MAX_LEAD: Final = 240  # characters of the line just before a table that may state the amount its rates apply to


def _lead_amounts(reading: _Answer, table: int, known: set[str]) -> list[_Occurrence]:
    """The resolved amounts of the table's lead-in: the last non-blank line before its header
    (`Using today's rates, €1,250 is:`), at most MAX_LEAD characters of it."""
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
        return [o for o in reading.occurrences if lead <= o.at < at and o.amount and o.value in known and o.number > 0]
    return []


# Words by which a sentence says a number is per unit or an average: `AOV`, `average`, `per order`, `each`, `÷`.
_PER_CUE: Final = re.compile(r"\b(?:average|averages|averaged|avg|mean|per|each|apiece|aov|arpu)\b|\u00f7", re.IGNORECASE)


MAX_PER_UNIT_CELLS = 96  # cells of a table whose pairs `per-unit` tries


def _per_unit_rule(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
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
    neighbours = _carried_neighbours(reading, occ, i)
    if neighbours is None or neighbours:
        return None
    rows, columns = layout.rows(table), layout.columns(table)
    if rows * columns > MAX_PER_UNIT_CELLS:
        return None  # (pairs of cells: quadratic)
    grid: dict[tuple[int, int], _Occurrence] = {}
    for row in range(rows):
        for column in range(1, columns):
            span = layout.span(table, row, column)
            lead = _lead_number(reading, span, known) if span is not None else None
            if lead is not None:
                grid[(row, column)] = lead
    places = _places(occ.value)
    for (row, column), a in grid.items():
        for (r, c), b in grid.items():
            if (r == row) == (c == column) or b.amount or "." in b.value or b.number < MIN_COUNT:
                continue  # the same row or the same column, not both; a whole count
            quotient = a.number / b.number
            if quotient == occ.number or (places >= 1 and _equal(quotient, occ.number, places, True)):
                return f"{a.value} / {b.value}", (
                    _written(a), _written(b))
    return None


# A column header that names a value per unit (round 8): `AOV`, `Avg`, `per capita`, `Cost/unit`, `Rate`.
_PER_HEADER: Final = re.compile(r"\b(?:per|avg|average|mean|aov|each|rate|ratio)\b|/", re.IGNORECASE)


def _row_rate_rule(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A table cell under a header that names a value per unit (`AOV`, `GDP per capita`) that is
    one resolved cell of its row over another holding a whole count (2 or more, no amount),
    rounded to the places written; never a value one digit off a carried number (round 8)."""
    layout = reading.layout
    occ = reading.occurrences[i]
    cell = layout.cell(occ.at)
    if cell is None or occ.number <= 0 or _PER_HEADER.search(layout.header(cell)) is None:
        return None
    neighbours = _carried_neighbours(reading, occ, i)
    if neighbours is None or neighbours:
        return None
    row: list[_Occurrence] = []
    for column in range(layout.columns(cell.table)):
        span = layout.span(cell.table, cell.row, column) if column != cell.column else None
        lead = _lead_number(reading, span, known) if span is not None else None
        if lead is not None and lead.number > 0:
            row.append(lead)
    places = _places(occ.value)
    # a rate per a round count of the unit (`Cost per 1,000 queries`; chains.py)
    scale = per_scale(layout.header(cell)) or 1
    for a in row:
        for b in row:
            if b is a or b.amount or "." in b.value or b.number < MIN_COUNT:
                continue
            quotient = a.number / b.number * scale
            if quotient == occ.number or (places >= 1 and _equal(quotient, occ.number, places, True)):
                return f"{a.value} / {b.value}" + (f" x {scale}" if scale != 1 else ""), (
                    _written(a), _written(b))
    return None


# A magnitude word written after a number: `$156 billion`, `3.2 million`.
_MAGNITUDE_AFTER: Final = re.compile(r"\*{0,2}[ \t\u00a0]?(thousand|million|billion|bn|trillion)\b", re.IGNORECASE)
_MAGNITUDE_SCALES: Final = {"thousand": Decimal(10) ** 3, "million": Decimal(10) ** 6, "billion": Decimal(10) ** 9,
                     "bn": Decimal(10) ** 9, "trillion": Decimal(10) ** 12}

# A factor written with a comparison: `5× faster`, `3x slower`, `2.5 times larger`.
_TIMES_CUE: Final = re.compile(
    r"(?<![0-9.])([0-9]{1,3}(?:\.[0-9]{1,2})?)[ \t]?(?:\u00d7|x|times)[ \t]+(faster|quicker|smaller|less|fewer|shorter|slower|larger|bigger|more|longer|higher)\b",
    re.IGNORECASE,
)
_TIMES_DOWN: Final = frozenset(("faster", "quicker", "smaller", "less", "fewer", "shorter"))

TABLED_ANSWERS = 2  # earlier answers whose tables' column sums a later answer's total may be
# Words by which a sentence says a number is a total: `in total`, `altogether`, `out of`, `combined`.
_TOTAL_CUE: Final = re.compile(r"\b(?:total|totals|totalling|totaling|altogether|combined|in all|all told|out of|sum)\b", re.IGNORECASE)


def _sentence_end(text: str, offset: int) -> int:
    ends = [k for k in (text.find(". ", offset), text.find("\n", offset)) if k >= 0]
    return min(ends) if ends else len(text)


def _column_sums(
    text: str, settled: Container[str], carried: Container[str] | None
) -> list[tuple[Decimal, str, tuple[Operand, ...]]]:
    """The sums of the whole columns of an answer's tables whose every body cell (total rows
    aside) leads with a number it resolved or a result carried: what a later answer may total
    (`column`, earlier)."""
    reading = _Answer(text, {}, carried)
    layout = reading.layout
    known = {o.value for o in reading.occurrences if o.value in settled}
    sums: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
    for table in range(layout.tables()):
        for column in range(1, layout.columns(table)):
            read = _column(reading, table, column, known)
            if read is None or len(read[0]) < 2:
                continue
            cells = read[0]
            total = sum((o.number for o in cells), Decimal(0))
            sums.append((total, " + ".join(o.value for o in cells), tuple(
                Operand(o.value, "earlier answer", f"a table of an earlier answer, column {column + 1}") for o in cells)))
    return sums


def _lone_number(reading: _Answer, span: tuple[int, int]) -> _Occurrence | None:
    """The one number of a cell that holds one number and nothing but it (`148`, `**278**`)."""
    occurrences = reading.occurrences
    k = bisect_left(reading.starts, span[0])
    found: _Occurrence | None = None
    while k < len(occurrences) and occurrences[k].start < span[1]:
        if found is not None:
            return None
        found = occurrences[k]
        k += 1
    if found is None or reading.text[span[0] : span[1]].strip(" \t*") != reading.text[found.start : found.end]:
        return None
    return found


def _lead_number(reading: _Answer, span: tuple[int, int], known: set[str]) -> _Occurrence | None:
    """The first number of a cell (`+$2,308.25 (+5.0%)`: 2,308.25), when resolved or carried."""
    occurrences = reading.occurrences
    k = bisect_left(reading.starts, span[0])
    while k < len(occurrences) and occurrences[k].start < span[1]:
        o = occurrences[k]
        if span[0] <= o.at < span[1]:
            if o.value in known or (reading.carried is not None and o.value in reading.carried):
                return o
            return None
        k += 1
    return None


def _column(reading: _Answer, table: int, column: int, known: set[str]) -> tuple[list[_Occurrence], _Occurrence | None] | None:
    """A column's body cells (each one's first number, resolved or carried), and its total row's
    cell (a row labelled total, sum, overall) if any; None when a body cell has no such number."""
    cached = reading.columns.get((table, column))
    if cached is not None:
        return cached
    layout = reading.layout
    cells: list[_Occurrence] = []
    total: _Occurrence | None = None
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


def _share_of_column(reading: _Answer, i: int, cell: Any, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A percent cell that is an earlier cell of its row over that column's total (its total
    row, or the sum of its cells), rounded to the places written: `| 200 | 1,184,233 | 95.57% |`."""
    occ = reading.occurrences[i]
    text = reading.text
    m = _WRITTEN_NUMBER.match(text, occ.at)
    if m is None or not text.startswith("%", m.end()) or not 0 < occ.number <= 100:
        return None
    layout = reading.layout
    places = _places(occ.value)
    # a percent change between the two cells of its row just before it (`| $45,903.12 | $48,211.37 | +5.03% |`)
    row = [_lead_number(reading, span, known) if span is not None else None
           for span in (layout.span(cell.table, cell.row, c) for c in range(cell.column))]
    earlier_cells = [o for o in row[1:] if o is not None]
    if len(earlier_cells) >= 2:
        old, new = earlier_cells[-2], earlier_cells[-1]
        if old.number > 0 and _equal(abs(new.number - old.number) * 100 / old.number, occ.number, places, True):
            return f"({new.value} - {old.value}) / {old.value} x 100", (
                _written(new),
                _written(old))
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
        if _equal(part.number * 100 / whole, occ.number, places, True):
            shown = total.value if total is not None else "(" + " + ".join(o.value for o in cells) + ")"
            operands = (total,) if total is not None else tuple(cells)
            return f"{part.value} / {shown} x 100", tuple(
                _written(o) for o in (part, *operands))
    return None


def _column_amount(reading: _Answer, table: int, column: int) -> bool:
    span = reading.layout.span(table, 0, column)
    lead = next((o for o in reading.occurrences if span is not None and span[0] <= o.at < span[1]), None)
    return lead.amount if lead is not None else False


MAX_AFTER_TABLE = 400  # characters after a table within which a value may sum one of its columns


def _table_before(reading: _Answer, occ: _Occurrence) -> int:
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
MAX_RUN_ROWS: Final = 24  # body rows of a table whose runs of adjacent rows `column` tries (whole columns: any size)


def _after_table_rule(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
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
        cells = [o for o in read[0] if o.amount == occ.amount]
        if len(cells) != len(read[0]) or len(cells) < 2:
            continue
        for size in range(len(cells), 1, -1):
            if size < len(cells) and (len(cells) > MAX_RUN_ROWS or _carried_neighbours(reading, occ, i)):
                break  # a run of rows is a wider search: never for a value one digit off a carried number
            for first in range(0, len(cells) - size + 1):
                window = cells[first : first + size]
                if sum((o.number for o in window), Decimal(0)) == occ.number:
                    return " + ".join(o.value for o in window), tuple(
                        _written(o) for o in window)
    return None


def _rate_rule(
    reading: _Answer, occ: _Occurrence, known: set[str], said: list[tuple[Decimal, str, str]]
) -> tuple[str, tuple[Operand, ...]] | None:
    """A rate per unit times a quantity of that unit, or an amount over a quantity, both written in
    the value's sentence (or the one before it): `at $2.00/GB ... 7.7 GB would cost about $15.40`,
    `€94.37 for 312 kWh ... about €0.302 per kWh`; a per-unit value may also divide an amount of
    its sentence, or one of the two written just before it, by a quantity of its unit the user
    stated (`14 boxes` ... `Total: $59.21, about $4.23 per box`). Returns (expression, operands)
    without the `= value` part."""
    answer = reading.text
    start = sentence_start(answer, occ.start)
    if start > 0 and answer[start - 1] != "\n":
        start = sentence_start(answer, max(start - 2, 0))  # and the sentence before, on its line
    end = answer.find("\n", occ.end)
    end = len(answer) if end < 0 else end
    sentence = answer[start:end]
    number = occ.number
    places = _places(occ.value)
    rates = [(Decimal(m.group(1)), m.group(2).lower(), start + m.start(1)) for m in _RATE.finditer(sentence)]
    quantities = [(Decimal(m.group(1)), m.group(2).lower(), start + m.start(1)) for m in _QUANTITY.finditer(sentence)]
    own_unit = next((unit for value, unit, at in rates if at == occ.at), None)
    amounts = [o for o in reading.occurrences if start <= o.at < end and o.amount and o.value in known]
    stated: list[tuple[Decimal, str, int, Operand]] = [
        (q_value, q_unit, q_at, Operand(_print(q_value), "answer", f"answer offset {q_at}"))
        for q_value, q_unit, q_at in quantities
    ]
    if own_unit is not None:
        earlier = [o for o in reading.occurrences if o.at < start and o.amount and o.value in known]
        amounts = earlier[-2:] + amounts
        stated.extend((q_value, q_unit, -1, Operand(_print(q_value), "user", where)) for q_value, q_unit, where in said)
    if not stated:
        return None
    for q_value, q_unit, q_at, quantity in stated:
        if q_at == occ.at or q_value == 0:
            continue
        q_text = _print(q_value)
        # the value is a rate of this unit: an amount over the quantity
        if own_unit is not None and _same_unit(own_unit, q_unit):
            for o in amounts:
                if o.at != occ.at and _equal(o.number / q_value, number, max(places, 2), True) \
                        and (o.number / q_value == number or places >= 2):
                    return f"{o.value} / {q_text}", (_written(o), quantity)
        # the value is an amount: a rate of this unit times the quantity
        for r_value, r_unit, r_at in rates:
            if r_at == occ.at or not _same_unit(r_unit, q_unit):
                continue
            product = r_value * q_value
            if product == number or (places >= 2 and _equal(product, number, places, True)):
                r_text = _print(r_value)
                return f"{r_text} x {q_text}", (Operand(r_text, "answer", f"answer offset {r_at}"), quantity)
    return None


# `yen per dollar`, `miles per gallon`, `dollars per share`: two words joined by `per`.
_RATIO_AFTER: Final = re.compile(r"(?:\*\*)?[ \t]?[A-Za-z]{2,15}[ \t]+per[ \t]+[A-Za-z]{2,15}\b", re.IGNORECASE)


def _ratio_rule(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A ratio written `N <unit> per <unit>`: the last two amounts resolved before it, in its
    sentence or the one before (on its line), one over the other, rounded to the places written
    (at least one); or a share written `N%`: the smaller of the last two resolved numbers over the
    larger, times 100. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    places = _places(occ.value)
    if places < 1 or occ.number <= 0:
        return None
    m = _WRITTEN_NUMBER.match(text, occ.at)
    if m is None:
        return None
    share = text.startswith("%", m.end())  # a share: `(95.57%)` of the last two numbers
    if not share and _RATIO_AFTER.match(text, m.end()) is None:
        return None
    start = sentence_start(text, occ.start)
    if start > 0 and text[start - 1] != "\n":
        start = sentence_start(text, max(start - 2, 0))
    amounts = [o for o in occurrences[:i] if o.start >= start and (o.amount or share) and o.value in known
               and o.number > 0][-2:]
    if len(amounts) != 2:
        return None
    scale = Decimal(100) if share else Decimal(1)
    for top, bottom in ((amounts[0], amounts[1]), (amounts[1], amounts[0])):
        if (not share or top.number < bottom.number) and _equal(top.number * scale / bottom.number, occ.number, places, True):
            return f"{top.value} / {bottom.value}" + (" x 100" if share else ""), (
                _written(top),
                _written(bottom))
    # a percent change from the earlier of the two to the later (`from $45,903.12 to $48,211.37,
    # up 5.03%`), its sign written or not
    old, new = amounts
    if share and old.number > 0:
        change = (new.number - old.number) * 100 / old.number
        if _equal(abs(change), occ.number, places, True):
            return f"({new.value} - {old.value}) / {old.value} x 100", (
                _written(new),
                _written(old))
    return None


def _in_parentheses(text: str, at: int) -> bool:
    """Whether offset `at` is inside a parenthesis opened on its line."""
    line_start = text.rfind("\n", 0, at) + 1
    return text.rfind("(", line_start, at) > text.rfind(")", line_start, at)


def _range_rule(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """An end of a range (`$55.00-$75.00`) whose two ends are the two ends of a range written
    before it (`$10-$30`, both resolved) plus or minus one resolved amount written before it
    (`$45.00`), the same amount for both ends. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    ends = [o for o in occurrences if o.start == occ.start]
    if len(ends) != 2:
        return None
    low, high = ends
    ranges: list[tuple[_Occurrence, _Occurrence]] = []
    singles: list[_Occurrence] = []
    k = 0
    before = [o for o in occurrences if o.end <= occ.start]
    while k < len(before):
        o = before[k]
        if k + 1 < len(before) and before[k + 1].start == o.start:
            whole = normalize_token(reading.text[o.start : o.end])  # a range resolved whole: `10-$30`
            if (o.value in known and before[k + 1].value in known) or whole in known:
                ranges.append((o, before[k + 1]))
            k += 2
            continue
        if o.value in known and o.amount == occ.amount:
            singles.append(o)
        k += 1
    for r_low, r_high in ranges[-2:]:
        for a in singles[-3:]:
            for sign in (1, -1):
                if a.number + sign * r_low.number == low.number and a.number + sign * r_high.number == high.number:
                    mine, theirs = (low, r_low) if occ.at == low.at else (high, r_high)
                    op = "+" if sign > 0 else "-"
                    return f"{a.value} {op} {theirs.value}", (
                        _written(a),
                        _written(theirs))
    return None


def _balance_from_to(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
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
    return f"{base.value} {op} " + f" {op} ".join(o.value for o in amounts[-size:]), (_written(base), *map(_written, amounts[-size:]))


def _written(o: _Occurrence) -> Operand:
    """An operand the answer wrote, at its offset (how every answer-side operand is reported)."""
    return Operand(o.value, "answer", f"answer offset {o.start}")


# A gap to a number written after it: `112.7 ms over the 300 ms SLO`, `$40 below the $500 limit`.
_COMPARED: Final = re.compile(
    r"(?:\*\*)?(?:[ \t]?[A-Za-z%]{1,10}){0,2}?(?:\*\*)?[ \t]+(?:over|above|under|below|beyond|(?:more|less|higher|lower|greater|fewer)[ \t]+than|short[ \t]+of)(?:\*\*)?"
    r"(?:[ \t]+(?:the|a|an|our|your|its|their|target|limit|budget|threshold))*[ \t]+[$\u20ac\u00a3]?(?=[0-9])",
    re.IGNORECASE,
)


def _compared_rule(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A gap written before the number it is measured against (`**412.7 ms** ..., which is **112.7
    ms over** the 300 ms SLO target`): that number (resolved, right after a comparison word) and one
    of the last two resolved numbers written before the value in its sentence or the one before, on
    its line: their difference, exact. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    m = _COMPARED.match(text, occ.end)
    if m is None or i + 1 >= len(occurrences) or occurrences[i + 1].at != m.end():
        return None
    against = occurrences[i + 1]
    if not (against.value in known or against.value not in reading.pending) or occ.amount != against.amount:
        return None
    start = sentence_start(text, occ.start)
    if start > 0 and text[start - 1] != "\n":
        start = sentence_start(text, max(start - 2, 0))
    recent = [o for o in occurrences[:i] if o.start >= start and o.value in known and o.amount == occ.amount][-2:]
    for o in reversed(recent):
        for left, right in ((o, against), (against, o)):
            if left.number - right.number == occ.number:
                return f"{left.value} - {right.value}", (
                    _written(left),
                    _written(right))
    return None


# A range's two ends as written (`500.0 - 1000.0`, `$240-$400`, `240 to 400`), and the word that names an end.
_RANGE_PAIR: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)[ \t]*(?:-|\u2013|to)[ \t]*"
    r"[$\u20ac\u00a3\u00a5\u20b9]?([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)(?![0-9])",
)
_OTHER_END_CUE: Final = re.compile(r"\b(?:up to|at most|top|upper|highest|maximum|max)\b", re.IGNORECASE)
_PRODUCT_OF_TWO: Final = re.compile(r"(-?[0-9]+(?:\.[0-9]+)?) x (-?[0-9]+(?:\.[0-9]+)?) = .*")
# An amount per unit of time (`per day`, `a day`, `/day`, `each month`) and a span in that unit (`30 days`).
_SPREAD_UNIT: Final = re.compile(r"[ \t*]*(?:per|a|an|each|/)[ \t]*(day|night|week|month|hour|year)\b", re.IGNORECASE)
_SPAN_COUNT: Final = re.compile(r"(?<![0-9.,])([0-9]{1,3})[ \t-]+((?:day|night|week|month|hour|year)s?)\b", re.IGNORECASE)
MAX_SPAN: Final = 366  # the longest span `spread` divides by
# A gap measured against something the answer names, not a number: `$0.25 above the 5-day`.
_GAP_TO_NAMED: Final = re.compile(
    r"(?:\*\*)?(?:[ \t]?[A-Za-z%]{1,10}){0,2}?(?:\*\*)?[ \t]+(?:over|above|under|below|(?:more|less|higher|lower|greater|"
    r"cheaper|fewer)(?:[ \t]+(?:per|a|an|each)[ \t]+[A-Za-z]{2,10})?[ \t]+than)(?:\*\*)?[ \t]+"
    r"(?:the|its|their|your|our|that|this|what)[ \t]+"
    r"(?![$\u20ac\u00a3]?[0-9]+(?:[.,][0-9]+)*(?![0-9]|[.,][0-9]|-?[A-Za-z]))",
    re.IGNORECASE,
)
NAMED_GAP_SPAN: Final = 3  # distinct resolved numbers before a gap to a named thing that `_named_gap` pairs


def _named_gap(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A gap to something the answer names rather than writes (`The price is just above both moving
    averages (about $0.25 above the 5-day and $0.75 above the 20-day)` after `$150.75`, `$150.50`,
    `$150.00`; `would cost $35.00 more per month than what you pay now`): a difference of two of the last NAMED_GAP_SPAN distinct resolved numbers of its kind
    written before it (not computed here), exact. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    if occ.number <= 0 or _GAP_TO_NAMED.match(text, occ.end) is None:
        return None
    recent: list[_Occurrence] = []
    for o in reversed(occurrences[:i]):
        if o.value in known and o.value not in reading.derived and o.amount == occ.amount \
                and all(r.value != o.value for r in recent):
            recent.append(o)
            if len(recent) >= NAMED_GAP_SPAN:
                break
    for a in range(len(recent)):
        for b in range(len(recent)):
            left, right = recent[a], recent[b]
            if a != b and left.number - right.number == occ.number:
                return f"{left.value} - {right.value}", (
                    _written(left),
                    _written(right))
    return None


# Round 9 (near9): a gap to a thing the answer names, whose amount is written right after the
# name (`$0.82 less than your silver one ($154.07)`) or next to the name earlier in this answer or
# the previous one (`$49.29 less than the red one` after `Bluetooth Speaker (red) $321.18`).
_NAME_THEN_NUMBER: Final = re.compile(
    r"([A-Za-z][A-Za-z'-]*(?:[ \t]+[A-Za-z][A-Za-z'-]*){0,3})[ \t]*(?:\*\*)?[ \t]*(?:\(|,|:|=|at|is|of)?[ \t]*(?:\*\*)?[ \t]*"
    r"(?:[A-Z]{3}[ \t]?)?[$\u20ac\u00a3\u00a5\u20b9]?",
)
# The words of a name that name no thing: `the red one`, `your silver version`.
_NAME_FILLER: Final = frozenset(("one", "ones", "version", "option", "item", "model", "variant", "price", "cost"))
MAX_NAME_GAP: Final = 48  # characters from a name to the amount written right after it
# A comparison of two numbers the answer writes (`$400 is under your 2,000 limit`): a later gap to
# what it names (`$1,600 of headroom under your threshold`) may be their difference.
_WRITTEN_COMPARISON: Final = re.compile(
    r"(?:\*\*)?[ \t]+(?:is|are|was|were|comes[ \t]+to|stays)?[ \t]*(?:well[ \t]+|still[ \t]+|just[ \t]+)?"
    r"(?:under|below|over|above|within|exceeds|(?:less|more|lower|higher)[ \t]+than)"
    r"(?:[ \t]+(?:the|your|its|their|our|a|an))?[ \t]+[$\u20ac\u00a3]?(?=[0-9])",
    re.IGNORECASE,
)
WRITTEN_COMPARISONS: Final = 2  # the last comparisons written before a gap that it may measure
# A gap said with a comparison word right after it, the other end left unsaid (`**Standard** costs
# **$15.00 more** per month`): under a table, measured between the row its sentence names and another.
_GAP_WORD_AFTER: Final = re.compile(
    r"(?:\*\*)?[ \t]+(?:\*\*)?(?:more|less|cheaper|extra|higher|lower|pricier|dearer)(?![A-Za-z])", re.IGNORECASE,
)
_ROW_NAME_NOISE: Final = re.compile(r"\([^()]*\)|[*_`]")


# A balance named right before a value (`balance now $220.00`, `new balance: $292.13`).
_BALANCE_CUE: Final = re.compile(r"\bbalance\b", re.IGNORECASE)
MAX_BALANCE_CUE: Final = 24  # characters before a value within which `balance` names it
MAX_BALANCES: Final = 4  # records a line names whose balance `_new_balance` tries
MAX_BALANCE_LINE: Final = 160  # characters before a balance within which its line names the record and the amount
MAX_BALANCE_RECORDS: Final = 256  # records kept per run with a carried balance (the first ones)
_BALANCE_KEY: Final = re.compile(r"[.: ]balance\Z")  # a carried number's path that names a balance
_ID_WORDS: Final = re.compile(r"[_-]?[0-9][0-9A-Za-z_-]*$")


def _name_words(name: str) -> list[str]:
    """The words of a name that say which thing it is (`the red one` -> `red`)."""
    return [w for w in name.lower().split() if w not in _NAME_FILLER and len(w) >= 2]


def _named_amount(text: str, name: list[str], floor: int, ceiling: int) -> list[tuple[int, str]]:
    """Where `text` (between floor and ceiling) writes the name's words and, right after them
    (within MAX_NAME_GAP characters, no digit between, on one line), a number: its offset, as written."""
    if not name:
        return []
    pattern = re.compile(r"(?<![A-Za-z])" + r"[^A-Za-z0-9\n]{1,4}".join(re.escape(w) for w in name) + r"(?![A-Za-z])", re.IGNORECASE)
    out: list[tuple[int, str]] = []
    for m in pattern.finditer(text, floor, ceiling):
        k = m.end()
        stop = min(k + MAX_NAME_GAP, ceiling)
        while k < stop and not text[k].isdigit() and text[k] != "\n":
            k += 1
        if k < stop and text[k].isdigit():
            n = _WRITTEN_NUMBER.match(text, k)
            if n is not None:
                out.append((k, n.group(0).replace(",", "")))
    return out


def _near_sentence(text: str, occ: _Occurrence) -> int:
    """Where a value's sentence starts, or the one before it when both are on its line."""
    start = sentence_start(text, occ.start)
    if start > 0 and text[start - 1] != "\n":
        start = sentence_start(text, max(start - 2, 0))
    return start


def _gap_pairs(
    reading: _Answer, i: int, against: Sequence[tuple[Decimal, str, Operand]], known: set[str]
) -> tuple[str, tuple[Operand, ...]] | None:
    """The value as `x - y`, x one of `against` and y one of the last two resolved numbers of its
    kind written before it in its sentence (or the one before, on its line), or the reverse: exact."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    floor = _near_sentence(reading.text, occ)
    recent = [o for o in occurrences[:i] if o.start >= floor and o.value in known and o.amount == occ.amount
              and o.value != occ.value][-2:]
    for number, value, operand in against:
        for o in reversed(recent):
            if o.number == number:
                continue
            mine = _written(o)
            if o.number - number == occ.number:
                return f"{o.value} - {value}", (mine, operand)
            if number - o.number == occ.number:
                return f"{value} - {o.value}", (operand, mine)
    return None


def _gap_to_named_number(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A gap to a thing named, then its amount written right after the name (`which is $0.82 less
    than your silver one ($154.07)`): that amount less one of the last two resolved amounts of its
    sentence, or the reverse, exact. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    m = _GAP_TO_NAMED.match(text, occ.end)
    if m is None or occ.number <= 0 or i + 1 >= len(occurrences):
        return None
    against = occurrences[i + 1]
    if against.at - m.end() > MAX_NAME_GAP or against.value not in known or against.amount != occ.amount:
        return None
    named = _NAME_THEN_NUMBER.fullmatch(text, m.end(), against.at)
    if named is None or not _name_words(named.group(1)):
        return None
    return _gap_pairs(reading, i, ((against.number, against.value, _written(against)),), known)


def _gap_to_written_comparison(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A gap to a thing named (`$1,600 of headroom under your threshold`) that is the difference of
    a comparison the answer wrote before it (`$400 is under your 2,000 limit`: both resolved, of
    either kind), one of the last WRITTEN_COMPARISONS, exact. Returns (expression, operands)."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    if occ.number <= 0 or _GAP_TO_NAMED.match(text, occ.end) is None:
        return None
    pairs: list[tuple[_Occurrence, _Occurrence]] = []
    for k in range(i - 2, -1, -1):
        a, b = occurrences[k], occurrences[k + 1]
        if a.value in known and b.value in known and a.value != b.value:
            m = _WRITTEN_COMPARISON.match(text, a.end)
            if m is not None and m.end() == b.at:
                pairs.append((a, b))
                if len(pairs) >= WRITTEN_COMPARISONS:
                    break
    for a, b in pairs:
        for left, right in ((b, a), (a, b)):
            if left.number - right.number == occ.number:
                return f"{left.value} - {right.value}", (
                    _written(left),
                    _written(right))
    return None


# Words by which a sentence says a number is a gap between two others: `difference`, `save`, `cheaper`.
_GAP_CUE: Final = re.compile(
    r"\b(?:difference|differ|differs|save|saves|saving|savings|cheaper|dearer|pricier|more|less|higher|lower|extra|"
    r"gap|apart|between|spread|margin)\b",
    re.IGNORECASE,
)


def _gap_of_the_next_two(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A gap written before its two ends (`You'd save $0.82: the black is $153.25 and the silver
    $154.07`; `A difference of $0.82 ($154.07 vs $153.25)`): the next two numbers after it, in its
    sentence, both resolved and of its kind, their difference (either order), exact, where the
    sentence says it is a gap (`difference`, `save`, `cheaper`, `more` ...). Returns (expression, operands)."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    if occ.number <= 0 or i + 2 >= len(occurrences):
        return None
    x, y = occurrences[i + 1], occurrences[i + 2]
    end = _sentence_end(text, occ.start)  # (from its start: a token may hold the full stop after it)
    if y.end > end or x.start == occ.start or x.start == y.start or x.number == y.number:
        return None
    if not all(o.value in known and o.amount == occ.amount for o in (x, y)):
        return None
    if _GAP_CUE.search(text, sentence_start(text, occ.start), x.start) is None:
        return None
    for left, right in ((x, y), (y, x)):
        if left.number - right.number == occ.number:
            return f"{left.value} - {right.value}", (
                _written(left),
                _written(right))
    return None


def _gap_between_rows(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A gap said with a comparison word right after it, under a table (`**Standard** costs **$15.00
    more** per month` under `| Standard | 10 GB | $45.00 |` and `| Basic | 5 GB | $30.00 |`): the
    cell of the row its sentence names less another row's cell of that column, or the reverse,
    exact. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    if occ.number <= 0 or _GAP_WORD_AFTER.match(text, occ.end) is None:
        return None
    table = _table_before(reading, occ)
    if table < 0:
        return None
    layout = reading.layout
    sentence = text[sentence_start(text, occ.start) : occ.start].lower()
    rows = layout.rows(table)
    named: list[int] = []
    for row in range(rows):
        first = layout.span(table, row, 0)
        if first is None:
            continue
        name = " ".join(_ROW_NAME_NOISE.sub(" ", text[first[0] : first[1]]).lower().split())
        if len(name) >= 2 and not any(c.isdigit() for c in name) \
                and re.search(r"(?<![a-z])" + re.escape(name) + r"(?![a-z])", sentence):
            named.append(row)
    if len(named) != 1:
        return None
    for column in range(1, layout.columns(table)):
        span = layout.span(table, named[0], column)
        mine = _lead_number(reading, span, known) if span is not None else None
        if mine is None or mine.amount != occ.amount or mine.value not in known:
            continue
        for row in range(rows):
            other_span = layout.span(table, row, column)
            other = _lead_number(reading, other_span, known) if row != named[0] and other_span is not None else None
            if other is None or other.value not in known:
                continue
            for left, right in ((mine, other), (other, mine)):
                if left.number - right.number == occ.number:
                    return f"{left.value} - {right.value}", (
                        _written(left),
                        _written(right))
    return None


_TIME_PART = r"([0-9]{1,4})[ \t]?(days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b"
# A duration in two or more units: `37 min 20 s`, `3 days 23 h 55 min`, `1h 15m`, `2 hours and 5 minutes`.
_MIXED: Final = re.compile(_TIME_PART + r"(?:(?:[ \t]*,?[ \t]*(?:and[ \t]+)?)" + _TIME_PART.replace("(", "(?:", 2) + r"){1,3}", re.IGNORECASE)
_TIME_PIECE: Final = re.compile(_TIME_PART, re.IGNORECASE)
_SECONDS_IN: Final = {"d": 86400, "h": 3600, "m": 60, "s": 1}


def _mixed_rule(reading: _Answer, i: int) -> tuple[str, tuple[Operand, ...]] | None:
    """A number that is a duration written on its line in two or more units (`37 min 20 s`, `3
    days 23 h 55 min`) stated in days, hours, minutes or seconds, rounded to the places written.
    Returns (expression, operands) without `= value`."""
    occ = reading.occurrences[i]
    text = reading.text
    line_start = text.rfind("\n", 0, occ.start) + 1
    line_end = text.find("\n", occ.end)
    line_end = len(text) if line_end < 0 else line_end
    places = _places(occ.value)
    for m in _MIXED.finditer(text, line_start, line_end):
        if m.start() <= occ.at < m.end():
            continue  # a part of the duration itself
        pieces = [(int(p.group(1)), p.group(2)[0].lower()) for p in _TIME_PIECE.finditer(m.group(0))]
        units = [u for _, u in pieces]
        if len(set(units)) != len(units):
            continue
        seconds = sum(n * _SECONDS_IN[u] for n, u in pieces)
        for unit, name in (("d", "days"), ("h", "hours"), ("m", "minutes"), ("s", "seconds")):
            if unit not in units and _SECONDS_IN[unit] > _SECONDS_IN[units[0]]:
                continue  # never in a unit larger than the duration's own largest
            value = Decimal(seconds) / _SECONDS_IN[unit]
            if value == occ.number or (places >= 1 and _equal(value, occ.number, places, True)):
                return f"{m.group(0)} in {name}", (Operand(m.group(0), "answer", f"answer offset {m.start()}"),)
    return None


def _temperature_rule(
    reading: _Answer, i: int, known: set[str], scale: str
) -> tuple[str, tuple[Operand, ...]] | None:
    """A temperature in one scale that is the one written just before it on its line in the other
    (`101.3°F (38.5°C)`), resolved or too short to judge, rounded to the places written."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    line_start = text.rfind("\n", 0, occ.start) + 1
    places = _places(occ.value)
    for o in reversed(occurrences[:i]):
        if o.start < line_start:
            break
        w = _WRITTEN_NUMBER.match(text, o.at)
        theirs = temperature_after(text, w.end()) if w is not None else None
        if theirs is None or not (o.value in known or o.value not in reading.pending):
            continue
        if theirs == scale:
            return None  # the nearest temperature before it is in its own scale
        value = -o.number if o.number > 0 and text[o.start : o.at].endswith(("-", "\u2212")) else o.number
        converted = convert_temperature(value, theirs, scale)
        if converted == occ.number or _equal(converted, occ.number, places, True):
            shown = f"{o.value} x 9/5 + 32" if scale == "F" else f"({o.value} - 32) x 5/9"
            return shown, (_written(o),)
        return None
    return None


def _per_time_rule(reading: _Answer, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A rate per unit of time (`106,164 per minute`, `~1,669/min`) that a number of its line
    before it gives: a rate per another unit of time times the factor between them, or a count
    over the span of time written after it (`8,343 in 5 minutes`). Rounded to the places written.
    Returns (expression, operands) without the `= value` part."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    if occ.amount or occ.number <= 0:
        return None
    m = _WRITTEN_NUMBER.match(text, occ.at)
    target = per_time_after(text, m.end()) if m is not None else None
    if target is None:
        return None
    line_start = text.rfind("\n", 0, occ.start) + 1
    places = _places(occ.value)
    for o in reversed(occurrences[:i]):
        if o.start < line_start:
            break
        if o.amount or o.number <= 0 or not (o.value in known or o.value not in reading.pending):
            continue
        w = _WRITTEN_NUMBER.match(text, o.at)
        if w is None:
            continue
        operand = _written(o)
        source = per_time_after(text, w.end())
        if source is not None and source != target:
            for factor in factors(target, source)[:1]:  # seconds in a minute: x 60 per minute
                if _equal(o.number * factor, occ.number, places, True):
                    return f"{o.value} /{source} x {_print(factor)} {source}/{target}", (
                        operand, Operand(_print(factor), "count", f"{source} in one {target}"))
        span = span_after(text, w.end())
        if span is not None:
            length, unit, at = span
            if length <= 0:
                continue
            scale = Decimal(1) if unit == target else next(iter(factors(target, unit)), None)
            if scale is None:
                continue
            if _equal(o.number / length * scale, occ.number, places, True):
                shown = f"{o.value} / {_print(length)}" + (f" x {_print(scale)}" if scale != 1 else "")
                return shown, (operand, Operand(_print(length), "answer", f"answer offset {at}"))
    return None


def _same_unit(a: str, b: str) -> bool:
    if a == b:
        return True
    for x, y in ((a, b), (b, a)):
        if y in (x + "s", x + "es"):  # `box` and `boxes`, `night` and `nights`
            return len(x) >= 2
    return False


# A whole written right after a part of it: `$1,143.16 of your $1,500.75`, `260 out of the 500`.
_OF_WHOLE: Final = re.compile(
    r"[ \t*]*(?:[A-Za-z]{1,12}[ \t]+){0,1}(?:out[ \t]+)?of[ \t]+(?:(?:your|the|its|their|our|this|that|a|an)[ \t]+)?"
    r"(?:[A-Z]{3}[ \t]?)?[$\u20ac\u00a3\u00a5\u20b9*]*[ \t]*",
)
# A sentence that says a part is what is left: `leaves`, `left`, `remaining`.
_REST_CUE: Final = re.compile(r"\b(?:leave|leaves|leaving|left|remain|remains|remaining|still have|rest)\b", re.IGNORECASE)
# An addition said in words between two items: `$300.00 for the flight plus $100.00 for insurance`.
_PLUS_WORDS: Final = re.compile(r"\b(?:plus|in addition to|together with|added to)\b", re.IGNORECASE)
MAX_SAID_SUM: Final = 80  # characters between two items that an addition word may join
# Words by which the text just before a value says it is the sum (`Together that's **1,150.00**`,
# `**Total:** $1,150.00`), and how far before the value they may stand (after the last item).
_SUM_SAID_BEFORE: Final = re.compile(
    r"\b(?:together|in total|total|totals|totalling|totaling|altogether|combined|in all|all told|sum)\b", re.IGNORECASE,
)
MAX_SUM_CUE: Final = 40


def _said_sum(answer: str, x: _Occurrence, y: _Occurrence, total: _Occurrence | None = None) -> bool:
    """Whether the answer says in words that it adds x and y (`$300.00 ... plus $100.00`), or that
    `total`, written after both, is their sum (`Rent: 1,100.00 ... Together that's 1,150.00`): the
    sum is then no slip of their difference (the running balance's `1262 - 150` written `1412`)."""
    first, second = (x, y) if x.start < y.start else (y, x)
    if total is not None and total.start > second.end and _SUM_SAID_BEFORE.search(
            answer, max(second.end, total.start - MAX_SUM_CUE), total.start) is not None:
        return True
    if second.start - first.end > MAX_SAID_SUM:
        return False
    return _PLUS_WORDS.search(answer, first.end, second.start) is not None


def _slip_of_difference(x: _Occurrence, y: _Occurrence, total: Decimal) -> bool:
    """Whether a difference of x and y is one digit away from their sum `total`."""
    return any(d > 0 and _one_digit_apart(d, total) for d in (x.number - y.number, y.number - x.number))


def _collapsed(items: list[_Occurrence]) -> list[_Occurrence]:
    """`items` with each subtotal standing for the items before it that it sums (2 to 8 of them)."""
    out: list[_Occurrence] = []
    for o in items:
        for size in range(2, min(MAX_WINDOW, len(out)) + 1):
            if sum((p.number for p in out[-size:]), Decimal(0)) == o.number:
                del out[-size:]
                break
        out.append(o)
    return out


def _one_digit_apart(a: Decimal, b: Decimal) -> bool:
    x, y = _print(a), _print(b)
    return len(x) == len(y) and sum(1 for p, q in zip(x, y) if p != q) == 1


def _pairings(x: _Occurrence, y: _Occurrence) -> tuple[tuple[Decimal, str, _Occurrence, _Occurrence], ...]:
    return (
        (x.number + y.number, "+", x, y),
        (x.number - y.number, "-", x, y),
        (y.number - x.number, "-", y, x),
    )


def _names_in(text: str) -> set[str]:
    return {normalize_token(piece) for _, piece in token_spans(text)} if text else set()


def _names_of(node: dict[str, Any]) -> frozenset[str]:
    """The names an object carries directly: its one-word string values (`JG7FMM`, `EWR`, `HAT028`)."""
    return frozenset(
        normalize_token(v) for v in node.values() if isinstance(v, str) and _NAME.fullmatch(v)
    )


def _counts_in(text: str) -> list[tuple[int, str]]:
    """The counts `text` states: 2-12 as digits (not an amount: `USD 9` is no count) or words."""
    out: list[tuple[int, str]] = []
    amounts = amount_starts(text)
    for m in _COUNT_DIGITS.finditer(text):
        n = int(m.group(1))
        if MIN_COUNT <= n <= MAX_COUNT and m.start(1) not in amounts:
            out.append((n, m.group(1)))
    for m in _COUNT_WORD.finditer(text):
        out.append((_COUNT_WORDS[m.group(1).lower()], m.group(1)))
    return out


_LABEL_WORDS = re.compile(r"([A-Za-z][A-Za-z ]{0,40})[^A-Za-z0-9\n]*\Z", re.ASCII)


def _label(answer: str, start: int, floor: int) -> str:
    line_start = max(answer.rfind("\n", 0, start) + 1, floor)
    m = _LABEL_WORDS.search(answer, line_start, start)
    if m is None:
        return ""
    return " ".join(m.group(1).lower().split()[-3:])


# The occurrences of the last answer read: an answer the rules explain is read again when it is
# remembered (`answered`). One (answer, occurrences) pair, replaced whole; the lists are not changed.
_LAST_OCCURRENCES: Final[list[tuple[str, list[_Occurrence]]]] = [("", [])]


def _number_occurrences(answer: str, full: bool = True) -> list[_Occurrence]:
    """Every plain or signed number the answer writes, with its span, in text order; a range
    token (`320-$450`, `110-` before `€200`) is each of its ends. Not `full`: without the words
    before each (`label` "", `each` False), which `answered` does not read."""
    last = _LAST_OCCURRENCES[0]
    if last[0] == answer:
        return last[1]
    out = _read_occurrences(answer, full)
    if full:
        _LAST_OCCURRENCES[0] = (answer, out)
    return out


# A currency symbol written after a number, as German and French write money: `242,95 €`.
_SYMBOL_AFTER: Final = re.compile("[ \u00a0\u202f*]{0,3}[\u20ac\u00a3\u00a5\u20b9](?![0-9])")


def _read_occurrences(answer: str, full: bool) -> list[_Occurrence]:
    out: list[_Occurrence] = []
    starts = amount_starts(answer)
    previous_end = 0
    # where each sentence starts, and the `each`/`per` words, found once: searched again from each
    # number's sentence start, a sentence of thousands of numbers cost their square
    breaks = _sentence_breaks(answer) if full else []
    words = [(m.start(), m.end()) for m in _PER_UNIT_BEFORE.finditer(answer)] if full else []
    word_starts = [a for a, _ in words]
    for start, piece in token_spans(answer):
        if not _has_digit(piece):
            continue
        end = start + len(piece)
        form = normalize_token(piece)
        glued = _GLUED_PER.fullmatch(form)
        if glued is not None:
            form = normalize_token(glued.group(1))
        elif (minor := glued_minor(form)) is not None:
            form = normalize_token(minor)  # a price glued to its minor unit: `1023.56p` (minor_units.py)
        numbers: list[tuple[str, int, str]] = []  # (form, offset of the first digit, digits as written)
        if _PLAIN.fullmatch(form):
            numbers.append((form, _first_digit(answer, start, end), ""))
        elif "-" in form and _RANGE_TOKEN.fullmatch(form):
            for m in _WRITTEN_NUMBER.finditer(piece):
                numbers.append((normalize_token(m.group(0)), start + m.start(), m.group(0)))
        else:
            signed = signed_amount(form) if "$" in form else None
            if signed is None:
                continue
            numbers.append((signed, _first_digit(answer, start, end), ""))
        per_unit_here = glued is not None or _PER_UNIT_AFTER.match(answer, end) is not None
        each = full and _per_unit_between(answer, words, word_starts, breaks[bisect_right(breaks, start) - 1], start)
        label = _label(answer, start, previous_end) if full else ""
        for value, at, written in numbers:
            number = as_decimal(value)
            if number is None:
                continue
            if not written:
                as_written = _WRITTEN_NUMBER.match(answer, at)
                written = as_written.group(0) if as_written is not None else value
            amount = at in starts or start in starts or start + 1 in starts or start + 2 in starts \
                or _SYMBOL_AFTER.match(answer, end) is not None
            out.append(
                _Occurrence(start, end, at, value, number, amount, label, per_unit_here, written.replace(",", ""), each)
            )
        previous_end = end
    # the start of a range written `€110-€200 per night` is per unit as its end is
    for k in range(len(out) - 1):
        o = out[k]
        if answer[o.end - 1 : o.end] == "-" and out[k + 1].per_unit and not o.per_unit:
            out[k] = o._replace(per_unit=True)
    return out


_BREAK = re.compile(r"\n|[.!?] |;")


def _sentence_breaks(answer: str) -> list[int]:
    """0 and every offset where a sentence or clause starts, ascending: `sentence_start(answer,
    k)` is the last of them at or before k (`layout.sentence_start`, whose breaks never overlap)."""
    return [0, *(m.end() for m in _BREAK.finditer(answer))]


def _per_unit_between(answer: str, words: list[tuple[int, int]], word_starts: list[int], lo: int, hi: int) -> bool:
    """`_PER_UNIT_BEFORE.search(answer, lo, hi) is not None`, from the answer's `words` (its
    matches over the whole text, whose starts are `word_starts`): the first at or after `lo` ends
    by `hi`; or a word ends at `hi` itself (a boundary there only because the search stops there)."""
    k = bisect_left(word_starts, lo)
    if k < len(words) and words[k][1] <= hi:
        return True
    return _PER_UNIT_BEFORE.search(answer, max(lo, hi - 5), hi) is not None


def _has_digit(piece: str) -> bool:
    """`any(c.isdigit() for c in piece)`, as a loop (a generator costs more than the test here)."""
    for c in piece:
        if c.isdigit():
            return True
    return False


def _first_digit(answer: str, start: int, end: int) -> int:
    for k in range(start, end):
        if answer[k].isdigit():
            return k
    return start
