"""(mend46d) review46a's probes: D2, everyday constants of a written expression one digit from some
carried number were judged as slips of it (`operand_slips.py`): a power of ten, a constant
(`constants._is_constant`), a calendar count, and a near-match no record of the expression's other
operands holds, are no slip. mend46a's own cases stay flagged.
"""

from __future__ import annotations

import json
from typing import Any

from evidence_audit.evidence.operand_slips import operand_slips
from evidence_audit.evidence.unverified import numbers_of

from ._helpers import history, judged


def compute(answer: str, record: dict[str, Any]) -> set[str]:
    flags, _ = judged(answer, history(record, user="Compute"))
    return flags


def test_d2_a_power_of_ten_is_no_slip() -> None:
    assert "100" not in compute("Share: 45 / 180 × 100 = **25%**.", {"done": 45, "total": 180, "other": 105})


def test_d2_a_calendar_count_is_no_slip() -> None:
    assert "365" not in compute("Daily: 43,800 ÷ 365 = **120** per day.", {"annual": 43800, "rooms": 385})


def test_d2_a_constant_is_no_slip() -> None:
    assert "3.6" not in compute("Speed: 90 km/h ÷ 3.6 = **25 m/s**.", {"depth": 3.5})


def test_d2_a_near_match_in_no_record_of_the_other_operands_is_no_slip() -> None:
    assert "0.15" not in compute("Tip: 1,250 × 0.15 = **187.50**.", {"tax": 0.16})


def test_d2_a_near_match_beside_another_operand_stays_a_slip() -> None:
    assert "0.15" in compute("Tip: 1,250 × 0.15 = **187.50**.", {"bill": 1250, "tip_rate": 0.16})
    assert not compute("Tip: 1,250 × 0.16 = **200**.", {"bill": 1250, "tip_rate": 0.16})


def mill(answer: str) -> set[str]:
    result = {"lot": "NS-1008", "bags": 36, "kg_per_bag": 50, "price_per_kg": 6.4}
    hist = [{"role": "system", "content": "You are a mill's assistant. Today is 2026-05-12."},
            {"role": "user", "content": "NS-1008?"}, {"role": "tool", "content": json.dumps(result)}]
    flags, _ = judged(answer, hist)
    return flags


def test_d2_mend46a_cases_stay_flagged() -> None:
    assert "6.5" in mill("- 36 × 50 = **1,800 kg**\n- 1,800 × 6.5 = 11,700")
    hist = history({"day": "2027-08-16", "bags": 150}, system="You are the desk of a maize mill in Huye. Rules: porters are paid 70 RWF a bag carried.",
                   user="Abikorezi bahembwa angahe?")
    flags, _ = judged("Imifuka 151 × 70 RWF = 10,570 RWF", hist)
    assert "151" in flags


def test_d2_the_record_check_of_operand_slips() -> None:
    carried = {"6.4", "36", "50", "3.5", "1800"}
    mill_text = [('{"lot": "NS-1008", "bags": 36, "kg_per_bag": 50, "price_per_kg": 6.4}', 1), ('{"depth": 3.5}', 2)]

    def slips(text: str) -> frozenset[str]:
        return operand_slips(text, numbers_of(text), carried, frozenset(), 4, frozenset(), mill_text)

    assert slips("36 × 50 = 1,800\n1,800 × 6.5 = 11,700") == {"6.5"}  # 1,800 is 36 × 50, both in 6.4's record
    assert slips("36 × 6.5 = 234") == {"6.5"}
    assert slips("1,250 × 6.5 = 8,125") == frozenset()  # 1,250 in no record of 6.4
    assert slips("42 × 3.4 = 142.8") == frozenset()  # 3.5's record holds no 42
    assert slips("1,800 × 100 = 180,000") == frozenset()
    # a person stated the other operand (a rule's rate): the record's number taken by it
    assert operand_slips("1,250 × 6.5 = 8,125", numbers_of("1,250 × 6.5 = 8,125"), carried, frozenset({"1250"}), 4,
                         frozenset(), mill_text) == {"6.5"}
