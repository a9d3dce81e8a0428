"""The portable path Flink and Spark use: the real audit through a Beam job service, LOOPBACK workers.

Beam's own local job service (`apache_beam.runners.portability.local_job_service_main`) speaks the
same Job API as Flink's and Spark's job servers: the pipeline is translated to the portable proto,
submitted over gRPC, and run by SDK workers that call back into this process (LOOPBACK). On a
cluster the only differences are the job endpoint and the environment type (DOCKER or PROCESS,
with the package installed on the workers): see deploy/portable/README.md.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.e2e.helpers import as_set, read_rows, run_cli, summary_of

pytestmark = pytest.mark.slow

# Per-run figures that depend on the clock or the runner name, not on what was found.
VOLATILE = {"elapsed_s", "lines_per_s", "runs_per_s", "mb_per_s", "runner", "out"}


@pytest.fixture(scope="module")
def job_endpoint(tmp_path_factory):
    """Start Beam's local job service on a free loopback port; stop it (by its pid) after."""
    tmp = tmp_path_factory.mktemp("job-service")
    port_file = tmp / "port"
    log = open(tmp / "job-service.log", "wb")
    service = subprocess.Popen(
        [sys.executable, "-m", "apache_beam.runners.portability.local_job_service_main", "--port", "0", "--port_file", str(port_file)],
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
        env=dict(os.environ, TMPDIR=str(tmp)),  # its staging folder, left when it is stopped, goes with tmp
    )
    try:
        deadline = time.monotonic() + 60
        while not (port_file.exists() and port_file.read_text().strip()):
            if service.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"the job service did not start: {(tmp / 'job-service.log').read_text()[-2000:]}")
            time.sleep(0.2)
        yield f"localhost:{int(port_file.read_text())}"
    finally:
        os.killpg(service.pid, signal.SIGTERM)
        try:
            service.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(service.pid, signal.SIGKILL)
            service.wait()
        log.close()


def test_the_portable_runner_finds_what_the_in_process_run_finds(job_endpoint, synth_traces, tmp_path):
    local, portable = tmp_path / "local", tmp_path / "portable"
    done = run_cli("audit", str(synth_traces), "--out", str(local))
    assert done.returncode == 0, done.stderr
    done = run_cli(
        "audit", str(synth_traces), "--out", str(portable),
        "--runner", "PortableRunner", "--job_endpoint", job_endpoint, "--environment_type", "LOOPBACK",
    )
    assert done.returncode == 0, done.stderr
    for name in ("findings", "answers", "dead_letter"):
        assert as_set(read_rows(portable, name)) == as_set(read_rows(local, name)), name
    assert read_rows(portable, "findings"), "the synth corpus plants fabrications: findings expected"
    # The counters come back through the job service's metrics, so the summary is the same too.
    ours, theirs = summary_of(portable), summary_of(local)
    assert ours["runner"] == "PortableRunner"
    assert {k: v for k, v in ours.items() if k not in VOLATILE} == {k: v for k, v in theirs.items() if k not in VOLATILE}
    assert ours["equation_holds"] and ours["answers"] > 0


def test_a_dated_audit_runs_on_the_portable_runner_too(job_endpoint, synth_traces, tmp_path):
    day = tmp_path / "traces" / "dt=2024-05-01"
    day.mkdir(parents=True)
    (day / "a.jsonl").write_bytes(synth_traces.read_bytes())
    done = run_cli(
        "audit", str(tmp_path / "traces" / "dt={date}" / "*.jsonl"), "--out", str(tmp_path / "out"), "--date", "2024-05-01",
        "--runner", "PortableRunner", "--job_endpoint", job_endpoint, "--environment_type", "LOOPBACK",
    )
    assert done.returncode == 0, done.stderr
    out = tmp_path / "out" / "dt=2024-05-01"
    assert summary_of(out)["date"] == "2024-05-01"
    assert read_rows(out, "answers")
