"""(tidy44) `bench/heldout.py` shows beside a false flag the truth's expression of the flagged value
itself, read as a number in any digit system: its text match (`same_occurrence`) takes a shorter
value written inside it in another script's digits (`୮୦` inside `୪,୨୪,୮୦୦`: its pattern's digits
are 0-9), and the first such entry was shown (`od(80, 0)` beside 4,24,800)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .test_heldout_matching import _bench

CASHEW = Path(__file__).resolve().parent.parent / "data" / "heldout42"


def _flag(bench: Any, run_id: str, index: int, written: str) -> Any:
    texts = bench.answer_texts(CASHEW / "cashew.jsonl")
    truth = bench.read_truth(CASHEW, "cashew")
    text = texts[(run_id, index)]
    fig = bench.CorpusFigures("cashew")
    row = {"run_id": run_id, "answer_index": index, "written": written, "value": written, "offset": text.index(written)}
    bench.judge_findings(fig, [row], truth, [row], texts)
    return fig


def test_an_odia_value_is_shown_with_its_own_expression() -> None:
    # cashew-01's first answer: `୩,୬୦୦ × ₹୧୧୮ = **₹୪,୨୪,୮୦୦**`; its truth lists `୮୦` (od(80, 0)) first
    fig = _flag(_bench(), "cashew-01", 0, "୪,୨୪,୮୦୦")
    assert fig.computed_flags == 1
    assert [f["truth_computed"] for f in fig.false_flags] == ["od(3600*118, 0)"]
    assert [f["truth_computed"] for f in fig.unverified] == ["od(3600*118, 0)"]


def test_a_value_its_truth_lists_once_keeps_that_expression() -> None:
    fig = _flag(_bench(), "cashew-06", 2, "୪,୯୩୨.୯୦")
    assert [f["truth_computed"] for f in fig.false_flags] == ["od(164430-159497.1, 2)"]


def test_the_numeric_reading_is_the_same_in_every_digit_system() -> None:
    reading = _bench().numeric_reading
    assert reading("୪,୨୪,୮୦୦") == reading("4,24,800") == reading("४,२४,८००") == reading("༤༢༤༨༠༠") == "424800"
    assert reading("₹୪,୯୩୨.୯୦") == reading("4932.9") == "4932.9"
    assert reading("2,50") == "2.5"
    assert reading("୮୦") == "80" != reading("୪,୨୪,୮୦୦")
    assert reading("03:40") is None and reading("March") is None


def test_with_no_value_of_the_same_reading_the_first_match_is_shown() -> None:
    bench = _bench()
    computed = [{"written": "12", "expr": "3*4"}, {"written": "12.7", "expr": "x"}]
    assert bench.truth_expression("12.76", computed) == "3*4"
    assert bench.truth_expression("12.70", computed) == "x"
    assert bench.truth_expression("12.76", []) is None


def test_a_finding_not_located_in_the_answer_is_listed_by_its_value(capsys: Any) -> None:
    # the audit gives `written: None` where it cannot locate a value in the answer's text (a value
    # spelled with a no-break space); the list showed `None` in its place
    bench = _bench()
    fig = bench.CorpusFigures("cashew")
    fig.answers = 1
    row = {"run_id": "r-1", "answer_index": 2, "written": None, "value": "2127.50", "context": "... R2 127,50 ...",
           "truth_computed": None, "expression": "x", "truth_invented": False}
    fig.false_flags.append(row)
    fig.unverified.append(row)
    bench.report(fig, show=10)
    out = capsys.readouterr().out
    assert "None" not in out
    assert out.count("r-1 #2 '2127.50'") == 2
