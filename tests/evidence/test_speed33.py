"""(speed33) Two prechecks of the check's hot paths, cut without changing an output: work skipped
where it can find nothing is counted (calls, not time), and the test each precheck rests on is
checked against the readers it skips on random and edge texts."""

from __future__ import annotations

import random

import pytest

from evidence_audit import core
from evidence_audit.evidence import near_misses, word_dates
from evidence_audit.evidence.near_misses import slip_candidates
from evidence_audit.evidence.slashed_dates import slashed_in
from evidence_audit.evidence.unverified import numbers_of
from evidence_audit.evidence.word_dates import answer_dates, impossible_dates, judge_dates, yearless_dates
from evidence_audit.evidence.written import may_name_a_month
from evidence_audit.evidence.yearless_words import yearless_in


def _counting(monkeypatch: pytest.MonkeyPatch, module: object, name: str) -> list[int]:
    calls: list[int] = []
    real = getattr(module, name)

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, counted)
    return calls


@pytest.mark.skipif("evidence.near_misses" in core.compiled_modules(), reason="counts calls by patching; compiled calls are bound early")
def test_an_answer_with_no_slip_to_be_reads_no_layout(monkeypatch: pytest.MonkeyPatch) -> None:
    """Short numbers the check asks about (neither carried nor said) with no carried number one slip
    from any: the answer's layout, table cells and column counts are not read (bd6c6f7c read them
    on every call that had such a number, in each of the three modes); one slip from a carried
    number reads them once, and is still a candidate."""
    layouts = _counting(monkeypatch, near_misses, "Layout")
    counts = _counting(monkeypatch, near_misses, "_column_counts")
    answer = "\n".join(f"| Room {k} | {40 + k} | {k + 11} |" for k in range(1, 20)) + "\nIn all 87 nights."
    carried = {"9001", "8002"}
    numbers = numbers_of(answer)
    for mode in ("", "keys", "lone"):
        assert slip_candidates(answer, carried, set(), 6, numbers, None if mode == "" else carried, mode) == {}
    assert layouts == [] and counts == []
    slipped = answer + "\nThe deposit is 9010 in all."  # the carried 9001, its last two digits swapped
    assert list(slip_candidates(slipped, {"9001"}, set(), 6)) == ["9010"]
    assert len(layouts) == 1 and len(counts) == 1


@pytest.mark.skipif("evidence.word_dates" in core.compiled_modules(), reason="counts calls by patching; compiled calls are bound early")
def test_an_answer_with_no_month_and_no_slash_builds_no_date_judges(monkeypatch: pytest.MonkeyPatch) -> None:
    """`judge_dates` of an answer with no month's name and no slash reads nothing (bd6c6f7c read
    it for impossible dates, dates with a year and yearless ones); one with a month reads it."""
    impossible = _counting(monkeypatch, word_dates, "impossible_dates")
    slashed = _counting(monkeypatch, word_dates, "slashed_in")
    args = (lambda iso, written: None, lambda iso: False, lambda iso: False)
    assert judge_dates("Room 4: 3 nights at 85.00, 255.00 in all (ref W1234567).", *args, years=lambda: [2026]) == []
    assert impossible == [] and slashed == []
    judge_dates("Check-in 14 March, 3 nights.", *args, years=lambda: [2026])
    assert len(impossible) == 1 and len(slashed) == 1
    judge_dates("Check-in 14/03, 3 nights.", *args, years=lambda: [2026])
    assert len(impossible) == 2 and len(slashed) == 2


_PIECES = [
    "May", "may", "MARCH", "mar", "Dec.", "juNe", "sept", "14", "2026", "03", "1st", "the", "of", ",", ".", " ",
    "\n", "–", "-", "Tue", "night", "31", "29", "Feb", "ſept", "ocTober", "12:30", "1.250", "€", "km", "aug", "NOV",
    "\u00a0", "30th", "jan", "Apr", "jul", "jun", "2025", "7", "x",
]


def test_the_precheck_skips_only_texts_every_reader_finds_nothing_in() -> None:
    """On random texts of month names, numbers and separators: a text with no month's start and no
    slash holds nothing any of `judge_dates`' readers finds (so its answer is `[]`), and a text with
    one is judged as before the precheck (the readers run)."""
    rng = random.Random(33)
    skipped = 0
    for _ in range(4000):
        text = "".join(rng.choice(_PIECES) + rng.choice(["", " ", " "]) for _ in range(rng.randrange(1, 14)))
        if rng.random() < 0.1:
            text = text.replace(rng.choice(["-", ".", " "]), "/")
        if "/" in text or may_name_a_month(text):
            continue
        skipped += 1
        assert impossible_dates(text) == [] and list(answer_dates(text)) == [] and list(yearless_dates(text)) == []
        assert yearless_in(text, []) == [] and slashed_in(text, []) == []
    assert skipped > 300
