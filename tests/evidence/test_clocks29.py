"""Round 29 (clocks29): clocks a reader reaches from a stated start by the house's offsets and a
record's duration, a chain of clocks each from the one before (`clock-offset`), a clock rounded up
to a stated step (`clock-round-up`), a clock written with a dot (`kl. 19.12`), a date counted from
today, and the nearer clocks' chance test of `end-time`. Told in a ferry's words (the habit, not the
cinema of heldout27 where it was read), each with its refusal: a minute off, a step not stated, a
slip onto a neighbour, a dot clock in an answer that writes no record's clock so."""

from __future__ import annotations

import time

import pytest

from evidence_audit.evidence.clock_offsets import _STEP, StatedSteps
from evidence_audit.evidence.durations import explain_clock
from evidence_audit.evidence.record_ends import _ANCHOR, _DOT_DIGITS, TimedRecords
from evidence_audit.evidence.word_dates import _FROM_TODAY

from ._helpers import REFERENCE, history, judged

RULES = ("You are the ferry desk. Today is 2026-12-09.\n"
         "- Each crossing leaves 10 minutes after the listed time.\n"
         "- The ferry is turned around for 15 minutes after each crossing ends.\n"
         "- Boarding closes 30 minutes before the listed time.\n")
SAILING = {"sailing": "F-12", "listed": "08:10", "crossing_min": 92}


def test_offsets_after_a_start_after_an_end_and_before_are_kept_apart() -> None:
    timed = TimedRecords()
    timed.add_person_text(RULES)
    assert [m for m, _ in timed.offsets] == [10.0]
    assert [m for m, _ in timed.end_offsets] == [15.0]
    assert [m for m, _ in timed.before_offsets] == [30.0]


@pytest.mark.parametrize(("answer", "value"), [
    ("It arrives at 09:52.", "09:52"),  # listed + 10 + 92: the turnaround's 15 (09:57) no longer refuses it
    ("It leaves the quay at 08:20.", "08:20"),  # listed + 10
    ("Boarding closes at 07:40.", "07:40"),  # listed - 30, an offset before the point
])
def test_a_records_clock_and_the_stated_offsets(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(SAILING, system=RULES, user="When does the F-12 get in?"))
    assert value not in flags and computed[value] == "clock-plus-duration"


@pytest.mark.parametrize("wrong", ["It arrives at 09:53.", "It arrives at 09:32.", "Boarding closes at 07:50."])
def test_a_records_clock_a_minute_or_ten_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(wrong, history(SAILING, system=RULES, user="When does the F-12 get in?"))
    assert wrong.split()[-1].rstrip(".") in flags


DAY = {"route": "north", "crossing_min": 92, "first_departure": "08:00", "last_return": "23:00"}
ASK = "The ferry runs the north route from 08:00. Which departures fit, each on the next full or half hour?"


def test_a_chain_each_clock_from_the_one_before() -> None:
    answer = ("08:00 → arrives 09:42, turnaround → 09:57 → next 10:00.\n"
              "10:00 → arrives 11:42, turnaround → 11:57 → next 12:00.\n")
    flags, computed = judged(answer, history(DAY, system=RULES, user=ASK))
    assert not flags & {"09:42", "09:57", "10:00", "11:42", "11:57", "12:00"}
    assert computed["09:57"] == "clock-offset" and computed["11:42"] == "clock-offset"
    assert computed["10:00"] == "clock-round-up"


@pytest.mark.parametrize(("answer", "wrong"), [
    ("08:00 → arrives 09:42, turnaround → 09:58 → next 10:00.", "09:58"),  # a minute off the turnaround
    ("08:00 → arrives 09:42, turnaround → 09:57 → next 10:30.", "10:30"),  # a step too far
    ("08:00 → arrives 09:42, turnaround → 09:57 → next 10:00. 10:00 → arrives 11:52.", "11:52"),  # ten minutes off
])
def test_a_chain_with_a_slip_stays_flagged(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(DAY, system=RULES, user=ASK))
    assert wrong in flags


def test_no_step_stated_rounds_nothing_up() -> None:
    answer = "08:00 → arrives 09:42, turnaround → 09:57 → next 10:00."
    flags, _ = judged(answer, history(DAY, system=RULES, user="The ferry runs the north route from 08:00. Which departures fit?"))
    assert "10:00" in flags


def test_past_midnight() -> None:
    answer = "22:30 → arrives 00:12."
    flags, computed = judged(answer, history({**DAY, "first_departure": "22:30"}, system=RULES, user=ASK))
    assert "00:12" not in flags and computed["00:12"] in ("clock-plus-duration", "clock-offset")


@pytest.mark.parametrize(("text", "steps"), [
    ("each on the next full or half hour", [30, 60]),
    ("start on the next half-hour", [30]),
    ("the next quarter hour", [15]),
    ("rounded up to the next 15 minutes", [15]),
    ("round up to the nearest half hour", [30]),
    ("from the next hour", [60]),
    ("in the next 7 minutes", []),  # no step of the hour
    ("the next 2 hours", []),
])
def test_steps_read_from_the_words(text: str, steps: list[int]) -> None:
    stated = StatedSteps()
    stated.add_text(text)
    assert [s for s, _ in stated.steps] == steps


def test_a_dot_clock_in_an_answer_that_writes_a_records_clock_so() -> None:
    sailing = {**SAILING, "listed": "17:30"}
    hist = history(sailing, system=RULES, user="Når er vi fremme?")
    flags, computed = judged("Fergen går kl. 17.30 og er fremme ca. kl. 19.12.", hist)
    assert "19.12" not in flags and computed["19.12"] == "clock-plus-duration"
    flags, _ = judged("Fergen går kl. 17.30 og er fremme ca. kl. 19.13.", hist)  # a minute off
    assert "19.13" in flags
    flags, _ = judged("Fergen er fremme ca. kl. 19.12.", hist)  # no record's clock written so: a number
    assert "19.12" in flags
    flags, _ = judged("Billetten koster $17.30, og vi er fremme kl. 19.12.", hist)  # an amount is no clock written so
    assert "19.12" in flags


def test_a_date_counted_from_today() -> None:
    claim = {"order": "DC-55188", "reported": "2026-12-07"}
    ask = "You reported it on 7 December. Claims are settled within 14 days, right? By when?"
    hist = history(claim, system=RULES, user=ask)
    flags, computed = judged("Yes: by 21 December 2026, 12 days from today.", hist)
    assert "21 December 2026" not in flags and computed["21 December 2026"] == "date-step"
    for wrong in ("22 December 2026", "20 December 2026"):
        flags, _ = judged(f"Yes: by {wrong}, 12 days from today.", hist)
        assert wrong in flags


def test_end_time_refuses_what_a_nearer_clock_reaches_a_neighbour_of() -> None:
    answer = "22:23 → 22:30, 158 min later ends 01:28 > 01:01."
    known = ["22:23", "22:30", "01:28"]
    assert explain_clock(answer, "01:01", known) is None  # 22:30 + 158 is 01:08: one digit off 01:01
    found = explain_clock("22:30, 158 min later ends 01:08.", "01:08", ["22:30"])
    assert found is not None and found.rule == "end-time"


def test_the_reference_profile_computes_none_of_it() -> None:
    flags, _ = judged("It arrives at 09:52.", history(SAILING, system=RULES, user="When?"), REFERENCE)
    assert "09:52" in flags


def test_the_patterns_run_in_linear_time() -> None:
    hostile = [
        "next " + "full or " * 4000 + "x",
        "next " + "full " * 4000 + "hour",
        "rounded up to the " * 2000 + "next 15 minutes",
        "12 " * 5000 + "days from tomorrow",
        "1.2" * 5000,
        "19.34." * 4000,
        "after " + "x" * 20000,
    ]
    start = time.perf_counter()
    for text in hostile:
        list(_STEP.finditer(text))
        list(_FROM_TODAY.finditer(text))
        _DOT_DIGITS.fullmatch(text)
        for k in range(0, len(text), 97):
            _ANCHOR.match(text, k)
        StatedSteps().add_text(text)
        TimedRecords().add_person_text(text)
    assert time.perf_counter() - start < 5


def test_an_english_an_after_a_count_is_no_french_year() -> None:
    from evidence_audit.evidence.date_steps import spans_in
    text = "Claims are capped at RM 300 an item; labour is EUR 48 an hour. Le contrat dure 1 an, puis 2 ans."
    found = [(s.size, s.unit) for s in spans_in(text, 0, len(text), "the answer wrote it")]
    assert (300, "year") not in found and (48, "year") not in found
    assert (1, "year") in found and (2, "year") in found
