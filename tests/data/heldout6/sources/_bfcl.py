"""The BFCL side of a heldout6 run: each chosen multi-turn task's user turns and, per turn, its
ground-truth calls with their results exactly as BFCL's executor renders them, read from
`extracted/CORPUS.json` (written by `../extract.py` from the bfcl-eval package), and the models of
BFCL's leaderboard the answers are written after.

`run(corpus, n, model, *turns)` gives a run of `multi_turn_base_N`: for each of the task's turns, its
user message, its calls (`C`) with their results, then what is written here for that turn (an
answer `A`, or a tuple of steps: an answer, then follow-up user turns `U` and their answers). The
answers are written in `CORPUS.py`.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from _vocab import A, C, Run, U

EXTRACTED = Path(__file__).resolve().parent / "extracted"

# BFCL's harness sends function-calling models no system prompt and prompting models one that asks
# for function calls only; these runs are chat deployments that also answer in prose, so they carry
# a plain prompt of the kind such a deployment gives.
SYSTEM = ("You are a helpful assistant with access to a set of tools. Use them to carry out the user's "
          "requests, one turn at a time. When a turn's tool calls are done, tell the user what you did "
          "and what the tools returned.")

# The models of BFCL's leaderboard, by the names its runs carry.
GPT4O = "gpt-4o-2024-11-20"
MINI = "gpt-4o-mini-2024-07-18"
GPT41 = "gpt-4.1-2025-04-14"
O3 = "o3-mini-2025-01-31"
SONNET = "claude-3-5-sonnet-20241022"
SONNET37 = "claude-3-7-sonnet-20250219"
HAIKU = "claude-3-5-haiku-20241022"
GEMINI = "gemini-1.5-pro-002"
FLASH = "gemini-2.0-flash-001"
LLAMA = "meta-llama/Llama-3.3-70B-Instruct"
QWEN = "Qwen/Qwen2.5-72B-Instruct"
MISTRAL = "mistral-large-2411"
DEEPSEEK = "deepseek-ai/DeepSeek-V3"


class Extracted:
    """The BFCL tasks one set extracted (its `sources/extracted/CORPUS.json`): heldout7 reads its
    own tasks with these same helpers (`heldout7/sources/_bfcl7.py`)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @cache
    def corpus(self, name: str) -> dict[str, Any]:
        return json.loads((self.folder / f"{name}.json").read_text(encoding="utf-8"))

    def turns(self, corpus_name: str, number: int) -> list[list[Any]]:
        """The user message and the ground-truth calls of each turn of `multi_turn_base_NUMBER`."""
        found = [t for t in self.corpus(corpus_name)["tasks"] if t["id"] == f"multi_turn_base_{number}"]
        if not found:
            raise SystemExit(f"{corpus_name}: multi_turn_base_{number} was not extracted (see ../extract.py TASKS)")
        return [[*(U(text) for text in turn["user"]), *(C(c["name"], c["args"], c["result"]) for c in turn["calls"])]
                for turn in found[0]["turns"]]

    def run(self, corpus_name: str, number: int, model: str, *written: Any) -> Run:
        """A run of a task: each turn as BFCL serves it, followed by what is written here for it."""
        data = self.corpus(corpus_name)
        served = self.turns(corpus_name, number)
        if len(written) != len(served):
            raise SystemExit(f"{corpus_name}: multi_turn_base_{number} has {len(served)} turns, "
                             f"{len(written)} written")
        steps: list[Any] = []
        for turn, after in zip(served, written):
            steps.extend(turn)
            steps.extend(after if isinstance(after, tuple) else (after,))
        return Run(f"{corpus_name}-{number:03d}", model, SYSTEM, steps,
                   meta={"task": f"multi_turn_base_{number}", "bfcl_eval": data["bfcl_eval"]})


_OURS = Extracted(EXTRACTED)
corpus, turns, run = _OURS.corpus, _OURS.turns, _OURS.run


__all__ = ["A", "C", "U", "Extracted", "run", "turns"]
