"""(fold33) What round 32's review left unproven, each proven here, failing before its fix: a long run
of space groups read from every group (`locales._read_run`, `comma_amounts._reading`: quadratic,
3.5 s at 10,000 groups); `session-day` walking the calendar once per first day and count (the line's
first days x its counts x the largest count); a lower-case `sat` (a verb) read as Saturday."""

from __future__ import annotations

import random
import re
import time
from datetime import date, timedelta

import pytest

from evidence_audit.evidence import comma_amounts, locales, session_days
from evidence_audit.evidence.decimal_comma import comma_reading
from evidence_audit.evidence.locales import _SPACE, english_of, read_starts

from .work_counts import WorkCounter, forget_readings, is_pure

pure = pytest.mark.skipif(not is_pure(), reason="counts lines run by the pure-Python core")


def _read_from_every_space(run: str, after: str) -> tuple[str | None, str]:
    """bd6c6f7c's reading: the run whole, else from each later space in turn (as `comma_amounts`)."""
    at = 0
    while True:
        part = run[at:]
        english = english_of(part, after) or comma_reading(part)
        if english is not None:
            return english, part
        space = re.search(_SPACE, part)
        if space is None:
            return None, run
        at += space.end()


def test_a_long_run_of_space_groups_is_read_in_linear_time() -> None:
    run = "1" + " 234" * 20000  # 80 kB of groups and no currency after: read from no group
    started = time.process_time()
    assert locales._read_run(run, " and so on") is None
    assert comma_amounts.english_amount(run) is None
    assert time.process_time() - started < 1  # ~14 s before (every group a start, each read to the end)
    assert len(read_starts(run)) <= 3
    assert locales._read_run("2024 1 250", " \u20ac") == "1250"  # the year, then the amount
    assert comma_amounts.english_amount("2024 2 388,87") == "2388.87"


def test_the_starts_read_equal_the_reading_from_every_space() -> None:
    pieces = ["1", "12", "123", "234", "2024", "0", "1,5", "234,50", "1.250", "1.250,00", ",", " ", "\u00a0", ".", "99", ",00"]
    afters = ["", " \u20ac", " EUR", " kg", " and", "%"]
    rng = random.Random(33)
    for _ in range(20000):
        run = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 8)))
        after = rng.choice(afters)
        old = _read_from_every_space(run, after)
        assert comma_amounts._reading(run, after) == old, (run, after)
        assert locales._read_run(run, after) == _read_from_every_space_english(run, after), (run, after)


def _read_from_every_space_english(run: str, after: str) -> str | None:
    at = 0
    english = english_of(run, after)
    while english is None:
        space = re.search(_SPACE, run[at:])
        if space is None:
            return None
        at += space.end()
        english = english_of(run[at:], after)
    return english


def _session_work(n: int) -> int:
    """Lines `session_days` runs for a line of 50 first days and n counts up to MAX_COUNT."""
    counts = " ".join(str(session_days.MAX_COUNT - k) for k in range(n))
    answer = f"Fri 17 Dec 2027 (Mon/Fri; counts {counts})"
    firsts = [(200 + k, 201 + k, date(2026, 1, 5) + timedelta(weeks=k)) for k in range(50)]
    forget_readings()
    with WorkCounter() as counter:
        session_days.nth_meeting(answer, 0, 15, date(2027, 12, 17), "Fri 17 Dec 2027", firsts)
    return counter.lines["session_days"]


@pure
def test_a_first_day_is_walked_once_for_all_its_counts() -> None:
    """4x the counts (the largest the same): under 1.5x the lines (main: 4x, a walk per count)."""
    small, large = _session_work(25), _session_work(100)
    assert large < 1.5 * small, (small, large)


def test_the_one_walk_equals_a_walk_per_count() -> None:
    rng = random.Random(7)
    for _ in range(500):
        first = date(2026, 1, 1) + timedelta(days=rng.randint(0, 700))
        meets = frozenset(rng.sample(range(7), rng.randint(1, 4)))
        counts = sorted({rng.randint(2, session_days.MAX_COUNT) for _ in range(rng.randint(1, 6))})
        assert session_days._meetings(first, meets, counts) == [session_days._meeting(first, meets, c) for c in counts]
    last = date(9999, 12, 6)
    assert session_days._meetings(last, frozenset({0, 4}), [2, 90]) == [date(9999, 12, 10), date.max]


def test_a_weekday_that_is_an_english_word_is_a_day_only_in_a_list() -> None:
    first = date(2026, 10, 28)  # a Wednesday
    said = "Sat 21 Nov (8 sessions from Wed 28 Oct; we sat at the wheel)."
    assert session_days.nth_meeting(said, 0, 10, date(2026, 11, 21), "Sat 21 Nov", [(31, 41, first)]) is None  # main: Wed/sat
    for days in ("wed/sat", "Wed/Sat", "Wednesdays and Saturdays"):
        listed = f"Sat 21 Nov (8 sessions, {days} from 28 Oct)."
        at = listed.index("28 Oct")
        assert session_days.nth_meeting(listed, 0, 10, date(2026, 11, 21), "Sat 21 Nov", [(at, at + 6, first)]) is not None
