"""A rate applied to the lines of its class (round 31): `rated-subtotal` over lines not side by side.

A bill whose lines are taxed at different rates taxes each rate's lines together: a price list
carries each product's rate (`sku,product,price_eur,vat_pct` then `B-101,Baguette,0.62,4`), the
answer lists its lines in the customer's order and then writes each rate's tax:

    - 40 baguettes x 0.62 = 24.80
    - 25 croissants x 0.78 = 19.50
    - 12 loaves x 2.85 = 34.20
    VAT: 4% on the bread (2.36), 10% on the croissants (1.95) ...      (24.80 + 34.20) x 4%

`rated-subtotal` sums a run of consecutive lines; the bread lines are the first and the third. The
class is not guessed: a line is of the rate's class when a number it writes (its unit price, `0.62`)
is one a result's record carries beside that rate under a key naming a percentage (`vat_pct`: 4),
and no other rate (`RecordRates`). The value is that percent's share of the sum of its class's
lines (2 or more, not all consecutive: a run is `rated-subtotal`'s own search), or the sum with the
share added (1 + r), rounded half up to its places. The percent is the one its clause writes right
before it (`4% del pa (2,36 €)`: no number between).

Refused (the chance test): when the sum of every line of the search, or another class's lines at
its rate, reaches a one-digit neighbour of the value; when the value is one digit off a carried
number or a slip of the local step (`late_try_refused`). Its price: an invention equal to a class's
share, with no neighbour so reached. Pure: no I/O; the per-run state is the records' rates read so
far (at most MAX_NUMBERS numbers).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, as_decimal
from .computed.wide import late_search_bounds, late_target
from .decimal_text import percent_at, percent_written, printed
from .layout import line_bounds
from .rate_steps import currency_of
from .rated import percent_key
from .served import Served
from .walk import containers

__all__ = ["RecordRates", "explain_rate_class"]

MAX_NUMBERS: Final = 4096  # numbers whose records' rates are kept per run
MAX_WALK: Final = 4000  # nodes read per result
MIN_DIGITS: Final = 3  # significant digits the value needs
MAX_LINES: Final = 8  # lines above the value whose last number may be an item
MAX_BACK: Final = 1200  # characters above the value's line read for items
# The spaces a percent's sign may stand after (`4 %`, `4\u00a0%`: `decimal_text.percent_written`).
_PERCENT_SPACES: Final = " \t\u00a0"


def _number(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return None
    if isinstance(value, str):
        return as_decimal(value) if value and len(value) <= 24 else None
    return as_decimal(repr(value))


class RecordRates:
    """The rates a run's records carry beside their other numbers: each number of a record (an
    object of a JSON result, a row of a CSV one) that holds one number under a key naming a
    percentage (`vat_pct`, `tax_percent`), mapped to that percent."""

    __slots__ = ("_rates",)

    def __init__(self) -> None:
        self._rates: dict[Decimal, set[Decimal]] = {}

    def add_result(self, view: Served) -> None:
        if not view.has_parsed or len(self._rates) >= MAX_NUMBERS:
            return
        for node, _, _ in containers(view.parsed, MAX_WALK):
            if isinstance(node, dict):
                self._record(node)

    def _record(self, node: dict[Any, Any]) -> None:
        percents = [n for k, v in node.items() if percent_key(str(k)) and (n := _number(v)) is not None]
        if len(percents) != 1 or not 0 < percents[0] < 100:
            return
        for key, value in node.items():
            n = _number(value)
            if n is None or n <= 0 or percent_key(str(key)) or len(self._rates) >= MAX_NUMBERS:
                continue
            self._rates.setdefault(n, set()).add(percents[0])

    def rate_of(self, numbers: list[Decimal]) -> Decimal | None:
        """The one rate the records carry beside any of `numbers` (a line's numbers), or None."""
        found: set[Decimal] = set()
        for n in numbers:
            found |= self._rates.get(n, set())
        return next(iter(found)) if len(found) == 1 else None

    def __bool__(self) -> bool:
        return bool(self._rates)


def _lines(reading: AnswerReading, i: int, known: set[str], mark: str) -> list[tuple[Occurrence, list[Decimal]]]:
    """The lines above the value's, nearest first: each line's last number (resolved, no percent,
    of the value's currency when it wears one) with the line's numbers."""
    text = reading.text
    occurrences = reading.occurrences
    occ = occurrences[i]
    line_start, _ = line_bounds(text, occ.start, occ.end)
    k = i - 1
    while k >= 0 and occurrences[k].start >= line_start:
        k -= 1
    floor = max(0, line_start - MAX_BACK)
    out: list[tuple[Occurrence, list[Decimal]]] = []
    lines = 0
    while k >= 0 and occurrences[k].start >= floor and lines < MAX_LINES:
        start = text.rfind("\n", 0, occurrences[k].start) + 1
        last = occurrences[k]
        numbers: list[Decimal] = []
        while k >= 0 and occurrences[k].start >= start:
            numbers.append(occurrences[k].number)
            k -= 1
        lines += 1
        if not percent_at(text, last.end) and (not mark or currency_of(text, last) == mark) and last.value in known:
            out.append((last, numbers))
    return out


def explain_rate_class(rates: RecordRates, reading: AnswerReading, i: int, known: set[str],
                       computed_here: list[Occurrence]) -> Derivation | None:
    """The value as its clause's percent of the lines of that rate's class (the module's
    docstring), or None."""
    if not rates:
        return None
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    text = reading.text
    line_start, _ = line_bounds(text, occ.start, occ.end)
    # (fold32) the percent is the number right before the value on its line, written as a percent
    # (`percent_written`, the one percent reader): no number between them
    percent = reading.occurrences[i - 1] if i > 0 else None
    if percent is None or percent.at < line_start or not percent_written(
            text, percent.start, percent.end, spaced=True, spaces=_PERCENT_SPACES):
        return None
    p = percent.number
    if not 0 < p < 100:
        return None
    lines = _lines(reading, i, known | {o.value for o in computed_here}, currency_of(text, occ))
    classes: dict[Decimal, list[Occurrence]] = {}
    for last, numbers in lines:
        rate = rates.rate_of(numbers)
        if rate is not None:
            classes.setdefault(rate, []).append(last)
    mine = classes.get(p, [])
    if len(mine) < 2:
        return None
    positions = [k for k, (last, _) in enumerate(lines) if last in mine]
    if positions[-1] - positions[0] + 1 == len(positions):
        return None  # consecutive lines: a run, `rated-subtotal`'s own search
    bounds = late_search_bounds(reading, i, known, computed_here)
    if bounds is None:
        return None
    quantum, near = bounds
    whole = sum((last.number for last, _ in lines), Decimal(0))
    found: Derivation | None = None
    for factor, shown in ((p / 100, f"{printed(p)}%"), (1 + p / 100, f"(1 + {printed(p)}%)")):
        others = [(whole, factor)] + [(sum((o.number for o in group), Decimal(0)), (rate / 100 if factor < 1 else 1 + rate / 100))
                                      for rate, group in classes.items() if rate != p]
        try:
            if any((s * f).quantize(quantum, rounding=ROUND_HALF_UP) in near for s, f in others):
                return None  # the chance test: another sum of the search reaches a one-digit neighbour
            reached = (sum((o.number for o in mine), Decimal(0)) * factor).quantize(quantum, rounding=ROUND_HALF_UP)
        except InvalidOperation:
            continue
        if reached in near:
            return None
        if reached == occ.number and found is None:
            run = list(reversed(mine))
            found = Derivation("rated-subtotal", f"({' + '.join(o.value for o in run)}) x {shown} = {occ.value}"
                               " (the lines whose records carry that rate)", tuple(written_operand(o) for o in run))
    return found
