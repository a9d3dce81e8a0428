"""Nothing is left in the temporary folder: Beam makes a `beam-pipeline-temp*` folder when a
pipeline is made and removes it only in `run()`, so a pipeline laid out and never run (a lay-out
that fails, a job killed mid-run) left one behind, and `watch` left its event socket's folder.
Each command runs here with a fresh TMPDIR that must be empty when it ends."""

from __future__ import annotations

import os
import subprocess
import tempfile

import pytest

from evidence_audit.synth import write_corpus

from .helpers import CLI


def _run(tmpdir, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, TMPDIR=str(tmpdir), PYTHONHASHSEED="0")
    return subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=300, env=env)


def test_the_cli_audit_leaves_nothing_in_a_fresh_tmpdir(tmp_path) -> None:
    corpus = tmp_path / "traces.jsonl"
    write_corpus(str(corpus), 5, 1, "events")
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    done = _run(scratch, "audit", str(corpus), "--out", str(tmp_path / "out"), "--quiet")
    assert done.returncode == 0, done.stderr
    assert os.listdir(scratch) == []
    done = _run(scratch, "audit", str(tmp_path / "none.jsonl"), "--out", str(tmp_path / "out2"), "--quiet")
    assert done.returncode == 2 and os.listdir(scratch) == []


@pytest.mark.slow
def test_watch_leaves_nothing_in_a_fresh_tmpdir(tmp_path) -> None:
    """`watch` served its events over a socket in a folder it never removed (the service removes
    the socket first, and removing the folder was skipped with it)."""
    live = tmp_path / "live"
    live.mkdir()
    write_corpus(str(live / "traces.jsonl"), 3, 1, "events")
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    done = _run(scratch, "watch", "--follow", str(live), "--out", str(tmp_path / "out"), "--wait", "1",
                "--until-quiet", "2", "--quiet")
    assert done.returncode == 0, done.stderr
    assert os.listdir(scratch) == []


def test_a_pipeline_whose_lay_out_fails_removes_its_temporary_folder(tmp_path, monkeypatch) -> None:
    from apache_beam.options.pipeline_options import PipelineOptions

    from evidence_audit.beam.job import discard, laid_out

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))

    def fails(pipeline) -> None:
        raise ValueError("a transform that cannot be laid out")

    with pytest.raises(ValueError, match="cannot be laid out"):
        laid_out(PipelineOptions([]), fails)
    assert os.listdir(tmp_path) == []
    pipeline = laid_out(PipelineOptions([]), lambda p: None)
    assert os.listdir(tmp_path) == [os.path.basename(pipeline.local_tempdir)]  # (run() would remove it)
    discard(pipeline)  # what a caller that does not run it does
    assert os.listdir(tmp_path) == []
