"""Hostile answers and results aimed at the default profile's rule families (bounded cost).

Each builder takes a size n and returns (answer, result text) whose work for one family grows
with n: many numbers or amounts, a long markdown table, long slash chains and ranges, digit groups,
clocks, zones and dates, repeated arithmetic grammar, a result of many numbers, runs of separators,
Unicode digits and spaces. `bench/bench_rule_growth.py` times them at n, 2n, 4n; the tests in
`test_rule_growth.py` run them under a timeout and count work where they can. A builder may return
a third text: what the user said (round 6's said dates read it).

Round 6's families (`range_ends`, `versions`, `constants`, `names`, `restated`, `ratios`,
`said_dates`, `stamp_gaps`, `escapes`, and the arithmetic's tables, named quantities, exchange,
per-unit, averages and locale operands) each have a builder below the first thirteen.
"""

from __future__ import annotations

import json


def numbers(n: int) -> tuple[str, str]:
    """n numbers in one answer, a result carrying a few of them (the computed searches)."""
    answer = "The figures are " + ", ".join(str(1000 + 7 * i) for i in range(n)) + ", total 12345."
    return answer, json.dumps({"values": [1000 + 14 * i for i in range(50)]})


def amounts(n: int) -> tuple[str, str]:
    """n currency amounts, a result carrying some."""
    answer = "Charges: " + "; ".join(f"${10 + i}.{i % 100:02d}" for i in range(n)) + ". Total $99,999.99."
    return answer, json.dumps({"charges": [10 + i + (i % 100) / 100 for i in range(0, 200, 3)]})


def table(n: int) -> tuple[str, str]:
    """A markdown table of n rows of numbers, with a total row."""
    rows = ["| item | qty | price | total |", "|---|---:|---:|---:|"]
    rows += [f"| item{i} | {i % 9 + 1} | ${i % 50 + 1}.25 | ${(i % 9 + 1) * (i % 50 + 1.25):.2f} |" for i in range(n)]
    rows.append("| **Total** | | | $123456.78 |")
    return "Here it is:\n\n" + "\n".join(rows) + "\n", json.dumps({"items": [{"id": f"item{i}", "price": i % 50 + 1.25} for i in range(100)]})


def slash_chain(n: int) -> tuple[str, str]:
    """One slash-joined token of n parts, and many short slash tokens."""
    answer = "Path " + "/".join(str(i % 97) for i in range(n)) + " and " + " ".join(f"{i}/{i + 1}" for i in range(n // 4))
    return answer, json.dumps({"parts": [str(i) for i in range(50)]})


def dash_range(n: int) -> tuple[str, str]:
    """A `1-2-3-...` run of n numbers."""
    return "Steps " + "-".join(str(i % 50 + 1) for i in range(n)) + ".", json.dumps({"steps": list(range(1, 51))})


def digit_groups(n: int) -> tuple[str, str]:
    """n groups of digits separated by spaces (a 1 MB answer at n = 250,000)."""
    return "Card " + " ".join(f"{i % 10000:04d}" for i in range(n)), json.dumps({"card": "4402 0044 8213 0001"})


def clocks(n: int) -> tuple[str, str]:
    """n distinct clocks (up to 1,440) with zones, n distinct dates, a few durations between them."""
    zones = ["UTC", "PST", "EDT", "CET", "JST", "IST", "GMT+2"]
    parts = []
    for i in range(n):
        day = (i * 7) % 3650
        date = f"{2020 + day // 365}-{day % 365 // 31 % 12 + 1:02d}-{day % 31 % 28 + 1:02d}"
        parts.append(f"{i // 60 % 24}:{i % 60:02d} {zones[i % len(zones)]} on {date}" + (", 2 hours later" if i % 50 == 0 else ""))
    result = json.dumps({"events": [{"at": f"2026-03-{d:02d}T{h:02d}:15:00Z", "dt": 1772000000 + 3600 * h} for d in range(1, 10) for h in range(24)]})
    return "Times: " + "; ".join(parts) + ".", result


def equation_chain(n: int) -> tuple[str, str]:
    """`= x = y = ...` n times, and a long sum written out."""
    chain = "x = " + " = ".join(f"{i + 2} x {i + 3}" for i in range(n))
    total = " + ".join(str(i + 1) for i in range(n)) + f" = {n * (n + 1) // 2}"
    return f"{chain}. Also {total}.", json.dumps({"values": list(range(1, 60))})


def big_result(n: int) -> tuple[str, str]:
    """A result of n numbers; an answer of a few numbers none of them carries (the searches)."""
    result = json.dumps({"rows": [{"a": 100 + i, "b": round(3.7 * i, 2), "c": i * 11} for i in range(n // 3)]})
    answer = "Totals: 987654.32, 123457, 45.5%, 3,141,593 and 271828 units; average 1234.56 per row."
    return answer, result


def separators(n: int) -> tuple[str, str]:
    """Long runs of separators between digits: `1,1,1,...`, `.....`, `----`, `$$$$`, `1.1.1...`."""
    answer = " ".join(["1," * n + "1", "." * n, "-" * n, "$" * n + "5", "1." * n + "1", "1:" * n + "1", "1 x " * n + "1"])
    return answer, json.dumps({"v": 1})


def unicode_digits(n: int) -> tuple[str, str]:
    """Unicode digits, non-breaking and thin spaces between digit groups."""
    parts = ["\u0661\u0662\u0663", "1\u00a0234", "5\u2009678", "\uff11\uff12", "9\u202f999,50\u00a0\u20ac"]
    return " ".join(parts[i % len(parts)] for i in range(n)), json.dumps({"v": 1234})


def spelled_tokens(n: int) -> tuple[str, str]:
    """n distinct tokens for the joined, segment, glued, locale, rescaled and unit rules: hosts,
    `file.go:118`, `48.71s`, `1.234,56 €`, `412.7 ms`, `30-minute`, `fc1/23`, hashes."""
    shapes = [
        "ip-10-40-{a}-{b}", "file{a}.go:{b}", "{a}.{b}s", "{a}.{b:03d},56 \u20ac", "{a}.{b} ms", "{b}-minute",
        "fc{a}/{b}", "pg-prod-{a}:{b}", "{a}{b:04x}abcdef", "{a}/{b}/2026", "{a}h{b:02d}", "{a},{b:03d} GB",
    ]
    tokens = [shapes[i % len(shapes)].format(a=i // 97 % 256, b=i % 97) for i in range(n)]
    result = json.dumps({"hosts": [f"ip-10-40-{i}-{i + 1}" for i in range(60)], "latency": "48.71s",
                         "file": "frame.py:1043", "bytes": 412883412992000, "sha": "3f2a9c1d8e7b6a5f4e3d2c1b0a998877"})
    return "Seen: " + ", ".join(tokens) + ".", result


def written_ranges(n: int) -> tuple[str, str]:
    """n distinct ranges and versions people write: clock ranges with am/pm, amount ranges, date
    ranges, `v1.2.3`, `2024-2025`, dates in words."""
    shapes = ["{h}:{m:02d}-{h2}:{m:02d} PM", "${a}-${b}", "2026-0{mo}-{d:02d} to 2026-0{mo}-{d2:02d}",
              "v{mo}.{d}.{m}", "{y}-{y2}", "March {d}, 2026 at {h} PM", "{a}\u2013{b} ms", "lines {a}-{b}"]
    parts = [shapes[i % len(shapes)].format(h=i % 11 + 1, h2=i % 11 + 2, m=i % 60, a=100 + i, b=200 + 2 * i, mo=i % 9 + 1,
                                            d=i % 27 + 1, d2=i % 27 + 2, y=1990 + i % 30, y2=1991 + i % 30) for i in range(n)]
    result = json.dumps({"slots": [f"2026-03-{d:02d}T{h:02d}:00:00Z" for d in range(1, 20) for h in range(9, 18)], "version": "1.2.3"})
    return "Options: " + "; ".join(parts) + ".", result


def line_ranges(n: int) -> tuple[str, str]:
    """n distinct `lines a-b` ranges, and a listing of n numbered lines (each range searches the
    results' texts for its two ends)."""
    listing = "\n".join(f"{i + 1:>6}\tcode line {i}" for i in range(n))
    answer = "See " + ", ".join(f"lines {3 * i + 1}-{3 * i + 2}" for i in range(n)) + "."
    return answer, json.dumps({"listing": listing})


def approx_bands(n: int) -> tuple[str, str]:
    """n amounts with decimals and n bands `around $a-b` over them (each band reads the answer's decimals)."""
    amounts = ", ".join(f"${100 + i}.57" for i in range(n))
    bands = "; ".join(f"around ${100 + i}-{101 + i}" for i in range(n))
    return f"Orders averaged {amounts}. So {bands}.", json.dumps({"aov": [100 + i + 0.57 for i in range(0, n, 7)]})


def dotted_dates(n: int) -> tuple[str, str]:
    """n day-first dotted date ranges (`27.-29.11.2026`), a result of timestamps."""
    answer = "Stays: " + ", ".join(f"{i % 27 + 1}.-{i % 27 + 2}.{i % 12 + 1}.{2000 + i % 90}" for i in range(n)) + "."
    return answer, json.dumps({"at": [f"2026-{m:02d}-{d:02d} 08:14:22" for m in range(1, 13) for d in range(1, 29)]})


def versions(n: int) -> tuple[str, str]:
    """n versions in one sentence that names every kind of release, after the versions they bump
    (each bump looks for its base written before it)."""
    answer = "This patch, minor and major release set: " + ", ".join(
        f"v{i % 9 + 1}.{i}.0 then {i % 9 + 1}.{i}.1 then {i % 9 + 1}.{i + 1}.0" for i in range(n)) + "."
    return answer, json.dumps({"tags": [f"v{i % 9 + 1}.{i}.0" for i in range(0, n, 3)]})


def constants(n: int) -> tuple[str, str]:
    """n numbers used with conversion constants (`x 2.20462`, `subtracted 273.15`)."""
    shapes = ["{a} kg \u00d7 2.20462 = {b} lb", "subtracted 273.15 from {a}", "divide {a} by 1.609344", "{a} - 459.67"]
    return "Converted: " + "; ".join(shapes[i % 4].format(a=1000 + i, b=2000 + i) for i in range(n)) + ".", json.dumps({"kg": [1000 + i for i in range(0, n, 5)]})


def names(n: int) -> tuple[str, str]:
    """n names with digits respaced (`A320neo`), a result writing n such names."""
    result = json.dumps({"fleet": [f"Airbus A{300 + i} NEO and PM{i}.5 sensor X{i}-{i % 7}" for i in range(n)]})
    return "Fleet: " + ", ".join(f"A{300 + i}neo, pm{i}5, Xx{i}{i % 7}" for i in range(n)) + ".", result


def restated(n: int) -> tuple[str, str]:
    """n durations restated as clocks (`911.62 s (15:11)`, `75 min (1:15)`)."""
    parts = [f"{600 + i}.62 s ({(600 + i) // 60}:{(600 + i) % 60:02d})" if i % 2 else f"{60 + i % 500} min ({(60 + i % 500) // 60}:{(60 + i % 500) % 60:02d})" for i in range(n)]
    return "Durations: " + ", ".join(parts) + ".", json.dumps({"secs": [600 + i + 0.62 for i in range(0, n, 2)]})


def ratios(n: int) -> tuple[str, str]:
    """n colon ratios beside ratio words, big and small (`a ratio of about 10:1`, `scale 1:50000`)."""
    return "Mixes: " + "; ".join(f"a ratio of about {i % 20 + 1}:{i % 3 + 1}, scale 1:{50000 + i}" for i in range(n)) + ".", json.dumps({"scale": 50000})


def said_dates(n: int) -> tuple[str, str, str]:
    """A user who states today and n yearless dates; an answer writing n ISO dates."""
    months = ["Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Oct", "Nov", "Dec"]
    user = "Today is 2026-11-30. Valid " + ", ".join(f"{months[i % 10]} {i % 28 + 1}" for i in range(n)) + "."
    answer = "Valid: " + ", ".join(f"{2026 + (i % 10 < 7)}-{[1, 2, 3, 4, 6, 7, 8, 10, 11, 12][i % 10]:02d}-{(i + 3) % 28 + 1:02d}" for i in range(n)) + "."
    return answer, json.dumps({"ok": True}), user


def stamp_gaps(n: int) -> tuple[str, str]:
    """A result of n timestamps; n `H:MM` durations, each on its own line (each looks for a gap)."""
    result = json.dumps({"events": [{"start": f"2024-05-{i // 40 % 28 + 1:02d} {i % 24:02d}:{i * 7 % 60:02d}:00"} for i in range(n)]})
    answer = "\n".join(f"- gap {i}: {i % 9 + 1}:{i * 11 % 60:02d}" for i in range(n))
    return answer, result


def escaped(n: int) -> tuple[str, str]:
    """A result text of n `\\n`-escaped numbers (a Python `str()` of a dict); an answer writing them."""
    text = "{'rows': '" + "".join(f"Address {i}\\n{75000 + i} Paris\\t${i},250.50" for i in range(n)) + "'}"
    return "Codes: " + ", ".join(f"{75000 + i} and {76000 + i}" for i in range(n)) + ".", text


def arithmetic6(n: int) -> tuple[str, str]:
    """Round 6's arithmetic under load: named quantities, exchange quotes, per-unit and average
    sentences, German amounts as operands and a table with a rate column, n of each."""
    parts = []
    for i in range(n):
        parts.append(f"{i + 2} AAPL at ${170 + i}.25 = ${(i + 2) * (170 + i) + (i + 2) * 0.25 + 0.01:.2f}")
        parts.append(f"1 USD = 0.8{i % 10}94 EUR, so ${1000 + i}.00 is \u20ac{(1000 + i) * 0.85 + 0.03:.2f}")
        parts.append(f"{1000 + i}.{i % 100:02d} per order on average over {i % 9 + 2} orders is ${(1000 + i) * 3 + 0.07:.2f}")
        parts.append(f"{1 + i % 9}.{234 + i % 700},56 \u20ac plus {i % 90 + 10},00 \u20ac = {2 + i % 9}.{(i * 13) % 1000:03d},11 \u20ac")
    rows = ["| item | amount | rate | due |", "|---|---:|---:|---:|"]
    rows += [f"| x{i} | ${500 + i}.00 | {i % 20 + 1}% | ${(500 + i) * (i % 20 + 1) / 100 + 0.5:.2f} |" for i in range(n)]
    answer = "On $12,000.00:\n\n" + "\n".join(rows) + "\n\n" + ". ".join(parts) + "."
    return answer, json.dumps({"prices": [170 + i + 0.25 for i in range(0, n, 4)], "orders": [1000 + i for i in range(0, n, 4)]})


def assist11(n: int) -> tuple[str, str]:
    """Round 11's rules under load (assist11): n clauses of one sentence, each with an amount per day,
    a span, days left of a month, a split, a party and a plan change, over results of named plans."""
    parts = [
        f"upgrade to Plan {i} at ${20 + i}.{i % 100:02d}{' per day' if i % 25 == 0 else ''}, two weeks ${(20 + i) * 14 + 0.01:.2f}, "
        f"${i + 3}.{i % 90 + 10} for the remaining {i % 28 + 1} days of June, split evenly for both of you "
        f"${i % 50 + 5}.{i % 100:02d}, a gap of ${i % 40 + 1}.00"
        for i in range(n)
    ]
    answer = "Switching plans: " + ", ".join(parts) + ", credit $99,999.99."
    return answer, json.dumps({"plans": [{"name": f"Plan {i}", "price_per_month": 20 + i} for i in range(0, n, 2)]})


def rates11(n: int) -> tuple[str, str]:
    """One line of n clauses, each a rate per day or per GB with its quantity (`$10.00 per day for 2
    days, 3 GB at $2.50/GB`): the `rate` rule paired every rate and quantity of the line for each
    value (cubic: 100 clauses took 19 s) before it took the nearest only."""
    parts = [f"${10 + i}.{i % 100:02d} per day for {i % 9 + 2} days, {i % 7 + 3} GB at ${i % 5 + 2}.50/GB" for i in range(n)]
    answer = "Costs: " + ", ".join(parts) + ", total $99,999.99."
    return answer, json.dumps({"rates": [10 + i + 0.25 for i in range(0, n, 3)]})


# --- round 12 (hostile12): one sentence or line of many terms for the rules that paired them per try


def quantities12(n: int) -> tuple[str, str]:
    """One sentence of n counts and n unit prices, each with a total one cent off (`3 boxes at $4.25
    then $12.76, ...`): the `quantity` rule paired every count with every price of the sentence."""
    parts = [f"{i % 9 + 2} boxes at ${4 + i}.{i % 100:02d} then ${(i % 9 + 2) * (4 + i + (i % 100) / 100) + 0.01:.2f}" for i in range(n)]
    return "Order: " + ", ".join(parts) + ", total $99,999.99.", json.dumps({"prices": [4 + i + (i % 100) / 100 for i in range(n)]})


def quotes12(n: int) -> tuple[str, str]:
    """One sentence of n exchange quotes and n converted amounts one cent off (`1 USD = 0.8512 EUR,
    so $1,003.00 is €853.79`): the `exchange` rule paired every quote with every amount."""
    parts = [f"1 USD = 0.8{i % 1000:03d} EUR, so ${1000 + i}.00 is \u20ac{(1000 + i) * (0.8 + (i % 1000) / 10000) + 0.01:.2f}" for i in range(n)]
    return "Rates: " + ", ".join(parts) + ".", json.dumps({"rates": [round(0.8 + (i % 1000) / 10000, 4) for i in range(n)],
                                                           "amounts": [1000 + i for i in range(n)]})


def paragraphs12(n: int) -> tuple[str, str]:
    """n lines, no blank line between them, each a count, a price and a cost one cent off (`- 12
    shares at $227.16, cost $2,725.93`): `_paragraph_product` searched the answer back for a blank
    line for each count and price it paired."""
    lines = [f"- {i % 40 + 10} shares at ${100 + i}.{i % 100:02d}, cost ${(i % 40 + 10) * (100 + i + (i % 100) / 100) + 0.01:,.2f}" for i in range(n)]
    return "Positions:\n" + "\n".join(lines) + "\n", json.dumps({"prices": [100 + i + (i % 100) / 100 for i in range(n)]})


def named12(n: int) -> tuple[str, str]:
    """n labelled prices, then one sentence of n named quantities (`40 AAPL`) with values one cent
    off: each named quantity read every amount written before its sentence."""
    prices = "\n".join(f"**T{i}:** ${100 + i}.25" for i in range(n))
    holds = ", ".join(f"{i % 50 + 10} T{i} worth ${(i % 50 + 10) * (100 + i + 0.25) + 0.01:,.2f}" for i in range(n))
    return f"Prices:\n{prices}\n\nYou hold {holds}.", json.dumps({"prices": [100 + i + 0.25 for i in range(n)]})


def switch12(n: int) -> tuple[str, str]:
    """Eight named plans of n numbers each, and one line naming them that changes plans with 200
    amounts no gap gives: the `switch-gap` rule read every key of each pair of plans for each value."""
    plans = [{"name": f"Plan {chr(65 + k)}", **{f"fee_{j}": 10 + k + j * 0.5 for j in range(n)}} for k in range(8)]
    names = ", ".join(f"Plan {chr(65 + k)}" for k in range(8))
    amounts = ", ".join(f"${1000 + j}.{j % 100:02d}" for j in range(200))
    return f"Switching between {names}: {amounts}.", json.dumps({"plans": plans})


def named_gap12(n: int) -> tuple[str, str]:
    """Sixteen sibling records of n numbers each, named by words, and 200 gaps `X is $a more than Y`
    no key gives: the `named-gap` rule read every key of the two records for each value."""
    records = [{"title": f"{w} model", **{f"spec_{j}": 100 + k * 7 + j for j in range(n)}}
               for k, w in enumerate(["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
                                      "india", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa"])]
    gaps = ". ".join(f"The alpha is ${5000 + j}.{j % 100:02d} more than the bravo" for j in range(200))
    return gaps + ".", json.dumps({"models": records})


def group_sum12(n: int) -> tuple[str, str]:
    """A record of 32 parts of n numbers each, all referring to one card, and a table of 200 rows
    naming it and the card with amounts no key sums: the `group-sum` rule read every key of every
    part for each value."""
    parts = [{"card_id": "gift_card_2217740", **{f"amount_{j}": 1 + k + j for j in range(n)}} for k in range(32)]
    rows = ["| order | paid by | total |", "|---|---|---:|"] + [f"| #W2209914 | gift card | ${9000 + j}.{j % 100:02d} |" for j in range(200)]
    return "Payments:\n\n" + "\n".join(rows) + "\n", json.dumps({"order_id": "#W2209914", "payments": parts})


def worst12(n: int) -> tuple[str, str]:
    """Round 12's rules under load (worst12): a table of n rows (a clock to the millisecond, hours
    with a fraction, an amount, a cost per hour, seconds since the first row; `row-ratio`,
    `elapsed`), then one line of n clock pairs each followed by seconds and a zone conversion
    (`elapsed`, `zone-shift`): every value reads its row or the clocks of its line."""
    rows = ["| Time (UTC) | OT hours | OT cost | Cost per OT hour | Since start |", "|---|---:|---:|---:|---:|"]
    rows += [f"| {10 + i % 12}:{i % 60:02d}:{i % 60:02d}.{i % 1000:03d} | {100 + i}.25 | ${5000 + i}.50 | "
             f"${(5000 + i + 0.5) / (100 + i + 0.25):.2f} | {i}.5 s |" for i in range(n)]
    line = ", ".join(f"from {i % 24:02d}:{i % 60:02d}:10.5 to {i % 24:02d}:{(i + 1) % 60:02d}:20.25 UTC: {70 + i}.75 s "
                     f"({(i + 1) % 24:02d}:{i % 60:02d}:10 Berlin)" for i in range(n))
    answer = "\n".join(rows) + "\n\n" + line + "."
    return answer, json.dumps({"rows": [{"ts": f"2026-11-25T{10 + i % 12}:{i % 60:02d}:{i % 60:02d}.{i % 1000:03d}Z",
                                         "hours": 100 + i + 0.25, "cost": 5000 + i + 0.5} for i in range(n)]})


def date_steps13(n: int) -> tuple[str, str, str]:
    """Round 13's `date-step` rule and dates without a year under load (dates13): n dates (ISO, slashed, in
    words, without a year) and n numbers, each sentence stating several spans, over a result of n
    carried dates and a user who states spans too: every date asks each span, and its one-digit
    neighbours ask them again (the chance test)."""
    spans = "30 days, 2 weeks, three months, 1 year, the 9th installment, ninety days"
    parts = []
    for i in range(n):
        month, day = i % 12 + 1, i % 28 + 1
        parts.append(f"Item {i} costs {100 + i}.{i % 100:02d}; {spans} on: 2025-{month:02d}-{day:02d}, "
                     f"{month:02d}/{day:02d}/2024, March {day}, 2025 and {month:02d}-{day:02d}")
    answer = ". ".join(parts) + "."
    result = json.dumps({"events": [{"date": f"2024-{i % 12 + 1:02d}-{(i * 7) % 28 + 1:02d}", "amount": i} for i in range(n)]})
    return answer, result, "Payments are due within 45 days, or 2 months, of each invoice."


def columns20(n: int) -> tuple[str, str]:
    """(round 20) A CSV result of n rows (text_tables.py) and an answer of n labelled sums and
    ratios of its columns (carried-total over a named column's runs, carried-ratio's quotients)."""
    rows = "\n".join(f"2026-01-{i % 28 + 1:02d},{10000 + 37 * i},{300 + i % 211},{150 + (i % 89) * 1.25:.2f}" for i in range(n))
    answer = "\n".join(f"- **Clicks:** {2000 + 13 * i:,} (CPC ${0.31 + (i % 60) / 100:.2f}, CPM ${7 + (i % 9) * 1.1:.2f})"
                        for i in range(n // 4 + 1))
    return answer, "day,impressions,clicks,spend\n" + rows


def aligned26(n: int) -> tuple[str, str]:
    """(round 26) A fixed-width report of n rows under a title (text_tables.py: padded columns,
    thousands grouped) and an answer of per-row quotients and column totals (carried-ratio,
    carried-total over the aligned records)."""
    rows = "\n".join(f"line-{i:<6d}  {1000 + 37 * i:,}    {20 + i % 97}    {(1500 + 13.25 * i):,.2f}" for i in range(n))
    answer = "\n".join(f"- line-{i}: {((1500 + 13.25 * i) / (20 + i % 97)):.2f} a batch, {1000 + 37 * i + 1:,} units"
                        for i in range(n // 4 + 1))
    return answer, "REPORT\nline        units    batches    revenue\n" + rows


FAMILIES = {
    "numbers": (numbers, 1250),
    "amounts": (amounts, 1250),
    "table": (table, 2500),
    "slash_chain": (slash_chain, 2500),
    "dash_range": (dash_range, 2500),
    "digit_groups": (digit_groups, 25000),
    "clocks": (clocks, 1000),
    "equation_chain": (equation_chain, 500),
    "big_result": (big_result, 12500),
    "separators": (separators, 25000),
    "unicode_digits": (unicode_digits, 5000),
    "spelled_tokens": (spelled_tokens, 1000),
    "written_ranges": (written_ranges, 1000),
    # round 6
    "line_ranges": (line_ranges, 1000),
    "approx_bands": (approx_bands, 1000),
    "dotted_dates": (dotted_dates, 1000),
    "versions": (versions, 500),
    "constants": (constants, 1000),
    "names": (names, 1000),
    "restated": (restated, 1000),
    "ratios": (ratios, 1000),
    "said_dates": (said_dates, 1000),
    "stamp_gaps": (stamp_gaps, 1000),
    "escaped": (escaped, 1000),
    "arithmetic6": (arithmetic6, 250),
    "assist11": (assist11, 250),
    "rates11": (rates11, 400),
    # round 12
    "quantities12": (quantities12, 200),
    "quotes12": (quotes12, 200),
    "paragraphs12": (paragraphs12, 400),
    "named12": (named12, 200),
    "switch12": (switch12, 2000),
    "named_gap12": (named_gap12, 2000),
    "group_sum12": (group_sum12, 2000),
    "worst12": (worst12, 250),
    "date_steps13": (date_steps13, 500),
    "columns20": (columns20, 2000),
    "aligned26": (aligned26, 2000),
}

from .operator_inputs import FAMILIES15  # noqa: E402  (round 15: the arithmetic rules' shapes, many values tried)

FAMILIES.update(FAMILIES15)

from .inputs24 import FAMILIES24  # noqa: E402  (round 24: the rules of rounds 20-23, n of each shape)

FAMILIES.update(FAMILIES24)

from .inputs25 import FAMILIES25  # noqa: E402  (round 25: the rules of round 24, n of each shape)

FAMILIES.update(FAMILIES25)

from .inputs26 import FAMILIES26  # noqa: E402  (round 26: the rules of round 25, n of each shape)

FAMILIES.update(FAMILIES26)

from .inputs27 import FAMILIES27  # noqa: E402  (round 27: the readers and rules of round 26, n of each shape)

FAMILIES.update(FAMILIES27)

from .inputs28 import FAMILIES28  # noqa: E402  (round 28: the rules of round 27, n of each shape)

FAMILIES.update(FAMILIES28)

from .inputs29 import FAMILIES29  # noqa: E402  (round 29: the rules of round 28, n of each shape)

FAMILIES.update(FAMILIES29)

from .inputs30 import FAMILIES30  # noqa: E402  (round 30: the rules of round 29, n of each shape)

FAMILIES.update(FAMILIES30)
