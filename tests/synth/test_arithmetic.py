"""The arithmetic synth: deterministic, with truth for every computed value and fabrication."""

from __future__ import annotations

from evidence_audit.synth import main, write_arithmetic_corpus
from evidence_audit.synth.arithmetic import ArithmeticStats, arithmetic_runs


def test_the_same_seed_gives_the_same_bytes(tmp_path) -> None:
    a = write_arithmetic_corpus(str(tmp_path / "a.jsonl"), 20, 3, "mixed")
    b = write_arithmetic_corpus(str(tmp_path / "b.jsonl"), 20, 3, "mixed")
    assert (tmp_path / "a.jsonl").read_bytes() == (tmp_path / "b.jsonl").read_bytes()
    assert (tmp_path / "a.truth.jsonl").read_bytes() == (tmp_path / "b.truth.jsonl").read_bytes()
    assert a.runs == b.runs == 20 and a.fabricated == b.fabricated


def test_each_run_computes_and_carries_many_numbers() -> None:
    """Five answers a run; the search result carries dozens of numbers to excuse a fabrication with."""
    stats = ArithmeticStats()
    run = next(arithmetic_runs(1, 9, stats))
    answers = [m for m in run.conversation if m["role"] == "assistant" and m.get("content")]
    assert len(answers) == 5 and stats.answers == 5
    search = next(m["content"] for m in run.conversation if m["role"] == "tool")
    assert search.count(":") >= 60
    assert sum(row["kind"] == "computed" for row in run.truth) >= 4


def test_no_fabrication_without_the_rate() -> None:
    stats = ArithmeticStats()
    runs = list(arithmetic_runs(10, 1, stats, fabrication_rate=0.0))
    assert stats.fabricated == stats.fabrications_drawn == 0
    assert not any(row["kind"] == "fabricated" for run in runs for row in run.truth)


def test_the_command_line_writes_arithmetic_runs_and_reports_the_excused_share(tmp_path, capsys) -> None:
    assert main(["--arithmetic", "--runs", "5", "--out", str(tmp_path / "c.jsonl")]) == 0
    err = capsys.readouterr().err
    assert "arithmetic runs" in err and "excused" in err
    assert (tmp_path / "c.truth.jsonl").read_text().count('"kind":"computed"') >= 20
