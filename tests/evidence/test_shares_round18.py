"""Round 18 (shares18): shares of a whole over the parts a record, an object or the answer lists,
each as an extension of the rule it almost fit:
- `share-of-whole` (whole_shares.py, share_parts.py): W x p / T where p is one of a list's parts
  (a record's `payment_history` amounts, one method's payments summed; an object of numbers; a sum
  the answer writes out) and T their sum, the list pointed at by T written before the value, by a
  part on the value's line where the paragraph says the split is in proportion, or by a part's share
  written as a percent;
- `ratio` (share_parts.fraction_of_known): a fraction of two numbers the answer resolves or a result
  carries (`200/804`), the part under the whole;
- `share-of-whole` also: a count of days over the days of the month its line names (a proration);
- `carried-mean` (means.py): the mean of a ledger's negative payments written unsigned;
- `even-split` (computed/narrow.py): a list item's sentence starts at its list's lead-in (`split by
  occupant (4):` then `* Each person: $29.90`), at the places written (29.90, not 29.9);
- `count-divided` (count_divisions.py): a quantity of the value's unit written in thousands (`1,240 sq ft`).
Each with its refusals: a digit mutated, a total no list sums to, a split said to be nothing,
a fraction with a number nothing carries, the reference profile."""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence.share_parts import CarriedParts, fraction_of_known, written_parts
from evidence_audit.evidence.served import read_result
from evidence_audit.evidence.computed.reading import AnswerReading

from ._helpers import REFERENCE, history, judged

RESERVATION: dict[str, Any] = {
    "reservation_id": "K7QW2P", "cabin": "economy",
    "flights": [{"flight_number": "HAT122", "price": 290}, {"flight_number": "HAT119", "price": 250}],
    "payment_history": [{"payment_id": "gift_card_8830", "amount": 300.0},
                        {"payment_id": "credit_card_5521", "amount": 700.0},
                        {"payment_id": "credit_card_5521", "amount": 150.0}],
}
REFUND = ("1. The fares are refunded in full: 2 × ($290 + $250) = $1,080.00.\n"
          "2. The refund is split in proportion to what each method paid of ${}:\n"
          "   - Gift card: ${}\n   - Visa: ${}\n")
COMMA = ("Fares refunded: 2 × (290,00 + 250,00) = 1.080,00 $\n- Split in {} to what each method paid:\n"
         "  - Visa (700,00 + 150,00 = 850,00 $ paid): {} $\n")
UNIT = {"unit_id": "CH-3", "rooms_sqft": {"A": 210, "B": 160, "C": 130}}
BILL = {"unit_id": "CH-3", "water": 150.0}
ROOMS = "**Water ($150.00), split by room area ({} + 160 + 130 = {} sq ft):**\n* **Room A:** ${}\n* **Room B:** ${}\n"
ORDER = {"order_id": "#W8811420", "payment_history": [{"amount": 45.0, "payment_method_id": "gift_card_9936215"},
                                                      {"amount": 105.25, "payment_method_id": "paypal_9936048"}]}
RETURN = {"order_id": "#W8811420", "refund_amount": 64.0}
PERCENTS = ("The policy sends a refund to one method. For reference, the original split was {}% gift card and "
            "{}% PayPal, which on $64.00 would have been ${} and ${}.")
LEDGER = {"lease_id": "L-1733", "entries": [
    {"type": "charge", "amount": 1200.0}, {"type": "payment", "amount": -1200.0},
    {"type": "charge", "amount": 1200.0}, {"type": "payment", "amount": -1200.0},
    {"type": "late_fee", "amount": 48.0}, {"type": "payment", "amount": -1248.0}]}
AVERAGE = "Your average monthly payment so far is ${}."
SHARES = {"reservation_id": "ZP4M8C", "payment_history": [{"payment_id": "credit_card_3307", "amount": 750.0},
                                                          {"payment_id": "gift_card_6194", "amount": 250.0}],
          "total_paid": 1000.0}
FRACTION = "The gift card's share of the refund is {} of what you paid."


# --- a refund split in proportion over the payments a record lists ------------------------------------
def test_a_share_over_a_records_payments_is_computed() -> None:
    """1080 x 300 / 1150 and 1080 x (700 + 150) / 1150: the parts are the record's, the total written."""
    flags, computed = judged(REFUND.format("1,150.00", "281.74", "798.26"), history(RESERVATION))
    assert not {"281.74", "798.26"} & flags
    assert computed["281.74"] == "share-of-whole"


@pytest.mark.parametrize("wrong", ["281.84", "282.74", "281.75", "218.74"])
def test_a_mutated_share_over_a_records_payments_stays_flagged(wrong: str) -> None:
    flags, _ = judged(REFUND.format("1,150.00", wrong, "798.26"), history(RESERVATION))
    assert wrong in flags


def test_a_share_over_a_total_no_list_sums_to_stays_flagged() -> None:
    """1,160 is the sum of no list: 1080 x 300 / 1160 = 279.31 points at nothing."""
    flags, _ = judged(REFUND.format("1,160.00", "279.31", "790.69"), history(RESERVATION))
    assert "279.31" in flags


def test_a_share_in_decimal_commas_with_a_part_on_its_line_is_computed() -> None:
    """1080 x 850 / 1150 = 798,26: the total is not written, the paragraph says `proportion` and the
    card's part (its two payments summed) is on the value's line."""
    flags, computed = judged(COMMA.format("proportion", "798,26"), history(RESERVATION))
    assert not flags and computed["798.26"] == "share-of-whole"


@pytest.mark.parametrize("answer", [COMMA.format("proportion", "789,26"), COMMA.format("two", "798,26")])
def test_a_mutated_or_unsaid_split_in_decimal_commas_stays_flagged(answer: str) -> None:
    """A digit swapped; or no word says the split is in proportion, and no total is written."""
    flags, _ = judged(answer, history(RESERVATION))
    assert flags & {"789,26", "798,26", "789.26", "798.26"}


# --- a bill split by room area: the parts an object carries, summed in the answer ---------------------
def test_a_bill_split_by_room_area_is_computed() -> None:
    """150 x 210 / 500 and 150 x 160 / 500: the sum the answer writes lists the parts."""
    flags, computed = judged(ROOMS.format("210", "500", "63.00", "48.00"), history(UNIT, BILL))
    assert not {"63", "48"} & flags
    assert computed["63"] == computed["48"] == "share-of-whole"


@pytest.mark.parametrize("wrong", [("64.00", "48.00"), ("63.00", "49.00"), ("63.00", "46.00")])
def test_a_mutated_room_share_stays_flagged(wrong: tuple[str, str]) -> None:
    flags, _ = judged(ROOMS.format("210", "500", *wrong), history(UNIT, BILL))
    assert {w.removesuffix(".00") for w in wrong} & flags


# --- a share pointed at by the percent of it the answer writes ---------------------------------------
def test_a_split_whose_percents_the_answer_writes_is_computed() -> None:
    """45 / 150.25 is 30.0%: the record's payments are the parts; 64 x 45 / 150.25 = 19.17 (64 x 30% is 19.20)."""
    flags, computed = judged(PERCENTS.format("30.0", "70.0", "19.17", "44.83"), history(ORDER, RETURN))
    assert not {"19.17", "44.83"} & flags
    assert computed["19.17"] == "share-of-whole"


@pytest.mark.parametrize("answer", [PERCENTS.format("30.0", "70.0", "19.27", "44.83"),
                                    PERCENTS.format("30.0", "70.0", "19.18", "44.83"),
                                    PERCENTS.format("32.0", "68.0", "19.17", "44.83")])
def test_a_mutated_share_or_a_percent_of_no_part_stays_flagged(answer: str) -> None:
    """A digit of the share mutated; or the percents are no part's share (32.0%, 68.0%), so no list is pointed at."""
    flags, _ = judged(answer, history(ORDER, RETURN))
    assert flags & {"19.27", "19.18", "19.17"}


# --- a fraction of two resolved numbers ---------------------------------------------------------------
def test_a_fraction_of_two_carried_numbers_is_a_ratio() -> None:
    flags, computed = judged(FRACTION.format("250/1000"), history(SHARES))
    assert "250/1000" not in flags and computed["250/1000"] == "ratio"


@pytest.mark.parametrize("wrong", ["250/1001", "260/1000", "1000/250"])
def test_a_fraction_with_a_mutated_number_or_upside_down_stays_flagged(wrong: str) -> None:
    flags, _ = judged(FRACTION.format(wrong), history(SHARES))
    assert wrong in flags


def test_fraction_of_known_reads_both_numbers() -> None:
    assert fraction_of_known("200/804", {"200", "804"}, None) is not None
    assert fraction_of_known("200/804", {"200"}, None) is None
    assert fraction_of_known("200/804", set(), {"200", "804"}) is not None
    assert fraction_of_known("804/200", {"200", "804"}, None) is None
    assert fraction_of_known("0/804", {"0", "804"}, None) is None


# --- a mean of signed payments written unsigned ------------------------------------------------------
def test_a_mean_of_negative_payments_written_unsigned_is_computed() -> None:
    flags, computed = judged(AVERAGE.format("1,216.00"), history(LEDGER))
    assert "1216" not in flags and computed["1216"] == "carried-mean"


@pytest.mark.parametrize("wrong", ["1,226.00", "1,216.10"])
def test_a_mutated_mean_of_payments_stays_flagged(wrong: str) -> None:
    flags, _ = judged(AVERAGE.format(wrong), history(LEDGER))
    assert flags


# --- a proration over the days of the month a table row names -------------------------------------
VACANT = {"unit_id": "FS-201", "monthly_rent": 1480.0, "status": "vacant"}
ROLL = "| Unit | Rent |\n|---|---|\n| FS-201 | $1,480 |\n| FS-101 | $1,450 |\n"
LOST = "| Period | Days | Lost rent |\n|---|---|---|\n| {} 1–17 | 17 | ${} |\n"


def test_a_proration_over_the_days_of_the_month_its_row_names_is_computed() -> None:
    """1480 x 17 / 30 = 838.67: June has 30 days; the whole is the previous answer's."""
    flags, computed = judged(LOST.format("June", "838.67"), history(VACANT, answers=(ROLL,)))
    assert "838.67" not in flags and computed["838.67"] == "share-of-whole"


@pytest.mark.parametrize("month, value", [("June", "838.57"), ("June", "838.68"), ("July", "838.67")])
def test_a_mutated_proration_or_another_months_stays_flagged(month: str, value: str) -> None:
    """A digit mutated; or July, of 31 days (1480 x 17 / 31 = 811.61)."""
    flags, _ = judged(LOST.format(month, value), history(VACANT, answers=(ROLL,)))
    assert value in flags


# --- a bill split by occupants, the count in its list's lead-in ------------------------------------
ELECTRIC = {"unit_id": "CH-3", "electric": 119.59}
OCCUPANTS = "**Electric ($119.59), split by occupant (4):**\n* **Each person:** ${}\n"


def test_an_even_split_under_its_lists_lead_in_is_computed() -> None:
    """119.59 / 4 = 29.8975: $29.90 at the two places written."""
    flags, computed = judged(OCCUPANTS.format("29.90"), history(ELECTRIC, user="We're 4 people."))
    assert "29.9" not in flags and computed["29.9"] == "even-split"


@pytest.mark.parametrize("wrong", ["29.80", "29.91", "39.90"])
def test_a_mutated_even_split_under_a_lead_in_stays_flagged(wrong: str) -> None:
    flags, _ = judged(OCCUPANTS.format(wrong), history(ELECTRIC, user="We're 4 people."))
    assert wrong.rstrip("0") in flags


def test_an_item_under_a_lead_in_that_says_no_split_stays_flagged() -> None:
    answer = "**Electric ($119.59), for 4 occupants:**\n* **Each person:** $29.90\n"
    flags, _ = judged(answer, history(ELECTRIC, user="We're 4 people."))
    assert "29.9" in flags


# --- a value per unit over a quantity written in thousands ------------------------------------------
DUES = {"unit_id": "1107", "monthly_dues": 412.0}
PER_SQFT = "Your dues are $412.00 a month. With 1,240 sq ft, that is **${}** per sq ft a month."


def test_a_value_per_square_foot_over_an_area_in_thousands_is_computed() -> None:
    flags, computed = judged(PER_SQFT.format("0.332"), history(DUES))
    assert "0.332" not in flags and computed["0.332"] == "count-divided"


@pytest.mark.parametrize("wrong", ["0.342", "0.333", "0.322"])
def test_a_mutated_value_per_square_foot_stays_flagged(wrong: str) -> None:
    flags, _ = judged(PER_SQFT.format(wrong), history(DUES))
    assert wrong in flags


# --- the readings -----------------------------------------------------------------------------------
def test_carried_parts_reads_columns_groups_and_objects() -> None:
    parts = CarriedParts()
    parts.add_result(read_result(__import__("json").dumps(RESERVATION)), 0)
    parts.add_result(read_result(__import__("json").dumps(UNIT)), 1)
    lists = parts.lists("281.74")
    totals = {p.total for p in lists}
    assert 1150 in totals and 500 in totals
    paid = next(p for p in lists if p.total == 1150)
    assert {p for p, _ in paid.parts} == {300, 700, 150, 850}  # the card's two payments, summed, are a part


def test_carried_parts_reads_nothing_for_a_short_value() -> None:
    parts = CarriedParts()
    parts.add_result(read_result(__import__("json").dumps(RESERVATION)), 0)
    assert parts.lists("12") == []


def test_carried_parts_of_no_result_is_empty() -> None:
    assert CarriedParts().lists("281.74") == []


def test_written_parts_reads_a_sum_written_out() -> None:
    reading = AnswerReading("by room area (180 + 140 + 120 = 440 sq ft): Room A: $36.00", {}, None, frozenset())
    found = written_parts(list(reading.relations.values()), len(reading.text))
    assert [(p.total, [x for x, _ in p.parts]) for p in found] == [(440, [180, 140, 120])]
    assert written_parts(list(reading.relations.values()), 10) == []  # (not before the sum's end)


# --- the reference profile ----------------------------------------------------------------------------
def test_the_reference_profile_computes_no_share() -> None:
    flags, computed = judged(REFUND.format("1,150.00", "281.74", "798.26"), history(RESERVATION), REFERENCE)
    assert "281.74" in flags and not computed


# --- a value per unit over the quantity of that unit the previous answer wrote -----------------------
COTTAGE = {"listing_id": "SS-204", "total": 1226.5, "nights": 3}
STAY = "**Saltbox Cottage, 24–27 Jul (3 nights, 6 guests)**\n\n**Total: $1,226.50**"


def test_a_value_per_guest_over_the_guests_the_previous_answer_counted_is_computed() -> None:
    """1226.50 / 6 = 204.4166: `per guest`, and the previous answer wrote `6 guests`."""
    flags, computed = judged("**${}** per guest for the stay.".format("204.42"), history(COTTAGE, answers=(STAY,)))
    assert "204.42" not in flags and computed["204.42"] == "count-divided"


@pytest.mark.parametrize("wrong", ["204.43", "205.42", "204.52"])
def test_a_mutated_value_per_guest_stays_flagged(wrong: str) -> None:
    flags, _ = judged("**${}** per guest for the stay.".format(wrong), history(COTTAGE, answers=(STAY,)))
    assert wrong in flags


def test_a_value_per_unit_the_previous_answer_never_counted_stays_flagged() -> None:
    """`per room`: the previous answer counts no rooms."""
    flags, _ = judged("**$204.42** per room for the stay.", history(COTTAGE, answers=(STAY,)))
    assert "204.42" in flags


def test_a_value_per_unit_over_a_count_in_thousands_is_computed() -> None:
    """402,118.36 / 3,911 = 102.817: `per refund` over `3,911 refunds` (test_unverified's average before round 18)."""
    answer = "November: 3,911 refunds totalling €402,118.36, an average of €{} per refund."
    result = {"refunds": 3911, "refund_total": 402118.36}
    flags, computed = judged(answer.format("102.82"), history(result))
    assert not flags and computed["102.82"] == "count-divided"
    flags, _ = judged(answer.format("102.92"), history(result))
    assert "102.92" in flags
