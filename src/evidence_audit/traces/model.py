"""The canonical model every trace format maps onto: frozen messages, tool calls and parse errors.

A reader turns one input line into `Message` values (or one `ParseError`); nothing downstream ever
looks at a format again. The values are immutable: they travel through a Beam shuffle and are
compared, hashed and sorted, never changed. `Message`, `ToolCall` and `Source` are named tuples
because a run's messages are built (by the readers) and rebuilt (after the shuffle) by the hundred
thousand: a named tuple is made in about a sixth of the time of a frozen slotted dataclass of 14
fields, pickles compactly by itself, and reads and compares its fields the same way (its equality
and hash are those of its values, as the dataclass's were). Change one with `_replace`. `ParseError.raw` keeps the first 1024 *characters*
of the line (characters, not bytes: clipping never splits a UTF-8 sequence).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

RAW_CLIP_CHARS = 1024  # ParseError.raw keeps at most this many characters of the line

ROLES = ("system", "user", "assistant", "tool")

# Message.channel values. "record" is a message that is itself one record of the trace (every
# format but otel). The otel reader says where a message came from, because a chat span re-sends
# the whole conversation and assemble_run must keep one copy of each message (traces/README.md).
CHANNEL_RECORD = "record"  # the line holds this message once: keep it (exact duplicates aside)
CHANNEL_CONTEXT = "context"  # re-sent history (gen_ai.input.messages): keep only what is new
CHANNEL_OUTPUT = "output"  # what a model call produced (gen_ai.output.messages, gen_ai.choice)
CHANNEL_TOOL = "tool"  # an execute_tool span's gen_ai.tool.call.result
CHANNELS = (CHANNEL_RECORD, CHANNEL_CONTEXT, CHANNEL_OUTPUT, CHANNEL_TOOL)


_new = tuple.__new__  # builds a named tuple without the argument-binding of its __new__


def _rebuild_reduce(value: tuple) -> tuple:
    """Pickle a named tuple as `tuple.__new__(cls, values)`: rebuilt in C, not through its __new__."""
    return (_new, (type(value), tuple(value)))


class Source(NamedTuple):
    """Where a record came from: the input file and the 1-based line number in it."""

    file: str
    line: int

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return _rebuild_reduce(self)


class ToolCall(NamedTuple):
    """One tool call an assistant message asked for.

    `arguments` is the raw string the agent framework carried: OpenAI's JSON string verbatim; an
    object (Anthropic `input`, OTel `arguments`) serialized once, compactly, with orjson.
    """

    id: str | None
    name: str | None
    arguments: str

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return _rebuild_reduce(self)


class Message(NamedTuple):
    """One message of one run, in the canonical shape.

    Sorting a run's messages by `(order, source.file, source.line)` gives wire order; `assemble_run`
    does that, drops duplicates and (for otel) the re-sent history.
    """

    run_id: str
    seq: int  # events: the record's seq; envelopes: position in the envelope; otel: see README
    role: str  # "system" | "user" | "assistant" | "tool"
    text: str  # the text as served or said; a tool result exactly as the model was served it
    tool_call_id: str | None  # tool messages: the call this result answers
    tool_calls: tuple[ToolCall, ...]  # assistant messages: the tools it asked for
    tool_name: str | None  # tool messages: the tool's name when the trace says it
    ts: int | None  # unix nanoseconds when known
    model: str | None  # model name when the trace has it
    answer: bool  # True when this assistant message is an answer (formats README)
    source: Source
    order: tuple[int, ...]  # the sort key inside a run, before source file and line
    channel: str = CHANNEL_RECORD  # where inside the record it came from (CHANNELS)
    span_id: str | None = None  # otel: the span (hex) the message was read from

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return _rebuild_reduce(self)


@dataclass(frozen=True, slots=True)
class ParseError:
    """A record the readers could not use: where, why (a full sentence), and the raw line.

    `reason` starts with "line N of FILE: "; `raw` is the line clipped to `RAW_CLIP_CHARS`
    characters.
    """

    source: Source
    reason: str
    raw: str


@dataclass(frozen=True, slots=True)
class ParsedLine:
    """What one input line gave: its messages, or one error, and the format it was read as.

    `run_ids` lists (sorted) every run the line spoke about, including runs it carried no message
    content for (an otel trace with content capture off), so the caller can count such runs.
    `run_key` tells the line's run apart from another run whose id joins to the same string: the
    format family and the typed id parts (`7` is not `"7"`).
    """

    messages: tuple[Message, ...]
    errors: tuple[ParseError, ...]
    fmt: str | None
    run_ids: tuple[str, ...] = ()
    run_key: str = ""


@dataclass(frozen=True, slots=True)
class AssembledRun:
    """One run's messages in wire order, with what assembling them removed or found.

    `duplicates`: exact repeats of a record dropped (same run, order, role, text, call ids).
    `conflicting_positions`: positions (order values) claimed by two or more different records;
    all of them are kept, in input order. `resent`: otel history copies dropped because a chat
    span re-sent messages already in the run (not an anomaly: that is how OTel records context).
    """

    messages: tuple[Message, ...]
    duplicates: int
    conflicting_positions: int
    resent: int = 0


def _reduce_by_fields(self):  # type: ignore[no-untyped-def]
    """Pickle as (class, field values): much faster than a slotted dataclass's default state."""
    return (type(self), tuple(getattr(self, name) for name in self.__slots__))


ParseError.__reduce__ = _reduce_by_fields  # type: ignore[method-assign]


def message_to_tuple(m: Message) -> tuple:
    """A message as nested tuples of primitives: what a Beam coder encodes without pickling.

    (The streaming audit keeps these in Beam state; the batch audit's shuffle carries the
    messages themselves, pickled: `beam/pieces.py`.)
    """
    source = m.source
    return (*m[:5], tuple(map(tuple, m.tool_calls)), *m[6:10], source.file, source.line, *m[11:])


def message_from_tuple(t: tuple) -> Message:
    """The inverse of `message_to_tuple`."""
    calls = t[5]
    return _new(
        Message,
        (
            *t[:5],
            tuple([_new(ToolCall, call) for call in calls]) if calls else (),
            *t[6:10],
            _new(Source, (t[10], t[11])),
            tuple(t[12]),
            t[13],
            t[14],
        ),
    )
