"""The audit job: options, ReadTraces -> AuditTraces -> WriteOutputs, the summary at the end.

`run(argv)` takes the app's flags through `AuditOptions` and passes every other flag to Beam
(`--runner`, `--project`, `--temp_location`, ...). With no `--runner` the job runs in this process
on Beam's FnApiRunner: offline, with nothing downloaded (Beam's DirectRunner would first try to
fetch a Prism binary). `--workers N` runs N worker processes on this machine. `--date` and
`--output-format bigquery` are a deployed job's additions (`deploy.py`, settled in `settings.py`).

Output is a commit (`commit.py`): the output place is checked before the job starts, the job
writes into a staging folder, and only a job that succeeded replaces the previous results,
`summary.json` last. A failed or interrupted job leaves the previous results as they were. A
template launch (`--template_location`: the runner only writes or submits the job, nothing waits
for it) cannot commit after the job: it writes straight into `--out`, and summary.json records
what was launched instead of figures.
"""

from __future__ import annotations

import gc
import shutil
import sys
import time
from collections.abc import Sequence
from typing import Any

import apache_beam as beam
import orjson
from apache_beam.options.pipeline_options import DirectOptions, GoogleCloudOptions, PipelineOptions, StandardOptions

from ..progress import CLEAR
from ..progress import wanted as progress_wanted
from ..record_limit import DEFAULT_MAX_RECORD_MB, MAX_RECORD_BYTES, max_record_bytes
from ..traces import FORMATS
from .commit import SUMMARY_FILE, OutputError, abandon, commit, join_path, prepare, write_file
from .deploy import BIGQUERY, launch_record, submitted_only, write_rows
from .pipeline import AuditTraces
from .read import ReadTraces
from .settings import JobError, resolve_settings
from .sinks import WriteOutputs
from .summary import counters_of, format_summary, summarize

__all__ = [
    "DEFAULT_RUNNER", "GC_YOUNG", "SUMMARY_FILE", "AuditOptions", "JobError", "discard", "laid_out", "run", "tune_collector",
]

DEFAULT_RUNNER = "FnApiRunner"
LOCAL_RUNNERS = ("FnApiRunner", "DirectRunner", "BundleBasedDirectRunner")  # the launching process's stderr
# In the CLI's job process: the cyclic garbage collector's first generation is collected every
# GC_YOUNG allocations instead of every 700 (Python's default). See `tune_collector`.
GC_YOUNG = 10_000


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
        parser.add_argument(
            "--max-record-mb",
            "--max_record_mb",
            dest="max_record_mb",
            type=float,
            default=None,
            help=f"the longest line read, in MiB (default {DEFAULT_MAX_RECORD_MB}); longer ones are dead letters",
        )


def resolve_job(options: PipelineOptions) -> dict[str, Any]:
    """Validate the app's flags and config before anything runs; return what the pipeline needs."""
    audit = options.view_as(AuditOptions)
    job = resolve_settings(audit)
    try:
        job["max_record_bytes"] = max_record_bytes(audit.max_record_mb)
    except ValueError as err:
        raise JobError(str(err)) from None
    return job


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
        | "ReadTraces"
        >> ReadTraces(job["files"], progress=progress, max_record_bytes=job.get("max_record_bytes", MAX_RECORD_BYTES))
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
    if _launch_only(options):
        summary = _launch(options, job)
    else:
        try:
            staging = prepare(job["out"])
        except OutputError as err:
            raise JobError(str(err)) from None
        try:
            summary = _run_staged(options, job, staging, progress)
            summary["files"] = commit(job["out"], staging, summary)
        except OutputError as err:  # (round 31) --out locked past the wait: one line, as in prepare
            abandon(staging)
            raise JobError(str(err)) from None
        except BaseException:
            abandon(staging)
            raise
    if echo and not quiet:
        print(summary["note"] if summary.get("submitted_only") else format_summary(summary), file=sys.stderr)
    return summary


def _launch_only(options: PipelineOptions) -> bool:
    """Whether the runner will only write or submit the job (a template launch): nothing waits for it."""
    return bool(options.view_as(GoogleCloudOptions).template_location)


def _about(options: PipelineOptions, job: dict[str, Any]) -> dict[str, Any]:
    """What summary.json says of the job besides its figures."""
    return {
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


def tune_collector() -> None:
    """Tune the cyclic garbage collector of a process that runs one job and exits (the CLI's job).

    The audit builds and drops millions of small objects (messages, tokens, rows) that form no
    cycles, so Python's collector, which walks the young objects every 700 allocations and the
    whole heap every so often, spent about a tenth of the in-process command's CPU on the synth
    corpus (`bench/speed.py --only command`). The objects that exist before the job (Beam's
    modules, this process's state: nothing the job frees) are frozen out of the collector's
    walks, and the young generation is collected every `GC_YOUNG` allocations. Reference counting
    still frees everything at once; only cyclic garbage waits a little longer. Outputs do not
    change. Not undone: call it only in a process that ends with the job (`cli.run_job`); worker
    processes (`--workers`, a distributed runner) keep their own settings.
    """
    gc.freeze()
    young, middle, old = gc.get_threshold()
    gc.set_threshold(max(young, GC_YOUNG), middle, old)


def laid_out(options: PipelineOptions, lay_out: Any) -> beam.Pipeline:
    """A new pipeline with `lay_out(pipeline)` applied. Beam makes a `beam-pipeline-temp*` folder
    when a pipeline is made and removes it only in `run()`: if laying out fails, it is removed here."""
    pipeline = beam.Pipeline(options=options)
    try:
        lay_out(pipeline)
    except BaseException:
        discard(pipeline)
        raise
    return pipeline


def discard(pipeline: beam.Pipeline) -> None:
    """Remove the temporary folder of a pipeline that will not run (`run()` removes it otherwise)."""
    shutil.rmtree(pipeline.local_tempdir, ignore_errors=True)


def _run_staged(options: PipelineOptions, job: dict[str, Any], staging: str, progress: bool) -> dict[str, Any]:
    """Run the pipeline with its outputs in the staging folder; return the summary."""
    started = time.perf_counter()
    pipeline = laid_out(options, lambda p: build(p, dict(job, out=staging), progress))
    try:
        result = pipeline.run()
        result.wait_until_finish()
    finally:
        if progress:
            sys.stderr.write(CLEAR)
    return summarize(counters_of(result), time.perf_counter() - started, _about(options, job))


def _launch(options: PipelineOptions, job: dict[str, Any]) -> dict[str, Any]:
    """A template launch: the job writes straight into --out when it runs; record what was launched."""
    started = time.perf_counter()
    pipeline = laid_out(options, lambda p: build(p, job))
    result = pipeline.run()
    if submitted_only(result):
        summary = launch_record(_about(options, job))
    else:  # the runner ran it after all: its figures are real
        result.wait_until_finish()
        summary = summarize(counters_of(result), time.perf_counter() - started, _about(options, job))
    write_file(join_path(job["out"], SUMMARY_FILE), orjson.dumps(summary, option=orjson.OPT_INDENT_2 | orjson.OPT_APPEND_NEWLINE))
    return summary
