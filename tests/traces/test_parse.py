"""Unit tests for parse_line: detection, forced formats, run ids, content shapes, errors."""

from __future__ import annotations

import json

import pytest

from evidence_audit.traces import (
    DEFAULT_RUN_ID_FIELDS,
    FORMATS,
    Source,
    detect_format,
    parse_line,
    resolve_format,
    resolve_run_id_fields,
)

SRC = Source("t.jsonl", 7)


def one(line: object, **kwargs: object):
    """Parse a record (dict or str) at line 7 of t.jsonl."""
    text = line if isinstance(line, (str, bytes)) else json.dumps(line)
    return parse_line(text, SRC, **kwargs)


def reason(line: object, **kwargs: object) -> str:
    parsed = one(line, **kwargs)
    assert not parsed.messages and len(parsed.errors) == 1
    return parsed.errors[0].reason


CHAT = {"run_id": "r", "messages": [{"role": "user", "content": "hi"}]}

# --- the public names ------------------------------------------------------------------------


def test_formats_and_default_run_id_fields() -> None:
    """The format names and default run id fields are the ones the CLI documents."""
    assert FORMATS == (
        "events",
        "openai-chat",
        "anthropic",
        "otel",
        "openai-responses",
        "openinference",
        "openllmetry",
        "langfuse",
        "langsmith",
    )
    assert DEFAULT_RUN_ID_FIELDS == ("run_id", "id", "trace_id", "conversation_id")


@pytest.mark.parametrize("name", ["auto", *FORMATS])
def test_resolve_format_accepts_known_names(name: str) -> None:
    """Every format name and "auto" is accepted as it is."""
    assert resolve_format(name) == name


def test_resolve_format_names_the_valid_formats() -> None:
    """An unknown format is a ValueError listing every accepted name."""
    with pytest.raises(
        ValueError,
        match="auto, events, openai-chat, anthropic, otel, openai-responses, openinference, "
        "openllmetry, langfuse, langsmith",
    ):
        resolve_format("phoenix")


def test_parse_line_rejects_unknown_format_option() -> None:
    """A bad fmt option is a usage error (ValueError), not a data error."""
    with pytest.raises(ValueError, match="unknown trace format"):
        one(CHAT, fmt="chat")


@pytest.mark.parametrize(
    "value, fields",
    [
        (None, None),
        ("run_id", ("run_id",)),
        ("task_id, trial", ("task_id", "trial")),
        (["task_id", "trial"], ("task_id", "trial")),
    ],
)
def test_resolve_run_id_fields(value: object, fields: object) -> None:
    """--run-id takes one field, a comma list or a list; None keeps the defaults."""
    assert resolve_run_id_fields(value) == fields


@pytest.mark.parametrize("value", ["", "a,,b", " , ", []])
def test_resolve_run_id_fields_rejects_empty_names(value: object) -> None:
    """An empty field name is a ValueError that shows the expected shape."""
    with pytest.raises(ValueError, match="FIELD,FIELD"):
        resolve_run_id_fields(value)


# --- detection -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "record, fmt",
    [
        # one message a line
        ({"run_id": "r", "seq": 0, "role": "user", "content": "x"}, "events"),
        # envelopes with a messages list: OpenAI unless an Anthropic-only feature shows
        (CHAT, "openai-chat"),
        (
            {"id": "r", "messages": [{"role": "tool", "tool_call_id": "c", "content": "x"}]},
            "openai-chat",
        ),
        (
            {"id": "r", "messages": [{"role": "assistant", "content": None, "function_call": {}}]},
            "openai-chat",
        ),
        ({"id": "r", "system": "s", "messages": []}, "anthropic"),
        (
            {"id": "r", "messages": [{"role": "assistant", "content": [{"type": "tool_use"}]}]},
            "anthropic",
        ),
        (
            {"id": "r", "messages": [{"role": "assistant", "content": [{"type": "thinking"}]}]},
            "anthropic",
        ),
        (
            {"id": "r", "messages": [{"role": "user", "content": [{"type": "image_url"}]}]},
            "openai-chat",
        ),
        # OTLP JSON
        ({"resourceSpans": []}, "otel"),
        # Responses: envelope or one item
        ({"run_id": "r", "input": "hi"}, "openai-responses"),
        ({"run_id": "r", "output": []}, "openai-responses"),
        (
            {"run_id": "r", "type": "function_call_output", "call_id": "c", "output": "x"},
            "openai-responses",
        ),
        ({"run_id": "r", "type": "message", "role": "user", "content": "x"}, "openai-responses"),
        # nothing known
        ({"run_id": "r", "text": "x"}, None),
        ({}, None),
    ],
)
def test_detect_format(record: dict, fmt: str | None) -> None:
    """Auto-detection picks the format from the record's keys."""
    assert detect_format(record) == fmt


def test_auto_reads_each_line_by_its_own_keys() -> None:
    """Lines of different formats in one stream are each read as their own format."""
    lines = [
        {"run_id": "a", "seq": 0, "role": "user", "content": "x"},
        CHAT,
        {"run_id": "c", "input": "hi"},
    ]
    assert [one(line).fmt for line in lines] == ["events", "openai-chat", "openai-responses"]


def test_no_known_format_lists_the_keys() -> None:
    """A line of no known format says so and shows the keys it had."""
    assert (
        reason({"b": 1, "a": 2})
        == "line 7 of t.jsonl: no known trace format; the line's keys are ['a', 'b']"
    )


def test_forced_format_reads_every_line_as_that_format() -> None:
    """With a forced format a line of another format is an error of that format, not a guess."""
    events_line = {"run_id": "r", "seq": 0, "role": "user", "content": "x"}
    assert "no 'messages' list" in reason(events_line, fmt="openai-chat")
    assert "not OTLP JSON" in reason(events_line, fmt="otel")
    assert "has no 'seq'" in reason(CHAT, fmt="events")
    assert one(CHAT, fmt="openai-chat").fmt == "openai-chat"


def test_forced_anthropic_reads_a_plain_envelope() -> None:
    """A plain-text envelope forced to anthropic gives the same messages as auto (openai-chat)."""
    auto = one(CHAT)
    forced = one(CHAT, fmt="anthropic")
    assert forced.fmt == "anthropic"
    assert [(m.role, m.text) for m in forced.messages] == [(m.role, m.text) for m in auto.messages]


# --- run ids ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "envelope, run_id",
    [
        ({"run_id": "a", "id": "b"}, "a"),
        ({"id": "b", "trace_id": "c"}, "b"),
        ({"trace_id": "c", "conversation_id": "d"}, "c"),
        ({"conversation_id": "d"}, "d"),
        ({"run_id": None, "id": "", "trace_id": "c"}, "c"),  # null and "" count as absent
        ({"run_id": 17}, "17"),
    ],
)
def test_default_run_id_is_the_first_field_present(envelope: dict, run_id: str) -> None:
    """With default settings the first of run_id, id, trace_id, conversation_id present is the run id."""
    parsed = one({**envelope, "messages": [{"role": "user", "content": "x"}]})
    assert parsed.run_ids == (run_id,)
    assert parsed.messages[0].run_id == run_id


def test_explicit_run_id_fields_join_with_slash() -> None:
    """Explicit fields must all be present and are joined with "/" in the order given."""
    record = {"task_id": "t-17", "trial": 3, "id": "ignored", "messages": []}
    assert one(record, run_id_fields=("task_id", "trial")).run_ids == ("t-17/3",)


def test_explicit_run_id_field_missing_is_an_error() -> None:
    """A record without one of the explicit fields is a bad record naming the field."""
    record = {"task_id": "t-17", "id": "x", "messages": []}
    assert reason(record, run_id_fields=("task_id", "trial")) == (
        "line 7 of t.jsonl: the openai-chat envelope has no run id field 'trial' "
        "(--run-id task_id,trial needs every field on every record)"
    )


def test_dotted_run_id_field_walks_into_objects() -> None:
    """A dotted field name reads a nested value when no key has that exact name."""
    record = {"metadata": {"task": "t-9"}, "messages": []}
    assert one(record, run_id_fields=("metadata.task",)).run_ids == ("t-9",)
    flat = {"metadata.task": "flat", "metadata": {"task": "nested"}, "messages": []}
    assert one(flat, run_id_fields=("metadata.task",)).run_ids == ("flat",)


def test_explicit_run_id_fields_apply_to_events() -> None:
    """Events records take explicit run id fields too."""
    record = {"task_id": "t", "trial": 0, "seq": 0, "role": "user", "content": "x"}
    assert one(record, run_id_fields=("task_id", "trial")).messages[0].run_id == "t/0"


def test_events_default_run_id_ignores_the_record_id() -> None:
    """An events record's own id names the record, so it never becomes the run id."""
    assert "none of the run id fields run_id, trace_id, conversation_id" in reason(
        {"id": "msg-1", "seq": 0, "role": "user", "content": "x"}
    )


def test_otel_run_id_is_the_trace_id_whatever_the_fields() -> None:
    """Otel runs are traces: explicit run id fields do not change them."""
    line = {
        "resourceSpans": [
            {
                "scopeSpans": [
                    {
                        "spans": [
                            {
                                "traceId": "5B8EFFF798038103D269B633813FC60C",
                                "spanId": "eee19b7ec3c1b174",
                                "startTimeUnixNano": "1",
                                "attributes": [
                                    {
                                        "key": "gen_ai.operation.name",
                                        "value": {"stringValue": "chat"},
                                    }
                                ],
                            }
                        ]
                    }
                ]
            }
        ]
    }
    assert one(line, run_id_fields=("task_id",)).run_ids == ("5b8efff798038103d269b633813fc60c",)


@pytest.mark.parametrize("value", [True, 1.5, ["a"], {"a": 1}])
def test_run_id_of_wrong_type_is_an_error(value: object) -> None:
    """A run id that is not a string or an integer is a bad record saying what it was."""
    assert "expected a string or an integer" in reason({"run_id": value, "messages": []})


# --- content shapes --------------------------------------------------------------------------


def test_tool_result_string_is_kept_byte_for_byte() -> None:
    """A tool result served as a string is kept exactly, spacing and number spelling included."""
    served = '{"total":  1032.50, "ids": [1,2]}\n(note)'
    record = {"run_id": "r", "messages": [{"role": "tool", "tool_call_id": "c", "content": served}]}
    assert one(record).messages[0].text == served


@pytest.mark.parametrize(
    "content, text",
    [
        ({"total": 1032.50, "ok": True}, '{"total":1032.5,"ok":true}'),
        ([1, 2.50, "x"], '[1,2.5,"x"]'),
        (42, "42"),
        (None, ""),
        ([{"type": "text", "text": "a"}, {"type": "text", "text": "b"}], "a\nb"),
    ],
)
def test_tool_result_given_as_json_is_serialized_once_compactly(content: object, text: str) -> None:
    """A tool result given as a JSON value is written once, compactly; text parts are joined."""
    record = {"run_id": "r", "seq": 0, "role": "tool", "content": content}
    assert one(record).messages[0].text == text


def test_arguments_string_is_kept_verbatim() -> None:
    """OpenAI's arguments JSON string is carried as it was, not re-serialized."""
    args = '{"a":  1.50}'
    record = {
        "run_id": "r",
        "messages": [
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": "c", "type": "function", "function": {"name": "f", "arguments": args}}
                ],
            }
        ],
    }
    assert one(record).messages[0].tool_calls[0].arguments == args


@pytest.mark.parametrize(
    "message, answer",
    [
        ({"role": "assistant", "content": "Total 5."}, True),
        ({"role": "assistant", "content": [{"type": "text", "text": "Total 5."}]}, True),
        ({"role": "assistant", "content": ""}, False),
        ({"role": "assistant", "content": "  \n"}, False),
        ({"role": "assistant", "content": None}, False),
        (
            {
                "role": "assistant",
                "content": "Checking.",
                "tool_calls": [
                    {"id": "c", "type": "function", "function": {"name": "f", "arguments": "{}"}}
                ],
            },
            False,
        ),
        (
            {
                "role": "assistant",
                "content": "Checking.",
                "function_call": {"name": "f", "arguments": "{}"},
            },
            False,
        ),
        ({"role": "user", "content": "Total 5."}, False),
    ],
)
def test_answer_is_assistant_text_asking_for_no_tool(message: dict, answer: bool) -> None:
    """An answer is an assistant message with text and no tool call."""
    assert one({"run_id": "r", "messages": [message]}).messages[0].answer is answer


# --- errors ----------------------------------------------------------------------------------


@pytest.mark.parametrize("line", ["", "   ", "\t\n"])
def test_blank_line_is_an_error(line: str) -> None:
    """A blank line returns an error (the pipeline counts blanks before calling)."""
    assert reason(line) == "line 7 of t.jsonl: the line is blank; expected one JSON object"


def test_bytes_and_bom_are_read() -> None:
    """A line may be bytes, and a UTF-8 byte order mark before it is skipped."""
    text = json.dumps(CHAT)
    assert one(text.encode()).messages == one(text).messages
    assert one(b"\xef\xbb\xbf" + text.encode()).messages == one(text).messages
    assert one("\ufeff" + text).messages == one(text).messages


def test_raw_is_clipped_to_1024_characters() -> None:
    """The raw line in an error is clipped to 1024 characters, never splitting a character."""
    line = '{"x": "' + "é" * 5000
    for raw in (line, line.encode()):
        error = one(raw).errors[0]
        assert error.raw == line[:1024]


def test_invalid_utf8_bytes_are_an_error() -> None:
    """Bytes that are not UTF-8 give an error that says so and where (not "surrogates not allowed");
    its raw text shows replacement characters."""
    error = one(b'{"run_id": "\xff"}').errors[0]
    assert error.reason.endswith("the line is not UTF-8: byte 0xff at byte offset 12 (invalid start byte)")
    assert "surrogate" not in error.reason
    assert "\ufffd" in error.raw


def test_one_bad_message_rejects_the_whole_envelope() -> None:
    """A bad message inside an envelope rejects the line, naming the message; nothing half-read."""
    record = {
        "run_id": "r",
        "messages": [{"role": "user", "content": "ok"}, {"role": "bot", "content": "x"}],
    }
    parsed = one(record)
    assert parsed.messages == ()
    assert parsed.errors[0].reason == (
        "line 7 of t.jsonl: openai-chat messages[1] has role 'bot'; "
        "expected system, developer, user, assistant, tool or function"
    )
    assert parsed.fmt == "openai-chat"


def test_empty_envelope_is_a_valid_run_without_messages() -> None:
    """An envelope with no messages is not an error: its run is reported with nothing to audit."""
    parsed = one({"run_id": "r", "messages": []})
    assert parsed == parsed.__class__((), (), "openai-chat", ("r",), '["chat",["r"]]')


@pytest.mark.parametrize(
    "ts, ns",
    [
        (1715780000, 1715780000_000_000_000),
        (1715780000123, 1715780000_123_000_000),
        (1715780000123456, 1715780000_123_456_000),
        (1715780000123456789, 1715780000_123_456_789),
        (1715780000.5, 1715780000_500_000_000),
        ("1715780000", 1715780000_000_000_000),
        ("2024-05-15T13:33:20Z", 1715780000_000_000_000),
        ("2024-05-15T13:33:20.123456789Z", 1715780000_123_456_789),
        ("2024-05-15T15:33:20+02:00", 1715780000_000_000_000),
        ("2024-05-15 13:33:20", 1715780000_000_000_000),
    ],
)
def test_events_timestamps_become_unix_nanoseconds(ts: object, ns: int) -> None:
    """Epoch numbers (s, ms, us, ns by magnitude) and RFC 3339 times become unix nanoseconds."""
    record = {"run_id": "r", "seq": 0, "role": "user", "content": "x", "ts": ts}
    assert one(record).messages[0].ts == ns


def test_run_id_fields_as_a_string_is_a_usage_error() -> None:
    """Passing "task_id" where a tuple belongs is a TypeError, not a run id read letter by letter."""
    with pytest.raises(TypeError, match="resolve_run_id_fields"):
        one(CHAT, run_id_fields="run_id")


@pytest.mark.parametrize("line", ["{", '  "messages": [', b"[\r\n", "  {"])
def test_a_line_of_indented_json_says_the_file_may_be_indented_json(line: str | bytes) -> None:
    """A line that opens an object or array it does not close names the usual cause."""
    text = reason(line)
    assert text.startswith("line 7 of t.jsonl: the line is not valid JSON (")
    assert text.endswith("is the file indented JSON (one document over many lines)? JSONL holds one whole record per line")


@pytest.mark.parametrize("line", ['{"run_id": "r", ', "not json", '  "role": "user",'])
def test_other_bad_json_gets_no_indentation_hint(line: str) -> None:
    assert "indented JSON" not in reason(line)


@pytest.mark.parametrize("compress,name,extension", [
    ("gzip", "gzip", ".gz"), ("bz2", "bzip2", ".bz2"), ("zstandard", "zstd", ".zst"),
])
def test_a_compressed_file_read_as_plain_text_names_its_extension(compress: str, name: str, extension: str) -> None:
    """A `.gz` saved as `traces.jsonl` is read as text: its first line says what it is and how to read it."""
    import importlib

    data = json.dumps({"run_id": "r", "seq": 0, "role": "user", "content": "x" * 200}).encode() * 50
    module = importlib.import_module(compress)
    packed = module.ZstdCompressor().compress(data) if compress == "zstandard" else module.compress(data)
    first = packed.split(b"\n")[0] + b"\n"
    text = reason(first)
    assert "the line is not UTF-8" in text
    assert text.endswith(f"the file looks {name}-compressed (it starts with {name}'s magic bytes): name it *{extension} to have it decompressed")


def test_other_bytes_that_are_not_utf8_get_no_compression_hint() -> None:
    assert "compressed" not in reason(b'{"run_id": "caf\xe9"}')


@pytest.mark.parametrize("fmt", ["anthropic", "openai-chat"])
def test_a_forced_envelope_format_on_another_format_names_the_line_keys(fmt: str) -> None:
    """`--format anthropic` on events records: the line has no 'messages' (it said "'messages' is
    null"), and its keys show what it is."""
    text = reason({"run_id": "r1", "seq": 0, "role": "user", "content": "hi"}, fmt=fmt)
    assert f"the {fmt} envelope has no 'messages' list; the line's keys are " in text
    assert "'role'" in text and "null" not in text
