"""`period-scaled`: a recurring amount restated for the period the value's words name (round 17).

People turn a monthly amount into a year of it, and back: `Over twelve months that is $22.20`
after `you would save only $1.85 a month`; `$2,258.40 a year` for the `$188.20` bill the person quoted;
`21.60 a month, 259.20 dollars a year`; `Per year → $255.24` under `Per month → $21.27`. The
monthly amount is often not written beside the year of it: the previous answer computed it, or a
result carried it, so the narrow `per-count` and `per-period` rules (which read the numbers the
answer writes before the value) miss it.

The period the value is for: named right after it (`a year`, `per year`, `/yr`, `annually`, `a
month`, `/mo`, `a week`, `a day`; a currency word between: `259.20 dollars a year`), or before it
in its clause (`Over twelve months that is`, `Per year →`, `annual cost:`). The factor: a year
of a month is x 12; of a week x 52 and of a day x 365 only where its sentence names weeks or days;
a month of a year / 12, a week of a day x 7, a day of a week / 7 (each only where its sentence
names the other period). The monthly (weekly, daily) amount is a number the conversation states:
written and resolved before the value in this answer, stated by the previous answer (resolved),
written by one of the last answers, computed by an earlier answer, or said by a person (an exact
lookup: the value over the factor); not a number only a result carried (a year of any of a run's
hundreds of numbers is reached too easily: `per-count` takes a record's number where the value's
line names the record). A division is rounded to the value's places, from a number written or stated only;
(round 31) so is a product that no exact lookup finds (`31.64 kWh a day, 221.5 kWh a week`: 221.48).

Refused: a value one digit off a carried number, a slip of the local step (`wide.local_slip`),
or one with a one-digit neighbour that the same factor takes from a number the run knows as well
(the chance test; a mutant of a value it excuses is refused, since that value is its neighbour).
Values of fewer than `MIN_DIGITS` significant digits are left alone.

Its price: an invented amount equal to a known number times 12 (52, 365) or over 12 (7) where the
value's words name that period, with no one-digit neighbour so reached.
"""

from __future__ import annotations

import re
from collections.abc import Container, Iterable, Mapping
from decimal import Decimal
from typing import Final

from .decimal_text import printed
from .expressions import rounded_reach
from .layout import sentence_start
from .normalize import normalize_token
from .computed.reading import AnswerReading, sentence_end, written_operand, neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places, EarlierValue
from .computed.wide import late_target, late_try_refused

__all__ = ["explain_period_scaled", "named_period"]

MIN_DIGITS: Final = 3  # significant digits a value needs
MAX_WRITTEN: Final = 6  # resolved numbers written before the value in this answer that are bases

# a currency word or code, or (round 31) a unit of one to three letters and a power (`m3 a week`, `kWh a day`)
_CURRENCY: Final = r"(?:[ \t\u00a0]*(?:dollars?|euros?|pounds?|yen|[A-Z]{3}|[A-Za-z]{1,3}[23\u00b2\u00b3]?))?"
# The period named right after the value: `a year`, `per month`, `/yr`, `annually`, `dollars a year`.
# (hostile37) Possessive where two repeats side by side could share a run (of blanks, stars):
# one try was the square of the run, or worse; nothing a repeat gives back could start what follows it.
_AFTER: Final = re.compile(
    r"\**+" + _CURRENCY + r"\**+[ \t\u00a0]*(?:(?:a|an|per|each|every|/)[ \t]*(year|yr|annum|quarter|qtr|month|mo|week|wk|day)(?![A-Za-z])"
    r"|(annually|yearly|quarterly|monthly|weekly|daily)\b)",
    re.IGNORECASE,
)
# The period named before it in its clause: `Over twelve months that is`, `Per year →`, `Annual:`.
_BEFORE: Final = re.compile(
    r"\b(?:(?:a|per|each|every|one|over a|over the|for a|for the|in a)[ \t]+(year|quarter|month|week|day)"
    r"|(yearly|annual|annually|quarterly|monthly|weekly|daily)|(twelve months|12 months))\b",
    re.IGNORECASE,
)
_NAMES: Final = {"yr": "year", "annum": "year", "mo": "month", "wk": "week", "annually": "year", "yearly": "year",
                 "annual": "year", "monthly": "month", "weekly": "week", "daily": "day", "qtr": "quarter",
                 "quarterly": "quarter"}
_WORDS: Final = {
    "year": re.compile(r"\b(?:years?|yearly|annual|annually|/yr)\b", re.IGNORECASE),
    "month": re.compile(r"\b(?:months?|monthly|mo)\b|/mo", re.IGNORECASE),
    "week": re.compile(r"\b(?:weeks?|weekly)\b|/wk", re.IGNORECASE),
    "day": re.compile(r"\b(?:days?|daily)\b|/day", re.IGNORECASE),
    # (round 30) a quarter of a year, three months (`quarterly EUR 330` ... `EUR 110.00 a month`)
    "quarter": re.compile(r"\b(?:quarters?|quarterly|qtr)\b", re.IGNORECASE),
}
# (the value's period, the base's period) -> (operator, factor, what); a year of a month needs no other word
_FACTORS: Final = {
    ("year", "month"): ("x", 12, "months in a year"),
    ("year", "week"): ("x", 52, "weeks in a year"),
    ("year", "day"): ("x", 365, "days in a year"),
    ("month", "year"): ("/", 12, "months in a year"),
    ("week", "day"): ("x", 7, "days in a week"),
    ("day", "week"): ("/", 7, "days in a week"),
    # (round 30, rates30) the calendar's quarter: 3 months, 4 a year (each only where the value's
    # sentence or the question it answers names the other period)
    ("month", "quarter"): ("/", 3, "months in a quarter"),
    ("quarter", "month"): ("x", 3, "months in a quarter"),
    ("year", "quarter"): ("x", 4, "quarters in a year"),
    ("quarter", "year"): ("/", 4, "quarters in a year"),
}


def named_period(text: str, start: int, end: int) -> str | None:
    """The period the value at [start, end) is for, as its words name it (right after it, or
    before it in its clause), or None."""
    after = _AFTER.match(text, end)
    if after is not None:
        word = (after.group(1) or after.group(2)).lower()
        return _NAMES.get(word, word)
    clause = text[sentence_start(text, start) : start]
    found = None
    for m in _BEFORE.finditer(clause):
        found = m
    if found is None:
        return None
    if found.group(3):
        return "year"
    word = (found.group(1) or found.group(2)).lower()
    return _NAMES.get(word, word)


MAX_QUESTION: Final = 400  # (round 30) characters of the question (its end) read for the other period


def _factors(text: str, start: int, end: int, period: str, question: str = "") -> list[tuple[str, int, str]]:
    """The factors that take an amount of another period to the value's, where its sentence asks
    (round 30: or the question it answers names the other period: `And a quarterly from 1
    December?` ... `EUR 330, that is EUR 110.00 a month`)."""
    floor = sentence_start(text, start)
    sentence = text[floor : sentence_end(text, end)]
    asked = question[-MAX_QUESTION:]
    out = []
    for (mine, theirs), factor in _FACTORS.items():
        if mine != period:
            continue
        if (mine, theirs) == ("year", "month") or _WORDS[theirs].search(sentence) \
                or (theirs == "quarter" and _WORDS[theirs].search(asked)):
            out.append(factor)
    return out


def _known_forms(previous: Iterable[EarlierValue], remembered: Mapping[str, Derivation],
                 stated: Iterable[Container[str]]) -> list[tuple[Container[str], str, str]]:
    """Where a base may be known, with the operand's source and where it is (not a number only a
    result carried: a year of any of a run's hundreds of numbers is reached too easily; `per-count`
    takes a record's number where the value's line names the record)."""
    earlier = {normalize_token(p.value) for p in previous}
    out: list[tuple[Container[str], str, str]] = [(earlier, "earlier answer", "the previous answer"),
                                                   (frozenset(normalize_token(v) for v in remembered), "earlier answer",
                                                    "an earlier answer computed it")]
    out.extend((s, "user", "stated in the run") for s in stated)
    return out


def _known(number: Decimal, forms: list[tuple[Container[str], str, str]]) -> tuple[str, str] | None:
    if number <= 0:
        return None
    token = normalize_token(printed(number))
    for found, source, where in forms:
        if token in found:
            return source, where
    return None


def explain_period_scaled(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                          previous: list[EarlierValue], remembered: Mapping[str, Derivation],
                          stated: Iterable[Container[str]], question: str = "") -> Derivation | None:
    """The value as a known amount of another period scaled to the one its words name (the
    module's docstring), or None. A late try: after the narrow and the wide rules."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    occurrences = reading.occurrences
    target = occ.number
    text = reading.text
    period = named_period(text, occ.start, occ.end)
    if period is None:
        return None
    factors = _factors(text, occ.start, occ.end, period, question)
    if not factors:
        return None
    if late_try_refused(reading, i, known, computed_here):
        return None
    places = decimal_places(occ.digits)
    near = neighbours(target, places)
    forms = _known_forms(previous, remembered, stated)
    written = [o for o in occurrences[max(0, i - 32) : i] if (o.value in known or o in computed_here) and o.number > 0
               and o.number != target][-MAX_WRITTEN:]
    written_numbers = {o.number for o in written}
    bases: list[tuple[Decimal, Operand]] = [(o.number, written_operand(o)) for o in reversed(written)]
    bases += [(p.number, Operand(p.value, "earlier answer", "the previous answer")) for p in reversed(previous)
              if p.number > 0 and p.number not in written_numbers]
    hit: Derivation | None = None
    for op, factor, what in factors:
        f = Decimal(factor)
        count = Operand(str(factor), "count", what)
        if op == "x":
            # the base is the value over the factor, exactly: a lookup, and the same for each neighbour
            base = target / f
            for n in near:
                if (n / f in written_numbers or _known(n / f, forms) is not None) and n / f != base:
                    return None  # the chance test: a neighbour is a known amount times the factor too
            if hit is not None:
                continue
            source = next((o for o in written if o.number == base), None)
            if source is not None:
                hit = Derivation("period-scaled", f"{source.value} x {factor} = {occ.value}", (written_operand(source), count))
                continue
            found = _known(base, forms)
            if found is not None:
                shown = printed(base)
                hit = Derivation("period-scaled", f"{shown} x {factor} = {occ.value}", (Operand(shown, *found), count))
                continue
            # (round 31) a base written or stated resolved whose product rounds to the value at its
            # places (`31.64 kWh a day, 221.5 kWh a week`: 221.48): the rounding a division takes
            for number, operand in bases:
                reaches = rounded_reach(number * f, places, target, near)
                if reaches is None:
                    return None  # the chance test
                if reaches and hit is None:
                    hit = Derivation("period-scaled", f"{operand.value} x {factor} = {occ.value}", (operand, count))
            continue
        for number, operand in bases:
            reaches = rounded_reach(number / f, places, target, near)
            if reaches is None:
                return None  # the chance test
            if reaches and hit is None:
                hit = Derivation("period-scaled", f"{operand.value} / {factor} = {occ.value}", (operand, count))
    return hit
