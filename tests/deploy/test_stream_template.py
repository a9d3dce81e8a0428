"""The streaming Flex Template's contract with `watch`: parameters are its flags; the image picks it.

`deploy/stream/metadata.json` lists the streaming job's parameters. Each must be a flag the job
reads; each flag of the job that means something on Dataflow must be a parameter; and "required"
must be exact. The job needs one source (subscription or topic) and one output (a topic or the
BigQuery table) but no single one of them, so no parameter is required: every launch with one of
each starts, and every such launch without either of them does not. The launch request that
`deploy/stream/launch.sh` sends names only parameters of the template, and the job it names starts.
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import sys

import pytest
from apache_beam.options.pipeline_options import PipelineOptions

from evidence_audit.beam.job import AuditOptions, JobError
from evidence_audit.beam.watch import BATCH_ONLY, WatchOptions, resolve_watch
from evidence_audit.traces import FORMATS

from .conftest import DATAFLOW, DEPLOY, ROOT, needs_gcp

STREAM = DEPLOY / "stream"
METADATA = json.loads((STREAM / "metadata.json").read_text())
PARAMETERS = {p["name"]: p for p in METADATA["parameters"]}
BATCH_PARAMETERS = {p["name"] for p in json.loads((DATAFLOW / "metadata.json").read_text())["parameters"]}

# watch's flags that mean nothing on Dataflow, so they are no parameters: files to follow and a
# folder to append to are this machine's; --poll and --until-quiet pace the file follower; --quiet
# only silences the local printout.
LOCAL_ONLY = {"follow", "out", "poll", "until_quiet", "quiet"}
SOURCES = ("subscription", "topic")
OUTPUTS = ("findings_topic", "answers_topic", "runs_topic", "dead_letter_topic", "bigquery_table")
# A value each parameter accepts, as a launch would pass it.
SAMPLES = {
    "subscription": "projects/p-1/subscriptions/agent-traces",
    "topic": "projects/p-1/topics/agent-traces",
    "timestamp_attribute": "event_time",
    "findings_topic": "projects/p-1/topics/alerts",
    "answers_topic": "projects/p-1/topics/answers",
    "runs_topic": "projects/p-1/topics/runs",
    "dead_letter_topic": "projects/p-1/topics/dead",
    "bigquery_table": "p-1:audits.live",
    "wait": "30",
    "idle": "900",
    "max_run_bytes": "1048576",
    "format": "events",
    "run_id": "task_id,trial",
    "config": None,  # a file, made by the test
    "profile": "reference",
}
NUMERIC = {"wait": 30.0, "idle": 900.0, "max_run_bytes": 1048576}
DATAFLOW_FLAGS = ["--runner=DataflowRunner", "--project=p-1", "--region=us-central1"]


def watch_flags() -> dict[str, set[str]]:
    """Each destination the streaming job reads and the flag names (without --) that set it: its
    own (`WatchOptions`) and the check's (`AuditOptions`), less the batch audit's, which it refuses."""
    parser = argparse.ArgumentParser()
    WatchOptions._add_argparse_args(parser)
    AuditOptions._add_argparse_args(parser)
    return {
        action.dest: {s[2:] for s in action.option_strings}
        for action in parser._actions
        if action.option_strings and action.dest != "help" and action.dest not in BATCH_ONLY
    }


def launch(values: dict[str, str]) -> dict:
    """The job as the launcher would start it with these parameters (passed as --name=value)."""
    return resolve_watch(PipelineOptions([*(f"--{n}={v}" for n, v in values.items()), *DATAFLOW_FLAGS]))


@pytest.fixture
def samples(tmp_path) -> dict[str, str]:
    config = tmp_path / "audit.toml"
    config.write_text('profile = "default"\n')
    return {**SAMPLES, "config": str(config)}


def test_the_stream_template_is_a_streaming_job_on_the_same_image():
    assert METADATA["streaming"] is True
    assert METADATA["name"] == "evidence-audit-stream"
    build = (DATAFLOW / "build.sh").read_text()
    # both specs are built on the one $IMAGE
    assert build.count('--image "$IMAGE"') == 2 and '"$STREAM_TEMPLATE_PATH"' in build


def test_every_parameter_is_a_flag_the_streaming_job_reads(samples):
    by_name = {name: dest for dest, names in watch_flags().items() for name in names}
    for name in PARAMETERS:
        assert name in by_name, f"metadata parameter {name!r} is no flag of the streaming job"
        options = PipelineOptions([f"--{name}={samples[name]}"])
        value = getattr(options.view_as(WatchOptions), by_name[name], None)
        if value is None:
            value = getattr(options.view_as(AuditOptions), by_name[name])
        assert value == NUMERIC.get(name, samples[name]), f"--{name}={samples[name]} did not set {by_name[name]}"


def test_every_flag_but_the_local_ones_is_a_parameter():
    for dest, names in watch_flags().items():
        if dest in LOCAL_ONLY:
            assert not names & set(PARAMETERS), f"{names} is local-only and should not be a parameter"
            continue
        assert names & set(PARAMETERS), f"the streaming job's flag --{sorted(names)[0]} has no template parameter"


@needs_gcp  # one of the outputs is the BigQuery table
def test_no_parameter_is_required_and_a_launch_needs_one_source_and_one_output(samples):
    """Every launch with one source and one output starts; without either it does not. So the
    parameters every launch needs (the required ones) are none, as the metadata says."""
    required = {name for name, p in PARAMETERS.items() if not p.get("isOptional", False)}
    minimal = [{source: samples[source], output: samples[output]} for source, output in itertools.product(SOURCES, OUTPUTS)]
    for values in minimal:
        job = launch(values)
        assert not job["local"] and job["settings"].wait_us == 10_000_000
        for missing in values:
            with pytest.raises(JobError, match="give one source|no output"):
                launch({name: value for name, value in values.items() if name != missing})
    assert required == set.intersection(*(set(values) for values in minimal)) == set()
    with pytest.raises(JobError, match="give one source"):
        launch({"subscription": samples["subscription"], "topic": samples["topic"], "findings_topic": samples["findings_topic"]})


@needs_gcp
def test_each_parameter_is_accepted_with_a_documented_value(samples):
    base = {"subscription": samples["subscription"], "findings_topic": samples["findings_topic"]}
    for name in PARAMETERS:
        if name == "topic":
            values = {"topic": samples["topic"], "findings_topic": samples["findings_topic"]}
        else:
            values = {**base, name: samples[name]}
        job = launch(values)
        if name in ("wait", "idle"):
            assert getattr(job["settings"], f"{name}_us") == NUMERIC[name] * 1_000_000
    assert launch({**base, "profile": "reference"})["check_options"] == {"profile": "reference"}


def _regex(name: str) -> re.Pattern:
    return re.compile(PARAMETERS[name]["regexes"][0])


def test_the_parameters_patterns_accept_the_jobs_values_and_refuse_others(samples):
    assert set(re.fullmatch(r"\^\((.*)\)\$", PARAMETERS["format"]["regexes"][0]).group(1).split("|")) == {"auto", *FORMATS}
    assert set(re.fullmatch(r"\^\((.*)\)\$", PARAMETERS["profile"]["regexes"][0]).group(1).split("|")) == {"default", "reference"}
    for name, parameter in PARAMETERS.items():
        if parameter.get("regexes"):
            assert _regex(name).fullmatch(samples[name]), name
    assert not _regex("subscription").fullmatch("projects/p/topics/t")
    assert not _regex("findings_topic").fullmatch("alerts")
    assert not _regex("wait").fullmatch("ten")
    assert _regex("wait").fullmatch("2.5")


def test_the_image_program_runs_the_streaming_job_for_a_stream_launch_and_the_audit_otherwise():
    sys.path.insert(0, str(ROOT / "pipelines"))
    try:
        import template
    finally:
        sys.path.pop(0)
    assert set(template.STREAM_SOURCES) == {f"--{name}" for name in SOURCES}
    assert not BATCH_PARAMETERS & set(SOURCES), "a batch launch must never look like a stream"
    assert template.program([f"--{name}=x" for name in BATCH_PARAMETERS]) == "audit"
    for source in SOURCES:
        assert template.program([f"--{source}=projects/p/x/y", "--findings_topic=t"]) == "stream"
        assert template.program([f"--{source}", "projects/p/x/y"]) == "stream"


def test_the_image_program_hands_a_stream_launch_to_the_streaming_job_with_the_worker_image(monkeypatch):
    sys.path.insert(0, str(ROOT / "pipelines"))
    try:
        import stream
        import template
    finally:
        sys.path.pop(0)
    seen = []
    monkeypatch.setattr(stream, "run_job", lambda argv: seen.append(argv) or {"runner": "DataflowRunner"})
    monkeypatch.setenv("EVIDENCE_AUDIT_IMAGE", "REGION-docker.pkg.dev/p/r/evidence-audit:0.1.0")
    assert template.main(["--subscription=projects/p/subscriptions/s", "--findings_topic=projects/p/topics/t"]) == 0
    assert seen == [[
        "--subscription=projects/p/subscriptions/s",
        "--findings_topic=projects/p/topics/t",
        "--sdk_container_image=REGION-docker.pkg.dev/p/r/evidence-audit:0.1.0",
    ]]
    monkeypatch.setattr(stream, "run_job", lambda argv: (_ for _ in ()).throw(JobError("no output: ...")))
    assert template.main(["--subscription=projects/p/subscriptions/s"]) == 2


@needs_gcp
def test_the_launch_request_names_template_parameters_and_a_job_that_starts(tmp_path):
    """deploy/stream/launch.sh's request, rendered with the example settings, launches a valid job."""
    from .test_scripts import sourced

    done = sourced(
        tmp_path,
        f'python3 "{DATAFLOW / "render_request.py"}" --template "{STREAM / "launch_request.json.tftpl"}" update=true',
    )
    assert done.returncode == 0, done.stderr
    request = json.loads(done.stdout)["launchParameter"]
    assert request["jobName"] == "evidence-audit-stream" and request["update"] is True
    assert request["containerSpecGcsPath"] == "gs://my-project-evidence-audit/templates/evidence-audit-stream.json"
    assert request["environment"]["enableStreamingEngine"] is True and request["environment"]["maxWorkers"] == 3
    parameters = request["parameters"]
    assert parameters == {
        "subscription": "projects/my-project/subscriptions/evidence-audit-traces",
        "findings_topic": "projects/my-project/topics/evidence-audit-alerts",
        "bigquery_table": "my-project:evidence_audit.audit_live",
        "config": "gs://my-project-evidence-audit/config/audit.toml",
        "wait": "10",
        "idle": "1800",
    }
    for name, value in parameters.items():
        assert name in PARAMETERS, name
        if PARAMETERS[name].get("regexes"):
            assert _regex(name).fullmatch(value), name
    config = tmp_path / "audit.toml"  # the bucket's config, here a local copy of the one uploaded
    config.write_text((DEPLOY / "schedule" / "audit.toml").read_text())
    job = launch({**parameters, "config": str(config)})
    assert job["subscription"] == parameters["subscription"] and set(job["topics"]) == {"findings"}
    assert job["bigquery_table"].table("runs") == "my-project:evidence_audit.audit_live_runs"
    assert job["settings"].idle_us == 1800 * 1_000_000
