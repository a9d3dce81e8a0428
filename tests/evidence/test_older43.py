"""older43: shapes shared across the older sets (made-up runs: a joinery, a print shop; none of the
corpora's texts): a count of pieces times the sum per piece the sentences above write, the middle
step unwritten (`piece-total`)."""

from __future__ import annotations

from typing import Any

from ._helpers import judged

JOINERY = ("You are the desk of a joinery. Rules (prices in EUR excluding VAT 24%):\n"
           "- Labour: EUR 40 an hour.\n- Oak: EUR 52.50 a board metre.\n- Deposit 30% of the order.")
ORDER = {"order": "J-2201", "item": "dining chair", "pieces": 12, "hours": 3, "oak_m": 1.5}

PER_CHAIR = "Per chair: 3 h of labour at EUR 40 = EUR 120.00. Oak: 1.5 m × 52.50 = EUR 78.75.\n\n"


def _run(question: str = "price J-2201?", payload: Any = ORDER) -> list[dict[str, Any]]:
    return [{"role": "system", "content": JOINERY}, {"role": "user", "content": "order J-2201"},
            {"role": "tool", "content": str(payload).replace("'", '"')}, {"role": "user", "content": question}]


def test_a_count_times_the_sum_per_piece_above_is_computed() -> None:
    # 12 x (120.00 + 78.75) = 2,385.00: the sum a chair (198.75) unwritten
    flags, computed = judged(PER_CHAIR + "12 chairs: EUR 2,385.00 excluding VAT.", _run())
    assert "2385" not in flags
    assert computed["2385"] == "piece-total"


def test_a_total_one_digit_off_stays_flagged() -> None:
    flags, _ = judged(PER_CHAIR + "12 chairs: EUR 2,395.00 excluding VAT.", _run())
    assert "2395" in flags


def test_a_wrong_count_stays_flagged() -> None:
    # 13 x 198.75 = 2,583.75, but the line writes 12 chairs
    flags, _ = judged(PER_CHAIR + "12 chairs: EUR 2,583.75 excluding VAT.", _run())
    assert "2583.75" in flags


def test_a_sum_with_an_amount_no_sentence_writes_stays_flagged() -> None:
    # 12 x (120.00 + 78.75 + 5.00) = 2,445.00: no sentence above writes a 5.00
    flags, _ = judged(PER_CHAIR + "12 chairs: EUR 2,445.00 excluding VAT.", _run())
    assert "2445" in flags


def test_a_count_after_an_operator_is_no_piece_count() -> None:
    # `x 12` then the value: an equation's operand, not a count of pieces the line names
    flags, _ = judged(PER_CHAIR + "So 198.75 x 12 = EUR 2,384.00.", _run())
    assert "2384" in flags
