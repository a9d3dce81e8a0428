"""Census35: the answer before the previous one is an operand source of `conversation`.

The wide `conversation` rule paired the numbers this answer wrote before the value and the numbers
the previous answer settled. A conversation goes back further: a bursar's first answer settles the
term's fees, the next answer gives a percent, and the third, asked about fewer credits, adds the new
tuition to those fees (`Total with fees: $3,925.00` for 3,500 + 425). The census of the sets
already read found the shape on six of them (a fee settled two answers back, a procedure's cost, a
bill's parts). Now the settled numbers of the answer before the previous one are operands too, bound
(`wide._kept_before_previous`, `wide._before_previous_pair`), each bound with its refusal here:

- a digit changed stays flagged (`3,935.00`);
- an amount the previous answer superseded (it settled a number one digit off it: a correction) is
  no operand;
- the wider pool is chance-tested: a value whose one-digit neighbour a pair of the same search also
  reaches stays flagged;
- the `reference` profile computes nothing."""

from __future__ import annotations

import json
from typing import Any

from ._helpers import REFERENCE, judged

BILL = {"student_id": "K20031177", "term": "2027SP", "charges": [
    {"item": "Tuition, 12 credit hours", "amount": 4200.0}, {"item": "Fees", "amount": 425.0}],
    "balance": 4625.0, "deposit_held": 1425.0}
CATALOGUE = "Tuition per credit hour: $350.00 (resident)"


def _run(middle: str) -> list[dict[str, Any]]:
    """A bursar's run: the bill and the catalogue fetched, an answer that settles the fees, the
    `middle` answer (which writes no amount the last step takes), then the last question."""
    return [
        {"role": "system", "content": "You are the bursar's assistant of a small college."},
        {"role": "user", "content": "K20031177: what do I owe for spring?"},
        {"role": "tool", "content": json.dumps(BILL)},
        {"role": "tool", "content": CATALOGUE},
        {"role": "assistant", "content": "| Item | Amount |\n|---|---|\n| Tuition (12 cr) | $4,200.00 |\n"
                                         "| Fees | $425.00 |\n| **Charges** | **$4,625.00** |"},
        {"role": "user", "content": "How much of that is fees, as a share?"},
        {"role": "assistant", "content": middle},
        {"role": "user", "content": "And if I take 10 credits instead?"},
    ]


SHARE = "| | |\n|---|---|\n| Fees / charges | 9.2% |"
ANSWER = "| Item | Amount |\n|---|---|\n| Tuition 10 × $350 | $3,500.00 |\n| Total with fees | $3,925.00 |"


def test_an_amount_settled_two_answers_back_is_an_operand() -> None:
    flags, computed = judged(ANSWER, _run(SHARE))
    assert "3925" not in flags
    assert computed["3925"] == "conversation"


def test_a_digit_changed_stays_flagged() -> None:
    flags, _ = judged(ANSWER.replace("3,925.00", "3,935.00"), _run(SHARE))
    assert "3935" in flags


def test_an_amount_the_previous_answer_corrected_is_no_operand() -> None:
    corrected = "Sorry, the fees are $435.00, not what I wrote: | Fees / charges | 9.4% |"
    flags, computed = judged(ANSWER, _run(corrected))
    assert "3925" not in computed  # (no rule computes it: flagged, or listed unverified under its `Total` label)


def test_a_value_whose_neighbour_the_same_search_reaches_stays_flagged() -> None:
    # 3,500 + 1,425 (the previous answer's) is 4,925, a one-digit neighbour of 3,925: no step is told
    near = "| | |\n|---|---|\n| Fees / charges | 9.2% |\n| Deposit held | $1,425.00 |"
    flags, computed = judged(ANSWER, _run(near))
    assert "3925" not in computed  # (no rule computes it: flagged, or listed unverified under its `Total` label)


def test_the_reference_profile_is_unchanged() -> None:
    _, computed = judged(ANSWER, _run(SHARE), REFERENCE)
    assert "3925" not in computed


# (census35) carried-sum: two numbers of one record added, named by the word both keys share

SETTLEMENT = {"event_id": "EV-5530", "name": "Lantern Choir", "tickets_sold": 842, "gross_face": 25260.0,
              "booking_fees": 2947.0, "card_fees": 631.5, "tax_collected": 2114.38, "venue_rent": 4000.0}


def _settled(answer_first: str) -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": "You are the box-office assistant of a concert hall."},
        {"role": "user", "content": "Settle the Lantern Choir night (EV-5530): what does the promoter get?"},
        {"role": "tool", "content": json.dumps(SETTLEMENT)},
    ]


SETTLED = ("Net face after rent: $25,260.00 − $4,000.00 = $21,260.00.\n\n"
           "Fees ($3,578.50) and tax are not part of the split.")


def test_a_sum_of_two_keys_named_by_their_shared_word_is_computed() -> None:
    flags, computed = judged(SETTLED, _settled(SETTLED))
    assert "3578.5" not in flags
    assert computed["3578.5"] == "carried-sum"


def test_a_carried_sum_with_a_digit_changed_stays_flagged() -> None:
    flags, _ = judged(SETTLED.replace("3,578.50", "3,678.50"), _settled(SETTLED))
    assert "3678.5" in flags


def test_a_sum_no_word_names_stays_flagged() -> None:
    # `rent` is no word of `booking_fees` or `card_fees`, and no total word is written
    unnamed = "Net face after rent: $25,260.00 − $4,000.00 = $21,260.00.\n\nRent ($3,578.50) is not part of the split."
    flags, computed = judged(unnamed, _settled(unnamed))
    assert "3578.5" in flags and "3578.5" not in computed


def test_a_carried_sum_in_the_reference_profile_is_not_computed() -> None:
    _, computed = judged(SETTLED, _settled(SETTLED), REFERENCE)
    assert "3578.5" not in computed
