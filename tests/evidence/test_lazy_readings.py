"""What the stage10 branch reads only when a question needs it (`spellings` reads the results'
texts per family of written keys; `word_dates` reads an answer's dates in one scan; `rated` runs a
pattern only when the answer writes one of its words): the same verdicts, in any order of
questions, and the refusals stay flagged."""

from __future__ import annotations

from evidence_audit.evidence import RunAuditor
from evidence_audit.evidence.rated import rated_numbers_of
from evidence_audit.evidence.word_dates import answer_dates, impossible_dates

from ._helpers import DEFAULT, flagged, grounded

TEXT = "Meeting on March 3, 2026 at 2 PM. Card 4402 0044 8213 on file."


def _judge(*answers: str):
    """Each answer judged in turn by one run's auditor, over one result: later questions ask the
    families of keys earlier ones did not."""
    auditor = RunAuditor(DEFAULT)
    auditor.add("system", "You are an agent.")
    auditor.add("user", "hi")
    auditor.add("tool", TEXT)
    return [auditor.judge(answer) for answer in answers]


def test_each_family_is_read_when_first_asked_in_either_order():
    digits, date = "The card is 440200448213.", "The meeting is on 2026-03-03."
    for order in ((digits, date), (date, digits)):
        verdicts = dict(zip(order, _judge(*order)))
        assert grounded(verdicts[digits]) == {"440200448213": "grouped-digits"}
        assert grounded(verdicts[date]) == {"2026-03-03": "date-in-words"}


def test_a_family_read_once_still_refuses_what_it_does_not_hold():
    first, wrong_date, wrong_card = _judge(
        "The card is 440200448213.", "The meeting is on 2026-03-04.", "The card is 440200448214."
    )
    assert grounded(first) == {"440200448213": "grouped-digits"}
    assert flagged(wrong_date) == {"2026-03-04"}
    assert flagged(wrong_card) == {"440200448214"}


def test_dates_in_words_need_a_year_and_impossible_days_stay_found():
    assert list(answer_dates("Booked for March 3 at noon.")) == []
    assert impossible_dates("Booked for May 33, 2024.") == [(11, "May 33, 2024")]
    found = list(answer_dates("Booked for May 3, 2024; impossible: May 33, 2024."))
    assert [d.written for d in found] == ["May 3, 2024"]
    assert impossible_dates("Booked for May 3, 2024; impossible: May 33, 2024.") == [(36, "May 33, 2024")]


def test_rated_patterns_in_any_case_and_none_without_their_words():
    assert rated_numbers_of("RATING: 4.7 and 12.5 PERCENT") == {"4.7": "rating", "12.5": "percent:1"}
    assert rated_numbers_of("4.5 OUT OF 5, 3.5 Stars") == {"4.5": "rating", "3.5": "rating"}
    assert rated_numbers_of("It costs 4.7 and weighs 12.5 kg.") == {}
