"""(round 31) The `leg-sum` clock rule: a clock of an itinerary the answer lists, a start it wrote
plus the running total of the durations a result's records of legs carry, up to the record the
value's line names.

A route, a tour, a run of sessions comes as records of legs, each with its durations in minutes or
hours (`stop,customer,km,drive_min,unload_min` then a row per stop; a JSON array of `{"leg": ...,
"travel_min": 40, "stay_min": 15}`). The answer gives the clock of each stop from the start: `Leaving
at 06:30: 1. Cafeteria Les Arcades: 06:54 2. Hotel Mirador: 07:35 ...` (06:30 + 24, then + 10 +
31: the first stop's unloading and the drive to the second). `schedule-step` reads a row's two clocks
and one record's durations; the running total over several records no rule read.

The rule: the records of one array (2 to `MAX_LEGS`) whose keys name minutes or hours
(`record_ends.unit_minutes`: `drive_min`, `est_h`, `duration_minutes`) are read in order, each record's
durations in its keys' order, into running totals; the value is the start the answer wrote
before it plus the total that ends a record the value's line names (its
durations up to its first, an arrival, or up to its last, a departure), the record named by a word
of 4+ letters of one of its text cells (`depot`, `Mirador`); the start is the earliest resolved clock
of the answer before it (of the last 8: `clock_leads.answer_bases`), the totals running from the
itinerary's first record. The chance test: the value is refused when a one-digit neighbour of it is
such a total of a record its line names; a value no total
of a named record reaches stays flagged. Its price: an invented clock equal to a start plus the legs
up to the stop its line names, none of its neighbours so reached.
"""

from __future__ import annotations

import re
from typing import Any, Final

from .clock_forms import VALUE_CLOCK, value_clock, value_clock_neighbours
from .clock_leads import answer_bases
from .durations import ClockDerivation
from .record_ends import unit_minutes
from .served import Served
from .text_tables import table_records
from .walk import containers

__all__ = ["LegTables", "explain_leg_sum"]

MAX_LEGS: Final = 32  # the records of one itinerary read
MAX_TABLES: Final = 4  # the latest itineraries kept
MAX_NODES: Final = 2_000  # the containers of a result walked
DAY: Final = 24 * 60
_WORD: Final = re.compile(r"[^\W\d_]{4,}")
_KEY_PART: Final = re.compile(r"[a-z]+")


class _Leg:
    """One record of an itinerary: its names' words, and the running totals (minutes) that end at
    its first duration (an arrival) and at its last (a departure)."""

    __slots__ = ("words", "arrive", "leave", "name")

    def __init__(self, words: frozenset[str], arrive: float, leave: float, name: str) -> None:
        self.words = words
        self.arrive = arrive
        self.leave = leave
        self.name = name


def _legs(records: list[Any]) -> list[_Leg] | None:
    """The legs of an array of records, or None when it is no itinerary (under 2 records, or a
    record with no duration key)."""
    if not 2 <= len(records) <= MAX_LEGS or not all(isinstance(r, dict) for r in records):
        return None
    out: list[_Leg] = []
    total = 0.0
    for record in records:
        words: set[str] = set()
        durations: list[float] = []
        name = ""
        for key, leaf in record.items():
            if isinstance(leaf, str):
                found = _WORD.findall(leaf.lower())
                words.update(found)
                if found and not name:
                    name = leaf
            elif isinstance(leaf, (int, float)) and not isinstance(leaf, bool) and isinstance(key, str):
                unit = unit_minutes(key) if "m" not in _KEY_PART.findall(key.lower()) else 0  # `length_m`: metres
                if unit and 0 <= leaf * unit < DAY:
                    durations.append(float(leaf) * unit)
        if not durations:
            return None
        arrive = total + durations[0]
        total += sum(durations)
        out.append(_Leg(frozenset(words), arrive, total, name))
    return out


class LegTables:
    """The run's itineraries (the latest `MAX_TABLES`), read from a result when first asked."""

    __slots__ = ("_unread", "_tables")

    def __init__(self) -> None:
        self._unread: list[Served] = []
        self._tables: list[list[_Leg]] = []

    def add_result(self, served: Served) -> None:
        if served.has_parsed or served.text:
            self._unread.append(served)
            del self._unread[:-MAX_TABLES]

    def tables(self) -> list[list[_Leg]]:
        if self._unread:
            unread, self._unread = self._unread, []
            for served in unread:
                view = served if served.has_parsed else table_records(served)
                if view is None or not isinstance(view.parsed, (dict, list)):
                    continue
                for node, _, _ in containers(view.parsed, MAX_NODES):
                    if isinstance(node, list):
                        legs = _legs(node)
                        if legs is not None:
                            self._tables.append(legs)
            del self._tables[:-MAX_TABLES]
        return self._tables


def explain_leg_sum(answer: str, value: str, resolved: list[str], tables: LegTables) -> ClockDerivation | None:
    """The value (a normalized clock) as a start the answer wrote plus the legs up to the record its
    line names (the module's docstring), or None."""
    if not resolved:
        return None
    target = value_clock(value, VALUE_CLOCK)
    if target is None:
        return None
    itineraries = tables.tables()
    if not itineraries:
        return None
    found = answer_bases(answer, value, resolved)
    if found is None or not found[1]:
        return None
    written, bases = found[0], found[1][:1]  # the start: the earliest resolved clock written before it
    line_start = answer.rfind("\n", 0, written.start()) + 1
    line_end = answer.find("\n", written.end())
    line_words = set(_WORD.findall(answer[line_start : len(answer) if line_end < 0 else line_end].lower()))
    named = [leg for legs in itineraries for leg in legs if leg.words & line_words]
    if not named:
        return None
    exact = target[1]
    reaches: list[float] = []
    hit: ClockDerivation | None = None
    for base, how, at in bases:
        for leg in named:
            for total, what in ((leg.arrive, "to the arrival"), (leg.leave, "to the departure")):
                reach = base + total
                reaches.append(reach)
                if hit is None and _lands(reach, target[0], exact):
                    hit = ClockDerivation(
                        "leg-sum", f"{how} + {_minutes(total)} min = {value}",
                        ((how, "answer", f"answer offset {at}"),
                         (_minutes(total), "duration", f"the legs' durations summed {what} at {leg.name!r}")))
    if hit is None:
        return None
    for near, near_exact in value_clock_neighbours(value, VALUE_CLOCK):
        if any(_lands(reach, near, near_exact) for reach in reaches):
            return None  # the chance test: a neighbour is a total of a named record too
    return hit


def _lands(reach: float, target: int, exact: bool) -> bool:
    if reach != int(reach):
        return False
    return int(reach) % DAY == target if exact else int(reach) % (DAY // 2) == target % (DAY // 2)


def _minutes(total: float) -> str:
    return str(int(total)) if total == int(total) else str(total)
