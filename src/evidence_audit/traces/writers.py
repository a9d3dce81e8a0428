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
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import orjson

from .model import Message

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
    if fmt == "otel":
        if id_encoding not in ("hex", "base64"):
            raise ValueError(f"id_encoding {id_encoding!r}; expected hex or base64")
        return _otel(turns, run, agent_spans, id_encoding)
    raise ValueError(
        f"unknown trace format {fmt!r}; expected events, openai-chat, anthropic, otel or "
        "openai-responses"
    )
