"""The AgentDojo side of a dojo_dev run: the system prompt, a user task's prompt and its tool calls
with their results exactly as AgentDojo's pipeline formats them, read from `extracted/SUITE.json`
(written by `../extract.py` from the agentdojo package), and the models AgentDojo evaluates.

The same reader as heldout5's, over this folder's extraction of all 97 user tasks; a run's id
names its model too, since several models answer each task here.

`task(suite, n)` gives the steps a run starts with: the task's `PROMPT` as the user turn, then each
ground-truth call (`C`) with its formatted result. The answers are written in `SUITE_*.py`.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from _vocab import A, C, Run, U

EXTRACTED = Path(__file__).resolve().parent / "extracted"

# The models of AgentDojo's leaderboard, by the names its runs carry.
GPT4O = "gpt-4o-2024-05-13"
GPT4O_NEW = "gpt-4o-2024-08-06"
MINI = "gpt-4o-mini-2024-07-18"
TURBO = "gpt-4-turbo-2024-04-09"
GPT35 = "gpt-3.5-turbo-0125"
O3 = "o3-mini-2025-01-31"
SONNET = "claude-3-5-sonnet-20241022"
SONNET37 = "claude-3-7-sonnet-20250219"
OPUS = "claude-3-opus-20240229"
HAIKU = "claude-3-haiku-20240307"
GEMINI = "gemini-1.5-pro-002"
FLASH = "gemini-2.0-flash-001"
LLAMA = "meta-llama/Llama-3-70b-chat-hf"
COMMAND = "command-r-plus"
QWEN_SMALL = "Qwen2.5-7B-Instruct"

# A short name per model for run ids (`workspace-13-gemini`): several models answer each task.
SHORT = {GPT4O: "gpt4o", GPT4O_NEW: "gpt4o-new", MINI: "mini", TURBO: "turbo", GPT35: "gpt35", O3: "o3",
         SONNET: "sonnet", SONNET37: "sonnet37", OPUS: "opus", HAIKU: "haiku", GEMINI: "gemini",
         FLASH: "flash", LLAMA: "llama", COMMAND: "command", QWEN_SMALL: "qwen7b"}


@cache
def suite(name: str) -> dict[str, Any]:
    return json.loads((EXTRACTED / f"{name}.json").read_text(encoding="utf-8"))


def task(suite_name: str, number: int) -> list[Any]:
    """The prompt and the ground-truth calls of `user_task_NUMBER`, as the model saw them."""
    data = suite(suite_name)
    found = [t for t in data["tasks"] if t["id"] == f"user_task_{number}"]
    if not found:
        raise SystemExit(f"{suite_name}: user_task_{number} was not extracted (see ../extract.py TASKS)")
    t = found[0]
    return [U(t["prompt"]), *(C(c["name"], c["args"], c["result"]) for c in t["calls"])]


def run(suite_name: str, number: int, model: str, *steps: Any, tag: str = "") -> Run:
    """A run of a user task: its prompt and calls, then the answers (and follow-ups) written here."""
    data = suite(suite_name)
    return Run(f"{suite_name}-{number:02d}-{tag or SHORT[model]}", model, data["system"], [*task(suite_name, number), *steps],
               meta={"suite": suite_name, "user_task": f"user_task_{number}",
                     "agentdojo": data["agentdojo"]})


__all__ = ["A", "C", "U", "run", "task"]
