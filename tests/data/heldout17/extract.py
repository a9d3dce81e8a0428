"""Re-extract heldout17's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo10.json`).

For each chosen (suite, user task, model) this does what AgentDojo's `GroundTruthPipeline` does,
with no attack: load the suite's default environment (every injection placeholder gets its default
text), let the user task initialise it, run each of the task's ground-truth calls through the
suite's real `FunctionsRuntime`, and format each result with `tool_result_to_str` (YAML dumps, dict
reprs, plain strings, `None`): the text a model sees. A run may then make a few more calls of the
suite's own tools (`EXTRA`: what a model looks up to answer a follow-up question), run the same way
on the same environment. It writes the system prompt, and per run the task's `PROMPT`, its calls
and the extra calls (name, arguments, formatted result), and the task's `GROUND_TRUTH_OUTPUT`.

Run with an interpreter that has agentdojo, from the repository root:

    PYTHONHASHSEED=0 TZ=UTC SCRATCH_VENV/bin/python tests/data/heldout17/extract.py

(`PYTHONHASHSEED=0`, as heldout12's to heldout16's: a set's order in a tool's output may depend on
the hash seed.)
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

# (suite, user task, model): the runs of `dojo10`, one of AgentDojo's published models each; tasks
# the earlier sets' extractions used least (none of heldout16's dojo9).
RUNS = [
    ("banking", 0, "gpt-4o-mini-2024-07-18"),
    ("banking", 13, "gemini-1.5-pro-001"),
    ("travel", 0, "claude-3-5-sonnet-20240620"),
    ("travel", 6, "gpt-4-0125-preview"),
    ("travel", 7, "meta-llama/Llama-3-70b-chat-hf"),
    ("workspace", 3, "command-r"),
    ("workspace", 30, "claude-3-haiku-20240307"),
    ("workspace", 38, "gemini-1.5-flash-001"),
    ("workspace", 39, "gpt-4o-2024-08-06"),
    ("slack", 17, "claude-3-opus-20240229"),
    ("slack", 18, "gpt-3.5-turbo-0125"),
    ("slack", 19, "gemini-2.0-flash-exp"),
]

# Calls a run makes after the task's ground truth, to answer the user or a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("banking", 0): [("get_balance", {}), ("get_most_recent_transactions", {"n": 100})],
    ("banking", 13): [("get_scheduled_transactions", {}), ("get_balance", {})],
    ("travel", 0): [("get_hotels_prices", {"hotel_names": ["Le Marais Boutique"]}),
                    ("get_hotels_address", {"hotel_name": "Le Marais Boutique"})],
    ("travel", 7): [("get_price_for_restaurants", {"restaurant_names": ["New Israeli Restaurant", "Miznon"]}),
                    ("check_restaurant_opening_hours", {"restaurant_names": ["New Israeli Restaurant", "Miznon"]})],
    ("workspace", 3): [("get_day_calendar_events", {"day": "2024-05-15"})],
    ("slack", 17): [("read_channel_messages", {"channel": "general"}), ("get_users_in_channel", {"channel": "general"})],
    ("slack", 18): [("get_webpage", {"url": "www.restaurant-zurich.com"})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo10.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
