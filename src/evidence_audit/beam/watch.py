"""The streaming job (`evidence-audit watch`): a live source -> AuditStream -> live sinks.

Two sources, one composite:

- **local** (`--follow PATH`, the default runner, BundleBasedDirectRunner, in this process and
  offline): files, directories or globs followed as they grow (`follow.FollowFiles`); rows are
  appended to `--out DIR` and findings printed on stdout as they are judged. Stops on Ctrl-C or,
  with `--until-quiet S`, once nothing has grown for S seconds; either way every waiting answer
  is judged and every run closed first.
- **Pub/Sub** (`--subscription` or `--topic`, each message one JSONL record, on Dataflow): the
  element's event time is the publish time, or the attribute `--timestamp-attribute` names; rows
  go to Pub/Sub topics (`--findings-topic` for alerts, `--answers-topic`, `--runs-topic`,
  `--dead-letter-topic`) as JSON messages with `run_id` and `output` attributes. A message's
  `Source` is the subscription (or topic) and its message id, so a dead letter names it.

Either way, `--bigquery-table PROJECT:DATASET.PREFIX` also streams the four outputs into BigQuery
tables (`bigquery_stream.py`). Every other flag goes to Beam (`--runner DataflowRunner --project P
--region R --temp_location gs://...`; `--streaming` is set here). Options are checked before
anything runs, and the batch audit's own flags (`--input`, `--date`, ...) are refused rather than
ignored.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from collections.abc import Mapping, Sequence
from typing import Any

import apache_beam as beam
import orjson
from apache_beam.options.pipeline_options import GoogleCloudOptions, PipelineOptions, StandardOptions

from ..text import plural
from ..traces import Source
from .follow import AppendRows, Follower, FollowFiles
from .job import AuditOptions, laid_out
from .settings import JobError, resolve_check_settings
from .stream_run import DEFAULT_IDLE_S, DEFAULT_MAX_RUN_BYTES, DEFAULT_WAIT_S, StreamSettings
from .streaming import STREAM_OUTPUTS, AuditStream

__all__ = ["BATCH_ONLY", "LOCAL_RUNNER", "WatchOptions", "build", "resolve_watch", "run", "streaming_options"]

LOCAL_RUNNER = "BundleBasedDirectRunner"
_LOCAL_RUNNERS = (LOCAL_RUNNER, "DirectRunner")
_TOPIC_FLAGS = {
    "findings": "findings_topic",
    "answers": "answers_topic",
    "runs": "runs_topic",
    "dead_letter": "dead_letter_topic",
}
# `AuditOptions` flags (parsed with every job's options) that only the batch audit reads: refused
# here, so that a flag a user meant for the stream is never silently ignored. Destination -> flag.
BATCH_ONLY = {
    "input": "--input",
    "output_format": "--output-format",
    "audit_date": "--date",
    "local_workers": "--workers",
    "fail_on": "--fail-on",
    "max_record_mb": "--max-record-mb",
}


class WatchOptions(PipelineOptions):
    """The streaming audit's own flags (the check's flags come from `AuditOptions`)."""

    @classmethod
    def _add_argparse_args(cls, parser: Any) -> None:
        parser.add_argument("--follow", action="append", default=None, help="file, directory or glob to follow")
        parser.add_argument("--subscription", default=None, help="Pub/Sub subscription to read records from")
        parser.add_argument("--topic", dest="input_topic", default=None, help="Pub/Sub topic to read records from")
        parser.add_argument("--timestamp-attribute", "--timestamp_attribute", dest="timestamp_attribute", default=None)
        for name, dest in _TOPIC_FLAGS.items():
            flag = name.replace("_", "-")
            parser.add_argument(f"--{flag}-topic", f"--{dest}", dest=dest, default=None)
        parser.add_argument("--wait", type=float, default=DEFAULT_WAIT_S, help="seconds an answer waits")
        parser.add_argument("--idle", type=float, default=DEFAULT_IDLE_S, help="seconds before a quiet run closes")
        parser.add_argument("--max-run-bytes", "--max_run_bytes", dest="max_run_bytes", type=int, default=DEFAULT_MAX_RUN_BYTES)
        parser.add_argument("--poll", type=float, default=0.5, help="seconds between looks at followed files")
        parser.add_argument("--until-quiet", "--until_quiet", dest="until_quiet", type=float, default=None)


def resolve_watch(options: PipelineOptions) -> dict[str, Any]:
    """Validate the flags before anything runs; return what the pipeline needs."""
    watch = options.view_as(WatchOptions)
    audit = options.view_as(AuditOptions)
    runner = options.view_as(StandardOptions).runner
    local = runner is None or runner in _LOCAL_RUNNERS
    sources = [name for name, given in (("--follow", watch.follow), ("--subscription", watch.subscription),
                                         ("--topic", watch.input_topic)) if given]
    if len(sources) != 1:
        raise JobError(
            "give one source: files or directories to follow, --subscription or --topic"
            + (f" (got {', '.join(sources)})" if sources else "")
        )
    for dest, flag in BATCH_ONLY.items():
        if getattr(audit, dest) is not None:
            raise JobError(f"{flag} is a flag of the batch audit (evidence-audit audit); watch does not read it")
    topics = {name: getattr(watch, dest) for name, dest in _TOPIC_FLAGS.items() if getattr(watch, dest)}
    table = _bigquery_table(audit.bigquery_table, options)
    if not audit.out and not topics and table is None:
        raise JobError("no output: give --out DIR, Pub/Sub topics (--findings-topic, ...) or --bigquery-table")
    if watch.follow and not local:
        raise JobError(f"following local files needs the local runner ({LOCAL_RUNNER}), not {runner}")
    if audit.out and not local:
        raise JobError(
            f"--out appends to local files; on {runner} give Pub/Sub topics (--findings-topic, ...) or --bigquery-table"
        )
    if watch.timestamp_attribute and watch.follow:
        raise JobError("--timestamp-attribute is for Pub/Sub sources; a followed line's time is when it was read")
    if watch.until_quiet is not None and watch.until_quiet <= 0:
        raise JobError(f"--until-quiet must be positive, got {watch.until_quiet:g}")
    if watch.poll <= 0:
        raise JobError(f"--poll must be positive, got {watch.poll:g}")
    try:
        settings = StreamSettings.of_seconds(watch.wait, watch.idle, watch.max_run_bytes)
    except ValueError as err:
        raise JobError(f"--wait/--idle/--max-run-bytes: {err}") from None
    for pattern in watch.follow or ():
        if not (os.path.exists(pattern) or any(ch in pattern for ch in "*?[")):
            raise JobError(f"{pattern!r}: no such file or directory to follow")
    job = resolve_check_settings(audit)
    job.update(
        follow=list(watch.follow or ()),
        subscription=watch.subscription,
        input_topic=watch.input_topic,
        timestamp_attribute=watch.timestamp_attribute,
        topics=topics,
        bigquery_table=table,
        out=audit.out,
        settings=settings,
        poll=watch.poll,
        until_quiet=watch.until_quiet,
        echo=not audit.quiet,
        local=local,
    )
    return job


def _bigquery_table(spec: str | None, options: PipelineOptions) -> Any:
    """`--bigquery-table`, checked: a table prefix with a project, and Beam's Google Cloud clients."""
    if not spec:
        return None
    from .bigquery import BigQueryTable, gcp_missing

    missing = gcp_missing()
    if missing:
        raise JobError(f"--bigquery-table: {missing}")
    try:
        table = BigQueryTable(spec)
    except ValueError as err:
        raise JobError(str(err)) from None
    if not table.project and not options.view_as(GoogleCloudOptions).project:
        raise JobError(f"--bigquery-table {spec!r} names no project and no --project is set; give PROJECT:DATASET.PREFIX")
    return table


def _from_pubsub(path: str):
    """A PubsubMessage -> (Source(path, message id), data): where a dead letter says it came from."""

    def to_line(message: Any) -> tuple[Source, bytes]:
        message_id = getattr(message, "message_id", None) or ""
        return Source(path, int(message_id) if message_id.isdigit() else 0), bytes(message.data)

    return to_line


def _to_pubsub(output: str):
    def to_message(row: Mapping[str, Any]) -> Any:
        from apache_beam.io.gcp.pubsub import PubsubMessage

        return PubsubMessage(orjson.dumps(row), {"output": output, "run_id": str(row.get("run_id", ""))})

    return to_message


def build(pipeline: beam.Pipeline, job: dict[str, Any], follower: Follower | None = None) -> FollowFiles | None:
    """Lay the streaming audit out on `pipeline`; return the file source to close, if any (closed
    here when laying out fails: its event service and socket folder go with it)."""
    made: list[FollowFiles] = []
    try:
        return _build(pipeline, job, follower, made)
    except BaseException:
        for source in made:
            source.close()
        raise


def _build(
    pipeline: beam.Pipeline, job: dict[str, Any], follower: Follower | None, made: list[FollowFiles]
) -> FollowFiles | None:
    source = None
    if job["follow"]:
        exclude = [job["out"]] if job["out"] else []
        source = FollowFiles(
            follower
            or Follower(
                job["follow"], poll=job["poll"], until_quiet=job["until_quiet"], exclude=exclude, echo=job["echo"]
            )
        )
        made.append(source)
        lines = pipeline | "FollowFiles" >> source
    else:
        from apache_beam.io.gcp.pubsub import ReadFromPubSub

        path = job["subscription"] or job["input_topic"]
        lines = (
            pipeline
            | "ReadPubSub" >> ReadFromPubSub(
                subscription=job["subscription"],
                topic=job["input_topic"],
                with_attributes=True,
                timestamp_attribute=job["timestamp_attribute"],
            )
            | "ToSourceLines" >> beam.Map(_from_pubsub(path))
        )
    outputs = lines | "AuditStream" >> AuditStream(
        job["fmt"], job["run_id_fields"], job["check_options"], settings=job["settings"]
    )
    if job["out"]:
        outputs | "AppendRows" >> AppendRows(job["out"], echo=job["echo"])
    if job.get("bigquery_table") is not None:
        from .bigquery_stream import StreamBigQuery

        outputs | "StreamBigQuery" >> StreamBigQuery(job["bigquery_table"])
    if job["topics"]:
        from apache_beam.io.gcp.pubsub import WriteToPubSub

        for name, topic in job["topics"].items():
            label = "".join(part.title() for part in name.split("_"))
            (
                outputs[name]
                | f"{label}ToPubSub" >> beam.Map(_to_pubsub(name))
                | f"Publish{label}" >> WriteToPubSub(topic, with_attributes=True)
            )
    return source


def _clear_outputs(out_dir: str) -> None:
    for name in STREAM_OUTPUTS:
        path = os.path.join(out_dir, f"{name}.jsonl")
        if os.path.exists(path):
            os.remove(path)


def _count_rows(out_dir: str) -> dict[str, int]:
    counts = {}
    for name in STREAM_OUTPUTS:
        path = os.path.join(out_dir, f"{name}.jsonl")
        counts[name] = 0
        if os.path.exists(path):
            with open(path, "rb") as handle:
                counts[name] = sum(1 for _ in handle)
    return counts


def _flagged(out_dir: str) -> int:
    path = os.path.join(out_dir, "answers.jsonl")
    if not os.path.exists(path):
        return 0
    with open(path, "rb") as handle:
        return sum(1 for line in handle if orjson.loads(line)["verdict"] == "flagged")


def run(argv: Sequence[str] | None = None) -> dict[str, Any]:
    """Run the streaming audit; locally, until the stream ends; return what it wrote (counts)."""
    options = PipelineOptions(list(argv) if argv is not None else sys.argv[1:])
    job = resolve_watch(options)
    standard = streaming_options(options)
    if job["out"]:
        os.makedirs(job["out"], exist_ok=True)
        _clear_outputs(job["out"])
    built: list[FollowFiles | None] = []
    pipeline = laid_out(options, lambda p: built.append(build(p, job)))
    source = built[0]
    started = time.perf_counter()
    previous = None
    if source is not None:
        previous = _stop_on_interrupt(source.follower)
    try:
        result = pipeline.run()
        if not job["local"]:
            print(f"evidence-audit watch: submitted to {standard.runner}; it runs until drained or cancelled",
                  file=sys.stderr)
            return {"runner": str(standard.runner)}
        result.wait_until_finish()
    finally:
        if source is not None:
            source.close()
        if previous is not None:
            signal.signal(signal.SIGINT, previous)
    summary: dict[str, Any] = {"elapsed_s": round(time.perf_counter() - started, 3)}
    if source is not None:
        summary["lines_read"] = source.follower.lines_sent  # (counted here: exact, unlike streaming metrics)
    if job["out"]:
        summary.update(_count_rows(job["out"]))
        summary["flagged_answers"] = _flagged(job["out"])
    if job["out"] and job["echo"]:
        print(
            f"evidence-audit watch: {plural(summary['runs'], 'run')} closed, {plural(summary['answers'], 'answer')}"
            f" judged ({summary['flagged_answers']:,} flagged), {plural(summary['findings'], 'finding')},"
            f" {plural(summary['dead_letter'], 'dead letter')}; rows in {job['out']}",
            file=sys.stderr,
        )
    return summary


def streaming_options(options: PipelineOptions) -> StandardOptions:
    """Set what every streaming job needs: `--streaming`, and the local streaming runner by default."""
    standard = options.view_as(StandardOptions)
    if standard.runner is None or standard.runner == "DirectRunner":
        standard.runner = LOCAL_RUNNER  # the DirectRunner would try to download Prism
    standard.streaming = True
    return standard


def _stop_on_interrupt(follower: Follower) -> Any:
    """The first Ctrl-C ends the stream cleanly (all judged, runs closed); a second one aborts."""

    def handler(signum: int, frame: Any) -> None:
        if follower.stopping:
            raise KeyboardInterrupt
        print("\nevidence-audit watch: stopping: judging what waits and closing every run"
              " (Ctrl-C again to abort)", file=sys.stderr)
        follower.stop()

    try:
        return signal.signal(signal.SIGINT, handler)
    except ValueError:  # not the main thread (a library caller): no handler
        return None
