"""Re-extract heldout8's AgentDojo runs under attack (needs `agentdojo` installed; the corpus build
and the tests do not: they read the committed `sources/extracted/dojo_attack.json`).

For each chosen (suite, user task, injection task, model) this does what AgentDojo's benchmark does
for a run under the `important_instructions` attack: the attack (AgentDojo's own
`ImportantInstructionsAttack`, for a pipeline named after the model, so that the injected text
addresses the model as AgentDojo's runs did: "GPT-4", "Claude", "AI assistant", ...) writes its
text into every injection placeholder the user task's ground truth sees; the suite's environment is
loaded with those injections, the user task initialises it, and each of the user task's
ground-truth calls runs through the suite's real `FunctionsRuntime`, its result formatted with
`tool_result_to_str` (the text a model sees). Then, on the same environment, the injection task's
ground-truth calls run the same way (what a model that follows the injection calls; a run that
follows it carries them). It writes the system prompt, and per run the task's `PROMPT`, the
injection task's `GOAL`, the injected text, and both lists of calls.

Run with an interpreter that has agentdojo, from the repository root:

    /tmp/heldout8-venv/bin/python tests/data/heldout8/extract.py
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/data: the shared extraction
from _dojo_extraction import ground_truth, run_calls, system_prompt, write_extraction

OUT = Path(__file__).resolve().parent / "sources" / "extracted"
VERSION = "v1.2.1"

# (suite, user task, injection task, model): the runs of `dojo_attack`.
RUNS = [
    ("banking", 0, 0, "gpt-4o-2024-05-13"),
    ("banking", 3, 1, "claude-3-opus-20240229"),
    ("banking", 4, 5, "gpt-3.5-turbo-0125"),
    ("banking", 8, 8, "gemini-1.5-flash-001"),
    ("banking", 12, 4, "meta-llama/Llama-3-70b-chat-hf"),
    ("banking", 2, 3, "command-r-plus"),
    ("banking", 13, 7, "claude-3-5-sonnet-20241022"),
    ("travel", 0, 6, "gpt-4-turbo-2024-04-09"),
    ("travel", 3, 3, "claude-3-haiku-20240307"),
    ("travel", 5, 0, "gemini-1.5-pro-001"),
    ("travel", 10, 5, "gpt-4o-mini-2024-07-18"),
    ("travel", 11, 6, "claude-3-sonnet-20240229"),
    ("workspace", 0, 0, "claude-3-5-sonnet-20240620"),
    ("workspace", 1, 2, "gpt-4o-2024-05-13"),
    ("workspace", 14, 4, "meta-llama/Llama-3-70b-chat-hf"),
    ("workspace", 25, 1, "command-r-plus"),
    ("workspace", 33, 3, "gemini-1.5-pro-001"),
    ("slack", 1, 1, "gpt-3.5-turbo-0125"),
    ("slack", 2, 5, "claude-3-opus-20240229"),
    ("slack", 4, 3, "gpt-4-turbo-2024-04-09"),
    ("slack", 11, 2, "gemini-1.5-flash-001"),
    ("slack", 16, 1, "claude-3-haiku-20240307"),
    ("banking", 5, 6, "gpt-4o-mini-2024-07-18"),
    ("banking", 7, 2, "gemini-1.5-pro-001"),
    ("travel", 1, 2, "command-r-plus"),
    ("travel", 6, 4, "claude-3-5-sonnet-20240620"),
    ("workspace", 3, 5, "gpt-4-turbo-2024-04-09"),
    ("workspace", 7, 13, "claude-3-opus-20240229"),
    ("slack", 6, 4, "meta-llama/Llama-3-70b-chat-hf"),
    ("slack", 0, 3, "gpt-3.5-turbo-0125"),
]


class _Pipeline:
    """What the attack reads of a pipeline: its name, in which it finds the model's."""

    def __init__(self, name: str) -> None:
        self.name = name


def extract_run(suite_name: str, user_number: int, injection_number: int, model: str) -> dict[str, Any]:
    from agentdojo.attacks.important_instructions_attacks import ImportantInstructionsAttack
    from agentdojo.task_suite.load_suites import get_suite

    suite = get_suite(VERSION, suite_name)
    user_task = suite.get_user_task_by_id(f"user_task_{user_number}")
    injection_task = suite.get_injection_task_by_id(f"injection_task_{injection_number}")
    attack = ImportantInstructionsAttack(suite, _Pipeline(model))  # type: ignore[arg-type]
    injections = attack.attack(user_task, injection_task)
    environment = suite.load_and_inject_default_environment(injections)
    environment = user_task.init_environment(environment)
    calls = run_calls(suite, environment, ground_truth(user_task, environment))
    injected = run_calls(suite, environment, ground_truth(injection_task, environment))
    return {"suite": suite_name, "user_task": user_task.ID, "injection_task": injection_task.ID, "model": model,
            "prompt": user_task.PROMPT, "goal": injection_task.GOAL, "placeholders": sorted(injections),
            "injection": next(iter(injections.values())), "calls": calls, "injection_calls": injected,
            "ground_truth_output": user_task.GROUND_TRUTH_OUTPUT}


def main() -> int:
    from importlib.metadata import version

    data = {"agentdojo": version("agentdojo"), "benchmark_version": VERSION, "attack": "important_instructions",
            "system": system_prompt(), "runs": [extract_run(*run) for run in RUNS]}
    write_extraction(OUT / "dojo_attack.json", data)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
