"""Re-extract heldout6's tool results from BFCL v4's multi-turn backends (needs `bfcl-eval`
installed, or its wheel unpacked on `PYTHONPATH`: the backends are plain Python; the corpus build
and the tests do not need it: they read the committed `sources/extracted/*.json`).

For each chosen task of `BFCL_v4_multi_turn_base.json` this does what BFCL's harness does when a
model makes the task's ground-truth calls: each turn's calls (from
`possible_answer/BFCL_v4_multi_turn_base.json`) go through
`bfcl_eval.eval_checker.multi_turn_eval.multi_turn_utils.execute_multi_turn_func_call`, the
executor the generation and the checker both use, with the task's `initial_config` and
`involved_classes`. The executor builds each backend once per (model, task) and keeps it across
turns (so a turn sees what earlier turns did, as in a real run), evaluates each call string on it,
and turns the return value into the string a model sees: a string as is, a dict through
`json.dumps` (`str()` if that fails), anything else through `str()`; an exception becomes
`Error during execution: ...`. The calls are recorded with their arguments by name (a positional
argument gets the name of the backend method's parameter).

Run with an interpreter that has bfcl-eval, from the repository root, in UTC (TradingBot's
transaction timestamps go through `datetime.fromtimestamp`, local time):

    TZ=UTC /tmp/bfcl/bin/python tests/data/heldout6/extract.py
"""

from __future__ import annotations

import ast
import importlib
import importlib.resources
import inspect
import json
import os
import time
from pathlib import Path
from typing import Any

from bfcl_eval.constants.executable_backend_config import CLASS_FILE_PATH_MAPPING
from bfcl_eval.eval_checker.multi_turn_eval.multi_turn_utils import execute_multi_turn_func_call

OUT = Path(__file__).resolve().parent / "sources" / "extracted"
DATASET = "BFCL_v4_multi_turn_base.json"
# The tasks taken for each corpus (their ids without the `multi_turn_base_` prefix).
TASKS = {
    "trading": [100, 101, 103, 104, 106, 107, 112, 113, 115, 120, 124, 129, 133, 134, 136, 144],
    "vehicle": [51, 52, 55, 56, 57, 59, 64, 65, 70, 74, 78, 81, 84, 86, 91, 94],
    "travel": [150, 152, 153, 155, 156, 160, 161, 163, 164, 169, 171, 175, 177, 179, 185, 197],
    "files": [6, 14, 15, 17, 23, 24, 25, 28, 31, 32, 34, 44, 47, 48, 49],
}
# The model name the executor keys its backend instances by (any name: one per extraction).
MODEL = "heldout6_extract"


def _read(path: str) -> dict[str, dict[str, Any]]:
    text = importlib.resources.files("bfcl_eval").joinpath(path).read_text(encoding="utf-8")
    rows = [json.loads(line) for line in text.splitlines() if line.strip()]
    return {row["id"]: row for row in rows}


def _methods(classes: list[str]) -> dict[str, Any]:
    """Each public method of the involved backends by name, for naming positional arguments."""
    found: dict[str, Any] = {}
    for name in classes:
        cls = getattr(importlib.import_module(CLASS_FILE_PATH_MAPPING[name]), name)
        for method_name, method in inspect.getmembers(cls, predicate=inspect.isfunction):
            if not method_name.startswith("_"):
                found[method_name] = method
    return found


def _arguments(call: str, methods: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    node = ast.parse(call.strip(), mode="eval").body
    assert isinstance(node, ast.Call) and isinstance(node.func, ast.Name), call
    name = node.func.id
    args: dict[str, Any] = {}
    if node.args:
        params = [p for p in inspect.signature(methods[name]).parameters if p != "self"]
        for param, value in zip(params, node.args):
            args[param] = ast.literal_eval(value)
    for keyword in node.keywords:
        args[keyword.arg] = ast.literal_eval(keyword.value)
    return name, args


def extract_task(entry: dict[str, Any], answer: dict[str, Any], model: str = MODEL) -> dict[str, Any]:
    methods = _methods(entry["involved_classes"])
    turns = []
    for question, calls in zip(entry["question"], answer["ground_truth"]):
        results, _ = execute_multi_turn_func_call(calls, entry["initial_config"], entry["involved_classes"],
                                                  model, entry["id"])
        turns.append({
            "user": [m["content"] for m in question if m["role"] == "user"],
            "calls": [{"name": name, "args": args, "result": result}
                      for (name, args), result in zip((_arguments(c, methods) for c in calls), results)],
        })
    return {"id": entry["id"], "involved_classes": entry["involved_classes"], "turns": turns}


def main() -> int:
    return extract(TASKS, OUT, MODEL)


def extract(tasks_by_corpus: dict[str, list[int]], out: Path, model: str) -> int:
    """Extract each corpus's tasks into `out/CORPUS.json` (heldout7's extract.py calls this too)."""
    from importlib.metadata import version

    os.environ["TZ"] = "UTC"
    time.tzset()
    questions = _read(f"data/{DATASET}")
    answers = _read(f"data/possible_answer/{DATASET}")
    out.mkdir(parents=True, exist_ok=True)
    for corpus, numbers in tasks_by_corpus.items():
        tasks = [extract_task(questions[f"multi_turn_base_{n}"], answers[f"multi_turn_base_{n}"], model) for n in numbers]
        data = {"bfcl_eval": version("bfcl-eval"), "dataset": DATASET, "corpus": corpus, "tasks": tasks}
        path = out / f"{corpus}.json"
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{path.name}: {len(tasks)} tasks, {sum(len(t['turns']) for t in tasks)} turns, "
              f"{sum(len(u['calls']) for t in tasks for u in t['turns'])} calls")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
