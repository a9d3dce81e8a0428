"""The audit pipeline as a runnable definition, for direct use and for deploy (flex templates).

    python pipelines/audit.py --input 'traces/*.jsonl.gz' --out out/ [--config audit.toml] \
        [--fail-on findings] [--runner DataflowRunner --project P --region R --temp_location gs://...]

It exits as `evidence-audit audit` does (0, 1 for --fail-on, 2 cannot start, 3 nothing read).

`run(argv)` is the library's job (`evidence_audit.beam.job.run`): the app's flags through
`AuditOptions`, every other flag to Beam.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from evidence_audit.beam.job import JobError
from evidence_audit.beam.job import run as run_job
from evidence_audit.exits import USAGE, Outcome, decide


def run(argv: Sequence[str] | None = None) -> dict[str, Any]:
    """Run the audit with `argv` (default: the command line); return its summary."""
    return run_job(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the audit; return the exit status `evidence-audit audit` would (see evidence_audit.exits)."""
    try:
        summary = run(argv)
    except JobError as err:
        print(f"audit: {err}", file=sys.stderr)
        return USAGE
    status, reason = decide(Outcome.of_audit(summary), summary["fail_on"], "trace records")
    if reason:
        print(f"audit: {reason}", file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main())
