"""The `stated-formula` arithmetic rule (round 33): a formula the rules state in words over one
named quantity, worked for a number the conversation writes with that quantity's name.

A workshop's rules state how a figure follows from a grade: `Knots per m2 = (raj x 100 / 7)
squared.`; a pool's, `Lane hire = (swimmers x 3 + 10) per hour`. An answer then gives the figure
for a grade it names and writes no working: `50 raj is 510,204 knots per m²`, or asked `knots per
m2 at 40, 50, 60 raj?`, `326,531 / 510,204 / 734,694.`. People apply a stated formula as they
apply a stated price; they do not write it out each time.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `stated-formula` | (the system prompt: `Knots per m2 = (raj x 100 / 7) squared.`) `50 raj is 510,204 knots per m²` | a formula a line of the system prompt or a person states, `LABEL = EXPRESSION` over numbers and one word, its variable (`squared`, `cubed`, `²`, `³` after it a power), evaluated for a number written right before that word (`50 raj`, or a list `40, 50, 60 raj`) in the value's sentence, the one before it, or the person's last message; rounded half up to the value's places | a value equal to such a formula's value |

Refused: a value one digit off, or one digit off a carried number (`late_try_refused`); a formula another number of those places reaches a one-digit
neighbour of (the chance test over every number of the variable tried); a number not written
with the variable's word; a formula of two words or none. Pure reading; the state is the formulas
read so far.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final, NamedTuple

from .computed.reading import AnswerReading, chance_bounds
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .computed.wide import late_target, late_try_refused
from .expressions import evaluate
from .layout import sentence_start

__all__ = ["StatedFormula", "StatedFormulas", "MAX_FORMULAS"]

MAX_FORMULAS: Final = 8  # formulas a run keeps
MAX_VALUES: Final = 8  # numbers of the variable tried for one value
MAX_LINE_CHARS: Final = 400
MAX_QUESTION_CHARS: Final = 400  # the end of the person's last message read for the variable's numbers
MIN_DIGITS: Final = 3  # significant digits the value must write
# `LABEL = EXPRESSION [squared|cubed]`: the expression of numbers, operators, brackets and words
_FORMULA: Final = re.compile(
    r"=[ \t]*(?P<expr>[(\[]?[ \t]*[A-Za-z0-9.,()\[\] \t×x*/÷+\-−]+?)[ \t]*(?P<power>squared|cubed|²|³)?[ \t]*(?:[.;\n]|$)",
    re.IGNORECASE)
_WORD: Final = re.compile(r"[A-Za-z]{2,16}")
_POWERS: Final = {"squared": "²", "cubed": "³", "²": "²", "³": "³"}
_TIMES: Final = frozenset({"x", "X"})
# a number, or a list of them, written right before a word: `50 raj`, `40, 50, 60 raj`, `40 and 50 raj`
_LISTED: Final = r"((?:[0-9]+(?:\.[0-9]+)?[ \t]*(?:,|and|or|/)[ \t]*){0,5}[0-9]+(?:\.[0-9]+)?)[ \t]*"
_NUMBER: Final = re.compile(r"[0-9]+(?:\.[0-9]+)?")


class StatedFormula(NamedTuple):
    variable: str  # lower case (`raj`)
    template: str  # the expression with `{}` for the variable (`({} x 100 / 7)²`)
    stated: str  # as the line writes it, shortened


def _formula(match: re.Match[str], line: str) -> StatedFormula | None:
    expr = match.group("expr").strip()
    words = [w for w in _WORD.findall(expr) if w not in _TIMES]
    if len({w.lower() for w in words}) != 1:
        return None
    variable = words[0]
    template = re.sub(r"\b" + re.escape(variable) + r"\b", "{}", expr)
    if template.count("{}") != 1 or not re.search(r"[0-9]", template):
        return None
    if match.group("power"):
        template = f"({template}){_POWERS[match.group('power').lower()]}" if not template.startswith("(") \
            or not template.endswith(")") else template + _POWERS[match.group("power").lower()]
    if evaluate(template.format("2")) is None:
        return None
    return StatedFormula(variable.lower(), template, line.strip()[:80])


class StatedFormulas:
    """The formulas the system prompt and the people state, read line by line."""

    __slots__ = ("_formulas",)

    def __init__(self) -> None:
        self._formulas: list[StatedFormula] = []

    def add_text(self, text: str) -> None:
        if "=" not in text:
            return
        for line in text.splitlines():
            if len(self._formulas) >= MAX_FORMULAS:
                return
            line = line[:MAX_LINE_CHARS]
            for m in _FORMULA.finditer(line):
                found = _formula(m, line)
                if found is not None and found not in self._formulas:
                    self._formulas.append(found)

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                question: str) -> Derivation | None:
        """The value as a stated formula's value (the module's docstring), or None."""
        if not self._formulas:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        text = reading.text
        floor = sentence_start(text, occ.start)
        floor = sentence_start(text, floor - 2) if floor >= 2 else floor
        texts = (text[floor:occ.start], question[-MAX_QUESTION_CHARS:])
        if late_try_refused(reading, i, known, computed_here):
            return None
        places = decimal_places(occ.digits)
        bounds = chance_bounds(occ.number, places)
        if bounds is None:
            return None
        quantum, near = bounds
        hit: Derivation | None = None
        for formula in self._formulas:
            for n in _numbers_of(formula.variable, texts):
                expression = formula.template.format(n)
                value = evaluate(expression)
                if value is None:
                    continue
                try:
                    shown = value.quantize(quantum, rounding=ROUND_HALF_UP)
                except InvalidOperation:
                    continue
                if shown != occ.number and shown in near:
                    return None  # the chance test: another number of the variable reaches a one-digit neighbour
                if hit is None and shown == occ.number:
                    hit = Derivation("stated-formula", f"{expression} = {occ.value}", (
                        Operand(n, "answer", f"written with {formula.variable!r}"),
                        Operand(formula.template.format(formula.variable), "result", f"stated: {formula.stated!r}")))
        return hit


def _numbers_of(variable: str, texts: tuple[str, ...]) -> list[str]:
    """The numbers written right before the variable's word in `texts` (`50 raj`, `40, 50, 60 raj`)."""
    pattern = re.compile(r"(?<![0-9.,])" + _LISTED + re.escape(variable) + r"\b", re.IGNORECASE)
    out: list[str] = []
    for text in texts:
        for m in pattern.finditer(text):
            for n in _NUMBER.findall(m.group(1)):
                if n not in out and len(out) < MAX_VALUES:
                    out.append(n)
    return out
