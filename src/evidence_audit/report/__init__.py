"""`evidence-audit report`: one self-contained HTML file from an audit's outputs.

`write_report(out_dir)` reads the findings, answers and dead letters an audit wrote (JSONL or
Parquet, sharded or not) with DuckDB, in-process, computes bounded figures, draws the charts to
SVG offline and writes one HTML file with no script and no external reference. It needs the
`report` extra (`pip install 'evidence-audit[report]'`): DuckDB and vl-convert.
"""

from __future__ import annotations

from pathlib import Path

from .outputs import AuditOutputs, ReportError, find_outputs
from .query import Limits, ReportData

__all__ = ["REPORT_FILE", "Limits", "ReportError", "build_report", "check_can_report", "write_report"]

REPORT_FILE = "report.html"
EXTRA_HINT = "the report needs the report extra: pip install 'evidence-audit[report]'"


def _duckdb():
    try:
        import duckdb
        import vl_convert  # noqa: F401 - checked here so the error comes before any work
    except ImportError as err:
        raise ReportError(f"{EXTRA_HINT} ({err})") from None
    return duckdb


def check_can_report(out_dir: str | Path) -> None:
    """Fail now, before an audit runs, if its report could not be written: the extra is missing,
    or the output directory is not on this machine (DuckDB reads local files only here)."""
    if "://" in str(out_dir):
        raise ReportError(f"{out_dir}: a report reads local outputs; copy them here and run `evidence-audit report DIR`")
    _duckdb()


def gather_outputs(outputs: AuditOutputs, limits: Limits) -> ReportData:
    """Every figure of the report for the outputs found."""
    from .query import gather
    from .tables import create_tables

    duckdb = _duckdb()
    con = duckdb.connect(":memory:")
    try:
        con.execute("SET enable_progress_bar = false")
        # Every query orders what it shows, so the load may insert rows in any order (faster).
        con.execute("SET preserve_insertion_order = false")
        rules = create_tables(con, outputs)
        summary = outputs.summary or {}
        return gather(con, rules, limits, count_runs=not isinstance(summary.get("runs"), int))
    except duckdb.Error as err:
        raise ReportError(f"{outputs.directory}: the outputs cannot be read: {err}") from None
    finally:
        con.close()


def build_report(out_dir: str | Path, limits: Limits | None = None, command: str | None = None) -> str:
    """The report of the audit whose outputs are in `out_dir`, as one HTML document."""
    from .page import render_page

    outputs = find_outputs(out_dir)
    data = gather_outputs(outputs, limits or Limits())
    files = sum(len(paths) for paths in outputs.files.values())
    source = f"{outputs.directory.resolve()}: {files} {outputs.fmt.upper() if outputs.fmt == 'jsonl' else 'Parquet'} output files"
    return render_page(
        data,
        title=f"evidence-audit report: {outputs.directory.resolve().name}",
        source=source,
        summary=outputs.summary,
        command=command or f"evidence-audit report {out_dir}",
    )


def write_report(
    out_dir: str | Path, html_path: str | Path | None = None, limits: Limits | None = None, command: str | None = None
) -> Path:
    """Write the report of `out_dir` to `html_path` (default: OUT_DIR/report.html); return the path."""
    target = Path(html_path) if html_path is not None else Path(out_dir) / REPORT_FILE
    page = build_report(out_dir, limits, command)
    try:
        target.write_text(page, encoding="utf-8")
    except OSError as err:
        raise ReportError(f"{target}: cannot write the report: {err}") from None
    return target
