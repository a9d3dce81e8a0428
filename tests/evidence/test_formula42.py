"""formula42: a formula the rules state in words over named quantities, worked over a result's
rows (made-up runs: a bakery, a timber kiln; none of the corpora's texts)."""

from __future__ import annotations

from decimal import Decimal

from evidence_audit.evidence.record_formulas import bind_columns, parse_formula

from ._helpers import history, judged

BAKERY = ("You are the desk of a bakery.\nRules:\n- Dough: dough kg = flour kg x (100 + hydration) / 100.\n"
          "- Prices are per loaf.")
BATCHES = "batch_id,flour_kg,hydration_pct\nB-101,120.0,65\nB-102,95.0,70\nB-103,82.5,72\n"
# 120 x 165 / 100 = 198; 95 x 170 / 100 = 161.5; 82.5 x 172 / 100 = 141.9; in all 501.4

KILN = ("You are the desk of a timber kiln.\nRules:\n- Target moisture: oak 12%, ash 14%.\n"
        "- Kiln loss: dry kg = green kg x (100 - moisture) / (100 - target moisture).")
CHARGES = "charge,green_kg,moisture_pct\nK-7,1840,38.5\nK-8,1625,41.0\n"
# at 12%: 1840 x 61.5 / 88 = 1285.91; 1625 x 59 / 88 = 1089.49; in all 2375.40


def _judged(answer: str, system: str, result: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(result, system=system, user="how much?"))


def test_formula_is_read_with_its_names() -> None:
    f = parse_formula("- Kiln loss: dry kg = green kg x (100 - moisture) / (100 - target moisture).")
    assert f is not None and f.names == (("green", "kg"), ("moisture",), ("target", "moisture"))
    # the column both moisture names share goes to the name of fewer other words
    assert bind_columns(f, ["charge", "green_kg", "moisture_pct"]).keys == ("green_kg", "moisture_pct", None)
    assert parse_formula("- Fee = 2% x value + 15.") is None  # one name: stated_formulas' rule


def test_formula_summed_over_the_rows_is_computed() -> None:
    flagged, computed = _judged("Dough for the three batches: **501.4 kg**.", BAKERY, BATCHES)
    assert "501.4" not in flagged
    assert "record-formula" in str(computed)


def test_formula_for_the_row_the_line_names_is_computed() -> None:
    flagged, computed = _judged("- B-102: 161.5 kg of dough", BAKERY, BATCHES)
    assert "161.5" not in flagged


def test_formula_for_another_rows_value_stays_flagged() -> None:
    # 141.9 kg is B-103's dough, written on B-101's line
    flagged, _ = _judged("- B-101: 141.9 kg of dough", BAKERY, BATCHES)
    assert "141.9" in flagged


def test_formula_sum_one_digit_off_stays_flagged() -> None:
    flagged, _ = _judged("Dough for the three batches: **501.9 kg**.", BAKERY, BATCHES)
    assert "501.9" in flagged


def test_free_name_takes_the_stated_number_its_line_writes() -> None:
    flagged, computed = _judged("| Dry @ 12% | 2,375.40 kg |", KILN, CHARGES)
    assert "2375.4" not in flagged and "2375.40" not in flagged
    assert "record-formula" in str(computed)


def test_free_name_with_a_number_no_rule_states_stays_flagged() -> None:
    # at 11% (no stated target): 1840 x 61.5 / 89 + 1625 x 59 / 89 = 2348.71
    flagged, _ = _judged("| Dry @ 11% | 2,348.71 kg |", KILN, CHARGES)
    assert "2348.71" in flagged


def test_wrong_operand_column_stays_flagged() -> None:
    # the formula over the wrong moisture (38.5 taken for both charges): 1840 x 61.5 / 88 + 1625 x 61.5 / 88 = 2421.56
    flagged, _ = _judged("| Dry @ 12% | 2,421.56 kg |", KILN, CHARGES)
    assert "2421.56" in flagged


# --- stated-multiple: one factor the run states times one value its line writes or names ---------

PAYROLL = ("You are the payroll desk of a bottling plant.\n"
           "Overtime: hourly staff are paid 1.5x their base rate for hours over 40 in a week.")
CREW = [{"employee": "Ines Roca", "rate": 31.2, "ot_hours": 3}, {"employee": "Tomas Vidal", "rate": 28.6, "ot_hours": 2}]


def _paid(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(CREW, system=PAYROLL, user="check the overtime"))


def test_stated_multiplier_times_the_rate_its_line_writes() -> None:
    flagged, computed = _paid("Ines Roca: 40 × $31.20 = $1,248.00 plus 3 × $46.80 = $140.40.")
    assert "46.8" not in flagged and "46.80" not in flagged
    assert "stated-multiple" in str(computed)


def test_stated_multiplier_product_one_digit_off_stays_flagged() -> None:
    flagged, _ = _paid("Ines Roca: 40 × $31.20 = $1,248.00 plus 3 × $46.90 = $140.70.")
    assert "46.9" in flagged or "46.90" in flagged


def test_stated_multiplier_of_another_records_rate_stays_flagged() -> None:
    # 42.90 is Tomas Vidal's rate x 1.5, written on Ines Roca's line, which writes no rate
    flagged, _ = _paid("Ines Roca's overtime hour: $42.90.")
    assert "42.9" in flagged or "42.90" in flagged


def test_no_multiplier_read_from_a_size() -> None:
    from evidence_audit.evidence.stated_multiples import stated_multipliers
    assert [f[:3] for f in stated_multipliers("A sheet is 56 x 76 cm; overtime at 2x pay.")] == [(Decimal(2), "2x", "the system prompt states it")]


VENUE = "You are the box office of a concert hall. Use the tools."
SCHEDULE = ("FEE SCHEDULE\nPer ticket\n  Service fee ........ 12% of face value\n  Facility fee ....... $2.50\n"
            "Sales tax\n  Sales tax .......... 8.875% on face value and all fees\n")
EVENT = {"event_id": "EV-88", "tiers": [{"tier": "Balcony", "face_value": 65.0}, {"tier": "Stalls", "face_value": 80.0}]}


def _ticket(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(EVENT, SCHEDULE, system=VENUE, user="Balcony price?"))


def test_schedule_percent_of_the_named_tiers_face_value() -> None:
    flagged, computed = _ticket("**Per Balcony ticket:** $65.00 face + $7.80 service + $2.50 facility = $75.30")
    assert "7.8" not in flagged and "7.80" not in flagged


def test_schedule_percent_of_another_tiers_face_value_stays_flagged() -> None:
    # 9.60 is 12% of the Stalls' 80.00, on the Balcony's line
    flagged, _ = _ticket("**Per Balcony ticket:** service $9.60")
    assert "9.6" in flagged or "9.60" in flagged
