"""Round 18 (clocks18): dates a period on, business days, durations and clocks; each with its
refusals (a day off, an hour off, a quarter hour off, a digit mutated stay flagged)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.date_steps import spans_in
from evidence_audit.evidence.extract import locate
from evidence_audit.evidence.gate import Candidate
from evidence_audit.evidence.numeric_dates import step_orders
from evidence_audit.evidence.range_lengths import refuted_lengths
from evidence_audit.evidence.restated import restates_in_days
from evidence_audit.evidence.said import said_forms
from evidence_audit.evidence.said_dates import said_days

from ._helpers import DEFAULT, history, judged

POLICY = ("The current time is 2026-03-11 09:40:00 EDT (Wednesday).\n"
          "Certificates are valid for one year from issue. Refunds take 5 to 7 business days.")
CERT = {"certificate_id": "certificate_9021544", "amount": 180, "issued": "today"}


# --- a span the system prompt states (date-step) ---------------------------------------------------
@pytest.mark.parametrize("answer,value", [
    ("Your $180 certificate is valid until Mar. 11th, 2027.", "Mar. 11th, 2027"),
    ("Your $180 certificate is valid until March 11, 2027.", "March 11, 2027"),
    ("Your $180 certificate is valid until 2027-03-11.", "2027-03-11"),
    ("Your $180 certificate is valid until 11/03/2027.", "11/03/2027"),  # day first: no other slashed date decides
])
def test_a_span_the_policy_states_steps_from_the_stated_today(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(CERT, system=POLICY))
    assert not flags
    assert computed[value] == "date-step"


@pytest.mark.parametrize("answer,value", [
    ("Your $180 certificate is valid until Mar. 12th, 2027.", "Mar. 12th, 2027"),  # a day off
    ("Your $180 certificate is valid until March 11, 2028.", "March 11, 2028"),  # a year off
    ("Your $180 certificate is valid until 2027-04-11.", "2027-04-11"),  # a month off
    ("Your $180 certificate is valid until 12/03/2027.", "12/03/2027"),  # a digit mutated
])
def test_a_date_off_the_policy_s_span_stays_flagged(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(CERT, system=POLICY))
    assert value not in computed
    assert flags & {value, value[-4:]}  # the date, or its year when the date is far from every known one


def test_without_the_policy_s_span_the_date_stays_flagged() -> None:
    flags, _ = judged("Your $180 certificate is valid until March 11, 2027.",
                      history(CERT, system="The current time is 2026-03-11 09:40:00 EDT (Wednesday)."))
    assert "March 11, 2027" in flags


def test_slashed_dates_are_read_both_ways_only_when_undecided() -> None:
    assert step_orders("valid until 11/03/2027") == ["mdy", "dmy"]
    assert step_orders("from 21/09/2025 to 11/03/2027") == ["dmy"]
    assert step_orders("from 09/21/2025 to 11/03/2027") == ["mdy"]
    assert step_orders("since 09/09/2025, until 08/11/2025") == ["mdy"]  # several, undecided: month first


# --- business days written in words, from a base the answer writes (date-span) ---------------------
def test_business_days_in_words_from_the_stated_today() -> None:
    hist = history(CERT, system=POLICY)
    answer = "Seven business days from today, Wednesday March 11, is Friday, March 20, 2026, so it should be there by then."
    flags, computed = judged(answer, hist)
    assert not flags and computed["Friday, March 20, 2026"] == "date-span"
    for wrong in ("Monday, March 23, 2026", "Thursday, March 19, 2026"):  # a business day off either way
        flags, _ = judged(answer.replace("Friday, March 20, 2026", wrong), hist)
        assert wrong in flags


def test_business_day_spans_read_count_words() -> None:
    spans = spans_in("Seven business days, or five to seven working days", 0, 50, "x")
    assert [(s.size, s.unit) for s in spans] == [(7, "business day"), (5, "business day"), (7, "business day")]


# --- a day of the month a policy says, then a new clause ---------------------------------------------
def test_a_day_said_before_a_new_clause() -> None:
    assert said_days("The grace period ends on the 5th; on the 6th a late fee is charged.") == [5, 6]
    assert said_days("the 3rd installment, the 2nd floor") == []


# --- durations and clocks ---------------------------------------------------------------------------
FLIGHT = {"flight_number": "HAT305", "scheduled_departure_time_est": "14:30:00", "estimated_departure_time_est": "17:05:00"}


def test_a_duration_an_earlier_answer_computed_is_repeated() -> None:
    hist = history(FLIGHT, answers=("HAT305: delayed, 14:30 → 17:05 (+2h35).",))
    flags, computed = judged("No compensation: 2h35 < 3h.", hist)
    assert not flags and computed["2h35"] == "repeat"
    flags, _ = judged("No compensation: 2h45 < 3h.", hist)  # a digit off what was computed
    assert "2h45" in flags


def test_a_person_s_2h15_said_as_a_clock() -> None:
    assert {"2:15", "02:15"} <= set(said_forms("HAT305 is a 2h15 flight"))
    hist = history(FLIGHT, user="will I make HAT378? it leaves 19:50. HAT305 is a 2h15 flight")
    flags, _ = judged("Land ≈ 17:05 + 2:15 = 19:20, 30 min before HAT378.", hist)
    assert not flags
    flags, _ = judged("Land ≈ 17:05 + 2:25 = 19:30, 20 min before HAT378.", hist)  # a digit off what the person said
    assert "2:25" in flags


VISIT = {"ticket_id": "MT-40950", "scheduled_for": "2026-06-23T14:30:00", "window_minutes": 90}


def test_an_end_from_a_clock_written_with_an_h() -> None:
    answer = "Pest control is scheduled for Tue 23 Jun at 14h30, with a 90-minute window, so until 16h00."
    flags, computed = judged(answer, history(VISIT))
    assert not flags and computed["16h00"] == "end-time"
    for wrong in ("17h00", "16h15", "15h45"):  # an hour off, a quarter hour off either way
        flags, _ = judged(answer.replace("16h00", wrong), history(VISIT))
        assert wrong in flags


def test_hours_restated_with_the_days_taken_out() -> None:
    text = "Open for **49 hours 25 minutes**, that is 2 days 1h25."
    at = text.find("1h25")
    assert restates_in_days("1h25", text, at)
    for wrong in ("1h35", "2h25", "0h25"):
        assert not restates_in_days(wrong, text.replace("1h25", wrong), at)
    ticket = {"ticket_id": "T-1", "opened_at": "2026-06-15 08:40"}
    flags, _ = judged(text, history(ticket))
    assert "1h25" not in flags
    flags, _ = judged(text.replace("1h25", "1h35"), history(ticket))
    assert "1h35" in flags


# --- a total of a list of clock ranges, and the finding that could not be located ---------------------
HOURS = {"name": "Le Baratin", "opening_hours": "12:00 PM - 2:00 PM and 7:30 PM - 10:30 PM"}
LISTED = "Le Baratin: 12:00 PM - 2:00 PM and 7:30 PM - 10:30 PM, 5 hours a day, the same as Chez L'Ami Jean (2 + 3)."


def test_a_length_that_totals_the_listed_ranges_is_not_refuted() -> None:
    assert refuted_lengths(LISTED) == []
    assert refuted_lengths(LISTED.replace("5 hours", "6 hours")) == ["6 hours"]
    assert refuted_lengths("Open 7:30 PM - 10:30 PM, 5 hours a day.") == ["5 hours"]  # one range alone
    flags, _ = judged(LISTED, history(HOURS))
    assert not flags
    flags, _ = judged(LISTED.replace("5 hours", "4 hours"), history(HOURS))
    assert "4 hours" in flags


def test_a_duration_flagged_in_words_is_located() -> None:
    """The cause of bench/heldout.py's `travel-u09 #3 None`: a duration in words a range refutes
    (`4 hours`) is one candidate of two tokens; `locate` found single tokens only, so its finding
    row's `written` (beam/rows.py) was None."""
    answer = LISTED.replace("5 hours", "4 hours")
    flagged_ones = [c for c in check_answer(answer, history(HOURS), DEFAULT).unsupported if c.value == "4 hours"]
    assert flagged_ones
    assert locate(answer, flagged_ones[0]) == (answer.find("4 hours"), len("4 hours"))
    assert locate(answer, Candidate("9 hours", "identifier")) == (-1, 0)


# --- a duration with `ago`, to the stated now (ago_durations.py) -------------------------------------
BOOKING = {"reservation_id": "FQ3Z7M", "created_at": "2026-03-10T18:05:00", "cabin": "basic_economy"}
NOW = "The current time is 2026-03-11 09:40:00 EDT (Wednesday)."


def test_a_duration_ago_is_the_stated_now_less_the_moment_written() -> None:
    answer = "You booked on March 10 at 18:05, 15h35 ago, which is within the 24-hour window."
    flags, computed = judged(answer, history(BOOKING, system=NOW))
    assert not flags and computed["15h35"] == "duration"
    for wrong in ("15h45", "14h35", "16h35"):  # ten minutes, an hour off either way
        flags, _ = judged(answer.replace("15h35", wrong), history(BOOKING, system=NOW))
        assert wrong in flags


def test_a_duration_ago_needs_the_now_and_the_word() -> None:
    answer = "You booked on March 10 at 18:05, 15h35 ago."
    flags, _ = judged(answer, history(BOOKING, system="You are an airline agent."))
    assert "15h35" in flags
    flags, _ = judged(answer.replace(" ago", " before the flight"), history(BOOKING, system=NOW))
    assert "15h35" in flags


def test_stated_now_reads_the_clock_after_the_date() -> None:
    from datetime import datetime

    from evidence_audit.evidence.ago_durations import stated_now
    assert stated_now(NOW) == datetime(2026, 3, 11, 9, 40)
    assert stated_now("Today is 2026-06-17 (Wednesday), 10:05 local time.") == datetime(2026, 6, 17, 10, 5)
    assert stated_now("Today is 2026-06-17.\n\nRules: 10:05") is None


# --- a written sum of durations with the minutes' word, at a sentence's end (time_sums.py) ----------
def test_a_sum_of_durations_in_words_is_read_at_a_sentence_s_end() -> None:
    from evidence_audit.evidence.time_sums import duration_sums
    assert [(s.written, s.holds) for s in duration_sums("1 hour + 30 minutes + 1 hour = 2 hours 30 minutes.")] == [
        ("2 hours 30 minutes", True)]
    assert [(s.written, s.holds) for s in duration_sums("1h + 1h + 1h30 = 3h30.")] == [("3h30", True)]
    assert duration_sums("1h + 1h = 2.5h") == []
    meetings = {"events": [{"start_time": "2024-05-19 10:00", "end_time": "2024-05-19 11:00"}]}
    flags, _ = judged("1 hour + 30 minutes + 1 hour = 2 hours 45 minutes.", history(meetings))
    assert "2 hours 45 minutes" in flags  # a quarter hour off its own terms


def test_a_policy_s_rate_a_day_is_no_span() -> None:
    """heldout13's telecom6-01: `Travel Pass: $10 a Day` in the policy made `Feb 28` (a mutant of the
    carried `Feb 27`) one day after it; a span counted `a` or `an` in a system prompt is a rate."""
    policy = NOW + " A travel pass costs $10 a Day."
    flags, computed = judged("Refuel on L6612 (March 11, 2026): 2 GB.", history({"refuel_date": "2026-03-10"}, system=policy))
    assert "March 11, 2026" not in computed
