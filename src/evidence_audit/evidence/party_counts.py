"""The `per-party` and `revised-total` arithmetic rules (round 11): an earlier amount for one
person restated for the party its sentence counts, and a total restated with those items changed.

Travel and assistant answers price a trip per person, and when asked "is that for both of us?"
restate an item for the party: `London meals: 40 x 2 meals x 2 days = 160` ... `For both of you
the meals would be 320 euros in London` (160 x 2), then the total with the items changed: `which
brings the total to 4,260 euros` (3,920 + (320 - 160) + (360 - 180)).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `per-party` | `For both of you the meals would be 320 euros in London` | where its sentence counts a party (`both of you`, `for the two of us`, `for 3 people`, `4 guests`): a number the previous answer (or this one, before it) wrote, settled, on a line that shares a word with the value's clause (`London meals: ... = 160`; words of 4+ letters, not units nor the words of arithmetic), times the party's count | a value equal to such a product |
| `revised-total` | `which brings the total to 4,260 euros` | where its sentence says total: a number the previous answer wrote, larger than the items replaced, plus, for each value this answer computed by `per-party` and wrote before it, the value less the number it restated | a value equal to such a total |

Refused: no party counted in its sentence; a number of a line that shares no word with the value's
clause; a count other than the party's; a value one digit off a carried number (in `computed/`).
Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal
from typing import Final

from .number_words import alternatives, cardinals

__all__ = ["party_count", "per_party", "revised_total", "shares_a_word", "content_words", "says_total", "MAX_EARLIER"]

MAX_EARLIER: Final = 24  # numbers of the previous answer read as a per-person amount
_NUMBER_WORDS: Final = cardinals(2, 10)
_COUNT: Final = r"(" + alternatives(_NUMBER_WORDS) + r"|[2-9]|1[0-9])"
_PARTY: Final = re.compile(
    r"\b(both)[ \t]+of[ \t]+(?:you|us|them)\b"
    r"|\b(?:the|all)[ \t]+" + _COUNT + r"[ \t]+of[ \t]+(?:you|us|them)\b"
    r"|\b" + _COUNT + r"[ \t]+(?:people|persons|guests|adults|travell?ers|passengers|diners)\b",
    re.IGNORECASE,
)
_TOTAL: Final = re.compile(r"\b(?:total|totals|altogether|in[ \t]+all|overall|grand[ \t]+total)\b", re.IGNORECASE)
_WORD: Final = re.compile(r"[A-Za-z][A-Za-z'-]{3,}")
# Words every priced line shares: units, the arithmetic's words, glue.
_COMMON: Final = frozenset((
    "euro", "euros", "dollar", "dollars", "pound", "pounds", "usd", "eur", "gbp", "total", "price", "prices",
    "cost", "costs", "would", "will", "that", "this", "with", "from", "each", "which", "brings", "comes",
    "come", "about", "makes", "then", "your", "their", "there", "these", "those", "both", "people", "person",
    "maximum", "minimum", "expense", "expenses", "amount", "amounts", "plus", "times", "equals", "have",
    "would", "just", "only", "also", "into", "over", "under", "for", "and", "the", "days", "day", "night",
    "nights", "per", "once", "twice",
))


def party_count(sentence: str) -> tuple[int, str] | None:
    """The count of the party `sentence` names (`both of you` is 2), with its words, or None."""
    m = _PARTY.search(sentence)
    if m is None:
        return None
    word = next(g for g in m.groups() if g is not None).lower()
    count = 2 if word == "both" else _NUMBER_WORDS.get(word) or int(word)
    return count, m.group(0)


def content_words(text: str) -> frozenset[str]:
    """The words of `text` that name things (4+ letters, none of the common ones), lower case."""
    return frozenset(w for w in (m.group(0).lower() for m in _WORD.finditer(text)) if w not in _COMMON)


def shares_a_word(clause: frozenset[str], line: frozenset[str]) -> bool:
    """Whether the value's clause and a line (their `content_words`) share a word."""
    return not clause.isdisjoint(line)


def says_total(sentence: str) -> bool:
    return _TOTAL.search(sentence) is not None


def per_party(number: Decimal, places: int, count: int, clause: frozenset[str],
              earlier: Sequence[tuple[Decimal, frozenset[str]]]) -> int | None:
    """The index of the first of `earlier` ((number, its line's words), the latest MAX_EARLIER read) whose
    line shares a word with `clause` and which times `count` gives `number` at `places`, or None."""
    if not clause or count < 2:
        return None
    first = max(len(earlier) - MAX_EARLIER, 0)
    for k in range(len(earlier) - 1, first - 1, -1):
        base, line = earlier[k]
        if base <= 0:
            continue
        product = base * count
        if (product == number or (places >= 2 and product.quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP) == number)) \
                and shares_a_word(clause, line):
            return k
    return None


def revised_total(number: Decimal, totals: Sequence[Decimal], changes: Sequence[tuple[Decimal, Decimal]]) -> int | None:
    """The index of the first of `totals` that, with every (new, old) of `changes` replacing its old
    item by the new, gives `number`; None without changes."""
    if not changes:
        return None
    shift = sum((new - old for new, old in changes), Decimal(0))
    replaced = sum((old for _, old in changes), Decimal(0))
    if shift == 0:
        return None
    for k, total in enumerate(totals[-MAX_EARLIER:]):
        if total > replaced and total + shift == number:  # (a total holds the items it replaces)
            return max(len(totals) - MAX_EARLIER, 0) + k
    return None
