"""A quantity a person stated for one thing, times the count of things the answer writes (round 26):
`count-multiple`.

Rules state a quantity per one thing once, in words: `a translator delivers 2,500 words a working
day`, `a page of 1,800 characters`, `each van carries 40 crates`, `a nurse sees 12 patients a shift`.
An answer then scales it to the count it is about: `with two translators it's 9,275 / 5,000`, `5
characters over 2 pages (3,600)`, `three vans take 120 crates`. No number of the answer's
sentence is the stated quantity, so the narrow rules find no operand, and `rate-step` multiplies a
stated rate by a number written right before it, not a count of the thing.

| rule | the answer writes | from | its price |
|---|---|---|---|
| `count-multiple` (late) | `With two translators it's 9,275 / 5,000`; `2 pages (3,600)` | a count (2-12, digits or a word) written in the value's sentence before it (within MAX_BACK characters), with the thing it counts right after it (`two translators`, `2 pages`, one word between allowed), times a number a person stated in a clause that names that thing (`a translator delivers 2,500 words a working day`); exact | a value equal to such a product with no one-digit neighbour reached by another count and stated quantity of the same search, not one digit off a carried number |

(Round 31) Where the thing is named: a clause's own nouns and its line's label (the line's start to
its first colon: `- 10-trip card, route K, adults: ISK 22,400, valid ...` prices the card in a
clause of its own), and the answer's own labelled lines before the value's sentence, each resolved
number of them a quantity per the label's thing (`2. Singles: 32 × 2,950 = ISK 94,400.` ... `the
other 2 as singles, 5,900`). And a tariff a person stated in one clause, a base plus a step per a
thing (`ISK 7,400 plus ISK 2,100 per started metre above 6.0 m`), for a count the value's table
row writes bare (`| 7.85 m | 6 m + 2 | 11,600 |`): A + n x B over two numbers of one stated clause,
else of one stated line (of 2 to MAX_TARIFF_NUMBERS distinct numbers: `CZK 4,800 a song up to 48
tracks, + CZK 600 per started 8 tracks above 48`), and the row's last MAX_ROW_COUNTS whole numbers
1-MAX_ROW_COUNT, refused when any of the level's reaches a one-digit neighbour. Its price: an invented cell equal to such a tariff of its row's numbers.

(Round 32) A short reply writes the step the person asked for, not its count: a value whose
sentence writes no count takes the counts (with their things) of the person's last message (`20
auto lessons, 2 packages vs singles?` ... `R8,600 vs R9,200`: 2 x 4,300), under the same chance
test. And a label that starts a later sentence of a rule's line names the clauses after it, not
the line's first (`- A lesson is 60 minutes: manual R420, automatic R460. A package of 10 lessons:
manual R3,900, automatic R4,300.`: R3,900 is a package's, not a lesson's); a sentence with no label
of its own keeps the nearest one before it on the line. Its price: a reply equal to a count the
question asks times a quantity stated for the thing it counts. And the other way round
(`explain_per_thing`): a number stated under a label that counts things (`A package of 10 lessons:
manual R3,900`) over that count, where the value's sentence or the question names the thing after
`per`, `each`, `a` or `an` (`per lesson in a package?` ... `R390`), rounded half up, under the same
chance test; its price: a value equal to such a share.

Refused: a thing no stated clause names, a count of 1 or over 12, a product one digit off, a value
one digit off a carried number or a slip of the local step.
Pure: no I/O; the per-run state is the quantities the persons stated (at most MAX_QUANTITIES).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from decimal import Decimal
from typing import Final

from .computed.reading import AnswerReading
from .computed.values import Derivation, Operand, Occurrence, as_decimal, decimal_places, equal_at, equal_at_any
from .computed.wide import late_search_bounds, late_target
from .decimal_text import printed
from .number_words import alternatives, cardinals, words
from .text_memo import TextMemo

__all__ = ["MAX_QUANTITIES", "StatedQuantities"]

MAX_QUANTITIES: Final = 64  # quantities kept per run (the latest)
MAX_TEXT: Final = 20_000  # characters of a person's text read
MIN_DIGITS: Final = 2  # significant digits the value must write
MIN_VALUE: Final = 100  # a product under it is a small count, reached by too much
MAX_COUNT: Final = 12
MAX_TARIFF_LINES: Final = 32  # (round 31) a person's lines kept per run for tariffs (the latest)
MAX_TARIFF_NUMBERS: Final = 8  # (round 31) the most distinct numbers a tariff's line states (a longer line is prose)
MAX_ROW_COUNT: Final = 99  # (round 31) the largest count a tariff's table row writes bare (`6 m + 11`)
MAX_ROW_COUNTS: Final = 4  # (round 31) the row's last whole numbers before the value taken as counts
MAX_BACK: Final = 400  # characters before the value its sentence is read over at most (a value's try reads no more)
_COUNT_WORDS: Final = {**cardinals(2, 12), **words("both")}
# A number a person states, with or without thousands separators (`2,500`, `1800`, `48.00`).
_NUMBER: Final = re.compile(r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?(?![0-9]|[.,][0-9])", re.ASCII)
# (speed27) An ASCII digit: a text without one states no `_NUMBER`.
_ASCII_DIGIT: Final = re.compile(r"[0-9]")
# A clause of a person's text: up to a comma, a semicolon, a sentence's stop or a line break.
_CLAUSE_END: Final = re.compile(r"[,;:]\s|[.!?](?=\s|$)|\n")
_WORD: Final = re.compile(r"[A-Za-z][A-Za-z-]{2,30}", re.ASCII)
# A count and the word it counts: the word right after it or the next (`two translators`, `2
# standard pages`).
_COUNTED: Final = re.compile(
    r"(?<![0-9.,A-Za-z])([2-9]|1[0-2]|" + alternatives(_COUNT_WORDS) + ")"
    r"[ \t]+([A-Za-z][A-Za-z-]{1,30})(?:[ \t]+([A-Za-z][A-Za-z-]{2,30}))?(?![0-9])",
    re.ASCII | re.IGNORECASE,
)
# (round 32) The thing a value is per: `per lesson`, `each lesson`, `a lesson`, `an hour`.
_PER_THING: Final = re.compile(r"(?<![A-Za-z])(?:per|each|an?)[ \t]+([A-Za-z][A-Za-z-]{2,30})", re.ASCII | re.IGNORECASE)
# Where the value's sentence starts and ends.
_SENTENCE_END: Final = re.compile(r"[.!?;](?=[ \t\n*_)])|\n")


def _singular(word: str) -> str:
    """A noun without its plural ending (`translators` -> `translator`, `pages` -> `page`)."""
    word = word.lower()
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


# (round 31) A line's label: from the line's start (past a list's bullet) to its first colon, the
# thing the line's clauses state numbers of (`- 10-trip card, route K, adults: ISK 22,400, valid ...`).
# (review) the leading blanks possessive and the label starting with no blank: a line of 10,000 spaces
# is read once, not 80 times per space
_LABEL: Final = re.compile(r"[ \t]*+(?:[-*\u2022][ \t]+|[0-9]{1,2}[.)][ \t]+)?([^:\n \t][^:\n]{0,%d}):[ \t]" % 79)


# (round 32) Where a sentence ends within a line: a stop and a blank.
_STOP: Final = re.compile(r"[.!?][ \t]+(?=[^ \t])")

# A line's labels (`_line_labels`): where each ends, its text and its nouns, singular
_Labels = tuple[tuple[int, str, frozenset[str]], ...]


def _line_labels(text: str, line_start: int) -> _Labels:
    """(round 31) The labels of the line starting at `line_start`, in order: the thing a rule's line
    names once before its clauses (`10-trip card, route K, adults: ISK 22,400`: the card's price is in
    a clause of its own, `ISK 22,400`), then (round 32) each later sentence's own label (`A lesson is
    60 minutes: manual R420, automatic R460. A package of 10 lessons: manual R3,900, automatic
    R4,300.`: R3,900 is a package's price, not a lesson's)."""
    line_end = text.find("\n", line_start)
    if line_end < 0:
        line_end = len(text)
    found: list[tuple[int, str, frozenset[str]]] = []
    starts = [line_start] + [m.end() for m in _STOP.finditer(text, line_start, line_end)]
    for at in starts:
        m = _LABEL.match(text, at)
        if m is not None:
            found.append((m.end(), m.group(1), frozenset(_singular(w) for w in _WORD.findall(m.group(1)))))
    return tuple(found)


def _label_of(text: str, start: int, labels: dict[int, _Labels]) -> tuple[str, frozenset[str]]:
    """The label `start` is under, when `start` is past it: the latest of its line's labels
    (`_line_labels`) that ends before it (a sentence with no label of its own keeps the line's), its
    text and nouns; no label: ("", none). (fold32) Each line's labels read once per text, kept in
    `labels` by the line's start."""
    line_start = text.rfind("\n", 0, start) + 1
    line = labels.get(line_start)
    if line is None:
        line = labels[line_start] = _line_labels(text, line_start)
    for end, label, nouns in reversed(line):
        if end <= start:
            return label, nouns
    return "", frozenset()


def _counted(text: str, start: int, end: int) -> list[tuple[int, str, str]]:
    """Each count of 2-MAX_COUNT `text[start:end]` writes with the thing it counts after it (the word
    right after it, or the next: `two translators`, `2 standard pages`), singular, and as written."""
    counts: list[tuple[int, str, str]] = []
    for m in _COUNTED.finditer(text, start, end):
        word = m.group(1).lower()
        count = _COUNT_WORDS.get(word) if not word.isdigit() else int(word)
        if count is not None and 2 <= count <= MAX_COUNT:
            for thing in (m.group(2), m.group(3)):  # the word after the count, or the one after it
                if thing is not None and len(thing) > 2:
                    counts.append((count, _singular(thing), m.group(0)))
    return counts


# (fold32) the labels of an answer's lines read so far (`_label_of`), per answer text: each
# value's try walks back over the same lines (`_priced_lines`)
_ANSWER_LABELS: Final[TextMemo[dict[int, _Labels]]] = TextMemo(entries=4, chars=1 << 20)


class StatedQuantities:
    """The numbers the persons of a run stated, each with the nouns of its clause (singular)."""

    __slots__ = ("_quantities", "_tariff_lines", "_per_thing")

    def __init__(self) -> None:
        self._quantities: list[tuple[Decimal, frozenset[str], str]] = []
        # (round 32) a stated number over the count its label writes with a thing (`A package of 10
        # lessons: manual R3,900`: 390 a lesson): (the quotient, the thing, the number, the count, the clause)
        self._per_thing: list[tuple[Decimal, str, Decimal, int, str]] = []
        # (round 31) the distinct numbers of each line a person stated (2 to MAX_TARIFF_NUMBERS of them), the latest last
        self._tariff_lines: list[tuple[tuple[Decimal, ...], str]] = []

    def add_text(self, text: str) -> None:
        """Read a person's text (the system prompt, a user's message) for its numbers and their clauses;
        (speed43) read once per text (`_QUANTITIES_READ`): each case of a run reads its texts again."""
        quantities, per_thing, tariff_lines = _QUANTITIES_READ.read(text, _stated_quantities)
        if not (quantities or per_thing or tariff_lines):
            return
        self._quantities.extend(quantities)
        del self._quantities[:-MAX_QUANTITIES]
        self._per_thing.extend(per_thing)
        del self._per_thing[:-MAX_QUANTITIES]
        self._tariff_lines.extend(tariff_lines)
        del self._tariff_lines[:-MAX_TARIFF_LINES]

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                question: str = "") -> Derivation | None:
        """The value as a count its sentence writes times a quantity a person stated for the thing
        it counts (the module's docstring), or None. A late try. (round 32) A value whose sentence
        writes no count takes the counts of the person's last message, `question` (`20 auto
        lessons, 2 packages vs singles?` ... `R8,600 vs R9,200`): a short reply writes the step
        the person asked for, not its count."""
        if not self._quantities:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None or occ.number < MIN_VALUE:
            return None
        text = reading.text
        first = floor = max(0, occ.start - MAX_BACK)
        for m in _SENTENCE_END.finditer(text, floor, occ.start):
            first = m.end()
        counts = _counted(text, first, occ.start)
        asked = ""
        if not counts and question:
            asked = question[-MAX_BACK:]
            counts = _counted(asked, 0, len(asked))
        if not counts:
            return self._tariff(reading, i, known, computed_here)
        quantities = self._quantities + _priced_lines(reading, first, known)
        pairs = [(count, thing, written, number, clause) for count, thing, written in counts
                 for number, nouns, clause in quantities if thing in nouns]
        if not pairs:
            return self._tariff(reading, i, known, computed_here)
        bounds = late_search_bounds(reading, i, known, computed_here)
        if bounds is None:
            return None
        _, near = bounds
        found: Derivation | None = None
        for count, _, written, number, clause in pairs:
            product = number * count
            if product in near:
                return None  # the chance test: a one-digit neighbour is reached as well
            if found is None and product == occ.number:
                found = Derivation(
                    "count-multiple", f"{count} x {printed(number)} = {occ.value}",
                    (Operand(str(count), "count", f"the {'user' if asked else 'answer'} wrote {written!r}"),
                     Operand(printed(number), "user", f"stated as {clause[:80]!r}")))
        return found or self._tariff(reading, i, known, computed_here)

    def explain_per_thing(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                          question: str = "") -> Derivation | None:
        """(round 32) The value as a stated number over the count its label writes with a thing
        (`A package of 10 lessons: manual R3,900, automatic R4,300`: 390 and 430 a lesson), where the
        value's sentence or the person's last message names that thing after `per`, `each`, `a` or
        `an` (`per lesson in a package?` ... `Manual R390, auto R430.`); rounded half up to the
        value's places. Refused when another such quotient for the things named reaches a one-digit
        neighbour of the value (the chance test), or what every late try refuses. A late try."""
        if not self._per_thing:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        text = reading.text
        first = max(0, occ.start - MAX_BACK)
        for m in _SENTENCE_END.finditer(text, first, occ.start):
            first = m.end()
        last = _SENTENCE_END.search(text, occ.end, occ.end + MAX_BACK)
        things = {_singular(m.group(1)) for m in _PER_THING.finditer(text, first, last.start() if last else len(text))}
        things.update(_singular(m.group(1)) for m in _PER_THING.finditer(question[-MAX_BACK:]))
        pairs = [entry for entry in self._per_thing if entry[1] in things]
        bounds = late_search_bounds(reading, i, known, computed_here) if pairs else None
        if bounds is None:
            return None
        _, near = bounds
        places = decimal_places(occ.digits)
        found: Derivation | None = None
        for quotient, thing, number, count, clause in pairs:
            if equal_at_any(quotient, near, places):
                return None  # the chance test
            if found is None and equal_at(quotient, occ.number, places, True):
                found = Derivation(
                    "count-multiple", f"{printed(number)} / {count} = {occ.value}",
                    (Operand(printed(number), "user", f"stated as {clause[:80]!r}"),
                     Operand(str(count), "count", f"the {thing}s its label counts")))
        return found

    def _tariff(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
        """(round 31) A tariff a person stated in one clause or else on one line, a base plus a
        quantity per a thing (`ISK 7,400 plus ISK 2,100 per started metre above 6.0 m`; `CZK 4,800 a
        song up to 48 tracks, + CZK 600 per started 8 tracks above 48`), for the count of things the
        value's table row writes before it, bare (`| 7.85 m | 6 m + 2 | 11,600 |`: 7,400 + 2 x
        2,100): A + n x B for two numbers of one stated clause (then of one stated line of at most
        MAX_TARIFF_NUMBERS distinct numbers) and a whole number 1-MAX_ROW_COUNT of the row.
        Only in a table's row, where the thing is the row's and its cells need no words. Refused
        when any such A + n x B of the row's counts and a level's pairs (the clauses', then the
        lines') reaches a one-digit neighbour (the chance test), or what every late try refuses."""
        occ = reading.occurrences[i]
        if reading.layout.cell(occ.at) is None:
            return None
        text = reading.text
        line_from = text.rfind("\n", 0, occ.start) + 1
        row_counts = [o.number for o in reading.occurrences[:i]
                      if o.start >= line_from and "." not in o.digits and o.number == o.number.to_integral_value()
                      and 1 <= o.number <= MAX_ROW_COUNT][-MAX_ROW_COUNTS:]
        if not row_counts:
            return None
        # the tightest statement first: the clause that states both numbers (`... ISK 7,400 plus ISK
        # 2,100 per started metre above 6.0 m`), then the line (`CZK 4,800 a song up to 48 tracks, +
        # CZK 600 per started 8 tracks above 48`), each level's chance test over its own pairs
        clauses: dict[str, list[Decimal]] = {}
        for number, _, clause in self._quantities:
            clauses.setdefault(clause, []).append(number)
        levels = ([(tuple(dict.fromkeys(numbers)), clause) for clause, numbers in clauses.items() if len(numbers) >= 2],
                  self._tariff_lines)
        bounds = late_search_bounds(reading, i, known, computed_here) if any(levels) else None
        if bounds is None:
            return None
        _, near = bounds
        for groups in levels:
            found: Derivation | None = None
            for numbers, stated in groups:
                for base in numbers:
                    for step in numbers:
                        if base == step:
                            continue
                        for n in row_counts:
                            reached = base + n * step
                            if reached in near:
                                return None  # the chance test
                            if found is None and reached == occ.number:
                                count = printed(n)
                                found = Derivation(
                                    "count-multiple", f"{printed(base)} + {count} x {printed(step)} = {occ.value}",
                                    (Operand(printed(base), "user", f"stated as {stated[:80]!r}"),
                                     Operand(count, "count", "the answer's table row wrote it"),
                                     Operand(printed(step), "user", f"stated as {stated[:80]!r}")))
            if found is not None:
                return found
        return None


MAX_OWN_LINES: Final = 8  # (round 31) the answer's labelled lines before the value's sentence read for quantities
MAX_WALKED_LINES: Final = 64  # (review) lines walked back for them at most: an answer of unlabelled lines is not read whole per value


def _priced_lines(reading: AnswerReading, before: int, known: set[str]) -> list[tuple[Decimal, frozenset[str], str]]:
    """(round 31) The resolved numbers the answer wrote on a labelled line before `before` (the
    value's sentence), each with the label's nouns: a price the answer stated for a thing once
    (`2. Singles: 32 × 2,950 = ISK 94,400.`) that a later count of the thing takes (`the other 2
    as singles, 5,900`), as a person's stated quantity is. The last MAX_OWN_LINES such lines."""
    text = reading.text
    out: list[tuple[Decimal, frozenset[str], str]] = []
    lines = walked = 0
    end = text.rfind("\n", 0, before)
    if end <= 0:
        return out
    labels = _ANSWER_LABELS.read(text, _no_labels)  # (fold32) each line's label read once per answer
    occurrences = reading.occurrences
    while end > 0 and lines < MAX_OWN_LINES and walked < MAX_WALKED_LINES:
        walked += 1
        start = text.rfind("\n", 0, end) + 1
        _, nouns = _label_of(text, end, labels)
        if nouns:
            lines += 1
            line = text[start:end]
            for k in range(bisect_left(reading.starts, start), len(occurrences)):  # the line's numbers
                o = occurrences[k]
                if o.start >= end:
                    break
                if o.end <= end and o.value in known and o.number > 0:
                    out.append((o.number, nouns, line.strip()))
        end = start - 1
    return out


def _no_labels(_: str) -> dict[int, _Labels]:
    return {}


_Quantities = tuple[
    tuple[tuple[Decimal, frozenset[str], str], ...],
    tuple[tuple[Decimal, str, Decimal, int, str], ...],
    tuple[tuple[tuple[Decimal, ...], str], ...],
]


def _stated_quantities(text: str) -> _Quantities:
    """(speed43) What `StatedQuantities.add_text` keeps of a text, in the order it keeps them: its
    quantities with their clauses' nouns, its prices per a counted thing, its lines of two or more
    numbers (the latest MAX_QUANTITIES, MAX_QUANTITIES and MAX_TARIFF_LINES). Pure: a function of the text."""
    text = text[:MAX_TEXT]
    if _ASCII_DIGIT.search(text) is None:  # (speed27) `_NUMBER` reads ASCII digits only: nothing to keep
        return (), (), ()
    # (hostile28) the clauses read from the last back, until MAX_QUANTITIES quantities are read:
    # only the latest are kept, so the earlier clauses' nouns were read for nothing (a person's
    # text of many clauses read whole per text, each clause's words singularised)
    bounds: list[tuple[int, int]] = []
    start = 0
    for end_match in _CLAUSE_END.finditer(text):
        bounds.append((start, end_match.start()))
        start = end_match.end()
    bounds.append((start, len(text)))
    groups: list[list[tuple[Decimal, frozenset[str], str]]] = []
    per_thing: list[tuple[Decimal, str, Decimal, int, str]] = []
    read = 0
    labels: dict[int, _Labels] = {}  # (fold32) a line's label read once, not per clause
    for start, end in reversed(bounds):
        clause = text[start:end]
        numbers = list(_NUMBER.finditer(clause))
        if not numbers:
            continue
        label, label_nouns = _label_of(text, start, labels)
        nouns = frozenset(_singular(w) for w in _WORD.findall(clause)) | label_nouns
        counted = _counted(label, 0, len(label))
        group: list[tuple[Decimal, frozenset[str], str]] = []
        for m in numbers:
            number = as_decimal(m.group(0).replace(",", ""))
            if number is None or number <= 0:
                continue
            group.append((number, nouns, clause.strip()))
            for count, thing, _ in counted:  # (round 32) a price of N things is N times a thing's
                if number != count:
                    per_thing.append((number / count, thing, number, count, clause.strip()))
        groups.append(group)
        read += len(group)
        if read >= MAX_QUANTITIES:
            break
    quantities = [q for group in reversed(groups) for q in group][-MAX_QUANTITIES:]
    tariff_lines: list[tuple[tuple[Decimal, ...], str]] = []
    for line in text.splitlines()[-MAX_TARIFF_LINES:]:
        stated = tuple(dict.fromkeys(n for m in _NUMBER.finditer(line)
                                     if (n := as_decimal(m.group(0).replace(",", ""))) is not None and n > 0))
        if 2 <= len(stated) <= MAX_TARIFF_NUMBERS:
            tariff_lines.append((stated, line.strip()))
    return tuple(quantities), tuple(per_thing[-MAX_QUANTITIES:]), tuple(tariff_lines[-MAX_TARIFF_LINES:])


# (speed43) the readings of the persons' and rules texts read lately: each case of a run reads them again
_QUANTITIES_READ: Final[TextMemo[_Quantities]] = TextMemo(entries=64, chars=1 << 20)
