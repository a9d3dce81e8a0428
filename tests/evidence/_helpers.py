"""The runs and readings the evidence tests share: a run's history from tool results, and what a
check of an answer over it flags, grounds and computes.

Each round's test module used to write these again; one copy here keeps them the same
everywhere. A test module whose run has another shape (no system message, a tool call with its
arguments, a result's id) keeps its own builder and imports the readings.
"""

from __future__ import annotations

import json
from typing import Any

from evidence_audit.evidence import check_answer, resolve_gate

__all__ = ["DEFAULT", "REFERENCE", "content", "flagged", "grounded", "history", "judged", "verdict"]

DEFAULT = resolve_gate({})
REFERENCE = resolve_gate({"profile": "reference"})


def content(payload: Any) -> str:
    """A tool result's text: a string as it is, anything else as JSON."""
    return payload if isinstance(payload, str) else json.dumps(payload)


def history(
    *results: Any, system: str = "You are an agent.", user: str = "hi", answers: tuple[str, ...] = ()
) -> list[dict[str, Any]]:
    """A run: the system message, the user's message, the tool results in order, then each earlier
    answer followed by the user's "and then?"."""
    out: list[dict[str, Any]] = [{"role": "system", "content": system}, {"role": "user", "content": user}]
    for r in results:
        out.append({"role": "tool", "content": content(r)})
    for a in answers:
        out.append({"role": "assistant", "content": a})
        out.append({"role": "user", "content": "and then?"})
    return out


def verdict(answer: str, payload: Any, *, system: str = "You are an agent.", user: str = "hi", gate: Any = DEFAULT) -> Any:
    """The check of `answer` over a run of one tool result (`history`)."""
    return check_answer(answer, history(payload, system=system, user=user), gate)


def flagged(v: Any) -> set[str]:
    """The values a verdict flags."""
    return {c.value for c in v.unsupported}


def grounded(v: Any) -> dict[str, str]:
    """The values a verdict grounds, each with the rule that grounded it."""
    return {g.value: g.by for g in v.grounded}


def judged(answer: str, hist: list[dict[str, Any]], gate: Any = DEFAULT) -> tuple[set[str], dict[str, str]]:
    """What the check of `answer` over `hist` flags, and what it computed, each with its derivation."""
    v = check_answer(answer, hist, gate)
    return flagged(v), {c.value: c.derivation for c in v.computed or ()}
