"""Round 17 (units17): unit prices, conversions at a stated rate, prorations, proportional splits and
products with a unit constant, each as an extension of the rule it almost fit:
- `count-divided` (count_divisions.py): a value per unit (`per battery`, `Per day`, `a day`, `/GB`)
  over a quantity of that unit its sentence writes (`9 days`, `14 GB`), or a pack's count (`12-pack`)
  with the price of the record stating it (pack_counts.py);
- `rate-step` (rate_steps.py): an exchange rate written with both currencies (`149.2 yen per dollar`,
  `1 USD = 7.12 CNY`: stated_exchanges.py), applied only from one of them to the other; a list
  item's line takes the amount of the line before;
- `share-of-whole` (whole_shares.py): a split in proportion to two amounts paid;
- `arrow-step` (arrow_steps.py): a chain starting at an amount times days over a period's days;
- `convert` (units.py): bits on the decimal ladders (a GB is 8,000 megabits).
Each with its refusals: a digit mutated, a wrong count, a rate nobody stated, the wrong currency, a
neighbour reached as cheaply, the reference profile."""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence.stated_exchanges import converts, exchanges_in

from ._helpers import REFERENCE, history, judged


def _variant(item_id: str, price: float, pieces: str) -> dict[str, Any]:
    return {"item_id": item_id, "options": {"pieces": pieces}, "available": True, "price": price}


BATTERIES = {"name": "AA Batteries", "product_id": "2165748392", "variants": {
    "9906677801": _variant("9906677801", 11.49, "12"), "9906677812": _variant("9906677812", 19.99, "24"),
    "9906677823": _variant("9906677823", 35.96, "48")}}
PER_BATTERY = "Per battery: 12-pack ${}, 24-pack ${}, 48-pack ${} → the 48-pack."
TRIP = {"trip": "Mexico", "total": 177.16}
PER_DAY = "**Per day in Mexico:** ${} ($177.16 over **{} days**)."
ORDER = {"order_id": "#W9911326", "items": [{"name": "Tuner", "price": 14.2}, {"name": "Stand", "price": 32.4},
                                            {"name": "Ukulele", "price": 84.0}]}
YEN = "1. Return requested: $14.20 + $32.40 = $46.60 to your card\n2. In yen: ¥{}"
OSAKA = "I live in Osaka now. I use 149.2 yen per dollar."
PAID = {"order_id": "#W9911120", "items": [{"name": "Dumbbells", "price": 219.0}, {"name": "Yoga Mat", "price": 39.0},
                                           {"name": "Blocks", "price": 18.5}],
        "payment_history": [{"transaction_type": "payment", "amount": 100.0, "payment_method_id": "gift_card_3387205"},
                            {"transaction_type": "payment", "amount": 176.5, "payment_method_id": "credit_card_3387610"}]}
SPLIT = ("It contains the Adjustable Dumbbells at $219.00, a Yoga Mat at $39.00 and Yoga Blocks at $18.50. You paid "
         "$100.00 with your gift card and $176.50 with your credit card. You can have the full $219.00 go to either. "
         "If you'd like it to mirror how you paid, a {} split would be ${} to the gift card.")
PLANS = {"plans": [{"name": "Lite 4GB", "price": 35.0}, {"name": "Flex 20GB", "price": 55.0}]}
PRORATED = "## This cycle\n- Credit for Lite: $35.00 × 25/{} → −${}\n- Charge for Flex: $55.00 × 25/{} → ${}\n"
SPEED = {"line_id": "L8830", "download_mbps": 48.6}
MEGABITS = "A 2 GB download is about {} megabits. At 48.6 Mbps it would take about 329 seconds."


# --- a unit price over a pack's count, the record stating it -----------------------------------------
def test_a_price_per_piece_over_the_pack_count_of_its_record_is_computed() -> None:
    flags, computed = judged(PER_BATTERY.format("0.958", "0.833", "0.749"), history(BATTERIES))
    assert not {"0.958", "0.833", "0.749"} & flags
    assert computed["0.958"] == computed["0.833"] == computed["0.749"] == "count-divided"


@pytest.mark.parametrize("wrong", [("0.968", "0.833", "0.749"), ("0.958", "0.823", "0.749"), ("0.958", "0.833", "0.759")])
def test_a_mutated_price_per_piece_stays_flagged(wrong: tuple[str, str, str]) -> None:
    flags, _ = judged(PER_BATTERY.format(*wrong), history(BATTERIES))
    assert set(wrong) - {"0.958", "0.833", "0.749"} <= flags


def test_a_price_per_piece_over_another_packs_count_stays_flagged() -> None:
    """`12-pack $0.833`: 0.833 is the 24-pack's 19.99 / 24, not a price of the record stating 12."""
    flags, _ = judged("Per battery: 12-pack $0.833.", history(BATTERIES))
    assert "0.833" in flags


def test_a_price_per_piece_without_a_word_per_unit_stays_flagged() -> None:
    flags, _ = judged("Batteries: 12-pack $0.958.", history(BATTERIES))
    assert "0.958" in flags


def test_a_pack_count_whose_records_reach_a_neighbour_is_refused() -> None:
    """Two records state 12 pieces: 11.49 / 12 = 0.958 and 11.51 / 12 = 0.959; the chance test refuses."""
    two = {"variants": {"a": _variant("a", 11.49, "12"), "b": _variant("b", 11.51, "12")}}
    flags, _ = judged("Per battery: 12-pack $0.958.", history(two))
    assert "0.958" in flags


def _rug(item_id: str, price: float, size: str) -> dict[str, Any]:
    return {"item_id": item_id, "options": {"size": size, "pattern": "geometric"}, "available": True, "price": price}


RUGS = {"name": "Area Rug", "variants": {"a": _rug("a", 185.0, "5x8"), "b": _rug("b", 129.0, "4x6"), "c": _rug("c", 249.0, "6x9")}}


def test_a_price_per_square_foot_over_the_size_of_its_record_is_computed() -> None:
    """`Per sq ft: 4x6 $5.38`: the record stating `4x6` costs 129.0, over 24 square feet."""
    flags, computed = judged("Per sq ft: 4x6 $5.38, 6x9 $4.61.", history(RUGS))
    assert not {"5.38", "4.61"} & flags and computed["5.38"] == computed["4.61"] == "count-divided"


@pytest.mark.parametrize("wrong", ["5.39", "4.38", "5.28"])
def test_a_mutated_price_per_square_foot_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"Per sq ft: 4x6 ${wrong}.", history(RUGS))
    assert wrong in flags


def test_a_size_without_a_square_unit_divides_nothing() -> None:
    """`Per rug: 4x6 $5.38`: a rug is no square foot; 4 x 6 counts nothing here."""
    flags, _ = judged("Per rug: 4x6 $5.38.", history(RUGS))
    assert "5.38" in flags


# --- a value per unit over a quantity of the unit its sentence writes ---------------------------------
def test_a_value_per_day_over_the_days_written_after_it_is_computed() -> None:
    flags, computed = judged(PER_DAY.format("19.68", "9"), history(TRIP))
    assert "19.68" not in flags and computed["19.68"] == "count-divided"


@pytest.mark.parametrize("wrong", ["19.69", "19.58", "18.68"])
def test_a_mutated_value_per_day_stays_flagged(wrong: str) -> None:
    flags, _ = judged(PER_DAY.format(wrong, "9"), history(TRIP))
    assert wrong in flags


def test_a_value_per_day_over_another_count_of_days_stays_flagged() -> None:
    """177.16 / 8 = 22.15, but the answer wrote 9 days beside 19.68: the count is the sentence's."""
    flags, _ = judged(PER_DAY.format("22.15", "9"), history(TRIP))
    assert "22.15" in flags


def test_a_value_over_days_with_no_word_per_unit_stays_flagged() -> None:
    flags, _ = judged("In Mexico: $19.68 ($177.16 over **9 days**).", history(TRIP))
    assert "19.68" in flags


# --- an exchange rate stated with both currencies -------------------------------------------------------
def test_exchange_rates_are_read_with_both_currencies() -> None:
    (yen,) = exchanges_in(OSAKA)
    assert yen.shown == "149.2" and yen.pair == {"JPY", "USD"}
    (cny,) = exchanges_in("1. Rate on the record: 1 USD = 7.12 CNY")
    assert cny.shown == "7.12" and cny.pair == {"USD", "CNY"}
    (eur,) = exchanges_in("At the **1.08** USD per EUR on your April record")
    assert eur.shown == "1.08" and eur.pair == {"USD", "EUR"}
    assert exchanges_in("what is that in RMB? use 7.18") == []  # (no currency beside the number)
    assert converts(frozenset({"JPY", "USD"}), "JPY", "USD") and not converts(frozenset({"JPY", "USD"}), "EUR", "USD")


def test_an_amount_at_a_rate_the_user_stated_is_computed() -> None:
    flags, computed = judged(YEN.format("6,953"), history(ORDER, user=OSAKA))
    assert "6953" not in flags and computed["6953"] == "rate-step"


@pytest.mark.parametrize("wrong", ["6,954", "6,853", "6,952"])
def test_a_mutated_conversion_stays_flagged(wrong: str) -> None:
    flags, _ = judged(YEN.format(wrong), history(ORDER, user=OSAKA))
    assert wrong.replace(",", "") in flags


def test_a_rate_that_names_one_currency_converts_nothing() -> None:
    flags, _ = judged(YEN.format("6,953"), history(ORDER, user="I live in Osaka now. I use 149.2 per dollar."))
    assert "6953" in flags


def test_a_rate_converts_only_to_its_own_currencies() -> None:
    flags, _ = judged("1. Return requested: $14.20 + $32.40 = $46.60 to your card\n2. In euros: €6,953",
                      history(ORDER, user=OSAKA))
    assert "6953" in flags


def test_a_list_items_conversion_takes_the_line_before() -> None:
    answer = "1. $32.40 / 120 cm = $0.27 per cm\n2. About ¥{} per cm"
    flags, computed = judged(answer.format("40.3"), history(ORDER, user=OSAKA))
    assert "40.3" not in flags and computed["40.3"] == "rate-step"
    flags, _ = judged(answer.format("40.4"), history(ORDER, user=OSAKA))
    assert "40.4" in flags


# --- a split in proportion to the amounts paid ------------------------------------------------------------
def test_a_split_in_proportion_to_two_payments_is_computed() -> None:
    flags, computed = judged(SPLIT.format("proportional", "79.20"), history(PAID))
    assert "79.2" not in flags and computed["79.2"] == "share-of-whole"


@pytest.mark.parametrize("wrong", ["79.30", "78.20", "79.21"])
def test_a_mutated_proportional_part_stays_flagged(wrong: str) -> None:
    flags, _ = judged(SPLIT.format("proportional", wrong), history(PAID))
    assert wrong.rstrip("0") in flags


def test_a_split_not_said_to_be_proportional_stays_flagged() -> None:
    flags, _ = judged(SPLIT.format("fair", "79.20"), history(PAID))
    assert "79.2" in flags


# --- a chain starting at an amount prorated over a period's days ----------------------------------------
def test_a_proration_over_the_periods_days_is_computed() -> None:
    flags, computed = judged(PRORATED.format("31", "28.23", "31", "44.35"), history(PLANS))
    assert not {"28.23", "44.35"} & flags
    assert computed["28.23"] == computed["44.35"] == "arrow-step"


@pytest.mark.parametrize("wrong", [("28.24", "44.36"), ("28.13", "45.35")])
def test_a_mutated_proration_stays_flagged(wrong: tuple[str, str]) -> None:
    flags, _ = judged(PRORATED.format("31", wrong[0], "31", wrong[1]), history(PLANS))
    assert set(wrong) <= flags


def test_a_proration_over_no_periods_days_is_not_computed() -> None:
    """35 x 25 / 32 = 27.34: 32 is the days of no period."""
    _, computed = judged(PRORATED.format("32", "27.34", "32", "42.97"), history(PLANS))
    assert computed.get("27.34") != "arrow-step" and computed.get("42.97") != "arrow-step"


# --- a size in megabits -------------------------------------------------------------------------------
def test_a_size_in_megabits_is_computed() -> None:
    flags, computed = judged(MEGABITS.format("16,000"), history(SPEED, user="how long would a 2 GB file take?"))
    assert "16000" not in flags and computed["16000"] == "convert"


@pytest.mark.parametrize("wrong", ["16,001", "15,000", "16,800"])
def test_a_mutated_size_in_megabits_stays_flagged(wrong: str) -> None:
    flags, _ = judged(MEGABITS.format(wrong), history(SPEED, user="how long would a 2 GB file take?"))
    assert wrong.replace(",", "") in flags


# --- the reference profile ---------------------------------------------------------------------------------
def test_the_reference_profile_computes_none_of_them() -> None:
    flags, computed = judged(PER_DAY.format("19.68", "9"), history(TRIP), REFERENCE)
    assert "19.68" in flags and not computed
    flags, computed = judged(YEN.format("6,953"), history(ORDER, user=OSAKA), REFERENCE)
    assert "6953" in flags and not computed


def test_a_rate_the_answer_writes_converts_only_when_resolved() -> None:
    """`1 USD = 7.13 CNY` where the record carries 7.12: the written rate is itself unsupported."""
    record = {"line_id": "L8850", "exchange_note": "CNY", "usd_cny": 7.12}
    answer = "1. Rate on the record: 1 USD = {} CNY\n2. $17.34 at that rate: ¥{}"
    flags, computed = judged(answer.format("7.12", "123.46"), history(record, user="what is $17.34 in yuan?"))
    assert "123.46" not in flags and computed["123.46"] in ("exchange", "rate-step")
    flags, _ = judged(answer.format("7.13", "123.63"), history(record, user="what is $17.34 in yuan?"))
    assert "123.63" in flags
