"""Round 26 (habits26): `count-divided` reads the unit a value is per after the value's own unit
word (`4,586 words a job`, `12.4 km per day`), so a whole over the count of that unit its
sentence writes is computed (`count_divisions.per_unit`)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.count_divisions import per_unit

from ._helpers import REFERENCE, history, judged

# a shipping log: a month's distance and its drivers' shifts
LOG = '{"month": "2027-02", "km": 48230, "shifts": 37}'


@pytest.mark.parametrize("text,unit", [
    ("1,303 km a shift.", "shift"),
    ("1,303 km per shift.", "shift"),
    ("1,303 a shift.", "shift"),  # (as before)
    ("1,303 km in total.", ""),
])
def test_the_unit_after_the_values_own_unit(text: str, unit: str) -> None:
    end = text.index(" ")
    assert per_unit(text, 0, 0, end) == unit


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
