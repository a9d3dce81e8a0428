"""Each transform and the whole AuditTraces composite on a real in-process Beam runner."""

from __future__ import annotations

from pathlib import Path

import apache_beam as beam
import pytest
from apache_beam.metrics.metric import MetricsFilter
from apache_beam.testing.util import assert_that, equal_to

from evidence_audit.beam.audit import AuditRuns, GroupByRun
from evidence_audit.beam.counters import COUNTERS, NAMESPACE
from evidence_audit.beam.parse import DEAD_LETTER, ParseRecords
from evidence_audit.beam.pieces import decode_piece
from evidence_audit.beam.pipeline import AuditTraces
from evidence_audit.beam.summary import counters_of
from evidence_audit.evidence import OptionError
from evidence_audit.traces import Source

from .conftest import lines_of, make_pipeline

RUN_R1 = [
    {"run_id": "r1", "seq": 0, "role": "user", "content": "Which port is down?"},
    {"run_id": "r1", "seq": 1, "role": "assistant", "content": "", "tool_calls": [{"id": "c1", "name": "show_ports", "arguments": "{}"}]},
    {"run_id": "r1", "seq": 2, "role": "tool", "tool_call_id": "c1", "content": '{"ports": {"fc1/3": "down"}, "fcid": "0xef0101"}'},
    {"run_id": "r1", "seq": 3, "role": "assistant", "content": "Port fc1/3 is down (FCID 0xef0102)."},
]
RUN_R2 = {
    "run_id": "r2",
    "messages": [
        {"role": "user", "content": "Order W2378156 total?"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "get_order", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "c1", "content": '{"total": 1032.5}'},
        {"role": "assistant", "content": "Order W2378156 totals $1,032.50."},
        {"role": "user", "content": "And the refund?"},
        {"role": "assistant", "content": "The refund is $8,841.00 on card 4417."},
    ],
}
NO_ANSWER = {"run_id": "r3", "seq": 0, "role": "user", "content": "hello?"}


def run_lines(records):
    return lines_of(records)


def test_parse_records_splits_good_and_bad_lines() -> None:
    """Good lines become keyed message pieces; bad lines become dead-letter rows with reasons."""
    p = make_pipeline()
    parsed = p | beam.Create(run_lines([RUN_R1[0], "not json", "", {"nothing": 1}])) | "ParseRecords" >> ParseRecords()
    pieces = parsed.records | beam.MapTuple(lambda run_id, piece: (run_id, [(key, m.text) for key, m in decode_piece(piece)[0]], decode_piece(piece)[1]))
    assert_that(pieces, equal_to([("r1", [('["events",["r1"]]', "Which port is down?")], False)]), label="CheckRecords")
    reasons = parsed[DEAD_LETTER] | beam.Map(lambda row: (row["source_line"], row["reason"].split(": ", 1)[1][:24]))
    assert_that(reasons, equal_to([(2, "the line is not valid JS"), (4, "no known trace format; t")]), label="CheckDeadLetters")
    result = p.run()
    result.wait_until_finish()
    counts = counters_of(result)
    assert (counts["records_parsed"], counts["dead_letters"], counts["blank_lines"]) == (1, 2, 1)


def test_group_by_run_joins_pieces_of_one_run() -> None:
    """Pieces of a run from different bundles and lines meet as one element per run."""
    p = make_pipeline()
    pieces = p | beam.Create([("a", b"1"), ("b", b"3"), ("a", b"4")])
    grouped = pieces | GroupByRun() | beam.MapTuple(lambda k, v: (k, sorted(v)))
    assert_that(grouped, equal_to([("a", [b"1", b"4"]), ("b", [b"3"])]))
    p.run().wait_until_finish()


def test_audit_runs_rejects_bad_options_at_construction() -> None:
    """A bad check option fails when the transform is built, not per element."""
    with pytest.raises(OptionError):
        AuditRuns({"min_digits": 0})


def test_the_whole_audit_composite() -> None:
    """AuditTraces on beam.Create: answers, findings and dead letters, and every counter."""
    p = make_pipeline()
    records = [*RUN_R1, "", "{broken", RUN_R2, NO_ANSWER]
    outputs = p | beam.Create(run_lines(records)) | AuditTraces()
    answers = outputs["answers"] | "AnswerKeys" >> beam.Map(lambda r: (r["run_id"], r["answer_index"], r["verdict"], r["unsupported_count"], r["source_line"]))
    assert_that(answers, equal_to([("r1", 0, "flagged", 1, 4), ("r2", 0, "clean", 0, 7), ("r2", 1, "flagged", 2, 7)]), label="CheckAnswers")
    findings = outputs["findings"] | "FindingKeys" >> beam.Map(lambda r: (r["run_id"], r["answer_index"], r["value"], r["context"], r["offset"]))
    assert_that(
        findings,
        equal_to([
            ("r1", 0, "0xef0102", "Port fc1/3 is down (FCID 0xef0102).", 25),
            ("r2", 1, "8841", "The refund is $8,841.00 on card 4417.", 14),
            ("r2", 1, "4417", "The refund is $8,841.00 on card 4417.", 32),
        ]),
        label="CheckFindings",
    )
    assert_that(outputs["dead_letter"] | beam.Map(lambda r: r["source_line"]), equal_to([6]), label="CheckDead")
    result = p.run()
    result.wait_until_finish()
    counts = counters_of(result)
    expected = {
        "records_parsed": 6,
        "dead_letters": 1,
        "blank_lines": 1,
        "runs": 3,
        "runs_without_answer": 1,
        "answers": 3,
        "flagged_answers": 2,
        "ungrounded_values": 3,
        "unread_tokens": 0,
        "unread_answers": 0,
        "not_actionable_answers": 0,
        "duplicate_records": 0,
        "conflicting_positions": 0,
        "messages": 4 + 6 + 1,
    }
    for name, value in expected.items():
        assert counts[name] == value, name


def test_card_4417_is_exempt_when_the_user_said_it() -> None:
    """Values a person said earlier in the run are exempt in the pipeline too."""
    p = make_pipeline()
    run = {"run_id": "r9", "messages": [{"role": "user", "content": "Refund to card 4417 please"}, {"role": "assistant", "content": "Refunded to card 4417."}]}
    outputs = p | beam.Create(run_lines([run])) | AuditTraces()
    assert_that(outputs["answers"] | beam.Map(lambda r: (r["verdict"], r["exempt_count"])), equal_to([("clean", 1)]))
    p.run().wait_until_finish()


def test_every_counter_is_declared_in_one_namespace() -> None:
    """The counters used by the transforms are all declared in COUNTERS, in one namespace."""
    p = make_pipeline()
    p | beam.Create(run_lines([*RUN_R1, "", "x", RUN_R2, NO_ANSWER])) | AuditTraces()
    result = p.run()
    result.wait_until_finish()
    names = {m.key.metric.name for m in result.metrics().query(MetricsFilter().with_namespace(NAMESPACE))["counters"]}
    assert names <= set(COUNTERS)
    assert {"records_parsed", "dead_letters", "blank_lines", "runs", "answers"} <= names


def test_messages_cross_the_shuffle_as_primitive_tuples() -> None:
    """message_to_tuple / message_from_tuple round-trip every message of every format fixture."""
    import glob

    from evidence_audit.traces import parse_line
    from evidence_audit.traces.model import message_from_tuple, message_to_tuple

    count = 0
    for path in glob.glob(str(Path(__file__).resolve().parents[1] / "traces" / "fixtures" / "*.jsonl")):
        for number, line in enumerate(open(path, encoding="utf-8"), start=1):
            for message in parse_line(line, Source(path, number)).messages:
                assert message_from_tuple(message_to_tuple(message)) == message
                count += 1
    assert count > 20


def test_a_run_the_check_cannot_audit_becomes_a_dead_letter(monkeypatch) -> None:
    """If auditing one run raises, that run is a dead letter with the reason; the others go on."""
    import evidence_audit.beam.audit as audit_module

    real = audit_module.audit_keyed_run

    def flaky(run_id, keyed, gate, **kwargs):
        if run_id == "r1":
            raise RuntimeError("boom")
        return real(run_id, keyed, gate, **kwargs)

    monkeypatch.setattr(audit_module, "audit_keyed_run", flaky)
    p = make_pipeline()
    outputs = p | beam.Create(run_lines([*RUN_R1, RUN_R2])) | AuditTraces()
    assert_that(outputs["answers"] | beam.Map(lambda r: r["run_id"]), equal_to(["r2", "r2"]), label="CheckAnswers")
    dead = outputs["dead_letter"] | beam.Map(lambda r: (r["source_line"], r["reason"]))
    assert_that(dead, equal_to([(1, "run 'r1' could not be audited: RuntimeError: boom")]), label="CheckDead")
    result = p.run()
    result.wait_until_finish()
    assert counters_of(result)["failed_runs"] == 1


def test_an_otel_trace_without_content_is_counted_not_lost() -> None:
    """A trace exported with content capture off is a run with no answer and no message content."""
    span = {
        "traceId": "5b8efff798038103d269b633813fc60c",
        "spanId": "aaa19b7ec3c1b175",
        "name": "chat gpt-4o",
        "startTimeUnixNano": "1715780000300000000",
        "attributes": [{"key": "gen_ai.operation.name", "value": {"stringValue": "chat"}}],
    }
    line = {"resourceSpans": [{"resource": {"attributes": []}, "scopeSpans": [{"scope": {"name": "agent"}, "spans": [span]}]}]}
    p = make_pipeline()
    outputs = p | beam.Create(run_lines([line, *RUN_R1])) | AuditTraces()
    assert_that(outputs["answers"] | beam.Map(lambda r: r["run_id"]), equal_to(["r1"]))
    result = p.run()
    result.wait_until_finish()
    counts = counters_of(result)
    assert (counts["runs"], counts["runs_without_answer"], counts["runs_without_content"]) == (2, 1, 1)
