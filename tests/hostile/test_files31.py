"""Round 31 (house31): the lock a commit takes on `--out` (`commit._out_locked`) waits a bounded time.

Round 30's advisory `flock` on the folder waited with no limit: a second audit behind a holder that
hung (or a stale lock on a network file system) waited forever, and the module imported `fcntl`
at its top, so the package no longer imported where `fcntl` does not exist. Now the wait ends after
`EVIDENCE_AUDIT_LOCK_WAIT` seconds (120 by default) with an `OutputError` naming the folder, the
holder and what to do; without `fcntl` the commit goes on unlocked, as before round 30.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from evidence_audit.beam import commit as commit_module

_NAMES = ("answers", "findings", "dead_letter")
_SRC = str(Path(commit_module.__file__).resolve().parents[2])


def _stage(out: Path, tag: str) -> str:
    staging = commit_module.prepare(str(out))
    for name in _NAMES:
        Path(staging, f"{name}-00000-of-00001.jsonl").write_text(json.dumps({"run": tag}) + "\n")
    return staging


def _holder(out: Path) -> subprocess.Popen[str]:
    """Another process that takes OUT's lock, says so, and keeps it until it is killed."""
    code = textwrap.dedent(
        f"""
        import fcntl, os, sys, time
        fd = os.open({str(out)!r}, os.O_RDONLY)
        fcntl.flock(fd, fcntl.LOCK_EX)
        print("held", flush=True)
        time.sleep(600)
        """
    )
    holder = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    return holder


def test_a_commit_behind_a_holder_that_never_lets_go_gives_up_with_a_clear_error(tmp_path: Path, monkeypatch) -> None:
    """Main: the commit waited as long as the other process lived. Now it stops after the wait and
    says which folder, which process, and how to wait longer; the previous results stay as they were."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "summary.json").write_text('{"run": "old"}\n')
    (out / "findings.jsonl").write_text('{"run": "old"}\n')
    staging = _stage(out, "E")
    monkeypatch.setenv(commit_module.LOCK_WAIT_VARIABLE, "0.3")
    holder = _holder(out)
    errors: list[BaseException] = []

    def attempt() -> None:
        try:
            commit_module.commit(str(out), staging, {"run": "E"})
        except BaseException as err:  # noqa: BLE001 - the test reads it
            errors.append(err)

    worker = threading.Thread(target=attempt, daemon=True)
    try:
        started = time.monotonic()
        worker.start()
        worker.join(20)
        assert not worker.is_alive(), "the commit still waits for the lock"
        assert time.monotonic() - started < 20
    finally:
        holder.kill()
        holder.wait()
        worker.join(20)
    assert len(errors) == 1 and isinstance(errors[0], commit_module.OutputError), errors
    message = str(errors[0])
    assert repr(str(out)) in message and "locked" in message
    assert f"process {holder.pid}" in message
    assert commit_module.LOCK_WAIT_VARIABLE in message and "\n" not in message
    assert json.loads((out / "summary.json").read_text())["run"] == "old"
    assert json.loads((out / "findings.jsonl").read_text())["run"] == "old"
    assert not (out / "answers.jsonl").exists()


def test_a_holder_that_lets_go_within_the_wait_lets_the_commit_through(tmp_path: Path, monkeypatch) -> None:
    out = tmp_path / "out"
    out.mkdir()
    staging = _stage(out, "F")
    monkeypatch.setenv(commit_module.LOCK_WAIT_VARIABLE, "30")
    holder = _holder(out)
    threading.Timer(0.3, holder.kill).start()
    try:
        assert commit_module.commit(str(out), staging, {"run": "F"}) == sorted(f"{n}.jsonl" for n in _NAMES)
    finally:
        holder.kill()
        holder.wait()
    assert json.loads((out / "summary.json").read_text())["run"] == "F"


@pytest.mark.parametrize("raw", ["soon", "-1", "nan"])
def test_a_wait_that_is_no_number_of_seconds_is_refused(tmp_path: Path, monkeypatch, raw: str) -> None:
    out = tmp_path / "out"
    out.mkdir()
    staging = _stage(out, "G")
    monkeypatch.setenv(commit_module.LOCK_WAIT_VARIABLE, raw)
    with pytest.raises(commit_module.OutputError, match=commit_module.LOCK_WAIT_VARIABLE):
        commit_module.commit(str(out), staging, {"run": "G"})
    monkeypatch.setenv(commit_module.LOCK_WAIT_VARIABLE, " ")
    assert commit_module.lock_wait() == commit_module.DEFAULT_LOCK_WAIT


def test_a_bad_wait_is_refused_before_the_job_runs(tmp_path: Path, monkeypatch) -> None:
    """(review) `prepare` reads the wait: a typo fails before any work, not at the commit after it."""
    out = tmp_path / "out"
    out.mkdir()
    monkeypatch.setenv(commit_module.LOCK_WAIT_VARIABLE, "2m")
    with pytest.raises(commit_module.OutputError, match=commit_module.LOCK_WAIT_VARIABLE):
        commit_module.prepare(str(out))
    assert not any(out.iterdir())  # no staging folder made


def test_the_package_imports_and_commits_where_fcntl_does_not_exist(tmp_path: Path) -> None:
    """Main: `import fcntl` at the module's top; where there is none (Windows), nothing imported."""
    out = tmp_path / "out"
    code = textwrap.dedent(
        f"""
        import sys
        sys.modules["fcntl"] = None  # what `import fcntl` meets where the module does not exist
        from pathlib import Path
        from evidence_audit.beam import commit
        assert commit.fcntl is None
        staging = commit.prepare({str(out)!r})
        Path(staging, "findings-00000-of-00001.jsonl").write_text("{{}}\\n")
        print(commit.commit({str(out)!r}, staging, {{"run": "H"}}))
        """
    )
    env = dict(os.environ, PYTHONPATH=_SRC + os.pathsep + os.environ.get("PYTHONPATH", ""))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['findings.jsonl']"
    assert json.loads((out / "summary.json").read_text())["run"] == "H"
