"""A price per item from a total and the count it buys (round 25): `per-item`.

Whoever buys in tiers or batches prices one item: `1,000 cards are €72.00 ... That's €0.072 a card`,
`500 labels for $38.00, $0.076 per label`, `Per bottle: £0.86` after `a case of 24 for £20.64`.
The price is written with the thing it is per (`a card`, `per label`, `Per bottle:`), often to
three places, under the digit count the other late tries judge, and the count stands in another
sentence, the previous answer or the person's question (`And 500 instead of 250?`).

| rule | the answer writes | from | its price |
|---|---|---|---|
| `per-item` (late) | `1,000 cards are €72.00 ... That's €0.072 a card`; (the person: `And 500 instead of 250?`) `€58.00 standard ... €0.116 a card` | an amount written per a thing (`a card`, `per card`, `/card`, its line's `Per card:` before it), 2 significant digits or more and 2 places or more: one of the last 4 resolved amounts written before it in its answer over a count (2 or more) written with that thing (`1,000 cards`, `750 business cards`) in its answer before it; or one of those or the previous answer's last 4 amounts over a count the previous answer writes with that thing, or the person's last text (with it, or bare: no plural of another thing after it, `14 boxes`), that the answer does not write; rounded half up to the value's places | a value equal to such a quotient with no one-digit neighbour another pair of that pool reaches, not one digit off a carried number |

(Round 26) A count per a thing is priced the same way: `96,300 words in 21 jobs, 4,586 words a job`,
`1,840 km over 16 days, 115 km a day`. The value is written with its unit and the thing it is per
(`words a job`, `km per day`), MIN_COUNT_DIGITS significant digits or more, any places; its whole
is one of the last 4 resolved numbers written before it in its answer with that unit right after
(`96,300 words`), its count one written with the thing (`21 jobs`) in its answer before it, or in
the previous answer or the person's last text (the wholes then the previous answer's too, written
with the unit); rounded half up to the places written, with the same chance test.

(Round 28) A count may be written as a word, two to twelve (`Five hives gave 91.8 kg ... 18.36 kg a
hive`), as the other count readers take it.

Refused: a value with no thing it is per, an amount with fewer than 2 places, a count with no unit
written before `a`/`per`, not under its whole, one digit off the quotient, a whole in another
unit.
Pure: no I/O, no state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal
from typing import Final

from .computed.reading import AnswerReading, written_operand, chance_bounds
from .computed.values import Derivation, Operand, Occurrence, decimal_places, digit_count, EarlierValue
from .computed.wide import late_target, late_try_refused
from .layout import line_bounds
from .units import unit_of
from .number_words import alternatives, cardinals
from .word_keys import word_key

__all__ = ["explain_per_item"]

MIN_DIGITS: Final = 2  # significant digits the value must write (`0.072`)
MIN_PLACES: Final = 2  # places the value must write
MAX_WHOLES: Final = 4  # resolved amounts of each source a search takes
MAX_COUNTS: Final = 6  # counts of each source a search takes
MAX_TEXT: Final = 4_000  # characters of another text read for counts
# The thing the value is per, right after it: ` a card`, ` per label`, `/bottle`, ` each card`.
_PER_AFTER: Final = re.compile(r"(?:\*\*)?[ \t]*(?:/|(?:a|an|per|each)[ \t]+)([A-Za-z]{2,15})\b", re.ASCII)
# The thing named before it on its line: `Per card ex VAT: €0.085`, `per flyer`.
_PER_BEFORE: Final = re.compile(r"\bper[ \t]+([A-Za-z]{2,15})\b", re.ASCII | re.IGNORECASE)
# A count and the 1-3 words after it: `1,000 cards`, `750 business cards` (a whole number).
_COUNTED: Final = re.compile(
    r"(?<![0-9.,$\u20ac\u00a3])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?![0-9]|[.,][0-9])((?:[ \t]+[A-Za-z][A-Za-z-]{0,20}){1,3})"
)
# (round 28) A count written as a word and the 1-3 words after it: `Five hives`, `twelve jars` (two to
# twelve, as the other count readers take them; a word boundary on both sides).
_COUNT_WORDS: Final = cardinals(2, 12)
_COUNTED_WORD: Final = re.compile(
    r"\b(" + alternatives(_COUNT_WORDS) + r")((?:[ \t]+[A-Za-z][A-Za-z-]{0,20}){1,3})", re.ASCII | re.IGNORECASE)
# A bare count a person writes: a whole number, no currency mark or percent beside it.
_BARE: Final = re.compile(
    r"(?<![0-9.,$\u20ac\u00a3])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?![0-9]|[.,][0-9]|[ \t]?[%$\u20ac\u00a3])"
)

# (round 26) A count's unit and the thing it is per, right after it: ` words a job`, ` km per day`.
_UNIT_PER_AFTER: Final = re.compile(r"[ \t]+([A-Za-z]{1,15})[ \t]+(?:a|an|per|each)[ \t]+([A-Za-z]{2,15})\b", re.ASCII)
MIN_COUNT_DIGITS: Final = 3  # (round 26) significant digits a count per a thing must write (`4,586`)

# The word right after a count: `14 boxes`, `500 instead`.
_NEXT_WORD: Final = re.compile(r"[ \t]+([A-Za-z]{1,20})")


def _thing(text: str, occ: Occurrence) -> str | None:
    """The thing the value is per (lower case, singular as written), or None."""
    m = _PER_AFTER.match(text, occ.end)
    if m is not None:
        return m.group(1).lower()
    start, _ = line_bounds(text, occ.start)
    before = list(_PER_BEFORE.finditer(text, start, occ.start))
    return before[-1].group(1).lower() if before else None


def _names(words: str, thing: str) -> bool:
    unit = unit_of(thing)  # (fish39) a unit named in another spelling: `a kilo` over `450 kg`
    return any(w.lower() in (thing, thing + "s", thing + "es") or (unit is not None and _unit_is(w, unit[1]))
               for w in words.split())


def _unit_is(word: str, canonical: str) -> bool:
    found = unit_of(word)
    return found is not None and found[1] == canonical


def _counts(text: str, thing: str, where: str, bare: bool) -> list[tuple[Decimal, Operand]]:
    out: list[tuple[Decimal, Operand]] = []
    for m in _COUNTED.finditer(text, 0, min(len(text), MAX_TEXT)):
        if _names(m.group(2), thing):
            out.append((Decimal(m.group(1).replace(",", "")), Operand(m.group(1), "count", f"{where}: {m.group(0).strip()!r}")))
    for m in _COUNTED_WORD.finditer(text, 0, min(len(text), MAX_TEXT)):
        count = _COUNT_WORDS.get(word_key(m.group(1)))
        if count is not None and _names(m.group(2), thing):
            out.append((Decimal(count), Operand(m.group(1), "count", f"{where}: {m.group(0).strip()!r}")))
    if bare:
        for m in _BARE.finditer(text, 0, min(len(text), MAX_TEXT)):
            word = _NEXT_WORD.match(text, m.end())
            if word is not None and len(word.group(1)) > 2 and word.group(1).lower().endswith("s") \
                    and not _names(word.group(1), thing):
                continue  # `14 boxes`: a count of another thing (a plural names what it counts)
            out.append((Decimal(m.group(1).replace(",", "")), Operand(m.group(1), "count", where)))
    return [(n, o) for n, o in out if n >= 2][-MAX_COUNTS:]


def explain_per_item(
    reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
    previous: Sequence[EarlierValue], previous_text: str, question: str,
) -> Derivation | None:
    """The value as a total over the count of the thing it is per (the module's docstring), or
    None. A late try."""
    occ = late_target(reading, i, MIN_DIGITS)
    text = reading.text
    if occ is None:
        return None
    if not occ.amount:
        return _per_thing_count(reading, i, occ, known, computed_here, previous, previous_text, question)
    places = decimal_places(occ.digits)
    if places < MIN_PLACES:
        return None
    thing = _thing(text, occ)
    if thing is None:
        return None
    # a count the answer does not write itself (the previous answer's, the person's) takes the
    # previous answer's amounts too: the person asks of them (`And 500 instead of 250?`)
    own, other = _thing_counts(text, occ, thing, previous_text, question)
    if not own and not other:
        return None
    resolved = known | {o.value for o in computed_here}
    wholes: list[tuple[Decimal, Operand]] = [
        (o.number, written_operand(o)) for o in reading.occurrences[:i] if o.amount and o.value in resolved and o.number > occ.number
    ][-MAX_WHOLES:]
    earlier = [(p.number, Operand(p.value, "earlier answer", "the previous answer"))
               for p in previous if p.amount and p.number > occ.number][-MAX_WHOLES:]
    pairs = [(w, c) for c in own for w in wholes] + [(w, c) for c in other for w in wholes + earlier]
    if not pairs or late_try_refused(reading, i, known, computed_here):
        return None
    return _one_quotient(occ, places, pairs)


def _thing_counts(
    text: str, occ: Occurrence, thing: str, previous_text: str, question: str,
) -> tuple[list[tuple[Decimal, Operand]], list[tuple[Decimal, Operand]]]:
    """The counts of `thing` the answer writes before the value, and those the previous answer or
    the person's last text writes (bare there too) that the answer does not."""
    own = _counts(text[max(0, occ.start - MAX_TEXT) : occ.start], thing, "the answer", False)
    taken = {n for n, _ in own}
    other = [(n, o) for n, o in _counts(previous_text, thing, "the previous answer", False)
             + _counts(question, thing, "the person's last text", True) if n not in taken]
    return own, other


def _one_quotient(
    occ: Occurrence, places: int, pairs: list[tuple[tuple[Decimal, Operand], tuple[Decimal, Operand]]],
) -> Derivation | None:
    """The pair (a whole, a count) whose quotient, rounded half up to `places`, is the value; None
    when none is, or when another pair reaches one of its one-digit neighbours (the chance test)."""
    bounds = chance_bounds(occ.number, places)
    if bounds is None:
        return None
    quantum, near = bounds
    found: Derivation | None = None
    for (whole, w), (count, c) in pairs:
        each = (whole / count).quantize(quantum, rounding=ROUND_HALF_UP)
        if each in near:
            return None  # the chance test: a one-digit neighbour is reached as well
        if found is None and each == occ.number:
            found = Derivation("per-item", f"{w.value} / {c.value} = {occ.value}", (w, c))
    return found


def _unit_word(text: str, end: int) -> str | None:
    """The word right after a number (lower case), or None."""
    m = _NEXT_WORD.match(text, end)
    return None if m is None else m.group(1).lower()


def _same_unit(word: str | None, unit: str) -> bool:
    return word is not None and word in (unit, unit + "s", unit + "es", unit.rstrip("s"))


def _latest_wholes(reading: AnswerReading, i: int, occ: Occurrence, resolved: set[str],
                   unit: str) -> list[tuple[Decimal, Operand]]:
    """The latest MAX_WHOLES resolved wholes written before the value with its unit and larger than
    it, in text order: walked back from the value (hostile28: the list of every one of them, cut
    to its last MAX_WHOLES, read all the numbers before the value once per value)."""
    text = reading.text
    occurrences = reading.occurrences
    wholes: list[tuple[Decimal, Operand]] = []
    for k in range(i - 1, -1, -1):
        o = occurrences[k]
        if not o.amount and o.value in resolved and o.number > occ.number and _same_unit(_unit_word(text, o.end), unit):
            wholes.append((o.number, written_operand(o)))
            if len(wholes) == MAX_WHOLES:
                break
    wholes.reverse()
    return wholes


def _per_thing_count(
    reading: AnswerReading, i: int, occ: Occurrence, known: set[str], computed_here: list[Occurrence],
    previous: Sequence[EarlierValue], previous_text: str, question: str,
) -> Derivation | None:
    """(round 26) A count per a thing (`4,586 words a job`): a whole written with the value's unit
    over a count written with the thing (module doc), or None."""
    text = reading.text
    m = _UNIT_PER_AFTER.match(text, occ.end)
    if m is None or digit_count(occ.digits) < MIN_COUNT_DIGITS:
        return None
    unit, thing = m.group(1).lower(), m.group(2).lower()
    if unit in ("a", "an", "per", "each") or _same_unit(thing, unit):
        return None
    own, other = _thing_counts(text, occ, thing, previous_text, question)
    if not own and not other:
        return None
    resolved = known | {o.value for o in computed_here}
    wholes = _latest_wholes(reading, i, occ, resolved, unit)
    earlier: list[tuple[Decimal, Operand]] = []
    if other and previous_text:
        for p in previous:
            if p.amount or p.number <= occ.number:
                continue
            at = previous_text.find(p.value)
            if at >= 0 and _same_unit(_unit_word(previous_text, at + len(p.value)), unit):
                earlier.append((p.number, Operand(p.value, "earlier answer", "the previous answer")))
        earlier = earlier[-MAX_WHOLES:]
    pairs = [(w, c) for c in own for w in wholes] + [(w, c) for c in other for w in wholes + earlier]
    if not pairs or late_try_refused(reading, i, known, computed_here):
        return None
    return _one_quotient(occ, decimal_places(occ.digits), pairs)
