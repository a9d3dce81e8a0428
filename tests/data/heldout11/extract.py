"""Re-extract heldout11's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo4.json`).

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

    PYTHONHASHSEED=0 TZ=UTC /tmp/heldout11-venv/bin/python tests/data/heldout11/extract.py

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

# (suite, user task, model): the runs of `dojo4`, one of AgentDojo's published models each.
RUNS = [
    ("banking", 1, "o3-mini-2025-01-31"),
    ("banking", 4, "gemini-2.0-flash-exp"),
    ("banking", 5, "gpt-4o-2024-08-06"),
    ("banking", 11, "claude-3-5-sonnet-20240620"),
    ("banking", 15, "gemini-1.5-flash-002"),
    ("travel", 2, "claude-3-7-sonnet-20250219"),
    ("travel", 4, "command-r-plus"),
    ("travel", 6, "o3-mini-2025-01-31"),
    ("travel", 10, "gemini-2.5-pro-preview-05-06"),
    ("travel", 11, "gpt-3.5-turbo-0125"),
    ("workspace", 6, "claude-3-sonnet-20240229"),
    ("workspace", 10, "gemini-1.5-flash-002"),
    ("workspace", 12, "gpt-4o-2024-08-06"),
    ("workspace", 18, "claude-3-7-sonnet-20250219"),
    ("workspace", 23, "meta-llama/Llama-3-70b-chat-hf"),
    ("workspace", 35, "gemini-2.0-flash-exp"),
    ("workspace", 39, "gpt-4-turbo-2024-04-09"),
    ("slack", 3, "claude-3-haiku-20240307"),
    ("slack", 7, "command-r-plus"),
    ("slack", 12, "gpt-4o-mini-2024-07-18"),
]

# Calls a run makes after the task's ground truth, to answer a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("banking", 1): [("get_balance", {})],
    ("banking", 5): [("get_scheduled_transactions", {})],
    ("banking", 15): [("get_balance", {})],
    ("travel", 4): [("get_hotels_address", {"hotel_name": "Le Marais Boutique"})],
    ("travel", 10): [("get_all_car_rental_companies_in_city", {"city": "Paris"})],
    ("workspace", 10): [("get_day_calendar_events", {"day": "2024-05-16"})],
    ("slack", 7): [("get_users_in_channel", {"channel": "External_0"})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo4.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
