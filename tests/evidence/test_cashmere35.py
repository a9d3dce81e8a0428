"""cashmere35: what refused the computed values of heldout33's cashmere corpus, fixed in the general rule.

Told in other words than the corpus's (an olive growers' co-operative in Kazakhstan paid in tenge, a
beekeepers' association, a fishing co-operative's loans), each with its refusals:

- `carried-product`: a record's quantity under a key naming a unit (`net_kg`) times a unit price the
  system prompt states per that unit (`1,250 ₸ a kg (green)`), times 1 + p or 1 - p for a signed
  percent its line writes (`+6%`); refused: a digit changed, the price of another kind (the black
  olives' price on a green lot's line), a record its line does not name, the reference profile;
- `percent`: a percent's factor written as an operand of a verified equation (`1,350,000 × 0.015 × 5`
  in a `<think>`) before the answer writes the percent; a factor of a percent written nowhere stays
  flagged;
- `two-step`: a principal with its simple interest (`b + b x r x n`), a named rate over a stated
  count; a digit changed stays flagged;
- `row-rate`: a table's `g per hive` column over a `Honey kg` column, restated in grams; a digit
  changed stays flagged;
- `cell-equation`: a calculation cell dividing by a stated percent written as a fraction (`0,64` for
  64%); a fraction of no stated percent stays flagged;
- `measure-rate`: `g a hive` over the question's `48 hives gave us 1312.6 kg`; a digit changed stays
  flagged;
- `digit_groupings`: a short reply's one number in space groups with a one-digit first group
  (`**2 406 375 ₸**.`) is read whole: grounded as written, flagged with two digits swapped (heldout33's
  one planted invention the check let through, cashmere-01 `1 118 268`).
"""

from __future__ import annotations

import json
from typing import Any

from ._helpers import REFERENCE, judged

OLIVE_POLICY = """You are the assistant of the Zhetysu olive growers' co-operative. Today is 2026-11-20.
Rules (prices in KZT, ₸):
- Olives are bought at 1,250 ₸ a kg (green) and 1,100 ₸ a kg (black).
- Grade by acidity: 0.4% or lower +6%; above 0.8% -10%.
- Members' loans: 1.5% a month, simple interest."""

LOTS = "lot,colour,net_kg,acidity_pct\nZH-301,green,42.4,0.3\nZH-302,black,37.0,0.6\nZH-303,green,18.0,0.9"


def _olive_run(question: str = "What are the lots worth?") -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": OLIVE_POLICY},
        {"role": "user", "content": question},
        {"role": "tool", "content": LOTS},
    ]


def test_a_named_lot_is_its_quantity_times_the_stated_price_and_its_grade() -> None:
    answer = ("- ZH-301 (green, 0.3%, +6%): 56,180 ₸\n"  # 42.4 x 1,250 x 1.06
              "- ZH-302 (black, 0.6%, base): 40,700 ₸\n"  # 37.0 x 1,100
              "- ZH-303 (green, 0.9%, -10%): 20,250 ₸")  # 18.0 x 1,250 x 0.9
    flags, computed = judged(answer, _olive_run())
    assert not {"56180", "40700", "20250"} & flags
    assert computed["56180"] == computed["40700"] == computed["20250"] == "carried-product"


def test_a_digit_changed_stays_flagged() -> None:
    flags, _ = judged("- ZH-301 (green, 0.3%, +6%): 56,780 ₸", _olive_run())
    assert "56780" in flags


def test_the_price_of_another_kind_is_not_taken() -> None:
    # 42.4 x 1,100 x 1.06: the black olives' price on a green lot's line
    flags, computed = judged("- ZH-301 (green, 0.3%, +6%): 49,438 ₸", _olive_run())
    assert "49438" in flags and "49438" not in computed


def test_a_lot_its_line_does_not_name_is_no_operand() -> None:
    flags, _ = judged("- Your best lot: 56,180 ₸", _olive_run())
    assert "56180" in flags


def test_the_reference_profile_computes_no_stated_price() -> None:
    _, computed = judged("- ZH-301 (green, 0.3%, +6%): 56,180 ₸", _olive_run(), REFERENCE)
    assert "56180" not in computed


LOAN = {"loan": "LN-0912", "member": "Aigerim Sadykova", "principal": 1350000, "taken": "2026-06-20", "rate_monthly_pct": 1.5}


def _loan_run() -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": OLIVE_POLICY},
        {"role": "user", "content": "What do I owe on loan LN-0912 if I repay it today?"},
        {"role": "tool", "content": json.dumps(LOAN)},
    ]


def test_a_percent_written_as_a_factor_in_a_think_before_the_answer_writes_it() -> None:
    answer = ("<think>\n20 June to 20 November = 5 months. 1,350,000 × 0.015 × 5 = 101,250.\n</think>\n\n"
              "Five months at 1.5% a month: **101,250 ₸** of interest.")
    flags, computed = judged(answer, _loan_run())
    assert "0.015" not in flags and computed["0.015"] == "percent"


def test_a_factor_of_no_stated_percent_stays_flagged() -> None:
    answer = ("<think>\n20 June to 20 November = 5 months. 1,350,000 × 0.025 × 5 = 168,750.\n</think>\n\n"
              "Five months: **168,750 ₸** of interest.")
    flags, _ = judged(answer, _loan_run())
    assert "0.025" in flags


def test_a_principal_with_its_simple_interest() -> None:
    answer = ("From 20 June to 20 November is **5 months**. At 1.5% a month on 1,350,000 ₸ that is 101,250 ₸ "
              "of interest, so you owe **1,451,250 ₸**.")
    flags, computed = judged(answer, _loan_run())
    assert "1451250" not in flags and computed["1451250"] == "two-step"


def test_a_principal_with_its_interest_one_digit_off_stays_flagged() -> None:
    answer = ("From 20 June to 20 November is **5 months**. At 1.5% a month on 1,350,000 ₸ that is 101,250 ₸ "
              "of interest, so you owe **1,451,350 ₸**.")
    flags, _ = judged(answer, _loan_run())
    assert "1451350" in flags


HIVES = "apiary,hives,honey_kg\nKaragash,48,1312.6\nTalgar,35,1029.0"


def _hive_run() -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": "You are the assistant of a beekeepers' association."},
        {"role": "user", "content": "Honey per hive for each apiary, please."},
        {"role": "tool", "content": HIVES},
    ]


def test_a_column_per_a_thing_in_a_smaller_unit_than_its_measure() -> None:
    answer = "| Apiary | Hives | Honey kg | g per hive |\n|---|---|---|---|\n| Karagash | 48 | 1312.6 | 27,345.8 |\n| Talgar | 35 | 1029.0 | 29,400.0 |"
    flags, computed = judged(answer, _hive_run())
    assert not {"27345.8", "29400.0", "29400"} & flags
    assert computed["27345.8"] == "row-rate"


def test_a_cell_per_a_thing_one_digit_off_stays_flagged() -> None:
    answer = "| Apiary | Hives | Honey kg | g per hive |\n|---|---|---|---|\n| Karagash | 48 | 1312.6 | 27,346.8 |"
    flags, _ = judged(answer, _hive_run())
    assert "27346.8" in flags


PRICES = {"date": "2026-11-20", "raw_olives_kzt_kg": 95000, "oil_usd_kg": 410.0, "typical_yield_pct": 64}


def _cost_run(question: str) -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": "You are the assistant of an olive press."},
        {"role": "user", "content": "Today's price board?"},
        {"role": "tool", "content": json.dumps(PRICES)},
        {"role": "assistant", "content": "Raw olives 95 000 ₸ a tonne of fruit; oil 410,00 $ a kg."},
        {"role": "user", "content": question},
    ]


def test_a_calculation_cell_divides_by_a_stated_percent_written_as_a_fraction() -> None:
    answer = "| | ₸ |\n|---|---|\n| Өзіндік құн: 95 000 / 0,64 | 148 438 |"
    flags, computed = judged(answer, _cost_run("64%-дық шығыммен 1 тонна майдың өзіндік құны қанша?"))
    assert "148438" not in flags and computed["148438"] == "cell-equation"


def test_a_fraction_of_no_stated_percent_stays_flagged() -> None:
    answer = "| | ₸ |\n|---|---|\n| Өзіндік құн: 95 000 / 0,65 | 146 154 |"
    flags, _ = judged(answer, _cost_run("64%-дық шығыммен 1 тонна майдың өзіндік құны қанша?"))
    assert "146154" in flags


def _asked_run() -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": "You are the assistant of a beekeepers' association."},
        {"role": "user", "content": "Last season 48 hives gave us 1312.6 kg. What should 60 hives give?"},
    ]


def test_a_measure_over_a_measure_the_question_writes_in_a_smaller_unit() -> None:
    flags, computed = judged("At the same 27,345.8 g a hive: 60 × 1312.6 / 48 = about **1,640.8 kg**.", _asked_run())
    assert "27345.8" not in flags and computed["27345.8"] == "measure-rate"


def test_a_measure_over_the_question_s_measure_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("At the same 27,335.8 g a hive: 60 × 1312.6 / 48 = about **1,640.8 kg**.", _asked_run())
    assert "27335.8" in flags


def _balance_run() -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": "You are the assistant of the Zhetysu olive growers' co-operative."},
        {"role": "user", "content": "Менің қалдығым қанша?"},
        {"role": "tool", "content": json.dumps({"member_no": "M-0311", "balance_kzt": 2406375})},
    ]


def test_a_lone_number_in_space_groups_is_read_whole() -> None:
    flags, _ = judged("**2 406 375 ₸**.", _balance_run())
    assert not flags


def test_a_lone_number_in_space_groups_restated_swapped_is_flagged() -> None:
    flags, _ = judged("**2 406 357 ₸**.", _balance_run())
    assert "2406357" in flags
