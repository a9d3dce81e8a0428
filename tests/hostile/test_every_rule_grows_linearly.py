"""Every rule the check can run, present and future, grows at most linearly: one test, no list.

Each round adds rules and each round one grew faster than its input on a hostile answer (round 11's
`rate`, round 12's `exchange` and the slip scan's framing): the per-rule growth tests covered the
rules someone remembered. Here the work is counted, not timed (`work_counts.py`: lines of Python
run and characters searched, by function of every module under `evidence/`), for generic hostile
answers (`generic_inputs.py`: numbers on one line, a long table, a bullet list of amounts, dates and
clocks, an equation chain, numbers glued to units, one result of thousands of numbers) at n and 4n.
A function's work may grow as the input does or as the units the work bounds granted do (a try is
charged the answer's size), times SLACK; a function that grows by their square fails, named.

How a new rule is covered: its module sits under `evidence/` (or `evidence/computed/`), so its
functions are counted the day it is written; `test_every_core_module_is_reached` fails until the
generators reach the module (every rule runs on every answer it can read, so a module the answers
above do not reach is one whose cue they lack: add the cue to a generator) or the module is named in
NOT_REACHED with the reason. `test_every_registered_rule_names_a_counted_module` ties the rule
registries (`computed.RULES`, `spellings.RULES`) to the modules that write the names.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from evidence_audit.evidence import check_answer, computed, person_readings, resolve_gate, spellings
from evidence_audit.evidence.computed import reading

from .generic_inputs import GENERATORS
from .work_counts import EVIDENCE, WorkCounter, core_modules, forget_readings, is_pure

pytestmark = pytest.mark.skipif(not is_pure(), reason="counts lines run by the pure-Python core (a compiled module runs none)")

SLACK = 2.0  # linear: 4x the input costs ~4x; the square: 16x (the limit is 8x for a 4x input)
FLOOR = 3_000  # work (at 4n) under which a function is too small to judge; below FLOOR / 8 at n counts as FLOOR / 8
GATE = resolve_gate({})
# an earlier answer of the run: the rules that read earlier answers (repeat, earlier, counterpart ...) run too
# (its numbers of 8 digits or more: no generated number is one slip from them, at any size)
EARLIER = ("So far: 3 x $40,000,001.00 = $120,000,003.00 a month, and plan 2 is $10,711,111.11 (plan 1 is 15,000,000.5); "
           "the balance was $63,200,000.20 and 4 items cost $12,500,000.50 each.")

# Modules the generators do not reach, and why (a module in neither this nor the reached fails).
NOT_REACHED = {
    "__init__": "the package's door: names only",
    "computed.__init__": "the arithmetic package's door: names and the rule table",
    "computed.cues": "constants and patterns other modules read (their searches count where they run)",
    "glued_clocks": "patterns only (`14h30`, `1h15m`): the modules that match them count the work",
    "number_words": "the table of number words other modules build their patterns from at import (their searches count where they run)",
    "patterns": "declared patterns: the `reference` profile's shapes and exemptions, none by default",
    "figures": "the figures dial, off in the default profile",
    "operand_tokens": "operands glued to their unit inside a written formula (`2x`, `3h`), read by expressions only for such tokens",
    "subseconds": "the `hundredths` rule: a clock's fraction of a second",
    "terse_swaps": "a terse reply only (one line of at most 120 characters, `near_misses.terse`): an answer that grows is no longer terse; at most 4 numbers asked a reply",
    "zone_abbreviations": "a table of zone abbreviations and one dictionary lookup (`is_zone_abbreviation`): no loop, no search",
    "month_names": "(months37) a generated table of month names (CLDR): no code; `worded_dates` reads it and counts",
    "duration_words": "(months37) a generated table of duration words (CLDR): no code; `date_steps` reads it and counts",
    "measure_words": "(paper41) a generated table of unit words of mass, length and volume (CLDR): no code; `units.measure_word_after` reads it and counts",
    "day_periods": "(palm38) a generated table of day periods' words (CLDR): no code; `spellings.period_half` reads it (a bounded word beside a clock)",
    "minute_words": ("(bell40, boat40) a generated table of the words for minutes (CLDR): no code; `shown_lengths.unit_minutes` "
                     "reads it (one word looked up) and `durations.durations_at` (one bounded word after a count)"),
    "hour_words": "(fish39) a generated table of the words for hours (CLDR): no code; `hour_steps.long_hours_at` reads it (a bounded word after a count)",
    "digit_gates": ("(speed35) patterns only: the gate a scanner asks before its own search; the scanners that "
                    "search them count the work"),
    "reasoned_slips": ("(recall40) an answer that opens with a reasoning block and closes it (`</...>`, `gate` asks it only "
                       "then): the generic answers open with none; one pass over the numbers after the block"),
    "row_day_counts": ("(boat40) a yearless date in a table row after a date the answer explained on that row, with a cell "
                       "under a header naming days between them: at most MAX_ROW_SPANS cells of that one row read, within "
                       "the date tries' MAX_STEPS an answer; no generator writes such a row"),
    "threshold_discounts": ("(boat40) read from a system prompt only (no generator states one): its first MAX_TEXT characters "
                            "line by line, at most MAX_DISCOUNTS kept; `discount_for` walks those few per stated price"),
    "range_steps": ("(range45) a date beside a range of days of one month's name on its line (`3 gün (14–16 aprel), "
                    "soňra 2 gün → 18.04.2027`): the value's one line read (two finditers of bounded patterns, the last "
                    "range kept), `spans_in` on the line's two sides once; no generator writes a range of named days"),
    "dotted_steps": ("(stable34) a run that states its today and an answer whose every pointed number is a day and month "
                     "(`22.10 + 42 = 03.12`): one finditer of a pattern of bounded repeats over the answer, a few years tried a match"),
}


def _measure(name: str, n: int) -> tuple[WorkCounter, int]:
    answer, result, user = GENERATORS[name][0](n)
    history = [{"role": "user", "content": user}, {"role": "tool", "content": result},
               {"role": "assistant", "content": EARLIER}, {"role": "user", "content": "and now?"}]
    # (round 26) whatever ran before in this process (tests/evidence with `-n 0`) leaves nothing
    # kept: a warm normalize memo made glued_units' n cheap and its 4n dear (10.7x, a flake)
    forget_readings(GATE)
    check_answer("warm", history[:1], GATE)  # first-use caches are not the answer's work
    # (speed20) the person texts' readings are kept per text (person_readings.py), and the texts
    # repeat from n to 4n: forgotten, so the modules that read them are counted at every size
    person_readings._READINGS.clear()
    # (round 22) and the answers' readings too: since the variant asks read aside (text_memo.py), an
    # answer an earlier measure read stays kept, and its reading would not be counted again
    reading._OCCURRENCES.clear()
    with WorkCounter(by_function=True) as counter:
        check_answer(answer, history, GATE)
    return counter, len(answer) + len(result) + len(user)


@pytest.fixture(scope="module")
def growth() -> dict[str, tuple[WorkCounter, WorkCounter, float]]:
    """Each generator at n and 4n: the two counts and the growth allowed (input or units granted)."""
    measured = {}
    for name, (_, n) in GENERATORS.items():
        (small, small_size), (large, large_size) = _measure(name, n), _measure(name, 4 * n)
        allowed = max(large_size / small_size, (large.granted + large_size) / (small.granted + small_size))
        measured[name] = (small, large, allowed)
    return measured


def _too_fast(small: Counter, large: Counter, allowed: float) -> list[str]:
    return [f"{key}: {small[key]:,} -> {work:,} units ({work / max(small[key], FLOOR / 8):.1f}x; allowed {SLACK * allowed:.1f}x)"
            for key, work in large.items()
            if work >= FLOOR and work / max(small[key], FLOOR / 8) > SLACK * allowed]


@pytest.mark.parametrize("name", list(GENERATORS))
def test_no_function_grows_faster_than_its_input(name: str, growth) -> None:
    """Lines run by each function (and searches charged to its module) at 4n over n, within SLACK
    of the growth of the input or of the units the bounds granted; the offenders are named."""
    small, large, allowed = growth[name]
    assert sum(large.work.values()) > 0
    slow = _too_fast(small.functions, large.functions, allowed) + _too_fast(small.searched, large.searched, allowed)
    assert not slow, f"{name}: work grew faster than the input:\n" + "\n".join(slow)


def test_every_core_module_is_reached(growth) -> None:
    """Every module under `evidence/` ran on some generator's answer, or NOT_REACHED says why not
    (and a module NOT_REACHED names must not run: the list stays true)."""
    reached = {m for small, large, _ in growth.values() for m in large.work if large.work[m] > 0}
    modules = set(core_modules())
    assert not (set(NOT_REACHED) - modules), "NOT_REACHED names modules that are gone"
    missing = sorted(modules - reached - set(NOT_REACHED))
    assert not missing, f"modules no generic hostile answer reaches (give a generator their cue, or say why in NOT_REACHED): {missing}"
    assert not (set(NOT_REACHED) & reached), f"NOT_REACHED modules that run now: {sorted(set(NOT_REACHED) & reached)}"


def test_every_registered_rule_names_a_counted_module() -> None:
    """Each rule name of the registries is written (as a string) by a module under `evidence/`: the
    code that grounds or computes under that name is counted above."""
    sources = "\n".join(p.read_text() for p in EVIDENCE.rglob("*.py"))
    written = set(re.findall(r"\"([a-z][a-z0-9-]*)\"", sources))
    for registry in (computed.RULES, spellings.RULES):
        assert registry and not (set(registry) - written), set(registry) - written


def test_the_counter_sees_a_square(monkeypatch) -> None:
    """The measure is not blind: a rule made to scan the whole answer once per number (the shape
    of round 12's slip-scan bug) fails the same limit."""
    from evidence_audit.evidence.computed import reading

    namespace = {"original": reading._read_occurrences}
    source = (
        "def squared(text, *args):\n"
        "    found = original(text, *args)\n"
        "    for o in found:\n"  # a square: every number walks every number
        "        for p in found:\n"
        "            pass\n"
        "    return found\n"
    )
    exec(compile(source, str(EVIDENCE / "computed" / "reading.py"), "exec"), namespace)  # counted as the module's
    squared = namespace["squared"]

    monkeypatch.setattr(reading, "_read_occurrences", squared)
    name, n = "line_of_numbers", GENERATORS["line_of_numbers"][1]
    (small, small_size), (large, large_size) = _measure(name, n), _measure(name, 4 * n)
    allowed = max(large_size / small_size, (large.granted + large_size) / (small.granted + small_size))
    slow = _too_fast(small.functions, large.functions, allowed)
    assert any("squared" in line for line in slow), slow
