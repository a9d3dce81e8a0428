"""(speed38) Instructions of one warm pass of `check_answer` over `bench_check.py`'s cases, for an
A/B that the machine's load does not move (issue 13).

Not a test: it measures. Run under callgrind, once per tree, with collection on only inside
`operator.call` (the timed pass is the only call of it):

    valgrind --tool=callgrind --collect-atstart=no --toggle-collect=_operator_call \\
        --callgrind-out-file=/tmp/cg.out .venv/bin/python bench/count_instructions.py TREE multi

and read `Collected : N` on valgrind's stderr. TREE is a checkout whose `src` is imported (`installed`:
the installed core). The cases are `bench_check.the_cases(quick=True)` (`short`: 400, `multi`: 50,
`both`); one untimed pass first, so the memos are warm as `bench_check.py` times them. The last line
printed is a digest of the verdicts of both passes: two trees that must judge alike print the same.

Under valgrind the core runs about 50 times slower: about 150 CPU seconds per tree for `multi` (the
import and the untimed pass included), which at the load of round 38 (25-28 on 2 cores) was more
than an hour of wall time; run it on a quieter machine.
"""

from __future__ import annotations

import hashlib
import operator
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> None:
    tree, which = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "both"
    sys.path.insert(0, str(HERE))
    if tree != "installed":
        sys.path.insert(0, str(Path(tree).resolve() / "src"))
    import bench_check  # noqa: E402  (the cases)
    from evidence_audit.evidence import check_answer, resolve_gate  # noqa: E402

    short, multi = bench_check.the_cases(True)
    cases = (short if which in ("short", "both") else []) + (multi if which in ("multi", "both") else [])
    gate = resolve_gate({})

    def one_pass() -> str:
        digest = hashlib.sha256()
        for case in cases:
            digest.update(repr(check_answer(case["answer"], case["history"], gate)).encode())
        return digest.hexdigest()[:16]

    warm = one_pass()
    counted = operator.call(one_pass)  # callgrind counts inside this call only (module doc)
    print(len(cases), warm, counted)


if __name__ == "__main__":
    main()
