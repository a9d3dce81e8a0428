"""Round 22 (clocks22): schedules read as chains of rows (`schedule-step`), a weekday that matches
no reading of its date, a clock cell of a CSV result, a `1:N` ratio beside a sure one; each with its
refusals (a row's clock one digit off, a wrong duration, a weekday-matching date stay as before)."""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence.schedule_steps import RecordDurations, explain_schedule_step, line_durations

from ._helpers import history, judged

PREP = ("PREP TIMES (kitchen book)\nFocaccia: mix 20 min; prove 2 h 30 min; bake 25 min; 12 portions per tray\n"
        "Slow lamb shoulder: braise 4 h at 140 °C; rest 30 min; 350 g raw weight per cover\n"
        "Panna cotta: make 30 min; set at least 4 h in the fridge")
EVENT = {"event_id": "PD-0411", "date": "2026-04-11", "covers": 40, "service_start": "19:30"}
TABLE = ("| Dish | Step | Start | End |\n|---|---|---|---|\n| Panna cotta | make | {make} | 15:30 |\n"
         "| Panna cotta | set (4 h) | 15:30 | 19:30 |\n| Lamb shoulder | braise 140 °C | 15:00 | 19:00 |\n"
         "| Lamb shoulder | rest | 19:00 | 19:30 |\n| Focaccia | bake | 19:05 | 19:30 |")
PROTOCOL = ("PROTOCOL WB-FL-07\n2. Block: 1 h at room temperature\n4. Wash: 4 x 5 min TBST\n"
            "5. Secondary antibody (IRDye 800CW, 1:15000): 45 min at room temperature, in the dark\n"
            "6. Wash: 4 x 5 min TBST, then 1 x 5 min TBS")
DAY = ("- **Primary** 2 h at RT: 11:50 → 1:50 p.m.\n- **Wash** 4 × 5 min: 1:50 → {wash} p.m.\n"
       "- **Secondary** 45 min, in the dark: {wash} → {secondary} p.m.")


def _kitchen() -> list[dict[str, Any]]:
    return history(EVENT, PREP, user="Saturday's dinner: prep timings working back from service.")


def test_a_prep_table_worked_back_from_service_is_a_chain_of_steps() -> None:
    flags, computed = judged(TABLE.format(make="15:00"), _kitchen())
    assert not flags & {"15:00", "15:30", "19:00", "19:05"}
    assert computed["15:30"] == "schedule-step"  # 19:30 - 4 h, written in the row
    assert computed["15:00"] == "schedule-step"  # 15:30 - 30 min, the recipe's `make 30 min`


@pytest.mark.parametrize("wrong", ["15:01", "14:00", "15:05"])
def test_a_rows_start_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(TABLE.format(make=wrong), _kitchen())
    assert wrong in flags


def test_a_protocol_worked_forward_in_12_hour_clocks() -> None:
    hist = history(PROTOCOL, user="Transfer finished at 11:50, 2 h primary. When can I image?")
    flags, computed = judged(DAY.format(wash="2:10", secondary="2:55"), hist)
    assert not flags & {"2:10", "2:55"}
    assert computed["2:10"] == "schedule-step" and computed["2:55"] == "schedule-step"


@pytest.mark.parametrize("wash, secondary, wrong", [("2:20", "3:05", "2:20"), ("2:10", "2:45", "2:45"), ("2:10", "3:55", "3:55")])
def test_a_chain_with_a_wrong_duration_stays_flagged(wash: str, secondary: str, wrong: str) -> None:
    hist = history(PROTOCOL, user="Transfer finished at 11:50, 2 h primary. When can I image?")
    flags, _ = judged(DAY.format(wash=wash, secondary=secondary), hist)
    assert wrong in flags


def test_a_row_takes_its_duration_from_the_record_line_naming_its_step() -> None:
    hist = history(PROTOCOL, user="I come in at 8:30 tomorrow.")
    answer = "Tomorrow:\n\n- Washes: 8:30 → 8:50\n- Secondary: 8:50 → 9:35\n- Final washes: 9:35 → 10:00"
    flags, computed = judged(answer, hist)
    assert not flags & {"8:50", "9:35", "10:00"}
    assert computed["10:00"] == "schedule-step"  # 4 x 5 + 1 x 5 min, the record's line 6
    flags, _ = judged(answer.replace("9:35 → 10:00", "9:35 → 10:05"), hist)
    assert "10:05" in flags


def test_the_rule_reads_only_rows_of_two_clocks_with_a_resolved_other_end() -> None:
    records = RecordDurations()
    records.add_result(None, "Wash: 4 x 5 min")
    assert explain_schedule_step("Wash: 8:30 → 8:50", "8:50", ["8:30"], records) is not None
    assert explain_schedule_step("Wash: 8:30 → 8:50", "8:50", [], records) is None  # 8:30 unresolved
    assert explain_schedule_step("Wash: 8:30 → 8:50 → 9:10", "8:50", ["8:30"], records) is None  # three clocks
    assert explain_schedule_step("Block: 8:30 → 8:50", "8:50", ["8:30"], records) is None  # no record names `Block`
    assert [d for d, _ in line_durations("4 × 5 min TBST + 1 × 5 min TBS")] == [20, 5, 25]


# --- a weekday that matches no reading of its date (word_dates) ------------------------------------
KIT = {"item": "IL-6 ELISA kit", "expiry": "2026-04-30", "price": 648.0}
PLATES = "| Plate | Date |\n|---|---|\n| 1 | Tue 24/02 |\n| 2 | Tue 03/03 |\n| 3 | {third} |"


def _lab() -> list[dict[str, Any]]:
    return history(KIT, system="You are a lab agent. Today is 2026-02-17 (Tuesday).",
                   user="One plate a week starting next Tuesday.")


@pytest.mark.parametrize("wrong", ["Tue 20/03", "Tue 10/04"])
def test_a_weekday_that_is_not_its_dates_is_flagged_wherever_it_lands(wrong: str) -> None:
    flags, _ = judged(PLATES.format(third=wrong), _lab())
    assert wrong in flags


def test_a_weekday_matching_date_stepped_right_is_computed() -> None:
    flags, computed = judged(PLATES.format(third="Tue 10/03"), _lab())
    assert "Tue 10/03" not in flags and computed.get("Tue 10/03") == "date-step"


def test_a_weekday_matching_date_one_digit_off_stays_flagged() -> None:
    flags, _ = judged(PLATES.format(third="Tue 17/03"), _lab())  # a Tuesday, a week off the step
    assert "Tue 17/03" in flags


# --- a clock cell of a CSV result; a 1:N ratio beside a sure one ----------------------------------
LOG = "time,probe_c\n06:00,3.8\n08:00,4.1\n10:00,5.2"


def test_a_clock_a_csv_row_carries_is_grounded() -> None:
    flags, _ = judged("3.8-5.2 °C. 10:00 reading is over the 5 °C limit.", history(LOG))
    assert "10:00" not in flags
    flags, _ = judged("3.8-5.2 °C. 10:30 reading is over the 5 °C limit.", history(LOG))
    assert "10:30" in flags


def test_a_one_to_n_pair_beside_a_sure_ratio_is_prose() -> None:
    hist = history(PROTOCOL)
    flags, _ = judged("1:15000, so for 10 mL that's 0.67 µL, easier to make as a 1:10 pre-dilution first.", hist)
    assert "1:10" not in flags
    flags, _ = judged("Use 1:15000. Start the secondary at 1:10.", hist)  # another sentence: a clock
    assert "1:10" in flags
    flags, _ = judged("1:15000, and start at 1:10 pm.", hist)  # with its pm: a clock
    assert flags & {"1:10", "1:10 pm", "1:10pm"}


# --- an end rounded from fractional minutes (lead-time); a duration `from` a clock adds it ---------
BOOKING = {"booking_id": "BK-26-0418", "start": "2026-02-18T10:45", "end": "2026-02-18T12:15"}


@pytest.mark.parametrize("end, ok", [("12:13", True), ("12:18", False), ("12:14", False)])
def test_an_end_from_a_fractional_total_is_rounded_to_the_minute(end: str, ok: bool) -> None:
    hist = history(BOOKING, answers=("Booked: qPCR-1, Wed 18 Feb 10:45–12:15.",))
    flags, computed = judged(f"45 × 75 s = 56.25 min, so 88.25 min total, ending about {end}.", hist)
    assert (end not in flags) is ok
    if ok:
        assert computed[end] == "lead-time"


def test_a_duration_from_a_clock_only_adds() -> None:
    hist = history({"culture": "overnight"}, user="Starting a culture at 5:40 pm today, 16 h shake. When is it done?")
    flags, computed = judged("16 h from 5:40 pm is 9:40 am Wednesday.", hist)
    assert "9:40" not in flags
    flags, _ = judged("16 h from 5:40 pm is 1:40 am Wednesday.", hist)  # 5:40 pm less 16 h
    assert flags & {"1:40", "1:40 am"}
