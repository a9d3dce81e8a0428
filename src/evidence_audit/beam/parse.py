"""ParseRecords: (Source, line) -> (run id, messages) keyed for grouping; bad lines to dead letters.

Messages travel as nested tuples of primitives (`message_to_tuple`), which Beam's coder encodes
without pickling; AuditRuns turns them back into `Message` values.

Parsing is the trace readers' job (`evidence_audit.traces.parse_line`); this DoFn only counts,
tags and keys. Messages are pre-grouped by run inside a bundle before the shuffle, so a run spread
over many lines of one file crosses the shuffle as a few elements rather than one per message.
A line that names a run but carries no message (an OTel trace with content capture off) still
keys the run, so the summary counts it among the runs with no answer.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import apache_beam as beam
from apache_beam.pvalue import TaggedOutput
from apache_beam.transforms.window import GlobalWindow
from apache_beam.utils.timestamp import MIN_TIMESTAMP
from apache_beam.utils.windowed_value import WindowedValue

from ..traces import ParseError, Source, parse_line, resolve_format, resolve_run_id_fields
from ..traces.model import message_to_tuple
from .counters import counter

__all__ = ["DEAD_LETTER", "ParseLines", "ParseRecords", "dead_letter_row"]

DEAD_LETTER = "dead_letter"
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
        self._buffer: dict[str, list[tuple]] = {}
        self._buffered = 0

    def start_bundle(self) -> None:
        self._buffer = {}
        self._buffered = 0

    def process(self, element: tuple[Source, bytes]) -> Iterator[Any]:
        source, line = element
        if not line.strip():
            self.blank_lines.inc()
        else:
            parsed = parse_line(line, source, fmt=self.fmt, run_id_fields=self.run_id_fields)
            if parsed.errors:
                self.dead_letters.inc()
                for error in parsed.errors:
                    yield TaggedOutput(DEAD_LETTER, dead_letter_row(error))
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

    def _buffer_messages(self, parsed: Any) -> Iterator[tuple[str, tuple[tuple, ...]]]:
        buffer = self._buffer
        for message in parsed.messages:
            buffer.setdefault(message.run_id, []).append(message_to_tuple(message))
        for run_id in parsed.run_ids:
            buffer.setdefault(run_id, [])
        self._buffered += len(parsed.messages)
        if self._buffered >= _FLUSH_MESSAGES:
            yield from self._drain()

    def _drain(self) -> Iterator[tuple[str, tuple[tuple, ...]]]:
        buffer, self._buffer, self._buffered = self._buffer, {}, 0
        for run_id, messages in buffer.items():
            yield run_id, tuple(messages)

    def finish_bundle(self) -> Iterator[WindowedValue]:
        for keyed in self._drain():
            yield WindowedValue(keyed, MIN_TIMESTAMP, [GlobalWindow()])


class ParseRecords(beam.PTransform):
    """(Source, line) -> main: (run id, messages); DEAD_LETTER: dead-letter rows."""

    def __init__(self, fmt: str = "auto", run_id_fields: Any = None, pregroup: bool = True) -> None:
        super().__init__()
        self.fmt = resolve_format(fmt)
        self.run_id_fields = resolve_run_id_fields(run_id_fields)
        self.pregroup = pregroup

    def expand(self, lines: beam.PCollection) -> beam.pvalue.DoOutputsTuple:
        parse = ParseLines(self.fmt, self.run_id_fields, self.pregroup)
        return lines | "Parse" >> beam.ParDo(parse).with_outputs(DEAD_LETTER, main="records")
