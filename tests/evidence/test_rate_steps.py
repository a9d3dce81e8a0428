"""Round 15 (arith15b): `rate-step`, a rate the run states once (a policy's tax, a late fee, an
exchange rate) applied once to a number written right before the value; `share-of-whole`, a
whole split by shares; an amount glued to a dollar's country code (`CA$160.48`) read as its number.
Each with its refusals: a mutated digit, a rate nobody stated, an operand no one wrote, a wrong
sign, the reference profile."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.computed.reading import neighbours
from evidence_audit.evidence.computed.values import digit_count
from evidence_audit.evidence.rate_steps import StatedRates, rates_in_parsed, rates_in_text
from evidence_audit.evidence.clock_leads import hour_minutes
from evidence_audit.evidence.served import Served

from ._helpers import DEFAULT, REFERENCE, history, judged

POLICY = "# Policy\nA late fee of 5% of the overdue balance is added."
# the rate is in a result's string (`Taxes (8.25%)`), which `keyed` (numbers under keys) does not read
PLANS = {"plans": [{"name": "Everyday 25GB", "price": 50.0}, {"name": "Starter 8GB", "price": 35.0}], "difference": 15.0,
         "line_items": [{"description": "Taxes (8.25%)", "amount": 5.78}]}
TAXED = "Everyday 25GB costs USD 15.00 more per month before tax (USD 16.24 with tax)."


def _expressions(answer: str, hist: list[dict]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


# --- the rates -------------------------------------------------------------------------------------------
def test_a_text_s_percents_and_written_factors_are_rates() -> None:
    found = rates_in_text("taxed at 8.25%, a fee of 5 percent; Jacket: $118.00 at 1.36, CA$160.48; 100% sure", "t")
    assert [(r.number, r.factor) for r in found] == [
        (Decimal("0.0825"), False), (Decimal("0.05"), False), (Decimal("1.36"), True)]
    # a signed change is measured, not stated (`188.07ms (+0.63%)`: 186.9 x 1.0063 reaches the mutant 188.08)
    assert rates_in_text("median 186.90ms -> 188.07ms (+0.63%), -12%, − 3.5%", "t") == []
    # a price is no factor (`at $12.50`), nor a clock or a plain count (`at 3`)
    assert rates_in_text("at $12.50 each, at 3 o'clock, at 14:30", "t") == []


def test_a_result_s_keys_and_strings_carry_rates() -> None:
    parsed = {"items": [{"description": "Taxes (8.25%)", "amount": 5.78}], "tax_rate": 0.075,
              "discount_pct": 10, "exchange_rate": 1.36, "amount": 12.5}
    found = {(r.number, r.factor, r.exchange) for r in rates_in_parsed(parsed, "result 0")}
    # (a key named `rate` alone is no stated rate: `"rate": 0.8594` may be an exchange rate, and 8.75 x
    # 0.8594 in dollars is no conversion; test_arithmetic_round4's earlier quote); a key naming an
    # exchange is a factor that applies only across currencies (round 16)
    assert found == {(Decimal("0.0825"), False, False), (Decimal("0.1"), False, False), (Decimal("1.36"), True, True)}


def test_the_run_keeps_the_latest_distinct_rates() -> None:
    rates = StatedRates()
    rates.add_text(POLICY + " Plan charges are taxed at 8.25%.", "the system prompt", "result")
    rates.add_result(Served(parsed={"tax_pct": 8.25}, has_parsed=True), 0)
    kept = rates.rates()
    assert [r.number for r in kept] == [Decimal("0.05"), Decimal("0.0825")]
    assert kept[-1].where == "result 0: tax_pct" and "tax" in kept[-1].label
    assert kept[0].label == {"late", "fee", "overdue"}  # `A late fee of 5% of the overdue balance`


def test_neighbours_and_digit_count() -> None:
    assert Decimal("16.25") in neighbours(Decimal("16.24"), 2) and Decimal("16.24") not in neighbours(Decimal("16.24"), 2)
    assert Decimal("6.24") not in neighbours(Decimal("16.24"), 2)  # (the same length: no digit dropped)
    assert digit_count("0.68") == 2 and digit_count("160.48") == 5 and digit_count("70.00") == 4
    assert digit_count("1,250.00") == 6 and digit_count("-12.50") == 4  # (separators and a sign are no digits)


# --- end to end -------------------------------------------------------------------------------------------
def test_a_rate_the_policy_states_applied_to_a_written_amount_is_computed() -> None:
    hist = history(PLANS, system=POLICY)
    flags, computed = judged(TAXED, hist)
    assert "16.24" not in flags and computed["16.24"] == "rate-step"
    assert _expressions(TAXED, hist)["16.24"] == "15 x 1.0825 = 16.24"


@pytest.mark.parametrize("wrong", ["16.25", "16.34", "17.24", "26.24"])
def test_a_rate_step_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, computed = judged(TAXED.replace("16.24", wrong), history(PLANS, system=POLICY))
    assert wrong in flags and wrong not in computed


def test_a_rate_nobody_stated_is_no_operand() -> None:
    plans = {k: v for k, v in PLANS.items() if k != "line_items"}
    flags, computed = judged(TAXED, history(plans, system="# Policy\nBe kind."))
    assert "16.24" in flags and "16.24" not in computed


def test_a_rate_the_sentence_does_not_name_is_no_operand() -> None:
    # the run's 8.25% names a tax; a sentence that says nothing of tax takes no tax
    answer = "Everyday 25GB costs USD 15.00 more per month (USD 16.24 all in)."
    flags, computed = judged(answer, history(PLANS, system=POLICY))
    assert "16.24" in flags and "16.24" not in computed


def test_a_number_not_written_before_it_is_no_operand() -> None:
    # the 15.00 sits in another sentence: nothing of the value's sentence is taxed
    answer = "Everyday 25GB costs USD 15.00 more per month. With tax that comes to USD 16.24."
    flags, computed = judged(answer, history(PLANS, system=POLICY))
    assert computed.get("16.24") != "rate-step"


def test_a_wrong_sign_stays_flagged() -> None:
    flags, _ = judged(TAXED.replace("USD 16.24", "USD -16.24"), history(PLANS, system=POLICY))
    assert "-16.24" in flags or "16.24" in flags


def test_the_reference_profile_computes_nothing() -> None:
    flags, computed = judged(TAXED, history(PLANS, system=POLICY), REFERENCE)
    assert "16.24" in flags and not computed


JACKET = "Jacket: $118.00 → at 1.36, **CA$160.48**. Return it to the card?"
ORDER = {"order_id": "W100", "items": [{"name": "Jacket", "price": 118.0}]}


def test_an_exchange_rate_the_answer_writes_and_a_dollar_s_country_code() -> None:
    flags, computed = judged(JACKET, history(ORDER))
    assert not flags and computed["ca$160.48"] == "rate-step"
    assert _expressions(JACKET, history(ORDER))["ca$160.48"] == "118 x 1.36 = 160.48"
    # the rate written once is carried to a later answer (`≈ CA$248.81`)
    later = "Return requested: $182.95 to the card (≈ CA$248.81; your bank's rate decides)."
    flags, computed = judged(later, history({"total": 182.95}, answers=(JACKET,)))
    assert computed.get("ca$248.81") == "rate-step"


@pytest.mark.parametrize("wrong", ["CA$160.49", "CA$170.48", "CA$160.58"])
def test_a_converted_amount_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, computed = judged(JACKET.replace("CA$160.48", wrong), history(ORDER))
    assert wrong.lower() in flags and wrong.lower() not in computed


# --- shares of a whole ----------------------------------------------------------------------------------------
SPLIT = ("The bill is $105.39.\n\nBy data used (50.0 GB in all):\nL6701 22.1 GB: $46.58\nL6702 14.6 GB: $30.77\n"
         "L6703 9.8 GB: $20.66\nL6704 3.5 GB: $7.38")
BILL = {"bill_id": "B1", "total_due": 105.39, "lines": ["L6701", "L6702", "L6703", "L6704"]}


def test_a_whole_split_by_shares_is_computed() -> None:
    flags, computed = judged(SPLIT, history(BILL))
    assert {computed[v] for v in ("46.58", "30.77", "20.66")} == {"share-of-whole"}
    # a share of three significant digits is left alone (`20 x 25 / 365 = 1.37` is reached by chance)
    assert flags == {"7.38"}
    assert _expressions(SPLIT, history(BILL))["20.66"] == "105.39 x 9.8 / 50 = 20.66"


@pytest.mark.parametrize("wrong", ["20.67", "21.66", "20.56"])
def test_a_share_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, computed = judged(SPLIT.replace("20.66", wrong), history(BILL))
    assert wrong in flags and wrong not in computed


def test_a_share_of_a_whole_nobody_wrote_stays_flagged() -> None:
    # no whole before it (the bill's amount is never written, nor carried): nothing to share
    answer = "By data used (50.0 GB in all):\nL6701 22.1 GB: $46.58"
    flags, computed = judged(answer, history({"bill_id": "B1", "lines": ["L6701"]}))
    assert "46.58" in flags and "46.58" not in computed


def test_a_share_of_money_over_money_is_no_share() -> None:
    # 3,128.77 x 39,000 / 78,000 = 1,564.39: the part and the total are amounts, not a measure
    answer = "- **ETH:** €3,128.77\n\nYour 0.5 BTC bought at €78,000 cost €39,000 and is now worth **€1,564.39**."
    flags, computed = judged(answer, history({"ethereum": {"eur": 3128.7712}}, user="I bought 0.5 BTC at €78,000."))
    assert computed.get("1564.39") != "share-of-whole"  # (test_arithmetic_round6 holds the whole case flagged)


def test_a_share_written_as_a_percent_of_the_previous_answer_s_whole() -> None:
    earlier = "January bill: USD 140.45.\nPer line: USD 35.11."
    answer = "By data:\n- Son: 30/80 = 37.5% -> USD 52.67"
    flags, computed = judged(answer, history({"total_due": 140.45, "per_line": 35.11}, answers=(earlier,)))
    assert "52.67" not in flags and computed["52.67"] in ("percent", "share-of-whole")
    flags, computed = judged(answer.replace("52.67", "52.76"), history({"total_due": 140.45, "per_line": 35.11}, answers=(earlier,)))
    assert "52.76" in flags


# --- lead times: an earlier answer's clock and a person's stated duration ------------------------------------
def _lead_run(answer_before: str, said: str) -> list[dict]:
    return [{"role": "system", "content": "You are an assistant."}, {"role": "user", "content": "When is the reunion?"},
            {"role": "tool", "content": "The reunion will be at Grandma's house on June 10th 2024 at 1 PM."},
            {"role": "assistant", "content": answer_before}, {"role": "user", "content": said}]


LEAD_SAID = "it's 1h15 to drive there and I want to start baking 3 hours before I leave. when do I start?"


def test_hours_and_minutes_without_a_minute_unit_are_a_duration() -> None:
    assert hour_minutes("it's 1h15 to drive, 3 hours before; 1 hour 15 later") == [
        (75, "1h15"), (75, "1 hour 15"), (180, "3 hours")]


def test_a_clock_an_earlier_answer_wrote_less_a_stated_lead_is_computed() -> None:
    hist = _lead_run("2024-06-10 13:00", LEAD_SAID)
    flags, computed = judged("Leave at 11:45, start baking at 08:45.", hist)
    assert not flags and computed["11:45"] == "lead-time"
    assert _expressions("Leave at 11:45, start baking at 08:45.", hist)["11:45"] == "13:00 - 1h15 = 11:45"


@pytest.mark.parametrize("wrong", ["11:46", "12:45", "11:55", "01:45"])
def test_a_lead_time_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, computed = judged(f"Leave at {wrong}.", _lead_run("2024-06-10 13:00", LEAD_SAID))
    assert wrong in flags and wrong not in computed


def test_a_lead_nobody_stated_is_no_operand() -> None:
    flags, computed = judged("Leave at 11:45.", _lead_run("2024-06-10 13:00", "when do I leave?"))
    assert "11:45" in flags and "11:45" not in computed


def test_a_lead_that_reaches_a_neighbour_from_another_base_is_refused() -> None:
    # 5:00 PM - 45 min = 4:15 PM, but 7:00 PM - 45 min = 6:15 PM is one digit off it: chance
    hist = _lead_run("City Convention Center, 5:00 PM - 7:00 PM: 2 hours.", "If I leave 45 minutes before it starts?")
    flags, computed = judged("Leave: 4:15 PM", hist)
    assert "4:15" in flags and "4:15" not in computed
