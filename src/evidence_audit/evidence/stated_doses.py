"""`stated-dose`: a quantity per a unit a person states, times a quantity of that unit the answer
writes (round 29, rates29).

Rules state a dose, a yield or a load per a unit once, in the policy or the question: `detergent
12 ml per kg of dry load`, `maintenance 50 ml per kg a day`, `flour 0.6 kg per loaf`, `2.5 kg
CO2 per litre`. An answer then applies it to a quantity it has in hand, a number it wrote itself
(`2350 x 1.2 = 2820 kg. Detergent 33,840 ml`), and writes the product with the dose's unit. The
dose is never written in the answer, so `quoted-rate` (rates an answer quoted) and the narrow
rules find no operand; `rate-step` applies percents and factors, not a quantity per a unit.

| rule | the answer writes | from | its price |
|---|---|---|---|
| `stated-dose` (late) | `2820 kg. Detergent 33,840 ml` (policy: `12 ml per kg`); `14 kg dog: 700 ml a day` (`50 ml per kg`); (mussel37) `45,804 kg, worth €28,398.48` (`0.62 EUR a kg`) | a number (3+ significant digits) with a unit word right after it, equal to a dose a person stated, `N UNIT per UNIT2` (`/` for `per`), whose UNIT is the value's (or converts to it by the unit tables' factors: `ml` to `L`), times a resolved quantity written before the value on its line or the line above with UNIT2 after it (`kg`, or a unit of UNIT2's dimension converted); exact, or rounded half up to the value's places | a value equal to such a product when no other dose and quantity of the same search reaches a one-digit neighbour of it, and not one digit off a carried number |

| `rounded-up` (late) | `16 lb × 0.4536 = 7.26 kg → billed 7.5 kg` (policy: `the weight is rounded up to the next 0.5 kg`); `3.2 tablets → 3.5 tablets` (`rounded up to the next half tablet`) | a number with a unit word after it, equal to a resolved number written before it on its line with that unit (or one of its dimension, converted) rounded UP to a step a person stated (`rounded up to the next 0.5 kg`, `to the next half tablet`, `to the next whole pack`) | a value equal to such a round-up when no other quantity of its line reaches a one-digit neighbour, not one digit off a carried number |

(mussel37) A dose is stated with `a` or `an` for `per` too (`0.62 EUR a kg`, `16 EUR an hour`), and a
price per a unit is a dose of money: its unit a currency code or sign, an amount written in that
currency (`€`, `EUR`) the value in its unit (`45,804 kg, worth €28,398.48 at the cooking price`).

(fish39) Three more ways a prompt states a dose: of one stuff for every so much of another (`1 kg of
ice for every 2 kg of fish`: 0.5 kg a kg, taken only where the value's line before it names the stuff,
`Ice:`, or, for a table cell, its column header does and a cell before it in its row sits under a
header naming the other stuff, `| Fish kg | Ice needed |`); a thing's price as its sentence's subject
(`A box holds 20 kg of fish and costs 2,500 MMK`: 2,500 MMK a box); a fixed part before a dose (`a
landing fee of 15,000 MMK plus 40 MMK per kg`: 15,000 + 40 x q). The quantity may be written right
after the value in parentheses (`32,200 MMK (430 kg)`, resolved or carried), or be a short whole
count no rule judges (2-999) with its thing after it or as a label before it (`**23** boxes`, `Boxes:
450`), which takes only a price the system prompt states per that very thing. Their price: an
invented amount equal to such a product (the chance test as above).

(mend39b) A terse reply's dose is one whose own clause (its line split at `;`) shares a word with the
question (`roasted` names `roasted coffee sells at 21.50 USD a kg`, not the green beans' 9.20 before the
`;`); its quantity is the nearest text's (the question's, then the last answers') that writes one of the
dose's unit, and where that text writes several, the one whose clause alone holds a word or number the
question writes (`lot 7`), else none. A short count of a thing whose price's sentence states its size
(`A crate holds 25 kg and costs 3,500 MMK`) beside a quantity of that unit on the value's line (`640 kg
needs 17 crates`) must be that quantity over the size rounded up (26), else it takes no price.

(adire44) A container's price is a dose too: a container the rules state the size of (`in bolts of 30
yards`, `in 80 kg bags`) at a price per the size's unit (`2,400 NGN a yard`) is 72,000 NGN a bolt, so
`**3 bolts**, 216,000 NGN` is 3 x 72,000; its price: an amount equal to whole containers at that price.
(mend44a) A typed count of containers takes that price only as the stated rounding of a quantity its
line writes in the size's unit (`180 m → **4 coils**` for coils of 50 metres), never off it (`180 m →
**5 coils**`) nor with no such quantity (`You need **6 coils**`); a carried or computed count is an
operand as any. A terse price of a quantity at or past a stated discount's threshold (`Orders of 300 kg
or more have 6% off`: 600 kg, or 100 cases of 6 kg) is no plain product and takes none.

(terse44) A terse reply in money whose question names no dose (`price?` ... `2,160 TJS, no discount
under 500 kg.`) takes its count from the nearest of the person's earlier texts writing a quantity of a
unit a money dose is per (`60 kg second grade for a shop, boxes?`), with the doses whose own clause
before them shares a word of that text (`second grade 36 TJS a kg`, not `first grade 48 TJS a kg`);
a text naming none gives no count. The previous answer's count comes first (`6 m².` after `standard
felt 2 x 3 m, area?`), named by the person's earlier texts; a price list per a unit is a dose of money
for each item (`Prices a square metre of finished felt: standard 185 TMT, thick 240 TMT`).

(shapes45a) A premium or a discount the rules state on a price of their line (`Prices: a tie-dye (oniko)
wrapper 9,500 NGN; a starch-resist (eleko) wrapper costs 30% more`, `grade B sells 20% less`, `30%
more than a dyed one`) is a dose of its own: the base (a price per a thing, `a THING 9,500 NGN` after
its article read as one, `_THING_PRICE`) moved by the percent (`_premium_doses`), per the same thing,
named by the premium clause's words only (`eleko`, `starch`, `resist`; never the base's `oniko`), where
that clause names what the base is per and the line states one such base before it or `than` names
one. A terse reply's count may be the person's count of that very thing (`6 eleko wrappers, yards?`
then `price?` ... `74,100 NGN`: 6 x 12,350), the earlier question read past a previous answer whose
quantity no price the person named is per (`12 yards.`). Its price: an invented amount equal to the
person's count at the premium price the count's words name.

Refused: a unit no stated dose yields (a value in `g` for a dose in `ml`), a quantity of another
unit than the dose's (`2820 items` for a dose per kg), a product one digit off, a value one digit
off a carried number or a slip of the local step (`late_try_refused`).
Pure: no I/O; the per-run state is the doses the persons stated (the latest `MAX_DOSES`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container
from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Final

from .amounts import SHORT_MARKS_AFTER
from .carried_products import listed_doses
from .computed.reading import AnswerReading, written_operand
from .computed.values import Derivation, Occurrence, Operand
from .layout import Cell
from .computed.wide import late_search_bounds, late_target
from .decimal_text import printed
from .units import dimension, factors, unit_of
from .units import unit_after as units_unit_after
from .rate_steps import currency_of
from .stated_exchanges import codes
from .text_memo import TextMemo
from .weighted_means import WeightedMean, weighted_means

__all__ = ["MAX_DOSES", "StatedDoses", "StatedRoundings", "unit_after"]

MAX_DOSES: Final = 16  # doses kept per run (the latest)
MAX_TEXT: Final = 20_000  # characters of a person's text read
MIN_DIGITS: Final = 3  # significant digits the value must write
MAX_QUANTITIES: Final = 6  # resolved numbers before the value (its line and the line above) tried as quantities
# (round 30) numbers walked back from the value for them, the nearest: a line of n numbers none of
# them resolved was walked to its start for every value (n x n); a semantic bound, the held-out
# outputs identical
MAX_WALK: Final = 48
# A dose as a person states it: a number (English groups, a decimal point), a unit word right after
# it, then `per` or `/` and the unit it is per (`12 ml per kg`, `0.6 kg/loaf`, `50 ml per kg`).
# ASCII letters, bounded runs, no nested repetition.
# (mussel37) `a` or `an` for `per` too (`0.62 EUR a kg`, `16 EUR an hour`), and a price's currency
# sign for the unit (`2.40 € a kg`): a price per a unit is a dose of money; (tannery41) a unit per with its
# power (`96 KM a m2`, `21,500 MKD/m³`)
_DOSE: Final = re.compile(
    r"(?<![0-9A-Za-z.,])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,7})(\.[0-9]{1,6})?[ \t]?([A-Za-z]{1,12}|[\u20ac\u00a3$])"
    r"(?:[ \t]{1,3}of[ \t]{1,3}[A-Za-z]{2,20})?(?:[ \t]{1,3}per[ \t]{1,3}|[ \t]?/[ \t]?|[ \t]{1,3}an?[ \t]{1,3})([A-Za-z]{1,12}(?:[23\u00b2\u00b3](?![0-9]))?)(?![A-Za-z0-9])", re.ASCII)
_HEADER_WORD: Final = re.compile(r"[^\W\d_]{1,12}")  # (quarry42) a column header's words (`Litres`, `Hours`)
_PER_CUE: Final = re.compile(r"per|/| an? ")
# (fish39) a count's thing written as a label right before it (`Boxes: 450`, `**Crates:** 12`)
_LABEL_BEFORE: Final = re.compile(r"\b([A-Za-z]{3,12})\**:\**[ \t]{0,2}\**$", re.ASCII)
_PAREN_AFTER: Final = re.compile(r"\**[ \t]?(?:[A-Za-z]{1,12}|[\u20ac\u00a3$])?\**[ \t]?\(", re.ASCII)
COUNT_ONLY: Final = "#"  # (fish39) marks a short count's unit: it takes a stated price of its thing only
MIN_COUNT: Final = 2
# (mill42) a quantity, its unit word, then an arrow right before the value (`5 h → 550`, `3.5 h -> 385`)
_ARROW_STEP: Final = re.compile(r"(?<![0-9A-Za-z.,])(?P<q>[0-9]{1,4}(?:\.[0-9]{1,3})?)[ \t]?(?P<unit>[A-Za-z]{1,12})[ \t]*(?:\u2192|->|=>|\u21d2)[ \t]*\**[ \t]*$")
MAX_ARROW_STEPS: Final = 24  # (mill42) arrows after a quantity read an answer for a silent step
MAX_TERSE: Final = 60  # (salt39) characters of a terse reply, whose dose applies to an earlier answer's quantity
MAX_LINE: Final = 200  # (salt39) characters of a dose's line kept for its words, of a question read
_WORD: Final = re.compile(r"[^\W\d_]{4,}")  # a word of 4+ letters, any script
# (salt39) a quantity an earlier answer wrote: a number and its unit word (`67.5 t.`)
# (terse44) with its power (`6 m²`: the area a price per square metre is of)
_EARLIER_QUANTITY: Final = re.compile(r"(?<![0-9A-Za-z.,])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,7})(\.[0-9]{1,6})?\**[ \t]?"
                                      r"([A-Za-z]{1,12}(?:[23\u00b2\u00b3](?![0-9]))?)(?![A-Za-z0-9_])", re.ASCII)
# The unit word right after a number in the answer: `33,840 ml`, `2820 kg.`, `**7.5 kg**`; (tannery41)
# with its power (`491.04 m²`, `12 m2`: the area a price per `m2` is of)
_UNIT_AFTER: Final = re.compile(r"\**[ \t\u00a0]?([A-Za-z]{1,12}(?:[23\u00b2\u00b3](?![0-9]))?)(?![A-Za-z0-9])", re.ASCII)
_POWERS: Final = str.maketrans({"\u00b2": "2", "\u00b3": "3"})
# (tannery41) the short money marks (`KM`, `kr`, `Ft` ...: amounts.SHORT_MARKS_AFTER), case kept: `KM` is
# the convertible mark where `km` is a length
_SHORT_MARKS: Final = frozenset(SHORT_MARKS_AFTER.split("|"))


# (fish39) a dose of one stuff for every so much of another, in one unit or two: `1 kg of ice for
# every 2 kg of fish`, `3 g of salt for each 1 kg of meat`, `1 litre of water per 4 kg of rice`
_EVERY_DOSE: Final = re.compile(
    r"(?<![0-9A-Za-z.,])([0-9]{1,4}(?:\.[0-9]{1,3})?)[ \t]?([A-Za-z]{1,12})[ \t]{1,3}of[ \t]{1,3}([A-Za-z]{2,20})"
    r"[ \t]{1,3}(?:for[ \t]{1,3}(?:every|each)|per)[ \t]{1,3}([0-9]{1,4}(?:\.[0-9]{1,3})?)[ \t]?([A-Za-z]{1,12})"
    r"[ \t]{1,3}of[ \t]{1,3}([A-Za-z]{2,20})\b", re.ASCII)
def _whole_word(word: str, text: str) -> bool:
    return re.search(r"\b" + re.escape(word) + r"\b", text) is not None


# (fish39) a fixed part right before a dose, joined by `plus` (`a fee of 15,000 MMK plus 40 MMK per kg`)
_FIXED_PART: Final = re.compile(
    r"(?<![0-9A-Za-z.,])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,7})(\.[0-9]{1,4})?[ \t]?(?:([A-Za-z]{1,12})|([\u20ac\u00a3$]))?"
    r"[ \t]{1,3}plus[ \t]{1,3}$", re.ASCII)
# (fish39) a price of a thing its sentence names as its subject: `A box holds 20 kg of fish and costs
# 2,500 MMK`, `Each crate costs EUR 4.50`, `One pallet is 12 USD`: the thing, then in the same
# sentence (no point, at most 60 characters between) `costs` or `is priced at` and an amount
_SUBJECT_PRICE: Final = re.compile(
    r"\b(?:[Aa]n?|[Ee]ach|[Oo]ne|[Ee]very)[ \t]{1,3}([a-z]{3,12})\b[^.\n;:]{0,60}?\b(?:costs?|is[ \t]{1,3}priced[ \t]{1,3}at)"
    r"[ \t]{1,3}([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,7})(\.[0-9]{1,4})?[ \t]?([A-Z]{3}\b|[\u20ac\u00a3$])", re.ASCII)


# (mend39b) what a thing holds, in its price's sentence: `holds 25 kg`, `takes 12 L`, `fits 40 kg`
_HOLDS: Final = re.compile(
    r"\b(?:holds?|takes?|contains?|carries|carry|fits?)[ \t]{1,3}(?:up[ \t]to[ \t])?([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,7})(\.[0-9]{1,4})?"
    r"[ \t]?([A-Za-z]{1,12})\b", re.ASCII)


class _Dose:
    __slots__ = ("number", "shown", "unit", "per", "where", "stuff", "fixed", "other", "words", "size", "size_unit", "names", "whole")

    def __init__(self, number: Decimal, shown: str, unit: str, per: str, where: str, stuff: str = "",
                 fixed: Decimal = Decimal(0), other: str = "", words: frozenset[str] = frozenset(),
                 size: Decimal = Decimal(0), size_unit: str = "", names: frozenset[str] = frozenset(), whole: bool = False) -> None:
        self.number = number
        self.shown = shown  # as stated: `12 ml per kg`
        self.unit = unit  # what it yields, canonical (`ml`) or the word lower case
        self.per = per  # what it is per, canonical (`kg`) or the word lower case
        self.where = where
        # (fish39) the stuff a dose of one unit per the same unit yields (`ice` of `1 kg of ice for
        # every 2 kg of fish`): the value's line must write it before the value
        self.stuff = stuff
        # (fish39) a fixed part stated before it with `plus` (`15,000 MMK plus 40 MMK per kg`): a tariff
        self.fixed = fixed
        self.other = other  # (fish39) the stuff it is per (`fish`), a table's column naming it the quantity
        self.words = words  # (salt39) the words of 4+ letters of its line, lower case (`crude`, `salt`, `sells`)
        # (mend39b) what one thing holds, stated in its price's sentence (`A crate holds 25 kg and costs
        # 3,500 MMK`: 25, `kg`): a count of it beside a quantity of that unit is that quantity over it, rounded up
        self.size = size
        self.size_unit = size_unit
        # (terse44) the words of 4+ letters of its own clause before it, singular, lower case (`second
        # grade 36 TJS a kg`: `second`, `grade`; `pieces at 560 INR a kg`: `piece`), cut at `,` `;` `:`
        # or a sentence's end: what names the thing it prices apart from the clause's other doses
        self.names = names
        # (mend44a) a container's price (adire44: `in coils of 50 metres` at `1,800 XOF a metre`): a typed
        # count of it takes the price only as the stated rounding of a quantity its line writes
        # (`180 m → **4 coils**`), never alone (`You need **6 coils**`) nor off it (`180 m → **5 coils**`)
        self.whole = whole


def _canonical(word: str) -> str:
    """A unit word's canonical unit (`litres` -> `l`? as the unit tables name it), else the word in
    lower case without a plural `s` (`items` -> `item`)."""
    if word in _SHORT_MARKS:
        return word.upper()  # (tannery41) a currency's own short mark (`2.10 KM a kg`), money, not kilometres
    found = unit_of(word.translate(_POWERS))
    if found is not None:
        return found[1]
    low = word.lower()
    return low[:-1] if len(low) > 3 and low.endswith("s") else low


def unit_after(text: str, end: int) -> str:
    """(mussel37) The canonical unit of the word written right after a number ending at `end`
    (`2,700 kg` -> `kg`, `20.45 ropes` -> `rope`), or ''."""
    m = _UNIT_AFTER.match(text, end)
    return _canonical(m.group(1)) if m is not None else ""


def _to(source: str, target: str) -> tuple[Decimal, ...]:
    """The factors that take a number in `source` to `target`: 1 for the same unit, the unit
    tables' factors for two units of one dimension, none otherwise."""
    if source == target:
        return (Decimal(1),)
    if dimension(source) is None or dimension(source) != dimension(target):
        return ()
    return factors(source, target)


class StatedDoses:
    """The doses the run's persons stated (system prompt, user turns), the latest `MAX_DOSES`."""

    __slots__ = ("_doses", "_means", "_discounts")

    def __init__(self) -> None:
        self._doses: list[_Dose] = []
        self._means: list[WeightedMean] = []  # (mill42) the weighted mean prices stated (weighted_means.py)
        # (mend44a) the quantities (number, unit canonical) from which a stated discount applies
        # (`Orders of 300 kg or more have 6% off`): a terse price at or past one is no plain product
        self._discounts: list[tuple[Decimal, str]] = []

    def means(self) -> list[WeightedMean]:
        """(mill42) The weighted mean prices the persons stated (`35% x 210 + 40% x 150 + 25% x 60` ERN a kg)."""
        return self._means

    def add_text(self, text: str, where: str) -> None:
        # (speed43) the text's doses read once per text (`_DOSES_READ`): each case of a run reads its texts again
        doses, means = _DOSES_READ.read(text, _stated_doses)
        for d in doses:
            self._add(_Dose(d.number, d.shown, d.unit, d.per, where, d.stuff, d.fixed, d.other, d.words, d.size, d.size_unit, d.names, d.whole))
        for mean in means:
            if len(self._means) < MAX_DOSES:
                self._means.append(mean)
        for at in _discount_thresholds(text[:MAX_TEXT]) if _DISCOUNT_WORD.search(text) is not None else ():
            if at not in self._discounts and len(self._discounts) < MAX_DOSES:
                self._discounts.append(at)
        del self._doses[:-MAX_DOSES]

    def arrow_products(self, reading: AnswerReading, known: set[str], skip: Container[str]) -> set[str]:
        """(mill42) The numbers under the digit minimum (no candidate: not in `skip`) that an answer writes
        right after an arrow following a resolved quantity with its unit (`over 1+1+3 = 5 h → 550`),
        equal to that quantity times the one price a person stated per that unit (`110 INR an hour`):
        a step's result with no operation written, an operand for the values after it (`3,900 + 550 =
        4,450`). Exact; a unit two stated prices are per, none; at most MAX_ARROW_STEPS arrows read."""
        priced = [d for d in self._doses if not d.fixed and codes(d.unit)]
        out: set[str] = set()
        if not priced:
            return out
        text = reading.text
        by_end = {o.end: o for o in reading.occurrences}
        steps = 0
        for o in reading.occurrences:
            if o.value in known or o.value in skip or o.number <= 0:
                continue
            m = _ARROW_STEP.search(text, max(0, o.start - 40), o.start)
            if m is None:
                continue
            steps += 1
            if steps > MAX_ARROW_STEPS:
                break
            quantity = by_end.get(m.end("q"))
            if quantity is None or quantity.value not in known:
                continue
            unit = _canonical(m.group("unit"))
            rates = [d for d in priced if d.per == unit]
            if len(rates) == 1 and quantity.number * rates[0].number == o.number:
                out.add(o.value)
        return out

    def _add(self, dose: _Dose) -> None:
        self._doses = [d for d in self._doses if (d.number, d.unit, d.per, d.fixed) != (dose.number, dose.unit, dose.per, dose.fixed)] + [dose]

    def explain(self, reading: AnswerReading, i: int, known: set[str],
                computed_here: list[Occurrence], earlier: tuple[str, ...] = (), question: str = "",
                exact: Callable[[Occurrence], Decimal | None] | None = None, asked_before: tuple[str, ...] = ()) -> Derivation | None:
        """The value as a stated dose times a quantity the answer wrote (the module's docstring), or None.
        (salt39) `earlier`: the last answers' texts, the latest first, whose quantities a terse reply
        (one line of at most `MAX_TERSE` characters, no quantity of its own) applies the dose to, a
        dose whose stated line shares a word of 4+ letters with the `question` only (`value crude` ...
        `Crude salt sells at 1,850 INR a tonne`). (tannery41) `exact`: the unrounded value of a quantity
        this answer or an earlier one computed and wrote rounded (`**354,14 m²**` for 354.144), tried
        after the written one, in the same chance test (`po 68 KM: **24.081,79 KM**`: 354.144 x 68).
        (terse44) `asked_before`: the person's texts before the question, the latest first, where a
        terse reply in money whose question names no dose finds its count (`_asked_count`)."""
        if not self._doses:
            return None
        discounted = False  # (mend44a) a terse reply's quantities, checked against the stated discounts
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        text = reading.text
        after = _UNIT_AFTER.match(text, occ.end)
        target_unit = _canonical(after.group(1)) if after is not None else ""
        doses = [(d, f) for d in self._doses for f in _to(d.unit, target_unit)] if target_unit else []
        if any(d.stuff for d, _ in doses):  # (fish39) a dose of one unit per itself: its stuff named on the line
            line_before = text[text.rfind("\n", 0, occ.start) + 1:occ.start].lower()
            doses = [(d, f) for d, f in doses if not d.stuff or _whole_word(d.stuff, line_before)]
        # (mussel37) an amount in the currency a price per a unit is stated in (`worth €28,398.48` for
        # `0.62 EUR a kg`): the currency written beside it is its unit
        # (salt39) a terse reply's amount by its mark alone (`₹ 1,24,875.`: a sign the amounts reader
        # leaves to the locale rules)
        terse = bool(earlier) and "\n" not in text.strip() and len(text.strip()) <= MAX_TERSE
        money = codes(currency_of(text, occ)) if occ.amount or terse else frozenset()
        doses += [(d, Decimal(1)) for d in self._doses if money and codes(d.unit) & money
                  and all(d is not other for other, _ in doses)]
        if not doses:
            cell = self._stuff_cell(reading, i, known) or self._header_cell(reading, i, known)
            if cell is None:
                return None
            doses, cell_quantities = cell
            quantities: list[tuple[Occurrence | Operand, str]] = list(cell_quantities)
        else:
            quantities = list(self._quantities(reading, i, known, computed_here))
            if not quantities and terse:
                discounted = bool(self._discounts)
                every = doses
                asked = {w.lower() for w in _WORD.findall(question[-MAX_LINE:])}
                doses = [(d, f) for d, f in doses if d.words & asked]
                # (salt39) a quantity the question states first (`washed 50kg bag in rupees` ... `₹130.`)
                texts = ((question[-MAX_LINE:], "the question"), *((t, "the previous answer" if k == 0 else "an earlier answer")
                                                                  for k, t in enumerate(earlier)))
                quantities = list(_earlier_quantities(texts, question, frozenset(d.per for d, _ in doses))) if doses else []
                if not quantities and money and asked_before:
                    doses, counted = _asked_count(every, money, asked_before, earlier[0], question[-MAX_LINE:])
                    quantities = list(counted)
        bounds = late_search_bounds(reading, i, known, computed_here) if quantities else None
        if bounds is None:
            return None
        quantum, near = bounds
        hit: Derivation | None = None
        for dose, to_target in doses:
            for o, unit in quantities:
                if discounted and self._past_discount(Decimal(o.value) if isinstance(o, Operand) else o.number, unit, dose):
                    continue  # (mend44a) `6,600 EUR.` for 600 kg at 11 EUR a kg where 300 kg or more have 6% off
                if unit.startswith(COUNT_ONLY):
                    if unit[len(COUNT_ONLY):] not in (dose.per, dose.per + "e") or dose.where != "the system prompt":
                        continue
                    if dose.size > 0 and not _count_fits(text, occ.start, o, dose, dose.whole):
                        continue  # (mend39b) 17 crates beside 640 kg in crates of 25 kg
                    unit = dose.per
                written_number = o.number if isinstance(o, Occurrence) else Decimal(o.value)
                unrounded = exact(o) if exact is not None and isinstance(o, Occurrence) else None
                for number, to_per in [(n, t) for n in (written_number, unrounded) if n is not None for t in _to(unit, dose.per)]:
                    product = (number * to_per * dose.number + dose.fixed) * to_target
                    try:
                        shown = product.quantize(quantum, rounding=ROUND_HALF_UP)
                    except InvalidOperation:
                        continue
                    if shown in near:
                        return None  # the chance test: the same search reaches a one-digit neighbour
                    if shown == occ.number and hit is None:
                        operand = o if isinstance(o, Operand) else written_operand(o)
                        steps = f"{o.value} {unit}" + (f" (unrounded {printed(number)})" if number != written_number else "") \
                            + (f" x {printed(to_per)}" if to_per != 1 else "")
                        steps += f" x {printed(dose.number)}" + (f" + {printed(dose.fixed)}" if dose.fixed else "")
                        steps += f" x {printed(to_target)}" if to_target != 1 else ""
                        hit = Derivation("stated-dose", f"{steps} = {occ.value}",
                                         (operand, Operand(printed(dose.number), "user" if dose.where == "user" else "result",
                                                                      f"{dose.where} states {dose.shown!r}")))
        return hit

    def _past_discount(self, number: Decimal, unit: str, dose: _Dose) -> bool:
        """(mend44a) Whether `number` of `unit` (or of a container of the dose's stated size) is at or
        past a quantity from which a stated discount applies: a terse price of it at the plain dose
        ignores the discount (D9: `6,600 EUR.` for 600 kg where `300 kg or more have 6% off`)."""
        for threshold, threshold_unit in self._discounts:
            if any(number * f >= threshold for f in _to(unit, threshold_unit)):
                return True
            if dose.size > 0 and unit == dose.per and any(
                    number * dose.size * f >= threshold for f in _to(dose.size_unit, threshold_unit)):
                return True
        return False

    def _stuff_cell(self, reading: AnswerReading, i: int,
                    known: set[str]) -> tuple[list[tuple[_Dose, Decimal]], list[tuple[Occurrence, str]]] | None:
        """(fish39) A table cell under a header naming a dose's stuff (`Ice needed` for `1 kg of ice
        for every 2 kg of fish`): the doses, and the resolved or carried cells before it in its row
        under a header naming the stuff it is per (`Fish kg`), in the dose's unit; or None."""
        stuffs = [d for d in self._doses if d.stuff and d.other]
        layout = reading.layout
        occ = reading.occurrences[i]
        cell = layout.cell(occ.at) if stuffs else None
        if cell is None:
            return None
        header = layout.header(cell).lower()
        doses = [(d, Decimal(1)) for d in stuffs if _whole_word(d.stuff, header)]
        quantities: list[tuple[Occurrence, str]] = []
        for column in range(min(cell.column, MAX_QUANTITIES)):
            their = layout.header(cell._replace(column=column)).lower()
            span = layout.span(cell.table, cell.row, column)
            if span is None:
                continue
            for d, _ in doses:
                if not _whole_word(d.other, their):
                    continue
                for o in reading.occurrences[max(0, i - MAX_WALK):i]:
                    if span[0] <= o.at < span[1] and o.number > 0 and (
                            o.value in known or (reading.carried is not None and o.value in reading.carried)):
                        quantities.append((o, d.per))
        return (doses, quantities) if doses and quantities else None

    def _header_cell(self, reading: AnswerReading, i: int,
                     known: set[str]) -> tuple[list[tuple[_Dose, Decimal]], list[tuple[Occurrence, str]]] | None:
        """(quarry42) A table cell under a header naming a dose's unit (`Litres` for `22 litres of
        diesel an hour`): the doses, and the cells before it in its row under a header naming the
        unit the dose is per (`Hours`), each one number alone, resolved or carried, or (a duration in
        hours no rule judges) the gap between the row's first and last clock, across midnight where
        the last is earlier (`| 19:30 | 01:15 (15 Jun) | 5.75 |`); or None. Not a dose of money:
        a row priced at the rules' prices is `priced-row`'s, which checks its cells against the
        row's record."""
        layout = reading.layout
        occ = reading.occurrences[i]
        cell = layout.cell(occ.at)
        if cell is None or cell.column == 0:
            return None
        header = {_canonical(w) for w in _HEADER_WORD.findall(layout.header(cell))}
        doses = [(d, Decimal(1)) for d in self._doses
                 if d.unit in header and not d.stuff and not d.fixed and d.per not in header and not codes(d.unit)]
        if not doses:
            return None
        pers = {d.per for d, _ in doses}
        quantities: list[tuple[Occurrence, str]] = []
        for column in range(max(0, cell.column - MAX_QUANTITIES), cell.column):
            their = {_canonical(w) for w in _HEADER_WORD.findall(layout.header(cell._replace(column=column)))} & pers
            span = layout.span(cell.table, cell.row, column) if their else None
            if span is None:
                continue
            inside = [o for o in reading.occurrences[max(0, i - MAX_WALK):i] if span[0] <= o.at < span[1]]
            if len(inside) != 1:
                continue  # one number alone in its cell
            o = inside[0]
            if o.number > 0 and not o.amount and (o.value in known or (reading.carried is not None and o.value in reading.carried)
                                                  or (their == {"h"} and o.number == _row_clock_gap(reading, cell, column))):
                quantities.extend((o, per) for per in sorted(their))
        return (doses, quantities) if quantities else None

    @staticmethod
    def _quantities(reading: AnswerReading, i: int, known: set[str],
                    computed_here: list[Occurrence]) -> list[tuple[Occurrence, str]]:
        """The resolved numbers with a unit word after them written before the value on its line or
        the line above, nearest first (at most `MAX_QUANTITIES`)."""
        text = reading.text
        occ = reading.occurrences[i]
        line_start = text.rfind("\n", 0, occ.start) + 1
        floor = text.rfind("\n", 0, max(0, line_start - 1)) + 1 if line_start > 0 else 0
        out: list[tuple[Occurrence, str]] = []
        if i + 1 < len(reading.occurrences):  # (fish39) a quantity right after it in parentheses (`32,200 MMK (430 kg)`)
            o = reading.occurrences[i + 1]
            m = _UNIT_AFTER.match(text, o.end)
            if m is not None and o.number > 0 and _PAREN_AFTER.fullmatch(text, occ.end, o.start) is not None \
                    and (o.value in known or o in computed_here or (reading.carried is not None and o.value in reading.carried)):
                out.append((o, _canonical(m.group(1))))
        for k in range(i - 1, max(-1, i - 1 - MAX_WALK), -1):  # (by index: a slice per value would copy the answer's numbers)
            o = reading.occurrences[k]
            if o.start < floor or len(out) >= MAX_QUANTITIES:
                break
            if o.number <= 0:
                continue
            m = _UNIT_AFTER.match(text, o.end)
            unit = _canonical(m.group(1)) if m is not None else ""
            if not unit:  # (fish39) a label right before it names its unit (`- Boxes: 450 (`)
                label = _LABEL_BEFORE.search(text, max(line_start, o.start - 24), o.start)
                unit = _canonical(label.group(1)) if label is not None else ""
            if not unit:
                continue
            if o.value in known or o in computed_here:
                out.append((o, unit))
            elif o.number == o.number.to_integral_value() and MIN_COUNT <= o.number < 1000 and not o.amount:
                # (fish39) a short whole count no rule judges (`**23** boxes`): its thing's stated price only
                out.append((o, COUNT_ONLY + unit))
        return out


_CLOCK: Final = re.compile(r"(?<![0-9:.])([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])")
MAX_ROW_CELLS: Final = 8  # (quarry42) cells of a row read for its clocks (the first)


def _row_clock_gap(reading: AnswerReading, cell: Cell, before: int) -> Decimal | None:
    """(quarry42) The hours from the first clock to the last one the cells of `cell`'s row before
    column `before` write (`| 19:30 | 01:15 (15 Jun) |`: 5.75, across midnight where the last is
    earlier), or None where the row writes fewer than two clocks."""
    clocks: list[int] = []
    layout = reading.layout
    for column in range(min(before, MAX_ROW_CELLS)):
        span = layout.span(cell.table, cell.row, column)
        if span is None:
            continue
        for m in _CLOCK.finditer(reading.text, span[0], span[1]):
            clocks.append(int(m.group(1)) * 60 + int(m.group(2)))
    if len(clocks) < 2:
        return None
    gap = (clocks[-1] - clocks[0]) % (24 * 60)
    return Decimal(gap) / 60 if gap else None


def _count_fits(text: str, end: int, count: Occurrence | Operand, dose: _Dose, strict: bool = False) -> bool:
    """(mend39b) Whether a count of a thing of a stated size (`A crate holds 25 kg`) is, for every
    quantity of the size's unit written on the value's line before it (`640 kg needs 17 crates`),
    that quantity over the size rounded up (26); a line with no such quantity leaves it as it is,
    unless `strict` (mend44a: a container's count, `_Dose.whole`), where it fits none; there the
    quantities are those before the count (`1,201.92 kg → **16 bags** of 80 kg`), a fraction of the
    containers rounded up one too (`84 → 2.8 bolts → **3 bolts**`)."""
    if not isinstance(count, Occurrence):
        return not strict
    fitted = False
    line_start = text.rfind("\n", 0, end) + 1
    for m in _EARLIER_QUANTITY.finditer(text, line_start, min(end, count.start) if strict else end):
        if m.start() == count.start:
            continue
        try:
            quantity = Decimal(m.group(1).replace(",", "") + (m.group(2) or ""))
        except InvalidOperation:
            continue
        unit = _canonical(m.group(3))
        for f, size in [(f, dose.size) for f in _to(unit, dose.size_unit)[:1]] + ([(Decimal(1), Decimal(1))] if strict and unit == dose.per else []):
            if (quantity * f / size).to_integral_value(rounding=ROUND_CEILING) != count.number:
                return False
            fitted = True
    return fitted or not strict


# (mend44a) a stated discount's threshold: `300 kg or more`, `over 20 m²`, `from 500 kg`, in a clause
# (a line split at `;` or a sentence's end) that writes `off`, `discount` or `rebate`
_DISCOUNT_WORD: Final = re.compile(r"\b(?:off|discount|discounts|discounted|rebate)\b", re.IGNORECASE)
_NUMBER_UNIT: Final = r"([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,7})(\.[0-9]{1,3})?[ \t]?([A-Za-z]{1,12}(?:[23\u00b2\u00b3](?![0-9]))?)"
_THRESHOLD: Final = re.compile(
    r"(?<![0-9A-Za-z.,])" + _NUMBER_UNIT + r"[ \t]{1,3}(?:or[ \t]{1,3}(?:more|over|above)|and[ \t]{1,3}(?:more|over|above|up))\b"
    r"|\b(?:over|above|from|past|beyond|at[ \t]least)[ \t]{1,3}" + _NUMBER_UNIT + r"(?![A-Za-z0-9])", re.IGNORECASE)
_CLAUSE_CUT: Final = re.compile(r"[\n;]|[.!?](?=\s)")


def _discount_thresholds(text: str) -> list[tuple[Decimal, str]]:
    """(mend44a) The thresholds of the discounts `text` states (`Orders of 300 kg or more have 6% off`:
    (300, `kg`)): a quantity with its unit and `or more` after it, or `over`/`from` before it, in a
    clause writing a discount word."""
    out: list[tuple[Decimal, str]] = []
    start = 0
    for cut in [*(m.start() for m in _CLAUSE_CUT.finditer(text)), len(text)]:
        clause = text[start:cut]
        start = cut + 1
        if _DISCOUNT_WORD.search(clause) is None:
            continue
        for m in _THRESHOLD.finditer(clause):
            whole, part, unit = (m.group(1), m.group(2), m.group(3)) if m.group(1) is not None else (m.group(4), m.group(5), m.group(6))
            if unit.lower() in ("or", "and", "off"):
                continue
            try:
                number = Decimal(whole.replace(",", "") + (part or ""))
            except InvalidOperation:
                continue
            if number > 0:
                out.append((number, _canonical(unit)))
    return out


def _asked_count(doses: list[tuple[_Dose, Decimal]], money: frozenset[str], asked_before: tuple[str, ...],
                 previous: str, question: str = "") -> tuple[list[tuple[_Dose, Decimal]], list[tuple[Operand, str]]]:
    """(terse44) A terse reply in money to a question naming no dose (`price?` ... `2,160 TJS.`): the
    count the nearest of the previous answer and the person's earlier texts writes in a unit a price
    of that money is per (`60 kg second grade for a shop, boxes?`; `6 m².` after `standard felt 2 x 3
    m, area?`), with the prices whose own clause names a word of that text (`second grade 36 TJS a
    kg`, not `first grade 48 TJS a kg`: `_Dose.names`), of the person's earlier texts for the
    previous answer's count; the text's quantity one only (`_earlier_quantities`). A nearer text
    writing such a quantity and naming no price, or several quantities, gives none.
    (mend45a, review45a D1) The `question` asks anew where it writes a number of its own (`and 8
    printed wrappers, price?`, `Actually make it 7. price?`): its own count of a priced thing, or
    none, never an earlier text's; and where it names a priced thing (a word of a price's names) no
    fitting price is named by (`price of the plain ones?` after `6 printed wrappers`), none."""
    priced = [(d, f) for d, f in doses if f == 1 and codes(d.unit) & money and d.names]
    if not priced:
        return [], []
    pers = frozenset(d.per for d, _ in priced)
    asked = frozenset().union(*(_counted_names(t) for t in asked_before))
    texts: tuple[tuple[str, str], ...] = ((previous, "the previous answer"), *((t, EARLIER_QUESTION) for t in asked_before))
    if any(c.isdigit() for c in question):
        texts = ((question, "the question"),)
    in_question = _counted_names(question) & frozenset().union(*(d.names for d, _ in priced))
    for text, where in texts:
        if not _earlier_quantities(((text, where),), text, pers, things=True):
            continue
        names = asked if where == "the previous answer" else _counted_names(text)
        fit = [(d, f) for d, f in priced if d.names & names and not in_question - d.names]
        quantities = _earlier_quantities(((text, where),), text, frozenset(d.per for d, _ in fit), things=True) if fit else []
        if not quantities and where == "the previous answer":
            continue  # (shapes45a) the previous answer's quantity no price the person named is per (`12 yards.` of
            # `6 eleko wrappers, yards?`): the count is the person's (`price?` ... `74,100 NGN`)
        return (fit, quantities) if quantities else ([], [])
    return [], []


def _singular(word: str) -> str:
    """(terse44) A word lower case without an English plural's `s` (`pieces` and `piece`)."""
    w = word.lower()
    return w[:-1] if len(w) > 4 and w.endswith("s") and not w.endswith("ss") else w


def _clause_names(text: str, floor: int, start: int) -> frozenset[str]:
    """(terse44) The words (4+ letters, singular) of a dose's own clause before it: from the last
    `,` `;` `:` or sentence end after `floor` (its line's start) to the dose (`Wholes sell at 820 INR
    a kg, pieces at 560 INR a kg` gives 560 `piece` and 820 `whole`, `sell`)."""
    head = text[max(floor, start - MAX_LINE):start]
    cut = max((m.end() for m in _NAMES_CUT.finditer(head)), default=0)
    return frozenset(_singular(w) for w in _WORD.findall(head[cut:]))


def _counted_names(text: str) -> frozenset[str]:
    """(terse44) The words (4+ letters, singular) of a person's text: what its counts count."""
    return frozenset(_singular(w) for w in _WORD.findall(text[:MAX_LINE]))


def _earlier_quantities(earlier: tuple[tuple[str, str], ...], question: str, pers: frozenset[str],
                        things: bool = False) -> list[tuple[Operand, str]]:
    """(salt39) A quantity with a unit of the tables a text wrote (the question, then the last
    answers, each with where it is): what a terse reply applies a stated dose to (`value crude` ...
    `₹1,24,875.` after `67.5 t.`; `washed 50kg bag` ... `₹130.`).
    (mend39b) The nearest text that writes a quantity of a unit a dose is per (`pers`) gives it; where
    it writes more than one (its last `MAX_FITTING`), only the one whose clause (split at `;`, a
    line's or a sentence's end) holds a word or number the question writes and the others' clauses
    do not (`lot 7` of `Lot 7: 38.5 kg roasted; lot 8: 42 kg roasted.`); none or several: none.
    (shapes45a) `things`: a whole count of the very thing a price is per counts too (`6 eleko wrappers`
    for `... wrapper 9,500 NGN`), though no unit of the tables."""
    asked = set(_TOKEN.findall(question[-MAX_LINE:].lower()))
    for text, where in earlier:
        read = text[-MAX_TEXT:]
        found = [m for m in _EARLIER_QUANTITY.finditer(read)
                 if unit_of(m.group(3).translate(_POWERS)) is not None and any(_to(_canonical(m.group(3)), per) for per in pers)]
        if things:
            starts = {m.start() for m in found}
            for counted in _THING_COUNTS:
                for m in counted.finditer(read):
                    if m.start() not in starts and _canonical(_singular(m.group(3))) in pers:
                        starts.add(m.start())
                        found.append(m)
            found.sort(key=lambda m: m.start())
        found = found[-MAX_FITTING:]
        if not found:
            continue
        if len(found) > 1:
            masked = list(read)
            for m in found:
                masked[m.start():m.end()] = " " * (m.end() - m.start())
            bare = "".join(masked)
            clauses: list[set[str]] = []
            for m in found:
                cut = _CLAUSE_END.search(bare, m.end())
                floor = max(0, m.start() - MAX_LINE)
                start = max((c.end() for c in _CLAUSE_END.finditer(bare, floor, m.start())), default=floor)
                clauses.append(set(_TOKEN.findall(bare[start:cut.start() if cut is not None else len(bare)].lower())))
            shared = set.intersection(*clauses)
            fitting = [m for m, c in zip(found, clauses) if (c - shared) & asked]
            if len(fitting) != 1:
                return []  # several quantities, the question names none of them apart (or more than one)
            found = fitting
        m = found[-1]
        value = m.group(1).replace(",", "") + (m.group(2) or "")
        source = "user" if where in ("the question", EARLIER_QUESTION) else "earlier answer"
        return [(Operand(value, source, f"{where} wrote {m.group(0).strip('* ')!r}"), _canonical(m.group(3)))]
    return []


# (shapes45a) a whole count of a thing, up to two words between (`6 eleko wrappers`, `12 wrappers`): the
# number, no decimals (an empty group, as `_EARLIER_QUANTITY` groups them), the thing
_THING_COUNTS: Final = tuple(re.compile(r"(?<![0-9A-Za-z.,])([0-9]{1,4})()[ \t]" + r"(?:[A-Za-z-]{2,20}[ \t])" * k
                                        + r"([A-Za-z]{3,20})(?![A-Za-z0-9_])", re.ASCII) for k in range(3))
MAX_FITTING: Final = 8  # (mend39b) quantities of one earlier text a terse reply's question must tell apart (its last)
_TOKEN: Final = re.compile(r"[^\W_]+")  # a word or a number, any script
# (terse44) a price list per a unit: `Prices a square metre of finished felt: standard 185 TMT, thick
# 240 TMT` (the unit right after `a`/`per`, the list after the colon up to the clause's end)
_PRICE_LIST_CUE: Final = re.compile(r"[Pp]rices?[ \t]")
_PRICE_LIST: Final = re.compile(r"\b[Pp]rices?[ \t]{1,3}(?:an?|per)()[ \t][^:;\n]{1,60}:([^;\n]{1,200})", re.ASCII)
# one item of it: its name, the price and its currency code (`standard 185 TMT`)
_LISTED_PRICE: Final = re.compile(r"([A-Za-z][A-Za-z -]{2,30}?)[ \t]{1,3}([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,7})(\.[0-9]{1,4})?[ \t]?([A-Z]{3})\b", re.ASCII)
_NAMES_CUT: Final = re.compile(r"[,;:]|[.!?](?=\s)")  # (terse44) where a dose's own clause starts (after it)
EARLIER_QUESTION: Final = "an earlier question"  # (terse44) where a person's text before the question is
_CLAUSE_END: Final = re.compile(r"[;\n]|[.!?](?=\s|$)")


MAX_ROUNDINGS: Final = 8  # rounding steps kept per run (the latest)
# (round 29) a step a person states a quantity is rounded up to: `rounded up to the next 0.5 kg`,
# `round up to the nearest 5 ml`, `rounded up to the next half tablet`, `to the next whole pack`.
# ASCII words, bounded runs of spaces, no nested repetition.
_ROUNDING: Final = re.compile(
    r"\bround(?:ed|s)?[ \t]{1,3}up[ \t]{1,3}to[ \t]{1,3}(?:the[ \t]{1,3})?(?:next|nearest)[ \t]{1,3}"
    r"(?:([0-9]{1,4}(?:\.[0-9]{1,3})?)[ \t]?|(half|whole)[ \t]{1,3}(?:an?[ \t]{1,3})?)([A-Za-z]{1,12})\b",
    re.ASCII | re.IGNORECASE)
# (quarry42) a person states a count is rounded down, a yield's whole items: `(good slates = m3 x 420
# x 0.85, rounded down)`, `round down to whole jars`, `rounding it down`
_FLOOR: Final = re.compile(r"\bround(?:ed|s|ing)?[ \t]{1,3}(?:it[ \t]{1,3}|them[ \t]{1,3})?down\b", re.ASCII | re.IGNORECASE)
# (mend42b, review42 D9) a person states a count is rounded up (`cartons needed are rounded up`)
_CEIL: Final = re.compile(r"\bround(?:ed|s|ing)?[ \t]{1,3}(?:it[ \t]{1,3}|them[ \t]{1,3})?up\b", re.ASCII | re.IGNORECASE)
_ROUND_WORD: Final = re.compile(r"[^\W\d_]{3,}")
_ROUND_NUMBER: Final = re.compile(r"(?<![\w.,])[0-9]{1,6}(?:\.[0-9]{1,4})?(?![\w])")  # a constant a rounding line states (`420`, `0.85`; not `m3`)


def _stems(line: str) -> frozenset[str]:
    """The words (3+ letters) of `line`, lower case, a plural's `s` dropped."""
    out: set[str] = set()
    for m in _ROUND_WORD.finditer(line):
        w = m.group(0).lower()
        out.add(w[:-1] if len(w) > 3 and w.endswith("s") else w)
    return frozenset(out)


class StatedRoundings:
    """(round 29) The steps the run's persons state a quantity is rounded up to (`rounded-up`);
    (quarry42) `floors`: whether a person states a count is rounded down (`rounded down`), which
    lets `reasoned-rounding` take a result's floor too; (mend42b) `rounded-whole` asks `floors_count`
    (the counted word on a line stating a rounding down, on none stating a rounding up)."""

    __slots__ = ("_steps", "floors", "_downs", "_ups", "_down_numbers")

    def __init__(self) -> None:
        self._steps: list[tuple[Decimal, str, str]] = []  # (step, canonical unit, as stated)
        self.floors = False
        self._downs: list[frozenset[str]] = []  # (mend42b) the words of each line stating a rounding down (the latest)
        self._ups: list[frozenset[str]] = []  # the words of each line stating a rounding up (the latest)
        self._down_numbers: list[frozenset[Decimal]] = []  # the constants of each line stating a rounding down

    def add_text(self, text: str) -> None:
        lowered = text[:MAX_TEXT].lower()
        if "down" in lowered or " up" in lowered:
            for line in text[:MAX_TEXT].split("\n"):
                if "round" not in line.lower():
                    continue
                if _FLOOR.search(line) is not None:
                    self.floors = True
                    self._downs = [*self._downs, _stems(line)][-MAX_ROUNDINGS:]
                    constants = frozenset(Decimal(n) for n in _ROUND_NUMBER.findall(line) if Decimal(n) not in (0, 1, 100))
                    self._down_numbers = [*self._down_numbers, constants][-MAX_ROUNDINGS:]
                if _CEIL.search(line) is not None:
                    self._ups = [*self._ups, _stems(line)][-MAX_ROUNDINGS:]
        if "round" not in text and "Round" not in text:
            return
        for m in _ROUNDING.finditer(text[:MAX_TEXT]):
            if m.group(1) is not None:
                try:
                    step = Decimal(m.group(1))
                except InvalidOperation:
                    continue
            else:
                step = Decimal("0.5") if m.group(2).lower() == "half" else Decimal(1)
            if step <= 0:
                continue
            found = (step, _canonical(m.group(3)), m.group(0))
            self._steps = [f for f in self._steps if f[:2] != found[:2]] + [found]
        del self._steps[:-MAX_ROUNDINGS]

    def floors_count(self, counted: str, operands: tuple[str, ...] = ()) -> bool:
        """(mend42b, review42 D9) Whether a count of `counted` (the word after it, '' for none) may be
        its quotient's floor: a line stating a rounding down names that word and no line stating a
        rounding up does; a bare count (no word) only where no one states a rounding up; or the
        quotient's expression uses a constant the rounding-down line states (other than 0, 1, 100)."""
        if not self._downs:
            return False
        for constants in self._down_numbers:
            # the quotient computes the stated formula: it uses a constant of the rounding-down line
            # (`good slates = m3 x 420 x 0.85, rounded down`; `7.812 × 420 × 0.85 = 2,788.88 → 2,788`)
            if any(Decimal(o) in constants for o in operands):
                return True
        if not counted:
            return not self._ups
        word = next(iter(_stems(counted)), "")
        if not word:
            return False
        return any(word in down for down in self._downs) and not any(word in up for up in self._ups)

    def explain(self, reading: AnswerReading, i: int, known: set[str],
                computed_here: list[Occurrence]) -> Derivation | None:
        """The value as a quantity its line wrote before it rounded up to a stated step (the
        module's docstring), or None."""
        if not self._steps:
            return None
        occ = reading.occurrences[i]
        if occ.number <= 0:
            return None
        text = reading.text
        after = _UNIT_AFTER.match(text, occ.end)
        if after is None:
            return None
        unit = _canonical(after.group(1))
        steps = [(step, shown) for step, step_unit, shown in self._steps if step_unit == unit]
        if not steps:
            return None
        line_start = text.rfind("\n", 0, occ.start) + 1
        quantities: list[tuple[Occurrence, Decimal]] = []
        for k in range(i - 1, max(-1, i - 1 - MAX_WALK), -1):  # (round 30) the nearest MAX_WALK numbers
            o = reading.occurrences[k]
            if o.start < line_start or len(quantities) >= MAX_QUANTITIES:
                break
            if o.number <= 0 or o.number == occ.number or not (o.value in known or o in computed_here):
                continue
            m = _UNIT_AFTER.match(text, o.end)
            if m is None:
                continue
            for factor in _to(_canonical(m.group(1)), unit)[:1]:
                quantities.append((o, o.number * factor))
        bounds = late_search_bounds(reading, i, known, computed_here) if quantities else None
        if bounds is None:
            return None
        _, near = bounds
        hit: Derivation | None = None
        for step, shown in steps:
            for o, quantity in quantities:
                try:
                    up = (quantity / step).to_integral_value(rounding=ROUND_CEILING) * step
                except InvalidOperation:
                    continue
                if up in near:
                    return None  # the chance test: another quantity of the line rounds up to a neighbour
                if up == occ.number and up != quantity and hit is None:
                    hit = Derivation("rounded-up", f"{o.value} rounded up to {printed(step)} = {occ.value}",
                                     (written_operand(o), Operand(printed(step), "result", f"a person states {shown!r}")))
        return hit


# (adire44) a container a stated size of one unit fills: `in bolts of 30 yards`, `in 80 kg bags`, `in 30-yard
# bolts` (groups: container, size, unit; or size, unit, container); `in` first, as rules state how a thing is sold
_CONTAINER_OF: Final = re.compile(
    r"\bin[ \t]{1,3}([a-z]{3,12})[ \t]{1,3}of[ \t]{1,3}([0-9]{1,4}(?:\.[0-9]{1,2})?)[ \t]?([A-Za-z]{1,12})\b"
    r"|\bin[ \t]{1,3}([0-9]{1,4}(?:\.[0-9]{1,2})?)[ \t-]?([A-Za-z]{1,12})[ \t]{1,3}([a-z]{3,12})\b", re.ASCII)


def _sized_containers(text: str) -> list[tuple[Decimal, str, str, str, str]]:
    """(adire44) The containers `text` states the size of (`in bolts of 30 yards`): (size, the size's unit
    canonical, the container's word canonical, as written, its line); a size of 2 or more, two different words."""
    out: list[tuple[Decimal, str, str, str, str]] = []
    for m in _CONTAINER_OF.finditer(text):
        if m.group(1) is not None:
            container, number, unit = m.group(1), m.group(2), m.group(3)
        else:
            number, unit, container = m.group(4), m.group(5), m.group(6)
        size = Decimal(number)
        word, per = _canonical(container), _canonical(unit)
        if size >= 2 and word != per and dimension(word) is None:
            start = text.rfind("\n", 0, m.start()) + 1
            end = text.find("\n", m.end())
            out.append((size, per, word, m.group(0), text[start : end if end >= 0 else len(text)]))
    return out[:MAX_DOSES]


def _stated_doses(text: str) -> tuple[tuple[_Dose, ...], tuple[WeightedMean, ...]]:
    """(speed43) The doses `StatedDoses.add_text` adds for a text, in order (their `where` left blank,
    set per text), and the weighted means it keeps (the first MAX_DOSES). Pure: a function of the text."""
    out: list[_Dose] = []
    means: list[WeightedMean] = []
    read = text[:MAX_TEXT]
    if _PER_CUE.search(text) is not None:
        for m in _DOSE.finditer(read):
            try:
                number = Decimal(m.group(1).replace(",", "") + (m.group(2) or ""))
            except InvalidOperation:
                continue
            unit, per = _canonical(m.group(3)), _canonical(m.group(4))
            if number <= 0 or unit == per or per == "per":
                continue
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = text.find("\n", m.end())
            # (mend39b) the dose's own clause (the line split at `;`): `Green beans cost 9.20 USD a kg;
            # roasted coffee sells at 21.50 USD a kg` gives 9.20 no word `roasted`
            line_start = max(line_start, text.rfind(";", line_start, m.start()) + 1)
            clause_end = text.find(";", m.end(), len(text) if line_end < 0 else line_end)
            line_end = clause_end if clause_end >= 0 else line_end
            line = text[line_start: m.end() + MAX_LINE if line_end < 0 else min(line_end, m.end() + MAX_LINE)]
            words = frozenset(w.lower() for w in _WORD.findall(line[-2 * MAX_LINE:]))
            out.append(_Dose(number, m.group(0), unit, per, "", words=words, names=_clause_names(text, line_start, m.start())))
            fixed = _FIXED_PART.search(read, max(0, m.start() - 40), m.start())
            if fixed is not None and _canonical(fixed.group(3) or fixed.group(4) or "") == unit:
                try:
                    part = Decimal(fixed.group(1).replace(",", "") + (fixed.group(2) or ""))
                except InvalidOperation:
                    continue
                if part > 0:  # (fish39) the tariff `15,000 MMK plus 40 MMK per kg`
                    out.append(_Dose(number, fixed.group(0) + m.group(0), unit, per, "", "", part))
    for m in _EVERY_DOSE.finditer(read):  # (fish39) `1 kg of ice for every 2 kg of fish`
        stuff, other = m.group(3).lower(), m.group(6).lower()
        try:
            number, every = Decimal(m.group(1)), Decimal(m.group(4))
        except InvalidOperation:
            continue
        if number <= 0 or every <= 0 or stuff == other:
            continue
        unit, per = _canonical(m.group(2)), _canonical(m.group(5))
        out.append(_Dose(number / every, m.group(0), unit, per, "", stuff if unit == per else "",
                        Decimal(0), other if unit == per else ""))
    for m in _SUBJECT_PRICE.finditer(read):  # (fish39) `A box ... costs 2,500 MMK`
        try:
            number = Decimal(m.group(2).replace(",", "") + (m.group(3) or ""))
        except InvalidOperation:
            continue
        if number > 0:
            held = _HOLDS.search(m.group(0))
            size = Decimal(0)
            if held is not None:
                try:
                    size = Decimal(held.group(1).replace(",", "") + (held.group(2) or ""))
                except InvalidOperation:
                    size = Decimal(0)
            out.append(_Dose(number, m.group(0), _canonical(m.group(4)), _canonical(m.group(1)), "",
                            size=size, size_unit=_canonical(held.group(3)) if held is not None and size > 0 else ""))
    # (adire44) a container's price from its stated size and a price per the size's unit (`in bolts of 30
    # yards` and `2,400 NGN a yard`: 72,000 NGN a bolt; `in 80 kg bags` and `118 INR a kg`: 9,440 INR a bag)
    # (the price stated on the container's own line: `Plain cotton costs 2,400 NGN a yard, in bolts of 30
    # yards`; a price of another line, firewood's 7.50 INR a kg, is no price of the bags)
    for size, unit, container, stated, line in _sized_containers(read):
        for dose in list(out):
            if dose.per == unit and not dose.fixed and not dose.stuff and dose.unit != unit and dose.per != container \
                    and dose.shown in line:
                out.append(_Dose(dose.number * size, f"{stated} at {dose.shown}", dose.unit, container, "", words=dose.words,
                                 size=size, size_unit=unit, whole=True))
    # (seed40) a price listed under the plural of what it prices (`Packets: farmers pay 12,000 LAK,
    # NGOs 20,000 LAK`: 12,000 LAK a packet; carried_products.listed_doses)
    for number, currency, per, shown in listed_doses(read):
        out.append(_Dose(number, shown, _canonical(currency), per, ""))
    for m in _PRICE_LIST.finditer(read) if _PRICE_LIST_CUE.search(read) is not None else ():
        listed_per = units_unit_after(read, m.end(1))  # (terse44) `Prices a square metre of finished felt: standard 185 TMT, thick 240 TMT`
        if listed_per is None:
            continue
        for item in _LISTED_PRICE.finditer(m.group(2)):
            try:
                number = Decimal(item.group(2).replace(",", "") + (item.group(3) or ""))
            except InvalidOperation:
                continue
            if number > 0:
                names = frozenset(_singular(w) for w in _WORD.findall(item.group(1)))
                out.append(_Dose(number, f"{item.group(0).strip()} a {listed_per}", _canonical(item.group(4)), listed_per, "", names=names))
    # (shapes45a) a thing priced after its article (`a tie-dye (oniko) wrapper 9,500 NGN`: 9,500 NGN a
    # wrapper), and a premium or a discount of a price on its line (`; a starch-resist (eleko) wrapper
    # costs 30% more`: 12,350 NGN a wrapper, named by its clause's words; `_premium_doses`)
    if "%" in read or _THING_PRICE_CUE.search(read) is not None:
        for m in _THING_PRICE.finditer(read):
            try:
                number = Decimal(m.group(3).replace(",", "") + (m.group(4) or ""))
            except InvalidOperation:
                continue
            per = _canonical(m.group(2))
            if number > 0 and dimension(per) is None and not codes(per) and per not in _NO_THING:
                names = frozenset(_singular(w) for w in _WORD.findall(m.group(1))) - {per}
                line_start = read.rfind("\n", 0, m.start()) + 1
                out.append(_Dose(number, m.group(0).strip(), _canonical(m.group(5)), per, "", names=names,
                                 words=frozenset(w.lower() for w in _WORD.findall(read[line_start:m.end()]))))
        if "%" in read:
            out += _premium_doses(read, out)
    # (mill42) a whole's mean price a unit from its parts' stated shares and prices (weighted_means.py):
    # a dose of money, its words the two lines' and those a question asking the mix's price writes
    for mean in weighted_means(read) if "%" in read else ():
        means.append(mean)
        out.append(_Dose(mean.value, f"{mean.shown} {mean.currency} a {mean.unit} (the weighted mean)", _canonical(mean.currency),
                        _canonical(mean.unit), "", words=mean.words))
    return tuple(out), tuple(means[:MAX_DOSES])


# (shapes45a) a thing priced after its article: `a tie-dye (oniko) wrapper 9,500 NGN`, `each crate 3,500 MMK`
# (groups: the words before the thing, the thing, the digits, the decimals, the currency's code)
_THING_PRICE: Final = re.compile(r"\b(?:[Aa]n?|[Ee]ach|[Oo]ne)[ \t]((?:[A-Za-z-]{1,20}[ \t]|\([A-Za-z -]{1,30}\)[ \t]){0,4})([a-z]{3,12})[ \t]{1,3}"
                                 r"([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,7})(\.[0-9]{1,4})?[ \t]?([A-Z]{3})\b", re.ASCII)
_NO_THING: Final = frozenset(("cost", "costs", "is", "are", "was", "for", "and", "pay", "pays", "at"))  # (a verb or a link, no thing priced)
_THING_PRICE_CUE: Final = re.compile(r"\b(?:[Aa]n?|[Ee]ach|[Oo]ne) [^\n]{0,80}[0-9] ?[A-Z]{3}\b")
# (shapes45a) a premium or a discount on a price its line states before it: the percent, then the way
# (`costs 30% more`, `30 % less`, `20% cheaper`, `35% dearer`, `paid 30% more`); `than` after it names its base
# (mend45a, review45a D4) the way ends its clause or names its base (`than ...`): `takes 30% more dye`,
# `30% more popular`, `sells 30% more in December` are no price
_PREMIUM: Final = re.compile(r"(?<![0-9.,])([0-9]{1,2}(?:\.[0-9]{1,2})?)[ \t]?%[ \t]+(more|less|higher|lower|cheaper|dearer|extra)\b"
                             r"(?:[ \t]+than[ \t]+([^;:,.\n]{1,60})|(?=[ \t]*(?:[;:,.!?)\n]|$)))", re.ASCII | re.IGNORECASE)
_PREMIUM_DOWN: Final = frozenset(("less", "lower", "cheaper"))
MAX_PREMIUMS: Final = 4  # (shapes45a) premium doses read from one text (the first)
MAX_PREMIUM_TRIES: Final = 4 * MAX_PREMIUMS  # (mend45a, review45a D6) premiums read from one text, moving a dose or not


def _premium_doses(text: str, doses: list[_Dose]) -> list[_Dose]:
    """(shapes45a) Each money dose moved by a premium or a discount a later clause of its line states
    (`a tie-dye (oniko) wrapper 9,500 NGN; a starch-resist (eleko) wrapper costs 30% more`: 9,500 x 1.3
    NGN a wrapper), where that clause (from the last `;`, `,` or `:` before the percent) names what the
    dose is per (`wrapper`, `hours`) and the line states one such dose before it, or several of which
    the words after `than` name one (`30% more than an oniko wrapper`). The moved dose is named by the
    clause's own words (`starch`, `resist`, `eleko`), never the base's: a count of eleko wrappers takes
    12,350, one of oniko wrappers 9,500. A dose it cannot tell stays unmoved (a price list of two
    grades and `a patterned felt costs 35% more`: more than which, the line does not say)."""
    out: list[_Dose] = []
    for tried, m in enumerate(_PREMIUM.finditer(text)):
        if tried >= MAX_PREMIUM_TRIES:
            break  # (mend45a, review45a D6) bounded: each try reads at most `MAX_LINE` characters back
        line_start = max(text.rfind("\n", max(0, m.start() - MAX_LINE), m.start()) + 1, m.start() - MAX_LINE)
        head = text[line_start:m.start()]
        cut = max((c.end() for c in _NAMES_CUT.finditer(head)), default=0)
        clause = head[cut:]
        clause_words = [w.lower() for w in re.findall(r"[A-Za-z]{3,}", clause)]
        things = {_canonical(w) for w in clause_words} | {_canonical(_singular(w)) for w in clause_words}
        before = [d for d in doses if codes(d.unit) and not d.fixed and d.per in things
                  and d.shown in text[line_start:line_start + cut]]
        if len(before) > 1 and m.group(3):
            named = frozenset(_singular(w) for w in _WORD.findall(m.group(3)))
            before = [d for d in before if d.names & named]
        if len(before) != 1:
            continue
        base = before[0]
        share = Decimal(m.group(1)) / 100
        down = m.group(2).lower() in _PREMIUM_DOWN
        number = base.number * (1 - share if down else 1 + share)
        names = frozenset(_singular(w) for w in _WORD.findall(clause)) - {base.per} - base.names
        if number <= 0 or not names:
            continue
        out.append(_Dose(number, f"{base.shown}; {clause.strip()} {m.group(0)}", base.unit, base.per, "", names=names,
                         words=frozenset(w.lower() for w in _WORD.findall(clause))))
        if len(out) >= MAX_PREMIUMS:
            break
    return out


# (speed43) the doses of the persons' and rules texts read lately
_DOSES_READ: Final[TextMemo[tuple[tuple[_Dose, ...], tuple[WeightedMean, ...]]]] = TextMemo(entries=64, chars=1 << 20)
