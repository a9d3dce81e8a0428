"""The audit job: options, ReadTraces -> AuditTraces -> WriteOutputs, the summary at the end.

`run(argv)` takes the app's flags through `AuditOptions` and passes every other flag to Beam
(`--runner`, `--project`, `--temp_location`, ...). With no `--runner` the job runs in this process
on Beam's FnApiRunner: offline, with nothing downloaded (Beam's DirectRunner would first try to
fetch a Prism binary). `--workers N` runs N worker processes on this machine.
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

from ..config import ConfigError, load_check_options, validate
from ..traces import FORMATS, resolve_format, resolve_run_id_fields
from .pipeline import AuditTraces
from .read import ReadTraces
from .sinks import OUTPUT_FORMATS, OUTPUTS, WriteOutputs, output_prefix
from .summary import counters_of, format_summary, summarize

__all__ = ["DEFAULT_RUNNER", "AuditOptions", "JobError", "resolve_check_options", "run"]

DEFAULT_RUNNER = "FnApiRunner"
SUMMARY_FILE = "summary.json"


class JobError(ValueError):
    """A job that cannot start: bad inputs, a bad config, an unknown format."""


class AuditOptions(PipelineOptions):
    """The audit's own flags; everything else is Beam's."""

    @classmethod
    def _add_argparse_args(cls, parser: Any) -> None:
        parser.add_argument("--input", action="append", default=None, help="input file or glob (repeatable)")
        parser.add_argument("--out", default=None, help="output directory (local path or gs://...)")
        parser.add_argument(
            "--format", dest="trace_format", default="auto", help=f"auto or one of {', '.join(FORMATS)}"
        )
        parser.add_argument("--run-id", "--run_id", dest="run_id_fields", default=None, help="run id field(s)")
        parser.add_argument("--config", dest="check_config", default=None, help="TOML file of check options")
        parser.add_argument("--profile", dest="check_profile", default=None, help="default or reference")
        parser.add_argument(
            "--output-format", "--output_format", dest="output_format", default="jsonl", help="jsonl or parquet"
        )
        parser.add_argument("--workers", dest="local_workers", type=int, default=None, help="local worker processes")


def _check_inputs(patterns: Sequence[str]) -> None:
    for pattern in patterns:
        try:
            matched = FileSystems.match([pattern])[0].metadata_list
        except Exception as err:  # Beam raises BeamIOError for a path it cannot list
            raise JobError(f"input {pattern!r} cannot be listed: {err}") from None
        if not matched:
            raise JobError(f"input {pattern!r} matches no file")


def _clear_outputs(out_dir: str) -> None:
    """Remove the outputs of an earlier run in `out_dir`, so no stale shard survives."""
    patterns = [output_prefix(out_dir, name) + "-*" for name in OUTPUTS]
    patterns.append(FileSystems.join(out_dir, SUMMARY_FILE))
    stale = [m.path for result in FileSystems.match(patterns) for m in result.metadata_list]
    if stale:
        FileSystems.delete(stale)


def resolve_job(options: PipelineOptions) -> dict[str, Any]:
    """Validate the app's flags before anything runs; return what the pipeline needs."""
    audit = options.view_as(AuditOptions)
    if not audit.input:
        raise JobError("no input: give one or more files or globs")
    if not audit.out:
        raise JobError("no output directory: give --out DIR")
    if audit.output_format not in OUTPUT_FORMATS:
        raise JobError(f"unknown --output-format {audit.output_format!r}; expected jsonl or parquet")
    if audit.local_workers is not None and audit.local_workers < 1:
        raise JobError(f"--workers must be at least 1, got {audit.local_workers}")
    job = resolve_check_options(audit)
    _check_inputs(audit.input)
    return {
        "inputs": list(audit.input),
        "out": audit.out,
        **job,
        "output_format": audit.output_format,
    }


def resolve_check_options(audit: AuditOptions) -> dict[str, Any]:
    """The flags every audit shares (batch and streaming): --format, --run-id, --config, --profile."""
    if audit.check_profile not in (None, "default", "reference"):
        raise JobError(f"unknown --profile {audit.check_profile!r}; expected default or reference")
    try:
        fmt = resolve_format(audit.trace_format)
        run_id_fields = resolve_run_id_fields(audit.run_id_fields)
    except ValueError as err:
        raise JobError(str(err)) from None
    try:
        if audit.check_config:
            check_options = load_check_options(audit.check_config, audit.check_profile)
        else:
            check_options = {"profile": audit.check_profile} if audit.check_profile else {}
            validate(check_options, "--profile")
    except ConfigError as err:
        raise JobError(str(err)) from None
    return {"fmt": fmt, "run_id_fields": run_id_fields, "check_options": check_options}


def _apply_runner_defaults(options: PipelineOptions) -> None:
    standard = options.view_as(StandardOptions)
    if standard.runner is None:
        standard.runner = DEFAULT_RUNNER
    workers = options.view_as(AuditOptions).local_workers
    if workers is not None:
        direct = options.view_as(DirectOptions)
        direct.direct_num_workers = workers
        direct.direct_running_mode = "multi_processing" if workers > 1 else "in_memory"


def build(pipeline: beam.Pipeline, job: dict[str, Any]) -> None:
    """Lay the audit out on `pipeline`."""
    outputs = (
        pipeline
        | "ReadTraces" >> ReadTraces(job["inputs"])
        | "AuditTraces" >> AuditTraces(job["fmt"], job["run_id_fields"], job["check_options"])
    )
    outputs | "WriteOutputs" >> WriteOutputs(job["out"], job["output_format"])


def run(argv: Sequence[str] | None = None, *, echo: bool = True) -> dict[str, Any]:
    """Run the audit; return the summary (also written to OUT/summary.json and printed)."""
    options = PipelineOptions(list(argv) if argv is not None else sys.argv[1:])
    job = resolve_job(options)
    _apply_runner_defaults(options)
    _clear_outputs(job["out"])
    started = time.perf_counter()
    pipeline = beam.Pipeline(options=options)
    build(pipeline, job)
    result = pipeline.run()
    result.wait_until_finish()
    elapsed = time.perf_counter() - started
    summary = summarize(
        counters_of(result),
        elapsed,
        {
            "inputs": job["inputs"],
            "out": job["out"],
            "format": job["fmt"],
            "output_format": job["output_format"],
            "check_options": job["check_options"],
            "runner": str(options.view_as(StandardOptions).runner),
        },
    )
    with FileSystems.create(FileSystems.join(job["out"], SUMMARY_FILE)) as handle:
        handle.write(orjson.dumps(summary, option=orjson.OPT_INDENT_2 | orjson.OPT_APPEND_NEWLINE))
    if echo:
        print(format_summary(summary), file=sys.stderr)
    return summary
