"""End to end on generated corpora, in every format: every planted fabrication is found, nothing
copied from a result is flagged, and every line is accounted for.

One audit reads the folder of all the formats' corpora (one file each, each from its own seed, so
no run id is shared): one pipeline, not one a format (ci40: ten CLI starts cost ~3 s each, the
40-run corpora a fraction of that). Each format's test reads its own file's rows (`source_file`).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evidence_audit.synth import write_corpus
from evidence_audit.traces import FORMATS

from .helpers import read_rows, run_cli, summary_of

CORPUS_FORMATS = (*FORMATS, "mixed")
RUNS = 40


@pytest.fixture(scope="module")
def audited(tmp_path_factory: pytest.TempPathFactory):
    """Each format's corpus (40 runs, seed 11 + its index) in one folder, and one audit of it."""
    folder = tmp_path_factory.mktemp("corpora")
    traces, truths = folder / "traces", folder / "truth"
    written = {}
    for i, fmt in enumerate(CORPUS_FORMATS):
        corpus = traces / f"traces-{fmt}.jsonl"
        stats = write_corpus(str(corpus), RUNS, seed=11 + i, fmt=fmt, truth_path=str(truths / f"{fmt}.jsonl"))
        truth = [json.loads(line) for line in open(stats.truth_path, encoding="utf-8")]
        written[fmt] = (corpus.name, stats, truth)
    out = folder / "out"
    done = run_cli("audit", str(traces), "--out", str(out))
    assert done.returncode == 0, done.stderr
    return written, read_rows(out, "findings"), read_rows(out, "answers"), summary_of(out)


@pytest.mark.parametrize("fmt", CORPUS_FORMATS)
def test_the_audit_finds_exactly_the_planted_fabrications(fmt: str, audited) -> None:
    """Findings of kind ungrounded equal the truth file's fabricated rows, no more, no less."""
    written, findings, answers, _ = audited
    name, stats, truth = written[fmt]
    mine = [r for r in findings if Path(r["source_file"]).name == name]

    planted = {(t["run_id"], t["answer_index"], t["value"]) for t in truth if t["kind"] == "fabricated"}
    found = {(r["run_id"], r["answer_index"], r["value"]) for r in mine if r["kind"] == "ungrounded"}
    computed = {(t["run_id"], t["answer_index"], t["value"]) for t in truth if t["kind"] == "computed"}
    assert planted and found - computed == planted  # computed rows: issue 8's computed rule judges them

    never = {(t["run_id"], t["answer_index"], t["value"]) for t in truth if t["kind"] in ("copied", "exempt", "respelled")}
    assert not never & found

    assert sum(1 for r in answers if Path(r["source_file"]).name == name) == stats.answers


def test_every_line_of_every_format_is_accounted_for(audited) -> None:
    """The summary's equation holds over the formats' files: every line read, none a dead letter,
    every run and answer counted; every row comes from one of the files."""
    written, findings, answers, summary = audited
    stats = [s for _, s, _ in written.values()]
    assert summary["equation_holds"] and summary["lines_read"] == sum(s.lines for s in stats)
    assert summary["dead_letters"] == 0
    assert summary["runs"] == sum(s.runs for s in stats) and summary["answers"] == sum(s.answers for s in stats)
    names = {name for name, _, _ in written.values()}
    assert {Path(r["source_file"]).name for r in findings + answers} <= names
