"""The run's latest results not read yet, for a rule that reads them only when an answer first asks.

The `carried-rate` (`rates.py`) and `carried-mean` (`means.py`) rules read a run's results lazily:
most answers never ask them, so a result is kept as it comes and read at the first ask. Both keep
the same bounded queue, here: only the latest MAX_RESULTS results of a long run wait (an older one
is dropped unread), so the work of an ask is bounded whatever the run's length. An ask of a
written value (`read_for`) reads them only when the value writes enough digits, and tells its
decimal places: what `carried_totals.py`, `means.py` and `rates.py` ask first. Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from .served import Served

__all__ = ["MAX_RESULTS", "ResultsQueue", "TurnResults"]

MAX_RESULTS: Final = 64  # the run's latest results not read yet that an answer's first ask reads


class ResultsQueue:
    """Results (with their positions in the run) kept until `take()`; the latest MAX_RESULTS."""

    __slots__ = ("_waiting",)

    def __init__(self) -> None:
        self._waiting: list[tuple[Served, int]] = []

    def add(self, served: Served, position: int) -> None:
        self._waiting.append((served, position))
        del self._waiting[:-MAX_RESULTS]  # (a long run's older results are not read: bounded work)

    def take(self) -> list[tuple[Served, int]]:
        """The results waiting, oldest first; the queue is then empty."""
        waiting, self._waiting = self._waiting, []
        return waiting

    def read_for(self, digits: str, min_digits: int, read: Callable[[Served, int], None]) -> int:
        """An ask of a value written `digits` (`1,404.50`): -1, nothing read, when it writes fewer
        than `min_digits` significant digits or is no plain number; else the results waiting are
        read (`read(served, position)`, oldest first) and its decimal places returned (`1,404.50`: 2)."""
        written = digits.replace(",", "").replace(".", "").lstrip("0")
        if len(written) < min_digits or not written.isdigit():
            return -1
        for served, position in self.take():
            read(served, position)
        point = digits.find(".")
        return len(digits) - point - 1 if point >= 0 else 0


class TurnResults:
    """A `ResultsQueue` of a run's parsed results that also knows its turns: the position of the
    latest result seen (`last`), the first of this turn's results (`fresh_from`: since the previous
    answer) and the first of the previous turn's (`prior_from`). The `carried-total`,
    `carried-ratio`, `carried-product` and `carried-difference` rules keep one each (round 21: each
    wrote this out).

    (census34) A turn is counted when it served a result or settled no number: a question
    answered from what is in hand (numbers settled, no tool called) leaves the results where they were (`How full is the RAID now?`
    three answers after the one result that carries `size_gb` and `free_gb`: `Used: 1,488 GB` is
    still a difference of that record, and its chance test still reads the same results; an answer
    that settles nothing, `Noted.`, still ages them: test_columns20). Before,
    every answer aged them, so a conversation that kept talking about the data it fetched once lost
    its records two answers later, and each number it worked out of them was flagged. A turn that
    calls a tool still moves the window as before: the results of the two latest turns that served one."""

    __slots__ = ("queue", "last", "fresh_from", "prior_from", "cut")

    def __init__(self) -> None:
        self.queue = ResultsQueue()
        self.last = -1
        self.fresh_from = 0
        self.prior_from = 0
        self.cut = -1  # (proofs36) the latest position of a result its rule stopped reading part-way (a cap reached)

    def stopped_at(self, position: int) -> None:
        """(proofs36) The rule reached its cap reading the result at `position`: what it did not read
        is missing from its chance test, so no value is explained while that result is in the window
        (`read_whole`)."""
        self.cut = max(self.cut, position)

    def read_whole(self) -> bool:
        """(proofs36) Whether every result of this turn and the previous was read whole: a neighbour
        of a value beyond a cap was once missing from the chance test, so the value was explained."""
        return self.cut < self.prior_from

    def gone(self, position: int) -> bool:
        """(long40) Whether what was read from the result at `position` is out of every later ask's
        window for good (before the previous turn's first result: `prior_from` only grows). The
        rules that keep what they read of the results for the two latest turns drop it (`forget`):
        their pools kept a run's first entries, so past its first few thousand a long run's later
        results were read into nothing (the cap reached: `stopped_at`, no value explained again) and
        every ask walked the whole stale pool."""
        return position < self.prior_from

    def add_result(self, served: Served, position: int) -> None:
        self.last = max(self.last, position)
        if served.has_parsed:
            self.queue.add(served, position)

    def answered(self, settled: bool = False) -> None:
        """An answer was given: this turn's results become the previous turn's; (census34) unless
        it was served no new result and `settled` a number (it answered from the data in hand: no
        turn passed for the results; census37: a number under the digit minimum it wrote and the check
        left standing counts, `0.56 kg.`). An answer that writes no number (`Noted.`) ages them as before."""
        if settled and self.last + 1 <= self.fresh_from:
            return
        self.prior_from, self.fresh_from = self.fresh_from, self.last + 1
