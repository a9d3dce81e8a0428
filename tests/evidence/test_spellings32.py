"""spaces32: the spellings of numbers in other languages and in a result's CSV, each with its
refusals: one point group a result carried as thousands (`1.264 m` for `climb 1,264 m`); a CSV
timestamp cell's clock (`2026-05-11 16:00`) and a cell's digit code (`GP 418-207`); a unit per a
round base (`L/100 km`) is a name; a currency sign of the Unicode block after an amount (`₾`, `₴`)
is a mark to the arithmetic; a sign after an amount is the currency it wears for a total of a key
in that currency (`16.420,75 €` for `totals_eur`)."""

from __future__ import annotations

from evidence_audit.evidence.csv_cells import block_cells
from evidence_audit.evidence.narration import is_unit_base

from ._helpers import REFERENCE, history, judged

ROUTE = "Route notes: trail 4, 2 h 55 min up, climb 1,264 m, 6.8 km."


def test_one_point_group_a_result_carried_as_thousands_is_grounded() -> None:
    hist = history(ROUTE)
    assert judged("Od koče je 2 h 55 min hoje (1.264 m vzpona).", hist)[0] == set()
    assert judged("Od koče je 2 h 55 min hoje (1.265 m vzpona).", hist)[0] == {"1.265"}  # a digit off


def test_one_point_group_is_left_alone_beside_english_groups_or_without_a_unit() -> None:
    hist = history(ROUTE)
    assert "1.264" in judged("The climb is 1.264 m, then 1,500 m of descent.", hist)[0]  # English groups: a decimal
    assert judged("The factor is 1.264 overall.", hist)[0] == {"1.264"}  # no unit: a decimal
    assert judged("Od koče je 1.264 m vzpona.", hist, REFERENCE)[0] == {"1.264"}


LOG = "time,temp_c\n2026-05-11 08:00,21.5\n2026-05-11 12:00,25.9\n2026-05-11 16:00,27.4\n"
FLEET = "car,km,litres\nGP 418-207,1620,112.4\nGP 503-311,1408,97.6\n"


def test_a_csv_timestamp_cells_clock_and_a_cells_digit_code_are_read() -> None:
    assert {"08:00", "12:00", "16:00"} <= set(block_cells(LOG))
    assert {"418-207", "503-311"} <= set(block_cells(FLEET))
    assert judged("Readings above 25 °C: 12:00 and 16:00.", history(LOG))[0] == set()
    assert judged("Readings above 25 °C: 12:00 and 17:00.", history(LOG))[0] == {"17:00"}
    assert judged("GP 503-311 drove 1,408 km.", history(FLEET))[0] == set()
    assert judged("GP 503-317 drove 1,408 km.", history(FLEET))[0] == {"503-317"}


def test_a_unit_per_a_round_base_is_a_name() -> None:
    assert is_unit_base("l/100", "Average: 6.94 L/100 km")
    assert not is_unit_base("l/100", "Average: 6.94 L/100 and more")  # no unit after
    assert not is_unit_base("l/101", "6.94 L/101 km")
    assert judged("Average: 6.94 L/100 km.", history({"litres": 112.4, "km": 1620, "avg": 6.94}))[0] == set()


PLAN = {"loads": [{"variety": "Mtsvane", "kg": 1460}], "price_gel_per_kg": 1.35}


def test_a_currency_sign_of_the_unicode_block_after_an_amount_is_a_mark_to_the_arithmetic() -> None:
    hist = history(PLAN)
    flags, computed = judged("მწვანე: 1 460 კგ × 1,35 ₾ = 1 971,00 ₾", hist)
    assert flags == set() and "1971" in computed
    assert judged("მწვანე: 1 460 კგ × 1,35 ₾ = 1 917,00 ₾", hist)[0] == {"1 917,00"}  # a wrong result


MONTHS = {"customer": "Hotel Sant Pau", "totals_eur_before_vat": {"2026-04": 5210.40, "2026-05": 5387.15, "2026-06": 5823.20}}


def test_a_sign_after_an_amount_is_the_currency_its_total_wears() -> None:
    hist = history(MONTHS)
    flags, computed = judged("Total 16.420,75 € (sense IVA).", hist)
    assert flags == set() and "16.420,75" in computed
    assert judged("Total 16.420,85 € (sense IVA).", hist)[0] == {"16.420,85"}
