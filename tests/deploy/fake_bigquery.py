"""A stand-in for BigQuery's API, as Beam's streaming inserts call it, behind Beam's `test_client` seam.

Beam's `WriteToBigQuery(test_client=...)` hands this object to its `BigQueryWrapper` as both of its
clients: the apitools one (`tables.Get`, `tables.Insert`: get or create a table) and the
google-cloud-bigquery one (`insert_rows_json`: tabledata.insertAll). The pipeline around it is real
(Beam's runner, Beam's sink); only the service is replaced. It keeps what it receives in a folder,
since the runner works on pickled copies of it:

    FOLDER/tables/TABLE.json    the table as created: column names and modes, partitioning, clustering
    FOLDER/rows/TABLE.jsonl     {"row": ..., "insert_id": ...} per row accepted

It refuses rows as BigQuery does, each with its own error: a column the table lacks (`invalid`, "no
such field"), a null in a REPEATED column ("Only optional fields can be set to NULL"), and any row
that holds one of the `refuse` column values (a stand-in for any row-level refusal).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


def _table_file(folder: str, table_id: str) -> Path:
    return Path(folder) / "tables" / f"{table_id}.json"


def _fields(fields: Any) -> list[dict[str, Any]]:
    return [
        {"name": f.name, "type": f.type, "mode": f.mode or "NULLABLE", "fields": _fields(f.fields or [])}
        for f in fields
    ]


class _Tables:
    def __init__(self, folder: str) -> None:
        self.folder = folder

    def Get(self, request: Any) -> Any:  # noqa: N802 - apitools' method name
        from apache_beam.io.gcp.internal.clients import bigquery
        from apitools.base.py.exceptions import HttpError

        path = _table_file(self.folder, request.tableId)
        if not path.exists():
            raise HttpError({"status": "404"}, f"Not found: Table {request.tableId}", "")
        return bigquery.Table(tableReference=bigquery.TableReference(
            projectId=request.projectId, datasetId=request.datasetId, tableId=request.tableId))

    def Insert(self, request: Any) -> Any:  # noqa: N802
        table = request.table
        path = _table_file(self.folder, table.tableReference.tableId)
        path.parent.mkdir(parents=True, exist_ok=True)
        created = {
            "project": request.projectId,
            "dataset": request.datasetId,
            "fields": _fields(table.schema.fields),
            "timePartitioning": table.timePartitioning.type if table.timePartitioning else None,
            "clustering": list(table.clustering.fields) if table.clustering else None,
        }
        path.write_text(json.dumps(created), encoding="utf-8")
        return table


class FakeBigQuery:
    """BigQuery's tables API and insertAll, recording into `folder` (see the module docstring)."""

    def __init__(self, folder: str | os.PathLike, refuse: dict[str, Any] | None = None) -> None:
        self.folder = str(folder)
        self.refuse = dict(refuse or {})  # column -> a value that makes a row refused
        self.tables = _Tables(self.folder)

    def insert_rows_json(self, table: str, json_rows: list[dict], row_ids: list[str], **_: Any) -> list[dict]:
        table_id = table.rsplit(".", 1)[-1]
        path = _table_file(self.folder, table_id)
        if not path.exists():
            raise AssertionError(f"insert into {table} before the table was created")
        columns = {field["name"]: field for field in json.loads(path.read_text())["fields"]}
        errors, accepted = [], []
        for index, row in enumerate(json_rows):
            unknown = sorted(set(row) - set(columns))
            nulls = [name for name, field in columns.items() if field["mode"] == "REPEATED" and row.get(name, []) is None]
            if unknown:
                error = {"reason": "invalid", "location": unknown[0], "message": f"no such field: {unknown[0]}."}
            elif nulls:
                error = {"reason": "invalid", "location": nulls[0],
                         "message": f"Only optional fields can be set to NULL. Field: {nulls[0]}; Value: NULL"}
            elif refused := [column for column, value in self.refuse.items() if row.get(column) == value]:
                error = {"reason": "invalid", "location": refused[0], "message": "refused by the test"}
            else:
                accepted.append(json.dumps({"row": row, "insert_id": row_ids[index]}) + "\n")
                continue
            errors.append({"index": index, "errors": [error]})
        rows = Path(self.folder) / "rows" / f"{table_id}.jsonl"
        rows.parent.mkdir(parents=True, exist_ok=True)
        with open(rows, "a", encoding="utf-8") as handle:
            handle.write("".join(accepted))
        return errors


def created(folder: str | os.PathLike) -> dict[str, dict[str, Any]]:
    """The tables the sink created, by table id."""
    root = Path(folder) / "tables"
    return {path.stem: json.loads(path.read_text()) for path in sorted(root.glob("*.json"))} if root.exists() else {}


def inserted(folder: str | os.PathLike, table_id: str) -> list[dict[str, Any]]:
    """The rows accepted into one table (with their insert ids), in the order they came."""
    path = Path(folder) / "rows" / f"{table_id}.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []
