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
