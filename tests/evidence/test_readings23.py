"""(round 23, readings23) A reasoning block's open expression joined to the answer's first number
(`reasoning_blocks.py`: `<think> 89.73 + 142.58 + 84.33. </think> £316.64` is `written`), and the
readings of one field across a record series worked (`reading_series.py`: `reading-gap`). Each with
its refusals: a digit mutated, a wrong operand, a difference of two DIFFERENT fields stays flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.reasoning_blocks import joined_results

from ._helpers import REFERENCE, history, judged

FUEL = ("tx_id,date,litres,amount_gbp\nTX-1,2026-03-03,61.5,89.73\nTX-2,2026-03-06,96.4,142.58\n"
        "TX-3,2026-03-09,58.2,84.33")


# --- reasoning blocks ----------------------------------------------------------------------------

@pytest.mark.parametrize("answer,value", [
    ("<think>\n89.73 + 142.58 + 84.33.\n</think>\n\n£316.64 for the three fills.", "316.64"),
    ("<think>\n89.73 + 142.58\n</think>\n\n**£232.31** for two.", "232.31"),
    ("<thinking>142.58 - 89.73.</thinking> £52.85 more.", "52.85"),
])
def test_an_open_expression_before_the_block_s_close_is_the_answer_s_equation(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(FUEL))
    assert computed.get(value) == "written", (flags, computed)
    assert value not in flags


@pytest.mark.parametrize("answer,value", [
    ("<think>\n89.73 + 142.58 + 84.33.\n</think>\n\n£316.74 for the three fills.", "316.74"),  # a digit mutated
    ("<think>\n89.73 + 142.58.\n</think>\n\n£316.64 for the three fills.", "316.64"),  # an operand missing
    ("<think>\nThe three amounts summed.\n</think>\n\n£316.64 for the three fills.", "316.64"),  # no expression
])
def test_what_the_block_s_expression_does_not_give_stays_flagged(answer: str, value: str) -> None:
    # (round 25) the column's key without its currency's code: `£316.64` would name `amount_gbp`,
    # whose three rows it totals (`carried-total`); these cases are about the block's expression
    flags, _ = judged(answer, history(FUEL.replace("amount_gbp", "amount")))
    assert value in flags


def test_the_join_keeps_every_offset_and_leaves_closed_or_going_on_text() -> None:
    text = "<think>\n144 + 135.\n</think>\n\n**279.00** for the two cars."
    joined = joined_results(text)
    assert len(joined) == len(text) and joined.index("279.00") == text.index("279.00")
    assert "= " in joined and "</think>" not in joined
    for unchanged in ("<think>\n100 / 1100 = 0.0909.\n</think>\n\n9.09%.",  # its result written already
                      "<think>\n5 x 48 and 5 x 45.\n</think>\n\n240.00 + 225.00 = **465.00**.",  # an equation of its own
                      "<think>\nAmount over litres.\n</think>\n\n£1.465/L.",  # no operand
                      "89.73 + 142.58.\n</think>\n\n£232.31",  # no block opened
                      "Plain text, 5 + 6. 11 apples."):
        assert joined_results(unchanged) == unchanged


def test_the_reference_profile_is_unchanged_by_the_join() -> None:
    flags, _ = judged("<think>\n89.73 + 142.58 + 84.33.\n</think>\n\n£316.64 for the three fills.", history(FUEL), REFERENCE)
    assert "316.64" in flags


# --- reading-gap: readings of one field worked ----------------------------------------------------

VEHICLE = {"unit": "V-118", "tank_l": 70, "last_service": {"date": "2025-10-02", "odometer_km": 41260},
           "service_interval": {"km": 30000, "months": 12}}
LOG = "date,unit,odometer_km\n2025-12-01,V-118,47850\n2026-01-01,V-118,50120\n2026-02-01,V-118,52190\n2026-03-01,V-118,55290"
INSPECTIONS = {"unit": "V-118", "inspections": [
    {"date": "2025-12-08", "odometer_km": 49020, "tread_mm": {"FL": 5.3}},
    {"date": "2026-03-09", "odometer_km": 55410, "tread_mm": {"FL": 4.1}}]}
V131 = {"unit": "V-131", "tank_l": 80, "last_service": {"date": "2025-09-20", "odometer_km": 38410},
        "service_interval": {"km": 20000, "months": 6}, "odometer_km": 53900}


@pytest.mark.parametrize("answer,value,results", [
    ("From the odometer log it covered 7,440 km between 1 December and 1 March.", "7440", (VEHICLE, LOG)),
    ("Between the two inspections it covered 6,390 km.", "6390", (INSPECTIONS,)),
    ("It has 15,970 km to go before the service.", "15970", (VEHICLE, LOG)),
    ("By km: 58,410 (4,510 km left at 53,900).", "58410", (V131,)),
    ("By km: 58,410 (4,510 km left at 53,900).", "4510", (V131,)),
])
def test_a_gap_of_two_readings_a_due_point_and_what_is_left(answer: str, value: str, results: tuple) -> None:
    flags, computed = judged(answer, history(*results))
    assert computed.get(value) == "reading-gap", (flags, computed)
    assert value not in flags


@pytest.mark.parametrize("answer,value,results", [
    ("From the odometer log it covered 7,450 km between 1 December and 1 March.", "7450", (VEHICLE, LOG)),  # a digit mutated
    ("From the odometer log it covered 7,340 km between 1 December and 1 March.", "7340", (VEHICLE, LOG)),
    ("It has 15,870 km to go before the service.", "15870", (VEHICLE, LOG)),
    ("By km: 58,410 (4,610 km left at 53,900).", "4610", (V131,)),
    ("By km: 59,410 (4,510 km left at 53,900).", "59410", (V131,)),
])
def test_a_value_one_digit_off_a_reading_gap_stays_flagged(answer: str, value: str, results: tuple) -> None:
    flags, _ = judged(answer, history(*results))
    assert value in flags


def test_a_difference_of_two_different_fields_is_no_reading_gap() -> None:
    # 47,850 odometer km less a 2,410 `fuel_km`-like column of another field: never paired
    rows = "date,odometer_km,range_km\n2026-01-01,47850,410\n2026-02-01,49990,395"
    flags, computed = judged("It covered 47,440 km since.", history(rows))  # 47850 - 410: two fields
    assert "47440" in flags, computed
    flags, computed = judged("It covered 2,140 km since.", history(rows))  # 49990 - 47850: one field
    assert computed.get("2140") == "reading-gap", (flags, computed)


def test_the_value_must_wear_the_field_s_unit_and_a_currency_is_no_reading() -> None:
    flags, computed = judged("That is 7,440 litres more.", history(LOG))  # not the field's unit
    assert "7440" in flags, computed
    prices = "date,price_gbp\n2026-01-01,1250\n2026-02-01,1390"
    flags, computed = judged("It rose by 140 GBP, £140 in all.", history(prices))
    assert "140" in flags or computed.get("140") != "reading-gap", computed


def test_the_reference_profile_is_unchanged_by_readings() -> None:
    flags, _ = judged("From the odometer log it covered 7,440 km.", history(VEHICLE, LOG), REFERENCE)
    assert "7440" in flags


def test_a_gap_is_of_one_series_and_a_neighbour_so_reached_refuses() -> None:
    # the inspections' 55,410 - 49,020; the vehicle's last service (another result) is no end of a gap
    flags, computed = judged("Between the two inspections it covered 6,390 km.", history(VEHICLE, LOG, INSPECTIONS))
    assert computed.get("6390") == "reading-gap", (flags, computed)
    flags, computed = judged("Since the service it covered 6,590 km.", history(VEHICLE, LOG, INSPECTIONS))  # 47850 - 41260
    assert "6590" in flags, computed
    # one series whose gaps reach 1,200 and 1,300: neither is excused
    rows = "date,odometer_km\n2026-01-01,10000\n2026-02-01,11200\n2026-03-01,11300"
    flags, computed = judged("It covered 1,200 km.", history(rows))
    assert "1200" in flags, computed


# --- measure-rate: a measure over a measure its units name -----------------------------------------

WEAR = {"inspections": [{"date": "2025-12-08", "odometer_km": 49020, "tread_mm": 5.3},
                        {"date": "2026-03-09", "odometer_km": 55410, "tread_mm": 4.1}]}


@pytest.mark.parametrize("answer,value", [
    ("It lost 5.3 − 4.1 = 1.2 mm over 6,390 km, so 5,325 km per mm.", "5325"),
    ("It lost 5.3 − 4.1 = 1.2 mm over 6,390 km: 5,325 km/mm.", "5325"),
])
def test_a_measure_over_a_measure_its_units_name(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(WEAR))
    assert computed.get(value) == "measure-rate", (flags, computed)


@pytest.mark.parametrize("answer,value", [
    ("It lost 5.3 − 4.1 = 1.2 mm over 6,390 km, so 5,335 km per mm.", "5335"),  # a digit mutated
    ("It lost 5.3 − 4.1 = 1.2 mm over 6,390 km, so 5,325 km per day.", "5325"),  # no number wears `day`
    ("It lost 5.3 − 4.1 = 1.2 mm over 6,390 km, so 5,325 mm per km.", "5325"),  # the units the other way
])
def test_a_rate_its_units_do_not_give_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(WEAR))
    assert value in flags


# --- (round 26, mountain24) a label the answer opens with after the block ------------------------

@pytest.mark.parametrize("answer,value,ok", [
    ("<think>\n89.73 + 142.58 + 84.33.\n</think>\n\nTotal: £316.64 for the three fills.", "316.64", True),
    ("<think>\n142.58 - 89.73.\n</think>\n\nYou paid **£52.85** more.", "52.85", True),
    ("<think>\n89.73 + 142.58 + 84.33.\n</think>\n\nTotal: £316.74 for the three fills.", "316.74", False),  # a digit off
    ("<think>\n89.73 + 142.58 + 84.33.\n</think>\n\nAbout £316.64 for the three.", "316.64", False),  # approximate: not joined
    ("<think>\n89.73 + 142.58 + 84.33.\n</think>\n\nThe three fills each cost £316.64.", "316.64", False),  # four words
])
def test_a_label_before_the_result_is_part_of_the_join(answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, history(FUEL.replace("amount_gbp", "amount")))
    assert (computed.get(value) == "written") is ok, (flags, computed)
    assert (value in flags) is not ok


def test_a_label_keeps_every_offset() -> None:
    text = "<think>\nOnly the late fee: 250 − 15.\n</think>\n\nRefund **€235.00**."
    joined = joined_results(text)
    assert len(joined) == len(text) and joined.index("235.00") == text.index("235.00")
    assert "Refund" not in joined and "= " in joined
