"""(zones34) Thousands of clocks on one line of an answer (`12:30 12:30 ...`): `zones.zone_in_clause`
and `zones._zone_at` scanned `_MENTION` from each clock's clause or line start (`_zone_at`: from the
answer's start) up to the clock, so the cost was clocks x line length (2,800 clocks: about 95 s of
`check`). The mentions and clause ends are now read once per answer and bisected; the window's
edges, where a cut scan reads differently from the full one, are searched anew.

Proven equal to the old scans (copied below as the oracle) on random answers, and linear: CPU time,
the best of three, a generous bound on the growth from n to 4n clocks (linear is 4x, the square 16x)
and a floor so that noise on a quick check cannot fail it."""

from __future__ import annotations

import random
import re
import time

from evidence_audit.evidence import check_answer, resolve_gate, zones

from ..evidence._helpers import history
from .helpers import least_cpu
from .work_counts import forget_readings

GATE = resolve_gate({})


# --- the oracle: 97b021b3's scans -------------------------------------------------------------------

def _old_zone_at(answer: str, start: int, end: int) -> zones.Zone | None:
    decided, zone = zones._zone_here(answer, start, end)
    if decided:
        return zone
    last: re.Match[str] | None = None
    for m in zones._MENTION.finditer(answer, 0, start):
        if zones._COMPARED.search(answer, max(0, m.start() - 16), m.start()) is None:
            last = m
    return zones._zone_of(last) if last is not None else None


def _old_zone_in_clause(answer: str, start: int, end: int) -> zones.Zone | None:
    decided, zone = zones._zone_here(answer, start, end)
    if decided:
        return zone
    clause_start = max(answer.rfind("\n", 0, start) + 1, 0)
    for m in zones._CLAUSE_END.finditer(answer, clause_start, start):
        clause_start = m.end()
    last: re.Match[str] | None = None
    for m in zones._MENTION.finditer(answer, clause_start, start):
        if zones._COMPARED.search(answer, max(0, m.start() - 16), m.start()) is None:
            last = m
    return zones._zone_of(last) if last is not None else None


PIECES = [
    "12:30", "9:05", "23:59", "1", "05", "30", ":", " ", " ", " ", "  ", "\n", ";", ". ", "! ", "? ", ".", ",",
    "a.m. ", "p.m.", "-", "+", "(", ")", "x", "time", " time", "EST", "CET", "CEST", "PDT", "IST", "ET",
    "UTC", "GMT", "UTC+2", "UTC+05:30", "GMT-5", "GMT+123", "UTC +0530", "utc", "Z", "Berlin", "Berlin time",
    "New York", "new york", "St. Louis", "St.", "Louis", "New Delhi", "Delhi", "Salt Lake City", "Lake City",
    "Central", "central", "Central European Summer Time", "Central European Time", "eastern daylight time",
    " ahead of ", " than ", " behind the ", "behind ", "Zürich", "Denver", "Pacific", "Mountain Time", "ſ",
]


def _answers(seed: int, count: int):
    rng = random.Random(seed)
    for _ in range(count):
        yield "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 40)))


def test_zones_read_once_equal_the_old_scans_on_random_answers() -> None:
    """Every clock of a few thousand random answers (and a few other positions, which the old scan
    reads when no digit follows them) gets the zone the old scans gave it."""
    rng = random.Random(34)
    asked = named = 0
    for answer in _answers(34, 4000):
        spots = [(m.start(), m.end()) for m in re.finditer(r"[0-9]{1,2}:[0-9]{2}", answer)]
        spots += [(p, min(len(answer), p + rng.randint(0, 5))) for p in (rng.randint(0, len(answer)) for _ in range(3))]
        for start, end in spots:
            want_at, want_clause = _old_zone_at(answer, start, end), _old_zone_in_clause(answer, start, end)
            assert zones._zone_at(answer, start, end) == want_at, (answer, start, end)
            assert zones.zone_in_clause(answer, start, end) == want_clause, (answer, start, end)
            asked += 1
            named += want_at is not None
    assert asked > 10000 and named > 2000, (asked, named)


def test_a_mention_spanning_the_clause_start_or_cut_by_the_clock_reads_as_before() -> None:
    """The edges: `St. Louis` spans the clause start its stop makes; `GMT+12345` is no offset in the
    whole text, but `GMT+12` is where the clock's start cuts it; a `;` right before the clock."""
    for answer in ("Meet in St. Louis 12:30 then 14:00", "GMT+12345:30 x", "EST 09:00; CET;12:30",
                   "Berlin time. 12:30", "2 hours ahead of Denver, 12:30"):
        for m in re.finditer(r"[0-9]{1,2}:[0-9]{2}", answer):
            for start in (m.start(), m.start() + 1):
                assert zones._zone_at(answer, start, m.end()) == _old_zone_at(answer, start, m.end())
                assert zones.zone_in_clause(answer, start, m.end()) == _old_zone_in_clause(answer, start, m.end())


# --- growth -----------------------------------------------------------------------------------------

RESULT = '{"lesson": "L-12", "start": "2026-11-19T09:30:00Z", "room": "B"}'
OPENING = "Your tuning is at 10:30 CET on Thursday (Berlin time); the lessons after it:"


def _cost(n: int, under: float | None = None) -> float:
    """CPU seconds of one check of an answer with a line of n clocks, best of 3 (stopping at one
    `under`: `least_cpu`), each read anew."""
    answer = OPENING + "\n" + "12:30 " * n + "x\nSee you then."
    run = history(RESULT, system="You are the assistant of a piano workshop.", user="when is my tuning?")
    return least_cpu(lambda: check_answer(answer, run, GATE), 3, under, before=lambda: forget_readings(GATE))


def test_a_line_of_clocks_is_read_in_linear_time() -> None:
    """4x the clocks: under 8x the time (97b021b3: about 16x; 2,800 clocks about 95 s)."""
    small = _cost(300)
    large = _cost(1200, under=max(8 * small, 0.5))
    assert large < max(8 * small, 0.5), (small, large)
