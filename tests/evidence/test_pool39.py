"""Round 39 (pool39): the `repeat` rule's pool is the whole run's, so its bare match scales with it
(`ArithmeticBasis._repeat_in_reach`). Made-up order-desk runs, judged answer by answer by the
incremental auditor as the pipeline judges them.

- hostile38's shape: consecutive answers write ids one apart and an invented `48213`; once two ids
  sum to it (`conversation`, by chance), every later answer's `48213` was a `repeat`. Now a repeat
  reaches back `REPEAT_RECENT` answers only, unless the answer writes an operand.
- a value computed from operands its own answer wrote is repeated from far back still, unless the
  far values of its magnitude band are many against the band's width (a bare four-digit invention
  then meets one by chance).
"""

from __future__ import annotations

from collections.abc import Callable

from evidence_audit.evidence import resolve_gate
from evidence_audit.evidence.auditor import RunAuditor
from evidence_audit.evidence.computed.basis import REPEAT_RECENT
from evidence_audit.evidence.gate import Verdict

GATE = resolve_gate({})


def _run(n: int, answer: Callable[[int, int], str], start: int = 24100,
         result: str = '{"order": %d, "amount": 120.50, "items": 3}') -> list[Verdict]:
    """`n` user / tool / answer triples of orders `start`, `start + 1` ...; every answer's verdict."""
    auditor = RunAuditor(GATE)
    auditor.add("system", "You help with orders.")
    verdicts = []
    for i in range(n):
        order = start + i
        auditor.add("user", f"What is the total for order {order}?")
        auditor.add("tool", result % order)
        text = answer(i, order)
        verdicts.append(auditor.judge(text))
        auditor.add("assistant", text)
    return verdicts


def _computed(verdict: Verdict, value: str) -> str | None:
    return next((c.derivation for c in verdict.computed or () if c.value == value), None)


def _flagged(verdict: Verdict, value: str) -> bool:
    return any(c.value == value for c in verdict.unsupported)


def test_a_chance_sum_is_repeated_from_recent_answers_only() -> None:
    # 24106 + 24107 = 48213: answer 3's invention is a `conversation` sum by chance; before pool39
    # every later answer's 48213 was its `repeat` (hostile38: 5,297 of 13,333 answers)
    verdicts = _run(12, lambda i, order: f"Order {order} totals 120.50 for 3 items, then 48213.", start=24104)
    assert all(_flagged(v, "48213") for v in verdicts[:3])
    assert _computed(verdicts[3], "48213") == "conversation"
    assert all(_computed(v, "48213") == "repeat" for v in verdicts[4:4 + REPEAT_RECENT])
    assert all(_flagged(v, "48213") for v in verdicts[4 + REPEAT_RECENT:]), \
        [i for i, v in enumerate(verdicts) if not _flagged(v, "48213")]


def test_a_far_repeat_that_writes_an_operand_is_computed() -> None:
    # the same chance sum, restated 20 answers on beside one of its operands (`24107`): it names what
    # it was computed from, so the repeat holds at any distance
    def answer(i: int, order: int) -> str:
        if i == 3:
            return f"Order {order} totals 120.50 for 3 items, then 48213."
        if i == 12:
            return f"Order {order} totals 120.50 for 3 items. Back to order 24107: 48213."
        return f"Order {order} totals 120.50 for 3 items."
    verdicts = _run(13, answer, start=24104)
    assert _computed(verdicts[3], "48213") == "conversation"
    assert _computed(verdicts[12], "48213") == "repeat", verdicts[12].unsupported


def test_a_chance_sum_of_far_apart_ids_stays_flagged() -> None:
    # 24102 + 24111 = 48213, the ids of answers 0 and 9: no search pairs numbers that far apart
    def answer(i: int, order: int) -> str:
        return f"Order {order} totals 120.50 for 3 items" + (", then 48213." if i == 9 else ".")
    verdicts = _run(10, answer, start=24102)
    assert _flagged(verdicts[9], "48213")


def test_a_written_sum_repeated_from_far_back_is_computed() -> None:
    # its operands written beside it, its band (4 digits, 2 places: 900,000 cents) holds one far value
    def answer(i: int, order: int) -> str:
        if i == 1:
            return f"Order {order}: lines 714.45 and 2,994.26, together 3,708.71."
        if i == 10:
            return f"Order {order} totals 120.50 for 3 items. The 3,708.71 from before still stands."
        return f"Order {order} totals 120.50 for 3 items."
    verdicts = _run(11, answer, result='{"order": %d, "amount": 120.50, "lines": [714.45, 2994.26]}')
    assert _computed(verdicts[1], "3708.71") == "total", verdicts[1].unsupported
    assert _computed(verdicts[10], "3708.71") == "repeat", verdicts[10].unsupported


def test_a_crowded_band_refuses_a_bare_far_repeat() -> None:
    # 12 answers compute a four-digit whole number each (boxes times units a box): 12 far values in
    # 9,000 whole numbers is past one in REPEAT_ODDS, so a bare `1,680 kg` 17 answers on is no repeat;
    # the same value beside an operand it was computed from (`240`) is
    def answer(i: int, order: int) -> str:
        base = f"Order {order} totals 120.50 for 3 items."
        if i < 12:
            boxes, per = 7, 240 + 10 * i
            return f"{base} That is {boxes} boxes of {per} each: {boxes * per:,} units."
        if i == 17:
            return f"{base} The shipment weighs 1,680 kg."
        if i == 18:
            return f"{base} At 240 a box that was 1,680 units."
        return base
    verdicts = _run(19, answer)
    assert _computed(verdicts[0], "1680") is not None, verdicts[0].unsupported
    assert _flagged(verdicts[17], "1680"), verdicts[17].computed
    assert _computed(verdicts[18], "1680") is not None, verdicts[18].unsupported


def test_a_recent_repeat_of_a_crowded_band_is_computed() -> None:
    # the same crowded band, the value computed two answers back: in reach as before
    def answer(i: int, order: int) -> str:
        base = f"Order {order} totals 120.50 for 3 items."
        if i < 12:
            return f"{base} That is 7 boxes of {240 + 10 * i} each: {7 * (240 + 10 * i):,} units."
        if i == 13:
            return f"{base} The shipment weighs {7 * 350:,} kg."  # answer 11's 2,450
        return base
    verdicts = _run(14, answer)
    assert _computed(verdicts[13], "2450") == "repeat", verdicts[13].unsupported
