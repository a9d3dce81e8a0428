"""(hostile39) The patterns round 38 left that grow over a whole text, and a streaming run that never
closes.

- `slipped_results._COMPOUND` is asked with `fullmatch` of the text between two numbers of a line
  (`_converted`: `12 km` ... `7.2 miles`). A word then a run of marks that does not end that text
  (`12 km`, 16,000 stars, `x, about 7.2 miles`) cost the square of the run: each star the first
  `[*_]*` gave back was tried again by the last one (through `check`: 8,000 stars 0.23 s, 16,000
  0.81 s on main 46972287). Now each run possessive: no later part can take a character an earlier
  one gives back (a letter, `.`, `,`, a blank, `and` each have one place), so the same language.
  `bench/regex_growth.py --match` never saw it (`match` stops at the first end); `--full a` does.
- `slipped_results._PERCENT`, `segments._SIZE_SIDES`, `_PER_UNIT_FORM`, `glued_amounts._DECIMAL_COMMA`
  and `_AFTER` grow only under the fuzzer's `finditer` (a run of digits tried from every start); each
  is asked at one place (`match` at a number's end, `fullmatch` of a form), where it is one pass:
  the first four possessive where that is the same language (a digit run before `.`, `x`, `/`, `,`),
  `_AFTER` (its `_NUMBER` shared with `_BEFORE` and `_IN_TEXT`) left as it is. The test below holds
  them to the way they are asked, so a `search` added later is seen here.
- The streaming audit's bound (`--max-run-bytes`) on a run that never closes: every record is
  stored, a repeat, or a dead letter naming the run and the bound; every stored answer is judged.

No timed `check` beyond a floor: work is bounded by the length at which main cost seconds.
"""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

import pytest

from evidence_audit.beam.stream_run import StreamRun, StreamSettings
from evidence_audit.evidence import (
    asked_factors,
    check_answer,
    glued_amounts,
    hour_steps,
    resolve_gate,
    segments,
    slipped_results,
    worded_dates,
)
from evidence_audit.traces import parse_line
from evidence_audit.traces.model import message_to_tuple

from .work_counts import forget_readings

GATE = resolve_gate({})
EVIDENCE = Path(slipped_results.__file__).parent

# The patterns as main (46972287) wrote them.
OLD_COMPOUND = re.compile(r"[*_\s]*[A-Za-z]+\.?[*_]*,?\s*(?:and\s+)?[*_]*", re.IGNORECASE)
OLD_PERCENT = re.compile(r"[*_]*\s?%")
OLD_SIZE_SIDES = re.compile(r"([1-9][0-9]*(?:\.[0-9]+)?)[x\u00d7]([1-9][0-9]*(?:\.[0-9]+)?)(?:mm|cm|m|in|px)?")
OLD_PER_UNIT_FORM = re.compile(r"([0-9]+\.[0-9]+|[1-9][0-9]*)/[a-z]{1,12}2?", re.ASCII)
OLD_DECIMAL_COMMA = re.compile(r"[0-9]+,[0-9]{1,2}", re.ASCII)
# and the three `bench/regex_growth.py --match` listed over the whole of `evidence/` (each a `match`
# at a value's end: one ask over a run of blanks was the square of the run)
OLD_CLOCK_AT = re.compile(r"[*_ \t]*(?:,[ \t]*|at[ \t]+|on[ \t]+)?[*_ \t]*([01]?[0-9]|2[0-3]):([0-5][0-9])(?![0-9:])", re.IGNORECASE)
OLD_PER_UNIT = re.compile(asked_factors._PER_UNIT.pattern.replace("*+", "*").replace("++", "+"))
OLD_YEAR_AFTER = re.compile(worded_dates._YEAR_AFTER.pattern.replace("*+", "*").replace("++", "+"))


def _random_texts(alphabet: list[str], count: int, seed: int = 39, longest: int = 14) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, longest))) for _ in range(count)]


def _spans(m: re.Match[str] | None) -> tuple[tuple[int, int], ...] | None:
    return None if m is None else tuple(m.span(g) for g in range(1 + (m.re.groups or 0)))


COMPOUND_PIECES = [" ", "\t", "\n", "*", "**", "_", ".", ",", "and", "AND", "an", "d", "km", "a", "Z", "\u017f",
                   "\u212a", "1", "x", "%", "-"]
PERCENT_PIECES = ["*", "_", " ", "\t", "%", "1", "x", "\n"]
CLOCK_PIECES = [" ", "\t", "*", "_", ",", "at", "AT", "on", "a", "o", "n", "1", "2", "3", "9", ":", "0", "5", "x", "12:30",
                "9:05", " at 23:59"]
PER_PIECES = [" ", "\t", "\u00a0", "/", "per", "an", "a", "n", "p", "EUR", "hour", "\u20ac", "$", "1", "_", "\u00e9"]
YEAR_PIECES = [" ", "\t", "\u00a0", "\u202f", ",", "de", "d", "e", "del", "2027", "1", "20", "9", ".", "\u0d38",
               "\u1786\u17d2\u1793\u17b6\u17c6", "x"]
NUMBER_PIECES = ["1", "0", "9", "12", ".", ",", "x", "\u00d7", "/", "m", "mm", "cm", "in", "px", "h", "hour", "2",
                 "a", "z"]


@pytest.mark.parametrize("new, old, pieces, least", [
    (slipped_results._COMPOUND, OLD_COMPOUND, COMPOUND_PIECES, 3000),
    (slipped_results._PERCENT, OLD_PERCENT, PERCENT_PIECES, 3000),
    (segments._SIZE_SIDES, OLD_SIZE_SIDES, NUMBER_PIECES, 300),
    (segments._PER_UNIT_FORM, OLD_PER_UNIT_FORM, NUMBER_PIECES, 300),
    (glued_amounts._DECIMAL_COMMA, OLD_DECIMAL_COMMA, NUMBER_PIECES, 300),
    (hour_steps._CLOCK_AT, OLD_CLOCK_AT, CLOCK_PIECES, 300),
    (asked_factors._PER_UNIT, OLD_PER_UNIT, PER_PIECES, 300),
    (worded_dates._YEAR_AFTER, OLD_YEAR_AFTER, YEAR_PIECES, 300),
], ids=["compound", "percent", "size_sides", "per_unit_form", "decimal_comma", "clock_at", "per_unit", "year_after"])
def test_the_rewritten_patterns_match_what_they_matched(new: re.Pattern[str], old: re.Pattern[str],
                                                        pieces: list[str], least: int) -> None:
    """At every start and end of random texts of the pattern's own characters: the same `fullmatch`
    (as asked, `_COMPOUND` with an end) and the same `match`, groups and all."""
    full = 0
    for text in _random_texts(pieces, 8000):
        for start in range(len(text) + 1):
            assert _spans(new.match(text, start)) == _spans(old.match(text, start)), (text, start)
            for end in range(start, len(text) + 1):
                got = new.fullmatch(text, start, end)
                assert _spans(got) == _spans(old.fullmatch(text, start, end)), (text, start, end)
                full += got is not None
    assert full > least, full  # the random texts reach the matches, not only the refusals


def _one_try(how, text: str) -> float:
    best = float("inf")
    for _ in range(3):
        started = time.process_time()
        how(text)
        best = min(best, time.process_time() - started)
    return best


HOSTILE = [
    # (the pattern asked as the code asks it, the hostile text at n)
    (slipped_results._COMPOUND.fullmatch, lambda n: " km" + "*" * n + "x, about "),  # main: the square
    (slipped_results._COMPOUND.fullmatch, lambda n: "a" + "*_" * (n // 2) + "x"),    # main: the square
    (slipped_results._COMPOUND.fullmatch, lambda n: "a" + " " * n + "and" + " " * n + "x"),
    (slipped_results._PERCENT.match, lambda n: "*" * n + " x"),
    (segments._SIZE_SIDES.fullmatch, lambda n: "1" * n + "x" + "1" * n + "q"),
    (segments._PER_UNIT_FORM.fullmatch, lambda n: "1" * n + "." + "1" * n + "/"),
    (glued_amounts._AFTER.fullmatch, lambda n: "1" * n + "!"),
    (glued_amounts._AFTER.fullmatch, lambda n: "1" + ",123" * (n // 4) + ".1!"),
    (glued_amounts._DECIMAL_COMMA.fullmatch, lambda n: "1" * n + ",123"),
    (hour_steps._CLOCK_AT.match, lambda n: " " * n + "x"),                         # main: the square
    (hour_steps._CLOCK_AT.match, lambda n: " " * n + "at" + " " * n + "x"),
    (asked_factors._PER_UNIT.match, lambda n: " " * n + "x"),                       # main: the square
    (asked_factors._PER_UNIT.match, lambda n: " EUR" + " " * n + "1"),
    (worded_dates._YEAR_AFTER.match, lambda n: " " * n + "x"),                      # main: the square
    (worded_dates._YEAR_AFTER.match, lambda n: " de" + " " * n + "x"),
]


@pytest.mark.parametrize("how, hostile", HOSTILE, ids=[f"{i}" for i in range(len(HOSTILE))])
def test_one_ask_is_linear(how, hostile) -> None:
    """4x the run: under 8x the time of one ask, floored (main's `_COMPOUND` at 16,000 stars about
    16x its 4,000; here 32,000 is under the floor)."""
    small, large = _one_try(how, hostile(8000)), _one_try(how, hostile(32000))
    assert large < max(8 * small, 0.05), (small, large)


# Each pattern's asks in its module: `match`/`fullmatch` at one place, never a scan (`search`,
# `finditer`, `findall`, `sub`, `split`), where the fuzzer's square would be real.
ASKED_AT_ONE_PLACE = {
    "slipped_results.py": ["_COMPOUND", "_PERCENT"],
    "segments.py": ["_SIZE_SIDES", "_PER_UNIT_FORM"],
    "glued_amounts.py": ["_AFTER", "_DECIMAL_COMMA"],
    "hour_steps.py": ["_CLOCK_AT"],
    "asked_factors.py": ["_PER_UNIT"],
    "worded_dates.py": ["_YEAR_AFTER"],
}


@pytest.mark.parametrize("module, names", sorted(ASKED_AT_ONE_PLACE.items()))
def test_each_pattern_is_asked_at_one_place(module: str, names: list[str]) -> None:
    source = (EVIDENCE / module).read_text()
    for name in names:
        asks = re.findall(rf"\b{name}\.(\w+)\(", source)
        assert asks, (module, name)  # still used
        assert set(asks) <= {"match", "fullmatch"}, (module, name, asks)


def test_a_word_then_a_run_of_marks_between_two_quantities_through_check() -> None:
    """`12 km`, 16,000 stars, `x, about 7.2 miles`: main 0.81 s of `check` (8,000: 0.23 s, the
    square); here linear (0.07 s), bounded well under the floor."""
    run = [{"role": "user", "content": "How far is the depot?"},
           {"role": "tool", "content": '{"depot": "D4", "distance_km": 12}'}]
    forget_readings(GATE)
    started = time.process_time()
    check_answer("The depot is 12 km" + "*" * 64000 + "x, about 7.2 miles.", run, GATE)
    assert time.process_time() - started < 5.0  # main: about 13 s by the square of 0.81 s at 16,000


@pytest.mark.parametrize("between, compound", [
    (" ft ", True), (" hour and ", True), (" **km**, ", True), (" km.,", True), (" kmand ", True),
    (" km and x ", False), (" km" + "*" * 500 + "x ", False), ("", False), (" x 3 ", False),
])
def test_the_compound_still_reads_one_quantity(between: str, compound: bool) -> None:
    """The text between two numbers (`5 ft 11 in`, `1 hour and 30 minutes`): a unit word, `and` or a
    comma is one quantity in two units, anything else is not; as main read it."""
    answer = "5" + between + "11 in"
    got = slipped_results._COMPOUND.fullmatch(answer, 1, 1 + len(between))
    assert (got is not None) == compound == (OLD_COMPOUND.fullmatch(answer, 1, 1 + len(between)) is not None)


# --- the streaming bound on a run that never closes -----------------------------------------------

def _line(record: dict, number: int):
    import orjson

    from evidence_audit.traces import Source
    return Source("never.jsonl", number), orjson.dumps(record).decode()


def test_a_run_that_never_closes_loses_no_record_past_its_bound() -> None:
    """Records of one run keep coming (no idle gap: it never closes); past `max_run_bytes` each is
    a dead letter naming the run and the bound; every stored answer is judged; stored + repeats +
    rejected is every record sent (nothing dropped silently); state stays under the bound."""
    bound = 20_000
    run = StreamRun("forever", GATE, StreamSettings.of_seconds(wait=1, idle=3600, max_run_bytes=bound))
    sent = stored = repeats = 0
    answers_stored = 0
    letters: list[dict] = []
    verdicts = []
    for i in range(600):
        role, content = [("user", f"Status of order {7000 + i}?"), ("tool", f'{{"order": {7000 + i}, "total": 120.50}}'),
                         ("assistant", f"Order {7000 + i} totals 120.50, then 48213.")][i % 3]
        record = {"run_id": "forever", "seq": i, "role": role, "content": content}
        for copy in range(1 + (i % 50 == 0)):  # now and then a repeat (at-least-once delivery)
            source, raw = _line(record, i + 1)
            rows = tuple(message_to_tuple(m) for m in parse_line(raw, source).messages)
            out = run.accept(rows, i * 1_000_000)
            sent += len(rows)
            stored += len(out.stored)
            repeats += out.duplicates
            letters += out.dead_letters
            answers_stored += sum(1 for _ in out.stored) if role == "assistant" else 0
        verdicts += [a for a in run.judge_due(i * 1_000_000) if isinstance(a, tuple)]
    verdicts += [a for a in run.judge_due(None) if isinstance(a, tuple)]
    assert run.meta.over_bound and run.meta.state_bytes <= bound
    assert stored + repeats + run.meta.rejected == sent and run.meta.rejected == len(letters) > 100
    assert all("'forever'" in d["reason"] and "--max-run-bytes" in d["reason"] for d in letters)
    assert len(verdicts) == answers_stored > 10  # every stored answer judged, with its verdict
    assert all(a["run_id"] == "forever" for a, _ in verdicts)
    assert {a["verdict"] for a, _ in verdicts} == {"flagged"}  # the invented 48213 in each
    row = run.closing_row(10**12)
    assert row["over_bound"] and row["rejected_records"] == len(letters) and row["answers"] == answers_stored
