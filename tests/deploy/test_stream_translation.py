"""The streaming audit, translated for DataflowRunner: Pub/Sub in, alerts and BigQuery out, offline.

The same seam as `test_dataflow_translation.py` (Beam's `--dry_run`, in a child under
`unshare --net` where the machine allows it): the real `watch` job with a Pub/Sub subscription, an
alert topic and the streaming BigQuery sink is built for Dataflow, translated to the portable proto
and the Dataflow job, and stopped before anything is staged. Then every function of the graph is
unpickled in a fresh interpreter, as a worker would.
"""

from __future__ import annotations

import pytest

from .conftest import needs_gcp
from .test_dataflow_translation import IMAGE, transforms_of, translate, unpickle_in_fresh_process

pytestmark = [needs_gcp, pytest.mark.slow]

SUBSCRIPTION = "projects/audit-project/subscriptions/agent-traces"
ALERTS = "projects/audit-project/topics/audit-alerts"
DEAD = "projects/audit-project/topics/audit-dead"
STREAM_FLAGS = [
    f"--subscription={SUBSCRIPTION}",
    "--timestamp_attribute=event_time",
    f"--findings_topic={ALERTS}",
    f"--dead_letter_topic={DEAD}",
    "--bigquery_table=audit-project:audits.live",
    "--wait=30",
    "--idle=900",
]
TABLES = ("Findings", "Answers", "DeadLetter", "Runs")


@pytest.fixture(scope="module")
def streamed(tmp_path_factory):
    """The streaming job as Dataflow would get it, translated once for the module's tests."""
    tmp = tmp_path_factory.mktemp("dataflow-stream")
    pipeline_pb, job = translate(tmp, STREAM_FLAGS, program="watch", job_name="evidence-audit-stream-test")
    return transforms_of(pipeline_pb), job, unpickle_in_fresh_process(pipeline_pb, tmp)


def _payload(transform, kind):
    return kind.FromString(transform.spec.payload)


def test_it_is_a_streaming_job_with_our_transforms(streamed):
    pipeline, job, _ = streamed
    names = {t.unique_name for t in pipeline.components.transforms.values()}
    for step in (
        "ReadPubSub",
        "ToSourceLines",
        "AuditStream/ParseRecords",
        "AuditStream/AuditRunsLive/KeepRunsForever",
        "AuditStream/AuditRunsLive/AuditAsDue",
        "AuditStream/JoinDeadLetters",
        "PublishFindings",
        "PublishDeadLetter",
        "StreamBigQuery/JoinRefusedRows",
    ):
        assert step in names, step
    for table in TABLES:
        assert f"StreamBigQuery/BigQuery{table}Rows" in names, table
        assert f"StreamBigQuery/BigQuery{table}" in names, table
    assert not any("BigQueryBatchFileLoads" in name for name in names), "a stream inserts; it loads no files"
    # no GroupByKey between the audit and the inserts: rows emitted as the input ends are kept
    grouped = [t.unique_name for t in pipeline.components.transforms.values()
               if t.spec.urn == "beam:transform:group_by_key:v1" and t.unique_name.startswith("StreamBigQuery/")]
    assert grouped == []
    assert job["type"] == "JOB_TYPE_STREAMING"
    assert job["name"] == "evidence-audit-stream-test"


def test_pubsub_is_read_and_written_by_dataflows_own_io(streamed):
    """The read is Dataflow's native Pub/Sub source (with attributes and the event-time attribute)."""
    from apache_beam.portability.api import beam_runner_api_pb2

    pipeline, _, _ = streamed
    reads = [t for t in pipeline.components.transforms.values() if t.spec.urn == "beam:transform:pubsub_read:v1"]
    writes = [t for t in pipeline.components.transforms.values() if t.spec.urn == "beam:transform:pubsub_write:v1"]
    assert len(reads) == 1
    read = _payload(reads[0], beam_runner_api_pb2.PubSubReadPayload)
    assert (read.subscription, read.with_attributes, read.timestamp_attribute) == (SUBSCRIPTION, True, "event_time")
    topics = sorted(_payload(t, beam_runner_api_pb2.PubSubWritePayload).topic for t in writes)
    assert topics == sorted([ALERTS, DEAD])


def test_per_run_state_and_timers_reach_the_runner(streamed):
    """The stateful DoFn keeps its two state cells and its two event-time timers in the job."""
    from apache_beam.portability.api import beam_runner_api_pb2

    pipeline, _, _ = streamed
    [audit] = [t for t in pipeline.components.transforms.values()
               if t.unique_name == "AuditStream/AuditRunsLive/AuditAsDue/ParDo(AuditRunsLiveFn)"]
    payload = _payload(audit, beam_runner_api_pb2.ParDoPayload)
    assert set(payload.state_specs) == {"messages", "meta"}
    assert payload.state_specs["messages"].HasField("bag_spec")
    assert payload.state_specs["meta"].HasField("read_modify_write_spec")
    assert set(payload.timer_family_specs) == {"ts-judge", "ts-idle"}  # Beam prefixes a timer's name
    for timer in payload.timer_family_specs.values():
        assert timer.time_domain == beam_runner_api_pb2.TimeDomain.EVENT_TIME


def test_workers_run_our_image_and_every_function_unpickles(streamed):
    from apache_beam.portability.api import beam_runner_api_pb2

    pipeline, _, report = streamed
    images = {beam_runner_api_pb2.DockerPayload.FromString(env.payload).container_image
              for env in pipeline.components.environments.values()}
    assert images == {IMAGE}
    assert report["pardos"] >= 20
    classes = set(report["classes"])
    assert {
        "evidence_audit.beam.parse.ParseLines",
        "evidence_audit.beam.streaming.AuditRunsLiveFn",
        "evidence_audit.beam.bigquery_stream.TableRows",
        "evidence_audit.beam.bigquery_stream.RefusedRows",
    } <= classes, sorted(classes)


def test_rows_are_streamed_into_four_day_partitioned_tables_with_the_batch_columns(streamed):
    from evidence_audit.beam.bigquery import STREAM_TABLE_FIELDS

    _, _, report = streamed
    assert sorted(report["destinations"]) == [
        f"audit-project:audits.live_{name}" for name in ("answers", "dead_letter", "findings", "runs")
    ]
    inserts = {insert["step"].split("/")[1]: insert for insert in report["inserts"]}
    assert set(inserts) == {f"BigQuery{table}" for table in TABLES}
    clustering = {"Findings": ["run_id", "model"], "Answers": ["run_id", "model"], "DeadLetter": ["source_file"],
                  "Runs": ["run_id"]}
    fields = {"Findings": "findings", "Answers": "answers", "DeadLetter": "dead_letter", "Runs": "runs"}
    for table in TABLES:
        insert = inserts[f"BigQuery{table}"]
        assert insert["write_disposition"] == "WRITE_APPEND", table
        assert insert["create_disposition"] == "CREATE_IF_NEEDED", table
        # a refused row comes back to the pipeline (as a dead letter) instead of being retried forever
        assert insert["retry_strategy"] == "RETRY_ON_TRANSIENT_ERROR", table
        # insert ids are sent (they are derived from each row) and an unknown column is an error
        assert insert["ignore_insert_ids"] is False and insert["ignore_unknown_columns"] is False, table
        assert insert["additional_bq_parameters"] == {
            "timePartitioning": {"type": "DAY"},
            "clustering": {"fields": clustering[table]},
        }, table
        assert insert["columns"] == [name for name, _, _ in STREAM_TABLE_FIELDS[fields[table]]], table
