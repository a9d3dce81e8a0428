"""Round 26 (habits26): `count-divided` reads the unit a value is per after the value's own unit
word (`4,586 words a job`, `12.4 km per day`), so a whole over the count of that unit its
sentence writes is computed (`count_divisions.per_unit`)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.count_divisions import counted_thing, per_unit

from ._helpers import REFERENCE, history, judged

# a shipping log: a month's distance and its drivers' shifts
LOG = '{"month": "2027-02", "km": 48230, "shifts": 37}'


@pytest.mark.parametrize("text,thing", [
    ("1,303 km a shift.", "shift"),
    ("1,303 km per shift.", "shift"),
    ("1,303 km in total.", ""),
])
def test_the_thing_after_the_values_own_unit(text: str, thing: str) -> None:
    end = text.index(" ")
    assert counted_thing(text, end) == thing
    assert per_unit(text, 0, 0, end) == ""  # (per_unit reads `a shift` right after the value only)


def test_a_measure_is_no_count() -> None:
    # 6,390 km over 1.2 mm is a measure over a measure (`measure-rate`), not a count of things
    flags, computed = judged("It lost 1.2 mm over 6,390 km, so 5,325 km per mm.",
                             history('{"odometer_km": [49020, 55410], "tread_mm": [5.3, 4.1]}'))
    assert computed.get("5325") != "count-divided", computed


@pytest.mark.parametrize("written,number,ok", [
    ("48,230 km in 37 shifts, 1,304 km a shift.", "1304", True),  # 48,230 / 37 = 1,303.5 -> 1,304
    ("48,230 km in 37 shifts, 1,314 km a shift.", "1314", False),  # one digit off
    ("48,230 km in 37 shifts, 1,304 km a driver.", "1304", False),  # no count of drivers
])
def test_a_whole_over_the_count_of_the_unit_it_is_per(written: str, number: str, ok: bool) -> None:
    flags, computed = judged(written, history(LOG))
    assert (computed.get(number) == "count-divided") is ok, computed
    assert (number in flags) is not ok


def test_the_reference_profile_reads_none() -> None:
    flags, _ = judged("48,230 km in 37 shifts, 1,304 km a shift.", history(LOG), REFERENCE)
    assert "1304" in flags
