"""rope42: heldout40 rope's causes as made-up runs of a saffron farm (none of the corpus's texts):
a quantity in parentheses with its unit word first, a result with its unit word first after `=`,
what a whole count of containers holds, a log's hours under an `Hours` header worked down by the
rules' rates, a value that is the first part of a quantity in two units; each with refusals that
could fail."""

from __future__ import annotations

from ._helpers import judged, history

FARM = ("You are the desk of a saffron farm near Jelgava. Rules (amounts in EUR):\n"
        "- Saffron is sold in tins of 250 g (whole tins, rounded up). Prices a gram: grade A 9.20 EUR, grade B 6.40 EUR.\n"
        "- The pump burns 2.5 litres of fuel an hour; fuel costs 1.62 EUR a litre.\n"
        "- VAT 21% on top.")
ORDER = {"order": "SF-0412", "items": [{"grade": "A", "grams": 1655}, {"grade": "B", "grams": 940}]}


def _run(answer: str, result: object = ORDER, user: str = "Cena pasūtījumam SF-0412?") -> tuple[set[str], dict[str, str]]:
    return judged(answer, history(result, system=FARM, user=user))


# a quantity in parentheses with its unit word first, and what the whole tins hold
def test_whole_tins_and_their_grams_in_parentheses_pass() -> None:
    flags, computed = _run("- A: grami 1,655 ÷ 250 = 6.62 → kārbas **7** (grami 1,750) × €9.20 = €16,100.00")
    assert "1750" not in flags and "16100" not in flags
    assert computed["1750"] == "rounded-whole" and computed["16100"] == "written"


def test_a_product_over_the_parenthesised_quantity_one_digit_off_stays_flagged() -> None:
    flags, _ = _run("- A: grami 1,655 ÷ 250 = 6.62 → kārbas **7** (grami 1,750) × €9.20 = €16,300.00")
    assert "16300" in flags


def test_grams_no_whole_count_of_tins_holds_stay_flagged() -> None:
    flags, _ = _run("- A: grami 1,655 ÷ 250 = 6.62 → kārbas **7** (grami 1,760) × €9.20 = €16,192.00")
    assert "1760" in flags


def test_grams_of_a_count_that_is_no_rounding_of_the_quotient_stay_flagged() -> None:
    # 6.62 rounds to 7 either way: 8 tins (2,000 g) is no whole count of it
    flags, _ = _run("- A: grami 1,655 ÷ 250 = 6.62 → kārbas **8** (grami 2,000) × €9.20 = €18,400.00")
    assert "2000" in flags


# a result with its unit word first after `=`
STOCK = "| grade | tins | grams loose |\n|---|---|---|\n| A | 6 | 95 |\n| B | 11 | 140 |"


def test_a_result_with_its_unit_word_first_passes() -> None:
    flags, computed = _run("* A: kārbas 6 × 250 + 95 = grami 1,595 × €9.20 = €14,674.00", STOCK, "Krājumu vērtība?")
    assert "1595" not in flags and computed["1595"] == "written"


def test_a_result_with_its_unit_word_first_one_digit_off_stays_flagged() -> None:
    flags, _ = _run("* A: kārbas 6 × 250 + 95 = grami 1,695 × €9.20 = €15,594.00", STOCK, "Krājumu vērtība?")
    assert "1695" in flags


# a log's hours from its row's clocks, worked down by the rules' rates
LOG = "date,on,off\n2027-05-10,06:15,18:45\n2027-05-11,06:20,13:50\n2027-05-12,06:10,19:25"
HEAD = "| Datums | Sākums | Beigas | Stundas | Litri | EUR |\n|---|---|---|---|---|---|\n"


def _log_table(litres_third: str = "33.125", hours_third: str = "13.25") -> str:
    return HEAD + ("| 10.05 | 06:15 | 18:45 | 12.50 | 31.25 | 50.63 |\n"
                   "| 11.05 | 06:20 | 13:50 | 7.50 | 18.75 | 30.38 |\n"
                   f"| 12.05 | 06:10 | 19:25 | {hours_third} | {litres_third} | 53.66 |")


def test_a_logs_hours_and_the_rules_rates_down_its_columns_pass() -> None:
    flags, computed = _run(_log_table(), LOG, "Sūkņa stundas un degviela?")
    assert not {"13.25", "31.25", "18.75", "33.125", "5063", "50.63", "53.66"} & flags
    assert computed["13.25"] == "duration" and computed["31.25"] == "column-factor"


def test_hours_the_rows_clocks_do_not_give_stay_flagged() -> None:
    flags, _ = _run(_log_table(hours_third="13.75", litres_third="34.375"), LOG, "Sūkņa stundas un degviela?")
    assert "13.75" in flags


def test_a_litres_cell_one_digit_off_the_rate_stays_flagged() -> None:
    flags, _ = _run(_log_table(litres_third="33.725"), LOG, "Sūkņa stundas un degviela?")
    assert "33.725" in flags


# the first part of a quantity in two units is no conversion of an operand's part
def test_a_quantity_in_two_units_after_its_product_is_not_judged_as_a_conversion() -> None:
    flags, _ = _run("Sijāšana: 5 × 2 h 40 min = 13 h 20 min.")
    assert "13" not in flags


def test_a_conversion_one_edit_off_stays_flagged() -> None:
    flags, _ = _run("Ceļš 12 km, apmēram 7.2 miles.")
    assert "7.2" in flags
