"""The BigQuery sink's schemas equal the Parquet schemas; its tables, rows and empty-day clearing."""

from __future__ import annotations

import json
import re

import pyarrow as pa
import pytest

from evidence_audit.beam.schema import SCHEMAS
from tests.e2e.helpers import read_rows, run_cli

from .conftest import DEPLOY, needs_gcp

pytestmark = needs_gcp

# An independent reading of BigQuery's types back into Arrow, to compare with the Parquet schema.
TO_ARROW = {"STRING": pa.string(), "INTEGER": pa.int64(), "BOOLEAN": pa.bool_(), "FLOAT": pa.float64()}


def arrow_of(field: dict) -> pa.DataType:
    if field["type"] == "RECORD":
        kind = pa.struct([pa.field(child["name"], arrow_of(child)) for child in field["fields"]])
    else:
        kind = TO_ARROW[field["type"]]
    return pa.list_(kind) if field["mode"] == "REPEATED" else kind


@pytest.mark.parametrize("name", ["findings", "answers", "dead_letter"])
def test_the_table_schema_equals_the_parquet_schema_field_by_field(name):
    from evidence_audit.beam.bigquery import TABLE_FIELDS, bigquery_schema

    fields = bigquery_schema(TABLE_FIELDS[name])["fields"]
    parquet = SCHEMAS[name]
    assert [f["name"] for f in fields] == parquet.names
    for field, column in zip(fields, parquet):
        assert arrow_of(field) == column.type, field["name"]
        assert field["mode"] in ("NULLABLE", "REPEATED")
    assert pa.schema([pa.field(f["name"], arrow_of(f)) for f in fields]) == parquet
    assert [f["description"] for f in fields] == [d for _, _, d in TABLE_FIELDS[name]]


def test_the_nested_leads_are_records():
    from evidence_audit.beam.bigquery import TABLE_FIELDS, bigquery_schema

    fields = {f["name"]: f for f in bigquery_schema(TABLE_FIELDS["findings"])["fields"]}
    assert fields["nearest"]["type"] == "RECORD"
    assert [c["name"] for c in fields["nearest"]["fields"]] == ["value", "how", "position", "tool_name", "path"]
    source = {c["name"]: c for c in fields["derivation"]["fields"]}["from"]
    assert source["type"] == "RECORD" and source["mode"] == "REPEATED"


@pytest.mark.parametrize("name", ["findings", "answers", "dead_letter", "runs"])
def test_the_schema_files_in_deploy_are_the_derivation(name, tmp_path):
    from evidence_audit.beam.bigquery import STREAM_TABLE_FIELDS, bigquery_schema, write_schemas

    on_disk = json.loads((DEPLOY / "bigquery" / f"{name}.schema.json").read_text())
    assert on_disk == bigquery_schema(STREAM_TABLE_FIELDS[name])["fields"], "regenerate: python -m evidence_audit.beam.bigquery deploy/bigquery"
    write_schemas(tmp_path)
    assert (tmp_path / f"{name}.schema.json").read_text() == (DEPLOY / "bigquery" / f"{name}.schema.json").read_text()


def test_clustering_columns_are_top_level_columns_of_each_table():
    from evidence_audit.beam.bigquery import CLUSTERING, STREAM_TABLE_FIELDS

    assert set(CLUSTERING) == set(STREAM_TABLE_FIELDS)
    for name, columns in CLUSTERING.items():
        assert set(columns) <= {f for f, _, _ in STREAM_TABLE_FIELDS[name]}
    assert CLUSTERING["findings"] == CLUSTERING["answers"] == ["run_id", "model"]


def test_the_streaming_tables_are_the_batch_three_and_the_closed_runs():
    """watch's runs rows get a table derived from the same column list as their JSONL layout."""
    from evidence_audit.beam.bigquery import STREAM_TABLE_FIELDS, TABLE_FIELDS, bigquery_schema
    from evidence_audit.beam.schema import RUN_FIELDS, RUN_SCHEMA

    assert {name: STREAM_TABLE_FIELDS[name] for name in TABLE_FIELDS} == TABLE_FIELDS
    assert STREAM_TABLE_FIELDS["runs"] is RUN_FIELDS
    fields = bigquery_schema(RUN_FIELDS)["fields"]
    assert pa.schema([pa.field(f["name"], arrow_of(f)) for f in fields]) == RUN_SCHEMA


def test_a_null_list_is_written_as_an_empty_list():
    """BigQuery refuses a JSON null in a REPEATED column; a row's null `operands` is sent as []."""
    from evidence_audit.beam.bigquery import TABLE_FIELDS, project_row, repeated_columns

    fields = TABLE_FIELDS["findings"]
    names = tuple(f for f, _, _ in fields)
    assert repeated_columns(fields) == {"operands"}
    row = project_row({"run_id": "r", "operands": None, "nearest": None, "extra": 1}, names, repeated_columns(fields))
    assert row["operands"] == [] and row["nearest"] is None and "extra" not in row and list(row) == list(names)
    operands = [{"value": "12", "source": "count", "where": "months in a year"}]
    assert project_row({"operands": operands}, names, repeated_columns(fields))["operands"] == operands


def test_a_type_with_no_bigquery_equivalent_is_refused_by_name():
    from evidence_audit.beam.bigquery import bigquery_field

    with pytest.raises(TypeError, match="'when'"):
        bigquery_field("when", pa.timestamp("ns"))


def test_every_row_field_reaches_its_table(synth_traces, tmp_path):
    """A load job refuses unknown fields, so rows are cut to the table's columns: nothing may be cut."""
    from evidence_audit.beam.bigquery import TABLE_FIELDS

    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n")
    done = run_cli("audit", str(synth_traces), str(bad), "--out", str(tmp_path / "out"))
    assert done.returncode == 0, done.stderr
    for name, fields in TABLE_FIELDS.items():
        rows = read_rows(tmp_path / "out", name)
        assert rows, name
        assert {key for row in rows for key in row} == {f for f, _, _ in fields}, name


@pytest.mark.parametrize(
    ("spec", "project", "dataset", "prefix"),
    [
        ("my-project:evidence_audit.audit", "my-project", "evidence_audit", "audit"),
        ("example.com:my-project:audits.nightly", "example.com:my-project", "audits", "nightly"),
        ("audits.nightly", None, "audits", "nightly"),
    ],
)
def test_table_prefixes(spec, project, dataset, prefix):
    from evidence_audit.beam.bigquery import BigQueryTable

    table = BigQueryTable(spec)
    assert (table.project, table.dataset, table.prefix) == (project, dataset, prefix)


@pytest.mark.parametrize("spec", ["", "audits", "p:audits", "p:d.t$20240501", "p:d.t.u"])
def test_a_bad_table_prefix_says_what_is_expected(spec):
    from evidence_audit.beam.bigquery import BigQueryTable

    with pytest.raises(ValueError, match="PROJECT:DATASET.PREFIX"):
        BigQueryTable(spec)


class _Tables:
    """BigQuery's tables API as Beam's apitools client calls it; records deletions."""

    def __init__(self) -> None:
        self.deleted: list[tuple[str, str, str]] = []

    def Delete(self, request):
        self.deleted.append((request.projectId, request.datasetId, request.tableId))


class _Client:
    def __init__(self) -> None:
        self.tables = _Tables()


def test_a_day_with_no_rows_deletes_that_days_partition_and_a_day_with_rows_does_not():
    from evidence_audit.beam.bigquery import ClearEmptyPartition

    client = _Client()
    clear = ClearEmptyPartition("my-project", "evidence_audit", "audit_dead_letter$20240501", client)
    assert list(clear.process(3)) == []
    assert client.tables.deleted == []
    assert list(clear.process(0)) == ["my-project:evidence_audit.audit_dead_letter$20240501"]
    assert client.tables.deleted == [("my-project", "evidence_audit", "audit_dead_letter$20240501")]


def test_a_table_with_no_project_takes_the_pipelines():
    import apache_beam as beam
    from apache_beam.options.pipeline_options import PipelineOptions

    from evidence_audit.beam.bigquery import WriteBigQuery
    from evidence_audit.beam.job import discard

    write = WriteBigQuery("audits.nightly")
    flagged, bare = beam.Pipeline(options=PipelineOptions(["--project=from-flags"])), beam.Pipeline(options=PipelineOptions([]))
    try:
        assert write._project(flagged) == "from-flags"
        with pytest.raises(ValueError, match="names no project"):
            write._project(bare)
    finally:  # never run: their temporary folders go here
        discard(flagged)
        discard(bare)


def _queries(path=DEPLOY / "bigquery" / "queries.sql") -> list[str]:
    text = path.read_text()
    body = "\n".join(line for line in text.splitlines() if not line.startswith("--"))
    return [q for q in body.split(";") if q.strip()]


@pytest.mark.parametrize(
    ("path", "table_prefix", "count"),
    [(DEPLOY / "bigquery" / "queries.sql", "audit", 4), (DEPLOY / "stream" / "queries.sql", "audit_live", 3)],
    ids=["nightly", "stream"],
)
def test_the_first_queries_name_only_columns_their_table_has(path, table_prefix, count):
    """queries.sql is not run here (no BigQuery): at least every column it names must exist."""
    from evidence_audit.beam.bigquery import STREAM_TABLE_FIELDS, bigquery_schema

    def columns(fields):
        names = set()
        for field in fields:
            names.add(field["name"])
            names |= columns(field.get("fields", []))
        return names

    queries = _queries(path)
    assert len(queries) == count
    for query in queries:
        table = re.search(rf"`my-project\.evidence_audit\.{table_prefix}_([a-z_]+)`", query).group(1)
        known = columns(bigquery_schema(STREAM_TABLE_FIELDS[table])["fields"])
        bare = re.sub(r"`[^`]*`|r?'[^']*'", " ", query)  # table names and string literals
        aliases = set(re.findall(r"\bAS ([a-z_]+)", bare))
        named = set(re.findall(r"\b[a-z_][a-z0-9_]*\b", bare)) - aliases
        assert named <= known, f"{table}: {sorted(named - known)} are not columns"
