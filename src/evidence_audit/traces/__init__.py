"""Trace formats -> canonical messages: parse one input line, assemble one run.

`parse_line` reads one line (JSON, one record) as a given format or, with `fmt="auto"`, as the
format its keys show, and returns a `ParsedLine`: the line's messages, or one `ParseError` that
says where and why. It never raises on data. A line is read whole or not at all: one bad message
inside an envelope (or one bad span in an OTLP line) rejects the line with an error naming that
message, so nothing half-read reaches the audit. `assemble_run` orders one run's messages and
drops repeats. Pure code: no I/O, no clock, no state.

Run ids (`run_id_fields`): for the envelope formats (`openai-chat`, `anthropic`,
`openai-responses`) the default is the first of `DEFAULT_RUN_ID_FIELDS` present on the line
(not null, not ""). `events` records and one-item Responses lines default to the same list
without `id` (a record's own `id` names the record); one-item lines also try `response_id` last.
Fields given explicitly (`("task_id", "trial")`) apply to every format but `otel` (whose run id
is always the trace id): all of them must be present, and their values are joined with "/"
(`"t-17/3"`). A dotted field (`metadata.task_id`) walks into nested objects when no key has that
exact name. Values must be strings or integers.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import orjson

from .. import jsontext
from . import (
    anthropic,
    events,
    langfuse,
    langsmith,
    openai_chat,
    openai_responses,
    openinference,
    openllmetry,
    otel,
)
from ._common import Reject, a_type, keys_of, lookup_field, type_name
from .assemble import assemble_run
from .model import (
    RAW_CLIP_CHARS,
    AssembledRun,
    Message,
    ParsedLine,
    ParseError,
    Source,
    ToolCall,
)

__all__ = [
    "DEFAULT_RUN_ID_FIELDS",
    "FORMATS",
    "AssembledRun",
    "Message",
    "ParseError",
    "ParsedLine",
    "Source",
    "ToolCall",
    "assemble_run",
    "detect_format",
    "parse_line",
    "resolve_format",
    "resolve_run_id_fields",
    "run_id_hint",
]

# Every --format name, in the order `--help` lists them: the one list the CLI, the Beam job and
# `synth` take their choices from.
FORMATS = (
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
_SPAN_READERS = {
    "otel": otel.read_span,
    "openinference": openinference.read_span,
    "openllmetry": openllmetry.read_span,
}
DEFAULT_RUN_ID_FIELDS = ("run_id", "id", "trace_id", "conversation_id")
AUTO = "auto"

# Content blocks only Anthropic's Messages API has, and message fields only Chat Completions has.
_ANTHROPIC_BLOCKS = frozenset(
    {"tool_use", "tool_result", "thinking", "redacted_thinking", "server_tool_use", "document"}
)
_OPENAI_ROLES = frozenset({"system", "developer", "tool", "function"})
_OPENAI_FIELDS = ("tool_calls", "function_call", "tool_call_id", "refusal")
_OPENAI_PARTS = frozenset({"image_url", "input_audio", "refusal", "file"})
_BOM = "\ufeff"


def resolve_format(name: str) -> str:
    """Validate a `--format` value: one of FORMATS or "auto"; raise ValueError naming them."""
    if name == AUTO or name in FORMATS:
        return name
    raise ValueError(f"unknown trace format {name!r}; expected auto, " + ", ".join(FORMATS))


def resolve_run_id_fields(value: str | Iterable[str] | None) -> tuple[str, ...] | None:
    """Validate a `--run-id` value ("task_id,trial" or a list); None keeps the defaults."""
    if value is None:
        return None
    fields = tuple(f.strip() for f in value.split(",")) if isinstance(value, str) else tuple(value)
    if not fields or any(not isinstance(f, str) or not f.strip() for f in fields):
        raise ValueError(
            f"--run-id {value!r} is not a list of field names; expected FIELD or FIELD,FIELD "
            "(e.g. run_id or task_id,trial)"
        )
    return tuple(f.strip() for f in fields)


def _anthropic_or_chat(obj: dict[str, Any]) -> str:
    """Tell an Anthropic envelope from a Chat Completions one by what only one of them has."""
    if "system" in obj:
        return "anthropic"
    messages = obj.get("messages")
    if not isinstance(messages, list):
        return "openai-chat"
    for message in messages:
        if not isinstance(message, dict):
            continue
        role = message.get("role")
        if isinstance(role, str) and role in _OPENAI_ROLES:
            return "openai-chat"
        for field in _OPENAI_FIELDS:
            if field in message:
                return "openai-chat"
        content = message.get("content")
        if isinstance(content, list):
            for block in content:
                kind = block.get("type") if isinstance(block, dict) else None
                if not isinstance(kind, str):
                    continue
                if kind in _ANTHROPIC_BLOCKS:
                    return "anthropic"
                if kind in _OPENAI_PARTS:
                    return "openai-chat"
    return "openai-chat"  # plain text both ways: both readers give the same messages


def detect_format(obj: dict[str, Any]) -> str | None:
    """The format a record's keys show, or None."""
    if "resourceSpans" in obj:
        return otel.line_convention(obj)
    if "messages" in obj:
        return _anthropic_or_chat(obj)
    if "observations" in obj or langfuse.is_observation(obj):
        return "langfuse"
    if "run_type" in obj:
        return "langsmith"
    kind = obj.get("type")
    if isinstance(kind, str) and kind in openai_responses.ITEM_TYPES:
        return "openai-responses"
    if "input" in obj or "output" in obj:
        return "openai-responses"
    if "role" in obj:
        return "events"
    return None


def _read(
    fmt: str, obj: dict[str, Any], source: Source, fields: tuple[str, ...] | None, auto: bool
) -> tuple[list[Message], list[str]]:
    if fmt == "events":
        messages, run = events.read(obj, source, fields)
        return messages, [run]
    if fmt in _SPAN_READERS:
        spans = obj.get("resourceSpans")
        if "resourceSpans" in obj and not isinstance(spans, list):
            raise Reject(f"'resourceSpans' is {a_type(spans)}; expected a list of ResourceSpans")
        if spans is None:
            raise Reject(
                "the line has no 'resourceSpans' list, so it is not OTLP JSON TracesData; "
                f"its keys are {keys_of(obj)}"
            )
        # auto reads each span by the convention its attributes show; a forced format, its own
        readers = _SPAN_READERS if auto else {fmt: _SPAN_READERS[fmt]}
        return otel.read(obj, source, fields, readers)
    if fmt == "langfuse":
        return langfuse.read(obj, source, fields)
    if fmt == "langsmith":
        return langsmith.read(obj, source, fields)
    if fmt == "openai-chat":
        messages, run = openai_chat.read(obj, source, fields, DEFAULT_RUN_ID_FIELDS)
    elif fmt == "anthropic":
        messages, run = anthropic.read(obj, source, fields, DEFAULT_RUN_ID_FIELDS)
    else:
        messages, run = openai_responses.read(obj, source, fields, DEFAULT_RUN_ID_FIELDS)
    return messages, [run]


def _error(source: Source, reason: str, line: str | bytes, fmt: str | None) -> ParsedLine:
    if isinstance(line, bytes):
        raw = line[: RAW_CLIP_CHARS * 4].decode("utf-8", errors="replace")
    else:
        raw = line
    error = ParseError(
        source, f"line {source.line} of {source.file}: {reason}", raw[:RAW_CLIP_CHARS]
    )
    return ParsedLine((), (error,), fmt)


def parse_line(
    line: str | bytes,
    source: Source,
    *,
    fmt: str = AUTO,
    run_id_fields: tuple[str, ...] | None = None,
) -> ParsedLine:
    """One input line -> its canonical messages, or one error saying where and why."""
    if fmt != AUTO and fmt not in FORMATS:
        resolve_format(fmt)
    if isinstance(run_id_fields, str):
        raise TypeError(
            f"run_id_fields must be a tuple of field names, not the string {run_id_fields!r}; "
            "resolve_run_id_fields turns 'a,b' into ('a', 'b')"
        )
    text = line
    if isinstance(text, bytes):
        if text.startswith(b"\xef\xbb\xbf"):
            text = text[3:]
    elif text.startswith(_BOM):
        text = text[1:]
    if not text or text.isspace():  # blank (isspace, unlike strip, copies nothing)
        return _error(source, "the line is blank; expected one JSON object", line, None)
    try:
        obj = orjson.loads(text)
    except orjson.JSONDecodeError as err:
        obj, reason = _lenient(text, err)
        if reason is not None:
            return _error(source, reason, line, None)
    if not isinstance(obj, dict):
        hint = (
            " (a file holding one JSON array of runs is not JSONL)" if isinstance(obj, list) else ""
        )
        return _error(
            source,
            f"the line is a JSON {type_name(obj)}, not an object; expected one record per line{hint}",
            line,
            None,
        )
    used = fmt
    if fmt == AUTO:
        detected = detect_format(obj)
        if detected is None:
            return _error(
                source, f"no known trace format; the line's keys are {keys_of(obj)}", line, None
            )
        used = detected
    try:
        messages, runs = _read(used, obj, source, run_id_fields, fmt == AUTO)
    except Reject as reject:
        return _error(source, reject.reason, line, used)
    key = _run_key(obj, used, runs, run_id_fields)
    return ParsedLine(tuple(messages), (), used, tuple(runs), key)


def _lenient(text: str | bytes, err: orjson.JSONDecodeError) -> tuple[Any, str | None]:
    """What orjson refused, read as `JSON.parse` reads it: (value, None), or (None, the reason).

    `JSON.parse` accepts lone surrogate escapes and any depth; orjson does not. A line that is
    not UTF-8 is named as such, with the byte and its offset. Lone surrogates become U+FFFD
    (the pipeline writes UTF-8; tokens split at non-ASCII characters, so no value changes).
    """
    if isinstance(text, bytes):
        bad = jsontext.not_utf8(text)
        if bad is not None:
            return None, f"the line is not UTF-8: {bad}{jsontext.compressed_hint(text)}"
    try:
        value = jsontext.loads(text)
    except (ValueError, UnicodeDecodeError):
        return None, f"the line is not valid JSON ({err}){jsontext.unclosed_hint(text)}"
    return jsontext.scrub_surrogates(value), None


# Envelope formats a run's lines may be read as, line by line (plain text reads as either of the
# first two): one family, so auto detection never splits a run.
_FAMILIES = {"openai-chat": "chat", "anthropic": "chat"}
_KEY_FIELDS = (*DEFAULT_RUN_ID_FIELDS, "response_id")


def _run_key(obj: dict[str, Any], fmt: str, runs: list[str], fields: tuple[str, ...] | None) -> str:
    """What tells this line's run apart from another run with the same run id string.

    The format family and the run id's typed parts: `7` and `"7"`, or `t/1`+`2` and `t`+`1/2`,
    join to the same string but are different runs, and so are an events run and a chat run that
    share an id. The audit groups by the run id and audits each key apart (`conflict`).
    """
    family = _FAMILIES.get(fmt, fmt)
    if fmt == "otel" or not runs:
        return family
    if fields is not None:
        parts = [lookup_field(obj, field) for field in fields]
    else:
        run = runs[0]
        parts = [run]
        for field in _KEY_FIELDS:
            value = lookup_field(obj, field)
            if isinstance(value, int) and not isinstance(value, bool) and str(value) == run:
                parts = [value]
                break
            if value == run:
                break
    return orjson.dumps([family, parts]).decode()


_HINT_VALUE = r'\s*:\s*("(?:[^"\\]|\\.)*"|-?[0-9]+)'
_HINT_DEFAULT = [(f, re.compile(('"' + re.escape(f) + '"' + _HINT_VALUE).encode())) for f in _KEY_FIELDS]
_HINT_TRACE = re.compile(rb'"traceId"\s*:\s*"([0-9a-fA-F]{32})"')


def run_id_hint(head: bytes, run_id_fields: tuple[str, ...] | None = None) -> str | None:
    """The run id a broken line's first bytes name, or None: a best effort for dead letters.

    A cut or over-long line cannot be parsed, but it usually starts with its run id; knowing it
    lets the audit mark that run `incomplete` instead of judging it as whole. Only the first
    match of each field is read (`"run_id": "r-7"` or `"trace_id": 7`; an OTel `traceId`); with
    `--run-id` fields, every field must be found. A false hint only marks a run incomplete.
    """
    if run_id_fields is not None:
        parts = []
        for field in run_id_fields:
            name = field.rsplit(".", 1)[-1]
            found = re.search(('"' + re.escape(name) + '"' + _HINT_VALUE).encode(), head)
            if found is None:
                return None
            parts.append(_hint_value(found.group(1)))
        if any(part is None for part in parts):
            return None
        return "/".join(parts)  # type: ignore[arg-type]
    trace = _HINT_TRACE.search(head)
    if trace is not None:
        return trace.group(1).decode().lower()
    for _, pattern in _HINT_DEFAULT:
        found = pattern.search(head)
        if found is not None:
            return _hint_value(found.group(1))
    return None


def _hint_value(raw: bytes) -> str | None:
    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return value if isinstance(value, str) and value else None
