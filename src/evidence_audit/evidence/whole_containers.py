"""A quantity rounded up to whole containers the rules state, then priced or restated (older42): `whole-containers`.

Rules sell and ship by whole containers: `Slates ship on pallets of 400 (whole pallets, rounded up);
a pallet costs 650 KGS`, `Rope is sold in coils of 220 m (whole coils, rounded up)`, `Resin is packed
in sacks of 25 kg (whole sacks, rounded up); a sack costs 35 ERN`. The answer writes the quantity and
then what the whole containers hold or cost, the count between often unwritten or written in its own
language's words: `1,500 ÷ 220 = 6.82 → 7 (1,540 m)`, `6000/400 = 15 ... Pallets 9,750`. The value is
ceil(q / N) x N or ceil(q / N) x P, the middle step (the count of containers) a rounding up no other
rule takes.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `whole-containers` (late) | `1,500 ÷ 220 = 6.82 → 7 (1,540 m)` for `coils of 220 m (whole coils, rounded up)`; `1,542 ÷ 400 = 3.855 → 4, 2,600 KGS` for `pallets of 400 (whole pallets, rounded up); a pallet costs 650 KGS` | a stated line (the system prompt, a person) writes `CONTAINERs of N` (a unit after N or none) and `whole` or `rounded up`/`round up`, and at most a price of one container on it (`a pallet costs 650`, `650 a pallet`, `650 per pallet`); a quantity is a resolved number of the value's line or the line above before it (the last `MAX_QUANTITIES`) wearing N's unit's dimension (converted by a whole factor) or, for N with no unit, no unit; the value is ceil(q / N) x N for N with a unit (in N's unit or the value's own; q not already whole containers) or ceil(q / N) x P, at its written places; a value one digit off a carried number is refused unless that number is the very q it rounds up (`1,540` for a carried `1,500`) | a value equal to such a product where no other quantity and container of the pools gives one a digit off it |

(shapes45a) A priced chain through the containers: the stated line writes a price per the size's unit
(`Shops pay 1.60 USD a litre, delivered in cans of 20 litres (whole cans, rounded up)`: `_unit_price`,
one such price on the line, else none), and a quantity in a measure (`90 l for a cafe, cans?`) the
question, the person's text before it (`MAX_ASKED`) or the previous answer writes (their last
`MAX_SAID` each) or the value's line does; an amount (or a bare value) is ceil(q / N) x N x that price
(`price?` ... `$160.00.`: 5 cans of 20 l at 1.60), in the same chance test. Where the line writes no such
price but a price list per a unit of the size's dimension (`Prices a metre: 8 mm 180 NGN, 12 mm 390
NGN`: `_listed_prices`), a said quantity takes the price of the one item its own text names whole
(`300 m of 8 mm, coils?`: 180). (mend45b) A question writing a quantity takes its own only (`and 130 l
for the hotel, price?`); a terse one the previous answer's or the earlier question's, each from a sentence
naming the container only (`Our fridge holds 100 l.` is not read for cans); a number beginning an item's
label (`8 mm`) is no quantity, and a quantity takes the price of the one item named between it and the
quantities beside it (`300 m of 8 mm and 100 m of 12 mm`), else none. A said quantity is priced
this way only (never restated, nor by a container's price). Its price: an invented amount equal to
the whole containers of a stated quantity at the stated price per their unit.

A rounding down (`1,320 m` for 1,500 m in coils of 220), a wrong container size, or a price of another
container stays flagged. The count held of a container of things (`1,600 slates` on 4 pallets of 400) is not
read: it stands one digit off their price (`2,600`) and would refuse both. Pure but for `WholeContainers`, the run's stated containers (the latest `MAX_CONTAINERS`).
"""

from __future__ import annotations

import re
from decimal import ROUND_CEILING, Decimal, InvalidOperation
from typing import Final

from .computed.cues import _WRITTEN_NUMBER
from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, Operand
from .computed.wide import late_bounds_past_misread, late_target
from .decimal_text import printed
from .expressions import rounded_reach
from .units import dimension, factors, unit_after, unit_of

__all__ = ["MAX_CONTAINERS", "WholeContainers"]

MIN_DIGITS: Final = 2  # significant digits the value must write (`2,600`)
MAX_CONTAINERS: Final = 6  # stated containers kept per run (the latest)
MAX_TEXT: Final = 20_000  # characters of a stated text read
MAX_QUANTITIES: Final = 6  # resolved quantities before the value a search tries
MAX_LINE: Final = 300  # characters of a stated line read around its `of N`
# `pallets of 400`, `coils of 220 m`, `sacks of 25 kg`: the container's word, its size, a unit word after it
_OF: Final = re.compile(r"\b([A-Za-z]{3,20})[ \t]of[ \t](?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,6})(\.[0-9]{1,3})?(?![0-9.,])",
                        re.ASCII)
_WHOLE: Final = re.compile(r"\bwhole\b|\brounded[ \t]up\b|\bround[ \t]up\b", re.ASCII | re.IGNORECASE)
# the price of one container on its line: `a pallet costs 650`, `650 KGS a pallet`, `35 ERN per sack`
_COSTS: Final = r"\b(?:an?|each|one|per)[ \t]{0}s?[ \t](?:costs?|is)[ \t](?:[A-Z]{{3}}[ \t]|[$\u00a3\u20ac][ \t]?)?([0-9]{{1,3}}(?:,[0-9]{{3}})+|[0-9]{{1,6}})(\.[0-9]{{1,2}})?"
_PRICE_PER: Final = r"(?<![0-9.,])([0-9]{{1,3}}(?:,[0-9]{{3}})+|[0-9]{{1,6}})(\.[0-9]{{1,2}})?(?:[ \t][A-Z]{{3}})?[ \t](?:an?|per|each)[ \t]{0}\b"
_NOT_CONTAINERS: Final = frozenset({"one", "out", "each", "any", "all", "most", "none", "some", "both", "lot", "part", "top",
                                    "end", "rest", "use", "cost", "price", "total", "sum", "percent", "rate", "days", "hours",
                                    "minutes", "weeks", "months", "years", "number", "series", "set", "group"})


def _stem(word: str) -> str:
    low = word.lower()
    if len(low) > 4 and low.endswith("es") and low[:-2].endswith(("x", "ss", "ch", "sh")):
        return low[:-2]
    return low[:-1] if len(low) > 3 and low.endswith("s") and not low.endswith("ss") else low


def _decimal(digits: str) -> Decimal | None:
    try:
        return Decimal(digits.replace(",", ""))
    except InvalidOperation:
        return None


def _whole_factor(source: str, target: str) -> Decimal | None:
    """The whole factor from `source` to `target` (m to cm: 100), 1 for the same unit; else None."""
    if source == target:
        return Decimal(1)
    for f in factors(source, target):
        if f >= 1 and f == f.to_integral_value():
            return f
    return None


# (shapes45a) a price per a unit of measure on the stated line: `1.60 USD a litre`, `USD 1.60 per kg`,
# `$2.40 a yard` (groups: the digits, the decimals, the unit's word)
_UNIT_PRICE: Final = re.compile(r"(?<![0-9.,])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,6})(\.[0-9]{1,4})?(?:[ \t][A-Z]{3})?[ \t](?:an?|per|each)[ \t]([A-Za-z]{1,12})\b",
                                re.ASCII)
MAX_SAID: Final = 2  # (shapes45a) quantities of one person's text or the previous answer read (its last)
MAX_SAID_TEXT: Final = 400  # (shapes45a) characters of such a text read (its end)
MAX_ASKED: Final = 1  # (shapes45a) the person's texts before the question read for quantities
_SAID_WHERE: Final = frozenset(("the question", "the previous answer", "an earlier question"))
_SAID_LATER: Final = frozenset(("the previous answer", "an earlier question"))  # (mend45b) read for a terse question only
_SENTENCE_END: Final = re.compile(r"[.!?](?=\s)|\n")  # (mend45b) a sentence's end
# (shapes45a) a number as a person writes a quantity: `90 l`, `1,500 kg`, `2.5 t`
_SAID_NUMBER: Final = re.compile(r"(?<![0-9.,])(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,6})(?:\.[0-9]{1,3})?(?![0-9]|[.,][0-9])")


class _Container:
    __slots__ = ("size", "unit", "price", "shown", "word", "unit_price", "listed")

    def __init__(self, size: Decimal, unit: str | None, price: Decimal | None, shown: str, word: str = "",
                 unit_price: Decimal | None = None, listed: tuple[tuple[str, Decimal], ...] = ()) -> None:
        self.size = size
        self.unit = unit
        self.price = price
        self.shown = shown
        self.word = word  # (shapes45a) the container's word, stemmed (`can`)
        self.unit_price = unit_price  # (shapes45a) the line's price per the size's unit (`1.60 USD a litre`)
        self.listed = listed  # (shapes45a) the line's price list per the size's unit: (item, price in the size's unit)


def _unit_price(line: str, unit: str) -> Decimal | None:
    """(shapes45a) The one price `line` writes per a unit of `unit`'s dimension, in `unit` (`1.60 USD a
    litre` for cans of 20 litres: 1.60; `0.95 EUR a kg` for sacks of 25 kg), else None (none, or two
    different: which one prices the contents, the line does not say)."""
    found: set[Decimal] = set()
    for m in _UNIT_PRICE.finditer(line):
        per = unit_of(m.group(3))
        if per is None or per[0] != dimension(unit):
            continue
        amount = _decimal(m.group(1) + (m.group(2) or ""))
        ways = (Decimal(1),) if per[1] == unit else factors(unit, per[1])
        if amount is None or amount <= 0 or not ways:
            continue
        found.add(amount * ways[0])  # (the price of one of the size's unit: a g at 0.95 a kg is 0.00095)
    return next(iter(found)) if len(found) == 1 else None


class WholeContainers:
    """The containers the run's rules sell or ship whole (`pallets of 400 (whole pallets, rounded up)`)."""

    __slots__ = ("_containers",)

    def __init__(self) -> None:
        self._containers: list[_Container] = []

    def add_text(self, text: str) -> None:
        text = text[:MAX_TEXT]
        for m in _OF.finditer(text):
            word = m.group(1)
            if word.lower() in _NOT_CONTAINERS or unit_of(word) is not None:
                continue
            line_start = max(text.rfind("\n", 0, m.start()) + 1, m.start() - MAX_LINE)
            line_end = text.find("\n", m.end())
            line_end = min(len(text) if line_end < 0 else line_end, m.end() + MAX_LINE)
            line = text[line_start:line_end]
            if _WHOLE.search(line) is None:
                continue
            size = _decimal(m.group(2) + (m.group(3) or ""))
            if size is None or size <= 0:
                continue
            unit = unit_after(text, m.end())
            if unit is not None and dimension(unit) is None:
                unit = None
            if unit is None and (size < 2 or size != size.to_integral_value()):
                continue  # a count of things in a container is whole
            stem = re.escape(_stem(word))
            price: Decimal | None = None
            for pattern in (_COSTS.format(stem), _PRICE_PER.format(stem)):
                p = re.search(pattern, line, re.ASCII | re.IGNORECASE)
                if p is not None:
                    price = _decimal(p.group(1) + (p.group(2) or ""))
                    break
            entry = _Container(size, unit, price, line.strip()[:80], _stem(word),
                               _unit_price(line, unit) if unit is not None else None,
                               _listed_prices(line, unit) if unit is not None else ())
            self._containers = [c for c in self._containers if (c.size, c.unit) != (size, unit)]
            self._containers.append(entry)
        del self._containers[:-MAX_CONTAINERS]

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                question: str = "", previous: str = "", asked_before: tuple[str, ...] = ()) -> Derivation | None:
        """The value as a quantity rounded up to whole stated containers, restated or priced (the module's docstring)."""
        if not self._containers:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        text = reading.text
        m = _WRITTEN_NUMBER.match(text, occ.at)
        value_unit = unit_after(text, m.end()) if m is not None else None
        quantities = [(q, u, o, "", "") for q, u, o in _quantities(reading, i, known)]
        # (shapes45a) a quantity the person's latest texts or the previous answer write in a measure
        # (`90 l for a cafe, cans?`), for the whole containers' contents at the line's price per their
        # unit only (`price?` ... `$160.00.` for cans of 20 litres at 1.60 USD a litre); (mend45b) the
        # question's own where it writes one (`and 130 l for the hotel, price?`), else, for a terse question,
        # the previous answer's or the earlier question's, each only from a sentence naming the container
        if occ.amount or value_unit is None:
            labels = tuple(label for c in self._containers for label, _ in c.listed)
            in_question = _said_quantities(((question, "user", "the question"),), labels)
            quantities = quantities + (in_question or _said_quantities(
                ((previous, "earlier answer", "the previous answer"),
                 *((t, "user", "an earlier question") for t in asked_before[:MAX_ASKED])), labels))
        if not quantities:
            return None
        readings: list[tuple[Decimal, str, tuple[Operand, ...]]] = []
        for c in self._containers:
            stated = Operand(printed(c.size), "result", f"the run states {c.shown!r}")
            for q, unit, operand, said_in, sentence in quantities:
                if operand.where in _SAID_LATER and not _names_container(sentence, c.word):
                    continue  # (mend45b) an earlier text's quantity only from a sentence asking for these containers (`cans?`)
                # (shapes45a) the line's price per the size's unit, or the listed price whose item the
                # quantity's own text names (`300 m of 8 mm, coils?` and `Prices a metre: 8 mm 180 NGN, ...`);
                # (mend45b) the one item named between the quantities beside it, else none
                named = [(label, p) for label, p in c.listed if said_in and _names(said_in, label)]
                unit_prices = [(c.unit_price, c.shown)] if c.unit_price is not None else \
                    [(p, f"{label} {printed(p)} a {c.unit}") for label, p in named if len(named) == 1]
                if operand.where in _SAID_WHERE and (c.unit is None or not unit_prices):
                    continue  # (shapes45a) a said quantity is priced at the line's price per its unit only
                if unit is not None and c.unit is None:
                    continue  # a measure is no count of things
                if unit is None and c.unit is not None and value_unit is not None and value_unit != c.unit:
                    continue  # a bare number read in the container's unit only for a value as bare or in that unit
                into = Decimal(1) if unit is None or c.unit is None else _whole_factor(unit, c.unit)
                back = None if unit is None or c.unit is None else _whole_factor(c.unit, unit)
                try:
                    if into is not None:
                        in_containers = q * into / c.size
                    elif back is not None:
                        in_containers = q / back / c.size
                    else:
                        continue
                    fits = in_containers == in_containers.to_integral_value()
                    whole = in_containers.to_integral_value(ROUND_CEILING)
                    held = whole * c.size
                    shown = f"ceil({operand.value} / {printed(c.size)}) = {whole}"
                    said = operand.where in _SAID_WHERE
                    if not fits and c.unit is not None and not said:  # (whole containers holding exactly the quantity restate it: no
                        # step; a count held, `1,600 slates` for pallets of 400, is not read: it would stand one digit
                        # off their price, `2,600`, and refuse both)
                        readings.append((held, f"{shown} x {printed(c.size)}", (operand, stated)))
                    if not fits and not said and value_unit is not None and c.unit is not None and value_unit != c.unit \
                            and dimension(value_unit) == dimension(c.unit):
                        f = _whole_factor(c.unit, value_unit)
                        if f is not None:
                            readings.append((held * f, f"{shown} x {printed(c.size)} {c.unit} in {value_unit}", (operand, stated)))
                    if c.price is not None and not said:
                        readings.append((whole * c.price, f"{shown} x {printed(c.price)}",
                                         (operand, stated, Operand(printed(c.price), "result", f"the run states {c.shown!r}"))))
                    for unit_price, priced in unit_prices if unit is not None and c.unit is not None and (occ.amount or value_unit is None) else ():
                        # (shapes45a) the whole containers' contents at the line's price per their unit
                        readings.append((held * unit_price, f"{shown} x {printed(c.size)} x {printed(unit_price)}",
                                         (operand, stated, Operand(printed(unit_price), "result", f"the run states {priced!r}"))))
                except InvalidOperation:
                    continue
        if not readings:
            return None
        # the late tries' refusals, but for one: a value one digit off the carried quantity it rounds up (`1,540`
        # for a carried `1,500`: whole coils of 220 m move it by less than a digit's place) is no misread of it
        past = late_bounds_past_misread(reading, i, known, computed_here)
        if past is None:
            return None
        misread, places, near = past
        hit: tuple[str, tuple[Operand, ...]] | None = None
        for exact, shown, operands in readings:
            reach = rounded_reach(exact, places, occ.number, near)
            if reach is None:
                return None  # the chance test: another quantity or container gives one a digit off
            if reach and hit is None:
                hit = (shown, operands)
        if hit is None or not misread <= {o.value for o in hit[1][:1]}:
            return None
        return Derivation("whole-containers", f"{hit[0]} = {occ.value}", hit[1])


# (shapes45a) a price list per a unit: `Prices a metre: 8 mm 180 NGN, 12 mm 390 NGN` (groups: the unit's
# words, the items); an item: its name, the price's digits, decimals, code
_PRICE_LIST: Final = re.compile(r"\b[Pp]rices?[ \t](?:an?|per)[ \t]([A-Za-z ]{1,30}?):((?:[^;\n.]|\.(?=[0-9])){1,200})", re.ASCII)
_LISTED: Final = re.compile(r"([A-Za-z0-9][A-Za-z0-9 .-]{0,30}?)[ \t]([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,7})(\.[0-9]{1,4})?[ \t]?[A-Z]{3}\b", re.ASCII)
MAX_LISTED: Final = 8  # (shapes45a) items of one price list kept


def _listed_prices(line: str, unit: str) -> tuple[tuple[str, Decimal], ...]:
    """(shapes45a) The items of a price list `line` writes per a unit of `unit`'s dimension (`Prices a metre:
    8 mm 180 NGN, 12 mm 390 NGN`), each price in `unit`, the first MAX_LISTED; () for none."""
    out: list[tuple[str, Decimal]] = []
    for m in _PRICE_LIST.finditer(line):
        words = m.group(1).split()
        per = unit_of(words[0]) if words else None
        if per is None or per[0] != dimension(unit):
            continue
        ways = (Decimal(1),) if per[1] == unit else factors(unit, per[1])
        if not ways:
            continue
        for item in m.group(2).split(","):
            listed = _LISTED.fullmatch(item.strip())
            price = _decimal(listed.group(2) + (listed.group(3) or "")) if listed is not None else None
            if listed is not None and price is not None and price > 0 and len(out) < MAX_LISTED:
                out.append((listed.group(1).strip(), price * ways[0]))
    return tuple(out)


def _names(text: str, label: str) -> bool:
    """(shapes45a) Whether `text` writes `label` whole (`8 mm` in `300 m of 8 mm`, not in `18 mm`)."""
    return re.search(r"(?<![0-9A-Za-z.,])" + re.escape(label) + r"(?![0-9A-Za-z])", text) is not None


def _names_container(sentence: str, word: str) -> bool:
    """(mend45b) Whether `sentence` names the container `word` (stemmed: `can` in `cans?`)."""
    return bool(word) and re.search(r"\b" + re.escape(word) + r"(?:s|es)?\b", sentence, re.IGNORECASE) is not None


def _sentence(text: str, start: int, end: int) -> str:
    """(mend45b) The sentence of `text` holding `start`..`end` (cut at `. `, `! `, `? ` and line ends)."""
    cuts = [m.end() for m in _SENTENCE_END.finditer(text, 0, start)]
    after = _SENTENCE_END.search(text, end)
    return text[cuts[-1] if cuts else 0:after.end() if after is not None else len(text)]


def _said_quantities(texts: tuple[tuple[str, str, str], ...],
                     labels: tuple[str, ...] = ()) -> list[tuple[Decimal, str | None, Operand, str, str]]:
    """(shapes45a) The quantities each text writes in a unit of mass, length or volume (`90 l`), the
    last `MAX_SAID` of each (its last `MAX_SAID_TEXT` characters read), in order; (mend45b) a number
    that begins an item label of a price list (`8 mm` of `Prices a metre: 8 mm 180 NGN`) is no quantity;
    each with the text between the quantities beside it (where the item it is of is named) and its sentence."""
    out: list[tuple[Decimal, str | None, Operand, str, str]] = []
    for text, source, where in texts:
        text = text[-MAX_SAID_TEXT:]
        found: list[tuple[Decimal, str | None, Operand, int, int]] = []
        for m in _SAID_NUMBER.finditer(text):
            unit = unit_after(text, m.end())
            n = _decimal(m.group(0))
            if unit is None or dimension(unit) is None or n is None or n <= 0:
                continue
            if any(re.match(re.escape(label) + r"(?![0-9A-Za-z])", text[m.start():]) for label in labels):
                continue
            found.append((n, unit, Operand(m.group(0), source, where), m.start(), m.end()))
        for k in range(max(0, len(found) - MAX_SAID), len(found)):
            n, unit, operand, start, end = found[k]
            window = text[found[k - 1][4] if k else 0:found[k + 1][3] if k + 1 < len(found) else len(text)]
            out.append((n, unit, operand, window, _sentence(text, start, end)))
    return out


def _quantities(reading: AnswerReading, i: int, known: set[str]) -> list[tuple[Decimal, str | None, Operand]]:
    """The resolved positive numbers of the value's line and the line above, before it (the last
    `MAX_QUANTITIES`), each with the unit of mass, length or volume it wears, or None."""
    text = reading.text
    occ = reading.occurrences[i]
    line_start = text.rfind("\n", 0, occ.start) + 1
    floor = text.rfind("\n", 0, max(0, line_start - 1)) + 1
    pending = reading.pending
    out: list[tuple[Decimal, str | None, Operand]] = []
    for o in reading.occurrences[:i]:
        if o.start < floor or o.number <= 0 or not (o.value in known or o.value not in pending):
            continue
        w = _WRITTEN_NUMBER.match(text, o.at)
        unit = unit_after(text, w.end()) if w is not None else None
        if unit is not None and dimension(unit) is None:
            unit = None
        out.append((o.number, unit, written_operand(o)))
    return out[-MAX_QUANTITIES:]
