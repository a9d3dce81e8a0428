"""The audit's output files as three DuckDB relations with fixed columns, whatever wrote them.

Outputs differ by format (JSONL or Parquet), by age (a column added since) and by branch of the
project (a finding kind, a marker column). The report should read them all, so each relation declares
the columns the report uses with one type each: a column a file lacks is NULL, a column the report
does not know is ignored, and nested values (the `nearest` and `derivation` leads) are JSON in both
formats. JSONL is read with the columns given up front, so no type is guessed from a sample, and
once, into an in-memory table (the report runs a dozen queries; a view would parse the JSON a
dozen times); Parquet stays a view, since each query then reads only the columns it needs. The
`grounded_<rule>` count columns are discovered from the files, as rules are added over time.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from .outputs import AuditOutputs

if TYPE_CHECKING:  # pragma: no cover
    import duckdb

__all__ = ["ANSWER_COLUMNS", "DEAD_LETTER_COLUMNS", "FINDING_COLUMNS", "create_tables", "grounded_columns"]

# Only the columns the report uses: with JSONL every column read costs time on a million rows.
# Columns an older version lacks (written, incomplete, conflict, expression, operands) read as NULL
# when absent. Flags and nested values are JSON, which takes any value. Where an answer came from
# (file, line, model, time) is read from the answer rows only.
FINDING_COLUMNS = {
    "run_id": "VARCHAR",
    "answer_index": "BIGINT",
    "kind": "VARCHAR",
    "value": "VARCHAR",
    "shape": "VARCHAR",
    "spelling": "VARCHAR",
    "written": "VARCHAR",
    "context": "VARCHAR",
    "offset": "BIGINT",
    "nearest": "JSON",
    "derivation": "JSON",
    "expression": "VARCHAR",
    "operands": "JSON",
}

ANSWER_COLUMNS = {
    "run_id": "VARCHAR",
    "answer_index": "BIGINT",
    "computed_count": "BIGINT",
    "computed": "BIGINT",  # the same count, as outputs written before the `*_count` names call it
    "unread_tokens": "BIGINT",
    "verdict": "VARCHAR",
    "evidence_truncated": "JSON",
    "incomplete": "JSON",
    "conflict": "VARCHAR",
    "answer_text": "VARCHAR",
    "source_file": "VARCHAR",
    "source_line": "BIGINT",
    "model": "VARCHAR",
    "ts": "BIGINT",
}

DEAD_LETTER_COLUMNS = {"source_file": "VARCHAR", "source_line": "BIGINT", "reason": "VARCHAR", "raw": "VARCHAR"}

_GROUNDED_PREFIX = "grounded_"


def _sql_string(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _file_list(paths: tuple[Path, ...]) -> str:
    return "[" + ", ".join(_sql_string(str(path)) for path in paths) + "]"


def _first_keys(paths: tuple[Path, ...]) -> list[str]:
    """The keys of the first row of the first non-empty JSONL file (to discover count columns)."""
    for path in paths:
        with open(path, "rb") as handle:
            for line in handle:
                if line.strip():
                    row = json.loads(line)
                    return list(row) if isinstance(row, dict) else []
    return []


def grounded_columns(names: list[str]) -> list[str]:
    """The `grounded_<rule>` count columns among `names`, in their order."""
    return [name for name in names if name.startswith(_GROUNDED_PREFIX) and name not in ("grounded", "grounded_count")]


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


# Columns the report derives from a nested one, so no query parses JSON per row: name -> (column, key).
DERIVED = {"findings": {"nearest_tool": ("nearest", "tool_name")}}


def _relation(
    con: duckdb.DuckDBPyConnection, name: str, paths: tuple[Path, ...], fmt: str, columns: dict[str, str]
) -> None:
    """JSONL: a table, parsed once. Parquet: a view (columnar: each query reads only its columns)."""
    derived = DERIVED.get(name, {})
    if not paths:
        empty = [f"CAST(NULL AS {kind}) AS {_quote(column)}" for column, kind in columns.items()]
        empty += [f"CAST(NULL AS VARCHAR) AS {_quote(column)}" for column in derived]
        con.execute(f"CREATE TABLE {name} AS SELECT {', '.join(empty)} WHERE false")
        return
    if fmt == "jsonl":
        spec = "{" + ", ".join(f"{_sql_string(c)}: {_sql_string(k)}" for c, k in columns.items()) + "}"
        source = f"read_json({_file_list(paths)}, format='newline_delimited', columns={spec})"
        selects = [_quote(column) for column in columns]
        selects += [f"{_quote(column)} ->> {_sql_string('$.' + key)} AS {_quote(derived_name)}"
                    for derived_name, (column, key) in derived.items()]
        con.execute(f"CREATE TABLE {name} AS SELECT {', '.join(selects)} FROM {source}")
        return
    source = f"read_parquet({_file_list(paths)}, union_by_name=true)"
    types = dict(con.execute(f"SELECT column_name, column_type FROM (DESCRIBE SELECT * FROM {source})").fetchall())
    selects = []
    for column, kind in columns.items():
        if column not in types:
            selects.append(f"CAST(NULL AS {kind}) AS {_quote(column)}")
        elif kind == "JSON":
            selects.append(f"CAST(to_json({_quote(column)}) AS JSON) AS {_quote(column)}")
        elif types[column] == kind:
            selects.append(_quote(column))
        else:
            selects.append(f"TRY_CAST({_quote(column)} AS {kind}) AS {_quote(column)}")
    for derived_name, (column, key) in derived.items():
        kind = types.get(column, "")
        if kind.startswith("STRUCT(") and (f"({key} " in kind or f", {key} " in kind or f'"{key}" ' in kind):
            selects.append(f"CAST({_quote(column)}.{_quote(key)} AS VARCHAR) AS {_quote(derived_name)}")
        elif column in types:
            selects.append(f"to_json({_quote(column)}) ->> {_sql_string('$.' + key)} AS {_quote(derived_name)}")
        else:
            selects.append(f"CAST(NULL AS VARCHAR) AS {_quote(derived_name)}")
    con.execute(f"CREATE VIEW {name} AS SELECT {', '.join(selects)} FROM {source}")


def create_tables(con: duckdb.DuckDBPyConnection, outputs: AuditOutputs) -> list[str]:
    """Create `findings`, `answers` and `dead_letter` (tables or views); return the grounded_<rule> columns."""
    answers = outputs.files["answers"]
    if outputs.fmt == "jsonl":
        names = _first_keys(answers)
    elif answers:
        source = f"read_parquet({_file_list(answers)}, union_by_name=true)"
        names = [row[0] for row in con.execute(f"SELECT column_name FROM (DESCRIBE SELECT * FROM {source})").fetchall()]
    else:  # pragma: no cover - find_outputs requires answers
        names = []
    rules = grounded_columns(names)
    answer_columns = dict(ANSWER_COLUMNS)
    answer_columns.update({column: "BIGINT" for column in rules})
    _relation(con, "findings", outputs.files["findings"], outputs.fmt, FINDING_COLUMNS)
    _relation(con, "answers", answers, outputs.fmt, answer_columns)
    _relation(con, "dead_letter", outputs.files["dead_letter"], outputs.fmt, DEAD_LETTER_COLUMNS)
    return rules
