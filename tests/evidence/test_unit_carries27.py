"""Round 27: `unit-carry`, a product of two written numbers or a rate restated per another period,
carried into the unit the value wears. The same habit in a bakery, a clinic, a studio and a lab;
each with its refusals: a value one digit off, in the wrong unit, or over an unsettled operand
stays flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.computed import RULES

from evidence_audit import check_answer

from ._helpers import DEFAULT, history, judged


def _held(answer: str, payload: object) -> tuple[set[str], dict[str, str]]:
    """The values flagged or listed unverified (a written product's result it cannot reproduce), and the computed ones."""
    v = check_answer(answer, history(payload, user="How much?"), DEFAULT)
    held = {c.value for c in v.unsupported} | {u.candidate.value for u in v.unverified}
    return held, {c.value: c.derivation for c in v.computed or ()}


def test_the_rule_is_named() -> None:
    assert "unit-carry" in RULES


BAKERY = {"loaves": 41, "flour_per_loaf_g": 450}
CLINIC = {"rate_ml_per_h": 125, "duration_min": 390}
STUDIO = {"sample_rate_hz": 44100, "bit_depth": 16, "channels": 2, "length": "58:20"}
LAB = {"plates": 45, "read_s": 75}


@pytest.mark.parametrize("payload, answer, value, ok", [
    # a count times a quantity in another unit of the value's dimension
    (BAKERY, "Flour: 41 loaves × 450 g = 18.45 kg.", "18.45", True),
    (BAKERY, "Flour: 41 loaves × 450 g = 18.55 kg.", "18.55", False),  # a digit off
    (BAKERY, "Flour: 41 loaves × 450 g = 18.45 lb.", "18.45", False),  # the wrong unit
    (LAB, "45 × 75 s = 56.25 min of reading.", "56.25", True),
    (LAB, "45 × 75 s = 56.35 min of reading.", "56.35", False),
    # a rate per a period times a span of time, into the value's unit
    (CLINIC, "At 125 mL per hour for 390 minutes the bag gives 812.5 mL.", "812.5", True),
    (CLINIC, "At 125 mL per hour for 390 minutes the bag gives 812.6 mL.", "812.6", False),
    (STUDIO, "44,100 × 16 / 8 × 2 = 176,400 bytes a second. 58:20 is 3,500 s, so **617.4 MB**.", "617.4", True),
    (STUDIO, "44,100 × 16 / 8 × 2 = 176,400 bytes a second. 58:20 is 3,500 s, so **617.4 GB**.", "617.4", False),  # wrong unit
    (STUDIO, "44,100 × 16 / 8 × 2 = 176,400 bytes a second. 58:20 is 3,500 s, so **618.4 MB**.", "618.4", False),
])
def test_a_product_carried_into_the_values_unit(payload: dict[str, object], answer: str, value: str, ok: bool) -> None:
    flags, computed = _held(answer, payload)
    if ok:
        assert value not in flags and computed.get(value) == "unit-carry"
    else:
        assert value in flags


RECORDER = {"track_bytes_per_s": 288000, "tracks": 24, "hours": 6}
PER_HOUR = "* **Per track:** 288,000 bytes/s\n* **24 tracks:** {rate} MB/s\n* **Per hour:** {hour} GB"


@pytest.mark.parametrize("rate, hour, flagged_values", [
    ("6.912", "24.88", set()),  # 288,000 x 24 / 1e6; 6.912 x 3,600 / 1,000
    ("6.912", "24.98", {"24.98"}),  # the hour's figure a digit off
    ("6.812", "24.52", {"6.812", "24.52"}),  # the rate a digit off: neither settles
])
def test_a_rate_restated_per_another_period(rate: str, hour: str, flagged_values: set[str]) -> None:
    flags, computed = judged(PER_HOUR.format(rate=rate, hour=hour), history(RECORDER, user="Will it fit?"))
    assert flags == flagged_values
    if not flagged_values:
        assert computed["6.912"] == "unit-carry" and computed["24.88"] == "unit-carry"


def test_an_unsettled_operand_excuses_nothing() -> None:
    # 5,125 g was never carried nor computed: the kilograms it makes are no conversion of anything known
    flags, _ = judged("That is 2 × 5,125 g = 10.25 kg.", history(BAKERY, user="How much?"))
    assert "10.25" in flags and "5125" in flags


SHIPMENT = {"pallet_kg": 1250, "crate_kg": 3480}


@pytest.mark.parametrize("table, value, ok", [
    ("| Item | Weight (kg) | Weight (lb) |\n|---|---|---|\n| Pallet | 1,250 | 2,755.8 |", "2755.8", True),
    ("| Item | kg | lb |\n|---|---|---|\n| Pallet | 1,250 | 2,755.8 |", "2755.8", True),
    ("| Item | kg | lb |\n|---|---|---|\n| Pallet | 1,250 | 2,765.8 |", "2765.8", False),  # a digit off
    ("| Item | kg | km |\n|---|---|---|\n| Pallet | 1,250 | 2,755.8 |", "2755.8", False),  # no unit of the row's dimension
    # 3,480 x 2.2046 prints 7,672.0, a neighbour of 7,672.1: the factor's readings cannot tell a slip, refused
    ("| Item | kg | lb |\n|---|---|---|\n| Crate | 3,480 | 7,672.1 |", "7672.1", False),
])
def test_a_table_column_restated_in_another_unit(table: str, value: str, ok: bool) -> None:
    flags, computed = _held(table, SHIPMENT)
    if ok:
        assert value not in flags and computed.get(value) == "unit-carry"
    else:
        assert value in flags
