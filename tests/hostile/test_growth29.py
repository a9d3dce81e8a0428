"""Round 29 (hostile29): the round-28 rules under hostile answers, and reads left by earlier rounds.

Found growing (work counted by `work_counts.py`, not timed; held-out outputs unchanged):
- `stated_factors.stated_factors(text, end)` scanned every `1` of the answer before the value and
  asked the unit after each, once per value (`computed.run_rules._convert_rule`, `inch_fractions`):
  reading_gaps26 17.4x the work for 4x (granted 7.9x); now a text's factors are read once
  (`_text_factors`, a `TextMemo`) and a value takes those whose statement ends before it (exact).
- `length_sums.ListedLengths.explain_length` summed every run of every list (up to 780 a list of
  40) for every clock value; now each list's reach is read once when the list is kept (`_reach`,
  exact: the same reach, the same first run found).
- `clock_chains._chains` scanned the answer's top to the value for sums' starts once per clock
  value (n unresolved `08:35 + 20 min` and n clocks: 8.5x for 4x); now the starts are read once per
  answer and a value asks the first `MAX_STARTS` (a semantic bound; held-out outputs identical), and
  the clocks after a chain are read only as far as its points.
- `row_steps.RowSteps.explain` walked every number of the answer for the value's occurrences, once
  per value tried; now the occurrences are indexed by value once per reading.
- `two_steps._named_rates` listed every rate the answer writes before the value and on its line,
  once per value (one line of n percents: n x n); now found by bisection, and the rates read back
  from the value are the nearest `MAX_PLACED` (a semantic bound); `_steps` walks the value's line
  back only until `MAX_STEPS` steps are listed (exact: the rest were cut).
"""

from __future__ import annotations

import random
import re
from decimal import ROUND_HALF_UP, Decimal

import pytest

from evidence_audit.evidence import check_answer, resolve_gate
from evidence_audit.evidence.computed.reading import AnswerReading
from evidence_audit.evidence.served import Served

from .inputs29 import FAMILIES29
from .work_counts import WorkCounter, forget_readings, is_pure

GATE = resolve_gate({})
pure = pytest.mark.skipif(not is_pure(), reason="counts lines run by the pure-Python core")


def _lines(counter: WorkCounter, *prefixes: str) -> int:
    """Lines run by the functions whose `module:function` starts with one of `prefixes`."""
    return sum(w for k, w in counter.functions.items() if k.startswith(prefixes))


# ---- stated_factors -------------------------------------------------------------------------------

def _old_stated_factors(text: str, end: int) -> dict[tuple[str, str], Decimal]:
    """main's `stated_factors` (c9060e7), the reading the per-text one replaces."""
    from evidence_audit.evidence import stated_factors as sf

    out: dict[tuple[str, str], Decimal] = {}
    for one in sf._ONE.finditer(text, 0, end):
        source = sf.unit_after(text, one.end())
        if source is None:
            continue
        after = one.end()
        if text.startswith("/", after):
            fraction = sf._FRACTION.match(text, after)
            after = fraction.end() if fraction is not None else after
        word = sf._UNIT_WORD.match(text, after)
        if word is None:
            continue
        equals = sf._EQUALS.match(text, word.end())
        if equals is None or equals.end() > end:
            continue
        target = sf.unit_after(text, equals.end())
        if target is None or target == source:
            continue
        written = Decimal(equals.group(1))
        exact = next(iter(sf.factors(source, target)), None)
        if exact is None or written == 0 or not sf._rounds(exact, written):
            continue
        out[(source, target)] = written
        out[(target, source)] = 1 / written
    return out


@pure
def test_stated_factors_are_read_once_per_text() -> None:
    """Every value of an answer of 4x the lines (each with a `1`) asks the factors stated before it:
    `stated_factors` runs about 4x the lines (main 16x: every value scanned every `1` before it)."""
    from evidence_audit.evidence.stated_factors import stated_factors

    counts = []
    for n in (50, 200):
        text = "1 mile = 1.609 km. " + " ".join(f"Reading 1 of tank {i}: {100 + i} L, 1 bar." for i in range(n))
        reading = AnswerReading(text, {}, None)
        forget_readings()
        with WorkCounter(by_function=True) as counter:
            for o in reading.occurrences:
                assert stated_factors(text, o.start).get(("mi", "km"), Decimal("1.609")) == Decimal("1.609")
        counts.append(_lines(counter, "stated_factors:", "units:"))
    assert 0 < counts[1] <= 5 * counts[0], counts


def test_stated_factors_read_once_equal_the_reading_before_each_value() -> None:
    """The per-text factors cut at a value equal `text[:end]` read afresh, at every offset."""
    from evidence_audit.evidence.stated_factors import stated_factors

    rng = random.Random(29)
    pieces = ["1 mile = 1.609 km", "1/32 in = 0.794 mm", "one inch is 25.4 mm", "1 gal ≈ 3.785 L", "1 mile = 2 km",
              "1 kg = 2.2046 lb", " ", ". ", "1", "one", "is", "=", "1.5", "km", "mm", "\n", "x1 ", "about 1"]
    for _ in range(500):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 24)))
        forget_readings()
        for end in range(len(text) + 1):
            assert stated_factors(text, end) == _old_stated_factors(text, end), (text, end)


# ---- length_sums ----------------------------------------------------------------------------------

def _lengths(tracks: list[int]) -> Served:
    return Served(text="TRACKS\n" + "\n".join(f"{k + 1}. Song {k + 1}   {s // 60}:{s % 60:02d}" for k, s in enumerate(tracks)))


@pure
def test_a_lists_runs_are_summed_once_per_list() -> None:
    """A clock value asked of a kept list of 40 lengths: a lookup of the list's reach, not its 780
    runs summed again (main: more than 2,000 lines for each value)."""
    from evidence_audit.evidence.length_sums import ListedLengths

    listed = ListedLengths()
    listed.add_result(_lengths([120 + (k * 7919) % 240 for k in range(40)]))
    answer = "Side 3: 16:02, side 4: 17:13, side 5: 9:59."
    with WorkCounter(by_function=True) as counter:
        for value in ("16:02", "17:13", "9:59"):
            listed.explain_length(answer, value)
    assert _lines(counter, "length_sums:") < 3 * 400, _lines(counter, "length_sums:")


def test_a_lists_reach_finds_what_summing_every_run_finds() -> None:
    """`explain_length` with the reach kept per list equals main's (every run summed per value): the
    same derivation (the first run of the first list), the same refusals (a neighbour reached)."""
    from evidence_audit.evidence import length_sums
    from evidence_audit.evidence.length_sums import ListedLengths

    def old(lists: list[list[int]], answer: str, value: str) -> tuple[int, int, int] | None | str:
        m = length_sums._VALUE.fullmatch(value)
        at = answer.find(value)
        target = length_sums._seconds(m)
        near = length_sums._neighbours(value)
        found, reached = None, set()
        for n_list, lengths in enumerate(lists):
            n = len(lengths)
            for a, b in [(a, b) for a in range(n) for b in range(a + 2, n + 1)]:
                total = sum(lengths[a:b])
                reached.add(total)
                if total == target and found is None:
                    found = (n_list, a, b)
        if found is None or not near.isdisjoint(reached):
            return None
        return found

    rng = random.Random(1029)
    for _ in range(300):
        listed = ListedLengths()
        for _ in range(rng.randint(1, 6)):
            listed.add_result(_lengths([rng.randint(5, 400) for _ in range(rng.randint(3, 12))]))
        for _ in range(10):
            seconds = rng.randint(10, 3000)
            value = f"{seconds // 60}:{seconds % 60:02d}"
            answer = f"Side: {value}."
            expected = old(listed.lists, answer, value)
            got = listed.explain_length(answer, value)
            if expected is None:
                assert got is None or got.rule != "length-sum", (listed.lists, value)
            else:
                n_list, a, b = expected
                terms = " + ".join(length_sums._written(s, False) for s in listed.lists[n_list][a:b])
                assert got is not None and got.expression == f"{terms} = {value}", (listed.lists, value, got)


# ---- clock_chains ---------------------------------------------------------------------------------

def _old_chains(answer: str, end: int, known: set[str]) -> list[tuple[str, int, list[tuple[str, int]]]]:
    """main's `_chains` (c9060e7; round 32's `+ H:MM` length too): every start scanned from the top to `end`."""
    from evidence_audit.evidence import clock_chains as cc

    out: list[tuple[str, int, list[tuple[str, int]]]] = []
    for start in cc._START.finditer(answer, 0, end):
        clock = f"{start.group(1)}:{start.group(2)}"
        if clock not in known and clock.zfill(5) not in known and clock.lstrip("0") not in known:
            continue
        total = int(start.group(1)) * 60 + int(start.group(2))
        points: list[tuple[str, int]] = []
        at = start.end()
        stop = at
        written: list[str] = []
        plus = True  # (round 32) an `H:MM` right after a `+` is a length, as `_chains` reads it
        for _ in range(cc.MAX_LINKS):
            m = cc._DURATION.match(answer, at, end)
            length = cc.duration_minutes(m) if m is not None else None
            if m is None and plus and (c := cc._PLUS_LENGTH.match(answer, at, end)) is not None:
                m, length = c, int(c.group(1)) * 60 + int(c.group(2))
            if m is None or length is None or length <= 0:
                break
            total += length
            written.append(m.group(0))
            points.append((" + ".join(written), total))
            stop = m.end()
            link = cc._LINK.match(answer, m.end(), end)
            if link is None:
                break
            plus = "+" in link.group(0) or "plus" in link.group(0).lower()
            at = link.end()
        if points:
            out.append((clock, stop, points))
        if len(out) >= cc.MAX_CHAINS:
            break
    return out


@pure
def test_a_chains_starts_are_read_once_per_answer() -> None:
    """n sums from clocks no source carries and n clocks after them: 4x the sums, about 4x the
    `clock_chains` work (main 16x: every clock value scanned every start before it)."""
    from evidence_audit.evidence.clock_chains import explain_clock_chain

    build = FAMILIES29["clock_sums29"][0]
    counts = []
    for n in (100, 400):
        answer = build(n)[0]
        values = re.findall(r"(?<![0-9:])[0-9]{2}:[0-9]{2}(?![0-9:])", answer)
        forget_readings()
        with WorkCounter(by_function=True) as counter:
            for value in values:
                explain_clock_chain(answer, value, ["07:00"])
        counts.append(counter.work["clock_chains"])
    assert 0 < counts[1] <= 5 * counts[0], counts


def test_a_chains_starts_read_once_equal_the_scan_to_each_value() -> None:
    """The starts read once, cut at a value, give the chains main's scan to the value gives (answers
    of fewer than MAX_STARTS starts, every offset a clock value is found at)."""
    from evidence_audit.evidence.clock_chains import MAX_STARTS, _chains

    rng = random.Random(2029)
    pieces = ["08:30 + ", "8:30 plus ", "12:05+", "115 min", "1 h 20 min", "1.5 h", ", then ", " and ", " + ",
              "60 minutes", " ", ". ", "10:25", "23:59", "plus", "\n", "9:", "2 hours", "07:00 +", "x"]
    for _ in range(600):
        answer = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 30)))
        if answer.count("+") + answer.lower().count("plus") > MAX_STARTS:
            continue
        forget_readings()
        known = {"08:30", "8:30", "12:05", "07:00", "10:25"}
        for m in re.finditer(r"[0-9]{1,2}:[0-9]{2}", answer):
            end = answer.find(m.group(0))
            assert _chains(answer, end, known) == _old_chains(answer, end, known), (answer, end)


def test_a_clock_chain_still_reads_its_points_and_refuses_a_slip() -> None:
    """A chain's points in order are still read after the change; a minute off stays flagged."""
    from evidence_audit.evidence.clock_chains import explain_clock_chain

    answer = "<think> 08:30 + 115 min, then 60 min down. </think> On top about **10:25**, back about **11:25**"
    assert explain_clock_chain(answer, "10:25", ["08:30"]) is not None
    assert explain_clock_chain(answer, "11:25", ["08:30"]) is not None
    slipped = answer.replace("11:25", "11:26")
    assert explain_clock_chain(slipped, "11:26", ["08:30"]) is None


# ---- row_steps ------------------------------------------------------------------------------------

@pure
def test_a_row_steps_occurrences_are_indexed_once_per_reading() -> None:
    """Every value of an answer of 4x the numbers tried as a row's step: `row_steps` about 4x the
    lines (main 16x: each try walked every number of the answer for the value's occurrences)."""
    from evidence_audit.evidence.row_steps import RowSteps

    build = FAMILIES29["csv_keys29"][0]
    grid = "QUOTE\n" + "\n".join(f"{1000 * (k + 1):,}  {3000 + 1700 * k:,}" for k in range(30))
    counts = []
    for n in (100, 400):
        answer = build(n)[0]
        steps = RowSteps()
        steps.add_result(Served(text=grid), None, 1)
        reading = AnswerReading(answer, {}, None)
        with WorkCounter(by_function=True) as counter:
            for i in range(len(reading.occurrences)):
                steps.explain(reading, i, set(), [])
        counts.append(_lines(counter, "row_steps:"))
    assert 0 < counts[1] <= 5 * counts[0], counts


def test_a_row_step_still_computes_and_refuses_a_slip() -> None:
    """A named row's step from the row above is still computed; one digit off stays flagged."""
    grid = "QUOTE\n" + "\n".join(f"{1000 * (k + 1):,}  {3000 + 1700 * k + 7 * k * k:,}" for k in range(30))
    history = [{"role": "user", "content": "What does each extra thousand cost?"}, {"role": "tool", "content": grid}]
    answer = "| copies | cost | extra |\n|---|---|---|\n| 5,000 | 9,912 | 1,749 |\n| 6,000 | 11,675 | 1,763 |"
    verdict = check_answer(answer, history, GATE)
    assert {c.value: c.derivation for c in verdict.computed}.get("1749") == "row-step", verdict
    slipped = check_answer(answer.replace("1,749", "1,759"), history, GATE)
    assert "1759" in {c.value for c in slipped.unsupported}


# ---- two_steps ------------------------------------------------------------------------------------

def _vat_line(n: int) -> str:
    """One line of n amounts, each with its own VAT percent written."""
    return "Deposits: " + "; ".join(f"item {i}: {1000 + i * 37:,}.00 at VAT 25%, deposit 40% incl: "
                                    f"{(Decimal(1000 + i * 37) * Decimal('0.5')).quantize(Decimal('0.01'), ROUND_HALF_UP):,}"
                                    for i in range(n)) + "."


@pure
def test_a_lines_rates_are_found_by_bisection() -> None:
    """Every value of one line of 4x the percents asks the rates named before it: `_named_rates`
    and `_steps` about 4x the lines (main 16x: every value listed every rate and number before it)."""
    from evidence_audit.evidence.rate_steps import StatedRates
    from evidence_audit.evidence.two_steps import _named_rates, _steps

    counts = []
    for n in (100, 400):
        text = _vat_line(n)
        rates = StatedRates()
        rates.add_text("VAT is 25%, a 40% deposit.", "the system prompt", "result")
        forget_readings()
        reading = AnswerReading(text, {}, None)
        known = {o.value for o in reading.occurrences}
        with WorkCounter(by_function=True) as counter:
            for i, o in enumerate(reading.occurrences):
                found = _named_rates(rates, reading, o, "What is each deposit?")
                _steps(found, reading, i, known, [], [])
        counts.append(_lines(counter, "two_steps:"))
    assert 0 < counts[1] <= 5 * counts[0], counts


def test_a_two_step_still_computes_and_refuses_a_slip() -> None:
    """An amount through a VAT and a count, the middle unwritten, still computes; one digit off stays flagged."""
    build = FAMILIES29["two_steps29"][0]
    answer, result, user = build(6)
    history = [{"role": "user", "content": user}, {"role": "tool", "content": result}]
    verdict = check_answer(answer, history, GATE)
    rules = {c.value: c.derivation for c in verdict.computed}
    assert "two-step" in rules.values(), rules
    assert any(c.value for c in verdict.unsupported)  # order 0's slip


@pytest.mark.parametrize("name", list(FAMILIES29))
def test_each_round29_shape_is_checked(name: str) -> None:
    """Every round-29 shape at a small size runs through the default profile without raising, its
    one-digit slips flagged."""
    build, n = FAMILIES29[name]
    answer, result, user = build(max(2, n // 2))
    verdict = check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)
    assert verdict.unsupported, name
