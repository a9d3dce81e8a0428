"""Benchmark the trace readers: lines/s and MB/s of each format, beside plain orjson.loads.

    python bench/bench_traces.py [--runs 1000] [--repeats 5]

For each format it writes the same synthetic runs with `traces.writers.write_run` (two user
turns, parallel tool calls, JSON tool results of about 1 KB), then times, on the same lines as
bytes (what the pipeline's reader hands over):

- floor:  `orjson.loads(line)` for every line, the cost of the JSON alone;
- parse:  `parse_line(line, source)` with format auto-detection;
- +assemble: parse, then `assemble_run` per run (otel's history de-duplication lives there).

Each figure is the median of `--repeats` interleaved timings; the ratio is the median of parse
time over floor time per repeat. Single process, one core.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable

import orjson

from evidence_audit.traces import FORMATS, Source, assemble_run, parse_line
from evidence_audit.traces.writers import write_run

WORDS = ["port", "fabric", "switch", "zone", "order", "total", "latency", "queue", "node", "disk"]


def conversation(rng: random.Random, index: int) -> list[dict]:
    """One synthetic run: two user turns, parallel calls, ~1 KB JSON results, three answers."""

    def result() -> str:
        rows = [
            {
                "id": f"{rng.choice(WORDS)}-{rng.randrange(10**6)}",
                "value": round(rng.random() * 1e4, 2),
                "state": rng.choice(["up", "down", "degraded"]),
                "note": " ".join(rng.choices(WORDS, k=6)),
            }
            for _ in range(8)
        ]
        return orjson.dumps({"rows": rows, "count": len(rows)}).decode()

    messages: list[dict] = [{"role": "system", "content": "You are an operations assistant. " * 4}]
    for turn in range(2):
        messages.append(
            {"role": "user", "content": f"Check {rng.choice(WORDS)} {index}-{turn} please."}
        )
        calls = [
            {
                "id": f"call_{index}_{turn}_{k}",
                "name": rng.choice(WORDS),
                "arguments": orjson.dumps({"target": f"t-{rng.randrange(999)}"}).decode(),
            }
            for k in range(2)
        ]
        messages.append({"role": "assistant", "content": "Checking.", "tool_calls": calls})
        for call in calls:
            messages.append(
                {
                    "role": "tool",
                    "tool_call_id": call["id"],
                    "tool_name": call["name"],
                    "content": result(),
                }
            )
        messages.append(
            {
                "role": "assistant",
                "content": f"Node-{rng.randrange(99)} shows {rng.randrange(10**5)} errors; "
                f"latency {rng.random() * 100:.2f} ms.",
            }
        )
    return messages


def corpus(fmt: str, runs: int) -> list[bytes]:
    rng = random.Random(7)
    lines: list[bytes] = []
    for index in range(runs):
        lines += [
            line.encode()
            for line in write_run(
                conversation(rng, index), fmt, run_id=f"run-{index}", model="gpt-4o"
            )
        ]
    return lines


def seconds(job: Callable[..., object], *args: object) -> float:
    start = time.perf_counter()
    job(*args)
    return time.perf_counter() - start


def floor(lines: list[bytes]) -> None:
    for line in lines:
        orjson.loads(line)


def parse(lines: list[bytes], sources: list[Source]) -> None:
    for line, source in zip(lines, sources):
        parse_line(line, source)


def parse_and_assemble(fmt: str, lines: list[bytes], sources: list[Source]) -> None:
    by_run = defaultdict(list)
    for line, source in zip(lines, sources):
        parsed = parse_line(line, source)
        if parsed.errors:
            raise SystemExit(f"{fmt}: {parsed.errors[0].reason}")
        for message in parsed.messages:
            by_run[message.run_id].append(message)
    for messages in by_run.values():
        assemble_run(messages)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1000, help="synthetic runs per format")
    parser.add_argument("--repeats", type=int, default=5, help="timings per figure (median)")
    args = parser.parse_args(argv)

    print(
        f"python {platform.python_version()}, orjson {orjson.__version__}, "
        f"{platform.machine()}, {args.runs} runs per format, median of {args.repeats}"
    )
    header = (
        f"{'format':<17}{'lines':>8}{'MB':>8}{'floor lines/s':>15}{'floor MB/s':>12}"
        f"{'parse lines/s':>15}{'parse MB/s':>12}{'ratio':>8}{'+assemble lines/s':>19}"
    )
    print(header)
    for fmt in FORMATS:
        lines = corpus(fmt, args.runs)
        size_mb = sum(len(line) for line in lines) / 1e6
        sources = [Source("bench.jsonl", n) for n in range(1, len(lines) + 1)]

        parse_and_assemble(fmt, lines, sources)  # warm up, and fail loudly on any error
        # interleaved, so a noisy neighbour slows the floor and the readers alike
        floors, parses, alls = [], [], []
        for _ in range(args.repeats):
            floors.append(seconds(floor, lines))
            parses.append(seconds(parse, lines, sources))
            alls.append(seconds(parse_and_assemble, fmt, lines, sources))
        t_floor, t_parse, t_all = (statistics.median(t) for t in (floors, parses, alls))
        ratio = statistics.median(p / f for p, f in zip(parses, floors))
        n = len(lines)
        print(
            f"{fmt:<17}{n:>8}{size_mb:>8.1f}{n / t_floor:>15,.0f}{size_mb / t_floor:>12.1f}"
            f"{n / t_parse:>15,.0f}{size_mb / t_parse:>12.1f}{ratio:>8.1f}"
            f"{n / t_all:>19,.0f}"
        )
    sys.stdout.flush()


if __name__ == "__main__":
    main()
