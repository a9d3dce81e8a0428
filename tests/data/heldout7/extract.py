"""Re-extract heldout7's tool results from BFCL v4's multi-turn backends: heldout6's extraction
(`../heldout6/extract.py`: the executor BFCL's harness and checker use, each call's arguments by
name) run on this set's tasks into this set's `sources/extracted/`. Needs `bfcl-eval` installed,
or its wheel unpacked on `PYTHONPATH`; the corpus build and the tests do not need it: they read the
committed `sources/extracted/*.json`.

Run with an interpreter that has bfcl-eval, from the repository root, in UTC:

    TZ=UTC /tmp/bfcl7/bin/python tests/data/heldout7/extract.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/data: the sets as packages

from heldout6.extract import extract  # noqa: E402

OUT = Path(__file__).resolve().parent / "sources" / "extracted"
# The tasks taken for each corpus (their ids without the `multi_turn_base_` prefix).
TASKS = {
    "bfcl": [0, 2, 53, 60, 61, 80, 98, 102, 108, 109, 151, 154, 157, 162],
}
# The model name the executor keys its backend instances by (any name: one per extraction).
MODEL = "heldout7_extract"


def main() -> int:
    return extract(TASKS, OUT, MODEL)


if __name__ == "__main__":
    raise SystemExit(main())
