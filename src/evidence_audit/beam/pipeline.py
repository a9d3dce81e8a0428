"""AuditTraces: the whole audit as one composite, (Source, line) in, three row collections out.

    lines -> ParseRecords -> GroupByRun -> AuditRuns -> {answers, findings, dead_letter}

Dead letters are the lines that could not be read and, should the check ever raise on a run, that
run (with the reason): no bad record stops the job, none vanishes.

A test applies it to `beam.Create([(Source(...), b"..."), ...])` with no I/O; the job wraps it
between ReadTraces and WriteOutputs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import apache_beam as beam

from .audit import FAILED, FINDINGS, AuditRuns, GroupByRun
from .parse import DEAD_LETTER, ParseRecords

__all__ = ["AuditTraces"]


class AuditTraces(beam.PTransform):
    """The audit: parse, group by run, audit each run. Options are validated here, once."""

    def __init__(
        self,
        fmt: str = "auto",
        run_id_fields: Any = None,
        check_options: Mapping[str, Any] | None = None,
        progress: bool = False,
    ) -> None:
        super().__init__()
        self.parse = ParseRecords(fmt, run_id_fields)
        self.audit = AuditRuns(check_options, progress)

    def expand(self, lines: beam.PCollection):  # -> {output: PCollection} (beam/README.md, "Type hints")
        parsed = lines | "ParseRecords" >> self.parse
        audited = parsed.records | "GroupByRun" >> GroupByRun() | "AuditRuns" >> self.audit
        dead_letter = (parsed[DEAD_LETTER], audited[FAILED]) | "JoinDeadLetters" >> beam.Flatten()
        return {"answers": audited.answers, "findings": audited[FINDINGS], "dead_letter": dead_letter}
