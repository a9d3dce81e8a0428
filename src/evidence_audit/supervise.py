"""Run the audit job in a child process group, so Ctrl-C stops it cleanly: one line, exit 130.

In one process, Beam turns a KeyboardInterrupt inside a transform into a RuntimeError with a long
traceback, and with `--workers N` each worker process (started through a shell, with SIGINT
reset) prints its own traceback when a terminal's Ctrl-C reaches the whole process group. So the
`audit` command runs the job (`evidence_audit.beam.job.run`) in a child process in a session of
its own, where a terminal's Ctrl-C does not reach it. This process, which imports no Beam, waits:

- on SIGINT (or SIGTERM) it kills the child's process group (the job and its workers, at once,
  so none of them prints anything), lets `commit.recover` put back any commit the kill cut short
  and remove the staging folder, prints one line and exits 130 (143 for SIGTERM); the line says
  whether `--out` holds the previous results or (the signal came after the job's commit wrote its
  summary.json) the new complete ones;
- if this process is killed outright, the child notices its end of a pipe close and kills its own
  group, so no job goes on alone and commits after its user killed it;
- the child's TMPDIR is a folder of its own, removed when the job ends in any of these ways, so a
  job killed mid-run leaves no `beam-pipeline-temp*` folder (Beam removes it only when `run()`
  returns) nor its workers' files behind.

The child ends with `os._exit` once the job is done and its output flushed (`exit_now`): a normal
interpreter exit would spend a quarter of a second tearing down Beam for nothing.

The child's exit status is the command's (`exits.py`: 0 done, 1 a --fail-on condition held, 2 a
job that cannot start, 3 nothing could be read).
"""

from __future__ import annotations

import logging
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from collections.abc import Sequence
from typing import Any

__all__ = ["main_child", "run_supervised"]

SCRATCH_PREFIX = "evidence-audit-job-"  # the job's temporary folder (its TMPDIR)
INTERRUPTED = "evidence-audit: interrupted; the previous results in --out are as they were"
INTERRUPTED_AFTER_COMMIT = "evidence-audit: interrupted after the job committed; --out holds its new complete results"


def run_supervised(job_argv: Sequence[str], out: str | None, *, report: bool = False) -> int:
    """Run the audit job with `job_argv` in a child process group; return its exit status."""
    stopping = threading.Event()
    children: list[subprocess.Popen] = []
    before = _summary_mark(out)
    # The job's own temporary folder: what it leaves there (Beam's `beam-pipeline-temp*` of a job
    # killed mid-run, its workers' files) is removed with it, however the job ends.
    scratch = tempfile.mkdtemp(prefix=SCRATCH_PREFIX)

    def stop(signum: int, frame: Any) -> None:
        if stopping.is_set():
            return
        stopping.set()
        for child in children:
            try:
                os.killpg(child.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            try:  # not child.wait(): the main thread may be inside it, holding its lock
                os.waitpid(child.pid, 0)
            except ChildProcessError:
                pass
        shutil.rmtree(scratch, ignore_errors=True)
        if out:
            _recover(out)
        # The signal can land after the job wrote its summary.json (the commit's last step): then
        # the new results are there, complete, and saying the old ones are would be a lie.
        committed = out is not None and before is not _UNKNOWN and _summary_mark(out) != before
        print(INTERRUPTED_AFTER_COMMIT if committed else INTERRUPTED, file=sys.stderr, flush=True)
        os._exit(128 + signum)

    previous = {sig: signal.signal(sig, stop) for sig in (signal.SIGINT, signal.SIGTERM)}
    read_end, write_end = os.pipe()
    try:
        children.append(
            subprocess.Popen(
                [sys.executable, "-m", "evidence_audit.supervise", str(read_end), "report" if report else "-", *job_argv],
                pass_fds=(read_end,),
                start_new_session=True,
                env=dict(os.environ, TMPDIR=scratch),
            )
        )
        os.close(read_end)
        return children[0].wait()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        os.close(write_end)
        shutil.rmtree(scratch, ignore_errors=True)


_UNKNOWN = object()


def _summary_mark(out: str | None) -> object:
    """What identifies `--out`'s summary.json now (None: there is none), so a commit shows.

    A commit writes summary.json last, through a new file renamed over the old one: its inode and
    modification time change. A remote `--out` is not looked at from here (that would load Beam
    into this process): `_UNKNOWN`.
    """
    if out is None or "://" in out:
        return _UNKNOWN
    from .beam.commit import SUMMARY_FILE  # no Beam: the commit module loads it only for remote paths

    try:
        found = os.stat(os.path.join(out, SUMMARY_FILE))
    except OSError:
        return None
    return (found.st_ino, found.st_mtime_ns, found.st_size)


def _recover(out: str) -> None:
    try:
        from .beam.commit import recover

        recover(out)
    except Exception as err:  # noqa: BLE001 - the next run recovers; say so, but do not fail here
        print(f"evidence-audit: could not clean {out!r} yet ({err}); the next run will", file=sys.stderr)


def _die_with_parent(fd: int) -> None:
    """Block on the parent's pipe; when it closes (the parent is gone), kill this process group."""
    try:
        while os.read(fd, 1):
            pass
    except OSError:
        pass
    scratch = os.environ.get("TMPDIR", "")
    if os.path.basename(scratch).startswith(SCRATCH_PREFIX):  # the parent cannot remove it now
        shutil.rmtree(scratch, ignore_errors=True)
    os.killpg(os.getpgrp(), signal.SIGKILL)


def main_child(argv: Sequence[str]) -> int:
    """The child's side: watch the parent, run the job, exit with the job's status."""
    fd, report, job_argv = int(argv[0]), argv[1] == "report", list(argv[2:])
    threading.Thread(target=_die_with_parent, args=(fd,), name="evidence-audit-parent", daemon=True).start()
    from .cli import run_job

    return run_job(job_argv, report=report)


def exit_now(status: int) -> None:
    """End the job's process at once, its output flushed: the job is done and committed.

    A normal interpreter exit would then tear down everything the job imported and built (Beam,
    its pipeline, the collector's last full pass): about a quarter of a second of CPU for nothing,
    since every output file is closed and committed and the parent only reads the exit status.
    """
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


if __name__ == "__main__":
    exit_now(main_child(sys.argv[1:]))
