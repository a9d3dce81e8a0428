"""(hostile34) A check that raises loses nothing else: through `audit` (Beam's DirectRunner, in
process) two runs whose check raises, in two files, are each a dead letter naming its own file and
first line, counted in `failed_runs` and in the printed summary, every other run's answers written,
exit 0 unless `--fail-on bad-lines`; through `check` (the Unix filter) a case whose check raises is an
error line naming its line and file, the cases around it judged, the summary counting it.

No input found this round makes a rule raise (the hostile shapes of `test_growth34.py`, NUL, lone
surrogates, RTL and combining marks, other-script digits, 50,000 digits, 10**999999999, nesting
100,000 deep: all judged), so the raise is planted where the check is called, as round 15 did."""

from __future__ import annotations

import io
import json

import evidence_audit.beam.audit as audit_module
import evidence_audit.check_filter as check_filter
from evidence_audit.beam.summary import format_summary
from evidence_audit.exits import decide

from .corpus import events
from .helpers import audit, write_lines

RESULT = '{"id": "W2378156", "a": 105.0, "b": 102.0}'
ORDINARY = [("user", "total?"), ("tool", RESULT), ("assistant", "Order W2378156: items $105.00 and $102.00, total $207.00.")]


def test_runs_whose_check_raises_in_two_files_lose_no_other_result(tmp_path, monkeypatch) -> None:
    real = audit_module.audit_keyed_run

    def raising(run_id, keyed, gate, **kwargs):
        if run_id.startswith("poison"):
            raise ValueError(f"Exceeds the limit (4300 digits) for integer string conversion in {run_id}")
        return real(run_id, keyed, gate, **kwargs)

    monkeypatch.setattr(audit_module, "audit_keyed_run", raising)
    (tmp_path / "in").mkdir()
    write_lines(tmp_path / "in" / "a.jsonl", events("a-before", ORDINARY) + events("poison-a", ORDINARY))
    write_lines(tmp_path / "in" / "b.jsonl", events("b-before", ORDINARY) + events("b-middle", ORDINARY)
                         + events("poison-b", ORDINARY) + events("b-after", ORDINARY))
    summary, rows = audit([tmp_path / "in"], tmp_path / "out", "--workers=1")
    assert {a["run_id"] for a in rows["answers"]} == {"a-before", "b-before", "b-middle", "b-after"}
    assert all(a["verdict"] != "flagged" for a in rows["answers"]), rows["answers"]
    dead = sorted((d["source_file"].rsplit("/", 1)[-1], d["source_line"], d["reason"]) for d in rows["dead_letter"])
    assert [(f, line) for f, line, _ in dead] == [("a.jsonl", 4), ("b.jsonl", 7)], dead
    assert all("could not be audited: ValueError" in reason and "poison" in reason for _, _, reason in dead), dead
    assert summary["failed_runs"] == 2 and summary["answers"] == 4, summary
    assert f"failed runs     {2:>12,}  (in the dead letters, with their reasons)" in format_summary(summary)


def test_a_case_whose_check_raises_is_an_error_line_naming_its_file_and_line(monkeypatch) -> None:
    real = check_filter.check_case

    def raising(case, gates):
        if case.get("id") == "poison":
            raise RecursionError("maximum recursion depth exceeded")
        return real(case, gates)

    monkeypatch.setattr(check_filter, "check_case", raising)
    history = [{"role": "user", "content": "total?"}, {"role": "tool", "content": RESULT}]
    cases = [{"id": i, "answer": "Items $105.00 and $102.00, total $207.00.", "history": history} for i in ("one", "poison", "three")]
    source = io.BytesIO(b"".join(json.dumps(c).encode() + b"\n" for c in cases))
    sink = io.BytesIO()
    case_filter = check_filter.CaseFilter(None)
    case_filter.feed(source, sink, name="cases.jsonl")
    out = [json.loads(line) for line in sink.getvalue().splitlines()]
    assert [o["id"] for o in out] == ["one", "poison", "three"]
    assert "error" not in out[0] and "error" not in out[2] and not out[0]["unsupported"] and not out[2]["unsupported"]
    assert out[1]["error"] == "line 2 of cases.jsonl: internal error: RecursionError: maximum recursion depth exceeded"
    summary = case_filter.summary
    assert summary.cases == 3 and summary.failed == 1
    assert decide(summary.outcome(), [], "cases", "")[0] == 0
    assert decide(summary.outcome(), ["bad-lines"], "cases", "")[0] == 1
