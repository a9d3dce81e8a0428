"""The shared table of number words (number_words.py): values, picks in order, compounds."""

from __future__ import annotations

import re

import pytest

from evidence_audit.evidence.number_words import ARTICLES, CARDINALS, ORDINALS, alternatives, cardinals, ordinals, words


# --- values ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("word", "value"), [
    ("one", 1), ("seven", 7), ("twelve", 12), ("eighteen", 18), ("ninety", 90), ("hundred", 100),
    ("ninth", 9), ("twentieth", 20), ("a", 1), ("an", 1), ("twice", 2), ("both", 2), ("triple", 3),
    ("forty-five", 45), ("forty five", 45), ("twenty-fifth", 25),
])
def test_a_word_has_its_value(word: str, value: int) -> None:
    """Each word, and a compound of a ten and a unit, reads as its value."""
    assert words(word) == {word: value}


@pytest.mark.parametrize("word", ["", "seven-ty", "forty-", "eleven-five", "hundred-one", "sevn", "Seven"])
def test_a_word_no_table_has_is_refused(word: str) -> None:
    """A word no table has (a misspelling, a compound of no ten, a capital) is a KeyError at import."""
    with pytest.raises(KeyError):
        words(word)


# --- picks -----------------------------------------------------------------------------------------
def test_picks_keep_their_order() -> None:
    """A pick lists its words in the order asked; a range in the order of value."""
    assert list(cardinals(2, 5)) == ["two", "three", "four", "five"]
    assert list(ordinals(1, 3)) == ["first", "second", "third"]
    assert list(words("thirty", "fourteen")) == ["thirty", "fourteen"]
    assert cardinals(13, 12) == {}


def test_the_tables_agree_on_values() -> None:
    """Every value of 1 to 19 has one cardinal and one ordinal word; the articles count one."""
    assert sorted(v for v in CARDINALS.values() if v < 20) == list(range(1, 20))
    assert sorted(v for v in ORDINALS.values() if v < 20) == list(range(1, 20))
    assert set(ARTICLES.values()) == {1}


def test_alternatives_try_longest_first_when_asked() -> None:
    """`longest_first` puts `eleven` before `one`-like prefixes: the longer word is matched whole."""
    table = {"a": 1, "an": 1, "seven": 7, "seventeen": 17}
    assert alternatives(table) == "a|an|seven|seventeen"
    assert alternatives(table, longest_first=True) == "seventeen|seven|an|a"
    assert re.fullmatch("(?:" + alternatives(table, longest_first=True) + ")", "seventeen")
