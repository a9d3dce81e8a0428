"""Round 40's recall: wrong results of right operands, short or excused by chance (recall40).

Two readings, each of the answer's own arithmetic:

- `column_factors.py`: a table column or a list's n-th number that a constant factor makes from
  another column (a share of the total, kg a bag, a quarter's rate times 4, 1,000 × price ÷ grams),
  the constant written nowhere; fitted on every other row (at least 3, k pinned to 1.5%), the odd
  cell one slip from the prediction is flagged however short.
- `reasoned_slips.py`: a number after a reasoning block one slip (a digit changed, two neighbours
  swapped) from the block's last result is flagged however short, and no chance rule excuses a long one.

Refusals: a cell the fit gives (its rounding too), a column whose other rows share no k, a cell one
unit of its last place off, a cell no slip from the prediction (another quantity), two odd rows;
after a block, the result itself, a number one unit off (a rounding), a number the block writes, an
answer writing the result too, a one-digit number.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.column_factors import column_factor_slips
from evidence_audit.evidence.reasoned_slips import reasoned_slips
from evidence_audit.evidence.unverified import numbers_of

from ._helpers import DEFAULT, REFERENCE, content, flagged


def run(result: Any, user: str = "hi") -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": "You are an agent."},
        {"role": "user", "content": user},
        {"role": "tool", "content": content(result)},
    ]


def check(answer: str, hist: list[dict[str, Any]], gate: Any = DEFAULT) -> set[str]:
    return flagged(check_answer(answer, hist, gate))


def slips(answer: str) -> set[str]:
    return set(column_factor_slips(answer, set(), set(), 4))


# --- a share of a total, one row's share swapped -----------------------------------------------------

VISITS = {"museum_visits": [
    {"site": "Harbour", "visits": 5120}, {"site": "Old Mill", "visits": 2374},
    {"site": "Chapel", "visits": 1893}, {"site": "Tower", "visits": 613},
]}
SHARES = (
    "| Site | Visits | Share |\n|---|---|---|\n"
    "| Harbour | 5,120 | 51.2% |\n| Old Mill | 2,374 | {mill} |\n"
    "| Chapel | 1,893 | 18.9% |\n| Tower | 613 | 6.1% |\n| **Total** | **10,000** | |"
)


def test_a_share_of_the_total_swapped_is_flagged() -> None:
    answer = SHARES.format(mill="32.7%")  # 2,374 of 10,000 is 23.7%
    assert slips(answer) == {"32.7"}
    assert "32.7" in check(answer, run(VISITS))
    assert "32.7" not in check(answer, run(VISITS), REFERENCE)


def test_the_right_share_and_its_rounding_pass() -> None:
    assert slips(SHARES.format(mill="23.7%")) == set()
    assert slips(SHARES.format(mill="23.74%")) == set()
    assert "23.7" not in check(SHARES.format(mill="23.7%"), run(VISITS))


def test_a_share_one_unit_off_is_a_rounding_not_a_slip() -> None:
    assert slips(SHARES.format(mill="23.8%")) == set()


def test_a_share_no_slip_from_the_fit_is_left_to_the_other_rules() -> None:
    assert slips(SHARES.format(mill="41.0%")) == set()  # another quantity, not a miscopied share


def test_two_odd_rows_say_no_factor() -> None:
    answer = SHARES.format(mill="32.7%").replace("18.9%", "19.8%")
    assert slips(answer) == set()


# --- a constant per row: kg a bag, a rate times 4, price per kilo of grams --------------------------

def test_a_weight_per_bag_slipped_is_flagged_and_the_right_one_passes() -> None:
    table = "| Lot | Bags | kg |\n|---|---|---|\n| A | 14 | 350 |\n| B | 6 | 150 |\n| C | 22 | {c} |\n| D | 9 | 225 |"
    assert slips(table.format(c="505")) == {"505"}  # 22 × 25 is 550
    assert slips(table.format(c="550")) == set()


def test_bags_of_two_sizes_share_no_factor() -> None:
    table = "| Lot | Bags | kg |\n|---|---|---|\n| A | 14 | 350 |\n| B | 6 | 150 |\n| C | 22 | 505 |\n| D | 9 | 90 |"
    assert slips(table) == set()


def test_a_price_per_kilo_of_grams_slipped_is_flagged() -> None:
    table = (
        "| Item | Weight | Price | EUR/kg |\n|---|---|---|---|\n| Rye | 500 g | 1.60 | 3.20 |\n"
        "| Seeded | 750 g | 2.70 | {c} |\n| Roll | 80 g | 0.40 | 5.00 |\n| Loaf | 1,000 g | 2.95 | 2.95 |"
    )
    assert slips(table.format(c="6.30")) == {"6.3"}  # 2.70 / 0.75 is 3.60
    assert slips(table.format(c="3.60")) == set()


def test_an_annual_rate_one_digit_off_is_flagged() -> None:
    # the quarterly rate is pinned by its own row (leavers over headcount), the annual one by the quarterly
    table = (
        "| Team | Leavers | Headcount | Quarterly | Annualized |\n|---|---:|---:|---:|---:|\n"
        "| North | 33 | 801 | 4.12% | 16.5% |\n| South | 53 | 1,000 | 5.30% | {c} |\n"
        "| East | 11 | 400 | 2.75% | 11.0% |\n| West | 121 | 2,000 | 6.05% | 24.2% |"
    )
    assert slips(table.format(c="23.2%")) == {"23.2"}  # 5.30 × 4 is 21.2
    assert slips(table.format(c="21.2%")) == set()


def test_two_columns_alone_do_not_say_which_slipped() -> None:
    table = (
        "| Team | Quarterly | Annualized |\n|---|---:|---:|\n| North | 4.12% | 16.5% |\n"
        "| South | 5.30% | 23.2% |\n| East | 2.75% | 11.0% |\n| West | 6.05% | 24.2% |"
    )
    assert slips(table) == set()  # 23.2 / 4 is 5.80, one slip from 5.30 too


def test_a_list_of_shares_slipped_is_flagged() -> None:
    lines = "Of the 2,500.00 spent:\n\n- Rent: 1,500.00 → {r}\n- Food: 600.00 → 24.0%\n- Travel: 250.00 → 10.0%\n- Books: 150.00 → 6.0%"
    assert slips(lines.format(r="65.0%")) == {"65"}  # 1,500 of 2,500 is 60.0%
    assert slips(lines.format(r="60.0%")) == set()


def test_a_carried_cell_is_no_slip() -> None:
    answer = SHARES.format(mill="32.7%")
    assert column_factor_slips(answer, {"32.7"}, set(), 4) == frozenset()


# --- the reasoning block's last result miscopied ------------------------------------------------------

def after(answer: str) -> set[str]:
    return set(reasoned_slips(answer, numbers_of(answer), set(), set()))


def test_the_blocks_result_with_a_digit_changed_is_flagged() -> None:
    answer = "<think>\n90 ml/h × 15 drops/ml / 60 min = 22.5 → 23.\n</think>\n\n**28 drops a minute.**"
    assert after(answer) == {"28"}
    assert "28" in check(answer, run({"order": "RX-12", "rate_ml_h": 90}))
    assert "28" not in check(answer, run({"order": "RX-12", "rate_ml_h": 90}), REFERENCE)


def test_a_long_result_swapped_is_not_excused_by_chance() -> None:
    answer = "<think>\n31.5 × 45 = 1,417.5.\n</think>\n\n**1,471.50 AZN**"
    assert after(answer) == {"1471.5"}
    assert "1471.5" in check(answer, run({"worker": "W-7", "hours": 31.5, "rate_azn": 45}))


def test_the_result_restated_passes() -> None:
    assert after("<think>\n31.5 × 45 = 1,417.5.\n</think>\n\n**1,417.50 AZN**") == set()


def test_a_rounding_of_the_result_is_no_slip() -> None:
    assert after("<think>\n560 / 50 = 11.2 → 12.\n</think>\n\n**11 sacks**, 560 kg.") == set()


def test_a_number_the_block_writes_is_no_slip() -> None:
    assert after("<think>\n602 // 12 = 50, remainder 2; 12 a case.\n</think>\n\n**50 full cases** and 2 bottles, 12 a case.") == set()


def test_an_answer_writing_the_result_too_writes_two_quantities() -> None:
    assert after("<think>\n4 × 15 = 60.\n</think>\n\n60 minutes of work, then 65 minutes of drying.") == set()


def test_a_one_digit_number_is_no_slip() -> None:
    assert after("<think>\n40 / 8 = 5.\n</think>\n\n**7 boxes**.") == set()
