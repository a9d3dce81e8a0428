"""mend41b: review41's D3-D5 narrowed, and `_kilo_restated` refusing a price (made-up runs; none
of the corpora's texts): honest steps still excused, and refusals that could fail."""

from __future__ import annotations

from ._helpers import flagged, grounded, history, judged, verdict

MOVER = ("You are the desk of a piano mover. Rules (prices in EUR excluding VAT 20%):\n"
         "- Porters: EUR 640 per porter-hour.\n- Van: EUR 385 an hour.\n- Stairs: EUR 210 per floor.")
JOB = {"job": "PM-4411", "porters": 3, "floors": 3, "drive_km": 44}
HEAD = "| Item | Calculation | EUR |\n|---|---|---|\n"


# D3: the earlier result only when its own step holds
def test_cell_equation_over_a_verified_steps_rounding_passes() -> None:
    # 44 / 20 = 2.2 h, rounded up to 2.5 h after the arrow: 2.5 x 385 = 962.50
    v = verdict(HEAD + "| Hours | 44 km / 20 km/h = 2.2 → 2.5 h | |\n| Van | 2.5 × 385 | 962.50 |", JOB, system=MOVER)
    assert "962.5" not in flagged(v)


def test_cell_equation_over_an_arrow_far_from_its_step_stays_flagged() -> None:
    # 2.2 -> 3.5 is no rounding of the step's result: 3.5 x 385 = 1,347.50 is the answer's own
    v = verdict(HEAD + "| Hours | 44 km / 20 km/h = 2.2 → 3.5 h | |\n| Van | 3.5 × 385 | 1,347.50 |", JOB, system=MOVER)
    assert "1347.5" in flagged(v)


def test_cell_equation_over_a_wrong_steps_result_stays_flagged() -> None:
    v = verdict(HEAD + "| Hours | 44 km / 20 km/h = 3.2 h | |\n| Van | 3.2 × 385 | 1,232 |", JOB, system=MOVER)
    assert "1232" in flagged(v)


# D4: a header's factor the run states or the row's own record carries
STOCK = {"stock": [{"sku": "A-10", "per_box": 24, "boxes": 355, "aisle": 7},
                   {"sku": "B-20", "per_box": 12, "boxes": 180, "shelf_count": 16}]}


def test_header_step_by_the_rows_own_record_passes() -> None:
    # A-10 packs 24 a box: 355 x 24 = 8,520
    v = verdict("| SKU | Boxes | × 24 | Units |\n|---|---|---|---|\n| A-10 | 355 | | 8,520 |", STOCK)
    assert "8520" not in flagged(v)


def test_header_step_by_another_records_number_stays_flagged() -> None:
    v = verdict("| SKU | Boxes | × 16 | Units |\n|---|---|---|---|\n| A-10 | 355 | | 5,680 |", STOCK)
    assert "5680" in flagged(v)


def test_header_step_by_the_rows_own_record_one_digit_off_stays_flagged() -> None:
    v = verdict("| SKU | Boxes | × 24 | Units |\n|---|---|---|---|\n| A-10 | 355 | | 8,530 |", STOCK)
    assert "8530" in flagged(v)


# D5: only a stated tax or surcharge put on an amount, its line naming it
YARD = ("You are the desk of a boat yard. Rules (prices in EUR excluding VAT 25.5% unless stated):\n"
        "- Antifouling: EUR 38 a metre of hull.\n- Deposit 30% of the order.")
ORDER = {"order": "BY-2207", "total_excl_vat": 1687.0, "units": 20}


def test_stated_vat_put_on_a_computed_unit_price_passes() -> None:
    flags, _ = judged("84.35 excl, 105.86 incl", history(ORDER, system=YARD, user="per unit"))
    assert "105.86" not in flags


def test_stated_deposit_put_on_stays_flagged() -> None:
    flags, _ = judged("84.35 excl, 109.66 incl", history(ORDER, system=YARD, user="per unit"))
    assert "109.66" in flags


def test_stated_vat_without_a_tax_word_on_the_line_stays_flagged() -> None:
    # the same 25.5% on, but the line says nothing of a tax or its inclusion
    flags, _ = judged("84.35 a unit, then 105.86 a crate", history(ORDER, system=YARD, user="per unit"))
    assert "105.86" in flags


# `_kilo_restated`: no currency after the value
LAB = {"clip": "take-3.wav", "sample_rate_hz": 44100, "bit_depth": 24, "channels": 2, "seconds": 90}


def test_kilo_restated_still_passes() -> None:
    v = verdict("AAC at 256 kbps: 256,000 / 8 = 32,000 bytes a second.", LAB)
    assert not {"256000", "32000"} & flagged(v)


def test_kilo_restated_never_a_price_in_a_currency_sign() -> None:
    v = verdict("A 2 kg bag: 2,000 ₸.", LAB)
    assert "2000" in flagged(v)


def test_kilo_restated_never_a_price_in_a_dollar_sign() -> None:
    v = verdict("A 5 kg sack: 5,000 $ at the market.", LAB)
    assert "5000" in flagged(v)
