"""ReadTraces: input globs -> (Source, raw line) for every line of every file, nothing skipped.

Files are matched by glob (local paths, or any filesystem Beam knows: gs://, s3://, hdfs://),
decompressed by extension (.gz, .bz2, .zst, .xz, .deflate) and read line by line with their 1-based
line numbers, so every finding and dead letter can say where it came from.

Work is spread in two steps. The matched files are reshuffled, so a distributed runner spreads them
over its workers (without it, fusion would read every file on the worker that matched the globs).
An uncompressed file larger than `CHUNK_BYTES` is then cut into chunks at line ends, each with the
number of its first line (one quick pass counts the line ends before each cut), and the chunks are
reshuffled too, so one huge export is read and parsed by every worker. A compressed file is read by
one worker from start to end: a compressed stream cannot be entered in the middle.

Lines are split in bounded memory (`lines.split_lines`): a line over `max_record_bytes` is skipped
as it streams by and travels on as a flaw (its size and head) that the parse stage turns into a
dead letter; so does the end of a compressed stream that was cut short.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, NamedTuple

import apache_beam as beam
from apache_beam.io.filesystem import CompressionTypes, FileMetadata
from apache_beam.io.filesystems import FileSystems

from ..progress import Progress, rate
from ..text import plural
from ..traces import Source
from .counters import counter
from .lines import BAD_STREAM, BLANKS, CUT_STREAM, GONE, MAX_RECORD_BYTES, decompressed, flaw, is_flaw, split_lines

__all__ = [
    "CHUNK_BYTES",
    "MAX_RECORD_BYTES",
    "Chunk",
    "ReadChunks",
    "ReadTraces",
    "SplitFiles",
    "compression_of",
    "iter_lines",
]

CHUNK_BYTES = 64 << 20  # an uncompressed file is read in chunks of about this size
_SCAN_BLOCK = 8 << 20  # bytes read at a time while counting line ends


def compression_of(path: str) -> str:
    """The compression a file's extension names (.gz, .bz2, .zst, .xz, .deflate; else none)."""
    return CompressionTypes.detect_compression_type(path)


def strip_newline(line: bytes) -> bytes:
    """A line without its line ending (LF or CRLF): one copy, however long the line."""
    if line.endswith(b"\r\n"):
        return line[:-2]
    if line.endswith(b"\n"):
        return line[:-1]
    return line


class Chunk(NamedTuple):
    """A run of whole lines of one file: bytes [start, end) (end None: to the end of the file)."""

    path: str
    start: int
    end: int | None
    first_line: int


def chunks_of(path: str, size: int, chunk_bytes: int = CHUNK_BYTES) -> list[Chunk]:
    """Cut a file into chunks of whole lines of about `chunk_bytes`, numbering each chunk's first line.

    A compressed file, or one no larger than `chunk_bytes`, is one chunk. Otherwise the file is read
    once, in blocks, to find the first line end after each cut point and count the lines before it.
    """
    if compression_of(path) != CompressionTypes.UNCOMPRESSED or size <= chunk_bytes:
        return [Chunk(path, 0, None, 1)]
    chunks: list[Chunk] = []
    start, first_line = 0, 1
    target = chunk_bytes
    offset = 0  # bytes of the file before `block`
    newlines = 0  # line ends before `offset`
    try:
        handle = FileSystems.open(path, compression_type=CompressionTypes.UNCOMPRESSED)
    except Exception:  # (hostile29) gone since it was matched: its reading says so (`_read_chunk`)
        return [Chunk(path, 0, None, 1)]
    with handle:
        while True:
            block = handle.read(_SCAN_BLOCK)
            if not block:
                break
            while target < offset + len(block):
                cut = block.find(b"\n", max(target - offset, 0))
                if cut < 0:
                    break
                end = offset + cut + 1
                lines_before = newlines + block.count(b"\n", 0, cut + 1)
                chunks.append(Chunk(path, start, end, first_line))
                start, first_line = end, lines_before + 1
                target = end + chunk_bytes
            newlines += block.count(b"\n")
            offset += len(block)
    chunks.append(Chunk(path, start, None, first_line))
    return chunks


_GLOB = frozenset("*?[")


class MatchListed(beam.DoFn):
    """A pattern -> the files it matches (as `fileio.MatchAll` with empty matches allowed); (hostile29)
    a file named with no glob that matches nothing now (listed by `expand_inputs`, checked to
    exist, then gone before the job matched it) goes on with no size, so its reading says it is
    gone (a dead letter naming it), where `MatchAll` dropped it: its runs lost, nothing said."""

    def process(self, pattern: str) -> Iterator[Any]:
        try:
            matched = FileSystems.match([pattern])[0].metadata_list
        except Exception:  # Beam raises BeamIOError for a path it cannot list
            matched = []
        if matched:
            yield from matched
        elif not _GLOB.intersection(pattern):
            yield FileMetadata(pattern, 0)


class SplitFiles(beam.DoFn):
    """A matched file -> its chunks (one for a compressed or a small file)."""

    def __init__(self, chunk_bytes: int = CHUNK_BYTES) -> None:
        self.chunk_bytes = chunk_bytes

    def process(self, metadata) -> Iterator[Chunk]:
        path = metadata.path
        # a directory a glob matched has no lines of its own: its files are matched on their own
        if not (path.endswith(("/", "\\")) or ("://" not in path and os.path.isdir(path))):
            yield from chunks_of(path, metadata.size_in_bytes, self.chunk_bytes)


class ReadChunks(beam.DoFn):
    """Read one chunk: yield (Source, line bytes without its newline) for each of its lines.

    With `progress` (decided by the launcher: a terminal, no --quiet) it keeps a status line on
    stderr: lines and megabytes read so far by this worker, and the rate.
    """

    def __init__(self, progress: bool = False, max_record_bytes: int = MAX_RECORD_BYTES) -> None:
        self.progress = progress
        self.max_record_bytes = max_record_bytes
        self.lines_read = counter("lines_read")
        self.bytes_read = counter("bytes_read")

    def setup(self) -> None:
        self._total_lines = 0
        self._total_bytes = 0
        self._status = Progress(self.progress)

    def _report(self) -> None:
        if self._status.due():
            megabytes = self._total_bytes / 1e6
            self._status.show(
                f"read {plural(self._total_lines, 'line')}, {megabytes:,.1f} MB"
                f" ({rate(megabytes, self._status.elapsed()):,.1f} MB/s)"
            )

    def process(self, chunk: Chunk) -> Iterator[tuple[Source, Any]]:
        path = chunk.path
        lines = size = 0
        for number, line, read in _read_stripped(chunk, self.max_record_bytes):
            if is_flaw(line):
                if line[0] == BLANKS:  # (hostile36) a run of empty lines: as many lines, one byte each
                    lines += line[1]
                    size += line[1]
                elif line[0] not in (CUT_STREAM, BAD_STREAM):  # the end of a cut stream is not a line
                    lines += 1
                    size += line[1]
                yield Source(path, number), line
                continue
            lines += 1
            size += read
            yield Source(path, number), line
            if not lines % 20_000:
                self._count(lines, size)
                lines = size = 0
                self._report()
        self._count(lines, size)
        self._report()

    def _count(self, lines: int, size: int) -> None:
        self._total_lines += lines
        self._total_bytes += size
        self.lines_read.inc(lines)
        self.bytes_read.inc(size)


def _read_chunk(chunk: Chunk, max_record_bytes: int = MAX_RECORD_BYTES) -> Iterator[tuple[int, Any]]:
    """(line number, raw line with its ending, or a flaw) for each line of a chunk."""
    number = chunk.first_line
    for line in _chunk_items(chunk, max_record_bytes):
        yield number, line
        number += line[1] if is_flaw(line) and line[0] == BLANKS else 1


def _read_stripped(chunk: Chunk, max_record_bytes: int = MAX_RECORD_BYTES) -> Iterator[tuple[int, Any, int]]:
    """(line number, line without its ending or a flaw, bytes read) for each line of a chunk.

    (hostile36) The line with its ending is let go as soon as its stripped copy exists: nothing
    between the reader and the parse stage holds a second copy of a 50 MB line.
    """
    number = chunk.first_line
    for line in _chunk_items(chunk, max_record_bytes):
        if is_flaw(line):
            yield number, line, line[1]
            number += line[1] if line[0] == BLANKS else 1
            continue
        read = len(line)
        line = strip_newline(line)
        yield number, line, read
        number += 1


def _chunk_items(chunk: Chunk, max_record_bytes: int = MAX_RECORD_BYTES) -> Iterator[Any]:
    """Each line of a chunk with its ending, or a flaw in its place (`lines.split_lines`)."""
    compression = compression_of(chunk.path) if chunk.start == 0 and chunk.end is None else CompressionTypes.UNCOMPRESSED
    try:
        opened = FileSystems.open(chunk.path, compression_type=CompressionTypes.UNCOMPRESSED)
    except Exception as err:  # Beam raises BeamIOError or the system's OSError
        # (hostile29) listed, then gone (or unreadable) when read: a dead letter naming the file at
        # the chunk's first line, counted, never a job ended by a traceback with every result lost
        yield flaw(GONE, 0, b"", b"", f"{type(err).__name__}: {err}")
        return
    with opened as raw:
        if chunk.start:
            raw.seek(chunk.start)
        limit = None if chunk.end is None else chunk.end - chunk.start
        yield from split_lines(decompressed(raw, compression), limit, max_record_bytes)


class ReadTraces(beam.PTransform):
    """Every line of every file the globs match, as (Source, bytes)."""

    def __init__(
        self,
        patterns: Sequence[str],
        chunk_bytes: int = CHUNK_BYTES,
        progress: bool = False,
        max_record_bytes: int = MAX_RECORD_BYTES,
    ) -> None:
        super().__init__()
        if isinstance(patterns, str):
            patterns = [patterns]
        if not patterns:
            raise ValueError("ReadTraces needs at least one input path or glob")
        if chunk_bytes < 1:
            raise ValueError(f"chunk_bytes must be positive, got {chunk_bytes}")
        if max_record_bytes < 1:
            raise ValueError(f"max_record_bytes must be positive, got {max_record_bytes}")
        self.patterns = list(patterns)
        self.chunk_bytes = chunk_bytes
        self.progress = progress
        self.max_record_bytes = max_record_bytes

    def expand(self, pbegin: beam.pvalue.PBegin) -> beam.PCollection:
        return (
            pbegin
            | "ListPatterns" >> beam.Create(self.patterns)
            | "MatchFiles" >> beam.ParDo(MatchListed())
            | "SpreadFiles" >> beam.Reshuffle()
            | "SplitFiles" >> beam.ParDo(SplitFiles(self.chunk_bytes))
            | "SpreadChunks" >> beam.Reshuffle()
            | "ReadChunks" >> beam.ParDo(ReadChunks(self.progress, self.max_record_bytes))
        )


def iter_lines(paths: Iterable[str], max_record_bytes: int = MAX_RECORD_BYTES) -> Iterator[tuple[Source, Any]]:
    """The same reading without Beam (each file whole), for tests and benchmarks."""
    for path in paths:
        for number, line, _ in _read_stripped(Chunk(path, 0, None, 1), max_record_bytes):
            yield Source(path, number), line
