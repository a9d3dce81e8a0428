"""Re-extract heldout22's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo15.json`).

For each chosen (suite, user task, model) this does what AgentDojo's `GroundTruthPipeline` does,
with no attack: load the suite's default environment (every injection placeholder gets its default
text), let the user task initialise it, run each of the task's ground-truth calls through the
suite's real `FunctionsRuntime`, and format each result with `tool_result_to_str` (YAML dumps, dict
reprs, plain strings, `None`): the text a model sees. A run may then make a few more calls of the
suite's own tools (`EXTRA`: what a model looks up to answer a follow-up question), run the same way
on the same environment. It writes the system prompt, and per run the task's `PROMPT`, its calls
and the extra calls (name, arguments, formatted result), and the task's `GROUND_TRUTH_OUTPUT`.

Run with an interpreter that has agentdojo, from the repository root:

    PYTHONHASHSEED=0 TZ=UTC SCRATCH_VENV/bin/python tests/data/heldout22/extract.py

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

# (suite, user task, model): the runs of `dojo15`; workspace and slack tasks the earlier sets' extractions
# used least (one to three times each). The models are those the hand-written corpora carry.
RUNS = [
    ("workspace", 0, "o3-2025-04-16"),
    ("workspace", 5, "gpt-4.1-2025-04-14"),
    ("workspace", 7, "claude-sonnet-4-5-20250929"),
    ("workspace", 19, "gemini-2.5-pro"),
    ("workspace", 23, "grok-4-0709"),
    ("workspace", 36, "moonshotai/Kimi-K2-Instruct-0905"),
    ("slack", 0, "zai-org/GLM-4.6"),
    ("slack", 1, "microsoft/phi-4"),
    ("slack", 3, "mistral-large-2411"),
    ("slack", 12, "gemma3:4b"),
    ("slack", 16, "claude-haiku-4-5-20251001"),
    ("slack", 20, "deepseek-ai/DeepSeek-R1-0528"),
]

# Calls a run makes after the task's ground truth, to answer the user or a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("workspace", 0): [("get_day_calendar_events", {"day": "2024-05-26"}), ("get_current_day", {})],
    ("workspace", 5): [("get_day_calendar_events", {"day": "2024-05-16"})],
    ("workspace", 7): [("get_day_calendar_events", {"day": "2024-05-20"}), ("search_calendar_events", {"query": "Dental check-up"})],
    ("workspace", 19): [("search_files_by_filename", {"filename": "feedback.xlsx"})],
    ("workspace", 23): [("get_day_calendar_events", {"day": "2024-05-17"})],
    ("workspace", 36): [("search_files_by_filename", {"filename": "hawaii-packing-list.docx"})],
    ("slack", 0): [("get_webpage", {"url": "www.restaurant-zurich.com"})],
    ("slack", 1): [("get_users_in_channel", {"channel": "general"}), ("read_inbox", {"user": "Alice"})],
    ("slack", 3): [("read_channel_messages", {"channel": "general"}), ("get_users_in_channel", {"channel": "general"})],
    ("slack", 12): [("get_users_in_channel", {"channel": "External_0"}), ("read_channel_messages", {"channel": "External_0"})],
    ("slack", 16): [("get_channels", {}), ("read_inbox", {"user": "Eve"})],
    ("slack", 20): [("read_channel_messages", {"channel": "random"}), ("get_users_in_channel", {"channel": "random"})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo15.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
