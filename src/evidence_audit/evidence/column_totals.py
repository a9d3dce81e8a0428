"""A column's total restated with two digits swapped (recall31): `**86.0 km** in all.` for 68.0.

A route, a week's production, a month's bills come as a result's table (a CSV text, a markdown or
fixed-width table: `text_tables.read_table`); the person asks for the whole (`How far does it
drive?`) and a terse reply writes the column's total, a short number under the digit minimum, so
no candidate. Written with two neighbouring digits swapped, it was never judged: no result carries
the total, and the slip rules (`near_misses.py`) take their bases from numbers written.

Read narrowly, as the recall30 restatements are: the answer is a terse reply (one line:
`near_misses.terse`), the value has from `MIN_SWAP_DIGITS` digits to under the minimum, neither
carried nor said nor a total itself, and its swap (`near_misses.swaps_of`: two neighbouring digits,
never a digit replaced) is the total of a column every row of which is a number, the column named
by the unit written right after the value (`km` for a `km` or `distance_km` column) or by a word
of the person's question (`fuel` asked for a `fuel_l` column). A candidate then, judged like any
other: the arithmetic may still compute it. The totals are read once per result text (`Totals`).
"""

from __future__ import annotations

import re
from collections.abc import Container
from decimal import Decimal, InvalidOperation
from typing import Any, Final

from .near_misses import MIN_SWAP_DIGITS, swaps_of, terse, words_of
from .normalize import normalize_token
from .text_tables import read_table
from .units import unit_after, unit_of
from .unverified import _Number

__all__ = ["Totals", "column_totals", "swapped_totals"]

# The parts of a column's name (`distance_km` -> distance, km; `fuelLitres` -> fuel, litres).
_NAME_PART: Final = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", re.ASCII)
# A column's totals are read from tables of at least this many rows (one row has no total).
MIN_TOTAL_ROWS: Final = 2


def _decimal(cell: Any) -> tuple[Decimal, int] | None:
    """A number cell's value and places (`18.4` -> 18.4, 1); None for text or a boolean."""
    if isinstance(cell, bool) or not isinstance(cell, (int, float)):
        return None
    try:
        value = Decimal(repr(cell)) if isinstance(cell, float) else Decimal(cell)
    except InvalidOperation:  # pragma: no cover - a float's repr is a decimal
        return None
    exponent = value.as_tuple().exponent
    return value, (-exponent if isinstance(exponent, int) and exponent < 0 else 0)


def _names(column: str) -> frozenset[str]:
    """What names a column: its words (`words_of`) and the canonical units of its parts as keys
    (`unit:km`)."""
    out = set(words_of(column))
    for part in _NAME_PART.findall(column):
        unit = unit_of(part)
        if unit is not None:
            out.add("unit:" + unit[1])
    return frozenset(out)


def column_totals(text: str) -> list[tuple[str, frozenset[str]]]:
    """The total of each all-number column of the table `text` is (normalized, at the column's
    most places written: `68.0` -> `68`), with the names of its column (`_names`); [] for a text
    that is no table of `MIN_TOTAL_ROWS` rows or more."""
    table = read_table(text)
    if not isinstance(table, list) or len(table) < MIN_TOTAL_ROWS:
        return []
    out: list[tuple[str, frozenset[str]]] = []
    for column in table[0]:
        total = Decimal(0)
        places = 0
        for row in table:
            read = _decimal(row.get(column))
            if read is None:
                break
            total += read[0]
            places = max(places, read[1])
        else:
            written = normalize_token(f"{total:.{places}f}")
            if written:
                out.append((written, _names(column)))
    return out


class Totals:
    """Per run: the column totals of the results' texts, each text read once (at the first ask
    after it came)."""

    __slots__ = ("_read", "_totals")

    def __init__(self) -> None:
        self._read = 0
        self._totals: dict[str, set[str]] = {}  # total -> the names of the columns it totals

    def of(self, texts: list[tuple[str, int]]) -> dict[str, set[str]]:
        for text, _ in texts[self._read :]:
            for total, names in column_totals(text):
                self._totals.setdefault(total, set()).update(names)
        self._read = len(texts)
        return self._totals


def swapped_totals(
    answer: str, numbers: list[_Number], carried: Container[str], said: Container[str], min_digits: int,
    totals: dict[str, set[str]], question: set[str],
) -> frozenset[str]:
    """The values of a terse reply that are a column's total with two neighbouring digits swapped,
    the column named by the unit after the value or a word of the person's `question`."""
    if not totals or not terse(answer):
        return frozenset()
    out: set[str] = set()
    for number in numbers:
        value = number.value
        digits = sum(1 for c in value if c.isdigit())
        if digits < MIN_SWAP_DIGITS or digits >= min_digits or value in carried or value in said or value in totals:
            continue
        unit = unit_after(answer, number.end)
        names = set(question)
        if unit:
            names.add("unit:" + unit)
        if any(not names.isdisjoint(totals.get(swap, ())) for swap in swaps_of(value)):
            out.add(value)
    return frozenset(out)
