"""Round 44 (apricot44): what heldout42's apricot corpus (a dried apricot yard's answers in Tajik and
English) showed the rules did not read, each rule with refusals (made-up runs: a walnut grove and
its dispatches; none of the corpus's texts).

- `spellings`: a dotted date with its year for a date a person said (`Имрӯз 16.08.2027` for the
  system prompt's today), and a yearless `16.08` in an answer that writes a dotted date with its year.
- `computed/basis.explain_dates` (`date-shift`): a span the policy states whose count the value's
  sentence writes before a word no table reads, right before the value (`21 рӯз → 23.08.2027`), from
  a base the sentence writes, a resolved yearless `16.08` among them.
- `midnight_days.next_day` (`midnight-step`): a date on the line of a clock the answer computed past
  midnight from a start the run carries with its date.
- `prefix_hyphens`: a code in capitals of a script with case keeps its hyphen (`ЛТ-0816-2`).
- `expressions._same_base`: `A ÷ b = X; ÷ c = Y`, one amount at one rate then another.
- `comma_amounts.restated_slips`: an earlier answer's locale number at a line's end (`ААИ 14%:
  1 234,56`) restated one digit off in a terse reply is judged.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from evidence_audit.evidence.midnight_days import next_day
from evidence_audit.evidence.prefix_hyphens import unprefixed

from ._helpers import history, judged

GROVE = ("You are the assistant of a walnut grove near Vorukh. Today is 2027-08-16 (Monday), 07:10.\n"
         "Rules (amounts in TJS):\n"
         "- Kernels dry on the racks for 6 days from the day they are laid out.\n"
         "- Invoices are paid within 21 days of their date.\n"
         "- Dollars and roubles at the day's rate.\n")
INVOICE = {"number": "ЛТ-0816-2", "date": "2027-08-02", "total": 12500.0}
TRIP = {"trip": "ВК-0816", "departs": "2027-08-16T23:10", "drive_minutes": 95}
# (the stated today 21 days before a date one digit off the step's: the `date-step` search, from every
# date the run knows, refuses it; the sentence's own base is the `date-shift`'s)
EARLY = GROVE.replace("2027-08-16 (Monday)", "2027-08-05 (Thursday)")
RATE = {"date": "2027-08-16", "tjs_per_usd": 11.2, "tjs_per_rub": 0.131}


def _run(result: Any, question: str = "Салом", answers: tuple[str, ...] = (), system: str = GROVE) -> list[dict[str, Any]]:
    return history(result, system=system, user=question, answers=answers)


# --- spellings: a dotted date for a said date ------------------------------------------------------------

def test_dotted_date_with_its_year_for_the_stated_today() -> None:
    flags, _ = judged("Имрӯз 16.08.2027 чормағз паҳн карда мешавад.", _run(INVOICE))
    assert "16.08.2027" not in flags, flags


def test_dotted_date_a_day_off_the_stated_today_stays_flagged() -> None:
    flags, _ = judged("Имрӯз 17.08.2027 чормағз паҳн карда мешавад.", _run(INVOICE))
    assert "17.08.2027" in flags, flags


def test_yearless_day_month_for_the_stated_today_beside_a_dated_one() -> None:
    flags, computed = judged("- Имрӯз 16.08 паҳн карда шавад, 6 рӯз → **22.08.2027**", _run(INVOICE))
    assert "16.08" not in flags and "22.08.2027" not in flags, flags
    assert computed.get("22.08.2027") == "date-shift", computed


def test_yearless_day_month_alone_is_no_date() -> None:
    # no dotted date with its year beside it: `16.08` may be a number (a ratio), as before
    flags, _ = judged("Имрӯз 16.08 паҳн карда шавад.", _run(INVOICE))
    assert "16.08" in flags, flags


def test_yearless_base_a_day_off_the_step_stays_flagged() -> None:
    flags, _ = judged("- Имрӯз 16.08 паҳн карда шавад, 6 рӯз → **23.08.2027**", _run(INVOICE))
    assert "23.08.2027" in flags, flags


# --- basis.explain_dates: a policy span written with a word no table reads --------------------------------

def test_policy_span_with_an_unread_day_word() -> None:
    flags, computed = judged("Ҳисобномаи ЛТ-0816-2 аз 02.08.2027; 21 рӯз → **23.08.2027**.", _run(INVOICE, system=EARLY))
    assert "23.08.2027" not in flags and computed.get("23.08.2027") == "date-shift", (flags, computed)


def test_policy_span_a_day_off_stays_flagged() -> None:
    flags, _ = judged("Ҳисобномаи ЛТ-0816-2 аз 02.08.2027; 21 рӯз → **24.08.2027**.", _run(INVOICE, system=EARLY))
    assert "24.08.2027" in flags, flags


def test_count_no_policy_states_stays_flagged() -> None:
    flags, _ = judged("Ҳисобномаи ЛТ-0816-2 аз 02.08.2027; 20 рӯз → **22.08.2027**.", _run(INVOICE, system=EARLY))
    assert "22.08.2027" in flags, flags


def test_policy_count_with_a_unit_of_measure_stays_flagged() -> None:
    flags, _ = judged("Ҳисобномаи ЛТ-0816-2 аз 02.08.2027; 21 km → **23.08.2027**.", _run(INVOICE, system=EARLY))
    assert "23.08.2027" in flags, flags


# --- midnight_days: the day of a clock computed past midnight ---------------------------------------------

def test_next_day_of_a_clock_sum_over_midnight() -> None:
    clocks = [("00:45", "23:10 + 95 min = 00:45")]
    carried = {"2027-08-16t23:10"}.__contains__
    found = next_day(date(2027, 8, 17), "- Arrives **00:45** on 17 August", clocks, carried)
    assert found is not None and found[1] == "2027-08-16t23:10", found
    assert next_day(date(2027, 8, 18), "- Arrives **00:45** on 18 August", clocks, carried) is None
    assert next_day(date(2027, 8, 17), "- Arrives on 17 August", clocks, carried) is None  # not on the clock's line
    assert next_day(date(2027, 8, 17), "- Arrives **23:40** on 17 August", [("23:40", "23:10 + 30 min = 23:40")], carried) is None


def test_arrival_day_after_midnight_computed() -> None:
    answer = "<think>\n23:10 + 95 min = 00:45 next day.\n</think>\n\n- Arrives **00:45** on 17 August"
    flags, computed = judged(answer, _run(TRIP, "When does the Khujand truck arrive?"))
    assert "17 August" not in flags and computed.get("17 August") == "midnight-step", (flags, computed)


def test_arrival_day_a_day_off_stays_flagged() -> None:
    answer = "<think>\n23:10 + 95 min = 00:45 next day.\n</think>\n\n- Arrives **00:45** on 18 August"
    flags, _ = judged(answer, _run(TRIP, "When does the Khujand truck arrive?"))
    assert "18 August" in flags, flags


# --- prefix_hyphens: a code in capitals keeps its hyphen ---------------------------------------------------

def test_code_in_capitals_of_another_script_keeps_its_hyphen() -> None:
    assert unprefixed("Ҳисобномаи ЛТ-0816-2:") == "Ҳисобномаи ЛТ-0816-2:"
    assert unprefixed("ΑΡ-204") == "ΑΡ-204"
    # a prefix in lower case or of a script with no capitals is read as before
    assert unprefixed("ב-20:05") == "ב 20:05"
    assert unprefixed("ба-20") == "ба 20"


def test_code_in_capitals_grounded_and_its_slip_flagged() -> None:
    flags, _ = judged("Ҳисобномаи ЛТ-0816-2: **12 500,00 сомонӣ**.", _run(INVOICE))
    assert not any("0816" in f for f in flags), flags
    flags, _ = judged("Ҳисобномаи ЛТ-0816-5: **12 500,00 сомонӣ**.", _run(INVOICE))
    assert any("0816-5" in f for f in flags), flags


# --- expressions._same_base: one amount at two rates --------------------------------------------------------

def test_same_base_at_a_second_rate() -> None:
    answer = "12 500,00 ÷ 11,20 = **1 116,07 $**; ÷ 0,131 = **95 419,85 ₽**"
    flags, computed = judged(answer, _run(INVOICE, answers=()) + [{"role": "tool", "content": str(RATE)}])
    assert "95419.85" not in flags and "95419.85" in computed, (flags, computed)


def test_same_base_result_one_digit_off_stays_flagged() -> None:
    answer = "12 500,00 ÷ 11,20 = **1 116,07 $**; ÷ 0,131 = **95 419,86 ₽**"
    flags, computed = judged(answer, _run(INVOICE) + [{"role": "tool", "content": str(RATE)}])
    assert "95419.86" not in computed, computed


def test_same_base_needs_the_same_operator() -> None:
    # `× 0,131` after a division is no second rate of the same amount (12500 × 0.131 = 1637.5)
    answer = "12 500,00 ÷ 11,20 = **1 116,07 $**; × 0,131 = **1 637,50 ₽**"
    _, computed = judged(answer, _run(INVOICE) + [{"role": "tool", "content": str(RATE)}])
    assert "1637.5" not in computed, computed


# --- comma_amounts.restated_slips: an earlier answer's number at a line's end -----------------------------

EARLIER = "Соф: 10 830,00; ААИ 14%: 1 516,20\n**Ҳамагӣ: 12 346,20 сомонӣ**"


def test_terse_restatement_one_digit_off_an_earlier_line_end_is_flagged() -> None:
    flags, _ = judged("**1 561,20 сомонӣ**", _run(INVOICE, "ААИ чанд буд?", answers=(EARLIER,)))
    assert "1 561,20" in flags, flags


def test_terse_restatement_as_written_is_not_flagged() -> None:
    flags, _ = judged("**1 516,20 сомонӣ**", _run(INVOICE, "ААИ чанд буд?", answers=(EARLIER,)))
    assert "1 516,20" not in flags, flags
