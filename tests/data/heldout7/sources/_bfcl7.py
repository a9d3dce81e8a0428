"""The BFCL side of a heldout7 run: heldout6's helpers (`heldout6/sources/_bfcl.py`: the task's
turns, its ground-truth calls with their results as BFCL's executor renders them, the models of
BFCL's leaderboard) over this set's own extracted tasks, `extracted/CORPUS.json` (written by
`../extract.py`). The builder loads each set's sources under its own package name, so a set
imports another's helpers instead of copying them.

`run(corpus, n, model, *turns)` gives a run of `multi_turn_base_N` (see heldout6's module); the
answers are written in `CORPUS.py`.
"""

from __future__ import annotations

from pathlib import Path

from heldout6.sources._bfcl import (  # noqa: F401 (the models, for the corpora's modules)
    DEEPSEEK, FLASH, GEMINI, GPT4O, GPT41, HAIKU, LLAMA, MINI, MISTRAL, O3, QWEN, SONNET, SONNET37, SYSTEM, A, C,
    Extracted, U,
)

EXTRACTED = Path(__file__).resolve().parent / "extracted"
_OURS = Extracted(EXTRACTED)
corpus, turns, run = _OURS.corpus, _OURS.turns, _OURS.run

__all__ = ["A", "C", "U", "run", "turns"]
