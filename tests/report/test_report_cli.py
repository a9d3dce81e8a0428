"""`evidence-audit report` and `audit --report` as a user runs them, on a real synth audit."""

from __future__ import annotations

import json
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


def test_a_report_of_lost_lines_and_shared_run_ids_says_so(tmp_path):
    """A real audit whose run lost a line (over --max-record-mb) and whose runs share ids: the
    report counts them as summary.json does, names those runs, and shows the lost line's uncarried
    value as not actionable (never as ungrounded, never as "other")."""
    from ..hostile.corpus import collision_lines, events
    from ..hostile.helpers import write_lines

    lost = json.dumps({"run_id": "huge", "seq": 5, "role": "tool", "content": "x" * (2 << 20)})
    traces = write_lines(
        tmp_path / "t.jsonl",
        [*events("huge", [("user", "id?"), ("assistant", "It is W7777777.")]), lost, *collision_lines()],
    )
    done = run_cli("audit", str(traces), "--out", str(tmp_path / "out"), "--max-record-mb=1", "--report")
    assert done.returncode == 0, done.stderr
    summary = summary_of(tmp_path / "out")
    data = gather_outputs(find_outputs(tmp_path / "out"), Limits())
    assert dict(data.kinds).get("not_actionable") == summary["not_actionable_values"] == 1
    assert "ungrounded" not in dict(data.kinds) or dict(data.kinds)["ungrounded"] == summary["ungrounded_values"]
    assert {r["run_id"]: (r["incomplete"], r["conflict"]) for r in data.partial_runs} == {
        "huge": (True, None), "7": (False, "run_id"), "shared": (False, "run_id")}
    html = (tmp_path / "out" / "report.html").read_text(encoding="utf-8")
    assert '<mark class="not_actionable">W7777777</mark>' in html
    assert "Not actionable: a line of this run was lost" in html
    assert '<span class="verdict conflict">conflict: run id</span>' in html
    assert '<div class="kind other">' not in html
