"""Round 30 (hostile30): hostile answers and results aimed at the rule modules and readings of round 29.

Each builder takes a size n and returns (answer, result, user text), n of a shape one round-29
module reads: amounts with their currency glued on (`glued_amounts.py`: `RM5.50 + RM12.30 =
RM17.80`, `768kr`), hyphens joining a prefix or a word to a number (`prefix_hyphens.py`: `ב-20:05`,
`over-25 kg`), Buddhist-era years on one Thai line (`calendar_years.py`), a chain of clocks each
from the one before by stated offsets (`clock_offsets.py`: `_base` finds the value's first
writing), a tax named by its other names (`tax_names.py` in `rate-step`, `two-step`), a stated dose
times quantities the answer writes, on n lines and on one line (`stated_doses.py`), records' rests
(`carried_differences.py`), a result's dated rows quoted by day one digit off
(`near_misses.date_keys`), two-digit savings (`in-order`'s round-29 short values) and a table's
cells under the digit minimum (`row-product`, `computed/tables.derived_cells`). Most values are
computed right, a constant share one digit off. `bench/bench_rule_growth.py` times them
(`--only glued_amounts30,...`); `test_growth30.py` bounds them.
"""

from __future__ import annotations

import json
from decimal import Decimal

from .inputs26 import _mix, _slip
from .inputs29 import _money

_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def glued_amounts30(n: int) -> tuple[str, str, str]:
    """n sums of two amounts with their currency glued on, as code, local symbol or after the
    number (`- Bill 7: RM5.50 + RM12.30 = RM17.80`, `768kr + 12kr = 780kr`), and ids of a code's
    letters and digits between them (`RM101`, `USD95x`)."""
    marks = [("RM", ""), ("NOK", ""), ("Rs.", ""), ("", "kr"), ("S$", ""), ("", "lei")]
    result, lines = {}, []
    for i in range(n):
        a, b = Decimal(100 + _mix(i, 9000)) / 100, Decimal(200 + _mix(i + 7, 9000)) / 100
        result[f"a{i}"], result[f"b{i}"] = str(a), str(b)
        before, after = marks[i % len(marks)]
        total = a + b + Decimal(_slip(i)) / 100
        lines.append(f"- Bill {i} (room RM{100 + i}): {before}{a}{after} + {before}{b}{after} = {before}{total}{after}")
    return "\n".join(lines), json.dumps(result), "Add the bills."


def prefix_hyphens30(n: int) -> tuple[str, str, str]:
    """One line of n clocks and quantities joined to a prefix or a word by a hyphen (`ב-20:05`,
    `over-25 kg`, `sub-500 g`) and ids that are no quantities (`srv-9999`), the clocks carried."""
    clocks = [f"{6 + i % 16:02d}:{(7 * i) % 60:02d}" for i in range(n)]
    parts = []
    for i, clock in enumerate(clocks):
        parts.append(f"ב-{clock} over-{20 + i % 70} kg srv-{1000 + _mix(i, 9000)} sub-{100 + i} g")
    result = json.dumps({"slots": clocks, "limits": [20 + i % 70 for i in range(n)], "subs": [100 + i for i in range(n)]})
    return "המשמרות: " + ", ".join(parts) + ".", result, "מתי?"


def calendar_years30(n: int) -> tuple[str, str, str]:
    """One Thai line of n dates in the Buddhist era (`9 ธ.ค. 2569`) and n four-digit counts in the
    era's range that are no years (`2,481 ชิ้น`), a result that carries the Gregorian year."""
    parts = []
    for i in range(n):
        parts.append(f"{1 + i % 28} ธ.ค. {2569 + _slip(i, 9)} ยอด {2400 + _mix(i, 300)} ชิ้น")
    result = json.dumps({"year": 2026, "days": [{"day": 1 + i % 28, "month": 12} for i in range(n)]})
    return "สรุป: " + " / ".join(parts) + ".", result, "สรุปให้หน่อย"


_OFFSET_RULES = ("Each crossing leaves 10 minutes after the listed time. The ferry is turned around for 15 minutes "
                 "after each crossing ends. Boarding closes 30 minutes before the listed time. Start each sailing on "
                 "the next full or half hour.")


def clock_offsets30(n: int) -> tuple[str, str, str]:
    """n sailings, each a chain of clocks from the one before by the stated offsets and the record's
    crossing (`08:00 → arrives 09:42, turnaround → 09:57 → next 10:00.`): every clock value asks for
    the clock written before its first writing."""
    lines = []
    start = 6 * 60
    for i in range(n):
        s = start + 30 * (i % 30)
        arrive = s + 10 + 92
        turn = arrive + 15 + _slip(i)
        nxt = -(-turn // 30) * 30
        show = [f"{m // 60 % 24:02d}:{m % 60:02d}" for m in (s, arrive, turn, nxt)]
        lines.append(f"Sailing {i}: {show[0]} → arrives {show[1]}, turnaround → {show[2]} → next {show[3]}.")
    result = json.dumps({"route": "north", "crossing_min": 92, "first_departure": "06:00", "last_return": "23:00",
                         "sailings": [f"{(start + 30 * (i % 30)) // 60:02d}:{(start + 30 * (i % 30)) % 60:02d}" for i in range(n)]})
    return "\n".join(lines), result, _OFFSET_RULES + " Which departures fit?"


def tax_names30(n: int) -> tuple[str, str, str]:
    """n prices, each with the tax a policy states under its own name (`SST 8%`) written under
    another (`with tax`, `incl. VAT`, `inkl. MVA`): a line of n words naming taxes."""
    names = ["with tax", "incl. VAT", "inkl. MVA", "con IVA", "TTC TVA", "incl. GST"]
    prices, lines = [], []
    for i in range(n):
        p = Decimal(1000 + _mix(i, 90000)) / 100
        prices.append(str(p))
        lines.append(f"- Item {i}: RM {_money(p)}, {names[i % len(names)]} RM {_money(p * Decimal('1.08') + Decimal(_slip(i)) / 100)}")
    return "\n".join(lines), json.dumps({"prices": prices}), "Prices are before SST 8%. What does each cost with tax?"


_DOSE_RULES = "Feeding: dry food 25 g per kg of body weight a day; water 50 ml per kg; supplement 0.2 g/kg."


def stated_doses30(n: int) -> tuple[str, str, str]:
    """n pairs of dogs, each pair's weights (carried) summed and the pair's food a day at the stated
    dose (`- Pair 7: 18.4 + 22.1 = 40.5 kg, so 1,012.50 g a day`)."""
    weights = [Decimal(50 + _mix(i, 400)) / 10 for i in range(2 * n)]
    lines = []
    for i in range(n):
        a, b = weights[2 * i], weights[2 * i + 1]
        lines.append(f"- Pair {i}: {a} + {b} = {a + b} kg, so {_money((a + b) * 25 + _slip(i))} g a day")
    return "\n".join(lines), json.dumps({"dogs": [{"dog": i, "weight": str(w)} for i, w in enumerate(weights)]}), \
        _DOSE_RULES + " How much a day?"


def stated_doses_line30(n: int) -> tuple[str, str, str]:
    """One line of n weights none of which a result carries, each with a dose after it
    (`18.4 kg → 460 g`): every value walks back over the line for a resolved quantity."""
    parts = [f"{Decimal(50 + _mix(i, 400)) / 10} kg → {_money(Decimal(50 + _mix(i, 400)) / 10 * 25)} g" for i in range(n)]
    return "Doses: " + "; ".join(parts) + ".", json.dumps({"dogs": n}), _DOSE_RULES + " How much a day?"


def carried_differences30(n: int) -> tuple[str, str, str]:
    """A result of n orders, each a total and a paid amount, and an answer stating each one's rest
    (`DC-1234 still owes 38.32`), some one digit off."""
    orders = []
    lines = []
    for i in range(n):
        total = Decimal(5000 + (i * 7919) ** 2 % 90001) / 100  # in no arithmetic order (a square mod a prime)
        paid = Decimal(1000 + (i * 104729 + 3) ** 2 % 3989) / 100
        orders.append({"order": f"DC-{10000 + i}", "total_rm": float(total), "paid_rm": float(paid), "items": 3 + i % 5})
        lines.append(f"- DC-{10000 + i} still owes {_money(total - paid + Decimal(_slip(i)) / 100)} left of {_money(total)}")
    return "\n".join(lines), json.dumps({"open_orders": orders}), "What is still owed?"


def date_keys30(n: int) -> tuple[str, str, str]:
    """A CSV result of n dated rows and an answer quoting each by its day in words and in digits
    (`7 Nov: 6,688 units; 07.11.2026 31.9`), some one digit off."""
    rows = [(1 + i % 28, 1 + i % 12, 1000 + _mix(i, 9000), 100 + _mix(i, 800) / 10) for i in range(n)]
    result = "date,count,temp\n" + "\n".join(f"2026-{m:02d}-{d:02d},{c},{t}" for d, m, c, t in rows)
    lines = [f"- {d} {_MONTHS[m - 1]}: {c + 10 * _slip(i, 7):,} units; {d:02d}.{m:02d}.2026 at {t}" for i, (d, m, c, t) in enumerate(rows)]
    return "\n".join(lines), result, "Quote each day."


def short_savings30(n: int) -> tuple[str, str, str]:
    """n deals, each two three-digit prices written bare, their sum and a two-digit saving no result
    carries (`Deal D007: 285 against 120 + 175 = 295, so you save **EUR 10**.`), some one digit off
    (odd: no other deal saves it)."""
    menu, lines = [], []
    for i in range(n):
        a, b = 100 + _mix(i, 800), 100 + _mix(i + 5, 800)
        deal = a + b - 10 - 2 * (i % 40)  # an even saving; a slip is odd, no other deal's
        menu.append(f"deal D{i:03d} {deal}\nitem A{i:03d} {a}\nitem B{i:03d} {b}")
        lines.append(f"Deal D{i:03d}: {deal} against {a} + {b} = {a + b}, so you save **EUR {a + b - deal + _slip(i)}**.")
    return "\n".join(lines), "MENU (EUR)\n" + "\n".join(menu), "How much do the deals save?"


def small_cells30(n: int) -> tuple[str, str, str]:
    """A markdown table of n rows whose amounts are under the digit minimum (`| 18 | 2.60 | 46.80 |`)
    and a column total under them: each cell derived from its row (`row-product`)."""
    rows, rates, counts, total = [], [], [], Decimal(0)
    for i in range(n):
        count, price = 2 + i % 30, Decimal(100 + _mix(i, 900)) / 100
        rates.append({"lane": f"L{i}", "per_pallet": str(price)})
        counts.append({"lane": f"L{i}", "pallets": count})
        amount = count * price + Decimal(_slip(i)) / 10
        total += amount
        rows.append(f"| L{i} | {count} | {price} | {amount:.2f} |")
    table = "| lane | pallets | per pallet | amount |\n|---|---|---|---|\n" + "\n".join(rows)
    table += f"\n| **Total** | | | **{total:,.2f}** |"
    return table, json.dumps({"rates": rates, "shipped": counts}), "Invoice the pallets."


# name -> (builder, first size); `rule_inputs.FAMILIES` takes them all
FAMILIES30 = {
    "glued_amounts30": (glued_amounts30, 50),
    "prefix_hyphens30": (prefix_hyphens30, 50),
    "calendar_years30": (calendar_years30, 50),
    "clock_offsets30": (clock_offsets30, 50),
    "tax_names30": (tax_names30, 50),
    "stated_doses30": (stated_doses30, 50),
    "stated_doses_line30": (stated_doses_line30, 50),
    "carried_differences30": (carried_differences30, 50),
    "date_keys30": (date_keys30, 50),
    "short_savings30": (short_savings30, 50),
    "small_cells30": (small_cells30, 50),
}

__all__ = ["FAMILIES30"]
