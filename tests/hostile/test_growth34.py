"""(fold34) Per-value pattern builds round 33's merge left, cut and counted (lines run, not time):
`labelled_subtotals._amounts_under` built a pattern from the name and listed the previous answer's
amounts again for each value; `stated_formulas`' late try built each variable's pattern and read the
person's last message again for each value. Each reading is now done once (per previous answer and
name; per formula; per question) and equals the one it replaces on random texts."""

from __future__ import annotations

import random
import re
from decimal import Decimal

import pytest

from evidence_audit.evidence import labelled_subtotals, stated_formulas
from evidence_audit.evidence.computed.reading import number_occurrences
from evidence_audit.evidence.layout import line_bounds

from .work_counts import WorkCounter, forget_readings, is_pure

pure = pytest.mark.skipif(not is_pure(), reason="counts lines run by the pure-Python core")


def _lines(counter: WorkCounter, prefix: str) -> int:
    return sum(w for k, w in counter.functions.items() if k.startswith(prefix))


# --- labelled_subtotals: the previous answer's lines under a name -------------------------------------

def _itemized(lines: int) -> str:
    """A previous answer of `lines` itemized lines over 8 cards, each ending with its charge."""
    return "\n".join(f"{k + 1}. CL-4100{k % 8:02d} book (due {k % 28 + 1} May): {k % 9 + 1} days x "
                     f"\u00a30.30 = \u00a3{(k % 9 + 1) * Decimal('0.30'):.2f}." for k in range(lines))


def _under_work(asks: int, names: int) -> int:
    """Lines `labelled_subtotals` runs answering `asks` values whose lines name `names` cards in turn."""
    previous = _itemized(64)
    forget_readings()
    with WorkCounter(by_function=True) as counter:
        for k in range(asks):
            labelled_subtotals._amounts_under(previous, f"CL-4100{k % names:02d}")
    return _lines(counter, "labelled_subtotals:")


@pure
def test_the_previous_answers_amounts_are_read_once_for_every_value() -> None:
    """50 values under one name: under 2x the lines of one (now 1,000 lines for 853; main d3562e06:
    70,300 for 1,406, 50x: the text's amounts listed again for each); 50 values over 8 names: under
    5x (now 1,546; main 70,300)."""
    one = _under_work(1, 1)
    assert _under_work(50, 1) < 2 * one, one
    assert _under_work(50, 8) < 5 * one, one


def _searched_amounts_under(previous_text: str, name: str) -> list[tuple[str, Decimal]] | None:
    """d3562e06's `_amounts_under`: the name's pattern built and the text's amounts listed per call."""
    pattern = re.compile(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", re.IGNORECASE)
    occurrences = [o for o in number_occurrences(previous_text) if o.amount]
    out: list[tuple[str, Decimal]] = []
    for hit in pattern.finditer(previous_text):
        line_start, line_end = line_bounds(previous_text, hit.start())
        if len(pattern.findall(previous_text, line_start, line_end)) > 1:
            return None
        last = [o for o in occurrences if line_start <= o.start < line_end and o.start > hit.end()]
        out.append((last[-1].value, last[-1].number) if last else ("", Decimal(0)))
        if len(out) > labelled_subtotals.MAX_LINES:
            return None
    return out


def test_the_lines_under_a_name_read_once_equal_the_search_they_replace() -> None:
    names = ["CL-410007", "cl-410007", "Eleri", "Room 4", "DT-3001"]
    pieces = ["CL-410007", "Eleri", "ELERI", "Room 4", "DT-300112", " ", "\n", ": ", "\u00a35.00", "$12.40",
              "4.20 \u20ac", " x ", "2 days", "-", "book", ", capped at \u00a33.00", "1. ", "no charge"]
    rng = random.Random(34)
    for _ in range(3000):
        previous = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 24)))
        name = rng.choice(names)
        expected = _searched_amounts_under(previous, name)
        assert labelled_subtotals._amounts_under(previous, name) == expected, (name, previous)
        assert labelled_subtotals._amounts_under(previous, name) == expected, (name, previous)  # kept


# --- stated_formulas: each variable's numbers ----------------------------------------------------------

FORMULA = "Knots per m2 = (raj x 100 / 7) squared."


def _formulas() -> stated_formulas.StatedFormulas:
    formulas = stated_formulas.StatedFormulas()
    formulas.add_text(FORMULA)
    return formulas


class _CountingRe:
    """`re` as `stated_formulas` sees it, its compiled patterns counting builds and characters searched."""

    def __init__(self) -> None:
        self.built = 0
        self.searched = 0

    def __getattr__(self, name: str) -> object:
        return getattr(re, name)

    def compile(self, pattern: str, flags: int = 0) -> object:
        self.built += 1
        return _CountingPattern(re.compile(pattern, flags), self)


class _CountingPattern:
    def __init__(self, pattern: re.Pattern[str], counts: _CountingRe) -> None:
        self.pattern, self.counts = pattern, counts

    def finditer(self, text: str) -> object:
        self.counts.searched += len(text)
        return self.pattern.finditer(text)


def _numbers_work(monkeypatch: pytest.MonkeyPatch, asks: int) -> tuple[int, int]:
    """The variable's patterns built and the characters they searched reading the numbers of `raj`
    for `asks` values of one answer, the person's last message a question of many numbers."""
    counting = _CountingRe()
    monkeypatch.setattr(stated_formulas, "re", counting)
    formulas = _formulas()
    question = ("knots per m2 at " + ", ".join(str(20 + k) for k in range(60)) + " raj?")[-stated_formulas.MAX_QUESTION_CHARS:]
    for k in range(asks):
        assert formulas._numbers_of("raj", f"Row {k}: at 45 raj", question)[:1] == ["45"]
    monkeypatch.undo()
    return counting.built, counting.searched


@pure
def test_the_question_is_read_once_for_every_value(monkeypatch: pytest.MonkeyPatch) -> None:
    """50 values: one pattern built (main d3562e06: 50, one per value) and 1,099 characters
    searched, 4x those of one value: the question once and each value's own sentence (main: 13,790,
    50x, the question again for each)."""
    built_one, searched_one = _numbers_work(monkeypatch, 1)
    built, searched = _numbers_work(monkeypatch, 50)
    assert built_one == built == 1
    assert searched < 5 * searched_one, (searched_one, searched)


@pure
def test_a_variables_pattern_is_built_once_per_formula(monkeypatch: pytest.MonkeyPatch) -> None:
    formulas = _formulas()

    def refused(variable: str) -> re.Pattern[str]:
        raise AssertionError(f"{variable}'s pattern built again")

    monkeypatch.setattr(stated_formulas, "_listed_before", refused)
    for k in range(20):
        assert formulas._numbers_of("raj", f"at {40 + k} raj", "and 30 raj?") == [str(40 + k), "30"]


def _searched_numbers_of(variable: str, texts: tuple[str, ...]) -> list[str]:
    """d3562e06's `_numbers_of`: the variable's pattern built and every text searched per value."""
    pattern = re.compile(r"(?<![0-9.,])" + stated_formulas._LISTED + re.escape(variable) + r"\b", re.IGNORECASE)
    out: list[str] = []
    for text in texts:
        for m in pattern.finditer(text):
            for n in stated_formulas._NUMBER.findall(m.group(1)):
                if n not in out and len(out) < stated_formulas.MAX_VALUES:
                    out.append(n)
    return out


def test_the_numbers_read_once_equal_the_search_they_replace() -> None:
    formulas = _formulas()
    pieces = ["40", "50", "60.5", "7", ", ", " and ", " or ", "/", " ", "raj", "RAJ", "rajs", ".", "1,2", "x"]
    rng = random.Random(34)
    questions = ["".join(rng.choice(pieces) for _ in range(rng.randint(0, 40))) for _ in range(12)]
    for _ in range(3000):
        before = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 16)))
        asked = rng.choice(questions)
        assert formulas._numbers_of("raj", before, asked) == _searched_numbers_of("raj", (before, asked)), (before, asked)
