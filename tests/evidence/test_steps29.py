"""Round 29 (steps29): one-step sums, differences and products the general rules missed.

- `in-order` judges a two-digit value on the cheapest step there is (two operands of its sentence,
  none skipped, the turn a word asks for) where no expression of its search reaches a one-digit
  neighbour at all (`109 against 69 + 59 = 128, so you save **NOK 19**`); it reads a line's bare
  prices as the operands of the one amount it writes (the currency on the result alone); an
  operator inside an equation written before the value asks for no turn of its own.
- `row-product` derives the cells under the digit minimum (`| 18.0 | 26.00 | 468.00 |`: judged by
  nobody) from their row, so the column's total under them (`**7,106.30**`) finds every cell
  resolved (`computed/tables.derived_cells`).
- a table row's whole number under the digit minimum that sums a carried column its row's words
  name, every word of the key (`| hand towel | 346 |` after five days of `hand_towel` counts in a
  CSV), is an operand for the row's product (`CarriedTotals.whole_named`).
Each rule's refusals: a value one digit off, a cell one digit off, a column its row does not name.
"""

from __future__ import annotations

import pytest

from ._helpers import REFERENCE, history, judged

# --- a two-digit saving: a bakery's meal deal, a clinic's package --------------------------------

BAKERY = "MENU (EUR)\ncoffee 35\ncroissant 28\nbaguette 19\nBreakfast deal (coffee + croissant) 51"


@pytest.mark.parametrize("written,number,ok", [
    ("Breakfast deal: 51 against coffee 35 + croissant 28 = 63, so you save **EUR 12**.", "12", True),
    ("Breakfast deal: 51 against coffee 35 + croissant 28 = 63, so you save **EUR 13**.", "13", False),
    ("Breakfast deal: 51 against coffee 35 + croissant 28 = 63, so you save **EUR 21**.", "21", False),
])
def test_a_two_digit_saving_of_two_numbers_its_sentence_writes(written: str, number: str, ok: bool) -> None:
    flags, computed = judged(written, history(BAKERY))
    assert (computed.get(number) == "in-order") is ok, computed
    assert (number in flags) is not ok


def test_a_two_digit_value_needs_the_word_that_asks_for_its_turn() -> None:
    # no word says it is a difference: the sum and the difference cost the same, a neighbour is near
    flags, computed = judged("Breakfast deal: 51 against coffee 35 + croissant 28 = 63, **EUR 12**.",
                             history(BAKERY))
    assert "12" in flags, computed


def test_a_two_digit_value_refused_when_the_search_reaches_a_neighbour() -> None:
    # three operands: 63 - 51 = 12 but 51 - 39 = 12 ... and 63 - 51 - ... reach 11 or 13 too
    menu = "MENU (EUR)\ncoffee 35\ncroissant 28\nlatte 52\nBreakfast deal (coffee + croissant) 51"
    flags, computed = judged("Latte 52, the deal 51 against coffee 35 + croissant 28 = 63, so you save **EUR 12**.",
                             history(menu))
    assert "12" in flags, computed


def test_a_two_digit_value_in_the_reference_profile_is_not_computed() -> None:
    _, computed = judged("Breakfast deal: 51 against coffee 35 + croissant 28 = 63, so you save **EUR 12**.",
                         history(BAKERY), REFERENCE)
    assert "12" not in computed


def test_bare_prices_of_a_line_are_operands_of_its_one_amount() -> None:
    # a clinic: the package and the two visits written bare, the currency on the result alone
    prices = "PRICES (GBP)\nconsultation 145\nblood panel 265\ncheck-up package 349"
    flags, computed = judged("Check-up package: 349 against consultation 145 + blood panel 265 = 410, "
                             "so you save **£61**.", history(prices))
    assert computed.get("61") == "in-order", computed
    flags, computed = judged("Check-up package: 349 against consultation 145 + blood panel 265 = 410, "
                             "so you save **£62**.", history(prices))
    assert "62" in flags, computed


# --- a column total over cells under the digit minimum: a shipping invoice ------------------------

RATES = {"account": "SH-221", "rates": [
    {"lane": "AMS-HAM", "per_pallet": 38.50}, {"lane": "AMS-CGN", "per_pallet": 42.00},
    {"lane": "AMS-BRU", "per_pallet": 26.00}, {"lane": "AMS-LUX", "per_pallet": 31.25}]}
PALLETS = {"account": "SH-221", "shipped": [
    {"lane": "AMS-HAM", "pallets": 41}, {"lane": "AMS-CGN", "pallets": 13},
    {"lane": "AMS-BRU", "pallets": 18}, {"lane": "AMS-LUX", "pallets": 22}]}
INVOICE_TABLE = """| lane | pallets | per pallet | amount |
|---|---|---|---|
| AMS-HAM | 41 | 38.50 | 1,578.50 |
| AMS-CGN | 13 | 42.00 | 546.00 |
| AMS-BRU | 18 | 26.00 | 468.00 |
| AMS-LUX | 22 | 31.25 | 687.50 |
| **Total** | | | **{total}** |"""


def test_a_column_total_over_cells_under_the_digit_minimum() -> None:
    # 1578.50 + 546.00 + 468.00 + 687.50 = 3280.00: three cells of three significant digits
    flags, computed = judged(INVOICE_TABLE.format(total="3,280.00"), history(RATES, PALLETS))
    assert computed.get("3280") in ("column", "table"), computed
    flags, computed = judged(INVOICE_TABLE.format(total="3,290.00"), history(RATES, PALLETS))
    assert "3290" in flags, computed


def test_a_cell_one_digit_off_its_row_takes_the_total_down() -> None:
    # 18 x 26.00 is 468.00, not 478.00: the cell is no operand, and the total over it stays flagged
    table = INVOICE_TABLE.replace("| 468.00 |", "| 478.00 |").format(total="3,290.00")
    flags, computed = judged(table, history(RATES, PALLETS))
    assert "3290" in flags, computed


# --- a count that sums a carried column its row names: a laundry's week of pieces (CSV) -----------

PRICES = {"account": "H-1", "prices": {"sheet": 2.2, "hand_towel": 0.9}}
MANIFEST = ("date,sheet,hand_towel\n2026-03-02,84,70\n2026-03-03,78,64\n2026-03-04,90,72\n"
            "2026-03-05,72,60\n2026-03-06,96,80")
WEEK = """| item | pieces | price | amount |
|---|---|---|---|
| sheet | 420 | 2.20 | 924.00 |
| hand towel | {towels} | 0.90 | {amount} |

Subtotal **{subtotal}**."""


def test_a_row_count_that_sums_the_column_its_row_names() -> None:
    # 70 + 64 + 72 + 60 + 80 = 346 hand towels; 346 x 0.90 = 311.40; 924 + 311.40 = 1,235.40
    flags, computed = judged(WEEK.format(towels="346", amount="311.40", subtotal="1,235.40"), history(PRICES, MANIFEST))
    assert computed.get("311.4") == "row-product", computed
    assert "1235.4" in computed, computed
    assert not flags, flags


def test_a_row_count_one_digit_off_the_column_is_no_operand() -> None:
    flags, computed = judged(WEEK.format(towels="347", amount="312.30", subtotal="1,236.30"), history(PRICES, MANIFEST))
    assert "312.3" in flags and "1236.3" in flags, computed


def test_a_row_that_names_part_of_the_key_is_no_count_of_it() -> None:
    # `towel` alone names no `hand_towel` column (every word of the key is needed)
    table = WEEK.replace("| hand towel |", "| towel |").format(towels="346", amount="311.40", subtotal="1,235.40")
    flags, computed = judged(table, history(PRICES, MANIFEST))
    assert "311.4" in flags, computed


# --- carried-difference: a whole and a part one record carries ------------------------------------

BUDGET = {"campaign": "CMP-118", "budget": 15000.0, "spent": 6482.3, "currency": "USD"}
ORDERS = {"customer": "C-77", "orders": [{"order": "BK-3391", "total": 186.40, "paid": 45.0}]}


@pytest.mark.parametrize("written,number,ok", [
    ("Left in the budget: **$8,517.70**.", "8517.7", True),  # 15000 - 6482.30, the result one record
    ("Left in the budget: **$8,517.80**.", "8517.8", False),  # one digit off
    ("Left in the budget: **$8,527.70**.", "8527.7", False),
])
def test_a_whole_less_a_part_of_one_record(written: str, number: str, ok: bool) -> None:
    flags, computed = judged(written, history(BUDGET))
    assert (computed.get(number) == "carried-difference") is ok, computed
    assert (number in flags) is not ok


def test_the_one_record_of_an_array_or_the_record_its_line_names() -> None:
    # 186.40 - 45.00 (a difference one digit off a carried number, `136.40` of 186.40, is refused before)
    flags, computed = judged("BK-3391 still owes **£141.40**.", history(ORDERS))
    assert computed.get("141.4") == "carried-difference", computed
    flags, computed = judged("BK-3391 still owes **£141.50**.", history(ORDERS))
    assert "141.5" in flags, computed


def test_a_record_nothing_names_among_several_is_no_operand() -> None:
    two = {"customer": "C-77", "orders": [{"order": "BK-3391", "total": 186.40, "paid": 45.0},
                                          {"order": "BK-3392", "total": 92.10, "paid": 0.0}]}
    flags, computed = judged("You still owe **£141.40**.", history(two))
    assert "141.4" in flags, computed


def test_a_record_difference_in_the_reference_profile_stays_flagged() -> None:
    flags, _ = judged("Left in the budget: **$8,517.70**.", history(BUDGET), REFERENCE)
    assert "8517.7" in flags


def test_a_record_difference_no_word_asks_for_stays_flagged() -> None:
    # round 19's refusal: a record's difference no word says is a rest (`test_sums19`)
    flags, computed = judged("Budget CMP-118: **$8,517.70** (expires 12/31).", history(BUDGET))
    assert "8517.7" in flags, computed
