"""mill42: heldout39's leftovers and heldout23's `税込み` (made-up runs; none of the corpora's texts):
honest steps excused, and refusals that could fail."""

from __future__ import annotations

from ._helpers import flagged, history, judged

# a stated tax named on the value's line in the answer's own language (`tax_names.names_tax`)
YARD = ("You are the desk of a boat yard. Rules (prices in EUR excluding VAT 25.5% unless stated):\n"
        "- Antifouling: EUR 38 a metre of hull.\n- Deposit 30% of the order.")
ORDER = {"order": "BY-2207", "total_excl_vat": 1687.0, "units": 20}


def test_stated_vat_named_in_japanese_passes() -> None:
    flags, _ = judged("1台€84.35、税込み€105.86です。", history(ORDER, system=YARD, user="per unit"))
    assert "105.86" not in flags


def test_stated_vat_named_in_german_and_spanish_passes() -> None:
    for line in ("84,35 € netto, mit Mehrwertsteuer 105,86 €", "84.35 EUR, con impuestos 105.86 EUR"):
        flags, _ = judged(line, history(ORDER, system=YARD, user="per unit"))
        assert "105.86" not in flags, line


def test_stated_vat_named_in_japanese_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("1台€84.35、税込み€105.96です。", history(ORDER, system=YARD, user="per unit"))
    assert "105.96" in flags


def test_stated_deposit_put_on_under_a_japanese_tax_word_stays_flagged() -> None:
    # 84.35 x 1.30: the deposit's percent, not the tax's, whatever word the line writes
    flags, _ = judged("1台€84.35、税込み€109.66です。", history(ORDER, system=YARD, user="per unit"))
    assert "109.66" in flags


def test_no_tax_word_in_any_language_stays_flagged() -> None:
    flags, _ = judged("1台€84.35、合計€105.86です。", history(ORDER, system=YARD, user="per unit"))
    assert "105.86" in flags


# a whole's mean price a unit from its parts' stated shares and prices (`weighted_means.py`)
ESTATE = ("You are the desk of a coffee estate. Rules (amounts in USD):\n"
          "- Cherry grades: AA (large beans) is 20% of the green weight, AB 50%, C (small) 30%.\n"
          "- Prices a kg of green coffee: AA 6.40 USD, AB 5.10 USD, C 3.20 USD.\n"
          "- Pickers are paid 0.30 USD a kg of cherry.")
LOT = {"lot": "L-3318", "green_kg": 412.6, "cherry_kg": 2063}


def test_weighted_means_reads_the_shares_and_prices() -> None:
    from evidence_audit.evidence.weighted_means import weighted_means

    [mean] = weighted_means(ESTATE)
    assert (str(mean.value), mean.currency, mean.unit) == ("4.79", "USD", "kg")  # 1.28 + 2.55 + 0.96


def test_weighted_means_refuses_shares_not_summing_to_100_or_an_unpriced_part() -> None:
    from evidence_audit.evidence.weighted_means import weighted_means

    assert weighted_means(ESTATE.replace("C (small) 30%", "C (small) 25%")) == []
    assert weighted_means(ESTATE.replace(", C 3.20 USD", "")) == []
    assert weighted_means(ESTATE.replace("C 3.20 USD", "C 3.20 EUR")) == []


def test_a_quantity_at_the_weighted_mean_passes() -> None:
    flags, _ = judged("| Lot | Green | At the mix |\n|---|---|---|\n| L-3318 | 412.6 kg | 1,976.35 USD |",
                      history(LOT, system=ESTATE, user="value at the usual split?"))
    assert "1976.35" not in flags  # 412.6 x 4.79 = 1,976.354


def test_a_quantity_at_the_weighted_mean_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("| Lot | Green | At the mix |\n|---|---|---|\n| L-3318 | 412.6 kg | 1,976.85 USD |",
                      history(LOT, system=ESTATE, user="value at the usual split?"))
    assert "1976.85" in flags


def test_a_quantity_at_a_mean_of_shares_not_summing_to_100_stays_flagged() -> None:
    # 20% + 50% + 25%: no whole, no mean (4.63 would be 412.6 x 4.63 = 1,910.34)
    system = ESTATE.replace("C (small) 30%", "C (small) 25%")
    flags, _ = judged("| Lot | Green | At the mix |\n|---|---|---|\n| L-3318 | 412.6 kg | 1,910.34 USD |",
                      history(LOT, system=system, user="value at the usual split?"))
    assert "1910.34" in flags


def test_the_weighted_mean_written_beside_a_times_passes_and_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("412.6 kg × 4.79 = 1,976.35 USD", history(LOT, system=ESTATE, user="value at the usual split?"))
    assert not {"4.79", "1976.35"} & flags
    flags, _ = judged("412.6 kg × 4.97 = 2,050.62 USD", history(LOT, system=ESTATE, user="value at the usual split?"))
    assert "4.97" in flags


def _terse(reply: str, question: str) -> set[str]:
    hist = history(LOT, system=ESTATE, user="green weight of a 250 kg cherry lot?", answers=("51.7 kg.",))
    hist[-1]["content"] = question
    flags, _ = judged(reply, hist)
    return flags


def test_a_terse_reply_at_the_weighted_mean_passes() -> None:
    assert "247.64" not in _terse("247.64 USD.", "worth at the usual split?")  # 51.7 x 4.79 = 247.643


def test_a_terse_reply_at_the_weighted_mean_one_digit_off_or_not_asked_stays_flagged() -> None:
    assert "247.69" in _terse("247.69 USD.", "worth at the usual split?")
    assert "247.64" in _terse("247.64 USD.", "what would it fetch?")  # no word of the mean's


# a step's result after an arrow with no operation written: a quantity times its unit's stated price
# (`StatedDoses.arrow_products`)
DYE = ("You are the desk of a dye works. Rules (amounts in INR):\n"
       "- Dyers are paid 820 INR a day; hours over 8 in a day are paid 120 INR an hour.")
WEEK = "dyer,mon,tue,wed\nRavi,9,10,8\nAnil,8,8,8\n"


def test_an_arrow_step_at_the_stated_hourly_price_is_an_operand() -> None:
    flags, _ = judged("Ravi: 3 days → 2,460; over 1+2 = 3 h → 360. 2,820.", history(WEEK, system=DYE))
    assert "2820" not in flags  # 2,460 + 360


def test_an_arrow_step_off_the_stated_price_is_no_operand() -> None:
    # 3 h x 120 is 360, not 380: the sum over it stays flagged
    flags, _ = judged("Ravi: 3 days → 2,460; over 1+2 = 3 h → 380. 2,840.", history(WEEK, system=DYE))
    assert "2840" in flags


def test_an_arrow_step_over_an_unresolved_quantity_is_no_operand() -> None:
    # 4 h: nothing gives it (1+2 is 3), so 480 is no operand
    flags, _ = judged("Ravi: 3 days → 2,460; over 1+2 = 4 h → 480. 2,940.", history(WEEK, system=DYE))
    assert "2940" in flags


# a container's size stated as what it holds at most, and its exact quotient before a rounding arrow
TANNER = ("You are the desk of a tannery. Rules (amounts in EUR):\n"
          "- Liming: a vat holds at most 400 kg of pelt; a vat run takes 18 hours.")
PELT = {"lot": "P-0931", "pelt_kg": 1650}


def test_a_quotient_by_a_stated_maximum_before_its_rounding_passes() -> None:
    flags, _ = judged("1. Pelt: 1,650 kg\n2. Vat loads: 4.125 → **5 loads**", history(PELT, system=TANNER))
    assert "4.125" not in flags


def test_a_quotient_by_a_stated_maximum_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("1. Pelt: 1,650 kg\n2. Vat loads: 4.135 → **5 loads**", history(PELT, system=TANNER))
    assert "4.135" in flags


def test_a_fractional_count_with_no_rounding_after_it_stays_flagged() -> None:
    flags, _ = judged("1. Pelt: 1,650 kg\n2. Vat loads: 4.125, so book the vats", history(PELT, system=TANNER))
    assert "4.125" in flags


# a row's amount in one currency converted by the rate its row writes (`tables._row_exchange_rule`)
LEDGER = ("You are the desk of a leather shop. Rules (amounts in KM): the euro at the fixed 1.95583 KM; "
          "the dollar at the day's rate.")
STOCK_VALUE = {"store": "finished", "value_km": 18437.9}
ROW = "| KM | Rate | EUR |\n|---|---|---|\n| 18,437.90 | 1.95583 | **{}** |"


def test_a_rows_amount_over_its_rate_passes() -> None:
    flags, comp = judged(ROW.format("9,427.15"), history(STOCK_VALUE, system=LEDGER))
    assert "9427.15" not in flags and comp.get("9427.15") == "row-exchange"  # 18,437.90 / 1.95583


def test_a_rows_conversion_one_digit_off_stays_flagged() -> None:
    flags, _ = judged(ROW.format("9,472.15"), history(STOCK_VALUE, system=LEDGER))
    assert "9472.15" in flags


def test_a_rows_conversion_of_an_amount_no_source_carried_stays_flagged() -> None:
    # 18,734.90 / 1.95583 = 9,579.00: the amount is no result's, so neither is its conversion
    flags, _ = judged(ROW.format("9,579.00").replace("18,437.90", "18,734.90"), history(STOCK_VALUE, system=LEDGER))
    assert "9579" in flags or "9579.00" in flags
