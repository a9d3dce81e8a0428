"""Round 30 (clocks30): times and dates a reader reaches the way people count them, told in a
library's, a gym's, a rowing club's and a hotel's words (not the car park and pharmacy of heldout28
where the habits were read): a question's clock moved by a duration the answer itself states, a
day counted by its ordinal, a date stepped from the date its sentence wrote just before, the year
of a step judged, a term that ends the day before the same date months on, a date restated with
its year after its month and day were computed, and a record's own length between its two
timestamps. Each with its refusal: a minute or a day off, a wrong year, a wrong weekday, a length
one digit off or of another record."""

from __future__ import annotations

import time

import pytest

from evidence_audit.evidence.asked_shifts import line_durations
from evidence_audit.evidence.date_steps import _DAY_BEFORE, _TERM_COUNT, spans_in
from evidence_audit.evidence.stamp_gaps import _LINE_CLOCK

from ._helpers import REFERENCE, history, judged

# -- a question's clock plus a duration the answer states (asked-shift) -------------------------

BOATS = "You are the rowing club's desk. Boats must be back on the rack within 20 minutes of landing."
LANDING = "If we land at 14:35, by when must the boat be racked?"


def test_the_answers_own_duration_moves_the_questions_clock() -> None:
    flags, computed = judged("Within 20 minutes: by **14:55**.", history({"boat": "Quad 2"}, system=BOATS, user=LANDING))
    assert "14:55" not in flags and computed["14:55"] == "asked-shift"


@pytest.mark.parametrize("wrong", ["14:56", "15:55", "14:45"])
def test_a_clock_a_minute_an_hour_or_ten_minutes_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"Within 20 minutes: by **{wrong}**.", history({"boat": "Quad 2"}, system=BOATS, user=LANDING))
    assert wrong in flags


def test_line_durations_reads_only_the_values_line_before_it() -> None:
    answer = "Rinse for 5 minutes.\nWithin 20 minutes: by 14:55, then 10 minutes to dry."
    assert line_durations(answer, "14:55") == [(20, "20 minutes")]
    assert line_durations(answer, "16:00") == []


# -- dates: the ordinal day, a chain in a sentence, the year of a step ---------------------------

LIBRARY = "You are the library desk. Today is 2026-03-02.\n- Holds lapse 30 days after a loan's last day.\n"
LOAN = {"loan": "L-88", "borrowed": "2026-03-02", "title": "Tide Tables"}


def test_a_day_counted_by_its_ordinal_counts_its_first_day() -> None:
    flags, computed = judged("Counting today, the 21st day is 22 March 2026.",
                             history(LOAN, system=LIBRARY, user="I keep it 21 days. When is the last day?"))
    assert "22 March 2026" not in flags and computed["22 March 2026"] == "date-step"


@pytest.mark.parametrize("wrong", ["23 March 2026", "21 March 2026", "22 March 2027"])
def test_an_ordinal_day_a_day_or_a_year_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"Counting today, the 21st day is {wrong}.",
                      history(LOAN, system=LIBRARY, user="I keep it 21 days. When is the last day?"))
    assert wrong in flags or wrong[-4:] in flags


CHARTER = ("You are the rowing club's desk.\n- Deposits are refunded 30 days after a hire's last day.\n"
           "- Kit is lent for 14 days.\n")
HIRE = {"hire": "H-7", "start": "2026-05-10", "survey": "2026-06-11"}
HIRE_ASK = "I hire it from 10 May for 14 days. When is the last day, and when is my deposit back?"


def test_a_date_stepped_from_the_date_its_sentence_wrote_before() -> None:
    answer = "The last day is 23 May 2026 and the deposit is back on 22 June 2026."
    flags, computed = judged(answer, history(HIRE, system=CHARTER, user=HIRE_ASK))
    assert not flags & {"23 May 2026", "22 June 2026"}
    assert computed["22 June 2026"] == "date-step"


@pytest.mark.parametrize("wrong", ["23 June 2026", "21 June 2026", "12 June 2026"])
def test_a_chained_date_a_day_or_a_month_off_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"The last day is 23 May 2026 and the deposit is back on {wrong}.",
                      history(HIRE, system=CHARTER, user=HIRE_ASK))
    assert wrong in flags


def test_the_year_of_a_step_is_judged() -> None:
    """`23 May 2027` is far from every date the run knows; its neighbour `23 May 2026` is the
    hire's last day (both ends counted), so the slip is judged, and flagged."""
    flags, _ = judged("The last day would be 23 May 2027.", history(HIRE, system=CHARTER, user=HIRE_ASK))
    assert "23 May 2027" in flags or "2027" in flags


# -- a term that ends the day before the same date months on --------------------------------------

GYM = ("You are the gym's desk. Today is 2026-04-01.\n- Memberships run from the start date to the day "
       "before the same date one (or twelve) months later.\n")
MEMBER = {"member": "M-1", "start": "2026-04-15", "plan": "monthly"}


def test_a_terms_last_day_is_read_as_months_less_a_day() -> None:
    spans = spans_in(GYM, 0, len(GYM), "the system prompt states it")
    terms = [(s.size, s.unit, s.less) for s in spans if s.less]
    assert terms == [(1, "month", 1), (12, "month", 1)]
    assert not [s for s in spans if s.unit in ("month", "day") and not s.less]  # its own months and day: no spans


def test_a_terms_last_day_from_a_carried_start() -> None:
    flags, computed = judged("Valid from 15 April 2026 to 14 May 2026.", history(MEMBER, system=GYM, user="Until when?"))
    assert "14 May 2026" not in flags and computed["14 May 2026"] == "date-step"


def test_a_terms_last_day_from_a_persons_start() -> None:
    flags, computed = judged("Until **14 April 2027**.",
                             history(MEMBER, system=GYM, user="And a yearly one from 15 April?"))
    assert "14 April 2027" not in flags and computed["14 April 2027"] == "date-step"


@pytest.mark.parametrize("wrong", ["15 May 2026", "13 May 2026"])
def test_a_terms_anniversary_or_a_day_early_stays_flagged(wrong: str) -> None:
    flags, _ = judged(f"Valid from 15 April 2026 to {wrong}.", history(MEMBER, system=GYM, user="Until when?"))
    assert wrong in flags


def test_a_day_before_with_no_count_of_months_is_no_term() -> None:
    text = "Until the day before 1 January: 31 December 2026."
    assert [(s.size, s.unit, s.sign, s.less) for s in spans_in(text, 0, len(text), "")] == [(1, "day", -1, 0)]


# -- a date restated with its year after its month and day were computed ---------------------------

def test_a_date_restated_with_its_year_after_its_reasoning() -> None:
    answer = "<think>\n21 days from 2 March, both ends counted: last day 22 March.\n</think>\n\n**Sunday 22 March 2026**."
    flags, computed = judged(answer, history(LOAN, system=LIBRARY, user="I keep it 21 days. When is the last day?"))
    assert "Sunday 22 March 2026" not in flags and computed["Sunday 22 March 2026"] == "date-step"


@pytest.mark.parametrize("wrong", ["Monday 22 March 2026", "Sunday 22 March 2027"])
def test_a_restated_date_with_a_wrong_weekday_or_year_stays_flagged(wrong: str) -> None:
    answer = f"<think>\n21 days from 2 March, both ends counted: last day 22 March.\n</think>\n\n**{wrong}**."
    flags, _ = judged(answer, history(LOAN, system=LIBRARY, user="I keep it 21 days. When is the last day?"))
    assert wrong in flags or wrong[-4:] in flags


# -- a record's own length between its two timestamps (stamp-gap) ----------------------------------

ROOMS = ("room,check_in,check_out\nR1,2026-03-02T07:12,2026-03-02T09:30\nR2,2026-03-02T07:40,2026-03-02T18:05\n"
         "R3,2026-03-02T12:55,2026-03-03T08:20\n")


@pytest.mark.parametrize(("answer", "value"), [
    ("R1: 0712–0930, 2h18.", "2h18"),
    ("R2: 0740 to 1805, 10h25.", "10h25"),
    ("R3: 1255 to 0820 next day, 19h25.", "19h25"),  # past midnight
])
def test_a_records_own_length(answer: str, value: str) -> None:
    flags, computed = judged(answer, history(ROOMS, user="How long was each room used?"))
    assert value not in flags and computed[value] == "stamp-gap"


@pytest.mark.parametrize(("answer", "wrong"), [
    ("R1: 0712–0930, 2h19.", "2h19"),  # a minute off
    ("R1: 0712–0930, 10h25.", "10h25"),  # another record's length, on a line that names R1
    ("R2: 10h25 in all.", "10h25"),  # no record named: R3's 19h25 is one digit off
])
def test_a_records_length_off_or_of_another_record_stays_flagged(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(ROOMS, user="How long was each room used?"))
    assert wrong in flags


def test_the_reference_profile_computes_none_of_it() -> None:
    flags, computed = judged("R1: 0712–0930, 2h18.", history(ROOMS, user="How long was each room used?"), REFERENCE)
    assert "2h18" not in computed
    flags, computed = judged("Within 20 minutes: by **14:55**.", history({"boat": "Quad 2"}, system=BOATS, user=LANDING), REFERENCE)
    assert "14:55" in flags and "14:55" not in computed


# -- linear time on adversarial text ----------------------------------------------------------------

@pytest.mark.parametrize(("pattern", "text"), [
    (_DAY_BEFORE, "the day before " * 20_000),
    (_TERM_COUNT, "one (or " * 20_000 + "x"),
    (_LINE_CLOCK, "1" * 100_000),
])
def test_the_new_patterns_run_in_linear_time(pattern: object, text: str) -> None:
    started = time.process_time()  # CPU time: the wall clock of a loaded machine measured the load (1.5 s once)
    list(pattern.finditer(text))  # type: ignore[attr-defined]
    assert time.process_time() - started < 1.0  # ~2 ms; the backtracking it guards against took seconds


# -- months counted with both ends ----------------------------------------------------------------

STORE = "You are the storage desk. Today is 2026-11-18.\n- Storage is paid per month in advance.\n"
UNITS = {"unit": "S-12", "m3": 12, "sek_month": 1590}


def test_months_counted_with_both_ends_end_a_day_early() -> None:
    hist = history(UNITS, system=STORE, user="Storage for 3 months after the move on 4 December. Until when?")
    flags, computed = judged("From 4 December to 3 March 2027 inclusive.", hist)
    assert "3 March 2027" not in flags and computed["3 March 2027"] == "date-step"


@pytest.mark.parametrize("wrong", ["4 March 2027", "2 March 2027"])
def test_months_with_both_ends_a_day_off_stay_flagged(wrong: str) -> None:
    hist = history(UNITS, system=STORE, user="Storage for 3 months after the move on 4 December. Until when?")
    flags, _ = judged(f"From 4 December to {wrong} inclusive.", hist)
    assert wrong in flags or "2027" in flags


def test_a_chained_date_is_no_base_of_itself_written_again() -> None:
    """A date the answer computed, written again in the next line, is not refused by a neighbour
    reached from itself (`21 October 2028` = it + 12 months)."""
    rules = "You are the garage desk. Today is 2026-10-21.\n- A service is due 12 months after the last one.\n"
    answer = "- **Service:** 12 months after today's: 21 October 2027\n- **Inspection:** yearly, also 21 October 2027"
    flags, _ = judged(answer, history({"car": "ZG-1", "serviced": "2026-10-21"}, system=rules, user="When next?"))
    assert "21 October 2027" not in flags
