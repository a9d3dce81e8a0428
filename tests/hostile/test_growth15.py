"""Round 15 (hostile15): the arithmetic rules of rounds 11-14 and the word dates under answers whose
values are TRIED (`operator_inputs.py`: sentences of operator words, signed tables with total rows,
lists of dates in words, keyed records, arrow steps), each shape's cost at 4n within a bound of its
cost at n; the loops found growing faster than their input, each bounded with no effect on results
(`word_dates.computed_date` moved every base by every span; `adjusted-total` read its whole sentence
for each value); and an audit with one poisonous run among the hostile ones loses no other result.
"""

from __future__ import annotations

import random
from datetime import date

import pytest

from evidence_audit.evidence import check_answer, resolve_gate, word_dates
from evidence_audit.evidence.computed import basis as computed_basis
from evidence_audit.evidence.computed import narrow

from ..evidence._helpers import history, judged
from .corpus import events
from .helpers import audit, least_cpu, write_lines
from .operator_inputs import FAMILIES15

GATE = resolve_gate({})
pure = pytest.mark.skipif(not computed_basis.__file__.endswith(".py"), reason="counts work by patching the pure-Python core")


def _cost(name: str, size: int, under: float | None = None) -> float:
    """CPU seconds of one check of the shape at `size`, the best of three (a loaded 2-core machine),
    stopping at one `under` (`least_cpu`)."""
    answer, result, user = FAMILIES15[name][0](size)
    messages = [{"role": "user", "content": user}, {"role": "tool", "content": result}]
    return least_cpu(lambda: check_answer(answer, messages, GATE), 3, under)


@pytest.mark.slow
@pytest.mark.parametrize("name", list(FAMILIES15))
def test_each_round15_shape_costs_under_8x_for_4x_the_input(name: str) -> None:
    """Linear is 4x, the square 16x: under 8x, floored at 0.1 s so noise on a quick check cannot fail it."""
    n = FAMILIES15[name][1] // 4
    small = _cost(name, n)
    large = _cost(name, 4 * n, under=8 * max(small, 0.1))
    assert large / max(small, 0.1) < 8, (name, small, large)


# --- word dates: each span moved once, not every base by every span ---------------------------------

def _first_step_by_moving_every_base(day: date, bases: list[date], spans: list[tuple[int, str, str]]):
    """The loop `_first_step` replaces (round 9's, kept as the reference)."""
    for base in bases:
        for count, unit, written in spans:
            later, earlier = word_dates._shifted(base, count, unit)
            plural = unit.lower().rstrip("s") + ("s" if count != 1 else "")
            if later == day:
                return f"{base.isoformat()} + {count} {plural} = {day.isoformat()}", base.isoformat(), written
            if earlier == day:
                return f"{base.isoformat()} - {count} {plural} = {day.isoformat()}", base.isoformat(), written
    return None


def test_inverting_each_span_finds_the_step_moving_every_base_found() -> None:
    """The same (base, span) first, bases first, over month ends, leap days and both directions."""
    rng = random.Random(15)
    units = ["day", "days", "week", "weeks", "month", "months", "year", "years", "Days"]
    checked = found = 0
    for _ in range(4_000):
        day = date(2024, 1, 1).fromordinal(date(2023, 1, 1).toordinal() + rng.randrange(1_100))
        bases = [date.fromordinal(day.toordinal() + rng.choice([-400, -366, -365, -92, -31, -30, -29, -14, -7, -1, 1, 28, 31, 365]))
                 for _ in range(rng.randrange(0, 6))]
        bases = list(dict.fromkeys(b for b in bases if b != day))
        spans = [(rng.choice([0, 1, 2, 3, 7, 12, 14, 29, 30, 31, 92, 365]), rng.choice(units), f"span {k}") for k in range(rng.randrange(0, 6))]
        expected = _first_step_by_moving_every_base(day, bases, spans)
        assert word_dates._first_step(day, bases, spans) == expected, (day, bases, spans)
        checked += 1
        found += expected is not None
    assert checked == 4_000 and found > 300  # (the steps found are many: the equality is not of Nones)


@pure
def test_a_date_among_thousands_of_spans_moves_each_span_once(monkeypatch) -> None:
    """One sentence of 2,000 dates and spans over carried dates: each judged date's computation moves
    each span of its sentence once (it moved each of up to 64 bases by each span), and still finds
    the date a span moves a carried one onto (`computed`), and flags one a day off."""
    calls = [0]
    real = word_dates._shifted

    def counted(base, count, unit):
        calls[0] += 1
        return real(base, count, unit)

    monkeypatch.setattr(word_dates, "_shifted", counted)
    answer, result, user = FAMILIES15["word_dates15"][0](2_000)
    spans = answer.count(" days)")
    check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)
    # a span a move per date judged (64 x 64 x n before); the yearless dates' steps (`weekday-step`, `today-word`:
    # yearless_context.py) move a few more per date, so the bound is twice that: still linear, far from the square
    assert 0 < calls[0] <= 2 * (word_dates.MAX_DATES + 2) * (spans + 4)

    # a step still found at the end of such a sentence, and one a day off still flagged
    prefix = "; ".join(f"March {d}, 2026 (30 days)" for d in range(1, 28))
    carried = '{"opened": "2026-03-03"}'
    for value, ok in (("April 2, 2026", True), ("April 3, 2026", False)):
        text = f"Opened March 3, 2026; {prefix}; due 30 days after March 3, 2026, on {value}."
        flags, computed = judged(text, history(carried))
        assert (computed.get(value) == "date-span") is ok and (value in flags) is not ok, (value, flags, computed)


# --- adjusted-total: the nearest numbers of its sentence, not all of them -----------------------------

def _adjusting_reads(monkeypatch, size: int) -> int:
    calls = [0]
    real = narrow.adjusting_word

    def counted(text, at, *rest):
        calls[0] += 1
        return real(text, at, *rest)

    monkeypatch.setattr(narrow, "adjusting_word", counted)
    amounts = ", ".join(f"${100 + 7 * i}.{i % 100:02d} plus ${i % 9 + 1}.25 fee ${200 + 3 * i}.{i % 100:02d}" for i in range(size))
    carried = [float(f"{100 + 7 * i}.{i % 100:02d}") for i in range(size)] + [i % 9 + 1.25 for i in range(9)]
    check_answer(f"Charges {amounts}.", [{"role": "user", "content": "fees?"}, {"role": "tool", "content": str(carried)}], GATE)
    monkeypatch.setattr(narrow, "adjusting_word", real)
    return calls[0]


@pure
def test_an_adjusted_total_reads_a_bounded_reach_of_its_sentence(monkeypatch) -> None:
    """A sentence of n amounts each followed by `plus ... fee` and an invented value: the adjusting
    words read grow as the values do (each reads MAX_ADJUSTED_REACH numbers), not as their square;
    with the reach unbounded the same measure sees the square."""
    small, large = _adjusting_reads(monkeypatch, 50), _adjusting_reads(monkeypatch, 200)
    assert 0 < small and large / small < 6, (small, large)
    monkeypatch.setattr(narrow, "MAX_ADJUSTED_REACH", 1 << 30)
    squared = _adjusting_reads(monkeypatch, 200) / _adjusting_reads(monkeypatch, 50)
    assert squared > 8, squared  # the measure is not blind


@pytest.mark.parametrize("value,ok", [("1,354.00", True), ("1,364.00", False), ("1,344.00", False)])
def test_an_adjusted_total_after_a_long_sentence_is_still_computed_and_a_slip_flagged(value: str, ok: bool) -> None:
    """The table's total plus the amount its sentence adds, that sentence opening with 200 numbers:
    computed; one digit off (or the wrong direction) stays flagged."""
    rows = "".join(f"| 2022-01-{d % 28 + 1:02d} | item {d} | {100 + d}.00 | |\n" for d in range(4))
    long_start = "Earlier you paid " + ", ".join(f"{300 + k}.00" for k in range(200)) + " and"
    answer = (f"| Date | Description | Out | In |\n|---|---|---|---|\n{rows}| **Total** | | **1,350.00** | **10.00** |\n\n"
              f"{long_start} plus the 4.00 refund I just sent, that's {value} out and 10.00 in.")
    carried = [100.0, 101.0, 102.0, 103.0, 1350.0, 10.0, 4.0] + [300.0 + k for k in range(200)]
    flags, computed = judged(answer, history({"amounts": carried}))
    number = value.replace(",", "").replace(".00", "")
    assert (computed.get(number) == "adjusted-total") is ok, (computed.get(number), flags)
    assert (number in flags) is not ok


# --- one poisonous run among hostile ones: every other result written, the bad one reported ------------

def test_a_poisonous_run_among_hostile_runs_loses_no_other_result(tmp_path, monkeypatch) -> None:
    """An in-process `audit` of an ordinary run, one hostile run per round-15 shape, a run whose check
    raises, and an ordinary run after: every other run's answers are written (the ordinary ones with
    their computed total), the bad run is a dead letter naming its file and first line, counted in
    `failed_runs`, and the job goes on."""
    import evidence_audit.beam.audit as audit_module

    real = audit_module.audit_keyed_run

    def poisonous(run_id, keyed, gate, **kwargs):
        if run_id == "poison":
            raise RecursionError("maximum recursion depth exceeded")  # as a deeply nested record could
        return real(run_id, keyed, gate, **kwargs)

    monkeypatch.setattr(audit_module, "audit_keyed_run", poisonous)
    result = '{"id": "W2378156", "a": 105.0, "b": 102.0}'
    ordinary = [("user", "total?"), ("tool", result), ("assistant", "Order W2378156: items $105.00 and $102.00, total $207.00.")]
    lines = events("before", ordinary)
    for name, (build, n) in FAMILIES15.items():
        answer, carried, user = build(max(8, n // 16))
        lines += events(name, [("user", user), ("tool", carried), ("assistant", answer)])
    poison_line = len(lines) + 1
    lines += events("poison", ordinary)
    lines += events("after", ordinary)
    path = write_lines(tmp_path / "runs.jsonl", lines)
    summary, rows = audit([path], tmp_path / "out", "--workers=1")
    answers = {a["run_id"]: a for a in rows["answers"]}
    assert set(answers) == {"before", "after", *FAMILIES15}, sorted(answers)
    for run_id in ("before", "after"):
        assert answers[run_id]["verdict"] != "flagged" and answers[run_id]["rules_omitted"] is False, answers[run_id]
    dead = [d for d in rows["dead_letter"] if "poison" in d["reason"]]
    assert len(dead) == 1, rows["dead_letter"]
    assert dead[0]["source_file"].endswith("runs.jsonl") and dead[0]["source_line"] == poison_line, dead[0]
    assert "RecursionError" in dead[0]["reason"]
    assert summary["failed_runs"] == 1
