"""End to end on synth runs that do arithmetic: every planted computed value is reported `computed`
with an expression that gives it, every planted fabrication (one digit off a computed or a carried
value) is flagged, and the arithmetic rule excuses under 1% of the fabrications drawn."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import orjson
import pytest

from evidence_audit.synth import write_arithmetic_corpus

from .helpers import read_rows, run_cli

RUNS = 300
SEED = 5
_STEP = re.compile(r"[0-9.+\-x/() ]+")


@pytest.fixture(scope="module")
def audited(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("arith")
    corpus = folder / "corpus.jsonl"
    stats = write_arithmetic_corpus(str(corpus), RUNS, SEED, "mixed", probe=True)
    truth = [orjson.loads(line) for line in Path(folder / "corpus.truth.jsonl").read_bytes().splitlines()]
    done = run_cli("audit", str(corpus), "--out", str(folder / "out"))
    assert done.returncode == 0, done.stderr
    findings = {(r["run_id"], r["answer_index"], r["value"]): r for r in read_rows(folder / "out", "findings")}
    return stats, truth, findings


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


def test_a_fabrication_listed_unverified_is_counted_as_excused_and_the_probe_is_measured(audited) -> None:
    """Round 7: a drawn fabrication the check lists `unverified` (not flagged) counts in `excused`;
    the probe replaces computed values by invented amounts (never written) and counts how many the
    `unverified` kind lists instead of flagging: its price, reported, not bounded here."""
    stats, _, findings = audited
    assert stats.unverified <= stats.excused
    assert stats.invented >= 100
    assert stats.invented_flagged + stats.invented_unverified + stats.invented_computed <= stats.invented
    assert stats.invented_flagged > 0 and 0.0 <= stats.invented_unverified_share <= 1.0
    assert not [row for row in findings.values() if row["kind"] == "unverified" and not row["operands"]]
