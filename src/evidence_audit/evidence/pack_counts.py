"""The prices of the records that state a count, for a unit price over a pack's count (round 17).

A product's variants carry a count beside their price: `{"options": {"pieces": "12"}, "price":
11.49}`. An answer comparing them writes the price per piece, `12-pack $0.958`, and never the
price itself; `count-divided` (`count_divisions.py`) takes the price of the record stating the
count the answer writes (12) as the whole. A record states a count N when one of its own leaves,
or a leaf of an object right under it (`options`), is the whole number N (an integer, or a string
of 1-4 digits: `"12"`); its prices are its own numbers that are not whole (11.49), at most
`MAX_PRICES`. Per run, at most `MAX_ENTRIES` counts, `MAX_KEPT` prices each.
Pure: the only state is the index; no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Any, Final

from .decimal_text import printed
from .served import Served, js_items

__all__ = ["PackCounts"]

MAX_ENTRIES: Final = 1024  # counts indexed per run
MAX_KEPT: Final = 8  # prices kept per count
MAX_PRICES: Final = 4  # prices of one record read
MAX_NODES: Final = 4000  # nodes walked per result
MAX_COUNT: Final = 1000
_DIGITS: Final = re.compile(r"[0-9]{1,4}")


def _count(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        n = value
    elif isinstance(value, str) and _DIGITS.fullmatch(value.strip()):
        n = int(value.strip())
    else:
        return None
    return n if 1 < n <= MAX_COUNT else None


def _price(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, float):
        return None
    try:
        number = Decimal(repr(value))
    except InvalidOperation:
        return None
    if not number.is_finite() or number <= 0 or number == number.to_integral_value():
        return None
    return number.normalize()


class PackCounts:
    """The run's records that state a count: count -> the prices they carry, each with where."""

    __slots__ = ("_unread", "_prices")

    def __init__(self) -> None:
        self._unread: list[tuple[Served, int]] = []
        self._prices: dict[int, list[tuple[Decimal, str]]] = {}

    def add_result(self, served: Served, position: int) -> None:
        if served.has_parsed:
            self._unread.append((served, position))

    def prices(self, count: Decimal) -> list[tuple[Decimal, str]]:
        """The prices of the records that state `count` (a whole number), with where each is."""
        unread, self._unread = self._unread, []
        for served, position in unread:
            self._read(served.parsed, position)
        if count != count.to_integral_value():
            return []
        return self._prices.get(int(count), [])

    def _read(self, parsed: Any, position: int) -> None:
        stack: list[Any] = [parsed]
        walked = 0
        while stack and walked < MAX_NODES and len(self._prices) < MAX_ENTRIES:
            node = stack.pop()
            walked += 1
            if isinstance(node, list):
                stack.extend(c for c in node if isinstance(c, (dict, list)))
                continue
            if not isinstance(node, dict):
                continue
            counts: set[int] = set()
            prices: list[Decimal] = []
            for _, value in js_items(node):
                if isinstance(value, (dict, list)):
                    stack.append(value)
                    if isinstance(value, dict):
                        counts.update(n for _, leaf in js_items(value) if (n := _count(leaf)) is not None)
                    continue
                n = _count(value)
                if n is not None:
                    counts.add(n)
                price = _price(value)
                if price is not None and len(prices) < MAX_PRICES:
                    prices.append(price)
            for n in counts:
                kept = self._prices.setdefault(n, [])
                for price in prices:
                    if len(kept) < MAX_KEPT and all(p != price for p, _ in kept):
                        kept.append((price, f"result {position}: a record stating {n} ({printed(price)})"))
