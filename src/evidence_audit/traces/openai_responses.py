"""Read `openai-responses` lines: a run as Responses API items, in an envelope or one item a line.

Envelope: `instructions` (the system text), then `input` (a string, or items), then `output`
items. Items: `message` (roles user, system, developer, assistant; `content` a string or parts,
`input_text`/`output_text`/`text`/`refusal` texts joined by newlines), `function_call`
(`call_id`, `name`, `arguments` kept as the string it was), `function_call_output` (`output`
as served: a string verbatim, text parts joined, other JSON once), their `custom_tool_call`
twins, and `mcp_call` (a call and its `output` in one item). `reasoning` and hosted-tool items
carry no text the audit reads.

One model turn is one canonical assistant message: an assistant `message` item and the
`function_call` items right after it merge (text plus tool calls: it asks for a tool, so it is
not an answer), as Chat Completions would have carried them. An assistant message is an answer
when it has text and no tool call and, when `phase` is present, `phase` is `final_answer`
(`commentary` is the model talking while it works).

Item per line: a line that is one item carries its run id (`run_id`, `trace_id`,
`conversation_id`, then `response_id`; the item's own `id` names the item) and may carry `seq`
(or `sequence_number`); lines without one sort by file and line.
"""

from __future__ import annotations

from typing import Any, Final

from ._build import RunMessages
from ._common import (
    Reject,
    a_type,
    is_answer,
    join_text,
    opt_id,
    opt_str,
    run_id,
    show,
    tool_call,
    tool_content,
)
from .model import Message, Source, ToolCall

FORMAT = "openai-responses"
ITEM_RUN_ID_FIELDS: Final = ("run_id", "trace_id", "conversation_id", "response_id")

ITEM_TYPES = frozenset(
    {
        "message",
        "function_call",
        "function_call_output",
        "custom_tool_call",
        "custom_tool_call_output",
        "mcp_call",
        "reasoning",
    }
)
_ROLES: Final = {"user": "user", "system": "system", "developer": "system", "assistant": "assistant"}
_TEXT: Final = {"input_text": "text", "output_text": "text", "text": "text", "refusal": "refusal"}
_PHASES: Final = ("commentary", "final_answer")


class _Builder:
    """Collects canonical messages, merging an assistant message with the calls that follow."""

    def __init__(
        self, run: str, model: str | None, source: Source, order_prefix: tuple[int, ...] | None
    ):
        # envelope: (); item line: (seq,), or None when it has none (it sorts by file and line)
        def position(index: int) -> tuple[int, tuple[int, ...]]:
            seq = order_prefix[0] if order_prefix else index
            return seq, () if order_prefix is None else order_prefix + (index,)

        self.build = RunMessages(run, source, model, position=position)
        self.out = self.build.out
        self.text: str | None = None  # the open assistant turn, if any
        self.calls: list[ToolCall] = []
        self.phase: str | None = None

    def close(self) -> None:
        """End the open assistant turn, if any."""
        if self.text is None:
            return
        calls = tuple(self.calls)
        answer = is_answer("assistant", self.text, calls)
        if self.phase is not None:
            answer = answer and self.phase == "final_answer"
        self.build.add("assistant", self.text, calls=calls, answer=answer)
        self.text, self.calls, self.phase = None, [], None

    def message(self, role: str, text: str, phase: str | None) -> None:
        self.close()
        if role == "assistant":
            self.text, self.phase = text, phase
        else:
            self.build.add(role, text, answer=False)

    def call(self, call: ToolCall) -> None:
        if self.text is None:
            self.text = ""
        self.calls.append(call)

    def result(self, call_id: str | None, text: str) -> None:
        self.close()
        self.build.add("tool", text, call_id=call_id)

    def item(self, item: Any, at: str) -> None:
        """Read one Responses item."""
        if not isinstance(item, dict):
            raise Reject(f"{at} is {a_type(item)} {show(item)}; expected an item object")
        kind = item.get("type")
        if kind is None and "role" in item:
            kind = "message"
        if not isinstance(kind, str):
            raise Reject(f"{at} has type {show(kind)}; expected a Responses item type")
        if kind == "message":
            wire_role = item.get("role")
            role = _ROLES.get(wire_role) if isinstance(wire_role, str) else None
            if role is None:
                raise Reject(
                    f"{at} has role {show(wire_role)}; expected user, system, developer or assistant"
                )
            phase = opt_str(item, "phase", at)
            if phase is not None and phase not in _PHASES:
                raise Reject(f"{at} has phase {show(phase)}; expected commentary or final_answer")
            self.message(role, join_text(item.get("content"), at + ".content", _TEXT), phase)
        elif kind in ("function_call", "custom_tool_call"):
            call_id = opt_id(item, "call_id", at) or opt_id(item, "id", at)
            name = opt_str(item, "name", at)
            args = item.get("arguments") if kind == "function_call" else item.get("input")
            self.call(tool_call(call_id, name, args, at))
        elif kind in ("function_call_output", "custom_tool_call_output"):
            call_id = opt_id(item, "call_id", at)
            self.result(call_id, tool_content(item.get("output"), at + ".output", _TEXT))
        elif kind == "mcp_call":
            call_id = opt_id(item, "id", at)
            name = opt_str(item, "name", at)
            self.call(tool_call(call_id, name, item.get("arguments"), at))
            if item.get("output") is not None:
                self.result(call_id, tool_content(item["output"], at + ".output", _TEXT))
        # reasoning, hosted tools (web/file search, computer, code interpreter): nothing to read


def read(
    obj: dict[str, Any],
    source: Source,
    fields: tuple[str, ...] | None,
    defaults: tuple[str, ...],
) -> tuple[list[Message], str]:
    """An envelope line, or a one-item line, -> its messages and run id."""
    if isinstance(obj.get("type"), str) and obj["type"] in ITEM_TYPES:
        what = f"the {FORMAT} item"
        run = run_id(obj, fields, ITEM_RUN_ID_FIELDS, what)
        seq = obj.get("seq", obj.get("sequence_number"))
        if seq is not None and (isinstance(seq, bool) or not isinstance(seq, int)):
            raise Reject(f"{what} has seq {show(seq)}; expected an integer position")
        builder = _Builder(
            run, opt_str(obj, "model", what), source, None if seq is None else (seq,)
        )
        builder.item(obj, what)
        builder.close()
        return builder.out, run
    what = f"the {FORMAT} envelope"
    run = run_id(obj, fields, defaults, what)
    if "input" not in obj and "output" not in obj:
        raise Reject(f"{what} has neither an 'input' nor an 'output' list of items")
    builder = _Builder(run, opt_str(obj, "model", what), source, ())
    instructions = obj.get("instructions")
    if isinstance(instructions, list):
        for i, item in enumerate(instructions):
            builder.item(item, f"{FORMAT} instructions[{i}]")
    elif instructions is not None:
        builder.message("system", join_text(instructions, f"{what} instructions", _TEXT), None)
    for key in ("input", "output"):
        items = obj.get(key)
        if items is None:
            continue
        if isinstance(items, str):
            builder.message("user", items, None)
            continue
        if not isinstance(items, list):
            raise Reject(f"{what} '{key}' is {a_type(items)}; expected a list of items")
        for i, item in enumerate(items):
            builder.item(item, f"{FORMAT} {key}[{i}]")
    builder.close()
    return builder.out, run
