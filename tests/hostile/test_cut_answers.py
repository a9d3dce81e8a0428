"""A run whose answer a work bound cuts loses no result (round 12): through the real `audit` command
(Beam), a file of ordinary runs and one hostile run reports every run's answers and findings; the
hostile answer is flagged for what it invented, says `rules_omitted`, and is counted; the hostile
run's ordinary answer before it keeps its computed total; the other runs are untouched."""

from __future__ import annotations

import pytest

from ..e2e.helpers import read_rows, run_cli, summary_of
from .corpus import events
from .helpers import write_lines
from .rule_inputs import FAMILIES

RESULT = '{"id": "W2378156", "a": 105.0, "b": 102.0}'
ORDINARY = "Order W2378156: items $105.00 and $102.00, total $207.00."
INVENTED = "Order W2378156: items $105.00 and $102.00, total $207.00, ticket Z9182736."


@pytest.mark.slow
def test_a_cut_answer_keeps_its_findings_and_the_runs_around_it(tmp_path) -> None:
    hostile, result = FAMILIES["numbers"][0](3_000)  # past the arithmetic's bound on one answer
    lines = [*events("before", [("user", "total?"), ("tool", RESULT), ("assistant", INVENTED)])]
    lines += events("hostile", [("user", "total?"), ("tool", RESULT), ("assistant", ORDINARY),
                                ("user", "report"), ("tool", result), ("assistant", f"{hostile} Ticket Z9182736.")])
    lines += events("after", [("user", "total?"), ("tool", RESULT), ("assistant", ORDINARY)])
    path = write_lines(tmp_path / "runs.jsonl", lines)
    done = run_cli("audit", str(path), "--out", str(tmp_path / "out"))
    assert done.returncode == 0, done.stderr
    answers = {(a["run_id"], a["answer_index"]): a for a in read_rows(tmp_path / "out", "answers")}
    findings = read_rows(tmp_path / "out", "findings")
    assert sorted(answers) == [("after", 0), ("before", 0), ("hostile", 0), ("hostile", 1)]
    cut = answers[("hostile", 1)]
    assert cut["rules_omitted"] is True and cut["verdict"] == "flagged"
    mine = {f["value"] for f in findings if f["run_id"] == "hostile" and f["answer_index"] == 1}
    assert "z9182736" in {v.lower() for v in mine}  # its invention reported, not lost with the cut rules
    assert all(f["rules_omitted"] for f in findings if f["run_id"] == "hostile" and f["answer_index"] == 1
               and f["kind"] == "ungrounded")
    for key in (("hostile", 0), ("after", 0)):
        assert answers[key]["rules_omitted"] is False and answers[key]["verdict"] != "flagged", answers[key]
    assert not [f for f in findings if (f["run_id"], f["answer_index"]) in {("hostile", 0), ("after", 0)} and f["kind"] == "ungrounded"]
    before = {f["value"].lower() for f in findings if f["run_id"] == "before" and f["kind"] == "ungrounded"}
    assert before == {"z9182736"} and answers[("before", 0)]["rules_omitted"] is False
    summary = summary_of(tmp_path / "out")
    assert summary["rules_omitted"] == 1
