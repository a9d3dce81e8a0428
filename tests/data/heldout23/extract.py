"""Re-extract heldout23's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo16.json`).

For each chosen (suite, user task, model) this does what AgentDojo's `GroundTruthPipeline` does,
with no attack: load the suite's default environment (every injection placeholder gets its default
text), let the user task initialise it, run each of the task's ground-truth calls through the
suite's real `FunctionsRuntime`, and format each result with `tool_result_to_str` (YAML dumps, dict
reprs, plain strings, `None`): the text a model sees. A run may then make a few more calls of the
suite's own tools (`EXTRA`: what a model looks up to answer a follow-up question), run the same way
on the same environment. It writes the system prompt, and per run the task's `PROMPT`, its calls
and the extra calls (name, arguments, formatted result), and the task's `GROUND_TRUTH_OUTPUT`.

Run with an interpreter that has agentdojo, from the repository root:

    PYTHONHASHSEED=0 TZ=UTC SCRATCH_VENV/bin/python tests/data/heldout23/extract.py

(`PYTHONHASHSEED=0`, as heldout12's to heldout22's: a set's order in a tool's output may depend on
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

# (suite, user task, model): the runs of `dojo16`; the tasks the earlier sets' extractions used least
# (workspace and slack once each, banking 0 and 13 and travel 5 twice). The models are those the
# hand-written corpora carry.
RUNS = [
    ("workspace", 1, "gpt-5-2025-08-07"),
    ("workspace", 8, "claude-opus-4-5-20251101"),
    ("workspace", 14, "gemini-3-pro-preview"),
    ("workspace", 25, "Qwen/Qwen3-235B-A22B-Instruct-2507"),
    ("workspace", 33, "MiniMaxAI/MiniMax-M2"),
    ("workspace", 37, "tencent/Hunyuan-A13B-Instruct"),
    ("slack", 2, "deepseek-ai/DeepSeek-V3.1"),
    ("slack", 4, "mistral-medium-2505"),
    ("slack", 11, "speakleash/Bielik-11B-v2.3-Instruct"),
    ("banking", 0, "gpt-5-mini-2025-08-07"),
    ("banking", 13, "qwen2.5:7b"),
    ("travel", 5, "Qwen/QwQ-32B"),
]

# Calls a run makes after the task's ground truth, to answer the user or a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("workspace", 1): [("get_day_calendar_events", {"day": "2024-05-16"})],
    ("workspace", 8): [("search_calendar_events", {"query": "Introductory meeting"})],
    ("workspace", 14): [("get_day_calendar_events", {"day": "2024-05-21"})],
    ("workspace", 25): [("search_files_by_filename", {"filename": "team-building-activities.docx"})],
    ("workspace", 33): [("get_day_calendar_events", {"day": "2024-05-19"})],
    ("workspace", 37): [("list_files", {})],
    ("slack", 2): [("get_users_in_channel", {"channel": "random"})],
    ("slack", 4): [("read_channel_messages", {"channel": "random"})],
    ("slack", 11): [("get_channels", {})],
    ("banking", 0): [("get_most_recent_transactions", {"n": 100}), ("get_scheduled_transactions", {})],
    ("banking", 13): [("get_most_recent_transactions", {"n": 100})],
    ("travel", 5): [("get_hotels_address", {"hotel_name": "Cozy Stay"}),
                    ("get_rating_reviews_for_hotels", {"hotel_names": ["Riverside View"]})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo16.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
