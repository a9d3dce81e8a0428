"""Read `openllmetry` spans: OTLP JSON spans with the flattened `gen_ai.prompt.N.*` attributes.

OpenLLMetry (Traceloop's `traceloop-sdk` and its `opentelemetry-instrumentation-*` packages)
wrote, until it moved to the GenAI semantic conventions' `gen_ai.input.messages` (read as
`otel`), each message of an LLM call as flattened attributes (opentelemetry-semantic-
conventions-ai `SpanAttributes.LLM_PROMPTS` / `LLM_COMPLETIONS`):

- `gen_ai.prompt.N.role` / `.content` / `.tool_call_id` / `.tool_calls.K.id` / `.name` /
  `.arguments`: the history the call was sent, channel "context", at the span's start. A
  content that was a list of parts is written as its JSON (`json.dumps`); it is read back as
  parts, their text joined by newlines (tool results stay verbatim);
- `gen_ai.completion.N.role` / `.content` (or `.refusal`) / `.finish_reason` /
  `.tool_calls.K.*`: what the call produced, channel "output", at the span's end; an assistant
  completion with text, no tool call and finish reason absent or stop is an answer.

A Traceloop tool span (`traceloop.span.kind` = tool, from the SDK's `@tool` decorator) gives a
tool result, channel "tool", at its end: `traceloop.entity.output` is `json.dumps` of the
function's return value, so a JSON string is decoded back to the exact string it was, and any
other value is kept as the JSON text written; `traceloop.entity.name` is the tool's name. It
carries no call id: `assemble_run` pairs it with its copy in the next LLM span's prompt by text.
Workflow, task and agent spans are not read (their input and output are the app's arguments
and return values). The run id is the trace id; each LLM span re-sends the history and
`assemble_run` keeps one copy (README: otel).
"""

from __future__ import annotations

from typing import Any, Final

import orjson

from ._build import PHASE_INPUT, PHASE_OUTPUT, PHASE_TOOL, SpanMessages
from ._common import Reject, a_type, join_text, opt_id, opt_str, served_text, show, tool_call
from ._flat import indexed
from .model import CHANNEL_CONTEXT, CHANNEL_OUTPUT, CHANNEL_TOOL, Message, Source, ToolCall
from .otel import any_value, span_context

FORMAT = "openllmetry"

_ROLES = {
    "system": "system",
    "developer": "system",
    "user": "user",
    "human": "user",
    "assistant": "assistant",
    "ai": "assistant",
    "model": "assistant",
    "tool": "tool",
    "function": "tool",
}
_ROLE_LIST: Final = "system, developer, user, assistant, tool or function"
_STOP: Final = frozenset({"stop", "end_turn", "stop_sequence"})
_TEXT_PARTS: Final = {"text": "text", "input_text": "text", "output_text": "text", "refusal": "refusal"}


def _content(value: Any, where: str) -> str:
    """A non-tool message's content: text, or the JSON of a list of content parts."""
    if value is None:
        return ""
    if not isinstance(value, str):
        raise Reject(f"{where}.content is {a_type(value)} {show(value)}; expected a string")
    if value.startswith("[{"):
        try:
            parts = orjson.loads(value)
        except orjson.JSONDecodeError:
            return value
        if isinstance(parts, list) and all(
            isinstance(p, dict) and isinstance(p.get("type"), str) for p in parts
        ):
            return join_text(parts, where + ".content", _TEXT_PARTS)
    return value


def _calls(group: dict[str, Any], where: str) -> tuple[ToolCall, ...]:
    calls = []
    for k, call in indexed(group, "tool_calls.", where, unwrap=False):
        at = f"{where}.tool_calls.{k}"
        calls.append(
            tool_call(
                opt_id(call, "id", at), opt_str(call, "name", at), call.get("arguments"), at
            )
        )
    return tuple(calls)


def _messages(build: SpanMessages, attrs: dict[str, Any], key: str, output: bool) -> None:
    phase = PHASE_OUTPUT if output else PHASE_INPUT
    channel = CHANNEL_OUTPUT if output else CHANNEL_CONTEXT
    for n, group in indexed(attrs, key + ".", build.where):
        where = f"{build.where} {key}.{n}"
        wire_role = group.get("role", "assistant" if output else None)
        role = _ROLES.get(wire_role.lower()) if isinstance(wire_role, str) else None
        if role is None:
            raise Reject(f"{where}.role is {show(wire_role)}; expected {_ROLE_LIST}")
        if role == "tool":
            content = group.get("content")
            if content is not None and not isinstance(content, str):
                raise Reject(f"{where}.content is {a_type(content)}; expected a string")
            build.add(
                phase,
                channel,
                "tool",
                content or "",
                call_id=opt_id(group, "tool_call_id", where),
                tool_name=opt_str(group, "name", where),
            )
            continue
        text = _content(group.get("content"), where)
        if not text:
            text = opt_str(group, "refusal", where) or ""
        calls = _calls(group, where) if role == "assistant" else ()
        finish = group.get("finish_reason")
        answer = (
            output
            and role == "assistant"
            and not calls
            and bool(text.strip())
            and (finish is None or (isinstance(finish, str) and finish.lower() in _STOP))
        )
        build.add(phase, channel, role, text, calls=calls, answer=answer)


def read_span(
    span: dict[str, Any],
    attrs: dict[str, Any],
    events: Any,
    where: str,
    source: Source,
    runs: set[str],
) -> list[Message]:
    """One OpenLLMetry span -> its messages (none for Traceloop's workflow and tool spans)."""
    run, span_id, start, end, label = span_context(span, where, runs)
    label = label.replace("otel span", "openllmetry span", 1)

    def value(key: str) -> Any:
        return any_value(attrs[key], f"{label} attribute {key}") if key in attrs else None

    model = value("gen_ai.response.model") or value("gen_ai.request.model")
    build = SpanMessages(
        run,
        span_id,
        start,
        end,
        model if isinstance(model, str) else None,
        source,
        label,
        start_name="startTimeUnixNano",
    )
    _messages(build, attrs, "gen_ai.prompt", False)
    if value("traceloop.span.kind") == "tool" and "traceloop.entity.output" in attrs:
        output = value("traceloop.entity.output")
        if isinstance(output, str) and output.startswith('"'):
            try:
                decoded = orjson.loads(output)
            except orjson.JSONDecodeError:
                decoded = None
            output = decoded if isinstance(decoded, str) else output
        name = value("traceloop.entity.name")
        build.add(
            PHASE_TOOL,
            CHANNEL_TOOL,
            "tool",
            served_text(output, f"{label} attribute traceloop.entity.output"),
            tool_name=name if isinstance(name, str) else None,
        )
    _messages(build, attrs, "gen_ai.completion", True)
    return build.out
