"""Flags that mean the same in every subcommand that has them: --workers, --fail-on, --quiet,
--max-record-mb.

One definition each, so `evidence-audit audit --workers 0` and `evidence-audit synth --workers 0`
cannot drift apart in meaning or in their --help text.
"""

from __future__ import annotations

import argparse
import os

from .exits import FAIL_ON, parse_fail_on
from .record_limit import DEFAULT_MAX_RECORD_MB

__all__ = ["FAIL_ON_HELP", "add_fail_on", "add_max_record_mb", "add_quiet", "add_workers", "workers_count"]

WORKERS_HELP = "processes on this machine; 0: one per CPU (default: 1"


def add_workers(parser: argparse.ArgumentParser, default_note: str = "", *, default: int | None = None) -> None:
    """`--workers N`: N processes on this machine, 0 for one per CPU, 1 (in this process) by default."""
    parser.add_argument(
        "--workers",
        type=_workers,
        default=default,
        metavar="N",
        help=f"{WORKERS_HELP}{default_note})",
    )


def _workers(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 (one per CPU) or more, got {value}")
    return value


def workers_count(workers: int) -> int:
    """The processes `--workers` asks for: 0 means one per CPU."""
    return workers or (os.cpu_count() or 1)


FAIL_ON_HELP = "exit 1 when any of these held (comma-separated): " + "; ".join(
    f"{name}: {meaning}" for name, meaning in FAIL_ON.items()
)


def _fail_on(text: str) -> tuple[str, ...]:
    try:
        return parse_fail_on(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def add_fail_on(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--fail-on", type=_fail_on, default=None, metavar="WHAT", help=FAIL_ON_HELP)


def add_quiet(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "-q", "--quiet", action="store_true",
        help="print no progress and no summary (a reason for a non-zero exit is still printed)",
    )


def add_max_record_mb(parser: argparse.ArgumentParser, refused: str) -> None:
    """`--max-record-mb MB`: the record limit (`record_limit.py`); `refused` says what a longer line gets."""
    parser.add_argument(
        "--max-record-mb",
        type=float,
        default=None,
        metavar="MB",
        help=f"the longest input line read, in MiB (default: {DEFAULT_MAX_RECORD_MB}); a longer line is skipped"
        f" unread and {refused}",
    )
