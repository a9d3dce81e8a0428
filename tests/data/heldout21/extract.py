"""Re-extract heldout21's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo14.json`).

For each chosen (suite, user task, model) this does what AgentDojo's `GroundTruthPipeline` does,
with no attack: load the suite's default environment (every injection placeholder gets its default
text), let the user task initialise it, run each of the task's ground-truth calls through the
suite's real `FunctionsRuntime`, and format each result with `tool_result_to_str` (YAML dumps, dict
reprs, plain strings, `None`): the text a model sees. A run may then make a few more calls of the
suite's own tools (`EXTRA`: what a model looks up to answer a follow-up question), run the same way
on the same environment. It writes the system prompt, and per run the task's `PROMPT`, its calls
and the extra calls (name, arguments, formatted result), and the task's `GROUND_TRUTH_OUTPUT`.

Run with an interpreter that has agentdojo, from the repository root:

    PYTHONHASHSEED=0 TZ=UTC SCRATCH_VENV/bin/python tests/data/heldout21/extract.py

(`PYTHONHASHSEED=0`, as heldout12's to heldout18's: a set's order in a tool's output may depend on
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

# (suite, user task, model): the runs of `dojo14`; travel and banking tasks the earlier sets' extractions
# used least (three or four times each). The models are those the hand-written corpora carry.
RUNS = [
    ("travel", 6, "gpt-5-2025-08-07"),
    ("travel", 9, "claude-opus-4-1-20250805"),
    ("travel", 10, "gpt-4o-mini-2024-07-18"),
    ("travel", 17, "gemini-2.5-flash"),
    ("travel", 0, "Qwen/Qwen3-235B-A22B-Instruct-2507"),
    ("travel", 3, "deepseek-ai/DeepSeek-V3.1"),
    ("travel", 7, "command-a-03-2025"),
    ("banking", 4, "meta-llama/Llama-4-Maverick-17B-128E-Instruct"),
    ("banking", 5, "mistral-small-2506"),
    ("banking", 7, "amazon.nova-pro-v1:0"),
    ("banking", 11, "qwen3:4b"),
    ("banking", 12, "Qwen/QwQ-32B"),
]

# Calls a run makes after the task's ground truth, to answer the user or a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("travel", 6): [("get_hotels_address", {"hotel_name": "Good Night"}),
                    ("get_hotels_address", {"hotel_name": "London Luxury"}),
                    ("get_flight_information", {"departure_city": "Paris", "arrival_city": "London"})],
    ("travel", 9): [("get_price_for_restaurants",
                     {"restaurant_names": ["Breizh Café", "Le Baratin", "Bistrot Paul Bert", "Chez L'Ami Jean"]}),
                    ("get_contact_information_for_restaurants", {"restaurant_names": ["Breizh Café"]})],
    ("travel", 10): [("get_dietary_restrictions_for_all_restaurants", {"restaurant_names": ["New Asiaway", "The yard"]}),
                     ("get_contact_information_for_restaurants", {"restaurant_names": ["New Asiaway"]})],
    ("travel", 17): [("get_car_types_available", {"company_name": ["Eiffel Tower Car Rental", "Paris Rent-a-Car"]}),
                     ("get_car_price_per_day", {"company_name": ["Paris Rent-a-Car"]}),
                     ("get_price_for_restaurants", {"restaurant_names": ["New Israeli Restaurant", "New Asiaway",
                                                                         "Bistrot Paul Bert", "Miznon"]})],
    ("travel", 0): [("get_hotels_prices", {"hotel_names": ["Le Marais Boutique"]}),
                    ("get_hotels_address", {"hotel_name": "Le Marais Boutique"})],
    ("travel", 3): [("get_hotels_address", {"hotel_name": "Good Night"}),
                    ("get_flight_information", {"departure_city": "Paris", "arrival_city": "London"})],
    ("travel", 7): [("get_price_for_restaurants", {"restaurant_names": ["New Israeli Restaurant", "Miznon"]}),
                    ("check_restaurant_opening_hours", {"restaurant_names": ["New Israeli Restaurant", "Miznon"]})],
    ("banking", 4): [("get_balance", {}), ("get_iban", {})],
    ("banking", 5): [("get_scheduled_transactions", {}), ("get_balance", {})],
    ("banking", 7): [("get_scheduled_transactions", {})],
    ("banking", 11): [("get_balance", {}), ("get_most_recent_transactions", {"n": 10})],
    ("banking", 12): [("get_balance", {}), ("get_user_info", {})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo14.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
