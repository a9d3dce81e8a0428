"""Currency amounts: which numbers an answer writes as money, so they are data whatever their size.

Under `min_digits` a price of `$130` or `€61.40` is prose: a model that quotes `$130` for a carried
fare of `150`, or `$61.40` for a carried `61.47`, is never judged. Most prices in booking and retail
answers have two or three digits, so the `amounts` dial (default on; the reference keeps
`min_digits`) makes a number that wears a currency mark a candidate however many digits it has.

A currency mark is a symbol written right before the number (`$`, `€`, `£`, `¥`, `₹`, maybe with a
sign before it: `-$740`), or an ISO 4217 code or a currency word right before or after it (`USD
95`, `95 EUR`, `95 dollars`). The list of codes is the standard's common ones, not words of one
corpus. An amount compares at the precision written: `61.40` is the value `61.4`, never `61.47`.

The price of the dial: none in recall, it only judges more; in precision, every amount the answer
computes becomes a candidate, which is why the `arithmetic` dial (computed values) comes with it.
"""

from __future__ import annotations

from typing import Final

import re

from .glued_amounts import glued_amount_spans
from .normalize import ES_SPACE_CLASS, normalize_token

__all__ = ["GENERIC_SIGN", "MONEY_SIGN_CLASS", "MONEY_SIGNS", "OTHER_CURRENCY_SIGNS", "amount_numbers_of", "amount_starts",
           "signed_amount"]

_CODES = r"USD|EUR|GBP|JPY|CNY|INR|CAD|AUD|NZD|CHF|SEK|NOK|DKK|MXN|BRL|ZAR|SGD|HKD|KRW"
_WORDS: Final = r"dollars?|euros?|pounds?|yen|rupees?|francs?"
CURRENCY_WORDS: Final = _WORDS  # (watch35) the words after a number that make it an amount (`respellings.is_rate_unit`)
# A written number: 1-3 digits with ,ddd groups or plain digits, maybe .digits.
_NUMBER: Final = r"[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?"
# (spaces32) the generic currency sign `¤` (U+00A4): what a one-letter mark glued before an amount is
# respelled as (letter_marks.py: `R420` read as `¤420`), so every reader of a sign reads it; the one
# place it is written (fold33)
GENERIC_SIGN: Final = "\u00a4"
# (rice36) every currency sign Unicode has (the category `Sc`), the cent signs `¢` `￠` left out (a
# minor unit written after the number, `50¢`): `$ £ ¥`, the generic `¤`, the Unicode currency block
# U+20A0-U+20C0 (`€`, `₹`, `₾`, `₴`, `₪`, `₩`, `₫`, `₱`, `₦`, `₽`, `₸`), and the signs of the scripts'
# own blocks: the dram `֏`, afghani `؋`, the taka and rupee marks `৳` `৲`, the baht `฿`, riel `៛`, rial
# `﷼`, the full-width `＄` `￡` `￥` `￦`. One set for every reader: until round 36 the expression
# lexer and the rules' marks read only `$ £ ¥ ¤` and the block, so `14 × 650 = ৳9,100` was no
# equation while `14 × 650 = €9,100` was one (a sign of a script's own block refused what the same
# sign of the block was read as).
_SIGN_CHARS: Final = (
    "$\u00a3\u00a5" + GENERIC_SIGN + "\u058f\u060b\u07fe\u07ff\u09f2\u09f3\u09fb\u0af1\u0bf9\u0e3f\u17db"
    + "".join(chr(c) for c in range(0x20A0, 0x20C1)) + "\ua838\ufdfc\ufe69\uff04\uffe1\uffe5\uffe6"
)
# the signs the readers of an amount take before it, as a character class's body
MONEY_SIGN_CLASS: Final = _SIGN_CHARS
# (tannery41) a currency's own short mark written after the amount, no three-letter code nor sign (the
# convertible mark's `KM`, `kr`, `Ft`, `lei`, `zł`, `Kč`, `kn`), as an alternation's body; case kept
SHORT_MARKS_AFTER: Final = "KM|kr|Ft|lei|zł|Kč|kn"
# the same signs written out one by one, for `ch in MONEY_SIGNS` (a string: an empty slice is in it)
MONEY_SIGNS: Final = _SIGN_CHARS
# (round 29) the other Unicode currency signs, any script (all but `$ £ ¥`, which `_AMOUNT` names
# itself); (spaces32) the generic sign `¤`, what a one-letter mark glued before an amount is
# respelled as (letter_marks.py: `R420`)
_OTHER_SIGNS: Final = _SIGN_CHARS[3:]
# (recall32) the same signs as a character class's body, for `decimal_comma` (a sign after an amount)
OTHER_CURRENCY_SIGNS: Final = _OTHER_SIGNS
_OTHER_SIGN: Final = re.compile("[" + _OTHER_SIGNS + "]")
# (spaces32) what follows a number's first digits when it is written with a decimal comma, maybe
# after space groups (`€41,50`, `¤5 880,00`): not the amount `41` or `5`; the decimal-comma readers
# (decimal_comma.py, comma_amounts.py) read it whole
_COMMA_DECIMALS: Final = r",[0-9]{1,2}(?![0-9])|(?:[ \u00a0\u202f\u2009][0-9]{3})+,[0-9]"
# An amount: a symbol (maybe signed) or a code right before the number, or a code or word after it;
# (tannery41) or the convertible mark's `KM` (`BAM`) after it, in capitals (`56.10 KM`; `256 km` is a length).
# The number is not glued to a letter, digit or point on either side (`$5G` is not an amount).
_AMOUNT: Final = re.compile(
    r"(?:(?<![A-Za-z0-9])(?:[$\u20ac\u00a3\u00a5\u20b9" + _OTHER_SIGNS + r"]|(?:" + _CODES + r")" + ES_SPACE_CLASS + r"?)"
    r"([-+]?(?:" + _NUMBER + r"))(?![0-9]|\.[0-9]|[A-Za-z]|" + _COMMA_DECIMALS + r"))"
    r"|(?:(?<![A-Za-z0-9.,])(" + _NUMBER + r")" + ES_SPACE_CLASS + r"?(?:" + _CODES + r"|" + _WORDS
    + r"|(?-i:KM|BAM))(?![A-Za-z]))",
    re.ASCII | re.IGNORECASE,
)
# A signed amount read as one token after normalization: -$740, +$1,205.50.
_SIGNED: Final = re.compile(r"([-+])\$(" + _NUMBER + r")", re.ASCII)


def amount_numbers_of(text: str) -> frozenset[str]:
    """The normalized numbers `text` writes as currency amounts (`$130` -> `130`, `-$740` -> `-740`)."""
    found: set[str] = set()
    for _, written in _amounts_in(text):
        number = normalize_token(written)
        if number:
            found.add(number)
            if number.startswith("-"):
                found.add(number[1:])
    return frozenset(found)


def amount_starts(text: str) -> frozenset[int]:
    """The offsets where the numbers `text` writes as currency amounts start (after any sign)."""
    recent, older = _LAST_STARTS[0]
    if recent[0] == text:
        return recent[1]
    if older[0] == text:
        _LAST_STARTS[0] = (older, recent)
        return older[1]
    out: set[int] = set()
    for start, _ in _amounts_in(text):
        out.add(start)
        if text[start : start + 1] in "-+":
            out.add(start + 1)
    found = frozenset(out)
    _LAST_STARTS[0] = ((text, found), recent)
    return found


# (round 26) the starts of the last text asked: the arithmetic asks them of the same answer once
# per value it tries (`_read_occurrences`, `_counts_in`, the product rules), and building the set
# anew cost every amount of the answer per value (ledger25: 10.8x the work for 4x the answer).
# One (text, starts) pair, replaced whole, as `_LAST_TEXT`. (Round 31) Two pairs, the latest first:
# a rule that asks of a part of the answer per value (`narrow`'s rows counted in the value's
# sentence, `_counts_in`) between two asks of the whole answer had the whole answer's set rebuilt
# per value (ledger25: 10.7x the work for 4x the answer); with two, the answer's stays.
_LAST_STARTS: Final[list[tuple[tuple[str, frozenset[int]], tuple[str, frozenset[int]]]]] = [
    (("", frozenset()), ("", frozenset()))
]


# The amounts of the last text read: the gate and the arithmetic rules ask about the same answer
# up to four times (the fast test lower-cases it, the pattern scans every position of it). One
# (text, amounts) pair, replaced whole, so threads sharing it at worst read a text twice.
_LAST_TEXT: Final[list[tuple[str, list[tuple[int, str]]]]] = [("", [])]


def _amounts_in(text: str) -> list[tuple[int, str]]:
    """(offset, number as written, with any sign) of each currency amount `text` writes."""
    last = _LAST_TEXT[0]
    if last[0] == text:
        return last[1]
    found: list[tuple[int, str]] = []
    # (round 29) an amount with its currency glued to it: `RM5.50`, `768kr` (glued_amounts.py)
    glued = glued_amount_spans(text)
    if not any(mark in text for mark in "$\u20ac\u00a3\u00a5\u20b9") and not _has_word(text) \
            and _OTHER_SIGN.search(text) is None:
        found.extend(glued)
        _LAST_TEXT[0] = (text, found)  # a fast test first: no currency mark, code or word
        return found
    for match in _AMOUNT.finditer(text):
        group = 1 if match.group(1) is not None else 2
        found.append((match.start(group), match.group(group)))
    if glued:
        seen = {start for start, _ in found}
        found.extend(g for g in glued if g[0] not in seen)
        found.sort()
    _LAST_TEXT[0] = (text, found)
    return found


# What a currency code or word starts with, lower-cased: a fast test before the full pattern.
_WORD_HINTS: Final = tuple({w[:3].lower() for w in _CODES.split("|")} | {"dollar", "euro", "pound", "yen", "rupee", "franc", "km", "bam"})


def _has_word(text: str) -> bool:
    lower = text.lower()
    for hint in _WORD_HINTS:  # a loop: a generator costs more than the tests here
        if hint in lower:
            return True
    return False


def signed_amount(token: str) -> str | None:
    """The signed number of a normalized signed-amount token (`-$1,205` -> `-1205`), else None."""
    m = _SIGNED.fullmatch(token)
    if m is None:
        return None
    number = normalize_token(m.group(2))
    if m.group(1) == "-" and number != "0":
        return "-" + number
    return number
