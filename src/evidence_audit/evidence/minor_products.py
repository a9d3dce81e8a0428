"""A quantity priced in a currency's hundredths, written in the main unit (older41b): `minor-product`.

Energy, fuel and commodity answers quote a price in pence or cents (`24.37p/kWh`, `38.6085p`,
`452.50 ¢/lb`) and write the cost in pounds or dollars with no step: `For 42 kWh ... if it charged
during the peak (38.6085p): £16.22`; `130 × 8 × 5 × 52 = 270.4 kWh/yr, about £65.90` after the
previous answer's `at 24.37p`. The product is the quantity times the price over 100; no other rule
takes a price in hundredths with no step written (`minor_units.py` reads a written equation's), so
the exact lookup flagged them.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `minor-product` (late) | `For 42 kWh: ... (38.6085p): £16.22` | an amount to the penny or cent (two places) wearing `£`, `$` or `€`; a price in hundredths of that currency (`p`/`pence` for `£`, no clock's `6 p.m.`; `¢`/`cent(s)`/`ct` for `$` and `€`, no `24 ct gold`) written before it in this answer (its latest MAX_PRICES) or in the previous answer (its latest MAX_PRICES), the price's number carried, resolved or the previous answer's; a quantity this answer wrote before it (its latest MAX_QUANTITIES resolved numbers that are no amount): quantity x price / 100, rounded half up or half even to the value's places | a value equal to such a product, no product of the same pool one digit off it |

The chance test is the rule's: every quantity times every price of the pool, rounded either way;
one reaching a one-digit neighbour of the value refuses it. The refusals every late try makes come
first (`wide.late_search_bounds`: one digit off a carried number, a slip of the local step). Pure:
no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Container
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .computed.wide import late_search_bounds, late_target
from .minor_units import in_major

__all__ = ["explain_minor_unit"]

MAX_PRICES: Final = 4  # prices in hundredths read of each text (this answer before the value, the previous answer)
MAX_QUANTITIES: Final = 6  # resolved numbers written before the value a price may multiply
MIN_DIGITS: Final = 3  # significant digits the value writes
MAX_TAIL: Final = 4_000  # characters before the value (and of the previous answer's end) read for prices
# a price in hundredths: `38.6085p`, `24.37p/kWh`, `15 pence`, `452.50 ¢/lb`, `12.5 cents`, `31 ct`
# (group 1 the number, group 2 the mark); never `per cent` (a word between); (mend41c) never a
# clock's `6 p.m.` (`p` then `.m`) nor a gold's carats (`24 ct gold`, `18 ct white gold`)
_MINOR: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,4}(?:\.[0-9]{1,6})?)[ \u00a0]?"
    r"(p(?!\.[ \u00a0]?m\b)|pence|\u00a2|cents?|ct(?![ \u00a0]*(?:white |yellow |rose |solid )?(?:gold|carats?)\b))(?![A-Za-z0-9])",
    re.IGNORECASE)
_POUND_MARKS: Final = frozenset(("p", "pence"))


def _main_mark(text: str, occ: Occurrence) -> str | None:
    """The main currency's mark the amount wears right before it (`£16.22`, `$ 4.10`), else None."""
    before = text[max(0, occ.start - 2):occ.at]
    for mark in ("\u00a3", "$", "\u20ac"):
        if mark in before:
            return mark
    return None


def _prices(text: str, pound: bool, settled: set[str] | None, carried: Container[str] | None) -> list[tuple[Decimal, str]]:
    """The latest MAX_PRICES prices in hundredths of `text` of the value's currency (pence for the
    pound, cents else), each as written; only numbers `settled` holds or `carried` carries (None: all)."""
    out: list[tuple[Decimal, str]] = []
    for m in _MINOR.finditer(text):
        if (m.group(2).lower() in _POUND_MARKS) != pound:
            continue
        if settled is not None and m.group(1) not in settled and not (
                carried is not None and m.group(1) in carried):
            continue
        try:
            out.append((Decimal(m.group(1)), m.group(0)))
        except InvalidOperation:
            continue
    return out[-MAX_PRICES:]


def _at(x: Decimal, quantum: Decimal) -> set[Decimal]:
    return {x.quantize(quantum, rounding=ROUND_HALF_UP), x.quantize(quantum, rounding=ROUND_HALF_EVEN)}


def explain_minor_unit(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                       previous_text: str) -> Derivation | None:
    """`minor-unit` for the value at occurrence `i` (see the module's docstring), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or not occ.amount or decimal_places(occ.digits) != 2:
        return None
    text = reading.text
    mark = _main_mark(text, occ)
    if mark is None:
        return None
    pound = mark == "\u00a3"
    tail_from = max(0, occ.start - MAX_TAIL)
    carried = reading.carried
    settled = set(known) | {o.value for o in computed_here}
    here = _prices(text[tail_from:occ.start], pound, settled, carried)
    prices = [(p, w, "answer") for p, w in here] + [(p, w, "the previous answer") for p, w in
                                                    _prices(previous_text[-MAX_TAIL:], pound, None, None)]
    if not prices:
        return None
    minor_spans = [(m.start(), m.end()) for m in _MINOR.finditer(text, tail_from, occ.start)]
    quantities: list[Occurrence] = []
    for o in reversed(reading.occurrences[:i]):
        if len(quantities) >= MAX_QUANTITIES or o.start < tail_from:
            break
        if o.amount or o.number <= 0 or o.value not in settled or any(lo <= o.start < hi for lo, hi in minor_spans):
            continue
        if all(q.value != o.value for q in quantities):
            quantities.append(o)
    if not quantities:
        return None
    bounds = late_search_bounds(reading, i, known, computed_here)
    if bounds is None:
        return None
    quantum, near = bounds
    found: tuple[Occurrence, Decimal, str, str, Decimal] | None = None
    for q in quantities:
        for price, written, where in prices:
            exact = in_major(q.number * price)
            try:
                shown = _at(exact, quantum)
            except InvalidOperation:
                continue
            if shown & near:
                return None  # the chance test: the same pool reaches a one-digit neighbour
            if found is None and occ.number in shown:
                found = (q, price, written, where, exact)
    if found is None:
        return None
    q, price, written, where, exact = found
    return Derivation("minor-product", f"{q.value} x {written.strip()} / 100 = {exact.normalize():f}",
                      (Operand(q.value, "answer", f"answer offset {q.start}"),
                       Operand(f"{price.normalize():f}", "answer" if where == "answer" else "earlier",
                               f"{written.strip()} ({where})")))
