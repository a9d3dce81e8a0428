"""Products of two numbers one record of a result carries (round 21): `carried-product`.

Ticketing, retail and travel answers multiply what a row carries: a tier's face revenue is its
`sold` times its `face_value` (`GA Floor,900,842,12,45.00` ... `| GA Floor | $37,890.00 |`), an
order line's amount its `quantity` times its `unit_price`, a stay its `nights` times its `rate`.
No number of the answer's line is an operand, so the exact lookup flags them; the difference and
the ratio of two numbers of a record were read already (`record_gaps.py`, `carried_ratios.py`).
This rule takes the product in the same shape:

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `carried-product` | `| GA Floor | $37,890.00 |` for `GA Floor,900,842,12,45.00` | two numeric keys of one record of this turn's or the previous turn's results (a JSON object, a row of a CSV or markdown text result: `text_tables.py`) that its line names by one of its words (`GA Floor`), or the one record of its array; multiplied, exact (a quantity times a price is: `31.50 CAD x 0.73` printed `23.00` is a conversion, not this rule's) | a value equal to such a product with no one-digit neighbour reached by a product of two numbers of any record of those results (the record's own other keys, its siblings), not one digit off a carried number |

(cashmere35) A record's number carried under a key that names a unit (`raw_kg`, `km`, `goats`; a
calendar unit only in the plural, `days`: proofs36, `day` and `year` are a date's parts) is
multiplied too by a unit price the system prompt states per that unit (`118,000 ₮ a kg (white)`,
`2,400 ₮ a km`: a money mark or a three-letter code beside the amount, then `a`, `an`, `per` or `/`
and the unit): a co-operative's rules price a member's delivery, the answer writes the lot's value
with no step (`L-26-031 (white, 15.2 µm, +8%): 2,982,096 ₮` for `raw_kg` 23.4 of the lot's row);
and times 1 + p or 1 - p for a signed percent its line writes before the value (`+8%`, `(-12%)`).
Where the prompt states several prices per one unit, each naming its kind in words (`(white)`,
`(grey and brown)`), a price is taken only when the value's line, its record or the person's last
text writes one of its words. The chance test is the rule's: no product of any record of the window
(by any price of the unit, by any percent of the line) reaches a one-digit neighbour; rounded half up
or half even to the value's places. Its price: an invented amount equal to a named record's quantity
times a stated price of its unit, with no neighbour so reached.

(mussel37) A stated price moved by the signed adjustment its line states per its unit (`0.95 EUR a
kg ...; +0.08 EUR a kg when ...`: 1.03, `stated_adjustments.py`) is a stated unit price too, taken
only where the value's line writes it before the value (`| A47-114 | 119 | 20.2% | 1.03 | 122.57 |`).

(fish39) A sibling's product one digit off (a record with words of its own the line does not name)
no longer refuses the named record's: a slip of the value would be a misread of the sibling's, as
rice36's `_misreads_elsewhere` reads a carried one. And the sum of one product (the same two keys
of one result) over every record the line names, 2 to MAX_SUMMED (`| Daw Khin Myo | L-01, L-04 |
6,482,000 |` for 820 x 4,200 + 310 x 9,800: a buyer's lots), exact; refused where a named record
lacks the pair, another pair summed or a named record's own product is one digit off. Its price: an
invented amount equal to the named records' summed product.

Only this turn's and the previous turn's results are read (census34: a turn is one that served a result, `results_queue.TurnResults`), at most MAX_KEYS numeric keys of a
record and MAX_PRODUCTS products a run. A record nothing names is no operand: the products of any
two numbers of any record would reach too much; (proofs36) a record's word names it only written
whole and carried by no other record of its result (`carried_records`), and a result read past
MAX_PRODUCTS explains nothing while in the window (`TurnResults.read_whole`).
Pure: no I/O; the per-run state is the products read so far.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final, NamedTuple

from .amounts import MONEY_SIGN_CLASS, SHORT_MARKS_AFTER
from .carried_ratios import MAX_KEYS, carried_records, names_record
from .computed.reading import neighbours
from .decimal_text import printed as _show
from .rated import holds_percent, percent_words
from .record_sizes import record_sizes, writes_count
from .results_queue import TurnResults
from .served import Served
from .stated_adjustments import adjusted_prices, percent_adjusted_prices, writes_price
from .switch_gaps import _names_in
from .text_memo import TextMemo
from .threshold_discounts import StatedDiscount, discount_for, stated_discounts

__all__ = ["CarriedProducts", "Product", "StatedPrice", "MAX_PRODUCTS", "listed_doses", "stated_prices"]

MAX_PRODUCTS: Final = 4096  # products kept per run ((long40) of the results still in the window)
MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_NAMED: Final = 512  # records kept by their words
MAX_SUMMED: Final = 8  # (fish39) records a line names whose products it sums
# a record's word that names it: 2-40 characters with a letter, no line break (`GA`, `Balcony`, `VIP`)
_SHORT_NAME: Final = re.compile(r"(?=[^\n]*[A-Za-z])[^\n]{2,40}")


MAX_STATED_PRICES: Final = 16  # unit prices kept from a system prompt (the first)
MAX_MEASURES: Final = 64  # (mend37c) numbers before a word kept from the system prompts (the first)
# (mend37c) a whole number or a decimal written right before a word (`8 hours`, `5 m3`)
_MEASURE: Final = re.compile(r"(?<![0-9.,])([0-9]{1,6}(?:\.[0-9]{1,3})?)(?![0-9.,]?[0-9])[ \t]?([^\W\d_]{1,12})\b")
MAX_PRICE_TEXT: Final = 20_000  # characters of a system prompt read for unit prices
MAX_LINE_PERCENTS: Final = 3  # signed percents of the value's line tried as a factor (the last)


class Product(NamedTuple):
    value: Decimal  # the exact product
    expression: str  # `842 x 45.00`
    where: str  # `result 3: [0].sold x [0].face_value`
    position: int
    names: tuple[str, ...] = ()  # the record's words (`ga floor`), lower-cased
    alone: bool = False  # the one record of its array
    price: StatedPrice | None = None  # (cashmere35) a stated unit price, the other operand
    own: tuple[str, ...] = ()  # (proofs36) the record's words no other record of its result carries: those its line names it by
    must_write: int = 0  # (mend38a) a count of the record multiplied in (record_sizes.py), which the value's line must write
    pair: str = ""  # (fish39) the two keys multiplied (`kg x hammer_mmk_kg`), for a sum over the records a line names


class StatedPrice(NamedTuple):
    """(cashmere35) A unit price a system prompt states: `118,000 ₮ a kg (white)`."""

    price: Decimal
    unit: str  # the unit's word, lower-cased (`kg`)
    shown: str  # as written (`118,000 ₮ a kg`)
    kinds: frozenset[str]  # the words in parentheses right after it (`white`; `grey`, `brown`)
    sign: int = 0  # (mussel37) +1 or -1 for an adjustment written with its sign (`+0.08 EUR a kg`), else 0
    line: int = 0  # (mussel37) the line of the text it is stated on
    adjusted: str = ""  # (mussel37) a price its line's adjustment moved, the step (`0.95 + 0.08`: `stated_adjustments.py`)
    # (mend39b) the measures its clause writes before it (`beech 25 mm 21,500 MKD/m³`: 25 mm): a record
    # carrying another number under a key naming that unit (`thick_mm` 50) takes no such price
    sizes: tuple[tuple[Decimal, str], ...] = ()


# (tannery41) or a currency's own short mark, written after the amount as its country writes it: the
# convertible mark's `KM` (`2.10 KM a kg`), `kr`, `Ft`, `lei`, `zł`, `Kč`, `kn` (amounts.SHORT_MARKS_AFTER)
_MARK: Final = r"(?:[" + MONEY_SIGN_CLASS + r"]|\b[A-Z]{3}\b|(?<![^\W\d_])(?:" + SHORT_MARKS_AFTER + r")(?![^\W\d_]))"
_STATED_PRICE: Final = re.compile(
    r"(?P<before>" + _MARK + r"[ \t]?)?(?<![0-9.,])(?P<amount>[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?P<fraction>\.[0-9]+)?(?![0-9.,]?[0-9])"
    r"(?P<after>[ \t]?" + _MARK + r")?[ \t]*(?:/[ \t]*|\b(?:per|an?)[ \t]+)(?P<unit>[^\W\d_]{1,12})\b(?P<kinds>[ \t]*\([^()\n]{1,60}\))?")
_KIND_WORD: Final = re.compile(r"[^\W\d_]{3,}")
# (census39) a unit's power written as a superscript (`m³`, `m²`): read as the key spells it (`m3`)
_POWERS: Final = str.maketrans({"\u00b2": "2", "\u00b3": "3"})
# (census39) a rate in a unit the prompt prices (`95 kWh per m³ of boards at 7.40 MKD a kWh`): the
# amount, that unit's word, then `a`, `an`, `per` or `/` and the unit it is counted by
_UNIT_RATE: Final = re.compile(
    r"(?<![0-9.,])(?P<amount>[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?P<fraction>\.[0-9]+)?(?![0-9.,]?[0-9])"
    r"[ \t]?(?P<measure>[^\W\d_]{1,12})[ \t]*(?:/[ \t]*|\b(?:per|an?)[ \t]+)(?P<unit>[^\W\d_]{1,12})\b")
MAX_UNIT_RATES: Final = 4  # (census39) rates in a priced unit kept from a system prompt (the first)
# (mussel37) a sign glued before a stated price: an adjustment of the prices of its unit (`+0.08 EUR a kg`)
_SIGNS: Final = {"+": 1, "-": -1, "\u2212": -1}
# a key that is itself a price or a share, not a quantity (`price_per_kg`, `clean_yield_pct`)
_NOT_QUANTITY: Final = re.compile(r"price|cost|rate|fee|value|amount|total|pct|percent|per(?![a-z])", re.IGNORECASE)
_KEY_PART: Final = re.compile(r"[a-z]+[23]?")  # (census39) a power kept: `m3`
# (proofs36) the calendar's and the clock's units: a key writing one in the singular (`day`, `year`,
# `start_day`) carries a date's or a clock's part (14 of the 14th), a count of them is plural
# (`days`, `rental_days`, `hours`)
_CALENDAR_UNITS: Final = frozenset({"day", "week", "month", "year", "hour", "minute"})
# a signed percent its line writes (`+8%`, `(-12%)`, `− 12 %`)
_SIGNED_PERCENT: Final = re.compile(r"(?<![0-9A-Za-z.,])([+\-\u2212\u2013])[ \t]?([0-9]{1,2}(?:[.,][0-9]{1,2})?)[ \t]?%")


def stated_prices(text: str) -> list[StatedPrice]:
    """The unit prices `text` states with a money mark or a code beside the amount, then `a`,
    `an`, `per` or `/` and the unit (`118,000 ₮ a kg (white)`, `$4.50 per km`), the first
    MAX_STATED_PRICES; the words in parentheses right after one are its kinds."""
    out: list[StatedPrice] = []
    after = 0
    for m in _STATED_PRICE.finditer(text[:MAX_PRICE_TEXT]):
        if not (m.group("before") or m.group("after")):
            continue
        price = _positive_amount(m)
        if price is None:
            continue
        kinds = frozenset(w.lower() for w in _KIND_WORD.findall(m.group("kinds") or ""))
        shown = m.group(0)[: m.end("unit") - m.start()].strip()
        sign = _SIGNS.get(text[m.start() - 1], 0) if m.start() > 0 else 0
        if sign and m.start() > 1 and text[m.start() - 2].isdigit():
            sign = 0  # a range's dash (`12-15 EUR a kg`), no sign
        out.append(StatedPrice(price, m.group("unit").lower().translate(_POWERS), ("+" if sign > 0 else "-" if sign < 0 else "") + shown,
                               kinds, sign, text.count("\n", 0, m.start()), "", _clause_before(text, m.start(), after)))
        after = m.end()
        if len(out) >= MAX_STATED_PRICES:
            break
    return (out + _listed_prices(text, out))[:MAX_STATED_PRICES]


def _positive_amount(m: re.Match[str]) -> Decimal | None:
    """The amount a price match writes (its `amount` and `fraction` groups), or None where it is not
    a positive number (`_STATED_PRICE`, `_LISTED_AMOUNT`)."""
    try:
        price = Decimal(m.group("amount").replace(",", "") + (m.group("fraction") or ""))
    except InvalidOperation:
        return None
    return price if price > 0 else None


# (seed40) a rule's line labelled by the plural of what it prices, its prices listed by who pays
# them with no unit after (`- Packets: farmers pay 12,000 LAK, NGOs 20,000 LAK; ...`): the label, one
# word of letters ending in `s`, a colon, then the clause up to `;`, `.` past a space or the line's end
# (tannery41) a line `prices a UNIT:` (`- Leather prices a m2: vegetable-tanned 68 KM, chrome-tanned 49 KM;`)
# is read by incense41's `_HEADED_LINE` below (its label, `a`, the unit with its power)
_LISTED_LINE: Final = re.compile(r"^[ \t]*(?:[-*\u2022][ \t]+)?(?P<label>[A-Za-z]{2,19}s):[ \t]*(?P<body>[^;\n]*?)(?=;|\.(?:[ \t]|$)|$)",
                                 re.MULTILINE)
_LISTED_AMOUNT: Final = re.compile(
    r"(?P<before>" + _MARK + r"[ \t]?)?(?<![0-9.,])(?P<amount>[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?P<fraction>\.[0-9]+)?(?![0-9.,]?[0-9])"
    r"(?P<after>[ \t]?" + _MARK + r")?")
MAX_LISTED: Final = 4  # (seed40) prices of one labelled line read; a line listing more is a table, not a price list
# (incense41) a rule's line whose label names the unit its prices are per, then what it prices
# (`- Prices a kg of dry resin: grade 1 210 ERN, grade 2 150 ERN, grade 3 60 ERN.`, `Rates per
# night: single 80 EUR, double 110 EUR`): the label (words of letters, at most 5 before the unit),
# `a`, `an`, `per` or `/`, the unit's word, at most 4 words after `of`, a colon, the clause as above
_HEADED_LINE: Final = re.compile(
    r"^[ \t]*(?:[-*\u2022][ \t]+)?(?P<label>[A-Za-z]{2,19}(?:[ \t]+[A-Za-z]{1,19}){0,4})[ \t]*(?:/|\b(?:per|an?)\b)[ \t]*"
    r"(?P<unit>[A-Za-z]{1,12}[23\u00b2\u00b3]?)(?:[ \t]+of(?:[ \t]+[A-Za-z]{1,19}){1,4})?:[ \t]*"
    r"(?P<body>[^;\n]*?)(?=;|\.(?:[ \t]|$)|$)", re.MULTILINE)


def _listed_prices(text: str, stated: list[StatedPrice]) -> list[StatedPrice]:
    """(seed40) The prices a line labelled by a plural noun lists with a money mark or a code and no
    unit after (`Packets: farmers pay 12,000 LAK, NGOs 20,000 LAK`), each a price per the label's
    singular (`packet`), its kind the first word of its comma clause (`farmers`, `ngos`). Not a price
    the line states per a unit already (`stated`), nor an amount followed by another word than a
    comma, `and`, `or` or the clause's end (`35,000 LAK up to 5 kg` is no packet's price), nor a
    line listing more than MAX_LISTED amounts."""
    out: list[StatedPrice] = []
    read = text[:MAX_PRICE_TEXT]
    lines = [(m, m.group("label").lower()[:-1]) for m in _LISTED_LINE.finditer(read)]
    # (incense41) and a line whose label names the unit (`Prices a kg of dry resin:`): per that unit
    lines += [(m, m.group("unit").lower().translate(_POWERS)) for m in _HEADED_LINE.finditer(read)]
    for line, unit in lines:
        body, start = line.group("body"), line.start("body")
        found = [m for m in _LISTED_AMOUNT.finditer(body) if m.group("before") or m.group("after")]
        if not found or len(found) > MAX_LISTED:
            continue
        number = text.count("\n", 0, start)
        if any(p.line == number and not p.adjusted for p in stated):
            continue  # a line that states its unit prices is read by `_STATED_PRICE`
        for m in found:
            rest = body[m.end():].lstrip(" \t")
            if rest and not (rest.startswith(",") or re.match(r"(?:and|or)\b", rest)):
                continue
            cut = max(body.rfind(",", 0, m.start()), body.rfind(":", 0, m.start())) + 1
            words = _KIND_WORD.findall(body[cut:m.start()])
            if not words:
                continue
            price = _positive_amount(m)
            if price is None:
                continue
            shown = f"{m.group(0).strip()} a {unit} ({words[0]})"
            out.append(StatedPrice(price, unit, shown, frozenset({words[0].lower()}), 0, number, "", ()))
    return out


def listed_doses(text: str) -> list[tuple[Decimal, str, str, str]]:
    """(seed40) `_listed_prices` for `stated_doses`: each price listed under a plural label as
    (price, its currency as written, the label's singular, as shown): `Packets: farmers pay 12,000
    LAK` gives (12000, `LAK`, `packet`, `12,000 LAK a packet (farmers)`)."""
    out: list[tuple[Decimal, str, str, str]] = []
    for p in _listed_prices(text, []):
        mark = _LISTED_AMOUNT.match(p.shown)
        if mark is None:
            continue
        currency = (mark.group("before") or mark.group("after") or "").strip()
        if currency:
            out.append((p.price, currency, p.unit, p.shown))
    return out


_CLAUSE_CUT: Final = re.compile(r"[,;:()\n]")
_CLAUSE_SIZE: Final = re.compile(r"(?<![0-9.,])([0-9]{1,6}(?:\.[0-9]{1,3})?)[ \t]?([^\W\d_]{1,6})\b")
MAX_CLAUSE: Final = 60  # (mend39b) characters before a stated price read for its clause
MAX_SIZES: Final = 3  # (mend39b) measures of one clause kept


def _clause_before(text: str, start: int, after: int) -> tuple[tuple[Decimal, str], ...]:
    """(mend39b) The measures (a number and its unit word, lower case: `25 mm`) of the clause a stated
    price ends (`beech 25 mm ` of `Dry boards: beech 25 mm 21,500 MKD/m³, oak ...`): back from it to a
    `,`, `;`, `:`, a parenthesis or a line's start, at most `MAX_CLAUSE` characters (a comma between
    digits groups them, no cut), and never into the price stated before it (`after`, its end with its
    kinds: `1,250 ₸ a kg (green) and 1,100 ₸ a kg`)."""
    floor = max(0, after, start - MAX_CLAUSE, text.rfind("\n", 0, start) + 1)
    cut = floor
    for m in _CLAUSE_CUT.finditer(text, floor, start):
        if not (text[m.start() - 1:m.start()].isdigit() and text[m.end():m.end() + 1].isdigit()):  # not a group comma
            cut = m.end()
    return tuple((Decimal(m.group(1)), m.group(2).lower().translate(_POWERS))
                 for m in _CLAUSE_SIZE.finditer(text, cut, start))[:MAX_SIZES]


def unit_rates(text: str, prices: list[StatedPrice]) -> list[StatedPrice]:
    """(census39) The rates `text` states in a unit one of `prices` is per (`95 kWh per m³ of boards`
    beside `7.40 MKD a kWh`): an energy, a weight or a volume counted by another unit, which the
    prompt then prices; as a `StatedPrice` of the unit it is counted by (`m3`), the first
    MAX_UNIT_RATES. Not a rate in a unit nothing is priced per (`1,600 kg an hour` where no price is
    per kg), nor a unit per itself."""
    priced = {p.unit for p in prices}
    out: list[StatedPrice] = []
    for m in _UNIT_RATE.finditer(text[:MAX_PRICE_TEXT]):
        measure, unit = m.group("measure").lower(), m.group("unit").lower().translate(_POWERS)
        if measure not in priced or measure == unit or unit in ("a", "an", "per"):
            continue
        try:
            rate = Decimal(m.group("amount").replace(",", "") + (m.group("fraction") or ""))
        except InvalidOperation:
            continue
        if rate > 0:
            out.append(StatedPrice(rate, unit, m.group(0).strip(), frozenset(), 0, text.count("\n", 0, m.start())))
            if len(out) >= MAX_UNIT_RATES:
                break
    return out


def _unit_of(key: str, units: set[str]) -> str:
    """The stated unit a record's key names as a quantity (`raw_kg` -> `kg`, `goats` -> `goat`), or ''.
    (proofs36) A calendar unit only in the plural (`days` -> `day`): `day`, `month`, `year` are a
    date's parts, not a count of a stated `45,000 ₮ a day`."""
    if _NOT_QUANTITY.search(key) is not None:
        return ""
    for part in _KEY_PART.findall(key.lower().translate(_POWERS)):
        for unit in (part, part[:-1] if part.endswith("s") else part):
            if unit in units and not (unit == part and unit in _CALENDAR_UNITS):
                return unit
    return ""


def _fits_sizes(price: StatedPrice, numbers: list[tuple[str, Decimal]]) -> bool:
    """(mend39b) Whether a record (its keyed `numbers`) carries no other number than a price's clause
    states under a key naming the clause's unit (`oak 50 mm 46,000 MKD/m³` for a record of `thick_mm`
    25: no); the price's own unit is what it prices, no condition."""
    for size, unit in price.sizes:
        if unit == price.unit:
            continue
        for key, n in numbers:
            if n != size and unit in _KEY_PART.findall(key.lower().translate(_POWERS)):
                return False
    return True


def _line_factors(before: str) -> list[tuple[Decimal, str]]:
    """1, and 1 + p or 1 - p for the last MAX_LINE_PERCENTS signed percents `before` writes."""
    out: list[tuple[Decimal, str]] = [(Decimal(1), "")]
    for m in _SIGNED_PERCENT.findall(before)[-MAX_LINE_PERCENTS:]:
        p = Decimal(m[1].replace(",", ".")) / 100
        up = m[0] == "+"
        out.append((1 + p if up else 1 - p, f" x (1 {'+' if up else '-'} {m[1]}%)"))
    return out


class CarriedProducts:
    """The products of two numbers of one record of a result."""

    __slots__ = ("_results", "_products", "_named", "_prices", "_percent_words", "_measures", "_rates", "_discounts")

    def __init__(self) -> None:
        self._results = TurnResults()
        self._products: list[Product] = []
        # every record of the run by its words (`ga floor`), with its numbers and where each was
        # carried, the latest reading of a name kept: the unit prices `priced-chain` takes through a
        # stated fee schedule (`3 balcony 215.82`, round 21)
        self._named: dict[str, list[tuple[Decimal, str]]] = {}
        self._prices: list[StatedPrice] = []  # (cashmere35) the unit prices the system prompt states
        self._percent_words: frozenset[str] = frozenset()  # (brandy36) the measures it states in percent (`70% ABV`)
        self._measures: list[tuple[Decimal, str]] = []  # (mend37c) the numbers it writes before a word (`8 hours`)
        self._rates: list[StatedPrice] = []  # (census39) its rates in a unit it prices (`95 kWh per m³`: `unit_rates`)
        self._discounts: list[StatedDiscount] = []  # (boat40) its percents off from a count on (`threshold_discounts.py`)

    def add_system_text(self, text: str) -> None:
        """(cashmere35) The unit prices a system prompt states (`stated_prices`); (mussel37) and each
        moved by the signed adjustment its line states per its unit (`stated_adjustments.py`)."""
        # (speed43) what is read of the text alone, kept per text (`_SYSTEM_READ`): each case of a
        # run reads its rules text again
        prices, discounts, words, measures = _SYSTEM_READ.read(text, _system_reading)
        new = list(prices)
        stated = [p for p in self._prices if not p.adjusted] + new
        self._prices = stated[:MAX_STATED_PRICES]
        self._prices += adjusted_prices(self._prices)
        # (tannery41) and each moved by a percent its line writes (`grade B 20% less`)
        self._prices += percent_adjusted_prices(text, [p for p in new if p in self._prices])
        self._rates = (self._rates + unit_rates(text, self._prices))[:MAX_UNIT_RATES]
        if not self._discounts:  # (boat40) the first text that states any, its lines those of its prices
            self._discounts = list(discounts)
        self._percent_words = self._percent_words | words
        for measure in measures:
            if len(self._measures) < MAX_MEASURES:
                self._measures.append(measure)

    def add_result(self, served: Served, position: int) -> None:
        self._results.add_result(served, position)

    def answered(self, settled: bool = False) -> None:
        """An answer was given: a later answer multiplies only the results that come after it."""
        self._results.answered(settled)

    def _read(self, served: Served, position: int) -> None:
        if self._products and self._results.gone(self._products[0].position):
            # (long40) the products out of the window for good leave, so the cap is on the live ones
            self._products = [p for p in self._products if not self._results.gone(p.position)]
        for node, names, numbers, where, sole, root, own in carried_records(served, position):
            if numbers and len(self._named) < MAX_NAMED:
                for name in (v.strip().lower() for v in node.values() if isinstance(v, str) and _SHORT_NAME.fullmatch(v.strip())):
                    self._named[name] = [(n, f"{where}.{key}") for key, n in numbers]
            self._priced(numbers, where, position, names, own, sole or root)  # (a result that is one record names it)
            for size in record_sizes(numbers, {key: _show(n) for key, n in numbers}):
                # (sawmill38) a record's sizes in metres multiplied, alone or times a count (record_sizes.py)
                if len(self._products) >= MAX_PRODUCTS:
                    self._results.stopped_at(position)
                    return
                self._products.append(Product(size.value, size.expression, f"{where}: {size.keys} (in metres)",
                                              position, names[:MAX_KEYS], sole, None, own[:MAX_KEYS], size.must_write))
            for first, (key_a, a) in enumerate(numbers):
                for key_b, b in numbers[first + 1:]:
                    if len(self._products) >= MAX_PRODUCTS:
                        self._results.stopped_at(position)
                        return
                    if a == 0 or b == 0:
                        continue
                    self._products.append(Product(a * b, f"{_show(a)} x {_show(b)}", f"{where}.{key_a} x {where}.{key_b}",
                                                  position, names[:MAX_KEYS], sole, None, own[:MAX_KEYS], 0,
                                                  f"{position} {key_a} x {key_b}"))
                    share = key_b if holds_percent(key_b, self._percent_words) else \
                        key_a if holds_percent(key_a, self._percent_words) else ""
                    if share and len(self._products) < MAX_PRODUCTS:
                        # (brandy36) a quantity times a share its record keeps in percent (`distillate_l`
                        # 310 x `abv` 70.2 after the prompt's `70% ABV`: 217.62 L of pure alcohol)
                        self._products.append(Product(a * b / 100, f"{_show(a)} x {_show(b)}%",
                                                      f"{where}.{key_a} x {where}.{key_b} (a percent)",
                                                      position, names[:MAX_KEYS], sole, None, own[:MAX_KEYS]))

    def _priced(self, numbers: list[tuple[str, Decimal]], where: str, position: int, names: tuple[str, ...],
                own: tuple[str, ...], sole: bool) -> None:
        """(cashmere35) A record's quantities (a key naming a stated price's unit) times that price."""
        if not self._prices:
            return
        rated = self._prices + self._rates  # (census39) and the rates in a priced unit (`95 kWh per m³`)
        units = {p.unit for p in rated}
        for key, quantity in numbers:
            unit = _unit_of(key, units) if quantity > 0 else ""
            for price in (p for p in rated if p.unit == unit and _fits_sizes(p, numbers)) if unit else ():
                if len(self._products) >= MAX_PRODUCTS:
                    self._results.stopped_at(position)
                    return
                self._products.append(Product(quantity * price.price, f"{_show(quantity)} x {_show(price.price)}",
                                              f"{where}.{key} x the system prompt's {price.shown!r}", position,
                                              names[:MAX_KEYS], sole, price, own[:MAX_KEYS]))
                off = discount_for(self._discounts, unit, price.line, quantity) if self._discounts and not price.adjusted else None
                if off is not None and len(self._products) + 2 <= MAX_PRODUCTS:
                    # (boat40) a discount the price's line states from a count the quantity meets: the
                    # charge after it and the discount itself (14 days x 2,500 x (1 - 15%), x 15%)
                    for factor, shown in ((1 - off.share, f" x (1 - {off.percent}%)"), (off.share, f" x {off.percent}%")):
                        self._products.append(Product(quantity * price.price * factor, f"{_show(quantity)} x {_show(price.price)}{shown}",
                                                      f"{where}.{key} x the system prompt's {price.shown!r}, less its line's"
                                                      f" {off.percent}% from {_show(off.threshold)} {off.unit}", position,
                                                      names[:MAX_KEYS], sole, None, own[:MAX_KEYS]))

    def _price_named(self, price: StatedPrice, tiers: Sequence[set[str]]) -> bool:
        """Whether `price` may be taken where the words of `tiers` are written: it has no kinds, or
        no other price is stated per its unit, or it is the one price of its unit the first tier
        naming any writes a kind of (mend35: the record, then the line, then the question; a
        record's `white` refuses the `(grey and brown)` price whatever its line or question writes,
        and a tier naming two prices' kinds names none). (mend37c) An adjusted copy of a price
        (`stated_adjustments.py`) is no rival of its base: it is named where its base is (`explain`
        takes it only where the line writes it)."""
        if not price.kinds:
            return True
        rivals = [p for p in self._prices if p.unit == price.unit and not p.adjusted]
        if len(rivals) <= 1:
            return True
        base = next((p for p in rivals if p.line == price.line and p.kinds == price.kinds
                     and price.shown.startswith(p.shown + "; ")), price) if price.adjusted else price
        for words in tiers:
            named = [p for p in rivals if p.kinds & words]
            if named:
                return len(named) == 1 and named[0] is base
        return False

    def unit_prices(self) -> list[StatedPrice]:
        """(mussel37) The unit prices the system prompt states, then those its adjustments move."""
        return list(self._prices)

    def stated(self) -> list[StatedPrice]:
        """(surgical37) The unit prices the system prompt states (`stated_prices`), for `priced_rows.py`;
        not those an adjustment moved (mussel37: `+0.35 EUR a kg for organic lots` prices the lots
        it names, not every row of kilos)."""
        return [p for p in self._prices if not p.adjusted]

    def measures(self) -> list[tuple[Decimal, str]]:
        """(mend37c) The numbers the system prompt writes right before a word, with the word (`8 hours`:
        an allowance `priced_rows.py` counts a record's hours above)."""
        return list(self._measures)

    def unit_price_values(self) -> frozenset[Decimal]:
        """(surgical37) The unit prices the system prompt states (`30 PKR a piece`: 30), as numbers."""
        return frozenset(p.price for p in self._prices if not p.adjusted or "%" in p.adjusted)

    def percent_adjusted(self, number: Decimal) -> bool:
        """(tannery41) Whether `number` is a stated unit price moved by the percent its line writes
        (`68 KM ...; grade B 20% less`: 54.4): an operand the answer may write under the digit minimum."""
        return any(p.price == number for p in self._prices if "%" in p.adjusted)

    def named_numbers(self) -> set[Decimal]:
        """(rice36) The numbers of every record of the run with a name (`_named`)."""
        for served, position in self._results.queue.take():
            self._read(served, position)
        return {n for numbers in self._named.values() for n, _ in numbers}

    def named_on(self, text: str) -> list[tuple[Decimal, str]]:
        """The numbers of the records of the run `text` names by one of their words (a whole word:
        `3 balcony`, `4 GA tickets`), with where each was carried; a name inside a longer name
        named there is the longer's."""
        for served, position in self._results.queue.take():
            self._read(served, position)
        lower = text.lower()
        names = [name for name in self._named if _names_in(lower, name, 0, len(lower))]
        out: list[tuple[Decimal, str]] = []
        for name in names:
            if not any(name != other and name in other for other in names):
                out.extend(self._named[name])
        return out

    def explain(self, value: Decimal, digits: str, line: str = "", before: str = "", asked: str = "",
                headers: str = "") -> Product | None:
        """A product of two numbers of a record of this turn's or the previous turn's results
        that `value` (written `digits`) states, rounded to its written places: of a record its
        `line` names by one of its words, or of the one record of a one-element array. Refused
        when a product of any record of those results rounds to a one-digit neighbour of the value.
        (cashmere35) A record's quantity times a stated unit price, exact or rounded, also times
        1 + p or 1 - p for a signed percent `before` (its line before it) writes; a price naming
        kinds only where the line, the record or `asked` (the person's last text) writes one.
        (mend38a) `headers`, a table cell's column headers, name a kind priced with the line, never the record."""
        places = self._results.queue.read_for(digits, MIN_DIGITS, self._read)
        if places < 0 or value <= 0 or not self._results.read_whole():
            return None
        said = line.lower()
        quantum = Decimal(1).scaleb(-places)
        factors = _line_factors(before) if self._prices else []
        words: tuple[set[str], set[str]] | None = None
        found: Product | None = None
        reached: set[Decimal] = set()
        for product in self._products:
            if product.position < self._results.prior_from:
                continue
            for factor, shown in factors if product.price is not None else [(Decimal(1), "")]:
                exact = product.value * factor
                try:
                    up = exact.quantize(quantum, rounding=ROUND_HALF_UP)
                    even = exact.quantize(quantum, rounding=ROUND_HALF_EVEN)
                except InvalidOperation:
                    continue
                named = product.alone or names_record(said, product.own)
                # (fish39) a sibling's product (a record the line does not name) one digit off the
                # named record's own is a misread of the sibling's, not a slip of the value
                if named or not product.own:
                    reached.update((up, even))
                if found is not None or not named:
                    continue
                if product.price is None:
                    if exact == value and (not product.must_write or writes_count(line, product.must_write)):
                        found = product  # (mend38a, review38 D2) sizes times a count only where the line writes it
                    continue
                if value not in (up, even):
                    continue
                if product.price.adjusted and not writes_price(before, product.price.price):
                    continue  # (mussel37) an adjusted price only where the line writes it before the value
                if words is None:
                    words = (set(_KIND_WORD.findall(said + " " + headers.lower())), set(_KIND_WORD.findall(asked.lower())))
                record = {w.lower() for n in product.names for w in _KIND_WORD.findall(n)}
                if self._price_named(product.price, (record, *words)):
                    found = product._replace(value=exact, expression=product.expression + shown)
        if found is None:
            return self._named_sum(value, places, said)
        if any(n in reached for n in neighbours(value, places)):
            return None
        return found

    def _named_sum(self, value: Decimal, places: int, said: str) -> Product | None:
        """(fish39) The sum of one product (the same two keys of one result) over every record the
        line names, 2 to MAX_SUMMED of them (`| Daw Khin Myo | L-01, L-04 | 6,482,000 |` for 820 x
        4,200 + 310 x 9,800): a buyer's lots, a customer's lines. Exact; refused when the line names
        a record with no such product, or when another pair of keys summed over them, or one of
        the named records' single products, is one digit off the value."""
        if places > 2:
            return None
        sums: dict[str, list[Product]] = {}
        for product in self._products:
            if product.position < self._results.prior_from or not product.pair or not product.own:
                continue
            if names_record(said, product.own):
                sums.setdefault(product.pair, []).append(product)
        if not sums:
            return None
        counts = {len(terms) for terms in sums.values()}
        if len(counts) != 1 or not 2 <= min(counts) <= MAX_SUMMED:
            return None  # a named record lacks a pair another has: not one sum over them all
        found: Product | None = None
        reached: set[Decimal] = set()
        for pair, terms in sums.items():
            total = sum((t.value for t in terms), Decimal(0))
            reached.update(t.value for t in terms)
            if total == value and found is None:
                found = terms[0]._replace(value=total, expression=" + ".join(t.expression for t in terms),
                                          where=" + ".join(t.where for t in terms))
            else:
                reached.add(total)
        if found is None or any(n in reached for n in neighbours(value, places)):
            return None
        return found


_SystemReading = tuple[tuple[StatedPrice, ...], tuple[StatedDiscount, ...], frozenset[str], tuple[tuple[Decimal, str], ...]]


def _system_reading(text: str) -> _SystemReading:
    """(speed43) What `CarriedProducts.add_system_text` reads of a text alone: its unit prices, its
    discounts, its words after a percent, its numbers before a word (the first MAX_MEASURES). Pure."""
    measures = [(Decimal(m.group(1)), m.group(2).lower()) for m in _MEASURE.finditer(text[:MAX_PRICE_TEXT])]
    return (tuple(stated_prices(text)), tuple(stated_discounts(text)), percent_words(text),
            tuple(measures[:MAX_MEASURES]))


# (speed43) the readings of the rules texts read lately
_SYSTEM_READ: Final[TextMemo[_SystemReading]] = TextMemo(entries=16, chars=1 << 20)
