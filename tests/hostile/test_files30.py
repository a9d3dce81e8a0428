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


# --- hostile lines through `audit` -------------------------------------------------------------------

RUN = [
    {"run_id": "r1", "seq": 0, "role": "user", "content": "What is the price?"},
    {"run_id": "r1", "seq": 1, "role": "tool", "content": "{\"price\": 120}"},
    {"run_id": "r1", "seq": 2, "role": "assistant", "content": "It is 120."},
]
LAST = {"run_id": "r3", "seq": 0, "role": "assistant", "content": "It is 77."}


def _write(path: Path, lines: list[bytes]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"".join(line + b"\n" for line in lines))
    return path


def test_nul_bytes_mid_line_are_a_counted_dead_letter_and_an_escaped_nul_is_read(tmp_path: Path) -> None:
    """A raw NUL mid-line (no JSON): a dead letter naming file and line, counted; a NUL escaped in
    a JSON string (`\\u0000`) is text: its record is read; the runs around both are judged."""
    from .helpers import audit

    lines = [json.dumps(RUN[0]).encode(), b'{"run_id": "r1", "seq": 1, "role": "tool", "con\x00tent": "{\\"price\\": 120}"}',
             json.dumps(RUN[2]).encode(),
             json.dumps({"run_id": "r2", "seq": 0, "role": "tool", "content": "{\"price\": 95}\u0000"}).encode(),
             json.dumps({"run_id": "r2", "seq": 1, "role": "assistant", "content": "It is 95.\u0000"}).encode(),
             json.dumps(LAST).encode()]
    summary, rows = audit([_write(tmp_path / "nul.jsonl", lines)], tmp_path / "out")
    [dead] = rows["dead_letter"]
    assert dead["source_line"] == 2 and dead["source_file"].endswith("nul.jsonl") and "line 2 of" in dead["reason"]
    assert summary["dead_letters"] == 1 and summary["records_parsed"] == 5
    assert {a["run_id"] for a in rows["answers"]} == {"r1", "r2", "r3"}
    assert not [f for f in rows["findings"] if f["run_id"] == "r2" and f["kind"] == "ungrounded"]


def test_a_plain_line_of_50_mb_is_read_or_a_counted_dead_letter_past_the_limit(tmp_path: Path) -> None:
    """A 50 MB line (no compression) between two runs: under the default record limit (128 MB) a
    record, read; under `--max-record-mb 16` a dead letter naming the file, its line and its size,
    counted. Either way the runs before and after it are read and judged."""
    from .helpers import audit

    giant = json.dumps({"run_id": "r2", "seq": 0, "role": "tool", "content": "x" * 50_000_000}).encode()
    path = _write(tmp_path / "giant.jsonl", [*(json.dumps(r).encode() for r in RUN), giant, json.dumps(LAST).encode()])
    summary, rows = audit([path], tmp_path / "out")
    assert not rows["dead_letter"] and summary["records_parsed"] == 5
    assert {a["run_id"] for a in rows["answers"]} == {"r1", "r3"}
    summary, rows = audit([path], tmp_path / "out16", "--max-record-mb=16")
    [dead] = rows["dead_letter"]
    assert dead["source_line"] == 4 and dead["source_file"].endswith("giant.jsonl") and "line 4 of" in dead["reason"]
    assert summary["dead_letters"] == 1 and summary["records_parsed"] == 4
    assert {a["run_id"] for a in rows["answers"]} == {"r1", "r3"}


def test_a_run_id_in_two_files_of_two_formats_is_audited_apart_and_marked(tmp_path: Path) -> None:
    """`shared` as an events run in one file and a chat run in another: neither's result grounds
    the other's invention, every answer of the id says `conflict: run_id`, and both are counted."""
    from .helpers import audit

    events_file = _write(tmp_path / "a" / "events.jsonl", [
        json.dumps({"run_id": "shared", "seq": 0, "role": "tool", "content": '{"id": "W3333333"}'}).encode(),
        json.dumps({"run_id": "shared", "seq": 1, "role": "assistant", "content": "Found W3333333."}).encode()])
    chat_file = _write(tmp_path / "b" / "chat.jsonl", [json.dumps({"run_id": "shared", "messages": [
        {"role": "user", "content": "id?"}, {"role": "tool", "tool_call_id": "c1", "content": '{"id": "W4444444"}'},
        {"role": "assistant", "content": "Your id is W3333333."}]}).encode()])
    summary, rows = audit([events_file, chat_file], tmp_path / "out")
    assert len(rows["answers"]) == 2 and all(r["conflict"] == "run_id" for r in rows["answers"])
    flagged = [(f["source_file"].rsplit("/", 1)[-1], f["value"]) for f in rows["findings"] if f["kind"] == "ungrounded"]
    assert flagged == [("chat.jsonl", "w3333333")], flagged
    assert summary["shared_run_ids"] == 1 and summary["runs"] == 2
