"""WriteBigQuery: findings, answers and dead letters to three BigQuery tables, by file loads.

`--output-format bigquery --bigquery-table PROJECT:DATASET.PREFIX` writes PREFIX_findings,
PREFIX_answers and PREFIX_dead_letter. Their schemas are derived here from the same column
definitions as the Parquet schemas (`schema.py`: name, Arrow type, description), so the two never
drift. Each table is partitioned by day (ingestion-time partitioning: a partition is the audit's
date, and the rows keep exactly the Parquet columns) and clustered by run id and model (the dead
letters, which have neither, by source file). A missing table is created by the first load; a
column a new release adds is added to an existing table by the load (ALLOW_FIELD_ADDITION).

With an audit date (`--date`), each table's rows go to that day's partition (`TABLE$YYYYMMDD`) with
WRITE_TRUNCATE, so a rerun of the same day replaces the day's rows atomically when its load
commits. An output with no rows that day loads nothing, so its partition is deleted instead (a
rerun that finds no dead letters must not keep yesterday's attempt's). Without a date, rows are
appended to the load day's partition.

Writes are batch file loads (JSON files under the pipeline's `--temp_location`, then load jobs):
no streaming-insert quotas or costs. Needs `pip install 'evidence-audit[gcp]'`.

The streaming audit (`watch`) writes the same three tables' columns, and a fourth, PREFIX_runs
(`schema.RUN_FIELDS`), by streaming inserts instead (`bigquery_stream.py`); its schemas and
clustering come from here too (`STREAM_TABLE_FIELDS`).

    python -m evidence_audit.beam.bigquery DIR   # write the four tables' schemas as JSON files
"""

from __future__ import annotations

import datetime as dt
import json
import re
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import apache_beam as beam
import pyarrow as pa
from apache_beam.options.pipeline_options import GoogleCloudOptions

from ..dates import partition_decorator
from .schema import ANSWER_FIELDS, DEAD_LETTER_FIELDS, FINDING_FIELDS, RUN_FIELDS

__all__ = [
    "CLUSTERING",
    "STREAM_TABLE_FIELDS",
    "TABLE_FIELDS",
    "BigQueryTable",
    "ClearEmptyPartition",
    "WriteBigQuery",
    "bigquery_field",
    "bigquery_schema",
    "gcp_missing",
    "project_row",
    "repeated_columns",
    "write_schemas",
]

TABLE_FIELDS = {"findings": FINDING_FIELDS, "answers": ANSWER_FIELDS, "dead_letter": DEAD_LETTER_FIELDS}
# The streaming audit's tables: the batch audit's three, and one row per closed run.
STREAM_TABLE_FIELDS = {**TABLE_FIELDS, "runs": RUN_FIELDS}

# Clustering columns must be top-level columns of the table; dead letters have no run or model,
# runs no model.
CLUSTERING = {
    "findings": ["run_id", "model"],
    "answers": ["run_id", "model"],
    "dead_letter": ["source_file"],
    "runs": ["run_id"],
}

_SCALARS = {
    pa.string(): "STRING",
    pa.int64(): "INTEGER",
    pa.bool_(): "BOOLEAN",
    pa.float64(): "FLOAT",
}

# PROJECT:DATASET.PREFIX (PROJECT may be a domain-scoped `example.com:project`) or DATASET.PREFIX.
_TABLE_PREFIX = re.compile(r"(?:(?P<project>[a-z][-a-z0-9.:]*[a-z0-9]):)?(?P<dataset>\w+)\.(?P<prefix>[-\w]+)")


def bigquery_field(name: str, kind: pa.DataType, description: str | None = None) -> dict[str, Any]:
    """One BigQuery schema field for an Arrow column: scalar, struct (RECORD) or list (REPEATED)."""
    mode = "NULLABLE"
    if pa.types.is_list(kind):
        mode, kind = "REPEATED", kind.value_type
        if pa.types.is_list(kind):
            raise TypeError(f"column {name!r}: BigQuery has no list of lists")
    if pa.types.is_struct(kind):
        field: dict[str, Any] = {"name": name, "type": "RECORD", "mode": mode}
        field["fields"] = [bigquery_field(child.name, child.type) for child in kind]
    elif kind in _SCALARS:
        field = {"name": name, "type": _SCALARS[kind], "mode": mode}
    else:
        raise TypeError(f"column {name!r}: no BigQuery type for Arrow type {kind}")
    if description:
        field["description"] = description
    return field


def bigquery_schema(fields: Sequence[tuple[str, pa.DataType, str]]) -> dict[str, Any]:
    """The table schema (`{"fields": [...]}`, as load jobs and `bq mk` take it) of column definitions."""
    return {"fields": [bigquery_field(name, kind, description) for name, kind, description in fields]}


def gcp_missing() -> str | None:
    """Why the BigQuery sink cannot run here (Beam's Google Cloud clients missing), or None."""
    try:
        from apache_beam.io.gcp.internal.clients import bigquery  # noqa: F401
        import apitools.base.py  # noqa: F401
    except ImportError as err:
        return f"the BigQuery sink needs Beam's Google Cloud clients ({err}): pip install 'evidence-audit[gcp]'"
    return None


class BigQueryTable:
    """`--bigquery-table PROJECT:DATASET.PREFIX`, parsed; names the three tables and their partitions."""

    def __init__(self, spec: str) -> None:
        match = _TABLE_PREFIX.fullmatch(spec or "")
        if not match:
            raise ValueError(
                f"--bigquery-table {spec!r} is not PROJECT:DATASET.PREFIX (or DATASET.PREFIX); "
                "the tables are PREFIX_findings, PREFIX_answers and PREFIX_dead_letter (and PREFIX_runs from watch)"
            )
        self.spec = spec
        self.project: str | None = match.group("project")
        self.dataset: str = match.group("dataset")
        self.prefix: str = match.group("prefix")

    def table_id(self, name: str) -> str:
        return f"{self.prefix}_{name}"

    def table(self, name: str, day: dt.date | None = None) -> str:
        """`PROJECT:DATASET.PREFIX_NAME`, with the `$YYYYMMDD` partition decorator when `day` is given."""
        where = f"{self.project}:" if self.project else ""
        return f"{where}{self.dataset}.{self.table_id(name)}" + (partition_decorator(day) if day else "")

    def __repr__(self) -> str:
        return f"BigQueryTable({self.spec!r})"


def repeated_columns(fields: Sequence[tuple[str, pa.DataType, str]]) -> frozenset[str]:
    """The top-level columns that are lists (BigQuery REPEATED fields)."""
    return frozenset(name for name, kind, _ in fields if pa.types.is_list(kind))


def project_row(row: Mapping[str, Any], names: tuple[str, ...], repeated: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The row with exactly the table's columns (a load job or an insert refuses an unknown field).

    A REPEATED column cannot be NULL in BigQuery (a JSON null there is refused: "Only optional
    fields can be set to NULL"); the rows' null list (`operands` of a row that is not computed) is
    written as the empty list, which is how BigQuery reads an absent list anyway.
    """
    return {name: ([] if name in repeated and row.get(name) is None else row.get(name)) for name in names}


class ClearEmptyPartition(beam.DoFn):
    """Given the count of an output's rows: if zero, delete the day's partition of its table.

    A load job runs only when there are rows, so without this a rerun with no rows for a table
    would leave the earlier attempt's rows in that day's partition. `client` is for tests
    (Beam's own `test_client` seam); on workers the default BigQuery client is built.
    """

    def __init__(self, project: str | None, dataset: str, table_id: str, client: Any = None) -> None:
        self.project = project
        self.dataset = dataset
        self.table_id = table_id  # with the $YYYYMMDD decorator
        self.client = client

    def process(self, count: int):
        if count:
            return
        from apache_beam.io.gcp.bigquery_tools import BigQueryWrapper

        BigQueryWrapper(client=self.client)._delete_table(self.project, self.dataset, self.table_id)
        yield f"{self.project}:{self.dataset}.{self.table_id}"


class WriteBigQuery(beam.PTransform):
    """Write each named PCollection of rows to its table (see the module docstring)."""

    def __init__(
        self,
        table: str | BigQueryTable,
        day: dt.date | None = None,
        *,
        custom_gcs_temp_location: str | None = None,
        test_client: Any = None,
    ) -> None:
        super().__init__()
        self.table = table if isinstance(table, BigQueryTable) else BigQueryTable(table)
        self.day = day
        self.custom_gcs_temp_location = custom_gcs_temp_location
        self.test_client = test_client

    def expand(self, outputs):  # {output: PCollection} -> {output: write result} (beam/README.md, "Type hints")
        from apache_beam.io.gcp.bigquery import BigQueryDisposition, WriteToBigQuery

        disposition = BigQueryDisposition.WRITE_TRUNCATE if self.day else BigQueryDisposition.WRITE_APPEND
        written: dict[str, Any] = {}
        for name, fields in TABLE_FIELDS.items():
            label = "BigQuery" + "".join(part.title() for part in name.split("_"))
            names = tuple(field[0] for field in fields)
            rows = outputs[name] | f"{label}Columns" >> beam.Map(project_row, names, repeated_columns(fields))
            written[name] = rows | label >> WriteToBigQuery(
                table=self.table.table(name, self.day),
                schema=bigquery_schema(fields),
                method=WriteToBigQuery.Method.FILE_LOADS,
                create_disposition=BigQueryDisposition.CREATE_IF_NEEDED,
                write_disposition=disposition,
                additional_bq_parameters={
                    "timePartitioning": {"type": "DAY"},
                    "clustering": {"fields": CLUSTERING[name]},
                    # A release that adds a column loads into last release's table.
                    "schemaUpdateOptions": ["ALLOW_FIELD_ADDITION"],
                },
                custom_gcs_temp_location=self.custom_gcs_temp_location,
                test_client=self.test_client,
            )
            if self.day:
                clear = ClearEmptyPartition(
                    self._project(rows.pipeline),
                    self.table.dataset,
                    self.table.table_id(name) + partition_decorator(self.day),
                    self.test_client,
                )
                written[name + "_cleared"] = (
                    rows
                    | f"{label}Count" >> beam.combiners.Count.Globally()
                    | f"{label}ClearIfEmpty" >> beam.ParDo(clear)
                )
        return written

    def _project(self, pipeline: beam.Pipeline) -> str:
        if self.table.project:
            return self.table.project
        project = pipeline.options.view_as(GoogleCloudOptions).project if pipeline.options else None
        if not project:
            raise ValueError(
                f"--bigquery-table {self.table.spec!r} names no project and no --project is set; "
                "give PROJECT:DATASET.PREFIX"
            )
        return project


def write_schemas(directory: str | Path) -> list[Path]:
    """Write NAME.schema.json for each table, batch and streaming, into `directory` (for `bq mk`
    and Terraform)."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, fields in STREAM_TABLE_FIELDS.items():
        path = directory / f"{name}.schema.json"
        path.write_text(json.dumps(bigquery_schema(fields)["fields"], indent=2) + "\n", encoding="utf-8")
        paths.append(path)
    return paths


if __name__ == "__main__":  # pragma: no cover - exercised by tests through write_schemas
    if len(sys.argv) != 2:
        print("usage: python -m evidence_audit.beam.bigquery DIR", file=sys.stderr)
        sys.exit(2)
    for written_path in write_schemas(sys.argv[1]):
        print(written_path)
