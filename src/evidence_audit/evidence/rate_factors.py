"""`rate-factor`: a multiplier written from a percent the run states, `1 + r`, `1 - r` (round 16) or `r` (round 17).

A person who applies a tax or a discount writes the factor, not the percent: `336.00 x 1.095 =
367.92` for a 9.5% sales tax the user named, `$191.09 x 1.08875` for a city's 8.875%, `x 0.85` for
15% off; or, in an equation written out, the percent itself as a fraction: `$129.48 x 0.0725 =
$9.39 tax` for a stated 7.25% (round 17). The factor is a number no source carried, so it was flagged while the product it gives,
an equation written out, was computed.

A value is a rate factor when it is written as a multiplier (a `x`, `×`, `*` or `·` right before
or right after it), has at least `MIN_DIGITS` significant digits (`1.1` for 10% is left alone:
two digits are reached too easily), and equals 1 + r, 1 - r or r exactly for a percent r the run
states (`StatedRates`: the system prompt, a person, a result, an earlier answer) or the answer
writes before it. The chance test: refused when 1 + r', 1 - r' or r' for any such r' is one digit off
the value (unless r' is the value's own percent and the equation the value is written in,
`129.48 × 0.0725 = 9.39`, holds with the value and not with that neighbour: `1.0725` for 7.25% is
one digit off `0.0725`, and the product written tells them apart) (a mutant of a factor this rule excuses is refused: the true factor is its neighbour),
or the value is one digit off a carried number.

Its price: an invented multiplier equal to a percent the run states, or one plus or minus it, none of
whose one-digit neighbours is one.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Final

from .computed.reading import AnswerReading, clear_of_carried, neighbours
from .computed.values import Derivation, Operand, Occurrence, decimal_places, digit_count
from .rate_steps import StatedRates, _Rate

__all__ = ["explain_rate_factor"]

MIN_DIGITS: Final = 3  # significant digits a factor needs (`1.1` is left alone)

_TIMES_BEFORE: Final = re.compile(r"[×x*·]\s{0,2}\**\s{0,2}\Z")
_TIMES_AFTER: Final = re.compile(r"\A\**\s{0,2}[×x*·](?![A-Za-z])")


def _multiplier(text: str, occ: Occurrence) -> bool:
    """Whether the value is written as a factor: `336.00 × 1.095`, `1.095 x 336`."""
    before = text[max(0, occ.start - 6) : occ.start]
    return _TIMES_BEFORE.search(before) is not None or _TIMES_AFTER.match(text[occ.end : occ.end + 6]) is not None


# (round 17) the equation a factor sits in: `129.48 × 0.0725 = 9.39` (an amount, the factor, its product)
_AMOUNT_BEFORE: Final = re.compile(r"([0-9][0-9,]*(?:\.[0-9]+)?)\**\s{0,2}[×x*·]\s{0,2}\**\s{0,2}\Z")
_PRODUCT_AFTER: Final = re.compile(r"\A\**\s{0,2}=\s{0,2}\**\s{0,2}[$€£¥]?\s?([0-9][0-9,]*(?:\.[0-9]+)?)")


def _pinned(text: str, occ: Occurrence) -> tuple[Decimal, Decimal, int] | None:
    """The equation `A × factor = P` the factor is written in: (A, P, P's places), else None."""
    before = _AMOUNT_BEFORE.search(text[max(0, occ.start - 24) : occ.start].replace("$", "").replace("€", ""))
    after = _PRODUCT_AFTER.match(text[occ.end : occ.end + 24])
    if before is None or after is None:
        return None
    try:
        amount = Decimal(before.group(1).replace(",", ""))
        product = Decimal(after.group(1).replace(",", ""))
    except ArithmeticError:
        return None
    return amount, product, decimal_places(after.group(1))


def _fits(pinned: tuple[Decimal, Decimal, int] | None, factor: Decimal) -> bool:
    """Whether `factor` gives the equation's product (always, when none is written)."""
    if pinned is None:
        return True
    amount, product, places = pinned
    return (amount * factor).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) == product


def explain_rate_factor(stated: StatedRates, reading: AnswerReading, i: int) -> Derivation | None:
    """The value as 1 + r or 1 - r for a stated percent r (the module's docstring), or None."""
    occ = reading.occurrences[i]
    target = occ.number
    if not Decimal(0) < target < 2 or digit_count(occ.digits) < MIN_DIGITS:
        return None
    text = reading.text
    if not _multiplier(text, occ):
        return None
    if not clear_of_carried(reading, occ, i):
        return None
    own = [r for at, r in stated.answer_rates(text) if at < occ.start]
    pinned = _pinned(text, occ)
    places = decimal_places(occ.digits)
    near = set(neighbours(target, places))
    candidates: list[tuple[str, Decimal, _Rate]] = []
    for rate in stated.rates() + own:
        if rate.factor:
            continue
        candidates.append((f"1 + {rate.shown}", Decimal(1) + rate.number, rate))
        candidates.append((f"1 - {rate.shown}", Decimal(1) - rate.number, rate))
        if pinned is not None and _fits(pinned, rate.number):
            # (round 17) the percent itself as a fraction, `129.48 x 0.0725 = 9.39`: only in an
            # equation written out whose product it gives (which tells it from 1 + r: `1.0725` is
            # one digit off it)
            candidates.append((rate.shown, rate.number, rate))
    hit = next(((f"{shape} = {occ.value}", rate) for shape, factor, rate in candidates if factor == target), None)
    if hit is None:
        return None
    for _, factor, rate in candidates:
        if factor in near:
            if rate.number == hit[1].number and not _fits(pinned, factor):
                continue  # the same percent's other shape, which the product written rules out
            return None  # the chance test: a neighbour is one too
    expression, rate = hit
    return Derivation("rate-factor", expression, (Operand(rate.shown, rate.source, rate.where),))
