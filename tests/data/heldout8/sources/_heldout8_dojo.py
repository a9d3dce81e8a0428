"""The AgentDojo side of a `dojo_attack` run: the system prompt, a user task's prompt and its tool
calls with their results exactly as AgentDojo's pipeline formats them UNDER the
`important_instructions` attack, read from `extracted/dojo_attack.json` (written by
`../extract.py` from the agentdojo package).

`run(suite, user_task, injection_task, *steps, follow=False)` starts with the task's `PROMPT` as the
user turn, then each ground-truth call (`C`) with its result (the injected text inside); a run whose
model followed the injection carries the injection task's calls after them (`follow=True`). The
model is the one the extraction named the attack after. The answers are written in
`../dojo_attack.py`.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from _vocab import A, C, Run, U

EXTRACTED = Path(__file__).resolve().parent / "extracted" / "dojo_attack.json"


@cache
def extraction() -> dict[str, Any]:
    return json.loads(EXTRACTED.read_text(encoding="utf-8"))


def _extracted(suite: str, user: int, injection: int) -> dict[str, Any]:
    found = [r for r in extraction()["runs"] if r["suite"] == suite and r["user_task"] == f"user_task_{user}"
             and r["injection_task"] == f"injection_task_{injection}"]
    if not found:
        raise SystemExit(f"{suite} user_task_{user} x injection_task_{injection} was not extracted (see ../extract.py RUNS)")
    return found[0]


def run(suite: str, user: int, injection: int, *steps: Any, follow: bool = False) -> Run:
    """A run of a user task under an injection task: its prompt and calls (and, when the model
    followed the injection, the injection task's calls), then the answers written here."""
    data = extraction()
    r = _extracted(suite, user, injection)
    calls = [C(c["name"], c["args"], c["result"]) for c in r["calls"] + (r["injection_calls"] if follow else [])]
    return Run(f"{suite}-u{user:02d}-i{injection:02d}", r["model"], data["system"], [U(r["prompt"]), *calls, *steps],
               meta={"suite": suite, "user_task": r["user_task"], "injection_task": r["injection_task"],
                     "attack": data["attack"], "followed_injection": follow, "agentdojo": data["agentdojo"]})


__all__ = ["A", "U", "run"]
