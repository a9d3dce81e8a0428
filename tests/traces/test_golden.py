"""Golden tests: each format's hand-written fixture lines and the canonical messages they give."""

from __future__ import annotations

import json

import pytest

from evidence_audit.traces import FORMATS, Source, parse_line

from .golden import FIXTURES, expected_path, render


@pytest.mark.parametrize("fmt", FORMATS)
def test_fixture_reads_as_expected(fmt: str) -> None:
    """Every fixture line gives exactly the expected messages or error, and runs assemble as expected."""
    expected = json.loads(expected_path(fmt).read_text(encoding="utf-8"))
    actual = render(fmt)
    for want, got in zip(expected["lines"], actual["lines"]):
        assert got == want, f"{fmt}.jsonl line {want['line']}"
    assert len(actual["lines"]) == len(expected["lines"])
    assert actual["runs"] == expected["runs"]


@pytest.mark.parametrize("fmt", FORMATS)
def test_fixture_lines_are_all_accounted_for(fmt: str) -> None:
    """Each line yields messages, or one error whose reason names the line, or is a valid empty record."""
    path = FIXTURES / f"{fmt}.jsonl"
    for number, raw in enumerate(path.read_text(encoding="utf-8").split("\n")[:-1], 1):
        parsed = parse_line(raw, Source(path.name, number))
        if parsed.errors:
            assert not parsed.messages
            assert len(parsed.errors) == 1
            assert parsed.errors[0].reason.startswith(f"line {number} of {path.name}: ")
            assert parsed.errors[0].raw == raw[:1024]
        else:
            assert parsed.fmt is not None
            assert {m.run_id for m in parsed.messages} <= set(parsed.run_ids)


@pytest.mark.parametrize("fmt", FORMATS)
def test_fixture_covers_errors_and_answers(fmt: str) -> None:
    """Each fixture holds at least one bad line and one answer, so both paths are pinned."""
    expected = json.loads(expected_path(fmt).read_text(encoding="utf-8"))
    assert any("errors" in line for line in expected["lines"])
    assert any(m.get("answer") for run in expected["runs"].values() for m in run["messages"])


def test_fixture_detected_formats_match_the_file() -> None:
    """Auto-detection reads each fixture line as its file's format, except the documented plain-text case."""
    for fmt in FORMATS:
        expected = json.loads(expected_path(fmt).read_text(encoding="utf-8"))
        for line in expected["lines"]:
            if line["fmt"] is None:
                continue
            if fmt == "anthropic" and line["fmt"] == "openai-chat":
                # plain text turns: no Anthropic-only block; both readers give the same messages
                assert all("tool_calls" not in m for m in line["messages"])
                continue
            assert line["fmt"] == fmt
