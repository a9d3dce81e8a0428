"""The run's latest results not read yet, for a rule that reads them only when an answer first asks.

The `carried-rate` (`rates.py`) and `carried-mean` (`means.py`) rules read a run's results lazily:
most answers never ask them, so a result is kept as it comes and read at the first ask. Both keep
the same bounded queue, here: only the latest MAX_RESULTS results of a long run wait (an older one
is dropped unread), so the work of an ask is bounded whatever the run's length. Pure: no I/O.
"""

from __future__ import annotations

from typing import Final

from .served import Served

__all__ = ["MAX_RESULTS", "ResultsQueue"]

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
