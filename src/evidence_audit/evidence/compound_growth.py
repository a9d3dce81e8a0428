"""`compound`: a value grown or shrunk at a stated rate per period over a stated number of periods (round 31).

Interest, depreciation, inflation, a panel's yearly degradation, a population's or a price's growth:
people take a base, apply a rate per period N times and write the result, or the total over the N
periods, without writing the power: `It loses 0.5% a year after the first: ... year 10 14,721 kWh`
(15,400 x 0.995^9), `Total over the first 10 years?` ... `About 150,581 kWh` (the ten years' sum,
15,400 x (1 - 0.995^10) / (1 - 0.995)), `in their second year, so 0.5% less is expected: 31.49 kWh
a day` (31.64 x 0.995, from the exact 31.6438 the answer rounded). No narrow rule takes a power,
and a rate step (`rate-step`) applies its rate once.

What it takes, each read, none free:
- the rate: a percent the run states (`StatedRates`: the system prompt, a person, a result, an
  earlier answer) or the answer writes before the value, of at most `MAX_RATE` (25%), as a factor
  1 + r or 1 - r per period;
- the periods: a count the value's sentence or the question it answers states with a unit of time
  (`10 years`, `25-year`, `ten years`), or an index of a period (`year 10`, `the second year`,
  `10th year`): an index N is N - 1 steps (the first period is the base) or N; a count N is N or N - 1
  steps, and the sum of N periods (a geometric series, the first period the base); never an
  exponent the search chooses;
- the base: a resolved number written before the value in its answer, the previous answer's, or
  one an earlier answer computed (the last `MAX_EARLIER` of each); one this answer computed with
  rounding at its exact value only (`exact`: 31.64 of 1,750 / 365 x 6.6 is 31.6438..., whose
  31.64 x 0.995 would be the value's neighbour 31.48).

Refused: the late tries' refusals (a value not positive or of fewer than `MIN_DIGITS` significant
digits, one digit off a carried number, a slip of the local step), and the chance test: a one-digit
neighbour of the value that the same search reaches (any base, rate, direction and period count
read). Its price: an invented value equal to a known base grown or shrunk at a stated rate over a
stated number of periods (or their sum), with no neighbour so reached. Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from decimal import Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading, neighbours, sentence_end, written_operand
from .computed.values import Derivation, EarlierValue, Occurrence, Operand, decimal_places
from .computed.wide import late_target, late_try_refused
from .decimal_text import printed
from .expressions import rounded_reach
from .layout import sentence_start
from .number_words import alternatives, cardinals, ordinals
from .rate_steps import StatedRates

__all__ = ["explain_compound", "period_counts"]

MIN_DIGITS: Final = 3  # significant digits a value needs
MAX_SENTENCE_BACK: Final = 400  # (review) characters of the value's sentence read before it for periods
MAX_SENTENCE_AHEAD: Final = 200  # and after it
MAX_RATE: Final = Decimal("0.25")  # the largest rate per period read (25%: a halving is no growth rate)
MAX_PERIODS: Final = 120  # the most periods read: a century of years, ten years of months
MAX_WRITTEN: Final = 6  # resolved numbers written before the value that are bases
MAX_EARLIER: Final = 6  # the previous answer's numbers, and earlier answers' computed ones, that are bases
MAX_QUESTION: Final = 400  # characters of the question (its end) read for a count of periods
MAX_COUNTS: Final = 4  # period counts read (the sentence's first, then the question's)

_UNITS: Final = (r"(?:years?|yrs?|months?|quarters?|weeks?|days?|periods?"
                 # the same units in Spanish, Catalan, French, Portuguese, Italian, German
                 r"|a\u00f1os?|anys?|ans?|ann[\u00e9e]es?|anos?|anni|anno|jahre?n?|meses|mes|mois|meses|mesi|monate?n?)")
_COUNT_WORDS: Final = cardinals(2, 100)
_ORDINAL_WORDS: Final = ordinals(2, 100)
# A count of periods: `10 years`, `25-year`, `ten years`.
_COUNT: Final = re.compile(
    r"(?<![0-9A-Za-z.,/])([1-9][0-9]{0,2}|" + alternatives(_COUNT_WORDS, True) + r")[ \t\u00a0-]+" + _UNITS + r"(?![A-Za-z])",
    re.IGNORECASE,
)
# An index of a period: `year 10`, `Year 25`, `the second year`, `10th year`.
_INDEX: Final = re.compile(
    r"(?<![A-Za-z])" + _UNITS + r"[ \t\u00a0]+([1-9][0-9]{0,2})(?![0-9.,:/])"
    r"|(?<![0-9A-Za-z])([1-9][0-9]{0,2})(?:st|nd|rd|th)[ \t\u00a0]+" + _UNITS + r"(?![A-Za-z])"
    r"|(?<![A-Za-z])(" + alternatives(_ORDINAL_WORDS, True) + r")[ \t\u00a0]+" + _UNITS + r"(?![A-Za-z])",
    re.IGNORECASE,
)


def _whole(word: str, table: Mapping[str, int]) -> int:
    """The number a word or digits name; 0 (no count) for a word the table lacks: the patterns match
    without case, so `fıve` (a dotless ı) matches `five` but is no key of the table (review)."""
    lower = word.lower()
    if lower in table:
        return table[lower]
    return int(word) if word.isascii() and word.isdigit() else 0


def period_counts(text: str) -> list[tuple[str, int, str]]:
    """The counts (`count`, N) and indexes (`index`, N) of periods a text states, with the words."""
    out: list[tuple[str, int, str]] = []
    for m in _COUNT.finditer(text):
        n = _whole(m.group(1), _COUNT_WORDS)
        if 2 <= n <= MAX_PERIODS:
            out.append(("count", n, m.group(0)))
    for m in _INDEX.finditer(text):
        n = int(m.group(1) or m.group(2)) if (m.group(1) or m.group(2)) else _whole(m.group(3), _ORDINAL_WORDS)
        if 2 <= n <= MAX_PERIODS:
            out.append(("index", n, m.group(0)))
    return out


def _forms(counts: Iterable[tuple[str, int, str]]) -> list[tuple[str, int, str]]:
    """The steps each count or index allows: (`power`, k, words) and (`sum`, N, words)."""
    out: list[tuple[str, int, str]] = []
    for kind, n, how in counts:
        for form in (("power", n - 1, how), ("power", n, how)) + ((("sum", n, how),) if kind == "count" else ()):
            if form[1] >= 1 and form not in out:
                out.append(form)
    return out


def _growth_factors(rates: StatedRates, text: str, start: int) -> list[tuple[Decimal, Operand]]:
    """1 + r and 1 - r for each percent the run states or the answer writes before the value."""
    found: list[tuple[Decimal, Operand]] = []
    seen: set[Decimal] = set()
    placed = [(r, "answer", f"answer offset {at}") for at, r in rates.answer_rates(text) if at < start]
    stated = [(r, r.source, r.where) for r in rates.rates()]
    for rate, source, where in placed[::-1] + stated[::-1]:
        if rate.factor or rate.exchange or not Decimal(0) < rate.number <= MAX_RATE:
            continue
        for g in (1 + rate.number, 1 - rate.number):
            if g not in seen:
                seen.add(g)
                found.append((g, Operand(rate.shown, source, where)))
    return found


def _bases(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
           previous: list[EarlierValue], remembered: Mapping[str, Derivation],
           exact: Callable[[Occurrence], Decimal | None]) -> list[tuple[Decimal, Operand]]:
    text = reading.text
    target = reading.occurrences[i].number
    written = [o for o in reading.occurrences[max(0, i - 32): i] if (o.value in known or o in computed_here)
               and o.number > 0 and o.number != target and not text.startswith("%", o.end)][-MAX_WRITTEN:]
    out: list[tuple[Decimal, Operand]] = []
    for o in reversed(written):
        # a number a rule computed with rounding is a base at its exact value only: the same
        # quantity, whose rounded spelling would reach the value's neighbour by its own slack
        unrounded = exact(o)
        if unrounded is not None and unrounded != o.number:
            out.append((unrounded, Operand(o.value, "answer", f"answer offset {o.start}, its exact value {printed(unrounded)}")))
        else:
            out.append((o.number, written_operand(o)))
    out += [(p.number, Operand(p.value, "earlier answer", "the previous answer")) for p in previous[::-1][:MAX_EARLIER]
            if p.number > 0]
    for value in list(remembered)[::-1][:MAX_EARLIER]:
        try:
            number = Decimal(value)
        except (InvalidOperation, ValueError):
            continue
        if number.is_finite() and number > 0:
            out.append((number, Operand(value, "earlier answer", "an earlier answer computed it")))
    return out


SHOWN_DIGITS: Final = 10  # significant digits an exact base is shown with in the expression


def _shown(number: Decimal) -> str:
    """A base as the expression writes it: an exact value of many places cut to `SHOWN_DIGITS`
    significant digits (`31.64383562`), enough for a person and for a later exact reading."""
    shown = printed(number)
    return shown if len(shown) <= SHOWN_DIGITS + 2 else printed(Decimal(format(number, f".{SHOWN_DIGITS}g")))


def explain_compound(rates: StatedRates, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                     previous: list[EarlierValue], remembered: Mapping[str, Derivation], question: str,
                     exact: Callable[[Occurrence], Decimal | None]) -> Derivation | None:
    """The value as a base grown or shrunk at a stated rate over stated periods, or their sum (the
    module's docstring), or None. A late try."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    text = reading.text
    # (review) a bounded window of the value's sentence: a sentence of 40 KB is not read whole per value
    sentence = text[max(sentence_start(text, occ.start), occ.start - MAX_SENTENCE_BACK):
                    min(sentence_end(text, occ.end), occ.end + MAX_SENTENCE_AHEAD)]
    forms = _forms((period_counts(sentence) + period_counts(question[-MAX_QUESTION:]))[:MAX_COUNTS])
    if not forms:
        return None
    factors = _growth_factors(rates, text, occ.start)
    if not factors or late_try_refused(reading, i, known, computed_here):
        return None
    bases = _bases(reading, i, known, computed_here, previous, remembered, exact)
    if not bases:
        return None
    target = occ.number
    places = decimal_places(occ.digits)
    near = frozenset(neighbours(target, places))
    hit: Derivation | None = None
    for g, rate in factors:
        shown_g = printed(g)
        for form, k, how in forms:
            power = g ** k
            multiplier = power if form == "power" else (1 - power) / (1 - g)
            for number, base in bases:
                reaches = rounded_reach(number * multiplier, places, target, near)
                if reaches is None:
                    return None  # the chance test: the same search reaches a one-digit neighbour
                if reaches and hit is None:
                    written = _shown(number)
                    expression = ((f"{written} x {shown_g}^{k}" if k > 1 else f"{written} x {shown_g}") if form == "power"
                                  else f"{written} x (1 - {shown_g}^{k}) / (1 - {shown_g})")
                    hit = Derivation("compound", f"{expression} = {occ.value}",
                                     (base, rate, Operand(str(k if form == "power" else k), "count", f"the run wrote {how!r}")))
    return hit
