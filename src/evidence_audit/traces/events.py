"""Read `events` lines (our own format): one JSON object per line, one message per object.

Fields: `run_id`, `seq` (an integer: the message's position in its run), `role` (system,
developer, user, assistant, tool), `content` (string, null or text parts; for a tool, any JSON
value: a string is kept as served, anything else is serialized once), `tool_call_id`,
`tool_calls` (`[{id, name, arguments}]`, or the Chat Completions shape), `name` or `tool_name`,
`ts` or `timestamp` (RFC 3339 or an epoch number), `model`. A record's own `id`, if any, names
the record, not the run, so it is not among this format's default run id fields.
"""

from __future__ import annotations

from typing import Any, Final

from ._build import RunMessages
from ._common import (
    Reject,
    join_text,
    opt_id,
    opt_str,
    run_id,
    show,
    timestamp_ns,
    tool_content,
)
from .model import Message, Source
from .openai_chat import TEXT_PARTS, read_tool_calls

FORMAT = "events"
RUN_ID_FIELDS: Final = ("run_id", "trace_id", "conversation_id")  # defaults for this format

ROLES = {
    "system": "system",
    "developer": "system",
    "user": "user",
    "assistant": "assistant",
    "tool": "tool",
}
_ROLE_LIST: Final = "system, developer, user, assistant or tool"


def read(
    obj: dict[str, Any],
    source: Source,
    fields: tuple[str, ...] | None,
) -> tuple[list[Message], str]:
    """One record -> one message and its run id."""
    what = f"the {FORMAT} record"
    run = run_id(obj, fields, RUN_ID_FIELDS, what)
    seq = obj.get("seq")
    if seq is None:
        raise Reject(f"{what} has no 'seq'; expected the message's position in its run")
    if isinstance(seq, bool) or not isinstance(seq, int):
        raise Reject(f"{what} has seq {show(seq)}; expected an integer position")
    wire_role = obj.get("role")
    role = ROLES.get(wire_role) if isinstance(wire_role, str) else None
    if role is None:
        raise Reject(f"{what} has role {show(wire_role)}; expected {_ROLE_LIST}")
    content = obj.get("content", obj.get("text"))
    calls = read_tool_calls(obj.get("tool_calls"), what + " tool_calls")
    call_id = tool_name = None
    if role == "tool":
        text = tool_content(content, what + " content", TEXT_PARTS)
        call_id = opt_id(obj, "tool_call_id", what)
        tool_name = opt_str(obj, "tool_name", what) or opt_str(obj, "name", what)
    else:
        text = join_text(content, what + " content", TEXT_PARTS)
    if calls and role != "assistant":
        raise Reject(
            f"{what} is a {role} message with tool_calls; only assistant messages call tools"
        )
    ts = timestamp_ns(obj.get("ts", obj.get("timestamp")), what + " ts")
    build = RunMessages(run, source, first_seq=seq)
    build.add(
        role,
        text,
        calls=calls,
        call_id=call_id,
        tool_name=tool_name,
        ts=ts,
        model=opt_str(obj, "model", what),
    )
    return build.out, run
