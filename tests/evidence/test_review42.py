"""Round 42 review (review42): made-up runs where an invented value is excused by a rule the round
added or widened. Each test asserts the invented value is flagged; they fail until the rule is mended.
mend42b's cases: D4, D6, D9 (the other menders' cases live on their branches)."""

from __future__ import annotations

from ._helpers import flagged, verdict


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
