"""Round 11's `day-count` rule (`evidence/day_counts.py`): a number of days written after a carried
date is the days from it to the run's stated today (ISO or, round 11, in words) or to another
carried date on its line; each with its refusals (a day off, an inclusive count, a date no result
carried, no day word, `reference` reading none)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence import check_answer
from evidence_audit.evidence.said_dates import stated_today

from ._helpers import DEFAULT, REFERENCE, history, judged

HIRE = {"employee": {"name": "Dana Reyes", "hire_date": "2021-06-14", "review_date": "2026-03-01"}}
TODAY_WORDS = "You are PeopleDesk. Today is Monday, November 30, 2026."
TODAY_ISO = "Current time: 2026-11-30 (Monday)."


@pytest.mark.parametrize("text, iso", [
    ("Today is Monday, November 30, 2026. Pay schedule", "2026-11-30"),
    ("Today's date: 30 November 2026", "2026-11-30"),
    ("Current time: 2026-11-30 (Monday)", "2026-11-30"),
    ("Today is a good day, November 30, 2026", None),  # no date right after the lead
])
def test_the_runs_today_in_words(text: str, iso: str | None) -> None:
    found = stated_today(text)
    assert (found.isoformat() if found else None) == iso


@pytest.mark.parametrize("answer", [
    "She was hired on June 14, 2021, so 1,995 days, about 5 years and 5 months as of today.",
    "Hired 2021-06-14: 1995 days ago.",
    "Seit dem 14.06.2021, also seit 1995 Tagen.",
])
def test_days_since_a_carried_date(answer: str) -> None:
    v = check_answer(answer, history(HIRE, system=TODAY_WORDS), DEFAULT)
    assert not v.unsupported
    (found,) = [c for c in v.computed if c.value == "1995"]
    assert found.derivation == "day-count"
    assert found.from_ == "(2026-11-30 - 2021-06-14).days = 1995"
    assert [o.source for o in found.operands] == ["said", "answer"]


def test_days_between_two_carried_dates_on_a_line() -> None:
    answer = "From 2021-06-14 to 2026-03-01 is 1721 days."
    flags, computed = judged(answer, history(HIRE, system="You are an agent."))
    assert flags == set() and computed["1721"] == "day-count"


@pytest.mark.parametrize("answer, flag", [
    ("She was hired on June 14, 2021, so 1,996 days ago.", "1996"),  # inclusive, or a slip
    ("She was hired on June 14, 2021, so 1,994 days ago.", "1994"),
    ("She was hired on June 14, 2021, so 1,895 days ago.", "1895"),
    ("She was hired on June 15, 2021, so 1,994 days ago.", "1994"),  # a date no result carried
    ("She was hired on June 14, 2021, so 1,995 employees ago.", "1995"),  # no day word
    ("1,995 days: she was hired on June 14, 2021.", "1995"),  # the count before its date
])
def test_refusals(answer: str, flag: str) -> None:
    flags, _ = judged(answer, history(HIRE, system=TODAY_WORDS))
    assert flag in flags


def test_no_today_no_count() -> None:
    flags, _ = judged("Hired on June 14, 2021, so 1,995 days ago.", history(HIRE, system="You are an agent."))
    assert "1995" in flags


def test_an_iso_today_and_the_reference() -> None:
    answer = "Hired 2021-06-14: 1995 days ago."
    assert judged(answer, history(HIRE, system=TODAY_ISO))[0] == set()
    assert "1995" in judged(answer, history(HIRE, system=TODAY_ISO), REFERENCE)[0]
