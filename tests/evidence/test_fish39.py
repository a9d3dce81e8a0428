"""Round 39 (fish39): what heldout37's fish corpus (an auction hall's answers in Burmese and English)
showed the rules did not read, each rule with refusals (made-up runs: a vegetable market's lots,
a ferry's freight, a grain store; none of the corpus's texts).

- `carried_products`: a sibling record's product one digit off no longer refuses the product of
  the record the line names; the sum of one product over the 2-8 records a line names.
- `stated_doses`: `1 kg of ice for every 2 kg of fish` (a dose of one stuff per another, the stuff
  named on the value's line or its column's header), a thing's price as its sentence's subject
  (`A crate ... costs 3,500 MMK`), a fixed part before a dose (`12,000 MMK plus 35 MMK per kg`), a
  short count with its thing after it or a label before it.
- `computed/tables`: a column of containers its header sizes (`Sacks of 50 kg`).
- `computed/products`: a rate written before the value over an amount with its currency code after it.
- `item_prices`: a unit in another spelling (`a kilo` over `kg`).
- `hour_steps` / `hour_words` / `word_dates`: hours over a day in another language and script
  (`၃၀ နာရီ`), the date beside the clock they reach, with its year too.
"""

from __future__ import annotations

from typing import Any

import pytest

from ._helpers import history, judged

MARKET = ("You are the assistant of a vegetable market in Mandalay. Today is 2027-05-11 (Tuesday), 06:00.\n"
          "Rules (amounts in MMK):\n- A stall pays 12,000 MMK plus 35 MMK per kg sold.\n"
          "- Packing: 1 kg of straw for every 4 kg of melons, at 150 MMK a kg.\n"
          "- A crate holds 25 kg and costs 3,500 MMK.\n")
LOTS = ("lot,grower,crop,kg,price_mmk_kg,buyer\nV-11,Ko Htet,onion,640,1300,Ma Thida\n"
        "V-12,Ko Htet,garlic,118,7400,Ma Thida\nV-13,Daw Mya,chili,95,9800,Green Leaf\n"
        "V-14,Daw Mya,tomato,400,2300,Green Leaf")


def _run(result: Any, question: str, system: str = MARKET) -> list[dict[str, Any]]:
    return history(result, system=system, user=question)


# --- carried_products ------------------------------------------------------------------------------------

def test_named_record_product_read_beside_a_sibling_one_digit_off() -> None:
    # V-13: 95 x 9,800 = 931,000; V-12's 118 x 7,400 = 873,200 and V-14's 920,000 are no neighbours,
    # but a sibling product one digit off (931,000 vs 921,000...) must not refuse the named one
    lots = LOTS.replace("V-14,Daw Mya,tomato,400,2300", "V-14,Daw Mya,tomato,400,2302.5")  # 921,000
    flags, computed = judged("V-13 chili 931,000 MMK.", _run(lots, "What did V-13 fetch?"))
    assert "931000" not in flags and computed.get("931000") == "carried-product", (flags, computed)


def test_named_record_wrong_product_stays_flagged() -> None:
    lots = LOTS.replace("V-14,Daw Mya,tomato,400,2300", "V-14,Daw Mya,tomato,400,2302.5")
    flags, computed = judged("V-13 chili 921,000 MMK.", _run(lots, "What did V-13 fetch?"))
    assert "921000" in flags, (flags, computed)


def test_sum_over_the_records_a_line_names() -> None:
    # Ma Thida: V-11 832,000 + V-12 873,200 = 1,705,200
    flags, computed = judged("| Buyer | Lots | Owed (MMK) |\n|---|---|---|\n| Ma Thida | V-11, V-12 | 1,705,200 |",
                             _run(LOTS, "What does each buyer owe?"))
    assert "1705200" not in flags and computed.get("1705200") == "carried-product", (flags, computed)


@pytest.mark.parametrize("row", [
    "| Ma Thida | V-11, V-12 | 1,705,300 |",  # a digit off
    "| Ma Thida | V-11, V-13 | 1,705,200 |",  # other lots named
])
def test_sum_over_named_records_refusals(row: str) -> None:
    flags, computed = judged("| Buyer | Lots | Owed (MMK) |\n|---|---|---|\n" + row, _run(LOTS, "What does each buyer owe?"))
    assert any(v.startswith("17052") or v.startswith("17053") for v in flags), (flags, computed)


# --- stated_doses ----------------------------------------------------------------------------------------

def test_dose_of_one_stuff_for_every_so_much_of_another() -> None:
    # 6,400 kg of melons / 4 = 1,600 kg of straw, x 150 = 240,000
    flags, computed = judged("- Melons: 6,400 kg\n- Straw: **1,600 kg**, 240,000 MMK", _run("{}", "Straw for 6,400 kg of melons?"))
    assert not {"1600", "240000"} & flags, (flags, computed)
    assert computed.get("1600") == "stated-dose", computed


@pytest.mark.parametrize(("answer", "value"), [
    ("- Melons: 6,400 kg\n- Straw: **1,700 kg**", "1700"),  # a wrong quotient
    ("- Melons: 6,400 kg\n- Sand: **1,600 kg**", "1600"),  # the line names no straw
])
def test_dose_of_stuff_refusals(answer: str, value: str) -> None:
    flags, computed = judged(answer, _run("{}", "Straw for 6,400 kg of melons?"))
    assert value in flags, (flags, computed)


def test_dose_of_stuff_in_a_table_cell() -> None:
    flags, computed = judged("| Melons kg | Straw needed |\n|---|---|\n| 6,400 | 1,600 |", _run("{}", "Straw for 6,400 kg of melons?"))
    assert "1600" not in flags, (flags, computed)
    flags, computed = judged("| Melons kg | Straw needed |\n|---|---|\n| 6,400 | 1,800 |", _run("{}", "Straw for 6,400 kg of melons?"))
    assert "1800" in flags, (flags, computed)


@pytest.mark.parametrize(("answer", "value", "ok"), [
    ("17 crates, 59,500 MMK.", "59500", True),  # a crate's price as its sentence's subject
    ("17 crates, 59,000 MMK.", "59000", False),
    ("- Crates: 17 (59,500 MMK)", "59500", True),  # the count's thing as a label before it
    ("- Crates: 17 (58,500 MMK)", "58500", False),
])
def test_a_things_stated_price_times_a_short_count(answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, _run("{}", "Crates for it?"))
    assert (value not in flags) is ok, (flags, computed)


@pytest.mark.parametrize(("answer", "value", "ok"), [
    ("34,400 MMK (640 kg).", "34400", True),  # 12,000 + 35 x 640
    ("34,500 MMK (640 kg).", "34500", False),
    ("46,400 MMK (640 kg).", "46400", False),  # the fixed part twice
])
def test_a_tariff_of_a_fixed_part_plus_a_dose(answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, _run('{"stall": "S-4", "kg_sold": 640}', "S-4's fee?"))
    assert (value not in flags) is ok, (flags, computed)


# --- computed/tables: containers -------------------------------------------------------------------------

@pytest.mark.parametrize(("cell", "ok"), [("1,380", True), ("1,390", False)])
def test_a_column_of_containers_its_header_sizes(cell: str, ok: bool) -> None:
    # 69,000 kg of rice in sacks of 50 kg: 1,380 sacks
    answer = f"| Rice kg | Sacks of 50 kg |\n|---|---|\n| 69,000 | {cell} |"
    flags, computed = judged(answer, _run('{"store": "G-2", "rice_kg": 69000}', "How many sacks?"))
    assert (cell.replace(",", "") not in flags) is ok, (flags, computed)


# --- computed/products: a rate before the value, codes after the amounts ----------------------------------

FREIGHT = '{"consignment": "F-88", "kg": 1200, "price_lak_kg": 415}'
RATE = '{"date": "2027-05-11", "mmk_per_lak": 0.0968, "mmk_per_usd": 2100}'


@pytest.mark.parametrize(("value", "ok"), [("48,206.40", True), ("48,260.40", False)])
def test_rate_before_the_value_with_codes_after_the_amounts(value: str, ok: bool) -> None:
    # 1,200 kg x 415 LAK = 498,000 LAK; x 0.0968 = 48,206.40 MMK
    answer = f"- 1,200 kg × 415 LAK = **498,000 LAK**\n- At 0.0968 MMK a kip: **{value} MMK**"
    flags, computed = judged(answer, history(FREIGHT, RATE, system=MARKET, user="In kyat?"))
    assert (value.replace(",", "").rstrip("0") not in flags) is ok, (flags, computed)


@pytest.mark.parametrize(("value", "ok"), [("40.17", True), ("40.71", False)])
def test_a_price_a_kilo_over_kg(value: str, ok: bool) -> None:
    answer = f"- 1,200 kg × 415 LAK = **498,000 LAK**\n- At 0.0968 MMK a kip: **48,206.40 MMK**\n- That's {value} MMK a kilo."
    flags, computed = judged(answer, history(FREIGHT, RATE, system=MARKET, user="In kyat?"))
    assert (value not in flags) is ok, (flags, computed)


# --- hour_steps, hour_words, word_dates: hours over a day --------------------------------------------------

FERRY = ("You are the assistant of a river ferry company in Mandalay. Today is 2027-05-11 (Tuesday), 06:00.\n"
         "Rules:\n- The ferry to Bhamo takes 30 hours.\n")
SAILING = '{"ferry": "MB-7", "to": "Bhamo", "departs": "2027-05-11T05:15"}'


@pytest.mark.parametrize(("answer", "bad"), [
    ("MB-7: ယနေ့ နံနက် ၅:၁၅ ထွက်ပြီး ၃၀ နာရီ → **၂၀၂၇ ခုနှစ် မေ ၁၂ ရက်၊ နံနက် ၁၁:၁၅** ရောက်ပါမယ်။", set()),
    ("MB-7: ယနေ့ နံနက် ၅:၁၅ ထွက်ပြီး ၃၀ နာရီ → **၂၀၂၇ ခုနှစ် မေ ၁၃ ရက်၊ နံနက် ၁၁:၁၅** ရောက်ပါမယ်။", {"13"}),  # a day on
    ("MB-7: ယနေ့ နံနက် ၅:၁၅ ထွက်ပြီး ၃၀ နာရီ → **၂၀၂၇ ခုနှစ် မေ ၁၂ ရက်၊ နံနက် ၁၀:၁၅** ရောက်ပါမယ်။", {"10:15"}),
])
def test_hours_over_a_day_in_burmese(answer: str, bad: set[str]) -> None:
    flags, computed = judged(answer, _run(SAILING, "When does it arrive?", FERRY))
    for value in bad:
        assert any(value in f for f in flags), (flags, computed)
    if not bad:
        assert not flags, (flags, computed)


@pytest.mark.parametrize(("date", "ok"), [("12 May 2027", True), ("13 May 2027", False)])
def test_a_date_with_its_year_over_midnight(date: str, ok: bool) -> None:
    answer = f"MB-7 leaves today 05:15; 30 hours → **{date}, 11:15**."
    flags, computed = judged(answer, _run(SAILING, "When does it arrive?", FERRY))
    assert (date not in flags) is ok, (flags, computed)
