"""shapes45b: conversions at a carried rate, a rate written as an equation, an earlier quantity past a
threshold (made-up runs: a gift shop's web order, a print shop's quote, a grain farm's contract;
none of the corpora's texts).

- `rate-step`: a conversion sentence of its own (`In dollars, about $26.30 and $34.04.`) converts the
  amounts of the sentence before it at an exchange rate a result carries with its base, the way the
  base names, though the answer restated the rate bare earlier (`at 1.0825`);
- `rate-step`: `¥` in a Chinese answer is the yuan (`按当前汇率，约 **¥3,850.20**`), the amount on the
  line above, the rate the result's; in a Japanese answer the yen, no yuan rate's;
- `earlier-rest`: the previous answer's quantity less a threshold written before the value in its unit
  (`takes 80.0 t ... Remaining 32.47 t` after `112.47 t`);
- `convert`: a distance in the Scandinavian mile, 10 km (`867.6 km (86.76 mil)`), and a table cell's
  number in the unit its column header writes alone (`| km |` over `| **867.6** (86.76 mil) |`);
- refusals: a mutated digit, a rate no result carried, the inverse of a rate with its base known, a
  threshold nobody wrote, a unit neither operand wears, the statute mile for the Scandinavian one.
"""

from __future__ import annotations

from typing import Any

from ._helpers import history, judged

FX_EUR = {"base": "EUR", "rates": {"USD": 1.0825, "GBP": 0.8571}, "date": "2027-05-04"}
ORDER = {"order": "W-5512", "items": [{"title": "Tea set", "eur": 23.50}, {"title": "Mug", "eur": 16.40}], "postage_eur": 15.60}
EARLIER = "Total: €23.50 + €16.40 + €15.60 = **€55.50**, at 1.0825 that's **$60.08**."


def _split(answer: str, fx: Any = FX_EUR, earlier: str = EARLIER) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(ORDER, fx, user="Total for W-5512 in dollars?", answers=(earlier,)))


def _postage_split(first: str = "26.30", second: str = "34.04") -> str:
    return (f"€15.60 / 2 = €7.80 each on top: the tea set €31.30, the mug €24.20. "
            f"Rounded, about ${first} and ${second}.")


def test_a_conversion_sentence_converts_the_sentence_before_at_the_carried_rate() -> None:
    # 24.20 x 1.0825 = 26.1965, 31.30 x 1.0825 = 33.88225
    flags, how = _split(_postage_split("26.20", "33.88"))
    assert not {"26.2", "33.88"} & flags, (flags, how)
    assert how.get("26.2") == "rate-step", how


def test_a_conversion_one_digit_off_stays_flagged() -> None:
    flags, _ = _split(_postage_split("26.30", "33.88"))
    assert "26.3" in flags, flags


def test_a_conversion_at_a_rate_no_result_carried_stays_flagged() -> None:
    # no USD in the table, and no answer wrote 1.0825: no rate converts the euros into dollars
    fx = {"base": "EUR", "rates": {"GBP": 0.8571, "CHF": 0.9377}, "date": "2027-05-04"}
    flags, _ = _split(_postage_split("26.20", "33.88"), fx, "Total: €23.50 + €16.40 + €15.60 = **€55.50**.")
    assert "26.2" in flags, flags


def test_the_inverse_of_a_rate_whose_base_is_known_stays_flagged() -> None:
    # 24.20 / 1.0825 = 22.36: dollars into euros, though the amounts are euros
    flags, _ = _split(_postage_split("22.36", "33.88"))
    assert "22.36" in flags, flags


FX_CZK = {"base": "CZK", "rates": {"EUR": 0.03984, "CNY": 0.3105, "USD": 0.04321}, "date": "2027-03-09"}
BOOKING = {"booking": "PR-2210", "hours": 10, "rate_czk": 1240}


def _yuan(total: str = "合计", tail: str = "按当前汇率，约 **¥3,850.20**。") -> tuple[set[str], dict[str, str]]:
    answer = f"- 10 × 1,240 = 12,400 CZK\n- **{total}：12,400.00 CZK**\n\n{tail}"
    return judged(answer, history(BOOKING, FX_CZK, user="PR-2210 多少钱？换成人民币？"))


def test_a_yen_sign_in_chinese_is_the_yuan_of_the_carried_rate() -> None:
    # 12,400 x 0.3105 = 3,850.20: the amount on the line above, the rate only the result's
    flags, how = _yuan()
    assert "3850.2" not in flags, (flags, how)
    assert how.get("3850.2") == "rate-step", how


def test_a_rate_written_as_an_equation_converts_the_line_above() -> None:
    flags, how = _yuan(tail="按1 CZK = 0.3105 CNY，约 **¥3,850.20**。")
    assert "3850.2" not in flags, (flags, how)


def test_a_yuan_one_digit_off_stays_flagged() -> None:
    flags, _ = _yuan(tail="按当前汇率，约 **¥3,850.30**。")
    assert "3850.3" in flags, flags


def test_a_yen_sign_in_japanese_is_no_yuan() -> None:
    flags, _ = _yuan("合計", "レートで、約 **¥3,850.20** です。")
    assert "3850.2" in flags, flags


PRICES = ("GRAIN PRICES\nContracts\n  K-7  Barley ..... 80.0 t @ $210.00/t  deliver by 2027-09-30\n"
          "Spot\n  Barley ..... $198.40/t")
LOT = {"lot": "L-4", "crop": "barley", "dry_t": 112.47}
DRY = "| | L-4 |\n|---|---|\n| Crop | barley |\n| Dry | 112.47 t |"


def _contract(answer: str) -> tuple[set[str], dict[str, str]]:
    hist = history(LOT, user="Dry tonnes on lot L-4?", answers=(DRY,))
    hist.append({"role": "tool", "content": PRICES})
    return judged(answer, hist)


def test_an_earlier_quantity_past_a_written_threshold_is_an_earlier_rest() -> None:
    flags, how = _contract("K-7 takes 80.0 t @ $210.00 = $16,800.00. Remaining 32.47 t at spot.")
    assert "32.47" not in flags, (flags, how)
    assert how.get("32.47") == "earlier-rest", how


def test_an_earlier_rest_one_digit_off_stays_flagged() -> None:
    flags, _ = _contract("K-7 takes 80.0 t @ $210.00 = $16,800.00. Remaining 32.57 t at spot.")
    assert "32.57" in flags, flags


def test_a_rest_past_a_threshold_nobody_wrote_stays_flagged() -> None:
    # 112.47 - 75 = 37.47: no 75 written before it
    flags, _ = _contract("K-7 takes 80.0 t @ $210.00 = $16,800.00. Remaining 37.47 t at spot.")
    assert "37.47" in flags, flags


def test_a_rest_in_a_unit_neither_operand_wears_stays_flagged() -> None:
    flags, _ = _contract("K-7 takes 80.0 @ $210.00 = $16,800.00. Remaining 32.47 bu at spot.")
    assert "32.47" in flags, flags


ROUTE = {"route": ["depot", "Umeå"], "total_km": 867.6, "drive_h": 10.25}


def _route(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(ROUTE, user="How far is it?"))


def test_a_distance_restated_in_scandinavian_miles_is_converted() -> None:
    flags, how = _route("The drive to Umeå is 867.6 km (86.76 mil).")  # (mend46b) beside Scandinavian only
    assert "86.76" not in flags and how.get("86.76") == "convert", (flags, how)


def test_a_table_cell_under_a_unit_header_restated_in_miles_is_converted() -> None:
    # the cell's number wears the `km` of its header
    flags, how = _route("| Leg | km | SEK |\n|---|---|---|\n| **Total** | **867.6** (86.76 mil) | 9,573.60 |")
    assert "86.76" not in flags and how.get("86.76") == "convert", (flags, how)


def test_a_restated_distance_one_digit_off_stays_flagged() -> None:
    flags, _ = _route("| Leg | km | SEK |\n|---|---|---|\n| **Total** | **867.6** (86.67 mil) | 9,573.60 |")
    assert "86.67" in flags, flags


def test_a_restated_distance_in_the_wrong_mile_stays_flagged() -> None:
    # 867.6 km is 539.1 statute miles, not 86.76
    flags, _ = _route("| Leg | km |\n|---|---|\n| **Total** | **867.6** (86.76 mi) |")
    assert "86.76" in flags, flags
