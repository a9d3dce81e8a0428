"""Round 25 (brewery25): a date in words an answer computed once and writes again in the same answer
(a reasoning block's `17 - 2 = 15 July` and the answer's `Deliver by **15 July**`, or `July 15` for
`15 July`) is the same claim, computed as the first. Refusals: a date one day off stays flagged; a
weekday written must be the computed date's; a date nothing computed stays flagged."""

from __future__ import annotations

import pytest

from ._helpers import history, judged

EVENT = {"event": "Valley Fair", "dates": "2026-07-17 to 2026-07-19", "deliver_days_before": 2}
SYSTEM = "You help the events desk. Today is 2026-06-10 (Wednesday)."


def _judge(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(EVENT, system=SYSTEM))


def test_a_computed_date_written_again_is_computed() -> None:
    answer = ("<think>\nThe fair opens 2026-07-17. Stock goes 2 days before: 17 - 2 = 15 July.\n</think>\n\n"
              "Deliver by **15 July**; on July 15 the van leaves.")
    flags, computed = _judge(answer)
    assert not {"15 July", "July 15"} & flags
    assert computed.get("July 15") == "date-span"


@pytest.mark.parametrize("again, off", [("16 July", "16 July"), ("Thursday 15 July", "Thursday 15 July")])
def test_a_date_one_day_off_or_on_another_weekday_stays_flagged(again: str, off: str) -> None:
    answer = ("The fair opens 2026-07-17. Stock goes 2 days before: 17 - 2 = 15 July.\n\n"
              f"Deliver by **{again}**.")
    flags, _ = _judge(answer)
    assert off in flags


def test_a_date_nothing_computed_stays_flagged() -> None:
    flags, _ = _judge("The fair opens 2026-07-17. Deliver by **15 July**.")
    assert "15 July" in flags

