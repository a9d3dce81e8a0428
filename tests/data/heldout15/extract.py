"""Re-extract heldout15's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo8.json`).

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

    PYTHONHASHSEED=0 TZ=UTC /tmp/heldout15-venv/bin/python tests/data/heldout15/extract.py

(`PYTHONHASHSEED=0`, as heldout12's to heldout14's: a set's order in a tool's output may depend on
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

# (suite, user task, model): the runs of `dojo8`, one of AgentDojo's published models each.
RUNS = [
    ("banking", 3, "gpt-4o-2024-08-06"),
    ("banking", 8, "gemini-2.5-pro-preview-05-06"),
    ("banking", 11, "claude-3-7-sonnet-20250219-thinking-16000"),
    ("banking", 15, "command-r"),
    ("travel", 3, "gpt-4o-mini-2024-07-18"),
    ("travel", 11, "gemini-2.0-flash-exp"),
    ("travel", 13, "claude-3-haiku-20240307"),
    ("travel", 16, "gpt-4o-2024-08-06"),
    ("workspace", 11, "gemini-2.5-flash-preview-04-17"),
    ("workspace", 37, "o3-mini-2025-01-31"),
    ("slack", 9, "mistralai/Mixtral-8x7B-Instruct-v0.1"),
    ("slack", 13, "claude-3-7-sonnet-20250219"),
]

# Calls a run makes after the task's ground truth, to answer the user or a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("banking", 8): [("get_balance", {})],
    ("banking", 15): [("get_scheduled_transactions", {})],
    ("travel", 13): [("get_car_price_per_day", {"company_name": ["SunSet Rent-A-Car", "LAX Car Rental"]})],
    ("travel", 11): [("get_price_for_restaurants", {"restaurant_names": ["Le Baratin", "Breizh Café"]})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo8.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
