"""(round 21, records21) The arithmetic of records: `carried-product` (`carried_products.py`)
multiplies two numbers of one record its line names (a tier's `sold` x `face_value`), and the
table's total then follows. Each with its refusals: a digit mutated, a product of another record,
a value whose one-digit neighbour a product of the same results reaches stays flagged."""

from __future__ import annotations

import pytest

from ._helpers import REFERENCE, history, judged

SALES = ("tier,capacity,sold,comps,face_value\n"
         "GA Floor,900,842,12,45.00\n"
         "Balcony,350,291,8,62.00\n"
         "VIP,50,50,4,140.00")
TABLE = ("| Tier | Face |\n|---|---|\n| GA Floor | ${ga} |\n| Balcony | ${balcony} |\n| VIP | ${vip} |\n"
         "| **Total** | **${total}** |")


def _table(ga: str = "37,890.00", balcony: str = "18,042.00", vip: str = "7,000.00", total: str = "62,932.00") -> str:
    return TABLE.replace("{ga}", ga).replace("{balcony}", balcony).replace("{vip}", vip).replace("{total}", total)


def test_a_tier_s_sold_times_its_face_value_and_the_total() -> None:
    flags, computed = judged(_table(), history(SALES))
    assert computed.get("37890") == "carried-product", computed
    assert computed.get("18042") == "carried-product", computed
    assert computed.get("7000") == "carried-product", computed
    assert "62932" in computed, computed
    assert not flags, flags


@pytest.mark.parametrize("ga", ["37,990.00", "37,880.00", "38,890.00"])  # a digit mutated
def test_a_mutated_product_stays_flagged(ga: str) -> None:
    flags, computed = judged(_table(ga=ga), history(SALES))
    assert ga.replace(",", "").removesuffix(".00") in flags, (flags, computed)


def test_a_product_of_another_record_is_no_operand() -> None:
    # Balcony's 291 x 62 written on GA Floor's line
    flags, computed = judged("| Tier | Face |\n|---|---|\n| GA Floor | $18,042.00 |\n", history(SALES))
    assert "18042" in flags, computed


def test_a_record_nothing_names_is_no_operand() -> None:
    flags, computed = judged("Face revenue: $37,890.00.", history(SALES))
    assert "37890" in flags, computed


def test_a_one_digit_neighbour_reached_by_a_sibling_refuses() -> None:
    # 842 x 45 = 37,890 and a sibling's 842 x 46 = 38,732 ... build one whose neighbour is reached:
    # GA's 100 x 45 = 4,500 and Balcony's 100 x 46 = 4,600 (one digit apart)
    rows = "tier,sold,face_value\nGA,100,45\nBalcony,100,46"
    flags, computed = judged("| Tier | Face |\n|---|---|\n| GA | $4,500 |\n", history(rows))
    assert "4500" in flags, computed


def test_the_one_record_of_an_array_needs_no_name() -> None:
    flags, computed = judged("That comes to $1,234.56.", history({"items": [{"sku": "A1", "quantity": 3, "unit_price": 411.52}]}))
    assert computed.get("1234.56") == "carried-product", computed
    flags, computed = judged("That comes to $1,234.66.", history({"items": [{"sku": "A1", "quantity": 3, "unit_price": 411.52}]}))
    assert "1234.66" in flags, computed


def test_the_reference_profile_is_unchanged() -> None:
    flags, _ = judged(_table(), history(SALES), REFERENCE)
    assert "37890" in flags


# --- priced-chain through a stated fee schedule (fee_schedules.py) -------------------------------

SCHEDULE = ("FEE SCHEDULE\nPer ticket\n  Service fee ......... 12% of face value (minimum $3.00)\n"
            "  Facility fee ........ $2.50\nPer order\n  Order processing .... $1.95 (online only)\n"
            "Sales tax\n  Sales tax ........... 8.875% on face value and all fees\n")
EVENT = {"event_id": "EV-1", "tiers": [{"tier": "GA", "capacity": 1100, "face_value": 38.0},
                                       {"tier": "Mezzanine", "capacity": 240, "face_value": 55.0}]}


def test_the_schedule_is_read_by_the_form_of_its_steps() -> None:
    from evidence_audit.evidence.fee_schedules import DISCOUNT, ORDER_FEE, TAX, UNIT_FEE, UNIT_PERCENT, steps_in
    kinds = [(s.kind, s.shown) for _, s in steps_in(SCHEDULE)]
    assert kinds == [(UNIT_PERCENT, "12%"), (UNIT_FEE, "$2.50"), (ORDER_FEE, "$1.95"), (TAX, "8.875%")]  # not the minimum
    assert [(s.kind, s.shown) for _, s in steps_in("Groups of 10 or more: 10% off face value.")] == [(DISCOUNT, "10%")]
    assert steps_in("Doors at 7pm; 12% of visitors come by train; a $45.00 ticket.") == []  # no fee, no price taken of


@pytest.mark.parametrize("answer,value", [
    # (2 x (38 + 12% + 2.50) + 1.95) x 1.08875, the unit price written before it
    ("$38.00 + $4.56 + $2.50 = $45.06 each; x2 + $1.95 = $92.07; with tax **$100.24**.", "100.24"),
    # a named tier's carried face: 3 x (38 + 38 x 12% + 2.50) = 135.18
    ("3 GA tickets: $135.18 before tax.", "135.18"),
    # with the order fee and the tax on the whole: (4 x (38 + 12% + 2.50) + 1.95) x 1.08875 = 198.36
    ("4 GA tickets online with tax: **$198.36**.", "198.36"),
])
def test_a_price_through_the_stated_schedule(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(EVENT, SCHEDULE))
    assert value in computed and "priced-chain" in computed[value], (flags, computed)
    assert value not in flags


@pytest.mark.parametrize("answer,value", [
    ("$38.00 + $4.56 + $2.50 = $45.06 each; x2 + $1.95 = $92.07; with tax **$100.34**.", "100.34"),  # a digit mutated
    ("3 GA tickets: $136.18 before tax.", "136.18"),
    ("4 GA tickets online with tax: **$198.46**.", "198.46"),
    ("3 GA tickets: $178.50 before tax.", "178.5"),  # Mezzanine's price on GA's line: 3 x 59.50 ... no named operand
])
def test_a_mutated_or_unreached_price_stays_flagged(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(EVENT, SCHEDULE))
    assert value in flags, (flags, computed)


def test_no_schedule_no_chain() -> None:
    flags, computed = judged("4 GA tickets online with tax: **$198.36**.", history(EVENT))
    assert "198.36" in flags, computed


# --- carried-total over the records a sentence counts (carried_totals.py) -----------------------

PAYMENTS = [{"amount": 100.0, "recipient": "CH93", "sender": "me", "subject": "Pizza party"},
            {"amount": 200.0, "recipient": "GB29", "sender": "me", "subject": "New year gift"},
            {"amount": 50.0, "recipient": "SE35", "sender": "me", "subject": "Spotify"},
            {"amount": 1000.0, "recipient": "US12", "sender": "me", "subject": "iPhone"},
            {"amount": 10.0, "recipient": "me", "sender": "GB29", "subject": "Sushi dinner"}]


def test_the_records_a_sentence_counts_are_summed_an_answer_later() -> None:
    hist = history(PAYMENTS, answers=("One payment of 1,000.00 stands out.", "Emma Johnson."))
    flags, computed = judged("The four outgoing payments total 1,350.00.", hist)
    assert computed.get("1350") == "carried-total", (flags, computed)


@pytest.mark.parametrize("answer,value", [
    ("The four outgoing payments total 1,360.00.", "1360"),  # a digit mutated
    ("The three outgoing payments total 1,350.00.", "1350"),  # the count is not the group's
])
def test_a_miscounted_or_mutated_group_total_stays_flagged(answer: str, value: str) -> None:
    hist = history(PAYMENTS, answers=("One payment of 1,000.00 stands out.", "Emma Johnson."))
    flags, computed = judged(answer, hist)
    assert value in flags, (flags, computed)


def test_a_product_one_digit_off_a_carried_number_stays_flagged() -> None:
    # VIP's 50 x 140 = 7,000, but a result carries 7,100: a misread of it is the likelier story
    flags, computed = judged(_table(), history(SALES, {"budget": 7100.0}))
    assert "7000" in flags, computed


def test_a_scheduled_price_one_digit_off_a_carried_number_stays_flagged() -> None:
    # (4 x (38 + 12% + 2.50) + 1.95) x 1.08875 = 198.36, and a result carries 198.46
    flags, computed = judged("4 GA tickets online with tax: **$198.36**.", history(EVENT, SCHEDULE, {"budget": 198.46}))
    assert "198.36" in flags, computed


def test_a_wrong_operand_stays_flagged() -> None:
    # Mezzanine's 55 through the schedule on a line naming GA only: 3 x (55 + 6.60 + 2.50) = 192.30
    flags, computed = judged("3 GA tickets: $192.30 before tax.", history(EVENT, SCHEDULE))
    assert "192.3" in flags, computed


def test_another_group_of_the_counted_size_one_digit_off_refuses() -> None:
    # `recurring` false holds four payments too: 100 + 200 + 1,000 + 10 = 1,310, one digit off 1,350
    payments = [dict(p, recurring=p["subject"] == "Spotify") for p in PAYMENTS]
    hist = history(payments, answers=("One payment of 1,000.00 stands out.", "Emma Johnson."))
    flags, computed = judged("The four outgoing payments total 1,350.00.", hist)
    assert "1350" in flags, computed
