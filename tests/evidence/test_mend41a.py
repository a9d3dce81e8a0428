"""(mend41a) review41 D1, D2, D9: the bounds, each with a case that passes and refusals that could fail.

- `listed_steps.py` (`listed-steps`): a step's duration counts only where the run gives its number (a
  result carries it, a person or the rules state it) or the step's line writes an equation that holds
  right before it (`270 km / 60 km/h = 4.5 h`); a duration counted back (`45 min before`) is no step.
- `word_dates.py` (census41's own-line tier): the span a date's line writes counts only where its size
  is a span a person, the rules or a result states.
- `hour_steps.py`: `plus_sums` reads the line's last `MAX_LINE_BEFORE` characters before the clock.
"""

from __future__ import annotations

import pytest

from evidence_audit.evidence.listed_steps import listed_step

from ._helpers import history, judged

TRUCK = history({"truck": "TR-77", "departs": "2027-05-02T07:20", "ferry_min": 45},
                user="When does TR-77 reach the depot?")


def test_a_step_by_its_line_s_equation_that_holds() -> None:
    flags, how = judged("1. Drive: 270 km / 60 km/h = 4.5 h\n2. Ferry: 45 min\n3. Leaves 07:20 → depot **12:35**", TRUCK)
    assert not flags and how["12:35"] == "listed-steps"


@pytest.mark.parametrize("answer", [
    # the equation does not hold (270 / 60 is 4.5): its 5.5 h is the answer's own
    "1. Drive: 270 km / 60 km/h = 5.5 h\n2. Ferry: 45 min\n3. Leaves 07:20 → depot **13:35**",
    # a duration no result carries and no equation computes
    "1. Drive: 5.5 h\n2. Ferry: 45 min\n3. Leaves 07:20 → depot **13:35**",
    # a ferry of 55 min, the result's is 45
    "1. Drive: 270 km / 60 km/h = 4.5 h\n2. Ferry: 55 min\n3. Leaves 07:20 → depot **12:45**",
])
def test_a_duration_the_run_does_not_give_is_no_step(answer: str) -> None:
    flags, _ = judged(answer, TRUCK)
    assert flags, answer


@pytest.mark.parametrize("back", ["before", "prior to", "earlier", "ago"])
def test_a_duration_counted_back_is_no_step(back: str) -> None:
    text = f"- Departs 10:30\n- Boarding closes 45 min {back}\n- Lands **11:15**"
    assert listed_step(text, text.index("11:15")) is None
    text = "- Departs 10:30\n- Flight 45 min\n- Lands **11:15**"
    step = listed_step(text, text.index("11:15"))
    assert step is not None and step.minutes == 45


SHIPPING = history({"order": "SO-118", "lead_time_days": 7, "ships": "2026-04-20", "delivery": "2026-04-27"},
                   user="It ships on 20 April, when does it arrive? today is 2026-04-13")


def test_a_line_s_span_the_run_states_steps_the_date() -> None:
    flags, how = judged("- Delivery: 7 days → 27 April", SHIPPING)
    assert "27 April" not in flags
    # a line's own count the run never gave, from the asked 20 April (int41's own-line tier took 6 and 4)
    for wrong in ("- Delivery: 6 days → 26 April", "- Delivery: 4 days → 24 April", "- Delivery: 8 days → 28 April"):
        flags, _ = judged(wrong, SHIPPING)
        assert wrong[-8:] in flags, wrong
