"""older41: heldout25/26's largest shapes (made-up runs: a piano mover, a print shop, a boat yard;
none of the corpora's texts)."""

from __future__ import annotations

from ._helpers import flagged, history, judged, verdict

MOVER = ("You are the desk of a piano mover. Rules (prices in EUR excluding VAT 20%):\n"
         "- Porters: EUR 640 per porter-hour.\n- Van: EUR 385 an hour.\n- Stairs: EUR 210 per floor.")
JOB = {"job": "PM-4411", "porters": 3, "floors": 3}
HEAD = "| Item | Calculation | EUR |\n|---|---|---|\n"


def test_calculation_cell_with_the_rules_prices_is_computed() -> None:
    # 640, 385 and 210 are the rules' prices (under the digit minimum): the cell writes them out
    v = verdict("Billed as **6.0 h**.\n\n" + HEAD + "| Porters | 3 × 6 h × 640 | 11,520 |\n| Van | 6 h × 385 | 2,310 |\n"
                "| Stairs | 3 floors × 210 | 630 |\n| **Total** | | **14,460** |", JOB, system=MOVER)
    assert not {"11520", "2310", "14460"} & flagged(v)


def test_calculation_cell_one_digit_off_stays_flagged() -> None:
    # 6 x 385 is 2,310; 2,340 is no result of its cell
    v = verdict("Billed as **6.0 h**.\n\n" + HEAD + "| Porters | 3 × 6 h × 640 | 11,520 |\n| Van | 6 h × 385 | 2,340 |", JOB,
                system=MOVER)
    assert "2340" in flagged(v)


def test_calculation_cell_with_a_price_no_source_states_stays_flagged() -> None:
    # 395 is no price of the rules nor of the result: the cell's product is the answer's invention
    v = verdict("Billed as **6.0 h**.\n\n" + HEAD + "| Van | 6 h × 395 | 2,370 |", JOB, system=MOVER)
    assert "2370" in flagged(v)


def test_calculation_cell_over_a_result_the_answer_reached_before() -> None:
    # 5.5 is the answer's own: it wrote it after an arrow in the row above
    v = verdict(HEAD + "| Hours | 3 × 1.5 + 0.75 = 5.25 → 5.5 h | |\n| Porters | 3 × 5.5 × 640 | 10,560 |\n"
                "| Van | 5.5 × 385 | 2,117.50 |", JOB, system=MOVER)
    assert not {"10560", "2117.5"} & flagged(v)


def test_calculation_cell_over_a_decimal_written_nowhere_before_stays_flagged() -> None:
    # 5.5 hours reached by no step of the answer: the product rests on a number it never derived
    v = verdict(HEAD + "| Porters | 3 × 5.5 × 640 | 10,560 |\n| Van | 5.5 × 385 | 2,117.50 |", JOB, system=MOVER)
    assert {"10560", "2117.5"} <= flagged(v)


def test_calculation_cell_over_a_result_written_bare_before_stays_flagged() -> None:
    # 5.5 written before, but bare (no `=` or arrow reached it): no result of the answer's own
    v = verdict("About 5.5 porters a day.\n\n" + HEAD + "| Van | 5.5 × 385 | 2,117.50 |", JOB, system=MOVER)
    assert "2117.5" in flagged(v)



YARD = ("You are the desk of a boat yard. Rules (prices in EUR excluding VAT 25.5% unless stated):\n"
        "- Antifouling: EUR 38 a metre of hull.\n- Deposit 30% of the order.")
ORDER = {"order": "BY-2207", "total_excl_vat": 1687.0, "units": 20}


def _judged(answer: str) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(ORDER, system=YARD, user="per unit"))


def test_stated_tax_on_the_number_before_it_on_its_line() -> None:
    # 1,687.00 / 20 = 84.35 a unit; with the rules' VAT 25.5%: 105.85925, 105.86
    flags, computed = _judged("84.35 excl, 105.86 incl")
    assert "105.86" not in flags and computed.get("105.86") in ("percent", "two-step")


def test_stated_tax_one_digit_off_stays_flagged() -> None:
    flags, _ = _judged("84.35 excl, 105.96 incl")
    assert "105.96" in flags


def test_a_percent_no_source_states_excuses_nothing() -> None:
    # 84.35 + 22% is 102.91: the rules state 25.5% and 30%, no 22%
    flags, computed = _judged("84.35 excl, 102.91 incl")
    assert "102.91" in flags and "102.91" not in computed


LAB = {"clip": "take-3.wav", "sample_rate_hz": 44100, "bit_depth": 24, "channels": 2, "seconds": 90}


def test_kilo_quantity_of_the_question_restated_in_its_base_unit() -> None:
    v = verdict("88,000 × 24 / 8 × 2 = 528,000 bytes a second.", LAB, user="And at 88 kHz?")
    assert "88000" not in flagged(v)


def test_kilo_quantity_of_its_line_restated_in_its_base_unit() -> None:
    v = verdict("AAC at 256 kbps: 256,000 / 8 = 32,000 bytes a second.", LAB)
    assert "256000" not in flagged(v)


def test_kilo_restated_one_digit_off_stays_flagged() -> None:
    v = verdict("89,000 × 24 / 8 × 2 = 534,000 bytes a second.", LAB, user="And at 88 kHz?")
    assert "89000" in flagged(v)


def test_kilo_quantity_of_another_line_stays_flagged() -> None:
    # 256 kbps is on the line above, the question names none: no restatement of the value's own line
    v = verdict("AAC at 256 kbps.\n256,000 / 8 = 32,000 bytes a second.", LAB)
    assert "256000" in flagged(v)


def test_stated_tax_never_excuses_a_written_steps_result() -> None:
    # 12.8 / 5 + 10.25 = 12.81; a slip to 15.38 is no 10.25 + the rules' 50%
    system = YARD.replace("Deposit 30%", "Deposit 50%")
    flags, computed = judged("Hours: 12.8 / 5 + 10.25 = 15.38", history(ORDER, system=system, user="hours?"))
    assert "15.38" not in computed


def test_a_word_starting_with_k_is_no_kilo() -> None:
    # `12 kits` is no 12 kilo-anything: 12,000 restates nothing
    v = verdict("We pack 12 kits a crate, so 12,000 / 8 = 1,500 crates.", LAB)
    assert "12000" in flagged(v)
