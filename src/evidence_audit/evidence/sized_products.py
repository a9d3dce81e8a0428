"""A count times a stated size, shown in another unit of the size's dimension (older42): `sized-product`.

People fill jars, cut lengths and pour doses by a size the rules or the person state, and write the
whole in the larger unit with no step: the rules say `Jars: 227 g, 340 g and 454 g, 12 jars a case`,
the person asks `kg in a 454 g case` and the answer is `5.448 kg` (12 x 454 g); `20 cases of 227 g,
kg of honey needed` is `54.48 kg` (20 x 12 x 227 g); `1848 × 340 g` in the previous answer, then
`628.32 kg in jars`. `unit-carry` takes a count and a size written on the value's line or the line
above; here a factor (the count, the count a container holds, the size) is only stated.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `sized-product` (late) | `5.448 kg` for `kg in a 454 g case` and the rules' `12 jars a case` | the value (4+ significant digits) wears a unit of mass, length or volume (`units.unit_after`), or its table column's header names one first (`kg/case`, `Weight (kg)`); a size is a number wearing another unit of that dimension whose factor to the value's unit is a power of ten (g to kg, cm to m, mL to L), written on the value's line or the line above before it, in the question, in the previous answer right after a count and `×` (`1848 × 340 g`, its count too), or stated by the system prompt or a person (the latest `MAX_SIZES`); a count is a whole number of 2 or more wearing no unit, settled on those lines before the value or written in the question, or a pack the run states (`12 jars a case`, `24 bottles per box`: the latest `MAX_PACKS`); the value is size x count, or size x count x pack, converted, **exact** | a value equal to such a product where no other product of the same pools is one digit off it |

The chance test is by search: every product of the pools (at most `MAX_READINGS`) is tried, and a
product one digit off the value (at its places) refuses it; the late tries' refusals hold (one digit
off a carried number, a slip of the local step). A wrong size (`5.448 kg` where only 340 g jars are
named: (mend42b) where the question or the value's line or the line above writes a size of the
dimension, only those sizes are tried), a wrong count or a factor other than a power of ten stays flagged; a rounded product is no
product here (the value must be exact). Pure but for `StatedMeasures`, the run's stated sizes and packs.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final

from .computed.cues import _WRITTEN_NUMBER
from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .computed.wide import late_search_bounds, late_target
from .decimal_text import printed
from .expressions import rounded_reach
from .text_memo import TextMemo
from .units import dimension, factors, unit_after, unit_of

__all__ = ["MAX_PACKS", "MAX_SIZES", "StatedMeasures"]

MIN_DIGITS: Final = 4  # significant digits the value must write
MAX_SIZES: Final = 6  # stated sizes kept per run (the latest)
MAX_PACKS: Final = 4  # stated packs kept per run (the latest)
MAX_TEXT: Final = 20_000  # characters of a stated text read
MAX_QUESTION: Final = 400  # characters of the question read (its end)
MAX_PREVIOUS: Final = 2_000  # characters of the previous answer read (its end)
MAX_POOL: Final = 4  # sizes or counts of one source (its last)
MAX_READINGS: Final = 96  # products one value may try
MAX_PACK: Final = 1_000  # a pack's count
_MEASURES: Final = frozenset({"mass", "length", "volume"})
# a number as the texts write it (ASCII digits, comma thousands, a point's fraction)
_NUMBER: Final = re.compile(r"(?<![0-9.,])(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?(?![0-9])", re.ASCII)
# a pack the run states: `12 jars a case`, `24 bottles to a carton`, `6 rolls per box`, `10 bags in each pallet`
_PACK: Final = re.compile(r"(?<![0-9.,])([0-9]{1,4})[ \t]([A-Za-z]{3,20})[ \t](?:a|an|per|to[ \t]an?|in[ \t](?:an?|each)|each)[ \t][A-Za-z]{3,20}\b",
                          re.ASCII)
# a table header naming its unit first (`kg/case`, `kg per case`) or in parentheses (`Weight (kg)`)
_HEADER: Final = re.compile(r"[ \t*_]*(?:([A-Za-z]{1,5})[ \t]?(?:/|per[ \t])[ \t]?[A-Za-z]{1,12}|[A-Za-z][A-Za-z ]{0,30}[ \t]\(([A-Za-z]{1,5})\))[ \t*_]*",
                     re.ASCII)
# a count then `×` and a size: `1848 × 340 g`, `40 x 454 g`
_TIMES: Final = re.compile(r"[ \t]?[\u00d7x*][ \t]?")


def _power_of_ten(source: str, target: str) -> Decimal | None:
    """The factor from `source` to `target` when it is a power of ten other than 1, else None."""
    for f in factors(source, target):
        if f != 1 and f > 0 and f.normalize().as_tuple().digits == (1,):
            return f
    return None


def _decimal(digits: str) -> Decimal | None:
    try:
        return Decimal(digits.replace(",", ""))
    except InvalidOperation:
        return None


class _Size:
    __slots__ = ("number", "unit", "operand")

    def __init__(self, number: Decimal, unit: str, operand: Operand) -> None:
        self.number = number
        self.unit = unit
        self.operand = operand


def _measures(text: str) -> list[tuple[Decimal, str, int, int]]:
    """The numbers of `text` wearing a unit of mass, length or volume: (number, unit, start, end)."""
    out: list[tuple[Decimal, str, int, int]] = []
    for m in _NUMBER.finditer(text):
        unit = unit_after(text, m.end())
        if unit is None or dimension(unit) not in _MEASURES:
            continue
        number = _decimal(m.group(0))
        if number is not None and number > 0:
            out.append((number, unit, m.start(), m.end()))
    return out


def _bare_counts(text: str) -> list[tuple[Decimal, str]]:
    """The whole numbers of 2 or more of `text` that wear no unit and no percent sign."""
    out: list[tuple[Decimal, str]] = []
    for m in _NUMBER.finditer(text):
        if "." in m.group(0) or text.startswith("%", m.end()) or text.startswith(" %", m.end()):
            continue
        unit = unit_after(text, m.end())
        if unit is not None:
            continue
        number = _decimal(m.group(0))
        if number is not None and number >= 2:
            out.append((number, m.group(0)))
    return out


def _header_unit(reading: AnswerReading, occ: Occurrence) -> str | None:
    """The unit the header of the value's table column names first (`kg/case`, `kg per case`, `Weight (kg)`), or None."""
    layout = reading.layout
    cell = layout.cell(occ.at)
    if cell is None:
        return None
    h = _HEADER.fullmatch(layout.header(cell))
    found = unit_of(h.group(1) or h.group(2)) if h is not None else None
    return found[1] if found is not None else None


class StatedMeasures:
    """The sizes (a number wearing a unit of mass, length or volume) and the packs (`12 jars a
    case`) the run's system prompt and persons state, the latest `MAX_SIZES` and `MAX_PACKS`."""

    __slots__ = ("_sizes", "_packs")

    def __init__(self) -> None:
        self._sizes: list[tuple[Decimal, str, str]] = []  # (number, unit, as written)
        self._packs: list[tuple[Decimal, str]] = []  # (count, as written)

    def add_text(self, text: str) -> None:
        # (speed43) the text's sizes and packs read once per text (`_MEASURES_READ`): each case of a run reads its texts again
        sizes, packs = _MEASURES_READ.read(text, _stated_measures)
        for number, unit, shown in sizes:
            self._sizes = [s for s in self._sizes if (s[0], s[1]) != (number, unit)]
            self._sizes.append((number, unit, shown))
        for count, shown in packs:
            self._packs = [p for p in self._packs if p[0] != count]
            self._packs.append((count, shown))
        del self._sizes[:-MAX_SIZES]
        del self._packs[:-MAX_PACKS]

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                question: str = "", previous: str = "") -> Derivation | None:
        """The value as a count times a stated size in its unit (the module's docstring), or None."""
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        text = reading.text
        m = _WRITTEN_NUMBER.match(text, occ.at)
        unit = unit_after(text, m.end()) if m is not None else None
        if unit is None:
            unit = _header_unit(reading, occ)
        dim = dimension(unit) if unit is not None else None
        if unit is None or dim not in _MEASURES:
            return None
        sizes, counts = self._pools(reading, i, known, unit, dim, question, previous)
        if not sizes or not (counts or self._packs):
            return None
        packs = [(n, Operand(printed(n), "result", f"the run states {w!r}")) for n, w in self._packs]
        readings: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
        for size in sizes:
            f = _power_of_ten(size.unit, unit)
            if f is None:
                continue
            for n, o in [*counts, *packs]:
                readings.append((n * size.number * f, f"{o.value} x {size.operand.value} {size.unit}", (o, size.operand)))
            for n, o in counts:
                for p, po in packs:
                    readings.append((n * p * size.number * f, f"{o.value} x {po.value} x {size.operand.value} {size.unit}",
                                     (o, po, size.operand)))
        if not readings or len(readings) > MAX_READINGS:
            return None
        bounds = late_search_bounds(reading, i, known, computed_here)
        if bounds is None:
            return None
        _, near = bounds
        places = decimal_places(occ.digits)
        hit: tuple[str, tuple[Operand, ...]] | None = None
        for exact, shown, operands in readings:
            if exact == occ.number:
                if hit is None:
                    hit = (shown, operands)
                continue
            if rounded_reach(exact, places, occ.number, near) is None:
                return None  # the chance test: another product is one digit off the value
        if hit is None:
            return None
        return Derivation("sized-product", f"{hit[0]} in {unit} = {occ.value}", hit[1])

    def _pools(self, reading: AnswerReading, i: int, known: set[str], unit: str, dim: str, question: str,
               previous: str) -> tuple[list[_Size], list[tuple[Decimal, Operand]]]:
        """The sizes and the counts a value in `unit` tries (the module's docstring)."""
        text = reading.text
        occ = reading.occurrences[i]
        line_start = text.rfind("\n", 0, occ.start) + 1
        floor = text.rfind("\n", 0, max(0, line_start - 1)) + 1  # the line above's start
        sizes: list[_Size] = []
        counts: list[tuple[Decimal, Operand]] = []
        pending = reading.pending
        own_sizes: list[_Size] = []
        own_counts: list[tuple[Decimal, Operand]] = []
        for o in reading.occurrences[:i]:
            if o.start < floor or o.number <= 0 or not (o.value in known or o.value not in pending):
                continue
            w = _WRITTEN_NUMBER.match(text, o.at)
            worn = unit_after(text, w.end()) if w is not None else None
            if worn is not None and dimension(worn) == dim and worn != unit:
                own_sizes.append(_Size(o.number, worn, written_operand(o)))
            elif worn is None and o.number >= 2 and o.number == o.number.to_integral_value() and "." not in o.digits \
                    and not text.startswith("%", o.end):
                own_counts.append((o.number, written_operand(o)))
        sizes += own_sizes[-MAX_POOL:]
        counts += own_counts[-MAX_POOL:]
        asked = question[-MAX_QUESTION:]
        for number, worn, start, end in _measures(asked)[-MAX_POOL:]:
            if dimension(worn) == dim and worn != unit:
                sizes.append(_Size(number, worn, Operand(printed(number), "user", f"the question writes {asked[start:end + 4].strip()!r}")))
        for number, written in _bare_counts(asked)[-MAX_POOL:]:
            counts.append((number, Operand(written, "user", "the question")))
        tail = previous[-MAX_PREVIOUS:]
        paired: list[tuple[Decimal, str, Decimal, str]] = []
        for number, worn, start, _ in _measures(tail):
            if dimension(worn) != dim or worn == unit:
                continue
            times = None
            for t in _TIMES.finditer(tail, max(0, start - 3), start):
                if t.end() == start:
                    times = t
                    break
            if times is None:
                continue
            before = [c for c in _NUMBER.finditer(tail, max(0, times.start() - 12), times.start()) if c.end() == times.start()]
            count = _decimal(before[-1].group(0)) if before else None
            if count is not None and count >= 2 and count == count.to_integral_value():
                paired.append((count, before[-1].group(0), number, worn))
        for count, written, number, worn in paired[-MAX_POOL:]:
            sizes.append(_Size(number, worn, Operand(printed(number), "answer", "the previous answer")))
            counts.append((count, Operand(written, "answer", "the previous answer")))
        for number, worn, shown in self._sizes:
            if dimension(worn) == dim and worn != unit and all((s.number, s.unit) != (number, worn) for s in sizes):
                sizes.append(_Size(number, worn, Operand(printed(number), "result", f"the run states {shown!r}")))
        # (mend42b, review42 D6) where the question or the value's line (or the line above) writes a
        # size of this dimension, only those sizes: a 340 g case is not 12 x 454 g
        named = {(number, worn) for number, worn, _, _ in [*_measures(text[floor:occ.start]), *_measures(asked)]
                 if dimension(worn) == dim and worn != unit}
        if named:
            sizes = [s for s in sizes if (s.number, s.unit) in named]
        return sizes, counts


_Measures = tuple[tuple[tuple[Decimal, str, str], ...], tuple[tuple[Decimal, str], ...]]


def _stated_measures(text: str) -> _Measures:
    """(speed43) The sizes (number, unit, as shown) and packs (count, as written) a text states, in
    text order, as `StatedMeasures.add_text` keeps them. Pure: a function of the text."""
    text = text[:MAX_TEXT]
    sizes = tuple((number, unit, text[start:end + 12].split("\n")[0].strip()) for number, unit, start, end in _measures(text))
    packs: list[tuple[Decimal, str]] = []
    for m in _PACK.finditer(text):
        count = Decimal(m.group(1))
        if 2 <= count <= MAX_PACK:
            packs.append((count, m.group(0)))
    return sizes, tuple(packs)


# (speed43) the sizes and packs of the persons' and rules texts read lately
_MEASURES_READ: Final[TextMemo[_Measures]] = TextMemo(entries=64, chars=1 << 20)
