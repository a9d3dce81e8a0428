"""`evidence-audit`: the command line (check, audit, watch, synth, report).

Each subcommand imports what it needs when it runs, so `evidence-audit check` never pays for Beam.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from typing import Any

from .cli_options import add_fail_on, add_max_record_mb, add_quiet, add_workers
from .exits import OK, USAGE
from .traces import FORMATS

__all__ = ["main"]

DESCRIPTION = """\
Audit LLM-agent runs for values the model typed instead of read.

For every answer an agent gave, list the data values (ids, numbers, ports, hashes, amounts,
timestamps) that no tool result before the answer carried, and count the tokens past the
reading ceiling that were never checked.
"""

EPILOG = """\
Exit status: 0 done; 1 a --fail-on condition held; 2 the command could not start (usage, config,
an input that matches nothing); 3 nothing could be read (every input line was bad). A non-zero
status comes with one line on stderr saying why.

Example: write sample traces with planted fabrications, then fail a CI step on what the audit finds:
  $ evidence-audit synth --runs 20 --out samples/traces.jsonl --quiet
  $ evidence-audit audit samples --out out/ --quiet --fail-on findings; echo "exit $?"
  evidence-audit audit: --fail-on findings: 21 flagged answers
  exit 1

Each command has its own --help: evidence-audit check --help, evidence-audit audit --help,
evidence-audit watch --help, evidence-audit synth --help, evidence-audit report --help.
"""


def version_line() -> str:
    """`evidence-audit 0.1.0 (core: pure Python)`: the version, and which core judges (`core.py`)."""
    from importlib.metadata import PackageNotFoundError, version

    from . import __version__, core

    try:
        installed = version("evidence-audit")
    except PackageNotFoundError:  # run from a source tree that was never installed
        installed = __version__
    return f"evidence-audit {installed} (core: {core.describe()})"


class _VersionAction(argparse.Action):
    """`--version`: the version line, worked out only when asked (`version_line` imports the core
    to say which modules are compiled: every other command's parser would pay for it)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: Any, values: Any, option_string: Any = None) -> None:
        print(version_line())  # (on stdout, as argparse's `version` action prints it)
        parser.exit()


class _CheckParser(argparse.ArgumentParser):
    """`check`'s parser: its epilog (the case format, `check_filter.CASE_HELP`, which imports the
    core) read when its help is shown, so parsing `audit`, `watch` or `report` imports no core."""

    def format_help(self) -> str:
        if self.epilog is None:
            from .check_filter import CASE_HELP

            self.epilog = CASE_HELP
        return super().format_help()


def _check_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "check",
        help="judge JSONL cases (files or stdin), one verdict per line on stdout",
        description="Judge one answer per input line against its history (a Unix filter).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.__class__ = _CheckParser  # (argparse gives every subparser one class: this one's help is lazy)
    p.add_argument(
        "files",
        nargs="*",
        metavar="FILE",
        help="cases files, read in order (.gz, .bz2, .zst by extension); - or none: stdin",
    )
    p.add_argument(
        "--profile",
        choices=("default", "reference"),
        default=None,
        help="profile for cases whose options name none (default: default)",
    )
    add_fail_on(p)
    add_quiet(p)
    add_max_record_mb(p, "answered by an error line with its size")


AUDIT_EPILOG = """\
Inputs: files, globs or directories. A directory means its trace files, recursively: *.jsonl and
*.ndjson, compressed or not (.gz, .bz2, .zst); hidden files, synth's *.truth.jsonl and the --out
folder are skipped (name any other file explicitly). `samples` and `samples/` mean the same.

Outputs (under --out): findings.jsonl (one row per ungrounded value), answers.jsonl (one row per
answer, with its counts, unread tokens and verdict word), dead_letter.jsonl (one row per bad input
line, with the reason and the raw line) and summary.json, written last; several shards are named
findings-00000-of-00002.jsonl, ...; Parquet with --output-format parquet; to BigQuery tables with
--output-format bigquery --bigquery-table PROJECT:DATASET.PREFIX (day-partitioned; with --date a
rerun replaces that day's partition). The job writes into a staging folder; only when it succeeds
are the previous results of this tool in --out replaced (files named as above, nothing else). A
failed or interrupted job (Ctrl-C: one line, exit 130) leaves them as they were. A line longer
than --max-record-mb is skipped unread and dead-lettered.

A scheduled audit names its day: --date yesterday (or today, or 2024-05-01) fills {date} in the
input and output patterns, e.g. 'gs://B/traces/dt={date}/*.jsonl.gz' --out 'gs://B/audit/'
(without a placeholder the outputs go to DIR/dt=YYYY-MM-DD/); summary.json records the date.

A config file (--config audit.toml) can hold the whole job; a flag given here wins over it.
Relative paths in it are read from the config file's folder:
    inputs = ["traces/"]           # files, globs or directories
    out = "out/"
    format = "auto"
    run_id = ["task_id", "trial"]
    output_format = "jsonl"
    workers = 2
    fail_on = ["findings"]
    date = "yesterday"             # as --date; bigquery_table = "P:D.PREFIX" as --bigquery-table
    profile = "default"            # every other key is a check option (evidence-audit check --help)
    min_digits = 4
    exempt = ["build-0001", { pattern = "ticket-[0-9]+" }]
    [[shapes]]
    name = "ticket"
    pattern = "[a-z]{3}-[a-z]{4}"

Exit status: 0 done; 1 a --fail-on condition held; 2 the job could not start (a bad flag or
config, an input that matches nothing); 3 nothing could be read (no line was a trace record).

Every other flag goes to Beam: --runner DataflowRunner --project P --region R --temp_location
gs://..., or --runner FlinkRunner / SparkRunner. Without --runner the audit runs in this process,
offline (Beam's FnApiRunner); --workers N runs N local worker processes. On a terminal, progress
is shown on stderr while the job runs.

Example: one config file holds the job; a CI step fails when an answer is flagged:
  $ evidence-audit synth --runs 20 --out samples/traces.jsonl --quiet
  $ printf 'inputs = ["samples"]\\nout = "out/"\\nfail_on = ["findings"]\\n' > audit.toml
  $ evidence-audit audit --config audit.toml --quiet; echo "exit $?"
  evidence-audit audit: --fail-on findings: 21 flagged answers
  exit 1
"""


def _audit_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "audit",
        help="audit JSONL agent traces (a Beam pipeline): findings, answers, dead letters",
        description="Audit agent traces for values no tool result carried, and unread tokens.",
        epilog=AUDIT_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "inputs",
        nargs="*",
        metavar="INPUT",
        help="trace files, globs or directories (.gz, .bz2, .zst read by extension); or `inputs` in --config",
    )
    p.add_argument("--out", default=None, metavar="DIR", help="output directory (or `out` in --config)")
    p.add_argument(
        "--format",
        default=None,
        help="trace format: auto (per line, from its keys; default), " + ", ".join(FORMATS),
    )
    p.add_argument(
        "--run-id",
        metavar="FIELDS",
        default=None,
        help="run id field(s) of envelope formats, joined with '/' (e.g. task_id,trial); "
        "default: the first of run_id, id, trace_id, conversation_id",
    )
    p.add_argument("--config", metavar="TOML", default=None, help="the job and check options in a file (see below)")
    p.add_argument("--profile", choices=("default", "reference"), default=None, help="check profile")
    p.add_argument(
        "--output-format", choices=("jsonl", "parquet", "bigquery"), default=None,
        help="default: jsonl; bigquery writes to --bigquery-table (needs the [gcp] extra)",
    )
    p.add_argument(
        "--bigquery-table", metavar="PROJECT:DATASET.PREFIX", default=None,
        help="with --output-format bigquery: tables PREFIX_findings, PREFIX_answers, PREFIX_dead_letter",
    )
    p.add_argument(
        "--date", metavar="DAY", default=None,
        help="the audit's date: YYYY-MM-DD, today or yesterday (UTC); fills {date} or {date:%%Y/%%m/%%d} "
        "in inputs and --out; without a placeholder, outputs go to DIR/dt=YYYY-MM-DD/",
    )
    add_workers(p, ", in this process")
    add_fail_on(p)
    add_quiet(p)
    add_max_record_mb(p, "dead-lettered with its size")
    p.add_argument(
        "--report",
        action="store_true",
        help="at the end, write OUT/report.html (see `evidence-audit report --help`; needs the report extra)",
    )


REPORT_EPILOG = """\
The report is one HTML file with everything inline: open it in any browser, offline. It shows the
summary (the accounting equation, answers, flagged rate, unread tokens, not actionable answers,
dead letters by reason), flagged answers by model and by day, the tools whose results hold the
nearest carried value of an ungrounded one, the most frequent ungrounded values and their shapes,
the groundings by rule, and the flagged answers themselves: each answer's text with its values
marked in place (ungrounded, self-sourced and computed apart), the nearest carried value with its
tool and JSON path, and the derivation when there is one. Every piece of trace text is escaped and
the file loads nothing from elsewhere. It is bounded: --top bars per chart, the first
--answers-per-model answers of the --models models with most, with the totals stated.

The outputs are read with DuckDB, in either format (JSONL or Parquet, sharded or not). Answers
audited by an older version carry no text: their values are shown with their context instead.
Needs the report extra: pip install 'evidence-audit[report]'.

Exit status: 0 written; 2 no report could be written (not an audit's outputs, the extra missing).

Example: audit sample traces with a report, then write another of the same outputs elsewhere:
  $ evidence-audit synth --runs 20 --out samples/traces.jsonl --quiet
  $ evidence-audit audit samples --out out/ --quiet --report
  $ evidence-audit report out/ --html elsewhere.html --top 5
  report          elsewhere.html
"""


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _report_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "report",
        help="write one self-contained HTML report of an audit's outputs",
        description="Write one self-contained HTML report (charts and the flagged answers) of an audit's outputs.",
        epilog=REPORT_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("out_dir", metavar="OUT_DIR", help="the --out directory of an audit")
    p.add_argument("--html", metavar="PATH", default=None, help="where to write the report (default: OUT_DIR/report.html)")
    p.add_argument("--top", type=_positive, default=15, metavar="N", help="bars per chart (default: 15)")
    p.add_argument(
        "--answers-per-model", type=_positive, default=25, metavar="N", help="answers listed per model (default: 25)"
    )
    p.add_argument("--models", type=_positive, default=15, metavar="N", help="models whose answers are listed (default: 15)")
    add_quiet(p)


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
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action=_VersionAction, help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    _check_parser(sub)
    _audit_parser(sub)
    _watch_parser(sub)
    _synth_parser(sub)
    _report_parser(sub)
    return parser


class _DropNoise(logging.Filter):
    """Drop Beam warnings that say nothing about the audit: the import-time one about optional Google
    Cloud clients we do not use, and the one each local worker of `--workers N` logs at start (it has
    no staging directory because nothing is staged for an in-process job)."""

    NOISE = ("apitools not found", "No semi_persistent_directory found")

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        return not any(noise in message for noise in self.NOISE)


def quiet_beam_import() -> None:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    for handler in logging.getLogger().handlers:
        handler.addFilter(_DropNoise())


def _audit(args: argparse.Namespace, beam_flags: list[str]) -> int:
    argv = [f"--input={path}" for path in args.inputs]
    for flag, value in (
        ("out", args.out),
        ("format", args.format),
        ("output-format", args.output_format),
        ("run-id", args.run_id),
        ("config", args.config),
        ("profile", args.profile),
        ("workers", args.workers),
        ("bigquery-table", args.bigquery_table),
        ("date", args.date),
    ):
        if value is not None:
            argv.append(f"--{flag}={value}")
    if args.fail_on is not None:
        argv.append(f"--fail-on={','.join(args.fail_on)}")
    if args.quiet:
        argv.append("--quiet")
    if args.report:
        from .report import ReportError, check_can_report

        try:
            check_can_report(args.out)
        except ReportError as err:
            print(f"evidence-audit audit: --report: {err}", file=sys.stderr)
            return USAGE
    if args.max_record_mb is not None:
        argv.append(f"--max-record-mb={args.max_record_mb}")
    from .supervise import run_supervised

    return run_supervised(argv + beam_flags, args.out, report=args.report)


def run_job(argv: list[str], report: bool = False) -> int:
    """The audit job itself (run by `supervise` in a child process): its exit status."""
    quiet_beam_import()
    from .beam.job import JobError, run, tune_collector
    from .exits import Outcome, decide

    tune_collector()  # this process ends with the job

    try:
        summary = run(argv)
    except JobError as err:
        print(f"evidence-audit audit: {err}", file=sys.stderr)
        return USAGE
    if summary.get("submitted_only"):
        return 0  # a template launch: the job has not run yet, so there is nothing to judge
    if report:  # written before the exit status is decided: a failing CI step wants it most
        written = _write_report(summary["out"], None, None, "audit", "--quiet" in argv)
        if written != OK:
            return written
    where_bad = f"; the dead letters in {summary['out']} say why"
    status, reason = decide(Outcome.of_audit(summary), summary["fail_on"], "trace records", where_bad)
    if reason:
        print(f"evidence-audit audit: {reason}", file=sys.stderr)
    return status


def _write_report(out_dir: str, html: str | None, limits, command: str, quiet: bool) -> int:
    from .report import ReportError, write_report

    try:
        path = write_report(out_dir, html, limits, command=f"evidence-audit {command} {out_dir}")
    except ReportError as err:
        print(f"evidence-audit {command}: {err}", file=sys.stderr)
        return USAGE
    if not quiet:
        print(f"report          {path}", file=sys.stderr)
    return OK


def _report(args: argparse.Namespace) -> int:
    from .report import Limits

    limits = Limits(top=args.top, per_model=args.answers_per_model, models=args.models)
    return _write_report(args.out_dir, args.html, limits, "report", args.quiet)


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except KeyboardInterrupt:
        # An audit interrupted here was stopped before its job started (once it runs, `supervise`
        # handles Ctrl-C): --out was not touched, and the line says so as a later Ctrl-C's does.
        from .supervise import INTERRUPTED

        audit = list(sys.argv[1:] if argv is None else argv)[:1] == ["audit"]
        print(INTERRUPTED if audit else "evidence-audit: interrupted", file=sys.stderr)
        return 130


def _main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:  # a first try: the commands and what each does, rather than "COMMAND is required"
        build_parser().print_help(sys.stderr)
        return USAGE
    if argv[:1] == ["synth"]:
        from .synth import main as synth_main

        return synth_main(argv[1:])
    args, extra = build_parser().parse_known_args(argv)
    if args.command == "check":
        if extra:
            build_parser().error(f"unrecognized arguments: {' '.join(extra)}")
        from .check_filter import main as check_main

        return check_main(args.files, args.profile, args.fail_on or (), args.quiet, args.max_record_mb)
    if args.command == "audit":
        return _audit(args, extra)
    if args.command == "watch":
        from .watch_help import watch_main

        quiet_beam_import()
        return watch_main(args, extra)
    if args.command == "report":
        if extra:
            build_parser().error(f"unrecognized arguments: {' '.join(extra)}")
        return _report(args)
    return USAGE  # pragma: no cover - argparse enforces a known command


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
