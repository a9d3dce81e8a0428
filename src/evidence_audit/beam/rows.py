"""Audit one run and lay out its output rows: findings, answers. Pure code, no Beam.

`audit_run` feeds a run's messages, in wire order, into one incremental auditor and turns each
answer's verdict into one answer row and one finding row per ungrounded value. The DoFn around it
only unpacks, calls this and yields, so everything here is testable without a pipeline.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..evidence import Gate, RunAuditor, Verdict
from ..evidence.extract import locate
from ..evidence.normalize import trim_decoration
from ..evidence.spellings import EXACT, RULES
from ..traces import Message, assemble_run

__all__ = [
    "ANSWER_TEXT_CHARS",
    "CONTEXT_CHARS",
    "FINDING_KINDS",
    "GROUNDED_COLUMNS",
    "VERDICTS",
    "RunAudit",
    "answer_row",
    "audit_run",
    "context_around",
    "finding_rows",
    "grounded_by_columns",
    "verdict_word",
]

CONTEXT_CHARS = 120

# An answer row carries its text (clipped) only when the answer has finding rows, so a report can
# show the values in place; finding offsets index this text. Real answers are far shorter (the
# longest of 1,380 tau-bench answers is 1,256 characters).
ANSWER_TEXT_CHARS = 4000

VERDICTS = ("clean", "flagged", "unread", "not_actionable")


def verdict_word(verdict: Verdict) -> str:
    """One word per answer: not_actionable (truncated index), flagged, unread, or clean."""
    if verdict.evidence_truncated:
        return "not_actionable"
    if verdict.unsupported:
        return "flagged"
    if verdict.unread:
        return "unread"
    return "clean"


def context_around(text: str, offset: int, length: int, width: int = CONTEXT_CHARS) -> str:
    """At most `width` characters of `text` around [offset, offset + length), on one line."""
    if offset < 0:
        snippet = text[:width]
    else:
        room = max(width - length, 0)
        start = max(offset - room // 2, 0)
        end = min(start + width, len(text))
        start = max(end - width, 0)
        snippet = text[start:end]
    return " ".join(snippet.split())


def _where(message: Message) -> dict[str, Any]:
    return {
        "source_file": message.source.file,
        "source_line": message.source.line,
        "model": message.model,
        "ts": message.ts,
    }


FINDING_KINDS = ("ungrounded", "self_sourced")


# One count column (and counter) per grounding rule: grounded_exact, grounded_clock, ...
GROUNDED_COLUMNS = {rule: f"grounded_{rule.replace('-', '_')}" for rule in (EXACT, *RULES)}


def grounded_by_columns(verdict: Verdict) -> dict[str, int]:
    """The answer's grounded values counted per rule, one column each."""
    counts = verdict.grounded_by()
    return {column: counts.get(rule, 0) for rule, column in GROUNDED_COLUMNS.items()}


def finding_rows(message: Message, answer_index: int, verdict: Verdict, auditor: RunAuditor) -> list[dict[str, Any]]:
    """One row per ungrounded or self-sourced value of one answer, with its leads."""
    rows = []
    text = message.text
    for kind, candidates in (("ungrounded", verdict.unsupported), ("self_sourced", verdict.self_sourced)):
        for candidate in candidates:
            offset, length = locate(text, candidate)
            written = trim_decoration(text[offset : offset + length]) if offset >= 0 else None
            spelling = candidate.token or candidate.range_token or candidate.decimal_spelling
            nearest = auditor.nearest(candidate, text)
            derivation = auditor.derivation(candidate)
            rows.append(
                {
                    "run_id": message.run_id,
                    "answer_index": answer_index,
                    "kind": kind,
                    "value": candidate.value,
                    "written": written,
                    "shape": candidate.shape,
                    "spelling": spelling,
                    "context": context_around(text, offset, length),
                    "offset": offset,
                    "nearest": nearest.as_dict() if nearest is not None else None,
                    "derivation": derivation.as_dict() if derivation is not None else None,
                    **_where(message),
                }
            )
    return rows


def answer_row(
    message: Message, answer_index: int, verdict: Verdict, tool_results_before: int, *, with_text: bool = False
) -> dict[str, Any]:
    """The counts and verdict word of one answer (each count column is named `*_count`; the values
    themselves are in the finding rows), and its text (clipped) when `with_text`."""
    return {
        "run_id": message.run_id,
        "answer_index": answer_index,
        "candidate_count": len(verdict.candidates),
        "looked_up_count": verdict.looked_up,
        "grounded_count": len(verdict.grounded),
        "unsupported_count": len(verdict.unsupported),
        "computed_count": len(verdict.computed) if verdict.computed is not None else 0,
        "exempt_count": verdict.exempt,
        "self_sourced_count": len(verdict.self_sourced),
        **grounded_by_columns(verdict),
        "unread_tokens": verdict.unread,
        "evidence_truncated": verdict.evidence_truncated,
        "tool_results_before": tool_results_before,
        "verdict": verdict_word(verdict),
        "answer_text": message.text[:ANSWER_TEXT_CHARS] if with_text else None,
        **_where(message),
    }


@dataclass(slots=True)
class RunAudit:
    """What one run produced: rows, and the figures the summary counts."""

    run_id: str
    answers: list[dict[str, Any]] = field(default_factory=list)
    findings: list[dict[str, Any]] = field(default_factory=list)
    messages: int = 0
    duplicates: int = 0
    conflicting_positions: int = 0


def audit_run(run_id: str, messages: Iterable[Message], gate: Gate) -> RunAudit:
    """Order a run's messages and judge each answer against everything before it."""
    assembled = assemble_run(messages)
    result = RunAudit(
        run_id,
        messages=len(assembled.messages),
        duplicates=assembled.duplicates,
        conflicting_positions=assembled.conflicting_positions,
    )
    auditor = RunAuditor(gate)
    for message in assembled.messages:
        if message.answer:
            index = len(result.answers)
            verdict = auditor.judge(message.text)
            findings = finding_rows(message, index, verdict, auditor)
            result.answers.append(
                answer_row(message, index, verdict, auditor.tool_results, with_text=bool(findings))
            )
            result.findings.extend(findings)
        auditor.add(
            message.role,
            message.text,
            tool_call_id=message.tool_call_id,
            tool_calls=message.tool_calls,
            tool_name=message.tool_name,
        )
    return result
