"""Round 27 (hostile27): hostile answers and results aimed at the rule modules and readers of round 26.

Each builder takes a size n and returns (answer, result, user text), n of a shape those readers and
rules read: a fixed-width report of n rows (`text_tables.py`'s aligned reader) whose rows the
answer divides and whose columns it totals, a key-value report of n labelled breakdowns (its
key-value reader) the answer sums, quantities a person states per a thing times counts the answer
writes (`count_multiples.py`: `count-multiple`), dotted dates moved by a stated span (`30.09. + 21
days`), counts per a thing (`4,586 words a job`: `item_prices._per_thing_count`), lines that repeat
the base of the line above (`- Silver: × 0.20 = 446.00`: `expressions._ditto`). Most values are
computed right, a constant share one digit off. `bench/bench_rule_growth.py` times them
(`--only fixed_width27,...`); `test_growth27.py` bounds them.
"""

from __future__ import annotations

import json
from datetime import date, timedelta

from .inputs26 import _mix, _slip

_WORDS = ("north", "south", "east", "west", "harbour", "airport", "market", "station", "bridge", "castle", "garden")


def _name(i: int) -> str:
    """A distinct lower-case row name of letters for each i under 11 ** 3 (`north`, `southeast`, ...)."""
    k = len(_WORDS)
    return "".join(_WORDS[d] for d in ((i // k // k % k - 1, i // k % k - 1) if i >= k * k else (i // k - 1,) if i >= k else ())
                   ) + _WORDS[i % k]


def fixed_width27(n: int) -> tuple[str, str, str]:
    """A fixed-width report of n rows (`branch   orders   loaves   revenue_eur`, thousands grouped),
    an answer of each row's revenue per loaf and the columns' totals."""
    rows = [(_name(i), 10 + _mix(i, 80), 1000 + 10 * _mix(i, 900), 2000 + _mix(i, 9000) + 0.5 * (i % 2)) for i in range(n)]
    lines = ["MONTH REPORT", f"{'branch':<12}{'orders':>8}{'loaves':>10}{'revenue_eur':>14}"]
    lines += [f"{name:<12}{orders:>8}{loaves:>10,}{revenue:>14,.2f}" for name, orders, loaves, revenue in rows]
    parts = [f"- {name}: €{revenue / loaves + 0.01 * _slip(i):.2f} a loaf" for i, (name, _, loaves, revenue) in enumerate(rows)]
    total = sum(r[2] for r in rows)
    answer = "Revenue per loaf:\n" + "\n".join(parts) + f"\nIn all: {total:,} loaves and {sum(r[1] for r in rows):,} orders."
    return answer, "\n".join(lines), "Per loaf by branch, please."


def key_report27(n: int) -> tuple[str, str, str]:
    """A key-value report of n labels, each a breakdown of three named parts (`revenue_k   lift
    8,914 | school 1,204 | rental 1,877`), and an answer of each label's sum."""
    lines, parts = ["SEASON SUMMARY"], []
    for i in range(n):
        a, b, c = 1000 + _mix(i, 9000), 500 + _mix(i + 3, 4000), 200 + _mix(i + 5, 700)
        lines.append(f"{_name(i)}      lift {a:,} | school {b:,} | rental {c:,}")
        parts.append(f"- {_name(i).title()} takings {a + b + c + _slip(i + 7):,} in all.")
    return "Totals:\n" + "\n".join(parts), "\n".join(lines), "Sum each line."


def count_multiples27(n: int) -> tuple[str, str, str]:
    """A person's quantities per a thing (`a van carries 40 crates`, one a clause) and an answer of n
    sentences scaling them by a count written with the thing (`With three vans that is 120 crates.`)."""
    things = [(_name(i) + "er", 1000 + _mix(i, 9000)) for i in range(min(n, 60))]
    user = "; ".join(f"a {thing} carries {q:,} crates" for thing, q in things) + "."
    counts = ("two", "three", "4", "five", "6", "seven")
    parts = []
    for i in range(n):
        thing, q = things[i % len(things)]
        k = i % len(counts)
        count = [2, 3, 4, 5, 6, 7][k]
        parts.append(f"With {counts[k]} {thing}s that is {q * count + _slip(i):,} crates.")
    result = json.dumps({"depots": [{"depot": f"D{i}", "open": True} for i in range(0, n, 8)]})
    return " ".join(parts), result, user


def dotted_dates27(n: int) -> tuple[str, str, str]:
    """A result of n invoices dated day first with dots (`30.09.2026`) and an answer of each one's due
    date, the span stated beside it (`due 21 October 2026 (30.09. + 21 days)`)."""
    start = date(2026, 1, 1)
    invoices, parts = [], []
    for i in range(n):
        issued = start + timedelta(days=_mix(i, 300))
        span = 7 * (1 + i % 5)
        due = issued + timedelta(days=span + _slip(i))
        invoices.append({"invoice": f"R-{1000 + i}", "dated": issued.strftime("%d.%m.%Y")})
        parts.append(f"- R-{1000 + i}: due {due.day} {due.strftime('%B %Y')} ({issued.strftime('%d.%m.')} + {span} days)")
    return "Due dates:\n" + "\n".join(parts), json.dumps({"invoices": invoices}), "When is each due?"


def per_thing27(n: int) -> tuple[str, str, str]:
    """A result of n translators' words and jobs and an answer of each one's words a job (`96,300
    words in 21 jobs, 4,586 words a job.`)."""
    rows, parts = [], []
    for i in range(n):
        jobs = 11 + _mix(i, 40)
        words = jobs * (1000 + _mix(i + 1, 5000)) + _mix(i + 2, jobs)
        rows.append({"name": _name(i), "jobs": jobs, "words": words})
        each = round(words / jobs)
        parts.append(f"{_name(i).title()}: {words:,} words in {jobs} jobs, {each + _slip(i):,} words a job.")
    return "\n".join(parts), json.dumps({"translators": rows}), "Words a job for each?"


def ditto27(n: int) -> tuple[str, str, str]:
    """A price list whose first line works a base times a rate and each line after it repeats the base
    (`- Gold: 2,230 × 0.22 = €490.60` then `- Silver: × 0.20 = €446.00`), n lines."""
    base = 2230
    lines = [f"- Gold: {base:,} × 0.22 = €{base * 0.22:,.2f}"]
    for i in range(n):
        rate = (5 + _mix(i, 90)) / 100
        lines.append(f"- {_name(i).title()}: × {rate:.2f} = €{base * rate + 0.1 * _slip(i + 7):,.2f}")
    return "Prices:\n" + "\n".join(lines), json.dumps({"base_units": base, "gold_rate": 0.22}), "Price each grade."


# name -> (builder, first size); `rule_inputs.FAMILIES` takes them all
FAMILIES27 = {
    "fixed_width27": (fixed_width27, 50),
    "key_report27": (key_report27, 50),
    "count_multiples27": (count_multiples27, 50),
    "dotted_dates27": (dotted_dates27, 50),
    "per_thing27": (per_thing27, 50),
    "ditto27": (ditto27, 50),
}

__all__ = ["FAMILIES27"]
