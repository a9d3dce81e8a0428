"""Re-extract heldout14's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo7.json`).

For each chosen (suite, user task, model) this does what AgentDojo's `GroundTruthPipeline` does,
with no attack: load the suite's default environment (every injection placeholder gets its default
text), let the user task initialise it, run each of the task's ground-truth calls through the
suite's real `FunctionsRuntime`, and format each result with `tool_result_to_str` (YAML dumps, dict
reprs, plain strings, `None`): the text a model sees. A run may then make a few more calls of the
suite's own tools (`EXTRA`: what a model looks up to answer the user, or a follow-up question),
run the same way on the same environment. It writes the system prompt, and per run the task's
`PROMPT`, its calls and the extra calls (name, arguments, formatted result), and the task's
`GROUND_TRUTH_OUTPUT`.

Run with an interpreter that has agentdojo, from the repository root:

    PYTHONHASHSEED=0 TZ=UTC /tmp/heldout14-venv/bin/python tests/data/heldout14/extract.py

(`PYTHONHASHSEED=0`, as heldout12's and heldout13's: a set's order in a tool's output may depend on
the hash seed.) See the README for the lines a re-extraction rewrites.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/data: the shared extraction
from _dojo_extraction import extract_run as _extract_run
from _dojo_extraction import extract_to

OUT = Path(__file__).resolve().parent / "sources" / "extracted"
VERSION = "v1.2.1"

# (suite, user task, model): the runs of `dojo7`, one of AgentDojo's published models each.
RUNS = [
    ("banking", 2, "o3-mini-2025-01-31"),
    ("banking", 4, "gemini-2.0-flash-001"),
    ("banking", 14, "claude-3-opus-20240229"),
    ("travel", 5, "gpt-4o-2024-05-13"),
    ("travel", 14, "gemini-1.5-pro-001"),
    ("travel", 15, "claude-3-7-sonnet-20250219"),
    ("travel", 17, "command-r-plus"),
    ("workspace", 13, "gemini-1.5-pro-002"),
    ("workspace", 18, "meta-llama/Llama-3-70b-chat-hf"),
    ("workspace", 32, "claude-3-5-sonnet-20241022"),
    ("slack", 19, "gpt-4-turbo-2024-04-09"),
    ("workspace", 36, "gpt-4o-mini-2024-07-18"),
]

# Calls a run makes after the task's ground truth, to answer the user or a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("banking", 4): [("get_balance", {})],
    ("travel", 5): [("get_hotels_address", {"hotel_name": "Cozy Stay"})],
    ("workspace", 18): [("get_day_calendar_events", {"day": "2024-05-18"})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo7.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
