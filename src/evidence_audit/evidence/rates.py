"""Rates the results carry, times an amount the answer writes (round 8): the `carried-rate` rule.

An exchange-rate tool returns a table of rates (`"rates": {"ARS": 1184.501987, "CLP": 948.85}`,
`"conversion_rates": {"SEK": 11.2714}`), a bank or a lender a rate under a key that says so
(`"exchange_rate": 0.9214`, `"rate": 1.0425`). The answer converts an amount it writes with one of
them and writes only the result ("Argentina would get $500: 592,250.99 ARS"; "The €600 in Sweden
is 6,762.84 kr"). The `exchange` rule of `computed/` reads rates the answer quotes; this one reads
the rates the results carry:

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `carried-rate` | `$500: 592,250.99 ARS` | a resolved amount written before it in its sentence, times or over a carried rate (a number under a currency code of a table of two or more codes, or under a key that names a rate), rounded to the value's places; the value has at least MIN_DIGITS significant digits | a value equal to such a product or quotient |

Why it rarely excuses an invention: the value must agree with the product to its last written
place on at least six significant digits, with an amount of its own sentence and one of the few
rates the run's results carry, so a value one digit off (`592,250.89`) is no such product. Refused:
a short value (`35`), a rate no result carried, an amount of another sentence. Pure: no I/O; the
per-run state is the rates read so far.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, Final, NamedTuple

from .results_queue import ResultsQueue
from .served import Served

__all__ = ["CarriedRates", "RateProduct", "MIN_DIGITS"]

MIN_DIGITS: Final = 6  # significant digits the value must write
MAX_RATES: Final = 64  # the run's latest carried rates kept
MAX_WALK: Final = 4000  # nodes read per result
MAX_TEXT: Final = 20_000  # characters of a string leaf read for rates
# A currency code as a key (`"ARS"`), a key that names a rate (`"exchange_rate"`, `"rate"`).
_CODE: Final = re.compile(r"[A-Z]{3}")
_RATE_KEY: Final = re.compile(r"(?:^|[_\W])(?:rate|fx)(?:$|[_\W])|^(?:rate|fx)|(?:rate|fx)$", re.IGNORECASE)
# The same in a string that holds JSON (`"response": "{\"rates\": {\"ARS\": 1184.501987}}"`).
_CODE_IN_TEXT: Final = re.compile(r'"([A-Z]{3})"\s*:\s*([0-9]+(?:\.[0-9]+)?)(?![0-9.])')
_RATE_IN_TEXT: Final = re.compile(r'"([A-Za-z_]*rate[A-Za-z_]*)"\s*:\s*([0-9]+(?:\.[0-9]+)?)(?![0-9.])', re.IGNORECASE)


class RateProduct(NamedTuple):
    expression: str
    amount: str  # the amount as the answer wrote it (normalized)
    rate: str
    where: str  # the rate's source: `result 3: rates.ARS`


def _decimal(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        number = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    except InvalidOperation:  # pragma: no cover - repr of a float is a number
        return None
    return number if number > 0 else None


class CarriedRates:
    """The rates a run's results carried (read when an answer first asks)."""

    __slots__ = ("_unread", "_rates")

    def __init__(self) -> None:
        self._unread = ResultsQueue()
        self._rates: list[tuple[Decimal, str, str]] = []  # (rate, as carried, where)

    def add_result(self, served: Served, position: int) -> None:
        if served.has_parsed or served.text:
            self._unread.add(served, position)

    def _keep(self, rate: Decimal, where: str) -> None:
        shown = format(rate.normalize(), "f")
        if all(r != rate for r, _, _ in self._rates):
            self._rates.append((rate, shown, where))
            del self._rates[:-MAX_RATES]

    def _read_text(self, text: str, position: int, at: str) -> None:
        text = text[:MAX_TEXT]
        codes = _CODE_IN_TEXT.findall(text)
        if len(codes) >= 2:
            for code, number in codes:
                self._keep(Decimal(number), f"result {position}: {at}{'.' if at else ''}{code}")
        for key, number in _RATE_IN_TEXT.findall(text):
            value = Decimal(number)
            if value > 0 and value != value.to_integral_value():
                self._keep(value, f"result {position}: {at}{'.' if at else ''}{key}")

    def _read(self, served: Served, position: int) -> None:
        if not served.has_parsed:
            if served.text and ("rate" in served.text.lower() or '"' in served.text):
                self._read_text(served.text, position, "")
            return
        stack: list[tuple[Any, str]] = [(served.parsed, "")]
        walked = 0
        while stack and walked < MAX_WALK:
            node, at = stack.pop()
            walked += 1
            if isinstance(node, dict):
                coded = [(k, _decimal(v)) for k, v in node.items() if isinstance(k, str) and _CODE.fullmatch(k)]
                coded_numbers = [(k, v) for k, v in coded if v is not None]
                for key, value in node.items():
                    path = f"{at}.{key}" if at else str(key)
                    if isinstance(value, (dict, list)):
                        stack.append((value, path))
                    elif isinstance(value, str) and len(value) > 8 and value.lstrip()[:1] in ("{", "["):
                        self._read_text(value, position, path)
                    elif isinstance(key, str) and _RATE_KEY.search(key):
                        number = _decimal(value)
                        if number is not None and number != number.to_integral_value():  # a rate, no count
                            self._keep(number, f"result {position}: {path}")
                if len(coded_numbers) >= 2:
                    for key, number in coded_numbers:
                        if number is not None:
                            self._keep(number, f"result {position}: {at}{'.' if at else ''}{key}")
            elif isinstance(node, list):
                for i, item in enumerate(node):
                    if isinstance(item, (dict, list)):
                        stack.append((item, f"{at}[{i}]"))

    def rates(self) -> list[tuple[Decimal, str, str]]:
        for served, position in self._unread.take():
            self._read(served, position)
        return self._rates

    def explain(self, value: Decimal, value_text: str, amounts: Sequence[tuple[Decimal, str]]) -> RateProduct | None:
        """`value` (written `value_text`) as one of `amounts` (resolved, of its sentence, nearest
        last) times or over a carried rate, rounded to its written places; or None."""
        if value <= 0 or not amounts:
            return None
        places = self._unread.read_for(value_text, MIN_DIGITS, self._read)
        rates = self._rates
        if places < 0 or not rates:
            return None
        quantum = Decimal(1).scaleb(-places)
        for amount, amount_text in reversed(amounts):
            if amount <= 0:
                continue
            for rate, rate_text, where in reversed(rates):
                for product, op in ((amount * rate, "x"), (amount / rate, "/")):
                    try:
                        exact = product == value
                        near = product.quantize(quantum, rounding=ROUND_HALF_UP) == value or \
                            product.quantize(quantum, rounding=ROUND_HALF_EVEN) == value
                    except InvalidOperation:
                        continue
                    if exact or near:
                        return RateProduct(f"{amount_text} {op} {rate_text} = {value_text}", amount_text, rate_text, where)
        return None
