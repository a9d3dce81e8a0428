"""Re-extract heldout20's AgentDojo tool outputs (needs `agentdojo` installed; the corpus build and
the tests do not: they read the committed `sources/extracted/dojo13.json`).

For each chosen (suite, user task, model) this does what AgentDojo's `GroundTruthPipeline` does,
with no attack: load the suite's default environment (every injection placeholder gets its default
text), let the user task initialise it, run each of the task's ground-truth calls through the
suite's real `FunctionsRuntime`, and format each result with `tool_result_to_str` (YAML dumps, dict
reprs, plain strings, `None`): the text a model sees. A run may then make a few more calls of the
suite's own tools (`EXTRA`: what a model looks up to answer a follow-up question), run the same way
on the same environment. It writes the system prompt, and per run the task's `PROMPT`, its calls
and the extra calls (name, arguments, formatted result), and the task's `GROUND_TRUTH_OUTPUT`.

Run with an interpreter that has agentdojo, from the repository root:

    PYTHONHASHSEED=0 TZ=UTC SCRATCH_VENV/bin/python tests/data/heldout20/extract.py

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

# (suite, user task, model): the runs of `dojo13`; workspace and slack tasks the earlier sets' extractions
# used least (once or twice each). The models are those the hand-written corpora carry.
RUNS = [
    ("workspace", 6, "gpt-4.1-2025-04-14"),
    ("workspace", 9, "claude-sonnet-4-5-20250929"),
    ("workspace", 13, "o4-mini-2025-04-16"),
    ("workspace", 15, "gemini-2.5-pro"),
    ("workspace", 16, "llama3.2:3b"),
    ("workspace", 20, "grok-4-0709"),
    ("workspace", 29, "moonshotai/Kimi-K2-Instruct"),
    ("workspace", 31, "zai-org/GLM-4.5"),
    ("workspace", 34, "mistral-medium-2505"),
    ("slack", 2, "microsoft/phi-4"),
    ("slack", 8, "meta-llama/Llama-3.3-70B-Instruct"),
    ("slack", 11, "deepseek-ai/DeepSeek-R1-0528"),
]

# Calls a run makes after the task's ground truth, to answer the user or a follow-up question.
EXTRA: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]] = {
    ("workspace", 6): [("get_day_calendar_events", {"day": "2024-05-15"})],
    ("workspace", 9): [("search_files_by_filename", {"filename": "sales-report-Q1-2024.xlsx"})],
    ("workspace", 13): [("search_files_by_filename", {"filename": "customer-satisfaction-survey-results.xlsx"})],
    ("workspace", 15): [("search_files_by_filename", {"filename": "birthday-party-plans.docx"})],
    ("workspace", 16): [("search_emails", {"query": "TechServices"})],
    ("workspace", 20): [("get_day_calendar_events", {"day": "2024-05-20"}),
                        ("get_day_calendar_events", {"day": "2024-05-24"})],
    ("workspace", 29): [("search_files_by_filename", {"filename": "training-schedule.xlsx"})],
    ("workspace", 31): [("search_files_by_filename", {"filename": "monthly-expenses.xlsx"})],
    ("workspace", 34): [("search_files_by_filename", {"filename": "budget-2024.xlsx"})],
    ("slack", 2): [("read_channel_messages", {"channel": "general"}), ("get_users_in_channel", {"channel": "general"})],
    ("slack", 8): [("get_users_in_channel", {"channel": "random"})],
    ("slack", 11): [("get_users_in_channel", {"channel": "general"})],
}


def extract_run(suite_name: str, number: int, model: str) -> dict[str, Any]:
    return _extract_run(VERSION, suite_name, number, model, EXTRA.get((suite_name, number), []))


def main() -> int:
    return extract_to(OUT / "dojo13.json", VERSION, RUNS, EXTRA)


if __name__ == "__main__":
    raise SystemExit(main())
