"""Read `langfuse` lines: Langfuse observations, one a line or a trace's `observations` list.

Two line shapes, as Langfuse's public API returns them (the `langfuse` package's API models,
camelCase aliases): an observation (`ObservationV2`: `id`, `traceId`, `type`, `name`,
`startTime`, `endTime`, `input`, `output`, `model`, `metadata`, ...), as
`/api/public/v2/observations` lists them; or a trace with its `observations` (the older
`/api/public/traces/{id}`), whose `id` is the trace id. snake_case twins (`trace_id`,
`start_time`) are read too. `input` and `output` are JSON values, or (v2 API: "always returned
as raw strings") the JSON text of them: a string that holds a JSON object or array is read as
that value.

What is read:
- `GENERATION`: `input` is the chat the model was sent (a list of Chat Completions messages,
  or `{"messages": [...], "tools": ...}` as Langfuse's OpenAI integration records it, or a
  prompt string: a user message), channel "context", at the start; `output` is what it
  produced (an assistant message `{role, content, tool_calls}`, a list of them, or text),
  channel "output", at the end. An output with text and no tool call is an answer.
- `TOOL`: `output` is the tool's result (a string verbatim, other JSON once), channel "tool",
  at the end; `name` is the tool's name; a call id is taken from `metadata.tool_call_id` when
  the app recorded one. Without it, `assemble_run` pairs the result with its copy in the next
  generation's input by text.

`SPAN`, `AGENT`, `CHAIN`, `EVENT` and the other types are not read (their input and output are
whatever the app recorded), nor is the trace's own `input`/`output`. The run id is the trace id
(`--run-id` picks other fields, e.g. `sessionId`). Each generation re-sends the history;
`assemble_run` keeps one copy (README: otel).
"""

from __future__ import annotations

from typing import Any, Final

import orjson

from ._build import PHASE_INPUT, PHASE_OUTPUT, PHASE_TOOL, SpanMessages
from ._common import Reject, a_type, opt_id, opt_str, run_id, served_text, show, timestamp_ns
from .model import CHANNEL_CONTEXT, CHANNEL_OUTPUT, CHANNEL_TOOL, Message, Source
from .openai_chat import message_fields

FORMAT = "langfuse"
RUN_ID_FIELDS: Final = ("traceId", "trace_id")
TRACE_RUN_ID_FIELDS: Final = ("id",)

OBSERVATION_TYPES = frozenset(
    {
        "GENERATION",
        "SPAN",
        "EVENT",
        "AGENT",
        "TOOL",
        "CHAIN",
        "RETRIEVER",
        "EVALUATOR",
        "EMBEDDING",
        "GUARDRAIL",
    }
)


def is_observation(obj: dict[str, Any]) -> bool:
    """A line that is one Langfuse observation: a Langfuse type and a trace id."""
    kind = obj.get("type")
    return (
        isinstance(kind, str)
        and kind in OBSERVATION_TYPES
        and ("traceId" in obj or "trace_id" in obj)
    )


def _field(obj: dict[str, Any], camel: str, snake: str) -> Any:
    return obj.get(camel, obj.get(snake))


def _json_io(value: Any) -> Any:
    """An input or output: a JSON value, or the JSON text of an object or array."""
    if isinstance(value, str) and value[:1] in ("{", "["):
        try:
            return orjson.loads(value)
        except orjson.JSONDecodeError:
            return value
    return value


def _generation(build: SpanMessages, obs: dict[str, Any], where: str) -> None:
    sent = _json_io(obs.get("input"))
    if isinstance(sent, dict) and "messages" in sent:
        sent = sent["messages"]
    if isinstance(sent, str):
        sent = [{"role": "user", "content": sent}]
    if sent is not None:
        if not isinstance(sent, list):
            raise Reject(
                f"{where}.input is {a_type(sent)}; expected a list of chat messages or a prompt"
            )
        for i, raw in enumerate(sent):
            role, text, calls, call_id, tool_name = message_fields(raw, f"{where}.input[{i}]")
            build.add(
                PHASE_INPUT,
                CHANNEL_CONTEXT,
                role,
                text,
                calls=calls,
                call_id=call_id,
                tool_name=tool_name,
            )
    produced = _json_io(obs.get("output"))
    if produced is None:
        return
    if isinstance(produced, str):
        produced = [{"role": "assistant", "content": produced}]
    elif isinstance(produced, dict):
        produced = [produced]
    if not isinstance(produced, list):
        raise Reject(f"{where}.output is {a_type(produced)}; expected an assistant message")
    for i, raw in enumerate(produced):
        at = f"{where}.output[{i}]"
        if isinstance(raw, dict) and raw.get("role") is None:
            raw = {**raw, "role": "assistant"}
        role, text, calls, call_id, tool_name = message_fields(raw, at)
        answer = role == "assistant" and not calls and bool(text.strip())
        build.add(
            PHASE_OUTPUT,
            CHANNEL_OUTPUT,
            role,
            text,
            calls=calls,
            call_id=call_id,
            tool_name=tool_name,
            answer=answer,
        )


def _observation(
    obs: Any, run: str, source: Source, where: str
) -> list[Message]:
    if not isinstance(obs, dict):
        raise Reject(f"{where} is {a_type(obs)} {show(obs)}; expected an observation object")
    kind = obs.get("type")
    if not isinstance(kind, str):
        raise Reject(f"{where}.type is {show(kind)}; expected an observation type")
    if kind not in ("GENERATION", "TOOL"):
        return []
    obs_id = opt_id(obs, "id", where)
    label = f"langfuse {kind} observation {obs_id or '(no id)'} of trace {run} ({where})"
    start = timestamp_ns(_field(obs, "startTime", "start_time"), where + ".startTime")
    end = timestamp_ns(_field(obs, "endTime", "end_time"), where + ".endTime")
    model = opt_str(obs, "model", where)
    build = SpanMessages(run, obs_id, start, end, model, source, label, start_name="startTime")
    if kind == "GENERATION":
        _generation(build, obs, where)
    elif obs.get("output") is not None:
        metadata = obs.get("metadata")
        call_id = None
        if isinstance(metadata, dict):
            call_id = opt_id(metadata, "tool_call_id", where + ".metadata")
        build.add(
            PHASE_TOOL,
            CHANNEL_TOOL,
            "tool",
            served_text(obs["output"], where + ".output"),
            call_id=call_id,
            tool_name=opt_str(obs, "name", where),
        )
    return build.out


def read(
    obj: dict[str, Any], source: Source, fields: tuple[str, ...] | None
) -> tuple[list[Message], list[str]]:
    """An observation line, or a trace line with `observations`, -> messages and run id."""
    if "observations" in obj:
        what = f"the {FORMAT} trace"
        run = run_id(obj, fields, TRACE_RUN_ID_FIELDS, what)
        observations = obj["observations"]
        if not isinstance(observations, list):
            raise Reject(f"{what} 'observations' is {a_type(observations)}; expected a list")
        out: list[Message] = []
        for i, obs in enumerate(observations):
            out += _observation(obs, run, source, f"{FORMAT} observations[{i}]")
        return out, [run]
    what = f"the {FORMAT} observation"
    if not is_observation(obj):
        raise Reject(
            f"{what} has no Langfuse observation type and trace id (type {show(obj.get('type'))}); "
            "expected type GENERATION, SPAN, TOOL, ... and traceId"
        )
    run = run_id(obj, fields, RUN_ID_FIELDS, what)
    return _observation(obj, run, source, what), [run]
