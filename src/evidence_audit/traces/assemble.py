"""Assemble one run: order its messages, drop repeats, count conflicts, name tool results.

The order is `(order, source file, source line)` and then the message's content, so it does not
depend on the order the input files were given in or read in. Then, in that order:

1. **Exact duplicates** (the same record read twice: same position, role, text, call ids and
   channel) count once; the copy from the first file and line is kept. A position is the
   message's `order`, or its file, line and place in the line when the record gives none.
2. **Conflicts**: different records at the same position are all kept, in input order; each
   such position counts once in `conflicting_positions`.
3. **Re-sent history** (otel): a chat span's `gen_ai.input.messages` re-sends the conversation.
   A history message is kept only when the span holds more copies of it than the run has so far
   (so a user who says "yes" twice keeps both). A tool result from an `execute_tool` span is
   kept unless the same call id and text is already in the run, and a history copy of a tool
   result counts as already there when a result with its call id is. An output (answer or tool
   request) repeating an assistant message already given since the last user message (same
   text, same calls with the same arguments) is the `invoke_agent` span echoing its `chat`
   spans, and is dropped. A tool result from a tool span that carried no call id (OpenInference
   `TOOL` spans, Langfuse `TOOL` observations) and a later history copy of it with a call id
   and the same text are one result: the history copy is dropped and lends its call id. Dropped
   copies count in `resent`.
4. Tool results with a call id but no tool name take the name of the call they answer.
5. Otel messages, and records that carry no position, are numbered `seq = 0, 1, ...` in the
   assembled order (their `seq` from the reader is a place inside one span or line); other
   messages keep the `seq` of the record.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from .model import (
    CHANNEL_CONTEXT,
    CHANNEL_OUTPUT,
    CHANNEL_RECORD,
    CHANNEL_TOOL,
    AssembledRun,
    Message,
)


def _calls_key(message: Message) -> tuple[tuple[str, str, str], ...]:
    return tuple((c.id or "", c.name or "", c.arguments) for c in message.tool_calls)


def _place(message: Message) -> tuple[Any, ...]:
    return (message.order, message.source.file, message.source.line)


def _content_key(message: Message) -> tuple[Any, ...]:
    return (message.role, message.text, message.tool_call_id or "", _calls_key(message), message.channel)


def _sort_key(message: Message) -> tuple[Any, ...]:
    """The whole order of a run's messages: place, then content (what `_sorted` sorts by)."""
    return (*_place(message), *_content_key(message))


def _sorted(messages: Iterable[Message]) -> list[Message]:
    """Sorted by place (order, file, line), then by content where places tie.

    The same order as one sort on (place, content), but the content key (which holds the whole
    text) is built only for messages that share a place: almost none.
    """
    ordered = sorted(messages, key=_place)
    places = [_place(m) for m in ordered]
    i, n = 0, len(ordered)
    while i < n:
        j = i + 1
        while j < n and places[j] == places[i]:
            j += 1
        if j - i > 1:
            ordered[i:j] = sorted(ordered[i:j], key=_content_key)
        i = j
    return ordered


def _identity(message: Message) -> tuple[Any, ...]:
    """What makes two records at one position the same record."""
    return (message.role, message.text, message.tool_call_id, _calls_key(message), message.channel)


def _position(message: Message) -> tuple[Any, ...]:
    if message.order:
        return (message.order,)
    return ((), message.source.file, message.source.line, message.seq)


def wire_order_key(message: Message) -> tuple[Any, ...]:
    """The key `assemble_run` sorts a run by: a message that sorts earlier is earlier on the wire.

    Public so that a caller feeding a run piece by piece (the streaming audit) can tell whether a
    record that arrives now belongs before one it has already judged.
    """
    return _sort_key(message)


def record_key(message: Message) -> tuple[Any, ...]:
    """What makes two records one record read twice: the same position and the same identity.

    `assemble_run` keeps one of the records that share this key and counts the rest in
    `duplicates`; a caller that drops repeats on arrival uses the same rule.
    """
    return (_position(message), _identity(message))


def _same_message(message: Message) -> tuple[Any, ...]:
    """What makes two otel copies the same message of the conversation."""
    if message.role == "tool" and message.tool_call_id is not None:
        return ("tool", message.tool_call_id)
    calls = tuple(c.id or c.name or "" for c in message.tool_calls)
    return (message.role, message.text, message.tool_call_id, calls)


def _reply(message: Message) -> tuple[Any, ...]:
    """What makes an output the echo of a reply: the same text and the very same calls."""
    return (message.text, _calls_key(message))


def _drop_resent(ordered: list[Message]) -> tuple[list[Message], int]:
    kept: list[Message] = []
    resent = 0
    in_run: Counter[tuple[Any, ...]] = Counter()
    tool_texts: set[tuple[str | None, str]] = set()
    since_user: Counter[tuple[Any, ...]] = Counter()
    in_span: dict[tuple[Any, ...], Counter[tuple[Any, ...]]] = {}
    anonymous: dict[str, list[int]] = {}  # text -> kept tool-span results that had no call id
    for message in ordered:
        key = _same_message(message)
        if message.channel == CHANNEL_CONTEXT:
            group = (message.order[:3], message.source.file, message.source.line)
            seen = in_span.get(group)
            if seen is None:  # not setdefault: that would build a Counter for every message
                seen = in_span[group] = Counter()
            seen[key] += 1
            if seen[key] <= in_run[key]:
                resent += 1
                continue
            if message.role == "tool" and message.tool_call_id and anonymous.get(message.text):
                # the history copy of a tool span's result that carried no call id: one result
                index = anonymous[message.text].pop(0)
                kept[index] = kept[index]._replace(tool_call_id=message.tool_call_id)
                in_run[key] += 1
                tool_texts.add((message.tool_call_id, message.text))
                resent += 1
                continue
        elif (
            message.channel == CHANNEL_TOOL and (message.tool_call_id, message.text) in tool_texts
        ) or (message.channel == CHANNEL_OUTPUT and since_user[_reply(message)]):
            resent += 1
            continue
        if message.channel == CHANNEL_TOOL and message.tool_call_id is None:
            anonymous.setdefault(message.text, []).append(len(kept))
        kept.append(message)
        in_run[key] += 1
        if message.role == "tool":
            tool_texts.add((message.tool_call_id, message.text))
        elif message.role == "user":
            since_user.clear()
        elif message.role == "assistant":
            since_user[_reply(message)] += 1
    return kept, resent


def assemble_run(messages: Iterable[Message]) -> AssembledRun:
    """One run's messages (any order, any files) -> the run in wire order, with its counts."""
    ordered = _sorted(messages)
    if not ordered:
        return AssembledRun((), 0, 0, 0)
    run = ordered[0].run_id
    for message in ordered:
        if message.run_id != run:
            raise ValueError(
                f"assemble_run got messages of runs {run!r} and {message.run_id!r}; "
                "group messages by run id first"
            )
    unique: list[Message] = []
    duplicates = conflicts = 0
    positions = [_position(m) for m in ordered]
    i, n = 0, len(ordered)
    while i < n:
        position = positions[i]
        j = i + 1
        while j < n and positions[j] == position:
            j += 1
        if j - i == 1:  # the common case: one record at its position
            unique.append(ordered[i])
            i = j
            continue
        seen: set[tuple[Any, ...]] = set()
        for k in range(i, j):
            identity = _identity(ordered[k])
            if identity in seen:
                duplicates += 1
            else:
                seen.add(identity)
                unique.append(ordered[k])
        if len(seen) > 1:
            conflicts += 1
        i = j

    resent = 0
    otel = any(m.channel != CHANNEL_RECORD for m in unique)
    if otel:
        unique, resent = _drop_resent(unique)

    names: dict[str, str] = {}
    out: list[Message] = []
    for index, message in enumerate(unique):
        for call in message.tool_calls:
            if call.id is not None and call.name is not None:
                names[call.id] = call.name
        changes: dict[str, Any] = {}
        if message.role == "tool" and message.tool_name is None and message.tool_call_id in names:
            changes["tool_name"] = names[message.tool_call_id]
        renumber = message.channel != CHANNEL_RECORD or not message.order
        if renumber and message.seq != index:
            changes["seq"] = index
        out.append(message._replace(**changes) if changes else message)
    return AssembledRun(tuple(out), duplicates, conflicts, resent)
