"""(round 46, mend46b) review leftovers of round 45, as tests that fail at d1215d11.

- `ArithmeticBasis.gives_number`: a date's day, month or year is no quantity the run gives: the `30`
  of a result's `deliver by 2027-09-30` is no threshold `earlier-rest` takes (`K-7 takes 30 t ...
  Remaining 82.47 t`), nor the `9` of a person's `9 August`.
- `units.unit_after`: `mil` is the Scandinavian mile (10 km) only in a text that writes Scandinavian
  (`Umeå`, `SEK`): English `86.76 mil` (thousandths of an inch) and Spanish `86.76 mil.` are no 867.6 km.
- `carried_totals.explain_named`: a group of rows named by a category value only where the label's
  last word names some row, the summed column or the value's unit: `| Shelling wastage | 193.5 kg |`
  and `| Shelling hours | 193.5 kg |` are no sum of the shelling rows; `| Raw nuts shelled |` is.
"""

from __future__ import annotations

import pytest

from .test_shapes45a import sheet_run
from .test_shapes45b import _contract, _route
from ._helpers import history, judged


def test_a_date_s_day_is_no_threshold_the_run_gives() -> None:
    # the prices' `deliver by 2027-09-30` gives no 30 t: 112.47 - 30 stays the answer's own
    flags, _ = _contract("K-7 takes 30 t @ $210.00 = $6,300.00. Remaining 82.47 t at spot.")
    assert "82.47" in flags, flags
    flags, _ = _contract("K-7 takes 9 t @ $210.00 = $1,890.00. Remaining 103.47 t at spot.")
    assert "103.47" in flags, flags


def test_a_person_s_date_gives_no_threshold_but_a_stated_quantity_does() -> None:
    def run(user: str, answer: str) -> set[str]:
        hist = history({"lot": "L-4", "crop": "barley", "dry_t": 112.47}, user="Dry tonnes on lot L-4?",
                       answers=("| | L-4 |\n|---|---|\n| Crop | barley |\n| Dry | 112.47 t |",))
        hist.append({"role": "user", "content": user})
        return judged(answer, hist)[0]
    assert "103.47" in run("The buyer collects on 9 August. What is left?", "Collected 9 t. Remaining 103.47 t.")
    assert "103.47" not in run("The buyer collects 9 t on Monday. What is left?", "Collected 9 t. Remaining 103.47 t.")


@pytest.mark.parametrize("answer", [
    "The drive is 867.6 km (86.76 mil).",  # English: a mil is a thousandth of an inch
    "La ruta: 867.6 km (86.76 mil).",  # Spanish: mil is a thousand
])
def test_mil_beside_no_scandinavian_is_no_ten_km(answer: str) -> None:
    flags, _ = _route(answer)
    assert "86.76" in flags, flags


@pytest.mark.parametrize("answer", [
    "The drive to Umeå is 867.6 km (86.76 mil).",
    "| Leg | km | SEK |\n|---|---|---|\n| **Total** | **867.6** (86.76 mil) | 9,573.60 |",
])
def test_mil_beside_scandinavian_is_ten_km(answer: str) -> None:
    flags, how = _route(answer)
    assert "86.76" not in flags and how.get("86.76") == "convert", (flags, how)


def _sheet(label: str, value: str = "193.5 kg") -> tuple[set[str], dict[str, str]]:
    return judged(f"| Item | Value |\n|---|---|\n| {label} | {value} |", sheet_run())


@pytest.mark.parametrize("label", ["Shelling wastage", "Shelling losses", "Shelling hours"])
def test_a_label_of_something_else_of_a_group_sums_none(label: str) -> None:
    assert "193.5" in _sheet(label)[0]


@pytest.mark.parametrize("label", ["Raw nuts shelled", "Total shelled", "Shelling total", "Shelling kilograms"])
def test_a_label_of_the_group_s_quantity_sums_it(label: str) -> None:
    flags, how = _sheet(label)
    assert not flags and how["193.5"] == "carried-total", (label, flags, how)


# --- French and Spanish tier clauses (probe45: `stated_tiers._TIER_WORD`) ---------------------------

HAUL_FR = ("Vous êtes le guichet d'un transporteur.\nRègles (montants en SEK) :\n- Distance : 40 premiers km inclus ; "
           "du km 41 au km 200, 14 SEK le km ; au-delà de 200 km, 11 SEK le km.\n- TVA 25 % en sus.")
HAUL_ES = ("Eres la oficina de un transportista.\nReglas (importes en SEK):\n- Distancia: los primeros 40 km incluidos; "
           "del km 41 al 200, 14 SEK por km; {word} 200 km, 11 SEK por km.\n- IVA 25% aparte.")
ROUTE = {"from": "depot", "to": "Storgatan 44, Umea", "km": 712.4, "minutes": 540}


def _bands(system: str, beyond: str) -> set[str]:
    answer = ("| Band | km | Rate | SEK |\n|---|---|---|---|\n| 0–40 | 40 | included | 0 |\n| 41–200 | 160 | 14 | 2,240 |\n"
              f"| 200+ | {beyond} | 11 | 5,636.40 |\n| **Total** | **712.4** | | |")  # the answer writes q
    return judged(answer, history(ROUTE, system=system, user="Distance charge?"))[0]


@pytest.mark.parametrize("system", [HAUL_FR, HAUL_ES.format(word="a partir de"), HAUL_ES.format(word="más de")])
def test_a_tier_clause_in_french_or_spanish_states_its_threshold(system: str) -> None:
    assert "512.4" not in _bands(system, "512.4")  # 712.4 - 200
    assert "513.4" in _bands(system, "513.4")  # one digit off
    assert "672.4" in _bands(system, "672.4")  # past the 40, not the 200 the band writes


def test_a_clause_that_compares_nothing_states_no_threshold() -> None:
    system = HAUL_ES.format(word="hasta")  # `up to 200 km`: no tier past it
    assert "512.4" in _bands(system, "512.4")
