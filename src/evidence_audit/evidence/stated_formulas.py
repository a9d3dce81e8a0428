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
from collections.abc import Iterator
from decimal import Decimal
from typing import Final, NamedTuple

from .computed.reading import AnswerReading
from .computed.values import Derivation, Occurrence, Operand
from .computed.wide import first_reached, late_search_bounds, late_target
from .expressions import evaluate
from .layout import sentence_start

__all__ = ["StatedFormula", "StatedFormulas", "MAX_FORMULAS"]

MAX_FORMULAS: Final = 8  # formulas a run keeps
MAX_VALUES: Final = 8  # numbers of the variable tried for one value
MAX_LINE_CHARS: Final = 400
MAX_QUESTION_CHARS: Final = 400  # the end of the person's last message read for the variable's numbers
MIN_DIGITS: Final = 3  # significant digits the value must write
# `LABEL = EXPRESSION [squared|cubed]`: the expression of numbers, operators, brackets and words, up
# to the first `.`, `;`, line end or text end (after spaces and a power). Read by a scan, not one
# pattern: the expression's characters hold spaces too, and a pattern's adjacent space quantifiers
# backtrack over every split of a long run of spaces (`TOTAL =` and 200 spaces: minutes).
_EXPRESSION_CHARS: Final = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,()[] \t\u00d7x*/\u00f7+-\u2212")
_POWER_WORDS: Final = ("squared", "cubed", "\u00b2", "\u00b3")
_ENDS: Final = ".;\n"
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


def _formula_parts(line: str) -> list[tuple[str, str]]:
    """Each `= EXPRESSION [power]` of a line: its expression and its power word ("" for none), the
    expression the shortest run of `_EXPRESSION_CHARS` after the `=` and its spaces that spaces, a
    power and spaces then a `.`, `;`, line end or text end follow. Linear: the next non-space
    after each position is read once, from the right."""
    n = len(line)
    after_spaces = [n] * (n + 1)  # the first position at or after i that is no space or tab
    for i in range(n - 1, -1, -1):
        after_spaces[i] = after_spaces[i + 1] if line[i] in " \t" else i
    lowered = line.lower()

    def tail_end(p: int) -> tuple[int, str] | None:
        """Where `[ \t]*(power)?[ \t]*(?:[.;\n]|$)` read from p ends, and its power; None if it does not."""
        j = after_spaces[p]
        if j == n or line[j] in _ENDS:
            return (j if j == n else j + 1), ""
        for word in _POWER_WORDS:
            if lowered.startswith(word, j):
                k = after_spaces[j + len(word)]
                if k == n or line[k] in _ENDS:
                    return (k if k == n else k + 1), line[j:j + len(word)]
        return None

    out: list[tuple[str, str]] = []
    q = line.find("=")
    while q >= 0:
        start = after_spaces[q + 1]
        found: tuple[int, str] | None = None
        # an opening bracket first read as the expression's own, with a character after it and its
        # spaces (`= (raj x 100 / 7) squared.`), then as any character of it
        for least in ((after_spaces[start + 1] + 1,) if start < n and line[start] in "([" else ()) + (start + 1,):
            end = start
            while end < n and line[end] in _EXPRESSION_CHARS:
                end += 1
                if end >= least:
                    found = tail_end(end)
                    if found is not None:
                        break
            if found is not None:
                break
        if found is None:
            q = line.find("=", q + 1)
            continue
        out.append((line[start:end], found[1]))
        q = line.find("=", found[0])
    return out


def _formula(expr: str, power: str, line: str) -> StatedFormula | None:
    expr = expr.strip()
    words = [w for w in _WORD.findall(expr) if w not in _TIMES]
    if len({w.lower() for w in words}) != 1:
        return None
    variable = words[0]
    template = re.sub(r"\b" + re.escape(variable) + r"\b", "{}", expr)
    if template.count("{}") != 1 or not re.search(r"[0-9]", template):
        return None
    if power:
        template = f"({template}){_POWERS[power.lower()]}" if not template.startswith("(") \
            or not template.endswith(")") else template + _POWERS[power.lower()]
    if evaluate(template.format("2")) is None:
        return None
    return StatedFormula(variable.lower(), template, line.strip()[:80])


class StatedFormulas:
    """The formulas the system prompt and the people state, read line by line."""

    __slots__ = ("_formulas", "_listed", "_asked")

    def __init__(self) -> None:
        self._formulas: list[StatedFormula] = []
        # (fold34) each variable's pattern (`_listed_before`), built once, not per value
        self._listed: dict[str, re.Pattern[str]] = {}
        # (fold34) the end of the person's last message, read once: its numbers per variable
        self._asked: tuple[str, dict[str, list[str]]] = ("", {})

    def add_text(self, text: str) -> None:
        if "=" not in text:
            return
        for line in text.splitlines():
            if len(self._formulas) >= MAX_FORMULAS:
                return
            line = line[:MAX_LINE_CHARS]
            for expr, power in _formula_parts(line):
                found = _formula(expr, power, line)
                if found is not None and found not in self._formulas:
                    self._formulas.append(found)
                    if found.variable not in self._listed:
                        self._listed[found.variable] = _listed_before(found.variable)

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
        before, asked = text[floor:occ.start], question[-MAX_QUESTION_CHARS:]
        bounds = late_search_bounds(reading, i, known, computed_here)
        if bounds is None:
            return None
        quantum, near = bounds
        # (the chance test: another number of the variable reaches a one-digit neighbour)
        told = first_reached(self._tries(before, asked), occ.number, quantum, near)
        if told is None:
            return None
        formula, n = told
        return Derivation("stated-formula", f"{formula.template.format(n)} = {occ.value}", (
            Operand(n, "answer", f"written with {formula.variable!r}"),
            Operand(formula.template.format(formula.variable), "result", f"stated: {formula.stated!r}")))

    def _tries(self, before: str, asked: str) -> Iterator[tuple[Decimal | None, tuple[StatedFormula, str]]]:
        """The search `explain` chance-tests (`first_reached`), read no further than its refusal:
        each formula worked at each number of its variable (None where it does not evaluate)."""
        for formula in self._formulas:
            for n in self._numbers_of(formula.variable, before, asked):
                yield evaluate(formula.template.format(n)), (formula, n)

    def _numbers_of(self, variable: str, before: str, asked: str) -> list[str]:
        """The numbers written right before the variable's word (`50 raj`, `40, 50, 60 raj`) in
        `before`, then in `asked` (the person's last message, read once for every value), the first
        `MAX_VALUES` distinct."""
        pattern = self._listed[variable]
        out = _numbers_in(pattern, before, [])
        if self._asked[0] != asked:
            self._asked = (asked, {})
        numbers = self._asked[1]
        if variable not in numbers:
            numbers[variable] = _numbers_in(pattern, asked, [])
        for n in numbers[variable]:  # (its first MAX_VALUES: at least as many as `out` lacks, not in it)
            if n not in out and len(out) < MAX_VALUES:
                out.append(n)
        return out


def _listed_before(variable: str) -> re.Pattern[str]:
    """A number or a list of them written right before the variable's word (`_LISTED`)."""
    return re.compile(r"(?<![0-9.,])" + _LISTED + re.escape(variable) + r"\b", re.IGNORECASE)


def _numbers_in(pattern: re.Pattern[str], text: str, out: list[str]) -> list[str]:
    """`out` with the numbers of `text`'s matches of `pattern` not in it, up to `MAX_VALUES` in all."""
    for m in pattern.finditer(text):
        for n in _NUMBER.findall(m.group(1)):
            if n not in out and len(out) < MAX_VALUES:
                out.append(n)
    return out
