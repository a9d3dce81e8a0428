"""Build one run's messages: the one place a reader turns what it read into `Message` values.

Every reader says only what is particular to its format (where the role, text, calls and
results are) and hands each message to a builder, which keeps what all formats share:

- `RunMessages` (record formats: events, envelopes): positions count up from the first message
  (`seq`, `order = (seq,)`) unless the reader says otherwise; the model goes on assistant
  messages; a tool result with a call id but no name takes the name of the call it answers; an
  assistant message is an answer when it has text and asks for no tool (`is_answer`).
- `SpanMessages` (span formats: otel and the conventions read through it, Langfuse
  observations, LangSmith runs): one span (or observation, or run) gives messages that sort by
  time, `order = (time, phase, span key, index)`, each with the channel `assemble_run` needs to
  drop the history a model call re-sends (`traces/README.md`).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from typing import Any, Final

from ._common import Reject, is_answer
from .model import CHANNEL_OUTPUT, CHANNEL_RECORD, Message, Source, ToolCall

_KEEP = object()  # "no override": the builder's own rule applies
_HEX: Final = re.compile(r"[0-9a-fA-F]{1,32}", re.ASCII)  # a span / run id that already is hex

# Where a span's messages sort inside the span's time: its history at its start, then (at its
# end) a tool result it ran, then what the model produced.
PHASE_INPUT, PHASE_TOOL, PHASE_OUTPUT = 0, 1, 2


def _counting(first_seq: int) -> Callable[[int], tuple[int, tuple[int, ...]]]:
    def position(index: int) -> tuple[int, tuple[int, ...]]:
        seq = first_seq + index
        return seq, (seq,)

    return position


class RunMessages:
    """Collects one record's messages of one run, in the order the record holds them."""

    def __init__(
        self,
        run: str,
        source: Source,
        model: str | None = None,
        *,
        first_seq: int = 0,
        position: Callable[[int], tuple[int, tuple[int, ...]]] | None = None,
    ) -> None:
        self.run = run
        self.source = source
        self.model = model
        self.position = position or _counting(first_seq)
        self.out: list[Message] = []
        self.names: dict[str, str] = {}  # tool call id -> tool name, to name the results

    def add(
        self,
        role: str,
        text: str,
        *,
        calls: tuple[ToolCall, ...] = (),
        call_id: str | None = None,
        tool_name: str | None = None,
        ts: int | None = None,
        answer: Any = _KEEP,
        model: Any = _KEEP,
    ) -> Message:
        """Append one message; `answer` and `model` override the shared rules when given."""
        seq, order = self.position(len(self.out))
        for call in calls:
            if call.id is not None and call.name is not None:
                self.names[call.id] = call.name
        if role == "tool" and tool_name is None and call_id is not None:
            tool_name = self.names.get(call_id)
        message = Message(
            run_id=self.run,
            seq=seq,
            role=role,
            text=text,
            tool_call_id=call_id,
            tool_calls=calls,
            tool_name=tool_name,
            ts=ts,
            model=(self.model if role == "assistant" else None) if model is _KEEP else model,
            answer=is_answer(role, text, calls) if answer is _KEEP else bool(answer),
            source=self.source,
            order=order,
        )
        self.out.append(message)
        return message


def span_key(span_id: str | None) -> int:
    """A span's place among spans that share a time: its id as an integer (hex as is, else a hash)."""
    if not span_id:
        return 0
    plain = span_id.replace("-", "")
    if _HEX.fullmatch(plain):
        return int(plain, 16)
    return int.from_bytes(hashlib.sha256(span_id.encode()).digest()[:8], "big")


class SpanMessages:
    """Turns one span's content into messages with their time order and channel."""

    def __init__(
        self,
        run: str,
        span_id: str | None,
        start: int | None,
        end: int | None,
        model: str | None,
        source: Source,
        where: str,
        *,
        key: int | None = None,
        start_name: str = "start time",
    ) -> None:
        self.run = run
        self.start_name = start_name
        self.span_id = span_id
        self.span_key = span_key(span_id) if key is None else key
        self.start = start
        self.end = end if end is not None else start
        self.model = model
        self.source = source
        self.where = where
        self.out: list[Message] = []
        self.index = 0

    def add(
        self,
        phase: int,
        channel: str,
        role: str,
        text: str,
        *,
        calls: tuple[ToolCall, ...] = (),
        call_id: str | None = None,
        tool_name: str | None = None,
        answer: bool = False,
    ) -> None:
        ts = self.start if phase == PHASE_INPUT else self.end
        if ts is None:
            raise Reject(f"{self.where} has message content but no {self.start_name} to order it by")
        self.out.append(
            Message(
                run_id=self.run,
                seq=self.index,
                role=role,
                text=text,
                tool_call_id=call_id,
                tool_calls=calls,
                tool_name=tool_name,
                ts=ts,
                model=self.model if channel == CHANNEL_OUTPUT else None,
                answer=answer,
                source=self.source,
                order=(ts, phase, self.span_key, self.index),
                channel=channel if channel else CHANNEL_RECORD,
                span_id=self.span_id,
            )
        )
        self.index += 1
