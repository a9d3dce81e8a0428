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
