"""A count of outer packs times the inner things a stated pack holds (older43): `pack-product`.

The rules state a pack (`12 jars a case`, `24 bottles per box`) and the conversation counts the
outer packs (`212 cases`); the answer then counts the inner things with no step: `2,544 jars of
454 g` (212 x 12), or the other way, the outer packs a count of inner things fills exactly
(`3,396 jars, 283 cases`: 3,396 / 12). `sized-product` takes a pack only on the way to a size.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `pack-product` (late) | `2,544 jars` after `212 cases` for the rules' `12 jars a case`; `283 cases` after `3,396 jars` | the value (3+ significant digits, whole) wears the pack's inner word (`jars`, singular or plural) and a count wears its outer word (`212 cases`), or the reverse; the count written before the value in the answer (the latest `MAX_POOL`), the latest `MAX_ANSWERED` such counts earlier answers wrote, or the question's (the latest `MAX_POOL` of each); a pack the system prompt or a person states (`N INNER a|per|to a|in each OUTER`, the latest `MAX_PACKS`); the value is count x pack, or count / pack when it divides exactly | a value equal to such a product where no other product or quotient of the pools is one digit off it; not one digit off a carried number (the late tries' refusal) |

Pure but for `StatedPacks`, the run's stated packs.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, Operand
from .computed.wide import late_search_bounds, late_target
from .decimal_text import printed
from .settled_operands import is_settled, values_of

__all__ = ["StatedPacks"]

MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_PACKS: Final = 4  # stated packs kept per run (the latest)
MAX_PACK: Final = 1_000  # a pack's count
MAX_TEXT: Final = 20_000  # characters of a stated text read
MAX_QUESTION: Final = 400  # characters of the question read (its end)
MAX_PREVIOUS: Final = 2_000  # characters of an answer read for its counts (its end)
MAX_POOL: Final = 4  # counts of one source (its last)
MAX_ANSWERED: Final = 6  # counts earlier answers wrote wearing a pack's word, kept (the latest)
# a pack the run states: `12 jars a case`, `24 bottles to a carton`, `6 rolls per box`, `10 bags in each pallet`
_PACK: Final = re.compile(r"(?<![0-9.,])([0-9]{1,4})[ \t]([A-Za-z]{3,20})[ \t](?:a|an|per|to[ \t]an?|in[ \t](?:an?|each)|each)[ \t]([A-Za-z]{3,20})\b",
                          re.ASCII)
# a whole count then a word: `212 cases`, `2,544 jars`, `**212 cases**`
_COUNTED: Final = re.compile(r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?![0-9.,][0-9])(?:\*\*)?[ \t]([A-Za-z]{3,20})\b", re.ASCII)
# the word right after a value as the answer writes it: `2,544 jars`, `**283 cases**`
_WORD_AFTER: Final = re.compile(r"(?:\*\*)?[ \t]([A-Za-z]{3,20})\b", re.ASCII)


def _stem(word: str) -> str:
    """A noun without its English plural's ending, lower case: `cases` and `case`, `boxes` and `box`."""
    w = word.lower()
    if w.endswith("es") and w[:-2].endswith(("x", "ss", "ch", "sh", "zz")):
        return w[:-2]
    return w[:-1] if w.endswith("s") and not w.endswith("ss") else w


def _counts(text: str, stem: str, source: str, where: str) -> list[tuple[Decimal, Operand]]:
    """The whole counts of `text` wearing a word of `stem` (the last `MAX_POOL`)."""
    out: list[tuple[Decimal, Operand]] = []
    for m in _COUNTED.finditer(text):
        if _stem(m.group(2)) != stem:
            continue
        n = Decimal(m.group(1).replace(",", ""))
        if n >= 1:
            out.append((n, Operand(m.group(1), source, where)))
    return out[-MAX_POOL:]


class StatedPacks:
    """The packs (`12 jars a case`: count, inner stem, outer stem) the run's system prompt and
    persons state, the latest `MAX_PACKS`."""

    __slots__ = ("_packs", "_answered")

    def __init__(self) -> None:
        self._packs: list[tuple[Decimal, str, str, str]] = []  # (count, inner, outer, as written)
        self._answered: list[tuple[Decimal, str, str]] = []  # counts earlier answers wrote wearing a pack's word

    def add_answer(self, text: str) -> None:
        """Keep the counts an answer writes wearing a stated pack's inner or outer word (`212 cases`)."""
        if not self._packs:
            return
        words = {p[1] for p in self._packs} | {p[2] for p in self._packs}
        for m in _COUNTED.finditer(text[-MAX_PREVIOUS:]):
            stem = _stem(m.group(2))
            if stem in words:
                n = Decimal(m.group(1).replace(",", ""))
                self._answered = [a for a in self._answered if (a[0], a[2]) != (n, stem)]
                self._answered.append((n, m.group(1), stem))
        del self._answered[:-MAX_ANSWERED]

    def add_text(self, text: str) -> None:
        for m in _PACK.finditer(text[:MAX_TEXT]):
            count = Decimal(m.group(1))
            inner, outer = _stem(m.group(2)), _stem(m.group(3))
            if 2 <= count <= MAX_PACK and inner != outer:
                self._packs = [p for p in self._packs if (p[1], p[2]) != (inner, outer)]
                self._packs.append((count, inner, outer, m.group(0)))
        del self._packs[:-MAX_PACKS]

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                question: str = "") -> Derivation | None:
        """The value as a count of outer packs times a stated pack, or inner things over it (the module's docstring), or None."""
        if not self._packs:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None or "." in occ.digits:
            return None
        text = reading.text
        w = _WORD_AFTER.match(text, occ.end)
        if w is None:
            return None
        worn = _stem(w.group(1))
        here = values_of(computed_here)
        readings: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
        for pack, inner, outer, shown in self._packs:
            if worn not in (inner, outer):
                continue
            times = worn == inner  # inner things: outer packs x the pack; outer packs: inner things / the pack
            other = outer if times else inner
            po = Operand(printed(pack), "result", f"the run states {shown!r}")
            pool: list[tuple[Decimal, Operand]] = []
            for seen in reading.occurrences[:i]:
                if "." in seen.digits or not is_settled(reading, seen, known, here):
                    continue
                after = _WORD_AFTER.match(text, seen.end)
                if after is not None and _stem(after.group(1)) == other:
                    pool.append((seen.number, written_operand(seen)))
            pool = pool[-MAX_POOL:]
            pool += [(n, Operand(w, "earlier answer", "an earlier answer")) for n, w, stem in self._answered if stem == other]
            pool += _counts(question[-MAX_QUESTION:], other, "user", "the question")
            for n, count in pool:
                if times:
                    readings.append((n * pack, f"{count.value} {other} x {po.value}", (count, po)))
                elif n % pack == 0:
                    readings.append((n / pack, f"{count.value} {other} / {po.value}", (count, po)))
        if not readings:
            return None
        bounds = late_search_bounds(reading, i, known, computed_here)
        if bounds is None:
            return None
        _, near = bounds
        hit: tuple[str, tuple[Operand, ...]] | None = None
        for exact, expression, operands in readings:
            if exact == occ.number:
                if hit is None:
                    hit = (expression, operands)
            elif exact in near:
                return None  # the chance test: another product is one digit off the value
        if hit is None:
            return None
        return Derivation("pack-product", f"{hit[0]} = {occ.value}", hit[1])
