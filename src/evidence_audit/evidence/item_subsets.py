"""`some-items`: an amount that is the sum of some of the items one result lists (round 27).

People total part of a list: the zero-rated lines of a receipt (`The books, £25.98, are
zero-rated` over a receipt's `16.99 Z`, `8.99 Z`, `12.00 S`, `7.50 S`), the items a customer
keeps of an order (`You keep: Water Bottle, Floor Lamp and Ceramic Planter ($158.50)`), the two
months still open of a ledger. No number of the answer is an operand, the whole list's total is
not the value (`carried-total`, `listed`), and which items are taken is said in words no rule can
read in general (a tax code, "the books", "the ones you keep"). This rule reads the habit, not the
words: a list is the amounts a text result prints one a line (a receipt, a statement: the last
2-decimal amount of each line), and the value a sum of 2 to
`MAX_TAKEN` of its items.

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `some-items` (late) | `The books, £25.98` over a receipt's `16.99`, `8.99`, `12.00`, `7.50` | an amount written with 2 decimals (3 significant digits or more), the sum of 2-`MAX_TAKEN` items (not all) of one list of the run's latest `MAX_LISTS` lists (the last 2-decimal amount of each line of a text result of 2-`MAX_ITEMS` such lines, a text no reader takes for records), exact | a value equal to such a sum when no sum of 2-`MAX_TAKEN` items of any of those lists (nor a whole list's) reaches a one-digit neighbour of it, and not one digit off a carried number |

The chance test is what makes a search over subsets safe: the true sum of the items is a one-digit
neighbour of every one-digit mutant of it, so a mutant is refused whenever the sum it mutates is
reachable. Records are not read (JSON arrays, CSV, markdown, aligned tables, YAML dumps): their items have
names, and a sum of some of them is `carried-total`'s, which wants them named by the sentence (a
spec of round 20: `**Costs:** $547.00` over three of four fees stays flagged). A list longer than `MAX_ITEMS` is not read (its subsets reach too much); operands with
more than 2 decimals are not items (a rate, a weight in kg is no amount). (piano34) A text that
writes its numbers with a decimal comma (`decimal_comma.comma_text`: `TOTAL EUR   335,00`) has its
lines' amounts read so (`95,00` is 95.00, `1.740,00` is 1740.00): `tuning + raise only?` ... `€155.00.`
Pure: no I/O; the per-run state is the sums of the lists read so far (bounded).
"""

from __future__ import annotations

import re
from decimal import Decimal
from itertools import combinations
from typing import Final, NamedTuple

from .computed.reading import AnswerReading, neighbours
from .computed.values import Derivation, Occurrence, Operand, decimal_places
from .computed.wide import late_target, late_try_refused
from .decimal_comma import comma_text
from .results_queue import ResultsQueue
from .served import Served

__all__ = ["ItemSubsets", "MAX_ITEMS", "MAX_LISTS", "MAX_TAKEN"]

MAX_ITEMS: Final = 10  # items of one list: C(10,2) + C(10,3) + C(10,4) = 375 sums
MAX_TAKEN: Final = 4  # items one sum takes
MAX_LISTS: Final = 24  # the run's latest lists kept
MAX_TEXT: Final = 16_384  # characters of a text result read
MIN_DIGITS: Final = 3  # significant digits the value must write
PLACES: Final = 2  # decimals an amount writes (the value's and every item's)

# A text line's amount: digits (grouped by commas or not) and exactly two decimals, not part of a
# longer number, date or version (`16.99`, `1,204.50`; not `2026-09-22`, `1.2.30`, `0.125`).
_LINE_AMOUNT: Final = re.compile(r"(?<![0-9.,])(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)\.[0-9]{2}(?![0-9.,])", re.ASCII)
# (piano34) the same amount in a text that writes a decimal comma (`decimal_comma.comma_text`: a
# bilingual invoice's `Afinazioa / tuning   95,00` under `TOTAL EUR   335,00`): points between
# thousands, a comma before the two decimals (`1.740,00`, `95,00`)
_COMMA_LINE_AMOUNT: Final = re.compile(r"(?<![0-9.,])(?:[0-9]{1,3}(?:\.[0-9]{3})+|[0-9]+),[0-9]{2}(?![0-9.,])", re.ASCII)


class _List(NamedTuple):
    items: tuple[tuple[Decimal, str, str], ...]  # (number, as shown, where a result carried it)
    sums: dict[Decimal, tuple[int, ...]]  # a sum of 2-MAX_TAKEN items, not all -> the first items reaching it
    whole: Decimal  # the sum of them all: no match (`carried-total`'s, with a word that says total), but a reach


def _listed(items: list[tuple[Decimal, str, str]]) -> _List | None:
    if not 2 <= len(items) <= MAX_ITEMS:
        return None
    sums: dict[Decimal, tuple[int, ...]] = {}
    for taken in range(2, min(MAX_TAKEN, len(items) - 1) + 1):  # (some items: not the whole list)
        for combo in combinations(range(len(items)), taken):
            total = sum((items[k][0] for k in combo), Decimal(0))
            sums.setdefault(total, combo)
    whole = sum((n for n, _, _ in items), Decimal(0))
    return _List(tuple(items), sums, whole)


class ItemSubsets:
    """The lists the run's results carry, and the sums of a few of their items."""

    __slots__ = ("_unread", "_lists")

    def __init__(self) -> None:
        self._unread = ResultsQueue()
        self._lists: list[_List] = []

    def add_result(self, served: Served, records: Served | None, position: int) -> None:
        """Keep a text result that is no records (no JSON, no CSV, markdown or aligned table, no
        YAML dump) to read when asked: a record's items are `carried-total`'s, which wants the
        items the sum takes named (`**Costs:** $547.00` over three fees stays flagged)."""
        if records is None and not served.has_parsed and served.text:
            self._unread.add(served, position)

    def _keep(self, items: list[tuple[Decimal, str, str]]) -> None:
        listed = _listed(items)
        if listed is not None:
            self._lists.append(listed)
            del self._lists[:-MAX_LISTS]

    def _read(self, served: Served, position: int) -> None:
        text = (served.text or "")[:MAX_TEXT]
        items: list[tuple[Decimal, str, str]] = []
        comma = comma_text(text)
        for line_no, line in enumerate(text.split("\n"), start=1):
            found = (_COMMA_LINE_AMOUNT if comma else _LINE_AMOUNT).findall(line)
            if not found:
                continue
            written = found[-1]
            n = Decimal(written.replace(".", "").replace(",", ".") if comma else written.replace(",", ""))
            if n > 0:
                items.append((n, written, f"result {position}: line {line_no}"))
            if len(items) > MAX_ITEMS:
                return
        self._keep(items)

    def explain(self, reading: AnswerReading, i: int, known: set[str], computed_here: list[Occurrence]) -> Derivation | None:
        """The value as the sum of 2-MAX_TAKEN items of one list (the module's docstring), or None."""
        if self._unread:
            for served, position in self._unread.take():
                self._read(served, position)
        if not self._lists:
            return None
        occ = late_target(reading, i, MIN_DIGITS)
        if occ is None or decimal_places(occ.digits) != PLACES:
            return None
        target = occ.number
        found: tuple[_List, tuple[int, ...]] | None = None
        for listed in self._lists:
            combo = listed.sums.get(target)
            if combo is not None and found is None:
                found = (listed, combo)
        if found is None:
            return None
        near = neighbours(target, PLACES)
        if any(n in listed.sums or n == listed.whole for listed in self._lists for n in near):
            return None  # the chance test: some items of a list reach a one-digit neighbour
        if late_try_refused(reading, i, known, computed_here):
            return None
        listed, combo = found
        taken = [listed.items[k] for k in combo]
        expression = " + ".join(shown for _, shown, _ in taken) + f" = {occ.value}"
        return Derivation("some-items", expression, tuple(Operand(shown, "result", where) for _, shown, where in taken))
