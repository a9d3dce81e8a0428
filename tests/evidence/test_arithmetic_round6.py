"""Precision round 6 (arith6): products of a stated quantity and a carried price or rate, in a
table's row and in prose; each with its refusals (a result one digit off, a mutated operand,
stays flagged)."""

from __future__ import annotations

from typing import Any

import pytest

from evidence_audit.evidence import check_answer, resolve_gate

from ._helpers import history, judged


def plain(written: str) -> str:
    """A written amount as the check reports it: `$6,526.80` is `6526.8`."""
    text = written.strip("$€").replace(",", "")
    return text.rstrip("0").rstrip(".") if "." in text else text


def unverified(answer: str, *results: Any) -> set[str]:
    """The values the default lists `unverified` (round 7: computed-looking, no expression found)."""
    v = check_answer(answer, history(*results, user="What is €1,250 in SEK, PLN and USD?"), resolve_gate({}))
    return {u.candidate.value for u in v.unverified}


# --- a table row: quantity, unit price, line total; the total row --------------------------------
STOCK = ("sku,name,qty,price,cost\nSHT-Q,Sheet Queen,148,119.00,44.10\nSHT-K,Sheet King,77,139.00,51.80\n"
         "SHT-G,Sheet Grey,0,139.00,51.80\n")
ROWS = ("| SKU | Qty | Cost | Value |\n|---|---|---|---|\n| SHT-Q | 148 | {cost} | {line} |\n"
        "| SHT-K | 77 | $51.80 | $3,988.60 |\n| SHT-G | 0 | $51.80 | $0.00 |\n| **Total** | **225** | | **{total}** |")


def test_a_line_total_is_the_rows_quantity_times_its_price_and_the_total_row_adds_them() -> None:
    flags, computed = judged(ROWS.format(cost="$44.10", line="$6,526.80", total="$10,515.40"), history(STOCK))
    assert not flags
    assert computed["6526.8"] == "table" and computed["3988.6"] == "table" and computed["0"] == "table"
    assert computed["10515.4"] == "table"


@pytest.mark.parametrize("line", ["$6,526.81", "$6,626.80", "$6,526.70"])
def test_a_line_total_one_digit_off_stays_flagged(line: str) -> None:
    flags, computed = judged(ROWS.format(cost="$44.10", line=line, total="$10,515.40"), history(STOCK))
    value = plain(line)
    assert value in flags and value not in computed


def test_a_price_one_digit_off_is_flagged_and_excuses_no_line_total() -> None:
    flags, computed = judged(ROWS.format(cost="$45.10", line="$6,674.80", total="$10,663.40"), history(STOCK))
    assert "45.1" in flags


def test_a_quantity_cell_must_hold_only_its_number() -> None:
    table = ("| SKU | Qty | Cost | Value |\n|---|---|---|---|\n| SHT-Q | 148 (2) | $44.10 | $6,526.80 |\n")
    flags, computed = judged(table, history(STOCK))
    # the `table` rule does not read `148 (2)` as the row's quantity; (round 21) the record the line
    # names (`SHT-Q`) carries 148 and 44.10, whose product `carried-product` takes (records21)
    assert computed.get("6526.8") == "carried-product" and "6526.8" not in flags


# --- a rate column times the amount the table's lead-in states ------------------------------------
RATES = {"base": "EUR", "rates": {"SEK": 11.2714, "PLN": 4.2301, "USD": 1.1587}}
CONVERSIONS = ("Using today's rates, €1,250 is:\n\n| Currency | Rate (per €1) | Amount |\n|---|---|---|\n"
               "| SEK | 11.2714 | **{sek} kr** |\n| PLN | 4.2301 | **5,287.62 zł** |\n| USD | 1.1587 | **$1,448.38** |\n")


@pytest.mark.parametrize("sek,ok", [("14,089.25", True), ("14,089.26", False), ("14,189.25", False)])
def test_a_rate_column_times_the_amount_the_lead_in_states(sek: str, ok: bool) -> None:
    flags, computed = judged(CONVERSIONS.format(sek=sek), history(RATES, user="What is €1,250 in SEK, PLN and USD?"))
    value = plain(sek)
    assert (computed.get(value) == "table") is ok and (value in flags) is not ok
    # 1250 x 4.2301 = 5287.625, printed half even
    assert computed.get("5287.62") == "table" and computed.get("1448.38") == "table"


def test_a_rate_column_needs_a_header_that_names_a_rate() -> None:
    table = CONVERSIONS.format(sek="14,089.25").replace("Rate (per €1)", "Index")
    flags, computed = judged(table, history(RATES, user="What is €1,250 in SEK, PLN and USD?"))
    # not computed; a column the answer built, no cell of it carried: listed `unverified` (round 7)
    assert "14089.25" not in computed and "14089.25" in flags | unverified(table, RATES)


def test_a_rate_column_takes_no_amount_from_far_before_the_table() -> None:
    table = CONVERSIONS.format(sek="14,089.25").replace("Using today's rates, €1,250 is:", "You asked about €1,250.\n\nHere:")
    flags, computed = judged(table, history(RATES, user="What is €1,250 in SEK, PLN and USD?"))
    assert "14089.25" not in computed and "14089.25" in flags | unverified(table, RATES)


# --- a quantity of a named thing times its price --------------------------------------------------
COINS = {"bitcoin": {"eur": 84088.73219481736}, "ethereum": {"eur": 3128.7712}}
HOLDING = ("- **BTC:** €84,088.73\n- **ETH:** €3,128.77\n\n"
           "Your 0.5 BTC bought at €78,000 cost {cost} and is now worth **{worth}**, a gain of **€3,044.37**.")
USER = "I bought 0.5 BTC at €78,000. What is it worth?"


@pytest.mark.parametrize("cost,worth,ok", [
    ("€39,000", "€42,044.37", True),
    ("€39,000", "€42,044.47", False),  # one digit off the product
    ("€39,000", "€42,044.38", False),  # 42,044.365 is a tie: .36 or .37, never .38
])
def test_a_named_quantity_times_the_price_written_under_its_name(cost: str, worth: str, ok: bool) -> None:
    flags, computed = judged(HOLDING.format(cost=cost, worth=worth), history(COINS, user=USER))
    value = plain(worth)
    assert (computed.get(value) == "quantity") is ok and (value in flags) is not ok
    assert computed.get("39000") == "quantity"


def test_a_named_quantity_one_digit_off_its_product_stays_flagged() -> None:
    flags, _ = judged(HOLDING.format(cost="€39,100", worth="€42,044.37"), history(COINS, user=USER))
    assert "39100" in flags


def test_a_named_quantity_takes_no_price_written_under_another_name() -> None:
    # 0.5 x 3,128.77 = 1,564.385: the ETH line is no price of BTC
    flags, computed = judged(HOLDING.format(cost="€39,000", worth="€1,564.39"), history(COINS, user=USER))
    assert "1564.39" in flags and "1564.39" not in computed


# --- a quoted rate written with thousands separators ----------------------------------------------
@pytest.mark.parametrize("cop,ok", [("2,010,178", True), ("2,010,188", False), ("2,010,177", False)])
def test_a_quote_with_thousands_separators_converts(cop: str, ok: bool) -> None:
    hist = history({"base": "USD", "rates": {"COP": 4020.355}}, user="How much is $500 in Colombian pesos?")
    flags, computed = judged(f"1 USD = 4,020.355 COP today, so $500 is about {cop} COP.", hist)
    value = plain(cop)
    assert (computed.get(value) == "exchange") is ok and (value in flags) is not ok


# --- an average over a run of a column's rows -----------------------------------------------------
DAYS = {"days": [{"day": "2026-11-23", "orders": 61, "revenue": 5904.2}, {"day": "2026-11-24", "orders": 58, "revenue": 5611.95},
                 {"day": "2026-11-25", "orders": 74, "revenue": 7488.3}, {"day": "2026-11-26", "orders": 39, "revenue": 3620.0},
                 {"day": "2026-11-27", "orders": 212, "revenue": 19870.64}]}
WEEK = ("| Day | Orders | Revenue |\n|---|---:|---:|\n| Mon 23 | 61 | $5,904.20 |\n| Tue 24 | 58 | $5,611.95 |\n"
        "| Wed 25 | 74 | $7,488.30 |\n| Thu 26 | 39 | $3,620.00 |\n| Fri 27 | 212 | $19,870.64 |\n\n"
        "Mon-Thu {verb} {mean} a day.")


@pytest.mark.parametrize("mean,ok", [("$5,656.11", True), ("$5,656.12", False), ("$5,756.11", False)])
def test_an_average_over_a_run_of_rows(mean: str, ok: bool) -> None:
    flags, computed = judged(WEEK.format(verb="averaged", mean=mean), history(DAYS))
    value = plain(mean)
    assert (computed.get(value) == "average") is ok and (value in flags) is not ok


def test_an_average_over_a_run_of_rows_needs_the_word() -> None:
    flags, _ = judged(WEEK.format(verb="brought", mean="$5,656.11"), history(DAYS))
    assert "5656.11" in flags


# --- a per-unit value from a table: a cell over a count of its row or column -----------------------
MONTHS = {"nov_2025": {"orders": 1204, "revenue": 118922.40}, "nov_2026": {"orders": 1488, "revenue": 151036.87}}
MONTH_TABLE = ("| | Nov 2025 | Nov 2026 |\n|---|---|---|\n| Orders | 1,204 | 1,488 |\n"
               "| Revenue | $118,922.40 | $151,036.87 |\n\n{sentence}")


@pytest.mark.parametrize("sentence,value,ok", [
    ("AOV went from $98.77 to $101.50.", "98.77", True),
    ("Average order value went from $98.78 to $101.50.", "98.78", False),
    ("AOV went from $98.77 to $101.60.", "101.6", False),
    ("The best month was $98.77 up.", "98.77", False),  # no word that says per unit
])
def test_a_per_unit_value_is_a_cell_over_a_count_of_its_column(sentence: str, value: str, ok: bool) -> None:
    flags, computed = judged(MONTH_TABLE.format(sentence=sentence), history(MONTHS))
    assert (computed.get(value) == "per-unit") is ok and (value in flags) is not ok


# --- a total of a column of an earlier answer's table ----------------------------------------------
CUSTOMERS = {"customers": [{"id": 1022, "name": "Hannah Osei", "orders": 14, "total": 2210.45},
                           {"id": 1450, "name": "Tom Miller", "orders": 11, "total": 1388.2},
                           {"id": 1695, "name": "Grace Holt", "orders": 9, "total": 2675.0}]}
CUSTOMER_TABLE = ("| Name | Orders | Total |\n|---|---|---|\n| Hannah Osei | 14 | $2,210.45 |\n"
                  "| Tom Miller | 11 | $1,388.20 |\n| Grace Holt | 9 | $2,675.00 |")


@pytest.mark.parametrize("answer,value,ok", [
    ("Together they placed 34 orders, worth $6,273.65 in total.", "6273.65", True),
    ("Together they placed 34 orders, worth $6,273.75 in total.", "6273.75", False),
    ("Together they placed 34 orders, worth $6,273.65.", "6273.65", False),  # no word that says total
])
def test_a_total_of_a_column_an_earlier_answer_tabled(answer: str, value: str, ok: bool) -> None:
    flags, computed = judged(answer, history(CUSTOMERS, answers=(CUSTOMER_TABLE,)))
    assert (computed.get(value) == "column") is ok and (value in flags) is not ok


def test_a_total_of_a_column_tabled_three_answers_back_is_not_taken() -> None:
    flags, _ = judged("They placed $6,273.65 in total.", history(CUSTOMERS, answers=(CUSTOMER_TABLE, "OK.", "Sure.")))
    assert "6273.65" in flags


# --- large numbers rescaled to a magnitude word, and their difference ------------------------------
CAPS = {"AAPL": {"marketCap": 3650419130368}, "MSFT": {"marketCap": 3806240473088}}
CAP_TEXT = ("- **Apple:** $3,650,419,130,368, about **${apple} trillion**\n"
            "- **Microsoft:** $3,806,240,473,088, about **$3.81 trillion**\n\nMicrosoft is ahead by roughly ${gap} billion.")


@pytest.mark.parametrize("apple,ok", [("3.65", True), ("3.66", False), ("3.56", False)])
def test_a_carried_number_rescaled_to_trillions(apple: str, ok: bool) -> None:
    flags, _ = judged(CAP_TEXT.format(apple=apple, gap="156"), history(CAPS))
    assert (apple in flags) is not ok


@pytest.mark.parametrize("gap,ok", [("156", True), ("155.8", True), ("157", False), ("166", False), ("155.7", False)])
def test_a_difference_of_two_numbers_written_in_full_in_billions(gap: str, ok: bool) -> None:
    flags, computed = judged(CAP_TEXT.format(apple="3.65", gap=gap), history(CAPS))
    assert (computed.get(gap) == "magnitude") is ok and (gap in flags) is not ok


def test_a_magnitude_needs_its_word() -> None:
    flags, _ = judged(CAP_TEXT.format(apple="3.65", gap="156").replace("156 billion", "156"), history(CAPS))
    assert "156" in flags


# --- an average of the amounts of a list ----------------------------------------------------------
CLOSES = {"closes": [{"date": "2026-11-24", "close": 183.92}, {"date": "2026-11-25", "close": 181.04},
                     {"date": "2026-11-26", "close": 175.43}, {"date": "2026-11-27", "close": 177.86},
                     {"date": "2026-11-30", "close": 180.41}]}
CLOSE_LIST = ("Closing prices:\n\n1. Nov 24: $183.92\n2. Nov 25: $181.04\n3. Nov 26: $175.43\n4. Nov 27: $177.86\n"
              "5. Nov 30: $180.41\n\nOver the period it went from $183.92 to $180.41. The {word} close was {mean}.")


@pytest.mark.parametrize("word,mean,ok", [("average", "$179.73", True), ("average", "$179.74", False),
                                          ("average", "$178.73", False), ("last", "$179.73", False)])
def test_an_average_of_a_lists_amounts(word: str, mean: str, ok: bool) -> None:
    flags, computed = judged(CLOSE_LIST.format(word=word, mean=mean), history(CLOSES))
    value = plain(mean)
    assert (computed.get(value) == "average") is ok and (value in flags) is not ok


# --- a conversion with its rate written right after it --------------------------------------------
@pytest.mark.parametrize("pln,ok", [("2,749.57", True), ("2,749.67", False), ("2,794.57", False)])
def test_a_conversion_at_the_rate_written_after_it(pln: str, ok: bool) -> None:
    hist = history(RATES, user="I have €1,250 and spend €600 in Sweden. What is left in PLN?")
    flags, computed = judged(f"€1,250 − €600 = €650 left, which is {pln} zł at 4.2301.", hist)
    value = plain(pln)
    assert (computed.get(value) == "exchange") is ok and (value in flags) is not ok


def test_a_rate_after_the_value_must_be_resolved() -> None:
    hist = history(RATES, user="I have €1,250 and spend €600 in Sweden. What is left in PLN?")
    flags, _ = judged("€1,250 − €600 = €650 left, which is 2,756.07 zł at 4.2401.", hist)
    assert "2756.07" in flags and "4.2401" in flags


# --- German spellings as operands and results -----------------------------------------------------
SAP = {"symbol": "SAP.DE", "price": 242.95, "change": 4.55}
SAP_USER = "SAP Aktie heute? Ich habe 120 Stück, Einstand 198,50 €"
SAP_TEXT = "**SAP (Xetra):** 242,95 € (+4,55 €).\n\nDeine 120 Stück: Wert **{worth} €**, Einstand {cost} €, Gewinn **{gain} €**."


@pytest.mark.parametrize("worth,cost,gain,flagged", [
    ("29.154,00", "23.820,00", "5.334,00", set()),
    ("29.154,10", "23.820,00", "5.334,00", {"29.154,10"}),  # one digit off 120 x 242,95 (and the gain no longer its difference)
    ("29.154,00", "23.830,00", "5.334,00", {"23.830,00"}),  # one digit off 120 x 198,50
    ("29.154,00", "23.820,00", "5.344,00", {"5.344,00"}),
])
def test_german_amounts_are_operands_and_results(worth: str, cost: str, gain: str, flagged: set[str]) -> None:
    flags, computed = judged(SAP_TEXT.format(worth=worth, cost=cost, gain=gain), history(SAP, user=SAP_USER))
    assert flagged <= flags
    assert not flags - flagged - {"5.334,00"}
    if not flagged:
        assert computed == {"29.154,00": "quantity", "23.820,00": "quantity", "5.334,00": "pair"}


def test_a_german_table_total() -> None:
    orders = {"orders": [{"id": "200000311", "grand_total": 192.07}, {"id": "200000318", "grand_total": 1203.13},
                         {"id": "200000321", "grand_total": 69.23}]}
    table = ("| Bestellung | Gesamtbetrag |\n|---|---:|\n| #200000311 | 192,07 € |\n| #200000318 | 1.203,13 € |\n"
             "| #200000321 | 69,23 € |\n| **Summe** | **{total} €** |")
    flags, computed = judged(table.format(total="1.464,43"), history(orders))
    assert computed.get("1.464,43") in ("table", "total") and not flags
    flags, computed = judged(table.format(total="1.464,53"), history(orders))
    assert "1.464,53" in flags and not computed


def test_a_named_quantity_without_a_named_price_takes_a_recent_amount_only_for_a_long_value() -> None:
    # `120 Stück` names no line: a value of 4+ significant digits may be 120 x a recent amount; a short one may not
    hist = history({"price": 242.95, "low": 25.0}, user="Ich habe 120 Stück.")
    flags, computed = judged("Kurs: 242,95 €, Tief 25,00 €.\n\nDeine 120 Stück: Wert 29.154,00 €.", hist)
    assert computed.get("29.154,00") == "quantity" and not flags
    flags, computed = judged("Kurs: 242,95 €, Tief 25,00 €.\n\nDeine 120 Stück: Wert 3.000,00 €.", hist)
    assert "3.000,00" in flags


# --- a result its own written equation refutes ----------------------------------------------------
STOCKS = {"sources": [{"source": "nj_main", "qty": 148}, {"source": "ca_west", "qty": 62}, {"source": "tx_south", "qty": 35}]}


@pytest.mark.parametrize("written,flagged", [
    ("Sellable total: 148 + 62 + 35 = 255 units.", {"255"}),  # 245: too short to be a candidate, refuted
    ("Sellable total: 148 + 62 + 35 = 245 units.", set()),
    ("Sellable total: 148 + 62 + 35 ≈ 250 units.", set()),  # approximate: not refuted
    ("Sellable total: about 148 + 62 + 35 = 245 units, so 90% = 221.", set()),  # a percent result is no refutation
])
def test_a_result_its_written_equation_refutes_is_flagged(written: str, flagged: set[str]) -> None:
    flags, _ = judged(written, history(STOCKS))
    assert flags == flagged


PAYMENTS = {"monthly_payment_eur": 112, "months": 10}


@pytest.mark.parametrize("written,flagged", [
    ("Gezahlt haben Sie 10 × 112 € = 1.120,00 €.", set()),  # a German total, read in English: it holds
    ("Gezahlt haben Sie 10 × 112 € = 1.120 €.", set()),  # thousands grouped with a dot: it holds
    # one digit off: refuted either way; (spell31) judged in the text's point thousands, shown as written
    ("Gezahlt haben Sie 10 × 112 € = 1.130 €.", {"1.130"}),
])
def test_a_locale_result_is_read_in_its_locale_before_it_is_refuted(written: str, flagged: set[str]) -> None:
    flags, _ = judged(written, history(PAYMENTS))
    assert flags == flagged


def test_a_refuted_result_a_person_said_is_not_flagged_again() -> None:
    flags, _ = judged("You said 148 + 62 + 35 = 255.", history(STOCKS, user="Is 148 + 62 + 35 = 255 right?"))
    assert "255" not in flags


# --- conversions across the binary and decimal byte ladders; millimetres ---------------------------
@pytest.mark.parametrize("mb,ok", [("1315.4", True), ("1315.5", False), ("1325.4", False)])
def test_mebibytes_to_megabytes(mb: str, ok: bool) -> None:
    flags, computed = judged(f"1254.5 MiB is {mb} MB, so about 3.2x the file.", history({"peak_mib": 1254.5}))
    assert (computed.get(mb) == "convert") is ok and (mb in flags) is not ok


@pytest.mark.parametrize("cm,ok", [("1.487", True), ("1.488", False)])
def test_millimetres_to_centimetres(cm: str, ok: bool) -> None:
    flags, computed = judged(f"Snowfall was 14.87 mm, that is {cm} cm.", history({"snowfall_mm": 14.87}))
    assert (computed.get(cm) == "convert") is ok and (cm in flags) is not ok


# --- a recent number over or times a factor written with a comparison -------------------------------
@pytest.mark.parametrize("written,ok", [
    ("`_apply_row` is 2.961 s cumulative. At 5× faster it would take 0.592 s.", True),
    ("`_apply_row` is 2.961 s cumulative. At 5× faster it would take 0.593 s.", False),
    ("`_apply_row` is 2.961 s cumulative. At 5× slower it would take 14.805 s.", True),
    ("`_apply_row` is 2.961 s cumulative. At 5× slower it would take 0.592 s.", False),  # the wrong way
    ("`_apply_row` is 2.961 s cumulative. Later it would take 0.592 s.", False),  # no factor written
])
def test_a_number_over_a_factor_written_with_a_comparison(written: str, ok: bool) -> None:
    flags, computed = judged(written, history({"cumtime": 2.961}))
    value = "0.593" if "0.593" in written else "14.805" if "14.805" in written else "0.592"
    assert (computed.get(value) == "times") is ok and (value in flags) is not ok


def test_a_signed_result_is_no_refutation() -> None:
    hist = history({"lots": [{"gain": -890.5}, {"gain": 325.3}]})
    flags, computed = judged("- Net short-term: -$890.50 + $325.30 = **-$565.20**", hist)
    assert not flags and computed.get("-565.2")


# --- the rate of a quote implied by two amounts -----------------------------------------------------
INVOICE = {"invoice": "000003310", "grand_total": 192.07, "base_grand_total": 222.52}


@pytest.mark.parametrize("rate,ok", [("1.1585", True), ("1.1586", False), ("1.1685", False)])
def test_a_quotes_rate_implied_by_two_amounts(rate: str, ok: bool) -> None:
    answer = f"Charged: **€192.07**. Base amount in USD: **$222.52**. That implies about 1 EUR = {rate} USD."
    flags, computed = judged(answer, history(INVOICE))
    assert (computed.get(rate) == "exchange") is ok and (rate in flags) is not ok


def test_an_implied_rate_needs_two_currency_marks() -> None:
    flags, _ = judged("Charged: 192.07 and 222.52. That implies about 1 EUR = 1.1585 USD.", history(INVOICE))
    assert "1.1585" in flags


# --- a unit word the conversion tables do not hold is no conversion (it crashed the check) ------------
@pytest.mark.parametrize("written", ["The roll is 1250 inches long.", "The roll is 1250 in long.", "It was 1250 inches; now 1300 inches."])
def test_a_number_in_inches_is_judged_without_a_conversion(written: str) -> None:
    flags, computed = judged(written, history({"length_ft": 104.2}))
    assert "1250" in flags and not computed


# --- the total of a whole list: a header over its items, or worked lines over their total ------------
SPENT = ("- amount: 100.0\n  subject: Pizza party\n- amount: 200.0\n  subject: New year gift\n"
         "- amount: 50.0\n  subject: Spotify Premium\n- amount: 1000.0\n  subject: iPhone")
HEADER = ("Here's a summary:\n\n**Outgoing ({total} total)**\n*   **Electronics:** 1,000.00 (iPhone)\n"
          "*   **Gifts:** 200.00 (New year gift)\n*   **Food:** 100.00 (Pizza party)\n{last}")


@pytest.mark.parametrize("total,last,ok", [
    ("1,350.00", "*   **Subscriptions:** 50.00 (Spotify)\n", True),
    ("1,350.00", "\nThat's all.", False),  # a list of three: 1,300.00, not the header's total
    ("1,360.00", "*   **Subscriptions:** 50.00 (Spotify)\n", False),  # one digit off the list's sum
    ("1,300.00", "*   **Subscriptions:** 50.00 (Spotify)\n", False),  # the sum of only some items
])
def test_a_header_totals_the_whole_list_under_it(total: str, last: str, ok: bool) -> None:
    flags, computed = judged(HEADER.format(total=total, last=last), history(SPENT))
    value = total.replace(",", "").replace(".00", "")
    assert (computed.get(value) == "total") is ok
    # (round 17) the YAML list is read as records, as JSON is: 1,350.00 is its `amount` column's
    # total (`carried-total`, the header says `total`) whatever the answer lists; a value no column
    # totals stays flagged
    assert (value in flags) is not (ok or value == "1350")
    if value == "1350" and not ok:
        assert computed.get(value) == "carried-total"


@pytest.mark.parametrize("total,ok", [("1050.00", True), ("1060.00", False), ("720.00", False)])
def test_worked_lines_total_the_whole_list_above(total: str, ok: bool) -> None:
    hist = history({"hotel": {"price_per_night": 110.0}, "meals_per_person_per_day": 60.0})
    answer = ("For 3 nights:\n- Hotel: 3 × 110.00 = 330.00\n- Meals for two: 2 people × 360.00 = 720.00\n"
              f"- **Total: {total}**\n")
    flags, computed = judged(answer, hist)
    value = total.replace(".00", "")
    if ok:
        assert computed.get(value) == "total" and value not in flags
    else:
        assert computed.get(value) != "total"
