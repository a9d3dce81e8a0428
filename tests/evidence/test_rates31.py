"""Round 31 (rates31): fees, thresholds and rates a bill applies, in any trade's words.

- a number the system prompt states (a fee, a threshold: `plus JOD 180 for the grid connection`) is
  a stated operand under the digit minimum, as a person's is: a bill's line that restates it adds up;
- a bill's total written to the cent adds its items written to the cent: a round threshold the bill
  quotes between them (`Under €150 a delivery fee of €12.00 applies`) is no line of it;
- `row-ratio`: a divisor counted in another unit of the header's dimension is restated in it
  (`| Croissant | 70 g | 0.78 | 11.14 |` under `€/kg`);
- `carried-total`: the whole of a breakdown its label names (`The percentages add up to 194.4%`) is
  priced against the other named wholes, not against a run of its parts one digit off it;
- `rated-subtotal` (`rate_classes.py`): a percent of the lines of its class, not side by side, the
  class read from the records that carry each line's price beside a percentage key (`vat_pct`).

Each with its refusals: a value one digit off, a number no one stated, a threshold that is a line."""

from __future__ import annotations

import pytest

from ._helpers import REFERENCE, history, judged

# --- a fee the system prompt states is an operand --------------------------------------------------------------
SOLAR = ("You are a rooftop solar installer's assistant. Price: MAD 610 per kWp, plus MAD 240 for the grid "
         "connection. VAT 20% on top of everything.")
SIZE = {"site": "S-88", "kwp": 5.5}
PRICED = ("- 5.5 kWp x 610 = MAD 3,355.00\n- Grid connection: MAD 240.00\n- Before VAT: MAD {net}\n"
          "- VAT 20%: MAD {vat}\n\n**Total: MAD {total}**")


def test_a_fee_the_system_prompt_states_adds_up_in_a_bill() -> None:
    flags, computed = judged(PRICED.format(net="3,595.00", vat="719.00", total="4,314.00"), history(SIZE, system=SOLAR))
    assert not flags
    assert computed["3595"].startswith("total") and computed["4314"].startswith(("total", "percent"))


@pytest.mark.parametrize("net, vat, total, wrong", [
    ("3,695.00", "739.00", "4,434.00", "3695"),  # the sum one digit off: flagged at the root
    ("3,595.00", "719.00", "4,324.00", "4324"),  # the total one digit off
])
def test_a_fee_line_refused_when_the_sum_is_off(net: str, vat: str, total: str, wrong: str) -> None:
    flags, _ = judged(PRICED.format(net=net, vat=vat, total=total), history(SIZE, system=SOLAR))
    assert wrong in flags


def test_a_fee_no_one_stated_is_no_operand() -> None:
    other = SOLAR.replace("MAD 240", "a fee")
    flags, _ = judged(PRICED.format(net="3,595.00", vat="719.00", total="4,314.00"), history(SIZE, system=other))
    assert "3595" in flags


def test_the_reference_profile_takes_no_stated_fee() -> None:
    flags, _ = judged(PRICED.format(net="3,595.00", vat="719.00", total="4,314.00"), history(SIZE, system=SOLAR), REFERENCE)
    assert "3595" in flags


# --- a bill's total to the cent skips a round threshold it quotes ----------------------------------------------
DELI = ("You are a wholesale deli's order desk. Prices before VAT. VAT: 5% on cheese, 12% on wine, 24% on delivery. "
        "Delivery: EUR 9 for orders under EUR 200; free from EUR 200.")
ORDER = {"order": "D-3391", "items": [{"product": "Gouda", "qty": 8, "unit_eur": 6.45},
                                      {"product": "Rioja", "qty": 6, "unit_eur": 11.2}]}
BILL = ("- Gouda: 8 x €6.45 = €51.60\n- Rioja: 6 x €11.20 = €67.20\n\n"
        "Subtotal: €118.80. As that is under €200, delivery is €9.00.\n\n"
        "VAT: 5% on the cheese (€2.58), 12% on the wine (€8.06), 24% on delivery (€2.16).\n\n**Total: €{total}**")


def test_a_bill_total_skips_the_threshold_it_quotes() -> None:
    flags, computed = judged(BILL.format(total="140.60"), history(ORDER, system=DELI))
    assert not flags
    assert computed["140.6"] == "total"


@pytest.mark.parametrize("total, wrong", [
    ("140.70", "140.7"),  # one digit off
    ("138.44", "138.44"),  # a wrong step: the delivery's VAT left out
])
def test_a_bill_total_refused_off_the_items(total: str, wrong: str) -> None:
    flags, computed = judged(BILL.format(total=total), history(ORDER, system=DELI))
    assert wrong not in computed  # flagged, or listed unverified: never excused


def test_a_total_not_set_out_as_a_bill_skips_nothing() -> None:
    # the same numbers on one line: no bill's lines, so the quoted €200 still breaks the run
    one_line = "Subtotal €118.80, under €200 so delivery €9.00, VAT €2.58 + €8.06 + €2.16, total €140.60."
    flags, _ = judged(one_line, history(ORDER, system=DELI))
    assert "140.6" in flags


# --- a price per kilo from a piece's grams ---------------------------------------------------------------------
PRICES = ("sku,product,weight_g,price_eur\nP-301,Brioche,85,0.92\nP-302,Kanelbulle,110,1.45\n"
          "P-303,Stollen,750,8.40")
TABLE = "| Product | Weight | Price | €/kg |\n|---|---|---|---|\n| Brioche | 85 g | 0.92 | {a} |\n| Stollen | 750 g | 8.40 | {b} |"


def test_a_price_per_kilo_from_grams_in_a_table_row() -> None:
    flags, computed = judged(TABLE.format(a="10.82", b="11.20"), history(PRICES))
    assert "10.82" not in flags and computed["10.82"].startswith("row-ratio")
    assert "11.2" not in flags


@pytest.mark.parametrize("a, wrong", [
    ("10.83", "10.83"),  # one digit off
    ("108.24", "108.24"),  # the grams read as tenths of a kilo (a wrong factor)
])
def test_a_price_per_kilo_refused(a: str, wrong: str) -> None:
    flags, _ = judged(TABLE.format(a=a, b="11.20"), history(PRICES))
    assert wrong in flags


def test_a_per_unit_of_another_dimension_is_no_restatement() -> None:
    # per litre over grams: no whole factor between the dimensions
    table = "| Product | Weight | Price | €/L |\n|---|---|---|---|\n| Brioche | 85 g | 0.92 | 10.82 |"
    flags, _ = judged(table, history(PRICES))
    assert "10.82" in flags


# --- the whole of a breakdown the label names --------------------------------------------------------------------
RECIPE = {"recipe": "Brioche loaf", "percentages": {"flour": 100, "butter": 45, "eggs": 30, "sugar": 12, "salt": 2.1,
                                                     "yeast": 0.3}, "dough_per_loaf_g": 600}


def test_the_whole_of_a_breakdown_its_label_names() -> None:
    flags, computed = judged("The percentages add up to 189.4%, so flour is 100 / 189.4 of the dough.", history(RECIPE))
    assert "189.4" not in flags and computed["189.4"] == "carried-total"


@pytest.mark.parametrize("answer, wrong", [
    ("The percentages add up to 189.6%.", "189.6"),  # one digit off
    ("The percentages add up to 190.0%.", "190"),  # a part counted twice: no whole, no run
])
def test_the_whole_of_a_breakdown_refused(answer: str, wrong: str) -> None:
    flags, computed = judged(answer, history(RECIPE))
    assert wrong not in computed


# --- a rate of the lines of its class, not side by side ----------------------------------------------------------
DELI_PRICES = ("sku,product,price_eur,vat_pct\nC-11,Manchego wedge,4.35,5\nW-20,Albarino,9.80,12\n"
               "C-14,Idiazabal wedge,5.15,5")
LINES = ("- 12 Manchego × 4.35 = €52.20\n- 6 Albariño × 9.80 = €58.80\n- 8 Idiazabal × 5.15 = €41.20\n\n"
         "VAT: 5% on the cheese (€{cheese}), 12% on the wine (€7.06).")


def test_a_rate_of_the_lines_its_records_class_together() -> None:
    flags, computed = judged(LINES.format(cheese="4.67"), history(DELI_PRICES))
    assert "4.67" not in flags and computed["4.67"] == "rated-subtotal"


@pytest.mark.parametrize("cheese", [
    "4.68",  # one digit off
    "7.61",  # the rate applied to every line (152.20 x 5%): no class
])
def test_a_rate_of_a_class_refused(cheese: str) -> None:
    flags, computed = judged(LINES.format(cheese=cheese), history(DELI_PRICES))
    assert cheese not in computed


def test_no_class_without_the_records_rates() -> None:
    untaxed = DELI_PRICES.replace(",vat_pct", "").replace(",5\n", "\n").replace(",12\n", "\n").replace(",5", "")
    flags, computed = judged(LINES.format(cheese="4.67"), history(untaxed))
    assert "4.67" not in computed


def test_a_rate_of_a_class_read_after_a_no_break_space_and_its_refusals() -> None:
    # (fold32) the clause's percent is read by `decimal_text.percent_written`, the one percent reader:
    # `5 %` with a no-break space as before; a number between the percent and the value, none
    spaced = LINES.format(cheese="4.67").replace("5% on", "5\u00a0% on")
    flags, computed = judged(spaced, history(DELI_PRICES))
    assert computed.get("4.67") == "rated-subtotal"
    between = LINES.format(cheese="4.67").replace("5% on the cheese (", "5% on the cheese, 3 wedges (")
    assert judged(between, history(DELI_PRICES))[1].get("4.67") != "rated-subtotal"


def test_percent_at_reads_other_spaces_only_when_asked() -> None:
    from evidence_audit.evidence.decimal_text import percent_at, percent_written
    assert percent_at("5 %", 1, spaced=True) and not percent_at("5\u00a0%", 1, spaced=True)
    assert percent_at("5\u00a0%", 1, spaced=True, spaces=" \u00a0") and not percent_at("5\u00a0%", 1, spaces=" \u00a0")
    assert percent_written("5%:", 0, 3) and not percent_written("5 x", 0, 1, spaced=True)
