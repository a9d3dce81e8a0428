"""Round 31's recall (recall31): the rounding's step, and plants heldout29 let pass.

A count written as the floor of a quotient the answer says it rounds up is refuted by its own
words (`rounded_up.py`, recall30); a number that names the rounding's step is no such count:
`rounded up to 3 decimals` rounds to no whole number, and `round up to the nearest 10` rounds to a
multiple of 10, whose floor is the quotient's floor to that step.
"""

from __future__ import annotations

from typing import Any

from evidence_audit.evidence.rounded_up import refuted_roundings

from ._helpers import DEFAULT, REFERENCE, history, judged


def check(answer: str, hist: list[dict[str, Any]], gate: Any = DEFAULT) -> set[str]:
    """What the check of `answer` over `hist` (the shared run builder's, `_helpers.history`) flags."""
    return judged(answer, hist, gate)[0]


# --- the number that names the rounding's step -----------------------------------------------------

def test_a_number_of_places_is_no_count_rounded() -> None:
    assert refuted_roundings("Per tile: 9.99 / 3 = 3.33, rounded up to 3 decimals: 3.330.") == []
    assert refuted_roundings("= 2.71, round up to 2 decimal places: 2.71.") == []
    assert refuted_roundings("= 4.261, ceil to 4 significant figures, 4.261.") == []


def test_a_multiple_named_is_the_step_and_the_count_follows() -> None:
    assert refuted_roundings("Chairs: 103 / 10 = 10.3 rows, round up to the nearest 10: 20 rows.") == []
    assert refuted_roundings("= 10.3, rounded up to a multiple of 10 gives 20.") == []
    # the floor to the step is still refuted
    found = refuted_roundings("Chairs: 103 / 10 = 10.3 rows, round up to the nearest 10: 10 rows.")
    assert [r.written for r in found] == ["10"]
    found = refuted_roundings("= 47.5, round up to the nearest 5: 45 seats.")
    assert [r.written for r in found] == ["45"]
    # a plain rounding up is judged as before
    assert [r.written for r in refuted_roundings("124 / 20 = 6.2, round up: 6 packs.")] == ["6"]


GUESTS = {"guests": 103, "per_table": 10, "unit_price": 9.99}


def test_the_step_of_a_rounding_is_not_flagged() -> None:
    hist = history(GUESTS, user="How many tables, in tens?")
    answer = "<think>\n103 / 10 = 10.3 tables, round up to the nearest 10 tables: 20.\n</think>\n\n**20 tables.**"
    assert not check(answer, hist)
    assert "10" in check(answer.replace("20.\n", "10.\n"), hist)
    answer = "Each of 3 parts: 9.99 / 3 = 3.33, rounded up to 3 decimals is 3.330."
    assert "3" not in check(answer, hist)
    assert not check(answer, hist, REFERENCE) - check(answer, hist)


# --- a terse reply restating a result text's cell with two digits swapped ------------------------------

PRICES = (
    "code,item,grams,eur,vat\n"
    "R-310,Rye loaf,800,3.10,4\n"
    "R-322,Seeded roll,60,0.41,4\n"
    "S-415,Brioche bun,55,0.49,10\n"
    "S-428,Apple turnover,110,1.65,10\n"
)


def test_question_keys_only_for_a_terse_reply() -> None:
    from evidence_audit.evidence.near_misses import question_keys, record_words

    assert question_keys("0,94 € plus VAT.", {"brioche"}) == {"rw:brioche"}
    assert question_keys("Line one 0,94.\nLine two.", {"brioche"}) == set()
    assert record_words("S-415,Brioche bun,55,0.49,10") == {"rw:brioche", "rw:bun"}


def test_a_terse_reply_swapping_a_cell_the_question_names_is_flagged() -> None:
    hist = history(PRICES, user="Price list please.")
    hist.append({"role": "user", "content": "How much is one brioche, before VAT?"})
    assert "0,94" in check("0,94 € plus 10% VAT.", hist)
    assert "0.94" in check("0.94 EUR plus 10% VAT.", hist)
    assert not check("0,94 € plus 10% VAT.", hist, REFERENCE)
    # the honest cell, in either spelling, stays grounded
    assert not check("0,49 € plus 10% VAT.", hist)
    assert not check("0.49 EUR plus 10% VAT.", hist)


def test_a_question_naming_another_row_does_not_attribute_the_swap() -> None:
    hist = history(PRICES, user="Price list please.")
    hist.append({"role": "user", "content": "How much is one rye loaf, before VAT?"})
    assert not check("0,94 € plus 10% VAT.", hist)  # no word of the brioche's row asked
    hist[-1] = {"role": "user", "content": "How much is one brioche, before VAT?"}
    long_reply = "Here is the price you asked about.\n\n0,94 € plus 10% VAT, delivered tomorrow."
    assert not check(long_reply, hist)  # not terse: the question names nothing of its lines


# --- a column's total restated with two digits swapped ---------------------------------------------------

LEGS = (
    "leg,site,distance_km,minutes,crates\n"
    "1,North yard,12.5,18,14\n"
    "2,Mill road,20.3,27,22\n"
    "3,Harbour,9.6,14,9\n"
    "4,depot,11.4,16,17\n"
)  # distance 53.8 km, 75 minutes, 62 crates


def test_column_totals_read_each_number_column() -> None:
    from evidence_audit.evidence.column_totals import column_totals

    totals = dict(column_totals(LEGS))
    assert "53.8" in totals and "unit:km" in totals["53.8"] and "distance" in totals["53.8"]
    assert "75" in totals and "unit:min" in totals["75"]
    assert "Harbour" not in str(totals)  # a text column has no total
    assert column_totals("leg,km\n1,4.5\n") == []  # one row: no total


def test_a_terse_reply_swapping_a_column_total_is_flagged() -> None:
    hist = history(LEGS, user="Where does the van stop?")
    hist.append({"role": "user", "content": "How far is that altogether?"})
    assert "58.3" in check("**58.3 km** altogether.", hist)
    assert not check("**58.3 km** altogether.", hist, REFERENCE)
    assert not check("**53.8 km** altogether.", hist)  # the honest total
    hist[-1] = {"role": "user", "content": "And how many crates in all?"}
    assert "26" in check("**26**.", hist)  # named by the question's `crates`
    assert not check("**62**.", hist)


def test_a_swapped_total_needs_its_column_named_and_a_terse_reply() -> None:
    hist = history(LEGS, user="Where does the van stop?")
    hist.append({"role": "user", "content": "What is the van's number?"})
    assert not check("Van **26**.", hist)  # no column named: the unit is none, the question names none
    hist[-1] = {"role": "user", "content": "How far is that altogether?"}
    long_reply = "Here are the legs you asked about.\n\nAll four together make **58.3 km** of driving."
    assert not check(long_reply, hist)  # not terse
    assert not check("**53.9 km** altogether.", hist)  # a digit replaced, no swap: not judged here


def test_a_longer_decimal_comma_texts_operand_is_no_slip() -> None:
    rates = "code,item,rate\nOT-1,Overtime factor,1.52\nOT-2,Night factor,1.35\n"
    hist = history(rates, user="Mes heures ?")
    hist.append({"role": "user", "content": "Et le facteur des heures supplémentaires ?"})
    answer = "Voici le calcul :\n\n- Heures : 6 h × 21,43 € × 1,25 = 160,73 €\n- Total : 160,73 €"
    assert "1,25" not in check(answer, hist)  # an operand of the answer's own equation, not a restated cell
