"""Run the streaming audit on a scripted stream (TestStream on Beam's BundleBasedDirectRunner).

The BundleBasedDirectRunner is the Beam runner that executes `TestStream`, user state and
event-time timers in this process, offline (FnApiRunner rejects TestStream; Prism is a download).
Rows are written by the same `AppendRows` sink the `watch` command uses, then read back.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import apache_beam as beam
from apache_beam.metrics.metric import MetricsFilter
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.testing.test_stream import TestStream
from apache_beam.transforms.window import TimestampedValue
from apache_beam.utils.timestamp import Timestamp

from evidence_audit.beam.counters import NAMESPACE
from evidence_audit.beam.follow import AppendRows
from evidence_audit.beam.stream_run import StreamSettings
from evidence_audit.beam.streaming import STREAM_OUTPUTS, AuditStream
from evidence_audit.traces import Source

STREAM_RUNNER = "BundleBasedDirectRunner"

Element = tuple[Source, bytes]


def add(t: float, *elements: Element) -> tuple[str, float, tuple[Element, ...]]:
    """A script step: these elements arrive with event time `t` (seconds)."""
    return ("add", t, elements)


def watermark(t: float) -> tuple[str, float]:
    """A script step: the watermark moves to `t` (seconds)."""
    return ("watermark", t)


def line(record: Mapping[str, Any] | str, number: int, file: str = "live.jsonl") -> Element:
    raw = record if isinstance(record, str) else json.dumps(record)
    return (Source(file, number), raw.encode())


def read_rows(out: Path, name: str) -> list[dict]:
    path = out / f"{name}.jsonl"
    if not path.exists():
        return []
    return [json.loads(text) for text in path.read_text().splitlines() if text.strip()]


def _ms(seconds: float) -> Timestamp:
    """Seconds as a Timestamp of whole milliseconds (TestStream's watermark precision)."""
    return Timestamp(micros=round(seconds * 1000) * 1000)


def stream_audit(
    script: Sequence[tuple],
    out: Path,
    *,
    wait: float = 5,
    idle: float = 100,
    max_run_bytes: int | None = None,
    cache_runs: int | None = None,
    check_options: Mapping[str, Any] | None = None,
    fmt: str = "auto",
    also: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, list[dict]]:
    """Play `script` into AuditStream; return its rows by output name. `also(outputs)` lays other
    sinks on the same outputs (the streaming BigQuery sink's test does).

    (This runner's metrics are not reliable in streaming mode: it commits only some bundles'
    counter updates, so counters are asserted on FnApiRunner, in `test_counters.py`.)
    """
    stream = TestStream()
    mark = None
    batch: list[TimestampedValue] = []  # elements between two watermark moves: one event, one bundle
    for step in script:
        if step[0] == "add":
            _, t, elements = step
            batch.extend(TimestampedValue(e, _ms(t)) for e in elements)
        else:
            t = _ms(step[1])
            if mark is None or t > mark:
                if batch:
                    stream.add_elements(batch)
                    batch = []
                stream.advance_watermark_to(t)
                mark = t
    if batch:
        stream.add_elements(batch)
    stream.advance_watermark_to_infinity()
    settings = StreamSettings.of_seconds(wait=wait, idle=idle, **({"max_run_bytes": max_run_bytes} if max_run_bytes else {}))
    extra = {} if cache_runs is None else {"cache_runs": cache_runs}
    pipeline = beam.Pipeline(options=PipelineOptions([], runner=STREAM_RUNNER, streaming=True))
    outputs = pipeline | stream | AuditStream(fmt, None, check_options, settings=settings, **extra)
    outputs | AppendRows(str(out), echo=False)
    if also is not None:
        also(outputs)
    result = pipeline.run()
    result.wait_until_finish()
    return {name: read_rows(out, name) for name in STREAM_OUTPUTS}


__all__ = ["STREAM_RUNNER", "add", "line", "read_rows", "stream_audit", "watermark"]


def replay_counters(elements: Sequence[Element], out: Path) -> dict[str, int]:
    """The streaming audit replayed on FnApiRunner (exact metrics: the BundleBasedDirectRunner's
    are not), element i at event time i: its rows written to `out`, its counters returned."""
    pipeline = beam.Pipeline(options=PipelineOptions([], runner="FnApiRunner"))
    outputs = (
        pipeline
        | beam.Create(list(enumerate(elements)))
        | beam.MapTuple(lambda t, e: TimestampedValue(e, t))
        | AuditStream(settings=StreamSettings.of_seconds(wait=5, idle=60), cache_runs=0)
    )
    outputs | AppendRows(str(out), echo=False)
    result = pipeline.run()
    result.wait_until_finish()
    counters: dict[str, int] = {}
    for item in result.metrics().query(MetricsFilter().with_namespace(NAMESPACE))["counters"]:
        counters[item.key.metric.name] = counters.get(item.key.metric.name, 0) + item.committed
    return counters
