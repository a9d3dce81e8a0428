"""The batch audit's rows for the same lines, computed with the batch path's pure functions."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from evidence_audit.beam.rows import audit_run
from evidence_audit.evidence import resolve_gate
from evidence_audit.traces import Source, parse_line


def batch_rows(elements: Iterable[tuple[Source, bytes]], check_options: Mapping[str, Any] | None = None) -> dict[str, list[dict]]:
    """answers and findings, as `AuditTraces` gives them for these (Source, line) elements."""
    gate = resolve_gate(check_options or {})
    runs: dict[str, list] = {}
    for source, raw in elements:
        parsed = parse_line(raw, source)
        for run_id in parsed.run_ids:
            runs.setdefault(run_id, [])
        for message in parsed.messages:
            runs.setdefault(message.run_id, []).append(message)
    answers: list[dict] = []
    findings: list[dict] = []
    for run_id, messages in runs.items():
        result = audit_run(run_id, messages, gate)
        answers.extend(result.answers)
        findings.extend(result.findings)
    return {"answers": answers, "findings": findings}


def canonical(rows: Iterable[Mapping[str, Any]]) -> list[str]:
    """Rows as sorted JSON strings: equal lists mean equal rows, whatever the order."""
    import json

    return sorted(json.dumps(row, sort_keys=True) for row in rows)
