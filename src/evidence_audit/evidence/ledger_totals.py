"""`ledger-total`: a bill worked line by line, its total the signed sum of the lines' amounts (round 17).

A bill is written as a ledger: each line a step with its amount last, then the total.

    - Plans: 45.00 + 45.00 + 30.00 = USD 120.00
    - Discount 10%: −USD 12.00
    - Tax 7.5% on USD 108.00: USD 8.10
    - Access fees: 3 × 2.50 = USD 7.50

    Monthly total: **USD 123.60**                        120 − 12 + 8.10 + 7.50

or with a running subtotal (`- 15% off → $153.00`, `- Tax 6.35% → $9.72`, `- Fees → 4 × $1.85 =
$7.40`, `- **Monthly → $170.12**`: 153 + 9.72 + 7.40). The `total` rule sums the numbers written
right before the value, which here include each line's operands (`3`, `2.50`, `108.00`), so it
misses these.

A value is a ledger total when it is the only number of its line (a label, then the amount) and
equals the signed sum of the last amounts of the k lines right above it (k from 2 to `MAX_LINES`),
one block of lines (no blank line between them; one blank line before the value's line is
allowed; round 32: a blank line between two set-out lines, list items or labels in emphasis, is a
bill's sections, `- 8 Aug ...: 313.60` then `**Half board**: ... = 1,152.00`); each line's last amount resolved (carried, said, computed), its sign a minus written
right before the amount or its currency mark (`−USD 12.00`, `-$5.00`; a list's `- ` is no sign).
Exact, at the value's places. Refused when another k reaches a one-digit neighbour of the value,
or the value is one digit off a carried number or a slip of the local step (`late_try_refused`, round
20: the late tries' refusal, whole). Its price: an invention equal to such a sum of
the lines above it, with no neighbour so reached.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Final

from .decimal_text import percent_at, printed
from .computed.reading import AnswerReading, written_operand, neighbours
from .computed.values import Derivation, Occurrence, decimal_places
from .computed.wide import late_target, late_try_refused
from .layout import line_bounds

__all__ = ["explain_ledger_total", "lines_above"]

MAX_LINES: Final = 8  # lines above the value a total may sum
MIN_DIGITS: Final = 3  # significant digits a total needs

# A minus written right before an amount or its currency mark: `−USD 12.00`, `-$5.00`, `− 12.00`.
_SIGN: Final = re.compile(r"[\-\u2212\u2013][ \t]?(?:[A-Z]{3}[ \t]?|[$€£¥][ \t]?)?\**\Z")
_ITEM: Final = re.compile(r"[ \t]*(?:[-*+•]|[0-9]{1,2}[.)])[ \t]+")  # a list line's bullet
# (round 32) a bill's set-out line: a list item or a label in emphasis (`**Half board**: ...`)
_SET_OUT: Final = re.compile(r"[ \t]*(?:[-*+•][ \t]|[0-9]{1,2}[.)][ \t]|\*\*|__)")


def _signed(text: str, o: Occurrence, line_start: int) -> Decimal:
    if o.number < 0:
        return o.number  # (read with its sign)
    head = text[line_start : o.at]
    bullet = _ITEM.match(head)
    floor = bullet.end() if bullet is not None else 0
    m = _SIGN.search(head[floor:])
    return -o.number if m is not None else o.number


# (words43) a line's discount taken off its base, the minus written before the percent (`Slates:
# 510,000.00 − 5% 25,500.00`): a minus, the percent, then the amount (a currency mark allowed)
_PERCENT_OFF: Final = re.compile(r"[\-\u2212\u2013][ \t]?\**\Z")
_TO_AMOUNT: Final = re.compile(r"%?[ \t]*\**[ \t]*(?:[A-Z]{3}[ \t]?|[$€£¥][ \t]?)?\**")


def _line_net(text: str, on_line: list[Occurrence], known: set[str], computed_here: list[Occurrence]) -> Decimal | None:
    """(words43) The net a line writes as a base less a percent of it (`510,000.00 − 5% 25,500.00`:
    484,500), the line's numbers given last first: the amount B right after `P%` written after a
    minus, the base A the number right before the minus, both resolved, B = A x P / 100 at B's
    places (rounded half up); else None."""
    if len(on_line) < 3:
        return None
    amount, percent, base = on_line[0], on_line[1], on_line[2]
    if "%" not in text[percent.end - 1:percent.end + 1] or _TO_AMOUNT.fullmatch(text, percent.end, amount.start) is None:
        return None
    between = text[base.end:percent.start]
    if _PERCENT_OFF.search(between.rstrip(" \t")) is None or len(between.strip(" \t*")) != 1:
        return None
    if not all(o.value in known or o in computed_here for o in (amount, base)) or base.number <= amount.number:
        return None
    share = base.number * percent.number / 100
    if share.quantize(Decimal(1).scaleb(-decimal_places(amount.digits)), rounding=ROUND_HALF_UP) != amount.number:
        return None
    return base.number - amount.number


def lines_above(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                line_start: int) -> list[tuple[Decimal, Occurrence]]:
    """The signed last amounts of the lines right above the line starting at `line_start` (the
    value's, `reading.occurrences[i]`), nearest first: one block (one blank line right above
    allowed; round 32: and a blank line between two set-out lines, list items or labels in
    emphasis, a bill's sections), each amount resolved; a line with no amount, a percent last, or an unresolved amount
    ends it; at most MAX_LINES."""
    text = reading.text
    occurrences = reading.occurrences
    # the lines right above: each one's last number, walking up
    amounts: list[tuple[Decimal, Occurrence]] = []
    k = i - 1
    while k >= 0 and occurrences[k].start >= line_start:
        k -= 1  # (a number of the value's own line: a rate its label states)
    end = line_start - 1
    blank_allowed = True
    below = -1  # (round 32) >= 0 once a blank line was crossed between two sections
    last_start = line_start  # the start of the line last read
    while k >= 0 and len(amounts) < MAX_LINES and end > 0:
        start = text.rfind("\n", 0, end) + 1
        if not text[start:end].strip():
            if amounts and below < 0 and _SET_OUT.match(text, last_start) is not None:
                below = start  # (round 32) a blank line between a bill's sections of set-out lines
                end = start - 1
                continue
            if not blank_allowed or amounts:
                break
            blank_allowed = False
            end = start - 1
            continue
        if below >= 0:
            if _SET_OUT.match(text, start) is None:
                break  # (round 32) past a blank line only a set-out line goes on: a heading or prose ends it
            below = -1
        blank_allowed = False
        last = None
        on_line: list[Occurrence] = []  # the line's numbers, last first
        while k >= 0 and occurrences[k].start >= start:
            if last is None:
                last = occurrences[k]
            if len(on_line) < 3:
                on_line.append(occurrences[k])
            k -= 1
        if last is None or percent_at(text, last.end):
            break  # a line with no amount (a heading, prose) ends the block
        if not (last.value in known or last in computed_here):
            break  # an unresolved amount: no sum goes past it
        net = _line_net(text, on_line, known, computed_here)
        amounts.append((net if net is not None else _signed(text, last, start), last))
        last_start = start
        end = start - 1
    return amounts


def explain_ledger_total(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
    """The value as the signed sum of the last amounts of the lines right above it (the module's
    docstring), or None."""
    text = reading.text
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    occurrences = reading.occurrences
    target = occ.number
    line_start, line_end = line_bounds(text, occ.start, occ.end)
    if i > 0 and occurrences[i - 1].end > line_start:
        return None  # (another number on its line: a step, not a total)
    if i + 1 < len(occurrences) and occurrences[i + 1].start < line_end:
        return None
    amounts = lines_above(reading, i, known, computed_here, line_start)
    if len(amounts) < 2:
        return None
    if late_try_refused(reading, i, known, computed_here):
        return None
    places = decimal_places(occ.digits)
    near = set(neighbours(target, places))
    hit: int | None = None
    total = Decimal(0)
    for n, (signed, _) in enumerate(amounts, start=1):
        total += signed
        if n < 2:
            continue
        if total in near:
            return None  # the chance test: another run of lines reaches a neighbour
        if total == target and hit is None:
            hit = n
    if hit is None:
        return None
    lines = list(reversed(amounts[:hit]))
    shown = " ".join(("- " if s < 0 else "+ ") + (o.value if abs(s) == o.number else f"({printed(s + o.number)} - {o.value})")
                     for s, o in lines).lstrip("+ ")
    if shown.startswith("- "):
        shown = "-" + shown[2:]
    return Derivation("ledger-total", f"{shown} = {occ.value}", tuple(written_operand(o) for _, o in lines))
