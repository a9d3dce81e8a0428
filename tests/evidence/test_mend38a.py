"""Round 38 (mend38a): review38's D1, D2 and D5 narrowed; the honest shapes each rule was made for
still read, with refusals (made-up runs: a joinery's crew and stock, a timber yard).

- D1 `priced_rows._days_worked`: a count of days worked is priced only in a column priced by the
  day or the shift, never in hours (or any unit no allowance is stated in).
- D2 `record_sizes`: a record's sizes times its one whole number, or times the one the value's own
  line writes (of two or more: `pieces` and `shelf`); sizes all under `_m` keys are no sizes.
- D5 `narrow._headed_row`: a column's headers name the kind priced and the signed percent, never
  the record; the row's own cells name it.
"""

from __future__ import annotations

from typing import Any

import pytest

from ._helpers import history, judged


def _run(system: str, result: Any, question: str) -> list[dict[str, Any]]:
    return history(result, system=system, user=question)


# --- D1 ------------------------------------------------------------------------------------------------
CREW = "You are the assistant of a joinery in Kragujevac.\nRules (amounts in RSD):\n- Casual work: 2,400 RSD a day."
WEEK = "worker,mon,tue,wed,thu,fri\nMira Jovic,9,8,0,10,8\nPetar Ilic,8,8,8,8,8"


def test_days_worked_priced_by_the_day_still_read() -> None:
    # Mira worked 4 of the 5 days: 4 x 2,400 = 9,600
    flags, computed = judged("| Worker | Days | Pay (RSD) |\n|---|---|---|\n| Mira Jovic | 4 | 9,600 |",
                             _run(CREW, WEEK, "Last week's pay?"))
    assert "9600" not in flags, (flags, computed)


@pytest.mark.parametrize(("row", "value"), [
    ("| Mira Jovic | 3 | 7,200 |", "7200"),  # a day she worked dropped
    ("| Mira Jovic | 5 | 12,000 |", "12000"),  # the day off counted
])
def test_a_wrong_count_of_days_stays_flagged(row: str, value: str) -> None:
    flags, computed = judged("| Worker | Days | Pay (RSD) |\n|---|---|---|\n" + row, _run(CREW, WEEK, "Last week's pay?"))
    assert value in flags, (flags, computed)


def test_days_worked_priced_as_hours_stay_flagged() -> None:
    system = "You are the assistant of a joinery in Kragujevac.\nRules (amounts in RSD):\n- Casual work: 290 RSD an hour."
    flags, computed = judged("| Worker | Hours | Pay (RSD) |\n|---|---|---|\n| Mira Jovic | 4 | 1,160 |",
                             _run(system, WEEK, "Last week's pay?"))
    assert "1160" in flags, (flags, computed)


# --- D2 ------------------------------------------------------------------------------------------------
STOCK_SYSTEM = "You are the assistant of a joinery. Rules (amounts in RSD): beech boards 71,000 RSD/m3."
RACKED = "item,thick_mm,width_mm,length_m,pieces,rack\nBU22-180,22,180,3.0,410,12\nBU22-240,22,240,2.5,120,7"


def test_sizes_times_the_count_its_line_writes_read() -> None:
    # 0.022 x 0.180 x 3.0 x 410 = 4.8708, the row writes the 410
    flags, computed = judged("| Item | Size | Pieces | m³ |\n|---|---|---|---|\n| BU22-180 | 22 × 180 × 3.0 | 410 | 4.8708 |",
                             _run(STOCK_SYSTEM, RACKED, "Boards in stock, in m³?"))
    assert not flags and computed.get("4.8708") == "carried-product", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    ("- BU22-180: 410 pieces, 0.14256 m³ in stock", "0.14256"),  # x the rack 12, not written
    ("| Item | Pieces | m³ |\n|---|---|---|\n| BU22-180 | 410 | 4.8718 |", "4.8718"),  # a digit off
])
def test_sizes_times_an_unwritten_number_or_a_digit_off_stay_flagged(answer: str, value: str) -> None:
    flags, computed = judged(answer, _run(STOCK_SYSTEM, RACKED, "Boards in stock, in m³?"))
    assert value in flags, (flags, computed)


def test_keys_in_m_alone_are_no_sizes() -> None:
    # `warmup_m`, `drill_m`, `cool_m` are minutes: 10 x 40 x 15 = 6,000 is no volume of anything
    session = "session,warmup_m,drill_m,cool_m,players\nS-14,10,40,15,18\nS-15,12,35,10,16"
    flags, computed = judged("- S-14: 6,000 in all", _run("You are the assistant of a football club.", session, "Session S-14?"))
    assert "6000" in flags, (flags, computed)


# --- D5 ------------------------------------------------------------------------------------------------
YARD = "species,m3,price_rsd\nfir,20,42000\nlarch,9,58000\npine,14,39000"


def test_a_row_naming_its_record_takes_its_own_product() -> None:
    flags, computed = judged("| Wood (fir, larch, pine) | Value (RSD) |\n|---|---|\n| Fir | 840,000 |\n| Larch | 522,000 |",
                             _run("You are the assistant of a timber yard.", YARD, "Stock value by species?"))
    assert not flags and computed.get("522000") == "carried-product", (flags, computed)


def test_a_row_taking_another_records_product_stays_flagged() -> None:
    # 546,000 is pine's 14 x 39,000, written on the Larch row
    flags, computed = judged("| Wood (fir, larch, pine) | Value (RSD) |\n|---|---|\n| Fir | 840,000 |\n| Larch | 546,000 |",
                             _run("You are the assistant of a timber yard.", YARD, "Stock value by species?"))
    assert "546000" in flags, (flags, computed)
