"""Round 10's range lengths (`evidence/range_lengths.py`): a duration the answer writes right after
a clock range of its own (`14:00-15:45 (1 h 30 min)`) that the range does not give is flagged,
however short; one the range gives, an approximate one, or one after no range is not judged. Under
the `arithmetic` dial (off in `reference`)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.range_lengths import refuted_lengths

from ._helpers import DEFAULT, REFERENCE, flagged, history

EVENTS = {"events": [{"start": "2024-05-22 14:00:00", "end": "2024-05-22 15:45:00"}]}


@pytest.mark.parametrize("text, refuted", [
    ("Hiring committee, 14:00-15:45 (1 h 30 min)", ["1 h 30 min"]),
    ("Hiring committee, 14:00-15:45 (1 h 45 min)", []),
    ("August 10, 22:13 to 22:55 UTC: 47 minutes", ["47 minutes"]),
    ("August 10, 22:13 to 22:55 UTC: 42 minutes", []),
    ("09:02:30 to 09:06:00 UTC: 3 minutes 30 seconds", []),
    ("09:02:30 to 09:06:00 UTC: 3 minutes 20 seconds", ["3 minutes 20 seconds"]),
    ("2:00-3:30 PM (90 min)", []),  # the am/pm written once holds for both ends
    ("2:00-3:30 PM (1 hour and 20 minutes)", ["1 hour and 20 minutes"]),
    ("23:30-00:15 (45 minutes)", []),  # across midnight
    ("9:00 AM - 5:00 PM, 8 hours", []),
    ("9:00 AM - 5:00 PM, 9 hours", ["9 hours"]),
    ("10:00-11:00 (about 2 hours)", []),  # approximate: not judged
    ("from 10:00 to 11:00, and 2 hours later", []),  # no length of the range
    ("1h45m", []),
])
def test_the_length_of_a_clock_range_is_checked(text: str, refuted: list[str]) -> None:
    assert refuted_lengths(text) == refuted


def test_a_wrong_length_is_flagged_though_both_clocks_are_carried() -> None:
    hist = history(EVENTS)
    answer = "**Hiring committee**, 14:00-15:45 (1 h 30 min)."
    assert flagged(check_answer(answer, hist, DEFAULT)) == {"1 h 30 min"}
    assert not flagged(check_answer(answer.replace("1 h 30", "1 h 45"), hist, DEFAULT))
    assert "1 h 30 min" not in flagged(check_answer(answer, hist, REFERENCE))
    assert not flagged(check_answer(answer, hist, resolve_gate({"arithmetic": False})))
