"""(speed42) The check's hot spots of round 42 cut without changing an output: each kept reading
equals the code it replaced, and the repeated work it removes is counted (skipped where the module
is compiled: a compiled module's calls are bound early)."""

from __future__ import annotations

import random

import pytest

from evidence_audit import core
from evidence_audit.evidence import worded_dates


def _words(rng: random.Random) -> list[str]:
    months = ["Diċembru", "xaneiro", "janvier", "März", "ខែមីនា", "ማርች", "mayo", "Dec.", "dhjetor", "مارچ"]
    plain = ["the", "order", "Mars", "bars", "km", "de", "ta'", "ՆՈՅԵՄԲԵՐԻ", "x" * 60, "ΜΑΡΤΙΟΥ", "ស"]
    pool = months + plain
    out = []
    for _ in range(400):
        word = rng.choice(pool)
        if rng.random() < 0.3:
            word = word.upper() if rng.random() < 0.5 else word + rng.choice(["", ".", "a", "\u2019s"])
        out.append(word)
    return out


def test_month_memo_equals_the_reading_it_keeps() -> None:
    """`_month` (memoised) returns `_month_of` (the reading it replaced) for every word, on a first
    and a second ask, for kept and for too-long words."""
    rng = random.Random(42)
    for word in _words(rng) + _words(rng):
        assert worded_dates._month(word) == worded_dates._month_of(word)
        assert worded_dates._month(word) == worded_dates._month_of(word)
    assert worded_dates._month("Diċembru") == 12
    assert worded_dates._month("Mars") is not None  # French March: the memo keeps a word, not a verdict
    assert worded_dates._month("orders") is None


def _month_before(word: str) -> int | None:
    """`worded_dates._month` as round 41 wrote it (every glued head tried), the reference."""
    from evidence_audit.evidence.month_names import MONTH_NAMES

    key = word.casefold().replace("\u2019", "'")
    found = MONTH_NAMES.get(key) or (MONTH_NAMES.get(key[:-1]) if key.endswith(".") else None)
    if found is None and key[:1] in worded_dates._MONTH_WORD_STARTS:
        for head in worded_dates._MONTH_WORDS:
            if key.startswith(head) and len(key) - len(head) >= 2:
                found = MONTH_NAMES.get(key[len(head):])
                if found is not None:
                    break
    return found


def test_month_heads_by_first_character_equal_every_head_tried() -> None:
    """(speed42) the glued month words tried by the word's first character only: the month found
    for every head glued before every month's name (and before other words) is the one trying
    every head finds."""
    from evidence_audit.evidence.month_names import MONTH_NAMES

    rng = random.Random(4242)
    names = sorted(MONTH_NAMES)
    heads = list(worded_dates._MONTH_WORDS)
    words = [h + rng.choice(names) for h in heads for _ in range(6)] + [h + "xyz" for h in heads]
    words += [rng.choice(heads)[: rng.randrange(1, 4)] + rng.choice(names) for _ in range(300)]
    words += ["m" + rng.choice(names) for _ in range(50)] + ["order", "ok", "monthly", "ខែមីនា", "ខែ"]
    found = 0
    for word in words:
        assert worded_dates._month_of(word) == _month_before(word), word
        found += worded_dates._month_of(word) is not None
    assert found > len(heads)  # glued names are found, not only refused
    assert worded_dates._month("ខែមីនា") == 3


def test_month_memo_is_bounded() -> None:
    worded_dates._MONTH_CACHE.clear()
    for k in range(worded_dates._MONTHS_KEPT + 10):
        worded_dates._month(f"w{k}")
    assert len(worded_dates._MONTH_CACHE) <= worded_dates._MONTHS_KEPT
    long_word = "ab" * worded_dates._MONTH_KEPT_CHARS
    worded_dates._month(long_word)
    assert long_word not in worded_dates._MONTH_CACHE


@pytest.mark.skipif("evidence.worded_dates" in core.compiled_modules(), reason="counts calls by patching; compiled calls are bound early")
def test_month_read_once_per_word(monkeypatch) -> None:
    """An answer's words are read for a month once, not once per reader (`_read_dates`,
    `impossible_worded_dates`) and per ask."""
    asked: list[str] = []
    real = worded_dates._month_of

    def counting(word: str) -> int | None:
        asked.append(word)
        return real(word)

    monkeypatch.setattr(worded_dates, "_month_of", counting)
    worded_dates._MONTH_CACHE.clear()
    text = "Dorëzimi më 17 dhjetor 2026, pagesa më 39 ta' Diċembru, totali 42 kuti speed-fortytwo"
    first = worded_dates.worded_dates(text), worded_dates.impossible_worded_dates(text)
    once = len(asked)
    assert once == len(set(asked))  # every word read once
    again = worded_dates._read_dates(text), worded_dates.impossible_worded_dates(text)
    assert len(asked) == once  # and not again
    assert first[0] == again[0] and first[1] == again[1]
    assert [d.month for d in first[0]] == [12]
    assert first[1] and first[1][0][1].startswith("39")


def test_hour_minutes_at_kept_equals_the_reading() -> None:
    """(speed42) `clock_leads.hour_minutes_at` read through its memo returns `_hour_minutes_at`'s
    reading, asked once and again, for texts with and without durations."""
    from evidence_audit.evidence import clock_leads

    texts = [
        "Each lot takes 6 minutes; a 20-minute changeover between lots; the truck takes 2 h 40 min.",
        "Cleaning: 15 min between batches, 1h15 per kiln load, 45 minutes cooling.",
        "No duration here, only 12 jars and 3.5 kg.",
        "",
    ]
    for text in texts + texts:
        assert clock_leads.hour_minutes_at(text) == clock_leads._hour_minutes_at(text)
    assert {m for _, m, _ in clock_leads.hour_minutes_at(texts[0])} == {6, 20, 160}


@pytest.mark.skipif("evidence.clock_leads" in core.compiled_modules(), reason="counts calls by patching; compiled calls are bound early")
def test_rules_text_durations_read_once_per_text(monkeypatch) -> None:
    """(speed42) A run's rules text, read by `stated_shifts.pause_lengths` for every case of the run,
    has its durations read once, not once per case."""
    from evidence_audit.evidence import clock_leads, stated_shifts

    read: list[str] = []
    real = clock_leads._hour_minutes_at

    def counting(text: str) -> tuple[tuple[int, int, str], ...]:
        read.append(text)
        return real(text)

    monkeypatch.setattr(clock_leads, "_hour_minutes_at", counting)
    clock_leads._AT_READ.clear()
    rules = "Rules: each lot takes 6 minutes, with a 20-minute changeover between two lots. Speed-42 notes."
    first = stated_shifts.pause_lengths(rules)
    for _ in range(5):
        assert stated_shifts.pause_lengths(rules) == first
    assert first == {6, 20}
    assert len(read) == 1
