"""`rate-step`: a value that is ONE application of a rate the run states to a number written right
before it (round 15).

A rate is stated once and applied many times: a policy's tax (`taxed at 8.25%`), a late fee
(`5% of the overdue balance`), a discount, an exchange rate (`at 1.36`, a result's `exchange_rate`).
An answer writes an amount and, right after it in the same sentence, the amount with the rate
applied: `USD 15.00 more per month before tax (USD 16.24 with tax)` (15 x 1.0825), `Jacket:
$118.00 -> at 1.36, CA$160.48`. The rate is not written beside the value, so no narrow rule reads
it, and the wide searches reach too much to take it.

The run's rates (`StatedRates`): a percent written in the system prompt, a person's turn, a
result (its text or a JSON string leaf: `"Taxes (8.25%)"`) or an earlier answer, as a fraction
(`8.25%` -> 0.0825; not a signed change, `+0.63%`, measured and rounded); a JSON number whose key names a percent (`discount_pct`: 10 -> 0.10; not
a key named `rate` alone: `"rate": 0.8594` may be a share or an exchange rate, and 8.75 x 0.8594 in
the same currency is no conversion: the `exchange` and `carried-rate` rules read carried rates); a factor written `at 1.36` or
`rate 1.36` (two or more decimals, no currency mark, no percent). The latest `MAX_RATES` distinct,
and the percents and factors written in the `WINDOW` characters before the value in the answer. A
percent the run states is an operand only where the value's sentence names it: a word of its label
(the 3 words before it in its sentence and the first after, stemmed as `keyed` stems: `taxed at
8.25%`, `Taxes (8.25%)` -> tax) is a word of the sentence (`... (USD 16.24 with tax)`).

The operands: the last `MAX_WRITTEN` numbers written before the value in its sentence (a `:` or
`;` goes on), resolved or no candidate. The steps: x x r, x x (1 + r), x x (1 - r) for a
fraction; x x f, x / f for a factor; rounded half up to the value's places. Every step costs the
same, so the chance test is plain: the value is refused when any step reaches one of its
one-digit neighbours (where the steps reach the value by accident they reach a neighbour too; a
mutant of a value this rule excuses is refused, since the true value is its neighbour), when it
is one digit off a carried number, or a slip of the local step (`wide.local_slip`). Values of
fewer than `MIN_DIGITS` significant digits are left alone.

Its price: an invention equal to a stated rate applied to a number written right before it, with
none of its one-digit neighbours so reached.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from collections.abc import Callable, Sequence
from typing import Any, Final

from .decimal_text import percent_written, printed
from .glued_amounts import LOCAL_CODES
from .expressions import rounded_reach
from .layout import line_bounds
from .normalize import normalize_token
from .stated_exchanges import codes, converts, exchanges_in, pair_key
from .served import Served, js_items
from .tax_names import INCLUSIVE_STEMS, TAX_STEMS, names_part, names_rate, names_tax_in_script
from .text_memo import TextMemo
from .computed.reading import AnswerReading, written_operand, neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places
from .computed.wide import late_target, late_try_refused
from .keyed_operands import _WORD, _content, sentence_floor, key_parts, sentence_words, stem

__all__ = ["StatedRates", "currency_of", "explain_rate_step"]

MAX_RATES: Final = 12  # the run's latest distinct rates kept as operands
MAX_WRITTEN: Final = 2  # numbers written before the value in its sentence that are operands
MAX_LINE: Final = 24  # occurrences before the value read for them
MIN_DIGITS: Final = 3  # significant digits a value needs
MAX_TEXT: Final = 20_000  # characters of one text read for rates
MAX_NODES: Final = 4096  # JSON nodes of one result walked for rates
LABEL_WORDS: Final = 3  # words before a percent of the run that name it
WINDOW: Final = 240  # characters before the value in the answer read for its own rates
MAX_CONVERTED_LINE: Final = 3  # (mussel37) amounts of the line above an exchange's value it may convert (the nearest)
MAX_ASIDE: Final = 60  # (round 18) characters of a parenthesis right after the value read for its operand
MAX_ANSWER: Final = 50_000  # characters of an answer read for its own factors and percents (round 16)

# A percent as written: `8.25%`, `5 %`, `12.5 percent` (not `100%`: no rate; not a signed change
# `+0.63%`, `-12%`, `−3.5%`: a change measured between two numbers, rounded, is no rate stated).
_PERCENT: Final = re.compile(r"(?<![0-9.,+\u2212-])(?<![+\u2212-] )([0-9]{1,2}(?:\.[0-9]{1,4})?)\s?(?:%|percent\b)")
# A factor written as one: `at 1.36`, `rate of 0.9215`, `rate: 1.36`, `@ 1.36` (two or more decimals);
# (glass39) a rule's step written in words: `divided by 0.92`, `multiplied by 1.12`.
_FACTOR: Final = re.compile(
    r"(?:\bat|\brate(?: of| is| was)?:?|@|\bdivided by|\bmultiplied by)\s{1,2}([0-9]{1,3}\.[0-9]{2,6})(?![0-9%]|[.,][0-9])")
_KEY_PERCENT: Final = re.compile(r"percent(?!ile)|pct", re.IGNORECASE)  # (not `percentile`)
# A key naming an exchange rate (`exchange_rate_usd`, `fx_rate`, `conversion_rate`): a factor that
# applies only across currencies (round 16)
_KEY_EXCHANGE: Final = re.compile(r"exchange|(?<![a-z])fx(?![a-z])|conversion", re.IGNORECASE)
# A currency mark written right before an amount (`CA$`, `$`, `USD `, `€`) or right after it (` CAD`, ` dollars`)
# (round 25) a mark of letters and `$` may be spaced from its amount (`R$ 11.676,80`); `円` after it
# (round 28) the other one-character currency signs too (`₹1,05,307.78`, `₴`, `₽`, `₺`, `₩`, `₪`, `₫`, `₱`, `₦`):
# `stated_exchanges.codes` names their currencies; spaced from the amount as a lakh number's English
# respelling is (`₹1,05,307.78` is read `₹ 105,307.78`: digit_groupings.py) or as `€ 192,05` is written
# (round 29) a local symbol of letters (`RM5.50`, `Rp 15000`: glued_amounts.LOCAL_CODES) and the baht `฿`
_MARK_BEFORE: Final = re.compile(r"(?:([A-Za-z]{1,3})\$[ \u00a0]?|\$|([A-Z]{3})\s?|([€£¥\u20b9\u20b4\u20bd\u20ba\u20a9\u20aa\u20ab\u20b1\u20a6\u0e3f])[ \u00a0]*"
                                 r"|(?<![A-Za-z])(RM|Rp|Rs|Tk|KSh|TSh|USh|lei|kn)\.?[ \u00a0]?)\**\Z")
_MARK_AFTER: Final = re.compile(
    r"\A\**[ \t\u00a0\u202f]?(?:([A-Z]{3})(?![A-Za-z])|(dollars?|euros?|pounds?|yen)\b"
    r"|([€£¥円\u20b9\u20b4\u20bd\u20ba\u20a9\u20aa\u20ab\u20b1\u20a6\u0e3f]))")
_MARK_NAMES: Final = {"US": "USD", "CA": "CAD", "C": "CAD", "A": "AUD", "AU": "AUD", "NZ": "NZD", "HK": "HKD", "S": "SGD",
                      "SG": "SGD", "MX": "MXN", "R": "BRL", "€": "EUR", "£": "GBP", "¥": "JPY", "dollar": "USD",
                      "euro": "EUR", "pound": "GBP", "yen": "JPY", "$": "USD", "円": "JPY", "\u0e3f": "THB"}
# (round 17) where an exchange rate may be written in words: a `per`, a `/` or an `=`
_EXCHANGE_CUE: Final = re.compile(r"per|/|=|\bto\b|\bis\b|equals")
# (round 17) a list item's head: `2. About `, `- `, `* ` (no digit after the marker)
_LIST_HEAD: Final = re.compile(r"[ \t]*(?:[0-9]{1,2}[.)]|[-*\u2022])[ \t]+[^0-9]*")
LEDGER_LINES: Final = 2  # lines right before a ledger line whose last amount is an operand (round 16)


class _Rate:
    __slots__ = ("number", "factor", "shown", "where", "source", "label", "exchange", "pair", "base")

    def __init__(self, number: Decimal, factor: bool, shown: str, where: str, source: str = "result",
                 label: frozenset[str] = frozenset(), exchange: bool = False, pair: frozenset[str] = frozenset(),
                 base: frozenset[str] = frozenset()) -> None:
        self.number = number  # a fraction (0.0825) or, when `factor`, a multiplier (1.36)
        self.factor = factor
        self.shown = shown
        self.where = where
        self.source = source  # an `Operand`'s source: result, user, earlier answer, answer
        self.label = label  # the stems of the words that name a percent (`taxed at 8.25%` -> tax)
        self.exchange = exchange  # a result's exchange rate by its key: only from one currency to another
        self.pair = pair  # (round 17) the two currencies a rate written in words names (`149.2 yen per dollar`)
        self.base = base  # (round 33) of `pair`, the currency one unit of which `number` is worth, when known


def _decimal(text: str) -> Decimal | None:
    try:
        number = Decimal(text)
    except (InvalidOperation, ValueError):
        return None
    return number if number.is_finite() else None


def _percent(text: str) -> Decimal | None:
    number = _decimal(text)
    if number is None or not Decimal(0) < number < 100:
        return None
    return (number / 100).normalize()


_SENTENCE_BREAK: Final = re.compile(r"\n|[.;!?] ")  # (fold34) compiled once, not per percent
_CLAUSE_END: Final = re.compile(r"[\n.,;:()]")


def _label(text: str, start: int, end: int) -> frozenset[str]:
    """The stems of the words that name a percent: the last `LABEL_WORDS` content words before it in
    its sentence (within 48 characters) and the first after it in its clause (`taxed at 8.25%` -> tax; `Taxes (8.25%)`
    -> tax; `a 5% late fee` -> late)."""
    before = _SENTENCE_BREAK.split(text[max(0, start - 48) : start])[-1]
    after = _CLAUSE_END.split(text[end : end + 24], maxsplit=1)[0]
    words = [w for w in _WORD.findall(before) if _content(w)][-LABEL_WORDS:]
    words += [w for w in _WORD.findall(after) if _content(w)][:1]
    return frozenset(stem(w) for w in words)


def rates_in_text(text: str, where: str, source: str = "result") -> list[_Rate]:
    """The percents and written factors of one text, in order."""
    return [r for _, r in placed_rates(text, where, source)]


# (speed20) Each text's placed rates, for the texts read lately (text_memo.py), by where and source:
# a corpus's runs repeat their system prompt, read for its rates on each run's first question
# (its exchange scan about 1 ms a time on the held-out runs' policies). The rates are never changed.
_PLACES_KEPT: Final = 8  # the places kept per text
_PLACED: Final[TextMemo[dict[tuple[str, str], tuple[tuple[int, _Rate], ...]]]] = TextMemo(entries=64, chars=262_144)


def placed_rates(text: str, where: str, source: str = "result") -> list[tuple[int, _Rate]]:
    """The percents and written factors of one text with where each is written, in order."""
    by_place = _PLACED.read(text, lambda _: {})
    kept = by_place.get((where, source))
    if kept is None:
        if len(by_place) >= _PLACES_KEPT:  # (one leaf, `5%`, read at result after result)
            by_place.clear()
        kept = by_place[(where, source)] = tuple(_placed_rates(text, where, source))
    return list(kept)


def _placed_rates(text: str, where: str, source: str) -> list[tuple[int, _Rate]]:
    """`placed_rates`, read anew."""
    found: list[tuple[int, _Rate]] = []
    for m in _PERCENT.finditer(text):
        fraction = _percent(m.group(1))
        if fraction is not None:
            found.append((m.start(), _Rate(fraction, False, m.group(1) + "%", where, source, _label(text, m.start(), m.end()))))
    stated = exchanges_in(text) if _EXCHANGE_CUE.search(text) else []
    for m in _FACTOR.finditer(text):
        factor = _decimal(m.group(1))
        if factor is not None and factor > 0 and factor != 1 and all(e.at != m.start(1) for e in stated):
            found.append((m.start(1), _Rate(factor.normalize(), True, m.group(1), where, source)))
    # (round 17) an exchange rate naming both currencies: `149.2 yen per dollar`, `1 USD = 7.12 CNY`
    for e in stated:
        found.append((e.at, _Rate(e.number, True, e.shown, where, source, exchange=True, pair=e.pair, base=e.base)))
    found.sort(key=lambda p: p[0])
    return found


# (round 28) an exchange-rate table as the rate services serve it (`{"base": "UAH", "rates": {"INR":
# 2.0314, "EUR": 0.02087}}`, `{"base_code": "USD", "conversion_rates": {...}}`): a base currency's
# code under a key naming the base, and beside it an object of ISO codes (three capitals) to numbers,
# or those codes beside the base in the same object. Each is a factor from the base to its code only
# (`pair`): `51,840 UAH` ... `₹1,05,307.78` is 51840 x 2.0314, never a conversion within one currency.
# Or a single rate between a base and a quote (`{"base": "USD", "quote": "SEK", "rate": 10.42}`): a
# factor from the base to the quote only.
_BASE_KEY: Final = re.compile(r"base(?:_?code|_?currency)?|from(?:_?currency)?|source(?:_?currency)?", re.IGNORECASE)
_QUOTE_KEY: Final = re.compile(r"quote(?:_?currency)?|to(?:_?currency)?|target(?:_?code|_?currency)?|counter(?:_?currency)?",
                               re.IGNORECASE)
_RATE_KEY: Final = re.compile(r"rate|(?:exchange|fx|conversion)_?rate", re.IGNORECASE)
_ISO_CODE: Final = re.compile(r"[A-Z]{3}")
MAX_TABLE_CODES: Final = 200  # codes of one exchange table read


def _base_code(node: dict[Any, Any], keys: re.Pattern[str] = _BASE_KEY) -> str:
    """The currency's code an object names under a key `keys` accepts (`"base": "UAH"`), or ""."""
    for key, value in js_items(node):
        if isinstance(value, str) and _ISO_CODE.fullmatch(value.strip()) is not None \
                and keys.fullmatch(str(key)) is not None:
            return value.strip()
    return ""


def _exchange_table(node: dict[Any, Any], where: str) -> list[_Rate]:
    """(round 28) The exchange rates an object with a base currency carries (`_BASE_KEY`): its own
    ISO-code keys' numbers, and those of an object under it keyed by ISO codes only."""
    base = _base_code(node)
    if not base:
        return []
    out: list[_Rate] = []
    quote = _base_code(node, _QUOTE_KEY)
    if quote and quote != base:  # one rate between the two (`"quote": "SEK", "rate": 10.42`)
        for key, value in js_items(node):
            if _RATE_KEY.fullmatch(str(key)) is not None and isinstance(value, (int, float)) and not isinstance(value, bool):
                number = _decimal(repr(value) if isinstance(value, float) else str(value))
                if number is not None and number > 0 and number != 1:
                    out.append(_Rate(number.normalize(), True, printed(number), f"{where}: {key}", "result",
                                     exchange=True, pair=frozenset((base, quote)), base=frozenset((base,))))
    tables: list[tuple[str, dict[Any, Any]]] = [("", node)]
    tables.extend((f"{key}.", value) for key, value in js_items(node) if isinstance(value, dict))
    for prefix, table in tables:
        items = list(js_items(table))[:MAX_TABLE_CODES]
        if prefix and not all(_ISO_CODE.fullmatch(str(k)) is not None for k, _ in items):
            continue  # (an object keyed by anything else is no table of rates)
        for key, value in items:
            k = str(key)
            if _ISO_CODE.fullmatch(k) is None or k == base or isinstance(value, bool) or not isinstance(value, (int, float)):
                continue
            number = _decimal(repr(value) if isinstance(value, float) else str(value))
            if number is None or number <= 0 or number == 1:
                continue
            out.append(_Rate(number.normalize(), True, printed(number), f"{where}: {prefix}{k}", "result",
                             exchange=True, pair=frozenset((base, k)), base=frozenset((base,))))
    return out


def rates_in_parsed(parsed: Any, where: str) -> list[_Rate]:
    """The rates one parsed result carries: keys naming a percent, string leaves' percents; (round
    28) an exchange table's rates (`_exchange_table`)."""
    out: list[_Rate] = []
    stack: list[Any] = [parsed]
    nodes = 0
    while stack and nodes < MAX_NODES:
        node = stack.pop()
        nodes += 1
        if isinstance(node, dict):
            out.extend(_exchange_table(node, where))
            for key, value in js_items(node):
                if isinstance(value, (dict, list)):
                    stack.append(value)
                elif isinstance(value, str):
                    if "%" in value:
                        out.extend(rates_in_text(value[:MAX_TEXT], where))
                elif isinstance(value, (int, float)) and not isinstance(value, bool):
                    number = _decimal(repr(value) if isinstance(value, float) else str(value))
                    if number is None or number <= 0:
                        continue
                    k = str(key)
                    pair = pair_key(k) if number != 1 else None
                    if pair is not None:  # (mussel37) `"eur_gbp": 0.8731`: 1 EUR = 0.8731 GBP, from EUR to GBP only
                        out.append(_Rate(number.normalize(), True, printed(number), f"{where}: {k}", "result",
                                         exchange=True, pair=frozenset(pair), base=frozenset(pair[:1])))
                    elif _KEY_EXCHANGE.search(k) and number != 1:
                        out.append(_Rate(number.normalize(), True, printed(number), f"{where}: {k}", "result", exchange=True))
                    elif _KEY_PERCENT.search(k):
                        fraction = _percent(str(number))
                        if fraction is not None:
                            out.append(_Rate(fraction, False, f"{printed(number)}%", f"{where}: {k}", "result", key_parts(k)))
        elif isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, str) and "%" in node:
            out.extend(rates_in_text(node[:MAX_TEXT], where))
    return out


class StatedRates:
    """The run's stated rates, read on the first question, the latest distinct `MAX_RATES` kept."""

    __slots__ = ("_unread", "_rates", "_answer", "_placed", "said")

    def __init__(self) -> None:
        self._unread: list[tuple[Served | None, str, str, str]] = []
        self._rates: list[_Rate] = []
        # (round 28) the amounts a person wrote with their currency (`1,296 uah in eur`), the latest
        # MAX_SAID: (number, as written, its currency's codes)
        self.said: list[tuple[Decimal, str, frozenset[str]]] = []
        self._answer = ""  # the last answer read for its own rates, and those rates with their offsets
        self._placed: list[tuple[int, _Rate]] = []

    def answer_rates(self, text: str) -> list[tuple[int, _Rate]]:
        """The answer's own percents and factors with their offsets, read once per answer (every
        value's try reads them: a scan per value would cost the answer's length times its numbers)."""
        if text is not self._answer and text != self._answer:
            self._answer = text
            self._placed = placed_rates(text[:MAX_ANSWER], "answer", "answer")
        return self._placed

    def add_said(self, text: str) -> None:
        """(round 28) A person's text: the amounts it writes with a currency beside them (`_said_amounts`)."""
        for found in _said_amounts(text[:MAX_SAID_TEXT]):
            self.said = [s for s in self.said if s[0] != found[0]] + [found]
        del self.said[:-MAX_SAID]

    def add_text(self, text: str, where: str, source: str) -> None:
        """A system prompt's (source `result`), a person's (`user`) or an earlier answer's text."""
        if ("%" in text or "at " in text or "rate" in text or "@" in text or "percent" in text or "per " in text or "=" in text
                or "ed by " in text):  # (glass39) `divided by 0.92`
            self._unread.append((None, text[:MAX_TEXT], where, source))

    def add_result(self, served: Served, position: int) -> None:
        self._unread.append((served, "", f"result {position}", "result"))

    def rates(self) -> list[_Rate]:
        if self._unread:
            unread, self._unread = self._unread, []
            for served, text, where, source in unread:
                if served is None:
                    found = rates_in_text(text, where, source)
                elif served.has_parsed:
                    found = rates_in_parsed(served.parsed, where)
                    if served.tail:
                        found.extend(rates_in_text(served.tail[:MAX_TEXT], where))
                elif served.text:
                    found = rates_in_text(served.text[:MAX_TEXT], where)
                else:
                    found = []
                for rate in found:
                    self._keep(rate)
        return self._rates

    def _keep(self, rate: _Rate) -> None:
        rates = self._rates
        for k, kept in enumerate(rates):
            if kept.number == rate.number and kept.factor == rate.factor:
                if kept.where == rate.where and kept.label and rate.label and not kept.label & rate.label:
                    continue  # (incense41) one text stating one percent of two things (`grade 2 40%`, `40% deposit`): both kept
                if kept.pair and not rate.pair and kept.factor:
                    # (shapes45b) a bare restatement of an exchange rate (`at 1.341` of `"rates": {"USD":
                    # 1.341}`) is that rate still: it keeps the two currencies and the base the run named
                    rate.pair, rate.base, rate.exchange = kept.pair, kept.base, kept.exchange
                del rates[k]  # (the latest statement of a rate names it)
                break
        rates.append(rate)
        if len(rates) > MAX_RATES:
            del rates[0]


def _directed(steps: list[tuple[Decimal, str]], rate: _Rate, value_mark: str,
              operand_mark: str) -> list[tuple[Decimal, str]]:
    """(mussel37) A rate between two currencies whose base is known (`eur_chf` 0.9412: 1 EUR = 0.9412
    CHF) converts the base's amounts by its product and the other's by its quotient only: of a
    factor's two steps (`_steps`: times it, over it), the one the marks' direction takes; both where
    neither mark names the base."""
    if codes(operand_mark) & rate.base:
        return steps[:1]
    if codes(value_mark) & rate.base:
        return steps[1:2]
    return steps


def _steps(x: Decimal, rate: _Rate, net: bool = False, inside: bool = False) -> list[tuple[Decimal, str]]:
    """`x` with the rate applied once: times it, times 1 + r, times 1 - r; and (round 22) where the
    value's clause says it is before the tax (`net`: `£18.50 is £15.42 before VAT`), over 1 + r;
    (round 28) where it says it is a gross's tax or net (`inside`: `RON 380.00, VAT included (RON
    65.95 of it is VAT)`, `VAT inside: ...; net 1,327.69`), the gross's net, x / (1 + r), and its
    tax, x x r / (1 + r)."""
    r = rate.number
    if rate.factor:
        return [(x * r, f"{printed(x)} x {rate.shown}"), (x / r, f"{printed(x)} / {rate.shown}")]
    up = Decimal(1) + r
    down = Decimal(1) - r
    steps = [(x * r, f"{printed(x)} x {rate.shown}"), (x * up, f"{printed(x)} x {printed(up)}"),
             (x * down, f"{printed(x)} x {printed(down)}")]
    if names_part(rate.label):
        # (recall42, review41 D5) a discount, a deposit, a level is never put on top (`names_part`)
        del steps[1]
    if net or inside:
        steps.append((x / up, f"{printed(x)} / {printed(up)}"))
    if inside:
        steps.append((x * r / up, f"{printed(x)} x {rate.shown} / {printed(up)}"))
    return steps


# (round 22) a price said to be without the tax: `£15.42 before VAT`, `ex VAT`, `excluding tax`, `net of GST`
_NET: Final = re.compile(
    r"\b(?:before|ex|excl\.?|excluding|exclusive[ \t]+of|net[ \t]+of|without|pre-?)[ \t]*(?:the[ \t]+)?(?:vat|tax|gst|iva|mwst)\b",
    re.IGNORECASE)
# (round 28) a part of a gross said to be its tax or its net, the habit of prices quoted with their VAT:
# the tax's share (`of it is VAT`, `of which VAT`, `the VAT share`, `VAT inside:`) or the net (`net
# 1,327.69`, `net of tax EUR 400.00`: `net` right before the value, a currency mark between); a tax
# word of the languages the run's policies write (`moms`, `TVA`, `ALV`, `MwSt`, `IVA`, `GST`). Not
# `VAT included` alone: a value so described is the gross itself (`IVA inclusa 4,51 €`), whose step
# (x x (1 + r)) every rate takes already. Bounded runs of spaces, no nested repetition.
# (round 29, rates29) the tax's names of `tax_names.TAX_STEMS` (`MVA`, `PDV`, `SST`, `KDV` ...); its
# percent between the name and the word (`VAT 12% inside:`); a label's colon and bold after `net`
# (`- Net: NOK 345,053.57`, `* **Net:** NOK 143.20`).
_TAX_NAME: Final = r"(?:vat|tax|gst|hst|iva|mwst|ust|moms|mva|tva|alv|btw|dph|pdv|ddv|pvm|sst|kdv|ppn)"
_INSIDE: Final = re.compile(
    r"\bof[ \t]{1,3}(?:it|which|that)[ \t]{1,3}(?:is[ \t]{1,3})?(?:the[ \t]{1,3})?" + _TAX_NAME + r"\b"
    r"|\b" + _TAX_NAME + r"[ \t]{1,3}(?:\(?[0-9]{1,2}(?:[.,][0-9]{1,2})?[ \t]?%\)?[ \t]{1,3})?"
    r"(?:share|part|portion|content|inside|component)\b"
    r"|\bnet(?:[ \t]{1,3}of[ \t]{1,3}(?:the[ \t]{1,3})?(?:vat|tax))?[:*]{0,3}[ \t]{1,3}"
    r"(?:[A-Z]{3}[ \t]?|[$\u20ac\u00a3\u00a5][ \t]?)?\Z",
    re.IGNORECASE)
MAX_TABLE_ROWS: Final = 40  # rows above a table's row read for its header
NET_REACH: Final = 40  # characters after the value its before-the-tax words may stand in


def _table_header(text: str, line_start: int) -> tuple[int, int] | None:
    """The header row of the markdown table whose row starts at `line_start` (the first of the
    `|` lines right above it, read up to `MAX_TABLE_ROWS` rows): (its start, its end), or None."""
    top: int | None = None
    at = line_start
    for _ in range(MAX_TABLE_ROWS):
        if at <= 0:
            break
        above = text.rfind("\n", 0, at - 1) + 1
        if not text[above : at - 1].lstrip().startswith("|"):
            break
        top = above
        at = above
    if top is None:
        return None
    return top, text.find("\n", top)


def _named_net(reading: AnswerReading, occ: Occurrence, run: list[_Rate],
               records_named: Callable[[str], list[tuple[Decimal, str]]]) -> Derivation | None:
    """(round 22) A price before a tax the run states, of a number the record its line names
    carries (`| Short rib | £21.67 |` under `Price ex VAT` for `Short rib,26.00,...` and `Menu
    prices include 20% VAT`): where its line or its table's header says it is before the tax, that
    number over 1 + r, for a rate the run states whose words the line or header names; rounded to
    the value's places; refused when another such number or rate reaches a one-digit neighbour."""
    text = reading.text
    start, end = line_bounds(text, occ.start, occ.end)
    header = _table_header(text, start) if text[start:occ.start].lstrip().startswith("|") else None
    said = text[start:occ.end + NET_REACH] + ("\n" + text[header[0] : header[1]] if header else "")
    if _NET.search(said) is None:
        return None
    words = _lines_words(said, 0, len(said))
    rates = [r for r in run if not r.factor and not r.exchange and names_rate(r.label, words)]
    numbers = records_named(text[start:occ.start])
    if not rates or not numbers:
        return None
    places = decimal_places(occ.digits)
    near = set(neighbours(occ.number, places))
    hit: Derivation | None = None
    for number, where in numbers:
        if number <= occ.number:
            continue
        for rate in rates:
            up = Decimal(1) + rate.number
            reaches = rounded_reach(number / up, places, occ.number, near)
            if reaches is None:
                return None  # the chance test
            if reaches and hit is None:
                hit = Derivation("rate-step", f"{printed(number)} / {printed(up)} = {occ.value}",
                                 (Operand(printed(number), "result", where), Operand(rate.shown, rate.source, rate.where)))
    return hit


# (shapes45b) Chinese ideographs, and the kana only Japanese writes among them
_HAN: Final = re.compile(r"[\u4e00-\u9fff]")
_KANA: Final = re.compile(r"[\u3040-\u30ff]")
YEN_REACH: Final = 160  # (shapes45b) characters either side of a `¥` amount read for the script around it
# (mend45f) the yen named beside a `¥` amount, in any script (`円換算`, `约 ¥80,748.80 日元`, `JPY`, `yen`)
_YEN_NAMED: Final = re.compile(r"\u5186|\u65e5\u5143|\u65e5\u5713|(?<![A-Za-z])(?:JPY|[Yy]en)(?![A-Za-z])")


def _yen_or_yuan(text: str, o: Occurrence) -> str:
    """(shapes45b) The currency of a `¥` amount: the yuan (CNY) where the text around it writes Chinese
    (Han ideographs and no kana: `按1 CZK = 0.3105 CNY，约 **¥15,847.24**`), else the yen (JPY), as
    before; the sign is both currencies' (`stated_exchanges.codes`). (mend45f) Never where the text
    around names the yen (`円`, `日元`, `日圓`, `JPY`, `yen`): a Japanese table of kanji only (`| 円換算 |
    **¥80,748.80** |`) or Chinese writing of yen (`约 **¥80,748.80** 日元`) converts at the yen's rate."""
    around = text[max(0, o.start - YEN_REACH) : o.end + YEN_REACH]
    if _HAN.search(around) is None or _KANA.search(around) is not None or _YEN_NAMED.search(around) is not None:
        return "JPY"
    return "CNY"


def currency_of(text: str, o: Occurrence) -> str:
    """The currency an amount is written in (`CA$47.60` -> CAD, `$34.75` and `USD 22.00` -> USD,
    `31.50 CAD` -> CAD, `34.75 dollars` -> USD, round 22: `1.139,82 €` -> EUR), or "" when none is
    written beside it."""
    m = _MARK_BEFORE.search(text[max(0, o.at - 6) : o.at])
    if m is not None:
        if m.group(4):
            return LOCAL_CODES[m.group(4).lower()]
        code = m.group(1) or m.group(2) or m.group(3) or "$"
        if code == "\u00a5":
            return _yen_or_yuan(text, o)
        return _MARK_NAMES.get(code if code in _MARK_NAMES else code.upper(), code.upper())
    m = _MARK_AFTER.match(text[o.end : o.end + 12])
    if m is not None:
        if m.group(1):
            return m.group(1)
        if m.group(3) == "\u00a5":
            return _yen_or_yuan(text, o)
        if m.group(3):  # (round 22) a symbol after the amount, as decimal-comma texts write it: `1.139,82 €`
            return _MARK_NAMES.get(m.group(3), m.group(3))
        word = m.group(2).lower().rstrip("s")
        return _MARK_NAMES.get(word, word)
    return ""


def _ledger_line(text: str, occ: Occurrence) -> tuple[int, int] | None:
    """The value's line when it is a ledger line, `Tax (7.5%): $1.65` or `| Net | $22.00 |` (a
    label, a `:` or a `|`, then the amount, nothing numeric after it): (its start, its end); else None."""
    start, end = line_bounds(text, occ.start, occ.end)
    head = text[start : occ.start]
    if ":" not in head and "|" not in head and "=" not in head and not _LIST_HEAD.fullmatch(head):
        return None
    if any(c.isdigit() for c in text[occ.end : end]) and not _rounded_after(text, occ, end):
        return None
    return start, end


# (paper41) the value's own rounding written after it by an arrow (`Less 6%: 577.16 → **577 good
# sheets**`, `-> 578`, `≈ 577`): a whole number, emphasis allowed; bounded
_ROUNDED_AFTER: Final = re.compile(r"[ \t]*(?:\u2192|->|=>|\u2248|~)[ \t]*(?:\*\*|__)?([0-9]{1,9})(?![0-9.,])")


def _rounded_after(text: str, occ: Occurrence, end: int) -> bool:
    """(paper41) Whether all the line writes after the value is its own rounding to a whole number
    (down, up or half up) after an arrow, then words, then maybe a new clause after a comma: the line is
    still a ledger line of that value (`- Less 6% at the mould: 577.16 → **577 good sheets**, 23 full
    quires`). Another number (`→ 579`, `→ 577 in 23 quires`) is not."""
    m = _ROUNDED_AFTER.match(text, occ.end, end)
    if m is None:
        return False
    clause = text.find(",", m.end(), end)  # a new clause after the rounding's words may write its own numbers
    if any(c.isdigit() for c in text[m.end() : end if clause < 0 else clause]):
        return False
    whole = Decimal(m.group(1))
    return whole in (occ.number.to_integral_value(rounding="ROUND_FLOOR"),
                     occ.number.to_integral_value(rounding="ROUND_CEILING"),
                     occ.number.to_integral_value(rounding="ROUND_HALF_UP"))


# A parenthesis opened right after the value: `$167.25 (the $150 plus its tax)`.
_ASIDE: Final = re.compile(r"[ \t*]*\(([^()\n]{1,%d})\)" % MAX_ASIDE)


def _aside_operands(reading: AnswerReading, i: int, known: set[str]) -> list[Occurrence]:
    """(round 18) The resolved numbers (at most `MAX_WRITTEN`, no percent) a parenthesis right after
    the value writes: the operand a person names after the result (`save $167.25 (the $150 plus its tax)`)."""
    text = reading.text
    occ = reading.occurrences[i]
    m = _ASIDE.match(text, occ.end)
    if m is None:
        return []
    out: list[Occurrence] = []
    for o in reading.occurrences[i + 1 : i + 1 + MAX_LINE]:
        if o.start >= m.end(1):
            break
        if o.number <= 0 or o.number == occ.number or percent_written(text, o.start, o.end):
            continue
        if o.value not in known and o.value in reading.pending:
            continue
        out.append(o)
        if len(out) >= MAX_WRITTEN:
            break
    return out


def _ledger_operands(reading: AnswerReading, i: int, line_start: int, known: set[str]) -> list[Occurrence]:
    """The last amount of each of the `LEDGER_LINES` lines right before a ledger line (a block: no
    blank line between), resolved: `Net: $22.00` then `Tax (7.5%): $1.65` (22 x 0.075)."""
    text = reading.text
    occurrences = reading.occurrences
    out: list[Occurrence] = []
    k = i - 1
    while k >= 0 and occurrences[k].start >= line_start:
        k -= 1
    end = line_start - 1  # the newline before the value's line
    for _ in range(LEDGER_LINES):
        if end <= 0:
            break
        start = text.rfind("\n", 0, end) + 1
        if not text[start:end].strip() or text[start:end].lstrip().startswith("```"):
            break
        while k >= 0 and occurrences[k].start >= start:
            o = occurrences[k]
            k -= 1
            if percent_written(text, o.start, o.end) or o.number <= 0:
                continue
            if o.value not in known and o.value in reading.pending:
                break  # the line's amount is unresolved: no operand
            out.append(o)
            break
        while k >= 0 and occurrences[k].start >= start:
            k -= 1
        end = start - 1
    return out


MAX_ABOVE: Final = 1  # (round 29) the first resolved number of the line above a net's ledger line: its gross (`179 x 25 / 125`)


def _above_operands(reading: AnswerReading, i: int, line_start: int, known: set[str]) -> list[Occurrence]:
    """(round 29) The first `MAX_ABOVE` resolved numbers (positive, no percent) of the line right
    above a ledger line (no blank line between), in order."""
    text = reading.text
    end = line_start - 1
    if end <= 0:
        return []
    start = text.rfind("\n", 0, end) + 1
    if not text[start:end].strip():
        return []
    out: list[Occurrence] = []
    for o in reading.occurrences[max(0, i - MAX_LINE) : i]:
        if o.start < start or o.start >= end:
            continue
        if o.number <= 0 or percent_written(text, o.start, o.end) or (o.value not in known and o.value in reading.pending):
            continue
        out.append(o)
        if len(out) >= MAX_ABOVE:
            break
    return out


def _lines_words(text: str, start: int, end: int) -> frozenset[str]:
    return frozenset(stem(w) for w in _WORD.findall(text[start:end]))


MAX_PRIOR: Final = 4  # (shapes45b) amounts of the sentence before a conversion sentence it may convert (the nearest)


def _prior_sentence_amounts(reading: AnswerReading, i: int, floor: int, known: set[str], run: list[_Rate],
                            operands: list[Occurrence]) -> list[Occurrence]:
    """(shapes45b) The amounts a conversion sentence converts when it writes none in another currency
    before its value (`Skerries £22.965, The Quiet Firth £27.975. Rounded, about $30.80 and $37.51.`):
    the resolved amounts of the sentence before it on its line (or of the line above, past blank lines,
    where the value's sentence starts its line: `- **Total: 12,400.00 CZK**` then `About ¥3,850.20.`),
    in a currency other than the value's
    that an exchange rate the run states between two named currencies converts from (`{"base": "GBP",
    "rates": {"USD": 1.341}}`), the nearest `MAX_PRIOR`; none where the value's sentence writes an
    amount of another currency before it, or (mend45f) a decimal number no pair's rate, a rate of its
    own (`Al cambio de 0,8613:`). The caller applies only such rates to them (its chance test
    reads them all)."""
    text = reading.text
    occurrences = reading.occurrences
    mark = currency_of(text, occurrences[i])
    if not mark or floor <= 0:
        return []
    pairs = [r for r in run if r.pair and r.factor]
    if not pairs or any(currency_of(text, o) not in ("", mark) for o in operands):
        return []
    rates = {r.number for r in pairs}
    for o in occurrences[max(0, i - MAX_LINE) : i]:
        if o.start >= floor and "." in o.value and not currency_of(text, o) and o.number not in rates:
            return []  # (mend45f) the sentence writes a rate of its own, no pair's (`Al cambio de 0,8613: **£1,074.26**`)
    if text[floor - 1] == "\n":  # a sentence starting its line: the line above it, past blank lines
        above = floor - 1
        while above > 0 and not text[text.rfind("\n", 0, above) + 1 : above].strip():
            above = text.rfind("\n", 0, above)
        start = text.rfind("\n", 0, max(above, 0)) + 1
    else:
        start = sentence_floor(text, max(0, floor - 2))
    found: list[Occurrence] = []
    for o in reversed(occurrences[max(0, i - MAX_LINE) : i]):
        if o.start >= floor:
            continue
        if o.start < start or len(found) >= MAX_PRIOR:
            break
        written_in = currency_of(text, o)
        if o.number <= 0 or not written_in or written_in == mark or o.value not in known:
            continue
        if any(converts(r.pair, mark, written_in) for r in pairs):
            found.append(o)
    return found[::-1]


def _converted_before(reading: AnswerReading, i: int, floor: int, known: set[str], run: list[_Rate]) -> list[Occurrence]:
    """(round 22) An exchange rate the run states between two currencies (`EUR/GBP 0.8612`), written
    resolved in the value's sentence before it (`Al cambio de 0,8612: **£981.61**`), converts the
    amount written nearest before that sentence (within `WINDOW` characters) when it is written in
    the pair's other currency (`**Total: 1.139,82 €**` on a line above): that amount, else none.
    (mussel37) And the other amounts of that amount's line before it in that currency, the nearest
    `MAX_CONVERTED_LINE` in all: a total with an aside after it (`**Total: €832** (VAT inside
    €126.92)` then `In pounds at 0.8705: **£724.26**`); the caller's chance test reads them all."""
    text = reading.text
    occurrences = reading.occurrences
    mark = currency_of(text, occurrences[i])
    pairs = [r for r in run if r.pair and mark and converts(r.pair, mark, next(iter(r.pair - {mark}), ""))]
    if not pairs:
        return []
    written = {o.number for o in occurrences[max(0, i - MAX_LINE) : i] if o.start >= floor and o.value in known}
    stated_line: tuple[int, int] | None = None
    if not any(r.number in written for r in pairs):
        # (round 25) or the answer states the rate with both currencies on a line of its own right
        # above the value's (`- Câmbio de hoje: £1 = R$ 7,12` / `- **Total: R$ 11.676,80**`, `本日の
        # レート £1 ＝ 198.4円` / `合計 約10万2,771円`): the amount converted is the one written nearest
        # before that line
        stated_line = _stated_rate_line(reading, floor, {r.number for r in pairs}, known)
        if stated_line is None:
            return []
        floor = stated_line[0]
    else:
        pairs = [r for r in pairs if r.number in written]
    found: list[Occurrence] = []
    line_start = -1
    for o in reversed(occurrences[max(0, i - MAX_LINE) : i]):
        if o.start >= floor:
            continue
        if found and o.start < line_start:
            break  # (mussel37) the nearest amount's line only
        if o.start < floor - WINDOW or (o.value not in known and o.value in reading.pending):
            if found:
                break
            return []  # (the nearest amount is unresolved: no operand)
        written_in = currency_of(text, o)
        if o.number <= 0 or not written_in:
            continue
        if not any(converts(r.pair, mark, written_in) for r in pairs):
            if found:
                continue
            return []
        found.append(o)
        line_start = text.rfind("\n", 0, o.start) + 1
        if len(found) >= MAX_CONVERTED_LINE:
            break
    return found


def _stated_rate_line(reading: AnswerReading, floor: int, numbers: set[Decimal], known: set[str]) -> tuple[int, int] | None:
    """(round 25) The line right above the value's sentence (one line break between, `floor` its
    start) when the answer states on it an exchange rate with both currencies named (`£1 = R$ 7.12`,
    `stated_exchanges.exchanges_in`) whose number is one of `numbers` (a pair that converts the
    value's currency) and is resolved: (its start, its end), else None."""
    text = reading.text
    end = text.rfind("\n", 0, floor)
    if end < 0 or text[end + 1 : floor].strip(" \t*-"):
        return None  # the value's sentence is not its line's start
    start = text.rfind("\n", 0, end) + 1
    if floor - start > WINDOW:
        return None
    line = text[start:end]
    for rate in exchanges_in(line):
        shown = normalize_token(rate.shown)
        if rate.number in numbers and (shown in known or (reading.carried is not None and shown in reading.carried)):
            return start, end
    return None


MAX_SAID: Final = 4  # (round 28) amounts a person wrote with a currency kept as conversion operands
MAX_SAID_TEXT: Final = 4096  # characters of a person's text read for them
# (round 28) an amount a person writes with its currency as a word or code after it, in any case
# (`1,296 uah`, `500 EUR`, `20 euros`) or a mark before it (`€20`, `$1,250.50`): digits with English
# groups and an optional decimal point; the currency is what `stated_exchanges.codes` knows.
_SAID_AMOUNT: Final = re.compile(
    r"(?<![0-9A-Za-z.,])([$\u20ac\u00a3\u00a5\u20b9\u20b4\u20bd\u20ba\u20a9\u20aa\u20ab\u20b1\u20a6])?[ \u00a0]?"
    r"([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)(?![0-9]|[.,][0-9])"
    r"(?:[ \u00a0]?([A-Za-z]{3,7})(?![A-Za-z]))?")


def _said_amounts(text: str) -> list[tuple[Decimal, str, frozenset[str]]]:
    """(round 28) The amounts `text` writes with one currency beside them (`_SAID_AMOUNT`), in order."""
    out: list[tuple[Decimal, str, frozenset[str]]] = []
    for m in _SAID_AMOUNT.finditer(text):
        mark = codes(m.group(1)) if m.group(1) else frozenset()
        word = codes(m.group(3)) if m.group(3) else frozenset()
        if bool(mark) == bool(word):
            continue  # (no currency, or two)
        number = _decimal(m.group(2).replace(",", ""))
        if number is not None and number > 0:
            out.append((number, m.group(0).strip(), mark or word))
    return out


def _said_conversion(stated: StatedRates, reading: AnswerReading, occ: Occurrence, run: list[_Rate]) -> Derivation | None:
    """(round 28) The value, written in a currency and with no number written before it in its
    sentence, as an amount a person wrote in another currency (`1,296 uah in eur` ... `€27.05`)
    converted by an exchange rate the run states between the two (a result's exchange table:
    `rates_in_parsed`): x * f or x / f, rounded half up to the value's places. The chance test: any
    such step of any amount a person wrote and rate reaching a one-digit neighbour refuses."""
    mark = currency_of(reading.text, occ)
    value_codes = codes(mark)
    if not value_codes or not stated.said:
        return None
    target = occ.number
    places = decimal_places(occ.digits)
    near = set(neighbours(target, places))
    hit: tuple[str, Decimal, str, _Rate] | None = None
    for rate in run:
        if not rate.pair or not value_codes & rate.pair:
            continue
        for number, written, said_codes in stated.said:
            if said_codes & value_codes or not said_codes & rate.pair:
                continue  # (an amount in the value's own currency, or in neither of the rate's)
            for exact, expression in _steps(number, rate):
                reaches = rounded_reach(exact, places, target, near)
                if reaches is None:
                    return None
                if reaches and hit is None:
                    hit = (expression, number, written, rate)
    if hit is None:
        return None
    expression, number, written, rate = hit
    return Derivation("rate-step", f"{expression} = {occ.value}",
                      (Operand(printed(number), "user", f"the user wrote {written!r}"), Operand(rate.shown, rate.source, rate.where)))


# (round 30, rates30) a percent stated as included in the prices (`VAT 21% included`, `VAT included: 10%
# on medicines`): its label's stems (`_label`) begin with `tax_names.INCLUSIVE_STEMS`. The tax of an
# amount of such a run is the amount's inside share, x x r / (1 + r), as its net is x / (1 + r).
MAX_QUESTION: Final = 400  # (round 30) characters of the question (its end) read for a net asked (`excl vat?`)
MAX_EARLIER: Final = 6  # (round 30) amounts in hand an inside tax's gross may be: the previous answer's, the latest computed


def inclusive(rate: _Rate) -> bool:
    """(round 30) Whether the run states the rate as included in its prices (its label says so)."""
    return not rate.factor and any(w.startswith(INCLUSIVE_STEMS) for w in rate.label)


def _tax_labelled(text: str, occurrences: list[Occurrence], i: int, floor: int, past_percent: bool = False) -> bool:
    """(round 30) Whether the words right before the value (since the number before it in its
    sentence, or the sentence's start) name a tax: `RSD 1,362.30, VAT RSD 123.85`, `PVM: 4,28 €`.
    (dive37) With `past_percent`, the tax's own percent written between its name and the value is
    no number before it (`Total: €1,420.80 (il-VAT ta' 18% inkluża: €216.73)`, `VAT 20% included:
    £56.67`)."""
    occ = occurrences[i]
    start = floor
    k = i - 1
    while past_percent and k >= 0 and occurrences[k].end > floor and percent_written(text, occurrences[k].start, occurrences[k].end):
        k -= 1
    if k >= 0 and occurrences[k].end > floor:
        start = occurrences[k].end
    return not _lines_words(text, start, occ.start).isdisjoint(TAX_STEMS)


MAX_HEADERS_NAMING: Final = 12  # (coffee38) a table's column headers read for the words naming a rate
# (merge of round 38) a column whose own header writes a percent (`With 20%`) computes that percent:
# its headers name a stated rate only where it is that percent (`Credit 70% (EUR)` for the rules' 70%;
# `Ex VAT` beside `With 20%` named the rules' 18% and excused 23.00 x 1.18)
_HEADER_PERCENT: Final = re.compile(r"(\d+(?:[.,]\d+)?)\s*%")


def _header_agrees(header: str, run: list[_Rate]) -> bool:
    """Whether a cell's own column header writes no percent, or one a stated rate is (merge of round 38)."""
    percents = [Decimal(m.replace(",", ".")) / 100 for m in _HEADER_PERCENT.findall(header)]
    return not percents or any(not r.factor and r.number == p for r in run for p in percents)


def explain_rate_step(stated: StatedRates, reading: AnswerReading, i: int, known: set[str],
                      computed_here: list[Occurrence],
                      records_named: Callable[[str], list[tuple[Decimal, str]]] | None = None,
                      earlier: Sequence[tuple[Decimal, Operand]] = (), question: str = "") -> Derivation | None:
    """The value as a stated rate applied to a number written right before it (the module's
    docstring), or None. A late try: after the narrow and the wide rules. `earlier` (round 30):
    amounts in hand (the previous answer's settled values, the values earlier answers computed,
    the latest), each the gross of a tax or net the value's clause says is inside it, or of the net the
    `question` asks for (`excl vat?`: round 30)."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    occurrences = reading.occurrences
    target = occ.number
    text = reading.text
    floor = sentence_floor(text, occ.start)
    window = text[max(0, occ.start - WINDOW, floor) : occ.start]  # (its sentence: a percent written far before is no operand)
    run = stated.rates()
    if late_try_refused(reading, i, known, computed_here):
        return None
    operands: list[Occurrence] = []
    seen: set[Decimal] = set()
    written_before = False
    for o in reversed(occurrences[max(0, i - MAX_LINE) : i]):
        if o.start < floor:
            break
        if o.number <= 0 or o.number == target or o.number in seen or percent_written(text, o.start, o.end):
            continue
        written_before = True
        if o.value not in known and o.value in reading.pending:
            continue  # an operand the answer has not resolved
        seen.add(o.number)
        operands.append(o)
        if len(operands) >= MAX_WRITTEN:
            break
    named = sentence_words(text, occ.start, occ.end)
    if not text.isascii():  # (clock42) a tax named in another script (`ਜੀਐੱਸਟੀ ਸਮੇਤ:`) on the value's line
        line_from, _ = line_bounds(text, occ.start, occ.end)
        if names_tax_in_script(text[max(line_from, occ.start - WINDOW) : occ.start]):  # (bounded: its line's last WINDOW characters)
            named = named | {"tax"}
    cell = reading.layout.cell(occ.start)
    if cell is not None and _header_agrees(reading.layout.header(cell), run):
        # (coffee38) a table row's sentence is its cells under their headers: the headers of its column
        # and those before it name what the row computes (`| Parchment (kg) | Green (kg) |` over `| 219 |
        # 175.2 |` for the rules' `Hulling: parchment loses 20% of its weight to green coffee`)
        for column in range(min(cell.column + 1, MAX_HEADERS_NAMING)):
            header = reading.layout.header(cell._replace(column=column))
            named = named | _lines_words(header, 0, len(header))
    if not written_before:
        # (round 16) a ledger line (`Tax (7.5%): $1.65` under `Net: $22.00`): the amounts of the
        # lines right before it are its operands; their lines' words and rates are its sentence's
        line = _ledger_line(text, occ)
        if line is not None:
            operands = [o for o in _ledger_operands(reading, i, line[0], known) if o.number != target]
            if _INSIDE.search(text[line[0] : occ.start]):
                # (round 29) a gross's net or tax on a ledger line: the gross may be any number the
                # line right above writes (`VAT 25% inside: 179 x 25 / 125 = 35.80` / `Net: 143.20`)
                operands += [o for o in _above_operands(reading, i, line[0], known)
                             if o.number != target and all(o.number != p.number for p in operands)]
            if operands:
                top = text.rfind("\n", 0, operands[-1].start) + 1
                named = named | _lines_words(text, top, line[1])
                window = text[max(top, occ.start - WINDOW) : occ.start]
        elif not operands:
            # (round 18) the numbers of a parenthesis right after the value, when none is written before it:
            # `you'd save $167.25 (the $150 plus its tax)` (150 x 1.115)
            operands = _aside_operands(reading, i, known)
    before = _converted_before(reading, i, floor, known,
                               run + [r for at, r in stated.answer_rates(text) if r.pair and at < occ.start])
    operands.extend(before)
    # (shapes45b) a conversion sentence of its own after the amounts it converts (`Skerries £22.965, The
    # Quiet Firth £27.975. Rounded, about $30.80 and $37.51.`): the previous sentence's amounts, by an
    # exchange rate between two named currencies only
    prior = _prior_sentence_amounts(reading, i, floor, known, run, operands) if not before else []
    operands.extend(prior)
    # (round 28) a gross's net or its tax where the value's clause says it is its tax's share or its
    # net: the words before the value in its sentence and after it, or `net` right before it
    said = text[floor : min(len(text), occ.end + NET_REACH)]
    cue = _INSIDE.search(text[floor : occ.start]) or _INSIDE.search(said[occ.start - floor :])
    # (round 30, rates30) or where the run states the rate included in its prices and the words right
    # before the value name the tax (`- Medicines (10%): RSD 1,362.30, VAT RSD 123.85` under `VAT
    # included: 10% on medicines`): the tax of an amount so priced is its inside share
    included = {r.number for r in run if inclusive(r)}
    taxed = bool(included) and _tax_labelled(text, occurrences, i, floor)
    # (dive37) or the tax's name written before its own percent (`il-VAT ta' 18% inkluża: €216.73`):
    # the tax of the amount before it, its inside share only (the rate written beside it, not 18% of it)
    share_only = bool(included) and not taxed and _tax_labelled(text, occurrences, i, floor, past_percent=True)
    taxed = taxed or share_only
    # (round 33, kiln33) or, the value's sentence writing no gross, where the question names the tax
    # (`vat in it?` ... `€41.00 of €246.00`): the tax asked of an amount in hand is its inside share
    asked_tax: frozenset[str] = frozenset()
    # (a question asking the net, `excl vat?`, is the round-30 `asked` below: not the tax)
    if included and not taxed and not written_before and question and _NET.search(question[-MAX_QUESTION:]) is None:
        asked_tax = _lines_words(question[-MAX_QUESTION:], 0, len(question[-MAX_QUESTION:])) & TAX_STEMS
        taxed = bool(asked_tax)
    # (round 30) with no gross written before it in its sentence, the gross may be an amount in hand: the
    # previous answer's settled values or one an earlier answer computed (`How much VAT is in the
    # total?` ... `VAT 21% inside: EUR 4.28` for the 24.65 two answers before)
    extra: list[tuple[Decimal, Operand]] = []
    # (round 30) or where the question asks for the amount without the tax (`excl vat?`, `before tax?`)
    # and the value's sentence writes no gross: the net of an amount in hand
    asked = _NET.search(question[-MAX_QUESTION:]) if question and not written_before else None
    if (cue is not None or taxed or asked is not None) and not written_before:
        have = {o.number for o in operands}
        for number, operand in earlier:
            if number > 0 and number != target and number not in have:
                have.add(number)
                extra.append((number, operand))
    if not operands and not extra:
        if not written_before and stated.said and any(r.pair for r in run):
            converted = _said_conversion(stated, reading, occ, run)  # (round 28) `1,296 uah in eur` ... `€27.05`
            if converted is not None:
                return converted
        if records_named is not None and run:  # (round 22) a carried price of the record its line names, before the tax
            return _named_net(reading, occ, run, records_named)
        return None
    own = rates_in_text(window, "answer", "answer") if any(c in window for c in ("%", "at ", "rate", "@", "percent", "ed by ")) else []
    # (round 16) a factor the answer wrote in an earlier sentence (`The record's rate is 0.73 USD per
    # CAD.` above a table of conversions): a rate is stated once and applied on
    cut = min(floor, occ.start - len(window))
    # (round 25) an exchange rate the answer states with both currencies anywhere before the value
    # (`Câmbio de hoje: £1 = R$ 7,12` on a ledger line above it): it converts only between them
    own = [r for at, r in stated.answer_rates(text) if r.factor and (at < cut or (r.pair and at < occ.start))] + own
    if not own and not run:
        return None
    inside = cue is not None
    # a percent the run states (not this answer) is an operand where the value's sentence names it
    # (`taxed at 8.25%` ... `USD 16.24 with tax`): a rate nobody names applies to nothing in particular;
    # an exchange rate a result keys applies from one currency to another (`$34.75 | CA$47.60`)
    mark = currency_of(text, occ) if any(r.exchange for r in run) or any(r.exchange for r in own) else ""
    if asked is not None:  # (round 30) the question's words name the tax (`excl vat?`)
        named = named | _lines_words(asked.group(0), 0, len(asked.group(0)))
    named = named | asked_tax  # (round 33) the tax the question names (`vat in it?`)
    if cue is not None:  # (round 28) the words of its sentence before it and of the cue name the tax (`VAT included ... net`)
        named = named | _lines_words(text, floor, occ.start) | _lines_words(cue.group(0), 0, len(cue.group(0)))
    rates: list[_Rate] = []
    numbers: set[tuple[Decimal, bool]] = set()
    for rate in reversed(own + [r for r in run if (r.factor and not r.exchange) or names_rate(r.label, named) or (r.exchange and mark)]):
        if (rate.number, rate.factor) not in numbers:
            numbers.add((rate.number, rate.factor))
            rates.append(rate)
    places = decimal_places(occ.digits)
    near = set(neighbours(target, places))
    net = asked is not None or _NET.search(text[floor : min(len(text), occ.end + NET_REACH)]) is not None
    hit: tuple[str, Operand, _Rate] | None = None
    bases = [(o.number, written_operand(o), currency_of(text, o) if mark else "") for o in operands]
    prior_numbers = {o.number for o in prior} - {o.number for o in operands if o not in prior}
    bases += [(number, operand, "") for number, operand in extra]
    for base, base_operand, written_in in bases:
        across = bool(mark) and written_in not in ("", mark)
        converted_only = base in prior_numbers
        for rate in rates:
            if rate.exchange and not across:
                continue  # (an exchange rate within one currency is no conversion)
            if converted_only and not rate.pair:
                continue  # (shapes45b) an amount of the sentence before: converted, never stepped by a percent
            if rate.pair and (not converts(rate.pair, mark, written_in)
                              or (rate.source == "answer" and normalize_token(rate.shown) not in known
                                  and (reading.carried is None or normalize_token(rate.shown) not in reading.carried))):
                continue  # (round 17) a rate stated between two currencies converts only between them; one the answer writes is resolved
            inside_here = (inside or (taxed and rate.number in included)) and not rate.factor
            steps = _steps(base, rate, net and not rate.exchange, inside_here)
            if rate.factor and rate.base and rate.pair:
                steps = _directed(steps, rate, mark, written_in)
            if (asked_tax or share_only) and inside_here:
                steps = steps[-1:]  # (round 33) the tax the question asks of a gross: its inside share only
            for value, expression in steps:
                # (round 17) a tie a float prints either way (50 x 0.0635 printed 3.17) reaches the value
                reaches = rounded_reach(value, places, target, near)
                if reaches is None:
                    return None  # the chance test: a neighbour is reached as cheaply
                if reaches and hit is None:
                    hit = (expression, base_operand, rate)
    if hit is None:
        return None
    expression, base_operand, rate = hit
    return Derivation("rate-step", f"{expression} = {occ.value}",
                      (base_operand, Operand(rate.shown, rate.source, rate.where)))
