"""Benchmark the streaming audit: answers judged per second, state held per run, finding latency.

Not a test: it measures. From the repository root:

    .venv/bin/python bench/bench_stream.py                    # 400 runs, mixed formats
    .venv/bin/python bench/bench_stream.py --runs 1000 --repeats 5
    .venv/bin/python bench/bench_stream.py --skip-latency     # no 30 s live run

It writes a synth corpus (cached under bench/results/) and, alternating the contenders in each
repeat (medians reported, with the spread), measures:

- **batch, pure**: `parse_line`, group by run, `audit_run` per run: the batch audit without Beam;
- **streaming, pure**: the same lines, each delayed by a random part of the wait, through
  `StreamRun` (accept on arrival; judge when the simulated watermark passes arrival + wait): the
  streaming rules without Beam, so the ratio to the batch row is their own cost;
- **streaming, BundleBasedDirectRunner**: the `AuditStream` composite on Beam's local streaming
  runner, fed by a TestStream with the same arrivals (what `evidence-audit watch` runs);

then the **state held per run**, in bytes as Beam stores it (each stored message tuple and the
meta record encoded with the state's coder, FastPrimitivesCoder), at its largest (just before the
run closes), and the in-memory cache per live run (tracemalloc); and, unless `--skip-latency`,
the **latency** of `evidence-audit watch --wait 1`: from an answer's line being written to a file
to its findings being printed, with lines written at a steady rate.
"""

from __future__ import annotations

import argparse
import heapq
import os
import platform
import random
import statistics
import subprocess
import sys
import threading
import time
import tracemalloc
from collections.abc import Iterable
from pathlib import Path
from typing import Never

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import apache_beam as beam
from apache_beam.coders import FastPrimitivesCoder
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.testing.test_stream import TestStream
from apache_beam.transforms.window import TimestampedValue
from apache_beam.utils.timestamp import Timestamp

from evidence_audit.beam.rows import audit_run
from evidence_audit.beam.stream_run import StreamRun, StreamSettings
from evidence_audit.beam.streaming import AuditStream
from evidence_audit.evidence import resolve_gate
from evidence_audit.synth import write_corpus
from evidence_audit.traces import Source, parse_line
from evidence_audit.traces.model import message_to_tuple

RESULTS = ROOT / "bench" / "results"
GATE = resolve_gate({})
CODER = FastPrimitivesCoder()


def corpus(runs: int, fmt: str, seed: int) -> list[tuple[Source, bytes]]:
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"stream-{fmt}-{runs}-{seed}.jsonl"
    if not path.exists():
        write_corpus(str(path), runs, seed, fmt)
    with open(path, "rb") as handle:
        lines = [(Source(str(path), i), raw.rstrip(b"\n")) for i, raw in enumerate(handle, start=1)]
    # each run's lines in the order its producer sends them (an exporter sends a span when it ends)
    by_run: dict[str, list[int]] = {}
    sent_at = []
    for i, (source, raw) in enumerate(lines):
        parsed = parse_line(raw, source)
        by_run.setdefault(parsed.run_ids[0], []).append(i)
        sent_at.append(max((m.ts or 0 for m in parsed.messages), default=0))
    order = list(range(len(lines)))
    for places in by_run.values():
        for place, i in zip(places, sorted(places, key=lambda i: (sent_at[i], i)), strict=True):
            order[place] = i
    return [lines[i] for i in order]


def arrivals_of(lines, wait: float, seed: int) -> list[tuple[float, tuple[Source, bytes]]]:
    """Line i arrives at i * 0.01 s plus a delay up to 90% of the wait."""
    rng = random.Random(seed)
    timed = [(round(i * 0.01 + rng.uniform(0, wait * 0.9), 3), e) for i, e in enumerate(lines)]
    return sorted(timed, key=lambda pair: pair[0])


def tuples_by_run(raw: bytes, source: Source) -> dict[str, tuple]:
    parsed = parse_line(raw, source)
    by_run: dict[str, list] = {run_id: [] for run_id in parsed.run_ids}
    for message in parsed.messages:
        by_run.setdefault(message.run_id, []).append(message_to_tuple(message))
    return {run_id: tuple(rows) for run_id, rows in by_run.items()}


# -- contenders ------------------------------------------------------------------------------


def batch_pure(lines) -> int:
    runs: dict[str, list] = {}
    for source, raw in lines:
        parsed = parse_line(raw, source)
        for message in parsed.messages:
            runs.setdefault(message.run_id, []).append(message)
    return sum(len(audit_run(run_id, messages, GATE).answers) for run_id, messages in runs.items())


def stream_pure(arrivals, wait: float, keep: dict | None = None) -> int:
    """The streaming rules without Beam; `keep` collects each run's stored tuples and meta.

    Timers are a heap of (due, run id), as the runner keeps them: before each arrival the ones due
    by then fire; a run whose timer fired sets its next one.
    """
    settings = StreamSettings.of_seconds(wait=wait, idle=10**6)
    runs: dict[str, StreamRun] = {}
    stored: dict[str, list] = {}
    timers: list[tuple[int, str]] = []
    set_at: dict[str, int] = {}  # the one live timer per run (a later set replaces it)
    answers = 0

    def arm(run_id: str) -> None:
        due = runs[run_id].next_due()
        if due is not None and set_at.get(run_id) != due:
            set_at[run_id] = due
            heapq.heappush(timers, (due, run_id))

    def fire(now: int) -> int:
        judged = 0
        while timers and timers[0][0] <= now:
            at, run_id = heapq.heappop(timers)
            if set_at.get(run_id) != at:
                continue  # replaced by a later set
            del set_at[run_id]
            judged += len(list(runs[run_id].judge_due(at)))
            arm(run_id)
        return judged

    for seconds, (source, raw) in arrivals:
        now = round(seconds * 1e6)
        answers += fire(now)
        for run_id, rows in tuples_by_run(raw, source).items():
            run = runs.setdefault(run_id, StreamRun(run_id, GATE, settings))
            accepted = run.accept(rows, now)
            stored.setdefault(run_id, []).extend(accepted.stored)
            arm(run_id)
    for run in runs.values():  # what the end of the stream does
        answers += len(list(run.judge_due(None)))
    if keep is not None:
        keep.update({run_id: (stored.get(run_id, []), run.meta, run) for run_id, run in runs.items()})
    return answers


def stream_beam(arrivals, wait: float, tick: float = 5.0) -> int:
    stream = TestStream()
    batch, mark = [], None
    for seconds, element in arrivals:
        edge = Timestamp(micros=int(seconds // tick * tick * 1e6))
        if mark is None or edge > mark:
            if batch:
                stream.add_elements(batch)
                batch = []
            stream.advance_watermark_to(edge)
            mark = edge
        batch.append(TimestampedValue(element, Timestamp(micros=round(seconds * 1000) * 1000)))
    if batch:
        stream.add_elements(batch)
    stream.advance_watermark_to_infinity()
    counted = RESULTS / "stream-bench-answers.count"
    if counted.exists():
        counted.unlink()
    pipeline = beam.Pipeline(options=PipelineOptions([], runner="BundleBasedDirectRunner", streaming=True))
    outputs = pipeline | stream | AuditStream(settings=StreamSettings.of_seconds(wait=wait, idle=10 * wait + 60))
    outputs["answers"] | beam.Map(lambda row: 1) | beam.ParDo(_Count(str(counted)))
    pipeline.run().wait_until_finish()
    return int(counted.read_text() or 0) if counted.exists() else 0


class _Count(beam.DoFn):
    """Count elements into a file (this runner's metrics are not reliable in streaming mode)."""

    def __init__(self, path: str) -> None:
        self.path = path

    def start_bundle(self) -> None:
        self.n = 0

    def process(self, one: int) -> Iterable[Never]:  # emits nothing (beam/README.md, "Type hints")
        self.n += one
        return ()

    def finish_bundle(self) -> None:
        if self.n:
            before = int(Path(self.path).read_text()) if os.path.exists(self.path) else 0
            Path(self.path).write_text(str(before + self.n))


# -- state per run ----------------------------------------------------------------------------


def state_sizes(arrivals, wait: float) -> dict[str, float]:
    keep: dict = {}
    stream_pure(arrivals, wait, keep)
    sizes, per_message = [], []
    for stored, meta, _ in keep.values():
        bag = sum(len(CODER.encode(row)) for row in stored)
        size = bag + len(CODER.encode(meta.to_state()))
        sizes.append(size)
        if stored:
            per_message.append(bag / len(stored))
    sizes.sort()
    return {
        "runs": len(sizes),
        "median": statistics.median(sizes),
        "p90": sizes[int(0.9 * (len(sizes) - 1))],
        "max": sizes[-1],
        "mean": statistics.fmean(sizes),
        "per_message": statistics.median(per_message),
    }


def cache_bytes(lines, wait: float) -> float:
    """Python memory of the live runs the DoFn caches (messages + a fed auditor), per run."""
    arrivals = arrivals_of(lines, wait, 0)
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    keep: dict = {}
    stream_pure(arrivals, wait, keep)
    runs = [run for _, _, run in keep.values()]
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    held = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    return held / len(runs)


# -- latency of the watch command --------------------------------------------------------------


def latency(lines, rate: float, seconds: float) -> dict[str, float] | None:
    """Write lines at `rate` per second into a followed file; time each answer line -> its findings."""
    import tempfile

    work = Path(tempfile.mkdtemp(prefix="bench-stream-"))
    live, out = work / "live.jsonl", work / "out"
    live.write_bytes(b"")
    proc = subprocess.Popen(
        [sys.executable, "-m", "evidence_audit.cli", "watch", "--follow", str(live), "--out", str(out),
         "--wait", "1", "--idle", "30", "--poll", "0.2", "--until-quiet", "3"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ, PYTHONUNBUFFERED="1"),
    )
    for text in iter(proc.stderr.readline, ""):
        if "following" in text:
            break
    printed: list[tuple[float, str]] = []
    reader = threading.Thread(target=lambda: printed.extend((time.monotonic(), t) for t in iter(proc.stdout.readline, "")))
    reader.start()
    written: dict[int, float] = {}
    count = min(len(lines), int(rate * seconds))
    with open(live, "ab") as handle:
        start = time.monotonic()
        for i in range(count):
            handle.write(lines[i][1] + b"\n")
            handle.flush()
            written[i + 1] = time.monotonic()
            time.sleep(max(0.0, start + (i + 1) / rate - time.monotonic()))
    proc.wait(timeout=600)
    reader.join()
    delays = []
    for at, text in printed:
        if text.startswith("finding  "):
            line_no = int(text.rsplit(":", 1)[1])
            delays.append(at - written[line_no])
    if not delays:
        return None
    delays.sort()
    return {"findings": len(delays), "median": statistics.median(delays), "p90": delays[int(0.9 * (len(delays) - 1))],
            "max": delays[-1]}


# -- main ---------------------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=400)
    parser.add_argument("--format", default="mixed")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--wait", type=float, default=20.0)
    parser.add_argument("--skip-latency", action="store_true")
    args = parser.parse_args()

    lines = corpus(args.runs, args.format, args.seed)
    arrivals = arrivals_of(lines, args.wait, args.seed)
    megabytes = sum(len(raw) for _, raw in lines) / 1e6
    print(f"machine: {platform.machine()}, CPython {platform.python_version()}, {os.cpu_count()} cores (shared, noisy)")
    print(f"corpus: {args.runs} runs ({args.format}), {len(lines):,} lines, {megabytes:.1f} MB; wait {args.wait:g} s")
    contenders = {
        "batch, pure (parse + audit_run)": lambda: batch_pure(lines),
        "streaming, pure (StreamRun)": lambda: stream_pure(arrivals, args.wait),
        "streaming, BundleBasedDirectRunner": lambda: stream_beam(arrivals, args.wait),
    }
    times: dict[str, list[float]] = {name: [] for name in contenders}
    answers: dict[str, int] = {}
    for _ in range(args.repeats):
        for name, fn in contenders.items():  # alternating: each repeat runs every contender once
            started = time.perf_counter()
            answers[name] = fn()
            times[name].append(time.perf_counter() - started)
    base = statistics.median(times["batch, pure (parse + audit_run)"])
    print(f"{'':38} {'answers':>8} {'median s':>9} {'answers/s':>10} {'spread':>7} {'x batch':>8}")
    for name, spent in times.items():
        median = statistics.median(spent)
        print(f"{name:38} {answers[name]:>8,} {median:>9.2f} {answers[name] / median:>10,.0f}"
              f" {max(spent) / min(spent):>6.2f}x {median / base:>7.2f}x")

    sizes = state_sizes(arrivals, args.wait)
    print(
        f"state per run (Beam state, encoded, at its largest): median {sizes['median']:,.0f} B, p90 {sizes['p90']:,.0f} B,"
        f" max {sizes['max']:,.0f} B, mean {sizes['mean']:,.0f} B over {sizes['runs']} runs;"
        f" {sizes['per_message']:,.0f} B per stored message (median)"
    )
    print(f"in-memory cache per live run (messages + fed auditor, tracemalloc): {cache_bytes(lines, args.wait):,.0f} B")
    if not args.skip_latency:
        measured = latency(lines, rate=100.0, seconds=20.0)
        if measured:
            print(
                f"latency, watch --wait 1 --poll 0.2, 100 lines/s: answer line written -> finding printed:"
                f" median {measured['median']:.2f} s, p90 {measured['p90']:.2f} s, max {measured['max']:.2f} s"
                f" ({measured['findings']} findings)"
            )


if __name__ == "__main__":
    main()
