"""Round 26 (habits26): the wide `earlier` rule adds too: a number this answer writes plus a value
an earlier answer computed (a running total carried across answers, `computed/wide.py`), with the
chance test over every sum it tries."""

from __future__ import annotations

import pytest

from ._helpers import REFERENCE, history, judged

# a clinic's invoice over two answers: the lab fees first, then the consultation and the total
LAB = '{"tests": [{"code": "CBC", "fee": 24.80}, {"code": "LIPID", "fee": 31.45}]}'
FIRST = "Lab fees: 24.80 + 31.45 = EUR 56.25."


def _run() -> list[dict[str, str]]:
    return history(LAB, answers=(FIRST, "The doctor sees you on the ground floor."))


@pytest.mark.parametrize("written,number,ok", [
    ("Consultation 3 x 42.50 = EUR 127.50, total EUR 183.75.", "183.75", True),  # 127.50 + 56.25
    ("Consultation 3 x 42.50 = EUR 127.50, total EUR 183.95.", "183.95", False),  # one digit off
    ("Consultation 3 x 42.50 = EUR 127.50, total EUR 193.75.", "193.75", False),
])
def test_a_running_total_over_an_earlier_answers_value(written: str, number: str, ok: bool) -> None:
    flags, computed = judged(written, _run())
    assert (computed.get(number) == "earlier") is ok, computed
    assert (number in flags) is not ok


def test_a_sum_whose_neighbour_another_pair_reaches_is_refused() -> None:
    # 127.50 + 56.25 = 183.75, and 128.50 + 56.25 = 184.75 is one digit off it: both recent
    # numbers pair with the remembered total, so the value is no sure step
    flags, _ = judged("Fees EUR 128.50 and EUR 127.50, total EUR 183.75.", _run())
    assert "183.75" in flags


def test_the_reference_profile_reads_none() -> None:
    flags, _ = judged("Consultation 3 x 42.50 = EUR 127.50, total EUR 183.75.", _run(), REFERENCE)
    assert "183.75" in flags


def test_no_word_of_a_total_no_sum() -> None:
    # a deposit is no total however its digits add up (test_itemized_bills' refusal)
    flags, computed = judged("Consultation 3 x 42.50 = EUR 127.50, deposit EUR 183.75.", _run())
    assert "183.75" in flags, computed
