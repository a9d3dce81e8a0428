"""(speed25) Two of the check's readings kept or deferred, exact: `reapplied.evaluated` (the formulas
the `reapplied` and `counterpart` rules redo, kept by their text) equals `expressions.evaluate`
whatever it kept or dropped; `duration_steps.KnownDurations` reads what the run fed it only on the
rule's first question, and then finds what it would have found reading each input as it came."""

from __future__ import annotations

from evidence_audit.evidence import reapplied
from evidence_audit.evidence.duration_steps import KnownDurations
from evidence_audit.evidence.expressions import evaluate
from evidence_audit.evidence.served import read_result

from .test_durations24 import TT


def test_evaluated_equals_evaluate_kept_or_dropped() -> None:
    expressions = ["8400 x 11.25% / 360", "(388.2 + 401.7) / 2", "83.8 + 9%", "12", "3 x", "(3400 x 11.25% / 360) x 31"]
    many = [f"{k} x 1.075 + 2.5" for k in range(reapplied.MAX_EVALUATED + 40)]
    for expression in expressions + many + expressions + many[-50:] + expressions:
        assert reapplied.evaluated(expression) == evaluate(expression)
        assert len(reapplied._EVALUATED) <= reapplied.MAX_EVALUATED
    assert reapplied.evaluated("12") is None and reapplied.evaluated("3 x") is None  # not an expression: kept as None


def _fed(durations: KnownDurations, at_once: bool) -> KnownDurations:
    durations.add_person_text("I ran the 20 km in 63:05; what is my pace? My club mate did 10 km in 31:12.")
    if at_once:
        durations._read_unread()
    durations.add_result(read_result(TT))
    if at_once:
        durations._read_unread()
    durations.add_answer("Anna finished in 63:05 and Ben in 66:58.")
    if at_once:
        durations._read_unread()
    return durations


def test_known_durations_read_on_the_first_question_as_at_once() -> None:
    later, at_once = _fed(KnownDurations(), False), _fed(KnownDurations(), True)
    assert later._unread and not at_once._unread  # nothing read before a question
    for answer, value in [("Cara won; Anna was 1:49 behind.", "1:49"), ("Anna: first 20 km 31:12, so 1:33/km.", "1:33/km"),
                          ("Mean finish of the three: 63:46.", "63:46"), ("Anna was 1:48 behind.", "1:48")]:
        assert later.explain(answer, value, ["31:12"]) == at_once.explain(answer, value, ["31:12"])
        assert not later._unread
    assert later.explain("Cara won; Anna was 1:49 behind.", "1:49", []) is not None
    assert later.explain("Anna was 1:48 behind.", "1:48", []) is None  # one second off: stays flagged
