"""The words people write for small counts, ordinals and multiples, with the value of each.

Answers write a count as a word as often as in digits: `three nights`, `a week`, `both rooms`,
`twice the fee`, `the 9th` or `the ninth installment`. Each rule that reads such a count picks the
words it reads from these tables (`cardinals(2, 12)`, `words("fourteen", "thirty")`) and keeps its
own documented extras (a language's hour words, `half an`), so a word has one value everywhere and
a table is not written again in every module. The picks keep the order they are asked in: a pattern
built from a pick (`alternatives`) tries its words in that order.
Pure: tables and functions over them, no state.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

__all__ = ["ARTICLES", "CARDINALS", "MULTIPLIERS", "ORDINALS", "alternatives", "cardinals", "ordinals", "words"]

# The cardinal words, one to nineteen, the tens and a hundred (a compound, `forty-five`, is read by `words`).
CARDINALS: Final[dict[str, int]] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}
# The ordinal words, first to nineteenth and the tens (`twenty-fifth` is read by `words`).
ORDINALS: Final[dict[str, int]] = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
    "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "seventieth": 70,
    "eightieth": 80, "ninetieth": 90, "hundredth": 100,
}
# The article that counts one: `a week`, `an hour`.
ARTICLES: Final[dict[str, int]] = {"a": 1, "an": 1}
# Words that multiply or pair: `twice the fee`, `double`, `triple`, `both rooms`.
MULTIPLIERS: Final[dict[str, int]] = {"twice": 2, "double": 2, "triple": 3, "both": 2}
_TENS: Final = frozenset(("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"))


def _value(word: str) -> int:
    """The value of one word of the tables, or of a compound of a ten and a unit written with a hyphen
    or a space (`forty-five`, `forty five`, `twenty-fifth`); a KeyError names a word no table has."""
    for table in (CARDINALS, ORDINALS, ARTICLES, MULTIPLIERS):
        if word in table:
            return table[word]
    for sep in ("-", " "):
        ten, found, unit = word.partition(sep)
        if found and ten in _TENS and (unit in CARDINALS or unit in ORDINALS):
            return CARDINALS[ten] + (CARDINALS[unit] if unit in CARDINALS else ORDINALS[unit])
    raise KeyError(word)


def words(*names: str) -> dict[str, int]:
    """The named words with their values, in the order named (`words("fourteen", "thirty")`)."""
    return {name: _value(name) for name in names}


def cardinals(low: int, high: int) -> dict[str, int]:
    """The cardinal words of `low` to `high`, in order (`cardinals(2, 12)`: `two` ... `twelve`)."""
    return {word: value for word, value in CARDINALS.items() if low <= value <= high}


def ordinals(low: int, high: int) -> dict[str, int]:
    """The ordinal words of `low` to `high`, in order (`ordinals(1, 10)`: `first` ... `tenth`)."""
    return {word: value for word, value in ORDINALS.items() if low <= value <= high}


def alternatives(table: Iterable[str], longest_first: bool = False) -> str:
    """A table's words as a pattern's alternatives (no group), in the table's order or, with
    `longest_first`, the longest first (ties in the table's order)."""
    names = list(table)
    return "|".join(sorted(names, key=len, reverse=True) if longest_first else names)
