"""Round 21: the cells of a result's comma- or semicolon-separated block (`csv_cells.py`), read one
by one under the `glued` rule: `wheat,1850.4,241.30,spot` grounds `1,850.4` and `$241.30`; a
semicolon export's decimal comma (`weizen;1850,4;241,30`) grounds `1,850.4` and `241.30`; prose, a
JSON array, a row of another width and a cell one digit off stay as they were (flagged)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.csv_cells import block_cells

from ._helpers import REFERENCE, flagged, grounded, verdict

SALES = "crop,tonnes,avg_price_usd_t,basis\nwheat,1850.4,241.30,contracted+spot\ncorn,3962.7,178.90,spot"
EUROPEAN = "sorte;tonnen;preis_eur_t;basis\nweizen;1850,4;241,30;kontrakt\nmais;3.962,7;178,90;spot"
QUOTED = 'crop,tonnes,price\nwheat,"1,850.4",241.30\ncorn,"3,962.7",178.90'
WIDER = "crop,tonnes,price\nwheat,1,850.4,241.30\ncorn,3962.7,178.90"


def test_the_cells_of_a_comma_block() -> None:
    assert block_cells(SALES) == ("1850.4", "241.3", "3962.7", "178.9")
    assert block_cells(QUOTED) == ("1850.4", "241.3", "3962.7", "178.9")


def test_the_cells_of_a_semicolon_block_read_their_decimal_comma() -> None:
    assert block_cells(EUROPEAN) == ("1850.4", "241.3", "3962.7", "178.9")
    # no decimal comma in the block: a point is the decimal point
    assert block_cells("sorte;tonnen\nweizen;1.850\nmais;3962") == ("1.85", "3962")


@pytest.mark.parametrize("text", [
    "We shipped 1,850 t, then 241,30 more.\nThe rest, 3962.7 t, waits.",  # prose: no header of words
    "[1850,4]\n[241,30]",  # a JSON array
    "crop,tonnes\n1850.4,241.30\n",  # a header, then... a row of a number only? read: it is a block
])
def test_prose_and_json_are_no_block(text: str) -> None:
    cells = block_cells(text)
    if text.startswith("crop"):
        assert cells == ("1850.4", "241.3")
    else:
        assert cells == ()


def test_a_row_of_another_width_is_not_split() -> None:
    # `wheat,1,850.4,241.30` has four cells under a header of three: the block is its header alone
    assert block_cells(WIDER) == ()
    assert block_cells("crop,tonnes,price\ncorn,3962.7,178.90\nwheat,1,850.4,241.30") == ("3962.7", "178.9")


@pytest.mark.parametrize("answer, payload, value", [
    ("Wheat: 1,850.4 t × $241.30 = $446,501.52", SALES, "1850.4"),
    ("Wheat: 1,850.4 t × $241.30 = $446,501.52", SALES, "241.3"),
    ("Corn: 3,962.7 t at $178.90.", SALES, "3962.7"),
    ("Weizen: 1.850,4 t zu 241,30 € je t.", EUROPEAN, "1.850,4"),
    ("Wheat: 1,850.4 t at 241.30 EUR.", EUROPEAN, "1850.4"),
    ("Mais: 3.962,7 t.", EUROPEAN, "3.962,7"),
])
def test_a_cell_copied_from_a_block_is_grounded(answer: str, payload: str, value: str) -> None:
    v = verdict(answer, payload)
    assert value not in flagged(v), flagged(v)
    assert grounded(v).get(value) in ("glued", "locale", "exact"), grounded(v)  # `3.962,7`: the token itself


@pytest.mark.parametrize("answer, payload, wrong", [
    ("Wheat: 1,850.5 t at $241.30.", SALES, "1850.5"),
    ("Wheat: 1,850.4 t at $241.31.", SALES, "241.31"),
    ("Corn: 3,963.7 t.", SALES, "3963.7"),
    ("Wheat: 1,850.4 t.", WIDER, "1850.4"),  # a row of another width: not split
    ("Weizen: 1.851,4 t.", EUROPEAN, "1.851,4"),
    ("The total was 1,850.4 t.", "We shipped 1850,4 t and 241,30 more.", "1850.4"),  # prose: no block
    ("The total was 1,850.4 t.", "values, by row:\n[1850,4]\n[241,30]", "1850.4"),  # a JSON array: no block
])
def test_a_cell_one_digit_off_or_outside_a_block_stays_flagged(answer: str, payload: str, wrong: str) -> None:
    assert wrong in flagged(verdict(answer, payload))


def test_a_comma_in_prose_keeps_its_thousands_reading() -> None:
    # `1,850` in a sentence is 1850, the reference's reading; no block reads it as 1 and 850
    v = verdict("We moved 1,850 t.", "Shipped so far: 1,850 t, in 12 loads.")
    assert "1850" not in flagged(v)
    assert "850" not in grounded(v)


def test_the_reference_reads_no_block() -> None:
    assert "1850.4" in flagged(verdict("Wheat: 1,850.4 t at $241.30.", SALES, gate=REFERENCE))
