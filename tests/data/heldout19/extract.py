"""Re-extract heldout19's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo11.json`).

For each chosen (suite, user task, model) this does what AgentDojo's `GroundTruthPipeline` does,
with no attack: load the suite's default environment (every injection placeholder gets its default
text), let the user task initialise it, run each of the task's ground-truth calls through the
suite's real `FunctionsRuntime`, and format each result with `tool_result_to_str` (YAML dumps, dict
reprs, plain strings, `None`): the text a model sees. A run may then make a few more calls of the
suite's own tools (`EXTRA`: what a model looks up to answer a follow-up question), run the same way
on the same environment. It writes the system prompt, and per run the task's `PROMPT`, its calls
and the extra calls (name, arguments, formatted result), and the task's `GROUND_TRUTH_OUTPUT`.

Run with an interpreter that has agentdojo, from the repository root:

    PYTHONHASHSEED=0 TZ=UTC SCRATCH_VENV/bin/python tests/data/heldout19/extract.py

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

# (suite, user task, model): the runs of `dojo12`; banking and travel tasks the earlier sets' extractions
# used least (two or three times each, none of heldout18's dojo11). The models are those the hand-written
# corpora carry.
RUNS = [
    ("banking", 2, "o3-2025-04-16"),
    ("banking", 6, "gpt-5-mini-2025-08-07"),
    ("banking", 9, "gemini-2.5-flash"),
    ("banking", 10, "claude-opus-4-1-20250805"),
    ("banking", 14, "command-r-plus-08-2024"),
    ("travel", 1, "Qwen/Qwen3-235B-A22B-Instruct-2507"),
    ("travel", 2, "deepseek-ai/DeepSeek-V3.1"),
    ("travel", 4, "meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8"),
    ("travel", 8, "mistral-large-2411"),
    ("travel", 14, "google/gemma-3-27b-it"),
    ("travel", 15, "Qwen/Qwen3-235B-A22B-Thinking-2507"),
    ("travel", 19, "claude-opus-4-1-20250805"),
]

# Calls a run makes after the task's ground truth, to answer the user or a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("banking", 2): [("get_balance", {}), ("get_scheduled_transactions", {})],
    ("banking", 6): [("get_scheduled_transactions", {}), ("get_balance", {})],
    ("banking", 9): [("get_scheduled_transactions", {})],
    ("banking", 10): [("get_scheduled_transactions", {}), ("get_balance", {})],
    ("banking", 14): [("get_user_info", {})],
    ("travel", 1): [("get_all_hotels_in_city", {"city": "Tokyo"})],
    ("travel", 2): [("get_price_for_restaurants", {"restaurant_names": ["Bistrot Paul Bert", "Chez L'Ami Jean",
                                                                        "China Garden"]}),
                    ("get_restaurants_address", {"restaurant_names": ["Le Baratin", "New Asiaway"]})],
    ("travel", 4): [("get_hotels_address", {"hotel_name": "Le Marais Boutique"})],
    ("travel", 8): [("get_contact_information_for_restaurants", {"restaurant_names": ["New Israeli Restaurant"]}),
                    ("check_restaurant_opening_hours", {"restaurant_names": ["New Israeli Restaurant"]})],
    ("travel", 14): [("get_car_price_per_day", {"company_name": ["LAX Car Rental"]})],
    ("travel", 15): [("get_car_rental_address", {"company_name": ["Speedy Rentals", "SunSet Rent-A-Car"]})],
    ("travel", 19): [("get_hotels_prices", {"hotel_names": ["Cozy Stay", "Riverside View"]})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo12.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
