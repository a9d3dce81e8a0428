"""The vocabulary the hand-written runs use: a user turn, an assistant reply, a tool call.

Shared by every held-out set (`heldout/` to `heldout18/`); see `heldout_build.py` for how
the runs are written out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class U:
    text: str


@dataclass
class A:
    text: str
    why: str = ""  # for a planted invention: how a model came to write it


@dataclass
class C:
    name: str
    args: dict[str, Any]
    result: Any
    say: str | None = None  # text the assistant wrote beside the call (not an answer)


@dataclass
class Run:
    run_id: str
    model: str
    system: str
    steps: list[Any]
    fmt: str = "openai-chat"
    meta: dict[str, Any] = field(default_factory=dict)
