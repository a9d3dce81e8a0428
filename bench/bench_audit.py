"""Benchmark the audit pipeline over a generated corpus, beside the floor of reading its JSON.

Not a test: it measures. From the repository root:

    .venv/bin/python bench/bench_audit.py                 # ~100 MB corpus, mixed formats
    .venv/bin/python bench/bench_audit.py --mb 10         # a smaller corpus
    .venv/bin/python bench/bench_audit.py --workers 2     # also the 2-process local runner

It writes a corpus with `evidence-audit synth` (cached under bench/results/), then reports:
- the floor: a plain loop that only `orjson.loads` every line of the same files;
- the pure stages without Beam: reading lines, parsing them into messages (`parse_line`), grouping
  by run in a dict, auditing each run (`audit_run`), so the time can be attributed;
- the audit command itself (`evidence-audit audit`, the in-process FnApiRunner), in a subprocess:
  wall time, runs/s, MB/s and peak memory (max RSS);
and the ratios to the floor.
"""

from __future__ import annotations

import argparse
import json
import platform
import resource
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from evidence_audit.beam.read import iter_lines
from evidence_audit.beam.rows import audit_run
from evidence_audit.evidence import resolve_gate
from evidence_audit.synth import write_corpus
from evidence_audit.traces import parse_line

RESULTS = ROOT / "bench" / "results"


def corpus(mb: float, fmt: str, seed: int) -> tuple[Path, int]:
    """A generated corpus of about `mb` MB (cached by size, format and seed)."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"corpus-{fmt}-{mb:g}mb-{seed}.jsonl"
    meta = path.with_suffix(".meta.json")
    if path.exists() and meta.exists():
        return path, json.loads(meta.read_text())["runs"]
    probe = write_corpus(str(RESULTS / "probe.jsonl"), 200, seed, fmt)
    runs = max(1, int(200 * mb * 1e6 / probe.bytes))
    stats = write_corpus(str(path), runs, seed, fmt)
    meta.write_text(json.dumps({"runs": stats.runs, "bytes": stats.bytes, "lines": stats.lines}))
    return path, stats.runs


def timed(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def floor(path: Path) -> None:
    loads = orjson.loads
    with open(path, "rb") as handle:
        for line in handle:
            if line.strip():
                loads(line)


def stages(path: Path) -> dict[str, float]:
    """Time each pure stage once, in one pass over the corpus."""
    gate = resolve_gate({})
    t0 = time.perf_counter()
    lines = list(iter_lines([str(path)]))
    t1 = time.perf_counter()
    runs: dict[str, list] = defaultdict(list)
    for source, line in lines:
        if isinstance(line, bytes) and line.strip():  # a flaw or a run of empty lines is a tuple
            for message in parse_line(line, source).messages:
                runs[message.run_id].append(message)
    t2 = time.perf_counter()
    for run_id, messages in runs.items():
        audit_run(run_id, messages, gate)
    t3 = time.perf_counter()
    return {"read": t1 - t0, "parse": t2 - t1, "audit": t3 - t2}


def pipeline(path: Path, out: Path, extra: list[str]) -> tuple[float, int, dict]:
    """Run `evidence-audit audit` in a subprocess: wall seconds, its peak RSS (KB), the summary."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "evidence_audit.cli", "audit", str(path), "--out", str(out), *extra],
        check=True,
        capture_output=True,
    )
    wall = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    summary = json.loads((out / "summary.json").read_text())
    return wall, max(peak, before), summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mb", type=float, default=100.0, help="corpus size in MB (default 100)")
    parser.add_argument("--format", default="mixed", help="trace format of the corpus (default mixed)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=3, help="repeats of the floor (median)")
    parser.add_argument("--workers", type=int, default=None, help="also run with --workers N")
    args = parser.parse_args()

    path, runs = corpus(args.mb, args.format, args.seed)
    size_mb = path.stat().st_size / 1e6
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}, 2 cores")
    print(f"corpus: {path.name}: {size_mb:.1f} MB, {runs:,} runs, format {args.format}")

    floor_s = timed(lambda: floor(path), args.repeats)
    print(f"{'floor (orjson.loads per line)':<36} {floor_s:>8.2f} s {size_mb / floor_s:>8.1f} MB/s")

    parts = stages(path)
    pure = sum(parts.values())
    print(
        f"{'pure stages, no Beam':<36} {pure:>8.2f} s {size_mb / pure:>8.1f} MB/s   ("
        + ", ".join(f"{k} {v:.2f} s" for k, v in parts.items())
        + ")"
    )

    runs_to_try = [("audit, in-process (default)", [])]
    if args.workers:
        runs_to_try.append((f"audit, --workers {args.workers}", ["--workers", str(args.workers)]))
    for label, extra in runs_to_try:
        wall, peak_kb, summary = pipeline(path, RESULTS / "out", extra)
        beam_s = summary["elapsed_s"]
        print(
            f"{label:<36} {wall:>8.2f} s {size_mb / wall:>8.1f} MB/s {summary['runs'] / wall:>9,.0f} runs/s"
            f"   peak RSS {peak_kb / 1024:,.0f} MB; pipeline alone {beam_s:.2f} s;"
            f" {wall / floor_s:.1f}x the floor ({beam_s / floor_s:.1f}x without start-up)"
        )
        print(
            f"{'':<36} answers {summary['answers']:,}, flagged {summary['flagged_answers']:,},"
            f" equation holds: {summary['equation_holds']}"
        )


if __name__ == "__main__":
    main()
