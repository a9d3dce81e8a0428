"""Progress: a status line redrawn in place on a terminal, and nothing anywhere else."""

from __future__ import annotations

import io

from evidence_audit.beam.audit import AuditRunsFn
from evidence_audit.beam.read import Chunk, ReadChunks
from evidence_audit.progress import CLEAR, Progress, wanted
from evidence_audit.traces import Source, parse_line
from evidence_audit.beam.pieces import encode_piece


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_wanted_only_on_a_terminal_and_never_when_quiet() -> None:
    assert wanted(False, Terminal()) is True
    assert wanted(True, Terminal()) is False
    assert wanted(False, io.StringIO()) is False  # a file, a pipe, a CI log


def test_the_line_is_redrawn_at_most_once_a_period_and_cleared() -> None:
    """Redraws wait for their period; each starts by erasing the line; clear leaves it empty."""
    now = [0.0]
    stream = io.StringIO()
    progress = Progress(True, every=1.0, stream=stream, clock=lambda: now[0])
    assert not progress.due()
    now[0] = 1.5
    assert progress.due()
    progress.show("read 10 lines")
    assert not progress.due()
    now[0] = 2.6
    progress.show("read 20 lines")
    progress.clear()
    assert stream.getvalue() == f"{CLEAR}evidence-audit: read 10 lines{CLEAR}evidence-audit: read 20 lines{CLEAR}"
    assert "\n" not in stream.getvalue()


def test_disabled_progress_writes_nothing() -> None:
    stream = io.StringIO()
    progress = Progress(False, every=0.0, stream=stream)
    assert not progress.due()
    progress.show("x")
    progress.clear()
    assert stream.getvalue() == ""


def test_the_reading_stage_reports_lines_megabytes_and_rate(tmp_path, capsys) -> None:
    """ReadChunks with progress on draws `read N lines, X MB (R MB/s)` on stderr."""
    path = tmp_path / "t.jsonl"
    path.write_text('{"a": 1}\n' * 30)
    fn = ReadChunks(progress=True)
    fn.setup()
    fn._status.every = 0.0
    assert len(list(fn.process(Chunk(str(path), 0, None, 1)))) == 30
    err = capsys.readouterr().err
    assert f"{CLEAR}evidence-audit: read 30 lines, 0.0 MB (" in err and "MB/s)" in err


def test_the_auditing_stage_reports_runs_answers_and_rate(capsys) -> None:
    """AuditRunsFn with progress on draws `audited 1 run, 1 answer (R run(s)/s)` on stderr."""
    line = b'{"run_id": "r1", "seq": 0, "role": "assistant", "content": "Order W2378156 ships."}'
    parsed = parse_line(line, Source("t.jsonl", 1))
    fn = AuditRunsFn({}, progress=True)
    fn.setup()
    fn._status.every = 0.0
    rows = list(fn.process(("r1", [encode_piece([(parsed.run_key, m) for m in parsed.messages])])))
    assert rows
    assert "evidence-audit: audited 1 run, 1 answer (" in capsys.readouterr().err


def test_stages_without_progress_print_nothing(tmp_path, capsys) -> None:
    path = tmp_path / "t.jsonl"
    path.write_text('{"a": 1}\n' * 3)
    fn = ReadChunks()
    fn.setup()
    list(fn.process(Chunk(str(path), 0, None, 1)))
    assert capsys.readouterr().err == ""
