"""A count the line itself names: the items it lists before a rate (round 18).

An itemized bill often counts its units by naming them rather than by writing a number:

    - Thu + Sun at $189: $378                          2 nights x 189
    - Fri + Sat (weekend rate) at $229: $458           2 nights x 229
    - Ana, Ben and Chloe @ $29.90 each: $89.70         3 people x 29.90

Nobody writes `2` there, so the `quantity` rule, which multiplies a count written in digits or words
by a price, found no count. This reading counts the items: two to twelve distinct names (a word in
capitals, `Thu`, `Sun`, `Ana`; a name of two words, `Room A`) joined by `+`, `&`, a comma or `and`,
that a rate follows: `at`, `@`, `×` or `x` right after them (past a unit word, `nights`, and one
parenthesis, `(weekend rate)`). The rate must follow: a list of names that labels a sum (`Gas +
Delivery: $52.44 + $31.20`) counts nothing. The count is exact, so a value one digit off the product
stays flagged; its price: an invention equal to the count of the items named times a rate.
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

__all__ = ["NamedCount", "named_counts"]

MIN_ITEMS, MAX_ITEMS = 2, 12

# One named item: a word in capitals (`Thu`, `Ana`, `Saturday`), maybe with a second word or a
# letter (`Room A`, `Unit 4B` is no item: a digit); `**` around it allowed.
_NAME: Final = r"\**[A-Z][A-Za-z'-]{0,15}(?:[ \t][A-Z][A-Za-z'-]{0,15})?\**"
# Between two items: `+`, `&`, a comma, `and` (`Fri, Sat and Sun`, `Fri, Sat, and Sun`).
_JOIN: Final = r"(?:[ \t]*[+&][ \t]*|,[ \t]*(?:and[ \t]+)?|[ \t]+and[ \t]+)"
# The items, then what says a rate follows: a unit word, one parenthesis, then `at`, `@`, `×`, `x`.
_ITEMS: Final = re.compile(
    rf"(?<![A-Za-z0-9'-])({_NAME}(?:{_JOIN}{_NAME}){{1,{MAX_ITEMS - 1}}})"
    r"(?:[ \t]+(?:nights?|days?|guests?|people|persons?|rooms?|tickets?|lines?))?"
    r"(?:[ \t]*\([^()\n]{0,40}\))?[ \t]*(?:at\b|@|\u00d7|x(?=[ \t]*[$\u20ac\u00a3\u00a5]?[0-9]))",
)
_SPLIT: Final = re.compile(_JOIN)


class NamedCount(NamedTuple):
    """A count of named items: how many, the items as written, where they start."""

    size: int
    written: str
    at: int


def named_counts(text: str, start: int, end: int) -> list[NamedCount]:
    """The counts of named items `text[start:end]` writes before a rate (the module's docstring)."""
    out: list[NamedCount] = []
    for m in _ITEMS.finditer(text, start, end):
        written = m.group(1)
        items = [item.strip("* \t").lower() for item in _SPLIT.split(written)]
        if any(not item or item == "and" for item in items):
            continue
        if len(set(items)) != len(items) or not MIN_ITEMS <= len(items) <= MAX_ITEMS:
            continue  # (an item named twice counts nothing)
        out.append(NamedCount(len(items), written, m.start(1)))
    return out
