"""(round 21) `bench/heldout.py` matches a planted invention to a finding at its own occurrence, as
it labels flags since round 20: a finding is a catch where the invented value's written occurrence
overlaps the finding's, and by its text alone where either cannot be found in the answer."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent.parent.parent / "bench" / "heldout.py"


def _bench() -> Any:
    spec = importlib.util.spec_from_file_location("heldout_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("heldout_bench", module)
    spec.loader.exec_module(module)
    return module


TEXT = "Pay $12.76 now for 12 items."


def _judge(written: str, offset: int, invented: str, text: str | None = TEXT) -> Any:
    bench = _bench()
    fig = bench.CorpusFigures("x")
    row = {"run_id": "r", "answer_index": 0, "written": written, "value": written, "offset": offset}
    truth = {("r", 0): {"invented": [invented], "computed": []}}
    bench.judge_findings(fig, [row], truth, [], {("r", 0): text} if text is not None else {})
    return fig


def test_a_finding_at_the_inventions_occurrence_catches_it() -> None:
    fig = _judge("12", TEXT.index("12 items"), "12")
    assert (fig.caught, fig.planted, len(fig.false_flags)) == (1, 1, 0)


def test_a_finding_elsewhere_whose_text_holds_the_invention_catches_nothing() -> None:
    # `12` is planted at `12 items`; the flag is `$12.76`: a false flag, the invention missed
    fig = _judge("12.76", TEXT.index("$12.76"), "12")
    assert (fig.caught, fig.planted, len(fig.false_flags)) == (0, 1, 1)
    assert fig.missed_plants == [("r", 0, "12")]


def test_where_the_answer_is_unknown_the_text_alone_decides() -> None:
    fig = _judge("12.76", 4, "12", text=None)
    assert (fig.caught, len(fig.false_flags)) == (1, 0)
