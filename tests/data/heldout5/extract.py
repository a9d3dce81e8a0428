"""Re-extract heldout5's tool results from AgentDojo (needs `agentdojo` installed; the corpus build
and the tests do not: they read the committed `sources/extracted/*.json`).

For each chosen user task of the v1 suites (workspace, banking, travel, slack), this does what
AgentDojo's `GroundTruthPipeline` does: load the suite's default environment (no injections: every
injection placeholder gets its default text), let the task initialise it, run each of the task's
ground-truth function calls through the suite's real `FunctionsRuntime`, and format each result with
`agentdojo.agent_pipeline.tool_execution.tool_result_to_str` (a YAML dump), the text a model sees.
It writes, per suite, the system prompt (`data/system_messages.yaml`), and per task its `PROMPT`,
its calls (name, arguments, formatted result) and its `GROUND_TRUTH_OUTPUT`.

Run with an interpreter that has agentdojo, from the repository root:

    /tmp/adj/bin/python tests/data/heldout5/extract.py
"""

from __future__ import annotations

import importlib.resources
import json
import sys
from pathlib import Path

import yaml
from agentdojo import __name__ as _pkg  # noqa: F401
from agentdojo.agent_pipeline.tool_execution import tool_result_to_str
from agentdojo.functions_runtime import FunctionsRuntime
from agentdojo.task_suite.load_suites import get_suite

OUT = Path(__file__).resolve().parent / "sources" / "extracted"
VERSION = "v1"
# The user tasks taken from each suite (their ids without the `user_task_` prefix).
TASKS = {
    "workspace": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 26, 28, 29, 35],
    "banking": list(range(16)),
    "travel": list(range(20)),
    "slack": list(range(20)),
}


def system_prompt() -> str:
    text = importlib.resources.files("agentdojo").joinpath("data/system_messages.yaml").read_text()
    return yaml.safe_load(text)["default"]


def extract(suite_name: str, numbers: list[int]) -> dict:
    suite = get_suite(VERSION, suite_name)
    tasks = []
    for number in numbers:
        task = suite.get_user_task_by_id(f"user_task_{number}")
        environment = suite.load_and_inject_default_environment(suite.get_injection_vector_defaults())
        environment = task.init_environment(environment)
        runtime = FunctionsRuntime(suite.tools)
        calls = []
        for call in task.ground_truth(environment.model_copy(deep=True)):
            result, _ = runtime.run_function(environment, call.function, call.args, raise_on_error=True)
            calls.append({"name": call.function, "args": dict(call.args), "result": tool_result_to_str(result)})
        tasks.append({"id": task.ID, "prompt": task.PROMPT, "calls": calls,
                      "ground_truth_output": task.GROUND_TRUTH_OUTPUT})
    return {"suite": suite_name, "benchmark_version": VERSION, "tasks": tasks}


def main() -> int:
    from importlib.metadata import version

    OUT.mkdir(parents=True, exist_ok=True)
    for suite_name, numbers in TASKS.items():
        data = {"agentdojo": version("agentdojo"), "system": system_prompt(), **extract(suite_name, numbers)}
        path = OUT / f"{suite_name}.json"
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{path.name}: {len(data['tasks'])} tasks, {sum(len(t['calls']) for t in data['tasks'])} calls")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
