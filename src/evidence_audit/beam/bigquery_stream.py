"""StreamBigQuery: the streaming audit's rows into BigQuery as they are judged, by streaming inserts.

`evidence-audit watch --bigquery-table PROJECT:DATASET.PREFIX` (and the streaming Flex Template in
`deploy/stream/`) writes PREFIX_findings, PREFIX_answers, PREFIX_dead_letter and PREFIX_runs. The
table schemas, clustering and names are the batch sink's (`bigquery.py`, derived from the column
lists of `schema.py`: one place), so a streamed row and a batch row of the same answer have the
same columns. Tables are partitioned by day of ingestion (a row lands in the partition of the UTC
day it was inserted) and created on the first insert when missing.

Why streaming inserts (`tabledata.insertAll`) and not the Storage Write API:

- They are pure Python in Beam's SDK. The Python SDK's Storage Write API is a cross-language
  transform: building the pipeline starts a Java expansion service from a jar fetched from Maven
  at that moment, so the Flex Template launcher would need Java and the network (or a jar
  vendored into the image), and the job could not be built, translated or tested offline.
- A row is queryable seconds after its insert (the streaming buffer): the point of a live audit.
- A row BigQuery refuses comes back to the pipeline with its errors (only transient errors are
  retried), so it is kept as a dead letter instead of being retried forever or lost.

Rows are inserted straight from the audit's outputs, with Beam's insert step (`BigQueryWriteFn`)
but without the reshuffle `WriteToBigQuery` puts before it. That reshuffle is there to fix Beam's
random insert ids before a retry; here each row's insert id is derived from the row itself (a
hash of its table and content), so a row sent twice (a retried bundle, a restarted worker) has the
same id and BigQuery keeps one, on a best-effort basis (about a minute). And a reshuffle is a
GroupByKey: the rows the audit emits when its input ends (every waiting answer judged, every run
closed, as `watch` stops or a Dataflow job drains) reach it after its window has expired, and
Beam's local runner drops them there (tested), while a plain step keeps them.

The price: insertAll costs more per GB than the Storage Write API, and its de-duplication is best
effort, so a row can, rarely, repeat; an answer is one (`run_id`, `answer_index`), a closed run
one `run_id`, should a query need to be exact.

A refused row of findings, answers or runs becomes a dead letter in PREFIX_dead_letter (reason
"BigQuery refused ...", the row as `raw`); a refused dead letter is logged. Every refused row is
counted in `bigquery_refused_rows`. A streaming insert cannot add a column to a table (a load
can): after a release that adds columns, apply the new schema files (`deploy/bigquery/`,
`bq update`) before its job starts; until then its rows are refused and kept as dead letters.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Mapping, Sequence
from typing import Any

import apache_beam as beam
import orjson
from apache_beam.options.pipeline_options import GoogleCloudOptions

from ..traces.model import RAW_CLIP_CHARS
from .bigquery import CLUSTERING, STREAM_TABLE_FIELDS, BigQueryTable, bigquery_schema, project_row, repeated_columns
from .streaming import stream_counter

__all__ = ["REFUSED_COUNTER", "RefusedRows", "StreamBigQuery", "TableRows", "insert_id", "refused_dead_letter"]

REFUSED_COUNTER = "bigquery_refused_rows"
_LOG = logging.getLogger(__name__)
# Written first, so that refused rows of these can still become dead letters of the last one.
_ROW_TABLES = ("findings", "answers", "runs")


def _why(errors: Any) -> str:
    """BigQuery's insert errors (`[{reason, location, message}, ...]`) as one clause."""
    if not isinstance(errors, Sequence) or isinstance(errors, str | bytes):
        return str(errors)
    parts = []
    for error in errors:
        if isinstance(error, Mapping):
            where = f" at {error['location']}" if error.get("location") else ""
            parts.append(f"{error.get('reason') or 'error'}{where}: {error.get('message') or ''}".rstrip(": "))
        else:
            parts.append(str(error))
    return "; ".join(parts) or "no reason given"


def refused_dead_letter(output: str, destination: str, row: Mapping[str, Any], errors: Any) -> dict[str, Any]:
    """The dead letter of a row BigQuery refused: where the row came from, why, and the row itself."""
    what = f"a {output} row"
    if row.get("run_id") is not None:
        what += f" of run {row['run_id']!r}"
        if row.get("answer_index") is not None:
            what += f", answer {row['answer_index']}"
    raw = orjson.dumps(dict(row), default=str).decode()
    return {
        "source_file": row.get("source_file"),
        "source_line": row.get("source_line"),
        "reason": f"BigQuery refused {what} for {destination}: {_why(errors)}",
        "raw": raw[:RAW_CLIP_CHARS],
    }


class RefusedRows(beam.DoFn):
    """(table, row, errors) that BigQuery refused -> a dead letter row; for the dead letters'
    own table (`as_dead_letter=False`), a log line, since there is nowhere further to keep them."""

    def __init__(self, output: str, as_dead_letter: bool = True) -> None:
        self.output = output
        self.as_dead_letter = as_dead_letter
        self.refused = stream_counter(REFUSED_COUNTER)

    def process(self, failed: tuple[str, Mapping[str, Any], Any]):
        destination, row, errors = failed
        self.refused.inc()
        if self.as_dead_letter:
            yield refused_dead_letter(self.output, str(destination), row, errors)
        else:
            _LOG.error("BigQuery refused a dead letter for %s (%s): %s", destination, _why(errors),
                       orjson.dumps(dict(row), default=str)[:RAW_CLIP_CHARS].decode(errors="replace"))


def insert_id(destination: str, row: Mapping[str, Any]) -> str:
    """The row's insert id: the same row to the same table always has the same one."""
    content = orjson.dumps(dict(row), option=orjson.OPT_SORT_KEYS, default=str)
    return hashlib.sha256(destination.encode() + b"\n" + content).hexdigest()


class TableRows(beam.DoFn):
    """A row of one output -> (its table, (the row cut to the table's columns, its insert id))."""

    def __init__(self, destination: str, fields: Sequence[tuple[str, Any, str]]) -> None:
        self.destination = destination
        self.names = tuple(field[0] for field in fields)
        self.repeated = repeated_columns(fields)

    def process(self, row: Mapping[str, Any]):
        cut = project_row(row, self.names, self.repeated)
        yield self.destination, (cut, insert_id(self.destination, cut))


class StreamBigQuery(beam.PTransform):
    """The streaming audit's outputs (answers, findings, dead_letter, runs) to their tables."""

    def __init__(self, table: str | BigQueryTable, *, test_client: Any = None) -> None:
        super().__init__()
        self.table = table if isinstance(table, BigQueryTable) else BigQueryTable(table)
        self.test_client = test_client  # Beam's own seam: a stand-in for BigQuery's API client

    def _destination(self, name: str, pipeline: beam.Pipeline) -> str:
        """PROJECT:DATASET.PREFIX_NAME; the pipeline's --project when the prefix names none."""
        if self.table.project:
            return self.table.table(name)
        project = pipeline.options.view_as(GoogleCloudOptions).project if pipeline.options else None
        if not project:
            raise ValueError(
                f"--bigquery-table {self.table.spec!r} names no project and no --project is set; "
                "give PROJECT:DATASET.PREFIX"
            )
        return f"{project}:{self.table.table(name)}"

    def _write(self, rows: beam.PCollection, name: str) -> beam.pvalue.DoOutputsTuple:
        from apache_beam.io.gcp.bigquery import BigQueryDisposition, BigQueryWriteFn
        from apache_beam.io.gcp.bigquery_tools import RetryStrategy

        fields = STREAM_TABLE_FIELDS[name]
        label = "BigQuery" + "".join(part.title() for part in name.split("_"))
        insert = BigQueryWriteFn(
            batch_size=None,  # Beam's default rows per insertAll request
            schema=bigquery_schema(fields),
            create_disposition=BigQueryDisposition.CREATE_IF_NEEDED,
            write_disposition=BigQueryDisposition.WRITE_APPEND,
            retry_strategy=RetryStrategy.RETRY_ON_TRANSIENT_ERROR,
            additional_bq_parameters={
                "timePartitioning": {"type": "DAY"},
                "clustering": {"fields": CLUSTERING[name]},
            },
            test_client=self.test_client,
        )
        return (
            rows
            | f"{label}Rows" >> beam.ParDo(TableRows(self._destination(name, rows.pipeline), fields))
            | label >> beam.ParDo(insert).with_outputs(
                BigQueryWriteFn.FAILED_ROWS, BigQueryWriteFn.FAILED_ROWS_WITH_ERRORS, main="inserted"
            )
        )

    def expand(self, outputs):  # {output: PCollection} -> {output: write result} (beam/README.md, "Type hints")
        from apache_beam.io.gcp.bigquery import BigQueryWriteFn

        refused_tag = BigQueryWriteFn.FAILED_ROWS_WITH_ERRORS
        written: dict[str, Any] = {}
        refused = []
        for name in _ROW_TABLES:
            written[name] = self._write(outputs[name], name)
            label = "".join(part.title() for part in name.split("_"))
            refused.append(written[name][refused_tag] | f"Refused{label}" >> beam.ParDo(RefusedRows(name)))
        dead_letter = (outputs["dead_letter"], *refused) | "JoinRefusedRows" >> beam.Flatten()
        written["dead_letter"] = self._write(dead_letter, "dead_letter")
        written["dead_letter"][refused_tag] | "RefusedDeadLetter" >> beam.ParDo(
            RefusedRows("dead_letter", as_dead_letter=False)
        )
        return written
