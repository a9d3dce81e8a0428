"""(mend39c) Honest values round 39's rules flagged, and the bounds that keep the inventions flagged.

- `labelled_sums.py`: a sum whose terms wear two words (`1.2 kg + 300 g`, `2 hours + 45 minutes`)
  is in two units: its bare numbers are no sum, nothing is refuted. Every term wears the same word
  as the result (a plural's `s` dropped), or none does, for a refutation.
- `slipped_results.py`: a conversion written alone (`45 minutes = 0.85 hours`) is judged. (mend39c's
  skip of a sum's terms as converted operands was taken out at the merge: it left round 35's duration
  totals, `18 h + 45 + 120 + 35 min = 21 h 20 min`, unjudged; `... + layover 45 minutes + ... = 5.75
  hours` stays a false flag, review39 D10's second half, open.)
- `near_misses.py`: a question that writes a number of its own (`How many sacks would 2,200 kg
  take?`) asks for a new value: no weak two-digit slip of the earlier count. A question that writes
  the earlier number or a carried one still asks again.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.labelled_sums import refuted_sums

from ._helpers import DEFAULT, content, flagged, history

# --- labelled_sums: one unit word for every term, or none ----------------------------------------


def test_terms_in_two_units_refute_nothing() -> None:
    assert not refuted_sums("Butter 0.25 kg + milk 400 g = 0.65 kg")
    assert not refuted_sums("Drive 1 hour + ferry 40 minutes + drive 2 hours = 3.67 hours")


def test_a_wrong_sum_in_one_unit_stays_refuted() -> None:
    assert [r.written for r in refuted_sums("Butter 0.25 kg + milk 0.4 kg = 0.75 kg")] == ["0.75"]
    # a plural is the same word: `hour` and `hours`
    assert [r.written for r in refuted_sums("Drive 1 hour + drive 2 hours = 4 hours")] == ["4"]
    # no term wears a word: a plain labelled sum
    assert [r.written for r in refuted_sums("Hotel 720 + car 135 + dinner 120 = 985")] == ["985"]
    # the terms wear one word, the result none
    assert [r.written for r in refuted_sums("Kick-off 60 minutes + lunch 30 minutes = **100**")] == ["100"]


def test_a_result_in_a_word_no_term_wears_stays_unrefuted() -> None:
    assert not refuted_sums("Hotel 720 + car 135 = 900 EUR")


# --- slipped_results: a term of the sum is no converted operand -----------------------------------


def test_a_conversion_written_alone_is_still_judged() -> None:
    # 45 minutes is 0.75 hours: 0.85 is one edit off
    run = history({"layover_min": 45}, user="The layover in hours?")
    assert "0.85" in flagged(check_answer("Layover 45 minutes = 0.85 hours.", run, DEFAULT))


# --- near_misses: no weak slip when the question writes a number of its own -------------------------

CRATES = {"lot": "K-12", "kg": 1440, "crate_kg": 40}
PACKED = "- 1,440 kg of apples\n- Packed in 36 crates of 40 kg"


def _asked(question: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are an agent."}, {"role": "user", "content": "hi"},
            {"role": "tool", "content": content(CRATES)}, {"role": "assistant", "content": PACKED},
            {"role": "user", "content": question}]


def test_a_count_for_a_quantity_the_question_states_is_no_slip() -> None:
    # 1,500 kg / 40 kg = 37.5: 38 crates, one digit from the earlier 36
    assert "38" not in flagged(check_answer("**38 crates**.", _asked("How many crates would 1,500 kg need?"), DEFAULT))
    # 1,440 kg in 45 kg crates = 32 crates
    assert "32" not in flagged(check_answer("**32 crates**.", _asked("How many crates of 45 kg?"), DEFAULT))


def test_a_count_asked_again_one_digit_off_stays_flagged() -> None:
    assert "38" in flagged(check_answer("**38 crates**.", _asked("How many crates was it again?"), DEFAULT))
    # the question writes the earlier count, or a carried number: still asked again
    assert "38" in flagged(check_answer("**38 crates**.", _asked("How many crates again, 36?"), DEFAULT))
    assert "38" in flagged(check_answer("**38 crates**.", _asked("How many crates for the 1,440 kg again?"), DEFAULT))
