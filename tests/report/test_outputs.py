"""Finding an audit's outputs: shard names and single files, JSONL or Parquet, and what is wrong."""

from __future__ import annotations

import re

import pytest

from evidence_audit.report.outputs import ReportError, find_outputs

from .rows import answer, write_jsonl, write_parquet


def test_sharded_jsonl_outputs_are_found_with_the_summary(tmp_path):
    """Beam's shard names are read, every shard of each table, and summary.json beside them."""
    write_jsonl(tmp_path / "answers-00000-of-00002.jsonl", [answer("r", 0, "clean")])
    write_jsonl(tmp_path / "answers-00001-of-00002.jsonl", [answer("s", 0, "clean")])
    write_jsonl(tmp_path / "findings-00000-of-00001.jsonl", [])
    (tmp_path / "summary.json").write_text('{"lines_read": 3}')
    (tmp_path / "notes.jsonl").write_text("")
    found = find_outputs(tmp_path)
    assert found.fmt == "jsonl"
    assert [p.name for p in found.files["answers"]] == ["answers-00000-of-00002.jsonl", "answers-00001-of-00002.jsonl"]
    assert [p.name for p in found.files["findings"]] == ["findings-00000-of-00001.jsonl"]
    assert found.files["dead_letter"] == ()
    assert found.summary == {"lines_read": 3}


def test_single_shard_names_and_parquet_are_found(tmp_path):
    """answers.parquet (one shard, no numbering) is read as the answers table, in Parquet."""
    write_parquet(tmp_path / "answers.parquet", [answer("r", 0, "clean")])
    write_parquet(tmp_path / "findings.parquet", [{"run_id": "r"}])
    found = find_outputs(tmp_path)
    assert found.fmt == "parquet"
    assert [p.name for p in found.files["answers"]] == ["answers.parquet"]
    assert found.summary is None


@pytest.mark.parametrize(
    ("files", "message"),
    [
        ([], "no answers-*.jsonl or answers-*.parquet"),
        (["findings.jsonl"], "no answers-*.jsonl or answers-*.parquet"),
        (["answers.jsonl", "findings-00000-of-00001.parquet"], "both JSONL and Parquet"),
    ],
)
def test_a_directory_without_one_set_of_answers_is_an_error(tmp_path, files, message):
    """No answers, or outputs of both formats mixed, is an error that names the directory."""
    for name in files:
        (tmp_path / name).write_text("")
    with pytest.raises(ReportError, match=re.escape(message)) as err:
        find_outputs(tmp_path)
    assert str(tmp_path) in str(err.value)


def test_a_missing_directory_and_a_bad_summary_are_errors(tmp_path):
    """The error says which path and what was wrong with it."""
    with pytest.raises(ReportError, match="no such directory"):
        find_outputs(tmp_path / "absent")
    (tmp_path / "answers.jsonl").write_text("")
    (tmp_path / "summary.json").write_text("{cut")
    with pytest.raises(ReportError, match="summary.json: not a readable summary"):
        find_outputs(tmp_path)
