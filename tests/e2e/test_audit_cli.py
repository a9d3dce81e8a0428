"""End to end: the `evidence-audit audit` command on real files, as a user runs it."""

from __future__ import annotations

import bz2
import gzip
import json
import shutil
import subprocess
from pathlib import Path

import pytest
import zstandard

from .helpers import as_set, read_parquet_rows, read_rows, run_cli, summary_of

EVENTS_RUN = [
    {"run_id": "e1", "seq": 0, "role": "user", "content": "Which port is down?"},
    {"run_id": "e1", "seq": 1, "role": "assistant", "content": "", "tool_calls": [{"id": "c1", "name": "show_ports", "arguments": "{}"}]},
    {"run_id": "e1", "seq": 2, "role": "tool", "tool_call_id": "c1", "content": '{"ports": {"fc1/3": "down"}, "fcid": "0xef0101"}'},
    {"run_id": "e1", "seq": 3, "role": "assistant", "content": "Port fc1/3 is down (FCID 0xef0102)."},
]


def chat_run(run_id: str, answer: str) -> dict:
    return {
        "run_id": run_id,
        "messages": [
            {"role": "user", "content": "Order total?"},
            {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "get_order", "arguments": "{}"}}]},
            {"role": "tool", "tool_call_id": "c1", "content": '{"order": "W2378156", "total": 1032.5}'},
            {"role": "assistant", "content": answer},
        ],
    }


def jsonl(records: list) -> str:
    return "".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in records)


@pytest.fixture(scope="module")
def messy_corpus(tmp_path_factory) -> Path:
    """Good runs, bad lines of every kind, an empty file, compressed files, a run with no answer."""
    root = tmp_path_factory.mktemp("messy")
    (root / "good.jsonl").write_text(jsonl([*EVENTS_RUN, chat_run("c1", "Order W2378156 totals $1,032.50.")]))
    (root / "bad.jsonl").write_text(
        jsonl(
            [
                chat_run("c2", "Order W2378156 totals $9,999.00."),
                "{not json",
                "",
                json.dumps({"what": "no format"}),
                json.dumps({"seq": 0, "role": "user", "content": "no run id"}),
                json.dumps([1, 2, 3]),
                json.dumps({"run_id": "c3", "messages": [{"role": "bot", "content": "x"}]}),
            ]
        )
    )
    (root / "empty.jsonl").write_text("")
    (root / "zipped.jsonl.gz").write_bytes(gzip.compress(jsonl([chat_run("z1", "Order W2378156: $1,032.50.")]).encode()))
    (root / "bzipped.jsonl.bz2").write_bytes(bz2.compress(jsonl([chat_run("z2", "Order W2378156: $1,032.50.")]).encode()))
    (root / "zstd.jsonl.zst").write_bytes(
        zstandard.ZstdCompressor().compress(jsonl([chat_run("z3", "Order W9999999: $1,032.50.")]).encode())
    )
    (root / "noanswer.jsonl").write_text(jsonl([{"run_id": "n1", "seq": 0, "role": "user", "content": "hello?"}]))
    return root


@pytest.fixture(scope="module")
def messy_audit(messy_corpus, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("out")
    done = run_cli("audit", str(messy_corpus / "*"), "--out", str(out))
    assert done.returncode == 0, done.stderr
    return out


def test_bad_lines_are_dead_letters_with_reason_and_line(messy_audit) -> None:
    """Every bad line is a dead letter naming its file, line and what was wrong."""
    dead = {(Path(r["source_file"]).name, r["source_line"]): r["reason"] for r in read_rows(messy_audit, "dead_letter")}
    assert set(dead) == {("bad.jsonl", n) for n in (2, 4, 5, 6, 7)}
    assert "not valid JSON" in dead[("bad.jsonl", 2)]
    assert "no known trace format" in dead[("bad.jsonl", 4)]
    assert "run" in dead[("bad.jsonl", 5)] and "id" in dead[("bad.jsonl", 5)]
    assert "not an object" in dead[("bad.jsonl", 6)]
    assert "'bot'" in dead[("bad.jsonl", 7)]
    for reason in dead.values():
        assert reason.startswith("line ")


def test_nothing_good_is_lost(messy_audit) -> None:
    """Every good run is audited, compressed files included, and the fabrications are found."""
    answers = {(r["run_id"], r["answer_index"]): r["verdict"] for r in read_rows(messy_audit, "answers")}
    assert answers == {
        ("e1", 0): "flagged",
        ("c1", 0): "clean",
        ("c2", 0): "flagged",
        ("z1", 0): "clean",
        ("z2", 0): "clean",
        ("z3", 0): "flagged",
    }
    findings = {(r["run_id"], r["value"]) for r in read_rows(messy_audit, "findings")}
    assert findings == {("e1", "0xef0102"), ("c2", "9999"), ("z3", "w9999999")}


def test_the_accounting_equation_holds(messy_audit) -> None:
    """lines read = records parsed + dead letters + blank lines, and the summary says so."""
    s = summary_of(messy_audit)
    assert s["lines_read"] == 4 + 1 + 7 + 0 + 1 + 1 + 1 + 1
    assert (s["records_parsed"], s["dead_letters"], s["blank_lines"]) == (10, 5, 1)
    assert s["equation_holds"] is True
    assert (s["runs"], s["runs_without_answer"], s["answers"], s["flagged_answers"], s["ungrounded_values"]) == (7, 1, 6, 3, 3)


def test_finding_rows_carry_context_and_source(messy_audit) -> None:
    """A finding names its answer's text around the value, its offset and where it came from."""
    (row,) = [r for r in read_rows(messy_audit, "findings") if r["run_id"] == "e1"]
    assert row["context"] == "Port fc1/3 is down (FCID 0xef0102)."
    assert row["context"][row["offset"] : row["offset"] + 8] == "0xef0102"
    assert (Path(row["source_file"]).name, row["source_line"]) == ("good.jsonl", 4)


def test_parquet_output_reads_back_the_same_rows(messy_corpus, messy_audit, tmp_path) -> None:
    """--output-format parquet writes the same rows as JSONL, under an explicit schema."""
    done = run_cli("audit", str(messy_corpus / "*"), "--out", str(tmp_path), "--output-format", "parquet")
    assert done.returncode == 0, done.stderr
    for name in ("answers", "findings", "dead_letter"):
        assert as_set(read_parquet_rows(tmp_path, name)) == as_set(read_rows(messy_audit, name))


def test_same_rows_with_two_workers_and_files_in_another_order(messy_corpus, messy_audit, tmp_path) -> None:
    """The output rows (as sets) do not depend on the worker count or the order of input files."""
    files = sorted(str(p) for p in messy_corpus.iterdir())
    done = run_cli("audit", *reversed(files), "--out", str(tmp_path), "--workers", "2")
    assert done.returncode == 0, done.stderr
    for name in ("answers", "findings", "dead_letter"):
        assert as_set(read_rows(tmp_path, name)) == as_set(read_rows(messy_audit, name))


def test_a_rerun_replaces_earlier_outputs(messy_corpus, tmp_path) -> None:
    """Stale shards of an earlier run in --out are removed before writing."""
    (tmp_path / "findings-00003-of-00004.jsonl").write_text('{"stale": true}\n')
    done = run_cli("audit", str(messy_corpus / "good.jsonl"), "--out", str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert not (tmp_path / "findings-00003-of-00004.jsonl").exists()
    assert all("stale" not in r for r in read_rows(tmp_path, "findings"))


def _can_unshare() -> bool:
    if shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "--net", "true"], capture_output=True).returncode == 0


@pytest.mark.skipif(not _can_unshare(), reason="needs `unshare --net` (a network namespace) to cut the network")
def test_default_runner_works_with_the_network_unreachable(messy_corpus, tmp_path) -> None:
    """With no network at all, the default runner runs in-process and downloads nothing."""
    done = run_cli("audit", str(messy_corpus / "good.jsonl"), "--out", str(tmp_path), prefix=["unshare", "--net"])
    assert done.returncode == 0, done.stderr
    assert summary_of(tmp_path)["runner"] == "FnApiRunner"
    assert {r["run_id"] for r in read_rows(tmp_path, "answers")} == {"e1", "c1"}


# --- usage errors: clear messages, before anything runs --------------------------------------------


@pytest.mark.parametrize(
    ("config", "fragment"),
    [
        ("min_digits = 0\n", "'min_digits'"),
        ("minDigits = 3\n", "'minDigits': unknown option"),
        ("figures = 'yes'\n", "'figures'"),
        ("[[shapes]]\nname = 'a'\npattern = '('\n", "does not compile"),
        ("this is not toml", "not valid TOML"),
    ],
)
def test_a_bad_config_fails_before_the_pipeline_naming_the_key(messy_corpus, tmp_path, config, fragment) -> None:
    """A config error exits 2 with the file and the key in the message, and writes nothing."""
    path = tmp_path / "audit.toml"
    path.write_text(config)
    done = run_cli("audit", str(messy_corpus / "good.jsonl"), "--out", str(tmp_path / "out"), "--config", str(path))
    assert done.returncode == 2
    assert str(path) in done.stderr and fragment in done.stderr
    assert not (tmp_path / "out").exists()


def test_a_config_file_sets_the_check_options(messy_corpus, tmp_path) -> None:
    """Options from TOML reach the check: an exempt pattern silences a finding."""
    path = tmp_path / "audit.toml"
    path.write_text('exempt = [{ pattern = "0xef01[0-9]+" }]\nprofile = "default"\n')
    done = run_cli("audit", str(messy_corpus / "good.jsonl"), "--out", str(tmp_path / "out"), "--config", str(path))
    assert done.returncode == 0, done.stderr
    assert read_rows(tmp_path / "out", "findings") == []
    assert summary_of(tmp_path / "out")["check_options"]["exempt"] == [{"pattern": "0xef01[0-9]+"}]


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["/nonexistent/traces-*.jsonl"], "matches no file"),
        (["{corpus}/good.jsonl", "--format", "phoenix"], "unknown trace format 'phoenix'"),
        (["{corpus}/good.jsonl", "--workers", "-1"], "--workers: must be 0 (one per CPU) or more"),
    ],
)
def test_usage_errors_exit_2_with_a_clear_message(messy_corpus, tmp_path, args, fragment) -> None:
    """Bad inputs, formats and flags are refused before the pipeline starts."""
    args = [a.replace("{corpus}", str(messy_corpus)) for a in args]
    done = run_cli("audit", *args, "--out", str(tmp_path / "out"))
    assert done.returncode == 2
    assert fragment in done.stderr
