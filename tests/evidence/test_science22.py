"""Round 22 (science22): how a bench writes its numbers. A quantity restated with another SI prefix
(`4.23 mg (4,230 µg)`: `convert` over `si_units.py`), the spread of replicates (`spread`: a sample
SD, a CV), a mean written finer than its carried items (`mean 27.943` of 27.86, 28.03, 27.94), and
a formula's symbols glued (`C1V1 = C2V2`). Each with its refusals: a digit changed, a wrong power of
ten, an SD of other values stay flagged."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence.narration import is_formula_symbols
from evidence_audit.evidence.replicate_spreads import coefficient_of_variation, sample_sd
from evidence_audit.evidence.si_units import si_unit_after
from evidence_audit.evidence.units import factors, unit_after

from ._helpers import history, judged

PROTEIN = {"sample_id": "PRO-1147", "conc_mg_mL": 2.35, "volume_mL": 1.8, "mw_kDa": 83.6}
PLATE = ("well,sample,target,Ct\nA4,CTRL,IL1B,27.86\nA5,CTRL,IL1B,28.03\nA6,CTRL,IL1B,27.94\n"
         "B4,LPS,IL1B,22.31\nB5,LPS,IL1B,22.18\nB6,LPS,IL1B,22.40")
DILUTION = "You are a bench assistant.\n- Dilutions: C1 x V1 = C2 x V2; make up the rest with water."


# --- SI prefixes: the form, a prefix and a base unit ------------------------------------------


@pytest.mark.parametrize(("written", "unit"), [
    ("4.23 mg", "mg"), ("4,230 \u00b5g", "ug"), ("4,230 \u03bcg", "ug"), ("2.43 mL", "ml"), ("2,430 \u00b5L", "ul"),
    ("500 nM", "nmolar"), ("5 mM", "mmolar"), ("1 M", "molar"), ("26.01 mmol", "mmol"), ("3 ng", "ng"),
    ("5 kg", "kg"), ("5 L", "l"),
])
def test_a_prefix_and_a_base_unit_are_read_case_as_written(written: str, unit: str) -> None:
    number = written.split(" ")[0]
    assert unit_after(written, len(number)) == unit


@pytest.mark.parametrize("written", ["5 mm", "5 min", "5 mi", "5 lines", "5 gal", "5 Mb"])
def test_other_units_and_words_keep_their_reading(written: str) -> None:
    si = si_unit_after(written, 1)
    assert si is None or si.unit not in ("mmolar", "ml", "mol", "g", "l")
    assert unit_after("5 mm", 1) == "mm" and unit_after("5 min", 1) == "min"


def test_a_prefixed_unit_before_a_slash_is_a_rate_not_a_quantity() -> None:
    assert unit_after("2.35 mg/mL", 4) is None
    assert unit_after("3 g/mol", 1) == "g"  # (a unit the tables held before round 22 keeps its reading)


def test_the_factors_are_the_powers_of_ten_the_prefixes_fix() -> None:
    assert factors("mg", "ug") == (Decimal(1000),)
    assert factors("ul", "ml") == (Decimal("0.001"),)
    assert factors("kg", "mg") == (Decimal(1000000),)
    assert factors("mmolar", "umolar") == (Decimal(1000),)
    assert factors("mg", "ul") == ()


def test_a_mass_restated_in_micrograms_is_computed() -> None:
    answer = "PRO-1147: 2.35 mg/mL \u00d7 1.8 mL = **4.23 mg** (4,230 \u00b5g)."
    flags, computed = judged(answer, history(PROTEIN))
    assert "4230" not in flags and computed["4230"] == "convert"


def test_a_volume_restated_in_microlitres_is_computed() -> None:
    flags, computed = judged("The final volume is 4.23 mL, so add 2.43 mL (2,430 \u00b5L) of buffer.", history(PROTEIN))
    assert "2430" not in flags and computed["2430"] == "convert"


@pytest.mark.parametrize("wrong", ["4,231", "4,330", "42,300", "423"])
def test_a_conversion_one_digit_or_a_power_of_ten_off_stays_flagged(wrong: str) -> None:
    answer = f"PRO-1147: 2.35 mg/mL \u00d7 1.8 mL = **4.23 mg** ({wrong} \u00b5g)."
    flags, _ = judged(answer, history(PROTEIN))
    assert wrong.replace(",", "") in flags


def test_a_concentration_is_no_mass_to_convert() -> None:
    # (2.45 is no carried number: only `convert` could reach 2,450, and a rate's numerator is no mass)
    flags, _ = judged("The stock is 2.45 mg/mL (2,450 \u00b5g).", history(PROTEIN))
    assert "2450" in flags


# --- spread: the sample SD and the CV of replicates --------------------------------------------


def test_the_sample_sd_and_cv_are_the_bench_s() -> None:
    values = [Decimal("22.31"), Decimal("22.18"), Decimal("22.40")]
    assert round(sample_sd(values), 4) == Decimal("0.1106")
    assert round(coefficient_of_variation(values), 3) == Decimal("0.496")
    assert sample_sd([Decimal(1)]) is None and coefficient_of_variation([Decimal(0), Decimal(0)]) is None


def test_an_sd_of_the_values_its_sentence_lists_is_computed() -> None:
    flags, computed = judged("SD of 22.31, 22.18, 22.40 is 0.111; over the mean 22.30.", history(PLATE))
    assert "0.111" not in flags and computed["0.111"] == "spread"


def test_a_cv_after_the_mean_and_sd_takes_the_replicates_not_them() -> None:
    answer = "LPS IL1B: 22.31, 22.18, 22.40: mean 22.297, SD 0.111, CV 0.496%."
    flags, computed = judged(answer, history(PLATE))
    assert flags == set()
    assert computed["0.111"] == "spread" and computed["0.496"] == "spread"


@pytest.mark.parametrize("wrong", ["0.112", "0.121", "0.211"])
def test_an_sd_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"SD of 22.31, 22.18, 22.40 is {wrong}.", history(PLATE))
    assert wrong in flags


def test_an_sd_of_other_values_stays_flagged() -> None:
    # 0.111 is the SD of the LPS triplicate, not of the control's
    flags, _ = judged("SD of 27.86, 28.03, 27.94 is 0.111.", history(PLATE))
    assert "0.111" in flags


def test_a_cv_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("LPS IL1B: 22.31, 22.18, 22.40: SD 0.111, CV 0.498%.", history(PLATE))
    assert "0.498" in flags


def test_no_spread_without_its_word() -> None:
    flags, _ = judged("LPS IL1B: 22.31, 22.18, 22.40, then 0.111.", history(PLATE))
    assert "0.111" in flags


# --- a mean finer than its carried items -------------------------------------------------------


def test_a_mean_written_a_place_finer_than_its_items_is_computed() -> None:
    flags, computed = judged("Control IL1B: 27.86, 28.03, 27.94, mean 27.943.", history(PLATE))
    assert "27.943" not in flags and computed["27.943"] == "average"


@pytest.mark.parametrize("wrong", ["27.944", "27.953", "27.942"])
def test_a_mean_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"Control IL1B: 27.86, 28.03, 27.94, mean {wrong}.", history(PLATE))
    assert wrong in flags


def test_a_value_one_digit_off_a_carried_item_at_its_places_stays_flagged() -> None:
    # 27.96 is one digit off the carried 27.94 at its own places: a misread, whatever it averages
    flags, _ = judged("Control IL1B: 27.94, 27.98, mean 27.96.", history(PLATE + "\nA7,CTRL,IL1B,27.98"))
    assert "27.96" in flags


# --- a formula's symbols glued ------------------------------------------------------------------


def test_glued_symbols_beside_an_equals_sign_the_run_defines_are_no_data() -> None:
    answer = "Using C1V1 = C2V2 with the 100 \u00b5M stock: V1 = (2 \u00b5M \u00d7 500 \u00b5L) / 100 \u00b5M = 10 \u00b5L."
    flags, _ = judged(answer, history({"stock_uM": 100}, system=DILUTION))
    assert not {"c1v1", "c2v2"} & flags


def test_glued_symbols_the_run_never_defines_stay_flagged() -> None:
    answer = "Using C1V1 = C2V2 with the 100 \u00b5M stock."
    flags, _ = judged(answer, history({"stock_uM": 100}))
    assert {"c1v1", "c2v2"} <= flags


def test_glued_symbols_away_from_an_equals_sign_stay_flagged() -> None:
    assert not is_formula_symbols("c1v1", "Ship C1V1 today.", {"c1", "v1"})
    assert is_formula_symbols("c1v1", "C1V1 = C2V2", {"c1", "v1"})
    assert not is_formula_symbols("c1v1", "C1V1 = C2V2", {"c1"})
    assert not is_formula_symbols("ab12", "AB12 = 4", {"a1", "b2"})


# --- rescaled: a carried number in the next prefix's unit ---------------------------------------


def test_a_carried_molar_mass_in_kda_written_in_g_per_mol_is_grounded() -> None:
    flags, _ = judged("2.35 g/L \u00f7 83,600 g/mol = 28.1 \u00b5M.", history(PROTEIN))
    assert "83600" not in flags


@pytest.mark.parametrize("wrong", ["83,700", "836,000", "8,360"])
def test_a_molar_mass_one_digit_or_a_power_of_ten_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"2.35 g/L \u00f7 {wrong} g/mol = 28.1 \u00b5M.", history(PROTEIN))
    assert wrong.replace(",", "") in flags


def test_a_carried_concentration_in_the_next_prefix_is_grounded() -> None:
    flags, _ = judged("That is 2,350 \u00b5g/mL.", history(PROTEIN))
    assert flags == set()
    flags, _ = judged("That is 2,360 \u00b5g/mL.", history(PROTEIN))
    assert "2360" in flags
