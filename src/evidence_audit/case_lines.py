"""The lines of one `check` cases file: decompressed by extension, a truncated stream told apart.

`check` reads `.gz`, `.bz2` and `.zst` files by extension, and must start in a fraction of a second,
so it cannot use the audit's Beam-side reader (`beam/lines.py`). Two things went wrong with the
standard openers: a `.zst` file could not be read at all (zstandard's reader cannot be iterated by
line: `check` printed "cannot read: " and stopped), and a compressed file cut short ended in a
traceback (gzip, bz2) or read as if it were complete (zstd). Here each stream is read in bounded
pieces and split into lines; a stream that ends before its end-of-stream marker raises
`TruncatedStream` after its whole lines, carrying the bytes of the line it cut (empty when it cut
between lines), so the caller can say which line was lost. Plain files are read as they are.
"""

from __future__ import annotations

import bz2
import gzip
from collections.abc import Iterator
from typing import IO, Any

__all__ = ["TruncatedStream", "case_lines", "open_cases"]

_BLOCK = 1 << 16  # bytes read (or inflated) at a time


class TruncatedStream(EOFError):
    """A compressed cases file ended before its end-of-stream marker; `partial` is the cut line."""

    def __init__(self, partial: bytes) -> None:
        super().__init__("the compressed stream ends before its end-of-stream marker")
        self.partial = partial


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


def case_lines(stream: Any) -> Iterator[bytes]:
    """Each line of `stream` (with its line ending); `TruncatedStream` if a compressed one was cut."""
    parts: list[bytes] = []  # the line so far
    read1 = stream.read1
    while True:
        try:
            block = read1(_BLOCK)
        except EOFError:
            raise TruncatedStream(b"".join(parts)) from None
        if not block:
            break
        start = 0
        while True:
            end = block.find(b"\n", start)
            if end < 0:
                if start < len(block):
                    parts.append(block[start:])
                break
            piece = block[start : end + 1]
            if parts:
                parts.append(piece)
                piece = b"".join(parts)
                parts = []
            yield piece
            start = end + 1
    if parts:
        yield b"".join(parts)
