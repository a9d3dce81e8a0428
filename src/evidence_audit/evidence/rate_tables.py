"""An amount converted once at the rate a result lists under its currency's code (round 28): `rate-table`.

Exchange-rate services answer with a table of rates from one base currency, keyed by the codes
(`{"base": "UAH", "rates": {"EUR": 0.02087, "USD": 0.02426}}`, `{"base_currency": "GBP", "rates":
{"EUR": 1.1712}}`). A person asks `1,296 uah in eur` and the answer writes only `€27.05`: the rate
is never written, the amount is the person's, and no rule that reads written operands or keys named
`exchange_rate` sees it. The habit is the same at a bakery's supplier abroad, a clinic's foreign
patient or a shipping agent's invoice: one amount of the base currency times the rate of the
currency the value wears.

The tables (`RateTables`): an object of a result with a 3-letter base code (a key naming `base`)
and an object of 1-`MAX_CODES` rates under 3-letter upper-case codes (the latest `MAX_TABLES`).
The value: an amount wearing a currency mark (`€`, `$`, `USD`, `₹`; `rate_steps.currency_of`) that
is not the base, of 3 significant digits or more. Its operands: the last `MAX_WRITTEN` resolved
amounts written before it in its sentence, else the numbers of the person's last message (the
question that asks for the conversion: `1,296 uah in eur`), or of the one before when the last
writes none (a follow-up, `in usd`). The value is an operand times the rate
of its currency, rounded half up to its places. Refused (the chance test) when any operand times
or over any rate of the table reaches a one-digit neighbour of it, when it is one digit off a
carried number, or a slip of the local step (`late_try_refused`). A value in a currency the table
does not list, or one digit off, stays flagged.

Its price: an invention equal to such a conversion of a number the person or the sentence wrote.
Pure: the tables are read from each result once, in a bounded walk.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, Final

from .computed.reading import AnswerReading, chance_bounds, written_operand
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .computed.wide import late_target, late_try_refused
from .keyed_operands import sentence_floor
from .rate_steps import currency_of
from .served import Served, js_items

__all__ = ["RateTables", "explain_rate_table"]

MAX_TABLES: Final = 4  # the run's latest rate tables kept
MAX_CODES: Final = 64  # codes one table may list
MAX_NODES: Final = 2048  # JSON nodes of one result walked
MAX_WRITTEN: Final = 2  # resolved amounts written before the value in its sentence taken
MAX_ASKED: Final = 4  # numbers of the person's last message taken
MAX_QUESTION: Final = 2_000  # characters of that message read
MIN_DIGITS: Final = 3  # significant digits the value must write

# A currency code: three upper-case ASCII letters.
_CODE: Final = re.compile(r"[A-Z]{3}", re.ASCII)
# A key naming the base of a rate table: `base`, `base_currency`, `source`, `from`.
_BASE_KEY: Final = re.compile(r"base(?:_?currency|_?code)?|source|from", re.ASCII | re.IGNORECASE)
# A number a person writes: `1,296`, `1296`, `45.50` (thousands groups of three; no sign, no exponent).
_ASKED: Final = re.compile(r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)(?![0-9]|[.,][0-9])", re.ASCII)


class _Table:
    __slots__ = ("base", "rates", "where")

    def __init__(self, base: str, rates: dict[str, Decimal], where: str) -> None:
        self.base = base
        self.rates = rates
        self.where = where


def _number(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        number = Decimal(repr(value) if isinstance(value, float) else str(value))
    except InvalidOperation:
        return None
    return number if number.is_finite() and number > 0 else None


def _table_of(node: dict[Any, Any], where: str) -> _Table | None:
    """A rate table: the object has a base code and an object of rates under codes."""
    base = ""
    rates: dict[str, Decimal] = {}
    for key, value in js_items(node):
        k = str(key)
        if isinstance(value, str) and _BASE_KEY.fullmatch(k) and _CODE.fullmatch(value.upper()):
            base = value.upper()
        elif isinstance(value, dict) and not rates:
            for code, rate in js_items(value):
                number = _number(rate)
                if not _CODE.fullmatch(str(code)) or number is None:
                    rates = {}
                    break
                rates[str(code)] = number
                if len(rates) > MAX_CODES:
                    rates = {}
                    break
    if not base or not rates:
        return None
    return _Table(base, rates, where)


class RateTables:
    """The run's rate tables, read from each result once; the latest `MAX_TABLES` kept."""

    __slots__ = ("_tables", "_asked")

    def __init__(self) -> None:
        self._tables: list[_Table] = []
        self._asked: list[str] = []  # the person's last two messages, the latest last

    def add_person_text(self, text: str) -> None:
        """A person's message: the amount a conversion is asked of (`1,296 uah in eur`), or a
        follow-up that asks it again in another currency (`in usd`)."""
        self._asked = [*self._asked[-1:], text[:MAX_QUESTION]]

    def asked(self) -> list[tuple[Decimal, Operand]]:
        """The numbers of the person's last message, or of the one before when the last writes none."""
        for text in reversed(self._asked):
            found = _asked(text)
            if found:
                return found
        return []

    def add_result(self, served: Served, position: int) -> None:
        if not served.has_parsed:
            return
        stack: list[Any] = [served.parsed]
        nodes = 0
        while stack and nodes < MAX_NODES:
            node = stack.pop()
            nodes += 1
            if isinstance(node, dict):
                table = _table_of(node, f"result {position}")
                if table is not None:
                    self._tables.append(table)
                    del self._tables[:-MAX_TABLES]
                stack.extend(v for _, v in js_items(node) if isinstance(v, (dict, list)))
            elif isinstance(node, list):
                stack.extend(v for v in node if isinstance(v, (dict, list)))

    def tables(self) -> list[_Table]:
        return self._tables


def _asked(question: str) -> list[tuple[Decimal, Operand]]:
    """The numbers of the person's last message, the last `MAX_ASKED`."""
    out: list[tuple[Decimal, Operand]] = []
    for m in _ASKED.finditer(question, 0, min(len(question), MAX_QUESTION)):
        try:
            number = Decimal(m.group(1).replace(",", ""))
        except InvalidOperation:
            continue
        if number > 0:
            out.append((number, Operand(m.group(1), "user", "the person's last message")))
    return out[-MAX_ASKED:]


def explain_rate_table(tables: RateTables, reading: AnswerReading, i: int, known: set[str],
                       computed_here: list[Occurrence]) -> Derivation | None:
    """The value as an amount converted at the rate a result's table lists for its currency (the
    module's docstring), or None. A late try."""
    run = tables.tables()
    if not run:
        return None
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or not occ.amount:
        return None
    text = reading.text
    code = currency_of(text, occ)
    chosen = [t for t in run if code in t.rates and code != t.base]
    if not chosen:
        return None
    floor = sentence_floor(text, occ.start)
    operands: list[tuple[Decimal, Operand]] = []
    for o in reversed(reading.occurrences[:i]):
        if o.start < floor:
            break
        if o.amount and o.number > 0 and (o.value in known or o.value not in reading.pending):
            operands.append((o.number, written_operand(o)))
            if len(operands) >= MAX_WRITTEN:
                break
    if not operands:
        operands = tables.asked()
    if not operands or late_try_refused(reading, i, known, computed_here):
        return None
    places = decimal_places(occ.digits)
    bounds = chance_bounds(occ.number, places)
    if bounds is None:
        return None
    quantum, near = bounds
    hit: Derivation | None = None
    for table in chosen:
        for number, operand in operands:
            for other, rate in table.rates.items():
                for value, shown in ((number * rate, f"{operand.value} x {_printed_rate(rate)}"),
                                     (number / rate, f"{operand.value} / {_printed_rate(rate)}")):
                    try:
                        got = value.quantize(quantum, rounding=ROUND_HALF_UP)
                    except InvalidOperation:
                        return None
                    if got in near:
                        return None  # the chance test: a neighbour is reached as cheaply
                    if got == occ.number and hit is None and other == code and shown.find(" x ") > 0:
                        hit = Derivation("rate-table", f"{shown} = {occ.value}", (
                            operand, Operand(_printed_rate(rate), "result", f"{table.where}: rates.{code} (base {table.base})")))
    return hit


def _printed_rate(rate: Decimal) -> str:
    """A rate as a result wrote it (no exponent)."""
    return format(rate.normalize(), "f")
