"""Round 21 (units21): quantities written with their units. A per-unit suffix of one letter glued
to a value (`$146.30/t`), a rate applied to the quantity a line above wrote (`applied-rate`), and
a restated operand's slack that no longer reaches a result one unit of its last place off."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence.applied_rates import applied_rate
from evidence_audit.evidence.computed.reading import _GLUED_PER

from ._helpers import history, judged

FIELD = {"field": "F-112", "inputs_usd": 21480.60, "dry_t": 146.83, "bid": 236.10}
LOADS = {"loads_t": [12.85, 13.40, 11.95], "spot": 598.30, "handling": 6.50, "price": 181.20,
         "z2": 10.2, "z3": 7.4, "z3_ha": 9.6}


# --- glued per-unit suffixes: the form, not a list --------------------------------------------


@pytest.mark.parametrize("suffix", ["/t", "/ha", "/ac", "/L", "/kg", "/mo", "/hr", "/day", "/seat", "/m\u00b2"])
def test_a_value_glued_to_any_unit_suffix_is_read_as_its_number(suffix: str) -> None:
    flags, computed = judged(f"Cost: $21,480.60 / 146.83 = **$146.30{suffix}**", history(FIELD))
    assert flags == set() and computed["146.3"] == "written"


def test_a_wrong_digit_before_the_suffix_stays_flagged() -> None:
    for wrong, value in (("146.31", "146.31"), ("146.20", "146.2"), ("147.30", "147.3")):
        flags, _ = judged(f"Cost: $21,480.60 / 146.83 = **${wrong}/t**", history(FIELD))
        assert value in flags


@pytest.mark.parametrize("token", ["24/7", "4.6/5", "14/03", "5g/lte", "1/2", "2024/25"])
def test_numbers_after_the_slash_or_letters_before_it_are_no_unit_suffix(token: str) -> None:
    assert _GLUED_PER.fullmatch(token) is None


def test_scores_clocks_and_dates_with_a_slash_keep_their_reading() -> None:
    run = history({"rating": 4.6, "date": "2025-03-14"})
    assert judged("It is rated 4.6/5 and open 24/7.", run)[0] == set()
    assert judged("It is rated 4.7/5 and open 24/7.", run)[0] == {"4.7/5"}
    assert judged("Delivered 14/03/2025 over 5G/LTE.", run)[0] == set()


@pytest.mark.parametrize("token", ["146.30/t", "1,624.86/ac", "13.53/ac", "0.85/m\u00b2", "64/night"])
def test_the_suffix_form_is_a_number_a_slash_and_letters(token: str) -> None:
    assert _GLUED_PER.fullmatch(token) is not None


# --- applied-rate ----------------------------------------------------------------------------

EXTRA = "* Extra: (10.2 \u2212 7.4) \u00d7 9.6 ha = 26.88 t\n"


def test_a_rate_applied_to_the_quantity_the_line_above_wrote() -> None:
    flags, computed = judged(EXTRA + "* At $181.20/t: $4,870.66", history(LOADS))
    assert flags == set() and computed["4870.66"] == "applied-rate"


def test_a_rate_applied_to_a_quantity_written_paragraphs_before() -> None:
    answer = ("Loads 12.85 + 13.40 + 11.95 = 38.20 t wet, so you've got 38.20 t.\n\n"
              "At today's spot bid of $598.30/t that's roughly $22,855.06, call it $22.9k.")
    flags, computed = judged(answer, history(LOADS))
    assert "22855.06" not in flags and computed["22855.06"] == "applied-rate"


def test_a_rate_applied_to_the_quantity_the_previous_answer_wrote() -> None:
    run = history(LOADS, answers=("Loads 12.85 + 13.40 + 11.95 = 38.20 t wet.",))
    flags, computed = judged("Handling is $6.50/t, so $248.30 off the top.", run)
    assert flags == set() and computed["248.3"] == "applied-rate"


@pytest.mark.parametrize("wrong", ["4,870.67", "4,870.56", "4,880.66", "4,870.6"])
def test_a_product_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(EXTRA + f"* At $181.20/t: ${wrong}", history(LOADS))
    assert wrong.replace(",", "") in flags


def test_a_rate_per_another_unit_is_not_applied() -> None:
    flags, _ = judged(EXTRA + "* At $181.20/ha: $4,870.66", history(LOADS))
    assert "4870.66" in flags


def test_a_rate_written_right_after_the_value_after_at_is_applied() -> None:
    # (brandy36) `X at R/unit` prices the quantity as `At R/unit: X` does (was refused in round 21)
    flags, computed = judged(EXTRA + "* Worth $4,870.66 at $181.20/t", history(LOADS))
    assert "4870.66" not in flags and computed["4870.66"] == "applied-rate"


def test_a_rate_further_after_the_value_is_not_applied() -> None:
    flags, _ = judged(EXTRA + "* Worth $4,870.66, the bid being $181.20/t", history(LOADS))
    assert "4870.66" in flags


def test_only_the_last_quantity_of_the_unit_is_tried() -> None:
    # 12.85 t is written first, 38.20 t last: the price of 12.85 t is no longer reached
    answer = "First load 12.85 t; loads 12.85 + 13.40 + 11.95 = 38.20 t.\nAt $598.30/t: $7,688.16"
    flags, _ = judged(answer, history(LOADS))
    assert "7688.16" in flags


def test_an_unsupported_quantity_or_rate_is_not_applied() -> None:
    flags, _ = judged("You have 38.21 t.\nAt $598.30/t: $22,861.04", history(LOADS))
    assert {"38.21", "22861.04"} <= flags
    flags, _ = judged(EXTRA + "* At $181.30/t: $4,873.34", history(LOADS))
    assert {"181.3", "4873.34"} <= flags


def test_applied_rate_reads_units_and_rounding_as_written() -> None:
    settled = {"26.88", "181.2", "1377", "1.18"}.__contains__
    text = "= 26.88 t\nAt $181.20/t: $4,870.66"
    at = text.index("4,870.66")
    found = applied_rate(text, text.index("At"), at, Decimal("4870.66"), 2, settled)
    assert found is not None and found.expression == "26.88 x 181.2"
    assert applied_rate(text, text.index("At"), at, Decimal("4870.7"), 1, settled) is None  # one place: exact only
    # a rate (`2.36 t/ha`) is no quantity of `t`
    text = "about 2.36 t/ha\nAt $181.20/t: $427.63"
    assert applied_rate(text, text.index("At"), text.index("427"), Decimal("427.63"), 2, {"2.36", "181.2"}.__contains__) is None
    # litres as `L`, plural units as their singular
    text = "Fuel used: 1,377 L.\nAt $1.18/L that is $1,624.86"
    found = applied_rate(text, text.index("At"), text.index("1,624"), Decimal("1624.86"), 2, settled)
    assert found is not None and found.quantity == "1377"


# --- a restated operand's slack --------------------------------------------------------------


def test_a_written_result_from_a_restated_operand_holds() -> None:
    flags, computed = judged("Wheat: $236.10 \u2212 $146.30 = $89.80/t", history([FIELD]))
    assert flags == set() and computed["89.8"] == "written"


@pytest.mark.parametrize("wrong", ["89.81", "89.79", "89.70"])
def test_a_result_one_unit_of_its_last_place_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"Wheat: $236.10 \u2212 $146.30 = ${wrong}/t", history([FIELD]))
    assert str(float(wrong)) in flags


# --- a value's unit words before the colon of its equation ------------------------------------

BUSHELS = {"loads_t": [12.85, 13.40, 11.95], "bu_per_t": 44.092}


def test_a_value_with_its_unit_before_the_colon_of_its_equation() -> None:
    run = history(BUSHELS, answers=("You have 12.85 + 13.40 + 11.95 = 38.20 t.",))
    for answer in ("About 1,684 bushels: 38.20 t \u00d7 44.092 bu/t. Call it seventeen hundred.",
                   "1,684.31 bu: 38.20 t \u00d7 44.092 bu/t."):
        flags, computed = judged(answer, run)
        assert flags == set() and "written" in computed.values()


@pytest.mark.parametrize(("wrong", "value"), [("1,685", "1685"), ("1,694", "1694"), ("1,684.32", "1684.32")])
def test_a_value_one_digit_off_its_equation_after_unit_words_stays_flagged(wrong: str, value: str) -> None:
    run = history(BUSHELS, answers=("You have 12.85 + 13.40 + 11.95 = 38.20 t.",))
    flags, _ = judged(f"About {wrong} bushels: 38.20 t \u00d7 44.092 bu/t.", run)
    assert value in flags


# --- `@` between a quantity and its price ---------------------------------------------------

CONTRACT = {"contract": "C-2025-014", "qty_t": 120.0, "price": 248.50}


def test_a_quantity_at_a_price_written_with_an_at_sign() -> None:
    flags, computed = judged("C-2025-014 takes 120.0 t @ $248.50 = $29,820.00.", history(CONTRACT))
    assert flags == set() and computed["29820"] == "written"


@pytest.mark.parametrize(("wrong", "value"), [("29,830.00", "29830"), ("29,820.10", "29820.1"), ("28,820.00", "28820")])
def test_a_product_at_a_price_one_digit_off_stays_flagged(wrong: str, value: str) -> None:
    flags, _ = judged(f"C-2025-014 takes 120.0 t @ $248.50 = ${wrong}.", history(CONTRACT))
    assert value in flags


def test_an_address_at_sign_is_no_operator() -> None:
    from evidence_audit.evidence.expressions import _lex

    assert all(t.kind != "op" for t in _lex("ops@farm.com, team@example.org"))
    assert [t.kind for t in _lex("120.0 t @ $248.50")] == ["num", "word", "op", "num"]


# --- applied-rate the other way round: an amount over the quantity written before ----------

SEEDS = {"units": 138, "price": 61.50, "area_ha": 45.2}
SEEDED = "Seeded with 138 units: 19,320,000 seeds over 45.2 ha, a rate of about 427,434 seeds/ha."


@pytest.mark.parametrize("per", [" per hectare", "/ha", " per ha", "/hectare"])
def test_an_amount_over_the_quantity_the_previous_answer_wrote(per: str) -> None:
    flags, computed = judged(f"138 \u00d7 $61.50 = $8,487.00; that is **$187.77{per}**.", history(SEEDS, answers=(SEEDED,)))
    assert flags == set() and computed["187.77"] == "applied-rate"


@pytest.mark.parametrize("answer", [
    "138 \u00d7 $61.50 = $8,487.00; that is $187.78 per hectare.",  # one digit off
    "138 \u00d7 $61.50 = $8,487.00; that is $187.77 per acre.",  # no acres written before
    "138 \u00d7 $61.50 = $8,487.00; that is $187.77.",  # not written per a unit
    "138 \u00d7 $61.50 = $8,487.00; that is $187.8 per hectare.",  # one place: not tried
])
def test_an_amount_over_a_quantity_refused(answer: str) -> None:
    flags, _ = judged(answer, history(SEEDS, answers=(SEEDED,)))
    assert flags & {"187.78", "187.77", "187.8"}


# --- conversions: acres written `ac`, tonnes written `t` ------------------------------------


@pytest.mark.parametrize(("answer", "value"), [
    ("That is 146.83 t, or 146,830 kg.", "146830"),
    ("The field is 45.2 ha (111.7 ac).", "111.7"),
])
def test_tonnes_and_acres_convert(answer: str, value: str) -> None:
    flags, computed = judged(answer, history({"dry_t": 146.83, "area_ha": 45.2}))
    assert flags == set() and computed[value] == "convert"


@pytest.mark.parametrize(("answer", "value"), [
    ("That is 146.83 t, or 146,831 kg.", "146831"),
    ("The field is 45.2 ha (111.8 ac).", "111.8"),
    ("The field is 45.2 ha (111.7).", "111.7"),  # no unit named beside the value: not tried
])
def test_a_conversion_one_digit_off_or_without_its_unit_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history({"dry_t": 146.83, "area_ha": 45.2}))
    assert value in flags


def test_a_rate_per_paycheck_applied_to_the_count_the_previous_answer_stated() -> None:
    run = history({"ppo": 96.15, "hdhp": 41.90, "dental": 8.62, "vision": 3.10},
                  answers=("Total: **$107.87** per paycheck. You're paid semi-monthly (24 paychecks), so that's **$2,588.88** a year.",))
    answer = "With the HDHP: $41.90 + $8.62 + $3.10 = $53.62 per paycheck, $1,286.88 a year."
    flags, computed = judged(answer, run)
    assert flags == set() and computed["1286.88"] == "applied-rate"
    flags, _ = judged(answer.replace("1,286.88", "1,286.98"), run)
    assert "1286.98" in flags


# --- `rate`: a rate with its numerator's unit word, thousands grouped --------------------------


def test_a_rate_written_with_the_unit_of_its_numerator() -> None:
    run = history({"units": 138, "seeds_per_unit": 140000, "z1": 11.8, "z1_ha": 12.4})
    flags, computed = judged("Seeded 138 units at 140,000 seeds a unit: 19,320,000 seeds.", run)
    assert flags == set() and computed["19320000"] == "rate"
    flags, computed = judged("Z1: 11.8 t/ha on 12.4 ha \u2192 146.32 t", run)
    assert flags == set() and computed["146.32"] == "rate"


@pytest.mark.parametrize(("answer", "value"), [
    ("Seeded 138 units at 140,000 seeds a unit: 19,330,000 seeds.", "19330000"),
    ("Z1: 11.8 t/ha on 12.4 ha \u2192 146.42 t", "146.42"),
])
def test_a_rate_with_its_numerator_unit_one_digit_off_or_per_another_unit_stays_flagged(answer: str, value: str) -> None:
    run = history({"units": 138, "seeds_per_unit": 140000, "z1": 11.8, "z1_ha": 12.4})
    assert value in judged(answer, run)[0]


# --- a rate with its numerator's unit leans on no unsettled amount (integrator, round 21) ---------
def test_a_rate_written_with_its_unit_does_not_excuse_the_amount_it_divides() -> None:
    # `852 euros per day` reads as a rate; unsettled, it once "computed" the 4,260 it was divided
    # from (852 x 5), the two leaned on each other and both were flagged
    run = history({"hotel": 4000, "meals": 260}, answers=("Hotel and meals: 4,000 + 260 = 4,260 euros.",))
    flags, computed = judged("Over the 5 days, 4,260 euros comes to 852 euros per day.", run)
    assert not flags and computed == {"4260": "repeat", "852": "rate"}  # 4,260 over the 5 days
    flags, computed = judged("Over the 5 days, 4,260 euros comes to 862 euros per day.", run)
    assert flags == {"862"} and computed == {"4260": "repeat"}


def test_a_rate_with_its_unit_multiplies_no_unsettled_quantity() -> None:
    # `8 vCPU per node` times the `16.95 nodes` written after it once "computed" the 135.6 that
    # 16.95 was divided from: both were flagged; each is computed on its own
    run = history({"requested_cores": 108.5, "target_utilization": 0.8})
    answer = "At 80%, 108.5 requested cores need 135.6 cores of capacity. With 8 vCPU per node that's 16.95 nodes."
    flags, computed = judged(answer, run)
    assert not flags and computed.get("135.6") and computed.get("16.95")
    flags, _ = judged(answer.replace("16.95", "16.96"), run)
    assert flags == {"16.96"}
