"""Round 45 (fold45): one reader of dates past midnight (`hour_steps`: `landing_day`, `date_clock`,
`clock_sum`, `_written_sum`, asked by `hour_step`, `shown_hour_step`, `summed_step` and
`midnight_days.next_day`), and a timestamp's forms spelled as a run's values are kept, for every caller
(`hour_steps.timestamp_forms`: `2027-08-16t23:10:00`, so a departure carried with its seconds is the
base of `next_day` too). Made-up runs: a walnut grove's night trucks.
"""

from __future__ import annotations

from datetime import date

from evidence_audit.evidence.hour_steps import clock_sum, landing_day, summed_step, timestamp_forms
from evidence_audit.evidence.midnight_days import next_day
from evidence_audit.evidence.normalize import normalize_token

from ._helpers import history, judged

GROVE = ("You are the assistant of a walnut grove near Vorukh. Today is 2027-08-16 (Monday), 07:10.\n"
         "Rules: kernels dry on the racks for 6 days.\n")


def _trip(departs: str) -> dict[str, object]:
    return {"trip": "ВК-0816", "departs": departs, "drive_minutes": 95}


# --- timestamp_forms: spelled as the values are kept ------------------------------------------------------

def test_timestamp_forms_are_the_stored_spellings() -> None:
    forms = timestamp_forms(date(2027, 8, 16), "23:10")
    assert "2027-08-16t23:10" in forms and "2027-08-16t23:10:00z" in forms and "2027-08-16 23:10" in forms
    # each form is its own normalized spelling: a caller may look it up in the values as it is
    assert all(normalize_token(form) == form for form in forms if " " not in form)
    assert not any("T" in form or "Z" in form for form in forms)


def test_next_day_takes_a_start_carried_with_its_seconds() -> None:
    clocks = [("00:45", "23:10 + 95 min = 00:45")]
    carried = {"2027-08-16t23:10:00"}.__contains__  # `"departs": "2027-08-16T23:10:00"`, as kept
    found = next_day(date(2027, 8, 17), "- Arrives **00:45** on 17 August", clocks, carried)
    assert found is not None and found[1] == "2027-08-16t23:10:00", found
    assert found[0] == "2027-08-16 23:10 + 95 min = 2027-08-17 00:45", found
    assert next_day(date(2027, 8, 18), "- Arrives **00:45** on 18 August", clocks, carried) is None
    # a start carried on another day is no base
    assert next_day(date(2027, 8, 17), "- Arrives **00:45** on 17 August", clocks, {"2027-08-15t23:10:00"}.__contains__) is None


def test_arrival_date_from_a_departure_carried_with_seconds_passes() -> None:
    # (fold45) was flagged: `next_day` asked only `2027-08-16t23:10`, the run kept `2027-08-16t23:10:00`
    flags, computed = judged("- Drive 95 min, arrives **00:45** on 17 August",
                             history(_trip("2027-08-16T23:10:00"), system=GROVE, user="When does the truck arrive?"))
    assert "17 August" not in flags and computed.get("17 August") == "midnight-step", (flags, computed)


def test_arrival_date_a_day_off_a_departure_with_seconds_stays_flagged() -> None:
    flags, _ = judged("- Drive 95 min, arrives **00:45** on 18 August",
                      history(_trip("2027-08-16T23:10:00"), system=GROVE, user="When does the truck arrive?"))
    assert "18 August" in flags, flags


# --- the shared parts ---------------------------------------------------------------------------------------

def test_landing_day_counts_the_midnights_crossed() -> None:
    day = date(2027, 8, 17)
    assert landing_day(23 * 60 + 10, 95, day, 45) == date(2027, 8, 16)
    assert landing_day(23 * 60 + 10, 95, day) == date(2027, 8, 16)  # any clock
    assert landing_day(7 * 60, 48 * 60, day, 7 * 60) == date(2027, 8, 15)
    assert landing_day(23 * 60 + 10, 95, day, 55) is None  # another clock
    assert landing_day(21 * 60, 95, day) is None  # within its day
    assert landing_day(7 * 60, 48 * 60, day, 7 * 60, once=True) is None  # two midnights where one is asked


def test_clock_sum_reads_a_whole_sum_only() -> None:
    assert clock_sum("23:10 + 95 min = 00:45") == (23 * 60 + 10, 95, 45, "95 min")
    assert clock_sum("21:30 + 6 h = 03:30") == (21 * 60 + 30, 360, 3 * 60 + 30, "6 h")
    assert clock_sum("23:10 + 95 min = 00:45 next day") is None
    assert clock_sum("23:10 + 2 h 15 min = 01:25") is None


def test_summed_step_reads_the_last_sum_to_the_date_clock_only() -> None:
    text = "23:10 + 95 min = 00:45 next day; 22:00 + 165 min = 00:45 too.\n- Arrives **00:45** on 17 August"
    at = text.index("17 August")
    step = summed_step(text, at, at + 9, date(2027, 8, 17))
    assert step is not None and step.base_clock == "22:00" and step.base == date(2027, 8, 16), step
    # the last sum to the clock written wrong: no step, the one before it not read
    wrong = text.replace("165 min", "175 min")
    assert summed_step(wrong, at, at + 9, date(2027, 8, 17)) is None
