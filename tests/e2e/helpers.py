"""Run the real `evidence-audit` command in a subprocess and read what it wrote."""

from __future__ import annotations

import glob
import json
import os
import subprocess
import sys
from pathlib import Path

CLI = [sys.executable, "-m", "evidence_audit.cli"]


def run_cli(*args: str, stdin: str | None = None, prefix: list[str] | None = None, timeout: int = 300) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env.setdefault("PYTHONHASHSEED", "0")
    return subprocess.run(
        [*(prefix or []), *CLI, *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )


def output_files(out: Path, name: str, ext: str) -> list[str]:
    """An output's files: `name.ext` (one shard) or `name-SSSSS-of-NNNNN.ext` (several)."""
    return sorted(glob.glob(str(out / f"{name}.{ext}")) + glob.glob(str(out / f"{name}-[0-9]*-of-[0-9]*.{ext}")))


def read_rows(out: Path, name: str) -> list[dict]:
    rows = []
    for path in output_files(out, name, "jsonl"):
        with open(path, encoding="utf-8") as handle:
            rows.extend(json.loads(line) for line in handle if line.strip())
    return rows


def read_parquet_rows(out: Path, name: str) -> list[dict]:
    import pyarrow.parquet as pq

    rows = []
    for path in output_files(out, name, "parquet"):
        rows.extend(pq.read_table(path).to_pylist())
    return rows


def summary_of(out: Path) -> dict:
    return json.loads((out / "summary.json").read_text())


def as_set(rows: list[dict], drop: tuple[str, ...] = ()) -> set:
    return {json.dumps({k: v for k, v in r.items() if k not in drop}, sort_keys=True) for r in rows}
