"""fold33: what round 32's merge left. The generic sign `¤` and the money signs written in one place
(`amounts.py`); one reader of the number a currency mark is glued to (`glued_amounts.marked_number`,
a glued token's and a one-letter mark's); a bare integer after the definite article in a text that
writes a letter as its currency is a name (`the R44`, a road, in a run priced `R3,900`), while
`R3,900`, `R84.50` and a step's `the R420 × 2` still read as money."""

from __future__ import annotations

from pathlib import Path

import pytest

from evidence_audit.evidence import letter_marks
from evidence_audit.evidence.amounts import GENERIC_SIGN, MONEY_SIGNS
from evidence_audit.evidence.glued_amounts import glued_amount, marked_number
from evidence_audit.evidence.letter_marks import marked, marked_amounts

from ._helpers import REFERENCE, history, judged

# a driving school's prices, in rand as a South African writes them
SYSTEM = ("You are the assistant of a driving school in Paarl. A manual lesson is R420; "
          "a package of 10 lessons is R3,900.")
BOOKING = {"learner": "L-2291", "lessons_left": 6, "kind": "manual"}
SOURCES = Path(__file__).resolve().parents[2] / "src" / "evidence_audit" / "evidence"


def test_the_generic_sign_is_written_in_one_place() -> None:
    assert GENERIC_SIGN == "\u00a4" and letter_marks.MARK == GENERIC_SIGN
    assert {"$", "\u00a3", "\u00a5", "\u20ac", "\u20b9", "\u20be", GENERIC_SIGN} <= set(MONEY_SIGNS)
    writers = sorted(p.name for p in SOURCES.rglob("*.py") if "\\u00a4" in p.read_text(encoding="utf-8"))
    assert writers == ["amounts.py"]


@pytest.mark.parametrize(("written", "number"), [
    ("5 880,00", "5880"), ("398,57", "398.57"), ("3,900", "3900"), ("84.50", "84.5"), ("420", "420"),
    ("45,90", "45.9"), ("7.040.803", "7040803"), ("15.000", None),
])
def test_one_reader_of_a_marked_number(written: str, number: str | None) -> None:
    assert marked_number(written) == number


def test_a_glued_token_and_a_letter_mark_read_their_number_alike() -> None:
    assert glued_amount("r$45,90") == marked_number("45,90") == "45.9"
    assert marked_amounts("R5 880,00 and R398,57") == ["5880", "398.57"]


def test_a_road_after_the_article_is_no_amount_in_a_text_priced_with_its_letter() -> None:
    hist = history(BOOKING, system=SYSTEM, user="Where does the lesson start?")
    answer = "We meet at the office and take the R44 towards Stellenbosch. The package is R3,900."
    assert marked(answer) == answer.replace("R3,900", "\u00a43,900")
    assert judged(answer, hist) == (set(), {})  # bd6c6f7c flagged `44`
    # the prices beside it still read: a digit off the package flagged, cents unsaid flagged
    assert judged("We take the R44; the package is R3,990.", hist)[0] == {"3990"}
    assert judged("It is R84.50 a lesson or R3,900 for 10.", hist)[0] == {"84.5"}
    assert marked_amounts("the R3,900 package, R84.50 a lesson") == ["3900", "84.5"]


def test_a_step_after_the_article_still_reads_its_amount() -> None:
    hist = history(BOOKING, system=SYSTEM, user="Two lessons?")
    flags, computed = judged("That is the R420 × 2 = R840 option.", hist)
    assert flags == set() and "840" in computed
    assert "430" in judged("That is the R430 × 2 = R860 option.", hist)[0]  # a wrong operand
    assert marked("the R44 north", frozenset("R")) == "the R44 north"  # a run's letter too
    assert marked("the R44 = R3,900") == "the \u00a444 = \u00a43,900"  # a step's sign after it


def test_reference_is_unchanged() -> None:
    hist = history(BOOKING, system=SYSTEM, user="Where?")
    assert judged("Take the R44. The package is R3,990.", hist, REFERENCE)[0] == {"r3,990"}  # no mark read
