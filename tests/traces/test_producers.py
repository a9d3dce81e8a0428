"""What real instrumentations wrote reads back to the conversation they recorded.

`fixtures/producers/*.jsonl` were written by the producers' own code (OpenInference's and
OpenLLMetry's OpenAI instrumentations, driven by `fixtures/producers/generate.py` against a stub
OpenAI client; versions in `fixtures/producers/README.md`). Each must be detected as its format,
assemble into exactly the conversation of `conversation.json` (one copy of each message, tool
results with their call ids), and give the same verdicts.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evidence_audit.evidence import RunAuditor, resolve_gate
from evidence_audit.traces import Message, Source, assemble_run, parse_line

PRODUCERS = Path(__file__).parent / "fixtures" / "producers"
CONVERSATION = json.loads((PRODUCERS / "conversation.json").read_text(encoding="utf-8"))

# file -> the format auto-detection must read it as
FILES = {
    "openinference.jsonl": "openinference",  # openinference-instrumentation-openai 0.1.66
    "openllmetry.jsonl": "openllmetry",  # opentelemetry-instrumentation-openai 0.47.5
    "otel-openllmetry.jsonl": "otel",  # opentelemetry-instrumentation-openai 0.62.4
}


def _expected() -> list[tuple]:
    out = []
    for m in CONVERSATION["messages"]:
        calls = tuple(
            (c["id"], c["function"]["name"], c["function"]["arguments"])
            for c in m.get("tool_calls", ())
        )
        out.append((m["role"], m["content"] or "", m.get("tool_call_id"), calls))
    return out


def _read(name: str, fmt: str = "auto") -> tuple[tuple[Message, ...], set[str | None]]:
    path = PRODUCERS / name
    messages: list[Message] = []
    formats = set()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        parsed = parse_line(line, Source(name, number), fmt=fmt)
        assert not parsed.errors, parsed.errors
        if parsed.messages:  # the app's own span, with no GenAI attribute, reads as plain otel
            formats.add(parsed.fmt)
        messages += parsed.messages
    runs = {m.run_id for m in messages}
    assert len(runs) == 1, runs
    return assemble_run(messages).messages, formats


@pytest.mark.parametrize("name, fmt", FILES.items())
def test_producer_output_reads_back_to_the_conversation(name: str, fmt: str) -> None:
    """Each producer's spans give the recorded conversation, message for message, once each."""
    messages, formats = _read(name)
    assert formats == {fmt}
    got = [
        (
            m.role,
            m.text,
            m.tool_call_id,
            tuple((c.id, c.name, json.loads(c.arguments)) for c in m.tool_calls),
        )
        for m in messages
    ]
    want = [
        (role, text, call_id, tuple((i, n, json.loads(a)) for i, n, a in calls))
        for role, text, call_id, calls in _expected()
    ]
    assert got == want
    answers = [m.text for m in messages if m.answer]
    assert answers == [m["content"] for m in CONVERSATION["messages"][4::4]]


@pytest.mark.parametrize("name, fmt", FILES.items())
def test_forcing_the_format_reads_the_same(name: str, fmt: str) -> None:
    """`--format X` on a producer's file gives what auto-detection gives."""
    assert _read(name, fmt)[0] == _read(name)[0]


@pytest.mark.parametrize("name", FILES)
def test_producer_runs_get_the_planted_findings(name: str) -> None:
    """The first answer's invented date is found; the served values it repeats are not. The second
    answer's "$50" for a third bag is a price no result carried: the default's amounts dial judges
    an amount of any size, so it is found too."""
    messages, _ = _read(name)
    auditor = RunAuditor(resolve_gate({}))
    found = []
    for m in messages:
        if m.answer:
            found.append([c.value for c in auditor.judge(m.text).unsupported])
        auditor.add(m.role, m.text, tool_call_id=m.tool_call_id)
    assert found == [["2024-05-21"], ["50"]]


def test_openinference_tool_spans_lend_no_duplicate_results() -> None:
    """OpenInference TOOL spans carry no call id: each result is kept once, with the id its
    history copy gives it, and named by the call."""
    messages, _ = _read("openinference.jsonl")
    tools = [(m.tool_call_id, m.tool_name, m.channel) for m in messages if m.role == "tool"]
    assert tools == [
        ("call_ZFA1", "get_reservation_details", "tool"),
        ("call_BAG2", "get_baggage_allowance", "tool"),
    ]
