"""The streaming audit's counters, on FnApiRunner with a bounded input (a replay).

The BundleBasedDirectRunner, the one local runner that streams, commits only some bundles'
metric updates (its worker threads keep the first bundle's metrics container for a step), so the
counters are asserted here, where Beam's metrics are exact. With a bounded input every record is
in before any timer fires: this also shows the composite replaying a finished corpus, with the
batch audit's rows. Late records and records after a close cannot happen in a replay; their
values are asserted through the rows that carry them in `test_streaming.py`.
"""

from __future__ import annotations

import apache_beam as beam
import pytest
from apache_beam.metrics.metric import MetricsFilter
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.transforms.window import TimestampedValue

from evidence_audit.beam.counters import COUNTERS, NAMESPACE
from evidence_audit.beam.follow import AppendRows
from evidence_audit.beam.rows import GROUNDED_COLUMNS
from evidence_audit.beam.stream_run import StreamSettings
from evidence_audit.beam.streaming import STREAM_COUNTERS, STREAM_OUTPUTS, AuditStream

from .batch import batch_rows, canonical
from .helpers import line, read_rows
from .test_streaming import order_run

pytestmark = pytest.mark.slow


def test_every_counter_of_a_replay(tmp_path) -> None:
    """Each batch and streaming counter has its expected value; the rows equal the batch audit's."""
    run = order_run()
    big = {"run_id": "r2", "seq": 0, "role": "tool", "tool_call_id": "k", "content": "y" * 3000}
    r2 = [line(big, 20), line({"run_id": "r2", "seq": 1, "role": "assistant", "content": "Done: 4471."}, 21)]
    r3 = [line({"run_id": "r3", "seq": 0, "role": "user", "content": "hi"}, 30)]
    elements = [*run, run[2], run[3], *r2, *r3, line("{oops", 40)]
    timed = [(i, e) for i, e in enumerate(elements)]
    pipeline = beam.Pipeline(options=PipelineOptions([], runner="FnApiRunner"))
    outputs = (
        pipeline
        | beam.Create(timed)
        | beam.MapTuple(lambda t, e: TimestampedValue(e, t))
        | AuditStream(settings=StreamSettings.of_seconds(wait=5, idle=60, max_run_bytes=2000), cache_runs=0)
    )
    outputs | AppendRows(str(tmp_path), echo=False)
    result = pipeline.run()
    result.wait_until_finish()
    counters = {name: 0 for name in (*COUNTERS, *STREAM_COUNTERS)}
    for item in result.metrics().query(MetricsFilter().with_namespace(NAMESPACE))["counters"]:
        counters[item.key.metric.name] += item.committed
    expected = {
        **{name: 0 for name in (*COUNTERS, *STREAM_COUNTERS)},  # every counter; those below are not 0
        "lines_read": 0,  # counted by ReadTraces, which a stream does not use
        "bytes_read": 0,
        "records_parsed": 11,
        "dead_letters": 1,
        "blank_lines": 0,
        "runs": 3,
        "runs_without_answer": 2,  # r3, and r2 whose answer came past the bound
        "runs_without_content": 0,
        "failed_runs": 0,
        "failed_answers": 0,
        "failed_messages": 0,
        "messages": 6 + 0 + 1,
        "duplicate_records": 2,
        "conflicting_positions": 0,
        "answers": 2,
        "flagged_answers": 0,
        "unread_answers": 0,
        "not_actionable_answers": 0,
        "ungrounded_values": 0,
        "self_sourced_values": 0,
        **{column: 0 for column in GROUNDED_COLUMNS.values()},
        "grounded_exact": 4,
        "unread_tokens": 0,
        "late_records": 0,
        "rejected_records": 2,
        "over_bound_runs": 1,
        "records_after_close": 0,
        "cache_rebuilds": counters["cache_rebuilds"],
    }
    assert counters == expected
    assert counters["cache_rebuilds"] >= 5  # no cache: every element and timer of a stored run rebuilds
    rows = {name: read_rows(tmp_path, name) for name in STREAM_OUTPUTS}
    assert canonical(rows["answers"]) == canonical(batch_rows(run)["answers"])
    assert sorted(r["run_id"] for r in rows["runs"]) == ["r1", "r2", "r3"]
    assert len(rows["dead_letter"]) == 1 + 2
