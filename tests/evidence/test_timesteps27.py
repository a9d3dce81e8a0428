"""Round 27 (timesteps27): dates and clocks an answer stepped, phrased for any domain: a record's
start plus its own duration or a stated offset (`clock-plus-duration`), listed `m:ss` lengths
summed and seconds restated (`length-sum`, `seconds-restated`), a date written with its weekday
stepped back by a stated span (`date-step`), spans in Swedish, Danish and Norwegian. Each with its
refusal: an hour off, a minute off, a day off, a wrong weekday stays flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.date_steps import spans_in
from evidence_audit.evidence.record_ends import TimedRecords, explain_record_end

from ._helpers import REFERENCE, history, judged

RULES = "Arrival window: 2 hours from the booked slot. Movers billed per started 30 minutes, at least 4 hours per job."
BOOKING = {"booking": "BK-1", "date": "2026-12-12", "slot": "07:30", "crew": 4, "est_hours": 6.5}
CREWS = ("CREWS  Fri 2026-12-04\n"
         "crew  movers  slot    est_h\n"
         "A     2       08:00   7.5\n"
         "B     3       07:00   7.0\n"
         "D     4       09:00   5.5\n")


# --- clock-plus-duration (record_ends.py) ---------------------------------------------------------

@pytest.mark.parametrize(("answer", "value", "how"), [
    ("They arrive between 07:30 and 09:30.", "09:30", "07:30 + 2 hours"),  # the stated offset
    ("If they arrive at the end of the window, done around 16:00.", "16:00", "07:30 + 2 hours + 6.5 h"),
    ("Done around 14:00.", "14:00", "07:30 + 6.5 h"),  # the record's own duration
    ("fin vers 14h00", "14h00", "07:30 + 6.5 h"),
])
def test_a_record_start_plus_its_duration_or_a_stated_offset(answer: str, value: str, how: str) -> None:
    hist = history(BOOKING, system=RULES, user="When will they be done?")
    flags, computed = judged(answer, hist)
    assert value not in flags and computed[value].startswith("clock-plus-duration")


@pytest.mark.parametrize("wrong", ["15:00", "17:00", "16:10", "16:01", "10:30", "09:31"])
def test_a_record_end_an_hour_or_a_minute_off_stays_flagged(wrong: str) -> None:
    hist = history(BOOKING, system=RULES, user="When will they be done?")
    flags, _ = judged(f"Done around {wrong}.", hist)
    assert wrong in flags


def test_a_named_row_of_a_sheet_is_the_only_record_read() -> None:
    hist = history(CREWS, system=RULES, user="finish times")
    flags, computed = judged("A 15:30, B 14:00, D 14:30", hist)
    assert not flags & {"15:30", "14:00", "14:30"}
    assert computed["15:30"].startswith("clock-plus-duration")
    # crew A's end written as D's: one digit off A's own end, and no reach of A gives it
    flags, _ = judged("A 14:30", hist)
    assert "14:30" in flags


def test_a_sheet_not_named_refuses_an_end_another_row_is_one_digit_from() -> None:
    hist = history(CREWS, system=RULES, user="finish times")
    flags, _ = judged("The first crew is done at 15:30.", hist)  # D ends 14:30: a neighbour reached
    assert "15:30" in flags


def test_an_offset_counted_back_or_a_billing_step_is_no_end() -> None:
    timed = TimedRecords()
    timed.add_person_text("Check-in closes 45 minutes before departure; billed per started 30 minutes.")
    assert timed.offsets == []
    timed.add_person_text("The window ends 2 hours after the slot.")
    assert [how for _, how in timed.offsets] == ["2 hours"]
    assert explain_record_end("at 10:00", "10:00", timed) is None  # no record: nothing to start from


def test_the_reference_profile_steps_no_record() -> None:
    hist = history(BOOKING, system=RULES, user="When will they be done?")
    flags, _ = judged("Done around 14:00.", hist, REFERENCE)
    assert "14:00" in flags


# --- length-sum, seconds-restated (length_sums.py) ------------------------------------------------

ALBUM = ("ALBUM  \"Quiet Town\"\n"
         "#  title        length   bpm\n"
         "1  Morning      3:47     124\n"
         "2  Quiet Town   4:12     96\n"
         "3  Bridge       2:58     140\n"
         "4  Summer       5:05     88\n"
         "5  Lamp         3:31     110\n"
         "6  Stones       4:44     76\n"
         "7  River        6:02     92\n"
         "8  End          2:26     132\n")


def test_listed_lengths_summed_by_the_run_the_line_names() -> None:
    hist = history(ALBUM, user="How long is the album, and each side?")
    flags, computed = judged("Total: 1965 s, i.e. **32:45**.\n\nSide A (1–4): 16:02\nSide B (5–8): 16:43", hist)
    assert not flags & {"1965", "32:45", "16:02", "16:43"}
    assert computed["16:02"].startswith("length-sum") and computed["16:43"].startswith("length-sum")
    assert computed["1965"].startswith("length-sum")


@pytest.mark.parametrize("answer,wrong", [
    ("Side A (1–4): 16:03", "16:03"),
    ("Side A (1–4): 16:43", "16:43"),  # the other side's total under this side's tracks
    ("Total: 1965 s, i.e. 32:46.", "32:46"),
    ("1965 s / 8 = 245.6 s, roughly 4:05.", "4:05"),  # rounded half up: 4:06
    ("Total: 1966 s.", "1966"),
])
def test_a_length_a_second_off_stays_flagged(answer: str, wrong: str) -> None:
    hist = history(ALBUM, user="How long?")
    flags, _ = judged(answer, hist)
    assert wrong in flags


def test_seconds_restated_rounded_half_up() -> None:
    hist = history(ALBUM, user="Average track length?")
    flags, computed = judged("1965 s / 8 = 245.6 s, roughly **4:06**.", hist)
    assert "4:06" not in flags and computed["4:06"].startswith("seconds-restated")


# --- date-step: a weekday written pins the date; Nordic spans (date_steps.py, word_dates.py) ------

SESSION = {"booking": "BKG-1", "date": "2027-03-15", "start": "13:00"}
TODAY = "Today is 2027-03-09 (Tuesday)."


def test_a_date_with_its_weekday_stepped_back_beside_a_known_neighbour() -> None:
    hist = history(SESSION, system=TODAY, user="Until when can they cancel for free?")
    flags, computed = judged("Until Monday 1 March, 14 days before the session.", hist)
    assert "Monday 1 March" not in flags and computed["Monday 1 March"].startswith("date-step")


# (`Tuesday 2 March`, `Monday 8 March` are `weekday-step`s from the stated today, another rule's)
@pytest.mark.parametrize("wrong", ["Monday 2 March", "Tuesday 1 March"])
def test_a_stepped_date_a_day_off_or_with_a_wrong_weekday_stays_flagged(wrong: str) -> None:
    hist = history(SESSION, system=TODAY, user="Until when can they cancel for free?")
    flags, _ = judged(f"Until {wrong}, 14 days before the session.", hist)
    assert wrong in flags


@pytest.mark.parametrize(("text", "size", "unit", "sign"), [
    ("Två dagar före flytten", 2, "day", -1),
    ("14 dagar innan", 14, "day", -1),
    ("to uker senere", 2, "week", 1),
    ("tre måneder", 3, "month", 1),
    ("fem dage før", 5, "day", -1),
])
def test_nordic_spans(text: str, size: int, unit: str, sign: int) -> None:
    spans = spans_in(text, 0, len(text), "answer")
    assert [(s.size, s.unit, s.sign) for s in spans] == [(size, unit, sign)]


@pytest.mark.parametrize("text", ["sex personer", "en dator", "to the dag", "tolv"])
def test_nordic_words_without_a_unit_are_no_span(text: str) -> None:
    assert spans_in(text, 0, len(text), "answer") == []


MOVE = {"order": "PK-1", "move_date": "2026-12-11"}


def test_a_nordic_span_back_steps_a_date() -> None:
    hist = history(MOVE, system="Today is 2026-11-18.", user="Vilken dag kommer packarna?")
    flags, computed = judged("Två dagar före flytten den 11 december, alltså 9 december.", hist)
    assert "9 december" not in flags and computed["9 december"].startswith("date-step")
    flags, _ = judged("Två dagar före flytten den 11 december, alltså 8 december.", hist)
    assert "8 december" in flags


def test_a_four_digit_clock_in_an_answer_that_writes_the_start_so() -> None:
    booking = {"booking": "BK-2", "slot": "09:00", "est_hours": 5.5}
    hist = history(booking, system=RULES, user="finish + cost")
    flags, computed = judged("start 0900, 5.5 h → done 1430 (latest 1630 if they arrive at end of window)", hist)
    assert not flags & {"1430", "1630"} and computed["1430"].startswith("clock-plus-duration")
    flags, _ = judged("start 0900, 5.5 h → done 1530", hist)  # an hour off
    assert "1530" in flags
    flags, _ = judged("Crew of 4, 5.5 h, done 1430", hist)  # no start written the same way: a number
    assert "1430" in flags


EVENT = ("- all_day: false\n  end_time: 2024-05-15 16:30:00\n  id_: '24'\n  start_time: 2024-05-15 15:00:00\n"
         "  title: Introductory meeting\n")


def test_a_record_timestamp_plus_the_duration_the_question_states() -> None:
    hist = history(EVENT, user="If it overruns by 20 minutes, when does it end?")
    flags, computed = judged("At 16:50 instead of 16:30.", hist)
    assert "16:50" not in flags and computed["16:50"].startswith("clock-plus-duration")
    for wrong in ("16:40", "17:50", "16:51"):
        flags, _ = judged(f"At {wrong} instead of 16:30.", hist)
        assert wrong in flags


def test_a_record_start_plus_the_duration_its_line_writes() -> None:
    session = {"booking": "BKG-2", "date": "2027-03-10", "start": "14:00", "end": "18:30"}
    hist = history(session, user="if only 3h?")
    flags, computed = judged("min 3 h: 3 × 1,450 = 4,350 CZK, ends 17h00", hist)
    assert "17h00" not in flags and computed["17h00"].startswith("clock-plus-duration")
    flags, _ = judged("min 3 h: 3 × 1,450 = 4,350 CZK, ends 18h00", hist)
    assert "18h00" in flags


@pytest.mark.parametrize(("answer", "value", "flag"), [
    ("That job: 1 failed in 911.62 s (15:11).", "15:11", False),  # cut, as a stopwatch cuts it
    ("That job: 1 failed in 911.62 s (15:12).", "15:12", True),  # no rounding said
    ("That job: 1 failed in 911.62 s, about 15:12.", "15:12", False),
    ("That job: 1 failed in 911.62 s, about 15:11.", "15:11", True),  # said rounded: half up only
    ("That job failed in 911 s. It started at 15:11.", "15:11", True),  # another sentence: a clock
])
def test_seconds_restated_cut_or_rounded_as_said(answer: str, value: str, flag: bool) -> None:
    flags, _ = judged(answer, history({"job": "build", "status": "failed"}, user="How long did it run?"))
    assert (value in flags) is flag


def test_an_end_clock_is_no_start_a_duration_is_added_to() -> None:
    """(integrator, round 27) AgentDojo's calendar carries `end_time`; an answer's `3.5 hours in
    total` after it is no step from the end: a mutant `20:00` of `10:00` was excused as 16:30 + 3.5 h."""
    meeting = {"title": "Team Sync", "start_time": "2024-05-15 10:00:00", "end_time": "2024-05-15 16:30:00"}
    hist = history(meeting, user="How much of the day is that in meetings?")
    flags, computed = judged("That's 3.5 hours in total, between 20:00 and 4:30 PM.", hist)
    assert "20:00" in flags and "20:00" not in computed
    flags, computed = judged("That's 3.5 hours in total, done at 13:30.", hist)  # the start plus it
    assert "13:30" not in flags and computed["13:30"].startswith("clock-plus-duration")
