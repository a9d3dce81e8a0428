"""Cross-format test: one conversation in every format gives the same answers and verdicts."""

from __future__ import annotations

import random

import pytest

from evidence_audit.evidence import RunAuditor, resolve_gate
from evidence_audit.traces import FORMATS, Message, Source, assemble_run, parse_line
from evidence_audit.traces.writers import write_run

# A two-tool turn with parallel calls, a plain-text result, a repeated user "yes", an answer that
# echoes a user value (exempt), one that misquotes a served value and one that invents a number.
CONVERSATION = [
    {"role": "system", "content": "You are a storage assistant. Site code SJC-04."},
    {"role": "user", "content": "Which port on sw-01 is down, and what is order W2378156's total?"},
    {
        "role": "assistant",
        "content": "Checking both.",
        "tool_calls": [
            {"id": "call_1", "name": "show_ports", "arguments": '{"switch":"sw-01"}'},
            {"id": "call_2", "name": "get_order", "arguments": '{"order_id":"W2378156"}'},
        ],
    },
    {
        "role": "tool",
        "tool_call_id": "call_1",
        "tool_name": "show_ports",
        "content": '{"ports": {"fc1/3": "down", "fc1/4": "up"}, "fcid": "0xef0101"}',
    },
    {
        "role": "tool",
        "tool_call_id": "call_2",
        "tool_name": "get_order",
        "content": '{"total": 1032.50, "currency": "USD"}',
    },
    {
        "role": "assistant",
        "content": "Port fc1/3 is down (FCID 0xef0102); order W2378156 totals $1,032.50.",
    },
    {"role": "user", "content": "yes"},
    {
        "role": "assistant",
        "content": "",
        "tool_calls": [{"id": "call_3", "name": "port_errors", "arguments": '{"port":"fc1/3"}'}],
    },
    {
        "role": "tool",
        "tool_call_id": "call_3",
        "tool_name": "port_errors",
        "content": "crc_errors=4417 since 2024-05-14T08:00Z",
    },
    {"role": "assistant", "content": "fc1/3 logged 4417 CRC errors; 9121 frames dropped."},
    {"role": "user", "content": "yes"},
    {"role": "assistant", "content": "Done: SJC-04 has one port down."},
]

# (format, writer options) pairs: otel three ways, since its spans are what need assembling
VARIANTS = [(fmt, {}) for fmt in FORMATS] + [
    ("otel", {"agent_spans": False}),
    ("otel", {"id_encoding": "base64"}),
]


def read_run(fmt: str, options: dict) -> tuple[Message, ...]:
    """Write the conversation, shuffle its lines over two files, read and assemble them."""
    lines = write_run(CONVERSATION, fmt, run_id="run-7", model="gpt-4o", **options)
    random.Random(7).shuffle(lines)
    messages: list[Message] = []
    for number, line in enumerate(lines, 1):
        parsed = parse_line(line, Source(f"part-{number % 2}.jsonl", number))
        assert not parsed.errors, parsed.errors
        assert parsed.fmt == fmt
        messages += parsed.messages
    return assemble_run(messages).messages


def canonical(messages: tuple[Message, ...]) -> list[tuple]:
    return [
        (
            m.role,
            m.text,
            m.tool_call_id,
            tuple((c.id, c.name, c.arguments) for c in m.tool_calls),
            m.tool_name,
            m.answer,
        )
        for m in messages
    ]


def answers_with_context(messages: tuple[Message, ...]) -> list[tuple]:
    """Each answer with the evidence (tool results) and exempt text (user, system) before it."""
    out = []
    evidence: list[str] = []
    exempt: list[str] = []
    for m in messages:
        if m.answer:
            out.append((m.text, tuple(evidence), tuple(exempt)))
        if m.role == "tool":
            evidence.append(m.text)
        elif m.role in ("user", "system"):
            exempt.append(m.text)
    return out


def verdicts(messages: tuple[Message, ...]) -> list[tuple[str, list[str]]]:
    """Run the evidence check over the run: each answer with the values no result carried."""
    auditor = RunAuditor(resolve_gate({}))
    out = []
    for m in messages:
        if m.answer:
            out.append((m.text, [c.value for c in auditor.judge(m.text).unsupported]))
        auditor.add(m.role, m.text, tool_call_id=m.tool_call_id)
    return out


EXPECTED = [
    (
        c["role"],
        c["content"],
        c.get("tool_call_id"),
        tuple((t["id"], t["name"], t["arguments"]) for t in c.get("tool_calls", ())),
        c.get("tool_name"),
        c["role"] == "assistant" and not c.get("tool_calls"),
    )
    for c in CONVERSATION
]


@pytest.mark.parametrize("fmt, options", VARIANTS, ids=lambda v: str(v) if v else "")
def test_format_gives_the_canonical_conversation(fmt: str, options: dict) -> None:
    """Each format, written and read back from shuffled lines, gives the conversation message for message."""
    assert canonical(read_run(fmt, options)) == EXPECTED


def test_formats_agree_on_answers_evidence_and_exempt_text() -> None:
    """All formats give the same answers, with the same evidence and exempt text before each."""
    runs = {
        f"{fmt}{options}": answers_with_context(read_run(fmt, options)) for fmt, options in VARIANTS
    }
    first = next(iter(runs.values()))
    assert len(first) == 3
    for name, answers in runs.items():
        assert answers == first, name


def test_formats_agree_on_verdicts() -> None:
    """The evidence check gives the same verdicts on every format's reading of the run."""
    expected = [
        ("Port fc1/3 is down (FCID 0xef0102); order W2378156 totals $1,032.50.", ["0xef0102"]),
        ("fc1/3 logged 4417 CRC errors; 9121 frames dropped.", ["9121"]),
        ("Done: SJC-04 has one port down.", []),
    ]
    for fmt, options in VARIANTS:
        assert verdicts(read_run(fmt, options)) == expected, (fmt, options)
