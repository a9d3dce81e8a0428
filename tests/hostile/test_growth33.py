"""(fold33) Per-value work round 32's merge left, cut and counted (lines run, not time):
`narration.is_unit_base` read the whole answer again for each `L/100`-shaped value (quadratic in an
answer of many such tokens with no unit after); `products._rate_rule`'s late try read the previous
answer's quantities again for each value; `basis`'s restated policy counts built and searched a
pattern per policy span for each date. Each reading is now done once and equals the one it replaces."""

from __future__ import annotations

import random
import re

from evidence_audit.evidence import narration
from evidence_audit.evidence.computed import basis, products

from .work_counts import WorkCounter, forget_readings, is_pure

import pytest

pure = pytest.mark.skipif(not is_pure(), reason="counts lines run by the pure-Python core")


def _lines(counter: WorkCounter, prefix: str) -> int:
    return sum(w for k, w in counter.functions.items() if k.startswith(prefix))


def _unit_base_work(n: int) -> int:
    """Lines `narration` runs when the gate asks `is_unit_base` of each of an answer's n `l/100`."""
    answer = "".join(f"Leg {k}: {6 + k % 3}.{k % 10} L/100, " for k in range(n)) + "done."
    forget_readings()
    with WorkCounter(by_function=True) as counter:
        for _ in range(n):
            assert not narration.is_unit_base("l/100", answer)
    return _lines(counter, "narration:")


@pure
def test_a_unit_base_is_looked_up_not_searched_per_value() -> None:
    """4x the `L/100` tokens (no unit after any): under 5x the lines (main: 16x, each value searched
    every token)."""
    small, large = _unit_base_work(50), _unit_base_work(200)
    assert large < 5 * small, (small, large)


def _searched_unit_base(value: str, answer: str) -> bool:
    """bd6c6f7c's `is_unit_base`: the value searched in the answer, a unit's word after one."""
    m = narration._UNIT_BASE.fullmatch(value)
    if m is None or narration.unit_of(m.group(1)) is None:
        return False
    for found in re.finditer(re.escape(value), answer, re.IGNORECASE):
        after = narration._UNIT_WORD_AFTER.match(answer, found.end())
        if after is not None and narration.unit_of(after.group(1)) is not None:
            return True
    return False


def test_the_unit_bases_read_once_equal_the_search_they_replace() -> None:
    values = ["l/100", "l/10", "l/1000", "ml/100", "g/100", "kg/10", "\u00b5g/10", "m/100", "km/100", "s/10"]
    pieces = ["L", "l", "m", "M", "k", "g", "\u00b5", "\u03bc", "/", "10", "100", "1000", "0", " ", "km", " km",
              "ml", "x", "\u00a0", "kWh", "s", "\u017f", "\u212a"]
    rng = random.Random(33)
    for _ in range(5000):
        answer = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 10)))
        value = rng.choice(values)
        assert narration.is_unit_base(value, answer) == _searched_unit_base(value, answer), (value, answer)
    assert narration.is_unit_base("l/100", "Uses 6.77 L/100 km on the motorway")
    assert narration.is_unit_base("l/100", "0.3 ml/100 km")  # found inside `ml/100`, as the search found it
    assert not narration.is_unit_base("l/10", "6.77 L/100 km")


@pure
def test_the_previous_answers_quantities_are_read_once() -> None:
    """The late try asks the previous answer's quantities for each value: 50 asks run under 2x the
    lines of one (main: 50x)."""
    previous = "; ".join(f"batch {k}: {1000 + k:,} kg" for k in range(400))
    forget_readings()
    with WorkCounter(by_function=True) as one:
        first = products._previous_quantities(previous)
    forget_readings()
    with WorkCounter(by_function=True) as fifty:
        for _ in range(50):
            assert products._previous_quantities(previous) == first
    assert _lines(fifty, "computed.products:") < 2 * _lines(one, "computed.products:")
    assert [q[0] for q in first] == [1392 + k for k in range(8)]  # the last MAX_PREVIOUS_QUANTITIES


@pytest.mark.parametrize(("sentence", "count", "written"), [
    ("\u10db\u10d8\u10ec\u10dd\u10d3\u10d4\u10d1\u10d8\u10d3\u10d0\u10dc 14 \u10d3\u10e6\u10d4\u10e8\u10d8, 22.10.2026", 14, True),
    ("due 14.10.2026", 14, False),  # inside a date
    ("14,5 kg", 14, False),  # inside an amount
    ("214 days", 14, False),  # inside a longer number
    ("(14) days", 14, True),
    ("-14 days", 14, False),  # a hyphen before it, as the pattern refused
    ("in 0 days", 0, True),
])
def test_a_sentences_counts_are_read_once_for_every_span(sentence: str, count: int, written: bool) -> None:
    """One reading of the sentence's own numbers for all the policy's spans, equal to the pattern
    the count's digits were searched with per span."""
    searched = re.search(r"(?<![0-9.,/:\-])" + str(count) + r"(?![0-9]|[.,/:\-][0-9])", sentence) is not None
    assert (str(count) in basis._written_counts(sentence)) == searched == written
