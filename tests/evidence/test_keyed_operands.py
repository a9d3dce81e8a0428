"""Round 14 (keyed14): `keyed`, a value computed from the numbers its sentence writes and the carried
numbers whose KEY its words name (a JSON key `"tax_rate"`, a `Label: value` line, the policy's
`taxed at 7.5%`), with the chance test by tiers; each with its refusals: a value one digit off the
keyed expression, a key the answer does not name, a number written elsewhere, the reference profile."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.keyed_operands import KeyedNumbers, Term, key_parts, neighbours, search, stem, words_of
from evidence_audit.evidence.served import Served

from ._helpers import DEFAULT, REFERENCE, history, judged

POLICY = "You are a support agent. Plan charges are taxed at 7.5%. A late fee of $10.00 is added to overdue bills."
PLAN = {"plan_id": "P5506", "name": "Senior 3GB", "price_per_month": 20.0, "data_refueling_price_per_gb": 9.0}
QUOTE = {"order_id": "W100", "subtotal": 80.0, "tax_rate": 0.075, "shipping_fee": 2.5}


def _expressions(answer: str, hist: list[dict]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


# --- the keys: parts, stems, what a sentence names ----------------------------------------------------
def test_a_key_s_parts_are_its_stemmed_words_without_the_empty_ones() -> None:
    assert key_parts("price_per_gb") == {"price", "gb"}
    assert key_parts("monthlyFee") == {"monthly", "fee"}
    assert key_parts("tax_rate") == {"tax", "rate"}
    assert key_parts("qty") == {"quantity"}
    assert stem("taxes") == stem("taxed") == stem("tax") == "tax"
    assert stem("refueling") == "refuel"


def test_a_json_key_and_a_policy_label_key_their_numbers() -> None:
    keyed = KeyedNumbers()
    keyed.add_result(Served(parsed=QUOTE, has_parsed=True), 0)
    keyed.add_policy(POLICY)
    named = keyed.named(frozenset({"tax", "total"}))
    # `tax_rate`, and the policy's `taxed at 7.5%` (a percent: a rate)
    assert {(e.number, e.rate) for e in named} == {(Decimal("0.075"), False), (Decimal("0.075"), True)}
    assert keyed.named(words_of("the shipping fee"))[0].number == Decimal("2.5")
    # identifiers key nothing; words no key has name nothing
    assert keyed.named(frozenset({"order", "id"})) == []
    assert keyed.named(frozenset({"discount"})) == []


def test_the_search_takes_the_fewest_operands_and_refuses_a_reached_neighbour() -> None:
    ten = Term(Decimal(10), "10", False, frozenset({0}), False)
    rate = Term(Decimal("0.075"), "0.075", True, frozenset({1}), False)
    hit, chance = search([ten], [rate], [], Decimal("10.75"), 2)
    assert hit is not None and hit.text == "10 x 1.075" and not chance
    # a neighbour reached with as few operands: no expression
    quarter = Term(Decimal("0.25"), "0.25", True, frozenset({2}), False)
    hit, chance = search([ten, quarter], [rate], [], Decimal("10.75"), 2)
    assert hit is None and chance  # 10 + 0.25 = 10.25 is as cheap as 10 x 1.075
    assert Decimal("20.75") in neighbours(Decimal("10.75"), 2) and Decimal("10.75") not in neighbours(Decimal("10.75"), 2)


# --- end to end -----------------------------------------------------------------------------------------
TAXED = "It costs $20.00 a month against $30.00 for your Basic 5GB: $10.00 less, $10.75 with tax."


def test_a_difference_with_the_tax_the_policy_states_is_computed() -> None:
    flags, computed = judged(TAXED, history(PLAN, {"name": "Basic 5GB", "price_per_month": 30.0}, system=POLICY))
    assert "10.75" not in flags and computed["10.75"] == "keyed"
    assert _expressions(TAXED, history(PLAN, {"name": "Basic 5GB", "price_per_month": 30.0}, system=POLICY))[
        "10.75"] == "10 x 1.075 = 10.75"


REFUEL = "You refuelled 14 GB over those three months; at $6.00/GB plus tax that was $90.30."
POLICY_REFUEL = "Refuelling is billed at the plan's price per GB plus 7.5% tax."
PLUS = {"plan_id": "P5502", "name": "Plus 15GB", "price_per_month": 40.0, "data_refueling_price_per_gb": 6.0}


def test_a_quantity_times_a_price_with_the_tax_named_is_computed() -> None:
    # 14 is under the digit minimum (no candidate): written, it is an operand
    flags, computed = judged(REFUEL, history(PLUS, system=POLICY_REFUEL))
    assert "90.3" not in flags and computed["90.3"] == "keyed"
    assert _expressions(REFUEL, history(PLUS, system=POLICY_REFUEL))["90.3"] == "6 x 1.075 x 14 = 90.3"


@pytest.mark.parametrize("wrong", ["90.40", "91.30", "90.31", "80.30"])
def test_a_product_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, computed = judged(REFUEL.replace("90.30", wrong), history(PLUS, system=POLICY_REFUEL))
    assert computed.get(wrong.rstrip("0")) != "keyed"


def test_a_value_a_cheaper_expression_reaches_a_neighbour_of_stays_flagged() -> None:
    # 80 x 1.075 + 2.50 = 88.50, but 80 + 2.50 = 82.50 (one digit off) is simpler: a misread
    # 82.50 would look as computed, so 88.50 is not excused either (nor is 82.50's mutant)
    answer = "Your $80.00 subtotal comes to $88.50 with tax and the shipping fee."
    flags, computed = judged(answer, history(QUOTE))
    assert "88.5" in flags and "88.5" not in computed


def test_a_key_the_answer_does_not_name_is_no_operand() -> None:
    # no word of the sentence names the tax: 10 x 1.075 is not tried
    answer = "It costs $20.00 a month against $30.00 for your Basic 5GB: $10.00 less, $10.75 in all."
    flags, computed = judged(answer, history(PLAN, {"name": "Basic 5GB", "price_per_month": 30.0}, system=POLICY))
    assert "10.75" in flags and "10.75" not in computed
    # a wrong sign stays flagged too: the search reaches no negative value
    flags, computed = judged(TAXED.replace("$10.75", "-$10.75"), history(PLAN, {"name": "Basic 5GB", "price_per_month": 30.0}, system=POLICY))
    assert "-10.75" in flags or "10.75" in flags


def test_a_number_written_in_another_line_is_no_operand() -> None:
    # the $10.00 sits in another paragraph: the sentence has no written base to tax
    answer = "You save $10.00 on the plan.\n\nWith tax that is $10.75."
    flags, computed = judged(answer, history(PLAN, {"name": "Basic 5GB", "price_per_month": 30.0}, system=POLICY))
    assert computed.get("10.75") != "keyed"


def test_an_operand_no_source_carried_stays_flagged() -> None:
    # no tax anywhere in the run: 10 x 1.075 has no rate to take
    flags, computed = judged(TAXED, history(PLAN, {"name": "Basic 5GB", "price_per_month": 30.0}))
    assert "10.75" in flags and "10.75" not in computed


def test_the_reference_profile_computes_nothing() -> None:
    flags, computed = judged(TAXED, history(PLAN, {"name": "Basic 5GB", "price_per_month": 30.0}, system=POLICY), REFERENCE)
    assert "10.75" in flags and not computed
