"""The run's summary: counters read back from Beam Metrics, the accounting equation, throughput."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from apache_beam.metrics.metric import MetricsFilter

from ..text import noun, per_second, plural
from .counters import COUNTERS, NAMESPACE
from .rows import GROUNDED_COLUMNS

__all__ = ["counters_of", "format_summary", "summarize"]


def counters_of(result: Any) -> dict[str, int]:
    """Every counter of the audit's namespace from a finished pipeline result (0 when unset)."""
    values = dict.fromkeys(COUNTERS, 0)
    query = result.metrics().query(MetricsFilter().with_namespace(NAMESPACE))
    for item in query["counters"]:
        name = item.key.metric.name
        if name in values:
            values[name] += item.committed if item.committed is not None else item.attempted
    return values


def summarize(counters: Mapping[str, int], elapsed_s: float, extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The summary document: counters, the accounting equation and throughput."""
    lines = counters["lines_read"]
    accounted = counters["records_parsed"] + counters["dead_letters"] + counters["blank_lines"]
    megabytes = counters["bytes_read"] / 1e6
    summary: dict[str, Any] = dict(counters)
    summary["equation_holds"] = lines == accounted
    summary["elapsed_s"] = round(elapsed_s, 3)
    summary["lines_per_s"] = round(lines / elapsed_s, 1) if elapsed_s > 0 else None
    summary["runs_per_s"] = round(counters["runs"] / elapsed_s, 1) if elapsed_s > 0 else None
    summary["mb_per_s"] = round(megabytes / elapsed_s, 2) if elapsed_s > 0 else None
    if extra:
        summary.update(extra)
    return summary


def _rates(s: Mapping[str, Any]) -> str:
    """The rates worth printing: none that rounds to zero, none of a count that is zero."""
    parts = []
    if s.get("lines_per_s") and s["lines_per_s"] >= 1:
        parts.append(per_second(s["lines_per_s"], "line"))
    if s.get("runs_per_s") and s["runs_per_s"] >= 1:
        parts.append(per_second(s["runs_per_s"], "run"))
    if s.get("mb_per_s") and s["mb_per_s"] >= 0.01:
        parts.append(f"{s['mb_per_s']:,.2f} MB/s")
    return f" ({', '.join(parts)})" if parts else ""


def format_summary(s: Mapping[str, Any]) -> str:
    """The printed summary: a few lines a person reads at the end of a run."""
    equation = "holds" if s["equation_holds"] else "DOES NOT HOLD"
    lines = [
        f"lines read      {s['lines_read']:>12,}  = {plural(s['records_parsed'], 'record')} parsed"
        f" + {plural(s['dead_letters'], 'dead letter')} + {plural(s['blank_lines'], 'blank line')} ({equation})",
        f"runs            {s['runs']:>12,}  ({s['runs_without_answer']:,} with no answer,"
        f" {s['runs_without_content']:,} of them with no message content)",
        f"duplicates      {s['duplicate_records']:>12,}  {noun(s['duplicate_records'], 'record')}"
        f" dropped (exact repeats), {plural(s['conflicting_positions'], 'conflicting position')} kept",
        f"answers         {s['answers']:>12,}  ({s['flagged_answers']:,} flagged,"
        f" {s['unread_answers']:,} with unread tokens, {s['not_actionable_answers']:,} not actionable)",
        f"ungrounded      {s['ungrounded_values']:>12,}  {noun(s['ungrounded_values'], 'value')}"
        f" ({s['self_sourced_values']:,} more self-sourced, listed"
        + (f"; {s['computed_values']:,} computed, with their expressions" if s.get("computed_values") else "")
        + (f"; {s['unverified_values']:,} unverified arithmetic, for a person to check" if s.get("unverified_values") else "")
        + (
            f"; {plural(s['not_actionable_values'], 'value')} of not-actionable answers not counted"
            if s.get("not_actionable_values")
            else ""
        )
        + ")",
    ]
    grounded = [f"{rule} {s[column]:,}" for rule, column in GROUNDED_COLUMNS.items() if s.get(column)]
    if grounded:
        lines.append("grounded by     " + ", ".join(grounded))
    lines += [
        f"unread tokens   {s['unread_tokens']:>12,}",
        f"elapsed         {s['elapsed_s']:>12,.1f}s{_rates(s)}",
    ]
    if s.get("oversized_lines") or s.get("truncated_streams"):
        lines.append(
            f"damaged input   {s.get('oversized_lines', 0):>12,}  {noun(s.get('oversized_lines', 0), 'line')} over the"
            f" record limit; {plural(s.get('truncated_streams', 0), 'compressed stream')} truncated (see the dead letters)"
        )
    if s.get("incomplete_runs"):
        lines.append(
            f"incomplete runs {s['incomplete_runs']:>12,}  ("
            + ("a line of it was lost: its answers" if s["incomplete_runs"] == 1 else "a line of each was lost: their answers")
            + " are not actionable)"
        )
    if s.get("conflicting_runs"):
        lines.append(
            f"conflicting     {s['conflicting_runs']:>12,}  {noun(s['conflicting_runs'], 'run')}"
            f" ({plural(s.get('shared_run_ids', 0), 'run id')} shared by different runs, audited apart;"
            " the rest with conflicting positions)"
        )
    if s.get("leads_omitted"):
        findings = noun(s["leads_omitted"], "finding")
        lines.append(f"leads omitted   {s['leads_omitted']:>12,}  {findings} past the per-run lead budget")
    if s.get("rules_omitted"):
        answers = noun(s["rules_omitted"], "answer")
        lines.append(f"rules omitted   {s['rules_omitted']:>12,}  {answers} judged past a rule work bound (run or answer)")
    if s.get("failed_runs"):
        reasons = "its reason" if s["failed_runs"] == 1 else "their reasons"
        lines.append(f"failed runs     {s['failed_runs']:>12,}  (in the dead letters, with {reasons})")
    if s.get("failed_answers"):
        reasons = "its reason" if s["failed_answers"] == 1 else "their reasons"
        lines.append(
            f"failed answers  {s['failed_answers']:>12,}  (in the dead letters, with {reasons};"
            " the other answers of their runs written)"
        )
    if s.get("failed_messages"):
        reasons = "its reason" if s["failed_messages"] == 1 else "their reasons"
        lines.append(
            f"failed messages {s['failed_messages']:>12,}  (not taken in as evidence: in the dead letters, with {reasons};"
            " the answers after each judged incomplete)"
        )
    if s.get("bigquery_table"):
        lines.append(f"outputs         BigQuery {s['bigquery_table']}_{{findings,answers,dead_letter}}")
        lines.append(f"summary         {str(s['out']).rstrip('/')}/summary.json")
    elif s.get("out"):
        files = ", ".join([*s.get("files", []), "summary.json"])
        lines.append(f"outputs         {str(s['out']).rstrip('/')}/: {files}")
    return "\n".join(lines)
