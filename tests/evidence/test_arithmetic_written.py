"""Written arithmetic and the rules of precision round 2: equations read as a person reads them
(`expressions.py`), percents, unit conversions (`units.py`), totals of worked lines, and the
tiering of the wide rules; each with the refusal that keeps an invention flagged."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.expressions import close_enough, relations
from evidence_audit.evidence.units import factor_units, factors, unit_after

from ._helpers import DEFAULT, flagged


def tool(payload: object) -> dict:
    return {"role": "tool", "content": json.dumps(payload)}


def verdict(answer: str, *results: object, user: str = "hello", earlier: str | None = None):
    history: list[dict] = [{"role": "user", "content": user}, *(tool(r) for r in results)]
    if earlier is not None:
        history += [{"role": "assistant", "content": earlier}, {"role": "user", "content": "and?"}]
    return check_answer(answer, history, DEFAULT)


def computed(v) -> dict[str, tuple[str, str]]:
    return {c.value: (c.derivation, c.from_) for c in v.computed or ()}


# --- the reader of written equations --------------------------------------------------------------


@pytest.mark.parametrize(
    "answer, result, expression",
    [
        ("1.5 x $2.25 = **$3.38**", "3.38", "1.5 x 2.25 = 3.38"),  # rounded half up, as written
        ("5 days × $10 × 2 lines = **$100**", "100", "5 x 10 x 2 = 100"),
        ("($111.20 + $78.40) / 2 = **$94.80**", "94.80", "(111.2 + 78.4) / 2 = 94.8"),
        ("€399.00 × 19/119 = €63.71", "63.71", "399 x 19 / 119 = 63.71"),
        ("€520 plus 10% (€52) = €572", "572", "520 + 52 = 572"),
        ("$45.00 + $6.175 = about $51.17", "51.17", "45 + 6.175 = 51.17"),  # about: the written precision
        ("Half of $1,344.51 is about $672.25", "672.25", "1344.51 / 2 = 672.25"),
    ],
)
def test_an_equation_written_out_is_read_and_redone(answer: str, result: str, expression: str) -> None:
    found, _ = relations(answer)
    at = answer.index(result, answer.index("=") if "=" in answer else answer.index(" is ") + 1)
    by_at = {r.at: r for r in found}
    assert at in by_at, found
    assert by_at[at].expression == expression


@pytest.mark.parametrize(
    "answer",
    [
        "1.5 x $2.25 = **$3.48**",  # a wrong result
        "5 days × $10 × 2 lines = **$110**",
        "($111.20 + $78.40) / 2 = **$94.90**",
        "$45.00 + $6.175 = $51.27",
        "2-6 = 4",  # a range is never a minus
    ],
)
def test_a_wrong_result_of_a_written_equation_verifies_nothing(answer: str) -> None:
    found, _ = relations(answer)
    assert found == [], found


def test_a_chained_equation_computes_the_steps_it_restates() -> None:
    """`E1 = E2 = V`: the worked-out number of E2 is E1's step, rounded as written."""
    answer = "$9.50 + 25.5 kg × $1.85 = $9.50 + $47.18 = **$56.68**"
    by_at = {r.at: r.expression for r in relations(answer)[0]}
    assert by_at[answer.index("47.18")] == "25.5 x 1.85 = 47.18"
    assert by_at[answer.index("56.68")] == "9.5 + 47.18 = 56.68"
    # a worked-out step that E1 does not give, or a chain whose two sides disagree: nothing
    wrong = "$9.50 + 25.5 kg × $1.85 = $9.50 + $47.28 = **$56.78**"
    assert relations(wrong)[0] == [] or all(r.at != wrong.index("47.28") for r in relations(wrong)[0])


def test_close_enough_is_the_written_precision() -> None:
    assert close_enough(Decimal("3.375"), Decimal("3.38"), "3.38", False)
    assert close_enough(Decimal("3.385"), Decimal("3.38"), "3.38", False)  # half even
    assert not close_enough(Decimal("3.375"), Decimal("3.37"), "3.37", False)
    assert close_enough(Decimal("51.175"), Decimal("51.17"), "51.17", True)  # about
    assert not close_enough(Decimal("51.175"), Decimal("51.27"), "51.27", True)


def test_a_written_equation_computes_its_result_and_judges_its_operands() -> None:
    """The result of `2 x $265.00` is computed; an operand no result carried stays flagged."""
    v = verdict("Two nights: 2 x $265.00 = $530.00.", {"nightly": 265})
    assert computed(v)["530"][0] == "written" and not flagged(v)
    v = verdict("Two nights: 2 x $265.00 = $540.00.", {"nightly": 265})
    assert "540" in flagged(v)
    v = verdict("Two nights: 2 x $275.00 = $550.00.", {"nightly": 265})  # a mutated operand
    assert "275" in flagged(v)


# --- percent --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer, value, expression",
    [
        ("The remaining $1,112.40 is subject to 20% coinsurance: $222.48.", "222.48", "1112.4 x 20% = 222.48"),
        ("Subtotal: $55.86. A 7.5% surcharge applies, so about $60.05 in all.", "60.05", "55.86 + 7.5% = 60.05"),
        ("Price $1,250.00; with your 15% discount, $1,062.50.", "1062.5", "1250 - 15% = 1062.5"),
    ],
)
def test_a_percent_of_a_recent_number_is_computed(answer: str, value: str, expression: str) -> None:
    v = verdict(answer, {"remaining": 1112.4, "subtotal": 55.86, "price": 1250})
    assert computed(v).get(value) == ("percent", f"{expression}"), (computed(v), flagged(v))


@pytest.mark.parametrize(
    "answer, value",
    [
        ("The remaining $1,112.40 is subject to 20% coinsurance: $222.58.", "222.58"),
        ("Subtotal: $55.86. A 7.5% surcharge applies, so about $61.05 in all.", "61.05"),
        ("Subtotal: $55.86. The surcharge makes it $60.05.", "60.05"),  # no percent written
    ],
)
def test_a_percent_one_digit_off_stays_flagged(answer: str, value: str) -> None:
    v = verdict(answer, {"remaining": 1112.4, "subtotal": 55.86})
    assert value in flagged(v), computed(v)


def test_a_percent_an_earlier_answer_wrote_serves_a_later_one() -> None:
    earlier = "Plus the 8.25% fuel surcharge: $47.55 x 1.0825 = $51.47"
    v = verdict("With 11 kg: $34.65, and with the fuel surcharge $37.51.", {"base": 34.65}, earlier=earlier)
    assert computed(v)["37.51"] == ("percent", "34.65 + 8.25% = 37.51")
    v = verdict("With 11 kg: $34.65, and with the fuel surcharge $37.61.", {"base": 34.65}, earlier=earlier)
    assert "37.61" in flagged(v)


# --- unit conversions -----------------------------------------------------------------------------


def test_the_units_table() -> None:
    assert Decimal("2.2046") in factors("kg", "lb") and Decimal("2.54") in factors("in", "cm")
    assert factors("kg", "cm") == ()
    assert factor_units(Decimal("2.20462")) == ("kg", "lb")
    assert factor_units(Decimal("2.496")) is None  # a lab's factor is no constant of the units
    text = "about **217.4 lb** and 5 in total"
    assert unit_after(text, text.index("217.4") + 5) == "lb"
    assert unit_after(text, text.index("5 in") + 1) is None  # `in` after a number is a preposition


def test_a_conversion_of_a_number_with_its_unit_is_computed() -> None:
    earlier = "Your shipment has a total weight of **98.6 kg**."
    v = verdict("In pounds, that's about **217.4 lb** in total.", {"weight_kg": 98.6}, earlier=earlier)
    assert computed(v)["217.4"][0] == "convert", (computed(v), flagged(v))
    for wrong in ("218.4", "217.9", "227.4"):
        v = verdict(f"In pounds, that's about **{wrong} lb** in total.", {"weight_kg": 98.6}, earlier=earlier)
        assert wrong in flagged(v), computed(v)


def test_a_conversion_needs_the_units_written() -> None:
    earlier = "Your shipment has a total weight of **98.6 kg**."
    v = verdict("That's about **217.4** in total.", {"weight_kg": 98.6}, earlier=earlier)
    assert "217.4" in flagged(v)
    v = verdict("That's about **217.4 km** in total.", {"weight_kg": 98.6}, earlier=earlier)  # no such conversion
    assert "217.4" in flagged(v)


def test_a_standard_factor_in_an_equation_is_a_constant_and_a_domain_factor_is_not() -> None:
    v = verdict("In pounds: 20.4 × 2.2046 = 44.97 lb.", {"weight_kg": 20.4})
    assert computed(v)["2.2046"][0] == "convert" and "2.2046" not in flagged(v)
    v = verdict("In nmol/L: 18 × 2.496 = 44.93 nmol/L.", {"vitamin_d": 18})
    assert "2.496" in flagged(v)


# --- totals of worked lines, zeros ------------------------------------------------------------------


WORKED = (
    "For 40 pallets over 30 days:\n\n- Storage: 40 pallets × 23 days × $0.85 = $782.00\n"
    "- Handling in: 40 × $6.50 = $260.00\n- Handling out: 40 × $6.50 = $260.00\n\nTotal: {total}"
)


def test_a_total_of_the_results_of_worked_lines_is_computed() -> None:
    v = verdict(WORKED.format(total="$1,302.00"), {"rate": 0.85, "handling": 6.5}, user="40 pallets, 30 days")
    assert computed(v)["1302"] == ("total", "782 + 260 + 260 = 1302"), (computed(v), flagged(v))
    v = verdict(WORKED.format(total="$1,312.00"), {"rate": 0.85, "handling": 6.5}, user="40 pallets, 30 days")
    assert "1312" in flagged(v)


def test_a_zero_between_two_equal_prices_is_their_difference() -> None:
    v = verdict("HTL812 is $358 per night and HTL815 is $358 per night, $0 apart.",
                {"offers": [{"offer_id": "HTL812", "nightly": 358}, {"offer_id": "HTL815", "nightly": 358}]})
    assert computed(v)["0"] == ("pair", "358 - 358 = 0") and not flagged(v)


# --- the wide rules' tier -------------------------------------------------------------------------


def test_a_wide_rule_never_excuses_a_value_one_digit_off_a_carried_number() -> None:
    """`$144` after a quoted, carried `$154`: a product of a record's number and a count (9 x 16)
    gives it, but it is one digit off a carried number, the classic misread: flagged."""
    offers = {"offers": [{"offer_id": "HTL812", "nightly": 154, "rooms_left": 16}]}
    v = verdict("HTL812 is $154 per night.\n\nAnother option is $144 per night.", offers, user="for 9 nights")
    assert "144" in flagged(v), computed(v)


# --- per-unit values over a stated quantity, factors of percents, counts of, table rates -----------


def test_a_per_unit_value_divides_an_amount_by_a_quantity_the_user_stated() -> None:
    user = "I'm shipping 14 boxes of books. How much?"
    v = verdict("**Total: $59.21**, about $4.23 per box.", {"total": 59.21}, user=user)
    assert computed(v)["4.23"] == ("rate", "59.21 / 14 = 4.23"), (computed(v), flagged(v))
    for wrong in ("4.33", "5.23"):
        v = verdict(f"**Total: $59.21**, about ${wrong} per box.", {"total": 59.21}, user=user)
        assert wrong in flagged(v), computed(v)
    v = verdict("**Total: $59.21**, about $4.23 per pallet.", {"total": 59.21}, user=user)  # not its unit
    assert "4.23" in flagged(v)


def test_the_factor_of_a_written_percent_is_computed_inside_an_equation() -> None:
    v = verdict("Plus the 8.25% fuel surcharge: $47.55 × 1.0825 = **$51.47**", {"subtotal": 47.55})
    assert computed(v)["1.0825"] == ("percent", "1 + 8.25% = 1.0825") and not flagged(v)
    v = verdict("Plus the 8.25% fuel surcharge: $47.55 × 1.0925 = **$51.95**", {"subtotal": 47.55})
    assert "1.0925" in flagged(v)


def test_a_count_with_its_unit_before_of_multiplies() -> None:
    assert [r.expression for r in relations("2 tablets of 500 mg is 1000 mg")[0]] == ["2 x 500 = 1000"]
    assert relations("2 tablets of 500 mg is 1100 mg")[0] == []
    assert relations("3 of 5 is 15")[0] == []  # no unit: `3 of 5` is a choice, not a product


TABLE = (
    "| Carrier | Rate/kg | Min. charge | Cost for 18 kg |\n|---|---:|---:|---:|\n"
    "| Northstar Ground | $1.42 | $12.00 | **{cost}** |\n"
)


def test_a_table_cell_is_a_rate_column_times_the_quantity_its_header_states() -> None:
    v = verdict(TABLE.format(cost="$25.56"), {"rate_per_kg": 1.42, "min": 12})
    assert computed(v)["25.56"] == ("table", "18 x 1.42 = 25.56"), (computed(v), flagged(v))
    v = verdict(TABLE.format(cost="$25.66"), {"rate_per_kg": 1.42, "min": 12})
    assert "25.66" in flagged(v)


def test_a_slash_pair_that_restates_two_computed_results_is_computed() -> None:
    answer = ("Average systolic: (148 + 142 + 151 + 139 + 145) / 5 = 145\n"
              "Average diastolic: (88 + 85 + 90 + 84 + 87) / 5 = 86.8\n\nSo your average is about {pair}.")
    readings = {"systolic": [148, 142, 151, 139, 145], "diastolic": [88, 85, 90, 84, 87]}
    v = verdict(answer.format(pair="145/87"), readings)
    assert computed(v)["145/87"][0] == "written" and "145/87" not in flagged(v)
    v = verdict(answer.format(pair="145/97"), readings)
    assert "145/97" in flagged(v)


def test_a_whole_result_of_cents_needs_about() -> None:
    """`$99.54 x 2 = $199` is a slip of 199.08; `about $199` and a rounded constant are roundings."""
    assert relations("Two nights: $99.54 x 2 = $199")[0] == []
    assert [r.expression for r in relations("Two nights: $99.54 x 2 = about $199")[0]] == ["99.54 x 2 = 199"]
    assert [r.expression for r in relations("Two nights: $99.54 x 2 = $199.08")[0]] == ["99.54 x 2 = 199.08"]
    assert [r.expression for r in relations("In pounds: 20.4 × 2.2046 = 45.0 lb")[0]] == ["20.4 x 2.2046 = 45"]


def test_a_wide_rule_never_excuses_a_slip_of_the_local_step() -> None:
    """A balance one digit off the last two numbers' difference (1,410 - 250 = 1,160 written
    `$1,260`) is not excused by a farther pairing (1,410 - 150), though the same farther pairing
    excuses a value the local step does not come near."""
    account = {"booking": {"booking_id": "BK12345", "paid": 1410},
               "certificates": [{"certificate_id": "certificate_1234567", "amount": 150},
                                {"certificate_id": "certificate_7654321", "amount": 250}]}
    earlier = "Your certificates are worth $150 and $250; the stay is $1,410."
    v = verdict("Applying your certificates to the stay of $1,410:\n- After certificate 2 ($250): $1,260",
                account, earlier=earlier)
    assert "1260" in flagged(v), computed(v)
    v = verdict("Applying your certificates to the stay of $1,410:\n- After certificate 2 ($250): $1,160",
                account, earlier=earlier)
    assert computed(v)["1160"][0] == "pair"


def test_a_yearly_figure_of_the_record_its_line_names() -> None:
    """`to DE89... (Gym membership), about $12,240.00 a year`: the payment's carried 1,020 x 12,
    though the line misquotes the payment itself (which stays flagged)."""
    payments = {"payments": [{"amount": 1020.0, "to": "DE89370400441110651168673368", "memo": "Gym membership"}]}
    line = "- 2024-01-13: 1,050.00 USD to DE89370400441110651168673368 (Gym membership), about ${yearly} a year"
    v = verdict(line.format(yearly="12,240.00"), payments)
    assert computed(v)["12240"] == ("per-count", "12 x 1020 = 12240") and "1050" in flagged(v)
    v = verdict(line.format(yearly="12,640.00"), payments)
    assert "12640" in flagged(v)
    v = verdict("- about $12,240.00 a year", payments)  # no record named on its line
    assert "12240" in flagged(v)


def test_a_range_one_digit_off_a_carried_range_is_judged_whole() -> None:
    """`8-10` where `7-10` was carried: its short ends alone are never judged, so the token is."""
    result = {"transit": "7-10 business days", "weight": "55-75 lbs"}
    v = verdict("Ground takes 7-10 business days; the set is 55-75 lbs.", result)
    assert not flagged(v)
    v = verdict("Ground takes 8-10 business days; the set is 65-75 lbs.", result)
    assert {"8-10", "65-75"} <= flagged(v)
    v = verdict("Ground takes 2-3 business days.", result)  # no carried range near it: prose, as before
    assert not flagged(v)
