"""Round 15 (hostile15): hostile answers shaped for the arithmetic rules of rounds 11-14 and the word dates.

Each builder takes a size n and returns (answer, result, user text). Unlike `generic_inputs.py`
(n carried, a handful tried), these make many values TRIED: computed values written right after
their operands, with the words people compute with (`plus`, `minus`, `x`, `tax`, `fee`, `%`, `=`,
`->`), and a constant share of inventions, so every computed rule reads its window for each of n
values. A rule whose one try reads the whole sentence, table or answer grows as n squared here.
`bench/bench_rule_growth.py` times them (`--only ops_sentence15,...`); `test_growth15.py` bounds
their growth (4n over n).

The shapes:
- `ops_sentence15`: one sentence of n amounts joined by operator words, each step's result written
  (`$12.50 plus $3.25 tax = $15.75, minus the $2.00 fee -> $13.75, 3 x $4.10 = $12.30, 8% of ...`),
  then a sentence that adds a fee to a total written before it (`adjusted-total`).
- `signed_table15`: a markdown table of n rows with signed cells (`+$12.50`, `−$4.00`), a running
  balance, a subtotal row every 10 rows, tax and total rows, then `Plus the $4.00 fee, that's ...`.
- `word_dates15`: n dates in words (`March 3rd`, `the 4th of May 2026`, `Tuesday, March 3`), ranges
  between them with their day counts, most not carried.
- `keyed15`: a result of n keyed numbers (`subtotal_i`, `tax_i`, `fee_i`, `qty_i`, `price_i`) and an
  answer that computes from them by key (`subtotal_i + tax_i = ...`, `qty_i x price_i = ...`).
- `arrows15`: n arrow steps (`Jacket: $118.00 -> at 1.36, CA$160.48`, `$500.00 -> $450.00 -> $400.00`).
- `operator_words15`: the round-14 probe's shape: a long sentence of amounts, then `tax` and `+ fee`
  words after it, each following value tried against everything before it.
"""

from __future__ import annotations

import json

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _mix(i: int, size: int = 10_007) -> int:
    """A distinct number under `size` for each i in no order (as `generic_inputs._mix`)."""
    return i * 7_919 % size


def _cents(i: int) -> int:
    return 1_000 + _mix(i) * 3  # 10.00 .. 310.20, in cents


def _money(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}${cents // 100:,}.{cents % 100:02d}"


def _plain(cents: int) -> float:
    return round(cents / 100, 2)


def ops_sentence15(n: int) -> tuple[str, str, str]:
    """One sentence of n amounts joined by operator words, each step's result written after it."""
    parts, carried = [], []
    for i in range(n):
        a, b = _cents(i), _cents(i + n) // 10
        carried += [_plain(a), _plain(b)]
        shape = i % 5
        if shape == 0:
            parts.append(f"{_money(a)} plus {_money(b)} tax = {_money(a + b)}")
        elif shape == 1:
            parts.append(f"minus the {_money(b)} fee {_money(a)} \u2192 {_money(a - b)}")
        elif shape == 2:
            q = i % 7 + 2
            parts.append(f"{q} x {_money(a)} = {_money(q * a)}")
        elif shape == 3:
            parts.append(f"8% of {_money(a)} is {_money(round(a * 0.08))}")
        else:
            parts.append(f"{_money(a)} + {_money(b)} fee is {_money(a + b + (i % 3))}")  # one in three off by a cent
    answer = ("Working it out: " + ", ".join(parts) + ". "
              "Plus the $4.00 refund I just sent, that's $98,765,436.10 in total, and with tax $7,901,234.89.")
    return answer, json.dumps({"amounts": carried, "refund": 4.0}), "Add everything up with tax and fees, please."


def signed_table15(n: int) -> tuple[str, str, str]:
    """A table of n rows of signed amounts and a running balance, subtotals, tax and total rows."""
    rows = ["| Date | Description | Amount | Balance |", "|---|---|---:|---:|"]
    records, balance, subtotal = [], 500_000, 0
    for i in range(n):
        cents = _cents(i) * (1 if i % 3 else -1)
        balance += cents
        subtotal += cents
        signed = ("+" if cents > 0 else "\u2212") + _money(abs(cents))
        rows.append(f"| 2026-{i % 12 + 1:02d}-{i % 28 + 1:02d} | entry {i} | {signed} | {_money(balance)} |")
        records.append({"id": f"E{100000 + i}", "amount": _plain(cents)})
        if i % 10 == 9:
            rows.append(f"| | **Subtotal** | {_money(subtotal)} | |")
            subtotal = 0
    rows.append("| | Tax (8%) | $987.65 | |")
    rows.append(f"| | **Total** | {_money(balance - 500_000)} | **{_money(balance)}** |")
    answer = ("Your statement:\n\n" + "\n".join(rows) + "\n\n"
              f"Plus the $4.00 fee, that's {_money(balance + 400)}; less the $2.50 credit, {_money(balance + 150)}. "
              "The tax and + fee come to $98,765,432.10.")
    return answer, json.dumps({"opening": 5000.0, "entries": records, "fee": 4.0, "credit": 2.5}), "Show my statement with totals."


def word_dates15(n: int) -> tuple[str, str, str]:
    """n dates in words and ranges between them with day counts, one in four carried."""
    parts, carried = [], []
    for i in range(n):
        month, day = i % 12, i % 27 + 1
        if i % 4 == 0:
            carried.append(f"2026-{month + 1:02d}-{day:02d}")
        shape = i % 4
        if shape == 0:
            parts.append(f"{_MONTHS[month]} {day}")
        elif shape == 1:
            parts.append(f"the {day}th of {_MONTHS[month]} 2026")
        elif shape == 2:
            parts.append(f"{_DAYS[i % 7]}, {_MONTHS[month]} {day}")
        else:
            parts.append(f"from {_MONTHS[month]} {day} to {_MONTHS[(month + 1) % 12]} {day} ({28 + i % 4} days)")
    answer = ("The schedule: " + "; ".join(parts) + ". Due 90 days after March 3rd, 2026, that is June 1st, 2026, "
              "and the 45th day is April 17th.")
    return answer, json.dumps({"events": [{"date": d} for d in carried]}), "When is each step, and the due date?"


def keyed15(n: int) -> tuple[str, str, str]:
    """n keyed records carried, an answer computing from them by key (sums, products, a share)."""
    records, lines = [], []
    for i in range(n):
        sub, tax, fee, qty, price = _cents(i), _cents(i + 1) // 12, 150 + i % 9, i % 6 + 2, _cents(i + 2) // 4
        records.append({"order": f"#W{200000 + i}", "subtotal": _plain(sub), "tax": _plain(tax), "fee": _plain(fee),
                        "qty": qty, "price": _plain(price)})
        lines.append(f"- #W{200000 + i}: subtotal {_money(sub)} + tax {_money(tax)} + fee {_money(fee)} = "
                     f"{_money(sub + tax + fee)}; {qty} x {_money(price)} = {_money(qty * price)}"
                     f"{'' if i % 4 else f' (tax is {round(100 * tax / sub, 1)}% of it)'}")
    answer = "Orders:\n" + "\n".join(lines) + "\n\nGrand total $98,765,432.10 across all of them."
    return answer, json.dumps({"orders": records}), "Total each order with tax and fees."


def arrows15(n: int) -> tuple[str, str, str]:
    """n arrow steps: conversions at a rate and balances stepping down."""
    lines, carried = [], []
    for i in range(n):
        a = _cents(i)
        carried.append(_plain(a))
        if i % 2:
            lines.append(f"Item {i}: {_money(a)} -> at 1.36, CA{_money(round(a * 1.36))}")
        else:
            step = _cents(i + 3) // 20
            lines.append(f"Balance {i}: {_money(a + 2 * step)} \u2192 {_money(a + step)} \u2192 {_money(a)} (-{_money(step)} each)")
    answer = "\n".join(lines) + "\n\nAll converted at 1.36; the final balance is $98,765,432.10."
    return answer, json.dumps({"prices": carried, "rate": 1.36}), "Convert these at today's rate and step the balances."


def operator_words15(n: int) -> tuple[str, str, str]:
    """The round-14 probe: a long sentence of amounts, then several values after tax and `+ fee` words."""
    amounts = [_cents(i) for i in range(n)]
    first = "The charges were " + ", ".join(_money(a) for a in amounts) + "."
    tail = " ".join(f"With tax {_money(amounts[i] // 10)} and + fee {_money(150 + i)} plus {_money(amounts[i + 1])} "
                    f"that's {_money(amounts[i] + amounts[i] // 10 + 150 + i)}, less {_money(200)} is {_money(amounts[i] + 7)}."
                    for i in range(0, n - 1, max(1, n // 40)))
    answer = first + " " + tail
    return answer, json.dumps({"charges": [_plain(a) for a in amounts]}), "What did I pay with tax and fees?"


FAMILIES15 = {
    "ops_sentence15": (ops_sentence15, 250),
    "signed_table15": (signed_table15, 500),
    "word_dates15": (word_dates15, 500),
    "keyed15": (keyed15, 250),
    "arrows15": (arrows15, 250),
    "operator_words15": (operator_words15, 500),
}
