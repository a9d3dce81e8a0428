"""(review39) Round 39's excuses at their price: made-up runs where an invented value (another tier's
count, another record's quantity, a wrong direction) is excused by a rule merged this round, and
honest values a new flag now refuses. Each test asserts what the rule should do: they fail on int39
(0c27a836) and pass when the rule is narrowed.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, content, flagged, history, judged

# --- D1: shown_lengths.row_lengths / lead_in_lengths + stated_shifts: any stated tier's count -------

CELLAR = (
    "You are the assistant of a cheese cellar. Today is 2027-04-05 (Monday), 08:00.\n"
    "Rules:\n- Brining: wheels under 2 kg 12 hours, 2 to 5 kg 18 hours, over 5 kg 40 hours.\n"
)
BRINE = "wheel,kind,weight_kg,into_brine\nW-0404-1,tomme,1.4,2027-04-04 17:20\n"
HEAD = "| Wheel | kg | In | Hours | Out |\n|---|---|---|---|---|\n"


def _cellar(answer: str) -> tuple[set[str], dict[str, str]]:
    run = [{"role": "system", "content": CELLAR}, {"role": "user", "content": "When does W-0404-1 come out?"},
           {"role": "tool", "content": BRINE}]
    return judged(answer, run)


def test_a_light_wheel_given_the_heavy_tier_s_hours_in_its_row_stays_flagged() -> None:
    # 1.4 kg is the 12-hour tier (out 5 Apr 05:20); the row's `40` is the over-5-kg tier's count, an
    # unjudged short cell: the clock and the day it reaches are inventions
    flags, _ = _cellar(HEAD + "| W-0404-1 | 1.4 | 4 Apr 17:20 | 40 | 6 Apr 09:20 |\n")
    assert "09:20" in flags and "6 Apr" in flags


def test_a_wrong_tier_s_hours_in_the_lead_in_stays_flagged() -> None:
    flags, _ = _cellar("Each wheel brines 40 hours:\n- W-0404-1: in 4 Apr 17:20, out 6 Apr 09:20\n")
    assert "09:20" in flags and "6 Apr" in flags


# --- D6: stated_shifts.pause_lengths: `each`/`every`/`per` anywhere in a clause makes a pause ------

QUEUE = {"date": "2027-03-04", "lots": [{"lot": "A", "start": "08:00", "end": "10:00"}, {"lot": "B", "kg": 1500}]}


def _pulper(rule: str, start: str) -> set[str]:
    system = ("You are the assistant of a washing station. Rules:\n"
              "- The pulper takes 1,000 kg an hour, with 15 minutes of cleaning between two lots.\n" + rule)
    answer = f"| Lot | Pulping |\n|---|---|\n| A | 08:00–10:00 |\n| B | {start}–later |"
    return judged(answer, history(QUEUE, system=system, user="When does lot B pulp?"))[0]


def test_a_row_start_moved_by_a_duration_of_another_thing_with_each_stays_flagged() -> None:
    # the pause is 15 minutes (10:15); the cupping's 30 minutes and the truck's 2 h 40 min are no pause
    assert "10:30" in _pulper("- Each sample is cupped 30 minutes after roasting.", "10:30")
    assert "10:30" in _pulper("- Samples are cupped 30 minutes after roasting, 3 cups per lot.", "10:30")
    assert "12:40" in _pulper("- The truck to the port takes 2 h 40 min for every load.", "12:40")


# --- D7: word_dates midnight-step with a year: from today though the record carries another day ---

FERRY = ("You are the assistant of a river ferry company. Today is 2027-05-11 (Tuesday), 06:00.\n"
         "Rules:\n- The ferry to Bhamo takes 30 hours.\n")


def test_a_date_reached_from_today_when_the_record_departs_another_day_stays_flagged() -> None:
    # MB-7 departs on 13 May at 05:15: 30 hours on is 14 May 11:15; `12 May 2027` counts from today
    run = history({"ferry": "MB-7", "to": "Bhamo", "departs": "05:15", "date": "2027-05-13"}, system=FERRY,
                  user="When does it arrive?")
    assert "12 May 2027" in judged("MB-7 leaves 05:15; 30 hours → **12 May 2027, 11:15**.", run)[0]


# --- D8: date_steps bare `+N =`: a count the range's own span refutes -------------------------------

FARM = "You are a hay farm's assistant. Today is 2027-01-05 (Tuesday), 07:00."


def _farm(question: str, answer: str) -> set[str]:
    return judged(answer, [{"role": "system", "content": FARM}, {"role": "user", "content": question}])[0]


def test_a_bare_step_that_is_not_the_stated_span_stays_flagged() -> None:
    # 12 weeks is 84 days (4 April in 2027); `+85` is no step the range states: 5 April is a day off
    flags = _farm("The first cut is on 10 January, then every 12 weeks. When is the second?",
                  "10 Jan + 84 days (12 weeks): +85 = 5 Apr. The second cut is on 5 April.")
    assert "5 Apr" in flags


# --- D9: word_dates._dateless: a leap day read in 2024 when the stated year has none --------------


def test_a_leap_day_in_a_year_that_has_none_stays_flagged() -> None:
    # today is in 2027: 1 February + 28 days is 1 March; 29 February does not exist that year
    flags = _farm("The first cut is on 1 February, then every 4 weeks. When is the second?",
                  "The second cut: 1 February + 28 days = 29 February.")
    assert "29 February" in flags


