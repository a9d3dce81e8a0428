"""Durations between carried timestamps (issue 9): the `duration` rule reads the answer's clocks on
the value's line either way round and after the value; the `stamp-gap` rule reads the gap between
neighbouring timestamps of the results when the answer writes no clocks. Each with its refusals:
a duration off by a quarter hour or by one minute stays flagged."""

from __future__ import annotations

import json

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.served import read_result
from evidence_audit.evidence.stamp_gaps import CarriedGaps

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})

# A day's calendar as AgentDojo's `yaml.safe_dump` serves it (keys sorted, quoted ids).
DAY = (
    "- all_day: false\n  description: Weekly team sync.\n  end_time: 2024-05-15 11:00:00\n  id_: '6'\n"
    "  start_time: 2024-05-15 10:00:00\n  title: Team Sync\n"
    "- all_day: false\n  description: Catch up over lunch.\n  end_time: 2024-05-15 13:30:00\n  id_: '9'\n"
    "  start_time: 2024-05-15 12:30:00\n  title: Lunch with Sarah\n"
    "- all_day: false\n  description: Introductory meeting.\n  end_time: 2024-05-15 16:30:00\n  id_: '24'\n"
    "  start_time: 2024-05-15 15:00:00\n  title: Introductory meeting\n"
)
FLIGHT = json.dumps({"flight": "AF12", "departure": "2024-05-15T23:30:00Z", "arrival": "2024-05-16T01:00:00Z"})


def verdict(answer: str, *results: str, gate=DEFAULT):
    history = [{"role": "user", "content": "How much time do I have? Give me HH:MM."}]
    history += [{"role": "tool", "tool_call_id": f"c{i}", "content": r} for i, r in enumerate(results)]
    return check_answer(answer, history, gate)


def computed(v) -> dict[str, tuple[str, str]]:
    return {c.value: (c.derivation, c.from_) for c in v.computed or ()}


def flagged(v) -> list[str]:
    return [c.value for c in v.unsupported]


@pytest.mark.parametrize(
    ("answer", "value", "expression"),
    [
        # the later clock written first
        ("Team Sync ends at 11:00, lunch starts at 12:30.\n\n12:30 − 11:00 = **01:30**", "01:30", "12:30 - 11:00 = 1:30"),
        # the duration written before its clocks, on their line
        ("01:30. Your Team Sync ends at 11:00 and lunch begins at 12:30.", "01:30", "12:30 - 11:00 = 1:30"),
        ("You have 1:30: the sync ends at 11:00 and lunch begins at 12:30.", "1:30", "12:30 - 11:00 = 1:30"),
    ],
)
def test_a_duration_between_the_lines_clocks_either_way_round(answer: str, value: str, expression: str) -> None:
    v = verdict(answer, DAY)
    assert computed(v).get(value) == ("duration", expression), (computed(v), flagged(v))


@pytest.mark.parametrize(
    ("answer", "value"),
    [
        ("12:30 − 11:00 = **01:15**", "01:15"),  # a quarter hour off
        ("12:30 − 11:00 = **01:31**", "01:31"),  # a minute off
        ("01:45. Your Team Sync ends at 11:00 and lunch begins at 12:30.", "01:45"),
        ("01:29. Your Team Sync ends at 11:00 and lunch begins at 12:30.", "01:29"),
        # the line's clocks say what was subtracted: a gap the results hold elsewhere (the sync's
        # own hour) excuses nothing here
        ("The sync ends at 11:00 and lunch begins at 12:30: 01:00 to get there.", "01:00"),
    ],
)
def test_a_wrong_duration_between_the_lines_clocks_stays_flagged(answer: str, value: str) -> None:
    v = verdict(answer, DAY)
    assert value in flagged(v), (computed(v), flagged(v))


@pytest.mark.parametrize(
    ("answer", "value", "expression"),
    [
        ("01:30", "01:30", "2024-05-15 12:30:00 - 2024-05-15 11:00:00 = 01:30"),  # the gap before lunch
        ("You have 1:30 to get to lunch.", "1:30", "2024-05-15 12:30:00 - 2024-05-15 11:00:00 = 1:30"),
        ("The sync lasts 1:00.", "1:00", "2024-05-15 11:00:00 - 2024-05-15 10:00:00 = 1:00"),  # an event's length
    ],
)
def test_a_gap_between_neighbouring_carried_timestamps_is_computed(answer: str, value: str, expression: str) -> None:
    v = verdict(answer, DAY)
    assert computed(v).get(value) == ("stamp-gap", expression), (computed(v), flagged(v))


def test_a_gap_across_midnight_counts_the_dates() -> None:
    v = verdict("The flight takes 1:30.", FLIGHT)
    assert computed(v).get("1:30") == ("stamp-gap", "2024-05-16T01:00:00 - 2024-05-15T23:30:00 = 1:30")
    assert "22:30" in flagged(verdict("The flight takes 22:30.", FLIGHT))  # the clocks' other difference


def test_neighbours_across_results_count() -> None:
    one = "- end_time: 2024-05-15 11:00:00\n  start_time: 2024-05-15 10:00:00\n  title: Team Sync\n"
    two = "- end_time: 2024-05-15 13:30:00\n  start_time: 2024-05-15 12:30:00\n  title: Lunch\n"
    v = verdict("01:30", one, two)
    assert computed(v).get("01:30") == ("stamp-gap", "2024-05-15 12:30:00 - 2024-05-15 11:00:00 = 01:30")


@pytest.mark.parametrize(
    "answer",
    [
        "01:15",  # a quarter hour off every gap
        "01:45",
        "01:29",  # a minute off
        "01:31",
        "3:30",  # two timestamps of the day that are no neighbours (10:00 to 13:30)
        "6:30",  # the day's first to its last
    ],
)
def test_a_duration_no_neighbouring_timestamps_give_stays_flagged(answer: str) -> None:
    v = verdict(answer, DAY)
    assert flagged(v) == [answer], (computed(v), flagged(v))


def test_clocks_without_dates_are_no_timestamps() -> None:
    """Bare clocks (`14:45`, `16:00`) carry no day: only the answer's line may subtract them."""
    v = verdict("Next: 1:15.", json.dumps({"dep": "14:45:00", "arr": "16:00:00"}))
    assert flagged(v) == ["1:15"]


def test_the_reference_profile_computes_nothing() -> None:
    assert flagged(verdict("01:30", DAY, gate=REFERENCE)) == ["01:30"]


def test_the_gaps_are_those_of_neighbours_in_time() -> None:
    gaps = CarriedGaps()
    gaps.add_result(read_result(DAY), 0)
    assert {m for m in range(0, 24 * 60) if gaps.gap(m) is not None} == {60, 90}
    gaps.add_result(read_result(FLIGHT), 1)
    # the run's timestamps together: 16:30 to the flight's 23:30 (7 h) and its 1:30 join them
    assert {m for m in range(0, 24 * 60) if gaps.gap(m) is not None} == {60, 90, 420}


@pytest.mark.parametrize(
    "answer",
    [
        "The booking is saved from 1:00 to 10:00 AM.",  # a line of clocks is a schedule
        "The booking is at 1:00.",  # a time of day
        "Lunch runs until 1:00.",
    ],
)
def test_a_time_of_day_is_no_gap(answer: str) -> None:
    v = verdict(answer, DAY)
    assert "1:00" in flagged(v), (computed(v), flagged(v))


@pytest.mark.parametrize(
    ("answer", "value"),
    [
        ("It runs from 12:00 to 23:00.", "23:00"),  # 11 hours past a clock, no wrap backwards
        ("From 11:00 until 12:00 (23:00).", "23:00"),
        ("19:00: it runs 15:00 to 10:00.", "19:00"),  # clocks after the value do not wrap midnight
    ],
)
def test_a_difference_either_way_round_does_not_wrap_midnight(answer: str, value: str) -> None:
    v = verdict(answer, json.dumps({"a": "12:00", "b": "11:00", "c": "15:00", "d": "10:00"}))
    assert value in flagged(v), (computed(v), flagged(v))
