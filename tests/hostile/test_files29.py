"""Round 29 (hostile29): hostile files handed to `audit`, each a clear error naming the file (and the
line), or a counted dead letter, never a hang or a silent loss.

Found and fixed this round (through `audit`: in-process `run`, or `cli.main` for the exit):
- a link back up an input folder (`traces/loop -> ..`): the folder was walked again and again to
  the system's link depth, its files read 41 times (each record then dropped as an exact repeat);
  now each real folder and file is listed once;
- a gzip member followed by plain lines (`cat more.jsonl >> t.jsonl.gz`), a `.gz` name on a plain
  file, a `.bz2` or `.xz` with data after its stream: the decompressor's error ended the whole job
  with a traceback (rc 1, every file's results lost); now the lines before it are read and the rest
  is a dead letter naming the file, the line and the decompressor's words, counted as a truncated
  stream, the run before it incomplete;
- a file that vanishes between the listing and the job's match: dropped with nothing said (its
  runs lost, exit 0); a file that vanishes between the match and the read: a traceback, every
  result lost; now each is a dead letter naming the file (`cannot be opened`), counted.
Checked and left as they were (each already a clear error): `--out` naming a file (exit 2, the
file untouched), `--out` in a read-only folder (exit 2, `cannot be created`), a disk full while
writing (rc 1, `No space left on device`, the previous results kept: seen on a 64 KB tmpfs, not a
test: it needs a mount), a symlink loop between two files (`matches no file`, exit 2).
"""

from __future__ import annotations

import gzip
import io
import json
import os
from pathlib import Path

import pytest

from evidence_audit.beam import read, settings
from evidence_audit.beam.inputs import expand_inputs
from evidence_audit.beam.lines import BAD_LINE, BAD_STREAM, decompressed, split_lines
from evidence_audit.beam.read import MatchListed
from evidence_audit.cli import main

from .helpers import audit


def _run(run_id: str) -> bytes:
    records = [
        {"run_id": run_id, "seq": 0, "role": "user", "content": "What is the price?"},
        {"run_id": run_id, "seq": 1, "role": "tool", "content": "{\"price\": 120}"},
        {"run_id": run_id, "seq": 2, "role": "assistant", "content": "It is 120."},
    ]
    return b"".join(json.dumps(r).encode() + b"\n" for r in records)


def test_a_link_back_up_an_input_folder_lists_each_file_once(tmp_path: Path) -> None:
    """`traces/loop -> traces`: `ok.jsonl` listed once (main: 41 times, to the link depth), read
    once, no record dropped as a repeat; a second link to the same file read once too."""
    folder = tmp_path / "traces"
    folder.mkdir()
    (folder / "ok.jsonl").write_bytes(_run("r1"))
    (folder / "loop").symlink_to(folder)
    (folder / "again.jsonl").symlink_to(folder / "ok.jsonl")
    assert expand_inputs([str(folder)]) == [str(folder / "again.jsonl")]
    summary, rows = audit([folder], tmp_path / "out")
    assert summary["lines_read"] == 3 and summary["duplicate_records"] == 0
    assert [a["run_id"] for a in rows["answers"]] == ["r1"]


def test_linked_sibling_folders_are_still_walked(tmp_path: Path) -> None:
    """A link to a folder outside the input is still followed (once)."""
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "far.jsonl").write_bytes(_run("r2"))
    folder = tmp_path / "traces"
    folder.mkdir()
    (folder / "ok.jsonl").write_bytes(_run("r1"))
    (folder / "far").symlink_to(outside)
    assert expand_inputs([str(folder)]) == [str(folder / "ok.jsonl"), str(folder / "far" / "far.jsonl")]


@pytest.mark.parametrize("tail", [b"plain", b"corrupt"])
def test_data_after_a_gzip_member_that_is_not_gzip_is_a_flaw_after_its_lines(tail: bytes) -> None:
    """A gzip member, then plain lines appended, or a second member with its data damaged: the
    first member's lines, then one flaw with the decompressor's words (main: its error raised,
    the job ended). (bz2 and xz read no further than their stream's end: what follows it is not
    seen, by the standard library's choice; not changed here.)"""
    from apache_beam.io.filesystem import CompressionTypes

    if tail == b"plain":
        after = _run("r2")
    else:
        member = bytearray(gzip.compress(_run("r2") * 50))
        member[len(member) // 2] ^= 0xFF
        after = bytes(member)
    data = gzip.compress(_run("r1")) + after
    out = list(split_lines(decompressed(io.BytesIO(data), CompressionTypes.GZIP)))
    assert [json.loads(line)["run_id"] for line in out[:3]] == ["r1"] * 3
    assert isinstance(out[-1], tuple) and out[-1][0] in (BAD_STREAM, BAD_LINE) and out[-1][4], out[-1]


def test_a_gzip_member_then_plain_lines_through_audit(tmp_path: Path) -> None:
    """`t.jsonl.gz` = a gzip member of run r1, then r2's lines plain: r1 read, a dead letter naming
    the file and the line after r1's (`cannot be read after line 3`), counted as a truncated stream,
    r1 incomplete; exit 0 through the command (main: rc 1, a traceback, no result written)."""
    folder = tmp_path / "traces"
    folder.mkdir()
    path = folder / "t.jsonl.gz"
    path.write_bytes(gzip.compress(_run("r1")) + _run("r2"))
    (folder / "other.jsonl").write_bytes(_run("r3"))
    summary, rows = audit([folder], tmp_path / "out")
    [dead] = rows["dead_letter"]
    assert dead["source_file"].endswith("t.jsonl.gz") and dead["source_line"] == 4
    assert "cannot be read after line 3" in dead["reason"] and "BadGzipFile" in dead["reason"]
    assert summary["truncated_streams"] == 1 and summary["records_parsed"] == 6 and summary["equation_holds"]
    assert {a["run_id"] for a in rows["answers"]} == {"r1", "r3"}
    assert main(["audit", str(folder), "--out", str(tmp_path / "out2"), "--quiet"]) == 0


def test_a_plain_file_named_gz_is_a_dead_letter_naming_it(tmp_path: Path) -> None:
    """A plain JSONL named `.jsonl.gz`: a dead letter naming it (`from its start`), the other file read."""
    folder = tmp_path / "traces"
    folder.mkdir()
    (folder / "plain.jsonl.gz").write_bytes(_run("r1"))
    (folder / "ok.jsonl").write_bytes(_run("r2"))
    summary, rows = audit([folder], tmp_path / "out")
    [dead] = rows["dead_letter"]
    assert dead["source_file"].endswith("plain.jsonl.gz") and "from its start" in dead["reason"]
    assert [a["run_id"] for a in rows["answers"]] == ["r2"]


def _two_files(tmp_path: Path) -> Path:
    folder = tmp_path / "traces"
    folder.mkdir()
    (folder / "a.jsonl").write_bytes(_run("ra"))
    (folder / "b.jsonl").write_bytes(_run("rb"))
    return folder


def test_a_file_gone_after_the_listing_is_a_dead_letter_naming_it(tmp_path: Path, monkeypatch) -> None:
    """b.jsonl listed and checked, then removed before the job matches it: a dead letter naming it,
    counted (main: dropped by the match, nothing said, exit 0 with its runs lost)."""
    folder = _two_files(tmp_path)
    checked = settings._check_inputs

    def check_then_remove(patterns) -> None:
        checked(patterns)
        os.remove(folder / "b.jsonl")

    monkeypatch.setattr(settings, "_check_inputs", check_then_remove)
    summary, rows = audit([folder], tmp_path / "out")
    [dead] = rows["dead_letter"]
    assert dead["source_file"].endswith("b.jsonl") and "cannot be opened" in dead["reason"]
    assert summary["dead_letters"] == 1 and summary["lines_read"] == 4 and summary["equation_holds"]
    assert [a["run_id"] for a in rows["answers"]] == ["ra"]


def test_a_file_gone_before_its_reading_is_a_dead_letter_naming_it(tmp_path: Path, monkeypatch) -> None:
    """b.jsonl matched, then removed before it is opened: a dead letter naming it, counted (main: a
    traceback, the job ended, no result written)."""
    folder = _two_files(tmp_path)
    split = read.chunks_of

    def split_then_remove(path, *args, **kwargs):
        out = split(path, *args, **kwargs)
        if path.endswith("b.jsonl"):
            os.remove(path)
        return out

    monkeypatch.setattr(read, "chunks_of", split_then_remove)
    summary, rows = audit([folder], tmp_path / "out")
    [dead] = rows["dead_letter"]
    assert dead["source_file"].endswith("b.jsonl") and "FileNotFoundError" in dead["reason"]
    assert [a["run_id"] for a in rows["answers"]] == ["ra"]


def test_a_listed_file_matching_nothing_goes_on_a_glob_does_not(tmp_path: Path) -> None:
    """`MatchListed`: a file named outright and gone goes on (its reading says so); a glob matching
    nothing matches nothing, as `MatchAll` allowed."""
    (tmp_path / "here.jsonl").write_bytes(b"{}\n")
    assert [m.path for m in MatchListed().process(str(tmp_path / "here.jsonl"))] == [str(tmp_path / "here.jsonl")]
    assert [m.path for m in MatchListed().process(str(tmp_path / "gone.jsonl"))] == [str(tmp_path / "gone.jsonl")]
    assert list(MatchListed().process(str(tmp_path / "*.ndjson"))) == []


def test_out_naming_a_file_is_an_error_and_leaves_it(tmp_path: Path, capfd) -> None:
    """`--out` naming an existing file: exit 2, named, the file as it was."""
    folder = tmp_path / "traces"
    folder.mkdir()
    (folder / "ok.jsonl").write_bytes(_run("r1"))
    precious = tmp_path / "precious"
    precious.write_text("keep me\n")
    assert main(["audit", str(folder), "--out", str(precious)]) == 2
    assert "is a file, not a directory" in capfd.readouterr().err
    assert precious.read_text() == "keep me\n"
