"""(proofs35) Round 34's review, unproven suspicion 2: `computed/basis.py` `_header_of` built the
answer's `Layout` for the first date written in a table line and kept it only when that date's cell
had a column header; an answer of n dates on lines with a `|` and no header built it again for every
date (O(answer) each). The work bound capped the count (about 80 builds, fewer as the answer grows),
so it was bounded, not quadratic; the layout is now read once per answer whatever the header.

Counted, not timed: the builds of `Layout` during one check, with `basis.Layout` swapped for a
counting twin (the pure-Python core only: a compiled module calls its own)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.computed import basis

from ..evidence._helpers import history
from .work_counts import is_pure

pytestmark = pytest.mark.skipif(not is_pure(), reason="swaps a name in the pure-Python core (a compiled module keeps its own)")

GATE = resolve_gate({})


def _answer(n: int) -> str:
    """n parcels, one a line, each with a due date and a `|` but no table header."""
    return "\n".join(f"Parcel {k} | due 2026-{1 + k % 12:02d}-{1 + k % 28:02d} (30 days after 2026-01-05)" for k in range(n))


def test_the_answers_layout_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    builds = [0]
    real = basis.Layout

    class Counting(real):  # type: ignore[misc, valid-type]
        def __init__(self, text: str) -> None:
            builds[0] += 1
            super().__init__(text)

    monkeypatch.setattr(basis, "Layout", Counting)
    for n in (10, 40, 160):
        builds[0] = 0
        check_answer(_answer(n), history({"opened": "2026-01-05"}, system="You are a clerk.", user="When?"), GATE)
        assert builds[0] <= 1, (n, builds[0])
