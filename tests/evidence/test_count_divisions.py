"""Round 16 (arith16b): `count-divided`, a whole over the count its sentence states (a mean of `6
months`, `the other three average`, `3 payments of`, `half the balance`), the whole written in the
answer or in an earlier answer; each with its refusals: a mutated digit, a wrong count, no word that
divides, a whole nobody wrote, the reference profile."""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, REFERENCE, history, judged

USAGE = {"months": [{"month": "dec", "gb": 8.2}, {"month": "jan", "gb": 9.7}, {"month": "feb", "gb": 12.4},
                    {"month": "mar", "gb": 10.1}, {"month": "apr", "gb": 11.9}, {"month": "may", "gb": 13.3}]}
BILL = {"bill_id": "B0426750", "status": "Overdue", "total_due": 82.38, "late_fee": 7.5}
PAYMENTS = [{"amount": 100.0, "subject": "Pizza party"}, {"amount": 200.0, "subject": "New year gift"},
            {"amount": 50.0, "subject": "Spotify Premium"}, {"amount": 1000.0, "subject": "iPhone 3GS"}]
MEAN = "6 months: 8.2 + 9.7 + 12.4 + 10.1 + 11.9 + 13.3 = 65.6 GB, avg {} GB/mo."
SPLIT = "Overdue: **$82.38** (B0426750, incl. $7.50 late fee). 3 payments of {}: today, 06/23 and 07/07. OK?"
TOTAL = "Excluding the iPhone, your outgoing payments total 100.00 + 200.00 + 50.00 = 350.00."


def _expressions(answer: str, hist: list[dict[str, Any]]) -> dict[str, str]:
    return {c.value: c.from_ for c in check_answer(answer, hist, DEFAULT).computed or ()}


# --- a mean of the count its sentence states ------------------------------------------------------
def test_a_mean_over_the_months_its_sentence_counts_is_computed() -> None:
    answer = MEAN.format("10.93")
    flags, computed = judged(answer, history(USAGE))
    assert "10.93" not in flags and computed["10.93"] == "count-divided"
    assert _expressions(answer, history(USAGE))["10.93"] == "65.6 / 6 = 10.93"


@pytest.mark.parametrize("wrong", ["10.94", "10.83", "11.93", "12.93"])
def test_a_mutated_mean_stays_flagged(wrong: str) -> None:
    flags, computed = judged(MEAN.format(wrong), history(USAGE))
    assert wrong in flags and computed.get(wrong) != "count-divided"


def test_a_mean_without_a_word_that_averages_stays_flagged() -> None:
    """`6 months ... 65.6 GB, so 10.93 GB/mo.`: no `avg`, no division said."""
    flags, _ = judged("6 months: 8.2 + 9.7 + 12.4 + 10.1 + 11.9 + 13.3 = 65.6 GB, so 10.93 GB/mo.", history(USAGE))
    assert "10.93" in flags


def test_a_mean_over_a_count_the_sentence_does_not_state_stays_flagged() -> None:
    """65.6 / 5 = 13.12: the sentence counts 6 months, not 5."""
    flags, _ = judged(MEAN.format("13.12"), history(USAGE))
    assert "13.12" in flags


def test_a_mean_of_the_previous_answers_total_over_a_count_word_is_computed() -> None:
    answer = "Without the iPhone, the other three average 116.67."
    hist = history(PAYMENTS, answers=(TOTAL,))
    flags, computed = judged(answer, hist)
    assert "116.67" not in flags and computed["116.67"] == "count-divided"
    flags, _ = judged(answer.replace("116.67", "116.57"), hist)
    assert "116.57" in flags


def test_a_mean_of_a_total_nobody_wrote_stays_flagged() -> None:
    """1,350 / 4 = 337.50: no answer wrote 1,350 (the payments are carried in a text result of prose,
    their sum is not): `count-divided` divides no whole nobody wrote."""
    prose = "; ".join(f"{p['subject']} paid {p['amount']}" for p in PAYMENTS)
    flags, _ = judged("Your four outgoing payments average 337.50.", history(prose, answers=(TOTAL,)))
    assert "337.50" in flags or "337.5" in flags


def test_a_mean_of_a_yaml_listing_is_the_records_mean_not_a_division() -> None:
    """(round 17) The same payments as a YAML dump are records: their mean is `carried-mean`'s, as
    over JSON; a digit off stays flagged."""
    listing = "\n".join(f"- amount: {p['amount']}\n  subject: {p['subject']}" for p in PAYMENTS)
    flags, computed = judged("Your four outgoing payments average 337.50.", history(listing, answers=(TOTAL,)))
    assert "337.5" not in flags and computed["337.5"] == "carried-mean"
    flags, computed = judged("Your four outgoing payments average 337.60.", history(listing, answers=(TOTAL,)))
    assert "337.6" in flags and "337.6" not in computed


# --- equal payments and halves ---------------------------------------------------------------------
def test_n_payments_of_a_whole_written_before_are_computed() -> None:
    answer = SPLIT.format("$27.46")
    flags, computed = judged(answer, history(BILL))
    assert "27.46" not in flags and computed["27.46"] == "count-divided"
    assert _expressions(answer, history(BILL))["27.46"] == "82.38 / 3 = 27.46"


@pytest.mark.parametrize("wrong", ["$27.45", "$27.56", "$28.46", "$41.19"])
def test_a_mutated_or_miscounted_payment_stays_flagged(wrong: str) -> None:
    """A digit changed, or 82.38 / 2 where the sentence says 3 payments."""
    value = wrong.strip("$")
    flags, computed = judged(SPLIT.format(wrong), history(BILL))
    assert value in flags and computed.get(value) != "count-divided"


def test_half_of_a_balance_the_previous_answer_wrote_is_computed() -> None:
    earlier = "You have 15 installments left: **$500.02** over 15 more."
    answer = "2 x $33.33 = $66.66. half the balance is $250.01."
    hist = history({"installment": 33.33, "remaining": 15, "balance": 500.02}, answers=(earlier,))
    flags, computed = judged(answer, hist)
    assert "250.01" not in flags and computed["250.01"] == "count-divided"
    flags, _ = judged(answer.replace("250.01", "250.07"), hist)
    assert "250.07" in flags
    flags, _ = judged(answer.replace("half", "most of"), hist)
    assert "250.01" in flags


def test_the_reference_profile_computes_nothing() -> None:
    flags, computed = judged(SPLIT.format("$27.46"), history(BILL), REFERENCE)
    assert "27.46" in flags and "27.46" not in computed


# --- (round 20) a tie a float prints either way (`expressions.rounded_reach`) ----------------------
TIE = "Overdue: **$78.15** (B0426750, incl. $7.50 late fee). 2 payments of ${}: today and 07/07. OK?"


@pytest.mark.parametrize("printed", ["39.07", "39.08"])
def test_a_split_on_a_tie_a_float_prints_either_way_is_computed(printed: str) -> None:
    # 78.15 / 2 = 39.075, which a float holds as 39.074999...: both roundings are the step's
    flags, computed = judged(TIE.format(printed), history({**BILL, "total_due": 78.15}))
    assert not flags and computed[printed] == "count-divided", (flags, computed)


@pytest.mark.parametrize("wrong", ["39.09", "39.17", "49.07", "39.06"])
def test_a_split_one_digit_off_both_roundings_stays_flagged(wrong: str) -> None:
    flags, computed = judged(TIE.format(wrong), history({**BILL, "total_due": 78.15}))
    assert wrong in flags and computed.get(wrong) != "count-divided"
