"""End to end through the Beam audit: an answer's unverified arithmetic (round 7) is a finding row of
its own kind with the operands the answer named, counted apart in the summary, not flagged, and a
`--fail-on unverified` condition."""

from __future__ import annotations

import json
from pathlib import Path

from .helpers import read_rows, run_cli, summary_of

RESULT = json.dumps({"refunds": 3911, "refund_total": 402118.36})


def run(run_id: str, answer: str) -> dict:
    return {
        "run_id": run_id,
        "messages": [
            {"role": "user", "content": "How did refunds go in November?"},
            {"role": "assistant", "content": None, "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "refunds", "arguments": "{}"}}]},
            {"role": "tool", "tool_call_id": "c1", "content": RESULT},
            {"role": "assistant", "content": answer},
        ],
    }


def test_the_audit_lists_unverified_arithmetic_apart(tmp_path: Path) -> None:
    corpus = tmp_path / "runs.jsonl"
    corpus.write_text("".join(json.dumps(r) + "\n" for r in (
        # (round 18: `per refund` over `3,911 refunds` is `count-divided`'s now; `an average refund` no rule reaches)
        run("listed", "3,911 refunds totalling €402,118.36, an average refund of €102.82."),
        run("slip", "3,911 refunds totalling €402,118.36, an average refund of €102.92."),
    )))
    done = run_cli("audit", str(corpus), "--out", str(tmp_path / "out"), "--quiet")
    assert done.returncode == 0, done.stderr
    findings = {(r["run_id"], r["kind"]): r for r in read_rows(tmp_path / "out", "findings")}
    listed = findings[("listed", "unverified")]
    assert listed["value"] == "102.82" and listed["written"] == "102.82"
    assert listed["expression"] == "unverified (word 'average'): no expression reproduces it"
    assert [o["value"] for o in listed["operands"]] == ["3911", "402118.36"]
    assert findings[("slip", "ungrounded")]["value"] == "102.92"  # one cent off 402,118.36 / 3,911
    assert ("listed", "ungrounded") not in findings
    summary = summary_of(tmp_path / "out")
    assert summary["unverified_values"] == 1 and summary["ungrounded_values"] == 1 and summary["flagged_answers"] == 1
    answers = {r["run_id"]: r for r in read_rows(tmp_path / "out", "answers")}
    assert answers["listed"]["unverified_count"] == 1 and answers["listed"]["verdict"] == "clean"

    failed = run_cli("audit", str(corpus), "--out", str(tmp_path / "again"), "--quiet", "--fail-on", "unverified")
    assert failed.returncode == 1 and "--fail-on unverified: 1 unverified value" in failed.stderr
