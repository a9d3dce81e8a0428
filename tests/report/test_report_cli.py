"""`evidence-audit report` and `audit --report` as a user runs them, on a real synth audit."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import asdict

from evidence_audit.report import Limits, gather_outputs
from evidence_audit.report.outputs import find_outputs

from ..e2e.helpers import run_cli, summary_of


def test_audit_with_report_writes_the_report_beside_the_outputs(synth_jsonl):
    """`audit --report` ends with OUT/report.html, a full page naming the command that made it."""
    html = (synth_jsonl / "report.html").read_text(encoding="utf-8")
    assert html.startswith("<!doctype html>") and html.rstrip().endswith("</html>")
    assert f"Written by <code>evidence-audit audit {synth_jsonl}</code>" in html


def test_the_report_agrees_with_the_summary(synth_jsonl):
    """Answers, flagged answers, ungrounded and self-sourced values and groundings match summary.json."""
    summary = summary_of(synth_jsonl)
    data = gather_outputs(find_outputs(synth_jsonl), Limits())
    kinds = dict(data.kinds)
    assert data.totals["answers"] == summary["answers"]
    assert data.totals["flagged"] == summary["flagged_answers"]
    assert kinds["ungrounded"] == summary["ungrounded_values"]
    assert kinds.get("self_sourced", 0) == summary["self_sourced_values"]
    assert data.totals["unread_tokens"] == summary["unread_tokens"]
    for rule, n in data.rules:
        if rule != "computed":
            assert n == summary["grounded_" + rule.replace("-", "_")], rule


def test_report_reads_parquet_outputs_with_the_same_figures(synth_jsonl, synth_parquet, tmp_path):
    """The Parquet outputs of the same audit give the same figures, and the command writes --html."""
    target = tmp_path / "parquet.html"
    done = run_cli("report", str(synth_parquet), "--html", str(target))
    assert done.returncode == 0, done.stderr
    assert f"report          {target}" in done.stderr
    assert "Parquet output files" in target.read_text(encoding="utf-8")
    limits = Limits()
    assert asdict(gather_outputs(find_outputs(synth_parquet), limits)) == asdict(
        gather_outputs(find_outputs(synth_jsonl), limits)
    )


def test_report_bounds_follow_the_flags(synth_jsonl, tmp_path):
    """--top, --answers-per-model and --models bound the page, which states what it left out."""
    target = tmp_path / "small.html"
    done = run_cli("report", str(synth_jsonl), "--html", str(target), "--top", "3", "--answers-per-model", "1",
                   "--models", "2")
    assert done.returncode == 0, done.stderr
    html = target.read_text(encoding="utf-8")
    assert html.count('<article class="answer"') <= 4
    assert "The 2 models with most of them are listed, of 6." in html
    assert "The top 3 of 6 models, by answers." in html


def test_report_errors_say_what_is_wrong(tmp_path):
    """A directory that is not an audit's, and a bad flag, exit 2 with a sentence that names them."""
    done = run_cli("report", str(tmp_path))
    assert done.returncode == 2
    assert f"evidence-audit report: {tmp_path}: no answers-*.jsonl or answers-*.parquet" in done.stderr
    done = run_cli("report", str(tmp_path), "--answers-per-model", "0")
    assert done.returncode == 2 and "--answers-per-model: must be at least 1, got 0" in done.stderr
    done = run_cli("report", str(tmp_path), "--bogus")
    assert done.returncode == 2 and "unrecognized arguments: --bogus" in done.stderr


def test_without_the_report_extra_the_error_says_how_to_install_it(synth_jsonl):
    """With DuckDB missing, `report` and `audit --report` say which extra to install, and the audit does not start."""
    code = (
        "import sys; sys.modules['duckdb'] = None; from evidence_audit.cli import main; "
        "sys.exit(main(sys.argv[1:]))"
    )
    for args in (["report", str(synth_jsonl)], ["audit", "nothing.jsonl", "--out", str(synth_jsonl), "--report"]):
        done = subprocess.run([sys.executable, "-c", code, *args], check=False, capture_output=True, text=True, timeout=120)
        assert done.returncode == 2, done.stderr
        assert "pip install 'evidence-audit[report]'" in done.stderr
        assert "matches no file" not in done.stderr


def test_help_teaches_the_report():
    """`report --help` says what the page shows and how it is bounded; `audit --help` lists --report."""
    done = run_cli("report", "--help")
    assert done.returncode == 0
    for words in ("OUT_DIR", "--html PATH", "self-contained", "JSONL or Parquet", "--answers-per-model"):
        assert words in done.stdout
    assert "--report" in run_cli("audit", "--help").stdout
