"""(speed44) The check's hot spots of round 44 cut without changing an output: each faster reading
returns what the reading it replaced returns, on the cases its docstring names and on random texts
of the characters its patterns read (no timing asserted)."""

from __future__ import annotations

import random

import pytest

from evidence_audit.evidence import formula_names


def _whole_text_spans(text: str) -> list[tuple[int, int]]:
    """`formula_names`' spans as round 43 found them: the name pattern over the whole text."""
    return [m.span() for m in formula_names._FORMULA_NAME.finditer(text)
            if formula_names._DIGIT.search(m.group(0)) and formula_names._LOWER.search(m.group(0))]


FORMULA_TEXTS = (
    "ppO2 1.4 at 56 m; SpO2 97%, FiO2 0.21, PaCO2 40 mmHg, pCO2, NaHCO3 8.4%",
    "il-ppO2 is 1.6 and x-SpO2 too; A-ppO2 and 3-ppO2; _ppO2 .ppO2 /ppO2 ppO2/ ppO2- ppO2.5 ppO2. ppO2,",
    "codes AB12, SKU2, CN7, H2SO4 and W1234567 stay; Co3 and ppN2 are names; order W123 ok",
    "ppO₂ é-ppO2 éppO2 ppO2é 2026-03-01T07:15:00Z host-12345 fc3/17 0x0a1b2c ord_12345678",
    "",
    "O2",
)


@pytest.mark.parametrize("text", FORMULA_TEXTS)
def test_formula_spans_are_the_whole_text_scans(text: str) -> None:
    assert formula_names._formula_spans(text) == _whole_text_spans(text)


def test_formula_spans_on_random_texts() -> None:
    rng = random.Random(44)
    alphabet = "pOSaCNHoWlie2o3 1 0-./_ ,é\n"
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 40)))
        assert formula_names._formula_spans(text) == _whole_text_spans(text), text


def test_masked_names_keep_offsets_and_codes() -> None:
    text = "SpO2 97% for W1234567 and il-ppO2 1.4; H2SO4 stays"
    masked = formula_names.mask_formula_names(text)
    assert masked == "SpOx 97% for W1234567 and il-ppOx 1.4; H2SO4 stays"
    assert formula_names.mask_formula_names("W1234567 at host-12") == "W1234567 at host-12"


# -- word_dates: the judges skipped where the slashes write no `slashed_in` token ---------------------

from evidence_audit import core  # noqa: E402
from evidence_audit.evidence import check_answer, resolve_gate, slashed_dates, word_dates  # noqa: E402

SLASH_HISTORY = [
    {"role": "system", "content": "Today is 2026-03-15. Payments are 14 days apart."},
    {"role": "user", "content": "When is port fc3/17 back, and the 07/08 payment?"},
    {"role": "tool", "tool_call_id": "c1", "content": '{"port": "fc3/17", "back": "2026-03-17T08:00:00Z", "due": "2026-07-08", "speed": "40 km/h"}'},
]
SLASH_ANSWERS = (
    "Port fc3/17 is back on 03/17; speed 40 km/h and/or more.",
    "Port fc3/17 is back on 03/18 at 08:00.",
    "The payment is due 07/08, then 07/22 and 08/05.",
    "fc3/17, fc4/18 and 3/17: back soon; 1/2 of the links up.",
    "Back 12/2026 or 3/17/2026; path /srv/a/b; rated 10/10.",
    "Due Tue 07/07, see https://x.example/07/08/index.",
    "Back March 18 via fc3/17.",
    "No slash at all, back 2026-03-17.",
)


@pytest.mark.skipif("evidence.word_dates" in core.compiled_modules(), reason="patches a module global")
@pytest.mark.parametrize("answer", SLASH_ANSWERS)
def test_slashless_tokens_skip_no_date(answer: str, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = resolve_gate({})
    now = check_answer(answer, SLASH_HISTORY, gate)
    monkeypatch.setattr(word_dates, "may_write_slashed", lambda text: "/" in text)  # round 43's test
    before = check_answer(answer, SLASH_HISTORY, gate)
    assert now == before


def test_may_write_slashed_whenever_slashed_in_finds() -> None:
    rng = random.Random(441)
    alphabet = "0123456789/ .,:-Tue\n"
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 30)))
        if slashed_dates.slashed_in(text, []):
            assert slashed_dates.may_write_slashed(text), text
    assert not slashed_dates.may_write_slashed("fc3/17 at 40 km/h, 1/2 up")
    assert slashed_dates.may_write_slashed("due 07/08")


# -- worded_dates: one walk per text for the words that name a month ----------------------------------

from evidence_audit.evidence import worded_dates  # noqa: E402


def _month_words_walked(text: str) -> list[tuple[int, int, str, int]]:
    """Round 43's walk: every word, its month asked with `_month`."""
    out = []
    for m in worded_dates._WORD.finditer(text):
        month = worded_dates._month(m.group(0))
        if month is not None:
            out.append((m.start(), m.end(), m.group(0), month))
    return out


MONTH_TEXTS = (
    "Due 17 de xaneiro de 2027, then 30 ta' Diċembru and 39 ta' Diċembru; March 39 and 30 de febreiro.",
    "12 mayo sachets, 20 Mars bars, 11 Ogosto; 7 maalmood → 18 Ogosto 2027; മാർച്ച് 40 and ខែមីនា ១៧",
    "2027. január 17. and 2027 m. sausio 17; 2027年1月17日, 1月17日 and 2027년 1월 17일; 1er janvier",
    "Mar. 3, may 4, MAY 5, Sept 31, juni 31, 32 juin, 31 ноября 2026, 15. Dezember",
    "the port is down order total host with and at on for was 15 items; W1234567",
    "",
)


@pytest.mark.parametrize("cold", [True, False])
@pytest.mark.parametrize("text", MONTH_TEXTS)
def test_month_words_are_the_walks(text: str, cold: bool) -> None:
    if cold:
        worded_dates._MONTH_CACHE.clear()
        worded_dates._MONTH_WORDS_READ.clear()
    assert list(worded_dates._read_month_words(text)) == _month_words_walked(text)
    assert list(worded_dates._month_words(text)) == _month_words_walked(text)
    assert worded_dates._month_words(text) == worded_dates._month_words(text)


def test_dates_read_from_month_words() -> None:
    """The readers over the kept month words find what the walks found (the dates asserted)."""
    worded_dates._MONTH_WORDS_READ.clear()
    impossible = worded_dates.impossible_worded_dates(MONTH_TEXTS[0])
    assert [w for _, w in impossible] == ["39 ta' Diċembru", "30 de febreiro"]
    found = worded_dates.worded_dates(MONTH_TEXTS[0])
    assert [(d.month, d.day, d.year) for d in found][:2] == [(1, 17, 2027), (12, 30, None)]
    assert [w for _, w in worded_dates.impossible_worded_dates("മാർച്ച് 40 ദിവസം, മാർച്ച് 40")] == ["മാർച്ച് 40"]


@pytest.mark.parametrize("text", MONTH_TEXTS)
def test_month_words_with_the_caches_in_any_state(text: str) -> None:
    """`_names_a_month` over the kept words: the same month words with both caches cleared, with
    the month cache cleared alone (as `tests/hostile/work_counts.forget_readings` clears a dict
    named a cache: the naming set then holds more than the cache), and warm."""
    worded_dates._MONTH_CACHE.clear()
    worded_dates._MONTH_NAMING.clear()
    assert list(worded_dates._read_month_words(text)) == _month_words_walked(text)
    worded_dates._MONTH_CACHE.clear()
    assert list(worded_dates._read_month_words(text)) == _month_words_walked(text)
    assert worded_dates._MONTH_NAMING >= {w for w, m in worded_dates._MONTH_CACHE.items() if m}
    assert list(worded_dates._read_month_words(text)) == _month_words_walked(text)
    assert list(worded_dates._read_month_words(text)) == _month_words_walked(text)
    long_month = "x" * 50 + "March"  # too long to keep: asked each time
    assert worded_dates._names_a_month({long_month}) is (worded_dates._month(long_month) is not None)
