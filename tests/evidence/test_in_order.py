"""Round 15 (arith15a): `in-order`, a value computed from the numbers the answer writes just before
it, in the order written, with word operators (`half`, `twice`, `per person`), accepted only when no
expression as cheap reaches a one-digit neighbour; each with its refusals: a mutated digit, an
operand nobody wrote, a result that is a neighbour of the sum, the reference profile."""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, REFERENCE, history, judged

PLANS = [{"plan_id": "P1", "name": "Everyday 25GB", "price_per_month": 50.0},
         {"plan_id": "P2", "name": "Talk & Text 2GB", "price_per_month": 20.0}]
BILL = {"bill_id": "B1", "total_due": 67.60, "card_last_4": "5902"}


def _expressions(answer: str, hist: list[dict[str, Any]]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


# --- sums and differences of the numbers written just before --------------------------------------
def test_a_sum_of_the_two_amounts_written_just_before_is_computed() -> None:
    answer = "Your line is Everyday 25GB at $50.00 and the new one $20.00: $70.00 of plans."
    flags, computed = judged(answer, history(PLANS))
    assert "70" not in flags and computed["70"] == "in-order"
    assert _expressions(answer, history(PLANS))["70"] == "50 + 20 = 70"


@pytest.mark.parametrize("wrong", ["$71.00", "$60.00", "$75.00", "$90.00"])
def test_a_mutated_sum_stays_flagged(wrong: str) -> None:
    """A digit changed stays flagged (the difference 30 is `pair`'s, which refuses the sum there)."""
    flags, computed = judged(f"Your line is Everyday 25GB at $50.00 and the new one $20.00: {wrong} of plans.", history(PLANS))
    value = wrong.strip("$").removesuffix(".00")
    assert value in flags and computed.get(value) != "in-order"


def test_a_sum_of_three_after_an_equation_written_out_is_computed() -> None:
    """`2 x $1.99 = $3.98`: the equation's result stands for its operands."""
    answer = ("Plans $70.00 of plans, $5.78 tax and 2 × $1.99 = $3.98 in fees, so $79.76 a month.")
    plans = {"plans": 70.0, "tax": 5.78, "fee_per_line": 1.99}
    flags, computed = judged(answer, history(plans))
    assert "79.76" not in flags and computed["79.76"] == "in-order"
    assert _expressions(answer, history(plans))["79.76"] == "70 + 5.78 + 3.98 = 79.76"
    flags, computed = judged(answer.replace("79.76", "79.86"), history(plans))
    assert "79.86" in flags


def test_a_sum_where_the_words_ask_for_a_difference_stays_flagged() -> None:
    """`less`: the difference 50 - 20 costs less than the sum, and 70 is its neighbour."""
    flags, computed = judged("Your plan is $50.00, less the new one's $20.00 credit: $70.00 a month.", history(PLANS))
    assert "70" in flags and computed.get("70") != "in-order"


def test_an_operand_nobody_wrote_excuses_nothing() -> None:
    """The operands are resolved numbers the answer writes: an invented one makes its result flagged."""
    answer = "Your line is Everyday 25GB at $50.00 and the new one $30.00: $80.00 of plans."
    flags, _ = judged(answer, history(PLANS))
    assert {"30", "80"} <= flags


def test_a_number_in_another_sentence_is_no_operand() -> None:
    flags, _ = judged("Your plan is $50.00. The new one is $20.00. I have noted $70.00 for you.", history(PLANS))
    assert "70" in flags


# --- word operators ---------------------------------------------------------------------------------
def test_half_of_the_previous_line_s_total_is_computed() -> None:
    answer = "| Item | Amount |\n|---|---|\n| **Total now** | **$67.60** |\n\nHalf today would be **$33.80**."
    flags, computed = judged(answer, history(BILL))
    assert "33.8" not in flags and computed["33.8"] == "in-order"
    assert _expressions(answer, history(BILL))["33.8"] == "67.6 / 2 = 33.8"


@pytest.mark.parametrize("wrong", ["$33.90", "$38.80", "$33.81"])
def test_a_mutated_half_stays_flagged(wrong: str) -> None:
    answer = f"| Item | Amount |\n|---|---|\n| **Total now** | **$67.60** |\n\nHalf today would be **{wrong}**."
    flags, _ = judged(answer, history(BILL))
    assert wrong.strip("$").rstrip("0") in flags


def test_no_word_no_half() -> None:
    """Without a word operator, a half of the previous total is no expression of the search."""
    answer = "| Item | Amount |\n|---|---|\n| **Total now** | **$67.60** |\n\nToday you would pay **$33.80**."
    flags, _ = judged(answer, history(BILL))
    assert "33.8" in flags


def test_twice_and_per_person() -> None:
    fare = {"fare": 213.40}
    answer = "| Leg | Fare |\n|---|---|\n| **Out** | **$213.40** |\n\nTwice that for the round trip: **$426.80**."
    flags, computed = judged(answer, history(fare))
    assert "426.8" not in flags and computed["426.8"] in ("in-order", "quantity")
    flags, _ = judged(answer.replace("426.80", "426.90"), history(fare))
    assert "426.9" in flags
    trip = {"total": 426.80}
    hist = history(trip, user="We are 2 people, what is the cost?")
    flags, computed = judged("The trip is $426.80 in all, or $213.40 per person.", hist)
    assert "213.4" not in flags and computed["213.4"] in ("in-order", "per-count", "split")
    flags, _ = judged("The trip is $426.80 in all, or $213.50 per person.", hist)
    assert "213.5" in flags


# --- a date in an item is no operand ------------------------------------------------------------------
def test_the_day_of_a_date_is_no_operand() -> None:
    spent = {"transactions": [{"amount": 150.0, "date": "2022-03-01"}, {"amount": 1000.0, "date": "2022-03-04"}]}
    answer = "On March 4 you paid 1,000.00 and 150.00 (March 1), so 1,150.00 in all."
    flags, computed = judged(answer, history(spent))
    assert "1150" not in flags and computed["1150"] in ("in-order", "pair", "total")


def test_the_reference_profile_computes_nothing() -> None:
    answer = "Total now $1,352.60, and half today would be $676.30."
    flags, computed = judged(answer, history({"total_due": 1352.60}))
    assert "676.3" not in flags and computed["676.3"] == "in-order"
    flags, computed = judged(answer, history({"total_due": 1352.60}), REFERENCE)
    assert "676.3" in flags and not computed


# --- a dollar amount with its country's code (`CA$160.48`) -------------------------------------------
def test_a_coded_dollar_amount_is_a_number_for_the_arithmetic() -> None:
    from evidence_audit.evidence.dollar_codes import coded_dollar_number

    assert coded_dollar_number("ca$160.48") == "160.48"
    assert coded_dollar_number("us$1,200.50") == "1200.5"
    assert coded_dollar_number("-a$20") == "-20"
    assert coded_dollar_number("$20") is None and coded_dollar_number("abcd$20") is None
    items = {"price": 118.0, "lamp": 42.5, "cad_rate": 1.36}
    flags, computed = judged("Jacket: $118.00 at a rate of 1.36, CA$160.48.", history(items))
    assert "ca$160.48" not in flags and computed["ca$160.48"] == "written"
    flags, computed = judged("Jacket: $118.00 and the lamp $42.50: US$160.50 in all.", history(items))
    assert "us$160.50" not in flags and "us$160.50" in computed
    # a digit off: flagged
    flags, _ = judged("Jacket: $118.00 and the lamp $42.50: US$160.60 in all.", history(items))
    assert "us$160.60" in flags
    flags, _ = judged("Jacket: $118.00 at a rate of 1.36, CA$160.58.", history(items))
    assert "ca$160.58" in flags


# --- the value's line: an earlier sentence costs more, and needs a word --------------------------------
def test_half_of_a_number_of_the_sentence_before_on_its_line() -> None:
    cart = {"items": [{"price": 74.99}, {"price": 49.95}], "total": 124.94}
    flags, computed = judged("Yes: $74.99 of $124.94 is 60%. Half would be $62.47.", history(cart))
    assert "62.47" not in flags and computed["62.47"] == "in-order"
    flags, _ = judged("Yes: $74.99 of $124.94 is 60%. Half would be $62.57.", history(cart))
    assert "62.57" in flags


def test_a_sum_after_an_equation_s_result_with_a_word_for_the_sum() -> None:
    order = {"subtotal": 129.95, "shipping": 16.25, "difference": 5.0}
    answer = "The order was $129.95 + $16.25 = $146.20, and with the $5.00 difference, **$151.20** in total."
    flags, computed = judged(answer, history(order))
    assert "151.2" not in flags and computed["151.2"] == "in-order"
    flags, computed = judged(answer.replace("151.20", "152.20"), history(order))
    assert "152.2" in flags


# --- a list's items that write a date before their amount (lists.py, round 15) -----------------------
def test_a_total_over_the_list_under_it_skips_the_items_dates() -> None:
    spent = {"transactions": [{"amount": 50.0, "date": "2022-03-01", "subject": "Spotify Premium"},
                              {"amount": 1000.0, "date": "2022-03-04", "subject": "iPhone"}]}
    answer = ("**Total spending in March 2022: {total}**\n\n*   **Spotify Premium** (March 1): 50.00\n"
              "*   **Purchase at Apple Store: iPhone** (March 4): 1,000.00\n")
    flags, computed = judged(answer.format(total="1,050.00"), history(spent))
    assert "1050" not in flags and computed["1050"] == "total"
    assert _expressions(answer.format(total="1,050.00"), history(spent))["1050"] == "50 + 1000 = 1050"
    for wrong in ("1,060.00", "1,051.00", "2,050.00"):
        flags, _ = judged(answer.format(total=wrong), history(spent))
        assert wrong.replace(",", "").removesuffix(".00") in flags


def test_a_sum_one_digit_off_a_carried_number_it_does_not_take_stays_flagged() -> None:
    """`paid $50.00 by gift card and $220.44 by Visa` after `$170.44`: 170.44 + 50 reaches it, but
    it is one digit off the carried 120.44 (the Visa's payment), the classic misread."""
    order = {"total": 170.44, "payment_history": [{"amount": 50.0, "method": "gift card"},
                                                  {"amount": 120.44, "method": "visa"}]}
    answer = "Order total: **$170.44**, paid $50.00 by gift card and {visa} by Visa ending 7731."
    flags, _ = judged(answer.format(visa="$220.44"), history(order))
    assert "220.44" in flags
    flags, _ = judged(answer.format(visa="$120.44"), history(order))
    assert "120.44" not in flags


@pytest.mark.parametrize("joined,ok", [(" and the insurance", True), (", the insurance", False), (" less the insurance", False)])
def test_an_and_between_the_operands_says_a_sum(joined: str, ok: bool) -> None:
    """300 - 100 = 200 is one digit off 400: the sum stands only where a word says it is one."""
    charges = [{"invoice": {"booking_id": "3426812", "travel_cost": 300.0}}, {"insurance_id": "498276044", "insurance_cost": 100.0}]
    answer = f"The flight was $300.00{joined} $100.00; you now owe **$400.00**."
    flags, computed = judged(answer, history(*charges))
    assert ("400" in flags) is not ok
    assert (computed.get("400") == "in-order") is ok


def test_an_earlier_mention_of_an_equation_s_operand_is_no_third_operand() -> None:
    """`you pay $5, so you save $42.00 - $5.00 = $37.00 per month, $74.00 over the two months`: the
    mutant $84.00 is 42 + 5 + 37 only if 42 and 5 count again beside the equation's result."""
    plan = {"plan": "Connect 12GB", "price_per_month": 42.0, "suspension_fee": 5.0}
    answer = ("Your plan is Connect 12GB at $42.00 per month. Suspended you pay $5, so you save "
              "$42.00 - $5.00 = $37.00 per month, {v} over the two months.")
    flags, computed = judged(answer.format(v="$84.00"), history(plan, user="suspend it for 2 months"))
    assert "84" in flags and computed.get("84") != "in-order"
    flags, computed = judged(answer.format(v="$74.00"), history(plan, user="suspend it for 2 months"))
    assert "74" not in flags
