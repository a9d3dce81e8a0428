"""Re-extract heldout10's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo3.json`).

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

    PYTHONHASHSEED=0 TZ=UTC /tmp/heldout10-venv/bin/python tests/data/heldout10/extract.py

(`PYTHONHASHSEED=0`: `create_calendar_event` lists the participants of a set, whose order
changes from one interpreter to the next unless the hash seed is fixed.)
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

# (suite, user task, model): the runs of `dojo3`, one of AgentDojo's published models each.
RUNS = [
    ("banking", 2, "command-r"),
    ("banking", 3, "claude-3-7-sonnet-20250219"),
    ("banking", 7, "gemini-2.0-flash-001"),
    ("banking", 8, "gemini-2.5-pro-preview-05-06"),
    ("banking", 13, "mistralai/Mixtral-8x7B-Instruct-v0.1"),
    ("travel", 7, "claude-3-7-sonnet-20250219-thinking-16000"),
    ("travel", 8, "gemini-2.5-flash-preview-04-17"),
    ("travel", 9, "mistralai/Mixtral-8x7B-Instruct-v0.1"),
    ("travel", 12, "claude-3-5-sonnet-20241022"),
    ("travel", 17, "gpt-4o-mini-2024-07-18"),
    ("travel", 18, "command-r"),
    ("workspace", 2, "gemini-2.0-flash-001"),
    ("workspace", 4, "claude-3-7-sonnet-20250219"),
    ("workspace", 11, "gpt-4-0125-preview"),
    ("workspace", 15, "gemini-2.5-pro-preview-05-06"),
    ("workspace", 20, "mistralai/Mixtral-8x7B-Instruct-v0.1"),
    ("workspace", 16, "claude-3-5-sonnet-20240620"),
    ("workspace", 22, "command-r"),
    ("slack", 8, "gemini-2.5-flash-preview-04-17"),
    ("slack", 9, "claude-3-7-sonnet-20250219"),
    ("slack", 10, "gemini-1.5-pro-002"),
    ("slack", 17, "claude-3-opus-20240229"),
]

# Calls a run makes after the task's ground truth, to answer a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("banking", 3): [("get_balance", {})],
    ("banking", 7): [("get_scheduled_transactions", {})],
    ("banking", 13): [("get_user_info", {})],
    ("travel", 7): [("get_price_for_restaurants", {"restaurant_names": ["New Israeli Restaurant", "Miznon"]}),
                    ("check_restaurant_opening_hours", {"restaurant_names": ["New Israeli Restaurant"]})],
    ("travel", 9): [("get_price_for_restaurants", {"restaurant_names": ["Breizh Café"]})],
    ("travel", 12): [("get_price_for_restaurants", {"restaurant_names": ["Le Baratin"]})],
    ("travel", 17): [("get_hotels_address", {"hotel_name": "Good Night"})],
    ("travel", 18): [("get_restaurants_address", {"restaurant_names": ["New Asiaway"]})],
    ("workspace", 2): [("get_day_calendar_events", {"day": "2024-05-21"})],
    ("slack", 9): [("read_channel_messages", {"channel": "general"}), ("read_channel_messages", {"channel": "random"})],
    ("slack", 10): [("read_channel_messages", {"channel": "External_0"})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo3.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
