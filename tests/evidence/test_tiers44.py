"""tiers44: tiered rates, a quantity's excess over a threshold the rules state times a rate stated with
it (made-up runs: a berry farm's pickers, a hut permit, a haulier's km bands; none of the corpora's texts).

- `stated-charge` with a tier term: `| 171 | 153.90 | 4.20 | 158.10 |` for 0.90 a kg and 0.20 more past 150 kg;
- `stated-tier`: `USD 160 each` for 100 + (11 - 7) x 15; `| 200+ | 512.4 |` for 712.4 km past 200;
- refusals: a mutated digit, a threshold nobody stated, a rate put on the whole quantity.
"""

from __future__ import annotations

from ._helpers import history, judged

FARM = ("You are the desk of a berry farm.\nRules (amounts in EUR):\n"
        "- Pickers are paid 0.90 EUR a kg picked, and 0.20 EUR a kg more for each kg past 150 kg in a day; packers 1.40 EUR an hour.\n"
        "- Trays hold 2.5 kg.")
PICKERS = "picker,date,kg\nAda Moss,2027-07-12,171\nBo Lind,2027-07-12,142.5\nCy Hart,2027-07-12,163\nDee Ruiz,2027-07-12,131"


def _sheet(ada: str = "158.10", cy: str = "149.30", total: str = "530.05", ada_kg: str = "171") -> tuple[set[str], dict[str, str]]:
    answer = ("| Picker | kg | Base | Past 150 kg | Pay (EUR) |\n|---|---|---|---|---|\n"
              f"| Ada Moss | {ada_kg} | 153.90 | 4.20 | {ada} |\n"
              "| Bo Lind | 142.5 | 128.25 | 0.00 | 128.25 |\n"
              f"| Cy Hart | 163 | 146.70 | 2.60 | {cy} |\n"
              "| Dee Ruiz | 131 | 117.90 | 0.00 | 117.90 |\n"
              f"| **Total** | **607.5** | | | **{total}** |")
    return judged(answer, history(PICKERS, system=FARM, user="Pickers' pay for yesterday?"))


def test_pay_past_a_threshold_is_a_stated_charge_down_the_column() -> None:
    flags, how = _sheet()
    assert not flags, (flags, how)
    assert how["158.1"] == "stated-charge" and how["149.3"] == "stated-charge", how


def test_pay_past_a_threshold_one_digit_off_stays_flagged() -> None:
    flags, _ = _sheet(ada="158.20", total="530.15")
    assert "158.2" in flags, flags


def test_pay_with_the_rate_on_the_whole_quantity_stays_flagged() -> None:
    # 171 x 0.90 + 171 x 0.20 = 188.10: the bonus put on every kg, not on the 21 past 150
    flags, _ = _sheet(ada="188.10", total="560.05")
    assert "188.1" in flags, flags


def test_pay_of_a_quantity_nobody_carried_stays_flagged() -> None:
    # 181 kg: no sheet writes it; 181 x 0.90 + 31 x 0.20 = 169.10
    flags, _ = _sheet(ada="169.10", ada_kg="181", total="541.05")
    assert "169.1" in flags, flags


HUTS = ("You are the desk of a trekking agency.\nRules:\n"
        "- Restricted area permit: USD 100 a trekker for the first 7 days, then USD 15 a day.\n"
        "- A 30% deposit on booking; porters carry at most 25 kg.")
TREK = {"trek": "TR-88", "days": 11, "trekkers": 3, "area": "Upper Valley"}


def _permit(answer: str, system: str = HUTS) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(TREK, system=system, user="Permit cost for TR-88?"))


def test_a_base_plus_the_excess_days_at_the_stated_rate_is_a_stated_tier() -> None:
    flags, how = _permit("<think>\n11 − 7 = 4 → 60 → 160 × 3 = 480.\n</think>\n\nUSD 160 each, USD 480 in all.")
    assert not flags, (flags, how)
    assert how["160"] == "stated-tier", how


def test_a_tier_one_digit_off_stays_flagged() -> None:
    flags, _ = _permit("USD 170 each, so USD 510 for the three of you.")
    assert "170" in flags, flags


def test_a_tier_over_a_threshold_nobody_stated_stays_flagged() -> None:
    # the rules state 7 days; 100 + (11 - 5) x 15 = 190 takes a threshold of 5 nobody wrote
    flags, _ = _permit("USD 190 each, so USD 570 for the three of you.")
    assert "190" in flags, flags


def test_a_tier_rate_on_the_whole_quantity_stays_flagged() -> None:
    # 100 + 11 x 15 = 265: the day rate put on every day, not on the 4 past the first 7
    flags, _ = _permit("USD 265 each, so USD 795 for the three of you.")
    assert "265" in flags, flags


HAUL = ("You are the desk of a haulier.\nRules (amounts in SEK):\n"
        "- Distance: first 40 km included; km 41 to 200 SEK 14 a km; every km beyond 200 SEK 11 a km.\n"
        "- VAT 25% on top.")
ROUTE = {"from": "depot", "to": "Storgatan 44, Umea", "km": 712.4, "minutes": 540}


def _bands(beyond: str = "512.4", charge: str = "5,636.40", total: str = "7,876.40") -> tuple[set[str], dict[str, str]]:
    answer = ("| Band | km | Rate | SEK |\n|---|---|---|---|\n| 0–40 | 40 | included | 0 |\n"
              "| 41–200 | 160 | 14 | 2,240 |\n"
              f"| 200+ | {beyond} | 11 | {charge} |\n| **Total** | **712.4** | | **{total}** |")
    return judged(answer, history(ROUTE, system=HAUL, user="Distance charge?"))


def test_the_km_past_a_stated_band_are_a_stated_tier() -> None:
    flags, how = _bands()
    assert not flags, (flags, how)
    assert how["512.4"] == "stated-tier", how


def test_the_km_past_a_band_one_digit_off_stay_flagged() -> None:
    flags, _ = _bands(beyond="513.4", charge="5,647.40", total="7,887.40")
    assert "513.4" in flags, flags


def test_the_km_past_a_threshold_the_line_does_not_write_stay_flagged() -> None:
    # 712.4 - 40 = 672.4 on the row of `200+`: the line names another threshold
    flags, _ = _bands(beyond="672.4", charge="7,396.40", total="9,636.40")
    assert "672.4" in flags, flags


# --- a middle value written rounded, carried on at its exact value ------------------------------------

SHOP = ("You are the desk of a tailor.\nRules (amounts in EUR):\n- VAT 25.5% on top of the net.\n"
        "- A 40% deposit on ordering, the rest on collection.")
ORDER = {"order": "T-31", "jackets": 3, "net_eur": 2240.25}


def _deposit(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged("The net is EUR 2,240.25. " + answer, history(ORDER, system=SHOP, user="Total and deposit for T-31?"))


def test_a_deposit_on_the_total_s_exact_value_is_an_exact_carry() -> None:
    # 2,240.25 x 1.255 = 2,811.51375, written 2,811.51; x 0.40 = 1,124.6055 (the written total gives 1,124.60)
    flags, how = _deposit("VAT 25.5% is EUR 571.26, so EUR 2,811.51 in all. The 40% deposit is EUR 1,124.61.")
    assert not flags, (flags, how)
    assert how["1124.61"] == "exact-carry", how


def test_a_deposit_on_the_total_as_written_still_passes() -> None:
    flags, how = _deposit("VAT 25.5% is EUR 571.26, so EUR 2,811.51 in all. The 40% deposit is EUR 1,124.60.")
    assert not flags, (flags, how)


def test_a_deposit_one_digit_off_either_reading_stays_flagged() -> None:
    flags, _ = _deposit("VAT 25.5% is EUR 571.26, so EUR 2,811.51 in all. The 40% deposit is EUR 1,124.71.")
    assert "1124.71" in flags, flags


def test_a_middle_value_written_with_equals_is_carried_on_as_written() -> None:
    # kiln33's ruling: a result written with `=` is carried on as written
    flags, _ = _deposit("2,240.25 + 571.26 = EUR 2,811.51 in all. The 40% deposit is EUR 1,124.61.")
    assert "1124.61" in flags, flags


def test_a_middle_value_the_answer_typed_has_no_exact_value() -> None:
    # 2,811.52 is no total of the order: no exact value to carry on, and 2,811.52 x 0.4 = 1,124.608
    flags, _ = _deposit("The total is EUR 2,811.52 in all. The 40% deposit is EUR 1,124.61.")
    assert "1124.61" in flags, flags
