"""Round 25 (hostile25): the rule modules of round 24 under hostile answers (`inputs25.py`).

Found growing, each now read once (outputs unchanged; work counted by `work_counts.py`, not timed):
- `weekly_lists.garbled_in_weekly_lists` asked every `dd/dd` token of the answer whether a weekly
  list joins it (an answer of 9,000 slashed dates: 9,000 asks, each reading the dates around it);
  only the token right after a slashed date read can be joined (a list gap holds no digit), so only
  those are asked: bounded by the slashed dates read (`slashed_dates._MAX_SLASHED`), whatever the answer.
- `locales.english_text` was read twice on the same answer (`gate._refuted_values` once a value is
  tried, then `gate._refuted`): 7.8x the work for 4x the answer (clocks24, 25 -> 100); now kept per
  text (`_ENGLISH_TEXTS`).
- `spellings._dotted_month_day` searched the whole answer for a dotted date (`15.02.`) once per
  candidate (n candidates x n characters: 18.7x for 4x, unit_costs25); now once per answer.
- `iso_weeks.explain_iso_weeks` searched the answer for each week's first writing and read the
  week's line (its dates, their weeks) once per week (15.5x for 4x, iso_weeks25); now the weeks
  are found in one pass, each line read once, a week's one-digit neighbours looked up.
- `duration_steps.KnownDurations.explain` read the answer's exponents (`^1.06`, Riegel) and summed
  every column's cells once per value, and filtered every duration of the answer for the own pool
  (15.7x for 4x, durations25); now the exponents once an answer, the means once a column, the pool
  read back from the end to its MAX_POOL.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from evidence_audit.evidence import check_answer, locales, person_readings, resolve_gate, spellings
from evidence_audit.evidence.computed import reading
from evidence_audit.evidence.iso_weeks import explain_iso_weeks

from .inputs24 import FAMILIES24
from .inputs25 import FAMILIES25
from .work_counts import WorkCounter, is_pure

GATE = resolve_gate({})
pure = pytest.mark.skipif(not is_pure(), reason="counts lines run by the pure-Python core")


def _work(build: Callable[[int], tuple[str, str, str]], n: int) -> WorkCounter:
    """The work of checking `build(n)` (caches of earlier texts forgotten: each size pays its reading)."""
    answer, result, user = build(n)
    history = [{"role": "user", "content": user}, {"role": "tool", "content": result}]
    check_answer("warm", history[:1], GATE)
    person_readings._READINGS.clear()
    reading._OCCURRENCES.clear()
    with WorkCounter(by_function=True) as counter:
        check_answer(answer, history, GATE)
    return counter


def _module(counter: WorkCounter, module: str) -> int:
    """Lines a module ran plus the characters (in units) its patterns searched."""
    return counter.work[module]


@pure
def test_garbled_weekly_tokens_are_asked_only_after_the_dates_read() -> None:
    """4x the slashed tokens after a weekly list: about the same `weekly_lists` work (main: 4x, each
    token of the answer asked), the garbled token of the list still flagged."""
    build = FAMILIES25["weekly25"][0]
    small, large = _module(_work(build, 200), "weekly_lists"), _module(_work(build, 800), "weekly_lists")
    assert large < 1.5 * small, (small, large)
    answer, result, user = build(200)
    verdict = check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)
    assert "33/04" in {c.value for c in verdict.unsupported}


@pure
def test_an_answer_is_respelled_in_english_once() -> None:
    """`english_text` of one text twice: the second costs no reading (main read it again: clocks24
    cost 7.8x the work for 4x the answer, a second reading starting at the larger size)."""
    text = "Wert 29.154,00 € und 242,95 €; " * 200
    locales._ENGLISH_TEXTS.clear()
    with WorkCounter(by_function=True) as first:
        english, found = locales.english_text(text)
    with WorkCounter(by_function=True) as second:
        again, found_again = locales.english_text(text)
    assert (english, found) == (again, found_again) and found == {"29.154,00": "29154", "242,95": "242.95"}
    assert second.work["locales"] * 20 < first.work["locales"], (first.work["locales"], second.work["locales"])
    found_again["x"] = "y"  # each caller its own map
    assert "x" not in locales.english_text(text)[1]
    build = FAMILIES24["clocks24"][0]
    small = _work(build, 25).functions["locales:english_text:" + str(_english_line())]
    large = _work(build, 100).functions["locales:english_text:" + str(_english_line())]
    assert large < 5 * max(small, 1), (small, large)


def _english_line() -> int:
    """The line of `_english_text` that runs once per number it respells."""
    import inspect

    lines, first = inspect.getsourcelines(locales._english_text)
    return first + next(i for i, line in enumerate(lines) if "found[written] = english" in line)


@pure
def test_a_dotted_date_is_looked_for_once_an_answer() -> None:
    """`_dotted_month_day`'s question (does the answer write `15.02.`?) asked of the answer once,
    not once a candidate: the characters `spellings` searched grow with the answer (main: 18.7x)."""
    build = FAMILIES25["unit_costs25"][0]
    small, large = _work(build, 25).searched["spellings"], _work(build, 100).searched["spellings"]
    assert large < 8 * max(small, 100), (small, large)
    spellings._WRITES_DOTTED_DATE.clear()
    assert spellings._writes_dotted_date("due 15.02., 15.03.") and not spellings._writes_dotted_date("The rate is 15.02.")


@pure
def test_iso_weeks_read_each_line_once() -> None:
    """4x the weeks and dates of iso_weeks25: under 6x `iso_weeks`'s work (main 15x: each week
    searched the answer for itself and read its line's dates again)."""
    build = FAMILIES25["iso_weeks25"][0]
    small, large = _module(_work(build, 25), "iso_weeks"), _module(_work(build, 100), "iso_weeks")
    assert large < 6 * small, (small, large)


def test_iso_weeks_one_pass_gives_what_each_week_asked() -> None:
    """The one-pass reading computes a week of a known date of its line, refuses one a digit off
    and one beside a known date a digit apart, and names the date before it as its operand."""
    answer = ("Shipped January 12, 2026, in ISO week 2026-W03; also 2026-04-01 in 2026-W14 and 2026-W05.\n"
              "| 2026-03-26 | 2026-W13 | 2026-01-14 | 2026-W03 | 2026-W24 |")
    known = {"2026-01-12", "2026-04-01", "2026-03-26", "2026-01-14"}.__contains__
    found = explain_iso_weeks(answer, ["2026-w03", "2026-w14", "2026-w05", "2026-w13", "2026-w24", "2026-w54"], known)
    # W05: no date of its line; W13 beside W03 (a digit apart) on its line; W24 no date; W54 no week
    assert set(found) == {"2026-w03", "2026-w14"}
    assert found["2026-w03"].operands[0].value == "January 12, 2026"
    assert found["2026-w14"].operands[0].value == "2026-04-01"
    assert explain_iso_weeks(answer, ["2026-w14"], lambda iso: False) == {}
    assert explain_iso_weeks(answer.replace("2026-W14", "2026-W04"), ["2026-w04"], known) == {}  # W04 beside W03


@pure
def test_a_durations_try_reads_the_answer_once() -> None:
    """4x the race results of durations25: the characters `duration_steps` searched under 6x (main
    12x: every value searched the answer for its exponents), its lines under 4.4x (main 4.6x: every
    value summed every column and filtered every duration of the answer)."""
    build = FAMILIES25["durations25"][0]
    small, large = _work(build, 25), _work(build, 100)
    assert large.searched["duration_steps"] < 6 * small.searched["duration_steps"], (small.searched, large.searched)
    lines = [sum(w for k, w in c.functions.items() if k.startswith("duration_steps:")) for c in (small, large)]
    assert lines[1] < 4.4 * lines[0], lines


@pytest.mark.parametrize("name", list(FAMILIES25))
def test_each_round25_shape_is_checked(name: str) -> None:
    """Every round-25 shape at a small size runs through the default profile without raising."""
    build, n = FAMILIES25[name]
    answer, result, user = build(max(1, n // 10))
    check_answer(answer, [{"role": "user", "content": user}, {"role": "tool", "content": result}], GATE)
