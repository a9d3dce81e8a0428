"""Hand-made output rows in the audit's layout, for tests that need a shape no corpus gives.

They include what other versions of the audit write or may write: `written` spellings, a
`computed` finding with its expression and operands, a kind the report does not know, an
`incomplete` answer, answers with no text (older outputs), and an unknown column.
"""

from __future__ import annotations

import json
from pathlib import Path

RULES = ("grounded_exact", "grounded_clock", "grounded_timestamp_date", "grounded_unsigned",
         "grounded_id_part", "grounded_masked_ending")
DAY_NS = 86_400 * 10**9
T0 = 1_735_689_600 * 10**9  # 2025-01-01T00:00:00Z


def answer(run: str, index: int, verdict: str, *, model: str | None = "m1", ts: int | None = T0,
           text: str | None = None, **more) -> dict:
    row = {
        "run_id": run, "answer_index": index, "candidate_count": 3, "looked_up_count": 3, "grounded_count": 2,
        "unsupported_count": 1 if verdict == "flagged" else 0, "computed_count": more.pop("computed", 0), "exempt_count": 0,
        "self_sourced_count": 0, **{rule: 0 for rule in RULES}, "grounded_exact": 2, "unread_tokens": 0,
        "evidence_truncated": verdict == "not_actionable", "tool_results_before": 1, "verdict": verdict,
        "source_file": "traces.jsonl", "source_line": 1 + index, "model": model, "ts": ts,
    }
    if text is not None:
        row["answer_text"] = text
    row.update(more)
    return row


def finding(run: str, index: int, value: str, *, kind: str = "ungrounded", offset: int = -1, model: str | None = "m1",
            **more) -> dict:
    row = {
        "run_id": run, "answer_index": index, "kind": kind, "value": value, "shape": "identifier",
        "spelling": None, "context": f"... {value} ...", "offset": offset, "nearest": None, "derivation": None,
        "source_file": "traces.jsonl", "source_line": 1 + index, "model": model, "ts": T0,
    }
    row.update(more)
    return row


def write_jsonl(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


def write_parquet(path: Path, rows: list[dict]) -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq

    names = list(dict.fromkeys(name for row in rows for name in row))  # every column of any row
    pq.write_table(pa.Table.from_pylist([{name: row.get(name) for name in names} for row in rows]), path)
    return path
