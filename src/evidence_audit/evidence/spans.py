"""The `over-span` arithmetic rule's reading (round 11): a rate per unit of time times a span of
time the value's line states in words or digits.

Answers price a span at a daily, nightly, weekly or monthly rate without writing the product out:
`roaming is $8 per day: a week abroad would have added $56.00, two weeks $112.00`; `$129 a night,
so three nights come to $387`; `$15/month, $180 over a year`. The span is a count (digits, or a
word: `a`, `two`, `twelve`) and a unit of time (`days`, `weeks`, `a fortnight`, `nights`,
`months`, `year`); the factor that takes the rate's unit to it is a constant of the calendar (7
days a week, 14 a fortnight, 12 months or 52 weeks or 365 days a year, 24 hours a day), never a
month's days (28 to 31: not said).

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `over-span` | `$8 per day: ... two weeks **$112.00**` | one of the last MAX_RATES resolved amounts written per a unit of time (`per day`, `/night`, `a month`) times the span its line states before the value (the last one, within MAX_SPAN_REACH characters), in the rate's unit; exact, or rounded to the places written | a value equal to such a product |

Refused: a span the value's line does not state (`three weeks` is 21 days, not 14); a span in a unit
the rate's does not convert to by a constant (months of a daily rate); a rate not written per a
unit of time; a value one digit off a carried number (in `computed/`).
Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from typing import Final

from .number_words import ARTICLES, alternatives, cardinals, words

__all__ = ["rate_unit", "stated_span", "MAX_RATES", "MAX_SPAN_COUNT", "MAX_SPAN_REACH"]

MAX_RATES: Final = 4  # resolved amounts before the value read as rates
MAX_SPAN_COUNT: Final = 400  # the longest span read (days of a year and a bit)
MAX_SPAN_REACH: Final = 120  # characters before the value its span is looked for in

_WORDS: Final = {**ARTICLES, **cardinals(1, 12), **words("fourteen", "thirty")}
_UNIT: Final = r"(hour|hr|day|night|week|wk|fortnight|month|mo|year|yr)s?"
# The unit a rate is written per, right after it: `$8 per day`, `$8/day`, `€129 a night`, `**$15**/mo`.
_PER: Final = re.compile(r"\**[ \t]*(?:/[ \t]?|(?:a|an|per|each|every)[ \t]+)" + _UNIT + r"\b", re.IGNORECASE)
# A span: `two weeks`, `a week`, `10 days`, `3-night`, `a fortnight`.
_SPAN: Final = re.compile(
    r"\b(" + alternatives(_WORDS) + r"|[0-9]{1,3})[ \t-]+(?:full[ \t]+|more[ \t]+|whole[ \t]+)?" + _UNIT + r"\b",
    re.IGNORECASE,
)
_CANONICAL: Final = {"hr": "hour", "wk": "week", "mo": "month", "yr": "year"}
# (span unit, rate unit) -> how many rate units one span unit holds: constants of the calendar.
_FACTORS: Final = {
    ("day", "hour"): 24, ("week", "day"): 7, ("week", "night"): 7, ("fortnight", "day"): 14,
    ("fortnight", "night"): 14, ("fortnight", "week"): 2, ("year", "month"): 12, ("year", "week"): 52,
    ("year", "day"): 365, ("day", "night"): 1, ("night", "day"): 1,
}


def _unit(word: str) -> str:
    word = word.lower()
    return _CANONICAL.get(word, word)


def rate_unit(text: str, end: int) -> tuple[str, int] | None:
    """The unit of time an amount ending at `text[end]` is written per (`day`, `night`, ...) and
    where its words end, or None."""
    m = _PER.match(text, end)
    return (_unit(m.group(1)), m.end()) if m is not None else None


def stated_span(text: str, start: int, end: int, unit: str) -> tuple[int, str] | None:
    """The last span of time `text[start:end]` states, in `unit`s: (count, as written), or None
    when it states none or one no constant takes to `unit`."""
    last = None
    for m in _SPAN.finditer(text, start, end):
        last = m
    if last is None:
        return None
    word = last.group(1).lower()
    count = _WORDS[word] if word in _WORDS else int(word)
    span_unit = _unit(last.group(2))
    factor = 1 if span_unit == unit else _FACTORS.get((span_unit, unit))
    if factor is None or count * factor < 2 or count * factor > MAX_SPAN_COUNT * 24:
        return None  # (one of the rate's unit is the rate itself)
    return count * factor, last.group(0)
