"""Round 24 (hostile24): hostile answers and results aimed at the rule modules of rounds 20-23.

Each builder takes a size n and returns (answer, result, user text), the shapes those rules read,
n of them: a CSV text result of n rows (a 1 MB one at the family's 8n), a YAML dump of n records,
a schedule of n 12-hour clocks with the cushions between them, n working-day counts, n lengths in
inch fractions and lab units with stated factors, a price list of n items and n cost lines naming
them, a fee schedule and n priced chains, n day rates restated per hour on a stated day length,
a log of n readings and n distances between them, one equation of n terms and a reasoning block,
n numbers in Swiss and Indian digit groupings, numbers under runs of odd whitespace, n signed
changes between sibling variants, and n slashed yearless dates. Most values are computed right
(tried by the rule the shape is aimed at), a constant share one cent or one digit off.
`bench/bench_rule_growth.py` times them (`--only csv24,...`); `test_growth24.py` bounds them.
"""

from __future__ import annotations

import json

_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def _mix(i: int, size: int = 10_007) -> int:
    """A distinct number under `size` for each i, in no order (as `generic_inputs._mix`)."""
    return i * 7_919 % size


def csv24(n: int) -> tuple[str, str, str]:
    """A CSV text result of n rows (no space after its commas; 8n rows is about 1 MB at n = 2,000),
    an answer of n/4 lines each a product of a row's cells, a ratio and a running total."""
    header = "sku,tier,sold,face_value,capacity,spend,clicks,tonnes,avg_price_usd_t"
    rows = [f"S{10000 + i},T{i % 7},{100 + _mix(i, 997)},{20 + i % 80}.{i % 100:02d},{1000 + i % 500},"
            f"{200 + _mix(i, 5003) / 10:.2f},{300 + i % 211},{1000 + _mix(i, 9973) / 10:.1f},{200 + i % 97}.{i % 90 + 10}"
            for i in range(n)]
    lines = []
    for i in range(0, n, 4):
        sold, face = 100 + _mix(i, 997), 20 + i % 80 + (i % 100) / 100
        spend, clicks = 200 + _mix(i, 5003) / 10, 300 + i % 211
        lines.append(f"- S{10000 + i}: {sold} × ${face:.2f} = ${sold * face + (0.01 if i % 40 == 0 else 0):,.2f}, "
                     f"CPC ${spend / clicks:.2f}, {1000 + _mix(i, 9973) / 10:,.1f} t at ${200 + i % 97}.{i % 90 + 10}/t")
    answer = "Per SKU:\n" + "\n".join(lines) + "\n\nTotal sold: 98,765,431."
    return answer, header + "\n" + "\n".join(rows), "Work out revenue per SKU from the export."


def yaml24(n: int) -> tuple[str, str, str]:
    """A YAML dump (`safe_dump` block style) of n records, nested, and an answer of column sums,
    means and gaps between named records."""
    blocks = []
    for i in range(n):
        blocks.append(f"- amount: {100 + _mix(i, 997)}.{i % 100:02d}\n  date: '2026-{i % 12 + 1:02d}-{i % 28 + 1:02d}'\n"
                      f"  id: {i + 1}\n  meta:\n    fee: {i % 9 + 1}.5\n    tags:\n    - t{i % 5}\n    - u{i % 3}\n"
                      f"  recipient: Shop {i}\n")
    answer = ("Totals: " + ", ".join(f"Shop {i} paid ${100 + _mix(i, 997) + 3}.{i % 100:02d} more than Shop {i + 1}"
                                     for i in range(0, n, 8))
              + ". The sum is 98,765,432.10 and the mean 4,321,987.55.")
    return answer, "\n".join(blocks), "Summarise the transactions."


def _clock12(minutes: int) -> str:
    hour, minute = minutes // 60 % 24, minutes % 60
    return f"{(hour - 1) % 12 + 1}:{minute:02d}{'am' if hour < 12 else 'pm'}"


def clocks24(n: int) -> tuple[str, str, str]:
    """A schedule of n 12-hour clocks, each line followed by a cushion to the next (clock-gap), rows
    of a prep table worked from a service time (schedule-step), `15h35 ago` durations (ago) and
    what is left of a stated limit of hours (time-left)."""
    lines = []
    for i in range(n):
        start = (i * 37) % 1440
        gap = 15 + i % 4 * 15
        lines.append(f"- **{_clock12(start)}**: step {i}; then {_clock12(start + gap)}, so there's a {gap + (1 if i % 25 == 0 else 0)}-minute cushion")
    rows = ["| Step | Task | Start | End |", "|---|---|---|---|"]
    rows += [f"| Item {i} | make ({i % 5 + 1} h) | {i % 12 + 8}:{i % 4 * 15:02d} | {i % 12 + 9 + i % 5}:{i % 4 * 15:02d} |" for i in range(n)]
    agos = ", ".join(f"on 2026-03-{i % 9 + 1:02d} at {i % 24:02d}:05, {i % 30 + 1}h{i % 60:02d} ago" for i in range(n // 2))
    answer = "\n".join(lines) + "\n\n" + "\n".join(rows) + "\n\nBooked " + agos + ".\n\nDriving left: 9h − 3h40 = 5h20, then 2h18 after 182 min."
    result = json.dumps({"steps": [{"name": f"Item {i}", "make_min": 30 + i % 5 * 15} for i in range(n)], "now": "2026-03-11 09:40:00"})
    return answer, result, "The current time is 2026-03-11 09:40:00. At most 9 h of driving a day."


def working_days24(n: int) -> tuple[str, str, str]:
    """n working-day counts from a weekday date to another, some closed days named."""
    parts = []
    for i in range(n):
        day = i % 28 + 1
        parts.append(f"{i % 9 + 2} working days from {_WEEKDAYS[(i + 3) % 5]} {day:02d} Dec to {_WEEKDAYS[(i + 1) % 5]} {(day + 6) % 28 + 1:02d} Dec")
    answer = "Plan: " + "; ".join(parts) + ". Fri 13 Nov is closed, so they run 9-12 Nov and 16-17 Nov, ending Tue 17 Nov."
    return answer, json.dumps({"start": "2026-11-09", "closed": ["2026-11-13"]}), "Site opens Monday 9 November 2026."


def units24(n: int) -> tuple[str, str, str]:
    """n lengths in inch fractions beside millimetres, lab units restated (`2,430 µL`), prices per
    another unit, measure rates and unit gaps, after stated factors."""
    parts = []
    for i in range(n):
        num = i % 63 + 1
        parts.append(f"{num}/64 = {num * 0.397:.1f} mm")
        parts.append(f"add {i % 9 + 1}.{i % 100:02d} mL ({(i % 9 + 1) * 1000 + i % 100 * 10:,} µL)")
        parts.append(f"{20 + i % 50},20 €/kg is {(20 + i % 50 + 0.2) / 1000:.4f} €/g")
        parts.append(f"lost {i % 5 + 1}.2 mm over {6000 + i:,} km, so {(6000 + i) / (i % 5 + 1.2):,.0f} km per mm")
        parts.append(f"extra at +£0.0{i % 90 + 10}/L")
    answer = "1/32 in = 0.794 mm and 1 mile = 1.609 km. " + "; ".join(parts) + "."
    result = json.dumps({"prices": [{"from": "2026-03-16", "price_per_l": round(1.4 + (i % 90) / 1000, 3)} for i in range(0, n, 3)]})
    return answer, result, "Convert these for me."


def cost_lines24(n: int) -> tuple[str, str, str]:
    """A price list of n items (`Item 17 rice ..... £4.20/kg`) and a table of n cost lines naming
    them, each a quantity in another unit times the item's price."""
    prices = "\n".join(f"Item {i} rice ..... £{1 + i % 9}.{i % 100:02d}/kg" for i in range(n))
    rows = ["| Item | Qty | Cost |", "|---|---:|---:|"]
    rows += [f"| Item {i} rice | {100 + _mix(i, 900)} g | £{(1 + i % 9 + (i % 100) / 100) * (100 + _mix(i, 900)) / 1000 + (0.01 if i % 30 == 0 else 0):.2f} |"
             for i in range(n)]
    answer = "Costed:\n\n" + "\n".join(rows) + "\n\nTotal £98,765.43."
    return answer, prices, "Cost the recipe from the price list."


def fees24(n: int) -> tuple[str, str, str]:
    """A fee schedule of n steps under headings, and n tiers priced through it (priced-chain,
    policy-chain)."""
    steps = "\n".join(f"Fee {i} ..... {i % 15 + 1}% of face value" if i % 2 else f"Charge {i} ..... ${i % 9 + 1}.50" for i in range(n))
    schedule = f"Per ticket\n{steps}\nPer order\nOrder processing ..... $1.95\nsales tax 8.875% on face value and all fees"
    tiers = "\n".join(f"- Tier {i}: {i % 6 + 1} × ${40 + i % 60}.00 → ${(i % 6 + 1) * (40 + i % 60) * 1.12 + 2.5 + (0.01 if i % 20 == 0 else 0):,.2f} with fees, "
                      f"15% off is ${(i % 6 + 1) * (40 + i % 60) * 0.85:,.2f}" for i in range(n))
    return "Your options:\n" + tiers + "\n", json.dumps({"tiers": [{"name": f"Tier {i}", "face_value": 40 + i % 60} for i in range(n)]}), schedule


def periods24(n: int) -> tuple[str, str, str]:
    """n day rates restated per hour and per week on a stated day and week (period-length), and
    monthly amounts restated a year (period-scaled)."""
    parts = [f"Worker {i} £{200 + i % 90}/day is £{(200 + i % 90) / 8:.2f}/h, £{(200 + i % 90) * 5:,.2f} a week, "
             f"${10 + i % 40}.{i % 100:02d} a month is ${(10 + i % 40 + (i % 100) / 100) * 12 + (0.01 if i % 30 == 0 else 0):,.2f} a year"
             for i in range(n)]
    result = json.dumps({"roster": [{"name": f"Worker {i}", "day_rate_gbp": 200 + i % 90} for i in range(n)]})
    return "Rates: " + "; ".join(parts) + ".", result, "A crew day is 8 hours and a working week is 5 days."


def readings24(n: int) -> tuple[str, str, str]:
    """A log of n odometer readings and n distances, uses and due points between them."""
    log = [{"date": f"2026-{i % 12 + 1:02d}-{i % 28 + 1:02d}", "odometer_km": 40000 + 37 * i, "tread_mm": round(8 - i * 0.001, 3)} for i in range(n)]
    parts = [f"it covered {37 * (i % 50 + 1):,} km between reading {i} and {i + i % 50 + 1}, by km: {40000 + 37 * i + 20000:,}"
             f" ({20000 - 37 * (i % 50):,} km left at {40000 + 37 * (i + i % 50):,})" for i in range(n)]
    return "Log: " + "; ".join(parts) + ".", json.dumps({"log": log, "service_interval": {"km": 20000, "months": 6}}), "How far did it go?"


def long_equation24(n: int) -> tuple[str, str, str]:
    """An answer that is one long equation of n terms and its total (off by one), a reasoning block
    of n sub-expressions before it, and a running product chain."""
    terms = [100 + _mix(i, 997) / 100 for i in range(n)]
    think = "<think> " + ". ".join(f"{t:.2f} + {terms[(i + 1) % n]:.2f}" for i, t in enumerate(terms)) + ". </think> "
    equation = " + ".join(f"{t:.2f}" for t in terms) + f" = {sum(terms) + 0.01:,.2f}"
    chain = " = ".join(f"{i + 2} × {i + 3}" for i in range(n)) + f" = {(n + 1) * (n + 2):,}"
    return think + f"£{terms[0] + terms[1]:.2f} first. " + equation + ". Then " + chain + ".", json.dumps({"terms": terms[::5]}), "Add them up."


def groupings24(n: int) -> tuple[str, str, str]:
    """n numbers in Swiss, SI and Indian digit groupings, long runs of groups too."""
    shapes = ["CHF {a}'{b:03d}.50", "{a}\u202f{b:03d}", "\u20b9{a},{c:02d},{b:03d}.00", "{a}\u2019{b:03d}", "{a}\u2009{b:03d}\u2009{b:03d}"]
    parts = [shapes[i % len(shapes)].format(a=i % 90 + 10, b=_mix(i, 1000), c=i % 90 + 10) for i in range(n)]
    long_run = "'".join(f"{i % 1000:03d}" for i in range(n)) + " " + ",".join(f"{i % 100:02d}" for i in range(n))
    return "Amounts: " + ", ".join(parts) + ". Also 1" + long_run + ".", json.dumps({"values": [10_000 + _mix(i, 90_000) for i in range(0, n, 4)]}), "Amounts?"


def whitespace24(n: int) -> tuple[str, str, str]:
    """Numbers and clocks under runs of odd whitespace: tabs, no-break and thin spaces, blank lines,
    a line of n spaces between a value and its unit."""
    ws = [" " * 40, "\t" * 40, "\u00a0" * 40, "\n" * 40, "\u2009" * 40, " \n\t\u00a0" * 10]
    parts = [f"${100 + i}.{i % 100:02d}{ws[i % len(ws)]}per{ws[(i + 1) % len(ws)]}day{ws[(i + 2) % len(ws)]}at {i % 12 + 1}:{i % 60:02d}{ws[i % 3]}pm"
             for i in range(n)]
    return "Costs:" + ("\u2009" * n) + " ".join(parts) + ("\n" * n) + "Total $98,765.43.", json.dumps({"v": [100 + i for i in range(0, n, 5)]}), "Costs?"


def siblings24(n: int) -> tuple[str, str, str]:
    """A result of one product of n variants, an answer of n signed changes between them, shares of
    a whole by parts, and remainders."""
    variants = [{"item_id": f"V{100000 + i}", "options": {"color": f"c{i}", "size": str(i % 12)}, "price": 100 + _mix(i, 997) / 10} for i in range(n)]
    parts = [f"c{i + 1} size {(i + 1) % 12}: ${100 + _mix(i + 1, 997) / 10:.2f} ({'+' if _mix(i + 1, 997) >= _mix(i, 997) else '-'}"
             f"${abs(_mix(i + 1, 997) - _mix(i, 997)) / 10 + (0.01 if i % 25 == 0 else 0):.2f})" for i in range(n)]
    answer = "Switching from c0: " + ", ".join(parts) + ". Split by area (180 + 140 + 120 = 440 sq ft): A pays $43.18, leaving $56.82."
    return answer, json.dumps({"product": {"variants": variants}, "rooms_sqft": {"A": 180, "B": 140, "C": 120}}), "What would each cost?"


def slashed24(n: int) -> tuple[str, str, str]:
    """n yearless slashed dates (`11/07`), n ISO ones, spans between them, over a result of n dates."""
    parts = [f"{i % 12 + 1:02d}/{i % 28 + 1:02d} ({i % 30 + 1} days incl. today), resumes {(i + 1) % 12 + 1:02d}/{(i * 3) % 28 + 1:02d}" for i in range(n)]
    result = json.dumps({"events": [{"date": f"2026-{i % 12 + 1:02d}-{(i * 5) % 28 + 1:02d}"} for i in range(n)]})
    return "Cycle: " + ", ".join(parts) + ".", result, "Today is 2026-06-09."


def named_columns24(n: int, arrays: int = 64) -> tuple[str, str, str]:
    """(found growing) One line of n values, each after a word of its own, over a result of 64
    arrays of 64 records (256 columns kept, every record named by words): the `carried-total` rule
    of a column its line names (`explain_named`) asked every row of every column whether a word of
    the line before the value names it, each against every word of that line (n values x n words x
    16,384 rows); `carried-ratio` searched the line for every record's words once per quotient."""
    result = {f"group{a}": [{"label": f"row {a} {r} lorem ipsum", "alpha": 100 + r, "beta": 200 + a, "gamma": r * a + 1,
                             "delta": 7 + r} for r in range(64)] for a in range(arrays)}
    answer = "Readings " + " ".join(f"{_letters(i)} {1000 + 7 * i:,}.{i % 100:02d}" for i in range(n)) + "."
    return answer, json.dumps(result), "Go through the readings."


def _letters(i: int) -> str:
    """A distinct word of letters for each i (`qaaa`, `qaab` ...): a word the rules read as one."""
    word = ""
    for _ in range(3):
        word, i = chr(97 + i % 26) + word, i // 26
    return "q" + word


FAMILIES24 = {
    "csv24": (csv24, 1000),
    "yaml24": (yaml24, 500),
    "clocks24": (clocks24, 200),
    "working_days24": (working_days24, 250),
    "units24": (units24, 150),
    "cost_lines24": (cost_lines24, 200),
    "fees24": (fees24, 150),
    "periods24": (periods24, 200),
    "readings24": (readings24, 250),
    "long_equation24": (long_equation24, 250),
    "groupings24": (groupings24, 500),
    "whitespace24": (whitespace24, 250),
    "siblings24": (siblings24, 250),
    "slashed24": (slashed24, 250),
    "named_columns24": (named_columns24, 100),
}

__all__ = ["FAMILIES24"]
