"""The speed table the README quotes, in one command; optionally A/B against another checkout.

Not a test: it measures. From the repository root:

    .venv/bin/python bench/speed.py                       # the whole table (~100 MB corpus)
    .venv/bin/python bench/speed.py --quick               # a 10 MB corpus, fewer repeats
    .venv/bin/python bench/speed.py --ab /tmp/base        # A/B: /tmp/base/src against ./src
    .venv/bin/python bench/speed.py --ab /tmp/base --tree /tmp/new   # A/B of two other checkouts
    .venv/bin/python bench/speed.py --only lengths,check  # some sections only

In-process figures are CPU seconds (`time.process_time`), steadier than the wall clock on a
shared machine; the command's are wall seconds, with its CPU seconds beside.

Sections (each measured in a fresh subprocess with `PYTHONPATH=<tree>/src`, so an A/B run times
two source trees with the same interpreter, the same corpus and the same generated cases,
alternating A, B, B, A, ... and quoting medians):

- `floor`: `orjson.loads` of every line of the corpus: what reading the JSON alone costs.
- `stages`: the pure stages without Beam: read lines, parse them into messages, audit each run
  (`audit_run`). The audit stage's rows are hashed, so A and B must give the same bytes.
- `command`: `evidence-audit audit CORPUS --out DIR` (in-process, and with `--workers 2`) as a
  subprocess: wall time, CPU time, and a digest of every output file (shards merged and sorted, the
  summary without its clock), so A and B, and in-process and workers, must agree byte for byte.
- `lengths`: the per-answer cost of `audit_run` on runs of 10, 100, 1,000 and 10,000 answers
  (each answer invents values 30% of the time, so leads are asked for). Flat means linear runs.
  A size whose run would take longer than `--cap` seconds (extrapolated from the size before, as
  if the cost grew with the run) is skipped and says so.
- `check`: `check_answer` on short and multi-turn cases (bench_check.py's generators), against the
  reference's published rates on one core: 5,000 short cases/s and 700 multi-turn cases/s.

The core each tree runs (compiled or interpreted) is printed beside its figures.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
RESULTS = BENCH / "results"
SIZES = (10, 100, 1_000, 10_000)
REFERENCE_RATES = {"short": 5_000, "multi": 700}  # the reference's published cases/s, one core

def _clock() -> float:
    """CPU seconds of this process: on a shared machine, steadier than the wall clock."""
    return time.process_time()


# --- measurements (run inside a subprocess whose PYTHONPATH is one tree's src) -------------------


def _core() -> str:
    try:
        from evidence_audit import core

        return core.describe()
    except ImportError:
        return "pure Python (no core module)"


def measure_stages(path: str) -> dict[str, Any]:
    """Time read, parse and audit in one pass; hash the audit's rows."""
    import orjson

    from evidence_audit.beam.read import iter_lines
    from evidence_audit.beam.rows import audit_run
    from evidence_audit.evidence import resolve_gate
    from evidence_audit.traces import parse_line

    gate = resolve_gate({})
    t0 = _clock()
    lines = list(iter_lines([path]))
    t1 = _clock()
    runs: dict[str, list] = defaultdict(list)
    for source, line in lines:
        if isinstance(line, bytes) and line.strip():  # a flaw or a run of empty lines is a tuple
            for message in parse_line(line, source).messages:
                runs[message.run_id].append(message)
    t2 = _clock()
    audits = [audit_run(run_id, messages, gate) for run_id, messages in runs.items()]
    t3 = _clock()
    digest = hashlib.sha256()
    for audit in sorted(audits, key=lambda a: a.run_id):
        for row in (*audit.answers, *audit.findings):
            digest.update(orjson.dumps(row, option=orjson.OPT_SORT_KEYS))
    return {"read": t1 - t0, "parse": t2 - t1, "audit": t3 - t2, "digest": digest.hexdigest()[:16], "core": _core()}


def _bench_check():  # type: ignore[no-untyped-def]
    """bench_check.py's generators (imported after the tree's evidence_audit, so it uses that one)."""
    import evidence_audit  # noqa: F401  (the tree under test, before bench_check adds ours)

    sys.path.insert(0, str(BENCH))
    import bench_check

    return bench_check


def _long_run(rng: Any, answers: int, run_id: str) -> list:
    """A run of `answers` answers as canonical messages: ask, call, result, answer."""
    from evidence_audit.traces import Message, Source, ToolCall

    bc = _bench_check()
    messages = []
    for i, m in enumerate(bc.make_run(rng, answers)):
        seq = len(messages)
        common = dict(run_id=run_id, ts=None, model=None, source=Source("bench", seq + 1))
        if m["role"] == "tool":
            call = ToolCall(m["tool_call_id"], "lookup", '{"q": "%d"}' % i)
            messages.append(Message(seq=seq, role="assistant", text="", tool_call_id=None, tool_calls=(call,),
                                    tool_name=None, answer=False, order=(seq,), **common))
            seq += 1
            messages.append(Message(seq=seq, role="tool", text=m["content"], tool_call_id=m["tool_call_id"],
                                    tool_calls=(), tool_name="lookup", answer=False, order=(seq,),
                                    **{**common, "source": Source("bench", seq + 1)}))
        else:
            answer = m["role"] == "answer"
            messages.append(Message(seq=seq, role="assistant" if answer else m["role"], text=m["content"],
                                    tool_call_id=None, tool_calls=(), tool_name=None, answer=answer,
                                    order=(seq,), **common))
    return messages


def measure_lengths(repeats: int, cap: float) -> dict[str, Any]:
    """Per-answer microseconds of audit_run by answers per run (median of repeats)."""
    import random

    import orjson

    from evidence_audit.beam.rows import audit_run
    from evidence_audit.evidence import resolve_gate

    gate = resolve_gate({})
    out: dict[str, Any] = {"core": _core()}
    # a warm-up run, not timed: the first size should not pay for first uses (lazy imports,
    # patterns compiled on first use) that every later size finds done
    warm = _long_run(random.Random(0), 10, "warm-up")
    audit_run(warm[0].run_id, warm, gate)
    previous: tuple[int, float] | None = None
    for size in SIZES:
        n_runs = max(1, 1_000 // size)
        answers = n_runs * size
        if previous is not None:
            prev_size, prev_us = previous
            predicted = prev_us * (size / prev_size) * answers / 1e6
            if predicted > cap:
                out[str(size)] = {"skipped": round(predicted)}
                previous = (size, prev_us * size / prev_size)
                continue
        times = []
        digest = hashlib.sha256()
        for rep in range(repeats if size < 10_000 else max(1, repeats // 2)):
            # fresh runs per repeat: timing the same runs again let the memo caches (normalized
            # tokens, string leaves) serve a short run's repeats warm, never a 10,000-answer run's
            rng = random.Random(size if rep == 0 else size * 1_000 + rep)
            runs = [_long_run(rng, size, f"run-{size}-{r}") for r in range(n_runs)]
            start = _clock()
            audits = [audit_run(run[0].run_id, run, gate) for run in runs]
            times.append(_clock() - start)
            if rep == 0:
                findings = 0
                for audit in audits:
                    findings += len(audit.findings)
                    for row in (*audit.answers, *audit.findings):
                        digest.update(orjson.dumps(row, option=orjson.OPT_SORT_KEYS))
        us = statistics.median(times) / answers * 1e6
        out[str(size)] = {"us": us, "answers": answers, "findings": findings, "digest": digest.hexdigest()[:16]}
        previous = (size, us)
    return out


def measure_check(repeats: int, quick: bool) -> dict[str, Any]:
    """check_answer's cases/s on short and multi-turn cases (one core, after a warm-up)."""
    import random

    from evidence_audit.evidence import check_answer, resolve_gate

    bc = _bench_check()
    rng = random.Random(7)
    n = 400 if quick else 4000
    short = [bc.short_case(rng) for _ in range(n)]
    multi = [bc.multi_turn_case(rng) for _ in range(n // 8)]
    gate = resolve_gate({})
    out: dict[str, Any] = {"core": _core()}
    for name, cases in (("short", short), ("multi", multi)):

        def go() -> None:
            for case in cases:
                check_answer(case["answer"], case["history"], gate)

        go()
        times = []
        for _ in range(repeats):
            start = _clock()
            go()
            times.append(_clock() - start)
        out[name] = len(cases) / statistics.median(times)
    return out


def measure_floor(path: str, repeats: int) -> dict[str, Any]:
    import orjson

    loads = orjson.loads
    times = []
    for _ in range(repeats):
        start = _clock()
        with open(path, "rb") as handle:
            for line in handle:
                if line.strip():
                    loads(line)
        times.append(_clock() - start)
    return {"floor": statistics.median(times)}


# --- the driver --------------------------------------------------------------------------------


def _env(tree: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(tree / "src")
    return env


def _sub(tree: Path, *args: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--measure", *args],
        env=_env(tree), check=True, capture_output=True, text=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def _output_digest(out: Path) -> str:
    """Every output file's lines, merged across shards and sorted; the summary without its clock."""
    digest = hashlib.sha256()
    for name in ("answers", "findings", "dead_letter"):
        lines: list[bytes] = []
        # sharded (`answers-00000-of-00002.jsonl`) or one file (`answers.jsonl`, in-process)
        for shard in sorted([*out.glob(f"{name}-*"), *out.glob(f"{name}.*")]):
            lines += shard.read_bytes().splitlines()
        digest.update(name.encode())
        for line in sorted(lines):
            digest.update(line + b"\n")
    summary = json.loads((out / "summary.json").read_text())
    for key in list(summary):
        if key in ("elapsed_s", "runner", "out", "inputs", "files") or key.endswith("_per_s"):
            summary.pop(key)
    digest.update(json.dumps(summary, sort_keys=True).encode())
    return digest.hexdigest()[:16]


def run_command(tree: Path, corpus: Path, extra: list[str]) -> dict[str, Any]:
    """`evidence-audit audit` in a subprocess: wall and CPU seconds, the outputs' digest."""
    out = Path(tempfile.mkdtemp(prefix="speed-out-", dir=RESULTS))
    try:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "evidence_audit.cli", "audit", str(corpus), "--out", str(out), *extra],
            env=_env(tree), check=True, capture_output=True,
        )
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        summary = json.loads((out / "summary.json").read_text())
        return {"wall": wall, "cpu": cpu, "pipeline": summary["elapsed_s"], "digest": _output_digest(out),
                "answers": summary["answers"]}
    finally:
        shutil.rmtree(out, ignore_errors=True)


def corpus_for(tree: Path, mb: float, seed: int) -> Path:
    """The cached synth corpus (written once, by this tree's generator)."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"corpus-mixed-{mb:g}mb-{seed}.jsonl"
    if not path.exists():
        sys.path.insert(0, str(BENCH))
        import bench_audit

        path, _ = bench_audit.corpus(mb, "mixed", seed)
    return path


def alternate(trees: list[tuple[str, Path]], repeats: int, fn: Any) -> dict[str, list[dict[str, Any]]]:
    """Run `fn(tree)` `repeats` times per tree, alternating the order each round."""
    got: dict[str, list[dict[str, Any]]] = {label: [] for label, _ in trees}
    for r in range(repeats):
        order = trees if r % 2 == 0 else list(reversed(trees))
        for label, tree in order:
            got[label].append(fn(tree))
    return got


def _merged(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Several processes' `lengths` rows as one: per size, the median of their microseconds (the
    first row's digest and counts; a size skipped in any process is skipped)."""
    out = dict(rows[0])
    for size in SIZES:
        cells = [row[str(size)] for row in rows]
        if all("us" in cell for cell in cells):
            out[str(size)] = {**cells[0], "us": statistics.median(cell["us"] for cell in cells)}
            if any(cell["digest"] != cells[0]["digest"] for cell in cells):
                out[str(size)]["digest"] = "DIFFERS"
    return out


def _med(rows: list[dict[str, Any]], key: str) -> float:
    return statistics.median(row[key] for row in rows)


def _spread(rows: list[dict[str, Any]], key: str) -> float:
    values = [row[key] for row in rows]
    return max(values) / min(values) if min(values) > 0 else float("nan")


def _same(rows: list[dict[str, Any]], key: str = "digest") -> str:
    values = {row[key] for row in rows}
    return values.pop() if len(values) == 1 else "DIFFERS: " + ", ".join(sorted(values))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mb", type=float, default=100.0, help="corpus size in MB (default 100)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=3, help="timings per tree per section (median)")
    parser.add_argument("--quick", action="store_true", help="a 10 MB corpus, fewer cases")
    parser.add_argument("--ab", type=Path, default=None, help="another checkout to time against (A); this one is B")
    parser.add_argument("--tree", type=Path, default=ROOT, help="the checkout timed as B (default: this one)")
    parser.add_argument("--only", default="floor,stages,command,lengths,check", help="sections, comma-separated")
    parser.add_argument("--workers", type=int, default=2, help="also time the command with --workers N (0: no)")
    parser.add_argument("--cap", type=float, default=60.0, help="skip a run length predicted to take longer (s)")
    parser.add_argument("--measure", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.measure:
        kind, *rest = args.measure
        if kind == "stages":
            result = measure_stages(rest[0])
        elif kind == "lengths":
            result = measure_lengths(int(rest[0]), float(rest[1]))
        elif kind == "check":
            result = measure_check(int(rest[0]), rest[1] == "quick")
        else:
            result = measure_floor(rest[0], int(rest[1]))
        print(json.dumps(result))
        return

    if args.quick:
        args.mb = 10.0 if args.mb == 100.0 else args.mb
    sections = set(args.only.split(","))
    tree = args.tree.resolve()
    trees = [("B", tree)] if args.ab is None else [("A", args.ab.resolve()), ("B", tree)]
    names = {"A": str(args.ab), "B": str(tree)}
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()},"
          f" {os.cpu_count()} cores (shared: other sessions may be running; medians of {args.repeats},"
          f" trees alternating)")
    for label, _ in trees:
        print(f"  {label}: {names[label]}")
    floor = None
    corpus = Path()
    size_mb = 0.0
    if sections & {"floor", "stages", "command"}:  # `lengths` and `check` build their own inputs
        corpus = corpus_for(ROOT, args.mb, args.seed)
        size_mb = corpus.stat().st_size / 1e6
        floor = _sub(ROOT, "floor", str(corpus), "3")["floor"]
        print(f"corpus {corpus.name}: {size_mb:.1f} MB; floor (orjson.loads per line) {floor:.2f} s,"
              f" {size_mb / floor:.0f} MB/s")

    def ratio_line(key: str, got: dict[str, list[dict[str, Any]]], unit: str = "s") -> str:
        parts = []
        for label, _ in trees:
            parts.append(f"{label} {_med(got[label], key):7.2f} {unit} (spread {_spread(got[label], key):.2f}x)")
        if len(trees) == 2:
            parts.append(f"A/B {_med(got['A'], key) / _med(got['B'], key):.2f}x")
        return "   ".join(parts)

    if "stages" in sections:
        got = alternate(trees, args.repeats, lambda tree: _sub(tree, "stages", str(corpus)))
        print("pure stages, no Beam:")
        for label, _ in trees:
            print(f"  {label} core: {got[label][0]['core']}")
        for key in ("read", "parse", "audit"):
            print(f"  {key:<8} {ratio_line(key, got)}")
        for label, _ in trees:
            print(f"  {label} audit rows digest {_same(got[label])}")
        if floor:
            for label, _ in trees:
                audit = _med(got[label], "audit")
                print(f"  {label} audit stage {size_mb / audit:.1f} MB/s, {audit / floor:.1f}x the floor")

    if "command" in sections:
        variants = [("in-process", [])]
        if args.workers:
            variants.append((f"--workers {args.workers}", ["--workers", str(args.workers)]))
        for variant, extra in variants:
            got = alternate(trees, args.repeats, lambda tree: run_command(tree, corpus, extra))
            print(f"evidence-audit audit, {variant}:")
            for key in ("wall", "cpu", "pipeline"):
                print(f"  {key:<8} {ratio_line(key, got)}")
            for label, _ in trees:
                wall = _med(got[label], "wall")
                ratio = f", {wall / floor:.1f}x the floor" if floor else ""
                print(f"  {label} {size_mb / wall:.1f} MB/s{ratio}; outputs digest {_same(got[label])}")

    if "lengths" in sections:
        reps = 2 if args.quick else args.repeats
        # each tree in 2 processes, alternating A, B, B, A (one process per tree let the load of
        # the minutes between them decide the ratio); per size, the median of the processes' medians
        rounds = alternate(trees, 2 if len(trees) == 2 else 1, lambda tree: _sub(tree, "lengths", str(reps), str(args.cap)))
        got = {label: [_merged(rows)] for label, rows in rounds.items()}
        print("audit_run per answer, by answers per run (us per answer; median of"
              f" {reps}; 10,000: median of {max(1, reps // 2)}"
              + (f"; {len(rounds['B'])} processes per tree, alternating):" if len(trees) == 2 else "):"))
        for label, _ in trees:
            row = got[label][0]
            cells = []
            for size in SIZES:
                cell = row[str(size)]
                cells.append(f"{size:>6,}: " + (f"{cell['us']:7.0f} us" if "us" in cell
                                                 else f"skipped (~{cell['skipped']} s)"))
            flat = [row[str(s)]["us"] for s in SIZES if "us" in row[str(s)]]
            print(f"  {label} " + "   ".join(cells) + f"   max/min {max(flat) / min(flat):.2f}x   [{row['core']}]")
        if len(trees) == 2:
            for size in SIZES:
                a, b = got["A"][0][str(size)], got["B"][0][str(size)]
                if "digest" in a and "digest" in b:
                    same = "identical rows" if a["digest"] == b["digest"] else "ROWS DIFFER"
                    print(f"  {size:>6,} answers: A/B {a['us'] / b['us']:.2f}x, {same}")

    if "check" in sections:
        got = alternate(trees, 1, lambda tree: _sub(tree, "check", str(2 if args.quick else 5),
                                                     "quick" if args.quick else "full"))
        print("check_answer, one core (cases/s; the reference's published rates beside):")
        for name in ("short", "multi"):
            cells = [f"{label} {got[label][0][name]:7,.0f}/s ({got[label][0][name] / REFERENCE_RATES[name]:.2f}x"
                     f" the reference)" for label, _ in trees]
            print(f"  {name:<6} reference {REFERENCE_RATES[name]:,}/s   " + "   ".join(cells))


if __name__ == "__main__":
    main()
