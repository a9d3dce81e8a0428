"""(round 24, site24) Costs per a unit of measure and column totals per a unit: `unit-cost`
(`unit_costs.py`: an amount over a quantity this answer or the previous one settled, converted
between units of one dimension), `rate` reading grouped quantities and converting its quantity
(`products._converted_cost`), `carried-total` naming a column by a unit glued after a slash or worn
by the value (`key_namer(worn=)`). Each with its refusals: a digit mutated, a wrong unit, a
quantity of time, a rate's column stay flagged."""

from __future__ import annotations

import pytest

from evidence_audit import check_answer

from ._helpers import DEFAULT, REFERENCE, flagged, grounded, history, judged

FUEL = ("tx_id,date,litres,price_per_l,amount_gbp\nTX-1,2026-03-03,61.5,1.459,89.73\n"
        "TX-2,2026-03-06,96.4,1.479,142.58\nTX-3,2026-03-09,58.2,1.449,84.33")
LOG = ("fill,date,odometer_mi,gallons_us,price_usd\n1,2026-02-17,12405,,\n2,2026-02-21,12731,14.2,48.14\n"
       "3,2026-02-26,13019,12.9,43.86\n4,2026-03-03,13342,13.8,46.37")
CREW = ("crew_id,name,trade,day_rate_gbp\nCR-07,Dean Okafor,tiler,264\nCR-11,Priya Lalwani,electrician,312\n"
        "CR-14,Tomasz Wrona,carpenter,248\nCR-19,Jess Mbeki,labourer,168\nCR-22,Aled Rhys,plasterer,256")
FILLS = ("date,odometer_km,litres,amount_gbp\n2026-02-02,52310,68.4,101.16\n2026-02-09,53104,71.2,106.02\n"
         "2026-02-16,53921,73.9,108.56\n2026-02-23,54688,69.8,101.84\n2026-03-02,55472,70.6,102.30")
FILLS_SENTENCE = ("The same four fills cost £106.02 + £108.56 + £101.84 + £102.30 = £418.72, over "
                  "55,472 - 52,310 = 3,162 km: **£0.132/km**, or £{} a mile.")


# --- unit-cost: an amount over a quantity the conversation settled --------------------------------

def test_a_cost_per_litre_from_the_previous_answer_s_amount_and_litres() -> None:
    hist = history("{}", user="the card paid 316.64 for 216.1 litres", answers=("£316.64 for 216.1 L.",))
    flags, computed = judged("<think>\nAmount over litres.\n</think>\n£1.465/L.", hist)
    assert computed.get("1.465") == "unit-cost", (flags, computed)
    assert not flags


@pytest.mark.parametrize("value", ["1.475", "1.466", "1.565"])
def test_a_cost_per_litre_one_digit_off_stays_flagged(value: str) -> None:
    hist = history("{}", user="the card paid 316.64 for 216.1 litres", answers=("£316.64 for 216.1 L.",))
    flags, _ = judged(f"£{value}/L.", hist)
    assert value in flags


def test_a_cost_per_a_labelled_unit_converted_from_the_previous_answer_s_miles() -> None:
    hist = history(LOG, answers=("* **Miles:** 12,405 to 13,342 = **937 mi**\n* **Fuel:** 40.9 US gal",))
    answer = "* **Fuel spend:** $48.14 + $43.86 + $46.37 = $138.37\n* **Per mile:** $0.148\n* **Per km:** $0.092"
    flags, computed = judged(answer, hist)
    assert computed.get("0.148") == "unit-cost", (flags, computed)
    assert computed.get("0.092") == "unit-cost", (flags, computed)
    assert not flags


@pytest.mark.parametrize("per_mile,per_km,wrong", [
    ("0.158", "0.092", "0.158"),  # a digit mutated
    ("0.148", "0.093", "0.093"),
    ("0.148", "0.148", "0.148"),  # the mile's cost written per km: a wrong unit
])
def test_a_labelled_cost_per_unit_that_is_not_the_quotient_stays_flagged(per_mile: str, per_km: str, wrong: str) -> None:
    hist = history(LOG, answers=("* **Miles:** 12,405 to 13,342 = **937 mi**",))
    answer = f"* **Fuel spend:** $48.14 + $43.86 + $46.37 = $138.37\n* **Per km:** ${per_km}\n* **Per mile:** ${per_mile}"
    if per_mile == per_km:
        answer = "* **Fuel spend:** $48.14 + $43.86 + $46.37 = $138.37\n* **Per km:** $0.148"
    flags, _ = judged(answer, hist)
    assert wrong in flags


def test_a_cost_per_a_unit_of_time_is_no_unit_cost() -> None:
    hist = history(LOG, answers=("It ran 12,405 to 13,342 = 937 h in all.",))
    flags, computed = judged("Fuel $48.14 + $43.86 + $46.37 = $138.37, so **Per hour:** $0.148", hist)
    assert computed.get("0.148") != "unit-cost"


def test_the_reference_profile_computes_no_unit_cost() -> None:
    hist = history(FUEL, answers=("£316.64 for 216.1 L.",))
    flags, _ = judged("£1.465/L.", hist, REFERENCE)
    assert "1.465" in flags


# --- rate: grouped quantities, a cost per another unit of the quantity's dimension -----------------

def test_a_rate_over_a_grouped_quantity_and_per_the_other_unit() -> None:
    flags, computed = judged(FILLS_SENTENCE.format("0.213"), history(FILLS))
    assert computed.get("0.132") == "rate", (flags, computed)
    assert computed.get("0.213") == "rate", (flags, computed)
    assert not flags


@pytest.mark.parametrize("value", ["0.223", "0.214", "0.313"])
def test_a_converted_rate_one_digit_off_stays_flagged(value: str) -> None:
    flags, _ = judged(FILLS_SENTENCE.format(value), history(FILLS))
    assert value in flags


# --- carried-total: a unit glued after a slash, a unit worn ---------------------------------------

def test_a_column_named_by_the_unit_glued_after_a_slash() -> None:
    flags, computed = judged("£1,248/day × 5 = £6,240.", history(CREW, user="whole crew for 5 days?"))
    # (round 36, brandy36) a rate glued after a slash is read as its number: the token is `1248`
    assert computed.get("1248") == "carried-total", (flags, computed)
    assert computed.get("6240") == "written", (flags, computed)
    assert not flags


@pytest.mark.parametrize("answer,value", [
    ("£1,258/day × 5 = £6,290.", "1258"),  # a digit mutated (read as its number since round 36)
    ("£1,248/km × 5 = £6,240.", "1248"),  # a unit no column names
])
def test_a_glued_total_no_column_gives_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(CREW, user="whole crew for 5 days?"))
    assert value in flags


def test_a_column_named_by_the_unit_the_value_wears() -> None:
    flags, computed = judged("<think>\n89.73 + 142.58 + 84.33.\n</think>\n£316.64 for 216.1 L.", history(FUEL))
    assert computed.get("216.1") == "carried-total", (flags, computed)
    assert not flags


@pytest.mark.parametrize("answer,value", [
    ("<think>\n89.73 + 142.58 + 84.33.\n</think>\n£316.64 for 216.2 L.", "216.2"),  # a digit mutated
    ("<think>\n89.73 + 142.58 + 84.33.\n</think>\n£316.64 for 216.1 kg.", "216.1"),  # a unit the column is not in
])
def test_a_worn_unit_total_one_digit_off_or_in_another_unit_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(FUEL))
    assert value in flags


def test_a_rate_s_column_is_not_named_by_its_unit() -> None:
    prices = "tx_id,price_per_l\nTX-1,1459.1\nTX-2,1479.2\nTX-3,1449.3"
    flags, _ = judged("That is 4387.6 L.", history(prices))
    assert "4387.6" in flags


# --- cell-equation: a takeoff's measures under the digit minimum, carried --------------------------

TAKEOFF = "element,length_m,width_m,depth_mm,qty\nslab,6.2,3.4,150,1\nfooting,6.2,0.6,450,2\nfooting,3.4,0.6,450,2"
TAKEOFF_TABLE = ("| Element | Size | Volume |\n|---|---|---|\n| Slab | {} | {} m³ |\n"
                 "| Footings (long) | 2 × 6.2 × 0.6 m × 450 mm | 3.348 m³ |\n"
                 "| Footings (short) | 2 × 3.4 × 0.6 m × 450 mm | 1.836 m³ |\n| **Total** | | **{}** |")


def test_a_takeoff_table_s_cells_of_carried_measures_and_their_total() -> None:
    answer = TAKEOFF_TABLE.format("6.2 × 3.4 m × 150 mm", "3.162", "8.346 m³")
    flags, computed = judged(answer, history(TAKEOFF))
    assert computed.get("3.162") == "cell-equation", (flags, computed)
    assert computed.get("3.348") == "cell-equation", (flags, computed)
    assert computed.get("8.346") == "table", (flags, computed)
    assert not flags


@pytest.mark.parametrize("size,volume,total,wrong", [
    ("6.2 × 3.4 m × 150 mm", "3.172", "8.356 m³", "3.172"),  # a digit mutated
    ("6.3 × 3.4 m × 150 mm", "3.213", "8.397 m³", "3.213"),  # a measure no result carried, its product
])
def test_a_takeoff_cell_of_a_wrong_or_invented_measure_stays_flagged(size: str, volume: str, total: str, wrong: str) -> None:
    flags, _ = judged(TAKEOFF_TABLE.format(size, volume, total), history(TAKEOFF))
    assert wrong in flags


# --- in-order: time and a half ----------------------------------------------------------------------

def test_time_and_a_half_of_the_rate_above() -> None:
    answer = "* Tomasz's rate: £248/day ÷ 8 = £31.00/h\n* Time and a half: £46.50/h"
    flags, computed = judged(answer, history(CREW))
    # (round 25) `worded-multiple` (worded_multiples.py) reads the premium the line names, tried before
    # the narrow rules: 31.00 x 1.5 (was `in-order`'s)
    assert computed.get("46.5") == "worded-multiple", (flags, computed)
    assert not flags


@pytest.mark.parametrize("value", ["46.60", "47.50"])
def test_time_and_a_half_one_digit_off_stays_flagged(value: str) -> None:
    flags, _ = judged(f"* Tomasz's rate: £248/day ÷ 8 = £31.00/h\n* Time and a half: £{value}/h", history(CREW))
    assert value.rstrip("0") in flags


# --- repeat: an earlier answer's equation result that was no candidate ------------------------------

def test_an_earlier_reasoning_block_s_result_repeated_as_an_amount() -> None:
    hist = history(CREW, answers=("<think>\nAled Rhys 256 a day. 3 x 256 = 768.\n</think>\n3 days of plastering.",))
    flags, computed = judged("Labour for the boards: £768.", hist)
    assert computed.get("768") == "repeat", (flags, computed)
    assert not flags


@pytest.mark.parametrize("earlier,value", [
    ("<think>\n3 x 256 = 768.\n</think>\n3 days.", "778"),  # a digit mutated
    ("<think>\n2 x £25.7 = 51.4.\n</think>\n2 days.", "51.4"),  # of an operand the check left unsupported
])
def test_what_no_earlier_equation_settled_stays_flagged(earlier: str, value: str) -> None:
    flags, _ = judged(f"Labour for the boards: £{value}.", history(CREW, answers=(earlier,)))
    assert value in flags


# --- cost-line: an item named by its code ----------------------------------------------------------

PRICE_LIST = ("MATERIALS PRICE LIST (prices ex VAT)\n"
              "TL-6030  Porcelain floor tile 600x300, box = 1.44 m2 ........ £38.90/box\n"
              "TL-2020  Wall tile 200x200 gloss white, box = 1.00 m2 ....... £17.25/box\n"
              "PB-125   Plasterboard 2400x1200x12.5 mm ...................... £11.65/sheet")


def test_a_line_naming_an_item_by_its_code_takes_its_price() -> None:
    flags, computed = judged("At 1.44 m² a box: 8.11, so **9 boxes** of TL-6030, £350.10 ex VAT.", history(PRICE_LIST))
    assert computed.get("350.1") == "cost-line", (flags, computed)
    assert not flags


@pytest.mark.parametrize("answer,value", [
    ("So **9 boxes** of TL-6030, £360.10 ex VAT.", "360.1"),  # a digit mutated
    ("So **9 boxes** of TL-2020, £350.10 ex VAT.", "350.1"),  # another item's code: its price is £17.25
    ("So **9 boxes** of TL-6031, £350.10 ex VAT.", "350.1"),  # a code no price list names
])
def test_a_coded_line_s_cost_of_another_price_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(PRICE_LIST))
    assert value in flags


# --- glued: a code cell of a result's CSV block ------------------------------------------------------

DECK = "item,nominal_in,length,qty\njoist,2x8,12',9\nrim joist,2x8,12'6\",2\ndecking,5/4x6,12',22\npost,6x6,8',4"


def test_a_code_cell_of_a_csv_block_grounds_the_code() -> None:
    v = check_answer("- Decking, 5/4x6 × 12': 1.25 × 6 × 12 ÷ 12 = 7.5 bf each", history(DECK), DEFAULT)
    assert grounded(v).get("5/4x6") == "glued", (flagged(v), grounded(v))


@pytest.mark.parametrize("code", ["5/4x8", "5/3x6"])
def test_a_code_no_cell_writes_stays_flagged(code: str) -> None:
    v = check_answer(f"- Decking, {code} × 12'", history(DECK), DEFAULT)
    assert code in flagged(v)


def test_the_reference_profile_reads_no_code_cell() -> None:
    v = check_answer("- Decking, 5/4x6 × 12'", history(DECK), REFERENCE)
    assert "5/4x6" in flagged(v)


def test_a_takeoff_cell_whose_written_unit_is_wrong_is_no_cell_equation() -> None:
    """`6.2 × 3.4 m × 150 m` is no 3.162 (150 m is no 0.15 m): the cell's equation as written is refused.
    Since round 38 (sawmill38's `record_sizes.py`) the value itself is the slab record's own sizes
    multiplied in metres (`depth_mm` 150), its quantity 1: right, and computed as that product, not
    by the equation written beside it (it was flagged before round 38)."""
    flags, computed = judged(TAKEOFF_TABLE.format("6.2 × 3.4 m × 150 m", "3.162", "8.346 m³"), history(TAKEOFF))
    assert computed.get("3.162") == "carried-product", (flags, computed)
