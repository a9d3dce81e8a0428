"""Round 42 review (review42): made-up runs where an invented value is excused by a rule the round
added or widened. Each test asserts the invented value is flagged; they fail until the rule is mended.
mend42c's copy: D5 (means.asked_mean), D7 (tax_names), D8 (decimal_comma)."""

from __future__ import annotations
from ._helpers import flagged, verdict
from decimal import ROUND_HALF_UP, Decimal


_JOBS = {"jobs": [{"job": "J-101", "labour_inr": 2450.00, "parts_inr": 1310.50},
                  {"job": "J-102", "labour_inr": 3355.00, "parts_inr": 890.25}]}


def test_d5_asked_mean_reads_the_verb_mean_is_flagged() -> None:
    # D5: clock42's `means.asked_mean` takes `What do you mean?` for a question asking a mean: J-102's
    # labour stated as the column's mean (2,902.50; the record says 3,355) is excused as `carried-mean`
    v = verdict("It means the labour on J-102 came to 2,902.50 INR.", _JOBS, user="What do you mean?")
    assert "2902.5" in flagged(v)


def test_asked_mean_terse_reply_passes() -> None:
    v = verdict("- 2,902.50 INR labour", _JOBS, user="Means per job?")
    assert flagged(v) == set()


_ATHENS = "You are a freight desk in Athens. VAT 24% applies to all services."


def test_d7_greek_loading_word_read_as_tax_is_flagged() -> None:
    # D7: mill42's `tax_names.names_tax` reads the Greek stem `φόρ` with no word end: `φόρτωση`
    # (loading) and `φόρμα` (form) name the tax, so a loading charge invented as freight + 24% passes
    v = verdict("Ναύλος €250.00, φόρτωση €310.00", {"freight_eur": 250.00}, system=_ATHENS)
    assert "310" in flagged(v)


def test_greek_delivery_without_tax_word_stays_flagged() -> None:
    v = verdict("Ναύλος €250.00, παράδοση €310.00", {"freight_eur": 250.00}, system=_ATHENS)
    assert "310" in flagged(v)


def test_d8_no_break_space_groups_make_an_english_comma_thousands_a_decimal() -> None:
    # D8: quarry42's `decimal_comma` decides a text by one no-break-space group and one `N,NNN`: an
    # English answer quoting `12 500` from a French result grounds `2,480 kg` on a carried 2.48 kg
    # (`locale`); main flags it
    v = verdict("Stock on hand: 12\u00a0500 units. The sample weighs 2,480 kg.", {"stock": 12500, "sample_kg": 2.48})
    assert "2480" in flagged(v)


# formula42 record_formulas: a farm's shrink formula over a yield log
_SHRINK = ("You run a grain farm.\n"
           "Shrink: dry tonnes = wet tonnes x (100 - moisture) / (100 - standard moisture).\n"
           "Standard moisture: wheat 13.5%.\n"
           "Loads above 14% moisture are rejected at the elevator.")


_LOADS = [{"load_id": "L-1", "wet_t": 120.4, "moisture_pct": 16.2},
          {"load_id": "L-12", "wet_t": 98.7, "moisture_pct": 15.1},
          {"load_id": "L-3", "wet_t": 60.0, "moisture_pct": 14.4}]


def _dry(wet: str, moisture: str, standard: str) -> str:
    value = Decimal(wet) * (100 - Decimal(moisture)) / (100 - Decimal(standard))
    return str(value.quantize(Decimal("0.01"), ROUND_HALF_UP))


def test_record_formula_honest_row_passes() -> None:
    # the bound that holds: load L-12's own dry weight is excused
    v = verdict(f"Load L-12 at 13.5%: dry {_dry('98.7', '15.1', '13.5')} t", _LOADS, system=_SHRINK)
    assert flagged(v) == set()


def test_d1_record_formula_another_rows_value_is_flagged() -> None:
    # D1: `L-1` is a substring of `L-12`, so the line naming L-12 also names L-1's row: L-1's dry
    # weight (116.64) written for L-12 is another record's value
    # (mend42a) L-3 at 14.6% here: with review42's 14.4, `two-step` (not formula42's) reaches 116.64 by
    # chance as L-3's 14.4 x 13.5% x 60.0, once record-formula no longer takes it
    loads = [_LOADS[0], _LOADS[1], {"load_id": "L-3", "wet_t": 60.0, "moisture_pct": 14.6}]
    v = verdict(f"Load L-12 at 13.5%: dry {_dry('120.4', '16.2', '13.5')} t", loads, system=_SHRINK)
    assert "116.64" in flagged(v)


def test_d2_record_formula_wrong_constant_is_flagged() -> None:
    # D2: the free name `standard moisture` is bound to 14, a number of another system line that
    # writes `moisture` (the rejection limit), not the stated standard 13.5
    v = verdict(f"Load L-1 at 14%: dry {_dry('120.4', '16.2', '14')} t", _LOADS, system=_SHRINK)
    assert "117.32" in flagged(v)


def test_d3_stated_multiple_from_an_unrelated_multiplier_is_flagged() -> None:
    # D3: `2x the length` is no factor of a price; a fare doubled is an invention
    system = "You are a support agent. Answer in at most 2x the length of the question. Be polite."
    v = verdict("The fare was $45.20 and after the change it is $90.40.", {"fare": 45.20, "seat": "12A"}, system=system)
    assert "90.4" in flagged(v)


def test_stated_multiple_honest_overtime_passes() -> None:
    v = verdict("Base $23.40, overtime rate $35.10.", {"rate": 23.40}, system="Overtime is paid 1.5x the base rate.")
    assert flagged(v) == set()


def test_d4_rounded_capacity_rounded_down_against_rounded_up_rules_is_flagged() -> None:
    # D4: rope42's `explain_rounded_capacity` takes the nearest whole (4 for 4.25) times the divisor:
    # 1,600 m of coils for a 1,700 m order where the rules round up (whole_containers refuses it)
    system = "Rope is sold in coils of 400 m (whole coils, rounded up); a coil costs 90 USD."
    v = verdict("You need 1,700 ÷ 400 = 4.25 → 4 coils (1,600 m).", {"order_m": 1700}, system=system)
    assert "1600" in flagged(v)


def test_rounded_capacity_rounded_up_passes() -> None:
    system = "Rope is sold in coils of 400 m (whole coils, rounded up); a coil costs 90 USD."
    v = verdict("You need 1,700 ÷ 400 = 4.25 → 5 coils (2,000 m).", {"order_m": 1700}, system=system)
    assert flagged(v) == set()


_HONEY = "You sell honey. Jars: 227 g, 340 g and 454 g, 12 jars a case."


def test_d6_sized_product_of_another_stated_size_is_flagged() -> None:
    # D6: older42's `sized-product` tries every stated size, not the one the question names: a 340 g
    # case written as 5.448 kg (12 x 454 g) is excused, which its docstring says stays flagged
    v = verdict("A case holds 5.448 kg.", {"stock_cases": 40}, system=_HONEY, user="kg in a 340 g case?")
    assert "5.448" in flagged(v)


def test_d6b_sized_product_of_another_size_than_its_line_names_is_flagged() -> None:
    v = verdict("A case of 340 g jars holds 5.448 kg.", {"stock_cases": 40}, system=_HONEY, user="how heavy is a case?")
    assert "5.448" in flagged(v)


def test_d9_one_stated_rounding_down_floors_every_count_is_flagged() -> None:
    # D9: quarry42's `StatedRoundings.floors` is one flag for the run: the rules round the good slates
    # down, so cartons the same rules round up are excused rounded down too (6,975 for 6,975.5)
    system = ("You run a slate quarry.\nGood slates = m3 x 420 x 0.85, rounded down.\n"
              "Cartons hold 40 slates; cartons needed are rounded up.")
    v = verdict("Cartons: 279,020 / 40 = 6,975.5 → 6,975 cartons", {"slates": 279020}, system=system)
    assert "6975" in flagged(v)


def test_rounded_whole_up_passes() -> None:
    system = ("You run a slate quarry.\nGood slates = m3 x 420 x 0.85, rounded down.\n"
              "Cartons hold 40 slates; cartons needed are rounded up.")
    v = verdict("Cartons: 279,020 / 40 = 6,975.5 → 6,976 cartons", {"slates": 279020}, system=system)
    assert flagged(v) == set()


def test_rounded_whole_down_of_the_stated_formula_passes() -> None:
    # (mend42b) the quotient computes the rounding-down line's own formula (its 420 and 0.85), though
    # another line rounds slates up: the floor stays excused
    system = ("You run a slate quarry.\nGood slates = m3 x 420 x 0.85, rounded down.\n"
              "A roof takes 13 slates a m2, rounded up to whole slates.")
    v = verdict("Slates: 5.25 × 420 × 0.85 = 1,874.25 → **1,874**", {"block_m3": 5.25}, system=system)
    assert "1874" not in flagged(v)
