"""Round 42 review (review42): made-up runs where an invented value is excused by a rule the round
added or widened. Each test asserts the invented value is flagged; they fail until the rule is mended."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from ._helpers import flagged, verdict

# formula42 record_formulas: a farm's shrink formula over a yield log
_SHRINK = ("You run a grain farm.\n"
           "Shrink: dry tonnes = wet tonnes x (100 - moisture) / (100 - standard moisture).\n"
           "Standard moisture: wheat 13.5%.\n"
           "Loads above 14% moisture are rejected at the elevator.")
_LOADS = [{"load_id": "L-1", "wet_t": 120.4, "moisture_pct": 16.2},
          {"load_id": "L-12", "wet_t": 98.7, "moisture_pct": 15.1},
          {"load_id": "L-3", "wet_t": 60.0, "moisture_pct": 14.4}]


def _dry(wet: str, moisture: str, standard: str) -> str:
    value = Decimal(wet) * (100 - Decimal(moisture)) / (100 - Decimal(standard))
    return str(value.quantize(Decimal("0.01"), ROUND_HALF_UP))


def test_record_formula_honest_row_passes() -> None:
    # the bound that holds: load L-12's own dry weight is excused
    v = verdict(f"Load L-12 at 13.5%: dry {_dry('98.7', '15.1', '13.5')} t", _LOADS, system=_SHRINK)
    assert flagged(v) == set()


def test_d1_record_formula_another_rows_value_is_flagged() -> None:
    # D1: `L-1` is a substring of `L-12`, so the line naming L-12 also names L-1's row: L-1's dry
    # weight (116.64) written for L-12 is another record's value
    # (mend42a) L-3 at 14.6% here: with review42's 14.4, `two-step` (not formula42's) reaches 116.64 by
    # chance as L-3's 14.4 x 13.5% x 60.0, once record-formula no longer takes it
    loads = [_LOADS[0], _LOADS[1], {"load_id": "L-3", "wet_t": 60.0, "moisture_pct": 14.6}]
    v = verdict(f"Load L-12 at 13.5%: dry {_dry('120.4', '16.2', '13.5')} t", loads, system=_SHRINK)
    assert "116.64" in flagged(v)


def test_d2_record_formula_wrong_constant_is_flagged() -> None:
    # D2: the free name `standard moisture` is bound to 14, a number of another system line that
    # writes `moisture` (the rejection limit), not the stated standard 13.5
    v = verdict(f"Load L-1 at 14%: dry {_dry('120.4', '16.2', '14')} t", _LOADS, system=_SHRINK)
    assert "117.32" in flagged(v)


def test_d3_stated_multiple_from_an_unrelated_multiplier_is_flagged() -> None:
    # D3: `2x the length` is no factor of a price; a fare doubled is an invention
    system = "You are a support agent. Answer in at most 2x the length of the question. Be polite."
    v = verdict("The fare was $45.20 and after the change it is $90.40.", {"fare": 45.20, "seat": "12A"}, system=system)
    assert "90.4" in flagged(v)


def test_stated_multiple_honest_overtime_passes() -> None:
    v = verdict("Base $23.40, overtime rate $35.10.", {"rate": 23.40}, system="Overtime is paid 1.5x the base rate.")
    assert flagged(v) == set()
