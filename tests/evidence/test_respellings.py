"""The retail respellings, currency amounts, placeholders and clocks read at every occurrence: each
grounds what people write and refuses a wrong digit, a wrong sign or a part no source carried."""

from __future__ import annotations

import json

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.amounts import amount_numbers_of, signed_amount

from ._helpers import DEFAULT, REFERENCE, flagged, grounded


def verdict(answer: str, payload: object, user: str = "hello", gate=DEFAULT):
    history = [{"role": "system", "content": user}, {"role": "tool", "content": json.dumps(payload)}]
    return check_answer(answer, history, gate)


# --- currency amounts are data whatever their size -------------------------------------------------


@pytest.mark.parametrize(
    "text, numbers",
    [
        ("Fare $130 and EUR 61.40, USD 95, 95 USD, 40 dollars, \u20ac12.50", {"130", "61.4", "95", "40", "12.5"}),
        ("Refund: -$740, $1,205.50 back", {"740", "1205.5"}),  # the signed token is read whole: signed_amount
        ("5G plans, 24/7 support, 3 bags", set()),
        ("$5G is not money", set()),
    ],
)
def test_amounts_are_the_numbers_written_as_money(text: str, numbers: set[str]) -> None:
    assert amount_numbers_of(text) == numbers


@pytest.mark.parametrize("token, number", [("-$740", "-740"), ("-$1,205", "-1205"), ("+$5", "5"), ("$740", None), ("-740", None)])
def test_a_signed_amount_token_reads_as_its_signed_number(token: str, number) -> None:
    assert signed_amount(token) == number


def test_a_small_amount_is_judged_at_the_written_precision() -> None:
    """`$61.40` for a carried 61.47 and `$130` for a carried 150 are flagged; the carried ones ground."""
    v = verdict("Fares: $61.40, $130, $61.47, $150.", {"a": 61.47, "b": 150})
    assert flagged(v) == {"61.4", "130"}
    assert grounded(v) == {"61.47": "exact", "150": "exact"}


def test_the_reference_keeps_min_digits() -> None:
    """At the reference setting a three-digit amount is prose, as the reference reads it."""
    v = verdict("Fare $130.", {"b": 150}, gate=REFERENCE)
    assert not v.candidates


@pytest.mark.parametrize("answer", ["Refund: -$740.", "Refund: -$1,205."])
def test_a_signed_currency_token_grounds_on_its_carried_amount(answer: str) -> None:
    v = verdict(answer, {"a": 740.0, "b": -1205})
    assert not flagged(v) and v.grounded


def test_a_signed_currency_token_with_a_wrong_digit_is_flagged() -> None:
    v = verdict("Refund: -$741.", {"a": 740.0})
    assert flagged(v) == {"-741"}


# --- the retail respellings --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer, payload, value, rule",
    [
        ("Tax is $27.35.", {"tax": 27.349999999999998}, "27.35", "float-precision"),
        ("Set it to 45-degree.", {"angle": "45 degrees"}, "45-degree", "unit"),
        ("A 250-milliliter cup.", {"size": "250 milliliters"}, "250-milliliter", "unit"),
        ("Works on LTE/5G.", {"net": "5G"}, "lte/5g", "slash"),
        ("Laptop i9/32 GB/2 TB SSD.", {"cpu": "i9", "ram": "32GB", "storage": "2TB SSD"}, "i9/32", "slash"),
        ("Laptop i9/32 GB/2 TB SSD.", {"cpu": "i9", "ram": "32GB", "storage": "2TB SSD"}, "gb/2", "slash"),
        ("Paid with store credit_8812034.", {"method": "store_credit_8812034"}, "credit_8812034", "underscore-space"),
        ("It is $64/night.", {"rate": 64}, "64", "exact"),
        ("It is $212/person.", {"rate": 212}, "212", "exact"),
        ("Arrives 7:15 PM+1.", {"arr": "19:15:00+1"}, "7:15", "clock"),
    ],
)
def test_each_respelling_grounds_by_its_rule(answer, payload, value, rule) -> None:
    v = verdict(answer, payload)
    assert grounded(v).get(value) == rule, (grounded(v), flagged(v))
    assert not flagged(v)


@pytest.mark.parametrize(
    "answer, payload, value",
    [
        ("Tax is $27.36.", {"tax": 27.349999999999998}, "27.36"),  # a different amount than the noise
        ("Tax is $27.34.", {"tax": 27.349999999999998}, "27.34"),
        ("Set it to 46-degree.", {"angle": "45 degrees"}, "46-degree"),  # a wrong digit
        ("Set it to 45-kilometer.", {"angle": "45 degrees"}, "45-kilometer"),  # another unit
        ("Laptop i9/64 GB.", {"cpu": "i9", "ram": "32GB"}, "i9/64"),  # a part no source carried
        ("Works on LTE/6G.", {"net": "5G"}, "lte/6g"),
        ("Paid with store credit_8812035.", {"method": "store_credit_8812034"}, "credit_8812035"),
        ("Paid with gift credit_8812034x.", {"method": "store_credit_8812034"}, "credit_8812034x"),
        ("It is $65/night.", {"rate": 64}, "65"),
        ("Arrives 7:16 PM+1.", {"arr": "19:15:00+1"}, "7:16"),
    ],
)
def test_each_respelling_refuses_a_wrong_part(answer, payload, value) -> None:
    v = verdict(answer, payload)
    assert value in flagged(v), (grounded(v), flagged(v))


def test_the_respellings_are_off_at_the_reference_setting() -> None:
    v = verdict("Tax is $27,350.00 and 45-degree.", {"tax": 27349.999999999998, "angle": "45 degrees"}, gate=REFERENCE)
    assert flagged(v) == {"27350", "45-degree"}


# --- placeholders -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    ["Your order id looks like #A0000000.", "Use the format W1234567.", "For example, ID-000-0000."],
)
def test_a_format_examples_placeholder_is_not_a_claim(answer: str) -> None:
    v = verdict(answer, {"x": "y"})
    assert not flagged(v) and not v.grounded


@pytest.mark.parametrize(
    "answer, value",
    [
        ("Try another ZIP code, for example 94107.", "94107"),  # a real-looking example stays flagged
        ("Your order #A0000000 has shipped.", "a0000000"),  # zeros, but not presented as an example
        ("For example, order W1234568.", "w1234568"),  # not a straight sequence
    ],
)
def test_a_placeholder_needs_placeholder_digits_and_an_example(answer: str, value: str) -> None:
    v = verdict(answer, {"x": "y"})
    assert value in flagged(v)


# --- a clock is judged at every occurrence -------------------------------------------------------------


def test_every_occurrence_of_a_clock_is_read_with_its_own_am_pm() -> None:
    """`04:00 AM` is carried; the later `04:00 PM` is 16:00, which nothing carried: flagged."""
    v = verdict("Departs 04:00 AM, returns 04:00 PM.", {"dep": "04:00:00"})
    assert flagged(v) == {"04:00"}


def test_the_same_clock_twice_with_carried_readings_is_grounded() -> None:
    v = verdict("Departs 04:00 AM, returns 04:00 PM.", {"dep": "04:00:00", "ret": "16:00:00"})
    assert not flagged(v) and grounded(v)["04:00"] in ("exact", "clock")


def test_both_halves_of_a_clock_a_result_writes_with_am_pm_are_grounded() -> None:
    """Round 19 (heldout17 travel-u07): a result's `11:00 AM - 10:00 PM` and `12:00 PM - 11:00 PM`
    carry 11:00 and 23:00; the answer's `11:00 AM` and `11:00 PM` are both read times."""
    hours = {"A": "11:00 AM - 10:00 PM", "B": "12:00 PM - 11:00 PM"}
    v = verdict("A is open 11:00 AM - 10:00 PM, and B 12:00 PM - 11:00 PM.", hours)
    assert not flagged(v)


def test_a_half_of_a_clock_no_result_writes_stays_flagged() -> None:
    """Only `11:00 AM` and `10:00 PM` carried: the answer's `11:00 PM` is 23:00, read nowhere."""
    v = verdict("A opens at 11:00 AM, and B closes at 11:00 PM.", {"A": "11:00 AM", "B": "10:00 PM"})
    assert flagged(v) == {"11:00"}


def test_a_clock_reading_a_person_said_is_not_flagged() -> None:
    v = verdict("Departs 04:00 AM, returns 04:00 PM.", {"dep": "04:00:00"}, user="I return at 4 PM")
    assert not flagged(v)
