"""review40: repros of round 40's excuses wider than their docstrings, each an invented value the
check must flag (or an honest one it must pass). They fail on int40 (8c8b1719) until the rule is narrowed.

mend40b's copy: D2 (row_day_counts) and D3 (range_scales) only; the other menders own the rest."""

from __future__ import annotations

from ._helpers import flagged, verdict


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
