"""(round 21, records21) The arithmetic of records: `carried-product` (`carried_products.py`)
multiplies two numbers of one record its line names (a tier's `sold` x `face_value`), and the
table's total then follows. Each with its refusals: a digit mutated, a product of another record,
a value whose one-digit neighbour a product of the same results reaches stays flagged."""

from __future__ import annotations

import pytest

from ._helpers import REFERENCE, history, judged

SALES = ("tier,capacity,sold,comps,face_value\n"
         "GA Floor,900,842,12,45.00\n"
         "Balcony,350,291,8,62.00\n"
         "VIP,50,50,4,140.00")
TABLE = ("| Tier | Face |\n|---|---|\n| GA Floor | ${ga} |\n| Balcony | ${balcony} |\n| VIP | ${vip} |\n"
         "| **Total** | **${total}** |")


def _table(ga: str = "37,890.00", balcony: str = "18,042.00", vip: str = "7,000.00", total: str = "62,932.00") -> str:
    return TABLE.replace("{ga}", ga).replace("{balcony}", balcony).replace("{vip}", vip).replace("{total}", total)


def test_a_tier_s_sold_times_its_face_value_and_the_total() -> None:
    flags, computed = judged(_table(), history(SALES))
    assert computed.get("37890") == "carried-product", computed
    assert computed.get("18042") == "carried-product", computed
    assert computed.get("7000") == "carried-product", computed
    assert "62932" in computed, computed
    assert not flags, flags


@pytest.mark.parametrize("ga", ["37,990.00", "37,880.00", "38,890.00"])  # a digit mutated
def test_a_mutated_product_stays_flagged(ga: str) -> None:
    flags, computed = judged(_table(ga=ga), history(SALES))
    assert ga.replace(",", "").removesuffix(".00") in flags, (flags, computed)


def test_a_product_of_another_record_is_no_operand() -> None:
    # Balcony's 291 x 62 written on GA Floor's line
    flags, computed = judged("| Tier | Face |\n|---|---|\n| GA Floor | $18,042.00 |\n", history(SALES))
    assert "18042" in flags, computed


def test_a_record_nothing_names_is_no_operand() -> None:
    flags, computed = judged("Face revenue: $37,890.00.", history(SALES))
    assert "37890" in flags, computed


def test_a_one_digit_neighbour_reached_by_a_sibling_refuses() -> None:
    # 842 x 45 = 37,890 and a sibling's 842 x 46 = 38,732 ... build one whose neighbour is reached:
    # GA's 100 x 45 = 4,500 and Balcony's 100 x 46 = 4,600 (one digit apart)
    rows = "tier,sold,face_value\nGA,100,45\nBalcony,100,46"
    flags, computed = judged("| Tier | Face |\n|---|---|\n| GA | $4,500 |\n", history(rows))
    assert "4500" in flags, computed


def test_the_one_record_of_an_array_needs_no_name() -> None:
    flags, computed = judged("That comes to $1,234.56.", history({"items": [{"sku": "A1", "quantity": 3, "unit_price": 411.52}]}))
    assert computed.get("1234.56") == "carried-product", computed
    flags, computed = judged("That comes to $1,234.66.", history({"items": [{"sku": "A1", "quantity": 3, "unit_price": 411.52}]}))
    assert "1234.66" in flags, computed


def test_the_reference_profile_is_unchanged() -> None:
    flags, _ = judged(_table(), history(SALES), REFERENCE)
    assert "37890" in flags
