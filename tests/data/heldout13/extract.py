"""Re-extract heldout13's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo6.json`).

For each chosen (suite, user task, model) this does what AgentDojo's `GroundTruthPipeline` does,
with no attack: load the suite's default environment (every injection placeholder gets its default
text), let the user task initialise it, run each of the task's ground-truth calls through the
suite's real `FunctionsRuntime`, and format each result with `tool_result_to_str` (YAML dumps, dict
reprs, plain strings, `None`): the text a model sees. A run may then make a few more calls of the
suite's own tools (`EXTRA`: what a model looks up to answer the user's follow-up question), run
the same way on the same environment. It writes the system prompt, and per run the task's
`PROMPT`, its calls and the extra calls (name, arguments, formatted result), and the task's
`GROUND_TRUTH_OUTPUT`.

Run with an interpreter that has agentdojo, from the repository root:

    PYTHONHASHSEED=0 TZ=UTC /tmp/heldout13-venv/bin/python tests/data/heldout13/extract.py

(`PYTHONHASHSEED=0`, as heldout12's: a set's order in a tool's output may depend on the hash
seed.) See the README for the lines a re-extraction rewrites.
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

# (suite, user task, model): the runs of `dojo6`, one of AgentDojo's published models each.
RUNS = [
    ("banking", 1, "gemini-2.5-flash-preview-04-17"),
    ("banking", 3, "gpt-4-0125-preview"),
    ("banking", 7, "gemini-1.5-flash-002"),
    ("banking", 8, "claude-3-5-sonnet-20240620"),
    ("banking", 11, "command-r"),
    ("travel", 1, "gemini-2.5-pro-preview-05-06"),
    ("travel", 11, "claude-3-7-sonnet-20250219-thinking-16000"),
    ("travel", 19, "gpt-4o-2024-08-06"),
    ("workspace", 0, "gemini-2.0-flash-exp"),
    ("workspace", 1, "claude-3-haiku-20240307"),
    ("workspace", 3, "command-r-plus"),
    ("workspace", 7, "mistralai/Mixtral-8x7B-Instruct-v0.1"),
    ("workspace", 14, "gpt-3.5-turbo-0125"),
    ("workspace", 25, "claude-3-5-sonnet-20241022"),
    ("workspace", 33, "gemini-1.5-flash-001"),
    ("workspace", 38, "gpt-4o-mini-2024-07-18"),
    ("slack", 1, "meta-llama/Llama-3-70b-chat-hf"),
    ("slack", 4, "gpt-4-turbo-2024-04-09"),
    ("slack", 6, "claude-3-sonnet-20240229"),
]

# Calls a run makes after the task's ground truth, to answer a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("banking", 1): [("get_balance", {})],
    ("travel", 1): [("get_all_hotels_in_city", {"city": "Tokyo"})],
    ("workspace", 1): [("get_day_calendar_events", {"day": "2024-05-16"})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo6.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
