"""Round 46 (clockwords46): a clock an answer writes in words (`six in the morning`, `a quarter to
six`, `a las dos menos cuarto`) is judged like the same clock in digits: grounded by a carried clock
of either half of the day where the words give none, refused the other half where they give one,
computed by the clock rules, flagged when no source gives it; a count, a length or a bare number
word is no clock."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.clock_words import answer_clocks

from ._helpers import REFERENCE, flagged, grounded, history, judged, verdict

_RUN = {"slot": "A", "start": "17:45", "stop": "2026-09-13T05:00", "note": "the shift lasts 2 hours"}


@pytest.mark.parametrize(("text", "clock"), [
    ("ended at six in the morning on 13 September", (6, 0, "am")),
    ("starts at a quarter to six.", (5, 45, "")),
    ("a quarter past five p.m.", (5, 15, "pm")),
    ("at ten past six.", (6, 10, "")),
    ("four o'clock in the afternoon", (4, 0, "pm")),
    ("twelve noon", (12, 0, "pm")),
    ("a las dos menos cuarto", (1, 45, "")),
    ("halb drei", (2, 30, "")),
])
def test_an_answer_clock_in_words_reads(text: str, clock: tuple[int, int, str]) -> None:
    assert [(c.hour, c.minute, c.half) for c in answer_clocks(text)] == [clock]


@pytest.mark.parametrize("text", [
    "six bags", "two hours later", "five to ten minutes", "ten to twelve items", "one of them", "tres y media tazas",
    "six of the morning's orders",
])
def test_counts_lengths_and_bare_number_words_are_no_clocks(text: str) -> None:
    assert answer_clocks(text) == []


@pytest.mark.parametrize(("answer", "by"), [
    ("It starts at a quarter to six.", "clock"),  # 17:45 carried: the words give no half
    ("It stops at five in the morning.", "clock"),  # 05:00 carried
])
def test_the_true_clock_in_words_is_grounded(answer: str, by: str) -> None:
    v = verdict(answer, _RUN)
    assert not flagged(v)
    assert set(grounded(v).values()) == {by}


@pytest.mark.parametrize(("answer", "wrong"), [
    ("It stops at six in the morning.", "six in the morning"),  # an hour on
    ("It starts at a quarter to seven.", "a quarter to seven"),  # an hour on
    ("It starts at a quarter past six.", "a quarter past six"),  # a half hour off
    ("It starts at half past five.", "half past five"),  # a quarter off
    ("It starts at a quarter to six in the morning.", "a quarter to six in the morning"),  # 17:45: the other half
])
def test_a_clock_in_words_no_source_gives_is_flagged(answer: str, wrong: str) -> None:
    assert flagged(verdict(answer, _RUN)) == {wrong}


def test_six_in_the_morning_for_a_carried_evening_clock_is_flagged() -> None:
    assert flagged(verdict("The gate closes at six in the morning.", {"closes": "18:00"})) == {"six in the morning"}
    assert not flagged(verdict("The gate closes at six in the evening.", {"closes": "18:00"}))


def test_a_clock_in_words_computed_by_the_clock_rules() -> None:
    flags, computed = judged("It starts at 17:45 and 2 hours later, at a quarter to eight, it ends.", history(_RUN))
    assert not flags
    assert "a quarter to eight" in computed
    flags, _ = judged("It starts at 17:45 and 2 hours later, at a quarter past eight, it ends.", history(_RUN))
    assert flags == {"a quarter past eight"}


def test_a_count_and_a_length_are_no_candidates() -> None:
    v = verdict("Six bags went out over two hours.", _RUN)
    assert not flagged(v) and not v.candidates


def test_a_clock_a_person_said_is_no_candidate() -> None:
    v = verdict("Yes, at six in the morning.", _RUN, user="Can it start at six in the morning?")
    assert "six in the morning" not in flagged(v)


def test_the_reference_profile_reads_no_answer_clock_words() -> None:
    v = verdict("It stops at six in the morning.", _RUN, gate=REFERENCE)
    assert not v.candidates


# --- an hour in digits with its half of the day (`6 am`: under the digit minimum) -----------------

@pytest.mark.parametrize(("answer", "wrong"), [
    ("It stops at 5 am.", None), ("It stops at 5a.m. sharp.", None), ("It starts at 6pm.", "6pm"),
    ("It stops at 6 am.", "6 am"), ("It stops at 5 pm.", "5 pm"),
])
def test_an_hour_in_digits_with_its_half_is_judged(answer: str, wrong: str | None) -> None:
    assert flagged(verdict(answer, _RUN)) == ({wrong} if wrong else set())


@pytest.mark.parametrize("text", ["12-2 pm", "at 6:30 pm", "1.5 pm", "2 PMs", "I am 6"])
def test_no_hour_in_digits_read_there(text: str) -> None:
    assert answer_clocks(text) == []


def test_words_restating_the_clock_in_digits_on_their_line_are_no_second_candidate() -> None:
    answer = "Started 17:45, plus 2 hours: done at **19:45**, a quarter to eight."
    v = verdict(answer, _RUN)
    assert "a quarter to eight" not in {c.value for c in v.candidates}
    # words of another clock than the digits beside them are judged
    assert "a quarter past eight" in flagged(verdict(answer.replace("a quarter to eight", "a quarter past eight"), _RUN))
    # the digits' other half is no restatement
    assert "six in the morning" in flagged(verdict("Closes 18:00, six in the morning.", {"closes": "18:00"}))
