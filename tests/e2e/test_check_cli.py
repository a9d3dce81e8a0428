"""End to end: the `evidence-audit check` filter as people pipe into it."""

from __future__ import annotations

import json
import subprocess
import sys

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
    assert "line 1 is not JSON" in out[0]["error"]
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
