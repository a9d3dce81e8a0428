"""The counters hostile input moves, each asserted with its value on one real in-process run."""

from __future__ import annotations

import json

from .corpus import collision_lines, events, near_ids_run, write_truncated_gz
from .helpers import audit, write_lines
from .rule_inputs import FAMILIES


def test_hostile_counters(tmp_path) -> None:
    """Over-long lines, cut streams, incomplete and conflicting runs, not-actionable values and
    omitted leads and answers whose rules a work bound cut short are each counted in the summary
    (and so in Beam Metrics)."""
    hostile, result = FAMILIES["numbers"][0](3_000)  # past the arithmetic's bound on one answer
    long_line = json.dumps({"run_id": "huge", "seq": 5, "role": "tool", "content": "x" * (2 << 20)})
    mixed = write_lines(
        tmp_path / "mixed.jsonl",
        [
            *events("huge", [("user", "id?"), ("assistant", "It is W7777777.")]),  # lost line 3 below
            long_line,
            *collision_lines(),
            *near_ids_run(20_000, 300, run_id="ids"),
            *events("bound", [("user", "report"), ("tool", result), ("assistant", hostile)]),
        ],
    )
    cut = write_truncated_gz(tmp_path / "cut.jsonl.gz")
    summary, rows = audit([mixed, cut], tmp_path / "out", "--max-record-mb=1")
    assert summary["oversized_lines"] == 1
    assert summary["truncated_streams"] == 1
    assert summary["incomplete_runs"] == 2  # huge (its line over the limit) and cut (its stream)
    assert summary["not_actionable_values"] == 1  # W7777777 of huge (the cut run lost its answer too)
    assert (summary["shared_run_ids"], summary["conflicting_runs"]) == (2, 4)
    assert summary["leads_omitted"] == sum(f["leads_omitted"] for f in rows["findings"]) > 0
    assert summary["rules_omitted"] == sum(a["rules_omitted"] for a in rows["answers"]) == 1
    assert [a["run_id"] for a in rows["answers"] if a["rules_omitted"]] == ["bound"]
    assert summary["equation_holds"]
