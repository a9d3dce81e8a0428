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
  results write a percentage.

`rated_numbers_of(answer)` gives each such decimal (normalized) with its kind; `carried_kinds(text)`
the kinds a result's text carries. The gate makes the decimals of a kind the run carries
candidates (as the `amounts` dial does for currency amounts), judged by every rule as any number.
The price: an average or a share the answer computes and presents as a rating or percentage
(`an average rating of 4.45`) is flagged unless the arithmetic dial explains it.
"""

from __future__ import annotations

import re
from typing import Final

from .normalize import normalize_token

__all__ = ["carried_kinds", "rated_numbers_of"]

# A short decimal: 1-2 digits, a point, 1-2 digits; not part of a longer number, a version or a date.
_DECIMAL: Final = r"(?<![0-9.,/\-])([0-9]{1,2}\.[0-9]{1,2})(?![0-9]|\.[0-9])"
# Between a rating word and its number: spaces, punctuation and markup, and a few small words.
_GAP: Final = r"(?:[\s:*_=\"'(\[-]|\b(?:of|a|an|is|at|was)\b){0,8}"
_RATING_BEFORE: Final = re.compile(r"\b(?:ratings?|rated|scores?|scored|stars?)\b" + _GAP + _DECIMAL, re.IGNORECASE)
_RATING_AFTER: Final = re.compile(_DECIMAL + r"(?:\s?/\s?(?:5|10)(?:\.0)?(?![0-9])|\s+out\s+of\s+(?:5|10)\b|\s*stars?\b)", re.IGNORECASE)
_PERCENT_AFTER: Final = re.compile(_DECIMAL + r"(?:\s?%|\s+per\s?cent\b)", re.IGNORECASE)
# What a result carries: a rating word followed by a number; a percentage.
_CARRIED_RATING: Final = re.compile(r"\b(?:ratings?|rated|scores?|stars?)\b[\"']?\s*[:=]?\s*[\"']?[0-9]", re.IGNORECASE)
_CARRIED_PERCENT: Final = re.compile(r"[0-9]\s?%|[0-9]\s+per\s?cent\b", re.IGNORECASE)


def rated_numbers_of(answer: str) -> dict[str, str]:
    """The short decimals `answer` presents as a rating or a percentage: {normalized: kind}."""
    out: dict[str, str] = {}
    if "." not in answer:
        return out
    for pattern, kind in ((_PERCENT_AFTER, "percent"), (_RATING_BEFORE, "rating"), (_RATING_AFTER, "rating")):
        for m in pattern.finditer(answer):
            value = normalize_token(m.group(1))
            if value and value not in out:
                out[value] = kind
    return out


def carried_kinds(text: str) -> frozenset[str]:
    """The kinds of rated value a result's text carries: `rating`, `percent`."""
    kinds: list[str] = []
    if _CARRIED_RATING.search(text):
        kinds.append("rating")
    if _CARRIED_PERCENT.search(text):
        kinds.append("percent")
    return frozenset(kinds)
