"""Round 10 (sums10): sums and differences in the shapes booking and retail answers write. A table
row's fare per cabin summed over the legs the row names (`row-sum`); a part of a payment split,
the whole less the other parts (`split-part`); a stored value's balance after a refund (a record's
own `amount`, `balance`); a subtotal of a series listed in groups (`series`); an exchange's signed
price difference between the records its sentence names (`record-gap`). Each with its refusals:
a digit off, a wrong sign, an operand no source carried, no cue, stay flagged."""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.row_sums import _header_keys
from evidence_audit.evidence.series_sums import row_cells
from evidence_audit.evidence.stored_values import held_amount

from ._helpers import DEFAULT, REFERENCE, history, judged


def _expressions(answer: str, hist: list[dict[str, Any]]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


# --- row-sum: a row's fare per cabin, summed over the legs the row names --------------------------
LEGS = [[
    {"flight_number": "HAT290", "prices": {"basic_economy": 112, "economy": 198, "business": 470},
     "available_seats": {"basic_economy": 5, "economy": 8, "business": 3}},
    {"flight_number": "HAT355", "prices": {"basic_economy": 79, "economy": 143, "business": 362},
     "available_seats": {"basic_economy": 6, "economy": 10, "business": 2}},
]]


def _itinerary(basic: str, economy: str, business: str, header: str = "| Option | Leg 1 | Leg 2 | Basic econ | Economy | Business |") -> str:
    return (f"Two legs:\n\n{header}\n|---|---|---|---|---|---|\n"
            f"| A (via DFW) | HAT290 07:10–12:45 | HAT355 14:05–17:55 | ${basic} | ${economy} | ${business} |\n")


def test_a_rows_fares_sum_the_legs_it_names_under_the_cabin_its_header_names() -> None:
    answer = _itinerary("191", "341", "832")
    flags, computed = judged(answer, history(*LEGS))
    assert not {"191", "341", "832"} & flags
    assert {computed["191"], computed["341"], computed["832"]} == {"row-sum"}
    exprs = _expressions(answer, history(*LEGS))
    assert exprs["341"] == "198 + 143 = 341"
    assert exprs["191"] == "112 + 79 = 191"  # `Basic econ`: basic_economy, not economy


@pytest.mark.parametrize("fares", [("191", "351", "832"), ("191", "341", "932"), ("191", "340", "832")])
def test_a_row_sum_one_digit_off_stays_flagged(fares: tuple[str, str, str]) -> None:
    flags, _ = judged(_itinerary(*fares), history(*LEGS))
    wrong = {"351", "932", "340"} & set(fares)
    assert wrong <= flags


def test_another_cabins_sum_under_a_header_stays_flagged() -> None:
    # 341 is the economy sum; under `Business` it is no business fare
    flags, _ = judged(_itinerary("191", "832", "341"), history(*LEGS))
    assert {"832", "341"} <= flags


def test_a_header_that_names_no_key_or_a_row_of_one_record_excuses_nothing() -> None:
    answer = _itinerary("191", "341", "832", header="| Option | Leg 1 | Leg 2 | Cheapest | Middle | Top |")
    flags, _ = judged(answer, history(*LEGS))
    assert {"341", "832"} <= flags
    one = ("| Option | Leg 1 | Economy |\n|---|---|---|\n| A | HAT290 then a bus | $341 |\n")
    flags, _ = judged(one, history(*LEGS))
    assert "341" in flags


def test_header_words_choose_the_key_that_uses_most_of_them() -> None:
    keys = ["prices.basic_economy", "prices.economy", "prices.business", "available_seats.economy"]
    assert _header_keys("basic econ", keys) == ["prices.basic_economy"]
    assert _header_keys("economy", keys) == ["prices.economy", "available_seats.economy"]
    assert _header_keys("total", keys) == []


# --- split-part: a part of a payment split, the whole less the other parts ----------------------
RESERVATIONS = (
    {"reservation_id": "N4KC8S", "payment_history": [{"payment_id": "credit_card_2281930", "amount": 433.0}]},
    {"reservation_id": "Y7RB2D", "payment_history": [{"payment_id": "gift_card_4419027", "amount": 150.0},
                                                     {"payment_id": "credit_card_2281930", "amount": 258.0}]},
)


@pytest.mark.parametrize("part,ok", [("691.00", True), ("691.10", False), ("791.00", False), ("591.00", False)])
def test_a_part_of_a_split_is_the_total_less_the_other_parts(part: str, ok: bool) -> None:
    answer = (f"N4KC8S $433.00 and Y7RB2D $408.00.\n\n**Total: $433.00 + $408.00 = $841.00**\n\n"
              f"By method: Amex ••9008 ${part}, gift card $150.00.")
    flags, computed = judged(answer, history(*RESERVATIONS))
    value = part.removesuffix(".00").removesuffix("0") if part.endswith(".10") else part.removesuffix(".00")
    assert (computed.get(value) == "split-part") is ok
    assert (value in flags) is not ok


def test_a_split_of_the_fare_the_previous_answer_quoted() -> None:
    fare = [{"flight_number": "HAT058", "prices": {"business": 455}}]
    earlier = ("For business class, HAT058 is the option, at $455.",)
    answer = "- Payment: certificate_6601293 $100.00, and ${part} on the Visa ending 1146"
    profile = {"payment_methods": {"certificate_6601293": {"id": "certificate_6601293", "amount": 100.0}}}
    flags, computed = judged(answer.format(part="355.00"), history(fare, profile, answers=earlier))
    assert computed.get("355") == "split-part"
    flags, _ = judged(answer.format(part="365.00"), history(fare, profile, answers=earlier))
    assert "365" in flags


def test_a_split_without_a_payment_word_or_with_an_unresolved_part_stays_flagged() -> None:
    base = "N4KC8S $433.00 and Y7RB2D $408.00.\n\n**Total: $433.00 + $408.00 = $841.00**\n\n"
    flags, _ = judged(base + "Amex ••9008 $691.00, gift card $150.00.", history(*RESERVATIONS))
    assert "691" in flags
    # $140.00 is no carried part: the sentence's parts are not all resolved
    flags, _ = judged(base + "By method: Amex $701.00, gift card $140.00.", history(*RESERVATIONS))
    assert {"701", "140"} <= flags


@pytest.mark.parametrize("part,ok", [("130.00", True), ("140.00", False), ("131.00", False)])
def test_a_split_of_the_whole_its_sentence_writes_first(part: str, ok: bool) -> None:
    refund = {"order_id": "#W2611340", "payment_history": [
        {"amount": 300.0, "payment_method_id": "credit_card_2611340"}, {"amount": 100.0, "payment_method_id": "gift_card_2611340"},
        {"amount": 70.0, "payment_method_id": "paypal_2611340"}]}
    answer = f"Your refund of $300.00 is split: $100.00 to the gift card, $70.00 to PayPal and ${part} to the card."
    flags, computed = judged(answer, history(refund))
    value = part.removesuffix(".00")
    assert (computed.get(value) == "split-part") is ok
    assert (value in flags) is not ok


THREE_WAYS = ({"payment_methods": {"certificate_6601293": {"id": "certificate_6601293", "amount": 100.0},
                                   "gift_card_2290183": {"id": "gift_card_2290183", "amount": 35.5}}},
              [{"flight_number": "HAT058", "prices": {"business": 455}}])


@pytest.mark.parametrize("part,ok", [("319.50", True), ("319.60", False), ("318.50", False)])
def test_a_split_written_one_part_a_line_under_a_payment_line(part: str, ok: bool) -> None:
    answer = ("- **Flight**: HAT058, business\n- **Total Cost**: $455\n- **Payment**:\n  - Travel Certificate: $100.00\n"
              f"  - Gift card: $35.50\n  - Credit Card (Visa ending in 1146): ${part}\n\nShall I book it?")
    flags, computed = judged(answer, history(*THREE_WAYS))
    value = part.removesuffix("0")
    assert (computed.get(value) == "split-part") is ok
    assert (value in flags) is not ok


def test_a_list_that_says_nothing_of_paying_is_no_split() -> None:
    answer = ("- **Flight**: HAT058, business at $455\n- **Options**:\n  - Certificate: $100.00\n"
              "  - Gift card: $35.50\n  - Another: $319.50\n")
    flags, _ = judged(answer, history(*THREE_WAYS))
    assert "319.5" in flags


# --- a stored value's balance: a record's own one amount ------------------------------------------
PROFILE = {"payment_methods": {
    "credit_card_8819203": {"source": "credit_card", "id": "credit_card_8819203", "brand": "visa", "last_four": "2608"},
    "gift_card_1029384": {"source": "gift_card", "id": "gift_card_1029384", "amount": 80.0}}}
REFUND = {"reservation_id": "L9PK3S", "payment_history": [
    {"payment_id": "credit_card_8819203", "amount": 724.0}, {"payment_id": "gift_card_1029384", "amount": 120.0}]}


@pytest.mark.parametrize("balance,ok", [("200.00", True), ("210.00", False), ("300.00", False), ("201.00", False)])
def test_a_gift_cards_balance_after_a_refund_from_its_own_amount(balance: str, ok: bool) -> None:
    answer = f"Cancelled. $724.00 → Visa, $120.00 → gift card (balance ${balance} once it posts)."
    flags, computed = judged(answer, history(PROFILE, REFUND))
    value = balance.removesuffix(".00")
    assert (computed.get(value) == "balance") is ok
    assert (value in flags) is not ok


def test_an_amount_held_by_reference_or_beside_other_numbers_is_no_balance() -> None:
    assert held_amount({"source": "gift_card", "id": "gift_card_1029384", "amount": 80.0}) == ("gift_card_1029384", "amount")
    assert held_amount({"payment_id": "gift_card_1029384", "amount": 120.0}) is None  # a payment of it
    assert held_amount({"id": "order_1", "amount": 80.0, "quantity": 2}) is None  # two numbers
    assert held_amount({"id": "card_1", "limit": 80.0}) is None  # not an amount it holds


def test_a_payment_of_the_card_is_not_its_balance() -> None:
    # only the payment (120) names the card: 120 + 120 is no balance
    answer = "Cancelled. $724.00 → Visa, $120.00 → gift card (balance $240.00 once it posts)."
    flags, computed = judged(answer, history(REFUND))
    assert "240" not in computed  # (listed `unverified` for a person to check, never computed)


# --- series: a subtotal of a series listed in groups ----------------------------------------------
SALES = "content: 'month,sales,revenue,profit\n\n  January,500,75000,15000\n\n  February,450,67500,13500\n\n  March,600,90000,18000\n\n  '\nfilename: sales.xlsx"
LISTED = ("The file held monthly sales for Q1 2024: January 500 sales, 75000 revenue, 15000 profit; "
          "February 450, 67500, 13500; March 600, 90000, 18000. ")


@pytest.mark.parametrize("tail,value,ok", [
    ("That's 1550 sales and 232,500 revenue for the quarter.", "1550", True),
    ("That's 1550 sales and 232,500 revenue for the quarter.", "232500", True),
    ("That's 1650 sales for the quarter.", "1650", False),
    ("That's 232,600 revenue for the quarter.", "232600", False),
    ("In total 46,500 profit.", "46500", True),
])
def test_one_position_summed_over_the_listed_groups(tail: str, value: str, ok: bool) -> None:
    flags, computed = judged(LISTED + tail, history(SALES))
    assert (computed.get(value) == "series") is ok
    assert (value in flags) is not ok


def test_a_series_sum_named_as_another_position_or_over_unequal_groups_stays_flagged() -> None:
    # 232,500 is revenue's sum; written as profit with no total word it is no subtotal
    flags, _ = judged(LISTED + "That's 232,500 profit for the quarter.", history(SALES))
    assert "232500" in flags
    uneven = ("January 500 sales, 75000 revenue, 15000 profit; February 450, 67500; March 600, 90000, 18000. "
              "That's 232,500 revenue for the quarter.")
    flags, _ = judged(uneven, history(SALES))
    assert "232500" in flags


def test_a_csv_rows_cells_are_numbers_a_result_stated() -> None:
    assert row_cells("month,sales,revenue\nJanuary,500,75000\nFebruary,450,67500") == ["500", "75000", "450", "67500"]
    assert row_cells("a,b\n1,2") == []  # two cells: no row of a table
    assert row_cells("see 1,234 and 5") == []


# --- record-gap: an exchange's signed difference of the records its sentence names ----------------
ORDER = {"order_id": "#W1928374", "items": [
    {"name": "Hoodie", "product_id": "2093817465", "item_id": "8840275519", "price": 78.81},
    {"name": "Sneakers", "product_id": "7461920385", "item_id": "5512096834", "price": 134.29}]}
HOODIES = {"name": "Hoodie", "product_id": "2093817465", "variants": {
    "8840275519": {"item_id": "8840275519", "price": 78.81},
    "3302918475": {"item_id": "3302918475", "price": 82.6},
    "7719203846": {"item_id": "7719203846", "price": 75.14}}}
SNEAKERS = {"name": "Sneakers", "product_id": "7461920385", "variants": {
    "5512096834": {"item_id": "5512096834", "price": 134.29},
    "3920184756": {"item_id": "3920184756", "price": 134.29},
    "6647102938": {"item_id": "6647102938", "price": 141.03}}}


@pytest.mark.parametrize("gap,ok", [("+$3.79", True), ("+$3.78", False), ("+$4.79", False), ("-$3.79", False), ("+$7.46", False)])
def test_a_signed_gap_to_the_sibling_the_order_holds(gap: str, ok: bool) -> None:
    # 7.46 = 82.60 - 75.14: a sibling no other result carries (not in the order)
    answer = f"L heather grey pullover (3302918475): $82.60, {gap} on credit_card_3390218. Confirm?"
    flags, computed = judged(answer, history(ORDER, HOODIES))
    value = gap.replace("$", "").replace("+", "")
    assert (computed.get(value) == "record-gap") is ok
    assert (value in flags) is not ok


@pytest.mark.parametrize("answer,value,ok", [
    ("Exchange 5512096834 → 3920184756, difference $0.00. Confirm?", "0", True),
    ("Exchange 5512096834 → 6647102938, difference $6.74. Confirm?", "6.74", True),
    ("Exchange 5512096834 → 6647102938, difference $6.75. Confirm?", "6.75", False),
    ("Exchange 5512096834 → 6647102938, -$6.74 back. Confirm?", "-6.74", False),
    ("Exchange 5512096834 → 6647102938, $6.74 on your card. Confirm?", "6.74", False),
])
def test_a_difference_of_two_named_records(answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, history(ORDER, SNEAKERS))
    assert (computed.get(value) == "record-gap") is ok
    assert (value in flags) is not ok


@pytest.mark.parametrize("answer,value,ok", [
    ("Swapping 5512096834 for 6647102938. The price difference is $6.74, charged to your card.", "6.74", True),
    ("Item 6647102938 replaces 5512096834: that is $6.74 more.", "6.74", True),
    ("Item 6647102938 replaces 5512096834: that is $6.84 more.", "6.84", False),
    # named two sentences before: too far to be the records it compares
    ("Swapping 5512096834 for 6647102938. It ships Monday. The price difference is $6.74.", "6.74", False),
])
def test_a_difference_of_records_named_in_its_sentence_or_the_one_before(answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, history(ORDER, SNEAKERS))
    assert (computed.get(value) == "record-gap") is ok
    assert (value in flags) is not ok


def test_the_reference_profile_reads_none_of_it() -> None:
    assert not check_answer(_itinerary("191", "341", "832"), history(*LEGS), REFERENCE).computed
    answer = "Exchange 5512096834 → 6647102938, difference $6.74. Confirm?"
    assert not check_answer(answer, history(ORDER, SNEAKERS), REFERENCE).computed


# --- carried-total: a result's whole column, where the sentence says it totals ---------------------
HOURS = {"count": 8, "results": [{"consumption": c, "interval_start": f"2026-11-29T{h:02d}:00:00Z"}
                                 for h, c in enumerate((12.412, 10.388, 9.301, 8.296, 9.305, 11.287, 14.541, 21.214))]}


@pytest.mark.parametrize("written,ok", [("96.744", True), ("96.74", True), ("96.75", False), ("96.844", False), ("97.744", False)])
def test_a_results_column_totalled_where_the_sentence_says_so(written: str, ok: bool) -> None:
    answer = f"You used **{written} kWh** in total over those hours."
    flags, computed = judged(answer, history(HOURS))
    assert (computed.get(written) == "carried-total") is ok
    assert (written in flags) is not ok


def test_a_column_total_without_a_total_word_or_over_part_of_the_array_stays_flagged() -> None:
    flags, _ = judged("You used **96.744 kWh** over those hours.", history(HOURS))
    assert "96.744" in flags
    flags, _ = judged("You used **75.53 kWh** in total over the first seven hours.", history(HOURS))  # 96.744 - 21.214
    assert "75.53" in flags


def test_a_three_digit_total_of_whole_numbers_stays_flagged() -> None:
    # (synth: a fabricated `$160` total was the seats of 11 flights)
    seats = {"flights": [{"flight": f"HAT{k:03d}", "seats": n} for k, n in enumerate((27, 11, 21, 10, 5, 6, 11, 11, 16, 19, 23))]}
    for written in ("$160", "$160.00"):
        flags, computed = judged(f"That comes to {written} in total.", history(seats))
        assert "160" in flags and "160" not in computed
    sales = {"months": [{"month": m, "sales": n} for m, n in (("Jan", 500), ("Feb", 450), ("Mar", 600))]}
    flags, computed = judged("The quarter's sales total 1550 units.", history(sales))
    assert computed.get("1550") == "carried-total"


@pytest.mark.parametrize("value,ok", [("1,550", True), ("232,500", True), ("1,560", False)])
def test_a_series_listed_one_group_a_line(value: str, ok: bool) -> None:
    answer = ("Q1 2024:\n- January: 500 sales, 75000 revenue\n- February: 450 sales, 67500 revenue\n"
              f"- March: 600 sales, 90000 revenue\n- Q1: {value} " + ("sales" if value != "232,500" else "revenue"))
    flags, computed = judged(answer, history(SALES))
    number = value.replace(",", "")
    assert (computed.get(number) in ("series", "total")) is ok  # (revenue's items are candidates: `total` reads them)
    assert (number in flags) is not ok
    if ok and number == "1550":
        assert computed[number] == "series"


@pytest.mark.parametrize("answer,value,ok", [
    ("The evening block from 04:00 to 06:00 alone was 20.592 kWh.", "20.592", True),  # 9.305 + 11.287
    ("The evening block from 04:00 to 06:00 alone was 20.59 kWh.", "20.59", True),
    ("The evening block from 04:00 to 06:00 alone was 20.692 kWh.", "20.692", False),
    ("The evening block from 04:00 to 07:00 alone was 20.592 kWh.", "20.592", False),  # that window holds 3 hours
    ("The evening block alone was 20.592 kWh.", "20.592", False),  # no window written
])
def test_a_results_column_over_the_window_of_the_day_its_sentence_writes(answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, history(HOURS))
    assert (computed.get(value) == "carried-total") is ok
    assert (value in flags) is not ok


def test_a_large_csv_does_not_crowd_out_what_a_person_said() -> None:
    # 300 cells of a CSV are kept apart from the numbers people say (both bounded on their own)
    big = "id,a,b\n" + "\n".join(f"r{k},{100 + k},{700 + k}" for k in range(150))
    hist = [{"role": "system", "content": "You are an agent."}, {"role": "user", "content": "hi"},
            {"role": "tool", "content": big},
            {"role": "assistant", "content": "The first rows sum to 12345."},  # an ask: the CSV is read here
            {"role": "user", "content": "Earning: 2000 Expenditure: 640"}]
    flags, computed = judged("2000 minus 640 leaves 1360 for savings.", hist)
    assert computed.get("1360") in ("pair", "total", "written") and "1360" not in flags
    flags, _ = judged("2000 minus 640 leaves 1460 for savings.", hist)
    assert "1460" in flags


def test_a_column_of_an_earlier_turn_or_one_the_answer_lists_is_not_totalled() -> None:
    # the readings came before the previous answer: this turn has no such result
    flags, _ = judged("You used **96.744 kWh** in total over those hours.", history(HOURS, answers=("Here are the readings.",)))
    assert "96.744" in flags
    # a listed column is the `total` rule's (its currency marks): written in another mark it stays flagged
    yen = [{"jpy": 1840, "usd": 12.26}, {"jpy": 14170, "usd": 94.42}, {"jpy": 52800, "usd": 351.78}]
    listed = "1. ¥1,840 = $12.26\n2. ¥14,170 = $94.42\n3. ¥52,800 = $351.78\n\nIn total, $68,810."
    flags, _ = judged(listed, history(yen))
    assert "68810" in flags
