"""Round 27 (hostile27): clock rules that read past every unresolved clock, and the readers of round 26.

Found growing (work counted by `work_counts.py`, not timed; outputs on the held-out sets unchanged):
- a line of n clocks none of them grounded (asked_shift26: a question's times asked back):
  `durations.explain_clock`, `clock_shifts.explain_shift` and `clock_leads.explain_lead` walk out
  from the value for their RECENT / MAX_BASES resolved clocks and walked past every unresolved one,
  once per value (16x the lines for 4x); `duration_steps._latest` read every duration of the answer
  for its MAX_POOL resolved ones (15.6x). Now each walks at most MAX_WALK clocks (64) or durations
  (4 x MAX_POOL) out from the value: a semantic bound, an operand farther than that is none a
  reader would use.
- `clock_leads.explain_lead` read the durations of the value's line up to it (`hour_minutes`,
  `fractional_minutes`) once per value (searched 15x for 4x); now the answer's durations are read
  once with their spans and a line's taken by bisection (`_line_durations`, exact).
- `schedule_steps.explain_schedule_step` read every clock of the answer once per value, then its
  line's clocks (12.9x); now the answer's clocks are read once (`clock_forms.clock_matches`) and a
  line's found by bisection (exact).
- the round-26 readers and rules (`inputs27.py`): a fixed-width report, a key-value report, counts
  per a thing, dotted dates, counts times a stated quantity, repeated bases: each grows with its
  input or with the units the run's budget grants (its own tries charged), none past them.
"""

from __future__ import annotations

import random

import pytest

from evidence_audit.evidence import check_answer, resolve_gate

from .inputs26 import FAMILIES26
from .inputs27 import FAMILIES27
from .test_growth25 import _work
from .work_counts import WorkCounter, forget_readings, is_pure

GATE = resolve_gate({})
pure = pytest.mark.skipif(not is_pure(), reason="counts lines run by the pure-Python core")


def _lines(counter: WorkCounter, *prefixes: str) -> int:
    """Lines run by the functions whose `module:function` starts with one of `prefixes`."""
    return sum(w for k, w in counter.functions.items() if k.startswith(prefixes))


def _unresolved_line(n: int) -> str:
    """One line of n distinct clocks (none resolved), a duration and the value last: `... at 9:05`."""
    clocks = ", ".join(f"{6 + i % 12}:{(7 * i) % 60:02d}" for i in range(n))
    return f"Asked about {clocks}; leaving 1h15 and 30 minutes later, at 21:59."


@pure
@pytest.mark.parametrize("rule", ["explain_clock", "explain_shift", "explain_lead", "schedule_step"])
def test_a_walk_past_unresolved_clocks_is_bounded(rule: str) -> None:
    """A value after 4x the unresolved clocks of its line: its rule runs about the same lines (main:
    explain_clock, explain_shift and explain_lead 4x, each walked past every clock; schedule-step
    read every clock of the answer)."""
    from evidence_audit.evidence.clock_leads import LeadClocks, explain_lead
    from evidence_audit.evidence.clock_shifts import explain_shift
    from evidence_audit.evidence.durations import explain_clock
    from evidence_audit.evidence.schedule_steps import explain_schedule_step

    def ask(answer: str) -> object:
        if rule == "explain_clock":
            return explain_clock(answer, "21:59", ["23:00"])
        if rule == "explain_shift":
            return explain_shift(answer, "21:59", ["23:00"])
        if rule == "explain_lead":
            return explain_lead(answer, "21:59", ["23:00"], LeadClocks())
        return explain_schedule_step(answer, "21:59", ["23:00"])

    counts = []
    for n in (300, 1200):
        answer = _unresolved_line(n)
        forget_readings()
        with WorkCounter(by_function=True) as counter:
            assert ask(answer) is None  # the answer's clocks read once, for its first value
            first = sum(counter.functions.values())
            for _ in range(5):  # five more values of the same answer: no reading of it again
                assert ask(answer) is None
            counts.append(sum(counter.functions.values()) - first)
    assert counts[1] <= 1.1 * counts[0] + 50, counts


@pure
def test_a_duration_walk_reads_the_latest_durations_only() -> None:
    """`_latest` over 4x the durations, none kept: the same lines (main 4x)."""
    from evidence_audit.evidence.duration_steps import MAX_POOL, _latest

    counts = []
    for n in (1000, 4000):
        durations = [(60 * (i + 1), f"{i + 1} min") for i in range(n)]
        with WorkCounter(by_function=True) as counter:
            assert _latest(durations, lambda d: d[1] == "never") == []
        counts.append(_lines(counter, "duration_steps:"))
    assert counts[1] <= 1.05 * counts[0], counts
    kept = _latest([(60 * (i + 1), f"{i + 1} min") for i in range(100)], lambda d: d[0] % 120 == 0)
    assert len(kept) == MAX_POOL and kept[-1] == (6000, "100 min")


@pure
def test_a_question_of_clocks_asked_back_reads_each_line_once() -> None:
    """asked_shift26 at 4x the clocks: the characters `clock_leads` and `schedule_steps` searched
    under 5x (main 14.9x and 12.9x: each value read its line up to it, or every clock)."""
    build = FAMILIES26["asked_shift26"][0]
    small, large = _work(build, 50), _work(build, 200)
    for module in ("clock_leads", "schedule_steps", "durations"):
        a, b = small.searched[module], large.searched[module]
        assert b < 5 * max(a, 100), (module, a, b)


def test_a_lines_durations_read_once_equal_the_slice_they_replace() -> None:
    """`_line_durations` (the answer read once, a line's durations by bisection) equals the reading
    of the line up to each clock it replaces (`hour_minutes`, `fractional_minutes` of the slice)."""
    from evidence_audit.evidence.clock_leads import (
        MAX_DURATIONS, _CLOCK, _line_durations, fractional_minutes, hour_minutes,
    )

    rng = random.Random(27)
    pieces = ["9:05", "21:30", "1h15", "1 h 15", "2 hours", "2h", "30 minutes", "45 min", "88.25 min", "1.5 hours",
              "half an hour", "an hour", " ", ", ", "\n", " and ", "x", "h", ".", ":", "5", " 10", "am", "2 hrs 30"]
    for _ in range(1500):
        answer = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 30)))
        for m in _CLOCK.finditer(answer):
            line = answer.rfind("\n", 0, m.start()) + 1
            said, total = _line_durations(answer, line, m.start())
            assert said == hour_minutes(answer[line : m.start()])[-MAX_DURATIONS:], (answer, m.start())
            assert total == fractional_minutes(answer[line : m.start()])[-1:], (answer, m.start())


def test_a_lines_clocks_by_bisection_are_its_own_search() -> None:
    """`schedule_steps`' clocks of a line found in the answer's clocks by bisection are the matches
    of the line's own search they replace."""
    from bisect import bisect_left

    from evidence_audit.evidence.clock_forms import ClockMatches
    from evidence_audit.evidence.layout import line_bounds
    from evidence_audit.evidence.schedule_steps import _CLOCK

    rng = random.Random(2027)
    pieces = ["9:05", "9:05 p.m.", "1:50 PM", "13:30", "8:30 AM", " ", "\n", " → ", "12:", ":30", "x", "\t", "am", "5"]
    for _ in range(1500):
        answer = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 25)))
        index = ClockMatches(_CLOCK, answer)
        for m in index.matches:
            line_start, line_end = line_bounds(answer, m.start())
            low, high = bisect_left(index.starts, line_start), bisect_left(index.starts, line_end)
            own = [(c.start(), c.group(0)) for c in _CLOCK.finditer(answer, line_start, line_end)]
            assert [(c.start(), c.group(0)) for c in index.matches[low:high]] == own, answer


def test_clock_rules_still_compute_and_refuse_after_a_walk() -> None:
    """Within the walk a shift, a lead and a schedule row still compute; a value one digit off stays
    unexplained."""
    from evidence_audit.evidence.clock_leads import LeadClocks, explain_lead
    from evidence_audit.evidence.clock_shifts import explain_shift
    from evidence_audit.evidence.schedule_steps import explain_schedule_step

    noise = ", ".join(f"{6 + i % 12}:{(7 * i) % 60:02d}" for i in range(40))
    shifted = f"Other times {noise}. We meet at 14:00. Leaving 30 minutes later, at 14:30."
    assert explain_shift(shifted, "14:30", ["14:00"]) is not None
    assert explain_shift(shifted.replace("14:30", "14:40"), "14:40", ["14:00"]) is None
    lead = f"Times {noise}; boarding 14:00, 1h15 flight, lands 15:15."
    assert explain_lead(lead, "15:15", ["14:00"], LeadClocks()) is not None
    assert explain_lead(lead.replace("15:15", "15:25"), "15:25", ["14:00"], LeadClocks()) is None
    row = f"Noise {noise}\nLeg 2: 11:50 → 12:35 (45 min)"
    assert explain_schedule_step(row, "12:35", ["11:50"]) is not None
    assert explain_schedule_step(row.replace("12:35", "12:45"), "12:45", ["11:50"]) is None


@pytest.mark.parametrize("name", list(FAMILIES27))
def test_each_round27_shape_is_checked(name: str) -> None:
    """Every round-27 shape at a small size runs through the default profile without raising, its
    one-digit slips flagged where it has any."""
    build, n = FAMILIES27[name]
    answer, result, user = build(max(2, n // 2))
    verdict = check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)
    assert verdict.unsupported, name  # the slipped values (at least one) stay flagged
