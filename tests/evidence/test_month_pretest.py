"""(speed19) The month pre-test (`written.may_name_a_month`) equals the long way: every pattern it
guards (the dates in words of an answer, with and without their year, and those a person says)
finds nothing in a text it turns away, on random texts of month pieces, case changes and the
long s; the guarded readers give what their patterns give; and a date in words is still judged
(a mistyped day stays flagged)."""

from __future__ import annotations

import random

import pytest

from evidence_audit.evidence import said_dates, word_dates, yearless_words
from evidence_audit.evidence.written import may_name_a_month

from ._helpers import flagged, verdict

_PIECES = (
    "Jan", "jan", "JAN", "feb", "Mar", "mar", "apr", "May", "may", "jUn", "june", "Jul", "aug", "sep",
    "\u017fep", "\u017fept", "oct", "Nov", "dec", "De", "c", "ja", "n", " ", " ", "\t", "\xa0", ",", ".",
    "3", "14", "28th", "2026", "1999", "of", "the", "Monday", "(Tue)", "\u0130", "K", "\u212a", "\u00e9",
    "x", "ug", "A", "Au", "g", "-", ":", "\n",
)

# every pattern the pre-test stands before, with the readers that scan with them
_GUARDED = (word_dates._DATE, yearless_words._DATE, said_dates._YEARLESS, said_dates._WITH_YEAR)


def _random_text(rng: random.Random) -> str:
    return "".join(rng.choice(_PIECES) for _ in range(rng.randrange(1, 14)))


def test_a_text_turned_away_has_no_match_of_any_guarded_pattern() -> None:
    rng = random.Random(19)
    turned_away = 0
    for _ in range(20000):
        text = _random_text(rng)
        if not may_name_a_month(text):
            turned_away += 1
            assert all(pattern.search(text) is None for pattern in _GUARDED), text
    assert turned_away > 1000  # the test saw both sides


@pytest.mark.parametrize("text", ["\u017fep 3, 2026", "3 \u017fEPT 2026", "on \u017fept 14"])
def test_the_long_s_is_always_scanned(text: str) -> None:
    assert any(pattern.search(text) for pattern in _GUARDED)  # re.IGNORECASE reads it as `s`
    assert may_name_a_month(text)


@pytest.mark.parametrize("text", ["the port is down", "W1234567 at 0x1f2e3d", "", "12 items"])
def test_texts_without_a_month_are_turned_away(text: str) -> None:
    assert not may_name_a_month(text)


def test_the_guarded_readers_give_what_their_patterns_give() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        text = _random_text(rng)
        assert yearless_words.yearless_in(text, []) == [
            found for found in (yearless_words._read(m) for m in yearless_words._DATE.finditer(text)) if found is not None
        ][: yearless_words.MAX_YEARLESS]
        assert word_dates._date_matches(text + " ") == (
            list(word_dates._DATE.finditer(text + " ")) if word_dates._YEARISH.search(text) else [])
        said = said_dates.said_month_days(text)
        assert (said == []) or may_name_a_month(text)


def test_a_date_in_words_is_still_judged() -> None:
    result = {"departs": "2026-05-14", "booked": "2026-05-02"}
    assert flagged(verdict("It departs on May 14, 2026.", result)) == set()
    assert flagged(verdict("It departs on May 15, 2026.", result))  # a day off: flagged
    assert flagged(verdict("It departs on May 33, 2026.", result))  # no such day: flagged
