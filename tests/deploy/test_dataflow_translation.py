"""The real audit, translated for DataflowRunner with the BigQuery sink: no submission, no network.

The seam: Beam's `--dry_run` stops DataflowRunner after it has applied its overrides, translated the
pipeline to the portable proto and built the Dataflow job, before its API client stages anything.
Beam's option validation reaches Cloud Storage only when no valid gs:// `--temp_location` is given
(it then looks for a default staging bucket), so every run here names one, and runs under
`unshare --net` where the machine allows it, so any network access would fail the test.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import offline_prefix, needs_gcp

pytestmark = [needs_gcp, pytest.mark.slow]

HERE = Path(__file__).parent
IMAGE = "us-central1-docker.pkg.dev/audit-project/evidence-audit/evidence-audit:0.1.0"
DATAFLOW_FLAGS = [
    "--runner=DataflowRunner",
    "--project=audit-project",
    "--region=us-central1",
    "--temp_location=gs://audit-bucket/tmp",
    f"--sdk_container_image={IMAGE}",
    "--dry_run=True",
]

OUR_FUNCTIONS = {
    "evidence_audit.beam.read.SplitFiles",
    "evidence_audit.beam.read.ReadChunks",
    "evidence_audit.beam.parse.ParseLines",
    "evidence_audit.beam.audit.AuditRunsFn",
    "evidence_audit.beam.bigquery.project_row",
}


def translate(
    tmp_path: Path, audit_flags: list[str], *, program: str = "audit", job_name: str = "evidence-audit-translation-test"
) -> tuple[bytes, dict]:
    """Run the dry-run script in a child (offline where possible) on the batch audit, or with
    `program="watch"` the streaming one; return (pipeline.pb, job.json)."""
    out = tmp_path / "dry"
    mode = ["watch"] if program == "watch" else []
    flags = [*audit_flags, *DATAFLOW_FLAGS, f"--job_name={job_name}"]
    done = subprocess.run(
        [*offline_prefix(), sys.executable, str(HERE / "dataflow_dry_run.py"), str(out), *mode, "--", *flags],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    return (out / "pipeline.pb").read_bytes(), json.loads((out / "job.json").read_text())


def unpickle_in_fresh_process(pipeline_pb: bytes, tmp_path: Path) -> dict:
    path = tmp_path / "pipeline.pb"
    path.write_bytes(pipeline_pb)
    done = subprocess.run(
        [*offline_prefix(), sys.executable, str(HERE / "unpickle_payloads.py"), str(path)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    return json.loads(done.stdout)


def transforms_of(pipeline_pb: bytes):
    from apache_beam.portability.api import beam_runner_api_pb2

    pipeline = beam_runner_api_pb2.Pipeline()
    pipeline.ParseFromString(pipeline_pb)
    return pipeline


@pytest.fixture(scope="module")
def dated(synth_traces, tmp_path_factory):
    """The scheduled shape: a dated BigQuery audit, translated once for the module's tests."""
    tmp = tmp_path_factory.mktemp("dataflow-dated")
    day = tmp / "traces" / "dt=2024-05-01"
    day.mkdir(parents=True)
    shutil.copy(synth_traces, day / "traces.jsonl")
    flags = [
        f"--input={tmp}/traces/dt={{date}}/*.jsonl",
        f"--out={tmp}/out",
        "--output-format=bigquery",
        "--bigquery-table=audit-project:audits.nightly",
        "--date=2024-05-01",
    ]
    pipeline_pb, job = translate(tmp, flags)
    return pipeline_pb, job, unpickle_in_fresh_process(pipeline_pb, tmp)


def test_the_job_graph_holds_our_transforms(dated):
    pipeline_pb, job, _ = dated
    names = {t.unique_name for t in transforms_of(pipeline_pb).components.transforms.values()}
    for step in (
        "ReadTraces/SplitFiles",
        "ReadTraces/ReadChunks",
        "AuditTraces/ParseRecords",
        "AuditTraces/GroupByRun",
        "AuditTraces/AuditRuns",
        "AuditTraces/JoinDeadLetters",
    ):
        assert step in names, step
    for table in ("Findings", "Answers", "DeadLetter"):
        assert f"WriteBigQuery/BigQuery{table}/BigQueryBatchFileLoads" in names
        assert f"WriteBigQuery/BigQuery{table}ClearIfEmpty" in names
    assert job["type"] == "JOB_TYPE_BATCH"
    assert job["name"] == "evidence-audit-translation-test"


def test_workers_run_our_image(dated):
    pipeline_pb, _, _ = dated
    from apache_beam.portability.api import beam_runner_api_pb2

    environments = transforms_of(pipeline_pb).components.environments.values()
    images = set()
    for env in environments:
        assert env.urn == "beam:env:docker:v1"
        images.add(beam_runner_api_pb2.DockerPayload.FromString(env.payload).container_image)
    assert images == {IMAGE}


def test_every_function_unpickles_in_a_fresh_worker_process(dated):
    _, _, report = dated
    assert report["pardos"] > 50 and report["combines"] >= 3
    assert OUR_FUNCTIONS <= set(report["classes"]), sorted(report["classes"])
    assert "evidence_audit.beam.bigquery.ClearEmptyPartition" in report["classes"]


def test_bigquery_loads_replace_the_days_partition(dated):
    _, _, report = dated
    destinations = sorted(d.split("tableId: ")[1].strip("'>") for d in report["destinations"])
    assert destinations == [
        "nightly_answers$20240501",
        "nightly_dead_letter$20240501",
        "nightly_findings$20240501",
    ]
    assert all("projectId: 'audit-project'" in d and "datasetId: 'audits'" in d for d in report["destinations"])
    loads = {load["step"].split("/")[1]: load for load in report["loads"]}
    assert set(loads) == {"BigQueryFindings", "BigQueryAnswers", "BigQueryDeadLetter"}
    for step, load in loads.items():
        assert load["write_disposition"] == "WRITE_TRUNCATE", step
        assert load["create_disposition"] == "CREATE_IF_NEEDED", step
        assert load["additional_bq_parameters"]["timePartitioning"] == {"type": "DAY"}
        assert load["additional_bq_parameters"]["schemaUpdateOptions"] == ["ALLOW_FIELD_ADDITION"]
    assert loads["BigQueryFindings"]["additional_bq_parameters"]["clustering"] == {"fields": ["run_id", "model"]}
    assert loads["BigQueryAnswers"]["additional_bq_parameters"]["clustering"] == {"fields": ["run_id", "model"]}
    assert loads["BigQueryDeadLetter"]["additional_bq_parameters"]["clustering"] == {"fields": ["source_file"]}


def test_without_a_date_rows_are_appended_and_no_partition_is_cleared(synth_traces, tmp_path):
    flags = [
        f"--input={synth_traces}",
        f"--out={tmp_path}/out",
        "--output-format=bigquery",
        "--bigquery-table=audits.adhoc",
    ]
    pipeline_pb, _ = translate(tmp_path, flags)
    names = {t.unique_name for t in transforms_of(pipeline_pb).components.transforms.values()}
    assert not any("ClearIfEmpty" in name for name in names)
    report = unpickle_in_fresh_process(pipeline_pb, tmp_path)
    assert {load["write_disposition"] for load in report["loads"]} == {"WRITE_APPEND"}
    destinations = sorted(d.split("tableId: ")[1].strip("'>") for d in report["destinations"])
    assert destinations == ["adhoc_answers", "adhoc_dead_letter", "adhoc_findings"]
    assert all("datasetId: 'audits'" in d for d in report["destinations"])
