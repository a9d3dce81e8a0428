"""(stable34) `corrected-total`: a bill's total with one of its lines corrected, as an answer that
checks a bill writes it: the bill's total less the line it billed plus the amount the answer found.

A person asks an assistant to check an invoice or an estimate a tool returns as text, its lines
each ending with an amount and a total line under them (`Part livery 14.10-31.10.2026   67 000` ...
`TOTAL KZT   286 600`). The answer recomputes one line (`110,000 / 30 × 18 = 66,000 ₸, not
67,000`) and writes the corrected total (`The correct total is 285,600 ₸`): 286,600 - 67,000 +
66,000. No rule read it: the `total` rule sums numbers the answer writes (the other lines are only
in the result), `ledger-total` sums lines of the answer, and a total one digit off the billed one (a
line 1,000 less) is the misread shape the late tries refuse.

| rule | the answer writes | from | its price |
|---|---|---|---|
| `corrected-total` (late) | `66,000 ₸, not 67,000 ... The correct total is 285,600 ₸` | a bill a text result of the run writes (a line whose last amount is the sum of the last amounts of the 2 to `MAX_ITEMS` lines right above it: its total and its lines), less one of its lines, plus a number the answer wrote before the value, resolved (carried, said or computed), not itself a line of that bill; exact at the value's places | a value equal to such a correction, none of whose one-digit neighbours another line and number so give |

And the gap the correction makes, said after it (`..., 1,000 ₸ less than invoiced`): the value as
the difference, either way, of a bill's total and a number the answer computed before it
(`explain_correction_gap`: the corrected total written, the billed one only in the result).

Refused: a value a one-digit neighbour of which another (bill, line, number) gives (the chance
test), a value one digit off a carried number other than the bill's own total, or off that total
when the answer does not write the line it corrects (a misread of the total, not a correction), a
slip of the local step (`late_try_refused`). The bill is read from results' texts only (JSON
carries no line layout), at most `MAX_BILLS` bills (the latest) of the run's last `MAX_TEXTS` text results.
Pure: no state but a memo of the texts read lately.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final, NamedTuple

from .computed.reading import AnswerReading, carried_neighbours, neighbours, written_operand
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .computed.wide import late_target, late_try_refused, local_slip
from .normalize import normalize_token
from .text_memo import TextMemo

__all__ = ["MAX_BILLS", "MAX_ITEMS", "MAX_TEXTS", "Bill", "bills_in", "explain_corrected_total", "explain_correction_gap"]

MAX_ITEMS: Final = 16  # lines a bill's total may sum
MAX_BILLS: Final = 4  # bills read per text, and tried per value (the latest)
MAX_TEXTS: Final = 8  # text results kept per run (the latest)
MAX_LINES: Final = 400  # lines of a text read for bills
MAX_OWN: Final = 16  # numbers the answer wrote before the value tried as the corrected line
MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_AMOUNT_CHARS: Final = 40  # characters of a line's end read for its amount (`1 234 567 890.00` and its margin)
# A line's last amount: digits grouped by a space, a no-break space, a comma or a point (one
# separator throughout), then 1-2 decimals after the other mark, at the line's end.
_LAST_AMOUNT: Final = re.compile(
    r"(?<![0-9.,])([0-9]{1,3}(?:([ \u00a0\u202f,.])[0-9]{3})?(?:\2[0-9]{3}){0,4}|[0-9]+)(?:([.,])([0-9]{1,2}))?[ \t]*\Z"
)


class Bill(NamedTuple):
    """A bill a result's text writes: its total and the amounts of its lines (top first)."""

    total: Decimal
    lines: tuple[Decimal, ...]


def _amount(line: str) -> Decimal | None:
    """The amount a line ends with (`180 000`, `1,286.39`, `16.90`), or None; read in the line's last
    MAX_AMOUNT_CHARS characters only (a search over a long run of digits from each of its places
    would cost its square)."""
    cut = len(line) > MAX_AMOUNT_CHARS
    line = line[-MAX_AMOUNT_CHARS:]
    m = _LAST_AMOUNT.search(line)
    if m is None or (m.start() == 0 and cut) or (m.start() > 0 and line[m.start() - 1] not in " \t\u00a0:$€£"):
        return None  # a number glued to a word or a code (`ZH-2611-0284`), or longer than the end read, ends no bill's line
    whole, group, mark, decimals = m.group(1), m.group(2), m.group(3), m.group(4)
    if group is not None and mark is not None and group == mark:
        return None
    if group is None and mark is None and len(whole) > 1 and whole[0] == "0":
        return None
    digits = whole.replace(group, "") if group else whole
    return Decimal(digits + ("." + decimals if decimals else ""))


def _bills(text: str) -> tuple[Bill, ...]:
    amounts = [_amount(line.rstrip()) for line in text.split("\n")[:MAX_LINES]]
    out: list[Bill] = []
    for k, total in enumerate(amounts):
        if total is None or total <= 0:
            continue
        running, j = Decimal(0), k - 1
        lines: list[Decimal] = []
        while j >= 0 and len(lines) < MAX_ITEMS and (amount := amounts[j]) is not None:
            running += amount
            lines.append(amount)
            j -= 1
            if running == total and len(lines) >= 2:
                out.append(Bill(total, tuple(reversed(lines))))
                break
            if running > total:
                break
        if len(out) >= MAX_BILLS:
            break
    return tuple(out)


_BILLS: Final[TextMemo[tuple[Bill, ...]]] = TextMemo(entries=16, chars=262_144)


def bills_in(text: str) -> tuple[Bill, ...]:
    """The bills `text` writes (module doc), read once per text."""
    return _BILLS.read(text, _bills) if "\n" in text else ()


def _resolved_before(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> list[Occurrence]:
    """The distinct positive resolved numbers the answer wrote before the value, nearest first (at most MAX_OWN)."""
    own: list[Occurrence] = []
    for o in reversed(reading.occurrences[:i]):
        if len(own) >= MAX_OWN:
            break
        if o.number > 0 and (o.value in known or o in computed_here) and all(o.number != p.number for p in own):
            own.append(o)
    return own


def explain_correction_gap(
    reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence], texts: list[str],
) -> Derivation | None:
    """The value as the gap between a bill's total and a number the answer wrote before it (the
    corrected total: `285,600 ₸, 1,000 ₸ less than invoiced`), either way; None when none is, or
    another gives a one-digit neighbour (module doc)."""
    occ = late_target(reading, i, 1)
    if occ is None or not texts:
        return None
    bills = [bill for text in texts[-MAX_TEXTS:] for bill in bills_in(text)][-MAX_BILLS:]
    # (the corrected total: a number the answer computed, not a price it restates)
    own = [o for o in _resolved_before(reading, i, known, computed_here) if o in computed_here] if bills else []
    if not own:
        return None
    target = occ.number
    near = set(neighbours(target, decimal_places(occ.digits)))
    hit: tuple[Bill, Occurrence] | None = None
    for bill in bills:
        for o in own:
            if o.number == bill.total or o.number in bill.lines:
                continue
            gap = abs(bill.total - o.number)
            if gap in near:
                return None  # the chance test
            if gap == target and hit is None:
                hit = (bill, o)
    if hit is None or late_try_refused(reading, i, known, computed_here):
        return None
    bill, o = hit
    shown = f"{bill.total} - {o.value}" if bill.total > o.number else f"{o.value} - {bill.total}"
    return Derivation("corrected-total", f"{shown} = {occ.value}", (
        Operand(str(bill.total), "result", "a bill's total, the sum of the lines above it in a result's text"),
        written_operand(o)))


def explain_corrected_total(
    reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence], texts: list[str],
) -> Derivation | None:
    """The value as a bill's total with one line corrected to a number the answer wrote before it
    (module doc), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or not texts:
        return None
    bills = [bill for text in texts[-MAX_TEXTS:] for bill in bills_in(text)][-MAX_BILLS:]
    if not bills:
        return None
    own = _resolved_before(reading, i, known, computed_here)
    if not own:
        return None
    target = occ.number
    places = decimal_places(occ.digits)
    near = set(neighbours(target, places))
    hit: tuple[Bill, Decimal, Occurrence] | None = None
    for bill in bills:
        if target == bill.total:
            continue
        for line in bill.lines:
            for o in own:
                if o.number in bill.lines:
                    continue  # the answer's number is a line of the bill: no correction
                reached = bill.total - line + o.number
                if reached in near:
                    return None  # the chance test: another line and number give a neighbour
                if reached == target and hit is None:
                    hit = (bill, line, o)
    if hit is None:
        return None
    bill, line, o = hit
    misread = carried_neighbours(reading, occ, i)
    if misread is None:
        return None
    if misread:
        # one digit off a carried number: a misread, unless that number is the bill's own total and
        # the answer writes the line it corrects (`66,000 ₸, not 67,000`: the correction changed one digit)
        total_forms = {normalize_token(str(bill.total)), normalize_token(f"{bill.total:.2f}")}
        if not misread <= total_forms or not any(p.number == line for p in reading.occurrences):
            return None
    if local_slip(reading, i, known, computed_here):
        return None
    return Derivation("corrected-total", f"{bill.total} - {line} + {o.value} = {occ.value}", (
        Operand(str(bill.total), "result", "a bill's total, the sum of the lines above it in a result's text"),
        Operand(str(line), "result", "the bill's line the answer corrects"),
        written_operand(o)))
