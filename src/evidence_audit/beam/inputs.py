"""What an input names: a directory means its trace files, recursively; a file or glob is itself.

`audit samples`, `audit samples/` and `audit samples/**` should not disagree, and none of them
should read a file that is not a trace. So before the job starts, each input that names a directory
(a local folder, with or without its trailing slash, or a remote prefix ending in `/`) is replaced
by the trace files under it, sorted:

- a trace file is named `*.jsonl` or `*.ndjson`, optionally compressed (`.gz`, `.bz2`, `.zst`).
  A `.json` file is not taken from a directory: it is most often one document (a config, an
  earlier run's `summary.json`, a pretty-printed export), not one record per line. Name it
  explicitly to read it.
- skipped: hidden files and folders (`.git`, `.venv`), synth's ground truth (`*.truth.jsonl`, which
  lists planted values and is not a trace), and the job's own output folder when it lies inside an
  input folder (an earlier run's findings are not traces either).

Files and globs are passed through unchanged: what a person matched explicitly is what is read. A
file named twice (say, by its folder and by its own name) is read once.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable, Sequence

from apache_beam.io.filesystems import FileSystems

__all__ = ["COMPRESSED", "TRACE_EXTENSIONS", "TRUTH_SUFFIX", "InputError", "expand_inputs", "is_trace_file"]

TRACE_EXTENSIONS = (".jsonl", ".ndjson")
COMPRESSED = (".gz", ".bz2", ".zst")
TRUTH_SUFFIX = ".truth.jsonl"  # synth's ground truth beside its traces (synth/generate.py)


class InputError(ValueError):
    """An input directory that holds no trace file, or a trace name in it that is no regular file; the message names it."""


def _strip_compression(name: str) -> str:
    for suffix in COMPRESSED:
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


def is_trace_file(name: str) -> bool:
    """Whether a file name (no folder) is one a directory input reads."""
    if name.startswith("."):
        return False
    bare = _strip_compression(name)
    return bare.endswith(TRACE_EXTENSIONS) and not bare.endswith(TRUTH_SUFFIX)


def _is_remote(path: str) -> bool:
    return "://" in path


def _is_directory(path: str) -> bool:
    if _is_remote(path):
        return path.endswith("/")
    return os.path.isdir(path)


def _inside(path: str, folder: str) -> bool:
    path, folder = os.path.realpath(path), os.path.realpath(folder)
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


def _not_regular(path: str) -> bool:
    """Whether `path` names something that is there but is no regular file (a named pipe, a socket,
    a device): opening a pipe with no writer waits for one forever. A dangling link is left to the
    input check, which names it (`matches no file`)."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def _local_files(folder: str, skip: Sequence[str]) -> list[str]:
    found: list[str] = []
    # (hostile29) each real folder and file once: a link back up the tree (`traces/loop -> ..`)
    # walked the same folder again and again until the system's link depth (40 times its files
    # read, each record dropped as an exact repeat), a second link to a file read it twice
    walked = {os.path.realpath(folder)}
    listed: set[str] = set()
    for root, dirs, files in os.walk(folder, followlinks=True):
        kept: list[str] = []
        for d in sorted(dirs):
            path = os.path.join(root, d)
            if d.startswith(".") or any(_inside(path, s) for s in skip):
                continue
            real = os.path.realpath(path)
            if real not in walked:
                walked.add(real)
                kept.append(d)
        dirs[:] = kept
        for name in sorted(files):
            if is_trace_file(name):
                path = os.path.join(root, name)
                real = os.path.realpath(path)
                if real not in listed:
                    listed.add(real)
                    found.append(path)
    # (hostile28) a trace name in a folder that is no regular file (`mkfifo traces/t.jsonl`) hung the
    # job on its open, forever: it is an error that names it, never a silent skip (a pipe named
    # explicitly, `audit <(zcat t.jsonl.gz)`, is read as named)
    odd = [path for path in found if _not_regular(path)]
    if odd:
        raise InputError(
            f"{odd[0]!r} in directory {folder!r} is not a regular file (a named pipe, a socket or a device); "
            "a directory's trace files must be files: name a pipe explicitly to read it"
        )
    return found


def _remote_files(prefix: str, skip: Sequence[str]) -> list[str]:
    matched = FileSystems.match([prefix + "**"])[0].metadata_list
    found: list[str] = []
    for metadata in matched:
        relative = metadata.path[len(prefix):]
        parts = relative.split("/")
        if any(part.startswith(".") for part in parts[:-1]) or not is_trace_file(parts[-1]):
            continue
        if any(metadata.path.startswith(s.rstrip("/") + "/") for s in skip):
            continue
        found.append(metadata.path)
    return sorted(found)


def expand_inputs(inputs: Iterable[str], out: str | None = None) -> list[str]:
    """Inputs with each directory replaced by its trace files; raise InputError for an empty one."""
    skip = [out] if out else []
    expanded: list[str] = []
    for path in inputs:
        if not _is_directory(path):
            expanded.append(path)
            continue
        if _is_remote(path):
            files = _remote_files(path, skip)
        else:
            files = _local_files(path, [s for s in skip if not _is_remote(s)])
        if not files:
            raise InputError(
                f"directory {path!r} holds no trace file (*.jsonl or *.ndjson, optionally .gz, .bz2 "
                f"or .zst; hidden files, *{TRUTH_SUFFIX} and the output folder are skipped)"
            )
        expanded.extend(files)
    return list(dict.fromkeys(expanded))  # a file named twice (a folder and its file) is read once
