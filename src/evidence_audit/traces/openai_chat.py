"""Read `openai-chat` lines: one run per line, an envelope holding a Chat Completions `messages` list.

Roles `system` and `developer` are system text; `tool` (with `tool_call_id`) and the legacy
`function` (with `name`) are tool results. `content` is a string, null, or a list of parts whose
`text` (and `refusal`) texts are joined by newlines. `tool_calls[].function.arguments` is kept
as the JSON string it was; the legacy `function_call` is a tool call with no id. An assistant
message with tool calls (or a function call) asks for a tool, so it is never an answer.
"""

from __future__ import annotations

from typing import Any, Final

from ._build import RunMessages
from ._common import (
    Reject,
    a_type,
    join_text,
    keys_of,
    opt_id,
    opt_str,
    run_id,
    show,
    tool_call,
    tool_content,
)
from .model import Message, Source, ToolCall

FORMAT = "openai-chat"

# role on the wire -> canonical role
ROLES: Final = {
    "system": "system",
    "developer": "system",
    "user": "user",
    "assistant": "assistant",
    "tool": "tool",
    "function": "tool",
}
_ROLE_LIST: Final = "system, developer, user, assistant, tool or function"

# content part type -> the field holding its text
TEXT_PARTS: Final = {"text": "text", "refusal": "refusal", "input_text": "text", "output_text": "text"}


def read_tool_calls(value: Any, where: str) -> tuple[ToolCall, ...]:
    """`tool_calls` in the Chat Completions shape (`function: {name, arguments}`), the `custom`
    tool shape (`custom: {name, input}`), or flat (`{id, name, arguments}`)."""
    if value is None:
        return ()
    if not isinstance(value, list):
        raise Reject(f"{where} is {a_type(value)}; expected a list of tool calls")
    calls: list[ToolCall] = []
    for i, call in enumerate(value):
        at = f"{where}[{i}]"
        if not isinstance(call, dict):
            raise Reject(f"{at} is {a_type(call)} {show(call)}; expected a tool call object")
        call_id = opt_id(call, "id", at)
        function = call.get("function")
        custom = call.get("custom")
        if function is not None:
            if not isinstance(function, dict):
                raise Reject(f"{at}.function is {a_type(function)}; expected an object")
            name = opt_str(function, "name", at + ".function")
            calls.append(tool_call(call_id, name, function.get("arguments"), at + ".function"))
        elif isinstance(custom, dict):
            name = opt_str(custom, "name", at + ".custom")
            calls.append(tool_call(call_id, name, custom.get("input"), at + ".custom"))
        else:
            name = opt_str(call, "name", at)
            arguments = call.get("arguments", call.get("input"))
            calls.append(tool_call(call_id, name, arguments, at))
    return tuple(calls)


def message_fields(
    raw: Any, at: str
) -> tuple[str, str, tuple[ToolCall, ...], str | None, str | None]:
    """One Chat Completions message -> (role, text, tool calls, tool call id, tool name)."""
    if not isinstance(raw, dict):
        raise Reject(f"{at} is {a_type(raw)} {show(raw)}; expected a message object")
    wire_role = raw.get("role")
    role = ROLES.get(wire_role) if isinstance(wire_role, str) else None
    if role is None:
        raise Reject(f"{at} has role {show(wire_role)}; expected {_ROLE_LIST}")
    content = raw.get("content")
    if role == "tool":
        text = tool_content(content, at + ".content", TEXT_PARTS)
        if wire_role == "function":
            return "tool", text, (), None, opt_str(raw, "name", at)
        return "tool", text, (), opt_id(raw, "tool_call_id", at), opt_str(raw, "name", at) or None
    text = join_text(content, at + ".content", TEXT_PARTS)
    if role != "assistant":
        return role, text, (), None, None
    refusal = opt_str(raw, "refusal", at)
    if refusal and not text:
        text = refusal
    return role, text, read_calls(raw, at), None, None


def read_message(raw: Any, at: str, build: RunMessages) -> None:
    """One Chat Completions message -> one canonical message, added to `build`."""
    role, text, calls, call_id, tool_name = message_fields(raw, at)
    build.add(role, text, calls=calls, call_id=call_id, tool_name=tool_name)


def read_calls(raw: dict[str, Any], at: str) -> tuple[ToolCall, ...]:
    """An assistant message's `tool_calls`, and its legacy `function_call` (a call with no id)."""
    calls = read_tool_calls(raw.get("tool_calls"), at + ".tool_calls")
    legacy = raw.get("function_call")
    if legacy is not None:
        if not isinstance(legacy, dict):
            raise Reject(f"{at}.function_call is {a_type(legacy)}; expected an object")
        name = opt_str(legacy, "name", at + ".function_call")
        calls += (tool_call(None, name, legacy.get("arguments"), at + ".function_call"),)
    return calls


def read_messages(
    messages: Any, run: str, model: str | None, source: Source, what: str, first_seq: int = 0
) -> list[Message]:
    """Chat Completions messages -> canonical messages, positions from `first_seq` on."""
    if not isinstance(messages, list):
        raise Reject(f"{what} 'messages' is {a_type(messages)}; expected a list of messages")
    build = RunMessages(run, source, model, first_seq=first_seq)
    for i, raw in enumerate(messages):
        read_message(raw, f"{what} messages[{i}]", build)
    return build.out


def read(
    obj: dict[str, Any],
    source: Source,
    fields: tuple[str, ...] | None,
    defaults: tuple[str, ...],
) -> tuple[list[Message], str]:
    """One envelope line -> its run's messages and run id."""
    run = run_id(obj, fields, defaults, f"the {FORMAT} envelope")
    model = opt_str(obj, "model", f"the {FORMAT} envelope")
    if "messages" not in obj:
        raise Reject(f"the {FORMAT} envelope has no 'messages' list; the line's keys are {keys_of(obj)}")
    return read_messages(obj["messages"], run, model, source, FORMAT), run
