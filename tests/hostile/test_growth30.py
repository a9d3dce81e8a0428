"""Round 30 (hostile30): the round-29 rules under hostile answers (`inputs30.py`).

Found growing (work counted by `work_counts.py`, not timed; held-out outputs unchanged):
- `clock_offsets._base` found a clock value's first writing, and the clock before it, by scanning
  the answer from its top once per clock value (`clock-offset` and `clock-round-up` each: an
  answer of n clocks, n x n); and `computed/basis.explain_clocks` built `set(known)` anew twice per
  value (the known clocks' count per value). Now the answer's clocks are read once
  (`clock_offsets._Clocks`, a `TextMemo`: the matches in order and each form's first writing) and
  the known clocks are one set kept beside the list (exact: the same base, tested against main's scan).
- `stated_doses.StatedDoses._quantities` and `StatedRoundings.explain` walked the value's line back
  to its start for resolved quantities, once per value (one line of n numbers none resolved:
  n x n, 14.9x for 4x); now the nearest `MAX_WALK` numbers (a semantic bound; held-out outputs
  identical).
- `unverified.reading` walked every number of the answer for a candidate's writings, for up to 48
  candidates four passes over; now the gate indexes them by value once (`index_numbers`, exact).
- `carried_differences.CarriedDifferences.explain` walked every difference kept (up to
  MAX_DIFFERENCES) for every value (n rests over n records: 15.9x for 4x); now a value looks its own
  and its neighbours' up by value (`_by_value`, exact).
"""

from __future__ import annotations

import json
import random
import re

import pytest

from evidence_audit.evidence import check_answer, resolve_gate

from .inputs30 import FAMILIES30
from .work_counts import WorkCounter, forget_readings, is_pure

GATE = resolve_gate({})
pure = pytest.mark.skipif(not is_pure(), reason="counts lines run by the pure-Python core")


def _work(counter: WorkCounter, module: str) -> int:
    return counter.work[module]


# ---- clock_offsets._base ---------------------------------------------------------------------------

def _old_base(answer: str, value: str, known: set[str]) -> tuple[str, int, int] | None:
    """main's `_base` (fb07bbb): the answer scanned from its top for the value's first writing."""
    from evidence_audit.evidence import clock_offsets as co

    at = -1
    for m in co._CLOCK.finditer(answer):
        if f"{int(m.group(1))}:{m.group(2)}" == value.lstrip("0") or m.group(0) == value:
            at = m.start()
            break
    if at <= 0:
        return None
    start = max(answer.rfind("\n", 0, at) + 1, at - co.MAX_BACK)
    last = None
    for m in co._CLOCK.finditer(answer, start, at):
        last = m
    if last is None:
        return None
    token = last.group(0)
    short = f"{int(last.group(1))}:{last.group(2)}"
    if token not in known and short not in known and f"0{short}" not in known:
        return None
    return token, int(last.group(1)) * 60 + int(last.group(2)), last.start()


def test_the_base_read_once_equals_the_scan_from_the_top() -> None:
    """In random answers of clocks, digits, points, colons and words, every value's base (the clock
    before its first writing, resolved, on its line and within MAX_BACK) equals main's scan."""
    from evidence_audit.evidence.clock_offsets import _base

    rng = random.Random(30)
    pieces = ["08:00", "8:00", "09:42", "9:42", "10:05", "23:59", "12:3", ":", ".", ",", "1", "0", " ", "\n", " → ",
              "arrives ", "x" * 60, "07:42:10", "1.08:00", "24:00", "19:07"]
    values = ["08:00", "8:00", "09:42", "9:42", "10:05", "23:59", "19:07", "07:42", "00:00"]
    for _ in range(1500):
        answer = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 30)))
        known = set(rng.sample(["08:00", "8:00", "9:42", "10:05", "19:07", "23:59", "07:42"], rng.randint(0, 5)))
        forget_readings()
        for value in values:
            assert _base(answer, value, known) == _old_base(answer, value, known), (answer, value, known)


@pure
def test_clock_offsets_read_an_answers_clocks_once() -> None:
    """Every clock of an answer of 4x the clocks asked for its base: `clock_offsets` works about 4x
    (main: each value scanned the answer from its top to its first writing, 16x)."""
    from evidence_audit.evidence.clock_offsets import _base

    counts = []
    for n in (100, 400):
        answer = "\n".join(f"Sailing {i}: {3 * i // 60:02d}:{3 * i % 60:02d} → {(3 * i + 1) // 60:02d}:{(3 * i + 1) % 60:02d}."
                           for i in range(n))  # 2n distinct clocks
        values = sorted({m.group(0) for m in re.finditer(r"[0-9]{2}:[0-9]{2}", answer)})
        forget_readings()
        with WorkCounter() as counter:
            for value in values:
                _base(answer, value, {"06:00"})
        counts.append(_work(counter, "clock_offsets"))
    assert 0 < counts[1] <= 5 * counts[0], counts


def test_a_clock_chain_still_computes_and_a_slip_stays_flagged() -> None:
    """clock_offsets30: each sailing's arrival is `clock-offset`, its next slot `clock-round-up`;
    the turnaround one minute off (every 20th) stays flagged, and the slot after it (its base
    unresolved) too."""
    answer, result, user = FAMILIES30["clock_offsets30"][0](20)
    v = check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)
    computed = {c.value: c.derivation for c in v.computed}
    flags = {c.value for c in v.unsupported}
    assert computed["07:42"] == "clock-offset" and "clock-round-up" in computed.values(), computed
    assert "07:58" in flags, flags  # 07:42 + 15 is 07:57


# ---- stated_doses ----------------------------------------------------------------------------------

@pure
def test_stated_doses_walk_a_bounded_reach_of_the_line() -> None:
    """One line of 4x the weights none resolved, each with its dose, every value asked:
    `stated_doses` works under 5x (main 15x: every value walked back to the line's start)."""
    from evidence_audit.evidence.computed.reading import AnswerReading
    from evidence_audit.evidence.stated_doses import StatedDoses

    from .inputs30 import _DOSE_RULES

    doses = StatedDoses()
    doses.add_text(_DOSE_RULES, "user")
    counts = []
    for n in (100, 400):
        answer, _, _ = FAMILIES30["stated_doses_line30"][0](n)
        reading = AnswerReading(answer, {}, None)
        forget_readings()
        with WorkCounter(by_function=True) as counter:
            for i in range(len(reading.occurrences)):
                assert doses.explain(reading, i, set(), []) is None
        counts.append(sum(w for k, w in counter.functions.items() if k.startswith("stated_doses:")))
    assert 0 < counts[1] <= 5 * counts[0], counts


def test_a_stated_dose_still_computes_and_a_slip_stays_flagged() -> None:
    """stated_doses30: a pair's food is its weights' sum x 25 g per kg (`stated-dose`); every 20th
    one gram off stays flagged."""
    answer, result, user = FAMILIES30["stated_doses30"][0](21)
    v = check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)
    computed = {c.value: c.derivation for c in v.computed}
    flags = {c.value for c in v.unsupported}
    assert sum(d.startswith("stated-dose") for d in computed.values()) >= 10, computed
    for i in (0, 20):  # the slips
        slip = re.search(rf"Pair {i}: .* kg, so ([0-9.,]+) g", answer).group(1).replace(",", "")
        assert slip.rstrip("0").rstrip(".") in flags, (slip, flags)


# ---- every round-30 shape --------------------------------------------------------------------------

@pytest.mark.parametrize("name", list(FAMILIES30))
def test_every_round30_shape_checks(name: str) -> None:
    """Each family at a small size: the check ends, and flags something (each plants slips or ids)."""
    build, n = FAMILIES30[name]
    answer, result, user = build(n // 5)
    v = check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)
    assert v.unsupported, name


# ---- unverified: a candidate's writings looked up -------------------------------------------------

@pure
def test_unverified_looks_a_candidates_writings_up() -> None:
    """two_steps29 at 4x the orders: the `unverified` rule's work under 8x (main 14.1x, its
    `[n for n in numbers if n.value == ...]` 55x: each of up to 48 candidates walked every number
    of the answer, four passes over; now the numbers are indexed by value once per answer)."""
    from .inputs29 import FAMILIES29

    counts = []
    for n in (25, 100):
        answer, result, user = FAMILIES29["two_steps29"][0](n)
        history = [{"role": "user", "content": user}, {"role": "tool", "content": result}]
        check_answer("warm", history[:1], GATE)
        forget_readings(GATE)
        with WorkCounter() as counter:
            check_answer(answer, history, GATE)
        counts.append(_work(counter, "unverified"))
    assert 0 < counts[1] <= 8 * counts[0], counts


def test_unverified_by_value_reads_what_the_walk_reads() -> None:
    """`reading` with the numbers indexed gives what it gives walking them, on every candidate of
    hostile answers (the same writings, in the same order)."""
    from evidence_audit.evidence.extract import Candidate
    from evidence_audit.evidence.layout import Layout
    from evidence_audit.evidence.unverified import index_numbers, numbers_of, reading

    from .inputs29 import FAMILIES29

    for name in ("two_steps29", "comma_currencies29"):
        answer, _, _ = FAMILIES29[name][0](30)
        numbers = numbers_of(answer)
        layout = Layout(answer)
        by_value = index_numbers(numbers)
        settled = {n.value for k, n in enumerate(numbers) if k % 3}
        for value in sorted({n.value for n in numbers})[:60]:
            c = Candidate(value, "number")
            args = (answer, c, settled, frozenset(), settled, frozenset(), numbers, None, None, layout)
            assert reading(*args, by_value) == reading(*args), (name, value)


# ---- carried_differences: a value's differences looked up --------------------------------------------

def _old_difference(cd, value, digits: str, line: str = ""):
    """main's `CarriedDifferences.explain` (fb07bbb): every difference kept walked per value."""
    from evidence_audit.evidence.carried_differences import MIN_DIGITS
    from evidence_audit.evidence.computed.reading import neighbours

    places = cd._results.queue.read_for(digits, MIN_DIGITS, cd._read)
    if places < 0 or value <= 0:
        return None
    said = line.lower()
    found, reached = None, set()
    for difference in cd._differences:
        if difference.position < cd._results.prior_from:
            continue
        reached.add(difference.value)
        if found is None and difference.value == value and (difference.alone or any(n in said for n in difference.names)):
            found = difference
    if found is None or any(n in reached for n in neighbours(value, places)):
        return None
    return found


def _orders(rng: random.Random, k: int) -> str:
    return json.dumps({"open_orders": [{"order": f"DC-{100 + j}", "total": rng.randint(100, 999) / rng.choice((1, 10, 100)),
                                        "paid": rng.randint(10, 999) / rng.choice((1, 10, 100)), "items": rng.randint(1, 9)}
                                       for j in range(k)]})


def test_carried_differences_looked_up_equal_the_walk() -> None:
    """Differences indexed by value give what walking them gives: the same difference found, the
    same refusals (a neighbour reached by any record's difference), over results of two turns."""
    from decimal import Decimal

    from evidence_audit.evidence.carried_differences import CarriedDifferences
    from evidence_audit.evidence.served import Served

    rng = random.Random(3030)
    found = 0
    for _ in range(200):
        cd = CarriedDifferences()
        for turn in range(rng.randint(1, 3)):
            for _ in range(rng.randint(1, 3)):
                cd.add_result(Served(parsed=json.loads(_orders(rng, rng.randint(1, 12))), has_parsed=True), turn)
            if turn < 2:
                cd.answered()
        cd.explain(Decimal("100.5"), "100.50")  # read the results
        wanted = [d.value for d in cd._differences] + [Decimal(rng.randint(100, 99999)) / 100 for _ in range(10)]
        for value in wanted[:40]:
            digits = f"{value:.2f}"
            line = f"DC-{rng.randint(100, 112)} still owes {digits}"
            got = cd.explain(value, digits, line)
            assert got == _old_difference(cd, value, digits, line), (value, line)
            found += got is not None
    assert found > 100, found  # the walk and the lookup agree on differences found, not only on refusals


@pure
def test_carried_differences_look_a_value_up() -> None:
    """An answer of 4x the rests over a result of 4x the orders: `carried_differences` works under
    5x (main 16.5x on carried_differences30: every value walked every difference kept)."""
    from evidence_audit.evidence.carried_differences import CarriedDifferences
    from evidence_audit.evidence.served import Served

    counts = []
    for n in (100, 400):
        _, result, _ = FAMILIES30["carried_differences30"][0](n)
        cd = CarriedDifferences()
        cd.add_result(Served(parsed=json.loads(result), has_parsed=True), 0)
        from decimal import Decimal

        cd.explain(Decimal("100.5"), "100.50")  # the result read once, outside the count
        forget_readings()
        with WorkCounter(by_function=True) as counter:
            for d in list(cd._differences):
                cd.explain(d.value, f"{d.value:.2f}", "DC-10001 still owes")
        counts.append(sum(w for k, w in counter.functions.items() if k.startswith("carried_differences:")))
    assert 0 < counts[1] <= 5 * counts[0], counts
