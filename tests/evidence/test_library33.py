"""(library33) heldout31's library habits read by the general rules: a price in cents or ceiniog
glued as `20c` (`minor_units.py`), with the refusals (a digit off, `20 c` apart, a capital `20C`)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.expressions import relations
from evidence_audit.evidence.minor_units import glued_minor, is_minor_unit

from ._helpers import REFERENCE, flagged, history, judged, verdict

SYSTEM = "Rules (GBP): overdue adult items 30p a day per item, at most GBP 6.00 per item."
LOANS = {"card": "CL-550120", "loans": [{"title": "Te yn y Grug", "due": "2026-03-02", "children": False}]}


def expressions_of(answer: str) -> list[str]:
    return [r.expression for r in relations(answer)[0]]


# --- `20c`: a cent (or a ceiniog) glued to its number ----------------------------------------------


def test_a_lower_case_c_glued_to_a_number_is_a_minor_unit() -> None:
    assert is_minor_unit("c", glued=True) and not is_minor_unit("c") and not is_minor_unit("C", glued=True)
    assert glued_minor("30c") == "30" and glued_minor("12.5c") == "12.5"
    assert glued_minor("30C") is None and glued_minor("30cm") is None


@pytest.mark.parametrize(
    "answer",
    [
        "Mae un llyfr yn hwyr: 9 diwrnod × 30c = **£2.70**.",  # Welsh: ceiniog
        "One book is late: 9 days × 30c = **£2.70**.",  # English: cents
        "Erbyn dydd Llun: 12 diwrnod × 30c = £3.60.",
    ],
)
def test_pence_written_as_c_make_the_pound_amount_computed(answer: str) -> None:
    assert not flagged(verdict(answer, LOANS, system=SYSTEM))
    assert any("/ 100" in e for e in expressions_of(answer))


@pytest.mark.parametrize(
    "answer, value",
    [
        ("Mae un llyfr yn hwyr: 9 diwrnod × 30c = **£2.80**.", "2.8"),  # a digit off
        ("Mae un llyfr yn hwyr: 9 diwrnod × 30c = **£2.07**.", "2.07"),  # digits swapped
        ("One book is late: 9 days × 30 c = **£2.70**.", "2.7"),  # `c` apart: no unit
        ("One book is late: 9 days × 30C = **£2.70**.", "2.7"),  # a capital: a temperature, no price
    ],
)
def test_a_wrong_product_or_a_c_not_glued_stays_flagged(answer: str, value: str) -> None:
    assert value in flagged(verdict(answer, LOANS, system=SYSTEM))


def test_reference_unchanged_on_a_c_price() -> None:
    answer = "Mae un llyfr yn hwyr: 45 diwrnod × 30c = **£13.50**."
    assert not flagged(verdict(answer, LOANS, system=SYSTEM))
    assert verdict(answer, LOANS, system=SYSTEM, gate=REFERENCE).computed is None  # no arithmetic there


# --- `X more, Y in all`: the previous answer's amount moved by an amount the sentence adds -------------

RENTAL = {"branch": "Llanfair", "available": ["Nos", "Dydd", "Haf", "Gaeaf"], "loan_gbp": 1.35, "loan_days": 7}
RENTAL_SYSTEM = "Rules (GBP): DVDs GBP 1.35 a loan for 1 week; GBP 0.75 a day overdue, GBP 3.00 for a set of four; GBP 2.00 off for members."


def rental_run(*answers: str) -> list[dict]:
    return history(RENTAL, system=RENTAL_SYSTEM, answers=answers)


@pytest.mark.parametrize(
    "answer, value",
    [
        ("£3.00 more, £8.40 in all.", "8.4"),
        ("That is £3.00 more, so £8.40 altogether.", "8.4"),
        ("£2.00 less, £3.40 in all.", "3.4"),  # a subtracting word after the amount
    ],
)
def test_an_amount_more_moves_the_previous_answers_total(answer: str, value: str) -> None:
    flags, computed = judged(answer, rental_run("£5.40 (4 × £1.35)."))
    assert not flags and computed.get(value) == "adjusted-total"


@pytest.mark.parametrize(
    "answer, value",
    [
        ("£3.00 more, £8.04 in all.", "8.04"),  # digits swapped
        ("£3.00 more, £8.50 in all.", "8.5"),  # a digit off
        ("£3.00 less, £8.40 in all.", "8.4"),  # the wrong direction
        ("£3.00 then, £8.40 in all.", "8.4"),  # no adding word
    ],
)
def test_a_wrong_move_of_the_previous_total_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, rental_run("£5.40 (4 × £1.35)."))
    assert value in flags


def test_the_previous_total_is_a_base_only_for_the_answers_first_sentence() -> None:
    # a sentence after another amount of this answer: its base is that amount, not the previous answer's
    flags, _ = judged("Each late day is £3.00 for the four. £3.00 more, £8.40 in all.", rental_run("£5.40 (4 × £1.35)."))
    assert "8.4" in flags


def test_a_reply_without_an_amount_between_keeps_the_total_so_far() -> None:
    flags, computed = judged("£3.00 more, £8.40 in all.", rental_run("£5.40 (4 × £1.35).", "Due back Thu 9 Apr."))
    assert not flags and computed.get("8.4") == "adjusted-total"
    flags, _ = judged("£3.00 more, £8.40 in all.", rental_run("£5.40 (4 × £1.35).", "Due back Thu 9 Apr.", "Ask at the desk."))
    assert "8.4" in flags  # three answers back: too far


# --- a list of dates every N weeks that goes on from a series the run carries ---------------------------

SAILINGS = {"route": "Ynys Enlli", "every_weeks": 2, "last_sailing": "2026-03-07", "next_sailing": "2026-03-21"}
ONLY_NEXT = {"route": "Ynys Enlli", "next_sailing": "2026-03-21"}


@pytest.mark.parametrize(
    "answer, values",
    [
        ("The next sailings are Saturday 21 March, then 4 April and 18 April.", ("4 April", "18 April")),
        ("Sailings: 21 March, 4 April, 18 April and 2 May.", ("4 April", "18 April")),
    ],
)
def test_a_list_every_second_week_from_a_carried_series_is_computed(answer: str, values: tuple[str, ...]) -> None:
    flags, computed = judged(answer, history(SAILINGS))
    assert not flags
    assert all(computed.get(v) == "weekly-step" for v in values)


@pytest.mark.parametrize(
    "answer, result, value",
    [
        ("Sailings: 21 March, 4 April and 19 April.", SAILINGS, "19 April"),  # a day off the step
        ("Sailings: 21 March, 4 April and 17 April.", SAILINGS, "17 April"),
        ("Sailings: 21 March, 4 April and 18 April.", ONLY_NEXT, "4 April"),  # no date two weeks before the first
        ("Sailings: 21 March, 11 April and 2 May.", SAILINGS, "11 April"),  # three weeks: not the carried gap
        ("Sailings: 21 March and 4 April.", ONLY_NEXT, "4 April"),  # two dates: no list
    ],
)
def test_a_fortnightly_list_off_its_step_or_from_no_carried_base_is_flagged(answer: str, result: dict, value: str) -> None:
    flags, _ = judged(answer, history(result))
    assert value in flags


# --- a total per name of the previous answer's lines under that name ------------------------------------

ROOMS = "card,item,due\nCL-410007,book,2026-05-04\nCL-410007,DVD,2026-05-12\nCL-228150,book,2026-04-30\nCL-993321,book,2026-05-10\nCL-410007,book,2026-05-13"
ITEMIZED = ("1. CL-410007 book (due 4 May): 11 days × £0.30 = £3.30.\n"
            "2. CL-410007 DVD (due 12 May): 2 days × £2.50 = £5.00.\n"
            "3. CL-228150 book (due 30 Apr): 15 days × £0.30 = £4.50, capped at £4.00.\n"
            "4. CL-993321 child's book: no charge.\n"
            "5. CL-410007 book (due 13 May): 2 days × £0.30 = £0.60.")


@pytest.mark.parametrize(
    "answer, value",
    [
        ("1. CL-410007: £8.90.\n2. CL-993321: £0.00.", "8.9"),  # three lines: 3.30 + 5.00 + 0.60
        ("1. CL-993321: £0.00.", "0"),  # its one line charges nothing
    ],
)
def test_a_total_per_card_sums_the_previous_answers_lines_under_it(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(ROOMS, answers=(ITEMIZED,)))
    assert not flags and computed.get(value) == "labelled-subtotal"


def test_a_total_per_card_needs_the_previous_answer() -> None:
    flags, _ = judged("1. CL-410007: £8.90.", history(ROOMS, answers=(ITEMIZED, "Ask at the desk.")))
    assert "8.9" in flags  # the itemized lines are two answers back


@pytest.mark.parametrize(
    "answer, value",
    [
        ("1. CL-410007: £9.80.", "9.8"),  # digits swapped
        ("1. CL-410007: £8.70.", "8.7"),  # a digit off
        ("1. CL-228150: £8.50.", "8.5"),  # the line's first amount, not the capped one, plus nothing
        ("1. CL-410007 and CL-228150: £12.90.", "12.9"),  # two names: no line names both
    ],
)
def test_a_wrong_total_per_card_or_no_name_stays_flagged(answer: str, value: str) -> None:
    flags, _ = judged(answer, history(ROOMS, answers=(ITEMIZED,)))
    assert value in flags
