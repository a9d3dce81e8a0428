"""Read `openinference` spans: OTLP JSON spans written by OpenInference instrumentations.

OpenInference (Arize Phoenix; instrumentations for OpenAI, LangChain, LlamaIndex, DSPy, ...)
flattens each message into span attributes (openinference-semantic-conventions):

- `llm.input_messages.N.message.role` / `.content` / `.contents.J.message_content.text` /
  `.tool_call_id` / `.name` / `.tool_calls.K.tool_call.id` / `.tool_call.function.name` /
  `.tool_call.function.arguments` (a JSON string, kept as it is): the history an LLM span was
  sent, channel "context", at the span's start;
- `llm.output_messages.N.message.*`, the same shape: what the call produced, channel "output",
  at the span's end; an assistant message with text, no tool call, and `llm.finish_reason`
  absent or stop is an answer;
- a `TOOL` span (`openinference.span.kind`): `output.value` is the tool's result as the
  instrumented code returned it (kept verbatim), `tool.name` its name and `tool.id` (or
  `tool_call.id`) its call id, channel "tool", at the span's end.

`input.value` / `output.value` of LLM, CHAIN and AGENT spans (the raw request and response, or
an app's own input and output) are not read: the message attributes carry the conversation,
and a chain's input and output are whatever the app chose to record. The run id is the trace
id. LLM spans re-send the history; `assemble_run` keeps one copy (README: otel).
"""

from __future__ import annotations

from typing import Any, Final

from ._build import PHASE_INPUT, PHASE_OUTPUT, PHASE_TOOL, SpanMessages
from ._common import Reject, opt_id, opt_str, served_text, show, tool_call
from ._flat import indexed
from .model import CHANNEL_CONTEXT, CHANNEL_OUTPUT, CHANNEL_TOOL, Message, Source, ToolCall
from .otel import any_value, span_context

FORMAT = "openinference"

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


def _calls(group: dict[str, Any], where: str) -> tuple[ToolCall, ...]:
    calls = []
    for k, call in indexed(group, "message.tool_calls.", where, unwrap=False):
        at = f"{where}.message.tool_calls.{k}"
        calls.append(
            tool_call(
                opt_id(call, "tool_call.id", at),
                opt_str(call, "tool_call.function.name", at),
                call.get("tool_call.function.arguments"),
                at,
            )
        )
    name = opt_str(group, "message.function_call_name", where)
    if name is not None:
        calls.append(
            tool_call(None, name, group.get("message.function_call_arguments_json"), where)
        )
    return tuple(calls)


def _text(group: dict[str, Any], where: str) -> str:
    content = group.get("message.content")
    if content is not None:
        if not isinstance(content, str):
            raise Reject(f"{where}.message.content is not a string; expected the message text")
        return content
    texts = []
    for j, part in indexed(group, "message.contents.", where, unwrap=False):
        kind = part.get("message_content.type", "text")
        text = part.get("message_content.text")
        if kind == "text" and text is not None:
            if not isinstance(text, str):
                raise Reject(f"{where}.message.contents.{j}.message_content.text is not a string")
            texts.append(text)
    return "\n".join(texts)


def _messages(
    build: SpanMessages, attrs: dict[str, Any], key: str, output: bool, finish: Any
) -> None:
    phase = PHASE_OUTPUT if output else PHASE_INPUT
    channel = CHANNEL_OUTPUT if output else CHANNEL_CONTEXT
    for n, group in indexed(attrs, key + ".", build.where):
        where = f"{build.where} {key}.{n}"
        wire_role = group.get("message.role", "assistant" if output else None)
        role = _ROLES.get(wire_role.lower()) if isinstance(wire_role, str) else None
        if role is None:
            raise Reject(f"{where}.message.role is {show(wire_role)}; expected {_ROLE_LIST}")
        text = _text(group, where)
        if role == "tool":
            build.add(
                phase,
                channel,
                "tool",
                text,
                call_id=opt_id(group, "message.tool_call_id", where),
                tool_name=opt_str(group, "message.name", where),
            )
            continue
        calls = _calls(group, where) if role == "assistant" else ()
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
    """One OpenInference span -> its messages."""
    run, span_id, start, end, label = span_context(span, where, runs)
    label = label.replace("otel span", "openinference span", 1)

    def value(key: str) -> Any:
        return any_value(attrs[key], f"{label} attribute {key}") if key in attrs else None

    model = value("llm.model_name")
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
    finish = value("llm.finish_reason")
    _messages(build, attrs, "llm.input_messages", False, finish)
    kind = value("openinference.span.kind")
    if isinstance(kind, str) and kind.upper() == "TOOL" and "output.value" in attrs:
        call_id = value("tool.id") or value("tool_call.id")
        name = value("tool.name")
        build.add(
            PHASE_TOOL,
            CHANNEL_TOOL,
            "tool",
            served_text(value("output.value"), f"{label} attribute output.value"),
            call_id=str(call_id) if call_id not in (None, "") else None,
            tool_name=name if isinstance(name, str) else None,
        )
    _messages(build, attrs, "llm.output_messages", True, finish)
    return build.out
