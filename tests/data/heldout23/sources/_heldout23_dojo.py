"""The AgentDojo side of a `dojo16` run: the system prompt, a user task's prompt and its tool
calls with their results exactly as AgentDojo's pipeline formats them (no attack), and the few
extra calls a run makes to answer a follow-up question, read from `extracted/dojo16.json`
(written by `../extract.py` from the agentdojo package).

`run(suite, user_task, *steps)` starts with the task's `PROMPT` as the user turn, then each
ground-truth call (`C`) with its result, then the steps written in `../dojo16.py`; where a step
is `MORE`, the run's extra calls (`extract.EXTRA`) are made there. The model is the one the
extraction names. (The reading is `_dojo_extraction.DojoRuns`, shared with the other sets.)
"""

from __future__ import annotations

from pathlib import Path

from _dojo_extraction import MORE, DojoRuns
from _vocab import A, U

EXTRACTED = Path(__file__).resolve().parent / "extracted" / "dojo16.json"
_RUNS = DojoRuns(EXTRACTED)
extraction = _RUNS.extraction
run = _RUNS.run

__all__ = ["A", "MORE", "U", "run"]
