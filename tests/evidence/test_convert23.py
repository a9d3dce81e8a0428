"""Round 23 (convert23): conversions the answer works, and units inside written equations. One
table of exact sizes (`units.SIZES`), the marks of feet and inches, a factor the answer states
(`stated_factors.py`), an inch in its binary fractions (`inch_fractions.py`), and a product of
lengths in different units scaled to its result's unit (`unit_products.py`). Each with its
refusals: a value one digit off, a factor applied the wrong way, a wrong stated factor, a mm
operand read as m stay flagged."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence.cell_equations import cell_equation
from evidence_audit.evidence.expressions import relations
from evidence_audit.evidence.inch_fractions import converted_fraction, fraction_converts
from evidence_audit.evidence.stated_factors import stated_factors
from evidence_audit.evidence.units import factors, feet_inches, unit_after

from ._helpers import history, judged

TREAD = {"unit": "V-118", "tread_mm": {"front_left": 4.1, "front_right": 4.3}, "tread_32nds": [9, 8, 6, 5, 7]}
DECK = {"job": "J-2611-08", "room": {"length": "12'6\"", "width": "10'"}, "spacer": "3/8\""}


# --- the table of sizes -----------------------------------------------------------------------


def test_every_pair_of_a_dimension_converts_and_listed_pairs_keep_their_spellings() -> None:
    assert factors("ft", "m") == (Decimal("0.3048"),)
    assert factors("yd", "m") == (Decimal("0.9144"),)
    assert factors("in/32", "mm") == (Decimal("0.79375"),)
    assert factors("nmi", "km") == (Decimal("1.852"),)
    assert factors("impgal", "l") == (Decimal("4.54609"),)
    assert factors("mph", "kmh") == (Decimal("1.609344"),)
    assert factors("kg", "lb")[1:] == (Decimal("2.2"), Decimal("2.20"), Decimal("2.205"), Decimal("2.2046"), Decimal("2.20462"))
    assert factors("mm", "kg") == ()


@pytest.mark.parametrize(("written", "end", "unit"), [
    ("10' wide", 2, "ft"), ("12'6\" long", 2, "ft"), ("3/8\" gap", 3, "in"), ("5.2/32 |", 3, "in/32"),
    ("3.162 m\u00b3", 5, "m3"), ("2 cu ft", 1, "ft3"), ("5 yards", 1, "yd"),
])
def test_marks_fractions_and_cubes_are_read_as_units(written: str, end: int, unit: str) -> None:
    assert unit_after(written, end) == unit


@pytest.mark.parametrize(("written", "end"), [("code '12' here", 7), ("the \"30\" box", 7), ("5/7 of it", 1), ("score 4/5", 7)])
def test_a_quoted_number_or_another_fraction_is_no_unit(written: str, end: int) -> None:
    assert unit_after(written, end) is None


def test_feet_and_inches_are_feet() -> None:
    assert feet_inches("12'6\" x", 0, 2) == Decimal("12.5")
    assert feet_inches("12' x", 0, 2) is None


def test_a_length_in_feet_converted_to_metres_is_computed() -> None:
    answer = "12'6\" \u00d7 10' = 12.5 \u00d7 10 = 125 ft\u00b2. In metres: 3.81 m \u00d7 3.048 m."
    flags, computed = judged(answer, history(DECK))
    assert "3.048" not in flags and computed["3.048"] == "convert"


@pytest.mark.parametrize("wrong", ["3.049", "3.148", "3.047"])
def test_a_length_converted_one_digit_off_stays_flagged(wrong: str) -> None:
    answer = f"12'6\" \u00d7 10' = 12.5 \u00d7 10 = 125 ft\u00b2. In metres: 3.81 m \u00d7 {wrong} m."
    flags, _ = judged(answer, history(DECK))
    assert wrong in flags


# --- a factor the answer states ---------------------------------------------------------------


def test_a_stated_factor_is_read_both_ways() -> None:
    found = stated_factors("Step 1: 1/32 in = 0.794 mm. Then 1 mile = 1.609 km.", 60)
    assert found[("in/32", "mm")] == Decimal("0.794") and found[("mi", "km")] == Decimal("1.609")
    assert found[("mm", "in/32")] == 1 / Decimal("0.794")


def test_a_wrong_stated_factor_is_no_factor() -> None:
    # (chosen: a stated factor counts only where it rounds the exact one; a value a wrong one
    # yields stays flagged, as the wrong factor itself)
    assert stated_factors("Note 1 mile = 1.5 km here.", 30) == {}


def test_the_stated_factor_wins_at_its_places() -> None:
    # 25 × 0.794 = 19.85; the exact 0.79375 gives 19.84375
    stated = "1/32 in = 0.794 mm. 25/32 = 19.85 mm"
    assert fraction_converts(stated, "25/32", "19.85", stated.index(" mm", 20))
    assert not fraction_converts("25/32 = 19.85 mm", "25/32", "19.85", 13)
    assert fraction_converts("25/32 = 19.84 mm", "25/32", "19.84", 13)


# --- an inch in its fractions -----------------------------------------------------------------


def test_a_fraction_of_an_inch_equal_to_millimetres_is_computed() -> None:
    answer = "Step 1: 1/32 in = 0.794 mm.\nStep 2: steer axle 9/32 = 7.1 mm and 8/32 = 6.4 mm."
    flags, _ = judged(answer, history(TREAD))
    assert not flags & {"7.1", "6.4"}


@pytest.mark.parametrize(("wrong", "written"), [("7.2", "9/32 = 7.2 mm"), ("6.5", "8/32 = 6.5 mm"), ("7.1", "9/32 = 7.1 cm")])
def test_a_fraction_converted_one_digit_off_or_to_the_wrong_unit_stays_a_contradiction(wrong: str, written: str) -> None:
    answer = f"Step 1: 1/32 in = 0.794 mm.\nStep 2: steer axle {written}."
    flags, _ = judged(answer, history(TREAD))
    assert wrong in flags


def test_millimetres_restated_in_32nds_are_computed() -> None:
    answer = "| Position | Tread | In 32nds |\n|---|---|---|\n| Front left | 4.1 mm | 5.2/32 |\n| Front right | 4.3 mm | 5.4/32 |"
    flags, computed = judged(answer, history(TREAD))
    assert not flags & {"5.2/32", "5.4/32"} and computed["5.2/32"] == "convert"


@pytest.mark.parametrize("wrong", ["5.3/32", "4.2/32", "3.3/32"])
def test_32nds_one_digit_off_or_the_factor_the_wrong_way_stay_flagged(wrong: str) -> None:
    # 3.3 is 4.1 × 0.794, the factor applied the wrong way
    answer = f"| Position | Tread | In 32nds |\n|---|---|---|\n| Front left | 4.1 mm | {wrong} |"
    flags, _ = judged(answer, history(TREAD))
    assert wrong in flags


def test_a_fraction_converts_only_a_settled_length_of_its_line() -> None:
    settled = converted_fraction("| 4.1 mm | 5.2/32 |", 11, "5.2/32", lambda v: True)
    assert settled is not None and settled.source == "4.1"
    assert converted_fraction("| 4.1 mm | 5.2/32 |", 11, "5.2/32", lambda v: False) is None
    assert converted_fraction("4.1 mm\n| 5.2/32 |", 9, "5.2/32", lambda v: True) is None


# --- lengths in different units inside a product ----------------------------------------------


@pytest.mark.parametrize(("answer", "expression"), [
    ("6.2 \u00d7 3.4 m \u00d7 150 mm = 3.162 m\u00b3", "6.2 x 3.4 x 150 x 0.001 = 3.162"),
    ("2 \u00d7 6.2 \u00d7 0.6 m \u00d7 450 mm = 3.348 m\u00b3", "2 x 6.2 x 0.6 x 450 x 0.001 = 3.348"),
    ("3 m \u00d7 40 cm = 1.2 m\u00b2", "3 x 40 x 0.01 = 1.2"),
])
def test_a_product_of_lengths_in_different_units_is_checked_in_metres(answer: str, expression: str) -> None:
    assert [r.expression for r in relations(answer)[0]] == [expression]


@pytest.mark.parametrize("answer", [
    "6.2 \u00d7 3.4 m \u00d7 150 mm = 3.163 m\u00b3",  # one digit off
    "6.2 \u00d7 3.4 m \u00d7 150 m = 3.162 m\u00b3",  # the mm operand read as m
    "6.2 \u00d7 3.4 m \u00d7 150 mm = 3.162",  # no unit on the result: nothing to scale to
    "3 m \u00d7 40 cm = 1.3 m\u00b2",
])
def test_a_scaled_product_that_misses_stays_unverified(answer: str) -> None:
    assert relations(answer)[0] == []


def test_a_calculation_cell_in_mixed_units_gives_its_volume() -> None:
    found = cell_equation(" 6.2 \u00d7 3.4 m \u00d7 150 mm ", "3.162 m\u00b3")
    assert found is not None and found.expression == "6.2 x 3.4 x 150 x 0.001"
    assert cell_equation(" 6.2 \u00d7 3.4 m \u00d7 150 mm ", "3.172 m\u00b3") is None


def test_an_inch_mark_is_the_unit_of_a_written_fraction() -> None:
    assert [r.expression for r in relations("3/8\" = 0.375 in \u00d7 25.4 = 9.525 mm")[0]] == ["3 / 8 = 0.375", "0.375 x 25.4 = 9.525"]
    assert relations("3/8\" = 0.385 in")[0] == []
    assert relations("the code \"30\" = 31 here")[0] == []
