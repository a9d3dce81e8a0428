"""(census41) Honest values held-out runs flagged, each with the bound that keeps an invention flagged.

- `listed_steps.py` (`listed-steps`, heldout38 seed-08 and bell-08, heldout37 glass-08): a clock a
  numbered or bulleted list's last step reaches from the list's one clock by every duration its step
  lines above write (`1. Picked up 9 February 10:30` / `2. Transit 31 hours` / `3. **10 February
  17:30**`), across midnight too: the date beside it by `hour_steps.shown_hour_step`, the base day
  written beside the base clock. A minute, an hour or a day off, a blank line cutting the list, a
  step of two lengths, a second clock, a clock no result carried: flagged.
"""

from __future__ import annotations

import pytest

from evidence_audit.evidence.listed_steps import listed_step

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, history, judged

PARCEL = history({"parcel": "KP-0310-2", "weight_kg": 4.1, "picked_up": "2027-03-10T21:15", "transit_hours": 28},
                 system="Today is 2027-03-10 (Wednesday), 08:00.", user="When does KP-0310-2 arrive?")
TRUCK = history({"truck": "TR-77", "departs": "2027-05-02T07:20", "km": 240, "avg_kmh": 60, "ferry_min": 45},
                user="When does TR-77 reach the depot?")


def test_a_list_s_steps_reach_the_clock_and_its_day() -> None:
    flags, how = judged("1. Picked up 10 March 21:15\n2. Transit 28 hours\n3. **12 March 01:15**", PARCEL)
    assert not flags
    assert how["01:15"] == "listed-steps"
    v = check_answer("1. Picked up 10 March 21:15\n2. Transit 28 hours\n3. **12 March 01:15**", PARCEL, DEFAULT)
    assert any(c.from_ == "21:15 + 28 hours = 01:15 (the list's steps)" for c in v.computed or ())
    assert "12 March" in how


def test_durations_above_the_clock_s_line_are_summed() -> None:
    answer = "- Drive: 240 km / 60 km/h = 4 h\n- Ferry: 45 min\n- Leaves 2 May 07:20 → depot **2 May 12:05**"
    flags, how = judged(answer, TRUCK)
    assert not flags and how["12:05"] == "listed-steps"
    # one length written twice on a step counts once
    answer = "1. Drive: 4.5 h (4 h 30 min)\n2. Ferry: 45 min\n3. Leaves 2 May 07:20 → depot **2 May 12:35**"
    assert not judged(answer, TRUCK)[0]


@pytest.mark.parametrize("wrong", ["12 March 01:25", "12 March 02:15", "13 March 01:15", "11 March 01:15"])
def test_a_wrong_clock_or_day_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"1. Picked up 10 March 21:15\n2. Transit 28 hours\n3. **{wrong}**", PARCEL)
    assert flags, wrong


@pytest.mark.parametrize("answer", [
    # a blank line cuts the list: the duration is no step of it
    "1. Drive: 240 km / 60 km/h = 4 h\n\n2. Ferry: 45 min\n3. Leaves 2 May 07:20 → depot **2 May 12:05**",
    # a step writing two lengths: no sum the list writes
    "1. Drive: 4 h or 5 h\n2. Ferry: 45 min\n3. Leaves 2 May 07:20 → depot **2 May 12:05**",
    # two clocks before the value: no one base
    "1. Drive: 4 h\n2. Ferry: 45 min, boards 09:00\n3. Leaves 2 May 07:20 → depot **2 May 12:05**",
    # a clock no result carried
    "1. Drive: 4 h\n2. Ferry: 45 min\n3. Leaves 2 May 07:30 → depot **2 May 12:15**",
])
def test_no_step_without_the_list_s_shape(answer: str) -> None:
    flags, _ = judged(answer, TRUCK)
    assert flags, answer


def test_the_step_is_read_from_short_lines_only() -> None:
    text = "1. " + "x" * 300 + " 4 h\n2. Leaves 07:20 → **11:20**"
    assert listed_step(text, text.index("11:20")) is None  # a step line too long to read back
    text = "1. Drive 4 h\n2. Leaves 07:20 → **11:20**"
    step = listed_step(text, text.index("11:20"))
    assert step is not None and step.base == "07:20" and step.minutes == 240
