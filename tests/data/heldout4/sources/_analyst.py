"""Shapes the analyst runs share: a SQL/data-analyst agent's system prompt (a warehouse of a
subscription e-commerce business) and its tools' results as the engines print them (psql's
aligned tables with `(N rows)` and `Time:`, DuckDB's box tables, BigQuery REST rows with every
value a string, Snowflake's `rowtype`/`data` arrays, information_schema listings, errors).

Written for this corpus: every table, id, count, amount and timing is made up here.
"""

from __future__ import annotations

import json
from typing import Any

SYSTEM = """You are DataPilot, an analytics agent with read-only SQL access to Loomwell's warehouse (Postgres 16 replica `analytics`, schemas `core` and `mart`; a DuckDB scratch engine for files; BigQuery project `loomwell-prod` for events).
Loomwell sells home textiles online (EU and US) with a subscription plan ("Loomwell Club"). Amounts are in EUR unless a column says otherwise. Today is 2026-11-30.
Tools: run_sql(engine, sql), describe(table), list_tables(schema). Show the SQL you ran when the user asks. Never modify data."""

SYSTEM_DE = SYSTEM + "\nDer Nutzer schreibt Deutsch; antworte auf Deutsch."
SYSTEM_FR = SYSTEM + "\nL'utilisateur écrit en français ; réponds en français."


def psql(header: list[str], rows: list[list[Any]], ms: float, right: set[int] | None = None) -> str:
    """psql's aligned output: a header, a rule, the rows, `(N rows)` and the `\\timing` line."""
    right = right if right is not None else {i for i, v in enumerate(rows[0]) if isinstance(v, (int, float))} if rows else set()
    cells = [[("" if v is None else str(v)) for v in row] for row in rows]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(header)]
    def line(values: list[str]) -> str:
        return "|".join(" " + (v.rjust(w) if i in right else v.ljust(w)) + " " for i, (v, w) in enumerate(zip(values, widths))).rstrip()
    out = [line([h.center(w) for h, w in zip(header, widths)]), "+".join("-" * (w + 2) for w in widths)]
    out += [line(r) for r in cells]
    n = len(rows)
    out += [f"({n} row{'s' if n != 1 else ''})", "", f"Time: {ms:.3f} ms"]
    return "\n".join(out)


def bigquery(fields: list[tuple[str, str]], rows: list[list[Any]], bytes_processed: int, ms: int) -> str:
    """A BigQuery `jobs.query` response: every cell a string (or null) under `rows[].f[].v`."""
    return json.dumps({"kind": "bigquery#queryResponse", "schema": {"fields": [{"name": n, "type": t, "mode": "NULLABLE"} for n, t in fields]},
                       "jobReference": {"projectId": "loomwell-prod", "jobId": "job_Qx81aZ", "location": "EU"},
                       "totalRows": str(len(rows)), "rows": [{"f": [{"v": None if v is None else str(v)} for v in row]} for row in rows],
                       "totalBytesProcessed": str(bytes_processed), "jobComplete": True, "cacheHit": False,
                       "statistics": {"query": {"totalSlotMs": str(ms * 7)}, "elapsedMs": str(ms)}})


def rows_json(columns: list[str], rows: list[list[Any]], ms: float) -> str:
    """The agent harness's own JSON: columns, rows as objects, the elapsed time."""
    return json.dumps({"columns": columns, "rows": [dict(zip(columns, r)) for r in rows], "row_count": len(rows), "elapsed_ms": ms})
