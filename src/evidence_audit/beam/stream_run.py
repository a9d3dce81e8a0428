"""One run of the streaming audit, as pure code: take records as they arrive, judge answers when due.

The streaming DoFn (`streaming.py`) keeps two things per run in Beam state, and this module
decides everything about them without Beam, so every rule is testable with no pipeline:

- the run's **messages**, as the primitive tuples the parse step emits (a bag: appended, never
  rewritten), minus exact repeats;
- a small **meta** record (`RunMeta`): what was judged, what waits to be judged and until when,
  the byte count against the bound, the counts the run's closing row reports, and, once the run
  is closed, the time it closed.

`StreamRun` is rebuilt from those two at any time (`restore`), so Beam state is the source of
truth; the DoFn keeps a live `StreamRun` (with its auditor, already fed) in memory as a cache and
rebuilds it whenever the state's `version` says the cache is stale (a restart, a key that moved).

**When an answer is judged.** An answer that arrives at event time `t` is due at `t + wait`: by
then the watermark says every record that arrived within the wait is in, whatever order they came
in. It is judged against the run's messages *before it in wire order* (the batch audit's order,
`traces.assemble_run`), never against arrival order, so its rows equal the batch audit's rows
for the complete run. Answers before a due answer in wire order are judged with it.

**Late records.** A record that belongs before an answer already judged came later than the
wait: that answer keeps its verdict (rows already emitted are never retracted); the record is
kept, so every later answer is judged with it, and a dead letter says which answers missed it.

**Repeats** (at-least-once delivery) are dropped on arrival by the batch audit's own rule
(`traces.assemble.record_key`: same position, role, text, call ids) and counted.

**A message the auditor cannot take in** (hostile36) is its own dead letter (`LostMessage`, once,
however often the auditor is rebuilt: `RunMeta.lost`), and every answer after it in wire order is
judged `incomplete`, as `rows.audit_run` does.

**The bound.** Past `max_run_bytes` of stored messages, the run takes no more records: each one
is a dead letter with the reason; answers already in are judged as usual.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

import orjson

from ..evidence import Gate, RunAuditor
from ..traces import Message, ParseError, assemble_run
from ..traces.assemble import record_key, wire_order_key
from ..traces.model import RAW_CLIP_CHARS, message_from_tuple
from .parse import dead_letter_row
from .rows import add_message, add_or_lose, judge_answer, judge_or_fail
from .stream_settings import DEFAULT_IDLE_S, DEFAULT_MAX_RUN_BYTES, DEFAULT_WAIT_S, StreamSettings

__all__ = [
    "DEFAULT_IDLE_S",
    "DEFAULT_MAX_RUN_BYTES",
    "DEFAULT_WAIT_S",
    "Accepted",
    "LostMessage",
    "RunMeta",
    "StreamRun",
    "StreamSettings",
    "message_bytes",
    "record_digest",
]

_MESSAGE_OVERHEAD = 64  # bytes counted per stored message beside its strings
_MICROS = 1_000_000


def record_digest(message: Message) -> bytes:
    """16 bytes that name a record: equal for the repeats `assemble_run` would drop, else distinct."""
    key = repr(record_key(message)).encode("utf-8", "backslashreplace")
    return hashlib.blake2b(key, digest_size=16).digest()


def message_bytes(row: tuple) -> int:
    """What one stored message counts against the bound: its strings' lengths plus an overhead."""
    size = _MESSAGE_OVERHEAD
    for value in row:
        if isinstance(value, str):
            size += len(value)
        elif isinstance(value, tuple):
            for part in value:
                if isinstance(part, tuple):
                    size += sum(len(v) for v in part if isinstance(v, str))
                elif isinstance(part, str):
                    size += len(part)
    return size


def _iso(micros: int | None) -> str:
    if micros is None:
        return "an unknown time"
    return datetime.fromtimestamp(micros / _MICROS, UTC).isoformat().replace("+00:00", "Z")


def _ns(micros: int | None) -> int | None:
    return None if micros is None else micros * 1000


@dataclass(slots=True)
class RunMeta:
    """The run's small state beside its messages; travels as a tuple of primitives (`to_state`)."""

    version: int = 0  # messages stored so far: the cache's staleness check
    state_bytes: int = 0  # counted against the bound (`message_bytes`)
    first_event: int | None = None  # event time of the run's first record, microseconds
    last_event: int | None = None  # the latest event time of a record of the run
    pending: tuple[tuple[bytes, int], ...] = ()  # (answer digest, due time) not judged yet
    judged: tuple[bytes, ...] = ()  # answers judged, by digest
    last_judged: bytes | None = None  # the judged answer that comes last in wire order
    duplicates: int = 0  # repeats dropped on arrival
    late: int = 0  # records that arrived after an answer they precede was judged
    rejected: int = 0  # records refused past the bound
    over_bound: bool = False
    closed_at: int | None = None  # set when the run closed: it is then only a tombstone
    incomplete: bool = False  # a line of the run could not be read: answers are not actionable
    lost: tuple[bytes, ...] = ()  # messages the auditor could not take in, by digest (dead-lettered once)

    def to_state(self) -> tuple:
        return (
            self.version,
            self.state_bytes,
            self.first_event,
            self.last_event,
            self.pending,
            self.judged,
            self.last_judged,
            self.duplicates,
            self.late,
            self.rejected,
            self.over_bound,
            self.closed_at,
            self.incomplete,
            self.lost,
        )

    @classmethod
    def from_state(cls, value: tuple | None) -> RunMeta:
        if value is None:
            return cls()
        (version, size, first, last, pending, judged, last_judged, dups, late, rejected, over, closed, *rest) = value
        return cls(
            version,
            size,
            first,
            last,
            tuple((bytes(d), int(t)) for d, t in pending),
            tuple(bytes(d) for d in judged),
            None if last_judged is None else bytes(last_judged),
            dups,
            late,
            rejected,
            bool(over),
            closed,
            bool(rest[0]) if rest else False,
            tuple(bytes(d) for d in rest[1]) if len(rest) > 1 else (),
        )


@dataclass(slots=True)
class Accepted:
    """What `StreamRun.accept` did with one record: rows to store, and dead letters."""

    stored: list[tuple] = field(default_factory=list)
    dead_letters: list[dict[str, Any]] = field(default_factory=list)
    duplicates: int = 0
    late: int = 0
    rejected: int = 0


@dataclass(frozen=True, slots=True)
class LostMessage:
    """What `StreamRun.judge_due` yields for a message the auditor could not take in: its dead letter."""

    error: ParseError


def _record_text(message: Message) -> str:
    """A message as an `events` record (our canonical line), clipped: the raw of its dead letter."""
    record: dict[str, Any] = {"run_id": message.run_id, "seq": message.seq, "role": message.role, "content": message.text}
    if message.tool_calls:
        record["tool_calls"] = [{"id": c.id, "name": c.name, "arguments": c.arguments} for c in message.tool_calls]
    if message.tool_call_id is not None:
        record["tool_call_id"] = message.tool_call_id
    if message.ts is not None:
        record["ts"] = message.ts
    return orjson.dumps(record).decode()[:RAW_CLIP_CHARS]


def _place(message: Message) -> tuple:
    """A message's place and content without what `assemble_run` may change (call id, tool name, seq)."""
    calls = tuple((c.id, c.name, c.arguments) for c in message.tool_calls)
    return (message.order, message.source.file, message.source.line, message.role, message.text, calls, message.channel)


def _content(message: Message) -> tuple:
    """What the auditor is fed from a message: two messages with the same content judge alike."""
    calls = tuple((c.id, c.name, c.arguments) for c in message.tool_calls)
    return (message.role, message.text, message.tool_call_id, calls, message.tool_name, message.answer)


def _dead_letter(message: Message, why: str) -> dict[str, Any]:
    where = f"line {message.source.line} of {message.source.file}: "
    return dead_letter_row(ParseError(message.source, where + why, _record_text(message)))


class StreamRun:
    """One run's streaming audit: its messages, its meta, and (cached) an auditor fed so far."""

    __slots__ = (
        "run_id", "gate", "settings", "meta", "messages", "digests", "by_digest", "auditor", "fed", "fed_answers", "fed_last",
        "partial", "_assembly",
    )

    def __init__(self, run_id: str, gate: Gate, settings: StreamSettings, meta: RunMeta | None = None) -> None:
        self.run_id = run_id
        self.gate = gate
        self.settings = settings
        self.meta = meta if meta is not None else RunMeta()
        self.messages: list[Message] = []  # as stored, in arrival order
        self.digests: list[bytes] = []  # record_digest of each stored message
        self.by_digest: dict[bytes, Message] = {}  # the copy assemble_run keeps of each record
        self.auditor: RunAuditor | None = None  # fed assembled[:fed]; None: rebuild on next judge
        self.fed = 0
        self.fed_answers = 0
        self.fed_last: tuple | None = None  # wire-order key of assembled[fed - 1]
        self.partial = False  # the auditor could not take in a message fed so far: later answers incomplete
        self._assembly: tuple[int, list[Message], list[bytes]] | None = None  # (messages, assembled, digests)

    @classmethod
    def restore(cls, run_id: str, gate: Gate, settings: StreamSettings, meta: RunMeta, stored: Iterable[tuple]) -> StreamRun:
        """Rebuild a run from its Beam state (the auditor is rebuilt lazily, on the next judgement)."""
        run = cls(run_id, gate, settings, meta)
        for row in stored:
            run._keep(message_from_tuple(row))
        return run

    def _keep(self, message: Message, digest: bytes | None = None) -> None:
        if digest is None:
            digest = record_digest(message)
        self.messages.append(message)
        self.digests.append(digest)
        kept = self.by_digest.get(digest)
        if kept is None or (message.source.file, message.source.line) < (kept.source.file, kept.source.line):
            self.by_digest[digest] = message

    # -- arrival ---------------------------------------------------------------------------

    def accept(self, rows: Sequence[tuple], event_us: int) -> Accepted:
        """Take the messages of one record (as parse-step tuples) that arrived at `event_us`."""
        meta = self.meta
        out = Accepted()
        early: list[tuple[Message, bytes]] = []
        before: tuple[list[Message], list[bytes]] | None = None  # the assembly before this record
        if meta.first_event is None or event_us < meta.first_event:
            meta.first_event = event_us
        if meta.last_event is None or event_us > meta.last_event:
            meta.last_event = event_us
        for row in rows:
            message = message_from_tuple(row)
            if meta.over_bound:
                out.rejected += 1
                out.dead_letters.append(_dead_letter(message, self._over_bound_reason()))
                continue
            digest = record_digest(message)
            kept = self.by_digest.get(digest)
            if kept is not None and (kept.source.file, kept.source.line) <= (message.source.file, message.source.line):
                out.duplicates += 1  # the same record again (at-least-once delivery)
                continue
            size = message_bytes(row)
            if meta.state_bytes + size > self.settings.max_run_bytes:
                meta.over_bound = True
                out.rejected += 1
                out.dead_letters.append(
                    _dead_letter(
                        message,
                        f"run {self.run_id!r} holds {meta.state_bytes:,} bytes of messages; this record "
                        f"({size:,} bytes) would pass the bound of {self.settings.max_run_bytes:,} bytes "
                        "(--max-run-bytes), so it is not audited, nor is any later record of the run",
                    )
                )
                continue
            if self._sorts_early(message):
                if before is None:
                    before = self._assembled()
                early.append((message, digest))
            self._keep(message, digest)
            out.stored.append(row)
            meta.version += 1
            meta.state_bytes += size
            if message.answer and kept is None:
                meta.pending += ((digest, event_us + self.settings.wait_us),)
        if before is not None:
            self._place_early(early, before, out)
        meta.duplicates += out.duplicates
        meta.late += out.late
        meta.rejected += out.rejected
        return out

    def _sorts_early(self, message: Message) -> bool:
        """Whether the message sorts before a judged answer or inside what the auditor was fed."""
        key = wire_order_key(message)
        last = self.meta.last_judged
        if last is not None and key < wire_order_key(self.by_digest[last]):
            return True
        return self.fed_last is not None and key < self.fed_last

    def _assembled(self) -> tuple[list[Message], list[bytes]]:
        """The run in wire order (`assemble_run`) and the digest of each of its messages.

        Kept until a message is stored: a record and the timer after it often need the same one.
        """
        if self._assembly is None or self._assembly[0] != len(self.messages):
            assembled = list(assemble_run(self.messages).messages)
            self._assembly = (len(self.messages), assembled, self._digests_of(assembled))
        return self._assembly[1], self._assembly[2]

    def _place_early(self, early: list[tuple[Message, bytes]], before: tuple[list[Message], list[bytes]], out: Accepted) -> None:
        """Messages that sort before a judged answer: late only if they change what it was judged on.

        What an answer is judged on is the content of the messages before it in the assembled run.
        An otel span re-sends the conversation: its copies sort early but only stand in for copies
        already there (or are dropped), so the content is the same and nothing is late. Otherwise
        the early messages the run keeps, beyond copies of what was there, are late.
        """
        old, old_digests = before
        judged = set(self.meta.judged)
        judged_at = [i for i, d in enumerate(old_digests) if d in judged]
        length = max(self.fed, judged_at[-1] + 1 if judged_at else 0)
        new, new_digests = self._assembled()
        if [_content(m) for m in old[:length]] == [_content(m) for m in new[:length]]:
            self._adopt(new[:length], new_digests[:length])
            return
        there = Counter(_content(m) for m in old[:length])
        kept = set(new_digests)
        for message, digest in early:
            if digest not in kept:
                continue
            content = _content(message)
            if there[content] > 0:
                there[content] -= 1  # a copy of a message already there
                continue
            key = wire_order_key(message)
            missed = self._judged_after(key)
            if missed:
                out.late += 1
                out.dead_letters.append(_dead_letter(message, self._late_reason(message, missed)))
        self.auditor = None  # what the auditor was fed changed: rebuild on the next judgement

    def _adopt(self, prefix: list[Message], digests: list[bytes]) -> None:
        """The judged part of the run is the same content with other copies: take those copies.

        A waiting answer there is a copy of an answer already judged at its place (otel's chat
        span answering after its invoke_agent span said the same): it counts as judged.
        """
        meta = self.meta
        waiting = dict(meta.pending)
        judged = list(meta.judged)
        last = None
        for message, digest in zip(prefix, digests, strict=True):
            if message.answer:
                if digest in waiting:
                    del waiting[digest]
                    judged.append(digest)
                last = digest
        meta.pending = tuple(waiting.items())
        meta.judged = tuple(judged)
        if last is not None:
            meta.last_judged = last
        if self.fed:
            self.fed_last = wire_order_key(self.by_digest[digests[self.fed - 1]])

    def _judged_after(self, key: tuple) -> int:
        """How many judged answers come after `key` in wire order (0 when none: not late)."""
        last = self.meta.last_judged
        if last is None or not key < wire_order_key(self.by_digest[last]):
            return 0
        return sum(1 for d in self.meta.judged if key < wire_order_key(self.by_digest[d]))

    def _late_reason(self, message: Message, missed: int) -> str:
        what = "answer" if message.answer else f"{message.role} record"
        answers = "answer" if missed == 1 else "answers"
        consequence = (
            "they were judged without it; later answers are judged with it"
            if not message.answer
            else "it is judged now, and the answer_index of those answers did not count it"
        )
        return (
            f"run {self.run_id!r}: this {what} arrived after {missed} {answers} that follow it had been "
            f"judged (it came later than the --wait of {self.settings.wait_us / _MICROS:g} s); {consequence}"
        )

    def _over_bound_reason(self) -> str:
        return (
            f"run {self.run_id!r} passed its state bound of {self.settings.max_run_bytes:,} bytes "
            "(--max-run-bytes) earlier; this record is not audited"
        )

    # -- judging ---------------------------------------------------------------------------

    def next_due(self) -> int | None:
        """When the earliest waiting answer is due (event time, microseconds), or None."""
        return min((due for _, due in self.meta.pending), default=None)

    def judge_due(
        self, now_us: int | None
    ) -> Iterator[tuple[dict[str, Any], list[dict[str, Any]]] | ParseError | LostMessage]:
        """Judge every answer due by `now_us` (None: every waiting answer), and those before them.

        Yields (answer row, finding rows) per answer, in wire order: the rows `rows.audit_run`
        gives for the same answer of the complete run; for an answer whose check raised, its dead
        letter (`rows.judge_or_fail`), and the answers after it are judged as usual; for a message
        the auditor could not take in, its `LostMessage` (the first time only), and the answers after
        it are judged incomplete.
        """
        meta = self.meta
        due = {d for d, t in meta.pending if now_us is None or t <= now_us}
        if not due:
            return
        assembled, digests = self._assembled()
        echoes = due.difference(digests)
        if echoes:  # answers the assembly drops (otel's invoke_agent repeating its chat span): never judged
            meta.pending = tuple((d, t) for d, t in meta.pending if d not in echoes)
            due -= echoes
            if not due:
                return
        last = max(i for i, d in enumerate(digests) if d in due)
        waiting = {d for d, _ in meta.pending}
        first = min(i for i, d in enumerate(digests) if d in waiting)
        if self.auditor is None or first < self.fed:
            self.auditor, self.fed, self.fed_answers, self.fed_last = RunAuditor(self.gate), 0, 0, None
            self.partial = False
        pending = dict(meta.pending)
        judged = list(meta.judged)
        for i in range(self.fed, last + 1):
            message = assembled[i]
            if message.answer:
                digest = digests[i]
                if digest in pending:
                    del pending[digest]
                    judged.append(digest)
                    yield judge_or_fail(
                        self.auditor,
                        message,
                        self.fed_answers,
                        incomplete=meta.incomplete or self.partial,
                        judge=judge_answer,
                    )
                self.fed_answers += 1
            lost = add_or_lose(self.auditor, message, add_message)
            if lost is not None:
                self.partial = True
                if digests[i] not in meta.lost:
                    meta.lost += (digests[i],)
                    yield LostMessage(lost)
            self.fed = i + 1
            self.fed_last = wire_order_key(self.by_digest[digests[i]])
        meta.pending = tuple(pending.items())
        meta.judged = tuple(judged)
        if meta.last_judged is None or wire_order_key(self.by_digest[meta.last_judged]) < self.fed_last:
            meta.last_judged = digests[last]

    def _digests_of(self, assembled: Sequence[Message]) -> list[bytes]:
        """The digest of each assembled message.

        `assemble_run` may hand back a changed copy of a message (a tool name or call id lent by
        another copy, a new `seq`), so messages are matched on what it never changes: their place
        and content. Ties keep assembly's own order (it sorted them by call id).
        """
        by_key: dict[tuple, list[tuple[str, bytes]]] = {}
        for message, digest in zip(self.messages, self.digests, strict=True):
            if self.by_digest[digest] is message:
                by_key.setdefault(_place(message), []).append((message.tool_call_id or "", digest))
        for same in by_key.values():
            same.sort(key=lambda pair: pair[0], reverse=True)
        return [by_key[_place(m)].pop()[1] for m in assembled]

    def drop_pending(self) -> int:
        """Give up on the waiting answers (after the check raised on the run); how many there were."""
        count = len(self.meta.pending)
        self.meta.pending = ()
        return count

    # -- closing ---------------------------------------------------------------------------

    def closing_row(self, closed_us: int) -> dict[str, Any]:
        """The run's last row: its final answer count and what its stream looked like."""
        assembled = assemble_run(self.messages)
        meta = self.meta
        return {
            "run_id": self.run_id,
            "answers": len(meta.judged),
            "messages": len(assembled.messages),
            "duplicate_records": meta.duplicates + assembled.duplicates,
            "conflicting_positions": assembled.conflicting_positions,
            "late_records": meta.late,
            "rejected_records": meta.rejected,
            "over_bound": meta.over_bound,
            "state_bytes": meta.state_bytes,
            "first_event": _ns(meta.first_event),
            "last_event": _ns(meta.last_event),
            "closed_at": _ns(closed_us),
        }

    def tombstone(self, closed_us: int) -> RunMeta:
        """The meta a closed run keeps until it is forgotten: only the closing time."""
        return replace(RunMeta(), closed_at=closed_us, last_event=self.meta.last_event)

    @staticmethod
    def after_close(rows: Sequence[tuple], run_id: str, meta: RunMeta, settings: StreamSettings) -> list[dict[str, Any]]:
        """Dead letters for records of a run that was already closed for being idle."""
        why = (
            f"run {run_id!r} was closed at {_iso(meta.closed_at)}, {settings.idle_us / _MICROS:g} s after its "
            "last record (--idle); this record came later and is not audited"
        )
        return [_dead_letter(message_from_tuple(row), why) for row in rows]
