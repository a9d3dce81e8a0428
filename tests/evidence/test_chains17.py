"""Round 17 (chains17): bill chains, factors from percents, a year of a monthly amount.

`policy-chain` (a named plan's price through the policy steps the value's words name),
`ledger-total` (a bill's total as the signed sum of the lines right above it), `period-scaled` (a
known monthly amount times 12 where the value's words say a year, and the other periods),
`arrow-step` reading comma-separated steps between two arrows, `rate-factor` reading a stated
percent as its fraction in an equation written out (`x 0.0725`), `rate-step` taking a tie a float
prints either way. Each with its refusals: a digit mutated, a step skipped, a step or a percent the
run does not state, a one-digit neighbour reached as cheaply, the reference profile."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.core import compiled_modules
from evidence_audit.evidence import check_answer
from evidence_audit.evidence.period_scaled import named_period

from ._helpers import DEFAULT, REFERENCE, history, judged

POLICY = ("# Telecom policy\nLines on autopay get a $5.00 credit per line on their plan charge. Accounts with four lines "
          "or more get 15% off plan charges (after autopay credits). Plan charges are taxed at 6.35% after credits and "
          "discounts. A regulatory recovery fee of $1.85 per line is charged every cycle and is not taxed.")
MAX = {"plan_id": "P3", "name": "Max Unlimited", "data_limit_gb": 200.0, "price_per_month": 75.0}
FLEX = {"plan_id": "P2", "name": "Flex 20GB", "data_limit_gb": 20.0, "price_per_month": 55.0}
TABLE = "| Plan | Data | Monthly (autopay, tax, fee) |\n|---|---|---|\n| Max Unlimited | 200 GB | $76.29 |"


def _expressions(answer: str, hist: list[dict]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


# --- policy-chain -------------------------------------------------------------------------------------------
def test_a_named_plan_through_the_named_policy_steps_is_computed() -> None:
    hist = history(MAX, system=POLICY)
    flags, computed = judged(TABLE, hist)
    assert not flags and computed["76.29"] == "policy-chain", (flags, computed)
    assert _expressions(TABLE, hist)["76.29"] == "(75 - 5) x 1.0635 + 1.85 = 76.29"


@pytest.mark.parametrize("wrong", ["$76.39", "$76.28", "$86.29"])
def test_a_chain_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, computed = judged(TABLE.replace("$76.29", wrong), history(MAX, system=POLICY))
    assert wrong[1:] in flags and wrong[1:] not in computed


def test_a_step_the_words_do_not_name_is_not_taken() -> None:
    # the header names the autopay and the tax, not the fee: (75 - 5) x 1.0635 = 74.44, never 76.29
    table = TABLE.replace("(autopay, tax, fee)", "(autopay, tax)")
    flags, computed = judged(table, history(MAX, system=POLICY))
    assert "76.29" in flags and "76.29" not in computed
    flags, computed = judged(table.replace("$76.29", "$74.44"), history(MAX, system=POLICY))
    assert computed.get("74.44") == "policy-chain", (flags, computed)


def test_a_chain_step_skipped_stays_flagged() -> None:
    # without the autopay credit: 75 x 1.0635 + 1.85 = 81.61, but the words name it and 81.61 is no chain
    # of the steps in the order bills apply them with the credit skipped AND written as 76.29
    flags, computed = judged(TABLE.replace("$76.29", "$81.71"), history(MAX, system=POLICY))
    assert "81.71" in flags and "81.71" not in computed


def test_a_percent_the_run_does_not_state_is_no_step() -> None:
    flags, computed = judged(TABLE, history(MAX, system=POLICY.replace("6.35%", "7%")))
    assert "76.29" in flags and "76.29" not in computed
    flags, computed = judged(TABLE, history(MAX, system="# Telecom policy\nBe kind."))
    assert "76.29" in flags and "76.29" not in computed


def test_a_record_the_line_does_not_name_is_no_base() -> None:
    flags, computed = judged(TABLE.replace("Max Unlimited", "Your plan"), history(MAX, system=POLICY))
    assert "76.29" in flags and "76.29" not in computed


def test_a_value_one_digit_off_a_carried_number_stays_flagged() -> None:
    # (55 - 5) x 1.0635 + 1.85 is 55.02 (as a float prints the tie), one digit off the carried 55.00
    table = TABLE.replace("Max Unlimited | 200 GB | $76.29", "Flex 20GB | 20 GB | $55.02")
    flags, computed = judged(table, history(FLEX, system=POLICY))
    assert "55.02" in flags and "55.02" not in computed


def test_the_reference_profile_has_no_policy_chain() -> None:
    flags, _ = judged(TABLE, history(MAX, system=POLICY), REFERENCE)
    assert "76.29" in flags


# --- ledger-total -------------------------------------------------------------------------------------------
LEDGER = ("With three lines you get the 10% discount. From July:\n\n- Plans: 45.00 + 45.00 + 30.00 = USD 120.00\n"
          "- Discount 10%: −USD 12.00\n- Tax 7.5% on USD 108.00: USD 8.10\n- Access fees: 3 × 2.50 = USD 7.50\n\n"
          "Monthly total: **USD 123.60**")
LEDGER_POLICY = "Plan charges are taxed at 7.5%. A line access fee of $2.50 per line. 10% off for three lines or more."


def _ledger_run() -> list[dict]:
    return history({"plans": [{"name": "Plus", "price_per_month": 45.0}, {"name": "Basic", "price_per_month": 30.0}]},
                   system=LEDGER_POLICY)


def test_a_bill_s_total_is_the_signed_sum_of_its_lines() -> None:
    flags, computed = judged(LEDGER, _ledger_run())
    assert not flags and computed["123.6"] == "ledger-total", (flags, computed)
    assert _expressions(LEDGER, _ledger_run())["123.6"] == "120 - 12 + 8.1 + 7.5 = 123.6"


@pytest.mark.parametrize("wrong", ["123.70", "124.60", "133.60"])
def test_a_ledger_total_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, computed = judged(LEDGER.replace("123.60", wrong), _ledger_run())
    assert wrong.rstrip("0") in flags and computed.get(wrong.rstrip("0")) != "ledger-total"


def test_a_ledger_total_that_skips_a_line_or_a_sign_stays_flagged() -> None:
    # the discount added instead of taken (147.60), the tax line left out (115.50 is 120 - 12 + 7.50)
    for wrong in ("147.60", "115.50"):
        flags, computed = judged(LEDGER.replace("123.60", wrong), _ledger_run())
        assert computed.get(wrong.rstrip("0")) != "ledger-total", wrong


def test_a_ledger_line_nothing_resolved_ends_the_sum() -> None:
    # an invented access fee line: the sum cannot go past it
    answer = LEDGER.replace("3 × 2.50 = USD 7.50", "USD 7.70").replace("123.60", "123.80")
    flags, computed = judged(answer, _ledger_run())
    assert "123.8" in flags and computed.get("123.8") != "ledger-total"


@pytest.mark.skipif(
    "evidence.ledger_totals" in compiled_modules(), reason="sees the refusal by patching; compiled calls are bound early"
)
def test_a_ledger_total_takes_the_late_tries_whole_refusal(monkeypatch: pytest.MonkeyPatch) -> None:
    # (round 20) `ledger-total` refuses as every late try does (`late_try_refused`: a carried
    # number one digit off, or a slip of the local step), not only the carried neighbours
    from evidence_audit.evidence import ledger_totals

    seen: list[int] = []

    def refused(reading, i, known, computed_here) -> bool:
        seen.append(i)
        return True

    monkeypatch.setattr(ledger_totals, "late_try_refused", refused)
    flags, computed = judged(LEDGER, _ledger_run())
    assert seen and "123.6" in flags and computed.get("123.6") != "ledger-total", (flags, computed)


# --- period-scaled ------------------------------------------------------------------------------------------
BILL = {"bill_id": "B1", "total_due": 188.2}


def test_the_period_a_value_s_words_name() -> None:
    for text, period in (("$2,258.40 a year", "year"), ("259.20 dollars a year", "year"), ("$22.20/yr", "year"),
                         ("Over twelve months that is $22.20", "year"), ("Per year → $255.24", "year"),
                         ("about $18.50 a month", "month"), ("$15.00 in all", None)):
        at = next(k for k, c in enumerate(text) if c.isdigit() and (k == 0 or not text[k - 1].isalpha()) and text[k:k + 3] != "twe")
        if text.startswith("Over"):
            at = text.index("22.20")
        if text.startswith("Per"):
            at = text.index("255")
        end = at
        while end < len(text) and (text[end].isdigit() or text[end] in ".,"):
            end += 1
        assert named_period(text, at, end) == period, text


SAID = "My bill went up to $188.20, why?"


def test_a_year_of_a_monthly_amount_the_person_said_is_computed() -> None:
    answer = "That bill comes to $2,258.40 a year."
    flags, computed = judged(answer, history(BILL, user=SAID))
    assert not flags and computed["2258.4"] == "period-scaled", (flags, computed)
    assert _expressions(answer, history(BILL, user=SAID))["2258.4"] == "188.2 x 12 = 2258.4"


def test_a_year_of_a_number_only_a_result_carried_stays_flagged() -> None:
    # a year of any of a run's carried numbers is reached too easily (`per-count` takes a record's
    # number where the line names the record)
    flags, computed = judged("That bill comes to $2,258.40 a year.", history(BILL))
    assert "2258.4" in flags and "2258.4" not in computed


def test_a_year_of_the_previous_answer_s_amount_is_computed() -> None:
    hist = history(BILL, answers=("Dropping the line saves you only $13.85 a month.",))
    flags, computed = judged("Over twelve months that is $166.20.", hist)
    assert not flags and computed["166.2"] == "period-scaled", (flags, computed)


@pytest.mark.parametrize("wrong", ["$2,258.50", "$2,358.40", "$2,253.40"])
def test_a_year_one_digit_off_stays_flagged(wrong: str) -> None:
    answer = f"That bill comes to {wrong} a year."
    flags, computed = judged(answer, history(BILL, user=SAID))
    assert computed.get(wrong[1:].replace(",", "").rstrip("0")) != "period-scaled"


def test_a_value_no_period_word_names_stays_flagged() -> None:
    flags, computed = judged("That bill comes to $2,258.40 in all.", history(BILL, user=SAID))
    assert "2258.4" in flags and "2258.4" not in computed


def test_a_year_of_weeks_needs_a_word_of_weeks() -> None:
    run = history({"total_due": 45.25}, user="I pay $45.25 for it.")
    flags, computed = judged("That is $2,353.00 a year.", run)
    assert "2353" in flags
    flags, computed = judged("At that weekly price, that is $2,353.00 a year.", run)
    assert computed.get("2353") == "period-scaled", (flags, computed)


def test_a_month_of_a_yearly_amount_written_before_it() -> None:
    answer = "The plan is $1,000.00 a year, or $83.33 a month."
    flags, computed = judged(answer, history({"annual_price": 1000.0}))
    assert "83.33" not in flags, (flags, computed)
    flags, computed = judged(answer.replace("83.33", "83.43"), history({"annual_price": 1000.0}))
    assert "83.43" in flags


# --- arrow-step: comma steps ------------------------------------------------------------------------------
def test_comma_steps_between_two_arrows_carry_the_value() -> None:
    answer = "## Before\n$35.00 − $5.00 → $30.00, × 1.0635 for tax, + $1.85 → **$33.75** a month"
    hist = history({"name": "Lite", "price_per_month": 35.0}, system=POLICY)
    flags, computed = judged(answer, hist)
    assert not flags and computed["33.75"] == "arrow-step", (flags, computed)
    flags, computed = judged(answer.replace("33.75", "33.85"), hist)
    assert "33.85" in flags


def test_a_comma_step_no_source_carried_ends_the_chain() -> None:
    answer = "## Before\n$35.00 − $5.00 → $30.00, × 1.0635 for tax, + $2.85 → **$34.75** a month"
    flags, computed = judged(answer, history({"name": "Lite", "price_per_month": 35.0}, system=POLICY))
    assert "34.75" in flags and computed.get("34.75") != "arrow-step"


# --- rate-factor: the percent as its fraction -------------------------------------------------------------
TAXED = "Let me calculate:\n\n$129.48 × 0.0725 = $9.39 tax\n$129.48 + $9.39 = **$138.87**"
ORDER = {"order_id": "W1", "total": 129.48}


def test_a_stated_percent_as_its_fraction_in_an_equation_is_computed() -> None:
    hist = history(ORDER, user="California tax is 7.25%. The new total with tax?")
    flags, computed = judged(TAXED, hist)
    assert not flags and computed["0.0725"] == "rate-factor", (flags, computed)
    assert _expressions(TAXED, hist)["0.0725"] == "7.25% = 0.0725"


@pytest.mark.parametrize("wrong", ["0.0735", "1.0725", "0.0625"])
def test_a_fraction_one_digit_off_stays_flagged(wrong: str) -> None:
    hist = history(ORDER, user="California tax is 7.25%. The new total with tax?")
    flags, computed = judged(TAXED.replace("0.0725", wrong), hist)
    # (0.0625 x 129.48 is no 9.39: the equation's result is what the check flags then)
    assert wrong not in computed and (wrong in flags or "9.39" in flags), (flags, computed)


def test_a_fraction_outside_an_equation_or_of_no_stated_percent_stays_flagged() -> None:
    hist = history(ORDER, user="California tax is 7.25%. The new total with tax?")
    flags, computed = judged("The tax factor is × 0.0725 on the order.", hist)
    assert "0.0725" in flags and "0.0725" not in computed
    flags, computed = judged(TAXED, history(ORDER, user="The new total with tax?"))
    assert "0.0725" in flags and "0.0725" not in computed


def test_with_two_percents_stated_the_written_product_decides_the_fraction() -> None:
    # 7.25% and 6.25% both stated: 129.48 x 0.0725 gives the 9.39 written, 129.48 x 0.0625 does not
    hist = history(ORDER, user="California tax is 7.25%, Nevada's 6.25%. The new total with tax?")
    flags, computed = judged(TAXED, hist)
    assert computed.get("0.0725") == "rate-factor", (flags, computed)
    flags, computed = judged(TAXED.replace("0.0725", "0.0625"), hist)
    assert "0.0625" not in computed and (flags or "0.0625" in flags)


# --- rate-step: a float's tie ------------------------------------------------------------------------------
def test_a_rate_step_a_float_prints_down_is_computed() -> None:
    # 50 x 0.0635 = 3.175, which float arithmetic prints 3.17
    answer = "The plan is $50.00 a month, plus tax $3.17."
    flags, computed = judged(answer, history({"price": 50.0}, system=POLICY))
    assert "3.17" not in flags, (flags, computed)
    flags, computed = judged(answer.replace("3.17", "3.27"), history({"price": 50.0}, system=POLICY))
    assert "3.27" in flags


def test_the_reference_profile_is_unchanged() -> None:
    assert "0.0725" in judged(TAXED, history(ORDER, user="California tax is 7.25%."), REFERENCE)[0]
    assert "2258.4" in judged("That bill comes to $2,258.40 a year.", history(BILL, user=SAID), REFERENCE)[0]
    assert Decimal("1") == 1
