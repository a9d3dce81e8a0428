"""Read `otel` lines: OTLP JSON `TracesData` (`{"resourceSpans": [...]}`) with GenAI spans.

The run id is the span's `traceId`, as 32 lowercase hex digits (exporters that write base64 are
normalized). Attribute values are OTLP `AnyValue`s (`{"stringValue": ...}`, int64 as a string,
`arrayValue`, `kvlistValue`); message attributes hold JSON strings (or structured values) in the
GenAI semantic conventions' shape: `[{role, parts: [{type: text, content}, {type: tool_call, id,
name, arguments}, {type: tool_call_response, id, response}], finish_reason}]`.

What a span gives, and where it sorts (`order = (time, phase, span id, index)`):

- `gen_ai.system_instructions` and `gen_ai.input.messages` (chat, invoke_agent, ...): the
  history the call was sent, channel "context", at the span's start (phase 0);
- `execute_tool` spans' `gen_ai.tool.call.result`: a tool result, channel "tool", at the span's
  end (phase 1);
- `gen_ai.output.messages`: what the call produced, channel "output", at the span's end
  (phase 2). An output assistant message with text, no tool call and `finish_reason` stop (or
  none) is an answer; nothing read from the history is.

Spans without message attributes fall back to the deprecated span events
(`gen_ai.system.message`, `gen_ai.user.message`, `gen_ai.assistant.message`,
`gen_ai.tool.message` as context; `gen_ai.choice` as output). Spans with no `gen_ai.*`
attribute or event are not read. `assemble_run` then drops the history copies (README).
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import Any, Final

import orjson

from ._build import PHASE_INPUT, PHASE_OUTPUT, PHASE_TOOL, SpanMessages
from ._common import (
    Reject,
    a_type,
    join_text,
    opt_id,
    opt_str,
    served_text,
    show,
    tool_call,
    tool_content,
)
from .model import (
    CHANNEL_CONTEXT,
    CHANNEL_OUTPUT,
    CHANNEL_TOOL,
    Message,
    Source,
    ToolCall,
)
from .openai_chat import read_tool_calls

FORMAT = "otel"

_HEX = re.compile(r"[0-9a-fA-F]+", re.ASCII)  # a hex id as written by the OTLP JSON encoding
_NANOS: Final = re.compile(r"[0-9]{1,20}", re.ASCII)  # a fixed64 nanosecond time written as a string
_INT64: Final = re.compile(r"-?[0-9]{1,20}", re.ASCII)  # an AnyValue intValue written as a string

_ROLES = {
    "system": "system",
    "developer": "system",
    "user": "user",
    "assistant": "assistant",
    "model": "assistant",  # Gemini's name for the assistant
    "tool": "tool",
}
_ROLE_LIST: Final = "system, user, assistant or tool"
_STOP: Final = frozenset({"stop", "end_turn", "stop_sequence"})  # finish reasons of a finished reply
_PART_TEXT: Final = {"text": "content"}  # semantic-convention parts: the text is in "content"
_EVENT_TEXT: Final = {"text": "text", "refusal": "refusal"}  # Chat-Completions-like event bodies

_EVENTS = {
    "gen_ai.system.message": "system",
    "gen_ai.user.message": "user",
    "gen_ai.assistant.message": "assistant",
    "gen_ai.tool.message": "tool",
    "gen_ai.choice": "assistant",
}

_PHASE_INPUT, _PHASE_TOOL, _PHASE_OUTPUT = PHASE_INPUT, PHASE_TOOL, PHASE_OUTPUT


def any_value(value: Any, where: str) -> Any:
    """An OTLP JSON AnyValue as a plain JSON value (int64 strings become ints)."""
    if not isinstance(value, dict):
        raise Reject(f"{where} is {a_type(value)}; expected an OTLP AnyValue object")
    if "stringValue" in value:
        text = value["stringValue"]
        if not isinstance(text, str):
            raise Reject(f"{where}.stringValue is {a_type(text)}; expected a string")
        return text
    if "intValue" in value:
        number = value["intValue"]
        if isinstance(number, str) and _INT64.fullmatch(number):
            return int(number)
        if isinstance(number, int) and not isinstance(number, bool):
            return number
        raise Reject(f"{where}.intValue is {show(number)}; expected an int64 (a decimal string)")
    if "doubleValue" in value:
        number = value["doubleValue"]
        if isinstance(number, (int, float)) and not isinstance(number, bool):
            return number
        if number in ("NaN", "Infinity", "-Infinity"):
            return number
        raise Reject(f"{where}.doubleValue is {show(number)}; expected a number")
    if "boolValue" in value:
        flag = value["boolValue"]
        if not isinstance(flag, bool):
            raise Reject(f"{where}.boolValue is {show(flag)}; expected true or false")
        return flag
    if "arrayValue" in value:
        array = value["arrayValue"]
        items = array.get("values", []) if isinstance(array, dict) else None
        if not isinstance(items, list):
            raise Reject(f"{where}.arrayValue is not an object with a 'values' list")
        out = []
        for i, item in enumerate(items):
            out.append(any_value(item, f"{where}.arrayValue.values[{i}]"))
        return out
    if "kvlistValue" in value:
        kvlist = value["kvlistValue"]
        items = kvlist.get("values", []) if isinstance(kvlist, dict) else None
        if not isinstance(items, list):
            raise Reject(f"{where}.kvlistValue is not an object with a 'values' list")
        return _key_values(items, f"{where}.kvlistValue.values")
    if "bytesValue" in value:
        return value["bytesValue"]
    return None


def _key_values(items: list[Any], where: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for i, item in enumerate(items):
        if not isinstance(item, dict) or not isinstance(item.get("key"), str):
            raise Reject(f"{where}[{i}] is {show(item)}; expected {{key, value}}")
        out[item["key"]] = any_value(item.get("value", {}), f"{where}[{i}].value")
    return out


def _attributes(span: dict[str, Any], where: str) -> dict[str, Any]:
    """A span's (or event's) attributes as key -> still-wrapped AnyValue."""
    items = span.get("attributes")
    if items is None:
        return {}
    if not isinstance(items, list):
        raise Reject(f"{where}.attributes is {a_type(items)}; expected a list")
    out: dict[str, Any] = {}
    for i, item in enumerate(items):
        if not isinstance(item, dict) or not isinstance(item.get("key"), str):
            raise Reject(f"{where}.attributes[{i}] is {show(item)}; expected {{key, value}}")
        out[item["key"]] = item.get("value", {})
    return out


def hex_id(value: Any, size: int, where: str) -> str:
    """A trace (16 bytes) or span (8 bytes) id as lowercase hex; base64 ids are converted."""
    if isinstance(value, str) and len(value) == 2 * size and _HEX.fullmatch(value):
        out = value.lower()
    elif isinstance(value, str) and value:
        try:
            raw = base64.b64decode(
                value.replace("-", "+").replace("_", "/") + "=" * (-len(value) % 4), validate=True
            )
        except (binascii.Error, ValueError):
            raw = b""
        if len(raw) != size:
            raise Reject(
                f"{where} is {show(value)}; expected {2 * size} hex digits or base64 of {size} bytes"
            )
        out = raw.hex()
    else:
        raise Reject(f"{where} is {show(value)}; expected {2 * size} hex digits")
    if out.strip("0") == "":
        raise Reject(f"{where} is all zeros, which OTLP defines as invalid")
    return out


def _nanos(value: Any, where: str) -> int | None:
    if value is None or value == "" or value == 0 or value == "0":
        return None
    if isinstance(value, str) and _NANOS.fullmatch(value):
        return int(value)
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return value
    raise Reject(f"{where} is {show(value)}; expected unix nanoseconds")


def _json_value(attrs: dict[str, Any], key: str, where: str) -> Any:
    """A message attribute: a JSON string holding the value, or the structured AnyValue itself."""
    value = any_value(attrs[key], f"{where} attribute {key}")
    if not isinstance(value, str):
        return value
    try:
        return orjson.loads(value)
    except orjson.JSONDecodeError:
        if key == "gen_ai.system_instructions":
            return value  # plain text instructions
        raise Reject(
            f"{where} attribute {key} is not valid JSON (cut by an attribute length limit?): "
            f"{show(value)}"
        ) from None


class _Span(SpanMessages):
    """Turns one GenAI span's content into messages with their order and channel."""

    def messages(self, value: Any, key: str, output: bool) -> None:
        """A semantic-convention message list (input or output)."""
        at = f"{self.where} {key}"
        if not isinstance(value, list):
            raise Reject(f"{at} is {a_type(value)}; expected a list of messages")
        phase = _PHASE_OUTPUT if output else _PHASE_INPUT
        channel = CHANNEL_OUTPUT if output else CHANNEL_CONTEXT
        for i, message in enumerate(value):
            where = f"{at}[{i}]"
            if not isinstance(message, dict):
                raise Reject(f"{where} is {a_type(message)} {show(message)}; expected a message")
            wire_role = message.get("role", "assistant" if output else None)
            role = _ROLES.get(wire_role) if isinstance(wire_role, str) else None
            if role is None:
                raise Reject(f"{where} has role {show(wire_role)}; expected {_ROLE_LIST}")
            texts: list[str] = []
            calls: list[ToolCall] = []
            results = 0
            parts = message.get("parts")
            if parts is None and "content" in message:
                content = message["content"]
                if role == "tool":
                    self.add(
                        phase,
                        channel,
                        "tool",
                        tool_content(content, where + ".content", _EVENT_TEXT),
                        call_id=opt_id(message, "tool_call_id", where)
                        or opt_id(message, "id", where),
                    )
                    continue
                texts.append(join_text(content, where + ".content", _EVENT_TEXT))
                parts = []
            if not isinstance(parts, list):
                raise Reject(f"{where}.parts is {a_type(parts)}; expected a list of parts")
            for j, part in enumerate(parts):
                pat = f"{where}.parts[{j}]"
                if not isinstance(part, dict):
                    raise Reject(f"{pat} is {a_type(part)} {show(part)}; expected a part object")
                kind = part.get("type")
                if kind == "text":
                    text = part.get("content", part.get("text"))
                    if not isinstance(text, str):
                        raise Reject(f"{pat}.content is {a_type(text)}; expected a string")
                    texts.append(text)
                elif kind == "tool_call":
                    calls.append(
                        tool_call(
                            opt_id(part, "id", pat),
                            opt_str(part, "name", pat),
                            part.get("arguments"),
                            pat,
                        )
                    )
                elif kind == "tool_call_response":
                    response = part.get("response", part.get("result"))
                    self.add(
                        phase,
                        channel,
                        "tool",
                        served_text(response, pat + ".response"),
                        call_id=opt_id(part, "id", pat),
                    )
                    results += 1
                # reasoning, blob, file, uri and unknown parts: no text the audit reads
            if results and not texts and not calls:
                continue
            text = "\n".join(texts)
            if role == "tool":
                self.add(
                    phase,
                    channel,
                    "tool",
                    text,
                    call_id=opt_id(message, "tool_call_id", where) or opt_id(message, "id", where),
                )
                continue
            finish = message.get("finish_reason")
            answer = (
                output
                and role == "assistant"
                and not calls
                and bool(text.strip())
                and (finish is None or (isinstance(finish, str) and finish.lower() in _STOP))
            )
            self.add(phase, channel, role, text, calls=tuple(calls), answer=answer)

    def instructions(self, value: Any) -> None:
        """`gen_ai.system_instructions`: a list of parts, or plain text."""
        if isinstance(value, str):
            text = value
        elif isinstance(value, dict):
            text = join_text([value], f"{self.where} gen_ai.system_instructions", _PART_TEXT)
        else:
            text = join_text(value, f"{self.where} gen_ai.system_instructions", _PART_TEXT)
        self.add(_PHASE_INPUT, CHANNEL_CONTEXT, "system", text)

    def event(self, name: str, body: dict[str, Any], where: str) -> None:
        """A deprecated `gen_ai.*.message` / `gen_ai.choice` span event."""
        if name == "gen_ai.choice":
            message = _maybe_json(body.get("message"))
            if not isinstance(message, dict):
                message = {"content": body.get("content"), "tool_calls": body.get("tool_calls")}
            text = join_text(_maybe_json(message.get("content")), where + " content", _EVENT_TEXT)
            calls = _event_calls(message.get("tool_calls"), where)
            finish = body.get("finish_reason")
            answer = (
                not calls
                and bool(text.strip())
                and (finish is None or (isinstance(finish, str) and finish.lower() in _STOP))
            )
            self.add(_PHASE_OUTPUT, CHANNEL_OUTPUT, "assistant", text, calls=calls, answer=answer)
            return
        role = _EVENTS[name]
        content = _maybe_json(body.get("content"))
        if role == "tool":
            self.add(
                _PHASE_INPUT,
                CHANNEL_CONTEXT,
                "tool",
                tool_content(content, where + " content", _EVENT_TEXT),
                call_id=opt_id(body, "id", where) or opt_id(body, "tool_call_id", where),
            )
            return
        text = join_text(content, where + " content", _EVENT_TEXT)
        calls = _event_calls(body.get("tool_calls"), where) if role == "assistant" else ()
        self.add(_PHASE_INPUT, CHANNEL_CONTEXT, role, text, calls=calls)


def _maybe_json(value: Any) -> Any:
    """A structured event field that an exporter flattened into a JSON string."""
    if isinstance(value, str) and value[:1] in ("{", "["):
        try:
            return orjson.loads(value)
        except orjson.JSONDecodeError:
            return value
    return value


def _event_calls(value: Any, where: str) -> tuple[ToolCall, ...]:
    return read_tool_calls(_maybe_json(value), where + " tool_calls")


def _event_body(event: dict[str, Any], where: str) -> dict[str, Any]:
    """An event's body: a log-style `body`, a JSON body attribute, or the attributes themselves."""
    body: dict[str, Any] = {}
    if "body" in event:
        value = any_value(event["body"], where + ".body")
        if isinstance(value, dict):
            body.update(value)
    items = event.get("attributes")
    attrs = _key_values(items, where + ".attributes") if isinstance(items, list) else {}
    for key in ("gen_ai.event.content", "event.body"):
        value = _maybe_json(attrs.get(key))
        if isinstance(value, dict):
            body.update(value)
    for key, value in attrs.items():
        body.setdefault(key, value)
    return body


def _is_genai(attrs: dict[str, Any], events: Any) -> bool:
    for key in attrs:
        if key.startswith("gen_ai."):
            return True
    if isinstance(events, list):
        for event in events:
            if (
                isinstance(event, dict)
                and isinstance(event.get("name"), str)
                and event["name"].startswith("gen_ai.")
            ):
                return True
    return False


def _list(obj: dict[str, Any], key: str, where: str) -> list[Any]:
    value = obj.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        raise Reject(f"{where}.{key} is {a_type(value)}; expected a list")
    return value


# A span's convention, told by its attributes: OpenInference (Arize Phoenix), OpenLLMetry
# (Traceloop, before it moved to the GenAI conventions), or the GenAI semantic conventions.
CONVENTIONS: Final = ("openinference", "openllmetry", FORMAT)
_OPENINFERENCE_PREFIXES: Final = ("llm.input_messages.", "llm.output_messages.")
_OPENLLMETRY_PREFIXES: Final = ("gen_ai.prompt.", "gen_ai.completion.")


def convention(attrs: dict[str, Any], events: Any) -> str | None:
    """The convention a span's attribute keys show, or None for a span with no GenAI content."""
    if "openinference.span.kind" in attrs:
        return "openinference"
    genai = False
    for key in attrs:
        if key.startswith(_OPENINFERENCE_PREFIXES):
            return "openinference"
        if key.startswith(_OPENLLMETRY_PREFIXES) or key == "traceloop.span.kind":
            return "openllmetry"
        genai = genai or key.startswith("gen_ai.")
    if genai or _is_genai({}, events):
        return FORMAT
    return None


def _spans(obj: dict[str, Any]) -> Any:
    """Each span of a TracesData line with where it is: (span, where)."""
    for ri, resource_spans in enumerate(_list(obj, "resourceSpans", "the otel line")):
        rwhere = f"resourceSpans[{ri}]"
        if not isinstance(resource_spans, dict):
            raise Reject(f"{rwhere} is {a_type(resource_spans)}; expected an object")
        scopes = _list(resource_spans, "scopeSpans", rwhere) or _list(
            resource_spans, "instrumentationLibrarySpans", rwhere
        )
        for si, scope_spans in enumerate(scopes):
            swhere = f"{rwhere}.scopeSpans[{si}]"
            if not isinstance(scope_spans, dict):
                raise Reject(f"{swhere} is {a_type(scope_spans)}; expected an object")
            for k, span in enumerate(_list(scope_spans, "spans", swhere)):
                where = f"{swhere}.spans[{k}]"
                if not isinstance(span, dict):
                    raise Reject(f"{where} is {a_type(span)}; expected a span object")
                yield span, where


def line_convention(obj: dict[str, Any]) -> str:
    """The convention of a line's first span that has one (the line's format under auto)."""
    try:
        for span, where in _spans(obj):
            items = span.get("attributes")
            keys = {}
            if isinstance(items, list):
                keys = {i["key"]: None for i in items if isinstance(i, dict) and isinstance(i.get("key"), str)}
            found = convention(keys, span.get("events"))
            if found is not None:
                return found
    except Reject:
        pass
    return FORMAT


def read(
    obj: dict[str, Any],
    source: Source,
    fields: tuple[str, ...] | None,
    readers: dict[str, Any] | None = None,
) -> tuple[list[Message], list[str]]:
    """One TracesData line -> the messages of every span it can read, and the trace ids seen.

    `readers` maps a convention to its span reader, `(span, attrs, events, where, source, runs)
    -> messages`; spans of another convention (or none) are not read. The default reads GenAI
    spans only.
    """
    readers = readers if readers is not None else {FORMAT: read_span}
    out: list[Message] = []
    runs: set[str] = set()
    for span, where in _spans(obj):
        attrs = _attributes(span, where)
        events = span.get("events")
        reader = readers.get(convention(attrs, events))  # type: ignore[arg-type]
        if reader is not None:
            out.extend(reader(span, attrs, events, where, source, runs))
    return out, sorted(runs)


def span_context(
    span: dict[str, Any], where: str, runs: set[str]
) -> tuple[str, str | None, int | None, int | None, str]:
    """A span's trace id (its run), span id, start and end times, and its name in messages."""
    run = hex_id(span.get("traceId"), 16, where + ".traceId")
    runs.add(run)
    span_id = hex_id(span["spanId"], 8, where + ".spanId") if span.get("spanId") else None
    label = f"otel span {span_id or '(no spanId)'} of trace {run} ({where})"
    start = _nanos(span.get("startTimeUnixNano"), where + ".startTimeUnixNano")
    end = _nanos(span.get("endTimeUnixNano"), where + ".endTimeUnixNano")
    return run, span_id, start, end, label


def read_span(
    span: dict[str, Any],
    attrs: dict[str, Any],
    events: Any,
    where: str,
    source: Source,
    runs: set[str],
) -> list[Message]:
    """One GenAI-conventions span -> its messages (README: otel)."""
    run, span_id, start, end, label = span_context(span, where, runs)

    def text_attr(key: str) -> Any:
        return any_value(attrs[key], f"{label} attribute {key}") if key in attrs else None

    model = text_attr("gen_ai.response.model") or text_attr("gen_ai.request.model")
    if model is not None and not isinstance(model, str):
        model = None
    reader = _Span(run, span_id, start, end, model, source, label, start_name="startTimeUnixNano")
    operation = text_attr("gen_ai.operation.name")
    has_messages = False
    if "gen_ai.system_instructions" in attrs:
        reader.instructions(_json_value(attrs, "gen_ai.system_instructions", label))
        has_messages = True
    if "gen_ai.input.messages" in attrs:
        reader.messages(
            _json_value(attrs, "gen_ai.input.messages", label),
            "gen_ai.input.messages",
            output=False,
        )
        has_messages = True
    if "gen_ai.tool.call.result" in attrs and operation in ("execute_tool", None):
        result = any_value(
            attrs["gen_ai.tool.call.result"], f"{label} attribute gen_ai.tool.call.result"
        )
        call_id = text_attr("gen_ai.tool.call.id")
        name = text_attr("gen_ai.tool.name")
        reader.add(
            _PHASE_TOOL,
            CHANNEL_TOOL,
            "tool",
            served_text(result, f"{label} gen_ai.tool.call.result"),
            call_id=str(call_id) if call_id not in (None, "") else None,
            tool_name=name if isinstance(name, str) else None,
        )
    if "gen_ai.output.messages" in attrs:
        reader.messages(
            _json_value(attrs, "gen_ai.output.messages", label),
            "gen_ai.output.messages",
            output=True,
        )
        has_messages = True
    if not has_messages and isinstance(events, list):
        for e, event in enumerate(events):
            if not isinstance(event, dict):
                raise Reject(f"{where}.events[{e}] is {a_type(event)}; expected an event object")
            name = event.get("name")
            if isinstance(name, str) and name in _EVENTS:
                ewhere = f"{label} event {name} ({where}.events[{e}])"
                reader.event(name, _event_body(event, f"{where}.events[{e}]"), ewhere)
    return reader.out
