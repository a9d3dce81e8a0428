"""Read `langsmith` lines: LangSmith runs, one a line (as `Client.list_runs` returns them).

A run (the `langsmith` package's `schemas.Run`): `id`, `trace_id`, `parent_run_id`, `name`,
`run_type` (llm, tool, chain, ...), `start_time`, `end_time`, `inputs`, `outputs`, and
optionally `child_runs` (a run tree), read recursively.

What is read:
- `llm` runs: `inputs.messages` is what the model was sent, channel "context", at the start:
  LangChain's serialized messages (`{"lc": 1, "type": "constructor", "id": [...,
  "HumanMessage"], "kwargs": {...}}`, a list per prompt: `[[...]]`), `messages_to_dict`'s
  `{"type": "human", "data": {...}}`, or Chat Completions dicts (`wrap_openai`). `outputs` is
  what it produced, channel "output", at the end: `generations[i][j].message` (LangChain, with
  `generation_info.finish_reason`) or `choices[i].message` (`wrap_openai`). An assistant
  message with text, no tool call, and finish reason absent or stop is an answer.
  AIMessage `tool_calls` (`{name, args, id}`; `args` serialized once, compactly) are its
  calls; without them, `additional_kwargs.tool_calls` in the Chat Completions shape.
- `tool` runs: `outputs.output` is the result: a serialized `ToolMessage` (its `content`, and
  `tool_call_id`), a string verbatim, or other JSON once; channel "tool", at the end; `name`
  is the tool's name.

`chain`, `retriever`, `prompt`, `parser` and other runs are not read (their inputs and outputs
are whatever the app passed), except for their `child_runs`. The run id is `trace_id` (a root
run without one is its own trace: `id`); `--run-id` picks other fields. Each llm run re-sends
the history; `assemble_run` keeps one copy (README: otel).
"""

from __future__ import annotations

from typing import Any, Final

from ._build import PHASE_INPUT, PHASE_OUTPUT, PHASE_TOOL, SpanMessages
from ._common import (
    Reject,
    a_type,
    join_text,
    opt_id,
    opt_str,
    run_id,
    served_text,
    show,
    timestamp_ns,
    tool_call,
    tool_content,
)
from .model import CHANNEL_CONTEXT, CHANNEL_OUTPUT, CHANNEL_TOOL, Message, Source, ToolCall
from .openai_chat import message_fields, read_tool_calls

FORMAT = "langsmith"
RUN_ID_FIELDS: Final = ("trace_id", "id")

_CLASSES = {
    "HumanMessage": "user",
    "HumanMessageChunk": "user",
    "AIMessage": "assistant",
    "AIMessageChunk": "assistant",
    "SystemMessage": "system",
    "SystemMessageChunk": "system",
    "ToolMessage": "tool",
    "ToolMessageChunk": "tool",
    "FunctionMessage": "tool",
    "FunctionMessageChunk": "tool",
    "ChatMessage": "chat",
    "ChatMessageChunk": "chat",
}
_TYPES: Final = {
    "human": "user",
    "ai": "assistant",
    "system": "system",
    "tool": "tool",
    "function": "tool",
    "chat": "chat",
}
_CHAT_ROLES: Final = {
    "system": "system",
    "developer": "system",
    "user": "user",
    "human": "user",
    "assistant": "assistant",
    "ai": "assistant",
    "tool": "tool",
}
_STOP: Final = frozenset({"stop", "end_turn", "stop_sequence"})
_TEXT: Final = {"text": "text"}

Fields = tuple[str, str, tuple[ToolCall, ...], "str | None", "str | None"]


def _lc_calls(kwargs: dict[str, Any], where: str) -> tuple[ToolCall, ...]:
    calls = kwargs.get("tool_calls")
    if calls is None:
        extra = kwargs.get("additional_kwargs")
        if isinstance(extra, dict) and extra.get("tool_calls") is not None:
            return read_tool_calls(extra["tool_calls"], where + ".additional_kwargs.tool_calls")
        return ()
    if not isinstance(calls, list):
        raise Reject(f"{where}.tool_calls is {a_type(calls)}; expected a list of tool calls")
    out: list[ToolCall] = []
    for i, call in enumerate(calls):
        at = f"{where}.tool_calls[{i}]"
        if not isinstance(call, dict):
            raise Reject(f"{at} is {a_type(call)} {show(call)}; expected a tool call object")
        if "function" in call:
            out += read_tool_calls([call], at)
            continue
        out.append(
            tool_call(opt_id(call, "id", at), opt_str(call, "name", at), call.get("args"), at)
        )
    return tuple(out)


def message(value: Any, where: str) -> Fields:
    """A LangChain message, serialized or as a dict, -> (role, text, calls, call id, tool name)."""
    if not isinstance(value, dict):
        raise Reject(f"{where} is {a_type(value)} {show(value)}; expected a message object")
    if value.get("lc") is not None and "kwargs" in value:
        ident = value.get("id")
        name = ident[-1] if isinstance(ident, list) and ident else None
        kwargs = value["kwargs"]
        role = _CLASSES.get(name) if isinstance(name, str) else None
        at = where + ".kwargs"
    elif "data" in value and isinstance(value.get("type"), str):
        kwargs = value["data"]
        role = _TYPES.get(value["type"])
        at = where + ".data"
    elif "role" in value:
        return message_fields(value, where)
    else:
        kwargs, at = value, where
        kind = value.get("type")
        role = _TYPES.get(kind) if isinstance(kind, str) else None
    if not isinstance(kwargs, dict):
        raise Reject(f"{at} is {a_type(kwargs)}; expected the message's fields")
    if role is None and isinstance(kwargs.get("type"), str):
        role = _TYPES.get(kwargs["type"])
    if role == "chat":
        wire = kwargs.get("role")
        role = _CHAT_ROLES.get(wire) if isinstance(wire, str) else None
    if role is None:
        raise Reject(f"{where} is not a LangChain message (human, ai, system, tool or chat)")
    content = kwargs.get("content")
    if role == "tool":
        text = tool_content(content, at + ".content", _TEXT)
        return "tool", text, (), opt_id(kwargs, "tool_call_id", at), opt_str(kwargs, "name", at)
    text = join_text(content, at + ".content", _TEXT)
    calls = _lc_calls(kwargs, at) if role == "assistant" else ()
    return role, text, calls, None, None


def _sent(inputs: dict[str, Any], where: str) -> list[tuple[Any, str]]:
    messages = inputs.get("messages")
    if messages is None:
        prompts = inputs.get("prompts")
        if isinstance(prompts, list):
            return [
                ({"role": "user", "content": p}, f"{where}.prompts[{i}]")
                for i, p in enumerate(prompts)
            ]
        return []
    if not isinstance(messages, list):
        raise Reject(f"{where}.messages is {a_type(messages)}; expected a list of messages")
    out = []
    for i, item in enumerate(messages):
        if isinstance(item, list):  # one list of messages per prompt in the batch
            out += [(m, f"{where}.messages[{i}][{j}]") for j, m in enumerate(item)]
        else:
            out.append((item, f"{where}.messages[{i}]"))
    return out


def _produced(outputs: dict[str, Any], where: str) -> list[tuple[Any, Any, str]]:
    """(message, finish reason, where) for each output of an llm run."""
    out = []
    generations = outputs.get("generations")
    if isinstance(generations, list):
        for i, batch in enumerate(generations):
            items = batch if isinstance(batch, list) else [batch]
            for j, gen in enumerate(items):
                at = f"{where}.generations[{i}][{j}]"
                if not isinstance(gen, dict):
                    raise Reject(f"{at} is {a_type(gen)}; expected a generation object")
                info = gen.get("generation_info")
                finish = info.get("finish_reason") if isinstance(info, dict) else None
                if gen.get("message") is not None:
                    out.append((gen["message"], finish, at + ".message"))
                else:
                    text = gen.get("text")
                    out.append(({"role": "assistant", "content": text}, finish, at))
        return out
    choices = outputs.get("choices")
    if isinstance(choices, list):
        for i, choice in enumerate(choices):
            at = f"{where}.choices[{i}]"
            if not isinstance(choice, dict):
                raise Reject(f"{at} is {a_type(choice)}; expected a choice object")
            out.append((choice.get("message"), choice.get("finish_reason"), at + ".message"))
    return out


def _run(run: Any, trace: str, source: Source, where: str, depth: int) -> list[Message]:
    if not isinstance(run, dict):
        raise Reject(f"{where} is {a_type(run)} {show(run)}; expected a run object")
    if depth > 64:
        raise Reject(f"{where} nests child_runs more than 64 deep")
    kind = run.get("run_type")
    if not isinstance(kind, str):
        raise Reject(f"{where}.run_type is {show(kind)}; expected llm, tool, chain, ...")
    out: list[Message] = []
    if kind in ("llm", "tool"):
        ident = opt_id(run, "id", where)
        label = f"langsmith {kind} run {ident or '(no id)'} of trace {trace} ({where})"
        start = timestamp_ns(run.get("start_time"), where + ".start_time")
        end = timestamp_ns(run.get("end_time"), where + ".end_time")
        inputs = run.get("inputs") or {}
        outputs = run.get("outputs") or {}
        if not isinstance(inputs, dict):
            raise Reject(f"{where}.inputs is {a_type(inputs)}; expected an object")
        if not isinstance(outputs, dict):
            raise Reject(f"{where}.outputs is {a_type(outputs)}; expected an object")
        extra = run.get("extra")
        meta = extra.get("metadata") if isinstance(extra, dict) else None
        model = None
        if isinstance(meta, dict) and isinstance(meta.get("ls_model_name"), str):
            model = meta["ls_model_name"]
        build = SpanMessages(trace, ident, start, end, model, source, label, start_name="start_time")
        if kind == "llm":
            for raw, at in _sent(inputs, where + ".inputs"):
                role, text, calls, call_id, name = message(raw, at)
                build.add(
                    PHASE_INPUT, CHANNEL_CONTEXT, role, text,
                    calls=calls, call_id=call_id, tool_name=name,
                )
            for raw, finish, at in _produced(outputs, where + ".outputs"):
                role, text, calls, call_id, name = message(raw, at)
                answer = (
                    role == "assistant"
                    and not calls
                    and bool(text.strip())
                    and (finish is None or (isinstance(finish, str) and finish.lower() in _STOP))
                )
                build.add(
                    PHASE_OUTPUT, CHANNEL_OUTPUT, role, text,
                    calls=calls, call_id=call_id, tool_name=name, answer=answer,
                )
        elif "output" in outputs and outputs["output"] is not None:
            result = outputs["output"]
            call_id = None
            name = opt_str(run, "name", where)
            if isinstance(result, dict) and (result.get("lc") is not None or "tool_call_id" in result):
                role, text, _, call_id, named = message(result, where + ".outputs.output")
                name = named or name
            else:
                text = served_text(result, where + ".outputs.output")
            build.add(PHASE_TOOL, CHANNEL_TOOL, "tool", text, call_id=call_id, tool_name=name)
        out += build.out
    children = run.get("child_runs")
    if isinstance(children, list):
        for i, child in enumerate(children):
            out += _run(child, trace, source, f"{where}.child_runs[{i}]", depth + 1)
    return out


def read(
    obj: dict[str, Any], source: Source, fields: tuple[str, ...] | None
) -> tuple[list[Message], list[str]]:
    """One run line (with its child runs, if any) -> messages and run id."""
    what = f"the {FORMAT} run"
    trace = run_id(obj, fields, RUN_ID_FIELDS, what)
    return _run(obj, trace, source, what, 0), [trace]
