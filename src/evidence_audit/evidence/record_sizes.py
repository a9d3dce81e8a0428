"""A record's sizes multiplied into its area or volume in metres (sawmill38), for `carried-product`.

A stock list, a cutting list or a takeoff carries each item's sizes under keys that name their
unit (`thick_mm`, `width_mm`, `length_m`, `depth_cm`) and often a count (`pieces`); the answer
writes the item's volume or area in square or cubic metres with no step shown:

    product,thick_mm,width_mm,length_m,pieces
    BK25-150,25,150,3.0,820          ...    | BK25-150 | 25 × 150 × 3.0 | 820 | 9.225 |

9.225 m³ is 0.025 x 0.150 x 3.0 x 820. `record_sizes` gives, for a record's numbers, the product
of its two or three sizes (each a key whose last part is `mm`, `cm` or `m`), each scaled to metres,
alone and times each other whole number of the record (a count); (mend38a, review38 D2) a record
with two whole numbers or more (`pieces` and `shelf` or `price_rsd`) has its sizes times one taken only
where the value's own line writes it (`writes_count`: the `245` cell or `245 pieces`), so a shelf
number or a price is no count beside its count (a record's one whole number is still taken unwritten); and a key ending
`_m` is read as metres only beside a `_mm` or `_cm` size of the same record (alone, `_m` may be
minutes or millions). `CarriedProducts` keeps them
beside its products of two numbers, so the value is taken only exact, of a record its line names,
with the same chance test (no product of any record of the window reaching a one-digit neighbour).
Its price: an invented volume equal to a named record's sizes multiplied (with or without one of its
counts), with no neighbour so reached. (census39) The sizes alone of a record carrying a whole number
are one piece's volume, taken only where the value's line writes `1` (`must_write` 1). Pure; at most `MAX_SIZES` sizes a record.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final, NamedTuple

__all__ = ["MAX_SIZES", "SizeProduct", "record_sizes", "writes_count"]

MAX_SIZES: Final = 3  # a record's sizes multiplied (an area's two, a volume's three)
_TO_METRES: Final = {"mm": Decimal("0.001"), "cm": Decimal("0.01"), "m": Decimal(1)}
_WRITTEN: Final = re.compile(r"(?<![\d.,])\d+(?:[.,]\d+)*")  # a number as written, its group separators kept


class SizeProduct(NamedTuple):
    value: Decimal  # the exact product, in m² or m³
    expression: str  # `25 mm x 150 mm x 3.0 m x 820`
    keys: str  # `thick_mm x width_mm x length_m x pieces`
    must_write: int = 0  # (mend38a) the count multiplied in the value's line must write: 0 for the record's one whole number or the sizes of a record with none, 1 for the sizes alone beside a count (census39)


def _unit(key: str) -> str:
    """The length unit a key names by its last part (`thick_mm`, `length_m`, `depthCm`), or ''."""
    lower = key.lower()
    for unit in ("mm", "cm", "m"):
        if lower.endswith("_" + unit) or lower.endswith("-" + unit):
            return unit
    return ""


def record_sizes(numbers: list[tuple[str, Decimal]], show: dict[str, str]) -> list[SizeProduct]:
    """The products of a record's sizes in metres (2 or 3 keys naming a length unit, all positive),
    alone and times each other whole positive number of the record (of two or more, its `must_write`, which the value's
    line must write); [] for fewer than two sizes, more than `MAX_SIZES`, or sizes all in `_m`. `show` prints a key's number as carried."""
    sizes = [(key, n, _unit(key)) for key, n in numbers if _unit(key)]
    if not 2 <= len(sizes) <= MAX_SIZES or any(n <= 0 for _, n, _ in sizes) or all(u == "m" for _, _, u in sizes):
        return []
    value = Decimal(1)
    for _, n, unit in sizes:
        value *= n * _TO_METRES[unit]
    shown = " x ".join(f"{show.get(key, str(n))} {unit}" for key, n, unit in sizes)
    keys = " x ".join(key for key, _, _ in sizes)
    whole = [(key, n) for key, n in numbers if not _unit(key) and n > 1 and n == n.to_integral_value()]
    # (census39, review38 D2) the sizes alone are one piece's: of a record that carries a count, only
    # where the value's line writes the one (`1 board`, `× 1`); the stock is the sizes times the count
    out = [SizeProduct(value, shown, keys, 1 if whole else 0)]
    for key, n in whole:
        # (mend38a) the record's one whole number is its count; of two or more (`pieces` and `shelf`
        # or `price_rsd`), only the one the value's line writes
        out.append(SizeProduct(value * n, f"{shown} x {show.get(key, str(n))}", f"{keys} x {key}", 0 if len(whole) == 1 else int(n)))
    return out


def writes_count(line: str, count: int) -> bool:
    """(mend38a) Whether `line` writes the whole number `count` as a number of its own (`245`,
    `1,200`, `1.200`: groups of three after a separator), not a part of a decimal or of a code."""
    wanted = str(count)
    for m in _WRITTEN.finditer(line):
        token = m.group(0)
        parts = re.split(r"[.,]", token)
        if len(parts) > 1 and any(len(part) != 3 for part in parts[1:]):
            continue
        digits = "".join(parts)
        if digits == wanted or (digits.isdigit() and not digits.startswith("0") and str(int(digits)) == wanted):
            return True
    return False
