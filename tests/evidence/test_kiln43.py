"""(kiln43) Honest values heldout41's kiln corpus flagged, each with the bound that keeps an
invention flagged. The texts are written here, in the corpus's shapes (a works' rules in the system
prompt, a sheet as CSV, answers in tables and steps, in English and in Hindi and Kannada words), not
copied from it.

- `measure_words.py` (generated, `bench/month_names.py --measures`): the ton's word a language writes
  for the metric tonne (`ಟನ್`, `टन`, `طن`) is `t`: `೧೮.೫ ಟನ್` restated `೧೮,೫೦೦ ಕೆಜಿ` is `convert`.
- `stated_charges.py` (`stated-charge`): a sheet's pay cell as a stated base plus the row's cells
  times stated rates, the same on every row; a cell one digit off stays flagged.
- `group_cells.py` (`group-cells`): a person's total as the sum of the previous answer's rows of
  that name, its cells under the digit minimum a rule derived settled too; a sum one off stays flagged.
- `computed/run_rules.py` (`convert`): a quotient's bare divisor in its dividend's unit, from a
  quantity the rules state (`at most 4 t` -> `÷ 4,000`); a bare number worked in an equation as the
  question's quantity by a power of ten (`2.5 tonnes` -> `2,500 / 50`).
- `container_counts.py`: the rounding arrow after the count's word (`395.04 bags → 396 bags`); a
  stated size its line writes names its container (`50 kg sacks: 123.45 →`).
- `stated_shifts.py`: a rules' count of hours over a day named by the value's clause (`Curing ends
  15:00` for `then curing 30 h`).
"""

from __future__ import annotations

import pytest

from evidence_audit.evidence.units import unit_after

from ._helpers import history, judged

RULES = (
    "You are the assistant of a brick works.\n\nRules (amounts in INR):\n"
    "- Clay costs 1,180 INR a tonne.\n"
    "- A batch: mixing 2 h, then curing 30 h, then drying 10 h.\n"
    "- Bricks are packed in sacks of 50 kg (rounded up) at 240 INR a sack.\n"
    "- A truck carries at most 4 t.\n"
    "- Workers: 720 INR a shift of 8 h, 85 INR an hour past 8 h, and 150 INR for each night shift.\n"
)


@pytest.mark.parametrize("text,unit", [("12 ಟನ್ ", "t"), ("12 टन ", "t"), ("12 طن ", "t"), ("12 ಕೆಜಿ", "kg")])
def test_the_ton_s_word_is_the_metric_tonne(text: str, unit: str) -> None:
    assert unit_after(text, 2) == unit


def test_a_latin_ton_word_stays_no_unit() -> None:
    assert unit_after("12 tuna", 2) is None


def test_a_tonne_in_kannada_restated_in_kilograms() -> None:
    run = history("{\"lot\": \"C-9\", \"clay_t\": 14.5}", system=RULES, user="C-9 ಎಷ್ಟು?")
    flags, how = judged("- ಮಣ್ಣು ೧೪.೫ ಟನ್ (೧೪,೫೦೦ ಕೆಜಿ)", run)
    assert not flags
    assert how["೧೪,೫೦೦"] == "convert"
    flags, _ = judged("- ಮಣ್ಣು ೧೪.೫ ಟನ್ (೧೪,೬೦೦ ಕೆಜಿ)", run)
    assert "೧೪,೬೦೦" in flags


SHEET = ("worker,date,in,out,night\nRavi,2027-03-01,06:00,16:00,0\nRavi,2027-03-02,07:00,15:00,1\n"
         "Meena,2027-03-01,18:00,04:00,1\nMeena,2027-03-02,18:00,02:30,1\nAsha,2027-03-02,09:00,19:15,0")


def _pay(meena: str = "912.50", asha: str = "911.25", total: str = "4,623.75") -> str:
    return ("| Worker | Date | In | Out | Hours | Past 8 h | Night | Pay (INR) |\n|---|---|---|---|---|---|---|---|\n"
            "| Ravi | 1 Mar | 06:00 | 16:00 | 10.00 | 2.00 | 0 | 890.00 |\n"
            "| Ravi | 2 Mar | 07:00 | 15:00 | 8.00 | 0.00 | 1 | 870.00 |\n"
            "| Meena | 1 Mar | 18:00 | 04:00 | 10.00 | 2.00 | 1 | 1,040.00 |\n"
            f"| Meena | 2 Mar | 18:00 | 02:30 | 8.50 | 0.50 | 1 | {meena} |\n"
            f"| Asha | 2 Mar | 09:00 | 19:15 | 10.25 | 2.25 | 0 | {asha} |\n"
            f"| **Total** | | | | **46.75** | **4.75** | **3** | **{total}** |")


def test_a_pay_cell_is_the_stated_base_and_rates_on_every_row() -> None:
    flags, how = judged(_pay(), history(SHEET, system=RULES, user="Wage sheet for the 1st and 2nd?"))
    assert not flags
    assert how["912.5"] == "stated-charge"
    assert how["911.25"] == "stated-charge"
    assert how["4623.75"] == "table"


@pytest.mark.parametrize("meena,asha,total,wrong", [
    ("912.50", "921.25", "4,633.75", "921.25"),  # a digit off its row's 720 + 2.25 x 85
    ("913.50", "911.25", "4,624.75", "913.5"),
])
def test_a_pay_cell_off_its_row_stays_flagged(meena: str, asha: str, total: str, wrong: str) -> None:
    flags, _ = judged(_pay(meena, asha, total), history(SHEET, system=RULES, user="Wage sheet for the 1st and 2nd?"))
    assert wrong in flags


def test_a_person_s_total_is_the_sum_of_the_earlier_rows_of_that_name() -> None:
    run = history(SHEET, system=RULES, user="Wage sheet?", answers=(_pay(),))
    flags, how = judged("| Worker | Pay (INR) |\n|---|---|\n| Ravi | 1,760.00 |\n| Meena | 1,952.50 |\n| Asha | 911.25 |", run)
    assert not flags
    assert how["1760"] == "group-cells"
    assert how["1952.5"] == "group-cells"


def test_a_person_s_total_off_the_earlier_rows_stays_flagged() -> None:
    run = history(SHEET, system=RULES, user="Wage sheet?", answers=(_pay(),))
    flags, _ = judged("| Worker | Pay (INR) |\n|---|---|\n| Ravi | 1,760.00 |\n| Meena | 1,925.50 |", run)
    assert "1925.5" in flags


def test_a_bare_divisor_is_a_stated_load_in_the_dividend_s_unit() -> None:
    run = history("{\"stock_kg\": 12600}", system=RULES, user="How many truck trips for the stock?")
    flags, how = judged("* 12,600 kg ÷ 4,000 = 3.15 → **4 trips**", run)
    assert "4000" not in flags
    assert how.get("4000") == "convert"


def test_a_bare_divisor_no_stated_load_gives_stays_flagged() -> None:
    run = history("{\"stock_kg\": 12600}", system=RULES, user="How many truck trips for the stock?")
    flags, _ = judged("* 12,600 kg ÷ 4,200 = 3 → **3 trips**", run)
    assert "4200" in flags


def test_a_bare_worked_number_is_the_question_s_quantity_by_a_power_of_ten() -> None:
    run = history("{\"sack_kg\": 50}", system=RULES, user="A mason wants 2.5 tonnes in sacks. How many?")
    flags, how = judged("1. Sacks: 2,500 / 50 = **50 sacks**", run)
    assert "2500" not in flags
    assert how.get("2500") == "convert"
    flags, _ = judged("1. Sacks: 2,600 / 50 = **52 sacks**", run)
    assert "2600" in flags


def test_a_count_with_its_word_before_the_rounding_arrow() -> None:
    run = history("{\"batch\": \"B-7\", \"clay_t\": 9.876}", system=RULES, user="Sacks for B-7?")
    flags, how = judged("- Bricks: 9.876 t → 197.52 sacks → **198 sacks**", run)
    assert "197.52" not in flags
    assert how.get("197.52") == "container-count"
    flags, _ = judged("- Bricks: 9.876 t → 197.62 sacks → **198 sacks**", run)
    assert "197.62" in flags


def test_a_size_its_line_writes_names_the_container() -> None:
    run = history("{\"batch\": \"B-8\", \"clay_kg\": 6172.5}", system=RULES, user="B-8 ಚೀಲಗಳು?")
    flags, how = judged("- ೬,೧೭೨.೫ ಕೆಜಿ\n- ೫೦ ಕೆಜಿ ಚೀಲ: ೧೨೩.೪೫ → **೧೨೪ ಚೀಲ**", run)
    assert "೧೨೩.೪೫" not in flags
    flags, _ = judged("- ೬,೧೭೨.೫ ಕೆಜಿ\n- ೫೦ ಕೆಜಿ ಚೀಲ: ೧೨೩.೫೫ → **೧೨೪ ಚೀಲ**", run)
    assert "೧೨೩.೫೫" in flags


BATCH = "{\"batch\": \"B-9\", \"mixing_starts\": \"2027-03-04T07:00\"}"


def test_a_long_stated_step_named_by_its_clause() -> None:
    flags, how = judged("- Mixing 07:00–09:00 on 4 Mar\n- Curing ends 15:00 on 5 Mar",
                        history(BATCH, system=RULES, user="Timeline for B-9?"))
    assert "15:00" not in flags
    assert how.get("15:00") == "stated-shift"


def test_a_long_stated_step_an_hour_off_stays_flagged() -> None:
    flags, _ = judged("- Mixing 07:00–09:00 on 4 Mar\n- Curing ends 16:00 on 5 Mar",
                      history(BATCH, system=RULES, user="Timeline for B-9?"))
    assert "16:00" in flags


BID = "{\"job\": \"J-7\", \"bid_gbp\": 52000.0}"


def test_a_row_s_cells_still_judged_are_no_stated_charge() -> None:
    """A stage's gross is no stated charge of its own row's net and retention (a rate of 1, cells
    still judged): `stated-charge` takes only resolved cells and stated rates other than 1."""
    run = history(BID, system="Rules: 1 ft = 0.3048 m; 5% retention; 12% overhead.", user="Stages: 30%, 40%, 30%. Net of retention?")
    _, how = judged("| Stage | Share | Gross £ | Retention 5% | Net £ |\n|---|---|---|---|---|\n"
                    "| One | 30% | 15,600.00 | 780.00 | 14,820.00 |\n| Two | 40% | 20,800.00 | 1,040.00 | 19,760.00 |\n"
                    "| Three | 30% | 15,600.00 | 780.00 | 14,820.00 |", run)
    assert "stated-charge" not in how.values()
