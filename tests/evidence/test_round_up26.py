"""(round 26, mountain24) `round-up` (`rounded_ups.py`): a number rounded up where the answer says
so between the exact number and the rounded one (`670,65 €, aufgerundet 671,00 €`, `54.40, rounded
up to 54.50`), to the step the value is written to. Each with its refusals: no cue, a number
between them, a value a step too high or a digit off stays flagged."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence.rounded_ups import step_of

from ._helpers import history, judged

PASS = {"season_pass_eur": 789.0, "day_pass_eur": 64.0}


@pytest.mark.parametrize("number, step", [
    ("671.00", "1"), ("54.50", "0.1"), ("680", "10"), ("675", "1"), ("12.30", "0.1"),
])
def test_the_step_a_value_is_written_to(number: str, step: str) -> None:
    assert step_of(Decimal(number)) == Decimal(step)


@pytest.mark.parametrize("answer, number", [
    ("Ihr Vater (Senior, 85 %): 789 × 0,85 = 670,65 €, aufgerundet 671,00 €.", "671"),
    ("Senior: $789 × 0.85 = $670.65, rounded up to $671.00.", "671"),
    ("Day pass: $64 × 0.85 = $54.40, rounded up: $55.00.", "55"),
    ("Senior: 789 × 0,85 = 670,65 €, arrotondato per eccesso 671,00 €.", "671"),
])
def test_a_number_rounded_up_where_the_answer_says_so(answer: str, number: str) -> None:
    flags, computed = judged(answer, history(PASS))
    assert computed.get(number) == "round-up", (flags, computed)
    assert not flags


@pytest.mark.parametrize("answer, flagged", [
    ("Senior: $789 × 0.85 = $670.65, so $671.00.", "671"),  # no cue of rounding up
    ("Senior: $789 × 0.85 = $670.65, rounded up to $672.00.", "672"),  # a digit off
    ("Senior: $789 × 0.85 = $670.65, rounded up to $681.00.", "681"),  # a step too high
    ("Senior: $789 × 0.85 = $670.65, rounded up to $670.00.", "670"),  # below the number
    ("Day pass: $64 × 0.85 = $54.40, rounded up: $56.00.", "56"),  # more than one step up
    ("Day pass: $64 × 0.85 = $54.40, rounded up: $54.50.", "54.5"),  # a step of 0.10 gives 54.40: a half step is not read
])
def test_a_rounding_that_is_not_one_stays_flagged(answer: str, flagged: str) -> None:
    flags, computed = judged(answer, history(PASS))
    assert flagged in flags, (flags, computed)
