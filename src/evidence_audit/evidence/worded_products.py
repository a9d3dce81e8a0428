"""The `worded-product` arithmetic rule (words43): a product the rules state in words, each factor named
by its unit, worked for numbers the run writes in those units.

Rules state a formula in words with no `=`: `a sheet weighs its area in m2 x its grammage (gsm) in
grams`, `the freight is the weight in kg times the rate (EUR/kg)`, `a dose is the body weight (kg)
multiplied by the dose rate (mg/kg)`. Each factor names the unit its numbers are written in (`in
m2`, `(gsm)`); the rules or the person then write numbers in those units (`0.4256 m2`, `cotton 300
gsm`, `a 640 gsm sheet?`), and the answer writes the product alone (`272.38 g.`). The same in every
trade: the factor is bound by the unit it names, never by a trade's words.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `worded-product` | (rules: `a sheet weighs its area in m2 x its grammage (gsm) in grams`; `0.4256 m2`, `300 gsm`) `127.68 g` | a system prompt line joining two phrases of words by `x`, `×`, `times` or `multiplied by` (no number on either side of the sign), each phrase naming a unit (`in U`, `(U)`); each factor a number the system prompt, the question or the value's line (there only a number a tool result or a carried result writes, as written: mend43c) writes right before one of its units (at most `MAX_BOUND` a factor), the line's words sharing a 4+ letter word with the value's line or the question; exact or rounded half up to the value's places | a value equal to one number written in one factor's unit times one written in the other's |

Refused: a value of fewer than `MIN_DIGITS` significant digits, one digit off a carried number or a
slip of the local step (`late_search_bounds`); a search (every bound pair of every formula) that
reaches a one-digit neighbour of the value (the chance test); a phrase that names no unit, or the
same unit as the other phrase; a number of the value's line no tool result or carried result writes, or one the `rescaled` rule grounded as a carried number rounded (`0.426 m2` for 0.4256); a line whose words the value's line and the question do not share.
Pure reading; the state is the formulas read from the system prompt and the numbers it writes in
their units.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final, NamedTuple

from .computed.reading import AnswerReading
from .computed.values import Derivation, Occurrence, Operand
from .computed.wide import late_search_bounds
from .settled_operands import is_settled
from .stated_multiples import value_line, words_of
from .text_memo import TextMemo

__all__ = ["WordedProduct", "WordedProducts", "parse_worded_products", "MAX_FORMULAS", "MAX_BOUND"]

MAX_FORMULAS: Final = 4  # formulas a run keeps
MAX_BOUND: Final = 6  # numbers bound to one factor (the first written)
MAX_LINE_CHARS: Final = 400  # of a system prompt line read (the value's line: `stated_multiples.value_line`)
MAX_TEXT_CHARS: Final = 20_000  # of a text read for numbers in a unit
MAX_PHRASE_WORDS: Final = 8  # words of a factor's phrase read for its units
MIN_DIGITS: Final = 3  # significant digits the value must write
# the sign joining two phrases of words: `x`, `×`, `*`, `times`, `multiplied by`, spaces around it
_SIGN: Final = re.compile(r"[ \t](?:[xX\u00d7*]|times|multiplied by)[ \t]")
# a unit a phrase names: `in m2`, `(gsm)`, `(EUR/kg)` (a unit is letters, digits after a letter, `/`)
_UNIT: Final = re.compile(r"\bin ([A-Za-z][A-Za-z0-9/\u00b2\u00b3]{0,9})\b|\(([A-Za-z][A-Za-z0-9/\u00b2\u00b3]{0,9})\)")
_NUMBER_BEFORE: Final = re.compile(r"(?<![A-Za-z0-9.,])[0-9][0-9,]*(?:\.[0-9]+)?\s*\Z")
_NUMBER_AFTER: Final = re.compile(r"\s*[0-9$\u20ac\u00a3]")
_CLAUSE: Final = re.compile(r"[;:,](?![0-9])|\.(?![0-9])")


class WordedProduct(NamedTuple):
    units: tuple[frozenset[str], frozenset[str]]  # each factor's units, lower case (`m2`; `gsm`, `grams`)
    words: frozenset[str]  # the 4+ letter words of its line
    stated: str  # as the line writes it, shortened
    patterns: tuple[re.Pattern[str], re.Pattern[str]]  # (mend43c) each factor's numbers in its units, compiled once


def _stems(words: frozenset[str]) -> frozenset[str]:
    """Words with a plural's `s` dropped (`sheets` is `sheet`)."""
    return frozenset(w[:-1] if w.endswith("s") and len(w) > 4 else w for w in words)


def _unit(u: str) -> str:
    return u.lower().replace("\u00b2", "2").replace("\u00b3", "3")


def _units(phrase: str) -> frozenset[str]:
    return frozenset(_unit(m.group(1) or m.group(2)) for m in _UNIT.finditer(phrase))


def parse_worded_products(text: str) -> list[WordedProduct]:
    """The products of two unit-named phrases the lines of `text` state, the first `MAX_FORMULAS`
    (tidy44: read once per text, `_FORMULAS_READ`; a new list each call)."""
    return list(_FORMULAS_READ.read(text, _read_formulas))


def _read_formulas(text: str) -> tuple[WordedProduct, ...]:
    out: list[WordedProduct] = []
    for line in text[:MAX_TEXT_CHARS].split("\n"):
        line = line[:MAX_LINE_CHARS]
        for m in _SIGN.finditer(line):
            if _NUMBER_BEFORE.search(line, 0, m.start()) is not None or _NUMBER_AFTER.match(line, m.end()) is not None:
                continue  # a size (`56 x 76 cm`) or a written step (`x 0.94`), no phrase
            start = max((c.end() for c in _CLAUSE.finditer(line, 0, m.start())), default=0)
            after = _CLAUSE.search(line, m.end())
            left = " ".join(line[start:m.start()].split()[-MAX_PHRASE_WORDS:])
            right = " ".join(line[m.end():after.start() if after else len(line)].split()[:MAX_PHRASE_WORDS])
            a, b = _units(left), _units(right)
            if not a or not b or a & b:
                continue
            if len(out) < MAX_FORMULAS:
                out.append(WordedProduct((a, b), words_of(line), line[start:after.start() if after else len(line)].strip()[:120],
                                         (_units_pattern(a), _units_pattern(b))))
    return tuple(out)


# (tidy44) a system prompt's worded products, read once per text: every case of a corpus states the
# same rules, and each case's basis read them again (their patterns compiled again) when it woke
_FORMULAS_READ: Final[TextMemo[tuple[WordedProduct, ...]]] = TextMemo(entries=16, chars=262_144)


def _units_pattern(units: frozenset[str]) -> re.Pattern[str]:
    """A number written right before one of `units` (`0.4256 m2`, `300 gsm`)."""
    return re.compile(r"(?<![0-9.,])([0-9]{1,6}(?:,[0-9]{3})*(?:\.[0-9]{1,6})?)[ \t\u00a0]?(?:"
                      + "|".join(re.escape(u) for u in sorted(units)) + r")(?![A-Za-z0-9])", re.IGNORECASE)


def _in_units(text: str, pattern: re.Pattern[str]) -> list[tuple[Decimal, str, int]]:
    """The numbers `text` writes in a formula's units (`pattern`: `_units_pattern`), in order, with where each starts."""
    found: list[tuple[Decimal, str, int]] = []
    for m in pattern.finditer(text[:MAX_TEXT_CHARS].replace("\u00b2", "2").replace("\u00b3", "3")):
        try:
            n = Decimal(m.group(1).replace(",", ""))
        except InvalidOperation:
            continue
        if n > 0 and all(n != f for f, _, _ in found):
            found.append((n, m.group(1), m.start(1)))
    return found


def _settled(reading: AnswerReading, at: int, i: int, known: set[str]) -> bool:
    """(mend43c) Whether the answer's number written at `at` (before the value `i`) is a number a tool
    result gave (`known`) or a result carried, as written: an unchecked number of the value's own line
    (`at 90 gsm` for the record's 80) or one rounded from a carried number (`0.426 m2` for 0.4256) binds
    no factor."""
    for o in reading.occurrences[:i]:
        if o.start <= at < o.end:
            return o.value not in reading.loose and is_settled(reading, o, known)  # (tidy44) nothing computed here
    return False


class WordedProducts:
    """The worded products of a run's system prompt, with the text it states numbers in."""

    __slots__ = ("formulas", "_system")

    def __init__(self) -> None:
        self.formulas: list[WordedProduct] = []
        self._system = ""

    def add_system_text(self, text: str) -> None:
        if len(self.formulas) >= MAX_FORMULAS:
            return
        found = parse_worded_products(text)
        if found:
            self.formulas += found[:MAX_FORMULAS - len(self.formulas)]
            self._system = (self._system + "\n" + text)[:MAX_TEXT_CHARS]

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                question: str, context: str = "") -> Derivation | None:
        """The value as one formula's product of two numbers written in its units (the module
        docstring), or None. `question`: the person's last text; `context`: the two answers before this one (their words
        share the line's words; no number of theirs is bound)."""
        if not self.formulas:
            return None
        value = value_line(reading, i, MIN_DIGITS)
        if value is None:
            return None
        occ, line_start = value.occ, value.start
        line = reading.text[line_start:occ.start]
        said = _stems(value.words | words_of(question[:MAX_TEXT_CHARS]) | words_of(context[:MAX_TEXT_CHARS]))
        formulas = [f for f in self.formulas if _stems(f.words) & said]
        if not formulas:
            return None
        bounds = late_search_bounds(reading, i, known, computed_here)
        if bounds is None:
            return None
        quantum, near = bounds
        sources = ((self._system, "the system prompt states it"), (question, "the question states it"),
                   (line, "the answer's line writes it"))
        hit: Derivation | None = None
        for formula in formulas:
            bound: list[list[tuple[Decimal, str, str]]] = []
            for pattern in formula.patterns:
                numbers: list[tuple[Decimal, str, str]] = []
                for k, (source, where) in enumerate(sources):
                    for n, shown, at in _in_units(source, pattern):
                        if k == 2 and not _settled(reading, line_start + at, i, known):
                            continue  # (mend43c) the line's own number: known or carried, as written (no rounding)
                        if len(numbers) < MAX_BOUND and all(n != x for x, _, _ in numbers):
                            numbers.append((n, shown, where))
                bound.append(numbers)
            for a, a_shown, a_where in bound[0]:
                for b, b_shown, b_where in bound[1]:
                    try:
                        product = (a * b).quantize(quantum, rounding=ROUND_HALF_UP)
                    except InvalidOperation:
                        continue
                    if product != occ.number and product in near:
                        return None  # the chance test: the same search reaches a one-digit neighbour
                    if hit is None and product == occ.number:
                        hit = Derivation("worded-product", f"{a_shown} x {b_shown} = {occ.value}",
                                         (Operand(a_shown, "result", f"{a_where} ({formula.stated})"),
                                          Operand(b_shown, "result", b_where)))
        return hit
