"""Round 30 (rates30): a stated factor applied to a carried or an already computed amount, in any trade's words.

- `rate-step`: a tax a run states as included in its prices (`All prices include VAT 13%`) is an
  amount's inside share (x r / (1 + r)) where the words right before the value name the tax; a tax
  or net said inside (`VAT 13% inside:`) may be of an amount in hand (an earlier answer's total);
  a percent whose token ends after a colon (`Sewerage 60%:`) is no operand;
- an equation written over a value `two-step` found (`EUR 461.16 + 35 = EUR 496.16`) is `written`;
- `period-scaled`: the calendar's quarter (3 months), named by the question;
- `convert`: a quantity with its unit the question states, restated in another unit;
- `row-ratio`: a cell whose header divides by two units (`per guest per night`).

Each with its refusals: a value one digit off, a rate not included, a label that is no tax."""

from __future__ import annotations

import pytest

from ._helpers import REFERENCE, history, judged

BAKERY = "You are a bakery's order desk. All prices include VAT 13%."
ON_TOP = "You are a bakery's order desk. Prices are net; VAT 13% is added on top."
ORDER = {"order": "B-2207", "cake": "sachertorte", "price_eur": 145.6}


# --- a tax included in the prices: its inside share -----------------------------------------------------------
def test_an_included_tax_is_the_inside_share_where_the_words_name_it() -> None:
    flags, computed = judged("- Sachertorte: EUR 145.60, VAT EUR 16.75", history(ORDER, system=BAKERY))
    assert "16.75" not in flags and computed["16.75"].startswith("rate-step")


@pytest.mark.parametrize("answer, system, wrong", [
    ("- Sachertorte: EUR 145.60, VAT EUR 16.76", BAKERY, "16.76"),  # one digit off
    ("- Sachertorte: EUR 145.60, VAT EUR 16.75", ON_TOP, "16.75"),  # the tax is added on top: no inside share
    ("- Sachertorte: EUR 145.60, deposit EUR 16.75", BAKERY, "16.75"),  # a deposit is no tax
])
def test_an_inside_share_refused(answer: str, system: str, wrong: str) -> None:
    flags, _ = judged(answer, history(ORDER, system=system))
    assert wrong in flags


def test_a_tax_inside_an_amount_an_earlier_answer_settled() -> None:
    hist = history(ORDER, system=BAKERY, answers=("Your order B-2207 comes to **EUR 145.60**.",))
    flags, computed = judged("* **VAT 13% inside:** EUR 16.75", hist)
    assert "16.75" not in flags and computed["16.75"].startswith("rate-step")
    flags, _ = judged("* **VAT 13% inside:** EUR 16.85", hist)
    assert "16.85" in flags


def test_the_reference_profile_computes_no_inside_share() -> None:
    flags, _ = judged("- Sachertorte: EUR 145.60, VAT EUR 16.75", history(ORDER, system=BAKERY), REFERENCE)
    assert "16.75" in flags


# --- a percent written with a colon after it ------------------------------------------------------------------
UTILITY = "You are a water utility's assistant. Sewerage is charged at 60% of the water charge."
BILL = {"account": "W-1180", "water_charge": 1437.5}


def test_a_share_on_a_ledger_line_whose_percent_has_a_colon() -> None:
    flags, computed = judged("- Water: KES 1,437.50\n- Sewerage 60%: KES 862.50", history(BILL, system=UTILITY))
    assert "862.5" not in flags and "862.5" in computed
    flags, _ = judged("- Water: KES 1,437.50\n- Sewerage 60%: KES 862.60", history(BILL, system=UTILITY))
    assert "862.6" in flags


# --- an equation over a two-step value ------------------------------------------------------------------------
CLUB = "You are a garden centre's assistant. The club card gives 10% off; delivery is EUR 35."
CART = {"cart": "GC-5512", "total_eur": 512.4, "delivery_eur": 35}


def test_an_equation_over_a_two_step_value_is_written() -> None:
    hist = history(CART, system=CLUB, user="And with the club card?")
    flags, computed = judged("EUR 461.16 + 35 = EUR 496.16 with the card.", hist)
    assert not flags & {"461.16", "496.16"}
    assert computed["461.16"].startswith("two-step") and computed["496.16"].startswith("written")


@pytest.mark.parametrize("answer, wrong", [
    ("EUR 461.16 + 35 = EUR 496.17 with the card.", "496.17"),  # the equation does not hold
    ("EUR 461.26 + 35 = EUR 496.26 with the card.", "461.26"),  # its first operand one digit off: flagged at the root
])
def test_an_equation_over_a_two_step_value_refused(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(CART, system=CLUB, user="And with the club card?"))
    assert wrong in flags


# --- a quarter's price per month --------------------------------------------------------------------------------
GYM = "You are a climbing gym's desk. A monthly pass is EUR 105; a quarterly pass is EUR 285."


def test_a_quarter_s_price_per_month_where_the_question_names_the_quarter() -> None:
    flags, computed = judged("EUR 285, that is EUR 95.00 a month.", history(system=GYM, user="And a quarterly pass?"))
    assert "95" not in flags and computed["95"].startswith("period-scaled")


def test_a_quarter_s_price_per_month_refused() -> None:
    flags, _ = judged("EUR 285, that is EUR 96.00 a month.", history(system=GYM, user="And a quarterly pass?"))
    assert "96" in flags


# --- a quantity the question states, in another unit -------------------------------------------------------------
TANKS = "You are a farm supply's assistant."


def test_a_quantity_the_question_states_in_another_unit() -> None:
    flags, computed = judged("That is 12,500 L in all.", history(system=TANKS, user="How many litres is 12.5 m3?"))
    assert "12500" not in flags and computed["12500"].startswith("convert")


@pytest.mark.parametrize("answer, wrong", [
    ("That is 12,600 L in all.", "12600"),  # one digit off
    ("That is 12,500 kg in all.", "12500"),  # another dimension
])
def test_a_quantity_the_question_states_refused(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(system=TANKS, user="How many litres is 12.5 m3?"))
    assert wrong in flags


# --- a cell per two units -----------------------------------------------------------------------------------------
STAY = {"booking": "H-0931", "total_eur": 4512.0, "nights": 12, "guests": 8}
TABLE = "| total | nights | guests | per guest per night |\n|---|---|---|---|\n| 4,512.00 | 12 | 8 | **EUR {v}** |"


def test_a_cell_per_two_units_is_the_row_s_ratio() -> None:
    flags, computed = judged(TABLE.format(v="47.00"), history(STAY))
    assert "47" not in flags and computed["47"].startswith("row-ratio")


def test_a_cell_per_two_units_refused() -> None:
    flags, _ = judged(TABLE.format(v="47.10"), history(STAY))
    assert "47.1" in flags


# --- a part of a whole the previous answer rated --------------------------------------------------------------------
FLORIST = "You are a florist's order desk. Members get 10% off every order."
BOUQUETS = {"items": [{"name": "roses", "price": 420.0}, {"name": "tulips", "price": 1180.0},
                      {"name": "lilies", "price": 760.0}, {"name": "vase", "price": 1340.0}]}
LISTED = ("Your order:\n\n- Roses: USD 420.00\n- Tulips: USD 1,180.00\n- Lilies: USD 760.00\n- Vase: USD 1,340.00\n\n"
          "Subtotal USD 3,700.00, member 10% off -USD 370.00 → **USD 3,330.00**.")


def test_a_part_of_the_whole_the_previous_answer_rated() -> None:
    hist = history(BOUQUETS, system=FLORIST, answers=(LISTED,))
    flags, computed = judged("- Flowers: USD 2,124.00\n- Vase: USD 1,206.00", hist)  # (420 + 1,180 + 760) x 0.9
    assert "2124" not in flags and computed["2124"].startswith("rated-subtotal")


@pytest.mark.parametrize("answer, wrong", [
    ("- Flowers: USD 2,125.00", "2125"),  # one digit off
    ("- Flowers: USD 2,596.00", "2596"),  # x 1.1: the whole was not so rated
])
def test_a_part_of_the_rated_whole_refused(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(BOUQUETS, system=FLORIST, answers=(LISTED,)))
    assert wrong in flags


def test_no_part_without_the_rated_whole() -> None:
    unrated = LISTED.replace("Subtotal USD 3,700.00, member 10% off -USD 370.00 → **USD 3,330.00**.", "Total **USD 3,700.00**.")
    flags, _ = judged("- Flowers: USD 2,124.00", history(BOUQUETS, system=FLORIST, answers=(unrated,)))
    assert "2124" in flags


# --- a rate per a unit times a quantity in another unit of its dimension ----------------------------------------------
GENERATOR = "You are a site's equipment desk."
FUEL = {"generator": "G-14", "burn_l_per_day": 436}


def test_a_rate_per_day_times_hours() -> None:
    flags, computed = judged("Running 90 hours at 436 litres a day uses 1,635 litres in all.", history(FUEL, system=GENERATOR))
    assert "1635" not in flags and computed["1635"].startswith("rate")


@pytest.mark.parametrize("answer, wrong", [
    ("Running 90 hours at 436 litres a day uses 1,636 litres in all.", "1636"),  # one digit off
    ("Running 90 hours at 436 litres a day uses 39,240 litres in all.", "39240"),  # hours taken as days
])
def test_a_rate_per_day_times_hours_refused(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(FUEL, system=GENERATOR))
    assert wrong in flags


# --- the net the question asks for, of an amount the latest result carries -------------------------------------------
ATELIER = "You are a tailor's assistant. Prices include VAT 25.5% unless a line says otherwise."
COAT = {"order": "ORD-5175", "garment": "overcoat", "total_incl_vat": 1186.48}


def test_the_net_the_question_asks_for_of_a_carried_total() -> None:
    flags, computed = judged("945.40 EUR total", history(COAT, system=ATELIER, user="excl vat?"))
    assert "945.4" not in flags and computed["945.4"].startswith("rate-step")


@pytest.mark.parametrize("user, answer, wrong", [
    ("excl vat?", "946.40 EUR total", "946.4"),  # one digit off
    ("and in pounds?", "945.40 EUR total", "945.4"),  # nobody asked for the net
])
def test_the_net_asked_for_refused(user: str, answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(COAT, system=ATELIER, user=user))
    assert wrong in flags
