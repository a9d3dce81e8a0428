"""Round 29 (hostile29): hostile answers and results aimed at the rule modules of round 28.

Each builder takes a size n and returns (answer, result, user text), n of a shape one round-28
rule or reading reads: amounts carried through two named steps (`two_steps.py`: `two-step`), on n
lines and on one line of n amounts each with its own percent; durations billed by a stated step
(`billed_steps.py`: `billed-step`); clock sums written out and their points after them
(`clock_chains.py`: `clock-chain`), from clocks the run carries and from clocks it does not;
written expressions with words of other scripts between the operands and the result a few words
after (`expressions.py`'s round-28 widenings); amounts converted by a result's exchange table
(`rate_steps._exchange_table`: `rate-step`); a CSV result of n coded rows and an answer quoting
some one digit off (`near_misses.record_keys`); amounts with a decimal comma and a currency after
(`decimal_comma._ISO_AFTER`). Most values are computed right, a constant share one digit off.
`bench/bench_rule_growth.py` times them (`--only two_steps29,...`); `test_growth29.py` bounds them.
"""

from __future__ import annotations

import json
from decimal import ROUND_HALF_UP, Decimal

from .inputs26 import _mix, _slip


def _money(x: Decimal) -> str:
    return f"{x.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP):,}"


def two_steps29(n: int) -> tuple[str, str, str]:
    """n orders, each a total before VAT and its price a piece with VAT, the amount with VAT
    unwritten (`Order 7: total excl. VAT 1,205.40; per piece incl. VAT 125.56`)."""
    lines, totals = [], []
    for i in range(n):
        total = Decimal(1000 + _mix(i, 9000)) + Decimal(i % 100) / 100
        totals.append(str(total))
        lines.append(f"- Order {i}: total excl. VAT {_money(total)}; per piece incl. VAT "
                     f"{_money(total * Decimal('1.25') / 12 + Decimal(_slip(i)) / 100)}")
    result = json.dumps({"pieces": 12, "orders": [{"order": i, "total": t} for i, t in enumerate(totals)]})
    return "Orders:\n" + "\n".join(lines), result, "VAT is 25%. Each order is 12 pieces. Price a piece with VAT?"


def two_step_line29(n: int) -> tuple[str, str, str]:
    """One line of n amounts, each with its own percent written and the amount through it and a
    deposit (`item 3: 1,204.00 at VAT 25%, deposit 40% incl: 602.00;`)."""
    parts, amounts = [], []
    for i in range(n):
        a = Decimal(1000 + _mix(i, 9000))
        amounts.append(int(a))
        parts.append(f"item {i}: {_money(a)} at VAT 25%, deposit 40% incl: "
                     f"{_money(a * Decimal('1.25') * Decimal('0.4') + Decimal(_slip(i)) / 100)}")
    return "Deposits: " + "; ".join(parts) + ".", json.dumps({"amounts": amounts}), "VAT 25%, a 40% deposit of the total with VAT."


def billed29(n: int) -> tuple[str, str, str]:
    """n jobs, each a duration billed per started 15 minutes at an hourly rate (`Job 7: 95 min,
    billed as 105 min = EUR 84.00`)."""
    lines = []
    for i in range(n):
        minutes = 20 + _mix(i, 400)
        if minutes % 15 == 0:
            minutes += 7
        billed = -(-minutes // 15) * 15
        lines.append(f"- Job {i}: {minutes} min, billed as {billed + 15 * _slip(i)} min = "
                     f"EUR {_money(Decimal(billed) / 60 * 48)}")
    return "Jobs:\n" + "\n".join(lines), json.dumps({"jobs": n}), "Labour is billed per started 15 minutes at EUR 48 an hour."


def clock_chains29(n: int) -> tuple[str, str, str]:
    """n legs, each a sum written from a clock the result carries and its points after it
    (`Leg 7: 08:35 + 115 min, then 60 min. Top 10:30, back 11:30.`)."""
    starts = [6 * 60 + 5 * _mix(i, 100) for i in range(n)]
    lines = []
    for i, s in enumerate(starts):
        a, b = s + 115, s + 175 + _slip(i)
        lines.append(f"Leg {i}: {s // 60:02d}:{s % 60:02d} + 115 min, then 60 min. "
                     f"Top {a // 60 % 24:02d}:{a % 60:02d}, back {b // 60 % 24:02d}:{b % 60:02d}.")
    result = json.dumps({"legs": [{"leg": i, "start": f"{s // 60:02d}:{s % 60:02d}"} for i, s in enumerate(starts)]})
    return "\n".join(lines), result, "When is each leg on top and back?"


def clock_sums29(n: int) -> tuple[str, str, str]:
    """n sums written from clocks no source carries (`08:35 + 20 min`), and n clocks after them
    that are none of their points: every value asks every chain written before it."""
    lines = [f"Step {i}: {(7 + i % 12):02d}:{(5 * i) % 60:02d} + {10 + i % 50} min" for i in range(n)]
    lines += [f"Check {i}: {(8 + i % 12):02d}:{(7 * i + 3) % 60:02d}" for i in range(n)]
    return "\n".join(lines), json.dumps({"steps": n}), "Add the times."


def worded_expressions29(n: int) -> tuple[str, str, str]:
    """n written expressions with words of other scripts between the operands and the result a
    few words after (`12 × 4.50 итого сумма 54.00`, `3 個 × 250 円 合計は 750 円`)."""
    words = ["итого сумма", "合計は", "합계는", "סך הכל", "المجموع هو", "συνολικά είναι"]
    result, lines = {}, []
    for i in range(n):
        q, p = 2 + i % 9, Decimal(100 + _mix(i, 900)) / 4
        result[f"p{i}"] = str(p)
        lines.append(f"- {q} шт × {p} {words[i % len(words)]} {q * p + _slip(i + 15)}")
    return "\n".join(lines), json.dumps({"prices": result}), "Сколько всего?"


def exchange_table29(n: int) -> tuple[str, str, str]:
    """A result's exchange table of 150 codes and an answer of n amounts converted by it
    (`UAH 51,840 is about INR 105,307.78`)."""
    codes = [a + b + c for a in "BCDFGHJK" for b in "LMNPRS" for c in "TVWXYZ"][:150]
    table = {code: float(Decimal(1 + _mix(k, 5000)) / 1000) for k, code in enumerate(codes)}
    result = json.dumps({"base": "UAH", "date": "2026-03-01", "rates": table})
    lines = []
    for i in range(n):
        code = codes[i % len(codes)]
        a = Decimal(1000 + _mix(i, 90000))
        lines.append(f"- Payment {i}: UAH {a:,} is about {code} {_money(a * Decimal(str(table[code])) + Decimal(_slip(i)) / 100)}")
    return "\n".join(lines), result, "Convert each payment from UAH."


def csv_keys29(n: int) -> tuple[str, str, str]:
    """A CSV result of n coded rows (`L26-0813,2026-03-14,19.6,412`) and an answer quoting each
    row's reading by its code, some one digit off (`L26-0813 reads 19.6%`)."""
    rows = [(f"L{26 + i % 5}-{1000 + _mix(i, 9000):04d}", 100 + _mix(i, 800) / 10, 300 + _mix(i, 600)) for i in range(n)]
    result = "lot,date,share,count\n" + "\n".join(f"{code},2026-03-{1 + i % 28:02d},{share},{count}"
                                                 for i, (code, share, count) in enumerate(rows))
    lines = [f"- {code} on 2026-03-{1 + i % 28:02d} reads {share}% over {count + 10 * _slip(i, 7)} units"
             for i, (code, share, count) in enumerate(rows)]
    return "\n".join(lines), result, "Quote each lot."


def comma_currencies29(n: int) -> tuple[str, str, str]:
    """n amounts with a decimal comma and the currency after them, as code, sign or word
    (`84,06 Ft`, `7,4621 DKK`, `123,30 lei`, `45,50 kr`), each the sum of two carried ones."""
    marks = ["Ft", "DKK", "lei", "kr", "zł", "Kč", "грн", "\u20b4", "HUF", "RON"]
    result, lines = {}, []
    for i in range(n):
        a, b = Decimal(100 + _mix(i, 9000)) / 100, Decimal(200 + _mix(i + 7, 9000)) / 100
        result[f"a{i}"], result[f"b{i}"] = str(a), str(b)
        mark = marks[i % len(marks)]
        total = a + b + Decimal(_slip(i)) / 100
        lines.append(f"- Posten {i}: {str(a).replace('.', ',')} {mark} + {str(b).replace('.', ',')} {mark} = "
                     f"{str(total).replace('.', ',')} {mark}")
    return "\n".join(lines), json.dumps(result), "Summen bitte."


# name -> (builder, first size); `rule_inputs.FAMILIES` takes them all
FAMILIES29 = {
    "two_steps29": (two_steps29, 50),
    "two_step_line29": (two_step_line29, 50),
    "billed29": (billed29, 50),
    "clock_chains29": (clock_chains29, 50),
    "clock_sums29": (clock_sums29, 50),
    "worded_expressions29": (worded_expressions29, 50),
    "exchange_table29": (exchange_table29, 50),
    "csv_keys29": (csv_keys29, 50),
    "comma_currencies29": (comma_currencies29, 50),
}

__all__ = ["FAMILIES29"]
