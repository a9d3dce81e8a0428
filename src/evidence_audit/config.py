"""Read the audit's TOML config (`--config audit.toml`): the whole job, validated before any work.

A scheduled audit should be one file, so the config can hold everything the command line can say.
Job keys:

    inputs = ["traces/", "more/*.jsonl.gz"]   # files, globs or directories (a string for one)
    out = "out/"
    format = "auto"                           # or events, openai-chat, anthropic, otel, ...
    run_id = ["task_id", "trial"]             # or "task_id,trial"
    output_format = "jsonl"                   # or parquet, or bigquery
    workers = 2                               # as --workers: 0 means one per CPU
    fail_on = ["findings"]                    # as --fail-on
    date = "yesterday"                        # as --date: fills {date} in inputs and out
    bigquery_table = "PROJECT:DATASET.PREFIX" # as --bigquery-table

Every other top-level key is a check option, with the names of the `check` options (profile,
min_digits, shapes, exempt, figures, ranges, decimals, spellings, flag_self_sourced, amounts,
arithmetic). A flag given on the command line wins over the same key here. Relative local paths
(`inputs`, `out`) are read from the config file's folder, so the job means the same from wherever
it is started. A bad key or value is an error naming the file and the key. A config path with a
scheme (`gs://bucket/audit.toml`) is read through Beam's filesystems, so a deployed job's config
lives beside its data; relative paths in such a config are taken as written.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .evidence import OptionError, resolve_gate
from .exits import parse_fail_on

__all__ = ["JOB_KEYS", "ConfigError", "JobConfig", "load_check_options", "load_config", "validate"]

JOB_KEYS = ("inputs", "out", "format", "run_id", "output_format", "workers", "fail_on", "date", "bigquery_table")


class ConfigError(ValueError):
    """A config file that cannot be used; the message names the file and what was wrong."""


@dataclass(frozen=True, slots=True)
class JobConfig:
    """A config file read and checked: the job keys present, and the check options."""

    path: str
    job: dict[str, Any] = field(default_factory=dict)
    check: dict[str, Any] = field(default_factory=dict)


def _strings(value: Any, key: str, where: str) -> list[str]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ConfigError(f"{where}: {key!r} must be a string or a list of strings, got {value!r}")
    return list(value)


def _from_config_folder(path: str, folder: Path) -> str:
    if "://" in path or os.path.isabs(path) or folder == Path("."):
        return path
    return os.path.join(folder, path)


def _job_keys(raw: dict[str, Any], folder: Path, where: str) -> dict[str, Any]:
    job: dict[str, Any] = {}
    if "inputs" in raw:
        job["inputs"] = [_from_config_folder(p, folder) for p in _strings(raw["inputs"], "inputs", where)]
    if "out" in raw:
        if not isinstance(raw["out"], str) or not raw["out"]:
            raise ConfigError(f"{where}: 'out' must be a string (one folder), got {raw['out']!r}")
        job["out"] = _from_config_folder(raw["out"], folder)
    for key in ("format", "output_format", "date", "bigquery_table"):
        if key in raw:
            if not isinstance(raw[key], str):
                raise ConfigError(f"{where}: {key!r} must be a string, got {raw[key]!r}")
            job[key] = raw[key]
    if "run_id" in raw:
        job["run_id"] = ",".join(_strings(raw["run_id"], "run_id", where))
    if "workers" in raw:
        workers = raw["workers"]
        if isinstance(workers, bool) or not isinstance(workers, int) or workers < 0:
            raise ConfigError(f"{where}: 'workers' must be a whole number, 0 or more (0: one per CPU), got {workers!r}")
        job["workers"] = workers
    if "fail_on" in raw:
        try:
            job["fail_on"] = parse_fail_on(raw["fail_on"])
        except ValueError as err:
            raise ConfigError(f"{where}: 'fail_on': {err}") from None
    return job


def _read_remote(path: str) -> dict[str, Any]:
    from apache_beam.io.filesystems import FileSystems

    try:
        with FileSystems.open(path) as handle:
            text = handle.read().decode("utf-8")
    except Exception as err:  # Beam raises its own IO errors per filesystem
        raise ConfigError(f"{path}: cannot read the config file: {err}") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise ConfigError(f"{path}: not valid TOML: {err}") from None


def load_config(path: str | Path) -> JobConfig:
    """The job keys and the check options of the config at `path`, each checked."""
    if "://" in str(path):
        path = str(path)
        raw = _read_remote(path)
        job = _job_keys(raw, Path("."), path)
    else:
        path = Path(path)
        try:
            with path.open("rb") as handle:
                raw = tomllib.load(handle)
        except FileNotFoundError:
            raise ConfigError(f"{path}: no such config file") from None
        except IsADirectoryError:
            raise ConfigError(f"{path}: is a folder, not a config file") from None
        except tomllib.TOMLDecodeError as err:
            raise ConfigError(f"{path}: not valid TOML: {err}") from None
        job = _job_keys(raw, path.parent, str(path))
    check = {key: value for key, value in raw.items() if key not in JOB_KEYS}
    try:
        resolve_gate(check)
    except OptionError as err:
        raise ConfigError(
            f"{path}: {err} (a config key is a job key: {', '.join(JOB_KEYS)}; or a check option)"
        ) from None
    return JobConfig(str(path), job, check)


def load_check_options(path: str | Path, profile: str | None = None) -> dict[str, Any]:
    """The check options in `path` (plus a command-line profile), validated by resolving a gate."""
    options = dict(load_config(path).check)
    if profile is not None:
        options["profile"] = profile
    validate(options, str(path))
    return options


def validate(options: dict[str, Any], where: str = "options") -> None:
    try:
        resolve_gate(options)
    except OptionError as err:
        raise ConfigError(f"{where}: {err}") from None
