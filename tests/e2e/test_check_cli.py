"""End to end: the `evidence-audit check` filter as people pipe into it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from .helpers import run_cli

TOOL = {"role": "tool", "tool_call_id": "c1", "content": '{"port": "fc1/3", "fcid": "0xef0101"}'}


def lines(*cases) -> str:
    return "".join((c if isinstance(c, str) else json.dumps(c)) + "\n" for c in cases)


def test_verdicts_come_out_in_order_with_ids() -> None:
    """One verdict per case, in input order, echoing each id."""
    stdin = lines(
        {"id": "a", "answer": "Port fc1/3 is down (FCID 0xef0102).", "history": [TOOL]},
        {"id": 7, "answer": "Port fc1/3 has FCID 0xef0101.", "history": [TOOL]},
    )
    done = run_cli("check", stdin=stdin)
    assert done.returncode == 0
    first, second = (json.loads(line) for line in done.stdout.splitlines())
    assert first["id"] == "a" and [u["value"] for u in first["unsupported"]] == ["0xef0102"]
    assert second["id"] == 7 and second["unsupported"] == [] and second["looked_up"] == 2
    assert "2 cases read, 0 failed, 1 flagged" in done.stderr


def test_invalid_lines_get_an_error_and_the_filter_goes_on() -> None:
    """Bad JSON, no answer, an unknown role and a bad option each give an error line; good cases still pass."""
    stdin = lines(
        "{oops",
        {"id": 2, "history": []},
        {"id": 3, "answer": "x", "history": [{"role": "bot", "content": "hi"}]},
        {"id": 4, "answer": "x", "options": {"min_digits": 0}},
        {"id": 5, "answer": "x", "options": {"colour": "red"}},
        {"id": 6, "answer": "fc1/3", "history": [TOOL]},
    )
    done = run_cli("check", stdin=stdin)
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert [o.get("id") for o in out] == [None, 2, 3, 4, 5, 6]
    assert out[0]["error"].startswith("line 1: the line is not valid JSON (")  # "line N of FILE: what", as documented
    assert 'no "answer"' in out[1]["error"]
    assert "role 'bot'" in out[2]["error"] and "expected system, user, assistant or tool" in out[2]["error"]
    assert "'min_digits'" in out[3]["error"]
    assert "'colour': unknown option" in out[4]["error"]
    assert out[5]["unsupported"] == []
    assert "6 cases read, 5 failed" in done.stderr


def test_options_profile_and_typed_cases() -> None:
    """Per-case options, --profile and typed answers reach the check."""
    stdin = lines(
        {"id": 1, "answer": "ran 2024-2025", "history": []},
        {"id": 2, "answer": {"vol_2291": "ok", "port": "fc1/9"}, "typed": True},
        {"id": 3, "answer": "capacity 61.0% used", "options": {"figures": True}},
    )
    done = run_cli("check", "--profile", "reference", stdin=stdin)
    one, two, three = (json.loads(line) for line in done.stdout.splitlines())
    assert [u["value"] for u in one["unsupported"]] == ["2024-2025"]  # ranges off at the reference
    assert [u["value"] for u in two["unsupported"]] == ["fc1/9"]
    assert [u["value"] for u in three["unsupported"]] == ["61"] and three["computed"] == []


def test_help_documents_the_case_format() -> None:
    """`check --help` teaches the case and verdict formats and the options."""
    done = run_cli("check", "--help")
    for needle in ('"answer"', '"history"', "tool_call_id", "min_digits", "unsupported", "error"):
        assert needle in done.stdout


def test_check_never_imports_beam() -> None:
    """The filter imports the core only: Beam is never loaded."""
    code = (
        "import io, sys\n"
        "from evidence_audit.cli import main\n"
        "sys.stdin = io.TextIOWrapper(io.BytesIO(b'{\"answer\": \"x\"}\\n'))\n"
        "main(['check'])\n"
        "assert 'apache_beam' not in sys.modules, 'beam was imported'\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


# --- files, one line per line, exit statuses (issue 11) ------------------------------------------

GOOD = {"id": "g", "answer": "fc1/3", "history": [TOOL]}
FLAGGED = {"id": "f", "answer": "Port fc1/3 is down (FCID 0xef0102).", "history": [TOOL]}


def test_one_output_line_per_input_line_blank_lines_too(tmp_path) -> None:
    """A blank input line gets a blank output line, so verdicts pair with cases by line number."""
    stdin = lines(GOOD, "", "   ", "{oops", FLAGGED, "")
    done = run_cli("check", stdin=stdin)
    out = done.stdout.split("\n")[:-1]
    assert len(out) == len(stdin.split("\n")[:-1]) == 6
    assert [line == "" for line in out] == [False, True, True, False, False, True]
    assert json.loads(out[0])["id"] == "g" and json.loads(out[4])["id"] == "f"
    assert "line 4: the line is not valid JSON" in json.loads(out[3])["error"]
    assert "3 cases read, 1 failed, 1 flagged, 0 with unread tokens, 3 blank lines" in done.stderr


def test_files_are_read_in_order_and_errors_name_the_file(tmp_path) -> None:
    """`check a.jsonl - b.jsonl.gz` reads each in turn; an error says which file and line."""
    import gzip

    (tmp_path / "a.jsonl").write_text(lines(GOOD, "{oops"))
    (tmp_path / "b.jsonl.gz").write_bytes(gzip.compress(lines(FLAGGED).encode()))
    done = run_cli("check", str(tmp_path / "a.jsonl"), "-", str(tmp_path / "b.jsonl.gz"), stdin=lines({**GOOD, "id": "s"}))
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert [o.get("id") for o in out] == ["g", None, "s", "f"]
    assert out[1]["error"].startswith(f"line 2 of {tmp_path / 'a.jsonl'}: the line is not valid JSON (")
    assert done.returncode == 0 and "4 cases read, 1 failed, 1 flagged" in done.stderr


@pytest.mark.parametrize(
    "stdin,args,status,last",
    [
        (lines(GOOD), (), 0, "evidence-audit check: 1 case read, 0 failed, 0 flagged, 0 with unread tokens"),
        (lines(FLAGGED), ("--fail-on", "findings"), 1, "evidence-audit check: --fail-on findings: 1 flagged answer"),
        (lines(GOOD, "{oops"), ("--fail-on", "bad-lines"), 1, "evidence-audit check: --fail-on bad-lines: 1 bad line"),
        (lines(FLAGGED), ("--fail-on", "unread"), 0, "evidence-audit check: 1 case read, 0 failed, 1 flagged, 0 with unread tokens"),
        ("{oops\n\x00\x01\n", (), 3, "evidence-audit check: nothing read: 2 input lines, no cases among them (2 bad; each has its error line)"),
        ("", (), 3, "evidence-audit check: nothing read: the input has no lines"),
    ],
)
def test_exit_statuses_a_script_can_use(stdin: str, args, status: int, last: str) -> None:
    done = run_cli("check", *args, stdin=stdin)
    assert done.returncode == status
    assert done.stderr.splitlines()[-1] == last


def test_quiet_prints_only_a_reason(tmp_path) -> None:
    done = run_cli("check", "--quiet", stdin=lines(GOOD))
    assert (done.returncode, done.stderr) == (0, "")
    done = run_cli("check", "-q", "--fail-on", "findings", stdin=lines(FLAGGED))
    assert (done.returncode, done.stderr) == (1, "evidence-audit check: --fail-on findings: 1 flagged answer\n")


def test_a_missing_file_is_a_usage_error(tmp_path) -> None:
    done = run_cli("check", str(tmp_path / "nope.jsonl"))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"evidence-audit check: {tmp_path / 'nope.jsonl'}: no such file\n"


def _cases(n: int) -> bytes:
    return b"".join(
        json.dumps({"id": i, "answer": f"Order W{1000000 + i}", "history": [{"role": "tool", "content": f"W{1000000 + i}"}]}).encode()
        + b"\n"
        for i in range(n)
    )


def _compress(ext: str, data: bytes) -> bytes:
    import bz2
    import gzip

    import zstandard

    return {"gz": gzip.compress, "bz2": bz2.compress, "zst": zstandard.ZstdCompressor().compress}[ext](data)


@pytest.mark.parametrize("ext", ["gz", "bz2", "zst"])
def test_every_advertised_compression_is_read(tmp_path, ext: str) -> None:
    """`.zst` (like `.gz` and `.bz2`) is read by extension: zstd's reader once gave 'cannot read: '."""
    path = tmp_path / f"cases.jsonl.{ext}"
    path.write_bytes(_compress(ext, _cases(300) + b"\n" + _cases(2)))  # a blank line, and two frames' worth
    done = run_cli("check", str(path))
    assert done.returncode == 0, done.stderr
    out = done.stdout.split("\n")[:-1]
    assert len(out) == 303 and out[300] == ""
    assert "302 cases read, 0 failed, 0 flagged" in done.stderr


@pytest.mark.parametrize("ext", ["gz", "zst"])
def test_a_truncated_compressed_file_says_which_line_it_cut(tmp_path, ext: str) -> None:
    """A cut `.gz`/`.zst`: the whole lines are judged, the cut line gets an error line naming it; no traceback."""
    data = _cases(400)
    members = [_compress(ext, data[i : i + 4000]) for i in range(0, len(data), 4000)]  # frames cut mid-line
    path = tmp_path / f"cases.jsonl.{ext}"
    path.write_bytes(b"".join(members[:-1]) + members[-1][: len(members[-1]) // 2])
    done = run_cli("check", str(path), "--fail-on", "bad-lines")
    assert "Traceback" not in done.stderr
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert out and all("error" not in o for o in out[:-1])
    assert [o["id"] for o in out[:-1]] == list(range(len(out) - 1))
    cut = out[-1]["error"]
    assert cut.startswith(f"line {len(out)} of {path}: the compressed stream is truncated inside this line (")
    assert "compressed file truncated" in done.stderr.splitlines()[-2]
    assert done.returncode == 1 and done.stderr.splitlines()[-1] == "evidence-audit check: --fail-on bad-lines: 1 bad line"


def test_a_compressed_file_cut_between_lines_is_told_on_stderr(tmp_path) -> None:
    """Cut right after a whole line: no input line to answer, so no output line, but stderr says so."""
    import gzip

    packed = gzip.compress(_cases(5))
    path = tmp_path / "cases.jsonl.gz"
    path.write_bytes(packed[:-8])  # the deflate stream is whole; the gzip trailer is gone
    done = run_cli("check", str(path), "--fail-on", "bad-lines")
    assert len(done.stdout.splitlines()) == 5 and "Traceback" not in done.stderr
    assert f"{path}: the compressed stream is truncated after line 5" in done.stderr
    assert done.returncode == 1


def test_indented_json_names_the_likely_cause(tmp_path) -> None:
    """A pretty-printed case file: its lines that open an object or array say what JSONL is."""
    path = tmp_path / "cases.json"
    path.write_text(json.dumps({**GOOD}, indent=2) + "\n")
    done = run_cli("check", str(path))
    errors = [json.loads(line)["error"] for line in done.stdout.splitlines()]
    assert errors[0].startswith(f"line 1 of {path}: the line is not valid JSON (") and "is the file indented JSON" in errors[0]
    assert done.returncode == 3
