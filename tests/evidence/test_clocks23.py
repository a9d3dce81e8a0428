"""Round 23 (clocks23): the clock forms in one module (`clock_forms`), and a clock spelled without a
colon read as the same clock on both sides: a result's `0730-1630` or `Thu 05/11 0730`, an answer's
`07h30`, `1630` beside another clock, `1700 hrs`, `at 07.30`. Refusals: a four-digit year, count or
id, a clock one minute off, an am/pm flip, stay flagged."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from evidence_audit.evidence import (
    ago_durations, clock_elapsed, clock_gaps, clock_shifts, durations, schedule_steps, time_sums, word_dates, zone_shifts,
)
from evidence_audit.evidence.clock_forms import spelled_clock, spelled_clocks

from ._helpers import flagged, grounded, history, judged, verdict

SOURCES = Path(__file__).resolve().parents[2] / "src" / "evidence_audit" / "evidence"

DELIVERIES = ("DELIVERIES & CREW - J-2611-09 (kitchen extension)\nThu 05/11 0730  Castlerock Readymix, 6.5 m3 C32/40 + pump\n"
              "Thu 05/11 0800  Crew on site: T. Wrona, J. Mbeki\nFri 06/11 0900  Brickhouse Supplies, 2,400 facing bricks\n"
              "Site hours: 0730-1630, 30 min unpaid lunch. Overtime at time and a half.")


def test_the_nine_clock_patterns_are_built_from_one_module() -> None:
    for module in (durations, schedule_steps, clock_gaps, zone_shifts, clock_shifts, ago_durations, clock_elapsed, word_dates, time_sums):
        # the module's source in the checkout (a compiled module's __file__ is its shared library)
        source = (SOURCES / (module.__name__.rsplit(".", 1)[-1] + ".py")).read_text(encoding="utf-8")
        assert "clock_pattern(" in source, module.__name__
        assert re.search(r"_CLOCK: Final = re.compile\(\s*r\"", source) is None, module.__name__


@pytest.mark.parametrize("text, clock", [
    ("Thu 05/11 0730  Castlerock", (7, 30)), ("Site hours: 0730-1630, lunch", (16, 30)), ("**Thu 5th, 07h30:**", (7, 30)),
    ("from 1630 to 1700 hrs", (17, 0)), ("at 2000 hrs", (20, 0)), ("meet at 07.30", (7, 30)), ("at 7.30pm", (19, 30)),
    ("quarter to nine", (8, 45)), ("half past four", (4, 30)),
])
def test_a_clock_spelled_without_a_colon(text: str, clock: tuple[int, int]) -> None:
    assert clock in [found for _, _, found in spelled_clocks(text)]


@pytest.mark.parametrize("text", [
    "from 1630 units", "ref 0730", "from 2019 to 2023", "2019-2023", "sold at 12.50 each", "at £12.50", "call 555-1234",
    "between 1200 and 1300 units", "PO-0730", "J-2611-09", "at 1630.5", "1,630 boxes",
])
def test_a_year_a_count_an_id_or_a_price_is_no_clock(text: str) -> None:
    assert spelled_clocks(text) == []


def test_spelled_clock_reads_one_span() -> None:
    text = "Site hours 0730 to 1630 (half past four)"
    assert spelled_clock(text, 19, 23) == (16, 30)
    assert spelled_clock(text, 20, 23) is None
    assert spelled_clock("booked at 19.45.", 10, 16) == (19, 45)  # the token's closing dot


def test_an_answer_respells_a_results_four_digit_clocks() -> None:
    hist = history(DELIVERIES, user="What's happening this week?")
    v = verdict("* **Thu 5th, 07h30:** Castlerock\n* **Thu 5th, 08h00:** crew\n* **Fri 6th, 09h00:** bricks", DELIVERIES,
                user="What's happening this week?")
    assert not flagged(v) & {"07h30", "08h00", "09h00"}
    flags, _ = judged("* Site hours 0730 to 1630 (half past four): 9 h", hist)
    assert "1630" not in flags
    flags, _ = judged("* Overtime from 1630 to 1700 hrs: 0.5 h", history(DELIVERIES, user="If he stays to 1700 hrs?"))
    assert "1630" not in flags


@pytest.mark.parametrize("answer, wrong", [
    ("* **Thu 5th, 07h31:** Castlerock", "07h31"),  # one minute off
    ("* **Thu 5th, 08h30:** crew", "08h30"),  # one digit off
    ("* Site hours 0730 to 1631: 9 h", "1631"),
    ("* Site hours 0730 to 1730: 10 h", "1730"),
])
def test_a_spelled_clock_one_digit_off_stays_flagged(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(DELIVERIES, user="What's happening this week?"))
    assert wrong in flags


def test_a_four_digit_count_is_not_grounded_by_a_clock() -> None:
    flags, _ = judged("We need 1630 units by Friday.", history(DELIVERIES, user="How many?"))
    assert "1630" in flags


def test_a_dotted_or_hrs_clock_grounded_by_a_carried_clock_and_the_other_half_of_the_day_refused() -> None:
    record = {"slot": "19:45", "table": 4}
    v = verdict("Your table is booked at 19.45.", record)
    assert "19.45" not in flagged(v) and grounded(v)["19.45"] in ("clock", "time-in-words")
    assert "19.46" in flagged(verdict("Your table is booked at 19.46.", record))
    assert "1945" not in flagged(verdict("Your table is booked for 1945 hrs.", record))
    morning = {"slot": "07:45", "table": 4}
    assert "1945" in flagged(verdict("Your table is booked for 1945 hrs.", morning))  # the other half of the day
    assert "19.45" in flagged(verdict("Sold 19.45 tonnes.", record))  # no clock cue: a quantity


def test_a_result_in_words_grounds_both_halves_of_the_day() -> None:
    v = verdict("The site closes at 16:30.", "Site closes at half past four.")
    assert "16:30" not in flagged(v)
    v = verdict("The site closes at 16:45.", "Site closes at half past four.")
    assert "16:45" in flagged(v)


HOURS = {"driver_id": "D-22", "driving_today": "3h40", "since_last_break": "3h40", "week_driving": "31h15"}


def test_a_duration_taken_away_in_hours_and_minutes_is_written_arithmetic() -> None:
    hist = history(HOURS, system="At most 9 h of driving a day.", user="kasia's hours left today?")
    flags, computed = judged("Driving left: 9h \u2212 3h40 = 5h20.", hist)
    assert "5h20" not in flags
    flags, _ = judged("Driving left: 9h - 3h40 = 5h20.", hist)
    assert "5h20" not in flags


@pytest.mark.parametrize("wrong", ["5h21", "5h30", "6h20"])
def test_a_difference_of_durations_one_minute_or_one_digit_off_stays_flagged(wrong: str) -> None:
    hist = history(HOURS, system="At most 9 h of driving a day.", user="kasia's hours left today?")
    flags, _ = judged(f"Driving left: 9h \u2212 3h40 = {wrong}.", hist)
    assert wrong in flags


ROUTE = {"from": "Leeds", "to": "Carlisle", "distance_km": 212}


def test_a_clock_the_user_said_plus_a_duration_the_line_writes_is_a_lead_time() -> None:
    hist = history(ROUTE, user="she's leaving 11:20. eta?")
    flags, computed = judged("182 min driving. Break after 50 min (12:10), 45 min, then on.", hist)
    assert "12:10" not in flags
    assert computed["12:10"] == "lead-time"


@pytest.mark.parametrize("wrong", ["12:11", "12:20", "12:00", "13:10"])
def test_a_lead_time_from_the_users_clock_one_digit_off_stays_flagged(wrong: str) -> None:
    hist = history(ROUTE, user="she's leaving 11:20. eta?")
    flags, _ = judged(f"182 min driving. Break after 50 min ({wrong}), 45 min, then on.", hist)
    assert wrong in flags


def test_only_the_last_person_message_gives_clocks() -> None:
    hist = history(ROUTE, user="she's leaving 11:20. eta?", answers=("Noted.",))
    flags, _ = judged("Break after 50 min (12:10).", hist)
    assert "12:10" in flags  # the person's last message is `and then?`: 11:20 is no base now


def _trip() -> list[dict[str, object]]:
    return history(HOURS, system="At most 9 h of driving a day.", user="hours left after that?",
                   answers=("Driving left: 9h \u2212 3h40 = 5h20.", "182 min driving, leaving 11:20."))


def test_what_is_left_of_an_earlier_result_after_a_later_duration_is_time_left() -> None:
    flags, computed = judged("2h18 of driving.", _trip())
    assert "2h18" not in flags and computed["2h18"] == "time-left"


@pytest.mark.parametrize("wrong", ["2h19", "2h28", "3h18", "2h17"])
def test_time_left_one_digit_or_one_minute_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"{wrong} of driving.", _trip())
    assert wrong in flags


def test_time_left_needs_a_whole_the_run_found_or_stated() -> None:
    hist = history(HOURS, user="hours left after that?", answers=("Driving so far: 5h20.", "182 min driving."))
    flags, _ = judged("2h18 of driving.", hist)
    assert "2h18" in flags  # 5h20 written, not found as a result nor stated by a person


def test_time_left_refused_when_a_neighbour_is_reached_as_cheaply() -> None:
    hist = history(HOURS, system="At most 9 h of driving a day.", user="hours left after that?",
                   answers=("Driving left: 9h \u2212 3h40 = 5h20.", "182 min driving, 192 min with the ferry."))
    flags, _ = judged("2h18 of driving.", hist)
    assert "2h18" in flags  # 5h20 - 182 min, but 5h20 - 192 min = 2h08 is one digit off: chance
