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
