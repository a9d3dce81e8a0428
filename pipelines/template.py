"""The Flex Template image's program: a launch with a Pub/Sub source streams, any other is the batch audit.

One image (deploy/dataflow/) serves two templates: the nightly batch audit (`deploy/dataflow/
metadata.json`) and the streaming audit (`deploy/stream/metadata.json`). Dataflow's launcher runs
the one program the image names (`FLEX_TEMPLATE_PYTHON_PY_FILE`) with the launch's parameters as
flags, and a template cannot name another program, so this one picks: `--subscription` or
`--topic` (parameters only the streaming template has) run `stream.py`; anything else runs
`audit.py`. Both sit beside this file in the image (and in the repository's `pipelines/`).

    python pipelines/template.py --input 'gs://B/traces/dt={date}/*.jsonl.gz' --out gs://B/audits/ ...
    python pipelines/template.py --subscription projects/P/subscriptions/traces --findings-topic ...
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

__all__ = ["STREAM_SOURCES", "main", "program"]

# The flags that name a streaming source; the batch audit has neither.
STREAM_SOURCES = ("--subscription", "--topic")


def program(argv: Sequence[str]) -> str:
    """"stream" when the flags name a Pub/Sub source, else "audit"."""
    for arg in argv:
        if arg.split("=", 1)[0] in STREAM_SOURCES:
            return "stream"
    return "audit"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the program the flags call for; return its exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if program(argv) == "stream":
        import stream

        return stream.main(argv)
    import audit

    return audit.main(argv)


if __name__ == "__main__":
    sys.exit(main())
