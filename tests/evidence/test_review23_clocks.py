"""Round 23's review, findings 4 and 8: a colonless clock after a bare `to`/`at`/`and` is grounded
only by a clock the results write as a clock (never by a timestamp's), and the reasoning-block
reader is linear in a run of spaces and in the number of closes."""

from __future__ import annotations

import time

import pytest

from evidence_audit.evidence import clock_forms
from evidence_audit.evidence.reasoning_blocks import joined_results

from ._helpers import flagged, history, judged, verdict

SENSOR = {"sensor": "T-4", "readings": [{"at": "2026-03-01T14:35:00Z", "level": 1212},
                                        {"at": "2026-03-01T09:20:00Z", "level": 1188}]}
DELIVERIES = ("DELIVERIES & CREW - J-2611-09 (kitchen extension)\nThu 05/11 0730  Castlerock Readymix, 6.5 m3 C32/40 + pump\n"
              "Thu 05/11 0800  Crew on site: T. Wrona, J. Mbeki\nFri 06/11 0900  Brickhouse Supplies, 2,400 facing bricks\n"
              "Site hours: 0730-1630, 30 min unpaid lunch. Overtime at time and a half.")


@pytest.mark.parametrize("answer, value", [
    ("The level rose to 1435.", "1435"), ("The level rose to 14.35.", "14.35"),
    ("Between 0920 and 1435 the level rose.", "1435"), ("The level stood at 14.35 on the gauge.", "14.35"),
])
def test_a_weakly_cued_spelled_clock_is_not_grounded_by_a_timestamp(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(SENSOR, user="what is the level?"))
    assert value in flags


@pytest.mark.parametrize("answer, value", [
    ("The reading was taken at 1435 hrs.", "1435"), ("Sun 01/03 1435: the level rose.", "1435"),
    ("From 09:20 to 1435 the level rose.", "1435"),
])
def test_a_strongly_cued_spelled_clock_is_grounded_by_a_timestamp(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(SENSOR, user="what is the level?"))
    assert value not in flags


def test_a_weak_cue_is_enough_where_the_results_write_the_clock_as_a_clock() -> None:
    assert "19.45" not in flagged(verdict("Your table is booked at 19.45.", {"slot": "19:45", "table": 4}))
    flags, _ = judged("* Site hours 0730 to 1630 (half past four): 9 h", history(DELIVERIES, user="hours?"))
    assert not flags & {"0730", "1630"}
    flags, _ = judged("* Overtime from 1630 to 1700 hrs: 0.5 h", history(DELIVERIES, user="If he stays to 1700 hrs?"))
    assert "1630" not in flags


@pytest.mark.parametrize("text, value, strong", [
    ("rose to 1435.", "1435", False), ("between 0920 and 1435", "1435", False), ("at 14.35 on", "14.35", False),
    ("at 1435 hrs", "1435", True), ("Thu 05/11 0730 x", "0730", True), ("from 1630 to 1700 hrs", "1630", True),
    ("at 7.30pm", "7.30", True), ("09:20-1435", "1435", True),
])
def test_strongly_cued(text: str, value: str, strong: bool) -> None:
    start = text.index(value)
    assert clock_forms.strongly_cued(text, start, start + len(value)) is strong


def test_a_close_after_a_long_run_of_spaces_is_linear() -> None:
    text = "<think> 12 + 3" + " " * 40000 + "x </think> 15"
    began = time.perf_counter()
    assert joined_results(text) == text
    assert time.perf_counter() - began < 0.3  # quadratic before: seconds


def test_many_closes_do_not_rescan_the_text_for_their_open() -> None:
    text = "<think> 1 + 2. </think> 3 " + "and 4 + 5 </think> 9 " * 6000
    began = time.perf_counter()
    joined = joined_results(text)
    assert time.perf_counter() - began < 0.5
    assert joined.startswith("<think> 1 + 2 =")
    assert joined[26:].count("=") == 0  # the later closes have no open of their own
    block = "<think> 89.73 + 142.58 + 84.33. </think> £316.64 for 216.1 L."
    assert joined_results(block) == "<think> 89.73 + 142.58 + 84.33 =         £316.64 for 216.1 L."
