"""The report's figures over hand-made outputs: counted by DuckDB, bounded, the same in JSONL and
Parquet, and tolerant of columns other versions of the audit add or lack."""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path

import pytest

from evidence_audit.report import Limits
from evidence_audit.report import gather_outputs as _gather
from evidence_audit.report.outputs import find_outputs
from evidence_audit.report.query import NO_MODEL, ReportData

from .rows import DAY_NS, T0, answer, finding, write_jsonl, write_parquet

LEAD = {"value": "w1773050", "how": "one character off", "position": 0, "tool_name": "find_order", "path": "orders[0].id"}
OPERANDS = [{"value": "123", "source": "result", "where": "result 0: total"}, {"value": "2", "source": "user", "where": "two people"}]


def outputs_rows() -> dict[str, list[dict]]:
    """Three models (one unnamed), four verdicts, every finding kind, leads, a dead letter."""
    answers = [
        answer("r1", 0, "flagged", text="Order W1773051 is late.", model="m1"),
        answer("r1", 1, "clean", model="m1", ts=T0 + DAY_NS),
        answer("r2", 0, "flagged", text="Refund W1773051 and W0000001.", model="m2", ts=T0 + 2 * DAY_NS,
               incomplete=True, surprise={"x": 1}),
        answer("r3", 0, "clean", text="You paid 61.5 on 2025-01-01.", model=None, ts=None, computed=1),
        answer("r4", 0, "not_actionable", text="See W9.", model="m2", incomplete=False),
        answer("r5", 0, "unread", model="m1", conflict="positions"),
    ]
    answers[0]["grounded_clock"] = 1
    for row in answers:  # a rule added after this report was written: a column on every row
        row["grounded_new_rule"] = 4 if row["run_id"] == "r2" else 0
    findings = [
        finding("r1", 0, "w1773051", offset=6, nearest=LEAD, model="m1"),
        finding("r2", 0, "w1773051", offset=7, nearest=LEAD, model="m2"),
        finding("r2", 0, "w0000001", offset=20, model="m2"),
        finding("r3", 0, "61.5", kind="computed", shape="number", offset=9, model=None, written="61.5",
                expression="per-count: 123 / 2 = 61.5", operands=OPERANDS),
        finding("r4", 0, "w9", kind="not_actionable", offset=4, model="m2"),
    ]
    dead = [{"source_file": "t.jsonl", "source_line": 7, "reason": "line 7 of t.jsonl: the line is not valid JSON",
             "raw": "{cut"},
            {"source_file": "t.jsonl", "source_line": 9, "reason": "line 9 of t.jsonl: the line is not valid JSON",
             "raw": "{cut again"}]
    return {"answers": answers, "findings": findings, "dead_letter": dead}


def write_outputs(root: Path, fmt: str, rows: dict[str, list[dict]]) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for name, table in rows.items():
        if fmt == "jsonl":
            write_jsonl(root / f"{name}-00000-of-00001.jsonl", table)
        elif table:
            write_parquet(root / f"{name}.parquet", table)
    return root


def gather(root: Path, limits: Limits | None = None) -> ReportData:
    return _gather(find_outputs(root), limits or Limits())


@pytest.fixture(params=["jsonl", "parquet"])
def figures(request, tmp_path) -> ReportData:
    return gather(write_outputs(tmp_path / request.param, request.param, outputs_rows()))


def test_jsonl_and_parquet_outputs_give_the_same_figures(tmp_path):
    """The same rows in either format give the same report data."""
    rows = outputs_rows()
    from_jsonl = gather(write_outputs(tmp_path / "j", "jsonl", rows))
    from_parquet = gather(write_outputs(tmp_path / "p", "parquet", rows))
    assert asdict(from_jsonl) == asdict(from_parquet)


def test_totals_verdicts_and_kinds(figures):
    """Answers, flagged answers, runs, dead letters, incomplete and conflicting answers are counted over all rows."""
    assert figures.totals == {"answers": 6, "flagged": 2, "runs": 5, "unread_tokens": 0, "incomplete": 1,
                              "conflicting": 1, "dead_letters": 2}
    assert dict(figures.verdicts) == {"flagged": 2, "clean": 2, "not_actionable": 1, "unread": 1}
    assert dict(figures.kinds) == {"ungrounded": 3, "computed": 1, "not_actionable": 1}


def test_runs_that_lost_a_line_or_conflict_are_named_in_input_order(figures):
    """Each run with an incomplete or conflicting answer once, with its answers and why; no other run."""
    assert [(r["run_id"], r["answers"], r["incomplete"], r["conflict"]) for r in figures.partial_runs] == [
        ("r2", 1, True, None), ("r5", 1, False, "positions")]
    assert figures.partial_run_count == 2


def test_flag_rate_by_model_names_answers_without_a_model(figures):
    """(model, answers, flagged) per model, most answers first; no model is its own line."""
    assert figures.models == [("m1", 3, 1), ("m2", 2, 1), (NO_MODEL, 1, 0)]
    assert figures.model_count == 3


def test_answers_by_day_skip_answers_without_a_time(figures):
    """Days in order with (answers, flagged); an answer with no time is not drawn."""
    assert figures.time_unit == "day"
    assert figures.days == [("2025-01-01", 3, 1), ("2025-01-02", 1, 0), ("2025-01-03", 1, 1)]
    assert figures.day_count == 3


@pytest.mark.parametrize(("span_days", "unit"), [(10, "day"), (200, "week"), (2000, "month")])
def test_a_long_span_is_drawn_by_week_or_month(tmp_path, span_days, unit):
    """More days than the chart holds are grouped by week, then by month; the last periods are kept."""
    rows = {"answers": [answer(f"r{i}", 0, "clean", ts=T0 + i * DAY_NS) for i in range(0, span_days + 1, 5)],
            "findings": [], "dead_letter": []}
    figures = gather(write_outputs(tmp_path, "jsonl", rows), Limits(days=90))
    assert figures.time_unit == unit
    assert len(figures.days) == min(figures.day_count, 90)
    assert sum(n for _, n, _ in figures.days) <= len(rows["answers"])


def test_tools_values_shapes_and_leads(figures):
    """The nearest carried value's tool, the ungrounded values and shapes, the ones without a lead."""
    assert figures.tools == [("find_order", 2)]
    assert figures.without_lead == 1
    assert figures.values == [("w1773051", "identifier", 2), ("w0000001", "identifier", 1)]
    assert figures.value_count == 2
    assert figures.shapes == [("identifier", 3)]


def test_groundings_by_rule_include_rules_found_in_the_files(figures):
    """Every grounded_<rule> column of the files is summed, new ones too, and computed values last."""
    rules = dict(figures.rules)
    assert rules["exact"] == 12 and rules["clock"] == 1 and rules["new-rule"] == 4 and rules["computed"] == 1
    assert figures.rules[-1] == ("computed", 1)


def test_dead_letters_are_grouped_by_reason_without_their_line(figures):
    """'line N of FILE: ' is dropped, so one reason counts all its lines."""
    assert figures.dead_reasons == [("the line is not valid JSON", 2)]
    assert [row["source_line"] for row in figures.dead_examples] == [7, 9]


def test_flagged_answers_come_with_their_text_and_findings(figures):
    """The flagged list holds each flagged answer with its text and its finding rows and leads."""
    listed = {item.model: item for item in figures.flagged}
    assert set(listed) == {"m1", "m2"}
    (card,) = listed["m2"].answers
    assert (card.run_id, card.answer_index, card.text, card.incomplete) == ("r2", 0, "Refund W1773051 and W0000001.", True)
    assert [(f["value"], f["offset"], f["nearest"]) for f in card.findings] == [("w1773051", 7, LEAD), ("w0000001", 20, None)]


def test_answers_listed_but_not_flagged_are_apart_with_derivations(figures):
    """Computed and other kinds on unflagged answers are in the second list, with expression and operands."""
    listed = {item.model: item for item in figures.listed}
    assert set(listed) == {NO_MODEL, "m2"}
    (computed,) = listed[NO_MODEL].answers[0].findings
    assert computed["kind"] == "computed" and computed["written"] == "61.5"
    assert computed["expression"] == "per-count: 123 / 2 = 61.5"
    assert computed["operands"] == OPERANDS
    (not_actionable,) = listed["m2"].answers
    assert (not_actionable.verdict, not_actionable.incomplete, not_actionable.truncated) == ("not_actionable", False, True)
    assert not_actionable.findings[0]["kind"] == "not_actionable"


def test_lists_are_bounded_per_model_and_by_model_with_totals(tmp_path):
    """The first N answers (in input order) of the M models with most; totals count them all."""
    answers = [answer(f"r{i:02}", 0, "flagged", text="W1", model=f"m{i % 3}") for i in range(30)]
    findings = [finding(f"r{i:02}", 0, "w1", model=f"m{i % 3}") for i in range(30)]
    for i, row in enumerate(answers):
        row["source_line"] = 100 - i
    figures = gather(write_outputs(tmp_path, "jsonl", {"answers": answers, "findings": findings, "dead_letter": []}),
                     Limits(per_model=4, models=2))
    assert figures.flagged_models == 3
    assert [(item.model, item.total, len(item.answers)) for item in figures.flagged] == [("m0", 10, 4), ("m1", 10, 4)]
    lines = [card.source_line for card in figures.flagged[0].answers]
    assert lines == sorted(lines)


def test_outputs_without_text_findings_or_dead_letters_still_report(tmp_path):
    """Older answers carry no text; empty or absent tables count zero; a flagged answer is listed by its verdict."""
    rows = {"answers": [answer("r", 0, "flagged")], "findings": [finding("r", 0, "w1")], "dead_letter": []}
    root = write_outputs(tmp_path, "jsonl", rows)
    (root / "dead_letter-00000-of-00001.jsonl").write_text("")
    figures = gather(root)
    assert figures.flagged[0].answers[0].text is None
    assert figures.totals["dead_letters"] == 0 and figures.dead_reasons == []
    (root / "findings-00000-of-00001.jsonl").unlink()
    figures = gather(root)
    assert figures.kinds == [] and figures.tools == [] and figures.listed == []
    assert [card.findings for card in figures.flagged[0].answers] == [[]]
