"""`corrected-total`: a bill's total a result carries, redone with one of its lines replaced by the
amount the answer worked out for that line (trek34).

Checking an invoice, an estimate or a receipt against the rules is one habit in every trade: the
answer finds a line charged wrong, works out what it should be, and gives the corrected total (`The
estimate shows 105.60 for the strings; by the rule it is 120.00. The corrected total is EUR 498.50`
over an estimate's `216.00`, `105.60`, `138.00`, `24.50`, `Total EUR 484.10`; `110,000 / 30 × 18 =
66,000 ₸, not 67,000 ... The correct total is 285,600 ₸` over an invoice's `286 600`). No rule
took it: the total is no sum of numbers the answer writes (it writes the one line it corrects, not
the others), and no result carries it. The corrected total is the carried total less the line
replaced plus the amount the answer writes for it, `T - I + R`, whatever the language or the trade.

What a bill is, read by its numbers, not its words: a text result whose lines end with a number
(`Parts: bass strings (set of 12)      138.00`; a number in English groups or in any grouping
`digit_groupings` reads, `180 000`), a run of 2 to `MAX_ITEMS` such lines right above a line whose
last number is their sum (the total, whatever its label). The sum is the evidence that the lines
are the bill's items; a line written `2 x 190.00   380.00` is the item 380.00.

| the answer writes | from | its price: an invention it cannot catch |
|---|---|---|
| `The corrected total is EUR 498.50` (3 significant digits or more) | a bill of one of the run's latest `MAX_BILLS` text results: its total less one of its items plus a number the answer writes before the value, settled (carried, computed, or no candidate at all) and not that item | a value equal to such a total, with no one-digit neighbour reached by any item of any bill replaced by any such number; not one digit off a carried number, unless that number is the bill's total itself and the answer also writes the item it replaces (`66,000 ₸, not 67,000 ... 285,600 ₸` for a carried `286 600`: the correction of one line by a round amount moves one digit of the total) |

Pure: no I/O; the per-run state is the bills read so far (bounded).
"""

from __future__ import annotations

import re
from decimal import Context, Decimal, DivisionByZero, Inexact, InvalidOperation, Overflow, localcontext
from typing import Final, NamedTuple

from .computed.reading import AnswerReading, carried_neighbours, written_neighbours, written_operand
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .computed.wide import late_target, local_slip
from .digit_groupings import regrouped
from .normalize import normalize_token
from .results_queue import ResultsQueue
from .served import Served

__all__ = ["Bill", "CorrectedTotals", "bills_in", "MAX_BILLS", "MAX_ITEMS"]

MAX_BILLS: Final = 8  # the run's latest bills kept
MAX_ITEMS: Final = 16  # lines one bill's total adds at most
MIN_ITEMS: Final = 2  # lines one bill's total adds at least
MAX_TEXT: Final = 16_384  # characters of a text result read
MAX_LINES: Final = 200  # lines of a text result read
MAX_WRITTEN: Final = 32  # the answer's settled numbers before the value tried as a line's new amount
MIN_DIGITS: Final = 3  # significant digits the value must write
# (mend34) digits a line's number writes at most: a bill's amount never writes so many
MAX_NUMBER_DIGITS: Final = 20
# (proofs35) the precision the sums run at, exact or refused: Decimal's default 28 digits round a
# sum whose terms are far apart (`10^19 + 10^-19 == 10^19`, each term of 20 digits), so a column
# that does not add up was read as a bill; now an inexact sum traps and is no match
EXACT_DIGITS: Final = 4 * MAX_NUMBER_DIGITS
# The sums' context: EXACT_DIGITS of precision, an inexact result trapped beside Decimal's default traps.
# Built whole rather than set on a copy: the compiled core reads `Context.traps` as the dict its
# stubs declare, and it is a `SignalDict` at run time (every bill read raised under mypyc).
_EXACT: Final = Context(prec=EXACT_DIGITS, traps=[InvalidOperation, DivisionByZero, Overflow, Inexact])

# The number a line ends with: English groups and decimals, a space before it (not a date's or an
# id's last part: `2027-03-02`, `HST-2612-0391`), maybe a currency code or sign after it.
_LAST_NUMBER: Final = re.compile(
    r"(?<![^ \t])([0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)[ \t]*\Z", re.ASCII
)


class Bill(NamedTuple):
    total: Decimal
    total_shown: str
    items: tuple[tuple[Decimal, str], ...]  # (number, as shown)
    where: str


def _line_number(line: str) -> tuple[Decimal, str] | None:
    m = _LAST_NUMBER.search(line.strip(" \t\r"))
    if m is None:
        return None
    shown = m.group(1)
    if sum(ch.isdigit() for ch in shown) > MAX_NUMBER_DIGITS:
        return None
    return Decimal(shown.replace(",", "")), shown


def bills_in(text: str, where: str) -> list[Bill]:
    """The bills of a text (module doc): each line ending with a number that is the sum of the
    numbers the 2-`MAX_ITEMS` lines right above it end with (the nearest such run), in order."""
    respelled, _ = regrouped(text[:MAX_TEXT])
    numbers = [_line_number(line) for line in respelled.split("\n")[:MAX_LINES]]
    bills: list[Bill] = []
    with localcontext(_EXACT):
        for j, last in enumerate(numbers):
            if last is not None and last[0] > 0:
                _bill_above(numbers, j, last, where, bills)
    return bills


def _bill_above(numbers: list[tuple[Decimal, str] | None], j: int, last: tuple[Decimal, str], where: str,
                bills: list[Bill]) -> None:
    """The bill whose total is line `j`'s `last` number, the nearest run of lines right above it
    adding up to it, appended to `bills`; run in `bills_in`'s exact context."""
    running = Decimal(0)
    items: list[tuple[Decimal, str]] = []
    for k in range(j - 1, max(-1, j - 1 - MAX_ITEMS), -1):
        above = numbers[k]
        if above is None:
            return
        try:
            running += above[0]
        except Inexact:
            return
        items.append(above)
        if running == last[0] and len(items) >= MIN_ITEMS:
            bills.append(Bill(last[0], last[1], tuple(reversed(items)), f"{where}: line {j + 1}"))
            return
        if running > last[0]:
            return


class CorrectedTotals:
    """The bills the run's text results carry (the latest `MAX_BILLS`), read at the first ask."""

    __slots__ = ("_unread", "_bills")

    def __init__(self) -> None:
        self._unread = ResultsQueue()
        self._bills: list[Bill] = []

    def add_result(self, served: Served, position: int) -> None:
        """Keep a text result (no JSON) to read when asked; a fixed-width invoice read as records
        too is still a bill."""
        if not served.has_parsed and served.text:
            self._unread.add(served, position)

    def _read(self) -> None:
        for served, position in self._unread.take():
            self._bills.extend(bills_in(served.text or "", f"result {position}"))
        del self._bills[:-MAX_BILLS]

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
        """The value as a bill's total with one line replaced by a number the answer writes before
        it (module doc), or None."""
        if self._unread:
            self._read()
        if not self._bills:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        written = _resolved_before(reading, i, known, computed_here)
        if not written:
            return None
        places = decimal_places(occ.digits)
        near = written_neighbours(occ.number, places)
        if near is None:
            return None
        found = _replaced(self._bills, written, occ.number, near)
        if found is None:
            return None
        bill, k, o = found
        misread = carried_neighbours(reading, occ, i)
        if misread is None:
            return None
        if misread:
            # one digit off a carried number: only the bill's own total, the replaced line written too
            replaced = bill.items[k][0]
            if misread != {normalize_token(bill.total_shown)} or not any(w.number == replaced for w in reading.occurrences[:i]):
                return None
        if local_slip(reading, i, known, computed_here):
            return None
        item, shown = bill.items[k]
        expression = f"{bill.total_shown} - {shown} + {o.value} = {occ.value}"
        return Derivation("corrected-total", expression, (
            Operand(bill.total_shown, "result", f"{bill.where}: the total"),
            Operand(shown, "result", f"{bill.where}: the line replaced"),
            written_operand(o),
        ))


def _replaced(bills: list[Bill], written: list[Occurrence], value: Decimal, near: set[Decimal]
              ) -> tuple[Bill, int, Occurrence] | None:
    """The first bill, item and written number whose total with that item replaced by it is
    `value`, the latest bill first; None when none is, or any such total is in `near` (the chance
    test). (proofs35) Each total exact: an answer's number of more digits than EXACT_DIGITS holds
    reaches nothing (no rounded total matches)."""
    found: tuple[Bill, int, Occurrence] | None = None
    with localcontext(_EXACT):
        for bill in reversed(bills):
            for k, (item, _) in enumerate(bill.items):
                for o in written:
                    if o.number == item:
                        continue
                    try:
                        reached = bill.total - item + o.number
                    except Inexact:
                        continue
                    if reached in near:
                        return None  # the chance test
                    if found is None and reached == value:
                        found = (bill, k, o)
    return found


def _resolved_before(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> list[Occurrence]:
    """The settled numbers the answer writes before the value, once each, the latest
    `MAX_WRITTEN`: resolved (carried or computed here), or no candidate at all (under the digit
    minimum, never judged: a table's `6.91` beside the invoiced `8.06`), as `narrow._Settled` reads
    them."""
    value = reading.occurrences[i].number
    out: list[Occurrence] = []
    seen: set[Decimal] = set()
    for o in reversed(reading.occurrences[:i]):
        if o.number in seen or o.number == value or o.number <= 0:
            continue
        if o.value in known or o in computed_here or o.value not in reading.pending:
            seen.add(o.number)
            out.append(o)
            if len(out) >= MAX_WRITTEN:
                break
    return out
