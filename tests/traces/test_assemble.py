"""Unit tests for assemble_run: wire order, duplicates, conflicts, and otel's re-sent history."""

from __future__ import annotations

import json
import random

import pytest

from evidence_audit.traces import Message, Source, assemble_run, parse_line
from evidence_audit.traces.writers import otel_trace_id, write_run


def events(*records: dict, file: str = "a.jsonl") -> list[Message]:
    out: list[Message] = []
    for line, record in enumerate(records, 1):
        out += parse_line(json.dumps({"run_id": "r", **record}), Source(file, line)).messages
    return out


def shape(messages) -> list[tuple]:
    return [(m.role, m.text, m.tool_call_id, m.answer) for m in messages]


def read_lines(lines: list[str], file: str = "x.jsonl") -> list[Message]:
    out: list[Message] = []
    for number, line in enumerate(lines, 1):
        parsed = parse_line(line, Source(file, number))
        assert not parsed.errors, parsed.errors
        out += parsed.messages
    return out


def test_empty_run() -> None:
    """No messages assemble into an empty run with zero counts."""
    assert assemble_run([]) == assemble_run(iter(()))
    run = assemble_run([])
    assert (run.messages, run.duplicates, run.conflicting_positions, run.resent) == ((), 0, 0, 0)


def test_orders_events_by_seq_whatever_the_line_order() -> None:
    """Events sort by seq, not by the order their lines were read."""
    messages = events(
        {"seq": 2, "role": "assistant", "content": "c"},
        {"seq": 0, "role": "user", "content": "a"},
        {"seq": 1, "role": "tool", "content": "b"},
    )
    assert [m.text for m in assemble_run(messages).messages] == ["a", "b", "c"]


def test_order_does_not_depend_on_input_file_order() -> None:
    """The same records given in any order, from any files, assemble identically."""
    first = events(
        {"seq": 0, "role": "user", "content": "q"},
        {"seq": 1, "role": "assistant", "content": "x"},
        file="b.jsonl",
    )
    second = events(
        {"seq": 1, "role": "assistant", "content": "y"},
        {"seq": 2, "role": "assistant", "content": "z"},
        file="a.jsonl",
    )
    expected = assemble_run(first + second)
    for seed in range(5):
        shuffled = first + second
        random.Random(seed).shuffle(shuffled)
        assert assemble_run(shuffled) == expected
    # conflicting records at seq 1 are kept in input order: file a before file b
    assert [m.text for m in expected.messages] == ["q", "y", "x", "z"]


def test_exact_duplicate_counts_once() -> None:
    """A record seen twice (same run, seq, role and text), even from two files, is kept once."""
    record = {"seq": 0, "role": "user", "content": "same"}
    run = assemble_run(
        events(record, file="a.jsonl") + events(record, file="b.jsonl") + events(record)
    )
    assert shape(run.messages) == [("user", "same", None, False)]
    assert run.messages[0].source == Source("a.jsonl", 1)
    assert (run.duplicates, run.conflicting_positions) == (2, 0)


def test_conflicting_records_are_all_kept_and_counted_once_per_position() -> None:
    """Different records claiming one position are all kept and count one conflicting position."""
    run = assemble_run(
        events(
            {"seq": 0, "role": "user", "content": "a"},
            {"seq": 0, "role": "user", "content": "b"},
            {"seq": 0, "role": "assistant", "content": "c"},
            {"seq": 0, "role": "user", "content": "a"},
            {"seq": 1, "role": "user", "content": "d"},
        )
    )
    assert [m.text for m in run.messages] == ["a", "b", "c", "d"]
    assert (run.duplicates, run.conflicting_positions) == (1, 1)


def test_same_text_different_call_id_is_a_conflict_not_a_duplicate() -> None:
    """Two tool results with the same text but different call ids are different records."""
    run = assemble_run(
        events(
            {"seq": 0, "role": "tool", "tool_call_id": "c1", "content": "ok"},
            {"seq": 0, "role": "tool", "tool_call_id": "c2", "content": "ok"},
        )
    )
    assert len(run.messages) == 2 and run.conflicting_positions == 1


def test_tool_name_is_taken_from_the_call() -> None:
    """A tool result without a name takes the name of the earlier call with its id."""
    run = assemble_run(
        events(
            {
                "seq": 0,
                "role": "assistant",
                "content": "",
                "tool_calls": [{"id": "c1", "name": "lookup", "arguments": "{}"}],
            },
            {"seq": 1, "role": "tool", "tool_call_id": "c1", "content": "x"},
        )
    )
    assert run.messages[1].tool_name == "lookup"


def test_mixed_runs_are_a_programming_error() -> None:
    """Messages of two runs in one call are a ValueError: the caller must group by run first."""
    a = events({"seq": 0, "role": "user", "content": "x"})
    b = parse_line(
        json.dumps({"run_id": "other", "seq": 0, "role": "user", "content": "y"}),
        Source("a.jsonl", 9),
    ).messages
    with pytest.raises(ValueError, match="group messages by run id"):
        assemble_run(a + list(b))


# --- otel ------------------------------------------------------------------------------------

CONVERSATION = [
    {"role": "system", "content": "You are terse."},
    {"role": "user", "content": "yes"},
    {
        "role": "assistant",
        "content": "",
        "tool_calls": [{"id": "c1", "name": "look", "arguments": '{"q":1}'}],
    },
    {"role": "tool", "tool_call_id": "c1", "tool_name": "look", "content": '{"v": 4417}'},
    {"role": "assistant", "content": "v is 4417."},
    {"role": "user", "content": "yes"},
    {"role": "assistant", "content": "Done."},
    {"role": "user", "content": "yes"},
    {"role": "assistant", "content": "Done."},
]


@pytest.mark.parametrize("agent_spans", [True, False])
def test_otel_resent_history_is_kept_once(agent_spans: bool) -> None:
    """Chat spans re-send the history; each message is kept once, repeated user turns included."""
    lines = write_run(CONVERSATION, "otel", run_id="r", agent_spans=agent_spans)
    run = assemble_run(read_lines(lines))
    assert [(m.role, m.text, m.answer) for m in run.messages] == [
        (c["role"], c["content"], c["role"] == "assistant" and not c.get("tool_calls"))
        for c in CONVERSATION
    ]
    assert run.duplicates == 0 and run.resent > 0
    assert [m.seq for m in run.messages] == list(range(len(CONVERSATION)))


def test_otel_spans_spread_over_files_in_any_order() -> None:
    """Spans of one trace in several files, shuffled, with hex and base64 ids, assemble the same."""
    hex_lines = write_run(CONVERSATION, "otel", run_id="r")
    b64_lines = write_run(CONVERSATION, "otel", run_id="r", id_encoding="base64")
    expected = assemble_run(read_lines(hex_lines)).messages
    mixed = [b64_lines[i] if i % 2 else hex_lines[i] for i in range(len(hex_lines))]
    random.Random(3).shuffle(mixed)
    half = len(mixed) // 2
    messages = read_lines(mixed[:half], "z.jsonl") + read_lines(mixed[half:], "a.jsonl")
    run = assemble_run(messages)
    assert shape(run.messages) == shape(expected)
    assert {m.run_id for m in run.messages} == {otel_trace_id("r")}


def test_otel_same_span_in_two_files_is_a_duplicate_not_a_resend() -> None:
    """A span exported twice counts as duplicates, and the run reads as if it came once."""
    lines = write_run(CONVERSATION, "otel", run_id="r")
    once = assemble_run(read_lines(lines))
    twice = assemble_run(read_lines(lines, "a.jsonl") + read_lines(lines, "b.jsonl"))
    assert shape(twice.messages) == shape(once.messages)
    assert twice.duplicates == len(read_lines(lines))
    assert twice.resent == once.resent


def test_otel_history_copy_fills_a_missing_tool_span() -> None:
    """Without execute_tool spans, the tool result comes from the next chat span's history."""
    lines = [
        line for line in write_run(CONVERSATION, "otel", run_id="r") if "execute_tool" not in line
    ]
    run = assemble_run(read_lines(lines))
    tools = [m for m in run.messages if m.role == "tool"]
    assert [(m.text, m.tool_call_id, m.channel) for m in tools] == [
        ('{"v": 4417}', "c1", "context")
    ]
    assert shape(run.messages) == shape(
        assemble_run(read_lines(write_run(CONVERSATION, "otel", run_id="r"))).messages
    )


def _output_of(line: str) -> str:
    """The gen_ai.output.messages attribute of a one-span otel line, or ""."""
    span = json.loads(line)["resourceSpans"][0]["scopeSpans"][0]["spans"][0]
    for attribute in span["attributes"]:
        if attribute["key"] == "gen_ai.output.messages":
            return attribute["value"]["stringValue"]
    return ""


def test_otel_history_copies_are_never_answers() -> None:
    """An assistant reply seen only in a later span's history is kept but not judged as an answer."""
    lines = write_run(
        CONVERSATION[:5]
        + [{"role": "user", "content": "more"}, {"role": "assistant", "content": "ok"}],
        "otel",
        run_id="r",
        agent_spans=False,
    )
    # drop the chat span that produced "v is 4417." so only the later history copy remains
    kept = [line for line in lines if "v is 4417." not in _output_of(line)]
    assert len(kept) == len(lines) - 1
    run = assemble_run(read_lines(kept))
    copy = [m for m in run.messages if m.text == "v is 4417."]
    assert len(copy) == 1 and copy[0].answer is False and copy[0].channel == "context"


def test_otel_two_calls_to_one_tool_without_ids_are_both_kept() -> None:
    """Consecutive calls to the same tool with different arguments are not taken for an echo."""
    conversation = [
        {"role": "user", "content": "find a and b"},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [{"name": "search", "arguments": '{"q":"a"}'}],
        },
        {"role": "tool", "tool_name": "search", "content": "ra"},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [{"name": "search", "arguments": '{"q":"b"}'}],
        },
        {"role": "tool", "tool_name": "search", "content": "rb"},
        {"role": "assistant", "content": "a is ra, b is rb"},
    ]
    run = assemble_run(read_lines(write_run(conversation, "otel", run_id="r")))
    assert [(m.role, m.text, [c.arguments for c in m.tool_calls]) for m in run.messages] == [
        (c["role"], c["content"], [t["arguments"] for t in c.get("tool_calls", ())])
        for c in conversation
    ]
