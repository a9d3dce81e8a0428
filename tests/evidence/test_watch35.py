"""Watch35: a date step from a base the answer shows is no misread of a known neighbour.

`date-step` (date_steps.find_step) refuses a date one digit apart from a date the run knows: it
may be a slip of it. A shop that stores a finished item free for 30 days, then charges by the day,
answers `Ready since 2026-10-12. Storage from 2026-11-11` while the record also carries a notice
sent on `2026-11-12`: the step (the shown base plus the rule's 30 days) was refused for that
neighbour, on a watch repair workshop and on a pharmacy's `must not expire before` date. Now a step
from a date the answer writes before the value, in its sentence or the one before, is not refused
by a neighbour the run merely knows; told in a bicycle workshop's words, with its refusals:

- a date one day off the step stays flagged;
- a step from a base the answer does not write keeps the refusal (the neighbour may be a slip);
- a neighbour another step reaches still refuses (the chance test over spans is unchanged);
- the `reference` profile computes nothing.
"""

from __future__ import annotations

import json
from typing import Any

from ._helpers import REFERENCE, judged

SYSTEM = ("You are the counter assistant of a bicycle workshop. Today is 2026-12-08.\n"
          "Rules:\n- A repaired bike is kept free for 30 days after its ready date; then 200 a day.\n"
          "- A tune-up costs 2,400.")
TICKET = {"ticket": "B-118", "bike": "Gazelle Ultimate", "ready_since": "2026-10-12",
          "reminders": ["2026-10-12", "2026-11-12"], "balance_due": 2400}


def _run(ticket: dict[str, Any] = TICKET) -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": "b-118 still here?"},
        {"role": "tool", "content": json.dumps(ticket)},
    ]


def test_a_step_from_a_shown_base_is_computed_beside_a_known_neighbour() -> None:
    flags, computed = judged("Ready since 2026-10-12. Storage from 2026-11-11: 27 days × 200 = 5,400.", _run())
    assert "2026-11-11" not in flags
    assert computed["2026-11-11"] == "date-step"


def test_a_day_off_the_step_stays_flagged() -> None:
    flags, _ = judged("Ready since 2026-10-12. Storage from 2026-11-10: 28 days × 200 = 5,600.", _run())
    assert "2026-11-10" in flags


def test_a_base_not_written_keeps_the_neighbour_refusal() -> None:
    flags, _ = judged("Storage from 2026-11-11: 27 days × 200 = 5,400.", _run())
    assert "2026-11-11" in flags


def test_a_neighbour_another_step_reaches_still_refuses() -> None:
    # 2026-10-11 is carried too: + 30 days reaches 2026-11-10, one digit from the value
    ticket = dict(TICKET, reminders=["2026-10-11", "2026-11-12"])
    flags, _ = judged("Ready since 2026-10-12. Storage from 2026-11-11: 27 days × 200 = 5,400.", _run(ticket))
    assert "2026-11-11" in flags


def test_the_reference_profile_computes_nothing() -> None:
    flags, _ = judged("Ready since 2026-10-12. Storage from 2026-11-11: 27 days × 200 = 5,400.", _run(), REFERENCE)
    assert "2026-11-11" in flags
