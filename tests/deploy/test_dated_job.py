"""The job's deploy hooks: --date and --bigquery-table errors, the date in summary.json, a template
launch's record, and a config file read through Beam's filesystems (gs:// on Dataflow)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from apache_beam.io.localfilesystem import LocalFileSystem
from apache_beam.options.pipeline_options import PipelineOptions

from evidence_audit.beam.deploy import LAUNCH_NOTE, launch_record, submitted_only
from evidence_audit.beam.job import JobError, resolve_job
from evidence_audit.config import ConfigError, load_check_options
from tests.e2e.helpers import run_cli, summary_of

from .conftest import needs_gcp


def job(*flags: str) -> dict:
    return resolve_job(PipelineOptions(list(flags)))


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--input=traces/dt={date}/*.jsonl"], "has a {date} placeholder but no --date was given"),
        (["--date=2024-02-30"], "--date '2024-02-30' is not a date"),
        (["--output-format=bigquery"], "--output-format bigquery needs --bigquery-table PROJECT:DATASET.PREFIX"),
        (["--bigquery-table=p:d.t"], "--bigquery-table is only used with --output-format bigquery"),
        (["--output-format=avro"], "expected jsonl, parquet or bigquery"),
    ],
)
def test_deploy_flag_errors_say_what_was_wrong(flags, message, synth_traces, tmp_path):
    base = [f"--input={synth_traces}", f"--out={tmp_path}"]
    with pytest.raises(JobError) as err:
        job(*base, *flags)
    assert message in str(err.value)


@needs_gcp
def test_a_bad_bigquery_table_is_a_job_error(synth_traces, tmp_path):
    with pytest.raises(JobError, match="is not PROJECT:DATASET.PREFIX"):
        job(f"--input={synth_traces}", f"--out={tmp_path}", "--output-format=bigquery", "--bigquery-table=nodataset")


def test_a_dated_job_reads_and_writes_the_days_paths(synth_traces, tmp_path):
    day = tmp_path / "traces" / "dt=2024-05-01"
    day.mkdir(parents=True)
    (day / "a.jsonl").write_bytes(synth_traces.read_bytes())
    resolved = job(f"--input={tmp_path}/traces/dt={{date}}/*.jsonl", f"--out={tmp_path}/out", "--date=2024-05-01")
    assert resolved["inputs"] == [f"{tmp_path}/traces/dt=2024-05-01/*.jsonl"]
    assert resolved["out"] == f"{tmp_path}/out/dt=2024-05-01/"
    assert str(resolved["date"]) == "2024-05-01"
    with pytest.raises(JobError, match="matches no file"):
        job(f"--input={tmp_path}/traces/dt={{date}}/*.jsonl", f"--out={tmp_path}/out", "--date=2024-05-02")


def test_the_cli_records_the_date_in_summary_json(synth_traces, tmp_path):
    done = run_cli("audit", str(synth_traces), "--out", str(tmp_path), "--date", "2024-05-01")
    assert done.returncode == 0, done.stderr
    summary = summary_of(tmp_path / "dt=2024-05-01")
    assert summary["date"] == "2024-05-01" and summary["bigquery_table"] is None
    assert summary["equation_holds"] and summary["answers"] > 0
    undated = run_cli("audit", str(synth_traces), "--out", str(tmp_path / "plain"))
    assert undated.returncode == 0 and summary_of(tmp_path / "plain")["date"] is None
    bad = run_cli("audit", str(synth_traces), "--out", str(tmp_path), "--date", "someday")
    assert bad.returncode == 2 and "--date 'someday' is not a date" in bad.stderr


@needs_gcp
def test_a_template_launch_has_nothing_to_wait_for_and_records_what_it_launched():
    from apache_beam.runners.dataflow.dataflow_runner import DataflowPipelineResult
    from apache_beam.runners.runner import PipelineResult, PipelineState

    # DataflowRunner returns a result with no job when it only wrote the job (--template_location).
    assert submitted_only(DataflowPipelineResult(None, None))
    assert not submitted_only(PipelineResult(PipelineState.DONE))
    record = launch_record({"date": "2024-05-01", "out": "gs://b/audits/dt=2024-05-01/"})
    assert record["submitted_only"] and record["note"] == LAUNCH_NOTE and record["date"] == "2024-05-01"
    assert "evidence_audit counters" in LAUNCH_NOTE


class _TestFileSystem(LocalFileSystem):
    """A scheme-bearing filesystem (`evtest://PATH` is the local PATH), as gs:// is on Dataflow."""

    PREFIX = "evtest://"

    @classmethod
    def scheme(cls):
        return "evtest"

    def open(self, path, *args, **kwargs):
        return super().open(path[len(self.PREFIX):], *args, **kwargs)


def test_a_config_with_a_scheme_is_read_through_beams_filesystems(tmp_path: Path):
    config = tmp_path / "audit.toml"
    config.write_text('profile = "reference"\nmin_digits = 5\n')
    assert load_check_options(f"evtest://{config}") == {"profile": "reference", "min_digits": 5}
    assert load_check_options(f"evtest://{config}", "default")["profile"] == "default"
    config.write_text("min_digits = 0\n")
    with pytest.raises(ConfigError, match=rf"evtest://{config}: .*min_digits"):
        load_check_options(f"evtest://{config}")
    config.write_text("not = [toml\n")
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_check_options(f"evtest://{config}")
    with pytest.raises(ConfigError, match="cannot read the config file"):
        load_check_options(f"evtest://{tmp_path}/missing.toml")


def test_the_whole_job_config_can_name_the_date_and_a_flag_wins(synth_traces, tmp_path):
    for day in ("2024-05-01", "2024-05-02"):
        (tmp_path / "traces" / f"dt={day}").mkdir(parents=True)
        (tmp_path / "traces" / f"dt={day}" / "a.jsonl").write_bytes(synth_traces.read_bytes())
    config = tmp_path / "audit.toml"
    config.write_text('inputs = ["traces/dt={date}/"]\nout = "out/"\ndate = "2024-05-01"\n')
    resolved = job(f"--config={config}")
    assert str(resolved["date"]) == "2024-05-01"
    assert resolved["files"] == [f"{tmp_path}/traces/dt=2024-05-01/a.jsonl"]
    assert resolved["out"] == f"{tmp_path}/out/dt=2024-05-01/"
    assert str(job(f"--config={config}", "--date=2024-05-02")["date"]) == "2024-05-02"
    config.write_text('inputs = ["traces/dt={date}/"]\nout = "out/"\ndate = 20240501\n')
    with pytest.raises(JobError, match="'date' must be a string"):
        job(f"--config={config}")


@needs_gcp
def test_the_whole_job_config_can_name_the_bigquery_table(synth_traces, tmp_path):
    config = tmp_path / "audit.toml"
    config.write_text(f'inputs = ["{synth_traces}"]\nout = "out/"\noutput_format = "bigquery"\nbigquery_table = "p-1:d.t"\n')
    resolved = job(f"--config={config}")
    assert resolved["output_format"] == "bigquery" and resolved["bigquery_table"].table("findings") == "p-1:d.t_findings"


def test_a_template_launch_exits_0_from_the_template_program(monkeypatch):
    """The Flex launcher runs pipelines/audit.py: a launch has no figures yet, so no --fail-on holds."""
    import importlib.util

    from .conftest import ROOT

    spec = importlib.util.spec_from_file_location("template_program", ROOT / "pipelines" / "audit.py")
    program = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(program)
    monkeypatch.setattr(program, "run_job", lambda argv: launch_record({"fail_on": ["findings"]}))
    assert program.main(["--input=x", "--out=y", "--fail-on=findings"]) == 0
