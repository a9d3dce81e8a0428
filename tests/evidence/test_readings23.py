"""(round 23, readings23) A reasoning block's open expression joined to the answer's first number
(`reasoning_blocks.py`: `<think> 89.73 + 142.58 + 84.33. </think> £316.64` is `written`), and the
readings of one field across a record series worked (`reading_series.py`: `reading-gap`). Each with
its refusals: a digit mutated, a wrong operand, a difference of two DIFFERENT fields stays flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.reasoning_blocks import joined_results

from ._helpers import REFERENCE, history, judged

FUEL = ("tx_id,date,litres,amount_gbp\nTX-1,2026-03-03,61.5,89.73\nTX-2,2026-03-06,96.4,142.58\n"
        "TX-3,2026-03-09,58.2,84.33")


# --- reasoning blocks ----------------------------------------------------------------------------

@pytest.mark.parametrize("answer,value", [
    ("<think>\n89.73 + 142.58 + 84.33.\n</think>\n\n£316.64 for the three fills.", "316.64"),
    ("<think>\n89.73 + 142.58\n</think>\n\n**£232.31** for two.", "232.31"),
    ("<thinking>142.58 - 89.73.</thinking> £52.85 more.", "52.85"),
])
def test_an_open_expression_before_the_block_s_close_is_the_answer_s_equation(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(FUEL))
    assert computed.get(value) == "written", (flags, computed)
    assert value not in flags


@pytest.mark.parametrize("answer,value", [
    ("<think>\n89.73 + 142.58 + 84.33.\n</think>\n\n£316.74 for the three fills.", "316.74"),  # a digit mutated
    ("<think>\n89.73 + 142.58.\n</think>\n\n£316.64 for the three fills.", "316.64"),  # an operand missing
    ("<think>\nThe three amounts summed.\n</think>\n\n£316.64 for the three fills.", "316.64"),  # no expression
])
def test_what_the_block_s_expression_does_not_give_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(FUEL))
    assert value in flags


def test_the_join_keeps_every_offset_and_leaves_closed_or_going_on_text() -> None:
    text = "<think>\n144 + 135.\n</think>\n\n**279.00** for the two cars."
    joined = joined_results(text)
    assert len(joined) == len(text) and joined.index("279.00") == text.index("279.00")
    assert "= " in joined and "</think>" not in joined
    for unchanged in ("<think>\n100 / 1100 = 0.0909.\n</think>\n\n9.09%.",  # its result written already
                      "<think>\n5 x 48 and 5 x 45.\n</think>\n\n240.00 + 225.00 = **465.00**.",  # an equation of its own
                      "<think>\nAmount over litres.\n</think>\n\n£1.465/L.",  # no operand
                      "89.73 + 142.58.\n</think>\n\n£232.31",  # no block opened
                      "Plain text, 5 + 6. 11 apples."):
        assert joined_results(unchanged) == unchanged


def test_the_reference_profile_is_unchanged_by_the_join() -> None:
    flags, _ = judged("<think>\n89.73 + 142.58 + 84.33.\n</think>\n\n£316.64 for the three fills.", history(FUEL), REFERENCE)
    assert "316.64" in flags
