"""Precision round 9 (near9): sums and differences of amounts the answer writes next to the value,
in the orders the rules did not read. A gap to a thing named whose amount is written right after
the name, or next to that name earlier (this answer, the last two); a gap to what a comparison the
answer wrote measures; a gap between the row a sentence names and another row of the table above
it; a balance after a refund, from the carried balance of the record its line names. Each with its
refusals: a one-digit slip stays flagged, an operand no source carried excuses nothing."""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, REFERENCE, flagged, history, judged


def _expressions(answer: str, hist: list[dict[str, Any]]) -> dict[str, str]:
    """What the check computed, each value with its expression."""
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


def _run(*results: Any, user: str = "hi", answers: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    return history(*results, user=user, answers=answers)


# --- a gap to a thing named, its amount written right after the name ------------------------------
KETTLES = {"variants": {"silver": {"price": 154.07}, "black": {"price": 153.25}}}


@pytest.mark.parametrize("gap,ok", [("0.82", True), ("0.83", False), ("0.72", False), ("1.82", False)])
def test_a_gap_to_a_named_thing_whose_amount_follows_the_name(gap: str, ok: bool) -> None:
    answer = f"The black kettle is available for $153.25, which is ${gap} less than your silver one ($154.07)."
    flags, computed = judged(answer, _run(KETTLES))
    assert (gap in computed) is ok
    assert (gap in flags) is not ok
    if ok:
        assert _expressions(answer, _run(KETTLES))[gap] == "154.07 - 153.25 = 0.82"


def test_a_named_amount_no_source_carried_excuses_nothing() -> None:
    # 154.17 is in no result: it is flagged itself, and the gap to it is no difference of resolved numbers
    answer = "The black kettle is available for $153.25, which is $0.92 less than your silver one ($154.17)."
    flags, _ = judged(answer, _run(KETTLES))
    assert {"0.92", "154.17"} <= flags


def test_a_gap_without_a_comparison_word_stays_flagged() -> None:
    answer = "The black kettle is available for $153.25, and $0.82 goes to your silver one ($154.07)."
    flags, _ = judged(answer, _run(KETTLES))
    assert "0.82" in flags


# --- a gap written before its two ends ---------------------------------------------------------------
@pytest.mark.parametrize("answer", [
    "You'd save ${gap}: the black is $153.25 and the silver $154.07.",
    "A difference of ${gap} ($154.07 vs $153.25).",
    "The black is ${gap} cheaper: $153.25 instead of $154.07.",
])
@pytest.mark.parametrize("gap,ok", [("0.82", True), ("0.83", False), ("0.28", False)])
def test_a_gap_written_before_its_two_ends(answer: str, gap: str, ok: bool) -> None:
    flags, computed = judged(answer.format(gap=gap), _run(KETTLES))
    assert (gap in computed) is ok
    assert (gap in flags) is not ok


def test_two_amounts_after_a_number_without_a_gap_word_or_in_another_sentence_stay_flagged() -> None:
    flags, _ = judged("You pay $0.82: the black is $153.25 and the silver $154.07.", _run(KETTLES))
    assert "0.82" in flags
    flags, _ = judged("You'd save $0.82. The black is $153.25 and the silver $154.07.", _run(KETTLES))
    assert "0.82" in flags


# --- a gap to a thing named earlier, next to its amount ---------------------------------------------
SPEAKERS = {"variants": {"a": {"color": "red", "price": 321.18}, "b": {"color": "blue", "price": 271.89}}}
EARLIER = ("Your order: Bluetooth Speaker (red) $321.18 and a mug.",)


@pytest.mark.parametrize("gap,ok", [("49.29", True), ("49.19", False), ("48.29", False)])
def test_a_gap_to_a_thing_an_earlier_answer_priced_by_name(gap: str, ok: bool) -> None:
    answer = f"Blue speaker: the 20-hour version is **$271.89** (in stock), ${gap} less than the red one."
    flags, computed = judged(answer, _run(SPEAKERS, answers=EARLIER))
    assert (gap in computed) is ok
    assert (gap in flags) is not ok


def test_a_gap_to_a_thing_two_answers_back() -> None:
    answers = (*EARLIER, "Anything else I can check?")
    answer = "Blue speaker: the 20-hour version is **$271.89** (in stock), $49.29 less than the red one."
    assert _expressions(answer, _run(SPEAKERS, answers=answers))["49.29"] == "321.18 - 271.89 = 49.29"


def test_a_gap_to_a_thing_no_answer_priced_stays_flagged() -> None:
    # the earlier answer names no `red` thing (two answers back: the previous answer's numbers are
    # `remainder`'s): the gap has no other end
    answer = "Blue speaker: the 20-hour version is **$271.89** (in stock), $49.29 less than the red one."
    # (listed `unverified` for its word `less`, as before: not computed); round 11: the result carries
    # the blue one alone, else `named-gap` reads the red one's price from the sibling named `red`
    _, computed = judged(answer, _run({"variants": {"b": SPEAKERS["variants"]["b"]}}, answers=(
        "Your order: Bluetooth Speaker $321.18 and a mug.", "Anything else I can check?")))
    assert "49.29" not in computed


# --- a gap to what a written comparison measures ------------------------------------------------------
FLIGHT = {"travel_cost_list": [400.0]}


@pytest.mark.parametrize("room,ok", [("1,600", True), ("1,700", False), ("1,500", False), ("1,610", False)])
def test_a_gap_to_the_limit_of_a_comparison_the_answer_wrote(room: str, ok: bool) -> None:
    answer = f"Since $400 is under your 2,000 limit, I booked it. That leaves ${room} of headroom under your threshold."
    flags, computed = judged(answer, _run(FLIGHT, user="Book it if the cost is under 2000."))
    value = room.replace(",", "")
    assert (value in computed) is ok
    assert (value in flags) is not ok


def test_a_limit_no_person_said_excuses_nothing() -> None:
    # the user set no limit: 2,000 is the answer's own, unresolved; the gap is no difference of resolved numbers
    answer = "Since $400 is under your 2,000 limit, I booked it. That leaves $1,600 of headroom under your threshold."
    flags, _ = judged(answer, _run(FLIGHT, user="Book it please."))
    assert "1600" in flags


# --- a gap between the row a sentence names and another row ------------------------------------------
PLANS = [
    {"plan_id": "P1001", "name": "Basic Plan", "price_per_month": 30.0, "data_limit_gb": 5.0, "refuel": 5.0},
    {"plan_id": "P1002", "name": "Standard Plan", "price_per_month": 45.0, "data_limit_gb": 10.0, "refuel": 4.0},
    {"plan_id": "P1004", "name": "Unlimited Plus", "price_per_month": 85.0, "data_limit_gb": 50.0, "refuel": 1.5},
]
TABLE = (
    "| Plan | Data | Price/month | Refuel per GB |\n|---|---|---|---|\n| Basic (current) | 5 GB | $30.00 | $5.00 |\n"
    "| Standard | 10 GB | $45.00 | $4.00 |\n| Unlimited Plus | 50 GB | $85.00 | $1.50 |\n\n"
)


@pytest.mark.parametrize("gap,ok", [("15.00", True), ("55.00", False), ("16.00", False), ("25.00", False)])
def test_a_gap_between_the_row_its_sentence_names_and_another(gap: str, ok: bool) -> None:
    answer = TABLE + f"*   **Standard** costs **${gap} more** per month and doubles your data."
    flags, computed = judged(answer, _run(*PLANS))
    value = gap.removesuffix(".00")
    assert (value in computed) is ok
    assert (value in flags) is not ok


def test_a_gap_naming_no_row_or_without_a_gap_word_stays_flagged() -> None:
    flags, _ = judged(TABLE + "*   The upgrade costs **$15.00 more** per month.", _run(*PLANS))
    assert "15" in flags
    flags, _ = judged(TABLE + "*   **Standard** costs **$15.00** on top per month.", _run(*PLANS))
    assert "15" in flags


def test_a_row_gap_an_earlier_answer_computed_is_repeated() -> None:
    earlier = (TABLE + "*   **Standard** costs **$15.00 more** per month.",)
    answer = "Switching to **Standard** adds **$15.00 a month** ($45 vs $30)."
    flags, computed = judged(answer, _run(*PLANS, answers=earlier))
    assert "15" in computed and "15" not in flags


# --- a row that says it holds the difference of the two rows above it ----------------------------------
def _difference_table(label: str, price: str, refuel: str) -> str:
    return ("| Plan | Price | Refuel |\n|---|---|---|\n| Standard | $45.00 | $4.00 |\n| Basic | $30.00 | $5.00 |\n"
            f"| {label} | ${price} | {refuel} |\n")


@pytest.mark.parametrize("price,refuel,ok", [("15.00", "-$1.00", True), ("16.00", "-$1.10", False), ("26.00", "$2.00", False)])
def test_a_difference_row_under_two_rows(price: str, refuel: str, ok: bool) -> None:
    flags, computed = judged(_difference_table("Difference", price, refuel), _run(*PLANS))
    value = price.removesuffix(".00")
    assert (value in computed) is ok
    assert (value in flags) is not ok
    if ok:
        assert computed["-1"] == "table"


def test_a_row_that_says_no_difference_stays_flagged() -> None:
    flags, _ = judged(_difference_table("Other", "15.00", "-$1.00"), _run(*PLANS))
    assert {"15", "-1"} <= flags


# --- a balance after a refund, from the carried balance of the record its line names ------------------
PROFILE = {"payment_methods": {"gift_card_4409912": {"source": "gift_card", "balance": 120.0, "id": "gift_card_4409912"}}}
ORDER = {"payment_history": [{"amount": 100.0, "payment_method_id": "gift_card_4409912"}, {"amount": 251.54, "payment_method_id": "paypal_9021774"}]}


@pytest.mark.parametrize("balance,ok", [("220.00", True), ("20.00", True), ("221.00", False), ("230.00", False), ("320.00", False)])
def test_a_balance_after_a_refund_to_the_record_its_line_names(balance: str, ok: bool) -> None:
    word = "to" if balance != "20.00" else "from"
    answer = f"Refunds: $100.00 {word} gift card (balance now ${balance}), $251.54 to PayPal."
    flags, computed = judged(answer, _run(PROFILE, ORDER))
    value = balance.removesuffix(".00")
    assert (value in computed) is ok
    assert (value in flags) is not ok


def test_a_balance_of_a_record_the_line_does_not_name_stays_flagged() -> None:
    flags, _ = judged("Refunds: $100.00 to your card (balance now $220.00), $251.54 to PayPal.", _run(PROFILE, ORDER))
    assert "220" in flags
    flags, _ = judged("Refunds: $100.00 to gift card (now $220.00), $251.54 to PayPal.", _run(PROFILE, ORDER))
    assert "220" in flags


def test_the_reference_profile_reads_none_of_it() -> None:
    answer = "The black kettle is available for $153.25, which is $0.82 less than your silver one ($154.07)."
    v = check_answer(answer, _run(KETTLES), REFERENCE)
    assert not v.computed


# --- the second pass (operands under the digit minimum) is charged to the run's rule budget ---------
def _spent(judged_all: bool, budget: int | None = None) -> tuple[int, bool]:
    from evidence_audit.evidence.computed import ArithmeticBasis
    from evidence_audit.evidence.work import UNBOUNDED, RuleWork

    counts = [str(k) for k in range(10, 70)]
    totals = [f"{98_000 + 37 * k}.{k % 89 + 10}" for k in range(60)]
    answer = "Counts: " + ", ".join(counts) + ".\nTotals: " + ", ".join(totals) + "."
    work = RuleWork(UNBOUNDED if budget is None else budget)
    basis = ArithmeticBasis(work)
    carried = frozenset(counts)  # every small number carried: each one an operand of the second pass
    judged = frozenset(counts + totals) if judged_all else frozenset(totals)
    found = basis.explain(answer, {}, totals, carried, judged)
    assert not found
    return work.spent, work.omitted


def test_the_second_pass_over_stated_operands_is_charged() -> None:
    plain, _ = _spent(judged_all=True)  # no operand under the digit minimum: one pass
    stated, _ = _spent(judged_all=False)  # sixty of them: every try runs twice
    assert stated >= 1.9 * plain


def test_a_hostile_answer_cannot_double_its_work_for_the_same_budget() -> None:
    plain, omitted = _spent(judged_all=True)
    assert not omitted
    _, omitted = _spent(judged_all=False, budget=plain + 100)
    assert omitted  # the budget that paid one pass does not pay two
