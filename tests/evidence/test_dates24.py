"""Round 24 (dates24): a date a result writes in numbers without hyphens (`logs-app-2025.08.13`,
`2025/08/13`, `db_20250813.sql`) is a date the run carries (compact_dates.py), for an answer's
`Aug 13` or `2025-08-13`; a version, an IP-like run, an amount or a bare eight-digit number is none,
and a day off stays flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.compact_dates import compact_dates

from ._helpers import DEFAULT, REFERENCE, flagged, grounded, history, judged, verdict

INDICES = ("health status index                    pri rep docs.count store.size\n"
           "green  open   logs-app-2025.08.12      3   1  412003311     388.2gb\n"
           "green  open   logs-app-2025.08.13      3   1  428871022     401.7gb\n"
           "green  open   logs-app-2025.08.14      3   1  270114800     252.9gb")
SRE = "You are the on-call assistant.\nCurrent time: 2025-08-14T16:05:00Z."


# --- the readings --------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,iso", [
    ("logs-app-2025.08.13", "2025-08-13"),
    ("exports/2025/08/13/part-0.csv", "2025-08-13"),
    ("snapshot 2025.08.13 taken", "2025-08-13"),
    ("db_20250813.sql.gz", "2025-08-13"),
    ("run-20250813-2", "2025-08-13"),
    ("20250813T0400Z", "2025-08-13"),
    ('{"date": "20250813"}', "2025-08-13"),
    ('{"report_date":"20250813"}', "2025-08-13"),
    ("Date: 20250813", "2025-08-13"),
    ("backup-2024.02.29", "2024-02-29"),
])
def test_a_date_written_without_hyphens_is_read(text: str, iso: str) -> None:
    assert list(compact_dates(text)) == [iso]


@pytest.mark.parametrize("text", [
    "version 1.2.3",                 # a version
    "release 2.14.0",
    "10.2025.08.13",                 # part of a longer dotted run (IP-like)
    "2025.08.13.1",
    "192.168.20.13",
    "total 2025.08 EUR",             # an amount: two parts only
    "2025.8.13",                     # month and day in two digits only
    "order 20250813 shipped",        # eight digits alone: an order number
    '{"order_id": 20250813}',
    "20251313-x",                    # no month 13
    "logs-2025.02.30",               # no 30 February
    "backup-2025.02.29",             # 2025 is no leap year
    "12320250813-x",                 # a longer digit run
])
def test_what_is_no_date_is_not_read(text: str) -> None:
    assert list(compact_dates(text)) == []


# --- in a run --------------------------------------------------------------------------------------------
def test_a_yearless_date_of_an_index_name_is_grounded() -> None:
    """heldout2's devops-37: `Aug 13` beside `last two full days`, the result's index named by the day."""
    answer = "The last two full days took 388.2 GB (Aug 12) and 401.7 GB (Aug 13), including replicas."
    v = verdict(answer, INDICES, system=SRE)
    assert not {"Aug 12", "Aug 13"} & flagged(v)
    assert grounded(v).get("Aug 13") == "date-in-words"


@pytest.mark.parametrize("value", ["Aug 15", "Aug 23"])
def test_a_day_no_index_names_stays_flagged(value: str) -> None:
    answer = f"The last two full days took 388.2 GB (Aug 12) and 401.7 GB ({value}), including replicas."
    assert value in flagged(verdict(answer, INDICES, system=SRE))


def test_an_iso_date_of_a_compact_file_name_is_grounded_and_one_off_is_not() -> None:
    listing = "db_20250811.sql.gz 4.1G\ndb_20250812.sql.gz 4.2G"
    hist = history(listing, system=SRE)
    flags, _ = judged("The newest dump is from 2025-08-12.", hist)
    assert "2025-08-12" not in flags
    flags, _ = judged("The newest dump is from 2025-08-13.", hist)
    assert "2025-08-13" in flags


def test_an_order_number_of_eight_digits_grounds_no_date() -> None:
    hist = history({"order_id": 20250813, "status": "shipped"}, system=SRE)
    flags, _ = judged("It shipped on 2025-08-13.", hist)
    assert "2025-08-13" in flags


def test_the_reference_profile_reads_no_compact_date() -> None:
    v = verdict("The index of 2025-08-13 holds 401.7 GB.", INDICES, system=SRE, gate=REFERENCE)
    assert "2025-08-13" in flagged(v)
    assert DEFAULT is not REFERENCE


# --- a two-digit year ------------------------------------------------------------------------------------
CREDITS = [{"credit_id": "CR-START-0877", "granted": 2000.0, "expires": "2027-05-31"}]


@pytest.mark.parametrize("value", ["5/31/27", "31.05.27"])
def test_a_numeric_date_with_a_two_digit_year_is_grounded(value: str) -> None:
    v = verdict(f"Startup credit: $754.10 left (expires {value}).", CREDITS)
    assert value not in flagged(v) and grounded(v).get(value) == "numeric-date"


@pytest.mark.parametrize("value", ["5/31/28", "5/30/27", "6/31/27"])
def test_a_two_digit_year_one_digit_off_stays_flagged(value: str) -> None:
    assert value in flagged(verdict(f"Startup credit: $754.10 left (expires {value}).", CREDITS))


def test_a_two_digit_year_after_a_hyphen_is_no_date() -> None:
    from evidence_audit.evidence.written import numeric_date_readings
    assert numeric_date_readings("5-31-27") == ()
    assert numeric_date_readings("5/31/27") == ("2027-05-31",)
    assert numeric_date_readings("03/07/99") == ("1999-07-03", "1999-03-07")


# --- weekly-step: a list of dates a week apart ---------------------------------------------------------
BOOKING = {"ref": "PB-0416-3G2", "first_date": "2026-04-16", "start": "18:30", "weekly": True, "sessions": 6}
CLUB = "You are the club assistant. Today is 2026-04-09 (Thursday)."


def test_a_weekly_list_from_a_known_date_is_computed() -> None:
    hist = history(BOOKING, system=CLUB)
    flags, computed = judged("Step 1: weekly from Thu 16 Apr.\nStep 2: 16/04, 23/04, 30/04, 07/05, 14/05, 21/05.", hist)
    assert "23/04" not in flags and computed.get("23/04") == "weekly-step"


def test_a_weekly_list_in_words_is_computed() -> None:
    flags, computed = judged("The sessions: April 16, April 23 and April 30.", history(BOOKING, system=CLUB))
    assert "April 23" not in flags and computed.get("April 23") == "weekly-step"


@pytest.mark.parametrize("answer,value", [
    ("Step 2: 16/04, 23/04, 29/04.", "23/04"),                 # a day off breaks a list of three
    ("Step 2: 16/04, 23/04, 29/04, 08/05.", "23/04"),          # two days off break a longer one
    ("Step 2: 16/04, 22/04, 30/04, 07/05.", "22/04"),
    ("The sessions: April 16, April 22 and April 29.", "April 22"),
    ("Step 2: 16/04, 23/04.", "23/04"),                        # two dates: no list
    ("Step 2: 16/04 and later 23/04, 30/04.", "23/04"),        # not joined as a list
])
def test_a_broken_or_short_weekly_list_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(BOOKING, system=CLUB))
    assert value in flags


@pytest.mark.parametrize("answer,value", [
    ("Step 2: 16/04, 23/05, 30/04, 07/05.", "23/05"),          # a month off, far from every known date
    ("Step 2: 16/04, 23/04, 29/04, 07/05.", "29/04"),
    ("Step 2: 16/04, 33/04, 30/04, 07/05.", "33/04"),          # no date either way round
    ("Step 2: 16/04, 23/14, 30/04, 07/05.", "23/14"),
])
def test_the_one_date_off_a_weekly_list_is_flagged(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(BOOKING, system=CLUB))
    assert value in flags
    assert all(rule == "weekly-step" for rule in computed.values())


def test_a_list_of_scores_is_no_weekly_list() -> None:
    flags, _ = judged("Scores: 12/20, 15/20, 14/20.", history(BOOKING, system=CLUB))
    assert not flags


def test_a_weekly_list_from_an_unknown_date_stays_flagged() -> None:
    booking = {**BOOKING, "first_date": "2026-04-17"}
    flags, _ = judged("Step 2: 16/04, 23/04, 30/04.", history(booking, system=CLUB))
    assert {"16/04", "23/04"} <= flags


def test_a_weekday_that_is_not_the_day_breaks_the_list() -> None:
    flags, _ = judged("The sessions: Thu April 16, Wed April 23 and Thu April 30.", history(BOOKING, system=CLUB))
    assert "Wed April 23" in flags


# --- iso-week ------------------------------------------------------------------------------------------
CAMPAIGN = {"campaign_id": "CMP-53310", "start_date": "2026-01-12", "end_date": "2026-02-22"}
ADS = "You are the analytics assistant. Now: 2025-12-03 10:05 (Wednesday)."


def test_the_iso_week_of_a_known_date_on_its_line_is_computed() -> None:
    answer = "January 12, 2026 is a Monday and falls in ISO week 2026-W03; the flight spans 6 full weeks."
    flags, computed = judged(answer, history(CAMPAIGN, system=ADS))
    assert "2026-w03" not in flags and computed.get("2026-w03") == "iso-week"


def test_a_table_row_s_week_of_its_date_is_computed() -> None:
    answer = "| Date | ISO week |\n|---|---|\n| 2026-01-12 | 2026-W03 |\n| 2026-02-22 | 2026-W08 |"
    flags, computed = judged(answer, history(CAMPAIGN, system=ADS))
    assert not {"2026-w03", "2026-w08"} & flags
    assert computed.get("2026-w08") == "iso-week"


@pytest.mark.parametrize("week", ["2026-W04", "2026-W13", "2027-W03", "2026-W54"])
def test_a_week_one_off_or_impossible_stays_flagged(week: str) -> None:
    flags, _ = judged(f"January 12, 2026 falls in ISO week {week}.", history(CAMPAIGN, system=ADS))
    assert week.lower() in flags


def test_a_week_of_a_date_no_one_knows_stays_flagged() -> None:
    flags, _ = judged("January 13, 2026 falls in ISO week 2026-W03.", history(CAMPAIGN, system=ADS))
    assert "2026-w03" in flags


def test_a_week_beside_a_date_on_another_line_stays_flagged() -> None:
    flags, _ = judged("January 12, 2026 is a Monday.\nIt falls in ISO week 2026-W03.", history(CAMPAIGN, system=ADS))
    assert "2026-w03" in flags


# --- a clock with its zone glued --------------------------------------------------------------------------
SLA = {"incidents": [{"start": "2026-11-17T08:30:00+01:00", "end": "2026-11-17T07:51:00Z"}]}


@pytest.mark.parametrize("value", ["08:30+01:00", "07:51Z", "07:51+00:00", "08:30:00+01:00"])
def test_a_clock_with_the_zone_its_timestamp_carries_is_grounded(value: str) -> None:
    v = verdict(f"Incident 2: from {value}.", SLA)
    assert value.lower() not in flagged(v) and grounded(v).get(value.lower()) == "clock"


@pytest.mark.parametrize("value", ["08:31+01:00", "08:30+02:00", "07:51+01:00", "07:52Z", "08:30:01+01:00"])
def test_a_clock_or_a_zone_one_off_stays_flagged(value: str) -> None:
    assert value.lower() in flagged(verdict(f"Incident 2: from {value}.", SLA))


# --- a range's length in hours and bare minutes ------------------------------------------------------------
def test_hours_and_bare_minutes_after_a_range_are_read_whole() -> None:
    from evidence_audit.evidence.range_lengths import range_totals, refuted_lengths
    assert refuted_lengths("From 11:30 to 16:00: **4 h 30**, or 270 minutes.") == []
    assert refuted_lengths("From 11:30 to 16:00: 4h30") == []
    assert refuted_lengths("From 11:30 to 16:00: **4 h 20**, or 260 minutes.") == ["4 h 20"]
    assert refuted_lengths("From 11:30 to 16:00: 4 h.") == ["4 h"]
    assert [t.holds for t in range_totals("11:00-12:30 and 13:30-15:00: 3 h 00 in total")] == [True]
    assert [t.written for t in range_totals("11:00-12:30 and 13:30-15:00: 2 h 30 in total") if not t.holds] == ["2 h 30"]


def test_a_range_s_length_written_with_bare_minutes_is_not_flagged() -> None:
    hist = history({"start_time": "2024-05-19 11:30:00", "title": "One-on-One"}, user="create it at 16:00")
    flags, _ = judged("From 11:30 to 16:00: **4 h 30**.", hist)
    assert not flags
    flags, _ = judged("From 11:30 to 16:00: **4 h 20**.", hist)
    assert "4 h 20" in flags
