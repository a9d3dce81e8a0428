"""Round 26 (hostile26): results that grew faster than their input under hostile answers, now linear.

Found growing (work counted by `work_counts.py`, not timed; outputs on the held-out sets unchanged):
- a bill list (ledger25, 25 -> 100 blocks): `amounts.amount_starts` built the set of the answer's
  amount starts once per value tried (10.8x for 4x), `computed.lists._whole_list_total` read every
  number of the answer for each line of each list tried (10.6x), `computed.gaps._range_rule` every
  number for the ends of the value's own token (9.2x); now the starts are kept for the last text and
  the numbers found by bisection (`AnswerReading.starts`); `_cuts_a_list` reads its pool back from
  the end; a subtotal's collapse (`reading._collapsed`) reads the last MAX_COLLAPSED items.
- race times (durations25, 25 -> 100 results): `durations.explain_clock`, `written_duration`,
  `clock_shifts.explain_shift`, `clock_leads.explain_lead`, `zone_shifts.explain_zone_shift` and
  `time_sums.explain_clock_sum` each read the answer's clocks from its start to find the value's
  first writing, once per clock value (11-14x for 4x); `clock_shifts._sentence` read the answer from
  its start to the value; `explain_clock` read every clock of the value's line (one line of n
  results). Now the clocks of an answer are read once (`clock_forms.clock_matches`), the value's
  first writing looked up, the nearest resolved clocks read out from it; a sentence's ends, its
  durations, a line's clock tokens and its `H:MM` sums kept for the last text.
- the linear-growth measure (`test_every_rule_grows_linearly._measure`) depended on what ran before
  it in the process: a normalize memo warm from tests/evidence made glued_units' n cheap and its 4n
  dear (`normalize._normalize` 10.7x, a flake); `work_counts.forget_readings` forgets every reading
  kept before each measure.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest

from evidence_audit.evidence import check_answer, resolve_gate

from .inputs25 import FAMILIES25
from .inputs26 import FAMILIES26
from .test_growth25 import _work
from .work_counts import WorkCounter, is_pure

GATE = resolve_gate({})
pure = pytest.mark.skipif(not is_pure(), reason="counts lines run by the pure-Python core")


def _lines(counter: WorkCounter, *prefixes: str) -> int:
    """Lines run by the functions whose `module:function` starts with one of `prefixes`."""
    return sum(w for k, w in counter.functions.items() if k.startswith(prefixes))


@pure
def test_a_bill_list_is_tried_without_reading_every_number_per_value() -> None:
    """ledger25 at 4x the blocks: `amount_starts`, the list and range rules under 4.4x the lines
    (main: 10.8x, 10.6x, 9.2x: each value tried read every number or amount of the answer)."""
    build = FAMILIES25["ledger25"][0]
    small, large = _work(build, 25), _work(build, 100)
    for prefix in ("amounts:amount_starts", "computed.lists:", "computed.gaps:"):
        a, b = _lines(small, prefix), _lines(large, prefix)
        assert b < 4.4 * max(a, 100), (prefix, a, b)


@pure
def test_a_subtotal_collapse_reads_a_bounded_reach() -> None:
    """`_collapsed` over 4x the items runs the same lines (main: 4x), and still collapses a
    subtotal of the items before it within its reach."""
    from decimal import Decimal

    from evidence_audit.evidence.computed.reading import MAX_COLLAPSED, _collapsed
    from evidence_audit.evidence.computed.values import Occurrence

    def occ(k: int, number: int) -> Occurrence:
        return Occurrence(10 * k, 10 * k + 3, 10 * k, str(number), Decimal(number), True, "", False, str(number))

    def items(n: int) -> list[Occurrence]:
        return [occ(k, 1000 + 7 * k) for k in range(n)]

    with WorkCounter(by_function=True) as small:
        _collapsed(items(1000))
    with WorkCounter(by_function=True) as large:
        _collapsed(items(4000))
    assert _lines(large, "computed.reading:") <= 1.05 * _lines(small, "computed.reading:"), (small.functions, large.functions)
    tail = items(200) + [occ(200, 300), occ(201, 400), occ(202, 700)]
    collapsed = _collapsed(tail)
    assert [o.value for o in collapsed[-2:]] == [tail[-4].value, "700"]  # 300 + 400 stand as 700
    assert len(_collapsed(tail)) <= MAX_COLLAPSED


@pure
def test_race_times_read_the_answers_clocks_once() -> None:
    """durations25 at 4x the results: each clock rule's lines under 5x (main: durations 14.1x,
    clock_shifts 14.4x, clock_leads 11.0x, zone_shifts 14.1x, time_sums 12.9x), and the characters
    `clock_shifts`, `stamp_gaps`, `zone_shifts` and `time_sums` searched under 5x (main 14-16x)."""
    build = FAMILIES25["durations25"][0]
    small, large = _work(build, 25), _work(build, 100)
    for module in ("durations", "clock_shifts", "clock_leads", "zone_shifts", "time_sums"):
        a, b = _lines(small, module + ":"), _lines(large, module + ":")
        assert b < 5 * max(a, 100), (module, a, b)
    for module in ("clock_shifts", "stamp_gaps", "zone_shifts", "time_sums"):
        a, b = small.searched[module], large.searched[module]
        assert b < 5 * max(a, 100), (module, a, b)


def _first_by_scan(pattern: re.Pattern[str], text: str, keep: Callable[[re.Match[str]], bool]) -> int | None:
    return next((m.start() for m in pattern.finditer(text) if keep(m)), None)


def test_a_clocks_first_writing_looked_up_is_the_one_the_scan_found() -> None:
    """`ClockMatches.written_as` gives the first match the rules' scans stopped at, for every way
    they read a value (hour and minute, the first word, the whole match, a beginning of it)."""
    from evidence_audit.evidence import durations, zone_shifts
    from evidence_audit.evidence.clock_forms import ClockMatches

    rng = random.Random(26)
    pieces = ["9:05", "09:05", "9:05 AM", "9:05 pm", "21:05", "12:30", "1:45 p.m.", "10:00:30", "x", ", ", "\n", " at ", "7:5", "23:59"]
    for _ in range(300):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 20)))
        for pattern in (durations._CLOCK, zone_shifts._CLOCK):
            index = ClockMatches(pattern, text)
            for value in ("9:05", "09:05", "9:05 am", "9:05 p", "21:05", "12:30", "1:45", "10:00", "23:59"):
                def token(m: re.Match[str]) -> bool:
                    return f"{m.group(1)}:{m.group(2)}" == value
                for keep, asked in (
                        (token, index.written_as(value)),
                        (lambda m: token(m) or m.group(0).split()[0] == value or m.group(0).lower() == value,
                         index.written_as(value, head=True, lower=True)),
                        (lambda m: token(m) or m.group(0).lower().startswith(value), index.written_as(value, prefix=True))):
                    found = index.matches[asked[0]].start() if asked else None
                    assert found == _first_by_scan(pattern, text, keep), (text, value)


def test_a_values_sentence_found_by_bisection_is_the_scanned_one() -> None:
    """`clock_shifts._sentence` by the kept ends equals the scan from the answer's start it replaces
    (a point right before the value, with the value's space after it, is no end there)."""
    from evidence_audit.evidence import clock_shifts

    def scanned(answer: str, start: int, end: int) -> str:
        before = 0
        for m in clock_shifts._SENTENCE_END.finditer(answer, 0, start):
            before = m.end()
        after = clock_shifts._SENTENCE_END.search(answer, end)
        return answer[before : after.start() if after is not None else len(answer)]

    rng = random.Random(7)
    for _ in range(2000):
        answer = "".join(rng.choice(["a", "9:05", ".", " ", "\n", "!", "?", ". ", "\t"]) for _ in range(rng.randint(1, 30)))
        start = rng.randint(0, len(answer))
        end = rng.randint(start, len(answer))
        assert clock_shifts._sentence(answer, start, end) == scanned(answer, start, end), (answer, start, end)


def test_clock_rules_still_compute_and_refuse() -> None:
    """Read out from the value: a duration of two resolved clocks of its line and a shift by its
    sentence's duration still compute; one a digit off stays unexplained."""
    from evidence_audit.evidence.clock_shifts import explain_shift
    from evidence_audit.evidence.durations import explain_clock, written_duration

    line = "Noise 07:00, 07:10. Departs 14:45, arrives 16:00 (1:15). Then 18:00."
    found = explain_clock(line, "1:15", ["14:45", "16:00", "07:00", "07:10", "18:00"])
    assert found is not None and found.rule == "duration" and "16:00 - 14:45" in found.expression
    assert explain_clock(line.replace("(1:15)", "(1:25)"), "1:25", ["14:45", "16:00"]) is None
    assert written_duration(line, "1:15") == (75, 5)
    shifted = "We meet at 14:00. Leaving 30 minutes later, at 14:30."
    assert explain_shift(shifted, "14:30", ["14:00"]) is not None
    assert explain_shift(shifted.replace("14:30", "14:40"), "14:40", ["14:00"]) is None


@pure
def test_a_measure_does_not_depend_on_what_ran_before() -> None:
    """The linear-growth test's measure counts the same work for the same answer whatever the
    process read before (main: a second measure found its tokens normalized and cost less)."""
    from .test_every_rule_grows_linearly import _measure

    first, _ = _measure("glued_units", 40)
    second, _ = _measure("glued_units", 40)
    assert first.lines["normalize"] == second.lines["normalize"], (first.lines["normalize"], second.lines["normalize"])
    assert abs(sum(first.work.values()) - sum(second.work.values())) < 0.01 * sum(first.work.values())


@pytest.mark.parametrize("name", list(FAMILIES26))
def test_each_round26_shape_is_checked(name: str) -> None:
    """Every round-26 shape at a small size runs through the default profile without raising."""
    build, n = FAMILIES26[name]
    answer, result, user = build(max(2, n // 10))
    check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)
