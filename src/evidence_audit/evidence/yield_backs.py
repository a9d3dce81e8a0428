"""A quantity taken back through the yields the rules state, in a terse reply (terse44): `yield-back`.

The rules state what a step leaves of its input (`Pitting leaves 88% of the fresh weight; sun drying
leaves 24% of the pitted weight`, `washing leaves 62% of the greasy weight`, `1 kg of quicklime gives
1.32 kg`). A person asks in a few words what input an output needs (`60 kg second grade ...`, then
`fresh fruit behind it?`) and the model answers with no step written: `284.09 kg.` (60 / (0.88 x
0.24)). Every operand is stated (the quantity by the person or an earlier answer, the yields by the
rules); the division is the one a reader does to check it.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `yield-back` (late) | `284.09 kg.` for `fresh fruit behind it?` after `60 kg second grade ...`; `23.25 kg.` for `pelt weight?` after `31 kg salted hide` (31 x 0.75) | a terse reply (one line of at most `MAX_TERSE` characters) whose value (3+ significant digits) wears a unit of mass, volume, length or area (`kg`, `l`); the quantities of that dimension the nearest texts write (the question, the previous answer, the person's text before it, the answer before that, the person's earlier texts: `MAX_QUANTITIES`, converted to the value's unit); the yields the system prompt states (`StatedYields`: a percent p of a clause naming no tax and no part of a whole taken off, as p and 1 - p (mend44c: p alone for a keeping verb, 1 - p alone for a loss, `stated_shares.share_sides`); a factor `x 0.98`, `/ 0.8`, `1 kg ... gives 1.32 kg`; the first `MAX_YIELDS`); the value is the quantity over (or times) one yield or the product of two, rounded half up to its places; (probe45) one yield alone taken back only where it is the last step of the chain its rule line states (`Crushing leaves 78% ... as paste; pressing leaves 21% of the paste as oil`: 0.21), carried forward only where it is the first (0.78) | a value equal to such a quotient where no other quotient of the same search is one digit off it; not one digit off a carried number (the late tries' refusal) |

Refused: (probe45) one step of a chain alone where it skips another (`57.69 kg.` for `olives behind
it?`, 45 kg of oil over crushing's 78% without the pressing); a value in money (a price has its own rules), a reply of several lines or longer than
`MAX_TERSE`, a quantity of another dimension, a quotient one digit off (a mutated digit, or the
quotient of a rounded earlier answer: `757.58 kg` over 0.56 is 1,352.82, one digit off the 1,352.81
of the unrounded 1000 / 1.32 / 0.56, so neither tells). Pure but for `StatedYields`, the rules' yields.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading
from .computed.values import Derivation, Occurrence, Operand
from .computed.wide import late_search_bounds, late_target
from .decimal_text import printed
from .stated_shares import share_sides
from .tax_names import TAX_STEMS, names_part, names_tax
from .units import dimension, factors, unit_after, unit_of

__all__ = ["StatedYields"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_TERSE: Final = 60  # characters of a terse reply
MAX_TEXT: Final = 20_000  # characters of the system prompt read
MAX_YIELDS: Final = 8  # yields kept (the first the rules state)
MAX_QUANTITIES: Final = 6  # quantities of the texts read (the nearest)
MAX_READ: Final = 2_000  # characters of a text read for its quantities (its end)
# a percent of a rule: `leaves 88%`, `56% of the limestone's weight` (not `100%`, not a signed change)
_PERCENT: Final = re.compile(r"(?<![0-9.,+\u2212-])([0-9]{1,2}(?:\.[0-9]{1,3})?)[ \t]?%")
# a factor written as a step: `x 0.98`, `× 1.32`, `/ 0.8`
_STEP: Final = re.compile(r"(?:(?<![A-Za-z])x|\u00d7|\*|/)[ \t]?([0-9]\.[0-9]{1,4})(?![0-9])")
# one unit of a thing gives so much of another in the same unit: `1 kg of quicklime gives 1.32 kg`
_GIVES: Final = re.compile(r"(?<![0-9.,])1[ \t]?([A-Za-z]{1,12})[ \t]of[ \t][A-Za-z ]{2,40}?[ \t](?:gives|yields|makes)[ \t]"
                           r"([0-9]{1,2}\.[0-9]{1,4})[ \t]?([A-Za-z]{1,12})\b", re.ASCII)
_CLAUSE: Final = re.compile(r"[^;\n]+")  # a rule's clause: its line split at `;`
_WORD: Final = re.compile(r"[^\W\d_]+")
# a quantity and its unit word as a person or an answer writes it: `60 kg`, `757.58 kg.`, `14.4kg`
_QUANTITY: Final = re.compile(r"(?<![0-9A-Za-z.,])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,7})(\.[0-9]{1,6})?\**[ \t]?([A-Za-z]{1,12})\b", re.ASCII)
_MEASURES: Final = frozenset({"mass", "volume", "length", "area"})


def _clause_yields(clause: str) -> list[tuple[Decimal, str]]:
    """The yields one clause of the rules states (each with its text), none where it names a tax or a part taken off."""
    words = {w.lower() for w in _WORD.findall(clause)}
    if names_tax(clause) or words & TAX_STEMS or names_part(words):
        return []
    out: list[tuple[Decimal, str]] = []
    direct, complement = share_sides(clause)  # (mend44c, review44 D8) the share the clause's verb keeps
    for m in _PERCENT.finditer(clause):
        p = Decimal(m.group(1)) / 100
        if 0 < p < 1:
            out += ([(p, m.group(0))] if direct else []) + ([(1 - p, f"100% - {m.group(0)}")] if complement else [])
    for m in _STEP.finditer(clause):
        f = Decimal(m.group(1))
        if f > 0 and f != 1:
            out.append((f, m.group(0)))
    for m in _GIVES.finditer(clause):
        if unit_of(m.group(1)) is not None and unit_of(m.group(1)) == unit_of(m.group(3)):
            f = Decimal(m.group(2))
            if f > 0 and f != 1:
                out.append((f, m.group(0)))
    return out


class StatedYields:
    """The yields the rules state (`StatedYields.add_system_text`): what a step leaves of its input."""

    __slots__ = ("_yields", "_ends")

    def __init__(self) -> None:
        self._yields: list[tuple[Decimal, str]] = []
        # (probe45) each yield's place in the chain its rule line states: (its first step, its last step)
        self._ends: list[tuple[bool, bool]] = []

    def add_system_text(self, text: str) -> None:
        for line in text[:MAX_TEXT].split("\n"):
            clauses = [found for found in (_clause_yields(c.group(0)) for c in _CLAUSE.finditer(line)) if found]
            for k, found in enumerate(clauses):
                for f, shown in found:
                    if len(self._yields) < MAX_YIELDS and all(f != g for g, _ in self._yields):
                        self._yields.append((f, shown))
                        self._ends.append((k == 0, k == len(clauses) - 1))

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                texts: tuple[tuple[str, str], ...]) -> Derivation | None:
        """The value as a quantity of `texts` (the nearest first, each with where it is) over one or two stated yields, or None."""
        if not self._yields:
            return None
        text = reading.text
        if "\n" in text.strip() or len(text.strip()) > MAX_TERSE:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        unit = unit_after(text, occ.end)
        if unit is None or dimension(unit) not in _MEASURES:
            return None
        quantities = _nearest_quantities(texts, unit)
        if not quantities:
            return None
        bounds = late_search_bounds(reading, i, known, computed_here)
        if bounds is None:
            return None
        quantum, near = bounds
        stated = [(f, Operand(printed(f), "result", f"the system prompt states {shown!r}")) for f, shown in self._yields]
        # (probe45) one yield alone: taken back only through the last step of its line's chain, forward
        # only through the first (`57.69 kg.`, 45 kg of oil over crushing's 78%, skips the pressing)
        steps: list[tuple[Decimal, str, tuple[Operand, ...], tuple[str, ...]]] = [
            (f, o.value, (o,), ("/",) * last + ("x",) * first) for (f, o), (first, last) in zip(stated, self._ends)]
        for a in range(len(stated)):
            for b in range(a + 1, len(stated)):
                (f, fo), (g, go) = stated[a], stated[b]
                steps.append((f * g, f"({fo.value} x {go.value})", (fo, go), ("/", "x")))
        hit: Derivation | None = None
        for number, operand in quantities:
            for f, over, operands, signs in steps:
                for sign in signs:  # (terse44) taken back (`fresh fruit behind it?`), or forward (`dry?` ... `1.104 kg.`)
                    try:
                        reached = (number / f if sign == "/" else number * f).quantize(quantum, rounding=ROUND_HALF_UP)
                    except InvalidOperation:
                        continue
                    if reached in near:
                        return None  # the chance test: the same search reaches a one-digit neighbour
                    if reached == occ.number and hit is None:
                        hit = Derivation("yield-back", f"{operand.value} {sign} {over} = {occ.value}", (operand, *operands))
        return hit


def _nearest_quantities(texts: tuple[tuple[str, str], ...], unit: str) -> list[tuple[Decimal, Operand]]:
    """The quantities of `unit`'s dimension `texts` write, the nearest text first, each text's last first (at most `MAX_QUANTITIES`), in `unit`."""
    out: list[tuple[Decimal, Operand]] = []
    for written, where in texts:
        for m in reversed(list(_QUANTITY.finditer(written[-MAX_READ:]))):
            found = unit_of(m.group(3))
            if found is None:
                continue
            to = (Decimal(1),) if found[1] == unit else factors(found[1], unit)[:1]
            if not to:
                continue
            try:
                number = Decimal(m.group(1).replace(",", "") + (m.group(2) or "")) * to[0]
            except InvalidOperation:
                continue
            if number > 0:
                source = "user" if where.endswith("question") else "earlier answer"
                out.append((number, Operand(m.group(1) + (m.group(2) or ""), source, f"{where} wrote {m.group(0).strip('* ')!r}")))
                if len(out) >= MAX_QUANTITIES:
                    return out
    return out
