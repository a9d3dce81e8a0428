"""Round 25 (league25): habits the heldout22 set showed, phrased for any domain: a person's clock in
words (`a las dos menos cuarto`), a clock the question names moved by a stated duration, a
difference worked with a hyphen (`16-2 = 14`), a ratio of a formula's symbols (`(D2/D1)^1.06`), a
table cell that writes its own rate (`3.8 L/h`) times the row's count, a money column named by the
currency's code (`amount_gbp` for `£645.64`). Each with its refusal: one digit off, the wrong
direction, the wrong column, stays flagged."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.asked_shifts import explain_asked_shift
from evidence_audit.evidence.clock_words import said_clock_forms, word_clocks
from evidence_audit.evidence.narration import is_formula_symbols, is_written_difference

from ._helpers import REFERENCE, flagged, history, judged, verdict


# --- a person's clock in words (clock_words.py) ---------------------------------------------------

@pytest.mark.parametrize(("text", "clock"), [
    ("¿Y si volvemos a las dos menos cuarto?", (1, 45)),
    ("la una y media", (1, 30)),
    ("half past nine", (9, 30)),
    ("a quarter to one", (12, 45)),
    ("le due meno un quarto", (1, 45)),
    ("as duas e meia", (2, 30)),
    ("deux heures moins le quart", (1, 45)),
    ("on se voit à trois heures", (3, 0)),
    ("Viertel vor zwei", (1, 45)),
    ("halb drei", (2, 30)),
    ("las doce en punto", (12, 0)),
])
def test_a_clock_in_words_reads_as_its_hour_and_minute(text: str, clock: tuple[int, int]) -> None:
    assert word_clocks(text) == [clock]


@pytest.mark.parametrize("text", ["las dos cosas", "two quarters", "trois heures de route", "dos y tres", ""])
def test_counts_and_lengths_are_no_clocks(text: str) -> None:
    assert word_clocks(text) == []


def test_both_halves_of_the_day_are_said() -> None:
    assert {"1:45", "01:45", "13:45", "1:45pm"} <= set(said_clock_forms("a las dos menos cuarto"))


SLACK = "- body: lunch in the restaurant 5 min away from the office\n  sender: Eve"


def test_an_answer_writes_the_said_clock_in_digits() -> None:
    hist = history(SLACK, user="Está a 5 min. ¿Y si volvemos a las dos menos cuarto?")
    flags, computed = judged("Salir a las 13:45 para llegar a las 13:50.", hist)
    assert "13:45" not in flags
    assert "13:50" not in flags  # 13:45 + 5 min (`end-time`, the person's 5 min)


@pytest.mark.parametrize("wrong", ["13:46", "14:45", "13:40"])
def test_a_said_clock_one_digit_off_stays_flagged(wrong: str) -> None:
    hist = history(SLACK, user="¿Y si volvemos a las dos menos cuarto?")
    flags, _ = judged(f"Salir a las {wrong}.", hist)
    assert wrong in flags


def test_the_reference_profile_reads_no_clock_words() -> None:
    hist = history(SLACK, user="¿Y si volvemos a las dos menos cuarto?")
    flags, _ = judged("Salir a las 13:45.", hist, REFERENCE)
    assert "13:45" in flags


# --- asked-shift (asked_shifts.py) ----------------------------------------------------------------

def test_a_clock_the_question_names_moved_by_a_stated_duration() -> None:
    hist = history(SLACK, user="Eve says it's 5 min away. If we leave at 12:50, when do we arrive?")
    flags, computed = judged("At 12:55.", hist)
    assert "12:55" not in flags and computed["12:55"].startswith("asked-shift")


@pytest.mark.parametrize("wrong", ["12:56", "12:45", "13:55"])
def test_an_asked_shift_one_digit_off_stays_flagged(wrong: str) -> None:
    hist = history(SLACK, user="Eve says it's 5 min away. If we leave at 12:50, when do we arrive?")
    flags, _ = judged(f"At {wrong}.", hist)
    assert wrong in flags


def test_an_asked_shift_counts_back_only_where_the_question_says_before() -> None:
    assert explain_asked_shift("12:45", "It takes 5 min. If we leave at 12:50?", [(5, "5 min")]) is None
    found = explain_asked_shift("12:45", "I need 5 min. Be there before 12:50?", [(5, "5 min")])
    assert found is not None and found.rule == "asked-shift"
    assert explain_asked_shift("12:55", "No clock here", [(5, "5 min")]) is None


# --- a difference worked with a hyphen, a ratio of symbols (narration.py) -------------------------

def test_a_hyphen_difference_worked_out_is_arithmetic() -> None:
    assert is_written_difference("16-2", "Millbrook 34, GD 16-2 = 14.")
    assert not is_written_difference("16-2", "Millbrook 34, GD 16-2 = 15.")  # a wrong result: judged
    assert not is_written_difference("16-2", "Won 16-2, and 16-2 = 14")  # one occurrence not worked
    assert not is_written_difference("ab-2", "ab-2 = 14")


def test_a_hyphen_difference_in_an_answer() -> None:
    table = {"team": "Millbrook", "gf": 16, "ga": 2, "pts": 34}
    assert "16-2" not in flagged(verdict("Millbrook: GD 16-2 = 14.", table))
    assert "16-2" in flagged(verdict("Millbrook: GD 16-2 = 15.", table))


def test_a_ratio_of_symbols_in_a_formula() -> None:
    assert is_formula_symbols("d2/d1", "Riegel (T2 = T1 × (D2/D1)^1.06) gives 49:22", ())
    assert not is_formula_symbols("d2/d1", "The ratio D2/D1 is 2", ())  # no formula on its line
    assert not is_formula_symbols("d2/d1", "D2/D1 = 3", ())  # only itself beside the `=`


# --- a cell's own rate times the row's count (row_formulas.py) ------------------------------------

VESSEL = {"vessel": "Kestrel", "burn_l_per_h": 3.8, "tank_l": 210}
ROW = "| Hours | Burn | Fuel |\n|---|---|---|\n| 34 | 3.8 L/h | {} L |"


def test_a_cell_that_writes_its_rate_times_the_rows_count() -> None:
    flags, computed = judged(ROW.format("129.2"), history(VESSEL))
    assert "129.2" not in flags and computed["129.2"].startswith("row-product")


@pytest.mark.parametrize("wrong", ["129.3", "139.2"])
def test_a_cell_rate_product_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(ROW.format(wrong), history(VESSEL))
    assert wrong in flags


def test_a_rate_per_another_unit_is_no_operand() -> None:
    flags, _ = judged("| Hours | Burn | Fuel |\n|---|---|---|\n| 34 | 3.8 L/km | 129.2 L |", history(VESSEL))
    assert "129.2" in flags


# --- a money column named by the currency's code (carried_totals.py) ------------------------------

RECEIPTS = ("receipt,vessel,litres,price_gbp,amount_gbp\nFD-1,Kestrel,86.4,1.62,139.97\nFD-2,Kestrel,112.0,1.62,181.44\n"
            "FD-3,Tern,64.2,1.65,105.93\nFD-4,Kestrel,73.5,1.65,121.28\nFD-5,Tern,58.8,1.65,97.02")


def test_an_amount_totals_the_column_its_currency_names() -> None:
    flags, computed = judged("£645.64 for 394.9 L over 5 receipts.", history(RECEIPTS))
    assert "645.64" not in flags and computed["645.64"].startswith("carried-total")


@pytest.mark.parametrize("answer", [
    "£645.65 for 394.9 L over 5 receipts.",  # one digit off
    "€645.64 for 394.9 L over 5 receipts.",  # another currency
    "645.64 for 394.9 L over 5 receipts.",  # no currency: no column named
])
def test_a_currency_total_refused(answer: str) -> None:
    flags, _ = judged(answer, history(RECEIPTS))
    assert flags & {"645.65", "645.64"}


# --- a span counted back in another language; a date in numbers restated (date_steps, slashed_dates) --

CHARTER = {"charter_id": "CH-1", "embark": "2026-07-04", "fee_eur": 4850.0}
TODAY = "Today is 2026-05-14 (Thursday). The balance is due 42 days before embarkation."


@pytest.mark.parametrize("answer", [
    "El saldo vence 42 días antes del embarque: el 23/05/2026.",
    "Le solde est dû 42 jours avant l'embarquement : le 23/05/2026.",
    "Il saldo scade 42 giorni prima dell'imbarco: il 23/05/2026.",
])
def test_a_span_counted_back_in_another_language(answer: str) -> None:
    flags, computed = judged(answer, history(CHARTER, system=TODAY))
    assert "23/05/2026" not in flags and computed["23/05/2026"] == "date-step"


@pytest.mark.parametrize("wrong", ["24/05/2026", "23/06/2026"])
def test_a_span_counted_back_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"El saldo vence 42 días antes del embarque: el {wrong}.", history(CHARTER, system=TODAY))
    assert wrong in flags


def test_a_date_in_numbers_an_earlier_answer_computed_is_restated() -> None:
    hist = history({**CHARTER, "reminder_sent": "2026-05-18"}, system="Today is 2026-05-14 (Thursday).",
                   answers=("El saldo vence 42 días antes del embarque: el 23/05/2026.",))
    flags, computed = judged("Recuerden: el saldo se paga el 23/05.", hist)
    assert "23/05" not in flags and computed["23/05"] == "repeat"
    flags, _ = judged("Recuerden: el saldo se paga el 24/05.", hist)
    assert "24/05" in flags


def test_numeric_month_days_reads_each_possible_order() -> None:
    from evidence_audit.evidence.slashed_dates import numeric_month_days
    assert numeric_month_days("23/05/2026") == [(5, 23)]
    assert numeric_month_days("2026-05-23") == [(5, 23)]
    assert numeric_month_days("05/23") == [(5, 23)]
    assert sorted(numeric_month_days("07/08")) == [(7, 8), (8, 7)]
    assert numeric_month_days("13/13") == [] and numeric_month_days("abc") == []


# --- fraction-of (fraction_shares.py) -------------------------------------------------------------

TIDES = "LW 1431 0.9 m\nHW 2036 4.6 m"
RANGE = ("LW 14:31 0.9 m to HW 20:36 4.6 m: a range of **3.7 m**.",)


def test_a_written_fraction_of_the_whole_it_names() -> None:
    flags, computed = judged("Two hours after low water 3/12 of the range has come in: 0.9 + 0.925 = 1.825 m.",
                             history(TIDES, answers=RANGE))
    assert "0.925" not in flags and computed["0.925"] == "fraction-of"


@pytest.mark.parametrize("wrong", ["0.935", "0.926"])
def test_a_fraction_one_digit_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"Two hours after low water 3/12 of the range has come in: {wrong} m.", history(TIDES, answers=RANGE))
    assert wrong in flags


def test_no_fraction_no_share() -> None:
    flags, _ = judged("Two hours after low water the tide has come in: 0.925 m.", history(TIDES, answers=RANGE))
    assert "0.925" in flags
