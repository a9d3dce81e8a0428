"""Round 21 (clocks21): clocks and dates people compute and write short; each with its refusals
(a wrong hour or minute, a wrong span, a digit mutated stay flagged)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence.clock_gaps import explain_clock_gap
from evidence_audit.evidence.range_lengths import refuted_lengths
from evidence_audit.evidence.restated import restates_duration
from evidence_audit.evidence.word_dates import impossible_dates

from ._helpers import history, judged

RUN_SHEET = ("RUN SHEET - EV-2214 Mara Quell - The Foundry - Sat 2026-03-14\n17:00  Load-in\n19:00  Doors\n"
             "19:45  Harbour Lights (support)\n20:20  Changeover\n20:45  Mara Quell\n22:30  Show ends\n23:00  Curfew (hard)\n")
SCHEDULE = ("Here's Saturday:\n\n- **7pm**: doors open\n- **7:45pm**: Harbour Lights\n- **8:45pm**: Mara Quell\n"
            "- **10:30pm**: show ends\n\nHard curfew is 11pm, so there's a 30-minute cushion.")


# --- a 12-hour clock written bare (spellings' `clock`) ----------------------------------------------
def test_a_bare_clock_is_grounded_by_its_afternoon_reading() -> None:
    flags, _ = judged("From 8:45 to 10:30, so Mara plays for 105 minutes.", history(RUN_SHEET, answers=(SCHEDULE,)))
    assert not flags & {"8:45", "10:30"}


@pytest.mark.parametrize("wrong", ["9:45", "8:55", "8:44"])  # an hour off, a minute off
def test_a_bare_clock_off_every_carried_one_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"From {wrong} to 10:30, Mara plays.", history(RUN_SHEET, answers=(SCHEDULE,)))
    assert wrong in flags


def test_a_bare_clock_no_answer_wrote_with_pm_stays_flagged() -> None:
    flags, _ = judged("From 8:45 to 10:30, Mara plays.", history(RUN_SHEET))  # no `8:45pm` written before
    assert {"8:45", "10:30"} <= flags
    flags, _ = judged("Doors at 7:00pm. From 8:45 to 10:30, Mara plays.", history(RUN_SHEET))  # another clock's pm
    assert "8:45" in flags


def test_a_bare_clock_after_its_pm_in_the_same_answer() -> None:
    flags, _ = judged("Mara plays 8:45pm-10:30pm. From 8:45 she has the stage.", history(RUN_SHEET))
    assert "8:45" not in flags


def test_a_bare_clock_is_not_read_in_the_afternoon_with_its_half_or_a_leading_zero() -> None:
    hist = history(RUN_SHEET)
    assert "8:45am" in judged("Mara plays at 8:45am.", hist)[0]
    assert "08:45" in judged("Mara plays at 08:45.", hist)[0]
    assert "8:45 AM" in judged("Mara plays at 8:45 AM.", hist)[0] or "8:45" in judged("Mara plays at 8:45 AM.", hist)[0]


# --- minutes between the last two clocks written (`elapsed`, clock_gaps.py) -------------------------
def test_a_span_adjective_between_the_last_two_clocks_is_elapsed() -> None:
    flags, computed = judged(SCHEDULE, history(RUN_SHEET))
    assert not flags
    assert computed["30-minute"] == "elapsed"


@pytest.mark.parametrize("wrong", ["40-minute", "20-minute", "31-minute"])
def test_a_span_adjective_off_the_gap_stays_flagged(wrong: str) -> None:
    flags, computed = judged(SCHEDULE.replace("30-minute", wrong), history(RUN_SHEET))
    assert wrong in flags and wrong not in computed


def test_the_gap_needs_a_clock_in_the_value_s_sentence() -> None:
    answer = "- **10:30pm**: show ends\n- **11pm**: curfew\n\nPlan a 30-minute cushion."
    assert explain_clock_gap(answer, answer.index("30-m"), answer.index("30-m") + 9, Decimal(30), {"10:30pm"}) is None


def test_the_gap_needs_its_clock_with_minutes_resolved() -> None:
    answer = "Ends 10:30pm. Curfew is 11pm, so a 30-minute cushion."
    at = answer.index("30-m")
    assert explain_clock_gap(answer, at, at + 9, Decimal(30), {"10:30pm"}) is not None
    assert explain_clock_gap(answer, at, at + 9, Decimal(30), set()) is None  # 10:30pm resolved by nothing


def test_the_gap_reads_hours_and_past_midnight() -> None:
    answer = "Doors 22:00, curfew 1am: a 3-hour night."
    at = answer.index("3-h")
    found = explain_clock_gap(answer, at, at + 6, Decimal(3), {"22:00"})
    assert found is not None and found[0] == "1am - 22:00 = 3 h"
    assert explain_clock_gap(answer.replace("3-hour", "4-hour"), at, at + 6, Decimal(4), {"22:00"}) is None


# --- minutes restated glued (`restated`) --------------------------------------------------------------
@pytest.mark.parametrize("value,holds", [("1h45", True), ("1h54", False), ("1h35", False), ("2h45", False)])
def test_minutes_restated_in_hours_and_minutes_glued(value: str, holds: bool) -> None:
    answer = f"you've got 105 minutes ({value}) before Mara comes on"
    assert restates_duration(value, answer, answer.index(value)) is holds


# --- a range's length the clause it concludes states (range_lengths.py) -----------------------------
def test_a_length_concluded_with_so_is_judged() -> None:
    assert refuted_lengths("From 8:45 to 10:30, so Mara plays for 150 minutes.") == ["150 minutes"]
    assert refuted_lengths("From 8:45 to 10:30, so Mara plays for 105 minutes.") == []
    assert refuted_lengths("From 9:00 to 17:00, lunch for 45 minutes.") == []  # no `so`: another span
    assert refuted_lengths("From 8:45 to 10:30, so about 2 hours.") == []  # approximate: not judged


def test_a_wrong_concluded_length_is_flagged_in_a_run() -> None:
    flags, _ = judged("From 8:45 to 10:30, so Mara plays for 150 minutes.", history(RUN_SHEET, answers=(SCHEDULE,)))
    assert "150 minutes" in flags


# --- an impossible yearless day (word_dates.impossible_dates) ----------------------------------------
@pytest.mark.parametrize("text,found", [
    ("you can ask until March 39.", ["March 39"]),
    ("From today, 11 March, to March 39 there", ["March 39"]),
    ("From today, 11 March, to 39 March there", ["39 March"]),
    ("rent of $45 March", []),  # an amount
    ("until March 29.", []),
    ("March 40% of sales", []),  # a share
    ("May 32.5", []),  # a decimal
    ("In March 2025 we", []),  # a year
    ("on Mar 12:30", []),  # a clock
    ("Nov had a 3 GB refuel, Dec 91 min to Mexico", []),  # a count of a unit under a month's label
    ("Dec 91 days", []),
])
def test_a_yearless_day_no_month_has_is_flagged(text: str, found: list[str]) -> None:
    assert [w for _, w in impossible_dates(text)] == found


# --- a yearless date an earlier answer computed, repeated in another spelling (`repeat`) ------------
EVENT = {"event_id": "EV-2219", "date": "2026-04-18", "status": "rescheduled", "original_date": "2026-03-07",
         "announced": "2026-02-27"}
POLICY = "Today is 2026-03-11 (Wednesday). Refunds are available on request for 30 days after the announcement."
FIRST = "It was announced on 27 February, so you can ask for a refund within 30 days of the announcement, that is until March 29."


def test_an_earlier_computed_date_respelled_is_a_repeat() -> None:
    hist = history(EVENT, system=POLICY, answers=(FIRST,))
    flags, computed = judged("From today, 11 March, to 29 March you have time.", hist)
    assert "29 March" not in flags and computed["29 March"] == "repeat"


@pytest.mark.parametrize("wrong", ["28 March", "19 March", "29 April"])
def test_a_date_off_the_earlier_computed_one_stays_flagged(wrong: str) -> None:
    hist = history(EVENT, system=POLICY, answers=(FIRST,))
    flags, computed = judged(f"From today, 11 March, to {wrong} you have time.", hist)
    assert wrong not in computed


# --- a one-day step in words is no inclusive count (word_dates._inclusive_spans) --------------------
def test_the_day_before_a_known_date_with_a_count_of_both_ends() -> None:
    show = {"event_id": "EV-2252", "date": "2026-04-04"}
    hist = history(show, system="Today is 2026-03-11 (Wednesday).")
    flags, computed = judged("From today Mar 11 through Apr 3 (the day before the show) is 24 days.", hist)
    assert "Apr 3" not in flags and computed.get("Apr 3") == "date-step"
    flags, computed = judged("From today Mar 11 through Apr 2 (the day before the show) is 23 days.", hist)
    assert "Apr 2" not in computed
