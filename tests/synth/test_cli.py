"""`evidence-audit synth` on the command line: both files, a summary line, clear usage errors."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from evidence_audit.synth import main


def test_writes_traces_and_truth_and_summarizes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`--runs 12 --format otel` writes both files and one stderr line naming counts and files."""
    out = tmp_path / "otel.jsonl"
    assert main(["--runs", "12", "--format", "otel", "--seed", "3", "--out", str(out)]) == 0
    truth = tmp_path / "otel.truth.jsonl"
    assert out.read_bytes() and truth.exists()
    rows = [orjson.loads(line) for line in truth.read_bytes().splitlines()]
    assert rows and all(row["format"] == "otel" for row in rows)
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    line = err[0]
    assert line.startswith("synth: 12 runs (otel 12)") and "MB" in line and "answers" in line
    assert f"{sum(r['kind'] == 'fabricated' for r in rows)} fabricated" in line
    assert f"{sum(r['kind'] == 'copied' for r in rows)} copied" in line
    assert f"{sum(r['kind'] == 'respelled' for r in rows)} respelled" in line
    assert f"{sum(r['kind'] == 'self_sourced' for r in rows)} self-sourced" in line
    assert str(out) in line and str(truth) in line


def test_truth_flag_and_defaults(tmp_path: Path) -> None:
    """`--truth` puts the truth file where asked; the default format is events and 100 runs."""
    out, truth = tmp_path / "t.jsonl.gz", tmp_path / "answers.jsonl"
    assert main(["--out", str(out), "--truth", str(truth), "--fabrication-rate", "0"]) == 0
    rows = [orjson.loads(line) for line in truth.read_bytes().splitlines()]
    assert len({row["run_id"] for row in rows}) > 80
    assert {row["format"] for row in rows} == {"events"}
    assert not any(row["kind"] == "fabricated" for row in rows)


def test_same_arguments_same_files_whatever_the_workers(tmp_path: Path) -> None:
    """One seed writes identical files, run twice, in one process or in two."""
    for name, workers in (("a", "1"), ("b", "1"), ("c", "2")):
        argv = ["--runs", "80", "--format", "mixed", "--workers", workers, "--out", str(tmp_path / f"{name}.jsonl")]
        assert main(argv) == 0
    assert (tmp_path / "a.jsonl").read_bytes() == (tmp_path / "b.jsonl").read_bytes()
    assert (tmp_path / "a.jsonl").read_bytes() == (tmp_path / "c.jsonl").read_bytes()
    assert (tmp_path / "a.truth.jsonl").read_bytes() == (tmp_path / "c.truth.jsonl").read_bytes()


@pytest.mark.parametrize("argv, message", [
    (["--format", "csv"], "invalid choice: 'csv'"),
    (["--runs", "-1"], "--runs: must be at least 0"),
    (["--fabrication-rate", "2"], "--fabrication-rate: must be from 0 to 1"),
    (["--runs", "ten"], "invalid int value"),
    (["--workers", "-1"], "--workers: must be 0 (one per CPU) or more"),
])
def test_usage_errors_exit_2_and_say_why(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         argv: list[str], message: str) -> None:
    """A bad format, count or rate exits 2 with the reason and writes nothing."""
    out = tmp_path / "x.jsonl"
    with pytest.raises(SystemExit) as exit_info:
        main([*argv, "--out", str(out)])
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err
    assert not out.exists()


def test_out_is_required(capsys: pytest.CaptureFixture[str]) -> None:
    """Without `--out` the command exits 2 naming the flag."""
    with pytest.raises(SystemExit) as exit_info:
        main([])
    assert exit_info.value.code == 2 and "--out" in capsys.readouterr().err


def test_help_explains_the_truth_file(capsys: pytest.CaptureFixture[str]) -> None:
    """`--help` lists the formats and describes the truth rows and their kinds."""
    with pytest.raises(SystemExit) as exit_info:
        main(["--help"])
    assert exit_info.value.code == 0
    text = capsys.readouterr().out
    assert "evidence-audit synth" in text and "openai-responses" in text and "mixed" in text
    for word in ("answer_index", "fabricated", "copied", "respelled", "self_sourced", "exempt", "must flag",
                 "mutated_from", "derivation", "masked-ending"):
        assert word in text


def test_unwritable_path_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An output path that cannot be created exits 2 with the OS reason: the command could not
    start (as `audit` with an --out it cannot create); 1 means a --fail-on condition held."""
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main(["--runs", "1", "--out", str(blocker / "sub" / "x.jsonl")]) == 2
    assert "cannot write" in capsys.readouterr().err
