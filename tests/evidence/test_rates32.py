"""Round 32 (rates32): rates, shares and yields applied to carried values, as people write them.

- a label may open the parenthesis that explains a value (`€53.70 (room 27.20 + HB 24 + tax 2.50)`);
- `rate` (late try): a rate written beside the value applies to a quantity the previous answer wrote,
  restated in the rate's unit (`9,570 L (0.66 L/kg)` after `= 14.5 t`), rounded where the value says
  it is approximate (`~8,148 L`);
- a table cell under the digit minimum that the cell before it writes as an expression (`| 30 × 17 |
  510.00 |`) is an operand of the subtotal under the column;
- `row-product`: a cell under a header that writes a percent (`With 20%`, `−5%`) is a cell of its row
  times 1 ± P/100 or P/100;
- a sum under the digit minimum that the `total` rule gives (`so 20.10 a night`) is an operand of the
  values after it, and an amount a rule states under 10 (`EUR 4.50`) is a stated operand; `per-count`
  takes such a bare price per unit written to the cent for an amount (`EUR 60.30 for the three`);
- `ledger-total`: a blank line between a bill's sections of set-out lines does not end the block;
- a `*` glued between two digits is multiplication (`18*0.8*2*2 = 57.60`).

Each with its refusals: a value one digit off, an operand one digit off, a sum the items do not give."""

from __future__ import annotations

import pytest

from ._helpers import REFERENCE, history, judged

CAMP = ("You are the booking assistant of a lakeside campsite. Rules (EUR, VAT included): a pitch EUR 18 a "
        "night, members 20% less; electricity EUR 4.50 a night; eco tax EUR 1.20 a person a night; a room in "
        "the lodge EUR 34 a night; half board EUR 24 a person a night.")
PITCHES = {"site": "Jezerski kamp", "date": "2026-08-14", "pitches_free": 6, "lodge_rooms_free": 2}


# --- a label opens the parenthesis that explains a value ----------------------------------------------------
@pytest.mark.parametrize("answer, wrong", [
    ("€53.70 (room 27.20 + HB 24 + tax 2.50).", None),
    ("€53.80 (room 27.20 + HB 24 + tax 2.50).", "53.8"),  # the sum one digit off
])
def test_a_label_may_open_the_parenthesis(answer: str, wrong: str | None) -> None:
    flags, computed = judged(answer, history(PITCHES, system=CAMP))
    if wrong is None:
        assert not flags and computed["53.7"].startswith("written")
    else:
        assert wrong in flags


# --- a rate beside the value over the previous answer's quantity --------------------------------------------
CELLAR = ("You are the assistant of a small winery. Rules: wine from grapes, 0.66 L per kg for white wine and "
          "0.61 L per kg for red wine; bottles of 0.75 L.")
PLAN = "block,variety,ha,t_per_ha\nNorth-2,Welschriesling,2.5,5.8\nSouth-1,Blaufrankisch,1.6,6.5"
TONNES = "- North-2, Welschriesling: 2.5 ha × 5.8 t = 14.5 t\n- South-1, Blaufrankisch: 1.6 × 6.5 = 10.4 t"


@pytest.mark.parametrize("answer, wrong", [
    ("- Welschriesling, white: 9,570 L (0.66 L/kg)\n- Blaufrankisch, red: 6,344 L (0.61 L/kg)", None),
    ("- Welschriesling, white: 9,750 L (0.66 L/kg)\n- Blaufrankisch, red: 6,344 L (0.61 L/kg)", "9750"),
    ("- Welschriesling, white: 9,570 L (0.61 L/kg)\n- Blaufrankisch, red: 6,344 L (0.61 L/kg)", "9570"),  # the wrong rate
])
def test_a_rate_beside_the_value_applies_to_the_previous_answers_quantity(answer: str, wrong: str | None) -> None:
    flags, computed = judged(answer, history(PLAN, system=CELLAR, answers=(TONNES,)))
    if wrong is None:
        assert not flags and computed["9570"].startswith("rate") and computed["6344"].startswith("rate")
    else:
        assert wrong in flags


INTAKE = {"date": "2026-09-30", "loads": 9, "kg": 12345, "style": "white"}


@pytest.mark.parametrize("answer, wrong", [
    ("~8,148 L (white, 0.66 L/kg).", None),  # 8,147.7 rounded, as `~` says
    ("~8,184 L (white, 0.66 L/kg).", "8184"),
    ("8,148 L (white, 0.66 L/kg).", "8148"),  # not said to be approximate: the product is 8,147.7
])
def test_an_approximate_value_may_round_the_product(answer: str, wrong: str | None) -> None:
    flags, computed = judged(answer, history(INTAKE, system=CELLAR, answers=("9 loads, 12,345 kg.",)))
    if wrong is None:
        assert not flags and computed["8148"].startswith("rate")
    else:
        assert wrong in flags


def test_the_reference_profile_takes_no_previous_quantity() -> None:
    flags, _ = judged("- Welschriesling, white: 9,570 L (0.66 L/kg)", history(PLAN, system=CELLAR, answers=(TONNES,)),
                      REFERENCE)
    assert "9570" in flags


# --- a table cell under the digit minimum worked in the cell before it --------------------------------------
PRICES = "Rules: wholesale per bottle before VAT: Merlot 12, Rose 17, Reserve 25; 6 bottles a case."
ORDER = {"order": "WS-4410", "lines": [{"wine": "Merlot", "cases": 16}, {"wine": "Rose", "cases": 5},
                                       {"wine": "Reserve", "cases": 3}]}
TABLE = ("| Wine | Cases | Bottles | EUR |\n|---|---|---|---|\n| Merlot | 16 | 96 × 12 | 1,152.00 |\n"
         "| Rose | 5 | 30 × 17 | {rose} |\n| Reserve | 3 | 18 × 25 | 450.00 |\n\nSubtotal {subtotal}.")


@pytest.mark.parametrize("rose, subtotal, wrong", [
    ("510.00", "2,112.00", None),
    ("510.00", "2,122.00", "2122"),  # the subtotal one digit off
    ("520.00", "2,122.00", "2122"),  # a cell one digit off, the subtotal adding it
])
def test_a_subtotal_adds_the_cells_worked_in_the_cell_before(rose: str, subtotal: str, wrong: str | None) -> None:
    flags, computed = judged(TABLE.format(rose=rose, subtotal=subtotal), history(ORDER, system=PRICES))
    if wrong is None:
        assert not flags and computed["2112"].startswith("column")
    else:
        assert wrong in flags


# --- a header that writes a percent -------------------------------------------------------------------------
LIST = "wine,bottle_l,eur_ex_vat\nMerlot,0.75,16.00\nReserve,0.75,23.00\nMagnum,1.5,121.75"


@pytest.mark.parametrize("answer, value, wrong", [
    ("| Wine | Ex VAT | With 18% |\n|---|---|---|\n| Merlot | 16.00 | 18.88 |\n| Reserve | 23.00 | 27.14 |", "27.14", None),
    ("| Wine | Ex VAT | With 18% |\n|---|---|---|\n| Merlot | 16.00 | 18.88 |\n| Reserve | 23.00 | 27.41 |", "27.41", "27.41"),
    ("| Wine | Ex VAT | With 20% |\n|---|---|---|\n| Merlot | 16.00 | 18.88 |\n| Reserve | 23.00 | 27.14 |", "27.14", "27.14"),  # another percent
    # (the share itself: `percent` took it before, as it still may)
    ("| Wine | Ex VAT | VAT 18% |\n|---|---|---|\n| Merlot | 16.00 | 2.88 |\n| Magnum | 121.75 | 21.92 |", "21.92", None),
])
def test_a_header_percent_applies_to_its_row(answer: str, value: str, wrong: str | None) -> None:
    flags, computed = judged(answer, history(LIST, system="Rules: prices before VAT; VAT 18% on top."))
    if wrong is None:
        assert not flags and computed[value].startswith(("row-product", "percent"))
    else:
        assert wrong in flags and value not in computed


def test_a_header_minus_percent_is_a_discount() -> None:
    """(`percent` took this before; the header's sign must not widen it: a digit off stays flagged)"""
    cases = "wine,case_eur\nMerlot,194.40\nReserve,313.20"
    answer = "| Wine | Case | Net −5% |\n|---|---|---|\n| Merlot | 194.40 | 184.68 |\n| Reserve | 313.20 | 297.54 |"
    flags, computed = judged(answer, history(cases, system="Rules: 5% off an order of 20 cases or more."))
    assert not flags and "297.54" in computed
    flags, _ = judged(answer.replace("297.54", "297.45"), history(cases, system="Rules: 5% off an order of 20 cases or more."))
    assert "297.45" in flags


# --- a sum under the digit minimum, then a price per night times the nights ---------------------------------
NIGHTS = "I'm a member. A pitch with electricity for the three nights, two adults, what do I pay?"


@pytest.mark.parametrize("answer, wrong", [
    ("Per night: pitch 18 × 0.80 = 14.40, electricity 4.50, eco tax 2 × 1.20 = 2.40, so 21.30 a night and "
     "**EUR 63.90** for the three.", None),
    ("Per night: pitch 18 × 0.80 = 14.40, electricity 4.50, eco tax 2 × 1.20 = 2.40, so 21.30 a night and "
     "**EUR 63.60** for the three.", "63.6"),  # the product one digit off
    ("Per night: pitch 18 × 0.80 = 14.40, electricity 4.50, eco tax 2 × 1.20 = 2.40, so 21.40 a night and "
     "**EUR 64.20** for the three.", "64.2"),  # a sum the items do not give is no operand
])
def test_a_sum_under_the_digit_minimum_is_an_operand(answer: str, wrong: str | None) -> None:
    flags, computed = judged(answer, history(PITCHES, system=CAMP, user=NIGHTS))
    if wrong is None:
        assert not flags and computed["63.9"].startswith("per-count")
    else:
        assert wrong in flags


def test_a_stated_amount_under_ten_is_no_operand_unstated() -> None:
    answer = ("Per night: pitch 18 × 0.80 = 14.40, electricity 4.50, eco tax 2 × 1.20 = 2.40, so 21.30 a night and "
              "**EUR 63.90** for the three.")
    flags, _ = judged(answer, history(PITCHES, system=CAMP.replace("EUR 4.50", "a fee"), user=NIGHTS))
    assert "63.9" in flags


# --- a bill's sections --------------------------------------------------------------------------------------
BILL = ("**Pitches**\n- First night: 3 × 14.40 = 43.20\n- Second night: 43.20\n\n**Electricity**: 3 × 4.50 × 2 = 27.00\n"
        "**Eco tax**: 6 × 1.20 × 2 = 14.40\n\n**Total: EUR {total}**")


@pytest.mark.parametrize("total, wrong", [("127.80", None), ("128.80", "128.8"), ("127.60", "127.6")])
def test_a_ledger_total_crosses_a_bills_sections(total: str, wrong: str | None) -> None:
    flags, computed = judged(BILL.format(total=total), history(PITCHES, system=CAMP))
    if wrong is None:
        assert not flags and computed["127.8"].startswith("ledger-total")
    else:
        assert wrong in flags


def test_prose_between_the_sections_ends_the_block() -> None:
    answer = BILL.format(total="127.80").replace("**Electricity**", "We also add the power.\n\n**Electricity**")
    flags, _ = judged(answer, history(PITCHES, system=CAMP))
    assert "127.8" in flags


# --- a `*` glued between digits ----------------------------------------------------------------------------
BOOKING = {"booking": "JK-0814", "nights": 2, "guests": {"adult": 4, "members": 2}, "deposit_eur": 38.88}


@pytest.mark.parametrize("pitches, wrong", [("129.60", None), ("129.80", "129.8")])
def test_a_glued_star_between_digits_multiplies(pitches: str, wrong: str | None) -> None:
    answer = (f"<think>\n2 members 18*0.8*2*2 = 57.60, 2 others 18*2*2 = 72.00, pitches {pitches}, 30% = 38.88.\n"
              "</think>\n\nThe deposit of EUR 38.88 is right.")
    flags, computed = judged(answer, history(BOOKING, system=CAMP))
    if wrong is None:
        assert not flags and computed["129.6"].startswith("total")
    else:
        assert wrong in flags


# --- a whole digit stays a count or an index ------------------------------------------------------------------
RECEIPT = ("Artikli\nBrufen 400 (E)      289,00      2     578,00\nKrema (D)           645,00      1     645,00\n"
           "Magnezijum 300 (E)  512,50      2   1.025,00\nPorez E 10,00%  145,73\nPorez D 20,00%  107,50\n"
           "Ukupan iznos poreza: 253,23")


@pytest.mark.parametrize("total, wrong", [("253.23", None), ("254.23", "254.23")])
def test_a_list_number_is_no_summand(total: str, wrong: str | None) -> None:
    """`1.` of a numbered list is no operand: 145.73 + 107.50 + 1 is no total of the tax lines."""
    answer = (f"1. E (10%): (578 + 1,025) × 10/110 = 145.73 ✓\n2. D (20%): 645 × 20/120 = 107.50 ✓\n"
              f"3. Total VAT: {total} ✓")
    flags, _ = judged(answer, history(RECEIPT, system="Rules: prices include VAT; the day of mixing counts as day 1."))
    if wrong is None:
        assert not flags
    else:
        assert wrong in flags
