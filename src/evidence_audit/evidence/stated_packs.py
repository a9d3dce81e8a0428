"""`pack-count` (salt39): a count of packs that is a weight (or volume) over the size a person
stated for that pack, in another unit of its dimension or the same one.

People state what one pack holds (`Crude salt goes in 50 kg bags`, `iodised salt in 1 kg packets`,
`boxes of 20 kg`) and count the packs of a quantity without writing the division: `Refined: 40 ×
0.97 = 38.8 t` ... `Packets: 38,800`; `yield` ... `67.5 t.` then `bags` ... `1,350.`. The size is
the system prompt's or the user's; the quantity is written with its unit word, before the value in
its answer or in the previous answer; the pack is named by its word on the value's line or in the
question. `unit-quotient` divides two quantities its sentence writes; a size only a person stated,
and a quantity written lines or an answer before, were no rule's.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `pack-count` (late) | `Packets: **38,800**` after `38.8 t` (1 kg packets stated); `1,350.` to `bags` after `67.5 t.` (50 kg bags stated) | a whole value (3+ significant digits) equal to a quantity (a resolved number of the answer before the value with a unit word after it, the nearest `MAX_QUANTITIES`, or one of the previous answer's last `MAX_PREVIOUS` quantities) in the unit of a stated pack size (the unit tables' whole factors) over that size, exactly (no rounding); the pack's word (plural or not) on the value's line or in the question | a count equal to such a quotient with no other quotient of the same search reaching a one-digit neighbour, not one digit off a carried number |

Pure: no I/O; the only state is the run's stated pack sizes (the latest `MAX_PACKS`).
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, Operand
from .computed.wide import late_search_bounds, late_target
from .decimal_text import printed
from .units import dimension, factors, unit_of

__all__ = ["StatedPacks"]

MIN_DIGITS: Final = 3  # significant digits the count must write
MAX_PACKS: Final = 8  # pack sizes kept per run (the latest)
MAX_QUANTITIES: Final = 6  # the answer's quantities read before the value (the nearest)
MAX_PREVIOUS: Final = 4  # the previous answer's quantities read (its last)
MAX_TEXT: Final = 20_000  # characters of a stated text read for sizes
_DIMENSIONS: Final = frozenset(("mass", "volume"))  # what a pack holds
# a size and its pack: `50 kg bags`, `1 kg packets`, `20-litre drums`; `bags of 50 kg`, `a box of 20 kg`
_NUMBER: Final = r"([0-9]{1,3}(?:,[0-9]{3})*(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?)"
_SIZE_FIRST: Final = re.compile(_NUMBER + r"[ \t\u00a0-]?([A-Za-z]{1,12})[ \t\u00a0]+([A-Za-z]{3,12})\b", re.ASCII)
_PACK_FIRST: Final = re.compile(r"\b([A-Za-z]{3,12})[ \t\u00a0]+of[ \t\u00a0]+" + _NUMBER + r"[ \t\u00a0]?([A-Za-z]{1,12})\b", re.ASCII)
# a quantity of the previous answer: a number and its unit word
_QUANTITY: Final = re.compile(_NUMBER + r"\**[ \t\u00a0]?([A-Za-z]{1,12})\b", re.ASCII)
_UNIT_AFTER: Final = re.compile(r"\**[ \t\u00a0]?([A-Za-z]{1,12})\b", re.ASCII)
_WORD: Final = re.compile(r"[A-Za-z]{3,14}", re.ASCII)
# words that follow a quantity but name no pack (`45 tonnes of`, `50 g a tonne`, `20 kg and`)
_NOT_PACKS: Final = frozenset(("and", "the", "for", "per", "each", "from", "with", "into", "over", "under", "more",
                               "less", "than", "that", "this", "are", "was", "were", "will", "not", "only", "total"))


def _stem(word: str) -> str:
    """A pack word in lower case without a plural ending (`packets` -> `packet`, `boxes` -> `box`)."""
    low = word.lower()
    if low.endswith("es") and low[:-2].endswith(("x", "s", "ch", "sh")):
        return low[:-2]
    return low[:-1] if low.endswith("s") and not low.endswith("ss") else low


class _Pack:
    __slots__ = ("size", "unit", "word", "shown", "where")

    def __init__(self, size: Decimal, unit: str, word: str, shown: str, where: str) -> None:
        self.size = size
        self.unit = unit
        self.word = word
        self.shown = shown
        self.where = where


def _held_unit(word: str) -> str:
    """The canonical unit of a unit word of a dimension a pack holds, or ''."""
    found = unit_of(word)
    return found[1] if found is not None and found[0] in _DIMENSIONS else ""


def _pack_word(word: str) -> str:
    """A word that may name a pack (no unit, no small function word), its stem; or ''."""
    low = word.lower()
    if low in _NOT_PACKS or unit_of(low) is not None:
        return ""
    return _stem(low)


def _whole_factor(source: str, target: str) -> Decimal | None:
    """1 for the same unit, else the whole factor (over 1) taking `source` to `target` of one dimension, or None."""
    if source == target:
        return Decimal(1)
    if dimension(source) is None or dimension(source) != dimension(target):
        return None
    for factor in factors(source, target):
        if factor > 1 and factor == factor.to_integral_value():
            return factor
    return None


class StatedPacks:
    """The pack sizes the run's persons stated (system prompt, user turns), the latest `MAX_PACKS`."""

    __slots__ = ("_packs",)

    def __init__(self) -> None:
        self._packs: list[_Pack] = []

    def add_text(self, text: str, where: str) -> None:
        head = text[:MAX_TEXT]
        found: list[tuple[str, str, str, str]] = []  # (number, unit word, pack word, shown)
        for m in _SIZE_FIRST.finditer(head):
            found.append((m.group(1), m.group(2), m.group(3), m.group(0)))
        for m in _PACK_FIRST.finditer(head):
            found.append((m.group(2), m.group(3), m.group(1), m.group(0)))
        for number_text, unit_word, pack_text, shown in found:
            unit, word = _held_unit(unit_word), _pack_word(pack_text)
            if not unit or not word:
                continue
            try:
                size = Decimal(number_text.replace(",", ""))
            except InvalidOperation:
                continue
            if size <= 0:
                continue
            pack = _Pack(size, unit, word, shown, where)
            self._packs = [p for p in self._packs if (p.size, p.unit, p.word) != (size, unit, word)] + [pack]
        del self._packs[:-MAX_PACKS]

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                question: str, previous: str) -> Derivation | None:
        """The value as a quantity over a stated pack's size (the module's docstring), or None."""
        if not self._packs:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None or occ.number != occ.number.to_integral_value() or "." in occ.digits:
            return None
        text = reading.text
        line_start = text.rfind("\n", 0, occ.start) + 1
        line_end = text.find("\n", occ.end)
        named = {_stem(w) for w in _WORD.findall(text[line_start: len(text) if line_end < 0 else line_end])}
        named |= {_stem(w) for w in _WORD.findall(question[-400:])}
        packs = [p for p in self._packs if p.word in named]
        if not packs:
            return None
        quantities = self._quantities(reading, i, known, computed_here, previous)
        if not quantities:
            return None
        bounds = late_search_bounds(reading, i, known, computed_here)
        if bounds is None:
            return None
        _, near = bounds
        hit: Derivation | None = None
        for pack in packs:
            for value, unit, operand in quantities:
                factor = _whole_factor(unit, pack.unit)
                if factor is None:
                    continue
                count = value * factor / pack.size
                if count != count.to_integral_value():
                    continue
                if count in near:
                    return None  # the chance test: the same search reaches a one-digit neighbour
                if count == occ.number and hit is None:
                    hit = Derivation(
                        "pack-count", f"{operand.value} {unit} / {printed(pack.size)} {pack.unit} = {occ.value}",
                        (operand, Operand(printed(pack.size), "user" if pack.where == "user" else "result",
                                          f"{pack.where} states {pack.shown!r}")))
        return hit

    @staticmethod
    def _quantities(reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                    previous: str) -> list[tuple[Decimal, str, Operand]]:
        """The resolved numbers of the answer before the value with a unit word of a held dimension
        after them, nearest first (at most `MAX_QUANTITIES`), then the previous answer's last
        `MAX_PREVIOUS` quantities."""
        text = reading.text
        out: list[tuple[Decimal, str, Operand]] = []
        for k in range(i - 1, -1, -1):
            o = reading.occurrences[k]
            if len(out) >= MAX_QUANTITIES:
                break
            if o.number <= 0 or not (o.value in known or o in computed_here):
                continue
            m = _UNIT_AFTER.match(text, o.end)
            unit = _held_unit(m.group(1)) if m is not None else ""
            if unit:
                out.append((o.number, unit, written_operand(o)))
        earlier: list[tuple[Decimal, str, Operand]] = []
        for m in _QUANTITY.finditer(previous[-MAX_TEXT:]):
            unit = _held_unit(m.group(2))
            if not unit:
                continue
            try:
                value = Decimal(m.group(1).replace(",", ""))
            except InvalidOperation:
                continue
            if value > 0:
                earlier.append((value, unit, Operand(printed(value), "earlier answer",
                                                     f"the previous answer wrote {m.group(0).strip('* ')!r}")))
        return out + earlier[-MAX_PREVIOUS:]
