"""Round 21 (tables21): a table column per a unit (`per ha`, `pro ha`, `par hectare`, `€/ha`) over
the quantity of that unit the table's lead-in states (`Nordfeld (28.6 ha):`), as `row-ratio`; in
English and in a German decimal-comma answer alike. Refusals: a digit off stays flagged, a quantity
no source carried excuses nothing, a header per another unit is no ratio, `reference` reads none."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer

from ._helpers import DEFAULT, REFERENCE, history, judged

FIELD = {"field_id": "F-402", "name": "Nordfeld", "area_ha": 28.6}
QUOTE = {"lines": [{"item": "Seed", "qty": 5148, "total": 3809.52}, {"item": "Nitrogen", "qty": 11400, "total": 4161.0}]}
ENGLISH = ("The quote for Nordfeld ({area} ha):\n\n| Item | Amount | per ha |\n|---|---|---|\n"
           "| Seed | €3,809.52 | €{a} |\n| Nitrogen | €4,161.00 | €{b} |\n")
GERMAN = ("Das Angebot für Nordfeld ({area} ha):\n\n| Position | Betrag | pro ha |\n|---|---|---|\n"
          "| Saatgut | 3.809,52 € | {a} € |\n| Stickstoff | 4.161,00 € | {b} € |\n")


@pytest.mark.parametrize("table, a, b, area", [
    (ENGLISH, "133.20", "145.49", "28.6"),
    (GERMAN, "133,20", "145,49", "28,6"),
    (ENGLISH.replace("per ha", "€/ha"), "133.20", "145.49", "28.6"),
])
def test_a_cell_per_the_unit_the_lead_in_states_is_a_row_ratio(table: str, a: str, b: str, area: str) -> None:
    flags, computed = judged(table.format(area=area, a=a, b=b), history(FIELD, QUOTE))
    assert flags == set()
    assert computed["133.2"] == "row-ratio" and computed["145.49"] == "row-ratio"


@pytest.mark.parametrize("table, b", [(ENGLISH, "145.94"), (ENGLISH, "145.48"), (GERMAN, "145,59")])
def test_a_digit_off_stays_flagged(table: str, b: str) -> None:
    area = "28,6" if table is GERMAN else "28.6"
    a = "133,20" if table is GERMAN else "133.20"
    flags, _ = judged(table.format(area=area, a=a, b=b), history(FIELD, QUOTE))
    assert any(f.replace(",", ".").rstrip("0") == b.replace(",", ".").rstrip("0") for f in flags), flags


def test_a_quantity_no_source_carried_or_another_unit_excuses_nothing() -> None:
    # 29.6 ha: no result carried it (3809.52 / 29.6 = 128.69)
    flags, _ = judged(ENGLISH.format(area="29.6", a="128.69", b="140.57"), history(FIELD, QUOTE))
    assert {"128.69", "140.57"} <= flags
    # a column per acre over a lead-in in hectares: no ratio
    per_acre = ENGLISH.replace("per ha", "per ac")
    flags, _ = judged(per_acre.format(area="28.6", a="133.20", b="145.49"), history(FIELD, QUOTE))
    assert {"133.2", "145.49"} <= flags


def test_reference_reads_no_lead_in_quantity() -> None:
    v = check_answer(ENGLISH.format(area="28.6", a="133.20", b="145.49"), history(FIELD, QUOTE), REFERENCE)
    assert not v.computed
