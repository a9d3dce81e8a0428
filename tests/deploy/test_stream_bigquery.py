"""The streaming BigQuery sink on real Beam runners, against a stand-in for BigQuery's API.

The stand-in (`fake_bigquery.py`) sits behind Beam's own `test_client` seam: Beam's sink creates the
tables and sends insertAll requests as it would to BigQuery, and the stand-in refuses rows as
BigQuery does. A synth corpus streamed through `AuditStream` (a TestStream on the
BundleBasedDirectRunner) lands in the four tables exactly as the `watch` folder sink writes it;
refused rows become dead letters, counted (on FnApiRunner, whose metrics are exact).
"""

from __future__ import annotations

import json
import re
import uuid

import apache_beam as beam
import pytest
from apache_beam.metrics.metric import MetricsFilter
from apache_beam.options.pipeline_options import PipelineOptions

from evidence_audit.traces import Source

from ..stream.batch import canonical
from ..stream.helpers import stream_audit
from ..stream.test_equivalence import WAIT, corpus_lines, shuffled_within
from .conftest import needs_gcp
from .fake_bigquery import FakeBigQuery, created, inserted

pytestmark = [needs_gcp, pytest.mark.slow]


def _prefix() -> str:
    """A table prefix of its own: Beam remembers, per process, the tables it has already made."""
    return "live_" + uuid.uuid4().hex[:8]


def test_a_streamed_corpus_lands_in_four_tables_as_the_folder_sink_writes_it(tmp_path):
    from evidence_audit.beam.bigquery import STREAM_TABLE_FIELDS, project_row, repeated_columns
    from evidence_audit.beam.bigquery_stream import StreamBigQuery

    prefix = _prefix()
    service = tmp_path / "bigquery"
    lines = corpus_lines(tmp_path, "mixed", 25, 11)
    lines.insert(40, (Source("live.jsonl", 41), b'{"run_id": "broken", "role":'))  # one dead letter
    sink = StreamBigQuery(f"audit-project:audits.{prefix}", test_client=FakeBigQuery(service))
    rows = stream_audit(
        shuffled_within(lines, 11, WAIT), tmp_path / "out", wait=WAIT, idle=10 * WAIT,
        also=lambda outputs: outputs | "StreamBigQuery" >> sink,
    )
    assert rows["findings"] and rows["answers"] and len(rows["runs"]) == 25

    tables = created(service)
    assert set(tables) == {f"{prefix}_{name}" for name in STREAM_TABLE_FIELDS}
    clustering = {"findings": ["run_id", "model"], "answers": ["run_id", "model"], "dead_letter": ["source_file"],
                  "runs": ["run_id"]}
    for name, fields in STREAM_TABLE_FIELDS.items():
        table = tables[f"{prefix}_{name}"]
        assert (table["project"], table["dataset"]) == ("audit-project", "audits")
        assert [f["name"] for f in table["fields"]] == [f for f, _, _ in fields]
        assert table["timePartitioning"] == "DAY" and table["clustering"] == clustering[name]
        landed = inserted(service, f"{prefix}_{name}")
        names = tuple(f for f, _, _ in fields)
        expected = [project_row(row, names, repeated_columns(fields)) for row in rows[name]]
        assert canonical(item["row"] for item in landed) == canonical(expected), name
        ids = [item["insert_id"] for item in landed]
        assert all(ids) and len(set(ids)) == len(ids), f"{name}: every row has an insert id of its own"
    # the one reshaping: a finding that is not computed has no operands, and BigQuery wants [] there
    non_computed = [item["row"] for item in inserted(service, f"{prefix}_findings") if item["row"]["kind"] != "computed"]
    assert non_computed and all(row["operands"] == [] for row in non_computed)


def _rows(run_id: str, line: int, value: str) -> dict[str, list[dict]]:
    finding = {"run_id": run_id, "answer_index": 0, "kind": "ungrounded", "value": value, "offset": 6,
               "source_file": "live.jsonl", "source_line": line, "operands": None}
    answer = {"run_id": run_id, "answer_index": 0, "verdict": "flagged", "unsupported_count": 1,
              "source_file": "live.jsonl", "source_line": line}
    return {"findings": [finding], "answers": [answer]}


def test_refused_rows_are_kept_as_dead_letters_and_counted(tmp_path):
    """A refused finding becomes a dead letter saying why; a refused dead letter is logged; both count."""
    from evidence_audit.beam.bigquery_stream import REFUSED_COUNTER, StreamBigQuery
    from evidence_audit.beam.counters import NAMESPACE

    prefix = _prefix()
    service = tmp_path / "bigquery"
    kept, refused, refused_twice = _rows("r1", 3, "W1"), _rows("r2", 7, "W2"), _rows("r3", 999, "W3")
    outputs_rows = {
        "findings": kept["findings"] + refused["findings"] + refused_twice["findings"],
        "answers": kept["answers"],
        "dead_letter": [{"source_file": "live.jsonl", "source_line": 1, "reason": "line 1 of live.jsonl: bad", "raw": "{"}],
        "runs": [{"run_id": "r1", "answers": 1, "messages": 4}],
    }
    # The stand-in refuses the row holding value W2, and every row (of any table) from line 999.
    client = FakeBigQuery(service, refuse={"value": "W2", "source_line": 999})
    sink = StreamBigQuery(f"audit-project:audits.{prefix}", test_client=client)
    pipeline = beam.Pipeline(options=PipelineOptions([], runner="FnApiRunner"))
    outputs = {name: pipeline | f"Create{name.title()}" >> beam.Create(rows, reshuffle=False)
               for name, rows in outputs_rows.items()}
    outputs | "StreamBigQuery" >> sink
    result = pipeline.run()
    result.wait_until_finish()

    assert [item["row"]["value"] for item in inserted(service, f"{prefix}_findings")] == ["W1"]
    dead = [item["row"] for item in inserted(service, f"{prefix}_dead_letter")]
    assert len(dead) == 2, dead  # the input's own dead letter, and the refused W2 finding's
    [why] = [row for row in dead if row["reason"].startswith("BigQuery refused")]
    assert why["reason"] == (
        f"BigQuery refused a findings row of run 'r2', answer 0 for audit-project:audits.{prefix}_findings: "
        "invalid at value: refused by the test"
    )
    assert (why["source_file"], why["source_line"]) == ("live.jsonl", 7)
    assert json.loads(why["raw"])["value"] == "W2"
    # the line-999 finding was refused, and so was its dead letter (same line): logged, not lost silently
    assert not any(row["source_line"] == 999 for row in dead)
    counters = result.metrics().query(MetricsFilter().with_namespace(NAMESPACE).with_name(REFUSED_COUNTER))["counters"]
    assert sum(item.committed for item in counters) == 3


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--bigquery-table=audits.live"], "names no project and no --project is set"),
        (["--bigquery-table=p:audits"], "is not PROJECT:DATASET.PREFIX"),
        (["--output-format=bigquery", "--bigquery-table=p:audits.live"], "--output-format is a flag of the batch audit"),
    ],
)
def test_watch_refuses_a_table_it_could_not_write(flags, message):
    from evidence_audit.beam.job import JobError
    from evidence_audit.beam.watch import resolve_watch

    with pytest.raises(JobError, match=re.escape(message)):
        resolve_watch(PipelineOptions(["--subscription=projects/p/subscriptions/s", "--runner=DataflowRunner", *flags]))
    job = resolve_watch(PipelineOptions(["--subscription=projects/p/subscriptions/s", "--runner=DataflowRunner",
                                         "--bigquery-table=audits.live", "--project=p-2"]))
    assert job["bigquery_table"].dataset == "audits" and job["topics"] == {}
