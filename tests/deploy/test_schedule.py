"""The nightly schedule: the launch request rendered for a day, and a day's rerun replacing it."""

from __future__ import annotations

import datetime as dt
import importlib.util
import json
import re
import shutil

import pytest
from apache_beam.options.pipeline_options import PipelineOptions

from evidence_audit.beam.deploy import resolve_dated_paths
from evidence_audit.beam.job import AuditOptions, run
from evidence_audit.dates import utc_today

from .conftest import DATAFLOW, DEPLOY, needs_gcp

TERRAFORM = (DEPLOY / "schedule" / "terraform" / "main.tf").read_text()
TEMPLATE_TEXT = (DATAFLOW / "launch_request.json.tftpl").read_text()
PARAMETERS = {p["name"]: p for p in json.loads((DATAFLOW / "metadata.json").read_text())["parameters"]}


def renderer():
    spec = importlib.util.spec_from_file_location("render_request", DATAFLOW / "render_request.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


RENDER = renderer()

# What Terraform's main.tf gives the template, for project my-project and bucket my-bucket.
PRODUCTION = {
    "job_name": "evidence-audit-daily",
    "template_path": "gs://my-bucket/templates/evidence-audit.json",
    "traces_pattern": "gs://my-bucket/traces/dt={date}/*.jsonl.gz",
    "results_dir": "gs://my-bucket/audits/",
    "date": "yesterday",
    "bigquery_table": "my-project:evidence_audit.audit",
    "config": "gs://my-bucket/config/audit.toml",
    "service_account": "evidence-audit-worker@my-project.iam.gserviceaccount.com",
    "temp_location": "gs://my-bucket/tmp",
    "staging_location": "gs://my-bucket/staging",
    "max_workers": 10,
}


def launcher_argv(request: dict) -> list[str]:
    """The flags the Flex Template launcher passes the program for a launch request's parameters."""
    return [f"--{name}={value}" for name, value in request["launchParameter"]["parameters"].items()]


def test_terraform_gives_every_variable_the_request_uses():
    call = re.search(r'templatefile\("\$\{path\.module\}/\.\./\.\./dataflow/launch_request\.json\.tftpl", \{(.*?)\}\)\)', TERRAFORM, re.S)
    assert call, "main.tf renders the launch request with templatefile()"
    given = set(re.findall(r"^\s*([a-z_]+)\s*=", call.group(1), re.M))
    assert given == RENDER.names_in(TEMPLATE_TEXT) == set(PRODUCTION)
    assert re.search(r'^\s*date\s*=\s*"yesterday"$', call.group(1), re.M)


def test_the_scripts_export_every_variable_the_request_uses():
    env_sh = (DEPLOY / "env.sh").read_text()
    exported = set(re.findall(r"^export ([A-Z_]+)", env_sh, re.M))
    exported |= {name for line in re.findall(r"^export ([A-Z_ ]+)$", env_sh, re.M) for name in line.split()}
    # date and job_name are given on each script's command line (gcloud.sh: yesterday).
    assert {n.upper() for n in RENDER.names_in(TEMPLATE_TEXT)} - {"DATE"} <= exported


def test_the_request_launches_the_template_with_its_own_parameters():
    request = RENDER.render(TEMPLATE_TEXT, PRODUCTION)
    launch = request["launchParameter"]
    assert launch["containerSpecGcsPath"] == "gs://my-bucket/templates/evidence-audit.json"
    params = launch["parameters"]
    assert set(params) <= set(PARAMETERS)
    assert {n for n, p in PARAMETERS.items() if not p.get("isOptional")} <= set(params)
    assert params["date"] == "yesterday" and params["output_format"] == "bigquery"
    assert launch["environment"]["serviceAccountEmail"].startswith("evidence-audit-worker@")
    assert launch["environment"]["maxWorkers"] == 10


def test_the_renderer_refuses_what_terraform_would_read_differently():
    with pytest.raises(ValueError, match="no value for date"):
        RENDER.render(TEMPLATE_TEXT, {k: v for k, v in PRODUCTION.items() if k != "date"})
    with pytest.raises(ValueError, match="only"):
        RENDER.render('%{ if x }{}%{ endif }', {})


def test_the_scheduled_command_rendered_for_a_day_reads_and_writes_that_days_partitions():
    options = PipelineOptions(launcher_argv(RENDER.render(TEMPLATE_TEXT, PRODUCTION)))
    audit = options.view_as(AuditOptions)
    day, inputs, out = resolve_dated_paths(audit.audit_date, audit.input, audit.out, today=dt.date(2024, 5, 2))
    assert day == dt.date(2024, 5, 1)
    assert inputs == ["gs://my-bucket/traces/dt=2024-05-01/*.jsonl.gz"]
    assert out == "gs://my-bucket/audits/dt=2024-05-01/"
    assert audit.output_format == "bigquery" and audit.check_config == "gs://my-bucket/config/audit.toml"


def test_a_users_own_layout_with_a_date_format():
    own = {**PRODUCTION, "traces_pattern": "gs://logs/agents/{date:%Y/%m/%d}/*.jsonl", "results_dir": "gs://logs/audit/{date:%Y%m%d}"}
    audit = PipelineOptions(launcher_argv(RENDER.render(TEMPLATE_TEXT, own))).view_as(AuditOptions)
    _, inputs, out = resolve_dated_paths(audit.audit_date, audit.input, audit.out, today=dt.date(2024, 1, 1))
    assert inputs == ["gs://logs/agents/2023/12/31/*.jsonl"]
    assert out == "gs://logs/audit/20231231"


@needs_gcp
def test_the_scheduled_days_bigquery_partitions():
    from evidence_audit.beam.bigquery import BigQueryTable

    audit = PipelineOptions(launcher_argv(RENDER.render(TEMPLATE_TEXT, PRODUCTION))).view_as(AuditOptions)
    table = BigQueryTable(audit.bigquery_table)
    day = dt.date(2024, 5, 1)
    assert [table.table(name, day) for name in ("findings", "answers", "dead_letter")] == [
        "my-project:evidence_audit.audit_findings$20240501",
        "my-project:evidence_audit.audit_answers$20240501",
        "my-project:evidence_audit.audit_dead_letter$20240501",
    ]


def test_yesterday_is_resolved_against_todays_utc_date():
    before = utc_today()
    day, _, _ = resolve_dated_paths("yesterday", [], None)
    assert day in (before - dt.timedelta(days=1), utc_today() - dt.timedelta(days=1))


def _local_request(tmp_path, day: str) -> list[str]:
    """The scheduled request, pointed at local folders and file outputs, for a real run here."""
    local = {
        **PRODUCTION,
        "traces_pattern": str(tmp_path / "traces" / "dt={date}" / "*.jsonl"),
        "results_dir": str(tmp_path / "audits"),
        "date": day,
    }
    argv = [a for a in launcher_argv(RENDER.render(TEMPLATE_TEXT, local)) if not a.startswith(("--config=", "--bigquery_table="))]
    return [a if not a.startswith("--output_format=") else "--output_format=jsonl" for a in argv]


def _rows(folder, name):
    return sorted(line for path in folder.glob(f"{name}*.jsonl") for line in path.read_text().splitlines())


@pytest.mark.slow
def test_a_rerun_of_a_day_replaces_that_days_results_and_no_other(synth_traces, tmp_path):
    for day in ("2024-05-01", "2024-05-02"):
        (tmp_path / "traces" / f"dt={day}").mkdir(parents=True)
        shutil.copy(synth_traces, tmp_path / "traces" / f"dt={day}" / "a.jsonl")
    first = run(_local_request(tmp_path, "2024-05-01"), echo=False)
    run(_local_request(tmp_path, "2024-05-02"), echo=False)
    may1, may2 = tmp_path / "audits" / "dt=2024-05-01", tmp_path / "audits" / "dt=2024-05-02"
    assert first["date"] == "2024-05-01" and json.loads((may1 / "summary.json").read_text())["date"] == "2024-05-01"
    assert _rows(may1, "findings") and len(_rows(may1, "answers")) == len(_rows(may2, "answers"))
    kept = _rows(may2, "answers")

    # The day's traces change (a late file with a bad line arrives); the day is audited again.
    late = tmp_path / "traces" / "dt=2024-05-01" / "late.jsonl"
    late.write_text("{not json\n")
    (tmp_path / "traces" / "dt=2024-05-01" / "a.jsonl").write_text(synth_traces.read_text().split("\n", 1)[0] + "\n")
    again = run(_local_request(tmp_path, "2024-05-01"), echo=False)
    assert again["dead_letters"] == 1 and again["lines_read"] == 2
    assert len(_rows(may1, "dead_letter")) == 1
    assert len(_rows(may1, "answers")) < len(kept), "the day's earlier answers were replaced, not kept"
    assert json.loads((may1 / "summary.json").read_text())["lines_read"] == 2
    assert _rows(may2, "answers") == kept, "another day's results are untouched"
