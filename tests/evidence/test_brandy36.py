"""brandy36: what refused the computed values of heldout34's brandy corpus, fixed in the general rule.

Told in other words than the corpus's (an apricot drier near Yerevan paid in dram, a Kampot pepper
farm paid in riel), each with its refusals:

- `amounts.MONEY_SIGN_CLASS`: a currency sign of another script (the dram `֏`, the riel `៛`) is a
  sign to the written-equation reader as `€` is, not a stop between an operand and its operator
  (`1 250 կգ × 450 ֏ = 562 500 ֏` is `written`); refused: a wrong result, the reference profile;
- `digit_groupings`: a text that writes a one-digit first group with two groups (`2 450 000 ֏`) shows
  the writer's space convention, so its `3 500 կգ` is one number too (an operand, not `3` and `500`);
  a result a digit off stays flagged.
"""

from __future__ import annotations

import json
from typing import Any

from ._helpers import REFERENCE, judged

DRIER_POLICY = """You are the assistant of the Aragats apricot drier. Today is 2026-08-12.
Rules (amounts in AMD, ֏):
- Fresh apricots: 450 AMD a kg; paid 14 days after delivery."""


def _drier_run(delivery: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        {"role": "system", "content": DRIER_POLICY},
        {"role": "user", "content": "Որքա՞ն է իմ առաքման արժեքը։"},
        {"role": "tool", "content": json.dumps(delivery)},
    ]


LOADS = {"grower_no": "A-117", "delivered": "2026-07-30", "loads": [{"kind": "Shalakh", "kg": 1250}]}


def test_an_equation_written_with_the_dram_sign_is_read() -> None:
    answer = "Շալախ՝ 1 250 կգ × 450 ֏ = **562 500 ֏**։"
    flags, computed = judged(answer, _drier_run(LOADS))
    assert "562500" not in flags
    assert computed["562500"] == "written"


def test_a_wrong_result_beside_the_dram_sign_stays_flagged() -> None:
    flags, computed = judged("Շալախ՝ 1 250 կգ × 450 ֏ = **565 200 ֏**։", _drier_run(LOADS))
    assert "565200" in flags and "565200" not in computed


def test_the_reference_profile_reads_no_equation() -> None:
    _, computed = judged("Շալախ՝ 1 250 կգ × 450 ֏ = **562 500 ֏**։", _drier_run(LOADS), REFERENCE)
    assert "562500" not in computed


FARM = {"farm": "KP-08", "sacks": 24, "sack_price_khr": 41500}


def test_an_equation_written_with_the_riel_sign_is_read() -> None:
    run = [{"role": "user", "content": "What is the pepper lot worth?"}, {"role": "tool", "content": json.dumps(FARM)}]
    flags, computed = judged("24 sacks × 41,500 ៛ = 996,000 ៛.", run)
    assert "996000" not in flags and computed["996000"] == "written"
    flags, _ = judged("24 sacks × 41,500 ៛ = 969,000 ៛.", run)
    assert "969000" in flags


TOTAL = {"grower_no": "A-118", "value_amd": 2450000, "loads": [{"kind": "Shalakh", "kg": 3500}]}


def test_a_one_digit_group_beside_a_two_group_number_is_one_number() -> None:
    answer = "2 450 000 ֏ / 3 500 կգ = **700,00 ֏/կգ**։"
    flags, computed = judged(answer, _drier_run(TOTAL))
    assert not {"3", "500", "700", "700.00", "700,00"} & flags
    assert computed.get("700") == "written" or computed.get("700.00") == "written"


def test_a_one_digit_group_result_a_digit_off_stays_flagged() -> None:
    flags, _ = judged("2 450 000 ֏ / 3 500 կգ = **710,00 ֏/կգ**։", _drier_run(TOTAL))
    assert {"710", "710.00", "710,00"} & flags


STILL = {"run": "S-14", "distillate_l": 1840.0, "abv": 65.25}


def _still_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": "Spirit is reduced to 46% before casking. Casks lose 2.5% a year."},
            {"role": "user", "content": "How much spirit at 46% will run S-14 give?"},
            {"role": "tool", "content": json.dumps(STILL)}]


def test_a_unit_of_several_words_before_the_operator_is_read_past() -> None:
    # `L of pure alcohol`: what the unit measures, in more than one word (`kWh of gas` was read)
    answer = "Pure alcohol: 1,200.6 L. 1,200.6 L of pure alcohol / 0.46 = **2,610.0 L of spirit**."
    flags, computed = judged(answer, _still_run())
    assert "2610" not in flags and computed.get("2610") == "written"
    flags, _ = judged(answer.replace("2,610.0 L of spirit", "2,601.0 L of spirit"), _still_run())
    assert "2601" in flags


def test_a_percent_glued_to_a_per_unit_suffix_is_the_percent() -> None:
    flags, _ = judged("Loss at 2.5%/yr: 250 × 0.975^4 = 225.9 L.", _still_run())
    assert not {"2.5%/yr", "2.5%", "2.5"} & flags
    flags, _ = judged("Strength 65.25%/run as logged.", _still_run())
    assert not {"65.25%/run", "65.25%", "65.25"} & flags
    flags, _ = judged("Strength 65.52%/run as logged.", _still_run())
    assert "65.52" in flags


# --- a share a record keeps in percent, sums of row products, a rate written after the value -----

CIDER_POLICY = """You are the assistant of the Lori cider house. Today is 2026-10-05.
Rules: cider is sold at 6.5% ABV; perry at 5% ABV. Apples are bought at 180 AMD a kg."""

PRESS_LOG = ("press,juice_l,abv\nP-11,1240,6.4\nP-12,980,6.7\nP-13,1105,6.1")


def _press_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": CIDER_POLICY},
            {"role": "user", "content": "How much alcohol did this week's presses give?"},
            {"role": "tool", "content": PRESS_LOG}]


def test_a_record_s_quantity_times_its_percent_under_a_measure_the_prompt_states_in_percent() -> None:
    # `abv` holds a percent: the prompt writes `6.5% ABV`; 1240 x 6.4% = 79.36
    flags, computed = judged("| Press | Juice (L) | Alcohol (L) |\n|---|---|---|\n| P-11 | 1,240 | 79.36 |", _press_run())
    assert "79.36" not in flags and computed["79.36"] == "carried-product"
    flags, _ = judged("| Press | Juice (L) | Alcohol (L) |\n|---|---|---|\n| P-11 | 1,240 | 79.63 |", _press_run())
    assert "79.63" in flags


def test_a_key_no_text_states_in_percent_is_no_share() -> None:
    run = _press_run()
    run[0] = {"role": "system", "content": "You are the assistant of the Lori cider house."}
    flags, _ = judged("| Press | Juice (L) | Alcohol (L) |\n|---|---|---|\n| P-11 | 1,240 | 79.36 |", run)
    assert "79.36" in flags


def test_a_total_of_the_row_products_is_a_carried_total() -> None:
    # 1240 x 6.4% + 980 x 6.7% + 1105 x 6.1% = 79.36 + 65.66 + 67.405 = 212.425
    flags, computed = judged("Total alcohol: 212.43 L.", _press_run())
    assert "212.43" not in flags and computed["212.43"] == "carried-total"
    flags, _ = judged("Total alcohol: 212.34 L.", _press_run())
    assert "212.34" in flags


CRATES = {"purchase": "AP-0931", "crates": [{"crate_kg": 16.5, "count": 30}, {"crate_kg": 21.0, "count": 44}]}


def _apple_run() -> list[dict[str, Any]]:
    return [{"role": "system", "content": CIDER_POLICY},
            {"role": "user", "content": "Purchase AP-0931: kilos and price?"},
            {"role": "tool", "content": json.dumps(CRATES)}]


def test_crates_by_count_and_weight_total_and_priced_at_a_rate_after_the_value() -> None:
    # 30 x 16.5 + 44 x 21.0 = 495 + 924 = 1,419.0 kg; x 180 = 255,420
    answer = "1. Total: 1,419.0 kg\n2. Paid: 255,420 AMD at 180 a kg"
    flags, computed = judged(answer, _apple_run())
    assert not {"1419", "255420"} & flags
    assert computed["1419"] == "carried-total" and computed["255420"] == "applied-rate"


def test_a_price_a_digit_off_at_a_rate_after_it_stays_flagged() -> None:
    flags, _ = judged("1. Total: 1,419.0 kg\n2. Paid: 255,240 AMD at 180 a kg", _apple_run())
    assert "255240" in flags
    flags, _ = judged("1. Total: 1,491.0 kg", _apple_run())
    assert "1491" in flags


CASK = {"cask": "C-207", "litres_now": 184.6, "abv_now": 63.7}


def _cask_run() -> list[dict[str, Any]]:
    # (mend36b) the prompt states the measure in percent, so `abv_now` holds one (`rated.holds_percent`)
    return [{"role": "system", "content": "Brandy is bottled at 40% ABV."},
            {"role": "user", "content": "How much pure alcohol is left in C-207?"}, {"role": "tool", "content": json.dumps(CASK)}]


def test_the_factor_of_a_carried_share_in_a_verified_equation_is_computed() -> None:
    # 184.6 x 0.637 = 117.5902: the cask's abv_now 63.7 written as its fraction
    flags, computed = judged("<think>\n184.6 × 0.637 = 117.59\n</think>\n\nIt holds 117.59 L of pure alcohol.", _cask_run())
    assert not {"0.637", "117.59"} & flags and computed["0.637"] == "percent"


def test_a_fraction_no_result_carries_or_a_false_equation_stays_flagged() -> None:
    flags, _ = judged("<think>\n184.6 × 0.673 = 124.24\n</think>\n\nIt holds 124.24 L.", _cask_run())
    assert "0.673" in flags
    flags, _ = judged("<think>\n184.6 × 0.637 = 117.95\n</think>\n\nIt holds 117.95 L.", _cask_run())
    assert "0.637" in flags


LINE = {"line": "L-2", "start": "06:45", "bottles_per_hour": 1800, "bottles": 4320}


def test_a_rate_in_thousands_groups_glued_to_a_one_letter_unit_is_its_number() -> None:
    run = [{"role": "user", "content": "line 2 today?"}, {"role": "tool", "content": json.dumps(LINE)}]
    assert not {"1,800/h", "1800"} & judged("4,320 bottles at 1,800/h.", run)[0]
    assert "1810" in judged("4,320 bottles at 1,810/h.", run)[0]
    assert "4.6/5" in judged("It is rated 4.6/5.", run)[0]  # a score keeps its reading


BARREL = {"barrel": "B-19", "filled": "2019-04-02", "litres": 225}


def test_the_day_a_thing_turns_n_is_its_date_n_years_on() -> None:
    run = [{"role": "user", "content": "When is B-19 ready?"}, {"role": "tool", "content": json.dumps(BARREL)}]
    flags, computed = judged("B-19 was filled on 2 April 2019; it turns ten on 2 April 2029.", run)
    assert not {"2029", "2 April 2029"} & flags and computed.get("2 April 2029") == "date-step"
    flags, _ = judged("B-19 was filled on 2 April 2019; it turns ten on 2 April 2030.", run)
    assert {"2030", "2 April 2030"} & flags
    flags, _ = judged("B-19 was filled on 2 April 2019; it is ready on 2 April 2029.", run)
    assert {"2029", "2 April 2029"} & flags


PEARS = {"purchase": "PR-12", "kg": 2311}


def test_an_earlier_result_restated_to_more_places_is_its_expression() -> None:
    run = [{"role": "system", "content": "13 kg of pears give 1 litre of distillate."},
           {"role": "user", "content": "How much distillate from PR-12?"},
           {"role": "tool", "content": json.dumps(PEARS)},
           {"role": "assistant", "content": "2,311 / 13 = 177.8 L of distillate."},
           {"role": "user", "content": "And pure alcohol at 70%?"}]
    flags, computed = judged("177.77 × 0.70 = 124.44 L", run)  # 2311 / 13 = 177.769...
    assert not {"177.77", "124.44"} & flags and computed["177.77"] == "repeat"
    flags, _ = judged("177.71 × 0.70 = 124.40 L", run)
    assert "177.71" in flags
