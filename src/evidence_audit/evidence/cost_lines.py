"""`cost-line`: a line's quantity times the unit price the run gives for the item the line names
(round 22).

Quotes, invoices, bills of materials, shopping lists, costed recipes and reagent lists write one
form everywhere: a line names an item and writes a quantity of it, and its cost is that quantity
times the item's unit price, the units scaled where the price is per another physical unit (`|
Arborio | 480 g | £2.02 |` for `Arborio rice ..... £4.20/kg`; `| White wine | 200 ml | £2.40 |`
for `£9.00/75cl`; `| Veg stock | 1.8 L | £1.98 |` for `£1.10/L`; `| Olive oil | 26 L | 6 (30 L) |
£231.00 |` for a record's `case_price_gbp` 38.50; `NaCl: 1.461 g × $74.80/kg = $0.11`). No number
of the line is the price, so the exact lookup flags the cost, and the product rules read a price
written on the line (`quantity`, `rate`) or two numbers of one record (`carried-product`).

| the price | read from | the quantity it takes |
|---|---|---|
| per a physical unit or a pack of one (`£4.20/kg`, `£9.00/75cl`, `£3.95 per 250 g block`, `$74.80/kg`) | a line of a result's text, the person's last text or the value's own line, naming the item by the words before the price | a quantity the line writes before the value in a unit of the same kind (g, kg, mg; ml, cl, L), scaled: only these physical factors |
| per a thing (`case_price_gbp`, `price_gbp` with `unit: tin`, `£12.00 each`) | a record of a result (a JSON object, a CSV or markdown text result's row) naming the item by a string of it, or a line of such a text | a bare count the line writes before the value (`6 (30 L)`: 6; `buy 3`) |

The item is the one the value's line names before the value: (round 24) its code (`TL-6030`), or a
word of four letters or more of the item's name (`wild mushrooms` for `Mixed wild mushrooms`, `shallots` for `Banana shallots`),
or a price written on the value's own line before it; of the run's prices, those whose names share
the most words with the line (`Arborio rice` takes the Arborio's price, not the `Basmati rice`'s:
the round's review), the latest `MAX_NAMED_PRICES`; a quantity an earlier line names it beside, the
latest `MAX_ITEM_LINES` such lines (each text's lines read once, by their words). The cost is rounded half up (or half even)
to the value's places. Refused: a value of fewer than `MIN_DIGITS` significant digits; what every
late try refuses (one digit off a carried number, a slip of the local step:
`wide.late_try_refused`); a product with the price of an item the line does not name (`480 g` at
the mushrooms' `£14.50/kg` on the Arborio line); and the chance test: a value one of whose
one-digit neighbours a quantity of the line times a price of an item it names also reaches. Its
price: an invented cost equal to a written quantity times the named item's price, with no
one-digit neighbour so reached. Pure but for the run's state read here (`add_result`): no I/O.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, Final, NamedTuple

from .layout import line_bounds
from .served import Served
from .text_memo import TextMemo
from .walk import containers
from .computed.reading import AnswerReading
from .computed.values import Derivation, Operand, Occurrence, as_decimal
from .computed.wide import late_search_bounds, late_target

__all__ = ["CostLines", "Price", "MIN_DIGITS", "priced_lines"]

MIN_DIGITS: Final = 2  # significant digits a cost needs
MAX_PRICES: Final = 400  # prices kept per run, the latest
MAX_TEXT: Final = 8000  # characters of a result's text read for prices
MAX_WALK: Final = 2000  # nodes of a result walked for priced records
MIN_WORD: Final = 4  # letters of a name's word that names the item

# The physical units a quantity or a price may be in, and their factor to the kind's base.
_UNITS: Final = {
    "mg": ("mass", Decimal("0.001")), "g": ("mass", Decimal(1)), "kg": ("mass", Decimal(1000)),
    "ml": ("volume", Decimal(1)), "cl": ("volume", Decimal(10)), "l": ("volume", Decimal(1000)),
}
_UNIT: Final = r"(?:kg|mg|g|ml|cl|l)"
_KEYED_UNIT: Final = re.compile(r"per_(" + _UNIT + r")\b")  # a price key's unit (`price_per_kg`); (fold34) compiled once, not per key
_AMOUNT: Final = r"(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?"
# A price per a unit or a pack: `£4.20/kg`, `£9.00/75cl`, `$74.80/kg`, `£3.95 per 250 g block`,
# `£1.10/L`, `€12.00 each`, `£38.50 a case`.
_PRICE: Final = re.compile(
    r"(?:[£$€]|\b(?:gbp|usd|eur)[ \t]?)(" + _AMOUNT + r")(?![0-9])[ \t]*"
    r"(?:(?:/|\bper\b|\ba\b|\ban\b)[ \t]*(?:(" + _AMOUNT + r")[ \t]*)?(" + _UNIT + r"|[a-z]{3,12})\b|\b(each)\b)",
    re.IGNORECASE)
# A quantity written with a physical unit (`480 g`, `1.8 L`, `200 ml`, `1,520 g`).
_QUANTITY: Final = re.compile(r"(?<![0-9.,£$€])(" + _AMOUNT + r")[ \t]*(" + _UNIT + r")\b", re.IGNORECASE)
# A bare count: a whole number with no unit, price or percent glued after it (`6 (30 L)`, `buy 3`).
_COUNT: Final = re.compile(r"(?<![0-9.,£$€/:])\b([0-9]{1,4})\b(?![0-9.,:/%]|[ \t]*(?:" + _UNIT + r"|[%£$€])\b)", re.IGNORECASE)
_WORD: Final = re.compile(r"[a-z][a-z'-]+")
# words that name no item: units, packs, stopwords a price line writes
_NOT_NAMES: Final = frozenset({
    "price", "prices", "cost", "costs", "list", "trade", "each", "case", "cases", "pack", "block", "bottle",
    "with", "from", "that", "this", "per", "total", "unit", "item", "items", "qty", "week", "next",
})
_PRICE_KEY: Final = re.compile(r"price|cost", re.IGNORECASE)


class Price(NamedTuple):
    names: frozenset[str]  # the item's words that name it (`arborio`, `rice`)
    price: Decimal
    shown: str  # `£4.20/kg`
    kind: str  # `mass`, `volume`, or `thing` (a price per a thing: a case, a tin, each)
    base: Decimal  # the physical base units one price buys (1000 for `/kg`, 750 for `/75cl`), 1 for a thing
    where: str


# (round 24) an item's code names it too (`TL-6030`, `PB-125`, `C32/40`: letters then digits, a
# hyphen or a slash part): a price list's line `TL-6030  Porcelain floor tile ... £38.90/box` and an
# answer's `9 boxes of TL-6030, £350.10` name one item; a size (`600x300`) starts with no letter
_CODE: Final = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{1,6}-?[0-9]{2,6}(?:[-/][A-Za-z0-9]{1,6})?(?![A-Za-z0-9])")


def _names(text: str) -> frozenset[str]:
    words = {w for w in _WORD.findall(text.lower()) if len(w) >= MIN_WORD and w not in _NOT_NAMES}
    words.update(m.group(0).lower() for m in _CODE.finditer(text))
    return frozenset(words)


def _number(text: str) -> Decimal | None:
    return as_decimal(text.replace(",", ""))


def _price_of(m: re.Match[str], names: frozenset[str], where: str) -> Price | None:
    price = _number(m.group(1))
    if price is None or price <= 0:
        return None
    unit = (m.group(3) or "").lower()
    pack = _number(m.group(2)) if m.group(2) else Decimal(1)
    if pack is None or pack <= 0:
        return None
    if unit in _UNITS:
        kind, factor = _UNITS[unit]
        return Price(names, price, m.group(0).strip(), kind, pack * factor, where)
    if m.group(2):
        return None  # `£5 per 3 boxes`: not read
    return Price(names, price, m.group(0).strip(), "thing", Decimal(1), where)


def _prices_of(m: re.Match[str], names: frozenset[str], where: str) -> list[Price]:
    """A price match's readings: per its unit, and for a pack of a written size (`£3.95 per 250 g
    block`, `£9.00/75cl`) per the pack too (`buy 3 (£11.85)`)."""
    found = _price_of(m, names, where)
    if found is None:
        return []
    if found.kind != "thing" and m.group(2):
        return [found, found._replace(kind="thing", base=Decimal(1))]
    return [found]


def priced_lines(text: str, where: str) -> list[Price]:
    """The prices `text` writes per a unit, a pack or a thing, each named by the words its line
    writes before it (a supplier's list: `ARB-01  Arborio rice ..... £4.20/kg`)."""
    out: list[Price] = []
    for number, line in enumerate(text[:MAX_TEXT].splitlines()):
        for m in _PRICE.finditer(line):
            names = _names(line[: m.start()].rsplit(";", 1)[-1])
            if names:
                out.extend(_prices_of(m, names, f"{where}: line {number + 1}"))
    return out


def _record_prices(parsed: Any, where: str) -> list[Price]:
    """The prices records carry: a key naming a price or a cost (`case_price_gbp`, `unit_price`) of
    an object with a string naming the item, per a thing (a case, a tin: the record's own unit
    when it is a thing), or per the physical unit its `unit` key or its key names (`price_per_kg`)."""
    out: list[Price] = []
    for node, at, _ in containers(parsed, MAX_WALK):
        if not isinstance(node, dict):
            continue
        # (speed24) a record with no numeric price key gives no price: its names are not read
        if not any(not isinstance(value, bool) and isinstance(value, (int, float)) and _PRICE_KEY.search(key)
                   for key, value in node.items()):
            continue
        names = frozenset().union(*(_names(v) for v in node.values() if isinstance(v, str) and len(v) <= 60))
        if not names:
            continue
        unit = node.get("unit")
        for key, value in node.items():
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not _PRICE_KEY.search(key):
                continue
            price = as_decimal(repr(value))
            if price is None or price <= 0:
                continue
            keyed = _KEYED_UNIT.search(key.lower())
            physical = keyed.group(1) if keyed else (unit.lower() if isinstance(unit, str) and "case" not in key.lower()
                                                     and unit.lower() in _UNITS else "")
            shown = f"{key} {value}"
            place = f"{where}: {at or '(root)'}.{key}"
            if physical:
                kind, factor = _UNITS[physical]
                out.append(Price(names, price, shown, kind, factor, place))
            else:
                out.append(Price(names, price, shown, "thing", Decimal(1), place))
    return out


MAX_YIELD: Final = 1000  # the largest count read as a yield
MAX_YIELDS: Final = 2  # yields kept per thing, the latest
# what a yield counts: a key's last word (`yield_portions`, `servings`, `covers`, `makes_units`)
_YIELD_THINGS: Final = frozenset({"portion", "serving", "cover", "piece", "unit", "biscuit", "slice", "batch"})


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


_QUANTITY_KEY: Final = re.compile(r"^(?:qty|quantity|amount|weight|volume)$", re.IGNORECASE)


def _record_quantities(parsed: Any, where: str) -> list[tuple[frozenset[str], tuple[Decimal, str, str]]]:
    """The quantities records carry with a physical unit (a recipe's `{"item": "arborio rice",
    "qty": 480, "unit": "g"}`): (the item's words, (the amount in its kind's base unit, its kind, as shown))."""
    out: list[tuple[frozenset[str], tuple[Decimal, str, str]]] = []
    for node, _, _ in containers(parsed, MAX_WALK):
        if not isinstance(node, dict):
            continue
        unit = node.get("unit")
        if not isinstance(unit, str) or unit.lower() not in _UNITS:
            continue
        names = frozenset().union(*(_names(v) for k, v in node.items() if isinstance(v, str) and k != "unit" and len(v) <= 60))
        kind, factor = _UNITS[unit.lower()]
        for key, value in node.items():
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not _QUANTITY_KEY.match(key):
                continue
            amount = as_decimal(repr(value))
            if names and amount is not None and amount > 0:
                out.append((names, (amount * factor, kind, f"{value} {unit} ({where})")))
    return out


class CostLines:
    """The run's state for `cost-line`: the prices its results give, by the item's words."""

    __slots__ = ("_prices", "_quantities", "_yields", "_unread")

    def __init__(self) -> None:
        # (speed24) results not read yet: read on the first `explain` or `yields`, in the order
        # they came (only the late tries read this state: a run no answer takes that far never
        # reads its results' prices)
        self._unread: list[tuple[Served, Served | None, int]] = []
        self._prices: list[Price] = []
        self._quantities: list[tuple[frozenset[str], tuple[Decimal, str, str]]] = []
        # the counts records carry under a key naming what they count (`yield_portions` 6,
        # `servings`, `covers`): the divisor of a value per one of those things (`count-divided`)
        self._yields: dict[str, list[tuple[Decimal, str]]] = {}

    def add_result(self, served: Served, records: Served | None, position: int) -> None:
        """Keep the prices one result gives: its text's priced lines, its (or its table's) records',
        read when first asked."""
        self._unread.append((served, records, position))

    def _read_unread(self) -> None:
        unread, self._unread = self._unread, []
        for served, records, position in unread:
            self._read_result(served, records, position)

    def _read_result(self, served: Served, records: Served | None, position: int) -> None:
        where = f"result {position}"
        text = served.text if served.text is not None else served.tail
        if text:
            self._prices.extend(priced_lines(text, where))
        for view in (served, records):
            if view is not None and view.has_parsed:
                self._prices.extend(_record_prices(view.parsed, where))
                self._quantities.extend(_record_quantities(view.parsed, where))
                self._read_yields(view.parsed, where)
        del self._prices[:-MAX_PRICES]
        del self._quantities[:-MAX_PRICES]

    def _read_yields(self, parsed: Any, where: str) -> None:
        for node, at, _ in containers(parsed, MAX_WALK):
            if not isinstance(node, dict):
                continue
            for key, value in node.items():
                if isinstance(value, bool) or not isinstance(value, int) or not 2 <= value <= MAX_YIELD:
                    continue
                thing = _singular(key.lower().rsplit("_", 1)[-1])
                if thing in _YIELD_THINGS:
                    kept = self._yields.setdefault(thing, [])
                    kept.append((Decimal(value), f"{where}: {at or '(root)'}.{key}"))
                    del kept[:-MAX_YIELDS]

    def yields(self, unit: str) -> list[tuple[Decimal, str]]:
        """The counts of `unit` (`portion`) records of the run carry under a key naming it
        (`yield_portions` 6), the latest `MAX_YIELDS`: (N, where)."""
        if self._unread:
            self._read_unread()
        return list(self._yields.get(unit, ()))

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence],
                question: str, earlier: tuple[str, ...] = ()) -> Derivation | None:
        """The value as a quantity its line writes times the price of the item its line names (the
        module's docstring), or None. A late try: after the narrow and the wide rules. `question`:
        the person's last text (its one price is the one the answer costs, named or not);
        `earlier`: the last answers' texts, whose lines naming the item give its quantity where
        the value's line writes none."""
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None:
            return None
        if self._unread:
            self._read_unread()
        text = reading.text
        line_start, _ = line_bounds(text, occ.start, occ.end)
        head = text[line_start : occ.start]
        named = _names(head)
        asked = _ASKED.read(question, _asked_prices)
        if len({p.where for p in asked}) != 1 or len({p.price for p in asked}) != 1:
            asked = tuple(p for p in asked if p.names & named)
        prices = _best_named(self._prices, named) + list(asked) + _line_prices(head)
        if not prices:
            return None
        written = _quantities(head)
        quantities = [(q, p) for p in prices for q in written if q[1] == p.kind]
        sources = ((_named_lines(text), line_start), *((_named_lines(e), len(e)) for e in earlier))
        for price in prices:
            if any(q[1] == price.kind for q in written):
                continue
            # the line writes no quantity of the price's kind: the item's quantity a record carries,
            # or a line of this answer before it or of the last answers writes beside the item's name
            quantities += [(q, price) for names, q in self._quantities if names & price.names and q[1] == price.kind]
            for lines, before in sources:
                for found in _lines_naming(lines, price.names, before):
                    quantities += [(q, price) for q in found if q[1] == price.kind]
        bounds = late_search_bounds(reading, i, known, computed_here) if quantities else None
        if bounds is None:
            return None
        quantum, near = bounds
        hit: tuple[Price, tuple[Decimal, str, str], Decimal] | None = None
        for quantity, price in quantities:
            cost = _cost(price, quantity)
            if cost is None:
                continue
            try:
                rounded = {cost.quantize(quantum, rounding=ROUND_HALF_UP), cost.quantize(quantum, rounding=ROUND_HALF_EVEN)}
            except InvalidOperation:
                continue
            if rounded & near:
                return None  # the chance test: a one-digit neighbour is reached as well
            if occ.number in rounded and hit is None:
                hit = (price, quantity, cost)
        if hit is None:
            return None
        price, (_, kind, shown), cost = hit
        rounding = "" if cost == occ.number else " (rounded)"
        return Derivation("cost-line", f"{shown} at {price.shown} = {occ.value}{rounding}",
                          (Operand(shown, "written", "the quantity its line writes"),
                           Operand(price.shown, "result" if price.where.startswith("result") else "said", price.where)))


MAX_NAMED_PRICES: Final = 64  # (round 22 review) prices of a run tried per value, the latest best named


def _best_named(prices: list[Price], named: frozenset[str]) -> list[Price]:
    """The run's prices whose item the line names best: the most words shared (`Arborio rice` is the
    Arborio's price, not the Basmati rice's), the latest `MAX_NAMED_PRICES` of them."""
    shared = [len(p.names & named) for p in prices]
    best = max(shared, default=0)
    if best == 0:
        return []
    return [p for p, n in zip(prices, shared) if n == best][-MAX_NAMED_PRICES:]


def _asked_prices(question: str) -> tuple[Price, ...]:
    return tuple(priced_lines(question, "the person's last text"))


# The person's last text's prices, and each text's lines that name an item and write a quantity but
# no price, by the item's words: read once per text, not once per value and price (a result of 400
# prices made that a minute's work on a 3 KB answer).
_ASKED: Final[TextMemo[tuple[Price, ...]]] = TextMemo(entries=4, chars=65_536)
MAX_ITEM_LINES: Final = 8  # lines naming an item read for its quantity, the latest before the value

Quantities = tuple[tuple[Decimal, str, str], ...]
# a word -> (where each line naming it ends, in text order; that line's quantities)
NamedLines = dict[str, tuple[list[int], list[Quantities]]]
_LINES: Final[TextMemo[NamedLines]] = TextMemo(entries=8, chars=131_072)


def _named_lines(text: str) -> NamedLines:
    """The lines of `text` that write no price, name an item and write a quantity, by each word
    that names the item: where the line ends and its quantities, in text order."""
    return _LINES.read(text, _read_named_lines)


def _read_named_lines(text: str) -> NamedLines:
    out: NamedLines = {}
    end = 0
    for line in text.splitlines(keepends=True):
        end += len(line)
        if _PRICE.search(line):
            continue
        names = _names(line)
        found = tuple(_quantities(line)) if names else ()
        for name in names if found else ():
            ends, quantities = out.setdefault(name, ([], []))
            ends.append(end)
            quantities.append(found)
    return out


def _lines_naming(lines: NamedLines, names: frozenset[str], before: int) -> list[Quantities]:
    """The quantities of the latest `MAX_ITEM_LINES` lines ending by `before` that name one of
    `names`, in text order."""
    chosen: dict[int, Quantities] = {}
    for name in names:
        kept = lines.get(name)
        if kept is None:
            continue
        ends, quantities = kept
        stop = bisect_right(ends, before)
        for k in range(max(0, stop - MAX_ITEM_LINES), stop):
            chosen[ends[k]] = quantities[k]
    return [chosen[end] for end in sorted(chosen)[-MAX_ITEM_LINES:]]


def _line_prices(head: str) -> list[Price]:
    """The prices written on the value's own line before it, whatever they name."""
    out: list[Price] = []
    for m in _PRICE.finditer(head):
        out.extend(_prices_of(m, frozenset({"(its line)"}), "its line"))
    return out


def _quantities(head: str) -> list[tuple[Decimal, str, str]]:
    """The quantities `head` writes: (the amount in its kind's base unit, its kind, as written)."""
    out: list[tuple[Decimal, str, str]] = []
    for m in _QUANTITY.finditer(head):
        amount = _number(m.group(1))
        if amount is not None and amount > 0:
            kind, factor = _UNITS[m.group(2).lower()]
            out.append((amount * factor, kind, m.group(0)))
    for m in _COUNT.finditer(head):
        count = int(m.group(1))
        if count >= 1:
            out.append((Decimal(count), "thing", m.group(1)))
    return out


def _cost(price: Price, quantity: tuple[Decimal, str, str]) -> Decimal | None:
    amount, kind, _ = quantity
    if kind != price.kind:
        return None
    try:
        return amount * price.price / price.base
    except InvalidOperation:
        return None
