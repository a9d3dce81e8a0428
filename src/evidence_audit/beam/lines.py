"""Lines of one input stream, in bounded memory: decompressed, size-capped, truncation told apart.

Beam's own readers hold a whole line in memory, and its decompressor inflates each buffer it reads
in one step, so one 1 GB line in a 1 MB `.gz` took 4 GB of memory; and a cut `.gz` reads as if it
were complete. Here:

- decompression goes through the standard library (gzip, bz2, lzma, zlib) and zstandard, each
  asked for a bounded amount of output at a time, so a compression bomb is read piece by piece;
- a line longer than `max_record_bytes` is skipped as it streams by: only its first `HEAD_BYTES`
  are kept, with its size, and it becomes a `Flaw` (a dead letter saying so), never a string in
  memory;
- a compressed stream that ends before its end-of-stream marker is a `Flaw` too: the line it cut
  (if any), or the end of the stream after the last whole line. The reader keeps the head of the
  line before the cut, so the parse stage can tell which run lost its tail;
- (hostile29) so is a compressed stream whose data stops being readable: a gzip member followed by
  plain JSONL (`cat more.jsonl >> t.jsonl.gz`), a `.gz` name on a plain file, corrupt data. The
  decompressor's error (`BadGzipFile`, `zlib.error`, `LZMAError`, bz2's `OSError`) ended the whole
  job with a traceback, every file's results lost; now the lines before it are read and the rest
  is a `Flaw` (`BAD_LINE` or `BAD_STREAM`, with the decompressor's words) the parse stage
  dead-letters and counts as a truncated stream.

- (hostile36) a run of at least `BLANK_RUN_LINES` empty lines (`\n` after `\n`) is one `BLANKS`
  item counting them, not one element per line: a gzip bomb of 2 GB of `\n` in a 2 MB `.jsonl.gz`
  was 2 billion elements through the pipeline at ~120,000 a second (about five hours); now it
  reads at the speed of inflating it. The reader numbers the lines after it on, the parse stage
  counts them in `blank_lines`.

A `Flaw` is a plain tuple of primitives, so it crosses a Beam shuffle with the lines it travels
with. Memory per open stream: one block (`BLOCK_BYTES`) plus the longest line under the cap.
"""

from __future__ import annotations

import bz2
import gzip
import lzma
import re
import zlib
from collections.abc import Iterator
from typing import IO, Any

from apache_beam.io.filesystem import CompressionTypes

from ..record_limit import MAX_RECORD_BYTES

__all__ = [
    "BAD_LINE",
    "BAD_STREAM",
    "BLANKS",
    "BLANK_RUN_LINES",
    "BLOCK_BYTES",
    "BadStream",
    "CUT_LINE",
    "CUT_STREAM",
    "GONE",
    "HEAD_BYTES",
    "MAX_RECORD_BYTES",
    "TOO_LONG",
    "TruncatedStream",
    "decompressed",
    "flaw",
    "is_flaw",
    "split_lines",
]

HEAD_BYTES = 4096  # kept of an over-long or cut line: enough for the dead letter and its run id
BLOCK_BYTES = 1 << 20  # read (or inflated) at a time

# Flaw kinds. A flaw is (kind, size in bytes, head bytes, head of the previous line).
TOO_LONG = "too_long"  # a line over the cap: skipped, counted, dead-lettered with its size
CUT_LINE = "cut_line"  # a compressed stream ended inside this line
CUT_STREAM = "cut_stream"  # a compressed stream ended after its last whole line (not a line)
# (hostile29) a compressed stream's data stopped being readable (not compressed, corrupt): inside
# this line, or after the last whole line (not a line); the flaw's fifth item says the decompressor's error
BAD_LINE = "bad_line"
BAD_STREAM = "bad_stream"
# (hostile36) a run of empty lines, not a flaw but told the same way: (BLANKS, lines, b"", b"");
# each line is one byte (`\n`), so its size is its line count
BLANKS = "blanks"
BLANK_RUN_LINES = 64  # fewer empty lines in a row stay lines of their own, as in any ordinary file
_EMPTY_LINES = re.compile(rb"\n+")
# (hostile29) a file listed that cannot be opened when read (gone between the listing and the
# reading, or unreadable): one dead letter at its first line, with the system's words
GONE = "gone"


class TruncatedStream(EOFError):
    """A compressed stream ended before its end-of-stream marker."""


class BadStream(TruncatedStream):
    """(hostile29) A compressed stream's data stopped being readable: what the decompressor said."""


# what the decompressors raise on data that is not theirs: gzip's BadGzipFile and bz2's "Invalid
# data stream" are OSErrors; zlib's, lzma's and zstandard's own errors
_BAD_DATA: tuple[type[BaseException], ...] = (OSError, zlib.error, lzma.LZMAError)
try:
    import zstandard as _zstandard

    _BAD_DATA += (_zstandard.ZstdError,)
except ImportError:  # pragma: no cover - zstandard is a dependency
    pass


def flaw(kind: str, size: int, head: bytes, previous: bytes = b"", detail: str = "") -> tuple:
    """A flaw: (kind, size, head, previous), and for a stream no longer readable the
    decompressor's words as a fifth item."""
    return (kind, size, head, previous, detail) if detail else (kind, size, head, previous)


def is_flaw(line: Any) -> bool:
    """Whether an element's payload is a flaw rather than the bytes of a line."""
    return type(line) is tuple


class _Inflater:
    """A file-like `read(n)` over zstd or zlib data that never inflates much more than asked."""

    def __init__(self, raw: IO[bytes], kind: str) -> None:
        self.raw = raw
        self.kind = kind
        self.pending = b""  # compressed input not yet fed
        self.done = False
        self.obj = self._new()

    def _new(self) -> Any:
        if self.kind == CompressionTypes.ZSTD:
            import zstandard

            return zstandard.ZstdDecompressor(max_window_size=2147483648).decompressobj()
        return zlib.decompressobj()

    def read(self, size: int) -> bytes:
        try:
            return self._read(size)
        except TruncatedStream:
            raise
        except _BAD_DATA as err:
            raise BadStream(f"{type(err).__name__}: {err}") from None

    def _read(self, size: int) -> bytes:
        while not self.done:
            if not self.pending:
                self.pending = self.raw.read(64 << 10)
                if not self.pending:
                    if not self.obj.eof:
                        raise TruncatedStream("the compressed stream ends before its end marker")
                    self.done = True
                    break
            if self.obj.eof:  # a new frame (zstd) or trailing data after a zlib stream
                if self.kind != CompressionTypes.ZSTD:
                    self.done = True
                    break
                self.obj = self._new()
            if self.kind == CompressionTypes.ZSTD:
                # 256 compressed bytes inflate to at most ~8 MB (RLE blocks): bounded output
                piece, self.pending = self.pending[:256], self.pending[256:]
                out = self.obj.decompress(piece)
                if self.obj.eof and self.obj.unused_data:
                    self.pending = self.obj.unused_data + self.pending
            else:
                out = self.obj.decompress(self.pending, size)
                self.pending = self.obj.unconsumed_tail or (self.obj.unused_data if self.obj.eof else b"")
                if self.obj.eof and self.pending:
                    self.done = True  # data after the zlib stream is not ours to read
            if out:
                return out
        return b""


class _Checked:
    """Turn the standard library's EOFError at a premature end into `TruncatedStream`.

    `read1` returns what one step inflated, so the lines before a cut are all delivered before
    the error (a plain `read(n)` would drop what it had inflated when the error came).
    """

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def read(self, size: int) -> bytes:
        try:
            return self.inner.read1(size)
        except EOFError as err:
            raise TruncatedStream(str(err)) from None
        except _BAD_DATA as err:  # (hostile29) data that is not the stream's: the lines before it stand
            raise BadStream(f"{type(err).__name__}: {err}") from None


def decompressed(raw: IO[bytes], compression: str) -> Any:
    """A `read(n)` view of `raw` decompressed as `compression` (a Beam CompressionTypes value)."""
    if compression == CompressionTypes.UNCOMPRESSED:
        return raw
    if compression == CompressionTypes.GZIP:
        return _Checked(gzip.GzipFile(fileobj=raw, mode="rb"))
    if compression == CompressionTypes.BZIP2:
        return _Checked(bz2.BZ2File(raw, mode="rb"))
    if compression == CompressionTypes.LZMA:
        return _Checked(lzma.LZMAFile(raw, mode="rb"))
    if compression in (CompressionTypes.ZSTD, CompressionTypes.DEFLATE):
        return _Inflater(raw, compression)
    raise ValueError(f"unknown compression {compression!r}")


def split_lines(
    stream: Any,
    limit: int | None = None,
    max_record_bytes: int = MAX_RECORD_BYTES,
    block_bytes: int = BLOCK_BYTES,
) -> Iterator[bytes | tuple[str, int, bytes, bytes]]:
    """Each line of `stream` (with its line ending), or a flaw in its place; bounded memory.

    `limit` stops after that many bytes (a chunk of an uncompressed file, cut at a line end).
    """
    parts: list[bytes] = []  # the line so far (under the cap)
    size = 0  # its bytes so far
    skipping = False  # the line passed the cap: only its head and size are kept
    head = b""
    previous = b""  # the last whole line (its head goes with a cut stream's flaw)
    remaining = limit
    while True:
        want = block_bytes if remaining is None else min(block_bytes, remaining)
        if want <= 0:
            break
        try:
            block = stream.read(want)
        except BadStream as bad:
            if skipping or size:
                yield flaw(BAD_LINE, size, head if skipping else _head(parts), previous[:HEAD_BYTES], str(bad))
            else:
                yield flaw(BAD_STREAM, 0, b"", previous[:HEAD_BYTES], str(bad))
            return
        except TruncatedStream:
            if skipping or size:
                yield flaw(CUT_LINE, size, head if skipping else _head(parts), previous[:HEAD_BYTES])
            else:
                yield flaw(CUT_STREAM, 0, b"", previous[:HEAD_BYTES])
            return
        if not block:
            break
        if remaining is not None:
            remaining -= len(block)
        start = 0
        while True:
            if not size and block.startswith(b"\n", start):  # at a line's start, an empty line: how many?
                run = _EMPTY_LINES.match(block, start)
                count = run.end() - start if run is not None else 0
                if count >= BLANK_RUN_LINES:
                    yield (BLANKS, count, b"", b"")
                    previous = b"\n"
                    start += count
                    continue
            end = block.find(b"\n", start)
            piece = block[start:] if end < 0 else block[start : end + 1]
            if piece:
                size += len(piece)
                if not skipping:
                    parts.append(piece)
                    if size > max_record_bytes:
                        skipping = True
                        head = _head(parts)
                        parts = []
            if end < 0:
                break
            if skipping:
                yield flaw(TOO_LONG, size, head, previous[:HEAD_BYTES])
                previous = head
                skipping = False
            else:
                # (hostile36) the parts let go and only the head kept before the line leaves: a
                # 50 MB line was held three times (parts, line, previous) while it was parsed
                # (and the line is yielded unnamed, so this frame does not hold it while it is parsed)
                previous = parts[0][:HEAD_BYTES] if len(parts) == 1 else _head(parts)
                yield _take(parts)
            size = 0
            start = end + 1
    if skipping:
        yield flaw(TOO_LONG, size, head, previous[:HEAD_BYTES])
    elif size:
        yield _take(parts)


def _take(parts: list[bytes]) -> bytes:
    """The line held in parts, joined, the parts let go (the list emptied in place)."""
    line = parts[0] if len(parts) == 1 else b"".join(parts)
    parts.clear()
    return line


def _head(parts: list[bytes]) -> bytes:
    """The first `HEAD_BYTES` of a line held in parts, without joining all of it."""
    out = []
    got = 0
    for part in parts:
        out.append(part[: HEAD_BYTES - got])
        got += len(out[-1])
        if got >= HEAD_BYTES:
            break
    return b"".join(out)
