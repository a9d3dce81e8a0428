"""(review39) Round 39's excuses at their price: made-up runs where an invented value (another tier's
count, another record's quantity, a wrong direction) is excused by a rule merged this round, and
honest values a new flag now refuses. Each test asserts what the rule should do: they fail on int39
(0c27a836) and pass when the rule is narrowed.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, content, flagged, history

# --- D2: labelled_sums.refuted_sums: terms in two units of one dimension ----------------------------


def test_a_right_labelled_sum_over_two_units_is_not_refuted() -> None:
    # 1.2 kg + 300 g = 1.5 kg: the terms' bare numbers add to 301.2, but the sum is right
    run = history({"recipe": [{"item": "flour", "qty": "1.2 kg"}, {"item": "sugar", "qty": "300 g"}]}, user="Total weight?")
    assert "1.5" not in flagged(check_answer("Flour 1.2 kg + sugar 300 g = 1.5 kg", run, DEFAULT))


def test_a_right_labelled_sum_of_hours_and_minutes_is_not_refuted() -> None:
    run = history({"legs": [{"leg": "OSL-CPH", "h": 2}, {"leg": "layover", "min": 45}, {"leg": "CPH-ATH", "h": 3}]},
                  user="How long is the trip?")
    assert "5.75" not in flagged(check_answer("Flight 2 hours + layover 45 minutes + flight 3 hours = 5.75 hours", run, DEFAULT))


# --- D3: near_misses weak two-digit slip: a new count the question asks for -------------------------

ORDER = {"order": "EXP-441", "kg": 2400, "price_usd_kg": 4.1, "sack_kg": 50}
WORTH = "- 2,400 kg × USD 4.10 = **USD 9,840.00**\n- Packed in 48 sacks of 50 kg\n- Paid 30 days after loading"


def _asked(question: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are an agent."}, {"role": "user", "content": "hi"},
            {"role": "tool", "content": content(ORDER)}, {"role": "assistant", "content": WORTH},
            {"role": "user", "content": question}]


def test_a_count_for_another_quantity_the_question_states_is_no_slip() -> None:
    # 2,200 kg / 50 kg = 44 sacks: right, one digit from the earlier 48 sacks
    assert "44" not in flagged(check_answer("**44 sacks**.", _asked("How many sacks would 2,200 kg take?"), DEFAULT))
    # 2,400 kg / 60 kg = 40 sacks
    assert "40" not in flagged(check_answer("**40 sacks**.", _asked("How many sacks if we pack in 60 kg sacks?"), DEFAULT))
