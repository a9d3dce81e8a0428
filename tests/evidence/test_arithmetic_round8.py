"""Precision round 8 (pairs8): the simple arithmetic the computed rule still missed. Operands under
the digit minimum that a result, a person or an earlier answer stated; a sum the answer says in
words (`plus`); what is left of a whole written right after the part. Each rule with its refusals:
a result one digit off stays flagged, an operand no source stated excuses nothing."""

from __future__ import annotations

from typing import Any

import pytest

from ._helpers import history, judged


def _run(*results: Any, user: str = "hi", answers: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    return history(*results, user=user, answers=answers)


# --- an operand under the digit minimum that a source stated ----------------------------------------
REPORT = {"file_content": "Company Earning: 2000 Company Expenditure: 500 Company Name: Gorilla"}


@pytest.mark.parametrize("result,ok", [("1500", True), ("1600", False), ("1400", False), ("2500", True)])
def test_an_operand_under_the_digit_minimum_a_result_carried(result: str, ok: bool) -> None:
    # 500 has three digits: no candidate, never judged; carried, it is an operand like any other
    op = "minus" if result != "2500" else "plus"
    flags, computed = judged(f"Earnings of 2000 {op} expenditure of 500 gives **{result}**.", _run(REPORT))
    assert (result in computed) is ok
    assert (result in flags) is not ok


def test_an_operand_under_the_digit_minimum_a_person_said() -> None:
    flags, computed = judged("Earnings of 2000 minus expenditure of 500 leaves **1500**.",
                             _run({"ok": True}, user="My earning is 2000 and my expenditure 500."))
    assert "1500" in computed and computed["1500"] == "pair"


def test_an_operand_under_the_digit_minimum_no_source_stated_excuses_nothing() -> None:
    # 400 is no candidate either, but neither the result nor a person stated it
    flags, computed = judged("Earnings of 2000 minus expenditure of 400 leaves **1600**.", _run(REPORT))
    assert "1600" in flags and "1600" not in computed


PREVIOUS = (
    "**Minimum cost estimate:**\n- Hotel: 3 days × 110.0 = 330.00\n"
    "- Meals: 2 meals a day × 3 days × 60.0 = 360.00\n- **Total: 690.00**",
)


@pytest.mark.parametrize("total,ok", [("1050.00", True), ("1060.00", False), ("1150.00", False)])
def test_a_list_total_over_lines_an_earlier_answer_wrote(total: str, ok: bool) -> None:
    answer = f"The hotel stays the same, but the meals double:\n\n- Hotel: 330.00\n- Meals for two: 2 people × 360.00 = 720.00\n- **Total: {total}**"
    flags, computed = judged(answer, _run({"hotel": 110.0, "meal": 60.0}, answers=PREVIOUS))
    value = total.removesuffix(".00")
    assert (value in computed) is ok
    assert (value in flags) is not ok


def test_a_list_line_no_source_stated_is_no_operand() -> None:
    # 340.00 is in no result, no person's text and no earlier answer
    answer = "The hotel stays the same, but the meals double:\n\n- Hotel: 340.00\n- Meals for two: 2 people × 360.00 = 720.00\n- **Total: 1060.00**"
    flags, computed = judged(answer, _run({"hotel": 110.0, "meal": 60.0}, answers=PREVIOUS))
    assert "1060" in flags


# --- a sum said in words ---------------------------------------------------------------------------------
INVOICE = {"invoice": {"booking_id": "3426812", "travel_cost": 300.0}}
INSURANCE = {"insurance_id": "498276044", "insurance_cost": 100.0}


@pytest.mark.parametrize("total,ok", [("400.00", True), ("500.00", False), ("410.00", False)])
def test_a_sum_said_with_plus_is_no_slip_of_the_difference(total: str, ok: bool) -> None:
    # 300 - 100 = 200 is one digit from 400: without the word, a sum of the two is refused
    answer = f"The charges are $300.00 for the flight plus $100.00 for insurance, **${total}** in all."
    flags, computed = judged(answer, _run(INVOICE, INSURANCE))
    value = total.removesuffix(".00")
    assert (value in computed) is ok
    assert (value in flags) is not ok


def test_without_an_addition_word_the_slip_refusal_holds() -> None:
    # (round 15) no `and` between the two either: `in-order` reads `$300.00 and the insurance
    # $100.00; you now owe $400.00` as a sum said in words (test_in_order.py)
    answer = "The flight was $300.00, the insurance $100.00; you now owe **$400.00**."
    flags, computed = judged(answer, _run(INVOICE, INSURANCE))
    assert "400" in flags and "400" not in computed


# --- what is left of a whole written after the part --------------------------------------------------------
BALANCE = {"card_balance": 1500.75}


@pytest.mark.parametrize("rest,ok", [("1,143.16", True), ("1,143.26", False), ("1,243.16", False)])
def test_what_is_left_of_a_whole_written_after_it(rest: str, ok: bool) -> None:
    answer = (f"45.99 + 78.25 + 102.50 + 38.75 + 92.10 = **$357.59**. That leaves ${rest} of your $1,500.75 "
              "balance if they all went on that card.")
    flags, computed = judged(answer, _run(BALANCE, user="purchases: 45.99, 78.25, 102.50, 38.75 and 92.10"))
    value = rest.replace(",", "")
    assert (value in computed) is ok
    assert (value in flags) is not ok


def test_a_part_of_a_whole_without_a_rest_word_is_no_difference() -> None:
    answer = ("45.99 + 78.25 + 102.50 + 38.75 + 92.10 = **$357.59**. You spent a share; $1,143.16 of your "
              "$1,500.75 balance is the figure.")
    flags, computed = judged(answer, _run(BALANCE, user="purchases: 45.99, 78.25, 102.50, 38.75 and 92.10"))
    assert "1143.16" in flags


# --- a count times a unit price, written on other lines than the total ----------------------------------
ORDER = {"order_id": 12446, "order_type": "Buy", "status": "Pending", "price": 227.16, "amount": 100}


@pytest.mark.parametrize("total,ok", [("22,716.00", True), ("22,716", True), ("22,726.00", False), ("23,716.00", False)])
def test_a_count_and_a_unit_price_on_the_lines_above_a_total(total: str, ok: bool) -> None:
    answer = ("The market is open and I've placed your order:\n\n*   **AAPL** at **$227.16** (up 0.17%)\n"
              f"*   **100 shares**, Buy\n*   **Order ID:** 12446\n\nEstimated cost: **${total}**.")
    flags, computed = judged(answer, _run(ORDER))
    value = total.replace(",", "").removesuffix(".00")
    assert (value in computed) is ok
    assert (value in flags) is not ok


def test_a_labelled_count_and_a_price_per_unit_two_sentences_back() -> None:
    answer = ("Your order has been placed:\n\n*   **Shares:** 150\n*   **Price:** $457.23 per share\n"
              "*   **Estimated total:** $68,584.50")
    flags, computed = judged(answer, _run({"price": 457.23, "amount": 150}))
    assert computed.get("68584.5") == "quantity"
    answer = "I bought 100 shares of AAPL at the market price of $227.16 per share. The order is pending. Total value is about $22,716."
    flags, computed = judged(answer, _run(ORDER))
    assert computed.get("22716") == "quantity"


def test_a_product_without_a_total_word_or_a_unit_price_stays_flagged() -> None:
    # no word says the amount is a total or a cost
    answer = "*   **AAPL** at **$227.16**\n*   **100 shares**, Buy\n\nYou may also see **$22,716.00** on the statement."
    assert "22716" in judged(answer, _run(ORDER))[0]
    # the amount is no unit price (not `per`, not `at`, no price label)
    answer = "*   **AAPL**: **$227.16** (up 0.17%)\n*   **100 shares**, Buy\n\nEstimated cost: **$22,716.00**."
    assert "22716" in judged(answer, _run(ORDER))[0]


def test_a_digit_under_the_minimum_is_no_summand() -> None:
    # `12446 - 1`: a one-digit step off a carried id would excuse every neighbour of it
    flags, computed = judged("Order **12446** is placed, 1 of 1; the previous one is **12445**.",
                             _run({"order_id": 12446, "count": 1}))
    assert "12445" in flags and "12445" not in computed


def test_an_operand_under_the_digit_minimum_is_no_factor_of_a_table_cell() -> None:
    # `15 GB` is carried; `$75.00` is no 5 x 15 (the carried price is $65.00)
    plans = {"plans": [{"name": "Basic", "data_gb": 5, "price": 30.0}, {"name": "Premium", "data_gb": 15, "price": 65.0}]}
    answer = ("| Plan | Data | Price |\n|---|---|---|\n| Basic Plan (current) | 5 GB | $30.00/month |\n"
              "| Premium Plan | 15 GB | $75.00/month |")
    flags, computed = judged(answer, _run(plans))
    assert "75" in flags and "75" not in computed


# --- a gap to something named, not written ------------------------------------------------------------------
QUOTE = {"price": 150.75, "percent_change": 0.05, "volume": 1.5, "MA(5)": 150.5, "MA(20)": 150.0}
AVERAGES = ("- **Price:** $150.75\n- **5-day moving average:** $150.50\n- **20-day moving average:** $150.00\n\n"
            "The price is sitting just above both moving averages (about ${a} above the 5-day and ${b} above the 20-day).")


@pytest.mark.parametrize("a,b,ok", [("0.25", "0.75", True), ("0.35", "0.75", False), ("0.25", "0.85", False)])
def test_a_gap_to_a_named_number_written_earlier(a: str, b: str, ok: bool) -> None:
    flags, computed = judged(AVERAGES.format(a=a, b=b), _run(QUOTE))
    bad = a if a != "0.25" else b
    if ok:
        assert {"0.25", "0.75"} <= set(computed) and not flags & {"0.25", "0.75"}
    else:
        assert bad in flags and bad not in computed


def test_a_gap_without_a_comparison_word_is_no_difference() -> None:
    answer = AVERAGES.format(a="0.25", b="0.75").replace("above the 5-day", "on the 5-day").replace(
        "above the 20-day", "on the 20-day")
    flags, _ = judged(answer, _run(QUOTE))
    assert {"0.25", "0.75"} <= flags


# --- what is left, of a plain number and an amount -----------------------------------------------------------
HOTEL = {"Good Night": "Price range: 240.0 - 400.0"}


@pytest.mark.parametrize("rest,ok", [("260", True), ("270", False), ("360", False)])
def test_what_is_left_of_a_budget_after_a_plain_price(rest: str, ok: bool) -> None:
    answer = f"With your 500 euro budget, one night at Good Night's lowest rate (240.0) leaves {rest} euros for meals."
    flags, computed = judged(answer, _run(HOTEL, user="My budget is 500 euros."))
    assert (rest in computed) is ok
    assert (rest in flags) is not ok


def test_without_a_rest_word_a_plain_price_is_no_operand_of_an_amount() -> None:
    answer = "With your 500 euro budget, one night at Good Night's lowest rate (240.0) and 260 euros for meals."
    flags, computed = judged(answer, _run(HOTEL, user="My budget is 500 euros."))
    assert "260" in flags


# --- an amount per unit of time over the span its sentence states ---------------------------------------------
SALES = ({"period": "2025-11", "orders": 1204, "total": 118922.40}, {"period": "2026-11", "orders": 1488, "total": 151036.87})
EARLIER = ("| | Nov 2025 | Nov 2026 |\n|---|---|---|\n| Revenue | $118,922.40 | $151,036.87 |",
           "Yes, $151,036.87 is over the target.")


@pytest.mark.parametrize("daily,ok", [("3,964.08", True), ("3,964.18", False), ("3,864.08", False)])
def test_an_amount_per_day_over_the_span_its_sentence_states(daily: str, ok: bool) -> None:
    answer = f"This November: $151,036.87 so far. Last November averaged ${daily} per day over its 30 days."
    flags, computed = judged(answer, _run(*SALES, answers=EARLIER))
    value = daily.replace(",", "")
    assert (value in computed) is ok
    assert (value in flags) is not ok


def test_a_span_in_another_unit_is_no_divisor() -> None:
    answer = "This November: $151,036.87 so far. Last November averaged $3,964.08 per day over its 30 weeks."
    flags, computed = judged(answer, _run(*SALES, answers=EARLIER))
    assert "3964.08" in flags


PLANS = {"plans": [{"name": "Basic", "data_gb": 5, "price": 30.0}, {"name": "Premium", "data_gb": 15, "price": 65.0},
                   {"name": "Unlimited Lite", "data_gb": 50, "price": 80.0}]}
TABLE = ("| Plan | Data | Price |\n|---|---|---|\n| Basic Plan (current) | 5 GB | $30.00/month |\n"
         "| Premium Plan | 15 GB | $65.00/month |\n| Unlimited Lite | 50 GB | $80.00/month |\n\n")


@pytest.mark.parametrize("gap,ok", [("35.00", True), ("45.00", False), ("36.00", False)])
def test_a_gap_per_unit_to_what_the_user_pays(gap: str, ok: bool) -> None:
    answer = TABLE + f"The Premium Plan would cost ${gap} more per month than what you pay now."
    flags, computed = judged(answer, _run(PLANS))
    value = gap.removesuffix(".00")
    assert (value in computed) is ok
    assert (value in flags) is not ok


# --- a product at the other end of a range -------------------------------------------------------------------
PALACE = {"Luxury Palace": "Price range: 500.0 - 1000.0"}
RANGE_BEFORE = ("- **Hotel:** Luxury Palace\n- **Price range:** 500.0 - 1000.0",)


@pytest.mark.parametrize("top,ok", [("4,000", True), ("5,000", False), ("4,100", False)])
def test_a_product_at_the_other_end_of_a_range(top: str, ok: bool) -> None:
    answer = f"At the minimum of 500.0 per night, 4 nights come to **2,000** (up to {top} at the top of the range)."
    flags, computed = judged(answer, _run(PALACE, answers=RANGE_BEFORE))
    assert "2000" in computed
    value = top.replace(",", "")
    assert (value in computed) is ok
    assert (value in flags) is not ok


def test_the_other_end_without_a_word_for_it_or_unresolved_stays_flagged() -> None:
    answer = "At the minimum of 500.0 per night, 4 nights come to **2,000** (and 4,000 otherwise)."
    assert "4000" in judged(answer, _run(PALACE, answers=RANGE_BEFORE))[0]
    # the range's other end is no number a result carried: the earlier answer invented it
    invented = ("- **Hotel:** Luxury Palace\n- **Price range:** 500.0 - 1100.0",)
    answer = "At the minimum of 500.0 per night, 4 nights come to **2,000** (up to 4,400 at the top of the range)."
    assert "4400" in judged(answer, _run({"Luxury Palace": "Price range: 500.0 - 1200.0"}, answers=invented))[0]
