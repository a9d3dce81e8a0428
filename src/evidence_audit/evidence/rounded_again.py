"""`rounded-again` (bell40): a measure the answer computed, written again with fewer places in the
same unit.

An answer works a step to two places and says the figure again for the reader rounded (`<think>
239.36 × 0.42 = 100.53 kWh × 0.31. </think> **31.16 BYN** (100.5 kWh)`, `= 17,02 кг ... каля
17,0 кг`). The second writing restates the first at fewer places; no rule read it (the rounding of a
carried number is `rescaled`'s, of a step's operand `rounded_steps`').

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `rounded-again` | `100.53 kWh × 0.31 ... (100.5 kWh)` | a number written before it in the answer (at most `MAX_BACK` numbers back) on the value's own line or in the reasoning block closed right before that line (mend40a), resolved (carried, said or computed), with more places than the value and the same word right after it (its unit), rounded half up to the value's places | a value equal to such a number rounded, in its unit |

Refused: a value of no places' fewer (`100.53` again is a `repeat`), a whole or a currency amount
(`222.12 EUR, deposit 222 EUR`; `rounded-whole`'s counts are another rule's), a number of another
unit word (`100.53 kWh`, then `100.5 BYN`), a number of another line (`Unit A: ... = 132.84 kWh.` then
`Unit B: 132.8 kWh.`: another record's value, review40 D4), a value one digit off a carried number (`clear_of_carried`).
Pure.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .reasoning_blocks import BLOCK_CLOSE
from .computed.reading import AnswerReading, clear_of_carried, written_operand
from .computed.values import Derivation, decimal_places

__all__ = ["MAX_BACK", "explain_rounded_again"]

MAX_BACK: Final = 8  # numbers before the value read for the one it rounds
# the word right after a number, past emphasis marks and spaces (`100.53 kWh`, `**17,02** кг`)
_WORD_AFTER: Final = re.compile(r"[*_ \t\u00a0]{0,4}([^\W\d_]{1,12})")


def _unit(text: str, end: int) -> str:
    m = _WORD_AFTER.match(text, end)
    return m.group(1).lower() if m is not None else ""


def _in_reach(text: str, start: int, end: int) -> bool:
    """(mend40a, review40 D4) Whether the number ending at `start` is in reach of the value at `end`:
    on the value's own line, or in the reasoning block closed right before the value's line (`</think>`,
    then blank lines at most). `Unit A: ... = 132.84 kWh.\nUnit B: 132.8 kWh.` is another line's."""
    between = text[start:end]
    if "\n" not in between:
        return True
    close = None
    for close in BLOCK_CLOSE.finditer(between):
        pass
    return close is not None and "\n" not in between[close.end():].lstrip()


def explain_rounded_again(reading: AnswerReading, i: int, known: set[str]) -> Derivation | None:
    """The `rounded-again` derivation of occurrence `i`, or None (module docstring)."""
    occurrences = reading.occurrences
    occ = occurrences[i]
    places = decimal_places(occ.digits or occ.value)
    text = reading.text
    unit = _unit(text, occ.end)
    if not unit or occ.number <= 0 or places < 1 or occ.amount:
        return None  # a whole (`222.12 EUR, deposit 223 EUR`, `61.33 h, so 62 h`) or an amount is no rounded restatement
    quantum = Decimal(1).scaleb(-places)
    for k in range(i - 1, max(-1, i - 1 - MAX_BACK), -1):
        before = occurrences[k]
        if before.value not in known or decimal_places(before.digits or before.value) <= places:
            continue
        if _unit(text, before.end) != unit:
            continue
        try:
            rounded = before.number.quantize(quantum, rounding=ROUND_HALF_UP)
        except InvalidOperation:
            continue
        if rounded == occ.number and rounded != before.number and _in_reach(text, before.end, occ.start) \
                and clear_of_carried(reading, occ, i):
            return Derivation("rounded-again", f"{before.value} rounded to {places} places = {occ.value}",
                              (written_operand(before),))
    return None
