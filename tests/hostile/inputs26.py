"""Round 26 (hostile26): hostile answers and results aimed at the rule modules and rules of round 25.

Each builder takes a size n and returns (answer, result, user text), n of a shape those rules read:
sizes worked for print (`print_sizes.py`: `dpi-pixels`, `edge-margin`), prices per item
(`item_prices.py`: `per-item`), clocks said in words (`clock_words.py`) and a clock the question
names moved by a stated duration (`asked-shift`), premiums named in words (`worded_multiples.py`:
`worded-multiple`), table rows worked as chains and ratios of their own cells (`row-product`,
`row-ratio`), amounts converted at a rate the run states (`rate-step`), fractions of a whole the
answer settled (`fraction-of`), differences of one field's readings across a log (`reading-gap`),
and lines of CJK counters with the full-width `＝` (`written`). Most values are computed right, a
constant share one digit off. `bench/bench_rule_growth.py` times them (`--only print_sizes26,...`);
`test_growth26.py` bounds them.
"""

from __future__ import annotations

import json
from datetime import date, timedelta


def _mix(i: int, size: int = 10_007) -> int:
    """A distinct number under `size` for each i, in no order (as `generic_inputs._mix`)."""
    return i * 7_919 % size


def _slip(i: int, every: int = 20) -> int:
    """One in `every` values one off (a digit slip the rules must leave flagged)."""
    return 1 if i % every == 0 else 0


def print_sizes26(n: int) -> tuple[str, str, str]:
    """A person's n print sizes in mm, an answer of their pixels at a DPI (`At 150 DPI that is
    7,087 × 4,724 px`), the same with a margin on each edge, and each size plus a bleed (`10 mm
    bleed, so 1,220 × 820 mm`)."""
    sizes = [(300 + 10 * _mix(i, 90), 200 + 10 * _mix(i + 7, 60)) for i in range(n)]
    user = "Print sizes: " + "; ".join(f"print {i} is {w} × {h} mm" for i, (w, h) in enumerate(sizes)) + "."
    lines = []
    for i, (w, h) in enumerate(sizes):
        px, py = round(w / 25.4 * 150), round(h / 25.4 * 150)
        bx, by = round((w + 20) / 25.4 * 150), round((h + 20) / 25.4 * 150)
        lines.append(f"- At 150 DPI print {i} is {px + _slip(i):,} × {py:,} px, or with 10 mm wrapped round each edge {bx:,} × {by:,} px.")
        lines.append(f"  Large format takes 10 mm bleed, so {w + 20:,} × {h + 20 + _slip(i + 3):,} mm.")
    result = json.dumps({"files": [{"name": f"art{i}.tif", "px": [4000 + i, 3000]} for i in range(0, n, 4)]})
    return "Sizes:\n" + "\n".join(lines), result, user


def item_prices26(n: int) -> tuple[str, str, str]:
    """A price list of n tiers (`qty 500 1000`, `price 38.00 61.00` a product) and an answer of the
    price per item of each tier (`1,000 labels are $61.00, so that's $0.061 a label`)."""
    rows, parts = [], []
    for i in range(n):
        small, large = 100 * (i % 9 + 1), 200 * (i % 9 + 1)
        p_small, p_large = 20 + _mix(i, 50), 30 + _mix(i, 70)
        rows.append(f"LABELS 50x30mm\nqty {small} {large}\nprice {p_small:.2f} {p_large:.2f}")
        parts.append(f"- {large:,} labels are ${p_large:.2f}, so that's ${p_large / large + 0.001 * _slip(i):.4f} a label.")
    return "Per label:\n" + "\n".join(parts), "\n".join(rows), "And per label?"


_WORD_CLOCKS = ("a las dos menos cuarto", "half past nine", "a quarter to one", "le due meno un quarto",
                "as duas e meia", "deux heures moins le quart", "Viertel vor zwei", "halb drei")
_DIGITS = ("13:45", "9:30", "12:45", "13:45", "14:30", "13:45", "13:45", "14:30")


def clock_words26(n: int) -> tuple[str, str, str]:
    """A person's message of n clocks said in words in six languages (`a las dos menos cuarto`,
    `halb drei`) with a walk of 5 min, and an answer writing each in digits and 5 min later, over
    a result of n messages."""
    user = "Está a 5 min. " + " ".join(f"Option {i}: {_WORD_CLOCKS[i % len(_WORD_CLOCKS)]}?" for i in range(n))
    parts = []
    for i in range(n):
        hour, minute = map(int, _DIGITS[i % len(_DIGITS)].split(":"))
        later = hour * 60 + minute + 5 + _slip(i, 25)
        parts.append(f"option {i}: leave at {hour:02d}:{minute:02d} to arrive at {later // 60:02d}:{later % 60:02d}")
    result = json.dumps({"messages": [{"body": f"lunch {i} in the restaurant 5 min away", "sender": "Eve"} for i in range(n)]})
    return "Salir: " + "; ".join(parts) + ".", result, user


def asked_shift26(n: int) -> tuple[str, str, str]:
    """A question naming n clocks and a stated walk (`it's 5 min away. If we leave at 12:50, ...`)
    and an answer of n arrival clocks, over a result of messages."""
    clocks = [(8 * 60 + 7 * i) % (24 * 60) for i in range(n)]
    user = "Eve says it's 5 min away. " + " ".join(f"If we leave at {c // 60:02d}:{c % 60:02d}, when do we arrive?" for c in clocks)
    parts = [f"leaving {i}: at {(c + 5 + _slip(i, 25)) // 60 % 24:02d}:{(c + 5 + _slip(i, 25)) % 60:02d}" for i, c in enumerate(clocks)]
    result = json.dumps({"messages": [{"body": "lunch in the restaurant 5 min away from the office", "sender": "Eve"}]})
    return "Arrivals: " + "; ".join(parts) + ".", result, user


def worded_multiples26(n: int) -> tuple[str, str, str]:
    """A crew roster of n day rates and an answer of each hourly rate and its premium named in words
    (`£248/day ÷ 8 = £31.00/h`, then `Time and a half: £46.50/h × 0.5 h = £23.25`)."""
    premiums = (("Time and a half", 1.5), ("Double time", 2), ("Triple time", 3), ("Time and a quarter", 1.25))
    roster, lines = [], []
    for i in range(n):
        day = 200 + 8 * _mix(i, 40)
        hourly = day / 8
        name, factor = premiums[i % len(premiums)]
        roster.append(f"worker {i}, day rate {day} GBP (8 h)")
        lines.append(f"* Worker {i}'s rate: £{day}/day ÷ 8 = £{hourly:.2f}/h")
        lines.append(f"* {name}: £{hourly * factor + 0.1 * _slip(i):.2f}/h × 0.5 h = **£{(hourly * factor + 0.1 * _slip(i)) * 0.5:.2f}**")
    return "Overtime:\n" + "\n".join(lines), "Crew roster: " + "; ".join(roster) + ". Site hours 0730 to 1630.", "What is the overtime?"


def row_chains26(n: int) -> tuple[str, str, str]:
    """Three tables of n rows each over a result of their records: a quantity x a percent x a rate
    (`row-product`), a cell's own rate x the row's count (`| 34 | 3.8 L/h | 129.2 L |`), and a
    count over what one thing holds (`row-ratio`: `| 2,527.8 | 12.5 | 202.2 |`)."""
    lines = [{"job": f"J{i}", "hours": 100 + _mix(i, 900) + 0.5, "share_pct": 12.5 * (i % 7 + 1), "rate": 30 + i % 20 + 0.4} for i in range(n)]
    bins = [{"bin": f"B-{i}", "kg": 1000 + _mix(i, 2000) + 0.8, "kg_per_bag": 12.5} for i in range(n)]
    chain = ["| Job | Hours | Share | Rate | Cost |", "|---|---|---|---|---|"]
    chain += [f"| {r['job']} | {r['hours']:,.1f} | {r['share_pct']}% | £{r['rate']:.2f} | £{r['hours'] * r['share_pct'] / 100 * r['rate'] + 0.1 * _slip(i):,.2f} |"
              for i, r in enumerate(lines)]
    burn = ["| Hours | Burn | Fuel |", "|---|---|---|"]
    burn += [f"| {10 + i % 90} | {2 + (i % 30) / 10:.1f} L/h | {(10 + i % 90) * (2 + (i % 30) / 10) + _slip(i):.1f} L |" for i in range(n)]
    count = ["| Bin | kg | kg per bag | Bags |", "|---|---|---|---|"]
    count += [f"| {b['bin']} | {b['kg']:,.1f} | 12.5 | {b['kg'] / 12.5 + 0.1 * _slip(i):.1f} |" for i, b in enumerate(bins)]
    result = json.dumps({"lines": lines, "bins": bins, "vessel": {"burn_l_per_h": 3.8}})
    return "\n".join(chain) + "\n\n" + "\n".join(burn) + "\n\n" + "\n".join(count), result, "Work out the rows."


def rate_steps26(n: int) -> tuple[str, str, str]:
    """A result stating an exchange rate (`EUR/GBP 0.8612`) and n amounts, and an answer converting
    each at it (`€1,525.56 = £1,313.81`)."""
    amounts = [round(100 + _mix(i, 5000) + 0.56, 2) for i in range(n)]
    result = json.dumps({"rate": "EUR/GBP 0.8612", "invoices": [{"id": f"INV-{i}", "eur": a} for i, a in enumerate(amounts)]})
    parts = [f"INV-{i}: €{a:,.2f} = £{a * 0.8612 + 0.01 * _slip(i):,.2f}" for i, a in enumerate(amounts)]
    return "At EUR/GBP 0.8612: " + "; ".join(parts) + ".", result, "In pounds, please."


def fraction_of26(n: int) -> tuple[str, str, str]:
    """An answer settling a whole (`a range of 3.7 m`) then n fractions of it (`3/12 of the range
    has come in: 0.925 m`), over a tide table."""
    parts = ["LW 14:31 0.9 m to HW 20:36 4.6 m: a range of **3.7 m**."]
    for i in range(n):
        k = i % 11 + 1
        parts.append(f"After hour {i} {k}/12 of the range has come in: {3.7 * k / 12 + 0.001 * _slip(i):.3f} m.")
    return " ".join(parts), "LW 1431 0.9 m\nHW 2036 4.6 m", "How much water at each hour?"


def reading_gaps26(n: int) -> tuple[str, str, str]:
    """A CSV log of n odometer readings of one vehicle and an answer of the distance covered between
    n pairs of them (`covered 2,270 km between 2025-12-01 and 2026-01-01`)."""
    start = date(2025, 1, 1)
    readings = [40_000 + 1_000 * i + _mix(i, 900) for i in range(n)]
    log = "date,unit,odometer_km\n" + "\n".join(f"{(start + timedelta(days=i)).isoformat()},V-118,{r}" for i, r in enumerate(readings))
    parts = [f"covered {readings[i + 1] - readings[i] + _slip(i):,} km between {(start + timedelta(days=i)).isoformat()} "
             f"and {(start + timedelta(days=i + 1)).isoformat()}" for i in range(n - 1)]
    return "The van " + "; ".join(parts) + ".", log, "How far did V-118 go each day?"


def cjk_lines26(n: int) -> tuple[str, str, str]:
    """n lines of a count with a CJK counter times a price, the full-width `＝` (`- 8枚 × €9.80 ＝
    €78.40`), over a result of the prices."""
    prices = [round(5 + _mix(i, 400) / 100, 2) for i in range(n)]
    lines = [f"- {i % 9 + 2}枚 × €{p:.2f} ＝ €{(i % 9 + 2) * p + 0.1 * _slip(i):.2f}" for i, p in enumerate(prices)]
    return "見積:\n" + "\n".join(lines), json.dumps({"items": [{"sku": f"K{i}", "price_eur": p} for i, p in enumerate(prices)]}), "合計は?"


FAMILIES26 = {
    "print_sizes26": (print_sizes26, 50),
    "item_prices26": (item_prices26, 50),
    "clock_words26": (clock_words26, 50),
    "asked_shift26": (asked_shift26, 50),
    "worded_multiples26": (worded_multiples26, 50),
    "row_chains26": (row_chains26, 50),
    "rate_steps26": (rate_steps26, 50),
    "fraction_of26": (fraction_of26, 50),
    "reading_gaps26": (reading_gaps26, 50),
    "cjk_lines26": (cjk_lines26, 50),
}

__all__ = ["FAMILIES26"]
