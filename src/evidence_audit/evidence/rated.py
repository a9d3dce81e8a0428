"""Ratings, scores and percentages an answer quotes: short decimals that are data (round 7).

Under `min_digits` a decimal of two or three digits is prose: a model that quotes a restaurant's
rating as `4.7` when the carried record says `Rating: 4.6`, or an unemployment rate as `7.1%` for
a page's `7.2%`, is never judged. Judging every short decimal costs 90-360 false flags per 1,000
answers (computed hours, shares and rates: `3.5`, `1.5`, `2.4`). This rule judges only the ones an
answer presents as a rating or a percentage, and only in a run whose results carry that kind of
value, so the answer is quoting, not computing:

- a **rating**: a decimal with one or two decimals (`4.7`, `3.85`) right after a rating word
  (`rating`, `rated`, `score`, `scored`, `stars`: `**Rating:** 4.7`, `rated 4.5`, `with a rating
  of 4.6`, nothing but spaces, punctuation, markup and the words `of`, `a`, `an`, `is`, `at`,
  `was` between) or right before a scale (`4.7/5`, `4.7 out of 5`, `4.7 stars`), in a run whose
  results write a rating word followed by a number (`Rating: 4.6`, `"rating": 4.6`);
- a **percentage**: such a decimal right before `%`, ` percent` or ` per cent`, in a run whose
  results write a percentage within one point of it at the same precision (`7.1%` beside a
  carried `7.2%`: the same statistic quoted; a share or a growth rate the answer computes, `6.87%`
  or `23.8%`, is rarely that close to one written with as many decimals).

`rated_numbers_of(answer)` gives each such decimal (normalized) with its kind;
`carried_kinds(text)` the kinds a result's text carries, `carried_percents(text)` the percentages
it writes. The gate makes such a decimal a candidate (as the `amounts` dial does for currency
amounts) when no result carries it verbatim and no person said it, and judges it by every rule as
any number: the rule only ever finds what the exact lookup would not, so a run whose answers quote
their ratings right reads as before (the synthesized corpora's `rated 4.6 stars` among them). A
decimal whose value is whole (`5.0` is `5`) is left alone: every bare `5` of the answer (`5
nights`) has that value. The price: an average the answer
computes and presents as a rating (`an average rating of 4.45`), or a percentage it computes
within a point of a carried one written at its precision, is flagged unless the arithmetic dial
explains it. Judging every percentage of a run that carries any cost 15 false flags on heldout4's
research and energy runs (computed growth rates and shares); within a point, 3 (`6.87%` beside a
carried `7%`, `23.8%` beside `24%`); within a point at the same precision, 1; and only where no
result carries the decimal verbatim (what is built), none.
"""

from __future__ import annotations

import re
from typing import Final

from .normalize import normalize_token

__all__ = ["carried_kinds", "carried_percents", "decimals", "holds_percent", "percent_key", "percent_words", "rated_numbers_of"]

# A short decimal: 1-2 digits, a point, 1-2 digits; not part of a longer number, a version, a date
# or a score token (`4.6/5` is judged whole by the `score` rule).
_DECIMAL: Final = r"(?<![0-9.,/\-])([0-9]{1,2}\.[0-9]{1,2})(?![0-9]|\.[0-9]|/[0-9])"
# Between a rating word and its number: spaces, punctuation and markup, and a few small words.
_GAP: Final = r"(?:[\s:*_=\"'(\[-]|\b(?:of|a|an|is|at|was)\b){0,8}"
_RATING_BEFORE: Final = re.compile(r"\b(?:ratings?|rated|scores?|scored|stars?)\b" + _GAP + _DECIMAL, re.IGNORECASE)
_RATING_AFTER: Final = re.compile(_DECIMAL + r"(?:\s+/\s?(?:5|10)(?:\.0)?(?![0-9])|\s+out\s+of\s+(?:5|10)\b|\s*stars?\b)", re.IGNORECASE)
_PERCENT_AFTER: Final = re.compile(_DECIMAL + r"(?:\s?%|\s+per\s?cent\b)", re.IGNORECASE)
# What a result carries: a rating word followed by a number; a percentage.
_CARRIED_RATING: Final = re.compile(r"\b(?:ratings?|rated|scores?|stars?)\b[\"']?\s*[:=]?\s*[\"']?[0-9]", re.IGNORECASE)
_CARRIED_PERCENT: Final = re.compile(r"[0-9]\s?%|[0-9]\s+per\s?cent\b", re.IGNORECASE)
_PERCENT_NUMBER: Final = re.compile(r"(?<![0-9.])([0-9]+(?:\.[0-9]+)?)(?:\s?%|\s+per\s?cent\b)", re.IGNORECASE)


# Each pattern with the pieces one of which any match writes (lower case; letters the patterns'
# IGNORECASE matches only in their ASCII cases, so the lowered answer holds them): a fast test first.
_SCANS: Final = (
    (_PERCENT_AFTER, "percent", ("%", "cent")),
    (_RATING_BEFORE, "rating", ("rat", "cor", "tar")),
    (_RATING_AFTER, "rating", ("/", "out", "tar")),
)


def rated_numbers_of(answer: str) -> dict[str, str]:
    """The short decimals `answer` presents as a rating or a percentage: {normalized: kind}; a
    percentage's kind names its decimals as written (`percent:1` for `7.1%`, `percent:2` for
    `6.87%`)."""
    out: dict[str, str] = {}
    if "." not in answer:
        return out
    lower = answer.lower()
    for pattern, kind, hints in _SCANS:
        for hint in hints:  # a loop: a generator costs more than the tests here
            if hint in lower:
                break
        else:
            continue  # none of the pattern's words or marks: it cannot match
        for m in pattern.finditer(answer):
            value = normalize_token(m.group(1))
            if "." in value and value not in out:  # `5.0` is `5`: every bare 5 of the answer (`5 nights`) would be judged
                out[value] = kind if kind != "percent" else f"percent:{decimals(m.group(1))}"
    return out


def carried_kinds(text: str) -> frozenset[str]:
    """The kinds of rated value a result's text carries: `rating`, `percent`."""
    kinds: list[str] = []
    if _CARRIED_RATING.search(text):
        kinds.append("rating")
    if _CARRIED_PERCENT.search(text):
        kinds.append("percent")
    return frozenset(kinds)


def carried_percents(text: str) -> list[tuple[float, int]]:
    """The percentages a result's text writes, with their decimals written (`7.2%` -> (7.2, 1),
    `10 percent` -> (10.0, 0)), and the numbers it keeps under a key that names a percentage
    (`"pct": 7.25`, `"fuel_surcharge_pct": 7.5`, `"discountPercent": 15`; round 15)."""
    out = [(float(m.group(1)), decimals(m.group(1))) for m in _PERCENT_NUMBER.finditer(text)] \
        if _CARRIED_PERCENT.search(text) else []
    lower = text.lower()
    if "pct" in lower or "percent" in lower:
        for m in _KEYED_NUMBER.finditer(text):
            if _PERCENT_KEY_PARTS.intersection(_key_parts(m.group(1))):
                out.append((float(m.group(2)), decimals(m.group(2))))
    return out


# A JSON key and the plain number it holds: `"fuel_surcharge_pct": 7.25`.
_KEYED_NUMBER: Final = re.compile(r'"([A-Za-z][A-Za-z0-9_]{0,63})"\s*:\s*(-?[0-9]{1,6}(?:\.[0-9]{1,6})?)(?![0-9.eE])')
# The parts of a key that say its number is a percentage (not `percentile`).
_PERCENT_KEY_PARTS: Final = frozenset(("pct", "percent", "percentage"))
_KEY_PART: Final = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+")


def percent_key(key: str) -> bool:
    """(round 31) Whether a key says its number is a percentage (`vat_pct`, `discountPercent`;
    not `percentile`): the reading `carried_percents` makes of a JSON key, for a record's keys."""
    return bool(_PERCENT_KEY_PARTS.intersection(_key_parts(key)))


# (brandy36) a percent and the word it measures right after it: `70% ABV`, `16% moisture`, `20% VAT`
_PERCENT_OF_WORD: Final = re.compile(r"(?<![0-9.,])[0-9]{1,3}(?:[.,][0-9]{1,2})?[ \t\u00a0]?%[ \t\u00a0]+([A-Za-z]{2,16})\b")
MAX_PERCENT_WORDS: Final = 16  # words kept from one text
# words that join a percent to what follows, no measure (`2.5% of the volume`, `10% off`)
_LINK_WORDS: Final = frozenset("of off on in at to or and for is by per an the a".split())


def percent_words(text: str) -> frozenset[str]:
    """(brandy36) The words a text writes right after a percent, lower case (`at 70% ABV`,
    `40% ABV`: `abv`; `VAT 20%` is no such word, the percent after it): the measures the person
    states in percent, so a record's key made of such a word holds a percentage (`abv_filled`:
    70.0 is 70%), as a key naming `pct` does (`percent_key`). The first MAX_PERCENT_WORDS."""
    out: dict[str, None] = {}
    for m in _PERCENT_OF_WORD.finditer(text):
        word = m.group(1).lower()
        if word not in _LINK_WORDS:
            out[word] = None
        if len(out) >= MAX_PERCENT_WORDS:
            break
    return frozenset(out)


def holds_percent(key: str, words: frozenset[str]) -> bool:
    """(brandy36) Whether a record's key holds a percentage: it names `pct` or `percent`
    (`percent_key`), or one of its words is a measure the run states in percent (`percent_words`:
    `abv_now` after `40% ABV`)."""
    return percent_key(key) or bool(words and words.intersection(_key_parts(key)))


def _key_parts(key: str) -> set[str]:
    """A key's words, lower case: `fuel_surcharge_pct` -> fuel, surcharge, pct; `discountPercent`
    -> discount, percent."""
    return {part.lower() for part in _KEY_PART.findall(key)}


def decimals(written: str) -> int:
    """How many decimals a number is written with: `7.20` -> 2, `7` -> 0."""
    point = written.find(".")
    return 0 if point < 0 else len(written) - point - 1
