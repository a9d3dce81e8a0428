"""ReadTraces: input globs -> (Source, raw line) for every line of every file, nothing skipped.

Files are matched by glob (local paths, or any filesystem Beam knows: gs://, s3://, hdfs://),
decompressed by extension (.gz, .bz2, .zst, .xz, .deflate) and read line by line with
their 1-based line numbers, so every finding and dead letter can say where it came from. The
matched files are reshuffled so that a distributed runner spreads them over its workers (without
it, fusion would read every file on the worker that matched the globs). A file is read by one
worker from start to end: line numbers need the whole file, so split a huge export into several
files to read it in parallel.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterable, Iterator, Sequence

import apache_beam as beam
from apache_beam.io import fileio
from apache_beam.io.filesystem import CompressionTypes

from ..traces import Source
from .counters import counter

__all__ = ["ReadLines", "ReadTraces", "compression_of"]

def compression_of(path: str) -> str:
    """The compression a file's extension names (.gz, .bz2, .zst, .xz, .deflate; else none)."""
    return CompressionTypes.detect_compression_type(path)


def lines_of(handle) -> Iterator[bytes]:
    """The lines of an open file; Beam's decompressing reader has readline() but no iterator."""
    try:
        return iter(handle)
    except TypeError:
        return iter(handle.readline, b"")


def strip_newline(line: bytes) -> bytes:
    """A line without its line ending (LF or CRLF)."""
    if line.endswith(b"\n"):
        line = line[:-1]
        if line.endswith(b"\r"):
            line = line[:-1]
    return line


class ReadLines(beam.DoFn):
    """Read one matched file: yield (Source, line bytes without its newline) for each line.

    On long reads it prints progress to stderr every `PROGRESS_SECONDS` (per worker).
    """

    PROGRESS_SECONDS = 10.0

    def __init__(self, progress: bool = True) -> None:
        self.progress = progress
        self.lines_read = counter("lines_read")
        self.bytes_read = counter("bytes_read")

    def setup(self) -> None:
        self._total_lines = 0
        self._total_bytes = 0
        self._files = 0
        self._last_report = time.monotonic()

    def _report(self, path: str) -> None:
        now = time.monotonic()
        if self.progress and now - self._last_report >= self.PROGRESS_SECONDS:
            self._last_report = now
            print(
                f"evidence-audit: read {self._total_lines:,} lines, {self._total_bytes / 1e6:,.1f} MB"
                f" from {self._files} file(s); now {path}",
                file=sys.stderr,
                flush=True,
            )

    def process(self, readable: fileio.ReadableFile) -> Iterator[tuple[Source, bytes]]:
        path = readable.metadata.path
        lines = 0
        size = 0
        self._files += 1
        with readable.open(compression_type=compression_of(path)) as handle:
            for number, line in enumerate(lines_of(handle), start=1):
                lines += 1
                size += len(line)
                yield Source(path, number), strip_newline(line)
                if not number % 50_000:
                    self._total_lines += lines
                    self._total_bytes += size
                    self.lines_read.inc(lines)
                    self.bytes_read.inc(size)
                    lines = size = 0
                    self._report(path)
        self._total_lines += lines
        self._total_bytes += size
        self.lines_read.inc(lines)
        self.bytes_read.inc(size)


class ReadTraces(beam.PTransform):
    """Every line of every file the globs match, as (Source, bytes)."""

    def __init__(self, patterns: Sequence[str]) -> None:
        super().__init__()
        if isinstance(patterns, str):
            patterns = [patterns]
        if not patterns:
            raise ValueError("ReadTraces needs at least one input path or glob")
        self.patterns = list(patterns)

    def expand(self, pbegin: beam.pvalue.PBegin) -> beam.PCollection:
        return (
            pbegin
            | "ListPatterns" >> beam.Create(self.patterns)
            | "MatchFiles" >> fileio.MatchAll(empty_match_treatment=fileio.EmptyMatchTreatment.ALLOW)
            | "SpreadFiles" >> beam.Reshuffle()
            | "ReadMatches" >> fileio.ReadMatches(compression=CompressionTypes.UNCOMPRESSED)
            | "ReadLines" >> beam.ParDo(ReadLines())
        )


def iter_lines(paths: Iterable[str]) -> Iterator[tuple[Source, bytes]]:
    """The same reading without Beam, for tests and benchmarks."""
    from apache_beam.io.filesystems import FileSystems

    for path in paths:
        with FileSystems.open(path, compression_type=compression_of(path)) as handle:
            for number, line in enumerate(lines_of(handle), start=1):
                yield Source(path, number), strip_newline(line)
