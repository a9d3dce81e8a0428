"""Read `anthropic` lines: one run per line, an envelope holding Anthropic Messages `messages`.

The Messages API puts tool results inside **user** messages: each `tool_result` block becomes
its own tool message (`tool_use_id` is the call id; `content` a string kept as served, or blocks
whose `text` parts are joined by newlines; `is_error` results are still results). Any text
blocks in that user message follow as a user message, in block order after the results (text the
model read, so exempt text rather than answer material). Assistant `text` blocks joined by
newlines are the assistant's text; `thinking` and `redacted_thinking` are not; `tool_use` blocks
are tool calls, their `input` object serialized once, compactly. A top-level `system` (string or
text blocks) is the run's first message.
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

FORMAT = "anthropic"

_ROLES = ("user", "assistant", "system")
_TEXT: Final = {"text": "text"}


def read(
    obj: dict[str, Any],
    source: Source,
    fields: tuple[str, ...] | None,
    defaults: tuple[str, ...],
) -> tuple[list[Message], str]:
    """One envelope line -> its run's messages and run id."""
    what = f"the {FORMAT} envelope"
    run = run_id(obj, fields, defaults, what)
    model = opt_str(obj, "model", what)
    build = RunMessages(run, source, model)
    if obj.get("system") is not None:
        build.add("system", join_text(obj["system"], what + " system", _TEXT))
    if "messages" not in obj:
        raise Reject(f"{what} has no 'messages' list; the line's keys are {keys_of(obj)}")
    messages = obj.get("messages")
    if not isinstance(messages, list):
        raise Reject(f"{what} 'messages' is {a_type(messages)}; expected a list of messages")
    for i, raw in enumerate(messages):
        at = f"{FORMAT} messages[{i}]"
        if not isinstance(raw, dict):
            raise Reject(f"{at} is {a_type(raw)} {show(raw)}; expected a message object")
        role = raw.get("role")
        if role not in _ROLES:
            raise Reject(f"{at} has role {show(role)}; expected user or assistant")
        content = raw.get("content")
        if content is None or isinstance(content, str):
            build.add(role, content or "")
            continue
        if not isinstance(content, list):
            raise Reject(
                f"{at}.content is {a_type(content)}; expected a string or a list of blocks"
            )
        texts: list[str] = []
        calls: list[ToolCall] = []
        results = 0
        for j, block in enumerate(content):
            where = f"{at}.content[{j}]"
            if not isinstance(block, dict):
                raise Reject(f"{where} is {a_type(block)} {show(block)}; expected a block object")
            kind = block.get("type")
            if kind is None and "text" in block:
                kind = "text"
            if not isinstance(kind, str):
                raise Reject(f"{where}.type is {a_type(kind)}; expected a block type string")
            if kind == "text":
                text = block.get("text")
                if not isinstance(text, str):
                    raise Reject(f"{where}.text is {a_type(text)}; expected a string")
                texts.append(text)
            elif kind == "tool_use" and role == "assistant":
                call_id = opt_id(block, "id", where)
                name = opt_str(block, "name", where)
                calls.append(tool_call(call_id, name, block.get("input", {}), where + ".input"))
            elif kind == "tool_result" and role == "user":
                call_id = opt_id(block, "tool_use_id", where)
                text = tool_content(block.get("content"), where + ".content", _TEXT)
                build.add("tool", text, call_id=call_id)
                results += 1
            elif kind in ("tool_use", "tool_result"):
                raise Reject(
                    f"{where} is a {kind} block in a {role} message; tool_use belongs in "
                    "assistant messages and tool_result in user messages"
                )
            # thinking, redacted_thinking, images, documents, server tools: no text to read
        text = "\n".join(texts)
        if role == "user" and results and not texts:
            continue
        build.add(role, text, calls=tuple(calls))
    return build.out, run
