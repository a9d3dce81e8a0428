"""AgentDojo's tool outputs for the held-out sets: one extraction (the sets' `extract.py` scripts
call it; it needs `agentdojo`, imported only when a script runs) and one reading of what it wrote
(the sets' sources call it; it needs nothing).

Extraction, as AgentDojo's own pipeline does it: `system_prompt()` is the default system message;
`run_calls(suite, environment, calls)` runs each `(function, args)` through the suite's real
`FunctionsRuntime` on that environment and formats its result with `tool_result_to_str` (YAML
dumps, dict reprs, plain strings, `None`): the text a model sees; `extract_run(...)` is one user
task with no attack (the suite's default environment, every injection placeholder at its default
text, initialised by the task) and its ground-truth calls, then a few more calls of the suite's
own tools (a run's extra calls, what a model looks up to answer the user's follow-up question) on
the same environment; `write_extraction(path, data)` writes the JSON the sources read.

Reading: `DojoRuns(path).run(suite, user_task, *steps)` is a run of an extraction without attack
(heldout9's `dojo_style`, heldout10's `dojo3`): the task's `PROMPT` as the user turn, each
ground-truth call (`C`) with its result, then the steps written in the corpus's source; where a
step is `MORE`, the run's extra calls are made there. The model is the one the extraction names.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from _vocab import C, Run, U

MORE = object()  # where a run's extra calls go, after the follow-up question that needs them


def system_prompt() -> str:
    """AgentDojo's default system message."""
    import importlib.resources

    import yaml

    text = importlib.resources.files("agentdojo").joinpath("data/system_messages.yaml").read_text()
    return yaml.safe_load(text)["default"]


def run_calls(suite: Any, environment: Any, calls: list[tuple[str, dict[str, Any]]]) -> list[dict[str, Any]]:
    """Each `(function, args)` run on `environment` by the suite's runtime: name, arguments and the
    result as a model sees it (or the error the runtime returned)."""
    from agentdojo.agent_pipeline.tool_execution import tool_result_to_str
    from agentdojo.functions_runtime import FunctionsRuntime

    runtime = FunctionsRuntime(suite.tools)
    out = []
    for function, args in calls:
        result, error = runtime.run_function(environment, function, args, raise_on_error=False)
        out.append({"name": function, "args": dict(args),
                    "result": tool_result_to_str(result) if error is None else error})
    return out


def ground_truth(task: Any, environment: Any) -> list[tuple[str, dict[str, Any]]]:
    """The `(function, args)` of a task's ground-truth calls (read on a copy of the environment)."""
    return [(call.function, dict(call.args)) for call in task.ground_truth(environment.model_copy(deep=True))]


def extract_run(version: str, suite_name: str, number: int, model: str,
                extra: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """One user task of `suite_name` (benchmark `version`) with no attack: its prompt, its
    ground-truth calls, the `extra` calls after them, and its `GROUND_TRUTH_OUTPUT`."""
    from agentdojo.task_suite.load_suites import get_suite

    suite = get_suite(version, suite_name)
    task = suite.get_user_task_by_id(f"user_task_{number}")
    environment = suite.load_and_inject_default_environment(suite.get_injection_vector_defaults())
    environment = task.init_environment(environment)
    calls = run_calls(suite, environment, ground_truth(task, environment))
    extra_calls = run_calls(suite, environment, extra)
    return {"suite": suite_name, "user_task": task.ID, "model": model, "prompt": task.PROMPT,
            "calls": calls, "extra_calls": extra_calls, "ground_truth_output": task.GROUND_TRUTH_OUTPUT}


def write_extraction(path: Path, data: dict[str, Any]) -> None:
    """Write an extraction as the sources read it, and say how many runs and calls it holds."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    calls = sum(len(r["calls"]) + len(r.get("extra_calls", [])) for r in data["runs"])
    print(f"{path.name}: {len(data['runs'])} runs, {calls} calls")


def extract_to(path: Path, version: str, runs: list[tuple[str, int, str]],
               extra: dict[tuple[str, int], list[tuple[str, dict[str, Any]]]]) -> int:
    """Extract `runs` ((suite, user task, model), each with its `extra` calls) of benchmark
    `version` into `path`, with the system prompt and the agentdojo version: a set's `main`."""
    from importlib.metadata import version as installed

    data = {"agentdojo": installed("agentdojo"), "benchmark_version": version, "system": system_prompt(),
            "runs": [extract_run(version, suite, number, model, extra.get((suite, number), []))
                     for suite, number, model in runs]}
    write_extraction(path, data)
    return 0


class DojoRuns:
    """The runs of one extraction without attack, read from its JSON (`extracted/NAME.json`)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.extraction = cache(self._read)

    def _read(self) -> dict[str, Any]:
        return json.loads(self.path.read_text(encoding="utf-8"))

    def run(self, suite: str, user: int, *steps: Any) -> Run:
        data = self.extraction()
        found = [r for r in data["runs"] if r["suite"] == suite and r["user_task"] == f"user_task_{user}"]
        if not found:
            raise SystemExit(f"{suite} user_task_{user} was not extracted (see ../extract.py RUNS)")
        r = found[0]
        extra = [C(c["name"], c["args"], c["result"]) for c in r["extra_calls"]]
        if bool(extra) != (MORE in steps):
            raise SystemExit(f"{suite} user_task_{user}: extra calls and MORE go together")
        body: list[Any] = []
        for step in steps:
            body.extend(extra if step is MORE else [step])
        calls = [C(c["name"], c["args"], c["result"]) for c in r["calls"]]
        return Run(f"{suite}-u{user:02d}", r["model"], data["system"], [U(r["prompt"]), *calls, *body],
                   meta={"suite": suite, "user_task": r["user_task"], "agentdojo": data["agentdojo"]})


__all__ = ["MORE", "DojoRuns", "extract_run", "extract_to", "ground_truth", "run_calls", "system_prompt", "write_extraction"]
