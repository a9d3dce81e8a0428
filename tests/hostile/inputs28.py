"""Round 28 (hostile28): hostile answers and results aimed at the rule modules of round 27.

Each builder takes a size n and returns (answer, result, user text), n of a shape one round-27 rule
reads: a bill whose lines a stated VAT is applied to (`rated_subtotals.py`: `rated-subtotal`), on
n lines and on one line of n amounts; a receipt of ten items and n sums of some of them
(`item_subsets.py`: `some-items`); products carried into another unit (`unit_carries.py`:
`unit-carry`) on n lines and in a table of n rows restated in another unit; the bands of a tiered
scale over n quantities (`band_widths.py`: `band-width`); steps of a carried price grid named by
their rows (`row_steps.py`: `row-step`); bookings' ends from a record's start and length
(`record_ends.py`: `clock-plus-duration`, four-digit clocks too); sides of an album's listed lengths
(`length_sums.py`: `length-sum`, `seconds-restated`). Most values are computed right, a constant
share one digit off. `bench/bench_rule_growth.py` times them (`--only rated_bill28,...`);
`test_growth28.py` bounds them.
"""

from __future__ import annotations

import json
from decimal import ROUND_HALF_UP, Decimal

from .inputs26 import _mix, _slip


def _money(x: Decimal) -> str:
    return f"{x.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP):,}"


def rated_bill28(n: int) -> tuple[str, str, str]:
    """A bill of n lines (`- Item 7: 3 x SEK 590 = SEK 1,770`), every fourth line followed by the
    three lines above it with VAT (`Subtotal with VAT 25%: SEK 8,181.25`)."""
    lines, run = [], []
    for i in range(n):
        q, p = 1 + i % 5, 100 + _mix(i, 900)
        lines.append(f"- Item {i}: {q} x SEK {p} = SEK {q * p:,}")
        run.append(q * p)
        if i % 4 == 3:
            lines.append(f"Subtotal incl. VAT 25%: SEK {_money(Decimal(sum(run[-3:])) * Decimal('1.25') + _slip(i, 8))}")
    return "Bill:\n" + "\n".join(lines), json.dumps({"vat_percent": 25}), "VAT is 25%. Work out the bill."


def rated_line28(n: int) -> tuple[str, str, str]:
    """One line of n amounts, each followed by itself with VAT (`SEK 1,204, with VAT SEK 1,505.00;`)."""
    parts = []
    for i in range(n):
        a = 1000 + _mix(i, 9000)
        parts.append(f"item {i} SEK {a:,}, with VAT SEK {_money(Decimal(a) * Decimal('1.25') + _slip(i))}")
    return "Prices: " + "; ".join(parts) + ".", json.dumps({"vat_percent": 25}), "VAT is 25%."


def item_subsets28(n: int) -> tuple[str, str, str]:
    """A receipt of ten items (a text result, one amount a line) and an answer of n sums of two or
    three of them (`Kept 4: $25.98`)."""
    prices = [Decimal(f"{3 + _mix(i, 40)}.{(17 * i) % 100:02d}") for i in range(10)]
    receipt = "RECEIPT\n" + "\n".join(f"item {chr(65 + k)}   {p}" for k, p in enumerate(prices)) + "\nthank you"
    parts = []
    for i in range(n):
        a, b = i % 10, (3 * i + 1) % 10
        if a == b:
            b = (b + 1) % 10
        parts.append(f"Kept {i}: ${prices[a] + prices[b] + Decimal(_slip(i)) / 100}")
    return "\n".join(parts), receipt, "Which items do I keep?"


def unit_carry28(n: int) -> tuple[str, str, str]:
    """n lines each carrying a product into another unit (`1,310 sheets × 24.48 g = 32.07 kg`)."""
    sheets = [(300 + _mix(i, 3000), Decimal(f"{10 + _mix(i, 40)}.{(7 * i) % 100:02d}")) for i in range(n)]
    user = "Counts: " + ", ".join(f"{c:,} sheets at {g} g" for c, g in sheets)
    lines = [f"- Lot {i}: {c:,} sheets × {g} g = {(c * g / 1000 + Decimal(_slip(i)) / 100).quantize(Decimal('0.01'))} kg"
             for i, (c, g) in enumerate(sheets)]
    return "Weights:\n" + "\n".join(lines), json.dumps({"lots": n}), user


def unit_table28(n: int) -> tuple[str, str, str]:
    """A markdown table of n rows restating a column in another unit (`| km | miles |`)."""
    rows = [(1000 + _mix(i, 9000)) for i in range(n)]
    result = json.dumps({"legs": [{"leg": f"L{i}", "km": km} for i, km in enumerate(rows)]})
    body = "\n".join(f"| L{i} | {km:,} | {(Decimal(km) * Decimal('0.621371') + _slip(i)).quantize(Decimal(1)):,} |"
                     for i, km in enumerate(rows))
    return "| leg | km | miles |\n|---|---|---|\n" + body, result, "Each leg in miles too."


def band_widths28(n: int) -> tuple[str, str, str]:
    """n quantities, each worked through a tiered scale (`first 3,000 at 7.5%`, `3,001–8,000 at
    10%: 5,000`, `Beyond 8,000 at 12.5%: 1,240`)."""
    parts = []
    for i in range(n):
        w = 8100 + _mix(i, 9000)
        parts.append(f"Title {i} sold {w:,} copies. 3,001–8,000 at 10%: 5,000 copies; "
                     f"beyond 8,000 at 12.5%: {w - 8000 + _slip(i):,} copies.")
    result = json.dumps({"titles": [{"title": f"T{i}", "copies": 8100 + _mix(i, 9000)} for i in range(n)]})
    return "\n".join(parts), result, "First 3,000 at 7.5%, 3,001-8,000 at 10%, beyond 8,000 at 12.5%."


def row_steps28(n: int) -> tuple[str, str, str]:
    """A price grid (a text result of 30 rows) and an answer of n rows named by the grid's first
    cell, each with its step from the row above (`| 2,000 | 1.94 | 1,020.00 |`)."""
    grid = [(1000 * (k + 1), Decimal(3000 + 1700 * k + (k * k) % 13) + Decimal("0.25") * (k % 3)) for k in range(30)]
    result = "QUOTE\n" + "\n".join(f"{q:,}  {c:,}" for q, c in grid)
    lines = []
    for i in range(n):
        k = 1 + i % 29
        step = grid[k][1] - grid[k - 1][1] + _slip(i)
        lines.append(f"| {grid[k][0]:,} | {grid[k][1]:,} | {step:,} |")
    return "| copies | cost | extra |\n|---|---|---|\n" + "\n".join(lines), result, "What does each extra thousand cost?"


def record_ends28(n: int) -> tuple[str, str, str]:
    """n bookings (`"slot": "08:00", "est_hours": 6.5`) and an answer of each one's end, the start
    written as four digits (`Job 7: start 0800, done 1430`) and as a clock (`ends 14:30`)."""
    jobs, lines = [], []
    for i in range(n):
        start = 6 * 60 + 5 * _mix(i, 100)
        length = 30 * (1 + i % 12)
        jobs.append({"job": f"J{i}", "slot": f"{start // 60:02d}:{start % 60:02d}", "est_hours": length / 60})
        end = start + length + _slip(i)
        lines.append(f"- J{i}: start {start // 60:02d}{start % 60:02d}, done {end // 60:02d}{end % 60:02d} "
                     f"(ends {end // 60:02d}:{end % 60:02d})")
    return "Ends:\n" + "\n".join(lines), json.dumps({"jobs": jobs}), "When does each job end?"


def length_sums28(n: int) -> tuple[str, str, str]:
    """An album of 40 tracks (a text result, one `m:ss` a line) and an answer of n sides' totals
    (`Side 3 (4-9): 16:02`) and seconds restated (`1965 s, i.e. 32:45`)."""
    tracks = [120 + _mix(k, 240) for k in range(40)]
    result = "TRACKS\n" + "\n".join(f"{k + 1}. Song {k + 1}   {s // 60}:{s % 60:02d}" for k, s in enumerate(tracks))
    lines = []
    for i in range(n):
        a = i % 30
        b = a + 2 + i % 8
        total = sum(tracks[a:b]) + _slip(i)
        lines.append(f"Side {i} ({a + 1}-{b}): {total // 60}:{total % 60:02d}, {total} s, i.e. {total // 60}:{total % 60:02d}")
    return "\n".join(lines), result, "How long is each side?"


# name -> (builder, first size); `rule_inputs.FAMILIES` takes them all
FAMILIES28 = {
    "rated_bill28": (rated_bill28, 50),
    "rated_line28": (rated_line28, 50),
    "item_subsets28": (item_subsets28, 50),
    "unit_carry28": (unit_carry28, 50),
    "unit_table28": (unit_table28, 50),
    "band_widths28": (band_widths28, 50),
    "row_steps28": (row_steps28, 50),
    "record_ends28": (record_ends28, 50),
    "length_sums28": (length_sums28, 50),
}

__all__ = ["FAMILIES28"]
