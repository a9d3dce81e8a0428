"""Round 30 (hostile30): results that could be lost, through the output commit and `audit`.

- Two audits writing the same `--out` at once: each process's commit held only its own thread
  lock, so a second commit could list the first's new files as its old ones while the first had
  not yet written its `summary.json`; the first's summary then landed over the second's files: a
  result set that looked complete and was a mix. Now a commit (and a roll-back) holds an advisory
  lock on the `--out` folder itself (`commit._out_locked`): the second waits, then replaces the
  first whole.
"""

from __future__ import annotations

import fcntl
import json
import os
import threading
import time
from pathlib import Path

from evidence_audit.beam import commit as commit_module

_NAMES = ("answers", "findings", "dead_letter")


def _stage(out: Path, tag: str) -> str:
    """(A staging folder of this process: a later `prepare` in the same process removes it, so each
    commit of the race stages in its own child.) A staging folder of `out` holding one shard of each output, each file's bytes its tag."""
    staging = commit_module.prepare(str(out))
    for name in _NAMES:
        Path(staging, f"{name}-00000-of-00001.jsonl").write_text(json.dumps({"run": tag}) + "\n")
    return staging


def _wait_for(path: Path, limit: float = 60.0) -> None:
    deadline = time.monotonic() + limit
    while not path.exists():
        assert time.monotonic() < deadline, f"{path} never appeared"
        time.sleep(0.01)


def _commit_pausing_before_its_summary(out: str, paused: Path, go: Path) -> None:  # pragma: no cover - child
    """A commit that stops right before it writes `summary.json` until `go` exists."""
    staging = _stage(Path(out), "A")
    real_write = commit_module.write_file

    def write(path: str, data: bytes) -> None:
        if path.endswith(commit_module.SUMMARY_FILE) and ".evidence-audit-staging-" not in path:
            paused.touch()
            _wait_for(go)
        real_write(path, data)

    commit_module.write_file = write  # type: ignore[assignment]
    try:
        commit_module.commit(out, staging, {"run": "A"})
    finally:
        os._exit(0)


def _commit_in_child(out: str) -> None:  # pragma: no cover - child
    try:
        commit_module.commit(out, _stage(Path(out), "B"), {"run": "B"})
    finally:
        os._exit(0)


def test_two_commits_to_one_out_at_once_leave_one_complete_set(tmp_path: Path) -> None:
    """Commit A pauses between moving its files in and writing its summary; commit B (another
    process) runs meanwhile. Main: B finished in the pause, A's summary then stood over B's files.
    Now B waits for A, and the summary and every file are one commit's."""
    out = tmp_path / "out"
    out.mkdir()
    paused, go = tmp_path / "paused", tmp_path / "go"
    a = os.fork()
    if a == 0:
        _commit_pausing_before_its_summary(str(out), paused, go)
    _wait_for(paused)
    b = os.fork()
    if b == 0:
        _commit_in_child(str(out))
    deadline = time.monotonic() + 3.0  # main: B commits in milliseconds; now it waits for A's lock
    while time.monotonic() < deadline and os.waitpid(b, os.WNOHANG) == (0, 0):
        time.sleep(0.02)
    go.touch()
    for child in (a, b):
        try:
            os.waitpid(child, 0)
        except ChildProcessError:
            pass  # reaped above
    summary = json.loads((out / "summary.json").read_text())
    tags = {json.loads((out / f"{name}.jsonl").read_text())["run"] for name in _NAMES}
    assert tags == {summary["run"]}, (summary, tags)
    assert sorted(summary["files"]) == sorted(f"{name}.jsonl" for name in _NAMES)
    assert not [p for p in out.iterdir() if p.name.startswith(commit_module.STAGING_PREFIX)]


def test_a_commit_waits_for_the_lock_another_process_holds_on_out(tmp_path: Path) -> None:
    """While another holder has OUT locked, a commit moves nothing; once released, it completes."""
    out = tmp_path / "out"
    out.mkdir()
    staging = _stage(out, "C")
    fd = os.open(out, os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_EX)
    done: list[list[str]] = []
    worker = threading.Thread(target=lambda: done.append(commit_module.commit(str(out), staging, {"run": "C"})))
    try:
        worker.start()
        worker.join(0.5)
        assert worker.is_alive() and not (out / "summary.json").exists() and not (out / "answers.jsonl").exists()
    finally:
        os.close(fd)
    worker.join(60)
    assert done and json.loads((out / "summary.json").read_text())["run"] == "C"


def test_a_commit_to_a_folder_it_cannot_lock_still_commits(tmp_path: Path, monkeypatch) -> None:
    """No lock to be had (a file system without `flock`): the commit goes on as before."""
    out = tmp_path / "out"
    out.mkdir()
    staging = _stage(out, "D")

    def refuse(fd: int, op: int) -> None:
        raise OSError(38, "Function not implemented")

    monkeypatch.setattr(commit_module.fcntl, "flock", refuse)
    assert commit_module.commit(str(out), staging, {"run": "D"}) == sorted(f"{n}.jsonl" for n in _NAMES)
    assert json.loads((out / "summary.json").read_text())["run"] == "D"
