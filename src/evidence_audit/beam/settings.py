"""The job's settings: a flag wins over the config file, the config over the default; all checked first.

Everything a job needs is settled here before a pipeline is built, so a mistake (an unknown format,
a bad config key, an input that matches nothing, a folder with no trace in it) is one line naming
what was wrong, never a traceback from inside a running job.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from apache_beam.io.filesystems import FileSystems

from ..cli_options import workers_count
from ..config import ConfigError, JobConfig, load_config, validate
from ..exits import parse_fail_on
from ..traces import resolve_format, resolve_run_id_fields
from .deploy import BIGQUERY, DateError, resolve_dated_paths, resolve_sink
from .inputs import InputError, expand_inputs
from .sinks import OUTPUT_FORMATS

__all__ = ["JobError", "resolve_check_settings", "resolve_settings", "resolve_workers"]


class JobError(ValueError):
    """A job that cannot start: bad inputs, a bad config, an unknown format."""


def resolve_workers(workers: int | None) -> int | None:
    """`--workers N` as every subcommand reads it: N processes, 0 for one per CPU, None if unset."""
    if workers is None:
        return None
    if workers < 0:
        raise JobError(f"--workers must be 0 (one per CPU) or more, got {workers}")
    return workers_count(workers)


def _check_inputs(patterns: Sequence[str]) -> None:
    for pattern in patterns:
        try:
            matched = FileSystems.match([pattern])[0].metadata_list
        except Exception as err:  # Beam raises BeamIOError for a path it cannot list
            raise JobError(f"input {pattern!r} cannot be listed: {err}") from None
        if not matched:
            raise JobError(f"input {pattern!r} matches no file")


def _flag_or_config(flag: Any, config: JobConfig | None, key: str, default: Any) -> Any:
    if flag is not None:
        return flag
    if config is not None and key in config.job:
        return config.job[key]
    return default


def resolve_settings(audit: Any) -> dict[str, Any]:
    """Settle the job from the audit's flags (an `AuditOptions` view) and its config file."""
    config: JobConfig | None = None
    try:
        if audit.check_config:
            config = load_config(audit.check_config)
    except ConfigError as err:
        raise JobError(str(err)) from None
    inputs = audit.input or (config.job.get("inputs") if config else None)
    if not inputs:
        raise JobError("no input: give one or more files, directories or globs (or `inputs` in the config)")
    out = _flag_or_config(audit.out, config, "out", None)
    if not out:
        raise JobError("no output folder: give --out DIR (or `out` in the config)")
    output_format = _flag_or_config(audit.output_format, config, "output_format", "jsonl")
    if output_format not in (*OUTPUT_FORMATS, BIGQUERY):
        raise JobError(f"unknown output format {output_format!r}; expected jsonl, parquet or bigquery")
    try:  # the audit's date fills {date} in the inputs and the output folder (deploy.py)
        date_text = _flag_or_config(audit.audit_date, config, "date", None)
        day, inputs, out = resolve_dated_paths(date_text, list(inputs), out)
        table = _flag_or_config(audit.bigquery_table, config, "bigquery_table", None)
        bigquery_table = resolve_sink(output_format, table)
    except (DateError, ValueError) as err:
        raise JobError(str(err)) from None
    if audit.check_profile not in (None, "default", "reference"):
        raise JobError(f"unknown --profile {audit.check_profile!r}; expected default or reference")
    workers = resolve_workers(_flag_or_config(audit.local_workers, config, "workers", None))
    try:
        fail_on = parse_fail_on(audit.fail_on) if audit.fail_on is not None else None
    except ValueError as err:
        raise JobError(f"--fail-on: {err}") from None
    if fail_on is None:
        fail_on = config.job.get("fail_on", ()) if config else ()
    shared = _reading_and_check(audit, config)
    try:
        files = expand_inputs(inputs, out)
    except InputError as err:
        raise JobError(str(err)) from None
    _check_inputs(files)
    return {
        "inputs": list(inputs),
        "files": files,
        "out": out,
        "date": day,
        "bigquery_table": bigquery_table,
        **shared,
        "output_format": output_format,
        "workers": workers,
        "fail_on": list(fail_on),
    }


def _reading_and_check(audit: Any, config: JobConfig | None) -> dict[str, Any]:
    """How records are read (format, run ids) and judged (check options): flags over the config."""
    try:
        fmt = resolve_format(_flag_or_config(audit.trace_format, config, "format", "auto"))
        run_id_fields = resolve_run_id_fields(_flag_or_config(audit.run_id_fields, config, "run_id", None))
    except ValueError as err:
        raise JobError(str(err)) from None
    check_options = dict(config.check) if config else {}
    if audit.check_profile:
        check_options["profile"] = audit.check_profile
    try:
        validate(check_options, config.path if config else "--profile")
    except ConfigError as err:
        raise JobError(str(err)) from None
    return {"fmt": fmt, "run_id_fields": run_id_fields, "check_options": check_options}


def resolve_check_settings(audit: Any) -> dict[str, Any]:
    """What every audit shares, batch or streaming: --format, --run-id, --profile and the config's
    check options (the streaming job has no inputs to expand and no output folder to require)."""
    config: JobConfig | None = None
    try:
        if audit.check_config:
            config = load_config(audit.check_config)
    except ConfigError as err:
        raise JobError(str(err)) from None
    if audit.check_profile not in (None, "default", "reference"):
        raise JobError(f"unknown --profile {audit.check_profile!r}; expected default or reference")
    return _reading_and_check(audit, config)
