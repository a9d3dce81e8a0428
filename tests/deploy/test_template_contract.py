"""The Flex Template's contract with the job: parameters are flags, the image is this version."""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import re
import sys
import tomllib

import pytest
from apache_beam.options.pipeline_options import PipelineOptions
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet

from evidence_audit.beam.job import AuditOptions, JobError, resolve_job
from evidence_audit.traces import FORMATS

from .conftest import DATAFLOW, ROOT

# Flags that mean nothing to a template launch, so they are no parameters: --workers N runs local
# worker processes; the launcher does not wait for the job, so --fail-on has no figures to judge;
# --quiet only silences the launcher's own printout.
LOCAL_ONLY = {"local_workers", "fail_on", "quiet"}
# Parameters whose flag takes a number, and a value each accepts.
NUMERIC = {"max_record_mb": "64"}

METADATA = json.loads((DATAFLOW / "metadata.json").read_text())
PARAMETERS = {p["name"]: p for p in METADATA["parameters"]}
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
DOCKERFILE = (DATAFLOW / "Dockerfile").read_text()
REQUIREMENTS = [
    Requirement(line)
    for line in (DATAFLOW / "requirements.txt").read_text().splitlines()
    if line.strip() and not line.startswith("#")
]


def audit_flags() -> dict[str, set[str]]:
    """Each AuditOptions destination and the flag names (without --) that set it."""
    parser = argparse.ArgumentParser()
    AuditOptions._add_argparse_args(parser)
    return {
        action.dest: {s[2:] for s in action.option_strings}
        for action in parser._actions
        if action.option_strings and action.dest != "help"
    }


def as_launcher_passes(name: str, value: str) -> AuditOptions:
    """The job's options when the Flex Template launcher passes parameter `name` as --name=value."""
    return PipelineOptions([f"--{name}={value}"]).view_as(AuditOptions)


def test_the_batch_template_is_a_batch_job():
    assert METADATA["streaming"] is False


def test_every_parameter_is_a_flag_the_job_reads():
    flags = audit_flags()
    by_name = {name: dest for dest, names in flags.items() for name in names}
    for name in PARAMETERS:
        assert name in by_name, f"metadata parameter {name!r} is no flag of the audit"
        sample = NUMERIC.get(name, "x")
        value = getattr(as_launcher_passes(name, sample), by_name[name])
        expected = (float(sample),) if name in NUMERIC else (sample, [sample])
        assert value in expected, f"--{name}={sample} did not set {by_name[name]}"


def test_every_flag_but_the_local_ones_is_a_parameter():
    for dest, names in audit_flags().items():
        if dest in LOCAL_ONLY:
            assert not names & set(PARAMETERS), f"{names} is local-only and should not be a parameter"
            continue
        assert names & set(PARAMETERS), f"the audit's flag --{sorted(names)[0]} has no template parameter"


def test_the_required_parameters_are_exactly_the_flags_the_job_cannot_start_without(synth_traces, tmp_path):
    required = {name for name, p in PARAMETERS.items() if not p.get("isOptional", False)}
    values = {"input": str(synth_traces), "out": str(tmp_path / "out")}
    assert set(values) == required
    resolve_job(PipelineOptions([f"--{name}={value}" for name, value in values.items()]))
    for name in required:
        argv = [f"--{other}={value}" for other, value in values.items() if other != name]
        with pytest.raises(JobError):
            resolve_job(PipelineOptions(argv))


def test_each_optional_parameter_is_accepted_with_a_documented_value(synth_traces, tmp_path):
    base = [f"--input={synth_traces}", f"--out={tmp_path / 'out'}"]
    config = tmp_path / "audit.toml"
    config.write_text('profile = "default"\n')
    examples = {
        "date": "2024-05-01",
        "format": "auto",
        "run_id": "run_id",
        "config": str(config),
        "profile": "reference",
        "output_format": "parquet",
        "max_record_mb": "64",
    }
    assert set(examples) | {"bigquery_table"} == {n for n, p in PARAMETERS.items() if p.get("isOptional")}
    for name, value in examples.items():
        resolve_job(PipelineOptions([*base, f"--{name}={value}"]))


def _alternatives(regex: str) -> set[str]:
    match = re.fullmatch(r"\^\((.*)\)\$", regex)
    assert match, regex
    return set(match.group(1).split("|"))


def test_the_parameters_choices_are_the_jobs():
    assert _alternatives(PARAMETERS["format"]["regexes"][0]) == {"auto", *FORMATS}
    assert _alternatives(PARAMETERS["profile"]["regexes"][0]) == {"default", "reference"}
    assert _alternatives(PARAMETERS["output_format"]["regexes"][0]) == {"jsonl", "parquet", "bigquery"}
    date = re.compile(PARAMETERS["date"]["regexes"][0])
    assert all(date.fullmatch(v) for v in ("yesterday", "today", "2024-05-01"))
    assert not date.search("last week")


def test_the_image_installs_this_package_version():
    version = PYPROJECT["project"]["version"]
    declared = re.search(r"^ARG EVIDENCE_AUDIT_VERSION=(\S+)$", DOCKERFILE, re.M).group(1)
    assert declared == version == importlib.metadata.version("evidence-audit")
    assert "evidence_audit-${EVIDENCE_AUDIT_VERSION}-py3-none-any.whl" in DOCKERFILE
    build = (DATAFLOW / "build.sh").read_text()
    assert 'EVIDENCE_AUDIT_VERSION=$VERSION' in build and 'evidence_audit-$VERSION-py3-none-any.whl' in build


def test_the_image_runs_the_pipeline_program_on_the_beam_it_pins():
    sdk = re.search(r"^FROM apache/beam_python(\d)\.(\d+)_sdk:(\S+)$", DOCKERFILE, re.M)
    launcher = re.search(r"^FROM gcr\.io/dataflow-templates-base/python(\d)(\d+)-template-launcher-base", DOCKERFILE, re.M)
    assert sdk and launcher
    assert sdk.group(1, 2) == launcher.group(1, 2), "the launcher and the workers run one Python"
    assert SpecifierSet(PYPROJECT["project"]["requires-python"]).contains(f"{sdk.group(1)}.{sdk.group(2)}")
    beam = next(r for r in REQUIREMENTS if r.name == "apache-beam")
    assert str(beam.specifier) == f"=={sdk.group(3)}", "requirements.txt pins the SDK image's Beam"
    assert "gcp" in beam.extras
    # one image, two templates: its program picks the batch or the streaming audit by the flags
    assert "ENV FLEX_TEMPLATE_PYTHON_PY_FILE=/template/template.py" in DOCKERFILE
    assert re.search(r"^COPY requirements\.txt template\.py audit\.py stream\.py ", DOCKERFILE, re.M)
    build = (DATAFLOW / "build.sh").read_text()
    assert 'cp "$REPO_DIR/pipelines/template.py" "$REPO_DIR/pipelines/audit.py" "$REPO_DIR/pipelines/stream.py" "$context/"' in build
    assert '--metadata-file "$DEPLOY_DIR/dataflow/metadata.json"' in build
    assert '--metadata-file "$DEPLOY_DIR/stream/metadata.json"' in build


def test_the_requirements_pin_what_the_package_depends_on_within_its_ranges():
    pins = {r.name: r for r in REQUIREMENTS}
    for line in PYPROJECT["project"]["dependencies"]:
        needed = Requirement(line)
        assert needed.name in pins, f"requirements.txt does not pin {needed.name}"
        pinned = str(pins[needed.name].specifier)
        assert pinned.startswith("=="), f"{needed.name} is not pinned: {pinned}"
        assert needed.specifier.contains(pinned[2:]), f"{needed.name}{pinned} is outside pyproject's {needed.specifier}"


def test_the_gcp_extra_is_what_the_image_installs_and_the_base_install_is_unchanged():
    extras = PYPROJECT["project"]["optional-dependencies"]
    gcp = [Requirement(line) for line in extras["gcp"]]
    assert [r.name for r in gcp] == ["apache-beam"] and "gcp" in gcp[0].extras
    assert not any("gcp" in Requirement(line).extras for line in PYPROJECT["project"]["dependencies"])


def test_pipelines_audit_defaults_workers_to_the_image_it_runs_in():
    sys.path.insert(0, str(ROOT / "pipelines"))
    try:
        import audit as template_program
    finally:
        sys.path.pop(0)
    env = {"EVIDENCE_AUDIT_IMAGE": "REGION-docker.pkg.dev/p/r/evidence-audit:0.1.0"}
    assert template_program.with_worker_image(["--input=x"], env) == [
        "--input=x",
        "--sdk_container_image=REGION-docker.pkg.dev/p/r/evidence-audit:0.1.0",
    ]
    named = ["--sdk_container_image=other:1"]
    assert template_program.with_worker_image(named, env) == named
    assert template_program.with_worker_image(["--input=x"], {}) == ["--input=x"]
    assert "ENV EVIDENCE_AUDIT_IMAGE=${IMAGE}" in DOCKERFILE
