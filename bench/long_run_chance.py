"""(pool39) Does the audit get blinder as a run grows? One long run of N tool results, each answer
writing one probe value, judged by the incremental auditor (`RunAuditor`) as the pipeline judges it;
by N, the share of the probes of each kind that the arithmetic excuses, and by which computed kind.

    PYTHONPATH=src python bench/long_run_chance.py [--sizes 10,100,1000,5000] [--seed 39] [--late]

The results vary their shape as tools return them (a JSON order with an id, an amount, a
quantity and a unit price; a JSON array of two line items; a CSV text row; `Key: value` lines) and
their record ids grow along the run (ORD-24000, ORD-24001 ...), as an order system's do. Each
answer restates the numbers its result carries (grounded) and writes one probe:

- honest (must stay computed): `sum` (two items the answer lists, `together 631.50`), `product`
  (a unit price times a count the answer states, `4 at 411.50 each: 1,646.00`), `difference` (two
  carried amounts the answer names, `1,234.50 less the 200.00 paid leaves 1,034.50`);
  `units` (a whole count of boxes times the units a box holds, `7 boxes of 240 each: 1,680 units`);
- invented (must stay flagged): `random` (a number of the same size no source carried, in the same
  sentence frames), `one-digit` (an honest value with one digit changed), `fixed` (hostile38's shape:
  the same invented `48213` every such answer; once one answer's is excused by chance, `repeat`
  excuses every later one), `small` (a bare whole number of four digits no source carried,
  `The shipment weighs 3,420 kg.`: a match for any earlier answer's computed whole number of that size).

`--late` counts only the answers of the run's last fifth (the state a long run reaches). The
hostile38 run of 40,000 messages (13,333 answers, ids up to 24,109 by answer 8,036) is the size this
measures; `tests/evidence/test_pool39.py` keeps a small case of it in the suite.

Round 39 (seed 39, interpreted, CPU s 58 at 5,000), main 46972287 then pool39 (`repeat` bounded,
`computed/basis._repeat_in_reach`): honest shares the same at every size (5,000: sum 552/625,
product 454/625, difference 573/625, units 336/625); random, one-digit and fixed 0 at every size;
`small` at 1,000: 3/125 (repeat 2, carried-total 1) -> 1/125 (carried-total 1), at 5,000: 8/625
(repeat 4, carried-total 4) -> 4/625 (carried-total 4). hostile38's shape: 48213 excused in 393 of
500 answers, 893 of 1,000, 4,893 of 5,000 (all from answer 107: `conversation` once, then `repeat`)
-> 5 (answers 107-111; measured at 500 and 1,000). `carried-total` sums this turn's result only: a per-answer chance,
the same at every size. The honest `units` share falls with the run (77% at 1,000, 54% at 5,000)
on main too: not looked into (a long-run refusal of an honest value, not a chance excuse).

Round 40 (long40): `--restated`, a run whose every fourth answer restates a unit price bare (the
answer before last's, as written or to three places; one of 41 answers back beside its amount or
bare; invented: three places with the last digit wrong, a price no answer computed); main 99ff991e
at 5,000: recent 54/207, recent-finer 44/207, far-named 56/206 (the repeat pools held the run's first
256 values) -> 205/207, 201/207, 202/206; far-finer 11 -> 6/206, finer-off 0 -> 6/206 (all probes
equal to the exact value truncated), random 0/207. `--cost`: CPU microseconds an answer by run length
(the last tenth of the first N answers of one run). The carried-record pools (long40) made the
1,000-answer run 10.0 -> 8.1 CPU s.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from decimal import Decimal

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from evidence_audit.evidence import resolve_gate  # noqa: E402
from evidence_audit.evidence.auditor import RunAuditor  # noqa: E402

HONEST = ("sum", "product", "difference", "units")
INVENTED = ("random", "one-digit", "fixed", "small")
KINDS = HONEST + INVENTED
FIXED = "48213"


def money(x: Decimal) -> str:
    """`1,234.50`."""
    return f"{x:,.2f}"


def amount(rng: random.Random) -> Decimal:
    return Decimal(rng.randrange(1000, 500000)) / 100


def one_digit_off(text: str, rng: random.Random) -> str:
    """The same spelling with one digit changed (never the first to 0)."""
    places = [i for i, ch in enumerate(text) if ch.isdigit()]
    while True:
        i = rng.choice(places)
        digit = rng.choice([d for d in "0123456789" if d != text[i]])
        if i == places[0] and digit == "0":
            continue
        return text[:i] + digit + text[i + 1:]


def result_text(shape: int, order: int, a: Decimal, b: Decimal, unit: Decimal, qty: int) -> str:
    """One tool result in one of four shapes, carrying the order id, two amounts, a unit price, a quantity."""
    if shape == 0:
        return ('{"order_id": "ORD-%d", "amount": %s, "paid": %s, "unit_price": %s, "quantity": %d}'
                % (order, a, b, unit, qty))
    if shape == 1:
        return ('{"order": %d, "lines": [{"sku": "SKU-%d-A", "price": %s}, {"sku": "SKU-%d-B", "price": %s}],'
                ' "unit_price": %s, "qty": %d}' % (order, order, a, order, b, unit, qty))
    if shape == 2:
        return "order_id,amount,paid,unit_price,qty\nORD-%d,%s,%s,%s,%d" % (order, a, b, unit, qty)
    return "Order: %d\nAmount: %s\nPaid: %s\nUnit price: %s\nQuantity: %d" % (order, a, b, unit, qty)


def probe(kind: str, a: Decimal, b: Decimal, unit: Decimal, count: int, rng: random.Random) -> tuple[str, str]:
    """The answer's sentence for one probe kind, and the probe value as written."""
    if kind in ("units", "small"):
        boxes, per = rng.randrange(2, 13), rng.randrange(100, 900)
        value = f"{boxes * per:,}" if kind == "units" else f"{rng.randrange(1000, 10000):,}"
        if kind == "units":
            return f"That is {boxes} boxes of {per} each: {value} units.", value
        return f"The shipment weighs {value} kg.", value
    honest_kind = kind if kind in HONEST else rng.choice(HONEST[:3])
    if honest_kind == "sum":
        value = money(a + b)
    elif honest_kind == "product":
        value = money(unit * count)
    else:
        big, small = max(a, b), min(a, b)
        a, b = big, small
        value = money(big - small)
    if kind == "one-digit":
        value = one_digit_off(value, rng)
    elif kind == "random":
        value = money(Decimal(rng.randrange(10 ** (len(value.replace(",", "")) - 4), 10 ** (len(value.replace(",", "")) - 3)))
                      + Decimal(rng.randrange(100)) / 100)
    elif kind == "fixed":
        value = FIXED
    if honest_kind == "sum":
        return f"The two lines are {money(a)} and {money(b)}, together {value}.", value
    if honest_kind == "product":
        return f"For {count} units at {money(unit)} each: {value}.", value
    return f"The amount {money(a)} less the {money(b)} paid leaves {value}.", value


def run(n: int, seed: int, late: bool) -> tuple[dict[str, int], dict[str, int], dict[str, dict[str, int]], float]:
    """Judge one run of `n` results; per kind: probes, excused, and the computed kinds excusing them."""
    rng = random.Random(seed)
    auditor = RunAuditor(resolve_gate({}))
    auditor.add("system", "You are the order desk's assistant. Quote the order system's figures.")
    asked = {k: 0 for k in KINDS}
    excused = {k: 0 for k in KINDS}
    by: dict[str, dict[str, int]] = {k: {} for k in KINDS}
    start = time.process_time()
    for i in range(n):
        order = 24000 + i
        a, b, unit = amount(rng), amount(rng), amount(rng)
        qty = rng.randrange(2, 9)
        count = rng.randrange(2, 13)
        kind = KINDS[i % len(KINDS)]
        named = f"ORD-{order}" if i % 2 == 0 else str(order)  # (hostile38's answers wrote the bare id)
        auditor.add("user", f"Can you check order {named} for me?")
        auditor.add("tool", result_text(i % 4, order, a, b, unit, qty))
        sentence, value = probe(kind, a, b, unit, count, rng)
        answer = f"Order {named}: amount {money(a)}, paid {money(b)}, unit price {money(unit)}. {sentence}"
        verdict = auditor.judge(answer)
        if not late or i >= n - n // 5:
            asked[kind] += 1
            for c in verdict.computed or ():
                if c.value.replace(",", "") == value.replace(",", ""):
                    excused[kind] += 1
                    by[kind][c.derivation] = by[kind].get(c.derivation, 0) + 1
                    break
        auditor.add("assistant", answer)
    return asked, excused, by, time.process_time() - start


def hostile38(n: int) -> tuple[int, int | None]:
    """hostile38's run as it was written: `n` user / tool / answer triples, the ids one apart from
    24,000, each answer restating its id and amount and writing the invented `48213`. Its answers
    whose `48213` is excused, and the first of them."""
    auditor = RunAuditor(resolve_gate({}))
    auditor.add("system", "You help with orders.")
    excused, first = 0, None
    for i in range(n):
        order = 24000 + i
        auditor.add("user", f"What is the total for order {order}?")
        auditor.add("tool", '{"order": %d, "amount": 120.50, "items": 3}' % order)
        answer = f"Order {order} totals 120.50 for 3 items, then {FIXED}."
        if any(c.value == FIXED for c in auditor.judge(answer).computed or ()):
            excused += 1
            first = i if first is None else first
        auditor.add("assistant", answer)
    return excused, first


RESTATED = ("recent", "recent-finer", "far-named", "far-finer", "finer-off", "random")
RESTATED_HONEST = RESTATED[:3]


def restated(n: int, seed: int) -> tuple[dict[str, int], dict[str, int], float]:
    """(long40) The repeat pools late in a long run: `n` answers, three in four working a unit price
    out (`1,234.57 / 7 = 176.37 a unit`, a value the run remembers), every fourth a reply restating
    one (no operand): `recent`, the value of two answers back, as written; `recent-finer`, the same
    to three places (`176.367`, `_repeated_finer`); `far-named`, one of 41 answers back to three
    places beside its amount (an operand written); `far-finer`, the same without its amount; and
    invented: `finer-off`, the recent value to three places with the last digit wrong; `random`, a
    bare unit price of the same size no answer computed. Per kind: probes, and those excused."""
    rng = random.Random(seed)
    auditor = RunAuditor(resolve_gate({}))
    auditor.add("system", "You are the order desk's assistant. Quote the order system's figures.")
    asked = {k: 0 for k in RESTATED}
    excused = {k: 0 for k in RESTATED}
    rows: list[tuple[Decimal, int, Decimal]] = []
    start = time.process_time()
    for i in range(n):
        order = 24000 + i
        amt, q = amount(rng) + 1000, rng.randrange(7, 12)
        per = amt / q
        rows.append((amt, q, per))
        auditor.add("user", f"Can you check order ORD-{order} for me?")
        auditor.add("tool", '{"order_id": "ORD-%d", "amount": %s, "quantity": %d}' % (order, amt, q))
        head = f"Order ORD-{order}: amount {money(amt)}."
        kind = RESTATED[(i // 4) % len(RESTATED)] if i % 4 == 3 and i >= 44 else ""
        if not kind:
            answer, value = f"{head} {q} units: {money(amt)} / {q} = {per:.2f} a unit.", ""
        else:
            back_amt, _, back = rows[i - 41] if kind.startswith("far") else rows[i - 2]
            if kind == "recent":
                value = f"{back:.2f}"
            elif kind == "random":
                value = f"{Decimal(rng.randrange(10000, 100000)) / 100:.2f}"
            else:
                value = f"{back:.3f}"
                if kind == "finer-off":
                    value = value[:-1] + rng.choice([d for d in "0123456789" if d != value[-1]])
            named = f" of {money(back_amt)}" if kind == "far-named" else ""
            answer = f"{head} The {value} a unit{named} from before still stands."
        verdict = auditor.judge(answer)
        if kind:
            asked[kind] += 1
            found = [c for c in verdict.computed or () if Decimal(c.value.replace(",", "")) == Decimal(value)]
            if found:
                excused[kind] += 1
                if kind not in RESTATED_HONEST and os.environ.get("LONG40_SHOW"):
                    print(kind, answer, "->", found[0].derivation, found[0].from_)
        auditor.add("assistant", answer)
    return asked, excused, time.process_time() - start


def cost(sizes: list[int], seed: int) -> list[tuple[int, float, int]]:
    """(long40) The per-answer cost by run length: one run of the largest size (the probes of `run`,
    every kind in turn), the CPU time of each answer's `judge` and `add`s; per size N, the mean over
    the answers of the last tenth of the first N (at least 10): (N, microseconds an answer, answers)."""
    rng = random.Random(seed)
    auditor = RunAuditor(resolve_gate({}))
    auditor.add("system", "You are the order desk's assistant. Quote the order system's figures.")
    spent: list[float] = []
    for i in range(max(sizes)):
        order = 24000 + i
        a, b, unit = amount(rng), amount(rng), amount(rng)
        qty, count = rng.randrange(2, 9), rng.randrange(2, 13)
        named = f"ORD-{order}" if i % 2 == 0 else str(order)
        sentence, _ = probe(KINDS[i % len(KINDS)], a, b, unit, count, rng)
        answer = f"Order {named}: amount {money(a)}, paid {money(b)}, unit price {money(unit)}. {sentence}"
        start = time.process_time()
        auditor.add("user", f"Can you check order {named} for me?")
        auditor.add("tool", result_text(i % 4, order, a, b, unit, qty))
        auditor.judge(answer)
        auditor.add("assistant", answer)
        spent.append(time.process_time() - start)
    out = []
    for n in sizes:
        window = spent[n - max(10, n // 10):n]
        out.append((n, 1e6 * sum(window) / len(window), len(window)))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10,100,1000,5000")
    parser.add_argument("--seed", type=int, default=39)
    parser.add_argument("--late", action="store_true", help="count the last fifth of each run only")
    parser.add_argument("--restated", action="store_true", help="(long40) the restatement table only")
    parser.add_argument("--cost", action="store_true", help="(long40) CPU us an answer by run length only")
    args = parser.parse_args(argv)
    if args.cost:
        print("| answers | CPU us an answer (the last tenth) | answers timed |")
        print("|---|---:|---:|")
        for n, micros, timed in cost([int(s) for s in args.sizes.split(",")], args.seed):
            print(f"| {n:,} | {micros:,.0f} | {timed:,} |")
        return 0
    if args.restated:
        print("| answers | " + " | ".join(RESTATED) + " | CPU s |")
        print("|---|" + "---|" * (len(RESTATED) + 1))
        for n in (int(s) for s in args.sizes.split(",")):
            asked, excused, cpu = restated(n, args.seed)
            print(f"| {n:,} | " + " | ".join(f"{excused[k]}/{asked[k]}" for k in RESTATED) + f" | {cpu:.1f} |")
        print(f"honest kinds ({', '.join(RESTATED_HONEST)}): excused is right; the others: excused is a miss")
        return 0
    print("| results | " + " | ".join(KINDS) + " | CPU s |")
    print("|---|" + "---|" * (len(KINDS) + 1))
    for n in (int(s) for s in args.sizes.split(",")):
        asked, excused, by, cpu = run(n, args.seed, args.late)
        cells = []
        for k in KINDS:
            share = f"{excused[k]}/{asked[k]}"
            kinds = ", ".join(f"{d} {c}" for d, c in sorted(by[k].items(), key=lambda kv: -kv[1]))
            cells.append(share + (f" ({kinds})" if kinds and k in INVENTED else ""))
        print(f"| {n:,} | " + " | ".join(cells) + f" | {cpu:.1f} |")
    print("honest kinds: excused is right (computed); invented kinds: excused is a miss")
    for n in (int(s) for s in args.sizes.split(",")):
        excused, first = hostile38(n)
        print(f"hostile38 shape, {n:,} answers: {FIXED} excused in {excused:,} (first at answer {first})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
