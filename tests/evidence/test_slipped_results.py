"""Round 16's misses of planted inventions (plants16): a short result one edit from the arithmetic
the answer writes for it (`evidence/slipped_results.py`), a slip written as an arrow's new state
(`near_misses.py`), and an `unverified` value one edit from its operands with the answer's earlier
amounts (`unverified.py`). Each plant is flagged; its honest neighbour is not; `reference` as
before."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.slipped_results import MAX_SLIPPED_RESULTS, slipped_results
from evidence_audit.evidence.unverified import numbers_of

from ._helpers import DEFAULT, REFERENCE, flagged, history

BANK = "- amount: 50.0\n  subject: Spotify Premium\n- amount: 1350.0\n  subject: Q1 spending\n- year: 2022"
DATA = {"line_id": "L1", "roaming_usage_mb": 3140, "days": 12, "views": 6033, "orders": 96, "weight_kg": 7.3}
SPEED = "Speed Test: Download 86.5 Mbps | Upload 12.4 Mbps | Latency 24 ms"
ORDER = {"order_id": "#W1", "total": 215.0, "exchange": {"charge": 1.5, "method": "PayPal"}}


def check(answer: str, *results, user: str = "hi", gate=DEFAULT):
    return check_answer(answer, history(*results, user=user), gate)


def slipped(answer: str, carried: frozenset[str] = frozenset()) -> frozenset[str]:
    return slipped_results(answer, numbers_of(answer), carried, frozenset(), 4)


# --- a short result one edit from the arithmetic written for it -----------------------------------

@pytest.mark.parametrize("wrong, right, template", [
    ("3.9", "3.7", "* **Share of Q1:** 50.00 of 1,350.00 = **{}%**"),  # a share, a digit replaced
    ("550.00", "500.00", "That is 10 payments of 50.00, totalling {} for 2022."),  # a count times an amount
    ("7.2", "7.5", "(5 - 1) hours x 3 km/h = **12 km**. That's a solid day, about {} miles!"),  # a conversion
    ("3.4", "3.1", "* 3,140 MB over 12 days = **262 MB a day**\n  * In all about {} GB"),  # a conversion, the line above
    ("42", "24", "The two tickets: 12 x 2 = {} EUR."),  # two digits swapped
    ("15.1", "16.1", "For reference, 7.3 kg is about {} lb."),  # a conversion more precise than its operand
])
def test_a_miswritten_result_is_flagged_and_the_right_one_is_not(wrong: str, right: str, template: str) -> None:
    value = wrong.rstrip("0").rstrip(".") if "." in wrong else wrong
    assert value in flagged(check(template.format(wrong), BANK, DATA))
    honest = right.rstrip("0").rstrip(".") if "." in right else right
    assert honest not in flagged(check(template.format(right), BANK, DATA))
    assert value not in flagged(check(template.format(wrong), BANK, DATA, gate=REFERENCE))  # short: prose there


def test_every_one_digit_mutant_of_a_right_share_is_flagged() -> None:
    for wrong in ("2.7", "4.7", "3.5", "3.1", "3.4"):
        assert wrong in flagged(check(f"50.00 of 1,350.00 = {wrong}%", BANK)), wrong


def test_a_rounding_either_way_is_no_slip() -> None:
    assert not slipped("50.00 of 1,350.00 = 3.7%") and not slipped("50.00 of 1,350.00 = 3.8%")  # 3.704
    assert not slipped("12 km, about 7.4 miles")  # 7.46 truncated


def test_a_result_more_than_one_edit_off_is_left_to_the_other_rules() -> None:
    assert not slipped("That is 10 payments of 50.00, totalling 720.00.")  # unverified's ground, not a slip


@pytest.mark.parametrize("answer", [
    "10 + 5 + 5 = 20",  # a chain: 5 + 5 = 10 is not what gives 20
    "Days left, today included: June 9 -> June 30 = 22 days.",  # no operator joins the two
    "**Monthly average:** 100.00 + 200.00 ... **45.00**",  # no link to the value
    "7.3 GB left for 22 days (about 332 MB/day).",  # days are no data unit
    "3.6 GB / 22 ≈ 0.16 GB, about 164 MB a day.",  # 164 took the quotient unrounded, not the approximate 0.16
    "Lunch ends at 13:30 and onboarding starts at 15:00: **1 hour and 30 minutes** free.",  # one quantity, two units
    "He is 5 ft 11 in tall.",
    "not 1 hour 30 minutes. The total is 2 h 30 min + 30 min = 3 hours.",  # a compound further back
    "| July | 63,390 | €4,390,117.80 | +9.4% |",  # a table row's cells: no operation pinned
    "| 2026-07 | 5,290 | 38.0% |",
    "81.1% − 70.1% = **11.1 points** in favour of annual.",  # within its operands' rounding
    "12 x 2 = 24 EUR, and 38 more later",  # the value after is no result
])
def test_values_the_answer_pins_no_arithmetic_for_are_not_judged(answer: str) -> None:
    assert not slipped(answer)


def test_a_carried_or_said_value_is_not_judged() -> None:
    assert not slipped("The two tickets: 12 x 2 = 42 EUR.", frozenset({"42"}))
    assert "42" not in flagged(check("The two tickets: 12 x 2 = 42 EUR.", BANK, user="it said 42 EUR"))


def test_values_judged_are_bounded_per_answer() -> None:
    answer = " ".join(f"{i} x 3 = {3 * i + 10} EUR." for i in range(10, 60))
    assert len(slipped(answer)) <= MAX_SLIPPED_RESULTS


# --- a slip written as an arrow's new state -------------------------------------------------------

def test_a_slip_after_an_arrow_from_one_number_is_flagged() -> None:
    answer = "Download 4.2 → 86.5 Mbps, upload 1.1 → {} Mbps, latency 61 → 24 ms."
    assert "14.2" in flagged(check(answer.format("14.2"), SPEED))
    assert not flagged(check(answer.format("12.4"), SPEED))
    assert not flagged(check(answer.format("14.2"), SPEED, gate=REFERENCE))


def test_an_arrow_after_an_operation_still_frames_arithmetic() -> None:
    assert "14.2" not in flagged(check("Upload: 1.1 + 13.1 → 14.2 Mbps.", SPEED))


# --- unverified: near a result of its operands and the answer's earlier amounts --------------------

def test_an_arrow_total_one_swap_from_an_earlier_amount_plus_its_operand_is_flagged() -> None:
    answer = "Exchange requested. You pay $1.50 via PayPal. Order value: $215.00 → ${}."
    v = check(answer.format("261.50"), ORDER)
    assert "261.5" in flagged(v) and not v.unverified
    far = check(answer.format("290.00"), ORDER)  # more than one edit from anything: listed
    assert "290" not in flagged(far) and [u.candidate.value for u in far.unverified] == ["290"]
