"""ParseRecords: (Source, line) -> (run id, piece) keyed for grouping; bad lines to dead letters.

Parsing is the trace readers' job (`evidence_audit.traces.parse_line`); this DoFn only counts,
tags and keys. Messages are gathered by run inside a bundle before the shuffle, so a run spread
over many lines of one file crosses the shuffle as a few elements rather than one per message:
each is one bytes value, the run's messages pickled once (`pieces.py`). A line that names a run
but carries no message (an OTel trace with content capture off) still keys the run, so the summary
counts it among the runs with no answer.

Each message travels with its line's run key (`ParsedLine.run_key`), so records of different runs
that share a run id string are audited apart. A dead letter that names a run (its first bytes
usually hold the run id: `traces.run_id_hint`) marks that run's piece incomplete instead, and so
does a compressed stream cut short (the run of its last line): the audit then never accuses on
what it knows is partial evidence. Over-long lines and cut streams arrive as flaws from the read
stage (`lines.py`) and become dead letters here.

The streaming audit (`pregroup=False`) keeps its own shape: each line's messages leave at once as
nested tuples of primitives (`message_to_tuple`), which its Beam state stores, and a marked run
gets an `(INCOMPLETE, why)` item.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import apache_beam as beam
from apache_beam.pvalue import TaggedOutput
from apache_beam.transforms.window import GlobalWindow
from apache_beam.utils.timestamp import MIN_TIMESTAMP
from apache_beam.utils.windowed_value import WindowedValue

from ..traces import ParseError, Source, parse_line, resolve_format, resolve_run_id_fields, run_id_hint
from ..traces.model import RAW_CLIP_CHARS, message_to_tuple
from ..record_limit import too_long
from .counters import counter
from .lines import BAD_LINE, BAD_STREAM, BLANKS, CUT_LINE, GONE, HEAD_BYTES, TOO_LONG, is_flaw
from .pieces import encode_piece

__all__ = ["DEAD_LETTER", "INCOMPLETE", "ParseLines", "ParseRecords", "dead_letter_row", "is_marker"]

DEAD_LETTER = "dead_letter"
INCOMPLETE = "incomplete"  # streaming: a marker in a run's items, (INCOMPLETE, why); messages are longer tuples


def is_marker(item: tuple) -> bool:
    """Whether one of a run's items is a marker (2 fields) rather than a keyed message."""
    return len(item) == 2
_FLUSH_MESSAGES = 20_000  # buffered messages per bundle before they are emitted early


def dead_letter_row(error: ParseError) -> dict[str, Any]:
    """One dead-letter row: where, why, and the raw line clipped to 1 KB."""
    return {
        "source_file": error.source.file,
        "source_line": error.source.line,
        "reason": error.reason,
        "raw": error.raw,
    }


class ParseLines(beam.DoFn):
    """Parse each line; buffer messages per run within the bundle; errors go to DEAD_LETTER.

    With `pregroup=False` (the streaming audit) nothing is buffered: each line's messages leave
    at once, keyed by run, with the line's own event time.
    """

    def __init__(
        self, fmt: str = "auto", run_id_fields: tuple[str, ...] | None = None, pregroup: bool = True
    ) -> None:
        self.fmt = fmt
        self.run_id_fields = run_id_fields
        self.pregroup = pregroup
        self.records_parsed = counter("records_parsed")
        self.dead_letters = counter("dead_letters")
        self.blank_lines = counter("blank_lines")
        self.oversized_lines = counter("oversized_lines")
        self.truncated_streams = counter("truncated_streams")
        self._buffer: dict[str, list[tuple[str, Any]]] = {}  # run id -> (run key, message) pairs
        self._marked: dict[str, list[tuple[str, str]]] = {}  # run id -> (INCOMPLETE, why) markers
        self._buffered = 0

    def start_bundle(self) -> None:
        self._buffer = {}
        self._marked = {}
        self._buffered = 0

    def process(self, element: tuple[Source, Any]) -> Iterator[Any]:
        source, line = element
        if is_flaw(line) and line[0] == BLANKS:  # (hostile36) a run of empty lines, counted at once
            self.blank_lines.inc(line[1])
        elif is_flaw(line):
            yield from self._flaw(source, line)
        elif not line or line.isspace():  # blank; isspace, unlike strip, copies nothing
            self.blank_lines.inc()
        else:
            parsed = parse_line(line, source, fmt=self.fmt, run_id_fields=self.run_id_fields)
            if parsed.errors:
                self.dead_letters.inc()
                for error in parsed.errors:
                    yield TaggedOutput(DEAD_LETTER, dead_letter_row(error))
                self._mark(line[:HEAD_BYTES], f"line {source.line} of {source.file} could not be read")
            else:
                self.records_parsed.inc()
                if self.pregroup:
                    yield from self._buffer_messages(parsed)
                else:
                    yield from self._by_run(parsed)

    @staticmethod
    def _by_run(parsed: Any) -> Iterator[tuple[str, tuple[tuple, ...]]]:
        """The line's messages keyed by run, in the line's order; a run with none gets ()."""
        by_run: dict[str, list[tuple]] = {run_id: [] for run_id in parsed.run_ids}
        for message in parsed.messages:
            by_run.setdefault(message.run_id, []).append(message_to_tuple(message))
        for run_id, messages in by_run.items():
            yield run_id, tuple(messages)

    def _flaw(self, source: Source, flaw: tuple) -> Iterator[Any]:
        """An over-long line, or a compressed stream cut short: a dead letter, and its runs marked."""
        kind, size, head, previous = flaw[:4]
        detail = flaw[4] if len(flaw) > 4 else ""
        where = f"line {source.line} of {source.file}"
        if kind == TOO_LONG:
            self.dead_letters.inc()
            self.oversized_lines.inc()
            reason = too_long(where, size)
            self._mark(head, f"{where} was over the record limit")
        elif kind == CUT_LINE:
            self.dead_letters.inc()
            self.truncated_streams.inc()
            reason = (
                f"{where}: the compressed stream is truncated inside this line ({size:,} bytes "
                "of it read): the file ends before its end-of-stream marker"
            )
            self._mark(head, f"{where} was cut off: the compressed stream is truncated")
            self._mark(previous, f"the compressed stream of {source.file} is truncated after this run's lines")
        elif kind == GONE:  # (hostile29) a file listed, gone or unreadable when read: one dead letter
            self.dead_letters.inc()
            reason = (
                f"{where}: the file cannot be opened ({detail}): it was listed, then gone or unreadable "
                "when read, so none of its lines from here on are read"
            )
        elif kind == BAD_LINE:  # (hostile29) the compressed data stopped being readable inside this line
            self.dead_letters.inc()
            self.truncated_streams.inc()
            reason = (
                f"{where}: the compressed data cannot be read past this point ({detail}), {size:,} bytes of "
                "this line read: the lines after it are not read (plain lines appended to a compressed "
                "file, or corrupt data)"
            )
            self._mark(head, f"{where} was cut off: the compressed data after it cannot be read")
            self._mark(previous, f"the compressed data of {source.file} cannot be read after this run's lines")
        elif kind == BAD_STREAM:  # (hostile29) after the last whole line: not a line, counted as a truncated stream
            self.truncated_streams.inc()
            after = f"after line {source.line - 1}" if source.line > 1 else "from its start"
            reason = (
                f"{where}: the compressed data cannot be read {after} ({detail}): the lines "
                "after it are not read (plain lines appended to a compressed file, or corrupt data)"
            )
            self._mark(previous, f"the compressed data of {source.file} cannot be read after this run's lines")
        else:  # CUT_STREAM: not a line, so not a dead line either; counted as a truncated stream
            self.truncated_streams.inc()
            reason = (
                f"{where}: the compressed stream is truncated after line {source.line - 1}: the "
                "file ends before its end-of-stream marker, so lines after it may be missing"
            )
            self._mark(previous, f"the compressed stream of {source.file} is truncated after this run's lines")
        raw = head[: RAW_CLIP_CHARS * 4].decode("utf-8", errors="replace")[:RAW_CLIP_CHARS]
        yield TaggedOutput(DEAD_LETTER, dead_letter_row(ParseError(source, reason, raw)))

    def _mark(self, head: bytes, why: str) -> None:
        """Mark the run a broken line names (if its first bytes say) as incomplete."""
        if not head:
            return
        run = run_id_hint(head, self.run_id_fields)
        if run is not None:
            self._marked.setdefault(run, []).append((INCOMPLETE, why))

    def _buffer_messages(self, parsed: Any) -> Iterator[tuple[str, bytes]]:
        buffer = self._buffer
        key = parsed.run_key
        for message in parsed.messages:
            run = buffer.get(message.run_id)
            if run is None:
                run = buffer[message.run_id] = []
            run.append((key, message))
        for run_id in parsed.run_ids:
            if run_id not in buffer:
                buffer[run_id] = []
        self._buffered += len(parsed.messages)
        if self._buffered >= _FLUSH_MESSAGES:
            yield from self._drain()

    def _drain(self) -> Iterator[tuple[str, Any]]:
        """Every run buffered so far: one piece each (batch), or its markers (streaming)."""
        buffer, marked = self._buffer, self._marked
        self._buffer, self._marked, self._buffered = {}, {}, 0
        if not self.pregroup:
            for run_id, markers in marked.items():
                yield run_id, tuple(markers)
            return
        for run_id, messages in buffer.items():
            yield run_id, encode_piece(messages, run_id in marked)
        for run_id in marked:
            if run_id not in buffer:
                yield run_id, encode_piece([], True)

    def finish_bundle(self) -> Iterator[WindowedValue]:
        for keyed in self._drain():
            yield WindowedValue(keyed, MIN_TIMESTAMP, [GlobalWindow()])


class ParseRecords(beam.PTransform):
    """(Source, line or flaw) -> main: (run id, piece); DEAD_LETTER: dead-letter rows.

    A piece is one bytes value (`pieces.encode_piece`): some of the run's messages, each with its
    line's run key, and whether a dead letter named the run. With `pregroup=False` (streaming) it
    is a tuple of items instead: messages (`message_to_tuple`) and `(INCOMPLETE, why)` markers.
    """

    def __init__(self, fmt: str = "auto", run_id_fields: Any = None, pregroup: bool = True) -> None:
        super().__init__()
        self.fmt = resolve_format(fmt)
        self.run_id_fields = resolve_run_id_fields(run_id_fields)
        self.pregroup = pregroup

    def expand(self, lines: beam.PCollection):  # -> DoOutputsTuple (see beam/README.md, "Type hints")
        parse = ParseLines(self.fmt, self.run_id_fields, self.pregroup)
        return lines | "Parse" >> beam.ParDo(parse).with_outputs(DEAD_LETTER, main="records")
