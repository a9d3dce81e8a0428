"""Everything the report shows, computed by DuckDB over the output tables, bounded.

Each figure is one SQL query: the engine scans millions of rows in parallel and only the
bounded results (top N per chart, the first N answers with findings per model) come back to
Python. Totals are always counted over everything, so the page can say "20 of 1,234 shown".
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import orjson

if TYPE_CHECKING:  # pragma: no cover
    import duckdb

__all__ = ["AnswerCard", "Limits", "ModelAnswers", "ReportData", "gather"]

NO_MODEL = "(no model)"


@dataclass(frozen=True, slots=True)
class Limits:
    """How much the report shows: bars per chart, days, answers per model, models listed."""

    top: int = 15
    days: int = 90
    per_model: int = 25
    models: int = 15


@dataclass(slots=True)
class AnswerCard:
    """One answer shown in the list, with its finding rows."""

    run_id: str
    answer_index: int
    verdict: str | None
    model: str
    source_file: str | None
    source_line: int | None
    ts: int | None
    text: str | None
    incomplete: bool
    truncated: bool = False  # the evidence index hit its budget
    conflict: str | None = None  # "run_id" or "positions": the run's records conflict
    findings: list[dict[str, Any]] = field(default_factory=list)


@dataclass(slots=True)
class ModelAnswers:
    """The answers of one model shown in a list, and how many there are in all."""

    model: str
    total: int
    answers: list[AnswerCard]


@dataclass(slots=True)
class ReportData:
    """The figures of one report; every list is bounded, every total counts everything."""

    totals: dict[str, Any]
    verdicts: list[tuple[str, int]]
    kinds: list[tuple[str, int]]
    models: list[tuple[str, int, int]]
    model_count: int
    days: list[tuple[str, int, int]]
    day_count: int
    time_unit: str
    tools: list[tuple[str, int]]
    tool_count: int
    without_lead: int
    values: list[tuple[str, str, int]]
    value_count: int
    shapes: list[tuple[str, int]]
    rules: list[tuple[str, int]]
    dead_reasons: list[tuple[str, int]]
    dead_reason_count: int
    dead_examples: list[dict[str, Any]]
    partial_runs: list[dict[str, Any]]  # the first runs that lost a line or whose records conflict
    partial_run_count: int
    flagged: list[ModelAnswers]
    flagged_models: int
    listed: list[ModelAnswers]
    listed_models: int
    limits: Limits


def _rows(con: duckdb.DuckDBPyConnection, sql: str, params: list[Any] | None = None) -> list[tuple]:
    return con.execute(sql, params or []).fetchall()


def _one(con: duckdb.DuckDBPyConnection, sql: str) -> tuple:
    return con.execute(sql).fetchone()


def _json(value: Any) -> Any:
    """A JSON column's value as Python (DuckDB hands JSON back as text)."""
    if value is None:
        return None
    try:
        return orjson.loads(value)
    except orjson.JSONDecodeError:
        return value


def _truthy(value: Any) -> bool:
    parsed = _json(value)
    return bool(parsed) and parsed not in ("false", "0")


def _answer_lists(
    con: duckdb.DuckDBPyConnection, limits: Limits
) -> tuple[list[ModelAnswers], int, list[ModelAnswers], int]:
    """The answers with finding rows, flagged ones apart from the others: for each of the `models`
    models with most of them, the first `per_model` in input order, and every total."""
    # Flagged answers are those with the verdict; the others with finding rows are found from the
    # findings that are not ungrounded (a few). Only the columns a pick needs; the text comes
    # later, for the shown answers alone.
    con.execute(
        """
        CREATE OR REPLACE TEMP TABLE picked AS
        SELECT run_id, answer_index, source_file, source_line, coalesce(model, $label) AS model_label, true AS flagged
        FROM answers WHERE verdict = 'flagged'
        UNION ALL
        SELECT a.run_id, a.answer_index, a.source_file, a.source_line, coalesce(a.model, $label), false
        FROM answers a SEMI JOIN (
            SELECT DISTINCT run_id, answer_index FROM findings WHERE kind IS DISTINCT FROM 'ungrounded') f
            ON a.run_id = f.run_id AND a.answer_index = f.answer_index
        WHERE a.verdict IS DISTINCT FROM 'flagged'
        """,
        {"label": NO_MODEL},
    )
    counts = _rows(
        con, "SELECT flagged, model_label, count(*) AS n FROM picked GROUP BY ALL ORDER BY flagged, n DESC, model_label"
    )
    totals: dict[bool, list[tuple[str, int]]] = {True: [], False: []}
    for flagged, label, n in counts:
        totals[flagged].append((label, n))
    chosen = [(flagged, label) for flagged, labels in totals.items() for label, _ in labels[: limits.models]]
    if not chosen:
        return [], 0, [], 0
    con.execute(
        """
        CREATE OR REPLACE TEMP TABLE shown AS
        WITH chosen AS (SELECT unnest(?::BOOLEAN[]) AS flagged, unnest(?::VARCHAR[]) AS model_label)
        SELECT p.flagged, p.model_label, p.run_id, p.answer_index, row_number() OVER (
                   PARTITION BY p.flagged, p.model_label
                   ORDER BY p.source_file, p.source_line, p.run_id, p.answer_index) AS rn
        FROM picked p SEMI JOIN chosen c ON p.flagged = c.flagged AND p.model_label = c.model_label
        QUALIFY rn <= ?
        """,
        [[flagged for flagged, _ in chosen], [label for _, label in chosen], limits.per_model],
    )
    shown = _rows(
        con,
        """
        SELECT s.flagged, s.model_label, s.run_id, s.answer_index, a.verdict, a.source_file, a.source_line, a.ts,
               a.answer_text, a.incomplete, a.evidence_truncated, a.conflict
        FROM shown s JOIN answers a ON a.run_id = s.run_id AND a.answer_index = s.answer_index
        ORDER BY s.flagged DESC, s.model_label, s.rn
        """,
    )
    cards: dict[tuple[str, int], AnswerCard] = {}
    by_model: dict[tuple[bool, str], list[AnswerCard]] = {key: [] for key in chosen}
    for flagged, label, run_id, index, verdict, file, line, ts, text, incomplete, truncated, conflict in shown:
        card = AnswerCard(
            run_id, index, verdict, label, file, line, ts, text, _truthy(incomplete), _truthy(truncated), conflict or None
        )
        cards[(run_id, index)] = card
        by_model[(flagged, label)].append(card)
    findings = _rows(
        con,
        """
        SELECT f.run_id, f.answer_index, f.kind, f.value, f.shape, f.spelling, f.written, f.context,
               f."offset", f.nearest, f.derivation, f.expression, f.operands
        FROM findings f SEMI JOIN shown s ON f.run_id = s.run_id AND f.answer_index = s.answer_index
        ORDER BY f.run_id, f.answer_index, f."offset", f.kind, f.value
        """,
    )
    for run_id, index, kind, value, shape, spelling, written, context, offset, nearest, derivation, expression, operands in findings:
        cards[(run_id, index)].findings.append(
            {
                "kind": kind,
                "value": value,
                "shape": shape,
                "spelling": spelling,
                "written": written,
                "context": context,
                "offset": offset,
                "nearest": _json(nearest),
                "derivation": _json(derivation),
                "expression": expression,
                "operands": _json(operands),
            }
        )
    lists = {
        flagged: [ModelAnswers(label, n, by_model[(flagged, label)]) for label, n in totals[flagged][: limits.models]]
        for flagged in (True, False)
    }
    return lists[True], len(totals[True]), lists[False], len(totals[False])


def _by_time(con: duckdb.DuckDBPyConnection, limits: Limits) -> tuple[list[tuple[str, int, int]], int, str]:
    """Answers and flagged answers per day (UTC); per week or month when the days span too long
    a time for `limits.days` bars. The most recent `limits.days` periods, and how many there are."""
    low, high = _one(con, "SELECT min(ts), max(ts) FROM answers WHERE ts IS NOT NULL")
    if low is None:
        return [], 0, "day"
    span_days = (high - low) / 86_400e9
    unit = "day" if span_days < limits.days else "week" if span_days < 7 * limits.days else "month"
    period = f"CAST(date_trunc('{unit}', make_timestamp(ts // 1000)) AS DATE)"
    rows = _rows(
        con,
        f"""
        SELECT * FROM (
            SELECT CAST({period} AS VARCHAR) AS d, count(*), count(*) FILTER (WHERE verdict = 'flagged'),
                   count(*) OVER () AS periods
            FROM answers WHERE ts IS NOT NULL GROUP BY d ORDER BY d DESC LIMIT ?)
        ORDER BY d
        """,
        [limits.days],
    )
    return [(d, n, f) for d, n, f, _ in rows], rows[0][3] if rows else 0, unit


# An answer of a run that lost a line; an answer of a run whose records conflict.
_INCOMPLETE = "incomplete IS NOT NULL AND CAST(incomplete AS VARCHAR) NOT IN ('false', '0', 'null')"
_CONFLICT = "conflict IS NOT NULL AND conflict <> ''"


def _partial_runs(con: duckdb.DuckDBPyConnection, limits: Limits) -> tuple[list[dict[str, Any]], int]:
    """The first `top` runs (in input order) that lost a line or whose records conflict, and how many there are."""
    rows = _rows(
        con,
        f"""
        SELECT run_id, count(*), bool_or({_INCOMPLETE}), string_agg(DISTINCT conflict, ', ' ORDER BY conflict),
               min(source_file), min(source_line), count(*) OVER ()
        FROM answers WHERE ({_INCOMPLETE}) OR ({_CONFLICT})
        GROUP BY run_id ORDER BY min(source_file), min(source_line), run_id LIMIT ?
        """,
        [limits.top],
    )
    runs = [
        {"run_id": run, "answers": n, "incomplete": bool(lost), "conflict": conflict or None,
         "source_file": file, "source_line": line}
        for run, n, lost, conflict, file, line, _ in rows
    ]
    return runs, rows[0][6] if rows else 0


def gather(con: duckdb.DuckDBPyConnection, rules: list[str], limits: Limits, *, count_runs: bool = True) -> ReportData:
    """Run every query of the report over the tables `findings`, `answers` and `dead_letter`.

    `count_runs=False` skips counting the distinct runs (a summary.json that has them says it).
    """
    # One scan of the answers for every count of the summary, the model chart and the rules chart.
    rule_sums = [f'coalesce(sum("{column}"), 0)' for column in rules] + ["coalesce(sum(coalesce(computed_count, computed)), 0)"]
    groups = _rows(
        con,
        f"""
        SELECT verdict, coalesce(model, ?), count(*), coalesce(sum(unread_tokens), 0),
               count(*) FILTER (WHERE {_INCOMPLETE}), count(*) FILTER (WHERE {_CONFLICT}),
               {", ".join(rule_sums)}
        FROM answers GROUP BY ALL
        """,
        [NO_MODEL],
    )
    verdict_counts: Counter[str] = Counter()
    model_counts: dict[str, list[int]] = {}
    sums = [0] * len(rule_sums)
    unread = incomplete = conflicting = 0
    for verdict, model, n, unread_n, incomplete_n, conflict_n, *rule_n in groups:
        verdict_counts[verdict or "(none)"] += n
        model_counts.setdefault(model, [0, 0])[0] += n
        model_counts[model][1] += n if verdict == "flagged" else 0
        unread += int(unread_n)
        incomplete += incomplete_n
        conflicting += conflict_n
        sums = [total + int(more) for total, more in zip(sums, rule_n, strict=True)]
    answers = sum(verdict_counts.values())
    flagged = verdict_counts.get("flagged", 0)
    verdicts = sorted(verdict_counts.items(), key=lambda item: (-item[1], item[0]))
    models = sorted(((m, n, f) for m, (n, f) in model_counts.items()), key=lambda row: (-row[1], row[0]))[: limits.top]
    model_count = len(model_counts)
    names = [column.removeprefix("grounded_").replace("_", "-") for column in rules] + ["computed"]
    rule_rows = [(name, total) for name, total in zip(names, sums, strict=True)]
    runs = _one(con, "SELECT count(DISTINCT run_id) FROM answers")[0] if count_runs else None
    dead = _one(con, "SELECT count(*) FROM dead_letter")[0]

    days, day_count, time_unit = _by_time(con, limits)

    # One scan of the findings for the kinds, and the tools and shapes of the ungrounded values.
    kind_counts: Counter[str] = Counter()
    tool_counts: Counter[str] = Counter()
    shape_counts: Counter[str] = Counter()
    without_lead = 0
    for by_tool, by_shape, kind, tool, shape, n in _rows(
        con,
        """
        SELECT GROUPING(nearest_tool), GROUPING(shape), kind, nearest_tool, shape, count(*) FROM findings
        GROUP BY GROUPING SETS ((kind), (kind, nearest_tool), (kind, shape))
        """,
    ):
        if by_tool and by_shape:
            kind_counts[kind or "(none)"] += n
        elif kind != "ungrounded":
            continue
        elif not by_tool:
            if tool is None:
                without_lead += n
            else:
                tool_counts[tool] += n
        else:
            shape_counts[shape or "(none)"] += n
    kinds = sorted(kind_counts.items(), key=lambda item: (-item[1], item[0]))
    tools = sorted(tool_counts.items(), key=lambda item: (-item[1], item[0]))
    tool_count = len(tools)
    tools = tools[: limits.top]
    shapes = sorted(shape_counts.items(), key=lambda item: (-item[1], item[0]))[: limits.top]
    top_values = _rows(
        con,
        """
        SELECT value, coalesce(shape, ''), n, count(*) OVER () FROM (
            SELECT value, shape, count(*) AS n FROM findings WHERE kind = 'ungrounded' GROUP BY ALL)
        ORDER BY n DESC, value LIMIT ?
        """,
        [limits.top],
    )
    values = [(value, shape, n) for value, shape, n, _ in top_values]
    value_count = top_values[0][3] if top_values else 0

    # A dead letter's reason starts "line N of FILE: "; grouped without that prefix.
    reason = """
        CASE WHEN starts_with(reason, 'line ' || source_line || ' of ' || source_file || ': ')
             THEN substr(reason, length('line ' || source_line || ' of ' || source_file || ': ') + 1)
             ELSE reason END
    """
    dead_reasons = _rows(
        con,
        f"SELECT {reason} AS r, count(*) AS n FROM dead_letter GROUP BY r ORDER BY n DESC, r LIMIT ?",
        [limits.top],
    )
    dead_reason_count = _one(con, f"SELECT count(DISTINCT {reason}) FROM dead_letter")[0]
    dead_examples = [
        {"source_file": f, "source_line": n, "reason": r, "raw": raw}
        for f, n, r, raw in _rows(
            con,
            "SELECT source_file, source_line, reason, left(raw, 300) FROM dead_letter ORDER BY source_file, source_line LIMIT ?",
            [limits.top],
        )
    ]

    partial_runs, partial_run_count = _partial_runs(con, limits)
    flagged_lists, flagged_models, listed_lists, listed_models = _answer_lists(con, limits)
    return ReportData(
        totals={
            "answers": answers,
            "flagged": flagged,
            "runs": runs,
            "unread_tokens": unread,
            "incomplete": incomplete,
            "conflicting": conflicting,
            "dead_letters": dead,
        },
        verdicts=verdicts,
        kinds=kinds,
        models=models,
        model_count=model_count,
        days=days,
        day_count=day_count,
        time_unit=time_unit,
        tools=tools,
        tool_count=tool_count,
        without_lead=without_lead,
        values=values,
        value_count=value_count,
        shapes=shapes,
        rules=rule_rows,
        dead_reasons=dead_reasons,
        dead_reason_count=dead_reason_count,
        dead_examples=dead_examples,
        partial_runs=partial_runs,
        partial_run_count=partial_run_count,
        flagged=flagged_lists,
        flagged_models=flagged_models,
        listed=listed_lists,
        listed_models=listed_models,
        limits=limits,
    )
