"""`container-count` (census39, salt39; one rule since unify39): a count of containers (jars, bags,
packets, drums), a quantity over what one container holds as the rules or the person state it.

People fill jars, bags and packets: the rules state what one holds (`Jars hold 500 g, 24 jars to a
carton; bulk bags hold 25 kg`, `Crude salt goes in 50 kg bags`, `bran in bags of 10 kg`) or the
person asks by it (`How many 500 g jars could the paste fill?`), and the answer writes the count with
no step, beside the quantity it divides or lines (or an answer) after it:

    | Paste kg | Jars | Cartons of 24 |        785 kg / 0.5 kg = 1,570 jars
    | 785 | 1,570 | 65 |                     `Refined: 40 × 0.97 = 38.8 t` ... `Packets: 38,800`

`unit-quotient` divides two quantities its sentence writes, `stated-dose` multiplies by a stated
rate; a quantity over a stated size was no rule's, so the count was flagged. (unify39) salt39's
`pack-count` (`stated_packs.py`) and census39's `container-count` were the same rule written twice:
this module keeps both readings under one name, each with the tighter bound of the two.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `container-count` (late) | `| 785 | 1,570 |` under `| Paste kg | Jars |` for `Jars hold 500 g`; `Packets: **38,800**` after `38.8 t` (1 kg packets stated) | a whole number (3+ significant digits) whose container is the noun right after it (`1,570 jars`: only it), else a word of its line (`Packets: 38,800`), its column's header or the question (`how many sacks?`), a size the system prompt or a person states for that container (`Jars hold 500 g`, `500 g jars`, `bags of 25 kg`: a mass or a volume), and a quantity: a resolved number before the value with a unit of the size's dimension after it or in its column's header (the nearest `MAX_QUANTITIES` within `MAX_WALK` numbers), or one of the previous answer's last `MAX_PREVIOUS` quantities; the quotient exact, or, for a quantity of the value's own line, the whole containers it fills (down) or needs (up) | a count equal to such a quotient with no quotient of any stated size (of any container) by any of those quantities, rounded down or up, reaching a one-digit neighbour, not one digit off a carried number |

Pure but for `StatedContainers`, the run's sizes (at most `MAX_SIZES`, the latest).
"""

from __future__ import annotations

import re
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal, InvalidOperation
from typing import Final

from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, Operand
from .computed.wide import late_search_bounds, late_target
from .decimal_text import printed
from .hour_steps import layout_of
from .text_memo import TextMemo
from .units import dimension, factors, unit_after, unit_of

__all__ = ["MAX_SIZES", "StatedContainers"]

MAX_SIZES: Final = 8  # container sizes kept per run (the latest)
MAX_TEXT: Final = 20_000  # characters of a person's text (or the previous answer) read
MIN_DIGITS: Final = 3  # significant digits the count must write
MAX_QUANTITIES: Final = 4  # resolved quantities before the value (the nearest)
MAX_WALK: Final = 24  # numbers walked back from the value for them
MAX_PREVIOUS: Final = 4  # the previous answer's quantities read (its last)
MAX_QUESTION: Final = 400  # characters of the question read for a container's word
MAX_LINE: Final = 200  # characters of the value's line read on each side of it for a container's word
_NUMBER: Final = r"([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,6})(\.[0-9]{1,3})?"
_WORD: Final = r"([A-Za-z]{3,20})"
# `Jars hold 500 g`, `a drum holds up to 200 l` (mill42: `at most 600 kg`), `bags contain 25 kg`; `500 g jars`, `25-kg bags`,
# `20-litre drums`; `bags of 25 kg`. ASCII words, bounded runs, no nested repetition.
_HOLDS: Final = re.compile(_WORD + r"[ \t]{1,3}(?:holds?|contains?|takes?)[ \t]{1,3}(?:(?:up[ \t]to|at[ \t]most|no[ \t]more[ \t]than|a[ \t]maximum[ \t]of)[ \t])?(?<![0-9.,])"
                           + _NUMBER + r"[ \t]?([A-Za-z]{1,12})\b", re.ASCII)
_SIZED: Final = re.compile(r"(?<![0-9A-Za-z.,])" + _NUMBER + r"[ \t\u00a0-]?([A-Za-z]{1,12})[ \t\u00a0-]{1,2}" + _WORD + r"\b",
                           re.ASCII)
_OF: Final = re.compile(_WORD + r"[ \t]{1,3}of[ \t]{1,3}(?<![0-9.,])" + _NUMBER + r"[ \t]?([A-Za-z]{1,12})\b", re.ASCII)
# the word right after a number: `1,570 jars`, `**1,570** jars`, `38.8 t`
_WORD_AFTER: Final = re.compile(r"\**[ \t\u00a0]?([A-Za-z]{1,20})\b", re.ASCII)
_HEADER_WORD: Final = re.compile(r"[A-Za-z]{1,20}", re.ASCII)
_LINE_WORD: Final = re.compile(r"[A-Za-z]{3,20}", re.ASCII)
# a quantity of the previous answer: a number and its unit word
_QUANTITY: Final = re.compile(r"(?<![0-9A-Za-z.,])" + _NUMBER + r"\**[ \t\u00a0]?([A-Za-z]{1,12})\b", re.ASCII)
_MEASURES: Final = frozenset({"mass", "volume"})
# (mill42) a rounding written next; (kiln43) past the count's one word (`479.36 bags → 480 bags`)
_ARROW_AFTER: Final = re.compile(r"\**[ \t]*(?:[^\W\d_]{1,20}\**[ \t]*)?(?:\u2192|->|=>|\u21d2)")
# words after a size that name no container (`300 g per portion`, `25 kg each`, `20 kg and`, `45 tonnes of`)
_NO_CONTAINER: Final = frozenset({"per", "each", "and", "the", "for", "with", "from", "into", "over", "under", "than",
                                  "are", "was", "were", "more", "less", "max", "min", "net", "gross", "total",
                                  "that", "this", "will", "not", "only", "is"})


def _stem(word: str) -> str:
    """A container's word in lower case without a plural ending (`jars` -> `jar`, `boxes` -> `box`)."""
    low = word.lower()
    if len(low) > 4 and low.endswith("es") and low[:-2].endswith(("x", "ss", "ch", "sh")):
        return low[:-2]
    return low[:-1] if len(low) > 3 and low.endswith("s") and not low.endswith("ss") else low


def _measure(word: str) -> str:
    """The canonical unit of a mass or a volume word (`g`, `kg`, `litres`), else ''."""
    found = unit_of(word)
    return found[1] if found is not None and found[0] in _MEASURES else ""


class _Size:
    __slots__ = ("number", "unit", "container", "shown", "where")

    def __init__(self, number: Decimal, unit: str, container: str, shown: str, where: str) -> None:
        self.number = number
        self.unit = unit  # canonical (`g`)
        self.container = container  # the container's word, its stem (`jar`)
        self.shown = shown
        self.where = where


class _Quantity:
    """A quantity a count may divide: its number, canonical unit, operand, and whether it is written
    on the value's own line (only those may be rounded to whole containers)."""

    __slots__ = ("number", "unit", "operand", "own_line", "words")

    def __init__(self, number: Decimal, unit: str, operand: Operand, own_line: bool,
                 words: frozenset[str] = frozenset()) -> None:
        self.number = number
        self.unit = unit
        self.operand = operand
        self.own_line = own_line
        # (integrator, review39 D5) the word stems of its line, for a quantity of an earlier line of the answer
        self.words = words


class StatedContainers:
    """The container sizes the run's persons stated (system prompt, user turns), the latest `MAX_SIZES`."""

    __slots__ = ("_sizes", "_previous", "_earlier")

    def __init__(self) -> None:
        self._sizes: list[_Size] = []
        self._previous = ""  # the previous answer last read, and its last quantities (read once per answer)
        self._earlier: list[_Quantity] = []

    def add_text(self, text: str, where: str) -> None:
        # (speed43) the text's sizes read once per text (`_SIZES_READ`): each case of a run reads its texts again
        for number, unit, container, shown in _SIZES_READ.read(text, _stated_sizes):
            size = _Size(number, unit, container, shown, where)
            self._sizes = [s for s in self._sizes if (s.number, s.unit, s.container) != (number, unit, size.container)]
            self._sizes.append(size)
        del self._sizes[:-MAX_SIZES]

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                question: str = "", previous: str = "") -> Derivation | None:
        """The value as a quantity over a stated container size (the module's docstring), or None."""
        if not self._sizes:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        # (mill42) a quotient with its fraction, exact, the answer rounding it after an arrow (`Drum runs:
        # 4.125 → **5 runs**` for 2,475 kg in drums holding at most 600 kg)
        fraction = occ.number != occ.number.to_integral_value() or "." in occ.digits
        if fraction and _ARROW_AFTER.match(reading.text, occ.end) is None:
            return None
        names = self._own_words(reading.text, occ, question)
        # (kiln43) or a size its line writes before it, in any language's unit word (`೨೦ ಕೆಜಿ ಚೀಲ: ೬೮೩.೭೬ →`
        # for `bags of 20 kg`): the size written names its container as its word does
        written = _line_sizes(reading.text, occ.start)
        named = [s for s in self._sizes if s.container in names or (s.number, s.unit) in written]
        if not named:
            return None
        quantities = self._quantities(reading, i, known, computed_here, previous)
        if not quantities:
            return None
        bounds = late_search_bounds(reading, i, known, computed_here)
        if bounds is None:
            return None
        _, near = bounds
        hit: Derivation | None = None
        for size in self._sizes:
            for q in quantities:
                for factor in _to(q.unit, size.unit):
                    try:
                        exact = q.number * factor / size.number
                        counts = {exact.to_integral_value(ROUND_FLOOR), exact.to_integral_value(ROUND_CEILING)}
                    except InvalidOperation:
                        continue
                    if counts & near or (fraction and exact in near):
                        return None  # the chance test: a stated size reaches a one-digit neighbour
                    if hit is None and size in named and (factor == 1 or factor == factor.to_integral_value()) \
                            and occ.number in ({exact} if fraction or not q.own_line else counts):
                        how = "" if exact == occ.number else " (whole containers)"
                        steps = f"{q.operand.value} {q.unit}" + (f" x {printed(factor)}" if factor != 1 else "")
                        hit = Derivation("container-count", f"{steps} / {printed(size.number)} {size.unit} = {occ.value}{how}",
                                         (q.operand, Operand(printed(size.number), "user" if size.where == "user" else "result",
                                                             f"{size.where} states {size.shown!r}")))
        return hit

    @staticmethod
    def _own_words(text: str, occ: Occurrence, question: str) -> set[str]:
        """The stem of the noun right after the value (`1,570 jars`: only it, so `2,460 bottles` names
        no jar whatever the question asks); else the stems of the words of the value's line
        (`Packets: 38,800`), of its table column's header and of the question's end (`how many sacks?`)."""
        after = _WORD_AFTER.match(text, occ.end)
        if after is not None and len(after.group(1)) >= 3 and after.group(1).lower() not in _NO_CONTAINER \
                and _stem(after.group(1)) not in _NO_CONTAINER and unit_of(after.group(1)) is None:
            return {_stem(after.group(1))}
        line_start = max(text.rfind("\n", 0, occ.start) + 1, occ.start - MAX_LINE)
        line_end = text.find("\n", occ.end, occ.end + MAX_LINE)
        line = text[line_start: min(len(text), occ.end + MAX_LINE) if line_end < 0 else line_end]
        out = {_stem(w) for w in _LINE_WORD.findall(line)}
        out |= {_stem(w) for w in _LINE_WORD.findall(question[-MAX_QUESTION:])}
        if "|" in line:
            layout = layout_of(text)
            cell = layout.cell(occ.start)
            if cell is not None:
                out |= {_stem(w) for w in _HEADER_WORD.findall(layout.header(cell))}
        return out

    def _quantities(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                    previous: str) -> list[_Quantity]:
        """The resolved numbers before the value, each with a mass or volume unit written right after
        it or in its table column's header (`Paste kg`), nearest first (at most `MAX_QUANTITIES`
        within `MAX_WALK` numbers); then the previous answer's last `MAX_PREVIOUS` quantities."""
        text = reading.text
        line_start = text.rfind("\n", 0, reading.occurrences[i].start) + 1
        out: list[_Quantity] = []
        for k in range(i - 1, max(-1, i - 1 - MAX_WALK), -1):
            o = reading.occurrences[k]
            if len(out) >= MAX_QUANTITIES:
                break
            if o.number <= 0 or not (o.value in known or o in computed_here):
                continue
            m = _WORD_AFTER.match(text, o.end)
            unit = _measure(m.group(1)) if m is not None else ""
            if not unit:  # (kiln43) a unit word of another language (`೧೩,೬೭೫.೨ ಕೆಜಿ`: units.measure_word_after)
                other = unit_after(text, o.end)
                unit = other if other is not None and dimension(other) in _MEASURES else ""
            if not unit and text.rfind("|", max(text.rfind("\n", 0, o.start) + 1, o.start - MAX_LINE), o.start) >= 0:
                cell = layout_of(text).cell(o.start)
                header = layout_of(text).header(cell) if cell is not None else ""
                units = {u for u in (_measure(w) for w in _HEADER_WORD.findall(header)) if u}
                unit = units.pop() if len(units) == 1 else ""
            if unit:
                own = o.start >= line_start
                out.append(_Quantity(o.number, unit, written_operand(o), own, frozenset() if own else _line_stems(text, o.start)))
        # (integrator, review39 D5) an earlier line that shares a word with the value's line (`- Rye flour:
        # ... 14.25 t` for `- Rye sacks: 1,440`) names the record the count is of: then only such lines'
        # quantities are taken (`- Wheat flour: ... 36 t` is another record's), else any earlier line's
        # (`Refined: 40 × 0.97 = 38.8 t` ... `Packets: 38,800`)
        own_words = _line_stems(text, reading.occurrences[i].start) - _NO_CONTAINER
        if any(q.words & own_words for q in out):
            out = [q for q in out if q.own_line or q.words & own_words]
        if previous != self._previous:
            self._previous, self._earlier = previous, _previous_quantities(previous)
        return out + self._earlier


_LINE_NUMBER: Final = re.compile(r"(?<![0-9A-Za-z.,])" + _NUMBER + r"(?![0-9])")


def _line_sizes(text: str, at: int) -> set[tuple[Decimal, str]]:
    """(kiln43) The (number, canonical mass or volume unit) pairs the line writes before `at` (its last
    `MAX_LINE` characters), the unit in any language's word (`units.unit_after`)."""
    start = max(text.rfind("\n", 0, at) + 1, at - MAX_LINE)
    out: set[tuple[Decimal, str]] = set()
    for m in _LINE_NUMBER.finditer(text, start, at):
        unit = unit_after(text, m.end())
        if unit is not None and dimension(unit) in _MEASURES:
            try:
                out.add((Decimal(m.group(0).replace(",", "")), unit))
            except InvalidOperation:
                continue
    return out


def _line_stems(text: str, at: int) -> frozenset[str]:
    """The stems of the words (3+ letters) of the line holding `at`, at most `MAX_LINE` characters each side."""
    start = max(text.rfind("\n", 0, at) + 1, at - MAX_LINE)
    end = text.find("\n", at, at + MAX_LINE)
    line = text[start: min(len(text), at + MAX_LINE) if end < 0 else end]
    return frozenset(_stem(w) for w in _LINE_WORD.findall(line) if unit_of(w) is None)


def _previous_quantities(previous: str) -> list[_Quantity]:
    """The previous answer's last `MAX_PREVIOUS` quantities (a number with a mass or volume unit word)."""
    earlier: list[_Quantity] = []
    for m in _QUANTITY.finditer(previous[-MAX_TEXT:]):
        unit = _measure(m.group(3))
        if not unit:
            continue
        try:
            value = Decimal(m.group(1).replace(",", "") + (m.group(2) or ""))
        except InvalidOperation:
            continue
        if value > 0:
            earlier.append(_Quantity(value, unit, Operand(printed(value), "earlier answer",
                                                          f"the previous answer wrote {m.group(0).strip('* ')!r}"),
                                     False))
    return earlier[-MAX_PREVIOUS:]


def _to(source: str, target: str) -> tuple[Decimal, ...]:
    """The factors that take a number in `source` to `target`: 1 for the same unit, the unit
    tables' factors for two units of one dimension, none otherwise."""
    if source == target:
        return (Decimal(1),)
    if dimension(source) is None or dimension(source) != dimension(target):
        return ()
    return factors(source, target)


def _stated_sizes(text: str) -> tuple[tuple[Decimal, str, str, str], ...]:
    """(speed43) The container sizes a text states, in text order, as `StatedContainers.add_text`
    keeps them (number, unit, the container's stem, as shown). Pure: a function of the text."""
    text = text[:MAX_TEXT]
    found: list[tuple[int, str, str, str, str]] = []  # (at, number, fraction, unit word, container word)
    for m in _HOLDS.finditer(text):
        found.append((m.start(), m.group(2), m.group(3) or "", m.group(4), m.group(1)))
    for m in _SIZED.finditer(text):
        found.append((m.start(), m.group(1), m.group(2) or "", m.group(3), m.group(4)))
    for m in _OF.finditer(text):
        found.append((m.start(), m.group(2), m.group(3) or "", m.group(4), m.group(1)))
    out: list[tuple[Decimal, str, str, str]] = []
    for at, digits, fraction, unit_word, container in sorted(found):
        unit = _measure(unit_word)
        if not unit or unit_of(container) is not None or _stem(container) in _NO_CONTAINER \
                or container.lower() in _NO_CONTAINER:
            continue  # no mass or volume, or the `container` is a unit itself (`25 kg of kg`)
        try:
            number = Decimal(digits.replace(",", "") + fraction)
        except InvalidOperation:
            continue
        if number <= 0:
            continue
        out.append((number, unit, _stem(container), text[at:at + 60].split("\n")[0].strip()))
    return tuple(out)


# (speed43) the sizes of the persons' and rules texts read lately
_SIZES_READ: Final[TextMemo[tuple[tuple[Decimal, str, str, str], ...]]] = TextMemo(entries=64, chars=1 << 20)
