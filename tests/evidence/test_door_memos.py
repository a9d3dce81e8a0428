"""(speed16, round 16) the exempt door's forms, a person's text's said forms and locale readings, and
an answer's contradictions, kept per text: the
door fed from `index.exempt_forms` keeps the same forms in the same order, under any budget, as the
door that read each token and each date and clock spelling in turn (the code before round 16, kept
here as the reference); `expressions.contradictions` equals the reading done anew on random answers
read again in other orders, a caller's list is its own, and an equation one digit off is refuted;
`said.said_forms` and `locales.locale_readings` equal their readings done anew, each caller's list its own."""

from __future__ import annotations

import random

from evidence_audit.evidence import expressions, locales, said
from evidence_audit.evidence.index import ExemptCorpus, date_and_clock_forms, exempt_forms
from evidence_audit.evidence.normalize import tokenize

PIECES = ["Call", "me", "at", "3:45 PM", "on", "2024-05-14", "order", "#W2378156", "$1,250.00", "0x1F", "0X1f",
          "1f", "14:05", "12 am", "and", "7", "7.0", "ref:", "ABC-123", "\n", "1,000", "1000", "-", "€12,50",
          "5/14", "May", "14th", "0xff", "ff", "9:00am", "x", "=", "42"]


def _texts(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    return [" ".join(rng.choice(PIECES) for _ in range(rng.randint(0, 30))) for _ in range(count)]


def _door_token_by_token(corpus: ExemptCorpus, text: str) -> None:
    """The exempt door as it read before round 16: `add_text(text)`, then `add` of each spelling."""
    for token in tokenize(text):
        if corpus.budget <= 0:
            return
        corpus.add_normalized(token)
    for form in date_and_clock_forms(text):
        if corpus.budget <= 0:
            return
        corpus.add(form)


def test_the_door_keeps_what_the_token_by_token_door_kept_under_any_budget() -> None:
    rng = random.Random(16)
    texts = _texts(1, 60)
    for budget in (10_000, 40, 7, 1, 0):
        kept, reference = ExemptCorpus(), ExemptCorpus()
        kept.budget = reference.budget = budget
        for text in [*texts, *rng.sample(texts, 30)]:  # texts read again: served from the memo
            kept.add_exempt(text)
            _door_token_by_token(reference, text)
            assert list(kept.forms) == list(reference.forms)
            assert kept.budget == reference.budget


def test_a_hex_token_adds_both_forms_and_a_clock_its_spellings() -> None:
    forms = exempt_forms("code 0x1f at 3:45 PM")
    assert "0x1f" in forms and "1f" in forms
    assert "15:45" in forms  # a 12-hour clock's 24-hour spelling
    assert len(forms) == len(set(forms))
    door = ExemptCorpus()
    door.add_exempt("code 0x1f at 3:45 PM")
    assert "15:45" in door and "0x1f" in door and "1f" in door
    assert "15:46" not in door  # a minute off is no form of it


def test_contradictions_kept_equal_a_new_reading_and_callers_lists_are_their_own() -> None:
    rng = random.Random(3)
    texts = []
    for _ in range(200):  # equations, right or a digit off, among words
        a, b = rng.randint(1, 999), rng.randint(1, 999)
        total = a + b + rng.choice((0, 0, 1, 10, -100))
        op = rng.choice(("+", "x"))
        if op == "x":
            total = a * b + rng.choice((0, 0, 1, 10))
        texts.append(f"{rng.choice(('Items', 'So', 'Total'))}: {a} {op} {b} = {total}{rng.choice(('.', ' and 7 more.', ''))}")
    again = texts * 2
    rng.shuffle(again)
    refuted = 0
    for text in again:
        kept = expressions.contradictions(text)
        assert kept == expressions._contradictions(text)
        refuted += bool(kept)
    assert refuted >= 20  # the random answers do write wrong equations
    answer = "Items: 148 + 62 + 35 = 255."
    first = expressions.contradictions(answer)
    assert [(s, e, shown) for s, e, _, shown in first] == [(23, 26, "245")]
    first.clear()
    assert len(expressions.contradictions(answer)) == 1  # the caller's change changed no later answer
    assert expressions.contradictions("Items: 148 + 62 + 35 = 245.") == []  # the sum right: none
    assert len(expressions.contradictions("Items: 148 + 62 + 35 = 345.")) == 1  # one digit off: read anew, refuted


def test_said_forms_and_locale_readings_kept_equal_new_readings() -> None:
    rng = random.Random(5)
    pieces = [*PIECES, "1.250 €", "2,5 Mio", "150k", "15-minute", "$29.10/hr", "15.1 cents", "p50s", "1 234,56", "3M"]
    texts = [" ".join(rng.choice(pieces) for _ in range(rng.randint(0, 25))) for _ in range(120)]
    again = texts * 2
    rng.shuffle(again)
    read = 0
    for text in again:
        forms, readings = said.said_forms(text), locales.locale_readings(text)
        assert forms == said._said_forms(text)
        assert readings == locales._locale_readings(text)
        read += bool(forms) + bool(readings)
    assert read >= 60  # the texts do say such forms
    text = "We paid 1.250 € at 14:05 for a 15-minute call"
    first = locales.locale_readings(text)
    assert "1250" in first
    first.clear()
    assert "1250" in locales.locale_readings(text)  # the caller's change changed no later answer
    forms = said.said_forms(text)
    assert "15-minute" in forms
    forms.clear()
    assert "15-minute" in said.said_forms(text)
    assert "1250" not in locales.locale_readings("We paid 1.251 € at 14:05")  # a digit off: read anew
    assert "1251" in locales.locale_readings("We paid 1.251 € at 14:05")
