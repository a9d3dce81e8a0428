"""The README's output tables name every column the audit writes, and every finding kind.

`findings.jsonl`, `answers.jsonl` and `summary.json` gained columns round after round
(`unverified_count`, seven spelling rules' `grounded_*` counts, `unverified_values`, the job's
`date` and `bigquery_table`) while the tables under the README's "Outputs" went on listing the
old ones. Here the tables are read back and compared with what the code writes: the schemas'
columns (`beam/schema.py`), the finding kinds its `kind` column describes, and the keys of a real
audit's `summary.json`.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys

from evidence_audit.beam.schema import ANSWER_FIELDS, FINDING_FIELDS

from .harness import REPO

TICKED = re.compile(r"`([a-z_]+)`")


def _outputs_section() -> str:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    start = text.index("\n### Outputs\n", text.index("## `evidence-audit audit`"))
    return text[start : text.index("\n### ", start + 1)]


def _table_after(section: str, name: str) -> str:
    """The rows of the first table after the paragraph that starts with `name`."""
    start = section.index(f"\n`{name}`")
    rows = []
    for line in section[start:].splitlines()[1:]:
        if line.startswith("|"):
            rows.append(line)
        elif rows:
            break
    assert rows, f"no table after {name}"
    return "\n".join(rows)


def _first_cells(table: str) -> set[str]:
    return {name for line in table.splitlines() for name in TICKED.findall(line.split("|")[1])}


def test_the_findings_table_names_every_column_and_kind() -> None:
    table = _table_after(_outputs_section(), "findings.jsonl")
    assert {name for name, *_ in FINDING_FIELDS} - _first_cells(table) == set()
    kind_doc = dict((name, doc) for name, _, doc in FINDING_FIELDS)["kind"]
    kinds = set(re.findall(r"(?:^|; )([a-z_]+) \(", kind_doc))
    assert kinds >= {"ungrounded", "not_actionable", "self_sourced", "computed", "unverified"}
    kind_row = next(line for line in table.splitlines() if line.startswith("| `kind`"))
    assert kinds - set(TICKED.findall(kind_row)) == set()


def test_the_answers_table_names_every_column() -> None:
    table = _table_after(_outputs_section(), "answers.jsonl")
    assert {name for name, *_ in ANSWER_FIELDS} - _first_cells(table) == set()


def test_the_summary_table_names_every_key_an_audit_writes(tmp_path) -> None:
    """A real audit's summary.json: each key is in the table (the grounded_* range is one row)."""
    run = [sys.executable, "-m", "evidence_audit.cli"]
    subprocess.run([*run, "synth", "--runs", "3", "--out", str(tmp_path / "in" / "t.jsonl"), "-q"], check=True)
    subprocess.run([*run, "audit", str(tmp_path / "in"), "--out", str(tmp_path / "out"), "-q"], check=True)
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    documented = _first_cells(_table_after(_outputs_section(), "summary.json"))
    missing = {key for key in summary if key not in documented and not key.startswith("grounded_")}
    assert missing == set()
