"""`evidence-audit`: the command line (check, audit, watch, synth).

Each subcommand imports what it needs when it runs, so `evidence-audit check` never pays for Beam.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence

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


AUDIT_EPILOG = """\
Outputs (under --out): findings-*.jsonl (one row per ungrounded value), answers-*.jsonl (one row
per answer, with its unread-token count and verdict word), dead_letter-*.jsonl (one row per bad
input line, with the reason and the raw line) and summary.json; Parquet with --output-format
parquet. Earlier outputs in --out are replaced.

Check options come from --config audit.toml, with the names of the `check` options:
    profile = "default"        # or "reference": every dial at the reference's setting
    min_digits = 4
    figures = false
    ranges = true
    decimals = false
    exempt = ["build-0001", { pattern = "ticket-[0-9]+" }]
    [[shapes]]
    name = "ticket"
    pattern = "[a-z]{3}-[a-z]{4}"

Every other flag goes to Beam: --runner DataflowRunner --project P --region R --temp_location
gs://..., or --runner FlinkRunner / SparkRunner. Without --runner the audit runs in this process,
offline (Beam's FnApiRunner); --workers N runs N local worker processes.

Example:
    evidence-audit synth --runs 200 --out samples/traces.jsonl
    evidence-audit audit samples/traces.jsonl --out out/
"""


def _audit_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "audit",
        help="audit JSONL agent traces (a Beam pipeline): findings, answers, dead letters",
        description="Audit agent traces for values no tool result carried, and unread tokens.",
        epilog=AUDIT_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("inputs", nargs="+", metavar="INPUT", help="trace files or globs (.gz, .bz2, .zst read by extension)")
    p.add_argument("--out", required=True, metavar="DIR", help="output directory")
    p.add_argument(
        "--format",
        default="auto",
        help="trace format: auto (per line, from its keys; default), events, openai-chat, anthropic, otel, openai-responses",
    )
    p.add_argument(
        "--run-id",
        metavar="FIELDS",
        default=None,
        help="run id field(s) of envelope formats, joined with '/' (e.g. task_id,trial); "
        "default: the first of run_id, id, trace_id, conversation_id",
    )
    p.add_argument("--config", metavar="TOML", default=None, help="check options (see below)")
    p.add_argument("--profile", choices=("default", "reference"), default=None, help="check profile")
    p.add_argument("--output-format", choices=("jsonl", "parquet"), default="jsonl", help="default: jsonl")
    p.add_argument("--workers", type=int, default=None, metavar="N", help="local worker processes (default: 1, in-process)")


def _watch_parser(sub: argparse._SubParsersAction) -> None:
    from .watch_help import WATCH_DESCRIPTION, WATCH_EPILOG, add_watch_arguments

    p = sub.add_parser(
        "watch",
        help="audit traces as they arrive (streaming): findings within seconds of each answer",
        description=WATCH_DESCRIPTION,
        epilog=WATCH_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_watch_arguments(p)


def _synth_parser(sub: argparse._SubParsersAction) -> None:
    sub.add_parser(
        "synth",
        help="write sample traces with planted fabrications and a ground-truth file",
        add_help=False,
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
    _audit_parser(sub)
    _watch_parser(sub)
    _synth_parser(sub)
    return parser


class _DropNoise(logging.Filter):
    """Drop Beam's import-time warning about optional Google Cloud clients we do not use."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "apitools not found" not in record.getMessage()


def _quiet_beam_import() -> None:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    for handler in logging.getLogger().handlers:
        handler.addFilter(_DropNoise())


def _audit(args: argparse.Namespace, beam_flags: list[str]) -> int:
    argv = [f"--input={path}" for path in args.inputs]
    argv += [f"--out={args.out}", f"--format={args.format}", f"--output-format={args.output_format}"]
    if args.run_id is not None:
        argv.append(f"--run-id={args.run_id}")
    if args.config is not None:
        argv.append(f"--config={args.config}")
    if args.profile is not None:
        argv.append(f"--profile={args.profile}")
    if args.workers is not None:
        argv.append(f"--workers={args.workers}")
    _quiet_beam_import()
    from .beam.job import JobError, run

    try:
        run(argv + beam_flags)
    except JobError as err:
        print(f"evidence-audit audit: {err}", file=sys.stderr)
        return 2
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["synth"]:
        from .synth import main as synth_main

        return synth_main(argv[1:])
    args, extra = build_parser().parse_known_args(argv)
    if args.command == "check":
        if extra:
            build_parser().error(f"unrecognized arguments: {' '.join(extra)}")
        from .check_filter import main as check_main

        return check_main(args.profile)
    if args.command == "audit":
        return _audit(args, extra)
    if args.command == "watch":
        from .watch_help import watch_main

        _quiet_beam_import()
        return watch_main(args, extra)
    return 2  # pragma: no cover - argparse enforces a known command


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
