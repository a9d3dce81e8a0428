"""Output as a commit: a job writes into a staging folder; only success replaces earlier results.

Earlier, `--out` was cleared before the job ran: a failed or interrupted run left the previous
results deleted and the new ones partial, and anything whose name merely started like an output
(`answers-from-client.docx`) went too. Now:

1. `prepare(out)` checks the output place before the job starts (a file, or a folder that cannot
   be written, is a one-line `OutputError`), recovers what a killed run left behind, and makes a
   staging folder `OUT/.evidence-audit-staging-<host>-<pid>-<random>/`. The pipeline writes there
   (Beam's `beam-temp-*` folders included).
2. `commit(out, staging, summary)`, only after the job succeeded, replaces the previous results of
   *this tool* in OUT, and nothing else: files named exactly as the tool names them
   (`findings.jsonl`, `answers-00000-of-00002.parquet`, `summary.json`, ...). Old files move
   into the staging folder first (`summary.json` first of all), the new ones move in, and
   `summary.json` is written last: it is the mark that a result set is complete. A journal in
   the staging folder says a commit is under way, so a run killed in the middle of it is rolled
   back by the next run (`recover`); an exception in the middle rolls back at once.
3. `abandon(staging)` removes the staging folder of a failed or interrupted job.

A commit (and a roll-back) holds an advisory lock on OUT, so two audits writing one OUT commit one
after the other; the wait for it is bounded (`EVIDENCE_AUDIT_LOCK_WAIT` seconds, 120 by default),
then an `OutputError` names the folder and its holder.

A killed job thus leaves the previous complete results exactly as they were, plus at most a
hidden staging folder that the next run removes. One shard of an output is named `findings.jsonl`;
several keep Beam's `findings-SSSSS-of-NNNNN.jsonl`.
"""

from __future__ import annotations

import os
import re
import socket
import threading
import time
import uuid
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import orjson

try:
    import fcntl
except ImportError:  # (round 31) a platform without `flock` (Windows): OUT is committed unlocked
    fcntl = None  # type: ignore[assignment]

__all__ = [
    "LOCK_WAIT_VARIABLE",
    "OutputError",
    "STAGING_PREFIX",
    "SUMMARY_FILE",
    "abandon",
    "abandon_active",
    "commit",
    "final_name",
    "is_result_file",
    "join_path",
    "lock_holders",
    "lock_wait",
    "prepare",
    "recover",
    "result_files",
    "write_file",
]

SUMMARY_FILE = "summary.json"
STAGING_PREFIX = ".evidence-audit-staging-"
_JOURNAL = "COMMITTING.json"
_PREVIOUS = "previous"
# What this tool names its results; nothing else in OUT is ever touched.
_RESULT = re.compile(r"(findings|answers|dead_letter)(-[0-9]{5}-of-[0-9]{5})?\.(jsonl|parquet)")
_SHARD = re.compile(r"(findings|answers|dead_letter)-([0-9]{5})-of-([0-9]{5})\.(jsonl|parquet)")


# Staging folders of jobs running in this process, and a lock held while a commit moves files:
# an interrupt waits for a commit to finish (it takes milliseconds) rather than cut it.
_ACTIVE: set[str] = set()
_COMMITTING = threading.Lock()


# (round 31) How long a commit waits for another process's lock on OUT before it gives up with an
# OutputError that names the folder and its holder: a commit holds it for milliseconds, so a wait
# this long means a holder that hangs (or a stale lock on a network file system), not a busy one.
LOCK_WAIT_VARIABLE = "EVIDENCE_AUDIT_LOCK_WAIT"
DEFAULT_LOCK_WAIT = 120.0


class OutputError(ValueError):
    """The output place cannot be used; the message says which and why, in one line."""


class _LazyFileSystems:
    """Beam's FileSystems, imported on first use: local paths never need it (nor its import time)."""

    def __getattr__(self, name: str) -> Any:
        from apache_beam.io.filesystems import FileSystems as real

        return getattr(real, name)


FileSystems = _LazyFileSystems()


def is_result_file(name: str) -> bool:
    """Whether a file name is one of this tool's results (or its summary)."""
    return name == SUMMARY_FILE or _RESULT.fullmatch(name) is not None


def _local(path: str) -> bool:
    return "://" not in path


def join_path(*parts: str) -> str:
    if _local(parts[0]):
        return os.path.join(*parts)
    return FileSystems.join(*parts)


def _names(folder: str) -> list[str]:
    """The names of the files and folders directly in `folder`."""
    if _local(folder):
        try:
            return sorted(os.listdir(folder))
        except FileNotFoundError:
            return []
    prefix = folder.rstrip("/") + "/"
    found = FileSystems.match([prefix + "*"])[0].metadata_list
    names = {m.path[len(prefix) :].split("/", 1)[0] for m in found}
    return sorted(n for n in names if n)


def _exists(path: str) -> bool:
    return os.path.exists(path) if _local(path) else FileSystems.exists(path)


def _move(source: str, target: str) -> None:
    if _local(source):
        os.replace(source, target)
    else:
        FileSystems.rename([source], [target])


def _remove_tree(path: str) -> None:
    if _local(path):
        import shutil

        shutil.rmtree(path, ignore_errors=True)
    elif FileSystems.exists(path):
        FileSystems.delete([path])


def write_file(path: str, data: bytes) -> None:
    if _local(path):
        temp = path + ".tmp"
        with open(temp, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    else:
        with FileSystems.create(path) as handle:
            handle.write(data)


def _read(path: str) -> bytes | None:
    try:
        if _local(path):
            with open(path, "rb") as handle:
                return handle.read()
        with FileSystems.open(path) as handle:
            return handle.read()
    except (OSError, Exception):  # noqa: BLE001 - a missing or unreadable journal is no journal
        return None


def _check_out(out: str) -> None:
    if not _local(out):
        return
    if os.path.exists(out) and not os.path.isdir(out):
        raise OutputError(f"--out {out!r} is a file, not a directory")
    try:
        os.makedirs(out, exist_ok=True)
    except FileExistsError:
        raise OutputError(f"--out {out!r}: a part of the path is a file, not a directory") from None
    except OSError as err:
        raise OutputError(f"--out {out!r} cannot be created: {err.strerror}") from None


def prepare(out: str) -> str:
    """Check OUT, recover what a killed run left there, make a staging folder; return its path."""
    _check_out(out)
    lock_wait()  # (review) a bad EVIDENCE_AUDIT_LOCK_WAIT is refused now, not after the whole job ran
    recover(out)
    name = f"{STAGING_PREFIX}{_host()}-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    staging = join_path(out, name)
    try:
        if _local(out):
            os.mkdir(staging)
            probe = os.path.join(staging, ".probe")
            with open(probe, "wb"):
                pass
            os.remove(probe)
        else:
            FileSystems.mkdirs(staging)
    except OSError as err:
        raise OutputError(f"--out {out!r} cannot be written: {err.strerror or err}") from None
    _ACTIVE.add(staging)
    return staging


def _host() -> str:
    return re.sub(r"[^A-Za-z0-9]+", "_", socket.gethostname())[:40] or "host"


def _alive_here(name: str) -> bool:
    """Whether a staging folder belongs to a job still running on this machine."""
    match = re.fullmatch(re.escape(STAGING_PREFIX) + r"(.+)-([0-9]+)-[0-9a-f]{8}", name)
    if match is None or match.group(1) != _host():
        return False
    pid = int(match.group(2))
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def recover(out: str) -> None:
    """Roll back a commit a killed run left half done, and remove staging folders of dead runs."""
    for name in _names(out):
        if not name.startswith(STAGING_PREFIX) or _alive_here(name):
            continue
        staging = join_path(out, name)
        with _out_locked(out):  # (round 30) never beside another process's commit
            raw = _read(join_path(staging, _JOURNAL))
            if raw is not None and not _exists(join_path(out, SUMMARY_FILE)):
                journal = orjson.loads(raw)
                _roll_back(out, staging, journal["new"], journal["old"])
            _remove_tree(staging)


def _roll_back(out: str, staging: str, new: Iterable[str], old: Iterable[str]) -> None:
    """Undo a commit: remove its new results from OUT, put the previous ones back.

    A new name that is also an old one is removed only once the old file was moved aside;
    before that, the file in OUT is still the old one.
    """
    previous = join_path(staging, _PREVIOUS)
    old = set(old)
    for name in new:
        path = join_path(out, name)
        if name in old and not _exists(join_path(previous, name)):
            continue
        if _exists(path):
            if _local(path):
                os.remove(path)
            else:
                FileSystems.delete([path])
    names = _names(previous)
    for name in sorted(names, key=lambda n: n == SUMMARY_FILE):  # summary.json back last
        _move(join_path(previous, name), join_path(out, name))


def result_files(folder: str) -> list[str]:
    """This tool's result files in a folder (summary.json not included), by name."""
    return [n for n in _names(folder) if n != SUMMARY_FILE and _RESULT.fullmatch(n)]


def final_name(name: str, shard_counts: Mapping[str, int]) -> str:
    """`findings-00000-of-00001.jsonl` -> `findings.jsonl` when it is its output's one shard."""
    match = _SHARD.fullmatch(name)
    if match is None or shard_counts.get(match.group(1), 0) != 1:
        return name
    return f"{match.group(1)}.{match.group(4)}"


@contextmanager
def _out_locked(out: str) -> Iterator[None]:
    """(round 30) Hold OUT's folder locked against other processes (an advisory `flock` on the
    folder itself: no file is made, and the lock goes with the process that held it, killed or
    not) while a commit or a roll-back moves results in it. Two audits writing the same `--out` at
    once committed interleaved: one listed the results the other had just moved in as its old
    ones, and a `summary.json` could end up over the other's files, a set that looked complete and
    was not. Now the second waits for the first's commit, then replaces it whole. A folder that
    cannot be opened or locked (not local, a file system without locks, a platform without
    `fcntl`) is moved in unlocked, as before.

    (round 31) The wait is bounded (`lock_wait()`, `EVIDENCE_AUDIT_LOCK_WAIT` seconds): an
    unbounded `flock` waited forever on a holder that hung or a stale lock of a network file
    system. Past it, an `OutputError` names the folder, the holder (`lock_holders`) and what to do."""
    fd = _open_locked(out)
    try:
        yield
    finally:
        if fd >= 0:
            os.close(fd)  # closing the folder's descriptor releases its lock


def _open_locked(out: str) -> int:
    """A descriptor of OUT's folder with its lock held, or -1 when the folder cannot be locked."""
    if not _local(out) or fcntl is None:
        return -1
    seconds = lock_wait()
    try:
        fd = os.open(out, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return -1
    if _lock_within(fd, seconds):
        return fd
    os.close(fd)
    raise OutputError(_locked_message(out, seconds))


def lock_wait() -> float:
    """The seconds a commit waits for OUT's lock: `EVIDENCE_AUDIT_LOCK_WAIT`, else 120."""
    raw = os.environ.get(LOCK_WAIT_VARIABLE, "").strip()
    if not raw:
        return DEFAULT_LOCK_WAIT
    try:
        seconds = float(raw)
    except ValueError:
        seconds = -1.0
    if not seconds >= 0:  # (a NaN too)
        raise OutputError(f"{LOCK_WAIT_VARIABLE}={raw!r}: give the seconds to wait for a locked --out, a number >= 0")
    return seconds


def _lock_within(fd: int, seconds: float) -> bool:
    """Take the exclusive lock on `fd`, trying again until `seconds` have passed. True when held,
    or when no lock can be had at all (the folder is then used unlocked); False when another holds
    it still at the end."""
    assert fcntl is not None
    deadline = time.monotonic() + seconds
    pause = 0.005
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            pass  # another holds it
        except OSError:
            return True  # no locks on this file system: unlocked, as before
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        time.sleep(min(pause, left))
        pause = min(pause * 2, 0.25)


def lock_holders(out: str) -> list[str]:
    """Who holds OUT's lock, as far as this machine can tell: the processes `/proc/locks` lists with
    a lock on the folder (Linux), else the audits whose staging folder in OUT holds a commit's
    journal (`host`, `pid`: a commit under way or one that hung), each a short phrase."""
    found: list[str] = []
    try:
        stat = os.stat(out)
        with open("/proc/locks", encoding="ascii", errors="replace") as handle:
            lines = handle.read().splitlines()
    except OSError:
        lines = []
    else:
        wanted = f"{os.major(stat.st_dev):02x}:{os.minor(stat.st_dev):02x}:{stat.st_ino}"
        for line in lines:
            fields = line.split()
            if "->" in fields or len(fields) < 6 or fields[5] != wanted or not fields[4].isdigit():
                continue  # a waiter, or another file
            found.append(f"process {fields[4]} on this machine")
    if found:
        return found
    for name in _names(out):
        match = re.fullmatch(re.escape(STAGING_PREFIX) + r"(.+)-([0-9]+)-[0-9a-f]{8}", name)
        if match is not None and _exists(join_path(out, name, _JOURNAL)):
            found.append(f"the audit of process {match.group(2)} on host {match.group(1)}, committing")
    return found


def _locked_message(out: str, seconds: float) -> str:
    holders = lock_holders(out)
    who = ", ".join(holders) if holders else "another process (on this machine or, on a network file system, another)"
    return (f"--out {out!r} is locked by {who} and was not released in {seconds:g} s: another audit "
            f"is writing this folder, or it hangs. Wait for it and run again, stop the holder, or give "
            f"another --out; to wait longer, set {LOCK_WAIT_VARIABLE}=SECONDS")


def commit(out: str, staging: str, summary: dict[str, Any]) -> list[str]:
    """Replace OUT's previous results with the staged ones; write summary.json last. Return names."""
    with _COMMITTING, _out_locked(out):
        names = _commit(out, staging, summary)
        _ACTIVE.discard(staging)
    return names


def _commit(out: str, staging: str, summary: dict[str, Any]) -> list[str]:
    staged = result_files(staging)
    counts: dict[str, int] = {}
    for name in staged:
        counts[_RESULT.fullmatch(name).group(1)] = counts.get(_RESULT.fullmatch(name).group(1), 0) + 1  # type: ignore[union-attr]
    new = [final_name(name, counts) for name in staged]
    summary = dict(summary, files=sorted(new))
    old = result_files(out)
    had_summary = _exists(join_path(out, SUMMARY_FILE))
    write_file(join_path(staging, _JOURNAL), orjson.dumps({"new": new, "old": old}))
    previous = join_path(staging, _PREVIOUS)
    if _local(previous):
        os.mkdir(previous)
    try:
        if had_summary:
            _move(join_path(out, SUMMARY_FILE), join_path(previous, SUMMARY_FILE))
        for name in old:
            _move(join_path(out, name), join_path(previous, name))
        for name, target in zip(staged, new):
            _move(join_path(staging, name), join_path(out, target))
        write_file(join_path(out, SUMMARY_FILE), orjson.dumps(summary, option=orjson.OPT_INDENT_2 | orjson.OPT_APPEND_NEWLINE))
    except BaseException:
        if not _exists(join_path(out, SUMMARY_FILE)):
            _roll_back(out, staging, new, old)
        _remove_tree(staging)
        raise
    _remove_tree(staging)
    return sorted(new)


def abandon(staging: str | None) -> None:
    """Remove the staging folder of a job that failed or was interrupted (best effort)."""
    if staging:
        _ACTIVE.discard(staging)
        try:
            _remove_tree(staging)
        except Exception:  # noqa: BLE001 - the next run's recover() removes it
            pass


def abandon_active() -> None:
    """On an interrupt: let a commit under way finish, then remove every staging folder left."""
    with _COMMITTING:
        for staging in list(_ACTIVE):
            abandon(staging)
