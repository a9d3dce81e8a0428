"""Letters Python's case-blind matching takes for ASCII ones (`ſ`, `ı`, `İ`, the Kelvin sign) in
words the rules look up in tables: month names, count words, zone and place names, scale words,
weekdays, duration units. Each once raised a KeyError (or a ValueError from `tuple.index`) that lost
the whole run to the dead letters; each sentence below was one such run, found by auditing the
held-out corpora with every `s` written `ſ` (and every `i` written `ı` or `İ`)."""

from __future__ import annotations

import pytest

from evidence_audit.evidence.word_keys import word_key

from ._helpers import flagged, verdict

NOW = "You are an agent. Current time: 2025-08-14T16:05:00Z (Thursday). The team works from Paris."
RESULT = {"order": "W1", "amount": 1200.0, "departs": "2026-09-14", "nights": 6, "paid": "2026-04-03"}


def test_the_key_folds_what_case_blind_matching_folds() -> None:
    assert word_key("ſEP") == "sep"
    assert word_key("Aprıl") == "april"
    assert word_key("APRİL") == "april"  # İ lower-cases to i and a combining dot
    assert word_key("\u212aM") == "km"  # the Kelvin sign lower-cases to k already
    assert word_key("Six") == "six"


SENTENCES = [
    "It departs on Sep 14, 2026, six nights.",
    "It departs on 14 August 2026 and returns in April.",
    "That is twice the amount, five times a week, seven days.",
    "Paid on April 3, 2026, by wire from Lisbon.",
    "The call is at 09:00 Eastern Time, 15:00 in Berlin, 14:00 in Sofia.",
    "Revenue reached 1.2 billion this year.",
    "The job ran 3 h 20 min 15 s on Friday, the second Thursday of August.",
    "Pay is semi-monthly: twenty-four paychecks in a year.",
    "The office in San Francisco opens at 9 AM Pacific Time on Monday.",
]


@pytest.mark.parametrize("letter, ascii_letter", [("\u017f", "s"), ("\u0131", "i"), ("\u0130", "i"), ("\u212a", "k")])
@pytest.mark.parametrize("sentence", SENTENCES)
def test_a_sentence_with_a_folding_letter_is_judged_as_its_ascii_spelling(sentence: str, letter: str, ascii_letter: str) -> None:
    respelled = sentence.replace(ascii_letter, letter).replace(ascii_letter.upper(), letter)
    plain = {f.lower() for f in flagged(verdict(sentence, RESULT, system=NOW))}
    found = flagged(verdict(respelled, RESULT, system=NOW))  # judged, not lost to an error
    assert {f.replace(letter, ascii_letter).lower() for f in found} == plain
