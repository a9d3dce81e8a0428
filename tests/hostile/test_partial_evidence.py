"""Never accuse on partial evidence (issue 10, items 7, 8 and 9).

7: a run that lost a line is `incomplete`: its answers are not actionable, their findings are not
counted as ungrounded. 8: findings of not-actionable answers have their own kind. 9: records of
different runs sharing one run id string are audited apart, and their answers say `conflict`.
"""

from __future__ import annotations

import json

from .corpus import collision_lines, events, joined_id_lines
from .helpers import audit, write_lines

RESULT = json.dumps({"order": "W2378156", "total": 1032.5, "items": [f"item-{i:05d}" for i in range(40)]})
RUN = events("r1", [("user", "order?"), ("tool", RESULT), ("assistant", "Order W2378156: item-00007, item-00031, $1,032.50.")])


def test_a_clean_run_is_clean(tmp_path) -> None:
    """The control: the whole run's answer is clean."""
    summary, rows = audit([write_lines(tmp_path / "t.jsonl", RUN)], tmp_path / "out")
    (answer,) = rows["answers"]
    assert (answer["verdict"], answer["incomplete"], summary["ungrounded_values"]) == ("clean", False, 0)


def test_a_run_that_lost_its_tool_result_line_is_incomplete_not_accused(tmp_path) -> None:
    """Truncating the tool-result line turned a clean answer into ungrounded values; now the dead
    letter names the run, the run is incomplete and nothing is counted as ungrounded."""
    lines = [json.dumps(r) for r in RUN]
    lines[1] = lines[1][: len(lines[1]) // 2]  # the line is cut: not JSON
    summary, rows = audit([write_lines(tmp_path / "t.jsonl", lines)], tmp_path / "out")
    (answer,) = rows["answers"]
    assert answer["incomplete"] is True and answer["verdict"] == "not_actionable"
    assert answer["unsupported_count"] > 0  # the values are still listed...
    assert {f["kind"] for f in rows["findings"]} == {"not_actionable"}  # ...as leads, not accusations
    assert (summary["ungrounded_values"], summary["not_actionable_values"]) == (0, answer["unsupported_count"])
    assert (summary["incomplete_runs"], summary["flagged_answers"], summary["not_actionable_answers"]) == (1, 0, 1)


def test_a_dead_letter_that_names_no_run_marks_nothing(tmp_path) -> None:
    """A broken line whose head names no run cannot mark one: the other runs stay whole."""
    lines = [json.dumps(r) for r in RUN] + ["{not json at all"]
    summary, rows = audit([write_lines(tmp_path / "t.jsonl", lines)], tmp_path / "out")
    assert rows["answers"][0]["incomplete"] is False and summary["incomplete_runs"] == 0


def test_findings_of_not_actionable_answers_have_their_own_kind(tmp_path) -> None:
    """A result past the 200,000-form index budget makes the answer not actionable: its findings
    were written as ungrounded and counted; now they are `not_actionable` and kept out."""
    big = json.dumps({"ids": [f"k{i:07d}" for i in range(210_000)]})
    run = events("big", [("user", "id?"), ("tool", big), ("assistant", "The id is W9999999.")])
    summary, rows = audit([write_lines(tmp_path / "t.jsonl", run)], tmp_path / "out")
    (answer,) = rows["answers"]
    assert answer["evidence_truncated"] and answer["verdict"] == "not_actionable"
    (finding,) = rows["findings"]
    assert finding["kind"] == "not_actionable" and finding["value"] == "w9999999"
    assert (summary["ungrounded_values"], summary["not_actionable_values"]) == (0, 1)


def test_runs_whose_ids_collide_are_audited_apart_and_marked(tmp_path) -> None:
    """`7` and `"7"`; an events run and a chat run named `shared`: one run's result no longer
    grounds the other's invented value, and every answer of such an id says conflict run_id."""
    summary, rows = audit([write_lines(tmp_path / "t.jsonl", collision_lines())], tmp_path / "out")
    answers = {(r["run_id"], r["answer_index"]): r for r in rows["answers"]}
    assert set(answers) == {("7", 0), ("7", 1), ("shared", 0), ("shared", 1)}
    assert all(r["conflict"] == "run_id" for r in answers.values())
    flagged = sorted((f["run_id"], f["value"]) for f in rows["findings"] if f["kind"] == "ungrounded")
    assert flagged == [("7", "w1111111"), ("shared", "w3333333")]
    assert (summary["shared_run_ids"], summary["conflicting_runs"], summary["runs"]) == (2, 4, 4)


def test_joined_run_id_parts_that_collide_are_audited_apart(tmp_path) -> None:
    """--run-id task,trial: `t/1`+`2` and `t`+`1/2` both read `t/1/2`; they are two runs."""
    summary, rows = audit([write_lines(tmp_path / "t.jsonl", joined_id_lines())], tmp_path / "out", "--run-id=task,trial")
    assert [f["value"] for f in rows["findings"]] == ["w5555555"]
    assert {r["conflict"] for r in rows["answers"]} == {"run_id"} and summary["runs"] == 2


def test_conflicting_positions_mark_the_run(tmp_path) -> None:
    """Two different records at one position: both kept (as before) and the answers say so."""
    run = events("p", [("user", "id?"), ("tool", '{"id": "W1234567"}'), ("assistant", "It is W1234567.")])
    other = dict(run[1], content='{"id": "W7654321"}')
    summary, rows = audit([write_lines(tmp_path / "t.jsonl", [*run, other])], tmp_path / "out")
    (answer,) = rows["answers"]
    assert answer["conflict"] == "positions" and summary["conflicting_positions"] == 1
