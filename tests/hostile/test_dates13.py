"""Round 13 (dates13): the `date-step` rule's work is counted, not timed: each answer steps at most
`MAX_STEPS` dates per reading (ISO and slashed in the arithmetic, in words in `word_dates`), each
asking at most `MAX_SPANS` spans for itself and for each of its one-digit neighbours; an answer of
500 dates and 500 numbers stays within that count."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer, date_steps, resolve_gate
from evidence_audit.evidence.computed import basis as computed_basis

from .rule_inputs import FAMILIES

GATE = resolve_gate({})
pure = pytest.mark.skipif(not computed_basis.__file__.endswith(".py"), reason="counts work by patching the pure-Python core")


@pure
def test_an_answer_of_500_dates_asks_a_bounded_number_of_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    answer, result, user = FAMILIES["date_steps13"][0](500)
    calls = {"find": 0, "reached": 0}
    find, reached = date_steps.find_step, date_steps._reached

    def counting_find(*args):  # type: ignore[no-untyped-def]
        calls["find"] += 1
        return find(*args)

    def counting_reached(*args):  # type: ignore[no-untyped-def]
        calls["reached"] += 1
        assert len(args[1]) <= date_steps.MAX_SPANS
        return reached(*args)

    monkeypatch.setattr(date_steps, "_reached", counting_reached)
    monkeypatch.setattr(computed_basis, "find_step", counting_find)
    from evidence_audit.evidence import word_dates
    monkeypatch.setattr(word_dates, "find_step", counting_find)
    check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)
    # twice over: check_answer may judge the answer twice (auditor.py)
    assert 0 < calls["find"] <= 2 * 2 * date_steps.MAX_STEPS, calls
    assert calls["reached"] <= calls["find"] * (1 + 9 * 8), calls
