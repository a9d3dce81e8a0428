"""spaces32: a currency of one capital glued before its amount (`evidence/letter_marks.py`): `R1,250`,
`R62.50`, `R3 750,00`, `R187,50`, and `R250` beside them, read as amounts in the answer, in what a
person said and in the arithmetic; space groups before a decimal comma are the text's space
convention (`1 480 × 0,55 = 814,0`); each with its refusals (a name of one capital, a digit off, a
wrong step, `reference` unchanged)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.amounts import amount_numbers_of
from evidence_audit.evidence.digit_groupings import regrouped
from evidence_audit.evidence.letter_marks import marked, marked_amounts

from ._helpers import REFERENCE, history, judged

# a bicycle hire's rules, priced in rand as a South African writes them
SYSTEM = ("You are the assistant of a bicycle hire in Paarl. A day's hire is R250 for a mountain bike "
          "and R310 for an e-bike; a week's pass of 5 days is R1,150. A helmet is R62.50 a day.")
BOOKING = {"booking": "BK-5512", "bikes": 3, "days": 5, "kind": "mountain"}


@pytest.mark.parametrize("text, english", [
    ("R1,250 a week", "¤1,250 a week"),
    ("R62.50 a day", "¤62.50 a day"),
    ("R3 750,00", "¤3 750,00"),
    ("R187,50 per dag", "¤187,50 per dag"),
    ("R250 or R1,150", "¤250 or ¤1,150"),  # the text's convention: its plain amounts too
])
def test_a_letter_before_money_is_respelled_as_a_mark_at_the_same_offset(text: str, english: str) -> None:
    assert marked(text) == english


@pytest.mark.parametrize("text", [
    "Room R2 and R14",  # no money shape: names
    "A4 paper, 100 sheets", "A4 100 sheets",  # a space group needs a decimal comma
    "Q3 2026", "B12 vitamins",
    "SQL Server 2008 R2.5", "R2.15.1",  # not two decimals; a version's second point
    "CA530,00", "2xR420,00", "L-101",  # a letter after a letter, a digit or a hyphen
    "r62.50", "x1.25",  # lower case
])
def test_what_is_no_letter_mark_stays_as_it_reads(text: str) -> None:
    assert marked(text) == text


def test_a_persons_letter_amounts_are_read_as_numbers() -> None:
    assert marked_amounts(SYSTEM) == ["250", "310", "1150", "62.5"]
    assert marked_amounts("Room R2 and R14") == []


def test_a_marked_amount_is_an_amount_and_a_decimal_comma_is_not_its_integer_part() -> None:
    assert amount_numbers_of("¤250 and ¤62.50") == frozenset({"250", "62.5"})
    # `€41,50` and `¤3 750,00` are no amount 41 or 3: the decimal-comma readers read them whole
    assert amount_numbers_of("€41,50 or ¤3 750,00") == frozenset()


def test_a_said_amount_restated_with_cents_and_space_groups_is_grounded() -> None:
    hist = history(BOOKING, system=SYSTEM)
    flags, _ = judged("Die weekpas kos R1 150,00 per fiets.", hist)
    assert flags == set()
    assert judged("Die weekpas kos R1 160,00 per fiets.", hist)[0] == {"1 160,00"}  # a digit off


def test_the_arithmetic_reads_marked_operands_and_results() -> None:
    hist = history(BOOKING, system=SYSTEM)
    flags, computed = judged("3 weekpasse × R1 150,00 = **R3 450,00**, plus 3 × 5 × R62,50 = R937,50.", hist)
    assert flags == set()
    assert {"3450", "937.5"} <= set(computed)
    # a wrong step stays flagged
    assert "3 550,00" in judged("3 weekpasse × R1 150,00 = **R3 550,00**.", hist)[0]


def test_reference_is_unchanged() -> None:
    hist = history(BOOKING, system=SYSTEM)
    assert judged("Die weekpas kos R1,150.00 per fiets.", hist)[0] == set()
    assert judged("Die weekpas kos R1,150.00 per fiets.", hist, REFERENCE)[0] == {"r1,150.00"}  # no mark read


def test_space_groups_before_a_decimal_comma_make_the_texts_space_convention() -> None:
    text = "1 480 кг × 0,55 = 814,0 ლ; სულ 2 960,5 ლ"
    assert regrouped(text)[0].startswith("1,480 ")
    assert regrouped("Page 1 480 of the book")[0] == "Page 1 480 of the book"  # no convention: two numbers


def test_a_runs_system_prompt_decides_its_letter_for_a_plain_answer() -> None:
    hist = history(BOOKING, system=SYSTEM)
    flags, computed = judged("Two days: 2 × R250 = R500.", hist)
    assert flags == set() and "500" in computed
    assert "510" in judged("Two days: 2 × R250 = R510.", hist)[0]  # a wrong step
    # a run that writes no money with the letter: `R500` stays a name, judged as written
    plain = history(BOOKING, system="You are the assistant of a bicycle hire. Routes R250 and R500 start at the gate.")
    assert marked("Two days: 2 × R250 = R500.") == "Two days: 2 × R250 = R500."
    assert judged("Take route R500.", plain)[0] == set()  # said as written
