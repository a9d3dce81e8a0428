"""End to end on synth runs that do arithmetic: every planted computed value is reported `computed`
with an expression that gives it, every planted fabrication (one digit off a computed or a carried
value) is flagged, and the arithmetic rule excuses under 1% of the fabrications drawn."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import orjson
import pytest

from evidence_audit.synth import ArithmeticStats, write_arithmetic_corpus
from evidence_audit.synth.arithmetic import arithmetic_runs

from .helpers import read_rows, run_cli

RUNS = 300
SEED = 5
# Round 7's probe (an invented amount per answer, judged, never written) on the corpus's first 100
# runs (each run is drawn from its seed and index alone, and the probe from its own stream): 327
# invented amounts at seed 5, against the 100 asserted. Not on all 300 (about 980): each invented
# amount is judged by every rule before it is flagged (tens of ms); the 300 probed runs took 72 of the
# fixture's 84 CPU seconds, the 100 take about 23 (ci40). (ci46b) The first 40: 128 invented amounts
# (92 flagged, 35 unverified, 1 computed; the draw is the seed's), past the 100 asserted: the probe's
# assertions are its presence and bounds, not a rate; 10 CPU s, not 25.
PROBED_RUNS = 40
_STEP = re.compile(r"[0-9.+\-x/() ]+")


@pytest.fixture(scope="module")
def audited(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("arith")
    corpus = folder / "corpus.jsonl"
    stats = write_arithmetic_corpus(str(corpus), RUNS, SEED, "mixed")
    truth = [orjson.loads(line) for line in Path(folder / "corpus.truth.jsonl").read_bytes().splitlines()]
    done = run_cli("audit", str(corpus), "--out", str(folder / "out"))
    assert done.returncode == 0, done.stderr
    findings = {(r["run_id"], r["answer_index"], r["value"]): r for r in read_rows(folder / "out", "findings")}
    return stats, truth, findings


@pytest.fixture(scope="module")
def probed() -> ArithmeticStats:
    """The probe's counts over the corpus's first PROBED_RUNS runs, drawn again with the probe on."""
    stats = ArithmeticStats()
    for _ in arithmetic_runs(PROBED_RUNS, SEED, stats, probe=True):
        pass
    return stats


def _minutes(clock: str) -> int:
    hour, _, minute = clock.partition(":")
    return int(hour) * 60 + int(minute)


def evaluates(expression: str, value: str) -> bool:
    """Each step `lhs = rhs` of `rule: a + b = c; c - d = e` holds, and the last gives `value`;
    a duration `16:00 - 14:45 = 1:15` in minutes, past midnight allowed."""
    rule, _, steps = expression.partition(": ")
    if rule == "duration":
        late, early, gap = re.fullmatch(r"([0-9:]+) - ([0-9:]+) = ([0-9:]+)", steps).groups()
        return (_minutes(late) - _minutes(early)) % (24 * 60) == _minutes(gap) and gap == value
    result = None
    for step in steps.split("; "):
        lhs, _, rhs = step.rpartition(" = ")
        assert _STEP.fullmatch(lhs), step
        python = re.sub(r"[0-9]+(?:\.[0-9]+)?", lambda m: f"Decimal('{m.group(0)}')", lhs.replace(" x ", " * "))
        got = eval(python, {"Decimal": Decimal})  # digits, operators and parentheses only (checked)
        places = len(rhs.partition(".")[2])
        if got.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) != Decimal(rhs):
            return False
        result = rhs
    return result == value


def test_the_corpus_plants_computed_values_and_fabrications(audited) -> None:
    stats, truth, _ = audited
    kinds = {row["kind"] for row in truth}
    assert {"computed", "fabricated"} <= kinds
    made = {row.get("fabrication") for row in truth if row["kind"] == "fabricated"}
    assert made == {"one_digit_off_computed", "one_digit_off_carried"}
    assert stats.computed >= 1000 and stats.fabricated >= 100


def test_every_planted_computed_value_is_computed_with_an_expression_that_gives_it(audited) -> None:
    _, truth, findings = audited
    for row in truth:
        if row["kind"] != "computed":
            continue
        found = findings.get((row["run_id"], row["answer_index"], row["value"]))
        assert found is not None and found["kind"] == "computed", row
        assert evaluates(found["expression"], row["value"]), found["expression"]
        assert found["operands"], found


def test_every_planted_fabrication_is_flagged_and_nothing_else(audited) -> None:
    _, truth, findings = audited
    fabricated = {(r["run_id"], r["answer_index"], r["value"]) for r in truth if r["kind"] == "fabricated"}
    flagged = {key for key, row in findings.items() if row["kind"] == "ungrounded"}
    assert fabricated == flagged


def test_the_rule_excuses_under_one_percent_of_the_fabrications_drawn(audited) -> None:
    stats, _, _ = audited
    assert stats.fabrications_drawn >= 100
    assert stats.excused_share < 0.01, stats.excused_examples
    assert stats.missed == 0


def test_a_fabrication_listed_unverified_is_counted_as_excused_and_the_probe_is_measured(audited, probed) -> None:
    """Round 7: a drawn fabrication the check lists `unverified` (not flagged) counts in `excused`;
    the probe replaces computed values by invented amounts (never written) and counts how many the
    `unverified` kind lists instead of flagging: its price, reported, not bounded here."""
    stats, _, findings = audited
    assert stats.unverified <= stats.excused
    assert probed.runs == PROBED_RUNS and probed.invented >= 100
    assert probed.invented_flagged + probed.invented_unverified + probed.invented_computed <= probed.invented
    assert probed.invented_flagged > 0 and 0.0 <= probed.invented_unverified_share <= 1.0
    assert not [row for row in findings.values() if row["kind"] == "unverified" and not row["operands"]]
