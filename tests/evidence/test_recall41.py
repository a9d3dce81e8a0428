"""recall41: a short count of days that opens its line, the line's one date its end and the run's
stated today its other (`miscounted_days.today_miscounts`), and the gate flagging it."""

from __future__ import annotations

from datetime import date

from evidence_audit import check_answer, resolve_gate
from evidence_audit.evidence.miscounted_days import today_miscounts
from evidence_audit.evidence.unverified import numbers_of

TODAY = date(2031, 4, 9)


def _miscounts(text: str, today: date | None = TODAY, carried: frozenset[str] = frozenset()) -> frozenset[str]:
    return today_miscounts(text, numbers_of(text), carried, 4, today)


def test_a_swapped_count_to_a_date_is_judged() -> None:
    # 9 April to 2 May is 23 days
    assert _miscounts("32 days, until 2 May.") == {"32"}
    assert _miscounts("**32 days**, on 2 May 2031.") == {"32"}


def test_a_count_one_digit_off_is_judged() -> None:
    assert _miscounts("13 days, until 2 May.") == {"13"}


def test_the_right_count_and_its_rounding_pass() -> None:
    assert _miscounts("23 days, until 2 May.") == frozenset()
    assert _miscounts("24 days, until 2 May.") == frozenset()  # both ends counted
    assert _miscounts("22 days, until 2 May.") == frozenset()  # the days between


def test_a_count_from_another_point_is_left() -> None:
    # 47 is no slip of 23: a stay counted from another day, not from today
    assert _miscounts("47 days, until 2 May.") == frozenset()


def test_a_count_inside_a_sentence_is_left() -> None:
    assert _miscounts("The tank read 4.1 m3 in 32 days, by 2 May.") == frozenset()
    assert _miscounts("The last interval was 32 days, so around 2 May.") == frozenset()


def test_no_today_no_second_date_no_shift() -> None:
    assert _miscounts("32 days, until 2 May.", today=None) == frozenset()
    assert _miscounts("32 days, from 1 April to 2 May.") == frozenset()  # two dates: miscounted_days' line
    assert _miscounts("32 days after delivery, on 2 May.") == frozenset()
    assert _miscounts("32 days from today, on 2 May.") == frozenset()  # `today`: miscounted_days reads it
    assert _miscounts("32 days, until 2 May.", carried=frozenset({"32"})) == frozenset()


def _run(question: str, answer: str) -> tuple[list[str], list[str]]:
    history = [
        {"role": "system", "content": "You are the booking desk of a riverside campsite. Today is 2031-04-09 (Wednesday). Pitches are 12 EUR a night."},
        {"role": "user", "content": question},
    ]
    verdict = check_answer(answer, history, resolve_gate({"profile": "default"}))
    return [c.value for c in verdict.unsupported], [c.value for c in verdict.candidates]


def test_the_gate_flags_the_slipped_count_even_when_said() -> None:
    # the system text says 12 (a price); the count 32 for 23 days, and 12 for 21 days
    flagged, _ = _run("How many days until the season opens on 2 May?", "32 days, until 2 May.")
    assert "32" in flagged
    flagged, _ = _run("How many days until the 30 April market?", "12 days, until 30 April.")
    assert "12" in flagged


def test_the_gate_passes_the_right_count() -> None:
    flagged, _ = _run("How many days until the season opens on 2 May?", "23 days, until 2 May.")
    assert "23" not in flagged
    flagged, _ = _run("How many days until the 30 April market?", "21 days, until 30 April.")
    assert "21" not in flagged
