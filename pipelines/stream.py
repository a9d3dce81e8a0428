"""The streaming audit as a runnable pipeline definition, for direct use and for deploy (flex templates).

    python pipelines/stream.py --subscription projects/P/subscriptions/traces \
        --findings-topic projects/P/topics/alerts --dead-letter-topic projects/P/topics/audit-dead \
        [--wait 10 --idle 1800 --config audit.toml] \
        --runner DataflowRunner --project P --region R --temp_location gs://B/tmp

    python pipelines/stream.py --follow live/ --out stream-out/ --until-quiet 10   # this machine

`run(argv)` is the library's job (`evidence_audit.beam.watch.run`): the app's flags through
`WatchOptions` and `AuditOptions`, every other flag to Beam.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from evidence_audit.beam.job import JobError
from evidence_audit.beam.watch import run as run_job


def run(argv: Sequence[str] | None = None) -> dict[str, Any]:
    """Run the streaming audit with `argv` (default: the command line); return what it wrote."""
    return run_job(argv)


if __name__ == "__main__":
    try:
        run()
    except JobError as err:
        print(f"stream: {err}", file=sys.stderr)
        sys.exit(2)
