"""Census34: a turn that served no result ages no result (`results_queue.TurnResults.answered`).

The rules over two numbers of one carried record (`carried-difference`, `carried-ratio`,
`carried-product`, `carried-total`) read only this turn's and the previous turn's results. Every
answer counted as a turn, so a conversation that kept talking about the data it fetched once, with
no tool called since, lost the record two answers later: a walk-in freezer's `Used: 1,130 kg`, its
`capacity_kg` less its `free_kg`, was flagged in the fourth answer and computed in the second. The
census of the sets already read found that refusal on four of them (a budget's spend subtracted, a
ratio of a campaign's spend and impressions, an event's gross over its tickets, a disk's size less
its free space). Now only a turn that served a result moves the window. Told in a cold store's
words, each with its refusal (and test_columns20's: an answer that settles no number, `Noted.`, ages the results as before):

- a digit changed stays flagged (`1,140 kg`);
- the record stays out of reach once two later turns served results of their own (the window still
  moves with the data);
- the `reference` profile computes nothing."""

from __future__ import annotations

import json
from typing import Any

from evidence_audit.evidence.results_queue import TurnResults
from evidence_audit.evidence.served import Served

from ._helpers import REFERENCE, judged

FREEZER = {"unit": "WF-2", "site": "Harbour Road cold store", "capacity_kg": 2400, "free_kg": 1270,
           "setpoint_c": -22, "last_defrost": "2026-10-03"}


def _run(later_turns: list[tuple[str, str, dict[str, Any] | None]]) -> list[dict[str, Any]]:
    """A run that fetches the freezer's record once, then the turns given: (question, answer, a
    result served before the answer or None), then the last question."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are the stock assistant of a seafood wholesaler."},
        {"role": "user", "content": "Show me walk-in freezer WF-2."},
        {"role": "tool", "content": json.dumps(FREEZER)},
        {"role": "assistant", "content": "WF-2 at the Harbour Road cold store, set to -22 °C, last defrosted 3 October."},
    ]
    for question, answer, result in later_turns:
        messages.append({"role": "user", "content": question})
        if result is not None:
            messages.append({"role": "tool", "content": json.dumps(result)})
        messages.append({"role": "assistant", "content": answer})
    messages.append({"role": "user", "content": "How full is it now?"})
    return messages


TALK = [("How much room is free?", "1,270 kg free.", None),
        ("And its capacity?", "2,400 kg.", None)]


def test_a_record_stays_in_reach_while_no_tool_is_called() -> None:
    flags, computed = judged("* **Capacity:** 2,400 kg\n* **Used:** 1,130 kg", _run(TALK))
    assert "1130" not in flags
    assert computed["1130"] == "carried-difference"


def test_a_digit_changed_stays_flagged() -> None:
    flags, _ = judged("* **Capacity:** 2,400 kg\n* **Used:** 1,140 kg", _run(TALK))
    assert "1140" in flags


def test_two_later_turns_that_served_results_still_age_it() -> None:
    served = [("Any deliveries booked?", "One pallet on Friday.", {"delivery": "DL-881", "pallets": 1, "day": "Friday"}),
              ("And the driver?", "Ana, from the depot.", {"driver": "Ana", "depot": "North"})]
    flags, computed = judged("* **Capacity:** 2,400 kg\n* **Used:** 1,130 kg", _run(served))
    assert "1130" in flags and "1130" not in computed


def test_the_reference_profile_is_unchanged() -> None:
    _, computed = judged("* **Capacity:** 2,400 kg\n* **Used:** 1,130 kg", _run(TALK), REFERENCE)
    assert "1130" not in computed


def test_an_answer_with_no_result_moves_no_window() -> None:
    turns = TurnResults()
    turns.add_result(Served(parsed={"a": 1}, has_parsed=True), 2)
    turns.answered()
    assert (turns.prior_from, turns.fresh_from) == (0, 3)
    turns.answered(True)  # (no result this turn, a number settled: answered from the data in hand)
    assert (turns.prior_from, turns.fresh_from) == (0, 3)
    turns.answered(False)  # (no result, nothing settled: `Noted.` ages them as before)
    assert (turns.prior_from, turns.fresh_from) == (3, 3)
    turns.add_result(Served(parsed={"b": 2}, has_parsed=True), 6)
    turns.answered(True)
    assert (turns.prior_from, turns.fresh_from) == (3, 7)

