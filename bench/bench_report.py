"""Benchmark `evidence-audit report` on a 1-million-answer audit's outputs.

Not a test: it measures. From the repository root:

    .venv/bin/python bench/bench_report.py                      # 1,000,000 answers, JSONL and Parquet
    .venv/bin/python bench/bench_report.py --answers 100000     # a smaller audit

Auditing a million answers takes far longer than the report, so the audit's OUTPUT rows are
synthesized directly, in the exact output schema (`beam/schema.py`: the same columns, the Parquet
file written with the audit's explicit schema, JSONL lines as `orjson.dumps` of the row, sharded
as Beam names them): 8 models, a year of answer times, 30% flagged with 1-3 ungrounded values
each (nearest leads over 20 tools, a derivation on some), 3% listing self-sourced values, a few
unread and not actionable answers, and 0.2% of lines as dead letters. Outputs are cached under
bench/results/. Then it times the command a user runs, `evidence-audit report DIR --html X`, in
a subprocess (start-up and imports included), alternating the formats, and reports medians;
and, in this process, where the time goes: DuckDB (views and every query), the charts, the page.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from contextlib import ExitStack
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from evidence_audit.beam.rows import ANSWER_TEXT_CHARS, GROUNDED_COLUMNS
from evidence_audit.beam.schema import SCHEMAS

RESULTS = ROOT / "bench" / "results"
MODELS = ["gpt-4o-2024-08-06", "gpt-4.1-mini", "claude-3-5-sonnet-20241022", "claude-sonnet-4-20250514",
          "gemini-1.5-pro-002", "llama-3.1-70b-instruct", "mistral-large-2411", "qwen2.5-72b-instruct"]
TOOLS = [f"tool_{name}" for name in ("get_order", "find_customer", "get_user", "search_flights", "get_booking",
                                     "issue_refund", "cancel_order", "change_flight", "get_port_counters",
                                     "show_interface", "describe_instances", "get_metrics", "get_ticket",
                                     "list_assets", "get_logs", "get_volume", "get_invoice", "get_payment",
                                     "get_reservation", "search_kb")]
T0 = 1_704_067_200 * 10**9  # 2024-01-01
YEAR_NS = 365 * 86_400 * 10**9
REASONS = ["the line is not valid JSON (unexpected end of data)", "no known trace format; the line's keys are [\"x\"]",
           "the events record has no 'seq'; expected the message's position in its run"]


def synth_rows(answers: int, seed: int):
    """Yield ("answers" | "findings" | "dead_letter", row) in the audit's output layout."""
    rng = random.Random(seed)
    rules = list(GROUNDED_COLUMNS.values())
    run, index = 0, 0
    for n in range(answers):
        if index >= rng.randint(1, 4):
            run, index = run + 1, 0
        run_id = f"{run:032x}"
        model = MODELS[run % len(MODELS)] if run % 50 else None
        ts = T0 + (run * 7_919_000_000_007) % YEAR_NS if run % 7 else None  # over a year; some runs have none
        where = {"source_file": f"traces-{run % 16:02}.jsonl", "source_line": run + 1, "model": model, "ts": ts}
        roll = rng.random()
        verdict = "flagged" if roll < 0.30 else "not_actionable" if roll < 0.301 else "unread" if roll < 0.31 else "clean"
        values = []
        if verdict == "flagged":
            values = [("ungrounded", f"w{rng.randrange(10**7):07}") for _ in range(rng.randint(1, 3))]
        if rng.random() < 0.03:
            values.append(("self_sourced", f"2024-{rng.randint(1, 12):02}-{rng.randint(1, 28):02}"))
        text = None
        if values:
            words = [f"Order {v.upper() if kind == 'ungrounded' else v} is on its way." for kind, v in values]
            text = (" ".join(words) + " The total came to $1,032.50 for 2 items.")[:ANSWER_TEXT_CHARS]
        grounded = rng.randint(0, 8)
        counts = dict.fromkeys(rules, 0)
        counts[rules[0]] = grounded
        row = {
            "run_id": run_id, "answer_index": index, "candidates": grounded + len(values),
            "looked_up": grounded + len(values), "grounded": grounded,
            "unsupported": sum(kind == "ungrounded" for kind, _ in values), "computed": 0, "exempt": 0,
            "self_sourced": sum(kind == "self_sourced" for kind, _ in values), **counts,
            "unread_tokens": 120 if verdict == "unread" else 0, "evidence_truncated": verdict == "not_actionable",
            "tool_results_before": rng.randint(0, 6), "verdict": verdict, "answer_text": text, **where,
        }
        yield "answers", row
        for kind, value in values:
            offset = text.lower().find(value)
            tool = TOOLS[rng.randrange(len(TOOLS))]
            nearest = ({"value": value[:-1] + "0", "how": "one character off", "position": 0, "tool_name": tool,
                        "path": "orders[0].order_id"} if rng.random() < 0.8 else None)
            derivation = ({"expression": "1000 + 32.5", "from": [{"value": "1000", "position": 0, "path": "a"},
                                                                 {"value": "32.5", "position": 1, "path": "b"}]}
                          if rng.random() < 0.05 else None)
            yield "findings", {
                "run_id": run_id, "answer_index": index, "kind": kind, "value": value,
                "shape": "identifier", "spelling": None, "context": text[:120], "offset": offset,
                "nearest": nearest, "derivation": derivation, **where,
            }
        if rng.random() < 0.002:
            line = rng.randrange(10**6)
            file = f"traces-{line % 16:02}.jsonl"
            yield "dead_letter", {"source_file": file, "source_line": line,
                                  "reason": f"line {line} of {file}: {rng.choice(REASONS)}", "raw": '{"x": 1'}
        index += 1


def write_outputs(answers: int, seed: int, shards: int) -> tuple[Path, Path]:
    """The synthesized outputs as JSONL shards and as Parquet (cached)."""
    base = RESULTS / f"report-{answers}-{seed}"
    jsonl, parquet = base / "jsonl", base / "parquet"
    done = base / "done"
    if done.exists():
        return jsonl, parquet
    import pyarrow as pa
    import pyarrow.parquet as pq

    jsonl.mkdir(parents=True, exist_ok=True)
    parquet.mkdir(parents=True, exist_ok=True)
    columns: dict[str, list[dict]] = {name: [] for name in SCHEMAS}
    with ExitStack() as stack:
        handles = {
            (name, shard): stack.enter_context(open(jsonl / f"{name}-{shard:05}-of-{shards:05}.jsonl", "wb"))
            for name in SCHEMAS for shard in range(shards)
        }
        for number, (name, row) in enumerate(synth_rows(answers, seed)):
            handles[(name, number % shards)].write(orjson.dumps(row) + b"\n")
            columns[name].append(row)
    for name, rows in columns.items():
        table = pa.Table.from_pylist(rows, schema=SCHEMAS[name])
        pq.write_table(table, parquet / f"{name}-00000-of-00001.parquet")
    summary = {"answers": len(columns["answers"]), "runs": len({row["run_id"] for row in columns["answers"]}),
               "findings": len(columns["findings"]), "dead_letters": len(columns["dead_letter"])}
    for directory in (jsonl, parquet):
        (directory / "summary.json").write_bytes(orjson.dumps({**summary, "lines_read": 0}))
    done.write_text("ok")
    return jsonl, parquet


def size_mb(directory: Path) -> float:
    return sum(path.stat().st_size for path in directory.iterdir()) / 1e6


def time_command(directory: Path, html: Path) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "evidence_audit.cli", "report", str(directory), "--html", str(html)],
                   check=True, capture_output=True)
    return time.perf_counter() - started


def breakdown(directory: Path) -> dict[str, float]:
    """Seconds in DuckDB (views and queries), charts and page, in this process."""
    import duckdb

    from evidence_audit.report import charts
    from evidence_audit.report.outputs import find_outputs
    from evidence_audit.report.page import render_page
    from evidence_audit.report.query import Limits, gather
    from evidence_audit.report.tables import create_tables

    started = time.perf_counter()
    outputs = find_outputs(directory)
    con = duckdb.connect()
    con.execute("SET enable_progress_bar = false")
    con.execute("SET preserve_insertion_order = false")
    data = gather(con, create_tables(con, outputs), Limits())
    queried = time.perf_counter()
    calls = []
    real = charts.render_svg

    def timed(spec):
        begin = time.perf_counter()
        svg = real(spec)
        calls.append(time.perf_counter() - begin)
        return svg

    charts.render_svg = timed
    try:
        render_page(data, title="bench", source=str(directory), summary=outputs.summary, command="bench")
    finally:
        charts.render_svg = real
    finished = time.perf_counter()
    return {"duckdb": queried - started, "charts": sum(calls), "page": finished - queried - sum(calls)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--answers", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shards", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()

    started = time.perf_counter()
    jsonl, parquet = write_outputs(args.answers, args.seed, args.shards)
    print(f"outputs: {jsonl.parent} (made or cached in {time.perf_counter() - started:.1f} s)")
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, CPython {platform.python_version()}")
    for name, directory in (("jsonl", jsonl), ("parquet", parquet)):
        print(f"  {name:8} {size_mb(directory):8.1f} MB")
    times: dict[str, list[float]] = {"jsonl": [], "parquet": []}
    html = RESULTS / "bench-report.html"
    for _ in range(args.repeats):
        for name, directory in (("jsonl", jsonl), ("parquet", parquet)):
            times[name].append(time_command(directory, html))
    print(f"evidence-audit report, {args.answers:,} answers, medians of {args.repeats} (alternating formats):")
    for name, values in times.items():
        print(f"  {name:8} {statistics.median(values):6.2f} s   (min {min(values):.2f}, max {max(values):.2f});"
              f" report {html.stat().st_size / 1e6:.2f} MB")
    for name, directory in (("jsonl", jsonl), ("parquet", parquet)):
        parts = breakdown(directory)
        print(f"  in-process, {name:8} " + ", ".join(f"{key} {value:.2f} s" for key, value in parts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
