"""GroupByRun and AuditRuns: all of a run's pieces on one worker, then one auditor over them.

The DoFn is thin: it resolves the gate once per worker (`setup`), reads the run's pieces
(`pieces.decode_piece`), calls `rows.audit_keyed_run`, counts, and yields answer rows (main
output) and finding rows (FINDINGS). An answer whose check raised is a dead letter (FAILED, counted
in `failed_answers`), the run's other answers written; a message the auditor could not take in is a
dead letter (counted in `failed_messages`), the answers after it judged incomplete; a run whose audit raised outside any one
answer is one dead letter (counted in `failed_runs`). A run id with a piece marked incomplete (a dead letter named
it) is audited as incomplete; one whose pieces hold no message but are marked (every line of it
was lost) yields nothing: its dead letters say what happened.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import apache_beam as beam
from apache_beam.pvalue import TaggedOutput

from ..evidence import resolve_gate
from ..progress import Progress, rate
from ..text import per_second, plural
from ..traces.model import ParseError, Source
from .counters import counter
from .parse import dead_letter_row
from .pieces import decode_piece
from .rows import GROUNDED_COLUMNS, audit_keyed_run, error_text

__all__ = ["FAILED", "FINDINGS", "AuditRuns", "GroupByRun", "RunCounters"]

FINDINGS = "findings"
FAILED = "failed_runs"


class GroupByRun(beam.PTransform):
    """(run id, piece) -> (run id, every piece of the run); the audit reads the pieces."""

    def expand(self, keyed: beam.PCollection) -> beam.PCollection:
        return keyed | "GroupPieces" >> beam.GroupByKey()


class RunCounters:
    """The audit's per-run, per-answer and per-finding counters, counted alike by batch and streaming."""

    def __init__(self) -> None:
        self.runs = counter("runs")
        self.runs_without_answer = counter("runs_without_answer")
        self.runs_without_content = counter("runs_without_content")
        self.messages = counter("messages")
        self.duplicates = counter("duplicate_records")
        self.conflicts = counter("conflicting_positions")
        self.answers = counter("answers")
        self.flagged = counter("flagged_answers")
        self.unread_answers = counter("unread_answers")
        self.not_actionable = counter("not_actionable_answers")
        self.not_actionable_values = counter("not_actionable_values")
        self.incomplete_runs = counter("incomplete_runs")
        self.conflicting_runs = counter("conflicting_runs")
        self.ungrounded = counter("ungrounded_values")
        self.self_sourced = counter("self_sourced_values")
        self.computed = counter("computed_values")
        self.unverified = counter("unverified_values")
        self.grounded_by = {column: counter(column) for column in GROUNDED_COLUMNS.values()}
        self.unread_tokens = counter("unread_tokens")
        self.leads_omitted = counter("leads_omitted")
        self.rules_omitted = counter("rules_omitted")

    def count_run(
        self,
        messages: int,
        duplicates: int,
        conflicting_positions: int,
        answers: int,
        *,
        incomplete: bool = False,
        conflict: bool = False,
        content: bool | None = None,
    ) -> None:
        """Count one finished run (its answers are counted one by one, by `count_answer`).

        `content` says whether the run carried message content, when that is not `messages > 0`
        (a streamed run whose records were all refused by the state bound had content).
        """
        self.runs.inc()
        if incomplete:
            self.incomplete_runs.inc()
        if conflict:
            self.conflicting_runs.inc()
        self.messages.inc(messages)
        if duplicates:
            self.duplicates.inc(duplicates)
        if conflicting_positions:
            self.conflicts.inc(conflicting_positions)
        if not answers:
            self.runs_without_answer.inc()
        if not (messages if content is None else content):
            self.runs_without_content.inc()  # e.g. an OTel trace exported with content capture off

    def count_answer(self, row: Mapping[str, Any]) -> None:
        """Count one answer row: its verdict word, its values, its unread tokens."""
        self.answers.inc()
        if row["verdict"] == "not_actionable":
            if row["unsupported_count"]:
                self.not_actionable_values.inc(row["unsupported_count"])
        elif row["unsupported_count"]:
            self.ungrounded.inc(row["unsupported_count"])
        if row["self_sourced_count"]:
            self.self_sourced.inc(row["self_sourced_count"])
        if row["computed_count"]:
            self.computed.inc(row["computed_count"])
        if row["unverified_count"]:
            self.unverified.inc(row["unverified_count"])
        for column, metric in self.grounded_by.items():
            if row[column]:
                metric.inc(row[column])
        verdict = row["verdict"]
        if verdict == "flagged":
            self.flagged.inc()
        elif verdict == "not_actionable":
            self.not_actionable.inc()
        if row.get("rules_omitted"):
            self.rules_omitted.inc()
        if row["unread_tokens"]:
            self.unread_answers.inc()
            self.unread_tokens.inc(row["unread_tokens"])

    def count_finding(self, row: Mapping[str, Any]) -> None:
        """Count one finding row (a finding whose leads were cut short by their bound)."""
        if row["leads_omitted"]:
            self.leads_omitted.inc()


class AuditRunsFn(beam.DoFn):
    """Audit one run: answer rows out, finding rows to FINDINGS."""

    def __init__(self, options: Mapping[str, Any], progress: bool = False) -> None:
        self.options = dict(options)
        self.progress = progress
        self.gate = None
        self.failed = counter("failed_runs")
        self.failed_answers = counter("failed_answers")
        self.failed_messages = counter("failed_messages")
        self.shared_run_ids = counter("shared_run_ids")
        self.counters = RunCounters()

    def setup(self) -> None:
        self.gate = resolve_gate(self.options)
        self._status = Progress(self.progress)
        self._seen_runs = self._seen_answers = 0

    def _report(self, answers: int) -> None:
        """Keep the terminal's status line: runs and answers audited by this worker, and the rate."""
        if not self._seen_runs:
            self._status.restart()  # the runs arrive once reading is done, not at setup
        self._seen_runs += 1
        self._seen_answers += answers
        if self._status.due():
            self._status.show(
                f"audited {plural(self._seen_runs, 'run')}, {plural(self._seen_answers, 'answer')}"
                f" ({per_second(rate(self._seen_runs, self._status.elapsed()), 'run')})"
            )

    def process(self, element: tuple[str, Iterable[bytes]]) -> Iterator[Any]:
        run_id, pieces = element
        keyed: list[tuple[str, Any]] = []
        incomplete = False
        for piece in pieces:
            messages, marked = decode_piece(piece)
            keyed += messages
            incomplete = incomplete or marked
        if keyed or not incomplete:  # a run of markers only lost every line: its dead letters tell
            yield from self._audit(run_id, keyed, incomplete)

    def _audit(self, run_id: str, keyed: list[tuple[str, Any]], incomplete: bool) -> Iterator[Any]:
        try:
            results = audit_keyed_run(run_id, keyed, self.gate, incomplete=incomplete)
        except Exception as err:  # one run's failure must not stop the job or vanish
            self.failed.inc()
            sources = (m.source for _, m in keyed)
            first = min(sources, key=lambda s: (s.file, s.line), default=Source("", 0))
            reason = f"run {run_id!r} could not be audited: {error_text(err)}"
            yield TaggedOutput(FAILED, dead_letter_row(ParseError(first, reason, "")))
        else:
            if len(results) > 1:
                self.shared_run_ids.inc()
            for result in results:
                self._report(len(result.answers))
                yield from self._rows(result)

    def _rows(self, result: Any) -> Iterator[Any]:
        """Count one audited run and yield its answer rows, finding rows, and the dead letters of its failed answers and lost messages."""
        self.counters.count_run(
            result.messages,
            result.duplicates,
            result.conflicting_positions,
            len(result.answers) + len(result.failed),
            incomplete=result.incomplete,
            conflict=bool(result.conflict),
        )
        for row in result.answers:
            self.counters.count_answer(row)
            yield row
        for row in result.findings:
            self.counters.count_finding(row)
            yield TaggedOutput(FINDINGS, row)
        for error in result.failed:
            self.failed_answers.inc()
            yield TaggedOutput(FAILED, dead_letter_row(error))
        for error in result.lost:
            self.failed_messages.inc()
            yield TaggedOutput(FAILED, dead_letter_row(error))


class AuditRuns(beam.PTransform):
    """(run id, pieces) -> main: answer rows; FINDINGS: finding rows; FAILED: runs, answers and messages that raised."""

    def __init__(self, options: Mapping[str, Any] | None = None, progress: bool = False) -> None:
        super().__init__()
        self.options = dict(options or {})
        self.progress = progress
        resolve_gate(self.options)  # validate once, at construction, never per element

    def expand(self, runs: beam.PCollection):  # -> DoOutputsTuple (see beam/README.md, "Type hints")
        return runs | "Audit" >> beam.ParDo(AuditRunsFn(self.options, self.progress)).with_outputs(FINDINGS, FAILED, main="answers")
