"""Round 22's numbers in other languages' spellings inside arithmetic and conversions: a unit of
the micro prefix in a written equation (`389,00 € / 100 µL = 3,89 €/µL`), a market's currency
pair as a stated exchange (`EUR/GBP 0.8612`) applied to the amount written before the rate's
sentence, a price per unit restated per another unit (`25,20 €/kg` -> `0,0252 €/g`), a locale's
number format shown in a code span (`` `1 234,56` ``) and a text writing its thousands with
points only (`500.000`); each with its refusals (a digit off, a wrong operand, another currency)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.decimal_comma import comma_reading, comma_text, point_numbers, point_text
from evidence_audit.evidence.locales import english_of
from evidence_audit.evidence.stated_exchanges import exchanges_in
from evidence_audit.evidence.unit_prices import PricedUnit, price_unit, restated_price

from ._helpers import DEFAULT, REFERENCE, history, judged

QUOTE = ("Cod. AB-3390  Anti-GAPDH, coniglio, 100 \u00b5L ............ 389,00 \u20ac\n"
         "Sconto 5% sulla merce per ordini oltre 1.000,00 \u20ac di merce. IVA 22% esclusa.")


def test_a_micro_unit_is_a_unit_word_of_a_written_equation() -> None:
    hist = history(QUOTE)
    flags, computed = judged("389,00 \u20ac / 100 \u00b5L = 3,89 \u20ac/\u00b5L.", hist)
    assert flags == set() and computed["3.89"] == "written"
    # the Greek mu as people type it too
    assert judged("389,00 \u20ac / 100 \u03bcL = 3,89 \u20ac/\u03bcL.", hist)[0] == set()
    # a result one digit off stays flagged
    assert judged("389,00 \u20ac / 100 \u00b5L = 3,88 \u20ac/\u00b5L.", hist)[0] == {"3,88"}
    assert judged("389,00 \u20ac / 100 \u00b5L = 3,98 \u20ac/\u00b5L.", hist)[0] == {"3,98"}


def test_the_discounted_and_taxed_unit_price_follows_the_written_one() -> None:
    hist = history(QUOTE)
    answer = "389,00 \u20ac / 100 \u00b5L = 3,89 \u20ac/\u00b5L; con lo sconto {} \u20ac/\u00b5L, e IVA inclusa {} \u20ac/\u00b5L."
    assert judged(answer.format("3,70", "4,51"), hist)[0] == set()
    assert "3,71" in judged(answer.format("3,71", "4,51"), hist)[0]
    assert judged(answer.format("3,70", "4,52"), hist)[0] == {"4,52"}


@pytest.mark.parametrize("text, rate, pair", [
    ("EUR/GBP 0.8612 (2026-04-09 09:00)", "0.8612", {"EUR", "GBP"}),
    ("USD/JPY: 149.20", "149.20", {"USD", "JPY"}),
    ("EUR/USD = 1.0850", "1.0850", {"EUR", "USD"}),
])
def test_a_market_pair_states_an_exchange(text: str, rate: str, pair: set[str]) -> None:
    [found] = exchanges_in(text)
    assert found.number == Decimal(rate) and found.pair == frozenset(pair)


@pytest.mark.parametrize("text", ["TCP/UDP 443", "EUR/GBP 1", "see a/EUR/GBP 0.5", "I/O 2.5"])
def test_what_is_no_market_pair(text: str) -> None:
    assert exchanges_in(text) == []


FX = "EUR/GBP 0.8612 (2026-04-09 09:00)"
ORDER = "JAM-BEL  Jam\u00f3n ib\u00e9rico ... 189,00 \u20ac/pieza\nIVA: 10% en alimentos."
TOTAL = "- Jam\u00f3n: 6 \u00d7 189,00 \u20ac = 1.134,00 \u20ac\n- IVA 10%: 113,40 \u20ac\n- **Total: 1.247,40 \u20ac**\n\n"


def test_an_amount_converted_at_the_pair_rate_written_in_its_sentence() -> None:
    hist = history(ORDER, FX)
    # 1247.40 x 0.8612 = 1074.26
    flags, computed = judged(TOTAL + "Al cambio de 0,8612: **\u00a31,074.26**.", hist)
    assert flags == set() and computed["1074.26"] == "rate-step"
    # an English answer too
    english = ("- Ham: 6 \u00d7 \u20ac189.00 = \u20ac1,134.00\n- VAT 10%: \u20ac113.40\n- **Total: \u20ac1,247.40**\n\n"
               "At 0.8612: **\u00a31,074.26**.")
    assert judged(english, hist)[0] == set()


@pytest.mark.parametrize("value, rate", [
    ("\u00a31,074.27", "0,8612"),  # a digit off
    ("\u00a31,047.26", "0,8612"),  # two digits swapped
    ("\u00a31,074.26", "0,8613"),  # the rate one digit off: no rate the run states
    ("\u00a31,074.40", "0,8612"),  # another amount's conversion (1247.40 + 0.8612 x 0...)
])
def test_a_conversion_off_the_stated_rate_stays_flagged(value: str, rate: str) -> None:
    hist = history(ORDER, FX)
    flags = judged(TOTAL + f"Al cambio de {rate}: **{value}**.", hist)[0]
    assert Decimal(value.lstrip("\u00a3").replace(",", "")) in {Decimal(f.replace(",", "")) for f in flags}


def test_a_conversion_needs_the_other_currency_of_the_pair() -> None:
    hist = history(ORDER, FX)
    # the amount before is in the value's own currency: no conversion
    same = "- **Total: \u00a31,247.40**\n\nAl cambio de 0,8612: **\u00a31,074.26**."
    assert "1074.26" in judged(same, hist)[0]
    # a pair the value's currency is not in
    dollars = TOTAL + "Al cambio de 0,8612: **$1,074.26**."
    assert "1074.26" in judged(dollars, hist)[0]


@pytest.mark.parametrize("text, unit", [
    ("x 0,0252 \u20ac/g =", PricedUnit("EUR", "mass", "g")),
    ("at $4.50 per lb", PricedUnit("USD", "mass", "lb")),
    ("5 EUR/kg", PricedUnit("EUR", "mass", "kg")),
    ("1,89 \u20ac/L", PricedUnit("EUR", "volume", "l")),
    ("12 km/h", None),  # a speed, no price
    ("\u20ac30/h", None),  # a pay rate: per a unit of time
    ("3.2 kg", None),
])
def test_what_a_price_per_unit_is(text: str, unit: PricedUnit | None) -> None:
    import re
    m = re.search(r"[0-9][0-9.,]*", text)
    assert m is not None
    assert price_unit(text, m.start(), m.end()) == unit


def test_a_price_restated_per_another_unit() -> None:
    kg = PricedUnit("EUR", "mass", "kg")
    g = PricedUnit("EUR", "mass", "g")
    assert restated_price(Decimal("0.0252"), 4, g, [(Decimal("25.20"), "25.2", kg)]) == ("25.2", "kg", "0.001")
    assert restated_price(Decimal("0.0253"), 4, g, [(Decimal("25.20"), "25.2", kg)]) is None
    assert restated_price(Decimal("0.03"), 2, g, [(Decimal("25.20"), "25.2", kg)]) is None  # too coarse to say
    dollars = PricedUnit("USD", "mass", "kg")
    assert restated_price(Decimal("0.0252"), 4, g, [(Decimal("25.20"), "25.2", dollars)]) is None


def test_a_portion_priced_per_gram_from_the_previous_answer_per_kilo() -> None:
    hist = history(ORDER, answers=("189,00 \u20ac / 7,5 kg = 25,20 \u20ac/kg sin IVA.",))
    flags, computed = judged("80 g \u00d7 0,0252 \u20ac/g = 2,02 \u20ac sin IVA.", hist)
    assert flags == set() and computed["0.0252"] == "convert"
    assert judged("80 g \u00d7 0,0253 \u20ac/g = 2,02 \u20ac sin IVA.", hist)[0] == {"0,0253"}
    assert judged("80 g \u00d7 0,0352 \u20ac/g = 2,82 \u20ac sin IVA.", hist)[0] == {"0,0352"}
    # per kilo in another currency converts nothing
    other = history(ORDER, answers=("189,00 $ / 7,5 kg = 25,20 $/kg.",))
    assert "0,0252" in judged("80 g \u00d7 0,0252 \u20ac/g = 2,02 \u20ac sin IVA.", other)[0]


def test_a_locale_format_shown_is_no_claim() -> None:
    hist = history({"total": 5.5})
    assert judged("which is what fr_FR writes (`1\u202f234,56`)", hist)[0] == set()
    assert judged("For example 1,234.56 in en_US.", hist)[0] == set()
    # not a straight sequence, not grouped, or not shown as a format: judged
    assert judged("German writes `1.234,57`.", hist)[0] == {"1.234,57"}
    assert judged("It writes `1234.56` here.", hist)[0] == {"1234.56"}
    assert judged("The total is 1,234.56 today.", hist)[0] == {"1234.56"}


@pytest.mark.parametrize("text, decided", [
    ("Asignado: 500.000\nGastado: 280.000 (56 %)\nQueda: 220.000", True),
    ("120.000 de 200.000 y 60.000 de 100.000", True),
    ("Asignado: 500.000 y 280.500", True),
    ("Version 1.250 and 2.500", False),  # no `.000`: a decimal as well
    ("Sold 500.000 units at 12.5 each", False),  # an English point beside it
    ("Total 500.000 and 1,280", False),  # a comma between digits
    ("Only 500.000 here", False),  # one number decides nothing
])
def test_a_text_writing_its_thousands_with_points(text: str, decided: bool) -> None:
    assert point_text(text) is decided


def test_the_point_groups_read_as_thousands() -> None:
    text = "Asignado: 500.000\nGastado: 280.000 (56 %)\nQueda: 1.220.000"
    assert point_numbers(text, 4) == [("500000", "500.000"), ("280000", "280.000"), ("1220000", "1.220.000")]
    assert point_numbers("Sold 500.000 units at 12.5 each, 280.000 left", 4) == []


def test_point_groups_carried_are_grounded_and_a_digit_off_is_judged() -> None:
    hist = history("department,budget_allocated\nDevelopment,200000\nSales,100000\n",
                   {"allocated": 200000, "spent": 120000, "sales_spent": 60000})
    answer = "Development: 120.000 de 200.000 (60 %), Sales: 60.000 de 100.000."
    assert judged(answer, hist)[0] == set()
    # one digit off a carried number: judged, so flagged (shown as written)
    assert judged(answer.replace("120.000", "121.000"), hist)[0] == {"121.000"}
    # far from every carried number and computed by no rule: left unread (as comma_amounts leaves them)
    assert judged(answer.replace("120.000", "777.000"), hist)[0] == set()


@pytest.mark.parametrize("written, english", [
    ("1.139,82", "1139.82"),  # unambiguous alone: groups then a decimal comma
    ("0,8612", "0.8612"),  # a decimal comma after 0
    ("1,234", None),  # English grouping alone: not read as a decimal comma
])
def test_a_mixed_text_reads_per_number_only_the_unambiguous(written: str, english: str | None) -> None:
    assert english_of(written) == english


def test_an_english_answer_keeps_its_thousands() -> None:
    assert not comma_text("We sold 1,234 units for $5,000.00.")
    assert comma_reading("1,234") == "1.234"  # (only in a decided text)
    v = check_answer("We sold 1,234 units.", history({"units": 1234}), DEFAULT)
    assert not v.unsupported


def test_reference_reads_none_of_them() -> None:
    hist = history(ORDER, answers=("189,00 \u20ac / 7,5 kg = 25,20 \u20ac/kg sin IVA.",))
    assert "0,0252" not in judged("80 g \u00d7 0,0252 \u20ac/g = 2,02 \u20ac sin IVA.", hist, REFERENCE)[1]


def test_a_unit_squared_is_a_unit_word_of_a_written_equation() -> None:
    hist = history({"population": 522250, "insee_density": 10906.2})
    answer = "522 250 \u00f7 47,9 km\u00b2 = **{} hab./km\u00b2**, la superficie arrondie \u00e0 47,9 km\u00b2."
    flags, computed = judged(answer.format("10 902,9"), hist)
    assert "10902.9" in computed and computed["10902.9"] == "written"
    assert "10 920,9" in judged(answer.format("10 920,9"), hist)[0]
    assert "10 902,8" in judged(answer.format("10 902,8"), hist)[0]


ENERGY = {"monthly_kwh": 301.9, "peak_price": 0.27, "offpeak_price": 0.2068}


def test_a_rounded_result_stands_for_what_it_rounds_as_a_later_operand() -> None:
    hist = history(ENERGY)
    # 30% of 301.9 is 90.57, written 90,6; 90.57 x 0.0632 = 5.724 (5,72), where 90.6 x 0.0632 = 5.726
    answer = "30 % de 301,9 kWh = 90,6 kWh d\u00e9plac\u00e9s. L'\u00e9conomie est de 90,6 \u00d7 (0,2700 \u2212 0,2068) = **{} \u20ac** par mois."
    flags, computed = judged(answer.format("5,72"), hist)
    assert flags == set() and computed["5.72"] == "written"
    assert judged(answer.format("5,73"), hist)[0] == set()  # what the written operand gives
    assert "5,74" in judged(answer.format("5,74"), hist)[0]  # one unit past both
    assert "5,82" in judged(answer.format("5,82"), hist)[0]
    # English writes it so too
    english = "30% of 301.9 kWh = 90.6 kWh. 90.6 x (0.2700 - 0.2068) = {}"
    assert judged(english.format("5.72"), hist)[0] == set()
    assert "5.74" in judged(english.format("5.74"), hist)[0]
