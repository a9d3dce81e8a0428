"""`rated-subtotal`: a stated rate applied to a subtotal of the answer's own lines (round 27).

People work a bill, a quote or a payout in steps: each line an amount (itself often computed, `2 x
7.5 h x SEK 590 = SEK 8,850`), then a rate the rules state once (a VAT, a surcharge, a deposit, a
share) applied to the sum of some of those lines, a sum they often never write:

    Movers: 2 x 7.5 h x SEK 590 = SEK 8,850
    Truck (20 m3): 7.5 h x SEK 450 = SEK 3,375
    Stairs: ... = SEK 720
    Total SEK 12,945 + 25% VAT SEK 3,236.25 = SEK 16,181.25       8,850 + 3,375 + 720

    movers 2 x 4.5 x SEK 590 = SEK 5,310, truck SEK 2,025, SEK 9,168.75 incl. VAT   (5,310 + 2,025) x 1.25

The value (MIN_DIGITS significant digits or more) is searched as `(a run of the items) x f`:

- the items: the amounts written before it, nearest first: on each line above (at most MAX_LINES
  lines holding a number, within MAX_BACK characters), the line's last number; on its own line,
  each number before it. An item is resolved (carried, said, or computed: a chain goes on from
  what the answer computed) and, when the value wears a currency mark, wears the same one (`SEK`,
  `£`): people add amounts of one unit; a line whose last number is another unit's (`18.3 km`), a
  percent or unresolved is passed over (an unresolved subtotal written among them, `£356.50 ex VAT`,
  stays flagged on its own; the value is judged against the resolved amounts alone);
- a run: 1 to MAX_RUN consecutive items, summed;
- f: each rate the run states (the system prompt, a person, a result, an earlier answer, this
  answer before the value; `rate_steps.StatedRates`), named on the value's line (its percent, or a
  word of its label: `VAT` for `excluding VAT 25%`; a percent the line writes rules alone), as r, 1 + r or 1 - r (a factor written as one
  as itself), the rate once; and 1 (the plain subtotal) for a run of two or more items where the
  value's clause says it totals (`total`, `subtotal`, `sum`, `in all`, `altogether`), which
  `ledger-total` misses when the value's line writes other numbers or a line of another unit sits
  among the items.

Rounded half up to the value's places. Refused (the chance test) when the same search reaches a
one-digit neighbour of the value, when the value is one digit off a carried number or a slip of
the local step (`late_try_refused`). Its price: an invention equal to a stated rate of a run of the
amounts written above it, with no neighbour so reached. Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from decimal import Decimal
from collections.abc import Container, Iterator
from typing import Final

from .computed.reading import AnswerReading, number_occurrences, written_operand
from .computed.values import Derivation, Occurrence, Operand
from .computed.wide import first_reached, late_search_bounds, late_target
from .decimal_text import percent_at, percent_written, printed, rounds_half_up_to
from .keyed_operands import line_stems
from .layout import line_bounds
from .total_words import says_total
from .rate_steps import StatedRates, _Rate, currency_of
from .tax_names import names_part, names_rate

__all__ = ["explain_rated_part", "explain_rated_subtotal"]

MIN_DIGITS: Final = 4  # significant digits the value needs (a wide search: a short value is reached by chance)
MAX_LINES: Final = 8  # lines above the value whose last number may be an item
MAX_BACK: Final = 1200  # characters above the value's line read for items
MAX_ITEMS: Final = 10  # items kept, nearest first
MAX_RUN: Final = 6  # items one run sums
MAX_RATES: Final = 8  # distinct stated rates tried (the latest)

# A word saying the value totals what came before, in its clause before it: `Total SEK 12,945`,
# `subtotal`, `sum`, `in all`, `altogether` (ASCII words, bounded by the clause: no backtracking).
_TOTAL: Final = re.compile(r"\b(?:sub-?)?totals?\b|\bsum\b|\bin all\b|\baltogether\b", re.IGNORECASE | re.ASCII)
# An equation's result: `= SEK 16,181.25`, `= **£12.50`, `→ 15.5` (its own step is written: the
# `written` rule judges it, and a search that excuses it where its written step fails excuses a slip).
# (integrator, round 27) a percent right before the value with `of` between (`0.53% of 59,418`): the
# value is the whole the share is of, not a subtotal the rate was applied to (a mutant `59,419` was
# reached as the three rows above x 1.0053).
_SHARE_OF: Final = re.compile(r"[0-9][ \t]*%[ \t]+of[ \t]+(?:the[ \t]+)?[^0-9\s]{0,4}\Z", re.ASCII | re.IGNORECASE)
_RESULT: Final = re.compile(r"(?:=|\u2192|->)[ \t\u00a0]*\**[ \t\u00a0]*(?:[A-Z]{3}[ \t\u00a0]?|[$\u20ac\u00a3\u00a5][ \t\u00a0]?)?\**\Z", re.ASCII)
# Where a clause starts: a sentence's end, a colon or semicolon, a table cell's bar.
_CLAUSE: Final = re.compile(r"[.;:!?|](?=\s)|\|")



def _items(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
           mark: str) -> list[Occurrence]:
    """The resolved amounts written before the value, nearest first (the module's docstring)."""
    text = reading.text
    occurrences = reading.occurrences
    occ = occurrences[i]
    line_start, _ = line_bounds(text, occ.start, occ.end)

    def usable(o: Occurrence) -> bool:
        """An item: resolved, no percent, of the value's currency when it has one."""
        if percent_at(text, o.end) or (mark and currency_of(text, o) != mark):
            return False
        return o.value in known or o in computed_here

    items: list[Occurrence] = []
    k = i - 1
    while k >= 0 and occurrences[k].start >= line_start:  # its own line: each number before it
        o = occurrences[k]
        k -= 1
        if usable(o):
            items.append(o)
    floor = max(0, line_start - MAX_BACK)
    lines = 0
    while k >= 0 and occurrences[k].start >= floor and lines < MAX_LINES and len(items) < MAX_ITEMS:
        start = text.rfind("\n", 0, occurrences[k].start) + 1
        last = occurrences[k]
        while k >= 0 and occurrences[k].start >= start:
            k -= 1  # (the line's other numbers: its operands)
        lines += 1
        if usable(last):
            items.append(last)
    return items[:MAX_ITEMS]


def _factors(stated: StatedRates, reading: AnswerReading, occ: Occurrence) -> list[tuple[Decimal, str, Operand]]:
    """Each stated rate's factors: r, 1 + r, 1 - r (a written factor as itself), with its operand."""
    rates = [r for r in stated.rates() if not r.exchange]
    rates += [r for at, r in stated.answer_rates(reading.text) if at < occ.start and not r.exchange]
    seen: set[tuple[Decimal, bool]] = set()
    kept: list[_Rate] = []
    # (the rate must be named: the value's line writes its percent, or a word of its label, `VAT`
    # for `VAT 25%`, as `ledger-percent` and `rate-step` ask; a percent the line writes rules alone)
    # (incense41) named before the latest of a number is kept: `grade 2 40%` of the rules is not
    # dropped for the same 40% stated later of a deposit, whose label the line does not name
    line_start, line_end = line_bounds(reading.text, occ.start, occ.end)
    written = {r.number for at, r in stated.answer_rates(reading.text) if line_start <= at < line_end and not r.factor}
    if written:
        rates = [r for r in rates if r.number in written]
    elif rates:
        words = line_stems(reading.text, line_start, line_end)
        rates = [r for r in rates if names_rate(r.label, words)]
    for rate in reversed(rates):  # the latest first
        key = (rate.number, rate.factor)
        if key in seen:
            continue
        seen.add(key)
        kept.append(rate)
        if len(kept) >= MAX_RATES:
            break
    out: list[tuple[Decimal, str, Operand]] = []
    for rate in kept:
        operand = Operand(rate.shown, rate.source, f"{rate.where} states {rate.shown!r}")
        if rate.factor:
            out.append((rate.number, rate.shown, operand))
            continue
        one = Decimal(1)
        for factor in (rate.number, one + rate.number, one - rate.number):
            if factor > one and names_part(rate.label):
                continue  # (recall42, review41 D5) a discount, a deposit, a level is never put on top
            out.append((factor, printed(factor), operand))
    return out


def explain_rated_subtotal(stated: StatedRates, reading: AnswerReading, i: int, known: set[str],
                           computed_here: list[Occurrence]) -> Derivation | None:
    """The value as a stated rate of a run of the amounts written above it (the module's
    docstring), or None."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    text = reading.text
    if _RESULT.search(text[max(0, occ.at - 12) : occ.at]):
        return None
    if _SHARE_OF.search(text[max(0, occ.at - 24) : occ.at]):
        return None
    mark = currency_of(text, occ)
    items = _items(reading, i, known, computed_here, mark)
    if not items:
        return None
    factors = _factors(stated, reading, occ)
    line_start, _ = line_bounds(text, occ.start, occ.end)
    head = text[line_start : occ.start]
    clause = _CLAUSE.split(head)[-1] if head else ""
    totals = _TOTAL.search(clause) is not None or says_total(clause)  # (paper41) `કુલ`, `ukupno`, `итого`
    if not factors and not totals:
        return None
    bounds = late_search_bounds(reading, i, known, computed_here)
    if bounds is None:
        return None
    quantum, near = bounds
    # (the chance test: the same search reaches a one-digit neighbour)
    told = first_reached(_runs_rated(items, factors, totals), occ.number, quantum, near)
    if told is None:
        return None
    s, n, shown, operand = told
    run = list(reversed(items[s : n + 1]))
    summed = " + ".join(o.value for o in run)
    if len(run) > 1:
        summed = f"({summed})"
    expression = f"{summed} x {shown} = {occ.value}" if operand is not None else f"{summed} = {occ.value}"
    operands = tuple(written_operand(o) for o in run)
    return Derivation("rated-subtotal", expression, operands + ((operand,) if operand is not None else ()))


def _runs_rated(items: list[Occurrence], factors: list[tuple[Decimal, str, Operand]],
                totals: bool) -> Iterator[tuple[Decimal, tuple[int, int, str, Operand | None]]]:
    """`explain_rated_subtotal`'s search (`first_reached`): each run of `items` (at most `MAX_RUN`)
    times each factor, or alone (a run of two or more) where the clause says a total; the run's
    first and last index, the factor as written and its operand (None: no factor)."""
    for s in range(len(items)):
        total = Decimal(0)
        for n in range(s, min(len(items), s + MAX_RUN)):
            total += items[n].number
            tries: list[tuple[Decimal, str, Operand | None]] = [(f, shown, o) for f, shown, o in factors]
            if totals and n > s:
                tries.append((Decimal(1), "", None))
            for factor, shown, operand in tries:
                yield total * factor, (s, n, shown, operand)


# (round 30, rates30) `rated-subtotal` of the parts of a whole the previous answer rated: people list
# items, total them and apply a stated rate to the total (`Subtotal RSD 3,969.00, loyalty card 5% off
# → RSD 3,770.55`); asked next about a part (`How much VAT is in that?`, by VAT class), they apply
# the same rate to the part's sum (`- Medicines (10%): RSD 1,362.30` = (289 + 1,145) x 0.95). The
# rate is not named where the value is written: it is the one the previous answer applied to the
# whole of these very items, so no `rated-subtotal` or `two-step` naming reaches it.
MAX_PART_ITEMS: Final = 8  # listed lines above the rated line read as items
MAX_PREVIOUS_CHARS: Final = 4000  # characters of the previous answer read


def _rated_whole(previous: str, unsettled: Container[str], rates: set[Decimal]) -> tuple[list[Occurrence], list[Decimal], str] | None:
    """The items and factors of the whole the previous answer rated: a line writing a percent the
    run states (r), the subtotal of the items (each listed line's last number right above it, none
    the previous answer left unsupported, at least 2) and that subtotal x f for f in 1 - r, 1 + r, r; the items, the factors that
    reach a number the line writes, and the rate as written. None when the answer has no such line.
    One pass over the answer's numbers, grouped by line (linear in the answer)."""
    text = previous[:MAX_PREVIOUS_CHARS]
    if "%" not in text:
        return None
    lines: list[tuple[int, int, list[Occurrence]]] = []  # (start, end, its numbers) of each line, in order
    numbers = number_occurrences(text)
    k = 0
    line_start = 0
    while line_start <= len(text):
        line_end = text.find("\n", line_start)
        if line_end < 0:
            line_end = len(text)
        on_line: list[Occurrence] = []
        while k < len(numbers) and numbers[k].start < line_end:
            if numbers[k].start >= line_start:
                on_line.append(numbers[k])
            k += 1
        lines.append((line_start, line_end, on_line))
        line_start = line_end + 1
    for n, (line_start, line_end, on_line) in enumerate(lines):
        percents = [o for o in on_line if percent_written(text, o.start, o.end, spaced=True)]
        if not percents:
            continue
        written = {o.number for o in on_line if not percent_written(text, o.start, o.end, spaced=True)}
        items: list[Occurrence] = []
        gap = False  # (one blank line between the list and its rated line: `- Hand cream: 645.00` / `` / `Subtotal ...`)
        for above in range(n - 1, max(-1, n - 2 - MAX_PART_ITEMS), -1):
            start, end, numbered = lines[above]
            if not text[start:end].strip():
                if items or gap:
                    break
                gap = True
                continue
            plain = [o for o in numbered if not percent_written(text, o.start, o.end, spaced=True)]
            if not plain or plain[-1].value in unsettled:
                break
            items.append(plain[-1])
            if len(items) >= MAX_PART_ITEMS:
                break
        items.reverse()
        whole = sum((o.number for o in items), Decimal(0))
        if len(items) < 2 or whole not in written:
            continue
        for p in percents:
            r = (p.number / 100).normalize()
            if r not in rates:
                continue
            factors = [f for f in (Decimal(1) - r, Decimal(1) + r, r) if f > 0 and any(
                rounds_half_up_to(whole * f, w) for w in written if w != whole)]
            if factors:
                return items, factors, f"{printed(p.number)}%"
    return None


def explain_rated_part(stated: StatedRates, reading: AnswerReading, i: int, known: set[str],
                       computed_here: list[Occurrence], previous_text: str, unsettled: Container[str]) -> Derivation | None:
    """(round 30) The value as a run of the items the previous answer listed and rated as a whole (not
    all of them), times the factor it applied to the whole (`_rated_whole`), rounded half up; refused
    when any run of them times any such factor reaches a one-digit neighbour, when the value is one
    digit off a carried number or a slip of the local step. A late try after `rated-subtotal`."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None or not previous_text or "%" not in previous_text:
        return None
    text = reading.text
    if _RESULT.search(text[max(0, occ.start - 12) : occ.start]):
        return None
    whole = _rated_whole(previous_text, unsettled, {r.number for r in stated.rates() if not r.factor})
    if whole is None:
        return None
    items, factors, shown = whole
    bounds = late_search_bounds(reading, i, known, computed_here)
    if bounds is None:
        return None
    quantum, near = bounds
    told = first_reached(_parts_rated(items, factors), occ.number, quantum, near)  # (the chance test)
    if told is None:
        return None
    first, last, f = told
    run = " + ".join(o.value for o in items[first : last + 1])
    return Derivation("rated-subtotal", f"({run}) x {printed(f)} = {occ.value}",
                      tuple(Operand(o.value, "earlier answer", "the previous answer listed it") for o in items[first : last + 1])
                      + (Operand(shown, "earlier answer", "the previous answer applied it to the whole"),))


def _parts_rated(items: list[Occurrence], factors: list[Decimal]) -> Iterator[tuple[Decimal, tuple[int, int, Decimal]]]:
    """`explain_rated_part`'s search (`first_reached`): each run of the whole's items but the whole
    itself (the previous answer's own step) times each factor; the run's first and last index and
    the factor."""
    for first in range(len(items)):
        total = Decimal(0)
        for last in range(first, len(items)):
            total += items[last].number
            if first == 0 and last == len(items) - 1:
                continue
            for f in factors:
                yield total * f, (first, last, f)
