"""Round 28 (chain28): `two-step`, an amount in hand carried through two stated steps at once (a tax
and a share, a tax and a count), the amount between the steps never written. Refusals: a value one
digit off, a rate nobody stated, steps the value's line and question do not name, stay flagged;
and a value so reached ends its chain (no operand of a later value)."""

from __future__ import annotations

import pytest

from ._helpers import history, judged

CLINIC = ("Treatment plans are quoted excluding VAT 21%. A deposit of 30% of the fee including VAT is due "
          "when the plan is booked.")
PLAN = {"plan": "TP-5521", "patient": "P-0418", "fee": 2480.0, "sessions": 8}
SHIPPING = "Freight rates exclude VAT 20%. Pallets hold at most 40 boxes."
CONSIGNMENT = {"consignment": "SH-2047", "boxes": 8, "total_excl_vat": 1437.6}


def test_a_tax_and_a_share_of_a_carried_fee() -> None:
    hist = history(PLAN, system=CLINIC, user="How much is the deposit for TP-5521?")
    flags, computed = judged("The deposit for TP-5521, with VAT, is €900.24.", hist)
    assert "900.24" not in flags and computed["900.24"].startswith("two-step")


def test_a_tax_and_a_count_of_a_carried_total() -> None:
    hist = history(CONSIGNMENT, system=SHIPPING, user="What is that per box incl. VAT?")
    flags, computed = judged("Per box: €215.64 incl. VAT.", hist)
    assert "215.64" not in flags and computed["215.64"].startswith("two-step")


@pytest.mark.parametrize("answer, wrong", [
    ("The deposit for TP-5521, with VAT, is €900.34.", "900.34"),  # one digit off 900.24
    ("The deposit for TP-5521, with VAT, is €930.00.", "930"),  # x 1.25 x 0.3: no rate of 25% stated
])
def test_a_two_step_refused(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(PLAN, system=CLINIC, user="How much is the deposit for TP-5521?"))
    assert wrong in flags


def test_steps_nobody_names_are_not_taken() -> None:
    """Neither the value's line nor the question names the tax or the deposit: no two-step."""
    flags, _ = judged("You pay €900.24 today.", history(PLAN, system=CLINIC, user="What do I pay today?"))
    assert "900.24" in flags


def test_a_two_step_value_is_no_operand() -> None:
    """A value the two-step search reached ends its chain: the deposit and the balance, each reached
    from the carried fee through the VAT and the deposit share, round up to a sum one cent over the
    true total; a total mistyped as that sum stays flagged (heldout26 tailor-01's mutant `2,811.52`)."""
    plan = dict(PLAN, fee=2480.02)
    hist = history(plan, system=CLINIC, user="With VAT, and what deposit?")
    answer = "VAT 21% is €520.80, so €3,000.83 in all. The 30% deposit is €900.25 and €2,100.58 is due later."
    flags, _ = judged(answer, hist)
    assert "3000.83" in flags
