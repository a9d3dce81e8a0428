"""The streaming audit without a cloud: follow growing files as a live source, append rows to a folder.

Beam's local runner for streaming here is the BundleBasedDirectRunner (FnApiRunner runs no
unbounded source; Prism is a download). Its only live source that needs no cloud service is
`TestStream` fed from a `TestStreamService`: Beam's own gRPC service for replaying or feeding a
stream to a pipeline. `FollowFiles` serves it from this process, over a Unix socket (no network):
a `Follower` polls the input files, sends each new complete line as an element whose event time is
the moment it was read, and advances the watermark to that moment after every poll. So `--wait`
is measured from when a line was written (give or take one poll), and a run's `--idle` from its
last line.

The stream ends when `stop()` is called (Ctrl-C in `watch`) or, with `until_quiet`, when no file
has grown for that many seconds: the watermark then jumps to the end of time, every waiting answer
is judged and every run closes with its final answer count.

Files are read as plain text, line by line, from their start: a line is sent once it ends with a
newline (or when the stream ends). A file that shrinks is read again from its start. Compressed
files are not followed (they cannot be read while they grow).

`AppendRows` writes each row collection to `OUT/NAME.jsonl`, appending and flushing per bundle,
and prints findings and closed runs on stdout as they come: a person sees them appear.
"""

from __future__ import annotations

import glob
import os
import shutil
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Final, Never, TextIO

import apache_beam as beam
import orjson
from apache_beam.coders import FastPrimitivesCoder
from apache_beam.portability.api import beam_runner_api_pb2
from apache_beam.testing.test_stream import TestStream
from apache_beam.testing.test_stream_service import TestStreamServiceController

from ..text import plural
from ..traces import Source
from .read import strip_newline

__all__ = ["AppendRows", "FollowFiles", "Follower", "finding_line", "run_line"]

_EVENT = beam_runner_api_pb2.TestStreamPayload.Event
_ELEMENT = beam_runner_api_pb2.TestStreamPayload.TimestampedElement
_CODER = FastPrimitivesCoder()
_MAX_LINES_PER_EVENT = 500  # lines sent in one element event
_READ_BLOCK = 1 << 20


def _now_micros() -> int:
    return int(time.time() * 1_000_000)


class _Tail:
    """One followed file: how far it was read, and the line number of the next line."""

    __slots__ = ("path", "offset", "line", "partial")

    def __init__(self, path: str) -> None:
        self.path = path
        self.offset = 0
        self.line = 1
        self.partial = b""

    def read(self, final: bool) -> Iterator[tuple[int, bytes]]:
        """(line number, line) for each complete new line; with `final`, a last unended one too."""
        try:
            size = os.path.getsize(self.path)
        except OSError:
            return
        if size < self.offset:  # truncated or replaced: read it again from its start
            print(f"evidence-audit watch: {self.path} shrank; reading it again from its start", file=sys.stderr)
            # (said even with --quiet: lines are numbered anew, so the rows' places change)
            self.offset, self.line, self.partial = 0, 1, b""
        if size > self.offset:
            with open(self.path, "rb") as handle:
                handle.seek(self.offset)
                while True:
                    block = handle.read(_READ_BLOCK)
                    if not block:
                        break
                    self.offset += len(block)
                    data = self.partial + block
                    lines = data.split(b"\n")
                    self.partial = lines.pop()
                    for raw in lines:
                        yield self.line, strip_newline(raw + b"\n")
                        self.line += 1
        if final and self.partial:
            yield self.line, strip_newline(self.partial)
            self.line += 1
            self.partial = b""


class Follower:
    """Poll files (paths, directories, globs) and make TestStream events of their new lines.

    `events()` yields protos until `stop()` or `until_quiet` seconds without a new line; it is the
    reader behind the TestStreamService (`read_multiple`).
    """

    def __init__(self, patterns: Sequence[str], *, poll: float = 0.5, until_quiet: float | None = None,
                 exclude: Sequence[str] = (), echo: bool = True, clock: Callable[[], int] = _now_micros) -> None:
        if not patterns:
            raise ValueError("nothing to follow: give files, directories or globs")
        if poll <= 0:
            raise ValueError(f"poll must be positive, got {poll}")
        self.patterns = list(patterns)
        self.poll = poll
        self.until_quiet = until_quiet
        self.clock = clock
        self.echo = echo  # say on stderr what is followed (and a file read again)
        # folders never followed (the output folder: following it would audit our own rows)
        self.exclude = tuple(os.path.join(os.path.abspath(path), "") for path in exclude)
        self._tails: dict[str, _Tail] = {}
        self._stop = threading.Event()
        self.lines_sent = 0

    def stop(self) -> None:
        """End the stream at the next poll: every waiting answer is then judged, every run closed."""
        self._stop.set()

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    def _paths(self) -> list[str]:
        found: set[str] = set()
        for pattern in self.patterns:
            if os.path.isdir(pattern):
                candidates = glob.glob(os.path.join(pattern, "**", "*"), recursive=True)
            else:
                candidates = glob.glob(pattern, recursive=True)
            found.update(p for p in candidates if os.path.isfile(p) and not os.path.basename(p).startswith("."))
        return sorted(p for p in found if not os.path.abspath(p).startswith(self.exclude))

    def _poll(self, final: bool) -> Iterator[Any]:
        for path in self._paths():
            tail = self._tails.setdefault(path, _Tail(path))
            batch: list[Any] = []
            for number, line in tail.read(final):
                batch.append(_ELEMENT(encoded_element=_CODER.encode((path, number, line)), timestamp=self.clock()))
                if len(batch) >= _MAX_LINES_PER_EVENT:
                    yield _EVENT(element_event=_EVENT.AddElements(elements=batch))
                    self.lines_sent += len(batch)
                    batch = []
            if batch:
                yield _EVENT(element_event=_EVENT.AddElements(elements=batch))
                self.lines_sent += len(batch)

    def events(self) -> Iterator[Any]:
        last_growth = time.monotonic()
        watermark = 0
        first = True
        while True:
            final = self._stop.is_set() or (
                self.until_quiet is not None and time.monotonic() - last_growth >= self.until_quiet
            )
            sent = self.lines_sent
            yield from self._poll(final)
            if self.lines_sent != sent:
                last_growth = time.monotonic()
            if first and self.echo:
                print(
                    f"evidence-audit watch: following {plural(len(self._tails), 'file')}, {plural(self.lines_sent, 'line')} so far;"
                    " Ctrl-C to stop",
                    file=sys.stderr,
                    flush=True,
                )
            first = False
            if final:
                return  # the runner then moves the watermark to the end of time
            watermark = max(watermark + 1, self.clock())
            yield _EVENT(watermark_event=_EVENT.AdvanceWatermark(new_watermark=watermark))
            self._stop.wait(self.poll)

    def read_multiple(self, unused_keys: Any) -> Iterator[Any]:
        """The TestStreamService's reader interface."""
        return self.events()


# A unix socket's path holds at most 107 bytes (`sun_path`); a deep TMPDIR passes it.
MAX_SOCKET_PATH: Final = 107


def events_endpoint(folder: str) -> str:
    """Where the events service listens: a socket in the job's own temp folder, or, where that path
    is too long for a unix socket (a deep TMPDIR), an abstract socket named after the folder (Linux:
    no file, nothing to clean up)."""
    path = f"{folder}/events.sock"
    if len(os.fsencode(path)) <= MAX_SOCKET_PATH:
        return f"unix:{path}"
    return f"unix-abstract:evidence-audit-watch-{os.getpid()}-{os.path.basename(folder)}"


class FollowFiles(beam.PTransform):
    """Growing files -> (Source, line bytes), each timestamped with the moment it was read.

    The service behind it starts when the transform is expanded and stops with `close()`.
    """

    def __init__(self, follower: Follower) -> None:
        super().__init__()
        self.follower = follower
        self._dir = tempfile.mkdtemp(prefix="evidence-audit-watch-")
        self.service = TestStreamServiceController(follower, endpoint=events_endpoint(self._dir))

    def expand(self, pbegin: beam.pvalue.PBegin) -> beam.PCollection:
        self.service.start()
        return (
            pbegin
            | "FollowedLines" >> TestStream(coder=_CODER, endpoint=self.service.endpoint)
            | "ToSourceLines" >> beam.MapTuple(lambda path, number, line: (Source(path, number), line))
        )

    def close(self) -> None:
        self.service.stop()
        shutil.rmtree(self._dir, ignore_errors=True)  # (the service may have removed its socket already)


def finding_line(row: Mapping[str, Any]) -> str:
    """One finding as a person reads it on a terminal."""
    where = f"{row['source_file']}:{row['source_line']}"
    return (
        f"finding  run {row['run_id']}  answer {row['answer_index']}  {row['kind']} {row['value']}"
        f" ({row['shape']})  \"{row['context']}\"  {where}"
    )


def run_line(row: Mapping[str, Any]) -> str:
    """A closed run as a person reads it: its final answer count."""
    extra = []
    for key, label in (("late_records", "late"), ("duplicate_records", "duplicates"), ("rejected_records", "rejected")):
        if row.get(key):
            extra.append(f"{row[key]} {label}")
    if row.get("over_bound"):
        extra.append("over its state bound")
    tail = f" ({', '.join(extra)})" if extra else ""
    return f"closed   run {row['run_id']}  {plural(row['answers'], 'answer')}, {plural(row['messages'], 'message')}{tail}"


_ECHO = {"findings": finding_line, "runs": run_line}


class _AppendFn(beam.DoFn):
    def __init__(self, path: str, echo: Callable[[Mapping[str, Any]], str] | None) -> None:
        self.path = path
        self.echo = echo
        self._handle: TextIO | None = None

    def start_bundle(self) -> None:
        self._lines: list[bytes] = []

    def process(self, row: Mapping[str, Any]) -> Iterable[Never]:
        # A sink: it emits no element. `-> None` was read as "any output" by Beam < 2.78, which left
        # `from __future__ import annotations`' string hints unresolved; 2.78 resolves them and
        # refuses a process whose return is not iterable (`<class 'NoneType'> is not iterable`).
        self._lines.append(orjson.dumps(row, option=orjson.OPT_APPEND_NEWLINE))
        if self.echo is not None:
            print(self.echo(row), flush=True)
        return ()

    def finish_bundle(self) -> None:
        if self._lines:
            with open(self.path, "ab") as handle:
                handle.writelines(self._lines)
            self._lines = []


class AppendRows(beam.PTransform):
    """Append each row collection to OUT/NAME.jsonl; echo findings and closed runs on stdout."""

    def __init__(self, out_dir: str, echo: bool = True) -> None:
        super().__init__()
        self.out_dir = out_dir
        self.echo = echo

    def expand(self, outputs):  # {output: PCollection} -> {output: PCollection} (beam/README.md, "Type hints")
        os.makedirs(self.out_dir, exist_ok=True)
        written = {}
        for name, rows in outputs.items():
            path = os.path.join(self.out_dir, f"{name}.jsonl")
            label = "Append" + "".join(part.title() for part in name.split("_"))
            echo = _ECHO.get(name) if self.echo else None
            written[name] = rows | label >> beam.ParDo(_AppendFn(path, echo))
        return written
