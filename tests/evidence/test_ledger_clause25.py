"""Round 25 (brewery25): `ledger-total` over a numbered list whose lines end on small results (under
the digit minimum, never judged: settled), the total written first on its line with another clause
after it (`That is 10.05 L of NaOH, or 20.1 L of the 50% concentrate`). Refusals: a total one digit
off stays flagged; a number after the total in the same clause (a step of it) keeps it no total."""

from __future__ import annotations

import pytest

from ._helpers import history, judged

LOG = ("date,vessel,solution_l,caustic_pct\n2026-06-01,FV4,120,2.0\n2026-06-05,FV6,90,2.0\n"
       "2026-06-09,FV2,180,2.0\n2026-06-09,HLT,150,1.5")
LIST = ("Four cleans so far:\n\n1. FV4 (1 Jun): 120 L at 2.0% = 2.4 L NaOH\n2. FV6 (5 Jun): 90 L at 2.0% = 1.8 L\n"
        "3. FV2 (9 Jun): 180 L at 2.0% = 3.6 L\n4. HLT (9 Jun): 150 L at 1.5% = 2.25 L\n\n")


def test_a_total_first_on_its_line_with_another_clause_after_it_is_a_ledger_total() -> None:
    flags, computed = judged(LIST + "That is 10.05 L of NaOH, or **20.1 L of the 50% concentrate**.", history(LOG))
    assert "10.05" not in flags
    assert computed["10.05"] == "ledger-total"


@pytest.mark.parametrize("total", ["10.06", "11.05", "10.15"])
def test_a_total_one_digit_off_stays_flagged(total: str) -> None:
    flags, _ = judged(LIST + f"That is {total} L of NaOH, or **20.1 L of the 50% concentrate**.", history(LOG))
    assert total in flags


def test_a_number_after_it_in_the_same_clause_keeps_it_no_ledger_total() -> None:
    _, computed = judged(LIST + "That is 10.05 L of NaOH x 2 = 20.1 L of the 50% concentrate.", history(LOG))
    assert computed.get("10.05") != "ledger-total"
