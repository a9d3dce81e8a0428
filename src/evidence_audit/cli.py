"""`evidence-audit`: the command line (check, audit, synth).

Each subcommand imports what it needs when it runs, so `evidence-audit check` never pays for Beam.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

__all__ = ["main"]

DESCRIPTION = """\
Audit LLM-agent runs for values the model typed instead of read.

For every answer an agent gave, list the data values (ids, numbers, ports, hashes, amounts,
timestamps) that no tool result before the answer carried, and count the tokens past the
reading ceiling that were never checked.
"""


def _check_parser(sub: argparse._SubParsersAction) -> None:
    from .check_filter import CASE_HELP

    p = sub.add_parser(
        "check",
        help="judge JSONL cases from stdin, one verdict per line on stdout",
        description="Judge one answer per input line against its history (a Unix filter).",
        epilog=CASE_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "--profile",
        choices=("default", "reference"),
        default=None,
        help="profile for cases whose options name none (default: default)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="evidence-audit",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    _check_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args, extra = build_parser().parse_known_args(argv)
    if args.command == "check":
        if extra:
            build_parser().error(f"unrecognized arguments: {' '.join(extra)}")
        from .check_filter import main as check_main

        return check_main(args.profile)
    return 2  # pragma: no cover - argparse enforces a known command


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
