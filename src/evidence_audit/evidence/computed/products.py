"""Products and quotients of the answer's numbers: exchange at a quoted or implied rate, quantity x
price, rate x quantity, ratios, mixed durations, temperatures, rates per unit of time."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from decimal import Decimal
from typing import Any, Final, TypeVar

from ..amounts import MONEY_SIGN_CLASS, amount_starts
from ..decimal_text import percent_at
from ..layout import line_bounds, sentence_start
from ..named_counts import named_counts
from ..text_memo import TextMemo
from ..normalize import normalize_token
from ..glued_amounts import is_iso_code
from ..stated_exchanges import codes
from ..served import Served, js_items
from ..units import convert_temperature, factors, per_time_after, restated_in, span_after, temperature_after, unit_of
from .values import Operand, Occurrence, equal_at, equal_at_any, decimal_places, _print
from .cues import MAX_QUANTITY, MIN_COUNT, _COUNT_WORD, _COUNT_WORDS, _QUANTITY, _QUOTE, _WRITTEN_NUMBER
from .reading import AnswerReading, _mark_of, _same_unit, coded_amount, written_operand, neighbours
from ..expressions import rounded_reach
from ..word_keys import word_key


# (round 21) thousands grouped, and a unit word of the numerator before the slash or `per`: `11.8 t/ha`,
# `140,000 seeds a unit`, `44.092 bu/t`
_RATE: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)(?:[ \t]*\*\*)?(?P<numerator>[ \t]?[A-Za-z]{1,12}(?=/|[ \t]+(?:per|a)[ \t]))?"
    r"(?:/|[ \t]+per[ \t]+|[ \t]+a[ \t]+)(?P<unit>[A-Za-z]{1,12}(?:[\u00b2\u00b3](?![0-9])|\b))"
)  # (round 33) a unit squared or cubed (`510,204 knots per m²`) is its own unit, as its quantity's (`1.824 m²`)


# (round 24) a quantity with its unit, its thousands grouped or not: `3,162 km`, `7.7 GB`, `312 kWh`
# (cues._QUANTITY without the groups left `3,162 km` unread: `£418.72, over 3,162 km: £0.132/km`)
_GROUPED_QUANTITY: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)[ \t]?([A-Za-z]{1,12}(?:[\u00b2\u00b3](?![0-9])|\b))", re.ASCII)
# A count of things: a whole number (not an amount) followed by a word (`500 shares`, `20 units`).
_QUANTITY_OF: Final = re.compile(r"(?<![0-9.,$\u20ac\u00a3\u00a5])([0-9]{1,3}(?:,[0-9]{3})*|[0-9]+)\s+(?=[a-z]{2,})", re.ASCII)
# A quantity of a named thing: a whole or decimal number before a word in capitals or a word of
# any script (`40 AAPL`, `0.5 BTC`, `120 Stück`, `25 MSFT`); the word is its unit (`BTC`).
_QUANTITY_NAMED: Final = re.compile(r"(?<![0-9.,$\u20ac\u00a3\u00a5\w])([0-9]+\.[0-9]+|[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)[ \t]+([^\W\d_][^\W_]{1,11})\b")
MAX_NAMED_PRICES: Final = 4  # amounts before its sentence a named quantity's product may take without its name


# A rate written right after a converted value, past its currency word: `2,749.57 zł at 4.2301`.
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_AT_RATE: Final = re.compile(r"\**+[ \t]?[^\W\d_]{0,4}\.?\**+[ \t]+at[ \t]+(?:a[ \t]+rate[ \t]+of[ \t]+)?([0-9]+\.[0-9]+)(?![0-9])")


MAX_EXCHANGE_TERMS: Final = 24  # the latest quotes before a value, and amounts of its sentence, that `exchange` pairs


def _in_quote(quotes: list[tuple[int, int]], starts: list[int], at: int) -> bool:
    """Whether offset `at` lies in one of `quotes` ((start, end) in order, not overlapping)."""
    k = bisect_right(starts, at) - 1
    return k >= 0 and at < quotes[k][1]


def _exchange_rule(
    reading: AnswerReading, i: int, known: set[str], earlier: tuple[tuple[Decimal, str], ...] = ()
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
    # the latest quotes only: a sentence of hundreds of quotes and amounts paired them all for each
    # of its values (cubic, as `rate` was)
    rates = rates[-MAX_EXCHANGE_TERMS:]
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
                    if equal_at(product, occ.number, decimal_places(occ.value), True):
                        return f"{o.value} {op} {written}", (written_operand(o), Operand(written, "earlier answer", "a rate an earlier answer quoted"))
    if not rates:
        return None
    start = sentence_start(answer, occ.start)
    if start > 0 and answer[start - 1] != "\n":
        start = sentence_start(answer, max(start - 2, 0))
    places = decimal_places(occ.value)
    quote_starts = [a for a, _ in quotes]  # (in order, never overlapping: one bisect finds an amount's quote)
    amounts = [o for o in occurrences[:i] if o.start >= start and o.amount and o.value in known and o.number > 0
               and not _in_quote(quotes, quote_starts, o.at)]  # never the quote's own numbers
    for o in reversed(amounts[-MAX_EXCHANGE_TERMS:]):
        for rate, written, at in rates:
            if rate <= 0:
                continue
            for product, op in ((o.number * rate, "x"), (o.number / rate, "/")):
                if equal_at(product, occ.number, places, True):
                    return f"{o.value} {op} {written}", (written_operand(o), Operand(written, "answer", f"answer offset {at}"))
    return None


# (dive37) a rate written before the converted value on its line, after `at` (`In pounds at 0.8705:
# **£724.26**`, `At 0.8731: **£5,539.82**`): a decimal, no percent, no per-unit slash after it
_AT_RATE_BEFORE: Final = re.compile(r"\b[Aa]t[ \t]+(?:a[ \t]+rate[ \t]+of[ \t]+)?([0-9]+\.[0-9]+)(?![0-9.,]?[0-9]|[ \t]*[%/])")
MAX_LEAD_AMOUNTS: Final = 4  # (dive37) the amounts of the line above a conversion line that `exchange` tries
MAX_RATE_REACH: Final = 160  # (dive37) characters before the value its `at` rate is looked for in
MAX_WALK_BACK: Final = 64  # (dive37) numbers before the value walked back over for those amounts


# (fish39) a currency code written right after an amount (`173,250 THB`, `**10,706,850 MMK**`)
_CODE_AFTER: Final = re.compile(r"\**[ \t\u00a0]\**([A-Z]{3})\b")


def _mark_or_code(answer: str, o: Occurrence) -> str:
    """(fish39) An amount's currency sign (`_mark_of`), else the ISO code written right after it
    (`173,250 THB`), else ''."""
    mark = _mark_of(answer, o)
    if mark:
        return mark
    m = _CODE_AFTER.match(answer, o.end)
    return m.group(1) if m is not None and is_iso_code(m.group(1)) else ""


MAX_KEYED_RESULTS: Final = 64  # (mend39b) the latest results whose rate keys are read
MAX_KEYED_NODES: Final = 2000  # (mend39b) nodes of one result walked for them
MAX_KEYED: Final = 256  # (mend39b) numbers under rate keys kept ((long40) the latest read)
_KEY_PART: Final = re.compile(r"[A-Za-z]+")


class CarriedRateKeys:
    """(mend39b) The numbers results carry under a key naming a rate (`per`, `rate` among its parts,
    or two currency codes: `mmk_per_lak`, `exchange_rate`, `eur_usd`), each with the currencies the
    key names (or, for a bare `rate`, its object's ISO codes: `"base": "THB", "quote": "MMK"`): what a
    short carried rate quoted before a conversion must be (`_rate_before_rule`). (long40) The latest
    `MAX_KEYED` numbers are kept (a number read again is the latest), each with its currencies once:
    a long run's rates of its later results were never kept once its first results filled the map,
    and a rate every result repeats (`"eur_usd": 1.08`) grew its list by one per result."""

    __slots__ = ("_unread", "_keys")

    def __init__(self) -> None:
        self._unread: list[Served] = []
        self._keys: dict[str, list[frozenset[str]]] = {}  # the number as printed -> the currencies of each key

    def add_result(self, served: Served) -> None:
        if served.has_parsed:
            self._unread = (self._unread + [served])[-MAX_KEYED_RESULTS:]

    def currencies(self, written: str) -> list[frozenset[str]]:
        """The currencies of each rate key carrying `written` (its normalized spelling)."""
        for served in self._unread:
            self._read(served.parsed)
        self._unread = []
        return self._keys.get(written, [])

    def _read(self, parsed: Any) -> None:
        stack: list[Any] = [parsed]
        nodes = 0
        while stack and nodes < MAX_KEYED_NODES:
            node = stack.pop()
            nodes += 1
            if isinstance(node, list):
                stack.extend(node)
            if not isinstance(node, dict):
                continue
            own = frozenset(v.strip().upper() for _, v in js_items(node) if isinstance(v, str) and len(v.strip()) == 3
                            and is_iso_code(v.strip().upper()))
            for key, value in js_items(node):
                if isinstance(value, (dict, list)):
                    stack.append(value)
                    continue
                if isinstance(value, bool) or not isinstance(value, (int, float)):
                    continue
                parts = [w.lower() for w in _KEY_PART.findall(str(key))]
                named = frozenset(w.upper() for w in parts if len(w) == 3 and is_iso_code(w.upper()))
                if len(named) < 2 and not ({"per", "rate", "fx"} & set(parts)):
                    continue
                named = named if len(named) >= 2 else named | own
                if len(named) >= 2:
                    shown = normalize_token(repr(value) if isinstance(value, float) else str(value))
                    self._keep(shown, named)

    def _keep(self, shown: str, named: frozenset[str]) -> None:
        """(long40) `shown` under a key of the currencies `named`, the latest read: the oldest number
        leaves when `MAX_KEYED` are kept."""
        pairs = self._keys.pop(shown, None)
        if pairs is None:
            pairs = []
            while len(self._keys) >= MAX_KEYED:
                del self._keys[next(iter(self._keys))]
        if named not in pairs:
            pairs.append(named)
        self._keys[shown] = pairs


def _rate_before_rule(reading: AnswerReading, i: int, known: set[str],
                      based: tuple[tuple[Decimal, frozenset[str]], ...] = (),
                      keyed: CarriedRateKeys | None = None) -> tuple[str, tuple[Operand, ...]] | None:
    """(dive37) An amount in one currency mark that is an amount in another mark times or over a rate
    its line writes before it after `at`, the rate resolved (`- **Total: €832** (VAT inside €126.92)`
    then `- In pounds at 0.8705: **£724.26**`): the amounts of its line before it, or where its line
    writes none before the rate, those of the line above, past a blank line (a conversion line under
    the total it converts), the last `MAX_LEAD_AMOUNTS`; rounded to the value's places. Both marks written and
    different (a conversion changes the currency). Refused when another amount of that pool, times or
    over the rate, reaches a one-digit neighbour of the value (the chance test). (mend37b) A rate the
    run states with its base known (`based`: `rate_steps`' rates, `"eur_gbp": 0.8705` is 1 EUR =
    0.8705 GBP) converts the base's amounts by its product and into the base by its quotient only
    (`€232` at 0.8705 is £201.96, never £266.51); both ways only where no such rate or neither mark
    names the base."""
    occ = reading.occurrences[i]
    answer = reading.text
    mark = _mark_or_code(answer, occ)
    if occ.number <= 0 or not mark:
        return None
    line_start, _ = line_bounds(answer, occ.start)
    quote = None
    for m in _AT_RATE_BEFORE.finditer(answer, max(line_start, occ.start - MAX_RATE_REACH), occ.start):
        quote = m
    if quote is None:
        return None
    written = normalize_token(quote.group(1))
    # (fish39) a rate a result carries though under the digit minimum (`"mmk_per_thb": 61.8`)
    if written not in known and (reading.carried is None or written not in reading.carried):
        return None
    # (mend39b) such a rate only under a key naming a rate of the line's two currencies (61.8 of
    # `mmk_per_thb` is no rate for kip, nor 6.5 of `pallets`): the pairs it may convert between
    pairs = keyed.currencies(written) if written not in known and keyed is not None else []
    if written not in known and not pairs:
        return None
    rate = Decimal(written)
    if rate <= 0 or rate == 1:
        return None
    base = frozenset(c for number, names in based if number == rate for c in names)

    def foreign(lo: int, hi: int) -> list[Occurrence]:
        # walked back from the value to `lo` only: an answer of thousands of conversion lines reads
        # each value's own lines, not every amount before it
        out: list[Occurrence] = []
        k = i - 1
        while k >= max(i - MAX_WALK_BACK, 0) and reading.occurrences[k].start >= lo:
            o = reading.occurrences[k]
            if o.start < hi and o.value in known and o.number > 0 and _mark_or_code(answer, o) not in ("", mark):
                out.append(o)
            k -= 1
        return out[::-1]

    amounts = foreign(line_start, occ.start)
    if not [o for o in amounts if o.start < quote.start()] and line_start > 0:
        above, _ = line_bounds(answer, line_start - 1)
        while above > 0 and not answer[above:line_start].strip():  # past a blank line
            above, _ = line_bounds(answer, above - 1)
        amounts = foreign(above, line_start) + amounts
    places = decimal_places(occ.value)
    near = neighbours(occ.number, places)
    found: tuple[str, tuple[Operand, ...]] | None = None
    for o in reversed(amounts[-MAX_LEAD_AMOUNTS:]):
        if pairs and not any(pair & codes(mark) and pair & codes(_mark_or_code(answer, o)) for pair in pairs):
            continue  # (mend39b) a key of other currencies
        ways: tuple[tuple[Decimal, str], ...] = ((o.number * rate, "x"), (o.number / rate, "/"))
        if codes(_mark_or_code(answer, o)) & base:
            ways = ways[:1]
        elif codes(mark) & base:
            ways = ways[1:]
        for product, op in ways:
            if equal_at_any(product, near, places):
                return None  # the chance test
            if found is None and equal_at(product, occ.number, places, True):
                found = (f"{o.value} {op} {written}", (written_operand(o), Operand(written, "answer", f"answer offset {quote.start(1)}")))
    return found


def _implied_rate(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A quote's rate (`1 EUR = 1.1585 USD`, the value the rate) that is one of the last 4 resolved
    amounts before it over another of a different currency mark, rounded to its places (2 or more)."""
    occ = reading.occurrences[i]
    answer = reading.text
    places = decimal_places(occ.value)
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
            if _mark_of(answer, a) != _mark_of(answer, b) and equal_at(a.number / b.number, occ.number, places, True):
                return f"{a.value} / {b.value}", (written_operand(a),
                                                  written_operand(b))
    return None


def _quantity_rule(
    reading: AnswerReading, i: int, known: set[str], said: tuple[tuple[Decimal, str, str], ...] = ()
) -> tuple[str, tuple[Operand, ...]] | None:
    """An amount that is a count of things times a unit price, both written before it in its
    sentence or the one before (its line): `20 shares ... at $231.60): cost $4,632.00`, `Two
    $35.00 overdraft fees, $70.00 total`. The product is exact, or rounded to the amount's places
    when the price has more places than it. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    answer = reading.text
    if occ.number <= 0 or not coded_amount(answer, occ):
        return None
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
        counts.append((Decimal(_COUNT_WORDS[word_key(m.group(1))]), m.group(1), m.start(1)))
    # (round 18) a count of the items its line names before a rate: `Thu + Sun at $189: $378` (named_counts.py)
    named_here = named_counts(answer, start, occ.start)
    listed = {c.at: c.written for c in named_here}
    counts.extend((Decimal(c.size), str(c.size), c.at) for c in named_here)
    # a quantity of a named thing (`0.5 BTC`, `40 AAPL`): its price may be written earlier in the
    # answer under that name (`**BTC:** €84,088.73`)
    named: list[tuple[Decimal, str, int, str]] = []
    counted = {at for _, _, at in counts}
    for m in _QUANTITY_NAMED.finditer(answer, start, occ.start):
        word = m.group(2)
        if m.start(1) in amounts or not (word.isupper() or word[0].isupper() or "." in m.group(1)):
            continue
        n = Decimal(m.group(1).replace(",", ""))
        if 0 < n <= MAX_QUANTITY:
            named.append((n, m.group(1), m.start(1), word.lower()))
            if m.start(1) not in counted:
                counts.append((n, m.group(1), m.start(1)))
    if not counts:
        return None
    places = decimal_places(occ.value)
    prices = [o for o in occurrences[:i] if o.start >= start and coded_amount(answer, o) and o.value in known and o.number > 0]
    # the counts and prices nearest the value only: a sentence of hundreds of them paired them all
    # for each of its values (cubic, as `rate` was); so the named quantities and their prices
    counts = _nearest(counts, occ.start, lambda c: c[2])
    named = _nearest(named, occ.start, lambda c: c[2])
    for o in reversed(prices[-MAX_RATE_TERMS:]):
        for n, written, at in counts:
            product = n * o.number
            if product == occ.number or (decimal_places(o.value) + decimal_places(written) > places and equal_at(product, occ.number, places, True)):
                how = f"the answer names {written} items, {listed[at]!r}," if at in listed else f"the answer wrote {written!r}"
                return f"{written} x {o.value}", (Operand(written, "count", f"{how} at offset {at}"), written_operand(o))
    # (a value of 4 or more significant digits: any of the last MAX_NAMED_PRICES amounts written
    # before its sentence: `SAP: 242,95 €` ... `Deine 120 Stück: Wert 29.154,00 €`)
    wide = len(occ.digits.replace(".", "").strip("0")) >= 4
    earlier = [o for o in occurrences[:i] if o.start < start and o.amount and o.value in known and o.number > 0]
    for n, written, at, word in named if wide else ():
        for price, value, where in said:  # a unit price the user states (`120 Stück, Einstand 198,50 €`)
            product = n * price
            if product == occ.number or (decimal_places(value) + decimal_places(written) > places and equal_at(product, occ.number, places, True)):
                return f"{written} x {value}", (Operand(written, "count", f"the answer wrote {written!r} at offset {at}"),
                                                Operand(value, "user", where))
    # (each earlier amount's label words read once: they were read again for each named quantity)
    labelled: dict[str, list[int]] = {}
    for k, o in enumerate(earlier if named else ()):
        for label_word in set(o.label.split()):
            labelled.setdefault(label_word, []).append(k)
    tail = range(max(len(earlier) - MAX_NAMED_PRICES, 0), len(earlier))
    for n, written, at, word in named:
        # (the unnamed amounts only when no amount is written under the quantity's name; of the
        # amounts under its name, the latest MAX_RATE_TERMS)
        mine = labelled.get(word, [])[-MAX_RATE_TERMS:]
        for k in (sorted(set(mine) | set(tail)) if wide and not mine else mine):
            o = earlier[k]
            product = n * o.number
            if product == occ.number or (decimal_places(o.value) + decimal_places(written) > places and equal_at(product, occ.number, places, True)):
                return f"{written} x {o.value}", (Operand(written, "count", f"the answer wrote {written!r} at offset {at}"), written_operand(o))
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
_AT_BEFORE: Final = re.compile(r"\bat[ \t*]*(?:[A-Z]{3}[ \t])?[" + MONEY_SIGN_CLASS + r"]?[ \t*]*\Z")
_PRICE_LABEL: Final = re.compile(r"\b(?:price|rate|fare|cost per|unit)\b", re.IGNORECASE)
MAX_PARAGRAPH: Final = 600  # characters before a value that `_paragraph_product` reads for its count and price


def _paragraph_product(
    reading: AnswerReading, i: int, known: set[str],
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
    places = decimal_places(occ.value)
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
            if product == occ.number or (decimal_places(o.value) > places and equal_at(product, occ.number, places, True)):
                return f"{written} x {o.value}", (Operand(written, "count", f"the answer wrote {written!r} at offset {at}"), written_operand(o))
    return None


MAX_RATE_TERMS: Final = 24  # rates, quantities and amounts of the value's sentence that `rate` pairs (the nearest)

_T = TypeVar("_T")


def _nearest(items: list[_T], at: int, where: Callable[[_T], int]) -> list[_T]:
    """The MAX_RATE_TERMS items nearest offset `at` (by `where`), in their order; all when fewer.
    The items are in text order (`where` rises), so the nearest are a window around `at`, grown one
    item at a time to the nearer side (the earlier one on a tie, as a sort by distance keeps them):
    (round 32) a sort of a long line's items per value grew faster than the line."""
    if len(items) <= MAX_RATE_TERMS:
        return items
    left = right = bisect_left(items, at, key=where)
    while right - left < MAX_RATE_TERMS:
        if left > 0 and (right >= len(items) or at - where(items[left - 1]) <= where(items[right]) - at):
            left -= 1
        else:
            right += 1
    return items[left:right]


def _written_places(value: Decimal) -> int:
    """The places a number is written with (`11.8` -> 1, `12` -> 0)."""
    exponent = value.as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


# (round 32) an approximation right before a value: `~11,445 L`, `about 3,100 L`
_ROUGHLY_BEFORE: Final = re.compile(r"(?:\u2248|~|\babout|\baround|\broughly|\bapprox(?:\.|imately)?)[ \t*_]*\Z", re.IGNORECASE)
_PREVIOUS_ANSWER: Final = -2  # the offset of a quantity the previous answer wrote (`said`'s are -1)
MAX_PREVIOUS_QUANTITIES: Final = 8  # the previous answer's last quantities a rate beside the value may apply to


# (fold33) the previous answer's quantities, read once per previous answer (each value of the late
# try read them again: the previous answer's length times the answer's values)
_PREVIOUS_QUANTITIES: Final[TextMemo[tuple[tuple[Decimal, str, int, Operand], ...]]] = TextMemo(entries=8, chars=262_144)


def _previous_quantities(previous: str) -> tuple[tuple[Decimal, str, int, Operand], ...]:
    """(round 32) The quantities of a unit of measure the previous answer wrote (`20.4 t`, `18,460
    kg`), its last MAX_PREVIOUS_QUANTITIES: what a rate the answer writes beside its value applies to
    (`In litres?` ... `12,648 L (0.62 L/kg)` after `... = 20.4 t`); kept for the texts read lately."""
    return _PREVIOUS_QUANTITIES.read(previous, _read_previous_quantities)


def _unit_text(unit: str) -> str:
    """(round 33) A unit as the unit tables spell it: lower case, a superscript power as its digit
    (`m²` is `m2`, `m³` is `m3`)."""
    return unit.lower().replace("\u00b2", "2").replace("\u00b3", "3")


def _read_previous_quantities(previous: str) -> tuple[tuple[Decimal, str, int, Operand], ...]:
    found = [(Decimal(m.group(1).replace(",", "")), _unit_text(m.group(2)))
             for m in _GROUPED_QUANTITY.finditer(previous) if unit_of(_unit_text(m.group(2))) is not None]
    return tuple((q_value, q_unit, _PREVIOUS_ANSWER, Operand(_print(q_value), "answer", f"the previous answer wrote {_print(q_value)} {q_unit}"))
                 for q_value, q_unit in found[-MAX_PREVIOUS_QUANTITIES:])


# (mend46b) a sentence's terms for `_rate_rule`, read once per answer and window: (value, unit, offset,
# the token to be settled or '') of its rates (`_RATE`: a rate written with its numerator's unit waits
# to be settled) and of its quantities (`_GROUPED_QUANTITY`: a grouped one of a unit of measure waits;
# one of no unit is none)
_Term = tuple[Decimal, str, int, str]
_SENTENCE_TERMS: Final[list[tuple[str, dict[tuple[int, int], tuple[list[_Term], list[_Term]]]]]] = [("", {})]
MAX_SENTENCES_KEPT: Final = 256


def _sentence_terms(answer: str, start: int, end: int) -> tuple[list[_Term], list[_Term]]:
    kept = _SENTENCE_TERMS[0]
    if kept[0] is not answer and kept[0] != answer:
        kept = (answer, {})
        _SENTENCE_TERMS[0] = kept
    found = kept[1].get((start, end))
    if found is None:
        sentence = answer[start:end]
        rates: list[_Term] = []
        for m in _RATE.finditer(sentence):
            token = normalize_token(m.group(1)) if m.group("numerator") is not None else ""
            rates.append((Decimal(m.group(1).replace(",", "")), _unit_text(m.group("unit")), start + m.start(1), token))
        quantities: list[_Term] = []
        for m in _GROUPED_QUANTITY.finditer(sentence):
            unit = _unit_text(m.group(2))
            token = ""
            if "," in m.group(1):
                if unit_of(unit) is None:
                    continue
                token = normalize_token(m.group(1))
            quantities.append((Decimal(m.group(1).replace(",", "")), unit, start + m.start(1), token))
        found = (rates, quantities)
        if len(kept[1]) >= MAX_SENTENCES_KEPT:
            kept[1].clear()
        kept[1][(start, end)] = found
    return found


def _nearest_kept(items: list[_Term], at: int, kept: Callable[[int], bool]) -> list[_Term]:
    """(mend46b) `_nearest` of the items `kept` keeps (by index), asked only of the items it reaches:
    the window grown from `at` one kept item at a time to the nearer side (the earlier on a tie)."""
    middle = bisect_left(items, at, key=lambda t: t[2])
    left, right = middle - 1, middle  # the next candidates on each side
    taken: list[int] = []
    while len(taken) < MAX_RATE_TERMS:
        while left >= 0 and not kept(left):
            left -= 1
        while right < len(items) and not kept(right):
            right += 1
        if left >= 0 and (right >= len(items) or at - items[left][2] <= items[right][2] - at):
            taken.append(left)
            left -= 1
        elif right < len(items):
            taken.append(right)
            right += 1
        else:
            break
    taken.sort()
    return [items[k] for k in taken]


def _rate_rule(
    reading: AnswerReading, occ: Occurrence, known: set[str], said: list[tuple[Decimal, str, str]],
    across: bool = False, previous: str = "",
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
    places = decimal_places(occ.value)
    # a rate written with its numerator's unit (`852 euros per day`) is an operand only once it is
    # settled: resolved, or no candidate; unsettled, it could excuse the very amount it was divided
    # from (`4,260 euros comes to 852 euros per day`: each would lean on the other); so is the
    # quantity it multiplies (`8 vCPU per node that's 16.95 nodes` after `135.6 cores`). The value
    # itself is its own unit's rate whatever it is (integrator, round 21)
    pending = reading.pending

    def settled(v: str) -> bool:
        return v in known or v not in pending

    # (mend46b) the sentence's rates and quantities read once (`_sentence_terms`), the settled ones
    # nearest the value taken as before (`_nearest_kept`): a line of hundreds of `N t` read them all per value
    raw_rates, raw_quantities = _sentence_terms(answer, start, end)
    numerated: set[int] = set()  # the offsets of the rates written with their numerator's unit

    def rate_kept(k: int) -> bool:
        _, _, at, token = raw_rates[k]
        return token == "" or at == occ.at or settled(token)

    near_rates = _nearest_kept(raw_rates, occ.at, rate_kept)
    rates = [(value, unit, at) for value, unit, at, _ in near_rates]
    for _, _, at, token in near_rates:
        if token != "" and at != occ.at:
            numerated.add(at)
    # (round 24) a grouped quantity of a unit of measure (`3,162 km`; a count of things, `3,911
    # refunds`, is `count-divided`'s) once it is settled, as a rate with its numerator is
    quantities = [(value, unit, at) for value, unit, at, _ in _nearest_kept(
        raw_quantities, occ.at, lambda k: raw_quantities[k][3] == "" or settled(raw_quantities[k][3]))]
    k = bisect_left(raw_rates, occ.at, key=lambda r: r[2])
    own_unit = raw_rates[k][1] if k < len(raw_rates) and raw_rates[k][2] == occ.at else None
    # (round 15) the numbers of its lines by bisection (a token's digits stand at most `reach` after its start)
    near = reading.occurrences[bisect_left(reading.starts, start - reading.reach) : bisect_left(reading.starts, end)]
    amounts = [o for o in near if start <= o.at < end and o.amount and o.value in known]
    # the terms nearest the value only: a line of hundreds of rates and quantities (`$10.00 per day
    # for 2 days, 3 GB at $2.50/GB, ...`) paired them all for each of its values (cubic)
    amounts = _nearest(amounts, occ.at, lambda o: o.at)
    stated: list[tuple[Decimal, str, int, Operand]] = [
        (q_value, q_unit, q_at, Operand(_print(q_value), "answer", f"answer offset {q_at}"))
        for q_value, q_unit, q_at in quantities
    ]
    if own_unit is not None:
        earlier = [o for o in reading.occurrences if o.at < start and o.amount and o.value in known]
        amounts = earlier[-2:] + amounts
        stated.extend((q_value, q_unit, -1, Operand(_print(q_value), "user", where)) for q_value, q_unit, where in said)
    # (round 32) the late try also reads the quantities the previous answer wrote, for a rate its
    # sentence writes (`In litres?` ... `12,648 L (0.62 L/kg)` after `... = 20.4 t`); a value
    # written as approximate (`~11,445 L`) may be the product rounded to its places
    roughly = False
    if across and previous and rates:
        stated.extend(_previous_quantities(previous))
        roughly = _ROUGHLY_BEFORE.search(answer, max(0, occ.start - 16), occ.start) is not None
    if not stated:
        return None
    if own_unit is not None:
        converted = _converted_cost(occ, own_unit, places, amounts, stated)
        if converted is not None:
            return converted
    for q_value, q_unit, q_at, quantity in stated:
        if q_at == occ.at or q_value == 0:
            continue
        q_text = _print(q_value)
        # the value is a rate of this unit: an amount over the quantity
        if own_unit is not None and q_at != _PREVIOUS_ANSWER and _same_unit(own_unit, q_unit):
            for o in amounts:
                if o.at != occ.at and equal_at(o.number / q_value, number, max(places, 2), True) \
                        and (o.number / q_value == number or places >= 2):
                    return f"{o.value} / {q_text}", (written_operand(o), quantity)
        # the value is an amount: a rate of this unit times the quantity
        for r_value, r_unit, r_at in rates:
            if r_at == occ.at or (r_at in numerated and not settled(q_text)):
                continue
            shown_quantity = q_text
            if _same_unit(r_unit, q_unit):
                product = r_value * q_value
            elif across:
                # (round 30, rates30) a rate per a unit times a quantity in another unit of its
                # dimension (`66 hours at 480 litres a day is 1,320 litres`: 66 / 24 x 480), by the
                # units' factor when one of them is a whole number of the other (exact, no rounding of it);
                # `across` only: a late try after `unit-carry`, which reads a rate per a period times a span first
                in_unit = restated_in(q_value, q_unit, r_unit)
                if in_unit is None:
                    continue
                product = r_value * in_unit
                # (round 32) the quantity restated, so a person can redo the product
                shown_quantity = f"({q_text} {q_unit} in {r_unit}: {_print(in_unit)})"
            else:
                continue
            # (round 22) a measure, not an amount, rounds to the places of its operands too: `11.8 t/ha
            # on 12.4 ha → 146.3 t` (146.32); an amount to fewer than cents drops what it costs
            measured = not occ.amount and places >= max(1, _written_places(r_value), _written_places(q_value))
            # (round 33) and a measure written as approximate (`so about 930,612 knots` for 1.824 m² at
            # 510,204 knots per m²: 930,612.096) is the product rounded to its places, as `~11,445 L` is
            approximate = not occ.amount and _ROUGHLY_BEFORE.search(answer, max(0, occ.start - 16), occ.start) is not None
            rounded = measured or (roughly and q_at == _PREVIOUS_ANSWER) or approximate
            if product == number or ((places >= 2 or rounded) and equal_at(product, number, places, True)):
                r_text = _print(r_value)
                return f"{r_text} x {shown_quantity}", (Operand(r_text, "answer", f"answer offset {r_at}"), quantity)
    return None


def _converted_cost(
    occ: Occurrence, own_unit: str, places: int, amounts: list[Occurrence],
    stated: list[tuple[Decimal, str, int, Operand]],
) -> tuple[str, tuple[Operand, ...]] | None:
    """(round 24) A cost per a unit from an amount over a quantity of another unit of its dimension
    (`£418.72, over 3,162 km: £0.132/km, or £0.213 a mile`: 418.72 / (3162 km in mi)), the quantity
    converted by the exact factor or a spelling of it people write (`1.609`), rounded to the value's
    places (3 significant digits or more); a measure of length, area, volume or mass, never time (an
    hour's rate from a day's is `period-length`'s, the day's hours stated). Refused when a pair of
    the same amounts and quantities through any of those factors reaches a one-digit neighbour."""
    own = unit_of(own_unit)
    if own is None or own[0] == "time" or not occ.amount or places < 2 or _significant(occ.digits) < 3:
        return None
    found: tuple[str, tuple[Operand, ...]] | None = None
    near = set(neighbours(occ.number, places))
    for q_value, q_unit, q_at, quantity in stated:
        unit = unit_of(q_unit)
        if q_at == occ.at or q_value <= 0 or unit is None or unit[0] != own[0] or unit[1] == own[1]:
            continue
        exact = factors(unit[1], own[1])
        if not exact:
            continue
        # the exact factor, and the spellings of it or of its inverse people write to 4 digits or more
        # (`1.609` km a mile): a coarser one (`0.62`) reaches neighbours of a cost to 3 digits
        spelled = [f for f in exact[1:] if _significant(str(f)) >= 4]
        spelled += [1 / f for f in factors(own[1], unit[1])[1:] if _significant(str(f)) >= 4]
        for factor in (exact[0], *spelled):
            for o in amounts:
                if o.at == occ.at or o.number <= 0:
                    continue
                cost = o.number / (q_value * factor)
                reached = round(cost, places)
                if reached in near:
                    return None
                if found is None and reached == occ.number:
                    shown = _print(round(factor, 6))
                    found = (f"{o.value} / ({_print(q_value)} {unit[1]} x {shown} {own[1]}/{unit[1]})",
                             (written_operand(o), quantity))
    return found


def _significant(digits: str) -> int:
    return len(digits.lstrip("0.").replace(".", ""))


# `yen per dollar`, `miles per gallon`, `dollars per share`: two words joined by `per`.
_RATIO_AFTER: Final = re.compile(r"(?:\*\*)?[ \t]?[A-Za-z]{2,15}[ \t]+per[ \t]+[A-Za-z]{2,15}\b", re.IGNORECASE)


def _ratio_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """A ratio written `N <unit> per <unit>`: the last two amounts resolved before it, in its
    sentence or the one before (on its line), one over the other, rounded to the places written
    (at least one); or a share written `N%`: the smaller of the last two resolved numbers over the
    larger, times 100. Returns (expression, operands) without `= value`."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    places = decimal_places(occ.value)
    if places < 1 or occ.number <= 0:
        return None
    m = _WRITTEN_NUMBER.match(text, occ.at)
    if m is None:
        return None
    share = percent_at(text, m.end())  # a share: `(95.57%)` of the last two numbers
    if not share and _RATIO_AFTER.match(text, m.end()) is None:
        return None
    start = sentence_start(text, occ.start)
    if start > 0 and text[start - 1] != "\n":
        start = sentence_start(text, max(start - 2, 0))
    amounts = [o for o in occurrences[:i] if o.start >= start and (o.amount or share) and o.value in known
               and o.number > 0][-2:]
    if len(amounts) != 2 and share:
        amounts = _of_pair_above(reading, i, known)
    if len(amounts) != 2:
        return None
    scale = Decimal(100) if share else Decimal(1)
    for top, bottom in ((amounts[0], amounts[1]), (amounts[1], amounts[0])):
        if (not share or top.number < bottom.number) and equal_at(top.number * scale / bottom.number, occ.number, places, True):
            return f"{top.value} / {bottom.value}" + (" x 100" if share else ""), (
                written_operand(top),
                written_operand(bottom))
    # a percent change from the earlier of the two to the later (`from $45,903.12 to $48,211.37,
    # up 5.03%`), its sign written or not
    old, new = amounts
    if share and old.number > 0:
        change = (new.number - old.number) * 100 / old.number
        if equal_at(abs(change), occ.number, places, True):
            return f"({new.value} - {old.value}) / {old.value} x 100", (
                written_operand(new),
                written_operand(old))
    return None


# (census40) a part `of` its whole: `2,902.5 of 4,321.5`, two numbers and `of` alone between them
_OF_WHOLE_JOIN: Final = re.compile(r"[ \t]*(?:[^\W\d_]{1,12}[ \t]+)?of[ \t]+(?:the[ \t]+)?[$\u20ac\u00a3\u00a5\u20b9]?[ \t]?", re.IGNORECASE)
# a line that holds no words of the answer: blank, or a reasoning block's tag (`</think>`)
_NO_LINE: Final = re.compile(r"[ \t]*(?:</?[A-Za-z_]{1,16}>)?[ \t]*\Z")
MAX_LINES_UP: Final = 3


def _of_pair_above(reading: AnswerReading, i: int, known: set[str]) -> list[Occurrence]:
    """(census40, heldout37 glass-05) A share written alone on its line (`**67.16%**.`) whose sentence
    holds no two numbers: the part and the whole the nearest line above with words writes joined by
    `of` (`1575 + 1327.5 = 2,902.5 of 4,321.5.`), blank lines and a reasoning block's tag between;
    both resolved, the last such pair of that line."""
    occurrences = reading.occurrences
    text = reading.text
    occ = occurrences[i]
    line_start = text.rfind("\n", 0, occ.start) + 1
    line_end = text.find("\n", occ.end)
    line_end = len(text) if line_end < 0 else line_end
    if (i > 0 and occurrences[i - 1].start >= line_start) or (i + 1 < len(occurrences) and occurrences[i + 1].start < line_end):
        return []  # not alone on its line
    end = line_start - 1
    for _ in range(MAX_LINES_UP):
        if end <= 0:
            return []
        begin = text.rfind("\n", 0, end) + 1
        if _NO_LINE.match(text, begin, end) is None:
            break
        end = begin - 1
    else:
        return []
    here = [o for o in occurrences[:i] if begin <= o.start < end]
    for k in range(len(here) - 1, 0, -1):
        part, whole = here[k - 1], here[k]
        if _OF_WHOLE_JOIN.fullmatch(text, part.end, whole.start) is not None:
            if part.value in known and whole.value in known and part.number > 0:
                return [part, whole]
            return []
    return []


# Words before a share that say it is the rest of a whole: `Uptime: 99.866%`, `available`, `left`.
_REST_SHARE_CUE: Final = re.compile(
    r"\b(?:uptime|availability|available|up|success|successful|succeeded|remaining|remainder|rest|left|unused|healthy)\b[^0-9\n]{0,16}$",
    re.IGNORECASE)


MAX_REST_PARTS: Final = 3  # numbers of the window, the latest, that may be the part


def _list_marker(text: str, o: Occurrence) -> bool:
    """Whether the number is a list item's marker (`3.` at its line's start)."""
    line_start = text.rfind("\n", 0, o.start) + 1
    return not text[line_start:o.start].strip() and text.startswith(".", o.end) and "." not in o.value


def _rest_share_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
    """`rest-share` (round 19): a share written `N%` after a word that says it is what the rest of
    a whole is (`Uptime: 99.866%` after `Downtime: 58 minutes of 43,200`): 100 less the smaller of
    the last two resolved numbers of its sentence, the one before or the line above over the
    larger, times 100; rounded to the places written. Returns (expression, operands)."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    m = _WRITTEN_NUMBER.match(text, occ.at)
    if m is None or not percent_at(text, m.end()) or not 0 < occ.number < 100:
        return None
    line_start = text.rfind("\n", 0, occ.start) + 1
    if _REST_SHARE_CUE.search(text, max(line_start, occ.start - 40), occ.start) is None:
        return None
    start = sentence_start(text, occ.start)
    if start > 0 and text[start - 1] != "\n":
        start = sentence_start(text, max(start - 2, 0))
    if start == line_start and line_start > 0:
        start = text.rfind("\n", 0, line_start - 1) + 1  # the line above (`3. Downtime: 58 minutes of 43,200`)
    window = [o for o in occurrences[:i] if o.start >= start and o.number > 0]
    wholes = [o for o in window if o.value in known][-2:]
    if not wholes:
        return None
    whole = wholes[-1] if len(wholes) == 1 or wholes[-1].number > wholes[0].number else wholes[0]
    # the part: a number of the window below the whole, resolved or under the digit minimum (the
    # minutes down, `58`, a sum of its lines no result carries); list markers (`3.`) are none
    parts = [o for o in window if o is not whole and o.number < whole.number and not _list_marker(text, o)][-MAX_REST_PARTS:]
    places = decimal_places(occ.value)
    near = set(neighbours(occ.number, places))
    hit = None
    for part in parts:
        reaches = rounded_reach(100 - part.number * 100 / whole.number, places, occ.number, near)
        if reaches is None:
            return None  # the chance test: another part reaches a one-digit neighbour
        if reaches:
            hit = hit or part
    if hit is None:
        return None
    return f"100 - {hit.value} / {whole.value} x 100", (written_operand(hit), written_operand(whole))


_TIME_PART = r"([0-9]{1,4})[ \t]?(days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b"
# A duration in two or more units: `37 min 20 s`, `3 days 23 h 55 min`, `1h 15m`, `2 hours and 5 minutes`.
# (hostile37) Its blanks between parts taken possessively: two repeats of blanks side by side shared a
# run of n blanks every way before refusing (`3 days` then 8,000 spaces: 12 s of `check`, the
# square); what follows them (`and`, a digit) is no blank, so it matches as before.
_MIXED: Final = re.compile(_TIME_PART + r"(?:(?:[ \t]*+,?[ \t]*+(?:and[ \t]+)?)" + _TIME_PART.replace("(", "(?:", 2) + r"){1,3}", re.IGNORECASE)
_TIME_PIECE: Final = re.compile(_TIME_PART, re.IGNORECASE)
_SECONDS_IN: Final = {"d": 86400, "h": 3600, "m": 60, "s": 1}


def _mixed_rule(reading: AnswerReading, i: int) -> tuple[str, tuple[Operand, ...]] | None:
    """A number that is a duration written on its line in two or more units (`37 min 20 s`, `3
    days 23 h 55 min`) stated in days, hours, minutes or seconds, rounded to the places written.
    Returns (expression, operands) without `= value`."""
    occ = reading.occurrences[i]
    text = reading.text
    line_start, line_end = line_bounds(text, occ.start, occ.end)
    places = decimal_places(occ.value)
    for m_start, m_end, written, pieces in _line_durations(text, line_start, line_end):  # (mend46b) read once per line
        if m_start <= occ.at < m_end:
            continue  # a part of the duration itself
        units = [u for _, u in pieces]
        if len(set(units)) != len(units):
            continue
        seconds = sum(n * _SECONDS_IN[u] for n, u in pieces)
        for unit, name in (("d", "days"), ("h", "hours"), ("m", "minutes"), ("s", "seconds")):
            if unit not in units and _SECONDS_IN[unit] > _SECONDS_IN[units[0]]:
                continue  # never in a unit larger than the duration's own largest
            value = Decimal(seconds) / _SECONDS_IN[unit]
            if value == occ.number or (places >= 1 and equal_at(value, occ.number, places, True)):
                return f"{written} in {name}", (Operand(written, "answer", f"answer offset {m_start}"),)
    return None


# (mend46b) the durations in two or more units of the last text's lines: (start, end) -> each one's
# (start, end, as written, its (count, unit) pieces); a long line was read again for each of its values
_Duration = tuple[int, int, str, list[tuple[int, str]]]
_LINE_DURATIONS: Final[list[tuple[str, dict[tuple[int, int], list[_Duration]]]]] = [("", {})]


def _line_durations(text: str, line_start: int, line_end: int) -> list[_Duration]:
    kept = _LINE_DURATIONS[0]
    if kept[0] is not text and kept[0] != text:
        kept = (text, {})
        _LINE_DURATIONS[0] = kept
    found = kept[1].get((line_start, line_end))
    if found is None:
        found = [(m.start(), m.end(), m.group(0), [(int(p.group(1)), word_key(p.group(2)[0])) for p in _TIME_PIECE.finditer(m.group(0))])
                 for m in _MIXED.finditer(text, line_start, line_end)]
        if len(kept[1]) >= MAX_SENTENCES_KEPT:
            kept[1].clear()
        kept[1][(line_start, line_end)] = found
    return found


def _temperature_rule(
    reading: AnswerReading, i: int, known: set[str], scale: str
) -> tuple[str, tuple[Operand, ...]] | None:
    """A temperature in one scale that is the one written just before it on its line in the other
    (`101.3°F (38.5°C)`), resolved or too short to judge, rounded to the places written."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    text = reading.text
    line_start = text.rfind("\n", 0, occ.start) + 1
    places = decimal_places(occ.value)
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
        if converted == occ.number or equal_at(converted, occ.number, places, True):
            shown = f"{o.value} x 9/5 + 32" if scale == "F" else f"({o.value} - 32) x 5/9"
            return shown, (written_operand(o),)
        return None
    return None


def _per_time_rule(reading: AnswerReading, i: int, known: set[str]) -> tuple[str, tuple[Operand, ...]] | None:
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
    places = decimal_places(occ.value)
    for o in reversed(occurrences[:i]):
        if o.start < line_start:
            break
        if o.amount or o.number <= 0 or not (o.value in known or o.value not in reading.pending):
            continue
        w = _WRITTEN_NUMBER.match(text, o.at)
        if w is None:
            continue
        operand = written_operand(o)
        source = per_time_after(text, w.end())
        if source is not None and source != target:
            for factor in factors(target, source)[:1]:  # seconds in a minute: x 60 per minute
                if equal_at(o.number * factor, occ.number, places, True):
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
            if equal_at(o.number / length * scale, occ.number, places, True):
                shown = f"{o.value} / {_print(length)}" + (f" x {_print(scale)}" if scale != 1 else "")
                return shown, (operand, Operand(_print(length), "answer", f"answer offset {at}"))
    return None
