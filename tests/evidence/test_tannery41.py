"""Round 41 (tannery41): what heldout39's tannery corpus (a leather tannery's answers in Bosnian and
English, prices in convertible marks, `KM`) showed the rules did not read, each rule with refusals
(made-up runs: a honey co-operative near Konjic, a timber yard; none of the corpus's texts).

- the convertible mark's `KM` is a currency's mark (`amounts.SHORT_MARKS_AFTER`): a stated price
  (`carried_products._MARK`, `asked_factors._MARKED`), a decimal-comma amount (`decimal_comma`), an
  English amount of the amounts dial in capitals only (`56.10 KM`; `256 km` stays a length), money in
  `stated_doses` (not kilometres);
- `carried_products.stated_prices`: a line `prices a UNIT:` listing its prices (`- Honey prices a kg:
  acacia 24 KM, meadow 18 KM;`), and (`stated_adjustments.percent_adjusted_prices`) each moved by a
  percent its line writes (`grade B 10% less`); `row-product` takes a stated price as `table` does;
- `row_records.line_names` + `word_dates._lead_in_spans`: a yearless date on a list line naming its
  record by a code, stepped from that record's dates by the span the list's lead-in writes;
- `wide._stated_converted` skips the stated rate as its own amount;
- `stated_doses`: a quantity's unit with its power (`m²`), and a quantity computed rounded at its
  unrounded value.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from evidence_audit.evidence.amounts import amount_numbers_of
from evidence_audit.evidence.carried_products import stated_prices
from evidence_audit.evidence.row_records import line_names
from evidence_audit.evidence.stated_adjustments import percent_adjusted_prices

from ._helpers import history, judged

HONEY = ("You are the assistant of Pčelarska zadruga Konjic, a honey co-operative. Today is 2027-04-06 (Tuesday), 08:00.\n"
         "Rules (amounts in KM):\n"
         "- Frames are bought at 3.40 KM a frame.\n"
         "- Honey prices a kg: acacia 24 KM, meadow 18 KM; grade B 10% less.\n"
         "- Honey rests 21 days in the vats before bottling.\n"
         "- Invoices are paid within 15 days.\n"
         "- EUR at the fixed 1.95583 KM; USD at the day's rate (get_rate).\n")
STOCK = ("| honey | grade | kg | shelf |\n|---|---|---|---|\n| acacia | A | 42.5 | S-1 |\n"
         "| acacia | B | 12.5 | S-2 |\n| meadow | A | 61.25 | S-3 |\n| meadow | B | 17.75 | S-3 |")
VATS = "vat,lot,kg,in\nV-01,MJ-0312,300,2027-03-12\nV-02,MJ-0317,280,2027-03-17\nV-03,MJ-0325,310,2027-03-25"
RATE = {"date": "2027-04-06", "km_per_usd": 1.7911, "km_per_eur": 1.95583}


def _run(result: Any, question: str, answers: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    return history(result, system=HONEY, user=question, answers=answers)


# --- KM, a currency's own mark ------------------------------------------------------------------------

def test_km_in_capitals_is_money_km_in_lower_case_a_length() -> None:
    assert amount_numbers_of("That is 56.10 KM.") == frozenset({"56.1"})
    assert amount_numbers_of("The van drove 256 km.") == frozenset()


def test_short_km_amount_is_judged() -> None:
    # 31 frames x 3.40 KM is 105.40; `65.10 KM` is no product of the run: judged (before, no candidate)
    flags, _ = judged("65.10 KM.", _run(RATE, "cost of 31 frames?"))
    assert "65.1" in flags, flags


def test_decimal_comma_km_amount_is_judged() -> None:
    # a Bosnian restatement `**89,40 KM**` no result carried and nothing computes: flagged
    flags, _ = judged("**89,40 KM**.", _run(RATE, "Selmina zarada?", answers=("Satnica 8,50 KM; 8 × 11,05 = 88,40 KM.",)))
    assert "89,40" in flags or "89.4" in flags, flags


# --- a line's `prices a UNIT:` and the percent it moves them by ---------------------------------------

def test_prices_a_unit_line_read_with_km() -> None:
    found = {(p.price, p.unit) for p in stated_prices(HONEY)}
    assert {(Decimal(24), "kg"), (Decimal(18), "kg"), (Decimal("3.40"), "frame")} <= found, found


def test_percent_moves_the_lines_prices_only() -> None:
    prices = stated_prices(HONEY)
    moved = {p.price for p in percent_adjusted_prices(HONEY, prices)}
    assert moved == {Decimal("21.6"), Decimal("16.2")}, moved
    # a percent on another line moves nothing
    other = "- Honey prices a kg: acacia 24 KM, meadow 18 KM.\n- Orders of 50 kg or more have 8% off.\n"
    assert percent_adjusted_prices(other, stated_prices(other)) == []


def test_table_rows_at_stated_and_moved_prices() -> None:
    answer = ("| Honey | Grade | kg | KM/kg | Value KM |\n|---|---|---|---|---|\n"
              "| Acacia | A | 42.5 | 24.00 | 1,020.00 |\n| Acacia | B | 12.5 | 21.60 | 270.00 |\n"
              "| Meadow | A | 61.25 | 18.00 | 1,102.50 |\n| Meadow | B | 17.75 | 16.20 | 287.55 |\n"
              "| **Total** | | **134** | | **2,680.05** |")
    flags, computed = judged(answer, _run(STOCK, "What is the honey in stock worth?"))
    for value in ("1020", "1102.5", "287.55", "2680.05"):
        assert value not in flags and value in computed, (value, flags, computed)


def test_table_row_wrong_digit_or_unstated_price_stays_flagged() -> None:
    # 287.65 is one digit off 17.75 x 16.20; 1,062.50 is 42.5 x 25, a price no rule states
    answer = ("| Honey | Grade | kg | KM/kg | Value KM |\n|---|---|---|---|---|\n"
              "| Acacia | A | 42.5 | 25.00 | 1,062.50 |\n| Meadow | B | 17.75 | 16.20 | 287.65 |")
    flags, _ = judged(answer, _run(STOCK, "What is the honey in stock worth?"))
    assert {"1062.5", "287.65"} <= flags, flags


# --- a yearless date on a list line naming its record ----------------------------------------------------

def test_line_names_of_a_list_item() -> None:
    text = "21 days in the vats:\n\n- V-01 (MJ-0312): **2 April**\n"
    assert line_names(text, text.index("2 April")) == ["V-01", "MJ-0312", "V-01 (MJ-0312)"]
    assert line_names("V-01 is ready on 2 April", 17) is None  # no list item


def test_list_dates_step_from_the_named_record() -> None:
    answer = "21 days in the vats:\n\n- V-01 (MJ-0312): **2 April**\n- V-02 (MJ-0317): **7 April**\n- V-03 (MJ-0325): **15 April**"
    flags, computed = judged(answer, _run(VATS, "When can the vats be bottled?"))
    for value in ("2 April", "7 April", "15 April"):
        assert value not in flags and computed.get(value) == "date-step", (value, flags, computed)


def test_list_date_off_by_a_day_or_by_an_unstated_span_stays_flagged() -> None:
    answer = "21 days in the vats:\n\n- V-01 (MJ-0312): **3 April**\n- V-02 (MJ-0317): **7 April**"
    flags, _ = judged(answer, _run(VATS, "When can the vats be bottled?"))
    assert "3 April" in flags, flags
    # the lead-in's 20 days no rule states: no step (V-01 + 20 days is 1 April)
    answer = "20 days in the vats:\n\n- V-01 (MJ-0312): **1 April**\n- V-02 (MJ-0317): **6 April**"
    flags, _ = judged(answer, _run(VATS, "When can the vats be bottled?"))
    assert "1 April" in flags, flags


# --- a short reply converting a stated KM price ------------------------------------------------------------

def test_short_reply_converts_a_stated_km_price() -> None:
    # 24 KM / 1.95583 = 12.2710...; 3.40 KM / 1.95583 = 1.738...
    flags, computed = judged("€12.27.", _run(RATE, "acacia kg in eur"))
    assert "12.27" not in flags and "12.27" in computed, (flags, computed)
    flags, computed = judged("€1.74.", _run(RATE, "frame in eur"))
    assert "1.74" not in flags and "1.74" in computed, (flags, computed)


def test_short_reply_wrong_conversion_stays_flagged() -> None:
    flags, _ = judged("€12.72.", _run(RATE, "acacia kg in eur"))
    assert "12.72" in flags, flags
    flags, _ = judged("€1.78.", _run(RATE, "frame in eur"))
    assert "1.78" in flags, flags


# --- stated-dose: an area in m², a quantity computed rounded ---------------------------------------------

TIMBER = ("You are the assistant of a timber yard in Zenica.\nRules (amounts in KM):\n"
          "- Oak boards 96 KM a m2.\n- Sawing loses 7% of the board area.\n")
LOG = {"lot": "HR-22", "board_m2": 518.6}


def test_price_per_m2_times_an_area_rounded_when_written() -> None:
    # 518.6 - 7% = 482.298, written 482.30; x 96 = 46,300.608 -> 46,300.61 (482.30 x 96 is 46,300.80)
    answer = "1. 518.6 m² less 7%: **482.30 m²**\n2. At 96 KM: **46,300.61 KM**"
    flags, computed = judged(answer, history(LOG, system=TIMBER, user="What are the boards worth?"))
    # (round 44) tiers44's `exact-carry` (the rounded middle value carried at its exact value) may reach it first
    assert "46300.61" not in flags and computed.get("46300.61") in {"stated-dose", "exact-carry"}, (flags, computed)


def test_price_per_m2_wrong_digit_stays_flagged() -> None:
    answer = "1. 518.6 m² less 7%: **482.30 m²**\n2. At 96 KM: **46,300.71 KM**"
    flags, _ = judged(answer, history(LOG, system=TIMBER, user="What are the boards worth?"))
    assert "46300.71" in flags, flags
