"""The streaming audit's dials (wait, idle, the per-run bound): defaults and validation, Beam-free.

Kept apart from the DoFn and the per-run logic so that the command line can show the defaults in
`--help` without importing Beam. Times are microseconds of event time, as Beam timestamps count.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DEFAULT_IDLE_S", "DEFAULT_MAX_RUN_BYTES", "DEFAULT_WAIT_S", "StreamSettings"]

DEFAULT_WAIT_S = 10.0  # how long an answer waits for records that belong before it
DEFAULT_IDLE_S = 1800.0  # a run with no record for this long is closed
DEFAULT_MAX_RUN_BYTES = 16 << 20  # messages one run may hold in state
_MICROS = 1_000_000


@dataclass(frozen=True, slots=True)
class StreamSettings:
    """The streaming dials, in microseconds of event time and bytes; validated once."""

    wait_us: int = int(DEFAULT_WAIT_S * _MICROS)
    idle_us: int = int(DEFAULT_IDLE_S * _MICROS)
    max_run_bytes: int = DEFAULT_MAX_RUN_BYTES

    def __post_init__(self) -> None:
        if self.wait_us < 0:
            raise ValueError(f"wait must be 0 seconds or more, got {self.wait_us / _MICROS:g}")
        if self.idle_us <= self.wait_us:
            raise ValueError(
                f"idle ({self.idle_us / _MICROS:g} s) must be longer than wait ({self.wait_us / _MICROS:g} s): "
                "a run must not close while an answer of it still waits"
            )
        if self.max_run_bytes < 1:
            raise ValueError(f"max_run_bytes must be at least 1, got {self.max_run_bytes}")

    @classmethod
    def of_seconds(cls, wait: float = DEFAULT_WAIT_S, idle: float = DEFAULT_IDLE_S, max_run_bytes: int = DEFAULT_MAX_RUN_BYTES) -> StreamSettings:
        return cls(int(round(wait * _MICROS)), int(round(idle * _MICROS)), max_run_bytes)
