"""Benchmark the check: answers/s and MB/s of `check_answer`, and the incremental auditor's growth.

Not a test: it measures. Run from the repository root:

    .venv/bin/python bench/bench_check.py            # all sections, median of 5 repeats
    .venv/bin/python bench/bench_check.py --quick    # fewer cases, for a smoke run

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
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from evidence_audit.check_filter import run_filter
from evidence_audit.evidence import RunAuditor, check_answer, resolve_gate

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
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), max(times) / min(times)


def bench_cases(name: str, cases: list[dict], repeats: int, options: dict | None = None) -> None:
    gate = resolve_gate(options or {})
    total_bytes = sum(_case_bytes(c) for c in cases)

    def go() -> None:
        for case in cases:
            check_answer(case["answer"], case["history"], gate)

    go()  # warm the caches once, as a long audit would have them
    seconds, spread = median_rate(go, repeats)
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer cases and repeats")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    repeats = 2 if args.quick else args.repeats
    n = 400 if args.quick else 4000
    rng = random.Random(7)
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}, one core")
    short = [short_case(rng) for _ in range(n)]
    multi = [multi_turn_case(rng) for _ in range(n // 8)]
    bench_cases("check_answer, short cases", short, repeats)
    bench_cases("check_answer, multi-turn", multi, repeats)
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
