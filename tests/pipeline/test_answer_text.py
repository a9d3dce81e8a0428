"""Answer rows keep the answer's text, clipped, exactly when the answer has finding rows."""

from __future__ import annotations

import orjson

from evidence_audit.beam.rows import ANSWER_TEXT_CHARS, audit_run
from evidence_audit.evidence import Gate
from evidence_audit.traces import Message, Source, parse_line

RESULT = '{"order": "W2378156", "total": 1032.5, "date": "2024-05-01"}'


def run_of(*answers: str, call_args: str = "{}") -> list[Message]:
    """A user turn, one tool call and its result, then the given answers (one per turn), as events lines."""
    records = [
        {"run_id": "r", "seq": 0, "role": "user", "content": "Order status?"},
        {"run_id": "r", "seq": 1, "role": "assistant", "content": "",
         "tool_calls": [{"id": "c1", "name": "get_order", "arguments": call_args}]},
        {"run_id": "r", "seq": 2, "role": "tool", "tool_call_id": "c1", "content": RESULT},
    ]
    records += [{"run_id": "r", "seq": 3 + i, "role": "assistant", "content": text} for i, text in enumerate(answers)]
    messages: list[Message] = []
    for line, record in enumerate(records, 1):
        messages.extend(parse_line(orjson.dumps(record), Source("t.jsonl", line)).messages)
    return messages


def test_a_flagged_answer_carries_its_text_and_its_offsets_index_it():
    """The text is the answer as written; each finding's offset points at its value in it."""
    text = "Order W2378157 totals $1,032.50."
    result = audit_run("r", run_of(text), Gate())
    (row,) = result.answers
    assert row["verdict"] == "flagged" and row["answer_text"] == text
    (finding,) = result.findings
    assert text[finding["offset"] :].lower().startswith(finding["value"])


def test_a_clean_answer_carries_no_text():
    """An answer with no finding row has answer_text null, so clean answers cost nothing."""
    result = audit_run("r", run_of("Order W2378156 totals $1,032.50."), Gate())
    assert [row["answer_text"] for row in result.answers] == [None]
    assert result.findings == []


def test_an_answer_listing_only_self_sourced_values_carries_its_text():
    """Any finding row, not only an ungrounded one, keeps the text (the report shows self-sourced values)."""
    result = audit_run("r", run_of("Searched from 2024-06-02 on.", call_args='{"from": "2024-06-02"}'), Gate())
    assert [f["kind"] for f in result.findings] == ["self_sourced"]
    assert result.answers[0]["verdict"] == "clean"
    assert result.answers[0]["answer_text"] == "Searched from 2024-06-02 on."


def test_a_long_answer_is_clipped():
    """Text past ANSWER_TEXT_CHARS is cut; what is kept is the answer's beginning."""
    text = "Order W2378157. " + "x" * (2 * ANSWER_TEXT_CHARS)
    (row,) = audit_run("r", run_of(text), Gate()).answers
    assert row["answer_text"] == text[:ANSWER_TEXT_CHARS]
