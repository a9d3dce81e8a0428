"""The streaming audit as a runnable pipeline definition, for direct use and for deploy (flex templates).

    python pipelines/stream.py --subscription projects/P/subscriptions/traces \
        --findings-topic projects/P/topics/alerts --bigquery-table P:DATASET.audit_live \
        [--wait 10 --idle 1800 --config audit.toml] \
        --runner DataflowRunner --project P --region R --temp_location gs://B/tmp

    python pipelines/stream.py --follow live/ --out stream-out/ --until-quiet 10   # this machine

`run(argv)` is the library's job (`evidence_audit.beam.watch.run`): the app's flags through
`WatchOptions` and `AuditOptions`, every other flag to Beam. In the Flex Template image
(deploy/dataflow/, launched by deploy/stream/) `template.py` hands a launch with a Pub/Sub source to
this file; as for the batch audit, workers default to the image named by `EVIDENCE_AUDIT_IMAGE`.
It exits 0, or 2 when the job cannot start.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import Any

from evidence_audit.beam.deploy import with_worker_image
from evidence_audit.beam.job import JobError
from evidence_audit.beam.watch import run as run_job

__all__ = ["main", "run"]


def run(argv: Sequence[str] | None = None) -> dict[str, Any]:
    """Run the streaming audit with `argv` (default: the command line); return what it wrote."""
    return run_job(with_worker_image(sys.argv[1:] if argv is None else argv, os.environ))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the streaming audit; 0 once it ended (locally) or was submitted, 2 if it cannot start."""
    try:
        run(argv)
    except JobError as err:
        print(f"stream: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
