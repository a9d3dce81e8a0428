"""Fuzz tests: whatever the line, parse_line returns messages or one error with a reason; never raises."""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evidence_audit.traces import (
    FORMATS,
    Message,
    ParsedLine,
    Source,
    ToolCall,
    assemble_run,
    parse_line,
)
from evidence_audit.traces.model import ROLES
from evidence_audit.traces.writers import write_run

from .golden import FIXTURES

SRC = Source("fuzz.jsonl", 3)
PREFIX = "line 3 of fuzz.jsonl: "
FMT_OPTIONS = ["auto", *FORMATS]

_CONVERSATION = [
    {"role": "system", "content": "s"},
    {"role": "user", "content": "q 12"},
    {
        "role": "assistant",
        "content": "c",
        "tool_calls": [{"id": "k1", "name": "f", "arguments": '{"a":1}'}],
    },
    {"role": "tool", "tool_call_id": "k1", "content": '{"v": 5}'},
    {"role": "assistant", "content": "v is 5"},
]


def _seed_lines() -> list[str]:
    lines: list[str] = []
    for fmt in FORMATS:
        lines += write_run(_CONVERSATION, fmt, run_id="r")
        text = (FIXTURES / f"{fmt}.jsonl").read_text(encoding="utf-8")
        lines += [line for line in text.split("\n") if line.strip()]
    return lines


def _records(lines: list[str]) -> list[str]:
    """The seed lines that are JSON objects (the fixtures also hold bad lines)."""
    out = []
    for line in lines:
        try:
            value = json.loads(line)
        except ValueError:
            continue
        if isinstance(value, dict):
            out.append(line)
    return out


SEEDS = _seed_lines()
RECORDS = _records(SEEDS)


def check(parsed: ParsedLine, line: str | bytes) -> None:
    """The invariants every parse result keeps."""
    assert isinstance(parsed, ParsedLine)
    if parsed.errors:
        assert parsed.messages == ()
        assert len(parsed.errors) == 1
        error = parsed.errors[0]
        assert error.source == SRC
        assert error.reason.startswith(PREFIX) and len(error.reason) > len(PREFIX) + 10
        assert isinstance(error.raw, str) and len(error.raw) <= 1024
        return
    assert parsed.fmt in FORMATS
    runs: dict[str, list[Message]] = defaultdict(list)
    for message in parsed.messages:
        assert isinstance(message, Message)
        assert message.role in ROLES
        assert isinstance(message.text, str)
        assert isinstance(message.seq, int)
        assert all(isinstance(part, int) for part in message.order)
        assert message.run_id in parsed.run_ids
        assert all(
            isinstance(c, ToolCall) and isinstance(c.arguments, str) for c in message.tool_calls
        )
        assert message.answer == (message.answer and message.role == "assistant")
        runs[message.run_id].append(message)
    for messages in runs.values():
        assemble_run(messages)


# JSON values of every type, including huge strings and deep nesting
_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=30),
    st.integers(min_value=0, max_value=300_000).map(lambda n: "x" * n),
    st.sampled_from(
        [
            "user",
            "assistant",
            "tool",
            "text",
            "tool_use",
            "tool_result",
            "message",
            "function_call",
            "execute_tool",
            "gen_ai.input.messages",
            "",
            "0",
        ]
    ),
)
JSON_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.text(max_size=12), inner, max_size=4),
    ),
    max_leaves=12,
)


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _paths(item, path + (index,))
    return out


def _replace(value: Any, path: tuple, new: Any, delete: bool) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        copy = dict(value)
        if delete and not rest:
            copy.pop(head, None)
        else:
            copy[head] = _replace(value[head], rest, new, delete)
        return copy
    copy_list = list(value)
    if delete and not rest:
        del copy_list[head]
    else:
        copy_list[head] = _replace(value[head], rest, new, delete)
    return copy_list


@st.composite
def mutated_lines(draw: st.DrawFn) -> str:
    """A valid record from the fixtures or writers with one value replaced or one key deleted."""
    record = json.loads(draw(st.sampled_from(RECORDS)))
    paths = _paths(record)
    path = draw(st.sampled_from(paths))
    delete = bool(path) and draw(st.booleans())
    new = None if delete else draw(JSON_VALUES)
    return json.dumps(_replace(record, path, new, delete))


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=600), st.sampled_from(FMT_OPTIONS))
def test_random_bytes_never_raise(line: bytes, fmt: str) -> None:
    """Random bytes give an error value (or, by chance, messages), never an exception."""
    check(parse_line(line, SRC, fmt=fmt), line)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300), st.sampled_from(FMT_OPTIONS))
def test_random_text_never_raises(line: str, fmt: str) -> None:
    """Random text gives an error value, never an exception."""
    check(parse_line(line, SRC, fmt=fmt), line)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(SEEDS), st.data())
def test_truncated_lines_are_errors(line: str, data: st.DataObject) -> None:
    """A valid line cut anywhere before its end is an error naming the line, with the raw text clipped."""
    cut = data.draw(st.integers(min_value=0, max_value=max(len(line) - 1, 0)))
    prefix = line[:cut]
    parsed = parse_line(prefix, SRC)
    check(parsed, prefix)
    assert parsed.errors


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_lines(), st.sampled_from(FMT_OPTIONS))
def test_wrong_types_anywhere_never_raise(line: str, fmt: str) -> None:
    """Replacing any value of a valid record by any JSON value yields messages or one error."""
    check(parse_line(line, SRC, fmt=fmt), line)


@settings(max_examples=50, deadline=None)
@given(st.integers(min_value=100_000, max_value=2_000_000), st.sampled_from(FORMATS))
def test_huge_strings_are_read_whole(size: int, fmt: str) -> None:
    """A huge tool result is read whole and exactly; only error raws are clipped."""
    big = '{"rows": "' + "7" * size + '"}'
    conversation = [
        {"role": "user", "content": "go"},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [{"id": "k", "name": "f", "arguments": "{}"}],
        },
        {"role": "tool", "tool_call_id": "k", "content": big},
    ]
    texts = []
    for number, line in enumerate(write_run(conversation, fmt, run_id="r"), 1):
        parsed = parse_line(line, Source("big.jsonl", number))
        assert not parsed.errors
        texts += [m.text for m in parsed.messages if m.role == "tool"]
    assert big in texts


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=1, max_value=400))
def test_deep_nesting_never_raises(depth: int) -> None:
    """Deeply nested content, up to and past the JSON parser's limit, gives messages or an error."""
    content: Any = "x"
    for _ in range(depth):
        content = {"a": [content]}
    for record in (
        {"run_id": "r", "seq": 0, "role": "tool", "content": content},
        {
            "run_id": "r",
            "messages": [
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [{"id": "c", "function": {"name": "f", "arguments": content}}],
                }
            ],
        },
    ):
        line = json.dumps(record)
        check(parse_line(line, SRC), line)
