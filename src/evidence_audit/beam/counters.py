"""The audit's counters: one Beam Metrics namespace, declared once, read back for the summary.

Every figure of the summary is a counter here, so a run on any runner reports the same numbers,
and the summary is rebuilt from `result.metrics()` after the pipeline finishes.
"""

from __future__ import annotations

from apache_beam.metrics import Metrics

from .rows import GROUNDED_COLUMNS

__all__ = ["COUNTERS", "NAMESPACE", "counter"]

NAMESPACE = "evidence_audit"

COUNTERS = (
    "lines_read",
    "records_parsed",
    "dead_letters",
    "blank_lines",
    "oversized_lines",
    "truncated_streams",
    "runs",
    "runs_without_answer",
    "runs_without_content",
    "failed_runs",
    "failed_answers",
    "failed_messages",
    "messages",
    "duplicate_records",
    "conflicting_positions",
    "conflicting_runs",
    "shared_run_ids",
    "incomplete_runs",
    "answers",
    "flagged_answers",
    "unread_answers",
    "not_actionable_answers",
    "ungrounded_values",
    "not_actionable_values",
    "self_sourced_values",
    "computed_values",
    "unverified_values",
    *GROUNDED_COLUMNS.values(),
    "unread_tokens",
    "leads_omitted",
    "rules_omitted",
    "bytes_read",
)


def counter(name: str):
    """The counter `name` of the audit's namespace (names are checked against COUNTERS)."""
    if name not in COUNTERS:
        raise KeyError(f"unknown counter {name!r}; declare it in COUNTERS")
    return Metrics.counter(NAMESPACE, name)
