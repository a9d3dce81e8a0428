"""Round 28 (hostile28): hostile files handed to `audit`, each a clear error naming the file (and the
line), or a counted dead letter, never a hang or a silent loss.

Checked this round through the `audit` command (in-process `run`, or `cli.main` for the exit):
- a named pipe under an input folder (`mkfifo traces/t.jsonl`): the job opened it and waited for a
  writer forever; now an error (exit 2) that names it before the job starts (a pipe named
  explicitly is read as named);
- bytes that are not UTF-8 in the middle of a file: that line a dead letter naming its file, line
  and byte, counted, its run incomplete; the lines around it read;
- a record nested 100,000 deep (a whole line, and as a message's content): a dead letter naming its
  file and line (`depth limit exceeded`), counted; the lines after it read;
- a dangling link under a folder: `matches no file`, named (exit 2).
Covered elsewhere: a truncated gzip, a giant line in a small `.gz`, a compression bomb
(`test_reading.py`); a folder with no trace file, a missing input (`tests/cli/`).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from evidence_audit.beam.inputs import InputError, expand_inputs
from evidence_audit.cli import main

from .helpers import audit

RUN = [
    {"run_id": "r1", "seq": 0, "role": "user", "content": "What is the price?"},
    {"run_id": "r1", "seq": 1, "role": "tool", "content": "{\"price\": 120}"},
    {"run_id": "r1", "seq": 2, "role": "assistant", "content": "It is 120."},
]


def _write(path: Path, lines: list[bytes]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"".join(line + b"\n" for line in lines))
    return path


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_named_pipe_in_an_input_folder_is_an_error_that_names_it(tmp_path: Path, capfd) -> None:
    """`mkfifo traces/t.jsonl`: refused before the job starts, the pipe named (main: the job
    waited on its open forever)."""
    folder = tmp_path / "traces"
    _write(folder / "ok.jsonl", [json.dumps(r).encode() for r in RUN])
    os.mkfifo(folder / "pipe.jsonl")
    with pytest.raises(InputError, match=r"pipe\.jsonl' in directory .* is not a regular file"):
        expand_inputs([str(folder)])
    assert main(["audit", str(folder), "--out", str(tmp_path / "out")]) == 2
    assert "pipe.jsonl" in capfd.readouterr().err
    assert not (tmp_path / "out" / "summary.json").exists()


def test_a_dangling_link_in_an_input_folder_is_named(tmp_path: Path, capfd) -> None:
    folder = tmp_path / "traces"
    _write(folder / "ok.jsonl", [json.dumps(r).encode() for r in RUN])
    (folder / "gone.jsonl").symlink_to(tmp_path / "nowhere.jsonl")
    assert main(["audit", str(folder), "--out", str(tmp_path / "out")]) == 2
    assert "gone.jsonl" in capfd.readouterr().err


def test_bytes_not_utf8_mid_file_are_a_counted_dead_letter_naming_file_and_line(tmp_path: Path) -> None:
    """Line 2 of 4 holds `\\xe9` and `\\xff`: a dead letter naming the file, the line and the byte,
    counted; the run it belongs to incomplete; the other run read and judged."""
    lines = [json.dumps(RUN[0]).encode(), b'{"run_id": "r1", "seq": 1, "role": "tool", "content": "caf\xe9 \xff"}',
             json.dumps(RUN[2]).encode(), json.dumps({**RUN[2], "run_id": "r2", "seq": 0}).encode()]
    path = _write(tmp_path / "bad.jsonl", lines)
    summary, rows = audit([path], tmp_path / "out")
    [dead] = rows["dead_letter"]
    assert dead["source_line"] == 2 and dead["source_file"].endswith("bad.jsonl")
    assert "line 2 of" in dead["reason"] and "not UTF-8" in dead["reason"] and "byte 0xe9" in dead["reason"]
    assert summary["dead_letters"] == 1 and summary["records_parsed"] == 3
    assert {a["run_id"] for a in rows["answers"]} == {"r1", "r2"}


def test_a_record_nested_100k_deep_is_a_counted_dead_letter_naming_its_line(tmp_path: Path) -> None:
    """A line nested 100,000 deep, and a message whose content is: each a dead letter naming its
    file and line (the depth limit), counted; the run after them read."""
    deep = b"[" * 100_000 + b"]" * 100_000
    lines = [json.dumps(r).encode() for r in RUN]
    lines.append(b'{"run_id": "r2", "seq": 0, "role": "tool", "content": ' + deep + b"}")
    lines.append(deep)
    lines.append(json.dumps({"run_id": "r3", "seq": 0, "role": "assistant", "content": "It is 77."}).encode())
    path = _write(tmp_path / "deep.jsonl", lines)
    summary, rows = audit([path], tmp_path / "out")
    dead = sorted(rows["dead_letter"], key=lambda d: d["source_line"])
    assert [d["source_line"] for d in dead] == [4, 5]
    assert all("depth limit" in d["reason"] and f"line {d['source_line']} of" in d["reason"] for d in dead)
    assert summary["dead_letters"] == 2 and summary["records_parsed"] == 4
    assert {a["run_id"] for a in rows["answers"]} == {"r1", "r3"}
