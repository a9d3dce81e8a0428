"""shares44: an input got back from a share or loss the rules state (`stated-share`), and a price put
on it at its exact value where the step continues the number before it (`exact-step`: a line that
starts with its operator, `a, at b =`). Made-up runs (an olive mill, a dairy); none of the corpora's texts."""

from __future__ import annotations

from ._helpers import history, judged

MILL = ("You are the desk of an olive mill.\nRules:\n- Pressing yields 18% of the olive weight as oil.\n"
        "- Olives cost 5.90 EUR a kg.\n- Bottling loses 4% of the oil.\n- VAT 10% on sales.")
ORDER = {"order": "OM-5", "oil_kg": 120, "bottles": 12, "bottled_kg": 125}
# olives for 120 kg of oil: 120 / 0.18 = 666.6667 -> 666.67 kg; at 5.90: 3,933.33 (666.67 x 5.90 = 3,933.35)
# oil before bottling for 125 kg bottled: 125 / 0.96 = 130.208 -> 130.21 kg

TAXED = ("You are the desk of an olive mill.\nRules:\n- VAT 18% on sales.\n- Olives cost 5.90 EUR a kg.")


def _judged(answer: str, system: str = MILL) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(ORDER, system=system, user="olives for it?"))


def test_input_back_from_a_stated_yield_is_computed() -> None:
    flagged, computed = _judged("Oil: 12 × 10 = 120.0 kg; olives 666.67 kg.")
    assert "666.67" not in flagged
    assert computed.get("666.67") == "stated-share"


def test_input_back_from_a_stated_loss_is_computed() -> None:
    flagged, computed = _judged("Bottled: 125.0 kg; oil before bottling 130.21 kg.")
    assert "130.21" not in flagged
    assert computed.get("130.21") == "stated-share"


def test_input_one_digit_off_stays_flagged() -> None:
    flagged, _ = _judged("Oil: 12 × 10 = 120.0 kg; olives 666.68 kg.")
    assert "666.68" in flagged


def test_base_in_another_unit_stays_flagged() -> None:
    flagged, _ = _judged("Oil: 12 × 10 = 120.0 l; olives 666.67 kg.")
    assert "666.67" in flagged


def test_base_on_another_line_stays_flagged() -> None:
    flagged, _ = _judged("Oil: 12 × 10 = 120.0 kg.\n\nOlives 666.67 kg.")
    assert "666.67" in flagged


def test_a_tax_percent_is_no_share() -> None:
    flagged, _ = _judged("Oil: 12 × 10 = 120.0 kg; olives 666.67 kg.", TAXED)
    # 120 / 0.18: the only 18% the rules state is a tax
    assert "666.67" in flagged


def test_price_on_the_input_at_its_exact_value_is_computed() -> None:
    flagged, computed = _judged("Oil: 12 × 10 = 120.0 kg; olives 666.67 kg × 5.90 = 3,933.33 EUR")
    assert not {"666.67", "3933.33"} & flagged
    assert computed.get("3933.33") == "exact-step"


def test_step_continuing_the_line_above_is_computed() -> None:
    flagged, computed = _judged("- 120 / 0.18 = **666.67 kg** olives\n- × 5.90 = **3,933.33 EUR**")
    assert "3933.33" not in flagged
    assert computed.get("3933.33") == "exact-step"


def test_step_at_a_price_on_its_line_is_computed() -> None:
    flagged, computed = _judged("Olives: 120 / 0.18 = **666.67 kg**, at 5.90 = 3,933.33 EUR")
    assert "3933.33" not in flagged
    assert computed.get("3933.33") == "exact-step"


def test_continued_step_one_digit_off_stays_flagged() -> None:
    flagged, _ = _judged("- 120 / 0.18 = **666.67 kg** olives\n- × 5.90 = **3,933.43 EUR**")
    assert "3933.43" in flagged


def test_continued_step_by_a_price_nobody_stated_stays_flagged() -> None:
    # 666.6667 x 5.95 = 3,966.67: 5.95 no source carried
    flagged, _ = _judged("- 120 / 0.18 = **666.67 kg** olives\n- × 5.95 = **3,966.67 EUR**")
    assert "3966.67" in flagged
