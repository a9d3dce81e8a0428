"""Exchange rates written in words, with both currencies named (round 17).

A person or an answer states a rate once, naming both currencies: `I use 149.2 yen per dollar`,
`1 USD = 7.12 CNY`, `At the **1.08** USD per EUR`, `149.2 JPY/USD`, (round 22) a market's pair
`EUR/GBP 0.8612` (base, quoted, then the rate: one EUR is 0.8612 GBP). `rate-step` (`rate_steps.py`)
applies such a rate only from one of its two currencies to the other: an amount written in one
(`$46.60`) and the value in the other (`¥6,953`), as the rate says. A rate is `N A per B` (the
value of one B in A), `1 B = N A` or `B/A N`; a bare number (`use 7.18`) names no currency and is none.

`codes` reads a currency as written (a mark, a code, a word) as the ISO codes it may be: `¥` is
JPY or CNY, `RMB` and `yuan` are CNY, `$` and `dollar` USD.
Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final, NamedTuple

from .glued_amounts import is_iso_code

__all__ = ["StatedExchange", "codes", "converts", "exchanges_in", "pair_key", "sign_codes"]

_NAMES: Final = {
    "$": "USD", "usd": "USD", "dollar": "USD", "dollars": "USD", "us$": "USD",
    "€": "EUR", "eur": "EUR", "euro": "EUR", "euros": "EUR",
    "£": "GBP", "gbp": "GBP", "pound": "GBP", "pounds": "GBP",
    "jpy": "JPY", "yen": "JPY", "cny": "CNY", "rmb": "CNY", "yuan": "CNY",
    "cad": "CAD", "aud": "AUD", "chf": "CHF", "mxn": "MXN", "inr": "INR", "krw": "KRW", "won": "KRW",
    "hkd": "HKD", "sgd": "SGD", "sek": "SEK", "nok": "NOK", "dkk": "DKK", "pln": "PLN", "zł": "PLN",
    "brl": "BRL", "zar": "ZAR", "nzd": "NZD", "thb": "THB", "baht": "THB", "try": "TRY", "czk": "CZK",
    "peso": "MXN", "pesos": "MXN", "rupee": "INR", "rupees": "INR", "₹": "INR", "₩": "KRW",
    "r$": "BRL", "円": "JPY", "real": "BRL", "reais": "BRL",  # (round 25) `£1 = R$ 7,12`, `£1 ＝ 198.4円`
    # (round 28) the other one-character signs (`₴`, `₽`, `₺`, `₪`, `₫`, `₱`, `₦`) and their codes
    "\u20b4": "UAH", "uah": "UAH", "\u20bd": "RUB", "rub": "RUB", "\u20ba": "TRY", "\u20aa": "ILS", "ils": "ILS",
    "\u20ab": "VND", "vnd": "VND", "\u20b1": "PHP", "php": "PHP", "\u20a6": "NGN", "ngn": "NGN", "huf": "HUF", "ron": "RON",
    # (round 29) the baht sign, the ringgit's and rupiah's codes and local symbols (glued_amounts.py)
    "\u0e3f": "THB", "myr": "MYR", "rm": "MYR", "idr": "IDR", "rp": "IDR",
    # (round 33) the lev, as Bulgarian receipts and rates write it (`1.95583 lv.`, `ОБЩО ЛВ`)
    "bgn": "BGN", "lv": "BGN", "\u043b\u0432": "BGN",
    # (stable34) the other signs of one currency each (`56 000 ₸`, `45 ₾`, `₼ 12`): the tenge, lari,
    # manat, tugrik, kip, guarani, cedi, colon, dram and taka
    "\u20b8": "KZT", "\u20be": "GEL", "\u20bc": "AZN", "\u20ae": "MNT", "\u20ad": "LAK", "\u20b2": "PYG", "\u20b5": "GHS",
    "\u20a1": "CRC", "\u058f": "AMD", "\u09f3": "BDT",
}
# (stable34) the one-character signs among them, for `sign_codes`
_SIGNS: Final = frozenset(w for w in _NAMES if len(w) == 1 and not w.isalnum())
_KNOWN_CODES: Final = frozenset(_NAMES.values())
_CURRENCY: Final = (r"(R\$|\$|€|£|¥|円|₹|₩|zł|USD|EUR|GBP|JPY|CNY|RMB|CAD|AUD|CHF|MXN|INR|KRW|HKD|SGD|SEK|NOK|DKK|PLN|BRL|ZAR|NZD"
                    r"|THB|TRY|CZK|MYR|IDR|BGN|lv|\u043b\u0432|RM|Rp|\u0e3f|dollars?|euros?|pounds?|yen|yuan|won|baht|pesos?|rupees?|reais|real)")
# (round 25) or with a decimal comma of 1, 2 or 4+ decimals (`£1 = R$ 7,12`); a comma and three digits
# is an English thousands group (`1 USD = 1,350 KRW`)
_DIGITS: Final = r"([0-9]{1,6}(?:\.[0-9]{1,6}|,[0-9]{1,2}(?![0-9])|,[0-9]{4,6}|,[0-9]{3}(?![0-9]))?)"
_NUMBER: Final = r"\**[ \t]*" + _DIGITS + r"[ \t]*\**"
# (hostile40) Blanks and stars between a rate's parts, each run possessive: `[ \t]*\**[ \t]*` and the
# like were one run of blanks split every way between two or three repeats, from every number or pair
# that starts a try (a tool result `EUR/USD`, n blanks, `!`: the cube, 1,000 blanks 2.1 s of `_PAIR`;
# `Rate 1`, n blanks, `! per day`: `_PER` took 47.7 s of `check` at 16,000). What follows each run
# here (a currency, `=`, a colon, a star, a digit) is never a blank, so no later part could take a
# blank given back: the same texts match, with the same groups (`tests/hostile/test_hostile40.py`).
_GAP: Final = r"[ \t]*+\**+[ \t]*+"
# `149.2 yen per dollar`, `1.08 USD per EUR`, `149.2 JPY/USD`, `0.92 euros to the dollar`; (round
# 34) the marks and blanks before the number are not part of the pattern: a search starting at each
# of a run read the rest of the run again (quadratic: a system prompt with a line of 16,000 `*`,
# 2.8 s; of 16,000 spaces, 1.6 s). The same numbers match: after a mark or a blank the look-behind
# sees it, never a digit.
_PER: Final = re.compile(
    r"(?<![0-9.,])" + _DIGITS + _GAP + _CURRENCY + r"[ \t]*(?:per|/|to[ \t]+(?:the|a|one|1))[ \t]*(?:1[ \t]*)?" + _CURRENCY
    + r"(?![A-Za-z])", re.IGNORECASE)
# `1 USD = 7.12 CNY`, `$1 = ¥149.2`, `1 EUR = 1.08 USD`
_ONE_IS: Final = re.compile(
    r"(?<![0-9.,])(?:1[ \t]*" + _CURRENCY + r"|" + _CURRENCY + r"[ \t]*1)(?![0-9.,])[ \t]*(?:=|\uff1d|is|equals)[ \t]*+"
    + r"(?:" + _CURRENCY + r"[ \t]*+)?" + _GAP + _DIGITS + r"[ \t]*\**(?:[ \t]*" + _CURRENCY + r")?(?![A-Za-z])", re.IGNORECASE)

# (round 22) a currency pair as a market quotes it, base then quoted, the rate after it: `EUR/GBP
# 0.8612`, `USD/JPY: 149.20`, `EUR/USD = 1.0850` (one EUR is 0.8612 GBP); codes only (`$/€` is no quote)
_PAIR: Final = re.compile(
    r"(?<![A-Za-z/])([A-Z]{3})[ \t]?/[ \t]?([A-Z]{3})(?![A-Za-z/])[ \t]*+[:=]?+" + _GAP + _DIGITS + r"[ \t]*\**(?![0-9.,])")


class StatedExchange(NamedTuple):
    at: int  # where the rate is written
    number: Decimal  # units of `quoted` for one unit of `base`
    shown: str
    pair: frozenset[str]  # the two currencies (ISO codes; `¥` gives both JPY and CNY)
    base: frozenset[str] = frozenset()  # (round 33) the currency one unit of which `number` is worth


def codes(written: str) -> frozenset[str]:
    """The ISO codes a currency as written may be (`¥` -> JPY, CNY), empty when none is known."""
    w = written.strip().lower()
    if w == "¥":
        return frozenset({"JPY", "CNY"})
    code = _NAMES.get(w) or (written.strip().upper() if len(w) == 3 and w.isalpha() else None)
    return frozenset({code}) if code else frozenset()


def sign_codes(text: str) -> frozenset[str]:
    """(stable34) The ISO codes, lower case, of the one-character currency signs `text` writes
    (`137,700 ₸` -> kzt; `¥` -> jpy, cny): the words a sign names, as a code written would
    (`keyed_operands.sentence_words`: a rate keyed `usd_kzt` named by `₸ ... USD`)."""
    return frozenset(code.lower() for ch in _SIGNS if ch in text for code in codes(ch))


def _exchange(at: int, number: str, quoted: str, base: str) -> StatedExchange | None:
    head, comma, tail = number.partition(",")
    if comma:  # (round 25) `7,12` a decimal comma, `1,350` a thousands group
        number = head + tail if len(tail) == 3 else head + "." + tail
    try:
        n = Decimal(number)
    except InvalidOperation:
        return None
    a, b = codes(quoted), codes(base)
    if n <= 0 or n == 1 or not a or not b or a & b:
        return None
    return StatedExchange(at, n, number, a | b, b)


def exchanges_in(text: str) -> list[StatedExchange]:
    """The exchange rates `text` states with both currencies named, in order."""
    found: list[StatedExchange] = []
    for m in _PER.finditer(text):
        rate = _exchange(m.start(1), m.group(1), m.group(2), m.group(3))
        if rate is not None:
            found.append(rate)
    for m in _ONE_IS.finditer(text):
        base = m.group(1) or m.group(2)
        quoted = m.group(5) or m.group(3)
        if base and quoted:
            rate = _exchange(m.start(4), m.group(4), quoted, base)
            if rate is not None:
                found.append(rate)
    for m in _PAIR.finditer(text):
        if not {m.group(1), m.group(2)} <= _KNOWN_CODES:
            continue  # (`TCP/UDP 443` names no currencies)
        rate = _exchange(m.start(3), m.group(3), m.group(2), m.group(1))
        if rate is not None and all(r.at != rate.at for r in found):
            found.append(rate)
    found.sort(key=lambda r: r.at)
    return found


def converts(pair: frozenset[str], value_mark: str, operand_mark: str) -> bool:
    """Whether a rate between the currencies of `pair` converts an amount written in `operand_mark`
    (a code or a mark as `rate_steps.currency_of` reads it) to one in `value_mark`: one in each."""
    value, operand = codes(value_mark), codes(operand_mark)
    if not value or not operand or value == operand:
        return False
    return bool(value & pair) and bool(operand & pair) and not (value <= operand)


# (mussel37) a key that is two currency codes, the base first (`eur_gbp`, `USD-NPR`, `eur_to_usd`, `usd2kes`):
# the rate of the second a unit of the first, as a market quotes a pair (EUR/GBP 0.8731)
_PAIR_KEY: Final = re.compile(r"([a-z]{3})(?:_to_|_|-|2)([a-z]{3})", re.IGNORECASE)


def pair_key(key: str) -> tuple[str, str] | None:
    """(mussel37) The base's and the quote's codes a key names (`eur_gbp` -> EUR, GBP), or None: both
    active ISO 4217 codes, not one currency twice."""
    m = _PAIR_KEY.fullmatch(key)
    if m is None:
        # (clock42) the quote per the base (`inr_per_usd`: 86.42 INR a dollar), the base second
        # (camel43) or a quote of 4 letters, a currency with no ISO code (`slsh_per_usd`: Somaliland shillings a
        # dollar) where the base is an ISO code: `per` says which is which; 3 letters stay ISO codes only
        per = _PER_PAIR_KEY.fullmatch(key)
        if per is None or not is_iso_code(per.group(2)) or (len(per.group(1)) == 3 and not is_iso_code(per.group(1))):
            return None
        base, quote = per.group(2).upper(), per.group(1).upper()
        return (base, quote) if base != quote else None
    if not (is_iso_code(m.group(1)) and is_iso_code(m.group(2))):
        return None
    base, quote = m.group(1).upper(), m.group(2).upper()
    return (base, quote) if base != quote else None


# (clock42) a key that is the quote's code per the base's (`inr_per_usd`, `MMK-per-THB`; camel43: a
# quote of 4 letters with no ISO code, `slsh_per_usd`)
_PER_PAIR_KEY: Final = re.compile(r"([a-z]{3,4})[_-]per[_-]([a-z]{3})", re.IGNORECASE)
