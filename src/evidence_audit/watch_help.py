"""`evidence-audit watch`: its flags, its --help, and the hand-off to the streaming job.

Beam-free until the command runs (the parser is built for every subcommand, and `check` must not
pay for Beam): the job itself is `evidence_audit.beam.watch`.
"""

from __future__ import annotations

import argparse
import sys

from .beam.stream_settings import DEFAULT_IDLE_S, DEFAULT_MAX_RUN_BYTES, DEFAULT_WAIT_S
from .exits import OK, USAGE, Outcome, decide
from .traces import FORMATS

__all__ = ["WATCH_DESCRIPTION", "WATCH_EPILOG", "add_watch_arguments", "watch_main"]

WATCH_DESCRIPTION = """\
Audit agent traces as they arrive: each answer is judged once its wait is over, against every
message before it in the run, with the verdict the batch audit gives for the complete run.
"""

WATCH_EPILOG = f"""\
Sources (one kind): --follow files, directories or globs as they grow (this machine, offline; a
line is audited once it ends with a newline), or a Pub/Sub --subscription or --topic (Dataflow;
each message one JSONL record). Formats and run ids as for `audit`.

When a finding appears: an answer is judged --wait seconds after it arrived (event time: when a
followed line was read, or a Pub/Sub message's publish time or --timestamp-attribute), so records
that belong before it and arrive up to --wait later still count. A record later than that is
kept for the run's later answers and reported as a dead letter naming the answers it missed.
Repeated records (at-least-once delivery) are dropped. A run with no record for --idle seconds
is closed: a row in runs.jsonl gives its final answer count; its later records are dead letters.
A run holding more than --max-run-bytes of messages takes no more records (each a dead letter).

Outputs: --out DIR gets answers.jsonl, findings.jsonl, runs.jsonl and dead_letter.jsonl (those of
an earlier watch are removed at start; each is written from its first row on, so a stream with no
rows of a kind leaves no file of it); findings and closed runs are also printed on stdout. On
Dataflow, rows go to Pub/Sub topics as JSON messages with `run_id` and `output` attributes, and/or
with --bigquery-table PROJECT:DATASET.PREFIX into the tables PREFIX_findings, PREFIX_answers,
PREFIX_dead_letter and PREFIX_runs by streaming inserts (the batch tables' columns; a row BigQuery
refuses is kept as a dead letter).

A first Ctrl-C (or --until-quiet S: nothing new for S seconds) ends the stream cleanly: every
waiting answer is judged and every run closed; a second Ctrl-C aborts.

Exit status: 0 the stream ended (Ctrl-C or --until-quiet) having read a trace record (or was
submitted to a remote runner); 2 it could not start (a bad flag or config, a followed path that
matches nothing); 3 it ended having read no trace record (every line was bad, or no line came),
as for `audit`; 130 a second Ctrl-C aborted it. A non-zero status comes with one line on stderr
saying why.

Example (on this machine; the README's demo shows findings printed while a folder grows):
  $ evidence-audit synth --runs 20 --out samples/traces.jsonl --quiet
  $ mkdir -p live && cp samples/traces.jsonl live/
  $ evidence-audit watch --follow live/ --out stream-out/ --wait 1 --until-quiet 3 --quiet && wc -l < stream-out/runs.jsonl
  20

On Dataflow (apache-beam[gcp] installed), instead of --follow and --out: --subscription
projects/P/subscriptions/S --findings-topic projects/P/topics/T (and --dead-letter-topic, ...),
then Beam's flags: --runner DataflowRunner --project P --region R --temp_location gs://B/tmp.
The repository's deploy/stream/ launches the same job as a Flex Template.

Defaults: --wait {DEFAULT_WAIT_S:g}, --idle {DEFAULT_IDLE_S:g}, --max-run-bytes {DEFAULT_MAX_RUN_BYTES}.
"""


def add_watch_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--follow", action="append", default=[], metavar="PATH",
                   help="a file, directory or glob to follow as it grows (repeatable)")
    p.add_argument("--out", metavar="DIR", default=None, help="folder for the rows (local runner)")
    p.add_argument("--subscription", metavar="PATH", default=None, help="Pub/Sub subscription: projects/P/subscriptions/S")
    p.add_argument("--topic", metavar="PATH", default=None, help="Pub/Sub topic to read (Beam makes a subscription)")
    p.add_argument("--timestamp-attribute", metavar="NAME", default=None, help="Pub/Sub attribute holding the event time")
    for name in ("findings", "answers", "runs", "dead-letter"):
        p.add_argument(f"--{name}-topic", metavar="PATH", default=None, help=f"Pub/Sub topic for {name.replace('-', ' ')} rows")
    p.add_argument("--bigquery-table", metavar="PROJECT:DATASET.PREFIX", default=None,
                   help="stream the rows into BigQuery tables PREFIX_findings, _answers, _dead_letter, _runs (needs [gcp])")
    p.add_argument("--wait", type=float, default=DEFAULT_WAIT_S, metavar="S",
                   help=f"seconds an answer waits for records that belong before it (default: {DEFAULT_WAIT_S:g})")
    p.add_argument("--idle", type=float, default=DEFAULT_IDLE_S, metavar="S",
                   help=f"seconds without a record before a run closes (default: {DEFAULT_IDLE_S:g})")
    p.add_argument("--max-run-bytes", type=int, default=DEFAULT_MAX_RUN_BYTES, metavar="N",
                   help=f"messages one run may hold in state (default: {DEFAULT_MAX_RUN_BYTES})")
    p.add_argument("--poll", type=float, default=0.5, metavar="S", help="seconds between looks at followed files (default: 0.5)")
    p.add_argument("--until-quiet", type=float, default=None, metavar="S",
                   help="end the stream once no followed file has grown for S seconds")
    p.add_argument("-q", "--quiet", action="store_true",
                   help="print no findings, closed runs or summary (the rows are still written)")
    p.add_argument("--format", default="auto", help="trace format: auto (default), " + ", ".join(FORMATS))
    p.add_argument("--run-id", metavar="FIELDS", default=None, help="run id field(s), joined with '/'")
    p.add_argument("--config", metavar="TOML", default=None, help="check options (as for `audit`)")
    p.add_argument("--profile", choices=("default", "reference"), default=None, help="check profile")


def watch_main(args: argparse.Namespace, beam_flags: list[str]) -> int:
    argv = [f"--follow={path}" for path in args.follow]
    flags = {
        "out": args.out,
        "subscription": args.subscription,
        "topic": args.topic,
        "timestamp-attribute": args.timestamp_attribute,
        "findings-topic": args.findings_topic,
        "answers-topic": args.answers_topic,
        "runs-topic": args.runs_topic,
        "dead-letter-topic": args.dead_letter_topic,
        "bigquery-table": args.bigquery_table,
        "wait": args.wait,
        "idle": args.idle,
        "max-run-bytes": args.max_run_bytes,
        "poll": args.poll,
        "until-quiet": args.until_quiet,
        "format": args.format,
        "run-id": args.run_id,
        "config": args.config,
        "profile": args.profile,
    }
    argv += [f"--{name}={value}" for name, value in flags.items() if value is not None]
    if args.quiet:
        argv.append("--quiet")
    from .beam.job import JobError
    from .beam.watch import run

    try:
        summary = run(argv + beam_flags)
    except JobError as err:
        print(f"evidence-audit watch: {err}", file=sys.stderr)
        return USAGE
    except KeyboardInterrupt:
        print("evidence-audit watch: aborted", file=sys.stderr)
        return 130
    return _status(summary, args.out)


def _status(summary: dict, out: str | None) -> int:
    """0 when the stream read a record; 3 (as `audit`) when it ended with none: every line bad,
    or no line at all. Known when following files into --out: a record read makes a run, and every
    run has its row in runs.jsonl once the stream ends (the local runner's streaming metrics are
    not reliable enough to decide on). Otherwise (a job submitted to Dataflow) 0."""
    if "lines_read" not in summary or "runs" not in summary:
        return OK
    outcome = Outcome(
        read=summary["runs"],
        lines=summary["lines_read"],
        bad_lines=summary["dead_letter"],
        flagged=0,
        self_sourced=0,
        unread=0,
        not_actionable=0,
    )
    where_bad = f"; the dead letters in {out} say why" if out else ""
    status, reason = decide(outcome, (), "trace records", where_bad)
    if reason:
        print(f"evidence-audit watch: {reason}", file=sys.stderr)
    return status
