"""mend36b: four wrong groundings review36 proved (D2, D5, D8, D9), each bounded in its rule.

Told in made-up runs (a plum brandy cellar, a walnut buyer, a linen weaver), each defect's wrong
value stays flagged and the shape its rule was written for stays computed:

- D2 `narrow._carried_share_factor`: the factor of a carried share is taken only under a key that
  holds a percent (`abv_now` after the prompt's `% ABV`, not `tare_kg`), of the record the line
  names (not another cask's);
- D5 `carried_totals._row_products`: a sum of row products pairs a share with what is no share, or
  a count (`count`, `sacks`: whole numbers) with what counts nothing; two measures (`sack_kg` x
  `tare_kg`) make no total, and a row-product total one digit from another total is refused;
- D8 `applied_rates.applied_rate`: where the value's line names the label of a line writing a
  quantity of the rate's unit (`Paid for lot Q-1` after `1. Lot Q-1: 1,226.0 kg`), the quantity is
  that line's, not the last one written;
- D9 `narrow._grounded_expression`: a total counts a refuted line at its expression's value only
  where every number of that expression is grounded and the written result is not (`6 × 45,000 =
  207,000`); where an operand is not (`6 × 48,000 = 270,000`, a price typo), the total stays flagged.
"""

from __future__ import annotations

import json
from typing import Any

from ._helpers import judged

CELLAR_POLICY = "You are the assistant of the Goris plum cellar. Plum brandy is bottled at 45% ABV."
CASKS = {"casks": [{"cask": "K-4", "litres": 205.0, "abv_now": 61.3}, {"cask": "K-9", "litres": 188.4, "abv_now": 57.6}]}


def _cellar_run(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"role": "system", "content": CELLAR_POLICY},
            {"role": "user", "content": "How much pure alcohol is in cask K-9?"},
            {"role": "tool", "content": json.dumps(result)}]


def test_the_named_cask_s_own_share_as_a_factor_stays_computed() -> None:
    # 188.4 x 0.576 = 108.5184
    flags, computed = judged("Cask K-9: 188.4 × 0.576 = 108.52 L of pure alcohol.", _cellar_run(CASKS))
    assert not {"0.576", "108.52"} & flags and computed["0.576"] == "percent"


def test_another_cask_s_share_as_the_named_cask_s_factor_stays_flagged() -> None:
    # 188.4 x 0.613 (K-4's abv_now) = 115.4892
    flags, _ = judged("Cask K-9: 188.4 × 0.613 = 115.49 L of pure alcohol.", _cellar_run(CASKS))
    assert "0.613" in flags


def test_a_carried_weight_written_as_a_fraction_is_no_share() -> None:
    # tare_kg 61.3 holds no percent: 188.4 x 0.613 is no share of the cask
    cask = {"cask": "K-9", "litres": 188.4, "abv_now": 57.6, "tare_kg": 61.3}
    flags, _ = judged("Cask K-9: 188.4 × 0.613 = 115.49 L of pure alcohol.", _cellar_run(cask))
    assert "0.613" in flags


WALNUTS = {"purchase": "W-31", "sacks": [{"grade": "A", "count": 14, "sack_kg": 24.5, "tare_kg": 1.5},
                                        {"grade": "B", "count": 22, "sack_kg": 26.0, "tare_kg": 1.25},
                                        {"grade": "C", "count": 9, "sack_kg": 23.5, "tare_kg": 1.75}]}


def _walnut_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are the walnut buyer of the Sisian co-operative."},
            {"role": "user", "content": "How many kg of walnuts came in purchase W-31?"},
            {"role": "tool", "content": json.dumps(WALNUTS)}]


def test_a_count_times_a_per_unit_weight_stays_a_carried_total() -> None:
    # 14 x 24.5 + 22 x 26.0 + 9 x 23.5 = 343 + 572 + 211.5 = 1,126.5
    flags, computed = judged("Purchase W-31 in total: 1,126.5 kg of walnuts.", _walnut_run())
    assert "1126.5" not in flags and computed["1126.5"] == "carried-total"
    flags, _ = judged("Purchase W-31 in total: 1,127.5 kg of walnuts.", _walnut_run())
    assert "1127.5" in flags


def test_two_measures_of_a_row_multiplied_make_no_total() -> None:
    # 24.5 x 1.5 + 26.0 x 1.25 + 23.5 x 1.75 = 36.75 + 32.5 + 41.125 = 110.375: kg x kg
    flags, _ = judged("Purchase W-31 in total: 110.38 kg of walnuts.", _walnut_run())
    assert "110.38" in flags


LOTS = {"purchase": "P-77", "lots": [{"lot": "Q-1", "kg": 1226.0}, {"lot": "Q-2", "kg": 980.0}], "price_per_kg": 300}


def _lot_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are the walnut buyer of the Sisian co-operative."},
            {"role": "user", "content": "What do we pay for lot Q-1?"},
            {"role": "tool", "content": json.dumps(LOTS)}]


def test_the_named_lot_s_quantity_at_a_rate_after_the_value_is_applied() -> None:
    # 1,226.0 x 300 = 367,800
    answer = "1. Lot Q-1: 1,226.0 kg\n2. Lot Q-2: 980.0 kg\n3. Paid for lot Q-1: 367,800 AMD at 300 a kg"
    flags, computed = judged(answer, _lot_run())
    assert "367800" not in flags and computed["367800"] == "applied-rate"


def test_another_lot_s_quantity_at_a_rate_after_the_value_stays_flagged() -> None:
    # 980.0 (lot Q-2's) x 300 = 294,000, written for lot Q-1
    answer = "1. Lot Q-1: 1,226.0 kg\n2. Lot Q-2: 980.0 kg\n3. Paid for lot Q-1: 294,000 AMD at 300 a kg"
    flags, _ = judged(answer, _lot_run())
    assert "294000" in flags


ORDERS = {"orders": [{"order": "L-1", "rolls": 12, "price": 45000}, {"order": "L-2", "rolls": 6, "price": 45000}]}


def _linen_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are the accountant of a Margilan linen weaver."},
            {"role": "user", "content": "What do the two orders come to?"},
            {"role": "tool", "content": json.dumps(ORDERS)}]


def test_a_total_over_a_line_whose_result_its_grounded_expression_refutes_stays_computed() -> None:
    # 540,000 + 6 x 45,000 (written 207,000) = 810,000
    answer = "- L-1: 12 × 45,000 = 540,000\n- L-2: 6 × 45,000 = 207,000\n- Total: 810,000 so'm"
    flags, computed = judged(answer, _linen_run())
    assert "810000" not in flags and "810000" in computed and "207000" in flags


def test_a_total_at_an_expression_whose_price_is_a_typo_stays_flagged() -> None:
    # the line's result 270,000 is right (6 x 45,000); its 48,000 is a typo: 540,000 + 288,000 is no total
    answer = "- L-1: 12 × 45,000 = 540,000\n- L-2: 6 × 48,000 = 270,000\n- Total: 828,000 so'm"
    flags, _ = judged(answer, _linen_run())
    assert "828000" in flags


def test_a_refuted_line_of_a_small_count_the_answer_derived_still_counts_at_its_expression() -> None:
    # 14 visitors: the first 10 at 60,000, the other 4 at 45,000 (written 108,000); 600,000 + 180,000 = 780,000
    run = [{"role": "user", "content": "Visit V-7 for 14 people: total price?"},
           {"role": "tool", "content": json.dumps({"visit": "V-7", "people": 14, "first_ten": 60000, "after_ten": 45000})}]
    answer = "1. First 10: 10 × 60,000 = 600,000 so'm\n2. Other 4: 4 × 45,000 = 108,000 so'm\n3. Total: 780,000 so'm"
    flags, computed = judged(answer, run)
    assert "780000" not in flags and "780000" in computed


RENTALS = "rental,instrument,months_paid,monthly_eur\nH-1,cello,14,38\nH-2,viola,9,32\nH-3,cello,11,38"


def test_a_count_of_months_times_a_monthly_rent_stays_a_carried_total() -> None:
    # 14 x 38 + 9 x 32 + 11 x 38 = 532 + 288 + 418 = 1,238
    run = [{"role": "user", "content": "What have the rentals paid in all?"}, {"role": "tool", "content": RENTALS}]
    flags, computed = judged("| | EUR |\n|---|---|\n| All rentals | 1,238 |", run)
    assert "1238" not in flags and computed["1238"] == "carried-total"
