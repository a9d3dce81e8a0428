"""older43: shapes shared across the older sets (made-up runs: a joinery, a print shop; none of the
corpora's texts): a count of pieces times the sum per piece the sentences above write, the middle
step unwritten (`piece-total`)."""

from __future__ import annotations

from typing import Any

from ._helpers import judged

JOINERY = ("You are the desk of a joinery. Rules (prices in EUR excluding VAT 24%):\n"
           "- Labour: EUR 40 an hour.\n- Oak: EUR 52.50 a board metre.\n- Deposit 30% of the order.")
ORDER = {"order": "J-2201", "item": "dining chair", "pieces": 12, "hours": 3, "oak_m": 1.5}

PER_CHAIR = "Per chair: 3 h of labour at EUR 40 = EUR 120.00. Oak: 1.5 m × 52.50 = EUR 78.75.\n\n"


def _run(question: str = "price J-2201?", payload: Any = ORDER) -> list[dict[str, Any]]:
    return [{"role": "system", "content": JOINERY}, {"role": "user", "content": "order J-2201"},
            {"role": "tool", "content": str(payload).replace("'", '"')}, {"role": "user", "content": question}]


def test_a_count_times_the_sum_per_piece_above_is_computed() -> None:
    # 12 x (120.00 + 78.75) = 2,385.00: the sum a chair (198.75) unwritten
    flags, computed = judged(PER_CHAIR + "12 chairs: EUR 2,385.00 excluding VAT.", _run())
    assert "2385" not in flags
    assert computed["2385"] == "piece-total"


def test_a_total_one_digit_off_stays_flagged() -> None:
    flags, _ = judged(PER_CHAIR + "12 chairs: EUR 2,395.00 excluding VAT.", _run())
    assert "2395" in flags


def test_a_wrong_count_stays_flagged() -> None:
    # 13 x 198.75 = 2,583.75, but the line writes 12 chairs
    flags, _ = judged(PER_CHAIR + "12 chairs: EUR 2,583.75 excluding VAT.", _run())
    assert "2583.75" in flags


def test_a_sum_with_an_amount_no_sentence_writes_stays_flagged() -> None:
    # 12 x (120.00 + 78.75 + 5.00) = 2,445.00: no sentence above writes a 5.00
    flags, _ = judged(PER_CHAIR + "12 chairs: EUR 2,445.00 excluding VAT.", _run())
    assert "2445" in flags


def test_a_count_after_an_operator_is_no_piece_count() -> None:
    # `x 12` then the value: an equation's operand, not a count of pieces the line names
    flags, _ = judged(PER_CHAIR + "So 198.75 x 12 = EUR 2,384.00.", _run())
    assert "2384" in flags


CIDER = ("You are the desk of a cider maker. Rules (prices in GBP):\n"
         "- Bottles of 500 ml, 24 bottles a crate.\n- Orders ship in 2 working days.")
CRATES = {"order": "CD-310", "cider": "dry", "status": "quote"}


def _cider(question: str, earlier: str, payload: Any = CRATES) -> list[dict[str, Any]]:
    return [{"role": "system", "content": CIDER}, {"role": "user", "content": "order CD-310"},
            {"role": "tool", "content": str(payload).replace("'", '"')},
            {"role": "assistant", "content": earlier}, {"role": "user", "content": question}]


EARLIER = "The order is **135 crates** of dry cider."


def test_outer_packs_times_a_stated_pack_is_computed() -> None:
    # 135 crates (an earlier answer) x 24 bottles a crate (the rules) = 3,240 bottles
    flags, computed = judged("That is 3,240 bottles.", _cider("how many bottles?", EARLIER))
    assert "3240" not in flags
    assert computed["3240"] == "pack-product"


def test_outer_packs_one_digit_off_stay_flagged() -> None:
    flags, _ = judged("That is 3,250 bottles.", _cider("how many bottles?", EARLIER))
    assert "3250" in flags


def test_a_wrong_pack_count_stays_flagged() -> None:
    # 136 crates would be 3,264 bottles; the conversation wrote 135
    flags, _ = judged("That is 3,264 bottles.", _cider("how many bottles?", EARLIER))
    assert "3264" in flags


def test_a_count_of_another_thing_is_no_pack_count() -> None:
    # 135 pallets are no crates: no stated pack of bottles a pallet
    flags, _ = judged("That is 3,240 bottles.", _cider("how many bottles?", "The order is **135 pallets** of dry cider."))
    assert "3240" in flags


def test_inner_things_over_the_pack_exactly_are_computed() -> None:
    # 43,200 bottles (the question) / 24 a crate = 1,800 crates
    flags, computed = judged("**1,800 crates**.", _cider("and 43,200 bottles, in crates?", EARLIER))
    assert "1800" not in flags
    assert computed["1800"] == "pack-product"


def test_inner_things_rounded_up_to_packs_stay_flagged() -> None:
    # 43,190 / 24 = 1,799.58: no whole number of crates; rounding up is no exact quotient here
    flags, _ = judged("**1,800 crates**.", _cider("and 43,190 bottles, in crates?", EARLIER))
    assert "1800" in flags


SEWING = ("You are the desk of a sewing workshop. Rules (prices in EUR excluding VAT):\n"
          "- Labour: EUR 48 an hour, billed per started 15 minutes of the spec's sewing minutes.")


def _sewing(payload: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"role": "system", "content": SEWING}, {"role": "user", "content": "price the tote bags"},
            {"role": "tool", "content": str(payload).replace("'", '"')}, {"role": "user", "content": "labour a bag?"}]


def test_a_billed_price_one_digit_off_its_own_duration_is_computed() -> None:
    # 22 min (carried) billed as 30 min at EUR 48 an hour = EUR 24.00: one digit off the carried 22,
    # which is the very duration the answer writes and bills, no misread of it
    flags, computed = judged("Labour: 22 min → 30 min = EUR 24.00 a bag.", _sewing({"spec": "TB-2", "sewing_min": 22}))
    assert "24" not in flags
    assert computed["24"] == "billed-step"


def test_a_billed_price_one_digit_off_another_carried_number_stays_flagged() -> None:
    # the same price, but the spec also carries 25 (pieces): a misread of it cannot be told apart
    flags, _ = judged("Labour: 22 min → 30 min = EUR 24.00 a bag.",
                      _sewing({"spec": "TB-2", "sewing_min": 22, "pieces": 25}))
    assert "24" in flags


def test_a_billed_price_rounded_down_stays_flagged() -> None:
    # 22 min rounded down to 15 min would be EUR 12.00: the rules bill per started 15 minutes
    flags, _ = judged("Labour: 22 min → 15 min = EUR 12.00 a bag.", _sewing({"spec": "TB-2", "sewing_min": 22}))
    assert "12" in flags


ROYALTIES = {"song": "Dawn", "streams": 2461500, "payout_per_stream": 0.058, "publisher_share": 0.25}


def _royalties() -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are the accounts desk of a record label."},
            {"role": "user", "content": "split Dawn's royalties"},
            {"role": "tool", "content": str(ROYALTIES).replace("'", '"')}, {"role": "user", "content": "table please"}]


def test_a_calculation_cell_past_an_empty_cell_is_computed() -> None:
    # 2,461,500 x 0.058 = 142,767.00, the `Share` column left blank on the gross's row
    table = "| | Share | EUR |\n|---|---|---|\n| Gross: 2,461,500 × 0.058 | | 142,767.00 |\n| Publisher | 25% | 35,691.75 |"
    flags, computed = judged(table, _royalties())
    assert "142767" not in flags
    assert computed["142767"] == "cell-equation"
    assert "35691.75" not in flags


def test_a_wrong_result_past_an_empty_cell_stays_flagged() -> None:
    table = "| | Share | EUR |\n|---|---|---|\n| Gross: 2,461,500 × 0.058 | | 142,787.00 |\n| Publisher | 25% | 35,696.75 |"
    flags, _ = judged(table, _royalties())
    assert "142787" in flags


def test_a_calculation_past_a_written_cell_is_not_read() -> None:
    # the cell between writes a number: the calculation two cells back is not this value's
    table = "| | Share | EUR |\n|---|---|---|\n| Gross: 2,461,500 × 0.058 | 100% | 142,767.00 |"
    flags, computed = judged(table, _royalties())
    assert computed.get("142767") != "cell-equation"
