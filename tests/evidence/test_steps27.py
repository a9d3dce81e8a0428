"""Round 27 (steps27): one-step arithmetic over what a result lists. `some-items` (a sum of some of
the items of one carried list, `item_subsets.py`), `row-step` (a named row's step from the row above
in a carried table, `row_steps.py`)."""

from __future__ import annotations

import pytest

from ._helpers import REFERENCE, history, judged

# --- some-items: a bakery's receipt, a clinic's order lines -------------------------------------

RECEIPT = (
    "CORNER BAKERY   till 1   2026-03-02 08:12   receipt 0193-7782\n"
    "Sourdough loaf                 4.60   Z\n"
    "Rye rolls x6                   3.85   Z\n"
    "Coffee, large                  3.40   S\n"
    "Almond croissant               2.95   S\n"
    "TOTAL                         14.80\n"
)


@pytest.mark.parametrize("written,number,ok", [
    ("The bread, £8.45, is zero-rated; the rest carries VAT.", "8.45", True),  # 4.60 + 3.85
    ("Bread and coffee came to £11.85.", "11.85", True),  # 4.60 + 3.85 + 3.40
    ("The bread, £8.55, is zero-rated.", "8.55", False),  # one digit off
    ("The bread, £9.45, is zero-rated.", "9.45", False),
])
def test_a_sum_of_some_lines_of_a_text_receipt(written: str, number: str, ok: bool) -> None:
    flags, computed = judged(written, history(RECEIPT))
    assert (computed.get(number) == "some-items") is ok, computed
    assert (number in flags) is not ok


ORDER = {"order": "CL-2231", "lines": [
    {"item": "consultation", "amount": 85.00},
    {"item": "blood panel", "amount": 42.50},
    {"item": "x-ray", "amount": 120.00},
    {"item": "dressing", "amount": 6.75},
]}  # a clinic's order: records


def test_some_objects_of_an_array_are_not_summed_unnamed() -> None:
    # an array's objects have names: a sum of some of them is `carried-total`'s, which wants them
    # named (test_columns20's `**Costs:** $547.00`)
    flags, computed = judged("The two tests come to EUR 162.50.", history(ORDER))
    assert computed.get("162.5") != "some-items", computed
    assert "162.5" in flags


def test_a_sum_whose_neighbour_other_items_reach_is_refused() -> None:
    # a paper bag at 0.10 puts 4.60 + 3.85 + 0.10 = 8.55 within reach, one digit off 8.45
    receipt = RECEIPT.replace("TOTAL ", "Paper bag                      0.10   S\nTOTAL ")
    flags, computed = judged("The bread, £8.45, is zero-rated.", history(receipt))
    assert "8.45" in flags, computed


def test_a_value_without_two_decimals_is_no_items_sum() -> None:
    flags, computed = judged("The bread came to £8.5 and more.", history(RECEIPT))
    assert computed.get("8.5") != "some-items", computed


def test_the_reference_profile_sums_no_items() -> None:
    _, computed = judged("The bread, £8.45, is zero-rated.", history(RECEIPT), REFERENCE)
    assert "some-items" not in computed.values()


# --- row-step: a tariff's rows --------------------------------------------------------------------

TARIFF = (
    "SHIPPING TARIFF   ParcelCo   2026-01-05\n"
    "kg      per_kg   total\n"
    "5       3.20     16.00\n"
    "10      2.45     24.50\n"
    "20      1.90     38.00\n"
)


@pytest.mark.parametrize("written,number,ok", [
    ("| kg | Each step costs |\n|---|---|\n| 10 | €8.50 |\n| 20 | €13.50 |", "13.5", True),  # 38.00 - 24.50
    ("| kg | Each step costs |\n|---|---|\n| 10 | €8.50 |\n| 20 | €13.60 |", "13.6", False),  # one digit off
    ("| kg | Each step costs |\n|---|---|\n| 20 | €8.50 |", "8.5", False),  # the step of another row
    # a value is judged once: written again on a row it is not the step of, it is no step
    ("| kg | Each step costs |\n|---|---|\n| 10 | €13.50 |\n| 20 | €13.50 |", "13.5", False),
])
def test_a_named_rows_step_from_the_row_above(written: str, number: str, ok: bool) -> None:
    flags, computed = judged(written, history(TARIFF))
    assert (computed.get(number) == "row-step") is ok, computed
    assert (number in flags) is not ok


def test_a_row_the_answer_does_not_name_gives_no_step() -> None:
    flags, computed = judged("Going up a band costs €13.50 more.", history(TARIFF))
    assert computed.get("13.5") != "row-step", computed


def test_the_reference_profile_takes_no_row_step() -> None:
    _, computed = judged("| kg | Each step costs |\n|---|---|\n| 20 | €13.50 |", history(TARIFF), REFERENCE)
    assert "row-step" not in computed.values()
