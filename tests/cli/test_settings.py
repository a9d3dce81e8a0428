"""The job's settings: a flag wins over the config, the config over the default; --workers agrees."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from apache_beam.options.pipeline_options import PipelineOptions

from evidence_audit.beam.job import AuditOptions
from evidence_audit.beam.settings import JobError, resolve_settings, resolve_workers


def settle(*argv: str) -> dict:
    return resolve_settings(PipelineOptions(list(argv)).view_as(AuditOptions))


@pytest.fixture
def job_dir(tmp_path: Path) -> Path:
    (tmp_path / "traces").mkdir()
    (tmp_path / "traces" / "a.jsonl").write_text("{}\n")
    (tmp_path / "other.jsonl").write_text("{}\n")
    (tmp_path / "audit.toml").write_text(
        'inputs = ["traces"]\nout = "out/"\nformat = "events"\nrun_id = "task_id"\n'
        'output_format = "parquet"\nworkers = 3\nfail_on = ["findings"]\nmin_digits = 5\n'
    )
    return tmp_path


def test_the_config_holds_the_whole_job(job_dir: Path) -> None:
    """With only --config, every setting comes from the file, paths from the file's folder."""
    job = settle(f"--config={job_dir / 'audit.toml'}")
    assert job["inputs"] == [str(job_dir / "traces")]
    assert job["files"] == [str(job_dir / "traces" / "a.jsonl")]
    assert job["out"] == f"{job_dir}/out/"
    assert (job["fmt"], job["run_id_fields"], job["output_format"]) == ("events", ("task_id",), "parquet")
    assert (job["workers"], job["fail_on"], job["check_options"]) == (3, ["findings"], {"min_digits": 5})


def test_flags_win_over_the_config(job_dir: Path) -> None:
    job = settle(
        f"--config={job_dir / 'audit.toml'}",
        f"--input={job_dir / 'other.jsonl'}",
        "--out=elsewhere/",
        "--format=auto",
        "--run-id=a,b",
        "--output-format=jsonl",
        "--workers=1",
        "--fail-on=unread",
        "--profile=reference",
    )
    assert job["inputs"] == [str(job_dir / "other.jsonl")]
    assert (job["out"], job["fmt"], job["run_id_fields"], job["output_format"]) == ("elsewhere/", "auto", ("a", "b"), "jsonl")
    assert (job["workers"], job["fail_on"]) == (1, ["unread"])
    assert job["check_options"] == {"min_digits": 5, "profile": "reference"}


@pytest.mark.parametrize(
    "argv,fragment",
    [
        ((), "no input: give one or more files, directories or globs (or `inputs` in the config)"),
        (("--input=x.jsonl",), "no output folder: give --out DIR (or `out` in the config)"),
        (("--input={d}/traces", "--out=o", "--output-format=csv"), "unknown output format 'csv'"),
        (("--input={d}/traces", "--out=o", "--fail-on=typos"), "--fail-on: unknown fail-on condition 'typos'"),
        (("--input={d}/nothing-here-*.jsonl", "--out=o"), "matches no file"),
        (("--input={d}/out", "--out=o"), "matches no file"),
    ],
)
def test_what_cannot_start_says_why(job_dir: Path, argv, fragment: str) -> None:
    with pytest.raises(JobError) as error:
        settle(*(a.replace("{d}", str(job_dir)) for a in argv))
    assert fragment in str(error.value)


def test_workers_means_the_same_everywhere() -> None:
    """0 is one per CPU, unset stays unset, negative is refused; audit and synth share the help text."""
    assert resolve_workers(None) is None
    assert resolve_workers(2) == 2
    assert resolve_workers(0) == (os.cpu_count() or 1)
    with pytest.raises(JobError, match="0 \\(one per CPU\\) or more"):
        resolve_workers(-1)
    helps = [
        subprocess.run([sys.executable, "-m", "evidence_audit.cli", cmd, "--help"], capture_output=True, text=True,
                       env={**os.environ, "COLUMNS": "200"}).stdout
        for cmd in ("audit", "synth")
    ]
    for text in helps:
        assert "--workers N" in text and "processes on this machine; 0: one per CPU (default: 1" in text
