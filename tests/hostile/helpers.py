"""Shared helpers of the hostile tests: write lines, run the audit in-process, read its rows."""

from __future__ import annotations

import json
import subprocess
import sys
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


__all__ = ["audit", "peak_rss_mb", "write_lines"]
