"""Sums of two numbers one record of a result carries (census35): `carried-sum`.

A record often carries the parts of a whole and the answer states the whole: an event's settlement
its `service_fees` and its `facility_fees` (`Fees ($8,716.52) and tax are not part of the split`),
an invoice its `labour` and its `parts`, a stay its `room` and its `breakfast`. No number of the
answer's line is an operand, so the exact lookup flags them; the difference, the product and the
ratio of two numbers of a record are read already (`carried_differences.py`, `carried_products.py`,
`carried_ratios.py`), and this rule takes the sum in the same shape:

| rule | the answer writes | from | its price: an invention it cannot catch |
|---|---|---|---|
| `carried-sum` | `Fees ($8,716.52)` for `{"service_fees": 5681.52, "facility_fees": 3035.0}` | two numeric keys of one record of this turn's or the previous turn's results (a JSON object, a row of a CSV or markdown text result) that its line names by one of its words, or the one record of its array or of its result; the two keys per the same unit or per none; exact | a value equal to such a sum with no one-digit neighbour reached by a sum of two numbers of any record of those results, not one digit off a carried number |

Only where the two keys share a word that is not the record's unit (mend35: not a word every numeric
key of a record of three or more writes, `usd` of `price_usd` and `discount_usd`, nor the unit they are
per), and the value's sentence says it is a whole of the two: that word (`fees` of
`service_fees` and `facility_fees`, said as `carried-total` names a key: `carried_totals.KeyNamer`;
the name a person gives the two together, in any language the keys are written in) or a total word (`total`, `together`, `combined`,
`in all` ...). Only this turn's and the previous turn's results are read (`results_queue.TurnResults`),
at most MAX_KEYS numeric keys of a record and MAX_SUMS sums a run; the value writes MIN_DIGITS
significant digits or more. A record nothing names is no operand; (proofs36) a record's word names
it only written whole and carried by no other record of its result (`carried_records`: a `USD` or an
`open` every order carries names none), and a result read past MAX_SUMS explains nothing while in
the window (`TurnResults.read_whole`: a neighbour beyond the cap would be missing from the chance test). Pure: no I/O; the per-run state is
the sums read so far.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final, NamedTuple

from .carried_differences import _per
from .carried_ratios import MAX_KEYS, carried_records, names_record
from .carried_totals import _words, key_namer
from .computed.reading import neighbours
from .decimal_text import printed as _show
from .results_queue import TurnResults
from .served import Served

__all__ = ["CarriedSums", "Sum", "MAX_SUMS", "says_whole"]

MAX_SUMS: Final = 4096  # sums kept per run ((long40) of the results still in the window)
MIN_DIGITS: Final = 3  # significant digits the value must write
# The words that say a value is a whole of parts (whole words, ASCII): `total`, `together` ...
_WHOLE: Final = re.compile(
    r"(?<![A-Za-z])(?:total(?:s|led|ing|ling)?|together|combined|altogether|in[ \t]+all|sum|overall|both)(?![A-Za-z])",
    re.IGNORECASE,
)


def says_whole(text: str) -> bool:
    """Whether `text` (the value's sentence) says the value is a whole of parts (`_WHOLE`)."""
    return _WHOLE.search(text) is not None


class Sum(NamedTuple):
    value: Decimal  # the exact sum
    expression: str  # `5681.52 + 3035`
    where: str  # `result 1: (root).service_fees + (root).facility_fees`
    position: int
    shared: tuple[str, ...]  # the words both keys share (`fees`: `carried_totals._words`), not a word every key of the record writes (`usd`) nor the unit they are per
    names: tuple[str, ...] = ()  # the record's own words (`ev-2198`: `CarriedRecord.own`), lower-cased
    alone: bool = False  # the one record of its array, or the result itself


class CarriedSums:
    """The sums of two numbers of one record of a result."""

    __slots__ = ("_results", "_sums", "_by_value")

    def __init__(self) -> None:
        self._results = TurnResults()
        self._sums: list[Sum] = []
        self._by_value: dict[Decimal, list[Sum]] = {}  # (as `carried_differences`: a value looks its own and its neighbours' up)

    def add_result(self, served: Served, position: int) -> None:
        self._results.add_result(served, position)

    def answered(self, settled: bool = False) -> None:
        """An answer was given: a later answer reads only the results that come after it."""
        self._results.answered(settled)

    def _read(self, served: Served, position: int) -> None:
        if self._sums and self._results.gone(self._sums[0].position):
            # (long40) what is out of the window for good leaves, so the cap is on the live ones
            self._sums = [e for e in self._sums if not self._results.gone(e.position)]
            self._by_value = {}
            for kept in self._sums:
                self._by_value.setdefault(kept.value, []).append(kept)
        for _, _, numbers, where, sole, root, names in carried_records(served, position):
            words = [set(_words(key)) for key, _ in numbers]
            # (mend35) a word every numeric key of the record writes (`usd` of `price_usd`,
            # `discount_usd`, `shipping_usd`) is the record's unit, not the name of two of them
            units = set.intersection(*words) if len(words) >= 3 else set()
            for first, (key_a, a) in enumerate(numbers):
                for second in range(first + 1, len(numbers)):
                    key_b, b = numbers[second]
                    if len(self._sums) >= MAX_SUMS:
                        self._results.stopped_at(position)
                        return
                    if a == 0 or b == 0 or _per(key_a) != _per(key_b):
                        continue  # (a price per month plus a price per GB is no whole)
                    found = Sum(a + b, f"{_show(a)} + {_show(b)}", f"{where}.{key_a} + {where}.{key_b}", position,
                                tuple(sorted(words[first] & words[second] - units - {_per(key_a)})), names[:MAX_KEYS], sole or root)
                    self._sums.append(found)
                    self._by_value.setdefault(found.value, []).append(found)

    def explain(self, value: Decimal, digits: str, line: str, sentence: str) -> Sum | None:
        """A sum of two numbers of a record of this turn's or the previous turn's results that
        `value` (written `digits`) states exactly: of a record its `line` names by one of its words,
        or of the one record of its array or result; where its `sentence` says a whole (`says_whole`)
        or writes a word both keys share; (mend35) either way the two keys share a word that is not
        the record's unit (`Sum.shared`: a discount added to a price, a count to a rent, is no
        whole). Refused when a sum of two numbers of any record of those
        results is a one-digit neighbour of the value."""
        places = self._results.queue.read_for(digits, MIN_DIGITS, self._read)
        if places < 0 or value <= 0 or not self._results.read_whole():
            return None
        said = line.lower()
        whole = says_whole(sentence)
        namer = key_namer(sentence) if not whole else None  # (a shared word said, or its plural: `KeyNamer.part`)
        prior_from = self._results.prior_from
        found: Sum | None = None
        for candidate in self._by_value.get(value, ()):
            if candidate.position >= prior_from and (candidate.alone or names_record(said, candidate.names)) \
                    and candidate.shared and (namer is None or namer.names_any(candidate.shared)):
                found = candidate
                break
        if found is None:
            return None
        for near in neighbours(value, places):
            if any(s.position >= prior_from for s in self._by_value.get(near, ())):
                return None
        return found
