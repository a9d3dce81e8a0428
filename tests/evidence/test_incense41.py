"""Round 41 (incense41): what heldout39's incense corpus (a frankincense co-operative's answers in
Tigrinya and English) showed the rules did not read, each rule with refusals (made-up runs: a
honey co-operative, a spice wholesaler, a ferry; none of the corpus's texts).

- `carried_products.stated_prices`: a rule's line whose label names the unit its prices are per
  (`- Prices a kg of comb honey: grade A 420 KES, grade B 310 KES.`): each a price per that unit,
  for a table row's product (`| A | 12.5 | 420 | 5,250 |`).
- `lists._whole_list_total`: a list's total in the unit word it wears sums, per worked line above
  it, the one number that word follows (`- A: 12.5 kg × 420 = 5,250` ... `Total 30.5 kg`).
- `expressions._continued`: a numbered step's label colon before its operator (`2. Dry: × 0.85 =
  ...`) goes on from the result of the step above.
- `word_dates.chain_step`: with no date in its sentence, the date with its year written last on the
  line before is the step's base alone (a list of steps, one date a line).
- `hour_steps.shown_hour_step`: durations its line joins with `+` summed (`7.5 h + 40 min`) for a
  date reached over midnight.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence.carried_products import stated_prices
from evidence_audit.evidence.hour_steps import plus_sums

from ._helpers import history, judged

HONEY = ("You are the assistant of a honey co-operative near Kitui. Today is 2027-08-16 (Monday), 07:10.\n"
         "Rules (amounts in KES):\n"
         "- Hives are harvested 24 days after their first inspection, then every 15 days.\n"
         "- Comb honey loses 15% in pressing: pressed weight = comb weight x 0.85.\n"
         "- Prices a kg of pressed honey: grade A 420 KES, grade B 310 KES, grade C 150 KES.\n"
         "- Beekeepers are paid 40 KES a kg of comb honey.\n")
GRADING = {"lot": "G-0802", "pressed_kg": 61.4, "grade_a_kg": 24.2, "grade_b_kg": 22.8, "grade_c_kg": 14.4}


def _run(result: Any, question: str, system: str = HONEY, answers: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    return history(result, system=system, user=question, answers=answers)


# --- carried_products.stated_prices: a label naming the unit ------------------------------------------------

def test_headed_prices_read_per_the_labels_unit() -> None:
    found = {(p.price, p.unit) for p in stated_prices(HONEY)}
    assert {(420, "kg"), (310, "kg"), (150, "kg")} <= found, found


def test_headed_prices_need_a_unit_in_the_label() -> None:
    # (`Prices:` alone is seed40's plural label, a price per `price`: no price per kg)
    text = "- Prices: grade A 420 KES, grade B 310 KES.\n"
    assert all(p.unit != "kg" for p in stated_prices(text)), stated_prices(text)


def test_grade_rows_at_the_headed_prices() -> None:
    answer = ("| Grade | kg | KES/kg | KES |\n|---|---|---|---|\n| A | 24.2 | 420 | 10,164 |\n"
              "| B | 22.8 | 310 | 7,068 |\n| C | 14.4 | 150 | 2,160 |\n| **Total** | | | **19,392** |")
    flags, computed = judged(answer, _run(GRADING, "What is lot G-0802 worth?"))
    for value in ("10164", "7068", "2160", "19392"):
        assert value not in flags and value in computed, (value, flags, computed)


def test_grade_row_one_digit_off_stays_flagged() -> None:
    # 7,086 is two digits of 22.8 x 310 swapped; 10,146 likewise of 24.2 x 420
    answer = ("| Grade | kg | KES/kg | KES |\n|---|---|---|---|\n| A | 24.2 | 420 | 10,146 |\n"
              "| B | 22.8 | 310 | 7,086 |")
    flags, _ = judged(answer, _run(GRADING, "What is lot G-0802 worth?"))
    assert "10146" in flags and "7086" in flags, flags


def test_grade_row_at_a_price_no_rule_states_stays_flagged() -> None:
    answer = "| Grade | kg | KES/kg | KES |\n|---|---|---|---|\n| A | 24.2 | 450 | 10,890 |"
    flags, _ = judged(answer, _run(GRADING, "What is lot G-0802 worth?"))
    assert "10890" in flags, flags


# --- lists: a total in the unit word of its items ----------------------------------------------------------

STOCK = "| grade | kg | store |\n|---|---|---|\n| A | 24.25 | Kitui 1 |\n| B | 310.5 | Kitui 1 |\n| C | 96.75 | Kitui 2 |"
WORKED = ("- Grade A: 24.25 kilo × 420 = 10,185 KES\n"
          "- Grade B: 310.5 kilo × 310 = 96,255 KES\n"
          "- Grade C: 96.75 kilo × 150 = 14,512.50 KES\n")


def test_list_total_in_its_items_unit_word() -> None:
    answer = WORKED + "- **Total 431.5 kilo, 120,952.50 KES**"
    flags, computed = judged(answer, _run(STOCK, "How much honey is in store and what is it worth?"))
    assert "431.5" not in flags and computed.get("431.5") == "total", (flags, computed)


def test_list_total_in_its_unit_word_one_digit_off_stays_flagged() -> None:
    answer = WORKED + "- **Total 413.5 kilo, 120,952.50 KES**"
    flags, _ = judged(answer, _run(STOCK, "How much honey is in store and what is it worth?"))
    assert "413.5" in flags, flags


# --- expressions._continued: a labelled step going on from the result above --------------------------------

def test_labelled_step_goes_on_from_the_result_above() -> None:
    answer = ("1. Comb: 1,250 × 0.250 kg × 4 = 1,250.0 kg\n"
              "2. Pressed: × 0.85 = 1,062.5 kg\n")
    flags, computed = judged(answer, _run({"hives": 1250}, "A new apiary has 1,250 hives, 4 harvests of 250 g each. Pressed?"))
    assert "1062.5" not in flags and computed.get("1062.5") == "written", (flags, computed)


def test_labelled_step_with_a_wrong_result_stays_flagged() -> None:
    answer = ("1. Comb: 1,250 × 0.250 kg × 4 = 1,250.0 kg\n"
              "2. Pressed: × 0.85 = 1,026.5 kg\n")
    flags, _ = judged(answer, _run({"hives": 1250}, "A new apiary has 1,250 hives, 4 harvests of 250 g each. Pressed?"))
    assert "1026.5" in flags, flags


# --- word_dates.chain_step: the date of the line before as the base -----------------------------------------

INSPECTION = {"apiary": "AP-14", "hives": 64, "first_inspection": "2027-07-12"}
HARVESTS = ("Apiary AP-14, first inspection 12 July 2027:\n\n"
            "- First harvest: 24 days after → **5 August 2027**\n"
            "- Second: 15 days on → **20 August 2027**\n"
            "- Third: **{third} September 2027**")


def test_date_stepped_from_the_line_before() -> None:
    flags, computed = judged(HARVESTS.format(third=4), _run(INSPECTION, "When do we harvest AP-14?"))
    assert not any("August" in f or "September" in f for f in flags), flags
    assert computed.get("20 August 2027") == "date-step" and computed.get("4 September 2027") == "date-step", computed


def test_date_a_day_off_the_line_before_stays_flagged() -> None:
    flags, _ = judged(HARVESTS.format(third=5), _run(INSPECTION, "When do we harvest AP-14?"))
    assert "5 September 2027" in flags, flags


# --- hour_steps: durations joined by a plus sign ------------------------------------------------------------

FERRY = {"trip": "FR-0803", "departs": "2027-08-16T20:40", "sail_hours": 7.5, "port_stops_min": 40}


def test_plus_sums_read() -> None:
    assert plus_sums("Departs 20:40, 7.5 h sailing + 40 min of port stops → ") == {490}
    assert plus_sums("7.5 h sailing, then 40 min") == set()  # no plus sign: no sum


def test_arrival_day_over_midnight_by_a_plus_sum() -> None:
    answer = "- Departs 20:40, 7.5 h sailing + 40 min of port stops → arrives **17 Aug 04:50**"
    flags, _ = judged(answer, _run(FERRY, "When does tonight's ferry arrive?"))
    assert not any("Aug" in f for f in flags), flags


def test_arrival_day_a_day_off_stays_flagged() -> None:
    answer = "- Departs 20:40, 7.5 h sailing + 40 min of port stops → arrives **18 Aug 04:50**"
    flags, _ = judged(answer, _run(FERRY, "When does tonight's ferry arrive?"))
    assert any("18 Aug" in f for f in flags), flags


# --- rate_steps.StatedRates: one percent of two things in one text ------------------------------------------

SORTING = ("You are the assistant of a honey co-operative near Kitui. Today is 2027-08-16 (Monday), 07:10.\n"
           "Rules (amounts in KES):\n"
           "- Sorting: grade A is 35% of the pressed weight, grade B 40%, grade C 25%.\n"
           "- Export contracts are in USD with a 40% deposit.\n")
PRESSED = {"lot": "P-0816", "pressed_kg": 612.4}


def test_a_percent_stated_twice_named_by_its_own_label() -> None:
    answer = "Lot P-0816, 612.4 kg pressed: grade A 214.34 kg, grade B 244.96 kg, grade C 153.10 kg"
    flags, computed = judged(answer, _run(PRESSED, "How does lot P-0816 sort?", SORTING))
    assert "244.96" not in flags and "244.96" in computed, (flags, computed)


def test_a_percent_stated_twice_one_digit_off_stays_flagged() -> None:
    answer = "Lot P-0816, 612.4 kg pressed: grade A 214.34 kg, grade B 244.69 kg, grade C 153.10 kg"
    flags, _ = judged(answer, _run(PRESSED, "How does lot P-0816 sort?", SORTING))
    assert "244.69" in flags, flags


# --- tables.header_step_rule: a column whose header writes the step -----------------------------------------

def test_cell_past_a_header_step() -> None:
    answer = "| Comb | × 0.85 | Pressed |\n|---|---|---|\n| 1,250.0 kg | | **1,062.50 kg** |"
    flags, computed = judged(answer, _run({"lot": "C-0816", "comb_kg": 1250.0}, "Pressed weight of C-0816?"))
    assert "1062.5" not in flags and computed.get("1062.5") == "column-factor", (flags, computed)


def test_cell_past_a_header_step_one_digit_off_stays_flagged() -> None:
    answer = "| Comb | × 0.85 | Pressed |\n|---|---|---|\n| 1,250.0 kg | | **1,026.50 kg** |"
    flags, _ = judged(answer, _run({"lot": "C-0816", "comb_kg": 1250.0}, "Pressed weight of C-0816?"))
    assert "1026.5" in flags, flags


def test_header_step_of_a_number_nobody_stated_stays_flagged() -> None:
    # x 0.87 is no factor the run states: the step is the answer's own
    answer = "| Comb | × 0.87 | Pressed |\n|---|---|---|\n| 1,250.0 kg | | **1,087.50 kg** |"
    flags, _ = judged(answer, _run({"lot": "C-0816", "comb_kg": 1250.0}, "Pressed weight of C-0816?"))
    assert "1087.5" in flags, flags
