"""Round 11 (assist11): telecom and assistant arithmetic heldout9 found. A monthly amount prorated
over the days left of the month named (`prorated`), a rate per unit of time over a span its line
states (`over-span`), an even share of a whole its sentence writes after it (`even-split`), a
monthly gap's yearly figure, a list's total over a blank line. Each with its refusals: a digit
off, a wrong day count or month, an operand no source carried, a wrong count or span, no cue;
`reference` reads none of them."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence.prorations import prorated
from evidence_audit.evidence.spans import stated_span

from ._helpers import REFERENCE, history, judged

PLANS = (
    {"plan_id": "P2104", "name": "Unlimited Max", "price_per_month": 79.99},
    {"plan_id": "P2102", "name": "Connect 12GB", "price_per_month": 42.0},
)
PRORATION = (
    "Now: Unlimited Max, $79.99. Option: Connect 12GB, $42.00.\n\nSaves $37.99/mo. "
    "Switching today → credit of ${v} for the last 12 days of June."
)


def test_a_monthly_gap_prorated_over_the_days_left_of_the_month_named() -> None:
    flags, computed = judged(PRORATION.format(v="15.20"), history(*PLANS))
    assert computed.get("15.2") == "prorated" and "15.2" not in flags


def test_a_proration_from_two_prices_the_answer_writes() -> None:
    answer = ("Unlimited Max is $79.99 and Connect 12GB is $42.00. "
              "Switching today gives a credit of $15.20 for the remaining 12 days of June.")
    flags, computed = judged(answer, history(*PLANS))
    assert computed.get("15.2") == "prorated" and "15.2" not in flags


@pytest.mark.parametrize("value", ["15.30", "16.20", "14.73", "15.21"])
def test_a_proration_a_digit_off_or_over_another_day_count_stays_flagged(value: str) -> None:
    # 14.73 is 37.99 x 12 / 31: a month of 31 days is not June's
    flags, _ = judged(PRORATION.format(v=value), history(*PLANS))
    assert value.rstrip("0").rstrip(".") in flags


def test_a_proration_needs_the_days_the_month_and_an_operand_carried() -> None:
    # 11 days (the value is 12 days' part), no month named, and a base no result carried
    wrong_days = PRORATION.format(v="15.20").replace("12 days", "11 days")
    no_month = PRORATION.format(v="15.20").replace(" of June", "")
    flags_days, _ = judged(wrong_days, history(*PLANS))
    flags_month, _ = judged(no_month, history(*PLANS))
    assert "15.2" in flags_days and "15.2" in flags_month
    invented = "Option: Connect 12GB, $48.00.\n\nSwitching today → credit of $19.20 for the last 12 days of June."
    flags, _ = judged(invented, history(*PLANS))
    assert "19.2" in flags and "48" in flags


def test_proration_reading() -> None:
    assert prorated("credit of $15.20 for the last 12 days of June", Decimal("15.20"), 2,
                    [Decimal("37.99")]) is not None
    # February by its year: 28 days in 2025, 29 in 2024
    assert prorated("the last 14 days of February 2025", Decimal("50"), 0, [Decimal("100")]) is not None
    assert prorated("the last 14 days of February 2024", Decimal("50"), 0, [Decimal("100")]) is None
    # no word of what is left
    assert prorated("credit of $15.20 for 12 days in June", Decimal("15.20"), 2, [Decimal("37.99")]) is None


ROAMING = {"plan_id": "P2102", "name": "Connect 12GB", "price_per_month": 42.0, "roaming_per_day": 8.0}


def test_a_daily_rate_over_a_span_in_words() -> None:
    answer = ("On Connect 12GB roaming is **$8.00 per day**:\n\n*   a week abroad would have added **$56.00**\n"
              "*   two weeks **$112.00**")
    flags, computed = judged(answer, history(ROAMING))
    assert computed.get("112") == "over-span" and "112" not in flags


@pytest.mark.parametrize("value", ["$113.00", "$168.00", "$122.00"])
def test_a_span_product_a_digit_off_or_of_another_span_stays_flagged(value: str) -> None:
    # 168 is three weeks, not two
    answer = f"On Connect 12GB roaming is **$8.00 per day**:\n\n*   two weeks **{value}**"
    flags, _ = judged(answer, history(ROAMING))
    assert value.strip("$").removesuffix(".00") in flags


def test_a_span_needs_a_rate_per_unit_of_time() -> None:
    answer = "On Connect 12GB roaming is **$8.00**:\n\n*   two weeks **$112.00**"
    flags, _ = judged(answer, history(ROAMING))
    assert "112" in flags


def test_span_reading() -> None:
    assert stated_span("two weeks ", 0, 10, "day") == (14, "two weeks")
    assert stated_span("3 nights ", 0, 9, "night") == (3, "3 nights")
    assert stated_span("a year ", 0, 7, "month") == (12, "a year")
    assert stated_span("two months ", 0, 11, "day") is None  # a month's days are not a constant
    assert stated_span("a day ", 0, 6, "day") is None  # the rate itself


RENTALS = ({"Speedy Rentals": 48.0}, {"SunSet Rent-A-Car": 45.0})
EARLIER = "3 days at 48.0/day = **144.0** and 3 days at 45.0/day = **135.0**. Both cars together: **279.0**."


def test_an_even_share_of_a_whole_written_after_it() -> None:
    hist = history(*RENTALS, user="rent two cars for 3 days for the two families", answers=(EARLIER,))
    flags, computed = judged("Each family would pay **139.5** if you split the 279.0 evenly.", hist)
    assert computed.get("139.5") == "even-split" and "139.5" not in flags


@pytest.mark.parametrize("answer", [
    "Each family would pay **139.6** if you split the 279.0 evenly.",  # a digit off
    "Each family would pay **139.5** for the 279.0.",  # no split said
    "Each family would pay **143.5** if you split the 287.0 evenly.",  # a whole no source stated
])
def test_an_even_share_refused(answer: str) -> None:
    hist = history(*RENTALS, user="rent two cars for 3 days for the two families", answers=(EARLIER,))
    flags, _ = judged(answer, hist)
    assert {"139.6", "139.5", "143.5"} & flags


def test_an_even_share_needs_a_stated_count() -> None:
    # 279 / 4: nobody said four
    hist = history(*RENTALS, user="rent cars for the families", answers=(EARLIER,))
    flags, _ = judged("Each family would pay **69.75** if you split the 279.0 evenly.", hist)
    assert "69.75" in flags


SCHEDULED = (
    "- amount: 50.0\n  date: '2022-04-01'\n  id: 6\n  recurring: true\n  subject: Spotify Premium\n"
    "- amount: 1100.0\n  date: '2022-04-04'\n  id: 7\n  recurring: false\n  subject: Rent\n"
)


def test_a_monthly_gap_over_a_year() -> None:
    answer = "The rent goes from 1100 to 2200, which is 1100 more per month, or 13,200 more per year."
    flags, computed = judged(answer, history(SCHEDULED, user="rent is 2200 now"))
    assert computed.get("13200") == "per-count" and "13200" not in flags
    flags, _ = judged(answer.replace("13,200", "13,300"), history(SCHEDULED, user="rent is 2200 now"))
    assert "13300" in flags


def test_a_list_total_after_a_blank_line_takes_each_line_s_amount() -> None:
    answer = ("Scheduled for April:\n- **Spotify Premium**: 50.00 on April 1, 2022 (recurring)\n"
              "- **Rent**: 1,100.00 on April 4, 2022\n\nTotal: **{v}**.")
    flags, computed = judged(answer.format(v="1,150.00"), history(SCHEDULED))
    assert computed.get("1150") == "total" and "1150" not in flags
    flags, _ = judged(answer.format(v="1,160.00"), history(SCHEDULED))
    assert "1160" in flags
    # without a word for the sum, a slip of the difference (1,100 - 50 = 1,050) stays refused
    flags, _ = judged(answer.format(v="1,150.00").replace("Total: ", "After April: "), history(SCHEDULED))
    assert "1150" in flags


def test_reference_reads_none_of_them() -> None:
    _, computed = judged(PRORATION.format(v="15.20"), history(*PLANS), REFERENCE)
    assert not computed


STARTER = {"plan_id": "P2101", "name": "Starter 4GB", "price_per_month": 25.0, "data_refueling_price_per_gb": 6.0}
CONNECT = {"plan_id": "P2102", "name": "Connect 12GB", "price_per_month": 42.0, "data_refueling_price_per_gb": 3.5}
TABLE = ("Your line is on the Starter 4GB plan.\n\n| Option | Cost |\n|---|---|\n"
         "| Upgrade to Connect 12GB, prorated for the 12 days left in June | ${v} × 12/30 = ${r} |\n")


def test_a_plan_change_gap_of_two_named_records() -> None:
    flags, computed = judged(TABLE.format(v="17.00", r="6.80"), history(STARTER, CONNECT))
    assert computed.get("17") == "switch-gap" and "17" not in flags


@pytest.mark.parametrize("value, result", [("18.00", "7.20"), ("27.00", "10.80"), ("38.50", "15.40")])
def test_a_named_gap_a_digit_off_or_of_other_keys_stays_flagged(value: str, result: str) -> None:
    # 38.50 is 42.0 - 3.5: a price less a refuelling price, two keys
    flags, _ = judged(TABLE.format(v=value, r=result), history(STARTER, CONNECT))
    assert value.removesuffix(".00").removesuffix("0") in flags


def test_a_named_gap_needs_both_records_named_and_a_change() -> None:
    unnamed = TABLE.format(v="17.00", r="6.80").replace("on the Starter 4GB plan", "on your plan")
    flags, _ = judged(unnamed, history(STARTER, CONNECT))
    assert "17" in flags
    no_change = ("Your line is on the Starter 4GB plan.\n\n| Option | Cost |\n|---|---|\n"
                 "| Connect 12GB for the 12 days left in June | $17.00 × 12/30 = $6.80 |\n")
    flags, _ = judged(no_change, history(STARTER, CONNECT))
    assert "17" in flags


TRIP = ({"House of Sushi": 40.0}, {"Le Baratin": 30.0}, {"London Luxury": "Price range: 80.0 - 150.0"})
TRIP_ANSWER = ("Maximum expense:\n- London hotel: 150 x 2 = 300\n- London meals: 40 x 2 meals x 2 days = 160\n"
               "- Paris meals: 30 x 2 meals x 3 days = 180\n\nTotal maximum expense: 640 euros.")
BOTH = "For both of you the meals would be {a} euros in London and {b} euros in Paris, which brings the total to {t} euros."


def trip() -> list:
    return history(*TRIP, user="My friend and I are planning a trip", answers=(TRIP_ANSWER,))


def test_an_item_for_the_party_and_the_total_revised() -> None:
    flags, computed = judged(BOTH.format(a="320", b="360", t="980"), trip())
    assert computed.get("320") == "per-party" and computed.get("360") == "per-party"
    assert computed.get("980") == "revised-total" and not {"320", "360", "980"} & flags


@pytest.mark.parametrize("a, b, t", [("330", "360", "990"), ("320", "360", "990"), ("480", "360", "1,140")])
def test_a_party_item_or_revised_total_a_digit_off_or_another_count_stays_flagged(a: str, b: str, t: str) -> None:
    # 480 is 160 x 3: the party is two
    flags, _ = judged(BOTH.format(a=a, b=b, t=t), trip())
    assert {a, t.replace(",", "")} & flags


def test_a_party_needs_its_count_and_a_line_of_the_same_thing() -> None:
    # no party counted: 320 is no product; the hotel's 300 x 2 = 600 under `meals ... London`? its
    # line shares `london` but the value is not its product; `meals in Rome` shares no word with a line
    flags, _ = judged("The meals would be 320 euros in London.", trip())
    assert "320" in flags
    flags, _ = judged("For both of you dinner would be 320 euros in Rome.", trip())
    assert "320" in flags


def test_a_span_of_a_rate_no_source_carried_stays_flagged() -> None:
    # $9 a day is no carried rate: it and its product stay flagged
    answer = "On Connect 12GB roaming is **$9.00 per day**:\n\n*   two weeks **$126.00**"
    flags, _ = judged(answer, history(ROAMING))
    assert {"9", "126"} <= flags


def test_a_party_item_of_a_number_no_answer_wrote_stays_flagged() -> None:
    # 170 x 2 = 340: no earlier line wrote 170
    flags, _ = judged(BOTH.format(a="340", b="360", t="1,020"), trip())
    assert "340" in flags
