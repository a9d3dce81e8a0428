"""(hostile35) An answer whose check raises loses no other answer of its run.

Round 34 left this loss: one answer's raise made its whole run one dead letter, so the run's other
answers, judged fine, were lost. Now the raising answer is a dead letter naming its own message's
file and line and the reason; the answers around it are written with their indexes kept (the next
answer's index counts the failed one), counted in `failed_answers` beside `failed_runs`, in the
printed and the JSON summary, and `--fail-on bad-lines` counts it. The same through the streaming
audit (`AuditStream`: on the streaming DirectRunner for its rows, on FnApiRunner for its counters).

No real input found makes a rule raise (round 34's list), and the core is compiled (a rule cannot
be patched), so the raise is planted where the core is called: `judge`, the stand-in `audit_run`
and `audit_keyed_run` take for `judge_answer`, reached by wrapping `audit.audit_keyed_run` (batch),
and `stream_run.judge_answer` (streaming, interpreted).
"""

from __future__ import annotations

import json

import apache_beam as beam

import evidence_audit.beam.audit as audit_module
import evidence_audit.beam.stream_run as stream_run_module
from evidence_audit.beam.rows import audit_keyed_run, error_text, judge_answer
from evidence_audit.beam.streaming import STREAM_OUTPUTS, AuditStream
from evidence_audit.beam.summary import format_summary
from evidence_audit.evidence import resolve_gate
from evidence_audit.exits import Outcome, decide
from evidence_audit.traces import RAW_CLIP_CHARS, Source, parse_line

from ..stream.helpers import add, line, read_rows, replay_counters, stream_audit, watermark
from .corpus import events
from .helpers import audit, write_lines

RESULT = '{"id": "W2378156", "a": 105.0, "b": 102.0}'
POISON = "Refund of $105.00 to the card ending 4242."
# answer 0 clean, answer 1 raises, answer 2 invents 99123 (judged with the run's evidence, flagged)
THREE_ANSWERS = [
    ("user", "total?"),
    ("tool", RESULT),
    ("assistant", "Order W2378156: items $105.00 and $102.00, total $207.00."),
    ("user", "and the refund?"),
    ("assistant", POISON),
    ("user", "and the code?"),
    ("assistant", "Order W2378156 totals $207.00; the code is 99123."),
]
ONE_ANSWER = [("user", "items?"), ("tool", RESULT), ("assistant", "Order W2378156: items $105.00 and $102.00.")]
REASON = "Exceeds the limit (4300 digits) for integer string conversion"


def raising_judge(auditor, message, answer_index, **kwargs):
    """`judge_answer`, but the poisoned answer raises, as a rule that met a hostile value would."""
    if message.text == POISON:
        raise ValueError(REASON)
    return judge_answer(auditor, message, answer_index, **kwargs)


def test_an_answer_whose_check_raises_loses_no_other_answer_of_its_run(tmp_path, monkeypatch) -> None:
    """Through `audit` (DirectRunner, in process): the raising answer is a dead letter naming its
    own file and line; its run's answers 0 and 2 are written (2 flagged for its invention), the
    other file's run too; `failed_answers` 1, `failed_runs` 0; `--fail-on bad-lines` exits 1."""
    real = audit_module.audit_keyed_run

    def planted(run_id, keyed, gate, **kwargs):
        return real(run_id, keyed, gate, judge=raising_judge, **kwargs)

    monkeypatch.setattr(audit_module, "audit_keyed_run", planted)
    (tmp_path / "in").mkdir()
    write_lines(tmp_path / "in" / "a.jsonl", events("three", THREE_ANSWERS))
    write_lines(tmp_path / "in" / "b.jsonl", events("other", ONE_ANSWER))
    summary, rows = audit([tmp_path / "in"], tmp_path / "out", "--workers=1")
    answers = sorted((a["run_id"], a["answer_index"], a["verdict"]) for a in rows["answers"])
    assert answers == [("other", 0, "clean"), ("three", 0, "clean"), ("three", 2, "flagged")], answers
    flagged = [(f["answer_index"], f["value"]) for f in rows["findings"] if f["kind"] == "ungrounded"]
    assert flagged == [(2, "99123")], rows["findings"]
    [dead] = rows["dead_letter"]
    assert (dead["source_file"].rsplit("/", 1)[-1], dead["source_line"], dead["raw"]) == ("a.jsonl", 5, "")
    assert dead["reason"] == (
        f"run 'three': answer 1 could not be judged: ValueError: {REASON}; the run's other answers are written"
    )
    assert summary["failed_answers"] == 1 and summary["failed_runs"] == 0, summary
    assert summary["answers"] == 3 and summary["runs"] == 2 and summary["runs_without_answer"] == 0, summary
    assert summary["equation_holds"], summary
    text = format_summary(summary)
    assert f"failed answers  {1:>12,}  (in the dead letters, with its reason; the other answers of their runs written)" in text
    assert "failed runs" not in text
    assert decide(Outcome.of_audit(summary), [], "records", "")[0] == 0
    assert decide(Outcome.of_audit(summary), ["bad-lines"], "records", "") == (1, "--fail-on bad-lines: 1 bad line")


def _messages(run_id: str, records, first_line: int = 1):
    out = []
    for i, record in enumerate(events(run_id, records)):
        out.extend(parse_line(json.dumps(record).encode(), Source("k.jsonl", first_line + i)).messages)
    return out


def test_a_failed_answer_keeps_its_index_across_the_parts_of_a_shared_run_id() -> None:
    """Two runs sharing one id are audited apart and numbered on from one another: the failed
    answer of the first part still takes its index, so the second part's answer is 3, not 2."""
    keyed = [("a", m) for m in _messages("shared", THREE_ANSWERS)] + [("b", m) for m in _messages("shared", ONE_ANSWER, 20)]
    first, second = audit_keyed_run("shared", keyed, resolve_gate({}), judge=raising_judge)
    assert [a["answer_index"] for a in first.answers] == [0, 2]
    assert [(e.source.line, e.reason.split(":")[0]) for e in first.failed] == [(5, "run 'shared'")]
    assert [a["answer_index"] for a in second.answers] == [3] and not second.failed
    assert all(a["conflict"] == "run_id" for a in first.answers + second.answers)


def test_a_failure_message_is_clipped() -> None:
    """A failure that quotes a megabyte of the input is clipped in its dead letter's reason."""
    text = error_text(ValueError("9" * 1_000_000))
    assert text.startswith("ValueError: 999") and len(text) < RAW_CLIP_CHARS + 100
    assert text.endswith(f"... ({1_000_000 - RAW_CLIP_CHARS:,} more characters)")
    assert error_text(KeyError("k")) == "KeyError: 'k'"


def _stream_lines():
    records = events("live", THREE_ANSWERS)
    return [line(record, i + 1) for i, record in enumerate(records)]


def test_the_streaming_audit_loses_no_other_answer_either(tmp_path, monkeypatch) -> None:
    """Through `AuditStream` on the streaming runner: answers 0 and 2 written, answer 1 a dead
    letter naming its line; the run's closing row counts its three answers."""
    monkeypatch.setattr(stream_run_module, "judge_answer", raising_judge)
    script = []
    for i, element in enumerate(_stream_lines()):
        script += [add(i, element), watermark(i + 0.5)]
    rows = stream_audit(script, tmp_path)
    assert sorted((a["answer_index"], a["verdict"]) for a in rows["answers"]) == [(0, "clean"), (2, "flagged")]
    [dead] = rows["dead_letter"]
    assert (dead["source_file"], dead["source_line"]) == ("live.jsonl", 5)
    assert dead["reason"].startswith(f"run 'live': answer 1 could not be judged: ValueError: {REASON}")
    [closing] = rows["runs"]
    assert closing["answers"] == 3


def test_the_streaming_audit_counts_the_failed_answer(tmp_path, monkeypatch) -> None:
    """On FnApiRunner (exact metrics), a replay: `failed_answers` 1, `failed_runs` 0, 2 answers."""
    monkeypatch.setattr(stream_run_module, "judge_answer", raising_judge)
    counters = replay_counters(_stream_lines(), tmp_path)
    assert counters.get("failed_answers") == 1 and counters.get("failed_runs", 0) == 0, counters
    assert counters.get("answers") == 2, counters
    rows = {name: read_rows(tmp_path, name) for name in STREAM_OUTPUTS}
    assert sorted(a["answer_index"] for a in rows["answers"]) == [0, 2]
    assert [d["source_line"] for d in rows["dead_letter"]] == [5]
