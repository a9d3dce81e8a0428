"""(mend45f) Round 45's review findings D1, D3, D4, each probe flagged again while its honest case holds:

- D1 `earlier-rest`: a threshold under the digit minimum that only wears the value's unit (`K-7 takes
  81 t; remaining 31.47 t` after `112.47 t`) states nothing: flagged; the answer's own difference of two
  numbers before it on its line (`41.35 ... = **41.16 t**, 0.19 t less`) and a carried threshold
  (`80.0 t`) or the rules state (`40 TMT`) still take it;
- D3 `rate-step`: `¥` beside kanji is the yen when the text names it (`円換算`, `日元`): the yuan rate's
  amount flagged, the yen rate's computed;
- D4 `convert`: `mil` with a word after it is the Spanish and Portuguese thousand (`86.76 mil m`), no
  Scandinavian mile; `(86.76 mil)` still converts (mend46b: beside Scandinavian, `Umeå`).
"""

from __future__ import annotations

from ._helpers import history, judged

PRICES = ("GRAIN PRICES\nContracts\n  K-7  Barley ..... 80.0 t @ $210.00/t  deliver by 2027-09-30\n"
          "Spot\n  Barley ..... $198.40/t")
LOT = {"lot": "L-4", "crop": "barley", "dry_t": 112.47}
DRY = "| | L-4 |\n|---|---|\n| Crop | barley |\n| Dry | 112.47 t |"


def _contract(answer: str) -> tuple[set[str], dict[str, str]]:
    hist = history(LOT, user="Dry tonnes on lot L-4?", answers=(DRY,))
    hist.append({"role": "tool", "content": PRICES})
    return judged(answer, hist)


def test_d1_a_small_threshold_nobody_stated_stays_flagged() -> None:
    for answer, value in (("K-7 takes 81 t; remaining 31.47 t.", "31.47"), ("K-7 takes 75 t; remaining 37.47 t.", "37.47"),
                          ("Keep 12 t back; sell 100.47 t.", "100.47"), ("Minus 0.5 t dust: 111.97 t", "111.97")):
        flags, how = _contract(answer)
        assert value in flags, (answer, flags, how)


def test_d1_a_carried_threshold_still_gives_the_rest() -> None:
    flags, how = _contract("K-7 takes 80.0 t @ $210.00 = $16,800.00. Remaining 32.47 t at spot.")
    assert "32.47" not in flags and how.get("32.47") == "earlier-rest", (flags, how)


def test_d1_a_threshold_the_line_computes_still_gives_the_rest() -> None:
    # 1.35 - 1.16 = 0.19 written before it on its line; 112.47 - 0.19 = 112.28
    flags, how = _contract("Lot L-4b: 1.35 t dried to 1.16 t, 0.19 t less. Total dry 112.28 t.")
    assert "112.28" not in flags and how.get("112.28") == "earlier-rest", (flags, how)
    flags, _ = _contract("Lot L-4b: 1.35 t dried to 1.16 t, 0.19 t less. Total dry 112.38 t.")
    assert "112.38" in flags, flags


FX_CZK = {"base": "CZK", "rates": {"EUR": 0.03984, "CNY": 0.3105, "JPY": 6.512, "USD": 0.04321}, "date": "2027-03-09"}
BOOKING = {"booking": "PR-2210", "hours": 10, "rate_czk": 1240}


def _fx(answer: str, user: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(BOOKING, FX_CZK, user=user))


def test_d3_a_yen_sign_in_a_kanji_table_naming_the_yen_is_the_yen() -> None:
    table = "- 10 × 1,240 = 12,400 CZK\n\n| 項目 | 金額 |\n|---|---|\n| 合計 | 12,400.00 CZK |\n| 円換算 | **¥{}** |"
    flags, how = _fx(table.format("3,850.20"), "PR-2210 の合計は？円で？")
    assert "3850.2" in flags, (flags, how)  # 12,400 x 0.3105: the yuan's rate
    flags, how = _fx(table.format("80,748.80"), "PR-2210 の合計は？円で？")
    assert "80748.8" not in flags and how.get("80748.8") == "rate-step", (flags, how)  # 12,400 x 6.512


def test_d3_chinese_writing_of_the_yen_is_the_yen() -> None:
    answer = "- 10 × 1,240 = 12,400 CZK\n- 合计：12,400.00 CZK\n\n约 **¥{}** 日元。"
    flags, how = _fx(answer.format("3,850.20"), "PR-2210 多少钱？换成日元？")
    assert "3850.2" in flags, (flags, how)
    flags, how = _fx(answer.format("80,748.80"), "PR-2210 多少钱？换成日元？")
    assert "80748.8" not in flags, (flags, how)


def test_d3_a_yen_sign_in_chinese_naming_no_yen_is_still_the_yuan() -> None:
    flags, how = _fx("- 10 × 1,240 = 12,400 CZK\n- **合计：12,400.00 CZK**\n\n按当前汇率，约 **¥3,850.20**。", "PR-2210 多少钱？换成人民币？")
    assert "3850.2" not in flags and how.get("3850.2") == "rate-step", (flags, how)


ROUTE = {"route": ["depot", "Umeå"], "total_km": 867.6, "drive_h": 10.25}


def _route(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(ROUTE, user="How far is it?"))


def test_d4_mil_before_a_word_is_a_thousand_not_a_mile() -> None:
    flags, how = _route("La ruta: 867.6 km (86.76 mil m).")
    assert "86.76" in flags, (flags, how)


def test_d4_mil_alone_is_still_the_scandinavian_mile() -> None:
    flags, how = _route("The drive to Umeå is 867.6 km (86.76 mil).")
    assert "86.76" not in flags and how.get("86.76") == "convert", (flags, how)


def test_d1_a_small_threshold_the_rules_state_still_gives_the_rest() -> None:
    # heldout41 felt-07's shape: the rules' `40 TMT` flat rate off the previous answer's 1,248.00 TMT
    earlier = ("Cost: 480 × 2.60 = **1,248.00 TMT**",)
    rules = history({"delivery": "EL-1", "km": 480}, system="Delivery: 40 TMT anywhere in Ashgabat; outside it, 2.60 TMT a km.",
                    user="Cost?", answers=earlier)
    flags, how = judged("A flat **40 TMT** in Ashgabat, 1,208.00 TMT less.", rules)
    assert "1208" not in flags and how.get("1208") == "earlier-rest", (flags, how)
    unstated = history({"delivery": "EL-1", "km": 480}, system="Delivery: 2.60 TMT a km.", user="Cost?", answers=earlier)
    flags, how = judged("A flat **40 TMT** in Ashgabat, 1,208.00 TMT less.", unstated)
    assert "1208" in flags, (flags, how)
