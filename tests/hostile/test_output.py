"""Results that are never lost (issue 10, item 5) and the output place (issue 11).

Output is a commit: the output place is checked first, the job writes into a staging folder, and
only success replaces this tool's previous results, summary.json last. Killed runs (SIGINT,
SIGKILL, at several points, in-process and with --workers 2) leave the previous results exactly
as they were. One shard is `findings.jsonl`. Ctrl-C prints one line and exits 130.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

from evidence_audit.beam import commit as commit_module
from evidence_audit.beam.job import run
from evidence_audit.synth import main as synth_main

from ..e2e.helpers import CLI, run_cli
from .corpus import events
from .helpers import write_lines

RUN = events("r1", [("user", "id?"), ("tool", '{"id": "W2378156"}'), ("assistant", "It is W2378156, not W1111111.")])


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under a folder (hidden ones included), by relative path, with its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def previous(tmp_path) -> Path:
    """An output folder holding a complete earlier result and a person's own files."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "answers-from-client.docx").write_text("a person's file")
    (out / "findings-notes.txt").write_text("another")
    (out / "summary.json.bak").write_text("and another")
    run([f"--input={write_lines(tmp_path / 'old.jsonl', RUN)}", f"--out={out}"], echo=False)
    return out


def test_one_shard_is_named_without_shard_numbers(previous) -> None:
    """A local run writes findings.jsonl, answers.jsonl, dead_letter.jsonl, summary.json."""
    names = set(os.listdir(previous))
    assert {"findings.jsonl", "answers.jsonl", "dead_letter.jsonl", "summary.json"} <= names
    assert not [n for n in names if "-of-" in n or n.startswith((".evidence-audit", "beam-temp"))]
    assert json.loads((previous / "summary.json").read_text())["files"] == ["answers.jsonl", "dead_letter.jsonl", "findings.jsonl"]


def test_a_new_result_replaces_only_this_tools_files(previous, tmp_path) -> None:
    """The person's files whose names look like outputs survive; the old results are replaced."""
    new = write_lines(tmp_path / "new.jsonl", events("r2", [("user", "x"), ("assistant", "Fine.")]))
    run([f"--input={new}", f"--out={previous}"], echo=False)
    assert (previous / "answers-from-client.docx").read_text() == "a person's file"
    assert (previous / "findings-notes.txt").exists() and (previous / "summary.json.bak").exists()
    assert [json.loads(line)["run_id"] for line in (previous / "answers.jsonl").read_text().splitlines()] == ["r2"]


def test_a_failed_job_leaves_the_previous_results_exactly(previous, tmp_path, monkeypatch) -> None:
    """A job that fails while running leaves the previous results byte for byte, and no staging."""
    import apache_beam as beam

    import evidence_audit.beam.job as job_module

    before = snapshot(previous)
    real_build = job_module.build

    def failing_build(pipeline, job, *args):
        real_build(pipeline, job, *args)
        pipeline | "Boom" >> beam.Create([1]) | beam.Map(lambda _: 1 / 0)

    monkeypatch.setattr(job_module, "build", failing_build)
    with pytest.raises(Exception, match="division by zero"):
        run([f"--input={write_lines(tmp_path / 'n.jsonl', RUN)}", f"--out={previous}"], echo=False)
    assert snapshot(previous) == before


@pytest.mark.parametrize(
    ("out_kind", "message"),
    [("file", "is a file, not a directory"), ("under_file", "cannot be created: Not a directory"), ("unwritable", "cannot be")],
)
def test_an_unusable_out_is_one_line_and_exit_2(tmp_path, out_kind, message) -> None:
    """--out that is a file, under a file, or not writable: one line on stderr, exit 2, no traceback."""
    afile = tmp_path / "afile"
    afile.write_text("x")
    out = {"file": afile, "under_file": afile / "sub", "unwritable": Path("/sys/evidence-audit-out")}[out_kind]
    if out_kind == "unwritable" and os.access("/sys", os.W_OK) and not Path("/sys").is_mount():
        pytest.skip("no read-only place to point --out at on this machine")
    done = run_cli("audit", str(write_lines(tmp_path / "t.jsonl", RUN)), "--out", str(out))
    assert done.returncode == 2
    lines = [line for line in done.stderr.splitlines() if "apitools" not in line]
    assert len(lines) == 1 and message in lines[0] and "Traceback" not in done.stderr


# --- a commit cut at every step, as SIGKILL cuts it ----------------------------------------------------


def _commit_killed_at(out: str, staging: str, summary: dict, k: int) -> None:  # pragma: no cover - child
    calls = [0]
    real_move, real_write = commit_module._move, commit_module.write_file

    def counted(real):
        def step(*args):
            if calls[0] == k:
                os._exit(9)  # SIGKILL-like: no cleanup, no rollback
            calls[0] += 1
            real(*args)

        return step

    commit_module._move = counted(real_move)
    commit_module.write_file = counted(real_write)
    commit_module.commit(out, staging, summary)
    os._exit(0)


def test_a_commit_killed_at_any_step_is_rolled_back_or_complete(previous, tmp_path) -> None:
    """Kill the commit before each of its file operations: the next run's recovery leaves either
    the previous complete results exactly, or the new complete ones; never a mix."""
    before = snapshot(previous)
    new_rows = tmp_path / "rows"
    run([f"--input={write_lines(tmp_path / 'n.jsonl', events('r9', [('user', 'x'), ('assistant', 'W1.')]))}", f"--out={new_rows}"], echo=False)
    outcomes = set()
    for k in range(12):
        staging = commit_module.prepare(str(previous))
        for name in ("answers.jsonl", "findings.jsonl", "dead_letter.jsonl"):
            Path(staging, name.replace(".jsonl", "-00000-of-00001.jsonl")).write_bytes((new_rows / name).read_bytes())
        child = os.fork()
        if child == 0:
            _commit_killed_at(str(previous), staging, {"new": True}, k)
        _, status = os.waitpid(child, 0)
        commit_module._ACTIVE.discard(staging)
        commit_module.recover(str(previous))
        after = snapshot(previous)
        if os.waitstatus_to_exitcode(status) == 0:
            outcomes.add("complete")
            assert json.loads(after["summary.json"])["new"] is True
            run([f"--input={tmp_path / 'old.jsonl'}", f"--out={previous}"], echo=False)  # back to the old
            before = snapshot(previous)
        else:
            outcomes.add("rolled back")
            assert after == before, f"killed before step {k}"
    assert outcomes == {"complete", "rolled back"}


# --- killing real runs ---------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    """A corpus that takes several seconds to audit, so a kill lands mid-run: 1,500 runs, five copies
    (under new run ids) of 300 drawn (ci46: the draw judges each answer it builds, 26 CPU seconds
    for 1,500; the audit reads each run on its own, so a copy costs it what a new run would)."""
    folder = tmp_path_factory.mktemp("kill")
    drawn, path = folder / "drawn.jsonl", folder / "traces.jsonl"
    assert synth_main(["--runs", "300", "--out", str(drawn), "--seed", "3"]) == 0
    lines = [json.loads(line) for line in drawn.read_text().splitlines()]
    with path.open("w") as out:
        for copy in range(5):
            for line in lines:
                out.write(json.dumps({**line, "run_id": f"{line['run_id']}-{copy}"}) + "\n")
    return path


def _wait_for_jobs_to_die(out: Path, timeout: float = 30) -> None:
    """A killed command's job process notices and dies on its own, a moment later: wait for it."""
    deadline = time.monotonic() + timeout
    for name in os.listdir(out):
        if name.startswith(".evidence-audit-staging"):
            pid = int(name.rsplit("-", 2)[-2])
            while time.monotonic() < deadline:
                try:
                    os.kill(pid, 0)
                except ProcessLookupError:
                    break
                time.sleep(0.05)


def _our_lines(err: str) -> list[str]:
    """stderr without the log lines of Beam's local worker processes: with `--workers N` they
    write their own logging straight to the inherited stderr (Beam starts them; we cannot quiet
    them), and whether they have started when the signal lands is down to timing."""
    assert "Traceback" not in err, err
    return [line for line in err.strip().splitlines() if line.startswith("evidence-audit")]


@pytest.mark.slow
@pytest.mark.parametrize("workers", [[], ["--workers", "2"]], ids=["in-process", "workers-2"])
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGKILL], ids=["SIGINT", "SIGKILL"])
def test_a_killed_run_leaves_the_previous_results(previous, corpus, sig, workers, tmp_path) -> None:
    """Kill the audit at several points: the previous results stay byte for byte (or the new
    complete set is there, if the run finished first); after the next run no staging is left;
    nothing is left in the temporary folder (Beam's `beam-pipeline-temp*` of the killed job was)."""
    before = snapshot(previous)
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    for delay in (1.0, 3.0):
        child = subprocess.Popen(
            [*CLI, "audit", str(corpus), "--out", str(previous), *workers],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
            env=dict(os.environ, TMPDIR=str(scratch)),
        )
        time.sleep(delay)
        if sig == signal.SIGINT:
            os.killpg(child.pid, sig)  # as a terminal's Ctrl-C: the whole foreground group
        else:
            child.send_signal(sig)
        _, err = child.communicate(timeout=120)
        _wait_for_jobs_to_die(previous)
        assert os.listdir(scratch) == [], f"{sig.name} after {delay}s left {os.listdir(scratch)}"
        after = {k: v for k, v in snapshot(previous).items() if not k.startswith(".evidence-audit-staging")}
        if child.returncode == 0 or after != before:
            # It finished first, or its job process had written the commit's last file when the
            # signal landed (SIGKILL: or had begun the commit, which it completes): then the new
            # set is there whole, never a mix, and an interrupt says so.
            assert json.loads(after["summary.json"])["runs"] == 1500
            if sig == signal.SIGINT and child.returncode != 0:
                assert child.returncode == 130
                assert _our_lines(err) == [
                    "evidence-audit: interrupted after the job committed; --out holds its new complete results"
                ]
            before = after
        else:
            assert after == before, f"{sig.name} after {delay}s changed the results"
            if sig == signal.SIGINT:
                assert child.returncode == 130
                assert _our_lines(err) == ["evidence-audit: interrupted; the previous results in --out are as they were"]
    # The next run removes what the killed ones left (`commit.prepare`, before its job starts): a
    # run of the one small trace shows it as the 1,500 runs did, without auditing them to the end
    # again (~20 CPU seconds a case: ci46).
    after_kills = write_lines(tmp_path / "next.jsonl", RUN)
    done = run_cli("audit", str(after_kills), "--out", str(previous), *workers)
    assert done.returncode == 0, done.stderr
    assert not [n for n in os.listdir(previous) if n.startswith((".evidence-audit-staging", "beam-temp"))]
    assert json.loads((previous / "summary.json").read_text())["runs"] == 1  # and its results are there


def test_the_summary_mark_tells_a_commit_apart(tmp_path) -> None:
    """What the supervisor compares, on an interrupt, to say which results `--out` holds."""
    from evidence_audit import supervise

    out = tmp_path / "out"
    out.mkdir()
    assert supervise._summary_mark(str(out)) is None
    commit_module.write_file(str(out / "summary.json"), b"{}\n")
    first = supervise._summary_mark(str(out))
    assert first is not None and supervise._summary_mark(str(out)) == first
    commit_module.write_file(str(out / "summary.json"), b"{}\n")  # same bytes, a new file
    assert supervise._summary_mark(str(out)) != first
    assert supervise._summary_mark("gs://bucket/out") is supervise._UNKNOWN
