"""Round 31 (clocks31): clocks and dates an answer shifts by a duration the run states. `stated-shift`:
a clock the person named (in the last question, else the latest message that named one) or the
answer wrote before the value, moved by a duration the operator's rules state, in the direction they
state it (`the ride takes 1 h 20 min`, `boarding closes 10 minutes before departure`); dates written
year first with slashes or dots (`2027/03/15`), grounded by a carried ISO date and stepped by a
stated span. Told in a mountain railway's and a kitchen installer's words (the habit, not the ferry
and the solar installer of heldout29 where it was read), each with its refusal: a minute or ten off,
a duration counted the wrong way, a neighbour another step reaches, a day off."""

from __future__ import annotations

import time

import pytest

from evidence_audit.evidence.stated_shifts import StatedShifts, explain_stated_shift, stated_lengths

from ._helpers import REFERENCE, history, judged

RULES = ("You are the ticket desk of the Hohberg rack railway. Today is 2027-02-11 (Thursday), 09:05.\n"
         "Rules:\n"
         "- The ride to the summit takes 1 h 20 min; the short line to the lake 40 min.\n"
         "- Boarding closes 10 minutes before departure; bikes must be at the gate 25 minutes before.\n"
         "- Tickets can be changed up to 24 hours before departure. Train length 4.0 m per car.\n")
TIMES = {"line": "summit", "date": "2027-02-11", "departures": ["08:40", "11:50", "15:15"]}


def test_the_rules_durations_and_their_directions() -> None:
    lengths = [(minutes, sign) for minutes, _, sign in stated_lengths(RULES)]
    # the whole day (24 hours) and the metres (`4.0 m`) are no steps; `before` counts back
    assert lengths == [(80, 1), (40, 1), (10, -1), (25, -1)]


def _run(question: str, *answers: str) -> list[dict[str, object]]:
    return history(TIMES, system=RULES, user=question, answers=answers)


@pytest.mark.parametrize(("question", "answer", "value"), [
    ("When do I reach the summit if I take the 11:50?", "You arrive at about 13:10.", "13:10"),  # 11:50 + 1 h 20 min
    ("When must I board the 11:50?", "Boarding closes at 11:40.", "11:40"),  # 11:50 - 10 min, the rule's `before`
    ("And with my bike, for the 15:15?", "Be at the gate by 14:50.", "14:50"),  # 15:15 - 25 min
])
def test_a_clock_the_person_named_moved_by_a_stated_duration(question: str, answer: str, value: str) -> None:
    flags, computed = judged(answer, _run(question))
    assert value not in flags and computed[value] == "stated-shift", (flags, computed)


def test_the_answer_s_own_clock_moved_by_a_stated_duration() -> None:
    flags, computed = judged("The next one is at 15:15 (11:50 is full). Up top around 16:35.", _run("next train up?"))
    assert "16:35" not in flags and computed["16:35"] == "stated-shift", (flags, computed)


def test_the_clock_of_an_earlier_question_is_the_base_when_the_last_names_none() -> None:
    hist = history(TIMES, system=RULES, user="Two adults on the 08:40 on Saturday, please.")
    hist += [{"role": "assistant", "content": "Booked: two adults on the 08:40."},
             {"role": "user", "content": "When are we at the top?"}]
    flags, computed = judged("You reach the summit at 10:00; boarding closes at 08:30.", hist)
    assert not flags & {"10:00", "08:30"}, flags
    assert computed["10:00"] == computed["08:30"] == "stated-shift"


@pytest.mark.parametrize(("question", "wrong"), [
    ("When do I reach the summit if I take the 11:50?", "You arrive at about 13:20."),  # ten minutes off
    ("When do I reach the summit if I take the 11:50?", "You arrive at about 13:11."),  # a minute off
    ("When must I board the 11:50?", "Boarding closes at 12:00."),  # the lead counted forward
    ("When must I board the 11:50?", "Boarding closes at 11:30."),  # a lead no rule states
])
def test_a_shift_off_or_the_wrong_way_stays_flagged(question: str, wrong: str) -> None:
    flags, _ = judged(wrong, _run(question))
    assert wrong.split()[-1].rstrip(".") in flags


def test_a_neighbour_another_duration_reaches_refuses() -> None:
    # the person names two departures: 08:40 + 40 min = 09:20, but 08:50 + 40 min = 09:30 reaches a
    # one-digit neighbour of it: which one the answer meant cannot be told from chance
    shifts = StatedShifts()
    shifts.add_system_text(RULES)
    shifts.add_person_text("From the 08:40 or the 08:50?")
    assert explain_stated_shift("At 09:20.", "09:20", [], shifts) is None


def test_no_rules_no_shift() -> None:
    flags, _ = judged("You arrive at about 13:10.", history(TIMES, user="When do I reach the summit if I take the 11:50?"))
    assert "13:10" in flags


def test_reference_profile_unchanged() -> None:
    flags, _ = judged("You arrive at about 13:10.", _run("When do I reach the summit if I take the 11:50?"), REFERENCE)
    assert "13:10" in flags


INSTALL = ("You are the scheduler of Nordkök kitchens. Today is 2027-03-02.\n"
           "Rules: fitting within 30 days of the deposit; cabinet warranty 5 years from fitting.\n")
JOB = {"job": "NK-2231", "deposit_paid": "2027-02-20", "fitting": "2027-03-15"}


@pytest.mark.parametrize("answer", [
    "Your deposit arrived on 2027/02/20 and the fitting is booked for 2027/03/15.",
    "Deposit 2027.02.20, fitting 2027.03.15.",
])
def test_a_year_first_date_is_the_carried_iso_date(answer: str) -> None:
    flags, _ = judged(answer, history(JOB, system=INSTALL, user="when is my fitting?"))
    assert not flags, flags


def test_a_year_first_date_a_digit_off_stays_flagged() -> None:
    flags, _ = judged("The fitting is booked for 2027/03/16.", history(JOB, system=INSTALL, user="when is my fitting?"))
    assert "2027/03/16" in flags


def test_a_year_first_date_stepped_by_a_stated_span() -> None:
    hist = history(JOB, system=INSTALL, user="when is my fitting?")
    flags, computed = judged("Deposit on 2027/02/20; the 30 days run to 2027/03/22.", hist)
    assert "2027/03/22" not in flags and computed["2027/03/22"] in ("date-shift", "date-step"), (flags, computed)
    flags, computed = judged("Five years from fitting: 2032/03/15.", hist)
    assert "2032/03/15" not in flags and computed["2032/03/15"] == "date-step", (flags, computed)


@pytest.mark.parametrize(("answer", "wrong"), [
    ("Deposit on 2027/02/20; the 30 days run to 2027/03/23.", "2027/03/23"),  # a day off
    ("Five years from fitting: 2032/03/16.", "2032/03/16"),
])
def test_a_year_first_step_a_day_off_stays_flagged(answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history(JOB, system=INSTALL, user="when is my fitting?"))
    assert wrong in flags


def test_a_long_rules_text_reads_in_linear_time() -> None:
    from evidence_audit.evidence import clock_leads

    def took(n: int) -> float:
        text = "Boarding closes 10 minutes before departure; " * n + "2 h 4" * n
        clock_leads._AT_READ.clear()  # (speed42) a reading, not the memo: n=1000's MAX_TEXT head is n=4000's
        start = time.perf_counter()
        stated_lengths(text)
        return time.perf_counter() - start
    took(200)
    assert took(4000) < 40 * max(took(1000), 1e-4)


# `leg-sum`: a route's legs as a CSV result, the answer's clock of each stop from its start.
ROUTE = ("leg,venue,km,ride_min,stay_min\n1,Lindenhof Garden,12.5,22,15\n2,Museum Quarter,8.1,18,35\n"
         "3,Harbour Steps,5.0,11,25\n4,garage,14.2,27,0")
TOUR = {"coach": "C-3", "leaves": "09:10"}


def _tour(answer_question: str = "When is the coach at each stop?") -> list[dict[str, object]]:
    return history(ROUTE, TOUR, user=answer_question)


def test_an_itinerary_s_clocks_are_its_start_plus_the_legs_summed() -> None:
    answer = ("Leaving at 09:10:\n1. Lindenhof Garden: 09:32\n2. Museum Quarter: 10:05\n"
              "3. Harbour Steps: 10:51\n4. Back at the garage: 11:43")
    flags, computed = judged(answer, _tour())
    assert not flags & {"09:32", "10:05", "10:51", "11:43"}, flags
    assert {computed[v] for v in ("09:32", "10:05", "10:51", "11:43")} == {"leg-sum"}, computed


@pytest.mark.parametrize(("wrong", "value"), [
    ("Leaving at 09:10:\n1. Lindenhof Garden: 09:32\n2. Museum Quarter: 10:06", "10:06"),  # a minute off
    ("Leaving at 09:10:\n1. Lindenhof Garden: 09:32\n2. Museum Quarter: 10:15", "10:15"),  # ten off
    ("Leaving at 09:10:\n1. Lindenhof Garden: 09:32\n2. At the stop: 10:05", "10:05"),  # no record named
])
def test_an_itinerary_s_clock_off_or_unnamed_stays_flagged(wrong: str, value: str) -> None:
    flags, _ = judged(wrong, _tour())
    assert value in flags


def test_minutes_under_an_hour_written_as_a_clock_of_hour_zero() -> None:
    rules = RULES + "- Boarding closes 35 minutes before departure for groups.\n"
    flags, _ = judged("<think> 11:50 − 0:35 = 11:15 </think> Your group boards by 11:15.",
                      history(TIMES, system=rules, user="Our group of 30 takes the 11:50: when do we board?"))
    assert "0:35" not in flags
    flags, _ = judged("<think> 11:50 − 0:45 = 11:05 </think> Your group boards by 11:05.",
                      history(TIMES, system=rules, user="Our group of 30 takes the 11:50: when do we board?"))
    assert "0:45" in flags  # no one stated 45 minutes


CARD = "You are the pass desk of the Hohberg railway. Today is 2027-02-11 (Thursday), 09:05. Passes run 30 days."


@pytest.mark.parametrize(("question", "answer"), [
    ("If I start the pass tomorrow, when is the first day?", "First day: 12 February 2027."),
    ("I lost it yesterday, what date do I report?", "Report the loss as of 10 February 2027."),
])
def test_tomorrow_and_yesterday_name_the_day_after_and_before_the_stated_today(question: str, answer: str) -> None:
    flags, _ = judged(answer, history({"pass": "P-88"}, system=CARD, user=question))
    assert not flags, flags


@pytest.mark.parametrize(("question", "answer", "wrong"), [
    ("If I start the pass tomorrow, when is the first day?", "First day: 13 February 2027.", "13 February 2027"),
    ("If I start the pass tomorrow, when is the first day?", "First day: 12 February 2028.", "12 February 2028"),
    ("When does it start?", "First day: 12 February 2027.", "12 February 2027"),  # no one said tomorrow
])
def test_a_day_word_s_date_a_day_off_or_unsaid_stays_flagged(question: str, answer: str, wrong: str) -> None:
    flags, _ = judged(answer, history({"pass": "P-88"}, system=CARD, user=question))
    assert wrong in flags, flags


def test_an_itinerary_s_clock_whose_neighbour_its_record_reaches_is_refused() -> None:
    # a stay of 40 minutes: the Museum's arrival 10:05 and departure 10:45 are one digit apart; the
    # list does not say which it gives, so neither is evidence
    route = ROUTE.replace("Museum Quarter,8.1,18,35", "Museum Quarter,8.1,18,40")
    flags, _ = judged("Leaving at 09:10:\n1. Lindenhof Garden: 09:32\n2. Museum Quarter: 10:05",
                      history(route, TOUR, user="When is the coach at each stop?"))
    assert "10:05" in flags
