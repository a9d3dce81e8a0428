"""Round 12 (recall12): one-digit mutants of computed values that the arithmetic excused, refused by
narrowing the rules that excused them; each test holds the mutant flagged and the true value still
computed (or grounded), so a narrowing that drops the true value fails too."""

from __future__ import annotations

import json

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.comma_amounts import comma_amounts
from evidence_audit.evidence.sum_guards import crosses_columns, mixes_plus, repeats_its_steps, slipped_list_total
from evidence_audit.evidence.zero_places import keeps_written_zeros

from decimal import Decimal

from ._helpers import DEFAULT, REFERENCE, history, judged

TRANSACTIONS = [
    {"date": "2022-03-01", "subject": "Spotify Premium", "amount": 50.0, "recurring": True},
    {"date": "2022-03-04", "subject": "Purchase at Apple Store: iPhone 3GS", "amount": 1000.0},
    {"date": "2022-03-07", "subject": "Sushi dinner", "amount": 10.0, "incoming": True},
]
SPENDING = (
    "Looking at your transactions dated March 2022:\n\n"
    "- March 1st, 2022: Spotify Premium, 50.00 (recurring)\n"
    "- March 4th, 2022: Purchase at Apple Store: iPhone 3GS, 1,000.00\n"
    "- March 7th, 2022: an incoming 10.00 for a sushi dinner (not spending)\n\n"
    "Total spending in March 2022: 50.00 + 1,000.00 = **{}**."
)


def test_a_result_its_own_written_equation_refutes_is_flagged_whatever_rule_would_excuse_it() -> None:
    hist = history(TRANSACTIONS)
    flags, computed = judged(SPENDING.format("1,050.00"), hist)
    assert flags == set() and computed["1050"] == "written"
    # the list's three items sum to 1,060: the `total` rule took them, the equation says 1,050
    assert judged(SPENDING.format("1,060.00"), hist)[0] == {"1060"}
    assert judged(SPENDING.format("1,150.00"), hist)[0] == {"1150"}


def test_a_split_part_does_not_excuse_a_refuted_product() -> None:
    hist = history({"plan": {"monthly": 250, "months": 7}, "loan": 3000})
    answer = "Your loan is €3,000. From June through December there are 7 payments: 7 × €250 = **€{}** by the end of December."
    flags, computed = judged(answer.format("1,750"), hist)
    assert flags == set() and computed["1750"] == "written"
    assert "2750" in judged(answer.format("2,750"), hist)[0]  # 3000 - 250, but 7 x 250 is written


def test_approximately_is_a_rounding_or_a_cut_not_one_unit_past() -> None:
    hist = history({"plans": [{"name": "Premium", "price": 65, "data_gb": 15}, {"name": "Basic", "price": 20, "data_gb": 3}]})
    flags, computed = judged("Premium: $65 / 15 GB ≈ **$4.33/GB**.", hist)
    assert flags == set() and computed["4.33"] == "written"
    assert judged("Premium: $65 / 15 GB ≈ **$4.34/GB**.", hist)[0] == {"4.34"}  # 4.333... is not 4.34
    assert judged("Premium: $65 / 15 GB ≈ **$4.32/GB**.", hist)[0] == {"4.32"}
    # a cut at the places written is how people write about: 20 / 3 = 6.666... ≈ 6.66
    assert judged("Basic: $20 / 3 GB ≈ **$6.66/GB**.", hist)[0] == set()
    assert judged("Basic: $20 / 3 GB ≈ **$6.67/GB**.", hist)[0] == set()
    assert judged("Basic: $20 / 3 GB ≈ **$6.68/GB**.", hist)[0] == {"6.68"}


def _airline_run() -> list[dict[str, object]]:
    return [
        {"role": "system", "content": "You are an agent."},
        {"role": "user", "content": "Move my trip one day later, both of us."},
        {"role": "tool", "content": json.dumps({"reservation_id": "9XLT4B", "flights": [{"flight_number": "HAT122", "price": 348}],
                                                "gift_card_6610293": {"amount": 250.0}})},
        {"role": "tool", "content": json.dumps([
            {"flight_number": "HAT122", "date": "2024-05-23", "prices": {"economy": 462}, "available_seats": {"economy": 11}},
            {"flight_number": "HAT276", "date": "2024-05-23", "prices": {"economy": 239}, "available_seats": {"economy": 4}}])},
        {"role": "assistant", "content": "- HAT122: ($462 - $348) x 2 = $228 more\n- HAT276: ($348 - $239) x 2 = $218 back to you\n\nWhich flight would you prefer?"},
        {"role": "user", "content": "HAT122 please"},
    ]


def test_a_wide_rule_does_not_excuse_a_slip_of_a_value_an_earlier_answer_computed() -> None:
    answer = "- New flight: HAT122 on 2024-05-23, 2 passengers\n- Price difference: ${}, paid with gift card (balance $250.00, leaving $22.00)"
    flags, computed = judged(answer.format("228"), _airline_run())
    assert "228" not in flags and computed["228"] == "repeat"
    # 11 seats + the 218 of the previous answer is 229: the `record` rule paired them
    assert "229" in judged(answer.format("229"), _airline_run())[0]
    assert "238" in judged(answer.format("238"), _airline_run())[0]


def test_a_two_digit_value_one_digit_off_an_earlier_computed_value_is_not_a_slip() -> None:
    # 2-digit values are one digit off many others: `+$30.00` (279 - 249) after a spread of $50.00
    history = [
        {"role": "user", "content": "what watches do you have?"},
        {"role": "tool", "content": json.dumps({"variants": [{"size": "41mm", "price": 229.0}, {"size": "44mm", "price": 249.0},
                                                             {"size": "44mm titanium", "price": 279.0}]})},
        {"role": "assistant", "content": "- 41mm $229.00\n- 44mm $249.00\n- 44mm titanium $279.00\n\nRange $229.00-$279.00, spread $50.00."},
        {"role": "user", "content": "titanium vs the 44mm, how much more?"},
    ]
    flags, computed = judged("+$30.00 for the titanium.", history)
    assert "30" not in flags and "30" in computed
    assert "40" in judged("+$40.00 for the titanium.", history)[0]


def test_a_digit_glued_to_letters_is_no_count() -> None:
    policy = "Offer a certificate of 100 dollars times the number of passengers."
    hist = history({"reservation_id": "3MZ7HW", "passengers": [{"name": "Hannah"}, {"name": "Jonas"}], "membership": "silver"},
                   system=policy, user="My flight was cancelled. Reservation 3MZ7HW, user hannah_schmidt_6620.")
    answer = "You are eligible for a travel certificate of $100 per passenger, ${} in total."
    flags, computed = judged(answer.format("200"), hist)
    assert flags == set() and computed["200"] == "per-count"
    # the `3` of `3MZ7HW` counted three passengers: 3 x 100
    assert "300" in judged(answer.format("300"), hist)[0]
    counted = history({"reservation_id": "3MZ7HW"}, system=policy, user="Reservation 3MZ7HW, the 3 of us.")
    flags, computed = judged(answer.format("300"), counted)
    assert flags == set() and computed["300"] == "per-count"


def test_a_bold_amount_is_no_masked_card_ending() -> None:
    hist = history({"payment_methods": [{"id": "credit_card_1", "number": "4111111111110986"}], "paid": 2198.0, "refund": 1312.0})
    table = "| | Amount |\n|---|---|\n| Originally paid | $2,198.00 |\n| Refund | −$1,312.00 |\n| **Net cost** | **${}** |"
    flags, computed = judged(table.format("886.00"), hist)
    assert flags == set() and "886" in computed
    assert "986" in judged(table.format("986.00"), hist)[0]  # `**$986.00**`: bold, not `****0986`
    v = check_answer("Charged to the card ending in 0986.", hist, DEFAULT)
    assert not v.unsupported  # a card's ending after its cue still grounds


def test_a_list_total_does_not_reach_above_its_list_to_excuse_a_slip() -> None:
    hist = history({"subject": "note", "amount": 10.0}, [{"recipient": "Spotify", "amount": 50.0, "date": "2022-04-01"},
                                                         {"recipient": "Rent", "amount": 1100.0, "date": "2022-04-04"}])
    answer = ("The note was in the subject of the 10.00 incoming transaction.\n\n**Scheduled payments**\n"
              "*   Spotify Premium: 50.00, next on 2022-04-01 (recurring)\n*   Rent: 1,100.00 on 2022-04-04\n\n"
              "Together that's **{}** for April.")
    flags, computed = judged(answer.format("1,150.00"), hist)
    assert flags == set() and computed["1150"] == "total"
    assert "1160" in judged(answer.format("1,160.00"), hist)[0]
    assert slipped_list_total("x 10.00\n- a 50.00\n- b 1,100.00\n", [(2, Decimal(10)), (14, Decimal(50)), (26, Decimal(1100))], Decimal(1160))
    assert not slipped_list_total("x 10.00\n- a 50.00\n- b 1,100.00\n", [(2, Decimal(10)), (14, Decimal(50)), (26, Decimal(1100))], Decimal(2160))


def test_a_column_of_spent_and_plus_signed_received_amounts_is_not_summed_whole() -> None:
    hist = history(*[{"subject": s, "amount": a} for s, a in (("Pizza party", 100.0), ("New year gift", 200.0),
                                                              ("Spotify Premium", 50.0), ("iPhone 3GS", 1000.0), ("Sushi", 10.0))])
    answer = ("| Date | Description | Amount |\n|---|---|---|\n| Jan 1 | Pizza party | 100.00 |\n| Feb 12 | New year gift | 200.00 |\n"
              "| Mar 1 | Spotify Premium | 50.00 |\n| Mar 4 | iPhone 3GS | 1,000.00 |\n| Mar 7 | Sushi dinner (received) | +10.00 |\n\n"
              "*   **Total spent:** {}")
    flags, computed = judged(answer.format("1,350.00"), hist)
    assert flags == set() and "1350" in computed
    assert "1360" in judged(answer.format("1,360.00"), hist)[0]
    assert mixes_plus("a 5 +7", [(2, 2), (4, 5)]) and not mixes_plus("a 5 7", [(2, 2), (4, 4)])


def test_a_value_written_with_trailing_zeros_holds_at_those_places() -> None:
    assert not keeps_written_zeros("70.70", Decimal("70.7"), "5012448.91 / 70915 = 70.7")  # 70.68...
    assert keeps_written_zeros("70.70", Decimal("70.7"), "707 / 10 = 70.7")
    assert keeps_written_zeros("12.50", Decimal("12.5"), "25 / 2 = 12.5")
    assert keeps_written_zeros("70.7", Decimal("70.7"), "5012448.91 / 70915 = 70.7")  # one place written: rounded
    assert keeps_written_zeros("70.70", Decimal("70.7"), "70.7 (a note the rules wrote) = 70.7")


AKTIE = {"schluss": 242.95, "veraenderung": 4.55, "hoch": 243.85, "umsatz": 1894212.57}


def test_a_decimal_comma_texts_amounts_are_judged_off_its_equations_lines() -> None:
    hist = history(AKTIE)
    assert judged("Schlusskurs: 242,95 € (+4,55 €). Tageshoch 243,85 €, Umsatz 1.894.212,57 €.", hist)[0] == set()
    assert judged("Schlusskurs: 242,96 € (+4,55 €). Tageshoch 243,85 €, Umsatz 1.894.212,57 €.", hist)[0] == {"242,96"}
    assert judged("Schlusskurs: 242,95 € (+4,55 €). Tageshoch 244,85 €, Umsatz 1.894.212,57 €.", hist)[0] == {"244,85"}
    # grouped with spaces (French): one number, judged whole
    assert judged("Chiffre d'affaires : 1 894 212,57 €, clôture 242,95 €.", hist)[0] == set()
    assert judged("Chiffre d'affaires : 1 894 212,58 €, clôture 242,95 €.", hist)[0] == {"1 894 212,58"}
    # the reference profile reads none of them
    v = check_answer("Schlusskurs: 242,96 € (+4,55 €), Umsatz 1.894.212,57 €.", hist, REFERENCE)
    assert "242.96" not in {c.value for c in v.unsupported}


def test_what_comma_amounts_reads_and_refuses() -> None:
    text = "Umsatz 1.894.212,57 €, Schluss 242,96 €, Artikel 12,5 und 1 002 311,40 € sowie 22,4 %."
    assert comma_amounts(text, 4, frozenset({"1.894.212,57"})) == [("242.96", "242,96"), ("1002311.4", "1 002 311,40")]
    assert comma_amounts("Schluss 242,96 € at 12.5 %", 4, frozenset()) == []  # English too: no clear locale
    assert comma_amounts("Schluss 242,96 und 19,85", 4, frozenset()) == []  # no decimal comma only one can be


def test_a_wide_rule_still_adds_a_round_number_to_the_earlier_value_it_is_one_digit_off() -> None:
    hist = history({"items": [{"item_id": "1", "price": 99.51}, {"item_id": "2", "price": 329.58}]},
                   {"payment_methods": {"gift_card_5049937": {"source": "gift_card", "balance": 300.0}}},
                   answers=("Refund for both items: $99.51 + $329.58 = $429.09.",))
    answer = ("Done. Once they're received, $429.09 will be added to your gift card. The gift card currently shows "
              "a balance of $300.00, so after the refund it would come to ${}.")
    flags, computed = judged(answer.format("729.09"), hist)
    assert flags == set() and "729.09" in computed  # 300 + 429.09: one digit off 429.09, and made of it
    assert "729.19" in judged(answer.format("729.19"), hist)[0]


def test_a_near_miss_of_a_value_computed_from_another_computed_value_is_flagged_not_listed() -> None:
    hist = history([{"subject": s, "amount": a, "date": d} for s, a, d in (
        ("Pizza party", 100.0, "2022-01-01"), ("New year gift", 200.0, "2022-02-12"), ("Spotify Premium", 50.0, "2022-03-01"),
        ("iPhone 3GS", 1000.0, "2022-03-04"), ("Sushi dinner", 10.0, "2022-03-07"))])
    answer = ("Since January 1, 2022 you sent **1,350.00** in 4 transactions (Pizza party 100.00, New year gift 200.00, "
              "Spotify 50.00, iPhone 1,000.00). You received 10.00, so the net outflow is **{}**.")
    flags, computed = judged(answer.format("1,340.00"), hist)
    assert flags == set() and computed["1340"] == "pair"
    # 1350 - 10 asked again with 1350 as computed in this answer, as its own pass has it: a near-miss
    v = check_answer(answer.format("1,341.00"), hist, DEFAULT)
    assert {c.value for c in v.unsupported} == {"1341"} and not v.unverified


MARCH = [{"subject": "Spotify Premium", "amount": 50.0, "date": "2022-03-01"},
         {"subject": "iPhone 3GS", "amount": 1000.0, "date": "2022-03-04"},
         {"subject": "Sushi dinner", "amount": 10.0, "date": "2022-03-07", "incoming": True}]


def test_a_total_sums_the_items_after_it_in_its_sentence_only() -> None:
    hist = history(MARCH)
    answer = ("Your total spending in March 2022 was **{}**: 50.00 for Spotify Premium on March 1 and 1,000.00 for the "
              "iPhone 3GS on March 4. The 10.00 you received on March 7 isn't counted.")
    flags, computed = judged(answer.format("1,050.00"), hist)
    assert flags == set() and computed["1050"] == "total"
    assert "1060" in judged(answer.format("1,060.00"), hist)[0]  # the next sentence's 10.00 is no item


def test_a_wide_rule_does_not_excuse_a_slip_of_the_list_total_above() -> None:
    hist = history([{"recipient": "Spotify", "amount": 50.0, "date": "2022-04-01"}, {"recipient": "Rent", "amount": 1100.0, "date": "2022-04-05"}],
                   {"balance": 1810.0}, answers=("Your total spending in March 2022 was 50.00 + 1,000.00 = 1,050.00.",))
    answer = ("Scheduled for April:\n- **Spotify Premium**: 50.00 on 2022-04-01 (recurring)\n- **Rent**: 1,100.00 on 2022-04-05\n\n"
              "Total: **{}**. Your balance is 1,810.00.")
    flags, computed = judged(answer.format("1,150.00"), hist)
    assert flags == set() and computed["1150"] == "total"
    # 1,050 (the previous answer) + 1,100 is 2,150: one digit off the list's own total
    assert "2150" in judged(answer.format("2,150.00"), hist)[0]


def test_a_total_does_not_add_an_equations_result_to_its_own_operands() -> None:
    hist = history({"plan": "Connect 12GB", "monthly": 42.0, "suspended_fee": 5.0}, user="What if I suspend it for two months?")
    answer = "Your plan is Connect 12GB at $42.00 per month. Suspended you pay $5, so you save $42.00 - $5.00 = $37.00 per month, ${} over the two months."
    flags, computed = judged(answer.format("74.00"), hist)
    assert flags == set() and computed["74"] == "per-count"
    assert "84" in judged(answer.format("84.00"), hist)[0]  # 42 + 5 + 37
    assert repeats_its_steps([1, 5, 9], [(), (), (1, 5)]) and not repeats_its_steps([1, 5, 9], [(), (), (20, 25)])


def test_a_split_part_takes_no_value_computed_here_silently_as_another_part() -> None:
    hist = history({"plan_price": 42.0, "refuel": 3.5, "bills": {"march": 58.0, "april": 61.5}},
                   answers=("With Travel 20GB, March would have been $74.00 against the $58.00 you paid.",))
    answer = ("No. Without roaming those months you paid $42.00 for the plan (plus a $3.50 refuel in April), so Travel 20GB "
              "would have cost $16.00 more in March and ${} more in April.")
    flags, computed = judged(answer.format("12.50"), hist)
    assert flags == set() and computed["12.5"] == "pair"
    assert "22.5" in judged(answer.format("22.50"), hist)[0]  # 42 - 3.5 - 16: no payment's parts


def test_a_total_row_sums_its_own_column() -> None:
    hist = history(*[{"date": d, "subject": s, "amount": a} for d, s, a in (
        ("2022-01-01", "Pizza party", 100.0), ("2022-02-12", "New year gift", 200.0), ("2022-03-01", "Spotify Premium", 50.0),
        ("2022-03-04", "iPhone 3GS", 1000.0), ("2022-03-07", "Sushi dinner", 10.0))])
    answer = ("| Date | What | Out | In |\n|---|---|---|---|\n| 2022-01-01 | Pizza party | 100.00 | |\n| 2022-02-12 | New year gift | 200.00 | |\n"
              "| 2022-03-01 | Spotify Premium | 50.00 | |\n| 2022-03-04 | iPhone 3GS | 1,000.00 | |\n| 2022-03-07 | Sushi dinner | | 10.00 |\n"
              "| **Total** | | **{}** | **10.00** |")
    flags, computed = judged(answer.format("1,350.00"), hist)
    assert flags == set() and "1350" in computed
    assert "1360" in judged(answer.format("1,360.00"), hist)[0]  # the In column's 10.00 is no item of Out
    assert crosses_columns((0, 5, 2), [(0, 1, 2), (0, 4, 3)]) and not crosses_columns((0, 5, 2), [(0, 1, 2), None])
    assert not crosses_columns(None, [(0, 1, 3)])
    assert not crosses_columns((0, 5, 2), [(0, 5, 1), (1, 2, 3)])  # its own row's cells, another table's


def test_trailing_zeros_leave_an_expression_printed_without_its_signs_alone() -> None:
    # the `net` rule prints `3.5 + 3.5` for +3.50 and −3.50: no rounding of 0 to judge places by
    assert keeps_written_zeros("0.00", Decimal("0"), "3.5 + 3.5 = 0")
    # nothing past the places written to round: left as the rule found it (heldout2 finance-32)
    assert keeps_written_zeros("2500.00", Decimal("2500"), "3 x 833.33 = 2500")
