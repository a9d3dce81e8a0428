"""(census41) Honest values held-out runs flagged, each with the bound that keeps an invention flagged.

- `listed_steps.py` (`listed-steps`, heldout38 seed-08 and bell-08, heldout37 glass-08): a clock a
  numbered or bulleted list's last step reaches from the list's one clock by every duration its step
  lines above write (`1. Picked up 9 February 10:30` / `2. Transit 31 hours` / `3. **10 February
  17:30**`), across midnight too: the date beside it by `hour_steps.shown_hour_step`, the base day
  written beside the base clock. A minute, an hour or a day off, a blank line cutting the list, a
  step of two lengths, a second clock, a clock no result carried: flagged.
- `said_dates.py` (heldout38 bell-01): a person's date in another language's words (`калі адліваем 20
  красавіка?`, `worded_dates.py`), yearless in the year nearest the stated today, is a date the person
  said, as `20 April` is: a base of a step. Another day stays unsaid.
- `word_dates.py` (heldout38 bell-01): a date stepped from a known date by the span its own line writes
  before it (`- Bell A: 3 days → 23 April 2027` / `- Bell B: 1 day → 21 April 2027`), alone: the other
  line's 23 April, one digit from 21, is no rival. A day off, or a line's span reaching another day,
  stays flagged; `date_steps.py` reads the East Slavic singular `1 дзень`, `1 день`.
"""

from __future__ import annotations

import pytest

from datetime import date

from evidence_audit.evidence.listed_steps import listed_step
from evidence_audit.evidence.said_dates import said_dates

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, history, judged

PARCEL = history({"parcel": "KP-0310-2", "weight_kg": 4.1, "picked_up": "2027-03-10T21:15", "transit_hours": 28},
                 system="Today is 2027-03-10 (Wednesday), 08:00.", user="When does KP-0310-2 arrive?")
TRUCK = history({"truck": "TR-77", "departs": "2027-05-02T07:20", "km": 240, "avg_kmh": 60, "ferry_min": 45},
                user="When does TR-77 reach the depot?")


def test_a_list_s_steps_reach_the_clock_and_its_day() -> None:
    flags, how = judged("1. Picked up 10 March 21:15\n2. Transit 28 hours\n3. **12 March 01:15**", PARCEL)
    assert not flags
    assert how["01:15"] == "listed-steps"
    v = check_answer("1. Picked up 10 March 21:15\n2. Transit 28 hours\n3. **12 March 01:15**", PARCEL, DEFAULT)
    assert any(c.from_ == "21:15 + 28 hours = 01:15 (the list's steps)" for c in v.computed or ())
    assert "12 March" in how


def test_durations_above_the_clock_s_line_are_summed() -> None:
    answer = "- Drive: 240 km / 60 km/h = 4 h\n- Ferry: 45 min\n- Leaves 2 May 07:20 → depot **2 May 12:05**"
    flags, how = judged(answer, TRUCK)
    assert not flags and how["12:05"] == "listed-steps"
    # one length written twice on a step counts once ((mend41a, review41 D1) a duration the run gives:
    # here its line's equation, which holds)
    answer = "1. Drive: 270 km / 60 km/h = 4.5 h (4 h 30 min)\n2. Ferry: 45 min\n3. Leaves 2 May 07:20 → depot **2 May 12:35**"
    assert not judged(answer, TRUCK)[0]


@pytest.mark.parametrize("wrong", ["12 March 01:25", "12 March 02:15", "13 March 01:15", "11 March 01:15"])
def test_a_wrong_clock_or_day_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"1. Picked up 10 March 21:15\n2. Transit 28 hours\n3. **{wrong}**", PARCEL)
    assert flags, wrong


@pytest.mark.parametrize("answer", [
    # a blank line cuts the list: the duration is no step of it
    "1. Drive: 240 km / 60 km/h = 4 h\n\n2. Ferry: 45 min\n3. Leaves 2 May 07:20 → depot **2 May 12:05**",
    # a step writing two lengths: no sum the list writes
    "1. Drive: 4 h or 5 h\n2. Ferry: 45 min\n3. Leaves 2 May 07:20 → depot **2 May 12:05**",
    # two clocks before the value: no one base
    "1. Drive: 4 h\n2. Ferry: 45 min, boards 09:00\n3. Leaves 2 May 07:20 → depot **2 May 12:05**",
    # a clock no result carried
    "1. Drive: 4 h\n2. Ferry: 45 min\n3. Leaves 2 May 07:30 → depot **2 May 12:15**",
])
def test_no_step_without_the_list_s_shape(answer: str) -> None:
    flags, _ = judged(answer, TRUCK)
    assert flags, answer


def test_the_step_is_read_from_short_lines_only() -> None:
    text = "1. " + "x" * 300 + " 4 h\n2. Leaves 07:20 → **11:20**"
    assert listed_step(text, text.index("11:20")) is None  # a step line too long to read back
    text = "1. Drive 4 h\n2. Leaves 07:20 → **11:20**"
    step = listed_step(text, text.index("11:20"))
    assert step is not None and step.base == "07:20" and step.minutes == 240


# --- said_dates: a person's date in another language's words ------------------------------------------

def test_a_person_s_date_in_other_words_is_said() -> None:
    today = date(2027, 4, 12)
    assert "2027-04-20" in said_dates("Калі званы выйдуць з ямы, калі адліваем 20 красавіка?", today)
    assert "2027-04-20" in said_dates("When do they come out if we cast on 20 April?", today)
    assert "2027-04-21" not in said_dates("Калі адліваем 20 красавіка?", today)
    assert said_dates("Колькі металу трэба расплавіць?", today) == []


# --- word_dates: a line's own span, alone --------------------------------------------------------------

# (mend41a, review41 D2) the spans the lines write are the rules' (a line's own count the run never
# gave is no step): heldout38 bell-01's `3 дні`, a rule's 1 day per 100 kg rounded up, is flagged again
COOLING = " A cast bell of 100 kg to 300 kg cools in the pit 3 days, a lighter one 1 day."
RULES_12 = "Today is 2027-04-12 (Monday), 09:00." + COOLING
RULES_13 = "Today is 2027-04-13 (Tuesday), 09:10." + COOLING
POUR = history({"bells": [{"bell": "A", "kg": 240}, {"bell": "B", "kg": 65}]},
               system=RULES_12, user="Калі званы выйдуць з ямы, калі адліваем 20 красавіка?")
POUR_EN = history({"bells": [{"bell": "A", "kg": 240}, {"bell": "B", "kg": 65}]},
                  system=RULES_12, user="When do the bells come out if we cast on 20 April?")


def test_each_line_s_span_steps_from_the_said_date() -> None:
    flags, how = judged("- Звон A (240 кг): 3 дні → **23 красавіка 2027**\n- Звон B (65 кг): 1 дзень → **21 красавіка 2027**", POUR)
    assert not flags and how["21 красавіка 2027"] == "date-step" and how["23 красавіка 2027"] == "date-step"
    flags, _ = judged("- Bell A (240 kg): 3 days → **23 April 2027**\n- Bell B (65 kg): 1 day → **21 April 2027**", POUR_EN)
    assert not flags


@pytest.mark.parametrize("answer, wrong", [
    ("- Bell A (240 kg): 3 days → **23 April 2027**\n- Bell B (65 kg): 1 day → **22 April 2027**", "22 April 2027"),
    ("- Bell A (240 kg): 3 days → **24 April 2027**\n- Bell B (65 kg): 1 day → **21 April 2027**", "24 April 2027"),
    # the line names its span: 1 day does not reach 23, whatever the other line writes
    ("- Bell A (240 kg): 1 day → **23 April 2027**\n- Bell B (65 kg): 3 days → **21 April 2027**", "21 April 2027"),
])
def test_a_line_s_wrong_step_stays_flagged(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, POUR_EN)
    assert wrong in flags


POUR_13 = history({"bells": [{"bell": "A", "kg": 240}]}, system=RULES_13,
                  user="When does the bell come out if we cast on 20 April?")


def test_a_step_from_the_asked_date_is_no_slip_of_today() -> None:
    # 23 April is one digit from today, 13 April: the line's span from the asked date names the step
    flags, how = judged("- Bell A (240 kg): 3 days → **23 April 2027**", POUR_13)
    assert not flags and how["23 April 2027"] == "date-step"
    for wrong in ("24 April 2027", "22 April 2027", "23 April 2028"):
        flags, _ = judged(f"- Bell A (240 kg): 3 days → **{wrong}**", POUR_13)
        assert wrong in flags, wrong


def test_a_line_that_writes_its_base_is_not_read_alone() -> None:
    # the line writes its base date: `June 20 − 14 days` is June 6, and no other known date + 14 days
    # (a carried 25 May) excuses the wrong June 8
    hist = history({"plan": "June 10th - June 20th, 2024", "events": [{"date": "2024-05-25"}]},
                   user="what's two weeks before departure day?")
    flags, _ = judged("June 20 − 14 days = June 8, 2024.", hist)
    assert "June 8, 2024" in flags
