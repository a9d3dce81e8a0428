"""The precision rules under hostile input: bounded cost, and caps that never excuse a value.

Answers built to make a rule family work hardest (`rule_inputs.py`): before these bounds, an answer
of 5,000 numbers cost minutes in the arithmetic rules (each value scanned every number), 317 KB of
separators 310 s (each number searched its sentence from its start), 1,000 distinct clocks 72 s
(each clock walked every token and zone mention of the answer). Each is checked in a child process
under a generous timeout (a hang test, not a speed target); `bench/bench_rule_growth.py` measures
how the cost grows. The one-pass readings are tested equal to the searches they replace, and the
caps are tested to leave a value flagged, never grounded or computed, past them.
"""

from __future__ import annotations

import json
import multiprocessing
import random

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence import computed, spellings
from evidence_audit.evidence.computed import basis as computed_basis, reading as computed_reading
from evidence_audit.evidence.layout import sentence_start
from evidence_audit.evidence.normalize import normalize_token, token_spans

from .helpers import least_cpu
from .rule_inputs import FAMILIES


def _check_in_child(family: str, size: int, queue) -> None:  # pragma: no cover - runs in a child process
    answer, result, *user = FAMILIES[family][0](size)
    history = [{"role": "user", "content": user[0] if user else "report"}, {"role": "tool", "content": result}]
    verdict = check_answer(answer, history, resolve_gate({}))
    queue.put(len(verdict.unsupported))


def _bounded(family: str, size: int, timeout: float) -> int:
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    child = context.Process(target=_check_in_child, args=(family, size, queue))
    child.start()
    child.join(timeout)
    if child.is_alive():
        child.kill()
        pytest.fail(f"{family} at size {size} was not checked within {timeout} s")
    return queue.get(timeout=10)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("family", "size"),
    [
        ("numbers", 5_000),  # minutes before (2.5 s at 600 numbers, growing 4x per 2x)
        ("amounts", 5_000),
        ("separators", 25_000),  # 310 s before
        ("clocks", 2_000),  # 72 s at 1,000 before, 4x per 2x
        ("equation_chain", 4_000),
        ("table", 10_000),
        ("spelled_tokens", 4_000),
        ("written_ranges", 2_000),
        # round 6's rules
        ("approx_bands", 4_000),  # 3.5x per 2x before: each band read every decimal of the answer
        ("versions", 2_000),  # 3.2x per 2x before: each bump searched its sentence and the answer before it
        ("line_ranges", 4_000),
        ("restated", 4_000),
        ("stamp_gaps", 4_000),
        ("escaped", 4_000),
        ("arithmetic6", 500),
        ("assist11", 500),
        ("worst12", 1_000),
        ("date_steps13", 2_000),  # round 13: each date asks its spans and its one-digit neighbours'
        ("columns20", 10_000),  # round 20: a CSV result of 10,000 rows read as records
        ("aligned26", 10_000),  # round 26: a fixed-width report of 10,000 rows read as records
    ],
)
def test_a_hostile_answer_is_checked_in_bounded_time(family: str, size: int) -> None:
    """Each finishes in a few seconds here; the bound is generous for a loaded machine."""
    assert _bounded(family, size, timeout=90) > 0


ROUND6 = ("line_ranges", "approx_bands", "dotted_dates", "versions", "constants", "names", "restated", "ratios",
          "said_dates", "stamp_gaps", "escaped", "arithmetic6", "assist11", "worst12", "date_steps13", "columns20", "aligned26")


@pytest.mark.slow
@pytest.mark.parametrize("family", ROUND6)
def test_a_round6_family_costs_about_linear_in_its_input(family: str) -> None:
    """4x the input costs under 10x (linear: 4x; the square: 16x, as `approx_bands` and `versions`
    did). CPU seconds of this process, the best of two, floored at 0.05 s so that noise on an input
    checked in a few milliseconds cannot fail it: a bound on growth, not a speed target."""
    def cost(size: int, under: float | None = None) -> float:
        answer, result, *user = FAMILIES[family][0](size)
        history = [{"role": "user", "content": user[0] if user else "report"}, {"role": "tool", "content": result}]
        return least_cpu(lambda: check_answer(answer, history, GATE), 2, under)  # stops at one under (ci38)

    first = FAMILIES[family][1] // 2
    small = cost(first)
    large = cost(4 * first, under=10 * max(small, 0.05))
    assert large / max(small, 0.05) < 10, (family, small, large)


# --- the one-pass readings equal the searches they replace -----------------------------------------

_PIECES = ["each", "Every", "per", "PER", "x", "1", "12", "$5", "3.5", " ", " ", ". ", "! ", ";", "\n", "?", ".",
           "eachy", "a", "per5", "1-2", "(", ")", ",", "\u00e9", "_", "10:30", "10:30am", "PM", " UTC"]


def _texts(count: int):
    rng = random.Random(7)
    for _ in range(count):
        yield "".join(rng.choice(_PIECES) for _ in range(rng.randrange(1, 40)))


def test_each_number_reads_its_sentence_per_unit_word_as_the_search_did() -> None:
    """`each` of an occurrence: a per-unit word in its sentence before it, found from one pass."""
    checked = 0
    for text in _texts(4_000):
        for o in computed_reading._read_occurrences(text, True):
            want = computed_reading._PER_UNIT_BEFORE.search(text, sentence_start(text, o.start), o.start) is not None
            assert o.each == want, (text, o.start)
            checked += want
    assert checked > 100


def test_sentence_breaks_give_every_sentence_start() -> None:
    from bisect import bisect_right

    for text in _texts(2_000):
        breaks = computed_reading._sentence_breaks(text)
        for k in range(len(text) + 1):
            assert breaks[bisect_right(breaks, k) - 1] == sentence_start(text, k), (text, k)


def test_a_values_occurrences_come_from_the_token_index_in_text_order() -> None:
    for text in _texts(2_000):
        forms = {normalize_token(p) for _, p in token_spans(text)}
        for form in list(forms)[:3]:
            wanted = {form, "10:30", "12"}
            walked = [(s, p) for s, p in token_spans(text) if normalize_token(p) in wanted]
            assert spellings.occurrences_of(text, wanted) == walked


# --- the caps: past them a value is judged without the rule, so it stays flagged ---------------------

GATE = resolve_gate({})


def _judge(answer: str, result: str):
    return check_answer(answer, [{"role": "user", "content": "totals?"}, {"role": "tool", "content": result}], GATE)


def test_a_total_is_computed_in_an_ordinary_answer() -> None:
    verdict = _judge("Items: $105.00 and $102.00. Total: $207.00.", '{"a": 105.0, "b": 102.0}')
    assert [c.value for c in verdict.computed] == ["207"]
    assert not verdict.unsupported


def test_past_the_arithmetic_work_bound_a_total_stays_flagged() -> None:
    """The same total after thousands of unexplained numbers that spend the work bound first."""
    filler = ", ".join(str(10_007 + 13 * i) for i in range(3_000))
    verdict = _judge(f"Codes {filler}. Items: $105.00 and $102.00. Total: $207.00.", '{"a": 105.0, "b": 102.0}')
    assert "207" in {c.value for c in verdict.unsupported}
    assert "207" not in {c.value for c in verdict.computed}


def test_past_the_arithmetic_length_bound_a_total_stays_flagged() -> None:
    padding = "word " * (computed.MAX_ARITHMETIC_CHARS // 5)
    verdict = _judge(f"Items: $105.00 and $102.00. Total: $207.00. {padding}", '{"a": 105.0, "b": 102.0}')
    assert "207" in {c.value for c in verdict.unsupported}


def test_a_converted_clock_is_grounded_then_flagged_past_the_zone_bound() -> None:
    """`6:42 AM CDT` for a carried `11:42:00Z`: the zone rule grounds it; after thousands of other
    clocks that spend the zone rule's work bound, the same clock stays flagged."""
    result = '{"at": "2026-03-18T11:42:00Z"}'
    assert not _judge("It lands at 6:42 AM CDT.", result).unsupported
    others = "; ".join(f"{h % 12 + 1}:{m:02d} PM CDT" for h in range(12) for m in range(0, 60, 1) if m % 7)
    verdict = _judge(f"Other slots: {others}. It lands at 6:42 AM CDT.", result)
    assert "6:42" in {c.value for c in verdict.unsupported}


# --- work counted, not timed (the pure-Python core only: a compiled module cannot be patched) -------

pure = pytest.mark.skipif(not computed_basis.__file__.endswith(".py"), reason="counts work by patching the pure-Python core")


class _CountingPattern:
    """A compiled pattern that counts the characters its searches were given."""

    def __init__(self, pattern) -> None:
        self.pattern, self.chars = pattern, 0

    def search(self, text, pos=0, endpos=None):
        end = len(text) if endpos is None else endpos
        self.chars += max(0, end - pos)
        return self.pattern.search(text, pos, end)

    def finditer(self, text, *args):
        self.chars += len(text)
        return self.pattern.finditer(text, *args)


@pure
def test_reading_an_answers_numbers_searches_each_character_a_bounded_number_of_times(monkeypatch) -> None:
    """One sentence of n numbers: the per-unit word search reads O(n) characters (it read O(n^2):
    each number's sentence from its start)."""
    counted = []
    for n in (1_000, 4_000):
        pattern = _CountingPattern(computed_reading._PER_UNIT_BEFORE)
        monkeypatch.setattr(computed_reading, "_PER_UNIT_BEFORE", pattern)
        text = "Sizes " + " x ".join(str(10 + i % 80) for i in range(n)) + " each."
        computed_reading._read_occurrences(text, True)
        counted.append(pattern.chars / len(text))
    assert counted[1] < 4 and counted[1] < counted[0] * 1.5, counted


@pure
def test_the_arithmetic_rules_try_values_within_the_work_bound(monkeypatch) -> None:
    """The tries times their cost stay within MAX_ARITHMETIC_WORK whatever the number of values,
    so 4x the numbers is not 16x the work."""
    tries: list[int] = []
    original = computed.ArithmeticBasis._explain_one

    def counting(self, reading, i, known, computed_here, wide, *rest):  # (rest: speed13's NarrowTries, unstated)
        tries[-1] += (len(reading.occurrences) + len(reading.steps) + len(reading.text) // 32 + 1) * (2 if wide else 1)
        return original(self, reading, i, known, computed_here, wide, *rest)

    monkeypatch.setattr(computed.ArithmeticBasis, "_explain_one", counting)
    for n in (500, 2_000):
        tries.append(0)
        answer, result = FAMILIES["numbers"][0](n)
        _judge(answer, result)
    assert all(0 < work <= computed.MAX_ARITHMETIC_WORK * 1.01 for work in tries), tries


# --- round 6: the bump rule reads an answer once (it searched the sentence and the answer per version)


def _cued_searched(answer: str, offset: int, kind: str) -> bool:
    """`versions._cued` as it searched, before the answer was read once (the reference here)."""
    from evidence_audit.evidence.versions import _KIND_CUE

    start = max(answer.rfind(". ", 0, offset), answer.rfind("\n", 0, offset), answer.rfind("? ", 0, offset),
                answer.rfind("! ", 0, offset)) + 1
    ends = [i for i in (answer.find(". ", offset), answer.find("\n", offset), answer.find("? ", offset)) if i >= 0]
    return _KIND_CUE[kind].search(answer, start, min(ends) if ends else len(answer)) is not None


def _written_before_searched(answer: str, offset: int, version: tuple[int, int, int]) -> bool:
    text = "%d.%d.%d" % version
    at = answer.find(text, 0, offset)
    while at >= 0:
        before = answer[at - 1 : at] if at > 0 else ""
        after = answer[at + len(text) : at + len(text) + 1]
        if not (before.isdigit() or before == ".") and not (after.isdigit() or (after == "." and answer[at + len(text) + 1 : at + len(text) + 2].isdigit())):
            return True
        at = answer.find(text, at + 1, offset)
    return False


def test_the_bump_rule_reads_each_sentence_and_version_as_the_searches_did() -> None:
    from evidence_audit.evidence import versions

    pieces = ["2.14.0", "v2.14.0", "2.14.1", "12.14.0", "2.14.01", "2.14.0.5", ".", ". ", "? ", "! ", "\n", "patch", "minor",
              "major", " ", "1", "x", "feature", "breaking", "2", ".14"]
    rng = random.Random(3)
    written = 0
    for _ in range(3_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randrange(1, 30)))
        for offset in range(len(text) + 1):
            for kind in ("patch", "minor", "major"):
                assert versions._cued(text, offset, kind) == _cued_searched(text, offset, kind), (text, offset, kind)
            for version in ((2, 14, 0), (2, 14, 1), (12, 14, 0)):
                want = _written_before_searched(text, offset, version)
                assert versions._written_before(text, offset, version) == want, (text, offset, version)
                written += want
    assert written > 1_000


def test_a_version_bump_is_grounded_and_a_skipped_one_flagged_among_thousands() -> None:
    """The bump rule still reads its sentence: `2.14.1` after `v2.14.0` in a patch sentence is
    grounded; a skipped `2.14.2` stays flagged, after 1,000 other versions."""
    result = '{"tags": ["v2.14.0"]}'
    filler = ", ".join(f"{i}.{i}.{i}" for i in range(100, 1_100))
    verdict = _judge(f"Seen {filler}. We tag v2.14.0 and this patch release is 2.14.1, not 2.14.2.", result)
    flagged = {c.value for c in verdict.unsupported}
    assert "2.14.2" in flagged and "2.14.1" not in flagged


@pure
def test_the_rate_rule_pairs_a_bounded_number_of_terms_per_value(monkeypatch) -> None:
    """A line of hundreds of rates and quantities (`$10.00 per day for 2 days, 3 GB at $2.50/GB,
    ...`): the `rate` rule pairs at most the MAX_RATE_TERMS nearest rates and quantities of the
    value's line (it paired them all for each value: 100 clauses took 19 s, 4x the numbers 64x)."""
    from evidence_audit.evidence.computed import products

    calls = {"rule": 0, "unit": 0}
    rule, unit = products._rate_rule, products._same_unit

    def counting_rule(*args):
        calls["rule"] += 1
        return rule(*args)

    def counting_unit(a, b):
        calls["unit"] += 1
        return unit(a, b)

    monkeypatch.setattr(products, "_rate_rule", counting_rule)
    monkeypatch.setattr(products, "_same_unit", counting_unit)
    from evidence_audit.evidence.computed import narrow
    monkeypatch.setattr(narrow, "_rate_rule", counting_rule)
    answer, result = FAMILIES["rates11"][0](120)
    _judge(answer, result)
    bound = products.MAX_RATE_TERMS * 2 * products.MAX_RATE_TERMS
    assert calls["rule"] > 0 and calls["unit"] <= calls["rule"] * bound, calls


def test_a_rate_is_still_computed_at_the_end_of_a_long_line() -> None:
    """The nearest terms are the value's own: `7.7 GB` at `$2.00/GB` gives `$15.40` after a hundred
    other rates on the line; one digit off stays flagged."""
    clauses = ", ".join(f"${10 + i}.00 per day for {i % 9 + 2} days" for i in range(100))
    result = json.dumps({"rates": [2.0], "fees": [10 + i for i in range(100)]})
    for written, value, computed_ok in (("15.40", "15.4", True), ("15.50", "15.5", False)):
        verdict = _judge(f"Costs: {clauses}, and at $2.00/GB the 7.7 GB would cost ${written}.", result)
        assert (value in {c.value for c in verdict.computed}) is computed_ok, value
        assert (value in {c.value for c in verdict.unsupported}) is not computed_ok, value


def test_nearest_keeps_the_terms_closest_to_the_value_in_their_order() -> None:
    from evidence_audit.evidence.computed import products

    items = list(range(0, 1000, 10))  # offsets
    kept = products._nearest(items, 505, lambda x: x)
    assert len(kept) == products.MAX_RATE_TERMS and kept == sorted(kept)
    assert all(abs(x - 505) <= 125 for x in kept) and 500 in kept and 510 in kept
    assert products._nearest(items[:5], 0, lambda x: x) == items[:5]
