"""Round 18 (stays18): itemized bills computed line by line, and the cascade one unread line made.

A short stay's quote is a bill: `Thu + Sun at $189: $378` (a count the line names), `Insurance,
3 × $32: $96` (a step before a colon), `Subtotal` (the lines above), a tax line, a `Total`; then the
later answers build on it (`→ subtotal $1,116` after `$200 more`, `save $167.25 (the $150 plus its
tax)`, `Per day: about €10.19` over a count an earlier answer stated, `$1,640 + $70` restating an
earlier `2 × $35`). Each reading with its refusals: a digit mutated, a wrong count, an operand the
run does not state, the reference profile."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.named_counts import named_counts

from ._helpers import REFERENCE, history, judged

LISTING = {"listing_id": "SS-9", "name": "Fern Cabin", "nightly_rate": 189.0, "weekend_rate": 229.0,
           "cleaning_fee": 80.0, "base_occupancy": 4}
POLICY = ("You are a rentals assistant. Short stays: the nightly rate (weekend rate on Friday and Saturday nights), "
          "a flat cleaning fee, $25 per guest per night above the base occupancy, and an occupancy tax of 11.5% on all of these.")
BILL = ("Fern Cabin is open, 4 nights:\n\n- Thu + Sun at $189: $378\n- Fri + Sat (weekend rate) at $229: $458\n"
        "- Cleaning: $80\n- Subtotal: $916\n- Occupancy tax 11.5%: $105.34\n\n**Total: $1,021.34**")


# --- a count the line names (named_counts.py, read by `quantity`) ------------------------------------------
@pytest.mark.parametrize(("text", "count"), [
    ("- Thu + Sun at $189: $378", 2),
    ("- Fri + Sat (weekend rate) at $229: $458", 2),
    ("Ana, Ben and Chloe @ $29.90 each", 3),
    ("Fri and Sat nights at $295", 2),
    ("Room A + Room B × $40", 2),
])
def test_the_items_a_line_names_before_a_rate_are_counted(text: str, count: int) -> None:
    assert [c.size for c in named_counts(text, 0, len(text))] == [count]


@pytest.mark.parametrize("text", [
    "Gas + Delivery: $52.44 + $31.20",  # a sum's label: no rate follows
    "- Thu + Thu at $189",  # an item named twice
    "Thu + Sun: $378",  # no rate after the items
    "thu + sun at $189",  # no names
])
def test_names_no_rate_follows_count_nothing(text: str) -> None:
    assert named_counts(text, 0, len(text)) == []


def test_a_bill_whose_lines_count_the_nights_they_name_is_computed_line_by_line() -> None:
    flags, computed = judged(BILL, history(LISTING, system=POLICY))
    assert not flags, flags
    assert computed["378"] == "quantity" and computed["458"] == "quantity", computed
    assert {"916", "105.34", "1021.34"} <= set(computed), computed


@pytest.mark.parametrize(("written", "wrong"), [
    ("$378", "$379"),  # a digit mutated
    ("$378", "$567"),  # three nights at $189: the line names two
    ("$458", "$468"),
])
def test_a_line_one_digit_or_one_count_off_stays_flagged(written: str, wrong: str) -> None:
    flags, computed = judged(BILL.replace(written, wrong, 1), history(LISTING, system=POLICY))
    assert wrong[1:] in flags and wrong[1:] not in computed, (flags, computed)


def test_a_line_without_a_rate_after_its_names_counts_nothing() -> None:
    flags, computed = judged("- Thu + Sun: $378", history(LISTING, system=POLICY))
    assert "378" in flags and "378" not in computed


def test_the_reference_profile_computes_no_line() -> None:
    flags, _ = judged(BILL, history(LISTING, system=POLICY), REFERENCE)
    assert {"105.34", "1021.34"} <= flags, flags


# --- a bill line's step before a colon (expressions.py, `written`) ------------------------------------------
FARES = {"flights": [{"flight_number": "HAT1311", "price": 167}, {"flight_number": "HAT1318", "price": 158}],
         "insurance_per_passenger": 32}
REBOOKED = ("Economy on the same flights:\n- HAT1311: $167\n- HAT1318: $158\n- Per passenger: $325; for 3 passengers: $975\n"
            "- Insurance, 3 × $32: $96\n- **Total: $1,071**")


def test_a_step_written_before_a_colon_is_computed_and_the_total_follows() -> None:
    flags, computed = judged(REBOOKED, history(FARES))
    assert not flags, flags
    assert computed["96"] == "written" and "1071" in computed, computed


@pytest.mark.parametrize(("written", "wrong"), [("$96", "$97"), ("$96", "$128")])
def test_a_step_before_a_colon_with_a_wrong_result_stays_flagged(written: str, wrong: str) -> None:
    flags, computed = judged(REBOOKED.replace(written, wrong), history(FARES))
    assert wrong[1:] in flags and wrong[1:] not in computed, (flags, computed)


# --- a full refund: the payments summed (`carried-total`) -----------------------------------------------
RESERVATION = {"reservation_id": "FQ3Z7M", "payment_history": [{"payment_id": "gift_card_8716", "amount": 250.0},
                                                               {"payment_id": "credit_card_5093", "amount": 431.0}]}


def test_a_full_refund_is_the_payments_summed() -> None:
    flags, computed = judged("Basic economy can be cancelled with a full refund of $681.00.", history(RESERVATION))
    assert not flags and computed["681"] == "carried-total", (flags, computed)


@pytest.mark.parametrize("answer", [
    "Basic economy can be cancelled with a full refund of $691.00.",  # a digit off the sum
    "Basic economy can be cancelled with a refund of $681.00.",  # no word says it is the whole
])
def test_a_refund_one_digit_off_or_not_said_full_stays_flagged(answer: str) -> None:
    flags, computed = judged(answer, history(RESERVATION))
    assert flags and not computed, (flags, computed)


# --- a count in a calculation cell (`cell-equation`) ------------------------------------------------------
PASS = {"plan": "World Day Pass", "price_per_day": 11.0}


def test_a_calculation_cells_count_is_judged_as_a_written_equation_judges_it() -> None:
    table = "| Item | Amount |\n|---|---|\n| World Day Pass, 14 × $11 | $154.00 |"
    flags, computed = judged(table, history(PASS))
    assert not flags and computed["154"] == "cell-equation", (flags, computed)


@pytest.mark.parametrize("cell", ["| World Day Pass, 14 × $11 | $164.00 |",  # a digit off
                                  "| World Day Pass, 14 × $13 | $182.00 |"])  # an amount nothing carried
def test_a_calculation_cell_off_or_of_an_unread_amount_stays_flagged(cell: str) -> None:
    flags, computed = judged("| Item | Amount |\n|---|---|\n" + cell, history(PASS))
    value = cell.split("$")[-1].split(" ")[0].replace(".00", "")
    assert value in flags and value not in computed, (flags, computed)


# --- a value per unit over a count stated before (`count-divided`) ----------------------------------------
def _per_day(value: str, stated: str = "(15 days)") -> tuple[set[str], dict[str, str]]:
    hist = history(PASS, user="What would 15 days in Spain cost in euros? The rate is 1.08 USD per EUR.",
                   answers=(f"**Spain** {stated}: 15 × $11 = $165.00",))
    return judged(f"* $165.00 ÷ 1.08 = **€152.78**\n* Per day: about **€{value}**", hist)


def test_a_value_per_day_over_the_days_the_previous_answer_stated_is_computed() -> None:
    flags, computed = _per_day("10.19")
    assert not flags and computed["10.19"] == "count-divided", (flags, computed)


def test_a_value_per_day_one_digit_off_or_over_another_unit_stays_flagged() -> None:
    flags, computed = _per_day("10.29")
    assert "10.29" in flags and "10.29" not in computed
    flags, computed = _per_day("10.19", stated="(15 nights)")  # a count of nights is no count of days
    assert "10.19" in flags and "10.19" not in computed


# --- an operand in a parenthesis after the value (`rate-step`) --------------------------------------------
def _saving(answer: str) -> tuple[set[str], dict[str, str]]:
    hist = history({"listing_id": "SS-204", "nightly_rate": 245.0}, system=POLICY,
                   answers=("- Extra guests: 2 × $25 × 3 nights = $150",))
    return judged(answer, hist)


def test_a_saving_of_the_amount_its_parenthesis_names_plus_its_tax_is_computed() -> None:
    flags, computed = _saving("Without the extra-guest fee you'd save $167.25 (the $150 plus its tax).")
    assert not flags and computed["167.25"] == "rate-step", (flags, computed)


@pytest.mark.parametrize("answer", [
    "Without the extra-guest fee you'd save $167.35 (the $150 plus its tax).",  # a digit off
    "Without the extra-guest fee you'd save $167.35, the $150 plus its tax.",  # a digit off, no parenthesis
])
def test_a_saving_off_or_with_its_operand_outside_a_parenthesis_stays_flagged(answer: str) -> None:
    flags, computed = _saving(answer)
    assert flags and not computed.keys() & flags, (flags, computed)


def test_a_saving_with_its_operand_outside_a_parenthesis_is_no_rate_step() -> None:
    # (round 29, rates29) `rate-step` takes no number written after the value outside a parenthesis;
    # `two-step` now takes ONE named rate (the sentence's `tax`) on the previous answer's settled $150
    flags, computed = _saving("Without the extra-guest fee you'd save $167.25, the $150 plus its tax.")
    assert not flags and computed["167.25"] == "two-step", (flags, computed)


# --- an earlier answer's labelled total, revised (`adjusted-total`) ---------------------------------------
def _revised(answer: str) -> tuple[set[str], dict[str, str]]:
    # (the bill two answers back: the wide `conversation` pairs only the previous answer's numbers)
    hist = history(LISTING, system=POLICY, answers=(BILL, "$1,021.34 / 4 people / 4 nights ≈ $63.83 each per night."))
    return judged(answer, hist)


def test_an_earlier_subtotal_plus_an_amount_said_more_is_the_revised_subtotal() -> None:
    flags, computed = _revised("+2 guests × $25 × 4 nights = $200 more before tax → subtotal $1,116.")
    assert not flags and computed["1116"] == "adjusted-total", (flags, computed)


def test_a_revised_subtotal_one_digit_off_stays_flagged() -> None:
    flags, computed = _revised("+2 guests × $25 × 4 nights = $200 more before tax → subtotal $1,126.")
    assert "1126" in flags and "1126" not in computed, (flags, computed)


def test_an_amount_no_total_labels_is_no_revised_total() -> None:
    # (listed as unverified, 916 + 200 reached by no rule: never computed)
    _, computed = _revised("+2 guests × $25 × 4 nights = $200 more before tax → deposit $1,116.")
    assert "1116" not in computed, computed


# --- an earlier equation's first step, restated (`repeat`) ------------------------------------------------
def _pets(answer: str) -> tuple[set[str], dict[str, str]]:
    hist = history({"lease_id": "L-2075", "monthly_rent": 1640.0, "pets": 2},
                   system="Pet rent is $35 per pet per month, prorated like rent.", user="I have 2 dogs.",
                   answers=("- Pet rent for 2 dogs: 2 × $35 ÷ 31 × 18 = **$40.65**",))
    return judged(answer, hist)


def test_an_earlier_equations_first_step_restated_is_computed() -> None:
    flags, computed = _pets("Rent and pets come to $1,640 + $70 = $1,710 a month.")
    assert not flags and computed["70"] == "repeat" and computed["1710"] == "written", (flags, computed)


@pytest.mark.parametrize(("answer", "value"), [
    ("Rent and pets come to $1,640 + $80 = $1,720 a month.", "80"),  # a digit off the step
    ("Pets add $2.26 a day.", "2.26"),  # a later step of the equation (2 x 35 / 31) is no value it restates
])
def test_a_step_off_or_a_later_step_stays_flagged(answer: str, value: str) -> None:
    flags, computed = _pets(answer)
    assert value in flags and value not in computed, (flags, computed)
