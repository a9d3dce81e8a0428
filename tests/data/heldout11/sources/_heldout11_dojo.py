"""The AgentDojo side of a `dojo4` run: the system prompt, a user task's prompt and its tool
calls with their results exactly as AgentDojo's pipeline formats them (no attack), and the few
extra calls a run makes to answer a follow-up question, read from `extracted/dojo4.json`
(written by `../extract.py` from the agentdojo package).

`run(suite, user_task, *steps)` starts with the task's `PROMPT` as the user turn, then each
ground-truth call (`C`) with its result, then the steps written in `../dojo4.py`; where a step
is `MORE`, the run's extra calls (`extract.EXTRA`) are made there. The model is the one the
extraction names.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from _vocab import A, C, Run, U

EXTRACTED = Path(__file__).resolve().parent / "extracted" / "dojo4.json"
MORE = object()  # where a run's extra calls go, after the follow-up question that needs them


@cache
def extraction() -> dict[str, Any]:
    return json.loads(EXTRACTED.read_text(encoding="utf-8"))


def run(suite: str, user: int, *steps: Any) -> Run:
    data = extraction()
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


__all__ = ["A", "MORE", "U", "run"]
