"""review40: repros of round 40's excuses wider than their docstrings, each an invented value the
check must flag (or an honest one it must pass). They fail on int40 (8c8b1719) until the rule is narrowed.
mend40a: D1 (slipped_results), D4 (rounded_again), D5 (reasoned_roundings); mend40b: D2 (row_day_counts), D3 (range_scales)."""

from __future__ import annotations

from ._helpers import flagged, verdict


def test_d1_invented_date_after_days_step_stays_flagged() -> None:
    # slipped_results._dated (bell40): 2 April + 45 days is 17 May; an invented 17 June was flagged
    # on main (the `17` of a slip), now nothing judges it
    v = verdict("Booking date: 2 April 2027.\n2 April + 45 days = **17 June 2027**.",
                {"booked": "2027-04-02", "hold_days": 45})
    assert flagged(v) & {"17", "17 June 2027"}


def test_d1_honest_date_after_days_step_still_passes() -> None:
    # mend40a: the step checks out (2 April + 45 days is 17 May), so no slip of the sum 2 + 45
    v = verdict("Booking date: 2 April 2027.\n2 April + 45 days = **17 May 2027**.",
                {"booked": "2027-04-02", "hold_days": 45})
    assert not flagged(v) & {"17", "17 May 2027"}


def test_d2_row_day_count_needs_a_resolved_count() -> None:
    # row_day_counts (boat40): the record carries 12 days; the row writes 14 (short, unflagged) and
    # the end day 23 Mar (9 Mar + 14) is excused as a date-step; the true launch is 21 Mar
    v = verdict("| Boat | Hauled | Days | Launch |\n|---|---|---|---|\n| Kuttanad Pearl | 9 Mar | 14 | 23 Mar |",
                {"boats": [{"name": "Kuttanad Pearl", "hauled": "2027-03-09", "days": 12}]})
    assert "23 Mar" in flagged(v)


def test_d2_row_day_count_second_row_wrong_count() -> None:
    v = verdict("| Boat | Hauled | Days | Launch |\n|---|---|---|---|\n| Kuttanad Pearl | 9 Mar | 12 | 21 Mar |\n"
                "| Moon Lily | 4 Mar | 16 | 20 Mar |",
                {"boats": [{"name": "Kuttanad Pearl", "hauled": "2027-03-09", "days": 12},
                           {"name": "Moon Lily", "hauled": "2027-03-04", "days": 13}]})
    assert "20 Mar" in flagged(v)


def test_d3_range_scale_of_another_records_quantity() -> None:
    # range_scales (census40): lot B weighs 380 kg (16 to 20 a kilo: 6,080 to 7,600); the answer
    # scales lot A's 450 kg on lot B's line and both ends are excused
    v = verdict("Lot A weighs 450 kg; lot B weighs 380 kg.\n"
                "Lot B, grade 16/20 is 16 to 20 prawns a kilo: 7,200 to 9,000 prawns.",
                {"lots": [{"id": "A", "kg": 450, "grade": "16/20"}, {"id": "B", "kg": 380, "grade": "16/20"}]})
    assert {"7200", "9000"} & flagged(v)


def test_d4_rounded_again_reaches_another_records_line() -> None:
    # rounded_again (bell40): unit B is 30.5 h x 4.1513 = 126.61 kWh; the answer writes unit A's
    # 132.84 rounded on unit B's line and it is excused as a restatement
    v = verdict("Unit A: 32 h × 4.1513 kW = 132.84 kWh.\nUnit B: 132.8 kWh.",
                {"units": [{"id": "A", "hours": 32, "kw": 4.1513}, {"id": "B", "hours": 30.5, "kw": 4.1513}]})
    assert "132.8" in flagged(v)


def test_d4_rounded_again_same_line_still_passes() -> None:
    v = verdict("Unit A: 32 h × 4.1513 kW = 132.84 kWh, about 132.8 kWh.",
                {"units": [{"id": "A", "hours": 32, "kw": 4.1513}, {"id": "B", "hours": 30.5, "kw": 4.1513}]})
    assert "132.8" not in flagged(v)




def test_d4_rounded_again_after_its_reasoning_block_still_passes() -> None:
    # mend40a: the source in the reasoning block closed right before the value's line is in reach
    v = verdict("<think>\n239.36 × 0.42 = 100.53 kWh × 0.31.\n</think>\n\n**31.16 BYN** (100.5 kWh).",
                {"melt": {"kg": 239.36, "kwh_per_kg": 0.42, "byn_per_kwh": 0.31}})
    assert "100.5" not in flagged(v)


UNITS = {"units": [{"id": "A", "hours": 32, "kw": 4.1513}, {"id": "B", "hours": 30.5, "kw": 4.1513}]}


def test_d5_reasoned_rounding_of_the_other_lines_result_is_flagged() -> None:
    # reasoned_roundings (seed40): the block works out A = 132.8416 and B = 126.6147; the answer swaps them
    v = verdict("<think> 32 x 4.1513 = 132.8416. 30.5 x 4.1513 = 126.6147. </think>\n"
                "- Unit A: **126.61 kWh**\n- Unit B: **132.84 kWh**", UNITS)
    assert {"126.61", "132.84"} <= flagged(v)


def test_d5_reasoned_rounding_with_the_label_in_its_block_sentence_passes() -> None:
    v = verdict("<think> North: 32 x 4.1513 = 132.8416. South: 30.5 x 4.1513 = 126.6147. </think>\n"
                "- North: **132.84 kWh**\n- South: **126.61 kWh**",
                {"units": [{"id": "North", "hours": 32, "kw": 4.1513}, {"id": "South", "hours": 30.5, "kw": 4.1513}]})
    assert not flagged(v) & {"126.61", "132.84"}
    swapped = verdict("<think> North: 32 x 4.1513 = 132.8416. South: 30.5 x 4.1513 = 126.6147. </think>\n"
                      "- North: **126.61 kWh**\n- South: **132.84 kWh**",
                      {"units": [{"id": "North", "hours": 32, "kw": 4.1513}, {"id": "South", "hours": 30.5, "kw": 4.1513}]})
    assert {"126.61", "132.84"} <= flagged(swapped)


def test_d5_block_results_restated_in_the_blocks_order_pass() -> None:
    # mend40a: as seed40's heldout chain (`25 × 82 / 94 = 21.8085. × 0.96 = 20.9362.` then `- Dried to 6%:`), results
    # restated on labelled lines the block does not name, in the block's order, pass
    v = verdict("<think> 32 x 4.1513 = 132.8416. 30.5 x 4.1513 = 126.6147. </think>\n"
                "- Unit A: **132.84 kWh**\n- Unit B: **126.61 kWh**", UNITS)
    assert not flagged(v) & {"126.61", "132.84"}
