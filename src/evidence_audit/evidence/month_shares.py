"""`month-share`: a yearly amount prorated by the whole months its answer states (round 24).

Memberships, subscriptions, insurance, rent and licences are priced for a year (a season, a plan
year) and charged for the months left: `Joining in April you pay for May to August: 4 months of
12 ... 3 seniors x £80` (a £240 season x 4 / 12), `June–August, 3 months: £210` (the £840 the
previous answer found x 3 / 12). People write the months, not the fraction, and the yearly amount
is a result's number or one the conversation wrote, not beside the value.

The value: an amount (a currency mark or word), of 2 or more significant digits. The months: a
count of 1 to 11 written with `months` (`4 months`, `three months`, `4 months of 12`) in the answer
before the value (its last `MAX_BEFORE` characters), the latest `MAX_COUNTS`; the year: 12 months, or the `of N` written after the
count. The base: a number a result carried or a person stated, looked up exactly (the value x 12 /
m: a carried `240` for `£80` at 4 months), or a resolved number written before the value in its
answer or by the previous answer, the product rounded to the value's places.

Refused (the chance test): a one-digit neighbour of the value that the same months take from a
base so looked up or written; the late tries' refusals (one digit off a carried number, a slip of
the local step). Its price: an invented amount equal to a known yearly amount x m / 12 for a month
count the answer writes, with no neighbour so reached. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from .computed.reading import AnswerReading, written_operand, neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places, EarlierValue
from .computed.wide import late_target, late_try_refused
from .decimal_text import printed
from .expressions import rounded_reach
from .keyed_operands import KeyedNumbers, words_of
from .number_words import alternatives, cardinals

__all__ = ["explain_month_share"]

MIN_DIGITS: Final = 2
MAX_COUNTS: Final = 3  # month counts the answer writes before the value, the latest
MAX_WRITTEN: Final = 6  # resolved numbers written before the value that are bases
MAX_BEFORE: Final = 1200  # characters before the value read for its month counts

_WORDS: Final = cardinals(1, 11)
# A count of months (`4 months`, `three months`, `4 months of 12`; groups: the count, the year's months).
_MONTHS: Final = re.compile(
    r"(?<![0-9A-Za-z.,])([1-9]|1[01]|" + alternatives(_WORDS) + r")[ \t\u00a0-]+months?"
    r"(?:[ \t]+(?:of|out of)[ \t]+(12|1[0-2]|[6-9]))?(?![A-Za-z])",
    re.IGNORECASE,
)


def month_counts(text: str, end: int) -> list[tuple[int, int, str]]:
    """The month counts written before `end` (months, months of the year, as written), the latest first."""
    out: list[tuple[int, int, str]] = []
    for m in _MONTHS.finditer(text, max(0, end - MAX_BEFORE), end):
        word = m.group(1).lower()
        months = _WORDS[word] if word in _WORDS else int(word)
        year = int(m.group(2)) if m.group(2) else 12
        if months < year and all((months, year) != (a, b) for a, b, _ in out):
            out.append((months, year, m.group(0)))
    return out[::-1][:MAX_COUNTS]


# Where the value's clause starts: after a list's or a sum's separator, a bracket, a line's start.
_CLAUSE_STOP: Final = re.compile(r"[,;+=(\n]|\. ")


def clause_words(text: str, start: int) -> frozenset[str]:
    """The stems of the words of the value's clause before it (`3 seniors × £` of `3 seniors × £80`)."""
    floor = max((m.end() for m in _CLAUSE_STOP.finditer(text, max(0, start - 80), start)), default=max(0, start - 80))
    return words_of(text[floor:start])


def explain_month_share(keyed: KeyedNumbers, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                        previous: list[EarlierValue]) -> Derivation | None:
    """The value as a yearly amount x the months its answer states / 12 (the module's docstring), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or not occ.amount:
        return None
    text = reading.text
    counts = month_counts(text, occ.start)
    if not counts or late_try_refused(reading, i, known, computed_here):
        return None
    target = occ.number
    places = decimal_places(occ.digits)
    near = neighbours(target, places)
    written = [o for o in reading.occurrences[max(0, i - 32): i] if (o.value in known or o in computed_here)
               and o.number > 0 and o.number != target][-MAX_WRITTEN:]
    bases: list[tuple[Decimal, Operand]] = [(o.number, written_operand(o)) for o in reversed(written)]
    bases += [(p.number, Operand(p.value, "earlier answer", "the previous answer")) for p in previous if p.number > 0]
    named = [(e.number, Operand(printed(e.number), "result", e.where))
             for e in keyed.named(clause_words(text, occ.start)) if not e.rate and e.number > 0]
    for months, year, how in counts:
        count = Operand(str(months), "count", f"the answer wrote {how!r}")
        # the bases its clause names (a carried `senior_gbp` for `3 seniors x £80`), else those written
        for pool in (named, bases):
            hit: Derivation | None = None
            for number, operand in pool:
                reaches = rounded_reach(number * months / year, places, target, near)
                if reaches is None:
                    hit = None
                    break  # the chance test: the same months take a neighbour from this pool too
                if reaches and hit is None:
                    hit = Derivation("month-share", f"{operand.value} x {months} / {year} = {occ.value}", (operand, count))
            else:
                if hit is not None:
                    return hit
    return None
