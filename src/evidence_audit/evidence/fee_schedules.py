"""The fee schedule a conversation states, read by the form of its steps (round 21, for `priced-chain`).

Ticketing, travel and retail runs state once how a price becomes a bill, in a system prompt or a
tool's text: `Service fee ..... 12% of face value`, `Facility fee ..... $2.50` under a `Per ticket`
heading, `Order processing ..... $1.95` under `Per order`, `sales tax 8.875% on face value and all
fees`, a promo's `"discount_pct": 15`, a group's `10% off face value`. The steps are read by their
form, not by a corpus's words:

- a percent of the unit's price: a percent followed by `of` and the price it is taken of (`of face
  value`, `of the fare`, `of the list price`), or in a clause or under a heading that says it is
  per unit (`per ticket`, `per item`, `each seat`);
- a discount: a percent whose clause says `off`, `discount`, `promo` and not a tax (or a record's
  key naming a discount in percent, `discount_pct`), taken off the unit's price only;
- a tax: a percent whose clause says `tax`, `VAT`, `GST`, applied to the whole;
- a fee per unit or per order: an amount whose clause or heading names a fee (`fee`, `charge`,
  `surcharge`, `processing`, `handling`, `service`) and says `per ticket`, `per item` ... or `per
  order`, `per booking`, `per transaction`; not a bound (`minimum $3.00`).

A clause is the text between two sentence or clause breaks: a prose policy writes many steps on
one line (`taxed at 8.25%, after the autopay discount`; `$49 for the first 30 minutes and $20 for
each further 15 minutes`), and each step's cue is its own clause's.

At most MAX_PER_KIND steps of each kind (the first stated), read when an answer first asks.
Pure: no I/O; the state is the texts not yet read and the steps read so far.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from decimal import Decimal, InvalidOperation
from typing import Any, Final, NamedTuple

from .served import Served
from .walk import containers

__all__ = ["FeeSchedule", "FeeStep", "UNIT_PERCENT", "DISCOUNT", "TAX", "UNIT_FEE", "ORDER_FEE"]

UNIT_PERCENT: Final = "unit-percent"  # a percent of the unit's price (`12% of face value`)
DISCOUNT: Final = "discount"  # a percent off the unit's price (`15% off face value`)
TAX: Final = "tax"  # a percent of the whole (`8.875% sales tax`)
UNIT_FEE: Final = "unit-fee"  # an amount per unit (`$2.50` per ticket)
ORDER_FEE: Final = "order-fee"  # an amount per order (`$1.95` per order)

MAX_PER_KIND: Final = 2  # steps kept of each kind
MAX_TEXT: Final = 20_000  # characters of a text read
MAX_WALK: Final = 2000  # nodes of a parsed result read for a discount key
MAX_TEXTS: Final = 64  # texts kept unread

# a percent (`12%`, `8.875 %`, `15 percent`), not part of a larger number
_PERCENT: Final = re.compile(r"(?<![0-9.,])([0-9]{1,2}(?:\.[0-9]{1,4})?)[ \t]?(?:%|percent\b)", re.ASCII)
# an amount with a currency mark before it (`$2.50`, `USD 1.95`, `€3`)
_AMOUNT: Final = re.compile(r"(?:\$|USD[ \t]?|EUR[ \t]?|\u20ac|\u00a3)([0-9]{1,4}(?:\.[0-9]{1,2})?)(?![0-9%,])")
# the price a percent is taken of, right after it (`of face value`, `of the full fare`)
_OF_PRICE: Final = re.compile(r"\A[ \t]*of[ \t]+(?:the[ \t]+)?(?:full[ \t]+|base[ \t]+|list[ \t]+)?"
                              r"(?:face|price|fare|ticket|item|list|base|room|rate|subtotal)\b", re.IGNORECASE)
_TAX: Final = re.compile(r"\b(?:tax(?:es)?|vat|gst|hst)\b", re.IGNORECASE)
_OFF: Final = re.compile(r"\b(?:off|discount(?:s|ed)?|promo(?:tion)?|rebate)\b", re.IGNORECASE)
_PER_UNIT: Final = re.compile(r"\b(?:per|a|each)[ \t]+(?:ticket|item|unit|seat|person|guest|head|night|pass)\b", re.IGNORECASE)
_PER_ORDER: Final = re.compile(r"\bper[ \t]+(?:order|booking|transaction|purchase|reservation|basket|checkout)\b",
                               re.IGNORECASE)
_FEE: Final = re.compile(r"\b(?:fees?|charges?|surcharges?|processing|handling|service|levy)\b", re.IGNORECASE)
# a bound, not a step (`minimum $3.00`, `up to $10`)
_BOUND: Final = re.compile(r"(?:\bmin(?:imum)?|\bmax(?:imum)?|\bup to|\bat least|\bat most|\bover|\babove|\bunder)\.?[ \t]*\Z",
                           re.IGNORECASE)
# a break between clauses: a sentence's end (not a leader's dots, `...... $2.50`), a semicolon, a
# line break, a clause a comma starts (`, after the autopay discount`)
_CLAUSE_BREAK: Final = re.compile(r"(?<![.])\.[ \t]|;[ \t]|\n|,[ \t]+(?:after|before|and|but|plus|then)\b", re.IGNORECASE)
MAX_CLAUSE: Final = 200  # characters of a clause read on each side
# a record's key naming a discount in percent (`discount_pct`, `discountPercent`)
_DISCOUNT_KEY: Final = re.compile(r"discount.?(?:pct|percent(?:age)?|rate)\Z", re.IGNORECASE)


class FeeStep(NamedTuple):
    kind: str  # UNIT_PERCENT, DISCOUNT, TAX, UNIT_FEE, ORDER_FEE
    number: Decimal  # a percent as its fraction (0.12), an amount as it is (2.50)
    shown: str  # as stated (`12%`, `$2.50`)


def _line_and_heading(text: str, start: int) -> tuple[str, str]:
    """The line of `text` at `start`, and its heading: the nearest line above it written less
    indented (a schedule's `Per ticket` over its indented `Facility fee ... $2.50`), else ''."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    indent = len(line) - len(line.lstrip(" \t"))
    if indent == 0:
        return line, ""
    at = line_start - 1
    while at > 0:
        above_start = text.rfind("\n", 0, at) + 1
        above = text[above_start:at]
        if above.strip() and len(above) - len(above.lstrip(" \t")) < indent:
            return line, above
        at = above_start - 1
    return line, ""


def _clause(text: str, start: int, end: int) -> str:
    """The clause of `text` around `start:end`: from the previous sentence or clause break (`. `,
    `; `, a line break) to the next. A prose policy writes many steps on one line; each step's cue
    is its own clause's (`taxed at 8.25%, after the autopay discount` is a tax, not a discount)."""
    floor = max(0, start - MAX_CLAUSE)
    lo = floor
    for m in _CLAUSE_BREAK.finditer(text, floor, start):
        lo = m.end()
    after = _CLAUSE_BREAK.search(text, end, end + MAX_CLAUSE)
    return text[lo : after.start() if after is not None else min(len(text), end + MAX_CLAUSE)]


class _Line(NamedTuple):
    """(mend46b) What `steps_in` asks of one line, read once however many steps it writes: where it
    starts, whether it says a tax or a discount, and whether its heading (`_line_and_heading`) says a
    step per unit, a fee, per order."""

    start: int
    tax: bool
    off: bool
    per_unit: bool  # the heading's
    fee: bool  # the heading's
    per_order: bool  # the heading's


class _Lines:
    """(mend46b) The lines of a text, each read once (`_Line`): a long rule line of many steps asked
    each step's line and heading again (quadratic: 4 s for 5.5k characters of `a 5% b`). A line's
    heading is the nearest line above it written less indented (`_line_and_heading`), found for all
    lines in one pass: the lines above still able to head a later line, their indents rising."""

    __slots__ = ("text", "starts", "headings", "_read")

    def __init__(self, text: str) -> None:
        self.text = text
        starts = [0]
        at = text.find("\n")
        while at >= 0:
            starts.append(at + 1)
            at = text.find("\n", at + 1)
        self.starts = starts
        headings: list[int] = []  # each line's heading's index, or -1
        chain: list[int] = []  # lines that may head a later one (nonblank), their indents rising
        indents: list[int] = []
        for k, start in enumerate(starts):
            end = starts[k + 1] - 1 if k + 1 < len(starts) else len(text)
            line = text[start:end]
            indent = len(line) - len(line.lstrip(" \t"))
            if indent == 0:
                headings.append(-1)
            else:
                below = bisect_left(indents, indent)  # the nearest line above less indented: the last of those
                headings.append(chain[below - 1] if below > 0 else -1)
            if line.strip():
                while indents and indents[-1] >= indent:
                    indents.pop()
                    chain.pop()
                chain.append(k)
                indents.append(indent)
        self.headings = headings
        self._read: dict[int, _Line] = {}

    def _line(self, k: int) -> str:
        end = self.starts[k + 1] - 1 if k + 1 < len(self.starts) else len(self.text)
        return self.text[self.starts[k]:end]

    def at(self, offset: int) -> _Line:
        """The line of the text at `offset`."""
        k = bisect_right(self.starts, offset) - 1
        found = self._read.get(k)
        if found is None:
            line = self._line(k)
            heading = self._line(self.headings[k]) if self.headings[k] >= 0 else ""
            found = _Line(self.starts[k], _TAX.search(line) is not None, _OFF.search(line) is not None,
                          _PER_UNIT.search(heading) is not None, _FEE.search(heading) is not None,
                          _PER_ORDER.search(heading) is not None)
            self._read[k] = found
        return found


def steps_in(text: str) -> list[tuple[int, FeeStep]]:
    """The fee steps `text` states, with where each is stated (the module's docstring). (mend46b)
    Each line and its heading read once (`_Lines`): a clause's cue and its heading's are asked apart
    (`clause + "\n" + heading` searched whole gave the same: no cue spans a line break)."""
    text = text[:MAX_TEXT]
    found: list[tuple[int, FeeStep]] = []
    lines: _Lines | None = None
    for m in _PERCENT.finditer(text):
        try:
            number = Decimal(m.group(1))
        except InvalidOperation:
            continue
        if not 0 < number < 100:
            continue
        if lines is None:
            lines = _Lines(text)
        line = lines.at(m.start())
        clause = _clause(text, m.start(), m.end())
        fraction = (number / 100).normalize()
        if line.tax and _TAX.search(clause):
            kind = TAX
        elif line.off and _OFF.search(clause) and not _TAX.search(clause):
            kind = DISCOUNT
        elif _OF_PRICE.match(text, m.end()) or _PER_UNIT.search(clause) or line.per_unit:
            kind = UNIT_PERCENT
        else:
            continue
        found.append((m.start(), FeeStep(kind, fraction, m.group(0).strip())))
    for m in _AMOUNT.finditer(text):
        try:
            number = Decimal(m.group(1))
        except InvalidOperation:
            continue
        if number <= 0:
            continue
        if lines is None:
            lines = _Lines(text)
        line = lines.at(m.start())
        if _BOUND.search(text[max(line.start, m.start() - 16) : m.start()]):
            continue
        clause = _clause(text, m.start(), m.end())
        if not (_FEE.search(clause) or line.fee):
            continue
        if _PER_ORDER.search(clause) or line.per_order:
            kind = ORDER_FEE
        elif _PER_UNIT.search(clause) or line.per_unit:
            kind = UNIT_FEE
        else:
            continue
        found.append((m.start(), FeeStep(kind, number, m.group(0).strip())))
    found.sort(key=lambda p: p[0])
    return found


def _discount_keys(parsed: Any) -> list[FeeStep]:
    """The discounts a parsed result's records state under a key naming a percent discount."""
    out: list[FeeStep] = []
    for node, _, _ in containers(parsed, MAX_WALK):
        if not isinstance(node, dict):
            continue
        for key, value in node.items():
            if isinstance(value, (int, float)) and not isinstance(value, bool) and _DISCOUNT_KEY.search(str(key)):
                number = Decimal(str(value))
                fraction = number / 100 if number >= 1 else number
                if 0 < fraction < 1:
                    out.append(FeeStep(DISCOUNT, fraction.normalize(), f"{value}%"))
    return out


class FeeSchedule:
    """The fee steps a run states: its system prompt's and its results' (read when first asked)."""

    __slots__ = ("_unread", "_steps")

    def __init__(self) -> None:
        self._unread: list[Any] = []
        self._steps: list[FeeStep] = []

    def add_text(self, text: str) -> None:
        if len(self._unread) < MAX_TEXTS and any(mark in text for mark in ("%", "percent", "$", "USD", "EUR", "\u20ac", "\u00a3")):
            self._unread.append(text)

    def add_result(self, served: Served) -> None:
        if served.text:
            self.add_text(served.text)
        if served.has_parsed and len(self._unread) < MAX_TEXTS:
            self._unread.append(served)

    def _keep(self, step: FeeStep) -> None:
        same = [s for s in self._steps if s.kind == step.kind]
        if len(same) < MAX_PER_KIND and all(s.number != step.number for s in same):
            self._steps.append(step)

    def steps(self) -> list[FeeStep]:
        """The steps stated so far, at most MAX_PER_KIND of each kind."""
        if self._unread:
            unread, self._unread = self._unread, []
            for item in unread:
                if isinstance(item, str):
                    for _, step in steps_in(item):
                        self._keep(step)
                else:
                    for step in _discount_keys(item.parsed):
                        self._keep(step)
        return self._steps

    def of(self, kind: str) -> list[FeeStep]:
        return [s for s in self.steps() if s.kind == kind]
