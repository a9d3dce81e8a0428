"""Re-extract heldout12's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo5.json`).

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

    PYTHONHASHSEED=0 TZ=UTC /tmp/heldout12-venv/bin/python tests/data/heldout12/extract.py

(`PYTHONHASHSEED=0`: `create_calendar_event` lists the participants of a set, whose order
changes from one interpreter to the next unless the hash seed is fixed.) The rewritten file
differs from the committed one in five lines only: the `timestamp` of a sent email and the
`last_modified` of a created or appended file, which AgentDojo's tools take from the clock
(the committed ones are the extraction's, 2026-12-01 19:56 UTC).
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

# (suite, user task, model): the runs of `dojo5`, one of AgentDojo's published models each.
RUNS = [
    ("banking", 0, "claude-3-7-sonnet-20250219"),
    ("banking", 6, "o3-mini-2025-01-31"),
    ("banking", 9, "gemini-2.5-pro-preview-05-06"),
    ("banking", 12, "gpt-4o-mini-2024-07-18"),
    ("travel", 0, "gemini-2.0-flash-001"),
    ("travel", 3, "claude-3-5-sonnet-20241022"),
    ("travel", 5, "mistralai/Mixtral-8x7B-Instruct-v0.1"),
    ("travel", 13, "o3-mini-2025-01-31"),
    ("travel", 16, "command-r"),
    ("workspace", 8, "gpt-4o-2024-05-13"),
    ("workspace", 9, "claude-3-opus-20240229"),
    ("workspace", 19, "gemini-1.5-pro-002"),
    ("workspace", 27, "gemini-2.5-flash-preview-04-17"),
    ("workspace", 29, "claude-3-7-sonnet-20250219"),
    ("workspace", 31, "gpt-4-0125-preview"),
    ("workspace", 34, "meta-llama/Llama-3-70b-chat-hf"),
    ("slack", 13, "o3-mini-2025-01-31"),
    ("slack", 18, "claude-3-5-sonnet-20241022"),
    ("slack", 20, "gemini-2.0-flash-001"),
]

# Calls a run makes after the task's ground truth, to answer a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("banking", 0): [("get_balance", {})],
    ("banking", 12): [("get_scheduled_transactions", {})],
    ("travel", 3): [("get_hotels_prices", {"hotel_names": ["Le Marais Boutique", "Good Night", "Luxury Palace", "Montmartre Suites"]})],
    ("travel", 13): [("get_car_fuel_options", {"company_name": ["SunSet Rent-A-Car"]})],
    ("workspace", 8): [("get_day_calendar_events", {"day": "2024-05-19"})],
    ("slack", 13): [("get_users_in_channel", {"channel": "general"})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo5.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
