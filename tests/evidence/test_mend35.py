"""Round 35 (mend35): the wrong groundings review35 proved in round 35's rules, each bounded in its
rule; every defect's value stays flagged and the shape the rule was written for stays excused:

- `written` (`gate._judge_range_totals`): a duration total's hours (`= 21 h 20 min`) explain its
  `21` only when the answer writes that number nowhere but as hours (`time_sums.hours_only`): a
  `$21` elsewhere stays flagged.
"""

from __future__ import annotations

from ._helpers import history, judged

# --- D4: a duration total's hours clear no other candidate of that number ----------------------------
BATCH = {"batch": "K-0412-3", "ferment_start": "2026-12-04 05:30", "ferment_hours": 18, "press_min": 45,
         "settle_min": 120, "bottle_min": 35}


def _batch_run() -> list[dict[str, object]]:
    return history(BATCH, system="You are a perry press's assistant.", user="How long does it take?")


def test_a_duration_totals_hours_clear_no_amount_of_that_number() -> None:
    for fee in ("The pressing fee is $21.", "Pressing fee: €21."):
        flags, _ = judged("* 18 h + 45 + 120 + 35 min = **21 h 20 min**\n* " + fee, _batch_run())
        assert "21" in flags, (fee, flags)


def test_a_duration_totals_hours_alone_stay_written() -> None:
    flags, computed = judged("Press to bottle: 18 h + 45 + 120 + 35 min = 21 h 20 min.", _batch_run())
    assert not flags and computed.get("21") == "written", (flags, computed)
