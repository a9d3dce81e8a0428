"""Generic hostile answers for `test_every_rule_grows_linearly.py`: the shapes any domain's answers
take, at a size n, aimed at no rule in particular.

Each builder returns (answer, result, user text). n numbers, rows, bullets, dates or terms are
carried by the result (grounded: read by every rule, tried by none), and a constant handful of
values are not (an invented total, an average, a share, a gap, a spelled date): each of those is
tried by every rule against n of everything, so a rule whose one try grows faster than the answer
grows shows it, and the work the bounds grant grows about linearly. The words are the ones people
write numbers with (total, average, per, each, more than, from ... to, split, %), in no domain.
"""

from __future__ import annotations

import json

_TAIL = (  # values of 8 digits or more: no generated number is one slip from them, at any size
    " In total that is $98,765,432.10, about 4,321,987.5 per day on average, 12.75% more than the 81,234,567 before;"
    " split evenly between the 3 of us that is $32,921,810.70 each, from 70,104,321 to 77,771,234 units."
)


def _mix(i: int, size: int = 10_007) -> int:
    """A distinct number under `size` for each i, in no order: the first n of them are spread as the
    first 4n are, so 4n items have the shapes n items have (digits, separators), only more of them."""
    return i * 7_919 % size


def _amount(i: int) -> float:
    return round(100 + _mix(i) / 11, 2)


def line_of_numbers(n: int) -> tuple[str, str, str]:
    """n numbers and amounts on one line, one sentence."""
    parts = [f"${_amount(i):,.2f}" if i % 3 == 0 else (f"{1000 + _mix(i)}" if i % 3 == 1 else f"{2.5 + _mix(i, 997) / 4:.2f}")
             for i in range(n)]
    carried = [_amount(i) if i % 3 == 0 else (1000 + _mix(i) if i % 3 == 1 else round(2.5 + _mix(i, 997) / 4, 2)) for i in range(n)]
    answer = "The readings are " + ", ".join(parts) + "." + _TAIL
    return answer, json.dumps({"readings": carried}), "What are the readings, and their total?"


def table_rows(n: int) -> tuple[str, str, str]:
    """A markdown table of n rows (a count, a price, a line total, a share), a total row after them."""
    rows = ["| Item | Qty | Unit price | Line total | Share |", "|---|---:|---:|---:|---:|"]
    records = []
    for i in range(n):
        qty, price = i % 7 + 2, _amount(i)
        line = round(qty * price, 2)
        share = _mix(i, 997) / 100 + 0.5
        rows.append(f"| item {i} | {qty} | ${price:,.2f} | ${line:,.2f} | {share:.2f}% |")
        records.append({"id": f"item {i}", "qty": qty, "price": price, "line": line, "share": share})
    # (round 14) a calculation cell and its result, a discount written with a minus sign, a percent row
    rows.append("| fee | 2 | 2 × $1.50 | $3.00 | |")
    rows.append("| discount | | | −$4.00 | |")
    rows.append("| Tax (8%) | | | $987.65 | |")
    rows.append("| **Total** | 99 | | $123,456.78 | 100.0% |")
    answer = "Here is the breakdown:\n\n" + "\n".join(rows) + "\n\n" + _TAIL.strip()
    return answer, json.dumps({"items": records}), "Break it down per item, please."


def bullet_amounts(n: int) -> tuple[str, str, str]:
    """A long bullet list of amounts, each with a date and a label, a total and a balance after it."""
    lines, records = [], []
    for i in range(n):
        day = f"2026-{i % 12 + 1:02d}-{i % 28 + 1:02d}"
        # (recall43) payments numbered from 10: a label of one width at every n (from 0, the two-digit
        # labels were 10 at n = 20 and 70 at 4n, 7x, and each is judged as a short number: the count of
        # work grew with the labels' widths, not with any reading)
        lines.append(f"- {day}: payment {i + 10} of ${_amount(i):,.2f} (+${i % 9 + 1}.50 fee)")
        records.append({"date": day, "amount": _amount(i), "fee": i % 9 + 1.5, "ref": f"P{100000 + i}"})
    answer = "Your payments:\n" + "\n".join(lines) + "\n\nTotal: $54,321.09, balance now $1,234.56 (about CA$1,679.00)." + _TAIL
    return answer, json.dumps({"payments": records, "balance": 4321.0}), "List my payments."


def dates_and_clocks(n: int) -> tuple[str, str, str]:
    """n dates and clocks in several spellings, with zones and ranges, a few not carried."""
    parts, stamps = [], []
    for i in range(n):
        day, hour, minute = i % 28 + 1, i % 24, (7 * i) % 60
        stamps.append(f"2026-03-{day:02d}T{hour:02d}:{minute:02d}:00Z")
        spelled = (f"2026-03-{day:02d} {hour:02d}:{minute:02d} UTC", f"March {day}, 2026 at {hour:02d}:{minute:02d}",
                   f"{hour:02d}:{minute:02d}-{(hour + 1) % 24:02d}:{minute:02d} on 03/{day:02d}/2026")[i % 3]
        parts.append(spelled)
    answer = ("Events: " + "; ".join(parts) + ". Next: 2026-04-31 at 25:10, March 32, 2026 at 9:61 PM PST,"
              " 14:00-15:45 (1 h 30 min), 3 days after 2026-03-04 is 2026-03-08, the first paid on 03-01."
              # dates without a year (round 15's yearless_context): a day word, a count with both ends, a weekday after
              " Then Apr 2 (tomorrow), Apr 9 through Apr 11 (3 days), the Friday after Apr 3, Apr 14, Oct 25 as the clocks change."
              # (round 25) ISO weeks of dates the line writes (iso_weeks.py): one right, one a digit off
              " 2026-03-04 falls in ISO week 2026-W10, March 5, 2026 in 2026-W11."
              # (round 25) a clock the question names moved by a stated duration (asked_shifts.py), a clock
              # said in words (clock_words.py), a written fraction of a whole (fraction_shares.py)
              " Leaving at 09:30 you arrive at 09:55; 3/12 of the range of 3.7 m is 0.925 m."
              # (round 25) a rate times a premium its line names in words (worded_multiples.py)
              "\nRate: £248/day ÷ 8 = £31.00/h; time and a half: £46.50/h.")
    return answer, json.dumps({"events": [{"at": s} for s in stamps]}), (
        "Today is 2026-03-20. When were the events? It's 25 min away: if we leave at 09:30, or at half past nine"
        " (a las nueve y media), when do we arrive?")


def equation_chain(n: int) -> tuple[str, str, str]:
    """An equation written out and a chain of n steps, each step's result the next one's operand."""
    terms = [_amount(i) for i in range(8)]  # a sum of more terms than the parser reads is a different shape
    total = round(sum(terms), 2)
    steps, running = [], 1000
    gap = " " * n
    for i in range(n):
        step = i % 9 + 1
        steps.append(f"{running} + {step} = {running + step}")
        running += step
    answer = (" + ".join(f"{t:.2f}" for t in terms) + f" = {total:.2f}, SD 12.34. Steps: " + ", ".join(steps) + "." + _TAIL
              + f"\n\n{total:.2f} → × 2 = {2 * total:.2f} → ÷ 4 = {total / 2:.3f}"  # (round 14: an arrow chain)
              # (round 23) a factor stated then used, an inch's fractions, hours and minutes left
              + "\n\n1/32 in = 0.794 mm, so 9/32 = 7.1 mm; with 1 mile = 1.609 km the 12.43 mi leg is 20.00 km."
              " Driving left: 9h − 3h40 = 5h20, then 2h18 after the next leg."
              # (mend43a, review43 D0) a step of numbers spaced as aligned columns, its run of blanks growing with n
              # (the `[ \t]*` pairs of `stepped_results` split such a run every way: 50 blanks a gap took 25.7 s)
              + "\n\n1. 1000" + gap + "+" + gap + "7" + gap + "+" + gap + "12" + gap + "+" + gap + "5\n2. 1024")
    return answer, json.dumps({"terms": terms, "start": 1000}), "Add them up, step by step."


def glued_units(n: int) -> tuple[str, str, str]:
    """n numbers glued to units and letters (`48.71s`, `12kg`, `v2.3.4`, `frame.py:1043`, `A320neo`, `10GB`)."""
    shapes = ("{a}s", "{b}kg", "v{c}.{d}.{e}", "frame{c}.py:{b}", "A{b}neo", "{c}GB", "{a}ms", "x{c}", "{b}-{c}")
    parts, carried = [], []
    for i in range(n):
        a, b, c, d, e = f"{10 + _mix(i, 9_973) / 100:.2f}", 1000 + _mix(i), i % 97 + 3, i % 13, i % 7
        text = shapes[i % len(shapes)].format(a=a, b=b, c=c, d=d, e=e)
        parts.append(text)
        carried.append(text)
    answer = "Logged: " + ", ".join(parts) + "; and 77.77s, 9,999kg, v9.9.99 not seen." + _TAIL
    return answer, json.dumps({"log": " ".join(carried)}), "What did the log say?"


def big_result(n: int) -> tuple[str, str, str]:
    """One result of thousands of numbers in named records; an answer of a few values beside them."""
    records = [{"name": f"plan {i}", "id": f"R{10000 + i}", "monthly": _amount(i), "yearly": round(12 * _amount(i), 2),
                "rate": round(0.01 * (i % 90) + 0.5, 4), "count": i % 17, "balance": round(50 + _mix(i) / 3, 2)}
               for i in range(n * 4)]
    answer = ("Plan 3 costs $122.11 a month, $1,465.32 a year, $15.00 more than plan 2; switching from plan 1 to plan 5"
              " saves $29.48 per month. Your balance is now $59.90 after the $3.30 refund." + _TAIL)
    return answer, json.dumps({"plans": records}), "Compare the plans."


# name -> (builder, n): n is the small size (the test also checks 4n): under the work bounds, quick to trace
GENERATORS = {
    "line_of_numbers": (line_of_numbers, 40),
    "table_rows": (table_rows, 16),
    "bullet_amounts": (bullet_amounts, 20),
    "dates_and_clocks": (dates_and_clocks, 32),
    "equation_chain": (equation_chain, 12),
    "glued_units": (glued_units, 60),
    "big_result": (big_result, 40),
}

__all__ = ["GENERATORS"]
