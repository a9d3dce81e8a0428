"""`share-of-whole`: an amount split by shares, each part's share of a whole (round 15).

An answer that splits a bill by use writes the whole, the total of the measure, then each part's
measure and its amount: `The bill is $105.39 ... By data used (50.0 GB in all): L6701 22.1 GB:
$46.58` (105.39 x 22.1 / 50); or the share itself: `Son: 30/80 = 37.5% -> USD 52.67` (the
previous answer's 140.45 x 37.5%). No rule wrote the share's product: the whole and the total are
on other lines than the value.

The value is W x p / T, rounded half up to its places, where
- p, the part, is one of the last `MAX_PARTS` numbers written before the value on its line
  (resolved or no candidate; a percent `37.5%` is p / 100), of another measure than money (no
  amount: `3,128.77 x 39,000 / 78,000` is no share of anything);
- T, the measure's total, is one of the last `MAX_TOTALS` numbers written before the value in the
  answer that are larger than p, no amount, and not computed in this answer; or (round 18), for a
  whole count of days p, the days of a month the value's line names (`| June 1–17 | 17 | $838.67
  |`: the previous answer's 1480 x 17 / 30, a proration);
- W, the whole, is one of the last `MAX_WHOLES` resolved amounts written before the value in the
  answer (not computed in it: a share of a share drifts by a cent) or one of the `2 x MAX_WHOLES`
  largest amounts of the previous answer, larger than the value and not T; the largest whole that
  gives the value is reported.

(Round 18) A share of the parts a list gives, first: W x p / T where p is one of the parts and T
their sum, the parts a record's column carries (a refund split `in proportion to what each method
paid`: `payment_history`'s amounts, one method's payments summed a part too), an object of numbers
(`"rooms_sqft": {"A": 180, ...}`) or a sum the answer writes out (`180 + 140 + 120 = 440 sq ft`),
read by `share_parts.py`; the list pointed at by T written before the value, by one of its parts on
the value's line where the paragraph says the split is in proportion, or by a part's share written
as a percent in the paragraph (`the original split was 31.3% gift card`); W one of the last
`MAX_LISTED_WHOLES` resolved numbers of the value's kind before it (a value another rule computed
here too: `2 x ($359 + $298) = $1,314.00`) or the previous answer's largest amounts (`_listed_share`).

Every triple costs the same, so the chance test is plain: the value is refused when any triple
reaches one of its one-digit neighbours (a mutant of a value this rule excuses is refused: the true
value is its neighbour), when it is one digit off a carried number, or a slip of the local step.
Values of fewer than `MIN_DIGITS` significant digits are left alone.

Its price: an invention equal to a recent amount times a part over a total written before it,
with none of its one-digit neighbours so reached.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Final

from .decimal_text import percent_at, printed
from .expressions import rounded_reach
from .computed.reading import AnswerReading, sentence_end, written_operand, neighbours
from .computed.values import Derivation, Operand, Occurrence, EarlierValue, decimal_places
from .computed.wide import late_target, late_try_refused
from .keyed_operands import sentence_floor
from .prorations import months_named
from .share_parts import CarriedParts, Parts, shown as shown_parts, written_parts

__all__ = ["explain_share"]

# (round 17) a split its sentence says is in proportion: `a proportional split`, `pro rata`, `in proportion to`
_PROPORTION: Final = re.compile(r"(?<![A-Za-z])(?:proportion(?:al|ally|ate|ately)?|pro[ -]rata)(?![A-Za-z])", re.IGNORECASE)

MAX_PARTS: Final = 2  # numbers before the value on its line that may be the part
MAX_TOTALS: Final = 6  # numbers before the value, larger than the part, not computed here, that may be the total
MAX_WHOLES: Final = 3  # resolved amounts of this answer (and as many of the previous one) that may be the whole
MAX_BEFORE: Final = 32  # occurrences before the value read
MAX_PAID: Final = 4  # (round 17) amounts before the value that may be the parts of a proportional split
MIN_DIGITS: Final = 4  # (3 digits: `20 x 25 / 365 = 1.37` reached the mutant of a tax of 1.36 by chance)


def explain_share(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                  previous: list[EarlierValue], carried: CarriedParts | None = None) -> Derivation | None:
    """The value as a whole's share (the module's docstring), or None. A late try."""
    listed, refused = _listed_share(reading, i, known, computed_here, previous, carried)
    if refused:  # (round 18) a list of parts pointed at refuses the value by its chance test
        return None
    if listed is not None:  # (round 18) a list of parts pointed at: its share
        return listed
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    occurrences = reading.occurrences
    target = occ.number
    text = reading.text
    line = text.rfind("\n", 0, occ.start) + 1
    before = [o for o in occurrences[max(0, i - MAX_BEFORE) : i]
              if o.number > 0 and o.number != target and (o.value in known or o.value not in reading.pending)]
    parts: list[tuple[Decimal, Decimal | None, Operand]] = []  # (part, its own total or None, operand)
    for o in reversed(before):
        if o.start < line or len(parts) >= MAX_PARTS:
            break
        if o.amount:
            continue  # a part is of another measure than the whole (`22.1 GB`, `37.5%`), not money
        percent = percent_at(text, o.end - 1) or percent_at(text, o.end)  # (its token may hold the `%`)
        parts.append((o.number, Decimal(100) if percent else None, written_operand(o)))
    # (round 17) a split `in proportion` to amounts (a refund split as it was paid: `You paid $100.00
    # with your gift card and $176.50 with your credit card ... a proportional split would be $79.20`):
    # the parts are amounts written before it in the answer, the total their sum
    proportional = _PROPORTION.search(text, sentence_floor(text, occ.start), sentence_end(text, occ.end)) is not None
    paired: list[tuple[Decimal, Decimal, Operand, Operand]] = []  # (part, total, part's operand, other part's)
    if proportional:
        paid = [o for o in before if o.amount and o.value in known and o.value not in {c.value for c in computed_here}]
        paid = paid[-MAX_PAID:]
        for a in range(len(paid)):
            for b in range(len(paid)):
                if a != b and paid[a].number != paid[b].number:
                    paired.append((paid[a].number, paid[a].number + paid[b].number, written_operand(paid[a]), written_operand(paid[b])))
    if not parts and not paired:
        return None
    wholes: list[tuple[Decimal, Operand]] = []
    seen: set[Decimal] = set()
    shares = {c.value for c in computed_here}  # (not a share computed here: `46.58 x 14.6 / 22.1` drifts by a cent)
    for o in reversed(before):
        if o.amount and o.number > target and o.number not in seen and o.value in known and o.value not in shares \
                and len(wholes) < MAX_WHOLES:
            seen.add(o.number)
            wholes.append((o.number, written_operand(o)))
    # the previous answer's largest amounts (its whole is its largest, written first or last)
    largest = sorted((p for p in previous if p.amount and p.number > target), key=lambda p: -p.number)
    for p in largest:
        if len(wholes) >= 2 * MAX_WHOLES:
            break
        if p.number not in seen:
            seen.add(p.number)
            wholes.append((p.number, Operand(p.value, "earlier answer", "the previous answer")))
    if not wholes:
        return None
    if late_try_refused(reading, i, known, computed_here):
        return None
    line_end = text.find("\n", occ.end)
    months = months_named(text[line : line_end if line_end >= 0 else len(text)])[:2]
    places = decimal_places(occ.digits)
    near = set(neighbours(target, places))
    hit: tuple[str, tuple[Operand, ...], Decimal] | None = None
    for part, own_total, part_operand in parts:
        totals: list[tuple[Decimal, Operand | None]] = []
        if own_total is not None:
            totals.append((own_total, None))
        else:
            # (round 18) a count of days over the days of the month its line names: a month's
            # share, a proration (`| June 1–17 | 17 | $838.67 |`: 1480 x 17 / 30)
            if part == part.to_integral_value() and part < 31:
                for days, month in months:
                    if part < days and all(t != days for t, _ in totals):
                        totals.append((Decimal(days), Operand(str(days), "calendar", f"the days of {month}")))
            for o in reversed(before):
                if len(totals) >= MAX_TOTALS:
                    break
                if o.number > part and o.value not in shares and not o.amount:
                    if all(t != o.number for t, _ in totals):
                        totals.append((o.number, written_operand(o)))
        for total, total_operand in totals:
            for whole, whole_operand in wholes:
                if whole == total:
                    continue
                reaches = rounded_reach(whole * part / total, places, target, near)
                if reaches is None:
                    return None  # the chance test: a neighbour is reached as cheaply
                if reaches and (hit is None or whole > hit[2]):  # (the largest whole reads best)
                    if total_operand is None:
                        hit = (f"{printed(whole)} x {printed(part)}% = {occ.value}", (whole_operand, part_operand), whole)
                    else:
                        hit = (f"{printed(whole)} x {printed(part)} / {printed(total)} = {occ.value}",
                               (whole_operand, part_operand, total_operand), whole)
    for part, total, part_operand, other_operand in paired:
        for whole, whole_operand in wholes:
            if whole == total or whole in (part, total - part):
                continue
            reaches = rounded_reach(whole * part / total, places, target, near)
            if reaches is None:
                return None  # the chance test: a neighbour is reached as cheaply
            if reaches and (hit is None or whole > hit[2]):
                hit = (f"{printed(whole)} x {printed(part)} / ({printed(part)} + {printed(total - part)}) = {occ.value}",
                       (whole_operand, part_operand, other_operand), whole)
    if hit is None:
        return None
    return Derivation("share-of-whole", hit[0], hit[1])


MAX_LISTS_TRIED: Final = 4  # (round 18) lists of parts a value's share may be of, the latest pointed at first
MAX_LISTED_WHOLES: Final = 4  # (round 18) resolved numbers before the value that may be a listed share's whole
_PARAGRAPH: Final = re.compile(r"\n[ \t]*\n")


def _shares_written(parts: Parts, percents: list[Occurrence]) -> bool:
    """Whether a percent written before the value in its paragraph is one of the list's parts over
    its total, at the places written (`the original split was 31.3% gift card`: 50 of 159.75)."""
    for o in percents:
        quantum = Decimal(1).scaleb(-decimal_places(o.digits))
        if any((100 * p / parts.total).quantize(quantum, rounding=ROUND_HALF_UP) == o.number for p, _ in parts.parts):
            return True
    return False


def _listed_share(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                  previous: list[EarlierValue], carried: CarriedParts | None) -> tuple[Derivation | None, bool]:
    """(round 18) The value as W x p / T where p is one of a list's parts and T their sum: the list
    a record carries (`payment_history`'s amounts, one method's payments summed) or a sum the answer
    writes out (`180 + 140 + 120 = 440`), pointed at by its total written before the value (`of
    $1,378.00`, `= 440 sq ft`) or, where the value's paragraph says the split is in proportion, by
    one of its parts written on the value's line (`Visa (527,00 + 646,00 = 1.173,00 $ paid): 1.146,62
    $`), or by a percent written in the paragraph that is one part's share (`the original split was
    31.3% gift card and 68.7% PayPal, which on $73.50 would have been $23.00`); W one of the last
    `MAX_LISTED_WHOLES` resolved numbers of the value's kind written before it, larger than it,
    neither T nor a part, nor a share this rule found; or, for an amount, one of the previous
    answer's largest amounts. Returns (the derivation or None, refused): (None, False) when no list
    is pointed at or no triple reaches the value (the other readings run), (None, True) when the
    value is refused (a triple reaches a one-digit neighbour of it, or the late tries' refusal)."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None, False
    occurrences = reading.occurrences
    target = occ.number
    text = reading.text
    line = text.rfind("\n", 0, occ.start) + 1
    floor = max((m.end() for m in _PARAGRAPH.finditer(text, 0, occ.start)), default=0)
    proportional = _PROPORTION.search(text, floor, sentence_end(text, occ.end)) is not None
    written = {o.number: o for o in occurrences[:i] if o.number > 0 and o.number != target}
    on_line = {o.number for o in occurrences[:i] if o.start >= line}
    percents = [o for o in occurrences[:i] if o.start >= floor and (percent_at(text, o.end - 1) or percent_at(text, o.end))]
    relations = sorted(reading.relations.values(), key=lambda r: r.span[0])
    lists = written_parts(relations, occ.start)[::-1] + (carried.lists(occ.digits) if carried is not None else [])
    pointed: list[tuple[Parts, Operand]] = []  # (the list, its total's operand)
    for parts in lists:
        if len(pointed) >= MAX_LISTS_TRIED:
            break
        if any(parts.total == p.total for p, _ in pointed):
            continue
        total = written.get(parts.total)
        if total is not None:
            pointed.append((parts, written_operand(total)))
        elif (proportional and any(p in on_line for p, _ in parts.parts)) or _shares_written(parts, percents):
            pointed.append((parts, Operand(printed(parts.total), "result", f"{parts.where}: {shown_parts(parts)}")))
    if not pointed:
        return None, False
    if late_try_refused(reading, i, known, computed_here):
        return None, True
    derived = reading.derived  # (the values this answer's rules found so far)
    wholes: list[tuple[Decimal, Operand]] = []
    for o in reversed(occurrences[max(0, i - MAX_BEFORE) : i]):
        if len(wholes) >= MAX_LISTED_WHOLES:
            break
        rule = derived.get(o.value)
        if o.number > target and o.amount == occ.amount and (o.value in known or o.value not in reading.pending) \
                and (rule is None or rule.rule != "share-of-whole") and all(o.number != w for w, _ in wholes):
            wholes.append((o.number, written_operand(o)))
    if occ.amount:
        for p in sorted((p for p in previous if p.amount and p.number > target), key=lambda p: -p.number)[:MAX_WHOLES]:
            if all(p.number != w for w, _ in wholes):
                wholes.append((p.number, Operand(p.value, "earlier answer", "the previous answer")))
    places = decimal_places(occ.digits)
    near = set(neighbours(target, places))
    hit: tuple[str, tuple[Operand, ...]] | None = None
    for parts, total_operand in pointed:
        numbers = {p for p, _ in parts.parts}
        for part, where in parts.parts:
            part_operand = Operand(printed(part), "answer" if where.startswith("answer") else "result", where)
            for whole, whole_operand in wholes:
                if whole == parts.total or whole in numbers:
                    continue
                reaches = rounded_reach(whole * part / parts.total, places, target, near)
                if reaches is None:
                    return None, True  # the chance test: a neighbour is reached as cheaply
                if reaches and hit is None:
                    hit = (f"{printed(whole)} x {printed(part)} / {printed(parts.total)} = {occ.value}",
                           (whole_operand, part_operand, total_operand))
    if hit is None:
        return None, False
    return Derivation("share-of-whole", hit[0], hit[1]), False
