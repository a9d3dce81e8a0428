"""Round 16 (arith16a): rates, tax factors and conversions. An exchange rate a result keys
(`exchange_rate_usd`) converts an amount to another currency (`$60.00 | CA$82.19`), never within
one; a ledger line (`Tax (7.5%): $1.65` under `Net: $22.00`) takes the amounts of the lines right
before it; a factor written from a stated percent (`x 1.095` for 9.5%) is `rate-factor`; an amount
glued to its dollar's country code is grounded by a result's amount with that code (`CA$31.50` for
`CAD 31.50`: `currency-code`). Each with its refusals: a mutated digit, a rate nobody stated, the
same currency, an operand no line wrote, another record's number, the reference profile."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.coded_amounts import coded_amount_turn
from evidence_audit.evidence.computed.values import Occurrence
from evidence_audit.evidence.rate_steps import currency_of

from ._helpers import DEFAULT, REFERENCE, grounded, history, judged

ROAMING = [{"line_id": "L1", "country": "Canada", "partner_charge": 31.5, "currency": "CAD", "exchange_rate_usd": 0.73}]
BILL = {"bill_id": "B1", "total_due": 89.23, "line_items": [
    {"description": "TravelPass - 5 days", "amount": 60.0}, {"description": "Roaming partner usage (CAD 31.50)", "amount": 23.0},
    {"description": "Tax on travel (7.5%)", "amount": 6.23}]}
TABLE = "| Charge | USD | CAD |\n|---|---|---|\n| TravelPass | $60.00 | CA$82.19 |\n| Travel tax | $6.23 | CA$8.53 |"


def _expressions(answer: str, hist: list[dict]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


def _occurrence(text: str, digits: str) -> Occurrence:
    at = text.index(digits)
    start = at
    while start > 0 and text[start - 1] in "$ABCDEFGHIJKLMNOPQRSTUVWXYZ":
        start -= 1
    return Occurrence(start, at + len(digits), at, digits, Decimal(digits), True, "", False, digits)


# --- conversions at a result's exchange rate --------------------------------------------------------------
def test_the_currency_an_amount_is_written_in() -> None:
    for text, digits, code in (("CA$47.60", "47.60", "CAD"), ("$34.75", "34.75", "USD"), ("USD 22.00", "22.00", "USD"),
                               ("31.50 CAD", "31.50", "CAD"), ("34.75 dollars", "34.75", "USD"), ("€12.00", "12.00", "EUR"),
                               ("about 12.00 a day", "12.00", "")):
        assert currency_of(text, _occurrence(text, digits)) == code, text


def test_an_amount_converted_at_a_result_s_exchange_rate_is_computed() -> None:
    hist = history(BILL, ROAMING)
    flags, computed = judged(TABLE, hist)
    assert computed.get("ca$82.19") == "rate-step" and computed.get("ca$8.53") == "rate-step", (flags, computed)
    assert _expressions(TABLE, hist)["ca$82.19"] == "60 / 0.73 = 82.19"


@pytest.mark.parametrize("wrong", ["CA$82.29", "CA$82.18", "CA$72.19"])
def test_a_conversion_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, computed = judged(TABLE.replace("CA$82.19", wrong), history(BILL, ROAMING))
    assert wrong.lower() in flags and wrong.lower() not in computed


def test_an_exchange_rate_within_one_currency_is_no_conversion() -> None:
    # 60 / 0.73 in dollars again is no conversion: the keyed exchange rate applies across currencies only
    answer = "| Charge | USD | USD |\n|---|---|---|\n| TravelPass | $60.00 | $82.19 |"
    flags, computed = judged(answer, history(BILL, ROAMING))
    assert "82.19" in flags and "82.19" not in computed


def test_a_rate_nobody_keyed_as_an_exchange_is_no_conversion() -> None:
    roaming = [{k: v for k, v in ROAMING[0].items() if k != "exchange_rate_usd"} | {"ratio": 0.73}]
    flags, computed = judged(TABLE, history(BILL, roaming))
    assert "ca$82.19" in flags and "ca$82.19" not in computed


def test_a_factor_the_answer_wrote_in_an_earlier_sentence_converts_its_table() -> None:
    answer = "The record's rate is 0.73 USD per CAD.\n\n" + TABLE
    roaming = [{k: v for k, v in ROAMING[0].items() if k != "exchange_rate_usd"} | {"rate_usd": 0.73}]
    flags, computed = judged(answer, history(BILL, roaming))
    assert computed.get("ca$82.19") == "rate-step", (flags, computed)
    assert "ca$82.29" in judged(answer.replace("82.19", "82.29"), history(BILL, roaming))[0]


def test_the_reference_profile_converts_nothing() -> None:
    flags, computed = judged(TABLE, history(BILL, ROAMING), REFERENCE)
    assert "ca$82.19" in flags and not computed


# --- ledger lines ---------------------------------------------------------------------------------------------
POLICY = "# Policy\nPlan charges are taxed at 7.5% after discounts."
LEDGER = "Let me calculate:\n\n```\nProrated charge:      $22.00\nTax:                  $1.65\nThis month:           $23.65\n```\n\nShall I?"


def test_a_ledger_line_takes_the_amount_of_the_line_before_it() -> None:
    hist = history({"prorated_charge": 22.0}, system=POLICY)
    flags, computed = judged(LEDGER, hist)
    # (the tax line names the policy's 7.5%; the total is then a sum of the two lines)
    assert not flags and computed["1.65"] == "rate-step"
    assert _expressions(LEDGER, hist)["1.65"] == "22 x 7.5% = 1.65"
    # with tax named on its line, the total below is the amount taxed
    taxed = "```\nProrated charge:      $22.00\nThis month with tax:  $23.65\n```"
    assert _expressions(taxed, hist)["23.65"] == "22 x 1.075 = 23.65"


@pytest.mark.parametrize("wrong", ["1.75", "1.66", "2.65"])
def test_a_ledger_step_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, computed = judged(LEDGER.replace("$1.65", "$" + wrong), history({"prorated_charge": 22.0}, system=POLICY))
    assert wrong in flags and wrong not in computed


def test_a_line_after_a_blank_line_is_no_ledger_step() -> None:
    # a blank line ends the block: the amount above it is no operand
    answer = "Prorated charge: $22.00\n\nTax: $1.65"
    flags, computed = judged(answer, history({"prorated_charge": 22.0}, system=POLICY))
    assert computed.get("1.65") != "rate-step"


def test_a_ledger_line_without_a_stated_rate_stays_flagged() -> None:
    flags, computed = judged(LEDGER, history({"prorated_charge": 22.0}, system="# Policy\nBe kind."))
    assert "1.65" in flags and "1.65" not in computed
    answer = "```\nProrated charge:      $22.00\nThis month with tax:  $23.65\n```"
    flags, computed = judged(answer, history({"prorated_charge": 22.0}, system="# Policy\nBe kind."))
    assert "23.65" in flags and "23.65" not in computed


# --- a factor written from a stated percent ---------------------------------------------------------------------
WEEK = "* **Week with tax:** 336.00 × 1.095 = **367.92**"
STAY = {"hotel": "Cozy Stay", "price_per_night": 48.0, "nights": 7, "total": 336.0}


def test_a_factor_one_plus_a_stated_percent_is_computed() -> None:
    hist = history(STAY, user="With 9.5% sales tax on the week?")
    flags, computed = judged(WEEK, hist)
    assert not flags and computed["1.095"] == "rate-factor"
    assert _expressions(WEEK, hist)["1.095"] == "1 + 9.5% = 1.095"
    # one minus a discount the answer states before it
    off = "With 15.5% off: 336.00 × 0.845 = 283.92"
    assert _expressions(off, history(STAY))["0.845"] == "1 - 15.5% = 0.845"


@pytest.mark.parametrize("wrong", ["1.096", "1.195", "1.085"])
def test_a_factor_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, computed = judged(WEEK.replace("1.095", wrong), history(STAY, user="With 9.5% sales tax on the week?"))
    assert wrong in flags and wrong not in computed


def test_a_factor_no_percent_stated_stays_flagged() -> None:
    flags, computed = judged(WEEK, history(STAY, user="And the week with tax?"))
    assert "1.095" in flags and "1.095" not in computed


def test_a_factor_not_written_as_a_multiplier_stays_flagged() -> None:
    flags, computed = judged("The tax factor is 1.095 for the week.", history(STAY, user="With 9.5% sales tax?"))
    assert "1.095" in flags and "1.095" not in computed


def test_a_factor_whose_neighbour_is_another_stated_rate_s_is_refused() -> None:
    # 8.5% and 9.5% both stated: 1.095 is one digit off 1.085, reached as cheaply
    flags, computed = judged(WEEK, history(STAY, user="Tax is 9.5% here, 8.5% there. With tax?"))
    assert "1.095" in flags and "1.095" not in computed


# --- an amount with its currency's code -------------------------------------------------------------------------
def test_an_amount_with_the_code_a_result_carried_it_with_is_grounded() -> None:
    hist = history(BILL, ROAMING)
    v = check_answer("Partner usage: CA$31.50.", hist, DEFAULT)
    assert grounded(v).get("ca$31.50") == "currency-code"


@pytest.mark.parametrize("answer", ["Partner usage: CA$31.60.", "Partner usage: CA$23.00.", "Partner usage: A$31.50."])
def test_a_coded_amount_not_carried_with_its_code_stays_flagged(answer: str) -> None:
    # a digit off; the USD amount of the record whose description writes CAD 31.50; another country's dollar
    flags, _ = judged(answer, history(BILL, ROAMING))
    assert flags


def test_a_coded_amount_s_code_must_be_beside_its_number() -> None:
    texts = [('{"partner_charge": 31.5, "currency": "USD"}, {"currency": "CAD"}', 3)]
    assert coded_amount_turn("ca$31.50", texts) == -1
    assert coded_amount_turn("ca$31.50", [('{"partner_charge": 31.5, "currency": "CAD"}', 3)]) == 3
    assert coded_amount_turn("ca$31.50", [("usage (CAD 31.50)", 2)]) == 2
    assert coded_amount_turn("31.50", [("usage (CAD 31.50)", 2)]) == -1
