"""What a deployed audit adds to the job: its date, the BigQuery sink, and a template launch's record.

- The date: `--date` (`yesterday`, `today` or `YYYY-MM-DD`, resolved once when the job is built,
  in UTC) fills `{date}` placeholders in `--input` and `--out`; an `--out` without one gets the
  day's folder `OUT/dt=YYYY-MM-DD/`. So a scheduled launch passes the same parameters every day.
- The sink: `--output-format bigquery --bigquery-table PROJECT:DATASET.PREFIX` (see `bigquery.py`).
- A template launch: Dataflow's Flex Template launcher runs the job's program with
  `--template_location`, so the runner writes the job and submits nothing the program can wait on.
  The launch then records what it launched (date, inputs, outputs) instead of the figures, which are
  the job's `evidence_audit` counters in Dataflow.
- The workers' image: in the Flex Template image (`deploy/dataflow/`), `EVIDENCE_AUDIT_IMAGE`
  names the image itself, and a launch that names no other image runs its workers on it
  (`with_worker_image`), since that image has the package installed. Batch and streaming alike.

`job.py` calls these; they are kept apart so the job's own flow stays short.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import Any

import apache_beam as beam

from ..dates import DateError, day_folder, fill, resolve_date, utc_today

__all__ = [
    "BIGQUERY",
    "DateError",
    "IMAGE_VARIABLE",
    "LAUNCH_NOTE",
    "launch_record",
    "resolve_dated_paths",
    "resolve_sink",
    "submitted_only",
    "with_worker_image",
    "write_rows",
]

BIGQUERY = "bigquery"

LAUNCH_NOTE = (
    "the runner only submitted the job (a template launch): its figures are the job's "
    "evidence_audit counters (Dataflow console, or gcloud beta dataflow metrics list JOB_ID)"
)


def resolve_dated_paths(
    date_text: str | None, inputs: list[str], out: str | None, today: dt.date | None = None
) -> tuple[dt.date | None, list[str], str | None]:
    """(the audit's date, the inputs and the output directory with the date filled in)."""
    day = resolve_date(date_text, today or utc_today())
    filled = [fill(pattern, day, "--input") for pattern in inputs]
    return day, filled, (day_folder(out, day) if out else out)


def resolve_sink(output_format: str, bigquery_table: str | None) -> Any:
    """The BigQuery table prefix to write to, or None for file outputs; errors say which flag."""
    if output_format != BIGQUERY:
        if bigquery_table:
            raise ValueError("--bigquery-table is only used with --output-format bigquery")
        return None
    if not bigquery_table:
        raise ValueError("--output-format bigquery needs --bigquery-table PROJECT:DATASET.PREFIX")
    from .bigquery import BigQueryTable, gcp_missing

    missing = gcp_missing()
    if missing:
        raise ValueError(missing)
    return BigQueryTable(bigquery_table)


def write_rows(outputs: Mapping[str, beam.PCollection], job: Mapping[str, Any]) -> None:
    """Lay the BigQuery sink on the audit's three outputs."""
    from .bigquery import WriteBigQuery

    outputs | "WriteBigQuery" >> WriteBigQuery(job["bigquery_table"], job["date"])


def submitted_only(result: Any) -> bool:
    """Whether the runner only wrote or submitted the job, with nothing to wait for (a template)."""
    return getattr(result, "has_job", True) is False


def launch_record(extra: Mapping[str, Any]) -> dict[str, Any]:
    """What a template launch writes as summary.json: what it launched, and where the figures are."""
    return {"submitted_only": True, "note": LAUNCH_NOTE, **extra}



IMAGE_VARIABLE = "EVIDENCE_AUDIT_IMAGE"
_IMAGE_FLAGS = ("--sdk_container_image", "--worker_harness_container_image")


def with_worker_image(argv: Sequence[str], environ: Mapping[str, str]) -> list[str]:
    """`argv`, plus `--sdk_container_image=$EVIDENCE_AUDIT_IMAGE` when set and no image is named."""
    argv = list(argv)
    image = environ.get(IMAGE_VARIABLE, "")
    if image and not any(arg.split("=", 1)[0] in _IMAGE_FLAGS for arg in argv):
        argv.append(f"--sdk_container_image={image}")
    return argv
