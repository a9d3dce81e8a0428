"""Precision on the real airline corpus: the default's findings equal the hand-labelled set, few of
them are false flags, and one-digit mutations of grounded values are caught.

A change that adds or removes a finding must update `tests/data/precision/tau-bench-airline.labels.jsonl`
consciously (label the new finding by reading it). The figures are measured by `bench/precision.py`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from evidence_audit.evidence import resolve_gate
from evidence_audit.measure import (
    LABELS,
    false_flag_report,
    finding_key,
    findings_of,
    mutation_tally,
    read_labels,
    read_runs,
)

DATA = Path(__file__).resolve().parent.parent / "data"
CORPUS = DATA / "corpora" / "tau-bench-airline-gpt-4o.jsonl.gz"
LABELS_FILE = DATA / "precision" / "tau-bench-airline.labels.jsonl"
# Before the arithmetic and amounts dials the default flagged 6 values here, 5 of them not invented.
FALSE_FLAGS_BEFORE = 5


@pytest.fixture(scope="module")
def default_findings() -> tuple[int, list[dict]]:
    return findings_of(CORPUS, resolve_gate({}))


@pytest.fixture(scope="module")
def labels() -> dict:
    return read_labels(LABELS_FILE)


def test_every_finding_is_labelled_and_every_label_is_found(default_findings, labels) -> None:
    """The default's findings (flags, self-sourced and computed values) are exactly the labelled set."""
    answers, rows = default_findings
    assert answers == 1290
    found = {finding_key(row) for row in rows}
    assert found == set(labels), {"new": sorted(found - set(labels)), "gone": sorted(set(labels) - found)}


def test_every_computed_value_has_its_labelled_expression(default_findings, labels) -> None:
    """A computed value is reported with the expression read and checked by hand."""
    _, rows = default_findings
    computed = [row for row in rows if row["kind"] == "computed"]
    assert len(computed) >= 50
    for row in computed:
        assert row["expression"] == labels[finding_key(row)]["expression"], row
        assert row["operands"] and all(o["value"] and o["source"] for o in row["operands"]), row


def test_labels_use_the_known_words() -> None:
    """Each label is one of invented, respelled, computed, self-sourced, user."""
    assert {row["label"] for row in read_labels(LABELS_FILE).values()} <= set(LABELS)


def test_false_flags_do_not_grow(default_findings, labels) -> None:
    """Currency amounts of every size are judged now, and still the false flags are no more than before."""
    answers, rows = default_findings
    report = false_flag_report(answers, rows, labels)
    assert report["unlabelled_flags"] == 0
    assert report["false_flags"] <= FALSE_FLAGS_BEFORE, report
    assert report["flags_by_label"].get("invented", 0) >= 1  # the wrong per-passenger amount stays flagged


def test_one_digit_mutations_of_grounded_values_are_caught() -> None:
    """Changing one digit of a grounded value is caught, unless it lands on a value the run carried
    or a person said; the arithmetic rule excuses at most 0.1% of them."""
    tally = mutation_tally(read_runs(CORPUS), resolve_gate({}))
    assert tally.total > 5000
    assert tally.caught + tally.computed == tally.judged, tally.as_dict()
    assert tally.computed <= tally.judged / 1000, tally.computed_examples
