"""`count-divided`: a whole over the count its sentence states: a mean, a half, N equal payments (round 16).

People divide by a count they write: `Your 6 months: ... = 65.6 GB, avg 10.93` (65.6 / 6), `the
other three average 116.67` (the previous answer's 350.00 / 3), `3 payments of $27.46` (82.38 / 3),
`half the balance is $250.01` (the previous answer's 500.02 / 2), `last 3 months avg 11.77` (the
mean of the last three numbers the previous answer listed). The whole is often on another line or
in the previous answer, where the narrow `average` and `half` rules and `in-order` do not look.

The value V (at least `MIN_DIGITS` significant digits) is T / N rounded half up to its places, where
- N, the divisor, is what the words before V in its sentence state: `half`/`halve` (2), `a third`
  (3), `a quarter` (4); where the sentence says it averages (`average`, `avg`, `mean`, or `on
  average`/`each` right after V), or where V follows `N <noun> of` (`3 payments of`), a count
  (2-31, digits or a word) written in V's sentence before it and followed by a word (`6 months`,
  `the other three`; never the day of a date);
- T, the whole, is one of the last `MAX_WHOLES` resolved numbers written before V in the answer, or a
  number the previous answer (or the one before it) wrote, their last `MAX_PREVIOUS` each (not one
  the previous answer left unsettled), larger than V and of V's kind (an amount for an amount); or,
  for a mean, the sum of N numbers written one after the other (in the answer before V, or in the
  previous answer), each of V's kind.

Every candidate costs the same, so the chance test is plain: V is refused when any candidate
reaches one of its one-digit neighbours (a mutant of a value this rule excuses is refused: the true
value is its neighbour), when V is one digit off a carried number, or a slip of the local step.
Bounded: at most 5 divisors x (MAX_WHOLES + 2 x MAX_PREVIOUS wholes + the runs of N of
MAX_BEFORE + MAX_PREVIOUS numbers) candidates.
Its price: an invention equal to such a whole over the stated count with none of its neighbours so
reached.
"""

from __future__ import annotations

import re
from decimal import Decimal
from collections.abc import Callable, Container
from typing import Final

from .computed.reading import AnswerReading, number_occurrences, sentence_end, written_operand, neighbours
from .decimal_text import printed
from .expressions import rounded_reach
from .computed.values import Derivation, Operand, Occurrence, EarlierValue, decimal_places
from .computed.wide import late_target, late_try_refused
from .keyed_operands import sentence_floor
from .number_words import alternatives, cardinals
from .pack_counts import count_key
from .word_keys import word_key

__all__ = ["explain_count_division"]

MIN_DIGITS: Final = 3  # significant digits V needs
MAX_WHOLES: Final = 4  # resolved numbers written before V in the answer that may be the whole
MAX_PREVIOUS: Final = 24  # numbers of the previous answer that may be the whole (its last ones)
MAX_BEFORE: Final = 32  # occurrences before V read
MAX_DIVISORS: Final = 2  # counts of V's sentence tried (the nearest)
MAX_COUNT: Final = 31

_WORDS: Final = cardinals(2, 12)
_FRACTIONS: Final = (
    (re.compile(r"(?<![A-Za-z])(?:half|halve[sd]?|halving)(?![A-Za-z])", re.IGNORECASE), 2, "half"),
    (re.compile(r"(?<![A-Za-z])(?:a|one) third(?![A-Za-z])", re.IGNORECASE), 3, "a third"),
    (re.compile(r"(?<![A-Za-z])(?:a|one) quarter(?![A-Za-z])", re.IGNORECASE), 4, "a quarter"),
)
_AVERAGE: Final = re.compile(r"(?<![A-Za-z])(?:average[sd]?|averaging|avg|mean)(?![A-Za-z])", re.IGNORECASE)
_AVERAGE_AFTER: Final = re.compile(r"[ \t*]*(?:[A-Za-z/]{1,6}[ \t*]+)?(?:on average|each|apiece)(?![A-Za-z])", re.IGNORECASE)
# A count followed by a word: `6 months`, `the other three average`, `3 payments`.
_COUNT: Final = re.compile(
    r"(?<![\w.,$\u20ac\u00a3/:-])(\d{1,2}|" + alternatives(_WORDS) + ")"
    r"(?![\w.,%/:-])(?=[ \t]+[A-Za-z])", re.IGNORECASE)
# `N <noun> of` right before the value: `3 payments of $27.46`, `4 equal installments of`.
_COUNT_OF: Final = re.compile(
    r"(?<![\w.,$\u20ac\u00a3/:-])(\d{1,2}|" + alternatives(_WORDS) + r")[ \t]+"
    r"(?:[A-Za-z-]+[ \t]+){0,1}[A-Za-z-]+[ \t]+of[ \t]*[*$\u20ac\u00a3 \t]*(?:USD|EUR|GBP)?[ \t]*$", re.IGNORECASE)
# (round 17) a value per unit: `per battery`, `$7.51 a day`, `$3.93/GB` after it, or `Per day` before it in its sentence
_PER_AFTER: Final = re.compile(r"[ \t*]*(?:per[ \t]+|/[ \t]*|an?[ \t]+)([A-Za-z]{1,12})(?![A-Za-z])", re.IGNORECASE)
# (round 22) `a`, `an` or `each` and a thing right before the value: `and a portion £3.64`
_A_THING_BEFORE: Final = re.compile(r"(?<![A-Za-z])(?:an?|each)[ \t]+([A-Za-z]{1,12})[ \t:*]*(?:[£$€]|[A-Z]{3}[ \t]?)?$")
# (round 30) a unit glued after the value's number by a slash, at its token's end: `60.33/m`, `/m3`
_GLUED_UNIT: Final = re.compile(r"[0-9]/([A-Za-z]{1,12})[23]?\Z", re.ASCII)
_PER_BEFORE: Final = re.compile(r"(?<![A-Za-z])per[ \t]+([A-Za-z]{1,12})(?![A-Za-z])", re.IGNORECASE)
# (round 17) a quantity of a unit, digits then the unit's word: `9 days`, `**14 GB**`, `20.0 GB`
# (round 18) in thousands too: `With 1,240 sq ft`
# (hostile40) its blank runs possessive: a number, n blanks and no word (`Rate 1`, n blanks, `! per
# day`, read whole as the text before a value per day) split the run every way between the two, the
# square (16,000 blanks: 1.8 s of `check`); a letter or `**` ends each run, the same matches.
_UNIT_COUNT: Final = re.compile(
    r"(?<![\w.,$\u20ac\u00a3\u00a5/:-])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,5}(?:\.[0-9]{1,3})?)[ \t]*+(?:\*\*)?[ \t]*+"
    r"([A-Za-z]{1,12})(?![A-Za-z])")
# (round 17) a pack's count glued to its word: `12-pack`, `24 count`, `6-piece`
_PACK: Final = re.compile(r"(?<![\w.,])([0-9]{1,4})[ -](?:pack|pk|count|ct|piece|pc)s?(?![A-Za-z])[^0-9]{0,12}$", re.IGNORECASE)
# (round 17) a size of two sides right before the value, for a value per square unit: `Per sq ft: 4x6 $5.38`
_SIZE: Final = re.compile(r"(?<![\w.,])([0-9]{1,3})[ \t]*[x\u00d7][ \t]*([0-9]{1,3})(?![\w.,])[^0-9]{0,12}$")
_AREA_UNITS: Final = frozenset({"sq", "square", "sqft", "ft2", "m2"})
MAX_UNIT_COUNTS: Final = 2  # (round 17) quantities of the value's unit in its sentence tried, the nearest
MAX_UNIT_COUNT: Final = Decimal(100_000)
MAX_AFTER: Final = 2  # (round 17) resolved numbers written after the value in its sentence that may be the whole
_NOT_UNITS: Final = frozenset({"of", "the", "and", "or", "to", "in", "on", "at", "for", "is", "are", "more", "less", "x"})
_MONTH_BEFORE: Final = re.compile(
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?[ \t]+$", re.IGNORECASE)


def _unit(word: str) -> str:
    """`days` -> `day`, `GB` -> `gb`, `batteries` -> `battery`."""
    word = word.lower()
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if len(word) > 2 and word.endswith("s") else word


def per_unit(text: str, floor: int, start: int, end: int) -> str:
    """The unit a value is per (`per battery`, `a day`, `/GB` right after it, `Per day` before it in
    its sentence), lower case and singular, or ""."""
    m = _PER_AFTER.match(text, end)
    if m is not None and m.group(1).lower() not in _NOT_UNITS:
        return _unit(m.group(1))
    # (round 30) the unit glued to the value's own token: `KES 60.33/m³`, `60.33/m3` (the token ends
    # after the unit's letters or its power, so nothing is left after it to read)
    glued = _GLUED_UNIT.search(text, start, end)
    if glued is not None and glued.group(1).lower() not in _NOT_UNITS:
        return _unit(glued.group(1))
    found = [m for m in _PER_BEFORE.finditer(text, floor, start)]
    if found and found[-1].group(1).lower() not in _NOT_UNITS:
        return _unit(found[-1].group(1))
    m = _A_THING_BEFORE.search(text, floor, start)  # (round 22) `and a portion £3.64`
    if m is not None and m.group(1).lower() not in _NOT_UNITS:
        return _unit(m.group(1))
    return ""


def unit_counts(text: str, floor: int, ceiling: int, start: int, end: int, unit: str) -> list[tuple[Decimal, str, str | None]]:
    """The quantities of `unit` its sentence (text[floor:ceiling]) writes, not the value itself
    (`9 days`, `14 GB`), the nearest `MAX_UNIT_COUNTS`, and the pack count written right before the
    value (`12-pack $0.958`), or for a square unit the size (`4x6 $5.38`): (N, as written, the
    count's key in `pack_counts` when a record stating it may hold the whole)."""
    found: list[tuple[int, Decimal, str]] = []
    for m in _UNIT_COUNT.finditer(text, floor, ceiling):
        if start <= m.start(1) < end or _unit(m.group(2)) != unit:
            continue
        n = Decimal(m.group(1).replace(",", ""))
        if 1 < n <= MAX_UNIT_COUNT:
            found.append((abs(m.start(1) - start), n, m.group(0).strip(" \t*")))
    found.sort(key=lambda f: f[0])
    out: list[tuple[Decimal, str, str | None]] = [(n, said, None) for _, n, said in found[:MAX_UNIT_COUNTS]]
    pack = _PACK.search(text, max(floor, start - 32), start)
    if pack is not None and int(pack.group(1)) > 1:
        out.append((Decimal(pack.group(1)), pack.group(0).split()[0].strip(" \t*:$"), count_key(pack.group(1))))
    size = _SIZE.search(text, max(floor, start - 32), start) if unit in _AREA_UNITS else None
    if size is not None and int(size.group(1)) * int(size.group(2)) > 1:
        a, b = int(size.group(1)), int(size.group(2))
        out.append((Decimal(a * b), f"{a}x{b}", count_key(f"{a}x{b}")))
    return out


def stated_unit_counts(before: str, previous_text: str, unit: str) -> list[tuple[Decimal, str]]:
    """(round 18) The quantities of `unit` the run states where the value's sentence writes none:
    the answer before that sentence (`4 nights` ... `Per night: $68.83`), else the previous answer
    (`**Spain, Nov 20 – Dec 3** (14 days)` ... `Per day: about €10.83`); the latest
    `MAX_UNIT_COUNTS` of one text, (N, as written)."""
    for text, whose in ((before, "the answer"), (previous_text, "the previous answer")):
        found: list[tuple[Decimal, str]] = []
        for m in _UNIT_COUNT.finditer(text):
            n = Decimal(m.group(1).replace(",", ""))  # (`1,240 sq ft`: thousands written)
            if _unit(m.group(2)) == unit and 1 < n <= MAX_UNIT_COUNT:
                said = m.group(0).strip(" \t*")
                found.append((n, f"{said}, as {whose} stated"))
        if found:
            return found[-MAX_UNIT_COUNTS:]
    return []


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _WORDS[word_key(word)]


def divisors(text: str, floor: int, start: int, end: int) -> list[tuple[int, str, bool]]:
    """The divisors the words before the value (from `floor`, its sentence's start, to `start`)
    state: (N, the words, whether it is a mean's count), the nearest count last."""
    lead = text[floor:start]
    out: list[tuple[int, str, bool]] = []
    for pattern, n, said in _FRACTIONS:
        if pattern.search(lead):
            out.append((n, said, False))
    of = _COUNT_OF.search(lead)
    if of is not None and 2 <= _count(of.group(1)) <= MAX_COUNT:
        out.append((_count(of.group(1)), of.group(0).strip(" \t*$"), False))
    if _AVERAGE.search(lead) or _AVERAGE_AFTER.match(text, end):
        counts: list[tuple[int, str, bool]] = []
        for m in _COUNT.finditer(lead):
            n = _count(m.group(1))
            if 2 <= n <= MAX_COUNT and not _MONTH_BEFORE.search(lead, max(0, m.start() - 12), m.start()):
                counts.append((n, m.group(1), True))
        out.extend(counts[-MAX_DIVISORS:])
    return out


def _previous_numbers(text: str, unsettled: Container[str]) -> list[EarlierValue]:
    """The numbers the previous answer wrote and did not leave unsettled (small ones too: `8.2 GB`),
    in order, its last MAX_PREVIOUS."""
    return [EarlierValue(o.value, o.number, o.amount, o.per_unit) for o in number_occurrences(text, full=False)
            if o.value not in unsettled][-MAX_PREVIOUS:]


def explain_count_division(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                           previous_text: str, unsettled: Container[str], older_text: str,
                           counted: Callable[[str], list[tuple[Decimal, str]]] | None = None,
                           yields: Callable[[str], list[tuple[Decimal, str]]] | None = None) -> Derivation | None:
    """The value as a whole over the count its sentence states (the module's docstring), or None.
    A late try."""
    occ = late_target(reading, i, MIN_DIGITS)
    if occ is None:
        return None
    occurrences = reading.occurrences
    target = occ.number
    text = reading.text
    floor = sentence_floor(text, occ.start)
    found: list[tuple[Decimal, str, bool, str | None]] = [(Decimal(n), said, mean, None)
                                                    for n, said, mean in divisors(text, floor, occ.start, occ.end)]
    # (round 17) a value per unit over a quantity of that unit its sentence writes (`9 days`, `12-pack`)
    unit = per_unit(text, floor, occ.start, occ.end)
    ceiling = sentence_end(text, occ.end)
    if unit:
        quantities = unit_counts(text, floor, ceiling, occ.start, occ.end, unit)
        found.extend((n, said, False, key) for n, said, key in quantities)
        if not found:  # (round 18) a quantity of the unit the answer wrote before, else the previous answer (`(14 days)`)
            found.extend((n, said, False, None) for n, said in stated_unit_counts(text[:floor], previous_text, unit))
        if not quantities and not found and previous_text:
            # (round 18) none in its sentence: the last quantity of that unit the previous answer
            # wrote (`**Saltbox Cottage (3 nights, 6 guests)** ... Total: $1,226.50`, then `per
            # person?`: `$204.42 per guest`)
            end = len(previous_text)
            quantities = [q for q in unit_counts(previous_text, 0, end, end, end, unit) if q[2] is None][:1]
            found.extend((n, said, False, key) for n, said, key in quantities)
        if not found and yields is not None:
            # (round 22) none written: the count of that unit a record carries under a key naming
            # it (`yield_portions` 6 for `£3.20 a portion` of a batch's `£19.18`: cost_lines.py)
            found.extend((n, f"{where} = {printed(n)}", False, None) for n, where in yields(unit))
    if not found:
        return None
    if late_try_refused(reading, i, known, computed_here):
        return None
    # the answer's resolved numbers before the value, of its kind, and the previous answer's
    here = [o for o in occurrences[max(0, i - MAX_BEFORE) : i]
            if o.number > 0 and o.amount == occ.amount and (o.value in known or o.value not in reading.pending)]
    listed = [p for p in _previous_numbers(previous_text, unsettled) if p.number > 0 and p.amount == occ.amount]
    shown_listed = {p.value for p in listed}
    before = listed + [p for p in _previous_numbers(older_text, ())
                       if p.number > 0 and p.amount == occ.amount and p.value not in shown_listed]
    wholes: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
    for o in [o for o in here if o.number > target][-MAX_WHOLES:]:
        wholes.append((o.number, o.value, (written_operand(o),)))
    for p in before:
        if p.number > target:
            wholes.append((p.number, p.value, (Operand(p.value, "earlier answer", "an earlier answer"),)))
    after: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
    if unit:  # (round 17) a whole written after the value in its sentence: `$19.68 ($177.16 over 9 days)`
        for o in occurrences[i + 1 : i + 1 + MAX_BEFORE]:
            if o.start >= ceiling or len(after) >= MAX_AFTER:
                break
            if o.number > target and o.amount == occ.amount and (o.value in known or o.value not in reading.pending):
                after.append((o.number, o.value, (written_operand(o),)))
    places = decimal_places(occ.digits)
    near = set(neighbours(target, places))
    hit: tuple[str, tuple[Operand, ...]] | None = None
    for n, said, mean, key in found:
        candidates = list(wholes)
        if unit:
            candidates.extend(after)
        if key is not None and counted is not None:  # (round 17) a price the record stating the count carries
            candidates.extend((whole, printed(whole), (Operand(printed(whole), "result", where),))
                              for whole, where in counted(key) if whole > target)
        if mean:  # a mean of N numbers written one after the other
            k = int(n)
            runs: list[tuple[list[str], list[Decimal], tuple[Operand, ...]]] = []
            values = [(o.value, o.number, written_operand(o)) for o in here]
            values_before = [(p.value, p.number, Operand(p.value, "earlier answer", "the previous answer")) for p in listed]
            for seq in (values, values_before):
                for a in range(0, len(seq) - k + 1):
                    run = seq[a : a + k]
                    runs.append(([v for v, _, _ in run], [x for _, x, _ in run], tuple(op for _, _, op in run)))
            for shown_values, numbers, operands in runs:
                candidates.append((sum(numbers, Decimal(0)), f"({' + '.join(shown_values)})", operands))
        for whole, shown_whole, operands in candidates:
            reaches = rounded_reach(whole / n, places, target, near)
            if reaches is None:
                return None  # the chance test: a neighbour is reached as cheaply
            if reaches and hit is None:
                count = Operand(printed(n), "count", f"the answer wrote {said!r}")
                hit = (f"{shown_whole} / {printed(n)} = {occ.value}", operands + (count,))
    if hit is None:
        return None
    return Derivation("count-divided", hit[0], hit[1])
