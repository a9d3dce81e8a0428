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
