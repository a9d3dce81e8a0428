"""(speed14, round 14) The memos of pure text readings: `expressions._lex`, `normalize.tokenize`,
`said.said_forms`, `locales.locale_readings` give what the reading itself gives, on texts read
once and read again; a caller changing its list changes no later answer; the memos stay bounded."""

from __future__ import annotations

import random

import pytest

from evidence_audit.evidence import expressions, locales, normalize, said

_PIECES = [
    "total", "$1,250.00", "=", "1.250 €", "3 x 450", "at 14:05", "2026-03-01T09:30:00Z", "15-minute",
    "W1234567", "0x7fa3", "12%", "(", ")", "+", "-", "2.5 million", "150k", "\n", "p50s", "about",
    "€ 31,89", "half of 84", "ord_2788", "June 14, 2026", "9:45 PM", "1 000 000", "42", "ok.",
]


def _texts(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        words = [rng.choice(_PIECES) for _ in range(rng.randrange(1, 160))]
        out.append(" ".join(words))
    return out


# each memoized reading beside the reading it memoizes
_READINGS = [
    (expressions._lex, expressions._lex_text, expressions._lex_cache, expressions._LEX_CACHE_ENTRIES),
    (normalize.tokenize, normalize._tokenize, normalize._tokens_cache, normalize._TEXT_CACHE_ENTRIES),
    (said.said_forms, said._said_forms, said._said_forms_cache, said._SAID_FORMS_ENTRIES),
    (locales.locale_readings, locales._locale_readings, locales._locale_readings_cache, locales._LOCALE_READINGS_ENTRIES),
]


@pytest.mark.parametrize("memoized, plain, cache, entries", _READINGS, ids=lambda x: getattr(x, "__name__", ""))
def test_memo_equals_the_reading(memoized, plain, cache, entries) -> None:
    texts = _texts(14, 150)
    rng = random.Random(1)
    for _ in range(3):  # read again, in another order: from the memo now
        for text in texts:
            assert memoized(text) == plain(text)
            assert len(cache) <= entries
        rng.shuffle(texts)
    assert any(len(text) >= 256 for text in texts)  # the long texts, memoized, were among them


@pytest.mark.parametrize("memoized", [normalize.tokenize, said.said_forms, locales.locale_readings])
def test_a_callers_copy_changes_no_later_answer(memoized) -> None:
    text = "Your total is $1,250.00 at 14:05, a 15-minute wait, 1.250 € and 2.5 million. " * 8
    first = memoized(text)
    assert first  # the text gives forms
    kept = list(first)
    first.append("invented-42")
    first.clear()
    assert memoized(text) == kept


def test_lex_memo_changes_no_relation() -> None:
    answer = "The total is 3 x $450 = $1,350, plus $25 = $1,375."
    first = expressions.relations(answer)
    again = expressions.relations(answer)  # lexed from the memo
    assert first == again
    assert [r.value for r in first[0]]  # the equations were read
    # a digit off is another text: read anew, and the equation fails to verify
    wrong = expressions.relations("The total is 3 x $450 = $1,360, plus $25 = $1,385.")
    assert [r.value for r in wrong[0]] != [r.value for r in first[0]]
