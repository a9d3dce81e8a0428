"""The record limit: the longest input line a command reads, and the sentence that refuses a longer one.

`audit` and `watch` (`beam/lines.py`, `beam/parse.py`) and `check` (`case_lines.py`) share it, so a
hostile line (one JSON object of gigabytes) is refused alike everywhere: skipped as it streams by,
never held in memory, counted, and answered with the same sentence naming its file and line.
Beam-free, so `check` can use it without paying for Beam.
"""

from __future__ import annotations

__all__ = ["DEFAULT_MAX_RECORD_MB", "MAX_RECORD_BYTES", "max_record_bytes", "too_long"]

MAX_RECORD_BYTES = 128 << 20  # the default cap on one line; real traces stay far below it
DEFAULT_MAX_RECORD_MB = MAX_RECORD_BYTES >> 20


def max_record_bytes(max_record_mb: float | None) -> int:
    """`--max-record-mb` in bytes (None: the default); ValueError when it is not positive."""
    mb = DEFAULT_MAX_RECORD_MB if max_record_mb is None else max_record_mb
    if not mb > 0:
        raise ValueError(f"--max-record-mb must be positive, got {max_record_mb}")
    return int(mb * (1 << 20))


def too_long(where: str, size: int) -> str:
    """Why a line over the limit was not read: `where` is `line N of FILE`."""
    return (
        f"{where}: the line is {size:,} bytes, over the record limit; it was skipped "
        "without being read (raise --max-record-mb to read it)"
    )
