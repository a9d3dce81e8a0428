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
| `per-count` | `$50 per passenger` ... 3 passengers ... `$150`; `Each bill includes a $10 late fee` ... `$20`; `every month` ... `Over a year` ... `$3,000` | a per-unit amount (`per`, `each`, `every`, `/night`) times, or a total over, a count of 2-12 the user, the answer or the run states; a monthly figure times 12 or a daily one times 7 where the sentence says a year or a week; (round 32, a wide try) a per-unit amount the previous answer or the one before settled (`R96.20 per lesson`) times such a count (`save R962.00 on the package`), refused when another product of that search reaches a one-digit neighbour | a value equal to such a product |
| `quantity` | `500 shares at an average of $70.0346, for a total of about $35,017.30`; `Two $35.00 fees, $70.00 total` | a count of things (`500 shares`, `Two`) times an amount, both written before it in its sentence or the one before on its line; exact, or rounded to the value's places when the price has more | a value equal to such a product |
| `exchange` | `1 USD = 0.8594 EUR` ... `For $2,500.00 you would receive €2,148.50` | an amount of its sentence (or the one before) times or over a rate the answer quotes, the rate resolved; rounded to the value's places; (dive37) a rate its line writes before it after `at` (`- In pounds at 0.8705: **£724.26**`) over an amount of another currency mark of its line or the line above (`- **Total: €832**`), chance-tested over those amounts | a value equal to such a conversion |
| `rate` | `at $2.00/GB ... 7.7 GB would cost $15.40`; `€94.37 for 312 kWh ... €0.302 per kWh` | a rate per unit times a quantity of that unit, or an amount over a quantity, both in its sentence | a value equal to such a product or quotient |
| `balance` | `You paid $4,890` ... `Refund: $4,410` | a recent number less a cited column sum (maybe times a count), or the sum less it | a value equal to such a difference |
| `remainder` | (previous answer: `$500`) ... `$375` ... `$125 remaining` | one of the previous answer's last 6 numbers less the number just before it (not for a per-unit price) | a value equal to such a difference |
| `repeat` | a value an earlier answer of the run computed | that answer's expression; (sawmill38) or written with the very characters of one, read the other way of a group of three (`9,450` computed as 6,300 + 3,150, then `210.420,00 / 9,450` read with a decimal comma: `narrow.other_grouping`); (pool39) the pool is the whole run's, so from one of the last `REPEAT_RECENT` (4) answers only, counted from the one that computed it, unless the answer writes one of its operands, or its operands were all written by its own answer and the far values of its magnitude band are fewer than one in `REPEAT_ODDS` (1,000) of the band's width (`basis._repeat_in_reach`: hostile38's `48213`, a chance `conversation` sum, was repeated by every later answer of a 40,000-message run) | a value equal to a recent computed one, or to a far one beside one of its operands, or to a far one computed from operands written beside it while its band is sparse; (its price the other way: a value a search found, restated bare more than 4 answers on, is flagged) |
| `conversation` (wide) | `$2.75 higher` than the previous answer's bills; `Total with fees: $3,925.00` (3,500 + fees of 425 two answers back) | a sum or difference of two resolved numbers this answer wrote before it, or the previous answer wrote; (census35) or of one of them and an amount the answer before the previous one settled that the previous answer did not correct (wrote no number one digit off it), a sum only after a total's word, tried after the other wide rules, refused when any sum or difference of that wider search reaches a one-digit neighbour or two pairs give the value | a value equal to such a sum or difference, not one digit off a carried number |
| `record` (wide) | `refunded $51.03 ... your gift card balance is now $292.13`; `AF456 would be €360 for two` | a recent number plus or minus a number of a record the answer or the previous answer names (`gift_card_3779466`: `balance` 241.1), or such a number times a stated count; (round 32) in a short reply (at most 160 characters), a number the latest result carries (at most 12) times a count of 2-12 the person's last message writes (`Two students?` ... `R2,300.`), refused when another such product reaches a one-digit neighbour | a value equal to such a sum, difference or product, not one digit off a carried number |
| `split` (wide) | `split the taxes evenly between the two lines: ... $6.175` | a number of this or the previous answer over a stated count, where the answer says it splits, divides or averages; (round 32) in a short reply (at most 160 characters) to a question that asks a share (`Per hour?`), a number the latest result carries over a whole number 2 or more it or the previous answer writes (`16 h.` ... `R71.88.` for 1,150 / 16), rounded, refused when another such quotient reaches a one-digit neighbour | a value equal to such a quotient, not one digit off a carried number |
| `date-shift` | `delivered on 2025-03-03; claims are due within 30 days, so until 2025-04-02` | a resolved ISO date of its sentence (or the one before) plus or minus a span of days or weeks written there or said by the user (`explain_dates`) | a date equal to such a shift |
| `date-step` | `due in 30 days, on 2024-06-13`; `the 9th monthly installment is due 01/14/2025` | (round 13, `date_steps.py`) a date the run knows (carried in any spelling, said, written) plus a span of days, weeks, months (clamped to the month's end) or years stated in its sentence, the one before or by the user (`N days before` steps back); refused when a date one digit apart from it is reached too | a date equal to such a step from a known date |
| `working-days` | `6 working days from Mon 9 Nov. Fri 13 Nov is closed, so they run 9-12 Nov and 16-17 Nov, ending Tue 17 Nov`; `roof 5 working days from Thu 03 Dec to Wed 09 Dec` | (round 23, `working_days.py`) a yearless date a span of N working days its sentence or the one before states reaches, Saturdays, Sundays and the closed days skipped (those a result's line calls closed, `Site closed: Fri 2026-11-13`, and the known dates the answer's clause calls closed): the Nth working day counted from a known start written after `from`; N working days `later` than a known date (or one an earlier answer computed), refused when a one-digit neighbour is reached too; a range `9-12 Nov` of the span that ends on the last working day before a day off; the span's start, the next working day after the date written before it | a date equal to such a count; a count that takes a closed day as a working day stays flagged |
| `keyed` (late) | `$10.00 less, $10.75 with tax` (the policy: `taxed at 7.5%`); `14 GB ... at $6.00/GB plus tax that was $90.30` | (round 14, `keyed_operands.py`) the last 3 numbers its sentence or line writes before it, the 3 carried numbers whose key its sentence names best (`tax_rate`, `Label: value`, `taxed at 7.5%`), the counts it writes: +, -, x, / of two, then a rate or a count step, each with a keyed operand; tried after the wide rules | a value equal to such an expression with no one-digit neighbour reached as cheaply (operands, subtractions, divisions), not one digit off a carried number |
| `in-order` (late) | `at $50.00 and the new one $20.00: $70.00 of plans`; `**Total now** | **$67.60**` then `Half today would be **$33.80**` | (round 15, `in_order.py`) the 1-3 resolved numbers its line writes just before it, in order, or the previous line's last: sums and differences of two or three, and the word operators its clause writes (`half`, `twice`, `a third`, `per person` over a stated count); a cost per operand, per operand skipped or outside its sentence, per subtraction or division no word asked for; tried after `keyed` | a value equal to such an expression with no one-digit neighbour reached as cheaply |
| `count-divided` (late) | `6 months: ... = 65.6 GB, avg 10.93`; `3 payments of $27.46`; `half the balance is $250.01` | (round 16, `count_divisions.py`) a whole over the count its sentence states (`half`, `a third`, `a quarter`; a count before an `average`/`avg`/`mean` or in `N payments of`): one of the last 4 resolved numbers of the answer, a number of the previous answer, or for a mean the sum of N numbers written one after the other; tried after `in-order` | a value equal to such a whole over the stated count with no one-digit neighbour so reached |
| `sibling-change` (late) | `Shoes 10 white: $136.50 (+$7.50)`; `silicone $19.50 (−$9.50)` | (round 16, `sibling_changes.py`) a signed amount (`+`/`−` before it, `more`/`less` after it) right after a written carried price: that price less the number a sibling object (another variant, another item of one container) carries under the same key, the sign matching; tried after `count-divided` | an invented change equal to the written price's difference from a sibling's, with no sibling reaching a one-digit neighbour |
| `earlier-mean` (late) | `the other three average 116.67` after an earlier `100.00 + 200.00 + 50.00 = 350.00` | (round 16, `earlier_builds.py`) the mean of the n numbers one of the last 8 sums earlier answers computed adds (their expression adds and does nothing else; an equation's result that is no candidate counts), where its sentence or the person's last text says average, mean or avg; rounded half up to its places; tried after `in-order` | a value equal to such a mean with no other such mean one digit off it, not one digit off a carried number |
| `span-pace` (late) | `Days left (Dec 3–24): 22. Even pace: $387.17/day`; `Q4 has 92 days: spend ≈ $43,612.97` | (round 20, `span_paces.py`) an amount the run knows (a result's number, the difference of two numbers of one record, a number written before it, the previous answer's) over a span of days or weeks the conversation states, where the value is written per day or week; or carried over the span its line states (`29865.40 / 63 x 92`); tried after `priced-chain` | a value equal to such a quotient or projection with no one-digit neighbour so reached, not one digit off a carried number |
| `swapped-item` (late) | `3 nights are 1,500.00 instead of 720.00. The trip would then cost 1,860.00` after an earlier `= 1,080.00` | (round 16, `earlier_builds.py`) one of the last 8 totals earlier answers computed, less the item B and plus the item A its sentence (or the one before) writes as `A instead of B` (`rather than`, `in place of`), both resolved; exact | a value equal to such a swap with no other such swap one digit off it, not one digit off a carried number |
| `policy-chain` (late) | `| Max Unlimited | 200 GB | $76.29 |` under `Monthly (autopay, tax, fee)` | (round 17, `policy_chains.py`) a number of a record its line names by its name (or one of the last 2 resolved numbers of its sentence) through the steps the system prompt states (`a $5.00 credit per line`, `15% off`, `taxed at 6.35%`, `a $1.85 fee per line`) that its sentence or its table's header names, in the order bills apply them (credits, discounts, taxes, fees; a step not named is skipped) | a value equal to such a chain with no chain of the same steps from the same bases reaching a one-digit neighbour, not one digit off a carried number |
| `ledger-total` (late) | `- Discount 10%: −USD 12.00` ... `- Access fees: 3 × 2.50 = USD 7.50` then `Monthly total: **USD 123.60**` | (round 17, `ledger_totals.py`) the signed sum of the last amounts of the 2-8 lines right above the value's line (one block, each resolved), the value the one number of its line | a value equal to such a sum with no other run of the lines reaching a one-digit neighbour |
| `period-scaled` (late) | `Over twelve months that is $22.20` after `$1.85 a month`; `$2,258.40 a year` for a carried `188.20` | (round 17, `period_scaled.py`) a number the run knows (written before it, the previous answer's, an earlier answer's computed one, a person's, a result's) times 12 where its words say a year (x 52, x 365 where its sentence names weeks or days; a month / 12, a week x 7) | a value equal to such a product with no one-digit neighbour a known number so reaches, not one digit off a carried number |
| `priced-chain` (late) | `14,600 vCPU-hours × $0.0416 = **$607.36/month**`; `**3-year, 45% off**: ... saving $3,279.74 a year, $9,839.23 over the term`; `$1,342.00 a month ... with the 4% discount ... a saving of $644.16` | (round 19, `priced_chains.py`) `base [x percent factor] [x period]`: a unit price times a count written together in its clause, or a number the conversation states (written before it, the previous answer's, an earlier answer's computed one, the person's last text's); a percent its line writes before it as r, 1 - r, 1 + r; x 12 where its sentence names a year, x 12·N for an `N-year` term; or a run-rate, over a count of hours written and times the hours its line writes (`210.60 / 33 x 744`); rounded; tried last | a value equal to such a chain with no one-digit neighbour the same search reaches, not one digit off a carried number |
| `rest-of-whole` | `Paid from your $500 certificate, **$241** would remain on HAT1203` after `**HAT1203** at 6:55am: $259`; `With your 500 euros, Good Night's minimum leaves 260 euros` after `from 240.0 a night` | (round 18, `rest_of_whole.py`) where a word says it is what is left (`leaves`, `remaining`; `would remain` right after it), or (round 19) a percentage is taken of it (`deductible $3,200, then 30% of $14,800`): a resolved number its sentence writes before it less another of them, the last number of the sentence before, or the last amount of the earlier line naming what its clause names (`on HAT1203`); round 19: the whole of an earlier difference of the answer (`to go`), the numbers of the record its line names, and with no word, the person's last text's number less the number written just before it (`about $18,000 allowed` ... `then 30% of $14,800`); exact | a value equal to such a difference with no other whole and part of the same pool reaching a one-digit neighbour; from round 19's pools, not one digit off a carried number it does not take |
| `other-share` | `Coinsurance: 25% of $1,265.00 = $316.25 - He'd pay $1,051.25; the plan pays $948.75` | (round 19, `other_shares.py`) where its clause says a party pays or covers it (`pays`, `would pay`, `covers`): one of the first 3 amounts (resolved or computed here) written after a percentage P its paragraph writes before it, times (100 - P) / P; rounded to its places; a value one digit off a carried number refused | a value equal to such a complement with no other percentage and share of the same pool reaching a one-digit neighbour |
| `month-length` | `Downtime: 58 minutes of 43,200 in November`; `Dec has 44,640 minutes` | (round 19, `month_lengths.py`) the days of the month its line names (February's by the year written; `month`: 30 or 31) times the minutes, hours or seconds of a day, the unit named on its line; a value one digit off a carried number refused | a value equal to such a length beside a month and its unit |
| `rest-share` | `Downtime: 58 minutes of 43,200` then `Uptime: 99.866%` | (round 19, `products.py`) a share written `N%` after a word of the rest (`uptime`, `available`, `left`, `remaining`): 100 less a number of its sentence, the one before or the line above (resolved or under the digit minimum) over the last resolved one, times 100; rounded | a value equal to such a rest with no other part of the window reaching a one-digit neighbour |
| `carried-ratio` | `CMP-40217 ... CPA $22.77`; `Spend: $1,371.72 (CPC $0.45)`; `CPM €7.78`; `| Desktop | ...; (sawmill38) a percent whose `%` its token holds (`Yield: 55.51%,`) is x 100 too (`decimal_text.percent_written`) | 2.00% |` | (round 20, `carried_ratios.py`) one number of a record of this turn's or the previous turn's results over another (a JSON object, a CSV or markdown text result's row: `text_tables.py`), the record its line names searched first and alone; or one column total of an array over another; x 100 for a percent, x 1000 where its line says per thousand; rounded to its places | a value equal to such a quotient with no one-digit neighbour the same search reaches, not one digit off a carried number |
| `applied-rate` | `Extra: ... = 26.88 t` then `At $181.20/t: $4,870.66`; (previous answer: `38.20 t`) `Handling is $6.50/t, so $248.30` | (round 21, `applied_rates.py`) the last rate per a unit written in its sentence before it, times the last quantity of that unit (not a rate: `2.36 t/ha`) written before that sentence in this answer, else in the previous answer; both resolved; exact or rounded to the 2+ places written | a value equal to that one product |
| `carried-product` | `| GA Floor | $37,890.00 |` for `GA Floor,900,842,12,45.00`; (sawmill38) or a record's 2-3 sizes in metres (keys ending `_mm`, `_cm`, `_m`) multiplied, alone or times one whole number of it (`pieces`), exact (`record_sizes.py`) | (round 21, `carried_products.py`) two numbers of one record of this turn's or the previous turn's results multiplied (a JSON object, a CSV or markdown text result's row), the record its line names by a word or its array's one record; exact (a quantity times a price is) | a value equal to such a product with no one-digit neighbour a product of any record of those results reaches, not one digit off a carried number |
| `carried-sum` | `Fees ($8,716.52) and tax are not part of the split` for `service_fees` 5681.52 and `facility_fees` 3035 | (census35, `carried_sums.py`) two numbers of one record of this turn's or the previous turn's results added, the record its line names or the one record of its array or result, where the sentence says a whole (`total`, `together` ...) or writes a word both keys share | a value equal to such a sum with no one-digit neighbour reached by a sum of two numbers of any record of those results, not one digit off a carried number |
| `cost-line` (late) | `| Arborio | 480 g | £2.02 |` for `Arborio rice ..... £4.20/kg`; `| White wine | 200 ml | £2.40 |` for `£9.00/75cl`; `| Olive oil | 26 L | 6 (30 L) | £231.00 |` for a record's `case_price_gbp` 38.50 | (round 22, `cost_lines.py`) a quantity its line writes before it (or, none written, the item's quantity a record or a line of this or the last two answers writes beside its name) times the unit price the run gives for the item its line names by a word (a result's price line or record, the person's last text, a price written on the line), the units scaled only physically (g, kg, mg; ml, cl, L; a pack size written), a bare count times a price per a thing; rounded; tried after `span-pace` | a value equal to such a product with no one-digit neighbour a quantity of the line times a price of an item it names reaches, not one digit off a carried number |
| `period-length` (late) | `Okafor £33.00/h` for a roster's `day_rate_gbp` 264 where the system prompt says `a crew day is 8 hours`; `£180/day ... £900 a week` on `a 5-day week` | (round 23, `period_lengths.py`) a rate of another period (hours and days, days and weeks) of a record its clause names best by a word of its name-like keys (`name`, `contractor`; not a trade, role or site; refused when records named as well differ) under a key naming the period, or written on its line with its period, over or times the hours a day or days a week the run states (a text or a key `hours_per_day`); tried after `period-scaled` | a value equal to such a conversion with no base of its clause reaching a one-digit neighbour through any stated length, not one digit off a carried number |
| `unit-gap` (late) | `Extra at +£0.056/L` for a notice's `£1.412/L until ...; £1.468/L from ...` | (round 23, `unit_gaps.py`) the gap of two prices one result's text writes per the physical unit (and pack) the value is written per; exact; tried after `period-length` | a value equal to such a gap with no other pair of one result's prices reaching a one-digit neighbour, not one digit off a carried number |
| `reading-gap` (late) | `covered 7,440 km between 1 December and 1 March`; `By km: 58,410 (4,510 km left at 53,900)` | (round 23, `reading_series.py`) the readings of one field the run's results carry (one key of a JSON record series or nested record, one column of a CSV or markdown text result) whose unit the value wears (`odometer_km` for `7,440 km`; the unit word after it or just before it, `By km: 58,410`), never a currency: a difference of two of one series (the records of one array of one result, a text table's rows, that are of one thing: no two with different `unit`, `id`, `name`), a reading plus an interval its own result states in that unit (`service_interval.km`, `interval_km`), or such a due point less another reading of the same thing; exact; tried after `cost-line` | a value equal to such a gap or due point with no one-digit neighbour the same field's readings reach, not one digit off a carried number |
| `measure-rate` (late) | `lost 5.3 − 4.1 = 1.2 mm over 6,390 km, so 5,325 km per mm` | (round 23, `measure_rates.py`) where the value is written `N u1 per u2` (`/u2`, `a u2`), u1 no currency: a resolved number wearing u1 over one wearing u2, both written in its sentence or the one before on its line; rounded to its places; tried after `reading-gap` | a value equal to such a quotient with no one-digit neighbour another pair of those units reaches, not one digit off a carried number |
| `interval-due` (late) | `Last service at 2,050 h, so due at 2,300 h` where the system prompt says `a service every 250 engine hours` | (round 24, `stated_intervals.py`) a resolved number written before the value in its sentence, wearing the value's unit, plus an interval a person stated as `<thing> every N <unit>`, the thing named in the value's sentence; exact; tried after `reading-gap` | a value equal to such a sum with no one-digit neighbour reached by another base or named interval, not one digit off a carried number but its base |
| `compound` (late) | `It loses 0.5% a year after the first: ... year 10 14,721 kWh`; `Total over the first 10 years?` ... `About 150,581 kWh`; `in their second year, so 0.5% less is expected: 31.49 kWh a day` | (round 31, `compound_growth.py`) a base (a resolved number written before it, the previous answer's, an earlier answer's computed one; one computed here with rounding at its exact value) times (1 ± r)^k for a percent r of at most 25% the run states or the answer writes, k the periods its sentence or the question states (`year N`, `the second year`: N - 1 or N; `N years`: N or N - 1), or the sum of N periods (`N years`: base x (1 - g^N) / (1 - g)); rounded; tried after `period-scaled` | a value equal to such a growth or sum with no one-digit neighbour the same search reaches, not one digit off a carried number |
| `decimal-degrees` (late) | `50°47.2'N 001°06.5'W = 50.7867, −1.1083` | (round 24, `coordinates.py`) a position `D°M'` written on the value's line before it, D + M/60 rounded half up to the value's places (2 or more) | a value equal to such a conversion with no one-digit neighbour reached by another position of its line, not one digit off a carried number |
| `worded-multiple` (first) | `£31.00/h` ... `Time and a half: £46.50/h` | (round 25, `worded_multiples.py`) a premium named in words on the value's line (`time and a half`, `time and a quarter`, `double time`, `triple time`) times one of the last 4 resolved numbers of its line or the line before; rounded half up to its places; tried before the narrow rules | a value equal to such a product with no one-digit neighbour another base or premium reaches, not one digit off a carried number |
| `ledger-percent` (late) | `- Berth: ... = £252.30` `- Shore power: ... = £32.50` `- VAT: £56.96` | (round 24, `ledger_percents.py`) the only number of its line: a percent its label writes (`VAT 20%:`), else a percent the system prompt states whose naming words the label writes (`VAT`), times the signed sum of the last amounts of the 2-8 lines right above it (one block, each resolved), rounded half up; tried after `ledger-total` | a value equal to such a share with no one-digit neighbour reached by another run of lines or named percent, not one digit off a carried number |
| `unit-cost` (late) | `£316.64 for 216.1 L.` ... `£1.465/L`; `937 mi` ... `$138.37` ... `**Per km:** $0.092` | (round 24, `unit_costs.py`) an amount written per a unit of length, area, volume or mass (after it, glued or its line's `Per km:` label): one of the last 4 resolved amounts before it or the previous answer's over one of the last 4 quantities of that dimension before it or settled by the previous answer, converted by the exact factor or a 4-digit spelling; rounded; tried after `measure-rate` | a value equal to such a quotient with no one-digit neighbour another pair of that pool reaches, not one digit off a carried number |
| `range-scale` (late) | `16 to 20 prawns a kilo: 7,200 to 9,000 prawns` after `450 kg` | (census40, `range_scales.py`) the value is an end of a range and a range per a unit (`A to B ... a kilo`, `/kg`), its ends carried or resolved, stands before it on its line: each end times the nearest quantity of that unit's dimension the answer wrote before it (mend40b), or else the previous answer's last, converted exactly; both ends must hold with one quantity, exact at the places written; tried after `unit-cost` | a range whose both ends are the stated range scaled by a quantity the conversation wrote |
| `stacked-product` (late) | `- A harvest: 24 × 45 = **1,080 t**` / `- Harvests: **11** (the last on 20 May)` / `- Season: **11,880 t**` | (census40, `stacked_products.py`) the only number of its list line: the product of the two list lines right above it, each line's number after its `=` or else its first after its label, one resolved and the other resolved or a whole count under 1,000; exact at the value's places; tried after `range-scale` | a total whose short count on the line above the answer wrote wrong, consistently |
| `area-product` (late) | `2,0 ÷ 0,8 = 2,50 m, 3,0 ÷ 0,8 = 3,75 m → **9,375 m²**` | (felt43, `area_products.py`) the value wears a unit squared (`m²`, `m2`, `sq m`); the two numbers nearest before it on its line or the two lines above wear that unit bare, each settled (known, computed here, carried, or an `=`'s result); their product rounded half up at the value's places; refused one digit off a carried number (`late_try_refused`) |
| `minor-product` (late) | `For 42 kWh:` ... `peak (38.6085p): £16.22` | (older41b, `minor_products.py`) an amount to the penny or cent wearing `£`, `$` or `€`: one of the last 6 resolved numbers the answer wrote before it (no amount) times a price in that currency's hundredths (`p`/`pence` for `£`, `¢`/`cents`/`ct` else) written before it in this answer (carried or resolved) or in the previous answer, over 100, rounded half up or half even; a stated quantity under the digit minimum may be the factor (`_STATED_RULES`); tried after `range-scale` | a value equal to such a product with no one-digit neighbour another pair of the pool reaches, not one digit off a carried number |
| `sized-product` (late) | `kg in a 454 g case` ... `5.448 kg` (the rules' `12 jars a case`) | (older42, `sized_products.py`) the value (4+ significant digits) wears a unit of mass, length or volume; a size wearing another unit of that dimension, a power of ten from it (g, cm, mL), written on its line or the line above, in the question, after a count and `×` in the previous answer (`1848 × 340 g`), or stated by the run (the latest 6); a count (whole, 2+, no unit) settled on those lines or written in the question, or a pack the run states (`12 jars a case`, the latest 4): size x count or size x count x pack, converted, exact; tried after `unit-carry` | a value equal to such a product with no other product of those pools one digit off it, not one digit off a carried number |
| `whole-containers` (late) | `1,500 ÷ 220 = 6.82 → 7 (1,540 m)` for `coils of 220 m (whole coils, rounded up)`; `1,542 ÷ 400 = 3.855 → 4, 2,600` for `pallets of 400 (whole pallets, rounded up); a pallet costs 650` | (older42, `whole_containers.py`) a stated line writes `CONTAINERs of N` (a unit after N or none) with `whole` or `rounded up`, and at most the price of one container; a resolved quantity of the value's line or the line above before it (the last 6): ceil(q / N) x N (a measure only, in N's or the value's unit) or ceil(q / N) x the price, q not a whole number of containers for the measure; (shapes45a) or ceil(q / N) x N x the line's one price per N's unit (`cans of 20 litres` at `1.60 USD a litre`), q also a quantity in a measure the question, the person's text before it or the previous answer writes (`90 l for a cafe, cans?` ... `price?` ... `$160.00.`); tried after `container-count`; the carried-neighbour refusal waived for the very quantity it rounds up | a value equal to such a product with no other reading of those pools one digit off it |
| `piece-total` (late) | `Per shirt: ... 75.60 EUR. Fabric: ... = 43.80 EUR.` then `25 shirts: 2,985.00 EUR` | (older43, `piece_totals.py`) a whole count (2-10,000) written right before the value on its line, the line's first number, only words or a colon between; the last numbers of the 1-4 sentences right above the value's line (a run back from the nearest, each resolved); the count times their sum, exact at the value's places; tried after `stacked-product` | a total equal to the count times one run's sum where no other run's product is one digit off it; not one digit off a carried number |
| `pack-product` (late) | `2,544 jars` after an earlier `212 cases` for the rules' `12 jars a case`; `283 cases` after `3,396 jars` | (older43, `pack_products.py`) a whole value (3+ significant digits) wearing a stated pack's inner word (singular or plural) is a count wearing its outer word times the pack, or wearing the outer word, a count of inner things over the pack where it divides exactly; counts from the answer before the value, the latest 6 earlier answers wrote wearing a pack's word, the question; packs a system prompt or a person states (`N INNER a|per|to a|in each OUTER`, the latest 4); tried after `sized-product` | a value equal to such a product with no other product or quotient of the pools one digit off it; not one digit off a carried number |
| `contrasted-gap` (late) | (previous answer: `Total: **$163.00**, against **$135.00** for the bags`) ... `**$28.00 cheaper**` | (round 18, `contrasted_gaps.py`) two settled amounts one sentence of the previous answer sets against each other (`against`, `vs`, `compared with`, `than`, `instead of`), the larger less the smaller, where the value says it is a gap (`cheaper`, `more`, `less` right after it; `save`, `difference` before it); tried after `in-order` | a value equal to such a gap with no other contrasted pair's gap one digit off it |
| `earlier` (wide) | `a gain of $4,298.40`, `That's $13.96 less than with the larger box`; (round 26) `EUR 116.00, total EUR 190.40` over an earlier `= EUR 74.40` | one of the last two resolved numbers of this answer less one of the last 8 values earlier answers computed, or the reverse; or (round 26) their sum, where a word right before the value says total (`total`, `come to`, `in all`, `altogether`) | a value equal to such a difference; a sum when no other sum of the same search reaches a one-digit neighbour of it and it adds no total to its own summand; not one digit off a carried number |
| `per-time` | `1,769.4 requests per second, about 106,164 per minute`; `down 8,343 in 5 minutes (~1,669/min)` | a number of its line with a rate per another unit of time, times the factor; or a count over the span written after it (`in 5 minutes`); rounded to the places written | a value equal to such a rate |
| `compared` | `**412.7 ms** ..., which is **112.7 ms over** the 300 ms SLO target` | a gap written right before the number it is measured against (`over`, `under`, `more than`, ...): that number and one of the last two resolved numbers of its sentence, their difference | a value equal to such a difference |
| `range` | `$45.00, plus ... typically $10-$30. So expect $55.00-$75.00` | both ends of a range: both ends of a range written before it plus or minus the same resolved amount | a range equal to such a shifted range |
| `installment` | `$205.00 ... about $68.33 per month; ... two payments of $68.33 and one of $68.34` | W - (n - 1) x q, where q (written before it) is W / n rounded, n a stated count | a value equal to such a remainder |
| `column` | `Of the total increase of $9,178.97` after a `Change` column; `5xx responses: 1,492` after the 500 and 502 rows | a column of the table written just before it (within 400 characters), summed whole, or a run of two or more adjacent rows (not for a value one digit off a carried number) | a value equal to such a sum |
| `table` (shares) | a row's cells `200`, `1,184,233`, `95.57%` | a percent cell: an earlier cell of its row over its column's total row (or sum), times 100, rounded | a percent equal to such a share |
| `ratio` | `¥68,810 cost you $458.46 ... about 150.1 yen per dollar`; `1,184,233 succeeded (95.57%)`; `from $3,120.55 to $9,876.40, up 216.50%` | `N <unit> per <unit>`: the last two amounts of its sentence (or the one before), one over the other; `N%`: the smaller of the last two numbers over the larger, times 100, or the change from the first to the second (a table row's percent cell too); rounded; (sawmill38) a share whose operands are under the digit minimum a source stated is taken in the stated pass (`22.5 of 24 m³ (93.75%)`: `basis._stated_share`) | a value equal to such a ratio or change |
| `mixed` | `37 min 20 s, ... 18,244 ÷ 37.33`; `95.92 hours, i.e. 3 days 23 h 55 min` | a duration written on its line in two or more units, in days, hours, minutes or seconds, rounded | a value equal to such a duration |
| `half` | `roughly halves their size, to about 197.5 GB per day` after `394.95 GB` | one of the last two resolved numbers halved or doubled where its clause says so (`halves`, `doubles`) | a value equal to such a half or double |
| `average` | `1412, 1388, 1455 and 1361 seconds; they averaged 1404 seconds`; a column's average | where its sentence says `average` or `mean`: the mean of the last 2-8 resolved numbers, or of a column of the table just before it, rounded (not for a value one digit off a carried number) | a value equal to such a mean |
| `spread` | `SD of 22.31, 22.18, 22.40 is 0.111`; `mean 22.297, SD 0.111, CV 0.496%` | (round 22, `replicate_spreads.py`) where its sentence names an SD or a CV before it (`SD`, `standard deviation`, `stdev`, `CV`): the sample SD (n - 1) of the last 2-8 resolved numbers before it (not those computed here), or, written as a percent, SD / mean x 100; rounded to its places (not for a value one digit off a carried number) | a value equal to such a spread |
| `duration` | `departs 14:45, arrives 16:00 (1:15)`, `(1h15m)` | the difference of two of the last 3 resolved clocks written before it on its line (`durations.py`) | a duration equal to such a difference |
| `end-time` | `from 12:00 to 13:00` (the user: "at 12:00, for one hour"); `2:00 PM minus 25 minutes is 1:35 PM` | a resolved clock before it on its line plus or minus a duration the user or the answer states | an end time equal to such a sum or difference |
| `stated-formula` (late) | (the rules: `Knots per m2 = (raj x 100 / 7) squared.`) `50 raj is 510,204 knots per m²`; asked `at 40, 50, 60 raj?`, `326,531 / 510,204 / 734,694.` | (round 33, `stated_formulas.py`) a formula a line of the system prompt or a person states in words over one named quantity, evaluated for a number written right before that word in the value's sentence, the one before or the person's last message; rounded to the value's places; tried right after the wide rules | a value equal to such a formula's value with no other number so written reaching a one-digit neighbour, not one digit off a carried number |
| `record-formula` (late) | (the rules: `dry tonnes = wet tonnes x (100 - moisture) / (100 - standard moisture)`; the latest result's rows `wet_t,moisture_pct`) `Dry @ 13.5%: 146.83 t` | (formula42, `record_formulas.py`) a formula a line of the system prompt states over 2-4 named quantities, each name bound to the one column of the latest tabled result sharing a word with it, at most one left to a number the value's line writes that a system prompt line naming it states; worked for every row and summed, or for the one row whose text cell the line writes; rounded half up to the value's places; refused one digit off a carried number and when the same search reaches a one-digit neighbour | a value equal to such a sum or row's value |
| `stated-charge` | (the rules: `650 INR a shift of 8 h, 95 INR an hour past 8 h, and 120 INR for each firing night`) `| 8.50 | 0.50 | 1 | 817.50 |` | (kiln43, `stated_charges.py`, after `column-factor`) a table cell as a number the system prompt states (or none) plus one or two cells of its row each times a number it states (at most 48 read), the same formula giving the cell of every row writing its cells but one, 3 rows at least, the value's among them; rounded half up to the places written; never one digit off a carried number; also a derived cell under the digit minimum (`tables.derived_cells`); (tiers44) a term may be a cell's excess over a stated threshold at a stated rate, none below it (`168 x 0.90 + (168 - 150) x 0.20`) | an invented cell that such a stated tariff worked on its row gives, the formula holding down its column |
| `stated-multiple` (late) | (the rules: `paid 1.5x their base rate`) `80 x $23.40 = $1,872.00 plus 5.5 x $35.10`; (a fee schedule's `12% of face value`) `Per Seated ticket: $57.80 + $8.16` | (formula42, `stated_multiples.py`) one factor the run states (a multiplier `N x` the system prompt writes, 1 < N <= 10, no number after it, whose sentence shares a word with the value's line or the question; a fee schedule's percent of a unit's price) times one of the 2 resolved numbers nearest before the value on its line or a number of a record the line names; exact or rounded half up to its places; refused one digit off a carried number and when the same search reaches a one-digit neighbour | a value equal to a stated factor times a number its line writes or names |
| `stated-share` (late) | (the rules: `washing leaves 62% of the greasy weight as clean wool`) `Clean wool: 30 × 2.4 = 72.0 kg; greasy 116.13 kg` | (shares44, `stated_shares.py`) one of the 2 resolved numbers nearest before the value on its line, wearing the value's unit word (a measure, no currency amount), over r or 1 - r for a percent r the system prompt states (at most 6, none of a sentence naming a tax or a part taken off); exact or rounded half up to its places; refused one digit off a carried number and when the same search reaches a one-digit neighbour | a value in a measure's unit equal to a number its line writes before it in that unit over a stated share or one minus it |
| `yield-back` (late) | `284.09 kg.` for `fresh fruit behind it?` after `60 kg second grade ...`; `23.25 kg.` for `pelt weight?` after `31 kg salted hide` (31 x 0.75) | (terse44, `yield_backs.py`) a terse reply (one line of at most `MAX_TERSE` characters) whose value (3+ significant digits) wears a unit of mass, volume, length or area (`kg`, `l`); the quantities of that dimension the nearest texts write (the question, the previous answer, the person's text before it, the answer before that, the person's earlier texts: `MAX_QUANTITIES`, converted to the value's unit); the yields the system prompt states (`StatedYields`: a percent p of a clause naming no tax and no part of a whole taken off, as p and 1 - p; a factor `x 0.98`, `/ 0.8`, `1 kg ... gives 1.32 kg`; the first `MAX_YIELDS`); the value is the quantity over (or times) one yield or the product of two, rounded half up to its places | a value equal to such a quotient where no other quotient of the same search is one digit off it; not one digit off a carried number (the late tries' refusal) |
| `stated-tier` (late) | (the rules: `USD 100 a trekker for the first 7 days, then USD 15 a day`) `12 - 7 = 5 ... USD 175 each`; (`0.90 TJS a kg, and 0.20 TJS a kg more for each kg past 150 kg`) `154.80` for 168 kg | (tiers44, `stated_tiers.py`) a quantity in hand (one of the 6 resolved numbers nearest before the value, or a number the latest result carries) past a threshold one clause of the system prompt states after a tier word (`past 150`, `the first 7`; mend44b): `(q - T) x r`, `B + (q - T) x r` or `q x r1 + (q - T) x r2`, the clause's numbers (B, r1 stated before its tier word), at most 4,000 tries, or `q - T` where the value stands in the band its line writes (`200+`) and the answer writes q; exact or rounded half up to its places; refused one digit off a carried number and when the same search reaches a one-digit neighbour | a value equal to one stated tier worked on a quantity in hand |
| `exact-carry` (late) | `VAT 25.5% is EUR 571.26, so EUR 2,811.51 in all. The 40% deposit is EUR 1,124.61` | (tiers44, `exact_carries.py`) a middle value this answer computed and wrote rounded (not right after `=`: kiln33's ruling), at its exact value (2,811.51375), times or over a number or a percent (its share, `1 + p`, `1 - p`) written between it and the value; rounded half up; refused one digit off a carried number and when another reading of the search reaches a one-digit neighbour | a value equal to such a step on the middle value's exact value |
| `earlier-rest` (late) | (the previous answer: `| Dry @ 13.5% | 146.83 t |`) `C-2025-014 takes 120.0 t @ $248.50 = $29,820.00. Remaining 26.83 t` | (shapes45b, `earlier_rests.py`) a value the previous answer settled less a number written before the value on its line (resolved, computed here or carried: under the digit minimum too), the value wearing a unit word the number or the earlier quantity wears too; exact at its places; chance-tested over every such difference | a value equal to an earlier quantity less a number written before it in its unit |
| `worded-product` (late) | (the rules: `a sheet weighs its area in m2 x its grammage (gsm) in grams`; `0.4256 m2`, `300 gsm`) `127.68 g` | (words43, `worded_products.py`) a system prompt line joining two phrases of words by `x`, `times` or `multiplied by`, each naming its unit (`in m2`, `(gsm)`); one number the system prompt, the question or the value's line (there: known or carried as written, not rounded; mend43c) writes in one unit times one written in the other (at most 6 a factor), the line sharing a word with the value's line, the question or the two answers before; exact or rounded half up to the value's places; refused one digit off a carried number and when the same search reaches a one-digit neighbour | a value equal to such a product of two numbers written in the formula's units |
| `joined-rows` (late) | (an earlier answer: `| Pallets 6.35 → | 7 | 4,550.00 |`, `| Ridge pieces 22 × 240 | | 5,280.00 |`) `| Pallets and ridge | 9,830.00 |` | (words43, `joined_rows.py`) a label of words only before the value on its line joining 2-4 parts by `and`, `&`, `+` or `,`, each part's first word the first word of exactly one line of the previous two answers; the sum of those lines' last numbers, exact; refused one digit off a carried number and when the question since writes a number (mend43c) | a value equal to the sum of the earlier lines its label names |
| `corrected-total` (late) | (an estimate's lines `216.00`, `105.60`, `138.00`, `24.50`, `Total EUR 484.10`) `by the rule it is 120.00. The corrected total is EUR 498.50` | (round 34, `corrected_totals.py`) a bill a text result carries (2-16 lines ending with a number right above the line that ends with their sum): its total less one line plus a settled number the answer writes before the value (resolved, or no candidate at all), exact; tried after `some-items` | a value equal to such a total with no line of the latest bills replaced by any such number reaching a one-digit neighbour; not one digit off a carried number, but for the bill's own total with the replaced line written |

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

Round 12 (heldout10's computed values: branch `retail12`) added, in their own modules:
`unit-column` (`unit_columns.py`: a cell under a header pricing a unit, `Price per GB`, its row's
amount over its quantity of that unit), `quoted-rate` (`quoted_rates.py`: a quantity of the value's
sentence times the latest rate per its unit quoted before), `section-total` (`section_totals.py`:
the items of one section of a list headings split), `adjusted-total` (`adjusted_totals.py`: a total
plus or minus an amount its sentence adds in words), `stated-change` (`stated_changes.py`: a number
moved by a change stated in words), `counterpart` (`counterparts.py`: a formula redone for the number
the previous answer wrote beside its operand); and `date-shift` reads dates with slashes in the
answer's one order (`numeric_dates.py`).

Round 12 (heldout4 and heldout3 by class: branch `worst12`) added, in their own modules:
`row-ratio`, `row-product` (`row_formulas.py`: a table cell as a formula of its own
row's resolved cells, the expression naming the row) and `elapsed` (`clock_elapsed.py`: seconds or
minutes between two resolved clocks of its line or its table's rows, to the fraction of a second);
`table` sums a column whose cells a text result's comma-separated rows carried, or that are zero;
a clock an earlier answer wrote for a carried instant in the zone it named is `repeat`ed;
`zone-shift` (`zone_shifts.py`) converts a resolved clock of its line to the zone the answer names;
`end-time` reads a start as a later clock of its line less a stated duration; `percent`, in an
answer of more than four percents, tries the four written nearest before the value (it gave up); a number glued to its scale letter
(`$1,284.6M − $1,097.3M = $187.3M`) is read as its number.

Round 33 added `column-factor` (`tables.py`): a table cell that is another cell of its row times a
number the answer wrote (resolved, or stated by the run under the digit minimum) before the table,
every row that writes both columns holding the same product (`دستمزد: هر گره ۸۵ تومان` then `| ۲۰۱٬۳۰۰ |
۱۷٬۱۱۰٬۵۰۰ |`; `Pay: 85 toman a knot.`): its price, a column consistent with a factor that is itself
invented and under the digit minimum; and `row-rate` takes a header that names two other columns'
headers, the measure before the unit (`گره در روز` beside `گره` and `روز`), as a header saying `per`;
(incense41: `column-factor` also takes a cell two columns on from its operand past a column whose
header writes only the step, `| Dry | ÷ 0.92 | Fresh |`, the step's number resolved, carried or the
system prompt's; its price, a step the rules state applied where the answer writes it);
`column` (earlier) takes a whole column of the previous answer's table of 3 or more cells with no
English word saying it totals, where the value's sentence names the column by its header's words
(`جمع گره‌ها ۷۴۹٬۵۰۰` under `گره`) and the sum has 4 or more significant digits.

Round 34 (piano34) widened five rules where a workshop's plain arithmetic refused: `column` (after
a table) sums a bare column whose cells are all written to the cent as its amount is (`| 216.00 |`
... `| 24.50 |` then `EUR 498.50`), its carried cells under the digit minimum taken (`column` joins
the rules that take stated operands); `compared` reads a number named by a possessive (`EUR 14.40
more than the estimate's 484.10`), both to the cent; `repeat` anchors a cycle asked again with its
values barred (`EUR 59.40 / 27 km = EUR 2.20` after an earlier `= EUR 59.40`); in a short reply,
`record` adds the latest result's number and the previous answer's amount where the question asks a
total (`total with it?` ... `€405.00.`), and `split` divides the previous answer's amount by a whole
number it wrote beside it (`6 × 2 × €95 = €1,140.` ... `per piano?` ... `€190`), each chance-tested;
`date-shift` steps a table cell's date by the span its column header states, from the date its row
writes (`| Started | 12 months on |` over `| 2026-02-01 | 2027-02-01 |`).
Their price: a total equal to a to-the-cent column's sum; a sum of a result's number and the
previous amount no other pair reaches a neighbour of; a share by a count the previous answer wrote.

Round 23 (dates23) added `working-days` (`working_days.py`, the table above), and read further for
`date-step`: terms as people write them (`two full years`, `30 jours`, `net 30`, `6-monthly`, `its
fifth anniversary`) and the terms a result states (`stated_terms.py`: a key or a column naming a
unit of time, `"months": 6`, a `years` column, or a span its text writes), tried alone after the
policy's; a business-day step lands on no weekend; a weekday beside a repeated earlier date must be
its weekday.
Round 24 (league24) added `duration-step` (`duration_steps.py`): a duration `m:ss` / `h:mm:ss` or a
pace (`4:17/km`, `284.2 s por km`) that is a gap, sum, scaling by two distances (the exponent the
answer writes, `^1.06`) or column mean of the run's durations (never clocks of the day), or a
duration over a distance; `month-share` (`month_shares.py`): a yearly amount x the whole months
the answer states / 12; `count-share` (`count_shares.py`): N / M of a pair of counts written in
words (`11 wins in 16: 0.6875, i.e. 68.75%`) or a fraction the answer wrote; `row-ratio` reads a
column headed `Each` as a cell over the row's count.
Round 23 (clocks23) added `time-left` (`time_left.py`): a duration written in hours and minutes
(`2h18`) that is one duration the run wrote (a person, the last 2 answers, this answer before it)
less another (`5h20 - 182 min`), refused when a difference reaches a one-digit neighbour of it;
`lead-time` takes the clocks of the person's last message as bases (`leaving 11:20`, then `50 min
(12:10)`); a written sum of durations takes a minus (`9h − 3h40 = 5h20`, `written`).

Round 22 (clocks22) added `schedule-step` (`schedule_steps.py`): a clock of a schedule's row (a
line writing exactly two clocks, its start and its end) that is the row's other clock, resolved,
plus or minus a duration the row writes (`4 × 5 min` is 20 min) or a record line sharing a word
with the row states (`make 30 min`), the rows read as a chain until none is newly explained.

Round 15 (rates and shares: branch `arith15b`) added, as late tries after `keyed`: `rate-step`
(`rate_steps.py`: a rate the run states once, a policy's `taxed at 8.25%`, a result's `tax_rate` or
`exchange_rate`, a factor written `at 1.36`, applied once to a number written right before the
value in its sentence: `USD 15.00 ... (USD 16.24 with tax)`) and `share-of-whole`
(`whole_shares.py`: a whole split by shares, `105.39 x 22.1 / 50`); each refused when one of its
steps reaches a one-digit neighbour of the value. `lead-time` (`clock_leads.py`): a clock an earlier
answer wrote plus or minus a duration a person stated (`13:00 - 1h15 = 11:45`). An amount glued to
a dollar's country code (`CA$160.48`) is read as its number.

Round 16 (rates, taxes and conversions: branch `arith16a`): `rate-step` takes a result's key naming
an exchange (`exchange_rate_usd`) as a factor applied only from one currency to another (`$60.00 |
CA$82.19`: 60 / 0.73), a factor the answer wrote in an earlier sentence (`rate is 0.73`), and on a
ledger line (`Tax: $1.65` under `Net: $22.00`) the amounts of the two lines right before it;
`rate-factor` (`rate_factors.py`): a multiplier that is 1 + r or 1 - r for a percent the run states
(`336.00 x 1.095` for a user's 9.5%), refused when another stated percent's factor is one digit off it.
(mussel37) `adjusted-price` (`stated_adjustments.py`), tried right after it: a unit price the system
prompt states plus or minus the adjustment its line states with a sign per the same unit (`0.95 EUR a
kg ...; +0.08 EUR a kg when ...`: `€1.03`), refused when another stated or adjusted price is one digit
off it; `carried-product` multiplies a record's quantity by such a price where the line writes it.
(mill42) `weighted-mean` (`weighted_means.py`), tried after `adjusted-price`: a whole's price a unit from
its parts' stated shares (summing to 100%) and their prices per one unit (`35% x 210 + 40% x 150 + 25%
x 60 = 148.5`), refused when another mean is one digit off it; `stated-dose` takes the mean as a price
per its unit (`118.4 kg` ... `17,582.40 ERN`; a terse reply where the question says `split`, `mix`, `mean`).
(mussel37) `unit-quotient` (`unit_quotients.py`), tried after `stated-dose`: a count written with its
own word that is one resolved quantity of its sentence over another of the same unit (`132 kg, so
2,700 kg is 20.45 ropes`), chance-tested over the sentence's same-unit quotients.
(census39, salt39; one rule since unify39) `container-count` (`container_counts.py`), tried after
`unit-quotient`: a whole count named by its container's word (the noun after it, else its line, its
column's header or the question) that is a resolved quantity before it (or one the previous answer
wrote) over the size the rules or a person state for that container (`Jars hold 250 g`: `615 kg, 2,460
jars`; `1 kg packets` ... `38.8 t` ... `Packets: 38,800`), exact, or the whole containers filled or
needed for a quantity of its own line; chance-tested over every stated size and quantity.
Round 16 (values carried from answer to answer: branch `repeat16`) added, as late tries after
`in-order`, `earlier-mean` and `swapped-item` (`earlier_builds.py`: the mean of the numbers an earlier
answer summed, an earlier total with one item swapped); an earlier answer's equation whose result is
no candidate (`100.00 + 200.00 + 50.00 = 350.00` without a currency mark) is remembered for them; `conversation` refuses a sum of
an earlier total and one of its own summands (`own_summands.py`: `1,000 + 1,350` after
`100 + 200 + 50 + 1,000 = 1,350`).
Round 17 (YAML tool results: branch `yaml17`): a result served as a YAML dump (`yaml.safe_dump`'s
block style, AgentDojo's `- amount: 100.0`) is read into the records its JSON would parse to
(`yaml_dumps.py`) for the rules that read records (`carried-total`, `carried-mean`, `record-gap`,
`switch-gap`, `group-sum`, `named-gap`, `sibling-change`; not the basis's own column sums, records and
counts, `aggregate` and `record`: over dumps they took one-digit mutants and excused no false flag);
its tokens ground as before. `carried-total` also sums a column over one group of an array's objects, the
objects another key holds one value in (`Spending (outgoing only) totals 1,350.00`: `sender: me`),
as `carried-mean` averages one.

Round 17 (bill chains: branch `chains17`) added, as late tries after `earlier-mean`: `policy-chain`,
`ledger-total` and `period-scaled` (the table above); `arrow-step` reads comma-separated steps between
two arrows (`→ $30.00, × 1.0635 for tax, + $1.85 → $33.75`); `rate-factor` reads a stated percent as
its fraction where an equation written out pins it (`$129.48 × 0.0725 = $9.39` for 7.25%); `rate-step`
takes a tie a float prints either way (50 x 0.0635 printed 3.17).

Round 17 (unit prices, conversions, prorations: branch `units17`) widened, with no new rule name:
`count-divided` takes a value per unit (`Per battery: 12-pack $0.958`, `$19.68 ($177.16 over 9 days)`
after `Per day`) over a quantity of that unit its sentence writes, or over a pack's count with the
price of the record stating it (`pack_counts.py`); `rate-step` takes an exchange rate written with
both currencies (`149.2 yen per dollar`, `1 USD = 7.12 CNY`: `stated_exchanges.py`) only from one
to the other, and a list item's line as a ledger line; `share-of-whole` takes a split `in
proportion` to two amounts paid; `arrow-step` starts a chain at `$35.00 × 25/31` (a period's days);
`convert` knows megabits (a GB is 8,000).

Round 18 (sums and differences in prose and in worked reasoning: branch `sums18`): a `repeat` rests
on the earlier answer that computed it, so what this answer builds on it is anchored
(`anchored_derivations.py`: `They paid $804, got $504 back, so $300 went to the fee` then `$300 −
$180 = $120.00`, where the earlier answer's 504 was 804 - 300); `rest-of-whole` and
`contrasted-gap` (the table above); `in-order` reads up to three numbers of the line before where
its own line writes none (`the 836 today plus the 1,400 already paid should equal it.` then `June in
total: $2,236.00`), and a plain number as an amount's operand where this answer or the previous one
wrote it as an amount (`**Balance: $836.00**`).
Round 18 (itemized bills: branch `stays18`) widened, with no new rule name: `quantity` counts the
items a line names before a rate (`Thu + Sun at $189: $378`, `named_counts.py`); `written` reads a bill
line's step before a colon (`Insurance, 3 × $32: $96`); `cell-equation` takes a calculation cell's
count under the digit minimum as `written` takes it (`World Day Pass, 14 × $11 | $154.00`);
`carried-total` reads `a full refund` and `in full` as a total (the payments summed); `count-divided`
divides a value per unit by a quantity of that unit the answer stated before its sentence, or the
previous answer stated (`(14 days)` ... `Per day: about €10.83`); `rate-step` takes the number of a
parenthesis right after the value (`save $167.25 (the $150 plus its tax)`); `adjusted-total` revises
a total an earlier answer wrote under the value's own label (`Subtotal: $916` ... `$200 more before tax
→ subtotal $1,116`) and reads `$200 more`, `$30 off`, `save $167.25`; `repeat` restates an earlier
answer's equation's first step (`2 × $35` of `2 × $35 ÷ 31 × 18 = $40.65` ... `$1,640 + $70`).
Round 18 (shares of a whole: branch `shares18`) widened, with no new rule name: `share-of-whole`
takes a part of a list a record carries (`payment_history`'s amounts, one method's payments summed),
an object of numbers (`rooms_sqft`) or a sum the answer writes out, over the list's sum, pointed at
by that sum written before the value, by a part on its line where the split is said to be in
proportion, or by a part's share written as a percent (`share_parts.py`), and a count of days over
the days of the month its line names (`| June 1–17 | 17 | $838.67 |`); a glued fraction of two
resolved numbers is the `ratio` it writes (`200/804`); `carried-mean` reads a mean of negative
payments written unsigned; `even-split` reads a list item under its lead-in (`split by occupant
(4):` then `* Each person: $29.90`) at the places written; `count-divided` reads a quantity in
thousands (`1,240 sq ft`) and, none in its sentence, the previous answer's (`6 guests`).

Round 19 (priced chains: branch `chains19`) added, as the last late try, `priced-chain` (the table
above: a unit price times a count, a percent written beside it, a year or a term of it, each step
in the expression); a rate glued to `/month`, `/mo`, `/week`, `/wk`, `/year` or `/yr` is read as its
number as one glued to `/day` was (`$607.36/month`, `$7,288.32/year`).

Round 19 (sums and differences heldout17 found: branch `sums19`), with no new rule name: `repeat`
takes a value an earlier answer computed in a German or French spelling (`2.097,00 $`, remembered
under its English spelling too); `rest-of-whole` reads the number the person's last text states less
the number the answer wrote just before the value, where no word says it is a rest (`about $18,000
allowed` ... `deductible $3,200, then 30% of $14,800`), the whole of a difference the answer computed
on an earlier line (`$410.00, $1,090.00 to go` ... `$355.00, $1,145.00 to go`) and the numbers of the
record its line names by its identifier (`Promo CR-PROMO-1931: $187.52 left` of `granted` 500 and
`used` 312.48); what these wider pools reach is refused one digit off a carried number it does not
take as an operand (round 18's pools keep their excuses: that refusal there took four honest ones
off heldout16, `leaves 260` for 500 - 240 beside a carried 200 among them).
Round 20 (totals and ratios of a result's rows: branch `columns20`): a text result written as a CSV
export or a markdown table is read into the records its header names (`text_tables.py`), for the
rules that read records as a YAML dump is; `carried-total` takes, with no total word, a column the
value's label names (`**Impressions:** 104,460`, `| Clicks | 27,481 |`, `698,880 impr`), summed
whole or over a run of adjacent rows (`Weekend spend $1,260.30`), from any kept result, refused when
another run of a named column reaches a one-digit neighbour; `carried-ratio` (the table above).
Round 21 (the arithmetic of records and of stated fee schedules: branch `records21`): `carried-product`
(the table above); `priced-chain` takes a unit price through the fee schedule the conversation
states (`fee_schedules.py`: a percent `of face value`, a fee `per ticket` or `per order`, a discount
`off`, a `tax`, read by their form from the system prompt and the results' texts):
`((n x (price [x (1 - discount)] [+ price x percent] [+ fee per unit])) [+ fee per order]) [x (1 +
tax) | x tax]`, each step at most once in a bill's order, the price written before the value, the
previous answer's or a number of a record its line names (`3 balcony 215.82`), n a count the run
states or its line writes (`x2`, `4 tickets`); refused when the same search reaches a one-digit
neighbour; `carried-total` sums a column over one group of an array's objects of any turn's result
where the value's sentence counts the records summed (`The four outgoing payments total 1,350.00`:
the four of `sender` `me`) or names the group's value, refused when another total of that pool
reaches a one-digit neighbour.
Round 22 (numbers in other languages' spellings: branch `locale22`, no new name): `written` reads a
unit of the micro prefix or squared (`100 µL`, `47,9 km²`), a percent `de`/`di`/`von` a number, and
a result the answer wrote rounded as a later operand standing for what it rounds; `rate-step` takes
a market's pair a result states (`EUR/GBP 0.8612`), written in the value's sentence, to the amount
written nearest before that sentence in the pair's other currency; `convert` restates a price per
unit per another unit of its dimension (`unit_prices.py`: `25,20 €/kg` -> `0,0252 €/g`).
Round 22 (line-by-line costings: branch `costing22`): `cost-line` (the table above); `rate-step`
takes a price before the tax the run states where the value's clause says so (`£18.50 is £15.42
before VAT`: over 1 + r), and, where a table row's line or its header says so (`Price ex VAT`), a
number of the record the row names (`| Short rib | £21.67 |` for `Short rib,26.00,...`);
`count-divided` divides a value per a thing written `a portion £3.64` by the count of it a record
carries under a key naming it (`yield_portions` 6), none being written; `swapped-item` reads `£11.34 a
batch instead of £8.70` (what the new item is per, between it and `instead of`).
Round 22 (equations written in steps: branch `chains22`; no new name): `written` reads a chain of
any length and a step that goes on from the last verified result (`expressions.py`), and a weighted
mean's divisor that is the sum of its weights; `quoted-rate` takes a rate that names what it counts
(`140,000 seeds a unit`) for a value followed by that word; `rate` lets a measure, not an amount,
round to the places of its operands (`11.8 t/ha on 12.4 ha → 146.3 t`).
Round 23 (conversions and units inside equations: branch `convert23`; no new name): `convert`
reads every pair of one dimension of one table of sizes (`units.SIZES`: yd, nmi, the inch's binary
fractions, m³, ft³, gallons US and imperial, mph), the marks of feet and inches (`10'` is
3.048 m, `12'6"` 12.5 ft), a factor the answer stated (`1/32 in = 0.794 mm`: `stated_factors.py`)
and a fraction of an inch glued (`9/32 = 7.1 mm`, `4.1 mm | 5.2/32`: `inch_fractions.py`);
`written` and `cell-equation` scale a product of lengths in different units to its result's unit
(`6.2 × 3.4 m × 150 mm = 3.162 m³`: `unit_products.py`) and read an inch mark after a number
(`3/8" = 0.375 in`).
Round 23 (costings worked from rates: branch `costing23`): `period-length` and `unit-gap` (the
table above); `table` reads a header's rate written signed (`Extra at +£0.056/L`), so a change per
litre is applied down the table's rows and their column totalled; the wide rules refuse a cell of a
table's total row (its last row, labelled bold or with a total word) whose column above it sums to
another number (`tables.short_total`: `**£804.16**` under three rows summing to 1,043.84, a pair of
them, stays flagged).
Round 25 (sizes worked for print: branch `printshop25`): `dpi-pixels` and `edge-margin`, late tries
after `unit-cost` (`print_sizes.py`): a whole count of pixels on a line writing a resolution (`At 300
DPI that's 1075 × 720 px`) as a length the run states in inches times the DPI (`91 mm / 25.4 x
300`), or that length plus twice a margin its line writes; a size plus twice a margin its sentence
writes in the value's unit (`10 mm bleed, so 3,020 × 1,020 mm`), a pair's first number from a first
and its second from a second; refused when the same search reaches a one-digit neighbour.
`per-item` (`item_prices.py`, after `unit-cost`): an amount written per a thing (`€0.072 a card`)
as a total written before it over a count of that thing (`1,000 cards`) or one the person asked of.
Readings widened, no new name: `segment` takes a side of a size carried as one token (`850x2000`) and
the number of a rate glued to its unit (`65.00/hour`); `convert` takes `in` closing a parenthesis
(`(118.1 in)`); `written` reads the full-width `＝` and a CJK counter after a number (`8枚`); `column`
sums a column whose header wears the currency (`Net €`) to an amount, its cells a CSV result's.
Round 27 (one-step sums: branch `steps27`): `some-items` (`item_subsets.py`, the last late try): an
amount written with 2 decimals as the sum of 2-4 items (not all) of one list a text result prints one
a line (the last amount of each line of 2-10: a receipt's lines; records' items are `carried-total`'s),
`The books, £25.98` for a receipt's `16.99 Z` and `8.99 Z`; refused when a sum of 2-4 items of any
of the run's latest lists reaches a one-digit neighbour, or one digit off a carried number.
`row-step` (`row_steps.py`, after it): a row's number less the same column's number of the row
above in a table a result carries (a text result's block of lines writing the same count of
numbers, an array of objects with the same numeric keys), the row named by its first number
written before the value on its line (`| 2,000 | 1.94 | 1,020.00 |` over a quote's `2,000  1.94
3,880.00` under `1,000  2.86  2,860.00`); refused when another column's step of the same two rows
reaches a one-digit neighbour.
Round 27 (arithmetic several steps deep: branch `chain27`): `rated-subtotal` (`rated_subtotals.py`),
a late try after `ledger-percent`: a run of 1-6 consecutive resolved amounts written before the value
(each number before it on its line, each line's last number above it; of the value's currency) times
a rate the run states (r, 1 + r, 1 - r), or summed where its clause says total: the subtotal a bill
applies its VAT to, often never written (`SEK 5,310, truck SEK 2,025, SEK 9,168.75 incl. VAT`); refused
when the same search reaches a one-digit neighbour, and for an equation's own result.
Round 28 (one-step conversions and the spellings that hid them: branch `steps28`; no new name):
`rate-step` reads an exchange table a result serves (`{"base": "UAH", "rates": {"INR": 2.0314}}`, or
`{"base": "USD", "quote": "SEK", "rate": 10.42}`) as factors between the base and each code only, the
signs `₹ ₴ ₽ ₺ ₩ ₪ ₫ ₱ ₦` (spaced from the amount, as a lakh number's respelling `₹ 105,307.78` is), and,
where the answer writes no number before the value in its sentence, an amount a person wrote with
its currency (`1,296 uah in eur` ... `€27.05`) as the amount converted; refused when any such step
reaches a one-digit neighbour. `in-order` takes a bold bottom line (`... = EUR 17.60. **EUR 49.60**
including VAT.`) as a sentence that says what it is, and its local-slip test skips the operands an
equation written before the value consumed (`22.00 × 0.8 = 17.60`: 22 is no local number).
`decimal_comma` reads a comma of 1, 2 or 4+ decimals before the currencies of the decimal-comma
languages (`84,06 Ft`, `123,30 lei`, `7,4621 DKK`, `zł`, `Kč`, `kr`, `RON`, `HUF` ...) as a decimal comma.
Round 29 (one-step sums, differences and products the general rules missed: branch `steps29`):
`in-order` judges a two-digit value on the cheapest step there is (two operands of its sentence,
none skipped, the turn asked for by a word) where its search reaches no one-digit neighbour at any
cost (`109 against popcorn 69 + soda 59 = 128, so you save **NOK 19**`); a line that writes its prices
bare and the currency on its result alone gives that amount its plain numbers as operands; an
operator inside an equation written before the value asks for no turn. `row-product` derives the
table cells under the digit minimum (`| 18.0 | 26.00 | 468.00 |`, judged by nobody) so the column
total under them finds every cell resolved (`tables.derived_cells`), and a table row's whole number
that sums a carried column every word of whose key the row names (`| hand towel | 346 |` after a
CSV's `hand_towel` days) is an operand (`CarriedTotals.whole_named`). New: `carried-difference`, two
numbers of one record of this or the previous turn's results, the larger less the smaller, where a
word says it is a rest or a gap (`Left: $8,517.70` for a budget 15,000 and 6,482.30 spent), the record named on the line, the one of its
array or the result itself; refused when any record's difference reaches a one-digit neighbour.
Round 31 (chains of plain arithmetic: branch `steps31`; no new name): a cycle of derivations asked
again lets a late rule anchor its operand first (`anchored_derivations.rests_on_barred`: `4 started
metres: 7,400 + 8,400 = 15,800`, 8,400 by `count-multiple`); `count-multiple` names the thing by a
rule line's label and by the answer's own labelled lines (`Singles: 32 × 2,950` ... `2 as singles,
5,900`), and reads a stated tariff, a base plus a step per a thing, for a table row's bare count
(`| 6 m + 2 | 11,600 |`); `carried-total` reads a running total of a column by the day through a
day the sentence writes (`by the end of 22 Nov: 5,520 kg`), a whole column whose rows the sentence
counts (`in the last 12 months`), and goes on from a total word to the column its label names when
this turn's results hold none.
Round 31 (fees, thresholds and rates a bill applies: branch `rates31`; no new rule name): the numbers
the system prompt states are stated operands under the digit minimum, as a person's are (`plus JOD
180 for the grid connection` ... `180.000` a bill's line); `total` tries a bill's items written to
the cent where its total is, a round threshold it quotes between them skipped (`Under €150 a fee of
€12.00 applies`; set-out bills only); `row-ratio` restates a divisor in another unit of the header's
dimension (`70 g` under `€/kg`); `carried-total` prices the whole of a named breakdown against the
named wholes only; `rated-subtotal` takes the lines of one rate's class, read from the records that
carry each line's price beside a percentage key (`rate_classes.py`: `(24.80 + 34.20) x 4%`).
Round 33 (the misread refusal, census33; no new rule name): a value one digit off at most
`MAX_TAKEN_NEIGHBOURS` (2) carried numbers, which every late try refuses first, gets the late tries
once more with that refusal waived; a derivation found is kept only when it takes one of those
neighbours as its own percent (`you pay 30%: $36.00 a visit` for `$120` and a carried
`coinsurance_pct` 30; `basis._past_taken_neighbour`). Its price: a misread of a carried number that
equals a late try's derivation taking that very number (each try's own chance test stands).
Census34 (the record rules' turns; no new rule name): `carried-total`, `carried-ratio`,
`carried-product` and `carried-difference` read the results of the two latest turns that served a
result (`results_queue.TurnResults`): a question answered from what is in hand, with no tool
called and a number settled, ages nothing (`Noted.` still does) (`How full is the RAID now?` three answers after the one result that carries
`size_gb` and `free_gb`: `Used: 1,488 GB`), and an answer moves the window when it comes
(`basis._answered`), not when its text is read at the next question. Its price: a difference,
ratio, product or total of a record the conversation fetched earlier and still talks about, each
rule's chance test reading the same results.
Census35: `carried-sum` (`carried_sums.py`), two numbers of one record added where the value's
sentence says a whole or writes a word both keys share (`Fees ($8,716.52)` for `service_fees` plus
`facility_fees`), in the shape and with the window and chance test of `carried-difference`; its
price: a sum of two numbers of a record its line names that the answer calls by their shared word
or a total. And `conversation` takes an amount the answer before the previous one settled (not
corrected by the previous answer), chance-tested over that wider search; its price: a sum or
difference with such an amount that no other pair of the search comes one digit near.
Every comparison is exact at the precision the answer wrote: `38.27` is never `38.2699`; a
carried float is first read at the precision it was meant (`27.349999999999998` is `27.35`). Only
a division (or an equation written out, or `about`) may round, to the written precision. Each
step's operands are resolved values (grounded, said by a person, or computed earlier, so balances
chain); a value no rule reaches stays unsupported. Pure: no I/O, no state beyond the per-run basis.

Round 34 (trek34): `corrected-total` (`corrected_totals.py`, a late try after `some-items`): a
bill's total a text result carries less one of its lines plus a number the answer writes before the
value for that line (`by the rule it is 120.00. The corrected total is EUR 498.50` over lines that sum
to `484.10`); a bill is 2-16 lines ending with a number right above the line that ends with their sum;
refused when any line of the latest bills replaced by any such number reaches a one-digit
neighbour, or one digit off a carried number (the bill's own total only with the replaced line written).

Round 35 (cashmere35; no new rule name) widened six rules where a co-operative's plain arithmetic
refused: `carried-product` also multiplies a record's quantity under a key naming a unit (`raw_kg`)
by a unit price the system prompt states per that unit (`118,000 ₮ a kg (white)`), and by 1 ± p for
a signed percent its line writes (`L-26-031 (white, 15.2 µm, +8%): 2,982,096 ₮`), a price naming
kinds (`(white)`, `(grey and brown)`) only where the line, the record or the question writes one,
the chance test over every product of the window; `percent` reads a percent's factor in a verified
equation (`1,500,000 × 0.015 × 8` in a `<think>`) against the percents the answer writes after it too,
refused when another percent the answer writes gives a factor one digit off; `two-step`, when its two steps reach nothing, takes the
base with its part by a named rate over a stated count added back or taken away (`b ± b x r x n`:
simple interest, `981,000 ₮` for 900,000 at 1.5% for 6 months), chance-tested over its own search;
`row-rate` restates the measure in the unit its header writes (`g per goat` over `Raw kg`: x 1000,
`units.restated_in`); `cell-equation` counts as resolved an operand that is a percent the run states
or carries written as a fraction (`| Өртөг: 118 000 / 0,52 | 226 923 |` for a 52% yield); `measure-rate`
restates a numerator in another unit of the value's dimension (`62.4 kg` as `335.5 g a goat`), takes a
unit and its plural as one, and reads the question's measures too.

Round 36 (rice36; no new rule name): `carried-product` is tried past the misread refusal when the
value's carried neighbours (at most `MAX_TAKEN_NEIGHBOURS`) are all numbers of other named records
(siblings: not a `budget` another result carries) and its line names one (`| F-0433 | ৳29,500 |` for 25 maunds x the stated 1,180 beside F-0419's
carried 22,500); its own chance test over every record's products stands. Its price: a slip of a
sibling record's number that equals the named record's product exactly. `keyed` reads a size written
before the thing it sizes (`in 50 kg sacks`) as keyed by that thing; its price: an invention equal to
a count the sentence writes times such a size. The short reply's `record` tries count an operand
written before the value in its own sentence only; its price: such a product after a sentence that
settled another number.

Round 37 (surgical37): `priced-row` (`priced_rows.py`): a table cell that sums some of its row's
earlier cells, each times a unit price the system prompt states with its currency for the unit the
cell's column header names (`| 6 | 54 | 6 | 10,680 |` under `Days`, `Hours`, `Overtime h`: 6 x 1,500
+ 6 x 280; mend37c: each cell a number of the record the row's first cell names, or that record's
number above an allowance the rules write in the cell's unit, `54 - 6 x 8`, or resolved and no
named record's; round 38: a sheet by the day's days worked, three numbers or more, in a column of
days or shifts (mend38a), or its hours over the allowance day by day); refused when another
choice of cells and prices reaches a one-digit neighbour. Its price:
a value equal to such a sum with no such neighbour. `rounded-whole` (`rounded_wholes.py`): a whole
count written right after the resolved quotient it rounds (`= 1632.65، یعنی 1633`), its ceiling or
nearest whole (mend37c: no amount, a word after it that is no currency and not the quotient's, no
carried number one digit off). Its price: an invented count equal to either. `table` takes a row's product whose
factor under the digit minimum is a unit price the system prompt states (`30 PKR a piece`) and whose
other factor a result carries or no one states (`| 96 | 30 | 2,880 |`); its price: a cell equal to a
carried count times a stated price written in its row. `column` (earlier) takes a table cell whose
own column's header names the previous answer's column (`| Pay (Rs) |` over `| 13,286 |`). `convert`
reads a bare term of a written sum in its sum's unit (`10400 + 4320 = 14,720 s`: 72 min in seconds).
`magnitude` reads the named powers of ten of many languages (`scale_words.py`: `17.33 لاکھ`, `3,5
Mio.`, `млн`) and one resolved amount restated in one (`Rs 17,33,424, about 17.33 lakh`); its price:
an amount equal to a resolved one divided by the power, rounded to its places. A numbered step that
starts with an operator (`2. × 281.40 = Rs 1,013,040`) goes on from the step above
(`expressions._list_marker`).

Round 40 (seed40): `reasoned-rounding` (`reasoned_roundings.py`), after `rounded-whole`: a result the
answer's reasoning block writes right after `=`, resolved, restated after the block rounded half up
to fewer places (`<think> 25 × 82 / 94 = 21.8085 </think>` then `**21.81 kg**`); refused when another
block result rounds to a one-digit neighbour or a carried number is one digit off. Its price: an
invented value equal to a block result rounded. `percent` takes a share taken off written with its
minus (`| Discount 10% | | -96,000 |`), of the nearest number before it only; its price: a minus
on the share of that number.

Round 40 (bell40): `exact-step` (`exact_steps.py`): a step written out beside the value, `a × b = V`
or `a ÷ b = V`, whose operand `a` the answer (or an earlier one) computed and wrote rounded, V being
`a`'s exact value (its derivations read back, at most 4 steps) times or over `b` (resolved or stated),
rounded half up to V's places, where `a` as written does not give V (`253,09 кг × 28,40 = 7 187,62`:
253.0851 x 28.40); kept past the written equation's refutation (`gate.py`). Its price: an invented V
equal to that one exact product; a V one digit off, or over an operand no rule derived, stays flagged.
(shares44) The step may continue the number before it: a line that starts with its operator
(`- × 6.20 = **13,527.27 TJS**` under `- 1,920 / 0.88 = **2,181.82 kg** fresh`, `a` the last number
of the nearest line above that writes one), or `a, at b =` (or `:`) on one line
(`fresh: / 0.88 = **4,734.85 kg**, at 6.20 = 29,356.06 TJS`); the same one exact product.
`rounded-again` (`rounded_again.py`): a measure the answer computed, written again at fewer places
(1 or more) with the same unit word (`100.53 kWh × 0.31 ... (100.5 kWh)`), rounded half up; no whole,
no amount. Its price: an invented value equal to such a rounding in that unit.

Round 40 (boat40): `group-cells` (`group_cells.py`, after `priced-row`): a table cell that sums an
earlier answer's column (the previous answer's, then the one before's) over the 2+ rows whose one
column's cell is the group the value's row names by one word (`| carpenters | 21,890 |` over rows
whose `Role` is `carpenter`), each cell a number that answer settled; exact; refused when the same
group in another column or another group in any column reaches a one-digit neighbour. Its price: an
invented amount equal to a named group's column sum. `carried-product` takes a record's quantity x
the stated price of its unit less the percent that price's rules line takes off from a count the
quantity meets (`a stay of 10 days or more has 15% off`: 14 x 2,500 x (1 - 15%)), or that percent
alone (the saving), never under the threshold (`threshold_discounts.py`); its price: an invented
charge equal to the discounted product or the discount of a record at or over the threshold. After a
table, `column` takes a total wearing a three-letter code its column's header writes (`80,250 INR`
under `Charge (INR)`), any code, not the nine `_PRICED_HEADER` knows.
"""

from __future__ import annotations

from .values import Derivation, Operand, as_decimal
from .cues import WIDE_RULES
from .basis import ArithmeticBasis, MAX_ARITHMETIC_CHARS, MAX_ARITHMETIC_WORK, MAX_COMPUTED_DIGITS

# The name of every rule a `computed` finding may carry: the table above and the rounds after it.
RULES = (
    "written", "unsigned", "total", "table", "label", "pair", "listed", "per-count", "quantity", "exchange", "rate", "percent", "convert",
    "per-unit", "magnitude", "times",
    "per-time", "compared", "range", "installment", "column", "ratio", "mixed", "half", "average",
    "aggregate", "balance",
    "remainder", "repeat", "conversation", "earlier", "record", "split", "duration", "end-time", "clock-shift", "stamp-gap",
    "date-shift", "clock-sum", "in-units", "carried-rate", "row-rate", "carried-mean", "per-period", "prorated", "over-span", "even-split", "switch-gap", "per-party", "revised-total",
    "series", "row-sum", "split-part", "record-gap", "carried-total",
    "net", "group-sum", "named-gap", "reapplied", "day-count",
    "unit-column", "quoted-rate", "section-total", "adjusted-total", "stated-change", "counterpart",
    "row-ratio", "row-product", "elapsed", "zone-shift",
    "date-span", "day-offset",  # round 9's dates in words (`word_dates.py`)
    "date-step",
    "keyed",  # round 14 (`keyed_operands.py`)
    "kilo-restated",  # (older41) `computed/narrow._kilo_restated`
    "subtotal-percent", "arrow-step", "cell-equation",  # round 14 (`subtotal_percents.py`, `arrow_steps.py`, `cell_equations.py`)
    "weekday-step", "midnight-step", "monthly-step",  # round 14's yearless dates in words (`word_dates.py`, `yearless_words.py`)
    "zone-day", "today-word", "clock-change", "nth-weekday",  # round 15 (`word_dates.py`, `yearless_context.py`)
    "rate-step", "share-of-whole", "lead-time",  # round 15 (`rate_steps.py`, `whole_shares.py`, `clock_leads.py`)
    "in-order",  # round 15 (`in_order.py`)
    "rate-factor",  # round 16 (`rate_factors.py`)
    "count-divided", "sibling-change",  # round 16 (`count_divisions.py`, `sibling_changes.py`)
    "days-between",  # round 16 (`days_between.py`)
    "earlier-mean", "swapped-item",  # round 16 (`earlier_builds.py`)
    "policy-chain", "ledger-total", "period-scaled",  # round 17 (`policy_chains.py`, `ledger_totals.py`, `period_scaled.py`)
    "rest-of-whole", "contrasted-gap",  # round 18 (`rest_of_whole.py`, `contrasted_gaps.py`)
    "labelled-subtotal",  # round 33 (`labelled_subtotals.py`)
    "priced-chain",  # round 19 (`priced_chains.py`)
    "other-share", "month-length", "rest-share",  # round 19 (`other_shares.py`, `month_lengths.py`, `products.py`)
    "span-pace",  # round 20 (`span_paces.py`)
    "carried-ratio",  # round 20 (`carried_ratios.py`)
    "applied-rate",  # round 21 (`applied_rates.py`)
    "carried-product",  # round 21 (`carried_products.py`)
    "carried-difference",  # round 29 (`carried_differences.py`)
    "carried-sum",  # census35 (`carried_sums.py`)
    "spread",  # round 22 (`replicate_spreads.py`)
    "schedule-step",  # round 22 (`schedule_steps.py`)
    "cost-line",  # round 22 (`cost_lines.py`)
    "period-length", "unit-gap",  # round 23 (`period_lengths.py`, `unit_gaps.py`)
    "reading-gap", "measure-rate",  # round 23 (`reading_series.py`, `measure_rates.py`)
    "interval-due", "decimal-degrees", "ledger-percent",  # round 24 (`stated_intervals.py`, `coordinates.py`, `ledger_percents.py`)
    "worded-multiple",  # round 25 (`worded_multiples.py`)
    "stated-formula",  # round 33 (`stated_formulas.py`)
    "record-formula", "stated-multiple",  # formula42 (`record_formulas.py`, `stated_multiples.py`)
    "stated-charge",  # kiln43 (`stated_charges.py`)
    "stated-tier", "exact-carry",  # tiers44 (`stated_tiers.py`, `exact_carries.py`)
    "earlier-rest",  # shapes45b (`earlier_rests.py`)
    "worded-product", "joined-rows",  # words43 (`worded_products.py`, `joined_rows.py`)
    "stated-share",  # shares44 (`stated_shares.py`)
    "yield-back",  # terse44 (`yield_backs.py`)
    "working-days",  # round 23 (`working_days.py`)
    "time-left",  # round 23 (`time_left.py`)
    "unit-cost",  # round 24 (`unit_costs.py`)
    "container-quotient",  # shapes46 (`container_quotients.py`)
    "range-scale", "stacked-product",  # census40 (`range_scales.py`, `stacked_products.py`)
    "area-product",  # felt43 (`area_products.py`)
    "minor-product",  # older41b (`minor_products.py`)
    "sized-product", "whole-containers",  # older42 (`sized_products.py`, `whole_containers.py`)
    "piece-total", "pack-product",  # older43 (`piece_totals.py`, `pack_products.py`)
    "weekly-step", "iso-week",  # round 24 (`weekly_lists.py`, `iso_weeks.py`)
    "duration-step", "month-share", "count-share",  # round 24 (`duration_steps.py`, `month_shares.py`, `count_shares.py`)
    "dpi-pixels", "edge-margin",  # round 25 (`print_sizes.py`)
    "per-item",  # round 25 (`item_prices.py`)
    "asked-shift", "fraction-of",  # round 25 (`asked_shifts.py`, `fraction_shares.py`)
    "count-multiple",  # round 26 (`count_multiples.py`)
    "clock-plus-duration", "length-sum", "seconds-restated",  # round 27 (`record_ends.py`, `length_sums.py`)
    "billed-step", "clock-chain",  # round 28 (`billed_steps.py`, `clock_chains.py`)
    "listed-steps",  # census41 (`listed_steps.py`)
    "clock-offset", "clock-round-up",  # round 29 (`clock_offsets.py`)
    "unit-carry", "band-width",  # round 27 (`unit_carries.py`, `band_widths.py`)
    "some-items", "row-step",  # round 27 (`item_subsets.py`, `row_steps.py`)
    "rated-subtotal",  # round 27 (`rated_subtotals.py`)
    "two-step",  # round 28 (`two_steps.py`)
    "session-day",  # round 32 (`session_days.py`)
    "stated-dose", "rounded-up",  # round 29 (`stated_doses.py`)
    "stated-shift", "leg-sum",  # round 31 (`stated_shifts.py`, `leg_sums.py`)
    "compound",  # round 31 (`compound_growth.py`)
    "column-factor",  # round 33 (`tables.py`)
    "corrected-total",  # round 34 (`corrected_totals.py`)
    "adjusted-price", "unit-quotient",  # mussel37 (`stated_adjustments.py`, `unit_quotients.py`)
    "priced-row", "rounded-whole",  # surgical37 (`priced_rows.py`, `rounded_wholes.py`)
    "container-count",  # census39 (`container_counts.py`)
    "reasoned-rounding",  # seed40 (`reasoned_roundings.py`)
    "exact-step", "rounded-again",  # bell40 (`exact_steps.py`, `rounded_again.py`)
    "group-cells",  # boat40 (`group_cells.py`)
    "weighted-mean", "row-exchange",  # mill42 (`weighted_means.py`, `tables.py`)
)

__all__ = [
    "ArithmeticBasis",
    "Derivation",
    "MAX_ARITHMETIC_CHARS",
    "MAX_COMPUTED_DIGITS",
    "MAX_ARITHMETIC_WORK",
    "Operand",
    "RULES",
    "WIDE_RULES",
    "as_decimal",
]
