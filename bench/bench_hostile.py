"""Hostile input: time and peak memory of the audit on each input of the hostile corpus.

    python bench/bench_hostile.py [--giant-mb 1024] [--check-cases 1000000] [--only audit|check|read]

- `audit`: writes `tests/hostile/corpus.py`'s inputs under bench/results/hostile/ and runs
  `evidence-audit audit` on each (and on all of them at once), reporting wall time, peak RSS of
  the whole process tree (ru_maxrss of the waited children) and the summary's counters;
- `check`: streams N `check` cases through the filter in one process (each case with its own
  2 KB result and its own options; every 1,000th with its own 1 MB result) and prints RSS as it
  goes: it must stay flat;
- `read`: A/B of the line reader (`lines.split_lines`, bounded) against Beam's line iteration
  (what the job used before), alternating, on a ~100 MB synth file, plain and gzip: medians.

The machine is shared: absolute times are noisy; compare within one run.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results" / "hostile"
sys.path.insert(0, str(ROOT))

from tests.hostile.corpus import write_all  # noqa: E402

CLI = [sys.executable, "-m", "evidence_audit.cli"]


def peak_run(argv: list[str]) -> tuple[int, float, float, str]:
    """(exit status, seconds, peak RSS MB of the tree) of one command, run as the only child."""
    probe = (
        "import resource, subprocess, sys, json, time;"
        "t = time.perf_counter();"
        "done = subprocess.run(json.loads(sys.argv[1]), capture_output=True, text=True);"
        "print(json.dumps([done.returncode, time.perf_counter() - t,"
        " resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, done.stderr[-2000:]]))"
    )
    out = subprocess.run([sys.executable, "-c", probe, json.dumps(argv)], capture_output=True, text=True, check=True)
    code, seconds, peak_kb, err = json.loads(out.stdout)
    return code, seconds, peak_kb / 1024, err


def bench_audit(giant_mb: int) -> None:
    if RESULTS.exists():
        shutil.rmtree(RESULTS)
    files = write_all(RESULTS / "in", giant_mb)
    config = RESULTS / "in" / "catastrophic.toml"
    print(f"| input | size on disk | wall s | peak RSS MB | exit | what the summary says |")
    print("|---|---:|---:|---:|---:|---|")
    cases = [(f.name, [str(f)], []) for f in files]
    cases.append(("catastrophic.jsonl with catastrophic.toml", [str(RESULTS / "in" / "catastrophic.jsonl")], ["--config", str(config)]))
    cases.append(("all of them, --workers 2", [str(f) for f in files], ["--workers", "2"]))
    for name, inputs, flags in cases:
        out = RESULTS / "out" / name.split()[0]
        code, seconds, peak, err = peak_run([*CLI, "audit", *inputs, "--out", str(out), "--quiet", *flags])
        size = sum(Path(p).stat().st_size for p in inputs)
        try:
            s = json.loads((out / "summary.json").read_text())
            said = (
                f"{s['lines_read']:,} lines, {s['dead_letters']} dead, {s['oversized_lines']} oversized, "
                f"{s['truncated_streams']} truncated, {s['runs']} runs, {s['incomplete_runs']} incomplete, "
                f"{s['ungrounded_values']:,} ungrounded, {s['not_actionable_values']} not actionable, "
                f"{s['leads_omitted']:,} leads omitted"
            )
        except FileNotFoundError:
            said = err.strip().splitlines()[-1] if err.strip() else "no summary"
        print(f"| {name} | {size / 1e6:,.1f} MB | {seconds:.1f} | {peak:,.0f} | {code} | {said} |", flush=True)


def _rss_mb() -> float:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def bench_check(cases: int) -> None:
    from evidence_audit.check_filter import run_filter

    marks = {int(cases * f) for f in (0.01, 0.1, 0.25, 0.5, 0.75, 1.0)}
    started = time.perf_counter()

    def lines():
        for i in range(1, cases + 1):
            size = (1 << 20) if i % 1000 == 0 else 2048
            blob = f"{i:09d}" + "x" * size
            case = {
                "id": i,
                "answer": f"Got {i:09d}",
                "history": [{"role": "tool", "content": json.dumps({"blob": blob, "id": f"{i:09d}"})}],
                "options": {"exempt": [f"e{i}"]},
            }
            yield json.dumps(case).encode() + b"\n"
            if i in marks:
                elapsed = time.perf_counter() - started
                print(
                    f"| {i:,} | {_rss_mb():,.0f} | {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:,.0f} |"
                    f" {i / elapsed:,.0f} |",
                    flush=True,
                )

    class Null:
        def write(self, data):
            pass

        def flush(self):
            pass

    print("| cases | RSS MB | peak RSS MB | cases/s |\n|---:|---:|---:|---:|")
    summary = run_filter(lines(), Null())
    print(f"failed: {summary.failed}")


def _old_lines(path: str):
    """What the job did before: Beam's (de)compressing reader, one line at a time."""
    from apache_beam.io.filesystem import CompressionTypes
    from apache_beam.io.filesystems import FileSystems

    with FileSystems.open(path, compression_type=CompressionTypes.detect_compression_type(path)) as handle:
        for line in iter(handle.readline, b""):
            yield line


def _new_lines(path: str):
    """What the job does now: the stdlib's decompressors a piece at a time, bounded lines."""
    from apache_beam.io.filesystem import CompressionTypes
    from apache_beam.io.filesystems import FileSystems

    from evidence_audit.beam.lines import decompressed, split_lines

    compression = CompressionTypes.detect_compression_type(path)
    with FileSystems.open(path, compression_type=CompressionTypes.UNCOMPRESSED) as raw:
        yield from split_lines(decompressed(raw, compression))


def bench_read(repeats: int = 5) -> None:
    from evidence_audit.synth import main as synth_main

    plain = RESULTS / "read" / "traces.jsonl"
    if not plain.exists():
        plain.parent.mkdir(parents=True, exist_ok=True)
        synth_main(["--runs", "10000", "--out", str(plain), "--seed", "7", "--quiet"])
    zipped = plain.with_suffix(".jsonl.gz")
    if not zipped.exists():
        zipped.write_bytes(gzip.compress(plain.read_bytes(), 6))
    print("| file | MB | before (Beam readline) s | now (split_lines) s | ratio now/before |\n|---|---:|---:|---:|---:|")
    for path in (plain, zipped):
        old, new = [], []
        for _ in range(repeats):
            for reader, times in ((_old_lines, old), (_new_lines, new)):
                t = time.perf_counter()
                count = sum(1 for _ in reader(str(path)))
                times.append(time.perf_counter() - t)
        a, b = statistics.median(old), statistics.median(new)
        print(f"| {path.name} | {plain.stat().st_size / 1e6:,.0f} | {a:.2f} | {b:.2f} | {b / a:.2f} | ({count:,} lines)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--giant-mb", type=int, default=1024)
    parser.add_argument("--check-cases", type=int, default=1_000_000)
    parser.add_argument("--only", choices=("audit", "check", "read"), default=None)
    args = parser.parse_args()
    if args.only in (None, "audit"):
        bench_audit(args.giant_mb)
    if args.only in (None, "read"):
        bench_read()
    if args.only in (None, "check"):
        bench_check(args.check_cases)
    return 0


if __name__ == "__main__":
    sys.exit(main())
