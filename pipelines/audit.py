"""The audit pipeline as a runnable definition, for direct use and for deploy (flex templates).

    python pipelines/audit.py --input 'traces/*.jsonl.gz' --out out/ [--config audit.toml] \
        [--runner DataflowRunner --project P --region R --temp_location gs://...]

`run(argv)` is the library's job (`evidence_audit.beam.job.run`): the app's flags through
`AuditOptions`, every other flag to Beam.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from evidence_audit.beam.job import JobError
from evidence_audit.beam.job import run as run_job


def run(argv: Sequence[str] | None = None) -> dict[str, Any]:
    """Run the audit with `argv` (default: the command line); return its summary."""
    return run_job(argv)


if __name__ == "__main__":
    try:
        run()
    except JobError as err:
        print(f"audit: {err}", file=sys.stderr)
        sys.exit(2)
