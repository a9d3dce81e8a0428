"""(round 25, printshop25) Readings a print shop's runs showed and any trade writes: a side of a size
a result wrote as one token (`850x2000`, `1920x1080`) and a price glued to what it is per
(`65.00/hour`) written apart (`segment`, `segments.py`); an inch written `in` that closes a
parenthesis (`(118.1 in)`, `convert`); the full-width equals sign and a counter glued after a
number in CJK text (`8枚 × €9.80 ＝ €78.40`, `written`); a column summed after its table whose
header wears the currency (`| Net € |` ... `Net €646.40`, `column`), its cells a CSV result's. Each
with its refusal: a digit mutated stays flagged."""

from __future__ import annotations

import pytest

from ._helpers import judged, history

JOB = {"job_id": "JB-9011", "product": "roll-up banner 850x2000 incl. stand", "screen": "monitor 1920x1080"}
RATES = "LABOUR RATES\nplumber 65.00/hour\ncallout 48.50/visit"
HISTORY = ("order,date,product,qty,net_eur\nO-1,2026-03-04,flyers,2500,139.00\nO-2,2026-04-22,cards,1000,72.00\n"
           "O-3,2026-06-10,banner,1,62.40")


# --- segment: a size's sides, a glued rate's number ------------------------------------------------

@pytest.mark.parametrize("answer,value", [
    ("Two roll-ups, 850 × 2000 mm each, with stands.", "2000"),
    ("The screen is 1920 × 1080 pixels.", "1920"),
])
def test_a_side_of_a_size_carried_as_one_token(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(JOB))
    assert value not in flags


@pytest.mark.parametrize("answer,wrong", [
    ("Two roll-ups, 850 × 2100 mm each, with stands.", "2100"),
    ("The screen is 1930 × 1080 pixels.", "1930"),
])
def test_a_side_one_digit_off_stays_flagged(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(JOB))
    assert wrong in flags


def test_a_rate_glued_to_its_unit_written_alone() -> None:
    flags, _ = judged("Labour: 2.5 h × €65.00 = €162.50.", history(RATES))
    assert not flags


def test_a_glued_rate_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("Labour: 2.5 h × €66.00 = €165.00.", history(RATES))
    assert "66" in flags


# --- convert: `in` closing a parenthesis ----------------------------------------------------------

def test_inches_in_a_parenthesis_after_millimetres() -> None:
    flags, computed = judged("The wall is 3000 mm (118.1 in) wide.", history({"wall_mm": 3000}))
    assert computed.get("118.1") == "convert", (flags, computed)
    assert not flags


def test_inches_one_digit_off_stay_flagged() -> None:
    flags, _ = judged("The wall is 3000 mm (118.2 in) wide.", history({"wall_mm": 3000}))
    assert "118.2" in flags


# --- written: CJK text's full-width equals and counters --------------------------------------------

def test_a_product_written_with_a_counter_and_a_full_width_equals() -> None:
    flags, computed = judged("- 8枚 × €9.80 ＝ €78.40", history({"price_eur": 9.8}))
    assert computed.get("78.4") == "written", (flags, computed)
    assert not flags


def test_a_full_width_equation_one_digit_off_stays_flagged() -> None:
    flags, _ = judged("- 8枚 × €9.80 ＝ €78.50", history({"price_eur": 9.8}))
    assert "78.5" in flags


# --- column: a priced header's bare cells, from a CSV result ----------------------------------------

TABLE = ("| Order | Product | Net € |\n|---|---|---|\n| O-1 | flyers | 139.00 |\n| O-2 | cards | 72.00 |\n"
         "| O-3 | banner | 62.40 |\n\n**Net €{}**")


def test_a_column_total_under_a_priced_header() -> None:
    flags, computed = judged(TABLE.format("273.40"), history(HISTORY))
    assert computed.get("273.4") == "column", (flags, computed)
    assert not flags


def test_a_column_total_one_digit_off_stays_flagged() -> None:
    flags, _ = judged(TABLE.format("283.40"), history(HISTORY))
    assert "283.4" in flags


# --- per-item: a total over the count of the thing it is per ---------------------------------------

LABELS = "LABELS 50x30mm\nqty 500 1000\nprice 38.00 61.00"


def test_a_price_per_item_from_a_tier_s_total_and_its_count() -> None:
    flags, computed = judged("1,000 labels are $61.00, so that's $0.061 a label.", history(LABELS))
    # (round 46) shapes46's `unit-cost` (an amount over a count of the same word) reads it first now
    assert computed.get("0.061") in ("per-item", "unit-cost"), (flags, computed)
    assert not flags


def test_a_price_per_item_for_a_count_the_person_asked_about() -> None:
    hist = history(LABELS, user="And 500 instead?")
    flags, computed = judged("$38.00 for those: $0.076 per label.", hist)
    assert computed.get("0.076") == "per-item", (flags, computed)
    assert not flags


@pytest.mark.parametrize("answer,wrong", [
    ("1,000 labels are $61.00, so that's $0.062 a label.", "0.062"),  # a digit mutated
    ("1,000 labels are $61.00, so that's $0.061.", "0.061"),  # no thing it is per
    ("1,000 labels are $61.00, so that's $0.061 a roll.", "0.061"),  # another thing than the count's
])
def test_a_price_per_item_that_is_not_the_quotient_stays_flagged(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(LABELS))
    assert wrong in flags


def test_a_price_per_another_thing_than_the_person_s_count_stays_flagged() -> None:
    hist = history(LABELS, user="And 500 sheets instead?")
    flags, _ = judged("$38.00 for those: $0.076 per label.", hist)
    assert "0.076" in flags
