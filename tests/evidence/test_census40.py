"""(census40) Honest values held-out runs flagged, each with the bound that keeps an invention flagged.

- `labelled_sums.py` (review39 D10, second half): a labelled sum whose terms wear two units of one
  dimension (`Drive 2 hours + layover 45 minutes + flight 3 hours = 5.75 hours`) is each term
  converted to the result's unit by the exact factor and summed: right at the result's places (whole
  parts: rounded half either way), else refuted. `slipped_results.py` no longer reads such a result
  as a slip of one term's conversion (45 minutes, 0.75 hours).
"""

from __future__ import annotations

from decimal import Decimal

from evidence_audit.evidence.labelled_sums import mixed_sum_total, refuted_sums

from ._helpers import history, judged

# --- labelled_sums: a sum in two units, converted ---------------------------------------------------

LEGS = {"legs": [{"leg": "drive", "hours": 2}, {"leg": "layover", "minutes": 45}, {"leg": "flight", "hours": 3}]}
TRIP = history(LEGS, user="Total travel time?")


def test_a_sum_of_hours_and_minutes_in_decimal_hours_is_right() -> None:
    assert not judged("Drive 2 hours + layover 45 minutes + flight 3 hours = 5.75 hours.", TRIP)[0]
    assert not judged("2 hours + 45 minutes + 3 hours = 5.75 hours", TRIP)[0]
    assert not refuted_sums("Walk 1 hour + bus 20 minutes = 80 minutes")
    assert not refuted_sums("Oats 0.5 kg + honey 250 g = 750 g")


def test_the_converted_total_is_the_sum_s() -> None:
    text = "Drive 1 hour + ferry 40 minutes + drive 2 hours = 3.67 hours"
    total = mixed_sum_total(text, text.index("3.67"))
    assert total is not None and round(total, 2) == Decimal("3.67")  # 1 + 40/60 + 2


def test_a_wrong_sum_in_two_units_is_refuted() -> None:
    # one digit off the converted sum, or the sum's bare-number neighbour
    for wrong in ("5.85", "6.75", "5.25"):
        flags, _ = judged(f"Drive 2 hours + layover 45 minutes + flight 3 hours = {wrong} hours.", TRIP)
        assert wrong in flags, wrong
    assert [r.written for r in refuted_sums("Walk 1 hour + bus 20 minutes = 70 minutes")] == ["70"]
    assert [r.written for r in refuted_sums("Oats 0.5 kg + honey 250 g = 0.85 kg")] == ["0.85"]


def test_a_whole_result_is_the_sum_rounded_not_truncated_far() -> None:
    # 5.75 hours written whole: 6 rounds it; 5 is off by more than half an hour
    assert not refuted_sums("2 hours + 45 minutes + 3 hours = 6 hours")
    assert [r.written for r in refuted_sums("2 hours + 45 minutes + 3 hours = 5 hours")] == ["5"]


def test_a_term_in_no_unit_or_another_dimension_refutes_nothing() -> None:
    # a result in two parts is one quantity (`5 h 45 min`); a term in kg beside hours is no sum
    assert not refuted_sums("2 hours + 45 minutes + 3 hours = 5 hours 45 minutes")
    assert not refuted_sums("Drive 2 hours + load 45 kg = 47 hours")
    assert not refuted_sums("Hotel 720 EUR + car 135 USD = 900 EUR")
    assert mixed_sum_total("Kick-off 60 minutes + lunch 30 minutes = 90 minutes", 40) is None  # one unit: no conversion
