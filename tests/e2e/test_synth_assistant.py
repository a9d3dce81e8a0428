"""End to end on the synth assistant domain (issue 9): every planted respelling grounded by its rule,
every planted fabrication flagged, computed values left to the computed rule of issue 8."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import orjson
import pytest

from .helpers import read_rows, run_cli

ASSISTANT_RULES = ("time-in-words", "date-in-words", "numeric-date", "score", "clock")
PLANTED = ("invented_postcode", "made_up_time", "wrong_duration", "wrong_due_date")


@pytest.fixture(scope="module")
def audited(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[dict], list[dict], set[str]]:
    """A 300-run mixed corpus, its truth rows and the default audit's findings, on assistant runs only."""
    from evidence_audit.synth import write_corpus

    folder = tmp_path_factory.mktemp("assistant")
    stats = write_corpus(str(folder / "corpus.jsonl"), 300, 21, "mixed")
    truth = [orjson.loads(line) for line in Path(stats.truth_path).read_bytes().splitlines()]
    done = run_cli("audit", str(folder / "corpus.jsonl"), "--out", str(folder / "out"))
    assert done.returncode == 0, done.stderr
    assistant_runs = {row["run_id"] for row in truth if row.get("label") in ("event_date", "rating", "iban", "day")}
    findings = [row for row in read_rows(folder / "out", "findings") if row["run_id"] in assistant_runs]
    return [row for row in truth if row["run_id"] in assistant_runs], findings, assistant_runs


def _key(row: dict) -> tuple[str, int, str]:
    return (row["run_id"], row["answer_index"], row["value"])


def test_the_assistant_runs_hold_each_new_rule_and_each_planted_invention(audited) -> None:
    truth, _, runs = audited
    rules = Counter(row.get("rule") for row in truth if row["kind"] == "respelled")
    made = Counter(row.get("fabrication") for row in truth if row["kind"] == "fabricated")
    assert len(runs) >= 50
    assert all(rules[rule] >= 10 for rule in ASSISTANT_RULES), rules
    assert all(made[kind] >= 3 for kind in PLANTED), made
    assert sum(row["kind"] == "computed" for row in truth) >= 10


def test_every_planted_respelling_is_grounded_and_every_invention_flagged(audited) -> None:
    truth, findings, _ = audited
    flagged = {_key(row): row["kind"] for row in findings}
    for row in truth:
        if row["kind"] == "fabricated":
            assert flagged.get(_key(row)) == "ungrounded", row
        elif row["kind"] in ("copied", "respelled", "exempt"):
            assert _key(row) not in flagged, row


def test_every_planted_computed_value_is_not_an_ungrounded_finding(audited) -> None:
    """Durations between carried clocks and amounts times a stated count are computed, not flagged."""
    truth, findings, _ = audited
    ungrounded = {_key(row) for row in findings if row["kind"] == "ungrounded"}
    computed = [row for row in truth if row["kind"] == "computed"]
    assert computed and not any(_key(row) in ungrounded for row in computed)
    reported = {_key(row) for row in findings if row["kind"] == "computed"}
    assert all(_key(row) in reported for row in computed)
