"""Hostile input at the reading stage: giant lines, compression bombs, cut streams, odd JSON.

Issue 10, items 3 (line length was unbounded: memory 4x the longest line), 6 (a cut `.gz` read as
if complete), 10 (valid JSON refused) and 11 (bytes that are not UTF-8).
"""

from __future__ import annotations

import gzip
import io
import json
import sys
from pathlib import Path

import pytest

from evidence_audit.beam.lines import CUT_LINE, CUT_STREAM, TOO_LONG, decompressed, split_lines
from evidence_audit.traces import Source, parse_line

from ..e2e.helpers import CLI, read_rows
from .corpus import deep_lines, truncated_run_lines, write_giant_line_gz, write_truncated_gz
from .helpers import audit, peak_rss_mb, write_lines

# --- item 3: a maximum record size, skipped without holding the line -------------------------------


def test_split_lines_skips_an_over_long_line_keeping_its_head_and_size() -> None:
    """A line over the cap becomes a flaw with its size and first bytes; the lines around it stay."""
    data = b"ok\n" + b"x" * 100 + b"\nafter\n"
    out = list(split_lines(io.BytesIO(data), max_record_bytes=10, block_bytes=7))
    assert out[0] == b"ok\n" and out[2] == b"after\n"
    kind, size, head, previous = out[1]
    assert (kind, size, head[:5], previous) == (TOO_LONG, 101, b"xxxxx", b"ok\n")


@pytest.mark.slow
def test_a_giant_line_in_a_small_gz_is_a_dead_letter_in_bounded_memory(tmp_path) -> None:
    """512 MB of one line in a ~2 MB .gz: read in bounded memory (it took 4x the line), dead-lettered
    with its size; the good run after it is audited. Peak RSS is measured in a subprocess."""
    giant = write_giant_line_gz(tmp_path / "giant.jsonl.gz", 512)
    assert giant.stat().st_size < 4 << 20
    out = tmp_path / "out"
    done, peak_mb = peak_rss_mb([*CLI, "audit", str(giant), "--out", str(out), "--max-record-mb", "64"])
    assert done.returncode == 0, done.stderr
    assert peak_mb < 450, f"peak RSS {peak_mb:.0f} MB for a 512 MB line"
    (dead,) = read_rows(out, "dead_letter")
    assert dead["source_line"] == 1 and "536,870,9" in dead["reason"] and "over the record limit" in dead["reason"]
    assert dead["raw"].startswith('{"run_id": "giant"')
    summary = json.loads((out / "summary.json").read_text())
    assert (summary["oversized_lines"], summary["equation_holds"], summary["answers"]) == (1, True, 1)


def test_the_record_limit_is_a_flag_with_a_clear_error(tmp_path) -> None:
    """--max-record-mb must be positive; a line under it is read as usual."""
    lines = write_lines(tmp_path / "t.jsonl", [{"run_id": "r", "seq": 0, "role": "user", "content": "x" * 3000}])
    summary, rows = audit([lines], tmp_path / "out", "--max-record-mb=0.002")
    assert (summary["oversized_lines"], summary["dead_letters"], summary["records_parsed"]) == (1, 1, 0)
    summary, rows = audit([lines], tmp_path / "out", "--max-record-mb=1")
    assert (summary["oversized_lines"], summary["records_parsed"]) == (0, 1)


# --- item 6: a truncated compressed stream -----------------------------------------------------------


@pytest.mark.parametrize("kind", ["gzip", "bzip2", "lzma", "zstd", "deflate"])
def test_a_cut_stream_is_told_apart_in_every_compression(kind) -> None:
    """Every compression we read reports a stream that ends before its end marker."""
    import bz2
    import lzma
    import zlib

    import zstandard

    compress = {
        "gzip": gzip.compress,
        "bzip2": bz2.compress,
        "lzma": lzma.compress,
        "zstd": lambda d: zstandard.ZstdCompressor().compress(d),
        "deflate": zlib.compress,
    }[kind]
    data = "".join(json.dumps(r) + "\n" for r in truncated_run_lines()).encode()
    whole = compress(data)
    assert b"".join(x for x in split_lines(decompressed(io.BytesIO(whole), kind)) if isinstance(x, bytes)) == data
    cut = list(split_lines(decompressed(io.BytesIO(whole[: len(whole) - 20]), kind)))
    assert isinstance(cut[-1], tuple) and cut[-1][0] in (CUT_LINE, CUT_STREAM)


def test_a_truncated_gz_says_so_and_its_run_is_incomplete(tmp_path) -> None:
    """The cut line's dead letter says the stream is truncated; the summary counts it; the run the
    cut ran through is not judged as whole (its answer would be accused on partial evidence)."""
    cut = write_truncated_gz(tmp_path / "cut.jsonl.gz")
    summary, rows = audit([cut], tmp_path / "out")
    (dead,) = rows["dead_letter"]
    assert "compressed stream is truncated" in dead["reason"]
    assert summary["truncated_streams"] == 1 and summary["equation_holds"]
    assert {r["run_id"] for r in rows["answers"]} <= {"whole", "cut"}
    assert all(not r["incomplete"] for r in rows["answers"] if r["run_id"] == "whole")
    assert summary["ungrounded_values"] == 0


# --- items 10 and 11: valid JSON accepted, bytes that are not UTF-8 named -------------------------------


def test_lone_surrogates_and_deep_tool_content_are_read_as_json_parse_reads_them(tmp_path) -> None:
    """Tool content nested 300, 1,500 and 5,000 deep and a lone surrogate escape were dead letters;
    now every line is read and each answer is grounded by what its result carried."""
    path = write_lines(tmp_path / "deep.jsonl", deep_lines())
    summary, rows = audit([path], tmp_path / "out")
    assert summary["dead_letters"] == 0 and summary["records_parsed"] == len(deep_lines())
    by_run = {r["run_id"]: r for r in rows["answers"]}
    assert set(by_run) == {"deep300", "deep1500", "deep5000", "emoji"}
    assert all(r["verdict"] == "clean" for r in by_run.values()), rows["findings"]


def test_a_line_that_is_not_utf8_is_named_as_such() -> None:
    """`\\xff` is reported as bytes that are not UTF-8, with where, not 'surrogates not allowed'."""
    (error,) = parse_line(b'{"run_id": "r\xff"}', Source("t.jsonl", 3)).errors
    assert error.reason == "line 3 of t.jsonl: the line is not UTF-8: byte 0xff at byte offset 13 (invalid start byte)"


def test_check_accepts_a_lone_surrogate_and_echoes_the_id(tmp_path) -> None:
    """A case with a lone surrogate was rejected whole with id null; now it is judged, id echoed."""
    import subprocess

    case = '{"id": "cut \\ud83d", "answer": "W2378156", "history": [{"role": "tool", "content": "{\\"id\\": \\"W2378156\\", \\"n\\": \\"\\\\ud83d\\"}"}]}\n'
    done = subprocess.run([*CLI, "check"], input=case, capture_output=True, text=True, timeout=60)
    out = json.loads(done.stdout)
    assert out["id"] == "cut \ud83d" and out["unsupported"] == [] and "error" not in out


def test_check_reads_a_result_nested_past_1024_levels_as_json() -> None:
    """JSON.parse reads a result nested 1,500 deep and grounds `1e3` as 1000; it was read as text."""
    from evidence_audit.evidence import check_answer, resolve_gate

    deep = '{"a":' * 1500 + '{"n": 1e3}' + "}" * 1500
    verdict = check_answer("It is 1000 now.", [{"role": "tool", "content": deep}], resolve_gate({}))
    assert verdict.unsupported == ()


# --- `check` has the audit's record limit (it had none: a line was held whole, however long) ------


def test_case_lines_skip_an_over_long_line_keeping_its_head_and_size() -> None:
    from evidence_audit.case_lines import Oversized, case_lines

    data = b"ok\n" + b"x" * 100_000 + b"\nafter\n"
    out = list(case_lines(io.BytesIO(data), max_record_bytes=10))
    assert out[0] == b"ok\n" and out[2] == b"after\n"
    assert isinstance(out[1], Oversized) and out[1].size == 100_001 and out[1].head == b"x" * 4096
    assert list(case_lines(io.BytesIO(b"a\n" + b"y" * 50), max_record_bytes=10))[1] == Oversized(50, b"y" * 50)


def test_check_refuses_a_line_over_the_record_limit_as_the_audit_does(tmp_path) -> None:
    """A huge case line gets an error line with file:line, its size and the audit's own sentence;
    it is counted; the cases around it are judged as usual."""
    import subprocess

    case = {"id": 1, "answer": "Order W2378156.", "history": [{"role": "tool", "content": '{"o": "W2378156"}'}]}
    huge = {"id": 2, "answer": "x" * 5000, "history": []}
    path = write_lines(tmp_path / "cases.jsonl", [case, huge, {**case, "id": 3}])
    done = subprocess.run([*CLI, "check", str(path), "--max-record-mb", "0.001"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    first, middle, last = (json.loads(line) for line in done.stdout.splitlines())
    assert first["id"] == 1 and last["id"] == 3 and first["unsupported"] == last["unsupported"] == []
    size = len(json.dumps(huge)) + 1
    assert middle == {"id": None, "error": (
        f"line 2 of {path}: the line is {size:,} bytes, over the record limit; it was skipped without"
        " being read (raise --max-record-mb to read it)")}
    assert "3 cases read, 1 failed, 0 flagged, 0 with unread tokens, 1 line over the record limit" in done.stderr
    failing = subprocess.run([*CLI, "check", str(path), "--max-record-mb", "0.001", "--fail-on", "bad-lines"],
                             capture_output=True, text=True)
    assert failing.returncode == 1 and "--fail-on bad-lines: 1 bad line" in failing.stderr
    # the audit's dead letter for a trace line over the same limit says the same sentence
    record = {"run_id": "r", "seq": 0, "role": "user", "content": "x" * 5000}
    trace = write_lines(tmp_path / "t.jsonl", [record])
    _, rows = audit([trace], tmp_path / "out", "--max-record-mb=0.001")
    (dead,) = rows["dead_letter"]
    assert dead["reason"] == (
        f"line 1 of {trace}: the line is {len(json.dumps(record)) + 1:,} bytes, over the record limit; it was skipped without"
        " being read (raise --max-record-mb to read it)")


def test_check_refuses_a_bad_record_limit() -> None:
    import subprocess

    done = subprocess.run([*CLI, "check", "--max-record-mb", "0"], capture_output=True, text=True, input="")
    assert done.returncode == 2 and "evidence-audit check: --max-record-mb must be positive, got 0.0" in done.stderr


@pytest.mark.slow
def test_check_reads_a_giant_line_in_bounded_memory(tmp_path) -> None:
    """512 MB of one line in a ~2 MB .gz, on stdin's path and a file's: `check` held the whole line
    (and joined it: twice its size); now it is skipped as it streams by and answered with an error."""
    giant = tmp_path / "giant.jsonl.gz"
    block = b"x" * (1 << 20)
    with gzip.open(giant, "wb", compresslevel=1) as out:
        out.write(b'{"id": 1, "answer": "')
        for _ in range(512):
            out.write(block)
        out.write(b'"}\n{"id": 2, "answer": "Order W2378156.", "history": []}\n')
    assert giant.stat().st_size < 4 << 20
    done, peak_mb = peak_rss_mb([*CLI, "check", str(giant), "--max-record-mb", "64"])
    assert done.returncode == 0, done.stderr
    assert peak_mb < 300, f"peak RSS {peak_mb:.0f} MB for a 512 MB line"
    error, verdict = (json.loads(line) for line in done.stdout.splitlines())
    assert error["error"].startswith(f"line 1 of {giant}: the line is 536,870,9") and "over the record limit" in error["error"]
    assert verdict["id"] == 2 and len(verdict["unsupported"]) == 1  # judged as usual after it
