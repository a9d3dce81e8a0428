"""Extract the tool results of EVERY user task of AgentDojo's suites (needs `agentdojo` installed;
the corpus build and the tests do not: they read the committed `sources/extracted/*.json`).

The same extraction as `../heldout5/extract.py` (AgentDojo's `GroundTruthPipeline`: the suite's
default environment with no injections, the task's `init_environment`, each ground-truth call run
through the suite's real `FunctionsRuntime`, each result formatted with `tool_result_to_str`), for
all 97 user tasks of the benchmark version given (default `v1.2.1`, the latest of 0.1.35; `v1` and
`v1.1.x` have the same 97 tasks, and `--diff v1` lists the tasks whose prompt or results differ).

Run with an interpreter that has agentdojo, from the repository root:

    /tmp/dojo7/bin/python tests/data/dojo_dev/extract.py            # writes sources/extracted/
    /tmp/dojo7/bin/python tests/data/dojo_dev/extract.py --diff v1  # what v1 serves differently
"""

from __future__ import annotations

import argparse
import importlib.resources
import json
from pathlib import Path
from typing import Any

import yaml
from agentdojo.agent_pipeline.tool_execution import tool_result_to_str
from agentdojo.functions_runtime import FunctionsRuntime
from agentdojo.task_suite.load_suites import get_suite

OUT = Path(__file__).resolve().parent / "sources" / "extracted"
SUITES = ("workspace", "travel", "banking", "slack")


def system_prompt() -> str:
    text = importlib.resources.files("agentdojo").joinpath("data/system_messages.yaml").read_text()
    return yaml.safe_load(text)["default"]


def extract(version: str, suite_name: str) -> dict[str, Any]:
    suite = get_suite(version, suite_name)
    tasks = []
    for task in sorted(suite.user_tasks.values(), key=lambda t: int(t.ID.rsplit("_", 1)[1])):
        environment = suite.load_and_inject_default_environment(suite.get_injection_vector_defaults())
        environment = task.init_environment(environment)
        runtime = FunctionsRuntime(suite.tools)
        calls = []
        for call in task.ground_truth(environment.model_copy(deep=True)):
            result, error = runtime.run_function(environment, call.function, call.args, raise_on_error=False)
            calls.append({"name": call.function, "args": dict(call.args),
                          "result": tool_result_to_str(result) if error is None else error})
        tasks.append({"id": task.ID, "prompt": task.PROMPT, "calls": calls,
                      "ground_truth_output": task.GROUND_TRUTH_OUTPUT})
    return {"suite": suite_name, "benchmark_version": version, "tasks": tasks}


def main() -> int:
    from importlib.metadata import version as package_version

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--version", default="v1.2.1")
    parser.add_argument("--diff", metavar="VERSION", help="list the tasks VERSION serves differently")
    args = parser.parse_args()
    if args.diff:
        for suite_name in SUITES:
            a, b = extract(args.version, suite_name), extract(args.diff, suite_name)
            for ta, tb in zip(a["tasks"], b["tasks"], strict=True):
                if ta["prompt"] != tb["prompt"] or ta["calls"] != tb["calls"]:
                    print(f"{suite_name} {ta['id']}: differs in {args.diff}")
        return 0
    OUT.mkdir(parents=True, exist_ok=True)
    for suite_name in SUITES:
        data = {"agentdojo": package_version("agentdojo"), "system": system_prompt(),
                **extract(args.version, suite_name)}
        path = OUT / f"{suite_name}.json"
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{path.name}: {len(data['tasks'])} tasks, {sum(len(t['calls']) for t in data['tasks'])} calls")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
