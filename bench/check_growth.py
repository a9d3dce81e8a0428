"""Hostile strings through the whole `check`: each family of `regex_growth.FAMILIES` placed in an
answer, a tool result, a user turn and a system prompt (`--after`: in the answer right after a value
of each of `PREFIXES`), CPU seconds at n, 2n, 4n and 8n.

    PYTHONPATH=src python bench/check_growth.py [--base 1000] [--ratio 12] [--family NAME]

A place and family whose time from 2n to 8n grows past `--ratio` (linear: 4x) is listed with its
times. `--value 166` writes a short value instead (hostile38: under the check's minimum digits a
number is judged only by the rules that read short numbers, `slipped_results`; with `48213` they
were never asked, so `_LINK`'s cube of a run of blanks after `12 x 13` went unseen), and `--prefix
"We ship 12 x 13"` adds a prefix of your own to `--after`. Every kept reading is forgotten before each call (`work_counts.forget_readings`), so a
memo cannot hide the growth. The value the answer writes beside the hostile text (`48213`) is
carried by nothing, so every rule that tries a value runs.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from bench.regex_growth import FAMILIES  # noqa: E402
from evidence_audit.evidence import check_answer, resolve_gate  # noqa: E402
from tests.hostile.work_counts import forget_readings  # noqa: E402

GATE = resolve_gate({})
PLACES = ("answer", "tool", "user", "system")


def case(place: str, text: str) -> tuple[str, list[dict[str, str]]]:
    """The hostile `text` in one place of a small run; the answer writes an uncarried value."""
    run = [{"role": "system", "content": "You help with orders."},
           {"role": "user", "content": "What is the total for order 7731?"},
           {"role": "tool", "content": '{"order": 7731, "amount": 120.50, "items": 3}'}]
    answer = "Order 7731 totals 120.50 for 3 items, then 48213."
    if place == "answer":
        answer = answer + "\n" + text
    else:
        run.append({"role": place, "content": text})
    return answer, run


PREFIXES = ("Shipped 3 days", "It costs 120.50 EUR", "Total:", "$1,200", "At 12:30", "On 2026-11-30",
            "5 x 3 =", "Paid 1,200.00 →", "- **Fee**", "| 120.50 |", "15%", "per 2 kg")


VALUE = ["48213"]  # `--value`: the uncarried value written after the hostile text
BARE = [False]  # `--bare`: the value right after the hostile text (`12 x 13`, blanks, `166`)


def framed(prefix: str, text: str) -> tuple[str, list[dict[str, str]]]:
    """The hostile `text` right after a value a rule reads (`prefix`) in the answer, then an
    uncarried value: the rule's pattern is asked at the value's end, over the hostile text."""
    answer, run = case("tool", "")
    run.pop()
    return answer + "\n" + prefix + text + ("" if BARE[0] else "x, then ") + VALUE[0] + ".", run


def cost(place: str, text: str) -> float:
    answer, run = framed(place[len("after "):], text) if place.startswith("after ") else case(place, text)
    forget_readings(GATE)
    started = time.process_time()
    check_answer(answer, run, GATE)
    return time.process_time() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=int, default=1000)
    parser.add_argument("--ratio", type=float, default=12.0, help="growth from 2n to 8n listed (linear: 4)")
    parser.add_argument("--family", default=None)
    parser.add_argument("--place", default=None)
    parser.add_argument("--after", action="store_true", help="place each family right after each of `PREFIXES` in the answer")
    parser.add_argument("--value", default="48213", help="the uncarried value after the hostile text (short: `166`)")
    parser.add_argument("--prefix", action="append", default=[], help="another prefix for `--after` (repeatable)")
    parser.add_argument("--bare", action="store_true", help="no `x, then` between the hostile text and the value")
    args = parser.parse_args(argv)
    VALUE[0] = args.value
    if args.bare:
        BARE[0] = True
    for name, family in FAMILIES.items():
        if args.family and args.family != name:
            continue
        for place in (tuple("after " + p for p in (*PREFIXES, *args.prefix)) if args.after else PLACES):
            if args.place and args.place != place:
                continue
            times = [cost(place, family(k * args.base)) for k in (1, 2, 4, 8)]
            growth = times[3] / max(times[1], 0.002)
            mark = "GROWS" if growth > args.ratio and times[3] > 0.05 else ""
            print(f"{name}\t{place}\t" + " ".join(f"{t:.3f}" for t in times) + f"\tx{growth:.1f}\t{mark}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
