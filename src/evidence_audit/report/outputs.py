"""Find an audit's output files in its directory: which tables, in which format, and the summary.

The audit writes each table as shards (`findings-00000-of-00002.jsonl`) or, for one shard, as
`findings.jsonl`; either in JSONL or Parquet. A report reads whatever is there, so it finds both
namings and both formats, and says plainly what is missing rather than drawing an empty report.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["TABLES", "AuditOutputs", "ReportError", "find_outputs"]

TABLES = ("findings", "answers", "dead_letter")
SUMMARY_FILE = "summary.json"

# NAME.jsonl, NAME.parquet, or NAME-00000-of-00004.jsonl|.parquet (Beam's shard names).
_FILE = re.compile(r"(?P<name>[a-z_]+)(?:-[0-9]+-of-[0-9]+)?\.(?P<fmt>jsonl|parquet)", re.ASCII)


class ReportError(ValueError):
    """Outputs a report cannot be drawn from: no directory, no answers, mixed formats."""


@dataclass(frozen=True, slots=True)
class AuditOutputs:
    """The files of one audit: per table its files (possibly none), their format, the summary."""

    directory: Path
    fmt: str
    files: dict[str, tuple[Path, ...]]
    summary: dict[str, Any] | None


def _read_summary(path: Path) -> dict[str, Any] | None:
    if not path.is_file():
        return None
    try:
        summary = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise ReportError(f"{path}: not a readable summary ({err})") from None
    if not isinstance(summary, dict):
        raise ReportError(f"{path}: the summary is not a JSON object")
    return summary


def find_outputs(directory: str | Path) -> AuditOutputs:
    """The audit outputs in `directory`; an error names what is missing or inconsistent."""
    root = Path(directory)
    if not root.is_dir():
        raise ReportError(f"{root}: no such directory (give the --out directory of an audit)")
    found: dict[str, dict[str, list[Path]]] = {name: {"jsonl": [], "parquet": []} for name in TABLES}
    for path in sorted(root.iterdir()):
        match = _FILE.fullmatch(path.name)
        if match and match["name"] in found and path.is_file():
            found[match["name"]][match["fmt"]].append(path)
    formats = {fmt for by_fmt in found.values() for fmt, paths in by_fmt.items() if paths}
    if not found["answers"]["jsonl"] and not found["answers"]["parquet"]:
        raise ReportError(
            f"{root}: no answers-*.jsonl or answers-*.parquet: is this the --out directory of an audit?"
        )
    if len(formats) > 1:
        raise ReportError(
            f"{root}: holds both JSONL and Parquet outputs; audit again into an empty directory"
        )
    fmt = formats.pop()
    return AuditOutputs(
        directory=root,
        fmt=fmt,
        files={name: tuple(found[name][fmt]) for name in TABLES},
        summary=_read_summary(root / SUMMARY_FILE),
    )
