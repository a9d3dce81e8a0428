"""(round 45, mend45e) review45b's findings D2 and D3 on the merged round: a cost per unit takes an
amount operand only in the value's currency as its codes say (`5,760 KGS`, kilograms in capitals, is
no operand of a price in `KES/t`; `678,240 USD` none of one in `EUR/kg`), and an article-led hour is a
rate's unit only after an amount or a quantity (a currency's code, word or sign, or a unit), not after
any word (`Dock 3 closes an hour after the last lot comes out` is an offset). Each probe stays flagged,
each honest case of avocado45's and vanilla45's tests passes."""

from __future__ import annotations

from ._helpers import history, judged

DELIVERIES = "date,lot,kg\n2027-07-06,A,2400\n2027-07-13,B,3360"


def _priced(answer: str, costs: str = '{"lot_a_xof": 278400, "lot_b_xof": 399840}') -> tuple[set[str], dict[str, str]]:
    hist = [{"role": "system", "content": "You are a shea butter co-op's agent."}, {"role": "user", "content": "Kg and price?"},
            {"role": "tool", "content": DELIVERIES}, {"role": "tool", "content": costs}]
    return judged(answer, hist)


# D2: `unit_costs._same_currency`
def test_kilograms_in_capitals_are_no_amount_of_a_price_in_another_currency() -> None:
    flags, comp = _priced("- Lot A 2,400 kg, lot B 3,360 kg: 2,400 + 3,360 = **5,760 KGS**\n- Lot B price **1,714.29 KES/t**")
    assert "1714.29" in flags and "1714.29" not in comp
    _, comp = _priced("- Lot A: **2,400 KGS**, 3,360 kg in lot B\n- Lot B per-kg ratio **714.29 XOF/t**")
    assert comp.get("714.29") != "unit-cost"


def test_an_amount_in_one_currency_is_no_operand_of_a_price_in_another() -> None:
    tail = "- 2,400 + 3,360 = **5,760 kg**\n- 278,400 + 399,840 = **678,240 {}**\n- Price **117.75 {}/kg**"
    flags, comp = _priced(tail.format("USD", "EUR"), '{"lot_a": 278400, "lot_b": 399840}')
    assert "117.75" in flags and "117.75" not in comp
    flags, comp = _priced(tail.format("XOF", "KES"))
    assert "117.75" in flags and "117.75" not in comp
    # the honest cases: the same code both sides, an undialled one (avocado45's) or a dialled one
    flags, comp = _priced(tail.format("XOF", "XOF"))
    assert "117.75" not in flags and comp.get("117.75") == "unit-cost"
    flags, comp = _priced(tail.format("USD", "USD"), '{"lot_a": 278400, "lot_b": 399840}')
    assert "117.75" not in flags and comp.get("117.75") == "unit-cost"


# D3: `record_ends._rate_before`
def test_an_hour_after_a_word_that_is_no_currency_nor_unit_is_an_offset() -> None:
    from evidence_audit.evidence.record_ends import _stated_offsets

    assert _stated_offsets("Bus 12 leaves an hour after the ferry") == ((0, 60.0, "an hour"),)
    assert _stated_offsets("dock 3 closes an hour after the last lot comes out") == ((0, 60.0, "an hour"),)
    assert _stated_offsets("Rule 2: an hour after the last lot") == ((0, 60.0, "an hour"),)
    assert _stated_offsets("Doors 1-3 all an hour after the show") == ((0, 60.0, "an hour"),)  # `all`, no `ALL`
    # a rate's hour still: after a code, a currency word or mark, a sign, a unit, a bare amount
    for rate in ("loaders 900 TZS an hour past 8 hours", "pay $20 an hour after 6 pm", "20\u20ac an hour after 6 pm",
                 "5 dollars an hour after 6 pm", "600 Frw an hour past 8 hours", "900 Ksh. an hour past 8 hours",
                 "pumps 18 kg an hour after start", "paid 900 an hour past 8 hours"):
        assert _stated_offsets(rate) == (), rate


LOG = "lot,in,out\nFS-7,2027-08-16 18:10,2027-08-17 05:40"
DOCK = "You are a cold store desk. Today is 2027-08-17. Rules: dock 3 closes an hour after the last lot comes out."


def test_a_numbered_docks_closing_an_hour_after_is_computed_and_a_minute_off_flagged() -> None:
    flags, comp = judged("Dock 3 closes at **06:40**.", history(LOG, system=DOCK, user="When does it close?"))
    assert "06:40" not in flags and comp.get("06:40") == "clock-plus-duration"
    flags, _ = judged("Dock 3 closes at **06:50**.", history(LOG, system=DOCK, user="When does it close?"))
    assert "06:50" in flags
