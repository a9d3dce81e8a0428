"""mend40b: review40 D2 (row_day_counts) and D3 (range_scales) narrowed, the honest shapes kept (made-up
runs: a dry dock, a kiln, a fruit packer; none of the corpora's texts)."""

from __future__ import annotations

from ._helpers import flagged, verdict

DOCK = {"ships": [{"name": "Sea Heron", "docked": "2027-05-03", "dock_days": 9},
                  {"name": "Blue Tern", "docked": "2027-05-06", "dock_days": 4}]}
HEAD = "| Ship | Docked | Days | Undocks |\n|---|---|---|---|\n"


def test_row_count_its_record_carries_is_a_step() -> None:
    v = verdict(HEAD + "| Sea Heron | 3 May | 9 | 12 May |\n| Blue Tern | 6 May | 4 | 10 May |", DOCK)
    assert not {"12 May", "10 May"} & flagged(v)


def test_row_count_other_than_its_records_days_stays_flagged() -> None:
    # Blue Tern's record carries 4 days; the row writes 5 (10 May + 1)
    v = verdict(HEAD + "| Sea Heron | 3 May | 9 | 12 May |\n| Blue Tern | 6 May | 5 | 11 May |", DOCK)
    assert "11 May" in flagged(v)


def test_row_count_the_answer_computed_from_a_record_without_days() -> None:
    # a kiln: 1 day per 100 kg started; the record carries the load, no count of days (420 kg: 5 days)
    run = "firing,load_kg,loaded\nK-17,420,2027-04-09\nK-18,85,2027-04-11"
    v = verdict("1 day per 100 kg started:\n\n| Firing | kg | Loaded | Days | Out |\n|---|---|---|---|---|\n"
                "| K-17 | 420 | 9 Apr | 5 | 14 Apr |\n| K-18 | 85 | 11 Apr | 1 | 12 Apr |", run)
    assert not {"14 Apr", "12 Apr"} & flagged(v)


def test_range_scaled_by_the_nearest_quantity() -> None:
    v = verdict("Crate A holds 380 kg.\nCrate A, size 14/18 is 14 to 18 apples a kilo: 5,320 to 6,840 apples.",
                {"crates": [{"id": "A", "kg": 380, "size": "14/18"}]})
    assert not {"5320", "6840"} & flagged(v)


def test_range_scaled_by_an_earlier_quantity_stays_flagged() -> None:
    # crate B is the nearest (250 kg: 3,500 to 4,500); crate A's 380 kg on crate B's line
    v = verdict("Crate A holds 380 kg; crate B holds 250 kg.\nCrate B, size 14/18 is 14 to 18 apples a kilo: 5,320 to 6,840 apples.",
                {"crates": [{"id": "A", "kg": 380, "size": "14/18"}, {"id": "B", "kg": 250, "size": "14/18"}]})
    assert {"5320", "6840"} & flagged(v)
