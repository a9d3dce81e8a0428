"""camel43: heldout41 camel's causes as made-up runs of a saffron farm near Jelgava (none of the
corpus's texts): a CSV row's clock cells, a list step's expression with its result on the next step,
a rate keyed by a currency of 4 letters, a price column's header, a short cell priced by its row, a
markdown table's grouped cells, a span in Latin-letter words, a yearless month's name, a rounded
result carried on at its exact value; each with refusals that could fail."""

from __future__ import annotations

from decimal import Decimal

from evidence_audit.evidence.carried_products import StatedPrice
from evidence_audit.evidence.priced_rows import _header_prices
from evidence_audit.evidence.stated_exchanges import pair_key
from evidence_audit.evidence.stepped_results import joined_lines
from evidence_audit.evidence.worded_dates import worded_dates

from ._helpers import history, judged

FARM = ("You are the desk of a saffron farm near Jelgava. Today is 2027-08-10 (Tuesday), 08:00.\n"
        "Rules (amounts in EUR):\n"
        "- Pickers are paid 0.90 EUR a gram of dried saffron, and 0.40 EUR a gram of petals.\n"
        "- Drying loses 80% of the weight (dried = fresh x 0.20).\n"
        "- Tins of 25 g cost 6.20 EUR a gram; invoices are paid within 7 days of their date.\n"
        "- RBLS (the market's roubles) at the day's rate (get_rate).")


def _run(answer: str, result: object, user: str = "Cik?", system: str = FARM) -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(result, system=system, user=user))


# a CSV row's clock cells: `Rita,06:40,09:15,1240` is one token; its clocks are carried
PICKS = "picker,started,ended,grams\nRita,06:40,09:15,1240\nJānis,07:05,10:30,985"


def test_a_csv_rows_clock_without_its_leading_zero_passes() -> None:
    flags, _ = _run("- Rita: sāka 6:40, beidza 9:15 → 2 h 35 min", PICKS)
    assert "6:40" not in flags and "9:15" not in flags


def test_a_clock_no_cell_carries_stays_flagged() -> None:
    flags, _ = _run("- Rita: sāka 6:45, beidza 9:15", PICKS)
    assert "6:45" in flags


# a list step's bare expression and the next step's result
RATE = {"date": "2027-08-10", "rbls_per_eur": 96.5}


def test_a_step_and_its_result_on_the_next_step_pass() -> None:
    flags, computed = _run("1. 412.50 × 96.5\n2. **39,806.25 RBLS**", RATE)
    assert "39806.25" not in flags and computed["39806.25"] == "written"


def test_a_result_on_the_next_step_one_digit_off_stays_flagged() -> None:
    flags, _ = _run("1. 412.50 × 96.5\n2. **39,816.25 RBLS**", RATE)
    assert "39816.25" in flags


def test_a_percent_step_is_not_joined_to_the_next_line() -> None:
    # `+ 2%` says nothing of what it is a share of: the next line stays its own
    assert joined_lines("1. 360 + 2%\n2. **367.20 g**") == "1. 360 + 2%\n2. **367.20 g**"
    assert joined_lines("1. 360 × 1.03\n2. **370.8 g**") == "1. 360 × 1.03 =  **370.8 g**"
    assert joined_lines("1. 360 × 1.03\n- **370.8 g**") == "1. 360 × 1.03\n- **370.8 g**"  # another marker


# a rate keyed by a currency with no ISO code (4 letters) per an ISO one
def test_a_four_letter_quote_per_an_iso_base_names_the_pair() -> None:
    assert pair_key("rbls_per_eur") == ("EUR", "RBLS")
    assert pair_key("rbl_per_eur") is None  # 3 letters stay ISO codes only
    assert pair_key("rbls_per_xyzq") is None  # the base an ISO code


def test_a_short_reply_converts_a_stated_price_by_such_a_rate() -> None:
    flags, computed = _run("598.30 RBLS.", RATE, user="tin gram rbls")  # the rules' 6.20 EUR x 96.5
    assert "598.3" not in flags and computed["598.3"] == "record"


def test_a_short_reply_one_digit_off_the_conversion_stays_flagged() -> None:
    flags, _ = _run("598.40 RBLS.", RATE, user="tin gram rbls")
    assert "598.4" in flags


# a price column's header is no quantity of its unit; a short cell its row prices
PAY = ("| Picker | Grams | EUR/g | Pay (EUR) |\n|---|---|---|---|\n| Rita | 1,240 | 0.90 | 1,116.00 |\n"
       "| Jānis | 985 | 0.90 | 886.50 |\n| Anna | 1,410 | 0.40 | 564.00 |\n| **Total** | **3,635** | | **2,566.50** |")


def test_a_price_header_names_no_unit_to_price() -> None:
    gram = StatedPrice(Decimal("0.90"), "gram", "0.90 EUR a gram", frozenset())
    assert _header_prices("Grams", [gram]) == (gram,)
    assert _header_prices("EUR/gram", [gram]) == ()
    assert _header_prices("EUR per gram", [gram]) == ()


GRAMS = "| picker | grams | kind |\n|---|---|---|\n| Rita | 1,240 | dried |\n| Jānis | 985 | dried |\n| Anna | 1,410 | petals |"


def test_a_column_total_over_a_short_cell_its_row_prices_passes() -> None:
    flags, computed = _run(PAY, GRAMS, user="Pickers' pay?")
    assert "2566.5" not in flags and computed["2566.5"] == "table"


def test_a_column_total_one_digit_off_stays_flagged() -> None:
    flags, _ = _run(PAY.replace("2,566.50", "2,576.50"), GRAMS, user="Pickers' pay?")
    assert "2576.5" in flags


# a markdown table's cell in English groups is its number
WEEKS = "| picker | grams | days |\n|---|---|---|\n| Rita | 2,410 | 14 |\n| Jānis | 1,985 | 13 |"


def test_a_grouped_cell_of_a_markdown_result_is_a_ratios_operand() -> None:
    flags, computed = _run("| Picker | Grams/day |\n|---|---|\n| Rita | 172.14 |\n| Jānis | 152.69 |", WEEKS, user="Grams a day?")
    assert "172.14" not in flags and "152.69" not in flags and computed["172.14"] == "carried-ratio"


def test_a_ratio_one_digit_off_stays_flagged() -> None:
    flags, _ = _run("| Picker | Grams/day |\n|---|---|\n| Rita | 172.41 |\n| Jānis | 152.69 |", WEEKS, user="Grams a day?")
    assert "172.41" in flags


# a span in another language's words in Latin letters; a yearless month's name beside the same name dated
INVOICE = "RĒĶINS SF-0733\nDatums: 2027-08-04\nKopā (EUR) 1,160.46"


def test_a_span_in_latin_letters_steps_a_written_date() -> None:
    flags, computed = _run("Rēķins datēts 4 augusts 2027; 7 dienas → **11 augusts 2027**.", INVOICE)
    assert "11 augusts 2027" not in flags and computed["11 augusts 2027"] == "date-span"


def test_a_wrong_day_or_count_in_latin_letters_stays_flagged() -> None:
    flags, _ = _run("Rēķins datēts 4 augusts 2027; 7 dienas → **12 augusts 2027**.", INVOICE)
    assert "12 augusts 2027" in flags
    flags, _ = _run("Rēķins datēts 4 augusts 2027; 8 dienas → **11 augusts 2027**.", INVOICE)
    assert "11 augusts 2027" in flags


def test_a_yearless_latin_month_stands_beside_the_same_name_dated() -> None:
    assert [(d.month, d.day, d.year) for d in worded_dates("Piegāde 4 augusts; 7 dienas → 11 augusts 2027")] == [
        (8, 4, None), (8, 11, 2027)]
    # alone, a yearless Latin word is still no date (`12 mayo sachets`)
    assert worded_dates("Piegāde 4 augusts; 7 dienas") == ()


def test_a_due_day_from_a_yearless_base_passes_and_a_wrong_one_stays_flagged() -> None:
    order = {"order": "SF-0809", "deliver": "2027-08-04"}
    flags, computed = _run("* Piegāde 4 augusts; 7 dienas → **11 augusts 2027**", order)
    assert "11 augusts 2027" not in flags and computed["11 augusts 2027"] == "date-span"
    flags, _ = _run("* Piegāde 4 augusts; 7 dienas → **12 augusts 2027**", order)
    assert "12 augusts 2027" in flags


# a result said rounded (`≈`) is carried on at its exact value; one written with `=` as written (kiln33's
# ruling: camel43 widened it to `=`, the merge took it back, test_kiln33's `= 53.3 kWh` case)
def test_a_rounded_result_carried_on_at_its_exact_value_passes() -> None:
    # 360 / 0.98 = 367.3469... x 0.73 = 268.16 (the rounded 367.35 x 0.73 is 268.1655)
    flags, computed = _run("Dried to sell: 360 / 0.98 ≈ **367.35 g**; a buyer at 0.73: 268.16 EUR", {"grams": 360})
    assert "268.16" not in flags and computed["268.16"] == "written"
    flags, _ = _run("Dried to sell: 360 / 0.98 = **367.35 g**; a buyer at 0.73: 268.16 EUR", {"grams": 360})
    assert "268.16" in flags


def test_a_value_no_reading_of_the_rounded_result_gives_stays_flagged() -> None:
    flags, _ = _run("Dried to sell: 360 / 0.98 = **367.35 g**; a buyer at 0.73: 268.26 EUR", {"grams": 360})
    assert "268.26" in flags
