"""`ledger-percent`: a bill's tax or fee line, a percent of the lines right above it (round 24).

A bill written as a list states its tax as a line of its own, after the lines it taxes, and often
without the rate, which the rules state once (`VAT 20% on top`):

    - Berth: 11.6 × £4.35 × 5 = £252.30
    - Shore power: 5 × £6.50 = £32.50
    - VAT: £56.96                                        (252.30 + 32.50) × 20%

`subtotal-percent` reads such a row of a table whose label states the rate; `ledger-total` the
total line below. This rule reads the percent line of a list: a value that is the only number of
its line (its label's percent aside) equals, rounded half up to its places, a percent times the
signed sum of the last amounts of the 2 to MAX_LINES lines right above it (one block, each amount
resolved: `ledger_totals.lines_above`). The percent: the one its label writes (`VAT 20%:`), else a
percent the system prompt states whose naming words (`policy_chains.PolicySteps`) the label writes
(`VAT` for `VAT 20% on top`).

Refused when another run of lines, or another named percent, reaches a one-digit neighbour, when
the value is one digit off a carried number or a slip of the local step (`late_try_refused`), when
the label names no percent. Its price: an invention equal to such a share of the lines above it.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Operand, Occurrence
from .computed.wide import late_search_bounds, late_target
from .decimal_text import printed
from .keyed_operands import _WORD, stem
from .layout import line_bounds
from .ledger_totals import lines_above
from .policy_chains import PolicySteps, _distinct

__all__ = ["explain_ledger_percent"]

MIN_DIGITS: Final = 3  # significant digits the value needs
# A percent in the value's label: `VAT 20%:`, `Tax (7.5 %)`.
_PERCENT: Final = re.compile(r"(?<![0-9.,])([0-9]{1,2}(?:\.[0-9]{1,4})?)[ \u00a0]?%", re.ASCII)


def explain_ledger_percent(policy: PolicySteps, reading: AnswerReading, i: int, known: set[str],
                           computed_here: list[Occurrence]) -> Derivation | None:
    """The value as a named percent of the lines right above it (the module's docstring), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    text = reading.text
    occurrences = reading.occurrences
    line_start, line_end = line_bounds(text, occ.start, occ.end)
    if i + 1 < len(occurrences) and occurrences[i + 1].start < line_end:
        return None  # (a number after it on its line: a step, not a share)
    label = text[line_start : occ.start]
    stated = _PERCENT.findall(label)
    rates: list[tuple[Decimal, str]] = []
    if len(stated) == 1:
        rates.append((Decimal(stated[0]) / 100, stated[0] + "%"))
    elif not stated:
        words = {stem(w) for w in _WORD.findall(label.lower())}
        steps = policy.steps()
        for step, names in zip(steps, _distinct(steps)):
            if step.percent and not step.away and names & words:
                rates.append((step.number, step.shown))
    if not rates or (i > 0 and occurrences[i - 1].end > line_start and not stated):
        return None
    amounts = lines_above(reading, i, known, computed_here, line_start)
    bounds = late_search_bounds(reading, i, known, computed_here) if len(amounts) >= 2 else None
    if bounds is None:
        return None
    quantum, near = bounds
    found: Derivation | None = None
    for rate, shown in rates:
        total = Decimal(0)
        for n, (signed, _) in enumerate(amounts, start=1):
            total += signed
            if n < 2:
                continue
            share = (total * rate).quantize(quantum, rounding=ROUND_HALF_UP)
            if share in near:
                return None  # the chance test: another run of lines or percent reaches a neighbour
            if share == occ.number and found is None:
                lines = list(reversed(amounts[:n]))
                summed = " + ".join(o.value for _, o in lines).replace("+ -", "- ")
                found = Derivation(
                    "ledger-percent", f"({summed}) x {shown} = {occ.value}",
                    (*(written_operand(o) for _, o in lines), Operand(printed(rate * 100) + "%", "user", f"stated as {shown!r}")))
    return found
