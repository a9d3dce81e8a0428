"""The audit job: options, ReadTraces -> AuditTraces -> WriteOutputs, the summary at the end.

`run(argv)` takes the app's flags through `AuditOptions` and passes every other flag to Beam
(`--runner`, `--project`, `--temp_location`, ...). With no `--runner` the job runs in this process
on Beam's FnApiRunner: offline, with nothing downloaded (Beam's DirectRunner would first try to
fetch a Prism binary). `--workers N` runs N worker processes on this machine. `--date` and
`--output-format bigquery` are a deployed job's additions (`deploy.py`, settled in `settings.py`);
when the runner only submits the job (a Dataflow template launch), summary.json records what was
launched instead of figures.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from typing import Any

import apache_beam as beam
import orjson
from apache_beam.io.filesystems import FileSystems
from apache_beam.options.pipeline_options import DirectOptions, PipelineOptions, StandardOptions

from ..progress import CLEAR
from ..progress import wanted as progress_wanted
from ..traces import FORMATS
from .deploy import BIGQUERY, launch_record, submitted_only, write_rows
from .pipeline import AuditTraces
from .read import ReadTraces
from .settings import JobError, resolve_settings
from .sinks import OUTPUTS, WriteOutputs, output_prefix
from .summary import counters_of, format_summary, summarize

__all__ = ["DEFAULT_RUNNER", "AuditOptions", "JobError", "run"]

DEFAULT_RUNNER = "FnApiRunner"
LOCAL_RUNNERS = ("FnApiRunner", "DirectRunner", "BundleBasedDirectRunner")  # the launching process's stderr
SUMMARY_FILE = "summary.json"


class AuditOptions(PipelineOptions):
    """The audit's own flags; everything else is Beam's."""

    @classmethod
    def _add_argparse_args(cls, parser: Any) -> None:
        parser.add_argument(
            "--input", action="append", default=None, help="input file, directory or glob (repeatable)"
        )
        parser.add_argument("--out", default=None, help="output directory (local path or gs://...)")
        parser.add_argument(
            "--format", dest="trace_format", default=None, help=f"auto (default) or one of {', '.join(FORMATS)}"
        )
        parser.add_argument("--run-id", "--run_id", dest="run_id_fields", default=None, help="run id field(s)")
        parser.add_argument("--config", dest="check_config", default=None, help="TOML file: the job and check options")
        parser.add_argument("--profile", dest="check_profile", default=None, help="default or reference")
        parser.add_argument(
            "--output-format", "--output_format", dest="output_format", default=None,
            help="jsonl (default), parquet or bigquery",
        )
        parser.add_argument(
            "--bigquery-table", "--bigquery_table", dest="bigquery_table", default=None,
            help="PROJECT:DATASET.PREFIX: tables PREFIX_findings, PREFIX_answers, PREFIX_dead_letter",
        )
        parser.add_argument(
            "--date", dest="audit_date", default=None,
            help="the audit's date (YYYY-MM-DD, today or yesterday, UTC): fills {date} in --input and --out",
        )
        parser.add_argument(
            "--workers", dest="local_workers", type=int, default=None, help="local worker processes (0: one per CPU)"
        )
        parser.add_argument("--fail-on", "--fail_on", dest="fail_on", default=None, help="conditions, comma-separated")
        parser.add_argument("--quiet", action="store_true", default=False, help="no progress and no printed summary")


def _clear_outputs(out_dir: str) -> None:
    """Remove the outputs of an earlier run in `out_dir`, so no stale shard survives."""
    patterns = [output_prefix(out_dir, name) + "-*" for name in OUTPUTS]
    patterns.append(FileSystems.join(out_dir, SUMMARY_FILE))
    stale = [m.path for result in FileSystems.match(patterns) for m in result.metadata_list]
    if stale:
        FileSystems.delete(stale)


def resolve_job(options: PipelineOptions) -> dict[str, Any]:
    """Validate the app's flags and config before anything runs; return what the pipeline needs."""
    return resolve_settings(options.view_as(AuditOptions))


def _apply_runner_defaults(options: PipelineOptions, workers: int | None) -> None:
    standard = options.view_as(StandardOptions)
    if standard.runner is None:
        standard.runner = DEFAULT_RUNNER
    if workers is not None:
        direct = options.view_as(DirectOptions)
        direct.direct_num_workers = workers
        direct.direct_running_mode = "multi_processing" if workers > 1 else "in_memory"


def build(pipeline: beam.Pipeline, job: dict[str, Any], progress: bool = False) -> None:
    """Lay the audit out on `pipeline` (`progress`: keep a status line on this terminal)."""
    outputs = (
        pipeline
        | "ReadTraces" >> ReadTraces(job["files"], progress=progress)
        | "AuditTraces" >> AuditTraces(job["fmt"], job["run_id_fields"], job["check_options"], progress=progress)
    )
    if job["output_format"] == BIGQUERY:
        write_rows(outputs, job)
    else:
        outputs | "WriteOutputs" >> WriteOutputs(job["out"], job["output_format"])


def run(argv: Sequence[str] | None = None, *, echo: bool = True) -> dict[str, Any]:
    """Run the audit; return the summary (also written to OUT/summary.json and printed)."""
    options = PipelineOptions(list(argv) if argv is not None else sys.argv[1:])
    job = resolve_job(options)
    quiet = options.view_as(AuditOptions).quiet
    _apply_runner_defaults(options, job["workers"])
    local = str(options.view_as(StandardOptions).runner) in LOCAL_RUNNERS
    progress = local and progress_wanted(quiet)
    _clear_outputs(job["out"])
    started = time.perf_counter()
    pipeline = beam.Pipeline(options=options)
    build(pipeline, job, progress)
    extra = {
        "date": job["date"].isoformat() if job["date"] else None,
        "inputs": job["inputs"],
        "input_files": len(job["files"]),
        "out": job["out"],
        "format": job["fmt"],
        "output_format": job["output_format"],
        "bigquery_table": job["bigquery_table"].spec if job["bigquery_table"] else None,
        "check_options": job["check_options"],
        "fail_on": job["fail_on"],
        "runner": str(options.view_as(StandardOptions).runner),
    }
    try:
        result = pipeline.run()
        if not submitted_only(result):
            result.wait_until_finish()
    finally:
        if progress:
            sys.stderr.write(CLEAR)
    if submitted_only(result):
        summary = launch_record(extra)
    else:
        summary = summarize(counters_of(result), time.perf_counter() - started, extra)
    with FileSystems.create(FileSystems.join(job["out"], SUMMARY_FILE)) as handle:
        handle.write(orjson.dumps(summary, option=orjson.OPT_INDENT_2 | orjson.OPT_APPEND_NEWLINE))
    if echo and not quiet:
        print(summary["note"] if summary.get("submitted_only") else format_summary(summary), file=sys.stderr)
    return summary
