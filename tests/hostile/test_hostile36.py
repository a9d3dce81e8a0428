"""(hostile36) A message the auditor cannot take in loses nothing else of its run.

Round 35 left this loss: when `auditor.add` raised on a tool result (or a user turn, a system
prompt, an answer after its judgement), the whole run was one dead letter (`failed_runs`), so
every answer of it, judged fine or not, was lost. Now that message is a dead letter of its own
(its file and line, the reason), counted in `failed_messages` (printed and JSON summary,
`--fail-on bad-lines`); the run goes on with the evidence it could take in: the answers before the
message are judged as usual, the answers after it are `incomplete` and so `not_actionable`, their
values no result carried findings of kind `not_actionable`, never `ungrounded` (the lost message may
have carried them). The same through the streaming audit, where a rebuilt auditor meets the
message again and its dead letter is still written once.

No real input found makes `add` raise, and the core is compiled, so the raise is planted where the
core is called: `add`, the stand-in `audit_run` and `audit_keyed_run` take for `add_message`,
reached by wrapping `audit.audit_keyed_run` (batch), and `stream_run.add_message` (streaming,
interpreted).
"""

from __future__ import annotations

import json

import apache_beam as beam

import evidence_audit.beam.audit as audit_module
import evidence_audit.beam.stream_run as stream_run_module
from evidence_audit.beam.rows import add_message, audit_run
from evidence_audit.beam.stream_run import LostMessage, StreamRun, StreamSettings
from evidence_audit.beam.streaming import STREAM_OUTPUTS, AuditStream
from evidence_audit.beam.summary import format_summary
from evidence_audit.evidence import resolve_gate
from evidence_audit.exits import Outcome, decide
from evidence_audit.traces import Source, parse_line
from evidence_audit.traces.model import message_to_tuple

from ..stream.helpers import add, line, read_rows, replay_counters, stream_audit, watermark
from .corpus import events
from .helpers import audit, write_lines

POISON = '{"voucher": "88412", "order": "W5521903"}'
REASON = "Exceeds the limit (4300 digits) for integer string conversion"
# answer 0 judged before the loss (clean); the voucher result (line 5) cannot be taken in; answers
# 1 and 2 come after it: 1 quotes the voucher the lost result carried (a lead, not an accusation),
# 2 invents 70311 (not actionable either: the evidence is partial)
RUN = [
    ("user", "what did order W2378156 cost?"),
    ("tool", '{"id": "W2378156", "a": 105.0, "b": 102.0}'),
    ("assistant", "Order W2378156: items $105.00 and $102.00, total $207.00."),
    ("user", "and my voucher?"),
    ("tool", POISON),
    ("assistant", "Your voucher is 88412, for order W5521903."),
    ("assistant", "Order W2378156 totals $207.00; your ticket is 70311."),
]
ONE_ANSWER = [("user", "items?"), ("tool", '{"id": "W2378156"}'), ("assistant", "Order W2378156 is on its way.")]


def raising_add(auditor, message) -> None:
    """`add_message`, but the poisoned result raises, as a reader that met a hostile value would."""
    if message.text == POISON:
        raise ValueError(REASON)
    add_message(auditor, message)


def _plant(monkeypatch) -> None:
    real = audit_module.audit_keyed_run

    def planted(run_id, keyed, gate, **kwargs):
        return real(run_id, keyed, gate, add=raising_add, **kwargs)

    monkeypatch.setattr(audit_module, "audit_keyed_run", planted)


def test_a_message_the_auditor_cannot_take_in_loses_no_answer_of_its_run(tmp_path, monkeypatch) -> None:
    """Through `audit` (DirectRunner, in process): the lost result is a dead letter naming its own
    file and line; answer 0 (before it) is judged clean; answers 1 and 2 (after it) are written,
    `incomplete` and `not_actionable`, their values findings of kind not_actionable, none
    ungrounded; the other file's run is untouched; `failed_messages` 1 in the summary and for
    `--fail-on bad-lines`. On 244d59b5 the run was one dead letter and none of its answers written."""
    _plant(monkeypatch)
    (tmp_path / "in").mkdir()
    write_lines(tmp_path / "in" / "a.jsonl", events("voucher", RUN))
    write_lines(tmp_path / "in" / "b.jsonl", events("other", ONE_ANSWER))
    summary, rows = audit([tmp_path / "in"], tmp_path / "out", "--workers=1")
    answers = sorted((a["run_id"], a["answer_index"], a["verdict"], a["incomplete"]) for a in rows["answers"])
    assert answers == [
        ("other", 0, "clean", False),
        ("voucher", 0, "clean", False),
        ("voucher", 1, "not_actionable", True),
        ("voucher", 2, "not_actionable", True),
    ], answers
    kinds = sorted((f["answer_index"], f["kind"], f["value"]) for f in rows["findings"] if f["kind"] != "computed")
    assert (2, "not_actionable", "70311") in kinds and (1, "not_actionable", "88412") in kinds, kinds
    assert not [f for f in rows["findings"] if f["kind"] == "ungrounded"], rows["findings"]
    [dead] = rows["dead_letter"]
    assert (dead["source_file"].rsplit("/", 1)[-1], dead["source_line"], dead["raw"]) == ("a.jsonl", 5, "")
    assert dead["reason"] == (
        f"run 'voucher': this tool message could not be taken in as evidence: ValueError: {REASON}; "
        "the answers after it are judged without it (incomplete, not_actionable)"
    )
    assert summary["failed_messages"] == 1, summary
    assert summary["failed_runs"] == 0 and summary["failed_answers"] == 0, summary
    assert summary["answers"] == 4 and summary["runs"] == 2 and summary["ungrounded_values"] == 0, summary
    assert summary["not_actionable_answers"] == 2 and summary["equation_holds"], summary
    text = format_summary(summary)
    assert f"failed messages {1:>12,}  (not taken in as evidence: in the dead letters, with its reason;" in text
    assert "failed runs" not in text and "failed answers" not in text
    assert decide(Outcome.of_audit(summary), [], "records", "")[0] == 0
    assert decide(Outcome.of_audit(summary), ["bad-lines"], "records", "") == (1, "--fail-on bad-lines: 1 bad line")


def _messages(run_id: str, records, first_line: int = 1):
    out = []
    for i, record in enumerate(events(run_id, records)):
        out.extend(parse_line(json.dumps(record).encode(), Source("k.jsonl", first_line + i)).messages)
    return out


def test_a_lost_system_prompt_or_answer_makes_only_the_answers_after_it_incomplete() -> None:
    """The loss can be any message: a system prompt before every answer makes every answer
    incomplete; an answer that cannot be taken in after its judgement keeps its own verdict (it
    was judged) and makes the answers after it incomplete. A run with nothing lost is unchanged."""
    prompt = "You are the shop's agent. Today is 2026-12-04."
    run = [("system", prompt), *RUN[:3], ("user", "again?"), ("assistant", "Order W2378156: total $207.00.")]

    def lose(text):
        def add(auditor, message):
            if message.text == text:
                raise RecursionError("maximum recursion depth exceeded")
            add_message(auditor, message)
        return add

    gate = resolve_gate({})
    whole = audit_run("s", _messages("s", run), gate)
    assert [(a["verdict"], a["incomplete"]) for a in whole.answers] == [("clean", False), ("clean", False)]
    assert not whole.lost
    no_prompt = audit_run("s", _messages("s", run), gate, add=lose(prompt))
    assert [(a["verdict"], a["incomplete"]) for a in no_prompt.answers] == [("not_actionable", True)] * 2
    [lost] = no_prompt.lost
    assert lost.source.line == 1 and "this system message could not be taken in" in lost.reason
    no_answer = audit_run("s", _messages("s", run), gate, add=lose(RUN[2][1]))
    assert [(a["verdict"], a["incomplete"]) for a in no_answer.answers] == [("clean", False), ("not_actionable", True)]
    [lost] = no_answer.lost
    assert lost.source.line == 4 and "this answer could not be taken in" in lost.reason
    assert not no_answer.failed and len(no_answer.answers) == 2


def _stream_lines():
    return [line(record, i + 1) for i, record in enumerate(events("live", RUN))]


def test_the_streaming_audit_loses_no_answer_either(tmp_path, monkeypatch) -> None:
    """Through `AuditStream` on the streaming runner: answers 0, 1, 2 written (1 and 2
    not_actionable and incomplete), the lost result one dead letter naming its line."""
    monkeypatch.setattr(stream_run_module, "add_message", raising_add)
    script = []
    for i, element in enumerate(_stream_lines()):
        script += [add(i, element), watermark(i + 0.5)]
    rows = stream_audit(script, tmp_path)
    got = sorted((a["answer_index"], a["verdict"], a["incomplete"]) for a in rows["answers"])
    assert got == [(0, "clean", False), (1, "not_actionable", True), (2, "not_actionable", True)], got
    [dead] = rows["dead_letter"]
    assert (dead["source_file"], dead["source_line"]) == ("live.jsonl", 5)
    assert dead["reason"].startswith(f"run 'live': this tool message could not be taken in as evidence: ValueError: {REASON}")
    assert not [f for f in rows["findings"] if f["kind"] == "ungrounded"]
    [closing] = rows["runs"]
    assert closing["answers"] == 3


def test_a_rebuilt_streaming_auditor_writes_the_lost_message_once(monkeypatch) -> None:
    """The streaming run rebuilds its auditor (a restart, a record sorting early) and feeds the lost
    message again: it is still one dead letter (`RunMeta.lost`, kept across the state round trip),
    and the answers after it stay incomplete."""
    monkeypatch.setattr(stream_run_module, "add_message", raising_add)
    settings = StreamSettings.of_seconds(wait=5, idle=100)
    run = StreamRun("live", resolve_gate({}), settings)
    messages = _messages("live", RUN)
    for i, message in enumerate(messages[:6]):
        run.accept([message_to_tuple(message)], i * 1_000_000)
    first = list(run.judge_due(None))
    lost = [item for item in first if isinstance(item, LostMessage)]
    assert [item.error.source.line for item in lost] == [5]
    assert [item[0]["incomplete"] for item in first if isinstance(item, tuple)] == [False, True]
    meta = type(run.meta).from_state(run.meta.to_state())
    stored = [message_to_tuple(m) for m in run.messages]
    again = StreamRun.restore("live", resolve_gate({}), settings, meta, stored)
    again.accept([message_to_tuple(messages[6])], 7_000_000)
    second = list(again.judge_due(None))
    assert not [item for item in second if isinstance(item, LostMessage)], second
    [(answer, _)] = second
    assert (answer["answer_index"], answer["incomplete"], answer["verdict"]) == (2, True, "not_actionable")


def test_the_streaming_audit_counts_the_lost_message(tmp_path, monkeypatch) -> None:
    """On FnApiRunner (exact metrics), a replay: `failed_messages` 1, 3 answers, nothing failed else."""
    monkeypatch.setattr(stream_run_module, "add_message", raising_add)
    counters = replay_counters(_stream_lines(), tmp_path)
    assert counters.get("failed_messages") == 1, counters
    assert counters.get("failed_runs", 0) == 0 and counters.get("failed_answers", 0) == 0, counters
    assert counters.get("answers") == 3 and counters.get("not_actionable_answers") == 2, counters
    rows = {name: read_rows(tmp_path, name) for name in STREAM_OUTPUTS}
    assert sorted(a["answer_index"] for a in rows["answers"]) == [0, 1, 2]
    assert [d["source_line"] for d in rows["dead_letter"]] == [5]
