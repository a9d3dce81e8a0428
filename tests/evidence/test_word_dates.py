"""Round 9's `word_dates` dial: dates an answer writes in words with their year, judged near the
dates its run carries (`evidence/word_dates.py`). The grounding cases (the same day in another
spelling, a computed date, a person's date, the agent's own) and the refusals (a day off, a month
off, a weekday that does not match, a span that does not give the date); on by default, off in
`reference`."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.word_dates import answer_dates, numeric_spellings

from ._helpers import DEFAULT, REFERENCE, flagged, grounded, history

ON = resolve_gate({"word_dates": True})
CONTRACT = {"line": "L-7041", "contract_end_date": "2025-08-31", "status": "active"}


def words(answer: str, *results, gate=ON, user: str = "hi", calls: tuple = ()):
    hist = history(*results, user=user)
    for name, args in calls:  # the agent's own call, before the results
        hist.insert(2, {"role": "assistant", "content": None,
                        "tool_calls": [{"id": "c1", "type": "function", "function": {"name": name, "arguments": args}}]})
        hist.insert(3, {"role": "tool", "tool_call_id": "c1", "content": "{\"ok\": true}"})
    return check_answer(answer, hist, gate)


# --- reading ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, iso, weekday", [
    ("ends on August 31, 2025.", "2025-08-31", None),
    ("ends on Aug. 31st 2025", "2025-08-31", None),
    ("ends 31 August 2025", "2025-08-31", None),
    ("the 31st of August, 2025", "2025-08-31", None),
    ("Sunday, August 31, 2025", "2025-08-31", 6),
    ("August 31, 2025 (Sun)", "2025-08-31", 6),
    ("Wednesday 25 November 2026", "2026-11-25", 2),
])
def test_dates_in_words_with_their_year_are_read(text: str, iso: str, weekday: int | None) -> None:
    (found,) = list(answer_dates(text))
    assert found.day.isoformat() == iso and found.weekday == weekday
    assert text[found.start:found.end].split() == found.written.split()


@pytest.mark.parametrize("text", ["ends on August 31", "you may 3 2025", "February 30, 2025", "on 2025-08-31", "June 13:30"])
def test_no_date_without_its_year_or_a_real_day(text: str) -> None:
    assert list(answer_dates(text)) == []


def test_numeric_spellings_both_orders() -> None:
    forms = numeric_spellings("2025-10-08")
    assert {"10/08/2025", "08/10/2025", "10/8/2025", "8.10.2025", "10-08-2025"} <= set(forms)


# --- grounded ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("result", [
    CONTRACT,                                                       # an ISO date
    {"contract_end": "2025-08-31T23:59:59Z"},                       # a timestamp's date
    "Your contract runs until August 31st, 2025.",                  # words in a result
    "Statement closing date: 08/31/2025",                           # a numeric date, month first
    "Fecha de cierre: 31/08/2025",                                  # day first
])
def test_the_same_day_in_another_spelling_is_grounded(result) -> None:
    v = words("Your contract ends on **August 31, 2025**.", result)
    assert "August 31, 2025" in grounded(v) and not flagged(v)


def test_a_matching_weekday_is_grounded() -> None:
    v = words("It ends Sunday, August 31, 2025.", CONTRACT)
    assert "Sunday, August 31, 2025" in grounded(v) and not flagged(v)


def test_a_persons_date_is_no_claim_and_the_agents_own_is_self_sourced() -> None:
    said = words("Booked for March 14, 2025.", CONTRACT, user="please book March 14, 2025, one seat")
    assert not flagged(said)
    own = words("Booked for August 30, 2025.", CONTRACT, calls=(("book", '{"date": "2025-08-30"}'),))
    assert not flagged(own) and {c.value for c in own.self_sourced} == {"August 30, 2025"}


def test_a_date_far_from_every_carried_date_is_not_judged() -> None:
    # a survey's date quoted from knowledge, months from anything the run carries
    assert not flagged(words("The last survey was on 14 March 2025.", CONTRACT))


# --- computed ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("answer, value, expression", [
    ("Your eligibility date is August 31, 2025, and you have a 30-day window, so enroll by September 30, 2025.",
     "September 30, 2025", "2025-08-31 + 30 days = 2025-09-30"),
    ("The contract ends 31 August 2025; one month before that is July 31, 2025.",
     "July 31, 2025", "2025-08-31 - 1 month = 2025-07-31"),
    ("The line ends on 2025-08-31. Service stops the next day, September 1, 2025.",
     "September 1, 2025", "2025-08-31 + 1 day = 2025-09-01"),
    ("It was delivered on August 31 at noon. Claims are due within 2 weeks, so by September 14, 2025.",
     "September 14, 2025", "2025-08-31 + 2 weeks = 2025-09-14"),
])
def test_a_date_computed_from_a_carried_one_and_a_stated_span(answer: str, value: str, expression: str) -> None:
    v = words(answer, CONTRACT)
    computed = {c.value: (c.derivation, c.from_) for c in v.computed or ()}
    assert computed.get(value) == ("date-span", expression) and not flagged(v)


def test_a_span_that_does_not_give_the_date_stays_flagged() -> None:
    v = words("Your eligibility date is August 31, 2025, and you have a 30-day window, so enroll by September 29, 2025.",
              CONTRACT)
    assert flagged(v) == {"September 29, 2025"}


def test_no_span_from_a_date_nothing_carried() -> None:
    v = words("You joined on August 1, 2025; 30 days later is August 31, 2025 and 3 days after is September 3, 2025.",
              {"contract_end_date": "2025-08-31"})
    assert "September 3, 2025" not in flagged(v)  # 2025-08-31 + 3 days: a carried base
    v = words("You joined on August 2, 2025, so 30 days later is September 1, 2025.", CONTRACT)
    assert "August 2, 2025" in flagged(v) and "September 1, 2025" in flagged(v)  # the base is no carried date


# --- refusals ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("answer, value", [
    ("Your contract ends on **August 30, 2025**.", "August 30, 2025"),      # a day early
    ("Your contract ends on September 1, 2025.", "September 1, 2025"),      # a day late
    ("Your contract ends on 31 July 2025.", "31 July 2025"),                # a month off
    ("Your contract ends on Monday, August 31, 2025.", "Monday, August 31, 2025"),  # weekday does not match
])
def test_a_date_moved_or_a_wrong_weekday_is_flagged(answer: str, value: str) -> None:
    assert value in flagged(words(answer, CONTRACT))


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=-20, max_value=20).filter(lambda k: k != 0))
def test_any_shift_within_the_window_is_flagged(shift: int) -> None:
    day = date.fromordinal(date(2025, 8, 31).toordinal() + shift)
    written = f"{day:%B} {day.day}, {day.year}"
    assert written in flagged(words(f"Your contract ends on {written}.", CONTRACT))


# --- dials ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("gate", [REFERENCE, resolve_gate({"word_dates": False}), resolve_gate({"word_dates": True, "spellings": False})])
def test_off_in_reference_by_the_dial_and_without_spellings(gate) -> None:
    v = words("Your contract ends on August 30, 2025.", CONTRACT, gate=gate)
    assert "August 30, 2025" not in flagged(v)


def test_the_dial_is_on_by_default_and_off_in_reference() -> None:
    assert DEFAULT.word_dates is True and REFERENCE.word_dates is False
    assert resolve_gate({"profile": "reference", "word_dates": True}).word_dates is True
    assert "word_dates" in DEFAULT.options()
    assert "August 30, 2025" in flagged(words("Your contract ends on August 30, 2025.", CONTRACT, gate=DEFAULT))


def test_the_day_after_for_a_clock_carried_with_a_next_day_offset() -> None:
    flight = {"flight_number": "HAT276", "date": "2024-05-25", "scheduled_departure_time_est": "18:00:00",
              "scheduled_arrival_time_est": "00:00:00+1"}
    v = words("- **Departure:** May 25, 2024, at 06:00 PM EST\n- **Arrival:** May 26, 2024, at 12:00 AM EST", flight)
    computed = {c.value: (c.derivation, c.from_) for c in v.computed or ()}
    assert computed == {"May 26, 2024": ("day-offset", "2024-05-25 + 1 day = 2024-05-26")} and not flagged(v)
    # refused: two days after, or a clock the run carries without an offset
    assert "May 27, 2024" in flagged(words("- **Arrival:** May 27, 2024, at 12:00 AM EST", flight))
    assert "May 26, 2024" in flagged(words("- **Departure:** May 26, 2024, at 06:00 PM EST", flight))


def test_yearless_dates_are_read_in_the_answers_nearest_year_and_judged_in_the_runs_years() -> None:
    from evidence_audit.evidence.word_dates import YEARLESS, yearless_dates

    found = [(d.written, d.day.isoformat()) for d in yearless_dates("Booked March 30 and April 2 (2025). Also May 3, 2025.")]
    assert found == [("March 30", "2025-03-30"), ("April 2", "2025-04-02")]
    assert list(yearless_dates("Booked March 30.")) == []  # no year written: none invented
    assert YEARLESS is False  # measured, not on (docs/precision-history.md, round 9)
    # round 14 judges them in the run's years instead (yearless_words.py): a day off the carried one
    assert "August 30" in flagged(words("Your contract ends August 30 (see 2025-08-31).", CONTRACT))
    assert not flagged(words("Your contract ends August 31 (see 2025-08-31).", CONTRACT))


@pytest.mark.parametrize("answer, value", [
    ("Your contract ends on May 33, 2024.", "May 33, 2024"),
    ("Your contract ends on February 30, 2025.", "February 30, 2025"),
])
def test_a_day_the_month_does_not_have_is_flagged(answer: str, value: str) -> None:
    assert value in flagged(words(answer, CONTRACT))
    assert value not in flagged(words(answer, CONTRACT, gate=REFERENCE))


@pytest.mark.parametrize("written", ["August 31, 2026", "August 31, 2035", "August 31, 2125", "August 31, 2024"])
def test_a_year_one_digit_off_is_flagged(written: str) -> None:
    assert written in flagged(words(f"Your contract ends on {written}.", CONTRACT))
