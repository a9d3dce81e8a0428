"""`evidence-audit watch` in a subprocess: a growing folder in, rows and printed findings out.

The command follows a folder while this test writes a synth corpus into it line by line; the
rows it writes equal the batch audit's for the same file, its findings are printed on stdout as
they are judged, and a Ctrl-C ends the stream cleanly. Usage errors exit 2 with a sentence.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from evidence_audit.beam.watch import build, resolve_watch
from evidence_audit.synth import write_corpus
from evidence_audit.traces import Source

from .batch import batch_rows, canonical
from .helpers import read_rows

pytestmark = pytest.mark.slow

CLI = [sys.executable, "-m", "evidence_audit.cli"]


def _start(args: list[str]) -> subprocess.Popen:
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONUNBUFFERED="1")
    return subprocess.Popen([*CLI, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def _write_slowly(lines: list[bytes], path: Path, pause: float) -> None:
    with open(path, "ab") as handle:
        for raw in lines:
            handle.write(raw)
            handle.flush()
            time.sleep(pause)


def _corpus(tmp_path: Path, runs: int, seed: int) -> list[bytes]:
    corpus = tmp_path / "corpus.jsonl"
    write_corpus(str(corpus), runs, seed, "events")
    return corpus.read_bytes().splitlines(keepends=True)


def _batch_of(path: Path) -> dict[str, list[dict]]:
    lines = path.read_bytes().splitlines()
    return batch_rows((Source(str(path), i), raw) for i, raw in enumerate(lines, start=1))


def test_watch_a_growing_folder_gives_the_batch_rows_and_prints_findings(tmp_path) -> None:
    """Lines appended while the command runs: rows equal the batch audit's; findings on stdout."""
    lines = _corpus(tmp_path, 25, 7)
    live = tmp_path / "live"
    live.mkdir()
    out = tmp_path / "out"
    proc = _start(["watch", "--follow", str(live), "--out", str(out), "--wait", "1", "--idle", "4", "--until-quiet", "4"])
    time.sleep(1.0)
    writer = threading.Thread(target=_write_slowly, args=(lines, live / "traces.jsonl", 0.01))
    writer.start()
    writer.join()
    stdout, stderr = proc.communicate(timeout=240)
    assert proc.returncode == 0, stderr
    batch = _batch_of(live / "traces.jsonl")
    findings = read_rows(out, "findings")
    assert findings and canonical(findings) == canonical(batch["findings"])
    assert canonical(read_rows(out, "answers")) == canonical(batch["answers"])
    assert len(read_rows(out, "runs")) == 25 and read_rows(out, "dead_letter") == []
    printed = [text for text in stdout.splitlines() if text.startswith("finding  ")]
    assert len(printed) == len(findings)
    first = findings[0]
    assert any(f"run {first['run_id']}  answer {first['answer_index']}" in text and first["value"] in text for text in printed)
    assert sum(text.startswith("closed   run ") for text in stdout.splitlines()) == 25
    assert f"25 runs closed, {len(batch['answers'])} answers judged" in stderr


def test_ctrl_c_ends_the_stream_cleanly(tmp_path) -> None:
    """The first SIGINT judges what waits and closes every run, then the command exits 0."""
    lines = _corpus(tmp_path, 5, 8)
    live = tmp_path / "traces.jsonl"
    live.write_bytes(b"".join(lines))
    out = tmp_path / "out"
    proc = _start(["watch", "--follow", str(live), "--out", str(out), "--wait", "600", "--idle", "1200"])
    started = []
    while proc.poll() is None and not any("following" in text for text in started):
        started.append(proc.stderr.readline())  # the follower says when it has read the file
    following = next((text for text in started if "following" in text), "")
    assert f"following 1 file, {len(lines)} lines so far; Ctrl-C to stop" in following, started
    time.sleep(2)
    assert read_rows(out, "answers") == []  # still waiting: the wait is 600 s
    proc.send_signal(signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 0, stderr
    assert "stopping: judging what waits and closing every run" in stderr
    assert sum(text.startswith("closed   run ") for text in stdout.splitlines()) == 5
    assert len(read_rows(out, "runs")) == 5
    assert canonical(read_rows(out, "answers")) == canonical(_batch_of(live)["answers"])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--out", "o"], "give one source: files or directories to follow, --subscription or --topic"),
        (["--follow", "x.jsonl", "--subscription", "projects/p/subscriptions/s", "--out", "o"], "(got --follow, --subscription)"),
        (["--follow", "nowhere.jsonl", "--out", "o"], "'nowhere.jsonl': no such file or directory to follow"),
        (["--follow", "."], "no output: give --out DIR, Pub/Sub topics (--findings-topic, ...) or --bigquery-table"),
        (["--follow", ".", "--out", "o", "--date", "2024-05-01"],
         "--date is a flag of the batch audit (evidence-audit audit); watch does not read it"),
        (["--follow", ".", "--out", "o", "--input", "x.jsonl"], "--input is a flag of the batch audit"),
        (["--subscription", "projects/p/subscriptions/s", "--out", "o", "--runner", "DataflowRunner"],
         "--out appends to local files; on DataflowRunner give Pub/Sub topics"),
        (["--follow", ".", "--out", "o", "--wait", "30", "--idle", "20"], "idle (20 s) must be longer than wait (30 s)"),
        (["--follow", ".", "--out", "o", "--profile", "reference", "--format", "csv"], "unknown trace format 'csv'"),
    ],
)
def test_usage_errors_exit_2_with_a_sentence(tmp_path, args, message) -> None:
    """Each bad combination is refused before anything runs, saying what was wrong."""
    (tmp_path / "x.jsonl").write_text("")
    proc = subprocess.run([*CLI, "watch", *args], capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert proc.returncode == 2
    assert message in proc.stderr
    assert not (tmp_path / "o").exists()


def test_help_teaches_the_mode() -> None:
    """--help says when findings appear, what happens to late records, and shows the demo."""
    proc = subprocess.run([*CLI, "watch", "--help"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0
    for phrase in ("--wait seconds after it arrived", "reported as a dead letter naming the answers it missed",
                   "--until-quiet", "evidence-audit watch --follow live/ --out stream-out/", "--runner DataflowRunner"):
        assert phrase in " ".join(proc.stdout.split()) or phrase in proc.stdout, phrase


def test_the_dataflow_graph_reads_and_writes_pubsub() -> None:
    """With a subscription and topics the job lays out Pub/Sub IO around the same composite."""
    import apache_beam as beam
    from apache_beam.io.gcp.pubsub import PubsubMessage
    from apache_beam.options.pipeline_options import PipelineOptions

    from evidence_audit.beam.watch import _from_pubsub, _to_pubsub

    options = PipelineOptions([
        "--subscription=projects/my-project/subscriptions/traces",
        "--findings-topic=projects/my-project/topics/alerts",
        "--dead-letter-topic=projects/my-project/topics/dead",
        "--timestamp-attribute=ts",
        "--runner=DataflowRunner",
        "--wait=30",
    ])
    job = resolve_watch(options)
    assert job["settings"].wait_us == 30_000_000 and not job["local"]
    from evidence_audit.beam.job import discard

    pipeline = beam.Pipeline(options=PipelineOptions([]))
    try:
        assert build(pipeline, job) is None
        labels = {t.unique_name for t in pipeline.to_runner_api().components.transforms.values()}
    finally:  # laid out, never run: its temporary folder goes here
        discard(pipeline)
    for label in ("ReadPubSub", "AuditStream", "PublishFindings", "PublishDeadLetter"):
        assert label in labels, label
    assert "PublishAnswers" not in labels
    source, data = _from_pubsub("projects/my-project/subscriptions/traces")(
        PubsubMessage(b'{"run_id": "r"}', {}, message_id="4471", publish_time=None)
    )
    assert source == Source("projects/my-project/subscriptions/traces", 4471) and data == b'{"run_id": "r"}'
    message = _to_pubsub("findings")({"run_id": "r", "value": "w1"})
    assert json.loads(message.data) == {"run_id": "r", "value": "w1"}
    assert message.attributes == {"output": "findings", "run_id": "r"}



def _can_unshare() -> bool:
    import shutil

    if shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "--net", "true"], capture_output=True).returncode == 0


@pytest.mark.skipif(not _can_unshare(), reason="needs `unshare --net` (a network namespace) to cut the network")
def test_watch_runs_with_the_network_cut(tmp_path) -> None:
    """The local runner and its event service (a Unix socket) need no network, not even loopback."""
    lines = _corpus(tmp_path, 5, 9)
    live = tmp_path / "traces.jsonl"
    live.write_bytes(b"".join(lines))
    out = tmp_path / "out"
    done = subprocess.run(
        ["unshare", "--net", *CLI, "watch", "--follow", str(live), "--out", str(out), "--wait", "1",
         "--until-quiet", "2", "--quiet"],
        capture_output=True, text=True, timeout=240,
    )
    assert done.returncode == 0, done.stderr
    assert len(read_rows(out, "runs")) == 5
    assert canonical(read_rows(out, "answers")) == canonical(_batch_of(live)["answers"])


def test_an_earlier_watchs_rows_are_removed_and_no_rows_leave_no_file(tmp_path) -> None:
    """What `watch --help` says of --out: an earlier watch's files are removed at start, and a file is
    written from its first row on (the help once said the four were 'emptied at start')."""
    live = tmp_path / "live"
    live.mkdir()
    (live / "traces.jsonl").write_bytes(b"")
    out = tmp_path / "out"
    out.mkdir()
    (out / "findings.jsonl").write_text('{"stale": true}\n')
    done = subprocess.run([*CLI, "watch", "--follow", str(live), "--out", str(out), "--wait", "1", "--until-quiet", "2", "--quiet"],
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 3, done.stderr  # nothing read, as `audit` says of an empty input
    assert "evidence-audit watch: nothing read: the input has no lines" in done.stderr
    assert sorted(p.name for p in out.iterdir()) == []
    text = " ".join(subprocess.run([*CLI, "watch", "--help"], capture_output=True, text=True, check=True).stdout.split())
    assert "an earlier watch are removed at start; each is written from its first row on" in text


def test_a_stream_of_bad_lines_exits_3_like_the_audit(tmp_path) -> None:
    """Every line it read was bad: a scheduled watch must see failure (it exited 0), with the
    status and sentence `audit` gives for the same file; one good record makes it 0."""
    live = tmp_path / "traces.jsonl"
    live.write_bytes(b'{"not": "a trace"\n[1, 2\nnot json at all\n')
    out = tmp_path / "out"
    args = ["watch", "--follow", str(live), "--out", str(out), "--wait", "1", "--until-quiet", "2", "--quiet"]
    done = subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=240)
    assert done.returncode == 3, done.stderr
    assert (
        f"evidence-audit watch: nothing read: 3 input lines, no trace records among them"
        f" (3 bad; the dead letters in {out} say why)"
    ) in done.stderr
    assert len(read_rows(out, "dead_letter")) == 3
    audit = subprocess.run([*CLI, "audit", str(live), "--out", str(tmp_path / "batch"), "--quiet"],
                           capture_output=True, text=True, timeout=240)
    assert audit.returncode == 3 and "nothing read: 3 input lines, no trace records among them (3 bad" in audit.stderr
    live.write_bytes(live.read_bytes() + b"".join(_corpus(tmp_path, 1, 3)))
    done = subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr
