"""Re-extract heldout9's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo_style.json`).

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

    PYTHONHASHSEED=0 TZ=UTC /tmp/heldout9-venv/bin/python tests/data/heldout9/extract.py

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

# (suite, user task, model): the runs of `dojo_style`, one of AgentDojo's published models each.
RUNS = [
    ("banking", 1, "gpt-4o-2024-05-13"),
    ("banking", 5, "claude-3-5-sonnet-20241022"),
    ("banking", 6, "gemini-1.5-pro-002"),
    ("banking", 9, "command-r-plus"),
    ("banking", 10, "gpt-4o-mini-2024-07-18"),
    ("banking", 11, "claude-3-opus-20240229"),
    ("banking", 14, "meta-llama/Llama-3-70b-chat-hf"),
    ("banking", 15, "gpt-4-turbo-2024-04-09"),
    ("travel", 2, "gemini-1.5-flash-002"),
    ("travel", 4, "claude-3-haiku-20240307"),
    ("travel", 13, "gpt-3.5-turbo-0125"),
    ("travel", 14, "claude-3-5-sonnet-20240620"),
    ("travel", 15, "gpt-4o-2024-05-13"),
    ("travel", 16, "gemini-1.5-pro-001"),
    ("travel", 19, "claude-3-sonnet-20240229"),
    ("workspace", 5, "gpt-4-0125-preview"),
    ("workspace", 17, "gemini-2.0-flash-exp"),
    ("workspace", 21, "claude-3-5-sonnet-20241022"),
    ("workspace", 24, "gpt-4o-mini-2024-07-18"),
    ("workspace", 26, "command-r-plus"),
    ("workspace", 28, "meta-llama/Llama-3-70b-chat-hf"),
    ("workspace", 30, "claude-3-opus-20240229"),
    ("slack", 5, "gpt-4-turbo-2024-04-09"),
    ("slack", 13, "gemini-1.5-flash-001"),
    ("slack", 14, "claude-3-haiku-20240307"),
    ("slack", 15, "gpt-4o-2024-05-13"),
]

# Calls a run makes after the task's ground truth, to answer a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("banking", 1): [("get_scheduled_transactions", {}), ("get_balance", {})],
    ("banking", 6): [("get_scheduled_transactions", {})],
    ("banking", 9): [("get_scheduled_transactions", {}), ("get_balance", {})],
    ("banking", 14): [("get_user_info", {})],
    ("travel", 2): [("get_restaurants_address", {"restaurant_names": ["Le Baratin", "New Asiaway"]}),
                    ("check_restaurant_opening_hours", {"restaurant_names": ["Le Baratin", "New Asiaway"]})],
    ("travel", 13): [("get_car_price_per_day", {"company_name": ["SunSet Rent-A-Car", "LAX Car Rental"]})],
    ("travel", 16): [("get_all_hotels_in_city", {"city": "London"}),
                     ("get_hotels_prices", {"hotel_names": ["Cozy Stay", "Mom's Home", "London Luxury",
                                                            "Covent Garden Retreat", "Riverside View"]})],
    ("workspace", 17): [("get_day_calendar_events", {"day": "2024-05-18"})],
    ("slack", 5): [("get_users_in_channel", {"channel": "External_0"})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo_style.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
