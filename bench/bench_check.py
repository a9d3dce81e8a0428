"""Benchmark the check: answers/s and MB/s of `check_answer`, and the incremental auditor's growth.

Not a test: it measures. Run from the repository root:

    .venv/bin/python bench/bench_check.py            # all sections, median of 5 repeats
    .venv/bin/python bench/bench_check.py --quick    # fewer cases, for a smoke run
    .venv/bin/python bench/bench_check.py --clock cpu --only cases   # CPU seconds, the case rates only
    .venv/bin/python bench/bench_check.py --clock cpu --alternate PY_A PY_B   # two installs, A/B

`--clock cpu` times each batch of cases with `time.process_time` (CPU seconds of this process), the
figure to read on a shared machine, where wall time swings with other processes' load; `wall`
(default) is `time.perf_counter`. `--alternate` runs the case rates in a child process of each
given Python (each imports its own installed evidence_audit, so a compiled install can be timed
beside an interpreted one), in the order A, B, B, A, ... for `--rounds` rounds, and prints each
core's median rate, the A/B ratio and the reference's published rates beside.

Sections:
- short cases: answers of a few lines, up to four results of a few hundred bytes (the size the
  reference's ~5,000 cases/s figure is for);
- multi-turn cases: about 12 KB of history each, re-indexed per case (the reference: ~700/s);
- the `check` filter end to end (JSONL in, verdicts out, in-process), on independent short cases
  and on the cases of whole runs (each answer with its history so far: results shared across cases
  are read once, by the filter's reading cache);
- the incremental auditor over runs with 1, 10 and 100 answers, beside re-checking each answer
  one-shot against its history (what a non-incremental audit would do);
- what the spellings dial costs: the same cases with it on, off, and at the reference profile.
"""

from __future__ import annotations

import argparse
import io
import json
import platform
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

if "--installed" not in sys.argv:  # a child of --alternate imports its own Python's install
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from evidence_audit.check_filter import run_filter
from evidence_audit.evidence import RunAuditor, check_answer, resolve_gate

# The reference's published rates, one core: short cases and ~12 KB multi-turn cases per second.
REFERENCE_RATES = {"short": 5000, "multi": 700}

# The clock every timing reads (`--clock`): wall seconds, or this process's CPU seconds.
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
clock = CLOCKS["wall"]

WORDS = "the port is down order total host with and at on for was has been of per".split()


def _id(rng: random.Random) -> str:
    kind = rng.randrange(6)
    if kind == 0:
        return f"W{rng.randrange(10**6, 10**7)}"
    if kind == 1:
        return f"fc{rng.randrange(1, 9)}/{rng.randrange(1, 48)}"
    if kind == 2:
        return f"0x{rng.randrange(16**6):06x}"
    if kind == 3:
        return f"host-{rng.randrange(1000, 99999)}"
    if kind == 4:
        return f"2026-0{rng.randrange(1, 9)}-1{rng.randrange(0, 9)}T0{rng.randrange(0, 9)}:15:00Z"
    return f"ord_{rng.randrange(10**7, 10**8)}"


def _amount(rng: random.Random) -> float:
    return round(rng.uniform(10, 99999), 2)


def _result(rng: random.Random, size: int) -> tuple[str, list[str]]:
    """A served tool result of about `size` bytes, and the values it carries."""
    rows = []
    values = []
    while len(json.dumps(rows)) < size:
        ident, amount = _id(rng), _amount(rng)
        values += [ident, f"{amount:,.2f}"]
        rows.append({"id": ident, "amount": amount, "status": rng.choice(["ok", "down", "pending"]), "count": rng.randrange(1, 40)})
    body = json.dumps({"rows": rows, "note": " ".join(rng.choices(WORDS, k=8))})
    kind = rng.randrange(4)
    if kind == 0:
        return body, values
    if kind == 1:
        return body + "\n\n[note: result served from cache]", values
    if kind == 2:
        cut = body[: max(2, len(body) * 3 // 4)]
        return cut, [v for v in values if v in cut]
    text = " ".join(f"{v} {rng.choice(WORDS)}" for v in values)
    return text, values


def _answer(rng: random.Random, carried: list[str], lines: int) -> str:
    parts = []
    for _ in range(lines):
        pieces = [rng.choice(WORDS) for _ in range(8)]
        if carried:
            pieces.insert(rng.randrange(len(pieces)), rng.choice(carried))
        if rng.random() < 0.3:
            pieces.append(_id(rng))  # invented
        pieces.append(f"{rng.randrange(2, 99)} items")
        parts.append(" ".join(pieces) + ".")
    return "\n".join(parts)


def short_case(rng: random.Random) -> dict:
    history = [{"role": "user", "content": "what about " + _id(rng)}]
    carried: list[str] = []
    for i in range(rng.randrange(1, 5)):
        text, values = _result(rng, rng.randrange(150, 450))
        history.append({"role": "tool", "tool_call_id": f"c{i}", "content": text})
        carried += values
    return {"answer": _answer(rng, carried, 3), "history": history}


def multi_turn_case(rng: random.Random) -> dict:
    history: list[dict] = [{"role": "system", "content": "You are a support agent. " * 4}]
    carried: list[str] = []
    size = 0
    while size < 12_000:
        history.append({"role": "user", "content": "check " + _id(rng)})
        for i in range(rng.randrange(1, 4)):
            text, values = _result(rng, rng.randrange(300, 1500))
            history.append({"role": "tool", "tool_call_id": f"c{len(history)}", "content": text})
            carried += values
            size += len(text)
        history.append({"role": "assistant", "content": _answer(rng, carried, 2)})
    return {"answer": _answer(rng, carried, 4), "history": history}


def _case_bytes(case: dict) -> int:
    return len(case["answer"]) + sum(len(m["content"]) for m in case["history"])


def median_rate(fn, repeats: int) -> tuple[float, float]:
    """Median seconds over repeats and its spread (min..max as a ratio)."""
    times = []
    for _ in range(repeats):
        start = clock()
        fn()
        times.append(clock() - start)
    return statistics.median(times), max(times) / min(times)


def case_seconds(cases: list[dict], repeats: int, options: dict | None = None) -> tuple[float, float]:
    """Median seconds of one batch (every case checked once) after a warm-up, and the spread."""
    gate = resolve_gate(options or {})

    def go() -> None:
        for case in cases:
            check_answer(case["answer"], case["history"], gate)

    go()  # warm the caches once, as a long audit would have them
    return median_rate(go, repeats)


def bench_cases(name: str, cases: list[dict], repeats: int, options: dict | None = None) -> None:
    total_bytes = sum(_case_bytes(c) for c in cases)
    seconds, spread = case_seconds(cases, repeats, options)
    print(
        f"{name:<28} {len(cases) / seconds:>10,.0f} answers/s {total_bytes / seconds / 1e6:>8.2f} MB/s"
        f"   ({len(cases)} cases, {total_bytes / len(cases) / 1000:.1f} KB each, spread {spread:.2f}x)"
    )


def bench_filter(cases: list[dict], repeats: int) -> None:
    payload = "".join(json.dumps({"id": i, **c}) + "\n" for i, c in enumerate(cases)).encode()

    def go() -> None:
        run_filter(io.BytesIO(payload), io.BytesIO())

    go()
    seconds, spread = median_rate(go, repeats)
    print(
        f"{'check filter (JSONL, short)':<28} {len(cases) / seconds:>10,.0f} answers/s"
        f" {len(payload) / seconds / 1e6:>8.2f} MB/s   (spread {spread:.2f}x)"
    )


def bench_filter_runs(repeats: int, runs: int, answers: int) -> None:
    """The check filter on cases cut from whole runs: each answer a case with its history so far."""
    rng = random.Random(11)
    lines = []
    for r in range(runs):
        history: list[dict] = []
        for m in make_run(rng, answers):
            if m["role"] == "answer":
                lines.append(json.dumps({"id": f"{r}/{len(lines)}", "answer": m["content"], "history": history}))
                history = history + [{"role": "assistant", "content": m["content"]}]
            else:
                history = history + [m]
    payload = ("\n".join(lines) + "\n").encode()
    avg_kb = len(payload) / len(lines) / 1000

    def go() -> None:
        run_filter(io.BytesIO(payload), io.BytesIO())

    go()
    seconds, spread = median_rate(go, repeats)
    print(
        f"{'check filter, cases of runs':<28} {len(lines) / seconds:>10,.0f} answers/s"
        f" {len(payload) / seconds / 1e6:>8.2f} MB/s   ({len(lines)} cases of {answers}-answer runs,"
        f" {avg_kb:.1f} KB of history each on average, spread {spread:.2f}x)"
    )


def make_run(rng: random.Random, answers: int) -> list[dict]:
    run: list[dict] = []
    carried: list[str] = []
    for _ in range(answers):
        run.append({"role": "user", "content": "and " + _id(rng)})
        text, values = _result(rng, rng.randrange(300, 900))
        run.append({"role": "tool", "tool_call_id": f"c{len(run)}", "content": text})
        carried += values
        run.append({"role": "answer", "content": _answer(rng, carried, 2)})
    return run


def bench_auditor(repeats: int, runs_per_size: int) -> None:
    gate = resolve_gate({})
    print(f"{'answers/run':<12} {'incremental':>16} {'per answer':>12} {'one-shot per answer':>22} {'ratio':>7}")
    for size in (1, 10, 100):
        rng = random.Random(size)
        runs = [make_run(rng, size) for _ in range(max(1, runs_per_size // size))]

        def incremental() -> None:
            for run in runs:
                auditor = RunAuditor(gate)
                for m in run:
                    if m["role"] == "answer":
                        auditor.judge(m["content"])
                        auditor.add("assistant", m["content"])
                    else:
                        auditor.add(m["role"], m["content"], tool_call_id=m.get("tool_call_id"))

        def one_shot() -> None:
            for run in runs:
                history: list[dict] = []
                for m in run:
                    if m["role"] == "answer":
                        check_answer(m["content"], history, gate)
                        history.append({"role": "assistant", "content": m["content"]})
                    else:
                        history.append(m)

        incremental()
        inc_s, _ = median_rate(incremental, repeats)
        one_s, _ = median_rate(one_shot, max(1, repeats // 2))
        n_answers = len(runs) * size
        print(
            f"{size:<12} {n_answers / inc_s:>10,.0f} ans/s {inc_s / n_answers * 1e6:>9.0f} us"
            f" {one_s / n_answers * 1e6:>19.0f} us {one_s / inc_s:>6.1f}x"
        )


def the_cases(quick: bool) -> tuple[list[dict], list[dict]]:
    """The short and multi-turn cases every section times (the same seed in every process)."""
    rng = random.Random(7)
    n = 400 if quick else 4000
    short = [short_case(rng) for _ in range(n)]
    multi = [multi_turn_case(rng) for _ in range(n // 8)]
    return short, multi


def case_rates(quick: bool, repeats: int) -> dict:
    """This process's core and its check_answer rates (cases/s) on the short and multi-turn cases."""
    from evidence_audit.core import describe

    short, multi = the_cases(quick)
    out: dict = {"core": describe(), "clock": clock.__name__}
    for name, cases in (("short", short), ("multi", multi)):
        seconds, spread = case_seconds(cases, repeats)
        out[name] = len(cases) / seconds
        out[f"{name}_spread"] = spread
    return out


def alternate(pythons: list[str], rounds: int, args: argparse.Namespace) -> None:
    """The case rates of each Python's install, in child processes, A, B, B, A, ... (medians)."""
    labels = [chr(ord("A") + i) for i in range(len(pythons))]
    got: dict[str, list[dict]] = {label: [] for label in labels}
    for r in range(rounds):
        order = list(zip(labels, pythons))
        for label, python in order if r % 2 == 0 else reversed(order):
            command = [python, str(Path(__file__).resolve()), "--installed", "--child",
                       "--clock", args.clock, "--repeats", str(args.repeats)] + (["--quick"] if args.quick else [])
            done = subprocess.run(command, check=True, capture_output=True, text=True)
            got[label].append(json.loads(done.stdout.strip().splitlines()[-1]))
    batches = 2 if args.quick else args.repeats
    print(f"check_answer, one core, {args.clock} clock; medians of {rounds} processes per install"
          f" (each the median of {batches} batches of every case), alternating:")
    for label, python in zip(labels, pythons):
        print(f"  {label}: {python}  [core: {got[label][0]['core']}]")
    for name in ("short", "multi"):
        rates = {label: statistics.median(row[name] for row in got[label]) for label in labels}
        cells = [f"{label} {rates[label]:7,.0f}/s ({rates[label] / REFERENCE_RATES[name]:.2f}x the reference)" for label in labels]
        ratios = [f"{label}/A {rates[label] / rates['A']:.2f}x" for label in labels[1:]]
        print(f"  {name:<6} reference {REFERENCE_RATES[name]:,}/s   " + "   ".join(cells + ratios))


def main() -> None:
    global clock
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer cases and repeats")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                        help="wall: time.perf_counter; cpu: time.process_time (this process's CPU seconds)")
    parser.add_argument("--only", choices=["all", "cases"], default="all",
                        help="cases: only check_answer's rates on short and multi-turn cases")
    parser.add_argument("--alternate", nargs="+", metavar="PYTHON",
                        help="time the case rates of each Python's install in child processes, alternating")
    parser.add_argument("--rounds", type=int, default=4, help="with --alternate: processes per install")
    parser.add_argument("--installed", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    clock = CLOCKS[args.clock]
    repeats = 2 if args.quick else args.repeats
    if args.child:
        print(json.dumps(case_rates(args.quick, repeats)))
        return
    if args.alternate:
        alternate(args.alternate, args.rounds, args)
        return
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()},"
          f" one core, {args.clock} clock")
    short, multi = the_cases(args.quick)
    bench_cases("check_answer, short cases", short, repeats)
    bench_cases("check_answer, multi-turn", multi, repeats)
    if args.only == "cases":
        return
    bench_filter(short, repeats)
    bench_filter_runs(repeats, 20 if args.quick else 100, 10)
    bench_auditor(repeats, 200 if args.quick else 1000)
    print("what the spellings dial costs (the same cases, one gate each):")
    for label, options in (
        ("spellings on (default)", {}),
        ("spellings off", {"spellings": False}),
        ("reference profile", {"profile": "reference"}),
    ):
        bench_cases(f"  short, {label}", short, repeats, options)
        bench_cases(f"  multi-turn, {label}", multi, repeats, options)


if __name__ == "__main__":
    main()
