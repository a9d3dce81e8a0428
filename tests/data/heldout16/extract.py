"""Re-extract heldout16's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo9.json`).

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

    PYTHONHASHSEED=0 TZ=UTC /tmp/heldout16-venv/bin/python tests/data/heldout16/extract.py

(`PYTHONHASHSEED=0`, as heldout12's to heldout15's: a set's order in a tool's output may depend on
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

# (suite, user task, model): the runs of `dojo9`, one of AgentDojo's published models each; tasks
# heldout15's dojo8 did not use, most of them used once before.
RUNS = [
    ("banking", 10, "gpt-4-turbo-2024-04-09"),
    ("banking", 12, "claude-3-opus-20240229"),
    ("travel", 8, "gpt-4o-2024-05-13"),
    ("travel", 12, "claude-3-5-sonnet-20241022"),
    ("travel", 18, "meta-llama/Llama-3-70b-chat-hf"),
    ("travel", 9, "gemini-1.5-flash-002"),
    ("workspace", 10, "gpt-3.5-turbo-0125"),
    ("workspace", 21, "command-r-plus"),
    ("workspace", 26, "gemini-1.5-pro-002"),
    ("workspace", 28, "claude-3-sonnet-20240229"),
    ("slack", 10, "gpt-4o-mini-2024-07-18"),
    ("slack", 14, "gemini-2.0-flash-001"),
]

# Calls a run makes after the task's ground truth, to answer the user or a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("banking", 10): [("get_balance", {})],
    ("travel", 12): [("get_rating_reviews_for_hotels", {"hotel_names": ["Good Night", "Luxury Palace"]})],
    ("travel", 18): [("get_rating_reviews_for_car_rental", {"company_name": ["Paris Rent-a-Car", "Eiffel Tower Car Rental"]})],
    ("workspace", 26): [("search_files_by_filename", {"filename": "feedback.xlsx"})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo9.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
