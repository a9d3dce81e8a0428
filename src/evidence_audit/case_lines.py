"""The lines of one `check` cases file: decompressed by extension, a truncated stream told apart.

`check` reads `.gz`, `.bz2` and `.zst` files by extension, and must start in a fraction of a second,
so it cannot use the audit's Beam-side reader (`beam/lines.py`). Two things went wrong with the
standard openers: a `.zst` file could not be read at all (zstandard's reader cannot be iterated by
line: `check` printed "cannot read: " and stopped), and a compressed file cut short ended in a
traceback (gzip, bz2) or read as if it were complete (zstd). Here each stream is read in bounded
pieces and split into lines; a stream that ends before its end-of-stream marker raises
`TruncatedStream` after its whole lines, carrying the bytes of the line it cut (empty when it cut
between lines), so the caller can say which line was lost. Plain files and stdin are split the
same way, so a line longer than the record limit (`record_limit.py`, as for `audit`) is skipped as
it streams by and handed on as `Oversized` (its size and head), never held in memory.
"""

from __future__ import annotations

import bz2
import gzip
from collections.abc import Iterator
from typing import IO, Any, NamedTuple

from .record_limit import MAX_RECORD_BYTES

__all__ = ["HEAD_BYTES", "Oversized", "TruncatedStream", "case_lines", "open_cases"]

_BLOCK = 1 << 16  # bytes read (or inflated) at a time
HEAD_BYTES = 4096  # kept of a line over the record limit


class TruncatedStream(EOFError):
    """A compressed cases file ended before its end-of-stream marker; `partial` is the cut line
    (its head, when it was over the record limit) and `size` the bytes of it read."""

    def __init__(self, partial: bytes, size: int | None = None) -> None:
        super().__init__("the compressed stream ends before its end-of-stream marker")
        self.partial = partial
        self.size = len(partial) if size is None else size


class _Zstd:
    """`read1(n)` over zstd frames (one after another) that notices a frame cut short."""

    def __init__(self, raw: IO[bytes]) -> None:
        import zstandard

        self.raw = raw
        self.new = lambda: zstandard.ZstdDecompressor(max_window_size=2147483648).decompressobj()
        self.obj: Any = None  # the current frame's decompressor (None between frames)
        self.pending = b""

    def read1(self, size: int) -> bytes:
        while True:
            if not self.pending:
                self.pending = self.raw.read(_BLOCK)
                if not self.pending:
                    if self.obj is not None and not self.obj.eof:
                        raise EOFError("the zstd frame ends before its end")
                    return b""
            if self.obj is None or self.obj.eof:
                self.obj = self.new()
            # 256 compressed bytes inflate to at most a few MB: bounded output
            piece, self.pending = self.pending[:256], self.pending[256:]
            out = self.obj.decompress(piece)
            if self.obj.eof and self.obj.unused_data:
                self.pending = self.obj.unused_data + self.pending
            if out:
                return out

    def close(self) -> None:
        self.raw.close()


def open_cases(path: str) -> Any:
    """A cases file as an object with `read1(n)` and `close()`, decompressed by its extension."""
    if path.endswith(".gz"):
        return gzip.open(path, "rb")
    if path.endswith(".bz2"):
        return bz2.open(path, "rb")
    if path.endswith(".zst"):
        return _Zstd(open(path, "rb"))
    return open(path, "rb")


class Oversized(NamedTuple):
    """A line over the record limit, in place of its bytes: its size and its first HEAD_BYTES."""

    size: int
    head: bytes


def case_lines(stream: Any, max_record_bytes: int = MAX_RECORD_BYTES) -> Iterator[bytes | Oversized]:
    """Each line of `stream` (with its line ending), or `Oversized` for a line longer than
    `max_record_bytes` (skipped as it streams by, never held); `TruncatedStream` if a compressed
    stream was cut."""
    parts: list[bytes] = []  # the line so far (under the limit)
    size = 0  # its bytes so far
    skipping = False  # the line passed the limit: only its head and size are kept
    head = b""
    read1 = stream.read1
    while True:
        try:
            block = read1(_BLOCK)
        except EOFError:
            raise TruncatedStream(head if skipping else b"".join(parts), size) from None
        if not block:
            break
        start = 0
        while True:
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
                yield Oversized(size, head)
                skipping = False
            else:
                yield parts[0] if len(parts) == 1 else b"".join(parts)
            parts = []
            size = 0
            start = end + 1
    if skipping:
        yield Oversized(size, head)
    elif size:
        yield b"".join(parts)


def _head(parts: list[bytes]) -> bytes:
    """The first HEAD_BYTES of a line held in parts, without joining all of it."""
    out: list[bytes] = []
    got = 0
    for part in parts:
        out.append(part[: HEAD_BYTES - got])
        got += len(out[-1])
        if got >= HEAD_BYTES:
            break
    return b"".join(out)
