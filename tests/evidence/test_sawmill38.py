"""Round 38 (sawmill38): heldout36's sawmill, read; each refusal fixed in its general rule, with
the real shape in a made-up run (a joinery's planing shop, not the corpus) and its refusals:

- `carried-ratio` (`computed/narrow.py`): a percent whose `%` the reader glued to its token
  (`Yield: 55.51%, just above`, `- P-310: 56.45%`) is a percent, x 100, as `%` after a space
  always was (`decimal_text.percent_written`, the one percent reader); a digit off stays flagged.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from ._helpers import judged

SHOP_SYSTEM = ("You are the assistant of a joinery's planing shop in Maribor. Today is 2027-03-02 (Tuesday), 08:00.\n"
               "Rules: planing keeps about 80% of a rough board's volume.")
PLANING_LOG = "hour,board,m3_rough,m3_planed\n08:00,P-310,0.74,0.61\n09:00,P-311,0.52,0.43\n10:00,P-312,0.66,0.49"


def _log_run(*turns: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"role": "system", "content": SHOP_SYSTEM},
                                 {"role": "user", "content": "This morning's planing?"},
                                 {"role": "tool", "content": PLANING_LOG}]
    for k, text in enumerate(turns):
        out.append({"role": "assistant" if k % 2 == 0 else "user", "content": text})
    return out


# --- a percent glued to its `%`, of two columns' totals or of one record's two numbers ----------------
TOTALS = "- Rough: 0.74 + 0.52 + 0.66 = **1.92 m³**\n- Planed: 0.61 + 0.43 + 0.49 = **1.53 m³**\n"


@pytest.mark.parametrize("line", ["- Kept: 79.69%, just under the norm", "- Kept: 79.69 %, just under the norm",
                                  "- Kept: **79.69%**"])
def test_a_glued_percent_of_two_column_totals(line: str) -> None:
    flags, computed = judged(TOTALS + line, _log_run())
    assert not flags and computed.get("79.69") == "carried-ratio", (flags, computed)


@pytest.mark.parametrize(("line", "value"), [("- Kept: 79.96%, just under the norm", "79.96"),
                                             ("- Kept: 78.69%, just under the norm", "78.69")])
def test_a_glued_percent_a_digit_off_stays_flagged(line: str, value: str) -> None:
    flags, _ = judged(TOTALS + line, _log_run())
    assert value in flags, flags


def test_a_glued_percent_of_the_record_its_line_names() -> None:
    flags, computed = judged("- P-310: 82.43%\n- P-311: 82.69%\n- P-312: 74.24%",
                             _log_run("Kept: 79.69%.", "By board?"))
    assert not flags and {computed.get(v) for v in ("82.43", "82.69", "74.24")} == {"carried-ratio"}, (flags, computed)


@pytest.mark.parametrize("text", ["- P-310: 82.34%\n- P-311: 82.69%", "- P-310: 82.69%\n- P-311: 82.43%"])
def test_a_percent_of_another_record_or_a_digit_off_stays_flagged(text: str) -> None:
    flags, _ = judged(text, _log_run("Kept: 79.69%.", "By board?"))
    assert flags, flags


# --- priced-row: a week by the day, the days worked counted and the hours over summed day by day --------
CREW_SYSTEM = ("You are the assistant of a joinery in Niš. Today is 2027-03-02 (Tuesday), 08:00.\n"
               "Rules (amounts in RSD):\n- Shifts: 2,150 RSD a shift of 8 hours, 310 RSD an hour over 8.")
CREW_WEEK = "worker,mon,tue,wed,thu,fri\nAna Kovač,9,8,0,10,8\nLuka Horvat,8,8,8,8,8\nMaja Zupan,0,11,8,0,9"
CREW_HEAD = "| Worker | Shifts | Overtime h | Pay (RSD) |\n|---|---|---|---|\n"


def _crew_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": CREW_SYSTEM}, {"role": "user", "content": "Last week's shift pay?"},
            {"role": "tool", "content": CREW_WEEK}]


def test_a_week_by_the_day_prices_the_days_worked_and_the_hours_over() -> None:
    # Ana: 4 days worked, 1 + 2 = 3 hours over: 4 x 2,150 + 3 x 310 = 9,530; Maja: 3 days, 3 + 1 = 4: 7,690
    flags, computed = judged(CREW_HEAD + "| Ana Kovač | 4 | 3 | 9,530 |\n| Luka Horvat | 5 | 0 | 10,750 |\n"
                             "| Maja Zupan | 3 | 4 | 7,690 |", _crew_run())
    assert not flags and computed.get("9530") == "priced-row" and computed.get("7690") == "priced-row", (flags, computed)


@pytest.mark.parametrize(("row", "value"), [
    ("| Ana Kovač | 5 | 3 | 11,680 |", "11680"),  # 5 days: Ana worked 4
    ("| Ana Kovač | 3 | 4 | 7,690 |", "7690"),  # Maja's days and hours, on Ana's row
    ("| Ana Kovač | 4 | 4 | 9,840 |", "9840"),  # 4 hours over: Ana's are 3
    ("| Ana Kovač | 4 | 3 | 9,630 |", "9630"),  # a digit off
])
def test_another_count_of_days_or_hours_stays_flagged(row: str, value: str) -> None:
    flags, _ = judged(CREW_HEAD + row, _crew_run())
    assert value in flags, flags


# --- carried-product: a record's sizes in metres multiplied, times its count (record_sizes.py) ----------
PANELS = "item,thick_mm,width_mm,length_m,pieces\nOK18-300,18,300,2.5,245\nOK18-400,18,400,2.0,150\nJS40-200,40,200,3.0,97"
PANEL_SYSTEM = ("You are the assistant of a joinery in Niš. Today is 2027-03-02 (Tuesday), 08:00.\n"
                "Rules (amounts in RSD): oak panels 98,000 RSD/m³, ash boards 61,500 RSD/m³.")


def _panel_run(*turns: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"role": "system", "content": PANEL_SYSTEM}, {"role": "user", "content": "Panels in stock, in m³?"},
                                 {"role": "tool", "content": PANELS}]
    for k, text in enumerate(turns):
        out.append({"role": "assistant" if k % 2 == 0 else "user", "content": text})
    return out


PANEL_HEAD = "| Item | Size | Pieces | m³ |\n|---|---|---|---|\n"


def test_a_named_records_sizes_times_its_pieces_is_its_volume() -> None:
    # 0.018 x 0.300 x 2.5 x 245 = 3.3075; 0.018 x 0.400 x 2.0 x 150 = 2.16; 0.040 x 0.200 x 3.0 x 97 = 2.328
    flags, computed = judged(PANEL_HEAD + "| OK18-300 | 18 × 300 × 2.5 | 245 | 3.3075 |\n"
                             "| JS40-200 | 40 × 200 × 3.0 | 97 | 2.328 |", _panel_run())
    assert not flags and computed.get("3.3075") == computed.get("2.328") == "carried-product", (flags, computed)


@pytest.mark.parametrize(("row", "value"), [
    ("| OK18-300 | 18 × 300 × 2.5 | 245 | 3.3085 |", "3.3085"),  # a digit off
    ("| OK18-300 | 18 × 300 × 2.5 | 245 | 2.328 |", "2.328"),  # another record's volume
    ("| OK18-300 | 18 × 300 × 2.5 | 245 | 33.075 |", "33.075"),  # the wrong power of ten
])
def test_a_volume_a_digit_off_or_of_another_record_stays_flagged(row: str, value: str) -> None:
    flags, _ = judged(PANEL_HEAD + row, _panel_run())
    assert value in flags, flags


def test_a_later_answer_prices_the_volumes_the_cells_under_the_digit_minimum_too() -> None:
    # 2.16 (under the digit minimum, no candidate) is the named record's volume: its row's value
    # 2.16 x 98,000 = 211,680.00 and the column's total take it
    flags, computed = judged("| Item | m³ | RSD/m³ | Value (RSD) |\n|---|---|---|---|\n"
                             "| OK18-300 | 3.3075 | 98,000 | 324,135.00 |\n| OK18-400 | 2.16 | 98,000 | 211,680.00 |\n"
                             "| **Total** | | | **535,815.00** |",
                             _panel_run(PANEL_HEAD + "| OK18-300 | 18 × 300 × 2.5 | 245 | 3.3075 |", "And its value?"))
    assert not flags and {computed.get(v) for v in ("324135", "211680", "535815")} == {"table"}, (flags, computed)


def test_a_later_answers_row_over_a_wrong_volume_stays_flagged() -> None:
    # 2.61 is no record's volume: 2.61 x 98,000 = 255,780.00 is over a number nothing gives
    flags, _ = judged("| Item | m³ | RSD/m³ | Value (RSD) |\n|---|---|---|---|\n| OK18-400 | 2.61 | 98,000 | 255,780.00 |",
                      _panel_run(PANEL_HEAD + "| OK18-300 | 18 × 300 × 2.5 | 245 | 3.3075 |", "And its value?"))
    assert "255780" in flags, flags


# --- ratio: a share of two numbers under the digit minimum a source stated (`22.5 of 24 m³ (93.75%)`) -----
VAN = {"van": "NI-220-KL", "to": "Beograd", "m3": 19.3, "km": 240}
VAN_SYSTEM = "You are the assistant of a joinery in Niš. Rules: a van carries 28 m³ of boards."


def _van_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": VAN_SYSTEM}, {"role": "user", "content": "Van NI-220-KL: how full?"},
            {"role": "tool", "content": json.dumps(VAN)}]


@pytest.mark.parametrize("text", ["1. Load: 19.3 of 28 m³ (68.93%), 8.7 m³ free", "Load: 19.3 of 28 m³, 68.93%"])
def test_a_share_of_a_carried_and_a_stated_number(text: str) -> None:
    flags, computed = judged(text, _van_run())
    assert not flags and computed.get("68.93") == "ratio", (flags, computed)


@pytest.mark.parametrize(("text", "value"), [("Load: 19.3 of 28 m³ (68.83%)", "68.83"),  # a digit off
                                             ("Load: 19.3 of 28 m³ (69.93%)", "69.93")])
def test_a_share_a_digit_off_stays_flagged(text: str, value: str) -> None:
    flags, _ = judged(text, _van_run())
    assert value in flags, flags


# --- repeat: the very characters of a value an earlier answer computed, read the other way -------------
INVOICE = ("СТОЛАРИЈА НИШ - ФАКТУРА 27-0107   04.02.2027\n"
           "Јасен 25 мм   4,200 м3 x 18.400,00     77.280,00\n"
           "Јасен 40 мм   2,350 м3 x 20.100,00     47.235,00\n"
           "ОСНОВИЦА                              124.515,00\n")


def _invoice_run(*turns: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"role": "system", "content": "You are the assistant of a joinery in Niš."},
                                 {"role": "user", "content": "Фактура 27-0107?"}, {"role": "tool", "content": INVOICE}]
    for k, text in enumerate(turns):
        out.append({"role": "assistant" if k % 2 == 0 else "user", "content": text})
    return out


def test_a_group_of_three_computed_then_written_again_in_a_decimal_comma_answer() -> None:
    run = _invoice_run("Основица 124.515,00 ден.", "Колку кубици?", "4,200 + 2,350 = **6,550 м³**.", "Просечна цена?")
    flags, computed = judged("124.515,00 / 6,550 = **19.009,92 ден./м³**.", run)
    assert not flags and "repeat" in computed.values(), (flags, computed)


def test_another_group_of_three_is_no_repeat() -> None:
    run = _invoice_run("Основица 124.515,00 ден.", "Колку кубици?", "4,200 + 2,350 = **6,550 м³**.", "Просечна цена?")
    flags, _ = judged("124.515,00 / 6,560 = **18.980,95 ден./м³**.", run)  # the quotient holds; 6,560 is no sum
    assert any("656" in f for f in flags), flags


def test_other_grouping_reads_one_group_of_three_only() -> None:
    from decimal import Decimal

    from evidence_audit.evidence.computed.narrow import other_grouping
    assert other_grouping("9,450", Decimal("9.45")) == "9450"
    assert other_grouping("9.450", Decimal("9450")) == "9.45"
    assert other_grouping("9,45", Decimal("9.45")) is None
    assert other_grouping("19,450.5", Decimal("19450.5")) is None


def test_a_share_over_a_number_only_an_earlier_answer_wrote_stays_flagged() -> None:
    # 31 is no source's: the earlier answer wrote it, nothing carried or stated it (19.3 / 31 = 62.26%)
    run = [{"role": "system", "content": "You are the assistant of a joinery in Niš."},
           {"role": "user", "content": "Van NI-220-KL: how full?"}, {"role": "tool", "content": json.dumps(VAN)},
           {"role": "assistant", "content": "It holds 31 m³."}, {"role": "user", "content": "Share?"}]
    flags, computed = judged("Load: 19.3 of 31 m³ (62.26%)", run)
    assert "62.26" in flags and computed.get("62.26") != "ratio", (flags, computed)
