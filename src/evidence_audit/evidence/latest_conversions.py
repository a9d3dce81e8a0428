"""A short reply's amount as a number of the latest result converted at a stated exchange rate
(round 33, kiln33; counted as `rate-step`).

A person asks for an old receipt `in euros?` and the reply is one amount, `€246.00.`: the receipt
(the latest result) carries its lines in the old currency (`ОБЩО ЛВ 481.13`), the system prompt
states the fixed rate with both currencies named (`EUR 1 = 1.95583 lv.`), and the reply writes no
operand at all. `rate-step` converts an amount written before the value, or one a person wrote
(`_said_conversion`); the reply's operand is neither, so nothing explained it. The `record` and
`split` short-reply rules (round 32, `computed/wide.py`) read the latest result's numbers the same
way, for a count or a share the question asks.

The rule: in a reply of at most `wide.MAX_SHORT_REPLY` characters with no resolved number written
before the value, the value written in a currency (`currency_of`) is a number the latest result
carries (at most `two_steps.MAX_CARRIED`, `ArithmeticBasis.latest_numbers`) times or over a rate the
run states between the value's currency and another (`stated_exchanges`), in the direction the rate
states (over it into its base, `EUR 1 = 1.95583 lv.` takes a sum in leva to euros; times it out of
its base; either only where the run names no base), when the latest result
names that other currency in words or a mark (and not the value's own: a result in euros needs no
conversion to euros); rounded half up to the value's places. Its bound, the chance test: every such
step of every number the result carries and every such rate is a reach, and one landing on a
one-digit neighbour of the value refuses it (`€210.00` for 410.72 / 1.95583 is explained, its
mutant `€201.00` is flagged, and so is a value one digit off a conversion).
Pure: no state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Final

from .computed.reading import AnswerReading, neighbours
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .computed.wide import MAX_SHORT_REPLY, late_target, late_try_refused
from .decimal_text import printed
from .expressions import rounded_reach
from .rate_steps import MIN_DIGITS, StatedRates, _Rate, currency_of
from .served import Served
from .stated_exchanges import codes

__all__ = ["result_currencies", "explain_latest_conversion"]

MAX_RESULT_TEXT: Final = 4096  # characters of the latest result read for the currencies it names
# a word (any script) or a one-character currency sign, as `stated_exchanges.codes` reads them
_CURRENCY_TOKEN: Final = re.compile(r"[^\W\d_]{1,7}|[$\u20ac\u00a3\u00a5\u20b9\u20b4\u20bd\u20ba\u20a9\u20aa\u20ab\u20b1\u20a6]")


def result_currencies(served: Served | None) -> frozenset[str]:
    """The currencies (ISO codes) the result's text names in words, codes or marks (`ОБЩО ЛВ` ->
    BGN, `EUR` -> EUR); its JSON's keys and strings as its text writes them."""
    if served is None:
        return frozenset()
    text = served.text if served.text is not None else str(served.parsed) + (served.tail or "")
    found: set[str] = set()
    for m in _CURRENCY_TOKEN.finditer(text[:MAX_RESULT_TEXT]):
        found |= codes(m.group(0))
    return frozenset(found)


def _directions(number: Decimal, rate: _Rate, value_codes: frozenset[str]) -> list[tuple[Decimal, str]]:
    """The conversions of `number` to the value's currency at `rate`: over it where the value is in
    the rate's base (`EUR 1 = 1.95583 lv.`, a sum in leva to euros), times it where the value is in
    the other currency; both where the run did not say which currency is the base."""
    if rate.base and value_codes & rate.base:
        return [(number / rate.number, "/")]
    if rate.base:
        return [(number * rate.number, "x")]
    return [(number * rate.number, "x"), (number / rate.number, "/")]


def explain_latest_conversion(stated: StatedRates, reading: AnswerReading, i: int, known: set[str],
                              computed_here: list[Occurrence], latest: Sequence[tuple[Decimal, str]],
                              served: Served | None) -> Derivation | None:
    """The value of a short reply as a number the latest result carries converted at a stated
    exchange rate (the module's docstring), or None."""
    text = reading.text
    if len(text) > MAX_SHORT_REPLY or not latest:
        return None
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or any(o.value in known for o in reading.occurrences[:i]):
        return None
    value_codes = codes(currency_of(text, occ))
    if not value_codes:
        return None
    rates = [r for r in stated.rates() if r.pair and value_codes & r.pair and r.pair - value_codes]
    if not rates:
        return None
    named = result_currencies(served)
    rates = [r for r in rates if named & (r.pair - value_codes) and not named & value_codes]
    if not rates or late_try_refused(reading, i, known, computed_here):
        return None
    places = decimal_places(occ.digits)
    near = set(neighbours(occ.number, places))
    found: Derivation | None = None
    for rate in rates:
        for number, shown in latest:
            for exact, sign in _directions(number, rate, value_codes):
                reaches = rounded_reach(exact, places, occ.number, near)
                if reaches is None:
                    return None  # the chance test
                if reaches and found is None:
                    found = Derivation("rate-step", f"{printed(number)} {sign} {rate.shown} = {occ.value}", (
                        Operand(shown, "result", "the latest result carries it"),
                        Operand(rate.shown, rate.source, rate.where)))
    return found
