"""Write one canonical conversation as the JSONL line(s) each trace format's producers write.

The inverse of the readers, for tests, benchmarks and sample data: `write_run(conversation,
fmt)` gives the lines; reading them back gives the same roles, texts, call ids, tool calls and
answers (the round trip the cross-format test checks). A conversation is a list of `Message`s of
one run, or of plain dicts:

    {"role": "system"|"user"|"assistant"|"tool", "content": str (or "text"),
     "tool_calls": [{"id", "name", "arguments": str | object}], "tool_call_id": str,
     "tool_name": str (or "name"), "ts": unix ns, "model": str, "is_error": bool}

What each format gets: `events` one line per message (with `ts`); `openai-chat` one envelope;
`anthropic` one envelope (`system` on top, consecutive tool results in one user message of
`tool_result` blocks, `tool_use.input` the parsed arguments); `openai-responses` one envelope
(`instructions`, `input` up to the last user message, `output` after it, assistant text with
calls as a `commentary` message plus `function_call` items, answers with `phase:
"final_answer"`); `otel` one OTLP JSON line per span, as an instrumented agent exports them: an
`invoke_agent` span per user turn (its new user message in, its answer out), a `chat` span per
assistant message (the whole history in, the message out) and an `execute_tool` span per tool
result. Times come from `ts` or count up from `start_ns` by `step_ns`; they must increase.
"""

from __future__ import annotations

import base64
import hashlib
import itertools
import re
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import orjson

from .model import Message

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

_HEX32 = re.compile(r"[0-9a-f]{32}", re.ASCII)  # a run id that already is a hex trace id

START_NS = 1_715_780_000_000_000_000  # 2024-05-15T13:33:20Z: a fixed, clock-free default
STEP_NS = 1_000_000  # 1 ms between messages


@dataclass
class _Turn:
    role: str
    text: str
    tool_call_id: str | None = None
    tool_calls: list[tuple[str | None, str | None, str]] = field(default_factory=list)
    tool_name: str | None = None
    ts: int = 0
    model: str | None = None
    is_error: bool = False


def _args_string(value: Any) -> str:
    return value if isinstance(value, str) else orjson.dumps(value).decode()


def _normalize(
    conversation: Iterable[Message | Mapping[str, Any]],
    start_ns: int,
    step_ns: int,
    model: str | None,
) -> tuple[list[_Turn], str | None]:
    turns: list[_Turn] = []
    run_id = None
    for i, item in enumerate(conversation):
        default_ts = start_ns + i * step_ns
        if isinstance(item, Message):
            run_id = run_id or item.run_id
            turns.append(
                _Turn(
                    item.role,
                    item.text,
                    item.tool_call_id,
                    [(c.id, c.name, c.arguments) for c in item.tool_calls],
                    item.tool_name,
                    item.ts if item.ts is not None else default_ts,
                    item.model or model,
                )
            )
            continue
        role = item["role"]
        if role not in ("system", "user", "assistant", "tool"):
            raise ValueError(
                f"conversation[{i}] has role {role!r}; expected system, user, assistant or tool"
            )
        text = item.get("content", item.get("text")) or ""
        calls = [
            (c.get("id"), c.get("name"), _args_string(c.get("arguments", "{}")))
            for c in item.get("tool_calls") or ()
        ]
        turns.append(
            _Turn(
                role,
                text,
                item.get("tool_call_id"),
                calls,
                item.get("tool_name", item.get("name")),
                item.get("ts") if item.get("ts") is not None else default_ts,
                item.get("model") or model,
                bool(item.get("is_error")),
            )
        )
    for before, after in itertools.pairwise(turns):
        if after.ts <= before.ts:
            raise ValueError("conversation timestamps must increase from message to message")
    return turns, run_id


def _dump(obj: Any) -> str:
    return orjson.dumps(obj).decode()


def _is_answer(turn: _Turn) -> bool:
    return turn.role == "assistant" and not turn.tool_calls and bool(turn.text.strip())


def _events(turns: list[_Turn], run_id: str) -> list[str]:
    lines = []
    for seq, t in enumerate(turns):
        record: dict[str, Any] = {"run_id": run_id, "seq": seq, "role": t.role, "content": t.text}
        if t.tool_calls:
            record["tool_calls"] = [
                {"id": i, "name": n, "arguments": a} for i, n, a in t.tool_calls
            ]
        if t.tool_call_id is not None:
            record["tool_call_id"] = t.tool_call_id
        if t.tool_name is not None and t.role == "tool":
            record["name"] = t.tool_name
        record["ts"] = t.ts
        if t.model is not None and t.role == "assistant":
            record["model"] = t.model
        lines.append(_dump(record))
    return lines


def _model_of(turns: list[_Turn]) -> str | None:
    return next((t.model for t in turns if t.model and t.role == "assistant"), None)


def _openai_chat(turns: list[_Turn], run_id: str) -> list[str]:
    messages: list[dict[str, Any]] = []
    for t in turns:
        if t.role == "tool":
            message: dict[str, Any] = {
                "role": "tool",
                "tool_call_id": t.tool_call_id,
                "content": t.text,
            }
        elif t.role == "assistant" and t.tool_calls:
            message = {
                "role": "assistant",
                "content": t.text or None,
                "tool_calls": [
                    {"id": i, "type": "function", "function": {"name": n, "arguments": a}}
                    for i, n, a in t.tool_calls
                ],
            }
        else:
            message = {"role": t.role, "content": t.text}
        messages.append(message)
    envelope: dict[str, Any] = {"run_id": run_id}
    if _model_of(turns):
        envelope["model"] = _model_of(turns)
    envelope["messages"] = messages
    return [_dump(envelope)]


def _tool_input(arguments: str) -> Any:
    try:
        value = orjson.loads(arguments)
    except orjson.JSONDecodeError:
        return {"arguments": arguments}
    return value if isinstance(value, dict) else {"arguments": value}


def _anthropic(turns: list[_Turn], run_id: str) -> list[str]:
    envelope: dict[str, Any] = {"id": run_id}
    if _model_of(turns):
        envelope["model"] = _model_of(turns)
    start = 0
    system = []
    while start < len(turns) and turns[start].role == "system":
        system.append(turns[start].text)
        start += 1
    if system:
        envelope["system"] = "\n".join(system)
    messages: list[dict[str, Any]] = []
    for t in turns[start:]:
        if t.role == "system":
            raise ValueError("anthropic carries system text only before the first message")
        if t.role == "tool":
            block: dict[str, Any] = {
                "type": "tool_result",
                "tool_use_id": t.tool_call_id,
                "content": t.text,
            }
            if t.is_error:
                block["is_error"] = True
            last = messages[-1] if messages else None
            if (
                last is not None
                and last["role"] == "user"
                and isinstance(last["content"], list)
                and all(b["type"] == "tool_result" for b in last["content"])
            ):
                last["content"].append(block)
            else:
                messages.append({"role": "user", "content": [block]})
        elif t.role == "assistant":
            blocks: list[dict[str, Any]] = []
            if t.text:
                blocks.append({"type": "text", "text": t.text})
            for i, n, a in t.tool_calls:
                blocks.append({"type": "tool_use", "id": i, "name": n, "input": _tool_input(a)})
            messages.append({"role": "assistant", "content": blocks})
        else:
            messages.append({"role": "user", "content": t.text})
    envelope["messages"] = messages
    return [_dump(envelope)]


def _openai_responses(turns: list[_Turn], run_id: str) -> list[str]:
    envelope: dict[str, Any] = {"run_id": run_id}
    if _model_of(turns):
        envelope["model"] = _model_of(turns)
    start = 0
    if turns and turns[0].role == "system":
        envelope["instructions"] = turns[0].text
        start = 1
    last_user = max((i for i, t in enumerate(turns) if t.role == "user"), default=start - 1)
    items: list[dict[str, Any]] = []
    for index, t in enumerate(turns[start:], start):
        if t.role == "tool":
            items.append(
                {"type": "function_call_output", "call_id": t.tool_call_id, "output": t.text}
            )
        elif t.role == "assistant":
            if t.text:
                items.append(
                    {
                        "type": "message",
                        "id": f"msg_{index}",
                        "role": "assistant",
                        "status": "completed",
                        "phase": "final_answer" if _is_answer(t) else "commentary",
                        "content": [{"type": "output_text", "text": t.text, "annotations": []}],
                    }
                )
            for k, (i, n, a) in enumerate(t.tool_calls):
                items.append(
                    {
                        "type": "function_call",
                        "id": f"fc_{index}_{k}",
                        "call_id": i,
                        "name": n,
                        "arguments": a,
                        "status": "completed",
                    }
                )
        else:
            items.append({"type": "message", "role": t.role, "content": t.text})
    cut = sum(1 for i in range(start, last_user + 1) for _ in _items_of(turns[i]))
    envelope["input"] = items[:cut]
    envelope["output"] = items[cut:]
    return [_dump(envelope)]


def _items_of(turn: _Turn) -> range:
    """How many Responses items one turn becomes."""
    if turn.role == "assistant":
        return range((1 if turn.text else 0) + len(turn.tool_calls))
    return range(1)


def otel_trace_id(run_id: str) -> str:
    """The OTel trace id (32 hex digits) a run id is written under: itself when it is one."""
    if _HEX32.fullmatch(run_id):
        return run_id
    return hashlib.sha256(run_id.encode()).hexdigest()[:32]


def _span_id(trace_id: str, kind: str, index: int) -> str:
    return hashlib.sha256(f"{trace_id}/{kind}/{index}".encode()).hexdigest()[:16]


def _attr(key: str, value: Any) -> dict[str, Any]:
    if isinstance(value, bool):
        wrapped: dict[str, Any] = {"boolValue": value}
    elif isinstance(value, int):
        wrapped = {"intValue": str(value)}
    else:
        wrapped = {"stringValue": value}
    return {"key": key, "value": wrapped}


def _semconv(t: _Turn, finish: bool) -> dict[str, Any]:
    """A message in the GenAI semantic conventions' shape."""
    if t.role == "tool":
        return {
            "role": "tool",
            "parts": [{"type": "tool_call_response", "id": t.tool_call_id, "response": t.text}],
        }
    parts: list[dict[str, Any]] = []
    if t.text:
        parts.append({"type": "text", "content": t.text})
    for i, n, a in t.tool_calls:
        try:
            arguments: Any = orjson.loads(a)
        except orjson.JSONDecodeError:
            arguments = a
        if isinstance(arguments, str):
            arguments = a
        parts.append({"type": "tool_call", "id": i, "name": n, "arguments": arguments})
    message: dict[str, Any] = {"role": t.role, "parts": parts}
    if finish:
        message["finish_reason"] = "tool_call" if t.tool_calls else "stop"
    return message


def _otel(turns: list[_Turn], run_id: str, agent_spans: bool, id_encoding: str) -> list[str]:
    trace_hex = otel_trace_id(run_id)

    def encode(hex_id: str) -> str:
        if id_encoding == "base64":
            return base64.b64encode(bytes.fromhex(hex_id)).decode()
        return hex_id

    system = [t.text for t in turns if t.role == "system"]
    instructions = _dump([{"type": "text", "content": s} for s in system]) if system else None
    spans: list[dict[str, Any]] = []

    def span(
        kind: str,
        index: int,
        name: str,
        start: int,
        end: int,
        attrs: list[dict[str, Any]],
        parent: str | None,
    ) -> str:
        span_id = _span_id(trace_hex, kind, index)
        record: dict[str, Any] = {
            "traceId": encode(trace_hex),
            "spanId": encode(span_id),
            "name": name,
            "kind": 3 if kind == "chat" else 1,
            "startTimeUnixNano": str(start),
            "endTimeUnixNano": str(end),
            "attributes": attrs,
            "status": {},
        }
        if parent is not None:
            record["parentSpanId"] = encode(parent)
        spans.append(record)
        return span_id

    parents: list[str | None] = [None] * len(turns)  # message -> its turn's invoke_agent span
    if agent_spans:
        starts = [i for i, t in enumerate(turns) if t.role == "user"]
        for n, first in enumerate(starts):
            stop = starts[n + 1] if n + 1 < len(starts) else len(turns)
            users = []
            i = first
            while i < stop and turns[i].role == "user":
                users.append(_semconv(turns[i], False))
                i += 1
            last = turns[stop - 1]
            attrs = [
                _attr("gen_ai.operation.name", "invoke_agent"),
                _attr("gen_ai.agent.name", "synth-agent"),
            ]
            if instructions is not None:
                attrs.append(_attr("gen_ai.system_instructions", instructions))
            attrs.append(_attr("gen_ai.input.messages", _dump(users)))
            if _is_answer(last):
                attrs.append(_attr("gen_ai.output.messages", _dump([_semconv(last, True)])))
            agent = span(
                "agent",
                n,
                "invoke_agent synth-agent",
                turns[first].ts,
                turns[stop - 1].ts + 1,
                attrs,
                None,
            )
            parents[first:stop] = [agent] * (stop - first)
    for i, t in enumerate(turns):
        begin = turns[i - 1].ts + 1 if i else t.ts - 1
        if t.role == "assistant":
            history = [_semconv(h, False) for h in turns[:i] if h.role != "system"]
            model = t.model or "unknown"
            attrs = [
                _attr("gen_ai.operation.name", "chat"),
                _attr("gen_ai.request.model", model),
                _attr("gen_ai.response.model", model),
            ]
            if instructions is not None:
                attrs.append(_attr("gen_ai.system_instructions", instructions))
            attrs.append(_attr("gen_ai.input.messages", _dump(history)))
            attrs.append(_attr("gen_ai.output.messages", _dump([_semconv(t, True)])))
            span("chat", i, f"chat {model}", begin, t.ts, attrs, parents[i])
        elif t.role == "tool":
            attrs = [
                _attr("gen_ai.operation.name", "execute_tool"),
                _attr("gen_ai.tool.type", "function"),
            ]
            if t.tool_name is not None:
                attrs.append(_attr("gen_ai.tool.name", t.tool_name))
            if t.tool_call_id is not None:
                attrs.append(_attr("gen_ai.tool.call.id", t.tool_call_id))
            attrs.append(_attr("gen_ai.tool.call.result", t.text))
            span(
                "tool",
                i,
                f"execute_tool {t.tool_name or ''}".strip(),
                begin,
                t.ts,
                attrs,
                parents[i],
            )
    spans.sort(key=lambda s: (int(s["startTimeUnixNano"]), s["name"]))
    return [
        _dump(
            {
                "resourceSpans": [
                    {
                        "resource": {"attributes": [_attr("service.name", "synth-agent")]},
                        "scopeSpans": [{"scope": {"name": "evidence_audit.synth"}, "spans": [s]}],
                    }
                ]
            }
        )
        for s in spans
    ]


def _otlp_line(span: dict[str, Any], service: str, scope: dict[str, Any]) -> str:
    return _dump(
        {
            "resourceSpans": [
                {
                    "resource": {"attributes": [_attr("service.name", service)]},
                    "scopeSpans": [{"scope": scope, "spans": [span]}],
                }
            ]
        }
    )


def _flat_spans(turns: list[_Turn], run_id: str, convention: str) -> list[str]:
    """OpenInference or OpenLLMetry spans: one LLM span per assistant message, flattened
    attributes; OpenInference also gets an AGENT span per user turn and a TOOL span per result,
    OpenLLMetry a Traceloop tool span per result (which the reader leaves alone)."""
    trace_hex = otel_trace_id(run_id)
    openinference = convention == "openinference"
    lines: list[tuple[int, str]] = []

    def span(kind: str, index: int, name: str, start: int, end: int, attrs: list, parent: str | None, scope: dict) -> str:
        span_id = _span_id(trace_hex, kind, index)
        record: dict[str, Any] = {
            "traceId": trace_hex,
            "spanId": span_id,
            "name": name,
            "kind": 1,
            "startTimeUnixNano": str(start),
            "endTimeUnixNano": str(end),
            "attributes": attrs,
            "status": {"code": 1} if openinference else {},
        }
        if parent is not None:
            record["parentSpanId"] = parent
        lines.append((start, _otlp_line(record, "synth-agent", scope)))
        return span_id

    def flat_message(prefix: str, t: _Turn) -> list[dict[str, Any]]:
        attrs = []
        if openinference:
            attrs.append(_attr(f"{prefix}.message.role", t.role))
            if t.text or t.role == "tool":
                attrs.append(_attr(f"{prefix}.message.content", t.text))
            if t.tool_call_id is not None:
                attrs.append(_attr(f"{prefix}.message.tool_call_id", t.tool_call_id))
            for k, (i, n, a) in enumerate(t.tool_calls):
                call = f"{prefix}.message.tool_calls.{k}.tool_call"
                if i is not None:
                    attrs.append(_attr(f"{call}.id", i))
                attrs.append(_attr(f"{call}.function.name", n or ""))
                attrs.append(_attr(f"{call}.function.arguments", a))
        else:
            attrs.append(_attr(f"{prefix}.role", t.role))
            if t.text:
                attrs.append(_attr(f"{prefix}.content", t.text))
            if t.tool_call_id is not None:
                attrs.append(_attr(f"{prefix}.tool_call_id", t.tool_call_id))
            for k, (i, n, a) in enumerate(t.tool_calls):
                if i is not None:
                    attrs.append(_attr(f"{prefix}.tool_calls.{k}.id", i))
                attrs.append(_attr(f"{prefix}.tool_calls.{k}.name", n or ""))
                attrs.append(_attr(f"{prefix}.tool_calls.{k}.arguments", a))
        return attrs

    if openinference:
        scope = {"name": "openinference.instrumentation.openai", "version": "0.1.66"}
        app_scope = {"name": "synth-agent"}
        prompts, completions = "llm.input_messages", "llm.output_messages"
    else:
        scope = {"name": "opentelemetry.instrumentation.openai.v1", "version": "0.47.5"}
        app_scope = {"name": "traceloop.tracer"}
        prompts, completions = "gen_ai.prompt", "gen_ai.completion"
    root = None
    if turns:
        first, last = turns[0], turns[-1]
        if openinference:
            attrs = [_attr("openinference.span.kind", "AGENT")]
            users = [t.text for t in turns if t.role == "user"]
            if users:
                attrs.append(_attr("input.value", users[0]))
                attrs.append(_attr("input.mime_type", "text/plain"))
        else:
            attrs = [
                _attr("traceloop.span.kind", "workflow"),
                _attr("traceloop.entity.name", "synth-agent"),
            ]
        root = span("agent", 0, "synth-agent", first.ts - 2, last.ts + 1, attrs, None, app_scope)
    for i, t in enumerate(turns):
        begin = turns[i - 1].ts + 1 if i else t.ts - 1
        if t.role == "assistant":
            model = t.model or "unknown"
            if openinference:
                attrs = [_attr("openinference.span.kind", "LLM"), _attr("llm.system", "openai")]
            else:
                attrs = [
                    _attr("llm.request.type", "chat"),
                    _attr("gen_ai.system", "openai"),
                    _attr("gen_ai.request.model", model),
                ]
            for n, h in enumerate(turns[:i]):
                attrs += flat_message(f"{prompts}.{n}", h)
            if openinference:
                attrs.append(_attr("llm.model_name", model))
                attrs += flat_message(f"{completions}.0", t)
                attrs.append(_attr("llm.finish_reason", "tool_calls" if t.tool_calls else "stop"))
                name = "ChatCompletion"
            else:
                attrs.append(_attr("gen_ai.response.model", model))
                attrs.append(
                    _attr(f"{completions}.0.finish_reason", "tool_calls" if t.tool_calls else "stop")
                )
                attrs += flat_message(f"{completions}.0", t)
                name = "openai.chat"
            span("chat", i, name, begin, t.ts, attrs, root, scope)
        elif t.role == "tool":
            arguments = next(
                (a for h in turns[:i] for c, _, a in h.tool_calls if c == t.tool_call_id), "{}"
            )
            if openinference:
                attrs = [_attr("openinference.span.kind", "TOOL")]
                if t.tool_name is not None:
                    attrs.append(_attr("tool.name", t.tool_name))
                attrs += [
                    _attr("input.value", arguments),
                    _attr("input.mime_type", "application/json"),
                    _attr("output.value", t.text),
                    _attr("output.mime_type", "text/plain"),
                ]
            else:
                attrs = [
                    _attr("traceloop.span.kind", "tool"),
                    _attr("traceloop.entity.name", t.tool_name or "tool"),
                    _attr("traceloop.entity.input", _dump({"args": [], "kwargs": _tool_input(arguments)})),
                    _attr("traceloop.entity.output", _dump(t.text)),
                ]
            name = t.tool_name or "tool"
            span("tool", i, name if openinference else f"{name}.tool", begin, t.ts, attrs, root, app_scope)
    lines.sort(key=lambda pair: pair[0])
    return [line for _, line in lines]


def _iso(ns: int, zone: str) -> str:
    """Unix nanoseconds as an RFC 3339 time to the microsecond (`Z` or no zone: UTC)."""
    seconds, rest = divmod(ns, 10**9)
    moment = datetime.fromtimestamp(seconds, tz=UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S") + f".{rest // 1000:06d}" + zone


def _uuid(run_id: str, kind: str, index: int) -> str:
    return str(uuid.UUID(hashlib.sha256(f"{run_id}/{kind}/{index}".encode()).hexdigest()[:32]))


def _chat_message(t: _Turn) -> dict[str, Any]:
    """A turn as a Chat Completions message (what Langfuse's OpenAI integration records)."""
    if t.role == "tool":
        return {"role": "tool", "content": t.text, "tool_call_id": t.tool_call_id}
    message: dict[str, Any] = {"role": t.role, "content": t.text or None}
    if t.tool_calls:
        message["tool_calls"] = [
            {"id": i, "type": "function", "function": {"name": n, "arguments": a}}
            for i, n, a in t.tool_calls
        ]
    return message


def _langfuse(turns: list[_Turn], run_id: str) -> list[str]:
    """One Langfuse observation a line, as `/api/public/v2/observations` lists them."""
    trace = otel_trace_id(run_id)
    lines = []
    base = {"traceId": trace, "projectId": "synth-project", "environment": "default"}
    for i, t in enumerate(turns):
        begin = turns[i - 1].ts + 1000 if i else t.ts - 1000
        if t.role == "assistant":
            output = _chat_message(t)
            output.pop("tool_call_id", None)
            obs = {
                "id": _span_id(trace, "generation", i),
                **base,
                "type": "GENERATION",
                "name": "OpenAI-generation",
                "startTime": _iso(begin, "Z"),
                "endTime": _iso(t.ts, "Z"),
                "parentObservationId": None,
                "level": "DEFAULT",
                "model": t.model or "unknown",
                "input": [_chat_message(h) for h in turns[:i]],
                "output": output,
            }
        elif t.role == "tool":
            arguments = next(
                (a for h in turns[:i] for c, _, a in h.tool_calls if c == t.tool_call_id), "{}"
            )
            obs = {
                "id": _span_id(trace, "tool", i),
                **base,
                "type": "TOOL",
                "name": t.tool_name or "tool",
                "startTime": _iso(begin, "Z"),
                "endTime": _iso(t.ts, "Z"),
                "parentObservationId": None,
                "level": "DEFAULT",
                "input": _tool_input(arguments),
                "output": t.text,
            }
        else:
            continue
        lines.append(_dump(obs))
    return lines


def _lc(kind: str, kwargs: dict[str, Any]) -> dict[str, Any]:
    """A LangChain message as `langchain_core.load.dumpd` serializes it."""
    return {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", kind], "kwargs": kwargs}


def _lc_message(t: _Turn) -> dict[str, Any]:
    if t.role == "system":
        return _lc("SystemMessage", {"content": t.text, "type": "system"})
    if t.role == "user":
        return _lc("HumanMessage", {"content": t.text, "type": "human"})
    if t.role == "tool":
        kwargs: dict[str, Any] = {"content": t.text, "type": "tool", "tool_call_id": t.tool_call_id}
        if t.tool_name is not None:
            kwargs["name"] = t.tool_name
        kwargs["status"] = "success"
        return _lc("ToolMessage", kwargs)
    kwargs = {"content": t.text, "type": "ai"}
    if t.tool_calls:
        kwargs["tool_calls"] = [
            {"name": n, "args": _tool_input(a), "id": i, "type": "tool_call"} for i, n, a in t.tool_calls
        ]
        kwargs["invalid_tool_calls"] = []
    return _lc("AIMessage", kwargs)


def _langsmith(turns: list[_Turn], run_id: str) -> list[str]:
    """One LangSmith run a line, as `Client.list_runs` returns them: a root chain, an llm run
    per assistant message (LangChain-serialized messages) and a tool run per result."""
    trace = run_id  # LangSmith's trace ids are UUIDs; the run id is kept as it is, to read back
    if not turns:
        return []
    first, last = turns[0], turns[-1]
    stamp = _iso(first.ts - 2000, "").replace("-", "").replace(":", "").replace(".", "")
    root_order = f"{stamp}Z{trace}"
    lines = [
        _dump(
            {
                "id": trace,
                "trace_id": trace,
                "parent_run_id": None,
                "dotted_order": root_order,
                "name": "AgentExecutor",
                "run_type": "chain",
                "start_time": _iso(first.ts - 2000, ""),
                "end_time": _iso(last.ts + 1000, ""),
                "inputs": {"input": next((t.text for t in turns if t.role == "user"), "")},
                "outputs": {"output": last.text} if _is_answer(last) else {},
                "session_id": _uuid("synth-project", "session", 0),
                "status": "success",
                "extra": {},
                "error": None,
                "tags": [],
            }
        )
    ]
    for i, t in enumerate(turns):
        begin = turns[i - 1].ts + 1000 if i else t.ts - 1000
        ident = _uuid(run_id, t.role, i)
        common = {
            "id": ident,
            "trace_id": trace,
            "parent_run_id": trace,
            "dotted_order": root_order + "." + _iso(begin, "").replace("-", "").replace(":", "").replace(".", "") + "Z" + ident,
            "start_time": _iso(begin, ""),
            "end_time": _iso(t.ts, ""),
            "status": "success",
            "error": None,
            "tags": [],
        }
        if t.role == "assistant":
            finish = "tool_calls" if t.tool_calls else "stop"
            run = {
                **common,
                "name": "ChatOpenAI",
                "run_type": "llm",
                "extra": {"metadata": {"ls_provider": "openai", "ls_model_name": t.model or "unknown"}},
                "inputs": {"messages": [[_lc_message(h) for h in turns[:i]]]},
                "outputs": {
                    "generations": [
                        [
                            {
                                "text": t.text,
                                "generation_info": {"finish_reason": finish},
                                "type": "ChatGeneration",
                                "message": _lc_message(t),
                            }
                        ]
                    ],
                    "llm_output": {"model_name": t.model or "unknown"},
                },
            }
        elif t.role == "tool":
            arguments = next(
                (a for h in turns[:i] for c, _, a in h.tool_calls if c == t.tool_call_id), "{}"
            )
            run = {
                **common,
                "name": t.tool_name or "tool",
                "run_type": "tool",
                "extra": {},
                "inputs": {"input": arguments},
                "outputs": {"output": _lc_message(t)},
            }
        else:
            continue
        lines.append(_dump(run))
    return lines


def write_run(
    conversation: Iterable[Message | Mapping[str, Any]],
    fmt: str,
    *,
    run_id: str | None = None,
    model: str | None = None,
    start_ns: int = START_NS,
    step_ns: int = STEP_NS,
    agent_spans: bool = True,
    id_encoding: str = "hex",
) -> list[str]:
    """A conversation of one run -> the JSONL lines `fmt` writes for it (no newlines).

    `run_id` defaults to the messages' run id (or "run-1"); `model` names the model where the
    messages do not; otel only: `agent_spans` adds one `invoke_agent` span per user turn and
    `id_encoding` ("hex" or "base64") is how trace and span ids are written.
    """
    turns, found = _normalize(conversation, start_ns, step_ns, model)
    run = run_id or found or "run-1"
    if fmt == "events":
        return _events(turns, run)
    if fmt == "openai-chat":
        return _openai_chat(turns, run)
    if fmt == "anthropic":
        return _anthropic(turns, run)
    if fmt == "openai-responses":
        return _openai_responses(turns, run)
    if fmt in ("openinference", "openllmetry"):
        return _flat_spans(turns, run, fmt)
    if fmt == "langfuse":
        return _langfuse(turns, run)
    if fmt == "langsmith":
        return _langsmith(turns, run)
    if fmt == "otel":
        if id_encoding not in ("hex", "base64"):
            raise ValueError(f"id_encoding {id_encoding!r}; expected hex or base64")
        return _otel(turns, run, agent_spans, id_encoding)
    from . import FORMATS  # the one list of --format names

    raise ValueError(f"unknown trace format {fmt!r}; expected one of {', '.join(FORMATS)}")
