"""Round 11 (retail11): the arithmetic of retail answers heldout9 found. The net of signed deltas
written beside prices (`net`); a per-group total over the parts of the records a row names, the
group named by its words (`group-sum`); a gap between two sibling records named by their words
(`named-gap`) and a zero between equal siblings; a balance written `from A to B` and a carried
balance after several steps (`balance`); a complement, the previous answer's total less a part
(`remainder`). Each with its refusals: a digit off, a wrong sign or direction, an operand no
source carried, an item the answer did not name, stay flagged."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.balance_steps import chained, from_to
from evidence_audit.evidence.reapplied import counted_periods, reapply
from evidence_audit.evidence.signed_nets import signed_net

from ._helpers import DEFAULT, REFERENCE, history, judged


def _expressions(answer: str, hist: list[dict]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


# --- net: the signed deltas written beside prices, summed -------------------------------------------
ORDER = {"order_id": "#W2071538", "items": [
    {"name": "Electric Toothbrush", "item_id": "3320557165", "price": 96.55},
    {"name": "Phone Case", "item_id": "2398812097", "price": 15.99}]}
BRUSHES = {"name": "Electric Toothbrush", "product_id": "7352963235", "variants": {
    "3320557165": {"item_id": "3320557165", "options": {"speed": "3 modes"}, "price": 96.55},
    "5561270934": {"item_id": "5561270934", "options": {"speed": "sonic 5 modes"}, "price": 118.3}}}
CASES = {"name": "Phone Case", "product_id": "6024521786", "variants": {
    "2398812097": {"item_id": "2398812097", "options": {"color": "clear"}, "price": 15.99},
    "7720183345": {"item_id": "7720183345", "options": {"color": "black"}, "price": 17.49}}}


def _changes(first: str, second: str, net: str) -> str:
    return (f"Changes for **#W2071538**:\n- Toothbrush → white sonic (5561270934): $118.30, {first}\n"
            f"- Case → black (7720183345): $17.49, {second}\n\nTo pay: **${net}**. Gift card or Visa?")


@pytest.mark.parametrize("net,ok", [("23.25", True), ("23.35", False), ("24.25", False), ("22.25", False)])
def test_a_net_of_signed_deltas_written_beside_prices(net: str, ok: bool) -> None:
    flags, computed = judged(_changes("+$21.75", "+$1.50", net), history(ORDER, BRUSHES, CASES))
    assert computed.get("21.75") == "record-gap" and computed.get("1.5") == "record-gap"
    assert (computed.get(net) == "net") is ok
    assert (net in flags) is not ok


def test_a_net_expression_and_a_wrong_sign_refused() -> None:
    exprs = _expressions(_changes("+$21.75", "+$1.50", "23.25"), history(ORDER, BRUSHES, CASES))
    assert exprs["23.25"] == "21.75 + 1.5 = 23.25"
    # -$1.50 is no delta the records give: it stays flagged, and so does a net over it
    flags, computed = judged(_changes("+$21.75", "-$1.50", "20.25"), history(ORDER, BRUSHES, CASES))
    assert {"-1.5", "20.25"} <= flags


def test_signed_net_reads_the_signs_as_written() -> None:
    text = "a +$5.00 b $7.00 c −$2.00 d"
    before = [(2, Decimal("5.00"), True), (11, Decimal("7.00"), True), (20, Decimal("2.00"), True)]
    assert text[2] == "+" and text[19] == "\u2212"
    assert signed_net(text, before, Decimal("3")) == [0, 2]  # 5 - 2; the unsigned 7.00 is no delta
    assert signed_net(text, before, Decimal("10")) is None
    assert signed_net(text, [(2, Decimal("5.00"), True)], Decimal("5")) is None  # one delta: no net
    assert signed_net(text, [(2, Decimal("5.00"), False), (20, Decimal("2.00"), True)], Decimal("3")) is None


# --- group-sum: a per-payment-method total over the orders a row names -------------------------------
USER = {"payment_methods": {
    "credit_card_8830215": {"source": "credit_card", "brand": "visa", "last_four": "6604", "id": "credit_card_8830215"},
    "gift_card_2217740": {"source": "gift_card", "balance": 5.5, "id": "gift_card_2217740"}},
    "orders": ["#W2209914", "#W8813306", "#W4471095"]}
ORDERS = [
    {"order_id": "#W2209914", "items": [{"name": "Smart Watch", "item_id": "4920090458", "price": 329.99}],
     "payment_history": [{"transaction_type": "payment", "amount": 329.99, "payment_method_id": "credit_card_8830215"}]},
    {"order_id": "#W8813306", "items": [{"name": "Water Bottle", "item_id": "6974536207", "price": 22.3},
                                        {"name": "Scented Candle", "item_id": "1904128345", "price": 18.75}],
     "payment_history": [{"transaction_type": "payment", "amount": 41.05, "payment_method_id": "gift_card_2217740"}]},
    {"order_id": "#W4471095", "items": [{"name": "Electric Kettle", "item_id": "4064702754", "price": 54.99},
                                        {"name": "Frying Pan", "item_id": "9647374893", "price": 45.2}],
     "payment_history": [{"transaction_type": "payment", "amount": 50.0, "payment_method_id": "gift_card_2217740"},
                         {"transaction_type": "payment", "amount": 50.19, "payment_method_id": "credit_card_8830215"}]},
]


def _by_method(visa: str, gift: str, total: str, visa_label: str = "Visa ••6604", gift_label: str = "Gift card") -> str:
    return ("**By payment method (delivered orders):**\n\n| Method | Orders | Amount |\n|---|---|---|\n"
            f"| {visa_label} | #W2209914, #W4471095 | **${visa}** |\n"
            f"| {gift_label} | #W8813306, #W4471095 | **${gift}** |\n| **Total** | | **${total}** |")


def test_a_per_method_table_sums_each_methods_payments_of_the_orders_it_names() -> None:
    answer = _by_method("380.18", "91.05", "471.23")
    flags, computed = judged(answer, history(USER, *ORDERS))
    assert not {"380.18", "91.05", "471.23"} & flags
    assert computed["380.18"] == computed["91.05"] == "group-sum"
    exprs = _expressions(answer, history(USER, *ORDERS))
    assert exprs["380.18"] == "329.99 + 50.19 = 380.18"
    assert exprs["91.05"] == "41.05 + 50 = 91.05"


@pytest.mark.parametrize("visa,gift", [("380.19", "91.05"), ("380.18", "91.15"), ("430.18", "91.05")])
def test_a_group_sum_one_digit_off_or_over_every_method_stays_flagged(visa: str, gift: str) -> None:
    # 430.18: every payment of the two orders, the gift card's 50.00 added to the Visa's
    flags, _ = judged(_by_method(visa, gift, "471.23"), history(USER, *ORDERS))
    assert {visa, gift} - {"380.18", "91.05"} <= flags


def test_a_group_the_row_does_not_name_by_its_own_words_stays_flagged() -> None:
    # `card` names both methods (credit_card, gift_card): no one group
    flags, _ = judged(_by_method("380.18", "91.05", "471.23", visa_label="Card", gift_label="Card"), history(USER, *ORDERS))
    assert {"380.18", "91.05"} <= flags


def test_a_row_naming_an_order_no_result_carried_stays_flagged() -> None:
    answer = ("| Method | Orders | Amount |\n|---|---|---|\n| Visa | #W2209914, #W4471099 | $380.18 |")
    flags, _ = judged(answer, history(USER, *ORDERS[:2]))
    assert "380.18" in flags


def test_a_complement_is_the_previous_answers_total_less_a_part() -> None:
    first = _by_method("380.18", "91.05", "471.23")
    hist = history(USER, *ORDERS, answers=(first,))
    flags, computed = judged("Watch: **$329.99**. Everything else: **$141.24**.", hist)
    assert "141.24" not in flags and computed["141.24"] == "remainder"
    flags, _ = judged("Watch: **$329.99**. Everything else: **$141.34**.", hist)
    assert "141.34" in flags


# --- named-gap: a gap between sibling records named by their words ------------------------------------
WATCHES = {"name": "Smart Watch", "product_id": "6945232052", "variants": {
    "4920090458": {"item_id": "4920090458", "options": {"color": "black", "band": "silicone", "display": "AMOLED"}, "price": 329.99},
    "2250938816": {"item_id": "2250938816", "options": {"color": "silver", "band": "metal", "display": "AMOLED"}, "price": 379.5},
    "8840127753": {"item_id": "8840127753", "options": {"color": "rose gold", "band": "leather", "display": "LCD"}, "price": 289.0},
    "6619042258": {"item_id": "6619042258", "options": {"color": "black", "band": "silicone", "display": "LCD"}, "price": 254.75}}}


@pytest.mark.parametrize("answer,value,ok", [
    ("Silver metal is **$49.51** more than black silicone AMOLED.", "49.51", True),
    ("Black silicone AMOLED is $49.51 less than silver metal.", "49.51", True),
    ("Black silicone AMOLED is $49.51 cheaper than the silver metal one.", "49.51", True),
    ("Silver metal is **$49.61** more than black silicone AMOLED.", "49.61", False),  # a digit off
    ("Silver metal is **$49.51** less than black silicone AMOLED.", "49.51", False),  # the wrong way round
    ("Silver metal is **$49.51** more than black silicone.", "49.51", False),  # two records hold `black silicone`
    ("Silver metal is **$49.51** more than the other one.", "49.51", False),  # no record named
    ("It is **$49.51** more than black silicone AMOLED.", "49.51", False),  # the near side names none
])
def test_a_gap_between_records_named_by_their_words(answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, history(WATCHES))
    assert (computed.get(value) == "named-gap") is ok
    assert (value in flags) is not ok


def test_a_named_gap_carries_both_prices() -> None:
    exprs = _expressions("Silver metal is **$49.51** more than black silicone AMOLED.", history(WATCHES))
    assert exprs["49.51"] == "379.5 - 329.99 = 49.51"


BOTTLE_ORDER = {"order_id": "#W6650318", "items": [
    {"name": "Water Bottle", "item_id": "6974536207", "price": 22.3, "options": {"color": "teal"}}]}
BOTTLES = {"name": "Water Bottle", "product_id": "8310926033", "variants": {
    "6974536207": {"item_id": "6974536207", "options": {"color": "teal"}, "price": 22.3},
    "3049183376": {"item_id": "3049183376", "options": {"color": "black"}, "price": 22.3},
    "7712046659": {"item_id": "7712046659", "options": {"color": "coral"}, "price": 24.1}}}


@pytest.mark.parametrize("answer,value,ok", [
    ("Done. The Water Bottle on **#W6650318** is now **black**. Price difference: **$0.00**.", "0", True),
    ("Done. The Water Bottle on **#W6650318** is now **black**. Price difference: **$0.01**.", "0.01", False),
    # coral costs more than the teal the order holds: no zero
    ("Done. The Water Bottle on **#W6650318** is now **coral**. Price difference: **$0.00**.", "0", False),
    # a zero with no difference word
    ("Done. The Water Bottle on **#W6650318** is now **coral**. Charged: **$0.00**.", "0", False),
])
def test_a_zero_gap_between_equal_siblings(answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, history(BOTTLE_ORDER, BOTTLES))
    assert (computed.get(value) == "named-gap") is ok
    assert (value in flags) is not ok


# --- balance: from A to B, and after several steps ------------------------------------------------------
GIFT = {"payment_methods": {"gift_card_7730145": {"source": "gift_card", "balance": 20.0, "id": "gift_card_7730145"}}}
RETURNED = {"order_id": "#W3302715", "items": [
    {"name": "Jigsaw Puzzle", "item_id": "3614853563", "price": 24.05},
    {"name": "Scented Candle", "item_id": "1904128345", "price": 18.75},
    {"name": "Notebook", "item_id": "6614823490", "price": 12.1}]}


@pytest.mark.parametrize("new,ok", [("62.80", True), ("62.90", False), ("63.80", False), ("61.80", False)])
def test_a_balance_from_a_to_b_after_the_refund_of_its_line(new: str, ok: bool) -> None:
    answer = ("- Subtotal: $24.05 + $18.75 = $42.80 → refunded to the gift card, taking its balance from "
              f"$20.00 to ${new}\n\nShall I proceed?")
    flags, computed = judged(answer, history(GIFT, RETURNED))
    value = new.rstrip("0")
    assert (computed.get(value) == "balance") is ok
    assert (value in flags) is not ok


@pytest.mark.parametrize("new,ok", [("62.80", True), ("62.90", False), ("74.90", False), ("23.30", False)])
def test_a_carried_balance_after_several_refunds(new: str, ok: bool) -> None:
    # 74.90: the notebook's 12.10 added too, an item the line does not name; 23.30: no chain of its amounts
    answer = f"The Jigsaw Puzzle ($24.05) and the Scented Candle ($18.75) go back to your gift card (balance now ${new})."
    v = check_answer(answer, history(GIFT, RETURNED), DEFAULT)
    value = new.rstrip("0")
    assert any(c.value == value and c.derivation == "balance" for c in v.computed or ()) is ok
    # (a value framed as arithmetic that nothing reproduces is listed as unverified, not excused)
    assert (value in {c.value for c in v.unsupported} | {u.candidate.value for u in v.unverified}) is not ok
    if ok:
        assert _expressions(answer, history(GIFT, RETURNED))[value] == "20 + 24.05 + 18.75 = 62.8"


def test_from_to_and_chained() -> None:
    text = "from $20.00 to $62.80"
    assert from_to(text, 5, 11, 15)
    assert not from_to("then $20.00 to $62.80", 5, 11, 15)
    assert chained(Decimal(20), [Decimal("24.05"), Decimal("18.75")], Decimal("62.8")) == (2, "+")
    assert chained(Decimal(60), [Decimal("23.25")], Decimal("36.75")) == (1, "-")
    assert chained(Decimal(20), [Decimal("24.05"), Decimal("18.75")], Decimal("62.8"), least=3) is None
    assert chained(Decimal(20), [Decimal("24.05"), Decimal("18.75")], Decimal("38.75"), least=2) is None


def test_the_reference_profile_reads_none_of_it() -> None:
    assert not check_answer(_by_method("380.18", "91.05", "471.23"), history(USER, *ORDERS), REFERENCE).computed
    assert not check_answer("Silver metal is **$49.51** more than black silicone AMOLED.", history(WATCHES), REFERENCE).computed


# --- reapplied: a formula written out, redone for a new amount or the days its sentence counts ----------
MARGIN = {"account_id": "BRK-7730021", "margin_debit": 8400.0, "rate_pct": 11.25, "day_count": 360}
INTEREST = ("Your margin debit is $8,400.00 at an annual rate of 11.25%, on a 360-day year.\n\n"
            "- Daily interest: $8,400.00 × 11.25% / 360 = $2.62\n\n")


@pytest.mark.parametrize("month,ok", [("81.38", True), ("81.37", False), ("81.48", False), ("81.22", False)])
def test_a_written_formula_times_the_days_its_sentence_counts(month: str, ok: bool) -> None:
    # 81.22 = 2.62 x 31: the rounded daily figure, not the formula
    answer = INTEREST + f"A full 31-day month would cost about ${month}."
    flags, computed = judged(answer, history(MARGIN))
    assert (computed.get(month) == "reapplied") is ok
    assert (month in flags) is not ok


@pytest.mark.parametrize("daily,ok", [("1.06", True), ("1.07", False), ("1.16", False)])
def test_an_earlier_answers_formula_redone_for_the_new_amount_of_its_sentence(daily: str, ok: bool) -> None:
    hist = history(MARGIN, {"transfer_id": "TR-4419026", "new_margin_debit": 3400.0}, answers=(INTEREST,))
    answer = f"Your margin debit is now $3,400.00, which cuts the daily interest to about ${daily}."
    flags, computed = judged(answer, hist)
    assert (computed.get(daily) == "reapplied") is ok
    assert (daily in flags) is not ok
    if ok:
        assert _expressions(answer, hist)[daily] == "3400 x 11.25% / 360 = 1.06"


def test_an_amount_of_another_sentence_or_a_count_without_its_unit_is_no_operand() -> None:
    hist = history(MARGIN, {"transfer_id": "TR-4419026", "new_margin_debit": 3400.0}, answers=(INTEREST,))
    flags, _ = judged("Your margin debit is now $3,400.00. That cuts the daily interest to about $1.06.", hist)
    assert "1.06" in flags
    flags, _ = judged(INTEREST + "Over 31 of them it would cost about $81.38.", history(MARGIN))
    assert "81.38" in flags


def test_reapply_replaces_no_rate() -> None:
    assert reapply(["8400 x 11.25% / 360 = 2.62"], ["12"], [], Decimal("2.80"), 2) is None  # 8400 x 12% / 360
    assert reapply(["8400 x 11.25% / 360 = 2.62"], ["3400"], [], Decimal("1.06"), 2) == ("3400 x 11.25% / 360", "3400", None)
    assert reapply(["8400 x 11.25% / 360 = 2.62"], [], [31], Decimal("81.38"), 2) == ("(8400 x 11.25% / 360) x 31", None, 31)
    assert reapply(["8400 x 11.25% / 360 = 2.62"], [], [31], Decimal("81.4"), 1) is None  # rounding needs 2+ places
    assert counted_periods("a full 31-day month, 30 days", 0, 28) == [31, 30]
    assert counted_periods("31 of them", 0, 10) == []


@pytest.mark.parametrize("line,value,ok", [
    ("On the Visa, across #W2209914 and #W4471095: $380.18.", "380.18", True),
    ("On the gift card, across #W8813306 and #W4471095: $91.05.", "91.05", True),
    ("On the gift card, across #W8813306 and #W4471095: $91.15.", "91.15", False),
    # the Visa's payments of the two orders are 380.18: not the gift card's
    ("On the gift card, across #W2209914 and #W4471095: $380.18.", "380.18", False),
])
def test_a_group_sum_on_a_line(line: str, value: str, ok: bool) -> None:
    flags, computed = judged(line, history(USER, *ORDERS))
    assert (computed.get(value) == "group-sum") is ok
    assert (value in flags) is not ok
