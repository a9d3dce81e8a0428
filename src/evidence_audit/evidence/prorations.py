"""The `prorated` arithmetic rule (round 11): a monthly amount prorated over the days its sentence
states, by the days of the month its sentence names.

Billing answers charge or credit part of a month: a plan change "for the last 12 days of June" is
the monthly difference x 12 / 30 (`Saves $37.99/mo ... credit of $15.20 for the last 12 days of
June`: 37.99 x 12 / 30 = 15.196), a refund for the days a service was down, a first bill from the
day of sign-up. People write the days (`12 days`, `the remaining 9 days`) and the month (`June`),
not the fraction, and round the result to the cent.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `prorated` | `credit of $15.20 for the last 12 days of June` (after `$37.99/mo`) | an amount of its sentence's kind written before it (one of the last MAX_BASES resolved amounts, or the positive difference of two of them) x d / D, where d is a count of days its sentence states with a word of what is left (`last`, `remaining`, `left`, `rest`, `unused`) or a proration word (`prorated`, `pro rata`), d < D, and D the days of the month its sentence names (February by the year written, else 28 or 29); rounded to the places written, at least 2 significant digits | a value equal to such a part of a month |

Refused: a value one digit off a carried number (the wide rules' refusal, in `computed/`); a day
count one off (11 for 12); a month other than the one named (31 for June); no month named; no word
of what is left; an amount that is no operand (not resolved, written after the value).
Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal
from typing import Final, NamedTuple

__all__ = ["Proration", "months_named", "prorated", "MAX_BASES"]

MAX_BASES: Final = 4  # resolved amounts before the value a proration may start from
MAX_DAY_COUNTS: Final = 3  # day counts of one sentence read

_MONTH_DAYS: Final = {
    "january": 31, "february": 28, "march": 31, "april": 30, "may": 31, "june": 30, "july": 31,
    "august": 31, "september": 30, "october": 31, "november": 30, "december": 31,
}
_ABBREVIATIONS: Final = {name[:3]: name for name in _MONTH_DAYS} | {"sept": "september"}
# A month named: `June`, `Jun`, `Sept.` (a capital letter: `may` the verb is no month).
_MONTH: Final = re.compile(
    r"\b(January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\b\.?"
)
_YEAR: Final = re.compile(r"\b(19[0-9]{2}|20[0-9]{2})\b")
# A count of days with a word of what is left: `the last 12 days`, `12 days left`, `the remaining
# 9 days`, `12 unused days`, `rest of the month (12 days)`.
_DAYS: Final = re.compile(
    r"(?<![0-9.,$])([0-9]{1,2})[ \t-]+(?:(?:remaining|unused|billable|more|prorated|calendar)[ \t]+)?days?\b",
    re.IGNORECASE,
)
_LEFT: Final = re.compile(
    r"\b(?:last|remaining|left|rest|unused|prorat\w*|pro[ -]rata|partial)\b", re.IGNORECASE,
)


class Proration(NamedTuple):
    base: int  # the index of the amount it starts from (or of the first of a difference's two)
    other: int  # the second amount of a difference, -1 for none
    days: int  # d
    month_days: int  # D
    month: str  # the month named
    exact: Decimal  # base x d / D before rounding


def _month_days(name: str, sentence: str) -> list[int]:
    full = _ABBREVIATIONS.get(name.lower().rstrip("."), name.lower().rstrip("."))
    days = _MONTH_DAYS.get(full)
    if days is None:
        return []
    if full != "february":
        return [days]
    year = _YEAR.search(sentence)
    if year is None:
        return [28, 29]
    y = int(year.group(1))
    return [29] if y % 4 == 0 and (y % 100 != 0 or y % 400 == 0) else [28]


def months_named(sentence: str) -> list[tuple[int, str]]:
    """The months `sentence` names, each with its days (February's by the year written, else both):
    (days, the month as written)."""
    months: list[tuple[int, str]] = []
    for m in _MONTH.finditer(sentence):
        for d in _month_days(m.group(1), sentence):
            if (d, m.group(1)) not in months:
                months.append((d, m.group(1)))
    return months


def _rounds(exact: Decimal, number: Decimal, places: int) -> bool:
    if places < 0:
        return False
    step = Decimal(1).scaleb(-places)
    return exact.quantize(step, ROUND_HALF_UP) == number or exact.quantize(step, ROUND_HALF_EVEN) == number


def _significant(number: Decimal) -> int:
    return len(format(abs(number), "f").replace(".", "").lstrip("0"))


def prorated(sentence: str, number: Decimal, places: int, bases: Sequence[Decimal]) -> Proration | None:
    """The proration of one of `bases` (the sentence's resolved amounts before the value, oldest
    first, at most MAX_BASES read from the end) or of the positive difference of two of them that
    gives `number` written at `places`, over the days `sentence` states and the month it names."""
    if number <= 0 or _significant(number) < 2 or not _LEFT.search(sentence):
        return None
    months = months_named(sentence)
    if not months or len(months) > 2:
        return None  # no month, or a sentence of several: which one is prorated is not said
    counts: list[int] = []
    for m in _DAYS.finditer(sentence):
        n = int(m.group(1))
        if n >= 1 and n not in counts:
            counts.append(n)
        if len(counts) >= MAX_DAY_COUNTS:
            break
    if not counts:
        return None
    first = max(len(bases) - MAX_BASES, 0)
    wholes: list[tuple[Decimal, int, int]] = [(bases[k], k, -1) for k in range(first, len(bases)) if bases[k] > 0]
    for a in range(first, len(bases)):
        for b in range(a + 1, len(bases)):
            gap = abs(bases[a] - bases[b])
            if gap > 0:
                wholes.append((gap, a, b))
    for month_days, month in months:
        for days in counts:
            if days >= month_days:
                continue
            for whole, a, b in wholes:
                if whole <= number:
                    continue
                exact = whole * days / month_days
                if exact == number or _rounds(exact, number, places):
                    return Proration(a, b, days, month_days, month, exact)
    return None
