"""Round 18 (sums18): sums and differences said in prose and in worked reasoning, each with its
refusals: a repeat anchors what an answer builds on it (`$804, got $504 back, so $300 went to
the fee`); `rest-of-whole` (`Paid from your $500 certificate, $241 would remain on HAT1203`);
`in-order` reading the previous line's numbers and a plain number an answer wrote as an amount
(`the 836 today plus the 1,400 already paid` ... `June in total: $2,236.00`); `contrasted-gap`
(`$163.00, against $135.00` ... `$28.00 cheaper`); a digit mutated, a wrong operand, the
reference profile."""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, REFERENCE, history, judged


def _rules(answer: str, hist: list[dict[str, Any]]) -> dict[str, str]:
    return {c.value: c.derivation for c in check_answer(answer, hist, DEFAULT).computed or ()}


def _expressions(answer: str, hist: list[dict[str, Any]]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


# --- a repeat anchors what the answer builds on it ---------------------------------------------------
RESERVATION = {"reservation_id": "ZP4M8C", "flights": [{"flight_number": "HAT240", "price": 268}],
               "passengers": [{"first_name": "Ravi"}, {"first_name": "Annika"}, {"first_name": "Jonas"}],
               "payment_history": [{"payment_id": "credit_card_3307", "amount": 604.0},
                                   {"payment_id": "gift_card_6194", "amount": 200.0}]}
CERTIFICATE = {"certificate_id": "certificate_9021544", "amount": 180}
FIRST = ("The fares were 3 × $268 = $804.00. The fee is $100 × 3 = $300.00, so the refund would be "
         "$804 − $300 = **$504.00**.")
NET = ("They paid $804, got $504 back, so $300 went to the fee. **Net cost:** $300 − $180 = **$120.00**, "
       "or **$40.00 per traveller**.")


def test_what_an_answer_builds_on_a_repeated_value_is_computed() -> None:
    """504 repeats the first answer's 804 - 300; 300 = 804 - 504 here is no cycle with it."""
    hist = history(RESERVATION, CERTIFICATE, answers=(FIRST,))
    flags, computed = judged(NET, hist)
    assert not {"504", "300", "120", "40"} & flags
    assert computed["504"] == "repeat" and computed["120"] == "written"


@pytest.mark.parametrize("wrong, flagged", [("$120.00", "130"), ("$40.00 per", "50"), ("got $504", "514")])
def test_a_mutated_step_after_a_repeat_stays_flagged(wrong: str, flagged: str) -> None:
    right = {"$120.00": "$130.00", "$40.00 per": "$50.00 per", "got $504": "got $514"}[wrong]
    flags, _ = judged(NET.replace(wrong, right), history(RESERVATION, CERTIFICATE, answers=(FIRST,)))
    assert flagged in flags


def test_values_that_only_explain_each_other_stay_flagged_without_the_earlier_answer() -> None:
    """No earlier answer computed 504: 504 and 300 rest on each other only."""
    flags, _ = judged(NET, history(RESERVATION, CERTIFICATE))
    assert {"504", "300"} <= flags


# --- rest-of-whole ------------------------------------------------------------------------------------
USER = {"user_id": "elif_3390", "payment_methods": {"certificate_6673": {"source": "certificate", "amount": 500.0}}}
FLIGHTS = [{"flight_number": "HAT1203", "prices": {"basic_economy": 172, "economy": 259}},
           {"flight_number": "HAT1209", "prices": {"basic_economy": 188, "economy": 281}}]
OPTIONS = ("Two economy options:\n\n- **HAT1203** at 6:55am: $259\n- **HAT1209** at 3:10pm: $281\n\n"
           "Paid from your $500 certificate, **${first}** would remain on HAT1203, or **${second}** on HAT1209.")


def test_what_is_left_after_the_named_things_price_is_computed() -> None:
    answer = OPTIONS.format(first="241", second="219")
    flags, computed = judged(answer, history(USER, FLIGHTS))
    assert not {"241", "219"} & flags
    assert computed["241"] == "rest-of-whole"
    assert _expressions(answer, history(USER, FLIGHTS))["241"] == "500 - 259 = 241"


@pytest.mark.parametrize("wrong", ["251", "341", "242", "231"])
def test_a_mutated_remainder_stays_flagged(wrong: str) -> None:
    flags, _ = judged(OPTIONS.format(first=wrong, second="219"), history(USER, FLIGHTS))
    assert wrong in flags


def test_a_remainder_of_a_thing_the_answer_does_not_price_stays_flagged() -> None:
    """`on HAT1207`: no line names it, and 241 is no whole less a price of its sentence or the one before."""
    answer = OPTIONS.format(first="241", second="219").replace("would remain on HAT1203", "would remain on HAT1207")
    assert "241" in judged(answer, history(USER, FLIGHTS))[0]


def test_a_remainder_without_a_word_saying_so_stays_flagged() -> None:
    answer = OPTIONS.format(first="241", second="219").replace("would remain on", "would cost on")
    assert "241" in judged(answer, history(USER, FLIGHTS))[0]


HOTELS = {"Good Night": "Price range: 240.0 - 400.0", "Montmartre Suites": "Price range: 110.0 - 200.0"}
BUDGET = ("2. Hotel: **Good Night**, rating 5.0, from 240.0 a night\n\n"
          "With your 500 euros, Good Night's minimum leaves {rest} euros for lunch and dinner.")


def test_what_a_budget_leaves_after_the_price_the_line_above_ends_with_is_computed() -> None:
    hist = history(HOTELS, user="I have a total budget of 500 euros.")
    flags, computed = judged(BUDGET.format(rest="260"), hist)
    assert "260" not in flags and computed["260"] == "rest-of-whole"
    for wrong in ("270", "360", "261"):
        assert wrong in judged(BUDGET.format(rest=wrong), hist)[0]


MONTMARTRE = "1. Montmartre Suites (4.7) starts at 110.0, leaving {rest} euros"


def test_what_the_persons_budget_leaves_after_the_price_its_sentence_writes_is_computed() -> None:
    hist = history(HOTELS, user="I have a total budget of 500 euros.")
    flags, computed = judged(MONTMARTRE.format(rest="390"), hist)
    assert "390" not in flags and computed["390"] == "rest-of-whole"
    for wrong in ("380", "490", "391"):
        assert wrong in judged(MONTMARTRE.format(rest=wrong), hist)[0]


def test_a_whole_nobody_stated_leaves_nothing() -> None:
    """The person stated no budget: 390 is no whole less a part of its sentence."""
    assert "390" in judged(MONTMARTRE.format(rest="390"), history(HOTELS, user="Which hotel?"))[0]


# --- in-order: the previous line's numbers, a plain number the answer wrote as an amount ---------
LEDGER = {"monthly_rent": 2150.0, "payments": [{"date": "2026-06-09", "amount": 1400.0}], "balance": 836.0}
BALANCE = "Then a check for 1,400 on June 9. Let me check it matches 836.\n\n- June rent: $2,150.00\n- Late fee: $86.00\n- Payment: −$1,400.00\n- **Balance: $836.00**"
TOTAL = ("The total is the rent plus the late fee; the 836 today plus the 1,400 already paid should equal it.\n\n"
         "**June in total: ${total}**, of which $86.00 is the late fee.")


def test_a_total_of_the_plain_numbers_of_the_line_above_is_computed() -> None:
    hist = history(LEDGER, answers=(BALANCE,))
    flags, computed = judged(TOTAL.format(total="2,236.00"), hist)
    assert _expressions(TOTAL.format(total="2,236.00"), hist)["2236"] == "836 + 1400 = 2236"
    assert "2236" not in flags and computed["2236"] == "in-order"


@pytest.mark.parametrize("wrong", ["2,246.00", "2,336.00", "3,236.00"])
def test_a_mutated_total_of_the_line_above_stays_flagged(wrong: str) -> None:
    flags, _ = judged(TOTAL.format(total=wrong), history(LEDGER, answers=(BALANCE,)))
    assert wrong.replace(",", "").removesuffix(".00") in flags


def test_plain_numbers_no_answer_wrote_as_amounts_are_no_operands_of_an_amount() -> None:
    """Without the previous answer's `$836.00` and `$1,400.00`, the plain 836 and 1,400 stay counts."""
    flags, _ = judged(TOTAL.format(total="2,236.00"), history(LEDGER))
    assert "2236" in flags


# --- contrasted-gap -----------------------------------------------------------------------------------
FLIGHT = [{"flight_number": "HAT452", "date": "2026-03-28", "prices": {"basic_economy": 129, "economy": 188},
           "available_seats": {"basic_economy": 3, "economy": 29}}]  # (a carried 29: `conversation` refuses 28)
MOVE = ("- Fare difference: ($188 − $129) × 2 = **$118.00**\n- 1 extra bag: $45.00\n"
        "- Total: **$163.00**, against **$135.00** for the bags in basic economy")


def test_the_gap_of_two_amounts_the_previous_answer_contrasted_is_computed() -> None:
    hist = history(FLIGHT, {"bag_fee": 45, "bags": 3}, answers=("3 bags × $45 = **$135.00**", MOVE))
    flags, computed = judged("Staying in basic economy is **$28.00 cheaper**.", hist)
    assert "28" not in flags and computed["28"] == "contrasted-gap"


@pytest.mark.parametrize("wrong", ["$27.00", "$38.00", "$18.00"])
def test_a_mutated_contrasted_gap_stays_flagged(wrong: str) -> None:
    hist = history(FLIGHT, {"bag_fee": 45, "bags": 3}, answers=("3 bags × $45 = **$135.00**", MOVE))
    flags, _ = judged(f"Staying in basic economy is **{wrong} cheaper**.", hist)
    assert wrong.strip("$").removesuffix(".00") in flags


def test_a_gap_of_amounts_not_contrasted_stays_flagged() -> None:
    """`Total: $163.00. Bags in basic economy: $135.00.`: no word sets them against each other."""
    plain = MOVE.replace(", against **$135.00** for the bags in basic economy", ".\n- Bags in basic economy: **$135.00**")
    hist = history(FLIGHT, {"bag_fee": 45, "bags": 3}, answers=("3 bags × $45 = **$135.00**", plain))
    flags, _ = judged("Staying in basic economy is **$28.00 cheaper**.", hist)
    assert "28" in flags


def test_a_contrasted_gap_without_a_word_saying_gap_stays_flagged() -> None:
    hist = history(FLIGHT, {"bag_fee": 45, "bags": 3}, answers=("3 bags × $45 = **$135.00**", MOVE))
    flags, _ = judged("Staying in basic economy costs **$28.00** in all.", hist)
    assert "28" in flags


def test_the_reference_profile_is_untouched() -> None:
    hist = history(USER, FLIGHTS)
    flags, computed = judged(OPTIONS.format(first="241", second="219"), hist, REFERENCE)
    assert computed == {}
