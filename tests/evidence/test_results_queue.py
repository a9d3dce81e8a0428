"""The queue of results the `carried-rate` and `carried-mean` rules read lazily, and the bounds of
`carried-mean` on hostile arrays (work bounded before it is done, counted, never timed)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from evidence_audit.core import compiled_modules
from evidence_audit.evidence import means
from evidence_audit.evidence.means import MAX_ELEMENTS, MAX_MEANS, CarriedMeans
from evidence_audit.evidence.rates import CarriedRates
from evidence_audit.evidence.results_queue import MAX_RESULTS, ResultsQueue
from evidence_audit.evidence.served import Served


def _served(parsed: Any) -> Served:
    return Served(parsed=parsed, has_parsed=True)


def test_the_queue_keeps_the_latest_results_and_empties_when_taken() -> None:
    queue = ResultsQueue()
    for position in range(MAX_RESULTS + 10):
        queue.add(_served(position), position)
    taken = queue.take()
    assert [position for _, position in taken] == list(range(10, MAX_RESULTS + 10))
    assert queue.take() == []


def test_rates_and_means_read_only_the_latest_results_of_a_long_run() -> None:
    rates, averages = CarriedRates(), CarriedMeans()
    old = _served({"rates": {"ARS": 1184.501987, "CLP": 948.85}, "rows": [{"n": 100}, {"n": 300}]})
    rates.add_result(old, 0)
    averages.add_result(old, 0)
    filler = _served({"ok": True})
    for position in range(1, MAX_RESULTS + 1):
        rates.add_result(filler, position)
        averages.add_result(filler, position)
    assert rates.rates() == []  # the first result was dropped unread
    assert averages.explain(Decimal(200), "200") is None
    fresh = CarriedMeans()
    fresh.add_result(old, 0)
    assert fresh.explain(Decimal(200), "200") is not None  # (the same result, kept, is read)


# Reads are counted through a dict subclass's `get`, which compiled code does not call (it reads
# the dict directly): these run on the interpreted core, the one the source is tested as.
counted = pytest.mark.skipif("evidence.means" in compiled_modules(), reason="the compiled core reads dicts directly")


class _Counting(dict):
    """A record that counts the cells read from it (`get`)."""

    reads = 0

    def get(self, key: Any, default: Any = None) -> Any:
        _Counting.reads += 1
        return super().get(key, default)


def _hostile(width: int) -> list[dict]:
    """64 records of `width` word columns of two values each (each a group), and one number."""
    return [
        _Counting({**{f"k{i}": ("a" if (r + i) % 2 else "b") for i in range(width)}, "n": r})
        for r in range(MAX_ELEMENTS)
    ]


@counted
def test_a_wide_array_of_words_costs_a_few_reads_per_cell() -> None:
    """Each (column, group) pair read every record before: 300 columns cost ~23 million reads."""
    width = 300
    averages = CarriedMeans()
    averages.add_result(_served({"rows": _hostile(width)}), 1)
    _Counting.reads = 0
    assert averages.explain(Decimal("31.5"), "31.5") is not None  # the mean of `n` is still found
    cells = MAX_ELEMENTS * (width + 1)
    assert _Counting.reads <= 3 * cells + means.MAX_PAIRS
    assert len(averages._means) <= MAX_MEANS


@counted
def test_once_the_means_are_full_no_array_is_read() -> None:
    averages = CarriedMeans()
    for position in range(3):
        averages.add_result(_served({"rows": _hostile(300)}), position)
    _Counting.reads = 0
    averages.explain(Decimal("31.5"), "31.5")
    first = _Counting.reads  # the first result fills the means
    assert len(averages._means) == MAX_MEANS
    averages.add_result(_served({"rows": _hostile(300)}), 4)
    _Counting.reads = 0
    averages.explain(Decimal("31.5"), "31.5")
    assert first > 0 and _Counting.reads == 0


@counted
def test_an_array_longer_than_the_bound_is_not_read() -> None:
    averages = CarriedMeans()
    huge = [_Counting({"n": i, "kind": i % 2}) for i in range(100_000)]
    averages.add_result(_served({"rows": huge}), 1)
    _Counting.reads = 0
    assert averages.explain(Decimal("49999.5"), "49999.5") is None
    assert _Counting.reads == 0


def test_an_ask_reads_the_waiting_results_only_for_a_value_of_enough_digits() -> None:
    queue = ResultsQueue()
    queue.add(_served({"n": 1}), 3)
    read: list[int] = []
    for short in ("12", "0.05", "1,2", "12a", ""):  # under three significant digits, or no plain number
        assert queue.read_for(short, 3, lambda served, position: read.append(position)) == -1
    assert read == []
    assert queue.read_for("1,404.50", 3, lambda served, position: read.append(position)) == 2
    assert read == [3] and queue.take() == []
    assert queue.read_for("0.125", 3, lambda served, position: read.append(position)) == 3
