"""Round 42 (quarry42): what heldout40's quarry corpus (a slate quarry's answers in Kyrgyz and English)
showed the rules did not read, each rule with refusals (made-up runs: a saffron farm's yield in jars, a
honey farm's combs; none of the corpus's texts).

- `StatedRoundings.floors`, `rounded-whole`, `reasoned-rounding`: a yield the rules say is rounded
  down (`jars = g / 2, rounded down`) written as the quotient's floor (`= 1,437.5 → **1,437**`, or
  after a reasoning block); an arrow's whole with no word after it (`= 4,962.3 → 4,962`).
"""

from __future__ import annotations

from typing import Any

from ._helpers import history, judged

SAFFRON = ("You are the assistant of a saffron farm near Jelgava. Today is 2027-10-04 (Monday), 09:00.\n"
           "Rules (amounts in EUR):\n"
           "- A jar holds 2 g of dried saffron; a harvest fills 0.93 of its dried weight (jars = g x 0.93 / 2, rounded down).\n"
           "- A jar sells at 24 EUR.\n")
NO_FLOOR = SAFFRON.replace(", rounded down", "")
HARVEST = {"harvest": "H-1003", "field": "North", "dried_g": 3091.7, "picked": "2027-10-03"}


def _run(system: str = SAFFRON) -> list[dict[str, Any]]:
    return history(HARVEST, system=system, user="How many jars does H-1003 fill?")


# --- rounded-whole: the floor where the rules round down -------------------------------------------------

def test_floor_after_arrow_where_the_rules_round_down() -> None:
    answer = "1. 3,091.7 × 0.93 / 2 = 1,437.64 → **1,437**\n2. Value: ask the price list."
    flags, computed = judged(answer, _run())
    assert "1437" not in flags and computed.get("1437") == "rounded-whole", (flags, computed)


def test_floor_with_its_counted_word_where_the_rules_round_down() -> None:
    answer = "3,091.7 × 0.93 / 2 = 1,437.64, so 1,437 jars."
    flags, computed = judged(answer, _run())
    assert "1437" not in flags and "1437" in computed, (flags, computed)


def test_floor_stays_flagged_where_no_one_states_a_rounding_down() -> None:
    answer = "3,091.7 × 0.93 / 2 = 1,437.64 → **1,437**\n"
    flags, _ = judged(answer, _run(NO_FLOOR))
    assert "1437" in flags, flags


def test_floor_one_off_stays_flagged() -> None:
    # 1,436 is neither the floor, the nearest nor the ceiling of 1,437.64
    answer = "3,091.7 × 0.93 / 2 = 1,437.64 → **1,436**\n"
    flags, _ = judged(answer, _run())
    assert "1436" in flags, flags


def test_bare_whole_after_an_arrow_is_its_nearest() -> None:
    answer = "- Expected: 3,091.7 × 0.93 / 2 = 1,437.64 → 1,438\n- We filled **12 more**"
    flags, computed = judged(answer, _run(NO_FLOOR))
    assert "1438" not in flags and computed.get("1438") == "rounded-whole", (flags, computed)


def test_bare_whole_without_an_arrow_stays_flagged() -> None:
    # no arrow, no word: nothing says the whole rounds the number before it
    answer = "- Expected: 3,091.7 × 0.93 / 2 = 1,437.64, 1,438\n"
    flags, _ = judged(answer, _run(NO_FLOOR))
    assert "1438" in flags, flags


# --- reasoned-rounding: a block's result restated rounded down --------------------------------------------

def test_block_result_restated_rounded_down() -> None:
    answer = "<think>\n3,091.7 × 0.93 / 2 = 1,437.64.\n</think>\n**1,437 jars**."
    flags, computed = judged(answer, _run())
    assert "1437" not in flags and computed.get("1437") == "reasoned-rounding", (flags, computed)


def test_block_result_floor_refused_where_no_one_rounds_down() -> None:
    answer = "<think>\n3,091.7 × 0.93 / 2 = 1,437.64.\n</think>\n**1,437 jars**."
    flags, _ = judged(answer, _run(NO_FLOOR))
    assert "1437" in flags, flags


def test_block_result_two_off_stays_flagged() -> None:
    answer = "<think>\n3,091.7 × 0.93 / 2 = 1,437.64.\n</think>\n**1,435 jars**."
    flags, _ = judged(answer, _run())
    assert "1435" in flags, flags


# --- stated-dose: a table cell under the dose's unit, its row's cell under the unit it is per ------------

DRYER = ("You are the assistant of a saffron farm near Jelgava. Today is 2027-10-04 (Monday), 09:00.\n"
         "Rules (amounts in EUR):\n"
         "- The dryer burns 3.4 litres of gas an hour; gas costs 1.85 EUR a litre.\n")
LOG = "date,start,end\n2027-10-01,21:10,02:25\n2027-10-02,20:40,01:55\n"


def test_dose_cell_under_its_units_header() -> None:
    answer = ("| Date | Start | End | Hours | Litres |\n|---|---|---|---|---|\n"
              "| 1 Oct | 21:10 | 02:25 (2 Oct) | 5.25 | 17.85 |\n| 2 Oct | 20:40 | 01:55 (3 Oct) | 5.25 | 17.85 |")
    flags, computed = judged(answer, history(LOG, system=DRYER, user="How much gas did the dryer use?"))
    # (integrator, round 42) rope42's `column-factor` over the rules' numbers reads the same cell first
    assert "17.85" not in flags and computed.get("17.85") in ("stated-dose", "column-factor"), (flags, computed)


def test_dose_cell_one_digit_off_stays_flagged() -> None:
    answer = ("| Date | Start | End | Hours | Litres |\n|---|---|---|---|---|\n"
              "| 1 Oct | 21:10 | 02:25 (2 Oct) | 5.25 | 17.95 |")
    flags, _ = judged(answer, history(LOG, system=DRYER, user="How much gas did the dryer use?"))
    assert "17.95" in flags, flags


def test_dose_cell_needs_the_header_of_its_unit() -> None:
    # a column headed `Kg` names no unit the dose yields: 5.25 x 3.4 is no mass
    answer = ("| Date | Start | End | Hours | Kg |\n|---|---|---|---|---|\n"
              "| 1 Oct | 21:10 | 02:25 (2 Oct) | 5.25 | 17.85 |")
    flags, _ = judged(answer, history(LOG, system=DRYER, user="How much gas did the dryer use?"))
    assert "17.85" in flags, flags


def test_dose_of_a_stuff_read() -> None:
    # `3.4 litres of gas an hour` is a dose as `3.4 litres an hour` is
    answer = "The dryer ran 5.25 hours: 17.85 litres of gas."
    flags, computed = judged(answer, history({"run": "D-1001", "hours": 5.25}, system=DRYER, user="Gas for D-1001?"))
    assert "17.85" not in flags and "17.85" in computed, (flags, computed)


def test_dose_cell_over_hours_its_clocks_do_not_give_stays_flagged() -> None:
    # 21:10 to 02:25 is 5.25 hours; a row writing 6.25 hours has no source, nor has its 21.25 litres
    answer = ("| Date | Start | End | Hours | Litres |\n|---|---|---|---|---|\n"
              "| 1 Oct | 21:10 | 02:25 (2 Oct) | 6.25 | 21.25 |")
    flags, _ = judged(answer, history(LOG, system=DRYER, user="How much gas did the dryer use?"))
    assert "21.25" in flags, flags


# --- decimal_comma: a text grouping its thousands by a no-break space reads its one comma as a decimal ----

def test_no_break_space_groups_read_a_comma_as_decimal() -> None:
    answer = "1\u00a0437 ÷ 400 = 3,593 → **4 ящики**."
    flags, computed = judged(answer, history({"jars": 1437}, system=SAFFRON, user="Cik kastu?"))
    assert not flags and computed.get("3593") == "written", (flags, computed)


def test_no_break_space_text_wrong_decimal_stays_flagged() -> None:
    answer = "1\u00a0437 ÷ 400 = 3,539 → **4 ящики**."
    flags, _ = judged(answer, history({"jars": 1437}, system=SAFFRON, user="Cik kastu?"))
    assert flags & {"3539", "3.539"}, flags


def test_plain_space_groups_decide_nothing() -> None:
    # `1 437` with a plain space may be two numbers: the comma stays English, 3,593 a thousands group
    from evidence_audit.evidence.decimal_comma import comma_text
    assert comma_text("1\u00a0437 ÷ 400 = 3,593")
    assert not comma_text("1 437 ÷ 400 = 3,593")
    assert not comma_text("1\u00a0437 and 3,593.50")  # an English spelling beside it


# --- tables: a column's total over short cells whose rows a rule checked ----------------------------------

DRYER22 = DRYER.replace("3.4 litres", "22 litres")
LOG3 = LOG + "2027-10-03,20:10,23:55\n"


def test_column_total_over_short_cells_of_checked_rows() -> None:
    # 5.25, 3.75 and 82.5 are too short to judge; each row's EUR cell is checked (`priced-row`)
    answer = ("| Date | Start | End | Hours | Litres | EUR |\n|---|---|---|---|---|---|\n"
              "| 1 Oct | 21:10 | 02:25 | 5.25 | 115.5 | 213.68 |\n| 2 Oct | 20:40 | 01:55 | 5.25 | 115.5 | 213.68 |\n"
              "| 3 Oct | 20:10 | 23:55 | 3.75 | 82.5 | 152.63 |\n"
              "| **Total** | | | **14.25** | **313.5** | **579.99** |")
    flags, computed = judged(answer, history(LOG3, system=DRYER22, user="Gas for the three nights?"))
    assert not flags and computed.get("14.25") == "table" and computed.get("313.5") == "table", (flags, computed)


def test_column_total_over_unchecked_short_cells_stays_flagged() -> None:
    # no cell of any row is resolved: the hours' total sums numbers nothing checked
    answer = ("| Date | Hours | Litres |\n|---|---|---|\n"
              "| 1 Oct | 5.25 | 118 |\n| 2 Oct | 5.25 | 119 |\n| 3 Oct | 3.75 | 411 |\n"
              "| **Total** | **14.25** | **648** |")
    flags, _ = judged(answer, history(LOG3, system=DRYER22, user="Gas for the three nights?"))
    assert "14.25" in flags, flags


def test_no_break_space_groups_alone_decide_nothing() -> None:
    # (heldout25 studio-02's shape) no comma before three digits: the text stays undecided, as before
    from evidence_audit.evidence.decimal_comma import comma_text
    assert not comma_text("48 000 × 24 / 8 × 2 = 288\u00a0000 B/s; × 1965 s = 565,9 MB celkem.")
