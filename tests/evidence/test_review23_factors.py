"""Round 23's review mends of `stated_factors.py`: a factor the answer states counts only where it
is the exact factor rounded and within half a percent of it (`1 mile = 2 km` rounds 1.609 to no
places and converts 24% off: what it yields stays flagged, as on main)."""

from __future__ import annotations

from decimal import Decimal

from evidence_audit.evidence.stated_factors import stated_factors

from ._helpers import history, judged

ROUTE = history({"route_mi": 12.43, "board_in": 38.25}, user="in metric?")


def test_a_factor_rounded_to_whole_units_is_no_factor() -> None:
    text = "Taking 1 mile = 2 km, the route is"
    assert stated_factors(text, len(text)) == {}


def test_a_close_factor_still_counts_both_ways() -> None:
    text = "With 1 mile = 1.609 km, the route is"
    found = stated_factors(text, len(text))
    assert found[("mi", "km")] == Decimal("1.609")


def test_a_conversion_by_a_coarse_stated_factor_stays_flagged() -> None:
    flagged, _ = judged("Taking 1 mile = 2 km, the 12.43 mi route is 24.86 km.", ROUTE)
    assert "24.86" in flagged


def test_the_true_conversion_is_grounded() -> None:
    flagged, _ = judged("The 12.43 mi route is 20.00 km.", ROUTE)
    assert flagged == set()
