"""The prices of the records that state a count, for a unit price over a pack's count (round 17).

A product's variants carry a count beside their price: `{"options": {"pieces": "12"}, "price":
11.49}`. An answer comparing them writes the price per piece, `12-pack $0.958`, and never the
price itself; `count-divided` (`count_divisions.py`) takes the price of the record stating the
count the answer writes (12) as the whole. A record states a count N when one of its own leaves,
or a leaf of an object right under it (`options`), is the whole number N (an integer, or a string
of 1-4 digits: `"12"`), or a size `A x B` (`"size": "4x6"`, a rug's 24 square feet, read by the
answer's `4x6 $5.38` per square foot); its prices are its own numbers written with a point (11.49, 185.0; not an integer, an id or a count),
at most `MAX_PRICES`. Per run, at most `MAX_ENTRIES` counts, `MAX_KEPT` prices each.
Pure: the only state is the index; no I/O.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Any, Final

from .decimal_text import printed
from .served import Served, js_items

__all__ = ["PackCounts", "count_key"]

MAX_ENTRIES: Final = 1024  # counts indexed per run
MAX_KEPT: Final = 8  # prices kept per count
MAX_PRICES: Final = 4  # prices of one record read
MAX_NODES: Final = 4000  # nodes walked per result
MAX_COUNT: Final = 1000
_DIGITS: Final = re.compile(r"[0-9]{1,4}")
# a size of two sides: `4x6`, `5 x 8`, `6×9` (feet, inches: what the answer's per-unit word says)
_SIZE: Final = re.compile(r"([0-9]{1,3})[ \t]*[x\u00d7X][ \t]*([0-9]{1,3})")


def count_key(written: str) -> str | None:
    """A count as the index keys it: `12` for `"12"` or 12, `4x6` for `"4x6"` or `4 × 6`; None for
    what states no count."""
    text = written.strip()
    if _DIGITS.fullmatch(text):
        n = int(text)
        return str(n) if 1 < n <= MAX_COUNT else None
    size = _SIZE.fullmatch(text)
    if size is not None and int(size.group(1)) > 0 and int(size.group(2)) > 0:
        return f"{int(size.group(1))}x{int(size.group(2))}"
    return None


def _count(value: Any) -> str | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return count_key(str(value))
    if isinstance(value, str) and len(value) <= 12:
        return count_key(value)
    return None


def _price(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, float):
        return None
    try:
        number = Decimal(repr(value))
    except InvalidOperation:
        return None
    if not number.is_finite() or number <= 0:
        return None
    return number.normalize()


class PackCounts:
    """The run's records that state a count: count -> the prices they carry, each with where."""

    __slots__ = ("_unread", "_prices")

    def __init__(self) -> None:
        self._unread: list[tuple[Served, int]] = []
        self._prices: dict[str, list[tuple[Decimal, str]]] = {}

    def add_result(self, served: Served, position: int) -> None:
        if served.has_parsed:
            self._unread.append((served, position))

    def prices(self, key: str) -> list[tuple[Decimal, str]]:
        """The prices of the records that state the count `key` (`count_key`), with where each is."""
        unread, self._unread = self._unread, []
        for served, position in unread:
            self._read(served.parsed, position)
        return self._prices.get(key, [])

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
            counts: set[str] = set()
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
