"""Render the golden fixtures: each format's lines read, and the runs they assemble into.

`python -m tests.traces.golden` rewrites `fixtures/*.expected.json` from the readers; review
the diff by hand before committing it: the expected files are the spec, not a snapshot.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from evidence_audit.traces import FORMATS, Message, Source, assemble_run, parse_line

FIXTURES = Path(__file__).parent / "fixtures"


def message_dict(message: Message) -> dict[str, Any]:
    """A message as JSON, leaving out fields at their empty value (None, (), False, record)."""
    out: dict[str, Any] = {
        "run_id": message.run_id,
        "seq": message.seq,
        "role": message.role,
        "text": message.text,
    }
    if message.tool_call_id is not None:
        out["tool_call_id"] = message.tool_call_id
    if message.tool_calls:
        out["tool_calls"] = [[c.id, c.name, c.arguments] for c in message.tool_calls]
    if message.tool_name is not None:
        out["tool_name"] = message.tool_name
    if message.ts is not None:
        out["ts"] = message.ts
    if message.model is not None:
        out["model"] = message.model
    if message.answer:
        out["answer"] = True
    out["order"] = list(message.order)
    if message.channel != "record":
        out["channel"] = message.channel
    if message.span_id is not None:
        out["span_id"] = message.span_id
    out["source"] = f"{message.source.file}:{message.source.line}"
    return out


def render(fmt: str) -> dict[str, Any]:
    """Read `fixtures/<fmt>.jsonl` line by line (auto-detected) and assemble its runs."""
    path = FIXTURES / f"{fmt}.jsonl"
    lines: list[dict[str, Any]] = []
    by_run: dict[str, list[Message]] = {}
    for number, raw in enumerate(path.read_text(encoding="utf-8").split("\n")[:-1], 1):
        parsed = parse_line(raw, Source(path.name, number))
        entry: dict[str, Any] = {"line": number, "fmt": parsed.fmt}
        if parsed.errors:
            entry["errors"] = [e.reason for e in parsed.errors]
        else:
            entry["run_ids"] = list(parsed.run_ids)
            entry["messages"] = [message_dict(m) for m in parsed.messages]
        lines.append(entry)
        for message in parsed.messages:
            by_run.setdefault(message.run_id, []).append(message)
    runs = {}
    for run_id in sorted(by_run):
        run = assemble_run(by_run[run_id])
        runs[run_id] = {
            "duplicates": run.duplicates,
            "conflicting_positions": run.conflicting_positions,
            "resent": run.resent,
            "messages": [message_dict(m) for m in run.messages],
        }
    return {"lines": lines, "runs": runs}


def expected_path(fmt: str) -> Path:
    return FIXTURES / f"{fmt}.expected.json"


if __name__ == "__main__":
    for name in FORMATS:
        text = json.dumps(render(name), indent=1, ensure_ascii=False) + "\n"
        expected_path(name).write_text(text, encoding="utf-8")
        print("wrote", expected_path(name))
