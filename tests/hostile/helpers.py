"""Shared helpers of the hostile tests: write lines, run the audit in-process, read its rows."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from evidence_audit.beam.job import run

from ..e2e.helpers import read_rows


def write_lines(path: Path, lines: list) -> Path:
    path.write_text("".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines))
    return path


def audit(inputs: list[Path], out: Path, *flags: str) -> tuple[dict, dict[str, list[dict]]]:
    """Run the audit in this process; return its summary and its rows by output."""
    summary = run([*(f"--input={p}" for p in inputs), f"--out={out}", *flags], echo=False)
    return summary, {name: read_rows(out, name) for name in ("answers", "findings", "dead_letter")}


def peak_rss_mb(argv: list[str], timeout: float = 300) -> tuple[subprocess.CompletedProcess, float]:
    """Run a command; return it and the peak resident memory (MB) of its process tree.

    The peak is `ru_maxrss` of the waited-for descendants, so it is read in a fresh Python that
    runs the command as its only child.
    """
    probe = (
        "import resource, subprocess, sys, json;"
        "done = subprocess.run(json.loads(sys.argv[1]), capture_output=True, text=True);"
        "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss;"
        "print(json.dumps([done.returncode, done.stdout, done.stderr, peak]))"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe, json.dumps(argv)], capture_output=True, text=True, timeout=timeout, check=True
    )
    code, out, err, peak_kb = json.loads(result.stdout)
    return subprocess.CompletedProcess(argv, code, out, err), peak_kb / 1024


def least_cpu(once: Callable[[], object], tries: int = 3, under: float | None = None,
              before: Callable[[], object] | None = None) -> float:
    """The least CPU seconds (`time.process_time`) of up to `tries` calls of `once` (`before`, untimed,
    ahead of each: forget kept readings). With `under`, the tries stop at the first one below it: the
    least of all `tries` is below `under` exactly when one of them is, so a growth test asserting
    `least < under` reaches the same verdict on fewer calls (its large size, 4x the small one's cost,
    runs once where it passes, not `tries` times; ci38)."""
    best = float("inf")
    for _ in range(tries):
        if before is not None:
            before()
        started = time.process_time()
        once()
        best = min(best, time.process_time() - started)
        if under is not None and best < under:
            break
    return best


__all__ = ["audit", "least_cpu", "peak_rss_mb", "write_lines"]
