"""older42: the shapes shared across the older sets (made-up runs: a spice packer, a cable shop, a timber
yard; none of the corpora's texts): a count times a stated size shown in another unit (`sized-product`),
a quantity rounded up to the whole containers the rules state, priced or restated (`whole-containers`)."""

from __future__ import annotations

from typing import Any

from ._helpers import judged

SPICE = ("You are the desk of a spice packer. Rules (prices in EUR):\n"
         "- Tins: 118 g, 236 g and 472 g; 24 tins a carton.\n- Orders ship in 2 working days.")
ORDER = {"order": "SP-4410", "blend": "ras el hanout", "cartons": 15}


def _run(question: str, *answers: str, system: str = SPICE, payload: Any = ORDER) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"role": "system", "content": system}, {"role": "user", "content": "order SP-4410"},
                                 {"role": "tool", "content": str(payload).replace("'", '"')}]
    for a in answers:
        out.append({"role": "assistant", "content": a})
        out.append({"role": "user", "content": "ok"})
    out[-1 if answers else len(out):] = [{"role": "user", "content": question}]
    return out


def test_a_carton_of_stated_tins_in_kg_is_computed() -> None:
    # 24 tins a carton (the rules) x 236 g (the question) = 5,664 g: 5.664 kg
    flags, computed = judged("5.664 kg", _run("kg in a carton of 236 g tins"))
    assert "5.664" not in flags
    assert computed["5.664"] == "sized-product"


def test_a_carton_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("5.646 kg", _run("kg in a carton of 236 g tins"))
    assert "5.646" in flags


def test_a_size_no_source_states_stays_flagged() -> None:
    # 24 x 237 g: no tin of 237 g is stated or asked
    flags, _ = judged("5.688 kg", _run("kg in a carton of 236 g tins"))
    assert "5.688" in flags


def test_cartons_of_stated_tins_two_counts_are_computed() -> None:
    # 15 cartons (the question) x 24 tins a carton x 236 g = 84,960 g
    flags, computed = judged("84.96 kg of blend", _run("and 15 cartons of 236 g, kg needed?"))
    assert "84.96" not in flags
    assert computed["84.96"] == "sized-product"


def test_cartons_with_a_wrong_count_stay_flagged() -> None:
    # 16 cartons would be 90.624 kg; 84.86 is no product of these pools
    flags, _ = judged("84.86 kg of blend", _run("and 15 cartons of 236 g, kg needed?"))
    assert "84.86" in flags


def test_a_factor_other_than_a_power_of_ten_stays_flagged() -> None:
    # 5.664 kg is 12.487 lb: a conversion by 2.2046 is no power of ten, and the sizes are in grams
    flags, _ = judged("12.49 lb", _run("lb in a carton of 236 g tins"))
    assert "12.49" in flags


def test_a_count_times_a_size_of_the_previous_answer() -> None:
    # the previous answer wrote `1848 × 236 g`; 1848 x 236 g = 436,128 g
    flags, computed = judged("436.128 kg in tins", _run("weight?", "Lot L-7: 1848 × 236 g tins, packed 2 June"))
    assert "436.128" not in flags
    assert computed["436.128"] == "sized-product"


def test_a_count_of_the_previous_answer_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("436.182 kg in tins", _run("weight?", "Lot L-7: 1848 × 236 g tins, packed 2 June"))
    assert "436.182" in flags


def test_a_rounded_product_is_no_sized_product() -> None:
    # 1848 x 236 g is 436.128 kg exactly; 436.1 is a rounding, which this rule does not take
    flags, _ = judged("436.1 kg in tins", _run("weight?", "Lot L-7: 1848 × 236 g tins, packed 2 June"))
    assert "436.1" in flags


CABLE = "You are the desk of a cable shop. Rules: cable is cut to order in cm; drums hold 500 m."


def test_lengths_in_cm_restated_in_m() -> None:
    # 72 pieces (the question) x 145 cm (the question) = 10,440 cm: 104.4 m
    flags, computed = judged("That is 104.4 m of cable.", _run("72 pieces of 145 cm, how many metres?", system=CABLE,
                                                               payload={"stock_m": 480}))
    assert "104.4" not in flags
    assert computed["104.4"] == "sized-product"


def test_lengths_with_a_wrong_piece_count_stay_flagged() -> None:
    # 72 x 145 cm is 104.4 m; 104.6 m is no product of the pieces asked
    flags, _ = judged("That is 104.6 m of cable.", _run("72 pieces of 145 cm, how many metres?", system=CABLE,
                                                        payload={"stock_m": 480}))
    assert "104.6" in flags


def test_a_table_cell_under_a_header_naming_its_unit() -> None:
    # `kg/case` names the cell's unit: 24 tins a carton x 236 g (the rules' tins) = 5.664 kg
    flags, computed = judged("| EUR/carton | kg/carton |\n|---|---|\n| 41.28 | 5.664 |", _run("per kg?"))
    assert "5.664" not in flags
    assert computed["5.664"] == "sized-product"


def test_a_table_cell_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("| EUR/carton | kg/carton |\n|---|---|\n| 41.28 | 5.654 |", _run("per kg?"))
    assert "5.654" in flags


YARD = ("You are the desk of a timber yard. Rules (amounts in EUR):\n"
        "- Boards ship on crates of 150 (whole crates, rounded up); a crate costs 85 EUR.\n"
        "- Twine is sold in reels of 220 m (whole reels, rounded up).")


def _yard(answer: str) -> tuple[set[str], dict[str, str]]:
    hist = [{"role": "system", "content": YARD}, {"role": "user", "content": "order TY-31: crates and twine?"},
            {"role": "tool", "content": '{"order": "TY-31", "boards": 1012, "twine_m": 1500}'}]
    return judged(answer, hist)


def test_whole_crates_priced_with_the_count_unwritten() -> None:
    # ceil(1,012 / 150) = 7 crates (unwritten) x 85 = 595
    flags, computed = _yard("1,012 boards: crates EUR 595.")
    assert "595" not in flags
    assert computed["595"] == "whole-containers"


def test_crates_rounded_down_stay_flagged() -> None:
    # 6 crates (rounded down) x 85 = 510: the rules round up
    flags, _ = _yard("1,012 boards: crates EUR 510.")
    assert "510" in flags


def test_crates_at_a_price_no_rule_states_stay_flagged() -> None:
    flags, _ = _yard("1,012 boards: crates EUR 602.")
    assert "602" in flags


def test_whole_reels_restated_though_one_digit_off_the_carried_length() -> None:
    # ceil(1,500 / 220) = 7 reels = 1,540 m, one digit off the carried 1,500: the very quantity it rounds up
    flags, computed = _yard("Twine: 1,500 ÷ 220 = 6.82 → 7 reels (1,540 m)")
    assert "1540" not in flags
    assert computed["1540"] in ("whole-containers", "rounded-whole")  # rope42's capacity reading may come first


def test_reels_rounded_down_stay_flagged() -> None:
    # 6 reels (rounded down, unwritten) = 1,320 m; 7 reels, 1,540 m, is what the rules give
    flags, _ = _yard("Twine for 1,500 m: 1,320 m in whole reels.")
    assert "1320" in flags
    flags, computed = _yard("Twine for 1,500 m: 1,540 m in whole reels.")
    assert "1540" not in flags and computed["1540"] in ("whole-containers", "rounded-whole")  # rope42's capacity reading may come first


def test_reels_of_a_wrong_size_stay_flagged() -> None:
    # 7 reels of 230 m would be 1,610 m: no reel of 230 m is stated
    flags, _ = _yard("Twine: 1,500 ÷ 220 = 6.82 → 7 reels (1,610 m)")
    assert "1610" in flags


def test_whole_reels_one_digit_off_a_carried_number_it_does_not_round_stay_flagged() -> None:
    # 1,012 carried boards: 1,017 is one digit off it and no reel count of the line's quantities gives it
    flags, _ = _yard("Twine: 1,500 ÷ 220 = 6.82 → 7 reels (1,017 m)")
    assert "1017" in flags
