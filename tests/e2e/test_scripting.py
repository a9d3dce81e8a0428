"""End to end: the command line as a script or a CI step uses it (issue 11).

Directories as inputs, exit statuses with one-line reasons, --fail-on, --quiet, --version, a config
that holds the whole job, and the rows' names (`written`, `*_count`).
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from evidence_audit import __version__, core

from .helpers import as_set, read_rows, run_cli, summary_of

RUN = [
    {"run_id": "e1", "seq": 0, "role": "user", "content": "Which order?"},
    {"run_id": "e1", "seq": 1, "role": "tool", "tool_call_id": "c1", "content": '{"order": "W2378156", "total": 1032.5}'},
    {"run_id": "e1", "seq": 2, "role": "assistant", "content": "Order W1773051. totals $1,032.50."},
]


def jsonl(records) -> str:
    return "".join(json.dumps(r) + "\n" for r in records)


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    """A traces folder as synth leaves it, plus a nested compressed file and things that are not traces."""
    root = tmp_path_factory.mktemp("folder")
    samples = root / "samples"
    done = run_cli("synth", "--runs", "12", "--out", str(samples / "traces.jsonl"), "--quiet")
    assert done.returncode == 0 and done.stderr == "", done.stderr
    (samples / "nested").mkdir()
    (samples / "nested" / "more.jsonl.gz").write_bytes(gzip.compress(jsonl(RUN).encode()))
    (samples / "notes.json").write_text('{"not": "a trace"}\n')
    (samples / ".cache").mkdir()
    (samples / ".cache" / "x.jsonl").write_text("junk\n")
    return root


def test_a_folder_is_read_the_same_with_or_without_its_slash(folder: Path, tmp_path: Path) -> None:
    """`samples` and `samples/` read the trace files only: no truth file, hidden or .json file."""
    outs = []
    for spelling in ("samples", "samples/"):
        out = tmp_path / ("slash" if spelling.endswith("/") else "plain")
        done = run_cli("audit", str(folder / spelling), "--out", str(out), "--quiet")
        assert done.returncode == 0, done.stderr
        assert done.stderr == ""  # --quiet: no summary, no progress
        outs.append(out)
    summary = summary_of(outs[0])
    assert summary["dead_letters"] == 0 and summary["input_files"] == 2
    assert summary["runs"] == 13  # 12 synth runs + the nested compressed one
    for name in ("answers", "findings"):
        assert as_set(read_rows(outs[0], name)) == as_set(read_rows(outs[1], name))


def test_the_output_folder_inside_the_input_is_not_read_back(folder: Path) -> None:
    """Auditing a folder twice into a folder inside it reads the same lines both times."""
    out = folder / "samples" / "audit-out"
    first = run_cli("audit", str(folder / "samples"), "--out", str(out), "--quiet")
    lines = summary_of(out)["lines_read"]
    second = run_cli("audit", str(folder / "samples"), "--out", str(out), "--quiet")
    assert first.returncode == second.returncode == 0
    assert summary_of(out)["lines_read"] == lines and summary_of(out)["dead_letters"] == 0


def test_finding_rows_carry_the_value_as_written_and_answer_rows_name_counts(tmp_path: Path) -> None:
    """`written` keeps the answer's spelling beside the normalized `value`; answer counts are `*_count`."""
    (tmp_path / "t.jsonl").write_text(jsonl(RUN))
    done = run_cli("audit", str(tmp_path / "t.jsonl"), "--out", str(tmp_path / "out"), "--quiet")
    assert done.returncode == 0, done.stderr
    (finding,) = read_rows(tmp_path / "out", "findings")
    assert (finding["value"], finding["written"]) == ("w1773051", "W1773051")
    (answer,) = read_rows(tmp_path / "out", "answers")
    assert (answer["candidate_count"], answer["grounded_count"], answer["unsupported_count"]) == (2, 1, 1)
    assert not {"candidates", "grounded", "unsupported", "looked_up", "exempt", "self_sourced", "computed"} & set(answer)


@pytest.mark.parametrize(
    "make,args,reason",
    [
        ("binary", (), "nothing read: "),
        ("events", ("--format", "otel"), "nothing read: 3 input lines, no trace records among them (3 bad; the dead letters in"),
        ("events", ("--run-id", "nosuch"), "nothing read: 3 input lines, no trace records among them (3 bad"),
        ("empty", (), "nothing read: the input has no lines"),
        ("blank", (), "nothing read: 2 input lines, no trace records among them (all blank)"),
    ],
)
def test_nothing_read_exits_3_with_one_line(tmp_path: Path, make: str, args, reason: str) -> None:
    """A job that read no record is not a success: exit 3 and one line that says why."""
    path = tmp_path / "t.jsonl"
    path.write_bytes(
        {"binary": bytes(range(256)) * 40, "events": jsonl(RUN).encode(), "empty": b"", "blank": b"\n\n"}[make]
    )
    done = run_cli("audit", str(path), "--out", str(tmp_path / "out"), "--quiet", *args)
    assert done.returncode == 3, done.stderr
    (line,) = done.stderr.splitlines()
    assert line.startswith("evidence-audit audit: ") and reason in line


def test_fail_on_fails_a_ci_step_only_on_what_it_names(folder: Path, tmp_path: Path) -> None:
    """--fail-on findings exits 1 naming the count; a condition that did not hold exits 0."""
    samples = str(folder / "samples" / "traces.jsonl")
    done = run_cli("audit", samples, "--out", str(tmp_path / "a"), "--quiet", "--fail-on", "findings")
    flagged = summary_of(tmp_path / "a")["flagged_answers"]
    assert flagged > 0
    assert done.returncode == 1
    assert done.stderr == f"evidence-audit audit: --fail-on findings: {flagged} flagged answers\n"
    done = run_cli("audit", samples, "--out", str(tmp_path / "b"), "--quiet", "--fail-on", "bad-lines,unread")
    assert (done.returncode, done.stderr) == (0, "")


def test_a_bad_line_fails_on_bad_lines(tmp_path: Path) -> None:
    (tmp_path / "t.jsonl").write_text(jsonl(RUN) + "{oops\n")
    done = run_cli("audit", str(tmp_path / "t.jsonl"), "--out", str(tmp_path / "o"), "--quiet", "--fail-on", "bad-lines")
    assert done.returncode == 1 and "--fail-on bad-lines: 1 bad line" in done.stderr


def test_a_folder_with_no_trace_file_cannot_start(tmp_path: Path) -> None:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "x.truth.jsonl").write_text("{}\n")
    done = run_cli("audit", str(tmp_path / "in"), "--out", str(tmp_path / "o"))
    assert done.returncode == 2
    assert done.stderr.startswith("evidence-audit audit: directory ") and "holds no trace file" in done.stderr


def test_a_config_holds_the_whole_job_and_flags_override_it(folder: Path, tmp_path: Path) -> None:
    """inputs, out and fail_on from the file (paths from its folder); --fail-on on the command line wins."""
    config = folder / "job.toml"
    config.write_text('inputs = ["samples/traces.jsonl"]\nout = "job-out/"\nfail_on = ["findings"]\nworkers = 1\n')
    done = run_cli("audit", "--config", str(config), "--quiet")  # started from another folder
    assert done.returncode == 1 and "--fail-on findings" in done.stderr
    assert summary_of(folder / "job-out")["inputs"] == [str(folder / "samples/traces.jsonl")]
    done = run_cli("audit", "--config", str(config), "--quiet", "--fail-on", "unread", "--out", str(tmp_path / "o"))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "o" / "summary.json").is_file()


def test_the_summary_shows_duplicates_dropped(folder: Path, tmp_path: Path) -> None:
    """The same file under two names counts its records once and says how many were dropped."""
    path = folder / "samples" / "traces.jsonl"
    copy = tmp_path / "copy.jsonl"
    copy.write_bytes(path.read_bytes())
    done = run_cli("audit", str(path), str(copy), "--out", str(tmp_path / "o"))
    lines = summary_of(tmp_path / "o")["lines_read"] // 2
    assert done.returncode == 0
    assert f"duplicates      {lines:>12,}  records dropped (exact repeats)" in done.stderr
    assert "\r" not in done.stderr  # stderr is a pipe here: no progress line


def test_version_names_the_package_and_the_core() -> None:
    done = run_cli("--version")
    assert (done.returncode, done.stdout) == (0, f"evidence-audit {__version__} (core: {core.describe()})\n")
